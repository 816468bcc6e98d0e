"""A customer reply put together: the template's greeting, the answer's sections, its sign-off.

A template with a ``reply`` frame (the built-in support templates) answers with text a
company could send: the greeting, then the body (in SoT mode one paragraph per point, in
skeleton order, with no numbers or titles, even where a point restates its title as a heading;
otherwise the direct answer or the PASTA
text), the hand-over notice when the ask is escalated, and the sign-off. Small models
often greet or sign off on their own inside a section, or wrap it in quotes; such a
leading greeting line, trailing sign-off or pair of quotes is dropped, so the reply has
one greeting and one sign-off. Planning never reaches the customer: a point's title restated as
its heading is taken out (:func:`strip_title`), a point that only restates its title is left
out, sentences that instruct the writer are dropped and the customer named in the third
person is spoken to (:mod:`sot.orchestrator.support.reply_text`); every section ends as a sentence
(a section a bound cut, which ``cut_short`` reports, back to its last whole one). With no
body yet there is no reply (an empty answer), so an ask that wrote nothing still fails as one.
"""

from __future__ import annotations

import functools
import re
import sys
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import anyio

if sys.version_info < (3, 11):  # pragma: no cover - the backport anyio depends on there
    from exceptiongroup import BaseExceptionGroup

from sot.orchestrator.context import AskContext
from sot.orchestrator.frame import Frame, register_frame
from sot.orchestrator.modes import Mode, answering
from sot.orchestrator.result import CUT_FINISH, CUT_MARK, ReplyInfo, answer_text
from sot.orchestrator.support.escalation import Verdict, check_escalation
from sot.orchestrator.support.reply_text import complete, customer_voice

if TYPE_CHECKING:
    from sot.templates.reply import ReplyFrame

__all__ = [
    "SupportFrame",
    "customer_texts",
    "dropped_points",
    "strip_frame",
    "strip_title",
    "support_frame",
]


_GREETING = re.compile(
    r"^\W*(hi|hello|hey|dear|greetings|good (morning|afternoon|evening)|hola|buenos d[ií]as|bonjour|hallo|"
    r"guten tag|buongiorno|ciao|ol[aá]|oi)\b.{0,60}$",
    re.IGNORECASE,
)
_SIGN_OFF = re.compile(
    r"^\W*((best|kind|warm|warmest)\s+(regards|wishes)|regards|sincerely|yours (truly|sincerely)|cheers|"
    r"un saludo|saludos|atentamente|cordialement|mit freundlichen gr[üu](ß|ss)en|cordiali saluti|atenciosamente|"
    r"met vriendelijke groet)\b",
    re.IGNORECASE,
)


def strip_frame(text: str) -> str:
    """``text`` without a first line that only greets and without a sign-off in its last lines."""
    lines = text.strip().splitlines()
    if len(lines) > 1 and _GREETING.match(lines[0].strip()):
        lines = lines[1:]
    for i in range(len(lines) - 1, max(len(lines) - 4, 0) - 1, -1):
        if i > 0 and _SIGN_OFF.match(lines[i].strip()):
            lines = lines[:i]
            break
    text = "\n".join(lines).strip()
    quoted = re.fullmatch(r'"([^"]+)"([.!?]?)', text)  # a section a small model wrote as a quotation
    return (
        quoted.group(1).strip() + (quoted.group(2) if quoted.group(1).rstrip()[-1:] not in ".!?" else "")
        if quoted
        else text
    )


def strip_title(text: str, title: str) -> str:
    """``text`` without its point's internal title restated as a heading at its start
    ("Refund for the jacket: ...", "2. Refund for the jacket - ..."): the customer never sees
    the plan. A sentence that merely begins with the same words is kept."""
    words = r"\s+".join(re.escape(w) for w in title.strip().rstrip(":.").split())
    if not words:
        return text
    heading = rf"^\W*(\d+[.)]\s*)?[*_]*{words}[*_]*\s*(:|\.(?=\s)|\s[-–—]\s)[*_]*\s*"
    return re.sub(heading, "", text, count=1, flags=re.IGNORECASE)


def _only_title(text: str, title: str) -> bool:
    """True when ``text`` says nothing but its point's title (a model restating its task)."""

    def key(s: str) -> str:
        return " ".join(re.sub(r"[^\w\s]", " ", s.casefold()).split())

    return bool(title.strip()) and key(text) == key(title)


@functools.lru_cache(maxsize=4096)  # asked again for every event of a streamed reply
def _section(text: str, cut: bool) -> str:
    """A section as the customer reads it: frame lines dropped, planning meta out, ending as a
    sentence (a section a bound cut: back to its last whole one, without the cut's mark)."""
    if cut:
        text = text.removesuffix(CUT_MARK)
    return complete(customer_voice(strip_frame(text)), cut)


def _sections(ctx: AskContext, mode: Mode, *, final: bool) -> list[str]:
    """The body's paragraphs: with ``final``, from everything the ask has (finished and cut
    points alike); else those final now. In a sectioned mode (SoT: a section per point) the
    sections of the points that have ended, in order, up to the first that has not (once the
    plan is whole); otherwise the whole answer, one section, known at the end.

    A point whose text only restates its title is left out (unless every point does; while
    points are still being written, a title-only point that no earlier point outsaid holds
    the ones after it back); each section goes through
    :func:`~sot.orchestrator.support.reply_text.customer_voice` and
    :func:`~sot.orchestrator.support.reply_text.complete`."""
    if not mode.sectioned:
        if not final:
            return []
        body = _section(mode.answer(ctx, final=True), ctx.finish_reason in CUT_FINISH)
        return [body] if body else []
    if not final and ctx.plan_s is None:
        return []
    points: list[tuple[str, str, bool]] = []  # (text without its title, title, cut)
    for part in mode.parts(ctx):
        if not (part.ended or final):
            break
        if part.raw:
            points.append((strip_title(part.raw, part.title), part.title, part.cut))
    if final:
        said = [p for p in points if not _only_title(strip_frame(p[0]), p[1])] or points
    else:
        said = []
        for point in points:
            if _only_title(strip_frame(point[0]), point[1]):
                if said:
                    continue
                break  # kept only if every point turns out to say no more: not known yet
            said.append(point)
    return [s for s in (_section(text, cut) for text, _, cut in said) if s]


def dropped_points(ctx: AskContext) -> list[str]:
    """The plan's points the reply left out, each with why (``"point 2 (Refund): it only
    restated its title"``): a SoT reply has a section per point, and one that is missing is
    said, never silent. Empty in other modes and where every point has its section."""
    if not answering(ctx).sectioned or not ctx.points:
        return []
    texts = {i: answer_text(ctx.branches.get(i)) for i in range(len(ctx.points))}
    restating = {
        i
        for i, text in texts.items()
        if text and _only_title(strip_frame(strip_title(text, ctx.points[i])), ctx.points[i])
    }
    everyone_restates = restating == {i for i, text in texts.items() if text}
    out = []
    for i, title in enumerate(ctx.points):
        text = texts[i]
        branch = ctx.branches.get(i)
        if not text:
            why = f"it wrote nothing ({branch.reason})" if branch is not None and branch.reason else "it wrote nothing"
        elif i in restating and not everyone_restates:
            why = "it only restated its title"
        elif not _section(strip_title(text, title), branch is not None and branch.finish_reason in CUT_FINISH):
            why = "nothing of it was left for the customer (planning notes only)"
        else:
            continue
        out.append(f"point {i + 1} ({title}): {why}")
    return out


def customer_texts(ctx: AskContext) -> list[str]:
    """What the customer wrote: their earlier turns, then the message."""
    return [m.content for m in ctx.ask.history if m.role == "user"] + [ctx.ask.question]


class SupportFrame(Frame):
    """A template's support reply around whichever mode answers: its reply frame (greeting,
    sections, hand-over notice, sign-off) where it has one, and its escalation check beside
    the run where it has a policy (:func:`support_frame` makes one for such a template)."""

    def __init__(self, template: Any, reply: ReplyFrame | None, verdict: Verdict | None) -> None:
        self.template = template
        #: the reply's greeting, notice and sign-off (``None``: the answer is not framed)
        self.reply = reply
        #: what the escalation check finds (``None``: the template has no policy)
        self.verdict = verdict
        #: a ``hand_over_only`` policy met: the reply is the hand-over line, with no body
        self.handed_over = False

    async def run(self, ctx: AskContext, main: Callable[[], Awaitable[None]]) -> None:
        """``main()`` with the escalation check beside it (first, where a met policy hands
        the message over without a body)."""
        verdict = self.verdict
        if verdict is None:
            await main()
            return
        template = self.template
        check = functools.partial(
            check_escalation,
            ctx,
            template.escalation,
            verdict,
            customer_texts=customer_texts(ctx),
            system=template.system,
        )
        if template.escalation.hand_over_only:  # the check first: an escalated message gets no body
            await check()
            if verdict.escalate and self.reply is not None:
                self.handed_over = True
                return
            await main()
            return
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(check)
                await main()
        except BaseExceptionGroup as group:
            if len(group.exceptions) == 1 and isinstance(group.exceptions[0], Exception):
                raise group.exceptions[0] from None
            raise

    def answer(self, ctx: AskContext, mode: Mode, *, final: bool) -> str:
        """``mode``'s answer inside the reply frame: the greeting, the sections, the hand-over
        notice where the ask is escalated, the sign-off. ``final=False``: the part final now
        (the greeting from the start: it is known before any model call; then each section as
        it is written); ``final=True``: the whole reply, or ``""`` while no section has text.
        A message handed over without a body (``hand_over_only``): the greeting, the notice
        and the sign-off."""
        frame = self.reply
        if frame is None:
            return mode.answer(ctx, final=final)
        if self.handed_over:
            return (
                "\n\n".join(p for p in (frame.greeting, frame.notice, frame.sign_off) if p) if final else frame.greeting
            )
        sections = _sections(ctx, mode, final=final)
        if not final:
            return "\n\n".join(p for p in (frame.greeting, *sections) if p)
        if not sections:
            return ""
        notice = frame.notice if self.verdict is not None and self.verdict.escalate else ""
        return "\n\n".join(p for p in (frame.greeting, *sections, notice, frame.sign_off) if p)

    def dropped(self, ctx: AskContext) -> list[str]:
        return dropped_points(ctx) if self.reply is not None else []

    def info(self) -> ReplyInfo:
        verdict = self.verdict
        if verdict is None:
            return ReplyInfo()
        return ReplyInfo(
            escalate=verdict.escalate, reason=verdict.reason, rules=list(verdict.rules), error=verdict.error
        )


@register_frame
def support_frame(ctx: AskContext, template: Any) -> SupportFrame | None:
    """The support frame of ``template``: where it has a reply frame or an escalation policy."""
    has_policy = getattr(template, "escalation", None) is not None
    reply = template.reply_frame(customer_texts(ctx)) if hasattr(template, "reply_frame") else None
    if reply is None and not has_policy:
        return None
    return SupportFrame(template, reply, Verdict() if has_policy else None)
