"""One worker of a 2-worker job exercising `TensorFlowCollective` directly:

    python tf_collectives.py INDEX PORT0 PORT1

AllReduce (mean and sum), a grouped AllReduce of two dtypes, a gather of
static shape, gathers of a dynamic first dimension whose size changes
from step to step (and is 0; each size its own instance), two gathers that
share one exchange of the sizes (a sparse gradient's values and indices),
a broadcast from worker 1, and rows of four dtypes gathered as one
(`allgather_rows`); prints "ok" when every value is what it must be.
"""
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
import numpy as np
import tensorflow as tf

from parallax_tf.comm.collective import TensorFlowCollective, server_config

tf.compat.v1.disable_eager_execution()
i, ports = int(sys.argv[1]), sys.argv[2:4]
cluster = tf.train.ClusterSpec({"worker": [f"localhost:{p}" for p in ports]})
server = tf.distribute.Server(cluster, job_name="worker", task_index=i, config=server_config(),
                              start=True)
c = TensorFlowCollective(i, range(2))
with tf.device(f"/job:worker/task:{i}/device:CPU:0"):
    x = tf.constant([1.0, 2.0]) * (i + 1)
    mean = c.allreduce(x, average=True, name="mean")
    total = c.allreduce(x, average=False, name="sum")
    grouped = c.grouped_allreduce([x, tf.constant([[i + 1, 2]], tf.int64), x * 2],
                                  average=False, name="group")
    static = c.allgather(tf.reshape(x, [1, 2]), name="static")
    rows = tf.compat.v1.placeholder(tf.float32, [None, 2])
    dynamic = c.allgather(rows, name="dynamic")
    # a sparse gradient's values and indices: one exchange of the sizes
    values = tf.compat.v1.placeholder(tf.float32, [None, 3])
    indices = tf.compat.v1.placeholder(tf.int64, [None])
    got_values = c.allgather(values, name="values", rows="grad")
    got_indices = c.allgather(indices, name="indices", rows="grad")
    sent = c.broadcast(x, root=1, name="bcast")
    # the same in one gather: rows of float32, int64, float64 and int32 side by side
    packed_in = [tf.compat.v1.placeholder(tf.float32, [None, 3]),
                 tf.compat.v1.placeholder(tf.int64, [None]),
                 tf.compat.v1.placeholder(tf.float64, [None, 2, 2]),
                 tf.compat.v1.placeholder(tf.int32, [None])]
    packed_out = c.allgather_rows(packed_in, name="packed_rows")
with tf.compat.v1.Session(server.target, config=server_config()) as s:
    m, t, g, st, b = s.run([mean, total, grouped, static, sent])
    np.testing.assert_allclose(m, [1.5, 3.0])
    np.testing.assert_allclose(t, [3.0, 6.0])
    np.testing.assert_allclose(g[0], [3.0, 6.0])
    np.testing.assert_array_equal(g[1], [[3, 4]])
    assert g[1].dtype == np.int64
    np.testing.assert_allclose(g[2], [6.0, 12.0])
    np.testing.assert_allclose(st, [[1.0, 2.0], [2.0, 4.0]])
    np.testing.assert_allclose(b, [2.0, 4.0])
    for k in (1, 3, 2, 5, 9, 4, 0, 1):
        mine = np.full([k + i, 2], 10 * i + k, np.float32)
        out, padded = s.run([dynamic, s.graph.get_tensor_by_name("dynamic_padded:0")],
                            {rows: mine})
        # padded to the step's largest contribution (k + 1 rows), not beyond
        assert padded.shape[0] == 2 * (k + 1), (k, padded.shape)
        want = np.concatenate([np.full([k, 2], k, np.float32),
                               np.full([k + 1, 2], 10 + k, np.float32)])
        np.testing.assert_array_equal(out, want)
    sizes = [o.name for o in s.graph.get_operations() if o.name.endswith("_sizes")]
    assert sorted(sizes) == ["dynamic_sizes", "packed_rows_sizes", "values_sizes"], sizes
    for k in (2, 0, 3):
        n = k + 2 * i
        v, ix = s.run([got_values, got_indices],
                      {values: np.full([n, 3], i + 1, np.float32),
                       indices: np.arange(n, dtype=np.int64) + 100 * i})
        np.testing.assert_array_equal(v, np.concatenate([np.full([k, 3], 1.0),
                                                         np.full([k + 2, 3], 2.0)]))
        np.testing.assert_array_equal(ix, np.concatenate([np.arange(k),
                                                          np.arange(k + 2) + 100]))
    packed = [o.name for o in s.graph.get_operations() if o.type == "CollectiveGatherV2"
              and o.name.startswith("packed_rows")]
    assert sorted(packed) == ["packed_rows_padded", "packed_rows_sizes"], packed
    rng = np.random.default_rng(7)
    for k in (2, 0, 3):
        feeds = [[rng.standard_normal([k + 2 * j, 3]).astype(np.float32),
                  rng.integers(-2**62, 2**62, [k + 2 * j]),
                  rng.standard_normal([k + 2 * j, 2, 2]),
                  rng.integers(-2**31, 2**31 - 1, [k + 2 * j]).astype(np.int32)]
                 for j in range(2)]                   # both workers' rows, seeded alike
        got = s.run(packed_out, dict(zip(packed_in, feeds[i])))
        for t, (g_, want) in enumerate(zip(got, zip(*feeds))):
            assert g_.dtype == want[0].dtype, (t, g_.dtype)
            np.testing.assert_array_equal(g_, np.concatenate(want), err_msg=str(t))
print("ok", flush=True)
