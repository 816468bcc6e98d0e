"""Training for learned PASTA: the data (``sot pasta-data``), the LoRA run (``sot train-pasta``) and its evaluation.

The modules ``pasta_training_set``, ``route_pasta_data``, ``pasta_route_mix`` and
``ship_pasta_adapter`` are the steps that made the shipped adapter, each run as
``python -m sot.training.NAME``. The fine-tuning loop itself is torch code and lives in
:mod:`sot.local_backend.training`.
"""
