"""`Architecture.MIXED`: where each sparse variable goes, priced per
variable with the job's own link costs (pure; the measurement in the
running job is modes/data/links.py, the planner that asks is
planner/placing.py).

Parallax chooses per variable from the gradient's type; AUTO chooses one
architecture per job by timing. MIXED chooses per sparse variable among
three options:

* ``ps``: on the parameter servers (pulled rows, pushed rows);
* ``allreduce``: replicated, its gradient densified to the table's size and
  AllReduced (it joins the fused AllReduce of the dense gradients);
* ``allgather``: replicated, the rows of every replica gathered.

The price of a plan is the time its communication is predicted to take per
step on the slowest machine:

    seconds = max_k bytes_k / B          (in and out of a machine do not overlap)
            + 2 L_ps                  if any sparse variable is on the servers
            + ceil(R / F) L_c         R: bytes AllReduced (dense + densified), F: fusion size
            + 2 L_c per gathered variable   (its sizes, then its rows)

bytes_k is the byte model's prediction (plan/bytes_model.py) for machine
k, sent and received, B the measured bandwidth of one link direction (a
machine's bytes in and out took their sum over B on the user model's
100 Mbit/s cells, benchmarks/results/user-tables; the estimator's wire
term, planner/step_time.py, prices them alike), L_ps a server round
trip, L_c a small collective over every worker. The terms add: they are
the costs a step pays one after the other when the step is
communication-bound (a pessimistic sum where they overlap; AUTO's timed
confirmation catches what the sum gets wrong). What it leaves out: the
servers' and the densified update's compute (a densified Adam touches every
row), and contention between the servers' and the collectives' traffic
beyond their bytes.

The choice is coordinate descent from HYBRID's (every sparse variable on
the servers): each variable in turn, largest first, takes the option that
makes the whole plan cheapest with the others fixed (of equal prices, the
one that moves fewer bytes), until a pass changes nothing. Each
variable's predicted cost per option is the plan's price with that
variable moved to the option and the others as chosen.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Any, Mapping, Optional, Sequence

from parallax_tf.errors import ConfigError

OPTIONS = ("ps", "allreduce", "allgather")
"""A sparse variable's options, in the order they are printed."""

GATHER_DEPTH = 2
"""Collectives one after the other in a gathered variable's exchange: the
sizes, then the rows (TensorFlow's engine; Horovod's allgather also
negotiates sizes before it moves the rows)."""

_MAX_PASSES = 8


@dataclasses.dataclass(frozen=True)
class Links:
    """What communication costs on the job's cluster (measured at start by
    modes/data/links.py, or assumed for a plan made offline)."""

    bandwidth: float
    """Bytes per second one direction of the slowest measured link carries."""
    server_round_trip: float
    """Seconds a small request to a server on another machine adds to a step."""
    collective: float
    """Seconds a small collective over every worker adds to a step."""
    measured: bool = True
    """False: given by the user (`given`) or the defaults of `ASSUMED` (a
    plan made before the job ran)."""
    given: bool = False
    """Given by the user (`parallax-tf plan --links`, `px.plan(links=)`)."""
    loopback: bool = False
    """Measured on a job of one machine: the probe's bytes never crossed a
    network, so what it read is that machine's load (`unlike`)."""

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "Links":
        return cls(bandwidth=float(d["bandwidth"]),
                   server_round_trip=float(d["server_round_trip"]),
                   collective=float(d["collective"]), measured=bool(d.get("measured", True)),
                   given=bool(d.get("given", False)), loopback=bool(d.get("loopback", False)))

    @classmethod
    def parse(cls, text: str) -> "Links":
        """Links given as ``MBIT[,ROUND_TRIP_MS]`` (`parallax-tf plan
        --links`): the bandwidth of one link direction in Mbit/s, and the
        round trip of a small message in ms (a server request and a small
        collective each cost one; default `ASSUMED`'s)."""
        parts = [p.strip() for p in str(text).split(",")]
        try:
            values = [float(p) for p in parts]
        except ValueError:
            values = []
        if len(values) not in (1, 2) or not all(math.isfinite(v) and v > 0 for v in values):
            raise ConfigError(f"links {text!r}: expected MBIT[,ROUND_TRIP_MS], two positive "
                              "numbers, e.g. '100' (100 Mbit/s) or '1000,0.3' (1 Gbit/s, a "
                              "0.3 ms round trip)")
        mbit = values[0]
        if len(values) == 1:
            return cls(bandwidth=mbit * 1e6 / 8, server_round_trip=ASSUMED.server_round_trip,
                       collective=ASSUMED.collective, measured=False, given=True)
        rtt = values[1] / 1e3
        return cls(bandwidth=mbit * 1e6 / 8, server_round_trip=rtt, collective=rtt,
                   measured=False, given=True)

    def line(self) -> str:
        origin = ("measured on one machine's loopback" if self.loopback else
                  "measured on this cluster" if self.measured else
                  "given" if self.given else "assumed: not measured")
        hint = "" if self.measured or self.given else \
            " (parallax-tf plan --links MBIT[,ROUND_TRIP_MS] gives them)"
        return (f"links ({origin}): "
                f"{self.bandwidth * 8 / 1e6:.0f} Mbit/s, server round trip "
                f"{self.server_round_trip * 1e3:.2f} ms, collective "
                f"{self.collective * 1e3:.2f} ms{hint}")


    def step_seconds(self, bytes_per_step: float) -> float:
        """The least a step's communication takes on these links: its
        bytes (per machine, in and out) over the link, one server round
        trip and one collective."""
        return bytes_per_step / self.bandwidth + self.server_round_trip + self.collective

    def unlike(self, then: "Links", bytes_per_step: Optional[float],
               step_seconds: float) -> Optional[str]:
        """Why a decision made on the links `then`, for steps that moved
        `bytes_per_step` (None: unknown; a 1 MiB probe stands in) in
        `step_seconds`, does not hold on these links; None when it does.

        It does not hold when the step's communication (`step_seconds()`)
        on these links differs from that on `then` by more than
        `DECISIVE` of the decision's step time and more than `NOISE_S`:
        100 against 1000 Mbit/s is a new decision, two measurements of one
        link are not. Two loopbacks (jobs of one machine) never are: no
        network is in them, and what they read differs by the machine's
        load alone (one 2-core box read 1.79 and 0.42 GB/s)."""
        if self.loopback and then.loopback:
            return None
        moved = float(bytes_per_step) if bytes_per_step else float(1 << 20)
        now_s, then_s = self.step_seconds(moved), then.step_seconds(moved)
        if abs(now_s - then_s) <= max(DECISIVE * step_seconds, NOISE_S):
            return None
        return (f"its steps' communication would take {now_s * 1e3:.1f} ms on these links "
                f"({self.bandwidth * 8 / 1e6:.0f} Mbit/s, round trips "
                f"{self.server_round_trip * 1e3:.2f} + {self.collective * 1e3:.2f} ms) against "
                f"{then_s * 1e3:.1f} ms on those it was made on ({then.bandwidth * 8 / 1e6:.0f} "
                f"Mbit/s, {then.server_round_trip * 1e3:.2f} + {then.collective * 1e3:.2f} ms), "
                f"beside a step of {step_seconds * 1e3:.1f} ms")


DECISIVE = 0.25
"""The share of a decision's step time a change of the links' cost must
exceed to void it (`Links.unlike`): a quarter, beyond what measuring one
link twice moves (docs/concepts.md#auto gives the spread measured here),
far below 100 against 1000 Mbit/s for any step the links matter to."""
NOISE_S = 3e-3
"""...and the seconds per step it must exceed: a loopback measured twice on
a loaded 2-core box read 6489 and 2406 Mbit/s, round trips 1.13 + 1.20 and
1.84 + 1.36 ms (a tiny model's steps' communication 3.0 against 4.9 ms:
tests/test_auto.py's reuse failed at the 1 ms this was until 2026-12-02);
100 against 1000 Mbit/s moves a 1 MiB probe's step by 75 ms."""

ASSUMED = Links(bandwidth=125e6, server_round_trip=3e-4, collective=5e-4, measured=False)
"""What an offline plan assumes: 1 Gbit/s, 0.3 ms to a server, 0.5 ms per
collective (this project's emulated machines at 1 Gbit/s measured 0.2-0.6 ms)."""


@dataclasses.dataclass(frozen=True)
class Traffic:
    """What one variable under one option adds to a step."""

    bytes_per_machine: tuple[float, ...]
    on_servers: bool = False
    reduced_bytes: float = 0.0
    """Bytes it puts into the fused AllReduce."""
    gathers: int = 0
    """Gathered exchanges (each `GATHER_DEPTH` collectives deep)."""


def price(parts: Sequence[Traffic], links: Links, fusion_bytes: int) -> float:
    """Predicted communication seconds per step of a plan made of `parts`
    (module doc)."""
    if not parts:
        return 0.0
    width = max(len(p.bytes_per_machine) for p in parts)
    per_machine = [0.0] * width
    for p in parts:
        for k, b in enumerate(p.bytes_per_machine):
            per_machine[k] += b
    seconds = max(per_machine) / links.bandwidth
    if any(p.on_servers for p in parts):
        seconds += 2.0 * links.server_round_trip
    reduced = sum(p.reduced_bytes for p in parts)
    if reduced > 0:
        seconds += math.ceil(reduced / max(1, fusion_bytes)) * links.collective
    seconds += GATHER_DEPTH * links.collective * sum(p.gathers for p in parts)
    return seconds


def plan_traffic(variables: Any) -> list[Traffic]:
    """The `Traffic` of each variable of a plan (`Plan.variables.values()`)
    as placed: what `price` prices a whole plan of any architecture with;
    a variable whose bytes are unknown counts none."""
    out = []
    for v in variables:
        if not v.has_gradient:
            continue
        moved = tuple(v.bytes_per_machine or ())
        if v.on_servers:
            out.append(Traffic(moved, on_servers=True))
        elif v.collective == "allgather" and v.kind == "sparse":
            out.append(Traffic(moved, gathers=1))
        else:
            out.append(Traffic(moved, reduced_bytes=float(v.bytes)))
    return out


def choose(options: Mapping[str, Mapping[str, Traffic]], fixed: Sequence[Traffic],
           links: Links, fusion_bytes: int, start: Optional[Mapping[str, str]] = None
           ) -> tuple[dict[str, str], dict[str, tuple[tuple[str, float], ...]]]:
    """(the option of each variable, each variable's predicted seconds per
    step of the plan with it under each of its options). `options[v]`: the
    traffic of variable v under each option it may take; `fixed`: the
    traffic of the variables that are not chosen (dense ones, overrides);
    `start`: the first choice (default: 'ps' where offered).

    One variable at a time from the start, then again from every variable
    on each other option it offers; the cheapest end wins, the start's on
    a tie. (From all on the servers alone, moving one table off them saves
    no round trip while another stays: the LM at 64 machines kept two
    tables there though all densified priced 14% less.)"""
    names = sorted(options, key=lambda n: (-max(
        max(t.bytes_per_machine, default=0.0) for t in options[n].values()), n))
    first = {n: (start or {}).get(n) or ("ps" if "ps" in options[n] else
                                         next(iter(options[n])))
             for n in names}

    def total(chosen: Mapping[str, str], moved: str = "", option: str = "") -> float:
        """The price of `chosen`, with variable `moved` on `option` instead."""
        parts = list(fixed)
        for n in names:
            parts.append(options[n][option if n == moved else chosen[n]])
        return price(parts, links, fusion_bytes)

    def descend(chosen: dict[str, str]) -> dict[str, str]:
        """`chosen` improved one variable at a time until no move pays."""
        def key(n: str, o: str) -> tuple:
            # ties (bytes that land on a machine other than the busiest one
            # cost nothing in the max) go to the option moving fewer bytes
            return (round(total(chosen, n, o), 12), sum(options[n][o].bytes_per_machine),
                    OPTIONS.index(o))

        for _ in range(_MAX_PASSES):
            changed = False
            for n in names:
                best = min(options[n], key=lambda o: key(n, o))
                if best != chosen[n] and key(n, best) < key(n, chosen[n]):
                    chosen[n], changed = best, True
            if not changed:
                break
        return chosen

    starts = [first]
    if start is None:
        starts += [{n: o if o in options[n] else first[n] for n in names}
                   for o in OPTIONS if o != "ps" and any(o in options[n] for n in names)]
    chosen = min((descend(dict(s)) for s in starts), key=lambda c: round(total(c), 12))
    costs = {n: tuple((o, total(chosen, n, o)) for o in OPTIONS if o in options[n])
             for n in names}
    return chosen, costs
