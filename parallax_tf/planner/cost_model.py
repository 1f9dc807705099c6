"""The Parallax cost model of iteration time vs number of partitions (Eq. 1).

    t(p) = theta0 + theta1 / p + theta2 * p

theta0 is the fixed cost, theta1 the work that partitioning parallelises and
theta2 the per-partition overhead (stitching, per-shard bookkeeping). The three
coefficients are fitted by non-negative least squares to measured samples
``(p, seconds_per_iteration)``; non-negativity keeps the curve convex on p > 0,
so its minimum is well defined. Samples with the same p are kept as separate
rows (a repeated measurement simply weighs more).

The model never extrapolates: `CostModel.best_p` only considers integers inside
the sampled range ``[min p, max p]``.
"""
from __future__ import annotations

import dataclasses
import logging
import math
import numbers
from typing import Any, Iterable, Optional, Sequence

import numpy as np
from scipy.optimize import nnls

from parallax_tf.errors import SearchError

logger = logging.getLogger(__name__)

Sample = tuple[int, float]
"""One measurement: (number of partitions p, seconds per iteration)."""


def check_p(p: Any, what: str = "p") -> int:
    """`p` as an int >= 1, or SearchError naming it."""
    if isinstance(p, bool) or not isinstance(p, numbers.Integral) or p < 1:
        raise SearchError(f"{what}={p!r} must be an integer >= 1 (a number of partitions)")
    return int(p)


def check_seconds(seconds: Any, p: int) -> float:
    """`seconds` as a finite float > 0, or SearchError naming it and its p."""
    try:
        value = float(seconds)
    except (TypeError, ValueError) as e:
        raise SearchError(
            f"the time measured at p={p} is {seconds!r}, not a number; the measure "
            "callable must return seconds per iteration as a float") from e
    if not math.isfinite(value) or value <= 0.0:
        raise SearchError(
            f"the time measured at p={p} is {seconds!r}; seconds per iteration must be "
            "finite and > 0 (check the measurement: too few iterations, a failed run?)")
    return value


def _check_samples(samples: Any) -> tuple[Sample, ...]:
    if isinstance(samples, (str, bytes)) or not isinstance(samples, Iterable):
        raise SearchError(f"samples={samples!r} must be a sequence of (p, seconds) pairs")
    out = []
    for item in samples:
        try:
            p, seconds = item
        except (TypeError, ValueError) as e:
            raise SearchError(
                f"sample {item!r} is not a (p, seconds_per_iteration) pair") from e
        p = check_p(p, "sample p")
        out.append((p, check_seconds(seconds, p)))
    if not out:
        raise SearchError(
            "cannot fit the cost model to 0 samples; measure at least one p "
            "(three or more distinct p values determine all three coefficients)")
    return tuple(out)


@dataclasses.dataclass(frozen=True)
class CostModel:
    """A fitted t(p) = theta0 + theta1/p + theta2*p, with the samples behind it."""

    theta0: float
    """Fixed seconds per iteration (independent of p)."""
    theta1: float
    """Seconds that partitioning divides among p shards."""
    theta2: float
    """Overhead seconds added by each partition."""
    residual: float
    """Root-mean-square of measured minus predicted seconds over the samples."""
    samples: tuple[Sample, ...]
    """The (p, seconds_per_iteration) samples the model was fitted to, in order."""

    def __post_init__(self) -> None:
        for name in ("theta0", "theta1", "theta2", "residual"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, numbers.Real) \
                    or not math.isfinite(value) or value < 0:
                raise SearchError(f"CostModel.{name}={value!r} must be a finite number >= 0")
        object.__setattr__(self, "samples", _check_samples(self.samples))

    @property
    def p_range(self) -> tuple[int, int]:
        """(smallest, largest) sampled p: the only range the model is trusted in."""
        ps = [p for p, _ in self.samples]
        return min(ps), max(ps)

    @property
    def num_distinct_p(self) -> int:
        """Distinct sampled p values; fewer than 3 leaves the fit underdetermined."""
        return len({p for p, _ in self.samples})

    @property
    def p_star(self) -> float:
        """The continuous minimiser sqrt(theta1/theta2) over p > 0 (inf when
        theta2 == 0, 0 when theta1 == 0); may lie outside the sampled range."""
        if self.theta2 == 0.0:
            return math.inf if self.theta1 > 0.0 else 0.0
        return math.sqrt(self.theta1 / self.theta2)

    def predict(self, p: float) -> float:
        """Predicted seconds per iteration at p partitions (p > 0)."""
        if isinstance(p, bool) or not isinstance(p, numbers.Real) or not p > 0:
            raise SearchError(f"cannot predict at p={p!r}; p must be a number > 0")
        return self.theta0 + self.theta1 / p + self.theta2 * p

    def predict_many(self, ps: Sequence[float] | np.ndarray) -> np.ndarray:
        """`predict` over an array of p values (all > 0)."""
        arr = np.asarray(ps, dtype=float)
        if arr.size and not np.all(arr > 0):
            raise SearchError(f"cannot predict at p values {arr.tolist()!r}; all must be > 0")
        return self.theta0 + self.theta1 / arr + self.theta2 * arr

    def best_p(self, candidates: Optional[Iterable[int]] = None) -> int:
        """The integer p minimising the prediction, among `candidates` inside
        the sampled range (default: every integer from the smallest to the
        largest sampled p). Ties go to the smallest p (fewer shards)."""
        lo, hi = self.p_range
        if candidates is None:
            pool = list(range(lo, hi + 1))
        else:
            given = sorted({check_p(c, "candidate p") for c in candidates})
            pool = [c for c in given if lo <= c <= hi]
            if not pool:
                raise SearchError(
                    f"no candidate in {given[:10]!r}{'...' if len(given) > 10 else ''} lies in "
                    f"the sampled range [{lo}, {hi}]; the model does not extrapolate: pass "
                    "candidates inside that range, or measure more p values")
        predictions = self.predict_many(pool)
        return pool[int(np.argmin(predictions))]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serialisable dict; `from_dict` reads it back."""
        return {"theta0": self.theta0, "theta1": self.theta1, "theta2": self.theta2,
                "residual": self.residual,
                "samples": [[p, seconds] for p, seconds in self.samples]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "CostModel":
        """Inverse of `to_dict`; a missing or bad field raises SearchError."""
        if not isinstance(data, dict):
            raise SearchError(f"a CostModel must be read from a dict, got {type(data).__name__}")
        try:
            return cls(theta0=data["theta0"], theta1=data["theta1"], theta2=data["theta2"],
                       residual=data["residual"],
                       samples=tuple((s[0], s[1]) for s in data["samples"]))
        except (KeyError, TypeError, IndexError) as e:
            raise SearchError(
                f"cost model dict is missing or has a bad field: {e!r}; write it with "
                "CostModel.to_dict()") from e


def fit_cost_model(samples: Sequence[Sample]) -> CostModel:
    """Fit t(p) = theta0 + theta1/p + theta2*p to `samples` with theta >= 0.

    `samples` are (p, seconds_per_iteration) pairs, p an integer >= 1 and
    seconds finite and > 0; at least one is needed. Fewer than three distinct p
    values still give a fit (one of the minimal-residual solutions) and a
    warning: the curve then only interpolates the sampled points.
    """
    rows = _check_samples(samples)
    p = np.array([r[0] for r in rows], dtype=float)
    t = np.array([r[1] for r in rows], dtype=float)
    design = np.stack([np.ones_like(p), 1.0 / p, p], axis=1)
    # Scaling columns by positive factors keeps the constraint x >= 0 and the
    # minimiser, and makes the problem well conditioned (1/p vs p spans decades).
    scale = np.linalg.norm(design, axis=0)
    scaled_theta, _ = nnls(design / scale, t)
    theta = np.maximum(scaled_theta / scale, 0.0)
    residual = float(np.sqrt(np.mean((design @ theta - t) ** 2)))
    model = CostModel(theta0=float(theta[0]), theta1=float(theta[1]), theta2=float(theta[2]),
                      residual=residual, samples=rows)
    if model.num_distinct_p < 3:
        logger.warning(
            "cost model fitted to %d distinct p value(s) %s: three coefficients are not "
            "all determined; the choice stays within the sampled range [%d, %d]",
            model.num_distinct_p, sorted({r[0] for r in rows}), *model.p_range)
    logger.debug("cost model: theta=(%.4g, %.4g, %.4g), rms residual %.3g s over %d samples",
                 model.theta0, model.theta1, model.theta2, residual, len(rows))
    return model
