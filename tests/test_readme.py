"""The README's own example, run as written (tests/launcher_scripts/readme_example.py
executes the README's ```python block verbatim): a `tf.data` dataset's
eager-tensor batches through `px.shard(...).batch(64)` and `runner.run(*batch)`
on two emulated machines (two names of this box), the weights equal to
single-device training on the same examples."""
import json
import os
import subprocess
import sys

import numpy as np
import pytest

SCRIPT = os.path.join(os.path.dirname(__file__), "launcher_scripts", "readme_example.py")

pytestmark = pytest.mark.multiprocess


def test_the_readme_example_runs_as_written_and_equals_one_device(tmp_path):
    env = {**os.environ, "README_RESOURCES": "localhost:0;127.0.0.1:0",
           "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    proc = subprocess.run([sys.executable, SCRIPT, str(tmp_path)], env=env, timeout=300,
                          capture_output=True, text=True)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-3000:]
    with open(tmp_path / "worker_0.json", encoding="utf-8") as f:
        job = json.load(f)
    assert job["workers"] == 2

    sys.path.insert(0, os.path.dirname(SCRIPT))
    try:
        import readme_example
    finally:
        sys.path.pop(0)
    step, dataset, variables = readme_example.build()
    for x, y in dataset.batch(readme_example.BATCH * job["workers"]):
        step(x, y)
    assert [v.name for v in variables] == list(job["values"])
    for v in variables:
        np.testing.assert_allclose(job["values"][v.name], v.numpy(), rtol=1e-5, atol=1e-6,
                                   err_msg=v.name)
