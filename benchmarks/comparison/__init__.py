"""The pieces of `benchmarks/compare.py` (HYBRID vs ALLREDUCE vs PS vs the
peers on the emulated cluster):

* `child`: what runs inside a launched job (`compare.py _exec`) and the
  offline planning service (`compare.py _plan`, `PlanService`);
* `runs`: the models, architectures and peers, one run's spec, and launching
  it on a cluster (link-rate switching included);
* `records`: a run's numbers (throughput, bytes, CPU) from the workers' stats
  files, and the repeats combined;
* `report`: ratios, the markdown table, the plots, summary.json.
"""
