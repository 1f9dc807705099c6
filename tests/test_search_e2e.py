"""The partition search in real jobs: measured on 2 local "machines", then
training with the chosen p equals single-device training; the decision is
cached and reused, and a different model searches again: the dynamic
tables, each a partition group of its own, whose job equals the simulation
of the chosen shard count."""
import json
import os
import sys
from pathlib import Path

import numpy as np
import pytest

import parallax_tf as px
from parallax_tf.testing import run_distributed, run_equivalence

sys.path.insert(0, str(Path(__file__).resolve().parent))
import oracle_models

pytestmark = [pytest.mark.multiprocess, pytest.mark.slow]

TWO_MACHINES = "localhost:0;127.0.0.1:0"


def _config(cache):
    return px.Config(search_partitions=True, search_warmup=1,
                     search_iterations=1, checkpoint_dir=str(cache))


def _outcomes(workdir):
    return [json.load(open(workdir / f"search_{w}.json")) for w in range(2)]


def test_search_then_train_then_reuse_then_dynamic_tables_search_again(tmp_path):
    """Three jobs sharing one decision cache: partitioned_sgd searches
    (starting at p = 2, the machines) and trains with the chosen p; the same
    model and cluster reuse the decision; another model searches again:
    `dynamic_tables_capped` on HYBRID, where each table is a partition
    group of its own ('dynamic:<name>') and a 2-row partitioned Embedding
    caps the shared p at 2 (the search times p = 2 and 1): the job trains
    with the chosen count and equals the simulation of that many shards
    (the timed candidates leave nothing in the tables)."""
    cache = tmp_path / "cache"
    first = tmp_path / "first"
    first.mkdir()
    result = run_equivalence("tests.oracle_models:partitioned_sgd", TWO_MACHINES,
                             _config(cache), steps=3, workdir=str(first))
    result.assert_close(rtol=1e-5)                 # trained with the chosen p, exactly
    chief, other = _outcomes(first)
    assert chief["searched"] and other["searched"]
    assert chief["chosen_p"] == other["chosen_p"] >= 1
    assert chief["shards"]["emb/embeddings"] == chief["chosen_p"]
    assert os.path.getsize(chief["plot"]) > 1000
    decision = json.load(open(chief["decision"]))
    samples = [s[0] for s in decision["result"]["samples"]]
    assert samples[0] == 2 and len(samples) == len(set(samples))      # starts at #machines
    assert min(samples) <= chief["chosen_p"] <= max(samples)

    again = tmp_path / "again"                      # same model and cluster: cached
    again.mkdir()
    run_equivalence("tests.oracle_models:partitioned_sgd", TWO_MACHINES, _config(cache),
                    steps=1, workdir=str(again))
    chief2, other2 = _outcomes(again)
    assert not chief2["searched"] and not other2["searched"]
    assert chief2["chosen_p"] == other2["chosen_p"] == chief["chosen_p"]

    changed = tmp_path / "changed"                  # another model: searches again
    changed.mkdir()
    job = run_distributed("tests.oracle_models:dynamic_tables_capped", TWO_MACHINES,
                          _config(cache), steps=4, workdir=str(changed))
    outcome = _outcomes(changed)[0]
    assert outcome["searched"], outcome
    assert len(list(cache.glob("parallax_search/partitions-*.json"))) == 2
    p = outcome["chosen_p"]
    assert outcome["shards"]["dyn_adam/rows"] == outcome["shards"]["cap/embeddings"] == p
    tables = json.load(open(outcome["decision"]))
    assert [s[0] for s in tables["result"]["samples"]] == [2, 1], tables["result"]
    losses, values = oracle_models.sharded_reference(p, job.num_replicas, 4, capped=True)
    np.testing.assert_allclose(job.losses, losses, rtol=1e-5, atol=1e-6)
    for name, value in values.items():
        np.testing.assert_allclose(job.values[name], value, rtol=1e-5, atol=1e-6, err_msg=name)
    from parallax_tf.runtime import features
    ran = features.verify(job.records)          # the pair guard counts this job
    assert {"search_partitions", "dynamic_tables"} <= set(ran), ran
