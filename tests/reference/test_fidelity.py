"""The differential fidelity suite (tests/reference/fidelity): every scenario runs against
kafkasim and against real Apache Kafka (the reference cluster), and their answers must agree
field by field, or differ only as known_differences.toml lists with a reason."""

from __future__ import annotations

import pytest

from tests.reference.fidelity.registry import AUTHORIZER, DEFAULT, all_scenarios

pytestmark = [pytest.mark.reference, pytest.mark.fidelity, pytest.mark.timeout(300)]


@pytest.mark.parametrize("scenario", all_scenarios(DEFAULT), ids=str)
def test_scenario(request, fidelity, scenario):
    """Verifies that kafkasim answers the scenario's requests as Apache Kafka does (the
    behaviour named in the scenario's group and title), every field compared after reducing
    only what differs between any two clusters (compare.py), and that kio reads each answer
    as our codec does. Tiered storage scenarios compare with the tiered reference cluster
    (another Kafka version: scripts/reference/pom.xml)."""
    tiered = request.getfixturevalue("tiered_reference_cluster") if scenario.tiered else None
    result = fidelity.run(scenario, tiered)
    if result.outcome == "differ":
        pytest.fail(result.explain(), pytrace=False)


@pytest.mark.parametrize("scenario", all_scenarios(AUTHORIZER), ids=str)
def test_authorizer_scenario(fidelity_authorizer, scenario):
    """Verifies that kafkasim with Kafka's StandardAuthorizer answers the scenario's requests
    as Apache Kafka with the same authorizer, super users and SASL/PLAIN users does (the
    behaviour named in the scenario's group and title), compared as test_scenario compares."""
    result = fidelity_authorizer.run(scenario)
    if result.outcome == "differ":
        pytest.fail(result.explain(), pytrace=False)
