"""Reading a Plan: `summary(plan)` (the text `parallax-tf plan` prints) and
`draw(plan, path)` (a PNG). Each mode says how its plans read
(`registry.py`); a Plan itself holds data only."""
from __future__ import annotations

from typing import Any


def summary(plan: Any) -> str:
    """`plan` as a text table (`views/text.py`)."""
    from parallax_tf.views.text import summary as text  # noqa: PLC0415  (one module each)
    return text(plan)


def draw(plan: Any, path: str, title: Any = None) -> str:
    """`plan` as a PNG at `path`, returned (`views/picture.py`; needs matplotlib)."""
    from parallax_tf.views.picture import draw as picture  # noqa: PLC0415  (matplotlib)
    return picture(plan, path, title)
