"""Streaming detokenization and stop strings."""

from __future__ import annotations

import importlib.util

import pytest

if importlib.util.find_spec("torch") is None:  # the `local` extra is not installed
    pytest.skip("the local backend needs torch: pip install -e '.[torch]'", allow_module_level=True)

from sot.local_backend.detok import IncrementalDecoder
from sot.text import StopMatcher


def feed_all(matcher: StopMatcher, pieces: list[str]) -> tuple[str, bool]:
    out = ""
    for piece in pieces:
        text, stopped = matcher.feed(piece)
        out += text
        if stopped:
            return out, True
    return out + matcher.flush(), False


@pytest.mark.parametrize(
    ("pieces", "stops", "expected", "stopped"),
    [
        (["Hello ", "wor", "ld"], ["world"], "Hello ", True),
        (["a\n", "\n", "b"], ["\n\n"], "a", True),
        (["abc", "de"], ["xyz"], "abcde", False),
        (["ab", "c"], ["bd"], "abc", False),  # a held-back partial match is released
        (["1. x", " 2. y"], ["2.", " 2"], "1. x", True),  # the earliest stop wins
        (["no stops"], [], "no stops", False),
        (["\n", "\n", "Text", " here\n\nmore"], ["\n\n"], "\n\nText here", True),  # stops match after leading space
        ([" \n\n ", "x\n\ny"], ["\n\n"], " \n\n x", True),
    ],
)
def test_stop_matcher(pieces, stops, expected, stopped):
    assert feed_all(StopMatcher(stops), pieces) == (expected, stopped)


def test_stop_matcher_never_emits_part_of_a_stop():
    matcher = StopMatcher(["</answer>"])
    emitted = ""
    for ch in "text </ans":
        emitted += matcher.feed(ch)[0]
    assert emitted == "text "
    assert matcher.feed("wer> more") == ("", True)


@pytest.mark.local_model
def test_incremental_decoder_streams_whole_characters():
    from sot.local_backend import runtime as runtimes

    runtime = runtimes.acquire(None, device="cpu", engine="torch")
    try:
        tokenizer = runtime.loaded.tokenizer
        context = tokenizer("Say:", add_special_tokens=False)["input_ids"]
        text = " café — naïve 東京 😀 done"
        ids = tokenizer(text, add_special_tokens=False)["input_ids"]
        decoder = IncrementalDecoder(tokenizer, context)
        deltas = [decoder.push(i) for i in ids] + [decoder.flush()]
        assert "".join(deltas) == text
        assert all("\ufffd" not in d for d in deltas)
        assert sum(1 for d in deltas if d == "") >= 1  # a multi-byte character was held back
    finally:
        runtimes.release(runtime)
