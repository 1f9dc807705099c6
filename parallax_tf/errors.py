"""The error hierarchy of parallax_tf.

Every error names the offending value, what is allowed, and a way out.
"""
from __future__ import annotations


class ParallaxError(Exception):
    """Base class of every error parallax_tf raises on purpose."""

    ag_pass_through = True
    """Raised while AutoGraph traces a step, it reaches the user as it is
    (not re-wrapped into a StagingError): its message already names the
    value and the way out."""


class ConfigError(ParallaxError, ValueError):
    """A `Config` field has an unknown or contradictory value."""


class ResourceError(ParallaxError, ValueError):
    """A `resources` value (string, file or list) cannot be parsed."""


class CaptureError(ParallaxError, TypeError):
    """The training step cannot be captured (not a tf.function, no gradient...)."""


class PlanError(ParallaxError, ValueError):
    """A plan cannot be made or read (bad JSON, impossible placement...)."""


class ScriptError(ParallaxError, RuntimeError):
    """A user script does not expose what the command line needs."""


class LaunchError(ParallaxError, RuntimeError):
    """Tasks cannot be started (port taken, host unreachable, bad role value...)."""


class SearchError(ParallaxError, ValueError):
    """The partition search or its cost model got values it cannot use (no
    samples, a non-positive p, a non-finite time, a corrupt saved result...)."""


class NonFiniteError(ParallaxError, FloatingPointError):
    """A step returned a NaN or infinite value under `Config(stop_on_nan=True)`."""


class TuningDone(BaseException):
    """`parallax-tf search`: the search a job was started for is done and its
    decision written (`modes/data/tuning.py`). The task's bootstrap turns it
    into a clean exit (the library ends no process); a BaseException, so a
    script's own `except Exception` lets it pass."""
