"""Pipeline schedules as data (pure): GPIPE and 1F1B tables, version gaps,
SpecTrain's prediction, and the pipeline's Config."""
import numpy as np
import pytest

import parallax_tf as px
from parallax_tf.plan.schedule import (
    Phase,
    ScheduleError,
    ScheduleKind,
    backward,
    forward,
    make_schedule,
    paper_version_difference,
    smooth_update,
    spectrain_prediction,
)

SIZES = [(s, m) for s in (2, 3, 4) for m in range(1, 9)]


def _schedules():
    for s, m in SIZES:
        yield make_schedule(ScheduleKind.GPIPE, s, m)
        if m >= s:
            yield make_schedule(ScheduleKind.ONE_F_ONE_B, s, m)


def _clock_of(schedule):
    """(stage, action) -> the clock it runs in."""
    return {(k, a): c for c, row in enumerate(schedule.table) for k, a in enumerate(row)
            if a is not None}


@pytest.mark.parametrize("schedule", list(_schedules()),
                         ids=lambda s: f"{s.kind.value}-S{s.stages}-M{s.microbatches}")
def test_every_microbatch_goes_forward_then_backward_through_every_stage(schedule):
    clock = _clock_of(schedule)
    S, M = schedule.stages, schedule.microbatches
    assert len(clock) == 2 * S * M                      # each (stage, F/B, m) exactly once
    for m in range(M):
        forwards = [clock[(k, forward(m))] for k in range(S)]
        backwards = [clock[(k, backward(m))] for k in reversed(range(S))]
        assert forwards == sorted(forwards) and len(set(forwards)) == S
        assert backwards == sorted(backwards) and len(set(backwards)) == S
        assert forwards[-1] < backwards[0]              # the last stage's F before its B
    for row in schedule.table:                          # one action per stage and clock
        assert len(row) == S
    for k, column in enumerate(schedule.columns):       # the table follows the columns
        assert [a for row in schedule.table for a in [row[k]] if a is not None] == list(column)


@pytest.mark.parametrize("S,M", [(s, m) for s, m in SIZES if m >= s])
def test_one_f_one_b_warms_up_then_alternates(S, M):
    schedule = make_schedule(ScheduleKind.ONE_F_ONE_B, S, M)
    for k, column in enumerate(schedule.columns):
        warm = S - k - 1
        assert all(a.phase is Phase.FORWARD for a in column[:warm])
        steady = column[warm:warm + 2 * (M - warm)]
        assert [a.phase for a in steady] == [Phase.FORWARD, Phase.BACKWARD] * (M - warm)
        assert all(a.phase is Phase.BACKWARD for a in column[warm + 2 * (M - warm):])
        in_flight = max(sum(1 if a.phase is Phase.FORWARD else -1 for a in column[:i + 1])
                        for i in range(len(column)))
        assert in_flight == S - k                       # PipeDream's bound on stashed inputs


@pytest.mark.parametrize("S,M", SIZES)
def test_gpipe_runs_all_forwards_before_any_backward(S, M):
    schedule = make_schedule(ScheduleKind.GPIPE, S, M)
    for column in schedule.columns:
        assert [a.phase for a in column] == [Phase.FORWARD] * M + [Phase.BACKWARD] * M
    assert schedule.num_clocks == 2 * (M + S - 1)
    assert set(schedule.version_gaps().values()) == {0}     # one update per mini-batch


def test_the_tables_print_as_expected():
    text = make_schedule(ScheduleKind.ONE_F_ONE_B, 2, 3).format()
    assert text.splitlines() == [
        "clock  stage 0  stage 1",
        "0      F0       .",
        "1      F1       F0",
        "2      .        B0*",
        "3      B0*      F1",
        "4      F2       B1*",
        "5      B1*      F2",
        "6      .        B2*",
        "7      B2*      ."]
    gpipe = make_schedule(ScheduleKind.GPIPE, 2, 2).format().splitlines()
    assert gpipe[-1].split() == ["5", "B1*", "."]          # the update after the last backward


def _versions_used(schedule):
    """Simulate 1F1B's updates: for each action, how many updates of its
    stage had landed when it ran; and when each micro-batch's own update
    landed (the version it replaces)."""
    used, landed = {}, {}
    for k, column in enumerate(schedule.columns):
        version = 0
        for a in column:
            used[(k, a.phase, a.microbatch)] = version
            if a.phase is Phase.BACKWARD:
                landed[(k, a.microbatch)] = version
                version += 1
    return used, landed


@pytest.mark.parametrize("S,M", [(s, m) for s, m in SIZES if m >= s])
def test_spectrain_version_gaps_are_the_schedule_s_own(S, M):
    """For each micro-batch, the gap between the version it used and the
    version current when its update lands equals the s the pipeline feeds."""
    schedule = make_schedule(ScheduleKind.ONE_F_ONE_B, S, M)
    gaps = schedule.version_gaps()
    used, landed = _versions_used(schedule)
    for (k, phase, m), s in gaps.items():
        assert landed[(k, m)] - used[(k, phase, m)] == s
    for k in range(S):                                  # steady state: the closed form
        assert gaps[(k, Phase.FORWARD, M - 1)] == S - k - 1
        assert all(gaps[(k, Phase.BACKWARD, m)] == 0 for m in range(M))
        assert [gaps[(k, Phase.FORWARD, m)] for m in range(S - k - 1)] == list(range(S - k - 1))


def test_the_papers_formulas_differ_from_the_schedules_gaps():
    """Eq. 5/6 (N = 4): forward 3, 2, 2, 1 and backward 0, 0, 1, 1 for stages
    0..3; the 1F1B schedule's steady-state gaps are 3, 2, 1, 0 and 0, 0, 0, 0
    (the paper counts time units to the end of the round trip in its own
    timeline; docs/pipeline.md)."""
    assert [paper_version_difference(k, 4, Phase.FORWARD) for k in range(4)] == [3, 2, 2, 1]
    assert [paper_version_difference(k, 4, Phase.BACKWARD) for k in range(4)] == [0, 0, 1, 1]
    gaps = make_schedule(ScheduleKind.ONE_F_ONE_B, 4, 8).version_gaps()
    assert [gaps[(k, Phase.FORWARD, 7)] for k in range(4)] == [3, 2, 1, 0]
    assert paper_version_difference(0, 3, Phase.FORWARD) == 2   # the paper's own example


def test_spectrain_prediction_on_a_hand_computed_case():
    """Plain SGD, lr 0.1, gamma 0.9: updates -0.1 g with g = 1, then 3;
    the smoothed update v: 0 -> -0.01 -> -0.039; W_t = 1 - 0.1 - 0.3 = 0.6,
    predicted two updates ahead: 0.6 + 2 (-0.039) = 0.522."""
    v = 0.0
    for g in (1.0, 3.0):
        v = smooth_update(v, -0.1 * g, 0.9)
    assert v == pytest.approx(-0.039)
    assert spectrain_prediction(0.6, v, 2) == pytest.approx(0.522)
    w = np.array([1.0, 2.0])
    np.testing.assert_allclose(spectrain_prediction(w, np.array([-0.5, 0.25]), 3),
                               [-0.5, 2.75])
    # the paper's form: W - s eta v_paper with v_paper the smoothed *gradient*
    v_paper = 0.9 * (0.1 * 1.0) + 0.1 * 3.0           # = (v after g=1) smoothed with g=3
    assert 0.6 - 2 * 0.1 * v_paper == pytest.approx(0.522)


@pytest.mark.parametrize("kind,S,M,needle", [
    (ScheduleKind.ONE_F_ONE_B, 4, 3, "at least 4 micro-batches"),
    (ScheduleKind.GPIPE, 0, 4, "positive number of stages"),
    (ScheduleKind.GPIPE, 2, 0, "positive number of micro-batches"),
])
def test_impossible_sizes_are_refused(kind, S, M, needle):
    with pytest.raises(ScheduleError, match=needle):
        make_schedule(kind, S, M)


def test_config_selects_a_pipeline():
    c = px.Config(schedule="1f1b", microbatches=8)
    assert c.pipeline is not None and c.features() == ["pipeline", "1f1b"]
    assert c.pipeline.staleness is px.Staleness.SPECTRAIN           # the 1F1B default
    assert c.pipeline.spectrain_versions == "paper"                 # its default s
    assert px.Config(pipeline_stages=4).pipeline.schedule is ScheduleKind.GPIPE
    assert px.Config.from_dict(c.to_dict()) == c
    # a dict written when 'schedule' was every Config's default still reads
    old = {**px.Config(schedule="gpipe").to_dict(), "spectrain_versions": "schedule"}
    assert px.Config.from_dict(old) == px.Config(schedule="gpipe")


@pytest.mark.parametrize("kwargs,needle", [
    (dict(schedule="gpipe", staleness="stash"), "belong to schedule='1f1b'"),
    (dict(staleness="vanilla"), "without a pipeline"),
    (dict(microbatches=4), "without a pipeline"),
    (dict(schedule="1f1b", architecture="allreduce"), "drop architecture="),
    (dict(schedule="1f1b", search_partitions=True), "nothing is partitioned.*docs/composition.md"),
    (dict(schedule="gpipe", sync="async"), "sync=ASYNC"),
    (dict(schedule="gpipe", mesh="batch:2"), "mesh"),
    (dict(schedule="1f1b", staleness="stash", spectrain_gamma=0.5), "only tunes"),
    (dict(schedule="1f1b", spectrain_gamma=1.0), r"in \[0, 1\)"),
    (dict(schedule="1f1b", spectrain_versions="eq5"), "spectrain_versions='eq5'"),
    (dict(schedule="1f1b", staleness="stash", spectrain_versions="paper"), "only tunes"),
    (dict(schedule="1f1b", staleness="vanilla", spectrain_versions="schedule"), "only tunes"),
    (dict(schedule="2f2b"), "Config.schedule='2f2b' is not allowed"),
    (dict(schedule="1f1b", staleness="fresh"), "Config.staleness='fresh' is not allowed"),
    (dict(pipeline_stages=0), "pipeline_stages=0 must be an integer >= 1"),
    (dict(schedule="gpipe", microbatches=2.5), "microbatches=2.5"),
    (dict(architecture="pipeline"), "needs a schedule"),
])
def test_bad_pipeline_configs_name_the_value(kwargs, needle):
    with pytest.raises(px.ConfigError, match=needle):
        px.Config(**kwargs)
