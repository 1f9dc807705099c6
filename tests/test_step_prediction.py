"""The estimator's check (benchmarks/step_prediction.py) on recorded runs:
what counts as one plan. No job runs."""
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(1, str(REPO))

from benchmarks.step_prediction import plan_key  # noqa: E402

RUNS = REPO / "benchmarks" / "results" / "predict-r6" / "results.jsonl"


def _records(*run_ids):
    by_id = {r["run_id"]: r for r in map(json.loads, RUNS.read_text().splitlines())}
    return [by_id[i] for i in run_ids]


def test_a_densified_table_is_another_plan_than_a_gathered_one():
    # MIXED densified 11 of the ranking model's 30 tables at 4 x 1000; each
    # table's place reads "allreducex1" under both, so places alone pooled them
    gathered, densified = _records("ranking-tiny-allreduce-m4-s1-1000mbit-r0",
                                   "ranking-tiny-mixed-m4-s1-1000mbit-r0")
    assert gathered["placements"] == densified["placements"]
    assert plan_key(gathered) != plan_key(densified)
    # the MIXED run that chose ALLREDUCE's plan is that plan
    chose_allreduce, = _records("ranking-tiny-mixed-m4-s1-1000mbit-r1")
    assert chose_allreduce["architecture_choice"]["chosen"] == "allreduce"
    assert plan_key(chose_allreduce) == plan_key(gathered)


def test_a_run_recorded_before_the_jobs_plan_falls_back_to_its_places():
    rec, = _records("ranking-tiny-allreduce-m4-s1-1000mbit-r0")
    old = {k: v for k, v in rec.items() if k != "job_plan"}
    assert json.loads(plan_key(old)) == rec["placements"]
