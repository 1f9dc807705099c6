"""The examples (examples/lm, examples/nmt, examples/resnet) and their
shared helpers (examples/common): data generators, BLEU, the models, one
single-device step, the plans, and of each example a single-device run of
`tiny` and a run of 2 workers on 2 machines (HYBRID) through the CLI, whose
loss must fall."""
from __future__ import annotations

import math
import os
import re
import subprocess
import sys

import models
import numpy as np
import pytest

EXAMPLES = os.path.join(models.REPO, "examples")
if EXAMPLES not in sys.path:
    sys.path.insert(0, EXAMPLES)

import tensorflow as tf  # noqa: E402
from common.monitor import ProgressBar, ScalarWriter, TrainMonitor, parse_loss_lines, read_scalars  # noqa: E402
from nmt import bleu as bleu_mod  # noqa: E402
from nmt.data import BOS, EOS, PAD, SyntheticTask, Vocabulary, load_parallel, reorder_index  # noqa: E402

import parallax_tf as px  # noqa: E402

PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")

# Steps of the `tiny` runs whose loss must fall: the mean loss of the last
# quarter of the steps (at most 10) against that of the first. Measured on
# this 2-core box, single-device, seeds 0-7: LM 20 steps -11% to -19%; NMT 40
# steps -12% to -19% (at 30 steps one seed fell only 1%: Adagrad's early
# spikes); ResNet 40 steps -4% to -11%. 2 workers on 2 machines (HYBRID),
# seed 0, per worker: LM -16%/-21%, NMT -8%/-10%, ResNet -7%/-7%.
LM_STEPS, NMT_STEPS, RESNET_STEPS = 20, 40, 40


def _assert_loss_fell(out, workers=(0,)):
    """Each of `workers` printed its `loss:` line and its last steps' mean
    loss is below its first steps' (see TrainMonitor.loss_line)."""
    found = parse_loss_lines(out)
    print(f"worker -> (k, mean loss of the first k steps, of the last k): {found}")
    for worker in workers:
        assert worker in found, f"no loss line of worker {worker}:\n{out[-4000:]}"
        k, first, last = found[worker]
        assert k >= 5 and math.isfinite(first), (worker, found[worker])
        assert last < first, f"worker {worker}: loss did not fall {found[worker]}\n{out[-4000:]}"
    return found


def _nmt_train():
    import nmt.train as train
    return train


def _resnet_train():
    import resnet.train as train
    return train


# ============================================================================ BLEU

def test_bleu_hand_computed():
    """Two sentences. Matches / hypothesis n-grams per order, summed:
    1-grams 5/6 + 4/4 = 9/10, 2-grams 4/5 + 3/3 = 7/8, 3-grams 3/4 + 2/2 = 5/6,
    4-grams 2/3 + 1/1 = 3/4; c = 10, r = 12, BP = exp(1 - 12/10)."""
    hyps = ["a b c d e f".split(), "p q r s".split()]
    refs = ["a b c d e g".split(), "p q r s t u".split()]
    score = bleu_mod.corpus_bleu(hyps, refs)
    assert score.matches == (9, 7, 5, 3)
    assert score.totals == (10, 8, 6, 4)
    assert (score.hyp_len, score.ref_len) == (10, 12)
    assert score.brevity_penalty == pytest.approx(math.exp(-0.2))
    expected = 100 * math.exp(-0.2) * (0.9 * 0.875 * (5 / 6) * 0.75) ** 0.25
    assert score.score == pytest.approx(expected)            # 68.576...
    assert score.score == pytest.approx(68.5756, abs=1e-3)


def test_bleu_clipping_zero_and_perfect():
    # "the" counts once: the reference has it once. No 2-gram matches: BLEU 0.
    s = bleu_mod.corpus_bleu([["the"] * 4], [["the", "cat"]])
    assert s.matches[0] == 1 and s.precisions[0] == pytest.approx(25.0)
    assert s.score == 0.0
    # sacrebleu's own example: 83.3/60.0/25.0/0.0 -> 0
    s = bleu_mod.corpus_bleu(["the cat sat on the mat".split()],
                             ["the cat is on the mat".split()])
    assert [round(p, 1) for p in s.precisions] == [83.3, 60.0, 25.0, 0.0]
    assert s.score == 0.0
    refs = [[1, 2, 3, 4, 5], [6, 7, 8, 9]]
    assert bleu_mod.corpus_bleu(refs, refs).score == pytest.approx(100.0)
    assert bleu_mod.corpus_bleu([[], []], refs).score == 0.0
    # a longer hypothesis has no brevity penalty
    assert bleu_mod.corpus_bleu([[1, 2, 3, 4, 5, 5]], [[1, 2, 3, 4, 5]]).brevity_penalty == 1.0
    with pytest.raises(ValueError):
        bleu_mod.corpus_bleu([[1]], [])


def test_bleu_matches_sacrebleu():
    sacrebleu = pytest.importorskip("sacrebleu")
    rng = np.random.default_rng(0)
    refs = [list(rng.integers(0, 12, rng.integers(3, 15))) for _ in range(60)]
    hyps = []
    for r in refs:
        h = [t if rng.random() < 0.7 else int(rng.integers(0, 12)) for t in r]
        hyps.append(h[:len(h) - int(rng.integers(0, 3))])
    ours = bleu_mod.corpus_bleu(hyps, refs)
    theirs = sacrebleu.corpus_bleu([" ".join(map(str, h)) for h in hyps],
                                   [[" ".join(map(str, r)) for r in refs]],
                                   tokenize="none", smooth_method="none")
    assert ours.score == pytest.approx(theirs.score, abs=1e-9)


# ============================================================================ NMT data

def test_reorder_index():
    assert list(reorder_index(5, 3)) == [2, 1, 0, 4, 3]
    assert list(reorder_index(3, 1)) == [0, 1, 2]


def test_synthetic_task_is_deterministic_and_follows_its_rule():
    task = SyntheticTask(vocab=50, min_len=3, max_len=9)
    a, b = task.sample(300, seed=0), task.sample(300, seed=0)
    for x, y in zip(a.arrays(), b.arrays()):
        np.testing.assert_array_equal(x, y)
    assert a.references == b.references
    c = task.sample(300, seed=1)
    assert not np.array_equal(a.src, c.src)
    # Chunked generation: a prefix does not depend on how many are drawn.
    big = task.sample(SyntheticTask.CHUNK + 10, seed=0)
    np.testing.assert_array_equal(big.src[:300], a.src)
    # Layout: src + EOS, BOS + tgt, tgt + EOS, PAD after; tgt = rule(src).
    for i in range(50):
        n = int(np.count_nonzero(a.src[i])) - 1
        assert task.min_len <= n <= task.max_len
        src, tgt = a.src[i, :n], a.tgt_out[i, :n]
        assert a.src[i, n] == EOS and a.tgt_out[i, n] == EOS and a.tgt_in[i, 0] == BOS
        assert (a.src[i, n + 1:] == PAD).all() and (a.tgt_out[i, n + 1:] == PAD).all()
        np.testing.assert_array_equal(a.tgt_in[i, 1:n + 1], tgt)
        np.testing.assert_array_equal(tgt, task.translate(src))
        assert a.references[i] == tuple(tgt)
    # The permutation is a bijection of the words; specials map to themselves.
    perm = task.permutation()
    assert sorted(perm) == list(range(50)) and list(perm[:4]) == [0, 1, 2, 3]


@pytest.mark.parametrize("name", ["tiny", "small"])
def test_nmt_alpha_near_target(name):
    """Rows of each embedding touched by one per-worker batch: ~0.65."""
    from nmt.model import CONFIGS
    cfg = CONFIGS[name]
    task = SyntheticTask(cfg.vocab, cfg.min_len, cfg.max_len, cfg.zipf_exponent)
    batches = task.sample(8 * cfg.batch_size, seed=0).batches(cfg.batch_size, 8)
    src = np.mean([len(np.unique(b[0])) / cfg.vocab for b in batches])
    tgt = np.mean([len(np.unique(b[1])) / cfg.vocab for b in batches])
    assert 0.6 <= src <= 0.7 and 0.6 <= tgt <= 0.7, (src, tgt)


def test_text_files(tmp_path):
    (tmp_path / "s.txt").write_text("a b c\nb c\nx y z w v u\n\nc a\n")
    (tmp_path / "t.txt").write_text("A B C\nB C\nX Y Z W V U\nQ\nC A D\n")
    src = Vocabulary.from_sentences([["a", "b", "c"], ["b", "c"], ["c"]], size=6)
    assert src.words == ["<pad>", "<s>", "</s>", "<unk>", "c", "b"]
    tgt = Vocabulary(["A", "B", "C"])
    data = load_parallel(str(tmp_path / "s.txt"), str(tmp_path / "t.txt"), 4, src, tgt)
    assert len(data) == 3                          # the long pair and the empty line dropped
    np.testing.assert_array_equal(data.src[0], [3, 5, 4, EOS, PAD])
    np.testing.assert_array_equal(data.tgt_in[2], [BOS, 6, 4, 3, PAD])
    assert data.references[2] == ("C", "A", "D")
    assert tgt.decode([4, 5, EOS, 6]) == ["A", "B"]
    evaluation = load_parallel(str(tmp_path / "s.txt"), str(tmp_path / "t.txt"), 4, src, tgt,
                               drop_long=False)
    assert len(evaluation) == 4 and evaluation.references[2] == tuple("XYZWVU")


# ============================================================================ NMT model

def _tiny_nmt(**changes):
    import dataclasses

    from nmt.model import CONFIGS, NMTModel
    cfg = dataclasses.replace(CONFIGS["tiny"], **changes)
    return cfg, NMTModel(cfg, seed=0)


def test_nmt_greedy_decoding_matches_teacher_forcing():
    """The step-by-step decoder (cells) and the training path (tf.scan +
    Keras LSTMs) compute the same thing: teacher-forcing the greedy output
    predicts the greedy output again. Three layers, so the residual path runs."""
    cfg, model = _tiny_nmt(encoder_layers=3, decoder_layers=3)
    data = SyntheticTask(cfg.vocab, cfg.min_len, cfg.max_len).sample(8, seed=3)
    out = model.translate(data.src, 6)
    tgt_in = np.concatenate([np.full((8, 1), BOS, np.int32), out[:, :-1]], axis=1)
    logits = model.logits(model.decode(tgt_in, *model.encode(data.src)))
    np.testing.assert_array_equal(np.argmax(logits, -1), out)


def test_nmt_variants_classify():
    """Bahdanau attention and a sampled softmax (one small model with both):
    the sampled softmax weights and biases are SPARSE too."""
    cfg, model = _tiny_nmt(attention="bahdanau", softmax="sampled", num_sampled=20,
                           units=16, embedding_dim=8, encoder_layers=1, decoder_layers=1)
    data = SyntheticTask(cfg.vocab, cfg.min_len, cfg.max_len).sample(16, seed=0)
    import keras
    opt = keras.optimizers.SGD(0.1)

    @tf.function
    def step(src, tgt_in, tgt_out):
        with tf.GradientTape() as tape:
            loss = model.loss(src, tgt_in, tgt_out)
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    info = px.classify(px.capture(step, *data.arrays()))
    assert {v.name for v in info.sparse} == {"src_embedding/embeddings",
                                              "tgt_embedding/embeddings",
                                              "softmax_w", "softmax_b"}
    assert "attention_v/kernel" in {v.name for v in info.dense}
    assert model.translate(data.src[:2], 3).shape == (2, 3)


@pytest.fixture(scope="module")
def nmt_tiny():
    """The tiny NMT example as train.build() makes it, and 60 batches."""
    train = _nmt_train()
    args = train.parse_args(["--config", "tiny"])
    cfg, corpus, model, step = train.build(args)
    batches = corpus.train(60 * cfg.batch_size).batches(cfg.batch_size, 60)
    # Classified here: partitioner() marks are cleared before every test.
    info = px.classify(px.capture(step, *batches[0]), sample_batches=batches[:4])
    return train, args, cfg, model, step, batches, info


@pytest.mark.slow
def test_nmt_single_device_step_and_plan(nmt_tiny):
    """build() of tiny: one step changes the weights; the plan puts the two
    embeddings (SPARSE, created under partitioner()) on the servers, whole
    (--partitions 1), and the LSTMs on AllReduce; alpha is ~0.65."""
    train, args, cfg, model, step, batches, info = nmt_tiny
    cluster = px.parse_resources("a:0;b:0")
    plan = px.make_plan(info, cluster, train.parallax_config(args))      # --partitions 1
    unlimited = px.make_plan(info, cluster, px.Config())                 # one shard per machine
    for name in ("src_embedding/embeddings", "tgt_embedding/embeddings"):
        var = plan.variables[name]
        assert (var.kind, var.placement.kind, var.num_shards) == ("sparse", "ps", 1)
        assert unlimited.variables[name].num_shards == 2           # made under partitioner()
        assert 0.6 <= var.alpha <= 0.7
    assert plan.variables["decoder_0/kernel"].collective == "allreduce"
    assert plan.variables["encoder_1/lstm_cell/kernel"].collective == "allreduce"
    before = [v.numpy() for v in model.trainable_variables]
    loss = float(step(*batches[0]))
    assert loss == pytest.approx(math.log(cfg.vocab), rel=0.05)     # uniform at the start
    after = [v.numpy() for v in model.trainable_variables]
    assert all(not np.array_equal(b, a) for b, a in zip(before, after))


@pytest.mark.slow
def test_nmt_learns_something(nmt_tiny):
    """60 Adagrad steps on the synthetic task: the loss falls well below the
    uniform log(vocab) (it learns at least the word frequencies)."""
    _, _, cfg, _, step, batches, _ = nmt_tiny
    losses = [float(step(*b)) for b in batches]
    assert np.mean(losses[-10:]) < 0.9 * math.log(cfg.vocab), losses


@pytest.mark.slow
def test_nmt_main_single_device(tmp_path, capsys):
    """main() of tiny end to end on one device: the loss falls (mean of the
    last 10 steps below that of the first 10), eval (BLEU) midway and at the
    end, TensorBoard scalars from worker 0, no progress bar when stdout is
    not a terminal."""
    train = _nmt_train()
    monitor = train.main(["--config", "tiny", "--steps", str(NMT_STEPS), "--logdir",
                          str(tmp_path), "--eval-sentences", "20",
                          "--eval-every", str(NMT_STEPS // 2)])
    out = capsys.readouterr().out
    assert "bleu" in monitor.metrics and 0.0 <= monitor.metrics["bleu"] <= 100.0
    assert "\r" not in out and f"done: {NMT_STEPS} steps" in out and "words/s" in out
    k, first, last = _assert_loss_fell(out)[0]
    assert (k, first, last) == pytest.approx(monitor.loss_summary(), abs=1e-4)
    assert len(monitor.losses) == NMT_STEPS
    scalars = read_scalars(str(tmp_path))
    assert [s for s, _ in scalars["loss"]] == list(range(1, NMT_STEPS + 1))
    assert [s for s, _ in scalars["bleu"]] == [NMT_STEPS // 2, NMT_STEPS]


# ============================================================================ ResNet

def test_resnet_synthetic_is_deterministic_and_learnable_in_principle():
    from resnet.data import SyntheticImages
    source = SyntheticImages(image_size=16, classes=4, seed=0)
    x1, y1 = source.arrays(40)
    x2, y2 = source.arrays(40)
    np.testing.assert_array_equal(x1, x2)
    np.testing.assert_array_equal(y1, y2)
    assert x1.shape == (40, 16, 16, 3) and set(y1) <= set(range(4))
    x3, _ = source.arrays(40, seed=1)
    assert not np.allclose(x1, x3)
    # The class pattern is in the images: the nearest class mean (computed on
    # other images) beats chance by far even without undoing the shifts.
    xs, ys = source.arrays(200, seed=5)
    means = np.stack([xs[ys == c].mean(0) for c in range(4)])
    scores = np.einsum("nhwc,khwc->nk", x1, means)
    assert np.mean(np.argmax(scores, 1) == y1) > 0.5


@pytest.fixture(scope="module")
def resnet_tiny():
    train = _resnet_train()
    args = train.parse_args(["--config", "tiny"])
    return (train, args, *train.build(args))


def test_resnet_tiny_step_and_plan(resnet_tiny):
    train, args, cfg, source, model, step = resnet_tiny
    images, labels = train.sample_batches(source, cfg.batch_size, 1)[0]
    assert images.shape == (32, 16, 16, 3) and labels.shape == (32,)
    plan = px.plan(step, images, labels, resources="a:0;b:0", config=train.parallax_config(args))
    assert all(v.kind == "dense" and v.placement.kind == "allreduce"
               for v in plan.variables.values())
    assert any("moving_mean" in s for s in plan.state)          # batch-norm statistics
    assert plan.num_servers == 0
    before = [v.numpy() for v in model.trainable_variables]
    assert math.isfinite(float(step(images, labels)))
    assert not np.array_equal(before[0], model.trainable_variables[0].numpy())


def test_resnet_learns_synthetic(resnet_tiny):
    """100 steps of tiny on the synthetic task: accuracy well above chance."""
    train, _, cfg, source, model, step = resnet_tiny
    data = (source.train_elements().map(source.load)
            .batch(cfg.batch_size, drop_remainder=True).take(100))
    for images, labels in data:
        step(images, labels)
    assert train.evaluate(model, source) > 0.3                   # chance: 0.1


def test_resnet_main_single_device(capsys):
    """main() of tiny on one device: the loss falls (mean of the last 10
    steps below that of the first 10), accuracy at the end."""
    train = _resnet_train()
    monitor = train.main(["--config", "tiny", "--steps", str(RESNET_STEPS)])
    out = capsys.readouterr().out
    assert 0.0 <= monitor.metrics["accuracy"] <= 1.0
    assert f"done: {RESNET_STEPS} steps" in out and "images/s" in out
    _assert_loss_fell(out)
    assert len(monitor.losses) == RESNET_STEPS


@pytest.mark.slow
def test_resnet_without_parallax(monkeypatch, capsys):
    """The script with the parallax lines replaced by their plain versions
    (PlainRunner, no shard) runs as it is: what the README's diff claims."""
    from common.plain import PlainRunner
    train = _resnet_train()
    monkeypatch.setattr(train.px, "get_runner", lambda step, **kwargs: PlainRunner(step))
    monkeypatch.setattr(train.px, "shard", lambda data: data)
    monitor = train.main(["--config", "tiny", "--steps", "3", "--batch-size", "8"])
    assert 0.0 <= monitor.metrics["accuracy"] <= 1.0
    assert "done: 3 steps" in capsys.readouterr().out


def test_resnet_image_folder(tmp_path):
    from resnet.data import ImageFolder
    rng = np.random.default_rng(0)
    for c, name in enumerate(["cat", "dog", "eel"]):
        (tmp_path / name).mkdir()
        for i in range(10):
            pixels = np.full((12, 10, 3), 80 * c, np.uint8) + rng.integers(0, 20, (12, 10, 3),
                                                                          dtype=np.uint8)
            (tmp_path / name / f"{i}.png").write_bytes(tf.io.encode_png(pixels).numpy())
    (tmp_path / "dog" / "notes.txt").write_text("not an image")
    source = ImageFolder(str(tmp_path), image_size=8, seed=0)
    assert source.class_names == ["cat", "dog", "eel"] and source.classes == 3
    assert len(source.train[0]) == 27 and len(source.eval[0]) == 3
    image, label = source.load(*next(iter(source.train_elements())))
    assert image.shape == (8, 8, 3) and -1.0 <= float(tf.reduce_min(image))
    # grey level identifies the class: 80 * label (+ noise) -> [-1, 1]
    expected = (80 * int(label) + 10) / 127.5 - 1.0
    assert float(tf.reduce_mean(image)) == pytest.approx(expected, abs=0.1)
    batch = next(iter(source.eval_batches(2)))
    assert batch[0].shape == (2, 8, 8, 3)


def test_resnet_digits():
    from resnet.data import Digits
    source = Digits()
    assert source.train[0].shape == (1438, 8, 8, 1) and source.eval[0].shape == (359, 8, 8, 1)
    assert source.train[0].min() >= -1.0 and source.train[0].max() <= 1.0


def test_digits_are_scikit_learns_without_importing_it(tmp_path, monkeypatch):
    """The file taken out of scikit-learn's wheel is read without scikit-learn
    (which Keras would import in every process); where neither is there, the
    error names the file and the ways out."""
    from common import digits
    images, labels = digits.load()
    assert images.shape == (1797, 8, 8) and images.min() == 0 and images.max() == 16
    assert np.bincount(labels).tolist() == [178, 182, 177, 183, 181, 182, 181, 179, 174, 180]
    monkeypatch.setenv("PARALLAX_TF_CACHE", str(tmp_path))
    monkeypatch.setattr(digits, "_sklearn_copy", lambda: None)
    with pytest.raises(FileNotFoundError, match="digits.csv.gz is missing.*install.sh"):
        digits.load()


@pytest.mark.slow
def test_resnet50_parameter_count():
    from resnet.model import CONFIGS, build_resnet
    model = build_resnet(CONFIGS["paper"], (224, 224, 3), 1000)
    assert model.count_params() - sum(
        int(np.prod(v.shape)) for v in model.non_trainable_variables) == 25_557_032


# ============================================================================ common

def test_progress_bar_and_monitor(tmp_path):
    import io
    assert ProgressBar(10, io.StringIO(), width=10).render(5, "x") == "[#####-----] 5/10 x"

    class Tty(io.StringIO):
        def isatty(self):
            return True

    tty = Tty()
    mon = TrainMonitor(worker_id=0, num_workers=1, steps=3, unit="images", stream=tty,
                       logdir=str(tmp_path))
    for i in range(3):
        mon.step(i, 1.0 / (i + 1), 10)
    mon.metric(3, "accuracy", 0.5)
    mon.close()
    text = tty.getvalue()
    assert "\r[" in text and "3/3" in text and "accuracy 0.5000" in text
    assert mon.step_time > 0 and mon.rate > 0
    assert read_scalars(str(tmp_path))["accuracy"] == [(3, 0.5)]
    # Not a terminal: lines, no bar; other workers print only their summary.
    plain = io.StringIO()
    other = TrainMonitor(worker_id=1, num_workers=2, steps=3, unit="words", stream=plain,
                         logdir=str(tmp_path / "w1"))
    for i in range(3):
        other.step(i, 1.0, 5)
    other.close()
    assert other.bar is None and other.writer is None
    assert plain.getvalue().count("\n") == 2 and "[worker 1/2] done" in plain.getvalue()
    assert "[worker 1/2] loss: mean of first 1 step 1.0000 -> mean of last 1 step 1.0000" \
        in plain.getvalue()
    assert not (tmp_path / "w1").exists()


def test_monitor_loss_line():
    """Every worker's summary states the mean loss of its first and last
    quarter of the steps (1 to 10 steps each); the tests parse it back."""
    import io
    stream = io.StringIO()
    mon = TrainMonitor(worker_id=1, num_workers=2, steps=12, unit="words", stream=stream)
    losses = [6.0, 5.0, 7.0, 4.0, 4.0, 4.0, 4.0, 4.0, 4.0, 3.0, 2.0, 1.0]
    for i, loss in enumerate(losses):
        mon.step(i, loss, 1)
    assert mon.losses == losses and mon.loss_summary() == (3, 6.0, 2.0)
    assert mon.loss_line() == ("[worker 1/2] loss: mean of first 3 steps 6.0000 -> "
                               "mean of last 3 steps 2.0000 (-66.7%)")
    mon.close()
    out = "[worker 1] " + stream.getvalue()          # as the launcher prefixes it
    assert parse_loss_lines(out) == {1: (3, 6.0, 2.0)}
    single = TrainMonitor(worker_id=0, num_workers=1, steps=50, unit="images",
                          stream=io.StringIO())
    for i in range(50):
        single.step(i, 100.0 - i, 1)
    assert single.loss_summary() == (10, 95.5, 55.5)
    assert single.loss_line().startswith("loss: mean of first 10 steps 95.5000 -> mean of last")
    assert parse_loss_lines(single.loss_line()) == {0: (10, 95.5, 55.5)}
    empty = TrainMonitor(worker_id=0, num_workers=1, steps=5, unit="words",
                         stream=io.StringIO(), loss_window=2)
    assert empty.loss_summary()[0] == 0 and "nan" in empty.loss_line()


def test_scalar_writer(tmp_path):
    writer = ScalarWriter(str(tmp_path))
    writer.scalar("loss", 2.5, 7)
    writer.close()
    assert read_scalars(str(tmp_path)) == {"loss": [(7, 2.5)]}


# ============================================================================ distributed

TWO_MACHINES = "localhost:0;127.0.0.1:0"     # 2 machines, one worker each


def _two_machines_run(script, steps, *args, timeout=480):
    """`parallax-tf run` of an example's tiny config on 2 machines (one
    worker and one parameter server each), HYBRID; checks the exit code, the
    two servers, both workers' summaries, and that both workers' loss fell."""
    cmd = [PARALLAX_TF, "run", "--resources", TWO_MACHINES, "--architecture", "HYBRID",
           script, "--config", "tiny", "--steps", str(steps), *args]
    proc = subprocess.run(cmd, cwd=models.REPO, capture_output=True, text=True,
                          timeout=timeout)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    # HYBRID: one parameter server per machine
    assert "ps task 0 serving at localhost:" in out, out[-4000:]
    assert "ps task 1 serving at 127.0.0.1:" in out, out[-4000:]
    for worker in (0, 1):
        assert f"[worker {worker}/2] done: {steps} steps" in out, out[-4000:]
    _assert_loss_fell(out, workers=(0, 1))
    return out


@pytest.mark.slow
@pytest.mark.multiprocess
def test_lm_two_machines_cli():
    out = _two_machines_run("examples/lm/train.py", LM_STEPS, "--eval-sentences", "16")
    assert f"[worker 0/2] eval after step {LM_STEPS}: perplexity" in out, out[-4000:]


@pytest.mark.multiprocess
def test_lm_pipelined_with_its_tables_on_the_servers_over_two_machines():
    """The composed LM (docs/composition.md): two LSTM layers cut into 2
    GPipe stages, 2 pipeline replicas, the embedding and the softmax on the
    2 machines' servers: its plan shows stages and servers, and both
    replicas' loss falls; on the default engine, TensorFlow's collectives
    (refused until 2026-12: issue 63's held-out job)."""
    flags = ["--config", "tiny", "--schedule", "gpipe", "--lstm-layers", "2",
             "--architecture", "hybrid"]
    resources = "localhost:0,1;127.0.0.1:0,1"
    plan = subprocess.run([PARALLAX_TF, "plan", "examples/lm/train.py", "--resources",
                           resources, "--", *flags], cwd=models.REPO, capture_output=True,
                          text=True, timeout=300)
    assert plan.returncode == 0, plan.stderr[-3000:]
    text = plan.stdout
    assert "topology: replica=2 x split=2" in text and "pipeline of 2 stage(s)" in text, text
    rows = {line.split()[0]: line.split() for line in text.splitlines() if line.strip()}
    assert rows["embedding/embeddings"][2] == "ps" and rows["softmax_w"][2] == "ps", text
    assert {rows["embedding/embeddings"][5], rows["softmax_w"][5]} == {"ps0", "ps1"}, text
    assert rows["lstm/lstm_cell/kernel"][2:4] == ["stage", "0"], text
    assert rows["lstm1/lstm_cell/kernel"][2:4] == ["stage", "1"], text
    proc = subprocess.run([PARALLAX_TF, "run", "--resources",
                           resources, "examples/lm/train.py", *flags, "--steps", "30",
                           "--eval-sentences", "16"], cwd=models.REPO, capture_output=True,
                          text=True, timeout=600)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    assert "ps task 1 serving at 127.0.0.1:" in out, out[-4000:]
    _assert_loss_fell(out, workers=(0, 2))        # the drivers of the two replicas


@pytest.mark.slow
@pytest.mark.multiprocess
def test_nmt_two_machines_cli():
    out = _two_machines_run("examples/nmt/train.py", NMT_STEPS, "--eval-sentences", "20")
    assert f"[worker 0/2] eval after step {NMT_STEPS}: bleu" in out, out[-4000:]


@pytest.mark.slow
@pytest.mark.multiprocess
def test_resnet_two_machines_cli():
    out = _two_machines_run("examples/resnet/train.py", RESNET_STEPS)
    assert f"[worker 0/2] eval after step {RESNET_STEPS}: accuracy" in out, out[-4000:]


# ============================================================================ LM (examples/lm)

LM_DIR = os.path.join(EXAMPLES, "lm")


def _lm(name):
    """An examples/lm module, imported under the plain name train.py uses
    (`model`, `data`); `train` itself as `lm_train`."""
    import importlib
    import importlib.util
    if LM_DIR not in sys.path:
        sys.path.insert(0, LM_DIR)
    if name != "train":
        return importlib.import_module(name)
    if "lm_train" not in sys.modules:
        spec = importlib.util.spec_from_file_location("lm_train",
                                                      os.path.join(LM_DIR, "train.py"))
        module = importlib.util.module_from_spec(spec)
        sys.modules["lm_train"] = module
        spec.loader.exec_module(module)
    return sys.modules["lm_train"]


def _write_corpus(folder):
    """Two files of the one-billion-word layout (read in name order)."""
    folder.mkdir()
    (folder / "news.en-00002-of-00100").write_text("the cat sat\n\nthe dog ran fast\n")
    (folder / "news.en-00001-of-00100").write_text("a cat the dog\nthe end\n")
    (folder / ".hidden").write_text("never read\n")
    return folder


def test_lm_text_reader(tmp_path):
    data = _lm("data")
    folder = _write_corpus(tmp_path / "train")
    files = data.text_files(str(folder))
    assert [os.path.basename(f) for f in files] == ["news.en-00001-of-00100",
                                                    "news.en-00002-of-00100"]
    assert data.text_files(str(folder / "news.en-*")) == files
    sentences = list(data.read_sentences(str(folder)))
    assert sentences == [["a", "cat", "the", "dog"], ["the", "end"], ["the", "cat", "sat"],
                         ["the", "dog", "ran", "fast"]]         # empty line skipped
    assert list(data.read_sentences(str(folder), limit=2)) == sentences[:2]
    # specials first, then by count (the 4, cat 2, dog 2), ties alphabetical; size 6 keeps 3
    vocab = data.Vocabulary.from_sentences(sentences, size=6)
    assert vocab.words == ["<s>", "</s>", "<unk>", "the", "cat", "dog"]
    assert vocab.encode(["the", "end", "dog"]) == [0, 3, 2, 5, 1]        # <s> .. <unk> .. </s>
    # the stream <s> a cat the dog </s> <s> the end </s> ..., cut into rows of L + 1 = 4
    # that overlap by one id
    rows = data.encode_stream(sentences[:2], vocab, seq_len=3)
    np.testing.assert_array_equal(rows, [[0, 2, 4, 3], [3, 5, 1, 0], [0, 3, 2, 1]])
    with pytest.raises(FileNotFoundError):
        data.text_files(str(tmp_path / "nothing-*"))
    # vocabulary file (a count may follow each word), cut to the size
    (tmp_path / "vocab.txt").write_text("the 10\n<unk> 3\ndog 2\ncat 1\n")
    assert data.Vocabulary.from_file(str(tmp_path / "vocab.txt"), 5).words == [
        "<s>", "</s>", "<unk>", "the", "dog"]


def test_lm_text_corpus_held_out_and_determinism(tmp_path):
    data = _lm("data")
    folder = _write_corpus(tmp_path / "train")
    # default held-out part: the last sentence, not counted in the vocabulary
    a = data.TextCorpus(str(folder), seq_len=3, vocab_size=20, eval_sentences=1)
    b = data.TextCorpus(str(folder), seq_len=3, vocab_size=20, eval_sentences=1)
    assert a.num_train_sentences == 3 and a.vocab.words == b.vocab.words
    assert "ran" not in a.vocab.index and "sat" in a.vocab.index
    np.testing.assert_array_equal(a.train_rows, b.train_rows)
    # the 3, cat 4, then a dog end sat (count 1, alphabetical) 5-8; "ran", "fast" unknown:
    # <s> the dog ran fast </s> -> one row of 4
    assert a.vocab.words[3:] == ["the", "cat", "a", "dog", "end", "sat"]
    np.testing.assert_array_equal(a.eval_rows, [[0, 3, 6, 2]])
    assert a.unk_rate == 0.0
    # a separate held-out glob; every training sentence counted
    (tmp_path / "heldout").mkdir()
    (tmp_path / "heldout" / "news.en.heldout-00000-of-00050").write_text("the zebra\n")
    c = data.TextCorpus(str(folder), seq_len=2, vocab_size=20,
                        held_out=str(tmp_path / "heldout" / "*"))
    assert c.num_train_sentences == 4 and "ran" in c.vocab.index
    np.testing.assert_array_equal(c.eval_rows, [[0, 3, 2]])     # <s> the <unk> (</s>)


@pytest.mark.parametrize("config,target", [("tiny", 0.02), ("tiny", 0.05), ("small", 0.02)])
def test_lm_alpha_control(config, target):
    """--alpha picks the Zipf exponent from the expected fraction of rows one
    per-worker batch touches; the measured fraction is within 25% (in
    practice within a few %)."""
    data, model = _lm("data"), _lm("model")
    cfg = model.CONFIGS[config]
    s = data.exponent_for_alpha(target, cfg.vocab, cfg.batch_size, cfg.seq_len)
    assert data.expected_alpha(cfg.vocab, cfg.batch_size, cfg.seq_len, s) == pytest.approx(
        target, rel=1e-3)
    rows = data.zipf_corpus(cfg.vocab, 16 * cfg.batch_size, cfg.seq_len, exponent=s, seed=3)
    measured = data.measured_alpha(rows, cfg.vocab, cfg.batch_size)
    assert abs(measured - target) <= 0.25 * target, (measured, target, s)
    assert abs(measured - target) <= 0.1 * target, (measured, target, s)
    with pytest.raises(ValueError, match="out of reach"):
        data.exponent_for_alpha(0.5, cfg.vocab, cfg.batch_size, cfg.seq_len)


@pytest.mark.slow
def test_lm_alpha_in_the_plan():
    """The plan's alpha of the embedding (measured by parallax_tf on the hook's
    sample batches) follows --alpha, and the defaults stay the old corpus."""
    train, model = _lm("train"), _lm("model")
    for target in (0.02, 0.06):
        spec = train.parallax_tf_step(["--config", "tiny", "--alpha", str(target)])
        info = px.classify(px.capture(spec.step, *spec.example_args),
                           sample_batches=spec.sample_batches)
        alpha = info.variable("embedding/embeddings").alpha
        assert abs(alpha - target) <= 0.25 * target, (alpha, target)
    spec = train.parallax_tf_step(["--config", "tiny"])
    old = list(model.batches(model.CONFIGS["tiny"], 4))
    for (x, y), (u, v) in zip(spec.sample_batches, old):
        np.testing.assert_array_equal(x, u)
        np.testing.assert_array_equal(y, v)


@pytest.mark.slow
def test_lm_main_single_device(tmp_path, capsys):
    """main() of tiny on one device: the step lines every worker prints,
    the loss falls (mean of the last 5 steps below that of the first 5), the
    shared monitor's summary, perplexity (exact softmax) midway and at the
    end, TensorBoard scalars from worker 0."""
    train = _lm("train")
    monitor = train.main(["--config", "tiny", "--steps", str(LM_STEPS),
                          "--eval-every", str(LM_STEPS // 2),
                          "--eval-sentences", "32", "--logdir", str(tmp_path)])
    out = capsys.readouterr().out
    assert "worker 0/1 step    3  loss" in out and "words/s" in out
    assert f"done: {LM_STEPS} steps" in out and "\r" not in out
    _assert_loss_fell(out)
    ppl = monitor.metrics["perplexity"]
    assert math.isfinite(ppl) and 1.0 < ppl < 3 * 2000      # about uniform over 2000 words
    assert monitor.metrics["eval_loss"] == pytest.approx(math.log(ppl))
    scalars = read_scalars(str(tmp_path))
    assert [s for s, _ in scalars["loss"]] == list(range(1, LM_STEPS + 1))
    assert [s for s, _ in scalars["perplexity"]] == [LM_STEPS // 2, LM_STEPS]
    assert "words_per_sec_per_worker" in scalars


def test_lm_one_step_with_the_monitor():
    """build() of tiny, one single-device step through the runner
    get_runner returns for one slot, recorded by the LM's monitor."""
    import io
    train = _lm("train")
    args = train.parse_args(["--config", "tiny", "--batch-size", "8"])
    cfg, corpus, model, step = train.build(args)
    runner = px.get_runner(step, resources=args.resources, config=train.parallax_config(args))
    assert (runner.worker_id, runner.num_workers) == (0, 1)
    tokens, targets = corpus.sample_batches(1)[0]
    assert tokens.shape == (8, cfg.seq_len) and targets.shape == (8, cfg.seq_len)
    before = model.embedding.embeddings.numpy()
    stream = io.StringIO()
    monitor = train.LMMonitor(worker_id=0, num_workers=1, steps=1, unit="words", stream=stream)
    loss = float(runner.run(tokens, targets))
    monitor.step(0, loss, tokens.size)
    monitor.close()
    assert math.isfinite(loss) and not np.array_equal(before, model.embedding.embeddings.numpy())
    assert "worker 0/1 step    0  loss" in stream.getvalue()
    assert "done: 1 steps" in stream.getvalue()
    runner.export()
    assert 100 < model.perplexity(corpus.held_out()[:8]) < 3 * cfg.vocab


def test_lm_monitor_on_a_terminal():
    import io
    train = _lm("train")

    class Tty(io.StringIO):
        def isatty(self):
            return True

    tty = Tty()
    mon = train.LMMonitor(worker_id=0, num_workers=1, steps=3, unit="words", stream=tty)
    for i in range(3):
        mon.step(i, 2.0, 160)
    mon.close()
    text = tty.getvalue()
    assert "\r[" in text and "3/3" in text and "worker 0/1 step" not in text


@pytest.mark.slow
def test_lm_main_on_text_files(tmp_path, capsys):
    """--train-data / --eval-data: the vocabulary comes from the text (so the
    model's vocabulary is its size), training and perplexity run."""
    train = _lm("train")
    folder = _write_corpus(tmp_path / "train")
    (folder / "news.en-00003-of-00100").write_text("the cat ran\n" * 60)
    (tmp_path / "heldout.txt").write_text("the dog sat on the mat\n" * 5)
    monitor = train.main(["--config", "tiny", "--steps", "2", "--batch-size", "4",
                          "--train-data", str(folder), "--eval-data", str(tmp_path / "held*")])
    out = capsys.readouterr().out
    # 8 words + 3 specials; the sampled softmax draws at most vocab - 1 candidates
    assert "vocab 11," in out and "3 held-out rows" in out and "done: 2 steps" in out
    assert 1.0 < monitor.metrics["perplexity"] < 100


@pytest.mark.slow
def test_lm_without_parallax(monkeypatch, capsys):
    """The LM script with its two train.py [parallax] lines replaced by their
    plain versions (PlainRunner, no shard) runs as it is: the README's diff."""
    from common.plain import PlainRunner
    train = _lm("train")
    monkeypatch.setattr(train.px, "get_runner", lambda step, **kwargs: PlainRunner(step))
    monkeypatch.setattr(train.px, "shard", lambda data: data)
    monitor = train.main(["--config", "tiny", "--steps", "3", "--eval-sentences", "16"])
    assert math.isfinite(monitor.metrics["perplexity"])
    assert "done: 3 steps" in capsys.readouterr().out


@pytest.mark.multiprocess
def test_lm_resumes_from_its_checkpoints(tmp_path):
    """--checkpoint-dir/--checkpoint-every: a 6-step run leaves ckpt-3 and
    ckpt-6; the same command for 9 steps resumes at step 6 and trains steps
    6-8 only (the batches after those already trained on)."""
    def run(steps):
        done = subprocess.run([sys.executable, os.path.join(LM_DIR, "train.py"), "--steps",
                               str(steps), "--eval-sentences", "0", "--log-every", "1",
                               "--checkpoint-dir", str(tmp_path), "--checkpoint-every", "3"],
                              capture_output=True, text=True, timeout=240,
                              env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"})
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
        return done.stdout
    first = run(6)
    assert "resuming" not in first and "step    5  loss" in first
    assert sorted(f for f in os.listdir(tmp_path) if f.endswith(".index")) == [
        "ckpt-3.index", "ckpt-6.index"]
    again = run(9)
    assert f"resuming at step 6 (from the latest checkpoint in {tmp_path})" in again
    steps = [int(s) for s in re.findall(r"step +(\d+) +loss", again)]
    assert steps == [6, 7, 8], again


@pytest.mark.slow
def test_recommender_learns_from_ids_it_never_saw_before_and_exports(tmp_path):
    """examples/recommender: string user ids and an int64 catalog that grows
    every batch through px.DynamicEmbedding (admission 2, LRU), trained by
    px.keras.fit; the held-out AUC is well above chance (the best reachable,
    from the stream's own model, is ~0.79), the tables stay within their
    capacity, and the export is served (the script checks the outputs)."""
    from recommender.train import main
    results = main(["--steps", "150", "--capacity", "1024", "--export", str(tmp_path / "served")])
    assert results["auc"] > 0.65, results
    assert results["log_loss"] < 0.62, results
    assert results["users_with_a_row"] <= 1024 < results["distinct_users"], results
    assert 0 < results["items_with_a_row"] <= 1024, results


# ======================================================================= ranking (examples/ranking)

def test_ranking_plan_places_small_and_large_tables_apart():
    """examples/ranking's 26 tables under MIXED (offline: the assumed links,
    4 machines): the smallest tables, touched whole by every step, densified
    into the AllReduce; the largest on the servers; each with its three
    prices; and a --place override obeyed."""
    from ranking.train import parallax_tf_step
    spec = parallax_tf_step(["--config", "tiny", "--architecture", "mixed",
                             "--place", "ranking/cat12/embeddings=allgather"])
    plan = px.plan(spec.step, *spec.example_args, resources="a:0;b:0;c:0;d:0",
                   config=spec.config, sample_batches=spec.sample_batches)
    tables = [f"ranking/cat{t:02d}/embeddings" for t in range(26)]
    kinds = [(plan.variables[n].placement.kind, plan.variables[n].collective) for n in tables]
    assert kinds[0] == ("allreduce", "allreduce") and kinds[-1] == ("ps", None), kinds
    assert kinds[12] == ("allreduce", "allgather"), kinds
    for n in tables[:12] + tables[13:]:
        assert len(plan.variables[n].placement_costs) == 3, n
    assert "links (assumed: not measured)" in px.views.summary(plan)


@pytest.mark.slow
@pytest.mark.multiprocess
def test_ranking_mixed_on_two_machines_measures_chooses_and_trains(tmp_path):
    """The path a user takes: `parallax-tf run -a mixed` on two emulated
    machines measures the links, prices each table, predicts that plan and
    HYBRID, ALLREDUCE and PS, times those it cannot tell apart, trains with
    the fastest and evaluates (a decision cache of its own: an earlier run's
    decision would be reused)."""
    env = {**os.environ, "PARALLAX_TF_SEARCH_CACHE": str(tmp_path / "decisions")}
    proc = subprocess.run([PARALLAX_TF, "run", "--resources", "localhost:0;127.0.0.1:0",
                           "-a", "mixed", "examples/ranking/train.py", "--steps", "60",
                           "--log-every", "20"], cwd=models.REPO, capture_output=True,
                          text=True, timeout=600, env=env)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    assert re.search(r"links \(measured on this cluster\): \d+ Mbit/s", out), out[-4000:]
    chose = re.search(r"architecture MIXED chose (\w+) in [\d.]+ s \(tune='prune'; ms/step "
                      r"timed on this cluster: (none|\w+ [\d.]+, \w+ [\d.]+); predicted "
                      r"HYBRID [\d.]+, ALLREDUCE [\d.]+, PS [\d.]+(, MIXED [\d.]+)?\)", out)
    assert chose, out[-4000:]
    assert re.search(r"MIXED placed the sparse variables: ps \(\d+\): .*; allreduce \(\d+\)",
                     out), out[-4000:]
    # predicted, or the same plan as HYBRID's (then not a candidate of its own)
    assert chose.group(3) or "MIXED is not timed: it places every variable as" in out, \
        out[-4000:]
    assert "held-out log loss" in out, out[-4000:]
    _assert_loss_fell(out, workers=(0, 1))
