"""Watching a training run: a progress bar (terminals only), throughput,
the loss at the start and the end of the run, and TensorBoard scalars
(worker 0 only)."""
from __future__ import annotations

import math
import re
import sys
import time
from typing import Optional, TextIO

from parallax_tf import env as px_env


class ProgressBar:
    """A one-line progress bar redrawn in place with '\\r'. Meant for a
    terminal: `TrainMonitor` only makes one when its stream is a tty."""

    def __init__(self, total: int, stream: Optional[TextIO] = None, width: int = 30) -> None:
        self.total = max(int(total), 1)
        self.stream = stream or sys.stdout
        self.width = width
        self._last = ""

    def render(self, done: int, text: str = "") -> str:
        """The bar's line for `done` of `total` steps (no '\\r')."""
        done = min(max(done, 0), self.total)
        filled = int(self.width * done / self.total)
        bar = "#" * filled + "-" * (self.width - filled)
        return f"[{bar}] {done}/{self.total} {text}".rstrip()

    def update(self, done: int, text: str = "") -> None:
        line = self.render(done, text)
        pad = " " * max(len(self._last) - len(line), 0)
        self.stream.write("\r" + line + pad)
        self.stream.flush()
        self._last = line

    def clear(self) -> None:
        """Erase the bar (before printing a log line above it)."""
        if self._last:
            self.stream.write("\r" + " " * len(self._last) + "\r")
            self.stream.flush()

    def redraw(self) -> None:
        if self._last:
            self.stream.write("\r" + self._last)
            self.stream.flush()

    def close(self) -> None:
        if self._last:
            self.stream.write("\n")
            self.stream.flush()
            self._last = ""


# The library writes TensorBoard scalars the same way (Config(logdir=...)):
# one writer for both, usable without the tensorboard package.
from parallax_tf.runtime.metrics import ScalarWriter, read_scalars  # noqa: E402, F401

LOSS_LINE = re.compile(
    r"(?:\[worker (?P<worker>\d+)/\d+\] )?loss: mean of first (?P<k>\d+) steps? "
    r"(?P<first>\S+) -> mean of last \d+ steps? (?P<last>\S+)")
"""The line `TrainMonitor.close` prints on every worker (see `loss_line`);
also found behind the launcher's own `[worker I] ` prefix."""


def parse_loss_lines(text: str) -> dict[int, tuple[int, float, float]]:
    """worker -> (k, mean loss of the first k steps, of the last k) from the
    `loss:` lines in a run's output (worker 0 when the line has no prefix)."""
    return {int(m["worker"] or 0): (int(m["k"]), float(m["first"]), float(m["last"]))
            for m in LOSS_LINE.finditer(text)}


def default_loss_window(steps: int) -> int:
    """Steps averaged at each end of a run: a quarter of the run, 1 to 10
    (so the two windows do not overlap from 2 steps on)."""
    return max(1, min(10, steps // 4))


class TrainMonitor:
    """Per step: loss and throughput; per evaluation: the metric.

    Worker 0 prints (a progress bar when `stream` is a terminal, else a line
    every `log_every` steps) and writes TensorBoard scalars to `logdir`; the
    other workers only print their summary. At the end every worker prints
    the mean loss of its first and of its last `loss_window` steps (one
    batch's loss is noisy) and its throughput. The first step (capture,
    planning, lowering, tracing) and the time spent evaluating are left out
    of the throughput.
    """

    def __init__(self, *, worker_id: int, num_workers: int, steps: int, unit: str,
                 logdir: Optional[str] = None, log_every: int = 10,
                 stream: Optional[TextIO] = None, loss_window: Optional[int] = None) -> None:
        self.worker_id = worker_id
        self.num_workers = num_workers
        self.steps = steps
        self.unit = unit
        self.log_every = max(int(log_every), 1)
        self.stream = stream = stream or sys.stdout
        self.chief = worker_id == 0
        isatty = getattr(stream, "isatty", lambda: False)
        # Under `parallax-tf run` on a terminal the chief's stdout is a pipe,
        # but the launcher draws its bar on the terminal (PARALLAX_TF_TTY).
        terminal = isatty() or (stream is sys.stdout and px_env.stdout_is_terminal())
        self.bar = ProgressBar(steps, stream) if self.chief and terminal else None
        self.writer = ScalarWriter(logdir) if (self.chief and logdir) else None
        self._units = 0.0          # units since the end of the first step
        self._timed_steps = 0
        self._elapsed = 0.0
        self._t0: Optional[float] = None
        self.last_loss = math.nan
        self.losses: list[float] = []     # every step's loss, in order
        self.loss_window = loss_window
        self.metrics: dict[str, float] = {}

    # --------------------------------------------------------------- output
    def print(self, text: str) -> None:
        """A log line (above the bar, if there is one)."""
        if self.bar:
            self.bar.clear()
        self.stream.write(text + "\n")
        self.stream.flush()
        if self.bar:
            self.bar.redraw()

    def _prefix(self) -> str:
        return f"[worker {self.worker_id}/{self.num_workers}]" if self.num_workers > 1 else ""

    # ----------------------------------------------------------- throughput
    @property
    def rate(self) -> float:
        """Units per second on this worker (nan before two steps)."""
        return self._units / self._elapsed if self._elapsed > 0 else math.nan

    def eta(self, done: int) -> str:
        """Time left for the remaining steps at the measured step time
        (`ETA 1:05`), '' before a step was timed."""
        if not self._timed_steps:
            return ""
        left = max(self.steps - done, 0) * self.step_time
        minutes, seconds = divmod(int(round(left)), 60)
        hours, minutes = divmod(minutes, 60)
        return f"ETA {hours}:{minutes:02d}:{seconds:02d}" if hours else \
            f"ETA {minutes}:{seconds:02d}"

    @property
    def step_time(self) -> float:
        """Seconds per step, first step excluded (nan before two steps)."""
        return self._elapsed / self._timed_steps if self._timed_steps else math.nan

    def pause(self) -> None:
        """Stop the clock (before an evaluation)."""
        if self._t0 is not None:
            self._elapsed += time.perf_counter() - self._t0
            self._t0 = None

    def resume(self) -> None:
        self._t0 = time.perf_counter()

    # ---------------------------------------------------------------- steps
    def step(self, step: int, loss: float, units: float) -> None:
        """Record step `step` (0-based), its loss and the units it processed."""
        now = time.perf_counter()
        if self._t0 is not None:          # every step but the first is timed
            self._elapsed += now - self._t0
            self._units += units
            self._timed_steps += 1
        self._t0 = now
        self.last_loss = float(loss)
        self.losses.append(self.last_loss)
        if not self.chief:
            return
        done = step + 1
        text = (f"loss {self.last_loss:.4f}  {self.rate:,.0f} {self.unit}/s/worker  "
                f"{self.eta(done)}" if self._timed_steps else f"loss {self.last_loss:.4f}")
        if self.bar:
            self.bar.update(done, text)
        elif done % self.log_every == 0 or done == self.steps or step == 0:
            self.print(f"{self._prefix()} step {done:5d}/{self.steps}  {text}".strip())
        if self.writer:
            self.writer.scalar("loss", self.last_loss, done)
            if self._timed_steps:
                self.writer.scalar(f"{self.unit}_per_sec_per_worker", self.rate, done)

    def metric(self, step: int, name: str, value: float) -> None:
        """An evaluation result (worker 0)."""
        self.metrics[name] = float(value)
        self.print(f"{self._prefix()} eval after step {step}: {name} {value:.4f}".strip())
        if self.writer:
            self.writer.scalar(name, value, step)
            self.writer.flush()

    # ----------------------------------------------------------------- loss
    def loss_summary(self) -> tuple[int, float, float]:
        """(k, mean loss of the first k steps, mean loss of the last k steps),
        k = `loss_window` (default: `default_loss_window(steps run)`); nan before a step."""
        n = len(self.losses)
        k = min(self.loss_window or default_loss_window(n), n)
        if k == 0:
            return 0, math.nan, math.nan
        return k, sum(self.losses[:k]) / k, sum(self.losses[-k:]) / k

    def loss_line(self) -> str:
        """`loss: mean of first 3 steps 6.9081 -> mean of last 3 steps 6.5120
        (-5.7%)`, prefixed by `[worker I/N]` when there are several workers."""
        k, first, last = self.loss_summary()
        change = (f" ({(last - first) / abs(first):+.1%})"
                  if math.isfinite(first) and math.isfinite(last) and first else "")
        s = "" if k == 1 else "s"
        return (f"{self._prefix()} loss: mean of first {k} step{s} {first:.4f} -> "
                f"mean of last {k} step{s} {last:.4f}{change}").strip()

    def close(self) -> None:
        """Final lines: the loss at the start and the end (`loss_line`), then
        steps, ms/step, throughput per worker and in all."""
        self.pause()
        if self.bar:
            self.bar.close()
        if not self.losses:               # a resumed run with nothing left to train
            self.print(f"{self._prefix()} done: no step run".strip())
            if self.writer:
                self.writer.close()
            return
        self.print(self.loss_line())
        total = self.rate * self.num_workers
        self.print(f"{self._prefix()} done: {self.steps} steps, "
                   f"{self.step_time * 1e3:.1f} ms/step, {self.rate:,.0f} {self.unit}/s on this "
                   f"worker, ~{total:,.0f} {self.unit}/s on {self.num_workers} worker(s) "
                   f"(first step excluded)".strip())
        if self.writer:
            self.writer.close()
