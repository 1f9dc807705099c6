"""``parallax-tf run``: its arguments and what it does with them.

`add_run_parser` adds ``run`` (or a command that launches a job the same
way: ``search``) to the command line's sub-commands; `run_command` turns
the parsed arguments into a `launcher.run_job`. No TensorFlow here.
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any, Mapping, Optional

from parallax_tf import env as px_env
from parallax_tf.config import COLLECTIVES, DataParallel
from parallax_tf.errors import LaunchError
from parallax_tf.launch.elastic import Elastic, listing_of
from parallax_tf.launch.launcher import run_job
from parallax_tf.resources import parse_resources


def add_run_parser(subparsers: Any, name: str = "run", help: Optional[str] = None,
                   epilog: Optional[str] = None) -> argparse.ArgumentParser:
    """Add ``run`` (or another command that launches a job the same way) to
    the `parallax-tf` sub-commands."""
    summary = help or "launch a training script on the resources (servers + one worker per slot)"
    p = subparsers.add_parser(
        name, help=summary, description=summary[:1].upper() + summary[1:] + ".",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=epilog or RUN_EPILOG)
    p.add_argument("--resources", "-r", default="localhost:0",
                   help="machines and their slots (one worker per slot): 'h1:0,1;h2:0,1', "
                        "or a file with one 'host:slots' per line (default localhost:0)")
    p.add_argument("--architecture", "-a", default=None,
                   help="the architecture of a script whose Config leaves it to its default: "
                        "hybrid (the default), ps, auto and mixed start a parameter server "
                        "per machine besides the workers, allreduce only workers; auto "
                        "predicts hybrid, allreduce and ps, times those it cannot tell apart "
                        "before training and keeps the fastest (Config(tune=...)); mixed "
                        "places each sparse variable where its cost on the links measured at "
                        "start is least, then predicts that plan beside auto's candidates. A script's own Config(architecture=...) is used when -a is "
                        "not given (servers it does not use are stopped once it planned); an "
                        "-a that contradicts it is refused. The script's Config may choose "
                        "more (layouts, pipelines)")
    p.add_argument("--collectives", choices=COLLECTIVES, default=None, type=str.lower,
                   help="the engine of the workers' AllReduce, AllGather and broadcasts: "
                        "tensorflow (TensorFlow's own collective ops over the job's gRPC "
                        "servers), horovod (needs Horovod built and installed) or auto "
                        "(tensorflow; the default, also set by PARALLAX_TF_COLLECTIVES)")
    p.add_argument("--port-base", type=int, default=None,
                   help="task i listens on PORT_BASE+i (default: free ports)")
    p.add_argument("--grace", type=float, default=5.0,
                   help="seconds between SIGTERM and SIGKILL when stopping tasks (default 5)")
    p.add_argument("--first-step-timeout", type=float, default=None, metavar="SECONDS",
                   help="how long the job may take to its first step (capturing, planning, "
                        "lowering a big model) before the watchdog ends it, naming the task "
                        "and what it was doing (default 300)")
    p.add_argument("--step-timeout", type=float, default=None, metavar="SECONDS",
                   help="how long a step may take after the first one before the watchdog "
                        "ends the job, for a script whose Config sets no step_timeout "
                        "(default: 20 x the median step time, at least 30)")
    p.add_argument("--max-restarts", type=int, default=0, metavar="K",
                   help="after a task fails (or the job is stuck), stop every task and start "
                        "the job again, at most K times; a script with "
                        "Config(checkpoint_every=...) resumes from its latest checkpoint "
                        "(default 0: no restart)")
    p.add_argument("--elastic", default=None, metavar="MIN:MAX",
                   help="an elastic job: when a machine other than the chief's is lost "
                        "(its task killed, frozen or cut off), the job goes on as a new "
                        "generation on the machines left, from its latest checkpoint "
                        "(needs Config(checkpoint_every=...)), while at least MIN are "
                        "left; fewer ends it naming the lost machine. A machine back, or "
                        "with -r FILE one listed there later (the file is re-read), joins "
                        "at the next checkpoint, up to MAX (docs/faults.md)")
    p.add_argument("--discover", default=None, metavar="CMD",
                   help="with --elastic: a shell command that prints the machines that may "
                        "run the job, one 'host:0,1' per line, run every 2 s while the job "
                        "has fewer than MAX machines; a machine it prints that the job does "
                        "not run on joins at the next checkpoint (instead of -r FILE's "
                        "re-read)")
    p.add_argument("--receive-buffer-kb", type=int, default=None, metavar="KB",
                   help="cap the TCP receive buffer of TensorFlow's gRPC connections, on "
                        "which every task receives its tensors, at KB KiB: a sender then "
                        "keeps at most about that much in flight to a task, so servers "
                        "answering one worker at once (incast) cannot overflow a switch "
                        "port's buffer; for slow links and many servers (it caps one "
                        "connection at KB per round trip: docs/performance.md, Incast); "
                        "default: the kernel's autotuning")
    p.add_argument("--plain", action="store_true",
                   help="SCRIPT is not a parallax_tf program (a plain Horovod script, say): "
                        "every worker starts it at once, with Horovod's rendezvous set up "
                        "where Horovod is installed (unless --collectives tensorflow), as "
                        "horovodrun would (default: the chief plans, the others wait for it)")
    p.add_argument("--all-workers", action="store_true",
                   help="show every task's output (default: worker 0's, and only the "
                        "warnings and errors of the others)")
    p.add_argument("script", help="the training script, run by every worker (same path on "
                                  "every host)")
    rest = p.add_argument("script_argv", nargs=argparse.REMAINDER,
                          help="the script's own arguments: everything after SCRIPT (or after --)")
    rest.required = False       # argparse would list it as required when SCRIPT is missing
    return p


RUN_EPILOG = """\
examples:
  parallax-tf run -r localhost:0,1 examples/lm/train.py --steps 100
  parallax-tf run -r "h1:0,1;h2:0,1" -a allreduce train.py -- --lr 0.1

Worker 0's lines are shown prefixed with the task ([worker 0] ...); of the
other tasks only warnings and errors (a traceback whole), unless
--all-workers. TensorFlow's start-up lines are left out unless -v
(parallax-tf -v run ...). On a terminal, worker 0 may draw a progress bar.

exit status: 0 when every worker exited 0; otherwise the first failing
task's status (128+N for a task killed by signal N; the others are
stopped); 124 when the job was stuck (a task stopped, frozen or cut off,
a worker that stopped calling run or left early: the watchdog names it);
128+N when the launcher was interrupted by signal N (Ctrl-C: 130); 2 for
bad arguments, resources or a missing script. With --max-restarts K, a
failed or stuck job is started again (at most K times; a script with
Config(checkpoint_every=...) resumes from its latest checkpoint), and the
status is that of the last start.
"""


def run_command(args: argparse.Namespace, extra_env: Optional[Mapping[str, str]] = None) -> int:
    """``parallax-tf run``: launch ``python SCRIPT ARGS...`` on every slot
    (`extra_env`: more variables for every task)."""
    cluster = parse_resources(args.resources)
    data = DataParallel(architecture=args.architecture)
    architecture = data.architecture
    if not os.path.isfile(args.script):
        raise LaunchError(f"script {args.script!r} is not a file; give the path of the "
                          "training script (the same path on every host)")
    script_args = [*args.script_argv, *(getattr(args, "script_args", None) or [])]
    python = px_env.python_executable() or sys.executable
    extra = {px_env.RESOURCES_VAR: cluster.to_str(), **(extra_env or {})}
    if architecture is not None:
        extra[px_env.ARCHITECTURE_VAR] = architecture.value
    if getattr(args, "collectives", None):
        os.environ[px_env.COLLECTIVES_VAR] = args.collectives   # read by _rendezvous
    if not 0 <= args.grace < float("inf"):
        raise LaunchError(f"--grace {args.grace!r}: give the seconds between SIGTERM and "
                          "SIGKILL as a number >= 0 (default 5)")
    for flag, var in (("first_step_timeout", px_env.FIRST_STEP_TIMEOUT_VAR),
                      ("step_timeout", px_env.STEP_TIMEOUT_VAR)):
        value = getattr(args, flag, None)
        if value is None:
            continue
        if not 0 < value < float("inf"):
            raise LaunchError(f"--{flag.replace('_', '-')} {value!r}: give a number of "
                              "seconds > 0")
        extra[var] = repr(float(value))
    if getattr(args, "receive_buffer_kb", None) is not None:
        try:
            extra[px_env.GRPC_OPTIONS_VAR] = px_env.grpc_receive_buffer_options(
                args.receive_buffer_kb, extra.get(px_env.GRPC_OPTIONS_VAR))
        except ValueError as e:
            raise LaunchError(f"--receive-buffer-kb: {e}") from None
    result = run_job(cluster, [python, args.script, *script_args],
                     start_servers=data.may_use_servers, env=extra,
                     port_base=args.port_base, grace_s=args.grace,
                     plan_from_chief=not getattr(args, "plain", False),
                     show_all=True if getattr(args, "all_workers", False) else None,
                     max_restarts=getattr(args, "max_restarts", 0),
                     elastic=_elastic(args, cluster.num_machines))
    return result.exit_code


def _elastic(args: argparse.Namespace, machines: int) -> Optional[Elastic]:
    discover = getattr(args, "discover", None)
    if not getattr(args, "elastic", None):
        if discover is not None:
            raise LaunchError(f"--discover {discover!r} needs --elastic MIN:MAX (the machines "
                              "it prints join an elastic job); add --elastic")
        return None
    return Elastic.parse(args.elastic, machines, listing_of(args.resources), discover)
