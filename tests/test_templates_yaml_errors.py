"""A YAML error in a template (or its test file) names the line where the problem starts: a
quote left open is reported where it opens, not where PyYAML noticed it (the file's end, or
the next quote)."""

from __future__ import annotations

import pytest

from sot.cli.main import main
from sot.errors import ConfigError, TemplateError
from sot.templates import parse_template
from sot.templates.testing import load_test_file

#: a quote opened on line 3 and never closed: PyYAML notices at the end of the file (line 6)
OPEN_TO_THE_END = 'name: t\ndescription: A template.\nmode: "sot\nprompts:\n  direct: Answer {{ question }}\n'
#: a quote opened on line 3 that the next quote, on line 5, closes: PyYAML notices on line 5
OPEN_TO_THE_NEXT_QUOTE = 'name: t\ndescription: A template.\nmode: "sot\nprompts:\n  direct: "Answer"\nmax_points: 3\n'


def error_of(text: str) -> str:
    with pytest.raises(TemplateError) as info:
        parse_template(text, "t.yaml")
    return str(info.value)


@pytest.mark.parametrize("quote", ['"', "'"])
def test_a_quote_left_open_is_reported_on_its_own_line(quote):
    message = error_of(OPEN_TO_THE_END.replace('"', quote))
    assert message.startswith("t.yaml:3:7: invalid YAML: ")
    assert f"the {quote} that opens the value here is never closed (the file ends first)" in message


def test_a_quote_closed_only_by_a_later_one_is_reported_where_it_opens():
    message = error_of(OPEN_TO_THE_NEXT_QUOTE)
    assert message.startswith("t.yaml:3:7: invalid YAML: ")
    assert "closes only on line 5" in message and 'is a closing " missing on line 3?' in message


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("name: x\nsystem: [\n", "t.yaml:3:1: invalid YAML: expected the node content"),  # what PyYAML says
        ("name: x\ndescription: y\n  mode: sot\n", "t.yaml:3:7: invalid YAML: mapping values are not allowed"),
        # a value quoted over two lines is valid YAML: an error after it is where PyYAML saw it
        ('name: x\ndescription: "a\n  b"\nmode: sot\n  bad: 1\n', "t.yaml:5:6: invalid YAML"),
    ],
)
def test_other_yaml_errors_keep_their_position(text, where):
    assert error_of(text).startswith(where)


def test_validate_reports_the_line_on_one_line(tmp_path, capsys):
    path = tmp_path / "t.yaml"
    path.write_text(OPEN_TO_THE_END, encoding="utf-8")
    assert main(["templates", "validate", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"sot: error: {path}:3:7: invalid YAML: ") and err.count("\n") == 1


def test_a_test_file_with_a_quote_left_open_names_its_line(tmp_path):
    path = tmp_path / "t.test.yaml"
    path.write_text('template: support\ncases:\n  - name: "late parcel\n    message: Where is it?\n', encoding="utf-8")
    with pytest.raises(TemplateError, match=r"t\.test\.yaml:3: not YAML: the \" that opens the value here"):
        load_test_file(path)


def test_the_gateway_config_reports_a_quote_left_open_where_it_opens():
    from sot.serve.config import parse_config

    text = 'models:\n  support:\n    mode: "sot\n    model: local\nlimits:\n  max_queue: 4\n'
    with pytest.raises(ConfigError) as info:
        parse_config(text, "gateway.yaml")
    assert str(info.value).startswith("gateway.yaml:3:11: invalid YAML: ")
    assert "never closed" in str(info.value)
