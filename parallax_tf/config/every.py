"""`Config(checkpoint_every=...)`: how often periodic checkpoints are written,
as a user says it (pure: no TensorFlow; when one is due: `runtime/periodic.py`)."""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Optional

from parallax_tf.errors import ConfigError

_EVERY = re.compile(r"^\s*(\d+(?:\.\d*)?)\s*(steps?|s|sec|secs|seconds?|m|min|mins|minutes?|"
                    r"h|hours?)\s*$", re.IGNORECASE)
_UNIT_S = {"s": 1.0, "m": 60.0, "h": 3600.0}


@dataclasses.dataclass(frozen=True)
class Every:
    """How often `Config(checkpoint_every=...)` writes: every `steps` steps
    or every `seconds` seconds (one of the two)."""

    steps: Optional[int] = None
    seconds: Optional[float] = None

    def __str__(self) -> str:
        return f"every {self.steps} steps" if self.steps else f"every {self.seconds:g} s"


def parse_every(value: Any) -> Optional[Every]:
    """`Config.checkpoint_every`: None, an int (steps), or a string such as
    '100 steps', '30s', '10 min', '1h'."""
    if value is None:
        return None
    if isinstance(value, Every):
        return value
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return Every(steps=value)
    match = _EVERY.match(value) if isinstance(value, str) else None
    if match:
        number, unit = float(match.group(1)), match.group(2).lower()
        if unit.startswith("step"):
            if number == int(number) and number >= 1:
                return Every(steps=int(number))
        elif number > 0:
            return Every(seconds=number * _UNIT_S[unit[0]])
    raise ConfigError(
        f"Config.checkpoint_every={value!r} is not a number of steps or a duration: give a "
        "positive int (steps), or a string such as '100 steps', '30s', '10 min' or '1h'")
