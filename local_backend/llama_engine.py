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

    engine = LlamaEngine("/models/model.gguf")
    rid = engine.submit(engine.encode_chat(messages), SamplingParams(max_tokens=64))
    while engine.has_work():
        for event in engine.step(): ...
"""

from __future__ import annotations

import atexit
import codecs
import ctypes
import dataclasses
import os
import statistics
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from sot.errors import BackendError, ConfigError, install_hint
from sot.local_backend import drafting
from sot.local_backend.contract import EngineEvent
from sot.local_backend.drafting import CostTable, Gain, NgramIndex, RowDraft
from sot.local_backend.prefix import MIN_DONOR, MIN_SHARED, PrefixCache, group_prefix
from sot.local_backend.rows import Row, RowQueue
from sot.local_backend.threads import ThreadController

__all__ = ["DEFAULT_DRAFT", "FLASH_ATTN", "NO_GPU_BUILD", "LlamaEngine", "default_threads", "gpu_backend"]

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

#: drafting by default: none. Measured on a 2-core CPU with the embedded model (benchmarks/draft.py),
#: "auto" answered copy-heavy requests at 0.98x and general ones at 0.96x the undrafted speed
#: (a verify step of 9 tokens costs ~4.8 steps of one there); "auto" is the choice where a
#: verify step costs little more than one token (a GPU), measured by the engine itself
DEFAULT_DRAFT = "off"
#: the step sizes (tokens in one sequence) whose cost over a one-token step drafting measures,
#: the context they follow, and how many rounds (the median ratio counts)
_COST_SIZES = (2, 4, 9)
_COST_CONTEXT = 96
_COST_ROUNDS = 3

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


def extra_buffers_safe() -> bool:
    """Whether llama.cpp may repack weights into its extra CPU buffer types. Not where its build
    has AMX kernels and the CPU advertises AMX under a hypervisor: some (Firecracker) grant the
    tile permission yet fault on the AMX kernels of the first multi-token batch (SIGILL, the
    whole process). The tests' llama-server runs with ``--no-repack`` for the same reason;
    repacking mostly speeds up the prompts of large models. Loads llama.cpp."""
    if "AMX_INT8 = 1" not in _llama().llama_print_system_info().decode("utf-8", "replace"):
        return True
    try:
        flags = next(
            (line.split() for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("flags")), []
        )
    except OSError:
        return True
    return not ("amx_tile" in flags and "hypervisor" in flags)


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


class _NoPartialRemoval(Exception):
    """The model's cache cannot drop the last positions of a sequence."""


@dataclass(eq=False)
class _Row(Row):
    seq: int = -1
    rng: np.random.Generator | None = None
    grammar: Any = None  # llama_sampler_p of the row's grammar
    draft: RowDraft | None = None  # its drafting state (None: the row never drafts)


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
        draft: str | None = None,
        draft_k: int | None = None,
    ) -> None:
        lib = self.lib = _llama()
        self.path = str(path)
        if flash_attn not in FLASH_ATTN:
            raise ConfigError(f"flash_attn must be one of {', '.join(FLASH_ATTN)}, not {flash_attn!r}")
        draft = DEFAULT_DRAFT if draft is None else draft.strip().lower()
        if draft not in drafting.MODES:
            raise ConfigError(f"draft must be one of {', '.join(drafting.MODES)}, not {draft!r}")
        if draft_k is not None and draft_k < 1:
            raise ConfigError(f"draft_k must be a positive number of tokens, not {draft_k}")
        self.draft_mode = draft
        self.draft_k = draft_k or drafting.DEFAULT_K
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
        # the batch's arrays, looked up once (each attribute read of a ctypes pointer field makes
        # a new pointer object); every entry is in one sequence, so n_seq_id is set once here
        batch = self.batch
        self._batch_arrays = (batch.token, batch.pos, [batch.seq_id[i] for i in range(_BATCH)], batch.logits)
        for i in range(_BATCH):
            batch.n_seq_id[i] = 1
        # a row of logits as llama.cpp holds it (see _logits_row)
        self._logits_type = ctypes.c_float * self.n_vocab
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
        self.drafted_tokens = 0  # draft tokens fed, drafted tokens the rows chose, steps with drafts
        self.accepted_tokens = 0
        self.draft_steps = 0
        self.draft_gain = Gain()  # what drafting gave the decode steps of rows that may draft
        self.draft_cost: CostTable | None = None  # measured at the first draft "auto" weighs
        self._draft_costs: dict[int, CostTable | None] = {}  # by thread count
        self._draft_unsupported = False

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
            "draft": self.draft_info(),
        }

    def draft_info(self) -> dict[str, Any]:
        """Drafting on this engine: the mode, the most tokens a row drafts in a step, and since
        the engine loaded the tokens drafted, the drafted tokens the rows chose (``accepted``)
        and the row-steps that carried a draft; ``cost``: a step of n tokens over a step of one,
        as measured here (once a row could draft); ``gain``: the measured speed-up of a drafting
        row's decoding (:class:`~sot.local_backend.drafting.Gain`, once enough steps ran)."""
        info: dict[str, Any] = {
            "mode": "off" if self._draft_unsupported else self.draft_mode,
            "k": self.draft_k,
            "drafted": self.drafted_tokens,
            "accepted": self.accepted_tokens,
            "steps": self.draft_steps,
        }
        if self.draft_cost is not None:
            info["cost"] = self.draft_cost.as_dict()
        gain = self.draft_gain.factor()
        if gain is not None:
            info["gain"] = round(gain, 3)
        return info

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
            if self.draft_mode != "off" and row.params.draft and row.grammar is None and not self._draft_unsupported:
                row.draft = RowDraft(NgramIndex(row.prompt))
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
        self, old: list[_Row], admitted: list[_Row], drafts: list[list[int]]
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

    def _choose_run(self, row: _Row, logits: list[np.ndarray], draft: list[int]) -> EngineEvent | None:
        """Choose ``row``'s tokens from the logits of its fed token and of each drafted one, in
        order, as the row would one step at a time: a drafted position is kept while the row
        chooses its draft token, and the row stops where it would (end of text, stop string,
        loop, limit). The drafted positions it did not keep leave its sequence. ``row.tokens``
        holds the tokens up to the first logits' position. One event for the whole run."""
        first = len(row.tokens)  # the position after the first logits' token
        state = row.draft
        texts: list[str] = []
        last: EngineEvent | None = None
        accepted = examined = 0
        for i, row_logits in enumerate(logits):
            if i:
                row.tokens.append(draft[i - 1])  # the drafted token the row chose: its KV is kept
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
            if state is not None:
                state.index.append(bounded)
                if not draft:
                    state.observe(bounded)
            if event is not None:
                texts.append(event.text)
                last = event
            hit = i < len(draft) and bounded == draft[i]
            if i < len(draft):
                examined += 1
                accepted += hit
            if row.done or not hit:
                break
        if draft:
            assert state is not None
            kept = len(row.tokens) - first  # drafted positions kept
            if kept < len(draft):
                self.lib.llama_memory_seq_rm(self.memory, row.seq, first + kept, -1)
            state.acceptance.record(state.draft_n, accepted, examined)
            state.drafted += len(draft)
            state.accepted += accepted
            state.steps += 1
            self.drafted_tokens += len(draft)
            self.accepted_tokens += accepted
            self.draft_steps += 1
        if last is None:
            return None
        if state is not None:
            last = dataclasses.replace(last, drafted_tokens=state.drafted, accepted_tokens=state.accepted)
        return last if len(texts) == 1 else dataclasses.replace(last, text="".join(texts))

    # ------------------------------------------------------------------ drafting

    def _plan_drafts(self, old: list[_Row], base_tokens: int) -> list[list[int]]:
        """The draft each live row feeds this step (most rows: none). ``base_tokens``: the
        step's tokens without drafts."""
        drafts: list[list[int]] = [[] for _ in old]
        if self.draft_mode == "off" or self._draft_unsupported:
            return drafts
        proposals: list[tuple[int, int, list[int]]] = []  # (row index, matched n, tokens)
        for i, row in enumerate(old):
            if row.draft is None:
                continue
            # never past the row's token limit or its context: the run stops there anyway
            most = min(
                self.draft_k,
                row.params.max_tokens - len(row.generated) - 1,
                self.max_positions - len(row.tokens) - 3,
            )
            if most <= 0:
                continue
            n, tokens = row.draft.index.propose(most)
            if tokens:
                proposals.append((i, n, tokens))
        if not proposals:
            return drafts
        if self.draft_mode == "ngram":
            lengths = [len(tokens) for _, _, tokens in proposals]
        else:
            cost = self._draft_cost()
            if cost is None:
                return drafts
            candidates = [(old[i].draft.acceptance.rates(n), len(tokens)) for i, n, tokens in proposals]  # type: ignore[union-attr]
            lengths = drafting.plan(candidates, base_tokens, len(old), cost)
        for (i, n, tokens), k in zip(proposals, lengths):
            state = old[i].draft
            assert state is not None
            if k:
                state.drop_shadow()
                state.draft_n = n
                drafts[i] = tokens[:k]
            elif state.shadow is None:  # not worth feeding: see whether it would have been chosen
                state.shadow, state.shadow_hits = (n, tokens), 0
        return drafts

    def _draft_cost(self) -> CostTable | None:
        """What a step of n tokens costs here over a step of one, at the current thread count
        (measured on first use for each count the thread controller runs at)."""
        if self._draft_unsupported:
            return None
        threads = self.thread_control.current
        if threads not in self._draft_costs:
            self._draft_costs[threads] = self._kept_draft_cost(threads)
        cost = self.draft_cost = self._draft_costs[threads]
        return cost

    def forget_prefixes(self) -> None:
        """Drop every prompt prefix kept for reuse (finished rows' caches), so the next request
        computes its whole prompt as on a fresh engine: for measurements that compare asks."""
        with self._step_lock:
            self._retire(set())
            self._donors.clear()

    def measure_draft_cost(self) -> dict[int, float] | None:
        """Measure what a verify step costs here now, at the current thread count, and keep it
        (``sot calibrate``): ``{n: a step of n tokens over a step of one}``; ``None`` where the
        model cannot draft."""
        with self._step_lock:
            threads = self.thread_control.current
            cost = self._draft_costs[threads] = self._kept_draft_cost(threads, fresh=True)
            return None if cost is None else cost.as_dict()

    def _kept_draft_cost(self, threads: int, *, fresh: bool = False) -> CostTable | None:
        """The cost table kept on this machine for this model at ``threads`` threads (see
        :mod:`~sot.local_backend.speed`), else (or with ``fresh``) measured now and kept, unless
        the CPU was busy meanwhile (as for the speed calibration: then it serves this engine only)."""
        from sot.local_backend import speed

        key = speed.draft_cost_key(self.path, self.describe(), threads)
        kept = None if fresh else speed.read_draft_cost(key)
        if kept is not None:
            return CostTable(kept)
        wall, cpu = time.monotonic(), time.process_time()
        cost = self._measure_draft_cost()
        wall, cpu = time.monotonic() - wall, time.process_time() - cpu
        share = speed.cpu_share(wall, cpu, threads) if self.gpu_layers <= 0 else None
        if cost is not None and not (share is not None and share < speed.BUSY_SHARE):
            speed.write_draft_cost(key, cost.as_dict())
        return cost

    def _measure_draft_cost(self) -> CostTable | None:
        """Time decode steps of one sequence (logits for each token, as a verify step asks)
        after a short context, on a scratch sequence: in each of ``_COST_ROUNDS`` rounds a step
        of one token and then one of each size in ``_COST_SIZES``, each right after a one-token
        step; a size's cost is the median over the rounds of its time over that one-token
        step's, so a load that comes and goes weighs on both sides of each ratio. A model whose
        cache cannot drop the last positions of a sequence (a recurrent one) cannot draft: ``None``."""
        text = (
            "Drafting is measured once per model: a step that verifies several tokens of one row "
            "costs more than a step of one token, and less than that many steps. "
        )
        ids = (self.tokenize(text) * (_COST_CONTEXT // 8 + 1))[: _COST_CONTEXT + max(_COST_SIZES)]
        seq = self._take_seq()
        ratios: dict[int, list[float]] = {n: [] for n in _COST_SIZES}
        passes = self.forward_passes  # (the measurement is no generation's work)

        def timed(n: int) -> float:
            batch = [(ids[_COST_CONTEXT + i], seq, _COST_CONTEXT + i, True) for i in range(n)]
            started = time.perf_counter()
            self._decode(batch)
            seconds = time.perf_counter() - started
            if not self.lib.llama_memory_seq_rm(self.memory, seq, _COST_CONTEXT, -1):
                raise _NoPartialRemoval
            return seconds

        try:
            self._decode([(t, seq, i, False) for i, t in enumerate(ids[:_COST_CONTEXT])])
            for n in _COST_SIZES:  # warm up, untimed
                timed(n)
            for _ in range(_COST_ROUNDS):
                for n in _COST_SIZES:
                    one = timed(1)
                    ratios[n].append(timed(n) / one)
        except _NoPartialRemoval:
            self._draft_unsupported = True
            for row in self._rows:
                row.draft = None
            return None
        finally:
            self._free_seq(seq)
            self.forward_passes = passes
        return CostTable({1: 1.0, **{n: statistics.median(r) for n, r in ratios.items()}})

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
        return drafting.choose(logits, row.params.temperature, row.params.top_p, row.rng, None)[0]

    def _newline_ids(self) -> tuple[frozenset[int], int]:
        """The ids whose text holds a newline, and the id of ``"\\n"`` itself (computed once)."""
        if self._newlines is None:
            ids = frozenset(i for i in range(self.n_vocab) if b"\n" in self.piece(i))
            newline = next((i for i in reversed(self.tokenize("\n")) if i in ids), None)
            if newline is None:
                raise BackendError("the tokenizer has no newline token: line_max_tokens cannot be used")
            self._newlines = (ids, newline)
        return self._newlines
