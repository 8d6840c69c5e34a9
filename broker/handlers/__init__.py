"""One module per API key; importing this package registers every handler.

Names mirror the schemas: `schemas/FetchRequest.json` -> `broker/handlers/fetch.py`.
"""

import importlib
import pkgutil


def load_all() -> None:
    """Import every handler module so its `@handler` registration runs."""
    for module in pkgutil.iter_modules(__path__):
        importlib.import_module(f"{__name__}.{module.name}")


load_all()
