"""Elastic jobs (`parallax-tf run --elastic MIN:MAX`, launch/elastic.py):
which machine a failure drops, when the job goes on, and the bad inputs.
The job itself (3 machines lose one, go on, and grow back; equal to one device):
tests/test_dynamic_jobs.py::test_an_elastic_job_shrinks_and_grows_back_as_one_device_trains."""
from __future__ import annotations

import pytest

import parallax_tf as px
from parallax_tf.errors import LaunchError
from parallax_tf.launch.elastic import (
    GROW_KEY,
    Elastic,
    Rejoin,
    check_config,
    first_machines,
    grown,
    survivors,
)
from parallax_tf.resources import parse_resources

THREE = parse_resources("h1:0,1;h2:0,1;h3:0")


@pytest.mark.parametrize("text,machines,want", [
    ("2:3", 3, Elastic(2, 3)), ("3", 3, Elastic(3, 3)), ("1:8", 2, Elastic(1, 8))])
def test_min_max_is_read(text, machines, want):
    assert Elastic.parse(text, machines) == want


@pytest.mark.parametrize("text,machines,match", [
    ("3:2", 3, "1 <= MIN <= MAX"), ("0:2", 3, "1 <= MIN <= MAX"), ("a:b", 3, "MIN:MAX"),
    ("1:2:3", 3, "MIN:MAX"), ("", 3, "MIN:MAX"), ("4:6", 3, "3 machine.*fewer than MIN=4")])
def test_a_bad_min_max_is_refused_by_name(text, machines, match):
    with pytest.raises(LaunchError, match=match) as e:
        Elastic.parse(text, machines)
    assert repr(text) in str(e.value)


def test_a_lost_machine_is_dropped_while_min_are_left():
    left, why = survivors(THREE, "h3", Elastic(2, 3))
    assert left is not None and left.to_str() == "h1:0,1;h2:0,1"
    assert why == "the job lost h3; going on with 2 machine(s): h1:0,1;h2:0,1"
    left, why = survivors(left, "h2", Elastic(2, 3))
    assert left is None and why == ("the job lost h2; 1 machine(s) are left, fewer than "
                                    "--elastic MIN=2")


def test_the_chiefs_machine_and_unknown_hosts_are_not_dropped():
    left, why = survivors(THREE, "h1", Elastic(1, 3))
    assert left is None and "h1 is the chief's machine" in why
    left, why = survivors(THREE, "elsewhere", Elastic(1, 3))
    assert left is None and "'elsewhere' is not one of the job's machines" in why
    # a machine of servers only comes first; the chief is on the first with slots
    servers = parse_resources("s1:ps;h1:0;h2:0")
    left, why = survivors(servers, "s1", Elastic(2, 3))
    assert left is not None and left.to_str() == "h1:0;h2:0", why
    assert survivors(servers, "h1", Elastic(1, 3))[0] is None


def test_a_task_of_an_elastic_job_needs_periodic_checkpoints_and_a_covered_mode(monkeypatch):
    monkeypatch.setenv("PARALLAX_TF_ELASTIC", "2:3")
    with pytest.raises(px.ConfigError, match=r"--elastic 2:3.*checkpoint_every=N"):
        check_config(px.Config())
    check_config(px.Config(checkpoint_dir="/tmp/x", checkpoint_every=5))
    for config, feature in ((px.Config(schedule="gpipe", microbatches=2), "pipeline"),
                            (px.Config(mesh="batch:2", layout_rules="batch:batch"), "layout"),
                            (px.Config(weak_sync=px.WeakSync(num_required=1)), "weak_sync"),
                            (px.Config(architecture="ps", sync="async"), "async")):
        config = config.replace(checkpoint_dir="/tmp/x", checkpoint_every=5)
        with pytest.raises(px.ConfigError, match=rf"does not cover '{feature}': .*without "
                                                 "--elastic"):
            check_config(config)
    monkeypatch.delenv("PARALLAX_TF_ELASTIC")
    check_config(px.Config())
    check_config(px.Config(schedule="gpipe", microbatches=2))


def test_px_keras_fit_in_an_elastic_job_is_refused_with_the_way_out(monkeypatch, tmp_path):
    """fit resumes by its steps, whose examples change with the worker
    count: refused before any step, naming the runner loop that follows
    the examples (a functional model of two Dense layers, Adagrad)."""
    import keras
    import numpy as np
    inputs = keras.Input((3,))
    model = keras.Model(inputs, keras.layers.Dense(1)(keras.layers.Dense(4)(inputs)))
    model.compile(optimizer=keras.optimizers.Adagrad(0.1), loss="mse")
    x, y = np.ones((8, 3), "float32"), np.ones((8, 1), "float32")
    config = px.Config(checkpoint_dir=str(tmp_path), checkpoint_every=2)
    monkeypatch.setenv("PARALLAX_TF_ELASTIC", "2:3")
    with pytest.raises(px.ConfigError, match=r"elastic job \(--elastic 2:3\).*"
                                             r"start=runner.start_example"):
        px.keras.fit(model, x, y, batch_size=4, config=config, verbose=0)
    monkeypatch.delenv("PARALLAX_TF_ELASTIC")
    px.keras.fit(model, x, y, batch_size=4, config=config, verbose=0)     # one process: trains


def test_the_command_line_refuses_a_bad_min_max(tmp_path, capsys):
    from parallax_tf.cli import main
    script = tmp_path / "train.py"
    script.write_text("pass\n")
    assert main(["run", "--elastic", "3:2", "-r", "localhost:0", str(script)]) == 2
    assert "--elastic '3:2': give MIN:MAX machines" in capsys.readouterr().err


def test_the_machines_back_join_in_the_resources_order_up_to_max():
    four = parse_resources("h1:0;h2:0;h3:0;h4:0")
    first, spares = first_machines(four, Elastic(2, 3))
    assert first.to_str() == "h1:0;h2:0;h3:0" and [m.host for m in spares] == ["h4"]
    two = parse_resources("h1:0;h3:0")
    back = [m for m in four.machines if m.host in ("h4", "h2")]
    assert grown(four, two, back, Elastic(2, 3)).to_str() == "h1:0;h2:0;h3:0"   # MAX: h4 waits
    assert grown(four, two, back, Elastic(2, 4)).to_str() == "h1:0;h2:0;h3:0;h4:0"


def test_a_lost_machine_of_this_host_is_back_at_once_and_asks_the_job_to_grow():
    """The launcher's side of growing: during a generation the lost
    machines are probed; one back is published in the job's real store."""
    from parallax_tf.launch import store, store_client
    kv = store.Store("127.0.0.1")
    try:
        rejoin = Rejoin(parse_resources("127.0.0.5:0").machines)
        rejoin.start(("127.0.0.1", kv.port))
        assert store_client.fetch(GROW_KEY, ("127.0.0.1", kv.port), wait_s=10) == "127.0.0.5"
        assert [m.host for m in rejoin.stop()] == ["127.0.0.5"]
        idle = Rejoin(())            # nothing lost: nothing probed, nothing published
        idle.start(("127.0.0.1", kv.port))
        assert idle.stop() == []
    finally:
        kv.stop()


def test_a_resources_file_is_re_read_and_a_machine_listed_later_joins(tmp_path, caplog):
    """With a resources file (`-r FILE`), the launcher re-reads it during a
    generation: a machine listed later (this host's 127.0.0.7) is back at
    once and published in the job's real store; the lost 127.0.0.6, taken
    out of the file, is not probed; a file caught half-written is named
    once and read again. The next generation appends the new machine to
    the resources' order (`extended`)."""
    from parallax_tf.launch import store, store_client
    from parallax_tf.launch.elastic import extended, listing_of
    listing = tmp_path / "machines.txt"
    listing.write_text("localhost:0\n127.0.0.1:0\n127.0.0.6:0\n")
    elastic = Elastic.parse("2:3", 3, listing_of(str(listing)))
    assert elastic.listing == str(listing) and listing_of("localhost:0") is None
    original = parse_resources(str(listing))
    running, lost = parse_resources("localhost:0;127.0.0.1:0"), [original.machines[2]]
    listing.write_text("localhost:0\n127.0.0.1:0\n127.0.0.7:0,1  # the new one\n")
    assert [m.host for m in Rejoin(lost, None, running.machines).candidates()] == ["127.0.0.6"]
    rejoin = Rejoin(lost, elastic.listing, running.machines)
    assert [m.to_str() for m in rejoin.candidates()] == ["127.0.0.7:0,1"]
    listing.write_text("localhost:0\n127.0.0.1:x\n")           # caught half-written
    assert rejoin.candidates() == [] and rejoin.candidates() == []
    assert len([r for r in caplog.records if "machines.txt" in r.getMessage()]) == 1
    listing.write_text("localhost:0\n127.0.0.1:0\n127.0.0.7:0,1\n")
    kv = store.Store("127.0.0.1")
    try:
        rejoin.start(("127.0.0.1", kv.port))
        assert store_client.fetch(GROW_KEY, ("127.0.0.1", kv.port), wait_s=10) == "127.0.0.7"
        back = rejoin.stop()
    finally:
        kv.stop()
    bigger = grown(extended(original, back), running, back, elastic)
    assert bigger.to_str() == "localhost:0;127.0.0.1:0;127.0.0.7:0,1"


def test_a_discovery_command_names_the_machines_that_join(tmp_path, caplog):
    """`parallax-tf run --elastic 2:3 --discover CMD`: each round the
    launcher runs CMD (a real shell) and the machines it prints that the
    job does not run on are the candidates, published in the job's real
    store once reachable; a command that fails, hangs up empty or prints
    a bad line is named once (with its last stderr line) and run again."""
    from parallax_tf.launch import store, store_client
    hosts = tmp_path / "hosts"
    hosts.write_text("localhost:0\n127.0.0.1:0\n127.0.0.8:0,1  # new\n")
    command = f"cat {hosts}"
    elastic = Elastic.parse("2:3", 2, None, command)
    assert elastic.discover == command and elastic.listing is None
    running = parse_resources("localhost:0;127.0.0.1:0").machines
    rejoin = Rejoin((), None, running, elastic.discover)
    assert [m.to_str() for m in rejoin.candidates()] == ["127.0.0.8:0,1"]
    for text, said in (("", "it printed no machine"), ("127.0.0.1:x\n", "127.0.0.1:x")):
        hosts.write_text(text)
        caplog.clear()
        assert rejoin.candidates() == [] and rejoin.candidates() == []
        named = [r.getMessage() for r in caplog.records if command in r.getMessage()]
        assert len(named) == 1 and said in named[0], named
    failing = Rejoin((), None, running, "echo the cloud API said no >&2; exit 3")
    caplog.clear()
    assert failing.candidates() == []
    assert "exit status 3 (the cloud API said no)" in caplog.text
    hosts.write_text("localhost:0\n127.0.0.1:0\n127.0.0.8:0\n")
    kv = store.Store("127.0.0.1")
    try:
        rejoin.start(("127.0.0.1", kv.port))
        assert store_client.fetch(GROW_KEY, ("127.0.0.1", kv.port), wait_s=10) == "127.0.0.8"
        assert [m.host for m in rejoin.stop()] == ["127.0.0.8"]
    finally:
        kv.stop()


@pytest.mark.parametrize("argv, said", [
    (["--discover", "cat hosts"], "--discover 'cat hosts' needs --elastic MIN:MAX"),
    (["--elastic", "2:3", "--discover", " "], "--discover '': give the command")])
def test_the_command_line_refuses_a_discovery_command_it_cannot_use(tmp_path, capsys, argv,
                                                                    said):
    from parallax_tf.cli import main
    script = tmp_path / "train.py"
    script.write_text("pass\n")
    assert main(["run", *argv, "-r", "localhost:0;127.0.0.1:0;127.0.0.2:0", str(script)]) == 2
    assert said in capsys.readouterr().err


def test_the_growing_chiefs_exit_status_is_its_own():
    """The launcher tells a chief that ends its generation to grow from a
    port race (which it retries on the same machines) and a stall."""
    from parallax_tf.launch.elastic import GROW_EXIT
    from parallax_tf.launch.heartbeat import STALL_EXIT
    from parallax_tf.launch.tf_server import PORT_TAKEN_EXIT
    assert GROW_EXIT not in (PORT_TAKEN_EXIT, STALL_EXIT, 0, 1, 2)
