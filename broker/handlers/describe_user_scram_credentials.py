"""DescribeUserScramCredentials (key 50), version 0.

Behavior (Kafka's ScramControlManager.describeScramCredentials, answered from the broker's
metadata image):
- Users null or empty: every user with a SCRAM credential; otherwise the users named, each
  with one CredentialInfo (mechanism 1 SCRAM-SHA-256 or 2 SCRAM-SHA-512, iterations) per
  credential. Never the salt or keys.
- A named user without credentials: RESOURCE_NOT_FOUND; a user named twice: DUPLICATE_RESOURCE
  for that user.

Versions: v0 (KIP-554), flexible.

Needs DESCRIBE on the cluster, else CLUSTER_AUTHORIZATION_FAILED (top level and per user named).
"""

from __future__ import annotations

from collections import Counter

from kafkasim.broker.network.registry import RequestContext
from kafkasim.broker.security.authorization import allowed, api_rules
from kafkasim.broker.security.scram import MECHANISM_IDS
from kafkasim.protocol.errors import ErrorCode
from kafkasim.protocol.messages.describe_user_scram_credentials import (
    CredentialInfo,
    DescribeUserScramCredentialsRequest,
    DescribeUserScramCredentialsResponse,
    DescribeUserScramCredentialsResult,
)

RULES = api_rules("DescribeUserScramCredentials")


async def handle_describe_user_scram_credentials(node, context: RequestContext,
                                                 request: DescribeUserScramCredentialsRequest):
    if not allowed(node, context, RULES.cluster):
        # Kafka's getErrorResponse: one nameless result per user asked about, no messages.
        return DescribeUserScramCredentialsResponse(
            error_code=RULES.cluster.error, error_message=None, results=[
                DescribeUserScramCredentialsResult(user="", error_code=RULES.cluster.error,
                                                   error_message=None, credential_infos=[])
                for _ in request.users or ()])
    credentials = node.metadata.scram_credentials
    if not request.users:
        names = sorted(credentials)
        counts: Counter = Counter(names)
    else:
        names = list(dict.fromkeys(user.name for user in request.users))
        counts = Counter(user.name for user in request.users)
    results = []
    for name in names:
        if counts[name] > 1:
            results.append(DescribeUserScramCredentialsResult(
                user=name, error_code=ErrorCode.DUPLICATE_RESOURCE,
                error_message="Cannot describe SCRAM credentials for the same user twice in a "
                              "single request", credential_infos=[]))
            continue
        mechanisms = credentials.get(name)
        if not mechanisms:
            results.append(DescribeUserScramCredentialsResult(
                user=name, error_code=ErrorCode.RESOURCE_NOT_FOUND,
                error_message="Attempt to describe a user credential that does not exist",
                credential_infos=[]))
            continue
        results.append(DescribeUserScramCredentialsResult(user=name, credential_infos=[
            CredentialInfo(mechanism=MECHANISM_IDS[mechanism],
                           iterations=int(credential["iterations"]))
            for mechanism, credential in sorted(mechanisms.items())]))
    return DescribeUserScramCredentialsResponse(results=results)
