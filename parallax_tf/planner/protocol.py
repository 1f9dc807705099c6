"""The Parallax sampling protocol for the number of partitions (Section 3.2).

`search_partitions` takes a `measure(p) -> seconds per iteration` callable (in
production: a short distributed run with p partitions; in tests: a formula),
so the protocol is unit-testable without processes.

Protocol
--------
1. Measure p = `start` (the paper starts at the number of machines).
2. Doubling: measure 2p, 4p, ... while each time is strictly lower than the
   best so far and the next p stays <= `max_p`.
3. Halving: from the smallest sampled p (= `start`), measure p/2, p/4, ...
   (integer halving) while each time is strictly lower than the best so far and
   the next p stays >= `min_p`. As in the paper, the first halving step is
   always taken (when `min_p` allows) even after the doubling phase improved:
   one sample left of the start anchors theta1 and keeps the bracket honest
   when a noisy measurement made doubling look better than it is.
4. No p is measured twice and nothing is extrapolated; `max_samples` (if given)
   ends either phase early.
5. The cost model is fitted to all samples and the choice is made by
   `choose_partitions`:

Choice rule
-----------
The chosen p is the integer in [smallest sampled p, largest sampled p] that
minimises the fitted t(p) (ties to the smaller p); with `servers` (the job's
parameter servers, N) only a p that spreads evenly over them is a candidate:
p < N (each shard on its own server) or a multiple of N (every server holds
as many shards). The cost model has no term for uneven servers, and they
cost: on 8 machines p = 14 (its shards 2, 2, ..., 1, 1 per server) measured
2.22 s per step where p = 16 measured 2.02 and p = 8 2.24
(docs/search.md). But when the best *measured*
sample is more than `tolerance` (default 5%) faster than the prediction at that
chosen p, i.e. ``t_measured(p_best) < (1 - tolerance) * t_predicted(p_chosen)``,
the curve does not describe the data there and the best measured p is chosen
instead. Within the tolerance, the model's (possibly unsampled) p wins: it
averages out the noise of single measurements.
"""
from __future__ import annotations

import dataclasses
import logging
import math
import numbers
from typing import Any, Callable, Optional

from parallax_tf.errors import SearchError
from parallax_tf.planner.cost_model import CostModel, Sample, check_p, check_seconds, fit_cost_model

logger = logging.getLogger(__name__)

DEFAULT_TOLERANCE = 0.05
"""How much faster (relative) a measured sample must be than the model's
prediction at its chosen p for the measurement to win."""


@dataclasses.dataclass(frozen=True)
class SearchResult:
    """What the partition search measured, fitted and chose."""

    samples: tuple[Sample, ...]
    """(p, seconds_per_iteration) in the order they were measured."""
    model: CostModel
    """The cost model fitted to `samples`."""
    chosen_p: int
    """The number of partitions to use; always inside the sampled range."""
    reason: str = ""
    """One line on why `chosen_p` was chosen (model minimum or measured best)."""

    def __post_init__(self) -> None:
        if not isinstance(self.model, CostModel):
            raise SearchError(f"SearchResult.model={self.model!r} must be a CostModel")
        samples = tuple((check_p(p, "sample p"), check_seconds(s, p)) for p, s in self.samples)
        if not samples:
            raise SearchError("SearchResult.samples is empty; a search measures at least one p")
        object.__setattr__(self, "samples", samples)
        chosen = check_p(self.chosen_p, "SearchResult.chosen_p")
        lo, hi = min(p for p, _ in samples), max(p for p, _ in samples)
        if not lo <= chosen <= hi:
            raise SearchError(
                f"SearchResult.chosen_p={chosen} lies outside the sampled range [{lo}, {hi}]; "
                "the search never extrapolates: choose a p inside it")
        object.__setattr__(self, "chosen_p", chosen)

    @property
    def best_measured(self) -> Sample:
        """The sample with the lowest measured time (the smaller p on ties)."""
        return min(self.samples, key=lambda s: (s[1], s[0]))

    def table(self) -> str:
        """A text table: p, measured and predicted s/iter, the chosen p marked."""
        m = self.model
        measured: dict[int, list[float]] = {}
        order: dict[int, int] = {}
        for i, (p, seconds) in enumerate(self.samples, start=1):
            measured.setdefault(p, []).append(seconds)
            order.setdefault(p, i)
        lines = [f"partition search: t(p) = {m.theta0:.4g} + {m.theta1:.4g}/p + "
                 f"{m.theta2:.4g}*p  (rms residual {m.residual:.3g} s)",
                 f"{'#':>3} {'p':>6} {'measured s/iter':>16} {'predicted s/iter':>17}"]
        for p in sorted(set(measured) | {self.chosen_p}):
            seen = measured.get(p)
            meas = f"{sum(seen) / len(seen):.6g}" if seen else "-"
            mark = "  <- chosen" if p == self.chosen_p else ""
            lines.append(f"{order.get(p, '-'):>3} {p:>6} {meas:>16} "
                         f"{m.predict(p):>17.6g}{mark}")
        lines.append(f"chosen p = {self.chosen_p}: {self.reason}" if self.reason
                     else f"chosen p = {self.chosen_p}")
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serialisable dict; `from_dict` reads it back."""
        return {"samples": [[p, s] for p, s in self.samples], "model": self.model.to_dict(),
                "chosen_p": self.chosen_p, "reason": self.reason}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "SearchResult":
        """Inverse of `to_dict`; a missing or bad field raises SearchError."""
        if not isinstance(data, dict):
            raise SearchError(
                f"a SearchResult must be read from a dict, got {type(data).__name__}")
        try:
            return cls(samples=tuple((s[0], s[1]) for s in data["samples"]),
                       model=CostModel.from_dict(data["model"]),
                       chosen_p=data["chosen_p"], reason=str(data.get("reason", "")))
        except (KeyError, TypeError, IndexError) as e:
            raise SearchError(
                f"search result dict is missing or has a bad field: {e!r}; write it with "
                "SearchResult.to_dict()") from e


def even_candidates(p_range: tuple[int, int], servers: Optional[int]) -> Optional[list[int]]:
    """The p in `p_range` that spread evenly over `servers` servers (p <
    servers, or a multiple of it); None (every p) without servers or when
    no p in the range does."""
    if not servers:
        return None
    lo, hi = p_range
    even = [p for p in range(lo, hi + 1) if p < servers or p % servers == 0]
    return even or None


def choose_partitions(model: CostModel, *, tolerance: float = DEFAULT_TOLERANCE,
                      servers: Optional[int] = None) -> tuple[int, str]:
    """(chosen p, reason) by the module's choice rule, from a fitted model;
    `servers`: the number of parameter servers the shards are spread over."""
    _check_tolerance(tolerance)
    if servers is not None and (isinstance(servers, bool) or not isinstance(servers, int)
                                or servers < 1):
        raise SearchError(f"servers={servers!r}; give the number of parameter servers "
                          "(an integer >= 1) or None")
    candidates = even_candidates(model.p_range, servers)
    p_model = model.best_p(candidates)
    predicted = model.predict(p_model)
    p_best, t_best = min(model.samples, key=lambda s: (s[1], s[0]))
    if p_best != p_model and t_best < (1.0 - tolerance) * predicted:
        return p_best, (f"best measured p={p_best} ({t_best:.4g} s/iter) is more than "
                        f"{tolerance:.0%} faster than the model's prediction "
                        f"{predicted:.4g} s/iter at its minimum p={p_model}")
    lo, hi = model.p_range
    among = "" if candidates is None else f" among the p spread evenly over {servers} servers"
    return p_model, (f"minimum of the fitted cost model over [{lo}, {hi}]{among} "
                     f"({predicted:.4g} s/iter predicted)")


def _check_tolerance(tolerance: Any) -> None:
    if isinstance(tolerance, bool) or not isinstance(tolerance, numbers.Real) \
            or not 0.0 <= float(tolerance) < 1.0:
        raise SearchError(f"tolerance={tolerance!r} must be a number in [0, 1), e.g. 0.05")


def _check_bounds(start: Any, min_p: Any, max_p: Any, max_samples: Any) -> None:
    check_p(min_p, "min_p")
    check_p(start, "start")
    if start < min_p:
        raise SearchError(f"start={start} is below min_p={min_p}; start at min_p or higher "
                          "(the paper starts at the number of machines)")
    if max_p is not None and check_p(max_p, "max_p") < start:
        raise SearchError(f"max_p={max_p} is below start={start}; raise max_p or lower start")
    if max_samples is not None and (isinstance(max_samples, bool)
                                    or not isinstance(max_samples, numbers.Integral)
                                    or max_samples < 1):
        raise SearchError(f"max_samples={max_samples!r} must be an integer >= 1, or None "
                          "for no limit")


class _Sampler:
    """Measures each p once, keeps the samples in order and the best so far."""

    def __init__(self, measure: Callable[[int], float], max_samples: Optional[int]):
        self.measure = measure
        self.max_samples = max_samples
        self.samples: list[Sample] = []
        self.best = math.inf

    @property
    def exhausted(self) -> bool:
        return self.max_samples is not None and len(self.samples) >= self.max_samples

    def improves(self, p: int) -> bool:
        """Measure p; True when it is strictly faster than the best so far."""
        if any(q == p for q, _ in self.samples):  # the ladder never repeats; be safe
            return False
        seconds = check_seconds(self.measure(p), p)  # whatever measure raises propagates
        self.samples.append((p, seconds))
        better = seconds < self.best
        logger.info("partition search: p=%d -> %.6g s/iter%s", p, seconds,
                    " (best so far)" if better else f" (not below best {self.best:.6g})")
        self.best = min(self.best, seconds)
        return better


def search_partitions(measure: Callable[[int], float], *, start: int, min_p: int = 1,
                      max_p: Optional[int] = None, max_samples: Optional[int] = None,
                      tolerance: float = DEFAULT_TOLERANCE,
                      servers: Optional[int] = None) -> SearchResult:
    """Run the sampling protocol (see the module docstring) and choose p.

    `measure(p)` returns seconds per iteration with p partitions; anything it
    raises propagates unchanged. `start` is the first p (at least `min_p`,
    at most `max_p`); `max_samples` caps the number of measurements;
    `servers`: the parameter servers (the choice keeps to p that spread
    evenly over them).
    """
    _check_bounds(start, min_p, max_p, max_samples)
    _check_tolerance(tolerance)
    sampler = _Sampler(measure, max_samples)
    sampler.improves(start)
    p = start
    while not sampler.exhausted and (max_p is None or 2 * p <= max_p):
        p *= 2
        if not sampler.improves(p):
            break
    p = min(q for q, _ in sampler.samples)
    while not sampler.exhausted and p // 2 >= min_p:
        p //= 2
        if not sampler.improves(p):
            break
    if sampler.exhausted:
        logger.info("partition search: reached max_samples=%d; the protocol may have been "
                    "cut short and the optimum may lie outside the sampled p values",
                    max_samples)
    model = fit_cost_model(sampler.samples)
    chosen, reason = choose_partitions(model, tolerance=tolerance, servers=servers)
    logger.info("partition search: chose p=%d after %d samples: %s",
                chosen, len(sampler.samples), reason)
    return SearchResult(samples=tuple(sampler.samples), model=model, chosen_p=chosen,
                        reason=reason)
