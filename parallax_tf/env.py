"""The one place where parallax_tf reads environment variables."""
from __future__ import annotations

import os
from typing import Optional

TASK_VAR = "PARALLAX_TF_TASK"
"""The serialised role of a launched task (JSON), set by the launcher."""


def task_role_json() -> Optional[str]:
    """The launcher's role value for this process, or None outside a launch."""
    return os.environ.get(TASK_VAR)


def python_executable() -> Optional[str]:
    """PARALLAX_TF_PYTHON: interpreter for launched tasks (default: this one)."""
    return os.environ.get("PARALLAX_TF_PYTHON")
