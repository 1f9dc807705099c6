"""What a runner is without parallax_tf: the examples' README files show the
single-device script as the distributed one with
`runner = PlainRunner(train_step)` instead of `px.get_runner(...)`."""
from __future__ import annotations

from typing import Any


class PlainRunner:
    """`run` calls the step; the model's variables are the trained ones, so
    `export` has nothing to do."""

    worker_id = 0
    num_workers = 1
    start_step = 0
    """A plain loop starts at its first step (resuming is parallax_tf's)."""

    def __init__(self, train_step: Any) -> None:
        self.run = train_step

    def export(self) -> None:
        pass

    def sync(self) -> None:
        """Nothing to wait for: one process, every update already applied."""
