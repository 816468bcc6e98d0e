"""No template can exhaust the machine: renders have a budget of time, loop iterations,
string sizes and output, and going past it is a TemplateError naming the template."""

from __future__ import annotations

import threading
import time

import pytest

from sot.errors import TemplateError, TemplateSecurityError
from sot.templates.limits import RenderLimits
from sot.templates.loader import parse_template

#: the issue's bound; each payload ran past 15 s (or ate gigabytes) before the limits
WITHIN_S = 2.0

PAYLOADS = {
    "huge printf width": "{{ '%999999999s' % x }}",
    "printf width past 32 bits": "{{ '%3000000000s' % x }}",
    "1e10 loop iterations": "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    "100 kB strings 100,000 times": "{% for i in range(100000) %}{{ 'x' * 100000 }}{% endfor %}",
}

MORE = {
    "buffered in a set block": "{% set s %}{% for i in range(100000) %}{{ 'x' * 100000 }}{% endfor %}{% endset %}{{ s|length }}",
    "buffered in a macro": "{% macro m() %}{% for i in range(100000) %}{{ 'x' * 100000 }}{% endfor %}{% endmacro %}{{ m()|length }}",
    "center filter": "{{ x|center(999999999) }}",
    "str.center": "{{ x.center(999999999) }}",
    "str.format width": "{{ '{:999999999}'.format(x) }}",
    "format filter": "{{ '%999999999s'|format(x) }}",
    "replace filter": "{{ ('x' * 100000)|replace('x', 'x' * 100000) }}",
    "str.replace": "{{ ('x' * 100000).replace('x', 'x' * 100000) }}",
    "join of a repeated list": "{{ (['x' * 100000] * 100000)|join }}",
    "doubling with ~": "{% set ns = namespace(s='x') %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}{% endfor %}",
    "doubling with +": "{% set ns = namespace(s='x') %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}",
    "squaring integers": "{% set ns = namespace(n=10) %}{% for i in range(40) %}{% set ns.n = ns.n * ns.n %}{% endfor %}",
    "indent": "{{ ('x\\n' * 100000)|indent(100000) }}",
    "wordwrap": "{{ ('x ' * 100000)|wordwrap(1, true, 'y' * 100000) }}",
}


def template(expr: str) -> str:
    return f"name: dos\nvariables: {{x: {{default: 'v'}}}}\nsystem: |\n  {expr}\n"


def bind(expr: str, **kwargs):
    return parse_template(template(expr), source="dos.yaml").bind(**kwargs)


@pytest.mark.parametrize("expr", list(PAYLOADS.values()), ids=list(PAYLOADS))
def test_issue_payloads_are_refused_quickly(expr):
    started = time.monotonic()
    with pytest.raises(TemplateError) as info:
        bind(expr)
    assert time.monotonic() - started < WITHIN_S
    assert str(info.value).startswith("dos.yaml:4: system:") and "render limits" in str(info.value)


@pytest.mark.parametrize("expr", list(MORE.values()), ids=list(MORE))
def test_other_ways_to_build_huge_values_are_refused(expr):
    started = time.monotonic()
    with pytest.raises(TemplateSecurityError):
        bind(expr)
    assert time.monotonic() - started < WITHIN_S


def test_ordinary_templates_render_as_before():
    expr = (
        "{{ '%s'|format(x) }} {{ x|upper }} {% for c in 'abc' %}{{ loop.index }}{{ c }}{% endfor %} "
        "{{ 'a' ~ 'b' }} {{ '{:>3}'.format(1) }} {{ ['p', 'q']|join(', ') }} {{ '%5.1f' % 2.25 }}"
    )
    assert bind(expr).system == "v V 1a2b3c ab   1 p, q   2.2"


def test_limits_are_configurable():
    source = parse_template(template("{% for i in range(50) %}{{ i }}{% endfor %}"), source="dos.yaml")
    compiled = source.compiled("system")
    assert compiled is not None
    assert compiled.render({"x": "v"}).endswith("4849")
    with pytest.raises(TemplateSecurityError, match="more than 10 loop iterations"):
        compiled.render({"x": "v"}, RenderLimits(max_iterations=10))
    with pytest.raises(TemplateSecurityError, match="longer than 20 characters"):
        compiled.render({"x": "v"}, RenderLimits(max_output_chars=20))


def test_recursive_loops_are_refused_at_load():
    with pytest.raises(TemplateSecurityError, match="recursive loop"):
        parse_template(template("{% for i in [1] recursive %}{{ loop([1]) }}{% endfor %}"), source="dos.yaml")


def test_each_render_has_its_own_budget_in_worker_threads():
    # 120,000 iterations: most of one budget (200,000), so two renders sharing one would fail
    expr = "{% for i in range(100000) %}{% endfor %}{% for i in range(20000) %}{% endfor %}ok"
    results: list[object] = []

    def work() -> None:
        try:
            results.append(bind(expr).system)
        except TemplateError as exc:  # pragma: no cover - the failure the test is for
            results.append(exc)

    threads = [threading.Thread(target=work) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == ["ok", "ok"]


def test_lipsum_is_bounded_before_it_builds_anything():
    with pytest.raises(TemplateSecurityError, match="lipsum"):
        bind("{{ lipsum(1000000) }}")
    with pytest.raises(TemplateSecurityError, match="lipsum"):
        bind("{{ lipsum(1, max=100000000) }}")
    text = bind("{{ lipsum(2, html=false) }}").system
    assert text and len(text.split("\n\n")) == 2


def test_a_long_question_renders_but_what_the_template_builds_stays_bounded():
    """The limits bound the template's own work, not the user's text: a 1.2 MB question fits the
    default template's prompt; a template that builds more than its inputs allow is refused."""
    from sot.templates import load_template

    question = "word " * 240_000
    messages = load_template("default").bind().prompts.direct_messages(question)
    assert question.strip() in messages[-1].content
    assert len(bind("{{ x }}{{ x }}", variables={"x": "y" * 600_000}).system) == 1_200_000
    with pytest.raises(TemplateSecurityError, match="render limits"):
        bind("{{ x ~ x ~ x ~ x ~ x }}", variables={"x": "y" * 600_000})
