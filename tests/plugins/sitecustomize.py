"""Loaded at the start of a Python process that has this folder on its path: registers the toy
``echo`` mode (:mod:`tests.plugins.echo_mode`), as an application registers its own mode."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sot.orchestrator.modes import register
from tests.plugins.echo_mode import EchoMode

register(EchoMode())
