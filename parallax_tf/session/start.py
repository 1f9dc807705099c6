"""Opening a session-engine driver's session and initialising its program
(what the data-parallel and the pipeline engines share)."""
from __future__ import annotations

from typing import Any

import tensorflow as tf
from tensorflow.core.protobuf import rewriter_config_pb2

from parallax_tf.comm.collective import server_config
from parallax_tf.session.context import InitOps


def session_config(device_filters: list[str]) -> tf.compat.v1.ConfigProto:
    """How every driver opens its session: soft placement (a GPU task on a
    CPU-only TensorFlow computes on CPU), GPU memory on demand, Grappler's
    dependency optimiser off (it pruned the control edges of the Horovod
    barriers), only the tasks the program touches, and worker 0 leading
    TensorFlow's collectives."""
    config = server_config()
    config.allow_soft_placement = True
    config.gpu_options.allow_growth = True
    config.graph_options.rewrite_options.dependency_optimization = (
        rewriter_config_pb2.RewriterConfig.OFF)
    config.device_filters.extend(device_filters)
    return config


INIT_CHUNK_BYTES = 64 << 20
"""`run_init` feeds at most about this many bytes per `Session.run`."""


def run_init(session: Any, init: InitOps, values: Any) -> None:
    """Initialise a program: feed each variable its value (`values`: a dict,
    or a function of the name) in chunks of ~INIT_CHUNK_BYTES, then run
    `init.sync` (broadcast from replica 0, barrier). Only a chunk's values
    are in flight at a time, so the peak memory of a driver that loads a
    big model stays near the model's own size."""
    get = values if callable(values) else values.__getitem__
    chunk: dict = {}
    size = 0
    for name, op in init.assigns.items():
        try:
            value = get(name)
        except KeyError:
            if name not in init.defaults:
                raise
            value = init.defaults[name]
        chunk[op] = (init.values[name], value)
        size += getattr(value, "nbytes", 0)
        if size >= INIT_CHUNK_BYTES:
            session.run(list(chunk), {p: v for p, v in chunk.values()})
            chunk, size = {}, 0
    if chunk:
        session.run(list(chunk), {p: v for p, v in chunk.values()})
    session.run(init.sync)
