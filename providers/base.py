"""The provider protocol: what a request says, and how a provider streams the answer.

A provider answers one :class:`GenerationRequest` at a time as a stream of
:class:`TextDelta` chunks followed by exactly one :class:`StreamEnd` (with usage).

Optional capability: :meth:`Provider.stream_group` takes a group of sibling requests
(typically sharing a long prefix) and streams them together, tagging every chunk with
the index of its request. The default fans the requests out concurrently over
:meth:`Provider.stream`; the local backend overrides it to batch the whole group in one
forward pass per step. A failure of one member is delivered as a :class:`StreamError`
chunk for that member and never cancels its siblings.

The request format is ours; each provider maps it to its own SDK's arguments.
"""

from __future__ import annotations

import abc
import itertools
from collections.abc import AsyncGenerator, Hashable, Mapping, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import anyio

from sot.defaults import DEFAULT_MAX_TOKENS, DEFAULT_TEMPERATURE
from sot.errors import ProviderError, SotError

__all__ = [
    "PASTA_ADAPTER",
    "REMOTE_SPEED",
    "BackendLoad",
    "Chunk",
    "GenerationRequest",
    "GroupChunk",
    "Message",
    "Provider",
    "Speed",
    "StreamEnd",
    "StreamError",
    "TextDelta",
    "Usage",
    "Window",
]

Role = Literal["system", "user", "assistant"]

#: what a request is for: ``direct`` (a direct answer), ``skeleton`` (SoT's plan), ``pasta``
#: (PASTA's main reply, the one that writes promises), ``branch`` (a SoT point or a PASTA
#: promise), ``map`` (notes on one part of a long input), ``reduce`` (the answer from those
#: notes, or notes combined), ``route``, ``escalate``, ``judge``; ``""`` for a request made
#: outside an ask
Purpose = Literal[
    "", "direct", "skeleton", "pasta", "item_plan", "branch", "map", "reduce", "route", "escalate", "judge"
]

_PURPOSE_LABELS = {"skeleton": "plan:sot", "pasta": "plan:pasta", "item_plan": "plan:items"}


@dataclass(frozen=True, slots=True)
class Message:
    role: Role
    content: str


#: the adapter a PASTA ask's own calls (its annotated main text, its forks) ask for
#: (``GenerationRequest.adapter``): the local provider answers them with the PASTA adapter its
#: model ships with, where there is one
PASTA_ADAPTER = "pasta"


@dataclass(frozen=True, slots=True, kw_only=True)
class GenerationRequest:
    """One generation. A final ``assistant`` message is a prefill the model continues."""

    messages: tuple[Message, ...]
    max_tokens: int = DEFAULT_MAX_TOKENS
    temperature: float = DEFAULT_TEMPERATURE
    #: nucleus sampling: sample only from the most likely tokens whose probabilities add up to
    #: this much; ``None`` leaves it to the provider (1.0, all tokens, for the local engines)
    top_p: float | None = None
    #: makes sampling repeatable where the provider can (OpenAI, the local engines); ``None``: unseeded
    seed: int | None = None
    stop: tuple[str, ...] = ()
    #: most tokens in one line of the reply: where a provider can (local), a line that reaches
    #: it is ended with a newline; remote APIs have no such control and ignore it
    line_max_tokens: int | None = None
    #: a GBNF grammar the reply must follow, where a provider can enforce one (the local
    #: llama.cpp engine); others ignore it, so the caller still checks what comes back
    grammar: str | None = None
    #: what the request is for; providers and tools read this (never ``label``) to tell calls apart
    purpose: Purpose = ""
    #: a branch's place in the answer (0-based) and its topic, for ``purpose == "branch"``
    branch: int | None = None
    topic: str = ""
    #: the ask this request belongs to: every request of one ask carries the same id, which
    #: providers may send as a routing key (the remote providers' ``routing_headers``)
    ask_id: str = ""
    #: the answering mode of the ask (``"pasta"``...), for tools and logs: a provider serves a
    #: request by what the request asks for (``adapter``...), not by its mode
    mode: str = ""
    #: a named adapter this request is written for (:data:`PASTA_ADAPTER`: the PASTA adapter a
    #: local model ships with); providers without it ignore it
    adapter: str | None = None
    #: for tracing, logs and fake scripts only; never sent. Left empty, it is made from the
    #: fields above: ``direct``, ``plan:sot``, ``plan:pasta``, ``branch:{branch}:{topic}``, ...
    label: str = ""

    def __post_init__(self) -> None:
        if not self.label and self.purpose:
            if self.purpose == "branch":
                label = f"branch:{self.branch}:{self.topic}"
            elif self.purpose in ("map", "reduce") and self.branch is not None:
                label = f"{self.purpose}:{self.branch}"
            else:
                label = _PURPOSE_LABELS.get(self.purpose, self.purpose)
            object.__setattr__(self, "label", label)

    @property
    def prefill(self) -> str:
        if self.messages and self.messages[-1].role == "assistant":
            return self.messages[-1].content
        return ""


@dataclass(frozen=True, slots=True)
class Usage:
    prompt_tokens: int = 0
    completion_tokens: int = 0
    #: tokens the backend drafted and verified in its steps, and those of them the model chose
    #: (the local llama.cpp engine's n-gram drafting; 0 elsewhere)
    drafted_tokens: int = 0
    accepted_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
            self.drafted_tokens + other.drafted_tokens,
            self.accepted_tokens + other.accepted_tokens,
        )


@dataclass(frozen=True, slots=True)
class TextDelta:
    text: str


@dataclass(frozen=True, slots=True)
class StreamEnd:
    usage: Usage = field(default_factory=Usage)
    finish_reason: str | None = None  # "stop" | "length" | provider-specific


@dataclass(frozen=True, slots=True)
class StreamError:
    """Only in group streams: member ``index`` failed with ``error``."""

    error: SotError


Chunk = TextDelta | StreamEnd
GroupChunk = tuple[int, TextDelta | StreamEnd | StreamError]


@dataclass(frozen=True)
class BackendLoad:
    """What a backend carries now, as the provider (and its wrappers) know it: the input of
    ``--mode auto``'s cost model beside :class:`Speed` (a parallel answer's streams queue behind
    other users' where the backend is full, and spend a rate limit several times faster).
    Every field may be unknown; the default is an idle backend with no known limits."""

    #: streams in flight on this backend now (every ask of this process; the engine's own
    #: count where it tells: llama-server's ``/slots``, vLLM/SGLang's ``/metrics``)
    running: int = 0
    #: requests waiting for a slot (the process's own queue, or the engine's)
    waiting: int = 0
    #: most streams the backend runs at once (its slots, its batch; a concurrency limit)
    slots: int | None = None
    #: asks with a stream running or waiting on this backend now (this process's; ``0``: not counted)
    asks: int = 0
    #: what is left of a per-minute request budget, and of a per-minute token budget (``None``: no limit known)
    requests_left: float | None = None
    tokens_left: float | None = None
    #: seconds until the budgets refill (a 429's ``Retry-After``, ``x-ratelimit-reset-*``)
    reset_s: float | None = None
    #: requests waiting for the per-minute budget now (sent by none yet)
    budget_waiting: int = 0
    #: requests sent in the last minute, and the most a minute allows (``None``: no request budget)
    requests_in_minute: int | None = None
    requests_per_minute: float | None = None
    #: asks a second arriving at this backend, over the last minute (``None``: not counted)
    asks_per_s: float | None = None


@dataclass(frozen=True)
class Speed:
    """How fast a provider answers, as it knows itself: what ``--mode auto``'s cost model
    predicts each mode's latency from (:mod:`sot.orchestrator.routing.cost`).

    ``step_ratio`` maps a number of streams decoding at once to the time of one of their
    steps over a lone stream's: about 1 for each stream where streams are independent (remote
    APIs, a GPU), nearly the number of streams on a small CPU. Beyond the largest count
    measured it grows along its last slope; beyond ``max_parallel`` streams wait their turn.
    """

    #: seconds from a request to its first token, prompt aside (a remote API's round trip)
    first_token_s: float
    #: one stream's tokens per second
    decode_tok_s: float
    #: prompt tokens computed per second; ``None`` where the prompt is part of ``first_token_s``
    prefill_tok_s: float | None = None
    step_ratio: Mapping[int, float] = field(default_factory=lambda: {1: 1.0})
    max_parallel: int | None = None
    #: where the figures come from: ``"measured"`` (calibrated on this machine), ``"default"``
    #: (documented figures for the engine, where its measurement was nonsense), ``"learned"`` (a
    #: remote server's curve timed from the pool's own streams, :mod:`sot.providers.streams`) or ``"assumed"``
    source: str = "assumed"
    #: the provider keeps the plan's computed prompt for the points (see ``Provider.keeps_prefix``)
    keeps_prefix: bool = False
    #: how much faster a stream writes free text than ``decode_tok_s`` says: the local engine's
    #: measured drafting gain (1.0: no drafting, or not measured yet); text under a grammar (the
    #: skeleton) is never drafted
    draft_gain: float = 1.0
    #: the threads a CPU engine decodes with on this machine (``None``: not on this machine's
    #: CPU): the cost model slows its figures down by the machine's load at the time of the ask
    cpu_threads: int | None = None
    #: seconds the call that returned these figures spent measuring them (a local engine's first use)
    measured_s: float = 0.0

    def ratio(self, streams: int) -> float:
        """A step's time with ``streams`` streams decoding together, over one stream's."""
        if streams <= 1:
            return 1.0
        waves = 1
        if self.max_parallel and streams > self.max_parallel:  # the rest wait for a free slot
            waves, streams = -(-streams // self.max_parallel), self.max_parallel
        points = sorted({1: 1.0, **self.step_ratio}.items())
        for (n0, r0), (n1, r1) in itertools.pairwise(points):
            if streams <= n1:
                return waves * (r0 + (r1 - r0) * (streams - n0) / (n1 - n0))
        if len(points) == 1:  # independent streams
            return float(waves)
        (n0, r0), (n1, r1) = points[-2], points[-1]
        return waves * (r1 + (r1 - r0) / (n1 - n0) * (streams - n1))


@dataclass(frozen=True)
class Window:
    """How much text the model takes, in its tokens: ``tokens`` in one request, prompt and
    answer together; ``shared``, where requests decoding together share one cache (the
    llama.cpp engine's KV cache), in all of them at once, else ``None``. What long inputs
    are split by (``--mode mapreduce``) and what auto checks a prompt against."""

    tokens: int
    shared: int | None = None


#: what a remote API is assumed to do: independent streams at a typical hosted model's pace
REMOTE_SPEED = Speed(first_token_s=0.5, decode_tok_s=50.0)


class Provider(abc.ABC):
    """Base class of every provider.

    Subclasses implement :meth:`stream`. ``name`` is the ``provider:model`` string the
    user gave; ``max_concurrency`` bounds the requests sot keeps in flight to it.
    """

    name: str = "provider"
    max_concurrency: int = 16
    #: True where the provider batches :meth:`stream_group` natively (local backend).
    native_group: bool = False
    #: True where a final ``assistant`` message is continued as a prefill. Where it is
    #: False, the orchestrator drops such a trailing message before the request goes out.
    supports_prefill: bool = False
    #: True where a request whose prompt extends an earlier request's prompt and reply reuses
    #: what was computed for them (the local engines keep finished rows' caches): SoT then asks
    #: each point as the plan's conversation going on, so only the point's own turn is new
    keeps_prefix: bool = False

    def pipelines(self) -> bool:
        """Whether SoT points should start as their skeleton lines are written, while the plan
        goes on (an ask's ``pipeline`` option overrides). True for remote APIs, where each
        request has its own share of the server; a provider whose extra requests slow the
        plan down says False, and its points start together once the plan is done."""
        return True

    @abc.abstractmethod
    def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        """Stream one generation: ``TextDelta``\\ s, then one ``StreamEnd``.

        An async generator (write it as one, ``async def`` with ``yield``): callers close it
        early with ``aclose`` (``contextlib.aclosing``) to stop the generation.

        Raises :class:`~sot.errors.ProviderError` (or another :class:`SotError`) on failure.
        """

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncGenerator[GroupChunk, None]:
        """Stream sibling requests together; chunks are tagged with the request's index.

        Default: run :meth:`stream` for each request concurrently. Every member ends with
        either a ``StreamEnd`` or a ``StreamError``; one failing never cancels the others.
        Consume it with ``contextlib.aclosing`` so closing it early cancels the members.
        """
        send, receive = anyio.create_memory_object_stream[GroupChunk](max_buffer_size=1024)

        async def member(index: int, request: GenerationRequest, out) -> None:
            async with out:
                try:
                    async with aclosing(self.stream(request)) as chunks:
                        async for chunk in chunks:
                            await out.send((index, chunk))
                except SotError as exc:
                    await out.send((index, StreamError(exc)))
                except Exception as exc:  # a provider bug must not take siblings down
                    await out.send(
                        (index, StreamError(ProviderError(f"unexpected error: {exc!r}", provider=self.name)))
                    )

        async with anyio.create_task_group() as tg:
            async with send:
                for i, req in enumerate(requests):
                    tg.start_soon(member, i, req, send.clone())
            async with receive:
                try:
                    async for item in receive:
                        yield item
                except GeneratorExit:  # closed early (aclose): stop the members, end quietly
                    tg.cancel_scope.cancel()
                    return

    async def speed(self) -> Speed:
        """How fast this provider answers (:class:`Speed`), for ``--mode auto``'s cost model.
        Default: a remote API's independent streams, at most ``max_concurrency`` at once."""
        return replace(REMOTE_SPEED, max_parallel=self.max_concurrency)

    def load(self) -> BackendLoad:
        """What this backend carries now (:class:`BackendLoad`), as far as this provider knows;
        by default nothing known. Wrappers that count streams or budgets fill it in."""
        return BackendLoad()

    async def window(self) -> Window | None:
        """The model's context window (:class:`Window`), where the provider knows it (the local
        backend, which loads its model to tell); ``None`` where it does not (remote APIs)."""
        return None

    def describe(self) -> dict[str, Any]:
        """Where and how the provider runs its model, for diagnostics and ``--json``: at least
        ``name``; the local backend adds its engine and device once the model is loaded."""
        return {"name": self.name}

    def backend_key(self) -> Hashable | None:
        """What names the backend this provider sends to, so everything in the process that sends
        there shares one hold after a 429 (:mod:`sot.providers.hold`): an HTTP provider's base
        URL and key; ``None`` (the default) where nothing else shares it."""
        return None

    def count_tokens(self, text: str) -> int | None:
        """Tokens of ``text`` in the model's own tokenizer, where the provider has it at hand
        (the local backend, once loaded); ``None`` otherwise. Benchmarks use it to count
        the tokens of an answer whatever calls produced it."""
        return None

    async def aclose(self) -> None:
        """Release connections and models. Safe to call twice."""

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_info) -> None:
        await self.aclose()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
