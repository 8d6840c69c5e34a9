"""The authorizer's settings, checked as Kafka checks them when a node starts.

`authorizer.class.name` may name Kafka's StandardAuthorizer (the one kafkasim has) or be empty
(no authorizer); `super.users` is a `;`-separated list of principals, each `Type:name`;
`allow.everyone.if.no.acl.found` is a boolean (broker/config/definitions.py types it). The
authorizer itself is broker/security/authorizer.py.
"""

from __future__ import annotations

from typing import NamedTuple

from kafkasim.broker.config.definitions import InvalidConfigError

STANDARD_AUTHORIZER = "org.apache.kafka.metadata.authorizer.StandardAuthorizer"


class AuthorizerConfigError(InvalidConfigError):
    """An authorizer setting Kafka would refuse at start-up."""


class AuthorizerSettings(NamedTuple):
    super_users: frozenset[str]
    allow_everyone_if_no_acl_found: bool


def parse_super_users(value: str | None) -> frozenset[str]:
    """`super.users` as Kafka's StandardAuthorizer reads it: `;`-separated principals, each
    `Type:name`."""
    users = set()
    for item in (value or "").split(";"):
        user = item.strip()
        if not user:
            continue
        if ":" not in user:
            raise AuthorizerConfigError(
                f"super.users: expected a string in format principalType:principalName but "
                f"got {user}")
        users.add(user)
    return frozenset(users)


def authorizer_settings(config) -> AuthorizerSettings | None:
    """The authorizer `config` asks for, or None when `authorizer.class.name` is empty;
    AuthorizerConfigError for another class or a bad `super.users`."""
    name = (config.get("authorizer.class.name") or "").strip()
    if not name:
        return None
    if name != STANDARD_AUTHORIZER:
        raise AuthorizerConfigError(f"authorizer.class.name: kafkasim has {STANDARD_AUTHORIZER} "
                                    f"only, not {name}")
    allow_everyone = (config.get("allow.everyone.if.no.acl.found") or "").strip().lower()
    return AuthorizerSettings(parse_super_users(config.get("super.users")),
                              allow_everyone == "true")
