"""LoRA fine-tuning for learned PASTA: a few steps of a tiny random model on CPU, checkpoints, resume.

The tokenizer and chat template are the embedded model's (converted from its GGUF, as the
torch engine does; nothing is downloaded); the model is a two-layer random Llama, so the
steps take well under a second each.
"""

from __future__ import annotations

import json

import pytest

pytest.importorskip("peft")
torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from sot.local_backend.training import Example, TrainConfig, encode, read_examples, train_lora
from sot.templates.loader import default_prompts
from sot.training.examples import example_record

ANSWER = "Try these:\n1. Sleep: go to bed on time.\n2. Exercise: move every day.\n3. Eat well: cook at home."


@pytest.fixture(scope="module")
def tokenizer():
    from sot.local_backend.loading import _hf_folder, resolve_source

    folder, kwargs = _hf_folder(resolve_source(None), None)
    return transformers.AutoTokenizer.from_pretrained(folder, **kwargs)


def tiny_model(tokenizer):
    torch.manual_seed(0)
    config = transformers.LlamaConfig(
        vocab_size=len(tokenizer),
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=1024,
    )
    return transformers.LlamaForCausalLM(config)


def write_data(folder):
    path = folder / "pasta.jsonl"
    record = example_record("How do I stay healthy?", ANSWER, default_prompts(), source="given")
    path.write_text(json.dumps(record) + "\n")
    return path


@pytest.fixture
def data(tmp_path):
    return write_data(tmp_path)


#: a short run with a checkpoint half-way, at a rank other than the default
RUN = TrainConfig(steps=8, batch=2, lr=5e-3, rank=4, save_every=4, max_len=512, bf16=False)


@pytest.fixture(scope="module")
def first_run(tokenizer, tmp_path_factory):
    """One :data:`RUN` (in a folder of its own, read by the tests, never written): the run the
    resume test goes on from, and the adapter a run starts from."""
    folder = tmp_path_factory.mktemp("first-run")
    return train_lora(tiny_model(tokenizer), tokenizer, read_examples(write_data(folder)), folder / "run", RUN)


def test_examples_render_with_the_chat_template_and_train_on_the_target_alone(tokenizer, data):
    examples = read_examples(data)
    assert [e.kind for e in examples] == ["main", "branch", "branch", "branch"]
    ids, labels = encode(tokenizer, examples[1])  # a fork: the prefill is continued, not closed
    prompt = [t for t, label in zip(ids, labels, strict=True) if label == -100]
    text = tokenizer.decode(prompt)
    assert text.endswith('<async topic="Sleep">') and "<|im_end|>" not in text.split("<|im_start|>assistant")[-1]
    assert tokenizer.decode([t for t in labels if t != -100]) == "Sleep: go to bed on time.</async>"
    main_ids, main_labels = encode(tokenizer, examples[0])
    assert tokenizer.decode([t for t in main_labels if t != -100]).endswith(tokenizer.eos_token)


def test_a_few_steps_lower_the_loss_and_a_run_resumes_from_its_checkpoint(tokenizer, data, tmp_path, first_run):
    examples = read_examples(data)
    config, first = RUN, first_run
    out = first.adapter.parent
    assert first.steps == 8 and len(first.losses) == 8
    assert sum(first.losses[-3:]) / 3 < sum(first.losses[:3]) / 3  # it learns
    assert (out / "adapter" / "adapter_config.json").is_file() and (out / "checkpoint-4" / "state.pt").is_file()

    # a run stopped after step 4 goes on from its checkpoint: the same steps as one run
    import shutil

    again = tmp_path / "again"
    shutil.copytree(out / "checkpoint-4", again / "checkpoint-4")
    heard: list[str] = []
    resumed = train_lora(tiny_model(tokenizer), tokenizer, examples, again, config, resume=True, progress=heard.append)
    assert heard[0] == "resuming from checkpoint-4 (step 4)" and len(resumed.losses) == 4
    assert resumed.losses == pytest.approx(first.losses[4:], rel=1e-3)


def test_training_can_start_from_a_trained_adapter(tokenizer, data, tmp_path, first_run):
    from safetensors.torch import load_file

    from sot.errors import UserInputError

    examples = read_examples(data)
    first = first_run  # (rank 4)
    heard: list[str] = []
    # a learning rate of 0 leaves the weights as they start: they are the first adapter's, rank 4 included
    again = train_lora(
        tiny_model(tokenizer),
        tokenizer,
        examples,
        tmp_path / "b",
        TrainConfig(steps=1, batch=2, lr=0.0, rank=8),
        init=first.adapter,
        progress=heard.append,
    )
    assert heard[0] == f"starting from the adapter in {first.adapter}"
    want, got = (
        load_file(str(first.adapter / "adapter_model.safetensors")),
        load_file(str(again.adapter / "adapter_model.safetensors")),
    )
    assert want.keys() == got.keys() and all(torch.equal(want[k], got[k]) for k in want)
    assert json.loads((again.adapter / "adapter_config.json").read_text())["r"] == 4
    with pytest.raises(UserInputError, match="not a PEFT LoRA adapter folder"):
        train_lora(tiny_model(tokenizer), tokenizer, examples, tmp_path / "c", TrainConfig(steps=1), init=tmp_path)


def test_bfloat16_autocast_trains_too(tokenizer, data, tmp_path):
    config = TrainConfig(steps=8, batch=2, lr=5e-3, save_every=8, max_len=512, bf16=True)
    result = train_lora(tiny_model(tokenizer), tokenizer, read_examples(data), tmp_path / "bf16", config)
    assert result.bf16 and sum(result.losses[-3:]) / 3 < sum(result.losses[:3]) / 3


def test_unusable_records_and_bad_files_are_refused(tmp_path):
    from sot.errors import UserInputError

    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({"usable": False, "examples": []}) + "\n")
    with pytest.raises(UserInputError, match="no usable training examples"):
        read_examples(path)
    path.write_text("{not json\n")
    with pytest.raises(UserInputError, match="bad.jsonl:1"):
        read_examples(path)
    assert Example(({"role": "user", "content": "q"},), "a").kind == "main"


def test_the_command_trains_a_local_model_folder_and_resumes(tokenizer, data, tmp_path):
    import subprocess
    import sys

    folder = tmp_path / "tiny"
    tiny_model(tokenizer).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    out = tmp_path / "lora"
    args = [sys.executable, "-m", "sot", "train-pasta", str(data), "-o", str(out), "-m", str(folder), "--device", "cpu"]
    done = subprocess.run([*args, "--steps", "2", "--save-every", "1"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "step 2/2: loss" in done.stderr and "adapter in" in done.stdout
    assert (out / "adapter" / "adapter_model.safetensors").is_file()
    assert (out / "adapter" / "adapter.gguf").is_file() and "local?adapter=" in done.stdout  # a llama model
    held_out = tmp_path / "held_out.txt"
    held_out.write_text("Name three colors.\nHow do I boil an egg?\n")
    again = subprocess.run(
        [*args, "--steps", "3", "--resume", "--eval", str(held_out), "--eval-limit", "1"],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert again.returncode == 0, again.stderr
    assert "resuming from checkpoint-2 (step 2)" in again.stderr and "step 3/3" in again.stderr
    # the evaluation asked the one question three ways, the learned way with the new adapter
    assert "evaluating on 1 held-out questions" in again.stderr
    for way in ("direct: forked 0/1", "pasta (prompted): forked", "pasta (learned): forked"):
        assert way in again.stdout, again.stdout
    bad = subprocess.run([*args, "--steps", "0"], capture_output=True, text=True, timeout=300)
    assert bad.returncode == 2 and "--steps must be at least 1" in bad.stderr
    missing = subprocess.run([*args, "--eval", str(tmp_path / "nope.txt")], capture_output=True, text=True, timeout=300)
    assert missing.returncode == 2 and "nope.txt" in missing.stderr and "step 1/" not in missing.stderr
