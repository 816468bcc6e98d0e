"""CI builds the documentation site, so a page, a link or a docstring that breaks it fails CI,
and the build works on a fresh clone (docs/hooks.py lays the API tree out before mkdocstrings
reads it)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ci_builds_the_docs_after_the_checks_in_the_tests_venv():
    steps = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines() if line.startswith("make ")]
    assert steps == ["make test", "make check", "make docs"]
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^\$\(VENV\)/\.docs:.*?\n((?:\t.*\n)+)", makefile, flags=re.M).group(1)
    # the venv `make test` built is kept (a fresh one only where there is none), the extra added to it
    assert "test -x $(PY) || python3 -m venv $(VENV)" in recipe and '$(PIP) -c constraints.txt -e ".[docs]"' in recipe


def test_the_api_tree_is_laid_out_before_mkdocstrings_makes_its_handler():
    """mkdocstrings makes its Python handler in its own ``on_config`` (priority 0), and the handler
    drops a ``paths`` entry that does not exist yet: the hook's ``on_config`` must run first."""
    tree = ast.parse((ROOT / "docs" / "hooks.py").read_text())
    (on_config,) = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "on_config"]
    priorities = [
        d.args[0].value
        for d in on_config.decorator_list
        if isinstance(d, ast.Call) and getattr(d.func, "id", "") == "event_priority"
    ]
    assert priorities and priorities[0] > 0
