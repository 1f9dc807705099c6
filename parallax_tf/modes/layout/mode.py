"""The layout mode's contract with the shared layers (`registry.py`):
its lowering passes, how its plans read and are drawn, what a launch
starts. No TensorFlow.
"""
from __future__ import annotations

from typing import Any

from parallax_tf.config import Config
from parallax_tf.config import mesh as vocab
from parallax_tf.modes.layout import section as layout_of
from parallax_tf.views.picture import Facts
from parallax_tf.views.text import human_bytes, table

PASSES = ("functionalize_state", "lay_out_variables", "lay_out_inputs", "import_step",
          "assign_state")
"""The lowering of a layout plan (`lower.py`, on DTensor)."""


def passes(plan: Any) -> tuple[str, ...]:
    return PASSES


def picture(plan: Any) -> Facts:
    """Each variable's layout instead of replicated variables; the bytes are
    DTensor's collectives (in the text plan), not per-machine links."""
    rows = [f"{v.name}: {v.placement.describe()}" for v in plan.variables.values()]
    shown = rows if len(rows) <= 8 else [*rows[:7], f"... and {len(rows) - 7} more"]
    return Facts(architecture="layouts (DTensor)", role=None,
                 replicated="layouts (DTensor):\n" + "\n".join(shown),
                 bytes_known=False, no_bytes="collectives: see below",
                 no_bytes_why="a layout plan: its collectives are in the text plan")


def starts_servers(config: Config) -> bool:
    """DTensor has no parameter servers."""
    return False


def collective_engine(plan: Any) -> str:
    """DTensor's collectives are TensorFlow's collective ops, whatever
    Config(collectives=...) says (what a job records it ran:
    runtime/features.py)."""
    return "tensorflow"


def predicted(plan: Any) -> dict:
    return {"predicted_collective_bytes_per_device": sum(
                c.bytes_per_device for c in plan.collectives),
            "architecture": "layout",
            "plan": {n: {"placement": "layout", "axes": list(v.placement.axes)}
                     for n, v in plan.variables.items()}}


def serve_ps(role: Any, plan: Any, server: Any) -> None:
    """A layout job has no parameter servers to keep busy."""


def _shape(shape: tuple) -> str:
    return "x".join(str(d) for d in shape) or "scalar"


def summary(plan: Any) -> str:
    """Mesh-style layouts: per variable its dims, layout, shard shape and
    bytes per device, the gradient's collective; then the activation
    collectives the layouts imply and the totals per device."""
    topo, config = plan.topology, plan.config
    sizes = dict(topo.axes)
    kind = sorted(set(plan.task_devices))[0].split(":")[0] if plan.task_devices else "CPU"
    groups = topo.data_groups(plan.data_axis)
    head = [f"Plan for {plan.step_name!r}: architecture LAYOUT (DTensor), "
            f"{plan.cluster.num_machines} machine(s), {topo.num_tasks} task(s), "
            f"{topo.num_devices} {kind} device(s)",
            f"mesh: {topo.describe()}; layout rules: "
            f"{vocab.format_rules(layout_of(config).layout_rules) or '(none: every variable replicated)'}",
            ("batch split over mesh axis " + repr(plan.data_axis) if plan.data_axis
             else "batch not split (every device sees the whole batch)")
            + f"; {len(groups)} data group(s): "
            + " ".join("[" + ",".join(str(t) for t in g) + "]" for g in groups), ""]
    grads: dict[str, float] = {}
    for c in plan.collectives:
        if c.reason.startswith("gradient of") and c.variable:
            grads[c.variable] = grads.get(c.variable, 0.0) + c.bytes_per_device
    rows, whole, per_device = [], 0, 0
    for v in plan.variables.values():
        shard = v.placement.shard_shape(v.shape, sizes)
        local = v.bytes // v.placement.split_factor(sizes)
        whole += v.bytes
        per_device += local
        dims = ",".join(d or "-" for d in v.placement.dims) if v.placement.dims else "-"
        rows.append([v.name, dims, v.placement.describe(), _shape(v.shape), _shape(shard),
                     human_bytes(local), human_bytes(grads.get(v.name, 0.0))])
    rows.append(["TOTAL", f"{len(plan.variables)} vars", "", "", "", human_bytes(per_device),
                 human_bytes(sum(grads.values()))])
    lines = head + table(["variable", "dims", "layout", "shape", "shard/device",
                           "bytes/device", "grad collective/device"], rows, left=(0, 1, 2))
    state = sum(plan.state_bytes.get(n, 0) // p.split_factor(sizes)
                for n, p in plan.state_placements.items())
    lines += ["", f"parameters per device: {human_bytes(per_device)} of {human_bytes(whole)} "
                  f"({whole / max(1, per_device):.2f}x less than one device holding all); "
                  f"optimizer state and other state per device: {human_bytes(state)}"]
    lines += _collective_lines(plan)
    lines.append("lowering passes: " + " -> ".join(PASSES))
    return "\n".join(lines)


def _collective_lines(plan: Any) -> list[str]:
    activations = [c for c in plan.collectives if not c.reason.startswith("gradient of")]
    total = sum(c.bytes_per_device for c in plan.collectives)
    count = sum(1 for c in plan.collectives if c.group_size > 1)
    lines = [f"predicted collectives per step: {count}, {human_bytes(total)} sent per device "
             "(ring algorithm; gradients above, activations below)"]
    for c in activations[:12]:
        lines.append(f"  {c.kind} over {','.join(c.axes)} of {human_bytes(c.tensor_bytes)} "
                     f"per device ({human_bytes(c.bytes_per_device)} sent): {c.reason}")
    if len(activations) > 12:
        rest = sum(c.bytes_per_device for c in activations[12:])
        lines.append(f"  ... and {len(activations) - 12} more ({human_bytes(rest)} sent)")
    return lines
