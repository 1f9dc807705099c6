"""The ResNet example trained as Horovod's documentation tells a user to
write it: a peer for the benchmark (issue 47), not part of parallax_tf.

    parallax-tf run --plain -a allreduce -r RESOURCES benchmarks/peers/horovod_resnet.py \
        [the ResNet example's flags: --config tiny --steps 20 ...]

Same model (`examples/resnet/model.py`), data and optimizer as
`examples/resnet/train.py`; the step is the one of Horovod's TensorFlow 2
guide, as in `horovod_lm.py` (whose docstring says what is kept and why):
`hvd.init()`, the tape wrapped in `hvd.DistributedGradientTape` (every
gradient of a ResNet is dense: Horovod fuses them into AllReduces of up to
64 MiB), the model's and the optimizer's variables broadcast from rank 0
before the first step, differentiation with respect to the tf.Variables
under Keras 3's (horovod issue #4290). Batch-norm statistics stay per
worker, as in the example. Each worker prints `LOSS <step> <value>`.
"""
from __future__ import annotations

import os
import sys

_EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples")
sys.path.insert(0, os.path.abspath(_EXAMPLES))

import horovod.tensorflow as hvd  # noqa: E402
import tensorflow as tf  # noqa: E402
from horovod_peer import broadcast_from_rank0, step_stats, tf_variables  # noqa: E402  (peers/)
from resnet import train as example  # noqa: E402  (flags, model, data)


def main(argv: list[str]) -> None:
    args = example.parse_args(argv)
    hvd.init()
    rank, size = hvd.rank(), hvd.size()
    cfg = example.resolve_config(args)
    source = example.make_source(args, cfg)
    model = example.build_resnet(cfg, source.input_shape, source.classes, seed=args.seed)
    optimizer = example.make_optimizer(args.optimizer, cfg.learning_rate)
    variables = model.trainable_variables
    sources = tf_variables(variables)

    @tf.function
    def train_step(images, labels):
        with tf.GradientTape() as tape:
            logits = model(images, training=True)
            loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
                labels=labels, logits=logits))
            if cfg.weight_decay:
                loss += cfg.weight_decay * example.l2_penalty(model)
        tape = hvd.DistributedGradientTape(tape)
        grads = tape.gradient(loss, sources)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    broadcast_from_rank0(variables, optimizer)
    data = (source.train_elements().shard(size, rank).shuffle(10_000, seed=args.seed).repeat()
            .map(source.load, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(cfg.batch_size, drop_remainder=True).prefetch(2))
    stats = step_stats(rank)
    batches = iter(data)
    for i in range(args.steps):
        images, labels = next(batches)
        inputs = [images.numpy(), labels.numpy()]
        if stats is not None:
            stats.before_step(inputs)
        loss = float(train_step(*inputs))
        if stats is not None:
            stats.after_step()
        print(f"LOSS {i} {loss:.9f}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
