"""Collective operations used by the lowered program, behind one interface.

Two engines (`Config(collectives=...)`, docs/api.md):

* `HorovodCollective` uses Horovod's TensorFlow ops (Gloo on CPU, NCCL on
  GPU) directly, not `DistributedGradientTape`, which fails on Keras 3
  variables. Every op gets an explicit name, created at the graph's top
  level whatever the current name scope: Horovod matches tensors across
  ranks by name, so all workers must build the same names in the same
  program.
* `TensorFlowCollective` uses TensorFlow's own collective ops (the V2 ops
  under MultiWorkerMirroredStrategy and DTensor: ring over the job's gRPC
  servers on CPU, NCCL on GPUs), nothing compiled and no extra process. Ops
  meet by (group key, instance key); the instance key is derived from the
  same name Horovod would match on, so the same program runs on both.

`SingleCollective` is the one-worker case (identity), so the same lowered
program also runs without either.
"""
from __future__ import annotations

import abc
import weakref
import zlib
from typing import Any, Optional, Sequence

import tensorflow as tf

from parallax_tf import env


def hvd_name(name: str) -> str:
    """A variable or op name as part of a collective op's name (Horovod's and
    TensorFlow's ops of the workers meet by it)."""
    return name.replace("/", "_")


class Collective(abc.ABC):
    """AllReduce / AllGather / Broadcast / barrier over the workers."""

    fusion_bytes = 0
    """Lowering packs consecutive small dense gradients into grouped
    AllReduces of at most this many bytes (0: the engine fuses at run time,
    as Horovod's does, or not at all)."""

    same_step_ids = False
    """True when the workers' session runs that hold these collectives share
    one step id (TensorFlow's collectives: the group leader hands every
    worker the same sequence). A task's state of a step is then cleaned up
    when any session's run of that step ends, so no session may run ops on
    another worker's task, and a run's ops on a task several sessions use
    (a server) must all end before its last collective."""

    graph_key = 0
    """The `RunOptions.experimental.collective_graph_key` of a session run
    whose collectives are this group's alone (0: TensorFlow's default, one
    step-id sequence per task for every run with collectives). See
    `TensorFlowCollective.graph_key`."""

    @property
    @abc.abstractmethod
    def size(self) -> int:
        """Number of workers."""

    @property
    @abc.abstractmethod
    def rank(self) -> int:
        """This worker's index."""

    @abc.abstractmethod
    def allreduce(self, tensor: tf.Tensor, *, average: bool, name: str) -> tf.Tensor:
        """Sum (or mean) of `tensor` over all workers."""

    @abc.abstractmethod
    def allgather(self, tensor: tf.Tensor, *, name: str, rows: str = "") -> tf.Tensor:
        """Concatenation along dim 0 of `tensor` from all workers, in rank order.
        `rows`: gathers of one graph given the same `rows` have the same first
        dimension on each worker (a sparse gradient's values and indices),
        so an engine that exchanges the sizes first does it once for them."""

    def allgather_rows(self, tensors: Sequence[tf.Tensor], *, name: str) -> list[tf.Tensor]:
        """The concatenations along dim 0 of `tensors` from all workers, in
        rank order, where the tensors have the same first dimension on each
        worker (a sparse gradient's values and indices, a table's keys and
        their counts): one gather for all, each row's elements bit-cast to
        32-bit words side by side, split and cast back after (separate
        gathers cost a message, and on Horovod a negotiation, each).
        Tensors of other widths, or rows of unknown shape, are gathered
        apart."""
        words = [_words(t) for t in tensors]
        if len(tensors) < 2 or any(w is None for w in words):
            return [self.allgather(t, name=f"{name}_{i}", rows=name)
                    for i, t in enumerate(tensors)]
        with _top_level(), _helpers(name):
            packed = tf.concat([_as_words(t) for t in tensors], axis=1)
        gathered = self.allgather(packed, name=name, rows=name)
        with _top_level(), _helpers(name):
            parts = tf.split(gathered, [w for w in words if w is not None], axis=1)
            return [_from_words(part, t) for part, t in zip(parts, tensors)]

    @abc.abstractmethod
    def broadcast(self, tensor: tf.Tensor, *, root: int, name: str) -> tf.Tensor:
        """`tensor` of worker `root`, on every worker."""

    @abc.abstractmethod
    def grouped_allreduce(self, tensors: Sequence[tf.Tensor], *, average: bool,
                          name: str) -> list[tf.Tensor]:
        """Sums (or means) of `tensors` over all workers, negotiated and
        fused as one unit (a chunk of gradients)."""

    def barrier(self, name: str, after: Sequence = ()) -> tf.Tensor:
        """A tensor that is ready once every worker ran the ops in `after`.

        The token comes from a stateful op (a timestamp): Grappler's constant
        folding would otherwise evaluate the collective of a constant while
        optimising the graph, on one worker alone, and the job would hang.
        """
        with tf.control_dependencies(list(after)), _top_level():
            token = tf.timestamp(name=f"{name}_token")
        return self.allreduce(token, average=False, name=name)


def _top_level():
    """A context manager: ops get names outside any name scope."""
    return tf.compat.v1.get_default_graph().name_scope(None)


def _helpers(name: str):
    """A context manager: the helper ops of collective `name` (shapes,
    packing, padding) get names under a scope of their own, never a name
    the step's graph may hold ('packed', 'concat'), which the lowering
    imports after them."""
    return tf.compat.v1.name_scope(f"parallax_collective/{name}/")


class SingleCollective(Collective):
    """One worker: every collective is the identity."""

    @property
    def size(self) -> int:
        return 1

    @property
    def rank(self) -> int:
        return 0

    def allreduce(self, tensor: tf.Tensor, *, average: bool, name: str) -> tf.Tensor:
        return tf.identity(tensor, name=name)

    def allgather(self, tensor: tf.Tensor, *, name: str, rows: str = "") -> tf.Tensor:
        return tf.identity(tensor, name=name)

    def allgather_rows(self, tensors: Sequence[tf.Tensor], *, name: str) -> list[tf.Tensor]:
        return [tf.identity(t, name=f"{name}_{i}") for i, t in enumerate(tensors)]

    def broadcast(self, tensor: tf.Tensor, *, root: int, name: str) -> tf.Tensor:
        return tf.identity(tensor, name=name)

    def grouped_allreduce(self, tensors: Sequence[tf.Tensor], *, average: bool,
                          name: str) -> list[tf.Tensor]:
        return [tf.identity(t, name=f"{name}_{i}") for i, t in enumerate(tensors)]


class HorovodCollective(Collective):
    """Horovod's ops; `hvd.init()` must have run (the runtime does it).

    `process_set` (a `hvd.ProcessSet` registered at `hvd.init`) limits every
    op to its ranks: with model splitting, the tasks of one split position in
    every replica. The ops may be built by a process outside the set (a
    replica's driver builds the program of all its tasks); they run in the
    tasks TensorFlow places them on, which are members. `broadcast`'s root is
    a global rank, as in Horovod.
    """

    def __init__(self, process_set: Optional[Any] = None,
                 ranks: Optional[Sequence[int]] = None) -> None:
        import horovod.tensorflow as hvd  # noqa: PLC0415  (optional package)
        self._hvd = hvd
        self._set = process_set
        self._ranks = tuple(ranks) if ranks is not None else None

    @property
    def size(self) -> int:
        return len(self._ranks) if self._ranks is not None else self._hvd.size()

    @property
    def rank(self) -> int:
        if self._ranks is None:
            return self._hvd.rank()
        me = self._hvd.rank()
        return self._ranks.index(me) if me in self._ranks else -1

    def _kw(self) -> dict:
        return {} if self._set is None else {"process_set": self._set}

    def allreduce(self, tensor: tf.Tensor, *, average: bool, name: str) -> tf.Tensor:
        with _top_level():
            if self._set is None:
                op = self._hvd.Average if average else self._hvd.Sum
                return self._hvd.allreduce(tensor, op=op, name=name)
            # A process set's size is known here (its ranks), also to a
            # builder outside the set: divide explicitly.
            total = self._hvd.allreduce(tensor, op=self._hvd.Sum, name=name, **self._kw())
            if not average:
                return total
            with _helpers(name):
                return total / tf.cast(self.size, total.dtype)

    def allgather(self, tensor: tf.Tensor, *, name: str, rows: str = "") -> tf.Tensor:
        with _top_level():
            return self._hvd.allgather(tensor, name=name, **self._kw())

    def broadcast(self, tensor: tf.Tensor, *, root: int, name: str) -> tf.Tensor:
        with _top_level():
            return self._hvd.broadcast(tensor, root_rank=root, name=name, **self._kw())

    def grouped_allreduce(self, tensors: Sequence[tf.Tensor], *, average: bool,
                          name: str) -> list[tf.Tensor]:
        with _top_level():
            if self._set is None:
                op = self._hvd.Average if average else self._hvd.Sum
                return list(self._hvd.grouped_allreduce(list(tensors), op=op, name=name))
            totals = self._hvd.grouped_allreduce(list(tensors), op=self._hvd.Sum, name=name,
                                                 **self._kw())
            if not average:
                return list(totals)
            with _helpers(name):
                return [t / tf.cast(self.size, t.dtype) for t in totals]


GROUP_LEADER = "/job:worker/replica:0/task:0"
"""The task that resolves the TensorFlow collectives' groups (worker 0)."""

_GRAPH_KEYS = 0x7061_7200_0000
"""`TensorFlowCollective.graph_key` is this + the group key."""

_DYNAMIC_GROUPS = 1 << 30
"""Gathers of a dynamic size run in groups of their own, from this key up:
one group per gather (its name's CRC-32, 24 bits, with the engine's group in
the 6 bits above), where the instance key is the step's padded size
(TensorFlow fixes an instance's shape at its first run)."""


def server_config() -> tf.compat.v1.ConfigProto:
    """The ConfigProto of every worker's `tf.distribute.Server`: worker 0
    leads the TensorFlow collectives' group resolution (unused with Horovod)."""
    config = tf.compat.v1.ConfigProto()
    config.experimental.collective_group_leader = GROUP_LEADER
    return config


FUSION_BYTES = env.FUSION_BYTES
"""(`env.FUSION_BYTES`, where the TensorFlow-free planner reads it too.)"""


class TensorFlowCollective(Collective):
    """TensorFlow's collective ops over the workers `ranks` (global worker
    indices) in group `group_key`.

    `me` is this process's worker index. An op runs on the device of the
    enclosing `tf.device` scope (a replica's driver builds the ops of its
    split tasks); a broadcast sends from the task whose index is `root`.
    Instance keys are the CRC-32 of the op's name, so ops meet by name as
    Horovod's do; two names of one group with the same key are refused.
    A gather whose first dimension is not static gathers the sizes first
    (once for the gathers that share `rows`: a sparse gradient's values and
    indices), then every contribution padded to the largest, in a group of
    its own whose instance key is that size (TensorFlow fixes each
    instance's shape at its first run), and drops the padding.
    """

    same_step_ids = True

    @property
    def graph_key(self) -> int:  # type: ignore[override]
        """A step-id sequence of this group's own. Each task takes the
        sequence of a graph key from the group leader (worker 0) at its first
        run with collectives, then counts its own runs; the leader's count
        moves with the leader's own runs. Under TensorFlow's default key
        (every run with collectives), two members of a group the leader is
        not in that start while the leader runs collectives of its own group
        take different step ids, and their collectives never meet (seen with
        pipeline stages: `RecvBuf` waits until the deadline). Under a key of
        the group's own, which only the members run, they take the same
        sequence, and keep it as long as they run the same number of such
        runs."""
        return _GRAPH_KEYS + self._group

    @property
    def fusion_bytes(self) -> int:  # type: ignore[override]
        return env.fusion_bytes(FUSION_BYTES)

    def __init__(self, me: int, ranks: Sequence[int], group_key: int = 1) -> None:
        self._me = me
        self._ranks = tuple(ranks)
        self._group = group_key
        self._keys: dict[int, str] = {}
        self._dynamic: dict[int, str] = {}
        self._sizes: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        """Graph -> `rows` -> the gathered sizes its gathers share (the engine
        outlives the graphs of AUTO's candidates)."""

    @property
    def size(self) -> int:
        return len(self._ranks)

    @property
    def rank(self) -> int:
        return self._ranks.index(self._me) if self._me in self._ranks else -1

    def _key(self, name: str) -> int:
        return _claim(self._keys, zlib.crc32(name.encode("utf-8")) & 0x7FFFFFFF, name,
                      "instance key")

    def allreduce(self, tensor: tf.Tensor, *, average: bool, name: str) -> tf.Tensor:
        with _top_level():
            return tf.raw_ops.CollectiveReduceV2(
                input=tensor, group_size=self.size, group_key=self._group,
                instance_key=self._key(name), ordering_token=[], merge_op="Add",
                final_op="Div" if average else "Id", communication_hint="auto", name=name)

    def grouped_allreduce(self, tensors: Sequence[tf.Tensor], *, average: bool,
                          name: str) -> list[tf.Tensor]:
        """One reduction per dtype over the tensors flattened and concatenated."""
        out: list[Optional[tf.Tensor]] = [None] * len(tensors)
        by_dtype: dict[tf.DType, list[int]] = {}
        for i, t in enumerate(tensors):
            by_dtype.setdefault(t.dtype, []).append(i)
        with _top_level():
            for dtype, index in by_dtype.items():
                group = f"{name}_grouped_{dtype.name}"
                with _helpers(group):
                    flat = [tf.reshape(tensors[i], [-1]) for i in index]
                    joined = tf.concat(flat, 0) if len(flat) > 1 else flat[0]
                packed = self.allreduce(joined, average=average, name=group)
                with _helpers(group):
                    parts = tf.split(packed, [tf.size(f) for f in flat]) if len(flat) > 1 \
                        else [packed]
                    for i, part in zip(index, parts):
                        out[i] = tf.reshape(part, tf.shape(tensors[i]))
        return out

    def allgather(self, tensor: tf.Tensor, *, name: str, rows: str = "") -> tf.Tensor:
        with _top_level():
            if tensor.shape.rank and tensor.shape[0] is not None:
                return tf.raw_ops.CollectiveGatherV2(
                    input=tensor, group_size=self.size, group_key=self._group,
                    instance_key=self._key(name), ordering_token=[], name=name)
            with _helpers(name):
                n = tf.shape(tensor, out_type=tf.int64)[:1]
            known = self._sizes.setdefault(tf.compat.v1.get_default_graph(), {})
            sizes = known.get(rows) if rows else None
            if sizes is None:
                sizes = tf.raw_ops.CollectiveGatherV2(
                    input=n, group_size=self.size, group_key=self._group,
                    instance_key=self._key(f"{name}_sizes"), ordering_token=[],
                    name=f"{name}_sizes")
                if rows:
                    known[rows] = sizes
            with _helpers(name):
                # every contribution padded to the step's largest (not to a
                # power of two: the bytes are the rows' own plus the padding)
                width = tf.maximum(tf.reduce_max(sizes), 1)
                pad = tf.concat([[[0, width - n[0]]],
                                 tf.zeros([tf.rank(tensor) - 1, 2], tf.int64)], 0)
                contribution = tf.pad(tensor, pad)
                instance = tf.cast(tf.minimum(width, 0x7FFFFFFF), tf.int32)
            padded = tf.raw_ops.CollectiveGatherV2(
                input=contribution, group_size=self.size,
                group_key=self._dynamic_group(name), instance_key=instance,
                ordering_token=[], name=f"{name}_padded")
            with _helpers(name):
                keep = tf.reshape(tf.sequence_mask(sizes, width), [-1])
            return tf.boolean_mask(padded, keep, name=name)

    def _dynamic_group(self, name: str) -> int:
        """The group of a gather of dynamic size (`_DYNAMIC_GROUPS`)."""
        return _claim(self._dynamic, _DYNAMIC_GROUPS + ((self._group & 0x3F) << 24)
                      + (zlib.crc32(name.encode("utf-8")) & 0xFFFFFF), name,
                      "group of dynamic gathers")

    def broadcast(self, tensor: tf.Tensor, *, root: int, name: str) -> tf.Tensor:
        with _top_level():
            key = self._key(name)
            if _task_of_scope(self._me) == root:
                return tf.raw_ops.CollectiveBcastSendV2(
                    input=tensor, group_size=self.size, group_key=self._group,
                    instance_key=key, communication_hint="auto", name=name)
            with _helpers(name):
                shape = tf.shape(tensor)
            return tf.raw_ops.CollectiveBcastRecvV2(
                group_size=self.size, group_key=self._group, instance_key=key,
                shape=shape, T=tensor.dtype, communication_hint="auto", name=name)


def _words(tensor: tf.Tensor) -> Optional[int]:
    """32-bit words per row of `tensor` (`allgather_rows`'s packing), None
    when it cannot be packed: an element of another width, or a row of
    unknown shape."""
    size = tensor.dtype.size if tensor.dtype.is_numpy_compatible else 0
    rest = tensor.shape[1:] if tensor.shape.rank else None
    if size not in (4, 8) or tensor.dtype.is_complex or rest is None \
            or not rest.is_fully_defined():
        return None
    return max(rest.num_elements(), 0) * size // 4


def _as_words(tensor: tf.Tensor) -> tf.Tensor:
    """`tensor` as [rows, words] int32 (its rows' bits)."""
    rows = tf.shape(tensor)[0]
    flat = tf.reshape(tensor, [rows, -1])
    if tensor.dtype != tf.int32:
        flat = tf.bitcast(flat, tf.int32)         # 8-byte elements: a last dim of 2
    return tf.reshape(flat, [rows, _words(tensor) or 0])


def _from_words(words: tf.Tensor, like: tf.Tensor) -> tf.Tensor:
    """`_as_words` undone: [rows, words] int32 back to `like`'s dtype and row shape."""
    rows = tf.shape(words)[0]
    if like.dtype.size == 8:
        words = tf.reshape(words, [rows, -1, 2])
    out = words if like.dtype == tf.int32 else tf.bitcast(words, like.dtype)
    return tf.reshape(out, tf.concat([[rows], tf.constant(like.shape[1:].as_list(),
                                                          tf.int32)], 0))


def _claim(keys: dict[int, str], key: int, name: str, what: str) -> int:
    """`key` for op `name`, unless another name of this engine holds it."""
    other = keys.setdefault(key, name)
    if other != name:
        raise RuntimeError(
            f"TensorFlow collectives {other!r} and {name!r} hash to the same {what}; "
            "run this job with Config(collectives='horovod')")
    return key


def _task_of_scope(default: int) -> int:
    """The worker task index of the enclosing `tf.device` scope (`default`
    when the scope names no task)."""
    probe = tf.raw_ops.NoOp(name="parallax_device_probe")
    spec = tf.DeviceSpec.from_string(probe.device or "")
    return spec.task if spec.task is not None and spec.job in (None, "worker") else default


_KINDS = {"HorovodAllreduce": "allreduce", "HorovodAllgather": "allgather",
          "HorovodBroadcast": "broadcast", "HorovodGroupedAllreduce": "grouped_allreduce",
          "CollectiveReduceV2": "allreduce", "CollectiveGatherV2": "allgather",
          "CollectiveBcastSendV2": "broadcast", "CollectiveBcastRecvV2": "broadcast"}
"""The collective ops of both engines by what they do."""


def collective_ops(ops: list) -> dict[str, dict]:
    """The program's collective ops, engine-neutral: name (TensorFlow's
    grouped reductions by their group's name, one per dtype) -> kind, device
    and process set (Horovod's id; TensorFlow's group key - 1, the same
    numbering)."""
    out: dict[str, dict] = {}
    for o in ops:
        kind = _KINDS.get(o.type)
        if kind is None or o.name.endswith(("_sizes", "parallax_device_probe")):
            continue
        name = o.name
        if o.type.startswith("Horovod"):
            process_set = o.get_attr("process_set_id")
        else:
            args = [a.name for a in o.op_def.input_arg]
            key = o.inputs[args.index("group_key")]
            process_set = int(key.op.get_attr("value").int_val[0]) - 1 \
                if key.op.type == "Const" else None
            if "_grouped_" in name:
                name, kind = name.rsplit("_grouped_", 1)[0], "grouped_allreduce"
            name = name.removesuffix("_padded")
        out[name] = {"kind": kind, "op": o.type, "device": o.device,
                     "process_set": process_set}
    return out
