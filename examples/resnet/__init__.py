"""The ResNet example (see README.md)."""
