"""Communication engines behind a small interface (Horovod today)."""
from parallax_tf.comm.collective import Collective, HorovodCollective, SingleCollective

__all__ = ["Collective", "HorovodCollective", "SingleCollective"]
