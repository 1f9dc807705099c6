"""px.keras.fit with periodic checkpoints (tests/test_edges.py): a
functional model with two Dense layers, Adam, 2 epochs of 4 batches;
the chief prints `SUM <sum of the trained weights>`.

    edges_fit.py CHECKPOINT_DIR
"""
import sys

import keras
import numpy as np

import parallax_tf as px

keras.utils.set_random_seed(1)
x = np.random.default_rng(0).random((64, 8)).astype("float32")
y = np.random.default_rng(1).integers(0, 3, 64)
inputs = keras.Input((8,))
model = keras.Model(inputs, keras.layers.Dense(3)(keras.layers.Dense(4)(inputs)))
model.compile(optimizer=keras.optimizers.Adam(0.01), loss="sparse_categorical_crossentropy")
px.keras.fit(model, x, y, batch_size=8, epochs=2, verbose=0,
             config=px.Config(checkpoint_every=2, checkpoint_dir=sys.argv[1]))
print("SUM", f"{sum(float(np.sum(v)) for v in model.get_weights()):.6f}", flush=True)
