"""The comparison's outputs: throughput ratios, table.md, the plots and
summary.json."""
from __future__ import annotations

import json
import statistics
import sys
from pathlib import Path
from typing import Optional

from benchmarks.comparison.records import group_repeats
from benchmarks.comparison.runs import ARCH_LABELS, ARCHS, MODELS, RECEIVE_BUFFER


def kib(x: Optional[float]) -> str:
    return "-" if x is None else f"{x / 1024:,.1f}"


def _fmt(x: Optional[float], spec: str = ",.0f") -> str:
    return "-" if x is None else format(x, spec)


def _setting(r: dict) -> tuple:
    return (r["machines"], r["slots_per_machine"], r["link_mbit"] or 0)


def ratios(records: list[dict]) -> list[dict]:
    """Per model and setting: HYBRID / each baseline (throughput)."""
    out = []
    groups: dict[tuple, dict[str, dict]] = {}
    for r in records:
        if r["sweep"] is None and r["status"] == "ok":
            groups.setdefault((r["model"], *_setting(r)), {})[r["arch"]] = r
    order = lambda kv: (kv[0][0], kv[0][1], kv[0][2], -kv[0][3])
    for (model, machines, slots, rate), by_arch in sorted(groups.items(), key=order):
        h = by_arch.get("hybrid")
        row = {"model": model, "machines": machines, "slots_per_machine": slots,
               "link_mbit": rate}
        for base in ("allreduce", "ps", "ps_agg", "horovod", "horovod_sad", "tf_ps"):
            b = by_arch.get(base)
            row[f"hybrid/{base}"] = (h["throughput"] / b["throughput"]
                                     if h and b and b["throughput"] else None)
        ours, theirs = by_arch.get("ps_async"), by_arch.get("tf_ps")
        row["ps_async/tf_ps"] = (ours["throughput"] / theirs["throughput"]
                                 if ours and theirs and theirs["throughput"] else None)
        fixed = [by_arch[a]["throughput"] for a in ("hybrid", "allreduce", "ps_agg",
                                                    "allreduce_sad")
                 if a in by_arch and by_arch[a]["throughput"]]
        a = by_arch.get("auto") or by_arch.get("auto_sad")
        row["auto/best"] = a["throughput"] / max(fixed) if a and fixed else None
        row["auto_chose"] = a.get("job_architecture") if a else None
        out.append(row)
    return out


LINK_BOUND_FACTOR = 3.0
"""A cell is link-bound when the link time of the bytes a machine measurably
moves (the busier direction) is at least this many times the job's
CPU-only step (the step on its fastest link phase: unshaped or 10 Gbit/s)."""


def _rate_key(r: dict) -> float:
    return float("inf") if not r["link_mbit"] else r["link_mbit"]


def link_bound(records: list[dict]) -> list[dict]:
    """Per (model, machines, slots, shaped rate) and architecture: the
    CPU-only step (the same run's fastest link), the link time of the
    measured bytes at the rate, whether the cell is link-bound, and HYBRID's
    throughput over each other architecture next to the byte model's
    predicted ratio (the other's predicted bytes / HYBRID's: a link-bound
    step's time is its bytes over the rate) and a prediction that adds the
    CPU-only step (step = CPU-only step + link time of the predicted bytes)."""
    main = [r for r in records if r["sweep"] is None and r["status"] == "ok"]
    fastest: dict[tuple, dict] = {}
    for r in main:
        key = (r["model"], r["arch"], r["machines"], r["slots_per_machine"])
        if key not in fastest or _rate_key(r) > _rate_key(fastest[key]):
            fastest[key] = r
    cells: dict[tuple, dict[str, dict]] = {}
    for r in main:
        key = (r["model"], r["arch"], r["machines"], r["slots_per_machine"])
        base = fastest[key]
        if not r["link_mbit"] or base is r or _rate_key(base) <= r["link_mbit"]:
            continue
        rx, tx = (r.get("rx_bytes_per_machine_per_iter") or [],
                  r.get("tx_bytes_per_machine_per_iter") or [])
        ways = [max(a, b) for a, b in zip(rx, tx) if a is not None and b is not None]
        busier = max(ways, default=None)
        if busier is None:
            continue
        predicted = [b for b in r.get("bytes_per_machine_per_iter_predicted") or ()
                     if b is not None]
        bits = 8 / (r["link_mbit"] * 1e6)
        cpu = base["step_seconds_median"]
        link = busier * bits
        pred = r.get("bytes_per_machine_per_iter_predicted_mean")
        cells.setdefault((r["model"], r["machines"], r["slots_per_machine"], r["link_mbit"]),
                         {})[r["arch"]] = {
            "throughput": r["throughput"], "step_s": r["step_seconds_median"],
            "cpu_only_step_s": cpu, "cpu_only_mbit": base["link_mbit"] or None,
            "link_s": link, "link_over_cpu": link / cpu if cpu else None,
            "tcp_retransmitted": r.get("tcp_retransmitted"),
            "link_bound": bool(cpu) and link >= LINK_BOUND_FACTOR * cpu,
            "predicted_bytes": pred,
            # the busiest machine over the mean: the step waits for the busiest
            "skew": busier / (sum(ways) / len(ways)) if sum(ways) else None,
            "skew_predicted": max(predicted) / (sum(predicted) / len(predicted))
            if predicted and sum(predicted) else None,
            # the predicted bytes, split evenly over the two directions
            "predicted_step_s": cpu + pred / 2 * bits if pred else None}
    out = []
    for (model, machines, slots, rate), by_arch in sorted(cells.items()):
        row = {"model": model, "machines": machines, "slots_per_machine": slots,
               "link_mbit": rate, "archs": by_arch, "versus": {}}
        # HYBRID over each other arch (key: the other arch), then each variant
        # of HYBRID launched differently over the others (key "variant/other")
        pairs = [("hybrid", a, a) for a in by_arch if a != "hybrid"] + [
            (v, a, f"{v}/{a}") for v in sorted(HYBRID_VARIANTS) if v in by_arch
            for a in by_arch if not a.startswith("hybrid")]
        for hybrid, arch, key in pairs:
            h, b = by_arch.get(hybrid), by_arch[arch]
            if h is None:
                continue
            pb, ph = b["predicted_bytes"], h["predicted_bytes"]
            measured = h["throughput"] / b["throughput"] if b["throughput"] else None
            predicted = pb / ph if pb and ph else None
            with_cpu = (b["predicted_step_s"] / h["predicted_step_s"]
                        if b["predicted_step_s"] and h["predicted_step_s"] else None)
            row["versus"][key] = {
                "hybrid": hybrid, "other": arch,
                "measured": measured, "predicted_bytes": predicted,
                "of_predicted": measured / predicted if measured and predicted else None,
                "predicted_cpu_plus_link": with_cpu,
                "both_link_bound": h["link_bound"] and b["link_bound"]}
        out.append(row)
    return out


HYBRID_VARIANTS = RECEIVE_BUFFER
"""HYBRID launched differently (the same program): reported over the other
architectures as HYBRID is."""


def _cell(row: dict) -> str:
    """'| model | machines x slots | rate |' of a link-bound row."""
    return (f"| {row['model']} | {row['machines']}x{row['slots_per_machine']} | "
            f"{row['link_mbit']:g} |")


def link_bound_markdown(rows: list[dict]) -> list[str]:
    if not rows:
        return []
    lines = ["", "## Link-bound cells: HYBRID over each, measured vs predicted", "",
             f"Link-bound: the link time of the busier direction's measured bytes at the "
             f"rate >= {LINK_BOUND_FACTOR:g} x the CPU-only step (the same job on its "
             "fastest link). Predicted (bytes): the other's predicted bytes per machine "
             "/ HYBRID's (the ratio of link-bound step times). Predicted (CPU + link): "
             "(CPU-only step + link time of the predicted bytes), the other's / HYBRID's. "
             "TCP segments retransmitted: of all the machines' segments in that phase "
             "(what the links' queues dropped; `--queue-ms`). Busiest machine / mean: "
             "the busier direction's bytes of the busiest machine over the machines' "
             "mean, measured (predicted: the plan's bytes per machine, hot rows "
             "counted).",
             "", "| model | machines x slots | Mbit/s | arch | CPU-only step ms | "
             "link s (measured bytes) | link / CPU | link-bound | step ms | "
             "TCP segments retransmitted | busiest machine / mean (predicted) |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        for arch, a in row["archs"].items():
            base = _fmt(a["cpu_only_mbit"], "g") if a["cpu_only_mbit"] else "unshaped"
            lines.append(
                f"{_cell(row)} {arch} | {a['cpu_only_step_s'] * 1e3:.0f} (at {base}) | "
                f"{a['link_s']:.2f} | {_fmt(a['link_over_cpu'], '.1f')} | "
                f"{'yes' if a['link_bound'] else 'no'} | {a['step_s'] * 1e3:.0f} | "
                f"{_fmt(a.get('tcp_retransmitted'), '.1%')} | "
                f"{_fmt(a.get('skew'), '.2f')} ({_fmt(a.get('skew_predicted'), '.2f')}) |")
    lines += ["", "| model | machines x slots | Mbit/s | HYBRID over | measured | "
              "predicted (bytes) | measured / predicted | predicted (CPU + link) | "
              "both link-bound |", "|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        for v in row["versus"].values():
            over = ARCH_LABELS.get(v["other"], v["other"])
            if v["hybrid"] != "hybrid":
                over = f"({ARCH_LABELS.get(v['hybrid'], v['hybrid'])}) over {over}"
            lines.append(
                f"{_cell(row)} {over} | "
                f"{_fmt(v['measured'], '.2f')} | {_fmt(v['predicted_bytes'], '.2f')} | "
                f"{_fmt(v['of_predicted'], '.2f')} | "
                f"{_fmt(v['predicted_cpu_plus_link'], '.2f')} | "
                f"{'yes' if v['both_link_bound'] else 'no'} |")
    return lines


TARGETS = {"lm": {"hybrid/allreduce": (">=", 2.0), "hybrid/ps": (">=", 1.3)},
           "resnet": {"hybrid/allreduce": ("within", 0.05)}}
"""The paper's targets: reported against, not tuned for."""


def target_note(model: str, key: str, value: Optional[float]) -> str:
    target = TARGETS.get(model, {}).get(key)
    if value is None or target is None:
        return ""
    kind, x = target
    met = value >= x if kind == ">=" else abs(value - 1.0) <= x
    text = f">= {x:g}" if kind == ">=" else f"within {x:.0%} of 1"
    return f" (target {text}: {'met' if met else 'missed'})"


def markdown(records: list[dict], meta: dict) -> str:
    lines = [f"# Comparison: {meta['name']}", "",
             f"{meta['started']} on {meta['machine']}; command: `{meta['command']}`"
             + (f"; shaped links queue {meta['queue_ms']:g} ms, TCP congestion control "
                f"{meta.get('tcp_congestion_control') or '?'}" if "queue_ms" in meta else ""),
             "",
             "| model | arch | machines x slots | link Mbit/s | throughput | step ms | "
             "KiB/iter/machine measured | predicted | measured/predicted | "
             "CPU s/step/worker | job CPU s | status |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in records:
        if r["sweep"] is not None:
            continue
        status = r["status"] if r["status"] == "ok" else \
            f"FAILED: {r.get('error')} (log tail: `{r.get('log_tail', r.get('log'))}`)"
        lines.append(
            f"| {r['model']} | {r['arch']} | {r['machines']}x{r['slots_per_machine']} | "
            f"{_fmt(r['link_mbit'], 'g')} | {_fmt(r['throughput'])} {r['throughput_unit']} | "
            f"{_fmt(r.get('step_seconds_median') and r['step_seconds_median'] * 1e3, '.1f')} | "
            f"{kib(r.get('bytes_per_machine_per_iter_measured_mean'))} | "
            f"{kib(r.get('bytes_per_machine_per_iter_predicted_mean'))} | "
            f"{_fmt(r.get('ratio'), '.2f')} | "
            f"{_fmt(r.get('cpu_seconds_per_step_per_worker_mean'), '.3f')} | "
            f"{_fmt(r.get('job_cpu_seconds'), '.0f')} | {status} |")
    rat = ratios(records)
    if rat:
        lines += ["", "## Throughput ratios", "",
                  "| model | machines x slots | link Mbit/s | HYBRID/ALLREDUCE | "
                  "HYBRID/PS (no agg.) | HYBRID/PS + agg. | HYBRID/plain Horovod | "
                  "HYBRID/plain Horovod sparse_as_dense | HYBRID/TF PS strategy | "
                  "our async PS/TF PS strategy | AUTO/best fixed (chose) |",
                  "|---|---|---|---|---|---|---|---|---|---|---|"]
        for row in rat:
            cells = []
            for key in ("hybrid/allreduce", "hybrid/ps", "hybrid/ps_agg", "hybrid/horovod",
                        "hybrid/horovod_sad", "hybrid/tf_ps", "ps_async/tf_ps", "auto/best"):
                v = row[key]
                cells.append(_fmt(v, ".2f") + target_note(row["model"], key, v))
            if row["auto_chose"]:
                cells[-1] += f" ({row['auto_chose']})"
            lines.append(f"| {row['model']} | {row['machines']}x{row['slots_per_machine']} | "
                         f"{row['link_mbit']:g} | " + " | ".join(cells) + " |")
    lines += link_bound_markdown(link_bound(records))
    sweep = [r for r in records if r["sweep"] == "alpha"]
    if sweep:
        lines += ["", "## Alpha sweep (LM, sentence length)", "",
                  "| seq_len | alpha (embedding) | arch | machines x slots | link Mbit/s | "
                  "throughput | KiB/iter/machine measured | predicted | ratio | status |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for r in sorted(sweep, key=lambda r: (r["overrides"].get("seq_len", 0), r["arch"])):
            lines.append(
                f"| {r['overrides'].get('seq_len')} | {_fmt(r.get('alpha_embedding'), '.4f')} | "
                f"{r['arch']} | {r['machines']}x{r['slots_per_machine']} | "
                f"{_fmt(r['link_mbit'], 'g')} | {_fmt(r['throughput'])} "
                f"{r['throughput_unit']} | "
                f"{kib(r.get('bytes_per_machine_per_iter_measured_mean'))} | "
                f"{kib(r.get('bytes_per_machine_per_iter_predicted_mean'))} | "
                f"{_fmt(r.get('ratio'), '.2f')} | {r['status']} |")
    ok = [r for r in records if r["status"] == "ok" and r.get("ratio")]
    if ok:
        lines += ["", "## Measured / predicted bytes per machine per iteration", "",
                  "(one value per job: the phases of a --switch-rates job share their bytes)",
                  "", "| model | arch | jobs | median | min | max | median, messages "
                  "counted | on the wire: median | min | max | with Horovod's idle "
                  "chatter: min | max |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|"]
        per_job: dict[tuple, dict[str, float]] = {}
        with_messages: dict[tuple, dict[str, float]] = {}
        wire: dict[tuple, dict[str, float]] = {}
        bound: dict[tuple, dict[str, float]] = {}
        for r in ok:
            key, job = (r["model"], r["arch"]), r.get("job_id", r["run_id"])
            per_job.setdefault(key, {})[job] = r["ratio"]
            if r.get("ratio_with_messages"):
                with_messages.setdefault(key, {})[job] = r["ratio_with_messages"]
            if r.get("ratio_wire"):
                wire.setdefault(key, {})[job] = r["ratio_wire"]
                bound.setdefault(key, {})[job] = r["ratio_bound"]
        for (model, arch), jobs in per_job.items():
            rs = list(jobs.values())
            wm = list(with_messages.get((model, arch), {}).values())
            ws = list(wire.get((model, arch), {}).values())
            bs = list(bound.get((model, arch), {}).values())
            lines.append(f"| {model} | {arch} | {len(rs)} | {statistics.median(rs):.2f} | "
                         f"{min(rs):.2f} | {max(rs):.2f} | "
                         f"{_fmt(statistics.median(wm) if wm else None, '.2f')} | "
                         f"{_fmt(statistics.median(ws) if ws else None, '.2f')} | "
                         f"{_fmt(min(ws) if ws else None, '.2f')} | "
                         f"{_fmt(max(ws) if ws else None, '.2f')} | "
                         f"{_fmt(min(bs) if bs else None, '.2f')} | "
                         f"{_fmt(max(bs) if bs else None, '.2f')} |")
        rs = list({r.get("job_id", r["run_id"]): r["ratio"] for r in ok}.values())
        lines += ["", f"Measured/predicted bytes: median {statistics.median(rs):.2f}, "
                      f"range {min(rs):.2f}-{max(rs):.2f} over {len(rs)} jobs. \"Messages "
                      "counted\": the prediction plus the job's cross-task messages per step "
                      "x MESSAGE_BYTES (benchmarks/comparison/records.py). \"On the wire\": "
                      "measured / the wire prediction (payload + TCP/IP headers + messages, "
                      "each measured once); \"with Horovod's idle chatter\": measured / "
                      "(that + Horovod's idle coordination rate x the step's time), an upper "
                      "bound: a ratio <= 1 there and >= 1 on the wire brackets the "
                      "measurement (benchmarks/comparison/wire.py)."]
    return "\n".join(lines) + "\n"


def plots(records: list[dict], out: Path) -> list[Path]:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    written = []
    colors = {"horovod": "tab:purple", "horovod_sad": "tab:pink", "auto": "tab:brown",
              "tf_ps": "tab:olive",
              "hybrid": "tab:red", "allreduce": "tab:blue", "ps": "tab:green",
              "ps_agg": "tab:olive", "allreduce_sad": "tab:cyan", "auto_sad": "tab:gray",
              "hybrid_nc": "tab:orange", "ps_agg_nc": "tab:orange", "ps_async": "tab:green",
              "hybrid_async": "tab:red", "mixed": "black"}
    main = [r for r in records if r["sweep"] is None]
    models = [m for m in MODELS if any(r["model"] == m for r in main)]
    if models:
        fig, axes = plt.subplots(1, len(models), figsize=(5.5 * len(models), 4.2), squeeze=False)
        for ax, model in zip(axes[0], models):
            rows = [r for r in main if r["model"] == model]
            settings = sorted({_setting(r) for r in rows}, key=lambda t: (t[0], t[1], -t[2]))
            archs = [a for a in ARCHS if any(r["arch"] == a for r in rows)]
            width = 0.8 / max(len(archs), 1)
            for j, arch in enumerate(archs):
                ys = []
                for s in settings:
                    hit = [r for r in rows if _setting(r) == s and r["arch"] == arch]
                    ys.append(hit[0]["throughput"] or 0.0 if hit else 0.0)
                xs = [i + (j - (len(archs) - 1) / 2) * width for i in range(len(settings))]
                ax.bar(xs, ys, width, label=ARCH_LABELS[arch], color=colors.get(arch, "tab:gray"))
            ax.set_xticks(range(len(settings)))
            ax.set_xticklabels([f"{m}x{s}\n{r:g} Mbit/s" for m, s, r in settings])
            ax.set_title(f"{model}: throughput")
            unit = rows[0]["throughput_unit"]
            ax.set_ylabel(unit)
            ax.set_xlabel("machines x workers per machine, link")
            ax.legend(fontsize=7)
        fig.tight_layout()
        path = out / "throughput.png"
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    ok = [r for r in records if r["status"] == "ok"
          and r.get("bytes_per_machine_per_iter_predicted_mean")]
    if ok:
        fig, ax = plt.subplots(figsize=(6.4, 5.2))
        markers = {"lm": "o", "nmt": "s", "resnet": "^", "ranking": "D"}
        seen = set()
        for r in ok:
            label = f"{r['model']} {r['arch']}"
            ax.scatter(r["bytes_per_machine_per_iter_predicted_mean"] / 1024,
                       r["bytes_per_machine_per_iter_measured_mean"] / 1024,
                       c=colors[r["arch"]], marker=markers.get(r["model"], "x"),
                       label=None if label in seen else label, alpha=0.8)
            seen.add(label)
        lo = min(min(r["bytes_per_machine_per_iter_predicted_mean"],
                     r["bytes_per_machine_per_iter_measured_mean"]) for r in ok) / 1024 / 1.5
        hi = max(max(r["bytes_per_machine_per_iter_predicted_mean"],
                     r["bytes_per_machine_per_iter_measured_mean"]) for r in ok) / 1024 * 1.5
        ax.plot([lo, hi], [lo, hi], "k-", lw=0.8, label="measured = predicted")
        ax.plot([lo, hi], [1.15 * lo, 1.15 * hi], "k--", lw=0.8, label="1.15 x predicted")
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel("predicted KiB per machine per iteration (plan, Table 3)")
        ax.set_ylabel("measured KiB per machine per iteration (eth0 rx+tx)")
        ax.set_title("bytes per machine per iteration")
        ax.legend(fontsize=6, ncol=2)
        fig.tight_layout()
        path = out / "bytes.png"
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    sweep = [r for r in records if r["sweep"] == "alpha" and r["status"] == "ok"]
    if sweep:
        fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
        for arch in ARCHS:
            rows = sorted((r for r in sweep if r["arch"] == arch),
                          key=lambda r: r.get("alpha_embedding") or 0)
            if not rows:
                continue
            xs = [r.get("alpha_embedding") or float("nan") for r in rows]
            ax1.plot(xs, [r["throughput"] for r in rows], "o-", color=colors[arch],
                     label=ARCH_LABELS[arch])
            ax2.plot(xs, [r["bytes_per_machine_per_iter_measured_mean"] / 1024 for r in rows],
                     "o-", color=colors[arch], label=f"{arch} measured")
            ax2.plot(xs, [(r.get("bytes_per_machine_per_iter_predicted_mean") or float("nan"))
                          / 1024 for r in rows], "x--", color=colors[arch],
                     label=f"{arch} predicted")
            for r, x in zip(rows, xs):
                ax1.annotate(f"len {r['overrides'].get('seq_len')}", (x, r["throughput"]),
                             fontsize=6, textcoords="offset points", xytext=(2, 3))
        r0 = sweep[0]
        ax1.set_title(f"LM alpha sweep: {r0['machines']}x{r0['slots_per_machine']}, "
                      f"{r0['link_mbit']:g} Mbit/s")
        ax1.set_xlabel("alpha of the embedding (plan; set by the sentence length)")
        ax1.set_ylabel(r0["throughput_unit"])
        ax1.legend(fontsize=7)
        ax2.set_xlabel("alpha of the embedding")
        ax2.set_ylabel("KiB per machine per iteration")
        ax2.set_title("bytes: measured (o) vs predicted (x)")
        ax2.legend(fontsize=6, ncol=2)
        fig.tight_layout()
        path = out / "alpha.png"
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)
    return written



def report(out: Path, raw_records: list[dict], meta: dict, plots_too: bool = True) -> int:
    """summary.json, table.md and the plots of `out` from its run records."""
    records = group_repeats(raw_records)
    rat = ratios(records)
    summary = {"meta": meta, "ratios": rat, "link_bound": link_bound(records),
               "byte_ratios": [{k: r.get(k) for k in ("run_id", "ratio", "ratio_per_machine")}
                               for r in records if r["status"] == "ok"],
               "failed": [{k: r.get(k) for k in ("run_id", "error", "exit_code", "log_tail")}
                          for r in records if r["status"] != "ok"],
               "runs": records}
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    (out / "table.md").write_text(markdown(records, meta))
    written = plots(records, out) if plots_too else []
    print(markdown(records, meta), file=sys.stderr)
    print(f"compare: done in {meta.get('wall_seconds', 0):.0f} s; results in {out} "
          f"(table.md, summary.json, results.jsonl"
          f"{''.join(', ' + p.name for p in written)})", file=sys.stderr)
    failed = sum(r["status"] != "ok" for r in records)
    if failed:
        print(f"compare: {failed} run(s) failed (see table.md)", file=sys.stderr)
    return 1 if failed else 0
