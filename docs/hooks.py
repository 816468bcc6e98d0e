"""MkDocs hooks for this site (``mkdocs.yml``: ``hooks``).

:func:`on_config` lays the ``sot`` package out under ``build/docs-api/`` as it is installed
(its Python files copied: ``sot.orchestrator`` lives in ``orchestrator/``, and so on, by
pyproject.toml's ``package-dir``), where mkdocstrings reads the Python API pages from the source without
importing it. It runs before every plugin's ``on_config`` (its event priority): mkdocstrings makes
its Python handler in its own ``on_config``, and the handler drops a search path that is not there
yet (a glob that matches nothing), so on a fresh clone it would read ``sot`` from the editable
install, where ``sot.orchestrator`` and the rest are not under ``sot/``, and fail on the first alias.

The pages link to the repository's own files where a reader on GitHub finds them: a report under
``benchmarks/results/``, a plot, a folder's README (``[report](../benchmarks/results/x.json)``).
:func:`on_files` copies each linked file into the site under ``repo/`` and lets MkDocs rewrite the
link to it, so the same link works on GitHub and on the site; a link to a file that is not there
is left to MkDocs, which reports it (a warning, an error under ``--strict``).

:func:`on_page_content` drops the Sphinx roles of docstrings (``:class:`AskArgs```) from the
Python API pages, leaving the name as code.
"""

from __future__ import annotations

import posixpath
import re
import shutil
from pathlib import Path

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, InclusionLevel

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
#: where the package is laid out for mkdocstrings (mkdocs.yml: the python handler's ``paths``)
API_TREE = ROOT / "build" / "docs-api"

#: a Markdown link or image whose target climbs out of docs/ (``](../x)``, ``](../../x#y)``)
LINK = re.compile(r"\]\(((?:\.\./)+[^)\s#]+)")
#: a Sphinx role before a name (``:class:`~sot.orchestrator.x.Y``` renders as ``:class:<code>~sot...Y</code>``)
ROLE = re.compile(r":(?:py:)?(?:class|func|meth|attr|data|mod|exc|obj):<code>(~[\w.]*\.)?")


class RepoFile(File):
    """A repository file outside docs/, copied as it is (never rendered as a page)."""

    def is_documentation_page(self) -> bool:
        return False

    def is_static_page(self) -> bool:
        return False

    def is_media_file(self) -> bool:
        return True


def lay_out_package(root: Path = ROOT, tree: Path = API_TREE) -> None:
    """Copy the package's Python files under ``tree`` where they are installed (griffe, which
    reads them, follows a symlink back to its folder, so the layout is copied)."""
    mapping = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-dir"]
    if tree.exists():
        shutil.rmtree(tree)
    for package, folder in mapping.items():
        place = tree.joinpath(*package.split("."))
        place.mkdir(parents=True, exist_ok=True)
        for source in (root / folder).glob("*.py"):
            shutil.copy2(source, place / source.name)
    # packages inside a mapped one without an entry of their own (sot.orchestrator.modes, ...)
    for package, folder in mapping.items():
        for init in (root / folder).glob("*/**/__init__.py"):
            rel = init.parent.relative_to(root / folder)
            place = tree.joinpath(*package.split("."), *rel.parts)
            if not place.exists():
                place.mkdir(parents=True)
                for source in init.parent.glob("*.py"):
                    shutil.copy2(source, place / source.name)


@event_priority(100)  # before mkdocstrings' on_config makes its handler, which reads API_TREE
def on_config(config):
    lay_out_package()
    return config


def on_files(files, config):
    docs = Path(config["docs_dir"]).resolve()
    root = docs.parent
    for page in list(files.documentation_pages()):
        text = Path(page.abs_src_path).read_text(encoding="utf-8")
        for link in LINK.findall(text):
            uri = posixpath.normpath(posixpath.join(posixpath.dirname(page.src_uri), link))
            target = (docs / uri).resolve()
            if not uri.startswith("../") or files.get_file_from_path(uri) is not None:
                continue
            if not target.is_file() or root not in target.parents:
                continue  # MkDocs reports the broken link
            dest = "repo/" + target.relative_to(root).as_posix()
            files.append(
                RepoFile(
                    uri,
                    str(docs),
                    config["site_dir"],
                    config["use_directory_urls"],
                    dest_uri=dest,
                    inclusion=InclusionLevel.INCLUDED,
                )
            )
    return files


def on_page_content(html, page, config, files):
    return ROLE.sub("<code>", html)
