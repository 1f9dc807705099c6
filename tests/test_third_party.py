"""Models nobody here wrote, trained unchanged on 2 workers of 2 emulated
machines and compared with one process (tests/launcher_scripts/third_party.py):
keras-hub's GPT-2 and BERT backbones from small configs, a deep-and-cross
recommender with keras-rs, Horovod's TensorFlow 2 synthetic benchmark step
as a user ports it on a BatchNorm CNN (against the per-replica statistics
convention: the math differs from one process on the global batch there,
each replica normalises with its own batch's statistics; the plain CNN
without BatchNormalization ran as a case of its own until 2026-12-02). The
one-process references of all cases are written by one process, once."""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys

import numpy as np
import pytest

SCRIPT = os.path.join(os.path.dirname(__file__), "launcher_scripts", "third_party.py")

pytestmark = [pytest.mark.multiprocess, pytest.mark.thirdparty]

CASES = ["gpt2", "bert", "dcn", "horovod"]
TOLERANCE = {"gpt2": 1e-4, "bert": 1e-4, "dcn": 1e-5, "horovod": 1e-5}
"""rtol: Adam divides by the root of each weight's squared gradient, so a
weight whose gradient sums to almost nothing moves by a step whose rounding
depends on the order of the sum (GPT-2's and BERT's many small weights)."""


NEEDS = {"gpt2": ["keras_hub"], "bert": ["keras_hub"], "dcn": ["keras", "keras_rs"],
         "horovod": ["keras"]}
"""The packages each case imports (scripts/install.sh --tests installs them)."""


def _installed(case):
    return all(importlib.util.find_spec(m) for m in NEEDS[case])


def _run(case, mode, tmp_path):
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    proc = subprocess.run([sys.executable, SCRIPT, case, mode, str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]


def _read(case, mode, folder):
    with open(folder / f"{case}_{mode}.json", encoding="utf-8") as f:
        return json.load(f)


_references: list = []


def _reference(case, tmp_path_factory):
    """The one-process result of `case`: one process writes every installed
    case's, the first time a test asks."""
    if not _references:
        folder = tmp_path_factory.mktemp("third_party_references")
        _run(",".join(c for c in CASES if _installed(c)), "local", folder)
        _references.append(folder)
    return _read(case, "local", _references[0])


@pytest.mark.parametrize("case", CASES)
def test_a_third_party_model_equals_one_process(case, tmp_path, tmp_path_factory):
    for module in NEEDS[case]:
        pytest.importorskip(module)
    reference = _reference(case, tmp_path_factory)
    _run(case, "distributed", tmp_path)
    mine = _read(case, "distributed", tmp_path)
    rtol = TOLERANCE[case]
    if "loss" in reference:
        np.testing.assert_allclose(mine["loss"], reference["loss"], rtol=rtol, err_msg=case)
    assert set(mine["weights"]) == set(reference["weights"])
    for name, value in reference["weights"].items():
        np.testing.assert_allclose(mine["weights"][name], value, rtol=rtol, atol=rtol / 10,
                                   err_msg=f"{case}: {name}")
