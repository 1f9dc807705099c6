"""`Config`: how a training step is distributed, in sections.

A frozen dataclass of sections (`config/sections.py`), each validating
itself: `data` (always), `pipeline` and `layout` (present: the job is a
pipeline / runs on DTensor), `weak_sync`, `chunks`, `checkpoint`, `search`,
`observe`, `stragglers`, and the sections of modes registered outside the
library (`extra`). The mode follows from which sections are present
(`registry.py`). Flat keywords keep working and each maps to its
section (`Config(schedule="1f1b", microbatches=8)` is
`Config(pipeline=Pipeline(schedule="1f1b", microbatches=8))`); a field
reads back through its section (`config.pipeline.microbatches`). Whether the
sections combine is decided by one table (`config/compose.py`,
docs/composition.md); every refusal names it.
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Any, Optional

from parallax_tf.config import chunking, compose
from parallax_tf.config import mesh as mesh_vocab
from parallax_tf.config import row_cache as rc
from parallax_tf.config import weak_sync as weak
from parallax_tf.config.sections import (
    FLAT,
    REGISTERED,
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
    mode_sections,
)
from parallax_tf.errors import ConfigError

_OWN = ("weak_sync", "stragglers", "chunks", "row_cache")
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
    `row_cache=px.RowCache(...)`, `checkpoint=px.Checkpointing(...)`, `search=px.Search(...)`,
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
    row_cache: Optional[rc.RowCache]
    """A worker-side cache of hot server rows (docs/row_cache.md):
    `px.RowCache(rows=N, staleness=s)`; None: every row read from its server."""
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
    extra: tuple[tuple[str, Any], ...]
    """Sections of modes registered outside the library
    (`sections.register_section`), as (keyword, section) pairs."""

    def __init__(self, *, data: Optional[DataParallel] = None,
                 pipeline: Optional[Pipeline] = None, layout: Optional[Layouts] = None,
                 weak_sync: Any = None, chunks: Any = chunking.TENSOR, row_cache: Any = None,
                 checkpoint: Optional[Checkpointing] = None, search: Optional[Search] = None,
                 observe: Optional[Observability] = None, stragglers: Any = None,
                 extra: Any = (), **flat: Any) -> None:
        extra = dict(extra)
        for key in [k for k in flat if k in REGISTERED]:
            extra[key] = flat.pop(key)
        for key, value in extra.items():
            if key not in REGISTERED or not isinstance(value, REGISTERED[key]):
                raise ConfigError(f"Config({key}={value!r}): no mode registered a section "
                                  f"{key!r} of that type")
        unknown = sorted(set(flat) - set(FLAT))
        if unknown:
            raise ConfigError(f"unknown Config field(s) {unknown}; known: the sections "
                              "data, pipeline, layout, weak_sync, chunks, row_cache, "
                              "checkpoint, search, observe, stragglers and the flat fields "
                              f"{sorted(FLAT)}")
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
        set_(self, "row_cache", rc.parse_row_cache(row_cache))
        set_(self, "extra", tuple(sorted((k, v) for k, v in extra.items() if v is not None)))
        compose.check(self.features())
        fixed = self.data.architecture
        if fixed is not None and fixed.value in compose.ARCHITECTURES \
                and fixed.value not in compose.CHOOSING["tune"] and "tune" in self.features():
            compose.refuse("tune", fixed.value)     # given: nothing chooses

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

    # ----------------------------------------------------------------- sections

    def section(self, keyword: str) -> Any:
        """The section `keyword` (``"pipeline"``, ``"layout"``, a registered
        mode's), None when this Config has none: what selects a mode
        (`registry.py`)."""
        if keyword in SECTIONS:
            return getattr(self, keyword)
        return dict(self.extra).get(keyword)

    @property
    def architecture_given(self) -> bool:
        """Whether the architecture was chosen (by the user, or derived by
        `dataclasses.replace` from a Config), not left to its default: the
        launcher's `parallax-tf run -a` only fills in a default."""
        return self.data.architecture is not None

    def features(self) -> list[str]:
        """The composition table's features this Config shows (the others are
        learnt by the job): each present section's, and HYBRID, the default
        architecture, when no section of a mode of its own is present."""
        out = [f for key in SECTIONS if self.section(key) is not None
               for f in self.section(key).features()]
        out += [f for _, section in self.extra for f in section.features()]
        if self.data.architecture is None and not any(
                self.section(key) is not None for key in mode_sections()):
            out.insert(0, "hybrid")
        if self.weak_sync is not None:
            out.append("weak_sync")
        out += chunking.features(self.chunks)
        if self.row_cache is not None:
            out += self.row_cache.features()
        return out

    # ----------------------------------------------------------------- JSON

    def to_dict(self) -> dict[str, Any]:
        """A flat JSON-serialisable dict (enums as their string values, tuples
        as lists): every flat field, plus whether the architecture was given."""
        out: dict[str, Any] = {}
        for name, key in FLAT.items():
            section = getattr(self, key)
            value = None if section is None else getattr(section, name)
            if value is None and key == "layout" and name != "mesh" and \
                    name != "devices_per_task":
                value = ()                      # no mesh: the empty rules and names
            out[name] = value.value if isinstance(value, enum.Enum) else _jsonable(value)
        if self.data.architecture is not None:      # a pipeline's own choice too
            out["architecture"] = self.data.architecture.value
        out["architecture_given"] = self.architecture_given
        out["chunks"] = chunking.chunks_to_json(self.chunks)
        every = self.checkpoint.checkpoint_every
        out["checkpoint_every"] = None if every is None else every.steps or f"{every.seconds}s"
        for name in ("weak_sync", "stragglers", "row_cache"):
            value = getattr(self, name)
            out[name] = None if value is None else value.to_dict()
        for key, section in self.extra:
            out[key] = {f.name: _jsonable(getattr(section, f.name))
                        for f in dataclasses.fields(section)}
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Config":
        """Inverse of `to_dict`; unknown keys raise `ConfigError`."""
        if not isinstance(data, dict):
            raise ConfigError(f"a Config must be read from a dict, got {type(data).__name__}")
        known = set(FLAT) | set(_OWN) | set(REGISTERED) | {"architecture_given"}
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
        for key, kind in REGISTERED.items():
            if isinstance(data.get(key), dict):
                data[key] = kind(**data[key])
        return cls(**data)


__all__ = ["Aggregation", "Architecture", "Config", "ScheduleKind", "Staleness", "SyncMode"]
