"""A worker-side cache of hot server rows with bounded staleness (pure: no
TensorFlow). docs/row_cache.md says when to use it; the lowering is
`modes/data/lower/row_cache.py`.

Time runs in *periods* of s + 1 steps (s = `staleness`), counted from the
job's start (or its resume). For each server-placed table with a sparse
gradient, each worker:

* counts the rows it reads (every read, from the cache or not), and at the
  first step of each period caches the `rows` most-read ones (ties: the
  lower row; rows never read are not cached), then halves the counts, so
  the set follows a drifting stream;
* serves a cached row from its copy once the row was fetched in this
  period: its first read in a period goes to the server and refreshes the
  copy; so a value read is at most s steps old;
* with s > 0, holds the gradient rows of cached rows, summed per row, and
  pushes them at the period's last step (at most s steps late) beside that
  step's other rows; s = 0 pushes every row as it comes, so training is
  exactly synchronous training, through the same lookups.

A row read by one worker may be updated by the others' pushes meanwhile:
its copy misses those for up to s steps, and the server misses the
worker's held rows for up to s steps (HET's bound in both directions).

A dynamic table (its rows move on eviction) is cached by key: the counts
are by key (a key whose halved count falls below `FORGET` is forgotten),
a copy serves the later steps of the period that fetched it, every key
still goes to the servers (a sighting either way), and its gradient rows
go every step.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

from parallax_tf.errors import ConfigError

DECAY = 0.5
"""Each period's counts are halved at its start, after the set is chosen."""

FORGET = 2.0 ** -10
"""A dynamic table's key whose halved count falls below this is forgotten
(its counts are kept by key, which would otherwise grow with the stream)."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class RowCache:
    """`Config(row_cache=px.RowCache(rows=N, staleness=s))`."""

    rows: int
    """Rows each worker caches per table (its `rows` most-read)."""
    staleness: int = 0
    """s: a cached read is at most s steps old, a held gradient at most s
    steps late; 0: synchronous training exactly."""

    def __post_init__(self) -> None:
        for name, low in (("rows", 1), ("staleness", 0)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise ConfigError(
                    f"RowCache({name}={value!r}) must be an integer >= {low}"
                    + (" (rows cached per table on each worker)" if name == "rows" else
                       " (steps a cached row may be old; 0: synchronous training)"))

    @property
    def period(self) -> int:
        """Steps between two choices of the cached rows: s + 1."""
        return self.staleness + 1

    @property
    def holds_gradients(self) -> bool:
        """Whether cached rows' gradients wait on the worker (s > 0)."""
        return self.staleness > 0

    def features(self) -> list[str]:
        return ["row_cache"]

    def to_dict(self) -> dict[str, int]:
        return {"rows": self.rows, "staleness": self.staleness}

    def describe(self) -> str:
        """The plan's line: which rows, when they refresh, where gradients go."""
        s = self.staleness
        pushed = ("pushed as they come (synchronous training)" if s == 0 else
                  f"held, summed per row, pushed at the period's last step (<= {s} steps "
                  "late; a dynamic table's every step)")
        return (f"row cache: up to {self.rows} rows per table per worker, its most read "
                f"(chosen every {self.period} step(s), counts halved), each refreshed by its "
                f"first read in a period (<= {s} steps old); their gradients {pushed}")


def parse_row_cache(value: Any) -> Optional[RowCache]:
    """None, a RowCache, or its dict (`Config.to_dict`'s form)."""
    if value is None or isinstance(value, RowCache):
        return value
    if isinstance(value, dict):
        unknown = sorted(set(value) - {"rows", "staleness"})
        if unknown or "rows" not in value:
            raise ConfigError(f"row_cache={value!r}: give px.RowCache(rows=N, staleness=s) "
                              "(a dict needs 'rows' and may have 'staleness', nothing else)")
        return RowCache(**value)
    raise ConfigError(f"row_cache={value!r} must be px.RowCache(rows=N, staleness=s) or None")
