"""The planner's decisions as the text plan prints them (`px.summary`):
MIXED's price of each sparse variable's options, AUTO's and MIXED's timed
choice, or what the job will decide (an offline plan)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from parallax_tf.config import Architecture
from parallax_tf.planner import scale
from parallax_tf.planner.architecture import ArchitectureChoice
from parallax_tf.planner.per_variable import Links
from parallax_tf.planner.step_time import Cores, Prediction

if TYPE_CHECKING:
    from parallax_tf.plan import Plan


def decision_lines(plan: "Plan") -> list[str]:
    """The lines a session engine's text plan prints after its table."""
    return mixed_lines(plan) + auto_lines(plan) + predicted_lines(plan)


def predicted_lines(plan: "Plan") -> list[str]:
    """Each candidate's predicted step time (`Plan.predicted`), the plan's
    own architecture marked, and what they were predicted from."""
    if not plan.predicted:
        return []
    p = plan.predicted
    scaled = scale.lines(p["scale"]) if p.get("scale") else []
    cores = Cores(**p["cores"])
    compute = p["compute"]
    lines = [f"predicted step time per architecture ({cores.line()}; "
             f"{Links.from_dict(p['links']).line()}; the step alone on this process "
             f"{compute['wall_s'] * 1e3:.1f} ms, {compute['cpu_s'] * 1e3:.1f} ms of CPU; "
             "docs/planner.md):"]
    own = plan.architecture.value
    for arch, step in p["steps"].items():
        mark = " <- this plan" if arch == own else ""
        if "left_out" in step:
            lines.append(f"  {arch.upper()}: left out: {step['left_out']}")
        else:
            lines.append(f"  {arch.upper()}: {Prediction(**step).line()}{mark}")
    return lines + scaled


def mixed_lines(plan: "Plan") -> list[str]:
    """Architecture.MIXED: the links it priced with, and each sparse
    variable's predicted seconds per step under each option."""
    rows = []
    for v in plan.variables.values():
        if v.placement_costs:
            best = min(s for _, s in v.placement_costs)
            options = ", ".join(f"{k} {s * 1e3:.2f}{'*' if s == best else ''}"
                                for k, s in v.placement_costs)
            rows.append(f"  {v.name}: {options} -> {v.placement.describe()}")
    if not rows:
        return []
    links = Links.from_dict(plan.links) if plan.links else None
    head = ["architecture MIXED: each sparse variable where the plan's predicted "
            "communication time per step is least (ms per step with it under each option; "
            "docs/concepts.md#mixed)"]
    if links is not None:
        head.append(f"  {links.line()}")
    return head + rows


def auto_lines(plan: "Plan") -> list[str]:
    """Architecture.AUTO: not decided yet (an offline plan), or what the job
    timed and chose."""
    how = _TUNE_SAYS[plan.config.search.tune]
    if plan.config.data.architecture is Architecture.AUTO:
        return ["architecture AUTO: planned as HYBRID here; the job predicts each candidate "
                f"(HYBRID, ALLREDUCE, PS) on its cluster before training and {how} "
                "(docs/planner.md#choosing)"]
    if plan.config.data.architecture is Architecture.MIXED and not plan.architecture_choice:
        return ["architecture MIXED: the job measures its links before training, plans each "
                "sparse variable by its price on them, predicts that plan and HYBRID, "
                f"ALLREDUCE and PS, and {how} (docs/planner.md#choosing)"]
    if not plan.architecture_choice:
        return []
    choice = ArchitectureChoice.from_dict(plan.architecture_choice)
    priced = any(v.placement_costs for v in plan.variables.values())    # MIXED's lines say them
    links = [f"  {Links.from_dict(plan.links).line()}"] if plan.links and not priced else []
    by = "timing" if choice.timed else "prediction"
    took = f" in {choice.seconds:.1f} s" if choice.seconds is not None else ""
    return [f"architecture chosen by {by} (AUTO, MIXED; tune={choice.tune!r}{took}): "
            f"{choice.chosen.upper()}:", *links, *(f"  {line}" for line in choice.lines())]


_TUNE_SAYS = {
    "prune": "times a few steps of those it cannot tell apart (at most 2), keeping the "
             "fastest",
    "predict": "keeps the one predicted fastest, timing none",
    "time": "times a few steps of each, keeping the fastest"}
"""How each `Config(tune=...)` chooses, as the offline plan says it."""
