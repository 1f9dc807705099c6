"""The LM example trained as Horovod's documentation tells a user to write it:
a peer for the benchmark (issue 16), not part of parallax_tf.

    parallax-tf run -a allreduce -r RESOURCES benchmarks/peers/horovod_lm.py \
        [--sparse-as-dense] [the LM example's flags: --config tiny --steps 20 ...]

Same model code (`examples/lm/model.py`: embedding, LSTM, projection,
sampled softmax), same data and optimizer as `examples/lm/train.py`; the
training step is the one of Horovod's TensorFlow 2 guide: `hvd.init()`,
the tape wrapped in `hvd.DistributedGradientTape` (its gradients averaged
over the workers: AllReduce for dense ones, AllGather of the
`tf.IndexedSlices` for sparse ones, or with `--sparse-as-dense` those
densified and AllReduced), and the model's and optimizer's variables
broadcast from rank 0 before the first step (the optimizer built first,
as Horovod's Keras callback does). The guide's TF2 example broadcasts
inside the first step instead, through a Python `first_batch` argument:
that traces the step twice, and the second trace's stateful random ops
start over from their seed (the sampled softmax would draw step 0's
candidates again at step 1), so it is not used here. One change a Keras 3 user of Horovod 0.28.1 must make: the
tape differentiates with respect to the tf.Variables that Keras 3
variables wrap (`DistributedGradientTape` needs `.ref()`, which Keras 3
variables lack: horovod issue #4290). Horovod's guide also scales the learning rate by the number
of workers; this peer does not, so that its math is the single-device
step's on the concatenated batch, as parallax_tf's (the two are compared
for equal losses in `tests/test_peers.py`).

`parallax-tf run` only starts the processes and Horovod's rendezvous here
(no parameter servers, no parallax_tf runner). Each worker prints
`LOSS <step> <value>`; with PARALLAX_TF_STATS_DIR (the benchmark) it writes
the same per-step timing and interface counters as a parallax_tf worker
(`parallax_tf.runtime.stats.StepStats`).
"""
from __future__ import annotations

import os
import sys

_LM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "lm")
sys.path.insert(0, os.path.abspath(_LM))

import horovod.tensorflow as hvd  # noqa: E402
import tensorflow as tf  # noqa: E402
import train as lm  # noqa: E402  (examples/lm/train.py: flags, model, data)
from horovod_peer import broadcast_from_rank0, step_stats, tf_variables  # noqa: E402  (peers/)


def main(argv: list[str]) -> None:
    sparse_as_dense = "--sparse-as-dense" in argv
    args = lm.parse_args([a for a in argv if a != "--sparse-as-dense"])
    hvd.init()
    rank, size = hvd.rank(), hvd.size()
    cfg, corpus, model, _ = lm.build(args)
    optimizer = lm.make_optimizer(args.optimizer, cfg.learning_rate)
    variables = model.trainable_variables
    sources = tf_variables(variables)   # what a Keras 3 user of Horovod differentiates

    @tf.function
    def train_step(tokens, targets):
        with tf.GradientTape() as tape:
            loss = model.loss(tokens, targets)
        tape = hvd.DistributedGradientTape(tape, sparse_as_dense=sparse_as_dense)
        grads = tape.gradient(loss, sources)
        if args.clip_norm > 0:
            grads, _ = tf.clip_by_global_norm(grads, args.clip_norm)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    broadcast_from_rank0(variables, optimizer)
    rows = corpus.train(args.steps * cfg.batch_size * size)
    data = tf.data.Dataset.from_tensor_slices(rows).shard(size, rank) \
        .batch(cfg.batch_size, drop_remainder=True)
    stats = step_stats(rank)
    for i, batch in enumerate(data.take(args.steps)):
        batch = batch.numpy()
        inputs = (batch[:, :-1], batch[:, 1:])
        if stats is not None:
            stats.before_step(list(inputs))
        loss = train_step(*inputs)
        loss = float(loss)
        if stats is not None:
            stats.after_step()
        print(f"LOSS {i} {loss:.9f}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
