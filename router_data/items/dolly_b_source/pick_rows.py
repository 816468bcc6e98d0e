"""Pick the Dolly rows of `dolly_b.jsonl` (run once; kept to show how the rows were chosen).

The same procedure as `dolly_source/pick_rows.py` (whose filter, composition and constants are
imported, not copied), on 22 new windows of 16,000 characters of `databricks-dolly-15k.jsonl`
(the copy in yogarajjsoshua/FlaskApplication at 4c2abb4c0fcd0bae0398a89bd4d1e986064ccdcf,
13,216,783 characters), read with the search index's `read_file` at offsets
450,000 + k * 600,000 (k = 0..21), with seed 20261205. WINDOWS_DIR holds one file per window,
`w<offset>.json`, the window's text as a JSON string literal. A line cut at a window's edge is
dropped. Requests already in any `router_data/items/*.jsonl` (`dolly_b.jsonl` itself aside) or
`benchmarks/data/items_real/dev*.jsonl` file are removed. Writes
`dolly_b_source/databricks-dolly-15k.jsonl`, `selection.tsv` and `windows.tsv`.

    python router_data/items/dolly_b_source/pick_rows.py WINDOWS_DIR
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("dolly_pick", HERE.parent / "dolly_source" / "pick_rows.py")
A = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(A)

SEED = 20261205
OFFSETS = [450_000 + k * 600_000 for k in range(22)]
FILE_CHARS = 13_216_783
OFFSETS = [o for o in OFFSETS if o + A.WINDOW <= FILE_CHARS]  # windows past the end dropped (none)
OTHER = sorted(
    [0, 300_000, 600_000] + [1_200_000 + k * 600_000 for k in range(20) if k != 5]
)  # PUBLIC.md: 0, 0.3M, 0.6M, 1.2M, ..., 3.6M, 4.8M, ..., 12.6M
OTHER += A.OFFSETS  # DOLLY.md: 150,000 + k * 600,000


def check_windows() -> None:
    for off in OFFSETS:
        for o in OTHER:
            assert off + A.WINDOW <= o or o + A.WINDOW <= off, (off, o)


if __name__ == "__main__":
    check_windows()
    A.pick(Path(sys.argv[1]), OFFSETS, SEED, HERE, "dolly_b.jsonl")
