"""Benchmarks of parallax_tf (emulated cluster: benchmarks/cluster.py)."""
