"""The local engines the tests run on: each skipped where its library is not installed."""

from __future__ import annotations

import importlib.util

import pytest

HAS_LLAMA = importlib.util.find_spec("llama_cpp") is not None
HAS_TORCH = importlib.util.find_spec("torch") is not None

ENGINES = [
    pytest.param("llama", marks=pytest.mark.skipif(not HAS_LLAMA, reason="llama-cpp-python is not installed")),
    pytest.param("torch", marks=pytest.mark.skipif(not HAS_TORCH, reason="torch is not installed")),
]

if not (HAS_LLAMA or HAS_TORCH):
    pytest.skip("the local backend needs an engine: pip install 'sot-orchestrator[local]'", allow_module_level=True)
