"""Cluster metadata: the image every broker holds, the records that change it, and the
metadata log the controller writes and brokers pull."""
