"""`parallax-tf plan SCRIPT`: the LM example end to end, and clear errors."""
import contextlib
import io
import json

import pytest

import models
from parallax_tf import Plan, cli

LM_ARGS = ["plan", "examples/lm/train.py", "--resources", "a:0;b:0;c:0;d:0"]


def _rows(text):
    """variable -> cells of the summary table."""
    rows = {}
    for line in text.splitlines():
        cells = line.split()
        if len(cells) > 4 and cells[1] in ("SPARSE", "DENSE"):
            rows[cells[0]] = cells
    return rows


@pytest.fixture(scope="module")
def lm_run(tmp_path_factory):
    """One CLI run on the LM example, from the repository root."""
    out = tmp_path_factory.mktemp("cli") / "plan.json"
    mp = pytest.MonkeyPatch()
    mp.chdir(models.REPO)
    stdout, stderr = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            code = cli.main(LM_ARGS + ["--json", str(out), "--", "--config", "tiny"])
    finally:
        mp.undo()
    return code, stdout.getvalue(), stderr.getvalue(), out


def test_lm_plan_exit_code_and_table(lm_run):
    code, text, err, _ = lm_run
    assert code == 0, err
    rows = _rows(text)
    for name in ("embedding/embeddings", "softmax_w", "softmax_b"):
        assert rows[name][1:4] == ["SPARSE", "ps", "4"], rows[name]
    for name in ("lstm/lstm_cell/kernel", "lstm/lstm_cell/recurrent_kernel",
                 "lstm/lstm_cell/bias"):
        assert rows[name][1:3] == ["DENSE", "allreduce"], rows[name]
    assert "architecture HYBRID, 4 machine(s)" in text
    assert "machine 3 (d):" in text


def test_lm_plan_json(lm_run):
    code, text, _, out = lm_run
    assert code == 0
    assert f"plan written to {out}" in text
    plan = Plan.from_json(out.read_text())
    assert plan.cluster.to_str() == "a:0;b:0;c:0;d:0"
    assert plan.variables["softmax_w"].placement.kind == "ps"
    assert plan.variables["lstm/lstm_cell/kernel"].collective == "allreduce"
    assert plan.summary() in text            # the printed table is the plan's summary
    assert json.loads(out.read_text())["format"] == 2


def test_architecture_flag(capsys, monkeypatch):
    monkeypatch.chdir(models.REPO)
    code = cli.main(LM_ARGS + ["--architecture", "allreduce", "--", "--config", "tiny"])
    out = capsys.readouterr().out
    assert code == 0
    rows = _rows(out)
    assert rows["softmax_w"][1:4] == ["SPARSE", "allreduce", "(allgather)"]
    assert "0 server(s)" in out


def test_script_without_hook(tmp_path, capsys):
    script = tmp_path / "nohook.py"
    script.write_text("X = 1\n")
    code = cli.main(["plan", str(script)])
    err = capsys.readouterr().err
    assert code == 2
    assert "defines no function parallax_tf_step(argv)" in err
    assert "docs/api.md" in err


def test_hook_returning_the_wrong_type(tmp_path, capsys):
    script = tmp_path / "badhook.py"
    script.write_text("def parallax_tf_step(argv):\n    return argv\n")
    assert cli.main(["plan", str(script), "--", "x"]) == 2
    assert "returned list, expected parallax_tf.StepSpec" in capsys.readouterr().err


def test_missing_script(tmp_path, capsys):
    assert cli.main(["plan", str(tmp_path / "nope.py")]) == 2
    assert "does not exist" in capsys.readouterr().err


def _tiny_script(path, extra_spec=""):
    """A script with one sparse variable and the parallax_tf_step hook;
    `extra_spec`: more StepSpec keyword arguments."""
    spec = "step=step, example_args=(np.array([0, 1], np.int32),)"
    if extra_spec:
        spec += ", " + extra_spec
    path.write_text(
        "import numpy as np\nimport tensorflow as tf\nimport parallax_tf as px\n"
        "v = tf.Variable(tf.ones([4, 2]), name='v')\n"
        "@tf.function\n"
        "def step(ids):\n"
        "    with tf.GradientTape() as tape:\n"
        "        loss = tf.reduce_sum(tf.gather(v, ids))\n"
        "    v.scatter_sub(tape.gradient(loss, v))\n"
        "    return loss\n"
        "def parallax_tf_step(argv):\n"
        f"    return px.StepSpec({spec})\n")
    return path


@pytest.mark.parametrize("flags, fragment", [
    (["--resources", "h:a"], "is not a non-negative integer"),
    (["--architecture", "mesh"], "Config.architecture='mesh' is not allowed"),
    (["--num-partitions", "0"], "num_partitions"),
])
def test_bad_flags_exit_2(tmp_path, capsys, flags, fragment):
    script = _tiny_script(tmp_path / "tiny.py")
    assert cli.main(["plan", str(script)] + flags) == 2
    assert fragment in capsys.readouterr().err


def test_tiny_script_default_resources(tmp_path, capsys):
    script = _tiny_script(tmp_path / "tiny2.py",
                          "sample_batches=[(np.array([0, 1], np.int32),)], resources='m1:0;m2:0'")
    assert cli.main(["plan", str(script)]) == 0
    out = capsys.readouterr().out
    assert "2 machine(s)" in out                      # the script's resources
    assert _rows(out)["v"][1:6] == ["SPARSE", "ps", "1", "ps0", "0.5"]
