"""Train the LM example: single-device, or distributed by parallax_tf.

    python examples/lm/train.py --config tiny --steps 50
    parallax-tf run --resources "localhost:0,1;127.0.0.1:0,1" examples/lm/train.py --steps 20
    python examples/lm/train.py --resources "localhost:0,1" --steps 20   # launches itself
    parallax-tf plan examples/lm/train.py --resources "h1:0;h2:0;h3:0;h4:0" -- --config tiny

Data: the built-in synthetic Zipfian corpus (default; --alpha sets the
fraction of embedding rows one per-worker batch touches), or text files in
the one-billion-word benchmark layout (--train-data, optional --eval-data,
--vocab-file / --vocab-size). Perplexity (exact softmax over the whole
vocabulary) on held-out sentences is computed on worker 0 at the end and
every --eval-every steps. The lines that make the single-device script
distributed are marked [parallax] (two here, one in model.py); see README.md.
"""
from __future__ import annotations

import argparse
import dataclasses
import math
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(_HERE))     # examples/: the shared `common` helpers
sys.path.insert(0, _HERE)                      # examples/lm/: model.py, data.py

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from common import TrainMonitor, add_common_flags, make_optimizer  # noqa: E402
from data import DEFAULT_EXPONENT, TextCorpus, exponent_for_alpha, zipf_corpus  # noqa: E402
from model import CONFIGS, LanguageModel, batches  # noqa: E402

import parallax_tf as px  # noqa: E402


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="adagrad")
    for action in parser._actions:              # this example's own defaults
        if action.dest == "partitions":
            action.help = ("shards of the embedding and softmax (default: one per machine)")
        elif action.dest == "log_every":
            action.help = ("print a line every N steps on every worker when stdout is not a "
                           "terminal (default 1)")
    parser.set_defaults(partitions=None, log_every=1)
    parser.add_argument("--search", action="store_true",
                        help="search the number of shards with the cost model before training "
                             "(cached per model and cluster)")
    parser.add_argument("--search-iterations", type=int, default=5,
                        help="timed steps per measurement of the search")
    parser.add_argument("--checkpoint-dir", default=None,
                        help="folder of the checkpoints (with --checkpoint-every)")
    parser.add_argument("--checkpoint-every", default=None, metavar="N|DURATION",
                        type=lambda t: int(t) if t.isdigit() else t,
                        help="checkpoint every N steps (or '30s', '10 min') into "
                             "--checkpoint-dir; a run whose folder holds one resumes from it "
                             "(docs/faults.md; under parallax-tf run --max-restarts K, after "
                             "a failure too)")
    pipe = parser.add_argument_group(
        "pipeline (docs/pipeline.md; with servers: docs/composition.md)")
    pipe.add_argument("--schedule", choices=["gpipe"], default=None,
                      help="pipeline the model: the embedding and the first LSTM layers on "
                           "stage 0, the last ones, the projection and the softmax on the "
                           "last stage; with --architecture hybrid the embedding and the "
                           "softmax live on the parameter servers, with none on their stages")
    pipe.add_argument("--stages", type=int, default=2, help="pipeline stages (default 2)")
    pipe.add_argument("--microbatches", type=int, default=None,
                      help="micro-batches per batch (default 2 x stages)")
    pipe.add_argument("--lstm-layers", type=int, default=None,
                      help="stacked LSTM layers (default: the config's, 1)")
    parser.add_argument("--no-local-aggregation", action="store_true",
                        help="push server-placed gradients per worker instead of summing "
                             "them per machine first (the TF-PS baseline)")
    data = parser.add_argument_group("data")
    data.add_argument("--alpha", type=float, default=None,
                      help="synthetic corpus: the fraction of embedding rows one per-worker "
                           "batch touches (sets the Zipf exponent; default: exponent 1.1)")
    data.add_argument("--zipf-exponent", type=float, default=None,
                      help="synthetic corpus: the Zipf exponent itself (default 1.1)")
    data.add_argument("--train-data", default=None,
                      help="text in the one-billion-word layout: a file, a folder or a glob "
                           "(one sentence per line, whitespace-separated tokens)")
    data.add_argument("--eval-data", default=None,
                      help="held-out text (same layout; default: the last --eval-sentences "
                           "sentences of --train-data)")
    data.add_argument("--vocab-file", default=None,
                      help="vocabulary, one word per line (a count may follow); default: the "
                           "most frequent training words")
    data.add_argument("--vocab-size", type=int, default=None,
                      help="words in the vocabulary, <s> </s> <unk> included (default: the "
                           "config's vocab)")
    data.add_argument("--max-sentences", type=int, default=None,
                      help="read at most this many training sentences")
    data.add_argument("--eval-sentences", type=int, default=None,
                      help="held-out rows of seq_len words for perplexity (default: the "
                           "config's, 512 for tiny; 0: no evaluation)")
    args = parser.parse_args(argv)
    if args.alpha is not None and args.zipf_exponent is not None:
        parser.error("give --alpha or --zipf-exponent, not both")
    if args.train_data and (args.alpha is not None or args.zipf_exponent is not None):
        parser.error("--alpha and --zipf-exponent are for the synthetic corpus")
    if (args.eval_data or args.vocab_file or args.max_sentences) and not args.train_data:
        parser.error("--eval-data, --vocab-file and --max-sentences need --train-data")
    return args


def resolve_config(args):
    """The named config with the flags' overrides (vocab: from the text)."""
    cfg = CONFIGS[args.config]
    changes = {}
    if args.batch_size:
        changes["batch_size"] = args.batch_size
    if args.learning_rate:
        changes["learning_rate"] = args.learning_rate
    if args.vocab_size:
        changes["vocab"] = args.vocab_size
    if args.eval_sentences is not None:
        changes["eval_sentences"] = args.eval_sentences
    if args.lstm_layers:
        changes["lstm_layers"] = args.lstm_layers
    return dataclasses.replace(cfg, **changes)


class Corpus:
    """Where the sentences come from: the synthetic Zipfian corpus or text
    files. `train(n)` and `held_out()` are [rows, seq_len + 1] id arrays."""

    EVAL_SEED = 10_000

    def __init__(self, args, cfg) -> None:
        self.args, self.cfg = args, cfg
        self.text = None
        self.exponent = DEFAULT_EXPONENT
        if args.train_data:
            self.text = TextCorpus(args.train_data, cfg.seq_len, cfg.vocab,
                                   held_out=args.eval_data, vocab_file=args.vocab_file,
                                   max_sentences=args.max_sentences,
                                   eval_sentences=cfg.eval_sentences)
            self.cfg = dataclasses.replace(cfg, vocab=len(self.text.vocab))
        elif args.alpha is not None:
            self.exponent = exponent_for_alpha(args.alpha, cfg.vocab, cfg.batch_size,
                                               cfg.seq_len)
        elif args.zipf_exponent is not None:
            self.exponent = args.zipf_exponent

    def describe(self) -> str:
        if self.text:
            t = self.text
            return (f"text {self.args.train_data}: {t.num_train_sentences} sentences, "
                    f"{len(t.train_rows)} rows of {self.cfg.seq_len + 1}, vocab "
                    f"{len(t.vocab)}, <unk> {t.unk_rate:.1%} of the words, "
                    f"{len(t.eval_rows)} held-out rows")
        return (f"synthetic Zipf corpus: vocab {self.cfg.vocab}, exponent "
                f"{self.exponent:.4f}")

    def train(self, rows: int) -> np.ndarray:
        """The training rows: `rows` synthetic ones, or the whole text."""
        if self.text is not None:
            return self.text.train_rows
        return zipf_corpus(self.cfg.vocab, rows, self.cfg.seq_len, exponent=self.exponent,
                           seed=self.args.seed)

    def held_out(self) -> np.ndarray:
        n = self.cfg.eval_sentences
        if self.text is not None:
            return self.text.eval_rows      # the rows of the held-out sentences
        return zipf_corpus(self.cfg.vocab, n, self.cfg.seq_len, exponent=self.exponent,
                           seed=self.EVAL_SEED + self.args.seed)

    def sample_batches(self, num: int) -> list:
        """`num` per-worker (tokens, targets) batches, to measure alpha on."""
        if self.text is None:
            return list(batches(self.cfg, num, seed=self.args.seed, exponent=self.exponent))
        rows, b = self.text.train_rows, self.cfg.batch_size
        if len(rows) < b:
            raise SystemExit(f"--train-data has {len(rows)} rows, fewer than one batch ({b})")
        return [(rows[i * b:(i + 1) * b, :-1], rows[i * b:(i + 1) * b, 1:])
                for i in range(min(num, len(rows) // b))]


def build(args):
    cfg = resolve_config(args)
    corpus = Corpus(args, cfg)
    cfg = corpus.cfg
    if cfg.num_sampled > cfg.vocab:      # a small vocabulary from text files
        cfg = corpus.cfg = dataclasses.replace(cfg, num_sampled=cfg.vocab)
    model = LanguageModel(cfg, seed=args.seed, stages=args.stages if args.schedule else 1)
    optimizer = make_optimizer(args.optimizer, cfg.learning_rate)
    clip_norm, pipelined = args.clip_norm, args.schedule is not None

    @tf.function
    def train_step(tokens, targets):
        with tf.GradientTape() as tape:
            loss = model.loss(tokens, targets)
        variables = model.trainable_variables
        grads = tape.gradient(loss, variables)
        if clip_norm > 0 and pipelined:     # a pipeline updates each stage on its own
            grads = [tf.clip_by_norm(g, clip_norm) for g in grads]
        elif clip_norm > 0:
            grads, _ = tf.clip_by_global_norm(grads, clip_norm)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return cfg, corpus, model, train_step


def parallax_config(args) -> px.Config:
    from common.flags import row_cache, sparse_as_dense, stragglers, weak_sync
    pipeline = dict(schedule=args.schedule, microbatches=args.microbatches) \
        if args.schedule else {}
    return px.Config(architecture=args.architecture, num_partitions=args.partitions, **pipeline,
                     sparse_as_dense=sparse_as_dense(args.sparse_as_dense),
                     checkpoint_dir=args.checkpoint_dir,
                     checkpoint_every=args.checkpoint_every,
                     search_partitions=args.search, search_iterations=args.search_iterations,
                     local_aggregation=not args.no_local_aggregation, chunks=args.chunks,
                     weak_sync=weak_sync(args.weak_sync) if args.weak_sync else None,
                     stragglers=stragglers(args.straggler), row_cache=row_cache(args.row_cache))


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step, an example batch, and a few
    batches on which alpha (rows touched per iteration) is measured."""
    args = parse_args(argv)
    _, corpus, _, train_step = build(args)
    sample = corpus.sample_batches(4)
    return px.StepSpec(step=train_step, example_args=sample[0], sample_batches=sample,
                       config=parallax_config(args))


class LMMonitor(TrainMonitor):
    """The shared monitor (progress bar on a terminal, throughput, TensorBoard
    scalars from worker 0), except that without a terminal every worker
    prints its step lines, in the format this script has always printed
    (`worker 1/2 step    2  loss 7.1  950 words/s`; the launcher tests and
    the demo read them)."""

    _quiet = False

    def print(self, text: str) -> None:
        if not self._quiet:
            super().print(text)

    def step(self, step: int, loss: float, units: float) -> None:
        self._quiet = self.bar is None            # the base class's line is replaced
        try:
            super().step(step, loss, units)
        finally:
            self._quiet = False
        done = step + 1
        if self.bar is None and (done % self.log_every == 0 or done == self.steps or step == 0):
            rate = (f"  {self.rate:.0f} words/s  {self.eta(done)}" if self._timed_steps
                    else "  (first step: capture, plan, lowering)")
            self.print(f"worker {self.worker_id}/{self.num_workers} step {step:4d}  "
                       f"loss {self.last_loss:.4f}{rate}")


def main(argv=None):
    args = parse_args(argv)
    cfg, corpus, model, train_step = build(args)
    runner = px.get_runner(train_step, resources=args.resources,              # [parallax]
                           config=parallax_config(args))
    rows = corpus.train(args.steps * cfg.batch_size * runner.num_workers)
    data = px.shard(tf.data.Dataset.from_tensor_slices(rows))                  # [parallax]
    if corpus.text is not None:          # a text corpus: shuffled, as many epochs as needed
        data = data.shuffle(10_000, seed=args.seed, reshuffle_each_iteration=True).repeat()
    data = data.batch(cfg.batch_size, drop_remainder=True)
    held_out = corpus.held_out() if runner.worker_id == 0 else None
    monitor = LMMonitor(worker_id=runner.worker_id, num_workers=runner.num_workers,
                        steps=args.steps, unit="words", logdir=args.logdir,
                        log_every=args.log_every)
    if runner.worker_id == 0:
        monitor.print(corpus.describe())

    def run_eval(step):
        if held_out is None or len(held_out) == 0:
            return
        monitor.pause()
        runner.export()                    # trained values -> model's own variables
        ppl = model.perplexity(held_out)
        monitor.metric(step, "perplexity", ppl)
        monitor.metric(step, "eval_loss", math.log(ppl))
        monitor.resume()

    # The iterator is kept until the end: destroying a tf.data iterator can
    # block for seconds, which would count as training time.
    # A run resumed from a checkpoint (--checkpoint-every) goes on at its step,
    # past the batches already trained on.
    start = runner.start_step
    if start >= args.steps:            # it had finished: export() reads that checkpoint
        monitor.print(f"already at step {start} of {args.steps} (the latest checkpoint in "
                      f"{args.checkpoint_dir}): nothing left to train")
    elif start:
        monitor.print(f"resuming at step {start} (from the latest checkpoint in "
                      f"{args.checkpoint_dir})")
    batches_left = iter(data.skip(start))
    for i in range(start, args.steps):
        batch = next(batches_left).numpy()
        loss = runner.run(batch[:, :-1], batch[:, 1:])
        monitor.step(i, float(loss), batch[:, :-1].size)
        if args.eval_every and (i + 1) % args.eval_every == 0 and i + 1 < args.steps:
            run_eval(i + 1)
    run_eval(args.steps)
    monitor.close()
    return monitor


if __name__ == "__main__":
    main()
