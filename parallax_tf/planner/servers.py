"""The server assignment: the shards of each variable on the servers.

Row r of a variable in p shards is in shard r mod p; each shard goes to a
server by its size and its predicted traffic (the measured hot rows in
their shard), so that the hot shards of two tables land apart.
"""
from __future__ import annotations

from typing import Any, Sequence

from parallax_tf.classify import Kind, VariableInfo


def shard_rows(rows: int, p: int) -> tuple[int, ...]:
    """Rows per shard when row r goes to shard r mod p."""
    return tuple((rows - j + p - 1) // p for j in range(p))


def assign_servers(units: Sequence[tuple[str, int, float, float]], num_servers: int) -> dict:
    """Greedy largest-first: each (variable, shard, bytes, traffic) to the
    least-loaded server among those holding the fewest shards of the same
    variable, so the shards of one variable land on distinct servers while
    p <= servers. Servers whose loads differ by less than `TIE` of the
    largest shard count as equally loaded, and among them the one with the
    least predicted traffic wins: the hot shards of two tables (the low ids
    of a frequency-sorted vocabulary, in shard 0 of both) go to different
    servers."""
    load = [0.0] * num_servers
    traffic = [0.0] * num_servers
    quantum = TIE * max((u[2] for u in units), default=0.0) or 1.0
    held: dict[tuple[str, int], int] = {}          # (variable, server) -> shards held
    where: dict[tuple[str, int], int] = {}
    for name, shard, size, moved in sorted(units, key=lambda u: (-u[2], -u[3], u[0], u[1])):
        server = min(range(num_servers), key=lambda s: (
            held.get((name, s), 0), int(load[s] / quantum), traffic[s], s))
        load[server] += size
        traffic[server] += moved
        held[(name, server)] = held.get((name, server), 0) + 1
        where[(name, shard)] = server
    return where


TIE = 0.05
"""Loads within this fraction of the largest shard are ties (see `assign_servers`)."""


def shard_traffic(v: Any, p: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The fractions of `v`'s pulled (distinct) and pushed (listed) rows
    that fall in each of `p` shards (row r in shard r mod p): the measured
    hot rows where they are, the rest spread like the shards' other rows.
    `v`: a VariableInfo or VariablePlan with alpha, rows_sent, hot_rows."""
    rows = max(1, v.shape[0] if v.shape else 1)
    sizes = shard_rows(rows, p)
    uniform = tuple(n / rows for n in sizes)
    if not v.hot_rows or v.alpha is None:
        return uniform, uniform
    sent = v.rows_sent if v.rows_sent is not None else v.alpha
    out = []
    for total, k in ((v.alpha * rows, 2), (sent * rows, 1)):
        hot = [0.0] * p
        count = [0] * p
        for row in v.hot_rows:
            hot[row[0] % p] += row[k]
            count[row[0] % p] += 1
        rest = max(0.0, total - sum(hot))
        others = max(1, rows - len(v.hot_rows))
        shares = [hot[j] + rest * (sizes[j] - count[j]) / others for j in range(p)]
        whole = sum(shares) or 1.0
        out.append(tuple(x / whole for x in shares))
    return out[0], out[1]


def shard_units(v: VariableInfo, p: int) -> list[tuple[str, int, float, float]]:
    """(variable, shard, bytes, predicted bytes moved per worker and
    iteration) of each of its shards, for `assign_servers`."""
    rows = shard_rows(v.num_rows, p)
    sizes = [v.bytes * r / max(1, v.num_rows) for r in rows]
    if v.kind is not Kind.SPARSE:
        return [(v.name, j, size, 2.0 * size) for j, size in enumerate(sizes)]
    if v.alpha is None:
        return [(v.name, j, size, size) for j, size in enumerate(sizes)]
    pulled, pushed = shard_traffic(v, p)
    sent = v.rows_sent if v.rows_sent is not None else v.alpha
    return [(v.name, j, size, v.bytes * (v.alpha * pulled[j] + sent * pushed[j]))
            for j, size in enumerate(sizes)]
