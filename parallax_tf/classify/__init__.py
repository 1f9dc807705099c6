"""Stage 2: classify each captured variable as DENSE or SPARSE, with its alpha."""
from parallax_tf.classify.model_info import Kind, ModelInfo, VariableInfo, classify

__all__ = ["Kind", "ModelInfo", "VariableInfo", "classify"]
