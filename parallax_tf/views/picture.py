"""A plan you can look at: `draw_plan(plan, path)` writes a PNG.

Top: the machines in a row under the network they share (the emulated
cluster and a rack switch alike are a star: each machine has one link),
each box listing the machine's worker tasks (their device, and their
place in a split replica or pipeline) and its parameter server with the
shards it holds; each machine's link is labelled with the plan's predicted
bytes sent+received per step (Table 3 of the paper, `plan/bytes_model.py`).
Below: the variables replicated on every worker and how their gradients
are combined. Bottom: the same predicted bytes per machine as stacked
bars, by variable. Layout plans list each variable's layout instead of
shards. matplotlib is imported only here (Agg backend, no display).
"""
from __future__ import annotations

import os
import textwrap
from typing import Any, Optional

from parallax_tf.search.plot import agg_figure, save_png
from parallax_tf.views.summary import human_bytes

Plan = Any
"""A `parallax_tf.plan.Plan` (not imported: a Plan's `summary` and `draw`
call these functions, which only read its fields)."""

MAX_LINES = 9
"""Lines of shards (or workers) listed per machine box before '... N more'."""


def _worker_machines(plan: "Plan") -> list[int]:
    """The machine of each worker task (workers are numbered machine by machine)."""
    out = []
    for m, machine in enumerate(plan.cluster.machines):
        out += [m] * len(machine.slots)
    return out


def _worker_line(plan: "Plan", task: int) -> str:
    device = plan.task_devices[task] if task < len(plan.task_devices) else "CPU:0"
    text = f"worker {task} ({device})"
    if plan.is_layout:
        return text
    if plan.num_splits > 1:
        coords = plan.topology.coords(task)
        role = "stage" if plan.is_pipeline else "split"
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
    if plan.is_layout:
        rows = [f"{v.name}: {v.placement.describe()}" for v in plan.variables.values()]
        return "layouts (DTensor):\n" + "\n".join(_clip(rows, 8))
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


def draw_plan(plan: "Plan", path: str | os.PathLike[str], title: Optional[str] = None) -> str:
    """Draw `plan` (module doc) as a PNG at `path`; returns the path."""
    cluster = plan.cluster
    n = cluster.num_machines
    per_machine = plan.bytes_per_machine() if not plan.is_layout else None
    workers = _worker_machines(plan)
    boxes = []
    for m in range(n):
        lines = _clip([_worker_line(plan, t) for t, mm in enumerate(workers) if mm == m], 4)
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
            ("collectives: see below" if plan.is_layout else "bytes: alpha unknown")
        top.text(m + 0.53, (box_h + net_y) / 2, link, fontsize=9, va="center", ha="left",
                 color="tab:red", fontweight="bold")
        top.text(x0 + 0.03, box_h - 0.08, f"machine {m}: {machine.host}", fontsize=9.5,
                 fontweight="bold", va="top")
        top.text(x0 + 0.03, box_h - 0.38, "\n".join(boxes[m]), fontsize=7.5, va="top",
                 family="monospace", linespacing=1.35)
    fig.suptitle(title or _title(plan), fontsize=11, y=1 - 0.08 / height, va="top")
    wrap = max(40, int(width * 100 / 7.5))          # monospace 8 pt: < 7.5 px a character
    text = "\n".join(textwrap.fill(line, wrap, subsequent_indent="    ")
                     for line in _replicated_text(plan).splitlines())
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
        why = ("a layout plan: its collectives are in the text plan" if plan.is_layout else
               "alpha of a sparse variable not measured"
               if per_machine is None else "nothing crosses a machine's link")
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


def _title(plan: "Plan") -> str:
    arch = "layouts (DTensor)" if plan.is_layout else plan.architecture.value.upper()
    return (f"plan of {plan.step_name!r}: {arch}, {plan.cluster.num_machines} machine(s), "
            f"{plan.cluster.num_workers} worker(s), {plan.num_servers} parameter server(s)")
