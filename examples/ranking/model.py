"""A Criteo-style ranking model: 13 dense features and 26 categorical
features, each looked up in its own embedding table, concatenated into an
MLP that predicts a click (Keras 3 layers).

The tables' sizes span five orders of magnitude, as Criteo's do (a
handful of values for some features, millions for others), and ids are
drawn from a Zipf law (`data.py`), so a step touches every row of the
small tables and a sliver of the big ones: the mix where the best place
for a table (the parameter servers, a densified AllReduce, gathered rows)
depends on the table (docs/concepts.md#mixed).
"""
from __future__ import annotations

import dataclasses

import keras
import numpy as np

NUM_DENSE, NUM_TABLES = 13, 26


@dataclasses.dataclass(frozen=True, kw_only=True)
class RankingConfig:
    smallest: int                 # rows of the smallest table
    largest: int                  # rows of the largest table (sizes spaced geometrically)
    dim: int                      # embedding width
    hidden: tuple                 # MLP widths
    batch_size: int               # examples per worker and step
    zipf: float = 1.2             # exponent of the ids' Zipf law
    learning_rate: float = 0.05

    def rows(self) -> list[int]:
        """Rows of each of the 26 tables, smallest first."""
        span = self.largest / self.smallest
        return [int(round(self.smallest * span ** (t / (NUM_TABLES - 1))))
                for t in range(NUM_TABLES)]


CONFIGS = {
    # CI and --quick: tables of 10 to 10^4 rows, width 4.
    "tiny": RankingConfig(smallest=10, largest=10_000, dim=4, hidden=(16,), batch_size=64),
    # The benchmark's: tables of 10 to 10^6 rows (2.6 M rows, 170 MB at width 16).
    "criteo": RankingConfig(smallest=10, largest=1_000_000, dim=16, hidden=(64, 32),
                            batch_size=256),
}


class Ranking(keras.Model):
    """(dense [B, 13] float32, ids [B, 26] int32) -> click logit [B, 1]."""

    def __init__(self, cfg: RankingConfig, **kwargs) -> None:
        super().__init__(name="ranking", **kwargs)
        self.tables = [keras.layers.Embedding(rows, cfg.dim, name=f"cat{t:02d}")
                       for t, rows in enumerate(cfg.rows())]
        self.mlp = [keras.layers.Dense(width, activation="relu", name=f"mlp{k}")
                    for k, width in enumerate(cfg.hidden)]
        self.logit = keras.layers.Dense(1, name="logit")

    def call(self, dense, ids):
        h = keras.ops.concatenate(
            [dense, *(table(ids[:, t]) for t, table in enumerate(self.tables))], axis=-1)
        for layer in self.mlp:
            h = layer(h)
        return self.logit(h)


def build_ranking(cfg: RankingConfig, seed: int = 0) -> Ranking:
    """The model, built (its variables exist)."""
    keras.utils.set_random_seed(seed)
    model = Ranking(cfg)
    model(np.zeros((1, NUM_DENSE), np.float32), np.zeros((1, NUM_TABLES), np.int32))
    return model


def parameter_count(cfg: RankingConfig) -> int:
    widths = [NUM_DENSE + NUM_TABLES * cfg.dim, *cfg.hidden, 1]
    dense = sum(a * b + b for a, b in zip(widths, widths[1:]))
    return int(np.sum(cfg.rows())) * cfg.dim + dense
