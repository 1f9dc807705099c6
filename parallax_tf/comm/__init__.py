"""Communication engines behind a small interface: Horovod's collectives and
TensorFlow's own (`Config(collectives=...)`, docs/install.md)."""
from parallax_tf.comm.collective import (
    Collective,
    HorovodCollective,
    SingleCollective,
    TensorFlowCollective,
)

__all__ = ["Collective", "HorovodCollective", "SingleCollective", "TensorFlowCollective"]
