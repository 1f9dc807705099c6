"""Stage 5: processes on real engines (launcher, servers, runners)."""
