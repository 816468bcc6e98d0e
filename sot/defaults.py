"""sot's built-in defaults, each written once.

The lowest layer that needs one reads it here (a skeleton's parser, the engines' and the
providers' requests); an ask's settings take them where no layer above names them
(:func:`sot.orchestrator.settings.resolve`: the call, the caller, the template, the
environment and config file, then these).
"""

from __future__ import annotations

__all__ = [
    "DEFAULT_BRANCH_TOKENS",
    "DEFAULT_MAX_POINTS",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_PLAN_LINE_TOKENS",
    "DEFAULT_PLAN_TOKENS",
    "DEFAULT_RETRIES",
    "DEFAULT_TEMPERATURE",
]

#: most points in a SoT skeleton
DEFAULT_MAX_POINTS = 10
#: the bound of one generation where none is given: a direct answer, PASTA's main text
DEFAULT_MAX_TOKENS = 512
#: a branch writes one point, not a whole answer: its bound when no bound is given
DEFAULT_BRANCH_TOKENS = 192
#: most tokens of a plan (a skeleton)
DEFAULT_PLAN_TOKENS = 128
#: a skeleton point is a short phrase: where the provider can, a plan line ends after this many tokens
DEFAULT_PLAN_LINE_TOKENS = 20
#: greedy: reproducible answers
DEFAULT_TEMPERATURE = 0.0
#: attempts per request before its first output (retryable errors only)
DEFAULT_RETRIES = 3
