# The demo image: kafkasim (controller, brokers, our consumer), the librdkafka demo clients and
# the Spark report. One image, the role is the command: `kafkasim controller|broker|demo|...`.
#
# Built without a registry: the base is made locally from Debian's packages by
# scripts/build-base-image.sh (debootstrap + `docker import`), and every Python package comes
# from wheelhouse/, which the same script fills with `pip wheel` on this machine.
FROM kafkasim-base:bookworm

# Python 3.11 (Debian bookworm's, the wheelhouse's ABI), PySpark's Java runtime, and procps for
# Spark's launcher (`ps`).
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      python3 python3-venv openjdk-17-jre-headless procps \
 && rm -rf /var/lib/apt/lists/*

RUN python3 -m venv /opt/kafkasim
ENV PATH=/opt/kafkasim/bin:$PATH PYTHONUNBUFFERED=1

# kafkasim itself is a wheel in the wheelhouse too (built from this checkout), so nothing is
# fetched from an index here.
COPY wheelhouse /wheelhouse
RUN pip install --no-index --find-links /wheelhouse 'kafkasim[demo]' && rm -rf /wheelhouse

ENTRYPOINT ["kafkasim"]
CMD ["--help"]
