"""Stage 3: the Plan (typed placements, topology, compute splits) and the byte model."""
from parallax_tf.plan.placements import (AllReduce, CollectiveKind, Layout, ParameterServer,
                                         Placement, SplitPart, Stage)
from parallax_tf.plan.plan import Plan, VariablePlan, make_plan
from parallax_tf.plan.topology import Topology

__all__ = ["AllReduce", "CollectiveKind", "Layout", "ParameterServer", "Placement", "Plan",
           "SplitPart", "Stage", "Topology", "VariablePlan", "make_plan"]
