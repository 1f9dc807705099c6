"""The click-stream example: user and item ids from an open set of 10^9,
embedded by a dynamic table, the hashing trick or a static table of equal
memory (see README.md)."""
