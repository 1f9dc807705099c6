"""parallax_tf: sparsity-aware data-parallel training for TensorFlow 2.

Dense variables are replicated and synchronised with AllReduce (Horovod);
sparse ones (gradients of type tf.IndexedSlices) live partitioned on parameter
servers (TensorFlow's gRPC runtime). See docs/ for the concepts and the API.
"""
from parallax_tf.api import StepSpec, plan
from parallax_tf.capture.split_scope import split
from parallax_tf.capture import CapturedStep, capture
from parallax_tf.classify import Kind, ModelInfo, VariableInfo, classify
from parallax_tf.config import Aggregation, Architecture, Config, SyncMode
from parallax_tf.errors import (CaptureError, ConfigError, LaunchError, ParallaxError,
                                PlanError, ResourceError, ScriptError, SearchError)
from parallax_tf.partitioner import partitioner
from parallax_tf.plan.chunks import ChunkBytes, ChunkSearch
from parallax_tf.plan.schedule import Schedule, ScheduleKind, Staleness, make_schedule
from parallax_tf.plan.weak_sync import Stragglers, WeakSync
from parallax_tf.plan import (AllReduce, CollectiveEstimate, Layout, ParameterServer, Plan,
                              SplitPart, Stage, Topology, VariablePlan, make_plan)
from parallax_tf.resources import Cluster, Machine, parse_resources
from parallax_tf.runtime.data import shard
from parallax_tf.runtime.runner import get_runner
from parallax_tf.runtime.layout_runner import init_layouts

__version__ = "0.1.0"

__all__ = [
    "AllReduce", "CollectiveEstimate", "Layout", "ParameterServer", "SplitPart", "Stage", "Topology", "split",
    "Aggregation", "Architecture", "ChunkBytes", "ChunkSearch", "CaptureError", "CapturedStep", "Cluster", "Config",
    "ConfigError", "Kind", "Machine", "ModelInfo", "ParallaxError", "Plan", "PlanError",
    "LaunchError", "ResourceError", "ScriptError", "SearchError", "StepSpec", "SyncMode", "VariableInfo", "VariablePlan",
    "capture", "classify", "get_runner", "init_layouts", "make_plan", "parse_resources",
    "partitioner",
    "plan", "shard", "Schedule", "ScheduleKind", "Staleness", "make_schedule",
    "Stragglers", "WeakSync",
]
