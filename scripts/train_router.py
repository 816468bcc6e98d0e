"""Train the router's model and write ``orchestrator/routing/router_model.json``.

    .venv/bin/python scripts/train_router.py            # nested LIMA CV report, tune on all, write the model
    .venv/bin/python scripts/train_router.py --no-write # report only

Data: the hand labels published with the Skeleton-of-Thought paper
(``../shared/data/lima_router.csv``, ``label;request`` rows, ``;``-separated with
double-quoted multi-line requests; the *primary* data, any ``.csv`` source) and the
project's own labelled sets in ``router_data/`` (``label<TAB>text`` rows; the labelling
rule is in ``router_data/README.md``), which cover cases LIMA does not (customer-service
messages, showcase lists and plans, short math). Label 1 = the question suits parallel
answering. ``--data`` (repeatable) replaces these sources.

The main figure is a nested K-fold cross-validation on the LIMA rows: every row gets a
fold (stratified K-fold with a fixed seed, separately for LIMA and for the own rows).
For each outer fold k, the hyper-parameters are tuned by an inner leave-one-fold-out CV
over the other K-1 folds (scored by macro-F1 on their LIMA rows), a model is fitted on
those K-1 folds (LIMA and own rows), and it predicts fold k. Accuracy and macro-F1 are
reported on the LIMA rows of the held-out folds (rows training never saw), next to the
majority baseline; the own rows' figures are reported apart. The shipped model is then
tuned the same way over all K folds and fitted on all rows. Threshold: 0.5, fixed.

Features come from ``sot.orchestrator.routing.router_features`` (the code the router runs). The
model is an L2 logistic regression (scikit-learn, a development dependency) with the own
rows down-weighted (``own_weight``, tuned), exported as JSON weights (small weights
pruned, values rounded), so the same data gives the same file byte for byte.
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

from sot.orchestrator.routing.router_features import HAND_FEATURES, FeatureConfig, featurize

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = (
    ROOT.parent / "shared" / "data" / "lima_router.csv",
    ROOT / "router_data" / "handwritten.tsv",
    ROOT / "router_data" / "support_handwritten.tsv",
    ROOT / "router_data" / "banking77.tsv",
)
DEFAULT_OUT = ROOT / "orchestrator" / "routing" / "router_model.json"
FORMAT = "sot-router-logreg"
VERSION = 1
FOLDS = 5
DIGITS = 5  # significant digits kept for each weight

#: the tuning grid: feature settings x model settings
FEATURE_GRID = {"max_chars": [2000], "char_scale": [0.5], "hand_scale": [1.0, 2.0]}
MODEL_GRID = {"min_df": [3], "C": [10.0], "class_weight": [None], "own_weight": [0.5]}
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


class Source:
    """One labelled file: its rows and labels; ``primary`` for the published LIMA labels (``.csv``)."""

    def __init__(self, path: Path, texts: list[str], y: np.ndarray) -> None:
        self.path, self.texts, self.y = path, texts, y
        self.primary = path.suffix == ".csv"


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


def fit(
    X: sp.csr_matrix, y: np.ndarray, params: dict, sample_weight: np.ndarray | None = None
) -> tuple[np.ndarray, float]:
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
    model.fit(X[:, keep], y, sample_weight=sample_weight)
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


def majority(y: np.ndarray) -> float:
    return round(max(float(np.mean(y)), 1 - float(np.mean(y))), 4) if len(y) else 0.0


class Data:
    """Every row of every source, with its label, source, fold and training weight factor."""

    def __init__(self, sources: list[Source], folds: int, seed: int) -> None:
        self.texts = [t for src in sources for t in src.texts]
        self.y = np.concatenate([src.y for src in sources])
        self.primary = np.concatenate([np.full(len(src.y), src.primary) for src in sources])
        self.names = [src.path.name for src in sources for _ in src.texts]
        self.fold = np.zeros(len(self.y), dtype=np.int64)
        for group in (self.primary, ~self.primary):
            rows = np.flatnonzero(group)
            if len(rows) == 0:
                continue
            skf = StratifiedKFold(folds, shuffle=True, random_state=seed)
            for k, (_, test) in enumerate(skf.split(np.zeros(len(rows)), self.y[rows])):
                self.fold[rows[test]] = k
        self._matrices: dict[FeatureConfig, sp.csr_matrix] = {}

    def matrix(self, cfg: FeatureConfig) -> sp.csr_matrix:
        if cfg not in self._matrices:
            self._matrices[cfg] = build_matrix(self.texts, cfg)
        return self._matrices[cfg]

    def weights(self, rows: np.ndarray, params: dict) -> np.ndarray:
        return np.where(self.primary[rows], 1.0, params["own_weight"])

    def fit(self, cfg: FeatureConfig, params: dict, rows: np.ndarray) -> tuple[np.ndarray, float]:
        return fit(self.matrix(cfg)[rows], self.y[rows], params, self.weights(rows, params))

    def cv_proba(self, cfg: FeatureConfig, params: dict, folds: list[int]) -> tuple[np.ndarray, np.ndarray]:
        """Leave-one-fold-out over ``folds``: the rows of those folds and their predictions."""
        rows = np.flatnonzero(np.isin(self.fold, folds))
        proba = np.zeros(len(self.y))
        for k in folds:
            train = rows[self.fold[rows] != k]
            test = rows[self.fold[rows] == k]
            coef, b = self.fit(cfg, params, train)
            proba[test] = predict_proba(self.matrix(cfg)[test], coef, b)
        return rows, proba[rows]


def grid() -> list[tuple[FeatureConfig, dict]]:
    feats = [dict(zip(FEATURE_GRID, v)) for v in itertools.product(*FEATURE_GRID.values())]
    models = [dict(zip(MODEL_GRID, v)) for v in itertools.product(*MODEL_GRID.values())]
    return [(replace(FeatureConfig(), **f), m) for f in feats for m in models]


def tune(data: Data, folds: list[int], verbose: bool) -> tuple[FeatureConfig, dict, dict]:
    """The grid point with the best leave-one-fold-out macro-F1 over ``folds`` on the primary
    (LIMA) rows (ties: accuracy, then grid order)."""
    best = None
    for cfg, params in grid():
        rows, proba = data.cv_proba(cfg, params, folds)
        primary = data.primary[rows]
        result = scores(data.y[rows][primary], proba[primary])
        if verbose:
            print(
                f"  hand_scale={cfg.hand_scale:<4} C={params['C']:<5} own_weight={params['own_weight']:<4} "
                f"LIMA acc={result['accuracy']:.4f} macro_f1={result['macro_f1']:.4f}",
                file=sys.stderr,
                flush=True,
            )
        key = (result["macro_f1"], result["accuracy"])
        if best is None or key > best[0]:
            best = (key, cfg, params, result)
    assert best is not None
    return best[1], best[2], best[3]


def nested_cv(data: Data, folds: int, verbose: bool = True) -> tuple[np.ndarray, list[dict]]:
    """Outer K-fold around the tuning: each fold predicted by a model tuned and fitted
    without it. Returns the predictions of every row and the setting chosen per fold."""
    proba = np.zeros(len(data.y))
    chosen = []
    for k in range(folds):
        inner = [j for j in range(folds) if j != k]
        cfg, params, _ = tune(data, inner, verbose=False)
        train = np.flatnonzero(data.fold != k)
        test = np.flatnonzero(data.fold == k)
        coef, b = data.fit(cfg, params, train)
        proba[test] = predict_proba(data.matrix(cfg)[test], coef, b)
        lima = test[data.primary[test]]
        chosen.append({"hand_scale": cfg.hand_scale, **params})
        if verbose:
            print(
                f"  outer fold {k + 1}/{folds}: LIMA {scores(data.y[lima], proba[lima])}, chose "
                f"hand_scale={cfg.hand_scale} {params}",
                file=sys.stderr,
                flush=True,
            )
    return proba, chosen


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
    parser.add_argument(
        "--data",
        type=Path,
        action="append",
        help="a labelled file (repeatable; default: ../shared/data/lima_router.csv and router_data/*.tsv)",
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--folds", type=int, default=FOLDS)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-write", action="store_true", help="report only; do not write the model")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    sources = load_sources(args.data or list(DEFAULT_DATA))
    for src in sources:
        kind = "primary (published labels)" if src.primary else "own labels"
        print(
            f"{src.path.name}: {len(src.y)} rows, {int(src.y.sum())} suit parallel answering; {kind}", file=sys.stderr
        )
    if not any(src.primary for src in sources):
        raise SystemExit("no primary (.csv) source: the CV report and the tuning score LIMA rows")
    data = Data(sources, args.folds, args.seed)
    lima = data.primary
    print(
        f"nested {args.folds}-fold stratified CV (seed {args.seed}); tuning inside the training folds",
        file=sys.stderr,
    )
    proba, chosen = nested_cv(data, args.folds)
    lima_cv = {
        "n": int(lima.sum()),
        **scores(data.y[lima], proba[lima]),
        "majority_accuracy": majority(data.y[lima]),
    }
    own_cv = {"n": int((~lima).sum()), **scores(data.y[~lima], proba[~lima])} if (~lima).any() else None
    per_source = {}
    for src in sources:
        mask = np.asarray([n == src.path.name for n in data.names])
        per_source[src.path.name] = {"n": int(mask.sum()), **scores(data.y[mask], proba[mask])}
    print(
        f"LIMA rows held out (nested CV): accuracy {lima_cv['accuracy']:.4f}, macro-F1 {lima_cv['macro_f1']:.4f} "
        f"(majority baseline {lima_cv['majority_accuracy']:.4f}, n={lima_cv['n']})",
        file=sys.stderr,
    )
    for name, result in per_source.items():
        print(
            f"  held out {name}: {result['n']} rows, accuracy {result['accuracy']:.4f}, "
            f"macro-F1 {result['macro_f1']:.4f}",
            file=sys.stderr,
        )

    print(f"tuning the shipped model: {args.folds}-fold CV over all rows", file=sys.stderr)
    cfg, params, tuning_cv = tune(data, list(range(args.folds)), verbose=True)
    print(f"chosen: {cfg.to_dict()} {params}", file=sys.stderr)
    coef, intercept = data.fit(cfg, params, np.arange(len(data.y)))
    meta = {
        "data": [
            {
                "file": src.path.name,
                "sha256": hashlib.sha256(src.path.read_bytes()).hexdigest(),
                "n": len(src.y),
                "positives": int(src.y.sum()),
                "primary": src.primary,
            }
            for src in sources
        ],
        "n": len(data.y),
        "positives": int(data.y.sum()),
        "model": {**params, "solver": "liblinear", "prune": PRUNE, "threshold": 0.5},
        "lima_cv": {"folds": args.folds, "seed": args.seed, "tuning": "nested", **lima_cv},
        "own_cv": own_cv,
        "per_source_cv": per_source,
        "chosen_per_fold": chosen,
        "tuning_cv": tuning_cv,
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
    print(json.dumps({"lima_cv": meta["lima_cv"], "own_cv": own_cv, "chosen": {**cfg.to_dict(), **params}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
