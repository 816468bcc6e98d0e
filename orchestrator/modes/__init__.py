"""The answering modes: one object each (:class:`~sot.orchestrator.modes.base.Mode`), in one registry.

========== ===============================================================
``direct``  :mod:`~sot.orchestrator.modes.direct`: one generation, the baseline
``sot``     :mod:`~sot.orchestrator.modes.skeleton`: Skeleton-of-Thought
``pasta``   :mod:`~sot.orchestrator.modes.pasta`: PASTA-LANG promises forked as branches
``mapreduce`` :mod:`~sot.orchestrator.modes.mapreduce`: a long input in parts
``items``   :mod:`~sot.orchestrator.modes.items`: the request's own items, each at once
========== ===============================================================

A new mode is a module with a :class:`Mode` subclass (its ``run`` and, where its answer is
not the plain join of its :class:`Part`\\ s, its ``answer``) and one line here (or
``register(MyMode())`` anywhere before the ask): the CLI, ``sot.Client``, templates and the
gateway take it by name from then on.
"""

from __future__ import annotations

from sot.orchestrator.modes.base import REGISTRY, Mode, Part, answering, get_mode, join_parts, register
from sot.orchestrator.modes.direct import DirectMode
from sot.orchestrator.modes.items import ItemsMode
from sot.orchestrator.modes.mapreduce import MapReduceMode
from sot.orchestrator.modes.pasta import PastaMode
from sot.orchestrator.modes.skeleton import SotMode

__all__ = ["REGISTRY", "Mode", "Part", "answering", "get_mode", "join_parts", "register"]

register(DirectMode())
register(SotMode())
register(PastaMode())
register(MapReduceMode())
register(ItemsMode())
