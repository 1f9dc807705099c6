"""Data for the LM example.

* The **synthetic Zipfian corpus** (`zipf_corpus`; default, no download):
  sentences of word ids drawn from a Zipf distribution (rank r has weight
  r^-s; id r-1 is the word of rank r), where every odd position follows
  deterministically from its predecessor (w -> 7w + 3 mod vocab), so there is
  something to learn beyond the word frequencies. `exponent_for_alpha`
  chooses s so that one per-worker batch touches a given fraction alpha of the
  embedding rows (see "Controlling alpha" below).
* The **one-billion-word benchmark layout** (`Vocabulary`, `text_files`,
  `read_sentences`, `encode_stream`): text files with one sentence per line
  and tokens separated by whitespace (e.g. the benchmark's
  ``training-monolingual.tokenized.shuffled/news.en-000??-of-00100``), the
  vocabulary made of the most frequent words plus ``<s>``, ``</s>`` and
  ``<unk>``. Each sentence becomes ``<s> w1 .. wn </s>``; the sentences are
  concatenated into one stream and cut into rows of ``seq_len + 1`` ids.

Both give int32 arrays ``[rows, seq_len + 1]``: the model reads
``row[:-1]`` and predicts ``row[1:]``. Everything is deterministic: files
are read in sorted order, vocabulary ties are broken alphabetically, and the
synthetic corpus comes from a seeded numpy generator (its first k rows do not
depend on how many rows are drawn).

Controlling alpha
-----------------
alpha is the fraction of the embedding's rows one iteration reads (the rows
of the distinct ids in a per-worker batch, as `parallax_tf.classify`
measures it). A batch of B sentences of L input positions holds
ceil(L/2) * B Zipf draws X (the even positions) and floor(L/2) * B images
f(X) (the odd positions). Word i is absent from the batch when no draw hits i
and no paired draw hits g = f^-1(i), so

    E[alpha](s) = 1/V * sum_i [1 - (1 - p_i - p_g)^(B floor(L/2))
                                  * (1 - p_i)^(B (ceil(L/2) - floor(L/2)))]

with p_i = (i+1)^-s / sum_r r^-s. E[alpha] falls monotonically as s grows,
from its largest value at s = 0 (uniform draws: about 1 - exp(-BL/V), and
never above BL/V since a batch cannot touch more rows than it has words) to
about 2/V (every draw is word 0). `exponent_for_alpha` solves
E[alpha](s) = target by bisection; a target outside the reachable range is
an error that names the range (raise the batch size or the sentence length,
or shrink the vocabulary, to reach a larger alpha).
"""
from __future__ import annotations

import collections
import glob
import itertools
import math
import os
from typing import Iterable, Iterator, Optional, Sequence

import numpy as np

BOS, EOS, UNK = "<s>", "</s>", "<unk>"
SPECIALS = (BOS, EOS, UNK)
BOS_ID, EOS_ID, UNK_ID = 0, 1, 2

DEFAULT_EXPONENT = 1.1


# ============================================================================ synthetic

def successor(words: np.ndarray, vocab: int) -> np.ndarray:
    """The word that follows `words` at every odd position: 7w + 3 mod vocab
    (a bijection when vocab is not a multiple of 7)."""
    return (words * 7 + 3) % vocab


def zipf_probabilities(vocab: int, exponent: float) -> np.ndarray:
    """p[i] proportional to (i + 1)^-exponent."""
    ranks = np.arange(1, vocab + 1, dtype=np.float64)
    probs = ranks ** -exponent
    probs /= probs.sum()
    return probs


def zipf_corpus(vocab: int, num_sentences: int, seq_len: int,
                exponent: float = DEFAULT_EXPONENT, seed: int = 0) -> np.ndarray:
    """A deterministic synthetic corpus: [num_sentences, seq_len + 1] word ids
    drawn from a Zipf distribution over `vocab` words (rank r has weight r^-s),
    with a learnable bigram structure (the next word depends on the previous)."""
    rng = np.random.default_rng(seed)
    probs = zipf_probabilities(vocab, exponent)
    words = rng.choice(vocab, size=(num_sentences, seq_len + 1), p=probs)
    # Every other word follows deterministically from its predecessor.
    words[:, 1::2] = successor(words[:, 0:-1:2], vocab)
    return words.astype(np.int32)


def expected_alpha(vocab: int, batch_size: int, seq_len: int, exponent: float) -> float:
    """E[distinct ids in the tokens of one batch] / vocab for `zipf_corpus`
    (the formula in the module docstring)."""
    p = zipf_probabilities(vocab, exponent)
    ids = np.arange(vocab)
    # g = f^-1(i): the word whose successor is i (f is a bijection on ids when
    # gcd(7, vocab) == 1; otherwise fall back to treating pairs as unpaired).
    if math.gcd(7, vocab) == 1:
        inverse = np.empty(vocab, dtype=np.int64)
        inverse[successor(ids, vocab)] = ids
        p_pair = np.where(inverse == ids, p, p + p[inverse])
    else:
        p_pair = p
    paired = batch_size * (seq_len // 2)                     # draws whose image is read
    unpaired = batch_size * ((seq_len + 1) // 2 - seq_len // 2)
    with np.errstate(divide="ignore"):
        log_absent = (paired * np.log1p(-np.minimum(p_pair, 1.0))
                      + unpaired * np.log1p(-np.minimum(p, 1.0)))
    return float(np.mean(1.0 - np.exp(log_absent)))


def exponent_for_alpha(alpha: float, vocab: int, batch_size: int, seq_len: int,
                       low: float = 0.0, high: float = 8.0, tol: float = 1e-4) -> float:
    """The Zipf exponent s >= 0 with expected_alpha(s) = alpha (bisection)."""
    top = expected_alpha(vocab, batch_size, seq_len, low)
    bottom = expected_alpha(vocab, batch_size, seq_len, high)
    if not bottom <= alpha <= top:
        raise ValueError(
            f"alpha {alpha:g} is out of reach for vocab {vocab}, batch {batch_size}, "
            f"seq_len {seq_len}: a Zipfian batch touches between {bottom:.3g} (exponent "
            f"{high:g}) and {top:.3g} (uniform) of the rows; change the batch size, the "
            "sentence length or the vocabulary")
    while high - low > tol:
        mid = 0.5 * (low + high)
        if expected_alpha(vocab, batch_size, seq_len, mid) > alpha:
            low = mid
        else:
            high = mid
    return 0.5 * (low + high)


def measured_alpha(rows: np.ndarray, vocab: int, batch_size: int,
                   num_batches: Optional[int] = None) -> float:
    """Mean over consecutive batches of `rows` ([n, seq_len + 1]) of the
    fraction of the vocabulary among the batch's input tokens (row[:-1])."""
    n = len(rows) // batch_size if num_batches is None else num_batches
    if n < 1 or n * batch_size > len(rows):
        raise ValueError(f"need {max(n, 1) * batch_size} rows, have {len(rows)}")
    return float(np.mean([np.unique(rows[i * batch_size:(i + 1) * batch_size, :-1]).size
                          / vocab for i in range(n)]))


# ============================================================================ text files

def text_files(path: str) -> list[str]:
    """The files `path` names, sorted: a file, a folder (every regular file
    in it that does not start with '.'), or a glob pattern."""
    if os.path.isdir(path):
        files = [os.path.join(path, f) for f in os.listdir(path)
                 if not f.startswith(".") and os.path.isfile(os.path.join(path, f))]
    elif os.path.isfile(path):
        files = [path]
    else:
        files = [f for f in glob.glob(path) if os.path.isfile(f)]
    if not files:
        raise FileNotFoundError(f"no text files at {path!r} (give a file, a folder or a glob)")
    return sorted(files)


def read_sentences(path: str, limit: Optional[int] = None) -> Iterator[list[str]]:
    """Sentences (token lists) of the files `path` names, in order; empty
    lines are skipped; at most `limit` sentences."""
    count = 0
    for name in text_files(path):
        with open(name, encoding="utf-8", errors="replace") as f:
            for line in f:
                tokens = line.split()
                if not tokens:
                    continue
                if limit is not None and count >= limit:
                    return
                yield tokens
                count += 1


class Vocabulary:
    """Words <-> ids: 0 <s>, 1 </s>, 2 <unk>, then the words."""

    def __init__(self, words: Iterable[str]) -> None:
        self.words = list(SPECIALS) + [w for w in words if w not in SPECIALS]
        self.index = {w: i for i, w in enumerate(self.words)}

    def __len__(self) -> int:
        return len(self.words)

    @classmethod
    def from_sentences(cls, sentences: Iterable[Sequence[str]], size: int) -> "Vocabulary":
        """The `size - 3` most frequent words (ties: alphabetical) + specials."""
        return cls.from_counts(collections.Counter(w for s in sentences for w in s), size)

    @classmethod
    def from_counts(cls, counts: dict, size: int) -> "Vocabulary":
        """The `size - 3` most frequent words of `counts` (ties: alphabetical)."""
        ranked = sorted(((w, c) for w, c in counts.items() if w not in SPECIALS and c > 0),
                        key=lambda kv: (-kv[1], kv[0]))
        return cls(w for w, _ in ranked[:max(size - len(SPECIALS), 0)])

    @classmethod
    def from_file(cls, path: str, size: Optional[int] = None) -> "Vocabulary":
        """One word per line (its first token; a count may follow, as in the
        benchmark's vocabulary file); the first `size - 3` words if given."""
        with open(path, encoding="utf-8") as f:
            words = [line.split()[0] for line in f if line.strip()]
        words = [w for w in words if w not in SPECIALS]
        if size is not None:
            words = words[:max(size - len(SPECIALS), 0)]
        return cls(words)

    def encode(self, tokens: Sequence[str]) -> list[int]:
        """`<s>` + ids (unknown words -> `<unk>`) + `</s>`."""
        return [BOS_ID] + [self.index.get(t, UNK_ID) for t in tokens] + [EOS_ID]

    def decode(self, ids: Iterable[int]) -> list[str]:
        return [self.words[int(i)] if 0 <= int(i) < len(self.words) else UNK for i in ids]


def encode_stream(sentences: Iterable[Sequence[str]], vocab: Vocabulary,
                  seq_len: int) -> np.ndarray:
    """The sentences as one stream of ids (each `<s> ... </s>`), cut into
    [rows, seq_len + 1]: row k is stream[k L : k L + L + 1] (consecutive rows
    share one id, so every id but the first is predicted once). A last
    partial row is dropped."""
    stream = np.fromiter((i for s in sentences for i in vocab.encode(s)), dtype=np.int32)
    rows = (len(stream) - 1) // seq_len if len(stream) > 1 else 0
    if rows == 0:
        return np.zeros((0, seq_len + 1), np.int32)
    index = np.arange(rows)[:, None] * seq_len + np.arange(seq_len + 1)[None, :]
    return stream[index]


class TextCorpus:
    """A text corpus in the one-billion-word layout: `train` (a file, folder
    or glob), optional `held_out` (same; default: the last `eval_sentences`
    sentences of `train`, which are then not trained on), the vocabulary from
    `vocab_file` or the `vocab_size` most frequent training words; at most
    `max_sentences` training sentences are read. The files are streamed
    twice (counting, then encoding), so only the id arrays are kept."""

    def __init__(self, train: str, seq_len: int, vocab_size: int,
                 held_out: Optional[str] = None, vocab_file: Optional[str] = None,
                 max_sentences: Optional[int] = None, eval_sentences: int = 1000) -> None:
        counts: collections.Counter = collections.Counter()
        total = 0
        for tokens in read_sentences(train, max_sentences):
            total += 1
            if vocab_file is None:
                counts.update(tokens)
        if held_out:
            cut = total
        else:
            cut = max(total - eval_sentences, total // 2)
            if vocab_file is None and cut < total:   # the held-out part is not counted
                for tokens in itertools.islice(read_sentences(train, total), cut, None):
                    counts.subtract(tokens)
                counts = +counts
        if vocab_file:
            self.vocab = Vocabulary.from_file(vocab_file, vocab_size)
        else:
            self.vocab = Vocabulary.from_counts(counts, vocab_size)
        self.train_rows = encode_stream(read_sentences(train, cut), self.vocab, seq_len)
        if held_out:
            eval_part = read_sentences(held_out, eval_sentences)
        else:
            eval_part = itertools.islice(read_sentences(train, total), cut, None)
        self.eval_rows = encode_stream(eval_part, self.vocab, seq_len)
        self.num_train_sentences = cut
        counted = self.train_rows[:, :-1]
        self.unk_rate = float(np.mean(counted == UNK_ID)) if counted.size else 0.0
