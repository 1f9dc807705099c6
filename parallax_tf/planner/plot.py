"""Pictures of the searches: a partition search (measured points, fitted
curve, choice), a chunk search; `agg_figure`/`save_png` serve every PNG
parallax_tf draws (also runtime/timeline.py).

matplotlib is imported inside `agg_figure` and used through its
object-oriented API on an Agg canvas, so importing this module is cheap and
plotting never touches pyplot's global state or the user's backend.
"""
from __future__ import annotations

import logging
import os

import numpy as np

from parallax_tf.errors import SearchError
from parallax_tf.planner.protocol import SearchResult

logger = logging.getLogger(__name__)


def plot_search(result: SearchResult, path: str | os.PathLike[str]) -> str:
    """Write a PNG of `result` to `path` (parent folders are created) and
    return the path: measured s/iter per p, the fitted t(p) over the sampled
    range on a log2 p axis, and the chosen p marked; the title gives theta."""
    fig, ax = agg_figure("plot_search", "print result.table() instead")
    from matplotlib.ticker import NullFormatter  # noqa: PLC0415  (lazy: matplotlib)
    model = result.model
    lo, hi = model.p_range
    if hi > lo:
        xs = np.geomspace(lo, hi, 200)
        ax.plot(xs, model.predict_many(xs), "-", color="tab:blue",
                label="fitted t(p)")
    ps = np.array([p for p, _ in result.samples], dtype=float)
    ts = np.array([s for _, s in result.samples], dtype=float)
    ax.plot(ps, ts, "o", color="tab:orange", label="measured")
    chosen = result.chosen_p
    ax.axvline(chosen, color="tab:green", linestyle="--", linewidth=1)
    ax.plot([chosen], [model.predict(chosen)], "*", color="tab:green", markersize=14,
            label=f"chosen p = {chosen}")
    ax.set_xscale("log", base=2)
    ticks = sorted({int(p) for p in ps} | {chosen})
    ax.set_xticks(ticks)
    ax.set_xticklabels([str(t) for t in ticks])
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.set_xlabel("partitions p")
    ax.set_ylabel("seconds per iteration")
    ax.set_title(f"t(p) = θ0 + θ1/p + θ2·p:  θ0={model.theta0:.3g}, θ1={model.theta1:.3g}, "
                 f"θ2={model.theta2:.3g}", fontsize=10)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(loc="best", fontsize=8)
    path = save_png(fig, path)
    logger.info("partition search plot written to %s", path)
    return path


def plot_chunk_search(result, path: str | os.PathLike[str]) -> str:
    """A PNG of a chunk search (`planner/chunk_size.py`): the median step time of
    each k tried, in the order they were tried, the second intervals of the
    confirmation and each confirmed k's mean, the chosen k marked."""
    fig, ax = agg_figure("plot_chunk_search", "print result.table() instead")
    first: dict = {}
    again = []
    for k, s in result.samples:
        if k in first:
            again.append((k, s))
        else:
            first[k] = s
    ks = list(first)
    ax.plot(ks, [first[k] * 1e3 for k in ks], "o-", color="tab:orange",
            label="median step (each k tried)")
    means = result.mean_times()
    if again:
        ax.plot([k for k, _ in again], [s * 1e3 for _, s in again], "s", color="tab:blue",
                fillstyle="none", label="timed again (confirm)")
        twice = sorted({k for k, _ in again})
        ax.plot(twice, [means[k] * 1e3 for k in twice], "_", color="tab:blue", markersize=16,
                markeredgewidth=2, label="mean of a confirmed k")
    ax.plot([result.chosen_k], [means[result.chosen_k] * 1e3], "*", color="tab:green",
            markersize=14, label=f"chosen k = {result.chosen_k}")
    ax.set_xticks(sorted(set(ks)))
    ax.set_xlabel("layers per chunk k")
    ax.set_ylabel("ms per step")
    s = result.settings
    ax.set_title(f"chunk search over {result.num_layers} layers (interval {s.interval}, "
                 f"step {s.step}, range {s.range}, confirm {s.confirm})", fontsize=10)
    ax.grid(True, alpha=0.3)
    ax.legend(loc="best", fontsize=8)
    path = save_png(fig, path)
    logger.info("chunk search plot written to %s", path)
    return path


def agg_figure(needed_by: str, instead: str, figsize: tuple = (6.4, 4.2),
               dpi: int = 100) -> tuple:
    """(figure, axes) on an Agg canvas; a `SearchError` naming `needed_by`
    and the way out without matplotlib."""
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: PLC0415  (lazy: matplotlib)
        from matplotlib.figure import Figure  # noqa: PLC0415  (lazy: matplotlib)
    except ImportError as e:
        raise SearchError(f"{needed_by} needs matplotlib; install it with "
                          f"`pip install matplotlib`, or {instead}") from e
    fig = Figure(figsize=figsize, dpi=dpi)
    FigureCanvasAgg(fig)
    return fig, fig.add_subplot(1, 1, 1)


def save_png(fig, path: str | os.PathLike[str]) -> str:
    """Lay `fig` out and write it as a PNG to `path` (parent folders
    created); returns the path."""
    fig.tight_layout()
    path = os.fspath(path)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    fig.savefig(path, format="png")
    return path
