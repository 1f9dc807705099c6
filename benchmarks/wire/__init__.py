"""What the wire carries besides the payload the byte model counts: the
calibration (`python -m benchmarks.wire`) and its worker script."""
