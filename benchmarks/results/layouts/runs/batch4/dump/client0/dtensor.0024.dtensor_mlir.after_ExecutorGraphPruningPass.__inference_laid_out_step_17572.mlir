// -----// IR Dump After ExecutorGraphPruningPass (tf-executor-graph-pruning) ('func.func' operation: @__inference_laid_out_step_175720) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_1828088250053452737_11735982315765035304", dtensor.eager_operation_name = "__inference_laid_out_step_17572", tf._default_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<*x!tf_type.resource<tensor<i64>>> {tf._layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<*x!tf_type.resource<tensor<f32>>> {tf._layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg159: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg160: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> tensor<f32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157,op_input_158,op_input_159", outputs = "op_output_0"}} {
    %0 = "tf.StatefulPartitionedCall"(%arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89, %arg90, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117, %arg118, %arg119, %arg120, %arg121, %arg122, %arg123, %arg124, %arg125, %arg126, %arg127, %arg128, %arg129, %arg130, %arg131, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %arg139, %arg140, %arg141, %arg142, %arg143, %arg144, %arg145, %arg146, %arg147, %arg148, %arg149, %arg150, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %arg157, %arg158, %arg159, %arg160) <{config = "", config_proto = "", executor_type = "", f = @__inference_laid_out_step_175720}> {device = ""} : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<i64>>>, tensor<*x!tf_type.resource<tensor<f32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @__inference_laid_out_step_175720(%arg0: tensor<32x32xi32> {tf._user_specified_name = "inputs_0"}, %arg1: tensor<32x32xi32> {tf._user_specified_name = "inputs_1"}, %arg2: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg3: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg4: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg5: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg6: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg7: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg8: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg9: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg10: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg11: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg12: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg13: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg14: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg15: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg16: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg17: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg18: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg19: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg20: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg21: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg22: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg23: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg24: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg25: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg26: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg27: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg28: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg29: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg30: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg31: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg32: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg33: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg34: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg35: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg36: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg37: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg38: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg39: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg40: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg41: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg42: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg43: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg44: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg45: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg46: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg47: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg48: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg49: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg50: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg51: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg52: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg53: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg54: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg55: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg56: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg57: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg58: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg59: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg60: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg61: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg62: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg63: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg64: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg65: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg66: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg67: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg68: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg69: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg70: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg71: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg72: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg73: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg74: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg75: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg76: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg77: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg78: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg79: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg80: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg81: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg82: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg83: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg84: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg85: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg86: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg87: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg88: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg89: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg90: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg91: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg92: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg93: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg94: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg95: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg96: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg97: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg98: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg99: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg100: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg101: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg102: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg103: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg104: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg105: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg106: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg107: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg108: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg109: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg110: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg111: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg112: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg113: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg114: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg115: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg116: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg117: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg118: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg119: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg120: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg121: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg122: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg123: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg124: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg125: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg126: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg127: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg128: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg129: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg130: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg131: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg132: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg133: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg134: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg135: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg136: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg137: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg138: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg139: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg140: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg141: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg142: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg143: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg144: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg145: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg146: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg147: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg148: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg149: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg150: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg151: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg152: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg153: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg154: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg155: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg156: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg157: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg158: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}, %arg159: tensor<*x!tf_type.resource> {tf._user_specified_name = "resource"}) -> tensor<f32> attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %0 = tf_executor.graph {
      %outputs, %control = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_0, %control_1 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2, %control_3 = tf_executor.island wraps "tf.Cast"(%outputs_0) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_4, %control_5 = tf_executor.island wraps "tf.Const"() <{value = dense<32> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_6, %control_7 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_8, %control_9 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_10, %control_11 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_12, %control_13 = tf_executor.island wraps "tf.Const"() <{value = dense<32> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_14, %control_15 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_16, %control_17 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_18, %control_19 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_20, %control_21 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_22, %control_23 = tf_executor.island wraps "tf.Sub"(%outputs_6, %outputs_20) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %outputs_24, %control_25 = tf_executor.island wraps "tf.AddV2"(%outputs_22, %outputs_16) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %outputs_26, %control_27 = tf_executor.island wraps "tf.Pack"(%outputs_24) <{axis = 0 : i64}> {device = ""} : (tensor<i32>) -> tensor<1xi32>
      %outputs_28, %control_29 = tf_executor.island wraps "tf.Pack"(%outputs_22) <{axis = 0 : i64}> {device = ""} : (tensor<i32>) -> tensor<1xi32>
      %outputs_30, %control_31 = tf_executor.island wraps "tf.StridedSlice"(%outputs_14, %outputs_28, %outputs_26, %outputs_18) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_32, %control_33 = tf_executor.island wraps "tf.Pack"(%outputs_8, %outputs_30) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
      %outputs_34, %control_35 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_36, %control_37 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_38, %control_39 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_40, %control_41 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_42, %control_43 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_44, %control_45 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_46, %control_47 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_48, %control_49 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_50, %control_51 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_52, %control_53 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_54, %control_55 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_56, %control_57 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_58, %control_59 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_60, %control_61 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_62, %control_63 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_64, %control_65 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_66, %control_67 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_68, %control_69 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_70, %control_71 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_72, %control_73 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_74, %control_75 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_76, %control_77 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_78, %control_79 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_80, %control_81 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_82, %control_83 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_84, %control_85 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_86, %control_87 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_88, %control_89 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_90, %control_91 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_92, %control_93 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_94, %control_95 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_96, %control_97 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_98, %control_99 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_100, %control_101 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_102, %control_103 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_104, %control_105 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_106, %control_107 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_108, %control_109 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_110, %control_111 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_112, %control_113 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_114, %control_115 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_116, %control_117 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_118, %control_119 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_120, %control_121 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_122, %control_123 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_124, %control_125 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_126, %control_127 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_128, %control_129 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_130, %control_131 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_132, %control_133 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_134, %control_135 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_136, %control_137 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_138, %control_139 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_140, %control_141 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_142, %control_143 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_144, %control_145 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_146, %control_147 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_148, %control_149 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_150, %control_151 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_152, %control_153 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_154, %control_155 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_156, %control_157 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_158, %control_159 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_160, %control_161 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_162, %control_163 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_164, %control_165 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_166, %control_167 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_168, %control_169 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_170, %control_171 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_172, %control_173 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_174, %control_175 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_176, %control_177 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_178, %control_179 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_180, %control_181 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_182, %control_183 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_184, %control_185 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_186, %control_187 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_188, %control_189 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_190, %control_191 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_192, %control_193 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_194, %control_195 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_196, %control_197 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_198, %control_199 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_200, %control_201 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_202, %control_203 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_204, %control_205 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_206, %control_207 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_208, %control_209 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_210, %control_211 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_212, %control_213 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_214, %control_215 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_216, %control_217 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_218, %control_219 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_220, %control_221 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_222, %control_223 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_224, %control_225 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_226, %control_227 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_228, %control_229 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_230, %control_231 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_232, %control_233 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_234, %control_235 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_236, %control_237 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_238, %control_239 = tf_executor.island wraps "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_240, %control_241 = tf_executor.island wraps "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_242, %control_243 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_244, %control_245 = tf_executor.island wraps "tf.Cast"(%outputs_242) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_246, %control_247 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_248, %control_249 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_250, %control_251 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_252, %control_253 = tf_executor.island wraps "tf.Cast"(%outputs_250) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_254, %control_255 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_256, %control_257 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_258, %control_259 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_260, %control_261 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_262, %control_263 = tf_executor.island wraps "tf.Cast"(%outputs_260) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_264, %control_265 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_266, %control_267 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_268, %control_269 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_270, %control_271 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_272, %control_273 = tf_executor.island wraps "tf.Cast"(%outputs_270) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_274, %control_275 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_276, %control_277 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_278, %control_279 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_280, %control_281 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_282, %control_283 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_284, %control_285 = tf_executor.island wraps "tf.Cast"(%outputs_282) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_286, %control_287 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_288, %control_289 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_290, %control_291 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_292, %control_293 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_294, %control_295 = tf_executor.island wraps "tf.Cast"(%outputs_292) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_296, %control_297 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_298, %control_299 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_300, %control_301 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_302, %control_303 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_304, %control_305 = tf_executor.island wraps "tf.Cast"(%outputs_302) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_306, %control_307 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_308, %control_309 = tf_executor.island wraps "tf.Cast"(%outputs_306) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_310, %control_311 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_312, %control_313 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_314, %control_315 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_316, %control_317 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_318, %control_319 = tf_executor.island wraps "tf.Cast"(%outputs_316) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_320, %control_321 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_322, %control_323 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_324, %control_325 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_326, %control_327 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_328, %control_329 = tf_executor.island wraps "tf.Cast"(%outputs_326) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_330, %control_331 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_332, %control_333 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_334, %control_335 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_336, %control_337 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_338, %control_339 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_340, %control_341 = tf_executor.island wraps "tf.Cast"(%outputs_338) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_342, %control_343 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_344, %control_345 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_346, %control_347 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_348, %control_349 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_350, %control_351 = tf_executor.island wraps "tf.Cast"(%outputs_348) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_352, %control_353 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_354, %control_355 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_356, %control_357 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_358, %control_359 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_360, %control_361 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_362, %control_363 = tf_executor.island wraps "tf.Cast"(%outputs_360) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_364, %control_365 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_366, %control_367 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_368, %control_369 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_370, %control_371 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_372, %control_373 = tf_executor.island wraps "tf.Cast"(%outputs_370) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_374, %control_375 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_376, %control_377 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_378, %control_379 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_380, %control_381 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_382, %control_383 = tf_executor.island wraps "tf.Cast"(%outputs_380) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_384, %control_385 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_386, %control_387 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_388, %control_389 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_390, %control_391 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_392, %control_393 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_394, %control_395 = tf_executor.island wraps "tf.Cast"(%outputs_392) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_396, %control_397 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_398, %control_399 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_400, %control_401 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_402, %control_403 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_404, %control_405 = tf_executor.island wraps "tf.Cast"(%outputs_402) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_406, %control_407 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_408, %control_409 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_410, %control_411 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_412, %control_413 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_414, %control_415 = tf_executor.island wraps "tf.Cast"(%outputs_412) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_416, %control_417 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_418, %control_419 = tf_executor.island wraps "tf.Cast"(%outputs_416) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_420, %control_421 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_422, %control_423 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_424, %control_425 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_426, %control_427 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_428, %control_429 = tf_executor.island wraps "tf.Cast"(%outputs_426) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_430, %control_431 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_432, %control_433 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_434, %control_435 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_436, %control_437 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_438, %control_439 = tf_executor.island wraps "tf.Cast"(%outputs_436) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_440, %control_441 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_442, %control_443 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_444, %control_445 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_446, %control_447 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_448, %control_449 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_450, %control_451 = tf_executor.island wraps "tf.Cast"(%outputs_448) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_452, %control_453 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_454, %control_455 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_456, %control_457 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_458, %control_459 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_460, %control_461 = tf_executor.island wraps "tf.Cast"(%outputs_458) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_462, %control_463 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_464, %control_465 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_466, %control_467 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_468, %control_469 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_470, %control_471 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_472, %control_473 = tf_executor.island wraps "tf.Cast"(%outputs_470) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_474, %control_475 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_476, %control_477 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_478, %control_479 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_480, %control_481 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_482, %control_483 = tf_executor.island wraps "tf.Cast"(%outputs_480) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_484, %control_485 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_486, %control_487 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_488, %control_489 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_490, %control_491 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_492, %control_493 = tf_executor.island wraps "tf.Cast"(%outputs_490) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_494, %control_495 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_496, %control_497 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_498, %control_499 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_500, %control_501 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_502, %control_503 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_504, %control_505 = tf_executor.island wraps "tf.Cast"(%outputs_502) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_506, %control_507 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_508, %control_509 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_510, %control_511 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_512, %control_513 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_514, %control_515 = tf_executor.island wraps "tf.Cast"(%outputs_512) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_516, %control_517 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_518, %control_519 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_520, %control_521 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_522, %control_523 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_524, %control_525 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_526, %control_527 = tf_executor.island wraps "tf.Cast"(%outputs_524) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_528, %control_529 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_530, %control_531 = tf_executor.island wraps "tf.Cast"(%outputs_528) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_532, %control_533 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_534, %control_535 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_536, %control_537 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_538, %control_539 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_540, %control_541 = tf_executor.island wraps "tf.Cast"(%outputs_538) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_542, %control_543 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_544, %control_545 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_546, %control_547 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_548, %control_549 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_550, %control_551 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_552, %control_553 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_554, %control_555 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_556, %control_557 = tf_executor.island wraps "tf.Cast"(%outputs_554) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_558, %control_559 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_560, %control_561 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_562, %control_563 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_564, %control_565 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_566, %control_567 = tf_executor.island wraps "tf.Cast"(%outputs_564) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_568, %control_569 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_570, %control_571 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_572, %control_573 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_574, %control_575 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_576, %control_577 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_578, %control_579 = tf_executor.island wraps "tf.Cast"(%outputs_576) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_580, %control_581 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_582, %control_583 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_584, %control_585 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_586, %control_587 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_588, %control_589 = tf_executor.island wraps "tf.Cast"(%outputs_586) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_590, %control_591 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_592, %control_593 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_594, %control_595 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_596, %control_597 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_598, %control_599 = tf_executor.island wraps "tf.Cast"(%outputs_596) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_600, %control_601 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_602, %control_603 = tf_executor.island wraps "tf.Cast"(%outputs_600) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_604, %control_605 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_606, %control_607 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_608, %control_609 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_610, %control_611 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_612, %control_613 = tf_executor.island wraps "tf.Cast"(%outputs_610) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_614, %control_615 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_616, %control_617 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_618, %control_619 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_620, %control_621 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_622, %control_623 = tf_executor.island wraps "tf.Cast"(%outputs_620) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_624, %control_625 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_626, %control_627 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_628, %control_629 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_630, %control_631 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_632, %control_633 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_634, %control_635 = tf_executor.island wraps "tf.Cast"(%outputs_632) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_636, %control_637 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_638, %control_639 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_640, %control_641 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_642, %control_643 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_644, %control_645 = tf_executor.island wraps "tf.Cast"(%outputs_642) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_646, %control_647 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_648, %control_649 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_650, %control_651 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_652, %control_653 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_654, %control_655 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_656, %control_657 = tf_executor.island wraps "tf.Cast"(%outputs_654) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_658, %control_659 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_660, %control_661 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_662, %control_663 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_664, %control_665 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_666, %control_667 = tf_executor.island wraps "tf.Cast"(%outputs_664) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_668, %control_669 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_670, %control_671 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_672, %control_673 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_674, %control_675 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_676, %control_677 = tf_executor.island wraps "tf.Cast"(%outputs_674) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_678, %control_679 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_680, %control_681 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_682, %control_683 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_684, %control_685 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_686, %control_687 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_688, %control_689 = tf_executor.island wraps "tf.Cast"(%outputs_686) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_690, %control_691 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_692, %control_693 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_694, %control_695 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_696, %control_697 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_698, %control_699 = tf_executor.island wraps "tf.Cast"(%outputs_696) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_700, %control_701 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_702, %control_703 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_704, %control_705 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_706, %control_707 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_708, %control_709 = tf_executor.island wraps "tf.Cast"(%outputs_706) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_710, %control_711 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_712, %control_713 = tf_executor.island wraps "tf.Cast"(%outputs_710) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_714, %control_715 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_716, %control_717 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_718, %control_719 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_720, %control_721 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_722, %control_723 = tf_executor.island wraps "tf.Cast"(%outputs_720) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_724, %control_725 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_726, %control_727 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_728, %control_729 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_730, %control_731 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_732, %control_733 = tf_executor.island wraps "tf.Cast"(%outputs_730) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_734, %control_735 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_736, %control_737 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_738, %control_739 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_740, %control_741 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_742, %control_743 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_744, %control_745 = tf_executor.island wraps "tf.Cast"(%outputs_742) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_746, %control_747 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_748, %control_749 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_750, %control_751 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_752, %control_753 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_754, %control_755 = tf_executor.island wraps "tf.Cast"(%outputs_752) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
      %outputs_756, %control_757 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_758, %control_759 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_760, %control_761 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_762, %control_763 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_764, %control_765 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_766, %control_767 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_768, %control_769 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_770, %control_771 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_772, %control_773 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_774, %control_775 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_776, %control_777 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_778, %control_779 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_780, %control_781 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_782, %control_783 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_784, %control_785 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_786, %control_787 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_788, %control_789 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_790, %control_791 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_792, %control_793 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_794, %control_795 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_796, %control_797 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_798, %control_799 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_800, %control_801 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_802, %control_803 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_804, %control_805 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_806, %control_807 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_808, %control_809 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_810, %control_811 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_812, %control_813 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_814, %control_815 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_816, %control_817 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_818, %control_819 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_820, %control_821 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_822, %control_823 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_824, %control_825 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_826, %control_827 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_828, %control_829 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_830, %control_831 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_832, %control_833 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_834, %control_835 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_836, %control_837 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_838, %control_839 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_840, %control_841 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_842, %control_843 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_844, %control_845 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_846, %control_847 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_848, %control_849 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_850, %control_851 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_852, %control_853 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_854, %control_855 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_856, %control_857 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_858, %control_859 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_860, %control_861 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_862, %control_863 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_864, %control_865 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_866, %control_867 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_868, %control_869 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_870, %control_871 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_872, %control_873 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_874, %control_875 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_876, %control_877 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_878, %control_879 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_880, %control_881 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_882, %control_883 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_884, %control_885 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_886, %control_887 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_888, %control_889 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_890, %control_891 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_892, %control_893 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_894, %control_895 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_896, %control_897 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_898, %control_899 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_900, %control_901 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_902, %control_903 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_904, %control_905 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_906, %control_907 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_908, %control_909 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_910, %control_911 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_912, %control_913 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_914, %control_915 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_916, %control_917 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_918, %control_919 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_920, %control_921 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_922, %control_923 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_924, %control_925 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_926, %control_927 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_928, %control_929 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_930, %control_931 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_932, %control_933 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_934, %control_935 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_936, %control_937 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_938, %control_939 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_940, %control_941 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_942, %control_943 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_944, %control_945 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_946, %control_947 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_948, %control_949 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_950, %control_951 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_952, %control_953 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_954, %control_955 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_956, %control_957 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_958, %control_959 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_960, %control_961 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_962, %control_963 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_964, %control_965 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_966, %control_967 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_968, %control_969 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_970, %control_971 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_972, %control_973 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_974, %control_975 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_976, %control_977 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_978, %control_979 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_980, %control_981 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_982, %control_983 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_984, %control_985 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_986, %control_987 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_988, %control_989 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_990, %control_991 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_992, %control_993 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_994, %control_995 = tf_executor.island wraps "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_996, %control_997 = tf_executor.island wraps "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_998, %control_999 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1000, %control_1001 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1002, %control_1003 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1004, %control_1005 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1006, %control_1007 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1008, %control_1009 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1010, %control_1011 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1012, %control_1013 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1014, %control_1015 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1016, %control_1017 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1018, %control_1019 = tf_executor.island wraps "tf.Fill"(%outputs_1016, %outputs_1014) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
      %outputs_1020, %control_1021 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1022, %control_1023 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1024, %control_1025 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1026, %control_1027 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1028, %control_1029 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1030, %control_1031 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1002, %outputs_1024, %outputs_1026, %outputs_1028) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1032, %control_1033 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1034, %control_1035 = tf_executor.island wraps "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1036, %control_1037 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1038, %control_1039 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1002, %outputs_1032, %outputs_1034, %outputs_1036) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1040, %control_1041 = tf_executor.island wraps "tf.Pack"(%outputs_1030, %outputs_1038) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
      %outputs_1042, %control_1043 = tf_executor.island wraps "tf.Fill"(%outputs_1040, %outputs_1012) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
      %outputs_1044, %control_1045 = tf_executor.island wraps "tf.MatrixBandPart"(%outputs_1042, %outputs_998, %outputs_1000) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
      %outputs_1046, %control_1047 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1048, %control_1049 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1050, %control_1051 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1052, %control_1053 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1044, %outputs_1046, %outputs_1048, %outputs_1050) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
      %outputs_1054, %control_1055 = tf_executor.island wraps "tf.LogicalAnd"(%outputs_1018, %outputs_1052) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
      %outputs_1056, %control_1057 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1058, %control_1059 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1060, %control_1061 = tf_executor.island wraps "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1062, %control_1063 = tf_executor.island wraps "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1064, %control_1065 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1066, %control_1067 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1068, %control_1069 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1070, %control_1071 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1072, %control_1073 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1074, %control_1075 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1076, %control_1077 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1078, %control_1079 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1080, %control_1081 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1082, %control_1083 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1084, %control_1085 = tf_executor.island wraps "tf.Fill"(%outputs_1082, %outputs_1080) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
      %outputs_1086, %control_1087 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1088, %control_1089 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1090, %control_1091 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1092, %control_1093 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1094, %control_1095 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1096, %control_1097 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1068, %outputs_1090, %outputs_1092, %outputs_1094) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1098, %control_1099 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1100, %control_1101 = tf_executor.island wraps "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1102, %control_1103 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1104, %control_1105 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1068, %outputs_1098, %outputs_1100, %outputs_1102) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1106, %control_1107 = tf_executor.island wraps "tf.Pack"(%outputs_1096, %outputs_1104) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
      %outputs_1108, %control_1109 = tf_executor.island wraps "tf.Fill"(%outputs_1106, %outputs_1078) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
      %outputs_1110, %control_1111 = tf_executor.island wraps "tf.MatrixBandPart"(%outputs_1108, %outputs_1064, %outputs_1066) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
      %outputs_1112, %control_1113 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1114, %control_1115 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1116, %control_1117 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1118, %control_1119 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1110, %outputs_1112, %outputs_1114, %outputs_1116) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
      %outputs_1120, %control_1121 = tf_executor.island wraps "tf.LogicalAnd"(%outputs_1084, %outputs_1118) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
      %outputs_1122, %control_1123 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1124, %control_1125 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1126, %control_1127 = tf_executor.island wraps "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1128, %control_1129 = tf_executor.island wraps "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1130, %control_1131 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1132, %control_1133 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1134, %control_1135 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1136, %control_1137 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1138, %control_1139 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1140, %control_1141 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1142, %control_1143 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1144, %control_1145 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1146, %control_1147 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1148, %control_1149 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1150, %control_1151 = tf_executor.island wraps "tf.Fill"(%outputs_1148, %outputs_1146) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
      %outputs_1152, %control_1153 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1154, %control_1155 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1156, %control_1157 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1158, %control_1159 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1160, %control_1161 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1162, %control_1163 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1134, %outputs_1156, %outputs_1158, %outputs_1160) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1164, %control_1165 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1166, %control_1167 = tf_executor.island wraps "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1168, %control_1169 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1170, %control_1171 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1134, %outputs_1164, %outputs_1166, %outputs_1168) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1172, %control_1173 = tf_executor.island wraps "tf.Pack"(%outputs_1162, %outputs_1170) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
      %outputs_1174, %control_1175 = tf_executor.island wraps "tf.Fill"(%outputs_1172, %outputs_1144) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
      %outputs_1176, %control_1177 = tf_executor.island wraps "tf.MatrixBandPart"(%outputs_1174, %outputs_1130, %outputs_1132) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
      %outputs_1178, %control_1179 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1180, %control_1181 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1182, %control_1183 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1184, %control_1185 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1176, %outputs_1178, %outputs_1180, %outputs_1182) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
      %outputs_1186, %control_1187 = tf_executor.island wraps "tf.LogicalAnd"(%outputs_1150, %outputs_1184) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
      %outputs_1188, %control_1189 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1190, %control_1191 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1192, %control_1193 = tf_executor.island wraps "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1194, %control_1195 = tf_executor.island wraps "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1196, %control_1197 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1198, %control_1199 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1200, %control_1201 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1202, %control_1203 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1204, %control_1205 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1206, %control_1207 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1208, %control_1209 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1210, %control_1211 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1212, %control_1213 = tf_executor.island wraps "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
      %outputs_1214, %control_1215 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1216, %control_1217 = tf_executor.island wraps "tf.Fill"(%outputs_1214, %outputs_1212) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
      %outputs_1218, %control_1219 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1220, %control_1221 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1222, %control_1223 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1224, %control_1225 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1226, %control_1227 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1228, %control_1229 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1200, %outputs_1222, %outputs_1224, %outputs_1226) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1230, %control_1231 = tf_executor.island wraps "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1232, %control_1233 = tf_executor.island wraps "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1234, %control_1235 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1236, %control_1237 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1200, %outputs_1230, %outputs_1232, %outputs_1234) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1238, %control_1239 = tf_executor.island wraps "tf.Pack"(%outputs_1228, %outputs_1236) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
      %outputs_1240, %control_1241 = tf_executor.island wraps "tf.Fill"(%outputs_1238, %outputs_1210) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
      %outputs_1242, %control_1243 = tf_executor.island wraps "tf.MatrixBandPart"(%outputs_1240, %outputs_1196, %outputs_1198) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
      %outputs_1244, %control_1245 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1246, %control_1247 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1248, %control_1249 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1250, %control_1251 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1242, %outputs_1244, %outputs_1246, %outputs_1248) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
      %outputs_1252, %control_1253 = tf_executor.island wraps "tf.LogicalAnd"(%outputs_1216, %outputs_1250) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
      %outputs_1254, %control_1255 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1256, %control_1257 = tf_executor.island wraps "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1258, %control_1259 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1260, %control_1261 = tf_executor.island wraps "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1262, %control_1263 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1264, %control_1265 = tf_executor.island wraps "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1266, %control_1267 = tf_executor.island wraps "tf.RealDiv"(%outputs_1258, %outputs_1264) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %outputs_1268, %control_1269 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1270, %control_1271 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1272, %control_1273 = tf_executor.island wraps "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1274, %control_1275 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1276, %control_1277 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1278, %control_1279 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1280, %control_1281 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1272, %outputs_1274, %outputs_1276, %outputs_1278) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1282, %control_1283 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1284, %control_1285 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1286, %control_1287 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1288, %control_1289 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1290, %control_1291 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1292, %control_1293 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1294, %control_1295 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1296, %control_1297 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1298, %control_1299 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1300, %control_1301 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1302, %control_1303 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1304, %control_1305 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1306, %control_1307 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1308, %control_1309 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1310, %control_1311 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1312, %control_1313 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1314, %control_1315 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1316, %control_1317 = tf_executor.island wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1318, %control_1319 = tf_executor.island wraps "tf.Const"() <{value = dense<32> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1320, %control_1321 = tf_executor.island wraps "tf.Const"() <{value = dense<1.024000e+03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1322, %control_1323 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1324, %control_1325 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1326, %control_1327 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1328, %control_1329 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1330, %control_1331 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1332, %control_1333 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1334, %control_1335 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1336, %control_1337 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1338, %control_1339 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1340, %control_1341 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1342, %control_1343 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1344, %control_1345 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1346, %control_1347 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1336, %outputs_1340, %outputs_1342, %outputs_1344) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1348, %control_1349 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1350, %control_1351 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1352, %control_1353 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1354, %control_1355 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1338, %outputs_1348, %outputs_1350, %outputs_1352) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1356:2, %control_1357 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1346, %outputs_1354) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1358, %control_1359 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1360, %control_1361 = tf_executor.island wraps "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1362, %control_1363 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1364, %control_1365 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1366, %control_1367 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1368, %control_1369 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1370, %control_1371 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1372, %control_1373 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1362, %outputs_1366, %outputs_1368, %outputs_1370) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1374, %control_1375 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1376, %control_1377 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1378, %control_1379 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1380, %control_1381 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1364, %outputs_1374, %outputs_1376, %outputs_1378) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1382:2, %control_1383 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1372, %outputs_1380) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1384, %control_1385 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1386, %control_1387 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1388, %control_1389 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1390, %control_1391 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1392, %control_1393 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1394, %control_1395 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1396, %control_1397 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1398, %control_1399 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1388, %outputs_1392, %outputs_1394, %outputs_1396) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1400, %control_1401 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1402, %control_1403 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1404, %control_1405 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1406, %control_1407 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1390, %outputs_1400, %outputs_1402, %outputs_1404) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1408:2, %control_1409 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1398, %outputs_1406) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1410, %control_1411 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1412, %control_1413 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1414, %control_1415 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1416, %control_1417 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1418, %control_1419 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1420, %control_1421 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1422, %control_1423 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1424, %control_1425 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1414, %outputs_1418, %outputs_1420, %outputs_1422) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1426, %control_1427 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1428, %control_1429 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1430, %control_1431 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1432, %control_1433 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1416, %outputs_1426, %outputs_1428, %outputs_1430) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1434:2, %control_1435 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1424, %outputs_1432) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1436, %control_1437 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1438, %control_1439 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1440, %control_1441 = tf_executor.island wraps "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1442, %control_1443 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1444, %control_1445 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1446, %control_1447 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1448, %control_1449 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1450, %control_1451 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1452, %control_1453 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1454, %control_1455 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1444, %outputs_1448, %outputs_1450, %outputs_1452) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1456, %control_1457 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1458, %control_1459 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1460, %control_1461 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1462, %control_1463 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1446, %outputs_1456, %outputs_1458, %outputs_1460) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1464:2, %control_1465 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1454, %outputs_1462) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1466, %control_1467 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1468, %control_1469 = tf_executor.island wraps "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1470, %control_1471 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1472, %control_1473 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1474, %control_1475 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1476, %control_1477 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1478, %control_1479 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1480, %control_1481 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1470, %outputs_1474, %outputs_1476, %outputs_1478) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1482, %control_1483 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1484, %control_1485 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1486, %control_1487 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1488, %control_1489 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1472, %outputs_1482, %outputs_1484, %outputs_1486) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1490:2, %control_1491 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1480, %outputs_1488) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1492, %control_1493 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1494, %control_1495 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1496, %control_1497 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1498, %control_1499 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1500, %control_1501 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1502, %control_1503 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1504, %control_1505 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1506, %control_1507 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1496, %outputs_1500, %outputs_1502, %outputs_1504) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1508, %control_1509 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1510, %control_1511 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1512, %control_1513 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1514, %control_1515 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1498, %outputs_1508, %outputs_1510, %outputs_1512) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1516:2, %control_1517 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1506, %outputs_1514) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1518, %control_1519 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1520, %control_1521 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1522, %control_1523 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1524, %control_1525 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1526, %control_1527 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1528, %control_1529 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1530, %control_1531 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1532, %control_1533 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1522, %outputs_1526, %outputs_1528, %outputs_1530) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1534, %control_1535 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1536, %control_1537 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1538, %control_1539 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1540, %control_1541 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1524, %outputs_1534, %outputs_1536, %outputs_1538) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1542:2, %control_1543 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1532, %outputs_1540) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1544, %control_1545 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1546, %control_1547 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1548, %control_1549 = tf_executor.island wraps "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1550, %control_1551 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1552, %control_1553 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1554, %control_1555 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1556, %control_1557 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1558, %control_1559 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1560, %control_1561 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1562, %control_1563 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1552, %outputs_1556, %outputs_1558, %outputs_1560) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1564, %control_1565 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1566, %control_1567 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1568, %control_1569 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1570, %control_1571 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1554, %outputs_1564, %outputs_1566, %outputs_1568) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1572:2, %control_1573 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1562, %outputs_1570) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1574, %control_1575 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1576, %control_1577 = tf_executor.island wraps "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1578, %control_1579 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1580, %control_1581 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1582, %control_1583 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1584, %control_1585 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1586, %control_1587 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1588, %control_1589 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1578, %outputs_1582, %outputs_1584, %outputs_1586) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1590, %control_1591 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1592, %control_1593 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1594, %control_1595 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1596, %control_1597 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1580, %outputs_1590, %outputs_1592, %outputs_1594) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1598:2, %control_1599 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1588, %outputs_1596) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1600, %control_1601 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1602, %control_1603 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1604, %control_1605 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1606, %control_1607 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1608, %control_1609 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1610, %control_1611 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1612, %control_1613 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1614, %control_1615 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1604, %outputs_1608, %outputs_1610, %outputs_1612) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1616, %control_1617 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1618, %control_1619 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1620, %control_1621 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1622, %control_1623 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1606, %outputs_1616, %outputs_1618, %outputs_1620) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1624:2, %control_1625 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1614, %outputs_1622) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1626, %control_1627 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1628, %control_1629 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1630, %control_1631 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1632, %control_1633 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1634, %control_1635 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1636, %control_1637 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1638, %control_1639 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1640, %control_1641 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1630, %outputs_1634, %outputs_1636, %outputs_1638) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1642, %control_1643 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1644, %control_1645 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1646, %control_1647 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1648, %control_1649 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1632, %outputs_1642, %outputs_1644, %outputs_1646) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1650:2, %control_1651 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1640, %outputs_1648) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1652, %control_1653 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1654, %control_1655 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1656, %control_1657 = tf_executor.island wraps "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1658, %control_1659 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1660, %control_1661 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1662, %control_1663 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1664, %control_1665 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1666, %control_1667 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1668, %control_1669 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1670, %control_1671 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1660, %outputs_1664, %outputs_1666, %outputs_1668) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1672, %control_1673 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1674, %control_1675 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1676, %control_1677 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1678, %control_1679 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1662, %outputs_1672, %outputs_1674, %outputs_1676) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1680:2, %control_1681 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1670, %outputs_1678) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1682, %control_1683 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
      %outputs_1684, %control_1685 = tf_executor.island wraps "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1686, %control_1687 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1688, %control_1689 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1690, %control_1691 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1692, %control_1693 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1694, %control_1695 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1696, %control_1697 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1686, %outputs_1690, %outputs_1692, %outputs_1694) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1698, %control_1699 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1700, %control_1701 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1702, %control_1703 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1704, %control_1705 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1688, %outputs_1698, %outputs_1700, %outputs_1702) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1706:2, %control_1707 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1696, %outputs_1704) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1708, %control_1709 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1710, %control_1711 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1712, %control_1713 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1714, %control_1715 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1716, %control_1717 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1718, %control_1719 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1720, %control_1721 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1722, %control_1723 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1712, %outputs_1716, %outputs_1718, %outputs_1720) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1724, %control_1725 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1726, %control_1727 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1728, %control_1729 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1730, %control_1731 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1714, %outputs_1724, %outputs_1726, %outputs_1728) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1732:2, %control_1733 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1722, %outputs_1730) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1734, %control_1735 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1736, %control_1737 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1738, %control_1739 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1740, %control_1741 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1742, %control_1743 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1744, %control_1745 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1746, %control_1747 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1748, %control_1749 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1738, %outputs_1742, %outputs_1744, %outputs_1746) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1750, %control_1751 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1752, %control_1753 = tf_executor.island wraps "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1754, %control_1755 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1756, %control_1757 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1740, %outputs_1750, %outputs_1752, %outputs_1754) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
      %outputs_1758:2, %control_1759 = tf_executor.island wraps "tf.BroadcastGradientArgs"(%outputs_1748, %outputs_1756) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<?xi32>, tensor<?xi32>)
      %outputs_1760, %control_1761 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1762, %control_1763 = tf_executor.island wraps "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1764, %control_1765 = tf_executor.island wraps "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1766, %control_1767 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1768, %control_1769 = tf_executor.island wraps "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1770, %control_1771 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1768, %outputs_762, %outputs_764, %outputs_766) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1772, %control_1773 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1768, %outputs_768, %outputs_770, %outputs_772) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_1774, %control_1775 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1776, %control_1777 = tf_executor.island wraps "tf.ExpandDims"(%outputs_1774, %outputs_1766) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<1xi32>
      %outputs_1778, %control_1779 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_1780, %control_1781 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1782, %control_1783 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1784, %control_1785 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1786, %control_1787 = tf_executor.island wraps "tf.StridedSlice"(%outputs_1768, %outputs_1780, %outputs_1782, %outputs_1784) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_1788, %control_1789 = tf_executor.island wraps "tf.ConcatV2"(%outputs_1776, %outputs_1786, %outputs_1778) {device = ""} : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %outputs_1790, %control_1791 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1792, %control_1793 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1794, %control_1795 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1796, %control_1797 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1798, %control_1799 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1800, %control_1801 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1802, %control_1803 = tf_executor.island wraps "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1804, %control_1805 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1806, %control_1807 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1808, %control_1809 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1810, %control_1811 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1812, %control_1813 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1814, %control_1815 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1816, %control_1817 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1818, %control_1819 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1820, %control_1821 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1822, %control_1823 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1824, %control_1825 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1826, %control_1827 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1828, %control_1829 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1830, %control_1831 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1832, %control_1833 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1834, %control_1835 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1836, %control_1837 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1838, %control_1839 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1840, %control_1841 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1842, %control_1843 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1844, %control_1845 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1846, %control_1847 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1848, %control_1849 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1850, %control_1851 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1852, %control_1853 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1854, %control_1855 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1856, %control_1857 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1858, %control_1859 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1860, %control_1861 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1862, %control_1863 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1864, %control_1865 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1866, %control_1867 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1868, %control_1869 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1870, %control_1871 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1872, %control_1873 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1874, %control_1875 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1876, %control_1877 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1878, %control_1879 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1880, %control_1881 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1882, %control_1883 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1884, %control_1885 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1886, %control_1887 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1888, %control_1889 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1890, %control_1891 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1892, %control_1893 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1894, %control_1895 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1896, %control_1897 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1898, %control_1899 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1900, %control_1901 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1902, %control_1903 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1904, %control_1905 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1906, %control_1907 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1908, %control_1909 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1910, %control_1911 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1912, %control_1913 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1914, %control_1915 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1916, %control_1917 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1918, %control_1919 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1920, %control_1921 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1922, %control_1923 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1924, %control_1925 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1926, %control_1927 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1928, %control_1929 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1930, %control_1931 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1932, %control_1933 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1934, %control_1935 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1936, %control_1937 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1938, %control_1939 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1940, %control_1941 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1942, %control_1943 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1944, %control_1945 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1946, %control_1947 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1948, %control_1949 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1950, %control_1951 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1952, %control_1953 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1954, %control_1955 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1956, %control_1957 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1958, %control_1959 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1960, %control_1961 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1962, %control_1963 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1964, %control_1965 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1966, %control_1967 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1968, %control_1969 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1970, %control_1971 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1972, %control_1973 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1974, %control_1975 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1976, %control_1977 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1978, %control_1979 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1980, %control_1981 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1982, %control_1983 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1984, %control_1985 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_1986, %control_1987 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1988, %control_1989 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_1990, %control_1991 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1992, %control_1993 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_1994, %control_1995 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1996, %control_1997 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_1998, %control_1999 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2000, %control_2001 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2002, %control_2003 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2004, %control_2005 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2006, %control_2007 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2008, %control_2009 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2010, %control_2011 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2012, %control_2013 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2014, %control_2015 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2016, %control_2017 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2018, %control_2019 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2020, %control_2021 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2022, %control_2023 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2024, %control_2025 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2026, %control_2027 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2028, %control_2029 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2030, %control_2031 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2032, %control_2033 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2034, %control_2035 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2036, %control_2037 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2038, %control_2039 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2040, %control_2041 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2042, %control_2043 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2044, %control_2045 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2046, %control_2047 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2048, %control_2049 = tf_executor.island wraps "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2050, %control_2051 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2052, %control_2053 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2054, %control_2055 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2056, %control_2057 = tf_executor.island wraps "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2058, %control_2059 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2060, %control_2061 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2062, %control_2063 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2064, %control_2065 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2066, %control_2067 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2068, %control_2069 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2070, %control_2071 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2072, %control_2073 = tf_executor.island wraps "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2074, %control_2075 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2076, %control_2077 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2078, %control_2079 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2080, %control_2081 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2082, %control_2083 = tf_executor.island wraps "tf.StridedSlice"(%outputs_2080, %outputs_774, %outputs_776, %outputs_778) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_2084, %control_2085 = tf_executor.island wraps "tf.StridedSlice"(%outputs_2080, %outputs_780, %outputs_782, %outputs_784) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_2086, %control_2087 = tf_executor.island wraps "tf.Const"() <{value = dense<32> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2088, %control_2089 = tf_executor.island wraps "tf.ExpandDims"(%outputs_2086, %outputs_2078) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<1xi32>
      %outputs_2090, %control_2091 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2092, %control_2093 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2094, %control_2095 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2096, %control_2097 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2098, %control_2099 = tf_executor.island wraps "tf.StridedSlice"(%outputs_2080, %outputs_2092, %outputs_2094, %outputs_2096) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %outputs_2100, %control_2101 = tf_executor.island wraps "tf.ConcatV2"(%outputs_2088, %outputs_2098, %outputs_2090) {device = ""} : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
      %outputs_2102, %control_2103 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 16384]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2104, %control_2105 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2106, %control_2107 = tf_executor.island wraps "tf.Less"(%arg0, %outputs_1270) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi1>
      %outputs_2108, %control_2109 = tf_executor.island wraps "tf.AddV2"(%arg0, %outputs_1280) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi32>
      %outputs_2110, %control_2111 = tf_executor.island wraps "tf.SelectV2"(%outputs_2106, %outputs_2108, %arg0) {device = ""} : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
      %outputs_2112, %control_2113 = tf_executor.island wraps "tf.Reshape"(%outputs_2110, %outputs_1776) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
      %outputs_2114, %control_2115 = tf_executor.island wraps "tf.Reshape"(%arg1, %outputs_10) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
      %outputs_2116, %control_2117 = tf_executor.island wraps "tf.Const"() <{value = dense<1.600000e+01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2118, %control_2119 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2120, %control_2121 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2122, %control_2123 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2124, %control_2125 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2126, %control_2127 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2128, %control_2129 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2130, %control_2131 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2132, %control_2133 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2134, %control_2135 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2136, %control_2137 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2138, %control_2139 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2140, %control_2141 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2142, %control_2143 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2144, %control_2145 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2146, %control_2147 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2148, %control_2149 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2150, %control_2151 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2152, %control_2153 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2154, %control_2155 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2156, %control_2157 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2158, %control_2159 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2160, %control_2161 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2162, %control_2163 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2164, %control_2165 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2166, %control_2167 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2168, %control_2169 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2170, %control_2171 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2172, %control_2173 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2174, %control_2175 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2176, %control_2177 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2178, %control_2179 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2180, %control_2181 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2182, %control_2183 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2184, %control_2185 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2186, %control_2187 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2188, %control_2189 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2190, %control_2191 = tf_executor.island wraps "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_2192, %control_2193 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2194, %control_2195 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2196, %control_2197 = tf_executor.island wraps "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2198, %control_2199 = tf_executor.island wraps "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_2200, %control_2201 = tf_executor.island wraps "tf.Reshape"(%outputs_2198, %outputs_1322) {device = ""} : (tensor<f32>, tensor<2xi32>) -> tensor<1x1xf32>
      %outputs_2202, %control_2203 = tf_executor.island wraps "tf.Tile"(%outputs_2200, %outputs_1318) {device = ""} : (tensor<1x1xf32>, tensor<2xi32>) -> tensor<32x32xf32>
      %outputs_2204, %control_2205 = tf_executor.island wraps "tf.RealDiv"(%outputs_2202, %outputs_1320) {device = ""} : (tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
      %outputs_2206, %control_2207 = tf_executor.island wraps "tf.Reshape"(%outputs_2204, %outputs_1326) {device = ""} : (tensor<32x32xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %outputs_2208, %control_2209 = tf_executor.island wraps "tf.ExpandDims"(%outputs_2206, %outputs_1324) {device = ""} : (tensor<1024xf32>, tensor<i32>) -> tensor<1024x1xf32>
      %outputs_2210, %control_2211 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2212, %control_2213 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2214, %control_2215 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_2216, %control_2217 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2218, %control_2219 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2220, %control_2221 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_2222, %control_2223 = tf_executor.island wraps "tf.StridedSlice"(%outputs_2214, %outputs_2216, %outputs_2218, %outputs_2220) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_2224, %control_2225 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2226, %control_2227 = tf_executor.island wraps "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
      %outputs_2228, %control_2229 = tf_executor.island wraps "tf.ReadVariableOp"(%arg102) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2230, %control_2231 = tf_executor.island wraps "tf.Identity"(%outputs_2228) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2232, %control_2233 = tf_executor.island wraps "tf.Identity"(%outputs_2230) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2234, %control_2235 = tf_executor.island wraps "tf.ReadVariableOp"(%arg103) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2236, %control_2237 = tf_executor.island wraps "tf.Identity"(%outputs_2234) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2238, %control_2239 = tf_executor.island wraps "tf.Identity"(%outputs_2236) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2240, %control_2241 = tf_executor.island wraps "tf.ReadVariableOp"(%arg104) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2242, %control_2243 = tf_executor.island wraps "tf.Identity"(%outputs_2240) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2244, %control_2245 = tf_executor.island wraps "tf.Identity"(%outputs_2242) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2246, %control_2247 = tf_executor.island wraps "tf.ReadVariableOp"(%arg105) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2248, %control_2249 = tf_executor.island wraps "tf.Identity"(%outputs_2246) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2250, %control_2251 = tf_executor.island wraps "tf.Identity"(%outputs_2248) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2252, %control_2253 = tf_executor.island wraps "tf.ReadVariableOp"(%arg106) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2254, %control_2255 = tf_executor.island wraps "tf.Identity"(%outputs_2252) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2256, %control_2257 = tf_executor.island wraps "tf.Identity"(%outputs_2254) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2258, %control_2259 = tf_executor.island wraps "tf.ReadVariableOp"(%arg107) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2260, %control_2261 = tf_executor.island wraps "tf.Identity"(%outputs_2258) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2262, %control_2263 = tf_executor.island wraps "tf.Identity"(%outputs_2260) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2264, %control_2265 = tf_executor.island wraps "tf.ReadVariableOp"(%arg108) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2266, %control_2267 = tf_executor.island wraps "tf.Identity"(%outputs_2264) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2268, %control_2269 = tf_executor.island wraps "tf.Identity"(%outputs_2266) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2270, %control_2271 = tf_executor.island wraps "tf.ReadVariableOp"(%arg109) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2272, %control_2273 = tf_executor.island wraps "tf.Identity"(%outputs_2270) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2274, %control_2275 = tf_executor.island wraps "tf.Identity"(%outputs_2272) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2276, %control_2277 = tf_executor.island wraps "tf.ReadVariableOp"(%arg110) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2278, %control_2279 = tf_executor.island wraps "tf.Identity"(%outputs_2276) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2280, %control_2281 = tf_executor.island wraps "tf.Identity"(%outputs_2278) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2282, %control_2283 = tf_executor.island wraps "tf.ReadVariableOp"(%arg111) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2284, %control_2285 = tf_executor.island wraps "tf.Identity"(%outputs_2282) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2286, %control_2287 = tf_executor.island wraps "tf.Identity"(%outputs_2284) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2288, %control_2289 = tf_executor.island wraps "tf.ReadVariableOp"(%arg12) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2290, %control_2291 = tf_executor.island wraps "tf.Identity"(%outputs_2288) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2292, %control_2293 = tf_executor.island wraps "tf.Identity"(%outputs_2290) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2294, %control_2295 = tf_executor.island wraps "tf.Reshape"(%outputs_2292, %outputs_1152) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_2296, %control_2297 = tf_executor.island wraps "tf.ReadVariableOp"(%arg112) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2298, %control_2299 = tf_executor.island wraps "tf.Identity"(%outputs_2296) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2300, %control_2301 = tf_executor.island wraps "tf.Identity"(%outputs_2298) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2302, %control_2303 = tf_executor.island wraps "tf.ReadVariableOp"(%arg113) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2304, %control_2305 = tf_executor.island wraps "tf.Identity"(%outputs_2302) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2306, %control_2307 = tf_executor.island wraps "tf.Identity"(%outputs_2304) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2308, %control_2309 = tf_executor.island wraps "tf.ReadVariableOp"(%arg114) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2310, %control_2311 = tf_executor.island wraps "tf.Identity"(%outputs_2308) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2312, %control_2313 = tf_executor.island wraps "tf.Identity"(%outputs_2310) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2314, %control_2315 = tf_executor.island wraps "tf.ReadVariableOp"(%arg115) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2316, %control_2317 = tf_executor.island wraps "tf.Identity"(%outputs_2314) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2318, %control_2319 = tf_executor.island wraps "tf.Identity"(%outputs_2316) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2320, %control_2321 = tf_executor.island wraps "tf.ReadVariableOp"(%arg116) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2322, %control_2323 = tf_executor.island wraps "tf.Identity"(%outputs_2320) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2324, %control_2325 = tf_executor.island wraps "tf.Identity"(%outputs_2322) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2326, %control_2327 = tf_executor.island wraps "tf.ReadVariableOp"(%arg117) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2328, %control_2329 = tf_executor.island wraps "tf.Identity"(%outputs_2326) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2330, %control_2331 = tf_executor.island wraps "tf.Identity"(%outputs_2328) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2332, %control_2333 = tf_executor.island wraps "tf.ReadVariableOp"(%arg118) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2334, %control_2335 = tf_executor.island wraps "tf.Identity"(%outputs_2332) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2336, %control_2337 = tf_executor.island wraps "tf.Identity"(%outputs_2334) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2338, %control_2339 = tf_executor.island wraps "tf.ReadVariableOp"(%arg119) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_2340, %control_2341 = tf_executor.island wraps "tf.Identity"(%outputs_2338) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2342, %control_2343 = tf_executor.island wraps "tf.Identity"(%outputs_2340) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2344, %control_2345 = tf_executor.island wraps "tf.ReadVariableOp"(%arg120) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xi64>
      %outputs_2346, %control_2347 = tf_executor.island wraps "tf.Identity"(%outputs_2344) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2348, %control_2349 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2350, %control_2351 = tf_executor.island wraps "tf.AddV2"(%outputs_2348, %outputs_2) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2352, %control_2353 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2354, %control_2355 = tf_executor.island wraps "tf.AddV2"(%outputs_2352, %outputs_244) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2356, %control_2357 = tf_executor.island wraps "tf.Cast"(%outputs_2354) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2358, %control_2359 = tf_executor.island wraps "tf.Pow"(%outputs_198, %outputs_2356) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2360, %control_2361 = tf_executor.island wraps "tf.Sub"(%outputs_788, %outputs_2358) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2362, %control_2363 = tf_executor.island wraps "tf.Pow"(%outputs_208, %outputs_2356) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2364, %control_2365 = tf_executor.island wraps "tf.Sub"(%outputs_786, %outputs_2362) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2366, %control_2367 = tf_executor.island wraps "tf.Sqrt"(%outputs_2364) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2368, %control_2369 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2370, %control_2371 = tf_executor.island wraps "tf.AddV2"(%outputs_2368, %outputs_526) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2372, %control_2373 = tf_executor.island wraps "tf.Cast"(%outputs_2370) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2374, %control_2375 = tf_executor.island wraps "tf.Pow"(%outputs_194, %outputs_2372) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2376, %control_2377 = tf_executor.island wraps "tf.Sub"(%outputs_908, %outputs_2374) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2378, %control_2379 = tf_executor.island wraps "tf.Pow"(%outputs_196, %outputs_2372) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2380, %control_2381 = tf_executor.island wraps "tf.Sub"(%outputs_898, %outputs_2378) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2382, %control_2383 = tf_executor.island wraps "tf.Sqrt"(%outputs_2380) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2384, %control_2385 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2386, %control_2387 = tf_executor.island wraps "tf.AddV2"(%outputs_2384, %outputs_530) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2388, %control_2389 = tf_executor.island wraps "tf.Cast"(%outputs_2386) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2390, %control_2391 = tf_executor.island wraps "tf.Pow"(%outputs_186, %outputs_2388) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2392, %control_2393 = tf_executor.island wraps "tf.Sub"(%outputs_902, %outputs_2390) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2394, %control_2395 = tf_executor.island wraps "tf.Pow"(%outputs_188, %outputs_2388) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2396, %control_2397 = tf_executor.island wraps "tf.Sub"(%outputs_900, %outputs_2394) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2398, %control_2399 = tf_executor.island wraps "tf.Sqrt"(%outputs_2396) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2400, %control_2401 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2402, %control_2403 = tf_executor.island wraps "tf.AddV2"(%outputs_2400, %outputs_540) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2404, %control_2405 = tf_executor.island wraps "tf.Cast"(%outputs_2402) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2406, %control_2407 = tf_executor.island wraps "tf.Pow"(%outputs_190, %outputs_2404) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2408, %control_2409 = tf_executor.island wraps "tf.Sub"(%outputs_906, %outputs_2406) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2410, %control_2411 = tf_executor.island wraps "tf.Pow"(%outputs_192, %outputs_2404) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2412, %control_2413 = tf_executor.island wraps "tf.Sub"(%outputs_904, %outputs_2410) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2414, %control_2415 = tf_executor.island wraps "tf.Sqrt"(%outputs_2412) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2416, %control_2417 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2418, %control_2419 = tf_executor.island wraps "tf.AddV2"(%outputs_2416, %outputs_556) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2420, %control_2421 = tf_executor.island wraps "tf.Cast"(%outputs_2418) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2422, %control_2423 = tf_executor.island wraps "tf.Pow"(%outputs_200, %outputs_2420) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2424, %control_2425 = tf_executor.island wraps "tf.Sub"(%outputs_912, %outputs_2422) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2426, %control_2427 = tf_executor.island wraps "tf.Pow"(%outputs_202, %outputs_2420) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2428, %control_2429 = tf_executor.island wraps "tf.Sub"(%outputs_910, %outputs_2426) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2430, %control_2431 = tf_executor.island wraps "tf.Sqrt"(%outputs_2428) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2432, %control_2433 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2434, %control_2435 = tf_executor.island wraps "tf.AddV2"(%outputs_2432, %outputs_566) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2436, %control_2437 = tf_executor.island wraps "tf.Cast"(%outputs_2434) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2438, %control_2439 = tf_executor.island wraps "tf.Pow"(%outputs_204, %outputs_2436) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2440, %control_2441 = tf_executor.island wraps "tf.Sub"(%outputs_916, %outputs_2438) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2442, %control_2443 = tf_executor.island wraps "tf.Pow"(%outputs_206, %outputs_2436) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2444, %control_2445 = tf_executor.island wraps "tf.Sub"(%outputs_914, %outputs_2442) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2446, %control_2447 = tf_executor.island wraps "tf.Sqrt"(%outputs_2444) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2448, %control_2449 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2450, %control_2451 = tf_executor.island wraps "tf.AddV2"(%outputs_2448, %outputs_578) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2452, %control_2453 = tf_executor.island wraps "tf.Cast"(%outputs_2450) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2454, %control_2455 = tf_executor.island wraps "tf.Pow"(%outputs_210, %outputs_2452) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2456, %control_2457 = tf_executor.island wraps "tf.Sub"(%outputs_920, %outputs_2454) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2458, %control_2459 = tf_executor.island wraps "tf.Pow"(%outputs_212, %outputs_2452) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2460, %control_2461 = tf_executor.island wraps "tf.Sub"(%outputs_918, %outputs_2458) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2462, %control_2463 = tf_executor.island wraps "tf.Sqrt"(%outputs_2460) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2464, %control_2465 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2466, %control_2467 = tf_executor.island wraps "tf.AddV2"(%outputs_2464, %outputs_588) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2468, %control_2469 = tf_executor.island wraps "tf.Cast"(%outputs_2466) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2470, %control_2471 = tf_executor.island wraps "tf.Pow"(%outputs_214, %outputs_2468) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2472, %control_2473 = tf_executor.island wraps "tf.Sub"(%outputs_924, %outputs_2470) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2474, %control_2475 = tf_executor.island wraps "tf.Pow"(%outputs_216, %outputs_2468) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2476, %control_2477 = tf_executor.island wraps "tf.Sub"(%outputs_922, %outputs_2474) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2478, %control_2479 = tf_executor.island wraps "tf.Sqrt"(%outputs_2476) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2480, %control_2481 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2482, %control_2483 = tf_executor.island wraps "tf.AddV2"(%outputs_2480, %outputs_598) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2484, %control_2485 = tf_executor.island wraps "tf.Cast"(%outputs_2482) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2486, %control_2487 = tf_executor.island wraps "tf.Pow"(%outputs_42, %outputs_2484) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2488, %control_2489 = tf_executor.island wraps "tf.Sub"(%outputs_940, %outputs_2486) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2490, %control_2491 = tf_executor.island wraps "tf.Pow"(%outputs_50, %outputs_2484) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2492, %control_2493 = tf_executor.island wraps "tf.Sub"(%outputs_926, %outputs_2490) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2494, %control_2495 = tf_executor.island wraps "tf.Sqrt"(%outputs_2492) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2496, %control_2497 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2498, %control_2499 = tf_executor.island wraps "tf.AddV2"(%outputs_2496, %outputs_602) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2500, %control_2501 = tf_executor.island wraps "tf.Cast"(%outputs_2498) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2502, %control_2503 = tf_executor.island wraps "tf.Pow"(%outputs_218, %outputs_2500) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2504, %control_2505 = tf_executor.island wraps "tf.Sub"(%outputs_930, %outputs_2502) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2506, %control_2507 = tf_executor.island wraps "tf.Pow"(%outputs_220, %outputs_2500) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2508, %control_2509 = tf_executor.island wraps "tf.Sub"(%outputs_928, %outputs_2506) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2510, %control_2511 = tf_executor.island wraps "tf.Sqrt"(%outputs_2508) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2512, %control_2513 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2514, %control_2515 = tf_executor.island wraps "tf.AddV2"(%outputs_2512, %outputs_612) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2516, %control_2517 = tf_executor.island wraps "tf.Cast"(%outputs_2514) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2518, %control_2519 = tf_executor.island wraps "tf.Pow"(%outputs_222, %outputs_2516) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2520, %control_2521 = tf_executor.island wraps "tf.Sub"(%outputs_934, %outputs_2518) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2522, %control_2523 = tf_executor.island wraps "tf.Pow"(%outputs_224, %outputs_2516) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2524, %control_2525 = tf_executor.island wraps "tf.Sub"(%outputs_932, %outputs_2522) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2526, %control_2527 = tf_executor.island wraps "tf.Sqrt"(%outputs_2524) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2528, %control_2529 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2530, %control_2531 = tf_executor.island wraps "tf.AddV2"(%outputs_2528, %outputs_622) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2532, %control_2533 = tf_executor.island wraps "tf.Cast"(%outputs_2530) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2534, %control_2535 = tf_executor.island wraps "tf.Pow"(%outputs_226, %outputs_2532) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2536, %control_2537 = tf_executor.island wraps "tf.Sub"(%outputs_938, %outputs_2534) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2538, %control_2539 = tf_executor.island wraps "tf.Pow"(%outputs_228, %outputs_2532) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2540, %control_2541 = tf_executor.island wraps "tf.Sub"(%outputs_936, %outputs_2538) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2542, %control_2543 = tf_executor.island wraps "tf.Sqrt"(%outputs_2540) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2544, %control_2545 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2546, %control_2547 = tf_executor.island wraps "tf.AddV2"(%outputs_2544, %outputs_634) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2548, %control_2549 = tf_executor.island wraps "tf.Cast"(%outputs_2546) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2550, %control_2551 = tf_executor.island wraps "tf.Pow"(%outputs_230, %outputs_2548) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2552, %control_2553 = tf_executor.island wraps "tf.Sub"(%outputs_944, %outputs_2550) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2554, %control_2555 = tf_executor.island wraps "tf.Pow"(%outputs_232, %outputs_2548) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2556, %control_2557 = tf_executor.island wraps "tf.Sub"(%outputs_942, %outputs_2554) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2558, %control_2559 = tf_executor.island wraps "tf.Sqrt"(%outputs_2556) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2560, %control_2561 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2562, %control_2563 = tf_executor.island wraps "tf.AddV2"(%outputs_2560, %outputs_644) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2564, %control_2565 = tf_executor.island wraps "tf.Cast"(%outputs_2562) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2566, %control_2567 = tf_executor.island wraps "tf.Pow"(%outputs_234, %outputs_2564) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2568, %control_2569 = tf_executor.island wraps "tf.Sub"(%outputs_948, %outputs_2566) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2570, %control_2571 = tf_executor.island wraps "tf.Pow"(%outputs_236, %outputs_2564) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2572, %control_2573 = tf_executor.island wraps "tf.Sub"(%outputs_946, %outputs_2570) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2574, %control_2575 = tf_executor.island wraps "tf.Sqrt"(%outputs_2572) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2576, %control_2577 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2578, %control_2579 = tf_executor.island wraps "tf.AddV2"(%outputs_2576, %outputs_656) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2580, %control_2581 = tf_executor.island wraps "tf.Cast"(%outputs_2578) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2582, %control_2583 = tf_executor.island wraps "tf.Pow"(%outputs_238, %outputs_2580) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2584, %control_2585 = tf_executor.island wraps "tf.Sub"(%outputs_952, %outputs_2582) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2586, %control_2587 = tf_executor.island wraps "tf.Pow"(%outputs_240, %outputs_2580) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2588, %control_2589 = tf_executor.island wraps "tf.Sub"(%outputs_950, %outputs_2586) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2590, %control_2591 = tf_executor.island wraps "tf.Sqrt"(%outputs_2588) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2592, %control_2593 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2594, %control_2595 = tf_executor.island wraps "tf.AddV2"(%outputs_2592, %outputs_666) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2596, %control_2597 = tf_executor.island wraps "tf.Cast"(%outputs_2594) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2598, %control_2599 = tf_executor.island wraps "tf.Pow"(%outputs_34, %outputs_2596) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2600, %control_2601 = tf_executor.island wraps "tf.Sub"(%outputs_956, %outputs_2598) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2602, %control_2603 = tf_executor.island wraps "tf.Pow"(%outputs_36, %outputs_2596) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2604, %control_2605 = tf_executor.island wraps "tf.Sub"(%outputs_954, %outputs_2602) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2606, %control_2607 = tf_executor.island wraps "tf.Sqrt"(%outputs_2604) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2608, %control_2609 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2610, %control_2611 = tf_executor.island wraps "tf.AddV2"(%outputs_2608, %outputs_676) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2612, %control_2613 = tf_executor.island wraps "tf.Cast"(%outputs_2610) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2614, %control_2615 = tf_executor.island wraps "tf.Pow"(%outputs_38, %outputs_2612) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2616, %control_2617 = tf_executor.island wraps "tf.Sub"(%outputs_960, %outputs_2614) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2618, %control_2619 = tf_executor.island wraps "tf.Pow"(%outputs_40, %outputs_2612) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2620, %control_2621 = tf_executor.island wraps "tf.Sub"(%outputs_958, %outputs_2618) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2622, %control_2623 = tf_executor.island wraps "tf.Sqrt"(%outputs_2620) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2624, %control_2625 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2626, %control_2627 = tf_executor.island wraps "tf.AddV2"(%outputs_2624, %outputs_688) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2628, %control_2629 = tf_executor.island wraps "tf.Cast"(%outputs_2626) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2630, %control_2631 = tf_executor.island wraps "tf.Pow"(%outputs_44, %outputs_2628) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2632, %control_2633 = tf_executor.island wraps "tf.Sub"(%outputs_964, %outputs_2630) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2634, %control_2635 = tf_executor.island wraps "tf.Pow"(%outputs_46, %outputs_2628) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2636, %control_2637 = tf_executor.island wraps "tf.Sub"(%outputs_962, %outputs_2634) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2638, %control_2639 = tf_executor.island wraps "tf.Sqrt"(%outputs_2636) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2640, %control_2641 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2642, %control_2643 = tf_executor.island wraps "tf.AddV2"(%outputs_2640, %outputs_698) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2644, %control_2645 = tf_executor.island wraps "tf.Cast"(%outputs_2642) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2646, %control_2647 = tf_executor.island wraps "tf.Pow"(%outputs_48, %outputs_2644) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2648, %control_2649 = tf_executor.island wraps "tf.Sub"(%outputs_968, %outputs_2646) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2650, %control_2651 = tf_executor.island wraps "tf.Pow"(%outputs_52, %outputs_2644) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2652, %control_2653 = tf_executor.island wraps "tf.Sub"(%outputs_966, %outputs_2650) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2654, %control_2655 = tf_executor.island wraps "tf.Sqrt"(%outputs_2652) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2656, %control_2657 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2658, %control_2659 = tf_executor.island wraps "tf.AddV2"(%outputs_2656, %outputs_708) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2660, %control_2661 = tf_executor.island wraps "tf.Cast"(%outputs_2658) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2662, %control_2663 = tf_executor.island wraps "tf.Pow"(%outputs_86, %outputs_2660) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2664, %control_2665 = tf_executor.island wraps "tf.Sub"(%outputs_984, %outputs_2662) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2666, %control_2667 = tf_executor.island wraps "tf.Pow"(%outputs_94, %outputs_2660) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2668, %control_2669 = tf_executor.island wraps "tf.Sub"(%outputs_970, %outputs_2666) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2670, %control_2671 = tf_executor.island wraps "tf.Sqrt"(%outputs_2668) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2672, %control_2673 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2674, %control_2675 = tf_executor.island wraps "tf.AddV2"(%outputs_2672, %outputs_712) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2676, %control_2677 = tf_executor.island wraps "tf.Cast"(%outputs_2674) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2678, %control_2679 = tf_executor.island wraps "tf.Pow"(%outputs_54, %outputs_2676) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2680, %control_2681 = tf_executor.island wraps "tf.Sub"(%outputs_974, %outputs_2678) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2682, %control_2683 = tf_executor.island wraps "tf.Pow"(%outputs_56, %outputs_2676) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2684, %control_2685 = tf_executor.island wraps "tf.Sub"(%outputs_972, %outputs_2682) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2686, %control_2687 = tf_executor.island wraps "tf.Sqrt"(%outputs_2684) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2688, %control_2689 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2690, %control_2691 = tf_executor.island wraps "tf.AddV2"(%outputs_2688, %outputs_722) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2692, %control_2693 = tf_executor.island wraps "tf.Cast"(%outputs_2690) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2694, %control_2695 = tf_executor.island wraps "tf.Pow"(%outputs_58, %outputs_2692) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2696, %control_2697 = tf_executor.island wraps "tf.Sub"(%outputs_978, %outputs_2694) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2698, %control_2699 = tf_executor.island wraps "tf.Pow"(%outputs_60, %outputs_2692) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2700, %control_2701 = tf_executor.island wraps "tf.Sub"(%outputs_976, %outputs_2698) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2702, %control_2703 = tf_executor.island wraps "tf.Sqrt"(%outputs_2700) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2704, %control_2705 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2706, %control_2707 = tf_executor.island wraps "tf.AddV2"(%outputs_2704, %outputs_732) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2708, %control_2709 = tf_executor.island wraps "tf.Cast"(%outputs_2706) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2710, %control_2711 = tf_executor.island wraps "tf.Pow"(%outputs_62, %outputs_2708) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2712, %control_2713 = tf_executor.island wraps "tf.Sub"(%outputs_982, %outputs_2710) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2714, %control_2715 = tf_executor.island wraps "tf.Pow"(%outputs_64, %outputs_2708) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2716, %control_2717 = tf_executor.island wraps "tf.Sub"(%outputs_980, %outputs_2714) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2718, %control_2719 = tf_executor.island wraps "tf.Sqrt"(%outputs_2716) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2720, %control_2721 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2722, %control_2723 = tf_executor.island wraps "tf.AddV2"(%outputs_2720, %outputs_744) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2724, %control_2725 = tf_executor.island wraps "tf.Cast"(%outputs_2722) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2726, %control_2727 = tf_executor.island wraps "tf.Pow"(%outputs_66, %outputs_2724) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2728, %control_2729 = tf_executor.island wraps "tf.Sub"(%outputs_988, %outputs_2726) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2730, %control_2731 = tf_executor.island wraps "tf.Pow"(%outputs_68, %outputs_2724) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2732, %control_2733 = tf_executor.island wraps "tf.Sub"(%outputs_986, %outputs_2730) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2734, %control_2735 = tf_executor.island wraps "tf.Sqrt"(%outputs_2732) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2736, %control_2737 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2738, %control_2739 = tf_executor.island wraps "tf.AddV2"(%outputs_2736, %outputs_754) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2740, %control_2741 = tf_executor.island wraps "tf.Cast"(%outputs_2738) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2742, %control_2743 = tf_executor.island wraps "tf.Pow"(%outputs_70, %outputs_2740) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2744, %control_2745 = tf_executor.island wraps "tf.Sub"(%outputs_992, %outputs_2742) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2746, %control_2747 = tf_executor.island wraps "tf.Pow"(%outputs_72, %outputs_2740) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2748, %control_2749 = tf_executor.island wraps "tf.Sub"(%outputs_990, %outputs_2746) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2750, %control_2751 = tf_executor.island wraps "tf.Sqrt"(%outputs_2748) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2752, %control_2753 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2754, %control_2755 = tf_executor.island wraps "tf.AddV2"(%outputs_2752, %outputs_252) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2756, %control_2757 = tf_executor.island wraps "tf.Cast"(%outputs_2754) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2758, %control_2759 = tf_executor.island wraps "tf.Pow"(%outputs_74, %outputs_2756) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2760, %control_2761 = tf_executor.island wraps "tf.Sub"(%outputs_792, %outputs_2758) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2762, %control_2763 = tf_executor.island wraps "tf.Pow"(%outputs_76, %outputs_2756) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2764, %control_2765 = tf_executor.island wraps "tf.Sub"(%outputs_790, %outputs_2762) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2766, %control_2767 = tf_executor.island wraps "tf.Sqrt"(%outputs_2764) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2768, %control_2769 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2770, %control_2771 = tf_executor.island wraps "tf.AddV2"(%outputs_2768, %outputs_262) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2772, %control_2773 = tf_executor.island wraps "tf.Cast"(%outputs_2770) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2774, %control_2775 = tf_executor.island wraps "tf.Pow"(%outputs_78, %outputs_2772) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2776, %control_2777 = tf_executor.island wraps "tf.Sub"(%outputs_796, %outputs_2774) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2778, %control_2779 = tf_executor.island wraps "tf.Pow"(%outputs_80, %outputs_2772) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2780, %control_2781 = tf_executor.island wraps "tf.Sub"(%outputs_794, %outputs_2778) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2782, %control_2783 = tf_executor.island wraps "tf.Sqrt"(%outputs_2780) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2784, %control_2785 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2786, %control_2787 = tf_executor.island wraps "tf.AddV2"(%outputs_2784, %outputs_272) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2788, %control_2789 = tf_executor.island wraps "tf.Cast"(%outputs_2786) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2790, %control_2791 = tf_executor.island wraps "tf.Pow"(%outputs_82, %outputs_2788) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2792, %control_2793 = tf_executor.island wraps "tf.Sub"(%outputs_800, %outputs_2790) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2794, %control_2795 = tf_executor.island wraps "tf.Pow"(%outputs_84, %outputs_2788) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2796, %control_2797 = tf_executor.island wraps "tf.Sub"(%outputs_798, %outputs_2794) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2798, %control_2799 = tf_executor.island wraps "tf.Sqrt"(%outputs_2796) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2800, %control_2801 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2802, %control_2803 = tf_executor.island wraps "tf.AddV2"(%outputs_2800, %outputs_284) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2804, %control_2805 = tf_executor.island wraps "tf.Cast"(%outputs_2802) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2806, %control_2807 = tf_executor.island wraps "tf.Pow"(%outputs_88, %outputs_2804) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2808, %control_2809 = tf_executor.island wraps "tf.Sub"(%outputs_804, %outputs_2806) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2810, %control_2811 = tf_executor.island wraps "tf.Pow"(%outputs_90, %outputs_2804) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2812, %control_2813 = tf_executor.island wraps "tf.Sub"(%outputs_802, %outputs_2810) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2814, %control_2815 = tf_executor.island wraps "tf.Sqrt"(%outputs_2812) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2816, %control_2817 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2818, %control_2819 = tf_executor.island wraps "tf.AddV2"(%outputs_2816, %outputs_294) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2820, %control_2821 = tf_executor.island wraps "tf.Cast"(%outputs_2818) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2822, %control_2823 = tf_executor.island wraps "tf.Pow"(%outputs_92, %outputs_2820) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2824, %control_2825 = tf_executor.island wraps "tf.Sub"(%outputs_808, %outputs_2822) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2826, %control_2827 = tf_executor.island wraps "tf.Pow"(%outputs_96, %outputs_2820) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2828, %control_2829 = tf_executor.island wraps "tf.Sub"(%outputs_806, %outputs_2826) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2830, %control_2831 = tf_executor.island wraps "tf.Sqrt"(%outputs_2828) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2832, %control_2833 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2834, %control_2835 = tf_executor.island wraps "tf.AddV2"(%outputs_2832, %outputs_304) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2836, %control_2837 = tf_executor.island wraps "tf.Cast"(%outputs_2834) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2838, %control_2839 = tf_executor.island wraps "tf.Pow"(%outputs_130, %outputs_2836) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2840, %control_2841 = tf_executor.island wraps "tf.Sub"(%outputs_824, %outputs_2838) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2842, %control_2843 = tf_executor.island wraps "tf.Pow"(%outputs_138, %outputs_2836) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2844, %control_2845 = tf_executor.island wraps "tf.Sub"(%outputs_810, %outputs_2842) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2846, %control_2847 = tf_executor.island wraps "tf.Sqrt"(%outputs_2844) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2848, %control_2849 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2850, %control_2851 = tf_executor.island wraps "tf.AddV2"(%outputs_2848, %outputs_308) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2852, %control_2853 = tf_executor.island wraps "tf.Cast"(%outputs_2850) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2854, %control_2855 = tf_executor.island wraps "tf.Pow"(%outputs_98, %outputs_2852) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2856, %control_2857 = tf_executor.island wraps "tf.Sub"(%outputs_814, %outputs_2854) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2858, %control_2859 = tf_executor.island wraps "tf.Pow"(%outputs_100, %outputs_2852) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2860, %control_2861 = tf_executor.island wraps "tf.Sub"(%outputs_812, %outputs_2858) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2862, %control_2863 = tf_executor.island wraps "tf.Sqrt"(%outputs_2860) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2864, %control_2865 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2866, %control_2867 = tf_executor.island wraps "tf.AddV2"(%outputs_2864, %outputs_318) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2868, %control_2869 = tf_executor.island wraps "tf.Cast"(%outputs_2866) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2870, %control_2871 = tf_executor.island wraps "tf.Pow"(%outputs_102, %outputs_2868) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2872, %control_2873 = tf_executor.island wraps "tf.Sub"(%outputs_818, %outputs_2870) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2874, %control_2875 = tf_executor.island wraps "tf.Pow"(%outputs_104, %outputs_2868) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2876, %control_2877 = tf_executor.island wraps "tf.Sub"(%outputs_816, %outputs_2874) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2878, %control_2879 = tf_executor.island wraps "tf.Sqrt"(%outputs_2876) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2880, %control_2881 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2882, %control_2883 = tf_executor.island wraps "tf.AddV2"(%outputs_2880, %outputs_328) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2884, %control_2885 = tf_executor.island wraps "tf.Cast"(%outputs_2882) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2886, %control_2887 = tf_executor.island wraps "tf.Pow"(%outputs_106, %outputs_2884) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2888, %control_2889 = tf_executor.island wraps "tf.Sub"(%outputs_822, %outputs_2886) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2890, %control_2891 = tf_executor.island wraps "tf.Pow"(%outputs_108, %outputs_2884) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2892, %control_2893 = tf_executor.island wraps "tf.Sub"(%outputs_820, %outputs_2890) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2894, %control_2895 = tf_executor.island wraps "tf.Sqrt"(%outputs_2892) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2896, %control_2897 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2898, %control_2899 = tf_executor.island wraps "tf.AddV2"(%outputs_2896, %outputs_340) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2900, %control_2901 = tf_executor.island wraps "tf.Cast"(%outputs_2898) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2902, %control_2903 = tf_executor.island wraps "tf.Pow"(%outputs_110, %outputs_2900) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2904, %control_2905 = tf_executor.island wraps "tf.Sub"(%outputs_828, %outputs_2902) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2906, %control_2907 = tf_executor.island wraps "tf.Pow"(%outputs_112, %outputs_2900) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2908, %control_2909 = tf_executor.island wraps "tf.Sub"(%outputs_826, %outputs_2906) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2910, %control_2911 = tf_executor.island wraps "tf.Sqrt"(%outputs_2908) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2912, %control_2913 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2914, %control_2915 = tf_executor.island wraps "tf.AddV2"(%outputs_2912, %outputs_350) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2916, %control_2917 = tf_executor.island wraps "tf.Cast"(%outputs_2914) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2918, %control_2919 = tf_executor.island wraps "tf.Pow"(%outputs_114, %outputs_2916) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2920, %control_2921 = tf_executor.island wraps "tf.Sub"(%outputs_832, %outputs_2918) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2922, %control_2923 = tf_executor.island wraps "tf.Pow"(%outputs_116, %outputs_2916) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2924, %control_2925 = tf_executor.island wraps "tf.Sub"(%outputs_830, %outputs_2922) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2926, %control_2927 = tf_executor.island wraps "tf.Sqrt"(%outputs_2924) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2928, %control_2929 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2930, %control_2931 = tf_executor.island wraps "tf.AddV2"(%outputs_2928, %outputs_362) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2932, %control_2933 = tf_executor.island wraps "tf.Cast"(%outputs_2930) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2934, %control_2935 = tf_executor.island wraps "tf.Pow"(%outputs_118, %outputs_2932) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2936, %control_2937 = tf_executor.island wraps "tf.Sub"(%outputs_836, %outputs_2934) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2938, %control_2939 = tf_executor.island wraps "tf.Pow"(%outputs_120, %outputs_2932) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2940, %control_2941 = tf_executor.island wraps "tf.Sub"(%outputs_834, %outputs_2938) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2942, %control_2943 = tf_executor.island wraps "tf.Sqrt"(%outputs_2940) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2944, %control_2945 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2946, %control_2947 = tf_executor.island wraps "tf.AddV2"(%outputs_2944, %outputs_372) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2948, %control_2949 = tf_executor.island wraps "tf.Cast"(%outputs_2946) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2950, %control_2951 = tf_executor.island wraps "tf.Pow"(%outputs_122, %outputs_2948) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2952, %control_2953 = tf_executor.island wraps "tf.Sub"(%outputs_840, %outputs_2950) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2954, %control_2955 = tf_executor.island wraps "tf.Pow"(%outputs_124, %outputs_2948) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2956, %control_2957 = tf_executor.island wraps "tf.Sub"(%outputs_838, %outputs_2954) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2958, %control_2959 = tf_executor.island wraps "tf.Sqrt"(%outputs_2956) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2960, %control_2961 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2962, %control_2963 = tf_executor.island wraps "tf.AddV2"(%outputs_2960, %outputs_382) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2964, %control_2965 = tf_executor.island wraps "tf.Cast"(%outputs_2962) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2966, %control_2967 = tf_executor.island wraps "tf.Pow"(%outputs_126, %outputs_2964) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2968, %control_2969 = tf_executor.island wraps "tf.Sub"(%outputs_844, %outputs_2966) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2970, %control_2971 = tf_executor.island wraps "tf.Pow"(%outputs_128, %outputs_2964) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2972, %control_2973 = tf_executor.island wraps "tf.Sub"(%outputs_842, %outputs_2970) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2974, %control_2975 = tf_executor.island wraps "tf.Sqrt"(%outputs_2972) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2976, %control_2977 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2978, %control_2979 = tf_executor.island wraps "tf.AddV2"(%outputs_2976, %outputs_394) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2980, %control_2981 = tf_executor.island wraps "tf.Cast"(%outputs_2978) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2982, %control_2983 = tf_executor.island wraps "tf.Pow"(%outputs_132, %outputs_2980) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2984, %control_2985 = tf_executor.island wraps "tf.Sub"(%outputs_848, %outputs_2982) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2986, %control_2987 = tf_executor.island wraps "tf.Pow"(%outputs_134, %outputs_2980) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2988, %control_2989 = tf_executor.island wraps "tf.Sub"(%outputs_846, %outputs_2986) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_2990, %control_2991 = tf_executor.island wraps "tf.Sqrt"(%outputs_2988) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_2992, %control_2993 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_2994, %control_2995 = tf_executor.island wraps "tf.AddV2"(%outputs_2992, %outputs_404) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_2996, %control_2997 = tf_executor.island wraps "tf.Cast"(%outputs_2994) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_2998, %control_2999 = tf_executor.island wraps "tf.Pow"(%outputs_136, %outputs_2996) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3000, %control_3001 = tf_executor.island wraps "tf.Sub"(%outputs_852, %outputs_2998) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3002, %control_3003 = tf_executor.island wraps "tf.Pow"(%outputs_140, %outputs_2996) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3004, %control_3005 = tf_executor.island wraps "tf.Sub"(%outputs_850, %outputs_3002) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3006, %control_3007 = tf_executor.island wraps "tf.Sqrt"(%outputs_3004) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3008, %control_3009 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3010, %control_3011 = tf_executor.island wraps "tf.AddV2"(%outputs_3008, %outputs_414) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3012, %control_3013 = tf_executor.island wraps "tf.Cast"(%outputs_3010) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3014, %control_3015 = tf_executor.island wraps "tf.Pow"(%outputs_174, %outputs_3012) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3016, %control_3017 = tf_executor.island wraps "tf.Sub"(%outputs_868, %outputs_3014) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3018, %control_3019 = tf_executor.island wraps "tf.Pow"(%outputs_182, %outputs_3012) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3020, %control_3021 = tf_executor.island wraps "tf.Sub"(%outputs_854, %outputs_3018) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3022, %control_3023 = tf_executor.island wraps "tf.Sqrt"(%outputs_3020) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3024, %control_3025 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3026, %control_3027 = tf_executor.island wraps "tf.AddV2"(%outputs_3024, %outputs_418) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3028, %control_3029 = tf_executor.island wraps "tf.Cast"(%outputs_3026) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3030, %control_3031 = tf_executor.island wraps "tf.Pow"(%outputs_142, %outputs_3028) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3032, %control_3033 = tf_executor.island wraps "tf.Sub"(%outputs_858, %outputs_3030) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3034, %control_3035 = tf_executor.island wraps "tf.Pow"(%outputs_144, %outputs_3028) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3036, %control_3037 = tf_executor.island wraps "tf.Sub"(%outputs_856, %outputs_3034) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3038, %control_3039 = tf_executor.island wraps "tf.Sqrt"(%outputs_3036) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3040, %control_3041 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3042, %control_3043 = tf_executor.island wraps "tf.AddV2"(%outputs_3040, %outputs_428) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3044, %control_3045 = tf_executor.island wraps "tf.Cast"(%outputs_3042) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3046, %control_3047 = tf_executor.island wraps "tf.Pow"(%outputs_146, %outputs_3044) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3048, %control_3049 = tf_executor.island wraps "tf.Sub"(%outputs_862, %outputs_3046) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3050, %control_3051 = tf_executor.island wraps "tf.Pow"(%outputs_148, %outputs_3044) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3052, %control_3053 = tf_executor.island wraps "tf.Sub"(%outputs_860, %outputs_3050) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3054, %control_3055 = tf_executor.island wraps "tf.Sqrt"(%outputs_3052) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3056, %control_3057 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3058, %control_3059 = tf_executor.island wraps "tf.AddV2"(%outputs_3056, %outputs_438) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3060, %control_3061 = tf_executor.island wraps "tf.Cast"(%outputs_3058) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3062, %control_3063 = tf_executor.island wraps "tf.Pow"(%outputs_150, %outputs_3060) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3064, %control_3065 = tf_executor.island wraps "tf.Sub"(%outputs_866, %outputs_3062) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3066, %control_3067 = tf_executor.island wraps "tf.Pow"(%outputs_152, %outputs_3060) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3068, %control_3069 = tf_executor.island wraps "tf.Sub"(%outputs_864, %outputs_3066) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3070, %control_3071 = tf_executor.island wraps "tf.Sqrt"(%outputs_3068) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3072, %control_3073 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3074, %control_3075 = tf_executor.island wraps "tf.AddV2"(%outputs_3072, %outputs_450) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3076, %control_3077 = tf_executor.island wraps "tf.Cast"(%outputs_3074) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3078, %control_3079 = tf_executor.island wraps "tf.Pow"(%outputs_154, %outputs_3076) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3080, %control_3081 = tf_executor.island wraps "tf.Sub"(%outputs_872, %outputs_3078) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3082, %control_3083 = tf_executor.island wraps "tf.Pow"(%outputs_156, %outputs_3076) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3084, %control_3085 = tf_executor.island wraps "tf.Sub"(%outputs_870, %outputs_3082) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3086, %control_3087 = tf_executor.island wraps "tf.Sqrt"(%outputs_3084) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3088, %control_3089 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3090, %control_3091 = tf_executor.island wraps "tf.AddV2"(%outputs_3088, %outputs_460) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3092, %control_3093 = tf_executor.island wraps "tf.Cast"(%outputs_3090) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3094, %control_3095 = tf_executor.island wraps "tf.Pow"(%outputs_158, %outputs_3092) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3096, %control_3097 = tf_executor.island wraps "tf.Sub"(%outputs_876, %outputs_3094) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3098, %control_3099 = tf_executor.island wraps "tf.Pow"(%outputs_160, %outputs_3092) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3100, %control_3101 = tf_executor.island wraps "tf.Sub"(%outputs_874, %outputs_3098) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3102, %control_3103 = tf_executor.island wraps "tf.Sqrt"(%outputs_3100) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3104, %control_3105 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3106, %control_3107 = tf_executor.island wraps "tf.AddV2"(%outputs_3104, %outputs_472) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3108, %control_3109 = tf_executor.island wraps "tf.Cast"(%outputs_3106) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3110, %control_3111 = tf_executor.island wraps "tf.Pow"(%outputs_162, %outputs_3108) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3112, %control_3113 = tf_executor.island wraps "tf.Sub"(%outputs_880, %outputs_3110) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3114, %control_3115 = tf_executor.island wraps "tf.Pow"(%outputs_164, %outputs_3108) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3116, %control_3117 = tf_executor.island wraps "tf.Sub"(%outputs_878, %outputs_3114) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3118, %control_3119 = tf_executor.island wraps "tf.Sqrt"(%outputs_3116) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3120, %control_3121 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3122, %control_3123 = tf_executor.island wraps "tf.AddV2"(%outputs_3120, %outputs_482) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3124, %control_3125 = tf_executor.island wraps "tf.Cast"(%outputs_3122) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3126, %control_3127 = tf_executor.island wraps "tf.Pow"(%outputs_166, %outputs_3124) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3128, %control_3129 = tf_executor.island wraps "tf.Sub"(%outputs_884, %outputs_3126) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3130, %control_3131 = tf_executor.island wraps "tf.Pow"(%outputs_168, %outputs_3124) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3132, %control_3133 = tf_executor.island wraps "tf.Sub"(%outputs_882, %outputs_3130) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3134, %control_3135 = tf_executor.island wraps "tf.Sqrt"(%outputs_3132) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3136, %control_3137 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3138, %control_3139 = tf_executor.island wraps "tf.AddV2"(%outputs_3136, %outputs_492) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3140, %control_3141 = tf_executor.island wraps "tf.Cast"(%outputs_3138) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3142, %control_3143 = tf_executor.island wraps "tf.Pow"(%outputs_170, %outputs_3140) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3144, %control_3145 = tf_executor.island wraps "tf.Sub"(%outputs_888, %outputs_3142) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3146, %control_3147 = tf_executor.island wraps "tf.Pow"(%outputs_172, %outputs_3140) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3148, %control_3149 = tf_executor.island wraps "tf.Sub"(%outputs_886, %outputs_3146) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3150, %control_3151 = tf_executor.island wraps "tf.Sqrt"(%outputs_3148) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3152, %control_3153 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3154, %control_3155 = tf_executor.island wraps "tf.AddV2"(%outputs_3152, %outputs_504) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3156, %control_3157 = tf_executor.island wraps "tf.Cast"(%outputs_3154) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3158, %control_3159 = tf_executor.island wraps "tf.Pow"(%outputs_176, %outputs_3156) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3160, %control_3161 = tf_executor.island wraps "tf.Sub"(%outputs_892, %outputs_3158) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3162, %control_3163 = tf_executor.island wraps "tf.Pow"(%outputs_178, %outputs_3156) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3164, %control_3165 = tf_executor.island wraps "tf.Sub"(%outputs_890, %outputs_3162) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3166, %control_3167 = tf_executor.island wraps "tf.Sqrt"(%outputs_3164) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3168, %control_3169 = tf_executor.island wraps "tf.Identity"(%outputs_2346) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3170, %control_3171 = tf_executor.island(%control_2353, %control_2481, %control_2657, %control_2833, %control_3009, %control_2369, %control_2417, %control_2433, %control_2449, %control_2465, %control_2497, %control_2513, %control_2529, %control_2545, %control_2561, %control_2577, %control_2593, %control_2609, %control_2625, %control_2641, %control_2673, %control_2689, %control_2705, %control_2721, %control_2737, %control_2753, %control_2769, %control_2785, %control_2801, %control_2817, %control_2849, %control_2865, %control_2881, %control_2897, %control_2913, %control_2929, %control_2945, %control_2961, %control_2977, %control_2993, %control_3025, %control_3041, %control_3057, %control_3073, %control_3089, %control_3105, %control_3121, %control_3137, %control_3153, %control_3169, %control_2385, %control_2401, %control_2349) wraps "tf.Identity"(%outputs_2350) {device = ""} : (tensor<*xi64>) -> tensor<*xi64>
      %outputs_3172, %control_3173 = tf_executor.island wraps "tf.AddV2"(%outputs_3168, %outputs_514) {device = ""} : (tensor<*xi64>, tensor<i64>) -> tensor<*xi64>
      %outputs_3174, %control_3175 = tf_executor.island wraps "tf.Cast"(%outputs_3172) <{Truncate = false}> {device = ""} : (tensor<*xi64>) -> tensor<*xf32>
      %outputs_3176, %control_3177 = tf_executor.island wraps "tf.Pow"(%outputs_180, %outputs_3174) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3178, %control_3179 = tf_executor.island wraps "tf.Sub"(%outputs_896, %outputs_3176) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3180, %control_3181 = tf_executor.island wraps "tf.Pow"(%outputs_184, %outputs_3174) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3182, %control_3183 = tf_executor.island wraps "tf.Sub"(%outputs_894, %outputs_3180) {device = ""} : (tensor<f32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3184, %control_3185 = tf_executor.island wraps "tf.Sqrt"(%outputs_3182) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3186, %control_3187 = tf_executor.island wraps "tf.ReadVariableOp"(%arg121) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3188, %control_3189 = tf_executor.island wraps "tf.Identity"(%outputs_3186) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3190, %control_3191 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3192, %control_3193 = tf_executor.island wraps "tf.Mul"(%outputs_3190, %outputs_2366) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3194, %control_3195 = tf_executor.island wraps "tf.RealDiv"(%outputs_3192, %outputs_2360) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3196, %control_3197 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3198, %control_3199 = tf_executor.island wraps "tf.Mul"(%outputs_3196, %outputs_2622) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3200, %control_3201 = tf_executor.island wraps "tf.RealDiv"(%outputs_3198, %outputs_2616) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3202, %control_3203 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3204, %control_3205 = tf_executor.island wraps "tf.Mul"(%outputs_3202, %outputs_2638) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3206, %control_3207 = tf_executor.island wraps "tf.RealDiv"(%outputs_3204, %outputs_2632) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3208, %control_3209 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3210, %control_3211 = tf_executor.island wraps "tf.Mul"(%outputs_3208, %outputs_2654) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3212, %control_3213 = tf_executor.island wraps "tf.RealDiv"(%outputs_3210, %outputs_2648) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3214, %control_3215 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3216, %control_3217 = tf_executor.island wraps "tf.Mul"(%outputs_3214, %outputs_2686) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3218, %control_3219 = tf_executor.island wraps "tf.RealDiv"(%outputs_3216, %outputs_2680) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3220, %control_3221 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3222, %control_3223 = tf_executor.island wraps "tf.Mul"(%outputs_3220, %outputs_2702) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3224, %control_3225 = tf_executor.island wraps "tf.RealDiv"(%outputs_3222, %outputs_2696) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3226, %control_3227 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3228, %control_3229 = tf_executor.island wraps "tf.Mul"(%outputs_3226, %outputs_2718) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3230, %control_3231 = tf_executor.island wraps "tf.RealDiv"(%outputs_3228, %outputs_2712) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3232, %control_3233 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3234, %control_3235 = tf_executor.island wraps "tf.Mul"(%outputs_3232, %outputs_2670) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3236, %control_3237 = tf_executor.island wraps "tf.RealDiv"(%outputs_3234, %outputs_2664) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3238, %control_3239 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3240, %control_3241 = tf_executor.island wraps "tf.Mul"(%outputs_3238, %outputs_2734) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3242, %control_3243 = tf_executor.island wraps "tf.RealDiv"(%outputs_3240, %outputs_2728) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3244, %control_3245 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3246, %control_3247 = tf_executor.island wraps "tf.Mul"(%outputs_3244, %outputs_2750) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3248, %control_3249 = tf_executor.island wraps "tf.RealDiv"(%outputs_3246, %outputs_2744) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3250, %control_3251 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3252, %control_3253 = tf_executor.island wraps "tf.Mul"(%outputs_3250, %outputs_2766) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3254, %control_3255 = tf_executor.island wraps "tf.RealDiv"(%outputs_3252, %outputs_2760) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3256, %control_3257 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3258, %control_3259 = tf_executor.island wraps "tf.Mul"(%outputs_3256, %outputs_2782) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3260, %control_3261 = tf_executor.island wraps "tf.RealDiv"(%outputs_3258, %outputs_2776) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3262, %control_3263 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3264, %control_3265 = tf_executor.island wraps "tf.Mul"(%outputs_3262, %outputs_2798) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3266, %control_3267 = tf_executor.island wraps "tf.RealDiv"(%outputs_3264, %outputs_2792) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3268, %control_3269 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3270, %control_3271 = tf_executor.island wraps "tf.Mul"(%outputs_3268, %outputs_2814) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3272, %control_3273 = tf_executor.island wraps "tf.RealDiv"(%outputs_3270, %outputs_2808) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3274, %control_3275 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3276, %control_3277 = tf_executor.island wraps "tf.Mul"(%outputs_3274, %outputs_2830) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3278, %control_3279 = tf_executor.island wraps "tf.RealDiv"(%outputs_3276, %outputs_2824) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3280, %control_3281 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3282, %control_3283 = tf_executor.island wraps "tf.Mul"(%outputs_3280, %outputs_2862) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3284, %control_3285 = tf_executor.island wraps "tf.RealDiv"(%outputs_3282, %outputs_2856) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3286, %control_3287 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3288, %control_3289 = tf_executor.island wraps "tf.Mul"(%outputs_3286, %outputs_2878) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3290, %control_3291 = tf_executor.island wraps "tf.RealDiv"(%outputs_3288, %outputs_2872) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3292, %control_3293 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3294, %control_3295 = tf_executor.island wraps "tf.Mul"(%outputs_3292, %outputs_2894) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3296, %control_3297 = tf_executor.island wraps "tf.RealDiv"(%outputs_3294, %outputs_2888) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3298, %control_3299 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3300, %control_3301 = tf_executor.island wraps "tf.Mul"(%outputs_3298, %outputs_2846) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3302, %control_3303 = tf_executor.island wraps "tf.RealDiv"(%outputs_3300, %outputs_2840) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3304, %control_3305 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3306, %control_3307 = tf_executor.island wraps "tf.Mul"(%outputs_3304, %outputs_2910) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3308, %control_3309 = tf_executor.island wraps "tf.RealDiv"(%outputs_3306, %outputs_2904) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3310, %control_3311 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3312, %control_3313 = tf_executor.island wraps "tf.Mul"(%outputs_3310, %outputs_2926) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3314, %control_3315 = tf_executor.island wraps "tf.RealDiv"(%outputs_3312, %outputs_2920) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3316, %control_3317 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3318, %control_3319 = tf_executor.island wraps "tf.Mul"(%outputs_3316, %outputs_2942) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3320, %control_3321 = tf_executor.island wraps "tf.RealDiv"(%outputs_3318, %outputs_2936) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3322, %control_3323 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3324, %control_3325 = tf_executor.island wraps "tf.Mul"(%outputs_3322, %outputs_2958) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3326, %control_3327 = tf_executor.island wraps "tf.RealDiv"(%outputs_3324, %outputs_2952) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3328, %control_3329 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3330, %control_3331 = tf_executor.island wraps "tf.Mul"(%outputs_3328, %outputs_2974) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3332, %control_3333 = tf_executor.island wraps "tf.RealDiv"(%outputs_3330, %outputs_2968) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3334, %control_3335 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3336, %control_3337 = tf_executor.island wraps "tf.Mul"(%outputs_3334, %outputs_2990) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3338, %control_3339 = tf_executor.island wraps "tf.RealDiv"(%outputs_3336, %outputs_2984) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3340, %control_3341 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3342, %control_3343 = tf_executor.island wraps "tf.Mul"(%outputs_3340, %outputs_3006) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3344, %control_3345 = tf_executor.island wraps "tf.RealDiv"(%outputs_3342, %outputs_3000) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3346, %control_3347 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3348, %control_3349 = tf_executor.island wraps "tf.Mul"(%outputs_3346, %outputs_3038) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3350, %control_3351 = tf_executor.island wraps "tf.RealDiv"(%outputs_3348, %outputs_3032) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3352, %control_3353 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3354, %control_3355 = tf_executor.island wraps "tf.Mul"(%outputs_3352, %outputs_3054) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3356, %control_3357 = tf_executor.island wraps "tf.RealDiv"(%outputs_3354, %outputs_3048) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3358, %control_3359 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3360, %control_3361 = tf_executor.island wraps "tf.Mul"(%outputs_3358, %outputs_3070) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3362, %control_3363 = tf_executor.island wraps "tf.RealDiv"(%outputs_3360, %outputs_3064) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3364, %control_3365 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3366, %control_3367 = tf_executor.island wraps "tf.Mul"(%outputs_3364, %outputs_3022) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3368, %control_3369 = tf_executor.island wraps "tf.RealDiv"(%outputs_3366, %outputs_3016) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3370, %control_3371 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3372, %control_3373 = tf_executor.island wraps "tf.Mul"(%outputs_3370, %outputs_3086) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3374, %control_3375 = tf_executor.island wraps "tf.RealDiv"(%outputs_3372, %outputs_3080) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3376, %control_3377 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3378, %control_3379 = tf_executor.island wraps "tf.Mul"(%outputs_3376, %outputs_3102) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3380, %control_3381 = tf_executor.island wraps "tf.RealDiv"(%outputs_3378, %outputs_3096) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3382, %control_3383 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3384, %control_3385 = tf_executor.island wraps "tf.Mul"(%outputs_3382, %outputs_3118) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3386, %control_3387 = tf_executor.island wraps "tf.RealDiv"(%outputs_3384, %outputs_3112) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3388, %control_3389 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3390, %control_3391 = tf_executor.island wraps "tf.Mul"(%outputs_3388, %outputs_3134) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3392, %control_3393 = tf_executor.island wraps "tf.RealDiv"(%outputs_3390, %outputs_3128) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3394, %control_3395 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3396, %control_3397 = tf_executor.island wraps "tf.Mul"(%outputs_3394, %outputs_3150) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3398, %control_3399 = tf_executor.island wraps "tf.RealDiv"(%outputs_3396, %outputs_3144) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3400, %control_3401 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3402, %control_3403 = tf_executor.island wraps "tf.Mul"(%outputs_3400, %outputs_3166) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3404, %control_3405 = tf_executor.island wraps "tf.RealDiv"(%outputs_3402, %outputs_3160) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3406, %control_3407 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3408, %control_3409 = tf_executor.island wraps "tf.Mul"(%outputs_3406, %outputs_3184) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3410, %control_3411 = tf_executor.island wraps "tf.RealDiv"(%outputs_3408, %outputs_3178) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3412, %control_3413 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3414, %control_3415 = tf_executor.island wraps "tf.Mul"(%outputs_3412, %outputs_2398) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3416, %control_3417 = tf_executor.island wraps "tf.RealDiv"(%outputs_3414, %outputs_2392) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3418, %control_3419 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3420, %control_3421 = tf_executor.island wraps "tf.Mul"(%outputs_3418, %outputs_2414) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3422, %control_3423 = tf_executor.island wraps "tf.RealDiv"(%outputs_3420, %outputs_2408) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3424, %control_3425 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3426, %control_3427 = tf_executor.island wraps "tf.Mul"(%outputs_3424, %outputs_2382) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3428, %control_3429 = tf_executor.island wraps "tf.RealDiv"(%outputs_3426, %outputs_2376) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3430, %control_3431 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3432, %control_3433 = tf_executor.island wraps "tf.Mul"(%outputs_3430, %outputs_2430) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3434, %control_3435 = tf_executor.island wraps "tf.RealDiv"(%outputs_3432, %outputs_2424) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3436, %control_3437 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3438, %control_3439 = tf_executor.island wraps "tf.Mul"(%outputs_3436, %outputs_2446) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3440, %control_3441 = tf_executor.island wraps "tf.RealDiv"(%outputs_3438, %outputs_2440) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3442, %control_3443 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3444, %control_3445 = tf_executor.island wraps "tf.Mul"(%outputs_3442, %outputs_2462) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3446, %control_3447 = tf_executor.island wraps "tf.RealDiv"(%outputs_3444, %outputs_2456) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3448, %control_3449 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3450, %control_3451 = tf_executor.island wraps "tf.Mul"(%outputs_3448, %outputs_2478) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3452, %control_3453 = tf_executor.island wraps "tf.RealDiv"(%outputs_3450, %outputs_2472) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3454, %control_3455 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3456, %control_3457 = tf_executor.island wraps "tf.Mul"(%outputs_3454, %outputs_2510) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3458, %control_3459 = tf_executor.island wraps "tf.RealDiv"(%outputs_3456, %outputs_2504) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3460, %control_3461 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3462, %control_3463 = tf_executor.island wraps "tf.Mul"(%outputs_3460, %outputs_2526) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3464, %control_3465 = tf_executor.island wraps "tf.RealDiv"(%outputs_3462, %outputs_2520) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3466, %control_3467 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3468, %control_3469 = tf_executor.island wraps "tf.Mul"(%outputs_3466, %outputs_2494) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3470, %control_3471 = tf_executor.island wraps "tf.RealDiv"(%outputs_3468, %outputs_2488) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3472, %control_3473 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3474, %control_3475 = tf_executor.island wraps "tf.Mul"(%outputs_3472, %outputs_2542) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3476, %control_3477 = tf_executor.island wraps "tf.RealDiv"(%outputs_3474, %outputs_2536) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3478, %control_3479 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3480, %control_3481 = tf_executor.island wraps "tf.Mul"(%outputs_3478, %outputs_2558) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3482, %control_3483 = tf_executor.island wraps "tf.RealDiv"(%outputs_3480, %outputs_2552) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3484, %control_3485 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3486, %control_3487 = tf_executor.island wraps "tf.Mul"(%outputs_3484, %outputs_2574) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3488, %control_3489 = tf_executor.island wraps "tf.RealDiv"(%outputs_3486, %outputs_2568) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3490, %control_3491 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3492, %control_3493 = tf_executor.island wraps "tf.Mul"(%outputs_3490, %outputs_2590) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3494, %control_3495 = tf_executor.island wraps "tf.RealDiv"(%outputs_3492, %outputs_2584) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3496, %control_3497 = tf_executor.island wraps "tf.Identity"(%outputs_3188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3498, %control_3499 = tf_executor.island wraps "tf.Mul"(%outputs_3496, %outputs_2606) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3500, %control_3501 = tf_executor.island wraps "tf.RealDiv"(%outputs_3498, %outputs_2600) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_3502, %control_3503 = tf_executor.island wraps "tf.ReadVariableOp"(%arg13) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3504, %control_3505 = tf_executor.island wraps "tf.Identity"(%outputs_3502) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3506, %control_3507 = tf_executor.island wraps "tf.Identity"(%outputs_3504) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3508, %control_3509 = tf_executor.island wraps "tf.Reshape"(%outputs_3506, %outputs_1188) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_3510, %control_3511 = tf_executor.island wraps "tf.ReadVariableOp"(%arg122) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3512, %control_3513 = tf_executor.island wraps "tf.Identity"(%outputs_3510) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3514, %control_3515 = tf_executor.island wraps "tf.Identity"(%outputs_3512) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3516, %control_3517 = tf_executor.island wraps "tf.ReadVariableOp"(%arg123) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3518, %control_3519 = tf_executor.island wraps "tf.Identity"(%outputs_3516) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3520, %control_3521 = tf_executor.island wraps "tf.Identity"(%outputs_3518) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3522, %control_3523 = tf_executor.island wraps "tf.ReadVariableOp"(%arg124) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3524, %control_3525 = tf_executor.island wraps "tf.Identity"(%outputs_3522) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3526, %control_3527 = tf_executor.island wraps "tf.Identity"(%outputs_3524) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3528, %control_3529 = tf_executor.island wraps "tf.ReadVariableOp"(%arg125) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3530, %control_3531 = tf_executor.island wraps "tf.Identity"(%outputs_3528) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3532, %control_3533 = tf_executor.island wraps "tf.Identity"(%outputs_3530) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3534, %control_3535 = tf_executor.island wraps "tf.ReadVariableOp"(%arg126) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3536, %control_3537 = tf_executor.island wraps "tf.Identity"(%outputs_3534) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3538, %control_3539 = tf_executor.island wraps "tf.Identity"(%outputs_3536) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3540, %control_3541 = tf_executor.island wraps "tf.ReadVariableOp"(%arg127) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3542, %control_3543 = tf_executor.island wraps "tf.Identity"(%outputs_3540) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3544, %control_3545 = tf_executor.island wraps "tf.Identity"(%outputs_3542) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3546, %control_3547 = tf_executor.island wraps "tf.ReadVariableOp"(%arg128) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3548, %control_3549 = tf_executor.island wraps "tf.Identity"(%outputs_3546) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3550, %control_3551 = tf_executor.island wraps "tf.Identity"(%outputs_3548) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3552, %control_3553 = tf_executor.island wraps "tf.ReadVariableOp"(%arg129) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3554, %control_3555 = tf_executor.island wraps "tf.Identity"(%outputs_3552) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3556, %control_3557 = tf_executor.island wraps "tf.Identity"(%outputs_3554) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3558, %control_3559 = tf_executor.island wraps "tf.ReadVariableOp"(%arg130) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3560, %control_3561 = tf_executor.island wraps "tf.Identity"(%outputs_3558) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3562, %control_3563 = tf_executor.island wraps "tf.Identity"(%outputs_3560) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3564, %control_3565 = tf_executor.island wraps "tf.ReadVariableOp"(%arg131) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3566, %control_3567 = tf_executor.island wraps "tf.Identity"(%outputs_3564) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3568, %control_3569 = tf_executor.island wraps "tf.Identity"(%outputs_3566) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3570, %control_3571 = tf_executor.island wraps "tf.ReadVariableOp"(%arg14) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3572, %control_3573 = tf_executor.island wraps "tf.Identity"(%outputs_3570) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3574, %control_3575 = tf_executor.island wraps "tf.Identity"(%outputs_3572) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3576, %control_3577 = tf_executor.island wraps "tf.Reshape"(%outputs_3574, %outputs_1204) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x256xf32>
      %outputs_3578, %control_3579 = tf_executor.island wraps "tf.ReadVariableOp"(%arg132) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3580, %control_3581 = tf_executor.island wraps "tf.Identity"(%outputs_3578) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3582, %control_3583 = tf_executor.island wraps "tf.Identity"(%outputs_3580) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3584, %control_3585 = tf_executor.island wraps "tf.ReadVariableOp"(%arg133) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3586, %control_3587 = tf_executor.island wraps "tf.Identity"(%outputs_3584) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3588, %control_3589 = tf_executor.island wraps "tf.Identity"(%outputs_3586) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3590, %control_3591 = tf_executor.island wraps "tf.ReadVariableOp"(%arg134) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3592, %control_3593 = tf_executor.island wraps "tf.Identity"(%outputs_3590) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3594, %control_3595 = tf_executor.island wraps "tf.Identity"(%outputs_3592) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3596, %control_3597 = tf_executor.island wraps "tf.ReadVariableOp"(%arg135) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3598, %control_3599 = tf_executor.island wraps "tf.Identity"(%outputs_3596) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3600, %control_3601 = tf_executor.island wraps "tf.Identity"(%outputs_3598) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3602, %control_3603 = tf_executor.island wraps "tf.ReadVariableOp"(%arg136) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3604, %control_3605 = tf_executor.island wraps "tf.Identity"(%outputs_3602) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3606, %control_3607 = tf_executor.island wraps "tf.Identity"(%outputs_3604) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3608, %control_3609 = tf_executor.island wraps "tf.ReadVariableOp"(%arg137) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3610, %control_3611 = tf_executor.island wraps "tf.Identity"(%outputs_3608) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3612, %control_3613 = tf_executor.island wraps "tf.Identity"(%outputs_3610) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3614, %control_3615 = tf_executor.island wraps "tf.ReadVariableOp"(%arg138) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3616, %control_3617 = tf_executor.island wraps "tf.Identity"(%outputs_3614) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3618, %control_3619 = tf_executor.island wraps "tf.Identity"(%outputs_3616) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3620, %control_3621 = tf_executor.island wraps "tf.ReadVariableOp"(%arg139) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3622, %control_3623 = tf_executor.island wraps "tf.Identity"(%outputs_3620) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3624, %control_3625 = tf_executor.island wraps "tf.Identity"(%outputs_3622) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3626, %control_3627 = tf_executor.island wraps "tf.ReadVariableOp"(%arg140) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3628, %control_3629 = tf_executor.island wraps "tf.Identity"(%outputs_3626) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3630, %control_3631 = tf_executor.island wraps "tf.Identity"(%outputs_3628) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3632, %control_3633 = tf_executor.island wraps "tf.ReadVariableOp"(%arg141) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3634, %control_3635 = tf_executor.island wraps "tf.Identity"(%outputs_3632) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3636, %control_3637 = tf_executor.island wraps "tf.Identity"(%outputs_3634) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3638, %control_3639 = tf_executor.island wraps "tf.ReadVariableOp"(%arg15) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3640, %control_3641 = tf_executor.island wraps "tf.Identity"(%outputs_3638) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3642, %control_3643 = tf_executor.island wraps "tf.Identity"(%outputs_3640) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3644, %control_3645 = tf_executor.island wraps "tf.Reshape"(%outputs_3642, %outputs_1206) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_3646, %control_3647 = tf_executor.island wraps "tf.ReadVariableOp"(%arg142) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3648, %control_3649 = tf_executor.island wraps "tf.Identity"(%outputs_3646) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3650, %control_3651 = tf_executor.island wraps "tf.Identity"(%outputs_3648) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3652, %control_3653 = tf_executor.island wraps "tf.ReadVariableOp"(%arg143) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3654, %control_3655 = tf_executor.island wraps "tf.Identity"(%outputs_3652) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3656, %control_3657 = tf_executor.island wraps "tf.Identity"(%outputs_3654) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3658, %control_3659 = tf_executor.island wraps "tf.ReadVariableOp"(%arg144) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3660, %control_3661 = tf_executor.island wraps "tf.Identity"(%outputs_3658) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3662, %control_3663 = tf_executor.island wraps "tf.Identity"(%outputs_3660) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3664, %control_3665 = tf_executor.island wraps "tf.ReadVariableOp"(%arg145) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3666, %control_3667 = tf_executor.island wraps "tf.Identity"(%outputs_3664) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3668, %control_3669 = tf_executor.island wraps "tf.Identity"(%outputs_3666) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3670, %control_3671 = tf_executor.island wraps "tf.ReadVariableOp"(%arg146) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3672, %control_3673 = tf_executor.island wraps "tf.Identity"(%outputs_3670) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3674, %control_3675 = tf_executor.island wraps "tf.Identity"(%outputs_3672) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3676, %control_3677 = tf_executor.island wraps "tf.ReadVariableOp"(%arg147) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3678, %control_3679 = tf_executor.island wraps "tf.Identity"(%outputs_3676) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3680, %control_3681 = tf_executor.island wraps "tf.Identity"(%outputs_3678) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3682, %control_3683 = tf_executor.island wraps "tf.ReadVariableOp"(%arg148) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3684, %control_3685 = tf_executor.island wraps "tf.Identity"(%outputs_3682) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3686, %control_3687 = tf_executor.island wraps "tf.Identity"(%outputs_3684) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3688, %control_3689 = tf_executor.island wraps "tf.ReadVariableOp"(%arg149) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3690, %control_3691 = tf_executor.island wraps "tf.Identity"(%outputs_3688) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3692, %control_3693 = tf_executor.island wraps "tf.Identity"(%outputs_3690) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3694, %control_3695 = tf_executor.island wraps "tf.ReadVariableOp"(%arg150) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3696, %control_3697 = tf_executor.island wraps "tf.Identity"(%outputs_3694) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3698, %control_3699 = tf_executor.island wraps "tf.Identity"(%outputs_3696) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3700, %control_3701 = tf_executor.island wraps "tf.ReadVariableOp"(%arg151) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3702, %control_3703 = tf_executor.island wraps "tf.Identity"(%outputs_3700) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3704, %control_3705 = tf_executor.island wraps "tf.Identity"(%outputs_3702) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3706, %control_3707 = tf_executor.island wraps "tf.ReadVariableOp"(%arg16) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3708, %control_3709 = tf_executor.island wraps "tf.Identity"(%outputs_3706) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3710, %control_3711 = tf_executor.island wraps "tf.Identity"(%outputs_3708) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3712, %control_3713 = tf_executor.island wraps "tf.Reshape"(%outputs_3710, %outputs_1218) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_3714, %control_3715 = tf_executor.island wraps "tf.ReadVariableOp"(%arg152) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3716, %control_3717 = tf_executor.island wraps "tf.Identity"(%outputs_3714) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3718, %control_3719 = tf_executor.island wraps "tf.Identity"(%outputs_3716) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3720, %control_3721 = tf_executor.island wraps "tf.ReadVariableOp"(%arg153) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3722, %control_3723 = tf_executor.island wraps "tf.Identity"(%outputs_3720) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3724, %control_3725 = tf_executor.island wraps "tf.Identity"(%outputs_3722) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3726, %control_3727 = tf_executor.island wraps "tf.ReadVariableOp"(%arg154) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3728, %control_3729 = tf_executor.island wraps "tf.Identity"(%outputs_3726) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3730, %control_3731 = tf_executor.island wraps "tf.Identity"(%outputs_3728) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3732, %control_3733 = tf_executor.island wraps "tf.ReadVariableOp"(%arg155) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3734, %control_3735 = tf_executor.island wraps "tf.Identity"(%outputs_3732) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3736, %control_3737 = tf_executor.island wraps "tf.Identity"(%outputs_3734) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3738, %control_3739 = tf_executor.island wraps "tf.ReadVariableOp"(%arg156) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3740, %control_3741 = tf_executor.island wraps "tf.Identity"(%outputs_3738) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3742, %control_3743 = tf_executor.island wraps "tf.Identity"(%outputs_3740) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3744, %control_3745 = tf_executor.island wraps "tf.ReadVariableOp"(%arg157) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3746, %control_3747 = tf_executor.island wraps "tf.Identity"(%outputs_3744) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3748, %control_3749 = tf_executor.island wraps "tf.Identity"(%outputs_3746) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3750, %control_3751 = tf_executor.island wraps "tf.ReadVariableOp"(%arg158) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3752, %control_3753 = tf_executor.island wraps "tf.Identity"(%outputs_3750) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3754, %control_3755 = tf_executor.island wraps "tf.Identity"(%outputs_3752) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3756, %control_3757 = tf_executor.island wraps "tf.ReadVariableOp"(%arg159) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3758, %control_3759 = tf_executor.island wraps "tf.Identity"(%outputs_3756) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3760, %control_3761 = tf_executor.island wraps "tf.Identity"(%outputs_3758) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3762, %control_3763 = tf_executor.island wraps "tf.ReadVariableOp"(%arg17) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3764, %control_3765 = tf_executor.island wraps "tf.Identity"(%outputs_3762) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3766, %control_3767 = tf_executor.island wraps "tf.Identity"(%outputs_3764) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3768, %control_3769 = tf_executor.island wraps "tf.Reshape"(%outputs_3766, %outputs_1254) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_3770, %control_3771 = tf_executor.island wraps "tf.ReadVariableOp"(%arg18) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3772, %control_3773 = tf_executor.island wraps "tf.Identity"(%outputs_3770) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3774, %control_3775 = tf_executor.island wraps "tf.Identity"(%outputs_3772) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3776, %control_3777 = tf_executor.island wraps "tf.GatherV2"(%outputs_3774, %outputs_2110, %outputs_1268) <{batch_dims = 0 : i64}> {device = ""} : (tensor<*xf32>, tensor<32x32xi32>, tensor<i32>) -> tensor<*xf32>
      %outputs_3778, %control_3779 = tf_executor.island wraps "tf.Mul"(%outputs_3776, %outputs_2116) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_3780, %control_3781 = tf_executor.island wraps "tf.Identity"(%outputs_3772) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3782, %control_3783 = tf_executor.island wraps "tf.ReadVariableOp"(%arg19) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3784, %control_3785 = tf_executor.island wraps "tf.Identity"(%outputs_3782) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3786, %control_3787 = tf_executor.island wraps "tf.Identity"(%outputs_3784) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3788, %control_3789 = tf_executor.island wraps "tf.ReadVariableOp"(%arg20) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3790, %control_3791 = tf_executor.island wraps "tf.Identity"(%outputs_3788) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3792, %control_3793 = tf_executor.island wraps "tf.Identity"(%outputs_3790) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3794, %control_3795 = tf_executor.island wraps "tf.ReadVariableOp"(%arg21) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3796, %control_3797 = tf_executor.island wraps "tf.Identity"(%outputs_3794) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3798, %control_3799 = tf_executor.island wraps "tf.Identity"(%outputs_3796) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3800, %control_3801 = tf_executor.island wraps "tf.ReadVariableOp"(%arg3) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3802, %control_3803 = tf_executor.island wraps "tf.Identity"(%outputs_3800) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3804, %control_3805 = tf_executor.island wraps "tf.Identity"(%outputs_3802) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3806, %control_3807 = tf_executor.island wraps "tf.Reshape"(%outputs_3804, %outputs_1008) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_3808, %control_3809 = tf_executor.island wraps "tf.ReadVariableOp"(%arg22) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3810, %control_3811 = tf_executor.island wraps "tf.Identity"(%outputs_3808) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3812, %control_3813 = tf_executor.island wraps "tf.Identity"(%outputs_3810) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3814, %control_3815 = tf_executor.island wraps "tf.ReadVariableOp"(%arg23) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3816, %control_3817 = tf_executor.island wraps "tf.Identity"(%outputs_3814) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3818, %control_3819 = tf_executor.island wraps "tf.Identity"(%outputs_3816) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3820, %control_3821 = tf_executor.island wraps "tf.ReadVariableOp"(%arg24) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3822, %control_3823 = tf_executor.island wraps "tf.Identity"(%outputs_3820) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3824, %control_3825 = tf_executor.island wraps "tf.Identity"(%outputs_3822) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3826, %control_3827 = tf_executor.island wraps "tf.ReadVariableOp"(%arg25) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3828, %control_3829 = tf_executor.island wraps "tf.Identity"(%outputs_3826) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3830, %control_3831 = tf_executor.island wraps "tf.Identity"(%outputs_3828) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3832, %control_3833 = tf_executor.island wraps "tf.ReadVariableOp"(%arg26) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3834, %control_3835 = tf_executor.island wraps "tf.Identity"(%outputs_3832) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3836, %control_3837 = tf_executor.island wraps "tf.Identity"(%outputs_3834) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3838, %control_3839 = tf_executor.island wraps "tf.ReadVariableOp"(%arg27) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3840, %control_3841 = tf_executor.island wraps "tf.Identity"(%outputs_3838) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3842, %control_3843 = tf_executor.island wraps "tf.Identity"(%outputs_3840) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3844, %control_3845 = tf_executor.island wraps "tf.ReadVariableOp"(%arg28) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3846, %control_3847 = tf_executor.island wraps "tf.Identity"(%outputs_3844) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3848, %control_3849 = tf_executor.island wraps "tf.Identity"(%outputs_3846) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3850, %control_3851 = tf_executor.island wraps "tf.ReadVariableOp"(%arg29) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3852, %control_3853 = tf_executor.island wraps "tf.Identity"(%outputs_3850) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3854, %control_3855 = tf_executor.island wraps "tf.Identity"(%outputs_3852) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3856, %control_3857 = tf_executor.island wraps "tf.ReadVariableOp"(%arg30) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3858, %control_3859 = tf_executor.island wraps "tf.Identity"(%outputs_3856) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3860, %control_3861 = tf_executor.island wraps "tf.Identity"(%outputs_3858) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3862, %control_3863 = tf_executor.island wraps "tf.ReadVariableOp"(%arg31) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3864, %control_3865 = tf_executor.island wraps "tf.Identity"(%outputs_3862) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3866, %control_3867 = tf_executor.island wraps "tf.Identity"(%outputs_3864) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3868, %control_3869 = tf_executor.island wraps "tf.ReadVariableOp"(%arg4) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3870, %control_3871 = tf_executor.island wraps "tf.Identity"(%outputs_3868) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3872, %control_3873 = tf_executor.island wraps "tf.Identity"(%outputs_3870) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3874, %control_3875 = tf_executor.island wraps "tf.Reshape"(%outputs_3872, %outputs_1020) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_3876, %control_3877 = tf_executor.island wraps "tf.ReadVariableOp"(%arg32) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3878, %control_3879 = tf_executor.island wraps "tf.Identity"(%outputs_3876) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3880, %control_3881 = tf_executor.island wraps "tf.Identity"(%outputs_3878) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3882, %control_3883 = tf_executor.island wraps "tf.ReadVariableOp"(%arg33) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3884, %control_3885 = tf_executor.island wraps "tf.Identity"(%outputs_3882) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3886, %control_3887 = tf_executor.island wraps "tf.Identity"(%outputs_3884) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3888, %control_3889 = tf_executor.island wraps "tf.ReadVariableOp"(%arg34) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3890, %control_3891 = tf_executor.island wraps "tf.Identity"(%outputs_3888) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3892, %control_3893 = tf_executor.island wraps "tf.Identity"(%outputs_3890) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3894, %control_3895 = tf_executor.island wraps "tf.ReadVariableOp"(%arg35) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3896, %control_3897 = tf_executor.island wraps "tf.Identity"(%outputs_3894) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3898, %control_3899 = tf_executor.island wraps "tf.Identity"(%outputs_3896) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3900, %control_3901 = tf_executor.island wraps "tf.Reshape"(%outputs_3898, %outputs_2120) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3902, %control_3903 = tf_executor.island wraps "tf.ReadVariableOp"(%arg36) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3904, %control_3905 = tf_executor.island wraps "tf.Identity"(%outputs_3902) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3906, %control_3907 = tf_executor.island wraps "tf.Identity"(%outputs_3904) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3908, %control_3909 = tf_executor.island wraps "tf.Reshape"(%outputs_3906, %outputs_2118) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3910, %control_3911 = tf_executor.island wraps "tf.ReadVariableOp"(%arg37) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3912, %control_3913 = tf_executor.island wraps "tf.Identity"(%outputs_3910) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3914, %control_3915 = tf_executor.island wraps "tf.Identity"(%outputs_3912) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3916, %control_3917 = tf_executor.island wraps "tf.Reshape"(%outputs_3914, %outputs_2130) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3918, %control_3919 = tf_executor.island wraps "tf.ReadVariableOp"(%arg38) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3920, %control_3921 = tf_executor.island wraps "tf.Identity"(%outputs_3918) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3922, %control_3923 = tf_executor.island wraps "tf.Identity"(%outputs_3920) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3924, %control_3925 = tf_executor.island wraps "tf.Reshape"(%outputs_3922, %outputs_2128) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3926, %control_3927 = tf_executor.island wraps "tf.ReadVariableOp"(%arg39) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3928, %control_3929 = tf_executor.island wraps "tf.Identity"(%outputs_3926) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3930, %control_3931 = tf_executor.island wraps "tf.Identity"(%outputs_3928) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3932, %control_3933 = tf_executor.island wraps "tf.Reshape"(%outputs_3930, %outputs_2140) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3934, %control_3935 = tf_executor.island wraps "tf.ReadVariableOp"(%arg40) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3936, %control_3937 = tf_executor.island wraps "tf.Identity"(%outputs_3934) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3938, %control_3939 = tf_executor.island wraps "tf.Identity"(%outputs_3936) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3940, %control_3941 = tf_executor.island wraps "tf.Reshape"(%outputs_3938, %outputs_2138) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3942, %control_3943 = tf_executor.island wraps "tf.ReadVariableOp"(%arg41) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3944, %control_3945 = tf_executor.island wraps "tf.Identity"(%outputs_3942) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3946, %control_3947 = tf_executor.island wraps "tf.Identity"(%outputs_3944) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3948, %control_3949 = tf_executor.island wraps "tf.Reshape"(%outputs_3946, %outputs_2150) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3950, %control_3951 = tf_executor.island wraps "tf.ReadVariableOp"(%arg5) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3952, %control_3953 = tf_executor.island wraps "tf.Identity"(%outputs_3950) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3954, %control_3955 = tf_executor.island wraps "tf.Identity"(%outputs_3952) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3956, %control_3957 = tf_executor.island wraps "tf.Reshape"(%outputs_3954, %outputs_1056) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_3958, %control_3959 = tf_executor.island wraps "tf.ReadVariableOp"(%arg42) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3960, %control_3961 = tf_executor.island wraps "tf.Identity"(%outputs_3958) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3962, %control_3963 = tf_executor.island wraps "tf.Identity"(%outputs_3960) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3964, %control_3965 = tf_executor.island wraps "tf.Reshape"(%outputs_3962, %outputs_2148) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3966, %control_3967 = tf_executor.island wraps "tf.ReadVariableOp"(%arg43) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3968, %control_3969 = tf_executor.island wraps "tf.Identity"(%outputs_3966) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3970, %control_3971 = tf_executor.island wraps "tf.Identity"(%outputs_3968) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3972, %control_3973 = tf_executor.island wraps "tf.Reshape"(%outputs_3970, %outputs_2160) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3974, %control_3975 = tf_executor.island wraps "tf.ReadVariableOp"(%arg44) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3976, %control_3977 = tf_executor.island wraps "tf.Identity"(%outputs_3974) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3978, %control_3979 = tf_executor.island wraps "tf.Identity"(%outputs_3976) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3980, %control_3981 = tf_executor.island wraps "tf.Reshape"(%outputs_3978, %outputs_2158) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3982, %control_3983 = tf_executor.island wraps "tf.ReadVariableOp"(%arg45) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3984, %control_3985 = tf_executor.island wraps "tf.Identity"(%outputs_3982) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3986, %control_3987 = tf_executor.island wraps "tf.Identity"(%outputs_3984) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3988, %control_3989 = tf_executor.island wraps "tf.Reshape"(%outputs_3986, %outputs_2170) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3990, %control_3991 = tf_executor.island wraps "tf.ReadVariableOp"(%arg46) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_3992, %control_3993 = tf_executor.island wraps "tf.Identity"(%outputs_3990) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3994, %control_3995 = tf_executor.island wraps "tf.Identity"(%outputs_3992) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_3996, %control_3997 = tf_executor.island wraps "tf.Reshape"(%outputs_3994, %outputs_2168) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_3998, %control_3999 = tf_executor.island wraps "tf.ReadVariableOp"(%arg47) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4000, %control_4001 = tf_executor.island wraps "tf.Identity"(%outputs_3998) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4002, %control_4003 = tf_executor.island wraps "tf.Identity"(%outputs_4000) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4004, %control_4005 = tf_executor.island wraps "tf.Reshape"(%outputs_4002, %outputs_2180) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_4006, %control_4007 = tf_executor.island wraps "tf.ReadVariableOp"(%arg48) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4008, %control_4009 = tf_executor.island wraps "tf.Identity"(%outputs_4006) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4010, %control_4011 = tf_executor.island wraps "tf.Identity"(%outputs_4008) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4012, %control_4013 = tf_executor.island wraps "tf.Reshape"(%outputs_4010, %outputs_2178) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_4014, %control_4015 = tf_executor.island wraps "tf.ReadVariableOp"(%arg49) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4016, %control_4017 = tf_executor.island wraps "tf.Identity"(%outputs_4014) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4018, %control_4019 = tf_executor.island wraps "tf.Identity"(%outputs_4016) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4020, %control_4021 = tf_executor.island wraps "tf.Reshape"(%outputs_4018, %outputs_2190) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_4022, %control_4023 = tf_executor.island wraps "tf.ReadVariableOp"(%arg50) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4024, %control_4025 = tf_executor.island wraps "tf.Identity"(%outputs_4022) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4026, %control_4027 = tf_executor.island wraps "tf.Identity"(%outputs_4024) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4028, %control_4029 = tf_executor.island wraps "tf.Reshape"(%outputs_4026, %outputs_2188) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_4030, %control_4031 = tf_executor.island wraps "tf.ReadVariableOp"(%arg51) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4032, %control_4033 = tf_executor.island wraps "tf.Identity"(%outputs_4030) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4034, %control_4035 = tf_executor.island wraps "tf.Identity"(%outputs_4032) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4036, %control_4037 = tf_executor.island wraps "tf.Identity"(%outputs_4032) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4038, %control_4039 = tf_executor.island wraps "tf.ReadVariableOp"(%arg6) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4040, %control_4041 = tf_executor.island wraps "tf.Identity"(%outputs_4038) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4042, %control_4043 = tf_executor.island wraps "tf.Identity"(%outputs_4040) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4044, %control_4045 = tf_executor.island wraps "tf.Reshape"(%outputs_4042, %outputs_1072) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x256xf32>
      %outputs_4046, %control_4047 = tf_executor.island wraps "tf.ReadVariableOp"(%arg52) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4048, %control_4049 = tf_executor.island wraps "tf.Identity"(%outputs_4046) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4050, %control_4051 = tf_executor.island wraps "tf.Identity"(%outputs_4048) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4052, %control_4053 = tf_executor.island wraps "tf.ReadVariableOp"(%arg53) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4054, %control_4055 = tf_executor.island wraps "tf.Identity"(%outputs_4052) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4056, %control_4057 = tf_executor.island wraps "tf.Identity"(%outputs_4054) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4058, %control_4059 = tf_executor.island wraps "tf.ReadVariableOp"(%arg54) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4060, %control_4061 = tf_executor.island wraps "tf.Identity"(%outputs_4058) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4062, %control_4063 = tf_executor.island wraps "tf.Identity"(%outputs_4060) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4064, %control_4065 = tf_executor.island wraps "tf.ReadVariableOp"(%arg55) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4066, %control_4067 = tf_executor.island wraps "tf.Identity"(%outputs_4064) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4068, %control_4069 = tf_executor.island wraps "tf.Identity"(%outputs_4066) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4070, %control_4071 = tf_executor.island wraps "tf.ReadVariableOp"(%arg56) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4072, %control_4073 = tf_executor.island wraps "tf.Identity"(%outputs_4070) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4074, %control_4075 = tf_executor.island wraps "tf.Identity"(%outputs_4072) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4076, %control_4077 = tf_executor.island wraps "tf.ReadVariableOp"(%arg57) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4078, %control_4079 = tf_executor.island wraps "tf.Identity"(%outputs_4076) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4080, %control_4081 = tf_executor.island wraps "tf.Identity"(%outputs_4078) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4082, %control_4083 = tf_executor.island wraps "tf.ReadVariableOp"(%arg58) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4084, %control_4085 = tf_executor.island wraps "tf.Identity"(%outputs_4082) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4086, %control_4087 = tf_executor.island wraps "tf.Identity"(%outputs_4084) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4088, %control_4089 = tf_executor.island wraps "tf.ReadVariableOp"(%arg59) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4090, %control_4091 = tf_executor.island wraps "tf.Identity"(%outputs_4088) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4092, %control_4093 = tf_executor.island wraps "tf.Identity"(%outputs_4090) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4094, %control_4095 = tf_executor.island wraps "tf.ReadVariableOp"(%arg60) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4096, %control_4097 = tf_executor.island wraps "tf.Identity"(%outputs_4094) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4098, %control_4099 = tf_executor.island wraps "tf.Identity"(%outputs_4096) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4100, %control_4101 = tf_executor.island wraps "tf.ReadVariableOp"(%arg61) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4102, %control_4103 = tf_executor.island wraps "tf.Identity"(%outputs_4100) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4104, %control_4105 = tf_executor.island wraps "tf.Identity"(%outputs_4102) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4106, %control_4107 = tf_executor.island wraps "tf.ReadVariableOp"(%arg7) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4108, %control_4109 = tf_executor.island wraps "tf.Identity"(%outputs_4106) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4110, %control_4111 = tf_executor.island wraps "tf.Identity"(%outputs_4108) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4112, %control_4113 = tf_executor.island wraps "tf.Reshape"(%outputs_4110, %outputs_1074) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_4114, %control_4115 = tf_executor.island wraps "tf.ReadVariableOp"(%arg62) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4116, %control_4117 = tf_executor.island wraps "tf.Identity"(%outputs_4114) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4118, %control_4119 = tf_executor.island wraps "tf.Identity"(%outputs_4116) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4120, %control_4121 = tf_executor.island wraps "tf.ReadVariableOp"(%arg63) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4122, %control_4123 = tf_executor.island wraps "tf.Identity"(%outputs_4120) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4124, %control_4125 = tf_executor.island wraps "tf.Identity"(%outputs_4122) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4126, %control_4127 = tf_executor.island wraps "tf.ReadVariableOp"(%arg64) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4128, %control_4129 = tf_executor.island wraps "tf.Identity"(%outputs_4126) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4130, %control_4131 = tf_executor.island wraps "tf.Identity"(%outputs_4128) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4132, %control_4133 = tf_executor.island wraps "tf.ReadVariableOp"(%arg65) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4134, %control_4135 = tf_executor.island wraps "tf.Identity"(%outputs_4132) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4136, %control_4137 = tf_executor.island wraps "tf.Identity"(%outputs_4134) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4138, %control_4139 = tf_executor.island wraps "tf.ReadVariableOp"(%arg66) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4140, %control_4141 = tf_executor.island wraps "tf.Identity"(%outputs_4138) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4142, %control_4143 = tf_executor.island wraps "tf.Identity"(%outputs_4140) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4144, %control_4145 = tf_executor.island wraps "tf.ReadVariableOp"(%arg67) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4146, %control_4147 = tf_executor.island wraps "tf.Identity"(%outputs_4144) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4148, %control_4149 = tf_executor.island wraps "tf.Identity"(%outputs_4146) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4150, %control_4151 = tf_executor.island wraps "tf.ReadVariableOp"(%arg68) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4152, %control_4153 = tf_executor.island wraps "tf.Identity"(%outputs_4150) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4154, %control_4155 = tf_executor.island wraps "tf.Identity"(%outputs_4152) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4156, %control_4157 = tf_executor.island wraps "tf.ReadVariableOp"(%arg69) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4158, %control_4159 = tf_executor.island wraps "tf.Identity"(%outputs_4156) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4160, %control_4161 = tf_executor.island wraps "tf.Identity"(%outputs_4158) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4162, %control_4163 = tf_executor.island wraps "tf.ReadVariableOp"(%arg70) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4164, %control_4165 = tf_executor.island wraps "tf.Identity"(%outputs_4162) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4166, %control_4167 = tf_executor.island wraps "tf.Identity"(%outputs_4164) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4168, %control_4169 = tf_executor.island wraps "tf.ReadVariableOp"(%arg71) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4170, %control_4171 = tf_executor.island wraps "tf.Identity"(%outputs_4168) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4172, %control_4173 = tf_executor.island wraps "tf.Identity"(%outputs_4170) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4174, %control_4175 = tf_executor.island wraps "tf.ReadVariableOp"(%arg8) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4176, %control_4177 = tf_executor.island wraps "tf.Identity"(%outputs_4174) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4178, %control_4179 = tf_executor.island wraps "tf.Identity"(%outputs_4176) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4180, %control_4181 = tf_executor.island wraps "tf.Reshape"(%outputs_4178, %outputs_1086) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_4182, %control_4183 = tf_executor.island wraps "tf.ReadVariableOp"(%arg72) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4184, %control_4185 = tf_executor.island wraps "tf.Identity"(%outputs_4182) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4186, %control_4187 = tf_executor.island wraps "tf.Identity"(%outputs_4184) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4188, %control_4189 = tf_executor.island wraps "tf.ReadVariableOp"(%arg73) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4190, %control_4191 = tf_executor.island wraps "tf.Identity"(%outputs_4188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4192, %control_4193 = tf_executor.island wraps "tf.Identity"(%outputs_4190) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4194, %control_4195 = tf_executor.island wraps "tf.ReadVariableOp"(%arg74) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4196, %control_4197 = tf_executor.island wraps "tf.Identity"(%outputs_4194) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4198, %control_4199 = tf_executor.island wraps "tf.Identity"(%outputs_4196) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4200, %control_4201 = tf_executor.island wraps "tf.ReadVariableOp"(%arg75) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4202, %control_4203 = tf_executor.island wraps "tf.Identity"(%outputs_4200) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4204, %control_4205 = tf_executor.island wraps "tf.Identity"(%outputs_4202) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4206, %control_4207 = tf_executor.island wraps "tf.ReadVariableOp"(%arg76) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4208, %control_4209 = tf_executor.island wraps "tf.Identity"(%outputs_4206) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4210, %control_4211 = tf_executor.island wraps "tf.Identity"(%outputs_4208) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4212, %control_4213 = tf_executor.island wraps "tf.ReadVariableOp"(%arg77) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4214, %control_4215 = tf_executor.island wraps "tf.Identity"(%outputs_4212) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4216, %control_4217 = tf_executor.island wraps "tf.Identity"(%outputs_4214) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4218, %control_4219 = tf_executor.island wraps "tf.ReadVariableOp"(%arg78) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4220, %control_4221 = tf_executor.island wraps "tf.Identity"(%outputs_4218) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4222, %control_4223 = tf_executor.island wraps "tf.Identity"(%outputs_4220) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4224, %control_4225 = tf_executor.island wraps "tf.ReadVariableOp"(%arg79) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4226, %control_4227 = tf_executor.island wraps "tf.Identity"(%outputs_4224) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4228, %control_4229 = tf_executor.island wraps "tf.Identity"(%outputs_4226) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4230, %control_4231 = tf_executor.island wraps "tf.ReadVariableOp"(%arg80) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4232, %control_4233 = tf_executor.island wraps "tf.Identity"(%outputs_4230) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4234, %control_4235 = tf_executor.island wraps "tf.Identity"(%outputs_4232) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4236, %control_4237 = tf_executor.island wraps "tf.ReadVariableOp"(%arg81) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4238, %control_4239 = tf_executor.island wraps "tf.Identity"(%outputs_4236) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4240, %control_4241 = tf_executor.island wraps "tf.Identity"(%outputs_4238) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4242, %control_4243 = tf_executor.island wraps "tf.ReadVariableOp"(%arg9) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4244, %control_4245 = tf_executor.island wraps "tf.Identity"(%outputs_4242) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4246, %control_4247 = tf_executor.island wraps "tf.Identity"(%outputs_4244) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4248, %control_4249 = tf_executor.island wraps "tf.Reshape"(%outputs_4246, %outputs_1122) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_4250, %control_4251 = tf_executor.island wraps "tf.ReadVariableOp"(%arg82) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4252, %control_4253 = tf_executor.island wraps "tf.Identity"(%outputs_4250) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4254, %control_4255 = tf_executor.island wraps "tf.Identity"(%outputs_4252) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4256, %control_4257 = tf_executor.island wraps "tf.ReadVariableOp"(%arg83) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4258, %control_4259 = tf_executor.island wraps "tf.Identity"(%outputs_4256) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4260, %control_4261 = tf_executor.island wraps "tf.Identity"(%outputs_4258) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4262, %control_4263 = tf_executor.island wraps "tf.ReadVariableOp"(%arg84) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4264, %control_4265 = tf_executor.island wraps "tf.Identity"(%outputs_4262) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4266, %control_4267 = tf_executor.island wraps "tf.Identity"(%outputs_4264) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4268, %control_4269 = tf_executor.island wraps "tf.ReadVariableOp"(%arg85) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4270, %control_4271 = tf_executor.island wraps "tf.Identity"(%outputs_4268) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4272, %control_4273 = tf_executor.island wraps "tf.Identity"(%outputs_4270) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4274, %control_4275 = tf_executor.island wraps "tf.ReadVariableOp"(%arg86) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4276, %control_4277 = tf_executor.island wraps "tf.Identity"(%outputs_4274) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4278, %control_4279 = tf_executor.island wraps "tf.Identity"(%outputs_4276) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4280, %control_4281 = tf_executor.island wraps "tf.ReadVariableOp"(%arg87) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4282, %control_4283 = tf_executor.island wraps "tf.Identity"(%outputs_4280) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4284, %control_4285 = tf_executor.island wraps "tf.Identity"(%outputs_4282) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4286, %control_4287 = tf_executor.island wraps "tf.ReadVariableOp"(%arg88) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4288, %control_4289 = tf_executor.island wraps "tf.Identity"(%outputs_4286) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4290, %control_4291 = tf_executor.island wraps "tf.Identity"(%outputs_4288) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4292, %control_4293 = tf_executor.island wraps "tf.ReadVariableOp"(%arg89) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4294, %control_4295 = tf_executor.island wraps "tf.Identity"(%outputs_4292) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4296, %control_4297 = tf_executor.island wraps "tf.Identity"(%outputs_4294) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4298, %control_4299 = tf_executor.island wraps "tf.ReadVariableOp"(%arg90) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4300, %control_4301 = tf_executor.island wraps "tf.Identity"(%outputs_4298) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4302, %control_4303 = tf_executor.island wraps "tf.Identity"(%outputs_4300) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4304, %control_4305 = tf_executor.island wraps "tf.ReadVariableOp"(%arg91) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4306, %control_4307 = tf_executor.island wraps "tf.Identity"(%outputs_4304) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4308, %control_4309 = tf_executor.island wraps "tf.Identity"(%outputs_4306) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4310, %control_4311 = tf_executor.island wraps "tf.ReadVariableOp"(%arg10) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4312, %control_4313 = tf_executor.island wraps "tf.Identity"(%outputs_4310) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4314, %control_4315 = tf_executor.island wraps "tf.Identity"(%outputs_4312) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4316, %control_4317 = tf_executor.island wraps "tf.Reshape"(%outputs_4314, %outputs_1138) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x256xf32>
      %outputs_4318, %control_4319 = tf_executor.island wraps "tf.ReadVariableOp"(%arg92) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4320, %control_4321 = tf_executor.island wraps "tf.Identity"(%outputs_4318) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4322, %control_4323 = tf_executor.island wraps "tf.Identity"(%outputs_4320) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4324, %control_4325 = tf_executor.island wraps "tf.ReadVariableOp"(%arg93) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4326, %control_4327 = tf_executor.island wraps "tf.Identity"(%outputs_4324) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4328, %control_4329 = tf_executor.island wraps "tf.Identity"(%outputs_4326) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4330, %control_4331 = tf_executor.island wraps "tf.ReadVariableOp"(%arg94) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4332, %control_4333 = tf_executor.island wraps "tf.Identity"(%outputs_4330) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4334, %control_4335 = tf_executor.island wraps "tf.Identity"(%outputs_4332) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4336, %control_4337 = tf_executor.island wraps "tf.ReadVariableOp"(%arg95) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4338, %control_4339 = tf_executor.island wraps "tf.Identity"(%outputs_4336) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4340, %control_4341 = tf_executor.island wraps "tf.Identity"(%outputs_4338) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4342, %control_4343 = tf_executor.island wraps "tf.ReadVariableOp"(%arg96) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4344, %control_4345 = tf_executor.island wraps "tf.Identity"(%outputs_4342) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4346, %control_4347 = tf_executor.island wraps "tf.Identity"(%outputs_4344) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4348, %control_4349 = tf_executor.island wraps "tf.ReadVariableOp"(%arg97) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4350, %control_4351 = tf_executor.island wraps "tf.Identity"(%outputs_4348) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4352, %control_4353 = tf_executor.island wraps "tf.Identity"(%outputs_4350) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4354, %control_4355 = tf_executor.island wraps "tf.ReadVariableOp"(%arg98) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4356, %control_4357 = tf_executor.island wraps "tf.Identity"(%outputs_4354) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4358, %control_4359 = tf_executor.island wraps "tf.Identity"(%outputs_4356) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4360, %control_4361 = tf_executor.island wraps "tf.ReadVariableOp"(%arg99) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4362, %control_4363 = tf_executor.island wraps "tf.Identity"(%outputs_4360) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4364, %control_4365 = tf_executor.island wraps "tf.Identity"(%outputs_4362) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4366, %control_4367 = tf_executor.island wraps "tf.ReadVariableOp"(%arg100) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4368, %control_4369 = tf_executor.island wraps "tf.Identity"(%outputs_4366) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4370, %control_4371 = tf_executor.island wraps "tf.Identity"(%outputs_4368) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4372, %control_4373 = tf_executor.island wraps "tf.ReadVariableOp"(%arg101) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4374, %control_4375 = tf_executor.island wraps "tf.Identity"(%outputs_4372) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4376, %control_4377 = tf_executor.island wraps "tf.Identity"(%outputs_4374) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4378, %control_4379 = tf_executor.island wraps "tf.ReadVariableOp"(%arg11) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4380, %control_4381 = tf_executor.island wraps "tf.Identity"(%outputs_4378) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4382, %control_4383 = tf_executor.island wraps "tf.Identity"(%outputs_4380) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4384, %control_4385 = tf_executor.island wraps "tf.Reshape"(%outputs_4382, %outputs_1140) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x?xf32>
      %outputs_4386, %control_4387 = tf_executor.island wraps "tf.ReadVariableOp"(%arg2) {device = ""} : (tensor<*x!tf_type.resource>) -> tensor<*xf32>
      %outputs_4388, %control_4389 = tf_executor.island wraps "tf.Identity"(%outputs_4386) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4390, %control_4391 = tf_executor.island wraps "tf.Identity"(%outputs_4388) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4392, %control_4393 = tf_executor.island wraps "tf.Reshape"(%outputs_4390, %outputs_1006) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x256xf32>
      %outputs_4394, %control_4395 = tf_executor.island wraps "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
      %outputs_4396, %control_4397 = tf_executor.island wraps "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
      %outputs_4398, %control_4399 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_4400, %control_4401 = tf_executor.island wraps "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_4402, %control_4403 = tf_executor.island wraps "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      %outputs_4404, %control_4405 = tf_executor.island wraps "tf.StridedSlice"(%outputs_4, %outputs_4398, %outputs_4400, %outputs_4402) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
      %outputs_4406, %control_4407 = tf_executor.island wraps "tf.Range"(%outputs_2226, %outputs_4404, %outputs_2224) {device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
      %outputs_4408, %control_4409 = tf_executor.island wraps "tf.Less"(%outputs_4406, %outputs_2212) {device = ""} : (tensor<32xi32>, tensor<i32>) -> tensor<32xi1>
      %outputs_4410, %control_4411 = tf_executor.island wraps "tf.AddV2"(%outputs_4406, %outputs_2222) {device = ""} : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
      %outputs_4412, %control_4413 = tf_executor.island wraps "tf.SelectV2"(%outputs_4408, %outputs_4410, %outputs_4406) {device = ""} : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
      %outputs_4414, %control_4415 = tf_executor.island wraps "tf.Reshape"(%outputs_4412, %outputs_2088) {device = ""} : (tensor<32xi32>, tensor<1xi32>) -> tensor<32xi32>
      %outputs_4416, %control_4417 = tf_executor.island wraps "tf.GatherV2"(%outputs_4034, %outputs_4412, %outputs_2210) <{batch_dims = 0 : i64}> {device = ""} : (tensor<*xf32>, tensor<32xi32>, tensor<i32>) -> tensor<*xf32>
      %outputs_4418, %control_4419 = tf_executor.island wraps "tf.AddV2"(%outputs_3778, %outputs_4416) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4420, %control_4421 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4418, %outputs_3806) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4422, %control_4423 = tf_executor.island wraps "tf.Reshape"(%outputs_4420, %outputs_1010) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4424, %control_4425 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4418, %outputs_3874) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4426, %control_4427 = tf_executor.island wraps "tf.Reshape"(%outputs_4424, %outputs_1022) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4428, %control_4429 = tf_executor.island wraps "tf.Einsum"(%outputs_4426, %outputs_4422) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<?x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<?x8x32x32xf32>
      %outputs_4430, %control_4431 = tf_executor.island wraps "tf.Mul"(%outputs_4428, %outputs_994) {device = ""} : (tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<?x8x32x32xf32>
      %outputs_4432, %control_4433 = tf_executor.island wraps "tf.SelectV2"(%outputs_1054, %outputs_4430, %outputs_996) {device = ""} : (tensor<32x8x32x32xi1>, tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_4434, %control_4435 = tf_executor.island wraps "tf.Softmax"(%outputs_4432) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_4436, %control_4437 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4418, %outputs_3956) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4438, %control_4439 = tf_executor.island wraps "tf.Reshape"(%outputs_4436, %outputs_1058) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4440, %control_4441 = tf_executor.island wraps "tf.Einsum"(%outputs_4434, %outputs_4438) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_4442, %control_4443 = tf_executor.island wraps "tf.Reshape"(%outputs_4440, %outputs_1004) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4444, %control_4445 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4442, %outputs_4392) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x256xf32>
      %outputs_4446, %control_4447 = tf_executor.island wraps "tf.AddV2"(%outputs_4418, %outputs_4444) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4448, %control_4449 = tf_executor.island wraps "tf.Mean"(%outputs_4446, %outputs_2124) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4450, %control_4451 = tf_executor.island wraps "tf.Neg"(%outputs_4448) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4452, %control_4453 = tf_executor.island wraps "tf.StopGradient"(%outputs_4448) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4454, %control_4455 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4446, %outputs_4452) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4456, %control_4457 = tf_executor.island wraps "tf.Mean"(%outputs_4454, %outputs_2126) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4458, %control_4459 = tf_executor.island wraps "tf.AddV2"(%outputs_4456, %outputs_2122) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4460, %control_4461 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4458) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4462, %control_4463 = tf_executor.island wraps "tf.Mul"(%outputs_4460, %outputs_3908) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4464, %control_4465 = tf_executor.island wraps "tf.Mul"(%outputs_4450, %outputs_4462) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4466, %control_4467 = tf_executor.island wraps "tf.AddV2"(%outputs_4464, %outputs_3900) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4468, %control_4469 = tf_executor.island wraps "tf.Mul"(%outputs_4446, %outputs_4462) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4470, %control_4471 = tf_executor.island wraps "tf.AddV2"(%outputs_4468, %outputs_4466) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4472, %control_4473 = tf_executor.island wraps "tf.Reshape"(%outputs_4470, %outputs_1282) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_4474, %control_4475 = tf_executor.island wraps "tf.MatMul"(%outputs_4472, %outputs_3792) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4476, %control_4477 = tf_executor.island wraps "tf.Reshape"(%outputs_4474, %outputs_1284) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_4478, %control_4479 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4476, %outputs_3786) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<*xf32>) -> tensor<32x32x1024xf32>
      %outputs_4480, %control_4481 = tf_executor.island wraps "tf.Relu"(%outputs_4478) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_4482, %control_4483 = tf_executor.island wraps "tf.Reshape"(%outputs_4480, %outputs_1298) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_4484, %control_4485 = tf_executor.island wraps "tf.MatMul"(%outputs_4482, %outputs_3848) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4486, %control_4487 = tf_executor.island wraps "tf.Reshape"(%outputs_4484, %outputs_1300) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4488, %control_4489 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4486, %outputs_3842) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_4490, %control_4491 = tf_executor.island wraps "tf.AddV2"(%outputs_4470, %outputs_4488) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4492, %control_4493 = tf_executor.island wraps "tf.Mean"(%outputs_4490, %outputs_2164) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4494, %control_4495 = tf_executor.island wraps "tf.Neg"(%outputs_4492) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4496, %control_4497 = tf_executor.island wraps "tf.StopGradient"(%outputs_4492) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4498, %control_4499 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4490, %outputs_4496) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4500, %control_4501 = tf_executor.island wraps "tf.Mean"(%outputs_4498, %outputs_2166) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4502, %control_4503 = tf_executor.island wraps "tf.AddV2"(%outputs_4500, %outputs_2162) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4504, %control_4505 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4502) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4506, %control_4507 = tf_executor.island wraps "tf.Mul"(%outputs_4504, %outputs_3980) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4508, %control_4509 = tf_executor.island wraps "tf.Mul"(%outputs_4494, %outputs_4506) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4510, %control_4511 = tf_executor.island wraps "tf.AddV2"(%outputs_4508, %outputs_3972) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4512, %control_4513 = tf_executor.island wraps "tf.Mul"(%outputs_4490, %outputs_4506) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4514, %control_4515 = tf_executor.island wraps "tf.AddV2"(%outputs_4512, %outputs_4510) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4516, %control_4517 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4514, %outputs_4112) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4518, %control_4519 = tf_executor.island wraps "tf.Reshape"(%outputs_4516, %outputs_1076) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4520, %control_4521 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4514, %outputs_4180) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4522, %control_4523 = tf_executor.island wraps "tf.Reshape"(%outputs_4520, %outputs_1088) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4524, %control_4525 = tf_executor.island wraps "tf.Einsum"(%outputs_4522, %outputs_4518) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<?x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<?x8x32x32xf32>
      %outputs_4526, %control_4527 = tf_executor.island wraps "tf.Mul"(%outputs_4524, %outputs_1060) {device = ""} : (tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<?x8x32x32xf32>
      %outputs_4528, %control_4529 = tf_executor.island wraps "tf.SelectV2"(%outputs_1120, %outputs_4526, %outputs_1062) {device = ""} : (tensor<32x8x32x32xi1>, tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_4530, %control_4531 = tf_executor.island wraps "tf.Softmax"(%outputs_4528) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_4532, %control_4533 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4514, %outputs_4248) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4534, %control_4535 = tf_executor.island wraps "tf.Reshape"(%outputs_4532, %outputs_1124) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4536, %control_4537 = tf_executor.island wraps "tf.Einsum"(%outputs_4530, %outputs_4534) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_4538, %control_4539 = tf_executor.island wraps "tf.Reshape"(%outputs_4536, %outputs_1070) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4540, %control_4541 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4538, %outputs_4044) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x256xf32>
      %outputs_4542, %control_4543 = tf_executor.island wraps "tf.AddV2"(%outputs_4514, %outputs_4540) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4544, %control_4545 = tf_executor.island wraps "tf.Mean"(%outputs_4542, %outputs_2134) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4546, %control_4547 = tf_executor.island wraps "tf.Neg"(%outputs_4544) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4548, %control_4549 = tf_executor.island wraps "tf.StopGradient"(%outputs_4544) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4550, %control_4551 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4542, %outputs_4548) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4552, %control_4553 = tf_executor.island wraps "tf.Mean"(%outputs_4550, %outputs_2136) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4554, %control_4555 = tf_executor.island wraps "tf.AddV2"(%outputs_4552, %outputs_2132) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4556, %control_4557 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4554) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4558, %control_4559 = tf_executor.island wraps "tf.Mul"(%outputs_4556, %outputs_3924) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4560, %control_4561 = tf_executor.island wraps "tf.Mul"(%outputs_4546, %outputs_4558) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4562, %control_4563 = tf_executor.island wraps "tf.AddV2"(%outputs_4560, %outputs_3916) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4564, %control_4565 = tf_executor.island wraps "tf.Mul"(%outputs_4542, %outputs_4558) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4566, %control_4567 = tf_executor.island wraps "tf.AddV2"(%outputs_4564, %outputs_4562) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4568, %control_4569 = tf_executor.island wraps "tf.Reshape"(%outputs_4566, %outputs_1286) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_4570, %control_4571 = tf_executor.island wraps "tf.MatMul"(%outputs_4568, %outputs_3812) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4572, %control_4573 = tf_executor.island wraps "tf.Reshape"(%outputs_4570, %outputs_1288) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_4574, %control_4575 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4572, %outputs_3798) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<*xf32>) -> tensor<32x32x1024xf32>
      %outputs_4576, %control_4577 = tf_executor.island wraps "tf.Relu"(%outputs_4574) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_4578, %control_4579 = tf_executor.island wraps "tf.Reshape"(%outputs_4576, %outputs_1302) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_4580, %control_4581 = tf_executor.island wraps "tf.MatMul"(%outputs_4578, %outputs_3860) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4582, %control_4583 = tf_executor.island wraps "tf.Reshape"(%outputs_4580, %outputs_1304) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4584, %control_4585 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4582, %outputs_3854) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_4586, %control_4587 = tf_executor.island wraps "tf.AddV2"(%outputs_4566, %outputs_4584) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4588, %control_4589 = tf_executor.island wraps "tf.Mean"(%outputs_4586, %outputs_2174) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4590, %control_4591 = tf_executor.island wraps "tf.Neg"(%outputs_4588) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4592, %control_4593 = tf_executor.island wraps "tf.StopGradient"(%outputs_4588) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4594, %control_4595 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4586, %outputs_4592) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4596, %control_4597 = tf_executor.island wraps "tf.Mean"(%outputs_4594, %outputs_2176) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4598, %control_4599 = tf_executor.island wraps "tf.AddV2"(%outputs_4596, %outputs_2172) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4600, %control_4601 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4598) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4602, %control_4603 = tf_executor.island wraps "tf.Mul"(%outputs_4600, %outputs_3996) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4604, %control_4605 = tf_executor.island wraps "tf.Mul"(%outputs_4590, %outputs_4602) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4606, %control_4607 = tf_executor.island wraps "tf.AddV2"(%outputs_4604, %outputs_3988) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4608, %control_4609 = tf_executor.island wraps "tf.Mul"(%outputs_4586, %outputs_4602) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4610, %control_4611 = tf_executor.island wraps "tf.AddV2"(%outputs_4608, %outputs_4606) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4612, %control_4613 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4610, %outputs_4384) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4614, %control_4615 = tf_executor.island wraps "tf.Reshape"(%outputs_4612, %outputs_1142) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4616, %control_4617 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4610, %outputs_2294) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4618, %control_4619 = tf_executor.island wraps "tf.Reshape"(%outputs_4616, %outputs_1154) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4620, %control_4621 = tf_executor.island wraps "tf.Einsum"(%outputs_4618, %outputs_4614) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<?x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<?x8x32x32xf32>
      %outputs_4622, %control_4623 = tf_executor.island wraps "tf.Mul"(%outputs_4620, %outputs_1126) {device = ""} : (tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<?x8x32x32xf32>
      %outputs_4624, %control_4625 = tf_executor.island wraps "tf.SelectV2"(%outputs_1186, %outputs_4622, %outputs_1128) {device = ""} : (tensor<32x8x32x32xi1>, tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_4626, %control_4627 = tf_executor.island wraps "tf.Softmax"(%outputs_4624) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_4628, %control_4629 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4610, %outputs_3508) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4630, %control_4631 = tf_executor.island wraps "tf.Reshape"(%outputs_4628, %outputs_1190) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4632, %control_4633 = tf_executor.island wraps "tf.Einsum"(%outputs_4626, %outputs_4630) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_4634, %control_4635 = tf_executor.island wraps "tf.Reshape"(%outputs_4632, %outputs_1136) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4636, %control_4637 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4634, %outputs_4316) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x256xf32>
      %outputs_4638, %control_4639 = tf_executor.island wraps "tf.AddV2"(%outputs_4610, %outputs_4636) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4640, %control_4641 = tf_executor.island wraps "tf.Mean"(%outputs_4638, %outputs_2144) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4642, %control_4643 = tf_executor.island wraps "tf.Neg"(%outputs_4640) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4644, %control_4645 = tf_executor.island wraps "tf.StopGradient"(%outputs_4640) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4646, %control_4647 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4638, %outputs_4644) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4648, %control_4649 = tf_executor.island wraps "tf.Mean"(%outputs_4646, %outputs_2146) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4650, %control_4651 = tf_executor.island wraps "tf.AddV2"(%outputs_4648, %outputs_2142) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4652, %control_4653 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4650) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4654, %control_4655 = tf_executor.island wraps "tf.Mul"(%outputs_4652, %outputs_3940) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4656, %control_4657 = tf_executor.island wraps "tf.Mul"(%outputs_4642, %outputs_4654) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4658, %control_4659 = tf_executor.island wraps "tf.AddV2"(%outputs_4656, %outputs_3932) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4660, %control_4661 = tf_executor.island wraps "tf.Mul"(%outputs_4638, %outputs_4654) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4662, %control_4663 = tf_executor.island wraps "tf.AddV2"(%outputs_4660, %outputs_4658) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4664, %control_4665 = tf_executor.island wraps "tf.Reshape"(%outputs_4662, %outputs_1290) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_4666, %control_4667 = tf_executor.island wraps "tf.MatMul"(%outputs_4664, %outputs_3824) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4668, %control_4669 = tf_executor.island wraps "tf.Reshape"(%outputs_4666, %outputs_1292) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_4670, %control_4671 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4668, %outputs_3818) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<*xf32>) -> tensor<32x32x1024xf32>
      %outputs_4672, %control_4673 = tf_executor.island wraps "tf.Relu"(%outputs_4670) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_4674, %control_4675 = tf_executor.island wraps "tf.Reshape"(%outputs_4672, %outputs_1306) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_4676, %control_4677 = tf_executor.island wraps "tf.MatMul"(%outputs_4674, %outputs_3880) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4678, %control_4679 = tf_executor.island wraps "tf.Reshape"(%outputs_4676, %outputs_1308) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4680, %control_4681 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4678, %outputs_3866) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_4682, %control_4683 = tf_executor.island wraps "tf.AddV2"(%outputs_4662, %outputs_4680) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4684, %control_4685 = tf_executor.island wraps "tf.Mean"(%outputs_4682, %outputs_2184) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4686, %control_4687 = tf_executor.island wraps "tf.Neg"(%outputs_4684) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4688, %control_4689 = tf_executor.island wraps "tf.StopGradient"(%outputs_4684) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4690, %control_4691 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4682, %outputs_4688) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4692, %control_4693 = tf_executor.island wraps "tf.Mean"(%outputs_4690, %outputs_2186) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4694, %control_4695 = tf_executor.island wraps "tf.AddV2"(%outputs_4692, %outputs_2182) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4696, %control_4697 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4694) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4698, %control_4699 = tf_executor.island wraps "tf.Mul"(%outputs_4696, %outputs_4012) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4700, %control_4701 = tf_executor.island wraps "tf.Mul"(%outputs_4686, %outputs_4698) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4702, %control_4703 = tf_executor.island wraps "tf.AddV2"(%outputs_4700, %outputs_4004) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4704, %control_4705 = tf_executor.island wraps "tf.Mul"(%outputs_4682, %outputs_4698) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4706, %control_4707 = tf_executor.island wraps "tf.AddV2"(%outputs_4704, %outputs_4702) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4708, %control_4709 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4706, %outputs_3644) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4710, %control_4711 = tf_executor.island wraps "tf.Reshape"(%outputs_4708, %outputs_1208) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4712, %control_4713 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4706, %outputs_3712) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4714, %control_4715 = tf_executor.island wraps "tf.Reshape"(%outputs_4712, %outputs_1220) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4716, %control_4717 = tf_executor.island wraps "tf.Einsum"(%outputs_4714, %outputs_4710) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<?x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<?x8x32x32xf32>
      %outputs_4718, %control_4719 = tf_executor.island wraps "tf.Mul"(%outputs_4716, %outputs_1192) {device = ""} : (tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<?x8x32x32xf32>
      %outputs_4720, %control_4721 = tf_executor.island wraps "tf.SelectV2"(%outputs_1252, %outputs_4718, %outputs_1194) {device = ""} : (tensor<32x8x32x32xi1>, tensor<?x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_4722, %control_4723 = tf_executor.island wraps "tf.Softmax"(%outputs_4720) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_4724, %control_4725 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4706, %outputs_3768) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<*xf32>, tensor<256x?xf32>) -> tensor<*xf32>
      %outputs_4726, %control_4727 = tf_executor.island wraps "tf.Reshape"(%outputs_4724, %outputs_1256) {device = ""} : (tensor<*xf32>, tensor<4xi32>) -> tensor<?x32x8x32xf32>
      %outputs_4728, %control_4729 = tf_executor.island wraps "tf.Einsum"(%outputs_4722, %outputs_4726) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_4730, %control_4731 = tf_executor.island wraps "tf.Reshape"(%outputs_4728, %outputs_1202) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4732, %control_4733 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4730, %outputs_3576) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x256xf32>
      %outputs_4734, %control_4735 = tf_executor.island wraps "tf.AddV2"(%outputs_4706, %outputs_4732) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4736, %control_4737 = tf_executor.island wraps "tf.Mean"(%outputs_4734, %outputs_2154) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4738, %control_4739 = tf_executor.island wraps "tf.Neg"(%outputs_4736) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4740, %control_4741 = tf_executor.island wraps "tf.StopGradient"(%outputs_4736) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4742, %control_4743 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4734, %outputs_4740) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4744, %control_4745 = tf_executor.island wraps "tf.Mean"(%outputs_4742, %outputs_2156) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4746, %control_4747 = tf_executor.island wraps "tf.AddV2"(%outputs_4744, %outputs_2152) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4748, %control_4749 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4746) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4750, %control_4751 = tf_executor.island wraps "tf.Mul"(%outputs_4748, %outputs_3964) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4752, %control_4753 = tf_executor.island wraps "tf.Mul"(%outputs_4738, %outputs_4750) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4754, %control_4755 = tf_executor.island wraps "tf.AddV2"(%outputs_4752, %outputs_3948) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4756, %control_4757 = tf_executor.island wraps "tf.Mul"(%outputs_4734, %outputs_4750) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4758, %control_4759 = tf_executor.island wraps "tf.AddV2"(%outputs_4756, %outputs_4754) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4760, %control_4761 = tf_executor.island wraps "tf.Reshape"(%outputs_4758, %outputs_1294) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_4762, %control_4763 = tf_executor.island wraps "tf.MatMul"(%outputs_4760, %outputs_3836) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4764, %control_4765 = tf_executor.island wraps "tf.Reshape"(%outputs_4762, %outputs_1296) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_4766, %control_4767 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4764, %outputs_3830) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<*xf32>) -> tensor<32x32x1024xf32>
      %outputs_4768, %control_4769 = tf_executor.island wraps "tf.Relu"(%outputs_4766) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_4770, %control_4771 = tf_executor.island wraps "tf.Reshape"(%outputs_4768, %outputs_1310) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_4772, %control_4773 = tf_executor.island wraps "tf.MatMul"(%outputs_4770, %outputs_3892) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4774, %control_4775 = tf_executor.island wraps "tf.Reshape"(%outputs_4772, %outputs_1312) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4776, %control_4777 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4774, %outputs_3886) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_4778, %control_4779 = tf_executor.island wraps "tf.AddV2"(%outputs_4758, %outputs_4776) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4780, %control_4781 = tf_executor.island wraps "tf.Mean"(%outputs_4778, %outputs_2194) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4782, %control_4783 = tf_executor.island wraps "tf.Neg"(%outputs_4780) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4784, %control_4785 = tf_executor.island wraps "tf.StopGradient"(%outputs_4780) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4786, %control_4787 = tf_executor.island wraps "tf.SquaredDifference"(%outputs_4778, %outputs_4784) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4788, %control_4789 = tf_executor.island wraps "tf.Mean"(%outputs_4786, %outputs_2196) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4790, %control_4791 = tf_executor.island wraps "tf.AddV2"(%outputs_4788, %outputs_2192) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_4792, %control_4793 = tf_executor.island wraps "tf.Rsqrt"(%outputs_4790) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_4794, %control_4795 = tf_executor.island wraps "tf.Mul"(%outputs_4792, %outputs_4028) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4796, %control_4797 = tf_executor.island wraps "tf.Mul"(%outputs_4782, %outputs_4794) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4798, %control_4799 = tf_executor.island wraps "tf.AddV2"(%outputs_4796, %outputs_4020) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4800, %control_4801 = tf_executor.island wraps "tf.Mul"(%outputs_4778, %outputs_4794) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4802, %control_4803 = tf_executor.island wraps "tf.AddV2"(%outputs_4800, %outputs_4798) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4804, %control_4805 = tf_executor.island wraps "tf.Reshape"(%outputs_4802, %outputs_4394) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_4806, %control_4807 = tf_executor.island wraps "tf.MatMul"(%outputs_4804, %outputs_4056) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4808, %control_4809 = tf_executor.island wraps "tf.Reshape"(%outputs_4806, %outputs_4396) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
      %outputs_4810, %control_4811 = tf_executor.island wraps "tf.BiasAdd"(%outputs_4808, %outputs_4050) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>, tensor<*xf32>) -> tensor<32x32x16384xf32>
      %outputs_4812, %control_4813 = tf_executor.island wraps "tf.Reshape"(%outputs_4810, %outputs_32) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
      %outputs_4814:2, %control_4815 = tf_executor.island wraps "tf.SparseSoftmaxCrossEntropyWithLogits"(%outputs_4812, %outputs_2114) {device = ""} : (tensor<1024x16384xf32>, tensor<1024xi32>) -> (tensor<1024xf32>, tensor<1024x16384xf32>)
      %outputs_4816, %control_4817 = tf_executor.island wraps "tf.Reshape"(%outputs_4814#0, %outputs_12) {device = ""} : (tensor<1024xf32>, tensor<2xi32>) -> tensor<32x32xf32>
      %outputs_4818, %control_4819 = tf_executor.island wraps "tf.Mean"(%outputs_4816, %outputs) <{keep_dims = false}> {device = ""} : (tensor<32x32xf32>, tensor<2xi32>) -> tensor<f32>
      %outputs_4820, %control_4821 = tf_executor.island wraps "tf.Mul"(%outputs_2208, %outputs_4814#1) {device = ""} : (tensor<1024x1xf32>, tensor<1024x16384xf32>) -> tensor<1024x16384xf32>
      %outputs_4822, %control_4823 = tf_executor.island wraps "tf.Reshape"(%outputs_4820, %outputs_1328) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
      %outputs_4824, %control_4825 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_4822) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>) -> tensor<16384xf32>
      %outputs_4826, %control_4827 = tf_executor.island wraps "tf.L2Loss"(%outputs_4824) {device = ""} : (tensor<16384xf32>) -> tensor<f32>
      %outputs_4828, %control_4829 = tf_executor.island wraps "tf.Reshape"(%outputs_4822, %outputs_2102) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
      %outputs_4830, %control_4831 = tf_executor.island wraps "tf.MatMul"(%outputs_4828, %outputs_4056) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x16384xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4832, %control_4833 = tf_executor.island wraps "tf.Reshape"(%outputs_4830, %outputs_2104) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4834, %control_4835 = tf_executor.island wraps "tf.Sum"(%outputs_4832, %outputs_2052) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_4836, %control_4837 = tf_executor.island wraps "tf.Reshape"(%outputs_4834, %outputs_2050) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_4838, %control_4839 = tf_executor.island wraps "tf.Reshape"(%outputs_4836, %outputs_2046) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_4840, %control_4841 = tf_executor.island wraps "tf.L2Loss"(%outputs_4838) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_4842, %control_4843 = tf_executor.island wraps "tf.Mul"(%outputs_4832, %outputs_4794) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4844, %control_4845 = tf_executor.island wraps "tf.Sum"(%outputs_4842, %outputs_2076) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4846, %control_4847 = tf_executor.island wraps "tf.Reshape"(%outputs_4844, %outputs_2074) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4848, %control_4849 = tf_executor.island wraps "tf.Neg"(%outputs_4846) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_4850, %control_4851 = tf_executor.island wraps "tf.Reshape"(%outputs_4848, %outputs_2058) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4852, %control_4853 = tf_executor.island wraps "tf.Tile"(%outputs_4850, %outputs_2062) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4854, %control_4855 = tf_executor.island wraps "tf.RealDiv"(%outputs_4852, %outputs_2054) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_4856, %control_4857 = tf_executor.island wraps "tf.Mul"(%outputs_4782, %outputs_4832) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4858, %control_4859 = tf_executor.island wraps "tf.Mul"(%outputs_4832, %outputs_4794) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4860, %control_4861 = tf_executor.island wraps "tf.Mul"(%outputs_4832, %outputs_4778) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4862, %control_4863 = tf_executor.island wraps "tf.AddN"(%outputs_4860, %outputs_4856) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4864, %control_4865 = tf_executor.island wraps "tf.Mul"(%outputs_4862, %outputs_4028) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4866, %control_4867 = tf_executor.island wraps "tf.Sum"(%outputs_4864, %outputs_2070) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4868, %control_4869 = tf_executor.island wraps "tf.Reshape"(%outputs_4866, %outputs_2066) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4870, %control_4871 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4792, %outputs_4868) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_4872, %control_4873 = tf_executor.island wraps "tf.Reshape"(%outputs_4870, %outputs_2060) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4874, %control_4875 = tf_executor.island wraps "tf.Tile"(%outputs_4872, %outputs_2064) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4876, %control_4877 = tf_executor.island wraps "tf.RealDiv"(%outputs_4874, %outputs_2056) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_4878, %control_4879 = tf_executor.island(%control_4877) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_4880, %control_4881 = tf_executor.island wraps "tf.Mul"(%outputs_4878, %outputs_4876) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_4882, %control_4883 = tf_executor.island(%control_4877) wraps "tf.Sub"(%outputs_4778, %outputs_4784) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4884, %control_4885 = tf_executor.island wraps "tf.Mul"(%outputs_4880, %outputs_4882) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4886, %control_4887 = tf_executor.island wraps "tf.AddN"(%outputs_4858, %outputs_4854, %outputs_4884) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_4888, %control_4889 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_4886) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
      %outputs_4890, %control_4891 = tf_executor.island wraps "tf.L2Loss"(%outputs_4888) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_4892, %control_4893 = tf_executor.island wraps "tf.Reshape"(%outputs_4886, %outputs_1818) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_4894, %control_4895 = tf_executor.island wraps "tf.MatMul"(%outputs_4892, %outputs_3892) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4896, %control_4897 = tf_executor.island wraps "tf.Reshape"(%outputs_4894, %outputs_1820) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_4898, %control_4899 = tf_executor.island wraps "tf.ReluGrad"(%outputs_4896, %outputs_4768) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_4900, %control_4901 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_4898) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
      %outputs_4902, %control_4903 = tf_executor.island wraps "tf.L2Loss"(%outputs_4900) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
      %outputs_4904, %control_4905 = tf_executor.island wraps "tf.Reshape"(%outputs_4898, %outputs_1802) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_4906, %control_4907 = tf_executor.island wraps "tf.MatMul"(%outputs_4904, %outputs_3836) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_4908, %control_4909 = tf_executor.island wraps "tf.Reshape"(%outputs_4906, %outputs_1804) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4910, %control_4911 = tf_executor.island wraps "tf.AddN"(%outputs_4886, %outputs_4908) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_4912, %control_4913 = tf_executor.island wraps "tf.Sum"(%outputs_4910, %outputs_1924) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_4914, %control_4915 = tf_executor.island wraps "tf.Reshape"(%outputs_4912, %outputs_1922) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_4916, %control_4917 = tf_executor.island wraps "tf.Reshape"(%outputs_4914, %outputs_1918) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_4918, %control_4919 = tf_executor.island wraps "tf.L2Loss"(%outputs_4916) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_4920, %control_4921 = tf_executor.island wraps "tf.Mul"(%outputs_4910, %outputs_4750) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4922, %control_4923 = tf_executor.island wraps "tf.Sum"(%outputs_4920, %outputs_1948) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4924, %control_4925 = tf_executor.island wraps "tf.Reshape"(%outputs_4922, %outputs_1946) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4926, %control_4927 = tf_executor.island wraps "tf.Neg"(%outputs_4924) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_4928, %control_4929 = tf_executor.island wraps "tf.Reshape"(%outputs_4926, %outputs_1930) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4930, %control_4931 = tf_executor.island wraps "tf.Tile"(%outputs_4928, %outputs_1934) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4932, %control_4933 = tf_executor.island wraps "tf.RealDiv"(%outputs_4930, %outputs_1926) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_4934, %control_4935 = tf_executor.island wraps "tf.Mul"(%outputs_4738, %outputs_4910) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4936, %control_4937 = tf_executor.island wraps "tf.Mul"(%outputs_4910, %outputs_4750) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4938, %control_4939 = tf_executor.island wraps "tf.Mul"(%outputs_4910, %outputs_4734) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4940, %control_4941 = tf_executor.island wraps "tf.AddN"(%outputs_4938, %outputs_4934) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4942, %control_4943 = tf_executor.island wraps "tf.Mul"(%outputs_4940, %outputs_3964) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_4944, %control_4945 = tf_executor.island wraps "tf.Sum"(%outputs_4942, %outputs_1942) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_4946, %control_4947 = tf_executor.island wraps "tf.Reshape"(%outputs_4944, %outputs_1938) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4948, %control_4949 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4748, %outputs_4946) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_4950, %control_4951 = tf_executor.island wraps "tf.Reshape"(%outputs_4948, %outputs_1932) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_4952, %control_4953 = tf_executor.island wraps "tf.Tile"(%outputs_4950, %outputs_1936) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4954, %control_4955 = tf_executor.island wraps "tf.RealDiv"(%outputs_4952, %outputs_1928) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_4956, %control_4957 = tf_executor.island(%control_4955) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_4958, %control_4959 = tf_executor.island wraps "tf.Mul"(%outputs_4956, %outputs_4954) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_4960, %control_4961 = tf_executor.island(%control_4955) wraps "tf.Sub"(%outputs_4734, %outputs_4740) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4962, %control_4963 = tf_executor.island wraps "tf.Mul"(%outputs_4958, %outputs_4960) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_4964, %control_4965 = tf_executor.island wraps "tf.AddN"(%outputs_4936, %outputs_4932, %outputs_4962) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_4966, %control_4967 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4964, %outputs_3576) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x?xf32>
      %outputs_4968, %control_4969 = tf_executor.island wraps "tf.Sum"(%outputs_4966, %outputs_1680#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x?xf32>, tensor<?xi32>) -> tensor<32x32x?xf32>
      %outputs_4970, %control_4971 = tf_executor.island wraps "tf.Reshape"(%outputs_4968, %outputs_1660) {device = ""} : (tensor<32x32x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4972, %control_4973 = tf_executor.island wraps "tf.Reshape"(%outputs_4970, %outputs_1682) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
      %outputs_4974, %control_4975 = tf_executor.island wraps "tf.Einsum"(%outputs_4972, %outputs_4722) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_4976, %control_4977 = tf_executor.island wraps "tf.Reshape"(%outputs_4974, %outputs_1760) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4978, %control_4979 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4976, %outputs_3768) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_4980, %control_4981 = tf_executor.island wraps "tf.Sum"(%outputs_4978, %outputs_1758#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_4982, %control_4983 = tf_executor.island wraps "tf.Reshape"(%outputs_4980, %outputs_1738) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_4984, %control_4985 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4706, %outputs_4976) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_4986, %control_4987 = tf_executor.island wraps "tf.Sum"(%outputs_4984, %outputs_1758#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_4988, %control_4989 = tf_executor.island wraps "tf.Reshape"(%outputs_4986, %outputs_1740) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_4990, %control_4991 = tf_executor.island wraps "tf.Reshape"(%outputs_4988, %outputs_1762) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_4992, %control_4993 = tf_executor.island wraps "tf.L2Loss"(%outputs_4990) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_4994, %control_4995 = tf_executor.island wraps "tf.Einsum"(%outputs_4972, %outputs_4726) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_4996, %control_4997 = tf_executor.island wraps "tf.Mul"(%outputs_4994, %outputs_4722) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_4998, %control_4999 = tf_executor.island wraps "tf.Sum"(%outputs_4996, %outputs_1658) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
      %outputs_5000, %control_5001 = tf_executor.island wraps "tf.Sub"(%outputs_4994, %outputs_4998) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5002, %control_5003 = tf_executor.island wraps "tf.Mul"(%outputs_5000, %outputs_4722) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5004, %control_5005 = tf_executor.island wraps "tf.SelectV2"(%outputs_1252, %outputs_5002, %outputs_1764) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5006, %control_5007 = tf_executor.island wraps "tf.Mul"(%outputs_5004, %outputs_1192) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5008, %control_5009 = tf_executor.island wraps "tf.Einsum"(%outputs_5006, %outputs_4710) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5010, %control_5011 = tf_executor.island wraps "tf.Reshape"(%outputs_5008, %outputs_1734) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5012, %control_5013 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5010, %outputs_3712) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5014, %control_5015 = tf_executor.island wraps "tf.Sum"(%outputs_5012, %outputs_1732#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5016, %control_5017 = tf_executor.island wraps "tf.Reshape"(%outputs_5014, %outputs_1712) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5018, %control_5019 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4706, %outputs_5010) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5020, %control_5021 = tf_executor.island wraps "tf.Sum"(%outputs_5018, %outputs_1732#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5022, %control_5023 = tf_executor.island wraps "tf.Reshape"(%outputs_5020, %outputs_1714) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5024, %control_5025 = tf_executor.island wraps "tf.Reshape"(%outputs_5022, %outputs_1736) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5026, %control_5027 = tf_executor.island wraps "tf.L2Loss"(%outputs_5024) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5028, %control_5029 = tf_executor.island wraps "tf.Einsum"(%outputs_5006, %outputs_4714) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5030, %control_5031 = tf_executor.island wraps "tf.Reshape"(%outputs_5028, %outputs_1708) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5032, %control_5033 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5030, %outputs_3644) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5034, %control_5035 = tf_executor.island wraps "tf.Sum"(%outputs_5032, %outputs_1706#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5036, %control_5037 = tf_executor.island wraps "tf.Reshape"(%outputs_5034, %outputs_1686) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5038, %control_5039 = tf_executor.island wraps "tf.AddN"(%outputs_4964, %outputs_4982, %outputs_5016, %outputs_5036) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5040, %control_5041 = tf_executor.island wraps "tf.Sum"(%outputs_5038, %outputs_2020) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_5042, %control_5043 = tf_executor.island wraps "tf.Reshape"(%outputs_5040, %outputs_2018) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5044, %control_5045 = tf_executor.island wraps "tf.Reshape"(%outputs_5042, %outputs_2014) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5046, %control_5047 = tf_executor.island wraps "tf.L2Loss"(%outputs_5044) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5048, %control_5049 = tf_executor.island wraps "tf.Mul"(%outputs_5038, %outputs_4698) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5050, %control_5051 = tf_executor.island wraps "tf.Sum"(%outputs_5048, %outputs_2044) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5052, %control_5053 = tf_executor.island wraps "tf.Reshape"(%outputs_5050, %outputs_2042) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5054, %control_5055 = tf_executor.island wraps "tf.Neg"(%outputs_5052) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_5056, %control_5057 = tf_executor.island wraps "tf.Reshape"(%outputs_5054, %outputs_2026) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5058, %control_5059 = tf_executor.island wraps "tf.Tile"(%outputs_5056, %outputs_2030) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5060, %control_5061 = tf_executor.island wraps "tf.RealDiv"(%outputs_5058, %outputs_2022) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5062, %control_5063 = tf_executor.island wraps "tf.Mul"(%outputs_4686, %outputs_5038) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5064, %control_5065 = tf_executor.island wraps "tf.Mul"(%outputs_5038, %outputs_4698) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5066, %control_5067 = tf_executor.island wraps "tf.Mul"(%outputs_5038, %outputs_4682) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5068, %control_5069 = tf_executor.island wraps "tf.AddN"(%outputs_5066, %outputs_5062) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5070, %control_5071 = tf_executor.island wraps "tf.Mul"(%outputs_5068, %outputs_4012) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_5072, %control_5073 = tf_executor.island wraps "tf.Sum"(%outputs_5070, %outputs_2038) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5074, %control_5075 = tf_executor.island wraps "tf.Reshape"(%outputs_5072, %outputs_2034) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5076, %control_5077 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4696, %outputs_5074) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_5078, %control_5079 = tf_executor.island wraps "tf.Reshape"(%outputs_5076, %outputs_2028) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5080, %control_5081 = tf_executor.island wraps "tf.Tile"(%outputs_5078, %outputs_2032) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5082, %control_5083 = tf_executor.island wraps "tf.RealDiv"(%outputs_5080, %outputs_2024) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5084, %control_5085 = tf_executor.island(%control_5083) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_5086, %control_5087 = tf_executor.island wraps "tf.Mul"(%outputs_5084, %outputs_5082) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5088, %control_5089 = tf_executor.island(%control_5083) wraps "tf.Sub"(%outputs_4682, %outputs_4688) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5090, %control_5091 = tf_executor.island wraps "tf.Mul"(%outputs_5086, %outputs_5088) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5092, %control_5093 = tf_executor.island wraps "tf.AddN"(%outputs_5064, %outputs_5060, %outputs_5090) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_5094, %control_5095 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_5092) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
      %outputs_5096, %control_5097 = tf_executor.island wraps "tf.L2Loss"(%outputs_5094) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5098, %control_5099 = tf_executor.island wraps "tf.Reshape"(%outputs_5092, %outputs_1814) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_5100, %control_5101 = tf_executor.island wraps "tf.MatMul"(%outputs_5098, %outputs_3880) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_5102, %control_5103 = tf_executor.island wraps "tf.Reshape"(%outputs_5100, %outputs_1816) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_5104, %control_5105 = tf_executor.island wraps "tf.ReluGrad"(%outputs_5102, %outputs_4672) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_5106, %control_5107 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_5104) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
      %outputs_5108, %control_5109 = tf_executor.island wraps "tf.L2Loss"(%outputs_5106) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
      %outputs_5110, %control_5111 = tf_executor.island wraps "tf.Reshape"(%outputs_5104, %outputs_1798) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_5112, %control_5113 = tf_executor.island wraps "tf.MatMul"(%outputs_5110, %outputs_3824) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_5114, %control_5115 = tf_executor.island wraps "tf.Reshape"(%outputs_5112, %outputs_1800) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5116, %control_5117 = tf_executor.island wraps "tf.AddN"(%outputs_5092, %outputs_5114) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5118, %control_5119 = tf_executor.island wraps "tf.Sum"(%outputs_5116, %outputs_1892) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_5120, %control_5121 = tf_executor.island wraps "tf.Reshape"(%outputs_5118, %outputs_1890) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5122, %control_5123 = tf_executor.island wraps "tf.Reshape"(%outputs_5120, %outputs_1886) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5124, %control_5125 = tf_executor.island wraps "tf.L2Loss"(%outputs_5122) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5126, %control_5127 = tf_executor.island wraps "tf.Mul"(%outputs_5116, %outputs_4654) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5128, %control_5129 = tf_executor.island wraps "tf.Sum"(%outputs_5126, %outputs_1916) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5130, %control_5131 = tf_executor.island wraps "tf.Reshape"(%outputs_5128, %outputs_1914) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5132, %control_5133 = tf_executor.island wraps "tf.Neg"(%outputs_5130) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_5134, %control_5135 = tf_executor.island wraps "tf.Reshape"(%outputs_5132, %outputs_1898) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5136, %control_5137 = tf_executor.island wraps "tf.Tile"(%outputs_5134, %outputs_1902) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5138, %control_5139 = tf_executor.island wraps "tf.RealDiv"(%outputs_5136, %outputs_1894) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5140, %control_5141 = tf_executor.island wraps "tf.Mul"(%outputs_4642, %outputs_5116) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5142, %control_5143 = tf_executor.island wraps "tf.Mul"(%outputs_5116, %outputs_4654) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5144, %control_5145 = tf_executor.island wraps "tf.Mul"(%outputs_5116, %outputs_4638) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5146, %control_5147 = tf_executor.island wraps "tf.AddN"(%outputs_5144, %outputs_5140) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5148, %control_5149 = tf_executor.island wraps "tf.Mul"(%outputs_5146, %outputs_3940) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_5150, %control_5151 = tf_executor.island wraps "tf.Sum"(%outputs_5148, %outputs_1910) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5152, %control_5153 = tf_executor.island wraps "tf.Reshape"(%outputs_5150, %outputs_1906) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5154, %control_5155 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4652, %outputs_5152) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_5156, %control_5157 = tf_executor.island wraps "tf.Reshape"(%outputs_5154, %outputs_1900) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5158, %control_5159 = tf_executor.island wraps "tf.Tile"(%outputs_5156, %outputs_1904) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5160, %control_5161 = tf_executor.island wraps "tf.RealDiv"(%outputs_5158, %outputs_1896) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5162, %control_5163 = tf_executor.island(%control_5161) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_5164, %control_5165 = tf_executor.island wraps "tf.Mul"(%outputs_5162, %outputs_5160) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5166, %control_5167 = tf_executor.island(%control_5161) wraps "tf.Sub"(%outputs_4638, %outputs_4644) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5168, %control_5169 = tf_executor.island wraps "tf.Mul"(%outputs_5164, %outputs_5166) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5170, %control_5171 = tf_executor.island wraps "tf.AddN"(%outputs_5142, %outputs_5138, %outputs_5168) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_5172, %control_5173 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5170, %outputs_4316) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x?xf32>
      %outputs_5174, %control_5175 = tf_executor.island wraps "tf.Sum"(%outputs_5172, %outputs_1572#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x?xf32>, tensor<?xi32>) -> tensor<32x32x?xf32>
      %outputs_5176, %control_5177 = tf_executor.island wraps "tf.Reshape"(%outputs_5174, %outputs_1552) {device = ""} : (tensor<32x32x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5178, %control_5179 = tf_executor.island wraps "tf.Reshape"(%outputs_5176, %outputs_1574) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
      %outputs_5180, %control_5181 = tf_executor.island wraps "tf.Einsum"(%outputs_5178, %outputs_4626) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5182, %control_5183 = tf_executor.island wraps "tf.Reshape"(%outputs_5180, %outputs_1652) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5184, %control_5185 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5182, %outputs_3508) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5186, %control_5187 = tf_executor.island wraps "tf.Sum"(%outputs_5184, %outputs_1650#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5188, %control_5189 = tf_executor.island wraps "tf.Reshape"(%outputs_5186, %outputs_1630) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5190, %control_5191 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4610, %outputs_5182) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5192, %control_5193 = tf_executor.island wraps "tf.Sum"(%outputs_5190, %outputs_1650#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5194, %control_5195 = tf_executor.island wraps "tf.Reshape"(%outputs_5192, %outputs_1632) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5196, %control_5197 = tf_executor.island wraps "tf.Reshape"(%outputs_5194, %outputs_1654) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5198, %control_5199 = tf_executor.island wraps "tf.L2Loss"(%outputs_5196) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5200, %control_5201 = tf_executor.island wraps "tf.Einsum"(%outputs_5178, %outputs_4630) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5202, %control_5203 = tf_executor.island wraps "tf.Mul"(%outputs_5200, %outputs_4626) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5204, %control_5205 = tf_executor.island wraps "tf.Sum"(%outputs_5202, %outputs_1550) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
      %outputs_5206, %control_5207 = tf_executor.island wraps "tf.Sub"(%outputs_5200, %outputs_5204) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5208, %control_5209 = tf_executor.island wraps "tf.Mul"(%outputs_5206, %outputs_4626) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5210, %control_5211 = tf_executor.island wraps "tf.SelectV2"(%outputs_1186, %outputs_5208, %outputs_1656) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5212, %control_5213 = tf_executor.island wraps "tf.Mul"(%outputs_5210, %outputs_1126) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5214, %control_5215 = tf_executor.island wraps "tf.Einsum"(%outputs_5212, %outputs_4614) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5216, %control_5217 = tf_executor.island wraps "tf.Reshape"(%outputs_5214, %outputs_1626) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5218, %control_5219 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5216, %outputs_2294) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5220, %control_5221 = tf_executor.island wraps "tf.Sum"(%outputs_5218, %outputs_1624#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5222, %control_5223 = tf_executor.island wraps "tf.Reshape"(%outputs_5220, %outputs_1604) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5224, %control_5225 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4610, %outputs_5216) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5226, %control_5227 = tf_executor.island wraps "tf.Sum"(%outputs_5224, %outputs_1624#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5228, %control_5229 = tf_executor.island wraps "tf.Reshape"(%outputs_5226, %outputs_1606) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5230, %control_5231 = tf_executor.island wraps "tf.Reshape"(%outputs_5228, %outputs_1628) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5232, %control_5233 = tf_executor.island wraps "tf.L2Loss"(%outputs_5230) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5234, %control_5235 = tf_executor.island wraps "tf.Einsum"(%outputs_5212, %outputs_4618) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5236, %control_5237 = tf_executor.island wraps "tf.Reshape"(%outputs_5234, %outputs_1600) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5238, %control_5239 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5236, %outputs_4384) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5240, %control_5241 = tf_executor.island wraps "tf.Sum"(%outputs_5238, %outputs_1598#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5242, %control_5243 = tf_executor.island wraps "tf.Reshape"(%outputs_5240, %outputs_1578) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5244, %control_5245 = tf_executor.island wraps "tf.AddN"(%outputs_5170, %outputs_5188, %outputs_5222, %outputs_5242) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5246, %control_5247 = tf_executor.island wraps "tf.Sum"(%outputs_5244, %outputs_1988) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_5248, %control_5249 = tf_executor.island wraps "tf.Reshape"(%outputs_5246, %outputs_1986) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5250, %control_5251 = tf_executor.island wraps "tf.Reshape"(%outputs_5248, %outputs_1982) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5252, %control_5253 = tf_executor.island wraps "tf.L2Loss"(%outputs_5250) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5254, %control_5255 = tf_executor.island wraps "tf.Mul"(%outputs_5244, %outputs_4602) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5256, %control_5257 = tf_executor.island wraps "tf.Sum"(%outputs_5254, %outputs_2012) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5258, %control_5259 = tf_executor.island wraps "tf.Reshape"(%outputs_5256, %outputs_2010) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5260, %control_5261 = tf_executor.island wraps "tf.Neg"(%outputs_5258) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_5262, %control_5263 = tf_executor.island wraps "tf.Reshape"(%outputs_5260, %outputs_1994) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5264, %control_5265 = tf_executor.island wraps "tf.Tile"(%outputs_5262, %outputs_1998) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5266, %control_5267 = tf_executor.island wraps "tf.RealDiv"(%outputs_5264, %outputs_1990) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5268, %control_5269 = tf_executor.island wraps "tf.Mul"(%outputs_4590, %outputs_5244) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5270, %control_5271 = tf_executor.island wraps "tf.Mul"(%outputs_5244, %outputs_4602) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5272, %control_5273 = tf_executor.island wraps "tf.Mul"(%outputs_5244, %outputs_4586) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5274, %control_5275 = tf_executor.island wraps "tf.AddN"(%outputs_5272, %outputs_5268) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5276, %control_5277 = tf_executor.island wraps "tf.Mul"(%outputs_5274, %outputs_3996) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_5278, %control_5279 = tf_executor.island wraps "tf.Sum"(%outputs_5276, %outputs_2006) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5280, %control_5281 = tf_executor.island wraps "tf.Reshape"(%outputs_5278, %outputs_2002) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5282, %control_5283 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4600, %outputs_5280) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_5284, %control_5285 = tf_executor.island wraps "tf.Reshape"(%outputs_5282, %outputs_1996) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5286, %control_5287 = tf_executor.island wraps "tf.Tile"(%outputs_5284, %outputs_2000) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5288, %control_5289 = tf_executor.island wraps "tf.RealDiv"(%outputs_5286, %outputs_1992) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5290, %control_5291 = tf_executor.island(%control_5289) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_5292, %control_5293 = tf_executor.island wraps "tf.Mul"(%outputs_5290, %outputs_5288) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5294, %control_5295 = tf_executor.island(%control_5289) wraps "tf.Sub"(%outputs_4586, %outputs_4592) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5296, %control_5297 = tf_executor.island wraps "tf.Mul"(%outputs_5292, %outputs_5294) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5298, %control_5299 = tf_executor.island wraps "tf.AddN"(%outputs_5270, %outputs_5266, %outputs_5296) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_5300, %control_5301 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_5298) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
      %outputs_5302, %control_5303 = tf_executor.island wraps "tf.L2Loss"(%outputs_5300) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5304, %control_5305 = tf_executor.island wraps "tf.Reshape"(%outputs_5298, %outputs_1810) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_5306, %control_5307 = tf_executor.island wraps "tf.MatMul"(%outputs_5304, %outputs_3860) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_5308, %control_5309 = tf_executor.island wraps "tf.Reshape"(%outputs_5306, %outputs_1812) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_5310, %control_5311 = tf_executor.island wraps "tf.ReluGrad"(%outputs_5308, %outputs_4576) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_5312, %control_5313 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_5310) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
      %outputs_5314, %control_5315 = tf_executor.island wraps "tf.L2Loss"(%outputs_5312) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
      %outputs_5316, %control_5317 = tf_executor.island wraps "tf.Reshape"(%outputs_5310, %outputs_1794) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_5318, %control_5319 = tf_executor.island wraps "tf.MatMul"(%outputs_5316, %outputs_3812) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_5320, %control_5321 = tf_executor.island wraps "tf.Reshape"(%outputs_5318, %outputs_1796) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5322, %control_5323 = tf_executor.island wraps "tf.AddN"(%outputs_5298, %outputs_5320) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5324, %control_5325 = tf_executor.island wraps "tf.Sum"(%outputs_5322, %outputs_1860) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_5326, %control_5327 = tf_executor.island wraps "tf.Reshape"(%outputs_5324, %outputs_1858) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5328, %control_5329 = tf_executor.island wraps "tf.Reshape"(%outputs_5326, %outputs_1854) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5330, %control_5331 = tf_executor.island wraps "tf.L2Loss"(%outputs_5328) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5332, %control_5333 = tf_executor.island wraps "tf.Mul"(%outputs_5322, %outputs_4558) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5334, %control_5335 = tf_executor.island wraps "tf.Sum"(%outputs_5332, %outputs_1884) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5336, %control_5337 = tf_executor.island wraps "tf.Reshape"(%outputs_5334, %outputs_1882) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5338, %control_5339 = tf_executor.island wraps "tf.Neg"(%outputs_5336) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_5340, %control_5341 = tf_executor.island wraps "tf.Reshape"(%outputs_5338, %outputs_1866) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5342, %control_5343 = tf_executor.island wraps "tf.Tile"(%outputs_5340, %outputs_1870) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5344, %control_5345 = tf_executor.island wraps "tf.RealDiv"(%outputs_5342, %outputs_1862) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5346, %control_5347 = tf_executor.island wraps "tf.Mul"(%outputs_4546, %outputs_5322) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5348, %control_5349 = tf_executor.island wraps "tf.Mul"(%outputs_5322, %outputs_4558) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5350, %control_5351 = tf_executor.island wraps "tf.Mul"(%outputs_5322, %outputs_4542) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5352, %control_5353 = tf_executor.island wraps "tf.AddN"(%outputs_5350, %outputs_5346) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5354, %control_5355 = tf_executor.island wraps "tf.Mul"(%outputs_5352, %outputs_3924) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_5356, %control_5357 = tf_executor.island wraps "tf.Sum"(%outputs_5354, %outputs_1878) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5358, %control_5359 = tf_executor.island wraps "tf.Reshape"(%outputs_5356, %outputs_1874) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5360, %control_5361 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4556, %outputs_5358) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_5362, %control_5363 = tf_executor.island wraps "tf.Reshape"(%outputs_5360, %outputs_1868) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5364, %control_5365 = tf_executor.island wraps "tf.Tile"(%outputs_5362, %outputs_1872) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5366, %control_5367 = tf_executor.island wraps "tf.RealDiv"(%outputs_5364, %outputs_1864) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5368, %control_5369 = tf_executor.island(%control_5367) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_5370, %control_5371 = tf_executor.island wraps "tf.Mul"(%outputs_5368, %outputs_5366) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5372, %control_5373 = tf_executor.island(%control_5367) wraps "tf.Sub"(%outputs_4542, %outputs_4548) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5374, %control_5375 = tf_executor.island wraps "tf.Mul"(%outputs_5370, %outputs_5372) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5376, %control_5377 = tf_executor.island wraps "tf.AddN"(%outputs_5348, %outputs_5344, %outputs_5374) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_5378, %control_5379 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5376, %outputs_4044) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x?xf32>
      %outputs_5380, %control_5381 = tf_executor.island wraps "tf.Sum"(%outputs_5378, %outputs_1464#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x?xf32>, tensor<?xi32>) -> tensor<32x32x?xf32>
      %outputs_5382, %control_5383 = tf_executor.island wraps "tf.Reshape"(%outputs_5380, %outputs_1444) {device = ""} : (tensor<32x32x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5384, %control_5385 = tf_executor.island wraps "tf.Reshape"(%outputs_5382, %outputs_1466) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
      %outputs_5386, %control_5387 = tf_executor.island wraps "tf.Einsum"(%outputs_5384, %outputs_4530) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5388, %control_5389 = tf_executor.island wraps "tf.Reshape"(%outputs_5386, %outputs_1544) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5390, %control_5391 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5388, %outputs_4248) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5392, %control_5393 = tf_executor.island wraps "tf.Sum"(%outputs_5390, %outputs_1542#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5394, %control_5395 = tf_executor.island wraps "tf.Reshape"(%outputs_5392, %outputs_1522) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5396, %control_5397 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4514, %outputs_5388) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5398, %control_5399 = tf_executor.island wraps "tf.Sum"(%outputs_5396, %outputs_1542#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5400, %control_5401 = tf_executor.island wraps "tf.Reshape"(%outputs_5398, %outputs_1524) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5402, %control_5403 = tf_executor.island wraps "tf.Reshape"(%outputs_5400, %outputs_1546) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5404, %control_5405 = tf_executor.island wraps "tf.L2Loss"(%outputs_5402) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5406, %control_5407 = tf_executor.island wraps "tf.Einsum"(%outputs_5384, %outputs_4534) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5408, %control_5409 = tf_executor.island wraps "tf.Mul"(%outputs_5406, %outputs_4530) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5410, %control_5411 = tf_executor.island wraps "tf.Sum"(%outputs_5408, %outputs_1442) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
      %outputs_5412, %control_5413 = tf_executor.island wraps "tf.Sub"(%outputs_5406, %outputs_5410) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5414, %control_5415 = tf_executor.island wraps "tf.Mul"(%outputs_5412, %outputs_4530) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5416, %control_5417 = tf_executor.island wraps "tf.SelectV2"(%outputs_1120, %outputs_5414, %outputs_1548) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5418, %control_5419 = tf_executor.island wraps "tf.Mul"(%outputs_5416, %outputs_1060) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5420, %control_5421 = tf_executor.island wraps "tf.Einsum"(%outputs_5418, %outputs_4518) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5422, %control_5423 = tf_executor.island wraps "tf.Reshape"(%outputs_5420, %outputs_1518) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5424, %control_5425 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5422, %outputs_4180) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5426, %control_5427 = tf_executor.island wraps "tf.Sum"(%outputs_5424, %outputs_1516#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5428, %control_5429 = tf_executor.island wraps "tf.Reshape"(%outputs_5426, %outputs_1496) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5430, %control_5431 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4514, %outputs_5422) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5432, %control_5433 = tf_executor.island wraps "tf.Sum"(%outputs_5430, %outputs_1516#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5434, %control_5435 = tf_executor.island wraps "tf.Reshape"(%outputs_5432, %outputs_1498) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5436, %control_5437 = tf_executor.island wraps "tf.Reshape"(%outputs_5434, %outputs_1520) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5438, %control_5439 = tf_executor.island wraps "tf.L2Loss"(%outputs_5436) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5440, %control_5441 = tf_executor.island wraps "tf.Einsum"(%outputs_5418, %outputs_4522) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5442, %control_5443 = tf_executor.island wraps "tf.Reshape"(%outputs_5440, %outputs_1492) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5444, %control_5445 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5442, %outputs_4112) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5446, %control_5447 = tf_executor.island wraps "tf.Sum"(%outputs_5444, %outputs_1490#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5448, %control_5449 = tf_executor.island wraps "tf.Reshape"(%outputs_5446, %outputs_1470) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5450, %control_5451 = tf_executor.island wraps "tf.AddN"(%outputs_5376, %outputs_5394, %outputs_5428, %outputs_5448) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5452, %control_5453 = tf_executor.island wraps "tf.Sum"(%outputs_5450, %outputs_1956) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_5454, %control_5455 = tf_executor.island wraps "tf.Reshape"(%outputs_5452, %outputs_1954) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5456, %control_5457 = tf_executor.island wraps "tf.Reshape"(%outputs_5454, %outputs_1950) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5458, %control_5459 = tf_executor.island wraps "tf.L2Loss"(%outputs_5456) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5460, %control_5461 = tf_executor.island wraps "tf.Mul"(%outputs_5450, %outputs_4506) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5462, %control_5463 = tf_executor.island wraps "tf.Sum"(%outputs_5460, %outputs_1980) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5464, %control_5465 = tf_executor.island wraps "tf.Reshape"(%outputs_5462, %outputs_1978) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5466, %control_5467 = tf_executor.island wraps "tf.Neg"(%outputs_5464) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_5468, %control_5469 = tf_executor.island wraps "tf.Reshape"(%outputs_5466, %outputs_1962) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5470, %control_5471 = tf_executor.island wraps "tf.Tile"(%outputs_5468, %outputs_1966) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5472, %control_5473 = tf_executor.island wraps "tf.RealDiv"(%outputs_5470, %outputs_1958) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5474, %control_5475 = tf_executor.island wraps "tf.Mul"(%outputs_4494, %outputs_5450) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5476, %control_5477 = tf_executor.island wraps "tf.Mul"(%outputs_5450, %outputs_4506) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5478, %control_5479 = tf_executor.island wraps "tf.Mul"(%outputs_5450, %outputs_4490) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5480, %control_5481 = tf_executor.island wraps "tf.AddN"(%outputs_5478, %outputs_5474) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5482, %control_5483 = tf_executor.island wraps "tf.Mul"(%outputs_5480, %outputs_3980) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_5484, %control_5485 = tf_executor.island wraps "tf.Sum"(%outputs_5482, %outputs_1974) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5486, %control_5487 = tf_executor.island wraps "tf.Reshape"(%outputs_5484, %outputs_1970) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5488, %control_5489 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4504, %outputs_5486) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_5490, %control_5491 = tf_executor.island wraps "tf.Reshape"(%outputs_5488, %outputs_1964) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5492, %control_5493 = tf_executor.island wraps "tf.Tile"(%outputs_5490, %outputs_1968) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5494, %control_5495 = tf_executor.island wraps "tf.RealDiv"(%outputs_5492, %outputs_1960) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5496, %control_5497 = tf_executor.island(%control_5495) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_5498, %control_5499 = tf_executor.island wraps "tf.Mul"(%outputs_5496, %outputs_5494) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5500, %control_5501 = tf_executor.island(%control_5495) wraps "tf.Sub"(%outputs_4490, %outputs_4496) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5502, %control_5503 = tf_executor.island wraps "tf.Mul"(%outputs_5498, %outputs_5500) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5504, %control_5505 = tf_executor.island wraps "tf.AddN"(%outputs_5476, %outputs_5472, %outputs_5502) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_5506, %control_5507 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_5504) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
      %outputs_5508, %control_5509 = tf_executor.island wraps "tf.L2Loss"(%outputs_5506) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5510, %control_5511 = tf_executor.island wraps "tf.Reshape"(%outputs_5504, %outputs_1806) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_5512, %control_5513 = tf_executor.island wraps "tf.MatMul"(%outputs_5510, %outputs_3848) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_5514, %control_5515 = tf_executor.island wraps "tf.Reshape"(%outputs_5512, %outputs_1808) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
      %outputs_5516, %control_5517 = tf_executor.island wraps "tf.ReluGrad"(%outputs_5514, %outputs_4480) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
      %outputs_5518, %control_5519 = tf_executor.island wraps "tf.BiasAddGrad"(%outputs_5516) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
      %outputs_5520, %control_5521 = tf_executor.island wraps "tf.L2Loss"(%outputs_5518) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
      %outputs_5522, %control_5523 = tf_executor.island wraps "tf.Reshape"(%outputs_5516, %outputs_1790) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
      %outputs_5524, %control_5525 = tf_executor.island wraps "tf.MatMul"(%outputs_5522, %outputs_3792) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<*xf32>) -> tensor<1024x?xf32>
      %outputs_5526, %control_5527 = tf_executor.island wraps "tf.Reshape"(%outputs_5524, %outputs_1792) {device = ""} : (tensor<1024x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5528, %control_5529 = tf_executor.island wraps "tf.AddN"(%outputs_5504, %outputs_5526) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5530, %control_5531 = tf_executor.island wraps "tf.Sum"(%outputs_5528, %outputs_1828) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
      %outputs_5532, %control_5533 = tf_executor.island wraps "tf.Reshape"(%outputs_5530, %outputs_1826) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5534, %control_5535 = tf_executor.island wraps "tf.Reshape"(%outputs_5532, %outputs_1822) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5536, %control_5537 = tf_executor.island wraps "tf.L2Loss"(%outputs_5534) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5538, %control_5539 = tf_executor.island wraps "tf.Mul"(%outputs_5528, %outputs_4462) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5540, %control_5541 = tf_executor.island wraps "tf.Sum"(%outputs_5538, %outputs_1852) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5542, %control_5543 = tf_executor.island wraps "tf.Reshape"(%outputs_5540, %outputs_1850) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5544, %control_5545 = tf_executor.island wraps "tf.Neg"(%outputs_5542) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
      %outputs_5546, %control_5547 = tf_executor.island wraps "tf.Reshape"(%outputs_5544, %outputs_1834) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5548, %control_5549 = tf_executor.island wraps "tf.Tile"(%outputs_5546, %outputs_1838) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5550, %control_5551 = tf_executor.island wraps "tf.RealDiv"(%outputs_5548, %outputs_1830) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5552, %control_5553 = tf_executor.island wraps "tf.Mul"(%outputs_4450, %outputs_5528) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5554, %control_5555 = tf_executor.island wraps "tf.Mul"(%outputs_5528, %outputs_4462) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5556, %control_5557 = tf_executor.island wraps "tf.Mul"(%outputs_5528, %outputs_4446) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5558, %control_5559 = tf_executor.island wraps "tf.AddN"(%outputs_5556, %outputs_5552) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5560, %control_5561 = tf_executor.island wraps "tf.Mul"(%outputs_5558, %outputs_3908) {device = ""} : (tensor<*xf32>, tensor<1x1x256xf32>) -> tensor<*xf32>
      %outputs_5562, %control_5563 = tf_executor.island wraps "tf.Sum"(%outputs_5560, %outputs_1846) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<1xi32>) -> tensor<*xf32>
      %outputs_5564, %control_5565 = tf_executor.island wraps "tf.Reshape"(%outputs_5562, %outputs_1842) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5566, %control_5567 = tf_executor.island wraps "tf.RsqrtGrad"(%outputs_4460, %outputs_5564) {device = ""} : (tensor<*xf32>, tensor<32x32x1xf32>) -> tensor<*xf32>
      %outputs_5568, %control_5569 = tf_executor.island wraps "tf.Reshape"(%outputs_5566, %outputs_1836) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
      %outputs_5570, %control_5571 = tf_executor.island wraps "tf.Tile"(%outputs_5568, %outputs_1840) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5572, %control_5573 = tf_executor.island wraps "tf.RealDiv"(%outputs_5570, %outputs_1832) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5574, %control_5575 = tf_executor.island(%control_5573) wraps "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
      %outputs_5576, %control_5577 = tf_executor.island wraps "tf.Mul"(%outputs_5574, %outputs_5572) {device = ""} : (tensor<f32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5578, %control_5579 = tf_executor.island(%control_5573) wraps "tf.Sub"(%outputs_4446, %outputs_4452) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5580, %control_5581 = tf_executor.island wraps "tf.Mul"(%outputs_5576, %outputs_5578) {device = ""} : (tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5582, %control_5583 = tf_executor.island wraps "tf.AddN"(%outputs_5554, %outputs_5550, %outputs_5580) {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>, tensor<*xf32>) -> tensor<32x32x256xf32>
      %outputs_5584, %control_5585 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5582, %outputs_4392) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?x256xf32>) -> tensor<32x32x?xf32>
      %outputs_5586, %control_5587 = tf_executor.island wraps "tf.Sum"(%outputs_5584, %outputs_1356#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x?xf32>, tensor<?xi32>) -> tensor<32x32x?xf32>
      %outputs_5588, %control_5589 = tf_executor.island wraps "tf.Reshape"(%outputs_5586, %outputs_1336) {device = ""} : (tensor<32x32x?xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5590, %control_5591 = tf_executor.island wraps "tf.Reshape"(%outputs_5588, %outputs_1358) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
      %outputs_5592, %control_5593 = tf_executor.island wraps "tf.Einsum"(%outputs_5590, %outputs_4434) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5594, %control_5595 = tf_executor.island wraps "tf.Reshape"(%outputs_5592, %outputs_1436) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5596, %control_5597 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5594, %outputs_3956) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5598, %control_5599 = tf_executor.island wraps "tf.Sum"(%outputs_5596, %outputs_1434#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5600, %control_5601 = tf_executor.island wraps "tf.Reshape"(%outputs_5598, %outputs_1414) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5602, %control_5603 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4418, %outputs_5594) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5604, %control_5605 = tf_executor.island wraps "tf.Sum"(%outputs_5602, %outputs_1434#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5606, %control_5607 = tf_executor.island wraps "tf.Reshape"(%outputs_5604, %outputs_1416) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5608, %control_5609 = tf_executor.island wraps "tf.Reshape"(%outputs_5606, %outputs_1438) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5610, %control_5611 = tf_executor.island wraps "tf.L2Loss"(%outputs_5608) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5612, %control_5613 = tf_executor.island wraps "tf.Einsum"(%outputs_5590, %outputs_4438) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5614, %control_5615 = tf_executor.island wraps "tf.Mul"(%outputs_5612, %outputs_4434) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5616, %control_5617 = tf_executor.island wraps "tf.Sum"(%outputs_5614, %outputs_1334) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
      %outputs_5618, %control_5619 = tf_executor.island wraps "tf.Sub"(%outputs_5612, %outputs_5616) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5620, %control_5621 = tf_executor.island wraps "tf.Mul"(%outputs_5618, %outputs_4434) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
      %outputs_5622, %control_5623 = tf_executor.island wraps "tf.SelectV2"(%outputs_1054, %outputs_5620, %outputs_1440) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5624, %control_5625 = tf_executor.island wraps "tf.Mul"(%outputs_5622, %outputs_994) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
      %outputs_5626, %control_5627 = tf_executor.island wraps "tf.Einsum"(%outputs_5624, %outputs_4422) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5628, %control_5629 = tf_executor.island wraps "tf.Reshape"(%outputs_5626, %outputs_1410) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5630, %control_5631 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5628, %outputs_3874) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5632, %control_5633 = tf_executor.island wraps "tf.Sum"(%outputs_5630, %outputs_1408#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5634, %control_5635 = tf_executor.island wraps "tf.Reshape"(%outputs_5632, %outputs_1388) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5636, %control_5637 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4418, %outputs_5628) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5638, %control_5639 = tf_executor.island wraps "tf.Sum"(%outputs_5636, %outputs_1408#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5640, %control_5641 = tf_executor.island wraps "tf.Reshape"(%outputs_5638, %outputs_1390) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5642, %control_5643 = tf_executor.island wraps "tf.Reshape"(%outputs_5640, %outputs_1412) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5644, %control_5645 = tf_executor.island wraps "tf.L2Loss"(%outputs_5642) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5646, %control_5647 = tf_executor.island wraps "tf.Einsum"(%outputs_5624, %outputs_4426) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<?x32x8x32xf32>) -> tensor<32x32x8x32xf32>
      %outputs_5648, %control_5649 = tf_executor.island wraps "tf.Reshape"(%outputs_5646, %outputs_1384) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5650, %control_5651 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_5648, %outputs_3806) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x?xf32>) -> tensor<32x32x256xf32>
      %outputs_5652, %control_5653 = tf_executor.island wraps "tf.Sum"(%outputs_5650, %outputs_1382#0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<?xi32>) -> tensor<32x32x256xf32>
      %outputs_5654, %control_5655 = tf_executor.island wraps "tf.Reshape"(%outputs_5652, %outputs_1362) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
      %outputs_5656, %control_5657 = tf_executor.island wraps "tf.AddN"(%outputs_5582, %outputs_5600, %outputs_5634, %outputs_5654) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
      %outputs_5658, %control_5659 = tf_executor.island wraps "tf.Sum"(%outputs_5656, %outputs_1332) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<1x32x256xf32>
      %outputs_5660, %control_5661 = tf_executor.island wraps "tf.Reshape"(%outputs_5658, %outputs_1330) {device = ""} : (tensor<1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %outputs_5662, %control_5663 = tf_executor.island wraps "tf.Reshape"(%outputs_5660, %outputs_2100) {device = ""} : (tensor<32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %outputs_5664, %control_5665 = tf_executor.island wraps "tf.L2Loss"(%outputs_5662) {device = ""} : (tensor<32x256xf32>) -> tensor<f32>
      %outputs_5666, %control_5667 = tf_executor.island wraps "tf.Mul"(%outputs_5656, %outputs_2116) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
      %outputs_5668, %control_5669 = tf_executor.island wraps "tf.Reshape"(%outputs_5666, %outputs_1788) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %outputs_5670, %control_5671 = tf_executor.island wraps "tf.L2Loss"(%outputs_5668) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
      %outputs_5672, %control_5673 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4418, %outputs_5648) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5674, %control_5675 = tf_executor.island wraps "tf.Sum"(%outputs_5672, %outputs_1382#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5676, %control_5677 = tf_executor.island wraps "tf.Reshape"(%outputs_5674, %outputs_1364) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5678, %control_5679 = tf_executor.island wraps "tf.Reshape"(%outputs_5676, %outputs_1386) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5680, %control_5681 = tf_executor.island wraps "tf.L2Loss"(%outputs_5678) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5682, %control_5683 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4442, %outputs_5582) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
      %outputs_5684, %control_5685 = tf_executor.island wraps "tf.Sum"(%outputs_5682, %outputs_1356#1) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<?xi32>) -> tensor<256x256xf32>
      %outputs_5686, %control_5687 = tf_executor.island wraps "tf.Reshape"(%outputs_5684, %outputs_1338) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5688, %control_5689 = tf_executor.island wraps "tf.Reshape"(%outputs_5686, %outputs_1360) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %outputs_5690, %control_5691 = tf_executor.island wraps "tf.L2Loss"(%outputs_5688) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
      %outputs_5692, %control_5693 = tf_executor.island wraps "tf.Mul"(%outputs_4460, %outputs_5558) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5694, %control_5695 = tf_executor.island wraps "tf.Sum"(%outputs_5692, %outputs_1848) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5696, %control_5697 = tf_executor.island wraps "tf.Reshape"(%outputs_5694, %outputs_1844) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5698, %control_5699 = tf_executor.island wraps "tf.Reshape"(%outputs_5696, %outputs_1824) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5700, %control_5701 = tf_executor.island wraps "tf.L2Loss"(%outputs_5698) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5702, %control_5703 = tf_executor.island wraps "tf.MatMul"(%outputs_4472, %outputs_5522) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      %outputs_5704, %control_5705 = tf_executor.island wraps "tf.L2Loss"(%outputs_5702) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
      %outputs_5706, %control_5707 = tf_executor.island wraps "tf.MatMul"(%outputs_4482, %outputs_5510) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5708, %control_5709 = tf_executor.island wraps "tf.L2Loss"(%outputs_5706) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
      %outputs_5710, %control_5711 = tf_executor.island wraps "tf.Mul"(%outputs_4504, %outputs_5480) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5712, %control_5713 = tf_executor.island wraps "tf.Sum"(%outputs_5710, %outputs_1976) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5714, %control_5715 = tf_executor.island wraps "tf.Reshape"(%outputs_5712, %outputs_1972) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5716, %control_5717 = tf_executor.island wraps "tf.Reshape"(%outputs_5714, %outputs_1952) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5718, %control_5719 = tf_executor.island wraps "tf.L2Loss"(%outputs_5716) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5720, %control_5721 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4514, %outputs_5442) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5722, %control_5723 = tf_executor.island wraps "tf.Sum"(%outputs_5720, %outputs_1490#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5724, %control_5725 = tf_executor.island wraps "tf.Reshape"(%outputs_5722, %outputs_1472) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5726, %control_5727 = tf_executor.island wraps "tf.Reshape"(%outputs_5724, %outputs_1494) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5728, %control_5729 = tf_executor.island wraps "tf.L2Loss"(%outputs_5726) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5730, %control_5731 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4538, %outputs_5376) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
      %outputs_5732, %control_5733 = tf_executor.island wraps "tf.Sum"(%outputs_5730, %outputs_1464#1) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<?xi32>) -> tensor<256x256xf32>
      %outputs_5734, %control_5735 = tf_executor.island wraps "tf.Reshape"(%outputs_5732, %outputs_1446) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5736, %control_5737 = tf_executor.island wraps "tf.Reshape"(%outputs_5734, %outputs_1468) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %outputs_5738, %control_5739 = tf_executor.island wraps "tf.L2Loss"(%outputs_5736) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
      %outputs_5740, %control_5741 = tf_executor.island wraps "tf.Mul"(%outputs_4556, %outputs_5352) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5742, %control_5743 = tf_executor.island wraps "tf.Sum"(%outputs_5740, %outputs_1880) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5744, %control_5745 = tf_executor.island wraps "tf.Reshape"(%outputs_5742, %outputs_1876) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5746, %control_5747 = tf_executor.island wraps "tf.Reshape"(%outputs_5744, %outputs_1856) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5748, %control_5749 = tf_executor.island wraps "tf.L2Loss"(%outputs_5746) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5750, %control_5751 = tf_executor.island wraps "tf.MatMul"(%outputs_4568, %outputs_5316) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      %outputs_5752, %control_5753 = tf_executor.island wraps "tf.L2Loss"(%outputs_5750) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
      %outputs_5754, %control_5755 = tf_executor.island wraps "tf.MatMul"(%outputs_4578, %outputs_5304) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5756, %control_5757 = tf_executor.island wraps "tf.L2Loss"(%outputs_5754) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
      %outputs_5758, %control_5759 = tf_executor.island wraps "tf.Mul"(%outputs_4600, %outputs_5274) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5760, %control_5761 = tf_executor.island wraps "tf.Sum"(%outputs_5758, %outputs_2008) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5762, %control_5763 = tf_executor.island wraps "tf.Reshape"(%outputs_5760, %outputs_2004) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5764, %control_5765 = tf_executor.island wraps "tf.Reshape"(%outputs_5762, %outputs_1984) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5766, %control_5767 = tf_executor.island wraps "tf.L2Loss"(%outputs_5764) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5768, %control_5769 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4610, %outputs_5236) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5770, %control_5771 = tf_executor.island wraps "tf.Sum"(%outputs_5768, %outputs_1598#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5772, %control_5773 = tf_executor.island wraps "tf.Reshape"(%outputs_5770, %outputs_1580) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5774, %control_5775 = tf_executor.island wraps "tf.Reshape"(%outputs_5772, %outputs_1602) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5776, %control_5777 = tf_executor.island wraps "tf.L2Loss"(%outputs_5774) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5778, %control_5779 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4634, %outputs_5170) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
      %outputs_5780, %control_5781 = tf_executor.island wraps "tf.Sum"(%outputs_5778, %outputs_1572#1) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<?xi32>) -> tensor<256x256xf32>
      %outputs_5782, %control_5783 = tf_executor.island wraps "tf.Reshape"(%outputs_5780, %outputs_1554) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5784, %control_5785 = tf_executor.island wraps "tf.Reshape"(%outputs_5782, %outputs_1576) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %outputs_5786, %control_5787 = tf_executor.island wraps "tf.L2Loss"(%outputs_5784) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
      %outputs_5788, %control_5789 = tf_executor.island wraps "tf.Mul"(%outputs_4652, %outputs_5146) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5790, %control_5791 = tf_executor.island wraps "tf.Sum"(%outputs_5788, %outputs_1912) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5792, %control_5793 = tf_executor.island wraps "tf.Reshape"(%outputs_5790, %outputs_1908) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5794, %control_5795 = tf_executor.island wraps "tf.Reshape"(%outputs_5792, %outputs_1888) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5796, %control_5797 = tf_executor.island wraps "tf.L2Loss"(%outputs_5794) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5798, %control_5799 = tf_executor.island wraps "tf.MatMul"(%outputs_4664, %outputs_5110) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      %outputs_5800, %control_5801 = tf_executor.island wraps "tf.L2Loss"(%outputs_5798) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
      %outputs_5802, %control_5803 = tf_executor.island wraps "tf.MatMul"(%outputs_4674, %outputs_5098) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5804, %control_5805 = tf_executor.island wraps "tf.L2Loss"(%outputs_5802) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
      %outputs_5806, %control_5807 = tf_executor.island wraps "tf.Mul"(%outputs_4696, %outputs_5068) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5808, %control_5809 = tf_executor.island wraps "tf.Sum"(%outputs_5806, %outputs_2040) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5810, %control_5811 = tf_executor.island wraps "tf.Reshape"(%outputs_5808, %outputs_2036) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5812, %control_5813 = tf_executor.island wraps "tf.Reshape"(%outputs_5810, %outputs_2016) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5814, %control_5815 = tf_executor.island wraps "tf.L2Loss"(%outputs_5812) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5816, %control_5817 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4706, %outputs_5030) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<*xf32>, tensor<32x32x256xf32>) -> tensor<*xf32>
      %outputs_5818, %control_5819 = tf_executor.island wraps "tf.Sum"(%outputs_5816, %outputs_1706#1) <{keep_dims = false}> {device = ""} : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
      %outputs_5820, %control_5821 = tf_executor.island wraps "tf.Reshape"(%outputs_5818, %outputs_1688) {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5822, %control_5823 = tf_executor.island wraps "tf.Reshape"(%outputs_5820, %outputs_1710) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %outputs_5824, %control_5825 = tf_executor.island wraps "tf.L2Loss"(%outputs_5822) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
      %outputs_5826, %control_5827 = tf_executor.island wraps "tf.BatchMatMulV2"(%outputs_4730, %outputs_4964) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
      %outputs_5828, %control_5829 = tf_executor.island wraps "tf.Sum"(%outputs_5826, %outputs_1680#1) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<?xi32>) -> tensor<256x256xf32>
      %outputs_5830, %control_5831 = tf_executor.island wraps "tf.Reshape"(%outputs_5828, %outputs_1662) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
      %outputs_5832, %control_5833 = tf_executor.island wraps "tf.Reshape"(%outputs_5830, %outputs_1684) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %outputs_5834, %control_5835 = tf_executor.island wraps "tf.L2Loss"(%outputs_5832) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
      %outputs_5836, %control_5837 = tf_executor.island wraps "tf.Mul"(%outputs_4748, %outputs_4940) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5838, %control_5839 = tf_executor.island wraps "tf.Sum"(%outputs_5836, %outputs_1944) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5840, %control_5841 = tf_executor.island wraps "tf.Reshape"(%outputs_5838, %outputs_1940) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5842, %control_5843 = tf_executor.island wraps "tf.Reshape"(%outputs_5840, %outputs_1920) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5844, %control_5845 = tf_executor.island wraps "tf.L2Loss"(%outputs_5842) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5846, %control_5847 = tf_executor.island wraps "tf.MatMul"(%outputs_4760, %outputs_4904) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      %outputs_5848, %control_5849 = tf_executor.island wraps "tf.L2Loss"(%outputs_5846) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
      %outputs_5850, %control_5851 = tf_executor.island wraps "tf.MatMul"(%outputs_4770, %outputs_4892) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5852, %control_5853 = tf_executor.island wraps "tf.L2Loss"(%outputs_5850) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
      %outputs_5854, %control_5855 = tf_executor.island wraps "tf.Mul"(%outputs_4792, %outputs_4862) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5856, %control_5857 = tf_executor.island wraps "tf.Sum"(%outputs_5854, %outputs_2072) <{keep_dims = true}> {device = ""} : (tensor<*xf32>, tensor<2xi32>) -> tensor<*xf32>
      %outputs_5858, %control_5859 = tf_executor.island wraps "tf.Reshape"(%outputs_5856, %outputs_2068) {device = ""} : (tensor<*xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
      %outputs_5860, %control_5861 = tf_executor.island wraps "tf.Reshape"(%outputs_5858, %outputs_2048) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %outputs_5862, %control_5863 = tf_executor.island wraps "tf.L2Loss"(%outputs_5860) {device = ""} : (tensor<256xf32>) -> tensor<f32>
      %outputs_5864, %control_5865 = tf_executor.island wraps "tf.MatMul"(%outputs_4804, %outputs_4828) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x16384xf32>) -> tensor<256x16384xf32>
      %outputs_5866, %control_5867 = tf_executor.island wraps "tf.L2Loss"(%outputs_5864) {device = ""} : (tensor<256x16384xf32>) -> tensor<f32>
      %outputs_5868, %control_5869 = tf_executor.island wraps "tf.Pack"(%outputs_5670, %outputs_5664, %outputs_5644, %outputs_5680, %outputs_5610, %outputs_5690, %outputs_5700, %outputs_5536, %outputs_5704, %outputs_5520, %outputs_5708, %outputs_5508, %outputs_5718, %outputs_5458, %outputs_5438, %outputs_5728, %outputs_5404, %outputs_5738, %outputs_5748, %outputs_5330, %outputs_5752, %outputs_5314, %outputs_5756, %outputs_5302, %outputs_5766, %outputs_5252, %outputs_5232, %outputs_5776, %outputs_5198, %outputs_5786, %outputs_5796, %outputs_5124, %outputs_5800, %outputs_5108, %outputs_5804, %outputs_5096, %outputs_5814, %outputs_5046, %outputs_5026, %outputs_5824, %outputs_4992, %outputs_5834, %outputs_5844, %outputs_4918, %outputs_5848, %outputs_4902, %outputs_5852, %outputs_4890, %outputs_5862, %outputs_4840, %outputs_5866, %outputs_4826) <{axis = 0 : i64}> {device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<52xf32>
      %outputs_5870, %control_5871 = tf_executor.island wraps "tf.Sum"(%outputs_5868, %outputs_1314) <{keep_dims = false}> {device = ""} : (tensor<52xf32>, tensor<1xi32>) -> tensor<f32>
      %outputs_5872, %control_5873 = tf_executor.island wraps "tf.Mul"(%outputs_5870, %outputs_1316) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %outputs_5874, %control_5875 = tf_executor.island wraps "tf.Sqrt"(%outputs_5872) {device = ""} : (tensor<f32>) -> tensor<f32>
      %outputs_5876, %control_5877 = tf_executor.island wraps "tf.Sub"(%outputs_5874, %outputs_5874) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %outputs_5878, %control_5879 = tf_executor.island wraps "tf.RealDiv"(%outputs_1262, %outputs_5874) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %outputs_5880, %control_5881 = tf_executor.island wraps "tf.Minimum"(%outputs_5878, %outputs_1266) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %outputs_5882, %control_5883 = tf_executor.island wraps "tf.Mul"(%outputs_1260, %outputs_5880) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %outputs_5884, %control_5885 = tf_executor.island wraps "tf.AddV2"(%outputs_5882, %outputs_5876) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %outputs_5886, %control_5887 = tf_executor.island wraps "tf.Mul"(%outputs_5668, %outputs_5884) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
      %outputs_5888, %control_5889 = tf_executor.island wraps "tf.Identity"(%outputs_5886) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5890, %control_5891 = tf_executor.island wraps "tf.Square"(%outputs_5888) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5892, %control_5893 = tf_executor.island wraps "tf.UnsortedSegmentSum"(%outputs_5890, %outputs_2112, %outputs_1772) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
      %outputs_5894, %control_5895 = tf_executor.island wraps "tf.Sub"(%outputs_5892, %outputs_4284) {device = ""} : (tensor<16384x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5896, %control_5897 = tf_executor.island wraps "tf.Mul"(%outputs_5894, %outputs_522) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5898, %control_5899 = tf_executor.island(%control_4285) wraps "tf.AddV2"(%outputs_4282, %outputs_5896) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5900, %control_5901 = tf_executor.island(%control_5899) wraps "tf.Identity"(%outputs_5898) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5902, %control_5903 = tf_executor.island wraps "tf.Sqrt"(%outputs_5900) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5904, %control_5905 = tf_executor.island wraps "tf.AddV2"(%outputs_5902, %outputs_570) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5906, %control_5907 = tf_executor.island wraps "tf.UnsortedSegmentSum"(%outputs_5888, %outputs_2112, %outputs_1770) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
      %outputs_5908, %control_5909 = tf_executor.island wraps "tf.Sub"(%outputs_5906, %outputs_4278) {device = ""} : (tensor<16384x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5910, %control_5911 = tf_executor.island wraps "tf.Mul"(%outputs_5908, %outputs_246) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5912, %control_5913 = tf_executor.island(%control_4279) wraps "tf.AddV2"(%outputs_4276, %outputs_5910) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5914, %control_5915 = tf_executor.island(%control_5913) wraps "tf.Identity"(%outputs_5912) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5916, %control_5917 = tf_executor.island wraps "tf.Mul"(%outputs_5914, %outputs_3194) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5918, %control_5919 = tf_executor.island wraps "tf.RealDiv"(%outputs_5916, %outputs_5904) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5920, %control_5921 = tf_executor.island(%control_3781, %control_3775) wraps "tf.Sub"(%outputs_3772, %outputs_5918) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5922, %control_5923 = tf_executor.island wraps "tf.Mul"(%outputs_5518, %outputs_5884) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %outputs_5924, %control_5925 = tf_executor.island wraps "tf.Identity"(%outputs_5922) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_5926, %control_5927 = tf_executor.island wraps "tf.Square"(%outputs_5924) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_5928, %control_5929 = tf_executor.island wraps "tf.Sub"(%outputs_5926, %outputs_4296) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5930, %control_5931 = tf_executor.island wraps "tf.Mul"(%outputs_5928, %outputs_592) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5932, %control_5933 = tf_executor.island(%control_4297) wraps "tf.AddV2"(%outputs_4294, %outputs_5930) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5934, %control_5935 = tf_executor.island(%control_5933) wraps "tf.Identity"(%outputs_5932) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5936, %control_5937 = tf_executor.island wraps "tf.Sqrt"(%outputs_5934) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5938, %control_5939 = tf_executor.island wraps "tf.AddV2"(%outputs_5936, %outputs_594) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5940, %control_5941 = tf_executor.island wraps "tf.Sub"(%outputs_5924, %outputs_4290) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5942, %control_5943 = tf_executor.island wraps "tf.Mul"(%outputs_5940, %outputs_590) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5944, %control_5945 = tf_executor.island(%control_4291) wraps "tf.AddV2"(%outputs_4288, %outputs_5942) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5946, %control_5947 = tf_executor.island(%control_5945) wraps "tf.Identity"(%outputs_5944) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5948, %control_5949 = tf_executor.island wraps "tf.Mul"(%outputs_5946, %outputs_3452) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5950, %control_5951 = tf_executor.island wraps "tf.RealDiv"(%outputs_5948, %outputs_5938) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5952, %control_5953 = tf_executor.island(%control_3787) wraps "tf.Sub"(%outputs_3784, %outputs_5950) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5954, %control_5955 = tf_executor.island wraps "tf.Mul"(%outputs_5706, %outputs_5884) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
      %outputs_5956, %control_5957 = tf_executor.island wraps "tf.Identity"(%outputs_5954) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5958, %control_5959 = tf_executor.island wraps "tf.Square"(%outputs_5956) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_5960, %control_5961 = tf_executor.island wraps "tf.Sub"(%outputs_5958, %outputs_2262) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5962, %control_5963 = tf_executor.island wraps "tf.Mul"(%outputs_5960, %outputs_606) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5964, %control_5965 = tf_executor.island(%control_2263) wraps "tf.AddV2"(%outputs_2260, %outputs_5962) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5966, %control_5967 = tf_executor.island(%control_5965) wraps "tf.Identity"(%outputs_5964) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5968, %control_5969 = tf_executor.island wraps "tf.Sqrt"(%outputs_5966) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5970, %control_5971 = tf_executor.island wraps "tf.AddV2"(%outputs_5968, %outputs_608) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5972, %control_5973 = tf_executor.island wraps "tf.Sub"(%outputs_5956, %outputs_2256) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5974, %control_5975 = tf_executor.island wraps "tf.Mul"(%outputs_5972, %outputs_604) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5976, %control_5977 = tf_executor.island(%control_2257) wraps "tf.AddV2"(%outputs_2254, %outputs_5974) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5978, %control_5979 = tf_executor.island(%control_5977) wraps "tf.Identity"(%outputs_5976) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_5980, %control_5981 = tf_executor.island wraps "tf.Mul"(%outputs_5978, %outputs_3458) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5982, %control_5983 = tf_executor.island wraps "tf.RealDiv"(%outputs_5980, %outputs_5970) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5984, %control_5985 = tf_executor.island(%control_3849) wraps "tf.Sub"(%outputs_3846, %outputs_5982) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5986, %control_5987 = tf_executor.island wraps "tf.Mul"(%outputs_5506, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_5988, %control_5989 = tf_executor.island wraps "tf.Identity"(%outputs_5986) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_5990, %control_5991 = tf_executor.island wraps "tf.Square"(%outputs_5988) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_5992, %control_5993 = tf_executor.island wraps "tf.Sub"(%outputs_5990, %outputs_2250) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5994, %control_5995 = tf_executor.island wraps "tf.Mul"(%outputs_5992, %outputs_616) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_5996, %control_5997 = tf_executor.island(%control_2251) wraps "tf.AddV2"(%outputs_2248, %outputs_5994) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_5998, %control_5999 = tf_executor.island(%control_5997) wraps "tf.Identity"(%outputs_5996) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6000, %control_6001 = tf_executor.island wraps "tf.Sqrt"(%outputs_5998) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6002, %control_6003 = tf_executor.island wraps "tf.AddV2"(%outputs_6000, %outputs_618) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6004, %control_6005 = tf_executor.island wraps "tf.Sub"(%outputs_5988, %outputs_2244) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6006, %control_6007 = tf_executor.island wraps "tf.Mul"(%outputs_6004, %outputs_614) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6008, %control_6009 = tf_executor.island(%control_2245) wraps "tf.AddV2"(%outputs_2242, %outputs_6006) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6010, %control_6011 = tf_executor.island(%control_6009) wraps "tf.Identity"(%outputs_6008) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6012, %control_6013 = tf_executor.island wraps "tf.Mul"(%outputs_6010, %outputs_3464) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6014, %control_6015 = tf_executor.island wraps "tf.RealDiv"(%outputs_6012, %outputs_6002) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6016, %control_6017 = tf_executor.island(%control_3843) wraps "tf.Sub"(%outputs_3840, %outputs_6014) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6018, %control_6019 = tf_executor.island wraps "tf.Mul"(%outputs_5716, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6020, %control_6021 = tf_executor.island wraps "tf.Identity"(%outputs_6018) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6022, %control_6023 = tf_executor.island wraps "tf.Square"(%outputs_6020) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6024, %control_6025 = tf_executor.island wraps "tf.Sub"(%outputs_6022, %outputs_3636) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6026, %control_6027 = tf_executor.island wraps "tf.Mul"(%outputs_6024, %outputs_628) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6028, %control_6029 = tf_executor.island(%control_3637) wraps "tf.AddV2"(%outputs_3634, %outputs_6026) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6030, %control_6031 = tf_executor.island(%control_6029) wraps "tf.Identity"(%outputs_6028) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6032, %control_6033 = tf_executor.island wraps "tf.Sqrt"(%outputs_6030) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6034, %control_6035 = tf_executor.island wraps "tf.AddV2"(%outputs_6032, %outputs_630) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6036, %control_6037 = tf_executor.island wraps "tf.Sub"(%outputs_6020, %outputs_3630) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6038, %control_6039 = tf_executor.island wraps "tf.Mul"(%outputs_6036, %outputs_624) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6040, %control_6041 = tf_executor.island(%control_3631) wraps "tf.AddV2"(%outputs_3628, %outputs_6038) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6042, %control_6043 = tf_executor.island(%control_6041) wraps "tf.Identity"(%outputs_6040) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6044, %control_6045 = tf_executor.island wraps "tf.Mul"(%outputs_6042, %outputs_3476) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6046, %control_6047 = tf_executor.island wraps "tf.RealDiv"(%outputs_6044, %outputs_6034) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6048, %control_6049 = tf_executor.island(%control_3979) wraps "tf.Sub"(%outputs_3976, %outputs_6046) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6050, %control_6051 = tf_executor.island wraps "tf.Mul"(%outputs_5456, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6052, %control_6053 = tf_executor.island wraps "tf.Identity"(%outputs_6050) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6054, %control_6055 = tf_executor.island wraps "tf.Square"(%outputs_6052) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6056, %control_6057 = tf_executor.island wraps "tf.Sub"(%outputs_6054, %outputs_3624) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6058, %control_6059 = tf_executor.island wraps "tf.Mul"(%outputs_6056, %outputs_638) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6060, %control_6061 = tf_executor.island(%control_3625) wraps "tf.AddV2"(%outputs_3622, %outputs_6058) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6062, %control_6063 = tf_executor.island(%control_6061) wraps "tf.Identity"(%outputs_6060) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6064, %control_6065 = tf_executor.island wraps "tf.Sqrt"(%outputs_6062) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6066, %control_6067 = tf_executor.island wraps "tf.AddV2"(%outputs_6064, %outputs_640) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6068, %control_6069 = tf_executor.island wraps "tf.Sub"(%outputs_6052, %outputs_3618) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6070, %control_6071 = tf_executor.island wraps "tf.Mul"(%outputs_6068, %outputs_636) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6072, %control_6073 = tf_executor.island(%control_3619) wraps "tf.AddV2"(%outputs_3616, %outputs_6070) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6074, %control_6075 = tf_executor.island(%control_6073) wraps "tf.Identity"(%outputs_6072) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6076, %control_6077 = tf_executor.island wraps "tf.Mul"(%outputs_6074, %outputs_3482) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6078, %control_6079 = tf_executor.island wraps "tf.RealDiv"(%outputs_6076, %outputs_6066) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6080, %control_6081 = tf_executor.island(%control_3971) wraps "tf.Sub"(%outputs_3968, %outputs_6078) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6082, %control_6083 = tf_executor.island wraps "tf.Mul"(%outputs_5436, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6084, %control_6085 = tf_executor.island wraps "tf.Identity"(%outputs_6082) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6086, %control_6087 = tf_executor.island wraps "tf.Square"(%outputs_6084) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6088, %control_6089 = tf_executor.island wraps "tf.Sub"(%outputs_6086, %outputs_4148) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6090, %control_6091 = tf_executor.island wraps "tf.Mul"(%outputs_6088, %outputs_648) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6092, %control_6093 = tf_executor.island(%control_4149) wraps "tf.AddV2"(%outputs_4146, %outputs_6090) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6094, %control_6095 = tf_executor.island(%control_6093) wraps "tf.Identity"(%outputs_6092) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6096, %control_6097 = tf_executor.island wraps "tf.Sqrt"(%outputs_6094) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6098, %control_6099 = tf_executor.island wraps "tf.AddV2"(%outputs_6096, %outputs_650) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6100, %control_6101 = tf_executor.island wraps "tf.Sub"(%outputs_6084, %outputs_4142) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6102, %control_6103 = tf_executor.island wraps "tf.Mul"(%outputs_6100, %outputs_646) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6104, %control_6105 = tf_executor.island(%control_4143) wraps "tf.AddV2"(%outputs_4140, %outputs_6102) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6106, %control_6107 = tf_executor.island(%control_6105) wraps "tf.Identity"(%outputs_6104) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6108, %control_6109 = tf_executor.island wraps "tf.Mul"(%outputs_6106, %outputs_3488) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6110, %control_6111 = tf_executor.island wraps "tf.RealDiv"(%outputs_6108, %outputs_6098) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6112, %control_6113 = tf_executor.island(%control_4179) wraps "tf.Sub"(%outputs_4176, %outputs_6110) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6114, %control_6115 = tf_executor.island wraps "tf.Mul"(%outputs_5726, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6116, %control_6117 = tf_executor.island wraps "tf.Identity"(%outputs_6114) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6118, %control_6119 = tf_executor.island wraps "tf.Square"(%outputs_6116) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6120, %control_6121 = tf_executor.island wraps "tf.Sub"(%outputs_6118, %outputs_4136) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6122, %control_6123 = tf_executor.island wraps "tf.Mul"(%outputs_6120, %outputs_660) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6124, %control_6125 = tf_executor.island(%control_4137) wraps "tf.AddV2"(%outputs_4134, %outputs_6122) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6126, %control_6127 = tf_executor.island(%control_6125) wraps "tf.Identity"(%outputs_6124) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6128, %control_6129 = tf_executor.island wraps "tf.Sqrt"(%outputs_6126) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6130, %control_6131 = tf_executor.island wraps "tf.AddV2"(%outputs_6128, %outputs_662) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6132, %control_6133 = tf_executor.island wraps "tf.Sub"(%outputs_6116, %outputs_4130) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6134, %control_6135 = tf_executor.island wraps "tf.Mul"(%outputs_6132, %outputs_658) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6136, %control_6137 = tf_executor.island(%control_4131) wraps "tf.AddV2"(%outputs_4128, %outputs_6134) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6138, %control_6139 = tf_executor.island(%control_6137) wraps "tf.Identity"(%outputs_6136) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6140, %control_6141 = tf_executor.island wraps "tf.Mul"(%outputs_6138, %outputs_3494) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6142, %control_6143 = tf_executor.island wraps "tf.RealDiv"(%outputs_6140, %outputs_6130) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6144, %control_6145 = tf_executor.island(%control_4111) wraps "tf.Sub"(%outputs_4108, %outputs_6142) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6146, %control_6147 = tf_executor.island wraps "tf.Mul"(%outputs_5402, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6148, %control_6149 = tf_executor.island wraps "tf.Identity"(%outputs_6146) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6150, %control_6151 = tf_executor.island wraps "tf.Square"(%outputs_6148) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6152, %control_6153 = tf_executor.island wraps "tf.Sub"(%outputs_6150, %outputs_4160) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6154, %control_6155 = tf_executor.island wraps "tf.Mul"(%outputs_6152, %outputs_670) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6156, %control_6157 = tf_executor.island(%control_4161) wraps "tf.AddV2"(%outputs_4158, %outputs_6154) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6158, %control_6159 = tf_executor.island(%control_6157) wraps "tf.Identity"(%outputs_6156) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6160, %control_6161 = tf_executor.island wraps "tf.Sqrt"(%outputs_6158) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6162, %control_6163 = tf_executor.island wraps "tf.AddV2"(%outputs_6160, %outputs_672) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6164, %control_6165 = tf_executor.island wraps "tf.Sub"(%outputs_6148, %outputs_4154) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6166, %control_6167 = tf_executor.island wraps "tf.Mul"(%outputs_6164, %outputs_668) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6168, %control_6169 = tf_executor.island(%control_4155) wraps "tf.AddV2"(%outputs_4152, %outputs_6166) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6170, %control_6171 = tf_executor.island(%control_6169) wraps "tf.Identity"(%outputs_6168) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6172, %control_6173 = tf_executor.island wraps "tf.Mul"(%outputs_6170, %outputs_3500) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6174, %control_6175 = tf_executor.island wraps "tf.RealDiv"(%outputs_6172, %outputs_6162) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6176, %control_6177 = tf_executor.island(%control_4247) wraps "tf.Sub"(%outputs_4244, %outputs_6174) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6178, %control_6179 = tf_executor.island wraps "tf.Mul"(%outputs_5736, %outputs_5884) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
      %outputs_6180, %control_6181 = tf_executor.island wraps "tf.Identity"(%outputs_6178) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_6182, %control_6183 = tf_executor.island wraps "tf.Square"(%outputs_6180) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_6184, %control_6185 = tf_executor.island wraps "tf.Sub"(%outputs_6182, %outputs_4124) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6186, %control_6187 = tf_executor.island wraps "tf.Mul"(%outputs_6184, %outputs_682) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6188, %control_6189 = tf_executor.island(%control_4125) wraps "tf.AddV2"(%outputs_4122, %outputs_6186) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6190, %control_6191 = tf_executor.island(%control_6189) wraps "tf.Identity"(%outputs_6188) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6192, %control_6193 = tf_executor.island wraps "tf.Sqrt"(%outputs_6190) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6194, %control_6195 = tf_executor.island wraps "tf.AddV2"(%outputs_6192, %outputs_684) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6196, %control_6197 = tf_executor.island wraps "tf.Sub"(%outputs_6180, %outputs_4118) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6198, %control_6199 = tf_executor.island wraps "tf.Mul"(%outputs_6196, %outputs_678) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6200, %control_6201 = tf_executor.island(%control_4119) wraps "tf.AddV2"(%outputs_4116, %outputs_6198) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6202, %control_6203 = tf_executor.island(%control_6201) wraps "tf.Identity"(%outputs_6200) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6204, %control_6205 = tf_executor.island wraps "tf.Mul"(%outputs_6202, %outputs_3200) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6206, %control_6207 = tf_executor.island wraps "tf.RealDiv"(%outputs_6204, %outputs_6194) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6208, %control_6209 = tf_executor.island(%control_4043) wraps "tf.Sub"(%outputs_4040, %outputs_6206) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6210, %control_6211 = tf_executor.island wraps "tf.Mul"(%outputs_5746, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6212, %control_6213 = tf_executor.island wraps "tf.Identity"(%outputs_6210) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6214, %control_6215 = tf_executor.island wraps "tf.Square"(%outputs_6212) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6216, %control_6217 = tf_executor.island wraps "tf.Sub"(%outputs_6214, %outputs_3556) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6218, %control_6219 = tf_executor.island wraps "tf.Mul"(%outputs_6216, %outputs_692) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6220, %control_6221 = tf_executor.island(%control_3557) wraps "tf.AddV2"(%outputs_3554, %outputs_6218) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6222, %control_6223 = tf_executor.island(%control_6221) wraps "tf.Identity"(%outputs_6220) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6224, %control_6225 = tf_executor.island wraps "tf.Sqrt"(%outputs_6222) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6226, %control_6227 = tf_executor.island wraps "tf.AddV2"(%outputs_6224, %outputs_694) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6228, %control_6229 = tf_executor.island wraps "tf.Sub"(%outputs_6212, %outputs_3550) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6230, %control_6231 = tf_executor.island wraps "tf.Mul"(%outputs_6228, %outputs_690) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6232, %control_6233 = tf_executor.island(%control_3551) wraps "tf.AddV2"(%outputs_3548, %outputs_6230) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6234, %control_6235 = tf_executor.island(%control_6233) wraps "tf.Identity"(%outputs_6232) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6236, %control_6237 = tf_executor.island wraps "tf.Mul"(%outputs_6234, %outputs_3206) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6238, %control_6239 = tf_executor.island wraps "tf.RealDiv"(%outputs_6236, %outputs_6226) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6240, %control_6241 = tf_executor.island(%control_3923) wraps "tf.Sub"(%outputs_3920, %outputs_6238) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6242, %control_6243 = tf_executor.island wraps "tf.Mul"(%outputs_5662, %outputs_5884) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
      %outputs_6244, %control_6245 = tf_executor.island wraps "tf.Identity"(%outputs_6242) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %outputs_6246, %control_6247 = tf_executor.island wraps "tf.Square"(%outputs_6244) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %outputs_6248, %control_6249 = tf_executor.island wraps "tf.UnsortedSegmentSum"(%outputs_6246, %outputs_4414, %outputs_2084) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
      %outputs_6250, %control_6251 = tf_executor.island wraps "tf.Sub"(%outputs_6248, %outputs_3736) {device = ""} : (tensor<32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6252, %control_6253 = tf_executor.island wraps "tf.Mul"(%outputs_6250, %outputs_652) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6254, %control_6255 = tf_executor.island(%control_3737) wraps "tf.AddV2"(%outputs_3734, %outputs_6252) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6256, %control_6257 = tf_executor.island(%control_6255) wraps "tf.Identity"(%outputs_6254) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6258, %control_6259 = tf_executor.island wraps "tf.Sqrt"(%outputs_6256) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6260, %control_6261 = tf_executor.island wraps "tf.AddV2"(%outputs_6258, %outputs_680) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6262, %control_6263 = tf_executor.island wraps "tf.UnsortedSegmentSum"(%outputs_6244, %outputs_4414, %outputs_2082) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
      %outputs_6264, %control_6265 = tf_executor.island wraps "tf.Sub"(%outputs_6262, %outputs_3730) {device = ""} : (tensor<32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6266, %control_6267 = tf_executor.island wraps "tf.Mul"(%outputs_6264, %outputs_626) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6268, %control_6269 = tf_executor.island(%control_3731) wraps "tf.AddV2"(%outputs_3728, %outputs_6266) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6270, %control_6271 = tf_executor.island(%control_6269) wraps "tf.Identity"(%outputs_6268) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6272, %control_6273 = tf_executor.island wraps "tf.Mul"(%outputs_6270, %outputs_3470) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6274, %control_6275 = tf_executor.island wraps "tf.RealDiv"(%outputs_6272, %outputs_6260) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6276, %control_6277 = tf_executor.island(%control_4037, %control_4035) wraps "tf.Sub"(%outputs_4032, %outputs_6274) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6278, %control_6279 = tf_executor.island wraps "tf.Mul"(%outputs_5328, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6280, %control_6281 = tf_executor.island wraps "tf.Identity"(%outputs_6278) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6282, %control_6283 = tf_executor.island wraps "tf.Square"(%outputs_6280) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6284, %control_6285 = tf_executor.island wraps "tf.Sub"(%outputs_6282, %outputs_3544) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6286, %control_6287 = tf_executor.island wraps "tf.Mul"(%outputs_6284, %outputs_702) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6288, %control_6289 = tf_executor.island(%control_3545) wraps "tf.AddV2"(%outputs_3542, %outputs_6286) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6290, %control_6291 = tf_executor.island(%control_6289) wraps "tf.Identity"(%outputs_6288) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6292, %control_6293 = tf_executor.island wraps "tf.Sqrt"(%outputs_6290) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6294, %control_6295 = tf_executor.island wraps "tf.AddV2"(%outputs_6292, %outputs_704) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6296, %control_6297 = tf_executor.island wraps "tf.Sub"(%outputs_6280, %outputs_3538) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6298, %control_6299 = tf_executor.island wraps "tf.Mul"(%outputs_6296, %outputs_700) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6300, %control_6301 = tf_executor.island(%control_3539) wraps "tf.AddV2"(%outputs_3536, %outputs_6298) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6302, %control_6303 = tf_executor.island(%control_6301) wraps "tf.Identity"(%outputs_6300) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6304, %control_6305 = tf_executor.island wraps "tf.Mul"(%outputs_6302, %outputs_3212) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6306, %control_6307 = tf_executor.island wraps "tf.RealDiv"(%outputs_6304, %outputs_6294) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6308, %control_6309 = tf_executor.island(%control_3915) wraps "tf.Sub"(%outputs_3912, %outputs_6306) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6310, %control_6311 = tf_executor.island wraps "tf.Mul"(%outputs_5750, %outputs_5884) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
      %outputs_6312, %control_6313 = tf_executor.island wraps "tf.Identity"(%outputs_6310) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_6314, %control_6315 = tf_executor.island wraps "tf.Square"(%outputs_6312) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_6316, %control_6317 = tf_executor.island wraps "tf.Sub"(%outputs_6314, %outputs_4340) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6318, %control_6319 = tf_executor.island wraps "tf.Mul"(%outputs_6316, %outputs_716) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6320, %control_6321 = tf_executor.island(%control_4341) wraps "tf.AddV2"(%outputs_4338, %outputs_6318) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6322, %control_6323 = tf_executor.island(%control_6321) wraps "tf.Identity"(%outputs_6320) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6324, %control_6325 = tf_executor.island wraps "tf.Sqrt"(%outputs_6322) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6326, %control_6327 = tf_executor.island wraps "tf.AddV2"(%outputs_6324, %outputs_718) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6328, %control_6329 = tf_executor.island wraps "tf.Sub"(%outputs_6312, %outputs_4334) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6330, %control_6331 = tf_executor.island wraps "tf.Mul"(%outputs_6328, %outputs_714) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6332, %control_6333 = tf_executor.island(%control_4335) wraps "tf.AddV2"(%outputs_4332, %outputs_6330) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6334, %control_6335 = tf_executor.island(%control_6333) wraps "tf.Identity"(%outputs_6332) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6336, %control_6337 = tf_executor.island wraps "tf.Mul"(%outputs_6334, %outputs_3218) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6338, %control_6339 = tf_executor.island wraps "tf.RealDiv"(%outputs_6336, %outputs_6326) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6340, %control_6341 = tf_executor.island(%control_3813) wraps "tf.Sub"(%outputs_3810, %outputs_6338) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6342, %control_6343 = tf_executor.island wraps "tf.Mul"(%outputs_5312, %outputs_5884) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %outputs_6344, %control_6345 = tf_executor.island wraps "tf.Identity"(%outputs_6342) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_6346, %control_6347 = tf_executor.island wraps "tf.Square"(%outputs_6344) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_6348, %control_6349 = tf_executor.island wraps "tf.Sub"(%outputs_6346, %outputs_4328) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6350, %control_6351 = tf_executor.island wraps "tf.Mul"(%outputs_6348, %outputs_726) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6352, %control_6353 = tf_executor.island(%control_4329) wraps "tf.AddV2"(%outputs_4326, %outputs_6350) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6354, %control_6355 = tf_executor.island(%control_6353) wraps "tf.Identity"(%outputs_6352) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6356, %control_6357 = tf_executor.island wraps "tf.Sqrt"(%outputs_6354) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6358, %control_6359 = tf_executor.island wraps "tf.AddV2"(%outputs_6356, %outputs_728) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6360, %control_6361 = tf_executor.island wraps "tf.Sub"(%outputs_6344, %outputs_4322) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6362, %control_6363 = tf_executor.island wraps "tf.Mul"(%outputs_6360, %outputs_724) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6364, %control_6365 = tf_executor.island(%control_4323) wraps "tf.AddV2"(%outputs_4320, %outputs_6362) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6366, %control_6367 = tf_executor.island(%control_6365) wraps "tf.Identity"(%outputs_6364) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6368, %control_6369 = tf_executor.island wraps "tf.Mul"(%outputs_6366, %outputs_3224) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6370, %control_6371 = tf_executor.island wraps "tf.RealDiv"(%outputs_6368, %outputs_6358) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6372, %control_6373 = tf_executor.island(%control_3799) wraps "tf.Sub"(%outputs_3796, %outputs_6370) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6374, %control_6375 = tf_executor.island wraps "tf.Mul"(%outputs_5754, %outputs_5884) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
      %outputs_6376, %control_6377 = tf_executor.island wraps "tf.Identity"(%outputs_6374) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_6378, %control_6379 = tf_executor.island wraps "tf.Square"(%outputs_6376) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_6380, %control_6381 = tf_executor.island wraps "tf.Sub"(%outputs_6378, %outputs_2286) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6382, %control_6383 = tf_executor.island wraps "tf.Mul"(%outputs_6380, %outputs_738) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6384, %control_6385 = tf_executor.island(%control_2287) wraps "tf.AddV2"(%outputs_2284, %outputs_6382) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6386, %control_6387 = tf_executor.island(%control_6385) wraps "tf.Identity"(%outputs_6384) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6388, %control_6389 = tf_executor.island wraps "tf.Sqrt"(%outputs_6386) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6390, %control_6391 = tf_executor.island wraps "tf.AddV2"(%outputs_6388, %outputs_740) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6392, %control_6393 = tf_executor.island wraps "tf.Sub"(%outputs_6376, %outputs_2280) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6394, %control_6395 = tf_executor.island wraps "tf.Mul"(%outputs_6392, %outputs_734) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6396, %control_6397 = tf_executor.island(%control_2281) wraps "tf.AddV2"(%outputs_2278, %outputs_6394) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6398, %control_6399 = tf_executor.island(%control_6397) wraps "tf.Identity"(%outputs_6396) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6400, %control_6401 = tf_executor.island wraps "tf.Mul"(%outputs_6398, %outputs_3230) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6402, %control_6403 = tf_executor.island wraps "tf.RealDiv"(%outputs_6400, %outputs_6390) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6404, %control_6405 = tf_executor.island(%control_3861) wraps "tf.Sub"(%outputs_3858, %outputs_6402) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6406, %control_6407 = tf_executor.island wraps "tf.Mul"(%outputs_5300, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6408, %control_6409 = tf_executor.island wraps "tf.Identity"(%outputs_6406) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6410, %control_6411 = tf_executor.island wraps "tf.Square"(%outputs_6408) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6412, %control_6413 = tf_executor.island wraps "tf.Sub"(%outputs_6410, %outputs_2274) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6414, %control_6415 = tf_executor.island wraps "tf.Mul"(%outputs_6412, %outputs_748) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6416, %control_6417 = tf_executor.island(%control_2275) wraps "tf.AddV2"(%outputs_2272, %outputs_6414) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6418, %control_6419 = tf_executor.island(%control_6417) wraps "tf.Identity"(%outputs_6416) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6420, %control_6421 = tf_executor.island wraps "tf.Sqrt"(%outputs_6418) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6422, %control_6423 = tf_executor.island wraps "tf.AddV2"(%outputs_6420, %outputs_750) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6424, %control_6425 = tf_executor.island wraps "tf.Sub"(%outputs_6408, %outputs_2268) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6426, %control_6427 = tf_executor.island wraps "tf.Mul"(%outputs_6424, %outputs_746) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6428, %control_6429 = tf_executor.island(%control_2269) wraps "tf.AddV2"(%outputs_2266, %outputs_6426) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6430, %control_6431 = tf_executor.island(%control_6429) wraps "tf.Identity"(%outputs_6428) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6432, %control_6433 = tf_executor.island wraps "tf.Mul"(%outputs_6430, %outputs_3242) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6434, %control_6435 = tf_executor.island wraps "tf.RealDiv"(%outputs_6432, %outputs_6422) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6436, %control_6437 = tf_executor.island(%control_3855) wraps "tf.Sub"(%outputs_3852, %outputs_6434) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6438, %control_6439 = tf_executor.island wraps "tf.Mul"(%outputs_5764, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6440, %control_6441 = tf_executor.island wraps "tf.Identity"(%outputs_6438) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6442, %control_6443 = tf_executor.island wraps "tf.Square"(%outputs_6440) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6444, %control_6445 = tf_executor.island wraps "tf.Sub"(%outputs_6442, %outputs_3668) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6446, %control_6447 = tf_executor.island wraps "tf.Mul"(%outputs_6444, %outputs_758) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6448, %control_6449 = tf_executor.island(%control_3669) wraps "tf.AddV2"(%outputs_3666, %outputs_6446) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6450, %control_6451 = tf_executor.island(%control_6449) wraps "tf.Identity"(%outputs_6448) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6452, %control_6453 = tf_executor.island wraps "tf.Sqrt"(%outputs_6450) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6454, %control_6455 = tf_executor.island wraps "tf.AddV2"(%outputs_6452, %outputs_760) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6456, %control_6457 = tf_executor.island wraps "tf.Sub"(%outputs_6440, %outputs_3662) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6458, %control_6459 = tf_executor.island wraps "tf.Mul"(%outputs_6456, %outputs_756) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6460, %control_6461 = tf_executor.island(%control_3663) wraps "tf.AddV2"(%outputs_3660, %outputs_6458) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6462, %control_6463 = tf_executor.island(%control_6461) wraps "tf.Identity"(%outputs_6460) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6464, %control_6465 = tf_executor.island wraps "tf.Mul"(%outputs_6462, %outputs_3248) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6466, %control_6467 = tf_executor.island wraps "tf.RealDiv"(%outputs_6464, %outputs_6454) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6468, %control_6469 = tf_executor.island(%control_3995) wraps "tf.Sub"(%outputs_3992, %outputs_6466) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6470, %control_6471 = tf_executor.island wraps "tf.Mul"(%outputs_5250, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6472, %control_6473 = tf_executor.island wraps "tf.Identity"(%outputs_6470) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6474, %control_6475 = tf_executor.island wraps "tf.Square"(%outputs_6472) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6476, %control_6477 = tf_executor.island wraps "tf.Sub"(%outputs_6474, %outputs_3656) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6478, %control_6479 = tf_executor.island wraps "tf.Mul"(%outputs_6476, %outputs_256) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6480, %control_6481 = tf_executor.island(%control_3657) wraps "tf.AddV2"(%outputs_3654, %outputs_6478) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6482, %control_6483 = tf_executor.island(%control_6481) wraps "tf.Identity"(%outputs_6480) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6484, %control_6485 = tf_executor.island wraps "tf.Sqrt"(%outputs_6482) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6486, %control_6487 = tf_executor.island wraps "tf.AddV2"(%outputs_6484, %outputs_258) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6488, %control_6489 = tf_executor.island wraps "tf.Sub"(%outputs_6472, %outputs_3650) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6490, %control_6491 = tf_executor.island wraps "tf.Mul"(%outputs_6488, %outputs_254) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6492, %control_6493 = tf_executor.island(%control_3651) wraps "tf.AddV2"(%outputs_3648, %outputs_6490) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6494, %control_6495 = tf_executor.island(%control_6493) wraps "tf.Identity"(%outputs_6492) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6496, %control_6497 = tf_executor.island wraps "tf.Mul"(%outputs_6494, %outputs_3254) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6498, %control_6499 = tf_executor.island wraps "tf.RealDiv"(%outputs_6496, %outputs_6486) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6500, %control_6501 = tf_executor.island(%control_3987) wraps "tf.Sub"(%outputs_3984, %outputs_6498) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6502, %control_6503 = tf_executor.island wraps "tf.Mul"(%outputs_5230, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6504, %control_6505 = tf_executor.island wraps "tf.Identity"(%outputs_6502) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6506, %control_6507 = tf_executor.island wraps "tf.Square"(%outputs_6504) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6508, %control_6509 = tf_executor.island wraps "tf.Sub"(%outputs_6506, %outputs_4204) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6510, %control_6511 = tf_executor.island wraps "tf.Mul"(%outputs_6508, %outputs_266) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6512, %control_6513 = tf_executor.island(%control_4205) wraps "tf.AddV2"(%outputs_4202, %outputs_6510) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6514, %control_6515 = tf_executor.island(%control_6513) wraps "tf.Identity"(%outputs_6512) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6516, %control_6517 = tf_executor.island wraps "tf.Sqrt"(%outputs_6514) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6518, %control_6519 = tf_executor.island wraps "tf.AddV2"(%outputs_6516, %outputs_268) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6520, %control_6521 = tf_executor.island wraps "tf.Sub"(%outputs_6504, %outputs_4198) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6522, %control_6523 = tf_executor.island wraps "tf.Mul"(%outputs_6520, %outputs_264) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6524, %control_6525 = tf_executor.island(%control_4199) wraps "tf.AddV2"(%outputs_4196, %outputs_6522) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6526, %control_6527 = tf_executor.island(%control_6525) wraps "tf.Identity"(%outputs_6524) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6528, %control_6529 = tf_executor.island wraps "tf.Mul"(%outputs_6526, %outputs_3260) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6530, %control_6531 = tf_executor.island wraps "tf.RealDiv"(%outputs_6528, %outputs_6518) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6532, %control_6533 = tf_executor.island(%control_2293) wraps "tf.Sub"(%outputs_2290, %outputs_6530) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6534, %control_6535 = tf_executor.island wraps "tf.Mul"(%outputs_5774, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6536, %control_6537 = tf_executor.island wraps "tf.Identity"(%outputs_6534) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6538, %control_6539 = tf_executor.island wraps "tf.Square"(%outputs_6536) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6540, %control_6541 = tf_executor.island wraps "tf.Sub"(%outputs_6538, %outputs_4192) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6542, %control_6543 = tf_executor.island wraps "tf.Mul"(%outputs_6540, %outputs_278) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6544, %control_6545 = tf_executor.island(%control_4193) wraps "tf.AddV2"(%outputs_4190, %outputs_6542) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6546, %control_6547 = tf_executor.island(%control_6545) wraps "tf.Identity"(%outputs_6544) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6548, %control_6549 = tf_executor.island wraps "tf.Sqrt"(%outputs_6546) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6550, %control_6551 = tf_executor.island wraps "tf.AddV2"(%outputs_6548, %outputs_280) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6552, %control_6553 = tf_executor.island wraps "tf.Sub"(%outputs_6536, %outputs_4186) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6554, %control_6555 = tf_executor.island wraps "tf.Mul"(%outputs_6552, %outputs_274) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6556, %control_6557 = tf_executor.island(%control_4187) wraps "tf.AddV2"(%outputs_4184, %outputs_6554) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6558, %control_6559 = tf_executor.island(%control_6557) wraps "tf.Identity"(%outputs_6556) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6560, %control_6561 = tf_executor.island wraps "tf.Mul"(%outputs_6558, %outputs_3266) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6562, %control_6563 = tf_executor.island wraps "tf.RealDiv"(%outputs_6560, %outputs_6550) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6564, %control_6565 = tf_executor.island(%control_4383) wraps "tf.Sub"(%outputs_4380, %outputs_6562) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6566, %control_6567 = tf_executor.island wraps "tf.Mul"(%outputs_5196, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6568, %control_6569 = tf_executor.island wraps "tf.Identity"(%outputs_6566) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6570, %control_6571 = tf_executor.island wraps "tf.Square"(%outputs_6568) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6572, %control_6573 = tf_executor.island wraps "tf.Sub"(%outputs_6570, %outputs_4216) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6574, %control_6575 = tf_executor.island wraps "tf.Mul"(%outputs_6572, %outputs_288) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6576, %control_6577 = tf_executor.island(%control_4217) wraps "tf.AddV2"(%outputs_4214, %outputs_6574) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6578, %control_6579 = tf_executor.island(%control_6577) wraps "tf.Identity"(%outputs_6576) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6580, %control_6581 = tf_executor.island wraps "tf.Sqrt"(%outputs_6578) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6582, %control_6583 = tf_executor.island wraps "tf.AddV2"(%outputs_6580, %outputs_290) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6584, %control_6585 = tf_executor.island wraps "tf.Sub"(%outputs_6568, %outputs_4210) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6586, %control_6587 = tf_executor.island wraps "tf.Mul"(%outputs_6584, %outputs_286) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6588, %control_6589 = tf_executor.island(%control_4211) wraps "tf.AddV2"(%outputs_4208, %outputs_6586) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6590, %control_6591 = tf_executor.island(%control_6589) wraps "tf.Identity"(%outputs_6588) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6592, %control_6593 = tf_executor.island wraps "tf.Mul"(%outputs_6590, %outputs_3272) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6594, %control_6595 = tf_executor.island wraps "tf.RealDiv"(%outputs_6592, %outputs_6582) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6596, %control_6597 = tf_executor.island(%control_3507) wraps "tf.Sub"(%outputs_3504, %outputs_6594) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6598, %control_6599 = tf_executor.island wraps "tf.Mul"(%outputs_5642, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6600, %control_6601 = tf_executor.island wraps "tf.Identity"(%outputs_6598) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6602, %control_6603 = tf_executor.island wraps "tf.Square"(%outputs_6600) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6604, %control_6605 = tf_executor.island wraps "tf.Sub"(%outputs_6602, %outputs_4092) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6606, %control_6607 = tf_executor.island wraps "tf.Mul"(%outputs_6604, %outputs_248) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6608, %control_6609 = tf_executor.island(%control_4093) wraps "tf.AddV2"(%outputs_4090, %outputs_6606) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6610, %control_6611 = tf_executor.island(%control_6609) wraps "tf.Identity"(%outputs_6608) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6612, %control_6613 = tf_executor.island wraps "tf.Sqrt"(%outputs_6610) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6614, %control_6615 = tf_executor.island wraps "tf.AddV2"(%outputs_6612, %outputs_276) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6616, %control_6617 = tf_executor.island wraps "tf.Sub"(%outputs_6600, %outputs_4086) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6618, %control_6619 = tf_executor.island wraps "tf.Mul"(%outputs_6616, %outputs_736) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6620, %control_6621 = tf_executor.island(%control_4087) wraps "tf.AddV2"(%outputs_4084, %outputs_6618) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6622, %control_6623 = tf_executor.island(%control_6621) wraps "tf.Identity"(%outputs_6620) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6624, %control_6625 = tf_executor.island wraps "tf.Mul"(%outputs_6622, %outputs_3236) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6626, %control_6627 = tf_executor.island wraps "tf.RealDiv"(%outputs_6624, %outputs_6614) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6628, %control_6629 = tf_executor.island(%control_3873) wraps "tf.Sub"(%outputs_3870, %outputs_6626) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6630, %control_6631 = tf_executor.island wraps "tf.Mul"(%outputs_5784, %outputs_5884) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
      %outputs_6632, %control_6633 = tf_executor.island wraps "tf.Identity"(%outputs_6630) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_6634, %control_6635 = tf_executor.island wraps "tf.Square"(%outputs_6632) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_6636, %control_6637 = tf_executor.island wraps "tf.Sub"(%outputs_6634, %outputs_4172) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6638, %control_6639 = tf_executor.island wraps "tf.Mul"(%outputs_6636, %outputs_298) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6640, %control_6641 = tf_executor.island(%control_4173) wraps "tf.AddV2"(%outputs_4170, %outputs_6638) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6642, %control_6643 = tf_executor.island(%control_6641) wraps "tf.Identity"(%outputs_6640) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6644, %control_6645 = tf_executor.island wraps "tf.Sqrt"(%outputs_6642) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6646, %control_6647 = tf_executor.island wraps "tf.AddV2"(%outputs_6644, %outputs_300) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6648, %control_6649 = tf_executor.island wraps "tf.Sub"(%outputs_6632, %outputs_4166) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6650, %control_6651 = tf_executor.island wraps "tf.Mul"(%outputs_6648, %outputs_296) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6652, %control_6653 = tf_executor.island(%control_4167) wraps "tf.AddV2"(%outputs_4164, %outputs_6650) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6654, %control_6655 = tf_executor.island(%control_6653) wraps "tf.Identity"(%outputs_6652) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6656, %control_6657 = tf_executor.island wraps "tf.Mul"(%outputs_6654, %outputs_3278) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6658, %control_6659 = tf_executor.island wraps "tf.RealDiv"(%outputs_6656, %outputs_6646) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6660, %control_6661 = tf_executor.island(%control_4315) wraps "tf.Sub"(%outputs_4312, %outputs_6658) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6662, %control_6663 = tf_executor.island wraps "tf.Mul"(%outputs_5794, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6664, %control_6665 = tf_executor.island wraps "tf.Identity"(%outputs_6662) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6666, %control_6667 = tf_executor.island wraps "tf.Square"(%outputs_6664) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6668, %control_6669 = tf_executor.island wraps "tf.Sub"(%outputs_6666, %outputs_3588) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6670, %control_6671 = tf_executor.island wraps "tf.Mul"(%outputs_6668, %outputs_312) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6672, %control_6673 = tf_executor.island(%control_3589) wraps "tf.AddV2"(%outputs_3586, %outputs_6670) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6674, %control_6675 = tf_executor.island(%control_6673) wraps "tf.Identity"(%outputs_6672) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6676, %control_6677 = tf_executor.island wraps "tf.Sqrt"(%outputs_6674) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6678, %control_6679 = tf_executor.island wraps "tf.AddV2"(%outputs_6676, %outputs_314) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6680, %control_6681 = tf_executor.island wraps "tf.Sub"(%outputs_6664, %outputs_3582) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6682, %control_6683 = tf_executor.island wraps "tf.Mul"(%outputs_6680, %outputs_310) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6684, %control_6685 = tf_executor.island(%control_3583) wraps "tf.AddV2"(%outputs_3580, %outputs_6682) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6686, %control_6687 = tf_executor.island(%control_6685) wraps "tf.Identity"(%outputs_6684) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6688, %control_6689 = tf_executor.island wraps "tf.Mul"(%outputs_6686, %outputs_3284) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6690, %control_6691 = tf_executor.island wraps "tf.RealDiv"(%outputs_6688, %outputs_6678) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6692, %control_6693 = tf_executor.island(%control_3939) wraps "tf.Sub"(%outputs_3936, %outputs_6690) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6694, %control_6695 = tf_executor.island wraps "tf.Mul"(%outputs_5122, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6696, %control_6697 = tf_executor.island wraps "tf.Identity"(%outputs_6694) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6698, %control_6699 = tf_executor.island wraps "tf.Square"(%outputs_6696) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6700, %control_6701 = tf_executor.island wraps "tf.Sub"(%outputs_6698, %outputs_3568) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6702, %control_6703 = tf_executor.island wraps "tf.Mul"(%outputs_6700, %outputs_322) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6704, %control_6705 = tf_executor.island(%control_3569) wraps "tf.AddV2"(%outputs_3566, %outputs_6702) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6706, %control_6707 = tf_executor.island(%control_6705) wraps "tf.Identity"(%outputs_6704) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6708, %control_6709 = tf_executor.island wraps "tf.Sqrt"(%outputs_6706) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6710, %control_6711 = tf_executor.island wraps "tf.AddV2"(%outputs_6708, %outputs_324) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6712, %control_6713 = tf_executor.island wraps "tf.Sub"(%outputs_6696, %outputs_3562) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6714, %control_6715 = tf_executor.island wraps "tf.Mul"(%outputs_6712, %outputs_320) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6716, %control_6717 = tf_executor.island(%control_3563) wraps "tf.AddV2"(%outputs_3560, %outputs_6714) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6718, %control_6719 = tf_executor.island(%control_6717) wraps "tf.Identity"(%outputs_6716) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6720, %control_6721 = tf_executor.island wraps "tf.Mul"(%outputs_6718, %outputs_3290) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6722, %control_6723 = tf_executor.island wraps "tf.RealDiv"(%outputs_6720, %outputs_6710) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6724, %control_6725 = tf_executor.island(%control_3931) wraps "tf.Sub"(%outputs_3928, %outputs_6722) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6726, %control_6727 = tf_executor.island wraps "tf.Mul"(%outputs_5798, %outputs_5884) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
      %outputs_6728, %control_6729 = tf_executor.island wraps "tf.Identity"(%outputs_6726) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_6730, %control_6731 = tf_executor.island wraps "tf.Square"(%outputs_6728) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_6732, %control_6733 = tf_executor.island wraps "tf.Sub"(%outputs_6730, %outputs_4364) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6734, %control_6735 = tf_executor.island wraps "tf.Mul"(%outputs_6732, %outputs_334) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6736, %control_6737 = tf_executor.island(%control_4365) wraps "tf.AddV2"(%outputs_4362, %outputs_6734) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6738, %control_6739 = tf_executor.island(%control_6737) wraps "tf.Identity"(%outputs_6736) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6740, %control_6741 = tf_executor.island wraps "tf.Sqrt"(%outputs_6738) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6742, %control_6743 = tf_executor.island wraps "tf.AddV2"(%outputs_6740, %outputs_336) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6744, %control_6745 = tf_executor.island wraps "tf.Sub"(%outputs_6728, %outputs_4358) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6746, %control_6747 = tf_executor.island wraps "tf.Mul"(%outputs_6744, %outputs_330) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6748, %control_6749 = tf_executor.island(%control_4359) wraps "tf.AddV2"(%outputs_4356, %outputs_6746) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6750, %control_6751 = tf_executor.island(%control_6749) wraps "tf.Identity"(%outputs_6748) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6752, %control_6753 = tf_executor.island wraps "tf.Mul"(%outputs_6750, %outputs_3296) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6754, %control_6755 = tf_executor.island wraps "tf.RealDiv"(%outputs_6752, %outputs_6742) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6756, %control_6757 = tf_executor.island(%control_3825) wraps "tf.Sub"(%outputs_3822, %outputs_6754) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6758, %control_6759 = tf_executor.island wraps "tf.Mul"(%outputs_5106, %outputs_5884) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %outputs_6760, %control_6761 = tf_executor.island wraps "tf.Identity"(%outputs_6758) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_6762, %control_6763 = tf_executor.island wraps "tf.Square"(%outputs_6760) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_6764, %control_6765 = tf_executor.island wraps "tf.Sub"(%outputs_6762, %outputs_4352) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6766, %control_6767 = tf_executor.island wraps "tf.Mul"(%outputs_6764, %outputs_344) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6768, %control_6769 = tf_executor.island(%control_4353) wraps "tf.AddV2"(%outputs_4350, %outputs_6766) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6770, %control_6771 = tf_executor.island(%control_6769) wraps "tf.Identity"(%outputs_6768) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6772, %control_6773 = tf_executor.island wraps "tf.Sqrt"(%outputs_6770) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6774, %control_6775 = tf_executor.island wraps "tf.AddV2"(%outputs_6772, %outputs_346) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6776, %control_6777 = tf_executor.island wraps "tf.Sub"(%outputs_6760, %outputs_4346) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6778, %control_6779 = tf_executor.island wraps "tf.Mul"(%outputs_6776, %outputs_342) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6780, %control_6781 = tf_executor.island(%control_4347) wraps "tf.AddV2"(%outputs_4344, %outputs_6778) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6782, %control_6783 = tf_executor.island(%control_6781) wraps "tf.Identity"(%outputs_6780) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6784, %control_6785 = tf_executor.island wraps "tf.Mul"(%outputs_6782, %outputs_3308) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6786, %control_6787 = tf_executor.island wraps "tf.RealDiv"(%outputs_6784, %outputs_6774) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6788, %control_6789 = tf_executor.island(%control_3819) wraps "tf.Sub"(%outputs_3816, %outputs_6786) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6790, %control_6791 = tf_executor.island wraps "tf.Mul"(%outputs_5802, %outputs_5884) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
      %outputs_6792, %control_6793 = tf_executor.island wraps "tf.Identity"(%outputs_6790) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_6794, %control_6795 = tf_executor.island wraps "tf.Square"(%outputs_6792) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_6796, %control_6797 = tf_executor.island wraps "tf.Sub"(%outputs_6794, %outputs_2318) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6798, %control_6799 = tf_executor.island wraps "tf.Mul"(%outputs_6796, %outputs_354) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6800, %control_6801 = tf_executor.island(%control_2319) wraps "tf.AddV2"(%outputs_2316, %outputs_6798) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6802, %control_6803 = tf_executor.island(%control_6801) wraps "tf.Identity"(%outputs_6800) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6804, %control_6805 = tf_executor.island wraps "tf.Sqrt"(%outputs_6802) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6806, %control_6807 = tf_executor.island wraps "tf.AddV2"(%outputs_6804, %outputs_356) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6808, %control_6809 = tf_executor.island wraps "tf.Sub"(%outputs_6792, %outputs_2312) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6810, %control_6811 = tf_executor.island wraps "tf.Mul"(%outputs_6808, %outputs_352) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6812, %control_6813 = tf_executor.island(%control_2313) wraps "tf.AddV2"(%outputs_2310, %outputs_6810) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6814, %control_6815 = tf_executor.island(%control_6813) wraps "tf.Identity"(%outputs_6812) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6816, %control_6817 = tf_executor.island wraps "tf.Mul"(%outputs_6814, %outputs_3314) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6818, %control_6819 = tf_executor.island wraps "tf.RealDiv"(%outputs_6816, %outputs_6806) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6820, %control_6821 = tf_executor.island(%control_3881) wraps "tf.Sub"(%outputs_3878, %outputs_6818) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6822, %control_6823 = tf_executor.island wraps "tf.Mul"(%outputs_5094, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6824, %control_6825 = tf_executor.island wraps "tf.Identity"(%outputs_6822) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6826, %control_6827 = tf_executor.island wraps "tf.Square"(%outputs_6824) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6828, %control_6829 = tf_executor.island wraps "tf.Sub"(%outputs_6826, %outputs_2306) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6830, %control_6831 = tf_executor.island wraps "tf.Mul"(%outputs_6828, %outputs_366) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6832, %control_6833 = tf_executor.island(%control_2307) wraps "tf.AddV2"(%outputs_2304, %outputs_6830) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6834, %control_6835 = tf_executor.island(%control_6833) wraps "tf.Identity"(%outputs_6832) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6836, %control_6837 = tf_executor.island wraps "tf.Sqrt"(%outputs_6834) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6838, %control_6839 = tf_executor.island wraps "tf.AddV2"(%outputs_6836, %outputs_368) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6840, %control_6841 = tf_executor.island wraps "tf.Sub"(%outputs_6824, %outputs_2300) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6842, %control_6843 = tf_executor.island wraps "tf.Mul"(%outputs_6840, %outputs_364) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6844, %control_6845 = tf_executor.island(%control_2301) wraps "tf.AddV2"(%outputs_2298, %outputs_6842) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6846, %control_6847 = tf_executor.island(%control_6845) wraps "tf.Identity"(%outputs_6844) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6848, %control_6849 = tf_executor.island wraps "tf.Mul"(%outputs_6846, %outputs_3320) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6850, %control_6851 = tf_executor.island wraps "tf.RealDiv"(%outputs_6848, %outputs_6838) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6852, %control_6853 = tf_executor.island(%control_3867) wraps "tf.Sub"(%outputs_3864, %outputs_6850) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6854, %control_6855 = tf_executor.island wraps "tf.Mul"(%outputs_5812, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6856, %control_6857 = tf_executor.island wraps "tf.Identity"(%outputs_6854) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6858, %control_6859 = tf_executor.island wraps "tf.Square"(%outputs_6856) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6860, %control_6861 = tf_executor.island wraps "tf.Sub"(%outputs_6858, %outputs_3692) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6862, %control_6863 = tf_executor.island wraps "tf.Mul"(%outputs_6860, %outputs_376) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6864, %control_6865 = tf_executor.island(%control_3693) wraps "tf.AddV2"(%outputs_3690, %outputs_6862) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6866, %control_6867 = tf_executor.island(%control_6865) wraps "tf.Identity"(%outputs_6864) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6868, %control_6869 = tf_executor.island wraps "tf.Sqrt"(%outputs_6866) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6870, %control_6871 = tf_executor.island wraps "tf.AddV2"(%outputs_6868, %outputs_378) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6872, %control_6873 = tf_executor.island wraps "tf.Sub"(%outputs_6856, %outputs_3686) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6874, %control_6875 = tf_executor.island wraps "tf.Mul"(%outputs_6872, %outputs_374) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6876, %control_6877 = tf_executor.island(%control_3687) wraps "tf.AddV2"(%outputs_3684, %outputs_6874) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6878, %control_6879 = tf_executor.island(%control_6877) wraps "tf.Identity"(%outputs_6876) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6880, %control_6881 = tf_executor.island wraps "tf.Mul"(%outputs_6878, %outputs_3326) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6882, %control_6883 = tf_executor.island wraps "tf.RealDiv"(%outputs_6880, %outputs_6870) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6884, %control_6885 = tf_executor.island(%control_4011) wraps "tf.Sub"(%outputs_4008, %outputs_6882) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6886, %control_6887 = tf_executor.island wraps "tf.Mul"(%outputs_5044, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_6888, %control_6889 = tf_executor.island wraps "tf.Identity"(%outputs_6886) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6890, %control_6891 = tf_executor.island wraps "tf.Square"(%outputs_6888) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_6892, %control_6893 = tf_executor.island wraps "tf.Sub"(%outputs_6890, %outputs_3680) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6894, %control_6895 = tf_executor.island wraps "tf.Mul"(%outputs_6892, %outputs_388) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6896, %control_6897 = tf_executor.island(%control_3681) wraps "tf.AddV2"(%outputs_3678, %outputs_6894) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6898, %control_6899 = tf_executor.island(%control_6897) wraps "tf.Identity"(%outputs_6896) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6900, %control_6901 = tf_executor.island wraps "tf.Sqrt"(%outputs_6898) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6902, %control_6903 = tf_executor.island wraps "tf.AddV2"(%outputs_6900, %outputs_390) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6904, %control_6905 = tf_executor.island wraps "tf.Sub"(%outputs_6888, %outputs_3674) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6906, %control_6907 = tf_executor.island wraps "tf.Mul"(%outputs_6904, %outputs_384) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6908, %control_6909 = tf_executor.island(%control_3675) wraps "tf.AddV2"(%outputs_3672, %outputs_6906) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6910, %control_6911 = tf_executor.island(%control_6909) wraps "tf.Identity"(%outputs_6908) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6912, %control_6913 = tf_executor.island wraps "tf.Mul"(%outputs_6910, %outputs_3332) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6914, %control_6915 = tf_executor.island wraps "tf.RealDiv"(%outputs_6912, %outputs_6902) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6916, %control_6917 = tf_executor.island(%control_4003) wraps "tf.Sub"(%outputs_4000, %outputs_6914) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6918, %control_6919 = tf_executor.island wraps "tf.Mul"(%outputs_5024, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6920, %control_6921 = tf_executor.island wraps "tf.Identity"(%outputs_6918) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6922, %control_6923 = tf_executor.island wraps "tf.Square"(%outputs_6920) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6924, %control_6925 = tf_executor.island wraps "tf.Sub"(%outputs_6922, %outputs_4260) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6926, %control_6927 = tf_executor.island wraps "tf.Mul"(%outputs_6924, %outputs_398) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6928, %control_6929 = tf_executor.island(%control_4261) wraps "tf.AddV2"(%outputs_4258, %outputs_6926) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6930, %control_6931 = tf_executor.island(%control_6929) wraps "tf.Identity"(%outputs_6928) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6932, %control_6933 = tf_executor.island wraps "tf.Sqrt"(%outputs_6930) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6934, %control_6935 = tf_executor.island wraps "tf.AddV2"(%outputs_6932, %outputs_400) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6936, %control_6937 = tf_executor.island wraps "tf.Sub"(%outputs_6920, %outputs_4254) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6938, %control_6939 = tf_executor.island wraps "tf.Mul"(%outputs_6936, %outputs_396) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6940, %control_6941 = tf_executor.island(%control_4255) wraps "tf.AddV2"(%outputs_4252, %outputs_6938) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6942, %control_6943 = tf_executor.island(%control_6941) wraps "tf.Identity"(%outputs_6940) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6944, %control_6945 = tf_executor.island wraps "tf.Mul"(%outputs_6942, %outputs_3338) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6946, %control_6947 = tf_executor.island wraps "tf.RealDiv"(%outputs_6944, %outputs_6934) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6948, %control_6949 = tf_executor.island(%control_3711) wraps "tf.Sub"(%outputs_3708, %outputs_6946) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6950, %control_6951 = tf_executor.island wraps "tf.Mul"(%outputs_5678, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6952, %control_6953 = tf_executor.island wraps "tf.Identity"(%outputs_6950) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6954, %control_6955 = tf_executor.island wraps "tf.Square"(%outputs_6952) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6956, %control_6957 = tf_executor.island wraps "tf.Sub"(%outputs_6954, %outputs_4080) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6958, %control_6959 = tf_executor.island wraps "tf.Mul"(%outputs_6956, %outputs_358) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6960, %control_6961 = tf_executor.island(%control_4081) wraps "tf.AddV2"(%outputs_4078, %outputs_6958) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6962, %control_6963 = tf_executor.island(%control_6961) wraps "tf.Identity"(%outputs_6960) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6964, %control_6965 = tf_executor.island wraps "tf.Sqrt"(%outputs_6962) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6966, %control_6967 = tf_executor.island wraps "tf.AddV2"(%outputs_6964, %outputs_386) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6968, %control_6969 = tf_executor.island wraps "tf.Sub"(%outputs_6952, %outputs_4074) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6970, %control_6971 = tf_executor.island wraps "tf.Mul"(%outputs_6968, %outputs_332) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6972, %control_6973 = tf_executor.island(%control_4075) wraps "tf.AddV2"(%outputs_4072, %outputs_6970) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6974, %control_6975 = tf_executor.island(%control_6973) wraps "tf.Identity"(%outputs_6972) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6976, %control_6977 = tf_executor.island wraps "tf.Mul"(%outputs_6974, %outputs_3302) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6978, %control_6979 = tf_executor.island wraps "tf.RealDiv"(%outputs_6976, %outputs_6966) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6980, %control_6981 = tf_executor.island(%control_3805) wraps "tf.Sub"(%outputs_3802, %outputs_6978) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6982, %control_6983 = tf_executor.island wraps "tf.Mul"(%outputs_5822, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_6984, %control_6985 = tf_executor.island wraps "tf.Identity"(%outputs_6982) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6986, %control_6987 = tf_executor.island wraps "tf.Square"(%outputs_6984) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_6988, %control_6989 = tf_executor.island wraps "tf.Sub"(%outputs_6986, %outputs_4240) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6990, %control_6991 = tf_executor.island wraps "tf.Mul"(%outputs_6988, %outputs_408) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_6992, %control_6993 = tf_executor.island(%control_4241) wraps "tf.AddV2"(%outputs_4238, %outputs_6990) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_6994, %control_6995 = tf_executor.island(%control_6993) wraps "tf.Identity"(%outputs_6992) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6996, %control_6997 = tf_executor.island wraps "tf.Sqrt"(%outputs_6994) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_6998, %control_6999 = tf_executor.island wraps "tf.AddV2"(%outputs_6996, %outputs_410) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7000, %control_7001 = tf_executor.island wraps "tf.Sub"(%outputs_6984, %outputs_4234) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7002, %control_7003 = tf_executor.island wraps "tf.Mul"(%outputs_7000, %outputs_406) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7004, %control_7005 = tf_executor.island(%control_4235) wraps "tf.AddV2"(%outputs_4232, %outputs_7002) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7006, %control_7007 = tf_executor.island(%control_7005) wraps "tf.Identity"(%outputs_7004) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7008, %control_7009 = tf_executor.island wraps "tf.Mul"(%outputs_7006, %outputs_3344) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7010, %control_7011 = tf_executor.island wraps "tf.RealDiv"(%outputs_7008, %outputs_6998) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7012, %control_7013 = tf_executor.island(%control_3643) wraps "tf.Sub"(%outputs_3640, %outputs_7010) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7014, %control_7015 = tf_executor.island wraps "tf.Mul"(%outputs_4990, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_7016, %control_7017 = tf_executor.island wraps "tf.Identity"(%outputs_7014) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_7018, %control_7019 = tf_executor.island wraps "tf.Square"(%outputs_7016) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_7020, %control_7021 = tf_executor.island wraps "tf.Sub"(%outputs_7018, %outputs_4272) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7022, %control_7023 = tf_executor.island wraps "tf.Mul"(%outputs_7020, %outputs_422) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7024, %control_7025 = tf_executor.island(%control_4273) wraps "tf.AddV2"(%outputs_4270, %outputs_7022) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7026, %control_7027 = tf_executor.island(%control_7025) wraps "tf.Identity"(%outputs_7024) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7028, %control_7029 = tf_executor.island wraps "tf.Sqrt"(%outputs_7026) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7030, %control_7031 = tf_executor.island wraps "tf.AddV2"(%outputs_7028, %outputs_424) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7032, %control_7033 = tf_executor.island wraps "tf.Sub"(%outputs_7016, %outputs_4266) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7034, %control_7035 = tf_executor.island wraps "tf.Mul"(%outputs_7032, %outputs_420) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7036, %control_7037 = tf_executor.island(%control_4267) wraps "tf.AddV2"(%outputs_4264, %outputs_7034) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7038, %control_7039 = tf_executor.island(%control_7037) wraps "tf.Identity"(%outputs_7036) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7040, %control_7041 = tf_executor.island wraps "tf.Mul"(%outputs_7038, %outputs_3350) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7042, %control_7043 = tf_executor.island wraps "tf.RealDiv"(%outputs_7040, %outputs_7030) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7044, %control_7045 = tf_executor.island(%control_3767) wraps "tf.Sub"(%outputs_3764, %outputs_7042) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7046, %control_7047 = tf_executor.island wraps "tf.Mul"(%outputs_5832, %outputs_5884) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
      %outputs_7048, %control_7049 = tf_executor.island wraps "tf.Identity"(%outputs_7046) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_7050, %control_7051 = tf_executor.island wraps "tf.Square"(%outputs_7048) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_7052, %control_7053 = tf_executor.island wraps "tf.Sub"(%outputs_7050, %outputs_4228) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7054, %control_7055 = tf_executor.island wraps "tf.Mul"(%outputs_7052, %outputs_432) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7056, %control_7057 = tf_executor.island(%control_4229) wraps "tf.AddV2"(%outputs_4226, %outputs_7054) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7058, %control_7059 = tf_executor.island(%control_7057) wraps "tf.Identity"(%outputs_7056) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7060, %control_7061 = tf_executor.island wraps "tf.Sqrt"(%outputs_7058) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7062, %control_7063 = tf_executor.island wraps "tf.AddV2"(%outputs_7060, %outputs_434) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7064, %control_7065 = tf_executor.island wraps "tf.Sub"(%outputs_7048, %outputs_4222) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7066, %control_7067 = tf_executor.island wraps "tf.Mul"(%outputs_7064, %outputs_430) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7068, %control_7069 = tf_executor.island(%control_4223) wraps "tf.AddV2"(%outputs_4220, %outputs_7066) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7070, %control_7071 = tf_executor.island(%control_7069) wraps "tf.Identity"(%outputs_7068) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7072, %control_7073 = tf_executor.island wraps "tf.Mul"(%outputs_7070, %outputs_3356) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7074, %control_7075 = tf_executor.island wraps "tf.RealDiv"(%outputs_7072, %outputs_7062) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7076, %control_7077 = tf_executor.island(%control_3575) wraps "tf.Sub"(%outputs_3572, %outputs_7074) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7078, %control_7079 = tf_executor.island wraps "tf.Mul"(%outputs_5842, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_7080, %control_7081 = tf_executor.island wraps "tf.Identity"(%outputs_7078) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7082, %control_7083 = tf_executor.island wraps "tf.Square"(%outputs_7080) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7084, %control_7085 = tf_executor.island wraps "tf.Sub"(%outputs_7082, %outputs_3612) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7086, %control_7087 = tf_executor.island wraps "tf.Mul"(%outputs_7084, %outputs_444) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7088, %control_7089 = tf_executor.island(%control_3613) wraps "tf.AddV2"(%outputs_3610, %outputs_7086) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7090, %control_7091 = tf_executor.island(%control_7089) wraps "tf.Identity"(%outputs_7088) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7092, %control_7093 = tf_executor.island wraps "tf.Sqrt"(%outputs_7090) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7094, %control_7095 = tf_executor.island wraps "tf.AddV2"(%outputs_7092, %outputs_446) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7096, %control_7097 = tf_executor.island wraps "tf.Sub"(%outputs_7080, %outputs_3606) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7098, %control_7099 = tf_executor.island wraps "tf.Mul"(%outputs_7096, %outputs_440) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7100, %control_7101 = tf_executor.island(%control_3607) wraps "tf.AddV2"(%outputs_3604, %outputs_7098) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7102, %control_7103 = tf_executor.island(%control_7101) wraps "tf.Identity"(%outputs_7100) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7104, %control_7105 = tf_executor.island wraps "tf.Mul"(%outputs_7102, %outputs_3362) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7106, %control_7107 = tf_executor.island wraps "tf.RealDiv"(%outputs_7104, %outputs_7094) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7108, %control_7109 = tf_executor.island(%control_3963) wraps "tf.Sub"(%outputs_3960, %outputs_7106) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7110, %control_7111 = tf_executor.island wraps "tf.Mul"(%outputs_4916, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_7112, %control_7113 = tf_executor.island wraps "tf.Identity"(%outputs_7110) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7114, %control_7115 = tf_executor.island wraps "tf.Square"(%outputs_7112) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7116, %control_7117 = tf_executor.island wraps "tf.Sub"(%outputs_7114, %outputs_3600) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7118, %control_7119 = tf_executor.island wraps "tf.Mul"(%outputs_7116, %outputs_454) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7120, %control_7121 = tf_executor.island(%control_3601) wraps "tf.AddV2"(%outputs_3598, %outputs_7118) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7122, %control_7123 = tf_executor.island(%control_7121) wraps "tf.Identity"(%outputs_7120) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7124, %control_7125 = tf_executor.island wraps "tf.Sqrt"(%outputs_7122) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7126, %control_7127 = tf_executor.island wraps "tf.AddV2"(%outputs_7124, %outputs_456) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7128, %control_7129 = tf_executor.island wraps "tf.Sub"(%outputs_7112, %outputs_3594) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7130, %control_7131 = tf_executor.island wraps "tf.Mul"(%outputs_7128, %outputs_452) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7132, %control_7133 = tf_executor.island(%control_3595) wraps "tf.AddV2"(%outputs_3592, %outputs_7130) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7134, %control_7135 = tf_executor.island(%control_7133) wraps "tf.Identity"(%outputs_7132) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7136, %control_7137 = tf_executor.island wraps "tf.Mul"(%outputs_7134, %outputs_3374) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7138, %control_7139 = tf_executor.island wraps "tf.RealDiv"(%outputs_7136, %outputs_7126) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7140, %control_7141 = tf_executor.island(%control_3947) wraps "tf.Sub"(%outputs_3944, %outputs_7138) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7142, %control_7143 = tf_executor.island wraps "tf.Mul"(%outputs_5846, %outputs_5884) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
      %outputs_7144, %control_7145 = tf_executor.island wraps "tf.Identity"(%outputs_7142) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_7146, %control_7147 = tf_executor.island wraps "tf.Square"(%outputs_7144) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_7148, %control_7149 = tf_executor.island wraps "tf.Sub"(%outputs_7146, %outputs_2238) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7150, %control_7151 = tf_executor.island wraps "tf.Mul"(%outputs_7148, %outputs_464) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7152, %control_7153 = tf_executor.island(%control_2239) wraps "tf.AddV2"(%outputs_2236, %outputs_7150) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7154, %control_7155 = tf_executor.island(%control_7153) wraps "tf.Identity"(%outputs_7152) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7156, %control_7157 = tf_executor.island wraps "tf.Sqrt"(%outputs_7154) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7158, %control_7159 = tf_executor.island wraps "tf.AddV2"(%outputs_7156, %outputs_466) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7160, %control_7161 = tf_executor.island wraps "tf.Sub"(%outputs_7144, %outputs_2232) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7162, %control_7163 = tf_executor.island wraps "tf.Mul"(%outputs_7160, %outputs_462) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7164, %control_7165 = tf_executor.island(%control_2233) wraps "tf.AddV2"(%outputs_2230, %outputs_7162) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7166, %control_7167 = tf_executor.island(%control_7165) wraps "tf.Identity"(%outputs_7164) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7168, %control_7169 = tf_executor.island wraps "tf.Mul"(%outputs_7166, %outputs_3380) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7170, %control_7171 = tf_executor.island wraps "tf.RealDiv"(%outputs_7168, %outputs_7158) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7172, %control_7173 = tf_executor.island(%control_3837) wraps "tf.Sub"(%outputs_3834, %outputs_7170) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7174, %control_7175 = tf_executor.island wraps "tf.Mul"(%outputs_4900, %outputs_5884) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %outputs_7176, %control_7177 = tf_executor.island wraps "tf.Identity"(%outputs_7174) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_7178, %control_7179 = tf_executor.island wraps "tf.Square"(%outputs_7176) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      %outputs_7180, %control_7181 = tf_executor.island wraps "tf.Sub"(%outputs_7178, %outputs_4376) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7182, %control_7183 = tf_executor.island wraps "tf.Mul"(%outputs_7180, %outputs_476) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7184, %control_7185 = tf_executor.island(%control_4377) wraps "tf.AddV2"(%outputs_4374, %outputs_7182) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7186, %control_7187 = tf_executor.island(%control_7185) wraps "tf.Identity"(%outputs_7184) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7188, %control_7189 = tf_executor.island wraps "tf.Sqrt"(%outputs_7186) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7190, %control_7191 = tf_executor.island wraps "tf.AddV2"(%outputs_7188, %outputs_478) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7192, %control_7193 = tf_executor.island wraps "tf.Sub"(%outputs_7176, %outputs_4370) {device = ""} : (tensor<1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7194, %control_7195 = tf_executor.island wraps "tf.Mul"(%outputs_7192, %outputs_474) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7196, %control_7197 = tf_executor.island(%control_4371) wraps "tf.AddV2"(%outputs_4368, %outputs_7194) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7198, %control_7199 = tf_executor.island(%control_7197) wraps "tf.Identity"(%outputs_7196) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7200, %control_7201 = tf_executor.island wraps "tf.Mul"(%outputs_7198, %outputs_3386) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7202, %control_7203 = tf_executor.island wraps "tf.RealDiv"(%outputs_7200, %outputs_7190) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7204, %control_7205 = tf_executor.island(%control_3831) wraps "tf.Sub"(%outputs_3828, %outputs_7202) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7206, %control_7207 = tf_executor.island wraps "tf.Mul"(%outputs_5850, %outputs_5884) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
      %outputs_7208, %control_7209 = tf_executor.island wraps "tf.Identity"(%outputs_7206) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_7210, %control_7211 = tf_executor.island wraps "tf.Square"(%outputs_7208) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      %outputs_7212, %control_7213 = tf_executor.island wraps "tf.Sub"(%outputs_7210, %outputs_2342) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7214, %control_7215 = tf_executor.island wraps "tf.Mul"(%outputs_7212, %outputs_486) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7216, %control_7217 = tf_executor.island(%control_2343) wraps "tf.AddV2"(%outputs_2340, %outputs_7214) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7218, %control_7219 = tf_executor.island(%control_7217) wraps "tf.Identity"(%outputs_7216) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7220, %control_7221 = tf_executor.island wraps "tf.Sqrt"(%outputs_7218) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7222, %control_7223 = tf_executor.island wraps "tf.AddV2"(%outputs_7220, %outputs_488) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7224, %control_7225 = tf_executor.island wraps "tf.Sub"(%outputs_7208, %outputs_2336) {device = ""} : (tensor<1024x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7226, %control_7227 = tf_executor.island wraps "tf.Mul"(%outputs_7224, %outputs_484) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7228, %control_7229 = tf_executor.island(%control_2337) wraps "tf.AddV2"(%outputs_2334, %outputs_7226) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7230, %control_7231 = tf_executor.island(%control_7229) wraps "tf.Identity"(%outputs_7228) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7232, %control_7233 = tf_executor.island wraps "tf.Mul"(%outputs_7230, %outputs_3392) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7234, %control_7235 = tf_executor.island wraps "tf.RealDiv"(%outputs_7232, %outputs_7222) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7236, %control_7237 = tf_executor.island(%control_3893) wraps "tf.Sub"(%outputs_3890, %outputs_7234) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7238, %control_7239 = tf_executor.island wraps "tf.Mul"(%outputs_4888, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_7240, %control_7241 = tf_executor.island wraps "tf.Identity"(%outputs_7238) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7242, %control_7243 = tf_executor.island wraps "tf.Square"(%outputs_7240) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7244, %control_7245 = tf_executor.island wraps "tf.Sub"(%outputs_7242, %outputs_2330) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7246, %control_7247 = tf_executor.island wraps "tf.Mul"(%outputs_7244, %outputs_498) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7248, %control_7249 = tf_executor.island(%control_2331) wraps "tf.AddV2"(%outputs_2328, %outputs_7246) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7250, %control_7251 = tf_executor.island(%control_7249) wraps "tf.Identity"(%outputs_7248) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7252, %control_7253 = tf_executor.island wraps "tf.Sqrt"(%outputs_7250) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7254, %control_7255 = tf_executor.island wraps "tf.AddV2"(%outputs_7252, %outputs_500) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7256, %control_7257 = tf_executor.island wraps "tf.Sub"(%outputs_7240, %outputs_2324) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7258, %control_7259 = tf_executor.island wraps "tf.Mul"(%outputs_7256, %outputs_494) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7260, %control_7261 = tf_executor.island(%control_2325) wraps "tf.AddV2"(%outputs_2322, %outputs_7258) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7262, %control_7263 = tf_executor.island(%control_7261) wraps "tf.Identity"(%outputs_7260) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7264, %control_7265 = tf_executor.island wraps "tf.Mul"(%outputs_7262, %outputs_3398) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7266, %control_7267 = tf_executor.island wraps "tf.RealDiv"(%outputs_7264, %outputs_7254) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7268, %control_7269 = tf_executor.island(%control_3887) wraps "tf.Sub"(%outputs_3884, %outputs_7266) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7270, %control_7271 = tf_executor.island wraps "tf.Mul"(%outputs_5860, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_7272, %control_7273 = tf_executor.island wraps "tf.Identity"(%outputs_7270) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7274, %control_7275 = tf_executor.island wraps "tf.Square"(%outputs_7272) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7276, %control_7277 = tf_executor.island wraps "tf.Sub"(%outputs_7274, %outputs_3724) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7278, %control_7279 = tf_executor.island wraps "tf.Mul"(%outputs_7276, %outputs_508) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7280, %control_7281 = tf_executor.island(%control_3725) wraps "tf.AddV2"(%outputs_3722, %outputs_7278) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7282, %control_7283 = tf_executor.island(%control_7281) wraps "tf.Identity"(%outputs_7280) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7284, %control_7285 = tf_executor.island wraps "tf.Sqrt"(%outputs_7282) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7286, %control_7287 = tf_executor.island wraps "tf.AddV2"(%outputs_7284, %outputs_510) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7288, %control_7289 = tf_executor.island wraps "tf.Sub"(%outputs_7272, %outputs_3718) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7290, %control_7291 = tf_executor.island wraps "tf.Mul"(%outputs_7288, %outputs_506) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7292, %control_7293 = tf_executor.island(%control_3719) wraps "tf.AddV2"(%outputs_3716, %outputs_7290) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7294, %control_7295 = tf_executor.island(%control_7293) wraps "tf.Identity"(%outputs_7292) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7296, %control_7297 = tf_executor.island wraps "tf.Mul"(%outputs_7294, %outputs_3404) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7298, %control_7299 = tf_executor.island wraps "tf.RealDiv"(%outputs_7296, %outputs_7286) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7300, %control_7301 = tf_executor.island(%control_4027) wraps "tf.Sub"(%outputs_4024, %outputs_7298) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7302, %control_7303 = tf_executor.island wraps "tf.Mul"(%outputs_5608, %outputs_5884) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
      %outputs_7304, %control_7305 = tf_executor.island wraps "tf.Identity"(%outputs_7302) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_7306, %control_7307 = tf_executor.island wraps "tf.Square"(%outputs_7304) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      %outputs_7308, %control_7309 = tf_executor.island wraps "tf.Sub"(%outputs_7306, %outputs_4104) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7310, %control_7311 = tf_executor.island wraps "tf.Mul"(%outputs_7308, %outputs_468) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7312, %control_7313 = tf_executor.island(%control_4105) wraps "tf.AddV2"(%outputs_4102, %outputs_7310) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7314, %control_7315 = tf_executor.island(%control_7313) wraps "tf.Identity"(%outputs_7312) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7316, %control_7317 = tf_executor.island wraps "tf.Sqrt"(%outputs_7314) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7318, %control_7319 = tf_executor.island wraps "tf.AddV2"(%outputs_7316, %outputs_496) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7320, %control_7321 = tf_executor.island wraps "tf.Sub"(%outputs_7304, %outputs_4098) {device = ""} : (tensor<256x8x32xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7322, %control_7323 = tf_executor.island wraps "tf.Mul"(%outputs_7320, %outputs_442) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7324, %control_7325 = tf_executor.island(%control_4099) wraps "tf.AddV2"(%outputs_4096, %outputs_7322) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7326, %control_7327 = tf_executor.island(%control_7325) wraps "tf.Identity"(%outputs_7324) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7328, %control_7329 = tf_executor.island wraps "tf.Mul"(%outputs_7326, %outputs_3368) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7330, %control_7331 = tf_executor.island wraps "tf.RealDiv"(%outputs_7328, %outputs_7318) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7332, %control_7333 = tf_executor.island(%control_3955) wraps "tf.Sub"(%outputs_3952, %outputs_7330) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7334, %control_7335 = tf_executor.island wraps "tf.Mul"(%outputs_4838, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_7336, %control_7337 = tf_executor.island wraps "tf.Identity"(%outputs_7334) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7338, %control_7339 = tf_executor.island wraps "tf.Square"(%outputs_7336) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7340, %control_7341 = tf_executor.island wraps "tf.Sub"(%outputs_7338, %outputs_3704) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7342, %control_7343 = tf_executor.island wraps "tf.Mul"(%outputs_7340, %outputs_518) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7344, %control_7345 = tf_executor.island(%control_3705) wraps "tf.AddV2"(%outputs_3702, %outputs_7342) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7346, %control_7347 = tf_executor.island(%control_7345) wraps "tf.Identity"(%outputs_7344) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7348, %control_7349 = tf_executor.island wraps "tf.Sqrt"(%outputs_7346) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7350, %control_7351 = tf_executor.island wraps "tf.AddV2"(%outputs_7348, %outputs_520) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7352, %control_7353 = tf_executor.island wraps "tf.Sub"(%outputs_7336, %outputs_3698) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7354, %control_7355 = tf_executor.island wraps "tf.Mul"(%outputs_7352, %outputs_516) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7356, %control_7357 = tf_executor.island(%control_3699) wraps "tf.AddV2"(%outputs_3696, %outputs_7354) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7358, %control_7359 = tf_executor.island(%control_7357) wraps "tf.Identity"(%outputs_7356) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7360, %control_7361 = tf_executor.island wraps "tf.Mul"(%outputs_7358, %outputs_3410) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7362, %control_7363 = tf_executor.island wraps "tf.RealDiv"(%outputs_7360, %outputs_7350) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7364, %control_7365 = tf_executor.island(%control_4019) wraps "tf.Sub"(%outputs_4016, %outputs_7362) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7366, %control_7367 = tf_executor.island wraps "tf.Mul"(%outputs_5864, %outputs_5884) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
      %outputs_7368, %control_7369 = tf_executor.island wraps "tf.Identity"(%outputs_7366) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      %outputs_7370, %control_7371 = tf_executor.island wraps "tf.Square"(%outputs_7368) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      %outputs_7372, %control_7373 = tf_executor.island wraps "tf.Sub"(%outputs_7370, %outputs_3760) {device = ""} : (tensor<256x16384xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7374, %control_7375 = tf_executor.island wraps "tf.Mul"(%outputs_7372, %outputs_534) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7376, %control_7377 = tf_executor.island(%control_3761) wraps "tf.AddV2"(%outputs_3758, %outputs_7374) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7378, %control_7379 = tf_executor.island(%control_7377) wraps "tf.Identity"(%outputs_7376) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7380, %control_7381 = tf_executor.island wraps "tf.Sqrt"(%outputs_7378) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7382, %control_7383 = tf_executor.island wraps "tf.AddV2"(%outputs_7380, %outputs_536) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7384, %control_7385 = tf_executor.island wraps "tf.Sub"(%outputs_7368, %outputs_3754) {device = ""} : (tensor<256x16384xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7386, %control_7387 = tf_executor.island wraps "tf.Mul"(%outputs_7384, %outputs_532) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7388, %control_7389 = tf_executor.island(%control_3755) wraps "tf.AddV2"(%outputs_3752, %outputs_7386) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7390, %control_7391 = tf_executor.island(%control_7389) wraps "tf.Identity"(%outputs_7388) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7392, %control_7393 = tf_executor.island wraps "tf.Mul"(%outputs_7390, %outputs_3416) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7394, %control_7395 = tf_executor.island wraps "tf.RealDiv"(%outputs_7392, %outputs_7382) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7396, %control_7397 = tf_executor.island(%control_4057) wraps "tf.Sub"(%outputs_4054, %outputs_7394) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7398, %control_7399 = tf_executor.island wraps "tf.Mul"(%outputs_4824, %outputs_5884) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
      %outputs_7400, %control_7401 = tf_executor.island wraps "tf.Identity"(%outputs_7398) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      %outputs_7402, %control_7403 = tf_executor.island wraps "tf.Square"(%outputs_7400) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      %outputs_7404, %control_7405 = tf_executor.island wraps "tf.Sub"(%outputs_7402, %outputs_3748) {device = ""} : (tensor<16384xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7406, %control_7407 = tf_executor.island wraps "tf.Mul"(%outputs_7404, %outputs_544) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7408, %control_7409 = tf_executor.island(%control_3749) wraps "tf.AddV2"(%outputs_3746, %outputs_7406) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7410, %control_7411 = tf_executor.island(%control_7409) wraps "tf.Identity"(%outputs_7408) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7412, %control_7413 = tf_executor.island wraps "tf.Sqrt"(%outputs_7410) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7414, %control_7415 = tf_executor.island wraps "tf.AddV2"(%outputs_7412, %outputs_546) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7416, %control_7417 = tf_executor.island wraps "tf.Sub"(%outputs_7400, %outputs_3742) {device = ""} : (tensor<16384xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7418, %control_7419 = tf_executor.island wraps "tf.Mul"(%outputs_7416, %outputs_542) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7420, %control_7421 = tf_executor.island(%control_3743) wraps "tf.AddV2"(%outputs_3740, %outputs_7418) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7422, %control_7423 = tf_executor.island(%control_7421) wraps "tf.Identity"(%outputs_7420) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7424, %control_7425 = tf_executor.island wraps "tf.Mul"(%outputs_7422, %outputs_3422) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7426, %control_7427 = tf_executor.island wraps "tf.RealDiv"(%outputs_7424, %outputs_7414) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7428, %control_7429 = tf_executor.island(%control_4051) wraps "tf.Sub"(%outputs_4048, %outputs_7426) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7430, %control_7431 = tf_executor.island wraps "tf.Mul"(%outputs_5688, %outputs_5884) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
      %outputs_7432, %control_7433 = tf_executor.island wraps "tf.Identity"(%outputs_7430) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_7434, %control_7435 = tf_executor.island wraps "tf.Square"(%outputs_7432) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %outputs_7436, %control_7437 = tf_executor.island wraps "tf.Sub"(%outputs_7434, %outputs_4068) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7438, %control_7439 = tf_executor.island wraps "tf.Mul"(%outputs_7436, %outputs_550) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7440, %control_7441 = tf_executor.island(%control_4069) wraps "tf.AddV2"(%outputs_4066, %outputs_7438) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7442, %control_7443 = tf_executor.island(%control_7441) wraps "tf.Identity"(%outputs_7440) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7444, %control_7445 = tf_executor.island wraps "tf.Sqrt"(%outputs_7442) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7446, %control_7447 = tf_executor.island wraps "tf.AddV2"(%outputs_7444, %outputs_552) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7448, %control_7449 = tf_executor.island wraps "tf.Sub"(%outputs_7432, %outputs_4062) {device = ""} : (tensor<8x32x256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7450, %control_7451 = tf_executor.island wraps "tf.Mul"(%outputs_7448, %outputs_548) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7452, %control_7453 = tf_executor.island(%control_4063) wraps "tf.AddV2"(%outputs_4060, %outputs_7450) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7454, %control_7455 = tf_executor.island(%control_7453) wraps "tf.Identity"(%outputs_7452) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7456, %control_7457 = tf_executor.island wraps "tf.Mul"(%outputs_7454, %outputs_3428) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7458, %control_7459 = tf_executor.island wraps "tf.RealDiv"(%outputs_7456, %outputs_7446) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7460, %control_7461 = tf_executor.island(%control_4391) wraps "tf.Sub"(%outputs_4388, %outputs_7458) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7462, %control_7463 = tf_executor.island wraps "tf.Mul"(%outputs_5698, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_7464, %control_7465 = tf_executor.island wraps "tf.Identity"(%outputs_7462) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7466, %control_7467 = tf_executor.island wraps "tf.Square"(%outputs_7464) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7468, %control_7469 = tf_executor.island wraps "tf.Sub"(%outputs_7466, %outputs_3532) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7470, %control_7471 = tf_executor.island wraps "tf.Mul"(%outputs_7468, %outputs_560) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7472, %control_7473 = tf_executor.island(%control_3533) wraps "tf.AddV2"(%outputs_3530, %outputs_7470) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7474, %control_7475 = tf_executor.island(%control_7473) wraps "tf.Identity"(%outputs_7472) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7476, %control_7477 = tf_executor.island wraps "tf.Sqrt"(%outputs_7474) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7478, %control_7479 = tf_executor.island wraps "tf.AddV2"(%outputs_7476, %outputs_562) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7480, %control_7481 = tf_executor.island wraps "tf.Sub"(%outputs_7464, %outputs_3526) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7482, %control_7483 = tf_executor.island wraps "tf.Mul"(%outputs_7480, %outputs_558) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7484, %control_7485 = tf_executor.island(%control_3527) wraps "tf.AddV2"(%outputs_3524, %outputs_7482) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7486, %control_7487 = tf_executor.island(%control_7485) wraps "tf.Identity"(%outputs_7484) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7488, %control_7489 = tf_executor.island wraps "tf.Mul"(%outputs_7486, %outputs_3434) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7490, %control_7491 = tf_executor.island wraps "tf.RealDiv"(%outputs_7488, %outputs_7478) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7492, %control_7493 = tf_executor.island(%control_3907) wraps "tf.Sub"(%outputs_3904, %outputs_7490) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7494, %control_7495 = tf_executor.island wraps "tf.Mul"(%outputs_5534, %outputs_5884) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
      %outputs_7496, %control_7497 = tf_executor.island wraps "tf.Identity"(%outputs_7494) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7498, %control_7499 = tf_executor.island wraps "tf.Square"(%outputs_7496) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %outputs_7500, %control_7501 = tf_executor.island wraps "tf.Sub"(%outputs_7498, %outputs_3520) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7502, %control_7503 = tf_executor.island wraps "tf.Mul"(%outputs_7500, %outputs_572) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7504, %control_7505 = tf_executor.island(%control_3521) wraps "tf.AddV2"(%outputs_3518, %outputs_7502) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7506, %control_7507 = tf_executor.island(%control_7505) wraps "tf.Identity"(%outputs_7504) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7508, %control_7509 = tf_executor.island wraps "tf.Sqrt"(%outputs_7506) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7510, %control_7511 = tf_executor.island wraps "tf.AddV2"(%outputs_7508, %outputs_574) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7512, %control_7513 = tf_executor.island wraps "tf.Sub"(%outputs_7496, %outputs_3514) {device = ""} : (tensor<256xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7514, %control_7515 = tf_executor.island wraps "tf.Mul"(%outputs_7512, %outputs_568) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7516, %control_7517 = tf_executor.island(%control_3515) wraps "tf.AddV2"(%outputs_3512, %outputs_7514) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7518, %control_7519 = tf_executor.island(%control_7517) wraps "tf.Identity"(%outputs_7516) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7520, %control_7521 = tf_executor.island wraps "tf.Mul"(%outputs_7518, %outputs_3440) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7522, %control_7523 = tf_executor.island wraps "tf.RealDiv"(%outputs_7520, %outputs_7510) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7524, %control_7525 = tf_executor.island(%control_3899) wraps "tf.Sub"(%outputs_3896, %outputs_7522) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7526, %control_7527 = tf_executor.island wraps "tf.Mul"(%outputs_5702, %outputs_5884) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
      %outputs_7528, %control_7529 = tf_executor.island wraps "tf.Identity"(%outputs_7526) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_7530, %control_7531 = tf_executor.island wraps "tf.Square"(%outputs_7528) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      %outputs_7532, %control_7533 = tf_executor.island wraps "tf.Sub"(%outputs_7530, %outputs_4308) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7534, %control_7535 = tf_executor.island wraps "tf.Mul"(%outputs_7532, %outputs_582) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7536, %control_7537 = tf_executor.island(%control_4309) wraps "tf.AddV2"(%outputs_4306, %outputs_7534) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7538, %control_7539 = tf_executor.island(%control_7537) wraps "tf.Identity"(%outputs_7536) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7540, %control_7541 = tf_executor.island wraps "tf.Sqrt"(%outputs_7538) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7542, %control_7543 = tf_executor.island wraps "tf.AddV2"(%outputs_7540, %outputs_584) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7544, %control_7545 = tf_executor.island wraps "tf.Sub"(%outputs_7528, %outputs_4302) {device = ""} : (tensor<256x1024xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7546, %control_7547 = tf_executor.island wraps "tf.Mul"(%outputs_7544, %outputs_580) {device = ""} : (tensor<*xf32>, tensor<f32>) -> tensor<*xf32>
      %outputs_7548, %control_7549 = tf_executor.island(%control_4303) wraps "tf.AddV2"(%outputs_4300, %outputs_7546) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7550, %control_7551 = tf_executor.island(%control_7549) wraps "tf.Identity"(%outputs_7548) {device = ""} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7552, %control_7553 = tf_executor.island wraps "tf.Mul"(%outputs_7550, %outputs_3446) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7554, %control_7555 = tf_executor.island wraps "tf.RealDiv"(%outputs_7552, %outputs_7542) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %outputs_7556, %control_7557 = tf_executor.island(%control_3793) wraps "tf.Sub"(%outputs_3790, %outputs_7554) {device = ""} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
      %control_7558 = tf_executor.island(%control_3775, %control_4035, %control_3873, %control_3805, %control_3955, %control_4391, %control_3907, %control_3899, %control_3793, %control_3787, %control_3849, %control_3843, %control_3979, %control_3971, %control_4179, %control_4111, %control_4247, %control_4043, %control_3923, %control_3915, %control_3813, %control_3799, %control_3861, %control_3855, %control_3995, %control_3987, %control_2293, %control_4383, %control_3507, %control_4315, %control_3939, %control_3931, %control_3825, %control_3819, %control_3881, %control_3867, %control_4011, %control_4003, %control_3711, %control_3643, %control_3767, %control_3575, %control_3963, %control_3947, %control_3837, %control_3831, %control_3893, %control_3887, %control_4027, %control_4019, %control_4057, %control_4051, %control_3191, %control_2353, %control_4279, %control_5913, %control_4285, %control_5899, %control_5915, %control_5901, %control_5921, %control_3467, %control_2481, %control_3731, %control_6269, %control_3737, %control_6255, %control_6271, %control_6257, %control_6277, %control_3233, %control_2657, %control_4087, %control_6621, %control_4093, %control_6609, %control_6623, %control_6611, %control_6629, %control_3299, %control_2833, %control_4075, %control_6973, %control_4081, %control_6961, %control_6975, %control_6963, %control_6981, %control_3365, %control_3009, %control_4099, %control_7325, %control_4105, %control_7313, %control_7327, %control_7315, %control_7333, %control_3425, %control_2369, %control_4063, %control_7453, %control_4069, %control_7441, %control_7455, %control_7443, %control_7461, %control_3431, %control_2417, %control_3527, %control_7485, %control_3533, %control_7473, %control_7487, %control_7475, %control_7493, %control_3437, %control_2433, %control_3515, %control_7517, %control_3521, %control_7505, %control_7519, %control_7507, %control_7525, %control_3443, %control_2449, %control_4303, %control_7549, %control_4309, %control_7537, %control_7551, %control_7539, %control_7557, %control_3449, %control_2465, %control_4291, %control_5945, %control_4297, %control_5933, %control_5947, %control_5935, %control_5953, %control_3455, %control_2497, %control_2257, %control_5977, %control_2263, %control_5965, %control_5979, %control_5967, %control_5985, %control_3461, %control_2513, %control_2245, %control_6009, %control_2251, %control_5997, %control_6011, %control_5999, %control_6017, %control_3473, %control_2529, %control_3631, %control_6041, %control_3637, %control_6029, %control_6043, %control_6031, %control_6049, %control_3479, %control_2545, %control_3619, %control_6073, %control_3625, %control_6061, %control_6075, %control_6063, %control_6081, %control_3485, %control_2561, %control_4143, %control_6105, %control_4149, %control_6093, %control_6107, %control_6095, %control_6113, %control_3491, %control_2577, %control_4131, %control_6137, %control_4137, %control_6125, %control_6139, %control_6127, %control_6145, %control_3497, %control_2593, %control_4155, %control_6169, %control_4161, %control_6157, %control_6171, %control_6159, %control_6177, %control_3197, %control_2609, %control_4119, %control_6201, %control_4125, %control_6189, %control_6203, %control_6191, %control_6209, %control_3203, %control_2625, %control_3551, %control_6233, %control_3557, %control_6221, %control_6235, %control_6223, %control_6241, %control_3209, %control_2641, %control_3539, %control_6301, %control_3545, %control_6289, %control_6303, %control_6291, %control_6309, %control_3215, %control_2673, %control_4335, %control_6333, %control_4341, %control_6321, %control_6335, %control_6323, %control_6341, %control_3221, %control_2689, %control_4323, %control_6365, %control_4329, %control_6353, %control_6367, %control_6355, %control_6373, %control_3227, %control_2705, %control_2281, %control_6397, %control_2287, %control_6385, %control_6399, %control_6387, %control_6405, %control_3239, %control_2721, %control_2269, %control_6429, %control_2275, %control_6417, %control_6431, %control_6419, %control_6437, %control_3245, %control_2737, %control_3663, %control_6461, %control_3669, %control_6449, %control_6463, %control_6451, %control_6469, %control_3251, %control_2753, %control_3651, %control_6493, %control_3657, %control_6481, %control_6495, %control_6483, %control_6501, %control_3257, %control_2769, %control_4199, %control_6525, %control_4205, %control_6513, %control_6527, %control_6515, %control_6533, %control_3263, %control_2785, %control_4187, %control_6557, %control_4193, %control_6545, %control_6559, %control_6547, %control_6565, %control_3269, %control_2801, %control_4211, %control_6589, %control_4217, %control_6577, %control_6591, %control_6579, %control_6597, %control_3275, %control_2817, %control_4167, %control_6653, %control_4173, %control_6641, %control_6655, %control_6643, %control_6661, %control_3281, %control_2849, %control_3583, %control_6685, %control_3589, %control_6673, %control_6687, %control_6675, %control_6693, %control_3287, %control_2865, %control_3563, %control_6717, %control_3569, %control_6705, %control_6719, %control_6707, %control_6725, %control_3293, %control_2881, %control_4359, %control_6749, %control_4365, %control_6737, %control_6751, %control_6739, %control_6757, %control_3305, %control_2897, %control_4347, %control_6781, %control_4353, %control_6769, %control_6783, %control_6771, %control_6789, %control_3311, %control_2913, %control_2313, %control_6813, %control_2319, %control_6801, %control_6815, %control_6803, %control_6821, %control_3317, %control_2929, %control_2301, %control_6845, %control_2307, %control_6833, %control_6847, %control_6835, %control_6853, %control_3323, %control_2945, %control_3687, %control_6877, %control_3693, %control_6865, %control_6879, %control_6867, %control_6885, %control_3329, %control_2961, %control_3675, %control_6909, %control_3681, %control_6897, %control_6911, %control_6899, %control_6917, %control_3335, %control_2977, %control_4255, %control_6941, %control_4261, %control_6929, %control_6943, %control_6931, %control_6949, %control_3341, %control_2993, %control_4235, %control_7005, %control_4241, %control_6993, %control_7007, %control_6995, %control_7013, %control_3347, %control_3025, %control_4267, %control_7037, %control_4273, %control_7025, %control_7039, %control_7027, %control_7045, %control_3353, %control_3041, %control_4223, %control_7069, %control_4229, %control_7057, %control_7071, %control_7059, %control_7077, %control_3359, %control_3057, %control_3607, %control_7101, %control_3613, %control_7089, %control_7103, %control_7091, %control_7109, %control_3371, %control_3073, %control_3595, %control_7133, %control_3601, %control_7121, %control_7135, %control_7123, %control_7141, %control_3377, %control_3089, %control_2233, %control_7165, %control_2239, %control_7153, %control_7167, %control_7155, %control_7173, %control_3383, %control_3105, %control_4371, %control_7197, %control_4377, %control_7185, %control_7199, %control_7187, %control_7205, %control_3389, %control_3121, %control_2337, %control_7229, %control_2343, %control_7217, %control_7231, %control_7219, %control_7237, %control_3395, %control_3137, %control_2325, %control_7261, %control_2331, %control_7249, %control_7263, %control_7251, %control_7269, %control_3401, %control_3153, %control_3719, %control_7293, %control_3725, %control_7281, %control_7295, %control_7283, %control_7301, %control_3407, %control_3169, %control_3699, %control_7357, %control_3705, %control_7345, %control_7359, %control_7347, %control_7365, %control_3413, %control_2385, %control_3755, %control_7389, %control_3761, %control_7377, %control_7391, %control_7379, %control_7397, %control_3419, %control_2401, %control_3743, %control_7421, %control_3749, %control_7409, %control_7423, %control_7411, %control_7429, %control_2349, %control_3171) wraps "tf.NoOp"() {device = ""} : () -> ()
      %outputs_7559, %control_7560 = tf_executor.island(%control_7558) wraps "tf.Identity"(%outputs_4818) {device = ""} : (tensor<f32>) -> tensor<f32>
      %outputs_7561, %control_7562 = tf_executor.island wraps "tf.Relayout"(%outputs_7559) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<f32>) -> tensor<f32>
      %outputs_7563, %control_7564 = tf_executor.island wraps "tf.Relayout"(%outputs_7556) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7565, %control_7566 = tf_executor.island wraps "tf.Relayout"(%outputs_7548) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7567, %control_7568 = tf_executor.island wraps "tf.Relayout"(%outputs_7536) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7569, %control_7570 = tf_executor.island wraps "tf.Relayout"(%outputs_7524) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7571, %control_7572 = tf_executor.island wraps "tf.Relayout"(%outputs_7516) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7573, %control_7574 = tf_executor.island wraps "tf.Relayout"(%outputs_7504) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7575, %control_7576 = tf_executor.island wraps "tf.Relayout"(%outputs_7492) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7577, %control_7578 = tf_executor.island wraps "tf.Relayout"(%outputs_7484) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7579, %control_7580 = tf_executor.island wraps "tf.Relayout"(%outputs_7472) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7581, %control_7582 = tf_executor.island wraps "tf.Relayout"(%outputs_7460) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7583, %control_7584 = tf_executor.island wraps "tf.Relayout"(%outputs_7452) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7585, %control_7586 = tf_executor.island wraps "tf.Relayout"(%outputs_7440) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7587, %control_7588 = tf_executor.island wraps "tf.Relayout"(%outputs_7428) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7589, %control_7590 = tf_executor.island wraps "tf.Relayout"(%outputs_7420) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7591, %control_7592 = tf_executor.island wraps "tf.Relayout"(%outputs_7408) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7593, %control_7594 = tf_executor.island wraps "tf.Relayout"(%outputs_7396) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7595, %control_7596 = tf_executor.island wraps "tf.Relayout"(%outputs_7388) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7597, %control_7598 = tf_executor.island wraps "tf.Relayout"(%outputs_7376) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7599, %control_7600 = tf_executor.island wraps "tf.Relayout"(%outputs_7364) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7601, %control_7602 = tf_executor.island wraps "tf.Relayout"(%outputs_7356) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7603, %control_7604 = tf_executor.island wraps "tf.Relayout"(%outputs_7344) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7605, %control_7606 = tf_executor.island wraps "tf.Relayout"(%outputs_7332) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7607, %control_7608 = tf_executor.island wraps "tf.Relayout"(%outputs_7324) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7609, %control_7610 = tf_executor.island wraps "tf.Relayout"(%outputs_7312) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7611, %control_7612 = tf_executor.island wraps "tf.Relayout"(%outputs_7300) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7613, %control_7614 = tf_executor.island wraps "tf.Relayout"(%outputs_7292) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7615, %control_7616 = tf_executor.island wraps "tf.Relayout"(%outputs_7280) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7617, %control_7618 = tf_executor.island wraps "tf.Relayout"(%outputs_7268) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7619, %control_7620 = tf_executor.island wraps "tf.Relayout"(%outputs_7260) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7621, %control_7622 = tf_executor.island wraps "tf.Relayout"(%outputs_7248) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7623, %control_7624 = tf_executor.island wraps "tf.Relayout"(%outputs_7236) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7625, %control_7626 = tf_executor.island wraps "tf.Relayout"(%outputs_7228) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7627, %control_7628 = tf_executor.island wraps "tf.Relayout"(%outputs_7216) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7629, %control_7630 = tf_executor.island wraps "tf.Relayout"(%outputs_7204) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7631, %control_7632 = tf_executor.island wraps "tf.Relayout"(%outputs_7196) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7633, %control_7634 = tf_executor.island wraps "tf.Relayout"(%outputs_7184) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7635, %control_7636 = tf_executor.island wraps "tf.Relayout"(%outputs_7172) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7637, %control_7638 = tf_executor.island wraps "tf.Relayout"(%outputs_7164) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7639, %control_7640 = tf_executor.island wraps "tf.Relayout"(%outputs_7152) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7641, %control_7642 = tf_executor.island wraps "tf.Relayout"(%outputs_7140) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7643, %control_7644 = tf_executor.island wraps "tf.Relayout"(%outputs_7132) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7645, %control_7646 = tf_executor.island wraps "tf.Relayout"(%outputs_7120) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7647, %control_7648 = tf_executor.island wraps "tf.Relayout"(%outputs_7108) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7649, %control_7650 = tf_executor.island wraps "tf.Relayout"(%outputs_7100) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7651, %control_7652 = tf_executor.island wraps "tf.Relayout"(%outputs_7088) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7653, %control_7654 = tf_executor.island wraps "tf.Relayout"(%outputs_7076) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7655, %control_7656 = tf_executor.island wraps "tf.Relayout"(%outputs_7068) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7657, %control_7658 = tf_executor.island wraps "tf.Relayout"(%outputs_7056) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7659, %control_7660 = tf_executor.island wraps "tf.Relayout"(%outputs_7044) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7661, %control_7662 = tf_executor.island wraps "tf.Relayout"(%outputs_7036) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7663, %control_7664 = tf_executor.island wraps "tf.Relayout"(%outputs_7024) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7665, %control_7666 = tf_executor.island wraps "tf.Relayout"(%outputs_7012) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7667, %control_7668 = tf_executor.island wraps "tf.Relayout"(%outputs_7004) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7669, %control_7670 = tf_executor.island wraps "tf.Relayout"(%outputs_6992) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7671, %control_7672 = tf_executor.island wraps "tf.Relayout"(%outputs_6980) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7673, %control_7674 = tf_executor.island wraps "tf.Relayout"(%outputs_6972) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7675, %control_7676 = tf_executor.island wraps "tf.Relayout"(%outputs_6960) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7677, %control_7678 = tf_executor.island wraps "tf.Relayout"(%outputs_6948) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7679, %control_7680 = tf_executor.island wraps "tf.Relayout"(%outputs_6940) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7681, %control_7682 = tf_executor.island wraps "tf.Relayout"(%outputs_6928) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7683, %control_7684 = tf_executor.island wraps "tf.Relayout"(%outputs_6916) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7685, %control_7686 = tf_executor.island wraps "tf.Relayout"(%outputs_6908) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7687, %control_7688 = tf_executor.island wraps "tf.Relayout"(%outputs_6896) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7689, %control_7690 = tf_executor.island wraps "tf.Relayout"(%outputs_6884) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7691, %control_7692 = tf_executor.island wraps "tf.Relayout"(%outputs_6876) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7693, %control_7694 = tf_executor.island wraps "tf.Relayout"(%outputs_6864) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7695, %control_7696 = tf_executor.island wraps "tf.Relayout"(%outputs_6852) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7697, %control_7698 = tf_executor.island wraps "tf.Relayout"(%outputs_6844) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7699, %control_7700 = tf_executor.island wraps "tf.Relayout"(%outputs_6832) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7701, %control_7702 = tf_executor.island wraps "tf.Relayout"(%outputs_6820) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7703, %control_7704 = tf_executor.island wraps "tf.Relayout"(%outputs_6812) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7705, %control_7706 = tf_executor.island wraps "tf.Relayout"(%outputs_6800) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7707, %control_7708 = tf_executor.island wraps "tf.Relayout"(%outputs_6788) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7709, %control_7710 = tf_executor.island wraps "tf.Relayout"(%outputs_6780) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7711, %control_7712 = tf_executor.island wraps "tf.Relayout"(%outputs_6768) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7713, %control_7714 = tf_executor.island wraps "tf.Relayout"(%outputs_6756) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7715, %control_7716 = tf_executor.island wraps "tf.Relayout"(%outputs_6748) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7717, %control_7718 = tf_executor.island wraps "tf.Relayout"(%outputs_6736) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7719, %control_7720 = tf_executor.island wraps "tf.Relayout"(%outputs_6724) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7721, %control_7722 = tf_executor.island wraps "tf.Relayout"(%outputs_6716) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7723, %control_7724 = tf_executor.island wraps "tf.Relayout"(%outputs_6704) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7725, %control_7726 = tf_executor.island wraps "tf.Relayout"(%outputs_6692) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7727, %control_7728 = tf_executor.island wraps "tf.Relayout"(%outputs_6684) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7729, %control_7730 = tf_executor.island wraps "tf.Relayout"(%outputs_6672) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7731, %control_7732 = tf_executor.island wraps "tf.Relayout"(%outputs_6660) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7733, %control_7734 = tf_executor.island wraps "tf.Relayout"(%outputs_6652) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7735, %control_7736 = tf_executor.island wraps "tf.Relayout"(%outputs_6640) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7737, %control_7738 = tf_executor.island wraps "tf.Relayout"(%outputs_6628) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7739, %control_7740 = tf_executor.island wraps "tf.Relayout"(%outputs_6620) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7741, %control_7742 = tf_executor.island wraps "tf.Relayout"(%outputs_6608) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7743, %control_7744 = tf_executor.island wraps "tf.Relayout"(%outputs_6596) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7745, %control_7746 = tf_executor.island wraps "tf.Relayout"(%outputs_6588) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7747, %control_7748 = tf_executor.island wraps "tf.Relayout"(%outputs_6576) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7749, %control_7750 = tf_executor.island wraps "tf.Relayout"(%outputs_6564) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7751, %control_7752 = tf_executor.island wraps "tf.Relayout"(%outputs_6556) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7753, %control_7754 = tf_executor.island wraps "tf.Relayout"(%outputs_6544) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7755, %control_7756 = tf_executor.island wraps "tf.Relayout"(%outputs_6532) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7757, %control_7758 = tf_executor.island wraps "tf.Relayout"(%outputs_6524) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7759, %control_7760 = tf_executor.island wraps "tf.Relayout"(%outputs_6512) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7761, %control_7762 = tf_executor.island wraps "tf.Relayout"(%outputs_6500) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7763, %control_7764 = tf_executor.island wraps "tf.Relayout"(%outputs_6492) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7765, %control_7766 = tf_executor.island wraps "tf.Relayout"(%outputs_6480) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7767, %control_7768 = tf_executor.island wraps "tf.Relayout"(%outputs_6468) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7769, %control_7770 = tf_executor.island wraps "tf.Relayout"(%outputs_6460) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7771, %control_7772 = tf_executor.island wraps "tf.Relayout"(%outputs_6448) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7773, %control_7774 = tf_executor.island wraps "tf.Relayout"(%outputs_6436) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7775, %control_7776 = tf_executor.island wraps "tf.Relayout"(%outputs_6428) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7777, %control_7778 = tf_executor.island wraps "tf.Relayout"(%outputs_6416) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7779, %control_7780 = tf_executor.island wraps "tf.Relayout"(%outputs_6404) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7781, %control_7782 = tf_executor.island wraps "tf.Relayout"(%outputs_6396) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7783, %control_7784 = tf_executor.island wraps "tf.Relayout"(%outputs_6384) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7785, %control_7786 = tf_executor.island wraps "tf.Relayout"(%outputs_6372) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7787, %control_7788 = tf_executor.island wraps "tf.Relayout"(%outputs_6364) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7789, %control_7790 = tf_executor.island wraps "tf.Relayout"(%outputs_6352) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7791, %control_7792 = tf_executor.island wraps "tf.Relayout"(%outputs_6340) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7793, %control_7794 = tf_executor.island wraps "tf.Relayout"(%outputs_6332) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7795, %control_7796 = tf_executor.island wraps "tf.Relayout"(%outputs_6320) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7797, %control_7798 = tf_executor.island wraps "tf.Relayout"(%outputs_6308) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7799, %control_7800 = tf_executor.island wraps "tf.Relayout"(%outputs_6300) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7801, %control_7802 = tf_executor.island wraps "tf.Relayout"(%outputs_6288) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7803, %control_7804 = tf_executor.island wraps "tf.Relayout"(%outputs_6276) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7805, %control_7806 = tf_executor.island wraps "tf.Relayout"(%outputs_6268) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7807, %control_7808 = tf_executor.island wraps "tf.Relayout"(%outputs_6254) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7809, %control_7810 = tf_executor.island wraps "tf.Relayout"(%outputs_6240) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7811, %control_7812 = tf_executor.island wraps "tf.Relayout"(%outputs_6232) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7813, %control_7814 = tf_executor.island wraps "tf.Relayout"(%outputs_6220) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7815, %control_7816 = tf_executor.island wraps "tf.Relayout"(%outputs_6208) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7817, %control_7818 = tf_executor.island wraps "tf.Relayout"(%outputs_6200) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7819, %control_7820 = tf_executor.island wraps "tf.Relayout"(%outputs_6188) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7821, %control_7822 = tf_executor.island wraps "tf.Relayout"(%outputs_6176) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7823, %control_7824 = tf_executor.island wraps "tf.Relayout"(%outputs_6168) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7825, %control_7826 = tf_executor.island wraps "tf.Relayout"(%outputs_6156) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7827, %control_7828 = tf_executor.island wraps "tf.Relayout"(%outputs_6144) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7829, %control_7830 = tf_executor.island wraps "tf.Relayout"(%outputs_6136) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7831, %control_7832 = tf_executor.island wraps "tf.Relayout"(%outputs_6124) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7833, %control_7834 = tf_executor.island wraps "tf.Relayout"(%outputs_6112) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7835, %control_7836 = tf_executor.island wraps "tf.Relayout"(%outputs_6104) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7837, %control_7838 = tf_executor.island wraps "tf.Relayout"(%outputs_6092) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7839, %control_7840 = tf_executor.island wraps "tf.Relayout"(%outputs_6080) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7841, %control_7842 = tf_executor.island wraps "tf.Relayout"(%outputs_6072) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7843, %control_7844 = tf_executor.island wraps "tf.Relayout"(%outputs_6060) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7845, %control_7846 = tf_executor.island wraps "tf.Relayout"(%outputs_6048) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7847, %control_7848 = tf_executor.island wraps "tf.Relayout"(%outputs_6040) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7849, %control_7850 = tf_executor.island wraps "tf.Relayout"(%outputs_6028) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7851, %control_7852 = tf_executor.island wraps "tf.Relayout"(%outputs_6016) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7853, %control_7854 = tf_executor.island wraps "tf.Relayout"(%outputs_6008) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7855, %control_7856 = tf_executor.island wraps "tf.Relayout"(%outputs_5996) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7857, %control_7858 = tf_executor.island wraps "tf.Relayout"(%outputs_5984) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7859, %control_7860 = tf_executor.island wraps "tf.Relayout"(%outputs_5976) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7861, %control_7862 = tf_executor.island wraps "tf.Relayout"(%outputs_5964) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7863, %control_7864 = tf_executor.island wraps "tf.Relayout"(%outputs_5952) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7865, %control_7866 = tf_executor.island wraps "tf.Relayout"(%outputs_5944) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7867, %control_7868 = tf_executor.island wraps "tf.Relayout"(%outputs_5932) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7869, %control_7870 = tf_executor.island wraps "tf.Relayout"(%outputs_5920) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7871, %control_7872 = tf_executor.island wraps "tf.Relayout"(%outputs_5912) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7873, %control_7874 = tf_executor.island wraps "tf.Relayout"(%outputs_5898) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xf32>) -> tensor<*xf32>
      %outputs_7875, %control_7876 = tf_executor.island wraps "tf.Relayout"(%outputs_3170) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<*xi64>) -> tensor<*xi64>
      %control_7877 = tf_executor.island(%control_2345) wraps "tf.AssignVariableOp"(%arg120, %outputs_7875) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xi64>) -> ()
      %control_7878 = tf_executor.island(%control_4281) wraps "tf.AssignVariableOp"(%arg87, %outputs_7873) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7879 = tf_executor.island(%control_4275) wraps "tf.AssignVariableOp"(%arg86, %outputs_7871) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7880 = tf_executor.island(%control_3771) wraps "tf.AssignVariableOp"(%arg18, %outputs_7869) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7881 = tf_executor.island(%control_4293) wraps "tf.AssignVariableOp"(%arg89, %outputs_7867) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7882 = tf_executor.island(%control_4287) wraps "tf.AssignVariableOp"(%arg88, %outputs_7865) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7883 = tf_executor.island(%control_3783) wraps "tf.AssignVariableOp"(%arg19, %outputs_7863) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7884 = tf_executor.island(%control_2259) wraps "tf.AssignVariableOp"(%arg107, %outputs_7861) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7885 = tf_executor.island(%control_2253) wraps "tf.AssignVariableOp"(%arg106, %outputs_7859) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7886 = tf_executor.island(%control_3845) wraps "tf.AssignVariableOp"(%arg28, %outputs_7857) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7887 = tf_executor.island(%control_2247) wraps "tf.AssignVariableOp"(%arg105, %outputs_7855) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7888 = tf_executor.island(%control_2241) wraps "tf.AssignVariableOp"(%arg104, %outputs_7853) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7889 = tf_executor.island(%control_3839) wraps "tf.AssignVariableOp"(%arg27, %outputs_7851) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7890 = tf_executor.island(%control_3633) wraps "tf.AssignVariableOp"(%arg141, %outputs_7849) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7891 = tf_executor.island(%control_3627) wraps "tf.AssignVariableOp"(%arg140, %outputs_7847) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7892 = tf_executor.island(%control_3975) wraps "tf.AssignVariableOp"(%arg44, %outputs_7845) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7893 = tf_executor.island(%control_3621) wraps "tf.AssignVariableOp"(%arg139, %outputs_7843) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7894 = tf_executor.island(%control_3615) wraps "tf.AssignVariableOp"(%arg138, %outputs_7841) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7895 = tf_executor.island(%control_3967) wraps "tf.AssignVariableOp"(%arg43, %outputs_7839) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7896 = tf_executor.island(%control_4145) wraps "tf.AssignVariableOp"(%arg67, %outputs_7837) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7897 = tf_executor.island(%control_4139) wraps "tf.AssignVariableOp"(%arg66, %outputs_7835) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7898 = tf_executor.island(%control_4175) wraps "tf.AssignVariableOp"(%arg8, %outputs_7833) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7899 = tf_executor.island(%control_4133) wraps "tf.AssignVariableOp"(%arg65, %outputs_7831) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7900 = tf_executor.island(%control_4127) wraps "tf.AssignVariableOp"(%arg64, %outputs_7829) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7901 = tf_executor.island(%control_4107) wraps "tf.AssignVariableOp"(%arg7, %outputs_7827) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7902 = tf_executor.island(%control_4157) wraps "tf.AssignVariableOp"(%arg69, %outputs_7825) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7903 = tf_executor.island(%control_4151) wraps "tf.AssignVariableOp"(%arg68, %outputs_7823) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7904 = tf_executor.island(%control_4243) wraps "tf.AssignVariableOp"(%arg9, %outputs_7821) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7905 = tf_executor.island(%control_4121) wraps "tf.AssignVariableOp"(%arg63, %outputs_7819) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7906 = tf_executor.island(%control_4115) wraps "tf.AssignVariableOp"(%arg62, %outputs_7817) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7907 = tf_executor.island(%control_4039) wraps "tf.AssignVariableOp"(%arg6, %outputs_7815) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7908 = tf_executor.island(%control_3553) wraps "tf.AssignVariableOp"(%arg129, %outputs_7813) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7909 = tf_executor.island(%control_3547) wraps "tf.AssignVariableOp"(%arg128, %outputs_7811) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7910 = tf_executor.island(%control_3919) wraps "tf.AssignVariableOp"(%arg38, %outputs_7809) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7911 = tf_executor.island(%control_3733) wraps "tf.AssignVariableOp"(%arg155, %outputs_7807) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7912 = tf_executor.island(%control_3727) wraps "tf.AssignVariableOp"(%arg154, %outputs_7805) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7913 = tf_executor.island(%control_4031) wraps "tf.AssignVariableOp"(%arg51, %outputs_7803) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7914 = tf_executor.island(%control_3541) wraps "tf.AssignVariableOp"(%arg127, %outputs_7801) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7915 = tf_executor.island(%control_3535) wraps "tf.AssignVariableOp"(%arg126, %outputs_7799) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7916 = tf_executor.island(%control_3911) wraps "tf.AssignVariableOp"(%arg37, %outputs_7797) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7917 = tf_executor.island(%control_4337) wraps "tf.AssignVariableOp"(%arg95, %outputs_7795) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7918 = tf_executor.island(%control_4331) wraps "tf.AssignVariableOp"(%arg94, %outputs_7793) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7919 = tf_executor.island(%control_3809) wraps "tf.AssignVariableOp"(%arg22, %outputs_7791) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7920 = tf_executor.island(%control_4325) wraps "tf.AssignVariableOp"(%arg93, %outputs_7789) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7921 = tf_executor.island(%control_4319) wraps "tf.AssignVariableOp"(%arg92, %outputs_7787) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7922 = tf_executor.island(%control_3795) wraps "tf.AssignVariableOp"(%arg21, %outputs_7785) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7923 = tf_executor.island(%control_2283) wraps "tf.AssignVariableOp"(%arg111, %outputs_7783) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7924 = tf_executor.island(%control_2277) wraps "tf.AssignVariableOp"(%arg110, %outputs_7781) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7925 = tf_executor.island(%control_3857) wraps "tf.AssignVariableOp"(%arg30, %outputs_7779) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7926 = tf_executor.island(%control_2271) wraps "tf.AssignVariableOp"(%arg109, %outputs_7777) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7927 = tf_executor.island(%control_2265) wraps "tf.AssignVariableOp"(%arg108, %outputs_7775) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7928 = tf_executor.island(%control_3851) wraps "tf.AssignVariableOp"(%arg29, %outputs_7773) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7929 = tf_executor.island(%control_3665) wraps "tf.AssignVariableOp"(%arg145, %outputs_7771) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7930 = tf_executor.island(%control_3659) wraps "tf.AssignVariableOp"(%arg144, %outputs_7769) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7931 = tf_executor.island(%control_3991) wraps "tf.AssignVariableOp"(%arg46, %outputs_7767) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7932 = tf_executor.island(%control_3653) wraps "tf.AssignVariableOp"(%arg143, %outputs_7765) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7933 = tf_executor.island(%control_3647) wraps "tf.AssignVariableOp"(%arg142, %outputs_7763) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7934 = tf_executor.island(%control_3983) wraps "tf.AssignVariableOp"(%arg45, %outputs_7761) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7935 = tf_executor.island(%control_4201) wraps "tf.AssignVariableOp"(%arg75, %outputs_7759) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7936 = tf_executor.island(%control_4195) wraps "tf.AssignVariableOp"(%arg74, %outputs_7757) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7937 = tf_executor.island(%control_2289) wraps "tf.AssignVariableOp"(%arg12, %outputs_7755) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7938 = tf_executor.island(%control_4189) wraps "tf.AssignVariableOp"(%arg73, %outputs_7753) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7939 = tf_executor.island(%control_4183) wraps "tf.AssignVariableOp"(%arg72, %outputs_7751) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7940 = tf_executor.island(%control_4379) wraps "tf.AssignVariableOp"(%arg11, %outputs_7749) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7941 = tf_executor.island(%control_4213) wraps "tf.AssignVariableOp"(%arg77, %outputs_7747) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7942 = tf_executor.island(%control_4207) wraps "tf.AssignVariableOp"(%arg76, %outputs_7745) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7943 = tf_executor.island(%control_3503) wraps "tf.AssignVariableOp"(%arg13, %outputs_7743) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7944 = tf_executor.island(%control_4089) wraps "tf.AssignVariableOp"(%arg59, %outputs_7741) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7945 = tf_executor.island(%control_4083) wraps "tf.AssignVariableOp"(%arg58, %outputs_7739) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7946 = tf_executor.island(%control_3869) wraps "tf.AssignVariableOp"(%arg4, %outputs_7737) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7947 = tf_executor.island(%control_4169) wraps "tf.AssignVariableOp"(%arg71, %outputs_7735) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7948 = tf_executor.island(%control_4163) wraps "tf.AssignVariableOp"(%arg70, %outputs_7733) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7949 = tf_executor.island(%control_4311) wraps "tf.AssignVariableOp"(%arg10, %outputs_7731) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7950 = tf_executor.island(%control_3585) wraps "tf.AssignVariableOp"(%arg133, %outputs_7729) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7951 = tf_executor.island(%control_3579) wraps "tf.AssignVariableOp"(%arg132, %outputs_7727) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7952 = tf_executor.island(%control_3935) wraps "tf.AssignVariableOp"(%arg40, %outputs_7725) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7953 = tf_executor.island(%control_3565) wraps "tf.AssignVariableOp"(%arg131, %outputs_7723) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7954 = tf_executor.island(%control_3559) wraps "tf.AssignVariableOp"(%arg130, %outputs_7721) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7955 = tf_executor.island(%control_3927) wraps "tf.AssignVariableOp"(%arg39, %outputs_7719) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7956 = tf_executor.island(%control_4361) wraps "tf.AssignVariableOp"(%arg99, %outputs_7717) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7957 = tf_executor.island(%control_4355) wraps "tf.AssignVariableOp"(%arg98, %outputs_7715) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7958 = tf_executor.island(%control_3821) wraps "tf.AssignVariableOp"(%arg24, %outputs_7713) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7959 = tf_executor.island(%control_4349) wraps "tf.AssignVariableOp"(%arg97, %outputs_7711) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7960 = tf_executor.island(%control_4343) wraps "tf.AssignVariableOp"(%arg96, %outputs_7709) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7961 = tf_executor.island(%control_3815) wraps "tf.AssignVariableOp"(%arg23, %outputs_7707) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7962 = tf_executor.island(%control_2315) wraps "tf.AssignVariableOp"(%arg115, %outputs_7705) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7963 = tf_executor.island(%control_2309) wraps "tf.AssignVariableOp"(%arg114, %outputs_7703) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7964 = tf_executor.island(%control_3877) wraps "tf.AssignVariableOp"(%arg32, %outputs_7701) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7965 = tf_executor.island(%control_2303) wraps "tf.AssignVariableOp"(%arg113, %outputs_7699) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7966 = tf_executor.island(%control_2297) wraps "tf.AssignVariableOp"(%arg112, %outputs_7697) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7967 = tf_executor.island(%control_3863) wraps "tf.AssignVariableOp"(%arg31, %outputs_7695) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7968 = tf_executor.island(%control_3689) wraps "tf.AssignVariableOp"(%arg149, %outputs_7693) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7969 = tf_executor.island(%control_3683) wraps "tf.AssignVariableOp"(%arg148, %outputs_7691) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7970 = tf_executor.island(%control_4007) wraps "tf.AssignVariableOp"(%arg48, %outputs_7689) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7971 = tf_executor.island(%control_3677) wraps "tf.AssignVariableOp"(%arg147, %outputs_7687) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7972 = tf_executor.island(%control_3671) wraps "tf.AssignVariableOp"(%arg146, %outputs_7685) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7973 = tf_executor.island(%control_3999) wraps "tf.AssignVariableOp"(%arg47, %outputs_7683) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7974 = tf_executor.island(%control_4257) wraps "tf.AssignVariableOp"(%arg83, %outputs_7681) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7975 = tf_executor.island(%control_4251) wraps "tf.AssignVariableOp"(%arg82, %outputs_7679) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7976 = tf_executor.island(%control_3707) wraps "tf.AssignVariableOp"(%arg16, %outputs_7677) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7977 = tf_executor.island(%control_4077) wraps "tf.AssignVariableOp"(%arg57, %outputs_7675) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7978 = tf_executor.island(%control_4071) wraps "tf.AssignVariableOp"(%arg56, %outputs_7673) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7979 = tf_executor.island(%control_3801) wraps "tf.AssignVariableOp"(%arg3, %outputs_7671) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7980 = tf_executor.island(%control_4237) wraps "tf.AssignVariableOp"(%arg81, %outputs_7669) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7981 = tf_executor.island(%control_4231) wraps "tf.AssignVariableOp"(%arg80, %outputs_7667) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7982 = tf_executor.island(%control_3639) wraps "tf.AssignVariableOp"(%arg15, %outputs_7665) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7983 = tf_executor.island(%control_4269) wraps "tf.AssignVariableOp"(%arg85, %outputs_7663) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7984 = tf_executor.island(%control_4263) wraps "tf.AssignVariableOp"(%arg84, %outputs_7661) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7985 = tf_executor.island(%control_3763) wraps "tf.AssignVariableOp"(%arg17, %outputs_7659) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7986 = tf_executor.island(%control_4225) wraps "tf.AssignVariableOp"(%arg79, %outputs_7657) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7987 = tf_executor.island(%control_4219) wraps "tf.AssignVariableOp"(%arg78, %outputs_7655) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7988 = tf_executor.island(%control_3571) wraps "tf.AssignVariableOp"(%arg14, %outputs_7653) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7989 = tf_executor.island(%control_3609) wraps "tf.AssignVariableOp"(%arg137, %outputs_7651) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7990 = tf_executor.island(%control_3603) wraps "tf.AssignVariableOp"(%arg136, %outputs_7649) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7991 = tf_executor.island(%control_3959) wraps "tf.AssignVariableOp"(%arg42, %outputs_7647) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7992 = tf_executor.island(%control_3597) wraps "tf.AssignVariableOp"(%arg135, %outputs_7645) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7993 = tf_executor.island(%control_3591) wraps "tf.AssignVariableOp"(%arg134, %outputs_7643) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7994 = tf_executor.island(%control_3943) wraps "tf.AssignVariableOp"(%arg41, %outputs_7641) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7995 = tf_executor.island(%control_2235) wraps "tf.AssignVariableOp"(%arg103, %outputs_7639) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7996 = tf_executor.island(%control_2229) wraps "tf.AssignVariableOp"(%arg102, %outputs_7637) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7997 = tf_executor.island(%control_3833) wraps "tf.AssignVariableOp"(%arg26, %outputs_7635) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7998 = tf_executor.island(%control_4373) wraps "tf.AssignVariableOp"(%arg101, %outputs_7633) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_7999 = tf_executor.island(%control_4367) wraps "tf.AssignVariableOp"(%arg100, %outputs_7631) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8000 = tf_executor.island(%control_3827) wraps "tf.AssignVariableOp"(%arg25, %outputs_7629) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8001 = tf_executor.island(%control_2339) wraps "tf.AssignVariableOp"(%arg119, %outputs_7627) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8002 = tf_executor.island(%control_2333) wraps "tf.AssignVariableOp"(%arg118, %outputs_7625) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8003 = tf_executor.island(%control_3889) wraps "tf.AssignVariableOp"(%arg34, %outputs_7623) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8004 = tf_executor.island(%control_2327) wraps "tf.AssignVariableOp"(%arg117, %outputs_7621) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8005 = tf_executor.island(%control_2321) wraps "tf.AssignVariableOp"(%arg116, %outputs_7619) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8006 = tf_executor.island(%control_3883) wraps "tf.AssignVariableOp"(%arg33, %outputs_7617) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8007 = tf_executor.island(%control_3721) wraps "tf.AssignVariableOp"(%arg153, %outputs_7615) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8008 = tf_executor.island(%control_3715) wraps "tf.AssignVariableOp"(%arg152, %outputs_7613) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8009 = tf_executor.island(%control_4023) wraps "tf.AssignVariableOp"(%arg50, %outputs_7611) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8010 = tf_executor.island(%control_4101) wraps "tf.AssignVariableOp"(%arg61, %outputs_7609) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8011 = tf_executor.island(%control_4095) wraps "tf.AssignVariableOp"(%arg60, %outputs_7607) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8012 = tf_executor.island(%control_3951) wraps "tf.AssignVariableOp"(%arg5, %outputs_7605) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8013 = tf_executor.island(%control_3701) wraps "tf.AssignVariableOp"(%arg151, %outputs_7603) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8014 = tf_executor.island(%control_3695) wraps "tf.AssignVariableOp"(%arg150, %outputs_7601) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8015 = tf_executor.island(%control_4015) wraps "tf.AssignVariableOp"(%arg49, %outputs_7599) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8016 = tf_executor.island(%control_3757) wraps "tf.AssignVariableOp"(%arg159, %outputs_7597) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8017 = tf_executor.island(%control_3751) wraps "tf.AssignVariableOp"(%arg158, %outputs_7595) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8018 = tf_executor.island(%control_4053) wraps "tf.AssignVariableOp"(%arg53, %outputs_7593) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8019 = tf_executor.island(%control_3745) wraps "tf.AssignVariableOp"(%arg157, %outputs_7591) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8020 = tf_executor.island(%control_3739) wraps "tf.AssignVariableOp"(%arg156, %outputs_7589) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8021 = tf_executor.island(%control_4047) wraps "tf.AssignVariableOp"(%arg52, %outputs_7587) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8022 = tf_executor.island(%control_4065) wraps "tf.AssignVariableOp"(%arg55, %outputs_7585) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8023 = tf_executor.island(%control_4059) wraps "tf.AssignVariableOp"(%arg54, %outputs_7583) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8024 = tf_executor.island(%control_4387) wraps "tf.AssignVariableOp"(%arg2, %outputs_7581) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8025 = tf_executor.island(%control_3529) wraps "tf.AssignVariableOp"(%arg125, %outputs_7579) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8026 = tf_executor.island(%control_3523) wraps "tf.AssignVariableOp"(%arg124, %outputs_7577) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8027 = tf_executor.island(%control_3903) wraps "tf.AssignVariableOp"(%arg36, %outputs_7575) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8028 = tf_executor.island(%control_3517) wraps "tf.AssignVariableOp"(%arg123, %outputs_7573) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8029 = tf_executor.island(%control_3511) wraps "tf.AssignVariableOp"(%arg122, %outputs_7571) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8030 = tf_executor.island(%control_3895) wraps "tf.AssignVariableOp"(%arg35, %outputs_7569) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8031 = tf_executor.island(%control_4305) wraps "tf.AssignVariableOp"(%arg91, %outputs_7567) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8032 = tf_executor.island(%control_4299) wraps "tf.AssignVariableOp"(%arg90, %outputs_7565) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8033 = tf_executor.island(%control_3789) wraps "tf.AssignVariableOp"(%arg20, %outputs_7563) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource>, tensor<*xf32>) -> ()
      %control_8034 = tf_executor.island(%control_4387, %control_3801, %control_3869, %control_3951, %control_4039, %control_4107, %control_4175, %control_4243, %control_4311, %control_4379, %control_2289, %control_3503, %control_3571, %control_3639, %control_3707, %control_3763, %control_3771, %control_3783, %control_3789, %control_3795, %control_3809, %control_3815, %control_3821, %control_3827, %control_3833, %control_3839, %control_3845, %control_3851, %control_3857, %control_3863, %control_3877, %control_3883, %control_3889, %control_3895, %control_3903, %control_3911, %control_3919, %control_3927, %control_3935, %control_3943, %control_3959, %control_3967, %control_3975, %control_3983, %control_3991, %control_3999, %control_4007, %control_4015, %control_4023, %control_4031, %control_4047, %control_4053, %control_4059, %control_4065, %control_4071, %control_4077, %control_4083, %control_4089, %control_4095, %control_4101, %control_4115, %control_4121, %control_4127, %control_4133, %control_4139, %control_4145, %control_4151, %control_4157, %control_4163, %control_4169, %control_4183, %control_4189, %control_4195, %control_4201, %control_4207, %control_4213, %control_4219, %control_4225, %control_4231, %control_4237, %control_4251, %control_4257, %control_4263, %control_4269, %control_4275, %control_4281, %control_4287, %control_4293, %control_4299, %control_4305, %control_4319, %control_4325, %control_4331, %control_4337, %control_4343, %control_4349, %control_4355, %control_4361, %control_4367, %control_4373, %control_2229, %control_2235, %control_2241, %control_2247, %control_2253, %control_2259, %control_2265, %control_2271, %control_2277, %control_2283, %control_2297, %control_2303, %control_2309, %control_2315, %control_2321, %control_2327, %control_2333, %control_2339, %control_2345, %control_3187, %control_3511, %control_3517, %control_3523, %control_3529, %control_3535, %control_3541, %control_3547, %control_3553, %control_3559, %control_3565, %control_3579, %control_3585, %control_3591, %control_3597, %control_3603, %control_3609, %control_3615, %control_3621, %control_3627, %control_3633, %control_3647, %control_3653, %control_3659, %control_3665, %control_3671, %control_3677, %control_3683, %control_3689, %control_3695, %control_3701, %control_3715, %control_3721, %control_3727, %control_3733, %control_3739, %control_3745, %control_3751, %control_3757, %control_8024, %control_7979, %control_7946, %control_8012, %control_7907, %control_7901, %control_7898, %control_7904, %control_7949, %control_7940, %control_7937, %control_7943, %control_7988, %control_7982, %control_7976, %control_7985, %control_7880, %control_7883, %control_8033, %control_7922, %control_7919, %control_7961, %control_7958, %control_8000, %control_7997, %control_7889, %control_7886, %control_7928, %control_7925, %control_7967, %control_7964, %control_8006, %control_8003, %control_8030, %control_8027, %control_7916, %control_7910, %control_7955, %control_7952, %control_7994, %control_7991, %control_7895, %control_7892, %control_7934, %control_7931, %control_7973, %control_7970, %control_8015, %control_8009, %control_7913, %control_8021, %control_8018, %control_8023, %control_8022, %control_7978, %control_7977, %control_7945, %control_7944, %control_8011, %control_8010, %control_7906, %control_7905, %control_7900, %control_7899, %control_7897, %control_7896, %control_7903, %control_7902, %control_7948, %control_7947, %control_7939, %control_7938, %control_7936, %control_7935, %control_7942, %control_7941, %control_7987, %control_7986, %control_7981, %control_7980, %control_7975, %control_7974, %control_7984, %control_7983, %control_7879, %control_7878, %control_7882, %control_7881, %control_8032, %control_8031, %control_7921, %control_7920, %control_7918, %control_7917, %control_7960, %control_7959, %control_7957, %control_7956, %control_7999, %control_7998, %control_7996, %control_7995, %control_7888, %control_7887, %control_7885, %control_7884, %control_7927, %control_7926, %control_7924, %control_7923, %control_7966, %control_7965, %control_7963, %control_7962, %control_8005, %control_8004, %control_8002, %control_8001, %control_7877, %control_8029, %control_8028, %control_8026, %control_8025, %control_7915, %control_7914, %control_7909, %control_7908, %control_7954, %control_7953, %control_7951, %control_7950, %control_7993, %control_7992, %control_7990, %control_7989, %control_7894, %control_7893, %control_7891, %control_7890, %control_7933, %control_7932, %control_7930, %control_7929, %control_7972, %control_7971, %control_7969, %control_7968, %control_8014, %control_8013, %control_8008, %control_8007, %control_7912, %control_7911, %control_8020, %control_8019, %control_8017, %control_8016) wraps "tf.NoOp"() {device = ""} : () -> ()
      %outputs_8035, %control_8036 = tf_executor.island(%control_8034) wraps "tf.Identity"(%outputs_7561) {device = ""} : (tensor<f32>) -> tensor<f32>
      tf_executor.fetch %outputs_8035, %control_4387, %control_3801, %control_3869, %control_3951, %control_4039, %control_4107, %control_4175, %control_4243, %control_4311, %control_4379, %control_2289, %control_3503, %control_3571, %control_3639, %control_3707, %control_3763, %control_3771, %control_3783, %control_3789, %control_3795, %control_3809, %control_3815, %control_3821, %control_3827, %control_3833, %control_3839, %control_3845, %control_3851, %control_3857, %control_3863, %control_3877, %control_3883, %control_3889, %control_3895, %control_3903, %control_3911, %control_3919, %control_3927, %control_3935, %control_3943, %control_3959, %control_3967, %control_3975, %control_3983, %control_3991, %control_3999, %control_4007, %control_4015, %control_4023, %control_4031, %control_4047, %control_4053, %control_4059, %control_4065, %control_4071, %control_4077, %control_4083, %control_4089, %control_4095, %control_4101, %control_4115, %control_4121, %control_4127, %control_4133, %control_4139, %control_4145, %control_4151, %control_4157, %control_4163, %control_4169, %control_4183, %control_4189, %control_4195, %control_4201, %control_4207, %control_4213, %control_4219, %control_4225, %control_4231, %control_4237, %control_4251, %control_4257, %control_4263, %control_4269, %control_4275, %control_4281, %control_4287, %control_4293, %control_4299, %control_4305, %control_4319, %control_4325, %control_4331, %control_4337, %control_4343, %control_4349, %control_4355, %control_4361, %control_4367, %control_4373, %control_2229, %control_2235, %control_2241, %control_2247, %control_2253, %control_2259, %control_2265, %control_2271, %control_2277, %control_2283, %control_2297, %control_2303, %control_2309, %control_2315, %control_2321, %control_2327, %control_2333, %control_2339, %control_2345, %control_3187, %control_3511, %control_3517, %control_3523, %control_3529, %control_3535, %control_3541, %control_3547, %control_3553, %control_3559, %control_3565, %control_3579, %control_3585, %control_3591, %control_3597, %control_3603, %control_3609, %control_3615, %control_3621, %control_3627, %control_3633, %control_3647, %control_3653, %control_3659, %control_3665, %control_3671, %control_3677, %control_3683, %control_3689, %control_3695, %control_3701, %control_3715, %control_3721, %control_3727, %control_3733, %control_3739, %control_3745, %control_3751, %control_3757, %control_8024, %control_7979, %control_7946, %control_8012, %control_7907, %control_7901, %control_7898, %control_7904, %control_7949, %control_7940, %control_7937, %control_7943, %control_7988, %control_7982, %control_7976, %control_7985, %control_7880, %control_7883, %control_8033, %control_7922, %control_7919, %control_7961, %control_7958, %control_8000, %control_7997, %control_7889, %control_7886, %control_7928, %control_7925, %control_7967, %control_7964, %control_8006, %control_8003, %control_8030, %control_8027, %control_7916, %control_7910, %control_7955, %control_7952, %control_7994, %control_7991, %control_7895, %control_7892, %control_7934, %control_7931, %control_7973, %control_7970, %control_8015, %control_8009, %control_7913, %control_8021, %control_8018, %control_8023, %control_8022, %control_7978, %control_7977, %control_7945, %control_7944, %control_8011, %control_8010, %control_7906, %control_7905, %control_7900, %control_7899, %control_7897, %control_7896, %control_7903, %control_7902, %control_7948, %control_7947, %control_7939, %control_7938, %control_7936, %control_7935, %control_7942, %control_7941, %control_7987, %control_7986, %control_7981, %control_7980, %control_7975, %control_7974, %control_7984, %control_7983, %control_7879, %control_7878, %control_7882, %control_7881, %control_8032, %control_8031, %control_7921, %control_7920, %control_7918, %control_7917, %control_7960, %control_7959, %control_7957, %control_7956, %control_7999, %control_7998, %control_7996, %control_7995, %control_7888, %control_7887, %control_7885, %control_7884, %control_7927, %control_7926, %control_7924, %control_7923, %control_7966, %control_7965, %control_7963, %control_7962, %control_8005, %control_8004, %control_8002, %control_8001, %control_7877, %control_8029, %control_8028, %control_8026, %control_8025, %control_7915, %control_7914, %control_7909, %control_7908, %control_7954, %control_7953, %control_7951, %control_7950, %control_7993, %control_7992, %control_7990, %control_7989, %control_7894, %control_7893, %control_7891, %control_7890, %control_7933, %control_7932, %control_7930, %control_7929, %control_7972, %control_7971, %control_7969, %control_7968, %control_8014, %control_8013, %control_8008, %control_8007, %control_7912, %control_7911, %control_8020, %control_8019, %control_8017, %control_8016 : tensor<f32>, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control, !tf_executor.control
    }
    return %0 : tensor<f32>
  }
}


