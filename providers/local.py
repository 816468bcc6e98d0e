"""The ``local`` provider: a model on this machine, sibling branches batched together.

    provider = LocalProvider()                      # the embedded SmolLM2-135M-Instruct (llama.cpp)
    provider = LocalProvider("/models/qwen.gguf")   # any GGUF (llama.cpp), a Hugging Face folder or
                                                    # cached id (torch)
    provider = LocalProvider(engine="torch")        # the embedded model on torch
    async for chunk in provider.stream(request): ...
    async for index, chunk in provider.stream_group(requests): ...   # one batch

A provider's options are one checked value (:class:`~sot.local_backend.options.LocalOptions`,
``provider.options``) that travels whole to the engine. The engines (llama.cpp, torch) are
imported on first use (``sot.local_backend``), never at import time. Models are shared per
process: two providers for the same model and configuration use the same weights and the
same batch.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncGenerator, Sequence
from typing import TYPE_CHECKING, Any

import anyio

from sot.errors import ConfigError, SotError
from sot.local_backend.options import LocalOptions
from sot.providers.base import (
    PASTA_ADAPTER,
    Chunk,
    GenerationRequest,
    GroupChunk,
    Provider,
    Speed,
    StreamEnd,
    StreamError,
    TextDelta,
    Usage,
    Window,
)

if TYPE_CHECKING:
    from sot.local_backend.contract import EngineEvent, SamplingParams
    from sot.local_backend.loading import ProgressCallback
    from sot.local_backend.runtime import Runtime

__all__ = ["NO_ADAPTER", "LocalProvider"]

#: ``adapter=`` value for the model alone, with no adapter even for PASTA
NO_ADAPTER = "none"
#: the options a provider's attributes read (``provider.threads``)
_OPTION_NAMES = frozenset(field.name for field in dataclasses.fields(LocalOptions))


class LocalProvider(Provider):
    """Runs requests on a local model; :meth:`stream_group` batches siblings in one pass per step.

    ``model``: ``None`` (the embedded default), a GGUF file, a Hugging Face model folder, or
    a model id already in the Hugging Face cache (never downloaded). ``engine``: ``"llama"``
    (llama.cpp; the default for GGUF files, on the GPU where the installed llama.cpp can
    offload) or ``"torch"`` (the default for Hugging Face models, and for GGUF files on a CUDA
    machine whose llama.cpp is a CPU-only build). ``threads``: llama.cpp threads (default
    ``$SOT_THREADS``, else the physical cores). ``n_ctx``: llama.cpp's KV cache size in tokens,
    shared by all rows (default the model's context, at most 8192). ``gpu_layers``: layers
    llama.cpp runs on the GPU (default: all where it can offload; ``0``: none; ``-1``: all).
    ``flash_attn``: llama.cpp's flash attention, ``"auto"`` (its choice per device), ``"on"``
    or ``"off"``. ``adapter``: a LoRA adapter folder (``sot train-pasta``'s; PEFT files, and
    ``adapter.gguf`` for llama.cpp) or a GGUF adapter file, applied to every ask on a model
    instance of its own, so asks on providers without it are answered as before; left out, a
    request that asks for the shipped PASTA adapter (``request.adapter`` is
    :data:`~sot.providers.base.PASTA_ADAPTER`: a PASTA ask's own calls) is answered
    with the one shipped for the model where there is one (:mod:`sot.local_backend.adapters`),
    and every other request by the model as it is; ``"none"``: no adapter at all. ``grammar=False``
    ignores the grammars requests carry (llama.cpp decodes a SoT skeleton under one). ``device``: ``"cpu"``,
    ``"cuda"``... (default: the GPU if present, else the CPU; ``"cpu"`` keeps llama.cpp's layers there too). ``quantize="int8"``: torch on
    CPU with int8 weights and per-row int8 activations. ``progress(message,
    fraction)`` hears about the slow first load. ``seed`` makes sampling repeatable (a request's
    own ``seed`` wins); a request's ``top_p`` cuts sampling to its nucleus.
    ``repeat_tokens``: a generation whose newest this-many tokens repeat a span it already
    wrote is ended (finish reason ``"repeat"``): greedy small models that loop never get
    out, and the loop is all they would write to the token limit. ``None`` turns it off.
    ``draft``: llama.cpp's n-gram drafting (:mod:`sot.local_backend.drafting`): ``"off"``
    (the default), ``"auto"`` (where it pays, by the engine's own measurement) or ``"ngram"``
    (whenever the text has a match); ``draft_k``: the most tokens a row drafts in one step
    (default 8). ``options``: all of these but ``progress`` and ``name`` as one
    :class:`~sot.local_backend.options.LocalOptions`, in place of the keywords; each option
    reads as an attribute too (``provider.threads``).
    """

    native_group = True
    supports_prefill = True
    keeps_prefix = True
    max_concurrency = 64

    def __init__(
        self,
        model: str | None = None,
        *,
        device: str | None = None,
        progress: ProgressCallback | None = None,
        quantize: str | None = None,
        max_rows: int = 32,
        seed: int | None = None,
        repeat_tokens: int | None = 32,
        engine: str | None = None,
        threads: int | None = None,
        n_ctx: int | None = None,
        gpu_layers: int | None = None,
        flash_attn: str | None = None,
        grammar: bool = True,
        name: str | None = None,
        adapter: str | None = None,
        draft: str | None = None,
        draft_k: int | None = None,
        options: LocalOptions | None = None,
    ) -> None:
        given = LocalOptions(
            model,
            device=device,
            quantize=quantize,
            max_rows=max_rows,
            seed=seed,
            repeat_tokens=repeat_tokens,
            engine=engine,
            threads=threads,
            n_ctx=n_ctx,
            gpu_layers=gpu_layers,
            flash_attn=flash_attn,
            grammar=grammar,
            adapter=adapter,
            draft=draft,
            draft_k=draft_k,
        )
        if options is not None and given != LocalOptions():
            raise ConfigError("LocalProvider takes its options whole (options=) or as keywords, not both")
        self.options = given if options is None else options
        self.progress = progress
        self.name = name or (f"local:{self.options.model}" if self.options.model else "local")
        self._runtime: Runtime | None = None
        self._pasta: LocalProvider | None = None  # the same model with its shipped PASTA adapter

    def __getattr__(self, name: str) -> Any:
        """An option read as an attribute (``provider.threads``: ``provider.options.threads``)."""
        options = self.__dict__.get("options")
        if options is None or name not in _OPTION_NAMES:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        return getattr(options, name)

    async def runtime(self) -> Runtime:
        """The loaded model (loads it in a worker thread on first use)."""
        if self._runtime is None:
            from sot.local_backend import runtime as runtimes

            options = self.options
            if options.adapter == NO_ADAPTER:
                options = dataclasses.replace(options, adapter=None)
            loaded = await anyio.to_thread.run_sync(lambda: runtimes.acquire(options, progress=self.progress))
            if self._runtime is None:
                self._runtime = loaded
            else:  # a concurrent first call won the race
                runtimes.release(loaded)
        return self._runtime

    def pipelines(self) -> bool:
        """False for the llama.cpp engine on the CPU: there every row of a decode step costs
        compute, so a plan sharing its steps with the points it has started slows down, and
        SoT answers sooner with the plan run alone and its points then run as one batch. On
        a GPU, and on the torch engine, whose batches cost less per row, points start as
        their lines come."""
        if self._runtime is None:  # not loaded yet: the engine and device the options will choose
            return self.planned_device() != ("llama", "cpu")
        info = self._runtime.engine.describe()
        return not (info.get("engine") == "llama.cpp" and info.get("device") == "cpu")

    def planned_device(self) -> tuple[str, str] | None:
        """The engine (``"llama"``/``"torch"``) and the device the model will load on
        (``"cpu"``, llama.cpp's GPU backend such as ``"cuda"``, or torch's device, ``"auto"``
        when torch picks), decided before it loads; ``None`` where the options are wrong
        (loading names the problem)."""
        from sot.local_backend.catalog import find_model
        from sot.local_backend.loading import ModelSource
        from sot.local_backend.runtime import choose_engine

        options = self.options
        # a catalog name is a GGUF too; a folder's kind is known once loaded
        gguf = options.model is None or options.model.lower().endswith(".gguf") or find_model(options.model) is not None
        source = ModelSource("gguf" if gguf else "folder", options.model or "")
        try:
            chosen = choose_engine(source, options.engine, device=options.device, quantize=options.quantize)
            if chosen == "torch":
                return chosen, options.device or "auto"
            if options.device == "cpu" or options.gpu_layers == 0:
                return chosen, "cpu"
            from sot.local_backend.llama_engine import gpu_backend

            return chosen, gpu_backend() or "cpu"
        except (SotError, ImportError):
            return None

    async def speed(self) -> Speed:
        """The engine's measured speed on this machine: loads the model, and the first time
        for this model, engine and machine calibrates it (within half a second; kept under the
        user cache dir, see :mod:`sot.local_backend.speed`)."""
        from sot.local_backend.speed import cpu_threads, measured_speed

        runtime = await self.runtime()
        measured = await measured_speed(runtime)
        gain = getattr(runtime.engine, "draft_gain", None)  # the llama.cpp engine's, since it loaded
        factor = gain.factor() if gain is not None else None
        return Speed(
            first_token_s=0.0,  # no round trip: the prompt's own time is all there is
            decode_tok_s=measured.decode_tok_s,
            prefill_tok_s=measured.prefill_tok_s,
            step_ratio=measured.step_ratio,
            source="measured" if measured.source in ("measured", "last good") else measured.source,
            keeps_prefix=True,
            draft_gain=factor or 1.0,
            cpu_threads=cpu_threads(runtime.engine.describe()),
            measured_s=measured.measured_s,
        )

    async def window(self) -> Window:
        """The loaded model's context: what one request may hold, and (llama.cpp) what the rows
        decoding together share (``n_ctx``; the model's trained context bounds one request)."""
        engine = (await self.runtime()).engine
        shared = getattr(engine, "n_ctx", None)
        return Window(tokens=engine.max_positions, shared=shared)

    def _params(self, request: GenerationRequest) -> SamplingParams:
        from sot.local_backend.contract import SamplingParams

        return SamplingParams(
            max_tokens=request.max_tokens,
            temperature=request.temperature,
            top_p=request.top_p,
            stop=tuple(request.stop),
            seed=self.options.seed if request.seed is None else request.seed,
            line_max_tokens=request.line_max_tokens,
            repeat_tokens=self.options.repeat_tokens,
            grammar=request.grammar if self.options.grammar else None,
        )

    @staticmethod
    def _chunks(event: EngineEvent) -> list[Chunk]:
        chunks: list[Chunk] = []
        if event.text:
            chunks.append(TextDelta(event.text))
        if event.finish_reason is not None:
            usage = Usage(event.prompt_tokens, event.completion_tokens, event.drafted_tokens, event.accepted_tokens)
            chunks.append(StreamEnd(usage, event.finish_reason))
        return chunks

    def _serving(self, request: GenerationRequest) -> LocalProvider:
        """This provider, or for a request that asks for the shipped PASTA adapter the model with
        that adapter (where this provider was given no adapter of its own)."""
        if self.options.adapter is not None or request.adapter != PASTA_ADAPTER:
            return self
        if self._pasta is None:
            from sot.local_backend.adapters import shipped_adapter

            found = shipped_adapter(self.options.model)
            if found is None:  # no adapter for this model: ask it as it is from now on
                self.options = dataclasses.replace(self.options, adapter=NO_ADAPTER)
                return self
            self._pasta = LocalProvider(
                options=dataclasses.replace(self.options, adapter=str(found)), progress=self.progress, name=self.name
            )
        return self._pasta

    async def stream(self, request: GenerationRequest) -> AsyncGenerator[Chunk, None]:
        if (serving := self._serving(request)) is not self:
            async for chunk in serving.stream(request):
                yield chunk
            return
        runtime = await self.runtime()
        async for _, event in runtime.runner.run([(request.messages, self._params(request))]):
            if event.error is not None:
                raise event.error
            for chunk in self._chunks(event):
                yield chunk

    async def stream_group(self, requests: Sequence[GenerationRequest]) -> AsyncGenerator[GroupChunk, None]:
        if not requests:
            return
        if (serving := self._serving(requests[0])) is not self:  # (a group is one ask's)
            async for item in serving.stream_group(requests):
                yield item
            return
        try:
            runtime = await self.runtime()
        except SotError as exc:
            for index in range(len(requests)):
                yield index, StreamError(exc)
            return
        jobs = [(request.messages, self._params(request)) for request in requests]
        async for index, event in runtime.runner.run(jobs):
            if event.error is not None:
                yield index, StreamError(event.error)
                continue
            for chunk in self._chunks(event):
                yield index, chunk

    def count_tokens(self, text: str) -> int | None:
        if self._runtime is None:
            return None
        return self._runtime.engine.count_tokens(text)

    async def aclose(self) -> None:
        pasta, self._pasta = self._pasta, None
        if pasta is not None:
            await pasta.aclose()
        runtime, self._runtime = self._runtime, None
        if runtime is not None:
            from sot.local_backend import runtime as runtimes

            runtimes.release(runtime)

    def describe(self) -> dict[str, Any]:
        """Where and how the model runs, once loaded (for diagnostics)."""
        if self._runtime is None:
            return {"name": self.name, "loaded": False}
        described = {"name": self.name, "loaded": True, **self._runtime.describe()}
        if self._pasta is not None and self._pasta.options.adapter:
            described["pasta_adapter"] = self._pasta.options.adapter
        return described
