"""A run's numbers from its workers' stats files (throughput, bytes per
machine, CPU), its record (with the plan's prediction), and repeats combined."""
from __future__ import annotations

import re
import statistics
from pathlib import Path
from typing import Any, Optional, Sequence

from benchmarks.common import tail
from benchmarks.comparison.runs import ARCHS, MODELS, REPO, ModelSpec, RunSpec, script_argv


def _units(model: ModelSpec, shapes: list) -> float:
    if model.leading_dim:
        return float(shapes[0][0]) if shapes and shapes[0] else 0.0
    total = 0.0
    for i in model.counted_inputs:
        if i < len(shapes):
            n = 1
            for d in shapes[i]:
                n *= d
            total += n
    return total


def _mean(xs: Sequence[float]) -> Optional[float]:
    xs = [x for x in xs if x is not None]
    return sum(xs) / len(xs) if xs else None


def measure(spec: RunSpec, raw: dict, phase: Optional[int] = None) -> dict:
    """Throughput, bytes and CPU from the workers' stats files. With `phase`,
    the throughput is timed on that phase's steps only (its first
    ``spec.settle`` steps left out); bytes and CPU are over the whole window
    (they do not depend on the link rate)."""
    model = MODELS[spec.model]
    workers = [w for w in raw["workers"] if w.get("step_seconds")]
    if not workers:
        raise ValueError("no worker wrote a timed window (job ended before the warm-up "
                         "was over, or PARALLAX_TF_STATS_DIR did not reach the workers)")
    expected = spec.machines * spec.slots
    if len(workers) != expected:
        raise ValueError(f"{len(workers)} of {expected} workers wrote a timed window")
    n = min(len(w["step_seconds"]) for w in workers)
    slowest = [max(w["step_seconds"][k] for w in workers) for k in range(n)]
    timed = range(n)
    if phase is not None:
        timed = range(phase * spec.phase_steps + spec.settle,
                      min(n, (phase + 1) * spec.phase_steps))
        if len(timed) < 1:
            raise ValueError(f"phase {phase} has no timed steps (window of {n} steps)")
    step = statistics.median(slowest[k] for k in timed)
    units_per_step = sum(_units(model, w["input_shapes"]) for w in workers)
    measured, rx, tx = [], [], []
    for m in range(spec.machines):
        first = min((w for w in workers if w["machine"] == m), key=lambda w: w["worker"],
                    default=None)
        window = first and first.get("window")
        c0 = window and window["start"]["counters"]
        c1 = window and window["end"]["counters"]
        if not c0 or not c1:
            measured.append(None)
            rx.append(None)
            tx.append(None)
            continue
        steps = len(first["step_seconds"])
        rx.append((c1["rx_bytes"] - c0["rx_bytes"]) / steps)
        tx.append((c1["tx_bytes"] - c0["tx_bytes"]) / steps)
        measured.append(rx[-1] + tx[-1])
    cpu = [(w["window"]["end"]["cpu"] - w["window"]["start"]["cpu"]) / len(w["step_seconds"])
           for w in workers]
    chief = chief_record(raw)
    box = _per_step(chief, "box_cpu")
    return {
        "timed_steps": len(timed), "window_steps": n, "step_seconds_median": step,
        "step_seconds_chief": statistics.median(workers[0]["step_seconds"]),
        "units_per_step": units_per_step, "throughput": units_per_step / step,
        "input_shapes": workers[0]["input_shapes"],
        "bytes_per_machine_per_iter_measured": measured,
        "rx_bytes_per_machine_per_iter": rx, "tx_bytes_per_machine_per_iter": tx,
        "cpu_seconds_per_step_per_worker": cpu,
        "cpu_seconds_per_step_per_worker_mean": _mean(cpu),
        "box_cpu_seconds_per_step": box,
        "rest_cpu_seconds_per_step": None if box is None else box - sum(cpu),
        "job_predicted_bytes_per_machine": chief.get("predicted_bytes_per_machine"),
        "job_plan": chief.get("plan"),
        "job_architecture": chief.get("architecture"),
        "architecture_choice": chief.get("architecture_choice"),
        "transfers_chief": chief.get("transfers"),
        "window_seconds_per_step": _per_step(workers[0], "time"),
    }


def _per_step(worker: dict, key: str) -> Optional[float]:
    """`key` of `worker`'s timed window (`runtime/stats.window_sample`: its
    wall time, or the box's CPU seconds: every emulated machine's tasks,
    the servers' among them, and the kernel's network), end less start, per
    step; None where the window did not sample it."""
    window = worker.get("window") or {}
    start, end = window.get("start") or {}, window.get("end") or {}
    if start.get(key) is None or end.get(key) is None or not worker.get("step_seconds"):
        return None
    return (end[key] - start[key]) / len(worker["step_seconds"])


def retransmitted(raw: dict, phase: Optional[int] = None) -> Optional[float]:
    """Share of the TCP segments the machines sent that were retransmissions,
    from the job's start to its end or, with `phase`, between the rate
    switches around that phase (the counters `runs.launch` sampled; a shaped
    link drops what its queue cannot hold, and TCP sends it again)."""
    from benchmarks.cluster import retransmitted_share
    tcp = raw.get("tcp_segments") or {}
    marks = [tcp.get("start")]
    marks += [s.get("tcp_segments") for s in raw.get("rate_switches") or []]
    marks.append(tcp.get("end"))
    first, last = (0, len(marks) - 1) if phase is None else (phase, phase + 1)
    if last >= len(marks) or not marks[first] or not marks[last]:
        return None
    return retransmitted_share(marks[last], marks[first])


def plan_request(spec: RunSpec, cluster: Any, job_config: Optional[dict], out: Path) -> dict:
    model = MODELS[spec.model]
    _, args = script_argv(spec, model)
    architecture, local_agg = ARCHS[spec.arch]
    config = job_config or {"architecture": architecture, "local_aggregation": local_agg}
    return {"script": str(REPO / model.script), "args": args, "module": model.configs_module,
            "sets": spec.sets, "resources": cluster.resources(spec.slots), "config": config,
            "json": str(out)}


def chief_record(raw: dict) -> dict:
    """Worker 0's statistics of a launched run (empty where it wrote none)."""
    return next((w for w in raw["workers"] if w["worker"] == 0), {})


def pinned_placements(raw: dict) -> dict:
    """The Config entries that make the offline plan of a MIXED job place its
    sparse variables where the job's own descent did (``placements=``): the
    offline service, at the links it assumes, may descend elsewhere, and a
    prediction is then of a plan the job never ran (``plan_mismatch``). Empty
    where the chief recorded no collective per variable (stats from before
    2026-12-06)."""
    plan = chief_record(raw).get("plan") or {}
    places = {}
    for name, v in plan.items():
        if v.get("kind") == "dense":
            continue
        if v.get("placement") == "ps":
            places[name] = "ps"
        elif v.get("collective") in ("allreduce", "allgather"):
            places[name] = v["collective"]
        else:
            return {}
    return {"placements": places} if places else {}


def _plan_mismatch(job_plan: Optional[dict], offline: dict) -> list[str]:
    """Variables whose placement or shard count differ between the chief's plan
    and the offline one. Variables only one side names (Keras numbers layer
    names per process, e.g. ``forward_lstm`` vs ``forward_lstm_2`` when the
    example builds its model a second time) are compared as a multiset of
    (placement, shards)."""
    if not job_plan:
        return []
    out = []
    only_job, only_offline = {}, {n: v for n, v in offline.items() if n not in job_plan}
    for name, v in job_plan.items():
        o = offline.get(name)
        if o is None:
            only_job[name] = v
        elif (o["placement"], o["num_shards"]) != (v.get("placement"), v.get("num_shards")):
            out.append(f"{name}: job {v.get('placement')}x{v.get('num_shards')} vs offline "
                       f"{o['placement']}x{o['num_shards']}")
    key = lambda v: (v.get("placement"), v.get("num_shards"))
    if sorted(map(key, only_job.values())) != sorted(map(key, only_offline.values())):
        out += [f"{n}: not in the offline plan" for n in only_job]
        out += [f"{n}: not in the job's plan" for n in only_offline]
    return out


def result_record(spec: RunSpec, raw: Optional[dict], run_dir: Path,
                  plan: Optional[dict], error: Optional[str] = None,
                  phase: Optional[int] = None) -> dict:
    model = MODELS[spec.model]
    rate = spec.phases[phase] if phase is not None else spec.rate
    architecture, local_agg = ARCHS[spec.arch]
    rec: dict[str, Any] = {
        "model": spec.model, "config": spec.config, "arch": spec.arch,
        "architecture": architecture,
        "local_aggregation": local_agg if architecture != "allreduce" else None,
        "machines": spec.machines, "slots_per_machine": spec.slots,
        "workers": spec.machines * spec.slots, "link_mbit": rate,
        "steps": spec.steps, "warmup": spec.warmup, "overrides": spec.sets,
        "sweep": spec.sweep, "repeat": spec.repeat,
        "run_id": spec.run_id if phase is None else f"{spec.run_id}@{rate:g}",
        "job_id": spec.run_id, "phase": phase,
        "run_dir": str(run_dir), "throughput_unit": f"{model.unit}/s",
        "throughput": None, "bytes_per_machine_per_iter_measured": None,
        "bytes_per_machine_per_iter_predicted": None,
    }
    if raw is not None:
        rec.update({"exit_code": raw["exit_code"], "timed_out": raw["timed_out"],
                    "wall_seconds": round(raw["wall_seconds"], 1),
                    "job_cpu_seconds": round(raw["job_cpu_seconds"], 1),
                    "job_config": raw["job_config"], "log": str(raw["log"]),
                    "tcp_retransmitted": retransmitted(raw, phase)})
        if raw.get("rate_switches") is not None:
            rec["rate_switches"] = raw["rate_switches"]
            if raw.get("rate_switch_error"):
                error = f"rate switch failed: {raw['rate_switch_error']}"
            elif len(raw["rate_switches"]) != len(spec.phases) - 1 and raw["exit_code"] == 0:
                error = (f"the link rate was switched {len(raw['rate_switches'])} time(s) of "
                         f"{len(spec.phases) - 1} (job ended early?)")
    failed = error is not None or raw is None or raw["exit_code"] != 0
    if raw is not None and not failed:
        try:
            rec.update(measure(spec, raw, phase))
        except (ValueError, KeyError, IndexError, TypeError, ZeroDivisionError) as e:
            error = f"cannot read the stats: {type(e).__name__}: {e}"
            failed = True
    if raw is not None and raw["exit_code"] != 0 and error is None:
        error = ("timed out (killed)" if raw["timed_out"]
                 else f"job exited with code {raw['exit_code']}")
    if failed:
        rec["status"] = "failed"
        rec["error"] = error
        if raw is not None:
            tail_file = run_dir / "log_tail.txt"
            tail_file.write_text(tail(raw["log"]))
            rec["log_tail"] = str(tail_file)
        return rec
    rec["status"] = "ok"
    predicted, source = rec.pop("job_predicted_bytes_per_machine", None), "job"
    offline = plan or {}
    if predicted is None and offline.get("ok") and spec.arch != "horovod_sad":
        # a peer: ALLREDUCE's prediction (Horovod's AllGather of the rows);
        # sparse_as_dense AllReduces whole tables, which the plan does not model
        predicted, source = offline["bytes_per_machine"], "offline plan"
    rec["bytes_per_machine_per_iter_predicted"] = predicted
    rec["predicted_source"] = source if predicted is not None else None
    if plan is not None and not plan.get("ok"):
        rec["plan_error"] = plan.get("error")
    if offline.get("ok"):
        sparse = {n: v["alpha"] for n, v in offline["variables"].items() if v["kind"] == "sparse"}
        rec["alphas"] = sparse
        emb = [a for n, a in sparse.items() if "embedding" in n]
        rec["alpha_embedding"] = emb[0] if emb else None
        rec["plan_mismatch"] = _plan_mismatch(rec.get("job_plan"), offline["variables"])
        rec["unpinned"] = offline.get("unpinned", [])     # a MIXED job's names not pinned
        rec["placements"] = {n: f"{v['placement']}x{v['num_shards']}"
                             for n, v in offline["variables"].items()}
    measured = rec["bytes_per_machine_per_iter_measured"]
    rec["bytes_per_machine_per_iter_measured_mean"] = _mean(measured)
    rec["bytes_per_machine_per_iter_predicted_mean"] = _mean(predicted or [])
    m, p = rec["bytes_per_machine_per_iter_measured_mean"], \
        rec["bytes_per_machine_per_iter_predicted_mean"]
    rec["ratio"] = m / p if m is not None and p else None
    rec["ratio_per_machine"] = ([a / b if a is not None and b else None
                                 for a, b in zip(measured, predicted)] if predicted else None)
    return with_overheads(rec)


MESSAGE_BYTES = 380
"""Bytes one cross-task TensorFlow message adds on the wire besides its
tensor (gRPC and HTTP/2 framing, TCP/IP headers, the request), measured
once: the coalescing benchmark's bytes saved / messages saved per machine
(benchmarks/results/coalesce-tiny-lm: 410 B on 2 machines, 346 B on 4)."""


def with_message_term(rec: dict) -> dict:
    """`rec` with the per-message term of a parallax_tf job with server
    variables: its workers' messages per step (the chief's program,
    `transfers`) crossing a machine's link, each way (a worker's to the
    other machines' servers, the other workers' to this machine's server),
    x MESSAGE_BYTES; and the measured/predicted ratio with it."""
    transfers, machines = rec.get("transfers_chief"), rec.get("machines") or 0
    messages = None
    if transfers and machines > 1:
        messages = (transfers["after"] * (rec.get("slots_per_machine") or 1) * 2
                    * (machines - 1) / machines * MESSAGE_BYTES)
    m = rec.get("bytes_per_machine_per_iter_measured_mean")
    p = rec.get("bytes_per_machine_per_iter_predicted_mean")
    rec["message_bytes_per_machine_per_iter"] = messages
    rec["ratio_with_messages"] = m / (p + messages) if m is not None and p and messages \
        else None
    return rec


def with_overheads(rec: dict) -> dict:
    """`rec` with the per-message term and the wire prediction
    (`benchmarks/comparison/wire.py`)."""
    from benchmarks.comparison.wire import with_wire_prediction
    return with_wire_prediction(with_message_term(rec))


def combine_repeats(records: list[dict]) -> dict:
    """One record for the repeats of a run: medians of the numbers."""
    ok = [r for r in records if r["status"] == "ok"]
    if len(records) == 1:
        return records[0]
    base = dict(ok[0] if ok else records[-1])
    base["repeat"] = "median"
    base["repeats"] = [{"run_id": r["run_id"], "status": r["status"],
                        "throughput": r.get("throughput"),
                        "bytes_mean": r.get("bytes_per_machine_per_iter_measured_mean")}
                       for r in records]
    if not ok:
        return base
    med = lambda key: statistics.median([r[key] for r in ok])
    for key in ("throughput", "step_seconds_median", "cpu_seconds_per_step_per_worker_mean",
                "bytes_per_machine_per_iter_measured_mean"):
        base[key] = med(key)
    base["bytes_per_machine_per_iter_measured"] = [
        statistics.median([r["bytes_per_machine_per_iter_measured"][i] for r in ok])
        for i in range(len(ok[0]["bytes_per_machine_per_iter_measured"]))]
    p = base.get("bytes_per_machine_per_iter_predicted_mean")
    base["ratio"] = base["bytes_per_machine_per_iter_measured_mean"] / p if p else None
    return base



def group_repeats(raw_records: list[dict]) -> list[dict]:
    by_run: dict[str, list[dict]] = {}
    for rec in raw_records:
        by_run.setdefault(re.sub(r"-r\d+(@|$)", r"\1", rec["run_id"]), []).append(rec)
    return [combine_repeats(v) for v in by_run.values()]


def launched_record(cluster: Any, spec: RunSpec, run_dir: Path, timeout_s: float,
                    label: str, **extra: Any) -> dict:
    """Launch `spec` on `cluster` (`runs.launch`), make its record
    (`result_record`, updated with `extra`), write it to the run's
    `result.json` and say on stderr how it went (`label`: the script's
    name). A launch that raises is a failed record, not an exception."""
    import json
    import sys

    from benchmarks.comparison.runs import launch
    raw, error = None, None
    try:
        raw = launch(cluster, spec, run_dir, timeout_s)
    except Exception as e:                  # reported; the sweep goes on
        error = f"could not launch: {type(e).__name__}: {e}"
    rec = result_record(spec, raw, run_dir, None, error)
    rec.update(extra)
    run_dir.mkdir(parents=True, exist_ok=True)
    (run_dir / "result.json").write_text(json.dumps(rec, indent=1) + "\n")
    if rec["status"] == "ok":
        kib = (rec["bytes_per_machine_per_iter_measured_mean"] or 0) / 1024
        print(f"{label}:   {rec['throughput']:,.0f} {MODELS[spec.model].unit}/s, "
              f"{rec['step_seconds_median'] * 1e3:.1f} ms/step, {kib:,.1f} KiB/step/machine",
              file=sys.stderr)
    else:
        print(f"{label}:   FAILED: {rec.get('error')}; log tail: {rec.get('log_tail', '-')}",
              file=sys.stderr)
    return rec
