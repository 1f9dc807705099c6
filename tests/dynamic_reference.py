"""A plain-Python reference of the dynamic table's policy (the module
docstring of parallax_tf/embeddings/table.py is its specification): which
keys hold which rows after each training call, with admission, placement
rounds and eviction. It shares no code with the library; numpy only for
uint64 arithmetic."""
from __future__ import annotations

import math

import numpy as np

EMPTY = -(2 ** 63)
MASK = 2 ** 64 - 1
GOLDEN, M1, M2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


def mix64(x: int) -> int:
    x &= MASK
    x ^= x >> 30
    x = (x * M1) & MASK
    x ^= x >> 27
    x = (x * M2) & MASK
    return x ^ (x >> 31)


def home(key: int, size: int, salt: int) -> int:
    return mix64((key & MASK) + salt * GOLDEN) & (size - 1)


def initial_row(key: int, dim: int, seed: int, kind: str, scale: float) -> np.ndarray:
    if kind == "constant":
        return np.full(dim, scale, np.float64)
    base = mix64((key & MASK) + (seed + 1) * GOLDEN)
    out = np.empty(dim, np.float64)
    for c in range(dim):
        v = mix64(base + (c + 1) * GOLDEN)
        u = (v >> 11) * 2.0 ** -53
        if kind == "uniform":
            out[c] = (2.0 * u - 1.0) * scale
        else:
            u2 = (mix64(v) >> 11) * 2.0 ** -53
            out[c] = math.sqrt(-2.0 * math.log(1.0 - u)) * math.cos(2.0 * math.pi * u2) * scale
    return out


def pow2_at_least(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


class ReferenceTable:
    def __init__(self, capacity: int, *, min_count: int = 1, sketch_width: int = 1024,
                 eviction=None, max_age=None, evict_every: int = 100, occupancy: float = 0.9,
                 probes: int = 32) -> None:
        self.capacity, self.min_count = capacity, min_count
        self.eviction, self.max_age, self.evict_every = eviction, max_age, evict_every
        self.keep = math.floor(occupancy * capacity)
        self.slots = pow2_at_least(2 * capacity)
        self.probes = min(probes, self.slots)
        self.width = pow2_at_least(sketch_width)
        self.table = [EMPTY] * self.slots          # slot -> key
        self.slot_row = [0] * self.slots
        self.row_key = [EMPTY] * capacity
        self.last = [0] * capacity
        self.count = [0] * capacity
        self.sketch = [[0] * self.width for _ in range(4)]
        self.t = 0

    def row_of(self, key: int):
        if key == EMPTY:
            return None
        h = home(key, self.slots, 0)
        for r in range(self.probes):
            p = (h + r) % self.slots
            if self.table[p] == key:
                return self.slot_row[p]
        return None

    def place(self, table: list, keys: list) -> list:
        pos = [-1] * len(keys)
        pending = list(range(len(keys)))
        homes = [home(k, self.slots, 0) for k in keys]
        for r in range(self.probes):
            if not pending:
                break
            winners = {}
            for i in pending:                      # priority order: the first asker wins
                p = (homes[i] + r) % self.slots
                if table[p] == EMPTY and p not in winners:
                    winners[p] = i
            for p, i in winners.items():
                table[p] = keys[i]
                pos[i] = p
            pending = [i for i in pending if pos[i] < 0]
        return pos

    def evict(self) -> list:
        """Rows freed now."""
        live = [r for r in range(self.capacity) if self.row_key[r] != EMPTY]
        victims = set()
        if self.max_age is not None:
            victims |= {r for r in live if self.t - self.last[r] > self.max_age}
        if self.eviction is not None:
            rest = [r for r in live if r not in victims]
            excess = max(len(rest) - self.keep, 0)
            if self.eviction == "lru":
                rank = lambda r: (self.last[r], self.row_key[r])
            else:
                rank = lambda r: (self.count[r], self.last[r], self.row_key[r])
            victims |= set(sorted(rest, key=rank)[:excess])
        if not victims:         # an eviction that frees no row changes nothing
            return []
        survivors = [r for r in live if r not in victims]
        table = [EMPTY] * self.slots
        pos = self.place(table, [self.row_key[r] for r in survivors])
        self.table, self.slot_row = table, [0] * self.slots
        for r, p in zip(survivors, pos):
            if p < 0:
                victims.add(r)
            else:
                self.slot_row[p] = r
        for r in victims:
            self.row_key[r], self.last[r], self.count[r] = EMPTY, 0, 0
        return sorted(victims)

    def step(self, keys: list) -> tuple[list, list, list]:
        """One training call on flat keys: (row per key or None, rows freed
        by eviction, (key, row) newly admitted)."""
        freed = []
        if (self.eviction is not None or self.max_age is not None) and self.t > 0 \
                and self.t % self.evict_every == 0:
            freed = self.evict()
        unique, counts = [], {}
        for k in keys:
            if k not in counts:
                unique.append(k)
                counts[k] = 0
            counts[k] += 1
        rows = {k: self.row_of(k) for k in unique}
        new = [k for k in unique if rows[k] is None and k != EMPTY]
        if self.min_count > 1:
            admitted = []
            for k in new:
                cells = [(d, home(k, self.width, d + 1)) for d in range(4)]
                for d, c in cells:
                    self.sketch[d][c] += counts[k]
            for k in new:
                cells = [(d, home(k, self.width, d + 1)) for d in range(4)]
                if min(self.sketch[d][c] for d, c in cells) >= self.min_count:
                    admitted.append(k)
        else:
            admitted = new
        free = [r for r in range(self.capacity) if self.row_key[r] == EMPTY]
        cand = admitted[:len(free)]
        pos = self.place(self.table, cand)
        placed = [(k, p) for k, p in zip(cand, pos) if p >= 0]
        added = []
        for (k, p), r in zip(placed, free):
            self.slot_row[p], self.row_key[r] = r, k
            rows[k] = r
            added.append((k, r))
        for k in unique:
            r = rows[k]
            if r is not None:
                self.count[r] += counts[k]
                self.last[r] = self.t
        self.t += 1
        return [rows[k] for k in keys], freed, added
