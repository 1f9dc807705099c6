// -----// IR Dump After DTensorPropagateDefaultLayout (dtensor-propagate-default-layout) ('func.func' operation: @__inference_laid_out_step_175720) //----- //
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
    %cst = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %0 = "tf.Cast"(%cst_0) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_1 = "tf.Const"() <{value = dense<32> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_2 = "tf.Const"() <{value = dense<3> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_3 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_4 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<32> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_6 = "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_7 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_8 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_9 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %1 = "tf.Sub"(%cst_2, %cst_9) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "tf.AddV2"(%1, %cst_7) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "tf.Pack"(%2) <{axis = 0 : i64}> {device = ""} : (tensor<i32>) -> tensor<1xi32>
    %4 = "tf.Pack"(%1) <{axis = 0 : i64}> {device = ""} : (tensor<i32>) -> tensor<1xi32>
    %5 = "tf.StridedSlice"(%cst_6, %4, %3, %cst_8) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %6 = "tf.Pack"(%cst_3, %5) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
    %cst_10 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_11 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_12 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_13 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_14 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_15 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_16 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_17 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_18 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_19 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_20 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_21 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_22 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_23 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_24 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_25 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_26 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_27 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_28 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_29 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_30 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_31 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_32 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_33 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_34 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_35 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_36 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_37 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_38 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_39 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_40 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_41 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_42 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_43 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_44 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_45 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_46 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_47 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_48 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_49 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_50 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_51 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_52 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_53 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_54 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_55 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_56 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_57 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_58 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_59 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_60 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_61 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_62 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_63 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_64 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_65 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_66 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_67 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_68 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_69 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_70 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_71 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_72 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_73 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_74 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_75 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_76 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_77 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_78 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_79 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_80 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_81 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_82 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_83 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_84 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_85 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_86 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_87 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_88 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_89 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_90 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_91 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_92 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_93 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_94 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_95 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_96 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_97 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_98 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_99 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_100 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_101 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_102 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_103 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_104 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_105 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_106 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_107 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_108 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_109 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_110 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_111 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_112 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_113 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_114 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %7 = "tf.Cast"(%cst_114) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_115 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_116 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_117 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %8 = "tf.Cast"(%cst_117) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_118 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_119 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_120 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_121 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %9 = "tf.Cast"(%cst_121) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_122 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_123 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_124 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_125 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %10 = "tf.Cast"(%cst_125) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_126 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_127 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_128 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_129 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_130 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %11 = "tf.Cast"(%cst_130) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_131 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_132 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_133 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_134 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %12 = "tf.Cast"(%cst_134) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_135 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_136 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_137 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_138 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %13 = "tf.Cast"(%cst_138) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_139 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %14 = "tf.Cast"(%cst_139) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_140 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_141 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_142 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_143 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %15 = "tf.Cast"(%cst_143) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_144 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_145 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_146 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_147 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %16 = "tf.Cast"(%cst_147) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_148 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_149 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_150 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_151 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_152 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %17 = "tf.Cast"(%cst_152) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_153 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_154 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_155 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_156 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %18 = "tf.Cast"(%cst_156) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_157 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_158 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_159 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_160 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_161 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %19 = "tf.Cast"(%cst_161) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_162 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_163 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_164 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_165 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %20 = "tf.Cast"(%cst_165) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_166 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_167 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_168 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_169 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %21 = "tf.Cast"(%cst_169) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_170 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_171 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_172 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_173 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_174 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %22 = "tf.Cast"(%cst_174) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_175 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_176 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_177 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_178 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %23 = "tf.Cast"(%cst_178) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_179 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_180 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_181 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_182 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %24 = "tf.Cast"(%cst_182) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_183 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %25 = "tf.Cast"(%cst_183) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_184 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_185 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_186 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_187 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %26 = "tf.Cast"(%cst_187) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_188 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_189 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_190 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_191 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %27 = "tf.Cast"(%cst_191) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_192 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_193 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_194 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_195 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_196 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %28 = "tf.Cast"(%cst_196) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_197 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_198 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_199 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_200 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %29 = "tf.Cast"(%cst_200) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_201 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_202 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_203 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_204 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_205 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %30 = "tf.Cast"(%cst_205) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_206 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_207 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_208 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_209 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %31 = "tf.Cast"(%cst_209) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_210 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_211 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_212 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_213 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %32 = "tf.Cast"(%cst_213) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_214 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_215 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_216 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_217 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_218 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %33 = "tf.Cast"(%cst_218) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_219 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_220 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_221 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_222 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %34 = "tf.Cast"(%cst_222) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_223 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_224 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_225 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_226 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_227 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %35 = "tf.Cast"(%cst_227) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_228 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %36 = "tf.Cast"(%cst_228) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_229 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_230 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_231 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_232 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %37 = "tf.Cast"(%cst_232) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_233 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_234 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_235 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_236 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_237 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_238 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_239 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %38 = "tf.Cast"(%cst_239) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_240 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_241 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_242 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_243 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %39 = "tf.Cast"(%cst_243) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_244 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_245 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_246 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_247 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_248 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %40 = "tf.Cast"(%cst_248) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_249 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_250 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_251 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_252 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %41 = "tf.Cast"(%cst_252) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_253 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_254 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_255 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_256 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %42 = "tf.Cast"(%cst_256) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_257 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %43 = "tf.Cast"(%cst_257) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_258 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_259 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_260 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_261 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %44 = "tf.Cast"(%cst_261) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_262 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_263 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_264 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_265 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %45 = "tf.Cast"(%cst_265) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_266 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_267 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_268 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_269 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_270 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %46 = "tf.Cast"(%cst_270) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_271 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_272 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_273 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_274 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %47 = "tf.Cast"(%cst_274) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_275 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_276 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_277 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_278 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_279 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %48 = "tf.Cast"(%cst_279) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_280 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_281 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_282 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_283 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %49 = "tf.Cast"(%cst_283) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_284 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_285 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_286 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_287 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %50 = "tf.Cast"(%cst_287) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_288 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_289 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_290 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_291 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_292 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %51 = "tf.Cast"(%cst_292) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_293 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_294 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_295 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_296 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %52 = "tf.Cast"(%cst_296) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_297 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_298 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_299 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_300 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %53 = "tf.Cast"(%cst_300) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_301 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %54 = "tf.Cast"(%cst_301) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_302 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_303 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_304 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_305 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %55 = "tf.Cast"(%cst_305) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_306 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_307 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_308 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_309 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %56 = "tf.Cast"(%cst_309) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_310 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_311 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_312 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_313 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_314 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %57 = "tf.Cast"(%cst_314) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_315 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_316 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_317 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_318 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %58 = "tf.Cast"(%cst_318) <{Truncate = false}> {device = ""} : (tensor<i32>) -> tensor<i64>
    %cst_319 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_320 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_321 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_322 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_323 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_324 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_325 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_326 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_327 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_328 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_329 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_330 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_331 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_332 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_333 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_334 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_335 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_336 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_337 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_338 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_339 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_340 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_341 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_342 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_343 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_344 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_345 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_346 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_347 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_348 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_349 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_350 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_351 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_352 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_353 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_354 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_355 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_356 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_357 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_358 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_359 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_360 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_361 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_362 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_363 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_364 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_365 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_366 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_367 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_368 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_369 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_370 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_371 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_372 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_373 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_374 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_375 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_376 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_377 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_378 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_379 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_380 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_381 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_382 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_383 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_384 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_385 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_386 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_387 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_388 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_389 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_390 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_391 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_392 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_393 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_394 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_395 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_396 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_397 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_398 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_399 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_400 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_401 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_402 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_403 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_404 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_405 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_406 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_407 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_408 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_409 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_410 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_411 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_412 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_413 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_414 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_415 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_416 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_417 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_418 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_419 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_420 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_421 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_422 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_423 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_424 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_425 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_426 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_427 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_428 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_429 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_430 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_431 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_432 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_433 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_434 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_435 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_436 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_437 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_438 = "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_439 = "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_440 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_441 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_442 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_443 = "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_444 = "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_445 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_446 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_447 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_448 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_449 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %59 = "tf.Fill"(%cst_449, %cst_448) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
    %cst_450 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_451 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_452 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_453 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_454 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %60 = "tf.StridedSlice"(%cst_442, %cst_452, %cst_453, %cst_454) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_455 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_456 = "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_457 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %61 = "tf.StridedSlice"(%cst_442, %cst_455, %cst_456, %cst_457) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %62 = "tf.Pack"(%60, %61) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
    %63 = "tf.Fill"(%62, %cst_447) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
    %64 = "tf.MatrixBandPart"(%63, %cst_440, %cst_441) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
    %cst_458 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_459 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_460 = "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %65 = "tf.StridedSlice"(%64, %cst_458, %cst_459, %cst_460) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
    %66 = "tf.LogicalAnd"(%59, %65) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
    %cst_461 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_462 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_463 = "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_464 = "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_465 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_466 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_467 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_468 = "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_469 = "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_470 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_471 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_472 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_473 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_474 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %67 = "tf.Fill"(%cst_474, %cst_473) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
    %cst_475 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_476 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_477 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_478 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_479 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %68 = "tf.StridedSlice"(%cst_467, %cst_477, %cst_478, %cst_479) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_480 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_481 = "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_482 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %69 = "tf.StridedSlice"(%cst_467, %cst_480, %cst_481, %cst_482) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %70 = "tf.Pack"(%68, %69) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
    %71 = "tf.Fill"(%70, %cst_472) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
    %72 = "tf.MatrixBandPart"(%71, %cst_465, %cst_466) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
    %cst_483 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_484 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_485 = "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %73 = "tf.StridedSlice"(%72, %cst_483, %cst_484, %cst_485) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
    %74 = "tf.LogicalAnd"(%67, %73) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
    %cst_486 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_487 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_488 = "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_489 = "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_490 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_491 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_492 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_493 = "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_494 = "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_495 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_496 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_497 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_498 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_499 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %75 = "tf.Fill"(%cst_499, %cst_498) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
    %cst_500 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_501 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_502 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_503 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_504 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %76 = "tf.StridedSlice"(%cst_492, %cst_502, %cst_503, %cst_504) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_505 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_506 = "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_507 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %77 = "tf.StridedSlice"(%cst_492, %cst_505, %cst_506, %cst_507) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %78 = "tf.Pack"(%76, %77) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
    %79 = "tf.Fill"(%78, %cst_497) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
    %80 = "tf.MatrixBandPart"(%79, %cst_490, %cst_491) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
    %cst_508 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_509 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_510 = "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %81 = "tf.StridedSlice"(%80, %cst_508, %cst_509, %cst_510) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
    %82 = "tf.LogicalAnd"(%75, %81) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
    %cst_511 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_512 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_513 = "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_514 = "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_515 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_516 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_517 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_518 = "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_519 = "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_520 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_521 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_522 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_523 = "tf.Const"() <{value = dense<true> : tensor<i1>}> {device = ""} : () -> tensor<i1>
    %cst_524 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %83 = "tf.Fill"(%cst_524, %cst_523) {device = ""} : (tensor<4xi32>, tensor<i1>) -> tensor<32x8x32x32xi1>
    %cst_525 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_526 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_527 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_528 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_529 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %84 = "tf.StridedSlice"(%cst_517, %cst_527, %cst_528, %cst_529) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_530 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_531 = "tf.Const"() <{value = dense<4> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_532 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %85 = "tf.StridedSlice"(%cst_517, %cst_530, %cst_531, %cst_532) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %86 = "tf.Pack"(%84, %85) <{axis = 0 : i64}> {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<2xi32>
    %87 = "tf.Fill"(%86, %cst_522) {device = ""} : (tensor<2xi32>, tensor<i1>) -> tensor<32x32xi1>
    %88 = "tf.MatrixBandPart"(%87, %cst_515, %cst_516) {device = ""} : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
    %cst_533 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_534 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_535 = "tf.Const"() <{value = dense<1> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %89 = "tf.StridedSlice"(%88, %cst_533, %cst_534, %cst_535) <{begin_mask = 12 : i64, ellipsis_mask = 0 : i64, end_mask = 12 : i64, new_axis_mask = 3 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<32x32xi1>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x1x32x32xi1>
    %90 = "tf.LogicalAnd"(%83, %89) {device = ""} : (tensor<32x8x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<32x8x32x32xi1>
    %cst_536 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_537 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_538 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_539 = "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_540 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_541 = "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %91 = "tf.RealDiv"(%cst_538, %cst_541) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_542 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_543 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_544 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_545 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_546 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_547 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %92 = "tf.StridedSlice"(%cst_544, %cst_545, %cst_546, %cst_547) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_548 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_549 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_550 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_551 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_552 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_553 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_554 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_555 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_556 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_557 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_558 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_559 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_560 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_561 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_562 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_563 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_564 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_565 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_566 = "tf.Const"() <{value = dense<32> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_567 = "tf.Const"() <{value = dense<1.024000e+03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_568 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_569 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_570 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_571 = "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_572 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_573 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_574 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_575 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_576 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_577 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_578 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_579 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %93 = "tf.StridedSlice"(%cst_575, %cst_577, %cst_578, %cst_579) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_580 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_581 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_582 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %94 = "tf.StridedSlice"(%cst_576, %cst_580, %cst_581, %cst_582) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0, %r1 = "tf.BroadcastGradientArgs"(%93, %94) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_583 = "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_584 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_585 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_586 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_587 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_588 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_589 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %95 = "tf.StridedSlice"(%cst_585, %cst_587, %cst_588, %cst_589) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_590 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_591 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_592 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %96 = "tf.StridedSlice"(%cst_586, %cst_590, %cst_591, %cst_592) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_593, %r1_594 = "tf.BroadcastGradientArgs"(%95, %96) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_595 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_596 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_597 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_598 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_599 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_600 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_601 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %97 = "tf.StridedSlice"(%cst_597, %cst_599, %cst_600, %cst_601) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_602 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_603 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_604 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %98 = "tf.StridedSlice"(%cst_598, %cst_602, %cst_603, %cst_604) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_605, %r1_606 = "tf.BroadcastGradientArgs"(%97, %98) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_607 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_608 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_609 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_610 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_611 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_612 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_613 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %99 = "tf.StridedSlice"(%cst_609, %cst_611, %cst_612, %cst_613) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_614 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_615 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_616 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %100 = "tf.StridedSlice"(%cst_610, %cst_614, %cst_615, %cst_616) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_617, %r1_618 = "tf.BroadcastGradientArgs"(%99, %100) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_619 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_620 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_621 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_622 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_623 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_624 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_625 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_626 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_627 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %101 = "tf.StridedSlice"(%cst_623, %cst_625, %cst_626, %cst_627) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_628 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_629 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_630 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %102 = "tf.StridedSlice"(%cst_624, %cst_628, %cst_629, %cst_630) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_631, %r1_632 = "tf.BroadcastGradientArgs"(%101, %102) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_633 = "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_634 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_635 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_636 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_637 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_638 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_639 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %103 = "tf.StridedSlice"(%cst_635, %cst_637, %cst_638, %cst_639) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_640 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_641 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_642 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %104 = "tf.StridedSlice"(%cst_636, %cst_640, %cst_641, %cst_642) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_643, %r1_644 = "tf.BroadcastGradientArgs"(%103, %104) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_645 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_646 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_647 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_648 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_649 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_650 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_651 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %105 = "tf.StridedSlice"(%cst_647, %cst_649, %cst_650, %cst_651) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_652 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_653 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_654 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %106 = "tf.StridedSlice"(%cst_648, %cst_652, %cst_653, %cst_654) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_655, %r1_656 = "tf.BroadcastGradientArgs"(%105, %106) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_657 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_658 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_659 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_660 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_661 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_662 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_663 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %107 = "tf.StridedSlice"(%cst_659, %cst_661, %cst_662, %cst_663) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_664 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_665 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_666 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %108 = "tf.StridedSlice"(%cst_660, %cst_664, %cst_665, %cst_666) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_667, %r1_668 = "tf.BroadcastGradientArgs"(%107, %108) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_669 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_670 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_671 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_672 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_673 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_674 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_675 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_676 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_677 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %109 = "tf.StridedSlice"(%cst_673, %cst_675, %cst_676, %cst_677) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_678 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_679 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_680 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %110 = "tf.StridedSlice"(%cst_674, %cst_678, %cst_679, %cst_680) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_681, %r1_682 = "tf.BroadcastGradientArgs"(%109, %110) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_683 = "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_684 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_685 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_686 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_687 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_688 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_689 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %111 = "tf.StridedSlice"(%cst_685, %cst_687, %cst_688, %cst_689) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_690 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_691 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_692 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %112 = "tf.StridedSlice"(%cst_686, %cst_690, %cst_691, %cst_692) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_693, %r1_694 = "tf.BroadcastGradientArgs"(%111, %112) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_695 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_696 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_697 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_698 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_699 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_700 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_701 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %113 = "tf.StridedSlice"(%cst_697, %cst_699, %cst_700, %cst_701) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_702 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_703 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_704 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %114 = "tf.StridedSlice"(%cst_698, %cst_702, %cst_703, %cst_704) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_705, %r1_706 = "tf.BroadcastGradientArgs"(%113, %114) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_707 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_708 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_709 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_710 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_711 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_712 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_713 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %115 = "tf.StridedSlice"(%cst_709, %cst_711, %cst_712, %cst_713) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_714 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_715 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_716 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %116 = "tf.StridedSlice"(%cst_710, %cst_714, %cst_715, %cst_716) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_717, %r1_718 = "tf.BroadcastGradientArgs"(%115, %116) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_719 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_720 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_721 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_722 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_723 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_724 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_725 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_726 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_727 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %117 = "tf.StridedSlice"(%cst_723, %cst_725, %cst_726, %cst_727) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_728 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_729 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_730 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %118 = "tf.StridedSlice"(%cst_724, %cst_728, %cst_729, %cst_730) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_731, %r1_732 = "tf.BroadcastGradientArgs"(%117, %118) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_733 = "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_734 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_735 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_736 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_737 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_738 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_739 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %119 = "tf.StridedSlice"(%cst_735, %cst_737, %cst_738, %cst_739) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_740 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_741 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_742 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %120 = "tf.StridedSlice"(%cst_736, %cst_740, %cst_741, %cst_742) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_743, %r1_744 = "tf.BroadcastGradientArgs"(%119, %120) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_745 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_746 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_747 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_748 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_749 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_750 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_751 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %121 = "tf.StridedSlice"(%cst_747, %cst_749, %cst_750, %cst_751) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_752 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_753 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_754 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %122 = "tf.StridedSlice"(%cst_748, %cst_752, %cst_753, %cst_754) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_755, %r1_756 = "tf.BroadcastGradientArgs"(%121, %122) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_757 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_758 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_759 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_760 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_761 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_762 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_763 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %123 = "tf.StridedSlice"(%cst_759, %cst_761, %cst_762, %cst_763) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_764 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_765 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_766 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %124 = "tf.StridedSlice"(%cst_760, %cst_764, %cst_765, %cst_766) <{begin_mask = 1 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<0xi32>
    %r0_767, %r1_768 = "tf.BroadcastGradientArgs"(%123, %124) {device = ""} : (tensor<1xi32>, tensor<0xi32>) -> (tensor<0xi32>, tensor<1xi32>)
    %cst_769 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_770 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_771 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_772 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_773 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %125 = "tf.StridedSlice"(%cst_773, %cst_322, %cst_323, %cst_324) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %126 = "tf.StridedSlice"(%cst_773, %cst_325, %cst_326, %cst_327) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_774 = "tf.Const"() <{value = dense<1024> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %127 = "tf.ExpandDims"(%cst_774, %cst_772) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<1xi32>
    %cst_775 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_776 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_777 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_778 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %128 = "tf.StridedSlice"(%cst_773, %cst_776, %cst_777, %cst_778) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %129 = "tf.ConcatV2"(%127, %128, %cst_775) {device = ""} : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %cst_779 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_780 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_781 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_782 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_783 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_784 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_785 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_786 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_787 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_788 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_789 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_790 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_791 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_792 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_793 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_794 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_795 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_796 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_797 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_798 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_799 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_800 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_801 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_802 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_803 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_804 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_805 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_806 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_807 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_808 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_809 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_810 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_811 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_812 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_813 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_814 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_815 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_816 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_817 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_818 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_819 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_820 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_821 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_822 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_823 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_824 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_825 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_826 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_827 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_828 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_829 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_830 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_831 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_832 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_833 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_834 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_835 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_836 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_837 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_838 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_839 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_840 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_841 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_842 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_843 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_844 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_845 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_846 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_847 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_848 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_849 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_850 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_851 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_852 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_853 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_854 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_855 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_856 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_857 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_858 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_859 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_860 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_861 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_862 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_863 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_864 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_865 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_866 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_867 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_868 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_869 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_870 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_871 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_872 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_873 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_874 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_875 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_876 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_877 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_878 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_879 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_880 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_881 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_882 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_883 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_884 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_885 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_886 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_887 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_888 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_889 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_890 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_891 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_892 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_893 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_894 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_895 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_896 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_897 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_898 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_899 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_900 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_901 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_902 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_903 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_904 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_905 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_906 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_907 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_908 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_909 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_910 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_911 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_912 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_913 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_914 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_915 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_916 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_917 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_918 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_919 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_920 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_921 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_922 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_923 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_924 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %130 = "tf.StridedSlice"(%cst_924, %cst_328, %cst_329, %cst_330) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %131 = "tf.StridedSlice"(%cst_924, %cst_331, %cst_332, %cst_333) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_925 = "tf.Const"() <{value = dense<32> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %132 = "tf.ExpandDims"(%cst_925, %cst_923) {device = ""} : (tensor<i32>, tensor<i32>) -> tensor<1xi32>
    %cst_926 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_927 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_928 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_929 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %133 = "tf.StridedSlice"(%cst_924, %cst_927, %cst_928, %cst_929) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %134 = "tf.ConcatV2"(%132, %133, %cst_926) {device = ""} : (tensor<1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
    %cst_930 = "tf.Const"() <{value = dense<[1024, 16384]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_931 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %135 = "tf.Less"(%arg0, %cst_543) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi1>
    %136 = "tf.AddV2"(%arg0, %92) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi32>
    %137 = "tf.SelectV2"(%135, %136, %arg0) {device = ""} : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %138 = "tf.Reshape"(%137, %127) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
    %139 = "tf.Reshape"(%arg1, %cst_4) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
    %cst_932 = "tf.Const"() <{value = dense<1.600000e+01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_933 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_934 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_935 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_936 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_937 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_938 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_939 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_940 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_941 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_942 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_943 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_944 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_945 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_946 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_947 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_948 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_949 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_950 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_951 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_952 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_953 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_954 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_955 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_956 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_957 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_958 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_959 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_960 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_961 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_962 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_963 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_964 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_965 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_966 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_967 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_968 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_969 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_970 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_971 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_972 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_973 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %140 = "tf.Reshape"(%cst_973, %cst_568) {device = ""} : (tensor<f32>, tensor<2xi32>) -> tensor<1x1xf32>
    %141 = "tf.Tile"(%140, %cst_566) {device = ""} : (tensor<1x1xf32>, tensor<2xi32>) -> tensor<32x32xf32>
    %142 = "tf.RealDiv"(%141, %cst_567) {device = ""} : (tensor<32x32xf32>, tensor<f32>) -> tensor<32x32xf32>
    %143 = "tf.Reshape"(%142, %cst_570) {device = ""} : (tensor<32x32xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %144 = "tf.ExpandDims"(%143, %cst_569) {device = ""} : (tensor<1024xf32>, tensor<i32>) -> tensor<1024x1xf32>
    %cst_974 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_975 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_976 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_977 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_978 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_979 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %145 = "tf.StridedSlice"(%cst_976, %cst_977, %cst_978, %cst_979) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %cst_980 = "tf.Const"() <{value = dense<1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_981 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %146 = "tf.ReadVariableOp"(%arg102) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %147 = "tf.Identity"(%146) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %148 = "tf.Identity"(%147) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %149 = "tf.ReadVariableOp"(%arg103) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %150 = "tf.Identity"(%149) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %151 = "tf.Identity"(%150) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %152 = "tf.ReadVariableOp"(%arg104) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %153 = "tf.Identity"(%152) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %154 = "tf.Identity"(%153) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %155 = "tf.ReadVariableOp"(%arg105) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %156 = "tf.Identity"(%155) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %157 = "tf.Identity"(%156) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %158 = "tf.ReadVariableOp"(%arg106) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %159 = "tf.Identity"(%158) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %160 = "tf.Identity"(%159) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %161 = "tf.ReadVariableOp"(%arg107) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %162 = "tf.Identity"(%161) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %163 = "tf.Identity"(%162) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %164 = "tf.ReadVariableOp"(%arg108) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %165 = "tf.Identity"(%164) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %166 = "tf.Identity"(%165) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %167 = "tf.ReadVariableOp"(%arg109) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %168 = "tf.Identity"(%167) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %169 = "tf.Identity"(%168) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %170 = "tf.ReadVariableOp"(%arg110) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %171 = "tf.Identity"(%170) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %172 = "tf.Identity"(%171) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %173 = "tf.ReadVariableOp"(%arg111) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %174 = "tf.Identity"(%173) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %175 = "tf.Identity"(%174) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %176 = "tf.ReadVariableOp"(%arg12) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %177 = "tf.Identity"(%176) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %178 = "tf.Identity"(%177) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %179 = "tf.Reshape"(%178, %cst_500) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %180 = "tf.ReadVariableOp"(%arg112) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %181 = "tf.Identity"(%180) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %182 = "tf.Identity"(%181) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %183 = "tf.ReadVariableOp"(%arg113) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %184 = "tf.Identity"(%183) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %185 = "tf.Identity"(%184) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %186 = "tf.ReadVariableOp"(%arg114) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %187 = "tf.Identity"(%186) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %188 = "tf.Identity"(%187) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %189 = "tf.ReadVariableOp"(%arg115) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %190 = "tf.Identity"(%189) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %191 = "tf.Identity"(%190) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %192 = "tf.ReadVariableOp"(%arg116) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %193 = "tf.Identity"(%192) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %194 = "tf.Identity"(%193) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %195 = "tf.ReadVariableOp"(%arg117) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %196 = "tf.Identity"(%195) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %197 = "tf.Identity"(%196) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %198 = "tf.ReadVariableOp"(%arg118) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %199 = "tf.Identity"(%198) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %200 = "tf.Identity"(%199) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %201 = "tf.ReadVariableOp"(%arg119) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %202 = "tf.Identity"(%201) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %203 = "tf.Identity"(%202) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %204 = "tf.ReadVariableOp"(%arg120) {device = ""} : (tensor<*x!tf_type.resource<tensor<i64>>>) -> tensor<i64>
    %205 = "tf.Identity"(%204) {device = ""} : (tensor<i64>) -> tensor<i64>
    %206 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %207 = "tf.AddV2"(%206, %0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %208 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %209 = "tf.AddV2"(%208, %7) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %210 = "tf.Cast"(%209) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %211 = "tf.Pow"(%cst_92, %210) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %212 = "tf.Sub"(%cst_335, %211) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %213 = "tf.Pow"(%cst_97, %210) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %214 = "tf.Sub"(%cst_334, %213) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %215 = "tf.Sqrt"(%214) {device = ""} : (tensor<f32>) -> tensor<f32>
    %216 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %217 = "tf.AddV2"(%216, %35) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %218 = "tf.Cast"(%217) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %219 = "tf.Pow"(%cst_90, %218) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %220 = "tf.Sub"(%cst_395, %219) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %221 = "tf.Pow"(%cst_91, %218) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %222 = "tf.Sub"(%cst_390, %221) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %223 = "tf.Sqrt"(%222) {device = ""} : (tensor<f32>) -> tensor<f32>
    %224 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %225 = "tf.AddV2"(%224, %36) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %226 = "tf.Cast"(%225) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %227 = "tf.Pow"(%cst_86, %226) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %228 = "tf.Sub"(%cst_392, %227) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %229 = "tf.Pow"(%cst_87, %226) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %230 = "tf.Sub"(%cst_391, %229) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %231 = "tf.Sqrt"(%230) {device = ""} : (tensor<f32>) -> tensor<f32>
    %232 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %233 = "tf.AddV2"(%232, %37) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %234 = "tf.Cast"(%233) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %235 = "tf.Pow"(%cst_88, %234) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %236 = "tf.Sub"(%cst_394, %235) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %237 = "tf.Pow"(%cst_89, %234) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %238 = "tf.Sub"(%cst_393, %237) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %239 = "tf.Sqrt"(%238) {device = ""} : (tensor<f32>) -> tensor<f32>
    %240 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %241 = "tf.AddV2"(%240, %38) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %242 = "tf.Cast"(%241) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %243 = "tf.Pow"(%cst_93, %242) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %244 = "tf.Sub"(%cst_397, %243) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %245 = "tf.Pow"(%cst_94, %242) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %246 = "tf.Sub"(%cst_396, %245) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %247 = "tf.Sqrt"(%246) {device = ""} : (tensor<f32>) -> tensor<f32>
    %248 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %249 = "tf.AddV2"(%248, %39) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %250 = "tf.Cast"(%249) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %251 = "tf.Pow"(%cst_95, %250) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %252 = "tf.Sub"(%cst_399, %251) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %253 = "tf.Pow"(%cst_96, %250) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %254 = "tf.Sub"(%cst_398, %253) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %255 = "tf.Sqrt"(%254) {device = ""} : (tensor<f32>) -> tensor<f32>
    %256 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %257 = "tf.AddV2"(%256, %40) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %258 = "tf.Cast"(%257) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %259 = "tf.Pow"(%cst_98, %258) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %260 = "tf.Sub"(%cst_401, %259) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %261 = "tf.Pow"(%cst_99, %258) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %262 = "tf.Sub"(%cst_400, %261) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %263 = "tf.Sqrt"(%262) {device = ""} : (tensor<f32>) -> tensor<f32>
    %264 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %265 = "tf.AddV2"(%264, %41) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %266 = "tf.Cast"(%265) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %267 = "tf.Pow"(%cst_100, %266) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %268 = "tf.Sub"(%cst_403, %267) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %269 = "tf.Pow"(%cst_101, %266) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %270 = "tf.Sub"(%cst_402, %269) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %271 = "tf.Sqrt"(%270) {device = ""} : (tensor<f32>) -> tensor<f32>
    %272 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %273 = "tf.AddV2"(%272, %42) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %274 = "tf.Cast"(%273) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %275 = "tf.Pow"(%cst_14, %274) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %276 = "tf.Sub"(%cst_411, %275) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %277 = "tf.Pow"(%cst_18, %274) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %278 = "tf.Sub"(%cst_404, %277) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %279 = "tf.Sqrt"(%278) {device = ""} : (tensor<f32>) -> tensor<f32>
    %280 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %281 = "tf.AddV2"(%280, %43) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %282 = "tf.Cast"(%281) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %283 = "tf.Pow"(%cst_102, %282) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %284 = "tf.Sub"(%cst_406, %283) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %285 = "tf.Pow"(%cst_103, %282) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %286 = "tf.Sub"(%cst_405, %285) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %287 = "tf.Sqrt"(%286) {device = ""} : (tensor<f32>) -> tensor<f32>
    %288 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %289 = "tf.AddV2"(%288, %44) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %290 = "tf.Cast"(%289) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %291 = "tf.Pow"(%cst_104, %290) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %292 = "tf.Sub"(%cst_408, %291) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %293 = "tf.Pow"(%cst_105, %290) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %294 = "tf.Sub"(%cst_407, %293) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %295 = "tf.Sqrt"(%294) {device = ""} : (tensor<f32>) -> tensor<f32>
    %296 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %297 = "tf.AddV2"(%296, %45) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %298 = "tf.Cast"(%297) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %299 = "tf.Pow"(%cst_106, %298) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %300 = "tf.Sub"(%cst_410, %299) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %301 = "tf.Pow"(%cst_107, %298) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %302 = "tf.Sub"(%cst_409, %301) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %303 = "tf.Sqrt"(%302) {device = ""} : (tensor<f32>) -> tensor<f32>
    %304 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %305 = "tf.AddV2"(%304, %46) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %306 = "tf.Cast"(%305) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %307 = "tf.Pow"(%cst_108, %306) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %308 = "tf.Sub"(%cst_413, %307) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %309 = "tf.Pow"(%cst_109, %306) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %310 = "tf.Sub"(%cst_412, %309) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %311 = "tf.Sqrt"(%310) {device = ""} : (tensor<f32>) -> tensor<f32>
    %312 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %313 = "tf.AddV2"(%312, %47) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %314 = "tf.Cast"(%313) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %315 = "tf.Pow"(%cst_110, %314) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %316 = "tf.Sub"(%cst_415, %315) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %317 = "tf.Pow"(%cst_111, %314) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %318 = "tf.Sub"(%cst_414, %317) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %319 = "tf.Sqrt"(%318) {device = ""} : (tensor<f32>) -> tensor<f32>
    %320 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %321 = "tf.AddV2"(%320, %48) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %322 = "tf.Cast"(%321) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %323 = "tf.Pow"(%cst_112, %322) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %324 = "tf.Sub"(%cst_417, %323) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %325 = "tf.Pow"(%cst_113, %322) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %326 = "tf.Sub"(%cst_416, %325) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %327 = "tf.Sqrt"(%326) {device = ""} : (tensor<f32>) -> tensor<f32>
    %328 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %329 = "tf.AddV2"(%328, %49) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %330 = "tf.Cast"(%329) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %331 = "tf.Pow"(%cst_10, %330) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %332 = "tf.Sub"(%cst_419, %331) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %333 = "tf.Pow"(%cst_11, %330) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %334 = "tf.Sub"(%cst_418, %333) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %335 = "tf.Sqrt"(%334) {device = ""} : (tensor<f32>) -> tensor<f32>
    %336 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %337 = "tf.AddV2"(%336, %50) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %338 = "tf.Cast"(%337) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %339 = "tf.Pow"(%cst_12, %338) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %340 = "tf.Sub"(%cst_421, %339) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %341 = "tf.Pow"(%cst_13, %338) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %342 = "tf.Sub"(%cst_420, %341) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %343 = "tf.Sqrt"(%342) {device = ""} : (tensor<f32>) -> tensor<f32>
    %344 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %345 = "tf.AddV2"(%344, %51) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %346 = "tf.Cast"(%345) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %347 = "tf.Pow"(%cst_15, %346) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %348 = "tf.Sub"(%cst_423, %347) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %349 = "tf.Pow"(%cst_16, %346) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %350 = "tf.Sub"(%cst_422, %349) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %351 = "tf.Sqrt"(%350) {device = ""} : (tensor<f32>) -> tensor<f32>
    %352 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %353 = "tf.AddV2"(%352, %52) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %354 = "tf.Cast"(%353) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %355 = "tf.Pow"(%cst_17, %354) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %356 = "tf.Sub"(%cst_425, %355) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %357 = "tf.Pow"(%cst_19, %354) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %358 = "tf.Sub"(%cst_424, %357) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %359 = "tf.Sqrt"(%358) {device = ""} : (tensor<f32>) -> tensor<f32>
    %360 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %361 = "tf.AddV2"(%360, %53) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %362 = "tf.Cast"(%361) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %363 = "tf.Pow"(%cst_36, %362) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %364 = "tf.Sub"(%cst_433, %363) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %365 = "tf.Pow"(%cst_40, %362) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %366 = "tf.Sub"(%cst_426, %365) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %367 = "tf.Sqrt"(%366) {device = ""} : (tensor<f32>) -> tensor<f32>
    %368 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %369 = "tf.AddV2"(%368, %54) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %370 = "tf.Cast"(%369) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %371 = "tf.Pow"(%cst_20, %370) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %372 = "tf.Sub"(%cst_428, %371) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %373 = "tf.Pow"(%cst_21, %370) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %374 = "tf.Sub"(%cst_427, %373) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %375 = "tf.Sqrt"(%374) {device = ""} : (tensor<f32>) -> tensor<f32>
    %376 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %377 = "tf.AddV2"(%376, %55) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %378 = "tf.Cast"(%377) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %379 = "tf.Pow"(%cst_22, %378) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %380 = "tf.Sub"(%cst_430, %379) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %381 = "tf.Pow"(%cst_23, %378) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %382 = "tf.Sub"(%cst_429, %381) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %383 = "tf.Sqrt"(%382) {device = ""} : (tensor<f32>) -> tensor<f32>
    %384 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %385 = "tf.AddV2"(%384, %56) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %386 = "tf.Cast"(%385) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %387 = "tf.Pow"(%cst_24, %386) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %388 = "tf.Sub"(%cst_432, %387) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %389 = "tf.Pow"(%cst_25, %386) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %390 = "tf.Sub"(%cst_431, %389) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %391 = "tf.Sqrt"(%390) {device = ""} : (tensor<f32>) -> tensor<f32>
    %392 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %393 = "tf.AddV2"(%392, %57) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %394 = "tf.Cast"(%393) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %395 = "tf.Pow"(%cst_26, %394) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %396 = "tf.Sub"(%cst_435, %395) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %397 = "tf.Pow"(%cst_27, %394) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %398 = "tf.Sub"(%cst_434, %397) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %399 = "tf.Sqrt"(%398) {device = ""} : (tensor<f32>) -> tensor<f32>
    %400 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %401 = "tf.AddV2"(%400, %58) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %402 = "tf.Cast"(%401) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %403 = "tf.Pow"(%cst_28, %402) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %404 = "tf.Sub"(%cst_437, %403) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %405 = "tf.Pow"(%cst_29, %402) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %406 = "tf.Sub"(%cst_436, %405) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %407 = "tf.Sqrt"(%406) {device = ""} : (tensor<f32>) -> tensor<f32>
    %408 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %409 = "tf.AddV2"(%408, %8) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %410 = "tf.Cast"(%409) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %411 = "tf.Pow"(%cst_30, %410) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %412 = "tf.Sub"(%cst_337, %411) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %413 = "tf.Pow"(%cst_31, %410) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %414 = "tf.Sub"(%cst_336, %413) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %415 = "tf.Sqrt"(%414) {device = ""} : (tensor<f32>) -> tensor<f32>
    %416 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %417 = "tf.AddV2"(%416, %9) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %418 = "tf.Cast"(%417) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %419 = "tf.Pow"(%cst_32, %418) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %420 = "tf.Sub"(%cst_339, %419) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %421 = "tf.Pow"(%cst_33, %418) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %422 = "tf.Sub"(%cst_338, %421) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %423 = "tf.Sqrt"(%422) {device = ""} : (tensor<f32>) -> tensor<f32>
    %424 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %425 = "tf.AddV2"(%424, %10) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %426 = "tf.Cast"(%425) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %427 = "tf.Pow"(%cst_34, %426) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %428 = "tf.Sub"(%cst_341, %427) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %429 = "tf.Pow"(%cst_35, %426) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %430 = "tf.Sub"(%cst_340, %429) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %431 = "tf.Sqrt"(%430) {device = ""} : (tensor<f32>) -> tensor<f32>
    %432 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %433 = "tf.AddV2"(%432, %11) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %434 = "tf.Cast"(%433) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %435 = "tf.Pow"(%cst_37, %434) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %436 = "tf.Sub"(%cst_343, %435) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %437 = "tf.Pow"(%cst_38, %434) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %438 = "tf.Sub"(%cst_342, %437) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %439 = "tf.Sqrt"(%438) {device = ""} : (tensor<f32>) -> tensor<f32>
    %440 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %441 = "tf.AddV2"(%440, %12) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %442 = "tf.Cast"(%441) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %443 = "tf.Pow"(%cst_39, %442) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %444 = "tf.Sub"(%cst_345, %443) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %445 = "tf.Pow"(%cst_41, %442) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %446 = "tf.Sub"(%cst_344, %445) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %447 = "tf.Sqrt"(%446) {device = ""} : (tensor<f32>) -> tensor<f32>
    %448 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %449 = "tf.AddV2"(%448, %13) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %450 = "tf.Cast"(%449) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %451 = "tf.Pow"(%cst_58, %450) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %452 = "tf.Sub"(%cst_353, %451) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %453 = "tf.Pow"(%cst_62, %450) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %454 = "tf.Sub"(%cst_346, %453) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %455 = "tf.Sqrt"(%454) {device = ""} : (tensor<f32>) -> tensor<f32>
    %456 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %457 = "tf.AddV2"(%456, %14) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %458 = "tf.Cast"(%457) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %459 = "tf.Pow"(%cst_42, %458) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %460 = "tf.Sub"(%cst_348, %459) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %461 = "tf.Pow"(%cst_43, %458) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %462 = "tf.Sub"(%cst_347, %461) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %463 = "tf.Sqrt"(%462) {device = ""} : (tensor<f32>) -> tensor<f32>
    %464 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %465 = "tf.AddV2"(%464, %15) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %466 = "tf.Cast"(%465) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %467 = "tf.Pow"(%cst_44, %466) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %468 = "tf.Sub"(%cst_350, %467) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %469 = "tf.Pow"(%cst_45, %466) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %470 = "tf.Sub"(%cst_349, %469) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %471 = "tf.Sqrt"(%470) {device = ""} : (tensor<f32>) -> tensor<f32>
    %472 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %473 = "tf.AddV2"(%472, %16) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %474 = "tf.Cast"(%473) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %475 = "tf.Pow"(%cst_46, %474) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %476 = "tf.Sub"(%cst_352, %475) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %477 = "tf.Pow"(%cst_47, %474) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %478 = "tf.Sub"(%cst_351, %477) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %479 = "tf.Sqrt"(%478) {device = ""} : (tensor<f32>) -> tensor<f32>
    %480 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %481 = "tf.AddV2"(%480, %17) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %482 = "tf.Cast"(%481) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %483 = "tf.Pow"(%cst_48, %482) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %484 = "tf.Sub"(%cst_355, %483) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %485 = "tf.Pow"(%cst_49, %482) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %486 = "tf.Sub"(%cst_354, %485) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %487 = "tf.Sqrt"(%486) {device = ""} : (tensor<f32>) -> tensor<f32>
    %488 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %489 = "tf.AddV2"(%488, %18) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %490 = "tf.Cast"(%489) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %491 = "tf.Pow"(%cst_50, %490) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %492 = "tf.Sub"(%cst_357, %491) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %493 = "tf.Pow"(%cst_51, %490) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %494 = "tf.Sub"(%cst_356, %493) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %495 = "tf.Sqrt"(%494) {device = ""} : (tensor<f32>) -> tensor<f32>
    %496 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %497 = "tf.AddV2"(%496, %19) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %498 = "tf.Cast"(%497) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %499 = "tf.Pow"(%cst_52, %498) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %500 = "tf.Sub"(%cst_359, %499) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %501 = "tf.Pow"(%cst_53, %498) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %502 = "tf.Sub"(%cst_358, %501) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %503 = "tf.Sqrt"(%502) {device = ""} : (tensor<f32>) -> tensor<f32>
    %504 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %505 = "tf.AddV2"(%504, %20) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %506 = "tf.Cast"(%505) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %507 = "tf.Pow"(%cst_54, %506) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %508 = "tf.Sub"(%cst_361, %507) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %509 = "tf.Pow"(%cst_55, %506) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %510 = "tf.Sub"(%cst_360, %509) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %511 = "tf.Sqrt"(%510) {device = ""} : (tensor<f32>) -> tensor<f32>
    %512 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %513 = "tf.AddV2"(%512, %21) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %514 = "tf.Cast"(%513) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %515 = "tf.Pow"(%cst_56, %514) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %516 = "tf.Sub"(%cst_363, %515) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %517 = "tf.Pow"(%cst_57, %514) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %518 = "tf.Sub"(%cst_362, %517) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %519 = "tf.Sqrt"(%518) {device = ""} : (tensor<f32>) -> tensor<f32>
    %520 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %521 = "tf.AddV2"(%520, %22) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %522 = "tf.Cast"(%521) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %523 = "tf.Pow"(%cst_59, %522) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %524 = "tf.Sub"(%cst_365, %523) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %525 = "tf.Pow"(%cst_60, %522) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %526 = "tf.Sub"(%cst_364, %525) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %527 = "tf.Sqrt"(%526) {device = ""} : (tensor<f32>) -> tensor<f32>
    %528 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %529 = "tf.AddV2"(%528, %23) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %530 = "tf.Cast"(%529) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %531 = "tf.Pow"(%cst_61, %530) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %532 = "tf.Sub"(%cst_367, %531) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %533 = "tf.Pow"(%cst_63, %530) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %534 = "tf.Sub"(%cst_366, %533) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %535 = "tf.Sqrt"(%534) {device = ""} : (tensor<f32>) -> tensor<f32>
    %536 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %537 = "tf.AddV2"(%536, %24) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %538 = "tf.Cast"(%537) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %539 = "tf.Pow"(%cst_80, %538) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %540 = "tf.Sub"(%cst_375, %539) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %541 = "tf.Pow"(%cst_84, %538) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %542 = "tf.Sub"(%cst_368, %541) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %543 = "tf.Sqrt"(%542) {device = ""} : (tensor<f32>) -> tensor<f32>
    %544 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %545 = "tf.AddV2"(%544, %25) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %546 = "tf.Cast"(%545) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %547 = "tf.Pow"(%cst_64, %546) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %548 = "tf.Sub"(%cst_370, %547) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %549 = "tf.Pow"(%cst_65, %546) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %550 = "tf.Sub"(%cst_369, %549) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %551 = "tf.Sqrt"(%550) {device = ""} : (tensor<f32>) -> tensor<f32>
    %552 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %553 = "tf.AddV2"(%552, %26) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %554 = "tf.Cast"(%553) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %555 = "tf.Pow"(%cst_66, %554) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %556 = "tf.Sub"(%cst_372, %555) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %557 = "tf.Pow"(%cst_67, %554) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %558 = "tf.Sub"(%cst_371, %557) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %559 = "tf.Sqrt"(%558) {device = ""} : (tensor<f32>) -> tensor<f32>
    %560 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %561 = "tf.AddV2"(%560, %27) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %562 = "tf.Cast"(%561) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %563 = "tf.Pow"(%cst_68, %562) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %564 = "tf.Sub"(%cst_374, %563) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %565 = "tf.Pow"(%cst_69, %562) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %566 = "tf.Sub"(%cst_373, %565) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %567 = "tf.Sqrt"(%566) {device = ""} : (tensor<f32>) -> tensor<f32>
    %568 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %569 = "tf.AddV2"(%568, %28) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %570 = "tf.Cast"(%569) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %571 = "tf.Pow"(%cst_70, %570) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %572 = "tf.Sub"(%cst_377, %571) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %573 = "tf.Pow"(%cst_71, %570) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %574 = "tf.Sub"(%cst_376, %573) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %575 = "tf.Sqrt"(%574) {device = ""} : (tensor<f32>) -> tensor<f32>
    %576 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %577 = "tf.AddV2"(%576, %29) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %578 = "tf.Cast"(%577) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %579 = "tf.Pow"(%cst_72, %578) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %580 = "tf.Sub"(%cst_379, %579) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %581 = "tf.Pow"(%cst_73, %578) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %582 = "tf.Sub"(%cst_378, %581) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %583 = "tf.Sqrt"(%582) {device = ""} : (tensor<f32>) -> tensor<f32>
    %584 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %585 = "tf.AddV2"(%584, %30) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %586 = "tf.Cast"(%585) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %587 = "tf.Pow"(%cst_74, %586) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %588 = "tf.Sub"(%cst_381, %587) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %589 = "tf.Pow"(%cst_75, %586) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %590 = "tf.Sub"(%cst_380, %589) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %591 = "tf.Sqrt"(%590) {device = ""} : (tensor<f32>) -> tensor<f32>
    %592 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %593 = "tf.AddV2"(%592, %31) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %594 = "tf.Cast"(%593) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %595 = "tf.Pow"(%cst_76, %594) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %596 = "tf.Sub"(%cst_383, %595) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %597 = "tf.Pow"(%cst_77, %594) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %598 = "tf.Sub"(%cst_382, %597) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %599 = "tf.Sqrt"(%598) {device = ""} : (tensor<f32>) -> tensor<f32>
    %600 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %601 = "tf.AddV2"(%600, %32) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %602 = "tf.Cast"(%601) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %603 = "tf.Pow"(%cst_78, %602) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %604 = "tf.Sub"(%cst_385, %603) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %605 = "tf.Pow"(%cst_79, %602) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %606 = "tf.Sub"(%cst_384, %605) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %607 = "tf.Sqrt"(%606) {device = ""} : (tensor<f32>) -> tensor<f32>
    %608 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %609 = "tf.AddV2"(%608, %33) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %610 = "tf.Cast"(%609) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %611 = "tf.Pow"(%cst_81, %610) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %612 = "tf.Sub"(%cst_387, %611) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %613 = "tf.Pow"(%cst_82, %610) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %614 = "tf.Sub"(%cst_386, %613) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %615 = "tf.Sqrt"(%614) {device = ""} : (tensor<f32>) -> tensor<f32>
    %616 = "tf.Identity"(%205) {device = ""} : (tensor<i64>) -> tensor<i64>
    %617 = "tf.Identity"(%207) {device = ""} : (tensor<i64>) -> tensor<i64>
    %618 = "tf.AddV2"(%616, %34) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %619 = "tf.Cast"(%618) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %620 = "tf.Pow"(%cst_83, %619) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %621 = "tf.Sub"(%cst_389, %620) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %622 = "tf.Pow"(%cst_85, %619) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %623 = "tf.Sub"(%cst_388, %622) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %624 = "tf.Sqrt"(%623) {device = ""} : (tensor<f32>) -> tensor<f32>
    %625 = "tf.ReadVariableOp"(%arg121) {device = ""} : (tensor<*x!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    %626 = "tf.Identity"(%625) {device = ""} : (tensor<f32>) -> tensor<f32>
    %627 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %628 = "tf.Mul"(%627, %215) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %629 = "tf.RealDiv"(%628, %212) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %630 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %631 = "tf.Mul"(%630, %343) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %632 = "tf.RealDiv"(%631, %340) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %633 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %634 = "tf.Mul"(%633, %351) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %635 = "tf.RealDiv"(%634, %348) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %636 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %637 = "tf.Mul"(%636, %359) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %638 = "tf.RealDiv"(%637, %356) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %639 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %640 = "tf.Mul"(%639, %375) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %641 = "tf.RealDiv"(%640, %372) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %642 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %643 = "tf.Mul"(%642, %383) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %644 = "tf.RealDiv"(%643, %380) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %645 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %646 = "tf.Mul"(%645, %391) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %647 = "tf.RealDiv"(%646, %388) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %648 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %649 = "tf.Mul"(%648, %367) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %650 = "tf.RealDiv"(%649, %364) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %651 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %652 = "tf.Mul"(%651, %399) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %653 = "tf.RealDiv"(%652, %396) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %654 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %655 = "tf.Mul"(%654, %407) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %656 = "tf.RealDiv"(%655, %404) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %657 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %658 = "tf.Mul"(%657, %415) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %659 = "tf.RealDiv"(%658, %412) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %660 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %661 = "tf.Mul"(%660, %423) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %662 = "tf.RealDiv"(%661, %420) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %663 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %664 = "tf.Mul"(%663, %431) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %665 = "tf.RealDiv"(%664, %428) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %666 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %667 = "tf.Mul"(%666, %439) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %668 = "tf.RealDiv"(%667, %436) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %669 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %670 = "tf.Mul"(%669, %447) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %671 = "tf.RealDiv"(%670, %444) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %672 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %673 = "tf.Mul"(%672, %463) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %674 = "tf.RealDiv"(%673, %460) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %675 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %676 = "tf.Mul"(%675, %471) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %677 = "tf.RealDiv"(%676, %468) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %678 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %679 = "tf.Mul"(%678, %479) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %680 = "tf.RealDiv"(%679, %476) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %681 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %682 = "tf.Mul"(%681, %455) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %683 = "tf.RealDiv"(%682, %452) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %684 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %685 = "tf.Mul"(%684, %487) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %686 = "tf.RealDiv"(%685, %484) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %687 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %688 = "tf.Mul"(%687, %495) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %689 = "tf.RealDiv"(%688, %492) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %690 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %691 = "tf.Mul"(%690, %503) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %692 = "tf.RealDiv"(%691, %500) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %693 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %694 = "tf.Mul"(%693, %511) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %695 = "tf.RealDiv"(%694, %508) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %696 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %697 = "tf.Mul"(%696, %519) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %698 = "tf.RealDiv"(%697, %516) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %699 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %700 = "tf.Mul"(%699, %527) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %701 = "tf.RealDiv"(%700, %524) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %702 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %703 = "tf.Mul"(%702, %535) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %704 = "tf.RealDiv"(%703, %532) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %705 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %706 = "tf.Mul"(%705, %551) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %707 = "tf.RealDiv"(%706, %548) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %708 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %709 = "tf.Mul"(%708, %559) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %710 = "tf.RealDiv"(%709, %556) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %711 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %712 = "tf.Mul"(%711, %567) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %713 = "tf.RealDiv"(%712, %564) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %714 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %715 = "tf.Mul"(%714, %543) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %716 = "tf.RealDiv"(%715, %540) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %717 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %718 = "tf.Mul"(%717, %575) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %719 = "tf.RealDiv"(%718, %572) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %720 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %721 = "tf.Mul"(%720, %583) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %722 = "tf.RealDiv"(%721, %580) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %723 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %724 = "tf.Mul"(%723, %591) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %725 = "tf.RealDiv"(%724, %588) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %726 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %727 = "tf.Mul"(%726, %599) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %728 = "tf.RealDiv"(%727, %596) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %729 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %730 = "tf.Mul"(%729, %607) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %731 = "tf.RealDiv"(%730, %604) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %732 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %733 = "tf.Mul"(%732, %615) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %734 = "tf.RealDiv"(%733, %612) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %735 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %736 = "tf.Mul"(%735, %624) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %737 = "tf.RealDiv"(%736, %621) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %738 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %739 = "tf.Mul"(%738, %231) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %740 = "tf.RealDiv"(%739, %228) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %741 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %742 = "tf.Mul"(%741, %239) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %743 = "tf.RealDiv"(%742, %236) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %744 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %745 = "tf.Mul"(%744, %223) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %746 = "tf.RealDiv"(%745, %220) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %747 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %748 = "tf.Mul"(%747, %247) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %749 = "tf.RealDiv"(%748, %244) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %750 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %751 = "tf.Mul"(%750, %255) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %752 = "tf.RealDiv"(%751, %252) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %753 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %754 = "tf.Mul"(%753, %263) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %755 = "tf.RealDiv"(%754, %260) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %756 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %757 = "tf.Mul"(%756, %271) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %758 = "tf.RealDiv"(%757, %268) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %759 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %760 = "tf.Mul"(%759, %287) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %761 = "tf.RealDiv"(%760, %284) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %762 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %763 = "tf.Mul"(%762, %295) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %764 = "tf.RealDiv"(%763, %292) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %765 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %766 = "tf.Mul"(%765, %279) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %767 = "tf.RealDiv"(%766, %276) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %768 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %769 = "tf.Mul"(%768, %303) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %770 = "tf.RealDiv"(%769, %300) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %771 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %772 = "tf.Mul"(%771, %311) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %773 = "tf.RealDiv"(%772, %308) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %774 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %775 = "tf.Mul"(%774, %319) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %776 = "tf.RealDiv"(%775, %316) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %777 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %778 = "tf.Mul"(%777, %327) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %779 = "tf.RealDiv"(%778, %324) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %780 = "tf.Identity"(%626) {device = ""} : (tensor<f32>) -> tensor<f32>
    %781 = "tf.Mul"(%780, %335) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %782 = "tf.RealDiv"(%781, %332) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %783 = "tf.ReadVariableOp"(%arg13) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %784 = "tf.Identity"(%783) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %785 = "tf.Identity"(%784) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %786 = "tf.Reshape"(%785, %cst_511) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %787 = "tf.ReadVariableOp"(%arg122) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %788 = "tf.Identity"(%787) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %789 = "tf.Identity"(%788) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %790 = "tf.ReadVariableOp"(%arg123) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %791 = "tf.Identity"(%790) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %792 = "tf.Identity"(%791) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %793 = "tf.ReadVariableOp"(%arg124) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %794 = "tf.Identity"(%793) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %795 = "tf.Identity"(%794) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %796 = "tf.ReadVariableOp"(%arg125) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %797 = "tf.Identity"(%796) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %798 = "tf.Identity"(%797) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %799 = "tf.ReadVariableOp"(%arg126) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %800 = "tf.Identity"(%799) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %801 = "tf.Identity"(%800) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %802 = "tf.ReadVariableOp"(%arg127) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %803 = "tf.Identity"(%802) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %804 = "tf.Identity"(%803) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %805 = "tf.ReadVariableOp"(%arg128) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %806 = "tf.Identity"(%805) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %807 = "tf.Identity"(%806) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %808 = "tf.ReadVariableOp"(%arg129) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %809 = "tf.Identity"(%808) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %810 = "tf.Identity"(%809) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %811 = "tf.ReadVariableOp"(%arg130) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %812 = "tf.Identity"(%811) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %813 = "tf.Identity"(%812) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %814 = "tf.ReadVariableOp"(%arg131) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %815 = "tf.Identity"(%814) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %816 = "tf.Identity"(%815) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %817 = "tf.ReadVariableOp"(%arg14) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %818 = "tf.Identity"(%817) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %819 = "tf.Identity"(%818) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %820 = "tf.Reshape"(%819, %cst_519) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %821 = "tf.ReadVariableOp"(%arg132) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %822 = "tf.Identity"(%821) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %823 = "tf.Identity"(%822) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %824 = "tf.ReadVariableOp"(%arg133) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %825 = "tf.Identity"(%824) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %826 = "tf.Identity"(%825) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %827 = "tf.ReadVariableOp"(%arg134) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %828 = "tf.Identity"(%827) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %829 = "tf.Identity"(%828) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %830 = "tf.ReadVariableOp"(%arg135) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %831 = "tf.Identity"(%830) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %832 = "tf.Identity"(%831) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %833 = "tf.ReadVariableOp"(%arg136) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %834 = "tf.Identity"(%833) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %835 = "tf.Identity"(%834) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %836 = "tf.ReadVariableOp"(%arg137) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %837 = "tf.Identity"(%836) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %838 = "tf.Identity"(%837) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %839 = "tf.ReadVariableOp"(%arg138) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %840 = "tf.Identity"(%839) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %841 = "tf.Identity"(%840) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %842 = "tf.ReadVariableOp"(%arg139) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %843 = "tf.Identity"(%842) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %844 = "tf.Identity"(%843) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %845 = "tf.ReadVariableOp"(%arg140) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %846 = "tf.Identity"(%845) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %847 = "tf.Identity"(%846) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %848 = "tf.ReadVariableOp"(%arg141) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %849 = "tf.Identity"(%848) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %850 = "tf.Identity"(%849) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %851 = "tf.ReadVariableOp"(%arg15) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %852 = "tf.Identity"(%851) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %853 = "tf.Identity"(%852) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %854 = "tf.Reshape"(%853, %cst_520) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %855 = "tf.ReadVariableOp"(%arg142) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %856 = "tf.Identity"(%855) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %857 = "tf.Identity"(%856) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %858 = "tf.ReadVariableOp"(%arg143) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %859 = "tf.Identity"(%858) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %860 = "tf.Identity"(%859) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %861 = "tf.ReadVariableOp"(%arg144) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %862 = "tf.Identity"(%861) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %863 = "tf.Identity"(%862) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %864 = "tf.ReadVariableOp"(%arg145) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %865 = "tf.Identity"(%864) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %866 = "tf.Identity"(%865) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %867 = "tf.ReadVariableOp"(%arg146) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %868 = "tf.Identity"(%867) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %869 = "tf.Identity"(%868) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %870 = "tf.ReadVariableOp"(%arg147) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %871 = "tf.Identity"(%870) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %872 = "tf.Identity"(%871) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %873 = "tf.ReadVariableOp"(%arg148) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %874 = "tf.Identity"(%873) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %875 = "tf.Identity"(%874) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %876 = "tf.ReadVariableOp"(%arg149) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %877 = "tf.Identity"(%876) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %878 = "tf.Identity"(%877) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %879 = "tf.ReadVariableOp"(%arg150) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %880 = "tf.Identity"(%879) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %881 = "tf.Identity"(%880) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %882 = "tf.ReadVariableOp"(%arg151) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %883 = "tf.Identity"(%882) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %884 = "tf.Identity"(%883) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %885 = "tf.ReadVariableOp"(%arg16) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %886 = "tf.Identity"(%885) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %887 = "tf.Identity"(%886) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %888 = "tf.Reshape"(%887, %cst_525) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %889 = "tf.ReadVariableOp"(%arg152) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %890 = "tf.Identity"(%889) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %891 = "tf.Identity"(%890) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %892 = "tf.ReadVariableOp"(%arg153) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %893 = "tf.Identity"(%892) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %894 = "tf.Identity"(%893) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %895 = "tf.ReadVariableOp"(%arg154) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %896 = "tf.Identity"(%895) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %897 = "tf.Identity"(%896) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %898 = "tf.ReadVariableOp"(%arg155) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %899 = "tf.Identity"(%898) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %900 = "tf.Identity"(%899) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %901 = "tf.ReadVariableOp"(%arg156) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %902 = "tf.Identity"(%901) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %903 = "tf.Identity"(%902) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %904 = "tf.ReadVariableOp"(%arg157) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %905 = "tf.Identity"(%904) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %906 = "tf.Identity"(%905) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %907 = "tf.ReadVariableOp"(%arg158) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %908 = "tf.Identity"(%907) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %909 = "tf.Identity"(%908) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %910 = "tf.ReadVariableOp"(%arg159) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %911 = "tf.Identity"(%910) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %912 = "tf.Identity"(%911) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %913 = "tf.ReadVariableOp"(%arg17) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %914 = "tf.Identity"(%913) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %915 = "tf.Identity"(%914) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %916 = "tf.Reshape"(%915, %cst_536) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %917 = "tf.ReadVariableOp"(%arg18) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %918 = "tf.Identity"(%917) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %919 = "tf.Identity"(%918) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %920 = "tf.GatherV2"(%919, %137, %cst_542) <{batch_dims = 0 : i64}> {device = ""} : (tensor<16384x256xf32>, tensor<32x32xi32>, tensor<i32>) -> tensor<32x32x256xf32>
    %921 = "tf.Mul"(%920, %cst_932) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %922 = "tf.Identity"(%918) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %923 = "tf.ReadVariableOp"(%arg19) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %924 = "tf.Identity"(%923) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %925 = "tf.Identity"(%924) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %926 = "tf.ReadVariableOp"(%arg20) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %927 = "tf.Identity"(%926) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %928 = "tf.Identity"(%927) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %929 = "tf.ReadVariableOp"(%arg21) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %930 = "tf.Identity"(%929) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %931 = "tf.Identity"(%930) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %932 = "tf.ReadVariableOp"(%arg3) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %933 = "tf.Identity"(%932) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %934 = "tf.Identity"(%933) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %935 = "tf.Reshape"(%934, %cst_445) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %936 = "tf.ReadVariableOp"(%arg22) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %937 = "tf.Identity"(%936) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %938 = "tf.Identity"(%937) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %939 = "tf.ReadVariableOp"(%arg23) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %940 = "tf.Identity"(%939) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %941 = "tf.Identity"(%940) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %942 = "tf.ReadVariableOp"(%arg24) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %943 = "tf.Identity"(%942) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %944 = "tf.Identity"(%943) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %945 = "tf.ReadVariableOp"(%arg25) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %946 = "tf.Identity"(%945) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %947 = "tf.Identity"(%946) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %948 = "tf.ReadVariableOp"(%arg26) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %949 = "tf.Identity"(%948) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %950 = "tf.Identity"(%949) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %951 = "tf.ReadVariableOp"(%arg27) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %952 = "tf.Identity"(%951) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %953 = "tf.Identity"(%952) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %954 = "tf.ReadVariableOp"(%arg28) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %955 = "tf.Identity"(%954) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %956 = "tf.Identity"(%955) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %957 = "tf.ReadVariableOp"(%arg29) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %958 = "tf.Identity"(%957) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %959 = "tf.Identity"(%958) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %960 = "tf.ReadVariableOp"(%arg30) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %961 = "tf.Identity"(%960) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %962 = "tf.Identity"(%961) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %963 = "tf.ReadVariableOp"(%arg31) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %964 = "tf.Identity"(%963) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %965 = "tf.Identity"(%964) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %966 = "tf.ReadVariableOp"(%arg4) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %967 = "tf.Identity"(%966) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %968 = "tf.Identity"(%967) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %969 = "tf.Reshape"(%968, %cst_450) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %970 = "tf.ReadVariableOp"(%arg32) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %971 = "tf.Identity"(%970) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %972 = "tf.Identity"(%971) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %973 = "tf.ReadVariableOp"(%arg33) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %974 = "tf.Identity"(%973) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %975 = "tf.Identity"(%974) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %976 = "tf.ReadVariableOp"(%arg34) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %977 = "tf.Identity"(%976) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %978 = "tf.Identity"(%977) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %979 = "tf.ReadVariableOp"(%arg35) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %980 = "tf.Identity"(%979) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %981 = "tf.Identity"(%980) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %982 = "tf.Reshape"(%981, %cst_934) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %983 = "tf.ReadVariableOp"(%arg36) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %984 = "tf.Identity"(%983) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %985 = "tf.Identity"(%984) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %986 = "tf.Reshape"(%985, %cst_933) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %987 = "tf.ReadVariableOp"(%arg37) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %988 = "tf.Identity"(%987) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %989 = "tf.Identity"(%988) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %990 = "tf.Reshape"(%989, %cst_939) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %991 = "tf.ReadVariableOp"(%arg38) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %992 = "tf.Identity"(%991) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %993 = "tf.Identity"(%992) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %994 = "tf.Reshape"(%993, %cst_938) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %995 = "tf.ReadVariableOp"(%arg39) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %996 = "tf.Identity"(%995) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %997 = "tf.Identity"(%996) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %998 = "tf.Reshape"(%997, %cst_944) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %999 = "tf.ReadVariableOp"(%arg40) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1000 = "tf.Identity"(%999) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1001 = "tf.Identity"(%1000) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1002 = "tf.Reshape"(%1001, %cst_943) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1003 = "tf.ReadVariableOp"(%arg41) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1004 = "tf.Identity"(%1003) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1005 = "tf.Identity"(%1004) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1006 = "tf.Reshape"(%1005, %cst_949) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1007 = "tf.ReadVariableOp"(%arg5) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1008 = "tf.Identity"(%1007) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1009 = "tf.Identity"(%1008) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1010 = "tf.Reshape"(%1009, %cst_461) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1011 = "tf.ReadVariableOp"(%arg42) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1012 = "tf.Identity"(%1011) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1013 = "tf.Identity"(%1012) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1014 = "tf.Reshape"(%1013, %cst_948) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1015 = "tf.ReadVariableOp"(%arg43) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1016 = "tf.Identity"(%1015) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1017 = "tf.Identity"(%1016) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1018 = "tf.Reshape"(%1017, %cst_954) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1019 = "tf.ReadVariableOp"(%arg44) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1020 = "tf.Identity"(%1019) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1021 = "tf.Identity"(%1020) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1022 = "tf.Reshape"(%1021, %cst_953) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1023 = "tf.ReadVariableOp"(%arg45) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1024 = "tf.Identity"(%1023) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1025 = "tf.Identity"(%1024) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1026 = "tf.Reshape"(%1025, %cst_959) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1027 = "tf.ReadVariableOp"(%arg46) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1028 = "tf.Identity"(%1027) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1029 = "tf.Identity"(%1028) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1030 = "tf.Reshape"(%1029, %cst_958) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1031 = "tf.ReadVariableOp"(%arg47) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1032 = "tf.Identity"(%1031) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1033 = "tf.Identity"(%1032) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1034 = "tf.Reshape"(%1033, %cst_964) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1035 = "tf.ReadVariableOp"(%arg48) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1036 = "tf.Identity"(%1035) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1037 = "tf.Identity"(%1036) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1038 = "tf.Reshape"(%1037, %cst_963) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1039 = "tf.ReadVariableOp"(%arg49) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1040 = "tf.Identity"(%1039) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1041 = "tf.Identity"(%1040) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1042 = "tf.Reshape"(%1041, %cst_969) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1043 = "tf.ReadVariableOp"(%arg50) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1044 = "tf.Identity"(%1043) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1045 = "tf.Identity"(%1044) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1046 = "tf.Reshape"(%1045, %cst_968) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1047 = "tf.ReadVariableOp"(%arg51) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %1048 = "tf.Identity"(%1047) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1049 = "tf.Identity"(%1048) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1050 = "tf.Identity"(%1048) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1051 = "tf.ReadVariableOp"(%arg6) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1052 = "tf.Identity"(%1051) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1053 = "tf.Identity"(%1052) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1054 = "tf.Reshape"(%1053, %cst_469) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1055 = "tf.ReadVariableOp"(%arg52) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %1056 = "tf.Identity"(%1055) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %1057 = "tf.Identity"(%1056) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %1058 = "tf.ReadVariableOp"(%arg53) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %1059 = "tf.Identity"(%1058) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %1060 = "tf.Identity"(%1059) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %1061 = "tf.ReadVariableOp"(%arg54) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1062 = "tf.Identity"(%1061) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1063 = "tf.Identity"(%1062) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1064 = "tf.ReadVariableOp"(%arg55) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1065 = "tf.Identity"(%1064) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1066 = "tf.Identity"(%1065) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1067 = "tf.ReadVariableOp"(%arg56) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1068 = "tf.Identity"(%1067) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1069 = "tf.Identity"(%1068) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1070 = "tf.ReadVariableOp"(%arg57) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1071 = "tf.Identity"(%1070) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1072 = "tf.Identity"(%1071) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1073 = "tf.ReadVariableOp"(%arg58) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1074 = "tf.Identity"(%1073) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1075 = "tf.Identity"(%1074) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1076 = "tf.ReadVariableOp"(%arg59) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1077 = "tf.Identity"(%1076) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1078 = "tf.Identity"(%1077) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1079 = "tf.ReadVariableOp"(%arg60) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1080 = "tf.Identity"(%1079) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1081 = "tf.Identity"(%1080) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1082 = "tf.ReadVariableOp"(%arg61) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1083 = "tf.Identity"(%1082) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1084 = "tf.Identity"(%1083) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1085 = "tf.ReadVariableOp"(%arg7) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1086 = "tf.Identity"(%1085) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1087 = "tf.Identity"(%1086) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1088 = "tf.Reshape"(%1087, %cst_470) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1089 = "tf.ReadVariableOp"(%arg62) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1090 = "tf.Identity"(%1089) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1091 = "tf.Identity"(%1090) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1092 = "tf.ReadVariableOp"(%arg63) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1093 = "tf.Identity"(%1092) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1094 = "tf.Identity"(%1093) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1095 = "tf.ReadVariableOp"(%arg64) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1096 = "tf.Identity"(%1095) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1097 = "tf.Identity"(%1096) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1098 = "tf.ReadVariableOp"(%arg65) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1099 = "tf.Identity"(%1098) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1100 = "tf.Identity"(%1099) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1101 = "tf.ReadVariableOp"(%arg66) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1102 = "tf.Identity"(%1101) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1103 = "tf.Identity"(%1102) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1104 = "tf.ReadVariableOp"(%arg67) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1105 = "tf.Identity"(%1104) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1106 = "tf.Identity"(%1105) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1107 = "tf.ReadVariableOp"(%arg68) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1108 = "tf.Identity"(%1107) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1109 = "tf.Identity"(%1108) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1110 = "tf.ReadVariableOp"(%arg69) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1111 = "tf.Identity"(%1110) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1112 = "tf.Identity"(%1111) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1113 = "tf.ReadVariableOp"(%arg70) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1114 = "tf.Identity"(%1113) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1115 = "tf.Identity"(%1114) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1116 = "tf.ReadVariableOp"(%arg71) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1117 = "tf.Identity"(%1116) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1118 = "tf.Identity"(%1117) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1119 = "tf.ReadVariableOp"(%arg8) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1120 = "tf.Identity"(%1119) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1121 = "tf.Identity"(%1120) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1122 = "tf.Reshape"(%1121, %cst_475) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1123 = "tf.ReadVariableOp"(%arg72) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1124 = "tf.Identity"(%1123) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1125 = "tf.Identity"(%1124) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1126 = "tf.ReadVariableOp"(%arg73) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1127 = "tf.Identity"(%1126) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1128 = "tf.Identity"(%1127) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1129 = "tf.ReadVariableOp"(%arg74) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1130 = "tf.Identity"(%1129) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1131 = "tf.Identity"(%1130) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1132 = "tf.ReadVariableOp"(%arg75) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1133 = "tf.Identity"(%1132) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1134 = "tf.Identity"(%1133) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1135 = "tf.ReadVariableOp"(%arg76) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1136 = "tf.Identity"(%1135) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1137 = "tf.Identity"(%1136) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1138 = "tf.ReadVariableOp"(%arg77) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1139 = "tf.Identity"(%1138) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1140 = "tf.Identity"(%1139) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1141 = "tf.ReadVariableOp"(%arg78) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1142 = "tf.Identity"(%1141) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1143 = "tf.Identity"(%1142) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1144 = "tf.ReadVariableOp"(%arg79) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1145 = "tf.Identity"(%1144) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1146 = "tf.Identity"(%1145) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1147 = "tf.ReadVariableOp"(%arg80) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1148 = "tf.Identity"(%1147) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1149 = "tf.Identity"(%1148) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1150 = "tf.ReadVariableOp"(%arg81) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1151 = "tf.Identity"(%1150) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1152 = "tf.Identity"(%1151) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1153 = "tf.ReadVariableOp"(%arg9) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1154 = "tf.Identity"(%1153) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1155 = "tf.Identity"(%1154) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1156 = "tf.Reshape"(%1155, %cst_486) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1157 = "tf.ReadVariableOp"(%arg82) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1158 = "tf.Identity"(%1157) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1159 = "tf.Identity"(%1158) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1160 = "tf.ReadVariableOp"(%arg83) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1161 = "tf.Identity"(%1160) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1162 = "tf.Identity"(%1161) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1163 = "tf.ReadVariableOp"(%arg84) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1164 = "tf.Identity"(%1163) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1165 = "tf.Identity"(%1164) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1166 = "tf.ReadVariableOp"(%arg85) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1167 = "tf.Identity"(%1166) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1168 = "tf.Identity"(%1167) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1169 = "tf.ReadVariableOp"(%arg86) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1170 = "tf.Identity"(%1169) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1171 = "tf.Identity"(%1170) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1172 = "tf.ReadVariableOp"(%arg87) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1173 = "tf.Identity"(%1172) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1174 = "tf.Identity"(%1173) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1175 = "tf.ReadVariableOp"(%arg88) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1176 = "tf.Identity"(%1175) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1177 = "tf.Identity"(%1176) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1178 = "tf.ReadVariableOp"(%arg89) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1179 = "tf.Identity"(%1178) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1180 = "tf.Identity"(%1179) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1181 = "tf.ReadVariableOp"(%arg90) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1182 = "tf.Identity"(%1181) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1183 = "tf.Identity"(%1182) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1184 = "tf.ReadVariableOp"(%arg91) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1185 = "tf.Identity"(%1184) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1186 = "tf.Identity"(%1185) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1187 = "tf.ReadVariableOp"(%arg10) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1188 = "tf.Identity"(%1187) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1189 = "tf.Identity"(%1188) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1190 = "tf.Reshape"(%1189, %cst_494) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1191 = "tf.ReadVariableOp"(%arg92) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1192 = "tf.Identity"(%1191) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1193 = "tf.Identity"(%1192) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1194 = "tf.ReadVariableOp"(%arg93) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1195 = "tf.Identity"(%1194) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1196 = "tf.Identity"(%1195) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1197 = "tf.ReadVariableOp"(%arg94) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1198 = "tf.Identity"(%1197) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1199 = "tf.Identity"(%1198) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1200 = "tf.ReadVariableOp"(%arg95) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1201 = "tf.Identity"(%1200) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1202 = "tf.Identity"(%1201) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1203 = "tf.ReadVariableOp"(%arg96) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1204 = "tf.Identity"(%1203) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1205 = "tf.Identity"(%1204) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1206 = "tf.ReadVariableOp"(%arg97) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1207 = "tf.Identity"(%1206) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1208 = "tf.Identity"(%1207) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1209 = "tf.ReadVariableOp"(%arg98) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1210 = "tf.Identity"(%1209) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1211 = "tf.Identity"(%1210) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1212 = "tf.ReadVariableOp"(%arg99) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1213 = "tf.Identity"(%1212) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1214 = "tf.Identity"(%1213) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1215 = "tf.ReadVariableOp"(%arg100) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1216 = "tf.Identity"(%1215) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1217 = "tf.Identity"(%1216) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1218 = "tf.ReadVariableOp"(%arg101) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1219 = "tf.Identity"(%1218) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1220 = "tf.Identity"(%1219) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1221 = "tf.ReadVariableOp"(%arg11) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1222 = "tf.Identity"(%1221) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1223 = "tf.Identity"(%1222) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1224 = "tf.Reshape"(%1223, %cst_495) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1225 = "tf.ReadVariableOp"(%arg2) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1226 = "tf.Identity"(%1225) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1227 = "tf.Identity"(%1226) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1228 = "tf.Reshape"(%1227, %cst_444) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %cst_982 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_983 = "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_984 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_985 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_986 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %1229 = "tf.StridedSlice"(%cst_1, %cst_984, %cst_985, %cst_986) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64}> {device = ""} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
    %1230 = "tf.Range"(%cst_981, %1229, %cst_980) {device = ""} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32xi32>
    %1231 = "tf.Less"(%1230, %cst_975) {device = ""} : (tensor<32xi32>, tensor<i32>) -> tensor<32xi1>
    %1232 = "tf.AddV2"(%1230, %145) {device = ""} : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %1233 = "tf.SelectV2"(%1231, %1232, %1230) {device = ""} : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    %1234 = "tf.Reshape"(%1233, %132) {device = ""} : (tensor<32xi32>, tensor<1xi32>) -> tensor<32xi32>
    %1235 = "tf.GatherV2"(%1049, %1233, %cst_974) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %1236 = "tf.AddV2"(%921, %1235) {device = ""} : (tensor<32x32x256xf32>, tensor<32x256xf32>) -> tensor<32x32x256xf32>
    %1237 = "tf.BatchMatMulV2"(%1236, %935) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1238 = "tf.Reshape"(%1237, %cst_446) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1239 = "tf.BatchMatMulV2"(%1236, %969) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1240 = "tf.Reshape"(%1239, %cst_451) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1241 = "tf.Einsum"(%1240, %1238) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1242 = "tf.Mul"(%1241, %cst_438) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1243 = "tf.SelectV2"(%66, %1242, %cst_439) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1244 = "tf.Softmax"(%1243) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1245 = "tf.BatchMatMulV2"(%1236, %1010) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1246 = "tf.Reshape"(%1245, %cst_462) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1247 = "tf.Einsum"(%1244, %1246) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1248 = "tf.Reshape"(%1247, %cst_443) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1249 = "tf.BatchMatMulV2"(%1248, %1228) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1250 = "tf.AddV2"(%1236, %1249) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1251 = "tf.Mean"(%1250, %cst_936) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1252 = "tf.Neg"(%1251) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1253 = "tf.StopGradient"(%1251) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1254 = "tf.SquaredDifference"(%1250, %1253) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1255 = "tf.Mean"(%1254, %cst_937) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1256 = "tf.AddV2"(%1255, %cst_935) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1257 = "tf.Rsqrt"(%1256) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1258 = "tf.Mul"(%1257, %986) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1259 = "tf.Mul"(%1252, %1258) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1260 = "tf.AddV2"(%1259, %982) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1261 = "tf.Mul"(%1250, %1258) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1262 = "tf.AddV2"(%1261, %1260) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1263 = "tf.Reshape"(%1262, %cst_548) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1264 = "tf.MatMul"(%1263, %928) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1265 = "tf.Reshape"(%1264, %cst_549) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1266 = "tf.BiasAdd"(%1265, %925) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1267 = "tf.Relu"(%1266) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1268 = "tf.Reshape"(%1267, %cst_556) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1269 = "tf.MatMul"(%1268, %956) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1270 = "tf.Reshape"(%1269, %cst_557) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1271 = "tf.BiasAdd"(%1270, %953) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1272 = "tf.AddV2"(%1262, %1271) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1273 = "tf.Mean"(%1272, %cst_956) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1274 = "tf.Neg"(%1273) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1275 = "tf.StopGradient"(%1273) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1276 = "tf.SquaredDifference"(%1272, %1275) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1277 = "tf.Mean"(%1276, %cst_957) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1278 = "tf.AddV2"(%1277, %cst_955) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1279 = "tf.Rsqrt"(%1278) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1280 = "tf.Mul"(%1279, %1022) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1281 = "tf.Mul"(%1274, %1280) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1282 = "tf.AddV2"(%1281, %1018) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1283 = "tf.Mul"(%1272, %1280) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1284 = "tf.AddV2"(%1283, %1282) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1285 = "tf.BatchMatMulV2"(%1284, %1088) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1286 = "tf.Reshape"(%1285, %cst_471) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1287 = "tf.BatchMatMulV2"(%1284, %1122) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1288 = "tf.Reshape"(%1287, %cst_476) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1289 = "tf.Einsum"(%1288, %1286) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1290 = "tf.Mul"(%1289, %cst_463) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1291 = "tf.SelectV2"(%74, %1290, %cst_464) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1292 = "tf.Softmax"(%1291) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1293 = "tf.BatchMatMulV2"(%1284, %1156) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1294 = "tf.Reshape"(%1293, %cst_487) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1295 = "tf.Einsum"(%1292, %1294) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1296 = "tf.Reshape"(%1295, %cst_468) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1297 = "tf.BatchMatMulV2"(%1296, %1054) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1298 = "tf.AddV2"(%1284, %1297) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1299 = "tf.Mean"(%1298, %cst_941) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1300 = "tf.Neg"(%1299) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1301 = "tf.StopGradient"(%1299) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1302 = "tf.SquaredDifference"(%1298, %1301) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1303 = "tf.Mean"(%1302, %cst_942) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1304 = "tf.AddV2"(%1303, %cst_940) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1305 = "tf.Rsqrt"(%1304) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1306 = "tf.Mul"(%1305, %994) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1307 = "tf.Mul"(%1300, %1306) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1308 = "tf.AddV2"(%1307, %990) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1309 = "tf.Mul"(%1298, %1306) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1310 = "tf.AddV2"(%1309, %1308) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1311 = "tf.Reshape"(%1310, %cst_550) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1312 = "tf.MatMul"(%1311, %938) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1313 = "tf.Reshape"(%1312, %cst_551) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1314 = "tf.BiasAdd"(%1313, %931) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1315 = "tf.Relu"(%1314) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1316 = "tf.Reshape"(%1315, %cst_558) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1317 = "tf.MatMul"(%1316, %962) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1318 = "tf.Reshape"(%1317, %cst_559) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1319 = "tf.BiasAdd"(%1318, %959) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1320 = "tf.AddV2"(%1310, %1319) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1321 = "tf.Mean"(%1320, %cst_961) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1322 = "tf.Neg"(%1321) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1323 = "tf.StopGradient"(%1321) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1324 = "tf.SquaredDifference"(%1320, %1323) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1325 = "tf.Mean"(%1324, %cst_962) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1326 = "tf.AddV2"(%1325, %cst_960) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1327 = "tf.Rsqrt"(%1326) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1328 = "tf.Mul"(%1327, %1030) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1329 = "tf.Mul"(%1322, %1328) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1330 = "tf.AddV2"(%1329, %1026) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1331 = "tf.Mul"(%1320, %1328) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1332 = "tf.AddV2"(%1331, %1330) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1333 = "tf.BatchMatMulV2"(%1332, %1224) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1334 = "tf.Reshape"(%1333, %cst_496) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1335 = "tf.BatchMatMulV2"(%1332, %179) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1336 = "tf.Reshape"(%1335, %cst_501) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1337 = "tf.Einsum"(%1336, %1334) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1338 = "tf.Mul"(%1337, %cst_488) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1339 = "tf.SelectV2"(%82, %1338, %cst_489) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1340 = "tf.Softmax"(%1339) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1341 = "tf.BatchMatMulV2"(%1332, %786) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1342 = "tf.Reshape"(%1341, %cst_512) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1343 = "tf.Einsum"(%1340, %1342) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1344 = "tf.Reshape"(%1343, %cst_493) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1345 = "tf.BatchMatMulV2"(%1344, %1190) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1346 = "tf.AddV2"(%1332, %1345) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1347 = "tf.Mean"(%1346, %cst_946) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1348 = "tf.Neg"(%1347) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1349 = "tf.StopGradient"(%1347) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1350 = "tf.SquaredDifference"(%1346, %1349) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1351 = "tf.Mean"(%1350, %cst_947) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1352 = "tf.AddV2"(%1351, %cst_945) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1353 = "tf.Rsqrt"(%1352) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1354 = "tf.Mul"(%1353, %1002) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1355 = "tf.Mul"(%1348, %1354) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1356 = "tf.AddV2"(%1355, %998) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1357 = "tf.Mul"(%1346, %1354) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1358 = "tf.AddV2"(%1357, %1356) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1359 = "tf.Reshape"(%1358, %cst_552) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1360 = "tf.MatMul"(%1359, %944) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1361 = "tf.Reshape"(%1360, %cst_553) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1362 = "tf.BiasAdd"(%1361, %941) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1363 = "tf.Relu"(%1362) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1364 = "tf.Reshape"(%1363, %cst_560) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1365 = "tf.MatMul"(%1364, %972) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1366 = "tf.Reshape"(%1365, %cst_561) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1367 = "tf.BiasAdd"(%1366, %965) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1368 = "tf.AddV2"(%1358, %1367) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1369 = "tf.Mean"(%1368, %cst_966) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1370 = "tf.Neg"(%1369) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1371 = "tf.StopGradient"(%1369) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1372 = "tf.SquaredDifference"(%1368, %1371) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1373 = "tf.Mean"(%1372, %cst_967) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1374 = "tf.AddV2"(%1373, %cst_965) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1375 = "tf.Rsqrt"(%1374) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1376 = "tf.Mul"(%1375, %1038) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1377 = "tf.Mul"(%1370, %1376) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1378 = "tf.AddV2"(%1377, %1034) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1379 = "tf.Mul"(%1368, %1376) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1380 = "tf.AddV2"(%1379, %1378) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1381 = "tf.BatchMatMulV2"(%1380, %854) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1382 = "tf.Reshape"(%1381, %cst_521) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1383 = "tf.BatchMatMulV2"(%1380, %888) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1384 = "tf.Reshape"(%1383, %cst_526) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1385 = "tf.Einsum"(%1384, %1382) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1386 = "tf.Mul"(%1385, %cst_513) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1387 = "tf.SelectV2"(%90, %1386, %cst_514) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1388 = "tf.Softmax"(%1387) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1389 = "tf.BatchMatMulV2"(%1380, %916) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1390 = "tf.Reshape"(%1389, %cst_537) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1391 = "tf.Einsum"(%1388, %1390) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1392 = "tf.Reshape"(%1391, %cst_518) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1393 = "tf.BatchMatMulV2"(%1392, %820) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1394 = "tf.AddV2"(%1380, %1393) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1395 = "tf.Mean"(%1394, %cst_951) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1396 = "tf.Neg"(%1395) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1397 = "tf.StopGradient"(%1395) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1398 = "tf.SquaredDifference"(%1394, %1397) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1399 = "tf.Mean"(%1398, %cst_952) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1400 = "tf.AddV2"(%1399, %cst_950) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1401 = "tf.Rsqrt"(%1400) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1402 = "tf.Mul"(%1401, %1014) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1403 = "tf.Mul"(%1396, %1402) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1404 = "tf.AddV2"(%1403, %1006) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1405 = "tf.Mul"(%1394, %1402) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1406 = "tf.AddV2"(%1405, %1404) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1407 = "tf.Reshape"(%1406, %cst_554) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1408 = "tf.MatMul"(%1407, %950) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1409 = "tf.Reshape"(%1408, %cst_555) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1410 = "tf.BiasAdd"(%1409, %947) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1411 = "tf.Relu"(%1410) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1412 = "tf.Reshape"(%1411, %cst_562) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1413 = "tf.MatMul"(%1412, %978) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1414 = "tf.Reshape"(%1413, %cst_563) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1415 = "tf.BiasAdd"(%1414, %975) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1416 = "tf.AddV2"(%1406, %1415) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1417 = "tf.Mean"(%1416, %cst_971) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1418 = "tf.Neg"(%1417) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1419 = "tf.StopGradient"(%1417) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1420 = "tf.SquaredDifference"(%1416, %1419) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1421 = "tf.Mean"(%1420, %cst_972) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1422 = "tf.AddV2"(%1421, %cst_970) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1423 = "tf.Rsqrt"(%1422) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1424 = "tf.Mul"(%1423, %1046) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1425 = "tf.Mul"(%1418, %1424) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1426 = "tf.AddV2"(%1425, %1042) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1427 = "tf.Mul"(%1416, %1424) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1428 = "tf.AddV2"(%1427, %1426) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1429 = "tf.Reshape"(%1428, %cst_982) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1430 = "tf.MatMul"(%1429, %1060) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x16384xf32>) -> tensor<1024x16384xf32>
    %1431 = "tf.Reshape"(%1430, %cst_983) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1432 = "tf.BiasAdd"(%1431, %1057) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>, tensor<16384xf32>) -> tensor<32x32x16384xf32>
    %1433 = "tf.Reshape"(%1432, %6) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
    %loss, %backprop = "tf.SparseSoftmaxCrossEntropyWithLogits"(%1433, %139) {device = ""} : (tensor<1024x16384xf32>, tensor<1024xi32>) -> (tensor<1024xf32>, tensor<1024x16384xf32>)
    %1434 = "tf.Reshape"(%loss, %cst_5) {device = ""} : (tensor<1024xf32>, tensor<2xi32>) -> tensor<32x32xf32>
    %1435 = "tf.Mean"(%1434, %cst) <{keep_dims = false}> {device = ""} : (tensor<32x32xf32>, tensor<2xi32>) -> tensor<f32>
    %1436 = "tf.Mul"(%backprop, %144) {device = ""} : (tensor<1024x16384xf32>, tensor<1024x1xf32>) -> tensor<1024x16384xf32>
    %1437 = "tf.Reshape"(%1436, %cst_571) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1438 = "tf.BiasAddGrad"(%1437) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>) -> tensor<16384xf32>
    %1439 = "tf.L2Loss"(%1438) {device = ""} : (tensor<16384xf32>) -> tensor<f32>
    %1440 = "tf.Reshape"(%1437, %cst_930) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
    %1441 = "tf.MatMul"(%1440, %1060) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x16384xf32>, tensor<256x16384xf32>) -> tensor<1024x256xf32>
    %1442 = "tf.Reshape"(%1441, %cst_931) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1443 = "tf.Sum"(%1442, %cst_910) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1444 = "tf.Reshape"(%1443, %cst_909) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1445 = "tf.Reshape"(%1444, %cst_907) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1446 = "tf.L2Loss"(%1445) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1447 = "tf.Mul"(%1442, %1424) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1448 = "tf.Sum"(%1447, %cst_922) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1449 = "tf.Reshape"(%1448, %cst_921) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1450 = "tf.Neg"(%1449) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1451 = "tf.Reshape"(%1450, %cst_913) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1452 = "tf.Tile"(%1451, %cst_915) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1453 = "tf.RealDiv"(%1452, %cst_911) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1454 = "tf.Mul"(%1418, %1442) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1455 = "tf.Mul"(%1442, %1424) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1456 = "tf.Mul"(%1442, %1416) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1457 = "tf.AddN"(%1456, %1454) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1458 = "tf.Mul"(%1457, %1046) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1459 = "tf.Sum"(%1458, %cst_919) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1460 = "tf.Reshape"(%1459, %cst_917) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1461 = "tf.RsqrtGrad"(%1423, %1460) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1462 = "tf.Reshape"(%1461, %cst_914) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1463 = "tf.Tile"(%1462, %cst_916) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1464 = "tf.RealDiv"(%1463, %cst_912) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_987 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1465 = "tf.Mul"(%1464, %cst_987) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1466 = "tf.Sub"(%1416, %1419) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1467 = "tf.Mul"(%1465, %1466) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1468 = "tf.AddN"(%1455, %1453, %1467) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1469 = "tf.BiasAddGrad"(%1468) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1470 = "tf.L2Loss"(%1469) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1471 = "tf.Reshape"(%1468, %cst_793) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1472 = "tf.MatMul"(%1471, %978) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1473 = "tf.Reshape"(%1472, %cst_794) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1474 = "tf.ReluGrad"(%1473, %1411) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1475 = "tf.BiasAddGrad"(%1474) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1476 = "tf.L2Loss"(%1475) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1477 = "tf.Reshape"(%1474, %cst_785) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1478 = "tf.MatMul"(%1477, %950) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1479 = "tf.Reshape"(%1478, %cst_786) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1480 = "tf.AddN"(%1468, %1479) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1481 = "tf.Sum"(%1480, %cst_846) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1482 = "tf.Reshape"(%1481, %cst_845) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1483 = "tf.Reshape"(%1482, %cst_843) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1484 = "tf.L2Loss"(%1483) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1485 = "tf.Mul"(%1480, %1402) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1486 = "tf.Sum"(%1485, %cst_858) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1487 = "tf.Reshape"(%1486, %cst_857) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1488 = "tf.Neg"(%1487) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1489 = "tf.Reshape"(%1488, %cst_849) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1490 = "tf.Tile"(%1489, %cst_851) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1491 = "tf.RealDiv"(%1490, %cst_847) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1492 = "tf.Mul"(%1396, %1480) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1493 = "tf.Mul"(%1480, %1402) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1494 = "tf.Mul"(%1480, %1394) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1495 = "tf.AddN"(%1494, %1492) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1496 = "tf.Mul"(%1495, %1014) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1497 = "tf.Sum"(%1496, %cst_855) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1498 = "tf.Reshape"(%1497, %cst_853) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1499 = "tf.RsqrtGrad"(%1401, %1498) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1500 = "tf.Reshape"(%1499, %cst_850) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1501 = "tf.Tile"(%1500, %cst_852) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1502 = "tf.RealDiv"(%1501, %cst_848) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_988 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1503 = "tf.Mul"(%1502, %cst_988) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1504 = "tf.Sub"(%1394, %1397) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1505 = "tf.Mul"(%1503, %1504) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1506 = "tf.AddN"(%1493, %1491, %1505) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1507 = "tf.BatchMatMulV2"(%1506, %820) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1508 = "tf.Sum"(%1507, %r0_731) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1509 = "tf.Reshape"(%1508, %cst_723) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1510 = "tf.Reshape"(%1509, %cst_733) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1511 = "tf.Einsum"(%1510, %1388) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1512 = "tf.Reshape"(%1511, %cst_769) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1513 = "tf.BatchMatMulV2"(%1512, %916) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1514 = "tf.Sum"(%1513, %r0_767) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1515 = "tf.Reshape"(%1514, %cst_759) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1516 = "tf.BatchMatMulV2"(%1380, %1512) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1517 = "tf.Sum"(%1516, %r1_768) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1518 = "tf.Reshape"(%1517, %cst_760) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1519 = "tf.Reshape"(%1518, %cst_770) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1520 = "tf.L2Loss"(%1519) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1521 = "tf.Einsum"(%1510, %1390) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1522 = "tf.Mul"(%1521, %1388) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1523 = "tf.Sum"(%1522, %cst_722) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1524 = "tf.Sub"(%1521, %1523) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1525 = "tf.Mul"(%1524, %1388) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1526 = "tf.SelectV2"(%90, %1525, %cst_771) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1527 = "tf.Mul"(%1526, %cst_513) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1528 = "tf.Einsum"(%1527, %1382) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1529 = "tf.Reshape"(%1528, %cst_757) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1530 = "tf.BatchMatMulV2"(%1529, %888) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1531 = "tf.Sum"(%1530, %r0_755) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1532 = "tf.Reshape"(%1531, %cst_747) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1533 = "tf.BatchMatMulV2"(%1380, %1529) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1534 = "tf.Sum"(%1533, %r1_756) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1535 = "tf.Reshape"(%1534, %cst_748) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1536 = "tf.Reshape"(%1535, %cst_758) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1537 = "tf.L2Loss"(%1536) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1538 = "tf.Einsum"(%1527, %1384) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1539 = "tf.Reshape"(%1538, %cst_745) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1540 = "tf.BatchMatMulV2"(%1539, %854) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1541 = "tf.Sum"(%1540, %r0_743) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1542 = "tf.Reshape"(%1541, %cst_735) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1543 = "tf.AddN"(%1506, %1515, %1532, %1542) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1544 = "tf.Sum"(%1543, %cst_894) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1545 = "tf.Reshape"(%1544, %cst_893) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1546 = "tf.Reshape"(%1545, %cst_891) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1547 = "tf.L2Loss"(%1546) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1548 = "tf.Mul"(%1543, %1376) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1549 = "tf.Sum"(%1548, %cst_906) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1550 = "tf.Reshape"(%1549, %cst_905) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1551 = "tf.Neg"(%1550) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1552 = "tf.Reshape"(%1551, %cst_897) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1553 = "tf.Tile"(%1552, %cst_899) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1554 = "tf.RealDiv"(%1553, %cst_895) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1555 = "tf.Mul"(%1370, %1543) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1556 = "tf.Mul"(%1543, %1376) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1557 = "tf.Mul"(%1543, %1368) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1558 = "tf.AddN"(%1557, %1555) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1559 = "tf.Mul"(%1558, %1038) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1560 = "tf.Sum"(%1559, %cst_903) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1561 = "tf.Reshape"(%1560, %cst_901) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1562 = "tf.RsqrtGrad"(%1375, %1561) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1563 = "tf.Reshape"(%1562, %cst_898) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1564 = "tf.Tile"(%1563, %cst_900) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1565 = "tf.RealDiv"(%1564, %cst_896) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_989 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1566 = "tf.Mul"(%1565, %cst_989) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1567 = "tf.Sub"(%1368, %1371) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1568 = "tf.Mul"(%1566, %1567) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1569 = "tf.AddN"(%1556, %1554, %1568) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1570 = "tf.BiasAddGrad"(%1569) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1571 = "tf.L2Loss"(%1570) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1572 = "tf.Reshape"(%1569, %cst_791) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1573 = "tf.MatMul"(%1572, %972) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1574 = "tf.Reshape"(%1573, %cst_792) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1575 = "tf.ReluGrad"(%1574, %1363) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1576 = "tf.BiasAddGrad"(%1575) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1577 = "tf.L2Loss"(%1576) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1578 = "tf.Reshape"(%1575, %cst_783) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1579 = "tf.MatMul"(%1578, %944) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1580 = "tf.Reshape"(%1579, %cst_784) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1581 = "tf.AddN"(%1569, %1580) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1582 = "tf.Sum"(%1581, %cst_830) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1583 = "tf.Reshape"(%1582, %cst_829) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1584 = "tf.Reshape"(%1583, %cst_827) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1585 = "tf.L2Loss"(%1584) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1586 = "tf.Mul"(%1581, %1354) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1587 = "tf.Sum"(%1586, %cst_842) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1588 = "tf.Reshape"(%1587, %cst_841) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1589 = "tf.Neg"(%1588) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1590 = "tf.Reshape"(%1589, %cst_833) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1591 = "tf.Tile"(%1590, %cst_835) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1592 = "tf.RealDiv"(%1591, %cst_831) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1593 = "tf.Mul"(%1348, %1581) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1594 = "tf.Mul"(%1581, %1354) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1595 = "tf.Mul"(%1581, %1346) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1596 = "tf.AddN"(%1595, %1593) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1597 = "tf.Mul"(%1596, %1002) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1598 = "tf.Sum"(%1597, %cst_839) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1599 = "tf.Reshape"(%1598, %cst_837) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1600 = "tf.RsqrtGrad"(%1353, %1599) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1601 = "tf.Reshape"(%1600, %cst_834) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1602 = "tf.Tile"(%1601, %cst_836) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1603 = "tf.RealDiv"(%1602, %cst_832) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_990 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1604 = "tf.Mul"(%1603, %cst_990) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1605 = "tf.Sub"(%1346, %1349) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1606 = "tf.Mul"(%1604, %1605) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1607 = "tf.AddN"(%1594, %1592, %1606) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1608 = "tf.BatchMatMulV2"(%1607, %1190) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1609 = "tf.Sum"(%1608, %r0_681) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1610 = "tf.Reshape"(%1609, %cst_673) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1611 = "tf.Reshape"(%1610, %cst_683) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1612 = "tf.Einsum"(%1611, %1340) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1613 = "tf.Reshape"(%1612, %cst_719) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1614 = "tf.BatchMatMulV2"(%1613, %786) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1615 = "tf.Sum"(%1614, %r0_717) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1616 = "tf.Reshape"(%1615, %cst_709) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1617 = "tf.BatchMatMulV2"(%1332, %1613) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1618 = "tf.Sum"(%1617, %r1_718) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1619 = "tf.Reshape"(%1618, %cst_710) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1620 = "tf.Reshape"(%1619, %cst_720) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1621 = "tf.L2Loss"(%1620) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1622 = "tf.Einsum"(%1611, %1342) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1623 = "tf.Mul"(%1622, %1340) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1624 = "tf.Sum"(%1623, %cst_672) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1625 = "tf.Sub"(%1622, %1624) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1626 = "tf.Mul"(%1625, %1340) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1627 = "tf.SelectV2"(%82, %1626, %cst_721) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1628 = "tf.Mul"(%1627, %cst_488) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1629 = "tf.Einsum"(%1628, %1334) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1630 = "tf.Reshape"(%1629, %cst_707) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1631 = "tf.BatchMatMulV2"(%1630, %179) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1632 = "tf.Sum"(%1631, %r0_705) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1633 = "tf.Reshape"(%1632, %cst_697) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1634 = "tf.BatchMatMulV2"(%1332, %1630) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1635 = "tf.Sum"(%1634, %r1_706) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1636 = "tf.Reshape"(%1635, %cst_698) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1637 = "tf.Reshape"(%1636, %cst_708) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1638 = "tf.L2Loss"(%1637) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1639 = "tf.Einsum"(%1628, %1336) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1640 = "tf.Reshape"(%1639, %cst_695) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1641 = "tf.BatchMatMulV2"(%1640, %1224) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1642 = "tf.Sum"(%1641, %r0_693) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1643 = "tf.Reshape"(%1642, %cst_685) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1644 = "tf.AddN"(%1607, %1616, %1633, %1643) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1645 = "tf.Sum"(%1644, %cst_878) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1646 = "tf.Reshape"(%1645, %cst_877) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1647 = "tf.Reshape"(%1646, %cst_875) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1648 = "tf.L2Loss"(%1647) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1649 = "tf.Mul"(%1644, %1328) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1650 = "tf.Sum"(%1649, %cst_890) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1651 = "tf.Reshape"(%1650, %cst_889) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1652 = "tf.Neg"(%1651) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1653 = "tf.Reshape"(%1652, %cst_881) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1654 = "tf.Tile"(%1653, %cst_883) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1655 = "tf.RealDiv"(%1654, %cst_879) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1656 = "tf.Mul"(%1322, %1644) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1657 = "tf.Mul"(%1644, %1328) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1658 = "tf.Mul"(%1644, %1320) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1659 = "tf.AddN"(%1658, %1656) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1660 = "tf.Mul"(%1659, %1030) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1661 = "tf.Sum"(%1660, %cst_887) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1662 = "tf.Reshape"(%1661, %cst_885) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1663 = "tf.RsqrtGrad"(%1327, %1662) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1664 = "tf.Reshape"(%1663, %cst_882) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1665 = "tf.Tile"(%1664, %cst_884) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1666 = "tf.RealDiv"(%1665, %cst_880) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_991 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1667 = "tf.Mul"(%1666, %cst_991) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1668 = "tf.Sub"(%1320, %1323) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1669 = "tf.Mul"(%1667, %1668) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1670 = "tf.AddN"(%1657, %1655, %1669) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1671 = "tf.BiasAddGrad"(%1670) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1672 = "tf.L2Loss"(%1671) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1673 = "tf.Reshape"(%1670, %cst_789) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1674 = "tf.MatMul"(%1673, %962) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1675 = "tf.Reshape"(%1674, %cst_790) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1676 = "tf.ReluGrad"(%1675, %1315) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1677 = "tf.BiasAddGrad"(%1676) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1678 = "tf.L2Loss"(%1677) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1679 = "tf.Reshape"(%1676, %cst_781) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1680 = "tf.MatMul"(%1679, %938) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1681 = "tf.Reshape"(%1680, %cst_782) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1682 = "tf.AddN"(%1670, %1681) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1683 = "tf.Sum"(%1682, %cst_814) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1684 = "tf.Reshape"(%1683, %cst_813) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1685 = "tf.Reshape"(%1684, %cst_811) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1686 = "tf.L2Loss"(%1685) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1687 = "tf.Mul"(%1682, %1306) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1688 = "tf.Sum"(%1687, %cst_826) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1689 = "tf.Reshape"(%1688, %cst_825) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1690 = "tf.Neg"(%1689) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1691 = "tf.Reshape"(%1690, %cst_817) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1692 = "tf.Tile"(%1691, %cst_819) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1693 = "tf.RealDiv"(%1692, %cst_815) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1694 = "tf.Mul"(%1300, %1682) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1695 = "tf.Mul"(%1682, %1306) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1696 = "tf.Mul"(%1682, %1298) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1697 = "tf.AddN"(%1696, %1694) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1698 = "tf.Mul"(%1697, %994) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1699 = "tf.Sum"(%1698, %cst_823) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1700 = "tf.Reshape"(%1699, %cst_821) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1701 = "tf.RsqrtGrad"(%1305, %1700) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1702 = "tf.Reshape"(%1701, %cst_818) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1703 = "tf.Tile"(%1702, %cst_820) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1704 = "tf.RealDiv"(%1703, %cst_816) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_992 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1705 = "tf.Mul"(%1704, %cst_992) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1706 = "tf.Sub"(%1298, %1301) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1707 = "tf.Mul"(%1705, %1706) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1708 = "tf.AddN"(%1695, %1693, %1707) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1709 = "tf.BatchMatMulV2"(%1708, %1054) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1710 = "tf.Sum"(%1709, %r0_631) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1711 = "tf.Reshape"(%1710, %cst_623) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1712 = "tf.Reshape"(%1711, %cst_633) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1713 = "tf.Einsum"(%1712, %1292) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1714 = "tf.Reshape"(%1713, %cst_669) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1715 = "tf.BatchMatMulV2"(%1714, %1156) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1716 = "tf.Sum"(%1715, %r0_667) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1717 = "tf.Reshape"(%1716, %cst_659) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1718 = "tf.BatchMatMulV2"(%1284, %1714) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1719 = "tf.Sum"(%1718, %r1_668) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1720 = "tf.Reshape"(%1719, %cst_660) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1721 = "tf.Reshape"(%1720, %cst_670) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1722 = "tf.L2Loss"(%1721) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1723 = "tf.Einsum"(%1712, %1294) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1724 = "tf.Mul"(%1723, %1292) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1725 = "tf.Sum"(%1724, %cst_622) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1726 = "tf.Sub"(%1723, %1725) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1727 = "tf.Mul"(%1726, %1292) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1728 = "tf.SelectV2"(%74, %1727, %cst_671) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1729 = "tf.Mul"(%1728, %cst_463) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1730 = "tf.Einsum"(%1729, %1286) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1731 = "tf.Reshape"(%1730, %cst_657) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1732 = "tf.BatchMatMulV2"(%1731, %1122) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1733 = "tf.Sum"(%1732, %r0_655) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1734 = "tf.Reshape"(%1733, %cst_647) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1735 = "tf.BatchMatMulV2"(%1284, %1731) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1736 = "tf.Sum"(%1735, %r1_656) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1737 = "tf.Reshape"(%1736, %cst_648) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1738 = "tf.Reshape"(%1737, %cst_658) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1739 = "tf.L2Loss"(%1738) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1740 = "tf.Einsum"(%1729, %1288) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1741 = "tf.Reshape"(%1740, %cst_645) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1742 = "tf.BatchMatMulV2"(%1741, %1088) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1743 = "tf.Sum"(%1742, %r0_643) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1744 = "tf.Reshape"(%1743, %cst_635) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1745 = "tf.AddN"(%1708, %1717, %1734, %1744) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1746 = "tf.Sum"(%1745, %cst_862) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1747 = "tf.Reshape"(%1746, %cst_861) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1748 = "tf.Reshape"(%1747, %cst_859) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1749 = "tf.L2Loss"(%1748) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1750 = "tf.Mul"(%1745, %1280) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1751 = "tf.Sum"(%1750, %cst_874) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1752 = "tf.Reshape"(%1751, %cst_873) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1753 = "tf.Neg"(%1752) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1754 = "tf.Reshape"(%1753, %cst_865) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1755 = "tf.Tile"(%1754, %cst_867) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1756 = "tf.RealDiv"(%1755, %cst_863) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1757 = "tf.Mul"(%1274, %1745) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1758 = "tf.Mul"(%1745, %1280) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1759 = "tf.Mul"(%1745, %1272) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1760 = "tf.AddN"(%1759, %1757) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1761 = "tf.Mul"(%1760, %1022) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1762 = "tf.Sum"(%1761, %cst_871) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1763 = "tf.Reshape"(%1762, %cst_869) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1764 = "tf.RsqrtGrad"(%1279, %1763) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1765 = "tf.Reshape"(%1764, %cst_866) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1766 = "tf.Tile"(%1765, %cst_868) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1767 = "tf.RealDiv"(%1766, %cst_864) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_993 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1768 = "tf.Mul"(%1767, %cst_993) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1769 = "tf.Sub"(%1272, %1275) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1770 = "tf.Mul"(%1768, %1769) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1771 = "tf.AddN"(%1758, %1756, %1770) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1772 = "tf.BiasAddGrad"(%1771) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1773 = "tf.L2Loss"(%1772) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1774 = "tf.Reshape"(%1771, %cst_787) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1775 = "tf.MatMul"(%1774, %956) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1776 = "tf.Reshape"(%1775, %cst_788) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1777 = "tf.ReluGrad"(%1776, %1267) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1778 = "tf.BiasAddGrad"(%1777) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1779 = "tf.L2Loss"(%1778) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1780 = "tf.Reshape"(%1777, %cst_779) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1781 = "tf.MatMul"(%1780, %928) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1782 = "tf.Reshape"(%1781, %cst_780) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1783 = "tf.AddN"(%1771, %1782) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1784 = "tf.Sum"(%1783, %cst_798) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1785 = "tf.Reshape"(%1784, %cst_797) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1786 = "tf.Reshape"(%1785, %cst_795) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1787 = "tf.L2Loss"(%1786) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1788 = "tf.Mul"(%1783, %1258) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1789 = "tf.Sum"(%1788, %cst_810) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1790 = "tf.Reshape"(%1789, %cst_809) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1791 = "tf.Neg"(%1790) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1792 = "tf.Reshape"(%1791, %cst_801) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1793 = "tf.Tile"(%1792, %cst_803) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1794 = "tf.RealDiv"(%1793, %cst_799) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1795 = "tf.Mul"(%1252, %1783) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1796 = "tf.Mul"(%1783, %1258) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1797 = "tf.Mul"(%1783, %1250) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1798 = "tf.AddN"(%1797, %1795) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1799 = "tf.Mul"(%1798, %986) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1800 = "tf.Sum"(%1799, %cst_807) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1801 = "tf.Reshape"(%1800, %cst_805) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1802 = "tf.RsqrtGrad"(%1257, %1801) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1803 = "tf.Reshape"(%1802, %cst_802) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1804 = "tf.Tile"(%1803, %cst_804) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1805 = "tf.RealDiv"(%1804, %cst_800) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %cst_994 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %1806 = "tf.Mul"(%1805, %cst_994) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1807 = "tf.Sub"(%1250, %1253) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1808 = "tf.Mul"(%1806, %1807) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1809 = "tf.AddN"(%1796, %1794, %1808) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1810 = "tf.BatchMatMulV2"(%1809, %1228) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1811 = "tf.Sum"(%1810, %r0) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1812 = "tf.Reshape"(%1811, %cst_575) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1813 = "tf.Reshape"(%1812, %cst_583) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1814 = "tf.Einsum"(%1813, %1244) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1815 = "tf.Reshape"(%1814, %cst_619) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1816 = "tf.BatchMatMulV2"(%1815, %1010) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1817 = "tf.Sum"(%1816, %r0_617) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1818 = "tf.Reshape"(%1817, %cst_609) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1819 = "tf.BatchMatMulV2"(%1236, %1815) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1820 = "tf.Sum"(%1819, %r1_618) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1821 = "tf.Reshape"(%1820, %cst_610) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1822 = "tf.Reshape"(%1821, %cst_620) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1823 = "tf.L2Loss"(%1822) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1824 = "tf.Einsum"(%1813, %1246) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1825 = "tf.Mul"(%1824, %1244) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1826 = "tf.Sum"(%1825, %cst_574) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1827 = "tf.Sub"(%1824, %1826) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1828 = "tf.Mul"(%1827, %1244) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1829 = "tf.SelectV2"(%66, %1828, %cst_621) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1830 = "tf.Mul"(%1829, %cst_438) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1831 = "tf.Einsum"(%1830, %1238) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1832 = "tf.Reshape"(%1831, %cst_607) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1833 = "tf.BatchMatMulV2"(%1832, %969) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1834 = "tf.Sum"(%1833, %r0_605) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1835 = "tf.Reshape"(%1834, %cst_597) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1836 = "tf.BatchMatMulV2"(%1236, %1832) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1837 = "tf.Sum"(%1836, %r1_606) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1838 = "tf.Reshape"(%1837, %cst_598) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1839 = "tf.Reshape"(%1838, %cst_608) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1840 = "tf.L2Loss"(%1839) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1841 = "tf.Einsum"(%1830, %1240) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1842 = "tf.Reshape"(%1841, %cst_595) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1843 = "tf.BatchMatMulV2"(%1842, %935) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1844 = "tf.Sum"(%1843, %r0_593) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1845 = "tf.Reshape"(%1844, %cst_585) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1846 = "tf.AddN"(%1809, %1818, %1835, %1845) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1847 = "tf.Sum"(%1846, %cst_573) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<1x32x256xf32>
    %1848 = "tf.Reshape"(%1847, %cst_572) {device = ""} : (tensor<1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %1849 = "tf.Reshape"(%1848, %134) {device = ""} : (tensor<32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %1850 = "tf.L2Loss"(%1849) {device = ""} : (tensor<32x256xf32>) -> tensor<f32>
    %1851 = "tf.Mul"(%1846, %cst_932) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1852 = "tf.Reshape"(%1851, %129) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1853 = "tf.L2Loss"(%1852) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1854 = "tf.BatchMatMulV2"(%1236, %1842) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1855 = "tf.Sum"(%1854, %r1_594) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1856 = "tf.Reshape"(%1855, %cst_586) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1857 = "tf.Reshape"(%1856, %cst_596) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1858 = "tf.L2Loss"(%1857) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1859 = "tf.BatchMatMulV2"(%1248, %1809) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1860 = "tf.Sum"(%1859, %r1) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1861 = "tf.Reshape"(%1860, %cst_576) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1862 = "tf.Reshape"(%1861, %cst_584) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1863 = "tf.L2Loss"(%1862) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1864 = "tf.Mul"(%1257, %1798) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1865 = "tf.Sum"(%1864, %cst_808) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1866 = "tf.Reshape"(%1865, %cst_806) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1867 = "tf.Reshape"(%1866, %cst_796) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1868 = "tf.L2Loss"(%1867) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1869 = "tf.MatMul"(%1263, %1780) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1870 = "tf.L2Loss"(%1869) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1871 = "tf.MatMul"(%1268, %1774) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1872 = "tf.L2Loss"(%1871) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1873 = "tf.Mul"(%1279, %1760) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1874 = "tf.Sum"(%1873, %cst_872) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1875 = "tf.Reshape"(%1874, %cst_870) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1876 = "tf.Reshape"(%1875, %cst_860) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1877 = "tf.L2Loss"(%1876) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1878 = "tf.BatchMatMulV2"(%1284, %1741) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1879 = "tf.Sum"(%1878, %r1_644) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1880 = "tf.Reshape"(%1879, %cst_636) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1881 = "tf.Reshape"(%1880, %cst_646) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1882 = "tf.L2Loss"(%1881) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1883 = "tf.BatchMatMulV2"(%1296, %1708) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1884 = "tf.Sum"(%1883, %r1_632) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1885 = "tf.Reshape"(%1884, %cst_624) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1886 = "tf.Reshape"(%1885, %cst_634) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1887 = "tf.L2Loss"(%1886) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1888 = "tf.Mul"(%1305, %1697) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1889 = "tf.Sum"(%1888, %cst_824) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1890 = "tf.Reshape"(%1889, %cst_822) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1891 = "tf.Reshape"(%1890, %cst_812) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1892 = "tf.L2Loss"(%1891) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1893 = "tf.MatMul"(%1311, %1679) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1894 = "tf.L2Loss"(%1893) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1895 = "tf.MatMul"(%1316, %1673) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1896 = "tf.L2Loss"(%1895) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1897 = "tf.Mul"(%1327, %1659) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1898 = "tf.Sum"(%1897, %cst_888) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1899 = "tf.Reshape"(%1898, %cst_886) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1900 = "tf.Reshape"(%1899, %cst_876) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1901 = "tf.L2Loss"(%1900) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1902 = "tf.BatchMatMulV2"(%1332, %1640) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1903 = "tf.Sum"(%1902, %r1_694) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1904 = "tf.Reshape"(%1903, %cst_686) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1905 = "tf.Reshape"(%1904, %cst_696) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1906 = "tf.L2Loss"(%1905) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1907 = "tf.BatchMatMulV2"(%1344, %1607) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1908 = "tf.Sum"(%1907, %r1_682) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1909 = "tf.Reshape"(%1908, %cst_674) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1910 = "tf.Reshape"(%1909, %cst_684) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1911 = "tf.L2Loss"(%1910) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1912 = "tf.Mul"(%1353, %1596) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1913 = "tf.Sum"(%1912, %cst_840) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1914 = "tf.Reshape"(%1913, %cst_838) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1915 = "tf.Reshape"(%1914, %cst_828) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1916 = "tf.L2Loss"(%1915) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1917 = "tf.MatMul"(%1359, %1578) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1918 = "tf.L2Loss"(%1917) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1919 = "tf.MatMul"(%1364, %1572) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1920 = "tf.L2Loss"(%1919) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1921 = "tf.Mul"(%1375, %1558) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1922 = "tf.Sum"(%1921, %cst_904) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1923 = "tf.Reshape"(%1922, %cst_902) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1924 = "tf.Reshape"(%1923, %cst_892) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1925 = "tf.L2Loss"(%1924) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1926 = "tf.BatchMatMulV2"(%1380, %1539) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1927 = "tf.Sum"(%1926, %r1_744) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1928 = "tf.Reshape"(%1927, %cst_736) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1929 = "tf.Reshape"(%1928, %cst_746) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1930 = "tf.L2Loss"(%1929) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1931 = "tf.BatchMatMulV2"(%1392, %1506) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1932 = "tf.Sum"(%1931, %r1_732) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1933 = "tf.Reshape"(%1932, %cst_724) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1934 = "tf.Reshape"(%1933, %cst_734) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1935 = "tf.L2Loss"(%1934) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1936 = "tf.Mul"(%1401, %1495) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1937 = "tf.Sum"(%1936, %cst_856) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1938 = "tf.Reshape"(%1937, %cst_854) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1939 = "tf.Reshape"(%1938, %cst_844) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1940 = "tf.L2Loss"(%1939) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1941 = "tf.MatMul"(%1407, %1477) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1942 = "tf.L2Loss"(%1941) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1943 = "tf.MatMul"(%1412, %1471) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1944 = "tf.L2Loss"(%1943) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1945 = "tf.Mul"(%1423, %1457) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1946 = "tf.Sum"(%1945, %cst_920) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1947 = "tf.Reshape"(%1946, %cst_918) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1948 = "tf.Reshape"(%1947, %cst_908) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1949 = "tf.L2Loss"(%1948) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1950 = "tf.MatMul"(%1429, %1440) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x16384xf32>) -> tensor<256x16384xf32>
    %1951 = "tf.L2Loss"(%1950) {device = ""} : (tensor<256x16384xf32>) -> tensor<f32>
    %1952 = "tf.Pack"(%1853, %1850, %1840, %1858, %1823, %1863, %1868, %1787, %1870, %1779, %1872, %1773, %1877, %1749, %1739, %1882, %1722, %1887, %1892, %1686, %1894, %1678, %1896, %1672, %1901, %1648, %1638, %1906, %1621, %1911, %1916, %1585, %1918, %1577, %1920, %1571, %1925, %1547, %1537, %1930, %1520, %1935, %1940, %1484, %1942, %1476, %1944, %1470, %1949, %1446, %1951, %1439) <{axis = 0 : i64}> {device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<52xf32>
    %1953 = "tf.Sum"(%1952, %cst_564) <{keep_dims = false}> {device = ""} : (tensor<52xf32>, tensor<1xi32>) -> tensor<f32>
    %1954 = "tf.Mul"(%1953, %cst_565) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1955 = "tf.Sqrt"(%1954) {device = ""} : (tensor<f32>) -> tensor<f32>
    %1956 = "tf.Sub"(%1955, %1955) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1957 = "tf.RealDiv"(%cst_540, %1955) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1958 = "tf.Minimum"(%1957, %91) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1959 = "tf.Mul"(%1958, %cst_539) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1960 = "tf.AddV2"(%1959, %1956) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1961 = "tf.Mul"(%1852, %1960) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1962 = "tf.Identity"(%1961) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1963 = "tf.Square"(%1962) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1964 = "tf.UnsortedSegmentSum"(%1963, %138, %126) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1965 = "tf.Sub"(%1964, %1174) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1966 = "tf.Mul"(%1965, %cst_226) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1967 = "tf.AddV2"(%1173, %1966) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1968 = "tf.Identity"(%1967) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1969 = "tf.Sqrt"(%1968) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1970 = "tf.AddV2"(%1969, %cst_245) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1971 = "tf.UnsortedSegmentSum"(%1962, %138, %125) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1972 = "tf.Sub"(%1971, %1171) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1973 = "tf.Mul"(%1972, %cst_115) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1974 = "tf.AddV2"(%1170, %1973) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1975 = "tf.Identity"(%1974) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1976 = "tf.Mul"(%1975, %629) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1977 = "tf.RealDiv"(%1976, %1970) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1978 = "tf.Sub"(%918, %1977) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1979 = "tf.Mul"(%1778, %1960) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1980 = "tf.Identity"(%1979) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1981 = "tf.Square"(%1980) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1982 = "tf.Sub"(%1981, %1180) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1983 = "tf.Mul"(%1982, %cst_254) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1984 = "tf.AddV2"(%1179, %1983) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1985 = "tf.Identity"(%1984) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1986 = "tf.Sqrt"(%1985) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1987 = "tf.AddV2"(%1986, %cst_255) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1988 = "tf.Sub"(%1980, %1177) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1989 = "tf.Mul"(%1988, %cst_253) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1990 = "tf.AddV2"(%1176, %1989) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1991 = "tf.Identity"(%1990) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1992 = "tf.Mul"(%1991, %758) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1993 = "tf.RealDiv"(%1992, %1987) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1994 = "tf.Sub"(%924, %1993) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1995 = "tf.Mul"(%1871, %1960) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1996 = "tf.Identity"(%1995) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1997 = "tf.Square"(%1996) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1998 = "tf.Sub"(%1997, %163) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1999 = "tf.Mul"(%1998, %cst_259) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2000 = "tf.AddV2"(%162, %1999) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2001 = "tf.Identity"(%2000) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2002 = "tf.Sqrt"(%2001) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2003 = "tf.AddV2"(%2002, %cst_260) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2004 = "tf.Sub"(%1996, %160) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2005 = "tf.Mul"(%2004, %cst_258) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2006 = "tf.AddV2"(%159, %2005) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2007 = "tf.Identity"(%2006) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2008 = "tf.Mul"(%2007, %761) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2009 = "tf.RealDiv"(%2008, %2003) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2010 = "tf.Sub"(%955, %2009) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2011 = "tf.Mul"(%1772, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2012 = "tf.Identity"(%2011) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2013 = "tf.Square"(%2012) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2014 = "tf.Sub"(%2013, %157) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2015 = "tf.Mul"(%2014, %cst_263) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2016 = "tf.AddV2"(%156, %2015) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2017 = "tf.Identity"(%2016) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2018 = "tf.Sqrt"(%2017) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2019 = "tf.AddV2"(%2018, %cst_264) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2020 = "tf.Sub"(%2012, %154) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2021 = "tf.Mul"(%2020, %cst_262) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2022 = "tf.AddV2"(%153, %2021) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2023 = "tf.Identity"(%2022) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2024 = "tf.Mul"(%2023, %764) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2025 = "tf.RealDiv"(%2024, %2019) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2026 = "tf.Sub"(%952, %2025) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2027 = "tf.Mul"(%1876, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2028 = "tf.Identity"(%2027) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2029 = "tf.Square"(%2028) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2030 = "tf.Sub"(%2029, %850) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2031 = "tf.Mul"(%2030, %cst_268) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2032 = "tf.AddV2"(%849, %2031) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2033 = "tf.Identity"(%2032) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2034 = "tf.Sqrt"(%2033) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2035 = "tf.AddV2"(%2034, %cst_269) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2036 = "tf.Sub"(%2028, %847) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2037 = "tf.Mul"(%2036, %cst_266) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2038 = "tf.AddV2"(%846, %2037) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2039 = "tf.Identity"(%2038) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2040 = "tf.Mul"(%2039, %770) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2041 = "tf.RealDiv"(%2040, %2035) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2042 = "tf.Sub"(%1020, %2041) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2043 = "tf.Mul"(%1748, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2044 = "tf.Identity"(%2043) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2045 = "tf.Square"(%2044) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2046 = "tf.Sub"(%2045, %844) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2047 = "tf.Mul"(%2046, %cst_272) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2048 = "tf.AddV2"(%843, %2047) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2049 = "tf.Identity"(%2048) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2050 = "tf.Sqrt"(%2049) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2051 = "tf.AddV2"(%2050, %cst_273) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2052 = "tf.Sub"(%2044, %841) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2053 = "tf.Mul"(%2052, %cst_271) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2054 = "tf.AddV2"(%840, %2053) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2055 = "tf.Identity"(%2054) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2056 = "tf.Mul"(%2055, %773) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2057 = "tf.RealDiv"(%2056, %2051) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2058 = "tf.Sub"(%1016, %2057) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2059 = "tf.Mul"(%1738, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2060 = "tf.Identity"(%2059) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2061 = "tf.Square"(%2060) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2062 = "tf.Sub"(%2061, %1106) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2063 = "tf.Mul"(%2062, %cst_276) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2064 = "tf.AddV2"(%1105, %2063) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2065 = "tf.Identity"(%2064) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2066 = "tf.Sqrt"(%2065) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2067 = "tf.AddV2"(%2066, %cst_277) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2068 = "tf.Sub"(%2060, %1103) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2069 = "tf.Mul"(%2068, %cst_275) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2070 = "tf.AddV2"(%1102, %2069) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2071 = "tf.Identity"(%2070) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2072 = "tf.Mul"(%2071, %776) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2073 = "tf.RealDiv"(%2072, %2067) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2074 = "tf.Sub"(%1120, %2073) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2075 = "tf.Mul"(%1881, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2076 = "tf.Identity"(%2075) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2077 = "tf.Square"(%2076) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2078 = "tf.Sub"(%2077, %1100) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2079 = "tf.Mul"(%2078, %cst_281) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2080 = "tf.AddV2"(%1099, %2079) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2081 = "tf.Identity"(%2080) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2082 = "tf.Sqrt"(%2081) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2083 = "tf.AddV2"(%2082, %cst_282) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2084 = "tf.Sub"(%2076, %1097) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2085 = "tf.Mul"(%2084, %cst_280) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2086 = "tf.AddV2"(%1096, %2085) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2087 = "tf.Identity"(%2086) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2088 = "tf.Mul"(%2087, %779) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2089 = "tf.RealDiv"(%2088, %2083) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2090 = "tf.Sub"(%1086, %2089) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2091 = "tf.Mul"(%1721, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2092 = "tf.Identity"(%2091) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2093 = "tf.Square"(%2092) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2094 = "tf.Sub"(%2093, %1112) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2095 = "tf.Mul"(%2094, %cst_285) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2096 = "tf.AddV2"(%1111, %2095) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2097 = "tf.Identity"(%2096) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2098 = "tf.Sqrt"(%2097) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2099 = "tf.AddV2"(%2098, %cst_286) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2100 = "tf.Sub"(%2092, %1109) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2101 = "tf.Mul"(%2100, %cst_284) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2102 = "tf.AddV2"(%1108, %2101) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2103 = "tf.Identity"(%2102) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2104 = "tf.Mul"(%2103, %782) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2105 = "tf.RealDiv"(%2104, %2099) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2106 = "tf.Sub"(%1154, %2105) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2107 = "tf.Mul"(%1886, %1960) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2108 = "tf.Identity"(%2107) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2109 = "tf.Square"(%2108) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2110 = "tf.Sub"(%2109, %1094) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2111 = "tf.Mul"(%2110, %cst_290) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2112 = "tf.AddV2"(%1093, %2111) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2113 = "tf.Identity"(%2112) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2114 = "tf.Sqrt"(%2113) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2115 = "tf.AddV2"(%2114, %cst_291) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2116 = "tf.Sub"(%2108, %1091) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2117 = "tf.Mul"(%2116, %cst_288) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2118 = "tf.AddV2"(%1090, %2117) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2119 = "tf.Identity"(%2118) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2120 = "tf.Mul"(%2119, %632) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2121 = "tf.RealDiv"(%2120, %2115) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2122 = "tf.Sub"(%1052, %2121) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2123 = "tf.Mul"(%1891, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2124 = "tf.Identity"(%2123) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2125 = "tf.Square"(%2124) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2126 = "tf.Sub"(%2125, %810) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2127 = "tf.Mul"(%2126, %cst_294) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2128 = "tf.AddV2"(%809, %2127) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2129 = "tf.Identity"(%2128) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2130 = "tf.Sqrt"(%2129) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2131 = "tf.AddV2"(%2130, %cst_295) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2132 = "tf.Sub"(%2124, %807) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2133 = "tf.Mul"(%2132, %cst_293) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2134 = "tf.AddV2"(%806, %2133) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2135 = "tf.Identity"(%2134) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2136 = "tf.Mul"(%2135, %635) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2137 = "tf.RealDiv"(%2136, %2131) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2138 = "tf.Sub"(%992, %2137) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2139 = "tf.Mul"(%1849, %1960) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2140 = "tf.Identity"(%2139) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2141 = "tf.Square"(%2140) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2142 = "tf.UnsortedSegmentSum"(%2141, %1234, %131) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %2143 = "tf.Sub"(%2142, %900) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2144 = "tf.Mul"(%2143, %cst_278) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2145 = "tf.AddV2"(%899, %2144) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2146 = "tf.Identity"(%2145) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2147 = "tf.Sqrt"(%2146) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2148 = "tf.AddV2"(%2147, %cst_289) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2149 = "tf.UnsortedSegmentSum"(%2140, %1234, %130) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %2150 = "tf.Sub"(%2149, %897) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2151 = "tf.Mul"(%2150, %cst_267) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2152 = "tf.AddV2"(%896, %2151) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2153 = "tf.Identity"(%2152) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2154 = "tf.Mul"(%2153, %767) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2155 = "tf.RealDiv"(%2154, %2148) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2156 = "tf.Sub"(%1048, %2155) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2157 = "tf.Mul"(%1685, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2158 = "tf.Identity"(%2157) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2159 = "tf.Square"(%2158) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2160 = "tf.Sub"(%2159, %804) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2161 = "tf.Mul"(%2160, %cst_298) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2162 = "tf.AddV2"(%803, %2161) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2163 = "tf.Identity"(%2162) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2164 = "tf.Sqrt"(%2163) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2165 = "tf.AddV2"(%2164, %cst_299) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2166 = "tf.Sub"(%2158, %801) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2167 = "tf.Mul"(%2166, %cst_297) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2168 = "tf.AddV2"(%800, %2167) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2169 = "tf.Identity"(%2168) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2170 = "tf.Mul"(%2169, %638) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2171 = "tf.RealDiv"(%2170, %2165) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2172 = "tf.Sub"(%988, %2171) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2173 = "tf.Mul"(%1893, %1960) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2174 = "tf.Identity"(%2173) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2175 = "tf.Square"(%2174) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2176 = "tf.Sub"(%2175, %1202) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2177 = "tf.Mul"(%2176, %cst_303) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2178 = "tf.AddV2"(%1201, %2177) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2179 = "tf.Identity"(%2178) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2180 = "tf.Sqrt"(%2179) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2181 = "tf.AddV2"(%2180, %cst_304) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2182 = "tf.Sub"(%2174, %1199) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2183 = "tf.Mul"(%2182, %cst_302) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2184 = "tf.AddV2"(%1198, %2183) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2185 = "tf.Identity"(%2184) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2186 = "tf.Mul"(%2185, %641) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2187 = "tf.RealDiv"(%2186, %2181) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2188 = "tf.Sub"(%937, %2187) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2189 = "tf.Mul"(%1677, %1960) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2190 = "tf.Identity"(%2189) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2191 = "tf.Square"(%2190) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2192 = "tf.Sub"(%2191, %1196) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2193 = "tf.Mul"(%2192, %cst_307) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2194 = "tf.AddV2"(%1195, %2193) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2195 = "tf.Identity"(%2194) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2196 = "tf.Sqrt"(%2195) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2197 = "tf.AddV2"(%2196, %cst_308) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2198 = "tf.Sub"(%2190, %1193) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2199 = "tf.Mul"(%2198, %cst_306) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2200 = "tf.AddV2"(%1192, %2199) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2201 = "tf.Identity"(%2200) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2202 = "tf.Mul"(%2201, %644) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2203 = "tf.RealDiv"(%2202, %2197) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2204 = "tf.Sub"(%930, %2203) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2205 = "tf.Mul"(%1895, %1960) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2206 = "tf.Identity"(%2205) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2207 = "tf.Square"(%2206) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2208 = "tf.Sub"(%2207, %175) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2209 = "tf.Mul"(%2208, %cst_312) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2210 = "tf.AddV2"(%174, %2209) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2211 = "tf.Identity"(%2210) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2212 = "tf.Sqrt"(%2211) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2213 = "tf.AddV2"(%2212, %cst_313) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2214 = "tf.Sub"(%2206, %172) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2215 = "tf.Mul"(%2214, %cst_310) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2216 = "tf.AddV2"(%171, %2215) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2217 = "tf.Identity"(%2216) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2218 = "tf.Mul"(%2217, %647) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2219 = "tf.RealDiv"(%2218, %2213) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2220 = "tf.Sub"(%961, %2219) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2221 = "tf.Mul"(%1671, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2222 = "tf.Identity"(%2221) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2223 = "tf.Square"(%2222) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2224 = "tf.Sub"(%2223, %169) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2225 = "tf.Mul"(%2224, %cst_316) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2226 = "tf.AddV2"(%168, %2225) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2227 = "tf.Identity"(%2226) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2228 = "tf.Sqrt"(%2227) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2229 = "tf.AddV2"(%2228, %cst_317) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2230 = "tf.Sub"(%2222, %166) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2231 = "tf.Mul"(%2230, %cst_315) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2232 = "tf.AddV2"(%165, %2231) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2233 = "tf.Identity"(%2232) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2234 = "tf.Mul"(%2233, %653) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2235 = "tf.RealDiv"(%2234, %2229) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2236 = "tf.Sub"(%958, %2235) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2237 = "tf.Mul"(%1900, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2238 = "tf.Identity"(%2237) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2239 = "tf.Square"(%2238) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2240 = "tf.Sub"(%2239, %866) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2241 = "tf.Mul"(%2240, %cst_320) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2242 = "tf.AddV2"(%865, %2241) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2243 = "tf.Identity"(%2242) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2244 = "tf.Sqrt"(%2243) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2245 = "tf.AddV2"(%2244, %cst_321) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2246 = "tf.Sub"(%2238, %863) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2247 = "tf.Mul"(%2246, %cst_319) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2248 = "tf.AddV2"(%862, %2247) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2249 = "tf.Identity"(%2248) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2250 = "tf.Mul"(%2249, %656) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2251 = "tf.RealDiv"(%2250, %2245) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2252 = "tf.Sub"(%1028, %2251) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2253 = "tf.Mul"(%1647, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2254 = "tf.Identity"(%2253) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2255 = "tf.Square"(%2254) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2256 = "tf.Sub"(%2255, %860) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2257 = "tf.Mul"(%2256, %cst_119) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2258 = "tf.AddV2"(%859, %2257) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2259 = "tf.Identity"(%2258) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2260 = "tf.Sqrt"(%2259) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2261 = "tf.AddV2"(%2260, %cst_120) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2262 = "tf.Sub"(%2254, %857) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2263 = "tf.Mul"(%2262, %cst_118) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2264 = "tf.AddV2"(%856, %2263) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2265 = "tf.Identity"(%2264) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2266 = "tf.Mul"(%2265, %659) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2267 = "tf.RealDiv"(%2266, %2261) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2268 = "tf.Sub"(%1024, %2267) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2269 = "tf.Mul"(%1637, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2270 = "tf.Identity"(%2269) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2271 = "tf.Square"(%2270) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2272 = "tf.Sub"(%2271, %1134) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2273 = "tf.Mul"(%2272, %cst_123) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2274 = "tf.AddV2"(%1133, %2273) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2275 = "tf.Identity"(%2274) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2276 = "tf.Sqrt"(%2275) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2277 = "tf.AddV2"(%2276, %cst_124) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2278 = "tf.Sub"(%2270, %1131) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2279 = "tf.Mul"(%2278, %cst_122) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2280 = "tf.AddV2"(%1130, %2279) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2281 = "tf.Identity"(%2280) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2282 = "tf.Mul"(%2281, %662) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2283 = "tf.RealDiv"(%2282, %2277) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2284 = "tf.Sub"(%177, %2283) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2285 = "tf.Mul"(%1905, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2286 = "tf.Identity"(%2285) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2287 = "tf.Square"(%2286) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2288 = "tf.Sub"(%2287, %1128) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2289 = "tf.Mul"(%2288, %cst_128) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2290 = "tf.AddV2"(%1127, %2289) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2291 = "tf.Identity"(%2290) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2292 = "tf.Sqrt"(%2291) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2293 = "tf.AddV2"(%2292, %cst_129) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2294 = "tf.Sub"(%2286, %1125) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2295 = "tf.Mul"(%2294, %cst_126) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2296 = "tf.AddV2"(%1124, %2295) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2297 = "tf.Identity"(%2296) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2298 = "tf.Mul"(%2297, %665) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2299 = "tf.RealDiv"(%2298, %2293) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2300 = "tf.Sub"(%1222, %2299) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2301 = "tf.Mul"(%1620, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2302 = "tf.Identity"(%2301) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2303 = "tf.Square"(%2302) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2304 = "tf.Sub"(%2303, %1140) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2305 = "tf.Mul"(%2304, %cst_132) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2306 = "tf.AddV2"(%1139, %2305) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2307 = "tf.Identity"(%2306) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2308 = "tf.Sqrt"(%2307) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2309 = "tf.AddV2"(%2308, %cst_133) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2310 = "tf.Sub"(%2302, %1137) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2311 = "tf.Mul"(%2310, %cst_131) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2312 = "tf.AddV2"(%1136, %2311) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2313 = "tf.Identity"(%2312) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2314 = "tf.Mul"(%2313, %668) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2315 = "tf.RealDiv"(%2314, %2309) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2316 = "tf.Sub"(%784, %2315) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2317 = "tf.Mul"(%1839, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2318 = "tf.Identity"(%2317) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2319 = "tf.Square"(%2318) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2320 = "tf.Sub"(%2319, %1078) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2321 = "tf.Mul"(%2320, %cst_116) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2322 = "tf.AddV2"(%1077, %2321) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2323 = "tf.Identity"(%2322) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2324 = "tf.Sqrt"(%2323) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2325 = "tf.AddV2"(%2324, %cst_127) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2326 = "tf.Sub"(%2318, %1075) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2327 = "tf.Mul"(%2326, %cst_311) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2328 = "tf.AddV2"(%1074, %2327) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2329 = "tf.Identity"(%2328) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2330 = "tf.Mul"(%2329, %650) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2331 = "tf.RealDiv"(%2330, %2325) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2332 = "tf.Sub"(%967, %2331) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2333 = "tf.Mul"(%1910, %1960) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2334 = "tf.Identity"(%2333) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2335 = "tf.Square"(%2334) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2336 = "tf.Sub"(%2335, %1118) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2337 = "tf.Mul"(%2336, %cst_136) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2338 = "tf.AddV2"(%1117, %2337) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2339 = "tf.Identity"(%2338) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2340 = "tf.Sqrt"(%2339) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2341 = "tf.AddV2"(%2340, %cst_137) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2342 = "tf.Sub"(%2334, %1115) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2343 = "tf.Mul"(%2342, %cst_135) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2344 = "tf.AddV2"(%1114, %2343) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2345 = "tf.Identity"(%2344) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2346 = "tf.Mul"(%2345, %671) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2347 = "tf.RealDiv"(%2346, %2341) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2348 = "tf.Sub"(%1188, %2347) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2349 = "tf.Mul"(%1915, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2350 = "tf.Identity"(%2349) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2351 = "tf.Square"(%2350) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2352 = "tf.Sub"(%2351, %826) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2353 = "tf.Mul"(%2352, %cst_141) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2354 = "tf.AddV2"(%825, %2353) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2355 = "tf.Identity"(%2354) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2356 = "tf.Sqrt"(%2355) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2357 = "tf.AddV2"(%2356, %cst_142) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2358 = "tf.Sub"(%2350, %823) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2359 = "tf.Mul"(%2358, %cst_140) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2360 = "tf.AddV2"(%822, %2359) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2361 = "tf.Identity"(%2360) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2362 = "tf.Mul"(%2361, %674) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2363 = "tf.RealDiv"(%2362, %2357) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2364 = "tf.Sub"(%1000, %2363) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2365 = "tf.Mul"(%1584, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2366 = "tf.Identity"(%2365) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2367 = "tf.Square"(%2366) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2368 = "tf.Sub"(%2367, %816) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2369 = "tf.Mul"(%2368, %cst_145) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2370 = "tf.AddV2"(%815, %2369) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2371 = "tf.Identity"(%2370) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2372 = "tf.Sqrt"(%2371) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2373 = "tf.AddV2"(%2372, %cst_146) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2374 = "tf.Sub"(%2366, %813) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2375 = "tf.Mul"(%2374, %cst_144) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2376 = "tf.AddV2"(%812, %2375) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2377 = "tf.Identity"(%2376) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2378 = "tf.Mul"(%2377, %677) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2379 = "tf.RealDiv"(%2378, %2373) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2380 = "tf.Sub"(%996, %2379) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2381 = "tf.Mul"(%1917, %1960) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2382 = "tf.Identity"(%2381) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2383 = "tf.Square"(%2382) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2384 = "tf.Sub"(%2383, %1214) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2385 = "tf.Mul"(%2384, %cst_150) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2386 = "tf.AddV2"(%1213, %2385) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2387 = "tf.Identity"(%2386) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2388 = "tf.Sqrt"(%2387) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2389 = "tf.AddV2"(%2388, %cst_151) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2390 = "tf.Sub"(%2382, %1211) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2391 = "tf.Mul"(%2390, %cst_148) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2392 = "tf.AddV2"(%1210, %2391) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2393 = "tf.Identity"(%2392) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2394 = "tf.Mul"(%2393, %680) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2395 = "tf.RealDiv"(%2394, %2389) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2396 = "tf.Sub"(%943, %2395) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2397 = "tf.Mul"(%1576, %1960) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2398 = "tf.Identity"(%2397) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2399 = "tf.Square"(%2398) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2400 = "tf.Sub"(%2399, %1208) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2401 = "tf.Mul"(%2400, %cst_154) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2402 = "tf.AddV2"(%1207, %2401) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2403 = "tf.Identity"(%2402) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2404 = "tf.Sqrt"(%2403) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2405 = "tf.AddV2"(%2404, %cst_155) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2406 = "tf.Sub"(%2398, %1205) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2407 = "tf.Mul"(%2406, %cst_153) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2408 = "tf.AddV2"(%1204, %2407) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2409 = "tf.Identity"(%2408) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2410 = "tf.Mul"(%2409, %686) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2411 = "tf.RealDiv"(%2410, %2405) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2412 = "tf.Sub"(%940, %2411) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2413 = "tf.Mul"(%1919, %1960) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2414 = "tf.Identity"(%2413) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2415 = "tf.Square"(%2414) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2416 = "tf.Sub"(%2415, %191) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2417 = "tf.Mul"(%2416, %cst_158) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2418 = "tf.AddV2"(%190, %2417) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2419 = "tf.Identity"(%2418) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2420 = "tf.Sqrt"(%2419) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2421 = "tf.AddV2"(%2420, %cst_159) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2422 = "tf.Sub"(%2414, %188) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2423 = "tf.Mul"(%2422, %cst_157) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2424 = "tf.AddV2"(%187, %2423) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2425 = "tf.Identity"(%2424) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2426 = "tf.Mul"(%2425, %689) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2427 = "tf.RealDiv"(%2426, %2421) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2428 = "tf.Sub"(%971, %2427) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2429 = "tf.Mul"(%1570, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2430 = "tf.Identity"(%2429) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2431 = "tf.Square"(%2430) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2432 = "tf.Sub"(%2431, %185) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2433 = "tf.Mul"(%2432, %cst_163) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2434 = "tf.AddV2"(%184, %2433) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2435 = "tf.Identity"(%2434) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2436 = "tf.Sqrt"(%2435) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2437 = "tf.AddV2"(%2436, %cst_164) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2438 = "tf.Sub"(%2430, %182) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2439 = "tf.Mul"(%2438, %cst_162) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2440 = "tf.AddV2"(%181, %2439) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2441 = "tf.Identity"(%2440) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2442 = "tf.Mul"(%2441, %692) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2443 = "tf.RealDiv"(%2442, %2437) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2444 = "tf.Sub"(%964, %2443) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2445 = "tf.Mul"(%1924, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2446 = "tf.Identity"(%2445) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2447 = "tf.Square"(%2446) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2448 = "tf.Sub"(%2447, %878) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2449 = "tf.Mul"(%2448, %cst_167) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2450 = "tf.AddV2"(%877, %2449) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2451 = "tf.Identity"(%2450) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2452 = "tf.Sqrt"(%2451) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2453 = "tf.AddV2"(%2452, %cst_168) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2454 = "tf.Sub"(%2446, %875) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2455 = "tf.Mul"(%2454, %cst_166) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2456 = "tf.AddV2"(%874, %2455) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2457 = "tf.Identity"(%2456) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2458 = "tf.Mul"(%2457, %695) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2459 = "tf.RealDiv"(%2458, %2453) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2460 = "tf.Sub"(%1036, %2459) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2461 = "tf.Mul"(%1546, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2462 = "tf.Identity"(%2461) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2463 = "tf.Square"(%2462) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2464 = "tf.Sub"(%2463, %872) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2465 = "tf.Mul"(%2464, %cst_172) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2466 = "tf.AddV2"(%871, %2465) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2467 = "tf.Identity"(%2466) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2468 = "tf.Sqrt"(%2467) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2469 = "tf.AddV2"(%2468, %cst_173) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2470 = "tf.Sub"(%2462, %869) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2471 = "tf.Mul"(%2470, %cst_170) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2472 = "tf.AddV2"(%868, %2471) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2473 = "tf.Identity"(%2472) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2474 = "tf.Mul"(%2473, %698) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2475 = "tf.RealDiv"(%2474, %2469) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2476 = "tf.Sub"(%1032, %2475) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2477 = "tf.Mul"(%1536, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2478 = "tf.Identity"(%2477) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2479 = "tf.Square"(%2478) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2480 = "tf.Sub"(%2479, %1162) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2481 = "tf.Mul"(%2480, %cst_176) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2482 = "tf.AddV2"(%1161, %2481) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2483 = "tf.Identity"(%2482) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2484 = "tf.Sqrt"(%2483) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2485 = "tf.AddV2"(%2484, %cst_177) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2486 = "tf.Sub"(%2478, %1159) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2487 = "tf.Mul"(%2486, %cst_175) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2488 = "tf.AddV2"(%1158, %2487) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2489 = "tf.Identity"(%2488) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2490 = "tf.Mul"(%2489, %701) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2491 = "tf.RealDiv"(%2490, %2485) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2492 = "tf.Sub"(%886, %2491) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2493 = "tf.Mul"(%1857, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2494 = "tf.Identity"(%2493) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2495 = "tf.Square"(%2494) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2496 = "tf.Sub"(%2495, %1072) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2497 = "tf.Mul"(%2496, %cst_160) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2498 = "tf.AddV2"(%1071, %2497) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2499 = "tf.Identity"(%2498) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2500 = "tf.Sqrt"(%2499) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2501 = "tf.AddV2"(%2500, %cst_171) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2502 = "tf.Sub"(%2494, %1069) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2503 = "tf.Mul"(%2502, %cst_149) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2504 = "tf.AddV2"(%1068, %2503) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2505 = "tf.Identity"(%2504) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2506 = "tf.Mul"(%2505, %683) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2507 = "tf.RealDiv"(%2506, %2501) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2508 = "tf.Sub"(%933, %2507) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2509 = "tf.Mul"(%1929, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2510 = "tf.Identity"(%2509) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2511 = "tf.Square"(%2510) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2512 = "tf.Sub"(%2511, %1152) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2513 = "tf.Mul"(%2512, %cst_180) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2514 = "tf.AddV2"(%1151, %2513) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2515 = "tf.Identity"(%2514) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2516 = "tf.Sqrt"(%2515) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2517 = "tf.AddV2"(%2516, %cst_181) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2518 = "tf.Sub"(%2510, %1149) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2519 = "tf.Mul"(%2518, %cst_179) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2520 = "tf.AddV2"(%1148, %2519) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2521 = "tf.Identity"(%2520) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2522 = "tf.Mul"(%2521, %704) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2523 = "tf.RealDiv"(%2522, %2517) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2524 = "tf.Sub"(%852, %2523) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2525 = "tf.Mul"(%1519, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2526 = "tf.Identity"(%2525) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2527 = "tf.Square"(%2526) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2528 = "tf.Sub"(%2527, %1168) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2529 = "tf.Mul"(%2528, %cst_185) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2530 = "tf.AddV2"(%1167, %2529) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2531 = "tf.Identity"(%2530) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2532 = "tf.Sqrt"(%2531) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2533 = "tf.AddV2"(%2532, %cst_186) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2534 = "tf.Sub"(%2526, %1165) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2535 = "tf.Mul"(%2534, %cst_184) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2536 = "tf.AddV2"(%1164, %2535) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2537 = "tf.Identity"(%2536) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2538 = "tf.Mul"(%2537, %707) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2539 = "tf.RealDiv"(%2538, %2533) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2540 = "tf.Sub"(%914, %2539) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2541 = "tf.Mul"(%1934, %1960) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2542 = "tf.Identity"(%2541) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2543 = "tf.Square"(%2542) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2544 = "tf.Sub"(%2543, %1146) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2545 = "tf.Mul"(%2544, %cst_189) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2546 = "tf.AddV2"(%1145, %2545) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2547 = "tf.Identity"(%2546) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2548 = "tf.Sqrt"(%2547) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2549 = "tf.AddV2"(%2548, %cst_190) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2550 = "tf.Sub"(%2542, %1143) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2551 = "tf.Mul"(%2550, %cst_188) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2552 = "tf.AddV2"(%1142, %2551) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2553 = "tf.Identity"(%2552) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2554 = "tf.Mul"(%2553, %710) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2555 = "tf.RealDiv"(%2554, %2549) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2556 = "tf.Sub"(%818, %2555) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2557 = "tf.Mul"(%1939, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2558 = "tf.Identity"(%2557) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2559 = "tf.Square"(%2558) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2560 = "tf.Sub"(%2559, %838) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2561 = "tf.Mul"(%2560, %cst_194) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2562 = "tf.AddV2"(%837, %2561) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2563 = "tf.Identity"(%2562) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2564 = "tf.Sqrt"(%2563) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2565 = "tf.AddV2"(%2564, %cst_195) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2566 = "tf.Sub"(%2558, %835) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2567 = "tf.Mul"(%2566, %cst_192) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2568 = "tf.AddV2"(%834, %2567) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2569 = "tf.Identity"(%2568) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2570 = "tf.Mul"(%2569, %713) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2571 = "tf.RealDiv"(%2570, %2565) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2572 = "tf.Sub"(%1012, %2571) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2573 = "tf.Mul"(%1483, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2574 = "tf.Identity"(%2573) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2575 = "tf.Square"(%2574) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2576 = "tf.Sub"(%2575, %832) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2577 = "tf.Mul"(%2576, %cst_198) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2578 = "tf.AddV2"(%831, %2577) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2579 = "tf.Identity"(%2578) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2580 = "tf.Sqrt"(%2579) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2581 = "tf.AddV2"(%2580, %cst_199) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2582 = "tf.Sub"(%2574, %829) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2583 = "tf.Mul"(%2582, %cst_197) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2584 = "tf.AddV2"(%828, %2583) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2585 = "tf.Identity"(%2584) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2586 = "tf.Mul"(%2585, %719) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2587 = "tf.RealDiv"(%2586, %2581) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2588 = "tf.Sub"(%1004, %2587) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2589 = "tf.Mul"(%1941, %1960) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2590 = "tf.Identity"(%2589) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2591 = "tf.Square"(%2590) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2592 = "tf.Sub"(%2591, %151) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2593 = "tf.Mul"(%2592, %cst_202) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2594 = "tf.AddV2"(%150, %2593) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2595 = "tf.Identity"(%2594) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2596 = "tf.Sqrt"(%2595) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2597 = "tf.AddV2"(%2596, %cst_203) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2598 = "tf.Sub"(%2590, %148) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2599 = "tf.Mul"(%2598, %cst_201) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2600 = "tf.AddV2"(%147, %2599) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2601 = "tf.Identity"(%2600) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2602 = "tf.Mul"(%2601, %722) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2603 = "tf.RealDiv"(%2602, %2597) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2604 = "tf.Sub"(%949, %2603) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2605 = "tf.Mul"(%1475, %1960) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2606 = "tf.Identity"(%2605) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2607 = "tf.Square"(%2606) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2608 = "tf.Sub"(%2607, %1220) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2609 = "tf.Mul"(%2608, %cst_207) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2610 = "tf.AddV2"(%1219, %2609) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2611 = "tf.Identity"(%2610) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2612 = "tf.Sqrt"(%2611) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2613 = "tf.AddV2"(%2612, %cst_208) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2614 = "tf.Sub"(%2606, %1217) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2615 = "tf.Mul"(%2614, %cst_206) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2616 = "tf.AddV2"(%1216, %2615) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2617 = "tf.Identity"(%2616) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2618 = "tf.Mul"(%2617, %725) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2619 = "tf.RealDiv"(%2618, %2613) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2620 = "tf.Sub"(%946, %2619) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2621 = "tf.Mul"(%1943, %1960) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2622 = "tf.Identity"(%2621) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2623 = "tf.Square"(%2622) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2624 = "tf.Sub"(%2623, %203) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2625 = "tf.Mul"(%2624, %cst_211) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2626 = "tf.AddV2"(%202, %2625) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2627 = "tf.Identity"(%2626) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2628 = "tf.Sqrt"(%2627) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2629 = "tf.AddV2"(%2628, %cst_212) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2630 = "tf.Sub"(%2622, %200) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2631 = "tf.Mul"(%2630, %cst_210) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2632 = "tf.AddV2"(%199, %2631) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2633 = "tf.Identity"(%2632) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2634 = "tf.Mul"(%2633, %728) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2635 = "tf.RealDiv"(%2634, %2629) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2636 = "tf.Sub"(%977, %2635) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2637 = "tf.Mul"(%1469, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2638 = "tf.Identity"(%2637) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2639 = "tf.Square"(%2638) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2640 = "tf.Sub"(%2639, %197) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2641 = "tf.Mul"(%2640, %cst_216) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2642 = "tf.AddV2"(%196, %2641) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2643 = "tf.Identity"(%2642) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2644 = "tf.Sqrt"(%2643) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2645 = "tf.AddV2"(%2644, %cst_217) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2646 = "tf.Sub"(%2638, %194) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2647 = "tf.Mul"(%2646, %cst_214) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2648 = "tf.AddV2"(%193, %2647) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2649 = "tf.Identity"(%2648) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2650 = "tf.Mul"(%2649, %731) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2651 = "tf.RealDiv"(%2650, %2645) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2652 = "tf.Sub"(%974, %2651) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2653 = "tf.Mul"(%1948, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2654 = "tf.Identity"(%2653) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2655 = "tf.Square"(%2654) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2656 = "tf.Sub"(%2655, %894) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2657 = "tf.Mul"(%2656, %cst_220) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2658 = "tf.AddV2"(%893, %2657) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2659 = "tf.Identity"(%2658) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2660 = "tf.Sqrt"(%2659) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2661 = "tf.AddV2"(%2660, %cst_221) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2662 = "tf.Sub"(%2654, %891) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2663 = "tf.Mul"(%2662, %cst_219) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2664 = "tf.AddV2"(%890, %2663) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2665 = "tf.Identity"(%2664) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2666 = "tf.Mul"(%2665, %734) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2667 = "tf.RealDiv"(%2666, %2661) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2668 = "tf.Sub"(%1044, %2667) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2669 = "tf.Mul"(%1822, %1960) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2670 = "tf.Identity"(%2669) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2671 = "tf.Square"(%2670) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2672 = "tf.Sub"(%2671, %1084) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2673 = "tf.Mul"(%2672, %cst_204) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2674 = "tf.AddV2"(%1083, %2673) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2675 = "tf.Identity"(%2674) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2676 = "tf.Sqrt"(%2675) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2677 = "tf.AddV2"(%2676, %cst_215) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2678 = "tf.Sub"(%2670, %1081) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2679 = "tf.Mul"(%2678, %cst_193) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2680 = "tf.AddV2"(%1080, %2679) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2681 = "tf.Identity"(%2680) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2682 = "tf.Mul"(%2681, %716) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2683 = "tf.RealDiv"(%2682, %2677) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2684 = "tf.Sub"(%1008, %2683) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2685 = "tf.Mul"(%1445, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2686 = "tf.Identity"(%2685) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2687 = "tf.Square"(%2686) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2688 = "tf.Sub"(%2687, %884) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2689 = "tf.Mul"(%2688, %cst_224) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2690 = "tf.AddV2"(%883, %2689) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2691 = "tf.Identity"(%2690) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2692 = "tf.Sqrt"(%2691) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2693 = "tf.AddV2"(%2692, %cst_225) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2694 = "tf.Sub"(%2686, %881) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2695 = "tf.Mul"(%2694, %cst_223) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2696 = "tf.AddV2"(%880, %2695) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2697 = "tf.Identity"(%2696) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2698 = "tf.Mul"(%2697, %737) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2699 = "tf.RealDiv"(%2698, %2693) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2700 = "tf.Sub"(%1040, %2699) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2701 = "tf.Mul"(%1950, %1960) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2702 = "tf.Identity"(%2701) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2703 = "tf.Square"(%2702) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2704 = "tf.Sub"(%2703, %912) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2705 = "tf.Mul"(%2704, %cst_230) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2706 = "tf.AddV2"(%911, %2705) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2707 = "tf.Identity"(%2706) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2708 = "tf.Sqrt"(%2707) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2709 = "tf.AddV2"(%2708, %cst_231) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2710 = "tf.Sub"(%2702, %909) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2711 = "tf.Mul"(%2710, %cst_229) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2712 = "tf.AddV2"(%908, %2711) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2713 = "tf.Identity"(%2712) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2714 = "tf.Mul"(%2713, %740) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2715 = "tf.RealDiv"(%2714, %2709) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2716 = "tf.Sub"(%1059, %2715) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2717 = "tf.Mul"(%1438, %1960) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2718 = "tf.Identity"(%2717) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2719 = "tf.Square"(%2718) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2720 = "tf.Sub"(%2719, %906) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2721 = "tf.Mul"(%2720, %cst_234) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2722 = "tf.AddV2"(%905, %2721) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2723 = "tf.Identity"(%2722) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2724 = "tf.Sqrt"(%2723) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2725 = "tf.AddV2"(%2724, %cst_235) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2726 = "tf.Sub"(%2718, %903) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2727 = "tf.Mul"(%2726, %cst_233) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2728 = "tf.AddV2"(%902, %2727) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2729 = "tf.Identity"(%2728) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2730 = "tf.Mul"(%2729, %743) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2731 = "tf.RealDiv"(%2730, %2725) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2732 = "tf.Sub"(%1056, %2731) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2733 = "tf.Mul"(%1862, %1960) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2734 = "tf.Identity"(%2733) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2735 = "tf.Square"(%2734) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2736 = "tf.Sub"(%2735, %1066) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2737 = "tf.Mul"(%2736, %cst_237) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2738 = "tf.AddV2"(%1065, %2737) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2739 = "tf.Identity"(%2738) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2740 = "tf.Sqrt"(%2739) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2741 = "tf.AddV2"(%2740, %cst_238) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2742 = "tf.Sub"(%2734, %1063) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2743 = "tf.Mul"(%2742, %cst_236) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2744 = "tf.AddV2"(%1062, %2743) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2745 = "tf.Identity"(%2744) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2746 = "tf.Mul"(%2745, %746) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2747 = "tf.RealDiv"(%2746, %2741) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2748 = "tf.Sub"(%1226, %2747) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2749 = "tf.Mul"(%1867, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2750 = "tf.Identity"(%2749) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2751 = "tf.Square"(%2750) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2752 = "tf.Sub"(%2751, %798) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2753 = "tf.Mul"(%2752, %cst_241) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2754 = "tf.AddV2"(%797, %2753) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2755 = "tf.Identity"(%2754) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2756 = "tf.Sqrt"(%2755) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2757 = "tf.AddV2"(%2756, %cst_242) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2758 = "tf.Sub"(%2750, %795) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2759 = "tf.Mul"(%2758, %cst_240) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2760 = "tf.AddV2"(%794, %2759) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2761 = "tf.Identity"(%2760) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2762 = "tf.Mul"(%2761, %749) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2763 = "tf.RealDiv"(%2762, %2757) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2764 = "tf.Sub"(%984, %2763) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2765 = "tf.Mul"(%1786, %1960) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2766 = "tf.Identity"(%2765) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2767 = "tf.Square"(%2766) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2768 = "tf.Sub"(%2767, %792) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2769 = "tf.Mul"(%2768, %cst_246) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2770 = "tf.AddV2"(%791, %2769) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2771 = "tf.Identity"(%2770) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2772 = "tf.Sqrt"(%2771) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2773 = "tf.AddV2"(%2772, %cst_247) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2774 = "tf.Sub"(%2766, %789) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2775 = "tf.Mul"(%2774, %cst_244) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2776 = "tf.AddV2"(%788, %2775) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2777 = "tf.Identity"(%2776) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2778 = "tf.Mul"(%2777, %752) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2779 = "tf.RealDiv"(%2778, %2773) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2780 = "tf.Sub"(%980, %2779) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2781 = "tf.Mul"(%1869, %1960) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2782 = "tf.Identity"(%2781) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2783 = "tf.Square"(%2782) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2784 = "tf.Sub"(%2783, %1186) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2785 = "tf.Mul"(%2784, %cst_250) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2786 = "tf.AddV2"(%1185, %2785) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2787 = "tf.Identity"(%2786) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2788 = "tf.Sqrt"(%2787) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2789 = "tf.AddV2"(%2788, %cst_251) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2790 = "tf.Sub"(%2782, %1183) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2791 = "tf.Mul"(%2790, %cst_249) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2792 = "tf.AddV2"(%1182, %2791) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2793 = "tf.Identity"(%2792) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2794 = "tf.Mul"(%2793, %755) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2795 = "tf.RealDiv"(%2794, %2789) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2796 = "tf.Sub"(%927, %2795) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    "tf.NoOp"() {device = ""} : () -> ()
    %2797 = "tf.Identity"(%1435) {device = ""} : (tensor<f32>) -> tensor<f32>
    %2798 = "tf.Relayout"(%2797) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<f32>) -> tensor<f32>
    %2799 = "tf.DTensorLayout"(%2798) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<f32>) -> tensor<f32>
    %2800 = "tf.Relayout"(%2796) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2801 = "tf.DTensorLayout"(%2800) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2802 = "tf.Relayout"(%2792) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2803 = "tf.DTensorLayout"(%2802) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2804 = "tf.Relayout"(%2786) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2805 = "tf.DTensorLayout"(%2804) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2806 = "tf.Relayout"(%2780) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2807 = "tf.DTensorLayout"(%2806) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2808 = "tf.Relayout"(%2776) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2809 = "tf.DTensorLayout"(%2808) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2810 = "tf.Relayout"(%2770) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2811 = "tf.DTensorLayout"(%2810) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2812 = "tf.Relayout"(%2764) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2813 = "tf.DTensorLayout"(%2812) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2814 = "tf.Relayout"(%2760) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2815 = "tf.DTensorLayout"(%2814) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2816 = "tf.Relayout"(%2754) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2817 = "tf.DTensorLayout"(%2816) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2818 = "tf.Relayout"(%2748) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2819 = "tf.DTensorLayout"(%2818) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2820 = "tf.Relayout"(%2744) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2821 = "tf.DTensorLayout"(%2820) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2822 = "tf.Relayout"(%2738) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2823 = "tf.DTensorLayout"(%2822) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2824 = "tf.Relayout"(%2732) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2825 = "tf.DTensorLayout"(%2824) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2826 = "tf.Relayout"(%2728) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2827 = "tf.DTensorLayout"(%2826) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2828 = "tf.Relayout"(%2722) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2829 = "tf.DTensorLayout"(%2828) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2830 = "tf.Relayout"(%2716) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2831 = "tf.DTensorLayout"(%2830) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2832 = "tf.Relayout"(%2712) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2833 = "tf.DTensorLayout"(%2832) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2834 = "tf.Relayout"(%2706) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2835 = "tf.DTensorLayout"(%2834) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2836 = "tf.Relayout"(%2700) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2837 = "tf.DTensorLayout"(%2836) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2838 = "tf.Relayout"(%2696) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2839 = "tf.DTensorLayout"(%2838) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2840 = "tf.Relayout"(%2690) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2841 = "tf.DTensorLayout"(%2840) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2842 = "tf.Relayout"(%2684) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2843 = "tf.DTensorLayout"(%2842) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2844 = "tf.Relayout"(%2680) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2845 = "tf.DTensorLayout"(%2844) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2846 = "tf.Relayout"(%2674) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2847 = "tf.DTensorLayout"(%2846) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2848 = "tf.Relayout"(%2668) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2849 = "tf.DTensorLayout"(%2848) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2850 = "tf.Relayout"(%2664) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2851 = "tf.DTensorLayout"(%2850) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2852 = "tf.Relayout"(%2658) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2853 = "tf.DTensorLayout"(%2852) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2854 = "tf.Relayout"(%2652) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2855 = "tf.DTensorLayout"(%2854) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2856 = "tf.Relayout"(%2648) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2857 = "tf.DTensorLayout"(%2856) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2858 = "tf.Relayout"(%2642) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2859 = "tf.DTensorLayout"(%2858) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2860 = "tf.Relayout"(%2636) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2861 = "tf.DTensorLayout"(%2860) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2862 = "tf.Relayout"(%2632) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2863 = "tf.DTensorLayout"(%2862) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2864 = "tf.Relayout"(%2626) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2865 = "tf.DTensorLayout"(%2864) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2866 = "tf.Relayout"(%2620) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2867 = "tf.DTensorLayout"(%2866) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2868 = "tf.Relayout"(%2616) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2869 = "tf.DTensorLayout"(%2868) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2870 = "tf.Relayout"(%2610) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2871 = "tf.DTensorLayout"(%2870) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2872 = "tf.Relayout"(%2604) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2873 = "tf.DTensorLayout"(%2872) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2874 = "tf.Relayout"(%2600) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2875 = "tf.DTensorLayout"(%2874) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2876 = "tf.Relayout"(%2594) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2877 = "tf.DTensorLayout"(%2876) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2878 = "tf.Relayout"(%2588) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2879 = "tf.DTensorLayout"(%2878) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2880 = "tf.Relayout"(%2584) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2881 = "tf.DTensorLayout"(%2880) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2882 = "tf.Relayout"(%2578) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2883 = "tf.DTensorLayout"(%2882) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2884 = "tf.Relayout"(%2572) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2885 = "tf.DTensorLayout"(%2884) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2886 = "tf.Relayout"(%2568) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2887 = "tf.DTensorLayout"(%2886) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2888 = "tf.Relayout"(%2562) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2889 = "tf.DTensorLayout"(%2888) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2890 = "tf.Relayout"(%2556) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2891 = "tf.DTensorLayout"(%2890) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2892 = "tf.Relayout"(%2552) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2893 = "tf.DTensorLayout"(%2892) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2894 = "tf.Relayout"(%2546) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2895 = "tf.DTensorLayout"(%2894) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2896 = "tf.Relayout"(%2540) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2897 = "tf.DTensorLayout"(%2896) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2898 = "tf.Relayout"(%2536) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2899 = "tf.DTensorLayout"(%2898) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2900 = "tf.Relayout"(%2530) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2901 = "tf.DTensorLayout"(%2900) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2902 = "tf.Relayout"(%2524) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2903 = "tf.DTensorLayout"(%2902) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2904 = "tf.Relayout"(%2520) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2905 = "tf.DTensorLayout"(%2904) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2906 = "tf.Relayout"(%2514) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2907 = "tf.DTensorLayout"(%2906) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2908 = "tf.Relayout"(%2508) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2909 = "tf.DTensorLayout"(%2908) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2910 = "tf.Relayout"(%2504) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2911 = "tf.DTensorLayout"(%2910) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2912 = "tf.Relayout"(%2498) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2913 = "tf.DTensorLayout"(%2912) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2914 = "tf.Relayout"(%2492) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2915 = "tf.DTensorLayout"(%2914) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2916 = "tf.Relayout"(%2488) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2917 = "tf.DTensorLayout"(%2916) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2918 = "tf.Relayout"(%2482) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2919 = "tf.DTensorLayout"(%2918) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2920 = "tf.Relayout"(%2476) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2921 = "tf.DTensorLayout"(%2920) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2922 = "tf.Relayout"(%2472) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2923 = "tf.DTensorLayout"(%2922) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2924 = "tf.Relayout"(%2466) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2925 = "tf.DTensorLayout"(%2924) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2926 = "tf.Relayout"(%2460) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2927 = "tf.DTensorLayout"(%2926) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2928 = "tf.Relayout"(%2456) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2929 = "tf.DTensorLayout"(%2928) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2930 = "tf.Relayout"(%2450) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2931 = "tf.DTensorLayout"(%2930) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2932 = "tf.Relayout"(%2444) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2933 = "tf.DTensorLayout"(%2932) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2934 = "tf.Relayout"(%2440) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2935 = "tf.DTensorLayout"(%2934) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2936 = "tf.Relayout"(%2434) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2937 = "tf.DTensorLayout"(%2936) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2938 = "tf.Relayout"(%2428) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2939 = "tf.DTensorLayout"(%2938) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2940 = "tf.Relayout"(%2424) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2941 = "tf.DTensorLayout"(%2940) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2942 = "tf.Relayout"(%2418) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2943 = "tf.DTensorLayout"(%2942) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2944 = "tf.Relayout"(%2412) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2945 = "tf.DTensorLayout"(%2944) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2946 = "tf.Relayout"(%2408) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2947 = "tf.DTensorLayout"(%2946) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2948 = "tf.Relayout"(%2402) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2949 = "tf.DTensorLayout"(%2948) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2950 = "tf.Relayout"(%2396) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2951 = "tf.DTensorLayout"(%2950) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2952 = "tf.Relayout"(%2392) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2953 = "tf.DTensorLayout"(%2952) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2954 = "tf.Relayout"(%2386) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2955 = "tf.DTensorLayout"(%2954) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2956 = "tf.Relayout"(%2380) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2957 = "tf.DTensorLayout"(%2956) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2958 = "tf.Relayout"(%2376) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2959 = "tf.DTensorLayout"(%2958) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2960 = "tf.Relayout"(%2370) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2961 = "tf.DTensorLayout"(%2960) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2962 = "tf.Relayout"(%2364) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2963 = "tf.DTensorLayout"(%2962) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2964 = "tf.Relayout"(%2360) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2965 = "tf.DTensorLayout"(%2964) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2966 = "tf.Relayout"(%2354) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2967 = "tf.DTensorLayout"(%2966) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2968 = "tf.Relayout"(%2348) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2969 = "tf.DTensorLayout"(%2968) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2970 = "tf.Relayout"(%2344) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2971 = "tf.DTensorLayout"(%2970) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2972 = "tf.Relayout"(%2338) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2973 = "tf.DTensorLayout"(%2972) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2974 = "tf.Relayout"(%2332) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2975 = "tf.DTensorLayout"(%2974) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2976 = "tf.Relayout"(%2328) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2977 = "tf.DTensorLayout"(%2976) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2978 = "tf.Relayout"(%2322) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2979 = "tf.DTensorLayout"(%2978) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2980 = "tf.Relayout"(%2316) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2981 = "tf.DTensorLayout"(%2980) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2982 = "tf.Relayout"(%2312) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2983 = "tf.DTensorLayout"(%2982) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2984 = "tf.Relayout"(%2306) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2985 = "tf.DTensorLayout"(%2984) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2986 = "tf.Relayout"(%2300) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2987 = "tf.DTensorLayout"(%2986) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2988 = "tf.Relayout"(%2296) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2989 = "tf.DTensorLayout"(%2988) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2990 = "tf.Relayout"(%2290) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2991 = "tf.DTensorLayout"(%2990) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2992 = "tf.Relayout"(%2284) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2993 = "tf.DTensorLayout"(%2992) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2994 = "tf.Relayout"(%2280) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2995 = "tf.DTensorLayout"(%2994) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2996 = "tf.Relayout"(%2274) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2997 = "tf.DTensorLayout"(%2996) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2998 = "tf.Relayout"(%2268) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2999 = "tf.DTensorLayout"(%2998) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3000 = "tf.Relayout"(%2264) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3001 = "tf.DTensorLayout"(%3000) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3002 = "tf.Relayout"(%2258) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3003 = "tf.DTensorLayout"(%3002) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3004 = "tf.Relayout"(%2252) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3005 = "tf.DTensorLayout"(%3004) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3006 = "tf.Relayout"(%2248) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3007 = "tf.DTensorLayout"(%3006) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3008 = "tf.Relayout"(%2242) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3009 = "tf.DTensorLayout"(%3008) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3010 = "tf.Relayout"(%2236) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3011 = "tf.DTensorLayout"(%3010) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3012 = "tf.Relayout"(%2232) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3013 = "tf.DTensorLayout"(%3012) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3014 = "tf.Relayout"(%2226) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3015 = "tf.DTensorLayout"(%3014) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3016 = "tf.Relayout"(%2220) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3017 = "tf.DTensorLayout"(%3016) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3018 = "tf.Relayout"(%2216) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3019 = "tf.DTensorLayout"(%3018) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3020 = "tf.Relayout"(%2210) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3021 = "tf.DTensorLayout"(%3020) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3022 = "tf.Relayout"(%2204) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3023 = "tf.DTensorLayout"(%3022) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %3024 = "tf.Relayout"(%2200) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3025 = "tf.DTensorLayout"(%3024) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %3026 = "tf.Relayout"(%2194) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3027 = "tf.DTensorLayout"(%3026) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %3028 = "tf.Relayout"(%2188) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %3029 = "tf.DTensorLayout"(%3028) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %3030 = "tf.Relayout"(%2184) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %3031 = "tf.DTensorLayout"(%3030) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %3032 = "tf.Relayout"(%2178) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %3033 = "tf.DTensorLayout"(%3032) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %3034 = "tf.Relayout"(%2172) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3035 = "tf.DTensorLayout"(%3034) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3036 = "tf.Relayout"(%2168) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3037 = "tf.DTensorLayout"(%3036) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3038 = "tf.Relayout"(%2162) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3039 = "tf.DTensorLayout"(%3038) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3040 = "tf.Relayout"(%2156) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %3041 = "tf.DTensorLayout"(%3040) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %3042 = "tf.Relayout"(%2152) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %3043 = "tf.DTensorLayout"(%3042) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %3044 = "tf.Relayout"(%2145) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %3045 = "tf.DTensorLayout"(%3044) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %3046 = "tf.Relayout"(%2138) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3047 = "tf.DTensorLayout"(%3046) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3048 = "tf.Relayout"(%2134) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3049 = "tf.DTensorLayout"(%3048) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3050 = "tf.Relayout"(%2128) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3051 = "tf.DTensorLayout"(%3050) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3052 = "tf.Relayout"(%2122) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %3053 = "tf.DTensorLayout"(%3052) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %3054 = "tf.Relayout"(%2118) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %3055 = "tf.DTensorLayout"(%3054) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %3056 = "tf.Relayout"(%2112) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %3057 = "tf.DTensorLayout"(%3056) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %3058 = "tf.Relayout"(%2106) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3059 = "tf.DTensorLayout"(%3058) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3060 = "tf.Relayout"(%2102) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3061 = "tf.DTensorLayout"(%3060) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3062 = "tf.Relayout"(%2096) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3063 = "tf.DTensorLayout"(%3062) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3064 = "tf.Relayout"(%2090) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3065 = "tf.DTensorLayout"(%3064) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3066 = "tf.Relayout"(%2086) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3067 = "tf.DTensorLayout"(%3066) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3068 = "tf.Relayout"(%2080) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3069 = "tf.DTensorLayout"(%3068) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3070 = "tf.Relayout"(%2074) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3071 = "tf.DTensorLayout"(%3070) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3072 = "tf.Relayout"(%2070) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3073 = "tf.DTensorLayout"(%3072) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3074 = "tf.Relayout"(%2064) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3075 = "tf.DTensorLayout"(%3074) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %3076 = "tf.Relayout"(%2058) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3077 = "tf.DTensorLayout"(%3076) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3078 = "tf.Relayout"(%2054) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3079 = "tf.DTensorLayout"(%3078) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3080 = "tf.Relayout"(%2048) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3081 = "tf.DTensorLayout"(%3080) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3082 = "tf.Relayout"(%2042) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3083 = "tf.DTensorLayout"(%3082) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3084 = "tf.Relayout"(%2038) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3085 = "tf.DTensorLayout"(%3084) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3086 = "tf.Relayout"(%2032) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3087 = "tf.DTensorLayout"(%3086) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3088 = "tf.Relayout"(%2026) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3089 = "tf.DTensorLayout"(%3088) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3090 = "tf.Relayout"(%2022) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3091 = "tf.DTensorLayout"(%3090) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3092 = "tf.Relayout"(%2016) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3093 = "tf.DTensorLayout"(%3092) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %3094 = "tf.Relayout"(%2010) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3095 = "tf.DTensorLayout"(%3094) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3096 = "tf.Relayout"(%2006) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3097 = "tf.DTensorLayout"(%3096) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3098 = "tf.Relayout"(%2000) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3099 = "tf.DTensorLayout"(%3098) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3100 = "tf.Relayout"(%1994) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3101 = "tf.DTensorLayout"(%3100) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %3102 = "tf.Relayout"(%1990) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3103 = "tf.DTensorLayout"(%3102) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %3104 = "tf.Relayout"(%1984) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3105 = "tf.DTensorLayout"(%3104) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %3106 = "tf.Relayout"(%1978) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3107 = "tf.DTensorLayout"(%3106) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3108 = "tf.Relayout"(%1974) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3109 = "tf.DTensorLayout"(%3108) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3110 = "tf.Relayout"(%1967) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3111 = "tf.DTensorLayout"(%3110) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3112 = "tf.Relayout"(%617) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<i64>) -> tensor<i64>
    %3113 = "tf.DTensorLayout"(%3112) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<i64>) -> tensor<i64>
    "tf.AssignVariableOp"(%arg120, %3113) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<i64>>>, tensor<i64>) -> ()
    "tf.AssignVariableOp"(%arg87, %3111) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg86, %3109) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg18, %3107) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg89, %3105) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg88, %3103) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg19, %3101) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg107, %3099) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg106, %3097) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg28, %3095) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg105, %3093) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg104, %3091) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg27, %3089) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg141, %3087) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg140, %3085) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg44, %3083) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg139, %3081) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg138, %3079) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg43, %3077) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg67, %3075) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg66, %3073) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg8, %3071) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg65, %3069) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg64, %3067) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg7, %3065) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg69, %3063) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg68, %3061) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg9, %3059) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg63, %3057) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg62, %3055) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg6, %3053) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg129, %3051) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg128, %3049) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg38, %3047) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg155, %3045) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg154, %3043) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg51, %3041) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg127, %3039) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg126, %3037) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg37, %3035) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg95, %3033) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg94, %3031) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg22, %3029) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg93, %3027) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg92, %3025) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg21, %3023) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg111, %3021) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg110, %3019) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg30, %3017) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg109, %3015) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg108, %3013) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg29, %3011) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg145, %3009) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg144, %3007) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg46, %3005) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg143, %3003) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg142, %3001) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg45, %2999) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg75, %2997) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg74, %2995) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg12, %2993) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg73, %2991) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg72, %2989) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg11, %2987) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg77, %2985) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg76, %2983) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg13, %2981) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg59, %2979) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg58, %2977) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg4, %2975) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg71, %2973) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg70, %2971) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg10, %2969) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg133, %2967) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg132, %2965) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg40, %2963) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg131, %2961) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg130, %2959) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg39, %2957) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg99, %2955) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg98, %2953) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg24, %2951) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg97, %2949) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg96, %2947) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg23, %2945) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg115, %2943) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg114, %2941) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg32, %2939) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg113, %2937) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg112, %2935) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg31, %2933) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg149, %2931) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg148, %2929) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg48, %2927) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg147, %2925) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg146, %2923) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg47, %2921) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg83, %2919) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg82, %2917) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg16, %2915) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg57, %2913) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg56, %2911) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg3, %2909) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg81, %2907) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg80, %2905) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg15, %2903) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg85, %2901) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg84, %2899) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg17, %2897) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg79, %2895) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg78, %2893) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg14, %2891) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg137, %2889) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg136, %2887) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg42, %2885) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg135, %2883) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg134, %2881) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg41, %2879) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg103, %2877) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg102, %2875) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg26, %2873) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg101, %2871) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg100, %2869) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg25, %2867) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg119, %2865) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg118, %2863) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg34, %2861) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg117, %2859) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg116, %2857) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg33, %2855) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg153, %2853) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg152, %2851) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg50, %2849) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg61, %2847) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg60, %2845) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg5, %2843) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg151, %2841) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg150, %2839) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg49, %2837) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg159, %2835) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg158, %2833) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg53, %2831) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg157, %2829) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg156, %2827) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg52, %2825) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg55, %2823) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg54, %2821) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg2, %2819) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg125, %2817) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg124, %2815) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg36, %2813) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg123, %2811) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg122, %2809) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg35, %2807) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg91, %2805) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg90, %2803) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg20, %2801) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.NoOp"() {device = ""} : () -> ()
    %3114 = "tf.Identity"(%2799) {device = ""} : (tensor<f32>) -> tensor<f32>
    return %3114 : tensor<f32>
  }
}


