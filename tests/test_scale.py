"""Predicting past the cluster one has (planner/scale.py: `px.plan(scale=)`,
`parallax-tf plan --predict`): every architecture on every cluster shape,
its throughput, the part that bounds its step, and where adding machines
stops paying, in the cases that isolate each part. Deterministic: the step
alone is given, nothing is timed."""
import json

import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf import Config, Kind, ModelInfo, VariableInfo, cli, parse_resources
from parallax_tf.partitioner import PartitionSpec
from parallax_tf.planner import per_variable
from parallax_tf.planner.scale import STOPS, Scale, Shape, batch_rows, predict_scale
from parallax_tf.planner.step_time import BOX, NONE, Calibration, Cores


def _model(rows=100_000, alpha=0.01, dense_bytes=4096):
    """A table created under `px.partitioner()` (its shards the cost
    model's on each shape) beside a small dense variable."""
    emb = VariableInfo(name="emb", shape=(rows, 16), dtype="float32", bytes=rows * 64,
                       kind=Kind.SPARSE, trainable=True, has_gradient=True, alpha=alpha,
                       partition=PartitionSpec())
    dense = VariableInfo(name="dense", shape=(dense_bytes // 4,), dtype="float32",
                         bytes=dense_bytes, kind=Kind.DENSE, trainable=True,
                         has_gradient=True, alpha=1.0, partition=None)
    return ModelInfo(step_name="s", variables=(emb, dense), state=(), fingerprint="f")


def _points(scaled, arch):
    return {p["shape"]: p for p in scaled["points"] if p["arch"] == arch}


def test_shapes_read_as_written_and_bad_ones_are_named():
    cluster = parse_resources("a:0,1,2;b:0,1,2")
    assert Shape.parse("8x6") == Shape(8, 6) and Shape.parse(" 8 * 6 ") == Shape(8, 6)
    assert Shape.parse("8").like(cluster) == Shape(8, 3) and Shape.parse(4) == Shape(4)
    scale = Scale.of("4,1x6,2x6,2x6").on(cluster)
    assert [s.line() for s in scale.shapes] == ["1x6", "2x6", "4x3"]
    assert Shape(2, 3).cluster().workers_per_machine == (3, 3)
    for bad, said in (("8y6", "give MACHINES or MACHINESxWORKERS"), ("0x2", "machines 0"),
                      ("2x0", "workers per machine 0")):
        with pytest.raises(px.ConfigError, match=said):
            Scale.of(bad)
    with pytest.raises(px.ConfigError, match="at least one cluster shape"):
        Scale(shapes=())
    with pytest.raises(px.ConfigError, match="cluster shape ''"):
        Scale.of("")
    with pytest.raises(px.ConfigError, match="give cluster shapes"):
        Scale.of(8.5)
    with pytest.raises(px.ConfigError, match="positive single-device step time"):
        Scale(shapes=("2",), step_s=-1.0)
    with pytest.raises(px.ConfigError, match="Calibration"):
        Scale(shapes=("2",), calibration={"per_byte": 1e-9})
    assert batch_rows(({"ids": np.zeros((32, 4))}, np.zeros(32))) == 32
    assert batch_rows((3, "x")) is None


def test_a_compute_bound_step_pays_at_every_shape():
    """A 1 s step on fast links and cores of its own: every shape adds its
    workers' share, the step stays the step alone, bound by compute."""
    fast = per_variable.Links(bandwidth=1e12, server_round_trip=0.0, collective=0.0)
    scale = Scale(shapes=("1x1", "2x1", "4x1", "8x1"), step_s=1.0, calibration=NONE)
    scaled = predict_scale(_model(), Config(), scale.compute(None), fast, Cores(36), scale, 64)
    for arch in ("hybrid", "allreduce", "ps"):
        points = _points(scaled, arch)
        assert [round(p["throughput"]) for p in points.values()] == [64, 128, 256, 512], arch
        assert {p["bound"] for p in points.values()} == {"compute"}, points
        assert scaled["stops"][arch] == {"after": None, "bound": "compute", "at": "8x1"}
    assert scaled["unit"] == "examples/s" and scaled["compute_given"]


def test_gathered_rows_bind_allreduce_on_the_link_and_it_stops_paying():
    """ALLREDUCE gathers every worker's rows, so each machine's bytes grow
    with the workers: at 100 Mbit/s the link binds and the doubling that
    brings less than half its share is named; HYBRID's servers keep a
    machine's bytes flat and it still pays."""
    slow = per_variable.Links(bandwidth=100e6 / 8, server_round_trip=0.0, collective=0.0,
                              measured=False, given=True)
    scale = Scale(shapes=("1", "2", "4", "8", "16"), step_s=0.010, calibration=NONE)
    scaled = predict_scale(_model(alpha=0.05), Config(), scale.compute(None), slow, Cores(36),
                           scale.on(parse_resources("a:0")), 64)
    allreduce, hybrid = _points(scaled, "allreduce"), _points(scaled, "hybrid")
    assert allreduce["16x1"]["bound"] == "the link"
    assert allreduce["16x1"]["bytes_per_machine"] > 4 * allreduce["2x1"]["bytes_per_machine"]
    stop = scaled["stops"]["allreduce"]
    assert stop["after"] is not None and stop["bound"] == "the link", stop
    mine = list(allreduce.values())
    k = [p["shape"] for p in mine].index(stop["after"])
    gained = mine[k + 1]["throughput"] / mine[k]["throughput"] - 1
    assert gained < STOPS * 1.0, (stop, mine)     # a doubling: it added 100% of the workers
    assert hybrid["16x1"]["throughput"] > 4 * allreduce["16x1"]["throughput"]


def test_a_server_answering_every_worker_binds_by_its_fan_in():
    """PS with every variable on the servers: a server's CPU per request
    times every worker's requests grows with the workers while each
    worker's stays flat, so the servers' fan-in binds the step."""
    fast = per_variable.Links(bandwidth=1e12, server_round_trip=0.0, collective=0.0)
    calibration = Calibration(compute_factor=1.0, per_byte=0.0, per_request=1e-4,
                              per_exchange=0.0, per_collective=0.0, server_request=1e-3,
                              sharing=1.0)
    scale = Scale(shapes=("2x8", "4x8", "8x8", "16x8"), step_s=0.005, calibration=calibration)
    scaled = predict_scale(_model(), Config(), scale.compute(None), fast, Cores(8), scale, 64)
    ps = _points(scaled, "ps")
    assert ps["16x8"]["bound"] == "server fan-in", ps["16x8"]
    assert ps["16x8"]["terms"]["server fan-in"] > ps["2x8"]["terms"]["server fan-in"]
    assert scaled["stops"]["ps"]["bound"] == "server fan-in"


def test_plan_predicts_the_shapes_asked_and_prints_them(tmp_path, capsys):
    """`px.plan(cores=, scale=)` records every candidate on every shape
    (`plan.predicted["scale"]`), and `parallax-tf plan --predict` prints the
    table; a given step is not timed; the flags that need --predict or
    --cores say so; a calibration file's fields are used, its bad ones
    named."""
    v = tf.Variable(tf.ones([1000, 16]), name="v")
    w = tf.Variable(tf.ones([16, 1]), name="w")

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.matmul(tf.gather(v, ids), w))
        gv, gw = tape.gradient(loss, [v, w])
        v.scatter_sub(gv)
        w.assign_sub(gw)
        return loss

    ids = np.arange(64, dtype=np.int32)
    plan = px.plan(step, ids, resources="a:0,1;b:0,1", sample_batches=[(ids,)], cores=36,
                   links="10000,0.1", scale=Scale(shapes=("1", "4", "16x4"), step_s=0.02))
    scaled = plan.predicted["scale"]
    assert scaled["shapes"] == ["1x2", "4x2", "16x4"]
    assert {p["arch"] for p in scaled["points"]} == {"hybrid", "allreduce", "ps", "mixed"}
    assert scaled["compute"]["wall_s"] == 0.02 and scaled["calibration_is_box"]
    again = px.plan(step, ids, resources="a:0,1;b:0,1", sample_batches=[(ids,)], cores=36,
                    scale=Scale(shapes=("4",), measured=scaled["compute"]))
    assert again.predicted["scale"]["compute"] == scaled["compute"]
    assert again.predicted["compute"] == scaled["compute"]
    text = px.summary(plan)
    assert "predicted scaling (36 core(s) per machine" in text and "16x4" in text, text
    assert "examples/s" in text and "calibration: this project's 2-core box" in text

    script = tmp_path / "s.py"
    script.write_text(
        "import numpy as np\nimport tensorflow as tf\nimport parallax_tf as px\n"
        "v = tf.Variable(tf.ones([1000, 16]), name='v')\n"
        "@tf.function\n"
        "def step(ids):\n"
        "    with tf.GradientTape() as tape:\n"
        "        loss = tf.reduce_sum(tf.gather(v, ids))\n"
        "    v.scatter_sub(tape.gradient(loss, v))\n"
        "    return loss\n"
        "def parallax_tf_step(argv):\n"
        "    ids = np.arange(64, dtype=np.int32)\n"
        "    return px.StepSpec(step=step, example_args=(ids,), sample_batches=[(ids,)],\n"
        "                       resources='a:0;b:0')\n")
    calibration = tmp_path / "cal.json"
    calibration.write_text(json.dumps({"calibration": {"per_byte": 1e-9, "sharing": 1.0}}))
    out = tmp_path / "plan.json"
    assert cli.main(["plan", str(script), "--cores", "8", "--predict", "1,2,4x2", "--step-ms",
                     "5", "--calibration", str(calibration), "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "calibration: given" in printed and "     4x2  HYBRID" in printed, printed
    recorded = px.Plan.from_json(out.read_text()).predicted["scale"]
    assert recorded["calibration"]["per_byte"] == 1e-9
    assert recorded["calibration"]["compute_factor"] == BOX.compute_factor
    for args, said in ((["--predict", "2"], "--predict 2: give --cores N too"),
                       (["--step-ms", "5"], "--step-ms 5.0: give --predict SHAPES too"),
                       (["--cores", "8", "--predict", "2x"], "cluster shape '2x'")):
        assert cli.main(["plan", str(script), *args]) == 2
        assert said in capsys.readouterr().err
    calibration.write_text(json.dumps({"per_bite": 1e-9}))
    assert cli.main(["plan", str(script), "--cores", "8", "--predict", "2",
                     "--calibration", str(calibration)]) == 2
    assert "['per_bite'] is not a set of non-negative numbers" in capsys.readouterr().err


def test_a_small_collectives_latency_grows_with_the_ring_a_server_request_does_not():
    from parallax_tf.planner.per_variable import Links
    from parallax_tf.planner.scale import links_on
    given = Links(bandwidth=1e9, server_round_trip=2e-4, collective=1e-4)
    assert links_on(given, 2).collective == pytest.approx(1e-4)     # --links: two machines
    assert links_on(given, 1).collective == pytest.approx(1e-4)
    on_128 = links_on(given, 128)
    assert on_128.collective == pytest.approx(127e-4)
    assert (on_128.server_round_trip, on_128.bandwidth) == (2e-4, 1e9)
    assert links_on(given, 9, measured_on=5).collective == pytest.approx(2e-4)  # 8 hops / 4
