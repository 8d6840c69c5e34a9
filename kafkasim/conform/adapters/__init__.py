"""Adapters: one small program per client library that speaks the driver protocol
(kafkasim/conform/driver.py). The Python ones share `base.serve`."""
