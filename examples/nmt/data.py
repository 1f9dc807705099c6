"""Parallel data for the NMT example.

* `SyntheticTask`: a built-in translation task, generated deterministically
  (no download). Source sentences are Zipfian word sequences; the target is
  the source mapped word by word through a fixed permutation of the
  vocabulary, then locally reordered (every block of `window` words is
  reversed). Learnable by an attention model, and its word frequencies make
  the embeddings' alpha (rows touched per batch) depend on the vocabulary,
  batch and length, as with real text.
* `Vocabulary`, `read_tokenised`, `load_parallel`: tokenised parallel text
  files (one sentence per line, tokens separated by spaces; line i of the
  source file translates to line i of the target file).

Both give a `ParallelData`: padded int32 arrays (source + EOS, BOS + target,
target + EOS), the form the training step takes.
"""
from __future__ import annotations

import collections
import dataclasses
from typing import Iterable, Optional, Sequence

import numpy as np
import tensorflow as tf

PAD, BOS, EOS, UNK = 0, 1, 2, 3
SPECIALS = ("<pad>", "<s>", "</s>", "<unk>")
NUM_SPECIAL = len(SPECIALS)


@dataclasses.dataclass(frozen=True)
class ParallelData:
    """Sentence pairs as padded arrays, each [num_sentences, max_len + 1]:
    `src` = source + EOS, `tgt_in` = BOS + target (decoder input),
    `tgt_out` = target + EOS (what the decoder predicts); PAD = 0 after.
    `references` are the target sentences as token lists (words for text
    files, ids for the synthetic task), for BLEU."""

    src: np.ndarray
    tgt_in: np.ndarray
    tgt_out: np.ndarray
    references: tuple

    def __len__(self) -> int:
        return len(self.src)

    def arrays(self) -> tuple:
        return self.src, self.tgt_in, self.tgt_out

    def dataset(self) -> tf.data.Dataset:
        """One (src, tgt_in, tgt_out) element per sentence pair."""
        return tf.data.Dataset.from_tensor_slices(self.arrays())

    def batches(self, batch_size: int, num_batches: int) -> list:
        """The first `num_batches` consecutive batches, as tuples of arrays."""
        return [tuple(a[i * batch_size:(i + 1) * batch_size] for a in self.arrays())
                for i in range(num_batches)]

    def num_target_words(self) -> int:
        """Target tokens predicted (EOS included)."""
        return int(np.count_nonzero(self.tgt_out))


def pad_pairs(src: Sequence[Sequence[int]], tgt: Sequence[Sequence[int]], max_len: int,
              references: Optional[Sequence] = None) -> ParallelData:
    """Pad id sequences (each at most `max_len` long) into a `ParallelData`."""
    n = len(src)
    arrays = [np.zeros((n, max_len + 1), np.int32) for _ in range(3)]
    s, ti, to = arrays
    for i, (a, b) in enumerate(zip(src, tgt)):
        if len(a) > max_len or len(b) > max_len:
            raise ValueError(f"pair {i} is longer than max_len={max_len}")
        s[i, :len(a)] = a
        s[i, len(a)] = EOS
        ti[i, 0] = BOS
        ti[i, 1:len(b) + 1] = b
        to[i, :len(b)] = b
        to[i, len(b)] = EOS
    refs = tuple(tuple(int(t) for t in b) for b in tgt) if references is None \
        else tuple(tuple(r) for r in references)
    return ParallelData(s, ti, to, refs)


# ---------------------------------------------------------------- synthetic task

def reorder_index(length: int, window: int) -> np.ndarray:
    """Positions of the target words in the source: each block of `window`
    words reversed (the last block may be shorter). (5, 3) -> [2 1 0 4 3]."""
    idx = np.arange(length)
    for start in range(0, length, window):
        idx[start:start + window] = idx[start:start + window][::-1]
    return idx


@dataclasses.dataclass(frozen=True)
class SyntheticTask:
    """The built-in translation task (see the module doc). `vocab` counts the
    special tokens; words are ids NUM_SPECIAL..vocab-1 on both sides, source
    word of frequency rank r is id NUM_SPECIAL + r - 1 (Zipf weight r^-exponent),
    and sentences have min_len..max_len words. `task_seed` fixes the
    permutation (the "language pair"); each `sample` seed gives other
    sentences of the same task."""

    vocab: int
    min_len: int
    max_len: int
    exponent: float = 0.8
    window: int = 3
    task_seed: int = 1234

    def __post_init__(self) -> None:
        if self.vocab <= NUM_SPECIAL + 1:
            raise ValueError(f"vocab={self.vocab} leaves no words besides the specials")
        if not 1 <= self.min_len <= self.max_len:
            raise ValueError(f"need 1 <= min_len <= max_len, got {self.min_len}, {self.max_len}")

    @property
    def num_words(self) -> int:
        return self.vocab - NUM_SPECIAL

    def word_probabilities(self) -> np.ndarray:
        ranks = np.arange(1, self.num_words + 1, dtype=np.float64)
        p = ranks ** -self.exponent
        return p / p.sum()

    def permutation(self) -> np.ndarray:
        """[vocab] id map: specials to themselves, words to target words."""
        rng = np.random.default_rng(self.task_seed)
        perm = np.arange(self.vocab)
        perm[NUM_SPECIAL:] = NUM_SPECIAL + rng.permutation(self.num_words)
        return perm

    def translate(self, src: Sequence[int]) -> np.ndarray:
        """The reference translation of one source sentence (word ids)."""
        src = np.asarray(src)
        return self.permutation()[src][reorder_index(len(src), self.window)]

    CHUNK = 4096

    def sample_ids(self, num: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(src words [num, max_len], tgt words [num, max_len], lengths [num]);
        words past a sentence's length are PAD. Generated in chunks of
        CHUNK sentences, each from its own seed, so the first k sentences
        are the same whatever `num` (>= k)."""
        parts = [self._chunk(min(self.CHUNK, num - start), seed, start // self.CHUNK)
                 for start in range(0, num, self.CHUNK)]
        if not parts:
            parts = [self._chunk(0, seed, 0)]
        return tuple(np.concatenate(p) for p in zip(*parts))

    def _chunk(self, num: int, seed: int, index: int):
        """The first `num` sentences of chunk `index` (always drawn whole)."""
        rng = np.random.default_rng([seed, index, self.task_seed])
        lengths = rng.integers(self.min_len, self.max_len + 1, size=self.CHUNK)[:num]
        words = NUM_SPECIAL + rng.choice(self.num_words, size=(self.CHUNK, self.max_len),
                                         p=self.word_probabilities())[:num]
        words[np.arange(self.max_len)[None, :] >= lengths[:, None]] = PAD
        mapped = self.permutation()[words]
        tgt = np.zeros_like(words)
        for length in np.unique(lengths):
            rows = lengths == length
            tgt[rows, :length] = mapped[rows][:, reorder_index(int(length), self.window)]
        return words.astype(np.int32), tgt.astype(np.int32), lengths

    def sample(self, num: int, seed: int) -> ParallelData:
        """`num` sentence pairs, the same for the same (task, seed)."""
        src, tgt, lengths = self.sample_ids(num, seed)
        n, width = len(src), self.max_len + 1
        pos = np.arange(width)[None, :]
        src_out = np.zeros((n, width), np.int32)
        src_out[:, :self.max_len] = src
        src_out[pos == lengths[:, None]] = EOS
        tgt_out = np.zeros((n, width), np.int32)
        tgt_out[:, :self.max_len] = tgt
        tgt_out[pos == lengths[:, None]] = EOS
        tgt_in = np.zeros((n, width), np.int32)
        tgt_in[:, 0] = BOS
        tgt_in[:, 1:] = tgt
        refs = tuple(tuple(int(t) for t in row[:k]) for row, k in zip(tgt, lengths))
        return ParallelData(src_out, tgt_in, tgt_out, refs)


# ---------------------------------------------------------------- text files

def read_tokenised(path: str) -> list[list[str]]:
    """One sentence per line, tokens separated by whitespace."""
    with open(path, encoding="utf-8") as f:
        return [line.split() for line in f]


class Vocabulary:
    """Words <-> ids; ids 0..3 are <pad> <s> </s> <unk>."""

    def __init__(self, words: Iterable[str]) -> None:
        words = [w for w in words if w not in SPECIALS]
        self.words = list(SPECIALS) + words
        self.index = {w: i for i, w in enumerate(self.words)}

    def __len__(self) -> int:
        return len(self.words)

    @classmethod
    def from_sentences(cls, sentences: Iterable[Sequence[str]], size: int) -> "Vocabulary":
        """The `size - 4` most frequent words (ties: alphabetical) + specials."""
        counts = collections.Counter(w for s in sentences for w in s if w not in SPECIALS)
        ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        return cls(w for w, _ in ranked[:max(size - NUM_SPECIAL, 0)])

    @classmethod
    def from_file(cls, path: str) -> "Vocabulary":
        """One word per line (the first token of each line)."""
        with open(path, encoding="utf-8") as f:
            return cls(line.split()[0] for line in f if line.strip())

    def encode(self, tokens: Sequence[str]) -> list[int]:
        return [self.index.get(t, UNK) for t in tokens]

    def decode(self, ids: Iterable[int]) -> list[str]:
        """Ids -> words, stopping at the first EOS, dropping PAD and BOS."""
        out = []
        for i in ids:
            i = int(i)
            if i == EOS:
                break
            if i not in (PAD, BOS):
                out.append(self.words[i] if i < len(self.words) else SPECIALS[UNK])
        return out


def load_parallel(src_path: str, tgt_path: str, max_len: int, src_vocab: Vocabulary,
                  tgt_vocab: Vocabulary, drop_long: bool = True) -> ParallelData:
    """Read two tokenised files line by line. Pairs with a side longer than
    `max_len` are dropped (`drop_long`, for training) or have their source
    and target truncated (for evaluation; the references keep every word)."""
    src_lines, tgt_lines = read_tokenised(src_path), read_tokenised(tgt_path)
    if len(src_lines) != len(tgt_lines):
        raise ValueError(f"{src_path} has {len(src_lines)} lines but {tgt_path} has "
                         f"{len(tgt_lines)}; parallel files need one sentence per line each")
    src_ids, tgt_ids, refs = [], [], []
    for s, t in zip(src_lines, tgt_lines):
        if not s or not t:
            continue
        if drop_long and (len(s) > max_len or len(t) > max_len):
            continue
        src_ids.append(src_vocab.encode(s[:max_len]))
        tgt_ids.append(tgt_vocab.encode(t[:max_len]))
        refs.append(t)
    if not src_ids:
        raise ValueError(f"no sentence pair of at most {max_len} tokens in {src_path}, "
                         f"{tgt_path}")
    return pad_pairs(src_ids, tgt_ids, max_len, references=refs)
