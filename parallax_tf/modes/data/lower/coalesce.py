"""Fewer messages per step: the step's cross-task transfers coalesced
(pass `coalesce_transfers`, docs/runtime.md#fewer-messages-per-step).

TensorFlow's distributed runtime sends one message (a `RecvTensor` RPC)
per tensor that crosses from one task to another, and one per op with a
control edge into another task. A HYBRID LM step is a chain of ~100 such
messages per worker (each variable's rows, its indices, every shard's
gradient norm, every control edge of the updates); each costs a gRPC call
and a server thread's time, whatever its size.

This pass packs the transfers that TensorFlow could send at the same
moment into one: the tensors going from task A to task B become one byte
buffer (their raw bytes after a small header with the dynamic shapes),
sent once and split on B; the control edges from A to B ride along.

Which transfers go together (a group), and why it is safe:

* `depth(op)`: the most cross-task edges on any path into `op`. Transfers
  whose sources have the same depth never depend on each other (if B's
  consumer reached C's source, C's source would be deeper), so packing them
  cannot create a cycle; the pack then runs at depth d and its receipt at
  d + 1, which keeps every op's depth as it was.
* The sources must also have the same collectives (Horovod, TF collective
  ops) among their ancestors. Packing then makes no op wait for a
  collective it did not wait for before, so no worker can reach a
  collective later than another worker waits for it: no cross-worker
  deadlock, whatever the other workers' programs are.
* Only the step's ops (what `outputs` and `step_done` need) are touched,
  and no op that another fetch of the program needs (initialisation,
  reads, release, the checkpoint's random-op replay): running those must
  not start a step's transfers.
* Ops inside v1 control flow frames, and tensors of other dtypes than
  numbers and bools, are left as they are.
"""
from __future__ import annotations

import collections
import dataclasses
import functools
from typing import Iterable, Optional

import tensorflow as tf

from parallax_tf.graph.staged_import import kahn_order

_PACKABLE = frozenset({tf.float16, tf.bfloat16, tf.float32, tf.float64, tf.int8, tf.int16,
                       tf.int32, tf.int64, tf.uint8, tf.uint16, tf.uint32, tf.uint64,
                       tf.complex64, tf.complex128, tf.bool})
_CONTROL_FLOW = frozenset({"Enter", "RefEnter", "Exit", "RefExit", "Merge", "RefMerge",
                           "Switch", "RefSwitch", "NextIteration", "RefNextIteration",
                           "LoopCond", "ControlTrigger"})
_COLLECTIVE_PREFIXES = ("Horovod", "Collective", "Nccl")


@dataclasses.dataclass(frozen=True)
class Transfers:
    """Messages one step of a program sends between tasks, as TensorFlow
    counts them (a tensor per receiving task, an op's control edges per
    receiving task), before and after coalescing."""

    before: int
    after: int
    groups: int
    """How many packs replaced `before - after + groups` messages."""

    def line(self) -> str:
        return (f"cross-task messages per step: {self.before} -> {self.after} "
                f"({self.groups} pack(s))")


def _task(op: tf.Operation) -> Optional[tuple]:
    return _task_of(op.device or "")


@functools.lru_cache(maxsize=4096)
def _task_of(device: str) -> Optional[tuple]:
    spec = tf.DeviceSpec.from_string(device)
    if spec.job is None:
        return None
    return (spec.job, spec.replica or 0, spec.task or 0)


def _cpu(op: tf.Operation) -> str:
    spec = tf.DeviceSpec.from_string(op.device)
    return tf.DeviceSpec(job=spec.job, replica=spec.replica, task=spec.task,
                         device_type="CPU", device_index=0).to_string()


def _ancestors(roots: Iterable[tf.Operation]) -> set:
    seen: set = set()
    stack = list(roots)
    while stack:
        op = stack.pop()
        if op in seen:
            continue
        seen.add(op)
        stack.extend(t.op for t in op.inputs)
        stack.extend(op.control_inputs)
    return seen


def _topological(ops: set) -> list:
    return kahn_order({op: {t.op for t in op.inputs if t.op in ops} | {
        c for c in op.control_inputs if c in ops} for op in ops})


def _movable(op: tf.Operation) -> bool:
    return op.type not in _CONTROL_FLOW and op._get_control_flow_context() is None


def count_transfers(fetches: Iterable) -> int:
    """Messages TensorFlow sends between tasks for one run of `fetches`."""
    ops = _ancestors(_ops(fetches))
    data, control = set(), set()
    for op in ops:
        dst = _task(op)
        for t in op.inputs:
            if _task(t.op) != dst:
                data.add((t.name, dst))
        for c in op.control_inputs:
            if _task(c) != dst:
                control.add((c.name, dst))
    return len(data) + len(control)


def _ops(fetches: Iterable) -> list:
    return [getattr(f, "op", f) for f in fetches]


def coalesce_transfers(graph: tf.Graph, fetches: Iterable, keep_apart: Iterable = ()
                       ) -> Transfers:
    """Rewrite `graph` in place so that one run of `fetches` sends fewer
    messages between tasks (see the module's docstring); `keep_apart`: the
    program's other fetches, whose ops stay untouched."""
    fetches = _ops(fetches)
    step = _ancestors(fetches)
    other = _ancestors(_ops(keep_apart))
    order = _topological(step)
    depth: dict = {}
    colls: dict = {}
    for op in order:
        task = _task(op)
        d, c = 0, frozenset[str]()
        for p in [t.op for t in op.inputs] + list(op.control_inputs):
            d = max(d, depth[p] + (task != _task(p)))
            c |= colls[p]
        depth[op] = d
        colls[op] = c | {op.name} if op.type.startswith(_COLLECTIVE_PREFIXES) else c

    # units: (source tensor or op, receiving task) -> the consumers to rewire
    data: dict = collections.defaultdict(list)
    control: dict = collections.defaultdict(list)
    blocked: set = set()
    for op in order:
        dst = _task(op)
        ok = op not in other and _movable(op) and dst is not None
        for i, t in enumerate(op.inputs):
            if _task(t.op) == dst:
                continue
            key = (t, dst)
            if not ok or t.dtype not in _PACKABLE or not _movable(t.op) or _task(t.op) is None:
                blocked.add(key)
            data[key].append((op, i))
        for c in op.control_inputs:
            if _task(c) == dst:
                continue
            key = (c, dst)
            if not ok or not _movable(c) or _task(c) is None:
                blocked.add(key)
            control[key].append(op)
    before = len(data) + len(control)     # what `count_transfers` counts

    groups: dict = collections.defaultdict(lambda: ([], []))
    for key in data:
        if key not in blocked:
            src = key[0].op
            groups[(_task(src), key[1], depth[src], colls[src])][0].append(key)
    for key in control:
        if key not in blocked:
            src = key[0]
            groups[(_task(src), key[1], depth[src], colls[src])][1].append(key)

    packs = 0
    with graph.as_default():
        for index, (_, (tensors, controls)) in enumerate(sorted(
                groups.items(), key=lambda kv: (kv[0][2], str(kv[0][:2])))):
            if len(tensors) + len(controls) < 2:
                continue
            packs += 1
            src_device = _cpu(tensors[0][0].op if tensors else controls[0][0])
            dst_op = (data[tensors[0]][0][0] if tensors else control[controls[0]][0])
            _rewrite(graph, index, [t for t, _ in tensors], [c for c, _ in controls],
                     src_device, _cpu(dst_op),
                     {t: data[(t, d)] for t, d in tensors},
                     {c: control[(c, d)] for c, d in controls})
    after = count_transfers(fetches) if packs else before
    return Transfers(before=before, after=after, groups=packs)


def _rewrite(graph: tf.Graph, index: int, tensors: list, controls: list, src: str, dst: str,
             consumers: dict, control_consumers: dict) -> None:
    name = f"parallax/coalesced/{index}"
    with graph.name_scope(name + "/"), tf.control_dependencies(None):
        with tf.device(src), tf.control_dependencies(controls):
            buf = pack(tensors)
        with tf.device(dst):
            received = tf.identity(buf, name="received")
            outs = unpack(received, [(t.dtype, t.shape) for t in tensors])
    for t, out in zip(tensors, outs):
        for op, i in consumers[t]:
            op._update_input(i, out)
    for c in controls:
        for op in control_consumers[c]:
            kept = [x for x in op.control_inputs if x is not c]
            op._remove_all_control_inputs()
            op._add_control_inputs(kept + [received.op])


# ----------------------------------------------------------------------------- bytes

def _bytes(t: tf.Tensor) -> tf.Tensor:
    if t.dtype == tf.bool:
        t = tf.cast(t, tf.uint8)
    elif t.dtype != tf.uint8:
        t = tf.bitcast(t, tf.uint8)
    return tf.reshape(t, [-1])


def pack(tensors: list) -> tf.Tensor:
    """The tensors as one uint8 vector: a header of int64s (the rank of each
    tensor of unknown rank, then the dims of each tensor whose shape is not
    fully known), then each tensor's bytes."""
    ranks = [tf.rank(t) for t in tensors if t.shape.rank is None]
    dims = [tf.shape(t, out_type=tf.int64) for t in tensors if not t.shape.is_fully_defined()]
    header = [tf.cast(tf.stack(ranks), tf.int64)] if ranks else []
    header += dims
    parts = ([_bytes(tf.concat(header, 0))] if header else []) + [_bytes(t) for t in tensors]
    if not parts:    # control edges only: 8 bytes TensorFlow cannot fold into a constant
        # (a constant would carry its control inputs to the receiving task)
        return tf.bitcast(tf.raw_ops.Timestamp(), tf.uint8)
    return parts[0] if len(parts) == 1 else tf.concat(parts, 0)


def unpack(buf: tf.Tensor, specs: list) -> list:
    """`pack`'s inverse, given each tensor's (dtype, static shape)."""
    unknown_rank = [i for i, (_, s) in enumerate(specs) if s.rank is None]
    dynamic = [i for i, (_, s) in enumerate(specs) if not s.is_fully_defined()]
    offset = tf.constant(0, tf.int64)
    ranks = {}
    if unknown_rank:
        n = 8 * len(unknown_rank)
        r = _int64s(buf[:n])
        ranks = {i: r[k] for k, i in enumerate(unknown_rank)}
        offset = tf.constant(n, tf.int64)
    shapes = {}
    if dynamic:
        lengths = [ranks[i] if i in ranks else tf.constant(specs[i][1].rank, tf.int64)
                   for i in dynamic]
        total = tf.add_n(lengths) if len(lengths) > 1 else lengths[0]
        dims = _int64s(buf[offset:offset + 8 * total])
        offset = offset + 8 * total
        pieces = tf.split(dims, tf.stack(lengths), num=len(dynamic)) if len(dynamic) > 1 \
            else [dims]
        shapes = dict(zip(dynamic, pieces))
    sizes = []
    for i, (dtype, shape) in enumerate(specs):
        item = 1 if dtype == tf.bool else dtype.size
        if i in shapes:
            sizes.append(tf.reduce_prod(shapes[i]) * item)
        else:
            sizes.append(tf.constant(shape.num_elements() * item, tf.int64))
    payload = buf[offset:]
    pieces = tf.split(payload, tf.stack(sizes), num=len(specs)) if len(specs) > 1 else [payload]
    outs = []
    for i, ((dtype, shape), piece) in enumerate(zip(specs, pieces)):
        if dtype == tf.bool:
            value = tf.cast(piece, tf.bool)
        elif dtype == tf.uint8:
            value = piece
        elif dtype.size == 1:
            value = tf.bitcast(piece, dtype)
        else:
            value = tf.bitcast(tf.reshape(piece, [-1, dtype.size]), dtype)
        target = shapes[i] if i in shapes else shape.as_list()
        value = tf.reshape(value, target)
        value.set_shape(shape)
        outs.append(value)
    return outs


def _int64s(raw: tf.Tensor) -> tf.Tensor:
    return tf.bitcast(tf.reshape(raw, [-1, 8]), tf.int64)
