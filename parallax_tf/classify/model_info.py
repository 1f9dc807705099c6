"""`ModelInfo`: per variable its size, kind (DENSE/SPARSE) and alpha."""
from __future__ import annotations

import dataclasses
import enum
import hashlib
import logging
from typing import Any, Optional, Sequence

import tensorflow as tf

from parallax_tf.capture import CapturedStep, CapturedVariable, SparseGradient
from parallax_tf.capture.step import num_elements
from parallax_tf.classify.alpha import RowStats, measure_rows
from parallax_tf.graph.functional import nested_writes
from parallax_tf.partitioner import PartitionSpec, marked_variables

logger = logging.getLogger(__name__)


class Kind(enum.Enum):
    """DENSE: the gradient is a dense tensor. SPARSE: it is a tf.IndexedSlices."""

    DENSE = "dense"
    SPARSE = "sparse"


@dataclasses.dataclass(frozen=True, kw_only=True)
class VariableInfo:
    """What the planner needs to know about one variable."""

    name: str
    shape: tuple[int, ...]
    dtype: str
    bytes: int
    """Size of the whole variable in bytes."""
    kind: Kind
    trainable: bool
    has_gradient: bool
    alpha: Optional[float]
    """Fraction of rows one worker touches per iteration: 1.0 for DENSE,
    measured on sample batches for SPARSE, None when not measured."""
    partition: Optional[PartitionSpec]
    """Set when the variable was created under `partitioner()`."""
    rows_sent: Optional[float] = None
    """SPARSE: rows one worker's gradient lists per iteration, duplicates
    included, / rows (>= alpha; measured with it; None: not measured)."""
    index_bytes: int = 0
    """SPARSE: bytes of one index of its gradient (measured with alpha)."""
    hot_rows: tuple[tuple[int, float, float], ...] = ()
    """SPARSE: its gradient's most listed rows (`classify.alpha.RowStats.hot`):
    (row, listed per iteration, fraction of iterations touching it)."""
    nested_update: bool = False
    """The step writes it inside a nested function (a `tf.cond` or
    `tf.while_loop`, a call: Keras' LossScaleOptimizer applies its updates
    in one), where its update cannot be left to one worker: it stays
    replicated (`planner/placing.py`)."""
    table: Optional[str] = None
    """The rows of the dynamic table of this name (`embeddings/table.py`):
    its state follows them and its lookups run where they live."""

    @property
    def num_rows(self) -> int:
        return self.shape[0] if self.shape else 1

    @property
    def num_elements(self) -> int:
        return num_elements(self.shape)


@dataclasses.dataclass(frozen=True, kw_only=True)
class ModelInfo:
    """The classified model: trainable variables and state (non-trainable) ones."""

    step_name: str
    variables: tuple[VariableInfo, ...]
    """Trainable variables, in capture order (sorted by name)."""
    state: tuple[VariableInfo, ...]
    """Non-trainable variables the step uses: optimizer slots and counters,
    batch-norm statistics, ..."""
    fingerprint: str
    """Hash of names, shapes, dtypes and kinds: changes when the model does."""

    def variable(self, name: str) -> VariableInfo:
        for v in self.variables + self.state:
            if v.name == name:
                return v
        raise KeyError(f"no variable named {name!r} in the model; "
                       f"known: {[v.name for v in self.variables]}")

    @property
    def dense(self) -> tuple[VariableInfo, ...]:
        return tuple(v for v in self.variables if v.kind is Kind.DENSE)

    @property
    def sparse(self) -> tuple[VariableInfo, ...]:
        return tuple(v for v in self.variables if v.kind is Kind.SPARSE)

    @property
    def dense_elements(self) -> int:
        return sum(v.num_elements for v in self.dense)

    @property
    def sparse_elements(self) -> int:
        return sum(v.num_elements for v in self.sparse)

    @property
    def alpha(self) -> Optional[float]:
        """Element-weighted mean alpha over the trainable variables (the paper's
        model alpha); None while a sparse variable's alpha is unknown."""
        if not self.variables:
            return None
        weighted = 0.0
        for v in self.variables:
            if v.alpha is None:
                return None
            weighted += v.alpha * v.num_elements
        return weighted / sum(v.num_elements for v in self.variables)


def _info(var: CapturedVariable, alpha: Optional[float],
          partition: Optional[PartitionSpec], rows: Optional[RowStats] = None) -> VariableInfo:
    kind = Kind.SPARSE if isinstance(var.gradient, SparseGradient) else Kind.DENSE
    itemsize = tf.as_dtype(var.dtype).size
    if kind is Kind.DENSE and partition is not None:
        logger.info("variable %r was created under partitioner() but its gradient is dense; "
                    "only sparse variables are partitioned, it stays whole", var.name)
    table = getattr(var.variable, "_parallax_dynamic_table", None) if var.trainable else None
    if table is not None and partition is None:
        # a dynamic table is spread by key over the servers: one shard per
        # server unless Config.num_partitions or the partition search says
        partition = PartitionSpec(num_shards=None, group=f"dynamic:{table}")
    return VariableInfo(
        name=var.name, shape=var.shape, dtype=var.dtype, bytes=var.num_elements * itemsize,
        kind=kind, trainable=var.trainable, has_gradient=var.gradient is not None,
        alpha=1.0 if kind is Kind.DENSE else alpha,
        partition=partition if kind is Kind.SPARSE else None,
        rows_sent=rows.sent if rows is not None and kind is Kind.SPARSE else None,
        index_bytes=rows.index_itemsize if rows is not None and kind is Kind.SPARSE else 0,
        hot_rows=rows.hot if rows is not None and kind is Kind.SPARSE else (),
        table=table)


def _fingerprint(variables: Sequence[VariableInfo]) -> str:
    h = hashlib.sha256()
    for v in variables:
        h.update(f"{v.name}|{v.shape}|{v.dtype}|{v.kind.value}|{v.trainable};".encode())
    return h.hexdigest()[:16]


def classify(step: CapturedStep, sample_batches: Optional[Sequence[Any]] = None,
             alphas: Optional[dict[str, float]] = None) -> ModelInfo:
    """Classify every variable of `step`.

    `sample_batches`: per-worker batches (same structure as the example) on
    which alpha of each sparse variable is measured. `alphas`: known alphas by
    variable name (e.g. from an earlier measurement); measured values win.
    Without either, a sparse variable's alpha stays None.
    """
    known = dict(alphas or {})
    measured = measure_rows(step, sample_batches or ())
    known.update({name: r.alpha for name, r in measured.items()})
    marks = marked_variables()
    nested = nested_writes(step) if any(v.passes_to for v in step.variables) else frozenset()
    infos: list[VariableInfo] = []
    state: list[VariableInfo] = []
    for var in step.variables:
        partition = marks.get(id(var.variable.handle)) if var.variable is not None else None
        info = _info(var, known.get(var.name), partition, measured.get(var.name))
        if var.name in nested:
            info = dataclasses.replace(info, nested_update=True)
        (infos if var.trainable else state).append(info)
    if any(not v.has_gradient for v in infos):
        logger.warning(
            "the step reads trainable variables %s but computes no gradient for them, so "
            "they are never trained; if that is not intended, pass them to tape.gradient",
            [v.name for v in infos if not v.has_gradient])
    return ModelInfo(step_name=step.name, variables=tuple(infos), state=tuple(state),
                     fingerprint=_fingerprint(infos + state))
