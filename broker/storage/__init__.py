"""Partition logs: segments, offset index, leader-epoch cache, producer state, checkpoints."""
