"""Keras 3's sparse ÷ dense, traced as a row gather while a step is captured.

Keras 3 (TensorFlow backend) divides a `tf.IndexedSlices` by a dense tensor
(Adagrad: `lr * grad / sqrt(accumulator + eps)`) inside a `tf.cond`: it
checks the *whole* divisor for zeros and NaNs, then, in the branch almost
always taken, gathers the divisor's rows at the gradient's indices. The
whole divisor is an input of that cond, so for a variable whose slots are
split over parameter servers the whole accumulator would cross the network
at every step, although only the gradient's rows are used.

While parallax_tf traces a step (`capture`), this module makes that
division gather first: `IndexedSlices(values / gather(divisor, indices))`,
which is exactly Keras' usual branch. Lowering then turns the gather of
`sqrt(accumulator + eps)` into a gather of the accumulator's rows on their
servers (`modes/data/lower/partition.py`). The only difference from Keras: where the
divisor is 0 or NaN on rows the gradient does *not* touch, Keras writes NaN
(0/0) into those rows of the variable; the captured step leaves them alone.
The user's own function is not changed; the patch lasts for the trace only.
"""
from __future__ import annotations

import contextlib
import threading
from typing import Any, Iterator

import tensorflow as tf

_LOCK = threading.RLock()


def _keras_tf_numpy() -> Any:
    """Keras' TensorFlow-backend numpy module, or None (no Keras 3 / other backend)."""
    try:
        import keras  # noqa: PLC0415  (lazy: Keras)
        if keras.backend.backend() != "tensorflow":
            return None
        from keras.src.backend.tensorflow import numpy as knp  # noqa: PLC0415  (lazy: Keras)
    except Exception:  # Keras absent or laid out differently: nothing to do
        return None
    return knp if hasattr(getattr(knp, "divide", None), "__wrapped__") else None


def gathers_rows(x1: Any, x2: Any) -> bool:
    """Whether `x1 / x2` is an IndexedSlices divided by a dense tensor of the
    same rank whose rows can be gathered at `x1.indices` (not broadcast
    along rows)."""
    if not isinstance(x1, tf.IndexedSlices) or isinstance(x2, (tf.IndexedSlices,
                                                               tf.SparseTensor)):
        return False
    shape = getattr(x2, "shape", None)
    if shape is None or shape.rank is None or x1.values.shape.rank is None:
        return False
    return shape.rank == x1.values.shape.rank and shape.rank > 0 \
        and shape[0] is not None and shape[0] != 1


@contextlib.contextmanager
def gather_first_division() -> Iterator[None]:
    """Within this block, Keras' `divide(IndexedSlices, dense)` gathers the
    divisor's rows first (see the module's docstring)."""
    knp = _keras_tf_numpy()
    if knp is None:
        yield
        return
    with _LOCK:
        original = knp.divide
        dense_divide = original.__wrapped__

        def divide(x1: Any, x2: Any) -> Any:
            if gathers_rows(x1, x2):
                rows = tf.gather(tf.convert_to_tensor(x2), x1.indices)
                return tf.IndexedSlices(dense_divide(x1.values, rows), x1.indices,
                                        x1.dense_shape)
            return original(x1, x2)

        knp.divide = divide
        try:
            yield
        finally:
            knp.divide = original
