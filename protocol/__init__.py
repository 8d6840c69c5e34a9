"""Kafka wire protocol: generated message codecs, framing, RecordBatch v2, error codes.

This package imports nothing else of kafkasim's.
"""
