"""`Architecture.AUTO`: which of HYBRID, ALLREDUCE and PS a job trains with
(pure: the candidates, the choice, the cached decision; the timing in the
running job is modes/data/auto.py).

No fixed rule wins everywhere (docs/performance.md): HYBRID wins where rows
are wide and the links are slow (the paper's regime), ALLREDUCE wins for
small models where a parameter-server step's many small RPCs cost more than
the bytes they save, PS rarely wins. The byte model alone cannot tell them
apart (it has no per-message or per-engine cost), so AUTO measures: every
candidate runs a few steps on the job's own cluster and the fastest is
kept. Candidates, in the order they are timed:

* HYBRID, only when the step has a sparse variable with a gradient (for a
  dense model it is the ALLREDUCE plan);
* ALLREDUCE;
* PS, unless the dense gradients are chunked (`Config(chunks=...)` groups
  AllReduces, which PS has none of).

`Architecture.MIXED` confirms its per-variable plan the same way: these
candidates, then its own plan (each sparse variable where its price on
the measured links is least: planner/per_variable.py), each left out where
it places every variable as an earlier one does, and the fastest is kept.

A candidate the planner refuses (e.g. model splitting with an architecture
it cannot lower) is left out, the same way on every worker.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Optional, Sequence

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


@dataclasses.dataclass(frozen=True)
class ArchitectureChoice:
    """What AUTO measured and chose."""

    samples: tuple[tuple[str, float], ...]
    """(architecture, median seconds per step) in the order they were timed."""
    chosen: str
    predicted_bytes: dict = dataclasses.field(default_factory=dict)
    """architecture -> the plan's predicted bytes per machine per iteration
    (mean over machines; None where the plan could not predict: alpha
    unknown)."""
    links: Optional[dict] = None
    """The links the candidates were timed on (`per_variable.Links.to_dict`;
    None: not measured, as in decisions saved before they were recorded)."""

    def __post_init__(self) -> None:
        names = [a for a, _ in self.samples]
        if self.chosen not in names:
            raise SearchError(f"ArchitectureChoice: chosen {self.chosen!r} was not timed "
                              f"({names})")

    @property
    def architecture(self) -> Architecture:
        return Architecture(self.chosen)

    def seconds(self, arch: str) -> float:
        return dict(self.samples)[arch]

    def lines(self) -> list[str]:
        """One line per candidate: time per step, predicted bytes, the choice."""
        out = []
        for arch, seconds in self.samples:
            b = self.predicted_bytes.get(arch)
            kib = f"{b / 1024:,.1f} KiB/iteration/machine predicted" if b is not None else \
                "bytes not predicted"
            out.append(f"{arch.upper():<9} {seconds * 1e3:8.1f} ms/step measured, {kib}"
                       + ("  <- chosen" if arch == self.chosen else ""))
        return out

    def to_dict(self) -> dict[str, Any]:
        out = {"samples": [list(s) for s in self.samples], "chosen": self.chosen,
               "predicted_bytes": dict(self.predicted_bytes)}
        if self.links is not None:
            out["links"] = dict(self.links)
        return out

    def holds_on(self, links: Links) -> Optional[str]:
        """Why this decision, reused, would not hold on `links` (None: it
        holds): it records no links, or its steps' communication costs
        decisively more or less on them (`Links.unlike`)."""
        known = [b for b in self.predicted_bytes.values() if b is not None]
        return links_unlike({"links": self.links, "bytes_per_step": max(known, default=None)},
                            links, min(t for _, t in self.samples))

    @classmethod
    def from_dict(cls, d: dict) -> "ArchitectureChoice":
        try:
            return cls(samples=tuple((str(a), float(t)) for a, t in d["samples"]),
                       chosen=str(d["chosen"]),
                       predicted_bytes={str(k): (None if v is None else float(v))
                                        for k, v in (d.get("predicted_bytes") or {}).items()},
                       links=Links.from_dict(d["links"]).to_dict() if d.get("links") else None)
        except (KeyError, TypeError, ValueError) as e:
            raise SearchError(f"architecture choice is missing or has a bad field: {e!r}") \
                from e


def choose(samples: Sequence[tuple[str, float]],
           predicted_bytes: Optional[dict] = None,
           links: Optional[Links] = None) -> ArchitectureChoice:
    """The fastest candidate (the earlier one on a tie)."""
    if not samples:
        raise SearchError("AUTO timed no architecture: nothing to choose from")
    for arch, seconds in samples:
        if not seconds > 0:
            raise SearchError(f"AUTO: {arch} timed {seconds!r} s per step; need a time > 0")
    best = min(range(len(samples)), key=lambda i: (samples[i][1], i))
    return ArchitectureChoice(samples=tuple((a, float(t)) for a, t in samples),
                              chosen=samples[best][0],
                              predicted_bytes=dict(predicted_bytes or {}),
                              links=links.to_dict() if links is not None else None)


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
