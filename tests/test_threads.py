"""The llama.cpp thread controller keeps whichever thread count measured faster."""

from __future__ import annotations

from sot.local_backend.threads import ThreadController


def drive(control: ThreadController, step_time: dict[int, float], steps: int) -> list[int]:
    return [control.record(4, step_time[control.current]) for _ in range(steps)]


def test_quiet_cpu_keeps_all_cores_and_probes_less_often():
    control = ThreadController(2)
    chosen = drive(control, {2: 0.010, 1: 0.018}, 400)
    assert control.current == 2 and chosen.count(1) <= 4 * 4  # a few short probes only


def test_contention_moves_to_fewer_threads():
    control = ThreadController(2)
    drive(control, {2: 0.010, 1: 0.018}, 40)  # quiet first: both counts measured
    drive(control, {2: 0.200, 1: 0.060}, 5)  # then other processes take the CPU
    assert control.current == 1


def test_an_explicit_count_is_kept():
    control = ThreadController(2, adaptive=False)
    assert set(drive(control, {2: 1.0, 1: 0.001}, 100)) == {2}
