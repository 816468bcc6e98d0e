"""A template's `parallel: always` in auto mode: the router is skipped and the cost model has the
last word, parallel where a fan-out is faster on the backend and direct where it is not; a mode
the caller names runs as asked. The three pages that describe the policy say that one thing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import sot
from sot.providers.base import Speed
from sot.providers.fake import FakeProvider

DOCS = Path(__file__).resolve().parents[1] / "docs"
#: a small CPU (a step of 4 rows costs 3 single steps) and a GPU (16 rows cost 1.5)
CPU = Speed(first_token_s=0.0, decode_tok_s=150.0, prefill_tok_s=330.0, step_ratio={4: 3.0, 8: 5.6})
GPU = Speed(first_token_s=0.0, decode_tok_s=400.0, prefill_tok_s=20000.0, step_ratio={16: 1.5})
MESSAGE = "I was charged twice for my order, and my invoice shows the wrong address."


@pytest.mark.parametrize("speed, mode", [(CPU, "direct"), (GPU, "sot")], ids=["small-cpu", "gpu"])
def test_the_cost_model_has_the_last_word_over_parallel_always(speed, mode):
    fake = FakeProvider(speed=speed)
    result = sot.orchestrate_sync(MESSAGE, provider=fake, template="support-billing", variables={"company": "Acme"})
    assert result.mode == mode
    assert result.route.router == "template" and result.route.predicted  # no router, priced
    assert result.route.reason.startswith(f"{mode}: on this backend")  # the cost model's reason
    assert result.answer.startswith("Hello") and "Acme" in result.answer  # the same frame either way


def test_a_mode_the_caller_names_runs_as_asked():
    result = sot.orchestrate_sync(
        MESSAGE, provider=FakeProvider(speed=CPU), template="support-billing", variables={"company": "Acme"}, mode="sot"
    )
    assert result.mode == "sot" and result.route is None


def passages() -> dict[str, list[str]]:
    """What each page says of `parallel: always`: the paragraphs (bullets, table rows) naming it."""
    pages = {
        "guides/support-bots.md": r"\(`parallel: always`\)",
        "reference/templates.md": r"`parallel: always \| auto \| never`|^\| `parallel` \|",
        "concepts/routing.md": r"`parallel: always`",
    }
    found = {}
    for page, pattern in pages.items():
        text = re.sub(r"^```.*?^```", "", (DOCS / page).read_text(), flags=re.S | re.M)
        chunks = re.split(r"\n\s*\n|\n(?=- \*\*)|\n(?=\| )", text)
        found[page] = [" ".join(c.split()) for c in chunks if re.search(pattern, c, flags=re.M)]
    return found


def test_every_page_says_the_cost_model_decides_what_parallel_always_does():
    for page, said in passages().items():
        assert said, f"{page}: no passage on parallel: always"
        for passage in said:
            assert "cost model" in passage, f"{page}: {passage}"
            assert "by construction" not in passage and "without asking the router" not in passage, page
