"""A lowered program's state beyond its step: its initialisation (the fed
values assigned, the replicated variables broadcast from replica 0, a
barrier of every replica), the release of its shared state once no replica
runs it (a barrier, then this task's destroys), and the user's variables'
values read when the runtime asks (`initial_values`), as the program
starts from them (`starting_values`: a dynamic table's keys in their
shards). The pass that adds them to a program is `init_and_state`
(`modes/data/lower/program.py`).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.modes.data.lower.aggregate import hvd_name
from parallax_tf.modes.data.lower.dynamic import relayout
from parallax_tf.modes.data.lower.homes import VariableHome, WorkerProgram
from parallax_tf.session.context import InitOps, WorkerContext


def init_ops(homes: dict[str, VariableHome], ctx: WorkerContext,
             after: Sequence = ()) -> InitOps:
    """Placeholders and assigns per variable; `sync` (run after the assigns,
    which the runtime runs first, in chunks) broadcasts the replicated
    variables from replica 0, runs `after` (weak synchronisation's state on
    the servers) and waits for every replica."""
    values, assigns, broadcasts = {}, {}, []
    with tf.device(ctx.worker_device):
        for name, home in homes.items():
            dtype = tf.as_dtype(home.captured.dtype)
            values[name] = tf.compat.v1.placeholder(dtype, home.captured.shape,
                                                    name=f"parallax/init/{name}")
            if home.shared and not ctx.is_chief:
                continue
            assigns[name] = home.assign(values[name])
        assign = tf.group(*assigns.values(), name="parallax/init/assign")
    for name, home in homes.items():
        if home.shared:
            continue
        with tf.device(home.device):
            root = ctx.split_collective(home.split).broadcast(
                home.read(), root=ctx.root_rank(home.split),
                name=f"parallax_init_{hvd_name(name)}")
        broadcasts.append(home.assign(root))
    with tf.device(ctx.worker_device):
        sync = ctx.collective.barrier("parallax_init_done", after=broadcasts + list(after))
    return InitOps(values=values, assign=assign, assigns=assigns, sync=sync)



def release_ops(homes: dict[str, VariableHome], inboxes: list[tf.Tensor],
                ctx: WorkerContext) -> tuple[tf.Tensor, tf.Operation]:
    """(a barrier of every replica, the destroys of this task's shared state).

    `release` runs them in two session runs: with TensorFlow's collectives a
    run's ops on a task another session also uses (a server) must all end
    before its last collective (`comm/collective.py`)."""
    mine = [h for h in inboxes if h.device == ctx.worker_device
            or (ctx.is_chief and "/job:ps" in h.device)]
    if ctx.is_chief:
        for home in homes.values():
            if home.shared:
                mine.extend(home.shard_handles())
    with tf.device(ctx.worker_device):
        idle = ctx.collective.barrier("parallax_release")   # nobody runs the program now
    destroys = []
    for handle in mine:
        with tf.device(handle.device):
            destroys.append(tf.raw_ops.DestroyResourceOp(resource=handle,
                                                         ignore_lookup_error=True))
    return idle, tf.group(*destroys, name="parallax/release")


def release(session: tf.compat.v1.Session, program: WorkerProgram) -> None:
    """Free `program`'s shared state once no replica runs it any more: the
    barrier of every replica, then this task's destroys."""
    session.run(program.release_barrier)
    session.run(program.release)


def initial_values(homes: dict[str, VariableHome]) -> Callable[[str], np.ndarray]:
    """The current value of a user's variable in this process, by name,
    read when asked (for `run_init`: a big model is not copied at once).
    Call it in eager mode (not inside a graph's `as_default`)."""
    return lambda name: homes[name].captured.variable.numpy()


def starting_values(program: WorkerProgram, values: Any) -> Any:
    """`values` (a dict or a function of the name) as `program` starts
    from them: each dynamic table's keys moved to their shards
    (`lower/dynamic.py:relayout`)."""
    if not program.dynamic:
        return values
    return relayout(values if callable(values) else values.__getitem__, program.dynamic)
