"""Horovod initialised for a job's topology: who reduces with whom.

Every worker task of a job calls `init_collectives(topology)` with the same
topology (the chief's plan), so they register the same Horovod process sets
in the same order (Horovod requires it).

* one replica per task (data parallelism): the global set;
* model splitting, R replicas of S tasks: one process set per split
  position k, the tasks {k, S + k, 2S + k, ...}; the replicas' drivers
  (position 0) synchronise over set 0;
* one replica (R = 1): nothing to reduce; every collective is the identity.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any

from parallax_tf.comm.collective import Collective, HorovodCollective, SingleCollective

logger = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class Collectives:
    """The collectives of one replica: over the drivers, and per split position."""

    drivers: Collective
    splits: tuple[Collective, ...]


def init_collectives(topology: Any) -> Collectives:
    """`hvd.init()` with the process sets `topology` needs (once per process)."""
    import horovod.tensorflow as hvd  # noqa: PLC0415  (heavy, only in launched tasks)
    s, r = topology.num_splits, topology.num_replicas
    if s == 1:
        hvd.init()
        c = HorovodCollective()
        return Collectives(drivers=c, splits=(c,))
    groups = topology.groups("replica")        # position k: its task in every replica
    if r == 1:
        hvd.init()
        single = SingleCollective()
        return Collectives(drivers=single, splits=(single,) * s)
    sets = [hvd.ProcessSet(list(ranks)) for ranks in groups]
    hvd.init(process_sets=sets)
    logger.info("Horovod process sets per split position: %s", groups)
    per_split = tuple(HorovodCollective(ps, ranks) for ps, ranks in zip(sets, groups))
    return Collectives(drivers=per_split[0], splits=per_split)
