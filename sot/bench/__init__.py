"""``sot bench``: latency, parallelism and answer quality of each mode on a question set.

An application of the library, like the CLI and the gateway: it asks through a ``sot.Client``
and sits above the orchestrator, which never imports it.

- :mod:`sot.bench.questions`: question files (MT-Bench, AlpacaEval, Vicuna, plain lines) and
  the shipped sample (``data/``);
- :mod:`sot.bench.runner`: every question in every mode, one ask at a time, recorded;
- :mod:`sot.bench.quality`: structural checks and the pairwise judge;
- :mod:`sot.bench.report`: the summary figures, ``report.json`` and ``report.md``;
- :mod:`sot.bench.plots`: the PNG plots (matplotlib, the ``bench`` extra).
"""
