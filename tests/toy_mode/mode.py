"""The toy mode's contract without TensorFlow (`registry.py`)."""
from __future__ import annotations

from typing import Any

from parallax_tf.config import Config
from parallax_tf.views.picture import Facts


def passes(plan: Any) -> tuple[str, ...]:
    return ("call_the_step",)


def summary(plan: Any) -> str:
    label = plan.config.section("toy").label
    rows = [f"  {v.name}: {v.placement.describe()}" for v in plan.variables.values()]
    return "\n".join([f"{label} plan of {plan.step_name!r}: {len(plan.variables)} variable(s)",
                      *rows, "lowering passes: " + " -> ".join(passes(plan))])


def picture(plan: Any) -> Facts:
    return Facts(architecture="TOY", role=None)


def starts_servers(config: Config) -> bool:
    return False


def predicted(plan: Any) -> dict:
    return {"architecture": "toy"}


def serve_ps(role: Any, plan: Any, server: Any) -> None:
    """Nothing to serve."""
