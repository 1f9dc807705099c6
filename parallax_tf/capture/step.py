"""Capturing a training step: `capture(step, *example_args) -> CapturedStep`.

The step is re-traced in a fresh `tf.function` wrapping the same Python
function (so a trace cached by the user's own function does not hide the
gradients), with `tape.record_gradients` active. The result records the graph
(GraphDef + function library), every variable the graph captures, which ops
read and write each one, and, per trainable variable, the tensors that hold its
gradient as the tape returned it (before any clipping or optimizer math).
"""
from __future__ import annotations

import contextlib
import dataclasses
import functools
import gc
import inspect
import logging
import sys
import threading
from typing import Any, Iterator, Optional, Union

import numpy as np
import tensorflow as tf

from parallax_tf.capture import split_scope
from parallax_tf.capture.keras_sparse import gather_first_division
from parallax_tf.capture.tape import handle_of, record_gradients
from parallax_tf.errors import CaptureError, ParallaxError, PlanError

logger = logging.getLogger(__name__)

_ASSIGN_OPS = frozenset({"AssignVariableOp", "AssignAddVariableOp", "AssignSubVariableOp"})
_WRITE_PREFIXES = ("ResourceApply", "ResourceSparseApply", "ResourceScatter",
                   "ResourceStridedSliceAssign")
_GATHER_OPS = frozenset({"GatherV2", "Gather"})
_RESOURCE_GATHER_OPS = frozenset({"ResourceGather", "ResourceGatherNd"})


def _is_write(op_type: str) -> bool:
    return op_type in _ASSIGN_OPS or op_type.startswith(_WRITE_PREFIXES)


@dataclasses.dataclass(frozen=True, kw_only=True)
class DenseGradient:
    """A gradient held in one dense tensor of the captured graph."""

    tensor: str
    """Name of the gradient tensor ("op:index")."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class SparseGradient:
    """A `tf.IndexedSlices` gradient: rows `indices` of the variable get `values`."""

    values: str
    indices: str
    dense_shape: Optional[str]


Gradient = Union[DenseGradient, SparseGradient]


@dataclasses.dataclass(frozen=True, kw_only=True)
class OpRef:
    """An op of the captured graph that uses a variable."""

    name: str
    type: str


@dataclasses.dataclass(frozen=True, kw_only=True)
class CapturedVariable:
    """One variable captured by the step's graph."""

    name: str
    """The variable's TensorFlow name without the ':0' suffix."""
    shape: tuple[int, ...]
    dtype: str
    trainable: bool
    handle: str
    """Name of the placeholder that carries the variable's handle in the graph."""
    reads: tuple[OpRef, ...]
    """Ops that read the variable (ReadVariableOp, ResourceGather, ...)."""
    gathers: tuple[OpRef, ...]
    """Gather ops that read rows of it (GatherV2 on its ReadVariableOp, or
    ResourceGather): the ops to colocate with a server-placed variable."""
    updates: tuple[OpRef, ...]
    """Ops that write it (the optimizer's ResourceScatterSub, ResourceApply*,
    Assign*VariableOp, ...)."""
    passes_to: tuple[OpRef, ...]
    """Other consumers of the handle (While, PartitionedCall, ...): the
    variable is used inside a nested function."""
    gradient: Optional[Gradient]
    """The gradient the tape returned for it, or None."""
    variable: Any = dataclasses.field(compare=False, repr=False, default=None)
    """The tf.Variable itself (not serialisable; for the runtime)."""

    @property
    def is_sparse_gradient(self) -> bool:
        return isinstance(self.gradient, SparseGradient)

    @property
    def num_elements(self) -> int:
        return num_elements(self.shape)


@dataclasses.dataclass(frozen=True, kw_only=True)
class CapturedTable:
    """A lookup table the step reads (a Keras `IntegerLookup` or
    `StringLookup`, a `tf.lookup.StaticHashTable`): a resource that is not a
    variable. Its contents are exported at capture, so every lowered program
    builds its own copy (lookups are local: nothing crosses the network)."""

    handle: str
    """Name of the placeholder that carries the table's handle in the graph."""
    key_dtype: str
    value_dtype: str
    keys: Any = dataclasses.field(compare=False, repr=False, default=None)
    values: Any = dataclasses.field(compare=False, repr=False, default=None)


_TABLE_READS = frozenset({"LookupTableFindV2", "LookupTableSizeV2", "LookupTableExportV2"})


def num_elements(shape: tuple[int, ...]) -> int:
    """Elements of a tensor of `shape` (1 for a scalar)."""
    return int(np.prod(shape)) if shape else 1


@dataclasses.dataclass(frozen=True, kw_only=True)
class CapturedStep:
    """A traced training step and what parallax_tf needs to know about it."""

    name: str
    graph_def: bytes
    """Serialised GraphDef of the step, with its function library."""
    input_names: tuple[str, ...]
    """Placeholders of the step's (flattened) arguments, in order."""
    input_specs: tuple[tf.TensorSpec, ...]
    output_names: tuple[str, ...]
    """Tensors of the step's (flattened) outputs."""
    variables: tuple[CapturedVariable, ...]
    split_marks: tuple[tuple[str, int], ...] = ()
    """(op name, split position) for the ops the user placed: inside
    `px.split(k)` or under `tf.device('/job:worker/task:k')`."""
    tables: tuple[CapturedTable, ...] = ()
    """Lookup tables the step reads (not variables)."""
    returns_nothing: bool = False
    """The step returns None (its traced form returns a placeholder scalar
    that waits for its updates; `output_structure` is None)."""
    concrete_function: Any = dataclasses.field(compare=False, repr=False, default=None)
    example_args: tuple = dataclasses.field(compare=False, repr=False, default=())

    @property
    def output_structure(self) -> Any:
        """The structure of the step's return value (None: it returns nothing)."""
        if self.returns_nothing or self.concrete_function is None:
            return None
        return self.concrete_function.structured_outputs

    @property
    def trainable_variables(self) -> tuple[CapturedVariable, ...]:
        return tuple(v for v in self.variables if v.trainable)

    def variable(self, name: str) -> CapturedVariable:
        for v in self.variables:
            if v.name == name:
                return v
        raise KeyError(f"no captured variable named {name!r}; "
                       f"known: {[v.name for v in self.variables]}")

    def parsed_graph_def(self) -> tf.compat.v1.GraphDef:
        """A fresh, mutable copy of the step's GraphDef."""
        gd = tf.compat.v1.GraphDef()
        gd.ParseFromString(self.graph_def)
        return gd


def _as_trace_arg(value: Any) -> Any:
    if isinstance(value, np.ndarray) or np.isscalar(value) and not isinstance(value, str):
        return tf.constant(value)
    return value


def _ensure_tf_function(step: Any) -> Any:
    if isinstance(step, tf.types.experimental.PolymorphicFunction):
        return step
    what = getattr(step, "__name__", type(step).__name__)
    if callable(step):
        raise CaptureError(
            f"the training step {what!r} is a plain Python callable; parallax_tf needs a "
            "tf.function: decorate it with @tf.function (or pass tf.function(step)); "
            "a compiled Keras model trains with px.keras.fit(model, x, y, ...)")
    raise CaptureError(
        f"expected a tf.function training step, got {step!r} ({type(step).__name__})")


def _takes_required_args(fn: Any) -> bool:
    """Whether `fn` has a parameter without a default (self of a bound method excluded)."""
    try:
        params = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return True
    return any(p.default is inspect.Parameter.empty
               and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD) for p in params)


def _returning_something(fn: Any) -> Any:
    """`fn`, returning a scalar that waits for the step's effects when `fn`
    returns nothing: a lowered program fetches the step's outputs, and a
    traced function's outputs wait for every op with side effects (the
    updates) under TensorFlow's automatic control dependencies."""
    @functools.wraps(fn)
    def step(*args: Any, **kwargs: Any) -> Any:
        out = fn(*args, **kwargs)
        return tf.constant(0, name=NOTHING) if out is None else out
    return step


NOTHING = "parallax_nothing_returned"
"""The name of the scalar a step that returns nothing returns once traced."""


_tracing = threading.local()


def tracing_a_step() -> bool:
    """Whether this thread is tracing a training step for parallax_tf (the
    capture of `get_runner`, `px.keras.fit`, `px.plan`): a dynamic table
    called there without `training` is refused (embeddings/layer.py)."""
    return getattr(_tracing, "depth", 0) > 0


@contextlib.contextmanager
def _tracing_a_step() -> Iterator[None]:
    _tracing.depth = getattr(_tracing, "depth", 0) + 1
    try:
        yield
    finally:
        _tracing.depth -= 1


def _trace(step: Any, args: tuple, kwargs: dict) -> tuple[Any, list, dict]:
    fresh = tf.function(_returning_something(step.python_function),
                        input_signature=step.input_signature)
    with record_gradients() as records, gather_first_division(), \
            split_scope.recording() as splits, _tracing_a_step():
        try:
            if args or kwargs:
                concrete = fresh.get_concrete_function(
                    *[tf.nest.map_structure(_as_trace_arg, a) for a in args],
                    **{k: tf.nest.map_structure(_as_trace_arg, v) for k, v in kwargs.items()})
            elif (step.input_signature is not None
                  or not _takes_required_args(step.python_function)):
                concrete = fresh.get_concrete_function()
            else:
                raise CaptureError(
                    f"cannot trace {step.python_function.__name__!r}: give example inputs "
                    "(one batch, e.g. plan(step, x, y)) or decorate the step with "
                    "@tf.function(input_signature=[...])")
        except ParallaxError:        # the step's own refusal (a table without training=)
            raise
        except (TypeError, ValueError) as e:
            raise CaptureError(
                f"tracing {step.python_function.__name__!r} with the example inputs failed: "
                f"{type(e).__name__}: {e}. Check that the inputs have the structure the "
                "step expects (one batch, as passed to the step)") from e
    return concrete, records, splits.marks(concrete.graph)


def _device_marks(graph_def: Any) -> dict[str, int]:
    """Split positions written as raw device strings: '/job:worker/task:k'
    -> k. Another job name is refused (model splitting places ops on the
    tasks of one replica, job 'worker'); a device without a job (a GPU pin)
    or job 'localhost' is no split mark."""
    out = {}
    for node in graph_def.node:
        if not node.device:
            continue
        try:
            spec = tf.DeviceSpec.from_string(node.device)
        except ValueError as e:
            raise CaptureError(f"op {node.name!r} has device {node.device!r}, which "
                               f"TensorFlow cannot parse ({e})") from e
        if spec.job in (None, "localhost"):
            continue
        if spec.job != "worker":
            raise PlanError(
                f"op {node.name!r} is placed on {node.device!r}: job {spec.job!r} is not a "
                "split position. Model splitting places parts of a replica on "
                "'/job:worker/task:k' (k = position in the replica) or, portably, inside "
                "px.split(k); parameter servers are chosen by the plan, not by tf.device")
        out[node.name] = spec.task or 0
    return out


def _gradient_of(grad: Any) -> Optional[Gradient]:
    if grad is None:
        return None
    if isinstance(grad, tf.IndexedSlices):
        shape = grad.dense_shape
        return SparseGradient(values=grad.values.name, indices=grad.indices.name,
                              dense_shape=shape.name if shape is not None else None)
    return DenseGradient(tensor=grad.name)


def _merge(old: Optional[Gradient], new: Optional[Gradient]) -> Optional[Gradient]:
    """Several tape.gradient calls for one variable: sparse only if all are."""
    if old is None:
        return new
    if new is None:
        return old
    if isinstance(old, SparseGradient) and isinstance(new, SparseGradient):
        return old
    return old if isinstance(old, DenseGradient) else new


def _uses(placeholder: tf.Tensor) -> tuple[list[OpRef], list[OpRef], list[OpRef], list[OpRef]]:
    reads, gathers, updates, passes = [], [], [], []
    for op in placeholder.consumers():
        ref = OpRef(name=op.name, type=op.type)
        if op.type == "ReadVariableOp" or op.type == "VariableShape":
            reads.append(ref)
            if op.type == "ReadVariableOp":
                for consumer in op.outputs[0].consumers():
                    if consumer.type in _GATHER_OPS and consumer.inputs[0] is op.outputs[0]:
                        gathers.append(OpRef(name=consumer.name, type=consumer.type))
        elif op.type in _RESOURCE_GATHER_OPS:
            reads.append(ref)
            gathers.append(ref)
        elif _is_write(op.type):
            updates.append(ref)
        else:
            passes.append(ref)
    return reads, gathers, updates, passes


def capture(step: Any, *example_args: Any, **example_kwargs: Any) -> CapturedStep:
    """Trace `step` (a tf.function) on one example batch and describe it.

    `example_args` / `example_kwargs` are one batch as the step receives it
    (tensors, numpy arrays or nested structures of them); they may be omitted
    when the step has an `input_signature`. Nothing is executed.
    Raises `CaptureError` when the step is not a tf.function, cannot be traced
    with the inputs, or computes no gradient.
    """
    step = _ensure_tf_function(step)
    concrete, records, marks = _trace(step, example_args, example_kwargs)
    graph = concrete.graph
    name = step.python_function.__name__

    grads: dict[int, Optional[Gradient]] = {}
    for rec in records:
        handle = handle_of(rec.source)
        if handle is None:
            continue          # a tensor source (tape.watch), not a variable
        grads[id(handle)] = _merge(grads.get(id(handle)), _gradient_of(rec.gradient))
    if not any(g is not None for g in grads.values()):
        raise CaptureError(
            f"the step {name!r} computes no gradient of any variable: parallax_tf "
            "distributes training steps, which call tape.gradient(loss, variables) (or "
            "optimizer.minimize) and apply the result. Check that the loss depends on "
            "the variables and that the step calls tape.gradient")

    placeholders = {id(ext): internal for ext, internal in graph.captures}
    paths = _keras_paths()
    variables = []
    for var in concrete.variables:
        internal = placeholders.get(id(var.handle))
        if internal is None:
            continue
        reads, gathers, updates, passes = _uses(internal)
        variables.append(CapturedVariable(
            name=paths.get(id(var)) or (var.name[:-2] if var.name.endswith(":0") else var.name),
            shape=tuple(int(d) for d in var.shape), dtype=var.dtype.name,
            trainable=bool(var.trainable), handle=internal.name,
            reads=tuple(reads), gathers=tuple(gathers), updates=tuple(updates),
            passes_to=tuple(passes), gradient=grads.get(id(var.handle)), variable=var))
    tables = _tables(graph, {id(v.handle) for v in concrete.variables})
    variables.sort(key=lambda v: (not v.trainable, v.name))
    variables = sorted(_uniquify(variables), key=lambda v: (not v.trainable, v.name))

    num_captures = len(graph.captures)
    arg_inputs = graph.inputs[:len(graph.inputs) - num_captures]
    specs = tuple(tf.TensorSpec(t.shape, t.dtype, name=t.op.name) for t in arg_inputs)
    graph_def = graph.as_graph_def()
    marks = {**_device_marks(graph_def), **marks}
    return CapturedStep(
        name=name, graph_def=graph_def.SerializeToString(),
        split_marks=tuple(sorted(marks.items())),
        input_names=tuple(t.name for t in arg_inputs), input_specs=specs,
        output_names=tuple(t.name for t in graph.outputs), variables=tuple(variables),
        tables=tables, returns_nothing=_returns_nothing(concrete), concrete_function=concrete, example_args=tuple(example_args))


def _tables(graph: Any, variable_handles: set) -> tuple[CapturedTable, ...]:
    """The lookup tables among the graph's captured resources (see
    `CapturedTable`); a resource that is neither a variable nor a table the
    step only reads is refused by name."""
    out = []
    for ext, internal in graph.captures:
        if ext.dtype != tf.resource or id(ext) in variable_handles:
            continue
        users = internal.consumers()
        types = sorted({op.type for op in users})
        find = next((op for op in users if op.type == "LookupTableFindV2"), None)
        if not users:
            continue
        if find is None or not set(types) <= _TABLE_READS:
            raise CaptureError(
                f"the step uses a resource that is neither a variable nor a lookup table it "
                f"only reads ({internal.op.name!r}, used by {', '.join(types)}); parallax_tf "
                "cannot carry it into the distributed program: compute it outside the step "
                "(in the input pipeline), or keep it in a tf.Variable")
        key_dtype, value_dtype = find.get_attr("Tin"), find.get_attr("Tout")
        keys, values = tf.raw_ops.LookupTableExportV2(table_handle=ext, Tkeys=key_dtype,
                                                      Tvalues=value_dtype)
        out.append(CapturedTable(handle=internal.name, key_dtype=key_dtype.name,
                                 value_dtype=value_dtype.name, keys=keys.numpy(),
                                 values=values.numpy()))
    return tuple(out)


def _returns_nothing(concrete: Any) -> bool:
    out = concrete.structured_outputs
    return isinstance(out, tf.Tensor) and out.op.name == NOTHING or (
        hasattr(out, "op") and out.op.type == "Identity" and out.op.inputs[0].op.name == NOTHING)


def _keras_paths() -> dict[int, str]:
    """id(tf.Variable) -> the path of the Keras 3 variable that holds it
    ('recommender/embedding_1/embeddings'), for every Keras variable alive.
    A Keras variable's TensorFlow name is its short name under the scope
    it was built in, which several layers of one subclassed model share
    ('recommender/embeddings' four times); its path names the layer, and
    the layers of a script are named alike in every process that runs it."""
    keras = sys.modules.get("keras")
    if keras is None:
        return {}
    holder = getattr(keras, "Variable", None)
    if not isinstance(holder, type):
        return {}
    out = {}
    for obj in gc.get_objects():
        if isinstance(obj, holder):
            value = getattr(obj, "_value", None)
            path = getattr(obj, "path", None)
            if value is not None and isinstance(path, str):
                out[id(value)] = path
    return out


def _structure_key(v: CapturedVariable) -> tuple:
    """What tells apart variables of one name, alike in every process: the
    ops of the traced step that read and write them (their names follow the
    step's code), then shape and dtype."""
    return (tuple(sorted(r.name for r in v.reads + v.passes_to)),
            tuple(sorted(u.name for u in v.updates)), v.shape, v.dtype)


def _uniquify(variables: list[CapturedVariable]) -> list[CapturedVariable]:
    """Variables that share a name (unnamed tf.Variables are all 'Variable')
    get '_1', '_2', ... in the order of the ops that use them in the traced
    graph (`_structure_key`), which is the same in every process that runs
    the same script (the order TensorFlow lists captured variables is not)."""
    groups: dict[str, list[CapturedVariable]] = {}
    for v in variables:
        groups.setdefault(v.name, []).append(v)
    ordered = []
    for v in variables:
        group = groups.get(v.name)
        if group is None:
            continue
        ordered.extend(sorted(group, key=_structure_key) if len(group) > 1 else group)
        del groups[v.name]
    variables = ordered
    taken = {v.name for v in variables}
    counts: dict[str, int] = {}
    out = []
    for v in variables:
        k = counts.get(v.name, 0)
        counts[v.name] = k + 1
        if k == 0:
            out.append(v)
            continue
        new = f"{v.name}_{k}"
        while new in taken:
            k += 1
            new = f"{v.name}_{k}"
        taken.add(new)
        logger.info("two variables are named %r; calling the second %r in the plan", v.name, new)
        out.append(dataclasses.replace(v, name=new))
    return out
