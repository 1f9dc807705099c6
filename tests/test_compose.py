"""Config in sections and the composition table (parallax_tf/config/compose.py,
docs/composition.md): every refused pair is refused with the table's reason
and a pointer to it, every allowed pair is accepted, every pair a job could
hold is in the table, and the docs show the table as the code has it. That
every accepted pair was run by a job whose oracle passed is the suite's
pair guard (parallax_tf/runtime/features.py, run by scripts/test.sh after
the full suite); its logic is tested here on records written by hand."""
import dataclasses
import json
import os
import re

import pytest

import parallax_tf as px
from parallax_tf.config import compose

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

ASK = {
    "hybrid": dict(architecture="hybrid"), "allreduce": dict(architecture="allreduce"),
    "ps": dict(architecture="ps"), "auto": dict(architecture="auto"),
    "async": dict(sync="async"), "weak_sync": dict(weak_sync=px.WeakSync()),
    "chunks": dict(chunks=2), "search_partitions": dict(search_partitions=True),
    "num_partitions": dict(num_partitions=2), "pipeline": dict(schedule="gpipe"),
    "1f1b": dict(schedule="1f1b"), "chunk_search": dict(chunks="search"),
    "layout": dict(mesh="batch:2"), "tensorflow_collectives": dict(collectives="tensorflow"),
    "mixed": dict(architecture="mixed"), "placements": dict(placements={"v": "allgather"}),
    "ps_placements": dict(placements={"v": "ps"}),
}
"""How a Config asks for each feature a Config shows ('split' is the step's)."""


def _pairs(allowed):
    out = []
    for rule in compose.RULES:
        if rule.allowed is not allowed or rule.only_when:
            continue
        for other in rule.others:
            if rule.feature in ASK and other in ASK:
                out.append(pytest.param(rule, other, id=f"{rule.feature}+{other}"))
    return out


@pytest.mark.parametrize("rule, other", _pairs(False))
def test_each_refused_pair_is_refused_with_its_reason_and_the_table(rule, other):
    with pytest.raises(px.ConfigError) as info:
        px.Config(**ASK[rule.feature], **ASK[other])
    message = str(info.value)
    assert rule.reason in message, message
    assert compose.DOC in message


@pytest.mark.parametrize("rule, other", _pairs(True))
def test_each_allowed_pair_is_accepted(rule, other):
    config = px.Config(**ASK[rule.feature], **ASK[other])
    assert {rule.feature, other} <= set(config.features()) | {"hybrid"}


def test_the_tests_a_rule_names_exist():
    """A rule's `tests` are documentation (where to look); the proof that a
    pair ran is the pair guard's verified records."""
    for rule in compose.RULES:
        for test in rule.tests:
            path, name = test.split("::")
            with open(os.path.join(ROOT, path), encoding="utf-8") as f:
                assert re.search(rf"^def {re.escape(name)}\(", f.read(), re.M), test


def test_every_pair_a_job_could_hold_is_in_the_table():
    """A feature added later (a refinement too) comes with its rows: the
    docs' list of accepted pairs in no rule stays empty."""
    assert compose.unlisted_pairs() == []
    accepted = compose.accepted_pairs()
    assert ("pipeline", "1f1b") not in accepted and ("hybrid", "ps") not in accepted
    assert ("allreduce", "num_partitions") not in accepted
    assert ("allreduce", "ps_placements") not in accepted


def test_a_refinement_is_decided_as_its_feature_unless_the_table_says_otherwise():
    assert compose.deciding_rule("1f1b", "split") is compose.rule_for("pipeline", "split")
    assert not compose.deciding_rule("chunk_search", "ps").allowed     # chunks' refusal
    assert compose.deciding_rule("chunk_search", "pipeline") is \
        compose.rule_for("chunk_search", "pipeline")                   # its own row


def test_pairs_that_did_nothing_are_refused_with_their_reason():
    """ALLREDUCE ignored num_partitions (nothing on the servers to cut) and
    failed a 'ps' placement only at planning: both are refused when the
    Config is made, naming the way out."""
    with pytest.raises(px.ConfigError, match="nothing is partitioned"):
        px.Config(architecture="allreduce", num_partitions=2)
    with pytest.raises(px.ConfigError, match="no variable can be placed there"):
        px.Config(architecture="allreduce", placements={"emb/embeddings": "ps"})
    px.Config(architecture="allreduce", placements={"emb/embeddings": "allgather"})


# ----------------------------------------------------------------------------- the guard

def _record(folder, features, verified_by=None):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "features-h-1-0.json"), "w", encoding="utf-8") as f:
        json.dump({"features": features}, f)
    if verified_by:
        with open(os.path.join(folder, "verified.json"), "w", encoding="utf-8") as f:
            json.dump({"by": verified_by}, f)


def test_the_guard_counts_the_pairs_of_verified_records_only(tmp_path):
    from parallax_tf.runtime import features
    accepted = compose.accepted_pairs()
    _record(str(tmp_path / "a"), ["hybrid", "chunks", "tensorflow_collectives"], "t::a")
    _record(str(tmp_path / "b"), ["ps", "async"])                       # no oracle passed
    missing = features.unproven(str(tmp_path))
    assert ("hybrid", "chunks") not in missing and ("chunks", "tensorflow_collectives") \
        not in missing
    assert ("ps", "async") in missing and len(missing) == len(accepted) - 3
    proven = features.proven(str(tmp_path))
    assert proven[frozenset(("hybrid", "chunks"))] == ["t::a"]
    # every accepted pair in one verified record each: the guard passes
    for k, (a, b) in enumerate(accepted):
        _record(str(tmp_path / f"all{k}"), [a, b], f"t::{k}")
    assert features.unproven(str(tmp_path)) == []
    assert features.main([str(tmp_path)]) == 0


def test_the_guard_fails_naming_the_pairs_no_verified_job_ran(tmp_path, capsys):
    from parallax_tf.runtime import features
    _record(str(tmp_path / "a"), ["hybrid", "chunks"], "t::a")
    assert features.main([str(tmp_path), "--covering", str(tmp_path / "pairs.md")]) == 1
    err = capsys.readouterr().err
    assert "ps + async" in err and "hybrid + chunks" not in err
    table = (tmp_path / "pairs.md").read_text()
    assert "| `hybrid` + `chunks` | t::a |" in table and "| `ps` + `async` | **none** |" in table


def test_verify_needs_a_record_of_the_job(tmp_path):
    from parallax_tf.runtime import features
    with pytest.raises(AssertionError, match="wrote no features record"):
        features.verify(str(tmp_path))
    _record(str(tmp_path), ["hybrid", "split"])
    assert features.verify(str(tmp_path), by="t::x") == ["hybrid", "split"]
    assert json.load(open(tmp_path / "verified.json")) == {"by": "t::x"}


def test_no_pair_is_both_allowed_and_refused_and_features_are_known():
    seen = {}
    for rule in compose.RULES:
        assert rule.feature in compose.FEATURES and set(rule.others) <= set(compose.FEATURES)
        for pair in rule.pairs():
            assert pair not in seen, f"{set(pair)} is in the table twice"
            seen[pair] = rule.allowed


def test_the_docs_show_the_table_as_the_code_has_it():
    with open(os.path.join(ROOT, "docs", "composition.md"), encoding="utf-8") as f:
        text = f.read()
    start, end = "<!-- table: generated by compose.render_markdown -->", "<!-- end of table -->"
    shown = text.split(start, 1)[1].split(end, 1)[0].strip()
    assert shown == compose.render_markdown().strip(), \
        "docs/composition.md is out of date: paste parallax_tf.config.compose.render_markdown()"


def test_a_mesh_with_split_scopes_is_refused_by_the_table():
    from tests import oracle_models
    step, make_batch = oracle_models.split2_sgd()
    with pytest.raises(px.PlanError) as info:
        px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                config=px.Config(mesh="batch:2", layout_rules="batch:batch"))
    assert compose.rule_for("split", "layout").reason in str(info.value)


# ----------------------------------------------------------------------------- sections

def test_sections_and_flat_keywords_make_the_same_config():
    assert px.Config(pipeline=px.Pipeline(schedule="1f1b", microbatches=4)) == \
        px.Config(schedule="1f1b", microbatches=4)
    assert px.Config(data=px.DataParallel(architecture="ps", sync="async"),
                     checkpoint=px.Checkpointing(checkpoint_dir="/tmp/c", checkpoint_every=5)) \
        == px.Config(architecture="ps", sync="async", checkpoint_dir="/tmp/c",
                     checkpoint_every=5)
    assert px.Config(layout=px.Layouts(mesh="batch:2", layout_rules="batch:batch")) == \
        px.Config(mesh="batch:2", layout_rules="batch:batch")
    c = px.Config(search=px.Search(search_partitions=True, search_iterations=3),
                  observe=px.Observability(stop_on_nan=True))
    assert c.search.search_partitions and c.search.search_iterations == 3 and c.observe.stop_on_nan


def test_the_mode_follows_from_the_sections_present():
    from parallax_tf import registry
    assert registry.mode_of(px.Config()).name == "data" and px.Config().data.architecture is None
    p = px.Config(pipeline=px.Pipeline())
    assert registry.mode_of(p).name == "pipeline"
    assert p.pipeline.schedule is px.ScheduleKind.GPIPE and p.data.architecture is None
    m = px.Config(layout=px.Layouts(mesh="batch:2"))
    assert registry.mode_of(m).name == "layout"
    # older scripts named the mode as an architecture too: still accepted
    assert px.Config(architecture="pipeline", schedule="gpipe") == px.Config(schedule="gpipe")


def test_each_section_validates_itself():
    with pytest.raises(px.ConfigError, match="microbatches=0"):
        px.Pipeline(microbatches=0)
    with pytest.raises(px.ConfigError, match="no mesh"):
        px.Layouts(mesh=None)
    with pytest.raises(px.ConfigError, match="architecture=PIPELINE"):
        px.DataParallel(architecture="pipeline")
    with pytest.raises(px.ConfigError, match="keep_checkpoints=0"):
        px.Checkpointing(keep_checkpoints=0)
    with pytest.raises(px.ConfigError, match="must be a parallax_tf.Pipeline"):
        px.Config(pipeline={"schedule": "gpipe"})
    with pytest.raises(px.ConfigError, match="unknown Config field.*'shedule'"):
        px.Config(shedule="gpipe")


def test_flat_keywords_change_a_section_and_replace_revalidates():
    c = px.Config(pipeline=px.Pipeline(schedule="gpipe"), microbatches=6)
    assert c.pipeline.microbatches == 6
    assert dataclasses.replace(c, microbatches=8).pipeline.microbatches == 8
    no_pipeline = dataclasses.replace(c, schedule=None, pipeline_stages=None, microbatches=None)
    assert no_pipeline.pipeline is None
    with pytest.raises(px.ConfigError, match="mesh"):
        dataclasses.replace(c, mesh="batch:2")


def test_dicts_round_trip_keep_whether_the_architecture_was_given():
    for c in (px.Config(), px.Config(architecture="hybrid"),
              px.Config(schedule="1f1b", microbatches=4, checkpoint_dir="/c",
                        checkpoint_every="30s"),
              px.Config(mesh="batch:2", layout_rules="batch:batch"),
              px.Config(weak_sync=px.WeakSync(num_required=1), chunks="4MiB"),
              px.Config(schedule="gpipe", architecture="ps")):
        again = px.Config.from_dict(c.to_dict())
        assert again == c and again.architecture_given == c.architecture_given


def test_a_1f1b_config_on_one_slot_runs_as_single_device_training():
    """One slot drops the pipeline section (the stages run as one step):
    a 1F1B config, whose section derives staleness and SpecTrain's
    versions, must not be refused on the way."""
    import numpy as np

    from tests import oracle_models
    step, make_batch = oracle_models.pipeline_mlp2_momentum()
    runner = px.get_runner(step, resources="localhost:0",
                           config=px.Config(schedule="1f1b", microbatches=2))
    assert np.isfinite(float(runner.run(*make_batch(0, 0))))
    assert runner.plan.mode == "data" and runner.plan.config.pipeline is None
