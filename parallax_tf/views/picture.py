"""A plan you can look at: `draw(plan, path)` writes a PNG.

Top: the machines in a row under the network they share (the emulated
cluster and a rack switch alike are a star: each machine has one link),
each box listing the machine's worker tasks (their device, and their
place in a split replica or pipeline) and its parameter server with the
shards it holds; each machine's link is labelled with the plan's predicted
bytes sent+received per step (Table 3 of the paper, `plan/bytes_model.py`).
Below: the variables replicated on every worker and how their gradients
are combined. Bottom: the same predicted bytes per machine as stacked
bars, by variable. What differs by mode (its architecture's name, what
a worker task is in a replica, what to list instead of the replicated
variables) the mode says (`Facts`, from its ``mode.py``'s `picture`).
matplotlib is imported only here (Agg backend, no display).
"""
from __future__ import annotations

import dataclasses
import os
import textwrap
from typing import Any, Optional

from parallax_tf import registry
from parallax_tf.planner.plot import agg_figure, save_png
from parallax_tf.views.text import human_bytes

Plan = Any
"""A `parallax_tf.plan.Plan` (this module only reads its fields)."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Facts:
    """What a mode says about drawing its plans."""

    architecture: str
    """How the title names it ('HYBRID', 'PIPELINE', 'layouts (DTensor)')."""
    role: Optional[str]
    """What a split position of a replica is called in a worker's line
    ('split', 'stage'); None: a worker's line names only its device."""
    replicated: Optional[str] = None
    """The text under the machines; None: the replicated variables and how
    their gradients are combined."""
    bytes_known: bool = True
    """Whether the plan predicts bytes per machine (a layout plan predicts
    DTensor's collectives instead)."""
    no_bytes: str = "bytes: alpha unknown"
    """A link's label when its bytes are not known."""
    no_bytes_why: str = "alpha of a sparse variable not measured"
    """Why the bars are empty when the bytes are not known."""

MAX_LINES = 9
"""Lines of shards (or workers) listed per machine box before '... N more'."""


def _worker_machines(plan: "Plan") -> list[int]:
    """The machine of each worker task (workers are numbered machine by machine)."""
    out = []
    for m, machine in enumerate(plan.cluster.machines):
        out += [m] * len(machine.slots)
    return out


def _worker_line(plan: "Plan", task: int, role: Optional[str]) -> str:
    device = plan.task_devices[task] if task < len(plan.task_devices) else "CPU:0"
    text = f"worker {task} ({device})"
    if role is not None and plan.num_splits > 1:
        coords = plan.topology.coords(task)
        text += f": replica {coords.get('replica', 0)}, {role} {coords.get('split', 0)}"
    return text


def _shard_lines(plan: "Plan", machine: int) -> list[str]:
    """What the machine's parameter server holds: one line per shard."""
    lines = []
    for v in plan.variables.values():
        if not v.on_servers:
            continue
        rows = v.shape[0] if v.shape else 1
        for shard, (server, n) in enumerate(zip(v.servers, v.shard_rows)):
            if server == machine:
                part = f" #{shard}" if v.num_shards > 1 else ""
                lines.append(f"{v.name}{part}  {human_bytes(v.bytes * n / max(rows, 1))}")
    return lines


def _clip(lines: list[str], limit: int = MAX_LINES) -> list[str]:
    return lines if len(lines) <= limit else [*lines[:limit - 1],
                                              f"... and {len(lines) - limit + 1} more"]


def _replicated_text(plan: "Plan") -> str:
    dense = [v for v in plan.variables.values() if not v.on_servers]
    if not dense:
        return "every variable lives on the parameter servers"
    by_how: dict[str, list] = {}
    for v in dense:
        by_how.setdefault(v.placement.describe(), []).append(v)
    parts = []
    for how, vs in by_how.items():
        names = ", ".join(v.name for v in vs[:4]) + (f", ... ({len(vs)} in all)"
                                                      if len(vs) > 4 else "")
        parts.append(f"{how}: {len(vs)} variable(s), {human_bytes(sum(v.bytes for v in vs))} "
                     f"({names})")
    where = "replicated on every worker" if plan.num_splits == 1 else \
        "held by their split's workers"
    return f"{where}:\n" + "\n".join(parts)


def _short(name: str, limit: int = 34) -> str:
    return name if len(name) <= limit else "..." + name[-(limit - 3):]


def _bytes_by_variable(plan: "Plan", top: int = 7) -> list[tuple[str, list[float]]]:
    """(label, bytes per machine) for the largest `top` variables, the rest summed."""
    known = [(f"{_short(v.name)} ({v.kind})", list(v.bytes_per_machine))
             for v in plan.variables.values()
             if v.bytes_per_machine is not None]
    known.sort(key=lambda item: -sum(item[1]))
    if len(known) <= top + 1:
        return known
    rest = [sum(col) for col in zip(*(b for _, b in known[top:]))]
    return [*known[:top], (f"{len(known) - top} others", rest)]


def draw(plan: "Plan", path: str | os.PathLike[str], title: Optional[str] = None) -> str:
    """Draw `plan` (module doc) as a PNG at `path`; returns the path. Needs
    matplotlib."""
    facts = registry.of_plan(plan).hooks().picture(plan)
    cluster = plan.cluster
    n = cluster.num_machines
    per_machine = plan.bytes_per_machine() if facts.bytes_known else None
    workers = _worker_machines(plan)
    boxes = []
    for m in range(n):
        lines = _clip([_worker_line(plan, t, facts.role) for t, mm in enumerate(workers)
                       if mm == m], 4)
        shards = _shard_lines(plan, m)
        if plan.num_servers:
            lines += ["", f"ps {m} holds:" if shards else f"ps {m}: nothing"]
            lines += ["  " + s for s in _clip(shards)]
        boxes.append(lines)
    line_in = 0.15                      # inches per text line in a box
    box_h = 0.45 + line_in * max(len(b) for b in boxes)
    top_h = box_h + 1.25                # + network, links, title
    width = max(7.0, 2.7 * n)
    height = top_h + 4.2
    fig, top = agg_figure("parallax-tf plan --png", "leave --png out (the text plan is "
                          "printed anyway)", figsize=(width, height), dpi=100)
    top.set_position((0.02, 1 - (top_h + 0.4) / height, 0.96, top_h / height))
    top.set_xlim(0, n)
    top.set_ylim(0, top_h)
    top.axis("off")
    net_y = top_h - 0.45
    top.plot([0.05, n - 0.05], [net_y, net_y], color="0.3", lw=3)
    top.text(n / 2, net_y + 0.06, "network (one link per machine)", ha="center", va="bottom",
             fontsize=9, color="0.3")
    for m, machine in enumerate(cluster.machines):
        x0 = m + 0.06
        top.add_patch(_box(x0, 0.02, 0.88, box_h))
        top.plot([m + 0.5, m + 0.5], [box_h + 0.02, net_y], color="0.3", lw=2)
        link = human_bytes(per_machine[m]) + "/step" if per_machine is not None else \
            facts.no_bytes
        top.text(m + 0.53, (box_h + net_y) / 2, link, fontsize=9, va="center", ha="left",
                 color="tab:red", fontweight="bold")
        top.text(x0 + 0.03, box_h - 0.08, f"machine {m}: {machine.host}", fontsize=9.5,
                 fontweight="bold", va="top")
        top.text(x0 + 0.03, box_h - 0.38, "\n".join(boxes[m]), fontsize=7.5, va="top",
                 family="monospace", linespacing=1.35)
    fig.suptitle(title or _title(plan, facts), fontsize=11, y=1 - 0.08 / height, va="top")
    wrap = max(40, int(width * 100 / 7.5))          # monospace 8 pt: < 7.5 px a character
    text = "\n".join(textwrap.fill(line, wrap, subsequent_indent="    ")
                     for line in (facts.replicated or _replicated_text(plan)).splitlines())
    fig.text(0.02, 1 - (top_h + 0.55) / height, text, fontsize=8, va="top", family="monospace")
    bars = fig.add_axes((0.08, 0.45 / height, 0.6, 2.2 / height))
    series = _bytes_by_variable(plan) if per_machine and sum(per_machine) > 0 else []
    if series:
        bottom = [0.0] * n
        for label, values in series:
            kib = [b / 1024 for b in values]
            bars.bar(range(n), kib, bottom=bottom, label=label, width=0.6)
            bottom = [a + b for a, b in zip(bottom, kib)]
        bars.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.02, 1.0))
    else:
        why = facts.no_bytes_why if per_machine is None else "nothing crosses a machine's link"
        bars.text(0.5, 0.5, f"no bytes to show:\n{why}", ha="center", va="center",
                  transform=bars.transAxes, fontsize=9)
        bars.set_yticks([])
    bars.set_xticks(range(n), [f"machine {m}" for m in range(n)], fontsize=8)
    bars.set_ylabel("KiB per step" if series else "")
    bars.set_title("predicted bytes sent+received per machine per step, by variable",
                   fontsize=9)
    fig.tight_layout = lambda *a, **k: None      # positions set by hand above
    return save_png(fig, path)


def _box(x: float, y: float, w: float, h: float):
    from matplotlib.patches import FancyBboxPatch  # noqa: PLC0415  (lazy: matplotlib)
    return FancyBboxPatch((x, y), w, h, boxstyle="round,pad=0.005,rounding_size=0.02",
                          facecolor="#f3f6fb", edgecolor="0.35", lw=1.2)


def _title(plan: "Plan", facts: Facts) -> str:
    return (f"plan of {plan.step_name!r}: {facts.architecture}, "
            f"{plan.cluster.num_machines} machine(s), "
            f"{plan.cluster.num_workers} worker(s), {plan.num_servers} parameter server(s)")
