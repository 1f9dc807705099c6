"""A click-through model whose user and item ids come from an open set:
`px.DynamicEmbedding` gives each id its own row, created on first sight.

    python examples/recommender/train.py [--steps 300] [--capacity 4096]
        [--min-count 2] [--eviction lru] [--export DIR]

The data are a synthetic click stream (nothing downloaded): user ids are
strings ("user-123"), Zipf-distributed; item ids int64 values spread over
the whole int64 range, from a catalog that grows by `--drift` items per
batch, the newest the most popular (Zipf by age), so new ids keep appearing
and old ones fade. A click happens with probability
sigmoid(1.5 bu + 1.5 bi + <u, i> - 0.3) for a hidden bias and vector
drawn per id, so the best log loss
reachable is known and printed beside the model's. The model is a dot
product of the two rows plus a bias per user and per item, trained with Adam by
`px.keras.fit` (`--resources`: one slot, or a job whose tables are spread
over the parameter servers by key); at the end it
prints the held-out log loss and AUC, how many ids hold a row, and exports a
SavedModel that stock TensorFlow serves (`--export`).
"""
from __future__ import annotations

import argparse
import json

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px


def stream(rng: np.random.Generator, batches: int, batch: int, drift: int,
           dim: int = 4) -> tuple:
    """(user strings, item ids, clicks, best achievable probabilities)."""
    n = batches * batch
    users = np.minimum(rng.zipf(1.3, n), 10 ** 6)             # a stable population
    newest = 1000 + (np.arange(n) // batch) * drift             # the catalog grows,
    items = np.maximum(newest - np.minimum(rng.zipf(1.3, n), 10 ** 6), 0)  # new items are hot

    def hidden(ids: np.ndarray, salt: int) -> np.ndarray:     # a vector per id
        seeds = (ids.astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(salt))
        out = np.empty((len(ids), dim))
        for c in range(dim):
            x = (seeds ^ (seeds >> np.uint64(29))) * np.uint64(0xBF58476D1CE4E5B9 + c)
            out[:, c] = (x >> np.uint64(11)).astype(np.float64) * 2.0 ** -53 * 2 - 1
        return out
    hu, hi = hidden(users, 1), hidden(items, 2)
    logits = 1.5 * hu[:, 0] + 1.5 * hi[:, 0] + np.sum(hu[:, 1:] * hi[:, 1:], 1) - 0.3
    p = 1 / (1 + np.exp(-logits))
    clicks = (rng.random(n) < p).astype(np.float32)
    user_strings = np.array([f"user-{u}" for u in users])
    item_keys = (items.astype(np.int64) * 0x5DEECE66D) ^ (1 << 62)    # spread over int64
    return user_strings, item_keys, clicks, p


def model(capacity: int, dim: int, min_count: int, eviction: str | None) -> keras.Model:
    user = keras.Input((1,), dtype="string", name="user")
    item = keras.Input((1,), dtype="int64", name="item")
    policy = dict(min_count=min_count, eviction=eviction, evict_every=50)
    u = px.DynamicEmbedding(dim, capacity, key_dtype="string", name="users", **policy)(user)
    i = px.DynamicEmbedding(dim, capacity, name="items", **policy)(item)
    bu = px.DynamicEmbedding(1, capacity, initializer=0.0, key_dtype="string",
                             name="user_bias", **policy)(user)
    bi = px.DynamicEmbedding(1, capacity, initializer=0.0, name="item_bias", **policy)(item)
    logit = keras.ops.sum(u * i, axis=-1) + bu[..., 0] + bi[..., 0]
    return keras.Model([user, item], keras.layers.Activation("sigmoid")(logit))


def auc(y: np.ndarray, p: np.ndarray) -> float:
    order = np.argsort(p)
    ranks = np.empty(len(p))
    ranks[order] = np.arange(1, len(p) + 1)
    pos = y > 0.5
    return float((ranks[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum()))


def log_loss(y: np.ndarray, p: np.ndarray) -> float:
    p = np.clip(p, 1e-7, 1 - 1e-7)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv: list[str] | None = None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--capacity", type=int, default=4096)
    parser.add_argument("--dim", type=int, default=8)
    parser.add_argument("--min-count", type=int, default=2)
    parser.add_argument("--eviction", default="lru", choices=["lru", "lfu", "none"])
    parser.add_argument("--drift", type=int, default=2)
    parser.add_argument("--learning-rate", type=float, default=0.02)
    parser.add_argument("--export", default=None, help="write a SavedModel here")
    parser.add_argument("--json", default=None, help="write the results here")
    parser.add_argument("--resources", default="localhost:0",
                        help="px.keras.fit's resources, e.g. 'localhost:0,1' or "
                             "'hostA:0;hostB:0' (the tables go to the parameter servers)")
    parser.add_argument("--architecture", default="hybrid", choices=["hybrid", "ps"])
    args = parser.parse_args(argv)
    keras.utils.set_random_seed(0)
    rng = np.random.default_rng(0)
    users, items, clicks, best = stream(rng, args.steps + 20, args.batch_size, args.drift)
    n = args.steps * args.batch_size
    recommender = model(args.capacity, args.dim, args.min_count,
                        None if args.eviction == "none" else args.eviction)
    recommender.compile(optimizer=keras.optimizers.Adam(args.learning_rate), loss="binary_crossentropy")
    px.keras.fit(recommender, {"user": tf.constant(users[:n, None]), "item": items[:n, None]},
                 clicks[:n], resources=args.resources, batch_size=args.batch_size, epochs=1,
                 shuffle=False, verbose=0, config=px.Config(architecture=args.architecture))
    held = slice(n, None)                     # the next batches of the stream
    p = recommender.predict({"user": tf.constant(users[held, None]), "item": items[held, None]},
                            batch_size=1024, verbose=0)[:, 0]
    results = {
        "steps": args.steps, "log_loss": log_loss(clicks[held], p),
        "best_log_loss": log_loss(clicks[held], best[held]), "auc": auc(clicks[held], p),
        "best_auc": auc(clicks[held], best[held]),
        "distinct_users": int(len(np.unique(users[:n]))),
        "users_with_a_row": recommender.get_layer("users").size(),
        "distinct_items": int(len(np.unique(items[:n]))),
        "items_with_a_row": recommender.get_layer("items").size(),
    }
    print(json.dumps(results, indent=1))
    role = json.loads(px.env.task_role_json() or "{}")      # set in a launched job
    if args.export and role.get("index", 0) == 0:             # the chief exports
        recommender.export(args.export, verbose=False)
        served = tf.saved_model.load(args.export)
        again = served.serve([tf.constant(users[held, None][:8]), tf.constant(items[held, None][:8])])
        np.testing.assert_allclose(np.asarray(again)[:, 0], p[:8], rtol=1e-5)
        print(f"exported to {args.export}; stock TensorFlow serves it")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return results


if __name__ == "__main__":
    main()
