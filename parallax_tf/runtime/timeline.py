"""One traced step: when backprop ran and when each gradient collective
started and ended, on one clock (TensorFlow's step stats).

With `PARALLAX_TF_TRACE=STEP:PATH` in a job's environment, the chief runs
its step number STEP (0-based) with `RunOptions(trace_level=FULL_TRACE)` and
writes every op's start and end (microseconds from the step's first op) as
JSON to PATH; `plot_timeline` draws it: the backward ops (the tape's,
`gradient_tape/...`) as a band, each AllReduce or grouped AllReduce as a
bar, and the end of the backward pass as a line, so a chunk that starts
before that line overlaps backprop (docs/chunks.md).
"""
from __future__ import annotations

import json
import os
import re
from typing import Any, Optional

from parallax_tf.planner.plot import agg_figure, save_png

_COLLECTIVES = ("HorovodAllreduce", "HorovodGroupedAllreduce", "HorovodAllgather",
                "CollectiveReduceV2", "CollectiveGatherV2")
"""Collective op types of both engines (Horovod's, TensorFlow's)."""
_LABEL = re.compile(r"^\S+ = (?P<op>[A-Za-z0-9_]+)\(")


def step_events(run_metadata: Any, op_types: Optional[dict] = None) -> list[dict]:
    """Every op of a traced step: name, op type (from `op_types`, name ->
    type, else the stats' label), start and end in us from the first op's
    start, device."""
    raw = []
    op_types = op_types or {}
    for dev in run_metadata.step_stats.dev_stats:
        for node in dev.node_stats:
            m = _LABEL.match(node.timeline_label or "")
            op = op_types.get(node.node_name) or (m["op"] if m else "")
            raw.append((node.node_name, op, node.all_start_micros,
                        node.all_start_micros + max(node.all_end_rel_micros,
                                                    node.op_end_rel_micros), dev.device))
    if not raw:
        return []
    origin = min(start for _, _, start, _, _ in raw)
    return sorted(({"name": n, "op": op, "start_us": s - origin, "end_us": e - origin,
                    "device": d} for n, op, s, e, d in raw), key=lambda e: e["start_us"])


def summary(events: list[dict]) -> dict:
    """When backprop ended, and each collective's start and end relative to
    it (negative: it started before backprop ended, i.e. overlapped)."""
    backward = [e for e in events if e["name"].startswith("gradient_tape/")]
    end = max((e["end_us"] for e in backward), default=0)
    collectives = [e for e in events if e["op"] in _COLLECTIVES
                   and not e["name"].startswith(("parallax_step_done", "parallax_pushed",
                                                  "parallax_local", "parallax_sync"))]
    return {"backward_start_us": min((e["start_us"] for e in backward), default=0),
            "backward_end_us": end,
            "collectives": [{"name": e["name"], "op": e["op"],
                             "start_vs_backward_end_us": e["start_us"] - end,
                             "duration_us": e["end_us"] - e["start_us"]} for e in collectives],
            "step_us": max((e["end_us"] for e in events), default=0)}


def write(run_metadata: Any, path: str, graph: Any = None) -> str:
    """The traced step's events and summary as JSON at `path` (op types
    from `graph`, the program's tf.Graph, when given)."""
    types = {op.name: op.type for op in graph.get_operations()} if graph is not None else {}
    events = step_events(run_metadata, types)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"summary": summary(events), "events": events}, f)
    return path


def plot_timeline(trace: dict, path: str, title: Optional[str] = None) -> str:
    """A PNG of a traced step (see module doc)."""
    fig, ax = agg_figure("plot_timeline", "read the trace's summary instead",
                         figsize=(9, 3.2), dpi=110)
    s = trace["summary"]
    events = trace["events"]
    backward = sorted((e["start_us"] / 1e3, e["end_us"] / 1e3) for e in events
                      if e["name"].startswith("gradient_tape/"))
    for start, end in backward:
        ax.barh(0, max(end - start, 0.005), left=start, height=0.6, color="tab:blue",
                alpha=0.35, linewidth=0)
    end_ms = s["backward_end_us"] / 1e3
    for i, c in enumerate(s["collectives"], 1):
        start = (c["start_vs_backward_end_us"] + s["backward_end_us"]) / 1e3
        ax.barh(i, max(c["duration_us"] / 1e3, 0.01), left=start, height=0.6,
                color="tab:orange")
    ax.axvline(end_ms, color="tab:red", linestyle="--", linewidth=1,
               label=f"backprop ends ({end_ms:.1f} ms)")
    ax.set_yticks(range(len(s["collectives"]) + 1),
                  ["backprop ops"] + [c["name"] for c in s["collectives"]], fontsize=7)
    ax.set_xlabel("ms from the step's first op")
    ax.set_title(title or "one step: backward ops and gradient collectives", fontsize=10)
    ax.legend(loc="lower right", fontsize=8)
    return save_png(fig, path)
