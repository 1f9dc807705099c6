"""The shape of the house (docs/architecture.md): layers that point one way,
modes that do not reach into each other, shared layers that ask the
registry instead of testing the mode, and a mode that is a folder and a
registry row. Pure source analysis, plus one in-process run of a toy mode."""
from __future__ import annotations

import ast
import collections
import pathlib

import numpy as np
import pytest

import parallax_tf as px

ROOT = pathlib.Path(__file__).resolve().parent.parent
PKG = ROOT / "parallax_tf"

PLANNER = "parallax_tf/planner/"
"""The planner: it decides places per architecture, so it may test them."""

MAY_TEST_THE_MODE = ("parallax_tf/modes/", "parallax_tf/config/", PLANNER)
"""Where testing the mode or the architecture is the code's own business."""

FLAGS = {"is_pipeline", "is_layout", "pipeline_servers"}
"""Names that are a mode flag wherever they appear."""

ALLOWED_BRANCHES: list[tuple[str, str, str]] = []
"""The mode branches outside `MAY_TEST_THE_MODE`, as (file, kind, code):
at most 5 (issue 64, "the shape")."""


def _mode_sections() -> tuple[set[str], set[str]]:
    """The Config keywords of the sections that select a mode (the registry's
    rows, and the data mode's `data`), and their classes' names."""
    from parallax_tf import registry
    from parallax_tf.config import sections
    keywords = {"data", *(m.section for m in registry.modes() if m.section)}
    return keywords, {sections.SECTIONS[k].__name__ for k in keywords}


def _is_architecture_member(node: ast.AST) -> bool:
    return any(isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
               and n.value.id == "Architecture" for n in ast.walk(node))


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def mode_branches(source: str, keywords: set[str], classes: set[str]) -> list[tuple[str, str]]:
    """(kind, code) of each place in `source` that tests which mode or
    architecture a Config or Plan is in:

    - a comparison with an `Architecture` member (`arch is Architecture.PS`,
      `a in (Architecture.AUTO, ...)`);
    - a read of `.data.architecture`;
    - `isinstance` on a mode's Config section (`DataParallel`, `Pipeline`,
      `Layouts`, a registered mode's);
    - a mode flag: `is_pipeline`, `is_layout`, `pipeline_servers` anywhere;
      `stages` as a flag (a `stages: bool` parameter, `stages=True/False`,
      or `stages` tested by `if`, `and`/`or`/`not`);
    - a mode's name or section compared: `.mode == "pipeline"`,
      `config.pipeline is None`, `config.section("layout")`.
    """
    found = []
    counted: set[int] = set()

    def hit(kind: str, node: ast.AST) -> None:
        """One place, counted once: what it contains is not counted again."""
        if id(node) not in counted:
            found.append((kind, ast.unparse(node)))
            counted.update(id(n) for n in ast.walk(node))

    tests: list[ast.AST] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(_is_architecture_member(o) for o in operands):
                hit("compares an Architecture member", node)
            elif any(_name(o) == "mode" for o in operands) and any(
                    isinstance(o, ast.Constant) and isinstance(o.value, str) for o in operands):
                hit("compares a mode's name", node)
            elif any(isinstance(o, ast.Attribute) and o.attr in keywords for o in operands) and \
                    any(isinstance(o, ast.Constant) and o.value is None for o in operands):
                hit("tests a mode's section", node)
        elif isinstance(node, ast.Attribute) and node.attr == "architecture" and \
                isinstance(node.value, ast.Attribute) and node.value.attr == "data":
            hit("reads .data.architecture", node)
        elif isinstance(node, ast.Call):
            func = _name(node.func)
            if func == "isinstance" and len(node.args) == 2 and any(
                    _name(n) in classes for n in ast.walk(node.args[1])):
                hit("isinstance on a mode's section", node)
            elif func == "section" and node.args and isinstance(node.args[0], ast.Constant) \
                    and node.args[0].value in keywords:
                hit("tests a mode's section", node)
        elif isinstance(node, (ast.Name, ast.Attribute)) and _name(node) in FLAGS:
            hit("a mode flag", node)
        elif isinstance(node, ast.keyword) and node.arg == "stages" and \
                isinstance(node.value, ast.Constant) and isinstance(node.value.value, bool):
            hit("a mode flag", node)
        elif isinstance(node, ast.arg) and node.arg == "stages" and node.annotation is not None \
                and ast.unparse(node.annotation) == "bool":
            hit("a mode flag", node)
        elif isinstance(node, (ast.If, ast.IfExp, ast.While)):
            tests.append(node.test)
        elif isinstance(node, ast.BoolOp):
            tests.extend(node.values)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            tests.append(node.operand)
    for test in tests:
        if _name(test) == "stages":
            hit("a mode flag", test)
    return found


def _modules() -> dict[str, pathlib.Path]:
    return {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
            for p in PKG.rglob("*.py")}


MODULES = _modules()


def _unit(module: str) -> str:
    """The layer a module belongs to: its folder under parallax_tf/, or the
    top-level module itself (`registry.py`, the table of modes the shared
    layers ask, is one: it lives above the modes and imports none)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def _imports(path: pathlib.Path, module: str) -> list[tuple[str, list[str]]]:
    """(imported module, names) of every import statement, lazy ones too."""
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [(a.name, []) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            if node.level:
                package = module.split(".")
                if path.name != "__init__.py":
                    package = package[:-1]
                package = package[:len(package) - node.level + 1]
                base = ".".join([*package, node.module])
            subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in MODULES]
            names = [a.name for a in node.names if f"{base}.{a.name}" not in MODULES]
            out += [(s, []) for s in subs] + ([(base, names)] if names else [])
    return [(m, n) for m, n in out if m == "parallax_tf" or m.startswith("parallax_tf.")
            or m.split(".")[0] in ("keras", "tf_keras")]


IMPORTS = {m: _imports(p, m) for m, p in MODULES.items()}


def test_no_two_layers_import_each_other():
    edges: dict[str, set[tuple[str, str]]] = collections.defaultdict(set)
    for module, found in IMPORTS.items():
        for target, _ in found:
            if target.startswith("parallax_tf.") and _unit(target) != _unit(module):
                edges[_unit(module)].add((_unit(target), module))
    pairs = sorted({tuple(sorted((a, b))) for a, out in edges.items() for b, _ in out
                    if any(x == a for x, _ in edges.get(b, ()))})
    assert not pairs, "layers that import each other: " + "; ".join(
        f"{a} <-> {b} ({sorted(m for u, m in edges[a] if u == b)} | "
        f"{sorted(m for u, m in edges[b] if u == a)})" for a, b in pairs)


def test_the_launcher_imports_no_mode_and_no_keras():
    wrong = [(m, t) for m, found in IMPORTS.items() if _unit(m) == "launch"
             for t, _ in found if t.split(".")[0] in ("keras", "tf_keras")
             or t.startswith(("parallax_tf.keras", "parallax_tf.modes."))]
    assert not wrong, wrong


def test_no_mode_imports_another_mode():
    def mode_of(module: str):
        parts = module.split(".")
        return parts[2] if len(parts) > 3 and parts[1] == "modes" else None
    wrong = [(m, t) for m, found in IMPORTS.items() for t, _ in found
             if mode_of(m) and mode_of(t) and mode_of(m) != mode_of(t)]
    assert not wrong, wrong


def test_no_module_imports_another_modules_private_name():
    wrong = [(m, t, n) for m, found in IMPORTS.items() for t, names in found
             for n in names if n.startswith("_") and not n.startswith("__") and t != m]
    assert not wrong, wrong


MAX_MODULE_LINES = 600
"""A module longer than this is more than one concern: split it by concern
(issue 64, "the shape")."""


def test_no_module_is_over_600_lines():
    long = sorted((n, p.relative_to(ROOT).as_posix()) for p in PKG.rglob("*.py")
                  if (n := len(p.read_text().splitlines())) > MAX_MODULE_LINES)
    assert not long, "modules over %d lines: %s" % (
        MAX_MODULE_LINES, ", ".join(f"{path} ({n})" for n, path in reversed(long)))


def test_mode_branches_outside_modes_are_the_allowed_few():
    keywords, classes = _mode_sections()
    found = collections.Counter(
        (path.relative_to(ROOT).as_posix(), kind, code) for path in PKG.rglob("*.py")
        if not path.relative_to(ROOT).as_posix().startswith(MAY_TEST_THE_MODE)
        for kind, code in mode_branches(path.read_text(), keywords, classes))
    allowed = collections.Counter(ALLOWED_BRANCHES)
    assert found == allowed, "\n".join(
        ["new mode branches (ask the registry or the planner instead):",
         *map(str, sorted((found - allowed).elements())),
         "gone (drop them from ALLOWED_BRANCHES):",
         *map(str, sorted((allowed - found).elements()))])
    assert len(ALLOWED_BRANCHES) <= 5


def test_the_mode_branch_pattern_sees_each_kind():
    """The pattern is pinned: each kind it counts, in the forms code writes
    it, and the look-alikes it must not count (a pipeline's stage count)."""
    keywords, classes = _mode_sections()
    seen = mode_branches("""
if arch is Architecture.ALLREDUCE: pass
x = a in (Architecture.AUTO, Architecture.MIXED)
y = plan.config.data.architecture
z = isinstance(section, Pipeline)
w = isinstance(s, (int, Layouts))
if plan.is_pipeline: pass
make_plan(model, stages=True)
def f(v, stages: bool): return 1 if stages else 2
if plan.mode == "pipeline": pass
if config.layout is not None: pass
s = config.section("pipeline")
""", keywords, classes)
    assert collections.Counter(k for k, _ in seen) == {
        "compares an Architecture member": 2, "reads .data.architecture": 1,
        "isinstance on a mode's section": 2, "a mode flag": 4, "compares a mode's name": 1,
        "tests a mode's section": 2}, seen
    assert mode_branches("""
def columns(stages: int, m: int):
    if m < stages: raise ValueError
    return [0] * stages, range(stages - 1), stages == 1
for mode in modes: pass
x = isinstance(v, DataParallelism)
""", keywords, classes) == []


@pytest.fixture()
def toy():
    from parallax_tf import registry
    from parallax_tf.config import sections
    from tests.toy_mode import Toy
    sections.register_section("toy", Toy)
    registry.register(registry.Mode("toy", "toy", "tests.toy_mode"))
    yield Toy
    registry.unregister("toy")
    sections.unregister_section("toy")


def test_a_mode_is_a_folder_and_a_registry_row(toy):
    """tests/toy_mode/ (a section, mode.py, engine.py) and the two
    registrations above: it plans, runs steps and prints its plan."""
    import tensorflow as tf

    from parallax_tf import registry

    tf.keras.utils.set_random_seed(0)
    model = tf.keras.Sequential([tf.keras.Input((3,)), tf.keras.layers.Dense(2)])
    optimizer = tf.keras.optimizers.SGD(0.1)

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((model(x) - y) ** 2)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    config = px.Config(toy=toy(label="a toy"), architecture="allreduce")
    assert registry.mode_of(config).name == "toy"
    assert px.Config.from_dict(config.to_dict()) == config
    runner = px.get_runner(step, resources="localhost:0", config=config)
    x, y = np.ones((4, 3), np.float32), np.zeros((4, 2), np.float32)
    losses = [float(runner.run(x, y)) for _ in range(3)]
    assert losses[2] < losses[0]
    assert runner.plan.mode == "toy"
    text = px.summary(runner.plan)
    assert text.startswith("a toy plan of") and "lowering passes: call_the_step" in text
    assert px.Plan.from_json(runner.plan.to_json()).mode == "toy"
