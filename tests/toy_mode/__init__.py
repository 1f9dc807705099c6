"""A toy mode for tests/test_shape.py: a folder, a registry row and a Config
section, nothing else in the library. It runs the step as written on one
process and plans every variable on AllReduce."""
from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True, kw_only=True)
class Toy:
    """The toy mode's Config section: `Config(toy=Toy(label="..."))`."""

    label: str = "toy"
    """What its plans are called."""

    def features(self) -> list[str]:
        return []
