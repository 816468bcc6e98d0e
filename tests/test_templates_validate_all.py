"""``sot templates validate`` lists every problem of a template in one run: each prompt is
parsed on its own (one syntax error does not hide the next), every undefined name, the sources
of a template whose other keys are not valid, and what fails rendering each prompt."""

from __future__ import annotations

import pytest

from sot.cli.main import main
from sot.errors import TemplateError, TemplateSecurityError
from sot.templates import parse_template
from tests.files import write

pytestmark = pytest.mark.usefixtures("isolated_templates")


def problems(capsys) -> list[str]:
    return [line for line in capsys.readouterr().err.splitlines() if line.strip()]


def test_every_prompts_syntax_error_and_undefined_name_in_one_run(tmp_path, capsys):
    path = write(
        tmp_path / "t.yaml",
        """\
        name: t
        system: "Hello {{ company "
        prompts:
          direct: "{% if question %}open"
          planning: "{{ question }} {{ nope }} {{ max_points }} {{ other }}"
          branch: "{{ point }}}"
        reply:
          greeting: "{% for %}"
        """,
    )
    assert main(["templates", "validate", str(path)]) == 2
    err = "\n".join(problems(capsys))
    for where in (":2: system:", ":4: prompts.direct:", ":8: reply.greeting:"):
        assert f"{path}{where}" in err and "template syntax error" in err, (where, err)
    assert f"{path}:5: prompts.planning: line 1: undefined variable 'nope'" in err
    assert f"{path}:5: prompts.planning: line 1: undefined variable 'other'" in err


def test_a_template_with_bad_keys_still_has_its_sources_checked(tmp_path, capsys):
    path = write(
        tmp_path / "t.yaml",
        """\
        name: t
        limits: {max_points: 0}
        system: "{{ a "
        prompts:
          direct: "{% endif %}"
        """,
    )
    assert main(["templates", "validate", str(path)]) == 2
    err = "\n".join(problems(capsys))
    assert f"{path}:2: limits.max_points:" in err
    assert f"{path}:3: system:" in err and f"{path}:5: prompts.direct:" in err


def test_every_prompts_render_error_in_one_run(tmp_path, capsys):
    path = write(
        tmp_path / "t.yaml",
        """\
        name: t
        prompts:
          direct: "{{ question.nope.deeper }}"
          planning: "{{ max_points / 0 }}"
          reduce: "{{ notes.missing.x }}"
        """,
    )
    assert main(["templates", "validate", str(path)]) == 2
    err = "\n".join(problems(capsys))
    assert f"{path}:3: prompts.direct:" in err
    assert f"{path}:4: prompts.planning:" in err and "ZeroDivisionError" in err
    assert f"{path}:5: prompts.reduce:" in err


def test_each_file_is_checked_and_a_good_one_is_ok(tmp_path, capsys):
    bad = write(tmp_path / "bad.yaml", 'name: bad\nsystem: "{{ x "\n')
    good = write(tmp_path / "good.yaml", "name: good\nsystem: Hi.\n")
    assert main(["templates", "validate", str(bad), str(good)]) == 2
    captured = capsys.readouterr()
    assert f"ok: {good} (good)" in captured.out and f"{bad}:2: system:" in captured.err


def test_the_library_raises_every_problem_and_a_security_one_as_such():
    with pytest.raises(TemplateError) as caught:
        parse_template('name: t\nsystem: "{{ a "\nprompts:\n  direct: "{{ b "\n')
    assert len(str(caught.value).splitlines()) == 2
    with pytest.raises(TemplateSecurityError) as caught:
        parse_template('name: t\nsystem: "{{ x.__class__ }}"\nprompts:\n  direct: "{{ b "\n')
    assert "__class__" in str(caught.value) and "prompts.direct" in str(caught.value)
