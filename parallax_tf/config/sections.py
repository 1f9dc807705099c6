"""The sections of a `Config`, each a frozen dataclass that validates itself.

A section's fields carry the same names as `Config`'s flat keywords
(`Config(schedule="1f1b")` is `Config(pipeline=Pipeline(schedule="1f1b"))`),
so an error names the field either way. Whether sections combine is not a
section's business: `config/compose.py` (the composition table) decides.

* `DataParallel`: where variables live and how the replicas' gradients meet
  (architecture, sync, aggregation, partitions, the collective engine);
  always present.
* `Pipeline`: pipelined model parallelism (schedule, stages, micro-batches,
  staleness); present: the job is a pipeline.
* `Layouts`: Mesh-style layouts (mesh, rules, dim names); present: the job
  runs on DTensor.
* `WeakSync` (config/weak_sync.py), chunks (config/chunking.py): their own types.
* `Checkpointing`, `Search`, `Observability`: for every mode.
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Any, Optional

from parallax_tf.config import mesh as mesh_vocab
from parallax_tf.config.every import parse_every
from parallax_tf.errors import ConfigError


class Architecture(enum.Enum):
    """Where variables live and how their gradients are synchronised."""

    HYBRID = "hybrid"
    """Dense variables replicated + AllReduce; sparse ones on parameter servers."""
    ALLREDUCE = "allreduce"
    """Everything replicated; sparse gradients allgathered (the Horovod baseline)."""
    PS = "ps"
    """Everything on parameter servers (the TensorFlow-PS baseline)."""
    AUTO = "auto"
    """Chosen by the running job: a few steps of each of HYBRID, ALLREDUCE and
    PS are timed on the job's own cluster before training starts, and the
    fastest is kept (and cached per model and cluster, like the partition
    decision; docs/concepts.md#auto)."""
    MIXED = "mixed"
    """Chosen per sparse variable by the running job: the parameter servers,
    a densified AllReduce or gathered rows, whichever is cheapest for that
    variable by the byte model priced with the bandwidth and fixed costs
    measured on the job's own links at start (docs/concepts.md#mixed);
    dense variables are AllReduced as under HYBRID."""
    LAYOUT = "layout"
    """Not a choice but what a `Layouts` section (`Config(mesh=...)`) gives:
    every variable laid out over a device mesh, run SPMD on DTensor."""
    PIPELINE = "pipeline"
    """Not a choice but what a `Pipeline` section (`Config(schedule=...)`)
    gives: the step cut into stages fed micro-batches (docs/pipeline.md)."""


class ScheduleKind(enum.Enum):
    """Which pipeline schedule a stage's driver runs."""

    GPIPE = "gpipe"
    """All forwards, then all backwards; one synchronous update per mini-batch."""
    ONE_F_ONE_B = "1f1b"
    """PipeDream's one-forward-one-backward; an update after every backward."""


class Staleness(enum.Enum):
    """What a 1F1B stage does about the weights its micro-batches see."""

    VANILLA = "vanilla"
    """Forward and backward use whatever weights are current."""
    STASH = "stash"
    """PipeDream's weight stashing: the backward uses the weights its forward used."""
    SPECTRAIN = "spectrain"
    """SpecTrain: forward and backward use weights predicted for the moment
    the micro-batch's own update lands, W + s * v (v: the smoothed update)."""


DATA_PARALLEL_ARCHITECTURES = (Architecture.HYBRID, Architecture.ALLREDUCE, Architecture.PS,
                               Architecture.AUTO, Architecture.MIXED)
"""The architectures a user chooses in a `DataParallel` section
(`DataParallel.architecture`): where the data-parallel variables are placed.
LAYOUT and PIPELINE are not among them: they follow from a `Layouts` or a
`Pipeline` section."""

MEASURED = (Architecture.AUTO, Architecture.MIXED)
"""The architectures the running job decides by measuring before training:
their first plan keeps the parameter servers up (what is measured may use
them)."""

VARIABLE_PLACEMENTS = ("ps", "allreduce", "allgather")
"""What `Config(placements={name: ...})` may ask for one variable: the
parameter servers, AllReduce (a sparse gradient densified), or gathered
rows (sparse variables only)."""


class SyncMode(enum.Enum):
    """Whether workers wait for each other every step."""

    SYNC = "sync"
    ASYNC = "async"


class Aggregation(enum.Enum):
    """How gradients of the replicas are combined."""

    MEAN = "mean"
    SUM = "sum"


COLLECTIVES = ("auto", "horovod", "tensorflow")
"""The collective engines `Config(collectives=...)` names."""


def coerce_enum(field: str, value: Any, enum_type: type[enum.Enum]) -> Any:
    """`value` as a member of `enum_type` (its value or name, any case)."""
    if isinstance(value, enum_type):
        return value
    allowed = ", ".join(repr(m.value) for m in enum_type)
    if isinstance(value, str):
        for member in enum_type:
            if value.strip().lower() in (member.value, member.name.lower()):
                return member
    raise ConfigError(
        f"Config.{field}={value!r} is not allowed; use one of {allowed} "
        f"(or parallax_tf.{enum_type.__name__}.<NAME>)")


def choice(value: Any) -> Any:
    """A setting that names one of a few choices (an architecture, a
    placement, an engine, an eviction policy ...) is read in any case:
    `value` lowered when it is a string (docs/api.md)."""
    return value.strip().lower() if isinstance(value, str) else value


def _check_bool(field: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise ConfigError(f"Config.{field}={value!r} must be True or False")


def _check_int(field: str, value: Any, least: int, none_ok: bool = False,
               hint: str = "") -> None:
    if value is None and none_ok:
        return
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise ConfigError(f"Config.{field}={value!r} must be an integer >= {least}"
                          + (", or None" if none_ok else "") + hint)


def _set(obj: Any, name: str, value: Any) -> None:
    object.__setattr__(obj, name, value)


def _check_placements(value: Any) -> Optional[tuple[tuple[str, str], ...]]:
    """`DataParallel.placements` as sorted (name, placement) pairs."""
    if value is None:
        return None
    pairs = value.items() if isinstance(value, dict) else value
    try:
        out = tuple(sorted((name, choice(where)) for name, where in pairs))
    except (TypeError, ValueError):
        raise ConfigError(f"Config.placements={value!r} must map variable names to one of "
                          f"{', '.join(map(repr, VARIABLE_PLACEMENTS))}, e.g. "
                          "{'item/embeddings': 'ps'}") from None
    for name, where in out:
        if not isinstance(name, str) or not name or where not in VARIABLE_PLACEMENTS:
            raise ConfigError(f"Config.placements[{name!r}]={where!r}: give a variable name "
                              f"and one of {', '.join(map(repr, VARIABLE_PLACEMENTS))}")
    return out or None


@dataclasses.dataclass(frozen=True, kw_only=True)
class DataParallel:
    """Data parallelism: where variables live, how replicas synchronise."""

    architecture: Optional[Architecture] = None
    """HYBRID (the default), ALLREDUCE (Horovod-only baseline), PS (TF-PS
    baseline) or AUTO (timed on the job's cluster); None: the mode's default
    (HYBRID; a pipeline keeps every variable on its stage)."""

    sync: SyncMode = SyncMode.SYNC
    """SYNC: every step waits for all workers. ASYNC: server-placed variables
    are updated as each worker's gradient arrives (PS and HYBRID only)."""

    local_aggregation: bool = True
    """Sum the gradients of server-placed variables within a machine before
    sending them to the servers (one push per machine instead of one per worker)."""

    coalesce_transfers: bool = True
    """Pack the tensors and control edges a step sends from one task to
    another at the same moment into one message (docs/runtime.md#fewer-
    messages-per-step); False: one message per tensor, as TensorFlow sends
    them."""

    sparse_as_dense: Any = False
    """Sparse gradients of variables on AllReduce (the ALLREDUCE architecture,
    AUTO's ALLREDUCE candidate): False: AllGathered as rows (Horovod's
    default); True: summed into a table-sized dense gradient and AllReduced
    (Horovod's `sparse_as_dense`); "auto": per variable, whichever the byte
    model predicts moves fewer bytes (a gradient that lists most rows: a small
    vocabulary, alpha near 1; the plan shows both predictions); a list of
    variable names: those variables. Duplicate rows are summed before the
    update: exact for SGD, not for optimizers that square each listed row
    (Keras 3 Adagrad and Adam: sum of squares vs square of the sum), as with
    Horovod's flag (docs/concepts.md#sparse-as-dense)."""

    placements: Any = None
    """Per-variable overrides of the architecture's placement, by variable
    name: {"item/embeddings": "ps", "country/embeddings": "allreduce",
    "word/embeddings": "allgather"}. 'ps': on the parameter servers;
    'allreduce': replicated, its gradient AllReduced (a sparse one densified,
    as `sparse_as_dense`); 'allgather': replicated, its rows gathered (sparse
    only). Honoured by every architecture with servers where 'ps' is asked
    (docs/concepts.md#mixed)."""

    dense_aggregation: Aggregation = Aggregation.MEAN
    """How dense gradients of the replicas are combined: MEAN or SUM."""

    sparse_aggregation: Aggregation = Aggregation.MEAN
    """How sparse gradients of the replicas are combined: MEAN or SUM."""

    num_partitions: Optional[int] = None
    """Shards for each variable created under `partitioner()` that gives no
    count of its own. None: one shard per machine (the search's start point)."""

    collectives: str = "auto"
    """The engine of AllReduce, AllGather and broadcast between workers:
    'tensorflow' (TensorFlow's own collective ops over the job's gRPC
    servers; nothing to compile), 'horovod' (Horovod's ops; Horovod built
    and installed, docs/install.md, and the job launched with `parallax-tf
    run --collectives horovod`) or 'auto' (the launch's engine: TensorFlow's
    unless launched with `--collectives horovod`)."""

    def __post_init__(self) -> None:
        if self.architecture is not None:
            arch = coerce_enum("architecture", self.architecture, Architecture)
            if arch not in DATA_PARALLEL_ARCHITECTURES:
                what = "a mesh: Config(mesh='batch:2;model:2', layout_rules=...)" \
                    if arch is Architecture.LAYOUT else \
                    "a schedule: Config(schedule='gpipe' or '1f1b', microbatches=M)"
                raise ConfigError(f"Config(architecture={arch.value.upper()}) needs {what}; "
                                  "the architecture follows from it")
            _set(self, "architecture", arch)
        for name, enum_type in (("sync", SyncMode), ("dense_aggregation", Aggregation),
                                ("sparse_aggregation", Aggregation)):
            _set(self, name, coerce_enum(name, getattr(self, name), enum_type))
        _check_bool("local_aggregation", self.local_aggregation)
        _check_bool("coalesce_transfers", self.coalesce_transfers)
        _set(self, "collectives", choice(self.collectives))
        if self.collectives not in COLLECTIVES:
            raise ConfigError(f"Config.collectives={self.collectives!r} must be one of "
                              f"{', '.join(map(repr, COLLECTIVES))}")
        value = self.sparse_as_dense
        if choice(value) == "auto":
            value = "auto"
            _set(self, "sparse_as_dense", value)
        if isinstance(value, (list, tuple)) and value and all(
                isinstance(n, str) and n for n in value):
            _set(self, "sparse_as_dense", tuple(value))
        elif not (isinstance(value, bool) or value == "auto"):
            raise ConfigError(f"Config.sparse_as_dense={value!r} must be False, True, 'auto' or "
                              "a non-empty list of variable names (e.g. "
                              "['embedding/embeddings'])")
        _set(self, "placements", _check_placements(self.placements))
        if self.num_partitions is not None and (
                isinstance(self.num_partitions, bool)
                or not isinstance(self.num_partitions, int) or self.num_partitions < 1):
            raise ConfigError(
                f"Config.num_partitions={self.num_partitions!r} must be a positive "
                "integer, or None for one shard per machine")

    @property
    def placing(self) -> Architecture:
        """The architecture that places the variables: HYBRID when the
        section leaves it to its default."""
        return self.architecture or Architecture.HYBRID

    @property
    def may_use_servers(self) -> bool:
        """Whether a job may put variables on the parameter servers: every
        architecture but ALLREDUCE (AUTO and MIXED time candidates that do)."""
        return self.architecture is not Architecture.ALLREDUCE

    @property
    def measures_first(self) -> bool:
        """AUTO and MIXED: the job measures its links and times candidates,
        on the servers too, before it trains with the plan it chose."""
        return self.architecture in MEASURED

    def features(self) -> list[str]:
        """This section's features in the composition table (`config/compose.py`)."""
        out = [self.architecture.value] if self.architecture is not None else []
        for name, present in (("async", self.sync is SyncMode.ASYNC),
                              ("num_partitions", (self.num_partitions or 1) > 1),
                              ("tensorflow_collectives", self.collectives == "tensorflow"),
                              ("placements", bool(self.placements)),
                              ("ps_placements", "ps" in dict(self.placements or ()).values())):
            if present:
                out.append(name)
        return out


@dataclasses.dataclass(frozen=True, kw_only=True)
class Pipeline:
    """Pipelined model parallelism (docs/pipeline.md); present: a pipeline."""

    schedule: ScheduleKind = ScheduleKind.GPIPE
    """'gpipe' (all forwards, then all backwards, one synchronous update per
    mini-batch: exactly single-device training) or '1f1b' (PipeDream: an
    update after every backward, with a `staleness` treatment). The stages
    are the step's split scopes (`px.split(k)`), or `pipeline_stages` cut
    automatically."""

    pipeline_stages: Optional[int] = None
    """Cut a step without split scopes into this many contiguous stages,
    balanced by measured per-layer compute time (then parameter bytes)."""

    microbatches: Optional[int] = None
    """Micro-batches per mini-batch (the batch given to `runner.run` is split
    in this many equal parts along its first dim); None: 2 x stages."""

    staleness: Optional[Staleness] = None
    """1F1B only: 'vanilla' (current weights), 'stash' (PipeDream's weight
    stashing) or 'spectrain' (predicted weights; the 1F1B default)."""

    spectrain_gamma: Optional[float] = None
    """SpecTrain's smoothing of the weights' updates, v <- g v + (1 - g) dW,
    in [0, 1); None: 0 for optimizers that keep per-variable state (momentum,
    Adam: their update is already smoothed, as in the paper), else 0.9."""

    spectrain_versions: Optional[str] = None
    """How many updates SpecTrain predicts over: 'paper' (the default for
    staleness='spectrain': the paper's Eq. 5/6, floor(k/2) + S-k-1 forward,
    floor(k/2) backward) or 'schedule' (each action's gap in the schedule:
    1F1B's steady state gives S-k-1 forward, 0 backward). The paper's train
    better (docs/pipeline.md, "Why SpecTrain lost accuracy")."""

    def __post_init__(self) -> None:
        _set(self, "schedule", coerce_enum("schedule", self.schedule, ScheduleKind))
        if self.staleness is not None:
            _set(self, "staleness", coerce_enum("staleness", self.staleness, Staleness))
        _check_int("pipeline_stages", self.pipeline_stages, 1, none_ok=True)
        _check_int("microbatches", self.microbatches, 1, none_ok=True)
        gamma = self.spectrain_gamma
        if gamma is not None and (isinstance(gamma, bool) or not isinstance(gamma, (int, float))
                                  or not 0.0 <= gamma < 1.0):
            raise ConfigError(f"Config.spectrain_gamma={gamma!r} must be a number in [0, 1) "
                              "(the paper uses 0.9), or None to choose by the optimizer")
        if self.schedule is ScheduleKind.GPIPE and (self.staleness is not None
                                                    or self.spectrain_gamma is not None):
            raise ConfigError(
                f"Config(schedule='gpipe', staleness={_value(self.staleness)!r}): GPipe updates "
                "once per mini-batch from every micro-batch's gradient, so nothing is stale; "
                "staleness treatments (vanilla, stash, spectrain) belong to schedule='1f1b'")
        if self.schedule is ScheduleKind.ONE_F_ONE_B and self.staleness is None:
            _set(self, "staleness", Staleness.SPECTRAIN)
        _set(self, "spectrain_versions", choice(self.spectrain_versions))
        if self.spectrain_versions not in (None, "schedule", "paper"):
            raise ConfigError(f"Config.spectrain_versions={self.spectrain_versions!r} is not "
                              "allowed; use 'paper' (the default) or 'schedule'")
        if self.spectrain_versions is not None and self.staleness is not Staleness.SPECTRAIN:
            raise ConfigError(f"Config(spectrain_versions={self.spectrain_versions!r}) only "
                              "tunes staleness='spectrain'")
        if self.staleness is Staleness.SPECTRAIN and self.spectrain_versions is None:
            _set(self, "spectrain_versions", "paper")
        if gamma is not None and self.staleness is not Staleness.SPECTRAIN:
            raise ConfigError(f"Config.spectrain_gamma={gamma!r} with staleness="
                              f"{_value(self.staleness)!r}: it only tunes staleness='spectrain'")

    def features(self) -> list[str]:
        """This section's features in the composition table (`config/compose.py`)."""
        return ["pipeline", *(["1f1b"] if self.schedule is ScheduleKind.ONE_F_ONE_B else [])]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Layouts:
    """Mesh-style layouts on DTensor (docs/layouts.md); present: a layout job."""

    mesh: Any
    """The job's devices on named axes, `"batch:2;model:2"` (Mesh TF's
    syntax), `[("batch", 2), ("model", 2)]`, a dict or a
    `keras.distribution.DeviceMesh`. Stored as a tuple of (axis, size)."""

    layout_rules: Any = ()
    """Tensor dim name -> mesh axis, `"batch:batch;d_ff:model"`, a dict or
    pairs; or a `keras.distribution.LayoutMap` (per-variable axes by name
    pattern; it also gives the mesh). Stored as a tuple of (dim, axis)."""

    dim_names: Any = ()
    """Names of the dims of the step's variables, by a regular expression
    matching the whole variable name: `{"emb/embeddings": ("vocab",
    "d_model")}`; None for an unnamed dim. Inputs' leading dim is `batch`."""

    devices_per_task: Optional[int] = None
    """Mesh devices each task holds (logical CPU devices of its process);
    None: the mesh's devices divided by the job's tasks (1 on GPU workers)."""

    variable_layouts: Any = ()
    """Per-variable mesh axes by name pattern (what a LayoutMap gives),
    applied before `dim_names`; usually set through `layout_rules=LayoutMap`."""

    def __post_init__(self) -> None:
        mesh, rules, variable_axes = self.mesh, self.layout_rules, self.variable_layouts
        if mesh_vocab.is_layout_map(rules):
            map_mesh, variable_axes = mesh_vocab.from_layout_map(rules)
            if mesh is not None and mesh_vocab.parse_mesh(mesh) != map_mesh:
                raise ConfigError(
                    f"Config(mesh={mesh!r}) differs from the LayoutMap's device mesh "
                    f"{mesh_vocab.format_mesh(map_mesh)!r}; drop mesh= (the LayoutMap gives it)")
            mesh, rules = map_mesh, ()
        if mesh is None:
            raise ConfigError(
                "Config has layout_rules/dim_names/devices_per_task but no mesh; give the "
                "mesh too, e.g. Config(mesh='batch:2;model:2', layout_rules=...)")
        mesh = mesh_vocab.parse_mesh(mesh)
        _set(self, "mesh", mesh)
        _set(self, "layout_rules", mesh_vocab.parse_rules(rules or (), mesh))
        _set(self, "dim_names", mesh_vocab.parse_dim_names(self.dim_names))
        _set(self, "variable_layouts", mesh_vocab.parse_variable_axes(variable_axes or (), mesh))
        mesh_vocab.check_dims_against_rules(self.dim_names, self.layout_rules)
        if self.devices_per_task is not None and (
                isinstance(self.devices_per_task, bool)
                or not isinstance(self.devices_per_task, int) or self.devices_per_task < 1):
            raise ConfigError(f"Config.devices_per_task={self.devices_per_task!r} must be a "
                              "positive integer, or None to divide the mesh over the tasks")

    def features(self) -> list[str]:
        """This section's features in the composition table (`config/compose.py`)."""
        return ["layout"]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Checkpointing:
    """Where checkpoints go and how often (docs/faults.md)."""

    checkpoint_dir: Optional[str] = None
    """Where `Runner.save` writes by default and where search decisions are cached."""

    checkpoint_every: Any = None
    """Periodic checkpoints into `checkpoint_dir` (docs/faults.md): an int
    (every N steps) or a string ('100 steps', '30s', '10 min'); the chief
    writes each atomically (ckpt-<step>, named in the folder's index file).
    With it, a job whose `checkpoint_dir` holds a checkpoint resumes from it
    before its first step: variables, optimizer state, the step counter
    (`runner.start_step`: skip that many batches) and the stateful random
    ops' position. None: only `runner.save()` writes."""

    keep_checkpoints: int = 3
    """How many of the latest checkpoints in `checkpoint_dir` are kept."""

    def __post_init__(self) -> None:
        if self.checkpoint_dir is not None and (not isinstance(self.checkpoint_dir, str)
                                                or not self.checkpoint_dir.strip()):
            raise ConfigError(
                f"Config.checkpoint_dir={self.checkpoint_dir!r} must be a non-empty path string "
                "(a folder) or None")
        _set(self, "checkpoint_every", parse_every(self.checkpoint_every))
        _check_int("keep_checkpoints", self.keep_checkpoints, 1)
        if self.checkpoint_every is not None and self.checkpoint_dir is None:
            raise ConfigError(f"Config(checkpoint_every=...) ({self.checkpoint_every}) needs "
                              "Config(checkpoint_dir=...): the folder the checkpoints "
                              "go to and a restarted job resumes from")

    def features(self) -> list[str]:
        return []


TUNES = ("prune", "predict", "time")
"""`Config(tune=...)`'s values: how AUTO and MIXED choose."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Search:
    """The searches before training: the partition count (docs/search.md),
    and how AUTO and MIXED choose (docs/planner.md)."""

    search_partitions: bool = False
    """Search the number of partitions with the cost model before training."""

    search_warmup: int = 2
    """Untimed steps before each of the search's measurements."""

    search_iterations: int = 5
    """Timed steps per measurement of the search (their median counts)."""

    tune: str = "prune"
    """How AUTO and MIXED choose their architecture (docs/planner.md#choosing):
    'prune' predicts every candidate's step time and times only those
    predicted within the estimator's measured error of the best, at most 2
    (none when one stands out); 'predict' times none (the predicted best);
    'time' times every candidate (as before 2026-12-02)."""

    def __post_init__(self) -> None:
        _check_bool("search_partitions", self.search_partitions)
        _check_int("search_warmup", self.search_warmup, 0)
        _check_int("search_iterations", self.search_iterations, 1)
        if self.tune not in TUNES:
            raise ConfigError(f"Config.tune={self.tune!r} must be one of {', '.join(TUNES)}: "
                              "'prune' (the default) times the candidates the prediction "
                              "cannot tell apart, 'predict' none, 'time' all")

    def features(self) -> list[str]:
        """This section's features in the composition table (`config/compose.py`)."""
        return (["search_partitions"] if self.search_partitions else []) + \
            (["tune"] if self.tune != "prune" else [])


@dataclasses.dataclass(frozen=True, kw_only=True)
class Observability:
    """What the job reports and when it gives up (docs/faults.md, docs/api.md)."""

    logdir: Optional[str] = None
    """Runtime metrics to TensorBoard: every worker writes step time,
    throughput, its machine's bytes per step and (from traced steps)
    communication vs compute time to LOGDIR/worker_<i>
    (runtime/metrics.py, docs/api.md#runtime-metrics)."""

    step_timeout: Optional[float] = None
    """Seconds the launcher lets the job go without a step while a worker
    waits inside one, after the first step (launch/heartbeat.py); the
    first step gets 300 s. None: 20 x the median measured step time, at
    least 30 s. Longer than the longest pause between two runner.run calls
    (an evaluation on the chief while the others wait)."""

    stop_on_nan: bool = False
    """A step that returns a non-finite floating value (a NaN or infinite
    loss) ends the job, naming the step and the worker; False: a warning,
    once per worker, and training goes on."""

    def __post_init__(self) -> None:
        if self.step_timeout is not None and (
                isinstance(self.step_timeout, bool)
                or not isinstance(self.step_timeout, (int, float))
                or not 0 < self.step_timeout < float("inf")):
            raise ConfigError(f"Config.step_timeout={self.step_timeout!r} must be a finite "
                              "number of seconds > 0, or None for the default (20 x the step "
                              "time, at least 30 s)")
        if not isinstance(self.stop_on_nan, bool):
            raise ConfigError(f"Config.stop_on_nan={self.stop_on_nan!r} must be True or False")
        if self.logdir is not None and (not isinstance(self.logdir, str) or not self.logdir):
            raise ConfigError(f"Config.logdir={self.logdir!r} must be a non-empty path string "
                              "(the folder TensorBoard reads) or None")

    def features(self) -> list[str]:
        return []


def _value(x: Any) -> Any:
    return x.value if isinstance(x, enum.Enum) else x


SECTIONS: dict[str, type] = {
    "data": DataParallel, "pipeline": Pipeline, "layout": Layouts,
    "checkpoint": Checkpointing, "search": Search, "observe": Observability,
}
"""Config's dataclass sections by their keyword (weak_sync, stragglers and
chunks are values of their own types)."""

FLAT: dict[str, str] = {f.name: key for key, cls in SECTIONS.items()
                        for f in dataclasses.fields(cls)}
"""Every flat keyword of `Config(...)` -> its section's keyword."""

OPTIONAL = ("pipeline", "layout")
"""Sections present only when given: each selects a mode of its own
(`registry.py`)."""

REGISTERED: dict[str, type] = {}
"""Sections of modes registered outside the library, by keyword
(`register_section`): each a frozen dataclass with a `features()` method."""


def register_section(keyword: str, kind: type) -> None:
    """Let `Config(keyword=kind(...))` hold a registered mode's section (the
    mode's row in `registry.py` names the same keyword)."""
    if keyword in SECTIONS or keyword in FLAT or keyword in ("weak_sync", "chunks",
                                                             "stragglers", "row_cache", "extra"):
        raise ConfigError(f"Config already has a field named {keyword!r}")
    if not dataclasses.is_dataclass(kind) or not callable(getattr(kind, "features", None)):
        raise ConfigError(f"section {kind!r} must be a dataclass with a features() method")
    REGISTERED[keyword] = kind


def unregister_section(keyword: str) -> None:
    REGISTERED.pop(keyword, None)


def mode_sections() -> tuple[str, ...]:
    """The keywords of every section that selects a mode of its own."""
    return (*OPTIONAL, *REGISTERED)
