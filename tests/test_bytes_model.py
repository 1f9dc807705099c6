"""The byte model (Parallax Table 3) against hand-computed values.

Notation as in the paper: w bytes of a variable, alpha its row-access ratio,
N machines, m variables. All numbers below are worked out by hand from the
Table 3 formulas, not from the code under test.
"""
import pytest

from parallax_tf.plan import bytes_model as bm

W = 1000.0
N = 4
ONE_EACH = [1, 1, 1, 1]


# ---- Table 3 helpers (one worker per machine) --------------------------------

@pytest.mark.parametrize("kind, arch, alpha, expected", [
    ("dense", "ps", 1.0, 6000.0),         # 2 w (N-1) = 2*1000*3
    ("dense", "ar", 1.0, 3000.0),         # 4 w (N-1)/N = 4*1000*3/4
    ("sparse", "ps", 0.1, 600.0),         # 2 alpha w (N-1) = 2*0.1*1000*3
    ("sparse", "ar", 0.1, 600.0),         # 2 alpha w (N-1)
])
def test_table3_one_variable(kind, arch, alpha, expected):
    assert bm.table3_one_variable(kind, arch, W, alpha, N) == pytest.approx(expected)


@pytest.mark.parametrize("kind, arch, alpha, m, expected", [
    ("dense", "ps", 1.0, 8, 24000.0),     # 4 w m (N-1)/N = 4*1000*8*3/4
    ("dense", "ar", 1.0, 8, 24000.0),     # same total as PS
    ("sparse", "ps", 0.1, 8, 2400.0),     # 4 alpha w m (N-1)/N
    ("sparse", "ar", 0.1, 8, 4800.0),     # 2 alpha w m (N-1): N/2 = 2 times PS
])
def test_table3_per_machine(kind, arch, alpha, m, expected):
    assert bm.table3_per_machine(kind, arch, W, alpha, N, m) == pytest.approx(expected)


def test_table3_single_machine_moves_nothing():
    for kind in ("dense", "sparse"):
        for arch in ("ps", "ar"):
            assert bm.table3_one_variable(kind, arch, W, 0.5, 1) == 0.0
            assert bm.table3_per_machine(kind, arch, W, 0.5, 1, 3) == 0.0


def test_sparse_allreduce_sends_n_over_2_times_sparse_ps():
    for n in (2, 4, 8, 16):
        ar = bm.table3_per_machine("sparse", "ar", W, 0.05, n, 10)
        ps = bm.table3_per_machine("sparse", "ps", W, 0.05, n, 10)
        assert ar / ps == pytest.approx(n / 2)


# ---- the general functions reduce to Table 3 with one worker per machine -----

def test_allreduce_bytes_one_worker_per_machine():
    assert bm.allreduce_bytes(W, ONE_EACH) == pytest.approx([3000.0] * 4)


def test_allgather_bytes_one_worker_per_machine():
    assert bm.allgather_bytes(W, 0.1, ONE_EACH) == pytest.approx([600.0] * 4)


def test_ps_dense_variable_on_machine_2():
    # The server moves 2w(N-1) = 6000; every other machine pulls w and pushes w.
    out = bm.ps_bytes(W, 1.0, ONE_EACH, shard_servers=[2], shard_fractions=[1.0])
    assert out == pytest.approx([2000.0, 2000.0, 6000.0, 2000.0])
    # Mean over machines = Table 3's 4 w (N-1)/N for one variable.
    assert sum(out) / N == pytest.approx(3000.0)


def test_ps_sparse_variable_on_machine_0():
    # Server: 2 alpha w (N-1) = 600; clients: pull alpha w + push alpha w = 200.
    out = bm.ps_bytes(W, 0.1, ONE_EACH, shard_servers=[0], shard_fractions=[1.0])
    assert out == pytest.approx([600.0, 200.0, 200.0, 200.0])


def test_ps_m_dense_variables_spread_evenly_give_table3_per_machine():
    # m = N variables, variable k on server k: every machine moves 4 w m (N-1)/N.
    total = [0.0] * N
    for k in range(N):
        out = bm.ps_bytes(W, 1.0, ONE_EACH, shard_servers=[k], shard_fractions=[1.0])
        total = [a + b for a, b in zip(total, out)]
    assert total == pytest.approx([4 * W * N * (N - 1) / N] * N)   # 12000 each


def test_ps_shards_split_the_traffic_by_row_fraction():
    # Two machines, one dense variable split in halves on server 0 and 1:
    # each machine serves half (w) and is the client of the other half (w).
    out = bm.ps_bytes(W, 1.0, [1, 1], shard_servers=[0, 1], shard_fractions=[0.5, 0.5])
    assert out == pytest.approx([2000.0, 2000.0])
    # Same variable whole on server 0: the server moves 2000, the client 2000.
    assert bm.ps_bytes(W, 1.0, [1, 1], [0], [1.0]) == pytest.approx([2000.0, 2000.0])
    # 3 shards on 3 machines (fractions 1/2, 1/4, 1/4) of a sparse variable.
    out = bm.ps_bytes(W, 0.2, [1, 1, 1], [0, 1, 2], [0.5, 0.25, 0.25])
    # per client 2*alpha*w = 400. machine 0: serves 0.5*400 to each of 2 clients
    # = 400, and is a client of 0.25+0.25 = 0.5 -> 200: 600.
    # machine 1: serves 0.25*400*2 = 200, client of 0.75 -> 300: 500. Same for 2.
    assert out == pytest.approx([600.0, 500.0, 500.0])


def test_ps_shard_arguments_must_match():
    with pytest.raises(ValueError):
        bm.ps_bytes(W, 1.0, ONE_EACH, shard_servers=[0, 1], shard_fractions=[1.0])


# ---- several workers per machine (the generalisation in bytes_model's doc) ---

def test_allreduce_several_workers_per_machine():
    # R = 8 ranks on 2 machines: 4 w (R-1)/R = 4*1000*7/8 = 3500 per machine.
    assert bm.allreduce_bytes(W, [4, 4]) == pytest.approx([3500.0, 3500.0])


def test_allreduce_one_machine_moves_nothing_over_the_network():
    assert bm.allreduce_bytes(W, [4]) == [0.0]
    assert bm.allgather_bytes(W, 0.5, [4]) == [0.0]


def test_allgather_several_workers_per_machine():
    # R = 4: 2 alpha w (R-1) = 2*0.1*1000*3 = 600 per machine.
    assert bm.allgather_bytes(W, 0.1, [2, 2]) == pytest.approx([600.0, 600.0])


def test_ps_local_aggregation_sums_dense_pushes():
    # Dense, G = 2 workers per machine, variable on server 0. Machine 1 pulls
    # G w = 2000; pushes w = 1000 summed with local aggregation, G w = 2000 without.
    on = bm.ps_bytes(W, 1.0, [2, 2], [0], [1.0], local_aggregation=True, sparse=False)
    off = bm.ps_bytes(W, 1.0, [2, 2], [0], [1.0], local_aggregation=False, sparse=False)
    assert on == pytest.approx([3000.0, 3000.0])
    assert off == pytest.approx([4000.0, 4000.0])


def test_ps_local_aggregation_concatenates_sparse_pushes():
    # Sparse rows are concatenated (exact Keras semantics), not summed: machine 1
    # pushes G alpha w = 1600 either way, and pulls 1600.
    on = bm.ps_bytes(W, 0.8, [2, 2], [0], [1.0], local_aggregation=True)
    off = bm.ps_bytes(W, 0.8, [2, 2], [0], [1.0], local_aggregation=False)
    assert on == off == pytest.approx([3200.0, 3200.0])


def test_ps_local_aggregation_same_when_rows_do_not_saturate():
    # G alpha = 0.2 < 1: both push 2*0.1*1000 = 200, pull 200.
    on = bm.ps_bytes(W, 0.1, [2, 2], [0], [1.0], local_aggregation=True)
    off = bm.ps_bytes(W, 0.1, [2, 2], [0], [1.0], local_aggregation=False)
    assert on == off == pytest.approx([400.0, 400.0])


def test_ps_uneven_machines():
    # Machine 0 (server) has 1 worker, machine 1 has 3 workers; alpha 0.1.
    # Machine 1 pulls 3*0.1*1000 = 300 and pushes 3*0.1*1000 = 300.
    assert bm.ps_bytes(W, 0.1, [1, 3], [0], [1.0]) == pytest.approx([600.0, 600.0])
    # Workers on the server's own machine cost nothing.
    assert bm.ps_bytes(W, 0.1, [3, 1], [0], [1.0]) == pytest.approx([200.0, 200.0])


def test_duplicates_and_indices_of_what_the_runtime_sends():
    """Pushes and AllGathers carry every row the gradient lists (sent >=
    alpha) and an index per row; pulls the distinct rows and their ids;
    dense variables and the defaults are Table 3."""
    w, rows, item = 1000.0, 10, 8
    g = [1, 1]
    ag = bm.allgather_bytes(w, 0.1, g, sent=0.3, row_index_bytes=rows * item)
    assert ag == [pytest.approx(2 * 0.3 * (w + rows * item))] * 2
    assert bm.allgather_bytes(w, 0.1, g) == bm.allgather_bytes(w, 0.1, g, sent=None)
    ps = bm.ps_bytes(w, 0.1, g, [0], [1.0], sent=0.3, row_index_bytes=rows * item)
    client = 0.1 * (w + rows * item) + 0.3 * (w + rows * item)
    assert ps == [pytest.approx(client), pytest.approx(client)]
    dense = bm.ps_bytes(w, 1.0, g, [0], [1.0], sparse=False, sent=0.3, row_index_bytes=80)
    assert dense == bm.ps_bytes(w, 1.0, g, [0], [1.0], sparse=False)


def test_ps_bytes_with_hot_shards():
    """Pulls and pushes spread unlike the rows: 3 machines, one worker each;
    shard 0 (machine 0's server) holds half the rows but 3/4 of the pushed
    ones, shard 1 (machine 1's) the other quarter. Each transfer counts at
    both ends, so machine 0 moves the most."""
    w, alpha, sent = 1000.0, 0.1, 0.2
    out = bm.ps_bytes(w, alpha, [1, 1, 1], [0, 1], [0.5, 0.5], sparse=True, sent=sent,
                      pull_fractions=[0.5, 0.5], push_fractions=[0.75, 0.25])
    m = 0.5 * alpha * w + 0.75 * sent * w          # a client of shard 0
    n = 0.5 * alpha * w + 0.25 * sent * w          # a client of shard 1
    assert out == pytest.approx([2 * m + n, m + 2 * n, m + n])
    even = bm.ps_bytes(w, alpha, [1, 1, 1], [0, 1], [0.5, 0.5], sparse=True, sent=sent)
    assert sum(out) == pytest.approx(sum(even))
    with pytest.raises(ValueError, match="one value per shard"):
        bm.ps_bytes(w, alpha, [1, 1], [0, 1], [0.5, 0.5], push_fractions=[1.0])


def test_a_dynamic_tables_keys_are_counted_per_machine():
    """10 distinct keys per worker, 1 worker on each of 2 machines, a shard
    on each: per machine, the keys and counts its worker leaves with the
    other machine's server (10 / 2, 12 bytes each) and the 32-bit row
    numbers they get back, and the same for the other worker's keys it
    serves (10 / 2); the chief's insertion reads them where they are."""
    from parallax_tf.plan.bytes_model import table_key_bytes
    assert table_key_bytes(10, [1, 1], [0, 1]) == [16 * 10] * 2
    # one server on machine 0: it serves every key of machine 1's worker
    assert table_key_bytes(10, [1, 1], [0]) == [16 * 10] * 2
    # rows numbered past 31 bits: 8-byte row numbers
    assert table_key_bytes(10, [1, 1], [0], row_number_bytes=8) == [20 * 10] * 2
    # 2 workers on machine 0 (the chief's) and 1 on machine 1, one shard each
    assert table_key_bytes(10, [2, 1], [0, 1]) == [
        16 * (2 * 10 * 0.5 + 10 * 0.5), 16 * (10 * 0.5 + 2 * 10 * 0.5)]
    # 4 machines, a shard on each: 3/4 of a worker's keys leave its machine
    assert table_key_bytes(10, [1] * 4, [0, 1, 2, 3]) == [16 * (7.5 + 7.5)] * 4
    # with a row cache, a byte a key says whether its row comes back
    assert table_key_bytes(10, [1, 1], [0, 1], need_mask=True) == [17 * 10] * 2


def test_a_dynamic_tables_rows_are_pulled_without_ids():
    """A dynamic table's lookup answers with the found keys' rows
    (`modes/data/lower/table_calls.py`): its pull sends no row ids, its push
    still does (the gradient's rows)."""
    w, alpha, ids = 1000.0, 0.1, 80.0
    static = bm.ps_bytes(w, alpha, [1, 1], [0], [1.0], sparse=True, row_index_bytes=ids)
    dynamic = bm.ps_bytes(w, alpha, [1, 1], [0], [1.0], sparse=True, row_index_bytes=ids,
                          pull_index_bytes=0.0)
    assert static == [2 * alpha * (w + ids)] * 2
    assert dynamic == [alpha * w + alpha * (w + ids)] * 2
