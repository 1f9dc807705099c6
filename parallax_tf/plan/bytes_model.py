"""Predicted network bytes per machine per iteration (Parallax, Table 3).

Pure functions, no TensorFlow. Notation: w bytes of one variable, alpha the
fraction of its rows one worker touches per iteration (1 for dense), N
machines. With one worker per machine these give exactly Table 3:

    | kind, arch      | at the serving machine | per machine, m variables |
    | dense, PS       | 2 w (N-1)              | 4 w m (N-1) / N          |
    | dense, AR ring  | 4 w (N-1) / N          | 4 w m (N-1) / N          |
    | sparse, PS      | 2 alpha w (N-1)        | 4 alpha w m (N-1) / N    |
    | sparse, AR      | 2 alpha w (N-1)        | 2 alpha w m (N-1)        |

Several workers per machine (G_k on machine k, R = sum G_k ranks) generalise
them as follows, and say exactly what is assumed:

* AllReduce (ring over R ranks ordered machine by machine): each machine has
  one inbound and one outbound inter-machine ring link, each carrying
  2 (R-1) w / R bytes: 4 w (R-1) / R per machine.
* AllGatherv (ring): each inter-machine link carries the R-1 chunks not owned
  by the rank it feeds, alpha w each: 2 alpha w (R-1) per machine.
* Parameter server: each of the G_k workers on machine k pulls alpha w
  (its gathered rows). Pushes follow what the runtime does: with local
  aggregation a dense gradient is summed on the machine and pushed once (w);
  sparse gradients are concatenated, not summed, so that duplicate rows reach
  the optimizer exactly as in the single-device step (Keras 3 Adagrad and Adam
  treat duplicates one by one), and machine k pushes G_k alpha w with or
  without local aggregation. Traffic between a worker and a server on its own
  machine does not cross the network. A variable split in shards puts
  the fraction f_j of its rows on the server of shard j.
Index bytes of sparse gradients are left out, as in the paper.

What the runtime really sends (`sent`, `row_index_bytes`; the defaults give
Table 3): a sparse gradient holds one row per lookup, duplicates included
(the sampled softmax's labels and samples, an embedding's repeated words),
so a push or an AllGather carries `sent` w bytes, `sent` >= alpha (the
fraction of rows the gradient lists, measured with alpha), plus an index
per row (`row_index_bytes`: the variable's rows x the index's itemsize,
times the fraction sent); a pull (the forward's gather of distinct rows)
carries alpha w and alpha x `row_index_bytes` of ids.
"""
from __future__ import annotations

import math
from typing import Optional, Sequence


def allreduce_bytes(w: float, workers_per_machine: Sequence[int]) -> list[float]:
    """Ring AllReduce of a w-byte dense gradient: bytes per machine (none on
    a machine without workers: one that only runs a parameter server)."""
    n = sum(1 for g in workers_per_machine if g)
    r = sum(workers_per_machine)
    if n <= 1 or r <= 1:
        return [0.0] * len(workers_per_machine)
    return [4.0 * w * (r - 1) / r if g else 0.0 for g in workers_per_machine]


def allgather_bytes(w: float, alpha: float, workers_per_machine: Sequence[int],
                    sent: Optional[float] = None, row_index_bytes: float = 0.0) -> list[float]:
    """Ring AllGatherv of sparse gradients (alpha w bytes per rank; with
    `sent`, the rows the gradient lists and their indices): per machine."""
    n = sum(1 for g in workers_per_machine if g)
    r = sum(workers_per_machine)
    if n <= 1:
        return [0.0] * len(workers_per_machine)
    f = alpha if sent is None else sent
    return [2.0 * f * (w + row_index_bytes) * (r - 1) if g else 0.0
            for g in workers_per_machine]


def table_key_bytes(keys: float, workers_per_machine: Sequence[int],
                    servers: Sequence[int], row_number_bytes: int = 4,
                    need_mask: bool = False) -> list[float]:
    """Bytes sent+received per machine per step that a dynamic table's keys
    add (`modes/data/lower/table_calls.py`), `keys` being one worker's distinct
    keys (8 bytes a key, 4 a key's count, `row_number_bytes` a row number:
    4 where the table's rows are numbered in 31 bits), with n workers and
    its shards on `servers` (machine of each shard): each worker leaves its
    keys and their counts with each key's shard's server, once; the chief's
    insertion and the lookup read them there; a row number comes back.

    With a row cache (`need_mask`), each key also carries a byte saying
    whether its row must come back (`row_cache.KeyCache`).

    Traffic between a machine's own tasks is not counted (nor the barriers'
    few bytes); the rows themselves are the variable's own (`ps_bytes`),
    which the lookup's answer carries: their pull sends no ids
    (`pull_index_bytes=0`)."""
    n = sum(workers_per_machine)
    shards = max(1, len(servers))
    out = []
    for m, g in enumerate(workers_per_machine):
        here = servers.count(m) / shards                 # the keys machine m serves
        staged = g * keys * (1 - here) + (n - g) * keys * here  # its own off it, others' on it
        out.append((12 + row_number_bytes + (1 if need_mask else 0)) * staged)
    return out


def ps_bytes(w: float, alpha: float, workers_per_machine: Sequence[int],
             shard_servers: Sequence[int], shard_fractions: Sequence[float],
             local_aggregation: bool = True, sparse: bool = True,
             sent: Optional[float] = None, row_index_bytes: float = 0.0,
             pull_fractions: Optional[Sequence[float]] = None,
             push_fractions: Optional[Sequence[float]] = None,
             pull_index_bytes: Optional[float] = None) -> list[float]:
    """A variable on parameter servers: bytes per machine.

    `shard_servers[j]` is the machine whose server holds shard j, which holds
    the fraction `shard_fractions[j]` of the rows. `sent`, `row_index_bytes`:
    see the module doc (sparse only). `pull_fractions[j]` /
    `push_fractions[j]`: the fraction of the pulled (distinct) / pushed
    (listed) rows that fall in shard j, where they are not spread like the
    rows (hot rows, measured: `plan.shard_traffic`); default
    `shard_fractions`. `pull_index_bytes`: the ids a pull sends, where not
    `row_index_bytes` (a dynamic table's rows come back with its lookup's
    row numbers, and nothing is sent for them: 0).
    """
    n = len(workers_per_machine)
    if len(shard_servers) != len(shard_fractions):
        raise ValueError("shard_servers and shard_fractions must have the same length")
    # Bytes machine k moves to/from a server on another machine for the whole variable.
    per_pull, per_push = [], []
    f = alpha if sent is None or not sparse else sent
    index = row_index_bytes if sparse else 0.0
    pull_index = index if pull_index_bytes is None else pull_index_bytes
    for g in workers_per_machine:
        per_pull.append(g * alpha * (w + pull_index))
        per_push.append(0.0 if not g else w if (local_aggregation and not sparse)
                        else g * f * (w + index))
    pulls = shard_fractions if pull_fractions is None else pull_fractions
    pushes = shard_fractions if push_fractions is None else push_fractions
    if not len(pulls) == len(pushes) == len(shard_servers):
        raise ValueError("pull_fractions and push_fractions need one value per shard")
    out = [0.0] * n
    for server, pull_f, push_f in zip(shard_servers, pulls, pushes):
        for k in range(n):
            if k == server:
                continue
            moved = pull_f * per_pull[k] + push_f * per_push[k]
            out[k] += moved
            out[server] += moved
    return out


def table3_per_machine(kind: str, arch: str, w: float, alpha: float, n: int,
                       m: int = 1) -> float:
    """Table 3's 'all variables, per machine' column (one worker per machine)."""
    if n <= 1:
        return 0.0
    if arch == "ps":
        return 4.0 * (alpha if kind == "sparse" else 1.0) * w * m * (n - 1) / n
    if kind == "dense":
        return 4.0 * w * m * (n - 1) / n
    return 2.0 * alpha * w * m * (n - 1)


def table3_one_variable(kind: str, arch: str, w: float, alpha: float, n: int) -> float:
    """Table 3's 'one variable' column: bytes at the machine that serves it (PS)
    or at any machine (AR)."""
    if n <= 1:
        return 0.0
    a = alpha if kind == "sparse" else 1.0
    if arch == "ps":
        return 2.0 * a * w * (n - 1)
    if kind == "dense":
        return 4.0 * w * (n - 1) / n
    return 2.0 * alpha * w * (n - 1)


def _tail(head: Sequence[float], listed: float, rows: int,
          ratio: float = 1.05) -> list[tuple[float, float, float]]:
    """(ranks, listed per batch, touched per batch) on a geometric grid of
    the ranks after the measured `head` (its rows' listings per batch,
    most first) up to `rows`: the power law c(r) = A r^-b fitted to the
    head (least squares of log c on log rank; at least 8 rows, b > 0),
    scaled down when its rows would list more than the `listed` rows the
    head leaves; touched: 1 - exp(-c), a row's listings per batch taken as
    Poisson. Empty without a fit (fewer than 8 rows, or b <= 0): such a
    head says nothing of the rows after it."""
    m = len(head)
    points = [(math.log(k + 1), math.log(c)) for k, c in enumerate(head) if c > 0]
    if len(points) < 8 or rows <= m or listed <= 0.0:
        return []
    mx = sum(x for x, _ in points) / len(points)
    my = sum(y for _, y in points) / len(points)
    b = -sum((x - mx) * (y - my) for x, y in points) / sum((x - mx) ** 2 for x, _ in points)
    if b <= 0.0:
        return []
    a = math.exp(my + b * mx)
    grid, lo = [], m + 1
    while lo <= rows:
        hi = min(rows, max(lo, int(lo * ratio)))
        grid.append((float(hi - lo + 1), math.sqrt(lo * hi)))
        lo = hi + 1
    a *= min(1.0, listed / sum(n * a * r ** -b for n, r in grid))
    return [(n, a * r ** -b, 1.0 - math.exp(-a * r ** -b)) for n, r in grid]


def row_cache_kept(hot_rows: Sequence[tuple[int, float, float]], alpha: float, sent: float,
                   rows: int, cached: int, period: int) -> tuple[float, float]:
    """(pulled, pushed): the fractions of a server table's pulled (distinct)
    and pushed (listed) rows per worker and step that still cross with a
    row cache of `cached` rows and a period of `period` steps
    (docs/row_cache.md), predicted from the table's most listed rows as the
    plan measured them (`hot_rows`: row, listed per batch, touched per
    batch) on the batches it saw.

    The cache holds the `cached` most listed rows. A cached row touched with
    probability p per step is pulled once per period it is touched in,
    (1 - (1 - p)^period) / period per step instead of p. With period > 1 its
    listed rows (c per step) are pushed as one sum per period it is touched
    in. The ranks the plan did not measure (a sample batch lists few rows
    more than once) follow `_tail`: the measured rows' power law, continued
    within the listings they leave."""
    if period < 1 or cached < 1 or not rows or not alpha:
        return 1.0, 1.0
    top = sorted(hot_rows, key=lambda r: (-r[1], r[0]))[:cached]
    ranks = [(1.0, c, min(p, 1.0)) for _, c, p in top]
    if cached > len(top):
        left = float(cached - len(top))
        for n, c, p in _tail([c for _, c, _ in top], sent * rows - sum(c for _, c, _ in top),
                             rows):
            if left <= 0:
                break
            ranks.append((min(n, left), c, p))
            left -= n
    once = [(1.0 - (1.0 - p) ** period) / period for _, _, p in ranks]
    saved_pull = sum(n * (p - o) for (n, _, p), o in zip(ranks, once))
    saved_push = sum(n * (c - o) for (n, c, _), o in zip(ranks, once)) if period > 1 else 0.0
    pulled = max(0.0, 1.0 - saved_pull / (alpha * rows))
    pushed = max(0.0, 1.0 - saved_push / ((sent or alpha) * rows))
    return pulled, pushed
