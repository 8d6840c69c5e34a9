"""The one compiled part of kafkasim: the record walker (protocol/_record_scan.c) that the
broker runs over every produced batch. Optional: without a C compiler the package installs
and uses the same walker in Python (protocol/record_scan.py), only slower. Everything else
about the distribution is in pyproject.toml."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("kafkasim.protocol._record_scan", ["protocol/_record_scan.c"],
                             optional=True)])
