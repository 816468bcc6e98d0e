"""int8 linear layers for CPU: int8 weights per output channel, int8 activations per row.

Every row of the input gets its own scale and the product accumulates in int32
(``torch._int_mm``), so a row's result does not depend on the other rows of the batch:
batched decoding stays token-for-token equal to decoding alone. Layers that read the same
input (q/k/v, gate/up) quantize it once.

    quantize_linears(model)   # in place; every nn.Linear (lm_head included) becomes Int8Linear
"""

from __future__ import annotations

from typing import Any

from sot.local_backend._torch import torch

# isort: split
from torch import nn

__all__ = ["Int8Linear", "quantize_linears"]


class _InputMemo:
    """The last input quantized, shared by the layers of one model."""

    __slots__ = ("quantized", "scale", "source")

    def __init__(self) -> None:
        self.source: torch.Tensor | None = None
        self.quantized: torch.Tensor | None = None
        self.scale: torch.Tensor | None = None


class Int8Linear(nn.Module):
    """``y = (round(x / sx) @ round(W / sw).T) * sx * sw + b`` with per-row ``sx``, per-channel ``sw``."""

    weight_q: torch.Tensor  # buffers (register_buffer)
    weight_scale: torch.Tensor

    def __init__(self, linear: nn.Linear, memo: _InputMemo | None = None) -> None:
        super().__init__()
        weight = linear.weight.detach().float()
        scale = weight.abs().amax(dim=1).clamp(min=1e-12) / 127.0
        self.in_features, self.out_features = linear.in_features, linear.out_features
        self.register_buffer("weight_q", torch.round(weight / scale[:, None]).clamp(-127, 127).to(torch.int8))
        self.register_buffer("weight_scale", scale)
        self.bias = None if linear.bias is None else nn.Parameter(linear.bias.detach().float(), requires_grad=False)
        self.memo = memo or _InputMemo()

    def _quantize_input(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        memo = self.memo
        if memo.source is x:
            return memo.quantized, memo.scale  # type: ignore[return-value]
        flat = x.reshape(-1, self.in_features).float()
        scale = flat.abs().amax(dim=1, keepdim=True).clamp(min=1e-12) / 127.0
        quantized = torch.round(flat / scale).to(torch.int8)
        memo.source, memo.quantized, memo.scale = x, quantized, scale
        return quantized, scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        quantized, scale = self._quantize_input(x)
        out = torch._int_mm(quantized, self.weight_q.t()).float() * (scale * self.weight_scale)
        if self.bias is not None:
            out = out + self.bias
        return out.view(*x.shape[:-1], self.out_features).to(x.dtype)

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, int8"


def _replace_linears(model: Any, make: Any) -> Any:
    targets = [(name, module) for name, module in model.named_modules() if isinstance(module, nn.Linear)]
    for name, module in targets:
        parent_name, _, child = name.rpartition(".")
        parent = model.get_submodule(parent_name) if parent_name else model
        setattr(parent, child, make(module))
    return model


def quantize_linears(model: Any) -> Any:
    """Replace every ``nn.Linear`` of ``model`` with an :class:`Int8Linear` (in place)."""
    memo = _InputMemo()
    return _replace_linears(model, lambda linear: Int8Linear(linear, memo))
