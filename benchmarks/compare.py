"""HYBRID vs ALLREDUCE (Horovod) vs PS (TF-PS) on the emulated cluster.

    python -m benchmarks.compare --quick                     # ~3 min: 2 machines, tiny LM
    python -m benchmarks.compare --models lm,nmt,resnet --machines 2,4 --rates 1000,100 \\
        --alpha-sweep 5,10,20,40 --name full                  # the full comparison

Run from the repository root, as root (network namespaces; see
benchmarks/README.md and docs/performance.md).

For every model x (machines, link rate) x architecture run it builds an
`EmulatedCluster` (one per (machines, rate), reused by the runs on it), launches
the example with ``parallax-tf run`` inside it with PARALLAX_TF_STATS_DIR set
(every worker then writes its timed window: parallax_tf/runtime/stats.py), and
computes from those files:

* throughput = (units of one step, summed over the workers) / (median over the
  timed steps of the slowest worker's step time); units: the elements of the
  token input for ``lm`` ([batch, seq] tokens), the elements of the source and
  target-output inputs for ``nmt`` (padded words), the leading dimension of the
  image input for ``resnet``;
* bytes per machine per iteration, measured: (rx + tx of the machine's ``eth0``
  over the window) / steps in the window, read by the machine's first worker;
  predicted: the chief's ``predicted_bytes_per_machine``, or, when the job
  could not give one (sparse variables' alpha is unknown at run time), the
  plan of the same step, config and cluster made offline with the script's
  sample batches (``parallax_tf_step``), which also gives alpha;
* CPU seconds per step per worker (process CPU over the window) and the CPU
  seconds of the whole job (every task, set-up included).

Architecture runs: ``hybrid``, ``allreduce`` (the Horovod baseline), ``ps``
(every variable on servers, no local aggregation: the TF-PS baseline) and
``ps_agg`` (``ps`` with local aggregation).

Outputs under benchmarks/results/<name>/: ``runs/<run>/`` (log, stats, plan,
result.json), ``results.jsonl`` (one object per run, also printed on stdout,
one per line), ``summary.json``, ``table.md`` and the plots ``throughput.png``,
``bytes.png``, ``alpha.png``. A run whose job fails is reported (exit code,
path of its log tail) and the sweep goes on.

Internal modes (run by this tool itself): ``_exec`` wraps an example inside
the launched job (sets config overrides, records the Config the job used);
``_plan`` is the offline planning service.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:      # run as a file inside a job (`_exec`)
    sys.path.insert(1, str(REPO))

from benchmarks.cluster import QUEUE_MS, congestion_controls, default_congestion_control  # noqa: E402
from benchmarks.common import machine_description  # noqa: E402
from benchmarks.comparison.child import PlanService, exec_main, plan_main  # noqa: E402
from benchmarks.comparison.records import (  # noqa: E402
    chief_record,
    pinned_placements,
    plan_request,
    result_record,
)
from benchmarks.comparison.report import kib, report  # noqa: E402
from benchmarks.comparison.runs import ARCHS, MODELS, PEERS, RECEIVE_BUFFER_KB, RunSpec, launch  # noqa: E402

RESULTS_ROOT = REPO / "benchmarks" / "results"


def _csv(text: str, kind: type = str) -> list:
    return [kind(x) for x in text.split(",") if x.strip()] if text else []


def _model_values(text: str, kind: type) -> dict[str, Any]:
    out = {}
    for item in _csv(text):
        k, _, v = item.partition("=")
        out[k] = kind(v)
    return out


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.compare",
                                description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="Needs root (network namespaces). See docs/performance.md.")
    p.add_argument("--quick", action="store_true",
                   help="2 machines, tiny LM, all 4 architecture runs, one link rate (1000), "
                        "12 steps: a few minutes")
    p.add_argument("--models", default="lm,nmt,resnet", help="comma list (default all 3)")
    p.add_argument("--archs", default="hybrid,allreduce,ps,ps_agg",
                   help="comma list of hybrid, allreduce, ps (no local aggregation), ps_agg, "
                        "auto (Architecture.AUTO: the job times hybrid, allreduce and ps "
                        "and keeps the fastest; compared with the best of hybrid, allreduce, "
                        "ps_agg), hybrid_nc, ps_agg_nc (Config(coalesce_transfers=False): "
                        "one message per tensor), ps_async, hybrid_async (Config(sync=ASYNC)), "
                        "and the peers horovod, horovod_sad (a plain Horovod script), tf_ps "
                        "(TensorFlow's ParameterServerStrategy, asynchronous; the LM only: "
                        "benchmarks/peers/); allreduce_sad, auto_sad: ALLREDUCE and AUTO "
                        "with Config(sparse_as_dense='auto'); hybrid_rb: HYBRID launched with "
                        "--receive-buffer-kb (the incast remedy)")
    p.add_argument("--model-archs", default="",
                   help="per-model arch lists replacing --archs, e.g. "
                        "'resnet=hybrid+allreduce'")
    p.add_argument("--machines", default="2,4", help="machine counts (default 2,4)")
    p.add_argument("--rates", default="1000,100", help="link rates in Mbit/s; 0 = unshaped")
    p.add_argument("--slots", type=int, default=1, help="worker slots per machine (1 or 2)")
    p.add_argument("--steps", type=int, default=20, help="steps per job (default 20)")
    p.add_argument("--model-steps", default="",
                   help="per-model steps, e.g. 'nmt=15,resnet=12' (default: --steps)")
    p.add_argument("--warmup", type=int, default=4,
                   help="steps left out of the timed window (PARALLAX_TF_STATS_WARMUP)")
    p.add_argument("--repeats", type=int, default=1, help="run each job N times; medians")
    p.add_argument("--configs", default="lm=tiny,nmt=tiny,resnet=tiny",
                   help="config per model (default tiny for all)")
    p.add_argument("--batch-size", default="", help="per-model batch size, e.g. 'nmt=16'")
    p.add_argument("--model-args", default="",
                   help="more arguments of a model's script, e.g. 'lm=--optimizer adam'")
    p.add_argument("--alpha-sweep", default="",
                   help="LM sentence lengths to sweep (e.g. 5,10,20,40); empty: no sweep")
    p.add_argument("--alpha-archs", default="hybrid,allreduce,ps")
    p.add_argument("--alpha-machines", type=int, default=None,
                   help="machines of the sweep (default: the largest of --machines)")
    p.add_argument("--alpha-rate", type=float, default=None,
                   help="link of the sweep (default: the lowest of --rates)")
    p.add_argument("--switch-rates", action="store_true",
                   help="one job per (model, arch, machines) for all --rates: the links "
                        "are switched to the next rate (tc qdisc change) after "
                        "--phase-steps timed steps; the first --settle steps after a switch "
                        "are not timed. --steps is then computed")
    p.add_argument("--phase-steps", type=int, default=10,
                   help="timed steps per rate with --switch-rates (settle included)")
    p.add_argument("--settle", type=int, default=2)
    p.add_argument("--timeout", type=float, default=420, help="seconds per job before it "
                                                              "is killed (default 420)")
    p.add_argument("--name", default=None, help="results folder name (default: a timestamp)")
    p.add_argument("--out-root", default=str(RESULTS_ROOT))
    p.add_argument("--prefix", default="pxbench", help="cluster name prefix")
    p.add_argument("--subnet", default="10.79.0.0/24")
    p.add_argument("--queue-ms", type=float, default=QUEUE_MS,
                   help="what a shaped link queues before it drops packets, in ms at its "
                        "rate (a switch port's buffer; default %(default)g)")
    p.add_argument("--tcp-cc", default=None,
                   help="TCP congestion control of every emulated machine, e.g. cubic "
                        "(default: the box's; benchmarks.cluster.congestion_controls)")
    p.add_argument("--tcp-rmem-kb", type=int, default=None,
                   help="every emulated machine's largest TCP receive buffer, KiB (it "
                        "advertises ~85%% of it, so N senders queue at most N x that at its "
                        "port: the incast remedy; default: the kernel's autotuning)")
    p.add_argument("--receive-buffer-kb", type=int, default=RECEIVE_BUFFER_KB,
                   help="the gRPC receive buffer of the hybrid_rb jobs, KiB (parallax-tf run "
                        "--receive-buffer-kb; default %(default)s)")
    p.add_argument("--no-plots", action="store_true")
    args = p.parse_args(argv)
    if args.quick:
        args.models, args.machines, args.rates = "lm", "2", "1000"
        args.steps, args.warmup = min(args.steps, 12), min(args.warmup, 3)
    args.models = _csv(args.models)
    for m in args.models:
        if m not in MODELS:
            p.error(f"unknown model {m!r}; choose from {', '.join(MODELS)}")
    args.archs = _csv(args.archs)
    args.model_archs = {m: a.split("+") for m, a in _model_values(args.model_archs, str).items()}
    for m, archs in args.model_archs.items():
        for a in archs:
            if a not in ARCHS:
                p.error(f"unknown arch {a!r} in --model-archs; choose from {', '.join(ARCHS)}")
    args.alpha_archs = _csv(args.alpha_archs)
    for a in args.archs + args.alpha_archs:
        if a not in ARCHS:
            p.error(f"unknown arch {a!r}; choose from {', '.join(ARCHS)}")
    peers = [a for a in args.archs + args.alpha_archs if a in PEERS]
    for a in peers:
        have = sorted(PEERS[a])
        if any(m not in have for m in args.models if a in args.model_archs.get(m, args.archs)):
            p.error(f"arch {a!r} is a peer script for the {' and '.join(have)} model(s) only; "
                    f"give --models {have[0]}, or --model-archs '{have[0]}=...+{a}'")
    args.machines = _csv(args.machines, int)
    args.rates = [None if r == 0 else r for r in _csv(args.rates, float)]
    args.model_steps = _model_values(args.model_steps, int)
    args.configs = {**{m: "tiny" for m in MODELS}, **_model_values(args.configs, str)}
    args.batch_size = _model_values(args.batch_size, int)
    args.model_args = _model_values(args.model_args, str)
    args.alpha_sweep = _csv(args.alpha_sweep, int)
    if args.slots < 1 or args.warmup < 0 or args.repeats < 1:
        p.error("--slots and --repeats must be >= 1, --warmup >= 0")
    if not args.queue_ms > 0:
        p.error(f"--queue-ms {args.queue_ms:g}: give a queue of > 0 ms (default {QUEUE_MS:g})")
    available = congestion_controls()
    if args.tcp_cc is not None and args.tcp_cc not in available:
        p.error(f"--tcp-cc {args.tcp_cc}: this kernel offers "
                f"{', '.join(available) or 'none readable'}")
    # the bound of parallax_tf.env.grpc_receive_buffer_options, written again:
    # importing parallax_tf would import TensorFlow into every compare command
    if not 4 <= args.receive_buffer_kb <= 1 << 20:
        p.error(f"--receive-buffer-kb {args.receive_buffer_kb}: give 4 to 1048576 KiB")
    if args.tcp_rmem_kb is not None and not 8 <= args.tcp_rmem_kb <= 1 << 20:
        p.error(f"--tcp-rmem-kb {args.tcp_rmem_kb}: give 8 to 1048576 KiB")
    if args.switch_rates:
        if len(args.rates) < 2 or any(r is None for r in args.rates):
            p.error("--switch-rates needs two or more shaped --rates")
        if args.phase_steps <= args.settle:
            p.error("--phase-steps must exceed --settle")
        args.steps = args.warmup + len(args.rates) * args.phase_steps
        args.model_steps = {}
    for m in args.models:
        if args.model_steps.get(m, args.steps) <= args.warmup + 1:
            p.error(f"{m}: steps must exceed --warmup + 1 to leave a timed window")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["_exec"]:
        return exec_main(argv[1:])
    if argv[:1] == ["_plan"]:
        return plan_main()
    if argv[:1] == ["report"]:
        if len(argv) != 2:
            print("usage: python -m benchmarks.compare report RESULTS_DIR", file=sys.stderr)
            return 2
        out = Path(argv[1])
        meta_path = out / "meta.json"
        meta = json.loads(meta_path.read_text()) if meta_path.exists() else {
            "name": out.name, "started": "?", "machine": machine_description(), "command": "?"}
        from benchmarks.comparison.records import with_overheads
        with open(out / "results.jsonl", encoding="utf-8") as f:
            raw = [with_overheads(json.loads(line)) for line in f if line.strip()]
        return report(out, raw, meta)
    args = parse_args(argv)
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from benchmarks.cluster import EmulatedCluster, check_support
    reason = check_support(need_tc=any(r is not None for r in args.rates))
    if reason:
        print(f"compare: cannot build an emulated cluster: {reason}", file=sys.stderr)
        return 2

    name = args.name or _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    out = Path(args.out_root) / name
    (out / "runs").mkdir(parents=True, exist_ok=True)
    meta = {"name": name, "started": _dt.datetime.now().isoformat(timespec="seconds"),
            "machine": machine_description(),
            "command": "python -m benchmarks.compare " + " ".join(argv),
            "queue_ms": args.queue_ms,
            "tcp_congestion_control": args.tcp_cc or default_congestion_control(),
            "tcp_rmem_kb": args.tcp_rmem_kb,
            "receive_buffer_kb": args.receive_buffer_kb}

    models = []
    for m in args.models:
        if (REPO / MODELS[m].script).is_file():
            models.append(m)
        else:
            print(f"compare: skipping {m}: {MODELS[m].script} does not exist", file=sys.stderr)
            meta.setdefault("skipped", []).append(f"{m}: {MODELS[m].script} does not exist")

    # the jobs, grouped by cluster (machines, rate)
    clusters: dict[tuple, list[RunSpec]] = {}
    switching = dict(phases=tuple(args.rates), phase_steps=args.phase_steps,
                     settle=args.settle) if args.switch_rates else {}
    # repeats outermost: the jobs of one cell take turns (hybrid, allreduce, ..., hybrid,
    # ...), so a box that gets slower or faster during a sweep shifts every architecture
    # alike instead of whichever ran last
    for machines in args.machines:
        for rate in (args.rates[:1] if args.switch_rates else args.rates):
            for rep in range(args.repeats):
                for m in models:
                    for arch in args.model_archs.get(m, args.archs):
                        clusters.setdefault((machines, rate), []).append(RunSpec(
                            m, arch, machines, args.slots, rate,
                            args.model_steps.get(m, args.steps), args.warmup, args.configs[m],
                            {}, args.batch_size.get(m), repeat=rep,
                            script_args=tuple(args.model_args.get(m, "").split()),
                            receive_buffer_kb=args.receive_buffer_kb, **switching))
    if args.alpha_sweep and "lm" in models:
        am = args.alpha_machines or max(args.machines)
        rates = [r for r in args.rates if r is not None]
        ar = args.alpha_rate if args.alpha_rate is not None else (min(rates) if rates else None)
        for rep in range(args.repeats):
            for seq in args.alpha_sweep:
                for arch in args.alpha_archs:
                    clusters.setdefault((am, ar), []).append(RunSpec(
                        "lm", arch, am, args.slots, ar, args.model_steps.get("lm", args.steps),
                        args.warmup, args.configs["lm"], {"seq_len": seq}, None,
                        sweep="alpha", repeat=rep))
    total = sum(len(v) for v in clusters.values())
    print(f"compare: {total} job(s) -> {out}", file=sys.stderr)

    services: dict[str, PlanService] = {}
    raw_records: list[dict] = []
    jsonl = open(out / "results.jsonl", "w", encoding="utf-8")
    done = 0
    started = time.perf_counter()
    try:
        for (machines, rate), specs in clusters.items():
            with EmulatedCluster(machines, rate_mbit=rate, prefix=args.prefix,
                                 subnet=args.subnet, queue_ms=args.queue_ms,
                                 congestion_control=args.tcp_cc,
                                 rcv_buffer_kb=args.tcp_rmem_kb) as cluster:
                print(f"compare: cluster {cluster.describe()}", file=sys.stderr)
                for spec in specs:
                    done += 1
                    run_dir = out / "runs" / spec.run_id
                    print(f"compare: [{done}/{total}] {spec.run_id} ...", file=sys.stderr,
                          flush=True)
                    raw, plan, error = None, None, None
                    try:
                        raw = launch(cluster, spec, run_dir, args.timeout)
                    except Exception as e:
                        error = f"could not launch: {type(e).__name__}: {e}"
                    if raw is not None and raw["exit_code"] == 0:
                        service = services.get(spec.model)
                        if service is None:
                            service = services[spec.model] = PlanService(
                                out / f"plan_service_{spec.model}.log")
                        job_config = dict(raw["job_config"] or {})
                        chosen = chief_record(raw).get("architecture")
                        if job_config.get("architecture") in ("auto", "mixed") and chosen:
                            # plan what it chose (how it chose is not the plan's)
                            job_config.update(architecture=chosen, tune="prune")
                            if chosen == "mixed":
                                job_config.update(pinned_placements(raw))
                        plan = service.plan(plan_request(spec, cluster, job_config or None,
                                                         run_dir / "plan.json"))
                        if not plan.get("ok") and not service.alive():
                            services.pop(spec.model, None)      # a new one next time
                        elif plan.get("summary"):
                            (run_dir / "plan.txt").write_text(plan.pop("summary") + "\n")
                    for phase in (range(len(spec.phases)) if spec.phases else [None]):
                        rec = result_record(spec, raw, run_dir, plan, error, phase)
                        suffix = "" if phase is None else f"_{rec['link_mbit']:g}mbit"
                        (run_dir / f"result{suffix}.json").write_text(
                            json.dumps(rec, indent=1) + "\n")
                        line = json.dumps(rec)
                        print(line, flush=True)
                        jsonl.write(line + "\n")
                        jsonl.flush()
                        if rec["status"] != "ok":
                            print(f"compare: FAILED {rec['run_id']}: {rec.get('error')}; log "
                                  f"tail: {rec.get('log_tail', '-')}", file=sys.stderr)
                        else:
                            print(f"compare:   {rec['link_mbit']} Mbit/s: "
                                  f"{rec['throughput']:,.0f} {rec['throughput_unit']}, "
                                  f"{kib(rec['bytes_per_machine_per_iter_measured_mean'])} "
                                  f"KiB/iter/machine (predicted "
                                  f"{kib(rec['bytes_per_machine_per_iter_predicted_mean'])}), "
                                  f"job wall {rec.get('wall_seconds')} s", file=sys.stderr)
                        raw_records.append(rec)
    finally:
        jsonl.close()
        for s in services.values():
            s.close()
    meta["wall_seconds"] = round(time.perf_counter() - started, 1)
    (out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    return report(out, raw_records, meta, plots_too=not args.no_plots)



if __name__ == "__main__":
    sys.exit(main())
