"""Where a step stops scaling: each candidate architecture's predicted step
time, throughput and bytes per machine on clusters of growing size, before
any of them is run (`parallax-tf plan --predict`, `px.plan(scale=...)`).

Every point is `step_time.predict` on a plan made for that cluster shape
(machines x workers per machine), from the step alone (measured on this
process, or given: a single device's step time) and the links and cores
given. The estimator names which of its terms is the step; this module
names the part inside it that binds (`PARTS`), and where adding machines
stops paying: the shape from which no larger one brings half its added
workers' share of throughput (`STOPS`, `stops_paying`).

The CPU costs beyond the step alone are a machine class's constants
(`step_time.Calibration`); the defaults are this project's 2-core box, so
predictions for another machine class are only as good as the calibration
given for it (docs/scaling.md).
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Iterable, Optional, Sequence, Union

from parallax_tf.errors import ConfigError
from parallax_tf.plan.compute import StepCompute
from parallax_tf.planner import per_variable
from parallax_tf.planner.decided import candidate_plans
from parallax_tf.planner.step_time import (
    BOX,
    Calibration,
    Cores,
    Prediction,
    predict,
    server_cpu,
    wire_terms,
    worker_cpu,
)
from parallax_tf.resources import Cluster, Machine

STOPS = 0.5
"""A shape pays when its throughput gain over the previous shape is at
least this share of the workers it adds (a doubling at least 1.5x)."""

PARTS = {
    "compute": "the workers' own compute",
    "compute on shared cores": "the workers' compute, over the cores they share",
    "per-message cost": "the workers' CPU per request, collective and byte",
    "server fan-in": "the servers' CPU for every worker's requests",
    "the link": "the busiest machine's bytes over its link",
    "AllReduce latency": "a collective's latency",
    "server round trips": "the round trips to the servers",
}
"""The parts a step can be bound by (`Point.bound`)."""

_SHAPE = re.compile(r"^\s*(\d+)\s*(?:[x*]\s*(\d+))?\s*$")


@dataclasses.dataclass(frozen=True)
class Shape:
    """A cluster shape: machines, and workers on each."""

    machines: int
    workers_per_machine: Optional[int] = None
    """None: as many as each machine of the resources planned for has."""

    def __post_init__(self) -> None:
        for name, n in (("machines", self.machines),
                        ("workers per machine", self.workers_per_machine)):
            if n is None and name != "machines":
                continue
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise ConfigError(f"{name} {n!r}: give a whole number >= 1, e.g. "
                                  "Shape(8, 6) or '8x6' (8 machines of 6 workers)")

    @classmethod
    def parse(cls, text: Union[str, int, "Shape"]) -> "Shape":
        """'8x6' (8 machines of 6 workers), or '8' / 8 (of as many as the
        resources' machines have)."""
        if isinstance(text, Shape):
            return text
        if isinstance(text, int) and not isinstance(text, bool):
            return cls(text)
        m = _SHAPE.match(str(text))
        if not m:
            raise ConfigError(f"cluster shape {text!r}: give MACHINES or MACHINESxWORKERS, "
                              "e.g. 8 or 8x6 (8 machines of 6 workers each)")
        return cls(int(m.group(1)), int(m.group(2)) if m.group(2) else None)

    def like(self, cluster: Cluster) -> "Shape":
        """With the workers a machine of `cluster` has where none is given."""
        if self.workers_per_machine is not None:
            return self
        return Shape(self.machines, max(m.num_workers for m in cluster.machines))

    @property
    def workers(self) -> int:
        return self.machines * (self.workers_per_machine or 1)

    def cluster(self) -> Cluster:
        """Machines m0, m1, ... with slots 0..workers-1 each."""
        return Cluster(machines=tuple(
            Machine(host=f"m{k}", slots=tuple(range(self.workers_per_machine or 1)))
            for k in range(self.machines)))

    def line(self) -> str:
        return f"{self.machines}x{self.workers_per_machine or '?'}"


@dataclasses.dataclass(frozen=True)
class Scale:
    """What `px.plan(scale=...)` predicts the step on: the cluster shapes,
    and the step alone when it is given rather than measured here."""

    shapes: tuple[Shape, ...]
    step_s: Optional[float] = None
    """A single device's step time at one worker's batch (seconds); None:
    measured on this process. A given step is taken as one core busy for
    that long, none of it moved to the servers."""
    calibration: Calibration = BOX
    """The machine class's constants (default: this project's 2-core box)."""
    measured: Optional[StepCompute] = None
    """The step alone as measured before (a job's `compute.json`, an earlier
    plan's `predicted["compute"]`): used as it is, nothing timed."""

    def __post_init__(self) -> None:
        if isinstance(self.shapes, (str, int)) or not isinstance(self.shapes, Iterable):
            raise ConfigError(f"Scale(shapes={self.shapes!r}): give a sequence of cluster "
                              "shapes, e.g. Scale(shapes=('1x6', '2x6')) or Scale.of('1x6,2x6')")
        object.__setattr__(self, "shapes", tuple(Shape.parse(s) for s in self.shapes))
        if not isinstance(self.calibration, Calibration):
            raise ConfigError(f"calibration={self.calibration!r}: give a "
                              "parallax_tf.planner.step_time.Calibration (or a JSON file of its "
                              "fields to parallax-tf plan --calibration)")
        if not self.shapes:
            raise ConfigError("scale: give at least one cluster shape, e.g. "
                              "Scale.of('1x6,2x6,4x6,8x6')")
        if self.measured is not None and not isinstance(self.measured, StepCompute):
            object.__setattr__(self, "measured", StepCompute.from_dict(self.measured))
        if self.step_s is not None and (isinstance(self.step_s, bool) or not self.step_s > 0):
            raise ConfigError(f"step time {self.step_s!r} s: give a positive single-device "
                              "step time (parallax-tf plan --step-ms 12.5), or leave it out "
                              "to measure the step on this process")

    @classmethod
    def of(cls, value: Any) -> "Scale":
        """A Scale, or shapes: '2,4,8x6', or a sequence of '8x6' / 8 /
        Shape."""
        if isinstance(value, Scale):
            return value
        items: Iterable[Any] = value.split(",") if isinstance(value, str) else value
        try:
            shapes = tuple(Shape.parse(s) for s in items)
        except TypeError:
            raise ConfigError(f"scale={value!r}: give cluster shapes, e.g. '1x6,2x6,4x6' "
                              "or a parallax_tf.planner.scale.Scale") from None
        return cls(shapes=shapes)

    def on(self, cluster: Cluster) -> "Scale":
        """The shapes with `cluster`'s workers per machine where a shape
        gives none, in order of workers, each once."""
        shapes = {s.like(cluster) for s in self.shapes}
        return dataclasses.replace(self, shapes=tuple(
            sorted(shapes, key=lambda s: (s.workers, s.machines))))

    @property
    def times_nothing(self) -> bool:
        """Whether the step alone is given (`step_s`, `measured`)."""
        return self.step_s is not None or self.measured is not None

    def compute(self, measured: Optional[StepCompute]) -> StepCompute:
        """The step alone the points are predicted from."""
        if self.measured is not None:
            return self.measured
        if self.step_s is None:
            if measured is None:
                raise ValueError("the step alone is neither given nor measured")
            return measured
        return StepCompute(wall_s=self.step_s, cpu_s=self.step_s, cores=1)


@dataclasses.dataclass(frozen=True)
class Point:
    """One architecture on one shape."""

    shape: Shape
    arch: str
    step_s: float
    throughput: float
    """Examples a second over every worker (steps a second when a
    worker's batch size is unknown)."""
    bytes_per_machine: float
    """The busiest machine's predicted bytes sent and received a step."""
    bound: str
    """The part that is the step (`PARTS`)."""
    terms: dict

    def to_dict(self) -> dict[str, Any]:
        return {"shape": self.shape.line(), "arch": self.arch, "step_s": self.step_s,
                "throughput": self.throughput, "bytes_per_machine": self.bytes_per_machine,
                "bound": self.bound, "terms": self.terms}


def batch_rows(example_args: Any) -> Optional[int]:
    """Examples in one worker's batch: the leading dimension of the first
    array among the step's arguments (nested tuples, lists and dicts
    looked into); None when none has one."""
    stack = [example_args]
    while stack:
        item = stack.pop(0)
        if isinstance(item, dict):
            stack[:0] = list(item.values())
        elif isinstance(item, (tuple, list)):
            stack[:0] = list(item)
        else:
            shape = getattr(item, "shape", None)
            if shape is not None and len(shape) >= 1 and shape[0] is not None:
                return int(shape[0])
    return None


def parts(plan: Any, compute: StepCompute, links: per_variable.Links, cores: Cores,
          calibration: Calibration, prediction: Prediction, fusion_bytes: int) -> dict[str, float]:
    """The seconds of each part inside the estimator's binding term
    (`PARTS`), the step's busiest machine for the CPU term."""
    if prediction.bound == "compute":
        return {"compute": prediction.worker_s}
    if prediction.bound == "wire":
        return wire_terms(plan, links)
    only_compute = dataclasses.replace(calibration, per_byte=0.0, per_request=0.0,
                                       per_exchange=0.0, per_collective=0.0)
    total = worker_cpu(plan, compute, calibration, fusion_bytes, cores)
    own = worker_cpu(plan, compute, only_compute, fusion_bytes, cores)
    servers = server_cpu(plan, compute, calibration)
    workers = plan.cluster.workers_per_machine
    per_machine = [{"compute on shared cores": n * o, "per-message cost": n * (t - o),
                    "server fan-in": s} for n, t, o, s in zip(workers, total, own, servers)]
    if cores.shared is not None:                 # one box: the parts summed over it
        return {k: sum(m[k] for m in per_machine) for k in per_machine[0]}
    return max(per_machine, key=lambda m: sum(m.values()))


def links_on(links: per_variable.Links, machines: int, measured_on: int = 2) -> \
        per_variable.Links:
    """`links` on a cluster of `machines`: a small collective's latency
    grows with the ring (TensorFlow's and NCCL's AllReduce and AllGather
    pass through every machine: 2 (M - 1) one-way hops, M - 1 round trips),
    from the `measured_on` machines it was measured or given for (given
    links' collective is one round trip: two machines). A server request
    stays one round trip, and the bandwidth one link's."""
    hops = max(1, machines - 1) / max(1, measured_on - 1)
    return dataclasses.replace(links, collective=links.collective * hops)


def predict_scale(model: Any, config: Any, compute: StepCompute, links: per_variable.Links,
                  cores: Cores, scale: Scale, examples_per_step: Optional[int], *,
                  splits: Any = None, layers: Sequence[Any] = (),
                  fusion_bytes: int = 64 << 20, links_measured_on: int = 2) -> dict[str, Any]:
    """Every candidate architecture on every shape of `scale` (`Point`s),
    where each stops paying, and what the points were predicted from: what
    `Plan.predicted["scale"]` records and `px.summary` prints.
    `links_measured_on`: the machines `links` were measured on (`links_on`)."""
    points: list[Point] = []
    left_out: dict[str, str] = {}
    given = links
    for shape in scale.shapes:
        links = links_on(given, shape.machines, links_measured_on)
        plans = candidate_plans(model, shape.cluster(), config, links, splits=splits,
                                layers=layers)
        for arch, plan in plans.items():
            if isinstance(plan, str):
                left_out.setdefault(arch.value, f"{shape.line()}: {plan}")
                continue
            p = predict(plan, compute, links, cores, scale.calibration, fusion_bytes)
            named = parts(plan, compute, links, cores, scale.calibration, p, fusion_bytes)
            units = (examples_per_step or 1) * shape.workers
            points.append(Point(shape=shape, arch=arch.value, step_s=p.step_s,
                                throughput=units / p.step_s if p.step_s > 0 else 0.0,
                                bytes_per_machine=max(plan.bytes_per_machine() or [0.0]),
                                bound=max(named, key=lambda k: named[k]),
                                terms={k: round(v, 9) for k, v in named.items()}))
    return {"shapes": [s.line() for s in scale.shapes],
            "unit": "examples/s" if examples_per_step else "steps/s",
            "compute": compute.to_dict(), "compute_given": scale.times_nothing,
            "links": given.to_dict(), "links_measured_on": links_measured_on,
            "cores": dataclasses.asdict(cores),
            "calibration": dataclasses.asdict(scale.calibration),
            "calibration_is_box": scale.calibration == BOX,
            "points": [p.to_dict() for p in points], "left_out": left_out,
            "stops": stops_paying(points)}


def stops_paying(points: Sequence[Point]) -> dict[str, dict[str, Any]]:
    """Per architecture: the shape after which adding workers stops paying
    for good (the first of the shapes, in order, from which no next shape
    brings `STOPS` of its added workers' share), and the part that binds
    the shape after it; "after" None where the last shape added still
    paid (a first step from one machine that did not, the step going
    distributed, is not where it stops), with the part that binds the
    largest."""
    out: dict[str, dict[str, Any]] = {}
    for arch in dict.fromkeys(p.arch for p in points):
        mine = [p for p in points if p.arch == arch]
        paid = [this.throughput - prev.throughput >= STOPS * prev.throughput * (
                    this.shape.workers / prev.shape.workers - 1.0)
                for prev, this in zip(mine, mine[1:])]
        last = max((k for k, ok in enumerate(paid) if ok), default=-1)
        if last == len(paid) - 1:
            out[arch] = {"after": None, "bound": mine[-1].bound, "at": mine[-1].shape.line()}
        else:
            out[arch] = {"after": mine[last + 1].shape.line(), "bound": mine[last + 2].bound,
                         "at": mine[last + 2].shape.line()}
    return out


def lines(scaled: dict[str, Any]) -> list[str]:
    """The table `px.summary` prints for `Plan.predicted["scale"]`."""
    compute = scaled["compute"]
    given = "given" if scaled["compute_given"] else "measured on this process"
    cores = Cores(**scaled["cores"])
    links = per_variable.Links.from_dict(scaled["links"])
    ring = scaled.get("links_measured_on", 2)
    ring_s = "M - 1" if ring <= 2 else f"(M - 1)/{ring - 1}"
    out = [f"predicted scaling ({cores.line()}; {links.line()} on {ring} machines, a "
           f"collective's {ring_s} times that on M; the step alone "
           f"{compute['wall_s'] * 1e3:.1f} ms, {given}; "
           + ("calibration: this project's 2-core box, give your machines' for another class"
              if scaled["calibration_is_box"] else "calibration: given") + "):"]
    unit = scaled["unit"]
    header = f"  {'shape':>8}  {'architecture':<12}{'step ms':>9}  {unit:>12}  " \
             f"{'KiB/machine':>11}  bound by"
    out.append(header)
    for p in scaled["points"]:
        out.append(f"  {p['shape']:>8}  {p['arch'].upper():<12}{p['step_s'] * 1e3:9.2f}  "
                   f"{p['throughput']:12,.0f}  {p['bytes_per_machine'] / 1024:11,.1f}  "
                   f"{p['bound']}")
    for arch, v in scaled["stops"].items():
        if v["after"] is None:
            out.append(f"  {arch.upper()}: adding machines still pays at {v['at']} "
                       f"(bound there by {v['bound']})")
        else:
            out.append(f"  {arch.upper()}: adding machines stops paying after {v['after']}: "
                       f"no larger shape brings {STOPS:.0%} of its added workers' share "
                       f"(bound at {v['at']} by {v['bound']})")
    for arch, why in scaled["left_out"].items():
        out.append(f"  {arch.upper()}: left out: {why}")
    return out
