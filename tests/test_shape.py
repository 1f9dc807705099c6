"""The shape of the house (docs/architecture.md): layers that point one way,
modes that do not reach into each other, shared layers that ask the
registry instead of testing the mode, and a mode that is a folder and a
registry row. Pure source analysis, plus one in-process run of a toy mode."""
from __future__ import annotations

import ast
import collections
import pathlib
import re

import numpy as np
import pytest

import parallax_tf as px

ROOT = pathlib.Path(__file__).resolve().parent.parent
PKG = ROOT / "parallax_tf"

MODE_BRANCHES = re.compile(
    r"is_layout\b|is_pipeline\b|pipeline_servers|\.pipeline is (not )?None|"
    r"\.layout is (not )?None|\.mode (==|!=|in)|Architecture\.(LAYOUT|PIPELINE)|"
    r"\.section\((pipeline|layout)\)|\bmode (==|!=|in) ")
"""What tests which mode a Config or Plan is in."""

ALLOWED_BRANCHES = {
    ("parallax_tf/config/core.py", "if mode is Architecture.PIPELINE and self.pipeline is None:"),
    ("parallax_tf/config/core.py", "if mode is Architecture.LAYOUT and self.layout is None:"),
    ("parallax_tf/config/core.py", "if member in (Architecture.LAYOUT, Architecture.PIPELINE):"),
    ("parallax_tf/config/sections.py", "if arch is Architecture.LAYOUT else \\"),
}
"""The mode branches outside modes/: the Config sections' own compatibility
with scripts that named a mode as an architecture (`architecture="pipeline"`),
which Config turns into the section that selects it."""


def _modules() -> dict[str, pathlib.Path]:
    return {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
            for p in PKG.rglob("*.py")}


MODULES = _modules()


def _unit(module: str) -> str:
    """The layer a module belongs to: its folder under parallax_tf/ (the
    registry apart: it is the table the shared layers ask, not a mode),
    or the top-level module itself."""
    parts = module.split(".")
    if parts[1:3] == ["modes", "registry"]:
        return "registry"
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
             or t.startswith(("parallax_tf.keras", "parallax_tf.modes."))
             and not t.startswith("parallax_tf.modes.registry")]
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
    found = set()
    for path in PKG.rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith("parallax_tf/modes/"):
            continue
        for line in path.read_text().splitlines():
            code = re.sub(r"\"[^\"]*\"|'[^']*'", "", line.split("#")[0])   # strings apart
            if MODE_BRANCHES.search(code):
                found.add((rel, line.strip()))
    assert found == ALLOWED_BRANCHES, (sorted(found - ALLOWED_BRANCHES),
                                       sorted(ALLOWED_BRANCHES - found))
    assert len(ALLOWED_BRANCHES) <= 5


@pytest.fixture()
def toy():
    from parallax_tf.config import sections
    from parallax_tf.modes import registry
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

    from parallax_tf.modes import registry

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
