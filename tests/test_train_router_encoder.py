"""scripts/train_router_encoder.py on a tiny random BERT: token ids as llama.cpp cuts them, a short fine-tune."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("sklearn")

REPO = Path(__file__).parents[1]
WORDS = ["compare", "tcp", "and", "udp", "what", "is", "two", "plus", "tips", "for", "sleep", "a", "the"]


def _script():
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        spec = importlib.util.spec_from_file_location(
            "train_router_encoder", REPO / "scripts" / "train_router_encoder.py"
        )
        module = importlib.util.module_from_spec(spec)
        assert spec.loader is not None
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(REPO / "scripts"))
    return module


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory) -> Path:
    """A 2-layer BERT with random weights and a 20-word WordPiece vocabulary."""
    from transformers import BertConfig, BertModel, BertTokenizerFast

    folder = tmp_path_factory.mktemp("tiny-bert")
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "?", ".", *WORDS]
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    BertTokenizerFast(vocab_file=str(folder / "vocab.txt")).save_pretrained(folder)
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=16,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=32,
        max_position_embeddings=512,
    )
    BertModel(config).save_pretrained(folder)
    return folder


def test_token_ids_are_cls_text_sep_cut_to_the_first_max_tokens(tiny_bert):
    script = _script()
    enc = script.Encoder(tiny_bert, seed=0)
    long = "tips for sleep " * 200
    batch = enc.batch(["compare tcp and udp?", long])
    ids = batch["input_ids"]
    assert ids.shape == (2, script.MAX_TOKENS)
    assert ids[0, 0].item() == enc.tok.cls_token_id and ids[1, 0].item() == enc.tok.cls_token_id
    short = batch["attention_mask"][0].sum().item()
    assert ids[0, short - 1].item() == enc.tok.sep_token_id and ids[0, short:].eq(enc.tok.pad_token_id).all()
    assert batch["attention_mask"][1].all()  # the long text fills the window: its first tokens, no [SEP] appended


def test_a_short_fine_tune_runs_and_predicts_probabilities(tiny_bert):
    script = _script()
    enc = script.Encoder(tiny_bert, seed=0)
    texts = ["compare tcp and udp", "tips for sleep", "what is two plus two", "what is the tcp"] * 4
    y = np.array([1, 1, 0, 0] * 4)
    model = enc.fit(texts, y, np.ones(len(texts)), salt=0, label="test")
    proba = enc.proba(model, texts[:4])
    assert proba.shape == (4,) and ((proba >= 0) & (proba <= 1)).all()
    again = enc.proba(enc.fit(texts, y, np.ones(len(texts)), salt=0, label="test"), texts[:4])
    assert np.allclose(proba, again, atol=1e-5)  # same seed, same model
