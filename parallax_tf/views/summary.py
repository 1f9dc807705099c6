"""Formatting a Plan as a text table."""
from __future__ import annotations

from typing import Any, Optional

from parallax_tf.config import Architecture
from parallax_tf.config import mesh as vocab
from parallax_tf.plan.passes import pass_names
from parallax_tf.search.architecture import ArchitectureChoice

Plan = Any
"""A `parallax_tf.plan.Plan` (not imported: a Plan's `summary` and `draw`
call these functions, which only read its fields)."""


def human_bytes(n: Optional[float]) -> str:
    """1536 -> '1.50 KiB'; None -> '?'."""
    if n is None:
        return "?"
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(n) < 1024 or unit == "GiB":
            return f"{n:.0f} B" if unit == "B" else f"{n:.2f} {unit}"
        n /= 1024
    return f"{n:.2f} GiB"


def _servers(servers: tuple[int, ...]) -> str:
    if not servers:
        return "-"
    if len(servers) <= 4:
        return ",".join(f"ps{s}" for s in servers)
    distinct = sorted(set(servers))
    return f"{len(distinct)} servers"


def _table(headers: list[str], rows: list[list[str]], left: tuple = (0, 1)) -> list[str]:
    """Columns `left` left-aligned, the others right-aligned."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in left else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    lines = [fmt(headers), fmt(["-" * w for w in widths])]
    lines += [fmt(r) for r in rows]
    return lines


def format_summary(plan: "Plan") -> str:
    """One row per variable: kind, placement, shards, servers, alpha, size and
    predicted bytes sent+received per machine per iteration; then totals.
    Layout plans: `format_layout_summary`."""
    if plan.is_layout:
        return format_layout_summary(plan)
    cluster = plan.cluster
    head = (f"Plan for {plan.step_name!r}: architecture {plan.architecture.value.upper()}, "
            f"{cluster.num_machines} machine(s), {cluster.num_workers} worker(s) "
            f"{list(cluster.workers_per_machine)}, {plan.num_servers} server(s), "
            f"sync={plan.config.sync.value}, local_aggregation={plan.config.local_aggregation}")
    split = plan.num_splits > 1 or plan.is_pipeline
    headers = ["variable", "kind", "placement", *(["split"] if split else []), "shards",
               "servers", "alpha", "size", "bytes/iter/machine"]
    rows = []
    for v in plan.variables.values():
        placement = v.placement.describe()
        if v.kind == "sparse" and v.collective == "allreduce":
            placement = "allreduce (sparse as dense)"
        rows.append([v.name, v.kind.upper(), placement,
                     *([str(v.split)] if split else []), str(v.num_shards),
                     _servers(v.servers), "?" if v.alpha is None else f"{v.alpha:.4g}",
                     human_bytes(v.bytes), human_bytes(v.bytes_per_iteration)])
    total_size = sum(v.bytes for v in plan.variables.values())
    per_machine = plan.bytes_per_machine()
    total = None if per_machine is None else sum(per_machine) / max(1, len(per_machine))
    rows.append(["TOTAL", f"{len(plan.variables)} vars", "", *([""] if split else []), "", "",
                 "", human_bytes(total_size), human_bytes(total)])
    lines = [head, f"topology: {plan.topology.describe()}; " + _devices(plan), ""]
    lines += _table(headers, rows)
    if split:
        lines += [""] + _splits(plan)
    if plan.is_pipeline:
        lines += [""] + _pipeline(plan)
    lines.append("")
    if per_machine is None:
        unknown = [v.name for v in plan.variables.values() if v.bytes_per_machine is None]
        lines.append(f"bytes per machine: unknown until alpha is measured for {unknown} "
                     "(give sample batches: plan(..., sample_batches=[...]))")
    else:
        parts = [f"machine {k} ({m.host}): {human_bytes(b)}"
                 for k, (m, b) in enumerate(zip(cluster.machines, per_machine))]
        lines.append("predicted bytes sent+received per iteration: " + "; ".join(parts))
    dense = sum(v.bytes for v in plan.variables.values() if v.kind == "dense")
    sparse = total_size - dense
    lines.append(f"dense {human_bytes(dense)} / sparse {human_bytes(sparse)}; "
                 f"{len(plan.state)} state variable(s) (optimizer slots, statistics) "
                 "follow their variables")
    if plan.chunks:
        lines.append(_chunk_line(plan))
    lines += _sparse_as_dense_lines(plan)
    lines += _auto_lines(plan)
    lines.append("lowering passes: " + " -> ".join(pass_names(plan)))
    return "\n".join(lines)


def _sparse_as_dense_lines(plan: "Plan") -> list[str]:
    """Config(sparse_as_dense="auto"): each sparse AllReduce variable's two
    predictions and the choice."""
    out = []
    for v in plan.variables.values():
        if v.collective_choice:
            options = ", ".join(f"{k} {human_bytes(b)}" for k, b in v.collective_choice)
            out.append(f"  {v.name}: {options} -> {v.collective}")
    if out:
        out.insert(0, "sparse_as_dense='auto' (predicted bytes per iteration on the busiest "
                      "machine):")
    return out


def _auto_lines(plan: "Plan") -> list[str]:
    """Architecture.AUTO: not decided yet (an offline plan), or what the job
    timed and chose."""
    if plan.architecture is Architecture.AUTO:
        return ["architecture AUTO: planned as HYBRID here; the job times a few steps of "
                "each candidate (HYBRID, ALLREDUCE, PS) on its cluster before training and "
                "keeps the fastest (docs/concepts.md#auto)"]
    if not plan.architecture_choice:
        return []
    choice = ArchitectureChoice.from_dict(plan.architecture_choice)
    return [f"architecture chosen by AUTO: {choice.chosen.upper()} (timed on this cluster):",
            *(f"  {line}" for line in choice.lines())]


def _chunk_line(plan: "Plan") -> str:
    """Chunked aggregation: how many grouped AllReduces, of what."""
    sizes = [sum(plan.variables[n].bytes for n in chunk) for chunk in plan.chunks]
    how = f"chunks of {plan.chunk_size} layer(s)" if plan.chunk_size else \
        f"chunks per {plan.config.chunks!r}"
    return (f"gradient chunks ({how}, in backward order): {len(plan.chunks)} grouped "
            "AllReduce(s) of " + ", ".join(f"{len(c)} tensor(s)/{human_bytes(b)}"
                                          for c, b in zip(plan.chunks, sizes)))


def _devices(plan: "Plan") -> str:
    """'worker tasks compute on CPU:0' or a per-task list when they differ."""
    kinds = sorted(set(plan.task_devices))
    if len(kinds) == 1:
        return f"every worker task computes on its {kinds[0]}"
    return "worker tasks compute on " + ", ".join(
        f"task {t}: {d}" for t, d in enumerate(plan.task_devices))


def _splits(plan: "Plan") -> list[str]:
    """Model splitting: which task of each replica holds which layers."""
    topo = plan.topology
    groups = topo.groups("split")
    if plan.is_pipeline:
        out = [f"pipeline of {plan.num_splits} stage(s), one task each ({plan.num_replicas} "
               "pipeline replica(s); 'to next': the bytes of activations forward and their "
               "gradients back per mini-batch, in the machines' bytes above where the next "
               "stage is on another machine; ms: forward+backward of one micro-batch, "
               "measured on one process):"]
    else:
        out = [f"model split over {plan.num_splits} tasks per replica "
               f"({plan.num_replicas} replica(s); activations and their gradients move "
               "between a replica's tasks, not in the byte model above):"]
    timed = any(part.compute_ms is not None for part in plan.splits)
    rows = []
    for part in plan.splits:
        tasks = ",".join(str(g[part.position]) for g in groups)
        layers = ", ".join(part.layers) if len(part.layers) <= 6 else (
            f"{', '.join(part.layers[:3])} ... {', '.join(part.layers[-2:])} "
            f"({len(part.layers)} layers)")
        ms = [] if not timed else [
            "?" if part.compute_ms is None else f"{part.compute_ms:.2f}"]
        moved = [human_bytes(part.activation_bytes)] if plan.is_pipeline else []
        rows.append([str(part.position), tasks, plan.task_devices[groups[0][part.position]],
                     str(len(part.variables)), human_bytes(part.parameter_bytes),
                     str(part.num_ops), *ms, *moved, layers])
    extra = (["ms"] if timed else []) + (["to next"] if plan.is_pipeline else [])
    out += _table(["stage" if plan.is_pipeline else "split", "tasks", "device", "vars",
                   "params", "ops", *extra, "layers"], rows,
                  left=(0, 1, 2, 6 + len(extra)))
    return out


def _pipeline(plan: "Plan") -> list[str]:
    """The schedule: its kind, the staleness treatment, the clock table."""
    config = plan.config
    schedule = plan.schedule()
    treatment = "" if config.staleness is None else (
        f"; staleness treatment {config.staleness.value.upper()}"
        + (f" (gamma {config.spectrain_gamma})" if config.spectrain_gamma is not None else "")
        + (" with the paper's version differences" if config.spectrain_versions == "paper"
           else ""))
    return [f"schedule {schedule.kind.value.upper()}{treatment}: " + schedule.describe(),
            *schedule.format(max_clocks=40).splitlines()]


def _shape(shape: tuple) -> str:
    return "x".join(str(d) for d in shape) or "scalar"


def format_layout_summary(plan: "Plan") -> str:
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
            f"{vocab.format_rules(config.layout_rules) or '(none: every variable replicated)'}",
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
    lines = head + _table(["variable", "dims", "layout", "shape", "shard/device",
                           "bytes/device", "grad collective/device"], rows, left=(0, 1, 2))
    state = sum(plan.state_bytes.get(n, 0) // p.split_factor(sizes)
                for n, p in plan.state_placements.items())
    lines += ["", f"parameters per device: {human_bytes(per_device)} of {human_bytes(whole)} "
                  f"({whole / max(1, per_device):.2f}x less than one device holding all); "
                  f"optimizer state and other state per device: {human_bytes(state)}"]
    lines += _collective_lines(plan)
    lines.append("lowering passes: " + " -> ".join(pass_names(plan)))
    return "\n".join(lines)


def _collective_lines(plan: "Plan") -> list[str]:
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
