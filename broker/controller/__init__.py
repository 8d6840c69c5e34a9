"""Cluster control: the broker's channel to the controller, and the controller's topic,
partition and replica-placement logic."""
