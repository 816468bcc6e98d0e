"""Train the router's model and write ``orchestrator/router_model.json``.

    .venv/bin/python scripts/train_router.py            # tune, report CV, write the model
    .venv/bin/python scripts/train_router.py --no-write # report only
    .venv/bin/python scripts/train_router.py --nested   # also an outer CV around the tuning

Data: ``label;request`` rows (label 1 = the question suits skeleton-style parallel
answering), ``;``-separated with double-quoted multi-line requests, as in
``../shared/data/lima_router.csv``. Features come from ``sot.orchestrator.router_features``
(the code the router runs). The model is an L2 logistic regression (scikit-learn, a
development dependency); hyper-parameters are chosen by stratified k-fold
cross-validation with a fixed seed on macro-F1; the final model is trained on all rows
and exported as JSON weights (small weights pruned, values rounded), so the same data
gives the same file byte for byte.
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
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "lima_router.csv"
DEFAULT_OUT = ROOT / "orchestrator" / "router_model.json"
FORMAT = "sot-router-logreg"
VERSION = 1
DIGITS = 5  # significant digits kept for each weight

#: the tuning grid: feature settings x model settings
FEATURE_GRID = {"max_chars": [2000], "char_scale": [0.5, 1.0], "hand_scale": [0.5]}
MODEL_GRID = {"min_df": [3], "C": [3.0, 10.0, 30.0], "class_weight": [None, "balanced"]}
PRUNE = 1e-3  # weights below this magnitude are left out of the file


def load_rows(path: Path) -> tuple[list[str], np.ndarray]:
    """Read ``label;request`` rows (quoted fields may hold ``;`` and newlines)."""
    with path.open(newline="", encoding="utf-8") as f:
        reader = csv.reader(f, delimiter=";")
        header = next(reader)
        if [h.strip().lower() for h in header] != ["label", "request"]:
            raise SystemExit(f"{path}: expected header 'label;request', got {header!r}")
        texts, labels = [], []
        for lineno, row in enumerate(reader, start=2):
            if len(row) != 2 or row[0].strip() not in ("0", "1"):
                raise SystemExit(f"{path}: record near line {lineno}: expected 'label;request', got {row!r}")
            labels.append(int(row[0]))
            texts.append(row[1])
    return texts, np.asarray(labels, dtype=np.int64)


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--nested", action="store_true", help="also estimate with an outer CV around the tuning")
    parser.add_argument("--no-write", action="store_true", help="report only; do not write the model")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    texts, y = load_rows(args.data)
    majority = max(float(np.mean(y)), 1 - float(np.mean(y)))
    print(
        f"{args.data.name}: {len(y)} questions, {int(y.sum())} suit SoT; majority-class accuracy "
        f"{majority:.4f}, its macro-F1 {scores(y, np.full(len(y), float(majority == np.mean(y))))['macro_f1']:.4f}",
        file=sys.stderr,
    )
    print(f"tuning: {args.folds}-fold stratified CV, seed {args.seed}", file=sys.stderr)
    cfg, params, cv = tune(texts, y, args.folds, args.seed, verbose=True)
    print(f"chosen: {cfg.to_dict()} {params}", file=sys.stderr)
    print(f"CV of the chosen setting: accuracy {cv['accuracy']:.4f}, macro-F1 {cv['macro_f1']:.4f}", file=sys.stderr)
    report = {"cv": cv, "majority_accuracy": round(majority, 4)}
    if args.nested:
        nested = nested_cv(texts, y, args.folds, args.seed)
        print(f"nested CV: accuracy {nested['accuracy']:.4f}, macro-F1 {nested['macro_f1']:.4f}", file=sys.stderr)
        report["nested_cv"] = nested

    coef, intercept = fit(build_matrix(texts, cfg), y, params)
    meta = {
        "data": args.data.name,
        "data_sha256": hashlib.sha256(args.data.read_bytes()).hexdigest(),
        "n": len(y),
        "positives": int(y.sum()),
        "model": {**params, "solver": "liblinear", "prune": PRUNE},
        "cv": {"folds": args.folds, "seed": args.seed, **cv},
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
