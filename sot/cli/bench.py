"""`sot bench`: latency, parallelism and answer quality of each mode on a question set."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from sot.cli.help import ExamplesFormatter
from sot.cli.progress import load_progress_options
from sot.defaults import DEFAULT_BRANCH_TOKENS, DEFAULT_MAX_POINTS, DEFAULT_MAX_TOKENS
from sot.errors import ConfigError, UserInputError

__all__ = ["parse_modes", "register"]


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "bench",
        help="measure each mode's latency, parallelism and quality on a question set",
        description="Ask every question in every mode, one ask at a time, and write report.json, "
        "report.md and PNG plots to DIR (finished asks also go to DIR/results.jsonl as they end). "
        "The headline speedup is answer tokens per second over the direct answer's, which a "
        "shorter answer does not raise; latency speedup and the answer-length ratio stand beside it. "
        "Ctrl-C stops and writes what finished. Exit codes: 0 success; 1 some asks failed; "
        "2 bad input; 130 interrupted.",
        formatter_class=ExamplesFormatter,
        epilog="""examples:
  sot bench -m local --modes direct,sot,auto --limit 10 --out out/
  sot bench -m openai:gpt-4o-mini --questions questions.jsonl --judge openai:gpt-4o --out out/
  sot bench -m local:qwen2.5-coder-0.5b --quality qa,math --limit 20 --out out/   # gold-scored quality
  sot bench --from-report out/report.json --out out/                # rewrite the reports, asking nothing""",
    )
    source = p.add_mutually_exclusive_group()
    source.add_argument(
        "--questions",
        metavar="FILE",
        help="JSONL (MT-Bench, AlpacaEval, Vicuna: a question/instruction/text/turns field), "
        "a JSON list, or one question per line (default: a built-in sample of 24 MT-Bench "
        "questions, the first 3 of each of its 8 categories)",
    )
    source.add_argument(
        "--quality",
        nargs="?",
        const="all",
        metavar="SETS",
        help="ask the built-in gold-scored sets, whose answers are scored right or wrong against known "
        "answers: qa (questions over a SQuAD passage), fields (extraction), count (give me N), math "
        "(GSM8K); comma-separated, default all; --limit applies to each set; default modes direct,items,sot",
    )
    source.add_argument(
        "--from-report",
        metavar="FILE",
        help="write the reports and plots again from an earlier "
        "run's report.json, asking nothing (only --out, --timeline-question and --no-plots apply)",
    )
    p.add_argument("-m", "--model", help="PROVIDER:MODEL to benchmark (default: $SOT_MODEL, else local)")
    p.add_argument(
        "--modes",
        help="comma-separated modes (default: direct,sot,pasta,auto; with --quality direct,items,sot); "
        "speedups and quality differences need direct",
    )
    p.add_argument("--limit", type=int, help="only the first N questions (of each set, with --quality)")
    p.add_argument(
        "--judge", metavar="MODEL", help="PROVIDER:MODEL judging each parallel answer against the direct one"
    )
    p.add_argument(
        "--judge-by",
        choices=("text", "probability"),
        default="text",
        help="text: the judge's words (any provider); probability: a local GGUF judge's first-token "
        "probabilities in both orders, which cancels its bias for the first or second answer (default text)",
    )
    p.add_argument(
        "--judge-agreement",
        metavar="N|FILE",
        help="measure the judge's agreement with GPT-4's published preferences on N bundled AlpacaEval "
        "pairs before judging (or read an earlier measurement, benchmarks/judge_agreement.py's JSON); "
        "the report shows it beside the verdicts",
    )
    p.add_argument("--out", required=True, metavar="DIR", help="folder for the reports (created if missing)")
    p.add_argument(
        "--max-tokens",
        type=int,
        help="most tokens per generation, the direct answer or main text and "
        f"each branch alike (default: {DEFAULT_MAX_TOKENS} for a direct answer or PASTA main text, "
        f"{DEFAULT_BRANCH_TOKENS} for each SoT point or PASTA branch)",
    )
    p.add_argument("--max-points", type=int, help=f"most skeleton points (default {DEFAULT_MAX_POINTS})")
    p.add_argument("--deadline", type=float, help="seconds per ask; what finished in time is kept")
    p.add_argument(
        "--warmup",
        type=int,
        default=1,
        help="untimed asks of the first question in each mode before the run (default 1)",
    )
    p.add_argument(
        "--timeline-question",
        metavar="ID",
        help="question id drawn in timeline.png "
        "(default: a typical one, whose SoT tokens/s speedup is closest to the median)",
    )
    p.add_argument("--no-plots", action="store_true", help="skip the PNG plots")
    p.set_defaults(handler=handle)


def parse_modes(text: str) -> tuple[str, ...]:
    from sot.bench.runner import bench_modes

    modes = tuple(m.strip() for m in text.split(",") if m.strip())
    if not modes:
        raise UserInputError("--modes is empty")
    for m in modes:
        if m not in bench_modes():
            raise UserInputError(f"unknown mode {m!r} in --modes: choose from {', '.join(bench_modes())}")
    if len(set(modes)) != len(modes):
        raise UserInputError(f"--modes lists a mode twice: {text}")
    return modes


def handle(args: argparse.Namespace) -> int:
    from sot.bench.questions import SAMPLE, SAMPLE_NAME, load_quality_sets, load_questions
    from sot.bench.report import load_run, summarize
    from sot.bench.runner import BenchConfig, execute

    out = Path(args.out)
    if args.from_report is not None:
        run = load_run(args.from_report)
        _make_folder(out)
        _write_reports(run, summarize(run, args.timeline_question), out, args.no_plots)
        print(out / "report.md")
        return 0
    modes = parse_modes(args.modes or ("direct,items,sot" if args.quality else "direct,sot,pasta,auto"))
    if args.warmup < 0:
        raise UserInputError(f"--warmup must be 0 or more, got {args.warmup}")
    for name in ("max_tokens", "max_points", "deadline"):
        value = getattr(args, name)
        if value is not None and value <= 0:
            raise UserInputError(f"--{name.replace('_', '-')} must be positive, got {value}")
    if args.quality:
        questions = load_quality_sets(args.quality, args.limit)
        source = f"the gold-scored sets ({args.quality})"
    else:
        questions = load_questions(args.questions or SAMPLE, args.limit)
        source = args.questions or SAMPLE_NAME
    _make_folder(out)
    config = BenchConfig(
        questions=questions,
        modes=modes,
        model=args.model,
        judge=args.judge,
        judge_by=args.judge_by,
        judge_agreement=_agreement_source(args.judge_agreement, args.judge),
        max_tokens=args.max_tokens,
        provider_options=load_progress_options(),
        max_points=args.max_points,
        deadline=args.deadline,
        warmup=args.warmup,
        out=out,
        source=source,
    )
    progress = _Progress(len(questions) * len(modes))
    with progress:
        run = execute(config, progress.on_event)

    _write_reports(run, summarize(run, args.timeline_question), out, args.no_plots)

    errors = sum(1 for r in run.results if r.get("error"))
    state = "interrupted; " if run.interrupted else ""
    print(f"sot: bench {state}{len(run.results)} asks ({errors} failed) written to {out}", file=sys.stderr)
    print(out / "report.md")
    if run.interrupted:
        return 130
    return 1 if errors else 0


def _agreement_source(text: str | None, judge: str | None) -> int | str | None:
    if text is None:
        return None
    if judge is None:
        raise UserInputError("--judge-agreement needs --judge")
    if text.strip().isdigit():
        n = int(text)
        if n < 1:
            raise UserInputError(f"--judge-agreement must be at least 1 pair, got {n}")
        return n
    if not Path(text).is_file():
        raise UserInputError(f"--judge-agreement: {text} is neither a number of pairs nor a file")
    return text


def _make_folder(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserInputError(f"cannot create the output folder {out}: {exc}") from exc


def _write_reports(run: Any, summary: dict[str, Any], out: Path, no_plots: bool) -> None:
    from sot.bench.report import write_json, write_markdown

    plots: list[str] = []
    if not no_plots:
        try:
            from sot.bench.plots import write_plots

            plots = write_plots(run.results, summary, out)
        except ConfigError as exc:
            print(f"sot: no plots: {exc}", file=sys.stderr)
    write_json(run, summary, out / "report.json", plots)
    write_markdown(run, summary, out / "report.md", plots)


class _Progress:
    """A rich progress bar on stderr when it is a terminal, else one line per finished ask."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.done = 0
        self.bar: Any = None
        if sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self.bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=Console(stderr=True),
            )
            self.task = self.bar.add_task("bench", total=total)

    def __enter__(self):
        if self.bar is not None:
            self.bar.__enter__()
        return self

    def __exit__(self, *exc) -> None:
        if self.bar is not None:
            self.bar.__exit__(*exc)

    def on_event(self, kind: str, question: Any, mode: str, row: dict[str, Any] | None) -> None:
        if kind == "done" and row is not None:
            self.done += 1
            what = (
                f"error: {row['error']}"
                if row.get("error")
                else (f"{row['latency_s']:.3f}s, {row['branches']} branches, answered as {row['answered_as']}")
            )
            line = f"[{self.done}/{self.total}] question {question.question_id} {mode}: {what}"
            if self.bar is not None:
                self.bar.update(self.task, advance=1, description=f"question {question.question_id} {mode}")
                if row.get("error"):
                    self.bar.console.print(f"sot: {line}")
            else:
                print(f"sot: {line}", file=sys.stderr, flush=True)
        elif kind == "start" and self.bar is not None:
            self.bar.update(self.task, description=f"question {question.question_id} {mode}")
        elif kind == "judge":
            if self.bar is not None:
                self.bar.update(self.task, description=f"judging {question.question_id} {mode}")
            else:
                print(
                    f"sot: judging question {question.question_id} {mode} against direct", file=sys.stderr, flush=True
                )
        elif kind == "agreement":  # the judge's agreement with published preferences, pair by pair
            if self.bar is not None:
                self.bar.update(self.task, description=f"judge agreement: pair {question.question_id}")
            else:
                print(f"sot: judge agreement: pair {question.question_id}", file=sys.stderr, flush=True)
