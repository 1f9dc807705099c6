"""Data of the pipeline example, built in, deterministic, nothing downloaded:

* `digits` (the fully connected model): scikit-learn's 8x8 digits upscaled
  to 28x28 (the model-splitting example's `Digits`), 1437 training and 360
  held-out images, flattened by the model;
* `sentiment` (the LSTM): sequences of `length` tokens drawn uniformly from a
  vocabulary of `vocab`; the first `polar` token ids carry a fixed random
  weight (N(0, 1), from `task_seed`), the others none; a sequence is
  positive (label 1) when the sum of its tokens' weights is positive. A
  bag of words can solve it, a recurrent model has to learn to add.
"""
from __future__ import annotations

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Sentiment:
    name = "sentiment (synthetic: the sign of a sum of token weights)"

    def __init__(self, vocab: int = 1000, length: int = 16, polar: int = 200,
                 num_train: int = 8192, num_eval: int = 1000, seed: int = 0,
                 task_seed: int = 4321) -> None:
        self.vocab, self.length = vocab, length
        weights = np.zeros(vocab, np.float32)
        weights[:polar] = np.random.default_rng(task_seed).normal(size=polar)
        self.weights = weights
        self.train = self._draw(num_train, seed)
        self.eval = self._draw(num_eval, seed + 10_000)

    def _draw(self, num: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
        tokens = np.random.default_rng(seed).integers(0, self.vocab, (num, self.length))
        labels = (self.weights[tokens].sum(axis=1) > 0).astype(np.int32)
        return tokens.astype(np.int32), labels

    def describe(self) -> str:
        return (f"{self.name}: {len(self.train[1])} training and {len(self.eval[1])} held-out "
                f"sequences of {self.length} tokens, vocabulary {self.vocab}, "
                f"{100 * self.train[1].mean():.0f}% positive")


class Digits:
    name = "digits (scikit-learn load_digits, upscaled to 28x28)"

    def __init__(self, seed: int = 0) -> None:
        from model_split.data import Digits as _Digits
        source = _Digits(seed=seed)
        self.train, self.eval = source.train, source.eval

    def describe(self) -> str:
        return f"{self.name}: {len(self.train[1])} training, {len(self.eval[1])} held out"


def make_source(model: str, seed: int = 0):
    return Sentiment(seed=seed) if model == "lstm" else Digits(seed=seed)
