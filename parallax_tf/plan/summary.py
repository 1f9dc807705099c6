"""Formatting a Plan as a text table."""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from parallax_tf.plan.plan import Plan


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


def _table(headers: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    def fmt(cells: list[str]) -> str:
        return "  ".join(c.ljust(w) if i < 2 else c.rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths))).rstrip()
    lines = [fmt(headers), fmt(["-" * w for w in widths])]
    lines += [fmt(r) for r in rows]
    return lines


def format_summary(plan: "Plan") -> str:
    """One row per variable: kind, placement, shards, servers, alpha, size and
    predicted bytes sent+received per machine per iteration; then totals."""
    cluster = plan.cluster
    head = (f"Plan for {plan.step_name!r}: architecture {plan.architecture.value.upper()}, "
            f"{cluster.num_machines} machine(s), {cluster.num_workers} worker(s) "
            f"{list(cluster.workers_per_machine)}, {plan.num_servers} server(s), "
            f"sync={plan.config.sync.value}, local_aggregation={plan.config.local_aggregation}")
    headers = ["variable", "kind", "placement", "shards", "servers", "alpha", "size",
               "bytes/iter/machine"]
    rows = []
    for v in plan.variables.values():
        place = v.placement if v.placement == "ps" else f"allreduce ({v.collective})"
        rows.append([v.name, v.kind.upper(), place, str(v.num_shards), _servers(v.servers),
                     "?" if v.alpha is None else f"{v.alpha:.4g}", human_bytes(v.bytes),
                     human_bytes(v.bytes_per_iteration)])
    total_size = sum(v.bytes for v in plan.variables.values())
    per_machine = plan.bytes_per_machine()
    total = None if per_machine is None else sum(per_machine) / max(1, len(per_machine))
    rows.append(["TOTAL", f"{len(plan.variables)} vars", "", "", "", "",
                 human_bytes(total_size), human_bytes(total)])
    lines = [head, ""] + _table(headers, rows)
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
    return "\n".join(lines)
