"""The control plane at 64 tasks (issue 66 item 5's gate): rank 0's real
store and `Keeper`, 64 light tasks speaking the store's protocol
(`benchmarks/control_plane.py`). One job ends cleanly, one loses a task
without a goodbye: every task joins under 10 s and has the paper LM's
plan, the killed one is named under 5 s, and after the end no task
process, no connection to the store and no store is left."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_64_tasks_join_ship_the_plan_name_a_killed_one_and_leave_nothing(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO), "TF_CPP_MIN_LOG_LEVEL": "2"}
    proc = subprocess.run(
        [sys.executable, "-m", "benchmarks.control_plane", "--tasks", "64", "--ends", "end,kill",
         "--steady", "2", "--out", str(tmp_path)],
        cwd=REPO, env=env, capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-3000:]
    rows = {r["ends"]: r for r in json.loads((tmp_path / "control_plane.json").read_text())}
    for how, row in rows.items():
        assert row["tasks_joined"] == 64 and row["join_s"] is not None, row
        assert row["join_s"] < 10.0, row
        assert row["tasks_with_plan"] == 64 and row["plan_bytes"] > 8000, row
        assert row["task_processes_left"] == 0, row
        assert row["store_connections_left"] == 0, row
        assert row["store_closed"], row
    end = rows["end"]
    assert end["reason"] is None and end["end_s"] is not None and end["end_s"] < 10.0, end
    assert end["tasks_told_done"] == 63, end
    # the requests a task makes: a beat every 2 s and one follower read a second,
    # not the 5.4 of one read per key (benchmarks/LOG.md)
    assert end["store_requests_per_s"] < 2.5 * 64, end
    kill = rows["kill"]
    assert kill["named_right"] and kill["named_s"] < 5.0, kill
    assert "process is gone" in kill["reason"], kill
