"""Planners: each produces a Plan (or the part of one it decides)."""
