"""`sot ask` habits: -s/--system, -o options, the config file, piped stdin as context,
`sot models`, `sot route -`; through the CLI against a loopback server, and the Python API."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import anyio
import pytest

import sot
from sot.errors import ConfigError
from sot.providers.fake import FakeProvider
from tests.loopback import LoopbackServer, last_user_text
from tests.test_cli_ask import run_cli

SAMPLING = ("-o", "temperature=0.7", "-o", "top_p=0.9", "-o", "seed=5")


def scripted(body: dict) -> str:
    """A plan for SoT, an annotated text for PASTA, a few words for anything else."""
    text = last_user_text(body)
    if "organizer" in text:
        return "1. Alpha\n2. Beta"
    if "PASTA-LANG" in text:
        return 'Intro.\n<promise topic="one" tokens="10"/>\n<promise topic="two" tokens="10"/>\n<sync/>End.'
    return "Some words here."


@pytest.fixture
def server():
    with LoopbackServer(scripted) as srv:
        yield srv


@pytest.fixture(autouse=True)
def _clean_env(tmp_path, monkeypatch):
    for var in (
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "ANTHROPIC_API_KEY",
        "ANTHROPIC_AUTH_TOKEN",
        "ANTHROPIC_BASE_URL",
        "SOT_MODEL",
        "SOT_CONFIG",
        "SOT_OPENAI_PREFILL",
        "SOT_TEMPLATE_PATH",
    ):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))


def system_of(body: dict) -> str | None:
    if "system" in body:
        return body["system"]
    first = body["messages"][0]
    return first["content"] if first["role"] == "system" else None


# ---------------------------------------------------------------------- -s and -o, every mode


@pytest.mark.parametrize("mode", ["direct", "sot", "pasta"])
def test_system_and_sampling_reach_every_openai_request(capsys, monkeypatch, server: LoopbackServer, mode):
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
    code, out, err = run_cli(
        capsys,
        "ask",
        "Tips for sleep?",
        "-m",
        "openai:m",
        "--mode",
        mode,
        "--json",
        "-s",
        "Answer like a pirate.",
        *SAMPLING,
    )
    assert code == 0, err
    bodies = [r.body for r in server.requests]
    assert len(bodies) == {"direct": 1, "sot": 3, "pasta": 3}[mode]  # the plan (main text) and its two points
    for body in bodies:
        assert (body["temperature"], body["top_p"], body["seed"]) == (0.7, 0.9, 5)
        assert system_of(body) == "Answer like a pirate."


def test_anthropic_compatible_server_gets_temperature_and_top_p_never_seed(capsys, monkeypatch, server):
    monkeypatch.setenv("ANTHROPIC_BASE_URL", server.base_url_anthropic)
    code, _, err = run_cli(
        capsys, "ask", "Tips?", "-m", "anthropic:m", "--mode", "sot", "--json", "-s", "Be brief.", *SAMPLING
    )
    assert code == 0, err
    assert "Anthropic has no seed; seed not sent" in err
    for record in server.requests:
        assert (record.body["temperature"], record.body["top_p"]) == (0.7, 0.9) and "seed" not in record.body
        assert record.body["system"].startswith("Be brief.")


def test_official_anthropic_host_note_names_every_option_it_does_not_send():
    from sot.cli.options import sampling_notes

    note = sampling_notes("anthropic:claude-x", {"temperature": 0.5, "seed": 1})
    assert note == ["sot: note: api.anthropic.com takes no sampling options; temperature, seed not sent"]
    assert sampling_notes("openai:gpt", {"seed": 1}) == []


def test_default_temperature_stays_zero_and_top_p_seed_unset(capsys, monkeypatch, server):
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
    assert run_cli(capsys, "ask", "Hi", "-m", "openai:m", "--mode", "direct", "--json")[0] == 0
    body = server.requests[0].body
    assert body["temperature"] == 0.0 and "top_p" not in body and "seed" not in body


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("temp=1", "-o temp: unknown option 'temp' (known: temperature, top_p, seed)"),
        ("temperature=hot", "-o temperature: temperature needs a number, not 'hot'"),
        ("temperature=3", "-o temperature: temperature must be a number from 0 to 2, got 3.0"),
        ("top_p=0", "-o top_p: top_p must be a number above 0 and at most 1, got 0.0"),
        ("seed=1.5", "-o seed: seed needs a whole number, not '1.5'"),
        ("seed", "-o needs KEY=VALUE, got 'seed' (options: temperature, top_p, seed)"),
    ],
)
def test_bad_option_is_one_line_and_exit_2(capsys, option, message):
    code, out, err = run_cli(capsys, "ask", "Hi", "-m", "fake", "-o", option)
    assert code == 2 and out == ""
    assert err == f"sot: error: {message}\n"


def test_python_api_carries_system_sampling_and_context_to_every_request():
    fake = FakeProvider()

    async def main_() -> sot.AskResult:
        return await sot.orchestrate(
            "Summarize this",
            provider=fake,
            mode="sot",
            system="Be exact.",
            temperature=0.3,
            top_p=0.5,
            seed=9,
            context="The report says <b>hi</b>.",
        )

    anyio.run(main_)
    assert len(fake.requests) == 5  # the plan and four points
    for request in fake.requests:
        assert (request.temperature, request.top_p, request.seed) == (0.3, 0.5, 9)
        assert request.messages[0].content == "Be exact."
        user = next(m.content for m in request.messages if m.role == "user")
        assert "<context>\nThe report says <b>hi</b>.\n</context>\n\nSummarize this" in user
    with pytest.raises(ConfigError, match="top_p must be"):
        sot.orchestrate_sync("Hi", provider=FakeProvider(), top_p=1.5)


def test_system_follows_a_templates_own_system_prompt(isolated_templates):
    fake = FakeProvider()
    sot.orchestrate_sync("My order is late", provider=fake, mode="direct", template="general", system="Sign as Ann.")
    system = fake.requests[0].messages[0]
    assert system.role == "system" and system.content.endswith("Sign as Ann.") and system.content != "Sign as Ann."


# ---------------------------------------------------------------------- config file


def write_config(path, text: str):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_config_file_gives_defaults_and_flags_win(capsys, monkeypatch, tmp_path, server):
    monkeypatch.setenv("OPENAI_BASE_URL", server.base_url_openai)
    write_config(
        tmp_path / "xdg" / "sot" / "config.toml",
        """
model = "srv"
mode = "direct"
system = "From the config."

[options]
temperature = 0.4
seed = 11

[models]
srv = "openai:served"
""",
    )
    code, out, err = run_cli(capsys, "ask", "Hi", "--json")
    assert code == 0, err
    data, body = json.loads(out), server.requests[0].body
    assert (data["model"], data["mode"], body["model"]) == ("openai:served", "direct", "served")
    assert (body["temperature"], body["seed"], system_of(body)) == (0.4, 11, "From the config.")
    server.reset()
    code, out, err = run_cli(
        capsys, "ask", "Hi", "--json", "-o", "temperature=0.1", "-s", "From the flag.", "--mode", "sot"
    )
    assert code == 0, err
    body = server.requests[0].body
    assert (body["temperature"], body["seed"], system_of(body)) == (0.1, 11, "From the flag.")
    assert json.loads(out)["mode"] == "sot"


def test_sot_config_points_elsewhere(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("SOT_CONFIG", str(write_config(tmp_path / "mine.toml", 'model = "fake"\nmode = "direct"\n')))
    code, out, _ = run_cli(capsys, "ask", "Hello", "--json")
    assert code == 0 and json.loads(out)["model"] == "fake"
    monkeypatch.setenv("SOT_CONFIG", str(tmp_path / "missing.toml"))
    code, _, err = run_cli(capsys, "ask", "Hello")
    assert code == 2 and err == f"sot: error: {tmp_path / 'missing.toml'}: no such config file\n"


@pytest.mark.parametrize(
    ("text", "where", "message"),
    [
        ('model = "fake"\nmodle = "x"\n', ":2:", "unknown key 'modle'"),
        ('model = "fake\n', ":1:", "invalid TOML"),
        ("[options]\ntemperature = 9\n", ":2:", "temperature must be a number from 0 to 2"),
        ("[options]\nwarmth = 1\n", ":2:", "unknown option 'warmth'"),
        ('mode = "fast"\n', ":1:", "unknown mode 'fast'"),
        ("system = 3\n", ":1:", "system must be a string"),
    ],
)
def test_malformed_config_is_one_line_naming_file_and_line(capsys, monkeypatch, tmp_path, text, where, message):
    path = write_config(tmp_path / "c.toml", text)
    monkeypatch.setenv("SOT_CONFIG", str(path))
    code, out, err = run_cli(capsys, "ask", "Hi", "-m", "fake")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(f"sot: error: {path}{where}") and message in err


# ---------------------------------------------------------------------- stdin


def _process(args: list[str], stdin: str, env_extra: dict[str, str]) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "ANTHROPIC_", "SOT_"))}
    env.update(env_extra)
    return subprocess.run(
        [sys.executable, "-m", "sot", *args], input=stdin, capture_output=True, text=True, timeout=60, env=env
    )


@pytest.mark.parametrize("mode", ["direct", "sot", "pasta"])
def test_piped_stdin_is_the_context_of_every_prompt(server: LoopbackServer, tmp_path, mode):
    proc = _process(
        ["ask", "Summarize this", "-m", "openai:m", "--mode", mode, "--json"],
        "Line one of the doc.\nLine two.\n",
        {"OPENAI_BASE_URL": server.base_url_openai, "XDG_CONFIG_HOME": str(tmp_path)},
    )
    assert proc.returncode == 0, proc.stderr
    assert server.requests
    for record in server.requests:
        user = record.user_text
        assert "<context>\nLine one of the doc.\nLine two.\n</context>\n\nSummarize this" in user


def test_question_from_stdin_still_works_and_is_not_context(tmp_path):
    proc = _process(
        ["ask", "-", "-m", "fake", "--mode", "direct", "--json"],
        "What is a haiku?\n",
        {"XDG_CONFIG_HOME": str(tmp_path)},
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["answer"] == "A direct answer to: What is a haiku?"


def test_no_stdin_data_means_no_context(tmp_path):
    proc = _process(
        ["ask", "Hello there", "-m", "fake", "--mode", "direct", "--json"], "", {"XDG_CONFIG_HOME": str(tmp_path)}
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["answer"] == "A direct answer to: Hello there"


def test_route_dash_reads_questions_from_stdin(capsys, monkeypatch):
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO("Give me tips for sleep\n\nWhat is 2 + 2?\n"))
    code, out, err = run_cli(capsys, "route", "-", "--json", "--router", "llm:fake")
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 2 and all(line["mode"] == "sot" for line in lines)


# ---------------------------------------------------------------------- sot models


def test_models_lists_configured_and_local_models_without_secrets(capsys, monkeypatch, tmp_path):
    write_config(
        tmp_path / "xdg" / "sot" / "config.toml",
        'model = "fast"\n[models]\nfast = "openai:gpt-4o-mini"\nqwen = "local:/models/qwen.gguf"\n',
    )
    monkeypatch.setenv("OPENAI_API_KEY", "sk-very-secret")
    monkeypatch.setenv("ANTHROPIC_BASE_URL", "http://user:pw@127.0.0.1:8080")
    hub = tmp_path / "hub" / "models--HuggingFaceTB--SmolLM2-360M-Instruct" / "snapshots" / "abc"
    hub.mkdir(parents=True)
    (hub / "config.json").write_text("{}")
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub"))
    code, out, err = run_cli(capsys, "models")
    assert code == 0, err
    assert "sk-very-secret" not in out and "pw" not in out
    lines = out.splitlines()
    assert lines[0].startswith("fast -> openai:gpt-4o-mini") and lines[0].endswith("(default)")
    assert any(line.startswith("qwen -> local:/models/qwen.gguf") for line in lines)
    assert any(line.startswith("openai:MODEL") and "OPENAI_API_KEY set" in line for line in lines)
    assert any("ANTHROPIC_BASE_URL=http://127.0.0.1:8080" in line for line in lines)
    assert any(line.startswith("local ") and "SmolLM2-135M-Instruct" in line for line in lines)
    assert any(line.startswith("local:HuggingFaceTB/SmolLM2-360M-Instruct") for line in lines)

    code, out, _ = run_cli(capsys, "models", "--json")
    rows = json.loads(out)
    assert code == 0 and "sk-very-secret" not in out
    assert {"name", "model", "source", "detail", "default"} <= set(rows[0])
    assert [r["name"] for r in rows if r["default"]] == ["fast"]
    assert {"local", "local:HuggingFaceTB/SmolLM2-360M-Instruct"} <= {
        r["model"] for r in rows if r["source"] == "local"
    }


def test_models_default_is_local_with_nothing_configured(capsys):
    code, out, _ = run_cli(capsys, "models", "--json")
    rows = json.loads(out)
    assert code == 0 and [r["model"] for r in rows if r["default"]] == ["local"]


@pytest.mark.parametrize("command", ["ask", "route", "bench", "serve"])
def test_help_ends_with_examples_that_use_only_its_own_options(capsys, command):
    import re

    from sot.cli.main import main

    with pytest.raises(SystemExit):
        main([command, "--help"])
    helptext = capsys.readouterr().out
    head, _, examples = helptext.partition("\nexamples:\n")
    lines = [line.strip() for line in examples.splitlines() if line.strip()]
    assert lines and all(f"sot {command}" in line for line in lines)
    for line in lines:
        for option in re.findall(r"(?<![\w-])(--?[a-z][\w-]*)", line.split("#")[0].split(f"sot {command}", 1)[1]):
            assert re.search(rf"(?<![\w-]){re.escape(option)}\b", head), f"{option} is not an option of sot {command}"
    assert max(len(line) for line in head.splitlines()) <= 100  # the description is still wrapped


def test_template_paths_is_one_spelling_and_the_older_one_is_read_with_a_note(capsys, tmp_path):
    from sot.config import load_config

    folder = tmp_path / "mine"
    new = tmp_path / "new.toml"
    new.write_text(f'template_paths = ["{folder}"]\n')
    assert load_config(new).template_paths == (str(folder),)
    assert capsys.readouterr().err == ""
    old = tmp_path / "old.toml"
    old.write_text(f'model = "fake"\ntemplate_path = "{folder}"\n')
    assert load_config(old).template_paths == (str(folder),)
    assert f"{old}:2: template_path is now spelled template_paths" in capsys.readouterr().err
    both = tmp_path / "both.toml"
    both.write_text(f'template_path = ["{folder}"]\ntemplate_paths = ["{folder}"]\n')
    with pytest.raises(ConfigError, match="give template_paths only"):
        load_config(both)
