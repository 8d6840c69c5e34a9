"""SCRAM credentials (KIP-554): DescribeUserScramCredentials and AlterUserScramCredentials as
Kafka's ScramControlManager answers them (forwarded to the controller), on the broker listener
(no authorizer on either side).
User names are unique to each scenario, so the scenarios do not see each other's users."""

from __future__ import annotations

from kafkasim.protocol.messages.alter_user_scram_credentials import (
    AlterUserScramCredentialsRequest,
    ScramCredentialDeletion,
    ScramCredentialUpsertion,
)
from kafkasim.protocol.messages.describe_user_scram_credentials import (
    DescribeUserScramCredentialsRequest,
    UserName,
)
from tests.reference.fidelity.registry import scenario

GROUP = "Admin"
SHA_256, SHA_512 = 1, 2


def _upsert(name: str, mechanism: int = SHA_256, iterations: int = 8192):
    return ScramCredentialUpsertion(name=name, mechanism=mechanism, iterations=iterations,
                                    salt=b"salt-" + name.encode()[:16],
                                    salted_password=bytes(range(32)))


def _delete(name: str, mechanism: int = SHA_256):
    return ScramCredentialDeletion(name=name, mechanism=mechanism)


def _alter(upsertions=(), deletions=()):
    return AlterUserScramCredentialsRequest(deletions=list(deletions),
                                            upsertions=list(upsertions))


def _describe(*names: str):
    return DescribeUserScramCredentialsRequest(users=[UserName(name=n) for n in names])


@scenario(GROUP, "SCRAM credentials: upsert then describe and delete")
async def upsert_describe_delete(k):
    user = k.new_name("-user")
    broker = k.any_broker()
    await k.send(broker, _alter([_upsert(user)]), 0, label="upsert SCRAM-SHA-256")
    await k.send(broker, _alter([_upsert(user, SHA_512, 4096)]), 0,
                 label="upsert SCRAM-SHA-512")
    await k.wait_until(lambda: _described(k, broker, user, 2), "the credentials are described")
    await k.send(broker, _describe(user), 0, label="describe")
    await k.send(broker, _alter(deletions=[_delete(user, SHA_512)]), 0, label="delete one")
    await k.send(broker, _alter([_upsert(user, SHA_256, 16384)]), 0, label="upsert again")


async def _described(k, broker, user: str, count: int) -> bool:
    response = await k.request(broker, _describe(user), 0)
    return bool(response.results) and len(response.results[0].credential_infos) == count


@scenario(GROUP, "SCRAM credentials: refusals")
async def refusals(k):
    user = k.new_name("-user")
    broker = k.any_broker()
    await k.send(broker, _alter([_upsert(user, iterations=4095)]), 0, label="too few iterations")
    await k.send(broker, _alter([_upsert(user, iterations=16385)]), 0,
                 label="too many iterations")
    await k.send(broker, _alter([_upsert(user, mechanism=3)]), 0, label="unknown mechanism")
    await k.send(broker, _alter([_upsert("")]), 0, label="empty name")
    await k.send(broker, _alter(deletions=[_delete(user)]), 0, label="delete unknown")
    await k.send(broker, _alter([_upsert(user)], [_delete(user)]), 0,
                 label="delete unknown, then upsert, one user")
    await k.send(broker, _alter([_upsert(user), _upsert(user, SHA_512)]), 0,
                 label="two mechanisms of one user in one request")
    await k.send(broker, _alter([_upsert(user, iterations=1), _upsert(user)]), 0,
                 label="an error, then a valid entry, one user")
    await k.send(broker, _describe(user), 0, label="describe unknown")
    await k.send(broker, _describe(user, user), 0, label="describe twice")
