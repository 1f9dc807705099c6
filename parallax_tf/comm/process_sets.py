"""The collectives of a job's topology: who reduces with whom, on which engine.

Every worker task of a job calls `init_collectives(topology, ...)` with the
same topology (the chief's plan), so they build the same groups (Horovod
also requires its process sets registered in the same order).

* one replica per task (data parallelism): every worker;
* model splitting, R replicas of S tasks: one group per split position k,
  the tasks {k, S + k, 2S + k, ...}; the replicas' drivers (position 0)
  synchronise over group 0;
* one replica (R = 1): nothing to reduce; every collective is the identity;
* on TensorFlow's engine, the drivers of each machine (local aggregation,
  `machine_collective`).

The engine is `Config(collectives=...)`: 'auto' follows the launcher
(Horovod when it started Horovod's rendezvous, TensorFlow's otherwise).
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Optional, Sequence

from parallax_tf import env
from parallax_tf.comm.collective import (
    Collective,
    HorovodCollective,
    SingleCollective,
    TensorFlowCollective,
)
from parallax_tf.errors import ConfigError
from parallax_tf.launch import rendezvous

logger = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class Collectives:
    """The collectives of one replica: over the drivers, and per split position."""

    drivers: Collective
    splits: tuple[Collective, ...]


def engine_of(asked: str) -> str:
    """'horovod' or 'tensorflow' for `Config(collectives=asked)` in this task."""
    launched = env.collectives()
    if asked == "auto":
        return launched or "tensorflow"
    if asked == "horovod" and launched != "horovod":
        raise ConfigError(
            "Config(collectives='horovod') but the job was launched without Horovod's "
            f"rendezvous ({env.COLLECTIVES_VAR}={launched!r}): {_WAY_TO_HOROVOD}, or use "
            "collectives='tensorflow' or 'auto'")
    return asked


_WAY_TO_HOROVOD = ("install Horovod (scripts/install.sh --tests) and launch with parallax-tf "
                   "run --collectives horovod")


MACHINE_GROUPS = 10_000
"""TensorFlow's collective group key of machine m's drivers: this + m
(`machine_collective`)."""


def machine_collective(drivers: Collective, me: int, ranks: Sequence[int],
                       machine: int) -> Optional[Collective]:
    """Collectives over `ranks` (the worker indices of the drivers on
    machine `machine`, `me` among them) on the engine of `drivers` when it
    is TensorFlow's, whose runs may touch no other worker's task (local
    aggregation gathers there instead of in inboxes); None on Horovod's."""
    if not drivers.same_step_ids:
        return None
    if len(ranks) == 1:
        return SingleCollective()
    return TensorFlowCollective(me, ranks, group_key=MACHINE_GROUPS + machine)


def init_collectives(topology: Any, asked: str, me: int) -> Collectives:
    """The collectives `topology` needs for worker `me` on the engine of
    `Config(collectives=asked)` (once per process; Horovod: `hvd.init()`)."""
    engine = engine_of(asked)
    s, r = topology.num_splits, topology.num_replicas
    groups = topology.groups("replica") if s > 1 else ()
    if engine == "tensorflow":
        if r == 1:
            single = SingleCollective()
            return Collectives(drivers=single, splits=(single,) * s)
        if s == 1:
            c: Collective = TensorFlowCollective(me, range(r))
            return Collectives(drivers=c, splits=(c,))
        # group key = Horovod's process set id + 1: 1 for every worker, k + 2
        # for split position k
        per = tuple(TensorFlowCollective(me, ranks, group_key=k + 2)
                    for k, ranks in enumerate(groups))
        logger.info("TensorFlow collective groups per split position: %s", groups)
        return Collectives(drivers=per[0], splits=per)
    import horovod.tensorflow as hvd  # noqa: PLC0415  (optional package)
    rendezvous.meet_before_horovod()
    if s == 1:
        hvd.init()
        c = HorovodCollective()
        return Collectives(drivers=c, splits=(c,))
    if r == 1:
        hvd.init()
        single = SingleCollective()
        return Collectives(drivers=single, splits=(single,) * s)
    sets = [hvd.ProcessSet(list(ranks)) for ranks in groups]
    hvd.init(process_sets=sets)
    logger.info("Horovod process sets per split position: %s", groups)
    per_split = tuple(HorovodCollective(ps, ranks) for ps, ranks in zip(sets, groups))
    return Collectives(drivers=per_split[0], splits=per_split)
