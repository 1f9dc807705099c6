"""Train the GNMT-style NMT example: single-device, or distributed by parallax_tf.

    python examples/nmt/train.py --config tiny --steps 200
    parallax-tf run --resources "localhost:0,1" examples/nmt/train.py --config tiny --steps 50
    python examples/nmt/train.py --resources "localhost:0,1" --steps 50     # launches itself
    parallax-tf plan examples/nmt/train.py --resources "a:0;b:0" -- --config tiny

Data: the built-in synthetic translation task (default), or tokenised parallel
text files (--train-src/--train-tgt, --eval-src/--eval-tgt). BLEU on the
held-out set is computed on worker 0 at the end and every --eval-every steps.
The lines that make the single-device script distributed are marked
[parallax] (two here, one in model.py); see README.md.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np
import tensorflow as tf
from common import TrainMonitor, add_common_flags, make_optimizer, parallax_config

import parallax_tf as px
from nmt.bleu import corpus_bleu
from nmt.data import ParallelData, SyntheticTask, Vocabulary, load_parallel, read_tokenised
from nmt.model import ATTENTIONS, CONFIGS, SOFTMAXES, NMTModel, strip


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="adagrad")
    parser.add_argument("--attention", choices=ATTENTIONS, default=None,
                        help="default: the config's (luong)")
    parser.add_argument("--softmax", choices=SOFTMAXES, default=None,
                        help="full, or sampled (SPARSE softmax weights); default: the config's")
    parser.add_argument("--num-sampled", type=int, default=None,
                        help="sampled softmax candidates (default: vocab / 4)")
    parser.add_argument("--train-src", help="tokenised source file (one sentence per line)")
    parser.add_argument("--train-tgt", help="tokenised target file, parallel to --train-src")
    parser.add_argument("--eval-src", help="held-out source file (default: synthetic or none)")
    parser.add_argument("--eval-tgt", help="held-out target file")
    parser.add_argument("--src-vocab", help="source vocabulary file, one word per line "
                                            "(default: the most frequent training words)")
    parser.add_argument("--tgt-vocab", help="target vocabulary file")
    parser.add_argument("--vocab-size", type=int, default=None,
                        help="vocabulary size built from the training files (default: config)")
    parser.add_argument("--eval-sentences", type=int, default=None,
                        help="held-out sentences for BLEU (default: the config's)")
    args = parser.parse_args(argv)
    if bool(args.train_src) != bool(args.train_tgt):
        parser.error("--train-src and --train-tgt go together")
    if bool(args.eval_src) != bool(args.eval_tgt):
        parser.error("--eval-src and --eval-tgt go together")
    return args


def resolve_config(args):
    """The named config with the flags' overrides."""
    cfg = CONFIGS[args.config]
    changes = {}
    if args.batch_size:
        changes["batch_size"] = args.batch_size
    if args.attention:
        changes["attention"] = args.attention
    if args.softmax:
        changes["softmax"] = args.softmax
    if args.learning_rate:
        changes["learning_rate"] = args.learning_rate
    if args.vocab_size:
        changes["vocab"] = args.vocab_size
    if args.eval_sentences:
        changes["eval_sentences"] = args.eval_sentences
    cfg = dataclasses.replace(cfg, **changes)
    if cfg.softmax == "sampled":
        cfg = dataclasses.replace(cfg, num_sampled=args.num_sampled or max(cfg.vocab // 4, 1))
    return cfg


class Corpus:
    """Where the sentence pairs come from: the synthetic task or text files."""

    def __init__(self, args, cfg) -> None:
        self.args, self.cfg = args, cfg
        if args.train_src:
            train_src = read_tokenised(args.train_src)
            train_tgt = read_tokenised(args.train_tgt)
            self.src_vocab = (Vocabulary.from_file(args.src_vocab) if args.src_vocab
                              else Vocabulary.from_sentences(train_src, cfg.vocab))
            self.tgt_vocab = (Vocabulary.from_file(args.tgt_vocab) if args.tgt_vocab
                              else Vocabulary.from_sentences(train_tgt, cfg.vocab))
            self.task = None
            self.src_size, self.tgt_size = len(self.src_vocab), len(self.tgt_vocab)
        else:
            self.task = SyntheticTask(cfg.vocab, cfg.min_len, cfg.max_len, cfg.zipf_exponent)
            self.src_vocab = self.tgt_vocab = None
            self.src_size = self.tgt_size = cfg.vocab

    def train(self, num: int) -> ParallelData:
        """At most `num` training pairs (the whole files for text)."""
        if self.task:
            return self.task.sample(min(num, self.cfg.train_sentences), seed=self.args.seed)
        return load_parallel(self.args.train_src, self.args.train_tgt, self.cfg.max_len,
                             self.src_vocab, self.tgt_vocab, drop_long=True)

    def held_out(self) -> ParallelData | None:
        if self.task:        # another seed: other sentences of the same task
            return self.task.sample(self.cfg.eval_sentences, seed=10_000 + self.args.seed)
        if not self.args.eval_src:
            return None
        data = load_parallel(self.args.eval_src, self.args.eval_tgt, self.cfg.max_len,
                             self.src_vocab, self.tgt_vocab, drop_long=False)
        n = self.cfg.eval_sentences
        return ParallelData(data.src[:n], data.tgt_in[:n], data.tgt_out[:n],
                            data.references[:n])

    def words(self, ids) -> list:
        """A decoded sentence in the references' terms (ids, or words)."""
        ids = strip(ids)
        return ids if self.tgt_vocab is None else self.tgt_vocab.decode(ids)


def build(args):
    cfg = resolve_config(args)
    corpus = Corpus(args, cfg)
    model = NMTModel(cfg, corpus.src_size, corpus.tgt_size, seed=args.seed)
    optimizer = make_optimizer(args.optimizer, cfg.learning_rate, cfg.adagrad_accumulator)
    clip_norm = args.clip_norm

    @tf.function
    def train_step(src, tgt_in, tgt_out):
        with tf.GradientTape() as tape:
            loss = model.loss(src, tgt_in, tgt_out)
        variables = model.trainable_variables
        grads = tape.gradient(loss, variables)
        if clip_norm > 0:
            grads, _ = tf.clip_by_global_norm(grads, clip_norm)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return cfg, corpus, model, train_step


def evaluate(model, corpus, data: ParallelData, batch_size: int = 100) -> dict:
    """BLEU (greedy decoding) and the exact per-token loss on `data`, in
    plain eager TF on the model's own variables."""
    hyps, losses, weights = [], [], []
    max_steps = model.cfg.max_len + 1
    for start in range(0, len(data), batch_size):
        src, tgt_in, tgt_out = (a[start:start + batch_size] for a in data.arrays())
        hyps += [corpus.words(row) for row in model.translate(src, max_steps)]
        n = np.count_nonzero(tgt_out)
        losses.append(float(model.full_loss(src, tgt_in, tgt_out)) * n)
        weights.append(n)
    bleu = corpus_bleu(hyps, data.references)
    return {"bleu": bleu.score, "eval_loss": sum(losses) / max(sum(weights), 1),
            "detail": str(bleu)}


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step, an example batch, and a few
    per-worker batches on which alpha (rows touched per iteration) is measured."""
    args = parse_args(argv)
    cfg, corpus, _, train_step = build(args)
    sample = corpus.train(4 * cfg.batch_size).batches(cfg.batch_size, 4)
    return px.StepSpec(step=train_step, example_args=sample[0], sample_batches=sample,
                       config=parallax_config(args))


def main(argv=None):
    args = parse_args(argv)
    cfg, corpus, model, train_step = build(args)
    runner = px.get_runner(train_step, resources=args.resources,               # [parallax]
                           config=parallax_config(args))
    train = corpus.train(args.steps * cfg.batch_size * runner.num_workers)
    data = px.shard(train.dataset())                                          # [parallax]
    data = (data.shuffle(10_000, seed=args.seed).repeat()
            .batch(cfg.batch_size, drop_remainder=True))
    held_out = corpus.held_out() if runner.worker_id == 0 else None
    monitor = TrainMonitor(worker_id=runner.worker_id, num_workers=runner.num_workers,
                           steps=args.steps, unit="words", logdir=args.logdir,
                           log_every=args.log_every)

    def run_eval(step):
        monitor.pause()
        runner.export()                    # trained values -> model's own variables
        if held_out is not None:
            result = evaluate(model, corpus, held_out)
            monitor.metric(step, "bleu", result["bleu"])
            monitor.metric(step, "eval_loss", result["eval_loss"])
            monitor.print(f"  {result['detail']}")
        monitor.resume()

    # The iterator is kept until the end (no take(), no last next() that
    # ends it): destroying a tf.data iterator can block for seconds, which
    # would count as training time.
    batches_left = iter(data)
    for i in range(args.steps):
        src, tgt_in, tgt_out = next(batches_left)
        loss = runner.run(src.numpy(), tgt_in.numpy(), tgt_out.numpy())
        words = int(np.count_nonzero(src)) + int(np.count_nonzero(tgt_out))
        monitor.step(i, float(loss), words)
        if args.eval_every and (i + 1) % args.eval_every == 0 and i + 1 < args.steps:
            run_eval(i + 1)
    run_eval(args.steps)
    monitor.close()
    return monitor


if __name__ == "__main__":
    main()
