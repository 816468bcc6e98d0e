"""Build `chat2.jsonl`: more real chat-bot prompts (Arena-Hard, OpenAssistant) with hand labels.

The same collections as `chat.jsonl`, but only prompts not in it (see `CHAT2.md`). Reads the
verbatim prompts in `chat2_source/<collection>.jsonl` and the hand labels in
`chat2_source/labels.tsv`, resolves every item to an exact substring of its request (in order)
with `build_chat.resolve`, and writes `chat2.jsonl` (ids `k001`...). `--check` also runs the
current finder over the rows (`build_chat.check`) and prints how far its answers are from the
labels, and the same figures for each selection rule of `chat2_source/selection.tsv`.

    python router_data/items/build_chat2.py [--check]
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import build_chat  # noqa: E402

if __name__ == "__main__":
    build_chat.main(HERE / "chat2_source", HERE / "chat2.jsonl", "k")
