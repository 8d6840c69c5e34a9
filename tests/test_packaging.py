"""The installed distribution: one import namespace, `kafkasim`, from a wheel."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _run(*command: str, cwd: Path, check: bool = True) -> subprocess.CompletedProcess:
    # Without PYTHONPATH: a development run may point it at the checkout, and pip would then
    # take kafkasim for installed already. PYTHONDONTWRITEBYTECODE=1, as on the machines that
    # run the suite: the install still compiles the bytecode.
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=600,
                          check=check, env=environment)


@pytest.mark.slow  # builds a wheel and a virtual environment
@pytest.mark.timeout(900)
def test_wheel_installs_exactly_one_top_level_package(tmp_path):
    """Verifies that a non-editable install of a built wheel puts exactly one import package,
    `kafkasim`, into site-packages: `import protocol` fails there while
    `import kafkasim.protocol.messages` and `kafkasim --version` work."""
    wheels = tmp_path / "wheels"
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT),
         cwd=tmp_path)
    (wheel,) = wheels.glob("kafkasim-*.whl")
    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", "--without-pip", str(venv), cwd=tmp_path)
    python = venv / "bin" / "python"
    site = Path(_run(str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                     cwd=tmp_path).stdout.strip())
    # The dependencies come from this interpreter's site-packages, added as a plain path: its
    # .pth files (among them the editable install of this checkout) are not processed there.
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    _run(sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
         "--no-index", str(wheel), cwd=tmp_path)

    # Compiled at install, so a process importing the generated codecs does not compile them.
    sources = {path.relative_to(site) for path in (site / "kafkasim").rglob("*.py")}
    compiled = {(path.parent.parent / f"{path.name.split('.')[0]}.py").relative_to(site)
                for path in (site / "kafkasim").rglob("__pycache__/*.pyc")}
    assert len(sources) > 200 and sources <= compiled, sorted(sources - compiled)[:5]

    installed = {path.name for path in site.iterdir()} - {"dependencies.pth", "__pycache__"}
    packages = {name for name in installed if not name.endswith((".dist-info", ".pth"))}
    assert packages == {"kafkasim"}, installed
    assert {"broker", "protocol", "client", "spark_jobs"} <= {
        path.name for path in (site / "kafkasim").iterdir()}

    missing = _run(str(python), "-c", "import protocol", cwd=tmp_path, check=False)
    assert missing.returncode != 0 and "No module named 'protocol'" in missing.stderr
    imported = _run(str(python), "-c",
                    "import kafkasim.protocol.messages as m, kafkasim.broker.config.settings as s;"
                    "print(m.__file__); print(s.Config().get('num.partitions'))", cwd=tmp_path)
    assert imported.stdout.splitlines() == [
        str(site / "kafkasim" / "protocol" / "messages" / "__init__.py"), "1"]
    version = _run(str(venv / "bin" / "kafkasim"), "--version", cwd=tmp_path)
    assert version.stdout.startswith("kafkasim ")
    assert _run(str(python), "-m", "kafkasim", "--version", cwd=tmp_path).stdout == version.stdout
