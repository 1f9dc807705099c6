"""The run-time search of the chunk size (the CPU-GPU paper, Section 4.2,
Figure 4), TensorFlow-free.

The paper's algorithm, driven by the training loop: start at k = 1; after
each `interval` iterations with the current k, compare their time with the
best so far (keep the best k); move on, k := k + 1 while k < step, else
k := k + step; stop once k >= best + step * range (here also once k would
leave the meaningful range: with l layers, k = 1 and every k >= l give one
chunk per layer), and train with the best k from then on.

Not in the paper (`ChunkSearch.confirm`, default 3): when its rule stops,
the `confirm` fastest candidates are timed once more each, and the choice
is the least mean of a candidate's two intervals. On a shared host one
busy interval (another process, a collective waiting for a slow peer)
otherwise decides the choice: measured on this project's 2-core box, the
paper's rule alone chose a k up to 1.18x slower than the brute-force best.
`confirm=0` (or 1) is the paper's rule exactly.

`ChunkSearchState` is that loop as a state machine (the runner reports each
candidate's time and re-lowers the step with the next k); `search_chunks`
runs it on a `measure(k) -> seconds` callable (tests, benchmarks). The
result is cached per model and cluster like the partition decision.
"""
from __future__ import annotations

import dataclasses
import logging
import math
from typing import Any, Callable, Optional

from parallax_tf.config.chunking import ChunkSearch
from parallax_tf.errors import SearchError
from parallax_tf.plan.chunks import uniform_chunks
from parallax_tf.planner.decision import (
    default_decision_path,
    links_unlike,
    load_tagged,
    not_reused,
    save_tagged,
)
from parallax_tf.planner.per_variable import Links

logger = logging.getLogger(__name__)

_KIND = "parallax_tf.chunk_decision"
DECISION_FORMAT = 1


class ChunkSearchState:
    """The paper's loop over chunk sizes (module doc)."""

    def __init__(self, num_layers: int, settings: ChunkSearch) -> None:
        if not isinstance(settings, ChunkSearch):
            raise SearchError(f"ChunkSearchState needs a ChunkSearch, got {settings!r}")
        self.num_layers, self.settings = num_layers, settings
        self.current = 1
        self.best = 1
        self.best_seconds = math.inf
        self.samples: list[tuple[int, float]] = []
        self.done = num_layers <= 2          # every k gives the same chunks
        self.confirming: Optional[list[int]] = None
        """The candidates still to re-time (None: the paper's loop runs)."""

    def report(self, seconds: float) -> int:
        """The time per step measured with `current`; returns the k to run
        next (the best k once the search is done)."""
        if self.done:
            return self.best
        if not math.isfinite(seconds) or seconds <= 0:
            raise SearchError(f"chunk search: k={self.current} measured {seconds!r} s/step; "
                              "give a positive, finite time")
        self.samples.append((self.current, seconds))
        if self.confirming is not None:
            return self._confirm_next()
        if seconds < self.best_seconds:
            self.best, self.best_seconds = self.current, seconds
        step, stop = self.settings.step, self.settings.range
        nxt = self.current + 1 if self.current < step else self.current + step
        if nxt >= self.best + step * stop or nxt >= self.num_layers:
            return self._begin_confirm()
        self.current = nxt
        return self.current

    def _begin_confirm(self) -> int:
        """The paper's rule stopped: re-time the fastest candidates (best
        first), or end here."""
        first = sorted(self.samples, key=lambda s: s[1])
        self.confirming = [k for k, _ in first[:self.settings.confirm]]
        if len(self.confirming) < 2:
            self.confirming = []
        return self._confirm_next()

    def _confirm_next(self) -> int:
        if self.confirming:
            self.current = self.confirming.pop(0)
            return self.current
        twice = _mean_times(self.samples, least_visits=2)
        if twice:
            self.best = min(twice, key=lambda k: (twice[k], k))
            self.best_seconds = twice[self.best]
        self.done = True
        self.current = self.best
        return self.current

    def result(self) -> "ChunkSearchResult":
        if not self.samples:
            raise SearchError("the chunk search measured nothing")
        return ChunkSearchResult(samples=tuple(self.samples), chosen_k=self.best,
                                 num_layers=self.num_layers, settings=self.settings)


def _mean_times(samples: Any, least_visits: int = 1) -> dict[int, float]:
    """Each candidate's mean time over its intervals, for the candidates
    timed at least `least_visits` times."""
    timed: dict[int, list[float]] = {}
    for k, seconds in samples:
        timed.setdefault(k, []).append(seconds)
    return {k: sum(v) / len(v) for k, v in timed.items() if len(v) >= least_visits}


@dataclasses.dataclass(frozen=True)
class ChunkSearchResult:
    """What the chunk search measured and chose."""

    samples: tuple[tuple[int, float], ...]
    """(k, seconds per step) in the order they were measured."""
    chosen_k: int
    num_layers: int
    settings: ChunkSearch

    def mean_times(self) -> dict[int, float]:
        """Each k's mean over the intervals it was timed."""
        return _mean_times(self.samples)

    def chunks(self) -> tuple:
        """The chosen k's chunks, as layer indices in backward order."""
        return uniform_chunks(self.num_layers, self.chosen_k)

    def table(self) -> str:
        lines = [f"chunk search over {self.num_layers} layers (interval "
                 f"{self.settings.interval}, step {self.settings.step}, range "
                 f"{self.settings.range}, confirm {self.settings.confirm}):",
                 f"{'#':>3} {'k':>4} {'chunks':>7} {'s/step':>10}"]
        means, seen = self.mean_times(), set()
        last = max((i for i, (k, _) in enumerate(self.samples) if k == self.chosen_k),
                   default=-1)
        for i, (k, seconds) in enumerate(self.samples):
            mark = f"  again: mean {means[k]:.5f}" if k in seen else ""
            mark += "  <- chosen" if i == last else ""
            seen.add(k)
            lines.append(f"{i + 1:>3} {k:>4} {len(uniform_chunks(self.num_layers, k)):>7} "
                         f"{seconds:>10.5f}{mark}")
        lines.append(f"chosen k = {self.chosen_k} ({len(self.chunks())} chunks)")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"samples": [list(s) for s in self.samples], "chosen_k": self.chosen_k,
                "num_layers": self.num_layers, "settings": dataclasses.asdict(self.settings)}

    @classmethod
    def from_dict(cls, d: Any) -> "ChunkSearchResult":
        try:
            return cls(samples=tuple((int(k), float(s)) for k, s in d["samples"]),
                       chosen_k=int(d["chosen_k"]), num_layers=int(d["num_layers"]),
                       settings=ChunkSearch(**d["settings"]))
        except (KeyError, TypeError, ValueError) as e:
            raise SearchError(f"not a chunk search result ({e!r})") from e


def search_chunks(measure: Callable[[int], float], num_layers: int,
                  settings: Optional[ChunkSearch] = None) -> ChunkSearchResult:
    """Run the search on `measure(k) -> seconds per step` (default settings
    when `settings` is None)."""
    settings = settings or ChunkSearch()
    state = ChunkSearchState(num_layers, settings)
    if state.done:
        state.samples.append((1, float(measure(1))))
    while not state.done:
        state.report(float(measure(state.current)))
    return state.result()


def decision_path(folder: str, model_fingerprint: str, cluster_fingerprint: str) -> str:
    """Where the chunk decision for this model and cluster is cached."""
    return default_decision_path(folder, model_fingerprint, cluster_fingerprint, kind="chunks")


def save_chunk_decision(result: ChunkSearchResult, path: str, *, model_fingerprint: str,
                        cluster_fingerprint: str, settings: Optional[dict] = None) -> str:
    save_tagged(path, kind=_KIND, format=DECISION_FORMAT, fields={"result": result.to_dict()},
                fingerprints=(model_fingerprint, cluster_fingerprint), settings=settings)
    logger.info("chunk decision k=%d saved to %s", result.chosen_k, path)
    return path


def load_chunk_decision(path: str, *, model_fingerprint: str, cluster_fingerprint: str,
                        links: Optional[Links] = None) -> Optional[ChunkSearchResult]:
    """The cached result for these fingerprints, or None (missing, made for
    another model or cluster, or unreadable: logged; made on links unlike
    `links`, the job's measured ones: a warning, `decision.links_unlike`)."""
    found = load_tagged(path, what="chunk decision", kind=_KIND, format=DECISION_FORMAT,
                        fingerprints=(model_fingerprint, cluster_fingerprint),
                        parse=lambda data: (ChunkSearchResult.from_dict(data["result"]),
                                            data.get("settings") or {}))
    if found is None:
        return None
    result, settings = found
    if not_reused(path, "chunk decision", links_unlike(settings, links,
                                                       min(t for _, t in result.samples))):
        return None
    return result
