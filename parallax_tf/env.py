"""The one place where parallax_tf reads environment variables."""
from __future__ import annotations

import os
import sys
from typing import Optional

from parallax_tf.errors import ConfigError

TASK_VAR = "PARALLAX_TF_TASK"
"""The serialised role of a launched task (JSON), set by the launcher."""


def task_role_json() -> Optional[str]:
    """The launcher's role value for this process, or None outside a launch."""
    return os.environ.get(TASK_VAR)


def python_executable() -> Optional[str]:
    """PARALLAX_TF_PYTHON: interpreter for launched tasks (default: this one)."""
    return os.environ.get("PARALLAX_TF_PYTHON")


RESOURCES_VAR = "PARALLAX_TF_RESOURCES"
"""The `resources` string of a launched job, set by `parallax-tf run`."""

ARCHITECTURE_VAR = "PARALLAX_TF_ARCHITECTURE"
"""The architecture (hybrid | allreduce | ps) of a launched job, set by `parallax-tf run`."""


def resources() -> Optional[str]:
    """PARALLAX_TF_RESOURCES: the launcher's resources string, or None outside a launch."""
    return os.environ.get(RESOURCES_VAR)


def architecture() -> Optional[str]:
    """PARALLAX_TF_ARCHITECTURE: the launcher's architecture, or None outside a launch."""
    return os.environ.get(ARCHITECTURE_VAR)


IFACE_OVERRIDE_VAR = "PARALLAX_TF_GLOO_IFACE"
"""The network interface a task uses, when not the one its machine routes to
the job's store by: ``eth0`` (every machine) or ``h1=eth0,h2=ens5`` (per
machine, by its host as the resources name it)."""
IFACE_VAR = "PARALLAX_TF_IFACE"
"""The interface this task chose (launch/entry.py): Gloo's and the byte
counters' (runtime/stats.py, runtime/metrics.py)."""


def gloo_iface() -> Optional[str]:
    """PARALLAX_TF_GLOO_IFACE as given (launch/ports.py: `task_interface` reads it)."""
    return os.environ.get(IFACE_OVERRIDE_VAR) or None


def task_iface() -> Optional[str]:
    """The interface this task uses (PARALLAX_TF_IFACE, set by its entry),
    else HOROVOD_GLOO_IFACE, else a plain PARALLAX_TF_GLOO_IFACE."""
    override = gloo_iface()
    return (os.environ.get(IFACE_VAR) or os.environ.get("HOROVOD_GLOO_IFACE")
            or (override if override and "=" not in override else None))


def rendezvous_addr() -> Optional[str]:
    """PARALLAX_TF_RENDEZVOUS_ADDR: address workers reach the launcher's Horovod
    rendezvous server at (default: 127.0.0.1 when every host is local, else the
    launcher's address towards the first remote host)."""
    return os.environ.get("PARALLAX_TF_RENDEZVOUS_ADDR") or None


def ssh_command() -> Optional[str]:
    """PARALLAX_TF_SSH: the ssh program (and options) used to reach remote hosts,
    split like a shell would (default: 'ssh')."""
    return os.environ.get("PARALLAX_TF_SSH") or None


GRPC_OPTIONS_VAR = "TF_GRPC_DEFAULT_OPTIONS"
"""TensorFlow's own variable: ``name=value`` gRPC channel arguments, comma
separated, that every channel of TensorFlow's distributed runtime gets."""
GRPC_RCVBUF_ARG = "grpc.tcp_receive_buffer_size"


def grpc_receive_buffer_options(kib: int, current: Optional[str] = None) -> str:
    """`GRPC_OPTIONS_VAR`'s value that caps the receive buffer of TensorFlow's
    gRPC connections at `kib` KiB (SO_RCVBUF; the kernel books twice that),
    keeping the other arguments of `current` (default: this environment's).
    A task receives every tensor on a channel it opened (the receiver asks
    for it: RecvTensor), so this bounds what any sender keeps in flight to
    it, whatever the number of senders."""
    if isinstance(kib, bool) or not isinstance(kib, int) or not 4 <= kib <= 1 << 20:
        raise ValueError(f"receive buffer {kib!r} KiB; give an integer from 4 to 1048576 "
                         "(or leave it out: the kernel's autotuning)")
    current = os.environ.get(GRPC_OPTIONS_VAR, "") if current is None else current
    kept = [a.strip() for a in current.split(",")
            if a.strip() and a.split("=", 1)[0].strip() != GRPC_RCVBUF_ARG]
    return ",".join([*kept, f"{GRPC_RCVBUF_ARG}={kib * 1024}"])


def environ_snapshot() -> dict[str, str]:
    """A copy of the whole environment, the base of a launched local task's environment."""
    return dict(os.environ)


SEARCH_ONLY_VAR = "PARALLAX_TF_SEARCH_ONLY"
"""Set by `parallax-tf search`: the folder where the chief writes the search's
decision and plot; workers search afresh, then stop."""


def search_only_dir() -> Optional[str]:
    """PARALLAX_TF_SEARCH_ONLY: `parallax-tf search`'s output folder, or None."""
    return os.environ.get(SEARCH_ONLY_VAR) or None


SEARCH_CACHE_VAR = "PARALLAX_TF_SEARCH_CACHE"
"""Where the searches' decisions (partitions, chunks, AUTO's architecture)
are cached, instead of `<checkpoint_dir>/parallax_search` or
`~/.cache/parallax_tf/search`: e.g. a fresh folder per run to time again."""


def search_cache() -> Optional[str]:
    """PARALLAX_TF_SEARCH_CACHE, or None."""
    return os.environ.get(SEARCH_CACHE_VAR) or None


SHARED_CORES_VAR = "PARALLAX_TF_SHARED_CORES"
"""The job's machines share one box of this many cores (machines emulated
on one host, as this project's benchmarks run them): what the step-time
estimator (`planner/step_time.py`) prices a job's candidates on."""


def shared_cores() -> Optional[int]:
    """PARALLAX_TF_SHARED_CORES as a whole number >= 1, or None."""
    text = os.environ.get(SHARED_CORES_VAR)
    if not text:
        return None
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise ConfigError(f"{SHARED_CORES_VAR}={text!r}: give the cores of the one box the "
                          "job's machines share, a whole number >= 1, or unset it")
    return n


SEARCH_KIND_VAR = "PARALLAX_TF_SEARCH_KIND"
"""Set by `parallax-tf search --chunks`: 'chunks' (default 'partitions')."""


def search_kind() -> str:
    """PARALLAX_TF_SEARCH_KIND: what `parallax-tf search` searches."""
    return os.environ.get(SEARCH_KIND_VAR) or "partitions"


TRACE_VAR = "PARALLAX_TF_TRACE"
"""'STEP:PATH': the chief traces its step STEP (0-based) and writes the ops'
times to PATH (runtime/timeline.py)."""


def trace_request() -> Optional[tuple[int, str]]:
    """PARALLAX_TF_TRACE as (step, path), or None."""
    text = os.environ.get(TRACE_VAR)
    if not text:
        return None
    step, _, path = text.partition(":")
    if not step.isdigit() or not path:
        raise ValueError(f"{TRACE_VAR}={text!r} must be STEP:PATH, e.g. 5:/tmp/step.json")
    return int(step), path


STATS_DIR_VAR = "PARALLAX_TF_STATS_DIR"
"""Folder where workers write step statistics (runtime/stats.py); unset: none."""
STATS_WARMUP_VAR = "PARALLAX_TF_STATS_WARMUP"


def stats_dir() -> Optional[str]:
    """PARALLAX_TF_STATS_DIR: the folder for step statistics, or None."""
    return os.environ.get(STATS_DIR_VAR) or None


def stats_warmup() -> int:
    """PARALLAX_TF_STATS_WARMUP: steps left out of the timed window (default 3)."""
    text = os.environ.get(STATS_WARMUP_VAR) or "3"
    try:
        return max(0, int(text))
    except ValueError as e:
        raise ValueError(f"{STATS_WARMUP_VAR}={text!r} must be an integer") from e


STORE_VARS = ("PARALLAX_TF_STORE_ADDR", "PARALLAX_TF_STORE_PORT")
"""Where the launcher's key-value store listens (`launch/store.py`)."""


def kv_store() -> Optional[tuple[str, int]]:
    """(address, port) of the launcher's key-value store (`launch/store.py`,
    PARALLAX_TF_STORE_ADDR/PORT), where the chief publishes the job's plan;
    None outside a launch."""
    addr, port = (os.environ.get(v) for v in STORE_VARS)
    if not addr or not port:
        return None
    return addr, int(port)


HELD_PORTS_VAR = "PARALLAX_TF_HELD_PORTS"
"""Ports this task's parent chose for it and handed down still bound
(``port:fd,port:fd``): the task keeps them until its server binds them
(`launch/ports.py`: `release`)."""


def held_ports() -> dict[int, int]:
    """PARALLAX_TF_HELD_PORTS as {port: file descriptor} ({} when unset)."""
    text = os.environ.get(HELD_PORTS_VAR, "")
    pairs = [item.split(":", 1) for item in text.split(",") if ":" in item]
    return {int(port): int(fd) for port, fd in pairs if port.isdigit() and fd.isdigit()}


def forget(name: str) -> None:
    """Drop variable `name` from this process's environment (`export`'s undo)."""
    os.environ.pop(name, None)


COLLECTIVES_VAR = "PARALLAX_TF_COLLECTIVES"
"""The launch's collective engine: 'horovod' when the launcher started
Horovod's rendezvous, else 'tensorflow' (`Config(collectives='auto')`
follows it). Set it before `parallax-tf run` (or pass --collectives) to
choose for a launch."""


def collectives() -> Optional[str]:
    """PARALLAX_TF_COLLECTIVES (lower case: a choice is read in any case), or None."""
    return os.environ.get(COLLECTIVES_VAR, "").strip().lower() or None


FEATURES_RECORD_VAR = "PARALLAX_TF_FEATURES_RECORD"
"""A folder: the chief of a job of several workers writes there which
features of the composition table the job ran (`runtime/features.py`);
the test suite's pair guard reads them. Unset: no record."""


def features_record_dir() -> Optional[str]:
    """PARALLAX_TF_FEATURES_RECORD, or None."""
    return os.environ.get(FEATURES_RECORD_VAR) or None


FUSION_VAR = "PARALLAX_TF_FUSION_BYTES"
"""TensorFlow's collectives: the most bytes of dense gradients fused into one
grouped AllReduce below the plan (default `FUSION_BYTES`; 0 turns fusion
off). For measurements: every task of a job must agree."""

FUSION_BYTES = 1 << 20
"""TensorFlow's engine: dense gradients fused below the plan up to this many
bytes per grouped AllReduce (`Collective.fusion_bytes`; MIXED's price
counts its fused AllReduces with it; docs/performance.md)."""


def fusion_bytes(default: int = FUSION_BYTES) -> int:
    """PARALLAX_TF_FUSION_BYTES, or `default`; a clear error for a bad value."""
    text = os.environ.get(FUSION_VAR)
    if not text:
        return default
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise ValueError(f"{FUSION_VAR}={text!r} must be a whole number of bytes >= 0 "
                         "(0: no fusion); unset it for the default")
    return value


PLAN_WAIT_VAR = "PARALLAX_TF_PLAN_FROM_CHIEF"
"""Set by the launcher for jobs whose chief publishes the plan: the other
workers start through `launch/bootstrap.py` and wait for it."""


def plan_from_chief() -> bool:
    """PARALLAX_TF_PLAN_FROM_CHIEF: whether the chief publishes the plan."""
    return os.environ.get(PLAN_WAIT_VAR) == "1"


DTENSOR_VAR = "PARALLAX_TF_DTENSOR"
"""A layout job's DTensor setup for this process (JSON, modes/layout/client_setup.py),
once it joined the mesh (modes/layout/task_hook.py)."""

GENERATION_VAR = "PARALLAX_TF_GENERATION"
"""The start of a scheduler-started job this task belongs to (launch/joining.py)."""


def generation() -> Optional[str]:
    """PARALLAX_TF_GENERATION, or None."""
    return os.environ.get(GENERATION_VAR) or None

STARTUP_VAR = "PARALLAX_TF_STARTUP"
"""A mode's task start-up hook (JSON: {"hook": "module:function", "data": ...}),
set by the launcher or a re-run: the bootstrap calls it instead of running
the user's program itself (a layout job joins its mesh first)."""


def startup() -> Optional[str]:
    """PARALLAX_TF_STARTUP, or None."""
    return os.environ.get(STARTUP_VAR) or None


def dtensor_setup() -> Optional[str]:
    """PARALLAX_TF_DTENSOR, or None outside a layout job."""
    return os.environ.get(DTENSOR_VAR) or None


REPLICA_VAR = "PARALLAX_TF_REPLICA"
"""'r/R' for a worker that knows its replica before its script runs (set by
the bootstrap from the chief's plan)."""


def replica() -> Optional[tuple[int, int]]:
    """PARALLAX_TF_REPLICA as (replica index, number of replicas), or None."""
    text = os.environ.get(REPLICA_VAR)
    if not text:
        return None
    r, n = text.split("/")
    return int(r), int(n)


VERBOSE_VAR = "PARALLAX_TF_VERBOSE"
"""Set (to anything but '' or '0') by `parallax-tf -v`: the launcher shows
TensorFlow's start-up lines too (launch/console.py)."""


def verbose() -> bool:
    return os.environ.get(VERBOSE_VAR, "") not in ("", "0")


LABEL_VAR = "PARALLAX_TF_LABEL_OUTPUT"
"""Set to 1 for a task whose output no launcher reads (a scheduler's job:
the machine's server a task starts): it prefixes and filters its own
output as the launcher would (launch/task_output.py)."""


def label_output() -> bool:
    return os.environ.get(LABEL_VAR, "") == "1"


TTY_VAR = "PARALLAX_TF_TTY"
"""Set to 1 by the launcher for the chief when the launcher's own stdout is
a terminal: the chief may draw a progress bar ('\\r' updates), which the
launcher redraws on the terminal (launch/launcher.py)."""


def is_terminal(stream: object) -> bool:
    """Whether `stream` is a terminal (False for a closed or odd stream)."""
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty and isatty())
    except ValueError:              # a closed stream
        return False


def stdout_is_terminal() -> bool:
    """Whether this process's output ends on a terminal: its stdout is one,
    or it is a launched chief whose launcher writes to one."""
    return is_terminal(sys.stdout) or os.environ.get(TTY_VAR, "") == "1"


ALL_WORKERS_VAR = "PARALLAX_TF_ALL_WORKERS"
"""Set (to anything but '' or '0') by `parallax-tf run --all-workers`: the
launcher shows every task's output, not only the chief's and the others'
warnings and errors (launch/console.py)."""


def all_workers() -> bool:
    return os.environ.get(ALL_WORKERS_VAR, "") not in ("", "0")


RESTART_VAR = "PARALLAX_TF_RESTART"
"""Set by the launcher for every task: 0 on the job's first start, k on its
k-th restart (`parallax-tf run --max-restarts`, or an elastic job's new
generation)."""

ELASTIC_VAR = "PARALLAX_TF_ELASTIC"
"""`MIN:MAX` machines, set by the launcher for every task of an elastic
job (`parallax-tf run --elastic`): the runner requires periodic
checkpoints, which each new generation resumes from."""


def elastic() -> Optional[str]:
    """`MIN:MAX` in an elastic job, else None."""
    return os.environ.get(ELASTIC_VAR) or None


def restart_count() -> int:
    """This job's restarts so far (0 outside a launched job)."""
    text = os.environ.get(RESTART_VAR, "")
    return int(text) if text.isdigit() else 0


STALE_VAR = "PARALLAX_TF_HEARTBEAT_STALE"
"""Seconds without a heartbeat before the watchdog counts a task as not
responding (default 20)."""
FIRST_STEP_TIMEOUT_VAR = "PARALLAX_TF_FIRST_STEP_TIMEOUT"
"""`parallax-tf run --first-step-timeout`: the stall limit until every
driver finished its first step (default 300 s)."""
STEP_TIMEOUT_VAR = "PARALLAX_TF_STEP_TIMEOUT"
"""`parallax-tf run --step-timeout`: the stall limit after the first step
of a script whose Config sets none."""


def _positive_seconds(name: str) -> Optional[float]:
    text = os.environ.get(name, "")
    try:
        value = float(text) if text else None
    except ValueError:
        return None
    return value if value is not None and value > 0 else None


def heartbeat_stale() -> Optional[float]:
    """PARALLAX_TF_HEARTBEAT_STALE (seconds), or None."""
    return _positive_seconds(STALE_VAR)


def first_step_timeout() -> Optional[float]:
    """PARALLAX_TF_FIRST_STEP_TIMEOUT (seconds), or None."""
    return _positive_seconds(FIRST_STEP_TIMEOUT_VAR)


def step_timeout() -> Optional[float]:
    """PARALLAX_TF_STEP_TIMEOUT (seconds), or None."""
    return _positive_seconds(STEP_TIMEOUT_VAR)


DTENSOR_HEARTBEAT_VAR = "PARALLAX_TF_DTENSOR_HEARTBEAT"
"""Seconds a mesh-layout client may go unheard before TensorFlow's
coordination service aborts the job (parallax_tf's default: 120)."""


def dtensor_heartbeat() -> Optional[float]:
    """PARALLAX_TF_DTENSOR_HEARTBEAT (seconds), or None."""
    return _positive_seconds(DTENSOR_HEARTBEAT_VAR)


FENCE_VAR = "PARALLAX_TF_FENCE"
"""0: the launcher does not fence a job's ports (docs/security.md)."""
GRAPH_DUMP_VAR = "TF_DUMP_GRAPH_PREFIX"
"""TensorFlow's own: where it dumps graphs (DTensor's MLIR passes)."""


def fence_disabled() -> bool:
    """PARALLAX_TF_FENCE=0."""
    return os.environ.get(FENCE_VAR, "") == "0"


def graph_dump_prefix() -> Optional[str]:
    """TF_DUMP_GRAPH_PREFIX, or None."""
    return os.environ.get(GRAPH_DUMP_VAR) or None


def export(name: str, value: str) -> None:
    """Set variable `name` in this process's environment (what it and the
    processes and libraries it starts read): the one place parallax_tf
    writes one."""
    os.environ[name] = value
