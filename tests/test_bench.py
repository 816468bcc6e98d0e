"""`sot bench` end to end through the fake provider: reports, plots, bad input, interruption."""

from __future__ import annotations

import json
import os
import signal
import statistics
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sot.bench.questions import SAMPLE, SAMPLE_NAME, Question
from sot.bench.report import summarize, write_json, write_markdown
from sot.bench.runner import BenchConfig, execute
from sot.cli.main import main
from sot.providers.fake import FakeProvider, default_responder, tokenize_words

MT_BENCH = str(SAMPLE)  # MT-Bench lines shipped with the package (the default question set)

DIRECT = (
    "Sleep enough every night, eat vegetables with each meal, move your body every day, drink water "
    "often, see friends and family, keep a regular schedule, limit alcohol and sugar, get sunlight in "
    "the morning, and see a doctor for regular checkups so small problems stay small and do not grow."
)
PLAN = "1. Sleep\n2. Food\n3. Exercise\n4. Friends"
BRANCHES = {
    f"branch:{i}": f"Point {i} matters because it keeps the body and mind in good shape every day." for i in range(4)
}  # 15 words each
PASTA = (
    'Health rests on habits.\n<promise topic="sleep" tokens="20"/>\n<promise topic="food" tokens="20"/>\n'
    "<sync/>Together they add up."
)
ROW_KEYS = {
    "question_id",
    "mode",
    "latency_s",
    "first_token_s",
    "completion_tokens",
    "branches",
    "tokens_per_s",
    "theoretical_speedup",
    "checks",
    "timeline",
    "answer",
    "category",
    "speedup_vs_direct",
    "fallback",
    "answered_as",
    "answer_length",
    "length_ratio_vs_direct",
    "throughput_speedup_vs_direct",
}
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def script(tmp_path: Path, name: str = "script.json", delay: float = 0.005, **by_label) -> str:
    labels = {"direct": DIRECT, "plan:sot": PLAN, **BRANCHES, "plan:pasta": PASTA, **by_label}
    path = tmp_path / name
    path.write_text(json.dumps({"token_delay": delay, "by_label": labels}))
    return f"fake:{path}"


def bench(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["bench", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == PNG_MAGIC and data[12:16] == b"IHDR", f"{path.name} is not a PNG"
    return struct.unpack(">II", data[16:24])


def test_bench_writes_reports_and_plots(capsys, tmp_path):
    out = tmp_path / "out"
    judge = tmp_path / "judge.json"
    judge.write_text(json.dumps({"by_label": {"judge": "A"}}))  # always "A": pure position bias
    code, stdout, err = bench(
        capsys,
        "--questions",
        MT_BENCH,
        "-m",
        script(tmp_path),
        "--modes",
        "direct,sot,pasta",
        "--limit",
        "3",
        "--judge",
        f"fake:{judge}",
        "--warmup",
        "0",
        "--out",
        str(out),
    )
    assert code == 0, err
    assert stdout.strip() == str(out / "report.md")

    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["questions"] == 3 and report["meta"]["interrupted"] is False
    rows = report["results"]
    assert [(r["question_id"], r["mode"]) for r in rows] == [
        (q, m) for q in ("81", "82", "83") for m in ("direct", "sot", "pasta")
    ]
    assert len((out / "results.jsonl").read_text().splitlines()) == 9
    for r in rows:
        assert ROW_KEYS <= set(r) and r["error"] is None and r["category"] == "writing"
        assert r["latency_s"] > 0 and r["completion_tokens"] > 0 and r["checks"]["passed"], r
        # the answer as the user reads it, counted by the provider's tokenizer (the fake's: words)
        assert r["answer_tokens"] == len(tokenize_words(r["answer"])) > 0
        assert r["answer_tokens_per_s"] == pytest.approx(r["answer_tokens"] / r["latency_s"], rel=1e-3)
        tl = r["timeline"]
        for b in tl["branches"]:  # branches end within the ask
            assert b["finished_s"] <= tl["total_s"]
        if r["mode"] == "sot":  # each point starts once its skeleton line is written, before the plan ends
            starts = [b["started_s"] for b in tl["branches"]]
            assert starts == sorted(starts) and starts[0] < tl["plan_s"]
    by = {(r["question_id"], r["mode"]): r for r in rows}
    # the plan starts from the prefill "1.", which the model (here the fake) does not generate
    n_direct, n_plan, n_branch = len(tokenize_words(DIRECT)), len(tokenize_words(PLAN.removeprefix("1."))), 15
    assert {len(tokenize_words(t)) for t in BRANCHES.values()} == {n_branch}
    for q in ("81", "82", "83"):
        direct, sot, pasta = by[q, "direct"], by[q, "sot"], by[q, "pasta"]
        assert (direct["branches"], direct["theoretical_speedup"], direct["completion_tokens"]) == (0, 1.0, n_direct)
        assert (sot["branches"], sot["plan_tokens"], sot["branch_tokens"]) == (4, n_plan, [n_branch] * 4)
        assert sot["completion_tokens"] == n_plan + 4 * n_branch
        assert sot["critical_path_tokens"] == n_plan + n_branch
        assert sot["theoretical_speedup"] == round((n_plan + 4 * n_branch) / (n_plan + n_branch), 3)
        assert sot["answer"].startswith("1. Sleep: Point 0 matters")
        assert pasta["branches"] == 2 and "<" not in pasta["answer"]
        for r in (sot, pasta):
            assert r["speedup_vs_direct"] == round(direct["latency_s"] / r["latency_s"], 3)
            # length-aware: the answer's tokens per second over the direct answer's
            assert r["length_ratio_vs_direct"] == round(r["answer_tokens"] / direct["answer_tokens"], 3)
            assert r["throughput_speedup_vs_direct"] == pytest.approx(
                r["answer_tokens_per_s"] / direct["answer_tokens_per_s"], rel=1e-2
            )
            assert r["fallback"] is False and r["answered_as"] == r["mode"]

    summary = report["summary"]
    assert summary["modes"]["sot"]["median_latency_s"] == round(
        statistics.median(by[q, "sot"]["latency_s"] for q in ("81", "82", "83")), 4
    )
    assert summary["modes"]["sot"]["median_branches"] == 4
    assert summary["modes"]["sot"]["fallbacks"] == 0 and summary["modes"]["sot"]["answered_as"] == {"sot": 3}
    assert summary["length_unit"] == "tokens"
    assert summary["headline"] == {
        m: summary["modes"][m]["median_throughput_speedup_vs_direct"] for m in ("sot", "pasta")
    }
    assert set(summary["categories"]) == {"writing"} and summary["categories_shown"] == []
    assert summary["checks"]["pasta"] == {
        "answers": 3,
        "passed": 3,
        "unexpanded_points": 0,
        "duplicate_points": 0,
        "leaked_tags": 0,
        "echoed_instructions": 0,
        "truncated_branches": 0,
        "empty_answer": 0,
    }
    assert summary["judge"]["sot"] | summary["judge"]["pasta"] == {
        "win": 0,
        "tie": 3,
        "loss": 0,
        "invalid": 0,
        "win_or_tie_rate": 1.0,
    }
    assert len(report["judgements"]) == 6 and {tuple(j["verdicts"]) for j in report["judgements"]} == {("A", "A")}

    # one category of three questions: no per-category plot or table
    assert report["plots"] == ["speedup_per_question.png", "timeline.png"]
    for name in report["plots"]:
        width, height = png_size(out / name)
        assert width > 300 and height > 200 and (out / name).stat().st_size > 5000

    md = (out / "report.md").read_text()
    for heading in ("## Per mode", "## Per question", "## Structural checks", "## Judge", "## Plots"):
        assert heading in md
    assert (
        "## Per category" not in md and "Per-category figures are left out: questions per category are writing 3" in md
    )
    assert "**Headline**: answer tokens per second over the direct answer's" in md
    assert (
        "| mode | asks | errors | fell back | answered as | latency s | first token s | answer tokens | "
        "latency speedup | length ratio | tokens/s speedup |"
    ) in md
    direct_row = next(line for line in md.splitlines() if line.startswith("| direct | 3 | 0 | 0 | direct 3 |"))
    assert f"| {n_direct} | " in direct_row  # the direct answer's words, every time (answer tokens)
    assert "| sot | 3 | 0 | 0 | sot 3 |" in md and "| pasta | 3 | 0 | 0 | pasta 3 |" in md
    q81 = next(line for line in md.splitlines() if line.startswith("| 81 | writing | direct | direct |"))
    assert q81.endswith(f"| {n_direct} | 1.00x | 1.00x | 1.00x |")
    assert "| **median** |  | sot |" in md
    assert "| sot | 3 | 3 | 0 | 0 | 0 | 0 | 0 |" in md  # structural checks: all passed
    assert "| sot | 0 | 3 | 0 | 0 |" in md  # judge: win tie loss invalid
    assert "![timeline](timeline.png)" in md and "Errors" not in md


def test_failed_asks_are_reported_and_exit_1(capsys, tmp_path):
    out = tmp_path / "out"
    model = script(tmp_path, delay=0.0, direct={"text": "x", "fail_status": 400})
    code, _, err = bench(
        capsys,
        "--questions",
        MT_BENCH,
        "-m",
        model,
        "--modes",
        "direct,sot",
        "--limit",
        "2",
        "--warmup",
        "0",
        "--no-plots",
        "--out",
        str(out),
    )
    assert code == 1
    assert "2 failed" in err
    report = json.loads((out / "report.json").read_text())
    direct = [r for r in report["results"] if r["mode"] == "direct"]
    assert len(direct) == 2 and all("HTTP 400" in r["error"] and r["latency_s"] is None for r in direct)
    assert all(r["speedup_vs_direct"] is None for r in report["results"])
    assert report["summary"]["modes"]["direct"]["errors"] == 2 and report["plots"] == []
    md = (out / "report.md").read_text()
    assert "## Errors" in md and "HTTP 400" in md
    assert not list(out.glob("*.png"))


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--questions", "missing.jsonl"], "questions file not found"),
        (["--questions", MT_BENCH, "--modes", "direct,fast"], "unknown mode 'fast'"),
        (["--questions", MT_BENCH, "--modes", "sot,sot"], "lists a mode twice"),
        (["--questions", MT_BENCH, "--limit", "0"], "--limit must be at least 1"),
        (["--questions", "EMPTY"], "is empty"),
        (["--questions", "BAD"], "bad.jsonl:2: not a JSON line"),
        (["--questions", MT_BENCH, "-m", "nosuch:model"], "nosuch"),
    ],
)
def test_bad_input_exits_2(capsys, tmp_path, argv, message):
    (tmp_path / "empty.jsonl").write_text("")
    (tmp_path / "bad.jsonl").write_text('{"question": "fine?"}\n{oops\n')
    argv = [{"EMPTY": str(tmp_path / "empty.jsonl"), "BAD": str(tmp_path / "bad.jsonl")}.get(a, a) for a in argv]
    if "-m" not in argv:
        argv += ["-m", "fake"]
    code, _, err = bench(capsys, *argv, "--out", str(tmp_path / "out"))
    assert code == 2
    assert err.startswith("sot: error:") and message in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "out" / "report.json").exists()


def test_missing_out_is_a_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["bench", "--questions", MT_BENCH])
    assert exc.value.code == 2
    assert "--out" in capsys.readouterr().err


def test_ctrl_c_keeps_finished_asks(tmp_path):
    """A real SIGINT during the second question's direct ask: the first question's asks are kept."""
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler

    def responder(request):
        if request.label == "direct" and "question two" in request.messages[-1].content:
            signal.raise_signal(signal.SIGINT)
        return default_responder(request)

    fake = FakeProvider(responder=responder, token_delay=0.001)
    questions = [Question(str(i), f"What about question {w}?") for i, w in enumerate(("one", "two", "three"))]
    config = BenchConfig(questions=questions, modes=("direct", "sot", "pasta"), provider=fake, out=tmp_path)
    run = execute(config)
    assert run.interrupted
    assert [(r["question_id"], r["mode"]) for r in run.results] == [("0", "direct"), ("0", "sot"), ("0", "pasta")]
    assert len((tmp_path / "results.jsonl").read_text().splitlines()) == 3
    assert fake.in_flight == 0  # the interrupted ask left nothing streaming

    summary = summarize(run)
    write_json(run, summary, tmp_path / "report.json")
    write_markdown(run, summary, tmp_path / "report.md")
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["meta"]["interrupted"] is True and report["meta"]["questions_finished"] == 1
    assert len(report["results"]) == 3
    assert "**Interrupted**" in (tmp_path / "report.md").read_text()


def test_sigint_to_the_cli_writes_reports(tmp_path):
    """`sot bench` in a child process, interrupted once some asks are done: exit 130, reports written."""
    out = tmp_path / "out"
    cmd = [
        sys.executable,
        "-m",
        "sot",
        "bench",
        "--questions",
        MT_BENCH,
        "-m",
        script(tmp_path, delay=0.02),
        "--modes",
        "direct,sot,pasta",
        "--limit",
        "20",
        "--warmup",
        "0",
        "--out",
        str(out),
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    log = out / "results.jsonl"
    try:
        give_up = time.monotonic() + 120
        while not (log.exists() and len(log.read_text().splitlines()) >= 2):
            assert proc.poll() is None, proc.communicate()[1]
            assert time.monotonic() < give_up, "no asks finished"
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "interrupted" in err
    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["interrupted"] is True
    assert 2 <= len(report["results"]) < 60
    assert len(report["results"]) == len(log.read_text().splitlines())
    assert "**Interrupted**" in (out / "report.md").read_text()


def test_pipeline_benchmark_script_runs_both_variants():
    script_path = Path(__file__).parents[1] / "benchmarks" / "sot_pipeline.py"
    proc = subprocess.run(
        [sys.executable, str(script_path), "--model", "fake", "--limit", "2", "--questions", MT_BENCH],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["questions"] == 2 and [r["question_id"] for r in report["rows"]] == ["81", "82"]
    for row in report["rows"]:
        for variant in ("pipelined", "whole_skeleton"):
            assert row[variant]["points"] >= 2 and not row[variant]["fallback"]
            assert row[variant]["answer_tokens"] > 0  # the fake counts words
    assert set(report["median_latency_s"]) == {"pipelined", "whole_skeleton"}


def test_fallbacks_are_named_and_counted(capsys, tmp_path):
    """A SoT plan that is no list and a PASTA reply with no tags answer directly: the report says so."""
    out = tmp_path / "out"
    model = script(tmp_path, **{"plan:sot": "I would rather just answer.", "plan:pasta": DIRECT})
    code, _, err = bench(
        capsys,
        "--questions",
        MT_BENCH,
        "-m",
        model,
        "--modes",
        "direct,sot,pasta",
        "--limit",
        "2",
        "--warmup",
        "0",
        "--no-plots",
        "--out",
        str(out),
    )
    assert code == 0, err
    assert "question 81 sot: " in err and "answered as direct (fallback)" in err  # the progress lines
    report = json.loads((out / "report.json").read_text())
    for r in report["results"]:
        if r["mode"] != "direct":
            assert r["fallback"] is True and r["answered_as"] == "direct (fallback)" and r["branches"] == 0
    for mode in ("sot", "pasta"):
        stats = report["summary"]["modes"][mode]
        assert stats["fallbacks"] == 2 and stats["answered_as"] == {"direct (fallback)": 2}
    md = (out / "report.md").read_text()
    assert "| sot | 2 | 0 | 2 | direct (fallback) 2 |" in md and "| pasta | 2 | 0 | 2 | direct (fallback) 2 |" in md
    assert "| 81 | writing | sot | direct (fallback) |" in md
    assert "2 of 2 fell back to a direct answer" in md  # in the headline


def test_default_questions_are_the_shipped_sample(capsys, tmp_path):
    out = tmp_path / "out"
    code, _, err = bench(
        capsys,
        "-m",
        script(tmp_path, delay=0.0),
        "--modes",
        "direct,sot",
        "--limit",
        "2",
        "--warmup",
        "0",
        "--no-plots",
        "--out",
        str(out),
    )
    assert code == 0, err
    report = json.loads((out / "report.json").read_text())
    assert report["meta"]["questions_file"] == SAMPLE_NAME and report["meta"]["questions"] == 2
    assert [r["question_id"] for r in report["results"]] == ["81", "81", "82", "82"]
    assert f"from `{SAMPLE_NAME}`" in (out / "report.md").read_text()


def test_from_report_writes_the_reports_again_without_asking(capsys, tmp_path):
    first, again = tmp_path / "first", tmp_path / "again"
    code, _, err = bench(
        capsys,
        "--questions",
        MT_BENCH,
        "-m",
        script(tmp_path),
        "--modes",
        "direct,sot,pasta",
        "--limit",
        "2",
        "--warmup",
        "0",
        "--no-plots",
        "--out",
        str(first),
    )
    assert code == 0, err
    recorded = json.loads((first / "report.json").read_text())
    for r in recorded["results"]:  # as a run recorded before the fallback flag was written
        del r["fallback"], r["answered_as"]
    recorded["results"][1]["plan_tokens"] = 0  # and one whose plan's tokens went uncounted
    (first / "report.json").write_text(json.dumps(recorded))

    code, stdout, err = bench(capsys, "--from-report", str(first / "report.json"), "--out", str(again))
    assert code == 0, err
    assert stdout.strip() == str(again / "report.md")
    rebuilt = json.loads((again / "report.json").read_text())
    assert rebuilt["meta"] == recorded["meta"] and len(rebuilt["results"]) == 6
    assert rebuilt["summary"]["modes"] == recorded["summary"]["modes"]  # the same figures, worked out again
    for r in rebuilt["results"]:  # derived from what was recorded: branches, so no fallback here
        assert r["fallback"] is False and r["fallback_derived"] is True and r["answered_as"] == r["mode"]
    assert rebuilt["plots"] == ["speedup_per_question.png", "timeline.png"]
    md = (again / "report.md").read_text()
    assert "nothing was asked again" in md and "6 asks recorded no fallback flag" in md
    assert "1 SoT asks recorded no tokens for their plan" in md


def test_from_report_bad_file_exits_2(capsys, tmp_path):
    (tmp_path / "r.json").write_text('{"results": []}')
    for path, message in ((tmp_path / "none.json", "report not found"), (tmp_path / "r.json", "not a report.json")):
        code, _, err = bench(capsys, "--from-report", str(path), "--out", str(tmp_path / "out"))
        assert code == 2 and err.startswith("sot: error:") and message in err


def test_help_tells_the_token_bounds(capsys):
    with pytest.raises(SystemExit):
        main(["bench", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "512 for a direct answer or PASTA main text, 192 for each SoT point or PASTA branch" in text
    assert "default: a built-in sample of 24 MT-Bench questions" in text
