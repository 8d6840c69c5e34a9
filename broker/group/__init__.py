"""The classic consumer-group coordinator: group state, offsets, membership records, placement."""
