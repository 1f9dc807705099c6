"""A synthetic click stream from a known model, so the best achievable log
loss is known.

Example: 13 dense features x ~ N(0, 1); 26 ids, id_t = (Zipf(a) - 1) mod
rows_t (id 0 the most frequent). The click's log-odds are

    z = b + x . v + sum_t u_t(id_t),   u_t(i) = s * (2 h(t, i) - 1)

with h a fixed hash of (table, id) into [0, 1), and the click ~
Bernoulli(sigmoid(z)): the Bayes log loss is the mean of the binary
entropy of sigmoid(z), which `ClickStream.best_log_loss` gives.
"""
from __future__ import annotations

import numpy as np

from ranking.model import NUM_DENSE, NUM_TABLES, RankingConfig

_BIAS, _SCALE = -1.0, 0.8


def _hash01(table: int, ids: np.ndarray) -> np.ndarray:
    """A fixed hash of (table, id) into [0, 1) (SplitMix64's finaliser)."""
    z = ids.astype(np.uint64) + np.uint64((table + 1) * 0x9E3779B97F4A7C15 % (1 << 64))
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    return (z >> np.uint64(11)).astype(np.float64) / float(1 << 53)


class ClickStream:
    """Batches of (dense, ids, clicks) for worker `worker`, reproducible per
    (seed, worker, step)."""

    def __init__(self, cfg: RankingConfig, seed: int = 0) -> None:
        self.cfg, self.seed = cfg, seed
        self.rows = np.asarray(cfg.rows(), np.int64)
        self.v = np.random.default_rng(seed + 12345).normal(0, 0.3, NUM_DENSE)

    def features(self, rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray]:
        dense = rng.normal(size=(n, NUM_DENSE)).astype(np.float32)
        ids = (rng.zipf(self.cfg.zipf, size=(n, NUM_TABLES)) - 1) % self.rows
        return dense, ids.astype(np.int32)

    def log_odds(self, dense: np.ndarray, ids: np.ndarray) -> np.ndarray:
        z = _BIAS + dense.astype(np.float64) @ self.v
        for t in range(NUM_TABLES):
            z += _SCALE * (2.0 * _hash01(t, ids[:, t]) - 1.0)
        return z

    def batch(self, step: int, worker: int = 0, n: int = 0
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        rng = np.random.default_rng([self.seed, worker, step])
        dense, ids = self.features(rng, n or self.cfg.batch_size)
        p = 1.0 / (1.0 + np.exp(-self.log_odds(dense, ids)))
        clicks = (rng.random(len(p)) < p).astype(np.float32)[:, None]
        return dense, ids, clicks

    def held_out(self, n: int = 4096) -> tuple[np.ndarray, np.ndarray, np.ndarray, float]:
        """(dense, ids, clicks, the Bayes log loss on them)."""
        dense, ids, clicks = self.batch(step=10 ** 9, worker=10 ** 6, n=n)
        p = 1.0 / (1.0 + np.exp(-self.log_odds(dense, ids)))
        best = -np.mean(clicks[:, 0] * np.log(p) + (1 - clicks[:, 0]) * np.log1p(-p))
        return dense, ids, clicks, float(best)
