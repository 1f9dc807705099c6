"""Shared fixtures. TensorFlow is imported once per test process."""
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# The jobs the tests launch show every task's output (`--all-workers`): many
# tests read the lines of workers other than the chief. The default (the
# chief's lines, the others' warnings and errors) has tests of its own in
# test_launcher.py, which unset this.
os.environ.setdefault("PARALLAX_TF_ALL_WORKERS", "1")

import pytest


@pytest.fixture(autouse=True)
def _clear_partition_marks():
    """Each test starts with no partitioner() marks."""
    from parallax_tf.partitioner import clear_marks
    clear_marks()
    yield
    clear_marks()


def pytest_collection_modifyitems(config, items):
    """The quick tier (`-m "not slow"`) is the checks that run in this
    process: a test that starts a job (marked `multiprocess`) is slow too."""
    slow = pytest.mark.slow
    for item in items:
        if item.get_closest_marker("multiprocess") and not item.get_closest_marker("slow"):
            item.add_marker(slow)
        # the tier goes into the JUnit report: scripts/suite_time.py sums per tier
        item.user_properties.append(("tier", "slow" if item.get_closest_marker("slow") else "quick"))
