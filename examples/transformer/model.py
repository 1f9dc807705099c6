"""A small Transformer language model (decoder only) in Keras 3 layers:
token and position embeddings, `layers` blocks of causal multi-head
attention and a ReLU feed-forward (each with a residual and a layer norm),
and a softmax over the vocabulary, tied to the embedding or not.

Nothing here knows about parallax_tf. `dim_names()` names the dims of its
variables in Mesh TensorFlow's vocabulary (vocab, d_model, heads, d_kv,
d_ff), which is all a layout needs: the rules `MESH_TF_RULES` (those of
Mesh TF's own Transformer configs) then split heads, d_ff and vocab over the
mesh axis `model` and the batch over `batch`.
"""
from __future__ import annotations

import dataclasses
import math

import keras
import numpy as np
import tensorflow as tf


@dataclasses.dataclass(frozen=True, kw_only=True)
class TransformerConfig:
    vocab: int
    d_model: int
    heads: int
    d_kv: int
    d_ff: int
    layers: int
    seq_len: int
    batch_size: int
    """Sentences per step read by each task (per data group in a layout job)."""
    learning_rate: float = 0.003
    eval_sentences: int = 256


CONFIGS = {
    # CI: a few milliseconds per step; sizes divisible by 4 for 4-way splits.
    "tiny": TransformerConfig(vocab=256, d_model=16, heads=4, d_kv=4, d_ff=64, layers=2,
                              seq_len=8, batch_size=8, learning_rate=0.01),
    "small": TransformerConfig(vocab=4096, d_model=64, heads=4, d_kv=16, d_ff=256, layers=2,
                               seq_len=16, batch_size=16),
    # The layout benchmark: ~17M parameters (4 blocks), memory worth splitting.
    "bench": TransformerConfig(vocab=16384, d_model=256, heads=8, d_kv=32, d_ff=1024,
                               layers=4, seq_len=32, batch_size=16, eval_sentences=64),
}

_DIM_NAMES = {
    "embedding/embeddings": ("vocab", "d_model"),
    "position/embeddings": ("length", "d_model"),
    r"attention\d+/(query|key|value)/kernel": ("d_model", "heads", "d_kv"),
    r"attention\d+/attention_output/kernel": ("heads", "d_kv", "d_model"),
    r"ffn_in\d+/kernel": ("d_model", "d_ff"),
    r"ffn_in\d+/bias": ("d_ff",),
    r"ffn_out\d+/kernel": ("d_ff", "d_model"),
    r"(ffn_out|norm_attention|norm_ffn)\d+/(bias|gamma|beta)": ("d_model",),
}
_SOFTMAX_DIM_NAMES = {"softmax/kernel": ("d_model", "vocab"), "softmax/bias": ("vocab",)}


def dim_names(tied: bool = False) -> dict:
    """Names of the dims of every variable (regular expressions over their
    names), in Mesh TF's vocabulary; a tied model has no softmax weights."""
    return dict(_DIM_NAMES) if tied else {**_DIM_NAMES, **_SOFTMAX_DIM_NAMES}

MESH_TF_RULES = "batch:batch;d_ff:model;heads:model;vocab:model"
"""The layout rules of Mesh TF's Transformer configs."""


class TransformerLM:
    """tokens [batch, seq] -> logits [batch, seq, vocab]."""

    def __init__(self, cfg: TransformerConfig, tied: bool = False, seed: int = 0) -> None:
        self.cfg, self.tied = cfg, tied
        keras.utils.set_random_seed(seed)
        self.embedding = keras.layers.Embedding(cfg.vocab, cfg.d_model, name="embedding")
        self.position = keras.layers.Embedding(cfg.seq_len, cfg.d_model, name="position")
        self.blocks = []
        for i in range(cfg.layers):
            self.blocks.append({
                # No biases in attention (as Mesh TF's): a key bias has a zero gradient.
                "attention": keras.layers.MultiHeadAttention(
                    cfg.heads, cfg.d_kv, use_bias=False, name=f"attention{i}"),
                "norm_attention": keras.layers.LayerNormalization(name=f"norm_attention{i}"),
                "ffn_in": keras.layers.Dense(cfg.d_ff, activation="relu", name=f"ffn_in{i}"),
                "ffn_out": keras.layers.Dense(cfg.d_model, name=f"ffn_out{i}"),
                "norm_ffn": keras.layers.LayerNormalization(name=f"norm_ffn{i}"),
            })
        self.softmax = None if tied else keras.layers.Dense(cfg.vocab, name="softmax")
        self.logits(np.zeros((1, cfg.seq_len), np.int32))          # build every layer

    @property
    def layers(self) -> list:
        out = [self.embedding, self.position]
        for block in self.blocks:
            out += list(block.values())
        return out + ([self.softmax] if self.softmax is not None else [])

    @property
    def trainable_variables(self) -> list:
        return [w for layer in self.layers for w in layer.trainable_weights]

    def logits(self, tokens: tf.Tensor) -> tf.Tensor:
        positions = tf.range(tf.shape(tokens)[1])
        h = self.embedding(tokens) * math.sqrt(self.cfg.d_model) + self.position(positions)
        for block in self.blocks:
            attended = block["attention"](h, h, use_causal_mask=True)
            h = block["norm_attention"](h + attended)
            h = block["norm_ffn"](h + block["ffn_out"](block["ffn_in"](h)))
        if self.tied:
            return tf.einsum("bld,vd->blv", h, self.embedding.embeddings)
        return self.softmax(h)

    def loss(self, tokens: tf.Tensor, targets: tf.Tensor) -> tf.Tensor:
        """Mean cross entropy per word (exact softmax)."""
        return tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            tf.cast(targets, tf.int32), self.logits(tokens)))

    def perplexity(self, rows: np.ndarray, batch: int = 64) -> float:
        """exp(mean cross entropy) over held-out [n, seq_len + 1] rows."""
        total, words = 0.0, 0
        for i in range(0, len(rows), batch):
            part = rows[i:i + batch]
            total += float(self.loss(part[:, :-1], part[:, 1:])) * part[:, 1:].size
            words += part[:, 1:].size
        return math.exp(total / max(1, words))

    def checkpoint(self) -> tf.train.Checkpoint:
        """The model's weights as a checkpoint (write it, or read one)."""
        return tf.train.Checkpoint(layers=self.layers)

    def num_parameters(self) -> int:
        return int(sum(np.prod(v.shape) for v in self.trainable_variables))
