"""The chunk-size search inside a running job (`Config(chunks="search")`).

The paper's algorithm runs during training (`planner/chunk_size.py`): after a
warm-up of `interval` untimed steps (the job's first steps run slower while
TensorFlow's thread pools and allocator settle: measured 60-85 ms against
45 ms on fc20, which made k = 1, always tried first, look slow), the job
trains with chunks of k layers for `interval` steps, the chief's median step
time (the first step of each k left out: it runs a freshly built program) is
broadcast so every worker takes the same decision, and the runner re-lowers
the step with the next k: the variables' values are read, the old program
released, the new one built and loaded (no restart, no Horovod
re-initialisation: the chunks are grouped AllReduces of the new program).
Once the search stops the job trains on with the best k; the decision is
cached by the chief like the partition decision (`modes/data/partition_search.py`), and
a later run of the same model on the same cluster starts with it.
"""
from __future__ import annotations

import logging
import os
import statistics
from typing import Callable, Optional, Protocol

from parallax_tf.config.chunking import ChunkSearch
from parallax_tf.planner.chunk_size import (
    ChunkSearchResult,
    ChunkSearchState,
    decision_path,
    load_chunk_decision,
    save_chunk_decision,
)
from parallax_tf.planner.per_variable import Links
from parallax_tf.planner.plot import plot_chunk_search

logger = logging.getLogger(__name__)


class Broadcast(Protocol):
    """One float from the chief to every worker (`partition_search.Broadcaster`);
    `close` releases it once the search is over."""

    def __call__(self, value: float) -> float: ...

    def close(self) -> None: ...


class ChunkSearcher:
    """Times the steps of each candidate k and says when to switch."""

    def __init__(self, *, settings: ChunkSearch, num_layers: int,
                 broadcast: Broadcast, is_chief: bool, path: str,
                 fingerprints: tuple[str, str], recorded: Optional[dict] = None) -> None:
        self.state = ChunkSearchState(num_layers, settings)
        self.settings, self.broadcast, self.is_chief = settings, broadcast, is_chief
        self.path, self.fingerprints = path, fingerprints
        self.recorded = dict(recorded or {})
        """What the decision records of the links (`decision.recorded_links`)."""
        self._times: list[float] = []
        self._warmup = settings.interval
        self.result: Optional[ChunkSearchResult] = None
        self.plot_path: Optional[str] = None

    @property
    def done(self) -> bool:
        return self.state.done

    def after_step(self, seconds: float) -> Optional[int]:
        """Record one step of the current k; the k to switch to when its
        interval is over (None: keep going)."""
        if self.state.done:
            return None
        if self._warmup > 0:
            self._warmup -= 1
            return None
        self._times.append(seconds)
        if len(self._times) < self.settings.interval:
            return None
        mine = statistics.median(self._times[1:])
        self._times = []
        agreed = self.broadcast(mine)
        k = self.state.current
        nxt = self.state.report(agreed)
        logger.info("chunk search: k=%d median step %.4f s (chief's); next k=%d%s", k, agreed,
                    nxt, " (done)" if self.state.done else "")
        if self.state.done:
            self._finish()
        return nxt

    def _finish(self) -> None:
        self.result = self.state.result()
        logger.info("%s", self.result.table())
        if not self.is_chief:
            return
        save_chunk_decision(self.result, self.path, model_fingerprint=self.fingerprints[0],
                            cluster_fingerprint=self.fingerprints[1],
                            settings={"interval": self.settings.interval,
                                      "step": self.settings.step,
                                      "range": self.settings.range, **self.recorded})
        self.plot_path = plot_chunk_search(self.result, os.path.splitext(self.path)[0] + ".png")


def cached_k(*, folder: str, fingerprints: tuple[str, str], is_chief: bool,
             use_cache: bool, broadcast: Callable[[float], float],
             links: Optional[Links] = None) -> Optional[int]:
    """The chief's cached decision for this model and cluster, agreed by
    every worker; None when there is none, or it does not hold on the
    job's `links` (`load_chunk_decision`): search."""
    found = None
    if is_chief and use_cache:
        found = load_chunk_decision(decision_path(folder, *fingerprints),
                                    model_fingerprint=fingerprints[0],
                                    cluster_fingerprint=fingerprints[1], links=links)
    k = int(broadcast(float(found.chosen_k if found is not None else -1)))
    return k if k > 0 else None

