"""A GNMT-style encoder-decoder (Wu et al., 2016) in Keras 3 layers and
plain tensor ops.

* Source and target embeddings: `keras.layers.Embedding`, created under
  `parallax_tf.partitioner()`: their gradients are `tf.IndexedSlices`, so
  parallax_tf places them on parameter servers (SPARSE, partitionable).
* Encoder: a bidirectional LSTM first layer (directions concatenated), then
  `encoder_layers - 1` LSTM layers; residual connections from the third
  layer on (as in GNMT).
* Decoder: `decoder_layers` LSTMs. As in GNMT, the bottom layer's output at
  step t is the attention query over the encoder outputs, the context it
  gives is fed to the bottom layer at step t + 1 with the next target
  embedding, and to every upper layer at step t with that layer's input;
  residual connections from the third layer on. The top layer and the
  context give the attentional hidden state tanh(W [h; c]) (Luong et al.,
  2015), which feeds the softmax. In training, the bottom layer (a Keras
  LSTMCell) and the attention run in a `tf.scan` over time and the upper
  layers are Keras LSTMs over the whole sequence; greedy decoding steps
  through the same cells.
* Attention: `luong` (multiplicative: h . W e) or `bahdanau` (additive:
  v . tanh(W1 h + W2 e)), padding positions masked.
* Softmax: `full` (a Dense layer over the target vocabulary: DENSE) or
  `sampled` (`tf.nn.sampled_softmax_loss` over a [vocab, units] table and a
  bias, created under the partitioner: both SPARSE); decoding always uses
  the full softmax.
"""
from __future__ import annotations

import dataclasses

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px
from nmt.data import BOS, EOS, PAD


@dataclasses.dataclass(frozen=True, kw_only=True)
class NMTConfig:
    vocab: int                    # source and target vocabulary (specials included)
    embedding_dim: int
    units: int
    encoder_layers: int           # the bidirectional layer included
    decoder_layers: int
    min_len: int                  # synthetic sentence lengths
    max_len: int                  # longest sentence (padded length is max_len + 1)
    batch_size: int               # sentence pairs per worker and step
    attention: str = "luong"
    softmax: str = "full"         # or "sampled"
    num_sampled: int = 0          # sampled softmax candidates
    learning_rate: float = 0.1
    # Adagrad's accumulators start here. Keras' default (0.1) dwarfs the
    # squared gradients of a per-token mean loss, which makes Adagrad a slow
    # plain SGD; 1e-4 lets it normalise the steps from the start.
    adagrad_accumulator: float = 1e-4
    zipf_exponent: float = 0.8
    train_sentences: int = 100_000
    eval_sentences: int = 500


CONFIGS = {
    # CI: tens of milliseconds per step on 2 cores; alpha ~0.65 per worker batch.
    "tiny": NMTConfig(vocab=160, embedding_dim=32, units=64, encoder_layers=2,
                      decoder_layers=2, min_len=4, max_len=12, batch_size=32,
                      train_sentences=50_000, eval_sentences=200),
    # alpha ~0.65 per worker batch. Adagrad at 0.1 diverges here; 0.02 is stable.
    "small": NMTConfig(vocab=1800, embedding_dim=128, units=256, encoder_layers=4,
                       decoder_layers=4, min_len=10, max_len=50, batch_size=128,
                       learning_rate=0.02, train_sentences=200_000, eval_sentences=500),
    # The paper's NMT regime at a size 8 emulated machines fit: embedding rows
    # 512 wide (the sparse part), alpha 0.64 per worker batch (the paper's
    # NMT: 0.65), dense variables 62% of the bytes (the paper: 56%).
    "bench": NMTConfig(vocab=350, embedding_dim=512, units=64, encoder_layers=2,
                       decoder_layers=2, min_len=10, max_len=30, batch_size=32,
                       learning_rate=0.02, train_sentences=50_000, eval_sentences=200),
    # GNMT (and the Parallax paper's NMT): 8 layers of 1024 units, a
    # wordpiece-size vocabulary (32K), batch 128 per worker.
    "paper": NMTConfig(vocab=32000, embedding_dim=1024, units=1024, encoder_layers=8,
                       decoder_layers=8, min_len=10, max_len=50, batch_size=128,
                       learning_rate=0.02, train_sentences=1_000_000, eval_sentences=1000),
}

ATTENTIONS = ("luong", "bahdanau")
SOFTMAXES = ("full", "sampled")
RESIDUAL_FROM = 2                 # 0-based index of the first layer with a residual input


class NMTModel:
    """Encoder, attention, decoder and softmax of `cfg` (see the module doc)."""

    def __init__(self, cfg: NMTConfig, src_vocab: int | None = None,
                 tgt_vocab: int | None = None, seed: int = 0) -> None:
        if cfg.attention not in ATTENTIONS:
            raise ValueError(f"attention={cfg.attention!r}; choose one of {ATTENTIONS}")
        if cfg.softmax not in SOFTMAXES:
            raise ValueError(f"softmax={cfg.softmax!r}; choose one of {SOFTMAXES}")
        if cfg.softmax == "sampled" and cfg.num_sampled <= 0:
            raise ValueError("softmax='sampled' needs num_sampled > 0")
        if cfg.encoder_layers < 1 or cfg.decoder_layers < 1:
            raise ValueError("need at least one encoder and one decoder layer")
        self.cfg = cfg
        self.src_vocab = src_vocab or cfg.vocab
        self.tgt_vocab = tgt_vocab or cfg.vocab
        self.sampled = cfg.softmax == "sampled"
        units, dim = cfg.units, cfg.embedding_dim
        keras.utils.set_random_seed(seed)
        with px.partitioner():                                           # [parallax]
            self.src_embedding = keras.layers.Embedding(self.src_vocab, dim,
                                                        name="src_embedding")
            self.tgt_embedding = keras.layers.Embedding(self.tgt_vocab, dim,
                                                        name="tgt_embedding")
            if self.sampled:
                init = tf.random.stateless_normal([self.tgt_vocab, units], seed=[seed, 1],
                                                  stddev=units ** -0.5)
                self.softmax_w = tf.Variable(init, name="softmax_w")
                self.softmax_b = tf.Variable(tf.zeros([self.tgt_vocab]), name="softmax_b")
        self.encoder = [keras.layers.Bidirectional(
            keras.layers.LSTM(units, return_sequences=True), name="encoder_0")]
        self.encoder += [keras.layers.LSTM(units, return_sequences=True, name=f"encoder_{i}")
                         for i in range(1, cfg.encoder_layers)]
        # The bottom decoder layer runs step by step with the attention (a cell);
        # the upper ones over whole sequences.
        self.decoder_cell = keras.layers.LSTMCell(units, name="decoder_0")
        self.decoder_cell.build((None, dim + units))
        self.decoder = [keras.layers.LSTM(units, return_sequences=True, name=f"decoder_{i}")
                        for i in range(1, cfg.decoder_layers)]
        # Keys (= values) of the attention: the encoder outputs projected to `units`.
        self.memory = keras.layers.Dense(units, use_bias=False, name="attention_memory")
        if cfg.attention == "bahdanau":
            self.query = keras.layers.Dense(units, use_bias=False, name="attention_query")
            self.score = keras.layers.Dense(1, use_bias=False, name="attention_v")
        self.attention_out = keras.layers.Dense(units, activation="tanh", use_bias=False,
                                                name="attention_output")
        if not self.sampled:
            self.softmax = keras.layers.Dense(self.tgt_vocab, name="softmax")
        self._build()
        self._translate_fn = None

    def _build(self) -> None:
        """Create every weight (one forward pass on a dummy batch)."""
        src = tf.fill([1, 2], EOS)
        self.logits(self.decode(tf.fill([1, 2], BOS), *self.encode(src)))

    @property
    def trainable_variables(self) -> list:
        layers = [self.src_embedding, self.tgt_embedding, *self.encoder, self.decoder_cell,
                  *self.decoder,
                  self.memory, self.attention_out]
        if self.cfg.attention == "bahdanau":
            layers += [self.query, self.score]
        variables = [v for layer in layers for v in layer.trainable_weights]
        if self.sampled:
            return variables + [self.softmax_w, self.softmax_b]
        return variables + self.softmax.trainable_weights

    # ------------------------------------------------------------------ parts
    def encode(self, src: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
        """[batch, S] source ids -> (keys [batch, S, units], mask [batch, S])."""
        mask = tf.not_equal(src, PAD)
        h = self.src_embedding(src)
        for i, layer in enumerate(self.encoder):
            out = layer(h, mask=mask)
            h = out + h if i >= RESIDUAL_FROM else out
        return self.memory(h), mask

    def attend(self, query: tf.Tensor, keys: tf.Tensor, mask: tf.Tensor) -> tf.Tensor:
        """Context vectors [batch, T, units] for queries [batch, T, units]."""
        if self.cfg.attention == "luong":
            scores = tf.matmul(query, keys, transpose_b=True)                   # [B, T, S]
        else:
            hidden = tf.tanh(self.query(query)[:, :, None, :] + keys[:, None, :, :])
            scores = tf.squeeze(self.score(hidden), -1)                          # [B, T, S]
        scores += (1.0 - tf.cast(mask, scores.dtype))[:, None, :] * -1e9
        return tf.matmul(tf.nn.softmax(scores), keys)

    def _bottom_step(self, x, state, keys, mask):
        """One step of the bottom decoder layer and the attention:
        (input embedding, (h, c, previous context)) -> (h, c, context)."""
        h, c, context = state
        out, (h, c) = self.decoder_cell(tf.concat([x, context], -1), [h, c])
        context = self.attend(out[:, None, :], keys, mask)[:, 0, :]
        return h, c, context

    def _initial_state(self, batch):
        zeros = tf.zeros([batch, self.cfg.units])
        return zeros, zeros, zeros

    def _top(self, h, context):
        """Upper decoder layers over [batch, T, units] bottom outputs and contexts."""
        for i, layer in enumerate(self.decoder, start=1):
            out = layer(tf.concat([h, context], -1))
            h = out + h if i >= RESIDUAL_FROM else out
        return self.attention_out(tf.concat([h, context], -1))

    def decode(self, tgt_in: tf.Tensor, keys: tf.Tensor, mask: tf.Tensor) -> tf.Tensor:
        """Teacher forcing: [batch, T] decoder input ids -> attentional hidden
        states [batch, T, units]. The bottom layer and the attention run in a
        `tf.scan` over time (the context is fed back, as in GNMT)."""
        embedded = tf.transpose(self.tgt_embedding(tgt_in), [1, 0, 2])          # [T, B, E]
        h, _, context = tf.scan(lambda state, x: self._bottom_step(x, state, keys, mask),
                                embedded, initializer=self._initial_state(tf.shape(tgt_in)[0]))
        h, context = tf.transpose(h, [1, 0, 2]), tf.transpose(context, [1, 0, 2])
        return self._top(h, context)

    def logits(self, hidden: tf.Tensor) -> tf.Tensor:
        """Full softmax logits over the target vocabulary."""
        if self.sampled:
            return tf.matmul(hidden, self.softmax_w, transpose_b=True) + self.softmax_b
        return self.softmax(hidden)

    # ------------------------------------------------------------------ losses
    def loss(self, src: tf.Tensor, tgt_in: tf.Tensor, tgt_out: tf.Tensor) -> tf.Tensor:
        """Mean cross entropy per target token (padding left out); sampled
        softmax when the config says so."""
        hidden = self.decode(tgt_in, *self.encode(src))
        weights = tf.cast(tf.not_equal(tgt_out, PAD), tf.float32)
        if self.sampled:
            flat = tf.reshape(hidden, [-1, self.cfg.units])
            labels = tf.reshape(tf.cast(tgt_out, tf.int64), [-1, 1])
            losses = tf.nn.sampled_softmax_loss(
                weights=self.softmax_w, biases=self.softmax_b, labels=labels, inputs=flat,
                num_sampled=self.cfg.num_sampled, num_classes=self.tgt_vocab)
            losses = tf.reshape(losses, tf.shape(tgt_out))
        else:
            losses = tf.nn.sparse_softmax_cross_entropy_with_logits(
                labels=tgt_out, logits=self.logits(hidden))
        return tf.reduce_sum(losses * weights) / tf.maximum(tf.reduce_sum(weights), 1.0)

    def full_loss(self, src, tgt_in, tgt_out) -> tf.Tensor:
        """Exact cross entropy per target token (for evaluation)."""
        logits = self.logits(self.decode(tgt_in, *self.encode(src)))
        weights = tf.cast(tf.not_equal(tgt_out, PAD), tf.float32)
        losses = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tgt_out, logits=logits)
        return tf.reduce_sum(losses * weights) / tf.maximum(tf.reduce_sum(weights), 1.0)

    # ---------------------------------------------------------------- decoding
    def _translate(self, src: tf.Tensor, max_steps: int) -> tf.Tensor:
        keys, mask = self.encode(src)
        batch = tf.shape(src)[0]
        bottom = self._initial_state(batch)
        zeros = bottom[0]
        states = [(zeros, zeros) for _ in self.decoder]
        token = tf.fill([batch], BOS)
        out = tf.TensorArray(tf.int32, size=max_steps)
        for t in tf.range(max_steps):
            bottom = self._bottom_step(self.tgt_embedding(token), bottom, keys, mask)
            h, _, context = bottom
            new_states = []
            for i, layer in enumerate(self.decoder, start=1):
                y, st = layer.cell(tf.concat([h, context], -1), list(states[i - 1]))
                new_states.append(tuple(st))
                h = y + h if i >= RESIDUAL_FROM else y
            hidden = self.attention_out(tf.concat([h, context], -1))
            token = tf.argmax(self.logits(hidden), -1, output_type=tf.int32)
            out = out.write(t, token)
            states = new_states
        return tf.transpose(out.stack())

    def translate(self, src, max_steps: int | None = None) -> np.ndarray:
        """Greedy decoding: [batch, S] source ids -> [batch, max_steps] target
        ids (everything after the first EOS is meaningless)."""
        if self._translate_fn is None:
            self._translate_fn = tf.function(self._translate, reduce_retracing=True)
        steps = int(max_steps or self.cfg.max_len + 1)
        return self._translate_fn(tf.convert_to_tensor(src, tf.int32), steps).numpy()


def strip(ids) -> list[int]:
    """Ids up to (not including) the first EOS; PAD and BOS dropped."""
    out = []
    for i in ids:
        i = int(i)
        if i == EOS:
            break
        if i not in (PAD, BOS):
            out.append(i)
    return out
