"""Every guide's table of rulings (a guide's test file, test_guides_*.py, holds `SLUG` and
`RULINGS`: one row per ending, the deciding paragraph and the ruling's Turkish and English
phrases), read by test_guide_tables.py and by test_guides.py's check of each ending page."""

from __future__ import annotations

import importlib
import pkgutil

from situations.tests import guides


def _tables() -> dict[str, dict[tuple[str, ...], tuple[str, str, str]]]:
    """Every guide's table, by slug, keyed by the ending's path as a tuple."""
    tables = {}
    for module_info in pkgutil.iter_modules(guides.__path__):
        if not module_info.name.startswith("test_guides_"):
            continue
        module = importlib.import_module(f"{guides.__name__}.{module_info.name}")
        if hasattr(module, "RULINGS"):
            tables[module.SLUG] = {
                tuple(keys.split("/")) if isinstance(keys, str) else keys: row for keys, row in module.RULINGS.items()
            }
    return tables


TABLES = _tables()
