"""The layout planner: Mesh-style layouts of a step's variables.

From the Config's mesh, layout rules and dim names (`config/mesh.py`):

1. the job's devices form the mesh: a `Topology` over the mesh axes with
   `devices_per_task` devices per task (logical CPU devices of one process;
   one GPU per task on GPU workers);
2. each variable gets the dim names of the first `dim_names` pattern that
   matches its whole name (an exact name wins; two matching patterns are an
   error), or the axes of a `variable_layouts` / LayoutMap entry; its layout
   maps every named dim with a rule to that rule's mesh axis, every other dim
   is replicated;
3. an optimizer slot follows its variable; other state is replicated;
4. each split dim's size must divide by its axis' size; a pattern that
   matches no variable is an error (a typo would silently leave a model
   replicated);
5. the collectives the layouts imply are predicted (`layout_cost.py`).

Everything is checked here, before the step runs: `parallax-tf plan` shows
the same errors without starting a process.
"""
from __future__ import annotations

from typing import Optional, Sequence

from parallax_tf.capture import CapturedStep
from parallax_tf.classify import ModelInfo
from parallax_tf.config import Config, compose
from parallax_tf.config import mesh as vocab
from parallax_tf.errors import PlanError
from parallax_tf.graph.analysis import slot_owners
from parallax_tf.modes.layout import section as layout_of
from parallax_tf.modes.layout.cost import predict_collectives
from parallax_tf.plan.placements import Layout, Placement
from parallax_tf.plan.plan import Plan, VariablePlan
from parallax_tf.plan.topology import Topology
from parallax_tf.resources import Cluster


def mesh_topology(config: Config, num_tasks: int,
                  task_devices: Sequence[str] = ()) -> Topology:
    """The mesh over the job's tasks; PlanError when the mesh does not fit."""
    mesh = layout_of(config).mesh
    devices = 1
    for _, size in mesh:
        devices *= size
    text = vocab.format_mesh(mesh)
    gpu = any(d.startswith("GPU") for d in task_devices)
    k = layout_of(config).devices_per_task
    if k is None:
        k = 1 if gpu else devices // num_tasks
        if gpu and devices != num_tasks or not gpu and (devices < num_tasks
                                                        or devices % num_tasks):
            what = f"{num_tasks} GPU task(s), one device each" if gpu else \
                f"{num_tasks} task(s), which must hold the same number of devices each"
            raise PlanError(
                f"mesh {text!r} has {devices} devices but the job has {what}; give a mesh of "
                f"{num_tasks if gpu else f'a multiple of {num_tasks}'} devices, or change the "
                "resources (one task per slot)")
    elif devices != num_tasks * k or (gpu and k != 1):
        raise PlanError(
            f"mesh {text!r} has {devices} devices but the job has {num_tasks} task(s) x {k} "
            f"device(s) per task = {num_tasks * k}"
            + ("; GPU tasks hold one device (their GPU)" if gpu and k != 1 else "")
            + "; make the mesh's sizes multiply to the job's devices")
    topology = Topology(axes=tuple(mesh), devices_per_task=k)
    _check_data_parts(topology, dict(layout_of(config).layout_rules).get(vocab.BATCH), text)
    return topology


def _check_data_parts(topology: Topology, data_axis: Optional[str], text: str) -> None:
    """Each task feeds whole parts of the batch: two tasks that share a part
    must hold the same parts (they then read the same data)."""
    owner: dict[int, tuple[int, ...]] = {}
    for task in range(topology.num_tasks):
        parts = topology.data_coords(task, data_axis)
        for p in parts:
            if owner.setdefault(p, parts) != parts:
                raise PlanError(
                    f"mesh {text!r} over {topology.num_tasks} task(s) of "
                    f"{topology.devices_per_task} device(s) gives task {task} the batch parts "
                    f"{list(parts)} along {data_axis!r}, which overlap another task's "
                    f"{list(owner[p])}: a task's devices must hold whole parts of the batch. "
                    f"Put {data_axis!r} first in the mesh, or choose axis sizes whose product "
                    f"after {data_axis!r} is a multiple of the devices per task")


def _matching(name: str, entries: Sequence[tuple[str, tuple]],
              what: str) -> tuple[Optional[str], Optional[tuple]]:
    """(pattern, value) of the entry that matches `name` (an exact name
    first, then patterns matching the whole name); (None, None) if none."""
    for pattern, value in entries:
        if pattern == name:
            return pattern, value
    found = [(p, v) for p, v in entries if vocab.match(p, name)]
    if len(found) > 1:
        raise PlanError(f"variable {name!r} matches {what} patterns "
                        f"{[p for p, _ in found]}; make the patterns exclusive (or give its "
                        "exact name)")
    return found[0] if found else (None, None)


def variable_layouts(names_shapes: Sequence[tuple[str, tuple[int, ...]]],
                     config: Config) -> dict[str, Layout]:
    """Layout of each (name, shape); PlanError on bad names or sizes."""
    out = {}
    used: set[str] = set()
    layout = layout_of(config)
    for name, shape in names_shapes:
        axes_pattern, axes = _matching(name, layout.variable_layouts, "layout")
        dims_pattern, dims = _matching(name, layout.dim_names, "dim_names")
        used.update(p for p in (axes_pattern, dims_pattern) if p is not None)
        if axes is not None:
            dims = dims if dims is not None and len(dims) == len(axes) else (None,) * len(axes)
        elif dims is not None:
            if len(dims) != len(shape):
                raise PlanError(
                    f"dim_names gives variable {name!r} (shape {tuple(shape)}) the names "
                    f"{dims}: {len(dims)} names for {len(shape)} dimensions; give one name "
                    "(or None) per dimension")
            axes = vocab.axes_for_dims(dims, layout.layout_rules)
        else:
            dims = axes = (None,) * len(shape)
        if len(axes) != len(shape):
            raise PlanError(f"the layout of variable {name!r} has {len(axes)} entries for its "
                            f"{len(shape)} dimensions {tuple(shape)}")
        vocab.check_divisible(name, shape, dims, axes, layout.mesh)
        out[name] = Layout(axes=tuple(axes), dims=tuple(dims))
    unused = [p for p, _ in (*layout.dim_names, *layout.variable_layouts) if p not in used]
    if unused:
        raise PlanError(
            f"layout pattern(s) {unused} match no variable of the step; patterns match whole "
            f"names (regular expressions). The step's variables: "
            f"{[n for n, _ in names_shapes]}")
    return out


_CONVOLUTIONS = frozenset({"Conv2D", "Conv3D", "DepthwiseConv2dNative", "Conv2DBackpropInput",
                           "Conv1D"})
_TENSOR_LISTS = frozenset({"EmptyTensorList", "TensorListReserve", "TensorListFromTensor"})


def check_supported(step: CapturedStep, layouts: dict[str, Layout]) -> None:
    """Refuse, before DTensor sees them, the constructs DTensor (TF 2.21)
    cannot lay out (docs/layouts.md, "What DTensor cannot lay out")."""
    gd = step.parsed_graph_def()
    reads = {r.name: v.name for v in step.variables for r in v.reads}
    for node in gd.node:
        if node.op in _CONVOLUTIONS and len(node.input) > 1:
            owner = reads.get(node.input[1].split(":")[0])
            if owner is not None and any(a is not None for a in layouts[owner].axes):
                raise PlanError(
                    f"variable {owner!r} is the filter of convolution {node.name!r} "
                    f"({node.op}) and is split {layouts[owner].describe()}; DTensor requires a "
                    "convolution's filter to be replicated ('Filter for convolution must have "
                    "fully replicated layout'): leave its dims unnamed or without a rule "
                    "(the batch may still be split over the mesh)")
    functions = [(f.signature.name, f.node_def) for f in gd.library.function]
    for where, nodes in [("the step", gd.node), *functions]:
        for node in nodes:
            if node.op in _TENSOR_LISTS:
                layer = node.name.replace("gradient_tape/", "").split("/")[0]
                raise PlanError(
                    f"the step keeps values of a loop in TensorLists ({node.op} "
                    f"{node.name!r} in {where}, from {layer!r}: a Keras LSTM/GRU or a "
                    "tf.while_loop and its gradient), which DTensor cannot lay out ('tf."
                    f"{node.op}' op does not implement layout propagation); unroll the "
                    "recurrent layer (keras.layers.LSTM(..., unroll=True), with the batch "
                    "split only), or train this model without a mesh")


def make_layout_plan(step: CapturedStep, model: ModelInfo, cluster: Cluster, config: Config,
                     task_devices: Optional[Sequence[str]] = None) -> Plan:
    """The Plan of `step` laid out per `config` (module doc)."""
    layout_of(config)          # a layout job's Config (ConfigError naming the way out)
    if step.split_marks:
        compose.refuse("split", "layout", PlanError)
    devices = tuple(task_devices or ())
    topology = mesh_topology(config, cluster.num_workers, devices)
    trainable = [v for v in step.variables if v.trainable]
    owners = slot_owners(step, [v.name for v in trainable])
    others = [v for v in step.variables if not v.trainable and v.name not in owners]
    layouts = variable_layouts([(v.name, v.shape) for v in trainable + others], config)
    check_supported(step, layouts)
    state: dict[str, Placement] = {}
    for v in step.variables:
        if v.trainable:
            continue
        state[v.name] = layouts[owners[v.name]] if v.name in owners else layouts[v.name]
    data_axis = dict(layout_of(config).layout_rules).get(vocab.BATCH)
    collectives = predict_collectives(step, {n: layouts[n].axes for n in layouts},
                                      topology, data_axis)
    entries = {}
    for info in model.variables:
        entries[info.name] = VariablePlan(
            name=info.name, shape=info.shape, dtype=info.dtype, bytes=info.bytes,
            kind=info.kind.value, placement=layouts[info.name], partitioned=False,
            partition_group=None, alpha=info.alpha, has_gradient=info.has_gradient,
            bytes_per_machine=None)
    return Plan(step_name=model.step_name, model_fingerprint=model.fingerprint, config=config,
                cluster=cluster, variables=entries, state=tuple(v.name for v in model.state),
                topology=topology, task_devices=devices, state_placements=state,
                collectives=collectives, state_bytes={v.name: v.bytes for v in model.state},
                mode="layout", data_axis=data_axis,
                drivers=tuple(range(topology.num_tasks)))     # SPMD: every task runs it

