"""Both engines on the real default model (llama.cpp on the GGUF; torch in fp32 on the CPU):
batched == sequential, shared prefixes, forks, stopping, cancellation."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.local_engines import ENGINES, LogitSpy, assert_same_greedy, first_repeat

pytestmark = pytest.mark.local_model

from sot.local_backend import runtime as runtimes
from sot.local_backend.contract import Engine, SamplingParams

SYSTEM = "You are a concise assistant. Answer in plain sentences."
QUESTION = "How can a small team ship software faster?"
SKELETON = "1. Automate tests\n2. Small releases\n3. Clear ownership\n4. Fewer meetings"
POINTS = ["Automate tests", "Small releases", "Clear ownership with a longer title here", "Fewer meetings"]


def branch_messages(point: str) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"{QUESTION}\nSkeleton:\n{SKELETON}\nExpand the point: {point}"},
    ]


SPIES: dict[int, LogitSpy] = {}  # id(engine) -> the logits its rows sampled from


def spied(engine: Engine) -> Engine:
    SPIES[id(engine)] = LogitSpy(engine)
    return engine


@pytest.fixture(scope="module", params=ENGINES)
def loaded(request) -> Iterator[Callable[[], Engine]]:
    """A maker of fresh engines (own cache, no donors; torch: over shared weights), each with
    a :class:`LogitSpy`."""
    if request.param == "llama":
        from sot.local_backend.llama_engine import LlamaEngine
        from sot.local_backend.loading import default_model_path

        request.getfixturevalue("shared_llama_model")  # (fresh engines over weights loaded once)

        made: list[Engine] = []

        def make() -> Engine:
            made.append(spied(LlamaEngine(str(default_model_path()), n_ctx=4096)))
            return made[-1]

        yield make
        for engine in made:
            engine.close()
    else:
        from sot.local_backend.engine import BranchEngine

        runtime = runtimes.acquire(None, device="cpu", engine="torch")
        yield lambda: spied(BranchEngine(runtime.loaded.model, runtime.loaded.tokenizer))
        runtimes.release(runtime)


@pytest.fixture
def engine(loaded: Callable[[], Engine]) -> Engine:
    return loaded()


def drain(engine: Engine) -> dict[int, dict]:
    """Step until idle; per row id: text, deltas, finish, error, generated ids, reused tokens,
    and the logits it sampled from."""
    out: dict[int, dict] = {}
    spy = SPIES[id(engine)]
    while engine.has_work():
        for ev in engine.step():
            row = out.setdefault(ev.row_id, {"text": "", "finish": None, "error": None, "deltas": [], "ids": []})
            row["text"] += ev.text
            row["deltas"].append(ev.text)
            if ev.error is not None:
                row["error"] = ev.error
            if ev.finish_reason is not None:
                row.update(finish=ev.finish_reason, completion=ev.completion_tokens, reused=ev.reused_tokens)
                row["ids"] = list(next(r for r in engine._rows if r.id == ev.row_id).generated)
                row["logits"] = spy.rows.pop(ev.row_id, [])
    return out


def run_alone(loaded: Callable[[], Engine], prompt, params: SamplingParams) -> tuple[dict, list[int]]:
    """Generate ``prompt`` on a fresh engine, alone."""
    engine = loaded()
    rid = engine.submit(prompt, params)
    out = drain(engine)[rid]
    assert out["error"] is None, out["error"]
    return out, out["ids"]


def run_batched(engine: Engine, prompts, params: SamplingParams) -> tuple[dict[int, dict], dict[int, list[int]]]:
    ids = [engine.submit(p, params) for p in prompts]
    out = drain(engine)
    for rid in ids:
        assert out[rid]["error"] is None, out[rid]["error"]
    return {i: out[rid] for i, rid in enumerate(ids)}, {i: out[rid]["ids"] for i, rid in enumerate(ids)}


def same_greedy(batched: dict, alone: dict, what: str) -> bool:
    """Whether two drained rows chose the same tokens throughout; asserts they did up to
    llama.cpp's near ties (see tests.local_engines)."""
    same = assert_same_greedy(batched["ids"], alone["ids"], batched["logits"], alone["logits"], what)
    return same == len(alone["ids"])


def test_batched_greedy_equals_sequential_with_shared_prefix(loaded, engine):
    params = SamplingParams(max_tokens=24)
    prompts = [engine.encode_chat(branch_messages(p)) for p in POINTS]
    batched, batched_ids = run_batched(engine, prompts, params)
    for i, prompt in enumerate(prompts):
        alone, alone_ids = run_alone(loaded, prompt, params)
        if same_greedy(batched[i], alone, f"branch {i}"):
            assert batched[i]["text"] == alone["text"]
            assert batched[i]["finish"] == alone["finish"]
    # the shared prefix (system + question + skeleton) was prefilled once and copied
    shared = engine_lcp(prompts)
    assert shared > 40
    assert all(batched[i]["reused"] >= shared for i in range(len(prompts)))


def test_a_group_prefix_is_computed_once(engine):
    prompts = [engine.encode_chat(branch_messages(p)) for p in POINTS]
    shared = min(engine_lcp(prompts), min(len(p) for p in prompts) - 1)
    before = engine.prompt_tokens_computed
    run_batched(engine, prompts, SamplingParams(max_tokens=2))
    # the shared prefix once, then each branch's own remainder
    assert engine.prompt_tokens_computed - before == shared + sum(len(p) - shared for p in prompts)
    assert engine.prompt_tokens_computed - before < sum(len(p) for p in prompts) - 2 * shared


def engine_lcp(prompts: list[list[int]]) -> int:
    n = 0
    while all(len(p) > n and p[n] == prompts[0][n] for p in prompts):
        n += 1
    return n


def test_rows_of_different_prompts_and_lengths_batch_exactly(loaded, engine):
    questions = ["What is the capital of France?", "Write two sentences about the sea.", "Name three colours."]
    prompts = [engine.encode_chat([{"role": "user", "content": q}]) for q in questions]
    params = SamplingParams(max_tokens=20)
    batched, _ = run_batched(engine, prompts, params)
    for i, prompt in enumerate(prompts):
        alone, _ = run_alone(loaded, prompt, params)
        same_greedy(batched[i], alone, f"row {i}")


def test_per_branch_eos_and_max_tokens(engine):
    short = engine.encode_chat([{"role": "user", "content": "What is the capital of France? Answer in one word."}])
    long = engine.encode_chat([{"role": "user", "content": "Tell me a long story about a dragon."}])
    out, ids = run_batched(engine, [short, long], SamplingParams(max_tokens=40))
    assert out[0]["finish"] == "stop" and engine.is_eog(ids[0][-1]) and len(ids[0]) < 40
    assert "Paris" in out[0]["text"]
    assert out[1]["finish"] == "length" and out[1]["completion"] == 40 == len(ids[1])


def test_max_tokens_exact(engine):
    prompt = engine.encode_chat([{"role": "user", "content": "Count from one to fifty in words."}])
    out, ids = run_batched(engine, [prompt], SamplingParams(max_tokens=7))
    assert out[0]["finish"] == "length" and out[0]["completion"] == 7 and len(ids[0]) == 7


def test_stop_string_truncates_and_ends(loaded, engine):
    prompt = engine.encode_chat([{"role": "user", "content": "Give three tips for staying healthy, as a list."}])
    # the reference is decoded in the same batch shape, so llama.cpp's kernels match exactly
    free, _ = run_batched(loaded(), [prompt, prompt], SamplingParams(max_tokens=40))
    text = free[0]["text"]
    assert "2." in text
    stop = "2."
    out, _ = run_batched(engine, [prompt, prompt], SamplingParams(max_tokens=40, stop=(stop,)))
    for i in (0, 1):
        assert out[i]["finish"] == "stop"
        assert out[i]["text"] == text[: text.index(stop)]
        assert stop not in out[i]["text"]


def test_a_row_forked_mid_flight_equals_sequential(loaded, engine):
    """A PASTA fork: a new request whose prompt is a live row's prompt, some of its text and a
    suffix shares the row's KV up to there and decodes as it would alone."""
    params = SamplingParams(max_tokens=30)
    main_prompt = engine.encode_chat([{"role": "user", "content": "Describe a city park in a few sentences."}])
    main = engine.submit(main_prompt, params)
    for _ in range(6):
        engine.step()
    parent = next(r for r in engine._rows if r.id == main)
    suffix = engine.tokenize(" Meanwhile, the trees")
    fork_prompt = main_prompt + parent.generated[:4] + suffix
    fork = engine.submit(fork_prompt, params)
    out = drain(engine)
    assert out[fork]["reused"] >= len(main_prompt) + 4  # the parent's KV was copied, not recomputed
    alone_fork, _ = run_alone(loaded, fork_prompt, params)
    alone_main, _ = run_alone(loaded, main_prompt, params)
    same_greedy(out[fork], alone_fork, "fork")
    same_greedy(out[main], alone_main, "main")


def test_new_request_extending_a_live_row_reuses_its_cache(engine):
    params = SamplingParams(max_tokens=12)
    prompt = engine.encode_chat([{"role": "user", "content": "List some fruits."}])
    main = engine.submit(prompt, params)
    for _ in range(5):
        engine.step()
    parent = next(r for r in engine._rows if r.id == main)
    extended = prompt + parent.generated[:3]
    joined = engine.submit(extended, params)
    events = engine.step()
    assert any(ev.row_id == joined for ev in events)
    row = next(r for r in engine._rows if r.id == joined)
    assert row.reused == len(extended) - 1


def test_sampling_is_repeatable_with_a_seed(engine):
    prompt = engine.encode_chat([{"role": "user", "content": "Invent a name for a cat."}])
    params = SamplingParams(max_tokens=12, temperature=1.0, seed=7)
    out, ids = run_batched(engine, [prompt, prompt], params)
    assert ids[0] == ids[1] and out[0]["text"]
    _, again_ids = run_batched(engine, [prompt], params)
    assert again_ids[0] == ids[0]


def test_bad_prompts_fail_alone(engine):
    good = engine.encode_chat([{"role": "user", "content": "Say hi."}])
    too_long = [1] * (engine.max_positions + 1)
    ids = [
        engine.submit([], SamplingParams()),
        engine.submit(too_long, SamplingParams()),
        engine.submit(good, SamplingParams(max_tokens=3)),
    ]
    out = drain(engine)
    assert "empty" in str(out[ids[0]]["error"])
    assert "exceeds" in str(out[ids[1]]["error"])
    assert out[ids[2]]["error"] is None and out[ids[2]]["finish"] in ("stop", "length")


def test_cancel_drops_a_row(engine):
    prompt = engine.encode_chat([{"role": "user", "content": "Write a long poem."}])
    a = engine.submit(prompt, SamplingParams(max_tokens=50))
    b = engine.submit(prompt, SamplingParams(max_tokens=5))
    engine.step()
    engine.cancel(a)
    out = drain(engine)
    assert out[b]["finish"] == "length"
    assert out.get(a, {}).get("finish") is None
    assert not engine.has_work()


def test_rows_whose_prompts_take_two_llama_decode_calls_read_their_own_logits(loaded, engine):
    """A step whose prompt tokens pass one ``llama_decode`` call (2048 tokens) runs two; the row
    whose prompt ends in the first call chooses from that call's logits, not the second's (the
    engine reads the last call's logits in place and keeps a copy of the earlier ones)."""
    if not hasattr(engine, "_free_seqs"):
        pytest.skip("llama.cpp decode calls only")
    from sot.local_backend import llama_engine

    words = " ".join(POINTS * 60)
    prompts = [
        engine.encode_chat([{"role": "user", "content": f"Summarise these notes in one line: {words}"}]),
        engine.encode_chat([{"role": "user", "content": f"What do these notes repeat most? {words[::-1]}"}]),
    ]
    assert len(prompts[0]) < llama_engine._BATCH < sum(len(p) for p in prompts) < engine.n_ctx - 16
    params = SamplingParams(max_tokens=3)
    passes = engine.forward_passes
    batched, _ = run_batched(engine, prompts, params)
    assert engine.forward_passes - passes >= 2 + 2  # the prompts' two calls, then the decode steps
    for i, prompt in enumerate(prompts):
        alone, _ = run_alone(loaded, prompt, params)
        same_greedy(batched[i], alone, f"row {i}")


def test_a_cancelled_llama_sequence_is_kept_for_reuse_then_freed(engine):
    if not hasattr(engine, "_free_seqs"):
        pytest.skip("llama.cpp sequences only")
    prompt = engine.encode_chat([{"role": "user", "content": "Write a long poem about rivers."}])
    free = len(engine._free_seqs)
    row_id = engine.submit(prompt, SamplingParams(max_tokens=50))
    engine.step()
    seq = next(r.seq for r in engine._rows if r.id == row_id)
    assert engine.lib.llama_memory_seq_pos_max(engine.memory, seq) == len(prompt) - 1
    engine.cancel(row_id)
    assert engine.step() == [] and not engine.has_work()
    # its cells are kept for reuse, as a donor holding what it computed, never leaked
    assert engine._best_source(prompt) == (seq, len(prompt))
    assert len(engine._free_seqs) == free - 1
    engine._donors.clear()
    assert engine.lib.llama_memory_seq_pos_max(engine.memory, seq) == -1  # its KV cells are released
    assert len(engine._free_seqs) == free


def test_chat_prefill_is_continued(engine):
    messages = [{"role": "user", "content": "Name a fruit."}, {"role": "assistant", "content": "The fruit I name is"}]
    ids = engine.encode_chat(messages)
    prefill = engine.tokenize("The fruit I name is")
    assert ids[-len(prefill) :] == prefill  # no end-of-turn after the prefill
    out, _ = run_batched(engine, [ids], SamplingParams(max_tokens=6))
    assert out[0]["text"].strip()


def test_line_max_tokens_ends_long_lines(loaded, engine):
    prompt = engine.encode_chat([{"role": "user", "content": "Tell me a long story about a dragon."}])
    batch, batch_ids = run_batched(loaded(), [prompt, prompt], SamplingParams(max_tokens=40))  # the same shape
    free, free_ids = batch[0], batch_ids[0]
    assert "\n" not in free["text"][:60]  # the story's first line runs long on its own
    params = SamplingParams(max_tokens=40, line_max_tokens=6)
    out, ids = run_batched(engine, [prompt, prompt], params)
    newlines, newline = engine._newline_ids()
    for i in (0, 1):
        assert ids[i] == ids[0]  # batched rows stay identical
        run = 0
        for token in ids[i]:  # never more than 6 tokens without a newline
            run = 0 if token in newlines else run + 1
            assert run <= 6
        assert ids[i][:6] == free_ids[:6] and ids[i][6] == newline  # the first line is cut where it reached 6
        assert out[i]["text"].startswith(free["text"][: len(out[i]["text"].split("\n")[0])])
    alone, _ = run_alone(loaded, prompt, params)
    same_greedy(out[0], alone, "bounded row")


def test_repeat_tokens_ends_a_looping_row(loaded, engine):
    prompt = engine.encode_chat([{"role": "user", "content": "Tell me a long story about a dragon."}])
    # references are decoded in the same batch shape, so llama.cpp's kernels match exactly
    batch, batch_ids = run_batched(loaded(), [prompt, prompt], SamplingParams(max_tokens=120))
    free, free_ids = batch[0], batch_ids[0]
    # the longest span length (of 4, 3, 2) that the greedy text repeats early
    n, end = next((n, end) for n in (4, 3, 2) if (end := first_repeat(free_ids, n)) is not None and end < 120)
    out, ids = run_batched(engine, [prompt, prompt], SamplingParams(max_tokens=120, repeat_tokens=n))
    for i in (0, 1):
        assert out[i]["finish"] == "repeat" and ids[i] == free_ids[:end]
        assert free["text"].startswith(out[i]["text"])
    never, never_ids = run_batched(loaded(), [prompt, prompt], SamplingParams(max_tokens=120, repeat_tokens=200))
    assert never_ids[0] == free_ids and never[0]["finish"] == free["finish"]


def test_a_grammar_keeps_a_skeleton_a_numbered_list(engine):
    if not hasattr(engine, "_free_seqs"):
        pytest.skip("grammars are a llama.cpp capability")
    import re

    from sot.pasta_lang.gbnf import skeleton_gbnf
    from sot.pasta_lang.skeleton import parse_skeleton

    messages = [
        {"role": "user", "content": "Tell me a story about a dragon and a knight."},
        {"role": "assistant", "content": "1."},
    ]
    params = SamplingParams(max_tokens=90, line_max_tokens=12, grammar=skeleton_gbnf(3, "1."))
    out, _ = run_batched(engine, [engine.encode_chat(messages)] * 2, params)
    for i in (0, 1):
        text = "1." + out[i]["text"]
        lines = text.rstrip("\n").split("\n")
        assert 2 <= len(lines) <= 3
        assert all(re.match(rf"{n}\. \S", line) for n, line in enumerate(lines, 1)), text
        assert len(parse_skeleton(text).points) == len(lines)


def test_a_grammar_that_refuses_settled_points_makes_the_model_write_another(engine):
    if not hasattr(engine, "_free_seqs"):
        pytest.skip("grammars are a llama.cpp capability")
    from sot.pasta_lang.gbnf import skeleton_gbnf
    from sot.pasta_lang.skeleton import parse_skeleton

    messages = [
        {"role": "user", "content": "List the steps to bake bread, as a numbered list of short titles."},
        {"role": "assistant", "content": "1."},
    ]
    free, _ = run_batched(
        engine, [engine.encode_chat(messages)] * 2, SamplingParams(max_tokens=40, grammar=skeleton_gbnf(2, "1."))
    )
    first, second = parse_skeleton("1." + free[0]["text"], min_points=1).points[:2]
    # asked again after its first point with the second refused (in another case, with a
    # trailing dot): the greedy model must write a point it has not written
    messages[-1] = {"role": "assistant", "content": f"1. {first}\n2."}
    grammar = skeleton_gbnf(3, messages[-1]["content"], exclude=[first, second.upper() + "."])
    out, _ = run_batched(engine, [engine.encode_chat(messages)] * 2, SamplingParams(max_tokens=40, grammar=grammar))
    text = f"1. {first}\n2." + out[0]["text"]
    points = [p.casefold() for p in parse_skeleton(text, min_points=1).points]
    assert len(points) >= 2 and points[0] == first.casefold() and second.casefold() not in points[1:], text
