"""A Plan as text: `summary(plan)`, the table `parallax-tf plan` prints.

Each mode says how its plans read (`registry.py`: its ``mode.py``'s
`summary`); this module dispatches to it and holds the pieces the modes
share: byte sizes, aligned tables, the table of a session engine's plan
(one row per variable: kind, placement, shards, servers, alpha, size and
predicted bytes sent+received per machine per iteration; then totals).
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

from parallax_tf import registry

Plan = Any
"""A `parallax_tf.plan.Plan` (this module only reads its fields)."""


def summary(plan: "Plan") -> str:
    """`plan` as its mode prints it (the table `parallax-tf plan` shows)."""
    return registry.of_plan(plan).hooks().summary(plan)


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


def table(headers: list[str], rows: list[list[str]], left: tuple = (0, 1)) -> list[str]:
    """Columns `left` left-aligned, the others right-aligned."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]

    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i in left else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    lines = [fmt(headers), fmt(["-" * w for w in widths])]
    lines += [fmt(r) for r in rows]
    return lines


def session_summary(plan: "Plan", *, architecture: str, passes: Sequence[str],
                    parts: Optional[list[str]] = None, more: Sequence[str] = ()) -> str:
    """The text of a session engine's plan: the head naming `architecture`,
    one row per variable (with its split position when `parts` is given:
    the lines describing the split positions or stages, printed after the
    table), totals and bytes per machine, then `more` lines and the
    lowering `passes`."""
    cluster = plan.cluster
    head = (f"Plan for {plan.step_name!r}: architecture {architecture}, "
            f"{cluster.num_machines} machine(s), {cluster.num_workers} worker(s) "
            f"{list(cluster.workers_per_machine)}, {plan.num_servers} server(s), "
            f"sync={plan.config.data.sync.value}, "
            f"local_aggregation={plan.config.data.local_aggregation}")
    split = parts is not None
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
    lines += table(headers, rows)
    if parts:
        lines += ["", *parts]
    lines.append("")
    if per_machine is None:
        unknown = [v.name for v in plan.variables.values() if v.bytes_per_machine is None]
        lines.append(f"bytes per machine: unknown until alpha is measured for {unknown} "
                     "(give sample batches: plan(..., sample_batches=[...]))")
    else:
        machines = [f"machine {k} ({m.host}): {human_bytes(b)}"
                    for k, (m, b) in enumerate(zip(cluster.machines, per_machine))]
        lines.append("predicted bytes sent+received per iteration: " + "; ".join(machines))
    dense = sum(v.bytes for v in plan.variables.values() if v.kind == "dense")
    sparse = total_size - dense
    lines.append(f"dense {human_bytes(dense)} / sparse {human_bytes(sparse)}; "
                 f"{len(plan.state)} state variable(s) (optimizer slots, statistics) "
                 "follow their variables")
    if plan.chunks:
        lines.append(_chunk_line(plan))
    lines += _sparse_as_dense_lines(plan)
    lines += _table_lines(plan)
    lines += list(more)
    lines.append("lowering passes: " + " -> ".join(passes))
    return "\n".join(lines)


def _table_lines(plan: "Plan") -> list[str]:
    """A line per dynamic table: its capacity, its shards by key, where."""
    out = []
    for v in plan.variables.values():
        if v.table is None:
            continue
        where = ",".join(f"ps{s}" for s in v.servers) or "-"
        out.append(f"dynamic table {v.table!r}: capacity {v.shape[0]} rows x "
                   f"{', '.join(str(d) for d in v.shape[1:])}, {v.num_shards} shard(s) by key "
                   f"on {where} (rows per shard {list(v.shard_rows)}); its keys, counters and "
                   "hash tables live with its rows, lookups and insertions run there")
    return out


def split_lines(plan: "Plan", *, head: str, word: str, moved: bool) -> list[str]:
    """Which task of each replica holds which layers, under `head`; `word`
    names a position ('split', 'stage'); `moved`: a column of the bytes
    sent to the next position."""
    groups = plan.topology.groups("split")
    timed = any(part.compute_ms is not None for part in plan.splits)
    rows = []
    for part in plan.splits:
        tasks = ",".join(str(g[part.position]) for g in groups)
        layers = ", ".join(part.layers) if len(part.layers) <= 6 else (
            f"{', '.join(part.layers[:3])} ... {', '.join(part.layers[-2:])} "
            f"({len(part.layers)} layers)")
        ms = [] if not timed else [
            "?" if part.compute_ms is None else f"{part.compute_ms:.2f}"]
        sent = [human_bytes(part.activation_bytes)] if moved else []
        rows.append([str(part.position), tasks, plan.task_devices[groups[0][part.position]],
                     str(len(part.variables)), human_bytes(part.parameter_bytes),
                     str(part.num_ops), *ms, *sent, layers])
    extra = (["ms"] if timed else []) + (["to next"] if moved else [])
    return [head, *table([word, "tasks", "device", "vars", "params", "ops", *extra,
                          "layers"], rows, left=(0, 1, 2, 6 + len(extra)))]


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
