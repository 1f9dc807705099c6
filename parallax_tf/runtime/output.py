"""What of a task's output the launcher shows (pure: no TensorFlow).

TensorFlow 2.21 prints start-up lines that `TF_CPP_MIN_LOG_LEVEL` does not
silence: they are logged through absl before TensorFlow reads the variable
("WARNING: All log messages before absl::InitializeLog() is called are
written to STDERR", then "I0000 ... port.cc:153] oneDNN custom operations
are on ...", twice per process: two shared libraries log it), and
`TF_ENABLE_ONEDNN_OPTS=0`, the only switch that drops the oneDNN line, also
turns oneDNN's kernels off. So the launcher drops these lines from every
task's output unless `parallax-tf -v` (PARALLAX_TF_VERBOSE): absl-format
INFO lines of TensorFlow's C++ code, the absl warning above, the CPU
feature notice and its continuation, and grappler's cost estimator's
"Incompatible Matrix dimensions" (logged at ERROR for every graph it
estimates with a batch dimension it cannot infer; harmless), and the
runtime's "Local rendezvous is aborting with status: ABORTED: Cleanup"
warning (a finished step's rendezvous dropping transfers nobody waited
for: harmless, printed now and then by a session of a distributed job;
the same file's other messages, real aborts, are kept). Warnings and
errors of any other kind are kept; the tail of a failing task's log that
the launcher prints leaves the noise out too (room for the traceback).
"""
from __future__ import annotations

import re

_ABSL_LINE = re.compile(r"^([IWEF])\d{4} \d\d:\d\d:\d+\.\d+\s+\d+ (\S+?\.cc):\d+\] ?(.*)$")
_NOISY_FILES = {"cpu_feature_guard.cc", "port.cc"}
_NOISE_TEXT = (
    "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
    "To enable the following instructions:",
)
_COST_ESTIMATOR = ("op_level_cost_estimator.cc", "Incompatible Matrix dimensions")
_RENDEZVOUS_CLEANUP = ("local_rendezvous.cc",
                       "Local rendezvous is aborting with status: ABORTED: Cleanup")


def is_startup_noise(line: str) -> bool:
    """True for a line of TensorFlow's start-up (or grappler) noise (module
    doc); every other line, warnings and errors included, is False."""
    text = line.strip()
    if any(text.startswith(n) for n in _NOISE_TEXT):
        return True
    m = _ABSL_LINE.match(text)
    if m is None:
        return False
    level, source, message = m.groups()
    if level == "I":
        return True                 # INFO of TF's C++ code: TF_CPP_MIN_LOG_LEVEL>=1 intent
    if source in _NOISY_FILES:
        return True
    return any(source == file and message.startswith(text)
               for file, text in (_COST_ESTIMATOR, _RENDEZVOUS_CLEANUP))
