"""Code generator: `schemas/*.json` -> `protocol/messages/*.py` (run `python -m kafkasim.protocol.codegen`)."""
