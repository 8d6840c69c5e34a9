"""`python -m kafkasim`: the `kafkasim` command."""

from kafkasim.cli import main

raise SystemExit(main())
