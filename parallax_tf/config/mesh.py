"""Mesh-style layouts: the vocabulary (pure: no TensorFlow).

Mesh TensorFlow's terms (docs/layouts.md):

* a **mesh** arranges the job's devices on named axes, `"batch:2;model:2"`;
* tensor **dims** have names: the user names the dims of their variables
  by name pattern (`dim_names`), the leading dim of every input is `batch`;
* **layout rules** map dim names to mesh axes, `"batch:batch;d_ff:model"`:
  a dim whose name has a rule is split over that axis, every other dim is
  replicated.

Strings follow Mesh TF's syntax (items `name:value`, separated by any of
`;`, `,`, space or `.`); the same values are accepted as Python sequences of
pairs or dicts. Everything is validated here, before any process starts,
and more strictly than Mesh TF does (it ignores a rule naming a missing
axis): each error names the value, what is allowed, and a way out.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Optional, Sequence

from parallax_tf.errors import ConfigError, PlanError

BATCH = "batch"
"""The name of every input's leading dim."""

_SEPARATORS = re.compile(r"[;,.\s]+")
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")

MeshAxes = tuple[tuple[str, int], ...]
Rules = tuple[tuple[str, str], ...]
DimNames = tuple[tuple[str, tuple[Optional[str], ...]], ...]
VariableAxes = tuple[tuple[str, tuple[Optional[str], ...]], ...]


def _items(text: str, what: str, example: str) -> list[tuple[str, str]]:
    """'a:1;b:2' -> [('a', '1'), ('b', '2')]; ConfigError on a malformed item."""
    items = [i for i in _SEPARATORS.split(text.strip()) if i]
    if not items:
        raise ConfigError(f"{what} {text!r} is empty; write it as {example!r}")
    out = []
    for item in items:
        parts = item.split(":")
        if len(parts) != 2 or not parts[0] or not parts[1]:
            raise ConfigError(f"{what} item {item!r} (in {text!r}) is not 'name:value'; "
                              f"write the {what} as {example!r}")
        out.append((parts[0], parts[1]))
    return out


def _pairs(value: Any, what: str, example: str) -> list[tuple[Any, Any]]:
    """A string, a dict or a sequence of pairs as a list of pairs."""
    if isinstance(value, str):
        return list(_items(value, what, example))
    if isinstance(value, Mapping):
        return list(value.items())
    if isinstance(value, (list, tuple)):
        out = []
        for item in value:
            if not isinstance(item, (list, tuple)) or len(item) != 2:
                raise ConfigError(f"{what} item {item!r} is not a (name, value) pair; give "
                                  f"the {what} as {example!r} or as a list of pairs")
            out.append((item[0], item[1]))
        return out
    raise ConfigError(f"{what}={value!r} ({type(value).__name__}) is not a string, a dict "
                      f"or a list of pairs; write it as {example!r}")


def _check_name(name: Any, what: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise ConfigError(f"{what} {name!r} is not a name (letters, digits, '_', not "
                          "starting with a digit)")
    return name


def parse_mesh(value: Any) -> MeshAxes:
    """A mesh shape: 'batch:2;model:2', [('batch', 2), ('model', 2)],
    {'batch': 2, 'model': 2} or a keras.distribution.DeviceMesh."""
    shape = getattr(value, "shape", None)
    names = getattr(value, "axis_names", None)
    if shape is not None and names is not None and not isinstance(value, (str, Mapping)):
        value = list(zip(names, shape))            # keras.distribution.DeviceMesh
    example = "batch:2;model:2"
    axes = []
    for name, size in _pairs(value, "mesh", example):
        _check_name(name, "mesh axis name")
        if isinstance(size, str):
            if not size.isdigit():
                raise ConfigError(f"mesh axis {name!r} has size {size!r}, not a positive "
                                  f"integer; write the mesh as {example!r}")
            size = int(size)
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise ConfigError(f"mesh axis {name!r} has size {size!r}; sizes are positive "
                              "integers")
        axes.append((name, size))
    names = [n for n, _ in axes]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise ConfigError(f"mesh {format_mesh(tuple(axes))!r} names axis {twice[0]!r} twice; "
                          "name each mesh axis once")
    return tuple(axes)


def format_mesh(axes: MeshAxes) -> str:
    return ";".join(f"{n}:{s}" for n, s in axes)


def parse_rules(value: Any, mesh: MeshAxes) -> Rules:
    """Layout rules: 'batch:batch;d_ff:model', a dict or pairs (dim name,
    mesh axis). A dim mapped to two axes and an axis the mesh lacks are
    errors."""
    example = "batch:batch;d_ff:model;heads:model;vocab:model"
    axes = [n for n, _ in mesh]
    rules: dict[str, str] = {}
    for dim, axis in _pairs(value, "layout rules", example):
        _check_name(dim, "layout rule dimension")
        _check_name(axis, "layout rule mesh axis")
        if axis not in axes:
            raise ConfigError(
                f"layout rule '{dim}:{axis}' names mesh axis {axis!r}, which the mesh "
                f"{format_mesh(mesh)!r} lacks (its axes: {', '.join(axes)}); name one of "
                "them, or add the axis to the mesh")
        if dim in rules and rules[dim] != axis:
            raise ConfigError(
                f"layout rules map tensor dimension {dim!r} to two mesh axes ({rules[dim]!r} "
                f"and {axis!r}); a dimension is split over one axis: keep one rule for {dim!r}")
        rules[dim] = axis
    return tuple(rules.items())


def format_rules(rules: Rules) -> str:
    return ";".join(f"{d}:{a}" for d, a in rules)


def parse_dim_names(value: Any) -> DimNames:
    """Dim names of variables by name pattern: {pattern: (name or None, ...)}
    (a regular expression that must match the whole variable name)."""
    if value is None:
        return ()
    example = '{"embedding/embeddings": ("vocab", "d_model")}'
    if isinstance(value, str):
        raise ConfigError(f"dim_names={value!r} is a string; give a dict of variable-name "
                          f"patterns to dim names, e.g. {example}")
    out = []
    for pattern, names in _pairs(value, "dim_names", example):
        if not isinstance(pattern, str):
            raise ConfigError(f"dim_names key {pattern!r} is not a string (a regular "
                              "expression matching variable names)")
        try:
            re.compile(pattern)
        except re.error as e:
            raise ConfigError(f"dim_names pattern {pattern!r} is not a regular expression "
                              f"({e}); escape special characters with '\\'") from e
        if isinstance(names, str) or not isinstance(names, (list, tuple)):
            raise ConfigError(f"dim_names[{pattern!r}]={names!r} must be a tuple with one "
                              "name (or None) per dimension, e.g. ('vocab', 'd_model')")
        names = tuple(None if n is None else _check_name(n, f"dim name in dim_names[{pattern!r}]")
                      for n in names)
        named = [n for n in names if n is not None]
        if len(set(named)) != len(named):
            raise ConfigError(f"dim_names[{pattern!r}]={names} names one dimension twice; "
                              "give each dimension of a variable its own name")
        out.append((pattern, names))
    return tuple(out)


def parse_variable_axes(value: Any, mesh: MeshAxes) -> VariableAxes:
    """Per-variable mesh axes by name pattern, {pattern: (axis or None, ...)}:
    what a keras.distribution.LayoutMap holds."""
    out = []
    axes = [n for n, _ in mesh]
    for pattern, spec in _pairs(value, "variable layouts", '{"dense/kernel": (None, "model")}'):
        try:
            re.compile(pattern)
        except (re.error, TypeError) as e:
            raise ConfigError(f"layout pattern {pattern!r} is not a regular expression "
                              f"({e})") from e
        spec = tuple(getattr(spec, "axes", spec) or ())
        for a in spec:
            if a is not None and a not in axes:
                raise ConfigError(f"layout for {pattern!r} names mesh axis {a!r}, which the "
                                  f"mesh {format_mesh(mesh)!r} lacks (its axes: "
                                  f"{', '.join(axes)})")
        used = [a for a in spec if a is not None]
        if len(set(used)) != len(used):
            raise ConfigError(f"layout for {pattern!r} splits two dimensions over one mesh "
                              f"axis {spec}; a mesh axis splits one dimension of a tensor")
        out.append((pattern, spec))
    return tuple(out)


def is_layout_map(value: Any) -> bool:
    """A keras.distribution.LayoutMap (without importing Keras)."""
    return type(value).__name__ == "LayoutMap" and hasattr(value, "device_mesh")


def from_layout_map(layout_map: Any) -> tuple[MeshAxes, VariableAxes]:
    """The mesh and per-variable axes of a keras.distribution.LayoutMap."""
    mesh = parse_mesh(layout_map.device_mesh)
    return mesh, parse_variable_axes({k: layout_map[k] for k in layout_map}, mesh)


def check_dims_against_rules(dim_names: DimNames, rules: Rules) -> None:
    """Two named dims of one variable mapped to the same axis: an error."""
    to_axis = dict(rules)
    for pattern, names in dim_names:
        seen: dict[str, str] = {}
        for n in names:
            axis = to_axis.get(n) if n is not None else None
            if n is None or axis is None:
                continue
            if axis in seen:
                raise ConfigError(
                    f"dim_names[{pattern!r}]={names}: dimensions {seen[axis]!r} and {n!r} are "
                    f"both mapped to mesh axis {axis!r} by the layout rules; two dimensions "
                    "of one tensor may not be split over the same axis: drop one of the two "
                    "rules, map one dimension to another axis, or name it differently here")
            seen[axis] = n


def axes_for_dims(names: Sequence[Optional[str]], rules: Rules) -> tuple[Optional[str], ...]:
    """The mesh axis each dim is split over (None: replicated)."""
    to_axis = dict(rules)
    return tuple(to_axis.get(n) if n is not None else None for n in names)


def match(pattern: str, name: str) -> bool:
    """Whether a dim_names / layout pattern matches a variable name (the
    whole name)."""
    return re.fullmatch(pattern, name) is not None


def check_divisible(variable: str, shape: Sequence[int], names: Sequence[Optional[str]],
                    axes: Sequence[Optional[str]], mesh: MeshAxes) -> None:
    """Each split dim's size divisible by its axis' size (PlanError)."""
    sizes = dict(mesh)
    if len(names) != len(shape):
        raise PlanError(
            f"variable {variable!r} has shape {tuple(shape)} ({len(shape)} dimensions) but "
            f"its dim names are {tuple(names)} ({len(names)}); give one name (or None) per "
            "dimension")
    for d, (size, name, axis) in enumerate(zip(shape, names, axes)):
        if axis is not None and size % sizes[axis]:
            raise PlanError(
                f"variable {variable!r} dimension {d} ({name or 'unnamed'}) has size {size}, "
                f"not divisible by mesh axis {axis!r} of size {sizes[axis]}; choose a mesh "
                f"axis size that divides {size}, or leave {name or 'this dimension'} "
                "replicated (drop its layout rule)")
