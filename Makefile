# kafkasim — every target installs what it needs from scratch.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: test check replication-tcp bytecode fidelity demo compose-test codegen lint bench system-deps peers spark-connector clean

# Bytecode is written next to the sources at install and before each run: these machines set
# PYTHONDONTWRITEBYTECODE=1, so without it every kafkasim process a test starts compiles the
# generated codecs again (~1 s of CPU each). compileall skips what is up to date. (kafkasim/'s
# links to the top-level folders are not followed, so those are listed.)
SOURCES := kafkasim broker protocol client spark_jobs tests

# setup.py and the C walker (protocol/_record_scan.c) too: an editable install compiles it.
$(STAMP): pyproject.toml setup.py protocol/_record_scan.c
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	$(PY) -m compileall -q -j 0 $(SOURCES) >/dev/null
	touch $(STAMP)

bytecode: $(STAMP)
	@$(PY) -m compileall -q -j 0 $(SOURCES) >/dev/null

# Debian and npm packages the client matrix and Spark need (kcat, a JRE, kafkajs).
system-deps:
	@bash scripts/install-system-deps.sh

# Peer programs from other ecosystems, built outside the repo when missing or out of date: the
# Java client (kafka-clients), the franz-go client and franz-go's kfake (scripts/build-peers.sh).
peers: system-deps
	@bash scripts/build-peers.sh

# Spark's Kafka source (spark-sql-kafka-0-10 and its dependencies) into ~/.cache/kafkasim, for
# `kafkasim report --from-topic` and its test (spark_jobs/kafka_source.py); once, then a no-op.
spark-connector: $(STAMP) system-deps
	@$(PY) -m kafkasim.spark_jobs.kafka_source

# pytest-xdist workers: most tests wait on sockets, timers and subprocesses, so more workers than
# cores keep the cores busy. `--dist loadgroup` runs the tests of one shared resource (the
# reference cluster, the SparkSession) on one worker (tests/helpers/selection.py).
WORKERS ?= 4
XDIST   := -n $(WORKERS) --dist loadgroup
# What `make test` leaves to `make check` (the rule: tests/README.md).
CHECK_ONLY := reference or slow
# Both runs list their 25 slowest tests, so the note's timings (issue 23) can be read off a run.
DURATIONS := --durations=25

# The suite a developer runs after a change: every package, real clients over TCP, in minutes.
# It ends with one line counting the tests it left to `make check`.
test: $(STAMP) system-deps peers spark-connector lint bytecode
	@$(PY) -m pytest -q $(XDIST) $(DURATIONS) -m "not ($(CHECK_ONLY))" $(PYTEST_ARGS)

# Everything (CI runs this): `make test`'s tests plus the differential suite against real Apache
# Kafka (tests/reference), the SIGKILL crash runs, the client matrix and the other slow runs,
# then `replication-tcp`. The fidelity summary line comes last, and a scenario that differs
# from Kafka fails the run.
check: $(STAMP) system-deps peers spark-connector lint bytecode
	@rm -f fidelity-report.json
	@$(PY) -m pytest -q $(XDIST) $(DURATIONS) $(PYTEST_ARGS); status=$$?; \
	$(MAKE) --no-print-directory replication-tcp || status=1; \
	if [ -f fidelity-report.json ]; then \
	  $(PY) -m tests.reference.fidelity.report --no-features || status=1; fi; \
	exit $$status

# The replication, isolation, kill/restart and KIP tests once more with the in-process replica
# channel off (issue 26; broker/network/local_channel.py): every follower fetches over TCP, as
# between processes. The crash runs need no second pass: their brokers are processes of their
# own, which replicate over TCP anyway.
REPLICATION_TCP_PATHS := tests/broker/replica tests/broker/network tests/broker/cluster \
	tests/broker/session tests/harness
KIP_MARKERS := kip392 or kip227 or kip320 or kip951 or kip1023
replication-tcp: $(STAMP) peers bytecode
	@KAFKASIM_REPLICATION_IN_PROCESS=false $(PY) -m pytest -q $(XDIST) -m "not reference" \
	  $(REPLICATION_TCP_PATHS); status=$$?; \
	KAFKASIM_REPLICATION_IN_PROCESS=false $(PY) -m pytest -q $(XDIST) \
	  -m "($(KIP_MARKERS)) and not reference" tests/clients tests/conform tests/hostile \
	  || status=1; exit $$status

# The differential fidelity suite alone: every scenario against kafkasim and the reference
# cluster (real Apache Kafka), compared field by field. Writes fidelity-report.json, rewrites
# the generated table in FEATURES.md, and ends with
# "fidelity: N scenarios, N same, N known differences, N differ" (exit 1 when any differ).
fidelity: $(STAMP) peers reference-jars
	@rm -f fidelity-report.json
	-@$(PY) -m pytest -q -p no:randomly -m fidelity tests/reference $(PYTEST_ARGS)
	@$(PY) -m tests.reference.fidelity.report

demo: $(STAMP) system-deps
	@bash scripts/demo.sh

# docker-compose.yml for real: build the images without a registry (a debootstrap base and a
# local wheelhouse, scripts/build-base-image.sh), run the demo in containers, check the report.
# Without a Docker engine: one line saying why, exit status 1.
compose-test: $(STAMP)
	@bash scripts/compose-test.sh

codegen: $(STAMP)
	$(PY) -m kafkasim.protocol.codegen

lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/lint-imports

# Every benchmark script, each printing its own table with ratios and a met/MISSED line per
# target (issue 14; see benchmarks/README.md): codecs, fixture speed, scale, throughput,
# client quotas against Kafka (issue 24; needs Java and the reference jars), and process start
# to the first Metadata answer (issue 26).
bench: $(STAMP) system-deps peers
	$(PY) benchmarks/codec.py
	$(PY) benchmarks/fixture.py
	$(PY) benchmarks/scale.py
	$(PY) benchmarks/throughput.py
	$(PY) benchmarks/consumer.py
	$(PY) benchmarks/leader_hints.py
	$(PY) benchmarks/spark_report.py
	$(PY) benchmarks/harness.py
	$(PY) benchmarks/quotas.py
	$(PY) benchmarks/start.py

# The reference cluster: real Apache Kafka (version in scripts/reference/KAFKA_VERSION), its
# jars resolved by Maven into ~/.cache/kafkasim/reference (XDG_CACHE_HOME); one controller and
# three brokers on racks a, b, c with tiered storage, in the foreground until Ctrl-C. Needs Java
# 17+ and Maven; the helper uses only Python's standard library.
.PHONY: reference reference-jars
reference:
	$(PYTHON) tests/reference/kafka_cluster.py $(REFERENCE_ARGS)

reference-jars:
	$(PYTHON) tests/reference/kafka_cluster.py --jars-only

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
