"""`Config`: how a training step is distributed.

A frozen, keyword-only dataclass. String values are accepted for enum fields
(``architecture="ps"``) and converted; unknown or contradictory values raise
`ConfigError` naming the field, the value, what is allowed and a way out.
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Any, ClassVar, Optional

from parallax_tf.errors import ConfigError
from parallax_tf.plan import chunks as chunking  # pure: no TensorFlow
from parallax_tf.plan import mesh as mesh_vocab  # pure: no TensorFlow
from parallax_tf.plan import weak_sync as weak  # pure: no TensorFlow
from parallax_tf.plan.schedule import ScheduleKind, Staleness  # pure: no TensorFlow
from parallax_tf.runtime.periodic import parse_every


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
    LAYOUT = "layout"
    """Mesh-style layouts: every variable laid out over a device mesh by
    layout rules, run SPMD on DTensor (what `Config(mesh=...)` selects)."""
    PIPELINE = "pipeline"
    """Pipelined model parallelism: the step cut into stages, one task each,
    fed micro-batches by a schedule (what `Config(schedule=...)` or
    `Config(pipeline_stages=...)` selects; docs/pipeline.md)."""


class SyncMode(enum.Enum):
    """Whether workers wait for each other every step."""

    SYNC = "sync"
    ASYNC = "async"


class Aggregation(enum.Enum):
    """How gradients of the replicas are combined."""

    MEAN = "mean"
    SUM = "sum"


def _coerce_enum(field: str, value: Any, enum_type: type[enum.Enum]) -> enum.Enum:
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


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _value(x: Any) -> Any:
    return x.value if isinstance(x, enum.Enum) else x


def _check_bool(field: str, value: Any) -> None:
    if not isinstance(value, bool):
        raise ConfigError(f"Config.{field}={value!r} must be True or False")


COLLECTIVES = ("auto", "horovod", "tensorflow")
"""The collective engines `Config(collectives=...)` names."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Config:
    """How parallax_tf distributes a training step (the paper's ParallaxConfig)."""

    architecture: Optional[Architecture] = None
    """HYBRID (default), ALLREDUCE (Horovod-only baseline) or PS (TF-PS
    baseline); LAYOUT (the default when `mesh` is given) lays every variable
    out over the mesh (docs/layouts.md)."""

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

    dense_aggregation: Aggregation = Aggregation.MEAN
    """How dense gradients of the replicas are combined: MEAN or SUM."""

    sparse_aggregation: Aggregation = Aggregation.MEAN
    """How sparse gradients of the replicas are combined: MEAN or SUM."""

    num_partitions: Optional[int] = None
    """Shards for each variable created under `partitioner()` that gives no
    count of its own. None: one shard per machine (the search's start point)."""

    search_partitions: bool = False
    """Search the number of partitions with the cost model before training."""

    search_warmup: int = 2
    """Untimed steps before each of the search's measurements."""

    search_iterations: int = 5
    """Timed steps per measurement of the search (their median counts)."""

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

    logdir: Optional[str] = None
    """Runtime metrics to TensorBoard: every worker writes step time,
    throughput, its machine's bytes per step and (from traced steps)
    communication vs compute time to LOGDIR/worker_<i>
    (runtime/metrics.py, docs/api.md#runtime-metrics)."""

    chunks: Any = "tensor"
    """How dense gradients are AllReduced (docs/chunks.md): 'tensor' (each
    its own AllReduce, Horovod fuses what is ready: the default), 'all' (one
    grouped AllReduce after backprop), k (chunks of k consecutive layers in
    backward order, the CPU-GPU paper's rule), a size ('4MiB',
    `ChunkBytes(n)`: chunks of at least n bytes) or 'search'
    (`ChunkSearch(interval, step, range, confirm)`: k chosen while training)."""

    mesh: Any = None
    """Mesh-style layouts: the job's devices on named axes, `"batch:2;model:2"`
    (Mesh TF's syntax), `[("batch", 2), ("model", 2)]`, a dict or a
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

    schedule: Optional[ScheduleKind] = None
    """Pipelined model parallelism (docs/pipeline.md): 'gpipe' (all forwards,
    then all backwards, one synchronous update per mini-batch: exactly
    single-device training) or '1f1b' (PipeDream: an update after every
    backward, with a `staleness` treatment). The stages are the step's split
    scopes (`px.split(k)`), or `pipeline_stages` cut automatically. None: no
    pipeline (unless `pipeline_stages` is given: then GPIPE)."""

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

    weak_sync: Any = None
    """Weak synchronisation of the parameter servers (docs/weak_sync.md):
    `px.WeakSync(num_required=c, pull_fraction=b, push_wait=tau1,
    pull_wait=tau2)`: a server-placed variable updates once c workers
    pushed a gradient for its current version, a worker steps once a
    fraction b of its server variables arrived newer; None: synchronous."""

    stragglers: Any = None
    """Injected delays for tests and benchmarks (`px.Stragglers(...)`): a
    worker's compute, a server's responses; None: none."""

    spectrain_versions: Optional[str] = None
    """How many updates SpecTrain predicts over: 'paper' (the default for
    staleness='spectrain': the paper's Eq. 5/6, floor(k/2) + S-k-1 forward,
    floor(k/2) backward) or 'schedule' (each action's gap in the schedule:
    1F1B's steady state gives S-k-1 forward, 0 backward). The paper's train
    better (docs/pipeline.md, "Why SpecTrain lost accuracy")."""

    collectives: str = "auto"
    """The engine of AllReduce, AllGather and broadcast between workers:
    'horovod' (Horovod's ops; needs `pip install parallax_tf[horovod]`),
    'tensorflow' (TensorFlow's own collective ops over the job's gRPC
    servers; nothing to compile) or 'auto' (Horovod where the launcher
    found it installed, TensorFlow's otherwise; `parallax-tf run
    --collectives` overrides it for a launch)."""

    _architecture_given: ClassVar[bool] = False
    """Not a field: each instance's own is set by `__post_init__` (`architecture_given`)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_architecture_given", self.architecture is not None)
        if self.collectives not in COLLECTIVES:
            raise ConfigError(f"Config.collectives={self.collectives!r} must be one of "
                              f"{', '.join(map(repr, COLLECTIVES))}")
        self._pipeline_fields()
        self._layout_fields()
        self._weak_fields()
        object.__setattr__(self, "chunks", chunking.parse_chunks(self.chunks))
        for name, enum_type in (("architecture", Architecture), ("sync", SyncMode),
                                ("dense_aggregation", Aggregation),
                                ("sparse_aggregation", Aggregation)):
            object.__setattr__(self, name,
                               _coerce_enum(name, getattr(self, name), enum_type))
        _check_bool("local_aggregation", self.local_aggregation)
        _check_bool("coalesce_transfers", self.coalesce_transfers)
        _check_bool("search_partitions", self.search_partitions)
        self._sparse_as_dense_field()
        if self.num_partitions is not None and (
                isinstance(self.num_partitions, bool)
                or not isinstance(self.num_partitions, int) or self.num_partitions < 1):
            raise ConfigError(
                f"Config.num_partitions={self.num_partitions!r} must be a positive "
                "integer, or None for one shard per machine")
        for name, least in (("search_warmup", 0), ("search_iterations", 1)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                raise ConfigError(f"Config.{name}={value!r} must be an integer >= {least}")
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
        if self.checkpoint_dir is not None and (not isinstance(self.checkpoint_dir, str)
                                                or not self.checkpoint_dir.strip()):
            raise ConfigError(
                f"Config.checkpoint_dir={self.checkpoint_dir!r} must be a non-empty path string "
                "(a folder) or None")
        self._checkpoint_fields()
        if self.architecture is Architecture.ALLREDUCE and self.sync is SyncMode.ASYNC:
            raise ConfigError(
                "Config(architecture=ALLREDUCE, sync=ASYNC) is contradictory: AllReduce "
                "is synchronous by nature; use sync=SYNC, or architecture=PS/HYBRID "
                "for asynchronous server-placed variables")
        if self.architecture is Architecture.AUTO and self.sync is SyncMode.ASYNC:
            raise ConfigError(
                "Config(architecture=AUTO, sync=ASYNC): AUTO times synchronous candidates "
                "(HYBRID, ALLREDUCE, PS) and ALLREDUCE cannot be asynchronous; choose "
                "architecture='ps' or 'hybrid' for asynchronous training, or drop sync=ASYNC")
        if self.architecture is Architecture.LAYOUT and self.sync is SyncMode.ASYNC:
            raise ConfigError("Config(mesh=..., sync=ASYNC): laid-out training is synchronous "
                              "(SPMD on DTensor); drop sync=ASYNC")
        if self.chunks != chunking.TENSOR and self.architecture in (Architecture.LAYOUT,
                                                                    Architecture.PS):
            raise ConfigError(
                f"Config(chunks={self.chunks!r}, architecture={self.architecture.value!r}): "
                "chunks group the AllReduces of dense gradients, which "
                + ("DTensor schedules itself" if self.is_layout else "the PS architecture has "
                   "none of") + "; drop chunks=")
        if self.search_partitions and self.num_partitions is not None:
            raise ConfigError(
                f"Config(search_partitions=True, num_partitions={self.num_partitions}) "
                "is contradictory: either search the number of partitions or fix it; "
                "drop one of the two")

    def _sparse_as_dense_field(self) -> None:
        value = self.sparse_as_dense
        if isinstance(value, bool) or value == "auto":
            return
        if isinstance(value, (list, tuple)) and value and all(
                isinstance(n, str) and n for n in value):
            object.__setattr__(self, "sparse_as_dense", tuple(value))
            return
        raise ConfigError(f"Config.sparse_as_dense={value!r} must be False, True, 'auto' or a "
                          "non-empty list of variable names (e.g. ['embedding/embeddings'])")

    def _checkpoint_fields(self) -> None:
        object.__setattr__(self, "checkpoint_every", parse_every(self.checkpoint_every))
        keep = self.keep_checkpoints
        if isinstance(keep, bool) or not isinstance(keep, int) or keep < 1:
            raise ConfigError(f"Config.keep_checkpoints={keep!r} must be an integer >= 1")
        if self.checkpoint_every is None:
            return
        if self.checkpoint_dir is None:
            raise ConfigError(f"Config(checkpoint_every=...) ({self.checkpoint_every}) needs "
                              "Config(checkpoint_dir=...): the folder the checkpoints "
                              "go to and a restarted job resumes from")

    def _layout_fields(self) -> None:
        """Parse and cross-check mesh, layout_rules, dim_names (plan/mesh.py)
        and resolve the architecture."""
        mesh, variable_axes = self.mesh, self.variable_layouts
        if mesh_vocab.is_layout_map(self.layout_rules):
            map_mesh, variable_axes = mesh_vocab.from_layout_map(self.layout_rules)
            if mesh is not None and mesh_vocab.parse_mesh(mesh) != map_mesh:
                raise ConfigError(
                    f"Config(mesh={mesh!r}) differs from the LayoutMap's device mesh "
                    f"{mesh_vocab.format_mesh(map_mesh)!r}; drop mesh= (the LayoutMap gives it)")
            mesh, rules = map_mesh, ()
        else:
            rules = self.layout_rules
        set_ = object.__setattr__
        if mesh is None:
            if rules or self.dim_names or variable_axes or self.devices_per_task is not None:
                raise ConfigError(
                    "Config has layout_rules/dim_names/devices_per_task but no mesh; give the "
                    "mesh too, e.g. Config(mesh='batch:2;model:2', layout_rules=...)")
            arch = Architecture.HYBRID if self.architecture is None else _coerce_enum(
                "architecture", self.architecture, Architecture)
            if arch is Architecture.PIPELINE and not self.is_pipeline:
                raise ConfigError("Config(architecture=PIPELINE) needs a schedule: "
                                  "Config(schedule='gpipe' or '1f1b', microbatches=M)")
            if arch is Architecture.LAYOUT:
                raise ConfigError("Config(architecture=LAYOUT) needs a mesh: "
                                  "Config(mesh='batch:2;model:2', layout_rules=...)")
            set_(self, "architecture", arch)
            set_(self, "layout_rules", ())
            set_(self, "dim_names", ())
            set_(self, "variable_layouts", ())
            return
        mesh = mesh_vocab.parse_mesh(mesh)
        set_(self, "mesh", mesh)
        set_(self, "layout_rules", mesh_vocab.parse_rules(rules or (), mesh))
        set_(self, "dim_names", mesh_vocab.parse_dim_names(self.dim_names))
        set_(self, "variable_layouts", mesh_vocab.parse_variable_axes(variable_axes or (), mesh))
        mesh_vocab.check_dims_against_rules(self.dim_names, self.layout_rules)
        if self.devices_per_task is not None and (
                isinstance(self.devices_per_task, bool)
                or not isinstance(self.devices_per_task, int) or self.devices_per_task < 1):
            raise ConfigError(f"Config.devices_per_task={self.devices_per_task!r} must be a "
                              "positive integer, or None to divide the mesh over the tasks")
        given = self.architecture
        if given is not None and _coerce_enum("architecture", given, Architecture) \
                is not Architecture.LAYOUT:
            raise ConfigError(
                f"Config(mesh={mesh_vocab.format_mesh(mesh)!r}, architecture={given!r}): a mesh "
                "lays every variable out on DTensor, which has no parameter servers or "
                "Horovod AllReduce; drop architecture= (data parallelism is the rule "
                "'batch:batch'), or drop mesh=")
        set_(self, "architecture", Architecture.LAYOUT)

    def _pipeline_fields(self) -> None:
        """Parse and cross-check the pipeline fields; a pipeline selects
        Architecture.PIPELINE."""
        set_ = object.__setattr__
        if self.schedule is not None:
            set_(self, "schedule", _coerce_enum("schedule", self.schedule, ScheduleKind))
        if self.staleness is not None:
            set_(self, "staleness", _coerce_enum("staleness", self.staleness, Staleness))
        for name, least in (("pipeline_stages", 1), ("microbatches", 1)):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or value < least):
                raise ConfigError(f"Config.{name}={value!r} must be an integer >= {least}, "
                                  "or None")
        gamma = self.spectrain_gamma
        if gamma is not None and (isinstance(gamma, bool) or not isinstance(gamma, (int, float))
                                  or not 0.0 <= gamma < 1.0):
            raise ConfigError(f"Config.spectrain_gamma={gamma!r} must be a number in [0, 1) "
                              "(the paper uses 0.9), or None to choose by the optimizer")
        if self.schedule is None and self.pipeline_stages is not None:
            set_(self, "schedule", ScheduleKind.GPIPE)
        if self.schedule is None:
            stray = [n for n in ("microbatches", "staleness", "spectrain_gamma")
                     if getattr(self, n) is not None]
            if stray:
                raise ConfigError(
                    f"Config({', '.join(f'{n}=...' for n in stray)}) without a pipeline: give "
                    "schedule='gpipe' or '1f1b' (or pipeline_stages=S), or drop them")
            return
        if self.schedule is ScheduleKind.GPIPE and (self.staleness is not None
                                                    or self.spectrain_gamma is not None):
            raise ConfigError(
                f"Config(schedule='gpipe', staleness={_value(self.staleness)!r}): GPipe updates "
                "once per mini-batch from every micro-batch's gradient, so nothing is stale; "
                "staleness treatments (vanilla, stash, spectrain) belong to schedule='1f1b'")
        if self.schedule is ScheduleKind.ONE_F_ONE_B and self.staleness is None:
            set_(self, "staleness", Staleness.SPECTRAIN)
        if self.spectrain_versions not in (None, "schedule", "paper"):
            raise ConfigError(f"Config.spectrain_versions={self.spectrain_versions!r} is not "
                              "allowed; use 'paper' (the default) or 'schedule'")
        if self.spectrain_versions is not None and self.staleness is not Staleness.SPECTRAIN:
            raise ConfigError(f"Config(spectrain_versions={self.spectrain_versions!r}) only "
                              "tunes staleness='spectrain'")
        if self.staleness is Staleness.SPECTRAIN and self.spectrain_versions is None:
            set_(self, "spectrain_versions", "paper")
        if self.spectrain_gamma is not None and self.staleness is not Staleness.SPECTRAIN:
            raise ConfigError(f"Config.spectrain_gamma={gamma!r} with staleness="
                              f"{_value(self.staleness)!r}: it only tunes staleness='spectrain'")
        arch = self.architecture
        if arch is not None and _coerce_enum("architecture", arch, Architecture) \
                is not Architecture.PIPELINE:
            raise ConfigError(
                f"Config(schedule={self.schedule.value!r}, architecture={_value(arch)!r}): a "
                "pipeline keeps every variable on its stage (data parallelism across pipeline "
                "replicas AllReduces each stage's gradients); drop architecture=")
        mixed = [n for n, bad in (("mesh", self.mesh is not None),
                                  ("sync=ASYNC", _coerce_enum("sync", self.sync, SyncMode)
                                                 is SyncMode.ASYNC),
                                  ("chunks", chunking.parse_chunks(self.chunks) != chunking.TENSOR),
                                  ("search_partitions", self.search_partitions is True))
                 if bad]
        if mixed:
            raise ConfigError(
                f"Config(schedule={self.schedule.value!r}) cannot be combined with "
                f"{', '.join(mixed)}: a pipeline has no parameter servers, chunked AllReduce "
                "or mesh; drop one of them")
        set_(self, "architecture", Architecture.PIPELINE)

    def _weak_fields(self) -> None:
        """Parse `weak_sync` and `stragglers` (plan/weak_sync.py)."""
        try:
            object.__setattr__(self, "weak_sync", weak.parse_weak_sync(self.weak_sync))
            object.__setattr__(self, "stragglers", weak.parse_stragglers(self.stragglers))
        except weak.WeakSyncError as e:
            raise ConfigError(f"Config: {e}") from None
        if self.weak_sync is None:
            return
        arch = _coerce_enum("architecture", self.architecture, Architecture)
        clash = [n for n, bad in (
            (f"architecture={arch.value!r}", arch not in (Architecture.PS, Architecture.HYBRID)),
            ("sync=ASYNC", _coerce_enum("sync", self.sync, SyncMode) is SyncMode.ASYNC),
            ("search_partitions=True", self.search_partitions is True)) if bad]
        if clash:
            raise ConfigError(
                f"Config(weak_sync=...) with {', '.join(clash)}: weak synchronisation is a "
                "policy of the parameter servers' synchronous updates (architecture 'ps' or "
                "'hybrid', sync=SYNC); drop one of them")

    @property
    def architecture_given(self) -> bool:
        """Whether the architecture was chosen (by the user, or derived by
        `dataclasses.replace` from a Config), not left to its default: the
        launcher's `parallax-tf run -a` only fills in a default."""
        return self._architecture_given

    @property
    def is_pipeline(self) -> bool:
        """Pipelined model parallelism (docs/pipeline.md)."""
        return self.schedule is not None

    @property
    def is_layout(self) -> bool:
        """Mesh-style layouts (DTensor) rather than parameter servers/AllReduce."""
        return self.architecture is Architecture.LAYOUT

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serialisable dict (enums as their string values, tuples as lists)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, enum.Enum) else _jsonable(value)
        out["chunks"] = chunking.chunks_to_json(self.chunks)
        every = self.checkpoint_every
        out["checkpoint_every"] = None if every is None else every.steps or f"{every.seconds}s"
        for name in ("weak_sync", "stragglers"):
            value = getattr(self, name)
            out[name] = None if value is None else value.to_dict()
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Config":
        """Inverse of `to_dict`; unknown keys raise `ConfigError`."""
        if not isinstance(data, dict):
            raise ConfigError(f"a Config must be read from a dict, got {type(data).__name__}")
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ConfigError(
                f"unknown Config field(s) {unknown}; known fields: {sorted(known)}")
        if data.get("spectrain_versions") == "schedule" and data.get("staleness") != "spectrain":
            # written before 2026-11-27, when 'schedule' was every Config's default
            data = {**data, "spectrain_versions": None}
        return cls(**data)
