"""End-to-end launched worker: Horovod allreduce + a variable on /job:ps/task:1.

Worker 0 creates and writes a resource variable on the second machine's ps
task through its own tf.distribute.Server; worker 1 reads it back after a
Horovod barrier.
"""
import sys

import horovod.tensorflow as hvd
import numpy as np
import tensorflow as tf

from parallax_tf.launch.role import current_role


def barrier(value: float) -> float:
    return float(_allreduce(tf.constant([value]))[0])


@tf.function
def _allreduce(x):
    return hvd.allreduce(x, op=hvd.Sum)


def main() -> int:
    role = current_role()
    assert role is not None and role.is_worker, role
    hvd.init()
    assert hvd.size() == 2, hvd.size()
    assert hvd.rank() == role.index, (hvd.rank(), role.index)
    total = barrier(role.index + 1.0)
    assert total == 3.0, total
    print(f"allreduce ok: rank {hvd.rank()} of {hvd.size()} sum={total}", flush=True)

    server = tf.distribute.Server(role.cluster_spec(), job_name="worker",
                                  task_index=role.index, protocol="grpc", start=True)
    config = tf.compat.v1.ConfigProto(
        device_filters=["/job:ps", f"/job:worker/task:{role.index}"])
    graph = tf.Graph()
    with graph.as_default():
        with tf.device("/job:ps/task:1"):
            var = tf.Variable([0.0, 0.0], name="shared_on_ps1")
        write = var.assign([7.0, 8.0])
        read = var.read_value()
    # Not `with Session(...)`: that would make `graph` the default graph, and
    # the eager barrier below must run outside it.
    sess = tf.compat.v1.Session(server.target, graph=graph, config=config)
    if role.is_chief:
        sess.run(var.initializer)
        sess.run(write)
        print(f"wrote on {var.device}", flush=True)
    barrier(0.0)
    value = sess.run(read)
    print(f"read {value.tolist()} from {var.device}", flush=True)
    assert np.allclose(value, [7.0, 8.0]), value
    barrier(0.0)
    sess.close()
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
