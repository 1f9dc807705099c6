"""Helpers shared by the example scripts (examples/nmt, examples/resnet):
command-line flags, the optimizer by name, the training monitor (progress
bar, throughput, TensorBoard scalars), and `PlainRunner` (the runner of a
script without parallax_tf).

The examples put `examples/` on `sys.path` and import this package as
`common`; nothing here depends on parallax_tf internals beyond `px.Config`.
"""
from common.flags import add_common_flags, make_optimizer, parallax_config  # noqa: F401
from common.monitor import ProgressBar, ScalarWriter, TrainMonitor  # noqa: F401
from common.plain import PlainRunner  # noqa: F401
