"""No refusal or plan error names Horovod as the only way out (issue 63:
TensorFlow's collectives are the default, and Horovod 0.28.1 builds for
TF 2.21 only with patches, so a message whose one fix is "launch with
--collectives horovod" leaves a user stuck).

Scanned: every refusal of the composition table as the user reads it
(`compose.refusal`), that the table refuses no feature on TensorFlow's
collectives, and the text of every ConfigError / PlanError / LaunchError the library raises
(its string constants, with the module's string constants it names
filled in). A message *offers Horovod* when it tells the user to use it
(`--collectives horovod`, `collectives='horovod'`, `install Horovod`,
`Horovod's collectives` as a fix); it *offers another way* when some
imperative clause of it (use, drop, choose, give...) does not name
Horovod. A message that offers Horovod and no other way fails."""
from __future__ import annotations

import ast
import os
import re

import pytest

from parallax_tf.config import compose

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "parallax_tf")
ERRORS = ("ConfigError", "PlanError", "LaunchError")

OFFERS_HOROVOD = re.compile(
    r"--collectives[ =]horovod|collectives\s*=\s*\\?['\"]horovod|install horovod|"
    r"horovod's collectives|PARALLAX_TF_COLLECTIVES=horovod|use horovod", re.IGNORECASE)
IMPERATIVE = re.compile(
    r"(?:^|[;:(]|,(?:\s*or|\s*and)?|\bor|\bthen)\s*(use|drop|choose|give|set|place|keep|"
    r"remove|launch|train|write|name|pass|start|ask|run|build|put|split|mark|feed|call|lower|"
    r"raise|add)\b([^;,.()]*)", re.IGNORECASE)
"""An imperative clause: a verb that starts the message or a clause."""
RUNTIME = "{reason}"
"""What a message made from a table's reason shows in place of it (those
are scanned whole, at run time)."""


def offers_horovod_only(message: str) -> bool:
    """Whether `message` offers Horovod as a way out and no other way."""
    if not OFFERS_HOROVOD.search(message):
        return False
    return not any("horovod" not in clause.lower()
                   for _, clause in IMPERATIVE.findall(message) if clause.strip())


def test_the_judge_tells_one_way_from_several():
    assert offers_horovod_only("the step would touch a server; launch the job with "
                               "--collectives horovod (Horovod's collectives run it)")
    assert offers_horovod_only("X runs on Horovod's collectives only; to use Horovod's, install "
                               "Horovod and launch with parallax-tf run --collectives horovod")
    assert not offers_horovod_only("use GPipe without servers, Horovod's collectives, or one "
                                   "replica")
    assert not offers_horovod_only("Horovod is not installed here; build it or drop "
                                   "--collectives (TensorFlow's collectives)")
    assert not offers_horovod_only("a mesh runs on DTensor's collectives; drop mesh=")


# ----------------------------------------------------------------------------- the table

def _refused_pairs():
    for rule in compose.RULES:
        if not rule.allowed:
            for other in rule.others:
                yield pytest.param(rule.feature, other, id=f"{rule.feature}+{other}")


@pytest.mark.parametrize("a, b", list(_refused_pairs()))
def test_no_refusal_of_the_table_offers_horovod_only(a, b):
    message = compose.refusal(a, b)
    assert message is not None
    assert not offers_horovod_only(message), message


def test_no_feature_is_refused_on_tensorflow_collectives():
    """No mode needs Horovod: the table refuses nothing with TensorFlow's
    collectives, so no job is ever told Horovod is its only way."""
    from parallax_tf.comm import process_sets
    refused = [r.feature for r in compose.RULES
               if not r.allowed and "tensorflow_collectives" in r.others]
    assert refused == []
    assert not hasattr(process_sets, "horovod_only")


# ----------------------------------------------------------------------------- the library

def _module_strings(tree: ast.Module) -> dict[str, str]:
    """The module's NAME = "string" constants (concatenations too)."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            text = _text(node.value, {})
            if text is not None:
                out[node.targets[0].id] = text
    return out


def _text(node: ast.AST, names: dict[str, str]):
    """The text a message expression shows, its formatted values as {...}
    (a name of a module string: that string; a table's reason: RUNTIME)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(_text(v, names) or "" for v in node.values)
    if isinstance(node, ast.FormattedValue):
        inner = node.value
        if isinstance(inner, ast.Name) and inner.id in names:
            return names[inner.id]
        if isinstance(inner, ast.Attribute) and inner.attr == "reason":
            return RUNTIME
        return "{...}"
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left, names), _text(node.right, names)
        return None if left is None and right is None else (left or "") + (right or "")
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    return None


def _raised_messages():
    for folder, _, files in os.walk(PACKAGE):
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read(), path)
            names = _module_strings(tree)
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                        and node.func.id in ERRORS and node.args:
                    text = _text(node.args[0], names)
                    if text:
                        yield os.path.relpath(path, ROOT), node.lineno, text


def test_the_scan_reads_the_library():
    """The scan finds the library's messages (hundreds), and those built
    from a table's reason are the ones scanned whole at run time above."""
    found = list(_raised_messages())
    assert len(found) > 200, len(found)
    from_reason = {where for where, _, text in found if RUNTIME in text}
    assert from_reason <= {"parallax_tf/comm/process_sets.py"}, from_reason


def test_no_error_of_the_library_offers_horovod_only():
    bad = [f"{where}:{line}: {text}" for where, line, text in _raised_messages()
           if RUNTIME not in text and offers_horovod_only(text)]
    assert not bad, "messages whose only way out is Horovod:\n" + "\n".join(bad)
