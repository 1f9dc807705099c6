"""The partition search's choice made again from a run's recorded samples,
with today's choice rule (`parallax_tf.planner.choose_partitions`, given the
number of servers), next to the brute-force table of the same run.

    .venv/bin/python benchmarks/results/analysis/replay_partition_choice.py \
        benchmarks/results/partition_search_bench/20261125-201358.json \
        benchmarks/results/partition_search_bench_m8/20261126-044526.json

The samples do not depend on the rule (the protocol picks which p to
measure; the rule only reads them), so the replay is the choice the job
would make now. A chosen p missing from the brute-force table is reported
as such (measure it with `python -m benchmarks.partition_search --ps P`).
"""
import json
import sys

from parallax_tf.planner import choose_partitions, fit_cost_model


def main(paths):
    for path in paths:
        run = json.load(open(path))
        brute = {b["p"]: b["words_per_s"] for b in run["brute_force"]}
        best_p = max(brute, key=brute.get)
        model = fit_cost_model([tuple(s) for s in run["search"]["samples"]])
        chosen, reason = choose_partitions(model, servers=run["machines"])
        words = brute.get(chosen)
        ratio = f"{words / brute[best_p]:.3f}" if words else "not in the brute-force table"
        print(f"{path}: {run['machines']} machines; job chose p={run['search']['chosen_p']} "
              f"({run['chosen_over_best']:.3f} of the best); replayed: p={chosen} "
              f"({ratio} of the best p={best_p}, {brute[best_p]:,.0f} words/s): {reason}")


if __name__ == "__main__":
    main(sys.argv[1:])
