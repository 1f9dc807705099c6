"""Architecture.AUTO: the candidates, the choice and its cache (pure), the
config errors, the offline plan, and real jobs that time HYBRID, ALLREDUCE
and PS, train with the fastest (== single device) and reuse the decision."""
import json
import os

import pytest

import parallax_tf as px
from parallax_tf.config import Architecture, SyncMode
from parallax_tf.errors import ConfigError, SearchError
from parallax_tf.search import architecture as auto

H, A, P, M = Architecture.HYBRID, Architecture.ALLREDUCE, Architecture.PS, Architecture.MIXED


@pytest.mark.parametrize("has_sparse,chunked,servers,want", [
    (True, False, True, (H, A, P)),
    (False, False, True, (A, P)),           # a dense model: HYBRID is the ALLREDUCE plan
    (True, True, True, (H, A)),             # chunks group AllReduces; PS has none
    (True, False, False, (A,)),             # no servers in the job: only ALLREDUCE can run
])
def test_candidates(has_sparse, chunked, servers, want):
    if servers and has_sparse:      # MIXED times AUTO's candidates, then its own plan
        assert auto.candidates(has_sparse=has_sparse, chunked=chunked, servers=servers,
                               per_variable=True) == (*want, M)
    assert auto.candidates(has_sparse=has_sparse, chunked=chunked, servers=servers) == want


def test_the_fastest_is_chosen_and_a_tie_goes_to_the_earlier():
    c = auto.choose([("hybrid", 0.030), ("allreduce", 0.012), ("ps", 0.050)],
                    {"hybrid": 1024.0, "allreduce": 4096.0, "ps": None})
    assert c.chosen == "allreduce" and c.architecture is A
    assert auto.choose([("hybrid", 0.02), ("allreduce", 0.02)]).chosen == "hybrid"
    lines = c.lines()
    assert len(lines) == 3 and lines[1].endswith("<- chosen")
    assert "12.0 ms/step measured, 4.0 KiB/iteration/machine predicted" in lines[1]
    assert "bytes not predicted" in lines[2]
    assert auto.ArchitectureChoice.from_dict(json.loads(json.dumps(c.to_dict()))) == c


@pytest.mark.parametrize("samples,match", [
    ([], "nothing to choose"),
    ([("hybrid", 0.0)], "need a time > 0"),
])
def test_bad_samples_are_refused(samples, match):
    with pytest.raises(SearchError, match=match):
        auto.choose(samples)


def test_the_decision_is_cached_per_model_and_cluster(tmp_path):
    c = auto.choose([("hybrid", 0.03), ("allreduce", 0.01)])
    path = auto.decision_path(str(tmp_path), "m" * 20, "c" * 20)
    assert os.path.basename(path).startswith("architecture-")
    auto.save_choice(c, path, model_fingerprint="m" * 20, cluster_fingerprint="c" * 20)
    assert auto.load_choice(path, model_fingerprint="m" * 20, cluster_fingerprint="c" * 20) == c
    assert auto.load_choice(path, model_fingerprint="x" * 20, cluster_fingerprint="c" * 20) \
        is None
    with open(path, "w") as f:
        f.write("{not json")
    assert auto.load_choice(path, model_fingerprint="m" * 20, cluster_fingerprint="c" * 20) \
        is None


@pytest.mark.parametrize("kwargs,match", [
    ({"sync": SyncMode.ASYNC}, "AUTO and MIXED time synchronous candidates"),
    ({"weak_sync": {"num_required": 1}}, "weak synchronisation is a policy"),
])
def test_auto_with_what_it_cannot_time_is_refused(kwargs, match):
    with pytest.raises(ConfigError, match=match):
        px.Config(architecture="auto", **kwargs)


def test_an_offline_plan_of_auto_is_the_hybrid_plan_and_says_so():
    from tests.oracle_models import embedding_adagrad
    step, make_batch = embedding_adagrad()
    plan = px.plan(step, *make_batch(0, 0), resources="a:0;b:0",
                   config=px.Config(architecture="auto"))
    hybrid = px.plan(step, *make_batch(0, 0), resources="a:0;b:0",
                     config=px.Config(architecture="hybrid"))
    assert {n: v.placement for n, v in plan.variables.items()} == \
        {n: v.placement for n, v in hybrid.variables.items()}
    assert "architecture AUTO: planned as HYBRID here" in px.summary(plan)
    again = px.Plan.from_json(plan.to_json())
    assert again.architecture is Architecture.AUTO


@pytest.mark.multiprocess
def test_an_auto_job_times_the_candidates_trains_with_the_fastest_and_reuses_it(tmp_path):
    """Two workers and two servers on localhost, an Embedding (sparse) + Dense
    model: the job times HYBRID, ALLREDUCE and PS (1 + 3 steps each), trains
    with the fastest from the initial values (K steps == K single-device
    steps), and its plan shows what was timed; a second run reuses the
    cached decision and times nothing."""
    from parallax_tf.testing import run_equivalence
    config = px.Config(architecture="auto", checkpoint_dir=str(tmp_path / "ckpt"),
                       search_warmup=1, search_iterations=3)
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    run_equivalence("tests.oracle_models:embedding_adagrad", "localhost:0,1", config, steps=3,
                    workdir=str(first)).assert_close(rtol=1e-5)
    chief = json.load(open(first / "architecture_0.json"))
    other = json.load(open(first / "architecture_1.json"))
    choice = chief["choice"]
    assert [a for a, _ in choice["samples"]] == ["hybrid", "allreduce", "ps"]
    assert chief["architecture"] == choice["chosen"] == other["architecture"]
    fastest = min(choice["samples"], key=lambda s: s[1])[0]
    assert choice["chosen"] == fastest
    placements = set(chief["placements"].values())
    assert placements == {"hybrid": {"ps", "allreduce"}, "allreduce": {"allreduce"},
                          "ps": {"ps"}}[chief["architecture"]]
    plan = json.load(open(first / "job.json"))["plan"]
    assert plan["architecture_choice"]["chosen"] == chief["architecture"]
    assert plan["config"]["architecture"] == chief["architecture"]
    assert all(v is not None for v in choice["predicted_bytes"].values())
    cached = [f for f in os.listdir(tmp_path / "ckpt" / "parallax_search")
              if f.startswith("architecture-")]
    assert len(cached) == 1
    run_equivalence("tests.oracle_models:embedding_adagrad", "localhost:0,1", config, steps=2,
                    workdir=str(second)).assert_close(rtol=1e-5)
    again = json.load(open(second / "architecture_0.json"))
    assert again["architecture"] == chief["architecture"]
    assert again["choice"] == choice          # the cached decision, not a new timing
    assert json.load(open(second / "architecture_1.json"))["choice"] is None
