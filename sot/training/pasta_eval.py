"""Learned PASTA, judged on instructions: does the model mark parts, and what does it cost?

:func:`evaluate` asks each question three ways side by side, on local providers loaded once
(an untimed warm-up ask each), rotating which way goes first: a direct answer from the base
model, ``--mode pasta`` on the base model (prompted only), and ``--mode pasta`` with the
adapter. Per way: how many asks forked (at least one promised part written by a branch),
fell back (no promise: the main text is the whole answer), parts per forking ask, asks cut
short, and the median latency, time to the first answer token, answer tokens (the final
answer in the model's tokenizer) and answer tokens/s. For the learned way, against what
sot's router says of each question: the share of the questions it finds parallel whose answer
forked into at least 2 parts, and of those it finds direct whose answer is plain; the answers
with PASTA-LANG tags left in them; and how close each learned answer's content is to the base
model's direct answer (ROUGE-L F1 over lowercased words, :func:`rouge_l`). ``sot train-pasta
--eval FILE`` and ``benchmarks/learned_pasta.py`` print it; the report keeps every answer.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable, Sequence
from typing import Any

from sot.bench.questions import Question
from sot.client import Client
from sot.errors import UserInputError
from sot.modes import DIRECT
from sot.providers import get_provider

__all__ = ["WAYS", "evaluate", "rouge_l", "summary_line"]

_TAG = re.compile(r"</?\s*(promise|async|sync)\b", re.I)
_WORD = re.compile(r"\w+")


def rouge_l(candidate: str, reference: str) -> float:
    """ROUGE-L F1 of ``candidate`` against ``reference``: the longest common subsequence of
    their lowercased words, over both lengths."""
    a, b = _WORD.findall(candidate.lower()), _WORD.findall(reference.lower())
    if not a or not b:
        return 0.0
    row = [0] * (len(b) + 1)
    for x in a:
        diagonal = 0
        for j, y in enumerate(b, 1):
            diagonal, row[j] = row[j], diagonal + 1 if x == y else max(row[j], row[j - 1])
    lcs = row[-1]
    return 0.0 if lcs == 0 else 2 * lcs / (len(a) + len(b))


#: the ways each question is asked: name -> (adapter option, mode)
WAYS = {
    "direct": ("none", "direct"),
    "pasta (prompted)": ("none", "pasta"),
    "pasta (learned)": ("", "pasta"),  # the adapter under test
}


def _spec(model: str | None, adapter: str | None, n_ctx: int, engine: str | None = None) -> str:
    head = f"local:{model}" if model else "local"
    options = [
        f"n_ctx={n_ctx}",
        *([f"engine={engine}"] if engine else []),
        *([f"adapter={adapter}"] if adapter else []),
    ]
    return f"{head}?{'&'.join(options)}"


async def evaluate(
    adapter: str | None,
    questions: Sequence[Question],
    *,
    model: str | None = None,
    max_tokens: int = 320,
    n_ctx: int = 4096,
    engine: str | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """Ask ``questions`` each way in :data:`WAYS` on ``model`` (a local GGUF or folder; the
    embedded one when ``None``) on the local ``engine`` (``None``: the model's default), the
    learned way with ``adapter`` (``None``: the PASTA adapter shipped for the model, as
    ``--mode pasta`` uses it); the report (see the module doc)."""
    specs = {name: _spec(model, option or adapter, n_ctx, engine) for name, (option, _) in WAYS.items()}
    if adapter is None:
        from sot.local_backend.adapters import shipped_adapter

        if shipped_adapter(model) is None:
            raise UserInputError(f"no PASTA adapter is shipped for {model or 'the embedded model'}: name one")
    providers = {spec: get_provider(spec) for spec in set(specs.values())}
    clients = {spec: Client(provider=provider) for spec, provider in providers.items()}
    rows: list[dict[str, Any]] = []
    from sot.orchestrator.routing.router import get_router

    router = get_router(None)
    try:
        for client in clients.values():  # load the model and warm up, untimed
            await client.run(questions[0].text, mode="direct", max_tokens=8)
        names = list(WAYS)
        for i, question in enumerate(questions):
            decision = await router.route(question.text)
            row: dict[str, Any] = {"question_id": question.question_id, "router": decision.mode}
            for name in names[i % len(names) :] + names[: i % len(names)]:
                spec = specs[name]
                result = await clients[spec].run(question.text, mode=WAYS[name][1], max_tokens=max_tokens)
                tokens = providers[spec].count_tokens(result.answer)
                tokens = result.usage.completion_tokens if tokens is None else tokens
                total = result.timings.total_s
                row[name] = {
                    "latency_s": round(total, 3),
                    "first_token_s": result.timings.first_token_s,
                    "answer_tokens": tokens,
                    "answer_tokens_per_s": round(tokens / total, 2) if total else None,
                    "parts": len(result.branches),
                    "fallback": result.fallback,
                    "ok": result.ok,
                    "cut_short": result.cut_short,
                    "leaked_tags": bool(_TAG.search(result.answer)),
                    "answer": result.answer,
                }
            rows.append(row)
            if progress is not None:
                progress(
                    f"[{i + 1}/{len(questions)}] "
                    + ", ".join(f"{k}: {v['latency_s']:.1f} s, {v['parts']} parts" for k, v in row.items() if k in WAYS)
                )
    finally:
        for client in clients.values():
            await client.aclose()
        for provider in providers.values():
            await provider.aclose()

    def median(name: str, field: str) -> float | None:
        values = [r[name][field] for r in rows if r[name][field] is not None]
        return round(statistics.median(values), 3) if values else None

    summary = {}
    for name in WAYS:
        forked = [r[name]["parts"] for r in rows if r[name]["parts"]]
        summary[name] = {
            "forked": len(forked),
            "fallbacks": sum(r[name]["fallback"] for r in rows),
            "parts_per_forking_ask": round(statistics.mean(forked), 2) if forked else None,
            "cut_short": sum(bool(r[name]["cut_short"]) for r in rows),
            "median_latency_s": median(name, "latency_s"),
            "median_first_token_s": median(name, "first_token_s"),
            "median_answer_tokens": median(name, "answer_tokens"),
            "median_answer_tokens_per_s": median(name, "answer_tokens_per_s"),
            "leaked_tags": sum(r[name]["leaked_tags"] for r in rows),
        }
    learned = "pasta (learned)"
    parallel = [r for r in rows if r["router"] != DIRECT]
    direct = [r for r in rows if r["router"] == DIRECT]
    similarity = [rouge_l(r[learned]["answer"], r["direct"]["answer"]) for r in rows]
    summary[learned].update(
        router_parallel=len(parallel),
        forked_2plus_where_parallel=sum(r[learned]["parts"] >= 2 for r in parallel),
        router_direct=len(direct),
        plain_where_direct=sum(r[learned]["parts"] == 0 for r in direct),
        median_rouge_l_vs_direct=round(statistics.median(similarity), 3) if similarity else None,
    )
    return {
        "questions": len(rows),
        "adapter": adapter or "shipped",
        "max_tokens": max_tokens,
        "summary": summary,
        "rows": rows,
    }


def summary_line(name: str, figures: dict[str, Any], questions: int) -> str:
    """One line of a way's figures."""
    line = (
        f"{name}: forked {figures['forked']}/{questions}, median {figures['median_latency_s']} s, "
        f"first token {figures['median_first_token_s']} s, {figures['median_answer_tokens']} answer tokens, "
        f"{figures['median_answer_tokens_per_s']} tokens/s, {figures['cut_short']} cut short, "
        f"{figures['leaked_tags']} with tags left in"
    )
    if "router_parallel" in figures:
        line += (
            f"; 2+ parts on {figures['forked_2plus_where_parallel']}/{figures['router_parallel']} the router finds "
            f"parallel, plain on {figures['plain_where_direct']}/{figures['router_direct']} it finds direct; "
            f"ROUGE-L against the direct answer {figures['median_rouge_l_vs_direct']}"
        )
    return line
