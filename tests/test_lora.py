"""LoRA adapters: a PEFT adapter exported as GGUF gives llama.cpp the torch+peft model's greedy
tokens; ``local?adapter=`` applies it on a model instance of its own; bad adapters are clear errors.

The adapter is random (every LoRA weight drawn from N(0, 0.05^2), rank 4, on the attention and
MLP projections) over the embedded model: strong enough that the adapted model's first tokens
differ from the base model's, so an adapter that was not applied, or applied to the wrong rows,
shows. Without the query/key row permutation the exported adapter gave the base model's tokens.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import anyio
import pytest

from sot.errors import ConfigError
from sot.local_backend.lora import GGUF_NAME, adapter_for, export_gguf, quiet_peft
from tests.local_engines import HAS_LLAMA, HAS_TORCH

#: greedy tokens compared between the engines (all of them matched on this machine's AVX-512
#: build; llama.cpp's quantized dot products round differently from torch's fp32)
TOKENS = 12
MESSAGES = [{"role": "user", "content": "Name three colors."}]


def test_adapter_for_names_what_each_engine_needs(tmp_path):
    with pytest.raises(ConfigError, match="no such file"):
        adapter_for(tmp_path / "missing", "llama")
    peft_only = tmp_path / "peft"
    peft_only.mkdir()
    (peft_only / "adapter_config.json").write_text("{}")
    with pytest.raises(ConfigError, match=r"GGUF adapter .*engine=torch"):
        adapter_for(peft_only, "llama")
    assert adapter_for(peft_only, "torch") == str(peft_only.resolve())
    (peft_only / GGUF_NAME).write_bytes(b"GGUF")
    assert adapter_for(peft_only, "llama") == str((peft_only / GGUF_NAME).resolve())
    with pytest.raises(ConfigError, match="PEFT adapter folder"):
        adapter_for(peft_only / GGUF_NAME, "torch")


def test_export_refuses_what_it_cannot_place(tmp_path):
    with pytest.raises(ConfigError, match="llama-architecture"):
        export_gguf(tmp_path, arch="gpt2", n_head=4, n_head_kv=4)
    with pytest.raises(ConfigError, match="not a PEFT LoRA adapter folder"):
        export_gguf(tmp_path, arch="llama", n_head=4, n_head_kv=4)
    np = pytest.importorskip("numpy")
    safetensors = pytest.importorskip("safetensors.numpy")
    (tmp_path / "adapter_config.json").write_text(json.dumps({"r": 2, "lora_alpha": 4}))
    lone = {"base_model.model.model.layers.0.self_attn.q_proj.lora_A.weight": np.zeros((2, 8), np.float32)}
    safetensors.save_file(lone, str(tmp_path / "adapter_model.safetensors"))
    with pytest.raises(ConfigError, match="lacks a lora_A/lora_B pair"):
        export_gguf(tmp_path, arch="llama", n_head=4, n_head_kv=4)
    assert not (tmp_path / GGUF_NAME).exists()


@pytest.fixture(scope="module")
def random_adapter(tmp_path_factory, shared_torch_weights) -> tuple[Path, list[int], list[int]]:
    """A random adapter over the embedded model (PEFT files and its GGUF), the chat prompt's
    tokens, and the torch+peft model's greedy tokens after it."""
    torch = pytest.importorskip("torch")
    peft = pytest.importorskip("peft")
    from sot.local_backend import runtime as runtimes

    runtime = runtimes.acquire(None, device="cpu", engine="torch")
    try:
        base = runtime.loaded.model
        prompt = runtime.loaded.tokenizer.apply_chat_template(MESSAGES, add_generation_prompt=True, tokenize=False)
        ids = runtime.loaded.tokenizer(prompt, add_special_tokens=False)["input_ids"]
        modules = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]
        config = peft.LoraConfig(r=4, lora_alpha=8, target_modules=modules, init_lora_weights=False)
        with quiet_peft():
            model = peft.get_peft_model(copy.deepcopy(base), config)
        draw = torch.Generator().manual_seed(0)
        with torch.no_grad():
            for name, weight in model.named_parameters():
                if "lora_" in name:
                    weight.copy_(torch.randn(weight.shape, generator=draw) * 0.05)
        folder = tmp_path_factory.mktemp("adapter")
        model.save_pretrained(str(folder))
        export_gguf(
            folder,
            arch=base.config.model_type,
            n_head=base.config.num_attention_heads,
            n_head_kv=base.config.num_key_value_heads,
        )

        def greedy(m) -> list[int]:
            row, out = torch.tensor([ids]), []
            with torch.no_grad():
                for _ in range(TOKENS):
                    out.append(int(m(row).logits[0, -1].argmax()))
                    row = torch.cat([row, torch.tensor([[out[-1]]])], 1)
            return out

        model.eval()
        adapted, plain = greedy(model), greedy(base)
    finally:
        runtimes.release(runtime)
    assert adapted != plain, "the random adapter must change the answer, or the comparison shows nothing"
    return folder, ids, adapted


@pytest.mark.local_model
@pytest.mark.skipif(not (HAS_LLAMA and HAS_TORCH), reason="needs llama-cpp-python and torch")
def test_exported_adapter_gives_llama_cpp_the_torch_peft_tokens(random_adapter):
    from sot.local_backend.contract import SamplingParams
    from sot.local_backend.llama_engine import LlamaEngine
    from sot.local_backend.loading import default_model_path
    from tests.local_engines import LogitSpy, greedy

    folder, ids, adapted = random_adapter

    def run(adapter: str | None) -> list[int]:
        engine = LlamaEngine(str(default_model_path()), n_ctx=1024, adapter=adapter)
        try:
            assert engine.encode_chat(MESSAGES) == ids  # the same prompt on both engines
            spy = LogitSpy(engine)
            engine.submit(ids, SamplingParams(max_tokens=TOKENS, temperature=0.0))
            while engine.has_work():
                engine.step()
            return greedy(spy.only())
        finally:
            engine.close()

    assert run(adapter_for(folder, "llama")) == adapted
    assert run(None) != adapted


@pytest.mark.local_model
@pytest.mark.skipif(not (HAS_LLAMA and HAS_TORCH), reason="needs llama-cpp-python and torch")
@pytest.mark.parametrize("engine", ["llama", "torch"])
def test_local_adapter_option_leaves_other_asks_alone(random_adapter, engine):
    from sot.providers.base import GenerationRequest, Message, TextDelta
    from sot.providers.registry import get_provider

    folder = random_adapter[0]
    request = GenerationRequest(messages=tuple(Message(**m) for m in MESSAGES), max_tokens=TOKENS, temperature=0.0)

    async def answer(provider) -> str:
        text = ""
        async for chunk in provider.stream(request):
            text += chunk.text if isinstance(chunk, TextDelta) else ""
        return text

    async def main() -> tuple[str, str, str, dict]:
        plain = get_provider(f"local?engine={engine}&device=cpu")
        adapted = get_provider(f"local?engine={engine}&device=cpu&adapter={folder}")
        try:
            before = await answer(plain)
            with_adapter = await answer(adapted)
            after = await answer(plain)
            return before, with_adapter, after, adapted.describe()
        finally:
            await plain.aclose()
            await adapted.aclose()

    before, with_adapter, after, described = anyio.run(main)
    assert before == after != with_adapter
    if engine == "llama":
        assert described.get("adapter", "").endswith(GGUF_NAME)


@pytest.mark.local_model
@pytest.mark.skipif(not (HAS_LLAMA and HAS_TORCH), reason="needs llama-cpp-python and torch")
def test_pasta_calls_use_the_models_shipped_adapter_and_nothing_else_does(random_adapter, monkeypatch):
    from sot.local_backend import adapters
    from sot.providers.base import PASTA_ADAPTER, GenerationRequest, Message, TextDelta
    from sot.providers.registry import get_provider

    monkeypatch.setattr(adapters, "shipped_adapter", lambda model: random_adapter[0] if model is None else None)
    messages = tuple(Message(**m) for m in MESSAGES)

    def request(mode: str, purpose: str) -> GenerationRequest:
        # (as the orchestrator asks: a PASTA ask's main text and forks ask for the adapter)
        adapter = PASTA_ADAPTER if mode == "pasta" and purpose in ("pasta", "branch") else None
        return GenerationRequest(messages=messages, max_tokens=TOKENS, mode=mode, purpose=purpose, adapter=adapter)

    async def answer(provider, req: GenerationRequest) -> str:
        text = ""
        async for chunk in provider.stream(req):
            text += chunk.text if isinstance(chunk, TextDelta) else ""
        return text

    async def group(provider, req: GenerationRequest) -> str:
        text = ""
        async for _, chunk in provider.stream_group([req]):
            text += chunk.text if isinstance(chunk, TextDelta) else ""
        return text

    async def main() -> dict[str, str]:
        default, explicit_none = get_provider("local"), get_provider("local?adapter=none")
        try:
            return {
                "direct": await answer(default, request("direct", "direct")),
                "pasta main": await answer(default, request("pasta", "pasta")),
                "pasta fork": await group(default, request("pasta", "branch")),
                "pasta fallback": await answer(default, request("pasta", "direct")),
                "sot point": await group(default, request("sot", "branch")),
                "none": await answer(explicit_none, request("pasta", "pasta")),
                "described": default.describe().get("pasta_adapter", ""),
            }
        finally:
            await default.aclose()
            await explicit_none.aclose()

    got = anyio.run(main)
    assert got["pasta main"] == got["pasta fork"] != got["direct"]
    assert got["direct"] == got["pasta fallback"] == got["sot point"] == got["none"]
    assert got["described"] == str(random_adapter[0])
