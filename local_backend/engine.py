"""The branch engine: many generations in one batch, one forward pass per step.

Requests join the running batch at step boundaries (continuous batching). A new
request whose prompt starts with tokens already in the cache -- a live row, a finished
row kept as a donor, or the common prefix of requests admitted together -- copies that
KV instead of recomputing it: a group of SoT branches prefills its shared prefix once,
and a PASTA fork (the main row's prompt + its text so far + a continuation) reuses the
main row's KV up to the fork point. The remaining prompt tokens of the new rows are
prefilled together (ragged), then every live row decodes in lockstep; each row stops on
its own (EOS, stop string, max tokens) and leaves the batch.

The engine is synchronous and owned by one thread at a time (:meth:`step` holds a
lock); :meth:`submit` and :meth:`cancel` may be called from any thread.

    engine = BranchEngine(loaded.model, loaded.tokenizer)
    rid = engine.submit(engine.encode_chat(messages), SamplingParams(max_tokens=64))
    while engine.has_work():
        for event in engine.step(): ...
"""

from __future__ import annotations

import contextlib
import inspect
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sot.errors import BackendError
from sot.local_backend._torch import torch
from sot.local_backend.contract import EngineEvent, SamplingParams
from sot.local_backend.detok import IncrementalDecoder
from sot.local_backend.kvcache import Donor, KVStore, RowCache
from sot.local_backend.prefix import MIN_DONOR, MIN_SHARED, PrefixCache, group_prefix
from sot.local_backend.rows import Row, RowQueue

__all__ = ["BranchEngine", "EngineEvent", "SamplingParams"]

_PREFILL_CHUNK = 512  # query tokens per row per prefill pass
_END_TOKENS = ("<|im_end|>", "<|eot_id|>", "<|end|>", "<end_of_turn>", "<|endoftext|>", "</s>")


@dataclass(eq=False)
class _Row(Row):
    generator: torch.Generator | None = None


class BranchEngine(RowQueue["_Row"]):
    """Batched generation over a causal LM with a per-row KV cache (see module doc)."""

    row_type = _Row

    def __init__(
        self,
        model: Any,
        tokenizer: Any,
        *,
        max_rows: int = 32,
        donor_bytes: int = 256 << 20,
    ) -> None:
        self.model, self.tokenizer = model, tokenizer
        config = model.config.get_text_config() if hasattr(model.config, "get_text_config") else model.config
        if any(t != "full_attention" for t in (getattr(config, "layer_types", None) or ())):
            raise BackendError(f"{config.model_type}: sliding-window or linear attention layers are not supported")
        self.device = next(model.parameters()).device
        self.dtype = next(p for p in model.parameters() if p.is_floating_point()).dtype
        if self.dtype not in (torch.float32, torch.bfloat16, torch.float16):
            self.dtype = torch.float32
        head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
        kv_heads = getattr(config, "num_key_value_heads", None) or config.num_attention_heads
        self.max_positions = int(getattr(config, "max_position_embeddings", 0) or 1 << 20)
        self._init_queue(max_rows)
        with torch.inference_mode():
            self.store = KVStore(config.num_hidden_layers, kv_heads, head_dim, device=self.device, dtype=self.dtype)
        self.bytes_per_token = 2 * config.num_hidden_layers * kv_heads * head_dim * self.store.keys[0].element_size()
        self.donor_bytes = donor_bytes
        # transformers 5.24 renamed forward's past_key_values to cache (the old name warns)
        forward = inspect.signature(type(model).forward).parameters
        self._cache_argument = "cache" if "cache" in forward else "past_key_values"
        self.eos_ids = self._eos_ids(model, tokenizer)
        self.pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else min(self.eos_ids, default=0)
        # finished rows' and group prefixes' KV copies kept for reuse, within donor_bytes
        self._donors: PrefixCache[Donor] = PrefixCache(
            lambda donor: None, max_tokens=donor_bytes // max(1, self.bytes_per_token)
        )
        self._newlines: tuple[frozenset[int], int] | None = None  # ids holding a newline, and "\n"
        self.forward_passes = 0  # counters, for tests and benchmarks
        self.reused_tokens = 0
        self.prompt_tokens_computed = 0

    # ------------------------------------------------------------------ public API

    @staticmethod
    def _eos_ids(model: Any, tokenizer: Any) -> frozenset[int]:
        ids: set[int] = set()
        for source in (model.config, getattr(model, "generation_config", None)):
            value = getattr(source, "eos_token_id", None)
            ids.update([value] if isinstance(value, int) else (value or []))
        if tokenizer.eos_token_id is not None:
            ids.add(tokenizer.eos_token_id)
        vocab = tokenizer.get_vocab()
        ids.update(vocab[t] for t in _END_TOKENS if t in vocab and t in tokenizer.all_special_tokens)
        return frozenset(ids)

    def encode_chat(self, messages: Sequence[Any]) -> list[int]:
        """Prompt ids for ``messages`` (objects with ``role``/``content`` or dicts); a final
        assistant message is a prefill the model continues (no end-of-turn after it)."""
        msgs = [m if isinstance(m, dict) else {"role": m.role, "content": m.content} for m in messages]
        prefill = msgs.pop()["content"] if msgs and msgs[-1]["role"] == "assistant" else ""
        try:
            text = self.tokenizer.apply_chat_template(msgs, add_generation_prompt=True, tokenize=False)
        except Exception as exc:  # jinja2 errors from the model's own template
            raise BackendError(f"the model's chat template failed: {exc}") from exc
        return list(self.tokenizer(text + prefill, add_special_tokens=False)["input_ids"])

    def is_eog(self, token: int) -> bool:
        return token in self.eos_ids

    def tokenize(self, text: str) -> list[int]:
        return list(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def count_tokens(self, text: str) -> int:
        return len(self.tokenize(text))

    def describe(self) -> dict[str, Any]:
        return {"engine": "torch", "device": str(self.device), "dtype": str(self.dtype).removeprefix("torch.")}

    def _step_context(self) -> Any:
        if self.device.type != "cuda":
            return torch.inference_mode()
        # not cuDNN's attention: it plans anew for every new sequence length, which a decode
        # step always has (an H100 step of the default model took 56 ms with it, 21 without)
        from torch.nn.attention import SDPBackend, sdpa_kernel

        stack = contextlib.ExitStack()
        stack.enter_context(torch.inference_mode())
        stack.enter_context(sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION, SDPBackend.MATH]))
        return stack

    def _advance(self, new: list[_Row]) -> list[EngineEvent]:
        old = len(self._rows)
        events = self._admit(new) if new else []
        if old:
            events += self._decode(old)
        return events

    # ------------------------------------------------------------------ rows

    def _retire(self, cancelled: set[int]) -> None:
        """Drop finished and cancelled rows, keeping their caches as donors (a cancelled row's
        cache holds its tokens as well: a SoT plan closed once its list is whole is one)."""
        for slot in range(len(self._rows) - 1, -1, -1):
            row = self._rows[slot]
            if row.done or row.id in cancelled:
                if len(row.tokens) >= MIN_DONOR:
                    donor = self.store.detach(slot, row.tokens)
                    self._donors.keep(donor, donor.tokens)
                self.store.remove_row(slot)
                last = self._rows.pop()
                if slot < len(self._rows):
                    self._rows[slot] = last

    def _release(self, rows: list[_Row]) -> None:
        self.store.clear()

    def close(self) -> None:
        """Free the cache and drop the model; the engine is unusable afterwards."""
        with self._step_lock:
            self.fail_all(BackendError("the local model was closed"))
            self._donors.clear()
            self.store.free()
            self.model = None

    def _best_source(self, prompt: Sequence[int]) -> tuple[int | Donor | None, int]:
        """The live row (its slot) or donor sharing the longest prefix with ``prompt``, and that length."""
        return self._donors.best(prompt, ((slot, row.tokens) for slot, row in enumerate(self._rows)))

    def _new_slot(self, source: int | Donor | None, reuse: int) -> int:
        slot = self.store.add_row()
        if source is not None and reuse:
            self.store.copy_prefix(slot, source, reuse)
        return slot

    # ------------------------------------------------------------------ admission

    def _admit(self, new: list[_Row]) -> list[EngineEvent]:
        events: list[EngineEvent] = []
        ok: list[_Row] = []
        for row in new:
            if row.messages is not None:
                try:
                    row.prompt = self.encode_chat(row.messages)
                except BackendError as exc:
                    events.append(EngineEvent(row.id, error=exc))
                    continue
            if not row.prompt:
                events.append(EngineEvent(row.id, error=BackendError("empty prompt")))
            elif len(row.prompt) >= self.max_positions:
                events.append(
                    EngineEvent(
                        row.id,
                        error=BackendError(
                            f"prompt of {len(row.prompt)} tokens exceeds the model's context of {self.max_positions}"
                        ),
                    )
                )
            else:
                ok.append(row)
        if not ok:
            return events
        if len(ok) > 1:
            self._share_group_prefix(ok)
        plans = []
        for row in ok:
            source, n = self._best_source(row.prompt)
            plans.append((row, source, min(n, len(row.prompt) - 1)))
        # Longest remainder first, so the rows still prefilling are always a leading range.
        plans.sort(key=lambda p: len(p[0].prompt) - p[2], reverse=True)
        first = len(self._rows)
        for row, source, reuse in plans:
            self._new_slot(source, reuse)
            row.tokens, row.reused = row.prompt[:reuse], reuse
            self.reused_tokens += reuse
            self._init_row(row)
            self._rows.append(row)
        rows = [p[0] for p in plans]
        logits = self._prefill(first, [r.prompt[r.reused :] for r in rows])
        for row, tokens in zip(rows, [r.prompt[r.reused :] for r in rows]):
            row.tokens = row.tokens + tokens
        events += self._accept(rows, logits)
        return events

    def _share_group_prefix(self, rows: list[_Row]) -> None:
        """Prefill the prefix common to ``rows`` once and keep it as a donor."""
        shared = group_prefix([row.prompt for row in rows])
        source, have = self._best_source(shared)
        if len(shared) - have < MIN_SHARED:
            return
        slot = self._new_slot(source, have)
        self._prefill(slot, [shared[have:]])
        donor = self.store.detach(slot, shared)
        self._donors.keep(donor, donor.tokens)
        self.store.remove_row(slot)

    def _init_row(self, row: _Row) -> None:
        row.start(IncrementalDecoder(self.tokenizer, row.prompt))
        if row.params.temperature > 0:
            row.generator = torch.Generator(device=self.device)
            if row.params.seed is not None:
                row.generator.manual_seed(row.params.seed)
            else:
                row.generator.seed()

    # ------------------------------------------------------------------ forward passes

    def _forward(self, first: int, chunks: list[list[int]]) -> torch.Tensor:
        """One pass over rows ``first ...`` with ``chunks[i]`` new tokens for row ``first + i``;
        returns the logits after each row's last token, ``(rows, vocab)``."""
        rows, k = len(chunks), max(len(c) for c in chunks)
        lengths = torch.tensor(self.store.lengths[first : first + rows], dtype=torch.long)
        view_len = int(lengths.max()) + k
        self.store.reserve(first + rows, view_len)
        if k == 1:
            input_ids = torch.tensor([c[0] for c in chunks], dtype=torch.long).view(rows, 1)
            positions = lengths.view(rows, 1)
            write = positions
        else:
            input_ids = torch.full((rows, k), self.pad_id, dtype=torch.long)
            sizes = torch.tensor([len(c) for c in chunks], dtype=torch.long)
            cols = torch.arange(k).view(1, k)
            offset = cols - (k - sizes).view(rows, 1)  # index of each query within its row's real tokens
            real = offset >= 0
            positions = torch.where(real, lengths.view(rows, 1) + offset, torch.zeros_like(offset))
            # pad queries write past the row's real tokens, where nothing reads them
            write = torch.where(real, positions, lengths.view(rows, 1) + sizes.view(rows, 1) + cols)
            for i, chunk in enumerate(chunks):
                input_ids[i, k - len(chunk) :] = torch.tensor(chunk, dtype=torch.long)
        positions, write = positions.to(self.device), write.to(self.device)
        visible = torch.arange(view_len, device=self.device).view(1, 1, view_len) <= positions.view(rows, k, 1)
        mask = torch.zeros((rows, 1, k, view_len), dtype=self.dtype, device=self.device)
        mask.masked_fill_(~visible.unsqueeze(1), torch.finfo(self.dtype).min)
        cache = RowCache(self.store, first, first + rows, write, view_len)
        out = self.model(
            input_ids=input_ids.to(self.device),
            attention_mask=mask,
            position_ids=positions,
            use_cache=True,
            logits_to_keep=1,
            **{self._cache_argument: cache},
        )
        self.forward_passes += 1
        for i, chunk in enumerate(chunks):
            self.store.lengths[first + i] += len(chunk)
        return out.logits[:, -1, :]

    def _prefill(self, first: int, remainders: list[list[int]]) -> torch.Tensor:
        """Feed each row its remaining prompt tokens (rows sorted longest first), in chunks."""
        out: list[torch.Tensor | None] = [None] * len(remainders)
        self.prompt_tokens_computed += sum(len(r) for r in remainders)
        done = 0
        while done < max(len(r) for r in remainders):
            active = [r[done : done + _PREFILL_CHUNK] for r in remainders if len(r) > done]
            logits = self._forward(first, active)
            for i, chunk in enumerate(active):
                if done + len(chunk) == len(remainders[i]):
                    out[i] = logits[i]
            done += _PREFILL_CHUNK
        return torch.stack([t for t in out if t is not None])

    def _decode(self, count: int) -> list[EngineEvent]:
        rows = self._rows[:count]
        logits = self._forward(0, [[r.next_token] for r in rows])  # type: ignore[list-item]
        for row in rows:
            row.tokens.append(row.next_token)  # type: ignore[arg-type]
        return self._accept(rows, logits)

    # ------------------------------------------------------------------ sampling and stopping

    def _sample(self, rows: list[_Row], logits: torch.Tensor) -> list[int]:
        choice = logits.argmax(dim=-1).tolist()
        for i, row in enumerate(rows):
            if row.params.temperature > 0:
                probs = torch.softmax(logits[i].float() / row.params.temperature, dim=-1)
                top_p = row.params.top_p
                if top_p is not None and top_p < 1.0:  # the nucleus: the fewest likeliest tokens reaching top_p
                    ranked, order = torch.sort(probs, descending=True, stable=True)
                    ranked[torch.cumsum(ranked, dim=-1) - ranked >= top_p] = 0.0
                    probs = torch.zeros_like(probs).scatter(-1, order, ranked)
                choice[i] = int(torch.multinomial(probs, 1, generator=row.generator))
        return choice

    def _newline_ids(self) -> tuple[frozenset[int], int]:
        """The ids whose text holds a newline, and the id of ``"\\n"`` itself (computed once)."""
        if self._newlines is None:
            vocab = len(self.tokenizer)
            texts = self.tokenizer.batch_decode([[i] for i in range(vocab)], skip_special_tokens=False)
            ids = frozenset(i for i, text in enumerate(texts) if "\n" in text)
            encoded = self.tokenizer("\n", add_special_tokens=False)["input_ids"]
            newline = next((i for i in reversed(encoded) if i in ids), None)
            if newline is None:
                raise BackendError("the tokenizer has no newline token: line_max_tokens cannot be used")
            self._newlines = (ids, newline)
        return self._newlines

    def _accept(self, rows: list[_Row], logits: torch.Tensor) -> list[EngineEvent]:
        events = []
        for row, token in zip(rows, self._sample(rows, logits)):
            eos = token in self.eos_ids
            token = row.bound_line(token, eos, self._newline_ids)
            event = row.accept(token, is_eos=eos, context_full=len(row.tokens) + 1 >= self.max_positions)
            if event is not None:
                events.append(event)
        return events
