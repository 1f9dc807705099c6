"""Architecture.AUTO: the candidates, which of them are timed by
`Config(tune=...)`, the choice and its cache (pure), the config errors, the
offline plan, and a real job that predicts HYBRID, ALLREDUCE and PS, times
those the prediction cannot tell apart, trains with the fastest (== single
device) and reuses the decision."""
import dataclasses
import json
import os

import pytest

import parallax_tf as px
from parallax_tf.config import Architecture, SyncMode
from parallax_tf.errors import ConfigError, SearchError
from parallax_tf.planner import architecture as auto
from parallax_tf.planner.per_variable import Links
from parallax_tf.planner.step_time import BOX

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


@pytest.mark.parametrize("predicted,tune,timed", [
    ({"hybrid": 0.020, "allreduce": 0.010, "ps": 0.021}, "prune", []),     # one stands out
    ({"hybrid": 0.020, "allreduce": 0.010, "ps": 0.0115}, "prune", ["allreduce", "ps"]),
    # three within the error: the best two, in the candidates' order
    ({"hybrid": 0.0105, "allreduce": 0.010, "ps": 0.0101}, "prune", ["allreduce", "ps"]),
    ({"hybrid": 0.020, "allreduce": 0.010, "ps": 0.0115}, "predict", []),
    ({"hybrid": 0.020, "allreduce": 0.010, "ps": 0.0115}, "time",
     ["hybrid", "allreduce", "ps"]),
    # a candidate not predicted: every one is timed, whatever tune= says
    ({"hybrid": None, "allreduce": 0.010}, "prune", ["hybrid", "allreduce"]),
    ({"hybrid": None, "allreduce": 0.010}, "predict", ["hybrid", "allreduce"]),
])
def test_tune_times_only_the_candidates_the_prediction_cannot_tell_apart(predicted, tune,
                                                                          timed):
    assert auto.to_time(predicted, tune, 0.22) == timed


def test_with_none_timed_the_predicted_best_is_chosen_and_recorded():
    c = auto.choose([], {"hybrid": 1024.0}, predicted={"hybrid": 0.02, "allreduce": 0.01,
                                                       "ps": 0.01}, tune="predict",
                    seconds=1.5)
    assert c.chosen == "allreduce" and not c.timed            # the earlier on a tie
    assert auto.ArchitectureChoice.from_dict(json.loads(json.dumps(c.to_dict()))) == c
    lines = c.lines()
    assert "not timed, 10.0 predicted" in lines[1] and lines[1].endswith("<- chosen"), lines
    # timed ones decide over the prediction
    c = auto.choose([("allreduce", 0.03), ("ps", 0.02)], predicted={"hybrid": 0.05,
                    "allreduce": 0.01, "ps": 0.011}, tune="prune")
    assert c.chosen == "ps" and "30.0 ms/step measured, 10.0 predicted" in c.lines()[1]
    # a decision saved before predictions were recorded reads as timed
    old = auto.ArchitectureChoice.from_dict({"samples": [["hybrid", 0.02]], "chosen": "hybrid"})
    assert old.tune == "time" and old.predicted == {} and old.seconds is None


@pytest.mark.parametrize("samples,match", [
    ([], "nothing to choose"),
    ([("hybrid", 0.0)], "need a time > 0"),
])
def test_bad_samples_are_refused(samples, match):
    with pytest.raises(SearchError, match=match):
        auto.choose(samples)
    with pytest.raises(SearchError,
                       match=r"neither timed \(\[\]\) nor, with none timed, predicted"):
        auto.ArchitectureChoice(samples=(), chosen="ps", predicted={"hybrid": 0.01})


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


GIGABIT = Links(bandwidth=125e6, server_round_trip=3e-4, collective=5e-4)
"""What this box's emulated machines at 1000 Mbit/s measure (docs/performance.md)."""


@pytest.mark.parametrize("now,holds", [
    (GIGABIT, True),
    # one link measured again: its bandwidth and round trips move a little
    (Links(bandwidth=95e6, server_round_trip=4e-4, collective=6e-4), True),
    # a loopback measured twice: several-fold apart, both far beyond the bytes
    (Links(bandwidth=2e9, server_round_trip=1e-4, collective=2e-4), False),
    (Links(bandwidth=12.5e6, server_round_trip=3e-4, collective=5e-4), False),   # 100 Mbit/s
    (Links(bandwidth=125e6, server_round_trip=4e-3, collective=5e-4), False),    # 13x the trip
])
def test_a_decision_holds_on_links_like_those_it_was_made_on(now, holds):
    """AUTO's decision records its links; reused on links whose cost for
    its steps' bytes differs by more than a quarter of its step time (and
    1 ms) it does not hold (and the reason gives both costs)."""
    c = auto.choose([("hybrid", 0.012), ("allreduce", 0.010)],
                    {"hybrid": 200e3, "allreduce": 800e3}, GIGABIT)
    c = auto.ArchitectureChoice.from_dict(json.loads(json.dumps(c.to_dict())))
    assert c.links == GIGABIT.to_dict()
    why = c.holds_on(now)
    assert (why is None) == holds, why
    if not holds:
        assert "on these links" in why and "beside a step of 10.0 ms" in why, why
    # two measurements of a loopback hold for each other: the bytes cost
    # them microseconds
    loop = auto.choose([("hybrid", 0.012)], {"hybrid": 200e3},
                       Links(bandwidth=9e9, server_round_trip=1e-4, collective=2e-4))
    assert loop.holds_on(Links(bandwidth=2e9, server_round_trip=3e-4, collective=4e-4)) is None
    # two loopbacks (jobs of one machine) measured under another load hold
    # whatever they read (this box read 1.79 and 0.42 GB/s, 2 and 6 ms trips);
    # a loopback's decision against a network's links is compared as any
    slow = Links(bandwidth=0.42e9, server_round_trip=6e-3, collective=5e-3, loopback=True)
    fast = auto.choose([("hybrid", 0.004)], {"hybrid": 2e6},
                       Links(bandwidth=1.79e9, server_round_trip=2e-4, collective=3e-4,
                             loopback=True))
    assert Links.from_dict(fast.links).loopback and fast.holds_on(slow) is None
    assert "on these links" in fast.holds_on(dataclasses.replace(slow, loopback=False))


def test_a_cached_decision_is_timed_again_on_other_links_and_reused_on_the_same(
        tmp_path, caplog):
    """`choose_architecture` on one process (the broadcast is every worker's
    agreement; here the chief's own value): the first run times and saves,
    a run on the same links reuses, one at 100 Mbit/s times again and says
    why, and a decision saved before decisions recorded links is not
    reused either, by name."""
    from parallax_tf.modes.data.auto import choose_architecture
    timed = []

    def run(links, measure_ms):
        return choose_architecture(
            candidates=[H, A], measure=lambda a: timed.append(a) or [measure_ms[a]] * 3,
            predict=lambda: None, broadcast=lambda x: x, is_chief=True, folder=str(tmp_path),
            fingerprints=("m" * 20, "c" * 20), use_cache=True,
            predicted_bytes={"hybrid": 50e3, "allreduce": 400e3}, links=links)

    arch, choice, cached = run(GIGABIT, {H: 0.012, A: 0.008})
    assert (arch, cached, timed) == (A, False, [H, A]) and choice.links == GIGABIT.to_dict()
    arch, _, cached = run(Links(bandwidth=110e6, server_round_trip=3.5e-4, collective=5e-4),
                          {H: 1.0, A: 1.0})
    assert (arch, cached, len(timed)) == (A, True, 2)
    slow = Links(bandwidth=12.5e6, server_round_trip=3e-4, collective=5e-4)
    with caplog.at_level("WARNING"):
        arch, choice, cached = run(slow, {H: 0.020, A: 0.040})
    assert (arch, cached, timed[2:]) == (H, False, [H, A])
    said = [r.getMessage() for r in caplog.records if "is not reused" in r.getMessage()]
    assert len(said) == 1 and "Mbit/s" in said[0] and "timing the candidates again" in said[0]
    # an old decision (no links in its file) is refused by name, then re-timed
    path = auto.decision_path(str(tmp_path), "m" * 20, "c" * 20)
    with open(path) as f:
        data = json.load(f)
    del data["choice"]["links"]
    with open(path, "w") as f:
        json.dump(data, f)
    caplog.clear()
    with caplog.at_level("WARNING"):
        _, _, cached = run(slow, {H: 0.020, A: 0.040})
    assert not cached and any("records no links" in r.getMessage() and path in r.getMessage()
                              for r in caplog.records), caplog.text


def test_every_worker_times_what_the_chief_predicted(tmp_path):
    """The chief predicts and broadcasts; a worker that predicts nothing
    itself times the same candidates and takes the same choice (its
    broadcasts return the chief's values, in the chief's order)."""
    from parallax_tf.modes.data.auto import choose_architecture
    said: list = []

    def chief_broadcast(x):
        said.append(x)
        return x

    def run(is_chief, broadcast, tune):
        timed: list = []
        got = choose_architecture(
            candidates=[H, A, P], measure=lambda a: timed.append(a) or [0.02, 0.02],
            predict=(lambda: {"hybrid": 0.030, "allreduce": 0.010, "ps": 0.011})
            if is_chief else (lambda: pytest.fail("only the chief predicts")),
            broadcast=broadcast, is_chief=is_chief, folder=str(tmp_path / tune),
            fingerprints=("m" * 20, "c" * 20), use_cache=False, tune=tune)
        return got, timed

    # every timed step is 20 ms: a tie goes to the earlier timed
    for tune, want, chosen in (("prune", [A, P], A), ("predict", [], A),
                               ("time", [H, A, P], H)):
        said.clear()
        (arch, choice, cached), timed = run(True, chief_broadcast, tune)
        assert (timed, arch, cached, choice.tune) == (want, chosen, False, tune)
        heard = iter(list(said))
        (other, _, _), timed_there = run(False, lambda _: next(heard), tune)
        assert (other, timed_there) == (arch, want)
    assert choice.predicted == {"hybrid": 0.030, "allreduce": 0.010, "ps": 0.011}


def test_tune_is_refused_where_nothing_chooses_and_kept_for_a_launched_auto(monkeypatch):
    """`Config(tune=...)` names how AUTO and MIXED choose: refused with a
    fixed architecture the Config names, and with one the launch gives or
    the default HYBRID leaves; a script that leaves the architecture to
    `parallax-tf run -a auto` keeps it."""
    from parallax_tf.modes.data.engine import config_for_job
    for arch in ("hybrid", "allreduce", "ps"):
        with pytest.raises(ConfigError, match="a job of a fixed architecture chooses none"):
            px.Config(architecture=arch, tune="predict")
    with pytest.raises(ConfigError, match="must be one of prune, predict, time"):
        px.Config(architecture="auto", tune="fast")
    script = px.Config(tune="predict")          # the default HYBRID: the launch may choose
    monkeypatch.setenv("PARALLAX_TF_ARCHITECTURE", "auto")
    job = config_for_job(script)
    assert job.data.architecture is Architecture.AUTO and job.search.tune == "predict"
    for launched in ("hybrid", "allreduce"):
        monkeypatch.setenv("PARALLAX_TF_ARCHITECTURE", launched)
        with pytest.raises(ConfigError, match="chooses none; drop tune="):
            config_for_job(script)
    monkeypatch.delenv("PARALLAX_TF_ARCHITECTURE")
    with pytest.raises(ConfigError, match="chooses none; drop tune="):
        config_for_job(script)


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
def test_an_auto_job_predicts_times_what_it_must_trains_with_the_best_and_reuses_it(tmp_path):
    """Two workers and two servers on localhost, an Embedding (sparse) + Dense
    model: the chief predicts HYBRID, ALLREDUCE and PS, the job times (1 + 3
    steps each) those the prediction cannot tell apart (the default
    tune='prune': none, or the best two), trains with the fastest timed or
    the predicted best from the initial values (K steps == K single-device
    steps), and its plan shows what was predicted and timed and the links
    it measured; a second run (its links measured again: one machine's
    loopback) reuses the cached decision and times nothing."""
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
    assert choice["tune"] == "prune" and list(choice["predicted"]) == ["hybrid", "allreduce",
                                                                         "ps"], choice
    timed = auto.to_time(choice["predicted"], "prune", BOX.error)
    assert [a for a, _ in choice["samples"]] == timed and len(timed) in (0, 2), choice
    assert chief["architecture"] == choice["chosen"] == other["architecture"]
    ranked = choice["samples"] or list(choice["predicted"].items())
    assert choice["chosen"] == min(ranked, key=lambda s: s[1])[0]
    assert 0 < choice["seconds"] < 120, choice
    placements = set(chief["placements"].values())
    assert placements == {"hybrid": {"ps", "allreduce"}, "allreduce": {"allreduce"},
                          "ps": {"ps"}}[chief["architecture"]]
    plan = json.load(open(first / "job.json"))["plan"]
    assert plan["architecture_choice"]["chosen"] == chief["architecture"]
    assert plan["config"]["architecture"] == chief["architecture"]
    assert all(v is not None for v in choice["predicted_bytes"].values())
    # the links the job measured before it chose: the decision and the plan record them
    assert choice["links"]["measured"] and choice["links"]["bandwidth"] > 0, choice
    assert choice["links"]["loopback"] is True, choice     # one machine: reused whatever its load
    assert plan["links"] == choice["links"], plan["links"]
    # the chief predicted each candidate's step before timing it (docs/planner.md)
    predicted = plan["predicted"]
    assert set(predicted["steps"]) == {"hybrid", "allreduce", "ps"}, predicted
    assert {a: s["step_s"] for a, s in predicted["steps"].items()} == choice["predicted"]
    assert all(s["step_s"] > 0 and s["bound"] in ("compute", "cpu", "wire")
               for s in predicted["steps"].values()), predicted
    assert predicted["cores"]["per_machine"] == os.cpu_count()
    assert predicted["compute"]["wall_s"] > 0 and predicted["links"] == choice["links"]
    cached = [f for f in os.listdir(tmp_path / "ckpt" / "parallax_search")
              if f.startswith("architecture-")]
    assert len(cached) == 1
    run_equivalence("tests.oracle_models:embedding_adagrad", "localhost:0,1", config, steps=2,
                    workdir=str(second)).assert_close(rtol=1e-5)
    again = json.load(open(second / "architecture_0.json"))
    assert again["architecture"] == chief["architecture"]
    assert again["choice"] == choice          # the cached decision, not a new timing
    assert json.load(open(second / "job.json"))["plan"]["predicted"] is None   # nor predicted
    assert json.load(open(second / "architecture_1.json"))["choice"] is None
