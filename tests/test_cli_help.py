"""The CLI's help and its reference page say what the code registers: every subcommand, every
answering mode (``sot.modes``, which the orchestrator's registry fills) and every subcommand of
``sot templates``. A mode or subcommand added to the code and missing from ``sot --help``, a
command's ``--help`` or docs/reference/*.md fails here."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import pytest

import sot.modes
from sot.cli import templates as templates_cli
from sot.cli.main import COMMANDS, build_parser, main
from sot.modes import answer_modes, modes, summaries
from sot.templates.schema import PromptsSpec

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "docs" / "reference"
CLI_MD = REFERENCE / "cli.md"


def help_of(capsys, *command: str) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main([*command, "--help"])
    assert exit_info.value.code == 0
    return capsys.readouterr().out


def subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    (action,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(action.choices)


def summary_lines(parser: argparse.ArgumentParser) -> dict[str, str]:
    """Each subcommand's one-line help, as ``sot --help`` lists it."""
    (action,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return {choice.dest: choice.help for choice in action._choices_actions}


def registered_commands() -> list[str]:
    return list(subparsers(build_parser()))


def with_mode_option() -> list[str]:
    parsers = subparsers(build_parser())
    return [name for name, p in parsers.items() if any("--mode" in a.option_strings for a in p._actions)]


def as_words(names) -> str:
    names = list(names)
    return f"{', '.join(names[:-1])} or {names[-1]}"


# --------------------------------------------------------------------------- sot --help


def test_every_command_is_registered_and_listed_with_its_summary(capsys):
    commands = registered_commands()
    assert commands == [c for c in COMMANDS if c in commands] and {"ask", "templates", "serve"} <= set(commands)
    helptext = help_of(capsys)
    for name, line in summary_lines(build_parser()).items():
        assert line, f"sot {name} has no one-line help"
        assert re.search(rf"^    {re.escape(name)}\b", helptext, flags=re.M), name
        assert " ".join(line.split()) in " ".join(helptext.split()), name


def test_sot_help_names_every_mode_for_ask(capsys):
    line = summary_lines(build_parser())["ask"]
    assert f"({as_words(answer_modes())}; auto: sot chooses)" in line
    assert line in " ".join(help_of(capsys).split())


def test_sot_help_names_every_templates_subcommand():
    registered = list(subparsers(subparsers(build_parser())["templates"]))
    assert registered == list(templates_cli.SUBCOMMANDS)
    line = summary_lines(build_parser())["templates"]
    assert line == f"{', '.join(registered[:-1])} and {registered[-1]} prompt templates"


# --------------------------------------------------------------------------- each command's --help


@pytest.mark.parametrize("command", with_mode_option())
def test_mode_option_takes_and_lists_every_mode(capsys, command):
    parser = subparsers(build_parser())[command]
    (option,) = [a for a in parser._actions if "--mode" in a.option_strings]
    assert tuple(option.choices) == modes()
    helptext = help_of(capsys, command)
    assert "{" + ",".join(modes()) + "}" in helptext
    section = helptext.split("\nmodes:\n", 1)[1].split("\n\n", 1)[0]
    flat = " ".join(section.split())
    for name, summary in summaries().items():
        assert re.search(rf"^  {name}\s", section, flags=re.M), f"sot {command} --help: no line for mode {name}"
        assert " ".join(summary.split()) in flat, f"sot {command} --help: the summary of {name}"
    assert re.search(r"^  auto\s", section, flags=re.M)


def test_the_modes_commands_take_are_the_ones_expected():
    assert set(with_mode_option()) >= {"ask", "serve"}


@pytest.mark.parametrize("command", registered_commands())
def test_every_command_has_help(capsys, command):
    assert help_of(capsys, command).startswith(f"usage: sot {command}")


def test_a_mode_registered_later_is_in_every_help_and_choice(capsys, monkeypatch):
    """Help is made from the registry: a new mode shows up without an edit to the CLI."""
    monkeypatch.setitem(sot.modes._DECLARED, "shout", "every answer in capitals")
    assert "shout" in summary_lines(build_parser())["ask"]
    helptext = help_of(capsys, "ask")
    assert re.search(r"^  shout\s+every answer in capitals$", helptext, flags=re.M)
    assert ",shout}" in helptext


# --------------------------------------------------------------------------- docs/reference


def reference_rows() -> dict[str, str]:
    rows = re.findall(r"^\| \[`sot ([\w-]+)`\]\(#[\w-]+\) \| (.+?) \|$", CLI_MD.read_text(), flags=re.M)
    return {name: text.replace("`", "") for name, text in rows}


def test_the_reference_table_has_every_command_with_its_help_line():
    rows = reference_rows()
    lines = summary_lines(build_parser())
    assert set(rows) == set(lines)
    for name, line in lines.items():
        assert rows[name] == line, f"docs/reference/cli.md: sot {name}"


def test_the_reference_has_a_section_and_a_synopsis_for_every_command():
    text = CLI_MD.read_text()
    for name in registered_commands():
        assert f"\n## `sot {name}`\n" in text, name
        assert re.search(rf"^```\nsot {re.escape(name)}\b", text, flags=re.M), f"no synopsis for sot {name}"
    for sub in templates_cli.SUBCOMMANDS:
        assert re.search(rf"^```\nsot templates {sub}\b", text, flags=re.M), f"no synopsis for sot templates {sub}"


def test_every_mode_synopsis_of_the_reference_lists_every_mode():
    text = CLI_MD.read_text()
    for name in with_mode_option():
        section = text.split(f"\n## `sot {name}`\n", 1)[1].split("\n## ", 1)[0]
        synopsis = section.split("```\n", 2)[1]
        assert f"[--mode {'|'.join(modes())}]" in synopsis, f"docs/reference/cli.md: sot {name}"


def mode_lists(text: str) -> list[list[str]]:
    """Every list of modes in ``text`` that starts with ``auto``: ``auto|direct|...``,
    ``auto | direct | ...`` and ```auto`, `direct`, ... or `x```."""
    found = [re.split(r"\s*\|\s*", m) for m in re.findall(r"\bauto(?:\s*\|\s*[a-z]+)+", text)]
    for m in re.findall(r"`auto`(?:(?:, | or | and )`[a-z]+`)+", text):
        found.append(re.findall(r"`([a-z]+)`", m))
    return found


@pytest.mark.parametrize("page", sorted(REFERENCE.glob("*.md")), ids=lambda p: p.name)
def test_every_list_of_modes_in_the_reference_is_whole(page):
    # a list of modes (not of --kind values or routers: those name other things too)
    lists = [names for names in mode_lists(page.read_text()) if set(names) <= set(modes())]
    for names in lists:
        assert names == list(modes()), f"{page.relative_to(ROOT)}: {' | '.join(names)}"


def test_the_reference_has_its_mode_lists():
    """The lists the test above checks are found (a changed spelling would hide them)."""
    found = {
        p.name: len([n for n in mode_lists(p.read_text()) if set(n) <= set(modes())]) for p in REFERENCE.glob("*.md")
    }
    assert found["cli.md"] >= 2 and found["templates.md"] >= 2 and found["gateway.md"] >= 1


def test_the_template_reference_names_every_prompt():
    text = (REFERENCE / "templates.md").read_text()
    rows = set(re.findall(r"^\| `(\w+)` \| ", text.split("| prompt | the model call | names |", 1)[1], flags=re.M))
    assert set(PromptsSpec.model_fields) <= rows
