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

    engine = LlamaEngine("/models/model.gguf")
    rid = engine.submit(engine.encode_chat(messages), SamplingParams(max_tokens=64))
    while engine.has_work():
        for event in engine.step(): ...
"""

from __future__ import annotations

import atexit
import codecs
import contextlib
import ctypes
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from sot.errors import BackendError, ConfigError, install_hint
from sot.local_backend.contract import EngineEvent
from sot.local_backend.prefix import MIN_DONOR, MIN_SHARED, PrefixCache, group_prefix
from sot.local_backend.rows import Row, RowQueue
from sot.local_backend.threads import ThreadController

__all__ = ["FLASH_ATTN", "NO_GPU_BUILD", "LlamaEngine", "default_threads", "gpu_backend"]

_BATCH = 2048  # tokens per llama_decode call (llama.cpp splits it into micro-batches)
_MAX_DONORS = 8  # finished rows (and group prefixes) whose KV is kept for reuse
_INSTALL_HINT = f"llama-cpp-python: {install_hint('local')}"

#: what a GPU asked of a CPU-only llama.cpp build is told
NO_GPU_BUILD = (
    "the installed llama.cpp was built without GPU support "
    "(reinstall llama-cpp-python with CMAKE_ARGS=-DGGML_CUDA=on; see 'On a GPU' in the README)"
)
_ALL_LAYERS = 2**31 - 1  # llama.cpp offloads min(n_gpu_layers, the model's layers)
#: ``flash_attn`` choices: llama.cpp decides per device (its default), always, never
FLASH_ATTN = {"auto": -1, "on": 1, "off": 0}

_TOKEN_DTYPE = np.dtype([("id", np.int32), ("logit", np.float32), ("p", np.float32)], align=True)


def default_threads() -> int:
    """``$SOT_THREADS``, else the physical cores this process may run on."""
    from sot.local_backend.loading import physical_cores

    value = os.environ.get("SOT_THREADS", "").strip()
    if value:
        try:
            threads = int(value)
        except ValueError:
            threads = 0
        if threads < 1:
            raise ConfigError(f"SOT_THREADS must be a positive integer, not {value!r}")
        return threads
    return physical_cores()


_LIB: Any = None
_LOG_CALLBACK: Any = None  # the ctypes callback llama.cpp logs through (alive while it may call it)
_LIB_LOCK = threading.Lock()


def _llama() -> Any:
    """``llama_cpp``, with the backend initialised once and its logging silenced."""
    global _LIB, _LOG_CALLBACK
    with _LIB_LOCK:
        if _LIB is None:
            try:
                with _llama_wait_policy():
                    import llama_cpp

                    llama_cpp.llama_backend_init()  # (loads the CPU backend and its OpenMP runtime)
            except ImportError as exc:
                raise ConfigError(f"the llama.cpp engine needs llama-cpp-python: {_INSTALL_HINT}") from exc
            callback = llama_cpp.llama_log_callback(lambda level, text, data: None)
            llama_cpp.llama_log_set(callback, ctypes.c_void_p(0))
            _LOG_CALLBACK = callback  # keep it alive as long as the library
            _close_devnull_at_exit()
            _LIB = llama_cpp
    return _LIB


def gpu_backend() -> str | None:
    """The GPU backend the installed llama.cpp offloads to (``"cuda"``, ``"metal"``, ``"vulkan"``...),
    or ``None`` for a CPU-only build. Loads llama.cpp."""
    lib = _llama()
    if not lib.llama_supports_gpu_offload():
        return None
    info = lib.llama_print_system_info().decode("utf-8", "replace")
    # "CUDA : ARCHS = 900 | ... | CPU : SSE3 = 1 | ...": the first backend that is not the CPU
    names = [part.split(" : ")[0].strip() for part in info.split("|") if " : " in part]
    return next((name.lower() for name in names if name and name.upper() != "CPU"), "gpu")


@contextlib.contextmanager
def _llama_wait_policy() -> Any:
    """Load llama.cpp's OpenMP runtime with its default wait policy (spin briefly, then sleep),
    unless the user chose one: this package asks torch's threads to sleep at once
    (``OMP_WAIT_POLICY=PASSIVE``), which costs llama.cpp a quarter of its decode speed on a
    quiet CPU, where its threads meet at a barrier hundreds of times per token. Contention is
    left to :class:`~sot.local_backend.threads.ThreadController`."""
    from sot.local_backend import USER_WAIT_POLICY

    ours = os.environ.get("OMP_WAIT_POLICY") if USER_WAIT_POLICY is None else None
    if ours is not None:
        del os.environ["OMP_WAIT_POLICY"]
    try:
        yield
    finally:
        if ours is not None:
            os.environ["OMP_WAIT_POLICY"] = ours


def _close_devnull_at_exit() -> None:
    """llama-cpp-python opens two /dev/null files at import and never closes them, so every
    process that imports it warns at exit (a ResourceWarning); close them at exit instead."""
    try:
        from llama_cpp import _utils
    except ImportError:
        return
    for name in ("outnull_file", "errnull_file"):
        handle = getattr(_utils, name, None)
        if handle is not None and hasattr(handle, "close"):
            atexit.register(handle.close)


class _PieceDecoder:
    """Text deltas from token pieces (bytes), holding back incomplete UTF-8 sequences."""

    def __init__(self, piece: Callable[[int], bytes]) -> None:
        self.piece = piece
        self.utf8 = codecs.getincrementaldecoder("utf-8")("replace")

    def push(self, token_id: int) -> str:
        return self.utf8.decode(self.piece(token_id))

    def flush(self) -> str:
        return self.utf8.decode(b"", final=True)


@dataclass(eq=False)
class _Row(Row):
    seq: int = -1
    rng: np.random.Generator | None = None
    grammar: Any = None  # llama_sampler_p of the row's grammar


class LlamaEngine(RowQueue["_Row"]):
    """Batched generation on llama.cpp with one sequence per row (see module doc)."""

    row_type = _Row

    def __init__(
        self,
        path: str,
        *,
        max_rows: int = 32,
        n_ctx: int | None = None,
        threads: int | None = None,
        gpu_layers: int | None = None,
        flash_attn: str = "auto",
        adapter: str | None = None,
    ) -> None:
        lib = self.lib = _llama()
        self.path = str(path)
        if flash_attn not in FLASH_ATTN:
            raise ConfigError(f"flash_attn must be one of {', '.join(FLASH_ATTN)}, not {flash_attn!r}")
        self.backend = gpu_backend()
        if gpu_layers is None:  # every layer where this llama.cpp can offload, else none
            gpu_layers = -1 if self.backend else 0
        if gpu_layers != 0 and self.backend is None:
            raise ConfigError(f"gpu_layers={gpu_layers}: {NO_GPU_BUILD}")
        mparams = lib.llama_model_default_params()
        mparams.n_gpu_layers = _ALL_LAYERS if gpu_layers < 0 else gpu_layers
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
        cparams.n_ctx = n_ctx or min(trained, 8192)
        cparams.n_batch = _BATCH
        cparams.n_ubatch = 512
        cparams.n_seq_max = max_rows + _MAX_DONORS + 1
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
        self.chat_template = self._meta_template()
        self.add_bos = bool(lib.llama_vocab_get_add_bos(self.vocab))
        self.bos_text = self._piece(lib.llama_vocab_bos(self.vocab), special=True).decode("utf-8", "replace")
        self.eos_text = self._piece(lib.llama_vocab_eos(self.vocab), special=True).decode("utf-8", "replace")
        self._pieces: dict[int, bytes] = {}
        self._eog: dict[int, bool] = {}
        self._newlines: tuple[frozenset[int], int] | None = None
        self._free_seqs = list(range(cparams.n_seq_max - 1, -1, -1))
        # finished rows' and group prefixes' sequences kept for reuse: seq -> tokens in its cells
        self._donors: PrefixCache[int] = PrefixCache(self._free_seq, max_donors=_MAX_DONORS)
        self._candidates = np.zeros(self.n_vocab, dtype=_TOKEN_DTYPE)
        self._candidates["id"] = np.arange(self.n_vocab, dtype=np.int32)
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

    # ------------------------------------------------------------------ sequences

    def _take_seq(self) -> int:
        if not self._free_seqs:
            self._donors.evict()
        return self._free_seqs.pop()

    def _free_seq(self, seq: int) -> None:
        self.lib.llama_memory_seq_rm(self.memory, seq, -1, -1)
        self._free_seqs.append(seq)

    def _drop_row(self, row: _Row) -> None:
        if row.seq >= 0:
            self._free_seq(row.seq)
            row.seq = -1
        if row.grammar is not None:
            self.lib.llama_sampler_free(row.grammar)
            row.grammar = None

    def _release(self, rows: list[_Row]) -> None:
        for row in rows:
            self._drop_row(row)

    def _retire(self, cancelled: set[int]) -> None:
        """Drop finished and cancelled rows, keeping their caches as donors (a cancelled row's
        cache holds its tokens as well: a SoT plan closed once its list is whole is one)."""
        keep = []
        for row in self._rows:
            if not (row.done or row.id in cancelled):
                keep.append(row)
                continue
            if len(row.tokens) >= MIN_DONOR and row.seq >= 0:
                seq, row.seq = row.seq, -1
                self._drop_row(row)
                self._donors.keep(seq, row.tokens)
            else:
                self._drop_row(row)
        self._rows = keep

    def _best_source(self, prompt: Sequence[int]) -> tuple[int, int]:
        """The sequence sharing the longest prefix with ``prompt`` (-1 for none), and that length."""
        seq, n = self._donors.best(prompt, ((row.seq, row.tokens) for row in self._rows))
        return (-1, 0) if seq is None else (seq, n)

    def _new_seq(self, prompt: Sequence[int], limit: int) -> tuple[int, int]:
        """A sequence holding the longest cached prefix of ``prompt`` (at most ``limit`` tokens)."""
        seq = self._take_seq()  # first: it may evict a donor
        source, n = self._best_source(prompt)
        n = min(n, limit)
        if source >= 0 and n > 0:
            self.lib.llama_memory_seq_cp(self.memory, source, seq, 0, n)
            self.reused_tokens += n
        else:
            n = 0
        return seq, n

    # ------------------------------------------------------------------ a step

    def _admit(self, new: list[_Row]) -> tuple[list[_Row], list[EngineEvent]]:
        """Encode and check the new rows, share their common prefix, give each its sequence."""
        events: list[EngineEvent] = []
        ok: list[_Row] = []
        for row in new:
            try:
                if row.messages is not None:
                    row.prompt = self.encode_chat(row.messages)
                if not row.prompt:
                    raise BackendError("empty prompt")
                if len(row.prompt) >= self.max_positions:
                    raise BackendError(
                        f"prompt of {len(row.prompt)} tokens exceeds the model's context of {self.max_positions}"
                    )
                if row.params.grammar:
                    row.grammar = self.lib.llama_sampler_init_grammar(self.vocab, row.params.grammar.encode(), b"root")
                    if not row.grammar:
                        raise BackendError("the generation's grammar is not valid GBNF")
            except BackendError as exc:
                events.append(EngineEvent(row.id, error=exc))
                continue
            ok.append(row)
        if len(ok) > 1:
            self._share_group_prefix(ok)
        for row in ok:
            row.seq, row.reused = self._new_seq(row.prompt, len(row.prompt) - 1)
            row.tokens = row.prompt[: row.reused]
            row.start(_PieceDecoder(self.piece))
            if row.params.temperature > 0:
                row.rng = np.random.default_rng(row.params.seed)
            self._rows.append(row)
        return ok, events

    def _share_group_prefix(self, rows: list[_Row]) -> None:
        """Prefill the prefix common to ``rows`` once, as its own sequence kept as a donor."""
        shared = group_prefix([row.prompt for row in rows])
        _, have = self._best_source(shared)
        if len(shared) - have < MIN_SHARED:
            return
        seq, have = self._new_seq(shared, len(shared))
        try:
            self._decode([(t, seq, have + i, False) for i, t in enumerate(shared[have:])])
        except BaseException:
            self._free_seq(seq)
            raise
        self.prompt_tokens_computed += len(shared) - have
        self._donors.keep(seq, shared)

    def _advance(self, new: list[_Row]) -> list[EngineEvent]:
        """One call: the next token of every live row plus the prompt remainders of ``new``."""
        old = [r for r in self._rows if r.next_token is not None]
        admitted, events = self._admit(new) if new else ([], [])
        if not old and not admitted:
            return events
        entries: list[tuple[int, int, int, bool]] = []
        owners: list[_Row] = []
        for row in old:
            entries.append((row.next_token, row.seq, len(row.tokens), True))  # type: ignore[arg-type]
            owners.append(row)
        for row in admitted:
            rest = row.prompt[row.reused :]
            entries += [(t, row.seq, row.reused + i, i == len(rest) - 1) for i, t in enumerate(rest)]
            owners.append(row)
            self.prompt_tokens_computed += len(rest)
        started = time.perf_counter()
        logits = self._decode(entries)
        if not admitted:  # a pure decode step: its time tells how the threads are doing
            threads = self.thread_control.current
            if self.thread_control.record(len(old), time.perf_counter() - started) != threads:
                self.lib.llama_set_n_threads(self.ctx, self.thread_control.current, self.thread_control.current)
        for row in old:
            row.tokens.append(row.next_token)  # type: ignore[arg-type]
        for row in admitted:
            row.tokens = list(row.prompt)
        for row, row_logits in zip(owners, logits):
            token = self._sample(row, row_logits)
            eos = self.is_eog(token)
            bounded = row.bound_line(token, eos, self._newline_ids)
            if row.grammar is not None and bounded != token and not self._grammar_allows(row, bounded):
                bounded = token
            if row.grammar is not None:
                self.lib.llama_sampler_accept(row.grammar, bounded)
            event = row.accept(
                bounded, is_eos=eos and bounded == token, context_full=len(row.tokens) + 1 >= self.max_positions
            )
            if event is not None:
                events.append(event)
        return events

    def _decode(self, entries: list[tuple[int, int, int, bool]]) -> list[np.ndarray]:
        """Run ``(token, seq, pos, wants_logits)`` entries through the model, in calls of at most
        ``_BATCH`` tokens; returns a copy of the logits of each entry that wants them, in order."""
        out: list[np.ndarray] = []
        batch = self.batch
        for first in range(0, len(entries), _BATCH):
            chunk = entries[first : first + _BATCH]
            outputs = []
            for i, (token, seq, pos, wants) in enumerate(chunk):
                batch.token[i] = token
                batch.pos[i] = pos
                batch.n_seq_id[i] = 1
                batch.seq_id[i][0] = seq
                batch.logits[i] = wants
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
            for i in outputs:
                pointer = self.lib.llama_get_logits_ith(self.ctx, i)
                out.append(np.ctypeslib.as_array(pointer, shape=(self.n_vocab,)).copy())
        return out

    # ------------------------------------------------------------------ sampling

    def _sample(self, row: _Row, logits: np.ndarray) -> int:
        token = self._choose(row, logits)
        if row.grammar is None or self._grammar_allows(row, token, float(logits[token])):
            return token
        cands = self._candidates
        cands["logit"] = logits
        cands["p"] = 0.0
        array = self.lib.llama_token_data_array(
            data=cands.ctypes.data_as(self.lib.llama_token_data_p), size=self.n_vocab, selected=-1, sorted=False
        )
        self.lib.llama_sampler_apply(row.grammar, ctypes.byref(array))
        masked = cands["logit"].copy()
        if not np.isfinite(masked).any():
            raise BackendError("the grammar admits no next token")
        return self._choose(row, masked)

    def _grammar_allows(self, row: _Row, token: int, logit: float = 0.0) -> bool:
        one = np.zeros(1, dtype=_TOKEN_DTYPE)
        one[0] = (token, logit, 0.0)
        array = self.lib.llama_token_data_array(
            data=one.ctypes.data_as(self.lib.llama_token_data_p), size=1, selected=-1, sorted=False
        )
        self.lib.llama_sampler_apply(row.grammar, ctypes.byref(array))
        return bool(np.isfinite(one[0]["logit"]))

    @staticmethod
    def _choose(row: _Row, logits: np.ndarray) -> int:
        if row.params.temperature <= 0 or row.rng is None:
            return int(np.argmax(logits))
        scaled = logits.astype(np.float64) / row.params.temperature
        scaled -= scaled[np.isfinite(scaled)].max()
        probs = np.exp(scaled)
        probs /= probs.sum()
        top_p = row.params.top_p
        if top_p is not None and top_p < 1.0:  # the nucleus: the fewest likeliest tokens reaching top_p
            order = np.argsort(-probs, kind="stable")
            keep = min(int(np.searchsorted(np.cumsum(probs[order]), top_p)) + 1, len(order))
            order = order[:keep]
            nucleus = probs[order] / probs[order].sum()
            return int(order[row.rng.choice(keep, p=nucleus)])
        return int(row.rng.choice(len(probs), p=probs))

    def _newline_ids(self) -> tuple[frozenset[int], int]:
        """The ids whose text holds a newline, and the id of ``"\\n"`` itself (computed once)."""
        if self._newlines is None:
            ids = frozenset(i for i in range(self.n_vocab) if b"\n" in self.piece(i))
            newline = next((i for i in reversed(self.tokenize("\n")) if i in ids), None)
            if newline is None:
                raise BackendError("the tokenizer has no newline token: line_max_tokens cannot be used")
            self._newlines = (ids, newline)
        return self._newlines
