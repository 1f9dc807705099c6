"""classify(): DENSE / SPARSE per variable, sizes, state, and measured alpha."""
import models
import numpy as np
import pytest
import tensorflow as tf

from parallax_tf import CaptureError, Kind, capture, classify

LM_SPARSE = {"embedding/embeddings", "softmax_w", "softmax_b"}
LM_DENSE = {"lstm/lstm_cell/kernel", "lstm/lstm_cell/recurrent_kernel", "lstm/lstm_cell/bias",
            "projection/kernel", "projection/bias"}


@pytest.fixture(scope="module")
def embedding_captured():
    built = models.embedding_model("adam")
    return built, capture(built.step, *built.example_args)


@pytest.fixture(scope="module")
def gather_captured():
    built = models.gather_module_model()
    return built, capture(built.step, *built.example_args)


@pytest.fixture(scope="module")
def lm():
    """The LM example (tiny), classified inside the fixture: partitioner()
    marks are cleared before every test."""
    spec = models.load_lm_spec()
    captured = capture(spec.step, *spec.example_args)
    variables = [v.variable for v in captured.variables]
    before = models.variable_values(variables)
    info = classify(captured, sample_batches=spec.sample_batches)
    after = models.variable_values(variables)
    return spec, captured, info, before, after


# ---- kinds -------------------------------------------------------------------

def test_embedding_only_sparse(embedding_captured):
    _, c = embedding_captured
    info = classify(c)
    assert [(v.name, v.kind) for v in info.variables] == [
        ("emb/embeddings", Kind.SPARSE), ("out/bias", Kind.DENSE), ("out/kernel", Kind.DENSE)]
    emb = info.variable("emb/embeddings")
    assert emb.shape == (50, 4) and emb.dtype == "float32" and emb.bytes == 50 * 4 * 4
    assert emb.num_rows == 50 and emb.num_elements == 200
    assert emb.trainable and emb.has_gradient
    assert info.variable("out/kernel").bytes == 4 * 1 * 4
    assert [v.name for v in info.sparse] == ["emb/embeddings"]
    assert info.sparse_elements == 200 and info.dense_elements == 5
    # Adam's slots and counters are state, not trainable.
    state = {v.name.split("/", 1)[1] for v in info.state}
    assert {"iteration", "emb_embeddings_momentum", "emb_embeddings_velocity"} <= state
    assert all(not v.trainable and not v.has_gradient for v in info.state)


def test_alpha_is_never_invented(embedding_captured):
    _, c = embedding_captured
    info = classify(c)
    assert info.variable("emb/embeddings").alpha is None
    assert info.variable("out/kernel").alpha == 1.0         # dense: every row, by definition
    assert info.alpha is None


def test_conv_net_all_dense_and_batchnorm_stats_are_state():
    built = models.conv_net()
    info = classify(capture(built.step, *built.example_args))
    names = {v.name.split("/", 1)[1]: v for v in info.variables}
    assert set(names) == {"conv/kernel", "conv/bias", "bn/gamma", "bn/beta", "fc/kernel",
                          "fc/bias"}
    assert all(v.kind is Kind.DENSE and v.alpha == 1.0 for v in info.variables)
    assert names["conv/kernel"].shape == (3, 3, 1, 2)
    assert names["fc/kernel"].bytes == 32 * 3 * 4
    state = {v.name.split("/", 1)[1] for v in info.state}
    assert {"bn/moving_mean", "bn/moving_variance"} <= state
    assert info.sparse == () and info.alpha == 1.0


def test_raw_module_gather_and_embedding_lookup(gather_captured):
    _, c = gather_captured
    info = classify(c)
    kinds = {v.name: v.kind for v in info.variables}
    assert kinds == {"table": Kind.SPARSE, "lookup": Kind.SPARSE,
                     "shared": Kind.DENSE, "w": Kind.DENSE}


def test_variable_gathered_and_used_densely_is_dense(gather_captured):
    _, c = gather_captured
    shared = classify(c).variable("shared")
    assert shared.kind is Kind.DENSE and shared.alpha == 1.0


def test_lm_example(lm):
    _, _, info, _, _ = lm
    kinds = {v.name: v.kind for v in info.variables}
    assert {n for n, k in kinds.items() if k is Kind.SPARSE} == LM_SPARSE
    assert {n for n, k in kinds.items() if k is Kind.DENSE} == LM_DENSE
    assert info.variable("embedding/embeddings").shape == (2000, 16)
    assert info.variable("softmax_b").bytes == 2000 * 4
    # Created under partitioner(): the sparse ones carry the mark, dense ones none.
    assert all(info.variable(n).partition is not None for n in LM_SPARSE)
    assert all(info.variable(n).partition is None for n in LM_DENSE)
    assert all(s.name.startswith("adagrad") for s in info.state)


# ---- alpha -------------------------------------------------------------------

def test_lm_alpha_matches_a_hand_count(lm):
    spec, _, info, _, _ = lm
    vocab = 2000
    expected = np.mean([np.unique(tokens).size / vocab for tokens, _ in spec.sample_batches])
    assert info.variable("embedding/embeddings").alpha == pytest.approx(expected)
    # softmax rows: the batch's targets plus up to 64 sampled candidates.
    low = np.mean([np.unique(t).size / vocab for _, t in spec.sample_batches])
    high = np.mean([(np.unique(t).size + 64) / vocab for _, t in spec.sample_batches])
    for name in ("softmax_w", "softmax_b"):
        assert low < info.variable(name).alpha <= high
    assert info.variable("softmax_w").alpha == info.variable("softmax_b").alpha
    # Model alpha: element-weighted mean.
    total = sum(v.num_elements for v in info.variables)
    assert info.alpha == pytest.approx(
        sum(v.alpha * v.num_elements for v in info.variables) / total)


def test_lm_measuring_changes_no_variable(lm):
    _, _, _, before, after = lm
    assert len(before) == 18
    for key in before:
        np.testing.assert_array_equal(before[key], after[key], err_msg=key)


def test_alpha_hand_count_embedding(embedding_captured):
    built, c = embedding_captured
    y = built.example_args[1]
    batches = [(np.array([[1, 2, 3], [3, 4, 5]], np.int32), y),    # 5 unique of 50
               (np.array([[7, 7, 7], [7, 7, 7]], np.int32), y)]    # 1 unique of 50
    variables = [v.variable for v in c.variables]
    before = models.variable_values(variables)
    info = classify(c, sample_batches=batches)
    after = models.variable_values(variables)
    assert info.variable("emb/embeddings").alpha == pytest.approx((5 / 50 + 1 / 50) / 2)
    # what the gradient lists: 6 lookups per batch, duplicates included
    assert info.variable("emb/embeddings").rows_sent == pytest.approx(6 / 50)
    assert info.variable("emb/embeddings").index_bytes in (4, 8)
    assert info.variable("out/kernel").rows_sent is None
    # rows listed more than once, hottest first: (row, listed per batch,
    # share of batches touching it)
    assert info.variable("emb/embeddings").hot_rows == ((7, 3.0, 0.5), (3, 1.0, 0.5))
    for key in before:                                # Adam slots and iteration too
        np.testing.assert_array_equal(before[key], after[key], err_msg=key)
    # Model alpha: (0.06 * 200 + 1 * 4 + 1 * 1) / 205
    assert info.alpha == pytest.approx((0.06 * 200 + 5) / 205)


def test_alpha_hand_count_raw_module(gather_captured):
    _, c = gather_captured
    batches = [(np.array([1, 2, 3, 3], np.int32),),       # table 3/10, lookup 3/12
               np.array([0, 0, 0, 9], np.int32)]          # bare array: one-argument step
    info = classify(c, sample_batches=batches)
    assert info.variable("table").alpha == pytest.approx((3 / 10 + 2 / 10) / 2)
    assert info.variable("lookup").alpha == pytest.approx((3 / 12 + 2 / 12) / 2)
    assert info.variable("shared").alpha == 1.0


def test_known_alphas_are_used_and_measured_ones_win(gather_captured):
    _, c = gather_captured
    info = classify(c, alphas={"table": 0.5, "lookup": 0.25})
    assert info.variable("table").alpha == 0.5 and info.variable("lookup").alpha == 0.25
    info = classify(c, sample_batches=[np.array([0, 1, 2, 3], np.int32)],
                    alphas={"table": 0.5})
    assert info.variable("table").alpha == pytest.approx(0.4)


def test_alpha_of_a_step_with_input_signature():
    e = tf.Variable(tf.ones([20, 2]), name="sig_table")

    @tf.function(input_signature=[tf.TensorSpec([None], tf.int32)])
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.gather(e, ids))
        e.scatter_sub(tape.gradient(loss, e))
        return loss

    info = classify(capture(step), sample_batches=[np.array([1, 2, 2, 5, 19], np.int32),
                                                   (np.array([4], np.int32),)])
    assert info.variable("sig_table").alpha == pytest.approx((4 / 20 + 1 / 20) / 2)


# ---- bad sample batches ------------------------------------------------------

@pytest.mark.parametrize("batch, fragment", [
    ({"ids": 1}, "as a tuple of the step's 2 arguments"),
    ([np.zeros([2, 3], np.int32), np.zeros([2], np.float32)], "tuple of the step's 2"),
    ((np.zeros([2, 3], np.int32),), "tuple of the step's 2"),
    ((np.zeros([4, 3], np.int32), np.zeros([4], np.float32)), "does not fit the traced shape"),
    (((np.zeros([2, 3], np.int32), 1), np.zeros([2], np.float32)), "has 3 tensors"),
])
def test_sample_batch_of_wrong_structure(embedding_captured, batch, fragment):
    _, c = embedding_captured
    with pytest.raises(CaptureError) as info:
        classify(c, sample_batches=[batch])
    assert fragment in str(info.value)
    assert "sample batch 0" in str(info.value)


# ---- fingerprint -------------------------------------------------------------

def test_fingerprint_follows_the_model():
    a = models.known_sizes_model()
    b = models.known_sizes_model()
    fa = classify(capture(a.step, *a.example_args)).fingerprint
    fb = classify(capture(b.step, *b.example_args)).fingerprint
    assert fa == fb
    g = models.gather_module_model()
    assert classify(capture(g.step, *g.example_args)).fingerprint != fa
