"""Step statistics for benchmarks: `PARALLAX_TF_STATS_DIR` turns them on.

When the variable is set (the benchmark driver sets it for a launched job),
every worker records, for each `run()` after `PARALLAX_TF_STATS_WARMUP`
warm-up steps, the step's wall time, and at the start and end of that timed
window its process CPU time and its network interface's byte counters
(`PARALLAX_TF_GLOO_IFACE`, e.g. the veth inside an emulated machine's
namespace; default: none). After each timed step it rewrites
`worker_<i>.json` in the folder, so the file is complete whenever the job
ends. The chief also writes the plan's predicted bytes per machine.

All workers leave a step together (the step's closing barrier), so the
windows of all workers cover the same steps.
"""
from __future__ import annotations

import json
import os
import resource
import time
from typing import Any, Optional

from parallax_tf import env, registry


def interface_counters(iface: Optional[str]) -> Optional[dict[str, int]]:
    """Byte and packet counters of network interface `iface` (None: unreadable)."""
    if not iface:
        return None
    base = f"/sys/class/net/{iface}/statistics"
    try:
        return {name: int(open(os.path.join(base, name)).read())
                for name in ("rx_bytes", "tx_bytes", "rx_packets", "tx_packets")}
    except (OSError, ValueError):
        return None


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def box_cpu_seconds() -> Optional[float]:
    """CPU seconds every process of this box has used (user, nice, system,
    interrupts: `/proc/stat`'s first line without idle and iowait), or None
    where unreadable. Emulated machines share the box, so its CPU less the
    workers' own is what the servers (and the kernel's network) cost."""
    try:
        with open("/proc/stat", encoding="ascii") as f:
            fields = f.readline().split()
    except OSError:
        return None
    if not fields or fields[0] != "cpu" or len(fields) < 8:
        return None
    busy = [int(x) for x in fields[1:4] + fields[6:8]]   # user nice system irq softirq
    return sum(busy) / os.sysconf("SC_CLK_TCK")


def window_sample(iface: Optional[str]) -> dict[str, Any]:
    """One end of a timed window: wall time, this process's CPU seconds, the
    box's and the interface's counters."""
    return {"time": time.time(), "cpu": _cpu_seconds(), "box_cpu": box_cpu_seconds(),
            "counters": interface_counters(iface)}


class StepStats:
    """Records the timed window of one worker (see module doc)."""

    def __init__(self, folder: str, warmup: int, worker: int, machine: int,
                 iface: Optional[str]) -> None:
        self._path = os.path.join(folder, f"worker_{worker}.json")
        os.makedirs(folder, exist_ok=True)
        self._warmup, self._iface = warmup, iface
        self._data: dict[str, Any] = {"worker": worker, "machine": machine, "iface": iface,
                                      "warmup": warmup, "step_seconds": [],
                                      "input_shapes": None}
        self._steps = 0
        self._start: Optional[dict[str, Any]] = None
        self._pending: Optional[dict[str, float]] = None

    @classmethod
    def from_env(cls, worker: int, machine: int) -> Optional["StepStats"]:
        folder = env.stats_dir()
        if folder is None:
            return None
        return cls(folder, env.stats_warmup(), worker, machine, env.task_iface())

    def set_plan(self, plan: Any) -> None:
        """What the plan predicts, as its mode records it (`mode.py`'s
        `predicted`: bytes per machine per iteration, Table 3; a layout
        plan's collective bytes per device), and the mode's name."""
        self._data.update(registry.of_plan(plan).hooks().predicted(plan))
        self._data["mode"] = plan.mode

    def before_step(self, inputs: list) -> None:
        if self._data["input_shapes"] is None:
            self._data["input_shapes"] = [list(getattr(x, "shape", ())) for x in inputs]
        if self._steps == self._warmup:
            self._start = window_sample(self._iface)
        self._t0 = time.perf_counter()

    def set_transfers(self, transfers: Any) -> None:
        """This worker's cross-task messages per step before and after the
        `coalesce_transfers` pass (`lower/coalesce.Transfers`)."""
        self._data["transfers"] = {"before": transfers.before, "after": transfers.after,
                                   "packs": transfers.groups}

    def set_row_cache(self, counters: dict) -> None:
        """This worker's row cache counters at the end (table -> reads,
        hits, gradient_rows, pushed_rows; `lower/row_cache.py`), written at once."""
        self._data["row_cache"] = counters
        tmp = self._path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(self._data, f)
        os.replace(tmp, self._path)

    def note(self, **values: float) -> None:
        """Per-step figures of this step (weak sync: stale blocks, seconds
        pulled), kept for the timed steps under `per_step`."""
        self._pending = values

    def after_step(self, events: Any = None) -> None:  # RunMetrics' signature
        seconds = time.perf_counter() - self._t0
        self._steps += 1
        if self._start is None:
            return
        self._data["step_seconds"].append(seconds)
        pending = self._pending
        if pending:
            for key, value in pending.items():
                self._data.setdefault("per_step", {}).setdefault(key, []).append(value)
            self._pending = None
        self._data["window"] = {"start": self._start, "end": window_sample(self._iface)}
        tmp = self._path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(self._data, f)
        os.replace(tmp, self._path)
