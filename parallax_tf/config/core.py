"""`Config`: how a training step is distributed, in sections.

A frozen dataclass of sections (`config/sections.py`), each validating
itself: `data` (always), `pipeline` and `layout` (present: the job is a
pipeline / runs on DTensor), `weak_sync`, `chunks`, `checkpoint`, `search`,
`observe`, `stragglers`. The mode follows from which sections are present.
Today's flat keywords keep working and each maps to its section
(`Config(schedule="1f1b", microbatches=8)` is
`Config(pipeline=Pipeline(schedule="1f1b", microbatches=8))`); every flat
name also reads back as a property (`config.microbatches`). Whether the
sections combine is decided by one table (`config/compose.py`,
docs/composition.md); every refusal names it.
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Any, Optional

from parallax_tf.config import chunking, compose
from parallax_tf.config import mesh as mesh_vocab
from parallax_tf.config import weak_sync as weak
from parallax_tf.config.sections import (
    FLAT,
    SECTIONS,
    Aggregation,
    Architecture,
    Checkpointing,
    DataParallel,
    Layouts,
    Observability,
    Pipeline,
    ScheduleKind,
    Search,
    Staleness,
    SyncMode,
    coerce_enum,
)
from parallax_tf.errors import ConfigError

_OWN = ("weak_sync", "stragglers", "chunks")
"""Keywords that are sections of their own types, not fields of a dataclass section."""


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _fields(section: Any) -> dict[str, Any]:
    return {f.name: getattr(section, f.name) for f in dataclasses.fields(section)}


@dataclasses.dataclass(frozen=True, init=False)
class Config:
    """How parallax_tf distributes a training step (the paper's ParallaxConfig).

    Keyword-only: sections (`data=px.DataParallel(...)`, `pipeline=px.Pipeline(...)`,
    `layout=px.Layouts(...)`, `weak_sync=px.WeakSync(...)`, `chunks=...`,
    `checkpoint=px.Checkpointing(...)`, `search=px.Search(...)`,
    `observe=px.Observability(...)`), or any of their fields as flat keywords."""

    data: DataParallel
    """Data parallelism: architecture, sync, aggregation, partitions, collectives."""
    pipeline: Optional[Pipeline]
    """A pipeline (docs/pipeline.md); None: no pipeline."""
    layout: Optional[Layouts]
    """Mesh-style layouts on DTensor (docs/layouts.md); None: no mesh."""
    weak_sync: Optional[weak.WeakSync]
    """Weak synchronisation of the parameter servers (docs/weak_sync.md):
    `px.WeakSync(num_required=c, pull_fraction=b, push_wait=tau1,
    pull_wait=tau2)`: a server-placed variable updates once c workers
    pushed a gradient for its current version, a worker steps once a
    fraction b of its server variables arrived newer; None: synchronous."""
    chunks: Any
    """How dense gradients are AllReduced (docs/chunks.md): 'tensor' (each
    its own AllReduce, Horovod fuses what is ready: the default), 'all' (one
    grouped AllReduce after backprop), k (chunks of k consecutive layers in
    backward order, the CPU-GPU paper's rule), a size ('4MiB',
    `ChunkBytes(n)`: chunks of at least n bytes) or 'search'
    (`ChunkSearch(interval, step, range, confirm)`: k chosen while training)."""
    checkpoint: Checkpointing
    """Checkpoints: folder, period, how many are kept (docs/faults.md)."""
    search: Search
    """The partition search (docs/search.md)."""
    observe: Observability
    """Metrics, the step watchdog's limit, what a NaN does."""
    stragglers: Optional[weak.Stragglers]
    """Injected delays for tests and benchmarks (`px.Stragglers(...)`): a
    worker's compute, a server's responses; None: none."""

    def __init__(self, *, data: Optional[DataParallel] = None,
                 pipeline: Optional[Pipeline] = None, layout: Optional[Layouts] = None,
                 weak_sync: Any = None, chunks: Any = chunking.TENSOR,
                 checkpoint: Optional[Checkpointing] = None, search: Optional[Search] = None,
                 observe: Optional[Observability] = None, stragglers: Any = None,
                 **flat: Any) -> None:
        unknown = sorted(set(flat) - set(FLAT))
        if unknown:
            raise ConfigError(f"unknown Config field(s) {unknown}; known: the sections "
                              "data, pipeline, layout, weak_sync, chunks, checkpoint, search, "
                              f"observe, stragglers and the flat fields {sorted(FLAT)}")
        given = {"data": data, "pipeline": pipeline, "layout": layout,
                 "checkpoint": checkpoint, "search": search, "observe": observe}
        for key, value in given.items():
            kind = SECTIONS[key]
            if value is not None and not isinstance(value, kind):
                raise ConfigError(f"Config({key}={value!r}) must be a "
                                  f"parallax_tf.{kind.__name__}(...) or None")
        mode = self._mode_from_architecture(flat)
        grouped: dict[str, dict[str, Any]] = {}
        for name, value in flat.items():
            grouped.setdefault(FLAT[name], {})[name] = value
        set_ = object.__setattr__
        for key in ("data", "checkpoint", "search", "observe"):
            section, changes = given[key], grouped.get(key, {})
            kind = SECTIONS[key]
            made = kind(**{**(_fields(section) if section is not None else {}), **changes}) \
                if changes or section is None else section
            set_(self, key, made)
        set_(self, "pipeline", self._pipeline(pipeline, grouped.get("pipeline", {})))
        set_(self, "layout", self._layout(layout, grouped.get("layout", {})))
        if mode is Architecture.PIPELINE and self.pipeline is None:
            raise ConfigError("Config(architecture=PIPELINE) needs a schedule: "
                              "Config(schedule='gpipe' or '1f1b', microbatches=M)")
        if mode is Architecture.LAYOUT and self.layout is None:
            raise ConfigError("Config(architecture=LAYOUT) needs a mesh: "
                              "Config(mesh='batch:2;model:2', layout_rules=...)")
        try:
            set_(self, "weak_sync", weak.parse_weak_sync(weak_sync))
            set_(self, "stragglers", weak.parse_stragglers(stragglers))
        except weak.WeakSyncError as e:
            raise ConfigError(f"Config: {e}") from None
        set_(self, "chunks", chunking.parse_chunks(chunks))
        compose.check(compose.features_of(self))

    @staticmethod
    def _mode_from_architecture(flat: dict[str, Any]) -> Optional[Architecture]:
        """architecture=LAYOUT / PIPELINE (what older scripts and dicts say):
        not a placement but the mode its section selects; taken out of `flat`."""
        arch = flat.get("architecture")
        if arch is None:
            return None
        member = coerce_enum("architecture", arch, Architecture)
        if member in (Architecture.LAYOUT, Architecture.PIPELINE):
            del flat["architecture"]
            return member
        return None

    @staticmethod
    def _pipeline(section: Optional[Pipeline], changes: dict[str, Any]) -> Optional[Pipeline]:
        """The pipeline section: given, changed by flat keywords, or made from
        them; none when neither a schedule nor stages are given."""
        if not changes:
            return section
        merged = {**(_fields(section) if section is not None else {}), **changes}
        if merged.get("schedule") is None and merged.get("pipeline_stages") is None:
            # no pipeline: what the keywords give now must not tune one (a
            # section being dropped by `replace(schedule=None, ...)` may)
            stray = [n for n, v in changes.items() if v is not None]
            if stray:
                raise ConfigError(
                    f"Config({', '.join(f'{n}=...' for n in stray)}) without a pipeline: give "
                    "schedule='gpipe' or '1f1b' (or pipeline_stages=S), or drop them")
            return None
        if merged.get("schedule") is None:
            merged.pop("schedule", None)
        return Pipeline(**merged)

    @staticmethod
    def _layout(section: Optional[Layouts], changes: dict[str, Any]) -> Optional[Layouts]:
        """The layout section: given, changed by flat keywords, or made from
        them; none without a mesh (or a LayoutMap) and any other layout field."""
        if not changes:
            return section
        merged = {**(_fields(section) if section is not None else {}), **changes}
        if merged.get("mesh") is None and not mesh_vocab.is_layout_map(
                merged.get("layout_rules")) and not any(
                    merged.get(n) for n in ("layout_rules", "dim_names", "variable_layouts")) \
                and merged.get("devices_per_task") is None:
            return None
        merged.setdefault("mesh", None)
        return Layouts(**merged)

    def replace(self, **changes: Any) -> "Config":
        """A copy with `changes` (sections or flat fields), validated again:
        `dataclasses.replace`, typed for flat fields."""
        return dataclasses.replace(self, **changes)

    # ----------------------------------------------------------------- the mode

    @property
    def mode(self) -> str:
        """'pipeline', 'layout' or 'data': which sections are present."""
        return "pipeline" if self.pipeline is not None else \
            "layout" if self.layout is not None else "data"

    @property
    def is_pipeline(self) -> bool:
        """Pipelined model parallelism (docs/pipeline.md)."""
        return self.pipeline is not None

    @property
    def is_layout(self) -> bool:
        """Mesh-style layouts (DTensor) rather than parameter servers/AllReduce."""
        return self.layout is not None

    @property
    def architecture(self) -> Architecture:
        """The data-parallel architecture (HYBRID when not chosen), or LAYOUT /
        PIPELINE when a layout / pipeline section is present."""
        if self.layout is not None:
            return Architecture.LAYOUT
        if self.pipeline is not None:
            return Architecture.PIPELINE
        return self.data.architecture or Architecture.HYBRID

    @property
    def pipeline_servers(self) -> bool:
        """A pipeline whose sparse (HYBRID) or all (PS) variables live on
        parameter servers."""
        return self.pipeline is not None and self.data.architecture in (
            Architecture.HYBRID, Architecture.PS)

    @property
    def architecture_given(self) -> bool:
        """Whether the architecture was chosen (by the user, or derived by
        `dataclasses.replace` from a Config), not left to its default: the
        launcher's `parallax-tf run -a` only fills in a default."""
        return self.data.architecture is not None

    # ----------------------------------------------------------------- flat names

    @property
    def sync(self) -> SyncMode:
        """`DataParallel.sync`."""
        return self.data.sync

    @property
    def local_aggregation(self) -> bool:
        """`DataParallel.local_aggregation`."""
        return self.data.local_aggregation

    @property
    def coalesce_transfers(self) -> bool:
        """`DataParallel.coalesce_transfers`."""
        return self.data.coalesce_transfers

    @property
    def sparse_as_dense(self) -> Any:
        """`DataParallel.sparse_as_dense`."""
        return self.data.sparse_as_dense

    @property
    def dense_aggregation(self) -> Aggregation:
        """`DataParallel.dense_aggregation`."""
        return self.data.dense_aggregation

    @property
    def sparse_aggregation(self) -> Aggregation:
        """`DataParallel.sparse_aggregation`."""
        return self.data.sparse_aggregation

    @property
    def num_partitions(self) -> Optional[int]:
        """`DataParallel.num_partitions`."""
        return self.data.num_partitions

    @property
    def collectives(self) -> str:
        """`DataParallel.collectives`."""
        return self.data.collectives

    @property
    def schedule(self) -> Optional[ScheduleKind]:
        """`Pipeline.schedule`."""
        return None if self.pipeline is None else self.pipeline.schedule

    @property
    def pipeline_stages(self) -> Optional[int]:
        """`Pipeline.pipeline_stages`."""
        return None if self.pipeline is None else self.pipeline.pipeline_stages

    @property
    def microbatches(self) -> Optional[int]:
        """`Pipeline.microbatches`."""
        return None if self.pipeline is None else self.pipeline.microbatches

    @property
    def staleness(self) -> Optional[Staleness]:
        """`Pipeline.staleness`."""
        return None if self.pipeline is None else self.pipeline.staleness

    @property
    def spectrain_gamma(self) -> Optional[float]:
        """`Pipeline.spectrain_gamma`."""
        return None if self.pipeline is None else self.pipeline.spectrain_gamma

    @property
    def spectrain_versions(self) -> Optional[str]:
        """`Pipeline.spectrain_versions`."""
        return None if self.pipeline is None else self.pipeline.spectrain_versions

    @property
    def mesh(self) -> Any:
        """`Layouts.mesh`."""
        return None if self.layout is None else self.layout.mesh

    @property
    def layout_rules(self) -> Any:
        """`Layouts.layout_rules`."""
        return () if self.layout is None else self.layout.layout_rules

    @property
    def dim_names(self) -> Any:
        """`Layouts.dim_names`."""
        return () if self.layout is None else self.layout.dim_names

    @property
    def devices_per_task(self) -> Optional[int]:
        """`Layouts.devices_per_task`."""
        return None if self.layout is None else self.layout.devices_per_task

    @property
    def variable_layouts(self) -> Any:
        """`Layouts.variable_layouts`."""
        return () if self.layout is None else self.layout.variable_layouts

    @property
    def checkpoint_dir(self) -> Optional[str]:
        """`Checkpointing.checkpoint_dir`."""
        return self.checkpoint.checkpoint_dir

    @property
    def checkpoint_every(self) -> Any:
        """`Checkpointing.checkpoint_every`."""
        return self.checkpoint.checkpoint_every

    @property
    def keep_checkpoints(self) -> int:
        """`Checkpointing.keep_checkpoints`."""
        return self.checkpoint.keep_checkpoints

    @property
    def search_partitions(self) -> bool:
        """`Search.search_partitions`."""
        return self.search.search_partitions

    @property
    def search_warmup(self) -> int:
        """`Search.search_warmup`."""
        return self.search.search_warmup

    @property
    def search_iterations(self) -> int:
        """`Search.search_iterations`."""
        return self.search.search_iterations

    @property
    def logdir(self) -> Optional[str]:
        """`Observability.logdir`."""
        return self.observe.logdir

    @property
    def step_timeout(self) -> Optional[float]:
        """`Observability.step_timeout`."""
        return self.observe.step_timeout

    @property
    def stop_on_nan(self) -> bool:
        """`Observability.stop_on_nan`."""
        return self.observe.stop_on_nan
    # ----------------------------------------------------------------- JSON

    def to_dict(self) -> dict[str, Any]:
        """A flat JSON-serialisable dict (enums as their string values, tuples
        as lists): every flat field, plus whether the architecture was given."""
        out: dict[str, Any] = {}
        for name in FLAT:
            value = getattr(self, name)
            out[name] = value.value if isinstance(value, enum.Enum) else _jsonable(value)
        if self.data.architecture is not None:      # a pipeline's own choice too
            out["architecture"] = self.data.architecture.value
        out["architecture_given"] = self.architecture_given
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
        known = set(FLAT) | set(_OWN) | {"architecture_given"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ConfigError(
                f"unknown Config field(s) {unknown}; known fields: {sorted(known)}")
        data = dict(data)
        if data.get("spectrain_versions") == "schedule" and data.get("staleness") != "spectrain":
            # written before 2026-11-27, when 'schedule' was every Config's default
            data["spectrain_versions"] = None
        if data.pop("architecture_given", True) is False:
            data["architecture"] = None
        return cls(**data)


__all__ = ["Aggregation", "Architecture", "Config", "ScheduleKind", "Staleness", "SyncMode"]
