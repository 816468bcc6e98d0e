"""A KV cache with one row per branch, each row its own length.

Storage per layer is ``(rows, kv_heads, capacity, head_dim)``; row ``i`` holds its
tokens in columns ``[0, length_i)``. A forward pass runs over a contiguous range of
rows with ``K`` new query tokens each, left-padded: row ``i``'s real tokens are the last
``k_i`` queries and are written at columns ``length_i ...``; pad queries write beyond
the row's length, where nothing reads them. The caller passes a 4D mask in which each
query sees exactly the columns ``<=`` its own position, so rows of any lengths share
one pass and give the same result as alone.

:class:`RowCache` adapts a pass to transformers' ``Cache`` interface (the model calls
``update`` once per layer).
"""

from __future__ import annotations

from dataclasses import dataclass

from sot.local_backend._torch import torch  # (first: transformers imports torch)

# isort: split
from transformers.cache_utils import Cache, CacheLayerMixin

__all__ = ["Donor", "KVStore", "RowCache"]


@dataclass(eq=False)
class Donor:
    """A detached copy of one row's KV (per layer ``(kv_heads, n, head_dim)``), kept for reuse."""

    tokens: list[int]
    keys: list[torch.Tensor]
    values: list[torch.Tensor]


class KVStore:
    """Per-layer K/V tensors for a batch of rows that grow independently."""

    def __init__(
        self, num_layers: int, kv_heads: int, head_dim: int, *, device: torch.device, dtype: torch.dtype
    ) -> None:
        self.num_layers, self.kv_heads, self.head_dim = num_layers, kv_heads, head_dim
        self.device, self.dtype = device, dtype
        self.keys: list[torch.Tensor] = []
        self.values: list[torch.Tensor] = []
        self.lengths: list[int] = []  # per row
        self._alloc(0, 0, 4, 256)

    # ------------------------------------------------------------------ capacity

    @property
    def rows(self) -> int:
        return len(self.lengths)

    @property
    def row_capacity(self) -> int:
        return self.keys[0].shape[0]

    @property
    def column_capacity(self) -> int:
        return self.keys[0].shape[2]

    def _alloc(self, keep_rows: int, keep_cols: int, rows: int, cols: int) -> None:
        shape = (rows, self.kv_heads, cols, self.head_dim)
        new_k = [torch.zeros(shape, device=self.device, dtype=self.dtype) for _ in range(self.num_layers)]
        new_v = [torch.zeros(shape, device=self.device, dtype=self.dtype) for _ in range(self.num_layers)]
        if keep_rows and keep_cols:
            for layer in range(self.num_layers):
                new_k[layer][:keep_rows, :, :keep_cols] = self.keys[layer][:keep_rows, :, :keep_cols]
                new_v[layer][:keep_rows, :, :keep_cols] = self.values[layer][:keep_rows, :, :keep_cols]
        self.keys, self.values = new_k, new_v

    def reserve(self, rows: int, cols: int) -> None:
        """Make room for ``rows`` rows of ``cols`` columns (grows geometrically)."""
        if rows <= self.row_capacity and cols <= self.column_capacity:
            return
        new_rows = max(rows, self.row_capacity if rows <= self.row_capacity else 2 * self.row_capacity)
        new_cols = max(cols, self.column_capacity if cols <= self.column_capacity else 2 * self.column_capacity)
        used = max(self.lengths, default=0)
        self._alloc(self.rows, used, new_rows, new_cols)

    # ------------------------------------------------------------------ rows

    def add_row(self) -> int:
        """A new empty row at the end; returns its index."""
        self.reserve(self.rows + 1, self.column_capacity)
        self.lengths.append(0)
        return self.rows - 1

    def copy_prefix(self, row: int, source: int | Donor, n: int) -> None:
        """Fill ``row``'s first ``n`` columns from another row or a donor."""
        self.reserve(self.rows, n)
        for layer in range(self.num_layers):
            if isinstance(source, Donor):
                src_k, src_v = source.keys[layer][:, :n], source.values[layer][:, :n]
            else:
                src_k, src_v = self.keys[layer][source, :, :n], self.values[layer][source, :, :n]
            self.keys[layer][row, :, :n] = src_k
            self.values[layer][row, :, :n] = src_v
        self.lengths[row] = n

    def detach(self, row: int, tokens: list[int]) -> Donor:
        """Clone ``row``'s KV (its first ``len(tokens)`` columns) into a :class:`Donor`."""
        n = len(tokens)
        return Donor(
            list(tokens),
            [self.keys[layer][row, :, :n].clone() for layer in range(self.num_layers)],
            [self.values[layer][row, :, :n].clone() for layer in range(self.num_layers)],
        )

    def remove_row(self, row: int) -> int | None:
        """Drop ``row``; the last row moves into its place. Returns the moved row's old index."""
        last = self.rows - 1
        moved = None
        if row != last:
            n = self.lengths[last]
            for layer in range(self.num_layers):
                self.keys[layer][row, :, :n] = self.keys[layer][last, :, :n]
                self.values[layer][row, :, :n] = self.values[layer][last, :, :n]
            self.lengths[row] = n
            moved = last
        self.lengths.pop()
        return moved

    def clear(self) -> None:
        self.lengths.clear()

    def free(self) -> None:
        """Release the storage (a later row re-allocates it)."""
        self.lengths.clear()
        self._alloc(0, 0, 1, 1)


class _RowLayer(CacheLayerMixin):
    """One layer of a :class:`RowCache`: writes the new K/V at each row's own columns."""

    is_sliding = False

    def __init__(self, cache: RowCache, layer: int) -> None:
        super().__init__()
        self.cache, self.layer = cache, layer
        self.is_initialized = True

    def lazy_initialization(self, key_states: torch.Tensor, value_states: torch.Tensor) -> None:  # pragma: no cover
        return None

    def update(self, key_states: torch.Tensor, value_states: torch.Tensor, *args, **kwargs):
        return self.cache.write(self.layer, key_states, value_states)

    def get_mask_sizes(self, query_length: int) -> tuple[int, int]:
        return self.cache.view_len, 0

    def get_seq_length(self) -> int:
        return self.cache.view_len

    def get_max_length(self) -> int:
        return -1


class RowCache(Cache):
    """The ``Cache`` the model sees during one pass over rows ``[start, stop)`` of a :class:`KVStore`.

    ``write_cols`` is ``(rows, K)``: the column each query token's K/V goes to;
    ``view_len`` is how many columns the attention reads.
    """

    def __init__(self, store: KVStore, start: int, stop: int, write_cols: torch.Tensor, view_len: int) -> None:
        super().__init__(layers=[_RowLayer(self, i) for i in range(store.num_layers)])
        self.store, self.start, self.stop, self.view_len = store, start, stop, view_len
        heads, dim = store.kv_heads, store.head_dim
        rows, k = write_cols.shape
        self.index = write_cols.view(rows, 1, k, 1).expand(rows, heads, k, dim)

    def write(
        self, layer: int, key_states: torch.Tensor, value_states: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        keys = self.store.keys[layer][self.start : self.stop]
        values = self.store.values[layer][self.start : self.stop]
        keys.scatter_(2, self.index, key_states.to(keys.dtype))
        values.scatter_(2, self.index, value_states.to(values.dtype))
        return keys[:, :, : self.view_len], values[:, :, : self.view_len]
