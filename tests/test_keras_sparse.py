"""Keras' IndexedSlices ÷ dense division, traced as a row gather during capture."""
import keras
import numpy as np
import tensorflow as tf

from parallax_tf.capture import capture
from parallax_tf.capture.keras_sparse import gather_first_division, gathers_rows
from parallax_tf.testing import load_factory


def _slices():
    values = tf.constant([[2.0, 4.0], [6.0, 8.0]])
    return tf.IndexedSlices(values, tf.constant([3, 1]), tf.constant([5, 2]))


def test_division_gathers_the_divisor_rows():
    divisor = tf.constant(np.arange(1, 11, dtype=np.float32).reshape(5, 2))
    with gather_first_division():
        out = keras.ops.divide(_slices(), divisor)
    assert isinstance(out, tf.IndexedSlices)
    np.testing.assert_allclose(out.values.numpy(), [[2 / 7, 4 / 8], [6 / 3, 8 / 4]])
    np.testing.assert_array_equal(out.indices.numpy(), [3, 1])
    expected = keras.ops.divide(_slices(), divisor)      # Keras' own path, outside the block
    np.testing.assert_allclose(tf.convert_to_tensor(out).numpy(),
                               tf.convert_to_tensor(expected).numpy())


def test_broadcast_divisors_keep_keras_behaviour():
    for divisor in (tf.constant([[2.0, 4.0]]), tf.constant([2.0, 4.0]), tf.constant(2.0)):
        assert not gathers_rows(_slices(), divisor)
    with gather_first_division():
        out = keras.ops.divide(_slices(), tf.constant(2.0))
    np.testing.assert_allclose(out.values.numpy(), [[1.0, 2.0], [3.0, 4.0]])


def test_the_patch_lasts_for_the_block_only():
    from keras.src.backend.tensorflow import numpy as knp
    original = knp.divide
    with gather_first_division():
        assert knp.divide is not original
    assert knp.divide is original


def test_captured_adagrad_has_no_cond_over_the_whole_accumulator():
    """The user's step keeps Keras' cond (it checks the whole divisor for
    zeros); the captured step gathers the accumulator's rows instead."""
    step, make_batch = load_factory("tests.oracle_models:embedding_adagrad")()
    user_graph = step.get_concrete_function(*make_batch(0, 0)).graph
    assert any(op.type in ("If", "StatelessIf") for op in user_graph.get_operations())
    captured = capture(step, *make_batch(0, 0))
    ops = captured.concrete_function.graph.get_operations()
    assert not any(op.type in ("If", "StatelessIf") for op in ops)
    sqrt = [op for op in ops if op.type == "Sqrt"]
    assert any(c.type == "GatherV2" for op in sqrt for c in op.outputs[0].consumers())
