"""The GNMT-style NMT example (see README.md)."""
