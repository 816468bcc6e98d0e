"""torch, loaded with OpenMP's passive wait policy: the local backend imports torch from here.

torch's OpenMP runtime reads ``OMP_WAIT_POLICY`` once, when it loads; the variable is set
only for that moment (see :func:`sot.local_backend.passive_openmp`) and the environment is
then as it was. Modules that import a library which imports torch itself (transformers,
peft) import this module first.
"""

from __future__ import annotations

from sot.local_backend import passive_openmp

with passive_openmp():
    import torch

__all__ = ["torch"]
