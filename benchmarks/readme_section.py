"""One generated section of benchmarks/README.md, between its begin and end markers: the
benchmarks that compare with Kafka write their table there with --readme."""

from __future__ import annotations

from pathlib import Path

README = Path(__file__).resolve().parent / "README.md"


def write_section(title: str, begin: str, end: str, text: str, readme: Path = README) -> None:
    """Put `text` between the markers `begin` and `end`, or append a `## title` section with
    them when the README has none yet."""
    content = readme.read_text()
    block = f"{begin}\n{text}\n{end}"
    if begin in content and end in content:
        content = content[:content.index(begin)] + block + content[content.index(end) + len(end):]
    else:
        content = content.rstrip("\n") + f"\n\n## {title}\n\n" + block + "\n"
    readme.write_text(content)
