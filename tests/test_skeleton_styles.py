"""Skeleton replies in the list styles hosted and open models write (tests/fixtures/skeleton_styles.yaml):
each gives its points, whole or streamed line by line, and a reply that is no plan gives none."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import sot
from sot.pasta_lang.skeleton import SkeletonStream, parse_skeleton
from sot.providers.base import GenerationRequest
from sot.providers.fake import FakeProvider

CORPUS_PATH = Path(__file__).parent / "fixtures" / "skeleton_styles.yaml"


def load_corpus() -> list[dict]:
    """The corpus entries, each with its reply as sent (``crlf: true``: ``\\r\\n`` line ends)."""
    entries = yaml.safe_load(CORPUS_PATH.read_text(encoding="utf-8"))
    for entry in entries:
        if entry.get("crlf"):
            entry["reply"] = entry["reply"].replace("\n", "\r\n")
    return entries


CORPUS = load_corpus()


def test_the_corpus_covers_every_family_in_both_halves() -> None:
    plans = [e for e in CORPUS if e["points"]]
    prose = [e for e in CORPUS if not e["points"]]
    assert len(plans) >= 40 and len(prose) >= 10
    assert len({e["id"] for e in CORPUS}) == len(CORPUS)
    for half in ("tune", "held"):
        families = {e["family"] for e in plans if e["half"] == half}
        assert families >= {"openai", "anthropic", "llama", "qwen", "mistral", "gemma", "smollm"}
        assert any(not e["points"] for e in CORPUS if e["half"] == half)


@pytest.mark.parametrize("entry", CORPUS, ids=[e["id"] for e in CORPUS])
def test_each_style_gives_its_points(entry: dict) -> None:
    assert parse_skeleton(entry["reply"]).points == tuple(entry["points"])


@pytest.mark.parametrize("entry", CORPUS, ids=[e["id"] for e in CORPUS])
def test_streamed_line_by_line_the_same_points_settle(entry: dict) -> None:
    stream = SkeletonStream()
    settled = [title for line in entry["reply"].splitlines(keepends=True) for title in stream.feed(line)]
    stream.end()
    assert stream.close().points == tuple(entry["points"])
    if entry["points"]:  # points start as their lines end, in order, never one taken back
        assert tuple(settled) == tuple(entry["points"])[: len(settled)] and len(settled) >= len(entry["points"]) - 1


@pytest.mark.anyio
@pytest.mark.parametrize(
    "style", ["llama-bold-numbered-lines", "smollm-lower-roman-paren", "mistral-indented-after-first"]
)
async def test_an_ask_in_sot_mode_expands_each_point_of_these_styles(style: str) -> None:
    (entry,) = [e for e in CORPUS if e["id"] == style]

    def respond(request: GenerationRequest) -> str:
        if request.purpose == "skeleton":
            return entry["reply"]
        return f"About {request.topic.lower()}."

    fake = FakeProvider(responder=respond)
    fake.supports_prefill = False  # a hosted model that writes its plan from the start
    result = await sot.orchestrate("How do I start?", provider=fake, mode="sot", pipeline=True)
    assert not result.fallback and result.skeleton == entry["points"]
    assert sorted(r.topic for r in fake.requests if r.purpose == "branch") == sorted(entry["points"])
    for point in entry["points"]:
        assert f"About {point.lower()}." in result.answer
