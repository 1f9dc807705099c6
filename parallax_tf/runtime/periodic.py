"""When the chief writes its next periodic checkpoint (`Config(checkpoint_every=...)`,
parsed in `config/every.py`)."""
from __future__ import annotations

import time
from typing import Callable

from parallax_tf.config.every import Every


class Periodic:
    """When the chief writes its next periodic checkpoint."""

    def __init__(self, every: Every, clock: Callable[[], float] = time.monotonic) -> None:
        self.every, self._clock = every, clock
        self._last = clock()

    def due(self, steps: int) -> bool:
        """Whether a checkpoint is due after `steps` steps in all."""
        if self.every.steps is not None:
            return steps % self.every.steps == 0
        seconds = self.every.seconds
        assert seconds is not None, "an Every has steps or seconds"
        return self._clock() - self._last >= seconds

    def written(self) -> None:
        self._last = self._clock()


