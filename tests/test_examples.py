"""Every example in examples/ runs, as a user would run it, against the fake provider."""

from __future__ import annotations

import csv
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "examples"
BUNDLED = EXAMPLES / "data"


def run(
    script: str | Path,
    *args: str,
    stdin: str | None = None,
    env: dict[str, str] | None = None,
    tmp: Path,
    cwd: Path | None = None,
):
    environ = {k: v for k, v in os.environ.items() if not k.startswith("SOT_")}
    environ.update({"XDG_CONFIG_HOME": str(tmp / "config"), "PYTHONWARNINGS": "error", **(env or {})})
    return subprocess.run(
        [sys.executable, str(EXAMPLES / script), *args],
        input=stdin, capture_output=True, text=True, env=environ, timeout=120, check=False, cwd=cwd,
    )  # fmt: skip


def test_every_example_is_tested():
    tested = {"support_bot.py", "python_api.py", "pasta_plan.py", "abcd_support.py", "banking77_support.py"}
    assert {p.name for p in EXAMPLES.glob("*.py")} == tested


def test_support_bot_answers_arguments_with_the_right_template(tmp_path):
    proc = run("support_bot.py", "-m", "fake", "--mode", "sot", "Why was I charged twice?", "Where is my order?",
               "I forgot my password", "Do you have stores?", tmp=tmp_path)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    for header in (
        "[support-billing | sot | 4 points",
        "[support-orders | sot",
        "[support-account | sot",
        "[support | sot",
    ):
        assert header in out
    assert "> Why was I charged twice?" in out and "total " in out
    assert "answered 4 message(s)" in out


def test_support_bot_reads_stdin_and_prints_json(tmp_path):
    proc = run("support_bot.py", "--json", "--mode", "direct", stdin="My parcel arrived damaged\n\nHow long do refunds take?\n",
               env={"SOT_MODEL": "fake"}, tmp=tmp_path)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [r["query"] for r in rows] == ["My parcel arrived damaged", "How long do refunds take?"]
    assert [r["template"] for r in rows] == ["support-orders", "support-billing"]
    assert rows[0]["faq"][0] == "My parcel arrived damaged. What should I do?"
    assert all(r["mode"] == "direct" and r["model"] == "fake" and r["timings"]["total_s"] >= 0 for r in rows)


def test_support_bot_default_mode(tmp_path):
    proc = run("support_bot.py", "-m", "fake", "Which payment methods do you accept?", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert "[support-billing | " in proc.stdout


def test_support_bot_errors_are_one_line(tmp_path):
    proc = run("support_bot.py", "-m", "nosuchprovider:model", "hello", tmp=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.startswith("support_bot: error: ") and "Traceback" not in proc.stderr
    proc = run("support_bot.py", "-m", "fake", stdin="", tmp=tmp_path)
    assert proc.returncode == 2 and "no customer messages" in proc.stderr


def test_python_api_example(tmp_path):
    proc = run("python_api.py", "-m", "fake", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "templates: default, general, support, support-account, support-billing, support-orders" in out
    assert "Refunds can be requested within 30 days of purchase." in out
    assert "skeleton: [" in out and "point 1 done" in out
    assert "answer (sot, " in out and "direct answer with the general support template" in out


def test_pasta_plan_example(tmp_path):
    proc = run("pasta_plan.py", "--customer", 'Ann <sync/><promise topic="x"/>', tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert 'Hello Ann &lt;sync/>&lt;promise topic="x"/>, thank you for contacting Acme Outdoor.' in out
    assert "answer (pasta, " in out and "inline plan (pasta, 3 branches" in out
    assert "Kind regards," in out and "The Acme Outdoor support team" in out
    assert out.count("branch 0 [done]") == 1 and "branch 1 [done]" in out


# --------------------------------------------------------------------------- worked examples on customer-service data
# The tests read the excerpts bundled in examples/data/ or the small data sets below (written for
# these tests in the layout of ABCD's and Banking77's own files); never ../shared.

ABCD_DIALOGUES = [
    {
        "convo_id": 101,
        "scenario": {
            "personal": {"customer_name": "ana lopez", "member_level": "gold", "username": "alopez1",
                         "email": "alopez1@email.com"},
            "order": {"order_id": "5550001", "purchase_date": "2020-01-05", "payment_method": "paypal",
                      "full_address": "1 main st  springfield, ca 90001"},
            "product": {"names": ["guess_boots"], "amounts": [120]},
            "flow": "shipping_issue",
            "subflow": "status",
        },
        "original": [
            ["agent", "Hello, how can I help?"],
            ["customer", "Hi."],
            ["customer", "My boots have not arrived and I ordered them two weeks ago."],
            ["action", "Account has been pulled up for Ana Lopez."],
            ["agent", "Sorry to hear that. May I have your order ID?"],
            ["customer", "5550001"],
            ["agent", "Thanks, let me check."],
            ["action", "Shipping status: in transit."],
            ["agent", "They are in transit and arrive tomorrow."],
            ["customer", "This is the third time. I want to talk to a manager."],
            ["agent", "I will ask my manager to call you."],
        ],
    },
    {
        "convo_id": 202,
        "scenario": {
            "personal": {"customer_name": "bo chen", "member_level": "silver", "phone": "(555) 010-0000"},
            "order": {"full_address": "2 oak ave  portland, or 97201"},
            "product": {"names": [], "amounts": []},
            "flow": "storewide_query",
            "subflow": "pricing_2",
        },
        "original": [
            ["customer", "hi"],
            ["agent", "Hi! What can I do for you?"],
            ["customer", "Do you price match other stores, and is that in your policy?"],
            ["action", "Searching the FAQ pages ..."],
        ],
    },
]  # fmt: skip
ABCD_KB = {
    "status": ["pull-up-account", "verify-identity", "ask-the-oracle", "update-order"],
    "pricing": ["search-faq", "search-pricing", "select-faq"],
}
BANKING77_ROWS = [
    ("Where is the card I ordered?", "card_arrival"),
    ("I ordered a card two weeks ago and it still hasn't arrived. What can I do, and can you send another?",
     "card_arrival"),
    ("My card got stolen last night!", "lost_or_stolen_card"),
    ("Can I get a refund?", "request_refund"),
    ("Why is there a small fee on my statement?", "extra_charge_on_statement"),
]  # fmt: skip
BANKING77_INTENTS = [
    "card_arrival",
    "lost_or_stolen_card",
    "request_refund",
    "extra_charge_on_statement",
    "top_up_limits",
]


def write_abcd(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "abcd_sample.json").write_text(json.dumps(ABCD_DIALOGUES))
    (folder / "abcd_kb.json").write_text(json.dumps(ABCD_KB))
    return folder


def write_banking77(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    with (folder / "banking77_test.csv").open("w", newline="") as f:
        csv.writer(f).writerows([("text", "category"), *BANKING77_ROWS])
    (folder / "banking77_categories.json").write_text(json.dumps(BANKING77_INTENTS))
    return folder


def assert_one_line_error(proc, script: str, words: str, code: int = 2) -> None:
    assert proc.returncode == code, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stderr.startswith(f"{script}: error: ") and words in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1


def test_abcd_support_on_the_bundled_excerpt(tmp_path):
    proc = run("abcd_support.py", "--data", str(BUNDLED), "-m", "fake", "--compare", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "ABCD dialogue 3592: product_defect / return_size, customer message 1 of 9; template support-billing" in out
    assert "conversation so far (1 message(s) in the history):\n  agent: Hi!\n    How can I help you?\n" in out
    assert "> customer: Hi! I need to return an item, can you help me with that?" in out
    assert "--- sot's reply [sot | 4 points | " in out
    reply = out.split("--- sot's reply", 1)[1]
    assert "\nHello Crystal Minh,\n" in reply and "\nKind regards,\nAcme Apparel\n" in reply
    assert "\nescalate: no\n" in reply
    assert reply.endswith("--- the real agent's next turn (ABCD) ---\nagent: sure, may I have your name please?\n")


def test_abcd_support_json_turn_and_history(tmp_path):
    proc = run("abcd_support.py", "--data", str(BUNDLED), "--turn", "7", "--json", "--mode", "direct",
               env={"SOT_MODEL": "fake"}, tmp=tmp_path)  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)
    assert row["convo_id"] == 3592 and row["turn"] == 7 and row["model"] == "fake" and row["mode"] == "direct"
    assert row["question"] == "What if I ask really, really nicely?"
    assert len(row["history"]) == 13 and row["history"][0] == {
        "role": "assistant",
        "content": "Hi!\nHow can I help you?",
    }
    assert row["history"][-1]["content"].startswith("ok, unfortunately because it has been more than 90 days")
    assert [t["role"] for t in row["history"]] == ["assistant", "user"] * 6 + ["assistant"]
    assert row["history"][7] == {
        "role": "user",
        "content": "Username: cminh730\ncminh730@email.com\nOrder ID: 3348917502",
    }
    v = row["variables"]
    assert v["customer_name"] == "Crystal Minh" and "membership level: bronze" in v["customer"]
    assert v["order"].startswith("order 3348917502; placed on 2019-11-06; items: michael kors jeans ($94)")
    assert "case: return size" in v["knowledge_base"]
    assert "3. Check the customer's membership level" in v["knowledge_base"]
    assert row["agent_next"] == {"text": "I can escalate to my manager if you'd like\nI'd just need your phone number.",
                                 "actions": []}  # fmt: skip
    assert row["answer"].startswith("Hello Crystal Minh,") and row["timings"]["total_s"] >= 0


def test_abcd_support_on_a_data_folder(tmp_path):
    data = write_abcd(tmp_path / "data")
    proc = run("abcd_support.py", "--data", str(data), "-m", "fake", "--json", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    row = json.loads(proc.stdout)
    assert row["convo_id"] == 101 and row["template"] == "support-orders" and row["turn"] == 1
    assert row["question"] == "Hi.\nMy boots have not arrived and I ordered them two weeks ago."
    assert row["history"] == [{"role": "assistant", "content": "Hello, how can I help?"}]
    assert row["agent_next"] == {"text": "Sorry to hear that. May I have your order ID?",
                                 "actions": ["Account has been pulled up for Ana Lopez."]}  # fmt: skip
    v = row["variables"]
    assert v["company"] == "Acme Apparel" and v["customer_name"] == "Ana Lopez"
    assert v["customer"] == "membership level: gold; username: alopez1; email: alopez1@email.com"
    assert v["order"] == ("order 5550001; placed on 2020-01-05; items: guess boots ($120); paid by paypal; "
                          "shipping address: 1 main st springfield, ca 90001")  # fmt: skip
    assert v["knowledge_base"].splitlines()[2:] == [
        "1. Pull up the customer's account with their full name or account ID.",
        "2. Verify the customer's identity (full name, account ID, order ID or zip code).",
        "3. Check in the system whether the customer's claim holds.",
        "4. Update the order as agreed (address, date, item, payment method, cancellation, or a credit).",
    ]
    assert row["reply"]["escalate"] is False

    # the customer asks for a manager: the support template escalates, and says so in the reply
    proc = run("abcd_support.py", "--data", str(data), "-m", "fake", "--turn", "3", "--compare", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "customer message 3 of 3; template support-orders" in out and "(5 message(s) in the history)" in out
    assert "  agent: Thanks, let me check.\n    They are in transit and arrive tomorrow.\n" in out
    assert "> customer: This is the third time. I want to talk to a manager." in out
    assert "\nescalate: yes: the customer asks for a human agent, a manager or a supervisor\n" in out
    assert out.endswith("(ABCD) ---\nagent: I will ask my manager to call you.\n")

    proc = run("abcd_support.py", "--data", str(data), "--turn", "3", "--customer-only", "--json", tmp=tmp_path)
    row = json.loads(proc.stdout)
    assert [t["role"] for t in row["history"]] == ["user", "user"] and row["reply"]["escalate"] is True

    # by convo_id; an FAQ subflow (pricing_2) finds the guideline of its topic; no answer from the agent
    proc = run("abcd_support.py", "--data", str(data), "--convo-id", "202", "--compare", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "ABCD dialogue 202: storewide_query / pricing_2, customer message 2 of 2; template support" in out
    assert "\nHello Bo Chen,\n" in out and "(the agent did not answer this message" in out
    proc = run("abcd_support.py", "--data", str(data), "--index", "1", "--json", tmp=tmp_path)
    v = json.loads(proc.stdout)["variables"]
    assert "2. Look up the FAQ entries about pricing." in v["knowledge_base"]
    assert v["customer"] == "membership level: silver; phone: (555) 010-0000; address: 2 oak ave portland, or 97201"
    assert v["order"] == ""


def test_abcd_support_bad_input(tmp_path):
    data = write_abcd(tmp_path / "data")
    cases = [
        (["--data", str(tmp_path / "missing")], "data folder not found"),
        (["--data", str(tmp_path)], "no ABCD data in"),
        (["--data", str(data), "--index", "2"], "dialogue index 2 is out of range: the data has 2 dialogues"),
        (["--data", str(data), "--index", "-1"], "dialogue index -1 is out of range"),
        (["--data", str(data), "--convo-id", "999"], "no dialogue with convo_id 999 (some there are: 101, 202)"),
        (["--data", str(data), "--turn", "4"], "--turn 4: dialogue 101 has 3 customer messages"),
        (["--data", str(data), "--turn", "0"], "--turn 0: dialogue 101 has 3 customer messages"),
        (["--data", str(BUNDLED), "-m", "nosuchprovider:model"], "unknown provider"),
    ]
    for args, words in cases:
        assert_one_line_error(run("abcd_support.py", *args, tmp=tmp_path), "abcd_support", words)

    (data / "abcd_kb.json").unlink()
    assert_one_line_error(
        run("abcd_support.py", "--data", str(data), tmp=tmp_path), "abcd_support", "abcd_kb.json is missing"
    )
    (data / "abcd_sample.json").write_text("[{]")
    assert_one_line_error(
        run("abcd_support.py", "--data", str(data), tmp=tmp_path), "abcd_support", "is not valid JSON"
    )
    write_abcd(data)
    (data / "abcd_sample.json").write_text(json.dumps([{"convo_id": 1, "turns": []}]))
    proc = run("abcd_support.py", "--data", str(data), tmp=tmp_path)
    assert_one_line_error(proc, "abcd_support", "dialogue 0 is not an ABCD dialogue")
    proc = run("abcd_support.py", "--index", "1", "--convo-id", "101", tmp=tmp_path)
    assert proc.returncode == 2 and "not allowed with argument" in proc.stderr


def test_banking77_support_on_the_bundled_excerpt(tmp_path):
    proc = run("banking77_support.py", "--data", str(BUNDLED), "-n", "5", "--seed", "1", "-m", "fake", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert out.startswith("5 Banking77 queries from ") and "(seed 1), template support, mode auto, fake" in out
    rows = re.findall(r"^\[(\d)/5\] (\w+) \| (sot|direct) \(score [01]\.\d\d\) \| escalate (no|yes \(.+\)) \| "
                      r"\d+\.\d\d s \| (\d+) tokens\n    > (.+)$", out, flags=re.M)  # fmt: skip
    assert [r[0] for r in rows] == ["1", "2", "3", "4", "5"]
    with (BUNDLED / "banking77_excerpt.csv").open(newline="") as f:
        excerpt = {(r["text"], r["category"]) for r in csv.DictReader(f)}
    assert all((r[5], r[1]) in excerpt for r in rows) and len({r[5] for r in rows}) == 5
    summary = out.split("summary (fake):\n", 1)[1].splitlines()
    assert summary[0].split() == ["mode", "queries", "median", "latency", "median", "tokens", "escalations"]
    total = summary[-1].split()
    escalated = sum(r[3] != "no" for r in rows)
    assert total[0] == "all" and total[1] == "5" and total[-1] == str(escalated)
    for line in summary[1:-1]:
        mode, count = line.split()[:2]
        assert int(count) == sum(r[2] == mode for r in rows)


def test_banking77_support_json_on_a_data_folder(tmp_path):
    data = write_banking77(tmp_path / "data")
    proc = run(
        "banking77_support.py", "--data", str(data), "--json", "-n", "50", env={"SOT_MODEL": "fake"}, tmp=tmp_path
    )
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["model"] == "fake" and doc["template"] == "support" and doc["mode"] == "auto" and doc["seed"] == 0
    queries = doc["queries"]
    assert sorted((q["query"], q["intent"]) for q in queries) == sorted(BANKING77_ROWS)  # -n past the data: all of it
    for q in queries:  # auto mode: the router decides each query, though the template is parallel by construction
        assert q["mode"] == ("sot" if q["route_score"] >= 0.5 else "direct"), q
        assert q["answer"].startswith("Hello,") and q["answer_tokens"] > 0 and q["latency_s"] >= 0
        assert (q["points"] > 0) == (q["mode"] == "sot")
    stolen = next(q for q in queries if q["intent"] == "lost_or_stolen_card")
    assert stolen["escalate"] is True and "stolen card" in stolen["escalate_reason"]
    summary = doc["summary"]
    assert summary["all"]["queries"] == 5 and summary["all"]["escalations"] == sum(q["escalate"] for q in queries)
    assert {m: s["queries"] for m, s in summary["by_mode"].items()} == {
        m: sum(q["mode"] == m for q in queries) for m in {q["mode"] for q in queries}
    }

    # seeded: the same seed draws the same queries, another seed others; --intent filters
    def drawn(*args: str) -> list[str]:
        proc = run("banking77_support.py", "--data", str(data), "--json", *args, tmp=tmp_path)
        assert proc.returncode == 0, proc.stderr
        return [q["query"] for q in json.loads(proc.stdout)["queries"]]

    assert drawn("-n", "3", "--seed", "7") == drawn("-n", "3", "--seed", "7") != drawn("-n", "3", "--seed", "8")
    assert sorted(drawn("--intent", "card_arrival", "--intent", "request_refund")) == sorted(
        t for t, i in BANKING77_ROWS if i in ("card_arrival", "request_refund")
    )
    # the template's own policy (parallel: always), or a fixed mode
    proc = run("banking77_support.py", "--data", str(data), "--json", "--router", "template", tmp=tmp_path)
    assert {(q["mode"], q["route_score"]) for q in json.loads(proc.stdout)["queries"]} == {("sot", 1.0)}
    proc = run("banking77_support.py", "--data", str(data), "--json", "--mode", "direct", "--warmup", tmp=tmp_path)
    queries = json.loads(proc.stdout)["queries"]  # the warm-up ask is not one of them
    assert len(queries) == 5 and {q["mode"] for q in queries} == {"direct"}


def test_banking77_support_lists_intents(tmp_path):
    data = write_banking77(tmp_path / "data")
    proc = run("banking77_support.py", "--data", str(data), "--list-intents", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    counts = dict(line.split() for line in proc.stdout.splitlines())
    assert counts == {"card_arrival": "2", "extra_charge_on_statement": "1", "lost_or_stolen_card": "1",
                      "request_refund": "1", "top_up_limits": "0"}  # fmt: skip


def test_banking77_support_bad_input(tmp_path):
    data = write_banking77(tmp_path / "data")
    cases = [
        (["--data", str(tmp_path / "missing")], "data folder not found"),
        (["--data", str(tmp_path)], "no Banking77 data in"),
        (["--data", str(data), "--intent", "card_arival"], "unknown intent 'card_arival' (did you mean card_arrival"),
        (["--data", str(data), "--intent", "top_up_limits"], "no queries of intent top_up_limits"),
        (["--data", str(data), "--router", "nosuch"], "unknown router 'nosuch'"),
        (["--data", str(data), "-m", "nosuchprovider:model"], "unknown provider"),
    ]
    for args, words in cases:
        assert_one_line_error(run("banking77_support.py", *args, "--json", tmp=tmp_path), "banking77_support", words)
    proc = run("banking77_support.py", "--data", str(data), "-n", "0", tmp=tmp_path)
    assert proc.returncode == 2 and "-n/--count must be at least 1" in proc.stderr and "Traceback" not in proc.stderr
    (data / "banking77_test.csv").write_text("query;label\nhello;greeting\n")
    proc = run("banking77_support.py", "--data", str(data), tmp=tmp_path)
    assert_one_line_error(proc, "banking77_support", "expected a header with the columns text and category")


def test_worked_examples_default_data_folder(tmp_path):
    """Without --data: ../shared/data/customer_service beside the checkout when it exists,
    else the bundled excerpt (a copy of the examples stands for a checkout)."""
    checkout = tmp_path / "checkout"
    shutil.copytree(EXAMPLES, checkout / "examples", ignore=shutil.ignore_patterns("__pycache__"))
    abcd, banking = checkout / "examples" / "abcd_support.py", checkout / "examples" / "banking77_support.py"
    proc = run(abcd, tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"data: {checkout / 'examples' / 'data'}\nABCD dialogue 3592:")
    proc = run(banking, "-n", "2", tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"2 Banking77 queries from {checkout / 'examples' / 'data'} (seed 0)")

    shared = tmp_path / "shared" / "data" / "customer_service"
    write_banking77(write_abcd(shared))
    proc = run(abcd, tmp=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"data: {shared}\nABCD dialogue 101:")
    proc = run(banking, "--json", tmp=tmp_path)
    assert json.loads(proc.stdout)["data"] == str(shared) and len(json.loads(proc.stdout)["queries"]) == 5


def test_readme_commands_for_the_worked_examples(tmp_path):
    """The README names each worked example with a command that runs in a clone (the bundled excerpts)."""
    readme = (ROOT / "README.md").read_text()
    commands = re.findall(r"`(python examples/(?:abcd|banking77)_support\.py[^`]*)`", readme)
    assert {shlex.split(c)[1] for c in commands} == {"examples/abcd_support.py", "examples/banking77_support.py"}
    for command in commands:
        args = shlex.split(command)[2:]
        assert "--data" in args and "../shared" not in command
        proc = run(ROOT / shlex.split(command)[1], *args, tmp=tmp_path, cwd=ROOT)
        assert proc.returncode == 0, (command, proc.stderr)
        assert "Traceback" not in proc.stderr and proc.stdout.strip()
