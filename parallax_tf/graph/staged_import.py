"""Importing a GraphDef in stages, with some nodes and tensors replaced.

`tf.graph_util.import_graph_def(input_map=...)` can only map a tensor to one
that exists *before* the import, so a replacement cannot be computed from
other tensors of the same GraphDef (an AllReduce of a gradient, a sharded
gather of ids computed by the model). The staged importer cuts the GraphDef
at the replaced nodes and tensors and imports it round by round: each round
imports every node whose inputs are available, then runs the replacements
whose inputs became available; later rounds see the replacements through
`input_map` (data edges as 'node:i', control edges as '^node').

A transformed tensor is seen transformed by its consumers downstream of the
transforms only: a consumer that is itself an ancestor of a transformed (or
required) tensor sees the raw tensor. For gradients this is the backward
pass: the tape's gradient of a variable is often reused further down the
backward pass (the gradient of a normalisation's offset is the sum that the
input's gradient also needs), and that use must see the replica's own
gradient, not the aggregated one; only what comes after the gradients (clipping,
the optimizer) sees the aggregate. Without the rule, a chunk's transform
(which waits for all the chunk's gradients) would wait for itself.

The GraphDef is a copy; nodes are imported under their own names (or
under `prefix`, so one GraphDef can be imported several times into one
graph: the stages and phases of a pipeline), with colocation attributes
removed and devices set by `device_of`.
"""
from __future__ import annotations

import dataclasses
from typing import Callable, Mapping, Optional, Sequence, Union

import tensorflow as tf

from parallax_tf.errors import ParallaxError

TensorOrOp = Union[tf.Tensor, tf.Operation]


@dataclasses.dataclass(frozen=True)
class Built:
    """What a node builder returns: the node's outputs, and the op that other
    nodes' control edges on the replaced node should wait for."""

    outputs: Sequence[tf.Tensor]
    control: Optional[TensorOrOp] = None


NodeBuilder = Callable[[list], Built]
"""builder(data_inputs) -> Built, data_inputs being the replaced node's
resolved data inputs in order (None for the output of a dropped node)."""
TensorTransform = Callable[[tf.Tensor, Callable[[str], tf.Tensor]], tf.Tensor]
"""transform(raw_tensor, resolve) -> the tensor consumers see; `resolve(name)`
gives the imported (untransformed) tensor of another name."""


def split_input(name: str) -> tuple[str, int, bool]:
    """'^a' -> ('a', -1, True); 'a' -> ('a', 0, False); 'a:2' -> ('a', 2, False)."""
    if name.startswith("^"):
        return name[1:], -1, True
    if ":" in name:
        node, index = name.rsplit(":", 1)
        return node, int(index), False
    return name, 0, False


class StagedImport:
    """Import `graph_def` into the current default graph in rounds.

    `feeds`: tensors standing for nodes of the GraphDef (placeholders).
    `builders`: nodes replaced by Python builders. `transforms`: tensors whose
    consumers see a transformed tensor; `requires[name]` lists other tensors
    that must be imported before the transform of `name` runs. `drop`: nodes
    left out (their control edges are removed). `device_of`: node -> device.
    """

    def __init__(self, graph_def: tf.compat.v1.GraphDef, *,
                 feeds: dict[str, tf.Tensor],
                 builders: Optional[dict[str, NodeBuilder]] = None,
                 transforms: Optional[dict[str, TensorTransform]] = None,
                 requires: Optional[Mapping[str, Sequence[str]]] = None,
                 drop: Sequence[str] = (),
                 device_of: Optional[Callable[[tf.compat.v1.NodeDef], Optional[str]]] = None,
                 prefix: str = ""):
        self._prefix = prefix.rstrip("/") + "/" if prefix else ""
        self._nodes = {n.name: n for n in graph_def.node}
        self._library = graph_def.library
        self._builders = dict(builders or {})
        self._transforms = dict(transforms or {})
        self._requires = {k: list(v) for k, v in (requires or {}).items()}
        self._drop = set(drop)
        self._device_of = device_of
        self._outputs: dict[str, Union[list, dict]] = {}
        """Node -> its output tensors (imported or built; a fed node's: index -> tensor)."""
        self._controls: dict[str, TensorOrOp] = {}
        self._transformed: dict[str, tf.Tensor] = {}
        self._library_imported = False
        self._control_stand_ins: dict[str, tf.Tensor] = {}
        self._order = topological_order(self._nodes)
        self._sources = {name: [split_input(i)[0] for i in node.input]
                         for name, node in self._nodes.items()}
        """Each node's inputs (data and control) by node name."""
        self._consumers: dict[str, list[str]] = {}
        for name, sources in self._sources.items():
            for source in set(sources):
                self._consumers.setdefault(source, []).append(name)
        self._scopes = {name: [s for s in _scope_prefixes(name) if s in self._nodes]
                        for name in self._nodes}
        """Each node's enclosing name scopes that are nodes too ('a' of 'a/b')."""
        self._scoped: dict[str, list[str]] = {}
        for name, scopes in self._scopes.items():
            for scope in scopes:
                self._scoped.setdefault(scope, []).append(name)
        self._raw_consumers = ancestors(self._nodes, {
            split_input(t)[0] for key in self._transforms
            for t in [key, *self._requires.get(key, ())]})
        """Nodes that see transformed tensors raw: those feeding a transform."""
        for name, tensor in feeds.items():
            node, index, _ = split_input(name)
            if node not in self._nodes:
                raise ParallaxError(f"feed {name!r} names no node of the step's graph")
            self._outputs.setdefault(node, {})[index] = tensor
            self._controls[node] = tensor
        self._fed = set(self._outputs)
        for other in self._nodes.values():
            if other.name in self._drop or other.name in self._fed:
                continue
            for inp in other.input:
                name, _, control = split_input(inp)
                if name in self._drop and not control and other.name not in self._builders:
                    raise ParallaxError(
                        f"cannot drop node {name!r}: node {other.name!r} uses its output")

    # -- resolution ---------------------------------------------------------
    def _available(self, source: str, index: int, control: bool,
                   consumer: Optional[str] = None) -> bool:
        if source in self._drop:       # a builder gets None for a dropped node's output
            return control or consumer in self._builders
        if source not in self._outputs:
            return False
        if control or consumer in self._raw_consumers:
            return True
        key = f"{source}:{index}"
        return key not in self._transforms or key in self._transformed

    def tensor(self, name: str, consumer: Optional[str] = None) -> tf.Tensor:
        """The tensor consumers see for `name` ('node:i'), transformed if it
        is (and `consumer`, when given, is downstream of the transforms)."""
        node, index, _ = split_input(name)
        key = f"{node}:{index}"
        if key in self._transformed and consumer not in self._raw_consumers:
            return self._transformed[key]
        return self.raw_tensor(key)

    def raw_tensor(self, name: str) -> tf.Tensor:
        """The imported tensor `name` before any transform."""
        node, index, _ = split_input(name)
        outputs = self._outputs.get(node)
        if outputs is None:
            raise ParallaxError(f"tensor {name!r} is not imported yet")
        return outputs[index]

    def op(self, node: str) -> Optional[TensorOrOp]:
        return self._controls.get(node)

    # -- rounds ---------------------------------------------------------------
    def run(self) -> "StagedImport":
        pending = [n for n in self._nodes if n not in self._fed and n not in self._drop]
        pending_set = set(pending)
        while pending_set:
            batch = self._importable(pending_set)
            if batch:
                self._import(batch)
                pending_set -= set(batch)
            progressed = bool(batch) | self._apply_transforms() | self._run_builders(pending_set)
            if not progressed:
                raise ParallaxError(f"the step's graph cannot be imported in stages: "
                                    f"{self._why_stuck(pending_set)}")
        self._apply_transforms()
        return self

    def _importable(self, pending: set[str]) -> list[str]:
        """Nodes (not builders) whose inputs are available or importable now,
        found in one pass over the topological order."""
        ok: set[str] = set()
        for name in self._order:
            if name not in pending or name in self._builders:
                continue
            good = True
            for inp in self._nodes[name].input:
                source, index, control = split_input(inp)
                if self._available(source, index, control, name):
                    continue
                if source in ok and (control or name in self._raw_consumers
                                     or f"{source}:{index}" not in self._transforms):
                    continue
                good = False
                break
            if good:
                ok.add(name)
        kept = self._keep_scopes(ok, pending)
        return [n for n in self._order if n in kept]

    def _keep_scopes(self, ok: set[str], pending: set[str]) -> set[str]:
        """`ok` less the nodes that must wait: TensorFlow renames a node 'a'
        imported after a node 'a/b' (the name became a scope), so a node whose
        ancestor scope is a node imported later is imported only together with it,
        and so, in turn, is every node of the batch that consumes a held one.
        A worklist: a node held stays held (`ok` only shrinks), and holding
        one re-examines only its consumers and the nodes under its scope, so
        a round costs the batch's edges, not its size squared."""
        ok = set(ok)
        work = list(ok)
        while work:
            name = work.pop()
            if name not in ok or not self._held(name, ok, pending):
                continue
            ok.discard(name)
            work.extend(n for n in self._consumers.get(name, ()) if n in ok)
            work.extend(n for n in self._scoped.get(name, ()) if n in ok)
        return ok

    def _held(self, name: str, ok: set[str], pending: set[str]) -> bool:
        """Must `name` wait for a later round (see `_keep_scopes`)?"""
        if any(self._imported_later(scope, ok, pending) for scope in self._scopes[name]):
            return True
        return any(source in pending and source not in ok
                   for source in self._sources[name])

    def _imported_later(self, name: str, ok: set[str], pending: set[str]) -> bool:
        """Will a node called `name` be imported in a later round? (Builders
        never create an op of their node's name.)"""
        return name in pending and name not in ok and name not in self._builders

    def _import(self, names: list[str]) -> None:
        partial = tf.compat.v1.GraphDef()
        input_map: dict[str, TensorOrOp] = {}
        names_set = set(names)
        for name in names:
            node = partial.node.add()
            node.CopyFrom(self._nodes[name])
            if "_class" in node.attr:
                del node.attr["_class"]
            del node.input[:]
            for inp in self._nodes[name].input:
                source, index, control = split_input(inp)
                if source in self._drop and control:
                    continue
                node.input.append(inp)
                if source in names_set:
                    continue
                if control:
                    input_map[f"^{source}"] = self._control_tensor(source)
                else:
                    input_map[f"{source}:{index}"] = self.tensor(f"{source}:{index}", name)
            if self._device_of is not None:
                device = self._device_of(self._nodes[name])
                if device is not None:
                    node.device = device
        if not self._library_imported:
            partial.library.CopyFrom(self._library)
            self._library_imported = True
        ops = tf.graph_util.import_graph_def(
            partial, input_map=input_map, return_elements=list(names), name=self._prefix)
        for op in ops:
            if op.name[len(self._prefix):] not in names_set:
                raise ParallaxError(
                    f"importing the step's graph renamed an op to {op.name!r}: a node of that "
                    "name already exists (a replacement created it); this is a bug in the "
                    "lowering, please report it")
            self._outputs[op.name[len(self._prefix):]] = list(op.outputs)
            self._controls[op.name[len(self._prefix):]] = op

    def _why_stuck(self, pending: set[str]) -> str:
        for name in self._order:
            if name not in pending:
                continue
            for inp in self._nodes[name].input:
                source, index, control = split_input(inp)
                if not self._available(source, index, control, name) and source not in pending:
                    return (f"node {name!r} waits for {inp!r}, which is neither imported, "
                            "built nor transformed")
        return f"nodes {sorted(pending)[:5]} wait for each other through a replacement"

    def _control_tensor(self, node: str) -> tf.Tensor:
        """A tensor standing for `node` in a control edge (input_map takes
        tensors only): its first output, or a constant that waits for it."""
        target = self._controls[node]
        if isinstance(target, tf.Tensor):
            return target
        if target.outputs:
            return target.outputs[0]
        if node not in self._control_stand_ins:
            with tf.control_dependencies([target]):
                self._control_stand_ins[node] = tf.constant(
                    0, name=f"{self._prefix}parallax/after/{node}")
        return self._control_stand_ins[node]

    def _apply_transforms(self) -> bool:
        progressed = False
        for key, transform in self._transforms.items():
            node = key.rsplit(":", 1)[0]
            if key in self._transformed or node not in self._outputs:
                continue
            needed = [split_input(t)[0] for t in self._requires.get(key, ())]
            if any(n not in self._outputs for n in needed):
                continue
            with tf.compat.v1.name_scope(f"{self._prefix}parallax_transform/{node}/"):
                self._transformed[key] = transform(self.raw_tensor(key), self.raw_tensor)
            progressed = True
        return progressed

    def _run_builders(self, pending: set[str]) -> bool:
        progressed = False
        for name, builder in self._builders.items():
            if name not in pending:
                continue
            inputs = [split_input(i) for i in self._nodes[name].input]
            if not all(self._available(s, i, c, name) for s, i, c in inputs):
                continue
            data = [None if s in self._drop else self.tensor(f"{s}:{i}", name)
                    for s, i, c in inputs if not c]
            controls = [self._controls[s] for s, _, c in inputs if c and s not in self._drop]
            with tf.control_dependencies(controls), \
                    tf.compat.v1.name_scope(f"{self._prefix}parallax_built/{name}/"):
                built = builder(data)
            outputs = list(built.outputs)
            self._outputs[name] = outputs
            control = built.control if built.control is not None else (
                outputs[0] if outputs else tf.no_op(name=f"parallax/built/{name}"))
            self._controls[name] = control
            pending.discard(name)
            progressed = True
        return progressed


def _scope_prefixes(name: str) -> list[str]:
    """'a/b/c' -> ['a', 'a/b']."""
    parts = name.split("/")
    return ["/".join(parts[:i]) for i in range(1, len(parts))]


def ancestors(nodes: dict, targets: set[str]) -> set[str]:
    """Every node with a path (data or control edges) to a node of
    `targets`, the targets included."""
    seen: set[str] = set()
    stack = [t for t in targets if t in nodes]
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        stack.extend(s for s in (split_input(i)[0] for i in nodes[name].input)
                     if s in nodes and s not in seen)
    return seen


def node_edges(graph_def: tf.compat.v1.GraphDef) -> tuple[dict, dict, dict]:
    """(node by name, each node's data inputs (node names), each node's
    consumers (node names, through data edges))."""
    nodes = {n.name: n for n in graph_def.node}
    inputs = {name: [split_input(i)[0] for i in node.input if not i.startswith("^")]
              for name, node in nodes.items()}
    consumers: dict[str, list[str]] = {n: [] for n in nodes}
    for name, ins in inputs.items():
        for source in ins:
            if source in consumers:
                consumers[source].append(name)
    return nodes, inputs, consumers


def topological_order(nodes: dict) -> list[str]:
    """Kahn's algorithm over data and control edges; raises on a cycle."""
    order = kahn_order({name: [split_input(i)[0] for i in node.input
                               if split_input(i)[0] in nodes] for name, node in nodes.items()})
    if len(order) != len(nodes):
        raise ParallaxError("the step's top-level graph has a cycle; cannot lower it")
    return order


def kahn_order(preds: dict) -> list:
    """Kahn's topological order of the keys of `preds` (key -> the keys it
    depends on, each counted once per listing); a key on a cycle is left
    out, so a shorter result means a cycle."""
    consumers: dict = {k: [] for k in preds}
    indegree = {k: 0 for k in preds}
    for key, sources in preds.items():
        for source in sources:
            consumers[source].append(key)
            indegree[key] += 1
    ready = [k for k, d in indegree.items() if d == 0]
    order = []
    while ready:
        key = ready.pop()
        order.append(key)
        for c in consumers[key]:
            indegree[c] -= 1
            if indegree[c] == 0:
                ready.append(c)
    return order
