"""The DTensor engine: laid-out variables and SPMD steps (`tf.experimental.dtensor`).

Every use of DTensor in parallax_tf is in this module. Facts it builds on
(TF 2.21, CPU; shared/notes and docs/layouts.md):

* `initialize_accelerator_system` must run before any TensorFlow op of the
  process (else "TensorFlow has already been initialized"), so a process is
  set up once, from a `DTensorSetup` (the bootstrap does it before the user's
  script runs); it cannot be shut down in multi-client mode.
* A job of N processes is N *clients* (`DTENSOR_JOBS`, `DTENSOR_CLIENT_ID`,
  `DTENSOR_JOB_NAME=worker`); client c owns mesh devices c*k .. c*k+k-1.
* `dtensor.pack` takes one component per *local* device; a value read back
  whole is relaid out replicated and unpacked.
* Multi-client DTensor starts TensorFlow's coordination service in client 0
  with its defaults: a client whose heartbeat is not heard for 10 s aborts
  every client's collectives. On a loaded machine (2 cores, several jobs)
  that struck a healthy job, so the timeout is `HEARTBEAT_TIMEOUT_S` here;
  a client that really dies is found by the launcher (its process ends).
"""
from __future__ import annotations

import contextlib
import logging
import re
from typing import Any, Iterator, Optional, Sequence

import numpy as np
import tensorflow as tf
from tensorflow.experimental import dtensor
from tensorflow.python.eager import context

from parallax_tf import env
from parallax_tf.errors import ConfigError
from parallax_tf.launch import heartbeat, ports
from parallax_tf.modes.layout.client_setup import DTensorSetup
from parallax_tf.plan.topology import Topology

# The coordination service's heartbeat timeout (TensorFlow's default: 10 s);
# PARALLAX_TF_DTENSOR_HEARTBEAT overrides it.
HEARTBEAT_TIMEOUT_S = 120.0

logger = logging.getLogger(__name__)

UNSHARDED = dtensor.UNSHARDED


_active: Optional[DTensorSetup] = None


def active() -> Optional[DTensorSetup]:
    """The setup this process was initialised with, or None."""
    return _active


def initialize(setup: DTensorSetup) -> None:
    """Join the mesh (once per process, before any TensorFlow op)."""
    global _active
    if _active is not None:
        if _active != setup:
            raise ConfigError(f"DTensor is already set up as {_active}; one process joins one "
                              "mesh")
        return
    if setup.jobs:
        env.export("DTENSOR_JOBS", ",".join(setup.jobs))
        env.export("DTENSOR_CLIENT_ID", str(setup.client_id))
        env.export("DTENSOR_JOB_NAME", "worker")
    kwargs = {"num_logical_cpu_devices": setup.devices_per_client} \
        if setup.device_type == "CPU" else {}
    try:
        with heartbeat.phase("joining the mesh", quiet=True), \
                _patient_coordination():           # waits, holding the GIL
            dtensor.initialize_accelerator_system(setup.device_type, **kwargs)
        ports.release()              # its server listens on the port held for it
    except ValueError as e:
        raise ConfigError(
            f"DTensor could not be set up ({e}): TensorFlow already ran an op in this "
            "process. Mesh-style layouts need DTensor before any TensorFlow op; parallax_tf "
            "arranges that for scripts started with `python script.py` or `parallax-tf run`; "
            "in a notebook or an embedding program call parallax_tf.layouts.initialize(...) "
            "before anything else") from e
    _active = setup
    logger.info("DTensor client %d of %d, %d %s device(s)", setup.client_id, setup.num_clients,
                setup.devices_per_client, setup.device_type)


@contextlib.contextmanager
def _patient_coordination() -> Iterator[None]:
    """DTensor configures the coordination service itself, with TensorFlow's
    10 s heartbeat timeout: while it does, give that call a longer one."""
    ctx = context.context()
    configure = ctx.configure_coordination_service
    seconds = env.dtensor_heartbeat() or HEARTBEAT_TIMEOUT_S

    def patient(*args: Any, **kwargs: Any) -> Any:
        kwargs.setdefault("heartbeat_timeout_in_ms", int(seconds * 1000))
        return configure(*args, **kwargs)

    ctx.configure_coordination_service = patient
    try:
        yield
    finally:
        del ctx.configure_coordination_service       # the class's method again


def make_mesh(axes: Sequence[tuple[str, int]]) -> Any:
    """The job's mesh over every client's devices."""
    setup = _active
    if setup is None:
        raise ConfigError("DTensor is not set up in this process")
    device_type = setup.device_type
    if setup.num_clients > 1:
        return dtensor.create_distributed_mesh(list(axes), device_type=device_type)
    return dtensor.create_mesh(list(axes), device_type=device_type)


def layout(mesh: Any, axes: Sequence[Optional[str]]) -> Any:
    """A DTensor Layout: `axes[d]` the mesh axis of dim d, None replicated."""
    return dtensor.Layout([a or UNSHARDED for a in axes], mesh)


def replicated(mesh: Any, rank: int) -> Any:
    return dtensor.Layout.replicated(mesh, rank=rank)


def replicated_constant(value: Any, mesh: Any) -> Any:
    """`value` (the same on every client) as a replicated DTensor."""
    value = np.asarray(value)
    return dtensor.copy_to_mesh(tf.constant(value), replicated(mesh, value.ndim))


def local_device_ids(mesh: Any) -> list[int]:
    """Global ids of this client's devices, in `pack` order."""
    return [int(i) for i in mesh.local_device_ids()]


def broadcast_from_first(values: dict[str, np.ndarray], layouts: dict[str, Any],
                         mesh: Any) -> dict[str, Any]:
    """DTensors of `values` as the first client has them, laid out per
    `layouts`: every client passes its own values, only device 0's count
    (a sum over the mesh in which every other device contributes zeros), so
    clients whose models were initialised differently agree. One collective
    program for all of them."""
    names = list(values)
    if not names:
        return {}
    me = local_device_ids(mesh)
    axes = list(mesh.dim_names)
    packed = []
    for name in names:
        value = np.asarray(values[name])
        parts = [value if d == 0 else np.zeros_like(value) for d in me]
        parts = [tf.constant(p.reshape((1,) * len(axes) + value.shape)) for p in parts]
        packed.append(dtensor.pack(parts, layout(mesh, axes + [None] * value.ndim)))

    @tf.function
    def reduce(*tensors: tf.Tensor) -> list:
        return [dtensor.relayout(tf.reduce_sum(t, axis=list(range(len(axes)))), layouts[n])
                for n, t in zip(names, tensors)]

    return dict(zip(names, reduce(*packed)))


def sum_over_clients(value: np.ndarray, mesh: Any) -> np.ndarray:
    """The sum over the job's clients of each client's `value` (a small
    array), the same on every client: each client's first local device
    contributes its value, every other device zeros. A collective: every
    client calls it."""
    value = np.asarray(value)
    me = local_device_ids(mesh)
    axes = list(mesh.dim_names)
    parts = [tf.constant((value if i == 0 else np.zeros_like(value)).reshape(
        (1,) * len(axes) + value.shape)) for i in range(len(me))]
    packed = dtensor.pack(parts, layout(mesh, axes + [None] * value.ndim))
    total = _summed(packed, len(axes), value.ndim, mesh)
    return dtensor.unpack(total)[0].numpy()


def _summed(packed: Any, num_axes: int, rank: int, mesh: Any) -> Any:
    key = (num_axes, rank, id(mesh))
    fn = _SUMS.get(key)
    if fn is None:
        @tf.function
        def summed(t: tf.Tensor) -> tf.Tensor:
            return dtensor.relayout(tf.reduce_sum(t, axis=list(range(num_axes))),
                                    replicated(mesh, rank))
        fn = _SUMS[key] = summed
    return fn(packed)


_SUMS: dict = {}
"""`sum_over_clients`' traced functions, one per (axes, rank, mesh)."""


def variable(value: Any) -> Any:
    """A laid-out variable holding DTensor `value`."""
    return dtensor.DVariable(value)


def pack_inputs(arrays: Sequence[Any], mesh: Any, topology: Topology, task: int,
                data_axis: Optional[str]) -> list:
    """This task's batch as DTensors split over `data_axis`: each local
    device gets the rows of its index along that axis (the task's batch is
    cut in as many equal parts as it has indices); rank-0 inputs and all
    inputs without a data axis are replicated."""
    coords = topology.data_coords(task, data_axis)
    out = []
    for array in arrays:
        array = np.asarray(array)
        if data_axis is None or array.ndim == 0:
            out.append(dtensor.pack([tf.constant(array)] * len(local_device_ids(mesh)),
                                    replicated(mesh, array.ndim)))
            continue
        if array.shape[0] % len(coords):
            raise ConfigError(
                f"this task's batch has {array.shape[0]} rows, which its "
                f"{len(coords)} devices along mesh axis {data_axis!r} cannot share equally; "
                f"give batches of a multiple of {len(coords)} rows")
        parts = np.split(array, len(coords))
        comps = [tf.constant(parts[coords.index(topology.device_coords(d)[data_axis])])
                 for d in local_device_ids(mesh)]
        out.append(dtensor.pack(comps, layout(mesh, [data_axis] + [None] * (array.ndim - 1))))
    return out


def whole_values(tensors: dict[str, Any], mesh: Any) -> dict[str, np.ndarray]:
    """Every DTensor read back whole (relaid out replicated; a collective:
    every client calls it)."""
    names = list(tensors)
    if not names:
        return {}

    @tf.function
    def gather(*values: tf.Tensor) -> list:
        return [dtensor.relayout(v, replicated(mesh, v.shape.rank)) for v in values]

    out = gather(*[tensors[n] for n in names])
    return {n: dtensor.unpack(v)[0].numpy() for n, v in zip(names, out)}


def local_shape(value: Any) -> tuple[int, ...]:
    """The shape of the part of a DTensor on this client's first device."""
    return tuple(dtensor.unpack(value)[0].shape)


def relayout(value: Any, target: Any) -> Any:
    return dtensor.relayout(value, target)


_MLIR_ERROR = re.compile(
    r'fused\["(?P<op>[A-Za-z0-9_]+):", "(?P<node>[^"@]+)@[^"]*"\].*?\)\):\s*(?P<why>[^\n]+)')


def explain_error(error: Exception) -> Optional[str]:
    """A DTensor SPMD-expansion error as one sentence naming the op of the
    step and DTensor's reason; None when `error` is not one."""
    match = _MLIR_ERROR.search(str(error))
    if match is None:
        return None
    return (f"DTensor cannot lay out op {match['node']!r} ({match['op']}) of the step with these "
            f"layouts: {match['why'].strip().rstrip('.')}")


def first_component(value: Any) -> Any:
    """This client's first component of a replicated DTensor."""
    return dtensor.unpack(value)[0]
