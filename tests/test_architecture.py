"""Project-wide checks of the code's shape (lint itself runs as `make lint`, inside `make test`)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


#: The one import by name: the handler table loads a handler's module at its first request
#: (its rows are checked below, in test_every_handler_module_is_in_the_table).
IMPORTS_BY_NAME = {"broker/handlers/__init__.py"}


def test_no_import_by_string_in_the_product():
    """Verifies that nothing in the installed packages imports by string (importlib's
    import_module or __import__) but the handler table: every other import is visible to
    readers and to import-linter."""
    offenders = []
    for folder in ("kafkasim", "broker", "protocol", "client", "spark_jobs"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text()
            if "import_module(" in text or "__import__(" in text:
                offenders.append(str(path.relative_to(ROOT)))
    assert sorted(offenders) == sorted(IMPORTS_BY_NAME)


def test_every_handler_module_is_in_the_table():
    """Verifies that broker/handlers/__init__.py's table has a row for every handler module (one
    per API key), so none is silently left out of the registry and ApiVersions; that every
    row's function exists and is a coroutine function; and that its API name, key and versions
    are the schema's (the generated request class's)."""
    import inspect

    from kafkasim.broker.handlers import HANDLERS, load
    from kafkasim.protocol.messages import REQUESTS

    modules = {path.stem for path in (ROOT / "broker" / "handlers").glob("*.py")} - {"__init__"}
    assert modules == {route.target.split(":")[0] for route in HANDLERS}
    for route in HANDLERS:
        assert inspect.iscoroutinefunction(load(route.target)), route.target
        request = REQUESTS[route.api_key]
        assert request.NAME == f"{route.name}Request", route
        assert request.MIN_VERSION <= route.min_version <= route.max_version \
            <= request.MAX_VERSION, route


def test_every_client_api_has_its_authorization_rules():
    """Verifies that every API served on the broker listener has an entry in the one
    authorization table (broker/security/authorization.py, Kafka's per-API operations), and
    that every handler module naming a rule looks its API up there: a new handler cannot be
    served unauthorized by omission."""
    from kafkasim.broker import handlers  # noqa: F401  (the handler table fills the registry)
    from kafkasim.broker.network.registry import BROKER, REGISTRY
    from kafkasim.broker.security.authorization import TABLE

    served = {spec.name: spec for spec in REGISTRY.served(BROKER)}
    assert sorted(served.keys() - TABLE.keys()) == []
    unchecked = []
    for name, spec in served.items():
        source = sys.modules[spec.function.__module__].__file__
        if TABLE[name].rules and f'api_rules("{name}")' not in Path(source).read_text():
            unchecked.append(name)
    assert unchecked == [], "handlers that never look up their rules"
    for path in (ROOT / "broker" / "handlers").glob("*.py"):
        for api in re.findall(r'api_rules\("(\w+)"\)', path.read_text()):
            assert api in TABLE, f"{path.name} asks for rules of {api}, which has no entry"


def test_make_test_runs_lint():
    """Verifies that `make test` runs `make lint` (ruff and the import-linter contracts) first."""
    result = subprocess.run(["make", "-n", "test"], cwd=ROOT, capture_output=True, text=True,
                            timeout=60)
    planned = result.stdout
    assert "ruff check" in planned and "lint-imports" in planned
    assert planned.index("lint-imports") < planned.index("pytest")


def test_features_ledger_generated_sections_are_fresh():
    """Verifies that FEATURES.md's generated sections (the config key table) match the code:
    `python scripts/update_features.py` regenerates them."""
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "update_features.py"),
                             "--check"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_document_pointers_in_code_lead_somewhere():
    """Verifies that every comment pointing at a document of ours (`docs/X.md, Section` or a
    bare `X.md`; another project's, "librdkafka's X.md", is not ours) names a file of the
    repository and, when a section is named, a heading in it."""
    pointer = re.compile(
        r"(?<!'s )\b((?:docs/)?[A-Z][A-Za-z_]*\.md)(?:, ([A-Z][A-Za-z ]*[A-Za-z]))?(?=[):;.\s])")
    broken = []
    for folder in ("kafkasim", "broker", "protocol", "client", "spark_jobs", "tests",
                   "benchmarks", "scripts"):
        for path in (ROOT / folder).rglob("*.py"):
            for match in pointer.finditer(path.read_text()):
                document, section = ROOT / match[1], match[2]
                where = f"{path.relative_to(ROOT)}: {match[0].strip()}"
                if not document.is_file():
                    broken.append(where)
                elif section and not re.search(rf"^#+ {re.escape(section)}\s*$",
                                               document.read_text(), re.M):
                    broken.append(where)
    assert broken == []


# The packages of kafkasim and where their sources are: kafkasim/ holds the public face and
# links to the top-level folders (pyproject.toml, tool.setuptools.packages.find).
PACKAGES = {"kafkasim": "kafkasim", "kafkasim.broker": "broker", "kafkasim.client": "client",
            "kafkasim.protocol": "protocol", "kafkasim.spark_jobs": "spark_jobs"}


def kafkasim_modules() -> dict[str, tuple[Path, bool]]:
    """Dotted name -> (source file, is a package) for every module of kafkasim."""
    modules = {}
    for package, folder in PACKAGES.items():
        for path in (ROOT / folder).rglob("*.py"):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if package == "kafkasim" and f"kafkasim.{parts[0]}" in PACKAGES:
                continue  # a link to another package's folder
            is_package = parts[-1] == "__init__"
            name = ".".join([package, *(parts[:-1] if is_package else parts)])
            modules[name] = (path, is_package)
    return modules


# The start of an import statement, at any indentation (inside functions and `if` blocks too).
# Lines are searched, not parsed whole: parsing the generated codecs took seconds. An import
# quoted at the start of a docstring line counts as well, which can only add edges.
IMPORT_LINE = re.compile(r"^[ \t]*(?:from[ \t]+\.*[\w.]*[ \t]+import\b|import[ \t]+\w)", re.M)


def import_statements(text: str):
    """Every import statement of a module's source, parsed on its own."""
    for match in IMPORT_LINE.finditer(text):
        position, depth = match.start(), 0
        while True:  # to the end of the statement: parentheses closed, no backslash
            end = text.find("\n", position)
            end = len(text) if end < 0 else end
            code = text[position:end].split("#", 1)[0]
            depth += code.count("(") - code.count(")")
            if end == len(text) or (depth <= 0 and not code.rstrip().endswith("\\")):
                break
            position = end + 1
        try:
            yield from ast.parse(text[match.start():end].strip()).body
        except SyntaxError:
            continue  # prose that starts like an import


def import_graph(modules: dict[str, tuple[Path, bool]]) -> dict[str, set[str]]:
    """Module -> the modules of kafkasim it imports. Every import statement counts: at module
    level, under `if TYPE_CHECKING:` and inside functions alike. `from a.b import c` imports
    the module a.b.c when there is one, else a.b."""

    def known(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        package = name if is_package else name.rpartition(".")[0]
        imported = set()
        for node in import_statements(path.read_text()):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                imported.update(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules
                                else base for alias in node.names)
        graph[name] = {target for target in map(known, imported)
                       if target is not None and target != name}
    return graph


def test_no_import_cycles_among_the_modules():
    """Verifies that no module of kafkasim imports itself back through others (the storage
    modules once formed a cycle of six, issue 23). Imports inside functions and under
    `if TYPE_CHECKING:` count: moving an import out of the module's top level hides a cycle
    from Python, not from a reader, so it does not break one."""
    graph = import_graph(kafkasim_modules())
    assert len(graph) > 200 and graph["kafkasim.broker.storage.log"]  # the walk found them

    def reachable(start: str) -> set[str]:
        seen, stack = set(), [start]
        while stack:
            for target in graph[stack.pop()]:
                if target not in seen:
                    seen.add(target)
                    stack.append(target)
        return seen

    reach = {name: reachable(name) for name in graph}
    cycles = {tuple(sorted(other for other in reach[name] if name in reach[other]))
              for name in graph if name in reach[name]}
    assert sorted(cycles) == []


def test_importing_the_broker_loads_no_handler_module():
    """Verifies that importing what `kafkasim up` and `kafkasim broker` import (the cluster, the
    nodes and the handler table) loads no handler module: each loads at its first request."""
    probe = ("import sys, kafkasim.broker.cli, kafkasim.broker.cluster, kafkasim.broker.handlers; "
             "print(sorted(m for m in sys.modules if m.startswith('kafkasim.broker.handlers.')))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            timeout=120, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
