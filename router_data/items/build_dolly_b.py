"""Build `dolly_b.jsonl`: a second, held-out set of hand-labelled Dolly-15k prompts (never trained on).

The rows were picked from 22 new windows of 16,000 characters of `databricks-dolly-15k.jsonl`
by `dolly_b_source/pick_rows.py` (see `DOLLY_B.md`), by the procedure of `dolly.jsonl`. Reads
the verbatim rows in `dolly_b_source/databricks-dolly-15k.jsonl` and the hand labels in
`dolly_b_source/labels.tsv` with `build_chat.build` (it resolves every item with `build_chat.resolve`; ids `e001`...)
and writes `dolly_b.jsonl`. `--check` runs the current finder over the rows (`build_chat.check`) and
prints how far its answers are from the labels, overall and for each selection rule of
`dolly_b_source/selection.tsv`.

    python router_data/items/build_dolly_b.py [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_chat  # noqa: E402

if __name__ == "__main__":
    build_chat.main(HERE / "dolly_b_source", HERE / "dolly_b.jsonl", "e")
