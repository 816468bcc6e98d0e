"""Train the router's model and write ``orchestrator/router_model.json``.

    .venv/bin/python scripts/train_router.py            # tune, report CV and held-out, write the model
    .venv/bin/python scripts/train_router.py --no-write # report only
    .venv/bin/python scripts/train_router.py --nested   # also an outer CV around the tuning

Data: the hand labels published with the Skeleton-of-Thought paper
(``../shared/data/lima_router.csv``, ``label;request`` rows, ``;``-separated with
double-quoted multi-line requests) and the labelled sets in ``router_data/``
(``label<TAB>text`` rows; the labelling rule is in ``router_data/README.md``). Label 1 =
the question suits parallel answering. ``--data`` (repeatable) replaces these sources.

Every row is assigned for good to the training split or to the held-out split (one row in
five, by a hash of its text), so a row's split never depends on the other rows. Tuning
never sees the held-out rows: hyper-parameters are chosen by stratified k-fold
cross-validation on the training split (fixed seed, on macro-F1), the model is fitted on
the training split, and only then scored once on the held-out split.

Features come from ``sot.orchestrator.router_features`` (the code the router runs). The
model is an L2 logistic regression (scikit-learn, a development dependency), exported
as JSON weights (small weights pruned, values rounded), so the same data gives the same
file byte for byte.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import itertools
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

import numpy as np
import scipy.sparse as sp
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, f1_score
from sklearn.model_selection import StratifiedKFold

from sot.orchestrator.router_features import HAND_FEATURES, FeatureConfig, featurize

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = (
    ROOT.parent / "shared" / "data" / "lima_router.csv",
    ROOT / "router_data" / "handwritten.tsv",
    ROOT / "router_data" / "support_handwritten.tsv",
    ROOT / "router_data" / "banking77.tsv",
)
HELDOUT_EVERY = 5  # one row in five is held out
DEFAULT_OUT = ROOT / "orchestrator" / "router_model.json"
FORMAT = "sot-router-logreg"
VERSION = 1
DIGITS = 5  # significant digits kept for each weight

#: the tuning grid: feature settings x model settings
FEATURE_GRID = {"max_chars": [2000], "char_scale": [0.5], "hand_scale": [0.5, 1.0, 2.0]}
MODEL_GRID = {"min_df": [3], "C": [3.0, 10.0, 30.0], "class_weight": [None, "balanced"]}
PRUNE = 1e-3  # weights below this magnitude are left out of the file


def load_rows(path: Path) -> tuple[list[str], np.ndarray]:
    """Read labelled rows: ``label;request`` (``.csv``; quoted fields may hold ``;`` and
    newlines) or ``label<TAB>text`` (``.tsv``), each with its header line."""
    delimiter, header_want = ("\t", ["label", "text"]) if path.suffix == ".tsv" else (";", ["label", "request"])
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.reader(f, delimiter=delimiter, quoting=csv.QUOTE_NONE if delimiter == "\t" else csv.QUOTE_MINIMAL)
        header = next(reader)
        if [h.strip().lower() for h in header] != header_want:
            raise SystemExit(f"{path}: expected header {delimiter.join(header_want)!r}, got {header!r}")
        texts, labels = [], []
        for lineno, row in enumerate(reader, start=2):
            if len(row) != 2 or row[0].strip() not in ("0", "1") or not row[1].strip():
                raise SystemExit(f"{path}: record near line {lineno}: expected 'label{delimiter}text', got {row!r}")
            labels.append(int(row[0]))
            texts.append(row[1])
    return texts, np.asarray(labels, dtype=np.int64)


def is_heldout(text: str) -> bool:
    """Whether ``text`` belongs to the held-out split (fixed by its own hash)."""
    return int(hashlib.sha256(text.strip().encode("utf-8")).hexdigest()[:8], 16) % HELDOUT_EVERY == 0


class Source:
    """One labelled file: its rows and labels."""

    def __init__(self, path: Path, texts: list[str], y: np.ndarray) -> None:
        self.path, self.texts, self.y = path, texts, y

    @property
    def heldout(self) -> np.ndarray:
        return np.asarray([is_heldout(t) for t in self.texts], dtype=bool)


def load_sources(paths: list[Path]) -> list[Source]:
    sources = [Source(p, *load_rows(p)) for p in paths]
    seen: dict[str, Path] = {}
    for src in sources:
        for text in src.texts:
            key = text.strip().lower()
            if key in seen:
                print(f"warning: {src.path.name}: {text[:60]!r} is also in {seen[key].name}", file=sys.stderr)
            seen[key] = src.path
    return sources


def build_matrix(texts: list[str], cfg: FeatureConfig) -> sp.csr_matrix:
    """Rows = questions; columns = hash buckets, then the hand features."""
    n_buckets = 1 << cfg.hash_bits
    data: list[float] = []
    indices: list[int] = []
    indptr = [0]
    for text in texts:
        vector, hand = featurize(text, cfg)
        for b in sorted(vector):
            indices.append(b)
            data.append(vector[b])
        for j, v in enumerate(hand):
            if v:
                indices.append(n_buckets + j)
                data.append(v)
        indptr.append(len(indices))
    shape = (len(texts), n_buckets + len(HAND_FEATURES))
    return sp.csr_matrix((np.asarray(data), np.asarray(indices), np.asarray(indptr)), shape=shape)


def round_sig(x: float, digits: int = DIGITS) -> float:
    return float(f"{x:.{digits}g}")


def fit(X: sp.csr_matrix, y: np.ndarray, params: dict) -> tuple[np.ndarray, float]:
    """Fit, then prune and round the weights exactly as the export does.

    N-gram buckets seen in fewer than ``min_df`` training questions get no weight
    (hand features always do), which keeps the file small at no cost in accuracy.
    """
    df = np.bincount(X.indices, minlength=X.shape[1])
    df[-len(HAND_FEATURES) :] = X.shape[0]
    keep = np.flatnonzero(df >= params["min_df"])
    model = LogisticRegression(
        C=params["C"], class_weight=params["class_weight"], solver="liblinear", intercept_scaling=10.0, max_iter=1000
    )
    model.fit(X[:, keep], y)
    coef = np.zeros(X.shape[1])
    coef[keep] = model.coef_[0]
    coef[np.abs(coef) < PRUNE] = 0.0
    coef = np.asarray([round_sig(c) if c else 0.0 for c in coef])
    return coef, round_sig(float(model.intercept_[0]))


def predict_proba(X: sp.csr_matrix, coef: np.ndarray, intercept: float) -> np.ndarray:
    z = X @ coef + intercept
    return 1.0 / (1.0 + np.exp(-z))


def scores(y: np.ndarray, proba: np.ndarray, threshold: float = 0.5) -> dict[str, float]:
    pred = (proba >= threshold).astype(int)
    return {
        "accuracy": round(float(accuracy_score(y, pred)), 4),
        "macro_f1": round(float(f1_score(y, pred, average="macro", zero_division=0)), 4),
    }


def cv_proba(X: sp.csr_matrix, y: np.ndarray, params: dict, folds: int, seed: int) -> np.ndarray:
    proba = np.zeros(len(y))
    for train, test in StratifiedKFold(folds, shuffle=True, random_state=seed).split(np.zeros(len(y)), y):
        coef, b = fit(X[train], y[train], params)
        proba[test] = predict_proba(X[test], coef, b)
    return proba


def grid() -> list[tuple[FeatureConfig, dict]]:
    feats = [dict(zip(FEATURE_GRID, v)) for v in itertools.product(*FEATURE_GRID.values())]
    models = [dict(zip(MODEL_GRID, v)) for v in itertools.product(*MODEL_GRID.values())]
    return [(replace(FeatureConfig(), **f), m) for f in feats for m in models]


def tune(texts: list[str], y: np.ndarray, folds: int, seed: int, verbose: bool) -> tuple[FeatureConfig, dict, dict]:
    """The grid point with the best CV macro-F1 (ties: accuracy, then grid order)."""
    matrices: dict[FeatureConfig, sp.csr_matrix] = {}
    best = None
    for cfg, params in grid():
        if cfg not in matrices:
            matrices[cfg] = build_matrix(texts, cfg)
        result = scores(y, cv_proba(matrices[cfg], y, params, folds, seed))
        if verbose:
            print(
                f"  max_chars={cfg.max_chars:<5} char_scale={cfg.char_scale:<4} hand_scale={cfg.hand_scale:<4} "
                f"min_df={params['min_df']} C={params['C']:<5} class_weight={params['class_weight']!s:<9} "
                f"acc={result['accuracy']:.4f} "
                f"macro_f1={result['macro_f1']:.4f}",
                file=sys.stderr,
                flush=True,
            )
        key = (result["macro_f1"], result["accuracy"])
        if best is None or key > best[0]:
            best = (key, cfg, params, result)
    assert best is not None
    return best[1], best[2], best[3]


def nested_cv(texts: list[str], y: np.ndarray, folds: int, seed: int) -> dict[str, float]:
    """Outer CV around the whole tuning: an estimate free of selection bias."""
    proba = np.zeros(len(y))
    outer = StratifiedKFold(folds, shuffle=True, random_state=seed + 1)
    for k, (train, test) in enumerate(outer.split(np.zeros(len(y)), y), start=1):
        tr_texts = [texts[i] for i in train]
        cfg, params, _ = tune(tr_texts, y[train], folds, seed, verbose=False)
        coef, b = fit(build_matrix(tr_texts, cfg), y[train], params)
        proba[test] = predict_proba(build_matrix([texts[i] for i in test], cfg), coef, b)
        print(
            f"  outer fold {k}/{folds}: {scores(y[test], proba[test])}, chose {cfg.to_dict()} {params}",
            file=sys.stderr,
            flush=True,
        )
    return scores(y, proba)


def export(cfg: FeatureConfig, coef: np.ndarray, intercept: float, meta: dict) -> str:
    n_buckets = 1 << cfg.hash_bits
    weights = {str(i): float(coef[i]) for i in np.flatnonzero(coef[:n_buckets])}
    hand = {name: float(coef[n_buckets + j]) for j, name in enumerate(HAND_FEATURES)}
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "features": cfg.to_dict(),
        "intercept": intercept,
        "hand": hand,
        "weights": weights,
        "meta": meta,
    }
    return json.dumps(doc, sort_keys=True, separators=(",", ":")) + "\n"


def split(sources: list[Source], heldout: bool) -> tuple[list[str], np.ndarray, list[str]]:
    """The texts, labels and source names of one split, over every source."""
    texts: list[str] = []
    labels: list[np.ndarray] = []
    names: list[str] = []
    for src in sources:
        mask = src.heldout == heldout
        texts += [t for t, m in zip(src.texts, mask) if m]
        labels.append(src.y[mask])
        names += [src.path.name] * int(mask.sum())
    return texts, np.concatenate(labels), names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--data",
        type=Path,
        action="append",
        help="a labelled file (repeatable; default: ../shared/data/lima_router.csv and router_data/*.tsv)",
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--nested", action="store_true", help="also estimate with an outer CV around the tuning")
    parser.add_argument("--no-write", action="store_true", help="report only; do not write the model")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    sources = load_sources(args.data or list(DEFAULT_DATA))
    for src in sources:
        print(
            f"{src.path.name}: {len(src.y)} rows, {int(src.y.sum())} suit parallel answering, "
            f"{int(src.heldout.sum())} held out",
            file=sys.stderr,
        )
    texts, y, _ = split(sources, heldout=False)
    test_texts, test_y, test_names = split(sources, heldout=True)
    majority = max(float(np.mean(y)), 1 - float(np.mean(y)))
    print(
        f"training split: {len(y)} rows, {int(y.sum())} positive; held-out split: {len(test_y)} rows", file=sys.stderr
    )
    print(f"tuning: {args.folds}-fold stratified CV on the training split, seed {args.seed}", file=sys.stderr)
    cfg, params, cv = tune(texts, y, args.folds, args.seed, verbose=True)
    print(f"chosen: {cfg.to_dict()} {params}", file=sys.stderr)
    print(f"CV of the chosen setting: accuracy {cv['accuracy']:.4f}, macro-F1 {cv['macro_f1']:.4f}", file=sys.stderr)
    report: dict = {"cv": cv, "majority_accuracy": round(majority, 4)}
    if args.nested:
        nested = nested_cv(texts, y, args.folds, args.seed)
        print(f"nested CV: accuracy {nested['accuracy']:.4f}, macro-F1 {nested['macro_f1']:.4f}", file=sys.stderr)
        report["nested_cv"] = nested

    coef, intercept = fit(build_matrix(texts, cfg), y, params)
    proba = predict_proba(build_matrix(test_texts, cfg), coef, intercept)
    heldout = {"all": {"n": len(test_y), **scores(test_y, proba)}}
    for src in sources:
        mask = np.asarray([n == src.path.name for n in test_names])
        if mask.any():
            heldout[src.path.name] = {"n": int(mask.sum()), **scores(test_y[mask], proba[mask])}
    for name, result in heldout.items():
        print(
            f"held-out {name}: {result['n']} rows, accuracy {result['accuracy']:.4f}, "
            f"macro-F1 {result['macro_f1']:.4f}",
            file=sys.stderr,
        )
    report["heldout"] = heldout
    meta = {
        "data": [
            {
                "file": src.path.name,
                "sha256": hashlib.sha256(src.path.read_bytes()).hexdigest(),
                "n": len(src.y),
                "positives": int(src.y.sum()),
                "heldout": int(src.heldout.sum()),
            }
            for src in sources
        ],
        "n": len(y),
        "positives": int(y.sum()),
        "model": {**params, "solver": "liblinear", "prune": PRUNE},
        "cv": {"folds": args.folds, "seed": args.seed, **cv},
        "heldout": heldout,
        "majority_accuracy": round(majority, 4),
    }
    text = export(cfg, coef, intercept, meta)
    print(
        f"{int(np.count_nonzero(coef))} non-zero weights, {len(text) / 1024:.0f} KiB, "
        f"{time.perf_counter() - start:.0f} s",
        file=sys.stderr,
    )
    if not args.no_write:
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {args.out}", file=sys.stderr)
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
