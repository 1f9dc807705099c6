"""TensorFlow's collective engine (`comm.TensorFlowCollective`) on two real
processes, every op checked against its definition; the jobs of every mode
on it are in the conformance matrix (tests/test_conformance.py)."""
from __future__ import annotations

import itertools
import os
import subprocess
import sys

import pytest

from parallax_tf.launch.ports import allocate_ports

SCRIPT = os.path.join(os.path.dirname(__file__), "launcher_scripts", "tf_collectives.py")


@pytest.mark.multiprocess
def test_every_op_of_the_tensorflow_engine_on_two_processes():
    ports = [str(p) for p in allocate_ports(["localhost", "localhost"])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    procs = [subprocess.Popen([sys.executable, SCRIPT, str(i), *ports], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
             for i in range(2)]
    outs = [p.communicate(timeout=180)[0] for p in procs]
    for i, (p, out) in enumerate(zip(procs, outs)):
        assert p.returncode == 0 and out.strip().endswith("ok"), f"worker {i}:\n{out[-3000:]}"


def test_two_names_with_one_instance_key_are_refused():
    """Ops meet by the CRC-32 of their names: two names that collide in one
    group are refused at lowering, naming both and the way out."""
    import tensorflow as tf

    from parallax_tf.comm.collective import TensorFlowCollective
    first, second = _colliding("parallax_g0_", 0x7FFFFFFF)   # birthday bound: ~2^16 names
    c = TensorFlowCollective(0, range(2))
    with tf.Graph().as_default():
        x = tf.constant([1.0])
        c.allreduce(x, average=True, name=first)
        c.allreduce(x, average=True, name=first)        # the same name again: fine
        with pytest.raises(RuntimeError, match=f"'{first}' and '{second}' hash to the same "
                                               "instance key.*collectives='horovod'"):
            c.allreduce(x, average=True, name=second)


def test_two_dynamic_gathers_in_one_group_are_refused():
    """A gather of dynamic size runs in a group of its own, from 24 bits of
    its name's CRC-32: two names that share one are refused at lowering."""
    import tensorflow as tf

    from parallax_tf.comm.collective import TensorFlowCollective
    first, second = _colliding("parallax_rows_", 0xFFFFFF)    # birthday bound: ~2^12 names
    c = TensorFlowCollective(0, range(2))
    with tf.Graph().as_default():
        rows = tf.compat.v1.placeholder(tf.float32, [None, 2])
        c.allgather(rows, name=first)
        with pytest.raises(RuntimeError, match=f"'{first}' and '{second}' hash to the same "
                                               "group of dynamic gathers.*'horovod'"):
            c.allgather(rows, name=second)


def _colliding(prefix: str, mask: int) -> tuple[str, str]:
    """Two names PREFIX<k> whose CRC-32s agree on the bits of `mask`."""
    import zlib
    seen: dict[int, str] = {}
    for k in itertools.count():
        name = f"{prefix}{k}"
        key = zlib.crc32(name.encode()) & mask
        if key in seen:
            return seen[key], name
        seen[key] = name
    raise AssertionError("unreachable")


def test_a_group_without_the_leader_meets_under_its_own_graph_key():
    """Each task takes a graph key's step-id sequence from the group leader
    (worker 0) at its first run with collectives. Tasks 2 and 3 (a group
    worker 0 is not in) start 3 of the leader's own group's runs apart:
    under TensorFlow's default key they took step ids 3 apart and their
    reduction never met (DeadlineExceeded, checked when this was built);
    under `TensorFlowCollective.graph_key` (a sequence only the group runs)
    they meet. Four servers of this process, one session each."""
    import threading
    import time

    import tensorflow as tf

    from parallax_tf.comm.collective import TensorFlowCollective, server_config
    spec = tf.train.ClusterSpec({"worker": [f"localhost:{p}" for p in
                                            allocate_ports(["localhost"] * 4, None)]})
    servers = [tf.distribute.Server(spec, job_name="worker", task_index=t,
                                    config=server_config()) for t in range(4)]
    groups = [TensorFlowCollective(t, [0, 1] if t < 2 else [2, 3], group_key=2 if t < 2 else 3)
              for t in range(4)]
    graph = tf.Graph()
    with graph.as_default():
        ops = []
        for t, group in enumerate(groups):
            with tf.device(f"/job:worker/task:{t}/device:CPU:0"):
                ops.append(group.allreduce(tf.timestamp() * 0 + float(t), average=False,
                                           name=f"graph_key_{t // 2}"))
    sessions = [tf.compat.v1.Session(s.target, graph=graph) for s in servers]
    got: dict = {}

    def run(t):
        options = tf.compat.v1.RunOptions(timeout_in_ms=20000)
        options.experimental.collective_graph_key = groups[t].graph_key
        try:
            got[t] = sessions[t].run(ops[t], options=options)
        except tf.errors.OpError as e:
            got[t] = type(e).__name__
    late = threading.Thread(target=run, args=(2,))
    late.start()
    time.sleep(0.5)
    for _ in range(3):                  # the leader's group runs 3 times meanwhile
        pair = [threading.Thread(target=run, args=(t,)) for t in (0, 1)]
        for p in pair:
            p.start()
        for p in pair:
            p.join()
        assert got[0] == got[1] == 1.0, got
    run(3)
    late.join()
    assert got[2] == got[3] == 5.0, got
    assert groups[2].graph_key != groups[0].graph_key
