"""Stage 1: capture a `tf.function` training step as a frozen `CapturedStep`."""
from parallax_tf.capture.step import (
                                      CapturedStep,
                                      CapturedVariable,
                                      DenseGradient,
                                      SparseGradient,
                                      capture,
)

__all__ = ["CapturedStep", "CapturedVariable", "DenseGradient", "SparseGradient", "capture"]
