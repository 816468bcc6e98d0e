"""Support templates: a reply a company could send (greeting, a section per issue written in
parallel, sign-off), conversation history, a knowledge base from a file, customer and order
context, the reply language, the escalation signal and the template's parallel policy."""

from __future__ import annotations

import json

import pytest

import sot
from sot.cli.main import main
from sot.errors import TemplateError, UserInputError
from sot.orchestrator.conversation import as_history, read_history
from sot.orchestrator.routing.router import default_router
from sot.orchestrator.support.escalation import keyword_verdict, parse_rule_number
from sot.orchestrator.support.reply import strip_frame
from sot.providers.base import Message
from sot.providers.fake import FakeProvider, FakeReply
from sot.templates import load_template, parse_template, parse_var_assignments
from sot.templates.reply import detect_language, reply_language

SUPPORT = ("support", "support-billing", "support-orders", "support-account")
KB = """# Acme Outdoor policies
- Unused items can be returned within 30 days of delivery for a full refund.
- Damaged parcels: report them under Orders > Report a problem within 14 days.
"""
MESSAGE = "My boots arrived damaged, and I want a full refund for the jacket I bought three months ago."
HISTORY = [
    {"role": "user", "content": "Hello, I wrote last week about order 1042."},
    {"role": "assistant", "content": "Thank you, we are looking into order 1042."},
]


def scripted(plan: str = "1. Damaged boots\n2. Refund for the jacket", check: str = "0", **branches: str):
    """A fake provider: the plan, each branch by index, the escalation check's reply."""

    def respond(request):
        if request.label == "plan:sot":
            return plan
        if request.label.startswith("branch:"):
            index = request.label.split(":")[1]
            return branches.get(f"b{index}", f"Section {index} for the customer.")
        if request.label == "escalate":
            return check
        return "The whole answer in one piece."

    return FakeProvider(responder=respond)


def ask(provider, message=MESSAGE, template="support", **kwargs):
    variables = {"company": "Acme Outdoor", **kwargs.pop("variables", {})}
    return sot.orchestrate_sync(message, provider=provider, template=template, variables=variables, **kwargs)


# --------------------------------------------------------------------------- reply shape


@pytest.mark.parametrize("name", SUPPORT)
def test_support_templates_answer_with_greeting_sections_and_sign_off(name):
    fake = scripted(b0="Please report the boots under Orders > Report a problem.", b1="Refunds run 30 days.")
    result = ask(fake, template=name, variables={"customer_name": "Ana"})
    assert result.mode == "sot" and result.route.router == "template"  # parallel by construction
    assert result.answer == (
        "Hello Ana,\n\nPlease report the boots under Orders > Report a problem.\n\nRefunds run 30 days.\n\n"
        "Kind regards,\nAcme Outdoor"
    )
    assert result.skeleton == ["Damaged boots", "Refund for the jacket"]  # internal titles stay out of the reply
    assert not result.reply.escalate and result.reply.reason is None


@pytest.mark.parametrize("name", SUPPORT)
def test_support_prompts_plan_one_point_per_issue_and_never_forbid_greetings(name):
    bound = load_template(name).bind({"company": "Acme"})
    plan = bound.prompts.plan_messages(MESSAGE, 4)[-1].content
    branch = bound.prompts.branch_messages(MESSAGE, ["Damaged boots", "Refund"], 1)[-1].content
    direct = bound.prompts.direct_messages(MESSAGE)[-1].content
    assert "separate issue or question" in plan
    for text in (plan, branch, direct):
        assert "Do not greet" not in text and "do not sign off" not in text.lower()
    assert 'issue 2: "Refund"' in branch and "in English" in branch
    assert bound.parallel == "always"


def test_a_section_that_greets_or_signs_off_on_its_own_is_trimmed():
    fake = scripted(
        b0="Hello there!\nPlease report the damage online.\nBest regards,\nThe bot", b1="Refunds run 30 days."
    )
    answer = ask(fake).answer
    assert answer.count("Hello") == 1 and "Best regards" not in answer and "The bot" not in answer
    assert strip_frame("Dear Ana,\nIt is on its way.\nSincerely,\nBob") == "It is on its way."
    assert strip_frame("Hello, yes: it ships today.") == "Hello, yes: it ships today."  # one line: kept
    assert strip_frame('"The jacket can be returned within 30 days".') == "The jacket can be returned within 30 days."
    assert strip_frame('"Yes." She said "no".') == '"Yes." She said "no".'  # not one quotation: kept


def test_a_direct_support_answer_gets_the_same_frame():
    fake = scripted()
    result = ask(fake, mode="direct", variables={"customer_name": "Ana"})
    assert result.answer == "Hello Ana,\n\nThe whole answer in one piece.\n\nKind regards,\nAcme Outdoor"


def test_a_failed_section_is_left_out_of_the_reply_and_the_ask_is_not_whole():
    from sot.errors import ProviderStatusError

    def respond(request):
        if request.label == "plan:sot":
            return "1. Damaged boots\n2. Refund for the jacket"
        if request.label.startswith("branch:1"):
            return FakeReply(error=ProviderStatusError("bad request", status_code=400))
        return "0" if request.label == "escalate" else "Report the damage online."

    result = ask(FakeProvider(responder=respond))
    assert result.answer == "Hello,\n\nReport the damage online.\n\nKind regards,\nAcme Outdoor"
    assert [b.status for b in result.branches] == ["done", "failed"]


# --------------------------------------------------------------------------- context


def test_history_knowledge_base_and_context_reach_every_request():
    fake = scripted()
    ask(
        fake,
        message="My boots arrived damaged, and I want a full refund for the jacket.",  # (no window to read: the model checks)
        history=HISTORY,
        variables={"knowledge_base": KB, "customer": "Gold member since 2019", "order": "#1042: boots, jacket"},
    )
    labels = {r.label.split(":")[0] for r in fake.requests}
    assert labels == {"plan", "branch", "escalate"}
    for request in fake.requests:
        roles = [m.role for m in request.messages]
        assert roles[:3] == ["system", "user", "assistant"]  # the system prompt, then the earlier turns
        assert request.messages[1].content == HISTORY[0]["content"]
        system = request.messages[0].content
        assert "within 30 days of delivery" in system and "Gold member since 2019" in system and "#1042" in system


def test_history_accepts_messages_and_mappings_and_names_a_bad_turn():
    assert as_history([Message("user", "a"), {"role": "agent", "content": "b"}]) == (
        Message("user", "a"),
        Message("assistant", "b"),
    )
    with pytest.raises(
        UserInputError, match=r"turn 2: role must be one of system, user, assistant \(or customer, agent\)"
    ):
        as_history([{"role": "user", "content": "a"}, {"role": "robot", "content": "b"}])
    with pytest.raises(UserInputError, match="must be a list of turns"):
        as_history("hello")


@pytest.mark.parametrize(
    "text",
    [
        json.dumps(HISTORY),
        json.dumps({"messages": HISTORY}),
        "\n".join(json.dumps(turn) for turn in HISTORY) + "\n",
    ],
)
def test_history_file_is_json_or_json_lines(tmp_path, text):
    path = tmp_path / "history.json"
    path.write_text(text, encoding="utf-8")
    assert [m.role for m in read_history(path)] == ["user", "assistant"]


def test_history_file_errors_are_one_line(tmp_path):
    path = tmp_path / "h.jsonl"
    path.write_text('{"role": "user", "content": "a"}\nnot json\n', encoding="utf-8")
    with pytest.raises(UserInputError, match=r"h.jsonl:2: not JSON"):
        read_history(path)
    with pytest.raises(UserInputError, match="--history: no such file"):
        read_history(tmp_path / "missing.json")


def test_var_reads_a_file_with_at_and_keeps_a_literal_at_with_two(tmp_path):
    kb = tmp_path / "faq.md"
    kb.write_text(KB, encoding="utf-8")
    assert parse_var_assignments([f"knowledge_base=@{kb}", "handle=@@acme"]) == {
        "knowledge_base": KB,
        "handle": "@acme",
    }
    from sot.errors import ConfigError

    with pytest.raises(ConfigError, match="no such file"):
        parse_var_assignments([f"knowledge_base=@{tmp_path / 'none.md'}"])


# --------------------------------------------------------------------------- language


def test_the_reply_is_in_the_customers_language_unless_the_template_says_otherwise():
    fake = scripted(b0="Lo sentimos.", b1="El plazo es de 30 días.")
    result = ask(
        fake, message="Hola, mi pedido llegó roto y además me cobraron dos veces.", variables={"customer_name": "Ana"}
    )
    assert result.answer.startswith("Hola Ana,\n\n") and result.answer.endswith("Un saludo,\nAcme Outdoor")
    branch = next(r for r in fake.requests if r.label.startswith("branch:"))
    assert "in Spanish" in branch.messages[-2].content  # the prompt before the prefill
    forced = ask(scripted(), variables={"language": "fr"})
    assert forced.answer.startswith("Bonjour,") and "Cordialement" in forced.answer


def test_language_detection_names_clear_cases_and_declines_unclear_ones():
    assert detect_language("Where is my order? It has not arrived.") == "English"
    assert detect_language("Bonjour, ma commande n'est pas arrivée") == "French"
    assert detect_language("Wo ist meine Bestellung?") == "German"
    assert detect_language("12345") is None
    assert reply_language("", "ok") == "English"
    assert reply_language("Italian", "Where is my order?") == "Italian"


# --------------------------------------------------------------------------- escalation


def test_support_ask_with_history_kb_and_out_of_policy_request_escalates():
    """Done-when: history + knowledge-base file + an out-of-policy request: a customer-ready
    reply and escalate: true, decided by the model's classification in parallel."""
    fake = scripted(
        check="4",
        b0="I am sorry the boots arrived damaged; please report them under Orders > Report a problem.",
        b1="Our policy allows refunds within 30 days of delivery, so I cannot approve this one myself.",
    )
    result = ask(fake, history=HISTORY, variables={"knowledge_base": KB, "customer_name": "Ana"})
    assert result.reply.escalate is True
    assert "refund outside its window" in result.reply.reason
    assert result.answer.startswith("Hello Ana,\n\nI am sorry the boots")
    assert "passed your request to a colleague" in result.answer
    assert result.answer.endswith("Kind regards,\nAcme Outdoor")
    # three months after a 30-day window: met without asking the model
    assert "escalate" not in {r.label for r in fake.requests}
    # where no window settles it, the model's classification decides, seeing the knowledge base
    fake = scripted(check="4")
    wish = "The boots came late, I want compensation."
    result = ask(fake, message=wish, history=HISTORY, variables={"knowledge_base": KB})
    assert result.reply.escalate and "refund outside its window" in result.reply.reason
    check = next(r for r in fake.requests if r.label == "escalate")
    assert "within 30 days of delivery" in check.messages[0].content  # the check sees the knowledge base
    assert wish in check.messages[-1].content and "4. the customer asks for something" in check.messages[-1].content


def test_cli_support_ask_prints_escalate_in_json(tmp_path, capsys):
    kb = tmp_path / "faq.md"
    kb.write_text(KB, encoding="utf-8")
    history = tmp_path / "history.jsonl"
    history.write_text("\n".join(json.dumps(t) for t in HISTORY), encoding="utf-8")
    code = main(
        [
            "ask",
            "I will sue you unless I get my money back for the broken boots.",
            "-m",
            "fake",
            "-t",
            "support",
            "--var",
            "company=Acme",
            "--var",
            "customer_name=Ana",
            "--kb",
            str(kb),
            "--history",
            str(history),
            "--json",
        ]
    )
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert out["reply"]["escalate"] is True and "legal action" in out["reply"]["reason"]
    assert out["answer"].startswith("Hello Ana,") and out["answer"].endswith("Kind regards,\nAcme")


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--kb", "KB"], "give a template too"),
        (["-t", "support", "--var", "company=A", "--history", "MISSING"], "--history: no such file"),
        (
            ["-t", "support", "--var", "company=A", "--kb", "KB", "--var", "knowledge_base=x"],
            "give the knowledge base once",
        ),
    ],
)
def test_cli_support_flags_refuse_bad_input_with_one_line(tmp_path, capsys, argv, message):
    (tmp_path / "KB").write_text(KB, encoding="utf-8")
    argv = [str(tmp_path / a) if a in ("KB", "MISSING") else a for a in argv]
    assert main(["ask", "hello", "-m", "fake", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize(
    "reply, number",
    [
        ("0", 0),
        ("2", 2),
        (" 3.", 3),
        ("Rule 1", 1),
        ("**2**", 2),
        ("none", 0),
        ("No.", 0),
        ("9", None),
        ("maybe", None),
        ("", None),
        ("2. The customer asks for a manager.", 2),  # the answer, with its reason
        ("1. The customer threatens legal action\n2. The customer asks for a manager", None),  # the rules again
        ("**1)** lawyer\n**2)** a manager", None),
    ],
)
def test_rule_number_is_read_robustly(reply, number):
    assert parse_rule_number(reply, 4) == number


def test_a_keyword_meets_its_rule_without_asking_the_model():
    fake = scripted(check="0")
    result = ask(fake, message="My card was stolen and someone bought boots with it. Also, where is my order?")
    assert result.reply.escalate and "stolen card" in result.reply.reason
    assert "escalate" not in {r.label for r in fake.requests}
    spec = load_template("support").spec.escalation
    assert keyword_verdict(spec, ["I'd like to speak to a  Supervisor please"]).escalate
    assert keyword_verdict(spec, ["a lawyerly tone"]) is None  # whole words only
    assert keyword_verdict(spec, ["Could you ask an agent whether my refund went through?"]).escalate
    assert keyword_verdict(spec, ["An agent told me yesterday it was sent."]) is None  # not a request for one


@pytest.mark.parametrize("check", ["0", "I am not sure what you mean", FakeReply(error=None, text="")])
def test_no_rule_met_or_an_unreadable_check_does_not_escalate(check):
    result = ask(scripted(check=check))
    assert not result.reply.escalate and "colleague" not in result.answer


def test_a_failing_check_never_fails_the_ask():
    from sot.errors import ProviderStatusError

    result = ask(scripted(check=FakeReply(error=ProviderStatusError("bad request", status_code=400))))
    assert result.ok and not result.reply.escalate and result.answer.startswith("Hello,")


# --------------------------------------------------------------------------- template schema and policy


def _template(extra: str) -> str:
    return f"name: t\nvariables:\n  company: {{type: str, default: Acme}}\n{extra}"


@pytest.mark.parametrize("policy, mode", [("always", "sot"), ("never", "direct")])
def test_parallel_policy_decides_without_the_router(policy, mode):
    template = parse_template(_template(f"parallel: {policy}\n"))
    result = sot.orchestrate_sync("What is the capital of France?", provider=FakeProvider(), template=template)
    assert result.mode == mode and result.route.router == "template"


def test_parallel_auto_asks_the_router_and_a_caller_router_overrides_the_policy():
    template = parse_template(_template("parallel: auto\n"))
    result = sot.orchestrate_sync("Hi!", provider=FakeProvider(), template=template)
    assert result.route.router == default_router().name
    forced = parse_template(_template("parallel: always\n"))
    result = sot.orchestrate_sync("Hi!", provider=FakeProvider(), template=forced, router="trained")
    assert result.route.router == "trained"


def test_reply_frame_renders_its_names_and_refuses_unknown_ones():
    template = parse_template(
        _template('reply:\n  greeting: "{{ hello }} from {{ company }}"\n  sign_off: "{{ regards }}"\n')
    )
    frame = template.bind().reply_frame("Where is my order?")
    assert (frame.greeting, frame.sign_off, frame.language) == ("Hello from Acme", "Kind regards", "English")
    with pytest.raises(TemplateError, match="undefined variable 'question'"):
        parse_template(_template('reply:\n  greeting: "{{ question }}"\n'))


@pytest.mark.parametrize(
    "extra, message",
    [
        ("parallel: sometimes\n", "parallel"),
        ('plan: "<promise topic=\\"a\\"/>"\nreply:\n  greeting: hi\n', "writes its own greeting"),
        ("escalation:\n  rules: []\n", "escalation.rules"),
        ("escalation:\n  rules:\n    - when: x\n      keywords: ['']\n", "keyword cannot be empty"),
        ("reply:\n  hello: hi\n", "unknown key 'reply.hello'"),
    ],
)
def test_template_schema_refuses_bad_policy_reply_and_escalation(extra, message):
    with pytest.raises(TemplateError, match=message):
        parse_template(_template(extra))


def test_a_section_that_restates_its_point_title_reaches_the_customer_without_it():
    fake = scripted(
        b0="Damaged boots: Please report them under Orders > Report a problem.",
        b1="**Refund for the jacket:** Refunds run 30 days.",
    )
    result = ask(fake)
    assert "Damaged boots" not in result.answer and "Refund for the jacket" not in result.answer
    assert "Please report them under Orders > Report a problem.\n\nRefunds run 30 days." in result.answer
    kept = ask(scripted(b0="Damaged boots are replaced for free.", b1="Refunds run 30 days."))
    assert "Damaged boots are replaced for free." in kept.answer  # a sentence, not a heading


# --------------------------------------------------------------------------- intents and windows


@pytest.mark.parametrize(
    "message, rule",
    [
        ("Could you ask an agent whether my refund went through?", 2),
        ("Can I talk with a real person, please?", 2),
        ("I'd like a human to look at this.", 2),
        ("Please put me through to your supervisor.", 2),
        ("My attorneys will hear about this.", 1),
        ("I am suing you.", 1),
        ("Someone hacked my account and took 40 pounds.", 3),
        ("An agent told me yesterday it was sent.", None),  # names an agent, asks for none
        ("I want to transfer money to my sister.", None),
        ("The manager of the shop was friendly.", None),
    ],
)
def test_escalation_keywords_are_matched_as_intents(message, rule):
    from sot.orchestrator.support.intents import mentions

    spec = load_template("support").spec.escalation
    verdict = keyword_verdict(spec, [message])
    assert (verdict.reason if verdict else None) == (spec.rules[rule - 1].when if rule else None)
    assert mentions(["could you ask an agent ..."], "human agent")


def test_a_refund_outside_the_knowledge_base_window_escalates_without_the_model():
    from sot.orchestrator.support.intents import purchase_age_days, window_days

    assert window_days(KB, ["refund", "return"]) == 30
    assert purchase_age_days(["I bought it three months ago"]) == 90
    assert purchase_age_days(["bought last year, and a couple of weeks ago too"]) == 365
    fake = scripted(check="0")
    result = ask(fake, message=MESSAGE, variables={"knowledge_base": KB})  # a jacket bought three months ago
    assert result.reply.escalate and "refund outside its window" in result.reply.reason
    assert "escalate" not in {r.label for r in fake.requests}  # no model was asked
    inside = ask(
        scripted(check="0"),
        message="Can I get a refund for boots I bought 2 weeks ago?",
        variables={"knowledge_base": KB},
    )
    assert not inside.reply.escalate
    no_window = ask(scripted(check="0"), message=MESSAGE)  # no knowledge base: the model decides
    assert not no_window.reply.escalate


def test_the_billing_window_variable_is_a_window_too():
    result = ask(
        scripted(check="0"),
        message="Please refund the jacket I bought 2 months ago.",
        template="support-billing",
        variables={"refund_window_days": 14},
    )
    assert result.reply.escalate and result.reply.reason.endswith("compensation")
