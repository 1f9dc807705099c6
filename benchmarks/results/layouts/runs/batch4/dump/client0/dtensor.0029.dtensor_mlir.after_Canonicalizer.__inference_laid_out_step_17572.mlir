// -----// IR Dump After Canonicalizer (canonicalize) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_1828088250053452737_11735982315765035304", dtensor.eager_operation_name = "__inference_laid_out_step_17572", tf._default_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<*x!tf_type.resource<tensor<i64>>> {tf._layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<*x!tf_type.resource<tensor<f32>>> {tf._layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg159: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg160: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> tensor<f32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157,op_input_158,op_input_159", outputs = "op_output_0"}} {
    %0 = "tf.DTensorLayout"(%arg160) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 160 : i64} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x16384xf32>>>
    %1 = "tf.DTensorLayout"(%arg159) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 159 : i64} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x16384xf32>>>
    %2 = "tf.DTensorLayout"(%arg158) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 158 : i64} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384xf32>>>
    %3 = "tf.DTensorLayout"(%arg157) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 157 : i64} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384xf32>>>
    %4 = "tf.DTensorLayout"(%arg156) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 156 : i64} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<32x256xf32>>>
    %5 = "tf.DTensorLayout"(%arg155) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 155 : i64} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<32x256xf32>>>
    %6 = "tf.DTensorLayout"(%arg154) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 154 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %7 = "tf.DTensorLayout"(%arg153) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 153 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %8 = "tf.DTensorLayout"(%arg152) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 152 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %9 = "tf.DTensorLayout"(%arg151) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 151 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %10 = "tf.DTensorLayout"(%arg150) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 150 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %11 = "tf.DTensorLayout"(%arg149) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 149 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %12 = "tf.DTensorLayout"(%arg148) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 148 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %13 = "tf.DTensorLayout"(%arg147) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 147 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %14 = "tf.DTensorLayout"(%arg146) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 146 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %15 = "tf.DTensorLayout"(%arg145) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 145 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %16 = "tf.DTensorLayout"(%arg144) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 144 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %17 = "tf.DTensorLayout"(%arg143) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 143 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %18 = "tf.DTensorLayout"(%arg142) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 142 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %19 = "tf.DTensorLayout"(%arg141) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 141 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %20 = "tf.DTensorLayout"(%arg140) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 140 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %21 = "tf.DTensorLayout"(%arg139) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 139 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %22 = "tf.DTensorLayout"(%arg138) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 138 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %23 = "tf.DTensorLayout"(%arg137) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 137 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %24 = "tf.DTensorLayout"(%arg136) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 136 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %25 = "tf.DTensorLayout"(%arg135) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 135 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %26 = "tf.DTensorLayout"(%arg134) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 134 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %27 = "tf.DTensorLayout"(%arg133) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 133 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %28 = "tf.DTensorLayout"(%arg132) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 132 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %29 = "tf.DTensorLayout"(%arg131) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 131 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %30 = "tf.DTensorLayout"(%arg130) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 130 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %31 = "tf.DTensorLayout"(%arg129) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 129 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %32 = "tf.DTensorLayout"(%arg128) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 128 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %33 = "tf.DTensorLayout"(%arg127) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 127 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %34 = "tf.DTensorLayout"(%arg126) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 126 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %35 = "tf.DTensorLayout"(%arg125) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 125 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %36 = "tf.DTensorLayout"(%arg124) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 124 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %37 = "tf.DTensorLayout"(%arg123) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 123 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %38 = "tf.DTensorLayout"(%arg122) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 122 : i64} : (tensor<*x!tf_type.resource<tensor<f32>>>) -> tensor<*x!tf_type.resource<tensor<f32>>>
    %39 = "tf.DTensorLayout"(%arg121) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 121 : i64} : (tensor<*x!tf_type.resource<tensor<i64>>>) -> tensor<*x!tf_type.resource<tensor<i64>>>
    %40 = "tf.DTensorLayout"(%arg120) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 120 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %41 = "tf.DTensorLayout"(%arg119) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 119 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %42 = "tf.DTensorLayout"(%arg118) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 118 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %43 = "tf.DTensorLayout"(%arg117) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 117 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %44 = "tf.DTensorLayout"(%arg116) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 116 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %45 = "tf.DTensorLayout"(%arg115) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 115 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %46 = "tf.DTensorLayout"(%arg114) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 114 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %47 = "tf.DTensorLayout"(%arg113) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 113 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %48 = "tf.DTensorLayout"(%arg112) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 112 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %49 = "tf.DTensorLayout"(%arg111) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 111 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %50 = "tf.DTensorLayout"(%arg110) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 110 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %51 = "tf.DTensorLayout"(%arg109) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 109 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %52 = "tf.DTensorLayout"(%arg108) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 108 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %53 = "tf.DTensorLayout"(%arg107) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 107 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %54 = "tf.DTensorLayout"(%arg106) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 106 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %55 = "tf.DTensorLayout"(%arg105) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 105 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %56 = "tf.DTensorLayout"(%arg104) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 104 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %57 = "tf.DTensorLayout"(%arg103) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 103 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %58 = "tf.DTensorLayout"(%arg102) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 102 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %59 = "tf.DTensorLayout"(%arg101) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 101 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %60 = "tf.DTensorLayout"(%arg100) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 100 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %61 = "tf.DTensorLayout"(%arg99) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 99 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %62 = "tf.DTensorLayout"(%arg98) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 98 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %63 = "tf.DTensorLayout"(%arg97) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 97 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %64 = "tf.DTensorLayout"(%arg96) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 96 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %65 = "tf.DTensorLayout"(%arg95) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 95 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %66 = "tf.DTensorLayout"(%arg94) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 94 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %67 = "tf.DTensorLayout"(%arg93) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 93 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %68 = "tf.DTensorLayout"(%arg92) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 92 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %69 = "tf.DTensorLayout"(%arg91) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 91 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %70 = "tf.DTensorLayout"(%arg90) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 90 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %71 = "tf.DTensorLayout"(%arg89) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 89 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %72 = "tf.DTensorLayout"(%arg88) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 88 : i64} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384x256xf32>>>
    %73 = "tf.DTensorLayout"(%arg87) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 87 : i64} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384x256xf32>>>
    %74 = "tf.DTensorLayout"(%arg86) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 86 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %75 = "tf.DTensorLayout"(%arg85) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 85 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %76 = "tf.DTensorLayout"(%arg84) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 84 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %77 = "tf.DTensorLayout"(%arg83) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 83 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %78 = "tf.DTensorLayout"(%arg82) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 82 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %79 = "tf.DTensorLayout"(%arg81) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 81 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %80 = "tf.DTensorLayout"(%arg80) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 80 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %81 = "tf.DTensorLayout"(%arg79) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 79 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %82 = "tf.DTensorLayout"(%arg78) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 78 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %83 = "tf.DTensorLayout"(%arg77) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 77 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %84 = "tf.DTensorLayout"(%arg76) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 76 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %85 = "tf.DTensorLayout"(%arg75) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 75 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %86 = "tf.DTensorLayout"(%arg74) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 74 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %87 = "tf.DTensorLayout"(%arg73) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 73 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %88 = "tf.DTensorLayout"(%arg72) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 72 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %89 = "tf.DTensorLayout"(%arg71) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 71 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %90 = "tf.DTensorLayout"(%arg70) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 70 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %91 = "tf.DTensorLayout"(%arg69) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 69 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %92 = "tf.DTensorLayout"(%arg68) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 68 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %93 = "tf.DTensorLayout"(%arg67) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 67 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %94 = "tf.DTensorLayout"(%arg66) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 66 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %95 = "tf.DTensorLayout"(%arg65) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 65 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %96 = "tf.DTensorLayout"(%arg64) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 64 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %97 = "tf.DTensorLayout"(%arg63) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 63 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %98 = "tf.DTensorLayout"(%arg62) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 62 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %99 = "tf.DTensorLayout"(%arg61) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 61 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %100 = "tf.DTensorLayout"(%arg60) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 60 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %101 = "tf.DTensorLayout"(%arg59) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 59 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %102 = "tf.DTensorLayout"(%arg58) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 58 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %103 = "tf.DTensorLayout"(%arg57) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 57 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %104 = "tf.DTensorLayout"(%arg56) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 56 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %105 = "tf.DTensorLayout"(%arg55) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 55 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %106 = "tf.DTensorLayout"(%arg54) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 54 : i64} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x16384xf32>>>
    %107 = "tf.DTensorLayout"(%arg53) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 53 : i64} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384xf32>>>
    %108 = "tf.DTensorLayout"(%arg52) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 52 : i64} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<32x256xf32>>>
    %109 = "tf.DTensorLayout"(%arg51) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 51 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %110 = "tf.DTensorLayout"(%arg50) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 50 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %111 = "tf.DTensorLayout"(%arg49) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 49 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %112 = "tf.DTensorLayout"(%arg48) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 48 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %113 = "tf.DTensorLayout"(%arg47) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 47 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %114 = "tf.DTensorLayout"(%arg46) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 46 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %115 = "tf.DTensorLayout"(%arg45) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 45 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %116 = "tf.DTensorLayout"(%arg44) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 44 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %117 = "tf.DTensorLayout"(%arg43) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 43 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %118 = "tf.DTensorLayout"(%arg42) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 42 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %119 = "tf.DTensorLayout"(%arg41) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 41 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %120 = "tf.DTensorLayout"(%arg40) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 40 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %121 = "tf.DTensorLayout"(%arg39) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 39 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %122 = "tf.DTensorLayout"(%arg38) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 38 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %123 = "tf.DTensorLayout"(%arg37) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 37 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %124 = "tf.DTensorLayout"(%arg36) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 36 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %125 = "tf.DTensorLayout"(%arg35) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 35 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %126 = "tf.DTensorLayout"(%arg34) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 34 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %127 = "tf.DTensorLayout"(%arg33) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 33 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %128 = "tf.DTensorLayout"(%arg32) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 32 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %129 = "tf.DTensorLayout"(%arg31) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 31 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %130 = "tf.DTensorLayout"(%arg30) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 30 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %131 = "tf.DTensorLayout"(%arg29) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 29 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %132 = "tf.DTensorLayout"(%arg28) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 28 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %133 = "tf.DTensorLayout"(%arg27) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 27 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %134 = "tf.DTensorLayout"(%arg26) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 26 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %135 = "tf.DTensorLayout"(%arg25) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 25 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %136 = "tf.DTensorLayout"(%arg24) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 24 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %137 = "tf.DTensorLayout"(%arg23) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 23 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %138 = "tf.DTensorLayout"(%arg22) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 22 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %139 = "tf.DTensorLayout"(%arg21) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 21 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %140 = "tf.DTensorLayout"(%arg20) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 20 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %141 = "tf.DTensorLayout"(%arg19) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 19 : i64} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384x256xf32>>>
    %142 = "tf.DTensorLayout"(%arg18) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 18 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %143 = "tf.DTensorLayout"(%arg17) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 17 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %144 = "tf.DTensorLayout"(%arg16) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 16 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %145 = "tf.DTensorLayout"(%arg15) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 15 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %146 = "tf.DTensorLayout"(%arg14) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 14 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %147 = "tf.DTensorLayout"(%arg13) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 13 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %148 = "tf.DTensorLayout"(%arg12) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 12 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %149 = "tf.DTensorLayout"(%arg11) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 11 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %150 = "tf.DTensorLayout"(%arg10) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 10 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %151 = "tf.DTensorLayout"(%arg9) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 9 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %152 = "tf.DTensorLayout"(%arg8) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 8 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %153 = "tf.DTensorLayout"(%arg7) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 7 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %154 = "tf.DTensorLayout"(%arg6) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 6 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %155 = "tf.DTensorLayout"(%arg5) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 5 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %156 = "tf.DTensorLayout"(%arg4) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 4 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %157 = "tf.DTensorLayout"(%arg3) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 3 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %158 = "tf.DTensorLayout"(%arg2) <{global_shape = #tf_type.shape<32x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 2 : i64} : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %159 = "tf.DTensorLayout"(%arg1) <{global_shape = #tf_type.shape<32x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 1 : i64} : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %160 = "tf.StatefulPartitionedCall"(%159, %158, %157, %156, %155, %154, %153, %152, %151, %150, %149, %148, %147, %146, %145, %144, %143, %142, %141, %140, %139, %138, %137, %136, %135, %134, %133, %132, %131, %130, %129, %128, %127, %126, %125, %124, %123, %122, %121, %120, %119, %118, %117, %116, %115, %114, %113, %112, %111, %110, %109, %108, %107, %106, %105, %104, %103, %102, %101, %100, %99, %98, %97, %96, %95, %94, %93, %92, %91, %90, %89, %88, %87, %86, %85, %84, %83, %82, %81, %80, %79, %78, %77, %76, %75, %74, %73, %72, %71, %70, %69, %68, %67, %66, %65, %64, %63, %62, %61, %60, %59, %58, %57, %56, %55, %54, %53, %52, %51, %50, %49, %48, %47, %46, %45, %44, %43, %42, %41, %40, %39, %38, %37, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2, %1, %0) <{config = "", config_proto = "", executor_type = "", f = @__inference_laid_out_step_175720}> {device = ""} : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<i64>>>, tensor<*x!tf_type.resource<tensor<f32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<f32>
    return %160 : tensor<f32>
  }
  func.func private @__inference_laid_out_step_175720(%arg0: tensor<32x32xi32> {tf._user_specified_name = "inputs_0"}, %arg1: tensor<32x32xi32> {tf._user_specified_name = "inputs_1"}, %arg2: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg3: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg4: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg5: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg6: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg7: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg8: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg9: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg10: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg11: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg12: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg13: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg14: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg15: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg16: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg17: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg18: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._user_specified_name = "resource"}, %arg19: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg20: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg21: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg22: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg23: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg24: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg25: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg26: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg27: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg28: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg29: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg30: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg31: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg32: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg33: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg34: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg35: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg36: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg37: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg38: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg39: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg40: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg41: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg42: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg43: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg44: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg45: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg46: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg47: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg48: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg49: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg50: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg51: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._user_specified_name = "resource"}, %arg52: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._user_specified_name = "resource"}, %arg53: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._user_specified_name = "resource"}, %arg54: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg55: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg56: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg57: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg58: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg59: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg60: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg61: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg62: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg63: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg64: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg65: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg66: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg67: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg68: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg69: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg70: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg71: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg72: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg73: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg74: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg75: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg76: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg77: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg78: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg79: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg80: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg81: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg82: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg83: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg84: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg85: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg86: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._user_specified_name = "resource"}, %arg87: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._user_specified_name = "resource"}, %arg88: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg89: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg90: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg91: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg92: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg93: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg94: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg95: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg96: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg97: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg98: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg99: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg100: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg101: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg102: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg103: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg104: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg105: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg106: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg107: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg108: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg109: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg110: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg111: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg112: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg113: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg114: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg115: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg116: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg117: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg118: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg119: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg120: tensor<*x!tf_type.resource<tensor<i64>>> {tf._user_specified_name = "resource"}, %arg121: tensor<*x!tf_type.resource<tensor<f32>>> {tf._user_specified_name = "resource"}, %arg122: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg123: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg124: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg125: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg126: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg127: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg128: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg129: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg130: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg131: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg132: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg133: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg134: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg135: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg136: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg137: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg138: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg139: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg140: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg141: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg142: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg143: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg144: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg145: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg146: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg147: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg148: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg149: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg150: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg151: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg152: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg153: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg154: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._user_specified_name = "resource"}, %arg155: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._user_specified_name = "resource"}, %arg156: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._user_specified_name = "resource"}, %arg157: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._user_specified_name = "resource"}, %arg158: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._user_specified_name = "resource"}, %arg159: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._user_specified_name = "resource"}) -> tensor<f32> attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<3.906250e-03> : tensor<f32>}> : () -> tensor<f32>
    %cst_0 = "tf.Const"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>}> : () -> tensor<32xi32>
    %cst_1 = "tf.Const"() <{value = dense<9.765625E-4> : tensor<1024x1xf32>}> : () -> tensor<1024x1xf32>
    %cst_2 = "tf.Const"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %cst_3 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_4 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_6 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_7 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_8 = "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_9 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_10 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_11 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_12 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_13 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_14 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_15 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_16 = "tf.Const"() <{value = dense<2.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %cst_17 = "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_18 = "tf.Const"() <{value = dense<"0x0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF"> : tensor<32x8x32x32xi1>}> : () -> tensor<32x8x32x32xi1>
    %cst_19 = "tf.Const"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %cst_20 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_21 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_22 = "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_23 = "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_24 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_25 = "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> : () -> tensor<f32>
    %cst_26 = "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %cst_27 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_28 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_29 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %cst_30 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %cst_31 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %cst_32 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %cst_33 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %cst_34 = "tf.Const"() <{value = dense<[-1, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_35 = "tf.Const"() <{value = dense<16384> : tensor<i32>}> : () -> tensor<i32>
    %cst_36 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_37 = "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_38 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_39 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %cst_40 = "tf.Const"() <{value = dense<32> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_41 = "tf.Const"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %cst_42 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %0 = "tf.Less"(%arg0, %cst_24) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi1>
    %1 = "tf.AddV2"(%arg0, %cst_35) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi32>
    %2 = "tf.SelectV2"(%0, %1, %arg0) {device = ""} : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %3 = "tf.Reshape"(%2, %cst_10) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
    %4 = "tf.Reshape"(%arg1, %cst_38) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
    %5 = "tf.ReadVariableOp"(%arg102) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %6 = "tf.Identity"(%5) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %7 = "tf.Identity"(%6) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %8 = "tf.ReadVariableOp"(%arg103) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %9 = "tf.Identity"(%8) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %10 = "tf.Identity"(%9) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %11 = "tf.ReadVariableOp"(%arg104) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %12 = "tf.Identity"(%11) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %13 = "tf.Identity"(%12) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %14 = "tf.ReadVariableOp"(%arg105) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %15 = "tf.Identity"(%14) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %16 = "tf.Identity"(%15) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %17 = "tf.ReadVariableOp"(%arg106) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %18 = "tf.Identity"(%17) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %19 = "tf.Identity"(%18) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %20 = "tf.ReadVariableOp"(%arg107) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %21 = "tf.Identity"(%20) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %22 = "tf.Identity"(%21) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %23 = "tf.ReadVariableOp"(%arg108) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %24 = "tf.Identity"(%23) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %25 = "tf.Identity"(%24) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %26 = "tf.ReadVariableOp"(%arg109) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %27 = "tf.Identity"(%26) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %28 = "tf.Identity"(%27) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %29 = "tf.ReadVariableOp"(%arg110) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %30 = "tf.Identity"(%29) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %31 = "tf.Identity"(%30) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %32 = "tf.ReadVariableOp"(%arg111) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %33 = "tf.Identity"(%32) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %34 = "tf.Identity"(%33) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %35 = "tf.ReadVariableOp"(%arg12) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %36 = "tf.Identity"(%35) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %37 = "tf.Identity"(%36) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %38 = "tf.Reshape"(%37, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %39 = "tf.ReadVariableOp"(%arg112) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %40 = "tf.Identity"(%39) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %41 = "tf.Identity"(%40) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %42 = "tf.ReadVariableOp"(%arg113) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %43 = "tf.Identity"(%42) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %44 = "tf.Identity"(%43) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %45 = "tf.ReadVariableOp"(%arg114) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %46 = "tf.Identity"(%45) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %47 = "tf.Identity"(%46) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %48 = "tf.ReadVariableOp"(%arg115) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %49 = "tf.Identity"(%48) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %50 = "tf.Identity"(%49) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %51 = "tf.ReadVariableOp"(%arg116) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %52 = "tf.Identity"(%51) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %53 = "tf.Identity"(%52) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %54 = "tf.ReadVariableOp"(%arg117) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %55 = "tf.Identity"(%54) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %56 = "tf.Identity"(%55) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %57 = "tf.ReadVariableOp"(%arg118) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %58 = "tf.Identity"(%57) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %59 = "tf.Identity"(%58) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %60 = "tf.ReadVariableOp"(%arg119) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %61 = "tf.Identity"(%60) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %62 = "tf.Identity"(%61) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %63 = "tf.ReadVariableOp"(%arg120) {device = ""} : (tensor<*x!tf_type.resource<tensor<i64>>>) -> tensor<i64>
    %64 = "tf.Identity"(%63) {device = ""} : (tensor<i64>) -> tensor<i64>
    %65 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %66 = "tf.AddV2"(%65, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %67 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %68 = "tf.AddV2"(%67, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %69 = "tf.Cast"(%68) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %70 = "tf.Pow"(%cst_33, %69) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "tf.Sub"(%cst_27, %70) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %72 = "tf.Pow"(%cst_32, %69) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %73 = "tf.Sub"(%cst_27, %72) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %74 = "tf.Sqrt"(%73) {device = ""} : (tensor<f32>) -> tensor<f32>
    %75 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %76 = "tf.AddV2"(%75, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %77 = "tf.Cast"(%76) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %78 = "tf.Pow"(%cst_33, %77) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %79 = "tf.Sub"(%cst_27, %78) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %80 = "tf.Pow"(%cst_32, %77) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %81 = "tf.Sub"(%cst_27, %80) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %82 = "tf.Sqrt"(%81) {device = ""} : (tensor<f32>) -> tensor<f32>
    %83 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %84 = "tf.AddV2"(%83, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %85 = "tf.Cast"(%84) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %86 = "tf.Pow"(%cst_33, %85) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %87 = "tf.Sub"(%cst_27, %86) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %88 = "tf.Pow"(%cst_32, %85) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %89 = "tf.Sub"(%cst_27, %88) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %90 = "tf.Sqrt"(%89) {device = ""} : (tensor<f32>) -> tensor<f32>
    %91 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %92 = "tf.AddV2"(%91, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %93 = "tf.Cast"(%92) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %94 = "tf.Pow"(%cst_33, %93) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %95 = "tf.Sub"(%cst_27, %94) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %96 = "tf.Pow"(%cst_32, %93) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %97 = "tf.Sub"(%cst_27, %96) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %98 = "tf.Sqrt"(%97) {device = ""} : (tensor<f32>) -> tensor<f32>
    %99 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %100 = "tf.AddV2"(%99, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %101 = "tf.Cast"(%100) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %102 = "tf.Pow"(%cst_33, %101) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %103 = "tf.Sub"(%cst_27, %102) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %104 = "tf.Pow"(%cst_32, %101) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %105 = "tf.Sub"(%cst_27, %104) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %106 = "tf.Sqrt"(%105) {device = ""} : (tensor<f32>) -> tensor<f32>
    %107 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %108 = "tf.AddV2"(%107, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %109 = "tf.Cast"(%108) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %110 = "tf.Pow"(%cst_33, %109) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %111 = "tf.Sub"(%cst_27, %110) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %112 = "tf.Pow"(%cst_32, %109) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %113 = "tf.Sub"(%cst_27, %112) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %114 = "tf.Sqrt"(%113) {device = ""} : (tensor<f32>) -> tensor<f32>
    %115 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %116 = "tf.AddV2"(%115, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %117 = "tf.Cast"(%116) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %118 = "tf.Pow"(%cst_33, %117) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %119 = "tf.Sub"(%cst_27, %118) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %120 = "tf.Pow"(%cst_32, %117) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %121 = "tf.Sub"(%cst_27, %120) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "tf.Sqrt"(%121) {device = ""} : (tensor<f32>) -> tensor<f32>
    %123 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %124 = "tf.AddV2"(%123, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %125 = "tf.Cast"(%124) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %126 = "tf.Pow"(%cst_33, %125) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %127 = "tf.Sub"(%cst_27, %126) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %128 = "tf.Pow"(%cst_32, %125) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %129 = "tf.Sub"(%cst_27, %128) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %130 = "tf.Sqrt"(%129) {device = ""} : (tensor<f32>) -> tensor<f32>
    %131 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %132 = "tf.AddV2"(%131, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %133 = "tf.Cast"(%132) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %134 = "tf.Pow"(%cst_33, %133) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %135 = "tf.Sub"(%cst_27, %134) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %136 = "tf.Pow"(%cst_32, %133) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %137 = "tf.Sub"(%cst_27, %136) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %138 = "tf.Sqrt"(%137) {device = ""} : (tensor<f32>) -> tensor<f32>
    %139 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %140 = "tf.AddV2"(%139, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %141 = "tf.Cast"(%140) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %142 = "tf.Pow"(%cst_33, %141) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %143 = "tf.Sub"(%cst_27, %142) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %144 = "tf.Pow"(%cst_32, %141) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %145 = "tf.Sub"(%cst_27, %144) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %146 = "tf.Sqrt"(%145) {device = ""} : (tensor<f32>) -> tensor<f32>
    %147 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %148 = "tf.AddV2"(%147, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %149 = "tf.Cast"(%148) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %150 = "tf.Pow"(%cst_33, %149) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %151 = "tf.Sub"(%cst_27, %150) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %152 = "tf.Pow"(%cst_32, %149) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %153 = "tf.Sub"(%cst_27, %152) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %154 = "tf.Sqrt"(%153) {device = ""} : (tensor<f32>) -> tensor<f32>
    %155 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %156 = "tf.AddV2"(%155, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %157 = "tf.Cast"(%156) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %158 = "tf.Pow"(%cst_33, %157) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %159 = "tf.Sub"(%cst_27, %158) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %160 = "tf.Pow"(%cst_32, %157) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %161 = "tf.Sub"(%cst_27, %160) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %162 = "tf.Sqrt"(%161) {device = ""} : (tensor<f32>) -> tensor<f32>
    %163 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %164 = "tf.AddV2"(%163, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %165 = "tf.Cast"(%164) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %166 = "tf.Pow"(%cst_33, %165) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %167 = "tf.Sub"(%cst_27, %166) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %168 = "tf.Pow"(%cst_32, %165) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %169 = "tf.Sub"(%cst_27, %168) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %170 = "tf.Sqrt"(%169) {device = ""} : (tensor<f32>) -> tensor<f32>
    %171 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %172 = "tf.AddV2"(%171, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %173 = "tf.Cast"(%172) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %174 = "tf.Pow"(%cst_33, %173) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %175 = "tf.Sub"(%cst_27, %174) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %176 = "tf.Pow"(%cst_32, %173) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %177 = "tf.Sub"(%cst_27, %176) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %178 = "tf.Sqrt"(%177) {device = ""} : (tensor<f32>) -> tensor<f32>
    %179 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %180 = "tf.AddV2"(%179, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %181 = "tf.Cast"(%180) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %182 = "tf.Pow"(%cst_33, %181) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %183 = "tf.Sub"(%cst_27, %182) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %184 = "tf.Pow"(%cst_32, %181) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %185 = "tf.Sub"(%cst_27, %184) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %186 = "tf.Sqrt"(%185) {device = ""} : (tensor<f32>) -> tensor<f32>
    %187 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %188 = "tf.AddV2"(%187, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %189 = "tf.Cast"(%188) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %190 = "tf.Pow"(%cst_33, %189) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %191 = "tf.Sub"(%cst_27, %190) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %192 = "tf.Pow"(%cst_32, %189) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %193 = "tf.Sub"(%cst_27, %192) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %194 = "tf.Sqrt"(%193) {device = ""} : (tensor<f32>) -> tensor<f32>
    %195 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %196 = "tf.AddV2"(%195, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %197 = "tf.Cast"(%196) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %198 = "tf.Pow"(%cst_33, %197) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %199 = "tf.Sub"(%cst_27, %198) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %200 = "tf.Pow"(%cst_32, %197) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %201 = "tf.Sub"(%cst_27, %200) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %202 = "tf.Sqrt"(%201) {device = ""} : (tensor<f32>) -> tensor<f32>
    %203 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %204 = "tf.AddV2"(%203, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %205 = "tf.Cast"(%204) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %206 = "tf.Pow"(%cst_33, %205) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %207 = "tf.Sub"(%cst_27, %206) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %208 = "tf.Pow"(%cst_32, %205) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %209 = "tf.Sub"(%cst_27, %208) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %210 = "tf.Sqrt"(%209) {device = ""} : (tensor<f32>) -> tensor<f32>
    %211 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %212 = "tf.AddV2"(%211, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %213 = "tf.Cast"(%212) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %214 = "tf.Pow"(%cst_33, %213) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %215 = "tf.Sub"(%cst_27, %214) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %216 = "tf.Pow"(%cst_32, %213) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %217 = "tf.Sub"(%cst_27, %216) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %218 = "tf.Sqrt"(%217) {device = ""} : (tensor<f32>) -> tensor<f32>
    %219 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %220 = "tf.AddV2"(%219, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %221 = "tf.Cast"(%220) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %222 = "tf.Pow"(%cst_33, %221) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %223 = "tf.Sub"(%cst_27, %222) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %224 = "tf.Pow"(%cst_32, %221) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %225 = "tf.Sub"(%cst_27, %224) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %226 = "tf.Sqrt"(%225) {device = ""} : (tensor<f32>) -> tensor<f32>
    %227 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %228 = "tf.AddV2"(%227, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %229 = "tf.Cast"(%228) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %230 = "tf.Pow"(%cst_33, %229) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %231 = "tf.Sub"(%cst_27, %230) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %232 = "tf.Pow"(%cst_32, %229) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %233 = "tf.Sub"(%cst_27, %232) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %234 = "tf.Sqrt"(%233) {device = ""} : (tensor<f32>) -> tensor<f32>
    %235 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %236 = "tf.AddV2"(%235, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %237 = "tf.Cast"(%236) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %238 = "tf.Pow"(%cst_33, %237) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %239 = "tf.Sub"(%cst_27, %238) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %240 = "tf.Pow"(%cst_32, %237) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %241 = "tf.Sub"(%cst_27, %240) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %242 = "tf.Sqrt"(%241) {device = ""} : (tensor<f32>) -> tensor<f32>
    %243 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %244 = "tf.AddV2"(%243, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %245 = "tf.Cast"(%244) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %246 = "tf.Pow"(%cst_33, %245) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %247 = "tf.Sub"(%cst_27, %246) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %248 = "tf.Pow"(%cst_32, %245) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %249 = "tf.Sub"(%cst_27, %248) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %250 = "tf.Sqrt"(%249) {device = ""} : (tensor<f32>) -> tensor<f32>
    %251 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %252 = "tf.AddV2"(%251, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %253 = "tf.Cast"(%252) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %254 = "tf.Pow"(%cst_33, %253) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %255 = "tf.Sub"(%cst_27, %254) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %256 = "tf.Pow"(%cst_32, %253) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %257 = "tf.Sub"(%cst_27, %256) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %258 = "tf.Sqrt"(%257) {device = ""} : (tensor<f32>) -> tensor<f32>
    %259 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %260 = "tf.AddV2"(%259, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %261 = "tf.Cast"(%260) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %262 = "tf.Pow"(%cst_33, %261) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %263 = "tf.Sub"(%cst_27, %262) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %264 = "tf.Pow"(%cst_32, %261) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %265 = "tf.Sub"(%cst_27, %264) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %266 = "tf.Sqrt"(%265) {device = ""} : (tensor<f32>) -> tensor<f32>
    %267 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %268 = "tf.AddV2"(%267, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %269 = "tf.Cast"(%268) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %270 = "tf.Pow"(%cst_33, %269) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %271 = "tf.Sub"(%cst_27, %270) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %272 = "tf.Pow"(%cst_32, %269) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %273 = "tf.Sub"(%cst_27, %272) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %274 = "tf.Sqrt"(%273) {device = ""} : (tensor<f32>) -> tensor<f32>
    %275 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %276 = "tf.AddV2"(%275, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %277 = "tf.Cast"(%276) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %278 = "tf.Pow"(%cst_33, %277) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %279 = "tf.Sub"(%cst_27, %278) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %280 = "tf.Pow"(%cst_32, %277) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %281 = "tf.Sub"(%cst_27, %280) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %282 = "tf.Sqrt"(%281) {device = ""} : (tensor<f32>) -> tensor<f32>
    %283 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %284 = "tf.AddV2"(%283, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %285 = "tf.Cast"(%284) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %286 = "tf.Pow"(%cst_33, %285) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %287 = "tf.Sub"(%cst_27, %286) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %288 = "tf.Pow"(%cst_32, %285) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %289 = "tf.Sub"(%cst_27, %288) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %290 = "tf.Sqrt"(%289) {device = ""} : (tensor<f32>) -> tensor<f32>
    %291 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %292 = "tf.AddV2"(%291, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %293 = "tf.Cast"(%292) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %294 = "tf.Pow"(%cst_33, %293) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %295 = "tf.Sub"(%cst_27, %294) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %296 = "tf.Pow"(%cst_32, %293) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %297 = "tf.Sub"(%cst_27, %296) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %298 = "tf.Sqrt"(%297) {device = ""} : (tensor<f32>) -> tensor<f32>
    %299 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %300 = "tf.AddV2"(%299, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %301 = "tf.Cast"(%300) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %302 = "tf.Pow"(%cst_33, %301) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %303 = "tf.Sub"(%cst_27, %302) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %304 = "tf.Pow"(%cst_32, %301) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %305 = "tf.Sub"(%cst_27, %304) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %306 = "tf.Sqrt"(%305) {device = ""} : (tensor<f32>) -> tensor<f32>
    %307 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %308 = "tf.AddV2"(%307, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %309 = "tf.Cast"(%308) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %310 = "tf.Pow"(%cst_33, %309) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %311 = "tf.Sub"(%cst_27, %310) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %312 = "tf.Pow"(%cst_32, %309) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %313 = "tf.Sub"(%cst_27, %312) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %314 = "tf.Sqrt"(%313) {device = ""} : (tensor<f32>) -> tensor<f32>
    %315 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %316 = "tf.AddV2"(%315, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %317 = "tf.Cast"(%316) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %318 = "tf.Pow"(%cst_33, %317) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %319 = "tf.Sub"(%cst_27, %318) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %320 = "tf.Pow"(%cst_32, %317) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = "tf.Sub"(%cst_27, %320) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %322 = "tf.Sqrt"(%321) {device = ""} : (tensor<f32>) -> tensor<f32>
    %323 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %324 = "tf.AddV2"(%323, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %325 = "tf.Cast"(%324) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %326 = "tf.Pow"(%cst_33, %325) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %327 = "tf.Sub"(%cst_27, %326) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %328 = "tf.Pow"(%cst_32, %325) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %329 = "tf.Sub"(%cst_27, %328) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %330 = "tf.Sqrt"(%329) {device = ""} : (tensor<f32>) -> tensor<f32>
    %331 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %332 = "tf.AddV2"(%331, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %333 = "tf.Cast"(%332) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %334 = "tf.Pow"(%cst_33, %333) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %335 = "tf.Sub"(%cst_27, %334) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %336 = "tf.Pow"(%cst_32, %333) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %337 = "tf.Sub"(%cst_27, %336) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %338 = "tf.Sqrt"(%337) {device = ""} : (tensor<f32>) -> tensor<f32>
    %339 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %340 = "tf.AddV2"(%339, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %341 = "tf.Cast"(%340) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %342 = "tf.Pow"(%cst_33, %341) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %343 = "tf.Sub"(%cst_27, %342) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %344 = "tf.Pow"(%cst_32, %341) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %345 = "tf.Sub"(%cst_27, %344) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %346 = "tf.Sqrt"(%345) {device = ""} : (tensor<f32>) -> tensor<f32>
    %347 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %348 = "tf.AddV2"(%347, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %349 = "tf.Cast"(%348) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %350 = "tf.Pow"(%cst_33, %349) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %351 = "tf.Sub"(%cst_27, %350) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %352 = "tf.Pow"(%cst_32, %349) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %353 = "tf.Sub"(%cst_27, %352) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %354 = "tf.Sqrt"(%353) {device = ""} : (tensor<f32>) -> tensor<f32>
    %355 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %356 = "tf.AddV2"(%355, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %357 = "tf.Cast"(%356) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %358 = "tf.Pow"(%cst_33, %357) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %359 = "tf.Sub"(%cst_27, %358) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %360 = "tf.Pow"(%cst_32, %357) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %361 = "tf.Sub"(%cst_27, %360) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %362 = "tf.Sqrt"(%361) {device = ""} : (tensor<f32>) -> tensor<f32>
    %363 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %364 = "tf.AddV2"(%363, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %365 = "tf.Cast"(%364) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %366 = "tf.Pow"(%cst_33, %365) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %367 = "tf.Sub"(%cst_27, %366) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %368 = "tf.Pow"(%cst_32, %365) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %369 = "tf.Sub"(%cst_27, %368) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %370 = "tf.Sqrt"(%369) {device = ""} : (tensor<f32>) -> tensor<f32>
    %371 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %372 = "tf.AddV2"(%371, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %373 = "tf.Cast"(%372) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %374 = "tf.Pow"(%cst_33, %373) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %375 = "tf.Sub"(%cst_27, %374) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %376 = "tf.Pow"(%cst_32, %373) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %377 = "tf.Sub"(%cst_27, %376) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %378 = "tf.Sqrt"(%377) {device = ""} : (tensor<f32>) -> tensor<f32>
    %379 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %380 = "tf.AddV2"(%379, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %381 = "tf.Cast"(%380) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %382 = "tf.Pow"(%cst_33, %381) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %383 = "tf.Sub"(%cst_27, %382) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %384 = "tf.Pow"(%cst_32, %381) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %385 = "tf.Sub"(%cst_27, %384) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %386 = "tf.Sqrt"(%385) {device = ""} : (tensor<f32>) -> tensor<f32>
    %387 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %388 = "tf.AddV2"(%387, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %389 = "tf.Cast"(%388) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %390 = "tf.Pow"(%cst_33, %389) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %391 = "tf.Sub"(%cst_27, %390) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %392 = "tf.Pow"(%cst_32, %389) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %393 = "tf.Sub"(%cst_27, %392) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %394 = "tf.Sqrt"(%393) {device = ""} : (tensor<f32>) -> tensor<f32>
    %395 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %396 = "tf.AddV2"(%395, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %397 = "tf.Cast"(%396) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %398 = "tf.Pow"(%cst_33, %397) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %399 = "tf.Sub"(%cst_27, %398) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %400 = "tf.Pow"(%cst_32, %397) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %401 = "tf.Sub"(%cst_27, %400) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %402 = "tf.Sqrt"(%401) {device = ""} : (tensor<f32>) -> tensor<f32>
    %403 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %404 = "tf.AddV2"(%403, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %405 = "tf.Cast"(%404) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %406 = "tf.Pow"(%cst_33, %405) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %407 = "tf.Sub"(%cst_27, %406) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %408 = "tf.Pow"(%cst_32, %405) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %409 = "tf.Sub"(%cst_27, %408) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %410 = "tf.Sqrt"(%409) {device = ""} : (tensor<f32>) -> tensor<f32>
    %411 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %412 = "tf.AddV2"(%411, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %413 = "tf.Cast"(%412) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %414 = "tf.Pow"(%cst_33, %413) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %415 = "tf.Sub"(%cst_27, %414) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %416 = "tf.Pow"(%cst_32, %413) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %417 = "tf.Sub"(%cst_27, %416) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %418 = "tf.Sqrt"(%417) {device = ""} : (tensor<f32>) -> tensor<f32>
    %419 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %420 = "tf.AddV2"(%419, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %421 = "tf.Cast"(%420) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %422 = "tf.Pow"(%cst_33, %421) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %423 = "tf.Sub"(%cst_27, %422) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %424 = "tf.Pow"(%cst_32, %421) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %425 = "tf.Sub"(%cst_27, %424) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %426 = "tf.Sqrt"(%425) {device = ""} : (tensor<f32>) -> tensor<f32>
    %427 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %428 = "tf.AddV2"(%427, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %429 = "tf.Cast"(%428) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %430 = "tf.Pow"(%cst_33, %429) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %431 = "tf.Sub"(%cst_27, %430) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %432 = "tf.Pow"(%cst_32, %429) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %433 = "tf.Sub"(%cst_27, %432) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %434 = "tf.Sqrt"(%433) {device = ""} : (tensor<f32>) -> tensor<f32>
    %435 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %436 = "tf.AddV2"(%435, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %437 = "tf.Cast"(%436) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %438 = "tf.Pow"(%cst_33, %437) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %439 = "tf.Sub"(%cst_27, %438) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %440 = "tf.Pow"(%cst_32, %437) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %441 = "tf.Sub"(%cst_27, %440) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %442 = "tf.Sqrt"(%441) {device = ""} : (tensor<f32>) -> tensor<f32>
    %443 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %444 = "tf.AddV2"(%443, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %445 = "tf.Cast"(%444) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %446 = "tf.Pow"(%cst_33, %445) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %447 = "tf.Sub"(%cst_27, %446) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %448 = "tf.Pow"(%cst_32, %445) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %449 = "tf.Sub"(%cst_27, %448) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %450 = "tf.Sqrt"(%449) {device = ""} : (tensor<f32>) -> tensor<f32>
    %451 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %452 = "tf.AddV2"(%451, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %453 = "tf.Cast"(%452) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %454 = "tf.Pow"(%cst_33, %453) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %455 = "tf.Sub"(%cst_27, %454) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %456 = "tf.Pow"(%cst_32, %453) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %457 = "tf.Sub"(%cst_27, %456) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %458 = "tf.Sqrt"(%457) {device = ""} : (tensor<f32>) -> tensor<f32>
    %459 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %460 = "tf.AddV2"(%459, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %461 = "tf.Cast"(%460) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %462 = "tf.Pow"(%cst_33, %461) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %463 = "tf.Sub"(%cst_27, %462) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %464 = "tf.Pow"(%cst_32, %461) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %465 = "tf.Sub"(%cst_27, %464) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %466 = "tf.Sqrt"(%465) {device = ""} : (tensor<f32>) -> tensor<f32>
    %467 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %468 = "tf.AddV2"(%467, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %469 = "tf.Cast"(%468) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %470 = "tf.Pow"(%cst_33, %469) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %471 = "tf.Sub"(%cst_27, %470) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %472 = "tf.Pow"(%cst_32, %469) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %473 = "tf.Sub"(%cst_27, %472) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %474 = "tf.Sqrt"(%473) {device = ""} : (tensor<f32>) -> tensor<f32>
    %475 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %476 = "tf.Identity"(%66) {device = ""} : (tensor<i64>) -> tensor<i64>
    %477 = "tf.AddV2"(%475, %cst_41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %478 = "tf.Cast"(%477) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %479 = "tf.Pow"(%cst_33, %478) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %480 = "tf.Sub"(%cst_27, %479) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %481 = "tf.Pow"(%cst_32, %478) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %482 = "tf.Sub"(%cst_27, %481) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %483 = "tf.Sqrt"(%482) {device = ""} : (tensor<f32>) -> tensor<f32>
    %484 = "tf.ReadVariableOp"(%arg121) {device = ""} : (tensor<*x!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    %485 = "tf.Identity"(%484) {device = ""} : (tensor<f32>) -> tensor<f32>
    %486 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %487 = "tf.Mul"(%486, %74) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %488 = "tf.RealDiv"(%487, %71) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %489 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %490 = "tf.Mul"(%489, %202) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %491 = "tf.RealDiv"(%490, %199) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %492 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %493 = "tf.Mul"(%492, %210) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %494 = "tf.RealDiv"(%493, %207) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %495 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %496 = "tf.Mul"(%495, %218) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %497 = "tf.RealDiv"(%496, %215) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %498 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %499 = "tf.Mul"(%498, %234) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %500 = "tf.RealDiv"(%499, %231) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %501 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %502 = "tf.Mul"(%501, %242) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %503 = "tf.RealDiv"(%502, %239) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %504 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %505 = "tf.Mul"(%504, %250) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %506 = "tf.RealDiv"(%505, %247) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %507 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %508 = "tf.Mul"(%507, %226) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %509 = "tf.RealDiv"(%508, %223) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %510 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %511 = "tf.Mul"(%510, %258) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %512 = "tf.RealDiv"(%511, %255) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %513 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %514 = "tf.Mul"(%513, %266) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %515 = "tf.RealDiv"(%514, %263) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %516 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %517 = "tf.Mul"(%516, %274) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %518 = "tf.RealDiv"(%517, %271) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %519 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %520 = "tf.Mul"(%519, %282) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %521 = "tf.RealDiv"(%520, %279) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %522 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %523 = "tf.Mul"(%522, %290) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %524 = "tf.RealDiv"(%523, %287) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %525 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %526 = "tf.Mul"(%525, %298) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %527 = "tf.RealDiv"(%526, %295) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %528 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %529 = "tf.Mul"(%528, %306) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %530 = "tf.RealDiv"(%529, %303) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %531 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %532 = "tf.Mul"(%531, %322) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %533 = "tf.RealDiv"(%532, %319) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %534 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %535 = "tf.Mul"(%534, %330) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %536 = "tf.RealDiv"(%535, %327) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %537 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %538 = "tf.Mul"(%537, %338) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %539 = "tf.RealDiv"(%538, %335) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %540 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %541 = "tf.Mul"(%540, %314) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %542 = "tf.RealDiv"(%541, %311) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %543 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %544 = "tf.Mul"(%543, %346) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %545 = "tf.RealDiv"(%544, %343) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %546 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %547 = "tf.Mul"(%546, %354) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %548 = "tf.RealDiv"(%547, %351) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %549 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %550 = "tf.Mul"(%549, %362) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %551 = "tf.RealDiv"(%550, %359) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %552 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %553 = "tf.Mul"(%552, %370) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %554 = "tf.RealDiv"(%553, %367) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %555 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %556 = "tf.Mul"(%555, %378) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %557 = "tf.RealDiv"(%556, %375) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %558 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %559 = "tf.Mul"(%558, %386) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %560 = "tf.RealDiv"(%559, %383) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %561 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %562 = "tf.Mul"(%561, %394) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %563 = "tf.RealDiv"(%562, %391) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %564 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %565 = "tf.Mul"(%564, %410) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %566 = "tf.RealDiv"(%565, %407) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %567 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %568 = "tf.Mul"(%567, %418) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %569 = "tf.RealDiv"(%568, %415) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %570 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %571 = "tf.Mul"(%570, %426) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %572 = "tf.RealDiv"(%571, %423) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %573 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %574 = "tf.Mul"(%573, %402) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %575 = "tf.RealDiv"(%574, %399) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %576 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %577 = "tf.Mul"(%576, %434) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %578 = "tf.RealDiv"(%577, %431) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %579 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %580 = "tf.Mul"(%579, %442) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %581 = "tf.RealDiv"(%580, %439) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %582 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %583 = "tf.Mul"(%582, %450) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %584 = "tf.RealDiv"(%583, %447) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %585 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %586 = "tf.Mul"(%585, %458) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %587 = "tf.RealDiv"(%586, %455) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %588 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %589 = "tf.Mul"(%588, %466) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %590 = "tf.RealDiv"(%589, %463) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %591 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %592 = "tf.Mul"(%591, %474) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %593 = "tf.RealDiv"(%592, %471) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %594 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %595 = "tf.Mul"(%594, %483) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %596 = "tf.RealDiv"(%595, %480) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %597 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %598 = "tf.Mul"(%597, %90) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %599 = "tf.RealDiv"(%598, %87) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %600 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %601 = "tf.Mul"(%600, %98) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %602 = "tf.RealDiv"(%601, %95) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %603 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %604 = "tf.Mul"(%603, %82) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %605 = "tf.RealDiv"(%604, %79) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %606 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %607 = "tf.Mul"(%606, %106) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %608 = "tf.RealDiv"(%607, %103) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %609 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %610 = "tf.Mul"(%609, %114) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %611 = "tf.RealDiv"(%610, %111) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %612 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %613 = "tf.Mul"(%612, %122) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %614 = "tf.RealDiv"(%613, %119) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %615 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %616 = "tf.Mul"(%615, %130) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %617 = "tf.RealDiv"(%616, %127) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %618 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %619 = "tf.Mul"(%618, %146) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %620 = "tf.RealDiv"(%619, %143) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %621 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %622 = "tf.Mul"(%621, %154) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %623 = "tf.RealDiv"(%622, %151) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %624 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %625 = "tf.Mul"(%624, %138) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %626 = "tf.RealDiv"(%625, %135) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %627 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %628 = "tf.Mul"(%627, %162) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %629 = "tf.RealDiv"(%628, %159) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %630 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %631 = "tf.Mul"(%630, %170) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %632 = "tf.RealDiv"(%631, %167) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %633 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %634 = "tf.Mul"(%633, %178) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %635 = "tf.RealDiv"(%634, %175) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %636 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %637 = "tf.Mul"(%636, %186) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %638 = "tf.RealDiv"(%637, %183) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %639 = "tf.Identity"(%485) {device = ""} : (tensor<f32>) -> tensor<f32>
    %640 = "tf.Mul"(%639, %194) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %641 = "tf.RealDiv"(%640, %191) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %642 = "tf.ReadVariableOp"(%arg13) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %643 = "tf.Identity"(%642) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %644 = "tf.Identity"(%643) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %645 = "tf.Reshape"(%644, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %646 = "tf.ReadVariableOp"(%arg122) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %647 = "tf.Identity"(%646) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %648 = "tf.Identity"(%647) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %649 = "tf.ReadVariableOp"(%arg123) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %650 = "tf.Identity"(%649) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %651 = "tf.Identity"(%650) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %652 = "tf.ReadVariableOp"(%arg124) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %653 = "tf.Identity"(%652) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %654 = "tf.Identity"(%653) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %655 = "tf.ReadVariableOp"(%arg125) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %656 = "tf.Identity"(%655) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %657 = "tf.Identity"(%656) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %658 = "tf.ReadVariableOp"(%arg126) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %659 = "tf.Identity"(%658) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %660 = "tf.Identity"(%659) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %661 = "tf.ReadVariableOp"(%arg127) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %662 = "tf.Identity"(%661) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %663 = "tf.Identity"(%662) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %664 = "tf.ReadVariableOp"(%arg128) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %665 = "tf.Identity"(%664) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %666 = "tf.Identity"(%665) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %667 = "tf.ReadVariableOp"(%arg129) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %668 = "tf.Identity"(%667) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %669 = "tf.Identity"(%668) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %670 = "tf.ReadVariableOp"(%arg130) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %671 = "tf.Identity"(%670) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %672 = "tf.Identity"(%671) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %673 = "tf.ReadVariableOp"(%arg131) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %674 = "tf.Identity"(%673) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %675 = "tf.Identity"(%674) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %676 = "tf.ReadVariableOp"(%arg14) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %677 = "tf.Identity"(%676) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %678 = "tf.Identity"(%677) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %679 = "tf.Reshape"(%678, %cst_22) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %680 = "tf.ReadVariableOp"(%arg132) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %681 = "tf.Identity"(%680) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %682 = "tf.Identity"(%681) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %683 = "tf.ReadVariableOp"(%arg133) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %684 = "tf.Identity"(%683) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %685 = "tf.Identity"(%684) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %686 = "tf.ReadVariableOp"(%arg134) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %687 = "tf.Identity"(%686) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %688 = "tf.Identity"(%687) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %689 = "tf.ReadVariableOp"(%arg135) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %690 = "tf.Identity"(%689) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %691 = "tf.Identity"(%690) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %692 = "tf.ReadVariableOp"(%arg136) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %693 = "tf.Identity"(%692) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %694 = "tf.Identity"(%693) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %695 = "tf.ReadVariableOp"(%arg137) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %696 = "tf.Identity"(%695) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %697 = "tf.Identity"(%696) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %698 = "tf.ReadVariableOp"(%arg138) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %699 = "tf.Identity"(%698) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %700 = "tf.Identity"(%699) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %701 = "tf.ReadVariableOp"(%arg139) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %702 = "tf.Identity"(%701) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %703 = "tf.Identity"(%702) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %704 = "tf.ReadVariableOp"(%arg140) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %705 = "tf.Identity"(%704) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %706 = "tf.Identity"(%705) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %707 = "tf.ReadVariableOp"(%arg141) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %708 = "tf.Identity"(%707) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %709 = "tf.Identity"(%708) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %710 = "tf.ReadVariableOp"(%arg15) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %711 = "tf.Identity"(%710) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %712 = "tf.Identity"(%711) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %713 = "tf.Reshape"(%712, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %714 = "tf.ReadVariableOp"(%arg142) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %715 = "tf.Identity"(%714) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %716 = "tf.Identity"(%715) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %717 = "tf.ReadVariableOp"(%arg143) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %718 = "tf.Identity"(%717) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %719 = "tf.Identity"(%718) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %720 = "tf.ReadVariableOp"(%arg144) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %721 = "tf.Identity"(%720) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %722 = "tf.Identity"(%721) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %723 = "tf.ReadVariableOp"(%arg145) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %724 = "tf.Identity"(%723) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %725 = "tf.Identity"(%724) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %726 = "tf.ReadVariableOp"(%arg146) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %727 = "tf.Identity"(%726) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %728 = "tf.Identity"(%727) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %729 = "tf.ReadVariableOp"(%arg147) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %730 = "tf.Identity"(%729) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %731 = "tf.Identity"(%730) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %732 = "tf.ReadVariableOp"(%arg148) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %733 = "tf.Identity"(%732) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %734 = "tf.Identity"(%733) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %735 = "tf.ReadVariableOp"(%arg149) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %736 = "tf.Identity"(%735) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %737 = "tf.Identity"(%736) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %738 = "tf.ReadVariableOp"(%arg150) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %739 = "tf.Identity"(%738) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %740 = "tf.Identity"(%739) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %741 = "tf.ReadVariableOp"(%arg151) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %742 = "tf.Identity"(%741) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %743 = "tf.Identity"(%742) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %744 = "tf.ReadVariableOp"(%arg16) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %745 = "tf.Identity"(%744) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %746 = "tf.Identity"(%745) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %747 = "tf.Reshape"(%746, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %748 = "tf.ReadVariableOp"(%arg152) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %749 = "tf.Identity"(%748) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %750 = "tf.Identity"(%749) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %751 = "tf.ReadVariableOp"(%arg153) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %752 = "tf.Identity"(%751) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %753 = "tf.Identity"(%752) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %754 = "tf.ReadVariableOp"(%arg154) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %755 = "tf.Identity"(%754) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %756 = "tf.Identity"(%755) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %757 = "tf.ReadVariableOp"(%arg155) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %758 = "tf.Identity"(%757) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %759 = "tf.Identity"(%758) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %760 = "tf.ReadVariableOp"(%arg156) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %761 = "tf.Identity"(%760) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %762 = "tf.Identity"(%761) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %763 = "tf.ReadVariableOp"(%arg157) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %764 = "tf.Identity"(%763) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %765 = "tf.Identity"(%764) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %766 = "tf.ReadVariableOp"(%arg158) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %767 = "tf.Identity"(%766) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %768 = "tf.Identity"(%767) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %769 = "tf.ReadVariableOp"(%arg159) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %770 = "tf.Identity"(%769) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %771 = "tf.Identity"(%770) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %772 = "tf.ReadVariableOp"(%arg17) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %773 = "tf.Identity"(%772) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %774 = "tf.Identity"(%773) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %775 = "tf.Reshape"(%774, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %776 = "tf.ReadVariableOp"(%arg18) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %777 = "tf.Identity"(%776) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %778 = "tf.Identity"(%777) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %779 = "tf.GatherV2"(%778, %2, %cst_24) <{batch_dims = 0 : i64}> {device = ""} : (tensor<16384x256xf32>, tensor<32x32xi32>, tensor<i32>) -> tensor<32x32x256xf32>
    %780 = "tf.Mul"(%779, %cst_2) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %781 = "tf.ReadVariableOp"(%arg19) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %782 = "tf.Identity"(%781) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %783 = "tf.Identity"(%782) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %784 = "tf.ReadVariableOp"(%arg20) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %785 = "tf.Identity"(%784) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %786 = "tf.Identity"(%785) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %787 = "tf.ReadVariableOp"(%arg21) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %788 = "tf.Identity"(%787) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %789 = "tf.Identity"(%788) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %790 = "tf.ReadVariableOp"(%arg3) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %791 = "tf.Identity"(%790) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %792 = "tf.Identity"(%791) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %793 = "tf.Reshape"(%792, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %794 = "tf.ReadVariableOp"(%arg22) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %795 = "tf.Identity"(%794) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %796 = "tf.Identity"(%795) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %797 = "tf.ReadVariableOp"(%arg23) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %798 = "tf.Identity"(%797) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %799 = "tf.Identity"(%798) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %800 = "tf.ReadVariableOp"(%arg24) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %801 = "tf.Identity"(%800) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %802 = "tf.Identity"(%801) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %803 = "tf.ReadVariableOp"(%arg25) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %804 = "tf.Identity"(%803) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %805 = "tf.Identity"(%804) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %806 = "tf.ReadVariableOp"(%arg26) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %807 = "tf.Identity"(%806) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %808 = "tf.Identity"(%807) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %809 = "tf.ReadVariableOp"(%arg27) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %810 = "tf.Identity"(%809) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %811 = "tf.Identity"(%810) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %812 = "tf.ReadVariableOp"(%arg28) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %813 = "tf.Identity"(%812) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %814 = "tf.Identity"(%813) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %815 = "tf.ReadVariableOp"(%arg29) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %816 = "tf.Identity"(%815) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %817 = "tf.Identity"(%816) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %818 = "tf.ReadVariableOp"(%arg30) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %819 = "tf.Identity"(%818) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %820 = "tf.Identity"(%819) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %821 = "tf.ReadVariableOp"(%arg31) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %822 = "tf.Identity"(%821) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %823 = "tf.Identity"(%822) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %824 = "tf.ReadVariableOp"(%arg4) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %825 = "tf.Identity"(%824) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %826 = "tf.Identity"(%825) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %827 = "tf.Reshape"(%826, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %828 = "tf.ReadVariableOp"(%arg32) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %829 = "tf.Identity"(%828) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %830 = "tf.Identity"(%829) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %831 = "tf.ReadVariableOp"(%arg33) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %832 = "tf.Identity"(%831) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %833 = "tf.Identity"(%832) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %834 = "tf.ReadVariableOp"(%arg34) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %835 = "tf.Identity"(%834) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %836 = "tf.Identity"(%835) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %837 = "tf.ReadVariableOp"(%arg35) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %838 = "tf.Identity"(%837) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %839 = "tf.Identity"(%838) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %840 = "tf.Reshape"(%839, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %841 = "tf.ReadVariableOp"(%arg36) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %842 = "tf.Identity"(%841) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %843 = "tf.Identity"(%842) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %844 = "tf.Reshape"(%843, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %845 = "tf.ReadVariableOp"(%arg37) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %846 = "tf.Identity"(%845) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %847 = "tf.Identity"(%846) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %848 = "tf.Reshape"(%847, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %849 = "tf.ReadVariableOp"(%arg38) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %850 = "tf.Identity"(%849) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %851 = "tf.Identity"(%850) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %852 = "tf.Reshape"(%851, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %853 = "tf.ReadVariableOp"(%arg39) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %854 = "tf.Identity"(%853) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %855 = "tf.Identity"(%854) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %856 = "tf.Reshape"(%855, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %857 = "tf.ReadVariableOp"(%arg40) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %858 = "tf.Identity"(%857) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %859 = "tf.Identity"(%858) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %860 = "tf.Reshape"(%859, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %861 = "tf.ReadVariableOp"(%arg41) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %862 = "tf.Identity"(%861) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %863 = "tf.Identity"(%862) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %864 = "tf.Reshape"(%863, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %865 = "tf.ReadVariableOp"(%arg5) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %866 = "tf.Identity"(%865) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %867 = "tf.Identity"(%866) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %868 = "tf.Reshape"(%867, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %869 = "tf.ReadVariableOp"(%arg42) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %870 = "tf.Identity"(%869) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %871 = "tf.Identity"(%870) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %872 = "tf.Reshape"(%871, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %873 = "tf.ReadVariableOp"(%arg43) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %874 = "tf.Identity"(%873) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %875 = "tf.Identity"(%874) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %876 = "tf.Reshape"(%875, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %877 = "tf.ReadVariableOp"(%arg44) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %878 = "tf.Identity"(%877) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %879 = "tf.Identity"(%878) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %880 = "tf.Reshape"(%879, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %881 = "tf.ReadVariableOp"(%arg45) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %882 = "tf.Identity"(%881) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %883 = "tf.Identity"(%882) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %884 = "tf.Reshape"(%883, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %885 = "tf.ReadVariableOp"(%arg46) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %886 = "tf.Identity"(%885) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %887 = "tf.Identity"(%886) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %888 = "tf.Reshape"(%887, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %889 = "tf.ReadVariableOp"(%arg47) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %890 = "tf.Identity"(%889) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %891 = "tf.Identity"(%890) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %892 = "tf.Reshape"(%891, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %893 = "tf.ReadVariableOp"(%arg48) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %894 = "tf.Identity"(%893) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %895 = "tf.Identity"(%894) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %896 = "tf.Reshape"(%895, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %897 = "tf.ReadVariableOp"(%arg49) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %898 = "tf.Identity"(%897) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %899 = "tf.Identity"(%898) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %900 = "tf.Reshape"(%899, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %901 = "tf.ReadVariableOp"(%arg50) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %902 = "tf.Identity"(%901) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %903 = "tf.Identity"(%902) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %904 = "tf.Reshape"(%903, %cst_3) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %905 = "tf.ReadVariableOp"(%arg51) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %906 = "tf.Identity"(%905) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %907 = "tf.Identity"(%906) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %908 = "tf.ReadVariableOp"(%arg6) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %909 = "tf.Identity"(%908) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %910 = "tf.Identity"(%909) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %911 = "tf.Reshape"(%910, %cst_22) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %912 = "tf.ReadVariableOp"(%arg52) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %913 = "tf.Identity"(%912) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %914 = "tf.Identity"(%913) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %915 = "tf.ReadVariableOp"(%arg53) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %916 = "tf.Identity"(%915) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %917 = "tf.Identity"(%916) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %918 = "tf.ReadVariableOp"(%arg54) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %919 = "tf.Identity"(%918) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %920 = "tf.Identity"(%919) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %921 = "tf.ReadVariableOp"(%arg55) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %922 = "tf.Identity"(%921) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %923 = "tf.Identity"(%922) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %924 = "tf.ReadVariableOp"(%arg56) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %925 = "tf.Identity"(%924) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %926 = "tf.Identity"(%925) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %927 = "tf.ReadVariableOp"(%arg57) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %928 = "tf.Identity"(%927) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %929 = "tf.Identity"(%928) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %930 = "tf.ReadVariableOp"(%arg58) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %931 = "tf.Identity"(%930) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %932 = "tf.Identity"(%931) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %933 = "tf.ReadVariableOp"(%arg59) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %934 = "tf.Identity"(%933) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %935 = "tf.Identity"(%934) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %936 = "tf.ReadVariableOp"(%arg60) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %937 = "tf.Identity"(%936) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %938 = "tf.Identity"(%937) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %939 = "tf.ReadVariableOp"(%arg61) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %940 = "tf.Identity"(%939) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %941 = "tf.Identity"(%940) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %942 = "tf.ReadVariableOp"(%arg7) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %943 = "tf.Identity"(%942) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %944 = "tf.Identity"(%943) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %945 = "tf.Reshape"(%944, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %946 = "tf.ReadVariableOp"(%arg62) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %947 = "tf.Identity"(%946) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %948 = "tf.Identity"(%947) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %949 = "tf.ReadVariableOp"(%arg63) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %950 = "tf.Identity"(%949) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %951 = "tf.Identity"(%950) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %952 = "tf.ReadVariableOp"(%arg64) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %953 = "tf.Identity"(%952) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %954 = "tf.Identity"(%953) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %955 = "tf.ReadVariableOp"(%arg65) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %956 = "tf.Identity"(%955) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %957 = "tf.Identity"(%956) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %958 = "tf.ReadVariableOp"(%arg66) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %959 = "tf.Identity"(%958) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %960 = "tf.Identity"(%959) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %961 = "tf.ReadVariableOp"(%arg67) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %962 = "tf.Identity"(%961) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %963 = "tf.Identity"(%962) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %964 = "tf.ReadVariableOp"(%arg68) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %965 = "tf.Identity"(%964) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %966 = "tf.Identity"(%965) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %967 = "tf.ReadVariableOp"(%arg69) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %968 = "tf.Identity"(%967) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %969 = "tf.Identity"(%968) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %970 = "tf.ReadVariableOp"(%arg70) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %971 = "tf.Identity"(%970) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %972 = "tf.Identity"(%971) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %973 = "tf.ReadVariableOp"(%arg71) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %974 = "tf.Identity"(%973) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %975 = "tf.Identity"(%974) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %976 = "tf.ReadVariableOp"(%arg8) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %977 = "tf.Identity"(%976) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %978 = "tf.Identity"(%977) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %979 = "tf.Reshape"(%978, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %980 = "tf.ReadVariableOp"(%arg72) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %981 = "tf.Identity"(%980) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %982 = "tf.Identity"(%981) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %983 = "tf.ReadVariableOp"(%arg73) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %984 = "tf.Identity"(%983) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %985 = "tf.Identity"(%984) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %986 = "tf.ReadVariableOp"(%arg74) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %987 = "tf.Identity"(%986) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %988 = "tf.Identity"(%987) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %989 = "tf.ReadVariableOp"(%arg75) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %990 = "tf.Identity"(%989) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %991 = "tf.Identity"(%990) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %992 = "tf.ReadVariableOp"(%arg76) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %993 = "tf.Identity"(%992) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %994 = "tf.Identity"(%993) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %995 = "tf.ReadVariableOp"(%arg77) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %996 = "tf.Identity"(%995) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %997 = "tf.Identity"(%996) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %998 = "tf.ReadVariableOp"(%arg78) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %999 = "tf.Identity"(%998) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1000 = "tf.Identity"(%999) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1001 = "tf.ReadVariableOp"(%arg79) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1002 = "tf.Identity"(%1001) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1003 = "tf.Identity"(%1002) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1004 = "tf.ReadVariableOp"(%arg80) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1005 = "tf.Identity"(%1004) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1006 = "tf.Identity"(%1005) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1007 = "tf.ReadVariableOp"(%arg81) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1008 = "tf.Identity"(%1007) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1009 = "tf.Identity"(%1008) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1010 = "tf.ReadVariableOp"(%arg9) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1011 = "tf.Identity"(%1010) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1012 = "tf.Identity"(%1011) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1013 = "tf.Reshape"(%1012, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1014 = "tf.ReadVariableOp"(%arg82) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1015 = "tf.Identity"(%1014) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1016 = "tf.Identity"(%1015) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1017 = "tf.ReadVariableOp"(%arg83) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1018 = "tf.Identity"(%1017) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1019 = "tf.Identity"(%1018) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1020 = "tf.ReadVariableOp"(%arg84) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1021 = "tf.Identity"(%1020) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1022 = "tf.Identity"(%1021) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1023 = "tf.ReadVariableOp"(%arg85) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1024 = "tf.Identity"(%1023) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1025 = "tf.Identity"(%1024) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1026 = "tf.ReadVariableOp"(%arg86) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1027 = "tf.Identity"(%1026) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1028 = "tf.Identity"(%1027) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1029 = "tf.ReadVariableOp"(%arg87) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1030 = "tf.Identity"(%1029) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1031 = "tf.Identity"(%1030) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1032 = "tf.ReadVariableOp"(%arg88) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1033 = "tf.Identity"(%1032) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1034 = "tf.Identity"(%1033) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1035 = "tf.ReadVariableOp"(%arg89) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1036 = "tf.Identity"(%1035) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1037 = "tf.Identity"(%1036) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1038 = "tf.ReadVariableOp"(%arg90) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1039 = "tf.Identity"(%1038) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1040 = "tf.Identity"(%1039) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1041 = "tf.ReadVariableOp"(%arg91) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1042 = "tf.Identity"(%1041) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1043 = "tf.Identity"(%1042) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1044 = "tf.ReadVariableOp"(%arg10) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1045 = "tf.Identity"(%1044) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1046 = "tf.Identity"(%1045) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1047 = "tf.Reshape"(%1046, %cst_22) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1048 = "tf.ReadVariableOp"(%arg92) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1049 = "tf.Identity"(%1048) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1050 = "tf.Identity"(%1049) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1051 = "tf.ReadVariableOp"(%arg93) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1052 = "tf.Identity"(%1051) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1053 = "tf.Identity"(%1052) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1054 = "tf.ReadVariableOp"(%arg94) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1055 = "tf.Identity"(%1054) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1056 = "tf.Identity"(%1055) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1057 = "tf.ReadVariableOp"(%arg95) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1058 = "tf.Identity"(%1057) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1059 = "tf.Identity"(%1058) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1060 = "tf.ReadVariableOp"(%arg96) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1061 = "tf.Identity"(%1060) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1062 = "tf.Identity"(%1061) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1063 = "tf.ReadVariableOp"(%arg97) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1064 = "tf.Identity"(%1063) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1065 = "tf.Identity"(%1064) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1066 = "tf.ReadVariableOp"(%arg98) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1067 = "tf.Identity"(%1066) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1068 = "tf.Identity"(%1067) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1069 = "tf.ReadVariableOp"(%arg99) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1070 = "tf.Identity"(%1069) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1071 = "tf.Identity"(%1070) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1072 = "tf.ReadVariableOp"(%arg100) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1073 = "tf.Identity"(%1072) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1074 = "tf.Identity"(%1073) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1075 = "tf.ReadVariableOp"(%arg101) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1076 = "tf.Identity"(%1075) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1077 = "tf.Identity"(%1076) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1078 = "tf.ReadVariableOp"(%arg11) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1079 = "tf.Identity"(%1078) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1080 = "tf.Identity"(%1079) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1081 = "tf.Reshape"(%1080, %cst_21) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1082 = "tf.ReadVariableOp"(%arg2) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1083 = "tf.Identity"(%1082) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1084 = "tf.Identity"(%1083) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1085 = "tf.Reshape"(%1084, %cst_22) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1086 = "tf.GatherV2"(%907, %cst_0, %cst_24) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %1087 = "tf.AddV2"(%780, %1086) {device = ""} : (tensor<32x32x256xf32>, tensor<32x256xf32>) -> tensor<32x32x256xf32>
    %1088 = "tf.BatchMatMulV2"(%1087, %793) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1089 = "tf.Reshape"(%1088, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1090 = "tf.BatchMatMulV2"(%1087, %827) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1091 = "tf.Reshape"(%1090, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1092 = "tf.Einsum"(%1091, %1089) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1093 = "tf.Mul"(%1092, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1094 = "tf.SelectV2"(%cst_18, %1093, %cst_25) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1095 = "tf.Softmax"(%1094) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1096 = "tf.BatchMatMulV2"(%1087, %868) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1097 = "tf.Reshape"(%1096, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1098 = "tf.Einsum"(%1095, %1097) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1099 = "tf.Reshape"(%1098, %cst_23) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1100 = "tf.BatchMatMulV2"(%1099, %1085) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1101 = "tf.AddV2"(%1087, %1100) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1102 = "tf.Mean"(%1101, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1103 = "tf.Neg"(%1102) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1104 = "tf.StopGradient"(%1102) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1105 = "tf.SquaredDifference"(%1101, %1104) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1106 = "tf.Mean"(%1105, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1107 = "tf.AddV2"(%1106, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1108 = "tf.Rsqrt"(%1107) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1109 = "tf.Mul"(%1108, %844) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1110 = "tf.Mul"(%1103, %1109) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1111 = "tf.AddV2"(%1110, %840) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1112 = "tf.Mul"(%1101, %1109) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1113 = "tf.AddV2"(%1112, %1111) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1114 = "tf.Reshape"(%1113, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1115 = "tf.MatMul"(%1114, %786) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1116 = "tf.Reshape"(%1115, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1117 = "tf.BiasAdd"(%1116, %783) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1118 = "tf.Relu"(%1117) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1119 = "tf.Reshape"(%1118, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1120 = "tf.MatMul"(%1119, %814) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1121 = "tf.Reshape"(%1120, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1122 = "tf.BiasAdd"(%1121, %811) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1123 = "tf.AddV2"(%1113, %1122) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1124 = "tf.Mean"(%1123, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1125 = "tf.Neg"(%1124) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1126 = "tf.StopGradient"(%1124) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1127 = "tf.SquaredDifference"(%1123, %1126) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1128 = "tf.Mean"(%1127, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1129 = "tf.AddV2"(%1128, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1130 = "tf.Rsqrt"(%1129) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1131 = "tf.Mul"(%1130, %880) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1132 = "tf.Mul"(%1125, %1131) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1133 = "tf.AddV2"(%1132, %876) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1134 = "tf.Mul"(%1123, %1131) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1135 = "tf.AddV2"(%1134, %1133) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1136 = "tf.BatchMatMulV2"(%1135, %945) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1137 = "tf.Reshape"(%1136, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1138 = "tf.BatchMatMulV2"(%1135, %979) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1139 = "tf.Reshape"(%1138, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1140 = "tf.Einsum"(%1139, %1137) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1141 = "tf.Mul"(%1140, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1142 = "tf.SelectV2"(%cst_18, %1141, %cst_25) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1143 = "tf.Softmax"(%1142) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1144 = "tf.BatchMatMulV2"(%1135, %1013) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1145 = "tf.Reshape"(%1144, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1146 = "tf.Einsum"(%1143, %1145) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1147 = "tf.Reshape"(%1146, %cst_23) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1148 = "tf.BatchMatMulV2"(%1147, %911) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1149 = "tf.AddV2"(%1135, %1148) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1150 = "tf.Mean"(%1149, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1151 = "tf.Neg"(%1150) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1152 = "tf.StopGradient"(%1150) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1153 = "tf.SquaredDifference"(%1149, %1152) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1154 = "tf.Mean"(%1153, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1155 = "tf.AddV2"(%1154, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1156 = "tf.Rsqrt"(%1155) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1157 = "tf.Mul"(%1156, %852) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1158 = "tf.Mul"(%1151, %1157) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1159 = "tf.AddV2"(%1158, %848) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1160 = "tf.Mul"(%1149, %1157) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1161 = "tf.AddV2"(%1160, %1159) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1162 = "tf.Reshape"(%1161, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1163 = "tf.MatMul"(%1162, %796) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1164 = "tf.Reshape"(%1163, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1165 = "tf.BiasAdd"(%1164, %789) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1166 = "tf.Relu"(%1165) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1167 = "tf.Reshape"(%1166, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1168 = "tf.MatMul"(%1167, %820) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1169 = "tf.Reshape"(%1168, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1170 = "tf.BiasAdd"(%1169, %817) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1171 = "tf.AddV2"(%1161, %1170) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1172 = "tf.Mean"(%1171, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1173 = "tf.Neg"(%1172) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1174 = "tf.StopGradient"(%1172) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1175 = "tf.SquaredDifference"(%1171, %1174) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1176 = "tf.Mean"(%1175, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1177 = "tf.AddV2"(%1176, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1178 = "tf.Rsqrt"(%1177) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1179 = "tf.Mul"(%1178, %888) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1180 = "tf.Mul"(%1173, %1179) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1181 = "tf.AddV2"(%1180, %884) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1182 = "tf.Mul"(%1171, %1179) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1183 = "tf.AddV2"(%1182, %1181) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1184 = "tf.BatchMatMulV2"(%1183, %1081) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1185 = "tf.Reshape"(%1184, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1186 = "tf.BatchMatMulV2"(%1183, %38) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1187 = "tf.Reshape"(%1186, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1188 = "tf.Einsum"(%1187, %1185) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1189 = "tf.Mul"(%1188, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1190 = "tf.SelectV2"(%cst_18, %1189, %cst_25) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1191 = "tf.Softmax"(%1190) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1192 = "tf.BatchMatMulV2"(%1183, %645) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1193 = "tf.Reshape"(%1192, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1194 = "tf.Einsum"(%1191, %1193) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1195 = "tf.Reshape"(%1194, %cst_23) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1196 = "tf.BatchMatMulV2"(%1195, %1047) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1197 = "tf.AddV2"(%1183, %1196) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1198 = "tf.Mean"(%1197, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1199 = "tf.Neg"(%1198) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1200 = "tf.StopGradient"(%1198) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1201 = "tf.SquaredDifference"(%1197, %1200) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1202 = "tf.Mean"(%1201, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1203 = "tf.AddV2"(%1202, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1204 = "tf.Rsqrt"(%1203) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1205 = "tf.Mul"(%1204, %860) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1206 = "tf.Mul"(%1199, %1205) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1207 = "tf.AddV2"(%1206, %856) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1208 = "tf.Mul"(%1197, %1205) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1209 = "tf.AddV2"(%1208, %1207) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1210 = "tf.Reshape"(%1209, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1211 = "tf.MatMul"(%1210, %802) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1212 = "tf.Reshape"(%1211, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1213 = "tf.BiasAdd"(%1212, %799) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1214 = "tf.Relu"(%1213) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1215 = "tf.Reshape"(%1214, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1216 = "tf.MatMul"(%1215, %830) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1217 = "tf.Reshape"(%1216, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1218 = "tf.BiasAdd"(%1217, %823) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1219 = "tf.AddV2"(%1209, %1218) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1220 = "tf.Mean"(%1219, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1221 = "tf.Neg"(%1220) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1222 = "tf.StopGradient"(%1220) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1223 = "tf.SquaredDifference"(%1219, %1222) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1224 = "tf.Mean"(%1223, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1225 = "tf.AddV2"(%1224, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1226 = "tf.Rsqrt"(%1225) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1227 = "tf.Mul"(%1226, %896) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1228 = "tf.Mul"(%1221, %1227) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1229 = "tf.AddV2"(%1228, %892) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1230 = "tf.Mul"(%1219, %1227) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1231 = "tf.AddV2"(%1230, %1229) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1232 = "tf.BatchMatMulV2"(%1231, %713) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1233 = "tf.Reshape"(%1232, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1234 = "tf.BatchMatMulV2"(%1231, %747) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1235 = "tf.Reshape"(%1234, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1236 = "tf.Einsum"(%1235, %1233) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1237 = "tf.Mul"(%1236, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1238 = "tf.SelectV2"(%cst_18, %1237, %cst_25) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1239 = "tf.Softmax"(%1238) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1240 = "tf.BatchMatMulV2"(%1231, %775) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1241 = "tf.Reshape"(%1240, %cst_20) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1242 = "tf.Einsum"(%1239, %1241) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1243 = "tf.Reshape"(%1242, %cst_23) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1244 = "tf.BatchMatMulV2"(%1243, %679) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1245 = "tf.AddV2"(%1231, %1244) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1246 = "tf.Mean"(%1245, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1247 = "tf.Neg"(%1246) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1248 = "tf.StopGradient"(%1246) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1249 = "tf.SquaredDifference"(%1245, %1248) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1250 = "tf.Mean"(%1249, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1251 = "tf.AddV2"(%1250, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1252 = "tf.Rsqrt"(%1251) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1253 = "tf.Mul"(%1252, %872) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1254 = "tf.Mul"(%1247, %1253) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1255 = "tf.AddV2"(%1254, %864) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1256 = "tf.Mul"(%1245, %1253) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1257 = "tf.AddV2"(%1256, %1255) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1258 = "tf.Reshape"(%1257, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1259 = "tf.MatMul"(%1258, %808) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1260 = "tf.Reshape"(%1259, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1261 = "tf.BiasAdd"(%1260, %805) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1262 = "tf.Relu"(%1261) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1263 = "tf.Reshape"(%1262, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1264 = "tf.MatMul"(%1263, %836) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1265 = "tf.Reshape"(%1264, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1266 = "tf.BiasAdd"(%1265, %833) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1267 = "tf.AddV2"(%1257, %1266) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1268 = "tf.Mean"(%1267, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1269 = "tf.Neg"(%1268) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1270 = "tf.StopGradient"(%1268) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1271 = "tf.SquaredDifference"(%1267, %1270) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1272 = "tf.Mean"(%1271, %cst_38) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1273 = "tf.AddV2"(%1272, %cst_30) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1274 = "tf.Rsqrt"(%1273) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1275 = "tf.Mul"(%1274, %904) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1276 = "tf.Mul"(%1269, %1275) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1277 = "tf.AddV2"(%1276, %900) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1278 = "tf.Mul"(%1267, %1275) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1279 = "tf.AddV2"(%1278, %1277) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1280 = "tf.Reshape"(%1279, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1281 = "tf.MatMul"(%1280, %917) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x16384xf32>) -> tensor<1024x16384xf32>
    %1282 = "tf.Reshape"(%1281, %cst_37) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1283 = "tf.BiasAdd"(%1282, %914) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>, tensor<16384xf32>) -> tensor<32x32x16384xf32>
    %1284 = "tf.Reshape"(%1283, %cst_34) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
    %loss, %backprop = "tf.SparseSoftmaxCrossEntropyWithLogits"(%1284, %4) {device = ""} : (tensor<1024x16384xf32>, tensor<1024xi32>) -> (tensor<1024xf32>, tensor<1024x16384xf32>)
    %1285 = "tf.Reshape"(%loss, %cst_40) {device = ""} : (tensor<1024xf32>, tensor<2xi32>) -> tensor<32x32xf32>
    %1286 = "tf.Mean"(%1285, %cst_42) <{keep_dims = false}> {device = ""} : (tensor<32x32xf32>, tensor<2xi32>) -> tensor<f32>
    %1287 = "tf.Mul"(%backprop, %cst_1) {device = ""} : (tensor<1024x16384xf32>, tensor<1024x1xf32>) -> tensor<1024x16384xf32>
    %1288 = "tf.Reshape"(%1287, %cst_37) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1289 = "tf.BiasAddGrad"(%1288) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>) -> tensor<16384xf32>
    %1290 = "tf.L2Loss"(%1289) {device = ""} : (tensor<16384xf32>) -> tensor<f32>
    %1291 = "tf.MatMul"(%1287, %917) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x16384xf32>, tensor<256x16384xf32>) -> tensor<1024x256xf32>
    %1292 = "tf.Reshape"(%1291, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1293 = "tf.Sum"(%1292, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1294 = "tf.Reshape"(%1293, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1295 = "tf.L2Loss"(%1294) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1296 = "tf.Mul"(%1292, %1275) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1297 = "tf.Sum"(%1296, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1298 = "tf.Neg"(%1297) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1299 = "tf.Tile"(%1298, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1300 = "tf.Mul"(%1299, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1301 = "tf.Mul"(%1269, %1292) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1302 = "tf.Mul"(%1292, %1275) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1303 = "tf.Mul"(%1292, %1267) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1304 = "tf.AddN"(%1303, %1301) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1305 = "tf.Mul"(%1304, %904) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1306 = "tf.Sum"(%1305, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1307 = "tf.RsqrtGrad"(%1274, %1306) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1308 = "tf.Tile"(%1307, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1309 = "tf.Mul"(%1308, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1310 = "tf.Mul"(%1309, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1311 = "tf.Sub"(%1267, %1270) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1312 = "tf.Mul"(%1310, %1311) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1313 = "tf.AddN"(%1302, %1300, %1312) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1314 = "tf.BiasAddGrad"(%1313) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1315 = "tf.L2Loss"(%1314) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1316 = "tf.Reshape"(%1313, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1317 = "tf.MatMul"(%1316, %836) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1318 = "tf.Reshape"(%1317, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1319 = "tf.ReluGrad"(%1318, %1262) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1320 = "tf.BiasAddGrad"(%1319) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1321 = "tf.L2Loss"(%1320) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1322 = "tf.Reshape"(%1319, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1323 = "tf.MatMul"(%1322, %808) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1324 = "tf.Reshape"(%1323, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1325 = "tf.AddN"(%1313, %1324) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1326 = "tf.Sum"(%1325, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1327 = "tf.Reshape"(%1326, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1328 = "tf.L2Loss"(%1327) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1329 = "tf.Mul"(%1325, %1253) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1330 = "tf.Sum"(%1329, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1331 = "tf.Neg"(%1330) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1332 = "tf.Tile"(%1331, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1333 = "tf.Mul"(%1332, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1334 = "tf.Mul"(%1247, %1325) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1335 = "tf.Mul"(%1325, %1253) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1336 = "tf.Mul"(%1325, %1245) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1337 = "tf.AddN"(%1336, %1334) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1338 = "tf.Mul"(%1337, %872) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1339 = "tf.Sum"(%1338, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1340 = "tf.RsqrtGrad"(%1252, %1339) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1341 = "tf.Tile"(%1340, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1342 = "tf.Mul"(%1341, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1343 = "tf.Mul"(%1342, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1344 = "tf.Sub"(%1245, %1248) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1345 = "tf.Mul"(%1343, %1344) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1346 = "tf.AddN"(%1335, %1333, %1345) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1347 = "tf.BatchMatMulV2"(%1346, %679) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1348 = "tf.Reshape"(%1347, %cst_8) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1349 = "tf.Einsum"(%1348, %1239) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1350 = "tf.Reshape"(%1349, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1351 = "tf.BatchMatMulV2"(%1350, %775) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1352 = "tf.BatchMatMulV2"(%1231, %1350) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1353 = "tf.Sum"(%1352, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1354 = "tf.Reshape"(%1353, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1355 = "tf.L2Loss"(%1354) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1356 = "tf.Einsum"(%1348, %1241) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1357 = "tf.Mul"(%1356, %1239) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1358 = "tf.Sum"(%1357, %cst_39) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1359 = "tf.Sub"(%1356, %1358) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1360 = "tf.Mul"(%1359, %1239) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1361 = "tf.SelectV2"(%cst_18, %1360, %cst_5) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1362 = "tf.Mul"(%1361, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1363 = "tf.Einsum"(%1362, %1233) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1364 = "tf.Reshape"(%1363, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1365 = "tf.BatchMatMulV2"(%1364, %747) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1366 = "tf.BatchMatMulV2"(%1231, %1364) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1367 = "tf.Sum"(%1366, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1368 = "tf.Reshape"(%1367, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1369 = "tf.L2Loss"(%1368) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1370 = "tf.Einsum"(%1362, %1235) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1371 = "tf.Reshape"(%1370, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1372 = "tf.BatchMatMulV2"(%1371, %713) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1373 = "tf.AddN"(%1346, %1351, %1365, %1372) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1374 = "tf.Sum"(%1373, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1375 = "tf.Reshape"(%1374, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1376 = "tf.L2Loss"(%1375) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1377 = "tf.Mul"(%1373, %1227) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1378 = "tf.Sum"(%1377, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1379 = "tf.Neg"(%1378) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1380 = "tf.Tile"(%1379, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1381 = "tf.Mul"(%1380, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1382 = "tf.Mul"(%1221, %1373) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1383 = "tf.Mul"(%1373, %1227) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1384 = "tf.Mul"(%1373, %1219) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1385 = "tf.AddN"(%1384, %1382) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1386 = "tf.Mul"(%1385, %896) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1387 = "tf.Sum"(%1386, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1388 = "tf.RsqrtGrad"(%1226, %1387) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1389 = "tf.Tile"(%1388, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1390 = "tf.Mul"(%1389, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1391 = "tf.Mul"(%1390, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1392 = "tf.Sub"(%1219, %1222) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1393 = "tf.Mul"(%1391, %1392) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1394 = "tf.AddN"(%1383, %1381, %1393) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1395 = "tf.BiasAddGrad"(%1394) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1396 = "tf.L2Loss"(%1395) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1397 = "tf.Reshape"(%1394, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1398 = "tf.MatMul"(%1397, %830) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1399 = "tf.Reshape"(%1398, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1400 = "tf.ReluGrad"(%1399, %1214) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1401 = "tf.BiasAddGrad"(%1400) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1402 = "tf.L2Loss"(%1401) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1403 = "tf.Reshape"(%1400, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1404 = "tf.MatMul"(%1403, %802) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1405 = "tf.Reshape"(%1404, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1406 = "tf.AddN"(%1394, %1405) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1407 = "tf.Sum"(%1406, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1408 = "tf.Reshape"(%1407, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1409 = "tf.L2Loss"(%1408) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1410 = "tf.Mul"(%1406, %1205) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1411 = "tf.Sum"(%1410, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1412 = "tf.Neg"(%1411) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1413 = "tf.Tile"(%1412, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1414 = "tf.Mul"(%1413, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1415 = "tf.Mul"(%1199, %1406) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1416 = "tf.Mul"(%1406, %1205) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1417 = "tf.Mul"(%1406, %1197) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1418 = "tf.AddN"(%1417, %1415) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1419 = "tf.Mul"(%1418, %860) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1420 = "tf.Sum"(%1419, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1421 = "tf.RsqrtGrad"(%1204, %1420) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1422 = "tf.Tile"(%1421, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1423 = "tf.Mul"(%1422, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1424 = "tf.Mul"(%1423, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1425 = "tf.Sub"(%1197, %1200) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1426 = "tf.Mul"(%1424, %1425) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1427 = "tf.AddN"(%1416, %1414, %1426) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1428 = "tf.BatchMatMulV2"(%1427, %1047) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1429 = "tf.Reshape"(%1428, %cst_8) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1430 = "tf.Einsum"(%1429, %1191) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1431 = "tf.Reshape"(%1430, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1432 = "tf.BatchMatMulV2"(%1431, %645) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1433 = "tf.BatchMatMulV2"(%1183, %1431) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1434 = "tf.Sum"(%1433, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1435 = "tf.Reshape"(%1434, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1436 = "tf.L2Loss"(%1435) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1437 = "tf.Einsum"(%1429, %1193) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1438 = "tf.Mul"(%1437, %1191) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1439 = "tf.Sum"(%1438, %cst_39) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1440 = "tf.Sub"(%1437, %1439) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1441 = "tf.Mul"(%1440, %1191) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1442 = "tf.SelectV2"(%cst_18, %1441, %cst_5) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1443 = "tf.Mul"(%1442, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1444 = "tf.Einsum"(%1443, %1185) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1445 = "tf.Reshape"(%1444, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1446 = "tf.BatchMatMulV2"(%1445, %38) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1447 = "tf.BatchMatMulV2"(%1183, %1445) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1448 = "tf.Sum"(%1447, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1449 = "tf.Reshape"(%1448, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1450 = "tf.L2Loss"(%1449) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1451 = "tf.Einsum"(%1443, %1187) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1452 = "tf.Reshape"(%1451, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1453 = "tf.BatchMatMulV2"(%1452, %1081) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1454 = "tf.AddN"(%1427, %1432, %1446, %1453) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1455 = "tf.Sum"(%1454, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1456 = "tf.Reshape"(%1455, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1457 = "tf.L2Loss"(%1456) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1458 = "tf.Mul"(%1454, %1179) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1459 = "tf.Sum"(%1458, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1460 = "tf.Neg"(%1459) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1461 = "tf.Tile"(%1460, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1462 = "tf.Mul"(%1461, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1463 = "tf.Mul"(%1173, %1454) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1464 = "tf.Mul"(%1454, %1179) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1465 = "tf.Mul"(%1454, %1171) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1466 = "tf.AddN"(%1465, %1463) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1467 = "tf.Mul"(%1466, %888) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1468 = "tf.Sum"(%1467, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1469 = "tf.RsqrtGrad"(%1178, %1468) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1470 = "tf.Tile"(%1469, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1471 = "tf.Mul"(%1470, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1472 = "tf.Mul"(%1471, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1473 = "tf.Sub"(%1171, %1174) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1474 = "tf.Mul"(%1472, %1473) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1475 = "tf.AddN"(%1464, %1462, %1474) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1476 = "tf.BiasAddGrad"(%1475) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1477 = "tf.L2Loss"(%1476) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1478 = "tf.Reshape"(%1475, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1479 = "tf.MatMul"(%1478, %820) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1480 = "tf.Reshape"(%1479, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1481 = "tf.ReluGrad"(%1480, %1166) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1482 = "tf.BiasAddGrad"(%1481) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1483 = "tf.L2Loss"(%1482) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1484 = "tf.Reshape"(%1481, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1485 = "tf.MatMul"(%1484, %796) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1486 = "tf.Reshape"(%1485, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1487 = "tf.AddN"(%1475, %1486) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1488 = "tf.Sum"(%1487, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1489 = "tf.Reshape"(%1488, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1490 = "tf.L2Loss"(%1489) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1491 = "tf.Mul"(%1487, %1157) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1492 = "tf.Sum"(%1491, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1493 = "tf.Neg"(%1492) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1494 = "tf.Tile"(%1493, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1495 = "tf.Mul"(%1494, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1496 = "tf.Mul"(%1151, %1487) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1497 = "tf.Mul"(%1487, %1157) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1498 = "tf.Mul"(%1487, %1149) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1499 = "tf.AddN"(%1498, %1496) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1500 = "tf.Mul"(%1499, %852) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1501 = "tf.Sum"(%1500, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1502 = "tf.RsqrtGrad"(%1156, %1501) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1503 = "tf.Tile"(%1502, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1504 = "tf.Mul"(%1503, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1505 = "tf.Mul"(%1504, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1506 = "tf.Sub"(%1149, %1152) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1507 = "tf.Mul"(%1505, %1506) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1508 = "tf.AddN"(%1497, %1495, %1507) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1509 = "tf.BatchMatMulV2"(%1508, %911) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1510 = "tf.Reshape"(%1509, %cst_8) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1511 = "tf.Einsum"(%1510, %1143) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1512 = "tf.Reshape"(%1511, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1513 = "tf.BatchMatMulV2"(%1512, %1013) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1514 = "tf.BatchMatMulV2"(%1135, %1512) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1515 = "tf.Sum"(%1514, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1516 = "tf.Reshape"(%1515, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1517 = "tf.L2Loss"(%1516) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1518 = "tf.Einsum"(%1510, %1145) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1519 = "tf.Mul"(%1518, %1143) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1520 = "tf.Sum"(%1519, %cst_39) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1521 = "tf.Sub"(%1518, %1520) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1522 = "tf.Mul"(%1521, %1143) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1523 = "tf.SelectV2"(%cst_18, %1522, %cst_5) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1524 = "tf.Mul"(%1523, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1525 = "tf.Einsum"(%1524, %1137) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1526 = "tf.Reshape"(%1525, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1527 = "tf.BatchMatMulV2"(%1526, %979) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1528 = "tf.BatchMatMulV2"(%1135, %1526) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1529 = "tf.Sum"(%1528, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1530 = "tf.Reshape"(%1529, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1531 = "tf.L2Loss"(%1530) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1532 = "tf.Einsum"(%1524, %1139) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1533 = "tf.Reshape"(%1532, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1534 = "tf.BatchMatMulV2"(%1533, %945) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1535 = "tf.AddN"(%1508, %1513, %1527, %1534) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1536 = "tf.Sum"(%1535, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1537 = "tf.Reshape"(%1536, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1538 = "tf.L2Loss"(%1537) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1539 = "tf.Mul"(%1535, %1131) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1540 = "tf.Sum"(%1539, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1541 = "tf.Neg"(%1540) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1542 = "tf.Tile"(%1541, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1543 = "tf.Mul"(%1542, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1544 = "tf.Mul"(%1125, %1535) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1545 = "tf.Mul"(%1535, %1131) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1546 = "tf.Mul"(%1535, %1123) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1547 = "tf.AddN"(%1546, %1544) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1548 = "tf.Mul"(%1547, %880) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1549 = "tf.Sum"(%1548, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1550 = "tf.RsqrtGrad"(%1130, %1549) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1551 = "tf.Tile"(%1550, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1552 = "tf.Mul"(%1551, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1553 = "tf.Mul"(%1552, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1554 = "tf.Sub"(%1123, %1126) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1555 = "tf.Mul"(%1553, %1554) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1556 = "tf.AddN"(%1545, %1543, %1555) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1557 = "tf.BiasAddGrad"(%1556) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1558 = "tf.L2Loss"(%1557) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1559 = "tf.Reshape"(%1556, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1560 = "tf.MatMul"(%1559, %814) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1561 = "tf.Reshape"(%1560, %cst_14) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1562 = "tf.ReluGrad"(%1561, %1118) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1563 = "tf.BiasAddGrad"(%1562) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1564 = "tf.L2Loss"(%1563) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1565 = "tf.Reshape"(%1562, %cst_13) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1566 = "tf.MatMul"(%1565, %786) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1567 = "tf.Reshape"(%1566, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1568 = "tf.AddN"(%1556, %1567) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1569 = "tf.Sum"(%1568, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1570 = "tf.Reshape"(%1569, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1571 = "tf.L2Loss"(%1570) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1572 = "tf.Mul"(%1568, %1109) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1573 = "tf.Sum"(%1572, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1574 = "tf.Neg"(%1573) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1575 = "tf.Tile"(%1574, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1576 = "tf.Mul"(%1575, %cst) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1577 = "tf.Mul"(%1103, %1568) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1578 = "tf.Mul"(%1568, %1109) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1579 = "tf.Mul"(%1568, %1101) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1580 = "tf.AddN"(%1579, %1577) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1581 = "tf.Mul"(%1580, %844) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1582 = "tf.Sum"(%1581, %cst_36) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1583 = "tf.RsqrtGrad"(%1108, %1582) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1584 = "tf.Tile"(%1583, %cst_3) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1585 = "tf.Mul"(%1584, %cst) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1586 = "tf.Mul"(%1585, %cst_11) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1587 = "tf.Sub"(%1101, %1104) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1588 = "tf.Mul"(%1586, %1587) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1589 = "tf.AddN"(%1578, %1576, %1588) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1590 = "tf.BatchMatMulV2"(%1589, %1085) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1591 = "tf.Reshape"(%1590, %cst_8) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1592 = "tf.Einsum"(%1591, %1095) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1593 = "tf.Reshape"(%1592, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1594 = "tf.BatchMatMulV2"(%1593, %868) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1595 = "tf.BatchMatMulV2"(%1087, %1593) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1596 = "tf.Sum"(%1595, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1597 = "tf.Reshape"(%1596, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1598 = "tf.L2Loss"(%1597) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1599 = "tf.Einsum"(%1591, %1097) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1600 = "tf.Mul"(%1599, %1095) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1601 = "tf.Sum"(%1600, %cst_39) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1602 = "tf.Sub"(%1599, %1601) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1603 = "tf.Mul"(%1602, %1095) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1604 = "tf.SelectV2"(%cst_18, %1603, %cst_5) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1605 = "tf.Mul"(%1604, %cst_26) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1606 = "tf.Einsum"(%1605, %1089) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1607 = "tf.Reshape"(%1606, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1608 = "tf.BatchMatMulV2"(%1607, %827) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1609 = "tf.BatchMatMulV2"(%1087, %1607) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1610 = "tf.Sum"(%1609, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1611 = "tf.Reshape"(%1610, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1612 = "tf.L2Loss"(%1611) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1613 = "tf.Einsum"(%1605, %1091) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1614 = "tf.Reshape"(%1613, %cst_12) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1615 = "tf.BatchMatMulV2"(%1614, %793) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1616 = "tf.AddN"(%1589, %1594, %1608, %1615) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1617 = "tf.Sum"(%1616, %cst_28) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<1x32x256xf32>
    %1618 = "tf.Reshape"(%1617, %cst_9) {device = ""} : (tensor<1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %1619 = "tf.L2Loss"(%1618) {device = ""} : (tensor<32x256xf32>) -> tensor<f32>
    %1620 = "tf.Mul"(%1616, %cst_2) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1621 = "tf.Reshape"(%1620, %cst_15) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1622 = "tf.L2Loss"(%1621) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1623 = "tf.BatchMatMulV2"(%1087, %1614) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1624 = "tf.Sum"(%1623, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1625 = "tf.Reshape"(%1624, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1626 = "tf.L2Loss"(%1625) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1627 = "tf.BatchMatMulV2"(%1099, %1589) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1628 = "tf.Sum"(%1627, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1629 = "tf.Reshape"(%1628, %cst_7) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1630 = "tf.L2Loss"(%1629) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1631 = "tf.Mul"(%1108, %1580) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1632 = "tf.Sum"(%1631, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1633 = "tf.Reshape"(%1632, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1634 = "tf.L2Loss"(%1633) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1635 = "tf.MatMul"(%1114, %1565) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1636 = "tf.L2Loss"(%1635) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1637 = "tf.MatMul"(%1119, %1559) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1638 = "tf.L2Loss"(%1637) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1639 = "tf.Mul"(%1130, %1547) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1640 = "tf.Sum"(%1639, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1641 = "tf.Reshape"(%1640, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1642 = "tf.L2Loss"(%1641) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1643 = "tf.BatchMatMulV2"(%1135, %1533) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1644 = "tf.Sum"(%1643, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1645 = "tf.Reshape"(%1644, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1646 = "tf.L2Loss"(%1645) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1647 = "tf.BatchMatMulV2"(%1147, %1508) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1648 = "tf.Sum"(%1647, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1649 = "tf.Reshape"(%1648, %cst_7) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1650 = "tf.L2Loss"(%1649) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1651 = "tf.Mul"(%1156, %1499) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1652 = "tf.Sum"(%1651, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1653 = "tf.Reshape"(%1652, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1654 = "tf.L2Loss"(%1653) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1655 = "tf.MatMul"(%1162, %1484) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1656 = "tf.L2Loss"(%1655) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1657 = "tf.MatMul"(%1167, %1478) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1658 = "tf.L2Loss"(%1657) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1659 = "tf.Mul"(%1178, %1466) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1660 = "tf.Sum"(%1659, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1661 = "tf.Reshape"(%1660, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1662 = "tf.L2Loss"(%1661) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1663 = "tf.BatchMatMulV2"(%1183, %1452) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1664 = "tf.Sum"(%1663, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1665 = "tf.Reshape"(%1664, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1666 = "tf.L2Loss"(%1665) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1667 = "tf.BatchMatMulV2"(%1195, %1427) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1668 = "tf.Sum"(%1667, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1669 = "tf.Reshape"(%1668, %cst_7) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1670 = "tf.L2Loss"(%1669) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1671 = "tf.Mul"(%1204, %1418) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1672 = "tf.Sum"(%1671, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1673 = "tf.Reshape"(%1672, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1674 = "tf.L2Loss"(%1673) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1675 = "tf.MatMul"(%1210, %1403) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1676 = "tf.L2Loss"(%1675) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1677 = "tf.MatMul"(%1215, %1397) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1678 = "tf.L2Loss"(%1677) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1679 = "tf.Mul"(%1226, %1385) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1680 = "tf.Sum"(%1679, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1681 = "tf.Reshape"(%1680, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1682 = "tf.L2Loss"(%1681) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1683 = "tf.BatchMatMulV2"(%1231, %1371) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1684 = "tf.Sum"(%1683, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1685 = "tf.Reshape"(%1684, %cst_6) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1686 = "tf.L2Loss"(%1685) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1687 = "tf.BatchMatMulV2"(%1243, %1346) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1688 = "tf.Sum"(%1687, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1689 = "tf.Reshape"(%1688, %cst_7) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1690 = "tf.L2Loss"(%1689) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1691 = "tf.Mul"(%1252, %1337) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1692 = "tf.Sum"(%1691, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1693 = "tf.Reshape"(%1692, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1694 = "tf.L2Loss"(%1693) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1695 = "tf.MatMul"(%1258, %1322) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1696 = "tf.L2Loss"(%1695) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1697 = "tf.MatMul"(%1263, %1316) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1698 = "tf.L2Loss"(%1697) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1699 = "tf.Mul"(%1274, %1304) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1700 = "tf.Sum"(%1699, %cst_42) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1701 = "tf.Reshape"(%1700, %cst_4) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1702 = "tf.L2Loss"(%1701) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1703 = "tf.MatMul"(%1280, %1287) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x16384xf32>) -> tensor<256x16384xf32>
    %1704 = "tf.L2Loss"(%1703) {device = ""} : (tensor<256x16384xf32>) -> tensor<f32>
    %1705 = "tf.Pack"(%1622, %1619, %1612, %1626, %1598, %1630, %1634, %1571, %1636, %1564, %1638, %1558, %1642, %1538, %1531, %1646, %1517, %1650, %1654, %1490, %1656, %1483, %1658, %1477, %1662, %1457, %1450, %1666, %1436, %1670, %1674, %1409, %1676, %1402, %1678, %1396, %1682, %1376, %1369, %1686, %1355, %1690, %1694, %1328, %1696, %1321, %1698, %1315, %1702, %1295, %1704, %1290) <{axis = 0 : i64}> {device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<52xf32>
    %1706 = "tf.Sum"(%1705, %cst_28) <{keep_dims = false}> {device = ""} : (tensor<52xf32>, tensor<1xi32>) -> tensor<f32>
    %1707 = "tf.Mul"(%1706, %cst_11) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1708 = "tf.Sqrt"(%1707) {device = ""} : (tensor<f32>) -> tensor<f32>
    %1709 = "tf.Sub"(%1708, %1708) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1710 = "tf.Rsqrt"(%1707) {device = ""} : (tensor<f32>) -> tensor<f32>
    %1711 = "tf.Minimum"(%1710, %cst_16) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1712 = "tf.Mul"(%1711, %cst_17) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1713 = "tf.AddV2"(%1712, %1709) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1714 = "tf.Mul"(%1621, %1713) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1715 = "tf.Identity"(%1714) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1716 = "tf.Square"(%1715) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1717 = "tf.UnsortedSegmentSum"(%1716, %3, %cst_35) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1718 = "tf.Sub"(%1717, %1031) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1719 = "tf.Mul"(%1718, %cst_30) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1720 = "tf.AddV2"(%1030, %1719) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1721 = "tf.Identity"(%1720) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1722 = "tf.Sqrt"(%1721) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1723 = "tf.AddV2"(%1722, %cst_29) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1724 = "tf.UnsortedSegmentSum"(%1715, %3, %cst_35) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1725 = "tf.Sub"(%1724, %1028) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1726 = "tf.Mul"(%1725, %cst_31) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1727 = "tf.AddV2"(%1027, %1726) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1728 = "tf.Identity"(%1727) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1729 = "tf.Mul"(%1728, %488) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1730 = "tf.RealDiv"(%1729, %1723) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1731 = "tf.Sub"(%777, %1730) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1732 = "tf.Mul"(%1563, %1713) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1733 = "tf.Identity"(%1732) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1734 = "tf.Square"(%1733) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1735 = "tf.Sub"(%1734, %1037) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1736 = "tf.Mul"(%1735, %cst_30) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1737 = "tf.AddV2"(%1036, %1736) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1738 = "tf.Identity"(%1737) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1739 = "tf.Sqrt"(%1738) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1740 = "tf.AddV2"(%1739, %cst_29) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1741 = "tf.Sub"(%1733, %1034) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1742 = "tf.Mul"(%1741, %cst_31) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1743 = "tf.AddV2"(%1033, %1742) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1744 = "tf.Identity"(%1743) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1745 = "tf.Mul"(%1744, %617) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1746 = "tf.RealDiv"(%1745, %1740) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1747 = "tf.Sub"(%782, %1746) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1748 = "tf.Mul"(%1637, %1713) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1749 = "tf.Identity"(%1748) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1750 = "tf.Square"(%1749) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1751 = "tf.Sub"(%1750, %22) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1752 = "tf.Mul"(%1751, %cst_30) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1753 = "tf.AddV2"(%21, %1752) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1754 = "tf.Identity"(%1753) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1755 = "tf.Sqrt"(%1754) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1756 = "tf.AddV2"(%1755, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1757 = "tf.Sub"(%1749, %19) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1758 = "tf.Mul"(%1757, %cst_31) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1759 = "tf.AddV2"(%18, %1758) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1760 = "tf.Identity"(%1759) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1761 = "tf.Mul"(%1760, %620) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1762 = "tf.RealDiv"(%1761, %1756) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1763 = "tf.Sub"(%813, %1762) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1764 = "tf.Mul"(%1557, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1765 = "tf.Identity"(%1764) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1766 = "tf.Square"(%1765) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1767 = "tf.Sub"(%1766, %16) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1768 = "tf.Mul"(%1767, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1769 = "tf.AddV2"(%15, %1768) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1770 = "tf.Identity"(%1769) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1771 = "tf.Sqrt"(%1770) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1772 = "tf.AddV2"(%1771, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1773 = "tf.Sub"(%1765, %13) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1774 = "tf.Mul"(%1773, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1775 = "tf.AddV2"(%12, %1774) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1776 = "tf.Identity"(%1775) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1777 = "tf.Mul"(%1776, %623) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1778 = "tf.RealDiv"(%1777, %1772) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1779 = "tf.Sub"(%810, %1778) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1780 = "tf.Mul"(%1641, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1781 = "tf.Identity"(%1780) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1782 = "tf.Square"(%1781) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1783 = "tf.Sub"(%1782, %709) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1784 = "tf.Mul"(%1783, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1785 = "tf.AddV2"(%708, %1784) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1786 = "tf.Identity"(%1785) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1787 = "tf.Sqrt"(%1786) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1788 = "tf.AddV2"(%1787, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1789 = "tf.Sub"(%1781, %706) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1790 = "tf.Mul"(%1789, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1791 = "tf.AddV2"(%705, %1790) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1792 = "tf.Identity"(%1791) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1793 = "tf.Mul"(%1792, %629) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1794 = "tf.RealDiv"(%1793, %1788) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1795 = "tf.Sub"(%878, %1794) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1796 = "tf.Mul"(%1537, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1797 = "tf.Identity"(%1796) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1798 = "tf.Square"(%1797) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1799 = "tf.Sub"(%1798, %703) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1800 = "tf.Mul"(%1799, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1801 = "tf.AddV2"(%702, %1800) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1802 = "tf.Identity"(%1801) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1803 = "tf.Sqrt"(%1802) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1804 = "tf.AddV2"(%1803, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1805 = "tf.Sub"(%1797, %700) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1806 = "tf.Mul"(%1805, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1807 = "tf.AddV2"(%699, %1806) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1808 = "tf.Identity"(%1807) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1809 = "tf.Mul"(%1808, %632) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1810 = "tf.RealDiv"(%1809, %1804) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1811 = "tf.Sub"(%874, %1810) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1812 = "tf.Mul"(%1530, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1813 = "tf.Identity"(%1812) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1814 = "tf.Square"(%1813) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1815 = "tf.Sub"(%1814, %963) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1816 = "tf.Mul"(%1815, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1817 = "tf.AddV2"(%962, %1816) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1818 = "tf.Identity"(%1817) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1819 = "tf.Sqrt"(%1818) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1820 = "tf.AddV2"(%1819, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1821 = "tf.Sub"(%1813, %960) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1822 = "tf.Mul"(%1821, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1823 = "tf.AddV2"(%959, %1822) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1824 = "tf.Identity"(%1823) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1825 = "tf.Mul"(%1824, %635) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1826 = "tf.RealDiv"(%1825, %1820) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1827 = "tf.Sub"(%977, %1826) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1828 = "tf.Mul"(%1645, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1829 = "tf.Identity"(%1828) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1830 = "tf.Square"(%1829) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1831 = "tf.Sub"(%1830, %957) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1832 = "tf.Mul"(%1831, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1833 = "tf.AddV2"(%956, %1832) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1834 = "tf.Identity"(%1833) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1835 = "tf.Sqrt"(%1834) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1836 = "tf.AddV2"(%1835, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1837 = "tf.Sub"(%1829, %954) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1838 = "tf.Mul"(%1837, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1839 = "tf.AddV2"(%953, %1838) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1840 = "tf.Identity"(%1839) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1841 = "tf.Mul"(%1840, %638) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1842 = "tf.RealDiv"(%1841, %1836) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1843 = "tf.Sub"(%943, %1842) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1844 = "tf.Mul"(%1516, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1845 = "tf.Identity"(%1844) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1846 = "tf.Square"(%1845) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1847 = "tf.Sub"(%1846, %969) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1848 = "tf.Mul"(%1847, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1849 = "tf.AddV2"(%968, %1848) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1850 = "tf.Identity"(%1849) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1851 = "tf.Sqrt"(%1850) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1852 = "tf.AddV2"(%1851, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1853 = "tf.Sub"(%1845, %966) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1854 = "tf.Mul"(%1853, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1855 = "tf.AddV2"(%965, %1854) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1856 = "tf.Identity"(%1855) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1857 = "tf.Mul"(%1856, %641) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1858 = "tf.RealDiv"(%1857, %1852) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1859 = "tf.Sub"(%1011, %1858) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1860 = "tf.Mul"(%1649, %1713) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1861 = "tf.Identity"(%1860) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1862 = "tf.Square"(%1861) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1863 = "tf.Sub"(%1862, %951) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1864 = "tf.Mul"(%1863, %cst_30) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1865 = "tf.AddV2"(%950, %1864) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1866 = "tf.Identity"(%1865) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1867 = "tf.Sqrt"(%1866) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1868 = "tf.AddV2"(%1867, %cst_29) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1869 = "tf.Sub"(%1861, %948) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1870 = "tf.Mul"(%1869, %cst_31) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1871 = "tf.AddV2"(%947, %1870) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1872 = "tf.Identity"(%1871) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1873 = "tf.Mul"(%1872, %491) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1874 = "tf.RealDiv"(%1873, %1868) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1875 = "tf.Sub"(%909, %1874) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1876 = "tf.Mul"(%1653, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1877 = "tf.Identity"(%1876) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1878 = "tf.Square"(%1877) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1879 = "tf.Sub"(%1878, %669) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1880 = "tf.Mul"(%1879, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1881 = "tf.AddV2"(%668, %1880) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1882 = "tf.Identity"(%1881) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1883 = "tf.Sqrt"(%1882) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1884 = "tf.AddV2"(%1883, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1885 = "tf.Sub"(%1877, %666) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1886 = "tf.Mul"(%1885, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1887 = "tf.AddV2"(%665, %1886) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1888 = "tf.Identity"(%1887) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1889 = "tf.Mul"(%1888, %494) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1890 = "tf.RealDiv"(%1889, %1884) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1891 = "tf.Sub"(%850, %1890) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1892 = "tf.Mul"(%1618, %1713) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %1893 = "tf.Identity"(%1892) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1894 = "tf.Square"(%1893) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1895 = "tf.UnsortedSegmentSum"(%1894, %cst_0, %cst_19) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %1896 = "tf.Sub"(%1895, %759) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1897 = "tf.Mul"(%1896, %cst_30) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %1898 = "tf.AddV2"(%758, %1897) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1899 = "tf.Identity"(%1898) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1900 = "tf.Sqrt"(%1899) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1901 = "tf.AddV2"(%1900, %cst_29) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %1902 = "tf.UnsortedSegmentSum"(%1893, %cst_0, %cst_19) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %1903 = "tf.Sub"(%1902, %756) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1904 = "tf.Mul"(%1903, %cst_31) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %1905 = "tf.AddV2"(%755, %1904) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1906 = "tf.Identity"(%1905) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1907 = "tf.Mul"(%1906, %626) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %1908 = "tf.RealDiv"(%1907, %1901) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1909 = "tf.Sub"(%906, %1908) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1910 = "tf.Mul"(%1489, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1911 = "tf.Identity"(%1910) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1912 = "tf.Square"(%1911) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1913 = "tf.Sub"(%1912, %663) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1914 = "tf.Mul"(%1913, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1915 = "tf.AddV2"(%662, %1914) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1916 = "tf.Identity"(%1915) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1917 = "tf.Sqrt"(%1916) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1918 = "tf.AddV2"(%1917, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1919 = "tf.Sub"(%1911, %660) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1920 = "tf.Mul"(%1919, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1921 = "tf.AddV2"(%659, %1920) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1922 = "tf.Identity"(%1921) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1923 = "tf.Mul"(%1922, %497) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1924 = "tf.RealDiv"(%1923, %1918) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1925 = "tf.Sub"(%846, %1924) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1926 = "tf.Mul"(%1655, %1713) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %1927 = "tf.Identity"(%1926) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1928 = "tf.Square"(%1927) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1929 = "tf.Sub"(%1928, %1059) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1930 = "tf.Mul"(%1929, %cst_30) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %1931 = "tf.AddV2"(%1058, %1930) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1932 = "tf.Identity"(%1931) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1933 = "tf.Sqrt"(%1932) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1934 = "tf.AddV2"(%1933, %cst_29) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %1935 = "tf.Sub"(%1927, %1056) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1936 = "tf.Mul"(%1935, %cst_31) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %1937 = "tf.AddV2"(%1055, %1936) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1938 = "tf.Identity"(%1937) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1939 = "tf.Mul"(%1938, %500) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %1940 = "tf.RealDiv"(%1939, %1934) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1941 = "tf.Sub"(%795, %1940) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1942 = "tf.Mul"(%1482, %1713) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1943 = "tf.Identity"(%1942) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1944 = "tf.Square"(%1943) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1945 = "tf.Sub"(%1944, %1053) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1946 = "tf.Mul"(%1945, %cst_30) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1947 = "tf.AddV2"(%1052, %1946) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1948 = "tf.Identity"(%1947) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1949 = "tf.Sqrt"(%1948) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1950 = "tf.AddV2"(%1949, %cst_29) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1951 = "tf.Sub"(%1943, %1050) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1952 = "tf.Mul"(%1951, %cst_31) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1953 = "tf.AddV2"(%1049, %1952) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1954 = "tf.Identity"(%1953) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1955 = "tf.Mul"(%1954, %503) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1956 = "tf.RealDiv"(%1955, %1950) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1957 = "tf.Sub"(%788, %1956) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1958 = "tf.Mul"(%1657, %1713) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1959 = "tf.Identity"(%1958) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1960 = "tf.Square"(%1959) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1961 = "tf.Sub"(%1960, %34) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1962 = "tf.Mul"(%1961, %cst_30) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1963 = "tf.AddV2"(%33, %1962) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1964 = "tf.Identity"(%1963) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1965 = "tf.Sqrt"(%1964) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1966 = "tf.AddV2"(%1965, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1967 = "tf.Sub"(%1959, %31) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1968 = "tf.Mul"(%1967, %cst_31) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1969 = "tf.AddV2"(%30, %1968) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1970 = "tf.Identity"(%1969) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1971 = "tf.Mul"(%1970, %506) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1972 = "tf.RealDiv"(%1971, %1966) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1973 = "tf.Sub"(%819, %1972) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1974 = "tf.Mul"(%1476, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1975 = "tf.Identity"(%1974) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1976 = "tf.Square"(%1975) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1977 = "tf.Sub"(%1976, %28) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1978 = "tf.Mul"(%1977, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1979 = "tf.AddV2"(%27, %1978) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1980 = "tf.Identity"(%1979) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1981 = "tf.Sqrt"(%1980) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1982 = "tf.AddV2"(%1981, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1983 = "tf.Sub"(%1975, %25) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1984 = "tf.Mul"(%1983, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1985 = "tf.AddV2"(%24, %1984) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1986 = "tf.Identity"(%1985) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1987 = "tf.Mul"(%1986, %512) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1988 = "tf.RealDiv"(%1987, %1982) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1989 = "tf.Sub"(%816, %1988) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1990 = "tf.Mul"(%1661, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1991 = "tf.Identity"(%1990) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1992 = "tf.Square"(%1991) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1993 = "tf.Sub"(%1992, %725) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1994 = "tf.Mul"(%1993, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1995 = "tf.AddV2"(%724, %1994) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1996 = "tf.Identity"(%1995) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1997 = "tf.Sqrt"(%1996) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1998 = "tf.AddV2"(%1997, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1999 = "tf.Sub"(%1991, %722) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2000 = "tf.Mul"(%1999, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2001 = "tf.AddV2"(%721, %2000) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2002 = "tf.Identity"(%2001) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2003 = "tf.Mul"(%2002, %515) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2004 = "tf.RealDiv"(%2003, %1998) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2005 = "tf.Sub"(%886, %2004) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2006 = "tf.Mul"(%1456, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2007 = "tf.Identity"(%2006) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2008 = "tf.Square"(%2007) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2009 = "tf.Sub"(%2008, %719) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2010 = "tf.Mul"(%2009, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2011 = "tf.AddV2"(%718, %2010) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2012 = "tf.Identity"(%2011) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2013 = "tf.Sqrt"(%2012) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2014 = "tf.AddV2"(%2013, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2015 = "tf.Sub"(%2007, %716) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2016 = "tf.Mul"(%2015, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2017 = "tf.AddV2"(%715, %2016) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2018 = "tf.Identity"(%2017) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2019 = "tf.Mul"(%2018, %518) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2020 = "tf.RealDiv"(%2019, %2014) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2021 = "tf.Sub"(%882, %2020) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2022 = "tf.Mul"(%1449, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2023 = "tf.Identity"(%2022) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2024 = "tf.Square"(%2023) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2025 = "tf.Sub"(%2024, %991) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2026 = "tf.Mul"(%2025, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2027 = "tf.AddV2"(%990, %2026) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2028 = "tf.Identity"(%2027) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2029 = "tf.Sqrt"(%2028) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2030 = "tf.AddV2"(%2029, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2031 = "tf.Sub"(%2023, %988) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2032 = "tf.Mul"(%2031, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2033 = "tf.AddV2"(%987, %2032) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2034 = "tf.Identity"(%2033) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2035 = "tf.Mul"(%2034, %521) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2036 = "tf.RealDiv"(%2035, %2030) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2037 = "tf.Sub"(%36, %2036) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2038 = "tf.Mul"(%1665, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2039 = "tf.Identity"(%2038) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2040 = "tf.Square"(%2039) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2041 = "tf.Sub"(%2040, %985) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2042 = "tf.Mul"(%2041, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2043 = "tf.AddV2"(%984, %2042) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2044 = "tf.Identity"(%2043) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2045 = "tf.Sqrt"(%2044) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2046 = "tf.AddV2"(%2045, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2047 = "tf.Sub"(%2039, %982) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2048 = "tf.Mul"(%2047, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2049 = "tf.AddV2"(%981, %2048) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2050 = "tf.Identity"(%2049) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2051 = "tf.Mul"(%2050, %524) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2052 = "tf.RealDiv"(%2051, %2046) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2053 = "tf.Sub"(%1079, %2052) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2054 = "tf.Mul"(%1435, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2055 = "tf.Identity"(%2054) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2056 = "tf.Square"(%2055) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2057 = "tf.Sub"(%2056, %997) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2058 = "tf.Mul"(%2057, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2059 = "tf.AddV2"(%996, %2058) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2060 = "tf.Identity"(%2059) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2061 = "tf.Sqrt"(%2060) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2062 = "tf.AddV2"(%2061, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2063 = "tf.Sub"(%2055, %994) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2064 = "tf.Mul"(%2063, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2065 = "tf.AddV2"(%993, %2064) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2066 = "tf.Identity"(%2065) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2067 = "tf.Mul"(%2066, %527) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2068 = "tf.RealDiv"(%2067, %2062) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2069 = "tf.Sub"(%643, %2068) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2070 = "tf.Mul"(%1611, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2071 = "tf.Identity"(%2070) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2072 = "tf.Square"(%2071) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2073 = "tf.Sub"(%2072, %935) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2074 = "tf.Mul"(%2073, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2075 = "tf.AddV2"(%934, %2074) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2076 = "tf.Identity"(%2075) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2077 = "tf.Sqrt"(%2076) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2078 = "tf.AddV2"(%2077, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2079 = "tf.Sub"(%2071, %932) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2080 = "tf.Mul"(%2079, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2081 = "tf.AddV2"(%931, %2080) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2082 = "tf.Identity"(%2081) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2083 = "tf.Mul"(%2082, %509) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2084 = "tf.RealDiv"(%2083, %2078) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2085 = "tf.Sub"(%825, %2084) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2086 = "tf.Mul"(%1669, %1713) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2087 = "tf.Identity"(%2086) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2088 = "tf.Square"(%2087) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2089 = "tf.Sub"(%2088, %975) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2090 = "tf.Mul"(%2089, %cst_30) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2091 = "tf.AddV2"(%974, %2090) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2092 = "tf.Identity"(%2091) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2093 = "tf.Sqrt"(%2092) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2094 = "tf.AddV2"(%2093, %cst_29) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2095 = "tf.Sub"(%2087, %972) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2096 = "tf.Mul"(%2095, %cst_31) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2097 = "tf.AddV2"(%971, %2096) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2098 = "tf.Identity"(%2097) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2099 = "tf.Mul"(%2098, %530) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2100 = "tf.RealDiv"(%2099, %2094) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2101 = "tf.Sub"(%1045, %2100) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2102 = "tf.Mul"(%1673, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2103 = "tf.Identity"(%2102) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2104 = "tf.Square"(%2103) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2105 = "tf.Sub"(%2104, %685) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2106 = "tf.Mul"(%2105, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2107 = "tf.AddV2"(%684, %2106) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2108 = "tf.Identity"(%2107) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2109 = "tf.Sqrt"(%2108) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2110 = "tf.AddV2"(%2109, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2111 = "tf.Sub"(%2103, %682) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2112 = "tf.Mul"(%2111, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2113 = "tf.AddV2"(%681, %2112) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2114 = "tf.Identity"(%2113) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2115 = "tf.Mul"(%2114, %533) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2116 = "tf.RealDiv"(%2115, %2110) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2117 = "tf.Sub"(%858, %2116) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2118 = "tf.Mul"(%1408, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2119 = "tf.Identity"(%2118) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2120 = "tf.Square"(%2119) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2121 = "tf.Sub"(%2120, %675) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2122 = "tf.Mul"(%2121, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2123 = "tf.AddV2"(%674, %2122) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2124 = "tf.Identity"(%2123) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2125 = "tf.Sqrt"(%2124) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2126 = "tf.AddV2"(%2125, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2127 = "tf.Sub"(%2119, %672) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2128 = "tf.Mul"(%2127, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2129 = "tf.AddV2"(%671, %2128) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2130 = "tf.Identity"(%2129) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2131 = "tf.Mul"(%2130, %536) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2132 = "tf.RealDiv"(%2131, %2126) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2133 = "tf.Sub"(%854, %2132) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2134 = "tf.Mul"(%1675, %1713) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2135 = "tf.Identity"(%2134) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2136 = "tf.Square"(%2135) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2137 = "tf.Sub"(%2136, %1071) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2138 = "tf.Mul"(%2137, %cst_30) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2139 = "tf.AddV2"(%1070, %2138) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2140 = "tf.Identity"(%2139) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2141 = "tf.Sqrt"(%2140) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2142 = "tf.AddV2"(%2141, %cst_29) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2143 = "tf.Sub"(%2135, %1068) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2144 = "tf.Mul"(%2143, %cst_31) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2145 = "tf.AddV2"(%1067, %2144) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2146 = "tf.Identity"(%2145) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2147 = "tf.Mul"(%2146, %539) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2148 = "tf.RealDiv"(%2147, %2142) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2149 = "tf.Sub"(%801, %2148) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2150 = "tf.Mul"(%1401, %1713) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2151 = "tf.Identity"(%2150) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2152 = "tf.Square"(%2151) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2153 = "tf.Sub"(%2152, %1065) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2154 = "tf.Mul"(%2153, %cst_30) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2155 = "tf.AddV2"(%1064, %2154) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2156 = "tf.Identity"(%2155) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2157 = "tf.Sqrt"(%2156) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2158 = "tf.AddV2"(%2157, %cst_29) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2159 = "tf.Sub"(%2151, %1062) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2160 = "tf.Mul"(%2159, %cst_31) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2161 = "tf.AddV2"(%1061, %2160) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2162 = "tf.Identity"(%2161) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2163 = "tf.Mul"(%2162, %545) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2164 = "tf.RealDiv"(%2163, %2158) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2165 = "tf.Sub"(%798, %2164) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2166 = "tf.Mul"(%1677, %1713) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2167 = "tf.Identity"(%2166) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2168 = "tf.Square"(%2167) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2169 = "tf.Sub"(%2168, %50) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2170 = "tf.Mul"(%2169, %cst_30) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2171 = "tf.AddV2"(%49, %2170) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2172 = "tf.Identity"(%2171) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2173 = "tf.Sqrt"(%2172) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2174 = "tf.AddV2"(%2173, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2175 = "tf.Sub"(%2167, %47) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2176 = "tf.Mul"(%2175, %cst_31) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2177 = "tf.AddV2"(%46, %2176) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2178 = "tf.Identity"(%2177) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2179 = "tf.Mul"(%2178, %548) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2180 = "tf.RealDiv"(%2179, %2174) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2181 = "tf.Sub"(%829, %2180) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2182 = "tf.Mul"(%1395, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2183 = "tf.Identity"(%2182) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2184 = "tf.Square"(%2183) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2185 = "tf.Sub"(%2184, %44) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2186 = "tf.Mul"(%2185, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2187 = "tf.AddV2"(%43, %2186) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2188 = "tf.Identity"(%2187) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2189 = "tf.Sqrt"(%2188) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2190 = "tf.AddV2"(%2189, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2191 = "tf.Sub"(%2183, %41) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2192 = "tf.Mul"(%2191, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2193 = "tf.AddV2"(%40, %2192) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2194 = "tf.Identity"(%2193) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2195 = "tf.Mul"(%2194, %551) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2196 = "tf.RealDiv"(%2195, %2190) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2197 = "tf.Sub"(%822, %2196) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2198 = "tf.Mul"(%1681, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2199 = "tf.Identity"(%2198) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2200 = "tf.Square"(%2199) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2201 = "tf.Sub"(%2200, %737) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2202 = "tf.Mul"(%2201, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2203 = "tf.AddV2"(%736, %2202) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2204 = "tf.Identity"(%2203) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2205 = "tf.Sqrt"(%2204) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2206 = "tf.AddV2"(%2205, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2207 = "tf.Sub"(%2199, %734) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2208 = "tf.Mul"(%2207, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2209 = "tf.AddV2"(%733, %2208) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2210 = "tf.Identity"(%2209) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2211 = "tf.Mul"(%2210, %554) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2212 = "tf.RealDiv"(%2211, %2206) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2213 = "tf.Sub"(%894, %2212) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2214 = "tf.Mul"(%1375, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2215 = "tf.Identity"(%2214) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2216 = "tf.Square"(%2215) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2217 = "tf.Sub"(%2216, %731) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2218 = "tf.Mul"(%2217, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2219 = "tf.AddV2"(%730, %2218) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2220 = "tf.Identity"(%2219) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2221 = "tf.Sqrt"(%2220) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2222 = "tf.AddV2"(%2221, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2223 = "tf.Sub"(%2215, %728) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2224 = "tf.Mul"(%2223, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2225 = "tf.AddV2"(%727, %2224) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2226 = "tf.Identity"(%2225) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2227 = "tf.Mul"(%2226, %557) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2228 = "tf.RealDiv"(%2227, %2222) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2229 = "tf.Sub"(%890, %2228) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2230 = "tf.Mul"(%1368, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2231 = "tf.Identity"(%2230) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2232 = "tf.Square"(%2231) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2233 = "tf.Sub"(%2232, %1019) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2234 = "tf.Mul"(%2233, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2235 = "tf.AddV2"(%1018, %2234) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2236 = "tf.Identity"(%2235) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2237 = "tf.Sqrt"(%2236) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2238 = "tf.AddV2"(%2237, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2239 = "tf.Sub"(%2231, %1016) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2240 = "tf.Mul"(%2239, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2241 = "tf.AddV2"(%1015, %2240) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2242 = "tf.Identity"(%2241) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2243 = "tf.Mul"(%2242, %560) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2244 = "tf.RealDiv"(%2243, %2238) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2245 = "tf.Sub"(%745, %2244) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2246 = "tf.Mul"(%1625, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2247 = "tf.Identity"(%2246) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2248 = "tf.Square"(%2247) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2249 = "tf.Sub"(%2248, %929) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2250 = "tf.Mul"(%2249, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2251 = "tf.AddV2"(%928, %2250) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2252 = "tf.Identity"(%2251) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2253 = "tf.Sqrt"(%2252) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2254 = "tf.AddV2"(%2253, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2255 = "tf.Sub"(%2247, %926) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2256 = "tf.Mul"(%2255, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2257 = "tf.AddV2"(%925, %2256) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2258 = "tf.Identity"(%2257) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2259 = "tf.Mul"(%2258, %542) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2260 = "tf.RealDiv"(%2259, %2254) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2261 = "tf.Sub"(%791, %2260) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2262 = "tf.Mul"(%1685, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2263 = "tf.Identity"(%2262) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2264 = "tf.Square"(%2263) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2265 = "tf.Sub"(%2264, %1009) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2266 = "tf.Mul"(%2265, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2267 = "tf.AddV2"(%1008, %2266) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2268 = "tf.Identity"(%2267) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2269 = "tf.Sqrt"(%2268) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2270 = "tf.AddV2"(%2269, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2271 = "tf.Sub"(%2263, %1006) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2272 = "tf.Mul"(%2271, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2273 = "tf.AddV2"(%1005, %2272) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2274 = "tf.Identity"(%2273) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2275 = "tf.Mul"(%2274, %563) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2276 = "tf.RealDiv"(%2275, %2270) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2277 = "tf.Sub"(%711, %2276) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2278 = "tf.Mul"(%1354, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2279 = "tf.Identity"(%2278) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2280 = "tf.Square"(%2279) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2281 = "tf.Sub"(%2280, %1025) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2282 = "tf.Mul"(%2281, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2283 = "tf.AddV2"(%1024, %2282) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2284 = "tf.Identity"(%2283) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2285 = "tf.Sqrt"(%2284) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2286 = "tf.AddV2"(%2285, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2287 = "tf.Sub"(%2279, %1022) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2288 = "tf.Mul"(%2287, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2289 = "tf.AddV2"(%1021, %2288) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2290 = "tf.Identity"(%2289) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2291 = "tf.Mul"(%2290, %566) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2292 = "tf.RealDiv"(%2291, %2286) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2293 = "tf.Sub"(%773, %2292) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2294 = "tf.Mul"(%1689, %1713) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2295 = "tf.Identity"(%2294) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2296 = "tf.Square"(%2295) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2297 = "tf.Sub"(%2296, %1003) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2298 = "tf.Mul"(%2297, %cst_30) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2299 = "tf.AddV2"(%1002, %2298) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2300 = "tf.Identity"(%2299) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2301 = "tf.Sqrt"(%2300) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2302 = "tf.AddV2"(%2301, %cst_29) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2303 = "tf.Sub"(%2295, %1000) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2304 = "tf.Mul"(%2303, %cst_31) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2305 = "tf.AddV2"(%999, %2304) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2306 = "tf.Identity"(%2305) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2307 = "tf.Mul"(%2306, %569) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2308 = "tf.RealDiv"(%2307, %2302) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2309 = "tf.Sub"(%677, %2308) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2310 = "tf.Mul"(%1693, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2311 = "tf.Identity"(%2310) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2312 = "tf.Square"(%2311) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2313 = "tf.Sub"(%2312, %697) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2314 = "tf.Mul"(%2313, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2315 = "tf.AddV2"(%696, %2314) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2316 = "tf.Identity"(%2315) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2317 = "tf.Sqrt"(%2316) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2318 = "tf.AddV2"(%2317, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2319 = "tf.Sub"(%2311, %694) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2320 = "tf.Mul"(%2319, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2321 = "tf.AddV2"(%693, %2320) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2322 = "tf.Identity"(%2321) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2323 = "tf.Mul"(%2322, %572) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2324 = "tf.RealDiv"(%2323, %2318) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2325 = "tf.Sub"(%870, %2324) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2326 = "tf.Mul"(%1327, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2327 = "tf.Identity"(%2326) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2328 = "tf.Square"(%2327) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2329 = "tf.Sub"(%2328, %691) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2330 = "tf.Mul"(%2329, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2331 = "tf.AddV2"(%690, %2330) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2332 = "tf.Identity"(%2331) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2333 = "tf.Sqrt"(%2332) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2334 = "tf.AddV2"(%2333, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2335 = "tf.Sub"(%2327, %688) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2336 = "tf.Mul"(%2335, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2337 = "tf.AddV2"(%687, %2336) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2338 = "tf.Identity"(%2337) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2339 = "tf.Mul"(%2338, %578) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2340 = "tf.RealDiv"(%2339, %2334) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2341 = "tf.Sub"(%862, %2340) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2342 = "tf.Mul"(%1695, %1713) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2343 = "tf.Identity"(%2342) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2344 = "tf.Square"(%2343) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2345 = "tf.Sub"(%2344, %10) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2346 = "tf.Mul"(%2345, %cst_30) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2347 = "tf.AddV2"(%9, %2346) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2348 = "tf.Identity"(%2347) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2349 = "tf.Sqrt"(%2348) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2350 = "tf.AddV2"(%2349, %cst_29) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2351 = "tf.Sub"(%2343, %7) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2352 = "tf.Mul"(%2351, %cst_31) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2353 = "tf.AddV2"(%6, %2352) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2354 = "tf.Identity"(%2353) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2355 = "tf.Mul"(%2354, %581) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2356 = "tf.RealDiv"(%2355, %2350) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2357 = "tf.Sub"(%807, %2356) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2358 = "tf.Mul"(%1320, %1713) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2359 = "tf.Identity"(%2358) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2360 = "tf.Square"(%2359) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2361 = "tf.Sub"(%2360, %1077) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2362 = "tf.Mul"(%2361, %cst_30) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2363 = "tf.AddV2"(%1076, %2362) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2364 = "tf.Identity"(%2363) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2365 = "tf.Sqrt"(%2364) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2366 = "tf.AddV2"(%2365, %cst_29) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2367 = "tf.Sub"(%2359, %1074) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2368 = "tf.Mul"(%2367, %cst_31) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2369 = "tf.AddV2"(%1073, %2368) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2370 = "tf.Identity"(%2369) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2371 = "tf.Mul"(%2370, %584) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2372 = "tf.RealDiv"(%2371, %2366) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2373 = "tf.Sub"(%804, %2372) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2374 = "tf.Mul"(%1697, %1713) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2375 = "tf.Identity"(%2374) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2376 = "tf.Square"(%2375) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2377 = "tf.Sub"(%2376, %62) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2378 = "tf.Mul"(%2377, %cst_30) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2379 = "tf.AddV2"(%61, %2378) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2380 = "tf.Identity"(%2379) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2381 = "tf.Sqrt"(%2380) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2382 = "tf.AddV2"(%2381, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2383 = "tf.Sub"(%2375, %59) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2384 = "tf.Mul"(%2383, %cst_31) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2385 = "tf.AddV2"(%58, %2384) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2386 = "tf.Identity"(%2385) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2387 = "tf.Mul"(%2386, %587) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2388 = "tf.RealDiv"(%2387, %2382) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2389 = "tf.Sub"(%835, %2388) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2390 = "tf.Mul"(%1314, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2391 = "tf.Identity"(%2390) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2392 = "tf.Square"(%2391) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2393 = "tf.Sub"(%2392, %56) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2394 = "tf.Mul"(%2393, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2395 = "tf.AddV2"(%55, %2394) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2396 = "tf.Identity"(%2395) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2397 = "tf.Sqrt"(%2396) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2398 = "tf.AddV2"(%2397, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2399 = "tf.Sub"(%2391, %53) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2400 = "tf.Mul"(%2399, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2401 = "tf.AddV2"(%52, %2400) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2402 = "tf.Identity"(%2401) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2403 = "tf.Mul"(%2402, %590) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2404 = "tf.RealDiv"(%2403, %2398) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2405 = "tf.Sub"(%832, %2404) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2406 = "tf.Mul"(%1701, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2407 = "tf.Identity"(%2406) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2408 = "tf.Square"(%2407) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2409 = "tf.Sub"(%2408, %753) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2410 = "tf.Mul"(%2409, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2411 = "tf.AddV2"(%752, %2410) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2412 = "tf.Identity"(%2411) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2413 = "tf.Sqrt"(%2412) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2414 = "tf.AddV2"(%2413, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2415 = "tf.Sub"(%2407, %750) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2416 = "tf.Mul"(%2415, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2417 = "tf.AddV2"(%749, %2416) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2418 = "tf.Identity"(%2417) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2419 = "tf.Mul"(%2418, %593) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2420 = "tf.RealDiv"(%2419, %2414) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2421 = "tf.Sub"(%902, %2420) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2422 = "tf.Mul"(%1597, %1713) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2423 = "tf.Identity"(%2422) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2424 = "tf.Square"(%2423) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2425 = "tf.Sub"(%2424, %941) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2426 = "tf.Mul"(%2425, %cst_30) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2427 = "tf.AddV2"(%940, %2426) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2428 = "tf.Identity"(%2427) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2429 = "tf.Sqrt"(%2428) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2430 = "tf.AddV2"(%2429, %cst_29) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2431 = "tf.Sub"(%2423, %938) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2432 = "tf.Mul"(%2431, %cst_31) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2433 = "tf.AddV2"(%937, %2432) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2434 = "tf.Identity"(%2433) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2435 = "tf.Mul"(%2434, %575) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2436 = "tf.RealDiv"(%2435, %2430) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2437 = "tf.Sub"(%866, %2436) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2438 = "tf.Mul"(%1294, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2439 = "tf.Identity"(%2438) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2440 = "tf.Square"(%2439) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2441 = "tf.Sub"(%2440, %743) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2442 = "tf.Mul"(%2441, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2443 = "tf.AddV2"(%742, %2442) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2444 = "tf.Identity"(%2443) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2445 = "tf.Sqrt"(%2444) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2446 = "tf.AddV2"(%2445, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2447 = "tf.Sub"(%2439, %740) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2448 = "tf.Mul"(%2447, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2449 = "tf.AddV2"(%739, %2448) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2450 = "tf.Identity"(%2449) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2451 = "tf.Mul"(%2450, %596) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2452 = "tf.RealDiv"(%2451, %2446) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2453 = "tf.Sub"(%898, %2452) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2454 = "tf.Mul"(%1703, %1713) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2455 = "tf.Identity"(%2454) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2456 = "tf.Square"(%2455) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2457 = "tf.Sub"(%2456, %771) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2458 = "tf.Mul"(%2457, %cst_30) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2459 = "tf.AddV2"(%770, %2458) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2460 = "tf.Identity"(%2459) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2461 = "tf.Sqrt"(%2460) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2462 = "tf.AddV2"(%2461, %cst_29) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2463 = "tf.Sub"(%2455, %768) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2464 = "tf.Mul"(%2463, %cst_31) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2465 = "tf.AddV2"(%767, %2464) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2466 = "tf.Identity"(%2465) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2467 = "tf.Mul"(%2466, %599) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2468 = "tf.RealDiv"(%2467, %2462) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2469 = "tf.Sub"(%916, %2468) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2470 = "tf.Mul"(%1289, %1713) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2471 = "tf.Identity"(%2470) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2472 = "tf.Square"(%2471) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2473 = "tf.Sub"(%2472, %765) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2474 = "tf.Mul"(%2473, %cst_30) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2475 = "tf.AddV2"(%764, %2474) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2476 = "tf.Identity"(%2475) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2477 = "tf.Sqrt"(%2476) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2478 = "tf.AddV2"(%2477, %cst_29) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2479 = "tf.Sub"(%2471, %762) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2480 = "tf.Mul"(%2479, %cst_31) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2481 = "tf.AddV2"(%761, %2480) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2482 = "tf.Identity"(%2481) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2483 = "tf.Mul"(%2482, %602) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2484 = "tf.RealDiv"(%2483, %2478) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2485 = "tf.Sub"(%913, %2484) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2486 = "tf.Mul"(%1629, %1713) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2487 = "tf.Identity"(%2486) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2488 = "tf.Square"(%2487) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2489 = "tf.Sub"(%2488, %923) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2490 = "tf.Mul"(%2489, %cst_30) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2491 = "tf.AddV2"(%922, %2490) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2492 = "tf.Identity"(%2491) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2493 = "tf.Sqrt"(%2492) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2494 = "tf.AddV2"(%2493, %cst_29) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2495 = "tf.Sub"(%2487, %920) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2496 = "tf.Mul"(%2495, %cst_31) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2497 = "tf.AddV2"(%919, %2496) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2498 = "tf.Identity"(%2497) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2499 = "tf.Mul"(%2498, %605) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2500 = "tf.RealDiv"(%2499, %2494) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2501 = "tf.Sub"(%1083, %2500) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2502 = "tf.Mul"(%1633, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2503 = "tf.Identity"(%2502) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2504 = "tf.Square"(%2503) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2505 = "tf.Sub"(%2504, %657) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2506 = "tf.Mul"(%2505, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2507 = "tf.AddV2"(%656, %2506) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2508 = "tf.Identity"(%2507) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2509 = "tf.Sqrt"(%2508) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2510 = "tf.AddV2"(%2509, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2511 = "tf.Sub"(%2503, %654) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2512 = "tf.Mul"(%2511, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2513 = "tf.AddV2"(%653, %2512) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2514 = "tf.Identity"(%2513) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2515 = "tf.Mul"(%2514, %608) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2516 = "tf.RealDiv"(%2515, %2510) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2517 = "tf.Sub"(%842, %2516) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2518 = "tf.Mul"(%1570, %1713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2519 = "tf.Identity"(%2518) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2520 = "tf.Square"(%2519) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2521 = "tf.Sub"(%2520, %651) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2522 = "tf.Mul"(%2521, %cst_30) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2523 = "tf.AddV2"(%650, %2522) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2524 = "tf.Identity"(%2523) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2525 = "tf.Sqrt"(%2524) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2526 = "tf.AddV2"(%2525, %cst_29) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2527 = "tf.Sub"(%2519, %648) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2528 = "tf.Mul"(%2527, %cst_31) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2529 = "tf.AddV2"(%647, %2528) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2530 = "tf.Identity"(%2529) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2531 = "tf.Mul"(%2530, %611) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2532 = "tf.RealDiv"(%2531, %2526) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2533 = "tf.Sub"(%838, %2532) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2534 = "tf.Mul"(%1635, %1713) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2535 = "tf.Identity"(%2534) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2536 = "tf.Square"(%2535) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2537 = "tf.Sub"(%2536, %1043) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2538 = "tf.Mul"(%2537, %cst_30) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2539 = "tf.AddV2"(%1042, %2538) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2540 = "tf.Identity"(%2539) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2541 = "tf.Sqrt"(%2540) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2542 = "tf.AddV2"(%2541, %cst_29) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2543 = "tf.Sub"(%2535, %1040) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2544 = "tf.Mul"(%2543, %cst_31) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2545 = "tf.AddV2"(%1039, %2544) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2546 = "tf.Identity"(%2545) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2547 = "tf.Mul"(%2546, %614) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2548 = "tf.RealDiv"(%2547, %2542) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2549 = "tf.Sub"(%785, %2548) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2550 = "tf.Identity"(%1286) {device = ""} : (tensor<f32>) -> tensor<f32>
    %2551 = "tf.Relayout"(%2550) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<f32>) -> tensor<f32>
    %2552 = "tf.DTensorLayout"(%2551) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<f32>) -> tensor<f32>
    %2553 = "tf.Relayout"(%2549) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2554 = "tf.DTensorLayout"(%2553) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2555 = "tf.Relayout"(%2545) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2556 = "tf.DTensorLayout"(%2555) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2557 = "tf.Relayout"(%2539) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2558 = "tf.DTensorLayout"(%2557) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2559 = "tf.Relayout"(%2533) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2560 = "tf.DTensorLayout"(%2559) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2561 = "tf.Relayout"(%2529) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2562 = "tf.DTensorLayout"(%2561) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2563 = "tf.Relayout"(%2523) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2564 = "tf.DTensorLayout"(%2563) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2565 = "tf.Relayout"(%2517) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2566 = "tf.DTensorLayout"(%2565) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2567 = "tf.Relayout"(%2513) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2568 = "tf.DTensorLayout"(%2567) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2569 = "tf.Relayout"(%2507) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2570 = "tf.DTensorLayout"(%2569) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2571 = "tf.Relayout"(%2501) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2572 = "tf.DTensorLayout"(%2571) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2573 = "tf.Relayout"(%2497) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2574 = "tf.DTensorLayout"(%2573) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2575 = "tf.Relayout"(%2491) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2576 = "tf.DTensorLayout"(%2575) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2577 = "tf.Relayout"(%2485) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2578 = "tf.DTensorLayout"(%2577) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2579 = "tf.Relayout"(%2481) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2580 = "tf.DTensorLayout"(%2579) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2581 = "tf.Relayout"(%2475) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2582 = "tf.DTensorLayout"(%2581) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2583 = "tf.Relayout"(%2469) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2584 = "tf.DTensorLayout"(%2583) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2585 = "tf.Relayout"(%2465) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2586 = "tf.DTensorLayout"(%2585) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2587 = "tf.Relayout"(%2459) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2588 = "tf.DTensorLayout"(%2587) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2589 = "tf.Relayout"(%2453) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2590 = "tf.DTensorLayout"(%2589) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2591 = "tf.Relayout"(%2449) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2592 = "tf.DTensorLayout"(%2591) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2593 = "tf.Relayout"(%2443) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2594 = "tf.DTensorLayout"(%2593) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2595 = "tf.Relayout"(%2437) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2596 = "tf.DTensorLayout"(%2595) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2597 = "tf.Relayout"(%2433) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2598 = "tf.DTensorLayout"(%2597) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2599 = "tf.Relayout"(%2427) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2600 = "tf.DTensorLayout"(%2599) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2601 = "tf.Relayout"(%2421) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2602 = "tf.DTensorLayout"(%2601) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2603 = "tf.Relayout"(%2417) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2604 = "tf.DTensorLayout"(%2603) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2605 = "tf.Relayout"(%2411) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2606 = "tf.DTensorLayout"(%2605) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2607 = "tf.Relayout"(%2405) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2608 = "tf.DTensorLayout"(%2607) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2609 = "tf.Relayout"(%2401) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2610 = "tf.DTensorLayout"(%2609) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2611 = "tf.Relayout"(%2395) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2612 = "tf.DTensorLayout"(%2611) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2613 = "tf.Relayout"(%2389) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2614 = "tf.DTensorLayout"(%2613) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2615 = "tf.Relayout"(%2385) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2616 = "tf.DTensorLayout"(%2615) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2617 = "tf.Relayout"(%2379) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2618 = "tf.DTensorLayout"(%2617) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2619 = "tf.Relayout"(%2373) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2620 = "tf.DTensorLayout"(%2619) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2621 = "tf.Relayout"(%2369) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2622 = "tf.DTensorLayout"(%2621) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2623 = "tf.Relayout"(%2363) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2624 = "tf.DTensorLayout"(%2623) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2625 = "tf.Relayout"(%2357) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2626 = "tf.DTensorLayout"(%2625) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2627 = "tf.Relayout"(%2353) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2628 = "tf.DTensorLayout"(%2627) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2629 = "tf.Relayout"(%2347) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2630 = "tf.DTensorLayout"(%2629) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2631 = "tf.Relayout"(%2341) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2632 = "tf.DTensorLayout"(%2631) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2633 = "tf.Relayout"(%2337) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2634 = "tf.DTensorLayout"(%2633) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2635 = "tf.Relayout"(%2331) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2636 = "tf.DTensorLayout"(%2635) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2637 = "tf.Relayout"(%2325) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2638 = "tf.DTensorLayout"(%2637) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2639 = "tf.Relayout"(%2321) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2640 = "tf.DTensorLayout"(%2639) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2641 = "tf.Relayout"(%2315) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2642 = "tf.DTensorLayout"(%2641) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2643 = "tf.Relayout"(%2309) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2644 = "tf.DTensorLayout"(%2643) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2645 = "tf.Relayout"(%2305) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2646 = "tf.DTensorLayout"(%2645) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2647 = "tf.Relayout"(%2299) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2648 = "tf.DTensorLayout"(%2647) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2649 = "tf.Relayout"(%2293) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2650 = "tf.DTensorLayout"(%2649) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2651 = "tf.Relayout"(%2289) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2652 = "tf.DTensorLayout"(%2651) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2653 = "tf.Relayout"(%2283) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2654 = "tf.DTensorLayout"(%2653) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2655 = "tf.Relayout"(%2277) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2656 = "tf.DTensorLayout"(%2655) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2657 = "tf.Relayout"(%2273) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2658 = "tf.DTensorLayout"(%2657) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2659 = "tf.Relayout"(%2267) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2660 = "tf.DTensorLayout"(%2659) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2661 = "tf.Relayout"(%2261) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2662 = "tf.DTensorLayout"(%2661) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2663 = "tf.Relayout"(%2257) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2664 = "tf.DTensorLayout"(%2663) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2665 = "tf.Relayout"(%2251) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2666 = "tf.DTensorLayout"(%2665) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2667 = "tf.Relayout"(%2245) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2668 = "tf.DTensorLayout"(%2667) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2669 = "tf.Relayout"(%2241) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2670 = "tf.DTensorLayout"(%2669) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2671 = "tf.Relayout"(%2235) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2672 = "tf.DTensorLayout"(%2671) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2673 = "tf.Relayout"(%2229) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2674 = "tf.DTensorLayout"(%2673) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2675 = "tf.Relayout"(%2225) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2676 = "tf.DTensorLayout"(%2675) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2677 = "tf.Relayout"(%2219) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2678 = "tf.DTensorLayout"(%2677) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2679 = "tf.Relayout"(%2213) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2680 = "tf.DTensorLayout"(%2679) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2681 = "tf.Relayout"(%2209) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2682 = "tf.DTensorLayout"(%2681) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2683 = "tf.Relayout"(%2203) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2684 = "tf.DTensorLayout"(%2683) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2685 = "tf.Relayout"(%2197) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2686 = "tf.DTensorLayout"(%2685) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2687 = "tf.Relayout"(%2193) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2688 = "tf.DTensorLayout"(%2687) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2689 = "tf.Relayout"(%2187) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2690 = "tf.DTensorLayout"(%2689) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2691 = "tf.Relayout"(%2181) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2692 = "tf.DTensorLayout"(%2691) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2693 = "tf.Relayout"(%2177) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2694 = "tf.DTensorLayout"(%2693) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2695 = "tf.Relayout"(%2171) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2696 = "tf.DTensorLayout"(%2695) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2697 = "tf.Relayout"(%2165) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2698 = "tf.DTensorLayout"(%2697) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2699 = "tf.Relayout"(%2161) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2700 = "tf.DTensorLayout"(%2699) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2701 = "tf.Relayout"(%2155) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2702 = "tf.DTensorLayout"(%2701) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2703 = "tf.Relayout"(%2149) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2704 = "tf.DTensorLayout"(%2703) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2705 = "tf.Relayout"(%2145) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2706 = "tf.DTensorLayout"(%2705) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2707 = "tf.Relayout"(%2139) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2708 = "tf.DTensorLayout"(%2707) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2709 = "tf.Relayout"(%2133) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2710 = "tf.DTensorLayout"(%2709) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2711 = "tf.Relayout"(%2129) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2712 = "tf.DTensorLayout"(%2711) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2713 = "tf.Relayout"(%2123) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2714 = "tf.DTensorLayout"(%2713) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2715 = "tf.Relayout"(%2117) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2716 = "tf.DTensorLayout"(%2715) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2717 = "tf.Relayout"(%2113) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2718 = "tf.DTensorLayout"(%2717) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2719 = "tf.Relayout"(%2107) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2720 = "tf.DTensorLayout"(%2719) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2721 = "tf.Relayout"(%2101) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2722 = "tf.DTensorLayout"(%2721) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2723 = "tf.Relayout"(%2097) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2724 = "tf.DTensorLayout"(%2723) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2725 = "tf.Relayout"(%2091) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2726 = "tf.DTensorLayout"(%2725) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2727 = "tf.Relayout"(%2085) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2728 = "tf.DTensorLayout"(%2727) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2729 = "tf.Relayout"(%2081) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2730 = "tf.DTensorLayout"(%2729) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2731 = "tf.Relayout"(%2075) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2732 = "tf.DTensorLayout"(%2731) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2733 = "tf.Relayout"(%2069) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2734 = "tf.DTensorLayout"(%2733) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2735 = "tf.Relayout"(%2065) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2736 = "tf.DTensorLayout"(%2735) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2737 = "tf.Relayout"(%2059) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2738 = "tf.DTensorLayout"(%2737) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2739 = "tf.Relayout"(%2053) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2740 = "tf.DTensorLayout"(%2739) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2741 = "tf.Relayout"(%2049) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2742 = "tf.DTensorLayout"(%2741) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2743 = "tf.Relayout"(%2043) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2744 = "tf.DTensorLayout"(%2743) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2745 = "tf.Relayout"(%2037) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2746 = "tf.DTensorLayout"(%2745) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2747 = "tf.Relayout"(%2033) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2748 = "tf.DTensorLayout"(%2747) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2749 = "tf.Relayout"(%2027) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2750 = "tf.DTensorLayout"(%2749) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2751 = "tf.Relayout"(%2021) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2752 = "tf.DTensorLayout"(%2751) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2753 = "tf.Relayout"(%2017) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2754 = "tf.DTensorLayout"(%2753) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2755 = "tf.Relayout"(%2011) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2756 = "tf.DTensorLayout"(%2755) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2757 = "tf.Relayout"(%2005) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2758 = "tf.DTensorLayout"(%2757) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2759 = "tf.Relayout"(%2001) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2760 = "tf.DTensorLayout"(%2759) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2761 = "tf.Relayout"(%1995) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2762 = "tf.DTensorLayout"(%2761) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2763 = "tf.Relayout"(%1989) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2764 = "tf.DTensorLayout"(%2763) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2765 = "tf.Relayout"(%1985) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2766 = "tf.DTensorLayout"(%2765) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2767 = "tf.Relayout"(%1979) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2768 = "tf.DTensorLayout"(%2767) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2769 = "tf.Relayout"(%1973) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2770 = "tf.DTensorLayout"(%2769) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2771 = "tf.Relayout"(%1969) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2772 = "tf.DTensorLayout"(%2771) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2773 = "tf.Relayout"(%1963) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2774 = "tf.DTensorLayout"(%2773) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2775 = "tf.Relayout"(%1957) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2776 = "tf.DTensorLayout"(%2775) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2777 = "tf.Relayout"(%1953) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2778 = "tf.DTensorLayout"(%2777) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2779 = "tf.Relayout"(%1947) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2780 = "tf.DTensorLayout"(%2779) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2781 = "tf.Relayout"(%1941) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2782 = "tf.DTensorLayout"(%2781) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2783 = "tf.Relayout"(%1937) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2784 = "tf.DTensorLayout"(%2783) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2785 = "tf.Relayout"(%1931) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2786 = "tf.DTensorLayout"(%2785) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2787 = "tf.Relayout"(%1925) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2788 = "tf.DTensorLayout"(%2787) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2789 = "tf.Relayout"(%1921) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2790 = "tf.DTensorLayout"(%2789) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2791 = "tf.Relayout"(%1915) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2792 = "tf.DTensorLayout"(%2791) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2793 = "tf.Relayout"(%1909) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2794 = "tf.DTensorLayout"(%2793) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2795 = "tf.Relayout"(%1905) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2796 = "tf.DTensorLayout"(%2795) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2797 = "tf.Relayout"(%1898) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2798 = "tf.DTensorLayout"(%2797) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2799 = "tf.Relayout"(%1891) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2800 = "tf.DTensorLayout"(%2799) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2801 = "tf.Relayout"(%1887) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2802 = "tf.DTensorLayout"(%2801) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2803 = "tf.Relayout"(%1881) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2804 = "tf.DTensorLayout"(%2803) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2805 = "tf.Relayout"(%1875) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2806 = "tf.DTensorLayout"(%2805) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2807 = "tf.Relayout"(%1871) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2808 = "tf.DTensorLayout"(%2807) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2809 = "tf.Relayout"(%1865) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2810 = "tf.DTensorLayout"(%2809) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2811 = "tf.Relayout"(%1859) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2812 = "tf.DTensorLayout"(%2811) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2813 = "tf.Relayout"(%1855) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2814 = "tf.DTensorLayout"(%2813) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2815 = "tf.Relayout"(%1849) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2816 = "tf.DTensorLayout"(%2815) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2817 = "tf.Relayout"(%1843) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2818 = "tf.DTensorLayout"(%2817) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2819 = "tf.Relayout"(%1839) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2820 = "tf.DTensorLayout"(%2819) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2821 = "tf.Relayout"(%1833) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2822 = "tf.DTensorLayout"(%2821) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2823 = "tf.Relayout"(%1827) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2824 = "tf.DTensorLayout"(%2823) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2825 = "tf.Relayout"(%1823) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2826 = "tf.DTensorLayout"(%2825) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2827 = "tf.Relayout"(%1817) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2828 = "tf.DTensorLayout"(%2827) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2829 = "tf.Relayout"(%1811) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2830 = "tf.DTensorLayout"(%2829) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2831 = "tf.Relayout"(%1807) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2832 = "tf.DTensorLayout"(%2831) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2833 = "tf.Relayout"(%1801) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2834 = "tf.DTensorLayout"(%2833) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2835 = "tf.Relayout"(%1795) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2836 = "tf.DTensorLayout"(%2835) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2837 = "tf.Relayout"(%1791) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2838 = "tf.DTensorLayout"(%2837) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2839 = "tf.Relayout"(%1785) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2840 = "tf.DTensorLayout"(%2839) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2841 = "tf.Relayout"(%1779) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2842 = "tf.DTensorLayout"(%2841) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2843 = "tf.Relayout"(%1775) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2844 = "tf.DTensorLayout"(%2843) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2845 = "tf.Relayout"(%1769) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2846 = "tf.DTensorLayout"(%2845) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2847 = "tf.Relayout"(%1763) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2848 = "tf.DTensorLayout"(%2847) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2849 = "tf.Relayout"(%1759) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2850 = "tf.DTensorLayout"(%2849) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2851 = "tf.Relayout"(%1753) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2852 = "tf.DTensorLayout"(%2851) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2853 = "tf.Relayout"(%1747) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2854 = "tf.DTensorLayout"(%2853) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2855 = "tf.Relayout"(%1743) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2856 = "tf.DTensorLayout"(%2855) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2857 = "tf.Relayout"(%1737) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2858 = "tf.DTensorLayout"(%2857) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2859 = "tf.Relayout"(%1731) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2860 = "tf.DTensorLayout"(%2859) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2861 = "tf.Relayout"(%1727) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2862 = "tf.DTensorLayout"(%2861) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2863 = "tf.Relayout"(%1720) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2864 = "tf.DTensorLayout"(%2863) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2865 = "tf.Relayout"(%476) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<i64>) -> tensor<i64>
    %2866 = "tf.DTensorLayout"(%2865) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<i64>) -> tensor<i64>
    "tf.AssignVariableOp"(%arg120, %2866) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<i64>>>, tensor<i64>) -> ()
    "tf.AssignVariableOp"(%arg87, %2864) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg86, %2862) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg18, %2860) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg89, %2858) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg88, %2856) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg19, %2854) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg107, %2852) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg106, %2850) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg28, %2848) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg105, %2846) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg104, %2844) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg27, %2842) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg141, %2840) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg140, %2838) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg44, %2836) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg139, %2834) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg138, %2832) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg43, %2830) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg67, %2828) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg66, %2826) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg8, %2824) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg65, %2822) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg64, %2820) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg7, %2818) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg69, %2816) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg68, %2814) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg9, %2812) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg63, %2810) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg62, %2808) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg6, %2806) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg129, %2804) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg128, %2802) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg38, %2800) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg155, %2798) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg154, %2796) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg51, %2794) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg127, %2792) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg126, %2790) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg37, %2788) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg95, %2786) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg94, %2784) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg22, %2782) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg93, %2780) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg92, %2778) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg21, %2776) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg111, %2774) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg110, %2772) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg30, %2770) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg109, %2768) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg108, %2766) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg29, %2764) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg145, %2762) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg144, %2760) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg46, %2758) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg143, %2756) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg142, %2754) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg45, %2752) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg75, %2750) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg74, %2748) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg12, %2746) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg73, %2744) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg72, %2742) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg11, %2740) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg77, %2738) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg76, %2736) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg13, %2734) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg59, %2732) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg58, %2730) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg4, %2728) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg71, %2726) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg70, %2724) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg10, %2722) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg133, %2720) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg132, %2718) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg40, %2716) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg131, %2714) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg130, %2712) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg39, %2710) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg99, %2708) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg98, %2706) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg24, %2704) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg97, %2702) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg96, %2700) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg23, %2698) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg115, %2696) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg114, %2694) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg32, %2692) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg113, %2690) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg112, %2688) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg31, %2686) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg149, %2684) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg148, %2682) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg48, %2680) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg147, %2678) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg146, %2676) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg47, %2674) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg83, %2672) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg82, %2670) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg16, %2668) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg57, %2666) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg56, %2664) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg3, %2662) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg81, %2660) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg80, %2658) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg15, %2656) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg85, %2654) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg84, %2652) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg17, %2650) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg79, %2648) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg78, %2646) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg14, %2644) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg137, %2642) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg136, %2640) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg42, %2638) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg135, %2636) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg134, %2634) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg41, %2632) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg103, %2630) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg102, %2628) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg26, %2626) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg101, %2624) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg100, %2622) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg25, %2620) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg119, %2618) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg118, %2616) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg34, %2614) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg117, %2612) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg116, %2610) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg33, %2608) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg153, %2606) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg152, %2604) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg50, %2602) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg61, %2600) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg60, %2598) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg5, %2596) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg151, %2594) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg150, %2592) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg49, %2590) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg159, %2588) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg158, %2586) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg53, %2584) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg157, %2582) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg156, %2580) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg52, %2578) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg55, %2576) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg54, %2574) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg2, %2572) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg125, %2570) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg124, %2568) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg36, %2566) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg123, %2564) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg122, %2562) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg35, %2560) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg91, %2558) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg90, %2556) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg20, %2554) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    %2867 = "tf.Identity"(%2552) {device = ""} : (tensor<f32>) -> tensor<f32>
    return %2867 : tensor<f32>
  }
}


