"""The `parallax-tf` command line.

    parallax-tf [-v] plan SCRIPT [--resources R] [--architecture hybrid|allreduce|ps|auto|mixed]
                                 [--json PATH] [--png PATH] [-- SCRIPT ARGS...]

    parallax-tf run [--resources R] [--architecture A] [--port-base P] SCRIPT [ARGS...]

    parallax-tf search [--resources R] [--architecture A] [--out DIR] SCRIPT [ARGS...]

Arguments after `--` are passed to the script.
"""
from __future__ import annotations

import argparse
import contextlib
import dataclasses
import glob
import json
import logging
import os
import sys
import time
from typing import TYPE_CHECKING, Optional, Sequence

from parallax_tf import __version__, env, views
from parallax_tf.api import plan
from parallax_tf.config import Config
from parallax_tf.errors import ConfigError, ParallaxError
from parallax_tf.launch.cli import add_run_parser, run_command
from parallax_tf.launch.console import quiet_stderr
from parallax_tf.planner.per_variable import Links
from parallax_tf.planner.step_time import BOX, Calibration, Cores
from parallax_tf.resources import parse_resources
from parallax_tf.script import has_step_hook, load_script, plan_by_running, step_spec

if TYPE_CHECKING:
    from parallax_tf.planner.scale import Scale

logger = logging.getLogger("parallax_tf")


EPILOG = """\
commands:
  plan     how the script's step would be distributed (no job started)
  run      launch the script on the resources
  search   search the number of partitions (or, --chunks, the chunk size)

examples:
  parallax-tf plan examples/lm/train.py -r "h1:0,1;h2:0,1" -- --config tiny
  parallax-tf run -r localhost:0,1 examples/lm/train.py --steps 100
  parallax-tf search -r localhost:0,1 examples/lm/train.py --steps 30

Arguments after `--` (or, for run and search, after SCRIPT) go to the script.
exit status: 0 success; 2 bad arguments or input (the message says which);
run/search: a failing task's status (see parallax-tf run --help).
"""

PLAN_EPILOG = """\
examples:
  parallax-tf plan examples/lm/train.py -r "h1:0,1;h2:0,1"
  parallax-tf plan examples/resnet/train.py -a allreduce -- --config tiny
  parallax-tf plan examples/lm/train.py -r "m1:0;m2:0;m3:0;m4:0" --png plan.png
  parallax-tf plan examples/lm/train.py -r "h1:0,1" --cores 36 --links 100000,0.01 \
      --predict 1,2,4,8,16 -- --config tiny

A script that defines parallax_tf_step(argv) -> px.StepSpec (docs/api.md) is
planned from it; any other script runs until its first px.get_runner(...)
.run(batch) or px.keras.fit(...) batch, and that step is planned (nothing
trains, no job starts). The script's own arguments go after --.
exit status: 0, or 2 with a message.
"""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="parallax-tf",
        description="Distribute a single-device TensorFlow training step "
                    "(data parallel, parameter servers, model splits, layouts, pipelines).",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=EPILOG)
    parser.add_argument("--version", action="version", version=f"parallax_tf {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="log at INFO level, and show TensorFlow's start-up lines")
    sub = parser.add_subparsers(dest="command", required=True,
                                metavar="{plan,run,search,task}")
    sub.add_parser("task", help="run one task of a job a scheduler started (SLURM's srun, a "
                                "TFJob's TF_CONFIG, torchrun, mpirun): parallax-tf task "
                                "script.py ARGS... (docs/clusters.md)", add_help=False)
    p = sub.add_parser("plan", help="print how a script's training step would be distributed",
                       description="Print how a script's training step would be distributed "
                                   "(captures the step in this process; starts no job).",
                       formatter_class=argparse.RawDescriptionHelpFormatter, epilog=PLAN_EPILOG)
    p.add_argument("script", help="a training script (with a parallax_tf_step(argv) hook, or "
                                  "run until its first step); its own arguments go after --")
    p.add_argument("--resources", "-r", default=None,
                   help="machines and slots, e.g. 'h1:0,1;h2:0,1' or a file "
                        "(default: the script's, else 'localhost:0')")
    p.add_argument("--architecture", "-a", default=None,
                   help="hybrid (default), allreduce, ps, auto (the job predicts hybrid, "
                        "allreduce and ps, times those it cannot tell apart and keeps the "
                        "fastest: Config(tune=...)) or mixed (each sparse variable where its "
                        "own cost is least)")
    p.add_argument("--num-partitions", type=int, default=None,
                   help="shards for variables created under partitioner()")
    p.add_argument("--no-local-aggregation", action="store_true",
                   help="push gradients per worker instead of per machine")
    p.add_argument("--sparse-as-dense", metavar="MODE", default=None,
                   help="sparse gradients of AllReduce variables densified and AllReduced: "
                        "'auto' (per variable, by the byte model), 'all', or comma-separated "
                        "variable names (Config.sparse_as_dense)")
    p.add_argument("--links", metavar="MBIT[,RTT_MS]", default=None,
                   help="what the cluster's links cost, which MIXED prices its choices with: "
                        "the bandwidth of one link direction in Mbit/s, and the round trip of "
                        "a small message in ms, e.g. 100 or 1000,0.3 (default: assumed, 1000 "
                        "Mbit/s; a job measures its own)")
    p.add_argument("--cores", type=int, default=None, metavar="N",
                   help="predict each candidate architecture's step time on machines of N "
                        "cores (times the step on this process first; needs sample batches "
                        "for sparse variables)")
    p.add_argument("--shared-cores", type=int, default=None, metavar="N",
                   help="with --cores: the machines share one box of N cores (machines "
                        "emulated on one host)")
    p.add_argument("--predict", metavar="SHAPES", default=None,
                   help="with --cores: also predict each architecture on these cluster shapes, "
                        "MACHINES or MACHINESxWORKERS, comma separated (e.g. 1x6,2x6,4x6,8x6): "
                        "throughput, bytes per machine, what bounds the step and where adding "
                        "machines stops paying (docs/scaling.md)")
    p.add_argument("--step-ms", type=float, default=None, metavar="MS",
                   help="with --predict: a single device's step time at one worker's batch "
                        "(default: measured on this process)")
    p.add_argument("--calibration", metavar="JSON", default=None,
                   help="with --predict: the machine class's CPU constants, a JSON object of "
                        "step_time.Calibration's fields (default: this project's 2-core box)")
    p.add_argument("--json", metavar="PATH", default=None, help="also write the plan as JSON")
    p.add_argument("--png", metavar="PATH", default=None,
                   help="also draw the plan as a PNG: machines, workers, servers and their "
                        "shards, predicted bytes per link per step")
    add_run_parser(sub)
    search = add_run_parser(sub, name="search", help=(
        "search the number of partitions of a training script on the resources "
        "(runs the script until its first step, measures, prints the table, writes a PNG); "
        "with --chunks, the chunk size of the dense gradients' AllReduce"), epilog=SEARCH_EPILOG)
    search.add_argument("--out", default="parallax_search",
                        help="folder for the decision JSON and the plot (default ./parallax_search; "
                             "on the chief's machine)")
    search.add_argument("--chunks", action="store_true",
                        help="search the chunk size of the dense gradients' AllReduce "
                             "(docs/chunks.md) instead of the number of partitions; the script "
                             "trains while it searches")
    return parser


SEARCH_EPILOG = """\
examples:
  parallax-tf search -r "h1:0,1;h2:0,1" examples/lm/train.py --steps 30
  parallax-tf search --chunks -r localhost:0,1 examples/resnet/train.py --steps 200

The decision is cached (docs/search.md): later runs of the same model on the
same resources use it. exit status as for run; 2 when no decision was written.
"""


def _split_script_args(argv: list[str]) -> tuple[list[str], list[str]]:
    """Everything after the first '--' belongs to the user's script."""
    if "--" in argv:
        i = argv.index("--")
        return argv[:i], argv[i + 1:]
    return argv, []


def _config(args: argparse.Namespace, base):
    cfg = base or Config()
    changes = {}
    if args.architecture is not None:
        changes["architecture"] = args.architecture
    if args.num_partitions is not None:
        changes["num_partitions"] = args.num_partitions
    if args.no_local_aggregation:
        changes["local_aggregation"] = False
    dense = getattr(args, "sparse_as_dense", None)
    if dense is not None:
        changes["sparse_as_dense"] = (True if dense.lower() == "all" else "auto"
                                      if dense.lower() == "auto"
                                      else [n for n in dense.split(",") if n])
    return dataclasses.replace(cfg, **changes) if changes else cfg


def _scale(args: argparse.Namespace) -> Optional["Scale"]:
    """`--predict`, `--step-ms`, `--calibration` as a Scale (None without
    --predict; the other two refused without it)."""
    if args.predict is None:
        for flag, value in (("--step-ms", args.step_ms), ("--calibration", args.calibration)):
            if value is not None:
                raise ConfigError(f"{flag} {value}: give --predict SHAPES too (e.g. --predict "
                                  "1x6,2x6,4x6 --cores 36); it sets what the shapes are "
                                  "predicted from")
        return None
    if args.cores is None:
        raise ConfigError(f"--predict {args.predict}: give --cores N too (the cores of one "
                          "machine of those shapes)")
    from parallax_tf.planner.scale import Scale  # noqa: PLC0415  (lazy: TensorFlow)
    calibration = BOX
    if args.calibration is not None:
        calibration = Calibration.load(args.calibration)
    return Scale(shapes=Scale.of(args.predict).shapes,
                 step_s=args.step_ms / 1e3 if args.step_ms is not None else None,
                 calibration=calibration)


def _cmd_plan(args: argparse.Namespace) -> int:
    if args.resources:      # the hook sees them as a launched task would (env.resources())
        env.export(env.RESOURCES_VAR, parse_resources(args.resources).to_str())
    links = Links.parse(args.links) if args.links is not None else None
    if args.shared_cores is not None and args.cores is None:
        raise ConfigError(f"--shared-cores {args.shared_cores}: give --cores N too (the cores "
                          "of one machine; --shared-cores the box's all machines share)")
    cores = Cores(per_machine=args.cores, shared=args.shared_cores) \
        if args.cores is not None else None
    scale = _scale(args)
    if not has_step_hook(args.script):
        result = plan_by_running(args.script, args.script_args, args.resources,
                                 lambda config: _config(args, config), links=links,
                                 cores=cores, scale=scale)
    else:
        spec = step_spec(load_script(args.script), args.script_args)
        resources = args.resources or spec.resources or "localhost:0"
        result = plan(spec.step, *spec.example_args, resources=resources,
                      config=_config(args, spec.config), sample_batches=spec.sample_batches,
                      links=links, cores=cores, scale=scale)
    print(views.summary(result))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            f.write(result.to_json())
        print(f"\nplan written to {args.json}")
    if args.png:
        print(f"picture of the plan written to {views.draw(result, args.png)}")
    return 0


def _cmd_search(args: argparse.Namespace) -> int:
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    started = time.time()
    kind = "chunks" if args.chunks else "partitions"
    status = run_command(args, extra_env={env.SEARCH_ONLY_VAR: out, env.SEARCH_KIND_VAR: kind})
    if status != 0:
        return status
    found = [p for p in glob.glob(os.path.join(out, f"{kind}-*.json"))
             if os.path.getmtime(p) >= started - 1]
    if not found:
        print(f"parallax-tf: error: the job ended but wrote no decision under {out} (is the "
              "chief on another machine? the file is there)", file=sys.stderr)
        return 2
    path = max(found, key=os.path.getmtime)
    if args.chunks:
        with open(path, encoding="utf-8") as f:
            from parallax_tf.planner.chunk_size import ChunkSearchResult  # noqa: PLC0415  (SciPy)
            result = ChunkSearchResult.from_dict(json.load(f)["result"])
        print(result.table())
        print(f"decision: {path}\nplot: {os.path.splitext(path)[0] + '.png'}")
        return 0
    with open(path, encoding="utf-8") as f:
        from parallax_tf.planner.decision import Decision  # noqa: PLC0415  (the search's own)
        decision = Decision.from_dict(json.load(f))
    print(decision.result.table())
    print(f"\nsearch wall time: {decision.settings.get('wall_seconds', '?')} s; "
          f"chosen p = {decision.chosen_p}")
    print(f"decision: {path}\nplot: {os.path.splitext(path)[0] + '.png'}")
    return 0


TASK_DESCRIPTION = """\
Run one task of a job that a scheduler started (SLURM's srun, a Kubeflow
TFJob's TF_CONFIG, torchrun or a Kubernetes indexed Job, mpirun): start
every task of the job with this command. The task reads who it is from the
scheduler's environment, meets the other tasks at rank 0's store, and runs
SCRIPT as parallax-tf run would: the chief plans, the others get its plan
(docs/clusters.md). A single task runs SCRIPT as it is.
"""

TASK_EPILOG = """\
Everything from SCRIPT on goes to the script: parallax-tf task train.py
--help prints the script's help.

examples:
  srun --kill-on-bad-exit=1 parallax-tf task examples/clusters/train.py --steps 200

exit status: the script's (the job ends every task nonzero when one fails);
2 when this process has no role (no scheduler's environment) or no script.
"""


def _task_parser() -> argparse.ArgumentParser:
    """`parallax-tf task`'s help (its arguments are read by launch/entry.py)."""
    parser = argparse.ArgumentParser(
        prog="parallax-tf task", usage="parallax-tf task [--plain] SCRIPT [ARGS...]\n"
                                       "       parallax-tf task [--plain] -m MODULE [ARGS...]",
        description=TASK_DESCRIPTION, epilog=TASK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--plain", action="store_true",
                        help="SCRIPT is not a parallax_tf program (a plain Horovod script, "
                             "say): every worker starts it at once (as parallax-tf run --plain)")
    parser.add_argument("script", metavar="SCRIPT",
                        help="the training script, the same path on every host")
    parser.add_argument("args", nargs="*", metavar="ARGS", help="the script's own arguments")
    return parser


def _asks_task_help(args: Sequence[str]) -> bool:
    """`parallax-tf task [--plain] -h|--help`: a help flag before the script
    is the sub-command's; after it, the script's."""
    rest = list(args[1:] if args[:1] == ["--plain"] else args)
    return rest[:1] in (["-h"], ["--help"])


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Entry point of `parallax-tf`; returns the exit status."""
    given = list(sys.argv[1:] if argv is None else argv)
    if given[:1] == ["task"] and _asks_task_help(given[1:]):
        _task_parser().print_help()
        return 0
    if given[:1] == ["task"]:          # everything after it is the task's program
        from parallax_tf.launch import entry  # noqa: PLC0415  (the task imports what it runs)
        try:
            return entry.main(given[1:])
        except ParallaxError as e:
            print(f"parallax-tf task: error: {e}", file=sys.stderr)
            return 2
    own, script_args = _split_script_args(given)
    args = _parser().parse_args(own)
    args.script_args = script_args
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    if args.verbose:                # tasks' TensorFlow start-up lines shown (launch/console.py)
        env.export(env.VERBOSE_VAR, "1")
    try:
        if args.command == "plan":
            # TensorFlow's start-up lines left out unless -v (launch/console.py)
            with contextlib.nullcontext() if args.verbose else quiet_stderr():
                return _cmd_plan(args)
        if args.command == "run":
            return run_command(args)
        if args.command == "search":
            return _cmd_search(args)
    except ParallaxError as e:
        print(f"parallax-tf: error: {e}", file=sys.stderr)
        return 2
    return 1


if __name__ == "__main__":
    sys.exit(main())
