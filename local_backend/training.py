"""LoRA fine-tuning for learned PASTA (``sot train-pasta``), with torch and peft, on CPU or CUDA.

:func:`train_lora` teaches a model the examples ``sot pasta-data`` writes: each one is chat
messages (a final assistant message is a prefill the target continues) and the text the model
should write next. The messages are rendered with the model's own chat template, as the torch
engine renders them at run time, and the loss falls on the target alone. Only LoRA adapters
on the attention projections train; the base weights stay as they are.

Progress goes to a callback every step; every ``save_every`` steps (and at the end) the
adapter, the optimizer and the step are saved under ``out/checkpoint-STEP``, and
``resume=True`` goes on from the newest one, so an interrupted run loses at most
``save_every`` steps. The finished adapter is ``out/adapter`` (PEFT's format).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from sot.errors import ConfigError, UserInputError, install_hint
from sot.local_backend.lora import quiet_peft

__all__ = ["Example", "TrainConfig", "TrainResult", "bf16_native", "encode", "read_examples", "train_lora"]

Progress = Callable[[str], None]


@dataclass(frozen=True)
class Example:
    """Chat messages (``{"role", "content"}``; a final assistant one is a prefill) and the target."""

    messages: tuple[dict[str, str], ...]
    target: str
    kind: str = "main"


@dataclass(frozen=True)
class TrainConfig:
    steps: int = 200
    batch: int = 4
    lr: float = 2e-4
    rank: int = 8
    alpha: int = 16
    dropout: float = 0.05
    #: examples longer than this many tokens are left out
    max_len: int = 1024
    save_every: int = 50
    seed: int = 0
    #: run forward passes in bfloat16 autocast (the LoRA weights stay fp32); ``None``: where the
    #: device computes bf16 natively (a CUDA GPU that supports it, a CPU with AVX512-BF16 or AMX)
    bf16: bool | None = None
    target_modules: tuple[str, ...] = ("q_proj", "k_proj", "v_proj", "o_proj")


@dataclass
class TrainResult:
    adapter: Path
    steps: int
    #: the mean loss of each step, in order
    losses: list[float] = field(default_factory=list)
    examples: int = 0
    skipped: int = 0
    bf16: bool = False


def read_examples(path: Path) -> list[Example]:
    """The training examples of a ``sot pasta-data`` file (records marked unusable left out)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UserInputError(f"cannot read {path}: {exc}") from None
    examples: list[Example] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not record.get("usable", True):
                continue
            for item in record["examples"]:
                examples.append(Example(tuple(item["messages"]), item["target"], item.get("kind", "main")))
        except (ValueError, KeyError, TypeError) as exc:
            raise UserInputError(f"{path}:{number}: not a sot pasta-data record ({exc})") from None
    if not examples:
        raise UserInputError(f"{path}: no usable training examples")
    return examples


def encode(tokenizer: Any, example: Example) -> tuple[list[int], list[int]]:
    """``(input_ids, labels)``: the messages as the chat template renders them (a final assistant
    message continued, else a generation prompt added), then the target; labels are -100 on
    the prompt. A main answer's target ends with the template's end of turn."""
    messages = list(example.messages)
    prefill = bool(messages) and messages[-1]["role"] == "assistant"
    prompt = tokenizer.apply_chat_template(
        messages, tokenize=False, add_generation_prompt=not prefill, continue_final_message=prefill
    )
    prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
    target = example.target
    if not prefill and tokenizer.eos_token:  # the main call ends its turn; a fork stops at </async>
        target += tokenizer.eos_token
    target_ids = tokenizer(target, add_special_tokens=False)["input_ids"]
    return prompt_ids + target_ids, [-100] * len(prompt_ids) + target_ids


def bf16_native(device: Any) -> bool:
    """Whether ``device`` (a torch device) computes bfloat16 natively."""
    from sot.local_backend._torch import torch

    if device.type == "cuda":
        return bool(torch.cuda.is_bf16_supported())
    if device.type != "cpu":
        return False
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            flags = next((line for line in info if line.startswith("flags")), "").split()
    except OSError:
        return False
    return "avx512_bf16" in flags or "amx_bf16" in flags


def _with_adapter_shape(config: TrainConfig, init: Path) -> TrainConfig:
    """``config`` with the rank, alpha and target modules of the PEFT adapter in ``init``."""
    try:
        shape = json.loads((init / "adapter_config.json").read_text(encoding="utf-8"))
        if not (init / "adapter_model.safetensors").is_file():
            raise OSError("no adapter_model.safetensors")
        return replace(
            config, rank=int(shape["r"]), alpha=int(shape["lora_alpha"]), target_modules=tuple(shape["target_modules"])
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise UserInputError(f"{init}: not a PEFT LoRA adapter folder ({exc})") from None


def _load_weights(peft_model: Any, folder: Path) -> None:
    """Put the LoRA weights saved in ``folder`` (a checkpoint or an adapter, float16 ones too)
    into ``peft_model``; weights that fit none of its modules are refused."""
    from peft import set_peft_model_state_dict
    from safetensors.torch import load_file

    weights = load_file(str(folder / "adapter_model.safetensors"))
    loaded = set_peft_model_state_dict(peft_model, {k: v.float() for k, v in weights.items()})
    unexpected = list(getattr(loaded, "unexpected_keys", ()))  # peft's return type is untyped
    if unexpected:
        raise UserInputError(f"{folder}: the adapter does not fit this model ({unexpected[0]})")


def _checkpoints(out: Path) -> list[Path]:
    found = [p for p in out.glob("checkpoint-*") if p.is_dir() and (p / "state.pt").is_file()]
    return sorted(found, key=lambda p: int(p.name.split("-")[1]))


def train_lora(
    model: Any,
    tokenizer: Any,
    examples: Sequence[Example],
    out: Path,
    config: TrainConfig | None = None,
    *,
    resume: bool = False,
    init: Path | None = None,
    progress: Progress | None = None,
) -> TrainResult:
    """Train LoRA adapters of ``model`` (a transformers causal LM) on ``examples``; see the module doc.
    ``init``: a PEFT adapter folder to start from (its rank, alpha and target modules are
    used), unless ``resume`` finds a checkpoint."""
    try:
        from sot.local_backend._torch import torch  # (before peft, which imports torch)
    except ImportError as exc:
        raise ConfigError(f"training needs {exc.name}: {install_hint('train')}") from exc
    try:
        from peft import LoraConfig, get_peft_model
    except ImportError as exc:
        raise ConfigError(f"training needs {exc.name}: {install_hint('train')}") from exc
    config = config or TrainConfig()
    say = progress or (lambda message: None)
    if init is not None:
        config = _with_adapter_shape(config, init)
    out.mkdir(parents=True, exist_ok=True)
    encoded = [encode(tokenizer, e) for e in examples]
    kept = [pair for pair in encoded if len(pair[0]) <= config.max_len]
    if not kept:
        raise UserInputError(f"every example is longer than max_len={config.max_len} tokens")
    torch.manual_seed(config.seed)
    lora = LoraConfig(
        r=config.rank,
        lora_alpha=config.alpha,
        lora_dropout=config.dropout,
        target_modules=list(config.target_modules),
        task_type="CAUSAL_LM",
    )
    with quiet_peft():
        peft_model = get_peft_model(model, lora)
    trainable = [p for p in peft_model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(trainable, lr=config.lr)
    start = 0
    if resume and (found := _checkpoints(out)):
        state = torch.load(found[-1] / "state.pt", weights_only=False)
        _load_weights(peft_model, found[-1])
        optimizer.load_state_dict(state["optimizer"])
        start = int(state["step"])
        say(f"resuming from {found[-1].name} (step {start})")
    elif init is not None:
        _load_weights(peft_model, init)
        say(f"starting from the adapter in {init}")
    device = next(model.parameters()).device
    pad = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else 0
    bf16 = bf16_native(device) if config.bf16 is None else config.bf16
    result = TrainResult(out / "adapter", start, examples=len(kept), skipped=len(encoded) - len(kept), bf16=bf16)
    peft_model.train()

    def save(step: int) -> None:
        folder = out / f"checkpoint-{step}"
        peft_model.save_pretrained(str(folder))
        torch.save({"step": step, "optimizer": optimizer.state_dict(), "config": asdict(config)}, folder / "state.pt")

    for step in range(start + 1, config.steps + 1):
        rng = random.Random(config.seed * 100_003 + step)  # the same batches whether resumed or not
        batch = [kept[rng.randrange(len(kept))] for _ in range(config.batch)]
        width = max(len(ids) for ids, _ in batch)
        ids = torch.full((len(batch), width), pad, dtype=torch.long)
        labels = torch.full((len(batch), width), -100, dtype=torch.long)
        mask = torch.zeros((len(batch), width), dtype=torch.long)
        for row, (seq, lab) in enumerate(batch):
            ids[row, : len(seq)] = torch.tensor(seq)
            labels[row, : len(lab)] = torch.tensor(lab)
            mask[row, : len(seq)] = 1
        with torch.autocast(device.type, dtype=torch.bfloat16, enabled=bf16):
            loss = peft_model(input_ids=ids.to(device), attention_mask=mask.to(device), labels=labels.to(device)).loss
        value = float(loss.detach())
        if not math.isfinite(value):
            raise ConfigError(f"the loss is {value} at step {step}: lower the learning rate")
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        result.losses.append(value)
        result.steps = step
        say(f"step {step}/{config.steps}: loss {value:.4f}")
        if step % config.save_every == 0 or step == config.steps:
            save(step)
    peft_model.save_pretrained(str(result.adapter))
    return result
