"""`parallax-tf plan SCRIPT`: the LM example end to end, and clear errors."""
import contextlib
import io
import json
import os
import sys

import models
import pytest

import parallax_tf as px
from parallax_tf import Plan, cli

LM_ARGS = ["plan", "examples/lm/train.py", "--resources", "a:0;b:0;c:0;d:0"]


_STEP = ("@tf.function\n"
         "def step(ids):\n"
         "    with tf.GradientTape() as tape:\n"
         "        loss = tf.reduce_sum(tf.gather(v, ids))\n"
         "    v.scatter_sub(tape.gradient(loss, v))\n"
         "    return loss\n")
"""The test scripts' step over their variable `v` (one sparse variable)."""


def _table_script(path, resources, config="None"):
    """A script whose hook gives `_STEP` over a 1000 x 16 table, 64 rows a
    step measured on a sample batch, for `resources` and `config`."""
    path.write_text(
        "import numpy as np\nimport tensorflow as tf\nimport parallax_tf as px\n"
        "v = tf.Variable(tf.ones([1000, 16]), name='v')\n" + _STEP +
        "def parallax_tf_step(argv):\n"
        "    ids = np.arange(64, dtype=np.int32)\n"
        "    return px.StepSpec(step=step, example_args=(ids,), sample_batches=[(ids,)],\n"
        f"                       resources={resources!r}, config={config})\n")
    return path


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
            code = cli.main(LM_ARGS + ["--json", str(out), "--png", str(out.with_suffix(".png")),
                                       "--", "--config", "tiny"])
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
    assert px.summary(plan) in text            # the printed table is the plan's summary
    assert json.loads(out.read_text())["format"] == 2


def test_lm_plan_png(lm_run):
    """--png draws the plan: a PNG image as wide as 4 machine boxes."""
    code, text, _, out = lm_run
    png = out.with_suffix(".png")
    assert code == 0 and f"picture of the plan written to {png}" in text
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert width == 1080 and 500 < height < 1200, (width, height)


def test_architecture_flag(capsys, monkeypatch):
    monkeypatch.chdir(models.REPO)
    code = cli.main(LM_ARGS + ["--architecture", "allreduce", "--", "--config", "tiny"])
    out = capsys.readouterr().out
    assert code == 0
    rows = _rows(out)
    assert rows["softmax_w"][1:4] == ["SPARSE", "allreduce", "(allgather)"]
    assert "0 server(s)" in out


def test_script_without_hook_or_step(tmp_path, capsys):
    script = tmp_path / "nohook.py"
    script.write_text("X = 1\n")
    code = cli.main(["plan", str(script)])
    err = capsys.readouterr().err
    assert code == 2
    assert "ran to its end without a training step" in err and "nothing to plan" in err
    assert "parallax_tf_step(argv) hook" in err and "docs/api.md" in err


def test_script_without_hook_runs_until_its_first_step(tmp_path, capsys):
    """No hook: the script runs as `python script ARGS` until its first
    runner.run, that step is planned, and nothing after it runs."""
    after = tmp_path / "after_first_step"
    script = tmp_path / "own_argv.py"
    script.write_text(
        "import argparse\nimport numpy as np\nimport tensorflow as tf\nimport parallax_tf as px\n"
        "p = argparse.ArgumentParser()\np.add_argument('--rows', type=int, required=True)\n"
        "args = p.parse_args()\n"
        "v = tf.Variable(tf.ones([args.rows, 2]), name='v')\n" + _STEP +
        "runner = px.get_runner(step, resources='m1:0;m2:0')\n"
        "runner.run(np.array([0, 1], np.int32))\n"
        f"open({str(after)!r}, 'w').close()\n")
    assert cli.main(["plan", str(script), "-a", "ps", "--", "--rows", "6"]) == 0
    out = capsys.readouterr().out
    assert "architecture PS, 2 machine(s)" in out          # the script's resources, -a applied
    assert _rows(out)["v"][1:3] == ["SPARSE", "ps"]
    assert not after.exists()
    assert cli.main(["plan", str(script)]) == 2            # its own argparse exits
    assert "exited (status 2) before its first training step" in capsys.readouterr().err


def test_keras_example_plans_without_a_hook(capsys):
    """px.keras.fit's first batch is planned: the Embedding on the servers."""
    code = cli.main(["plan", os.path.join(models.REPO, "examples", "keras", "train.py"),
                     "-r", "h1:0,1;h2:0,1", "--", "--epochs", "1"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "2 machine(s), 4 worker(s)" in out
    rows = _rows(out)
    assert rows["topics/embedding/embeddings"][1:3] == ["SPARSE", "ps"]
    assert rows["topics/hidden/kernel"][1] == "DENSE"


def test_plan_sparse_as_dense(capsys, monkeypatch):
    """--sparse-as-dense: 'all' densifies every sparse AllReduce variable; a
    name that is no sparse variable is refused with the list of those."""
    monkeypatch.chdir(models.REPO)
    args = ["plan", "examples/lm/train.py", "-r", "a:0;b:0", "-a", "allreduce"]
    assert cli.main(args + ["--sparse-as-dense", "all", "--", "--config", "tiny"]) == 0
    rows = _rows(capsys.readouterr().out)
    assert rows["embedding/embeddings"][2:6] == ["allreduce", "(sparse", "as", "dense)"]
    assert cli.main(args + ["--sparse-as-dense", "lstm/lstm_cell/bias", "--",
                            "--config", "tiny"]) == 2
    assert "not sparse variables of the step" in capsys.readouterr().err


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
        "v = tf.Variable(tf.ones([4, 2]), name='v')\n" + _STEP +
        "def parallax_tf_step(argv):\n"
        f"    return px.StepSpec({spec})\n")
    return path


@pytest.mark.parametrize("flags, fragment", [
    (["--resources", "h:a"], "is not a non-negative integer"),
    (["--architecture", "mesh"], "Config.architecture='mesh' is not allowed"),
    (["--num-partitions", "0"], "num_partitions"),
    (["--links", "fast"], "links 'fast': expected MBIT[,ROUND_TRIP_MS]"),
    (["--links", "100,0"], "links '100,0': expected MBIT[,ROUND_TRIP_MS], two positive"),
])
def test_bad_flags_exit_2(tmp_path, capsys, flags, fragment):
    script = _tiny_script(tmp_path / "tiny.py")
    assert cli.main(["plan", str(script)] + flags) == 2
    assert fragment in capsys.readouterr().err


def test_mixed_prices_with_the_links_given_or_says_they_are_assumed(tmp_path, capsys):
    """`parallax-tf plan --links MBIT[,RTT_MS]`: MIXED prices a 64 KB table
    of which a step touches 64 rows with the links given (at 10 Mbit/s its
    rows go to the servers; at 100 Gbit/s with a 20 ms round trip the two
    server round trips cost more than one AllReduce of it densified), and
    the output says whether the links were given or assumed."""
    script = _table_script(tmp_path / "big.py", "m1:0;m2:0",
                           config="px.Config(architecture='mixed')")
    chosen = {}
    for links in ("10", "100000,20", None):
        assert cli.main(["plan", str(script)] + (["--links", links] if links else [])) == 0
        out = capsys.readouterr().out
        line = next(x for x in out.splitlines() if x.strip().startswith("links ("))
        chosen[links] = (line, out.split("  v: ", 1)[1].split("\n", 1)[0])
    assert chosen["10"][0].startswith("  links (given): 10 Mbit/s, server round trip 0.30 ms")
    assert chosen["10"][1].endswith("-> ps"), chosen
    assert "links (given): 100000 Mbit/s, server round trip 20.00 ms, collective 20.00 ms" \
        in chosen["100000,20"][0]
    assert chosen["100000,20"][1].endswith("-> allreduce (allreduce)"), chosen
    assert "links (assumed: not measured): 1000 Mbit/s" in chosen[None][0]
    assert "--links MBIT[,ROUND_TRIP_MS] gives them" in chosen[None][0]


def test_tiny_script_default_resources(tmp_path, capsys):
    script = _tiny_script(tmp_path / "tiny2.py",
                          "sample_batches=[(np.array([0, 1], np.int32),)], resources='m1:0;m2:0'")
    assert cli.main(["plan", str(script)]) == 0
    out = capsys.readouterr().out
    assert "2 machine(s)" in out                      # the script's resources
    assert _rows(out)["v"][1:6] == ["SPARSE", "ps", "1", "ps0", "0.5"]


# ----------------------------------------------------------------- help and output

HELP_PROBE = """
import sys
from parallax_tf import cli
try:
    code = cli.main(sys.argv[1:])
except SystemExit as e:
    code = e.code
print("exit", code)
print("tensorflow imported:", "tensorflow" in sys.modules)
"""


@pytest.mark.parametrize("argv", [["--help"], ["plan", "--help"], ["run", "--help"],
                                  ["search", "--help"], ["task", "--help"], ["--version"]])
def test_help_does_not_import_tensorflow(argv):
    """What makes --help instant: no TensorFlow import (the package's names
    load on first use)."""
    import subprocess
    import sys
    proc = subprocess.run([sys.executable, "-c", HELP_PROBE, *argv], capture_output=True,
                          text=True, timeout=120, cwd=models.REPO)
    assert "exit 0" in proc.stdout and "tensorflow imported: False" in proc.stdout, \
        proc.stdout + proc.stderr
    if argv != ["--version"]:
        assert "examples:" in proc.stdout and "exit status" in proc.stdout, proc.stdout
        assert "parallax-tf" in proc.stdout.split("examples:")[1]


def test_task_help_before_the_script_is_the_commands_after_it_the_scripts(
        tmp_path, capsys, monkeypatch):
    """`parallax-tf task --help` (or -h, after --plain too) prints the
    sub-command's help; after SCRIPT, --help goes to the script, here
    through a real task start (a torchrun job of one task runs the script
    as it is)."""
    for argv in (["task", "--help"], ["task", "-h"], ["task", "--plain", "--help"]):
        assert cli.main(argv) == 0, argv
        out = capsys.readouterr().out
        assert out.startswith("usage: parallax-tf task [--plain] SCRIPT [ARGS...]"), out
        assert "docs/clusters.md" in out and "--plain" in out, out
    script = tmp_path / "own_help.py"
    script.write_text("import argparse\nargparse.ArgumentParser(prog='own_help').parse_args()\n")
    for name, value in {"RANK": "0", "WORLD_SIZE": "1", "LOCAL_RANK": "0",
                        "MASTER_ADDR": "127.0.0.1", "MASTER_PORT": "29400"}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr("sys.argv", list(sys.argv))
    monkeypatch.setattr("sys.path", list(sys.path))
    with pytest.raises(SystemExit) as e:
        cli.main(["task", str(script), "--help"])
    out = capsys.readouterr().out
    assert e.value.code == 0 and out.startswith("usage: own_help"), out


def test_plan_help_says_how_to_pass_the_scripts_arguments(capsys):
    with pytest.raises(SystemExit):
        cli.main(["plan", "--help"])
    assert "go after --" in capsys.readouterr().out


def test_the_help_says_what_auto_times(capsys):
    """AUTO predicts HYBRID, ALLREDUCE and PS and times those it cannot tell
    apart (MIXED's plan is predicted beside them; AUTO never times a mixed
    plan)."""
    for command in ("run", "plan"):
        with pytest.raises(SystemExit):
            cli.main([command, "--help"])
        text = " ".join(capsys.readouterr().out.split())
        assert "predicts hybrid, allreduce and ps, times those it cannot tell apart" in text, \
            text
        assert "ps and mixed" not in text, text


def test_run_without_a_script_names_only_the_script(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["run", "-r", "localhost:0"])
    err = capsys.readouterr().err
    assert e.value.code == 2
    assert "required: script" in err and "script_argv" not in err, err


def test_the_package_loads_names_on_first_use():
    import parallax_tf as px
    assert px.Config is __import__("parallax_tf.config", fromlist=["Config"]).Config
    assert "get_runner" in dir(px) and px.testing.__name__ == "parallax_tf.testing"
    with pytest.raises(AttributeError, match="no attribute 'nonsense'"):
        px.nonsense


def test_functions_named_like_sub_modules_win():
    import importlib

    import parallax_tf as px
    for name in ("plan", "capture", "classify", "partitioner"):
        importlib.import_module(f"parallax_tf.{name}")
        assert callable(px.__getattribute__(name)) and not isinstance(
            getattr(px, name), type(importlib)), name


def test_quiet_stderr_drops_tensorflows_noise_and_keeps_every_other_line(capfd):
    """`parallax-tf plan`'s filter on fd 2 (launch/console.py): C++-level
    writes pass through it line by line, noise left out, nothing lost even
    when the command ends at once (20 quick rounds)."""
    import os

    from parallax_tf.launch.console import quiet_stderr
    for i in range(20):
        with quiet_stderr():
            os.write(2, b"I0000 00:00:1795599103.280902   32569 port.cc:153] oneDNN custom "
                        b"operations are on.\n" + f"real line {i}\n".encode())
    err = capfd.readouterr().err
    assert [f"real line {i}" in err for i in range(20)] == [True] * 20, err
    assert "oneDNN" not in err


def test_plan_predicts_each_architectures_step_time_on_the_cores_given(tmp_path, capsys):
    """`parallax-tf plan --cores N [--shared-cores M]`: every candidate's
    predicted step time, the plan's own marked, recorded in the JSON; the
    same plan on machines of their own is not slower than on one shared
    box. Asked without sample batches, or for a pipeline, it says why not."""
    script = _table_script(tmp_path / "predict.py", "m1:0;m2:0;m3:0")
    steps = {}
    for flags in (["--shared-cores", "2"], []):
        path = tmp_path / f"plan{len(flags)}.json"
        assert cli.main(["plan", str(script), "--cores", "2", *flags, "--json", str(path)]) == 0
        out = capsys.readouterr().out
        lines = out.split("predicted step time per architecture (", 1)[1].splitlines()
        assert lines[0].startswith("2 core(s) per machine" + (
            ", machines sharing one box of 2" if flags else ";")), lines[0]
        rows = {line.split(":")[0].strip(): line for line in lines[1:5]}
        assert set(rows) == {"HYBRID", "ALLREDUCE", "PS", "MIXED"}, rows
        assert rows["HYBRID"].endswith("<- this plan")
        predicted = px.Plan.from_json(path.read_text()).predicted
        assert predicted["cores"] == {"per_machine": 2, "shared": 2 if flags else None}
        steps[bool(flags)] = {a: s["step_s"] for a, s in predicted["steps"].items()}
        assert set(steps[bool(flags)]) == {"hybrid", "allreduce", "ps", "mixed"}, predicted
    # each run times the step alone anew (2.6 and 3.9 ms for one candidate on
    # two runs of a slow day), so "not slower on machines of their own" is
    # checked on one measurement: the shared run's plan and compute, predicted
    # both ways
    from parallax_tf.plan.compute import StepCompute
    from parallax_tf.planner.per_variable import Links
    from parallax_tf.planner.step_time import Calibration, Cores, predict
    shared_plan = px.Plan.from_json((tmp_path / "plan2.json").read_text())
    recorded = shared_plan.predicted
    both = [predict(shared_plan, StepCompute.from_dict(recorded["compute"]),
                    Links.from_dict(recorded["links"]), Cores(per_machine=2, shared=shared),
                    Calibration(**recorded["calibration"])).step_s for shared in (2, None)]
    assert both[0] == pytest.approx(recorded["steps"]["hybrid"]["step_s"]), (both, recorded)
    assert both[1] <= both[0], both
    assert cli.main(["plan", str(script), "--shared-cores", "2"]) == 2
    assert "--shared-cores 2: give --cores N too" in capsys.readouterr().err
    import tensorflow as tf
    v = tf.Variable(tf.ones([100, 4]))

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.gather(v, ids))
        v.scatter_sub(tape.gradient(loss, v))
        return loss

    ids = tf.range(8)
    with pytest.raises(px.ConfigError, match="give sample batches"):
        px.plan(step, ids, resources="a:0;b:0", cores=4)
    with pytest.raises(px.ConfigError, match="not yet for a pipeline's"):
        px.plan(step, ids, resources="a:0;b:0", cores=4,
                config=px.Config(schedule="gpipe", microbatches=2, pipeline_stages=1))
