"""Dynamic embeddings: tables keyed by any int64 id or string, with rows
created on first sight, admitted and evicted by policy (issue 48; see
docs/dynamic_embeddings.md)."""
from parallax_tf.embeddings.hashing import EMPTY_KEY, string_keys
from parallax_tf.embeddings.layer import DynamicEmbedding, DynamicTable
from parallax_tf.embeddings.table import TableSpec

__all__ = ["DynamicEmbedding", "DynamicTable", "EMPTY_KEY", "TableSpec", "string_keys"]
