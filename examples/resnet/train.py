"""Train the ResNet example: single-device, or distributed by parallax_tf.

    python examples/resnet/train.py --config tiny --steps 200
    python examples/resnet/train.py --config tiny --data digits --steps 300
    parallax-tf run --resources "localhost:0,1" examples/resnet/train.py --config tiny --steps 50
    python examples/resnet/train.py --resources "localhost:0,1" --steps 50   # launches itself
    parallax-tf plan examples/resnet/train.py --resources "a:0;b:0" -- --config tiny

Data (--data): `synthetic` (default; class patterns plus noise, generated per
index), `digits` (scikit-learn's 8x8 digits), or a directory of images with
one sub-directory per class. Top-1 accuracy on the held-out set is computed on
worker 0 at the end and every --eval-every steps. Every variable is DENSE
(AllReduce); batch-norm statistics are per worker. The lines that make the
single-device script distributed are marked [parallax]; see README.md.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import tensorflow as tf
from common import TrainMonitor, add_common_flags, make_optimizer, parallax_config

import parallax_tf as px
from resnet.data import Digits, ImageFolder, SyntheticImages
from resnet.model import CONFIGS, build_resnet, l2_penalty


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="momentum")
    parser.add_argument("--data", default="synthetic",
                        help="'synthetic' (default), 'digits', or an image directory "
                             "(DIR/<class>/<image>)")
    parser.add_argument("--eval-dir", default=None,
                        help="held-out image directory (default: 10%% of --data's files)")
    parser.add_argument("--image-size", type=int, default=None,
                        help="side of the (square) images (default: the config's; digits: 8)")
    parser.add_argument("--weight-decay", type=float, default=None,
                        help="L2 on the kernels (default: the config's)")
    parser.set_defaults(clip_norm=0.0)
    return parser.parse_args(argv)


def resolve_config(args):
    cfg = CONFIGS[args.config]
    changes = {}
    if args.batch_size:
        changes["batch_size"] = args.batch_size
    if args.learning_rate:
        changes["learning_rate"] = args.learning_rate
    if args.image_size:
        changes["image_size"] = args.image_size
    if args.weight_decay is not None:
        changes["weight_decay"] = args.weight_decay
    return dataclasses.replace(cfg, **changes)


def make_source(args, cfg):
    """The data source --data names (see data.py)."""
    if args.data == "synthetic":
        return SyntheticImages(cfg.image_size, cfg.classes, num_train=cfg.train_images,
                               num_eval=cfg.eval_images, seed=args.seed)
    if args.data == "digits":
        return Digits(seed=args.seed)
    if os.path.isdir(args.data):
        return ImageFolder(args.data, cfg.image_size, eval_directory=args.eval_dir,
                           seed=args.seed)
    raise SystemExit(f"--data {args.data!r}: not 'synthetic', 'digits' or a directory")


def build(args):
    cfg = resolve_config(args)
    source = make_source(args, cfg)
    model = build_resnet(cfg, source.input_shape, source.classes, seed=args.seed)
    optimizer = make_optimizer(args.optimizer, cfg.learning_rate)
    weight_decay, clip_norm = cfg.weight_decay, args.clip_norm

    @tf.function
    def train_step(images, labels):
        with tf.GradientTape() as tape:
            logits = model(images, training=True)
            loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
                labels=labels, logits=logits))
            if weight_decay:
                loss += weight_decay * l2_penalty(model)
        variables = model.trainable_variables
        grads = tape.gradient(loss, variables)
        if clip_norm > 0:
            grads, _ = tf.clip_by_global_norm(grads, clip_norm)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return cfg, source, model, train_step


def sample_batches(source, batch_size: int, num: int) -> list:
    """The first `num` training batches, unsharded (for plan and tests)."""
    data = source.train_elements().map(source.load).batch(batch_size, drop_remainder=True)
    return [(x.numpy(), y.numpy()) for x, y in data.take(num)]


def evaluate(model, source, batch_size: int = 100) -> float:
    """Top-1 accuracy on the held-out set, in plain eager TF."""
    correct = total = 0
    for images, labels in source.eval_batches(batch_size):
        predicted = tf.argmax(model(images, training=False), -1, output_type=tf.int32)
        correct += int(tf.reduce_sum(tf.cast(predicted == labels, tf.int32)))
        total += int(labels.shape[0])
    return correct / max(total, 1)


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step and an example batch."""
    args = parse_args(argv)
    cfg, source, _, train_step = build(args)
    sample = sample_batches(source, cfg.batch_size, 2)
    return px.StepSpec(step=train_step, example_args=sample[0], sample_batches=sample,
                       config=parallax_config(args))


def main(argv=None):
    args = parse_args(argv)
    cfg, source, model, train_step = build(args)
    runner = px.get_runner(train_step, resources=args.resources,               # [parallax]
                           config=parallax_config(args))
    data = px.shard(source.train_elements())                                  # [parallax]
    data = (data.shuffle(10_000, seed=args.seed).repeat()
            .map(source.load, num_parallel_calls=tf.data.AUTOTUNE)
            .batch(cfg.batch_size, drop_remainder=True).prefetch(2))
    monitor = TrainMonitor(worker_id=runner.worker_id, num_workers=runner.num_workers,
                           steps=args.steps, unit="images", logdir=args.logdir,
                           log_every=args.log_every)

    def run_eval(step):
        monitor.pause()
        runner.export()                    # trained values -> model's own variables
        if runner.worker_id == 0:
            monitor.metric(step, "accuracy", evaluate(model, source))
        monitor.resume()

    # The iterator is kept until the end (no take(), no last next() that
    # ends it): destroying a tf.data iterator can block for seconds, which
    # would count as training time.
    batches_left = iter(data)
    for i in range(args.steps):
        images, labels = next(batches_left)
        loss = runner.run(images.numpy(), labels.numpy())
        monitor.step(i, float(loss), int(labels.shape[0]))
        if args.eval_every and (i + 1) % args.eval_every == 0 and i + 1 < args.steps:
            run_eval(i + 1)
    runner.sync()               # every worker's last update is in (async and weak sync)
    run_eval(args.steps)
    monitor.close()
    return monitor


if __name__ == "__main__":
    main()
