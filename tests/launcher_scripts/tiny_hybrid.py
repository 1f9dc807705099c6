"""The launcher scripts' HYBRID model: an embedding on the servers (its
gradient is sparse), a dense layer on AllReduce, SGD. `step(ids)` is the
single-device training step that `px.get_runner` distributes."""
import tensorflow as tf

emb = tf.Variable(tf.random.stateless_normal([50, 4], seed=[1, 2]), name="emb")
dense = tf.Variable(tf.ones([4, 1]), name="dense")
opt = tf.keras.optimizers.SGD(0.1)


@tf.function
def step(ids):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.matmul(tf.gather(emb, ids), dense) ** 2)
    grads = tape.gradient(loss, [emb, dense])
    opt.apply_gradients(zip(grads, [emb, dense]))
    return loss
