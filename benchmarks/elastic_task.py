"""One task of `benchmarks/elastic.py`'s elastic job: the LM example's or the
click-stream example's model (their own `build`), trained from the latest
checkpoint of CHECKPOINT_DIR (one every N steps) to step STEPS on one global
stream of examples read through `px.shard(stream, start=runner.start_example)`,
so each generation goes on with the examples not yet trained, whatever its
worker count. Every worker prints one line per step that the benchmark
times:

    ELASTIC gen=<PARALLAX_TF_RESTART> worker=<id>/<workers> step=<k> t=<unix time>

    python -m benchmarks.elastic_task --model lm|clicks --steps S --checkpoint-dir D --every N
"""
from __future__ import annotations

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "examples")


def _lm(config: str, steps: int):
    """The step and `examples(first, count)`: that slice of one stream."""
    sys.path[:0] = [EXAMPLES, os.path.join(EXAMPLES, "lm")]
    import tensorflow as tf
    import train as lm_train  # examples/lm/train.py
    args = lm_train.parse_args(["--config", config, "--steps", str(steps)])
    cfg, corpus, _, step = lm_train.build(args)

    def examples(first: int, count: int):
        rows = corpus.train(first + count)[first:]
        return tf.data.Dataset.from_tensor_slices((rows[:, :-1], rows[:, 1:]))
    return step, examples, cfg.batch_size


def _clicks(config: str, steps: int):
    """The step and `examples(first, count)`: the stream is the click
    stream's batches of worker 0, one after another; only the batches that
    hold the slice are drawn."""
    sys.path[:0] = [EXAMPLES]
    import numpy as np
    import tensorflow as tf
    from clicks import train as clicks_train  # examples/clicks/train.py
    args = clicks_train.parse_args(["--config", config, "--steps", str(steps)])
    cfg, clicks, _, _, step = clicks_train.build(args)
    b = cfg.batch_size

    def examples(first: int, count: int):
        parts = [clicks.batch(k, 0) for k in range(first // b, (first + count) // b + 1)]
        at = first - (first // b) * b
        return tf.data.Dataset.from_tensor_slices(tuple(
            np.concatenate([getattr(p, f) for p in parts])[at:at + count]
            for f in ("users", "items", "clicks")))
    return step, examples, b


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", choices=("lm", "clicks"), required=True)
    parser.add_argument("--config", default="tiny")
    parser.add_argument("--steps", type=int, required=True)
    parser.add_argument("--checkpoint-dir", required=True)
    parser.add_argument("--every", type=int, default=5, help="a checkpoint every N steps")
    args = parser.parse_args(argv)
    import parallax_tf as px
    step, examples, batch = (_lm if args.model == "lm" else _clicks)(args.config, args.steps)
    runner = px.get_runner(step, config=px.Config(checkpoint_dir=args.checkpoint_dir,
                                                  checkpoint_every=args.every,
                                                  keep_checkpoints=3))
    generation = os.environ.get("PARALLAX_TF_RESTART", "0")
    # the examples this generation can train: the stream from its global
    # position on (px.shard's start counts from the slice's first example)
    count = (args.steps - runner.start_step) * batch * runner.num_workers
    batches = iter(px.shard(examples(runner.start_example, count), start=0).batch(
        batch, drop_remainder=True))
    for k in range(runner.start_step, args.steps):
        runner.run(*next(batches))
        print(f"ELASTIC gen={generation} worker={runner.worker_id}/{runner.num_workers} "
              f"step={k} t={time.time():.3f}", flush=True)
    runner.sync()


if __name__ == "__main__":
    main()
