"""Shared fixtures. TensorFlow is imported once per test process."""
import os

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _clear_partition_marks():
    """Each test starts with no partitioner() marks."""
    from parallax_tf.partitioner import clear_marks
    clear_marks()
    yield
    clear_marks()
