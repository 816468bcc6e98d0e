"""Build `dolly.jsonl`: hand-labelled Databricks Dolly-15k prompts from fixed windows of the file.

The rows were picked from 22 windows of 16,000 characters of `databricks-dolly-15k.jsonl`
by `dolly_source/pick_rows.py` (see `DOLLY.md`). Reads the verbatim rows in
`dolly_source/databricks-dolly-15k.jsonl` and the hand labels in `dolly_source/labels.tsv`,
resolves every item to an exact substring of its request (in order) with `build_chat.resolve`,
and writes `dolly.jsonl` (ids `d001`...). `--check` also runs the current finder over the rows
(`build_chat.check`) and prints how far its answers are from the labels, and the same figures
for each selection rule of `dolly_source/selection.tsv`.

    python router_data/items/build_dolly.py [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_chat  # noqa: E402

if __name__ == "__main__":
    build_chat.main(HERE / "dolly_source", HERE / "dolly.jsonl", "d")
