"""The paper's language model (LM1B-style): word embedding, one LSTM layer
projected to a smaller size, sampled softmax over the vocabulary.

The embedding and the softmax weights and biases are read through gathers, so
their gradients are tf.IndexedSlices: parallax_tf classifies them SPARSE and
places them on parameter servers; the LSTM and projection are DENSE.

`zipf_corpus` (the synthetic corpus, from data.py), `dataset` and `batches`
are the data the training script and the benchmarks use.
"""
from __future__ import annotations

import contextlib
import dataclasses
import math

import keras
import numpy as np
import tensorflow as tf
from data import DEFAULT_EXPONENT, zipf_corpus  # re-exported

import parallax_tf as px


@dataclasses.dataclass(frozen=True, kw_only=True)
class LMConfig:
    vocab: int
    embedding_dim: int
    lstm_units: int
    projection: int
    seq_len: int
    batch_size: int
    num_sampled: int
    learning_rate: float = 0.2
    eval_sentences: int = 512     # held-out rows for perplexity (exact softmax)
    lstm_layers: int = 1


CONFIGS = {
    # CI: a few milliseconds per step on 2 cores.
    "tiny": LMConfig(vocab=2000, embedding_dim=16, lstm_units=32, projection=16,
                     seq_len=10, batch_size=16, num_sampled=64),
    "small": LMConfig(vocab=20000, embedding_dim=64, lstm_units=256, projection=64,
                      seq_len=20, batch_size=64, num_sampled=512, eval_sentences=256),
    # The paper's regime on this box (issue 16): rows as wide as the paper's
    # (512), a 100K vocabulary (the full model on each of 8 emulated machines
    # fits in 24 GiB in ALLREDUCE mode), a small dense part (LSTM 128);
    # alpha ~0.02 for the softmax's sampled rows as the paper's LM.
    "bench": LMConfig(vocab=100000, embedding_dim=512, lstm_units=128, projection=512,
                      seq_len=20, batch_size=32, num_sampled=1024, eval_sentences=64),
    # The paper's LM: 800K vocabulary, 512-dim embedding, LSTM 2048 -> 512.
    "paper": LMConfig(vocab=800000, embedding_dim=512, lstm_units=2048, projection=512,
                      seq_len=20, batch_size=128, num_sampled=8192, eval_sentences=64),
}


class LanguageModel:
    """Embedding -> LSTM(s) -> projection -> sampled softmax.

    `stages` > 1 marks a pipeline's stages with `px.split` (nothing on one
    device): the embedding and the first LSTM layers on stage 0, the LSTM
    layers spread over the stages in order, the projection and the softmax
    on the last one."""

    def __init__(self, cfg: LMConfig, seed: int = 0, stages: int = 1) -> None:
        self.cfg, self.stages = cfg, stages
        if stages > max(cfg.lstm_layers, 1) + 1:
            raise ValueError(f"{stages} stages for {cfg.lstm_layers} LSTM layer(s): give at "
                             "most one stage more than LSTM layers (--lstm-layers)")
        keras.utils.set_random_seed(seed)
        with px.partitioner():                                    # [parallax]
            self.embedding = keras.layers.Embedding(cfg.vocab, cfg.embedding_dim,
                                                    name="embedding")
            init = tf.random.stateless_normal([cfg.vocab, cfg.projection], seed=[seed, 1],
                                              stddev=cfg.projection ** -0.5)
            self.softmax_w = tf.Variable(init, name="softmax_w")
            self.softmax_b = tf.Variable(tf.zeros([cfg.vocab]), name="softmax_b")
            self.embedding.build((None, cfg.seq_len))
        self.lstms = []
        for i in range(cfg.lstm_layers):
            layer = keras.layers.LSTM(cfg.lstm_units, return_sequences=True,
                                      name="lstm" if i == 0 else f"lstm{i}")
            layer.build((None, cfg.seq_len, cfg.embedding_dim if i == 0 else cfg.lstm_units))
            self.lstms.append(layer)
        self.projection = keras.layers.Dense(cfg.projection, name="projection")
        self.projection.build((None, cfg.lstm_units))

    @property
    def trainable_variables(self) -> list:
        return (self.embedding.trainable_weights
                + [w for layer in self.lstms for w in layer.trainable_weights]
                + self.projection.trainable_weights + [self.softmax_w, self.softmax_b])

    def _stage(self, k: int):
        """`px.split(k)` in a pipelined model, else no scope at all."""
        return px.split(k) if self.stages > 1 else contextlib.nullcontext()

    def hidden(self, tokens: tf.Tensor) -> tf.Tensor:
        """[batch, seq] word ids -> [batch * seq, projection] hidden states."""
        last = self.stages - 1
        with self._stage(0):
            h = self.embedding(tokens)
        for i, layer in enumerate(self.lstms):
            with self._stage(min(i * self.stages // max(len(self.lstms), 1), last)):
                h = layer(h)
        with self._stage(last):
            h = self.projection(h)
            return tf.reshape(h, [-1, self.cfg.projection])

    def loss(self, tokens: tf.Tensor, targets: tf.Tensor) -> tf.Tensor:
        """Mean sampled-softmax cross entropy per word."""
        labels = tf.reshape(tf.cast(targets, tf.int64), [-1, 1])
        hidden = self.hidden(tokens)
        with self._stage(self.stages - 1):
            losses = tf.nn.sampled_softmax_loss(
                weights=self.softmax_w, biases=self.softmax_b, labels=labels,
                inputs=hidden, num_sampled=self.cfg.num_sampled,
                num_classes=self.cfg.vocab)
            return tf.reduce_mean(losses)

    def full_loss(self, tokens: tf.Tensor, targets: tf.Tensor) -> tf.Tensor:
        """Exact cross entropy over the whole vocabulary (for perplexity)."""
        logits = tf.matmul(self.hidden(tokens), self.softmax_w, transpose_b=True)
        logits += self.softmax_b
        labels = tf.reshape(targets, [-1])
        return tf.reduce_mean(
            tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))

    def perplexity(self, rows: np.ndarray, max_logits: int = 1 << 24) -> float:
        """exp(mean exact cross entropy per word) over `rows` ([n, seq_len + 1]
        ids; row[:-1] is read, row[1:] predicted), in plain eager TF on the
        model's own variables, in chunks of at most `max_logits` logits."""
        if len(rows) == 0:
            return float("nan")
        chunk = max(1, max_logits // (self.cfg.seq_len * self.cfg.vocab))
        total = 0.0
        for start in range(0, len(rows), chunk):
            part = rows[start:start + chunk]
            total += float(self.full_loss(part[:, :-1], part[:, 1:])) * len(part)
        return math.exp(total / len(rows))


def dataset(cfg: LMConfig, num_sentences: int, seed: int = 0,
            exponent: float = DEFAULT_EXPONENT) -> tf.data.Dataset:
    """The synthetic corpus as a tf.data.Dataset of (tokens, targets) sentences."""
    corpus = zipf_corpus(cfg.vocab, num_sentences, cfg.seq_len, exponent=exponent, seed=seed)
    return tf.data.Dataset.from_tensor_slices((corpus[:, :-1], corpus[:, 1:]))


def batches(cfg: LMConfig, num_batches: int, seed: int = 0,
            exponent: float = DEFAULT_EXPONENT, batch_size: int | None = None):
    """`num_batches` (tokens, targets) pairs of shape [batch, seq] (batch:
    `batch_size`, default the config's)."""
    b = batch_size or cfg.batch_size
    corpus = zipf_corpus(cfg.vocab, b * num_batches, cfg.seq_len, exponent=exponent, seed=seed)
    for i in range(num_batches):
        chunk = corpus[i * b:(i + 1) * b]
        yield chunk[:, :-1], chunk[:, 1:]
