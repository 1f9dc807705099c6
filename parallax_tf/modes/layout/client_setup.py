"""A process's place in a layout job's DTensor mesh, as one DTensor client
(`DTensorSetup`; pure: no TensorFlow).

`DTensorSetup` travels as JSON in `PARALLAX_TF_DTENSOR`: the launcher (or
the chief, through the job's store) hands every task the same *prelude*
(the mesh, devices per task, device type, the batch's mesh axis) and each
task completes it with its own place in the job (`for_task`). The
bootstrap reads it and sets DTensor up before the user's script runs any
TensorFlow op (`modes/layout/dtensor.py`).
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Optional

from parallax_tf.errors import LaunchError
from parallax_tf.plan.topology import Topology


@dataclasses.dataclass(frozen=True, kw_only=True)
class DTensorSetup:
    """One process's place in the mesh (a prelude: `jobs` empty)."""

    mesh: tuple[tuple[str, int], ...]
    """The mesh axes and sizes."""
    devices_per_client: int = 1
    device_type: str = "CPU"
    data_axis: Optional[str] = None
    """The mesh axis the inputs' `batch` dim is split over, if any."""
    jobs: tuple[str, ...] = ()
    """Address of every client ('host:port') by client id; empty: one client."""
    client_id: int = 0

    @property
    def num_clients(self) -> int:
        return max(1, len(self.jobs))

    @property
    def topology(self) -> Topology:
        return Topology(axes=self.mesh, devices_per_task=self.devices_per_client)

    def for_task(self, index: int, workers: list[str]) -> "DTensorSetup":
        """This prelude completed for worker `index` of a job whose workers'
        servers listen at `workers` (their addresses become the clients')."""
        if len(workers) != self.topology.num_tasks:
            raise LaunchError(f"the mesh needs {self.topology.num_tasks} task(s) but the job "
                              f"has {len(workers)} worker(s)")
        jobs = tuple(workers) if len(workers) > 1 else ()
        return dataclasses.replace(self, jobs=jobs, client_id=index)

    def data_group(self) -> tuple[int, int]:
        """(this client's data group, number of groups): `px.shard`'s part."""
        return self.topology.data_group(self.client_id, self.data_axis)

    def to_json(self) -> str:
        d: dict[str, Any] = dataclasses.asdict(self)
        d["mesh"] = [list(a) for a in self.mesh]
        d["jobs"] = list(self.jobs)
        return json.dumps(d)

    @classmethod
    def from_json(cls, text: str) -> "DTensorSetup":
        try:
            d = json.loads(text)
            return cls(mesh=tuple((str(n), int(s)) for n, s in d["mesh"]),
                       devices_per_client=int(d["devices_per_client"]),
                       device_type=str(d["device_type"]), data_axis=d.get("data_axis"),
                       jobs=tuple(d.get("jobs", ())), client_id=int(d.get("client_id", 0)))
        except (KeyError, TypeError, ValueError) as e:
            raise LaunchError(f"bad DTensor setup {text[:200]!r} ({e}); it is written by the "
                              "parallax_tf launcher, which must be the same version") from e
