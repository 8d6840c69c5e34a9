"""SCRAM credentials as Kafka stores them (RFC 5802 keys, Kafka's ScramCredential).

A credential is (salt, stored key, server key, iterations); the password itself is never
kept. AlterUserScramCredentials sends the salted password (Hi(password, salt, iterations));
the controller derives the keys and writes them as a metadata record every broker applies,
as Kafka's ScramControlManager does. Mechanism numbers are the protocol's: 1 SCRAM-SHA-256,
2 SCRAM-SHA-512.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os

MECHANISMS = {1: "SCRAM-SHA-256", 2: "SCRAM-SHA-512"}
MECHANISM_IDS = {name: number for number, name in MECHANISMS.items()}
_HASHES = {"SCRAM-SHA-256": "sha256", "SCRAM-SHA-512": "sha512"}
# Kafka's ScramMechanism bounds.
MIN_ITERATIONS = 4096
MAX_ITERATIONS = 16384
DEFAULT_ITERATIONS = 4096


def salted_password(mechanism: str, password: str, salt: bytes, iterations: int) -> bytes:
    """Hi(password, salt, i) of RFC 5802 for `mechanism`."""
    return hashlib.pbkdf2_hmac(_HASHES[mechanism], password.encode(), salt, iterations)


def credential_from_salted(mechanism: str, salt: bytes, salted: bytes, iterations: int) -> dict:
    """The stored form of a credential (JSON-ready, for a metadata record)."""
    digest = _HASHES[mechanism]
    client_key = hmac.new(salted, b"Client Key", digest).digest()
    stored_key = hashlib.new(digest, client_key).digest()
    server_key = hmac.new(salted, b"Server Key", digest).digest()
    return {"salt": _b64(salt), "stored_key": _b64(stored_key),
            "server_key": _b64(server_key), "iterations": iterations}


def new_credential(mechanism: str, password: str,
                   iterations: int = DEFAULT_ITERATIONS) -> tuple[bytes, bytes, int]:
    """(salt, salted password, iterations) for an AlterUserScramCredentials upsertion."""
    salt = os.urandom(16)
    return salt, salted_password(mechanism, password, salt, iterations), iterations


def auth_info(credential: dict) -> tuple[bytes, bytes, bytes, int]:
    """The (salt, stored key, server key, iterations) scramp's server asks for."""
    return (base64.b64decode(credential["salt"]), base64.b64decode(credential["stored_key"]),
            base64.b64decode(credential["server_key"]), int(credential["iterations"]))


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode()
