"""Corpus BLEU (Papineni et al., 2002), on sentences that are already token
lists.

    BLEU = BP * exp(sum_n 1/N * log p_n),   n = 1..N (N = 4)

p_n is the modified n-gram precision over the whole corpus: each hypothesis
n-gram counts at most as often as it occurs in the reference (clipping), and
the clipped counts and the hypothesis n-gram counts are summed over all
sentences before dividing. BP = 1 if c > r else exp(1 - r / c), with c the
total hypothesis length and r the total reference length. No smoothing: any
p_n = 0 gives BLEU 0. With one reference per sentence and `tokenize='none'`
this is what sacrebleu's `corpus_bleu(..., smooth_method='none')` computes
(checked in tests/test_examples.py when sacrebleu is installed).
"""
from __future__ import annotations

import collections
import dataclasses
import math
from typing import Hashable, Sequence


@dataclasses.dataclass(frozen=True)
class BleuScore:
    score: float                  # 0..100
    precisions: tuple             # p_1..p_N in percent
    brevity_penalty: float
    hyp_len: int
    ref_len: int
    matches: tuple                # clipped n-gram matches per order
    totals: tuple                 # hypothesis n-grams per order

    @property
    def ratio(self) -> float:
        return self.hyp_len / self.ref_len if self.ref_len else math.nan

    def __str__(self) -> str:
        prec = "/".join(f"{p:.1f}" for p in self.precisions)
        return (f"BLEU = {self.score:.2f} {prec} (BP = {self.brevity_penalty:.3f} "
                f"ratio = {self.ratio:.3f} hyp_len = {self.hyp_len} ref_len = {self.ref_len})")


def ngrams(tokens: Sequence[Hashable], n: int) -> collections.Counter:
    """Counts of the n-grams (tuples) of `tokens`."""
    return collections.Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def corpus_bleu(hypotheses: Sequence[Sequence[Hashable]],
                references: Sequence[Sequence[Hashable]], max_order: int = 4) -> BleuScore:
    """BLEU of `hypotheses` against one reference each (token sequences:
    words or ids). See the module doc."""
    if len(hypotheses) != len(references):
        raise ValueError(f"{len(hypotheses)} hypotheses but {len(references)} references")
    matches = [0] * max_order
    totals = [0] * max_order
    hyp_len = ref_len = 0
    for hyp, ref in zip(hypotheses, references):
        hyp, ref = list(hyp), list(ref)
        hyp_len += len(hyp)
        ref_len += len(ref)
        for n in range(1, max_order + 1):
            hyp_counts = ngrams(hyp, n)
            ref_counts = ngrams(ref, n)
            matches[n - 1] += sum(min(c, ref_counts[g]) for g, c in hyp_counts.items())
            totals[n - 1] += max(len(hyp) - n + 1, 0)
    precisions = tuple(100.0 * m / t if t else 0.0 for m, t in zip(matches, totals))
    if hyp_len == 0:
        bp = 0.0
    elif hyp_len > ref_len:
        bp = 1.0
    else:
        bp = math.exp(1.0 - ref_len / hyp_len)
    if min(matches) == 0:
        score = 0.0
    else:
        log_mean = sum(math.log(m / t) for m, t in zip(matches, totals)) / max_order
        score = 100.0 * bp * math.exp(log_mean)
    return BleuScore(score=score, precisions=precisions, brevity_penalty=bp,
                     hyp_len=hyp_len, ref_len=ref_len, matches=tuple(matches),
                     totals=tuple(totals))
