"""What one step of a captured step costs on one process: measured by
`classify/compute.py`, predicted from by `planner/step_time.py`, recorded
on a plan (`Plan.predicted`)."""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping


@dataclasses.dataclass(frozen=True)
class StepCompute:
    """One step of the captured step on one process, at one worker's batch."""

    wall_s: float
    """Seconds per step (median of the timed runs)."""
    cpu_s: float
    """Process CPU seconds per step (all threads)."""
    cores: int
    """Cores of the machine it was measured on."""
    server_ops_s: Mapping[str, float] = dataclasses.field(default_factory=dict)
    """Per trainable variable: op seconds per step that move to the servers
    with it (its gathers, updates and update math)."""

    @property
    def cores_used(self) -> float:
        """The cores one step keeps busy on its own: CPU over wall seconds."""
        return max(1.0, self.cpu_s / self.wall_s) if self.wall_s > 0 else 1.0

    def to_dict(self) -> dict[str, Any]:
        return {"wall_s": self.wall_s, "cpu_s": self.cpu_s, "cores": self.cores,
                "server_ops_s": dict(self.server_ops_s)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "StepCompute":
        return cls(wall_s=float(d["wall_s"]), cpu_s=float(d["cpu_s"]), cores=int(d["cores"]),
                   server_ops_s={str(k): float(v) for k, v in d.get("server_ops_s", {}).items()})
