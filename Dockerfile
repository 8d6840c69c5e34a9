# The demo image: kafkasim (controller, brokers), the librdkafka demo clients and the Spark
# report. One image, the role is the command: `kafkasim controller|broker|demo|report ...`.
FROM python:3.11-slim

# PySpark needs a Java runtime; procps gives Spark's launcher `ps`.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      openjdk-17-jre-headless procps \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY pyproject.toml README.md ./
COPY protocol protocol
COPY broker broker
COPY client client
COPY spark_jobs spark_jobs
COPY kafkasim kafkasim
RUN pip install --no-cache-dir '.[demo]'

ENV PYTHONUNBUFFERED=1
ENTRYPOINT ["kafkasim"]
CMD ["--help"]
