"""Answer a real customer-service conversation (ABCD) with sot's support templates.

It takes one dialogue of ABCD (the Action-Based Conversations Dataset, asappresearch/abcd:
a customer of an online clothing store and a trained agent, each with a scenario) and
answers one of the customer's messages as a sot support bot would: the turns before it
become the conversation history, the scenario's customer and order become the template's
``customer_name``, ``customer`` and ``order`` variables, and ABCD's agent guideline for the
dialogue's subflow (from ``abcd_kb.json``, written out as steps) becomes the knowledge base.
The template follows from the dialogue's flow (refunds and disputes: ``support-billing``;
orders and shipping: ``support-orders``; account access and changes: ``support-account``;
else ``support``). It prints the reply, whether it escalates (and why), the mode and the
timings; ``--compare`` also prints what the real agent answered next.

    python examples/abcd_support.py                                   # the first dialogue, fake provider
    python examples/abcd_support.py --data examples/data --compare    # the bundled excerpt
    python examples/abcd_support.py --convo-id 3592 --turn 7 --compare -m local
    python examples/abcd_support.py --index 1 --json -m openai:gpt-4o-mini

``--data DIR`` holds ``abcd_sample.json`` and ``abcd_kb.json`` (ABCD's own files) or the
bundled ``abcd_excerpt.json``; it defaults to ``../shared/data/customer_service`` beside the
checkout when that exists, else ``examples/data`` (one dialogue, see its README).
``--turn N`` answers the customer's N-th message (consecutive customer turns count as one);
the default is the first that states their issue (six words or more). ``--model`` defaults
to ``$SOT_MODEL``, else ``fake`` (the scripted provider: no network).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import anyio

import sot

HERE = Path(__file__).resolve().parent
SHARED_DATA = HERE.parent.parent / "shared" / "data" / "customer_service"
BUNDLED_DATA = HERE / "data"
PROG = "abcd_support"

#: ABCD's ten flows (from its guidelines), the support template that answers each
FLOWS = {
    "account_access": ("username, password and two-factor authentication", "support-account"),
    "manage_account": ("subscription services, profile details and payment methods", "support-account"),
    "order_issue": ("the status of an order, or a change to it", "support-orders"),
    "shipping_issue": ("checking or updating the shipment of an order", "support-orders"),
    "product_defect": ("refunds and returns", "support-billing"),
    "purchase_dispute": ("bad prices, out-of-stock items, promo codes and billing", "support-billing"),
    "subscription_inquiry": ("billing and updates of the premium subscription", "support-billing"),
    "single_item_query": ("questions about one product (jeans, boots, shirts, jackets)", "support"),
    "storewide_query": ("questions about pricing, timing, membership and policies", "support"),
    "troubleshoot_site": ("the website being slow, search, the credit card form or the cart", "support"),
}
#: what each of ABCD's agent actions (the steps of its guidelines) does, in words
ACTIONS = {
    "pull-up-account": "Pull up the customer's account with their full name or account ID.",
    "verify-identity": "Verify the customer's identity (full name, account ID, order ID or zip code).",
    "validate-purchase": "Validate the purchase with the customer's username, email address and order ID.",
    "record-reason": "Record the reason for the request.",
    "ask-the-oracle": "Check in the system whether the customer's claim holds.",
    "membership": "Check the customer's membership level (guest, bronze, silver or gold): it decides what the policy allows.",
    "enter-details": "Enter the details the request needs (address, username, email, PIN or security answer).",
    "update-order": "Update the order as agreed (address, date, item, payment method, cancellation, or a credit).",
    "update-account": "Update the account as agreed (address, name, phone, payment method or subscription).",
    "shipping-status": "Check the shipping status (order received, in transit, out for delivery or delivered).",
    "offer-refund": "Offer a refund of the amount concerned.",
    "make-purchase": "Place the order for the customer.",
    "make-password": "Generate a new password for the customer.",
    "send-link": "Send the customer a link where they can see or do it themselves.",
    "promo-code": "Offer the customer a promo code.",
    "notify-team": "Notify the team concerned (a manager, the website team or the purchasing department).",
    "subscription-status": "Check the status of the customer's subscription.",
    "search-faq": "Search the FAQ pages.",
    "select-faq": "Give the customer the FAQ answer that fits their question.",
    "try-again": "Ask the customer to try again.",
    "log-out-in": "Ask the customer to log out and back in.",
    "instructions": "Give the customer step-by-step instructions.",
}
MIN_ISSUE_WORDS = 6
PARTS = ("personal", "order", "product")


class DataError(Exception):
    """The data folder or the dialogue asked for is missing or unusable (exit 2)."""


@dataclass
class Message:
    """Consecutive turns of one speaker, with the agent actions logged just before them."""

    speaker: str  # "customer" | "agent"
    text: str
    actions: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- data


def default_data_dir() -> Path:
    return SHARED_DATA if SHARED_DATA.is_dir() else BUNDLED_DATA


def read_json(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DataError(f"cannot read {path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DataError(f"{path} is not valid JSON: {exc}") from None


def load_abcd(folder: Path) -> tuple[list[dict], dict]:
    """The dialogues and the guidelines (subflow -> actions) in ``folder``."""
    if not folder.is_dir():
        raise DataError(f"data folder not found: {folder}")
    if (folder / "abcd_sample.json").is_file():
        dialogues = read_json(folder / "abcd_sample.json")
        if not (folder / "abcd_kb.json").is_file():
            raise DataError(f"{folder / 'abcd_kb.json'} is missing (ABCD's guidelines, next to abcd_sample.json)")
        kb, where = read_json(folder / "abcd_kb.json"), folder / "abcd_sample.json"
    elif (folder / "abcd_excerpt.json").is_file():
        doc = read_json(folder / "abcd_excerpt.json")
        where = folder / "abcd_excerpt.json"
        if not isinstance(doc, dict):
            raise DataError(f"{where}: expected an object with 'dialogues' and 'kb'")
        dialogues, kb = doc.get("dialogues"), doc.get("kb", {})
    else:
        raise DataError(f"no ABCD data in {folder} (expected abcd_sample.json and abcd_kb.json, or abcd_excerpt.json)")
    if isinstance(dialogues, dict):  # the full release: {"train": [...], "dev": [...], "test": [...]}
        dialogues = [d for split in dialogues.values() if isinstance(split, list) for d in split]
    if not isinstance(dialogues, list) or not dialogues:
        raise DataError(f"{where}: no dialogues")
    if not isinstance(kb, dict):
        raise DataError(f"{where}: the guidelines are not an object of subflow -> actions")
    for i, d in enumerate(dialogues):
        if not (isinstance(d, dict) and isinstance(d.get("scenario"), dict) and isinstance(d.get("original"), list)):
            raise DataError(f"{where}: dialogue {i} is not an ABCD dialogue (it needs 'scenario' and 'original')")
    return dialogues, kb


def pick_dialogue(dialogues: list[dict], index: int | None, convo_id: str | None) -> dict:
    if convo_id is not None:
        for d in dialogues:
            if str(d.get("convo_id")) == convo_id:
                return d
        ids = ", ".join(str(d.get("convo_id")) for d in dialogues[:10])
        raise DataError(f"no dialogue with convo_id {convo_id} (some there are: {ids})")
    index = index or 0
    if not 0 <= index < len(dialogues):
        raise DataError(
            f"dialogue index {index} is out of range: the data has {len(dialogues)} dialogues (0 to {len(dialogues) - 1})"
        )
    return dialogues[index]


def messages_of(dialogue: dict) -> list[Message]:
    """The dialogue as messages: consecutive turns of a speaker joined, actions attached to what follows."""
    out: list[Message] = []
    actions: list[str] = []
    for turn in dialogue["original"]:
        if not (isinstance(turn, list) and len(turn) == 2 and all(isinstance(x, str) for x in turn)):
            raise DataError(f"dialogue {dialogue.get('convo_id')}: a turn is not [speaker, text]: {turn!r:.80}")
        speaker, text = turn[0], " ".join(turn[1].split())
        if speaker == "action":
            actions.append(text)
        elif speaker in ("customer", "agent") and text:
            if out and out[-1].speaker == speaker:
                out[-1].text += "\n" + text
                out[-1].actions += actions
            else:
                out.append(Message(speaker, text, actions))
            actions = []
    return out


def customer_positions(messages: list[Message]) -> list[int]:
    return [i for i, m in enumerate(messages) if m.speaker == "customer"]


def choose_turn(messages: list[Message], turn: int | None, convo_id) -> int:
    """The position in ``messages`` of the customer message to answer (``turn``: 1-based)."""
    positions = customer_positions(messages)
    if not positions:
        raise DataError(f"dialogue {convo_id} has no customer message")
    if turn is None:
        return next((p for p in positions if len(messages[p].text.split()) >= MIN_ISSUE_WORDS), positions[0])
    if not 1 <= turn <= len(positions):
        raise DataError(
            f"--turn {turn}: dialogue {convo_id} has {len(positions)} customer messages (1 to {len(positions)})"
        )
    return positions[turn - 1]


# --------------------------------------------------------------------------- what sot gets


def history_of(messages: list[Message], customer_only: bool) -> list[dict[str, str]]:
    """Earlier messages as ``history=`` turns: the customer is ``user``, the agent ``assistant``."""
    return [
        {"role": "user" if m.speaker == "customer" else "assistant", "content": m.text}
        for m in messages
        if m.speaker == "customer" or not customer_only
    ]


def words(value: object) -> str:
    return " ".join(str(value).replace("_", " ").split())


def context_variables(scenario: dict) -> dict[str, str]:
    """``customer_name``, ``customer`` and ``order`` from an ABCD scenario (what the agent's screen shows)."""
    personal, order, product = (scenario.get(k) if isinstance(scenario.get(k), dict) else {} for k in PARTS)
    customer = [
        f"{label}: {personal[key]}"
        for key, label in (
            ("member_level", "membership level"),
            ("account_id", "account ID"),
            ("username", "username"),
            ("email", "email"),
            ("phone", "phone"),
        )
        if personal.get(key)
    ]
    address = words(order.get("full_address", ""))
    names, amounts = list(product.get("names") or []), list(product.get("amounts") or [])
    items = [words(name) + (f" (${amounts[i]})" if i < len(amounts) else "") for i, name in enumerate(names)]
    placed = []
    if order.get("order_id"):
        placed.append(f"order {order['order_id']}")
        if order.get("purchase_date"):
            placed.append(f"placed on {order['purchase_date']}")
        if items:
            placed.append("items: " + ", ".join(items))
        if order.get("payment_method"):
            placed.append(f"paid by {order['payment_method']}")
        if address:
            placed.append(f"shipping address: {address}")
    elif address:
        customer.append(f"address: {address}")
    return {
        "customer_name": words(personal.get("customer_name", "")).title(),
        "customer": "; ".join(customer),
        "order": "; ".join(placed),
    }


def knowledge_base(scenario: dict, kb: dict) -> str:
    """ABCD's agent guideline for the scenario's subflow, as numbered steps."""
    flow, subflow = str(scenario.get("flow", "")), str(scenario.get("subflow", ""))
    # storewide and single-item FAQ subflows carry the FAQ entry's number (timing_4); the guideline is per topic
    steps = kb.get(subflow) or kb.get(re.sub(r"_\d+$", "", subflow)) or []
    about = FLOWS.get(flow, ("", ""))[0]
    lines = [f"Request type: {words(flow)}{f' ({about})' if about else ''}; case: {words(subflow)}."]
    if steps:
        lines.append("The steps an agent follows for this case, in order:")
        for n, step in enumerate(steps, start=1):
            text = ACTIONS.get(step)
            if text is None and str(step).startswith("search-"):
                text = f"Look up the FAQ entries about {words(step[len('search-') :])}."
            lines.append(f"{n}. {text or words(step).capitalize() + '.'}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- run


async def answer(question: str, history: list[dict], template: str, variables: dict, args) -> sot.AskResult:
    return await sot.orchestrate(
        question, model=args.model, template=template, variables=variables, history=history, mode=args.mode
    )


def escalation(result: sot.AskResult) -> str:
    return f"yes: {result.reply.reason}" if result.reply.escalate else "no"


def show(row: dict, messages: list[Message], at: int, result: sot.AskResult, args: argparse.Namespace) -> None:
    print(f"ABCD dialogue {row['convo_id']}: {row['flow']} / {row['subflow']}, customer message {row['turn']} "
          f"of {len(customer_positions(messages))}; template {row['template']}")  # fmt: skip
    shown = [m for m in messages[:at] if m.speaker == "customer" or not args.customer_only]
    print(f"\nconversation so far ({len(shown)} message(s) in the history):")
    for m in shown:
        print(f"  {m.speaker}: " + m.text.replace("\n", "\n    "))
    print("> customer: " + messages[at].text.replace("\n", "\n  "))

    t = result.timings
    parts = [result.mode + (", plan unusable: answered directly" if result.fallback else "")]
    if result.skeleton:
        parts.append(f"{len(result.skeleton)} points")
    if t.first_token_s is not None:
        parts.append(f"first text {t.first_token_s:.2f} s")
    parts.append(f"total {t.total_s:.2f} s")
    parts.append(f"{result.usage.completion_tokens} tokens")
    print(f"\n--- sot's reply [{' | '.join(parts)}] ---")
    print(result.answer.strip())
    print(f"\nescalate: {escalation(result)}")
    if args.compare:
        print("\n--- the real agent's next turn (ABCD) ---")
        nxt = row["agent_next"]
        if nxt is None:
            print("(the agent did not answer this message: the dialogue ends or the customer wrote again)")
        else:
            for action in nxt["actions"]:
                print(f"  [action] {action}")
            print("agent: " + nxt["text"].replace("\n", "\n  "))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="abcd_support.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("-m", "--model", default=os.environ.get("SOT_MODEL") or "fake", help="provider:model")
    parser.add_argument("--data", type=Path, default=None, help="the data folder (default: see above)")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("-i", "--index", type=int, default=None, help="the dialogue's position in the data (from 0)")
    which.add_argument("--convo-id", default=None, help="the dialogue's ABCD convo_id")
    parser.add_argument("--turn", type=int, default=None, help="answer the customer's N-th message (from 1)")
    parser.add_argument("--customer-only", action="store_true", help="leave the agent's turns out of the history")
    parser.add_argument("-t", "--template", default=None, help="default: the support template for the flow")
    parser.add_argument(
        "--mode", default=None, choices=["auto", "direct", "sot", "pasta"], help="default: the template's"
    )
    parser.add_argument("--company", default="Acme Apparel", help="the store the agent speaks for")
    parser.add_argument("--compare", action="store_true", help="also print the real agent's next turn")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    folder = args.data if args.data is not None else default_data_dir()
    try:
        dialogues, kb = load_abcd(folder)
        dialogue = pick_dialogue(dialogues, args.index, args.convo_id)
        convo_id = dialogue.get("convo_id")
        messages = messages_of(dialogue)
        at = choose_turn(messages, args.turn, convo_id)
    except DataError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    scenario = dialogue["scenario"]
    template = args.template or FLOWS.get(str(scenario.get("flow")), ("", "support"))[1]
    variables = {"company": args.company, **context_variables(scenario), "knowledge_base": knowledge_base(scenario, kb)}
    history = history_of(messages[:at], args.customer_only)
    question = messages[at].text
    nxt = messages[at + 1] if at + 1 < len(messages) and messages[at + 1].speaker == "agent" else None
    try:
        result = anyio.run(answer, question, history, template, variables, args)
    except sot.SotError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return exc.exit_code
    row = {
        "convo_id": convo_id,
        "flow": scenario.get("flow"),
        "subflow": scenario.get("subflow"),
        "turn": customer_positions(messages).index(at) + 1,
        "template": template,
        "question": question,
        "history": history,
        "variables": variables,
        "agent_next": None if nxt is None else {"text": nxt.text, "actions": nxt.actions},
    }
    if args.json:
        print(json.dumps({**row, **result.model_dump()}))
    else:
        print(f"data: {folder}")
        show(row, messages, at, result, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
