"""`sot templates list | show | validate`, through ``sot.cli.main.main``."""

from __future__ import annotations

import json
import re

import pytest

from sot.cli.main import main
from sot.templates import BUILTIN_DIR
from tests.files import write

BUILTINS = ["default", "general", "support", "support-account", "support-billing", "support-orders"]


pytestmark = pytest.mark.usefixtures("isolated_templates")


def test_list(capsys):
    assert main(["templates", "list"]) == 0
    out = capsys.readouterr().out
    names = [line.split()[0] for line in out.splitlines()]
    assert names == BUILTINS
    assert "refunds and billing" in out


def test_list_json_with_user_folder(tmp_path, capsys):
    write(tmp_path / "mine" / "faq.yaml", "name: faq\ndescription: Our FAQ bot\n")
    write(tmp_path / "mine" / "broken.yaml", "name: broken\nlimits: {max_points: 0}\n")
    assert main(["templates", "list", "--json", "--template-path", str(tmp_path / "mine")]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["faq"]["description"] == "Our FAQ bot" and rows["faq"]["builtin"] is False
    assert "limits.max_points" in rows["broken"]["error"]
    assert rows["support"]["builtin"] is True


def test_list_env_path(tmp_path, monkeypatch, capsys):
    write(tmp_path / "env" / "faq.yaml", "name: faq\ndescription: From the env\n")
    monkeypatch.setenv("SOT_TEMPLATE_PATH", str(tmp_path / "env"))
    assert main(["templates", "list"]) == 0
    assert "From the env" in capsys.readouterr().out


def test_show_prints_the_source(capsys):
    assert main(["templates", "show", "support"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"# {BUILTIN_DIR / 'support.yaml'}")
    assert "name: support" in out and "{{ company }}" in out


@pytest.mark.parametrize("name", ["support", "support-billing", "support-orders", "support-account"])
def test_the_support_templates_say_which_models_they_are_for(capsys, name):
    assert main(["templates", "show", name]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "Meant for capable instruction models" in out and "embedded 135M model runs it for offline demos" in out


def test_show_render(capsys):
    argv = [
        "templates",
        "show",
        "support-billing",
        "--render",
        "--var",
        "company=Acme",
        "--var",
        "refund_window_days=14",
    ]
    assert main([*argv, "--question", "Why was I charged twice?"]) == 0
    out = capsys.readouterr().out
    assert "=== planning (sot) [template] ===" in out
    assert "Refunds can be requested within 14 days of purchase." in out
    assert "Customer message: Why was I charged twice?" in out
    assert "=== pasta branch [default] ===" in out
    # every call an ask can make: map and reduce, the escalation check, and the reply frame
    assert "=== map (mapreduce, part 1 of 3) [default] ===" in out and "=== reduce (mapreduce) [default] ===" in out
    assert "=== escalation check" in out and "Which rule does the message meet?" in out
    assert "=== reply frame (English) ===" in out and "--- sign-off\nKind regards,\nAcme" in out


def test_show_render_shows_the_local_point_prompt_where_a_template_has_one(capsys):
    assert main(["templates", "show", "default", "--render"]) == 0
    assert "=== branch 1 (sot, local backend: after the plan's reply)" in capsys.readouterr().out


def test_show_render_missing_variable(capsys):
    assert main(["templates", "show", "support", "--render"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("sot: error: ") and "missing required variable 'company'" in err
    assert "Traceback" not in err and err.count("\n") == 1


def test_show_unknown_template(capsys):
    assert main(["templates", "show", "nope"]) == 2
    assert "unknown template 'nope'" in capsys.readouterr().err


def test_validate_builtins(capsys):
    paths = sorted(str(p) for p in BUILTIN_DIR.glob("*.yaml"))
    assert main(["templates", "validate", *paths]) == 0
    out = capsys.readouterr().out
    tests = [p for p in paths if p.endswith(".test.yaml")]  # the support templates' test files
    assert out.count("ok: ") == len(BUILTINS) + len(tests) and len(tests) == 4
    assert out.count("cases)") == len(tests)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("name: x\nprompts:\n  brnach: hi\n", ":3: unknown key 'prompts.brnach'"),
        ("name: x\nlimits: {max_tokens: lots}\n", ":2: limits.max_tokens: Input should be a valid integer"),
        ("name: x\nsystem: |\n  ok\n  {% for %}\n", ":4: system: template syntax error"),
        (
            "name: x\nsystem: \"{{ ''.__class__ }}\"\n",
            ":2: system: line 1: access to attribute '__class__' is not allowed",
        ),
        ("name: x\nvariables: {n: {type: int}}\nsystem: '{{ 10 // (n - n) if n else 1 // 0 }}'\n", "ZeroDivisionError"),
    ],
)
def test_validate_reports_one_line_and_exit_2(tmp_path, capsys, text, expected):
    path = write(tmp_path / "bad.yaml", text)
    assert main(["templates", "validate", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"sot: error: {path}:")
    assert expected in captured.err and captured.err.count("\n") == 1 and "Traceback" not in captured.err


def test_validate_several_files_and_vars(tmp_path, capsys):
    good = write(
        tmp_path / "good.yaml", "name: good\nvariables: {company: {required: true}}\nsystem: 'Hi {{ company }}'\n"
    )
    bad = write(tmp_path / "bad.yaml", "name: bad\nmode: fast\n")
    assert main(["templates", "validate", str(good), str(bad), str(tmp_path / "missing.yaml")]) == 2
    captured = capsys.readouterr()
    assert captured.out == f"ok: {good} (good)\n"
    assert captured.err.count("sot: error: ") == 2 and "no such template file" in captured.err
    assert main(["templates", "validate", str(good), "--var", "company=Acme"]) == 0
    assert main(["templates", "validate", str(good), "--var", "compnay=Acme"]) == 2
    assert "unknown variable 'compnay'" in capsys.readouterr().err


def test_no_subcommand_prints_help(capsys):
    assert main(["templates"]) == 2
    assert "validate" in capsys.readouterr().err


def test_validate_lists_every_problem_with_its_line_and_refuses_duplicate_keys(capsys, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(
        "name: bad\nmode: sot\nmode: direct\nlimits:\n  max_points: 0\nescalation:\n  rules:\n"
        "    - when: a lawyer is named\n      keywords: lawyer\n    - when: ''\n"
    )
    assert main(["templates", "validate", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:3: duplicate key 'mode' (first set on line 2)" in err
    assert f"{path}:5: limits.max_points:" in err
    assert f"{path}:9: escalation.rules.0.keywords:" in err  # an escalation rule's own line
    assert f"{path}:10: escalation.rules.1.when:" in err
    assert "more problem" not in err


def rendered_items(out: str) -> list[tuple[str, str]]:
    """Each ``=== item ... ===`` call of ``--render``: its title, and its user message."""
    calls = re.findall(r"^=== (item \(items[^\n]*) ===\n(.*?)(?=^=== |\Z)", out, flags=re.M | re.S)
    return [(title, body.split("--- user\n", 1)[1]) for title, body in calls]


def test_show_render_asks_an_item_of_an_example_request_where_the_question_names_none(capsys):
    from sot.cli.templates import _SAMPLE_ITEM_REQUESTS
    from sot.pasta_lang.items import find_items

    assert main(["templates", "show", "default", "--render"]) == 0
    calls = rendered_items(capsys.readouterr().out)
    splits = [find_items(request) for request in _SAMPLE_ITEM_REQUESTS]
    assert [s.kind for s in splits] == ["list", "count"]  # both cases of the item prompt
    assert len(calls) == 2
    for (title, user), split in zip(calls, splits):
        assert f"item 1 of {len(split)}; an example request" in title
        assert split.prompt(0) in user  # the request as the branch gets it, with its one item
        assert "(the first item)" not in user and "(the request" not in user
    assert splits[0].items[0].text in calls[0][1]


def test_show_render_asks_the_questions_own_first_item(capsys):
    question = "Answer these questions:\n1. What is TCP?\n2. What is UDP?\n3. When is each used?"
    assert main(["templates", "show", "default", "--render", "--question", question]) == 0
    ((title, user),) = rendered_items(capsys.readouterr().out)
    assert title.startswith("item (items, item 1 of 3)") and "example" not in title
    assert "What is TCP?" in user and "What is UDP?" not in user
