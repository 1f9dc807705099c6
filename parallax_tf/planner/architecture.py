"""`Architecture.AUTO`: which of HYBRID, ALLREDUCE and PS a job trains with
(pure: the candidates, the choice, the cached decision; the timing in the
running job is modes/data/auto.py).

No fixed rule wins everywhere (docs/performance.md): HYBRID wins where rows
are wide and the links are slow (the paper's regime), ALLREDUCE wins for
small models where a parameter-server step's many small RPCs cost more than
the bytes they save, PS rarely wins. AUTO predicts each candidate's step
time (`planner/step_time.py`: the step timed alone, the plan's bytes,
requests and collectives, the measured links, the cores) and, by
`Config(tune=...)` (`to_time`), times none of them ('predict'), those it
cannot tell apart ('prune', the default: within the estimator's measured
error of the best, at most 2), or every one ('time'): a timed candidate
runs a few steps on the job's own cluster, and the fastest timed (or, none
timed, the predicted best) is kept. Candidates, in the order they are
timed:

* HYBRID, only when the step has a sparse variable with a gradient (for a
  dense model it is the ALLREDUCE plan);
* ALLREDUCE;
* PS, unless the dense gradients are chunked (`Config(chunks=...)` groups
  AllReduces, which PS has none of).

`Architecture.MIXED` confirms its per-variable plan the same way: these
candidates, then its own plan (each sparse variable where its price on
the measured links is least: planner/per_variable.py), each left out where
it places every variable as an earlier one does.

A candidate the planner refuses (e.g. model splitting with an architecture
it cannot lower) is left out, the same way on every worker.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Mapping, Optional, Sequence

from parallax_tf.config import Architecture
from parallax_tf.errors import SearchError
from parallax_tf.planner.decision import (
    default_decision_path,
    links_unlike,
    load_tagged,
    not_reused,
    save_tagged,
)
from parallax_tf.planner.per_variable import Links

logger = logging.getLogger(__name__)

_KIND = "architecture"
DECISION_FORMAT = 1


def candidates(*, has_sparse: bool, chunked: bool, servers: bool = True,
               per_variable: bool = False) -> tuple[Architecture, ...]:
    """The architectures AUTO times, in order (module doc). `servers`: the
    job has parameter-server tasks (without them only ALLREDUCE can run);
    `per_variable`: MIXED's confirmation, which times its own plan last
    (the first candidate timed runs a few percent slower: it pays for the
    servers' first allocations; a plan equal to an earlier candidate's is
    not timed again)."""
    if not servers:
        return (Architecture.ALLREDUCE,)
    out = [Architecture.HYBRID] if has_sparse else []
    out.append(Architecture.ALLREDUCE)
    if not chunked:
        out.append(Architecture.PS)
    if per_variable and has_sparse:
        out.append(Architecture.MIXED)
    return tuple(out)


def to_time(predicted: Mapping[str, Optional[float]], tune: str,
            error: float) -> list[str]:
    """The candidates AUTO and MIXED time, in their order (`predicted`: each
    candidate's predicted seconds per step, None where it could not be
    predicted). 'time': every one; 'predict': none; 'prune' (the default):
    those predicted within `error` (the estimator's measured error,
    `step_time.Calibration.error`) of the best, at most 2, and none when the
    best stands out alone. A candidate without a prediction: every one."""
    names = list(predicted)
    if tune == "time" or any(v is None for v in predicted.values()):
        return names
    if tune == "predict":
        return []
    seconds = {n: float(v) for n, v in predicted.items() if v is not None}
    best = min(seconds.values())
    near = sorted((n for n in names if seconds[n] <= best * (1.0 + error)),
                  key=lambda n: (seconds[n], names.index(n)))[:2]
    return [n for n in names if n in near] if len(near) > 1 else []


@dataclasses.dataclass(frozen=True)
class ArchitectureChoice:
    """What AUTO and MIXED predicted, timed and chose."""

    samples: tuple[tuple[str, float], ...]
    """(architecture, median seconds per step) in the order they were timed
    (none when the prediction chose)."""
    chosen: str
    predicted_bytes: dict = dataclasses.field(default_factory=dict)
    """architecture -> the plan's predicted bytes per machine per iteration
    (mean over machines; None where the plan could not predict: alpha
    unknown)."""
    links: Optional[dict] = None
    """The links the candidates were timed on (`per_variable.Links.to_dict`;
    None: not measured, as in decisions saved before they were recorded)."""
    predicted: dict = dataclasses.field(default_factory=dict)
    """architecture -> its predicted seconds per step (`planner/step_time.py`),
    every candidate's; empty where nothing was predicted (a decision saved
    before 2026-12-02, or a step the chief could not time alone)."""
    tune: str = "time"
    """How it chose (`Config(tune=...)`): 'time', 'prune' or 'predict'."""
    seconds: Optional[float] = None
    """The choice's wall time: the links measured, the candidates planned,
    predicted and timed."""

    def __post_init__(self) -> None:
        names = [a for a, _ in self.samples]
        if self.chosen not in names and (names or self.chosen not in self.predicted):
            raise SearchError(f"ArchitectureChoice: chosen {self.chosen!r} was neither timed "
                              f"({names}) nor, with none timed, predicted "
                              f"({sorted(self.predicted)})")

    @property
    def architecture(self) -> Architecture:
        return Architecture(self.chosen)

    @property
    def timed(self) -> bool:
        """Some candidate was timed (the fastest timed was chosen)."""
        return bool(self.samples)

    def lines(self) -> list[str]:
        """One line per candidate: time per step measured and predicted,
        predicted bytes, the choice."""
        timed = dict(self.samples)
        out = []
        for arch in [*self.predicted, *(a for a in timed if a not in self.predicted)]:
            b = self.predicted_bytes.get(arch)
            kib = f"{b / 1024:,.1f} KiB/iteration/machine predicted" if b is not None else \
                "bytes not predicted"
            measured = f"{timed[arch] * 1e3:8.1f} ms/step measured" if arch in timed else \
                f"{'not timed':>24}"
            guess = self.predicted.get(arch)
            ahead = f", {guess * 1e3:.1f} predicted" if guess is not None else ""
            out.append(f"{arch.upper():<9} {measured}{ahead}, {kib}"
                       + ("  <- chosen" if arch == self.chosen else ""))
        return out

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"samples": [list(s) for s in self.samples], "chosen": self.chosen,
               "predicted_bytes": dict(self.predicted_bytes), "tune": self.tune}
        if self.links is not None:
            out["links"] = dict(self.links)
        if self.predicted:
            out["predicted"] = dict(self.predicted)
        if self.seconds is not None:
            out["seconds"] = self.seconds
        return out

    def holds_on(self, links: Links) -> Optional[str]:
        """Why this decision, reused, would not hold on `links` (None: it
        holds): it records no links, or its steps' communication costs
        decisively more or less on them (`Links.unlike`)."""
        known = [b for b in self.predicted_bytes.values() if b is not None]
        steps = [t for _, t in self.samples] or list(self.predicted.values())
        return links_unlike({"links": self.links, "bytes_per_step": max(known, default=None)},
                            links, min(steps))

    @classmethod
    def from_dict(cls, d: dict) -> "ArchitectureChoice":
        try:
            return cls(samples=tuple((str(a), float(t)) for a, t in d["samples"]),
                       chosen=str(d["chosen"]),
                       predicted_bytes={str(k): (None if v is None else float(v))
                                        for k, v in (d.get("predicted_bytes") or {}).items()},
                       links=Links.from_dict(d["links"]).to_dict() if d.get("links") else None,
                       predicted={str(k): float(v)
                                  for k, v in (d.get("predicted") or {}).items()},
                       tune=str(d.get("tune", "time")),
                       seconds=None if d.get("seconds") is None else float(d["seconds"]))
        except (KeyError, TypeError, ValueError) as e:
            raise SearchError(f"architecture choice is missing or has a bad field: {e!r}") \
                from e


def choose(samples: Sequence[tuple[str, float]],
           predicted_bytes: Optional[dict] = None,
           links: Optional[Links] = None, *, predicted: Optional[Mapping[str, float]] = None,
           tune: str = "time", seconds: Optional[float] = None) -> ArchitectureChoice:
    """The fastest candidate timed (the earlier one on a tie); with none
    timed, the one predicted fastest (the earlier one on a tie)."""
    predicted = dict(predicted or {})
    if not samples and not predicted:
        raise SearchError("AUTO timed and predicted no architecture: nothing to choose from")
    for arch, step in [*samples, *predicted.items()]:
        if not step > 0:
            raise SearchError(f"AUTO: {arch} timed or predicted {step!r} s per step; need a "
                              "time > 0")
    ranked = list(samples) or list(predicted.items())
    best = min(range(len(ranked)), key=lambda i: (ranked[i][1], i))
    return ArchitectureChoice(samples=tuple((a, float(t)) for a, t in samples),
                              chosen=ranked[best][0],
                              predicted_bytes=dict(predicted_bytes or {}),
                              links=links.to_dict() if links is not None else None,
                              predicted={a: float(t) for a, t in predicted.items()},
                              tune=tune, seconds=seconds)


def decision_path(folder: str, model_fingerprint: str, cluster_fingerprint: str) -> str:
    return default_decision_path(folder, model_fingerprint, cluster_fingerprint, kind=_KIND)


def save_choice(choice: ArchitectureChoice, path: str, *, model_fingerprint: str,
                cluster_fingerprint: str, settings: Optional[dict] = None) -> str:
    save_tagged(path, kind=_KIND, format=DECISION_FORMAT, fields={"choice": choice.to_dict()},
                fingerprints=(model_fingerprint, cluster_fingerprint), settings=settings)
    logger.info("architecture decision %s saved to %s", choice.chosen.upper(), path)
    return path


def load_choice(path: str, *, model_fingerprint: str, cluster_fingerprint: str,
                links: Optional[Links] = None) -> Optional[ArchitectureChoice]:
    """The cached choice for these fingerprints, or None (missing, made for
    another model or cluster, or unreadable: logged; made on links unlike
    `links`, the job's measured ones: a warning, `ArchitectureChoice.holds_on`)."""
    choice = load_tagged(path, what="architecture decision", kind=_KIND,
                         format=DECISION_FORMAT,
                         fingerprints=(model_fingerprint, cluster_fingerprint),
                         parse=lambda data: ArchitectureChoice.from_dict(data["choice"]))
    if choice is not None and links is not None and not_reused(
            path, "architecture decision", choice.holds_on(links),
            again="timing the candidates again"):
        return None
    return choice
