"""Any step shape and any input, distributed unchanged and equal to one
process (tests/launcher_scripts/step_shapes.py): a dict of features through
lookup layers inside the model (integer ids, strings), dense and ragged
features and a Python scalar, fed as eager tensors (tf.data) and as NumPy
arrays, returning a nested structure; mixed precision with loss scaling
and gradient clipping under every architecture. (A step that returns
nothing, case `nothing` under ALLREDUCE here until 2026-12-02, is
test_third_party.py's `horovod` case: Horovod's benchmark step, ALLREDUCE
on two machines, `run` returning None, equal to one process.) Two workers on two emulated machines (two names of this box);
the reference runs in a process of its own (mixed precision is a global
Keras policy)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

SCRIPT = os.path.join(os.path.dirname(__file__), "launcher_scripts", "step_shapes.py")

pytestmark = pytest.mark.multiprocess


def _run(args, tmp_path):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    proc = subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True,
                          timeout=600, cwd=str(tmp_path))
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]


def _values(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)["values"]


_references: dict = {}


def _reference(case, tmp_path_factory):
    """The one-process values of `case`, computed once for every
    architecture's job of it (the reference does not depend on it)."""
    if case not in _references:
        out = tmp_path_factory.mktemp(f"reference_{case}")
        _run([SCRIPT, case, "local", str(out)], out)
        _references[case] = _values(out / f"{case}_local.json")
    return _references[case]


@pytest.mark.parametrize("case,arch", [
    ("features", "hybrid"),
    ("mixed", "hybrid"), ("mixed", "allreduce"), ("mixed", "ps")])
def test_a_step_of_this_shape_equals_one_process(case, arch, tmp_path, tmp_path_factory):
    reference = _reference(case, tmp_path_factory)
    _run(["-m", "parallax_tf.cli", "run", "-r", "localhost:0;127.0.0.1:0", SCRIPT, case,
          arch, str(tmp_path)], tmp_path)
    mine = _values(tmp_path / f"{case}_{arch}.json")
    assert set(mine) == set(reference), (sorted(mine), sorted(reference))
    rtol = 1e-3 if case == "mixed" else 1e-5     # float16 compute: rounding per process
    for name, value in reference.items():
        np.testing.assert_allclose(mine[name], value, rtol=rtol, atol=rtol / 10,
                                   err_msg=f"{case} {arch}: {name}")
