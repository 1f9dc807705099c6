"""Stage 3: the Plan (placement of every variable) and the byte model."""
from parallax_tf.plan.plan import Plan, VariablePlan, make_plan

__all__ = ["Plan", "VariablePlan", "make_plan"]
