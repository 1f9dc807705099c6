"""Lowering for Mesh-style layouts: the captured step + a layout Plan -> one
SPMD program that DTensor runs on every client (`modes/layout/dtensor.py`).

Passes (`mode.py: PASSES`), each `LayoutDraft -> LayoutDraft`:

  functionalize_state -> lay_out_variables -> lay_out_inputs -> import_step
  -> assign_state

* `functionalize_state`: the step as a function of its variables' values
  (`graph/functional.py`);
* `lay_out_variables`: every captured variable's mesh axes, trainable ones
  from the plan's `Layout`s, state from the plan's state placements;
* `lay_out_inputs`: each input's leading dim split over the plan's data
  axis (rank-0 inputs replicated);
* `import_step`: the Python constants the step captured, and the outputs
  relaid out replicated (every client returns the whole loss);
* `assign_state`: each written variable's final value relaid out to its
  variable's layout and assigned, once, after the step.

`LayoutProgram.bind(variables, mesh)` turns the description into the
`tf.function` the runner calls with packed inputs; DTensor then propagates
the layouts through the step and inserts the collectives.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Optional

import numpy as np
import tensorflow as tf

from parallax_tf.capture import CapturedStep
from parallax_tf.errors import PlanError
from parallax_tf.graph.functional import FunctionalStep, functionalize, import_functional
from parallax_tf.modes.layout import dtensor
from parallax_tf.modes.layout.mode import passes as pass_names
from parallax_tf.plan import Layout, Plan

Axes = tuple[Optional[str], ...]


@dataclasses.dataclass(frozen=True, kw_only=True)
class LayoutDraft:
    """A layout program being lowered."""

    step: CapturedStep
    plan: Plan
    functional: Optional[FunctionalStep] = None
    variable_axes: dict = dataclasses.field(default_factory=dict)
    """Every captured variable's name -> mesh axis per dim."""
    input_axes: tuple = ()
    """Per flattened input, its mesh axis per dim."""
    constants: dict = dataclasses.field(default_factory=dict)
    """Placeholder of a tensor the step captured from Python -> its value."""
    written: tuple = ()
    """Variables the step writes (assigned after the step, in this order)."""


def functionalize_state(d: LayoutDraft) -> LayoutDraft:
    return dataclasses.replace(d, functional=functionalize(d.step))


def lay_out_variables(d: LayoutDraft) -> LayoutDraft:
    axes = {}
    for var in d.step.variables:
        placement = d.plan.variables[var.name].placement if var.name in d.plan.variables \
            else d.plan.state_placements.get(var.name)
        if not isinstance(placement, Layout):
            raise PlanError(f"variable {var.name!r} has no layout in the plan ({placement!r}); "
                            "plan the step with the layout planner (Config(mesh=...))")
        axes[var.name] = tuple(placement.axes)
    return dataclasses.replace(d, variable_axes=axes)


def lay_out_inputs(d: LayoutDraft) -> LayoutDraft:
    data = d.plan.data_axis
    axes = tuple((data,) + (None,) * (spec.shape.rank - 1) if spec.shape.rank else ()
                 for spec in d.step.input_specs)
    return dataclasses.replace(d, input_axes=axes)


def import_step(d: LayoutDraft) -> LayoutDraft:
    if d.step.tables:
        raise PlanError(
            f"the step reads {len(d.step.tables)} lookup table(s) (an IntegerLookup or "
            "StringLookup layer, a tf.lookup table): a laid-out step cannot (DTensor lays out "
            "variables and tensors, not tables); look the ids up in the input pipeline "
            "(dataset.map(lookup)), or train without a mesh")
    constants = {}
    handles = {v.handle for v in d.step.variables}
    for ext, internal in d.step.concrete_function.graph.captures:
        if internal.name in handles or ext.dtype == tf.resource or not hasattr(ext, "numpy"):
            continue
        constants[internal.name] = ext.numpy()
    return dataclasses.replace(d, constants=constants)


def assign_state(d: LayoutDraft) -> LayoutDraft:
    assert d.functional is not None         # functionalize_state ran first
    return dataclasses.replace(d, written=tuple(d.functional.final_values))


PASSES: dict[str, Callable[[LayoutDraft], LayoutDraft]] = {
    f.__name__: f for f in (functionalize_state, lay_out_variables, lay_out_inputs, import_step,
                            assign_state)}


@dataclasses.dataclass(frozen=True, kw_only=True)
class LayoutProgram:
    """What the passes decided; `bind` makes it runnable."""

    step: CapturedStep
    plan: Plan
    functional: FunctionalStep
    variable_axes: dict
    input_axes: tuple
    constants: dict
    written: tuple
    passes: tuple

    def bind(self, variables: dict, mesh: Any) -> Callable:
        """The step as a `tf.function` over `variables` (name -> DVariable):
        called with the packed inputs, it returns the step's flattened
        outputs, replicated."""
        step, functional = self.step, self.functional
        layouts = {n: dtensor.layout(mesh, a) for n, a in self.variable_axes.items()}
        constants = {name: dtensor.replicated_constant(value, mesh)
                     for name, value in self.constants.items()}
        written = self.written

        @tf.function
        def laid_out_step(*inputs: tf.Tensor) -> list:
            values = {n: v.read_value() for n, v in variables.items()}
            handles = {n: variables[n].handle for n in functional.kept_handles}
            outputs, finals = import_functional(functional, step, inputs, values, handles,
                                                extra=constants)
            for name in written:
                variables[name].assign(dtensor.relayout(finals[name], layouts[name]))
            return [dtensor.relayout(o, dtensor.replicated(mesh, o.shape.rank)) for o in outputs]

        return laid_out_step


def build_layout_program(step: CapturedStep, plan: Plan) -> LayoutProgram:
    """Run the plan's layout passes over `step`."""
    names = pass_names(plan)
    d = LayoutDraft(step=step, plan=plan)
    for name in names:
        d = PASSES[name](d)
    assert d.functional is not None         # every layout plan runs functionalize_state
    return LayoutProgram(step=step, plan=plan, functional=d.functional,
                         variable_axes=d.variable_axes, input_axes=d.input_axes,
                         constants=d.constants, written=d.written, passes=names)


def initial_values(step: CapturedStep) -> dict[str, np.ndarray]:
    """The current values of the user's variables in this process."""
    return {v.name: v.variable.numpy() for v in step.variables}
