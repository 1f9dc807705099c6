"""Weak synchronisation of the parameter servers (pure: no TensorFlow).

The weak-synchronisation paper's PSP-SGD (digest section 4): a server
updates a block (a server-placed variable, or one shard of it) once c of
the k workers pushed a gradient for its current version (then waits
`push_wait` seconds more for the others), scaling the update by the number
d it received; gradients computed on an older version are dropped. A
worker starts its step once a fraction b of its blocks arrived in a newer
version than it used last (then waits `pull_wait` more); missing blocks
keep their previous values. c = k and b = 1 is synchronous training.

`Stragglers` injects the delays the paper's experiment studies, for tests
and benchmarks: a worker's compute delayed, a server's responses delayed
(as the worker sees them), each with a probability per step.
"""
from __future__ import annotations

import dataclasses
import math
import random
from typing import Any, Mapping, Optional

from parallax_tf.errors import ConfigError


class WeakSyncError(ConfigError):
    """An impossible weak-sync setting, naming the value."""


def _number(name: str, value: Any, *, low: float, high: float = math.inf,
            low_open: bool = False) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
        raise WeakSyncError(f"{name}={value!r} must be a number")
    if value < low or (low_open and value == low) or value > high:
        bound = f"({low}, {high}]" if low_open else f"[{low}, {high}]"
        raise WeakSyncError(f"{name}={value!r} must be in {bound}")
    return float(value)


@dataclasses.dataclass(frozen=True, kw_only=True)
class WeakSync:
    """PSP-SGD's knobs (the paper's names in brackets)."""

    num_required: Optional[int] = None
    """c: gradients a server block needs for an update; None: every worker (k)."""
    pull_fraction: float = 1.0
    """b: the fraction of its blocks a worker waits for, in (0, 1]."""
    push_wait: float = 0.0
    """tau1: seconds a server waits for more gradients once it has c."""
    pull_wait: float = 0.0
    """tau2: seconds a worker waits for more blocks once it has b of them."""
    max_wait: float = 60.0
    """Seconds after which a wait that never reaches c gradients (a server)
    or b blocks (a worker) fails the job naming who it waited for: no hang."""

    def __post_init__(self) -> None:
        c = self.num_required
        if c is not None and (isinstance(c, bool) or not isinstance(c, int) or c < 1):
            raise WeakSyncError(f"WeakSync(num_required={c!r}) must be a positive integer (c "
                                "of the k workers), or None for all of them")
        _number("WeakSync.pull_fraction", self.pull_fraction, low=0.0, high=1.0, low_open=True)
        _number("WeakSync.push_wait", self.push_wait, low=0.0)
        _number("WeakSync.pull_wait", self.pull_wait, low=0.0)
        _number("WeakSync.max_wait", self.max_wait, low=0.0, low_open=True)

    def required(self, workers: int) -> int:
        """c for a job of `workers` replicas (WeakSyncError when c > k)."""
        c = workers if self.num_required is None else self.num_required
        if c > workers:
            raise WeakSyncError(f"WeakSync(num_required={c}) but the job has {workers} "
                                f"worker(s): c must be between 1 and {workers}")
        return c

    def blocks_needed(self, blocks: int) -> int:
        """How many of `blocks` a worker waits for: ceil(b x blocks), at least 1."""
        return max(1, math.ceil(self.pull_fraction * blocks - 1e-9))

    def is_synchronous(self, workers: int) -> bool:
        """c = k and b = 1: every update waits for every worker, every step
        for every block (the oracle's case)."""
        return self.required(workers) == workers and self.pull_fraction == 1.0

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "WeakSync":
        return cls(**dict(d))

    def describe(self, workers: Optional[int] = None) -> str:
        c = self.num_required if workers is None else self.required(workers)
        return (f"weak sync: c={'all' if c is None else c}"
                f"{'' if workers is None else f' of {workers}'} gradients per update "
                f"(+{self.push_wait:g} s), b={100 * self.pull_fraction:g}% of blocks per step "
                f"(+{self.pull_wait:g} s)")


@dataclasses.dataclass(frozen=True, kw_only=True)
class Stragglers:
    """Injected delays: worker w's compute sleeps `worker_delay[w]` seconds
    before a step with probability `worker_probability`; a block of server s
    reaches a worker `server_delay[s]` seconds late with probability
    `server_probability` (the paper: 4 s with probability 0.0016). Draws
    come from `seed` (and the task), so runs repeat."""

    worker_delay: Mapping[int, float] = dataclasses.field(default_factory=dict)
    worker_probability: float = 1.0
    server_delay: Mapping[int, float] = dataclasses.field(default_factory=dict)
    server_probability: float = 1.0
    seed: int = 0

    def __post_init__(self) -> None:
        for name in ("worker_delay", "server_delay"):
            value = getattr(self, name)
            if not isinstance(value, Mapping):
                raise WeakSyncError(f"Stragglers.{name}={value!r} must map a task index to "
                                    "seconds, e.g. {1: 0.5}")
            clean = {}
            for task, seconds in value.items():
                if isinstance(task, str) and task.isdigit():
                    task = int(task)
                if isinstance(task, bool) or not isinstance(task, int) or task < 0:
                    raise WeakSyncError(f"Stragglers.{name} key {task!r} must be a task index")
                clean[task] = _number(f"Stragglers.{name}[{task}]", seconds, low=0.0)
            object.__setattr__(self, name, clean)
        for name in ("worker_probability", "server_probability"):
            _number(f"Stragglers.{name}", getattr(self, name), low=0.0, high=1.0)

    def rng(self, task: int) -> random.Random:
        return random.Random(self.seed * 1_000_003 + task)

    def to_dict(self) -> dict[str, Any]:
        return {"worker_delay": {str(k): v for k, v in self.worker_delay.items()},
                "worker_probability": self.worker_probability,
                "server_delay": {str(k): v for k, v in self.server_delay.items()},
                "server_probability": self.server_probability, "seed": self.seed}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Stragglers":
        return cls(**dict(d))


def parse_weak_sync(value: Any) -> Optional[WeakSync]:
    """None, a WeakSync, or its dict (JSON)."""
    if value is None or isinstance(value, WeakSync):
        return value
    if isinstance(value, Mapping):
        return WeakSync.from_dict(value)
    raise WeakSyncError(f"weak_sync={value!r} must be a parallax_tf.WeakSync(...)")


def parse_stragglers(value: Any) -> Optional[Stragglers]:
    if value is None or isinstance(value, Stragglers):
        return value
    if isinstance(value, Mapping):
        return Stragglers.from_dict(value)
    raise WeakSyncError(f"stragglers={value!r} must be a parallax_tf.Stragglers(...)")
