"""Keras users at home: `px.keras.fit(model, x, y, resources=R)` trains a
compiled Keras model as `model.fit` would, distributed by parallax_tf.

    model.compile(optimizer="adam", loss="sparse_categorical_crossentropy",
                  metrics=["accuracy"])
    history = px.keras.fit(model, x, y, batch_size=32, epochs=3,
                           resources="localhost:0,1")

See `training.fit` and docs/keras.md (`launch/fit_guard.py` warns when a
launched task trains with a plain `model.fit`: every worker alone,
unsynchronised). `fit` loads on first use.
"""
from __future__ import annotations

from typing import Any

__all__ = ["fit"]


def __getattr__(name: str) -> Any:
    if name == "fit":
        from parallax_tf.keras.training import fit  # noqa: PLC0415  (lazy: TensorFlow)
        globals()["fit"] = fit
        return fit
    raise AttributeError(f"module 'parallax_tf.keras' has no attribute {name!r}")
