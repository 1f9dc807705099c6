"""The partition search in a real job: measured on 2 local "machines", then
training with the chosen p equals single-device training; the decision is
cached and reused, and a different model searches again."""
import json
import os

import pytest

import parallax_tf as px
from parallax_tf.testing import run_equivalence

pytestmark = [pytest.mark.multiprocess, pytest.mark.slow]

TWO_MACHINES = "localhost:0;127.0.0.1:0"


def _config(cache):
    return px.Config(search_partitions=True, search_warmup=1, search_iterations=1,
                     checkpoint_dir=str(cache))


def _outcomes(workdir):
    return [json.load(open(workdir / f"search_{w}.json")) for w in range(2)]


def test_search_then_train_then_reuse(tmp_path):
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
    run_equivalence("tests.oracle_models:partitioned_adagrad", TWO_MACHINES, _config(cache),
                    steps=1, workdir=str(changed))
    assert _outcomes(changed)[0]["searched"]
    assert len(list(cache.glob("parallax_search/partitions-*.json"))) == 2
