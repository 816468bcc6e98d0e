"""The llama.cpp engine: GGUF models through llama-cpp-python's low-level API, many rows per call.

Every row is a llama.cpp sequence in one context with a unified KV cache. A new row whose
prompt starts with tokens already in the cache -- a live row, a kept donor, or the common
prefix of rows admitted together -- gets those positions by ``llama_memory_seq_cp``: in a
unified cache that adds the row's sequence id to the cells, with no copy and no
recomputation. A group of sibling branches therefore prefills its shared prefix once (as
one sequence, kept as a donor), and a PASTA fork shares its parent's KV up to the fork
point. Each step is one ``llama_decode`` call holding the next token of every live row
and the remaining prompt tokens of the rows admitted in that step; each row then samples
from its own logits and stops on its own.

The tokenizer and the chat template come from the GGUF file (llama.cpp's own), so this
path needs neither torch nor transformers. Threads default to the physical cores
(``SOT_THREADS`` overrides).

Where the installed llama.cpp can offload (built with CUDA, Metal, Vulkan...), every layer
and the KV cache go to the GPU by default (``gpu_layers`` chooses how many; 0 keeps the
model on the CPU), with flash attention where llama.cpp offers it for the device
(``flash_attn="auto"``, llama.cpp's default).

Each row may also draft (:mod:`~sot.local_backend.drafting`): tokens its own prompt and
text predict are fed in the row's next step, in the same ``llama_decode`` as the other rows,
with logits for each; the row keeps the drafted positions it would have chosen anyway and
removes the rest from its sequence (``llama_memory_seq_rm``). Greedy rows write what they
write without drafts, sampled rows sample from the same distribution (and a seeded row
draws the same numbers); rows under a grammar never draft. ``draft="auto"`` drafts only
where the drafts a row's text has been accepting pay for the longer step, as measured on
this machine once per model; ``"ngram"`` drafts whenever there is a match; ``"off"`` (the
default) never: on a 2-core CPU a verify step of 9 tokens costs about 4.8 steps of one, and
no drafting measured faster there (benchmarks/results/draft/local.json).

The engine is put together from parts, one concern each: :mod:`~sot.local_backend.llama_lib`
(the library, loaded once; its GPU backend; the default threads),
:mod:`~sot.local_backend.llama_kv` (rows' sequences, donors, admission, group prefixes),
:mod:`~sot.local_backend.llama_draft` (which rows draft, and the cost table that decides) and
:mod:`~sot.local_backend.llama_sampling` (choosing tokens: sampling, grammars, the pieces'
text). This module loads the model and its context, holds the tokenizer and chat template,
and runs a step: one ``llama_decode`` for every row.

    engine = LlamaEngine("/models/model.gguf")
    rid = engine.submit(engine.encode_chat(messages), SamplingParams(max_tokens=64))
    while engine.has_work():
        for event in engine.step(): ...
"""

from __future__ import annotations

import ctypes
import dataclasses
import os
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from sot.errors import BackendError, ConfigError
from sot.local_backend.contract import EngineEvent
from sot.local_backend.llama_draft import LlamaDrafting
from sot.local_backend.llama_kv import MAX_DONORS, LlamaRow, LlamaSequences
from sot.local_backend.llama_lib import NO_GPU_BUILD, default_threads, extra_buffers_safe, gpu_backend, library
from sot.local_backend.llama_sampling import LlamaSampling
from sot.local_backend.options import DEFAULT_DRAFT, FLASH_ATTN, LocalOptions
from sot.local_backend.threads import ThreadController

__all__ = ["DEFAULT_DRAFT", "FLASH_ATTN", "NO_GPU_BUILD", "LlamaEngine", "default_threads", "gpu_backend"]

_BATCH = 2048  # tokens per llama_decode call (llama.cpp splits it into micro-batches)
_ALL_LAYERS = 2**31 - 1  # llama.cpp offloads min(n_gpu_layers, the model's layers)


class LlamaEngine(LlamaSequences, LlamaDrafting, LlamaSampling):
    """Batched generation on llama.cpp with one sequence per row (see module doc)."""

    row_type = LlamaRow

    def __init__(self, path: str, options: LocalOptions | None = None, /, **keywords: Any) -> None:
        """Load the GGUF at ``path`` with ``options`` (:class:`~sot.local_backend.options.LocalOptions`,
        or any of them as keywords, over ``options``): llama.cpp reads ``max_rows``, ``n_ctx``,
        ``threads``, ``gpu_layers``, ``flash_attn``, ``adapter``, ``draft`` and ``draft_k``."""
        options = LocalOptions(**keywords) if options is None else dataclasses.replace(options, **keywords)
        lib = self.lib = library()
        self.path = str(path)
        self._init_drafting(options.draft_mode, options.draft_tokens)
        max_rows, threads, gpu_layers = options.max_rows, options.threads, options.llama_gpu_layers
        flash_attn, adapter = options.flash_attn or "auto", options.adapter
        self.backend = gpu_backend()
        if gpu_layers is None:  # every layer where this llama.cpp can offload, else none
            gpu_layers = -1 if self.backend else 0
        if gpu_layers != 0 and self.backend is None:
            raise ConfigError(f"gpu_layers={gpu_layers}: {NO_GPU_BUILD}")
        mparams = lib.llama_model_default_params()
        mparams.n_gpu_layers = _ALL_LAYERS if gpu_layers < 0 else gpu_layers
        if gpu_layers == 0 and not extra_buffers_safe():
            mparams.use_extra_bufts = False
        self.model = lib.llama_model_load_from_file(self.path.encode(), mparams)
        if not self.model:
            raise BackendError(f"llama.cpp could not load {self.path} (not a GGUF model it supports?)")
        self.gpu_layers = min(mparams.n_gpu_layers, lib.llama_model_n_layer(self.model))
        self.flash_attn = flash_attn
        self.vocab = lib.llama_model_get_vocab(self.model)
        self.n_vocab = lib.llama_vocab_n_tokens(self.vocab)
        trained = lib.llama_model_n_ctx_train(self.model) or 4096
        self.threads = threads or default_threads()
        # an explicit count is kept; the default adapts to other processes on the CPU
        self.thread_control = ThreadController(
            self.threads, adaptive=threads is None and not os.environ.get("SOT_THREADS", "").strip()
        )
        self._init_queue(max_rows)
        cparams = lib.llama_context_default_params()
        cparams.n_ctx = options.n_ctx or min(trained, 8192)
        cparams.n_batch = _BATCH
        cparams.n_ubatch = 512
        cparams.n_seq_max = max_rows + MAX_DONORS + 1
        cparams.n_threads = cparams.n_threads_batch = self.threads
        # one unified cache: sequences share cells, so seq_cp adds a sequence id instead of
        # copying (a split cache copies whole buffers across streams)
        cparams.kv_unified = True
        cparams.flash_attn_type = FLASH_ATTN[flash_attn]
        cparams.no_perf = True
        self.ctx = lib.llama_init_from_model(self.model, cparams)
        if not self.ctx:
            lib.llama_model_free(self.model)
            raise BackendError(f"llama.cpp could not create a context for {self.path}")
        self.adapter = adapter
        if adapter is not None:
            self._apply_adapter(adapter)
        self.n_ctx = lib.llama_n_ctx(self.ctx)
        self.max_positions = min(self.n_ctx, trained)
        self.memory = lib.llama_get_memory(self.ctx)
        self.batch = lib.llama_batch_init(_BATCH, 0, 1)
        # the batch's arrays, looked up once (each attribute read of a ctypes pointer field makes
        # a new pointer object); every entry is in one sequence, so n_seq_id is set once here
        batch = self.batch
        self._batch_arrays = (batch.token, batch.pos, [batch.seq_id[i] for i in range(_BATCH)], batch.logits)
        for i in range(_BATCH):
            batch.n_seq_id[i] = 1
        # a row of logits as llama.cpp holds it (see _logits_row)
        self._logits_type: Any = ctypes.c_float * self.n_vocab
        self.chat_template = self._meta_template()
        self.add_bos = bool(lib.llama_vocab_get_add_bos(self.vocab))
        self.bos_text = self._piece(lib.llama_vocab_bos(self.vocab), special=True).decode("utf-8", "replace")
        self.eos_text = self._piece(lib.llama_vocab_eos(self.vocab), special=True).decode("utf-8", "replace")
        self._pieces: dict[int, bytes] = {}
        self._eog: dict[int, bool] = {}
        self._init_sequences(cparams.n_seq_max)
        self._init_sampling()
        self.forward_passes = 0  # counters, for tests and benchmarks
        self.reused_tokens = 0
        self.prompt_tokens_computed = 0

    def _apply_adapter(self, path: str) -> None:
        """Apply the GGUF LoRA at ``path`` to every decode of this context (it is this
        engine's own: asks on other engines of the same model never see it)."""
        lib = self.lib
        lora = lib.llama_adapter_lora_init(self.model, path.encode())
        if not lora:
            self.close()
            raise ConfigError(
                f"llama.cpp could not load the adapter {path} (not a LoRA for {os.path.basename(self.path)}?)"
            )
        adapters = (lib.llama_adapter_lora_p_ctypes * 1)(lora)
        scales = (ctypes.c_float * 1)(1.0)
        if lib.llama_set_adapters_lora(self.ctx, adapters, 1, scales) != 0:
            self.close()
            raise ConfigError(f"llama.cpp could not apply the adapter {path}")

    # ------------------------------------------------------------------ tokenizer

    def _meta_template(self) -> str | None:
        raw = self.lib.llama_model_chat_template(self.model, None)
        return raw.decode("utf-8", "replace") if raw else None

    def _piece(self, token: int, *, special: bool = False) -> bytes:
        buf = ctypes.create_string_buffer(64)
        n = self.lib.llama_token_to_piece(self.vocab, token, buf, 64, 0, special)
        if n < 0:
            buf = ctypes.create_string_buffer(-n)
            n = self.lib.llama_token_to_piece(self.vocab, token, buf, -n, 0, special)
        return buf.raw[: max(n, 0)]

    def piece(self, token: int) -> bytes:
        """The bytes ``token`` stands for in generated text (control tokens: none)."""
        piece = self._pieces.get(token)
        if piece is None:
            piece = self._pieces[token] = self._piece(token)
        return piece

    def is_eog(self, token: int) -> bool:
        eog = self._eog.get(token)
        if eog is None:
            eog = self._eog[token] = bool(self.lib.llama_vocab_is_eog(self.vocab, token))
        return eog

    def tokenize(self, text: str, *, add_bos: bool = False, special: bool = False) -> list[int]:
        data = text.encode("utf-8", "surrogatepass")
        size = len(data) + 8
        out = (self.lib.llama_token * size)()
        n = self.lib.llama_tokenize(self.vocab, data, len(data), out, size, add_bos, special)
        if n < 0:
            size = -n
            out = (self.lib.llama_token * size)()
            n = self.lib.llama_tokenize(self.vocab, data, len(data), out, size, add_bos, special)
        if n < 0:
            raise BackendError("llama.cpp could not tokenize the prompt")
        return list(out[:n])

    def count_tokens(self, text: str) -> int:
        return len(self.tokenize(text))

    def render_chat(self, messages: Sequence[Any]) -> str:
        """The prompt text for ``messages`` by the GGUF's chat template; a final assistant
        message is a prefill the model continues (no end-of-turn after it)."""
        from sot.local_backend.chat_template import render

        if not self.chat_template:
            raise BackendError(
                f"{os.path.basename(self.path)} has no chat template; sot needs an instruction-tuned model"
            )
        msgs = [m if isinstance(m, dict) else {"role": m.role, "content": m.content} for m in messages]
        prefill = msgs.pop()["content"] if msgs and msgs[-1]["role"] == "assistant" else ""
        return render(self.chat_template, msgs, bos_token=self.bos_text, eos_token=self.eos_text) + prefill

    def encode_chat(self, messages: Sequence[Any]) -> list[int]:
        text = self.render_chat(messages)
        add_bos = self.add_bos and not (self.bos_text and text.startswith(self.bos_text))
        return self.tokenize(text, add_bos=add_bos, special=True)

    # ------------------------------------------------------------------ public API

    def next_token_logprobs(self, messages: Sequence[Any]) -> np.ndarray:
        """The log-probability of every token of the vocabulary as the first of the reply to
        ``messages`` (one forward pass over the prompt, in a sequence of its own, freed after;
        between generation steps). For scoring: a judge's preference between two answers."""
        prompt = self.encode_chat(messages)
        if not prompt:
            raise BackendError("nothing to score: the prompt is empty")
        if len(prompt) >= self.max_positions:
            raise BackendError(f"the prompt's {len(prompt)} tokens do not fit the context of {self.max_positions}")
        with self._step_lock:
            seq = self._take_seq()
            try:
                entries = [(t, seq, i, i == len(prompt) - 1) for i, t in enumerate(prompt)]
                logits = self._decode(entries)[-1].astype(np.float64)
            finally:
                self._free_seq(seq)
        top = logits.max()
        return logits - top - np.log(np.exp(logits - top).sum())

    def describe(self) -> dict[str, Any]:
        return {
            "engine": "llama.cpp",
            "device": self.backend if self.gpu_layers > 0 else "cpu",
            "gpu_layers": self.gpu_layers,
            "flash_attn": self.flash_attn,
            "threads": self.threads,
            "threads_now": self.thread_control.current,
            "n_ctx": self.n_ctx,
            **({"adapter": self.adapter} if self.adapter else {}),
            "draft": self.draft_info(),
        }

    def close(self) -> None:
        with self._step_lock:
            if self.ctx is None:
                return
            self.fail_all(BackendError("the local model was closed"))
            self.lib.llama_batch_free(self.batch)
            self.lib.llama_free(self.ctx)
            self.lib.llama_model_free(self.model)
            self.ctx = self.model = None

    # ------------------------------------------------------------------ a step

    def _advance(self, new: list[LlamaRow]) -> list[EngineEvent]:
        """One call: the next token of every live row (and the draft of each row that drafts)
        plus the prompt remainders of ``new``."""
        old = [r for r in self._rows if r.next_token is not None]
        admitted, events = self._admit(new) if new else ([], [])
        if not old and not admitted:
            return events
        prompt_tokens = sum(len(row.prompt) - row.reused for row in admitted)
        drafts = self._plan_drafts(old, len(old) + prompt_tokens)
        may_draft = not admitted and any(row.draft is not None for row in old)
        accepted_before = self.accepted_tokens
        started = time.perf_counter()
        try:
            logits = self._decode(self._entries(old, admitted, drafts))
        except BackendError:
            if not any(drafts):
                raise
            # no room for the drafts in the KV cache: the step without them (a failed decode
            # leaves the cache as it was; drop what an earlier chunk of the call may have written)
            for row, draft in zip(old, drafts):
                if draft:
                    self.lib.llama_memory_seq_rm(self.memory, row.seq, len(row.tokens) + 1, -1)
            drafts = [[] for _ in old]
            started = time.perf_counter()
            logits = self._decode(self._entries(old, admitted, drafts))
        self.prompt_tokens_computed += prompt_tokens
        drafted = sum(len(d) for d in drafts)
        self._drafted_in_step = drafted
        if not admitted:  # a pure decode step: its time tells how the threads are doing
            threads = self.thread_control.current
            if self.thread_control.record(len(old) + drafted, time.perf_counter() - started) != threads:
                self.lib.llama_set_n_threads(self.ctx, self.thread_control.current, self.thread_control.current)
        cursor = 0
        for row, draft in zip(old, drafts):
            row.tokens.append(row.next_token)  # type: ignore[arg-type]
            event = self._choose_run(row, logits[cursor : cursor + 1 + len(draft)], draft)
            cursor += 1 + len(draft)
            if event is not None:
                events.append(event)
        for row in admitted:
            row.tokens = list(row.prompt)
            event = self._choose_run(row, logits[cursor : cursor + 1], [])
            cursor += 1
            if event is not None:
                events.append(event)
        if may_draft:
            cost = self._draft_cost()  # (measured once; draft "ngram" measures it for the gain alone)
            if cost is not None:
                self.draft_gain.record(len(old), drafted, self.accepted_tokens - accepted_before, cost)
        return events

    def _entries(
        self, old: list[LlamaRow], admitted: list[LlamaRow], drafts: list[list[int]]
    ) -> list[tuple[int, int, int, bool]]:
        """The step's batch: each live row's next token and its draft, then the prompt
        remainders of the rows joining (logits for a row's every token it chooses after)."""
        entries: list[tuple[int, int, int, bool]] = []
        for row, draft in zip(old, drafts):
            pos = len(row.tokens)
            entries.append((row.next_token, row.seq, pos, True))  # type: ignore[arg-type]
            entries += [(t, row.seq, pos + 1 + j, True) for j, t in enumerate(draft)]
        for row in admitted:
            rest = row.prompt[row.reused :]
            entries += [(t, row.seq, row.reused + i, i == len(rest) - 1) for i, t in enumerate(rest)]
        return entries

    def _decode(self, entries: list[tuple[int, int, int, bool]]) -> list[np.ndarray]:
        """Run ``(token, seq, pos, wants_logits)`` entries through the model, in calls of at most
        ``_BATCH`` tokens; returns the logits of each entry that wants them, in order. Those of
        the last call are read in place, with no copy (a row of the whole vocabulary each): they
        hold until the next ``llama_decode``, so a step reads them before it decodes again;
        those of earlier calls are copied."""
        out: list[np.ndarray] = []
        batch = self.batch
        token, pos, seq_ids, logits = self._batch_arrays
        for first in range(0, len(entries), _BATCH):
            chunk = entries[first : first + _BATCH]
            outputs = []
            for i, (tok, seq, p, wants) in enumerate(chunk):
                token[i] = tok
                pos[i] = p
                seq_ids[i][0] = seq
                logits[i] = wants
                if wants:
                    outputs.append(i)
            batch.n_tokens = len(chunk)
            status = self.lib.llama_decode(self.ctx, batch)
            while status == 1 and self._donors.evict():  # no room in the KV cache: free donors, retry
                status = self.lib.llama_decode(self.ctx, batch)
            if status == 1:
                raise BackendError(
                    f"the local model's context of {self.n_ctx} tokens is full (fewer branches or lower max tokens)"
                )
            if status != 0:
                raise BackendError(f"llama_decode failed (status {status})")
            self.forward_passes += 1
            last = first + _BATCH >= len(entries)
            for i in outputs:
                row = self._logits_row(self.lib.llama_get_logits_ith(self.ctx, i))
                out.append(row if last else row.copy())
        return out

    def _logits_row(self, pointer: Any) -> np.ndarray:
        """The ``n_vocab`` floats at ``pointer`` (a ``float *`` from llama.cpp) as an array over
        that memory (no copy)."""
        address = ctypes.cast(pointer, ctypes.c_void_p).value
        if not address:
            raise BackendError("llama.cpp returned no logits")
        return np.frombuffer(self._logits_type.from_address(address), dtype=np.float32)
