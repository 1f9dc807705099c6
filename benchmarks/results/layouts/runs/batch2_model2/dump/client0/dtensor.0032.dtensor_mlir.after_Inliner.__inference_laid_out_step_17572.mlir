// -----// IR Dump After Inliner (inline) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_10548685541182164996_7945627997047080647", dtensor.eager_operation_name = "__inference_laid_out_step_17572", tf._default_mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<*x!tf_type.resource<tensor<i64>>> {tf._layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<*x!tf_type.resource<tensor<f32>>> {tf._layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg159: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg160: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> tensor<f32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157,op_input_158,op_input_159", outputs = "op_output_0"}} {
    %cst = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<i64>}> {device = ""} : () -> tensor<i64>
    %cst_1 = "tf.Const"() <{value = dense<32> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_2 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_3 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_4 = "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_5 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_6 = "tf.Const"() <{value = dense<16384> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_7 = "tf.Const"() <{value = dense<[-1, 16384]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_8 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_9 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_10 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_11 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_12 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_13 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_14 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_15 = "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_16 = "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_17 = "tf.Const"() <{value = dense<0> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_18 = "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_19 = "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_20 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_21 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_22 = "tf.Const"() <{value = dense<32> : tensor<i32>}> {device = ""} : () -> tensor<i32>
    %cst_23 = "tf.Const"() <{value = dense<"0x0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF"> : tensor<32x8x32x32xi1>}> {device = ""} : () -> tensor<32x8x32x32xi1>
    %cst_24 = "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_25 = "tf.Const"() <{value = dense<2.000000e-01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_26 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_27 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_28 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_29 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_30 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_31 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_32 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> {device = ""} : () -> tensor<2xi32>
    %cst_33 = "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> {device = ""} : () -> tensor<4xi32>
    %cst_34 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_35 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_36 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_37 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
    %cst_38 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> {device = ""} : () -> tensor<3xi32>
    %cst_39 = "tf.Const"() <{value = dense<1.600000e+01> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %cst_40 = "tf.Const"() <{value = dense<9.765625E-4> : tensor<1024x1xf32>}> {device = ""} : () -> tensor<1024x1xf32>
    %cst_41 = "tf.Const"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>}> {device = ""} : () -> tensor<32xi32>
    %cst_42 = "tf.Const"() <{value = dense<3.906250e-03> : tensor<f32>}> {device = ""} : () -> tensor<f32>
    %0 = "tf.DTensorLayout"(%arg160) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 160 : i64} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x16384xf32>>>
    %1 = "tf.DTensorLayout"(%arg159) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 159 : i64} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x16384xf32>>>
    %2 = "tf.DTensorLayout"(%arg158) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 158 : i64} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384xf32>>>
    %3 = "tf.DTensorLayout"(%arg157) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 157 : i64} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384xf32>>>
    %4 = "tf.DTensorLayout"(%arg156) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 156 : i64} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<32x256xf32>>>
    %5 = "tf.DTensorLayout"(%arg155) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 155 : i64} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<32x256xf32>>>
    %6 = "tf.DTensorLayout"(%arg154) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 154 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %7 = "tf.DTensorLayout"(%arg153) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 153 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %8 = "tf.DTensorLayout"(%arg152) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 152 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %9 = "tf.DTensorLayout"(%arg151) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 151 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %10 = "tf.DTensorLayout"(%arg150) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 150 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %11 = "tf.DTensorLayout"(%arg149) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 149 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %12 = "tf.DTensorLayout"(%arg148) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 148 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %13 = "tf.DTensorLayout"(%arg147) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 147 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %14 = "tf.DTensorLayout"(%arg146) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 146 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %15 = "tf.DTensorLayout"(%arg145) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 145 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %16 = "tf.DTensorLayout"(%arg144) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 144 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %17 = "tf.DTensorLayout"(%arg143) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 143 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %18 = "tf.DTensorLayout"(%arg142) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 142 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %19 = "tf.DTensorLayout"(%arg141) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 141 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %20 = "tf.DTensorLayout"(%arg140) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 140 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %21 = "tf.DTensorLayout"(%arg139) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 139 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %22 = "tf.DTensorLayout"(%arg138) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 138 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %23 = "tf.DTensorLayout"(%arg137) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 137 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %24 = "tf.DTensorLayout"(%arg136) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 136 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %25 = "tf.DTensorLayout"(%arg135) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 135 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %26 = "tf.DTensorLayout"(%arg134) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 134 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %27 = "tf.DTensorLayout"(%arg133) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 133 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %28 = "tf.DTensorLayout"(%arg132) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 132 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %29 = "tf.DTensorLayout"(%arg131) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 131 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %30 = "tf.DTensorLayout"(%arg130) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 130 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %31 = "tf.DTensorLayout"(%arg129) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 129 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %32 = "tf.DTensorLayout"(%arg128) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 128 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %33 = "tf.DTensorLayout"(%arg127) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 127 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %34 = "tf.DTensorLayout"(%arg126) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 126 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %35 = "tf.DTensorLayout"(%arg125) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 125 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %36 = "tf.DTensorLayout"(%arg124) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 124 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %37 = "tf.DTensorLayout"(%arg123) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 123 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %38 = "tf.DTensorLayout"(%arg122) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 122 : i64} : (tensor<*x!tf_type.resource<tensor<f32>>>) -> tensor<*x!tf_type.resource<tensor<f32>>>
    %39 = "tf.DTensorLayout"(%arg121) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 121 : i64} : (tensor<*x!tf_type.resource<tensor<i64>>>) -> tensor<*x!tf_type.resource<tensor<i64>>>
    %40 = "tf.DTensorLayout"(%arg120) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 120 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %41 = "tf.DTensorLayout"(%arg119) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 119 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %42 = "tf.DTensorLayout"(%arg118) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 118 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %43 = "tf.DTensorLayout"(%arg117) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 117 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %44 = "tf.DTensorLayout"(%arg116) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 116 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %45 = "tf.DTensorLayout"(%arg115) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 115 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %46 = "tf.DTensorLayout"(%arg114) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 114 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %47 = "tf.DTensorLayout"(%arg113) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 113 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %48 = "tf.DTensorLayout"(%arg112) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 112 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %49 = "tf.DTensorLayout"(%arg111) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 111 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %50 = "tf.DTensorLayout"(%arg110) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 110 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %51 = "tf.DTensorLayout"(%arg109) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 109 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %52 = "tf.DTensorLayout"(%arg108) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 108 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %53 = "tf.DTensorLayout"(%arg107) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 107 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %54 = "tf.DTensorLayout"(%arg106) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 106 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %55 = "tf.DTensorLayout"(%arg105) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 105 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %56 = "tf.DTensorLayout"(%arg104) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 104 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %57 = "tf.DTensorLayout"(%arg103) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 103 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %58 = "tf.DTensorLayout"(%arg102) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 102 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %59 = "tf.DTensorLayout"(%arg101) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 101 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %60 = "tf.DTensorLayout"(%arg100) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 100 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %61 = "tf.DTensorLayout"(%arg99) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 99 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %62 = "tf.DTensorLayout"(%arg98) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 98 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %63 = "tf.DTensorLayout"(%arg97) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 97 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %64 = "tf.DTensorLayout"(%arg96) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 96 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %65 = "tf.DTensorLayout"(%arg95) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 95 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %66 = "tf.DTensorLayout"(%arg94) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 94 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %67 = "tf.DTensorLayout"(%arg93) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 93 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %68 = "tf.DTensorLayout"(%arg92) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 92 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %69 = "tf.DTensorLayout"(%arg91) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 91 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %70 = "tf.DTensorLayout"(%arg90) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 90 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %71 = "tf.DTensorLayout"(%arg89) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 89 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %72 = "tf.DTensorLayout"(%arg88) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 88 : i64} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384x256xf32>>>
    %73 = "tf.DTensorLayout"(%arg87) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 87 : i64} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384x256xf32>>>
    %74 = "tf.DTensorLayout"(%arg86) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 86 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %75 = "tf.DTensorLayout"(%arg85) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 85 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %76 = "tf.DTensorLayout"(%arg84) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 84 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %77 = "tf.DTensorLayout"(%arg83) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 83 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %78 = "tf.DTensorLayout"(%arg82) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 82 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %79 = "tf.DTensorLayout"(%arg81) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 81 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %80 = "tf.DTensorLayout"(%arg80) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 80 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %81 = "tf.DTensorLayout"(%arg79) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 79 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %82 = "tf.DTensorLayout"(%arg78) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 78 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %83 = "tf.DTensorLayout"(%arg77) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 77 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %84 = "tf.DTensorLayout"(%arg76) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 76 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %85 = "tf.DTensorLayout"(%arg75) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 75 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %86 = "tf.DTensorLayout"(%arg74) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 74 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %87 = "tf.DTensorLayout"(%arg73) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 73 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %88 = "tf.DTensorLayout"(%arg72) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 72 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %89 = "tf.DTensorLayout"(%arg71) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 71 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %90 = "tf.DTensorLayout"(%arg70) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 70 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %91 = "tf.DTensorLayout"(%arg69) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 69 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %92 = "tf.DTensorLayout"(%arg68) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 68 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %93 = "tf.DTensorLayout"(%arg67) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 67 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %94 = "tf.DTensorLayout"(%arg66) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 66 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %95 = "tf.DTensorLayout"(%arg65) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 65 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %96 = "tf.DTensorLayout"(%arg64) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 64 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %97 = "tf.DTensorLayout"(%arg63) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 63 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %98 = "tf.DTensorLayout"(%arg62) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 62 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %99 = "tf.DTensorLayout"(%arg61) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 61 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %100 = "tf.DTensorLayout"(%arg60) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 60 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %101 = "tf.DTensorLayout"(%arg59) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 59 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %102 = "tf.DTensorLayout"(%arg58) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 58 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %103 = "tf.DTensorLayout"(%arg57) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 57 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %104 = "tf.DTensorLayout"(%arg56) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 56 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %105 = "tf.DTensorLayout"(%arg55) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 55 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %106 = "tf.DTensorLayout"(%arg54) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 54 : i64} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x16384xf32>>>
    %107 = "tf.DTensorLayout"(%arg53) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 53 : i64} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384xf32>>>
    %108 = "tf.DTensorLayout"(%arg52) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 52 : i64} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<32x256xf32>>>
    %109 = "tf.DTensorLayout"(%arg51) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 51 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %110 = "tf.DTensorLayout"(%arg50) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 50 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %111 = "tf.DTensorLayout"(%arg49) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 49 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %112 = "tf.DTensorLayout"(%arg48) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 48 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %113 = "tf.DTensorLayout"(%arg47) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 47 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %114 = "tf.DTensorLayout"(%arg46) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 46 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %115 = "tf.DTensorLayout"(%arg45) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 45 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %116 = "tf.DTensorLayout"(%arg44) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 44 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %117 = "tf.DTensorLayout"(%arg43) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 43 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %118 = "tf.DTensorLayout"(%arg42) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 42 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %119 = "tf.DTensorLayout"(%arg41) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 41 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %120 = "tf.DTensorLayout"(%arg40) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 40 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %121 = "tf.DTensorLayout"(%arg39) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 39 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %122 = "tf.DTensorLayout"(%arg38) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 38 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %123 = "tf.DTensorLayout"(%arg37) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 37 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %124 = "tf.DTensorLayout"(%arg36) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 36 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %125 = "tf.DTensorLayout"(%arg35) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 35 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %126 = "tf.DTensorLayout"(%arg34) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 34 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %127 = "tf.DTensorLayout"(%arg33) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 33 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %128 = "tf.DTensorLayout"(%arg32) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 32 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %129 = "tf.DTensorLayout"(%arg31) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 31 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %130 = "tf.DTensorLayout"(%arg30) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 30 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %131 = "tf.DTensorLayout"(%arg29) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 29 : i64} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024x256xf32>>>
    %132 = "tf.DTensorLayout"(%arg28) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 28 : i64} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<*x!tf_type.resource<tensor<256xf32>>>
    %133 = "tf.DTensorLayout"(%arg27) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 27 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %134 = "tf.DTensorLayout"(%arg26) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 26 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %135 = "tf.DTensorLayout"(%arg25) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 25 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %136 = "tf.DTensorLayout"(%arg24) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 24 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %137 = "tf.DTensorLayout"(%arg23) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 23 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %138 = "tf.DTensorLayout"(%arg22) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 22 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %139 = "tf.DTensorLayout"(%arg21) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 21 : i64} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x1024xf32>>>
    %140 = "tf.DTensorLayout"(%arg20) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 20 : i64} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<*x!tf_type.resource<tensor<1024xf32>>>
    %141 = "tf.DTensorLayout"(%arg19) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 19 : i64} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<16384x256xf32>>>
    %142 = "tf.DTensorLayout"(%arg18) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 18 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %143 = "tf.DTensorLayout"(%arg17) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 17 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %144 = "tf.DTensorLayout"(%arg16) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 16 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %145 = "tf.DTensorLayout"(%arg15) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 15 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %146 = "tf.DTensorLayout"(%arg14) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 14 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %147 = "tf.DTensorLayout"(%arg13) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 13 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %148 = "tf.DTensorLayout"(%arg12) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 12 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %149 = "tf.DTensorLayout"(%arg11) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 11 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %150 = "tf.DTensorLayout"(%arg10) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 10 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %151 = "tf.DTensorLayout"(%arg9) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 9 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %152 = "tf.DTensorLayout"(%arg8) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 8 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %153 = "tf.DTensorLayout"(%arg7) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 7 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %154 = "tf.DTensorLayout"(%arg6) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 6 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %155 = "tf.DTensorLayout"(%arg5) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 5 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %156 = "tf.DTensorLayout"(%arg4) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 4 : i64} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>
    %157 = "tf.DTensorLayout"(%arg3) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 3 : i64} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>
    %158 = "tf.DTensorLayout"(%arg2) <{global_shape = #tf_type.shape<32x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 2 : i64} : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %159 = "tf.DTensorLayout"(%arg1) <{global_shape = #tf_type.shape<32x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 1 : i64} : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %160 = "tf.Less"(%159, %cst_17) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi1>
    %161 = "tf.AddV2"(%159, %cst_6) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi32>
    %162 = "tf.SelectV2"(%160, %161, %159) {device = ""} : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %163 = "tf.Reshape"(%162, %cst_31) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
    %164 = "tf.Reshape"(%158, %cst_3) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
    %165 = "tf.ReadVariableOp"(%57) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %166 = "tf.Identity"(%165) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %167 = "tf.Identity"(%166) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %168 = "tf.ReadVariableOp"(%56) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %169 = "tf.Identity"(%168) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %170 = "tf.Identity"(%169) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %171 = "tf.ReadVariableOp"(%55) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %172 = "tf.Identity"(%171) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %173 = "tf.Identity"(%172) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %174 = "tf.ReadVariableOp"(%54) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %175 = "tf.Identity"(%174) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %176 = "tf.Identity"(%175) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %177 = "tf.ReadVariableOp"(%53) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %178 = "tf.Identity"(%177) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %179 = "tf.Identity"(%178) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %180 = "tf.ReadVariableOp"(%52) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %181 = "tf.Identity"(%180) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %182 = "tf.Identity"(%181) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %183 = "tf.ReadVariableOp"(%51) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %184 = "tf.Identity"(%183) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %185 = "tf.Identity"(%184) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %186 = "tf.ReadVariableOp"(%50) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %187 = "tf.Identity"(%186) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %188 = "tf.Identity"(%187) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %189 = "tf.ReadVariableOp"(%49) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %190 = "tf.Identity"(%189) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %191 = "tf.Identity"(%190) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %192 = "tf.ReadVariableOp"(%48) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %193 = "tf.Identity"(%192) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %194 = "tf.Identity"(%193) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %195 = "tf.ReadVariableOp"(%147) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %196 = "tf.Identity"(%195) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %197 = "tf.Identity"(%196) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %198 = "tf.Reshape"(%197, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %199 = "tf.ReadVariableOp"(%47) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %200 = "tf.Identity"(%199) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %201 = "tf.Identity"(%200) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %202 = "tf.ReadVariableOp"(%46) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %203 = "tf.Identity"(%202) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %204 = "tf.Identity"(%203) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %205 = "tf.ReadVariableOp"(%45) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %206 = "tf.Identity"(%205) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %207 = "tf.Identity"(%206) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %208 = "tf.ReadVariableOp"(%44) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %209 = "tf.Identity"(%208) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %210 = "tf.Identity"(%209) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %211 = "tf.ReadVariableOp"(%43) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %212 = "tf.Identity"(%211) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %213 = "tf.Identity"(%212) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %214 = "tf.ReadVariableOp"(%42) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %215 = "tf.Identity"(%214) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %216 = "tf.Identity"(%215) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %217 = "tf.ReadVariableOp"(%41) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %218 = "tf.Identity"(%217) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %219 = "tf.Identity"(%218) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %220 = "tf.ReadVariableOp"(%40) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %221 = "tf.Identity"(%220) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %222 = "tf.Identity"(%221) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %223 = "tf.ReadVariableOp"(%39) {device = ""} : (tensor<*x!tf_type.resource<tensor<i64>>>) -> tensor<i64>
    %224 = "tf.Identity"(%223) {device = ""} : (tensor<i64>) -> tensor<i64>
    %225 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %226 = "tf.AddV2"(%225, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %227 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %228 = "tf.AddV2"(%227, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %229 = "tf.Cast"(%228) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %230 = "tf.Pow"(%cst_8, %229) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %231 = "tf.Sub"(%cst_14, %230) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %232 = "tf.Pow"(%cst_9, %229) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %233 = "tf.Sub"(%cst_14, %232) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %234 = "tf.Sqrt"(%233) {device = ""} : (tensor<f32>) -> tensor<f32>
    %235 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %236 = "tf.AddV2"(%235, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %237 = "tf.Cast"(%236) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %238 = "tf.Pow"(%cst_8, %237) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %239 = "tf.Sub"(%cst_14, %238) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %240 = "tf.Pow"(%cst_9, %237) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %241 = "tf.Sub"(%cst_14, %240) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %242 = "tf.Sqrt"(%241) {device = ""} : (tensor<f32>) -> tensor<f32>
    %243 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %244 = "tf.AddV2"(%243, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %245 = "tf.Cast"(%244) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %246 = "tf.Pow"(%cst_8, %245) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %247 = "tf.Sub"(%cst_14, %246) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %248 = "tf.Pow"(%cst_9, %245) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %249 = "tf.Sub"(%cst_14, %248) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %250 = "tf.Sqrt"(%249) {device = ""} : (tensor<f32>) -> tensor<f32>
    %251 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %252 = "tf.AddV2"(%251, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %253 = "tf.Cast"(%252) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %254 = "tf.Pow"(%cst_8, %253) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %255 = "tf.Sub"(%cst_14, %254) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %256 = "tf.Pow"(%cst_9, %253) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %257 = "tf.Sub"(%cst_14, %256) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %258 = "tf.Sqrt"(%257) {device = ""} : (tensor<f32>) -> tensor<f32>
    %259 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %260 = "tf.AddV2"(%259, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %261 = "tf.Cast"(%260) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %262 = "tf.Pow"(%cst_8, %261) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %263 = "tf.Sub"(%cst_14, %262) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %264 = "tf.Pow"(%cst_9, %261) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %265 = "tf.Sub"(%cst_14, %264) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %266 = "tf.Sqrt"(%265) {device = ""} : (tensor<f32>) -> tensor<f32>
    %267 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %268 = "tf.AddV2"(%267, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %269 = "tf.Cast"(%268) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %270 = "tf.Pow"(%cst_8, %269) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %271 = "tf.Sub"(%cst_14, %270) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %272 = "tf.Pow"(%cst_9, %269) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %273 = "tf.Sub"(%cst_14, %272) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %274 = "tf.Sqrt"(%273) {device = ""} : (tensor<f32>) -> tensor<f32>
    %275 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %276 = "tf.AddV2"(%275, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %277 = "tf.Cast"(%276) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %278 = "tf.Pow"(%cst_8, %277) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %279 = "tf.Sub"(%cst_14, %278) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %280 = "tf.Pow"(%cst_9, %277) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %281 = "tf.Sub"(%cst_14, %280) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %282 = "tf.Sqrt"(%281) {device = ""} : (tensor<f32>) -> tensor<f32>
    %283 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %284 = "tf.AddV2"(%283, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %285 = "tf.Cast"(%284) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %286 = "tf.Pow"(%cst_8, %285) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %287 = "tf.Sub"(%cst_14, %286) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %288 = "tf.Pow"(%cst_9, %285) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %289 = "tf.Sub"(%cst_14, %288) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %290 = "tf.Sqrt"(%289) {device = ""} : (tensor<f32>) -> tensor<f32>
    %291 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %292 = "tf.AddV2"(%291, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %293 = "tf.Cast"(%292) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %294 = "tf.Pow"(%cst_8, %293) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %295 = "tf.Sub"(%cst_14, %294) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %296 = "tf.Pow"(%cst_9, %293) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %297 = "tf.Sub"(%cst_14, %296) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %298 = "tf.Sqrt"(%297) {device = ""} : (tensor<f32>) -> tensor<f32>
    %299 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %300 = "tf.AddV2"(%299, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %301 = "tf.Cast"(%300) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %302 = "tf.Pow"(%cst_8, %301) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %303 = "tf.Sub"(%cst_14, %302) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %304 = "tf.Pow"(%cst_9, %301) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %305 = "tf.Sub"(%cst_14, %304) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %306 = "tf.Sqrt"(%305) {device = ""} : (tensor<f32>) -> tensor<f32>
    %307 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %308 = "tf.AddV2"(%307, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %309 = "tf.Cast"(%308) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %310 = "tf.Pow"(%cst_8, %309) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %311 = "tf.Sub"(%cst_14, %310) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %312 = "tf.Pow"(%cst_9, %309) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %313 = "tf.Sub"(%cst_14, %312) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %314 = "tf.Sqrt"(%313) {device = ""} : (tensor<f32>) -> tensor<f32>
    %315 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %316 = "tf.AddV2"(%315, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %317 = "tf.Cast"(%316) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %318 = "tf.Pow"(%cst_8, %317) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %319 = "tf.Sub"(%cst_14, %318) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %320 = "tf.Pow"(%cst_9, %317) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = "tf.Sub"(%cst_14, %320) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %322 = "tf.Sqrt"(%321) {device = ""} : (tensor<f32>) -> tensor<f32>
    %323 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %324 = "tf.AddV2"(%323, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %325 = "tf.Cast"(%324) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %326 = "tf.Pow"(%cst_8, %325) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %327 = "tf.Sub"(%cst_14, %326) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %328 = "tf.Pow"(%cst_9, %325) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %329 = "tf.Sub"(%cst_14, %328) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %330 = "tf.Sqrt"(%329) {device = ""} : (tensor<f32>) -> tensor<f32>
    %331 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %332 = "tf.AddV2"(%331, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %333 = "tf.Cast"(%332) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %334 = "tf.Pow"(%cst_8, %333) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %335 = "tf.Sub"(%cst_14, %334) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %336 = "tf.Pow"(%cst_9, %333) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %337 = "tf.Sub"(%cst_14, %336) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %338 = "tf.Sqrt"(%337) {device = ""} : (tensor<f32>) -> tensor<f32>
    %339 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %340 = "tf.AddV2"(%339, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %341 = "tf.Cast"(%340) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %342 = "tf.Pow"(%cst_8, %341) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %343 = "tf.Sub"(%cst_14, %342) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %344 = "tf.Pow"(%cst_9, %341) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %345 = "tf.Sub"(%cst_14, %344) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %346 = "tf.Sqrt"(%345) {device = ""} : (tensor<f32>) -> tensor<f32>
    %347 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %348 = "tf.AddV2"(%347, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %349 = "tf.Cast"(%348) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %350 = "tf.Pow"(%cst_8, %349) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %351 = "tf.Sub"(%cst_14, %350) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %352 = "tf.Pow"(%cst_9, %349) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %353 = "tf.Sub"(%cst_14, %352) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %354 = "tf.Sqrt"(%353) {device = ""} : (tensor<f32>) -> tensor<f32>
    %355 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %356 = "tf.AddV2"(%355, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %357 = "tf.Cast"(%356) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %358 = "tf.Pow"(%cst_8, %357) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %359 = "tf.Sub"(%cst_14, %358) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %360 = "tf.Pow"(%cst_9, %357) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %361 = "tf.Sub"(%cst_14, %360) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %362 = "tf.Sqrt"(%361) {device = ""} : (tensor<f32>) -> tensor<f32>
    %363 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %364 = "tf.AddV2"(%363, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %365 = "tf.Cast"(%364) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %366 = "tf.Pow"(%cst_8, %365) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %367 = "tf.Sub"(%cst_14, %366) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %368 = "tf.Pow"(%cst_9, %365) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %369 = "tf.Sub"(%cst_14, %368) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %370 = "tf.Sqrt"(%369) {device = ""} : (tensor<f32>) -> tensor<f32>
    %371 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %372 = "tf.AddV2"(%371, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %373 = "tf.Cast"(%372) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %374 = "tf.Pow"(%cst_8, %373) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %375 = "tf.Sub"(%cst_14, %374) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %376 = "tf.Pow"(%cst_9, %373) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %377 = "tf.Sub"(%cst_14, %376) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %378 = "tf.Sqrt"(%377) {device = ""} : (tensor<f32>) -> tensor<f32>
    %379 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %380 = "tf.AddV2"(%379, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %381 = "tf.Cast"(%380) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %382 = "tf.Pow"(%cst_8, %381) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %383 = "tf.Sub"(%cst_14, %382) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %384 = "tf.Pow"(%cst_9, %381) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %385 = "tf.Sub"(%cst_14, %384) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %386 = "tf.Sqrt"(%385) {device = ""} : (tensor<f32>) -> tensor<f32>
    %387 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %388 = "tf.AddV2"(%387, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %389 = "tf.Cast"(%388) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %390 = "tf.Pow"(%cst_8, %389) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %391 = "tf.Sub"(%cst_14, %390) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %392 = "tf.Pow"(%cst_9, %389) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %393 = "tf.Sub"(%cst_14, %392) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %394 = "tf.Sqrt"(%393) {device = ""} : (tensor<f32>) -> tensor<f32>
    %395 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %396 = "tf.AddV2"(%395, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %397 = "tf.Cast"(%396) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %398 = "tf.Pow"(%cst_8, %397) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %399 = "tf.Sub"(%cst_14, %398) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %400 = "tf.Pow"(%cst_9, %397) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %401 = "tf.Sub"(%cst_14, %400) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %402 = "tf.Sqrt"(%401) {device = ""} : (tensor<f32>) -> tensor<f32>
    %403 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %404 = "tf.AddV2"(%403, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %405 = "tf.Cast"(%404) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %406 = "tf.Pow"(%cst_8, %405) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %407 = "tf.Sub"(%cst_14, %406) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %408 = "tf.Pow"(%cst_9, %405) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %409 = "tf.Sub"(%cst_14, %408) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %410 = "tf.Sqrt"(%409) {device = ""} : (tensor<f32>) -> tensor<f32>
    %411 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %412 = "tf.AddV2"(%411, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %413 = "tf.Cast"(%412) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %414 = "tf.Pow"(%cst_8, %413) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %415 = "tf.Sub"(%cst_14, %414) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %416 = "tf.Pow"(%cst_9, %413) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %417 = "tf.Sub"(%cst_14, %416) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %418 = "tf.Sqrt"(%417) {device = ""} : (tensor<f32>) -> tensor<f32>
    %419 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %420 = "tf.AddV2"(%419, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %421 = "tf.Cast"(%420) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %422 = "tf.Pow"(%cst_8, %421) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %423 = "tf.Sub"(%cst_14, %422) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %424 = "tf.Pow"(%cst_9, %421) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %425 = "tf.Sub"(%cst_14, %424) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %426 = "tf.Sqrt"(%425) {device = ""} : (tensor<f32>) -> tensor<f32>
    %427 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %428 = "tf.AddV2"(%427, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %429 = "tf.Cast"(%428) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %430 = "tf.Pow"(%cst_8, %429) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %431 = "tf.Sub"(%cst_14, %430) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %432 = "tf.Pow"(%cst_9, %429) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %433 = "tf.Sub"(%cst_14, %432) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %434 = "tf.Sqrt"(%433) {device = ""} : (tensor<f32>) -> tensor<f32>
    %435 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %436 = "tf.AddV2"(%435, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %437 = "tf.Cast"(%436) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %438 = "tf.Pow"(%cst_8, %437) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %439 = "tf.Sub"(%cst_14, %438) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %440 = "tf.Pow"(%cst_9, %437) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %441 = "tf.Sub"(%cst_14, %440) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %442 = "tf.Sqrt"(%441) {device = ""} : (tensor<f32>) -> tensor<f32>
    %443 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %444 = "tf.AddV2"(%443, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %445 = "tf.Cast"(%444) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %446 = "tf.Pow"(%cst_8, %445) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %447 = "tf.Sub"(%cst_14, %446) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %448 = "tf.Pow"(%cst_9, %445) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %449 = "tf.Sub"(%cst_14, %448) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %450 = "tf.Sqrt"(%449) {device = ""} : (tensor<f32>) -> tensor<f32>
    %451 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %452 = "tf.AddV2"(%451, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %453 = "tf.Cast"(%452) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %454 = "tf.Pow"(%cst_8, %453) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %455 = "tf.Sub"(%cst_14, %454) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %456 = "tf.Pow"(%cst_9, %453) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %457 = "tf.Sub"(%cst_14, %456) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %458 = "tf.Sqrt"(%457) {device = ""} : (tensor<f32>) -> tensor<f32>
    %459 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %460 = "tf.AddV2"(%459, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %461 = "tf.Cast"(%460) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %462 = "tf.Pow"(%cst_8, %461) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %463 = "tf.Sub"(%cst_14, %462) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %464 = "tf.Pow"(%cst_9, %461) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %465 = "tf.Sub"(%cst_14, %464) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %466 = "tf.Sqrt"(%465) {device = ""} : (tensor<f32>) -> tensor<f32>
    %467 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %468 = "tf.AddV2"(%467, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %469 = "tf.Cast"(%468) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %470 = "tf.Pow"(%cst_8, %469) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %471 = "tf.Sub"(%cst_14, %470) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %472 = "tf.Pow"(%cst_9, %469) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %473 = "tf.Sub"(%cst_14, %472) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %474 = "tf.Sqrt"(%473) {device = ""} : (tensor<f32>) -> tensor<f32>
    %475 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %476 = "tf.AddV2"(%475, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %477 = "tf.Cast"(%476) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %478 = "tf.Pow"(%cst_8, %477) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %479 = "tf.Sub"(%cst_14, %478) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %480 = "tf.Pow"(%cst_9, %477) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %481 = "tf.Sub"(%cst_14, %480) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %482 = "tf.Sqrt"(%481) {device = ""} : (tensor<f32>) -> tensor<f32>
    %483 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %484 = "tf.AddV2"(%483, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %485 = "tf.Cast"(%484) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %486 = "tf.Pow"(%cst_8, %485) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %487 = "tf.Sub"(%cst_14, %486) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %488 = "tf.Pow"(%cst_9, %485) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %489 = "tf.Sub"(%cst_14, %488) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %490 = "tf.Sqrt"(%489) {device = ""} : (tensor<f32>) -> tensor<f32>
    %491 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %492 = "tf.AddV2"(%491, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %493 = "tf.Cast"(%492) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %494 = "tf.Pow"(%cst_8, %493) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %495 = "tf.Sub"(%cst_14, %494) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %496 = "tf.Pow"(%cst_9, %493) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %497 = "tf.Sub"(%cst_14, %496) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %498 = "tf.Sqrt"(%497) {device = ""} : (tensor<f32>) -> tensor<f32>
    %499 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %500 = "tf.AddV2"(%499, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %501 = "tf.Cast"(%500) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %502 = "tf.Pow"(%cst_8, %501) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %503 = "tf.Sub"(%cst_14, %502) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %504 = "tf.Pow"(%cst_9, %501) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %505 = "tf.Sub"(%cst_14, %504) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %506 = "tf.Sqrt"(%505) {device = ""} : (tensor<f32>) -> tensor<f32>
    %507 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %508 = "tf.AddV2"(%507, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %509 = "tf.Cast"(%508) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %510 = "tf.Pow"(%cst_8, %509) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %511 = "tf.Sub"(%cst_14, %510) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %512 = "tf.Pow"(%cst_9, %509) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %513 = "tf.Sub"(%cst_14, %512) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %514 = "tf.Sqrt"(%513) {device = ""} : (tensor<f32>) -> tensor<f32>
    %515 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %516 = "tf.AddV2"(%515, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %517 = "tf.Cast"(%516) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %518 = "tf.Pow"(%cst_8, %517) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %519 = "tf.Sub"(%cst_14, %518) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %520 = "tf.Pow"(%cst_9, %517) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %521 = "tf.Sub"(%cst_14, %520) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %522 = "tf.Sqrt"(%521) {device = ""} : (tensor<f32>) -> tensor<f32>
    %523 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %524 = "tf.AddV2"(%523, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %525 = "tf.Cast"(%524) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %526 = "tf.Pow"(%cst_8, %525) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %527 = "tf.Sub"(%cst_14, %526) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %528 = "tf.Pow"(%cst_9, %525) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %529 = "tf.Sub"(%cst_14, %528) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %530 = "tf.Sqrt"(%529) {device = ""} : (tensor<f32>) -> tensor<f32>
    %531 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %532 = "tf.AddV2"(%531, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %533 = "tf.Cast"(%532) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %534 = "tf.Pow"(%cst_8, %533) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %535 = "tf.Sub"(%cst_14, %534) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %536 = "tf.Pow"(%cst_9, %533) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %537 = "tf.Sub"(%cst_14, %536) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %538 = "tf.Sqrt"(%537) {device = ""} : (tensor<f32>) -> tensor<f32>
    %539 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %540 = "tf.AddV2"(%539, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %541 = "tf.Cast"(%540) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %542 = "tf.Pow"(%cst_8, %541) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %543 = "tf.Sub"(%cst_14, %542) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %544 = "tf.Pow"(%cst_9, %541) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %545 = "tf.Sub"(%cst_14, %544) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %546 = "tf.Sqrt"(%545) {device = ""} : (tensor<f32>) -> tensor<f32>
    %547 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %548 = "tf.AddV2"(%547, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %549 = "tf.Cast"(%548) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %550 = "tf.Pow"(%cst_8, %549) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %551 = "tf.Sub"(%cst_14, %550) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %552 = "tf.Pow"(%cst_9, %549) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %553 = "tf.Sub"(%cst_14, %552) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %554 = "tf.Sqrt"(%553) {device = ""} : (tensor<f32>) -> tensor<f32>
    %555 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %556 = "tf.AddV2"(%555, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %557 = "tf.Cast"(%556) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %558 = "tf.Pow"(%cst_8, %557) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %559 = "tf.Sub"(%cst_14, %558) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %560 = "tf.Pow"(%cst_9, %557) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %561 = "tf.Sub"(%cst_14, %560) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %562 = "tf.Sqrt"(%561) {device = ""} : (tensor<f32>) -> tensor<f32>
    %563 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %564 = "tf.AddV2"(%563, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %565 = "tf.Cast"(%564) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %566 = "tf.Pow"(%cst_8, %565) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %567 = "tf.Sub"(%cst_14, %566) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %568 = "tf.Pow"(%cst_9, %565) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %569 = "tf.Sub"(%cst_14, %568) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %570 = "tf.Sqrt"(%569) {device = ""} : (tensor<f32>) -> tensor<f32>
    %571 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %572 = "tf.AddV2"(%571, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %573 = "tf.Cast"(%572) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %574 = "tf.Pow"(%cst_8, %573) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %575 = "tf.Sub"(%cst_14, %574) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %576 = "tf.Pow"(%cst_9, %573) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %577 = "tf.Sub"(%cst_14, %576) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %578 = "tf.Sqrt"(%577) {device = ""} : (tensor<f32>) -> tensor<f32>
    %579 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %580 = "tf.AddV2"(%579, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %581 = "tf.Cast"(%580) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %582 = "tf.Pow"(%cst_8, %581) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %583 = "tf.Sub"(%cst_14, %582) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %584 = "tf.Pow"(%cst_9, %581) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %585 = "tf.Sub"(%cst_14, %584) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %586 = "tf.Sqrt"(%585) {device = ""} : (tensor<f32>) -> tensor<f32>
    %587 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %588 = "tf.AddV2"(%587, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %589 = "tf.Cast"(%588) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %590 = "tf.Pow"(%cst_8, %589) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %591 = "tf.Sub"(%cst_14, %590) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %592 = "tf.Pow"(%cst_9, %589) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %593 = "tf.Sub"(%cst_14, %592) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %594 = "tf.Sqrt"(%593) {device = ""} : (tensor<f32>) -> tensor<f32>
    %595 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %596 = "tf.AddV2"(%595, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %597 = "tf.Cast"(%596) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %598 = "tf.Pow"(%cst_8, %597) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %599 = "tf.Sub"(%cst_14, %598) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %600 = "tf.Pow"(%cst_9, %597) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %601 = "tf.Sub"(%cst_14, %600) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %602 = "tf.Sqrt"(%601) {device = ""} : (tensor<f32>) -> tensor<f32>
    %603 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %604 = "tf.AddV2"(%603, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %605 = "tf.Cast"(%604) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %606 = "tf.Pow"(%cst_8, %605) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %607 = "tf.Sub"(%cst_14, %606) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %608 = "tf.Pow"(%cst_9, %605) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %609 = "tf.Sub"(%cst_14, %608) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %610 = "tf.Sqrt"(%609) {device = ""} : (tensor<f32>) -> tensor<f32>
    %611 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %612 = "tf.AddV2"(%611, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %613 = "tf.Cast"(%612) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %614 = "tf.Pow"(%cst_8, %613) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %615 = "tf.Sub"(%cst_14, %614) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %616 = "tf.Pow"(%cst_9, %613) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %617 = "tf.Sub"(%cst_14, %616) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %618 = "tf.Sqrt"(%617) {device = ""} : (tensor<f32>) -> tensor<f32>
    %619 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %620 = "tf.AddV2"(%619, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %621 = "tf.Cast"(%620) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %622 = "tf.Pow"(%cst_8, %621) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %623 = "tf.Sub"(%cst_14, %622) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %624 = "tf.Pow"(%cst_9, %621) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %625 = "tf.Sub"(%cst_14, %624) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %626 = "tf.Sqrt"(%625) {device = ""} : (tensor<f32>) -> tensor<f32>
    %627 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %628 = "tf.AddV2"(%627, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %629 = "tf.Cast"(%628) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %630 = "tf.Pow"(%cst_8, %629) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %631 = "tf.Sub"(%cst_14, %630) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %632 = "tf.Pow"(%cst_9, %629) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %633 = "tf.Sub"(%cst_14, %632) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %634 = "tf.Sqrt"(%633) {device = ""} : (tensor<f32>) -> tensor<f32>
    %635 = "tf.Identity"(%224) {device = ""} : (tensor<i64>) -> tensor<i64>
    %636 = "tf.Identity"(%226) {device = ""} : (tensor<i64>) -> tensor<i64>
    %637 = "tf.AddV2"(%635, %cst_0) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %638 = "tf.Cast"(%637) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %639 = "tf.Pow"(%cst_8, %638) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %640 = "tf.Sub"(%cst_14, %639) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %641 = "tf.Pow"(%cst_9, %638) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %642 = "tf.Sub"(%cst_14, %641) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %643 = "tf.Sqrt"(%642) {device = ""} : (tensor<f32>) -> tensor<f32>
    %644 = "tf.ReadVariableOp"(%38) {device = ""} : (tensor<*x!tf_type.resource<tensor<f32>>>) -> tensor<f32>
    %645 = "tf.Identity"(%644) {device = ""} : (tensor<f32>) -> tensor<f32>
    %646 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %647 = "tf.Mul"(%646, %234) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %648 = "tf.RealDiv"(%647, %231) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %649 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %650 = "tf.Mul"(%649, %362) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %651 = "tf.RealDiv"(%650, %359) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %652 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %653 = "tf.Mul"(%652, %370) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %654 = "tf.RealDiv"(%653, %367) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %655 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %656 = "tf.Mul"(%655, %378) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %657 = "tf.RealDiv"(%656, %375) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %658 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %659 = "tf.Mul"(%658, %394) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %660 = "tf.RealDiv"(%659, %391) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %661 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %662 = "tf.Mul"(%661, %402) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %663 = "tf.RealDiv"(%662, %399) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %664 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %665 = "tf.Mul"(%664, %410) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %666 = "tf.RealDiv"(%665, %407) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %667 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %668 = "tf.Mul"(%667, %386) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %669 = "tf.RealDiv"(%668, %383) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %670 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %671 = "tf.Mul"(%670, %418) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %672 = "tf.RealDiv"(%671, %415) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %673 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %674 = "tf.Mul"(%673, %426) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %675 = "tf.RealDiv"(%674, %423) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %676 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %677 = "tf.Mul"(%676, %434) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %678 = "tf.RealDiv"(%677, %431) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %679 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %680 = "tf.Mul"(%679, %442) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %681 = "tf.RealDiv"(%680, %439) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %682 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %683 = "tf.Mul"(%682, %450) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %684 = "tf.RealDiv"(%683, %447) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %685 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %686 = "tf.Mul"(%685, %458) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %687 = "tf.RealDiv"(%686, %455) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %688 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %689 = "tf.Mul"(%688, %466) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %690 = "tf.RealDiv"(%689, %463) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %691 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %692 = "tf.Mul"(%691, %482) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %693 = "tf.RealDiv"(%692, %479) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %694 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %695 = "tf.Mul"(%694, %490) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %696 = "tf.RealDiv"(%695, %487) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %697 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %698 = "tf.Mul"(%697, %498) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %699 = "tf.RealDiv"(%698, %495) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %700 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %701 = "tf.Mul"(%700, %474) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %702 = "tf.RealDiv"(%701, %471) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %703 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %704 = "tf.Mul"(%703, %506) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %705 = "tf.RealDiv"(%704, %503) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %706 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %707 = "tf.Mul"(%706, %514) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %708 = "tf.RealDiv"(%707, %511) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %709 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %710 = "tf.Mul"(%709, %522) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %711 = "tf.RealDiv"(%710, %519) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %712 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %713 = "tf.Mul"(%712, %530) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %714 = "tf.RealDiv"(%713, %527) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %715 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %716 = "tf.Mul"(%715, %538) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %717 = "tf.RealDiv"(%716, %535) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %718 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %719 = "tf.Mul"(%718, %546) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %720 = "tf.RealDiv"(%719, %543) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %721 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %722 = "tf.Mul"(%721, %554) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %723 = "tf.RealDiv"(%722, %551) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %724 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %725 = "tf.Mul"(%724, %570) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %726 = "tf.RealDiv"(%725, %567) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %727 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %728 = "tf.Mul"(%727, %578) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %729 = "tf.RealDiv"(%728, %575) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %730 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %731 = "tf.Mul"(%730, %586) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %732 = "tf.RealDiv"(%731, %583) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %733 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %734 = "tf.Mul"(%733, %562) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %735 = "tf.RealDiv"(%734, %559) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %736 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %737 = "tf.Mul"(%736, %594) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %738 = "tf.RealDiv"(%737, %591) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %739 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %740 = "tf.Mul"(%739, %602) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %741 = "tf.RealDiv"(%740, %599) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %742 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %743 = "tf.Mul"(%742, %610) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %744 = "tf.RealDiv"(%743, %607) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %745 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %746 = "tf.Mul"(%745, %618) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %747 = "tf.RealDiv"(%746, %615) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %748 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %749 = "tf.Mul"(%748, %626) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %750 = "tf.RealDiv"(%749, %623) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %751 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %752 = "tf.Mul"(%751, %634) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %753 = "tf.RealDiv"(%752, %631) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %754 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %755 = "tf.Mul"(%754, %643) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %756 = "tf.RealDiv"(%755, %640) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %757 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %758 = "tf.Mul"(%757, %250) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %759 = "tf.RealDiv"(%758, %247) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %760 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %761 = "tf.Mul"(%760, %258) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %762 = "tf.RealDiv"(%761, %255) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %763 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %764 = "tf.Mul"(%763, %242) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %765 = "tf.RealDiv"(%764, %239) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %766 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %767 = "tf.Mul"(%766, %266) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %768 = "tf.RealDiv"(%767, %263) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %769 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %770 = "tf.Mul"(%769, %274) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %771 = "tf.RealDiv"(%770, %271) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %772 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %773 = "tf.Mul"(%772, %282) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %774 = "tf.RealDiv"(%773, %279) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %775 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %776 = "tf.Mul"(%775, %290) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %777 = "tf.RealDiv"(%776, %287) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %778 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %779 = "tf.Mul"(%778, %306) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %780 = "tf.RealDiv"(%779, %303) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %781 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %782 = "tf.Mul"(%781, %314) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %783 = "tf.RealDiv"(%782, %311) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %784 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %785 = "tf.Mul"(%784, %298) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %786 = "tf.RealDiv"(%785, %295) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %787 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %788 = "tf.Mul"(%787, %322) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %789 = "tf.RealDiv"(%788, %319) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %790 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %791 = "tf.Mul"(%790, %330) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %792 = "tf.RealDiv"(%791, %327) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %793 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %794 = "tf.Mul"(%793, %338) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %795 = "tf.RealDiv"(%794, %335) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %796 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %797 = "tf.Mul"(%796, %346) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %798 = "tf.RealDiv"(%797, %343) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %799 = "tf.Identity"(%645) {device = ""} : (tensor<f32>) -> tensor<f32>
    %800 = "tf.Mul"(%799, %354) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %801 = "tf.RealDiv"(%800, %351) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %802 = "tf.ReadVariableOp"(%146) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %803 = "tf.Identity"(%802) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %804 = "tf.Identity"(%803) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %805 = "tf.Reshape"(%804, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %806 = "tf.ReadVariableOp"(%37) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %807 = "tf.Identity"(%806) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %808 = "tf.Identity"(%807) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %809 = "tf.ReadVariableOp"(%36) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %810 = "tf.Identity"(%809) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %811 = "tf.Identity"(%810) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %812 = "tf.ReadVariableOp"(%35) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %813 = "tf.Identity"(%812) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %814 = "tf.Identity"(%813) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %815 = "tf.ReadVariableOp"(%34) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %816 = "tf.Identity"(%815) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %817 = "tf.Identity"(%816) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %818 = "tf.ReadVariableOp"(%33) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %819 = "tf.Identity"(%818) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %820 = "tf.Identity"(%819) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %821 = "tf.ReadVariableOp"(%32) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %822 = "tf.Identity"(%821) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %823 = "tf.Identity"(%822) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %824 = "tf.ReadVariableOp"(%31) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %825 = "tf.Identity"(%824) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %826 = "tf.Identity"(%825) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %827 = "tf.ReadVariableOp"(%30) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %828 = "tf.Identity"(%827) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %829 = "tf.Identity"(%828) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %830 = "tf.ReadVariableOp"(%29) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %831 = "tf.Identity"(%830) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %832 = "tf.Identity"(%831) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %833 = "tf.ReadVariableOp"(%28) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %834 = "tf.Identity"(%833) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %835 = "tf.Identity"(%834) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %836 = "tf.ReadVariableOp"(%145) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %837 = "tf.Identity"(%836) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %838 = "tf.Identity"(%837) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %839 = "tf.Reshape"(%838, %cst_19) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %840 = "tf.ReadVariableOp"(%27) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %841 = "tf.Identity"(%840) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %842 = "tf.Identity"(%841) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %843 = "tf.ReadVariableOp"(%26) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %844 = "tf.Identity"(%843) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %845 = "tf.Identity"(%844) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %846 = "tf.ReadVariableOp"(%25) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %847 = "tf.Identity"(%846) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %848 = "tf.Identity"(%847) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %849 = "tf.ReadVariableOp"(%24) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %850 = "tf.Identity"(%849) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %851 = "tf.Identity"(%850) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %852 = "tf.ReadVariableOp"(%23) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %853 = "tf.Identity"(%852) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %854 = "tf.Identity"(%853) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %855 = "tf.ReadVariableOp"(%22) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %856 = "tf.Identity"(%855) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %857 = "tf.Identity"(%856) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %858 = "tf.ReadVariableOp"(%21) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %859 = "tf.Identity"(%858) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %860 = "tf.Identity"(%859) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %861 = "tf.ReadVariableOp"(%20) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %862 = "tf.Identity"(%861) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %863 = "tf.Identity"(%862) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %864 = "tf.ReadVariableOp"(%19) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %865 = "tf.Identity"(%864) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %866 = "tf.Identity"(%865) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %867 = "tf.ReadVariableOp"(%18) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %868 = "tf.Identity"(%867) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %869 = "tf.Identity"(%868) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %870 = "tf.ReadVariableOp"(%144) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %871 = "tf.Identity"(%870) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %872 = "tf.Identity"(%871) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %873 = "tf.Reshape"(%872, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %874 = "tf.ReadVariableOp"(%17) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %875 = "tf.Identity"(%874) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %876 = "tf.Identity"(%875) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %877 = "tf.ReadVariableOp"(%16) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %878 = "tf.Identity"(%877) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %879 = "tf.Identity"(%878) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %880 = "tf.ReadVariableOp"(%15) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %881 = "tf.Identity"(%880) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %882 = "tf.Identity"(%881) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %883 = "tf.ReadVariableOp"(%14) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %884 = "tf.Identity"(%883) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %885 = "tf.Identity"(%884) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %886 = "tf.ReadVariableOp"(%13) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %887 = "tf.Identity"(%886) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %888 = "tf.Identity"(%887) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %889 = "tf.ReadVariableOp"(%12) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %890 = "tf.Identity"(%889) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %891 = "tf.Identity"(%890) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %892 = "tf.ReadVariableOp"(%11) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %893 = "tf.Identity"(%892) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %894 = "tf.Identity"(%893) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %895 = "tf.ReadVariableOp"(%10) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %896 = "tf.Identity"(%895) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %897 = "tf.Identity"(%896) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %898 = "tf.ReadVariableOp"(%9) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %899 = "tf.Identity"(%898) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %900 = "tf.Identity"(%899) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %901 = "tf.ReadVariableOp"(%8) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %902 = "tf.Identity"(%901) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %903 = "tf.Identity"(%902) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %904 = "tf.ReadVariableOp"(%143) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %905 = "tf.Identity"(%904) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %906 = "tf.Identity"(%905) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %907 = "tf.Reshape"(%906, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %908 = "tf.ReadVariableOp"(%7) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %909 = "tf.Identity"(%908) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %910 = "tf.Identity"(%909) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %911 = "tf.ReadVariableOp"(%6) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %912 = "tf.Identity"(%911) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %913 = "tf.Identity"(%912) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %914 = "tf.ReadVariableOp"(%5) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %915 = "tf.Identity"(%914) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %916 = "tf.Identity"(%915) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %917 = "tf.ReadVariableOp"(%4) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %918 = "tf.Identity"(%917) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %919 = "tf.Identity"(%918) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %920 = "tf.ReadVariableOp"(%3) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %921 = "tf.Identity"(%920) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %922 = "tf.Identity"(%921) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %923 = "tf.ReadVariableOp"(%2) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %924 = "tf.Identity"(%923) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %925 = "tf.Identity"(%924) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %926 = "tf.ReadVariableOp"(%1) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %927 = "tf.Identity"(%926) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %928 = "tf.Identity"(%927) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %929 = "tf.ReadVariableOp"(%0) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %930 = "tf.Identity"(%929) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %931 = "tf.Identity"(%930) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %932 = "tf.ReadVariableOp"(%142) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %933 = "tf.Identity"(%932) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %934 = "tf.Identity"(%933) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %935 = "tf.Reshape"(%934, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %936 = "tf.ReadVariableOp"(%141) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %937 = "tf.Identity"(%936) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %938 = "tf.Identity"(%937) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %939 = "tf.GatherV2"(%938, %162, %cst_17) <{batch_dims = 0 : i64}> {device = ""} : (tensor<16384x256xf32>, tensor<32x32xi32>, tensor<i32>) -> tensor<32x32x256xf32>
    %940 = "tf.Mul"(%939, %cst_39) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %941 = "tf.ReadVariableOp"(%140) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %942 = "tf.Identity"(%941) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %943 = "tf.Identity"(%942) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %944 = "tf.ReadVariableOp"(%139) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %945 = "tf.Identity"(%944) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %946 = "tf.Identity"(%945) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %947 = "tf.ReadVariableOp"(%138) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %948 = "tf.Identity"(%947) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %949 = "tf.Identity"(%948) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %950 = "tf.ReadVariableOp"(%156) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %951 = "tf.Identity"(%950) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %952 = "tf.Identity"(%951) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %953 = "tf.Reshape"(%952, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %954 = "tf.ReadVariableOp"(%137) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %955 = "tf.Identity"(%954) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %956 = "tf.Identity"(%955) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %957 = "tf.ReadVariableOp"(%136) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %958 = "tf.Identity"(%957) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %959 = "tf.Identity"(%958) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %960 = "tf.ReadVariableOp"(%135) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %961 = "tf.Identity"(%960) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %962 = "tf.Identity"(%961) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %963 = "tf.ReadVariableOp"(%134) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %964 = "tf.Identity"(%963) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %965 = "tf.Identity"(%964) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %966 = "tf.ReadVariableOp"(%133) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %967 = "tf.Identity"(%966) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %968 = "tf.Identity"(%967) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %969 = "tf.ReadVariableOp"(%132) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %970 = "tf.Identity"(%969) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %971 = "tf.Identity"(%970) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %972 = "tf.ReadVariableOp"(%131) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %973 = "tf.Identity"(%972) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %974 = "tf.Identity"(%973) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %975 = "tf.ReadVariableOp"(%130) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %976 = "tf.Identity"(%975) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %977 = "tf.Identity"(%976) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %978 = "tf.ReadVariableOp"(%129) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %979 = "tf.Identity"(%978) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %980 = "tf.Identity"(%979) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %981 = "tf.ReadVariableOp"(%128) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %982 = "tf.Identity"(%981) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %983 = "tf.Identity"(%982) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %984 = "tf.ReadVariableOp"(%155) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %985 = "tf.Identity"(%984) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %986 = "tf.Identity"(%985) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %987 = "tf.Reshape"(%986, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %988 = "tf.ReadVariableOp"(%127) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %989 = "tf.Identity"(%988) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %990 = "tf.Identity"(%989) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %991 = "tf.ReadVariableOp"(%126) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %992 = "tf.Identity"(%991) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %993 = "tf.Identity"(%992) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %994 = "tf.ReadVariableOp"(%125) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %995 = "tf.Identity"(%994) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %996 = "tf.Identity"(%995) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %997 = "tf.ReadVariableOp"(%124) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %998 = "tf.Identity"(%997) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %999 = "tf.Identity"(%998) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1000 = "tf.Reshape"(%999, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1001 = "tf.ReadVariableOp"(%123) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1002 = "tf.Identity"(%1001) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1003 = "tf.Identity"(%1002) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1004 = "tf.Reshape"(%1003, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1005 = "tf.ReadVariableOp"(%122) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1006 = "tf.Identity"(%1005) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1007 = "tf.Identity"(%1006) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1008 = "tf.Reshape"(%1007, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1009 = "tf.ReadVariableOp"(%121) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1010 = "tf.Identity"(%1009) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1011 = "tf.Identity"(%1010) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1012 = "tf.Reshape"(%1011, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1013 = "tf.ReadVariableOp"(%120) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1014 = "tf.Identity"(%1013) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1015 = "tf.Identity"(%1014) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1016 = "tf.Reshape"(%1015, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1017 = "tf.ReadVariableOp"(%119) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1018 = "tf.Identity"(%1017) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1019 = "tf.Identity"(%1018) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1020 = "tf.Reshape"(%1019, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1021 = "tf.ReadVariableOp"(%118) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1022 = "tf.Identity"(%1021) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1023 = "tf.Identity"(%1022) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1024 = "tf.Reshape"(%1023, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1025 = "tf.ReadVariableOp"(%154) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1026 = "tf.Identity"(%1025) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1027 = "tf.Identity"(%1026) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1028 = "tf.Reshape"(%1027, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1029 = "tf.ReadVariableOp"(%117) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1030 = "tf.Identity"(%1029) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1031 = "tf.Identity"(%1030) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1032 = "tf.Reshape"(%1031, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1033 = "tf.ReadVariableOp"(%116) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1034 = "tf.Identity"(%1033) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1035 = "tf.Identity"(%1034) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1036 = "tf.Reshape"(%1035, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1037 = "tf.ReadVariableOp"(%115) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1038 = "tf.Identity"(%1037) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1039 = "tf.Identity"(%1038) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1040 = "tf.Reshape"(%1039, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1041 = "tf.ReadVariableOp"(%114) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1042 = "tf.Identity"(%1041) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1043 = "tf.Identity"(%1042) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1044 = "tf.Reshape"(%1043, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1045 = "tf.ReadVariableOp"(%113) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1046 = "tf.Identity"(%1045) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1047 = "tf.Identity"(%1046) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1048 = "tf.Reshape"(%1047, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1049 = "tf.ReadVariableOp"(%112) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1050 = "tf.Identity"(%1049) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1051 = "tf.Identity"(%1050) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1052 = "tf.Reshape"(%1051, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1053 = "tf.ReadVariableOp"(%111) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1054 = "tf.Identity"(%1053) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1055 = "tf.Identity"(%1054) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1056 = "tf.Reshape"(%1055, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1057 = "tf.ReadVariableOp"(%110) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1058 = "tf.Identity"(%1057) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1059 = "tf.Identity"(%1058) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1060 = "tf.Reshape"(%1059, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1061 = "tf.ReadVariableOp"(%109) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %1062 = "tf.Identity"(%1061) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1063 = "tf.Identity"(%1062) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1064 = "tf.Reshape"(%1063, %cst_38) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1065 = "tf.ReadVariableOp"(%108) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %1066 = "tf.Identity"(%1065) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1067 = "tf.Identity"(%1066) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1068 = "tf.ReadVariableOp"(%153) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1069 = "tf.Identity"(%1068) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1070 = "tf.Identity"(%1069) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1071 = "tf.Reshape"(%1070, %cst_19) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1072 = "tf.ReadVariableOp"(%107) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %1073 = "tf.Identity"(%1072) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %1074 = "tf.Identity"(%1073) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %1075 = "tf.ReadVariableOp"(%106) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %1076 = "tf.Identity"(%1075) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %1077 = "tf.Identity"(%1076) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %1078 = "tf.ReadVariableOp"(%105) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1079 = "tf.Identity"(%1078) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1080 = "tf.Identity"(%1079) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1081 = "tf.ReadVariableOp"(%104) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1082 = "tf.Identity"(%1081) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1083 = "tf.Identity"(%1082) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1084 = "tf.ReadVariableOp"(%103) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1085 = "tf.Identity"(%1084) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1086 = "tf.Identity"(%1085) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1087 = "tf.ReadVariableOp"(%102) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1088 = "tf.Identity"(%1087) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1089 = "tf.Identity"(%1088) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1090 = "tf.ReadVariableOp"(%101) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1091 = "tf.Identity"(%1090) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1092 = "tf.Identity"(%1091) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1093 = "tf.ReadVariableOp"(%100) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1094 = "tf.Identity"(%1093) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1095 = "tf.Identity"(%1094) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1096 = "tf.ReadVariableOp"(%99) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1097 = "tf.Identity"(%1096) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1098 = "tf.Identity"(%1097) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1099 = "tf.ReadVariableOp"(%98) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1100 = "tf.Identity"(%1099) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1101 = "tf.Identity"(%1100) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1102 = "tf.ReadVariableOp"(%152) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1103 = "tf.Identity"(%1102) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1104 = "tf.Identity"(%1103) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1105 = "tf.Reshape"(%1104, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1106 = "tf.ReadVariableOp"(%97) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1107 = "tf.Identity"(%1106) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1108 = "tf.Identity"(%1107) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1109 = "tf.ReadVariableOp"(%96) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1110 = "tf.Identity"(%1109) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1111 = "tf.Identity"(%1110) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1112 = "tf.ReadVariableOp"(%95) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1113 = "tf.Identity"(%1112) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1114 = "tf.Identity"(%1113) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1115 = "tf.ReadVariableOp"(%94) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1116 = "tf.Identity"(%1115) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1117 = "tf.Identity"(%1116) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1118 = "tf.ReadVariableOp"(%93) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1119 = "tf.Identity"(%1118) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1120 = "tf.Identity"(%1119) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1121 = "tf.ReadVariableOp"(%92) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1122 = "tf.Identity"(%1121) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1123 = "tf.Identity"(%1122) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1124 = "tf.ReadVariableOp"(%91) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1125 = "tf.Identity"(%1124) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1126 = "tf.Identity"(%1125) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1127 = "tf.ReadVariableOp"(%90) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1128 = "tf.Identity"(%1127) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1129 = "tf.Identity"(%1128) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1130 = "tf.ReadVariableOp"(%89) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1131 = "tf.Identity"(%1130) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1132 = "tf.Identity"(%1131) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1133 = "tf.ReadVariableOp"(%88) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1134 = "tf.Identity"(%1133) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1135 = "tf.Identity"(%1134) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1136 = "tf.ReadVariableOp"(%151) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1137 = "tf.Identity"(%1136) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1138 = "tf.Identity"(%1137) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1139 = "tf.Reshape"(%1138, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1140 = "tf.ReadVariableOp"(%87) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1141 = "tf.Identity"(%1140) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1142 = "tf.Identity"(%1141) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1143 = "tf.ReadVariableOp"(%86) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1144 = "tf.Identity"(%1143) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1145 = "tf.Identity"(%1144) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1146 = "tf.ReadVariableOp"(%85) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1147 = "tf.Identity"(%1146) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1148 = "tf.Identity"(%1147) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1149 = "tf.ReadVariableOp"(%84) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1150 = "tf.Identity"(%1149) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1151 = "tf.Identity"(%1150) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1152 = "tf.ReadVariableOp"(%83) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1153 = "tf.Identity"(%1152) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1154 = "tf.Identity"(%1153) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1155 = "tf.ReadVariableOp"(%82) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1156 = "tf.Identity"(%1155) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1157 = "tf.Identity"(%1156) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1158 = "tf.ReadVariableOp"(%81) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1159 = "tf.Identity"(%1158) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1160 = "tf.Identity"(%1159) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1161 = "tf.ReadVariableOp"(%80) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1162 = "tf.Identity"(%1161) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1163 = "tf.Identity"(%1162) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1164 = "tf.ReadVariableOp"(%79) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1165 = "tf.Identity"(%1164) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1166 = "tf.Identity"(%1165) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1167 = "tf.ReadVariableOp"(%78) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1168 = "tf.Identity"(%1167) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1169 = "tf.Identity"(%1168) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1170 = "tf.ReadVariableOp"(%150) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1171 = "tf.Identity"(%1170) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1172 = "tf.Identity"(%1171) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1173 = "tf.Reshape"(%1172, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1174 = "tf.ReadVariableOp"(%77) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1175 = "tf.Identity"(%1174) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1176 = "tf.Identity"(%1175) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1177 = "tf.ReadVariableOp"(%76) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1178 = "tf.Identity"(%1177) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1179 = "tf.Identity"(%1178) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1180 = "tf.ReadVariableOp"(%75) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1181 = "tf.Identity"(%1180) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1182 = "tf.Identity"(%1181) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1183 = "tf.ReadVariableOp"(%74) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1184 = "tf.Identity"(%1183) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1185 = "tf.Identity"(%1184) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1186 = "tf.ReadVariableOp"(%73) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1187 = "tf.Identity"(%1186) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1188 = "tf.Identity"(%1187) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1189 = "tf.ReadVariableOp"(%72) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1190 = "tf.Identity"(%1189) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1191 = "tf.Identity"(%1190) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1192 = "tf.ReadVariableOp"(%71) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1193 = "tf.Identity"(%1192) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1194 = "tf.Identity"(%1193) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1195 = "tf.ReadVariableOp"(%70) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1196 = "tf.Identity"(%1195) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1197 = "tf.Identity"(%1196) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1198 = "tf.ReadVariableOp"(%69) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1199 = "tf.Identity"(%1198) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1200 = "tf.Identity"(%1199) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1201 = "tf.ReadVariableOp"(%68) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1202 = "tf.Identity"(%1201) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1203 = "tf.Identity"(%1202) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1204 = "tf.ReadVariableOp"(%149) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1205 = "tf.Identity"(%1204) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1206 = "tf.Identity"(%1205) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1207 = "tf.Reshape"(%1206, %cst_19) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1208 = "tf.ReadVariableOp"(%67) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1209 = "tf.Identity"(%1208) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1210 = "tf.Identity"(%1209) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1211 = "tf.ReadVariableOp"(%66) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1212 = "tf.Identity"(%1211) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1213 = "tf.Identity"(%1212) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1214 = "tf.ReadVariableOp"(%65) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1215 = "tf.Identity"(%1214) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1216 = "tf.Identity"(%1215) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1217 = "tf.ReadVariableOp"(%64) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1218 = "tf.Identity"(%1217) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1219 = "tf.Identity"(%1218) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1220 = "tf.ReadVariableOp"(%63) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1221 = "tf.Identity"(%1220) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1222 = "tf.Identity"(%1221) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1223 = "tf.ReadVariableOp"(%62) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1224 = "tf.Identity"(%1223) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1225 = "tf.Identity"(%1224) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1226 = "tf.ReadVariableOp"(%61) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1227 = "tf.Identity"(%1226) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1228 = "tf.Identity"(%1227) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1229 = "tf.ReadVariableOp"(%60) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1230 = "tf.Identity"(%1229) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1231 = "tf.Identity"(%1230) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1232 = "tf.ReadVariableOp"(%59) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1233 = "tf.Identity"(%1232) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1234 = "tf.Identity"(%1233) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1235 = "tf.ReadVariableOp"(%58) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1236 = "tf.Identity"(%1235) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1237 = "tf.Identity"(%1236) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1238 = "tf.ReadVariableOp"(%148) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1239 = "tf.Identity"(%1238) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1240 = "tf.Identity"(%1239) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1241 = "tf.Reshape"(%1240, %cst_20) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1242 = "tf.ReadVariableOp"(%157) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1243 = "tf.Identity"(%1242) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1244 = "tf.Identity"(%1243) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1245 = "tf.Reshape"(%1244, %cst_19) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1246 = "tf.GatherV2"(%1067, %cst_41, %cst_17) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %1247 = "tf.AddV2"(%940, %1246) {device = ""} : (tensor<32x32x256xf32>, tensor<32x256xf32>) -> tensor<32x32x256xf32>
    %1248 = "tf.BatchMatMulV2"(%1247, %953) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1249 = "tf.Reshape"(%1248, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1250 = "tf.BatchMatMulV2"(%1247, %987) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1251 = "tf.Reshape"(%1250, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1252 = "tf.Einsum"(%1251, %1249) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1253 = "tf.Mul"(%1252, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1254 = "tf.SelectV2"(%cst_23, %1253, %cst_16) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1255 = "tf.Softmax"(%1254) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1256 = "tf.BatchMatMulV2"(%1247, %1028) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1257 = "tf.Reshape"(%1256, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1258 = "tf.Einsum"(%1255, %1257) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1259 = "tf.Reshape"(%1258, %cst_18) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1260 = "tf.BatchMatMulV2"(%1259, %1245) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1261 = "tf.AddV2"(%1247, %1260) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1262 = "tf.Mean"(%1261, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1263 = "tf.Neg"(%1262) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1264 = "tf.StopGradient"(%1262) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1265 = "tf.SquaredDifference"(%1261, %1264) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1266 = "tf.Mean"(%1265, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1267 = "tf.AddV2"(%1266, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1268 = "tf.Rsqrt"(%1267) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1269 = "tf.Mul"(%1268, %1004) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1270 = "tf.Mul"(%1263, %1269) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1271 = "tf.AddV2"(%1270, %1000) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1272 = "tf.Mul"(%1261, %1269) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1273 = "tf.AddV2"(%1272, %1271) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1274 = "tf.Reshape"(%1273, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1275 = "tf.MatMul"(%1274, %946) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1276 = "tf.Reshape"(%1275, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1277 = "tf.BiasAdd"(%1276, %943) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1278 = "tf.Relu"(%1277) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1279 = "tf.Reshape"(%1278, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1280 = "tf.MatMul"(%1279, %974) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1281 = "tf.Reshape"(%1280, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1282 = "tf.BiasAdd"(%1281, %971) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1283 = "tf.AddV2"(%1273, %1282) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1284 = "tf.Mean"(%1283, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1285 = "tf.Neg"(%1284) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1286 = "tf.StopGradient"(%1284) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1287 = "tf.SquaredDifference"(%1283, %1286) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1288 = "tf.Mean"(%1287, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1289 = "tf.AddV2"(%1288, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1290 = "tf.Rsqrt"(%1289) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1291 = "tf.Mul"(%1290, %1040) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1292 = "tf.Mul"(%1285, %1291) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1293 = "tf.AddV2"(%1292, %1036) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1294 = "tf.Mul"(%1283, %1291) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1295 = "tf.AddV2"(%1294, %1293) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1296 = "tf.BatchMatMulV2"(%1295, %1105) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1297 = "tf.Reshape"(%1296, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1298 = "tf.BatchMatMulV2"(%1295, %1139) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1299 = "tf.Reshape"(%1298, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1300 = "tf.Einsum"(%1299, %1297) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1301 = "tf.Mul"(%1300, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1302 = "tf.SelectV2"(%cst_23, %1301, %cst_16) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1303 = "tf.Softmax"(%1302) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1304 = "tf.BatchMatMulV2"(%1295, %1173) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1305 = "tf.Reshape"(%1304, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1306 = "tf.Einsum"(%1303, %1305) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1307 = "tf.Reshape"(%1306, %cst_18) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1308 = "tf.BatchMatMulV2"(%1307, %1071) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1309 = "tf.AddV2"(%1295, %1308) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1310 = "tf.Mean"(%1309, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1311 = "tf.Neg"(%1310) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1312 = "tf.StopGradient"(%1310) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1313 = "tf.SquaredDifference"(%1309, %1312) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1314 = "tf.Mean"(%1313, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1315 = "tf.AddV2"(%1314, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1316 = "tf.Rsqrt"(%1315) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1317 = "tf.Mul"(%1316, %1012) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1318 = "tf.Mul"(%1311, %1317) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1319 = "tf.AddV2"(%1318, %1008) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1320 = "tf.Mul"(%1309, %1317) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1321 = "tf.AddV2"(%1320, %1319) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1322 = "tf.Reshape"(%1321, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1323 = "tf.MatMul"(%1322, %956) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1324 = "tf.Reshape"(%1323, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1325 = "tf.BiasAdd"(%1324, %949) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1326 = "tf.Relu"(%1325) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1327 = "tf.Reshape"(%1326, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1328 = "tf.MatMul"(%1327, %980) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1329 = "tf.Reshape"(%1328, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1330 = "tf.BiasAdd"(%1329, %977) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1331 = "tf.AddV2"(%1321, %1330) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1332 = "tf.Mean"(%1331, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1333 = "tf.Neg"(%1332) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1334 = "tf.StopGradient"(%1332) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1335 = "tf.SquaredDifference"(%1331, %1334) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1336 = "tf.Mean"(%1335, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1337 = "tf.AddV2"(%1336, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1338 = "tf.Rsqrt"(%1337) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1339 = "tf.Mul"(%1338, %1048) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1340 = "tf.Mul"(%1333, %1339) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1341 = "tf.AddV2"(%1340, %1044) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1342 = "tf.Mul"(%1331, %1339) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1343 = "tf.AddV2"(%1342, %1341) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1344 = "tf.BatchMatMulV2"(%1343, %1241) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1345 = "tf.Reshape"(%1344, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1346 = "tf.BatchMatMulV2"(%1343, %198) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1347 = "tf.Reshape"(%1346, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1348 = "tf.Einsum"(%1347, %1345) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1349 = "tf.Mul"(%1348, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1350 = "tf.SelectV2"(%cst_23, %1349, %cst_16) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1351 = "tf.Softmax"(%1350) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1352 = "tf.BatchMatMulV2"(%1343, %805) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1353 = "tf.Reshape"(%1352, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1354 = "tf.Einsum"(%1351, %1353) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1355 = "tf.Reshape"(%1354, %cst_18) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1356 = "tf.BatchMatMulV2"(%1355, %1207) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1357 = "tf.AddV2"(%1343, %1356) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1358 = "tf.Mean"(%1357, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1359 = "tf.Neg"(%1358) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1360 = "tf.StopGradient"(%1358) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1361 = "tf.SquaredDifference"(%1357, %1360) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1362 = "tf.Mean"(%1361, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1363 = "tf.AddV2"(%1362, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1364 = "tf.Rsqrt"(%1363) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1365 = "tf.Mul"(%1364, %1020) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1366 = "tf.Mul"(%1359, %1365) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1367 = "tf.AddV2"(%1366, %1016) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1368 = "tf.Mul"(%1357, %1365) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1369 = "tf.AddV2"(%1368, %1367) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1370 = "tf.Reshape"(%1369, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1371 = "tf.MatMul"(%1370, %962) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1372 = "tf.Reshape"(%1371, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1373 = "tf.BiasAdd"(%1372, %959) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1374 = "tf.Relu"(%1373) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1375 = "tf.Reshape"(%1374, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1376 = "tf.MatMul"(%1375, %990) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1377 = "tf.Reshape"(%1376, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1378 = "tf.BiasAdd"(%1377, %983) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1379 = "tf.AddV2"(%1369, %1378) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1380 = "tf.Mean"(%1379, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1381 = "tf.Neg"(%1380) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1382 = "tf.StopGradient"(%1380) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1383 = "tf.SquaredDifference"(%1379, %1382) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1384 = "tf.Mean"(%1383, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1385 = "tf.AddV2"(%1384, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1386 = "tf.Rsqrt"(%1385) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1387 = "tf.Mul"(%1386, %1056) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1388 = "tf.Mul"(%1381, %1387) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1389 = "tf.AddV2"(%1388, %1052) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1390 = "tf.Mul"(%1379, %1387) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1391 = "tf.AddV2"(%1390, %1389) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1392 = "tf.BatchMatMulV2"(%1391, %873) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1393 = "tf.Reshape"(%1392, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1394 = "tf.BatchMatMulV2"(%1391, %907) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1395 = "tf.Reshape"(%1394, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1396 = "tf.Einsum"(%1395, %1393) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1397 = "tf.Mul"(%1396, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1398 = "tf.SelectV2"(%cst_23, %1397, %cst_16) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1399 = "tf.Softmax"(%1398) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1400 = "tf.BatchMatMulV2"(%1391, %935) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1401 = "tf.Reshape"(%1400, %cst_21) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1402 = "tf.Einsum"(%1399, %1401) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1403 = "tf.Reshape"(%1402, %cst_18) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1404 = "tf.BatchMatMulV2"(%1403, %839) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1405 = "tf.AddV2"(%1391, %1404) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1406 = "tf.Mean"(%1405, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1407 = "tf.Neg"(%1406) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1408 = "tf.StopGradient"(%1406) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1409 = "tf.SquaredDifference"(%1405, %1408) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1410 = "tf.Mean"(%1409, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1411 = "tf.AddV2"(%1410, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1412 = "tf.Rsqrt"(%1411) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1413 = "tf.Mul"(%1412, %1032) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1414 = "tf.Mul"(%1407, %1413) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1415 = "tf.AddV2"(%1414, %1024) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1416 = "tf.Mul"(%1405, %1413) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1417 = "tf.AddV2"(%1416, %1415) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1418 = "tf.Reshape"(%1417, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1419 = "tf.MatMul"(%1418, %968) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1420 = "tf.Reshape"(%1419, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1421 = "tf.BiasAdd"(%1420, %965) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1422 = "tf.Relu"(%1421) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1423 = "tf.Reshape"(%1422, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1424 = "tf.MatMul"(%1423, %996) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1425 = "tf.Reshape"(%1424, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1426 = "tf.BiasAdd"(%1425, %993) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1427 = "tf.AddV2"(%1417, %1426) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1428 = "tf.Mean"(%1427, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1429 = "tf.Neg"(%1428) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1430 = "tf.StopGradient"(%1428) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1431 = "tf.SquaredDifference"(%1427, %1430) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1432 = "tf.Mean"(%1431, %cst_3) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1433 = "tf.AddV2"(%1432, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1434 = "tf.Rsqrt"(%1433) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1435 = "tf.Mul"(%1434, %1064) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1436 = "tf.Mul"(%1429, %1435) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1437 = "tf.AddV2"(%1436, %1060) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1438 = "tf.Mul"(%1427, %1435) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1439 = "tf.AddV2"(%1438, %1437) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1440 = "tf.Reshape"(%1439, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1441 = "tf.MatMul"(%1440, %1077) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x16384xf32>) -> tensor<1024x16384xf32>
    %1442 = "tf.Reshape"(%1441, %cst_4) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1443 = "tf.BiasAdd"(%1442, %1074) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>, tensor<16384xf32>) -> tensor<32x32x16384xf32>
    %1444 = "tf.Reshape"(%1443, %cst_7) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
    %loss, %backprop = "tf.SparseSoftmaxCrossEntropyWithLogits"(%1444, %164) {device = ""} : (tensor<1024x16384xf32>, tensor<1024xi32>) -> (tensor<1024xf32>, tensor<1024x16384xf32>)
    %1445 = "tf.Reshape"(%loss, %cst_1) {device = ""} : (tensor<1024xf32>, tensor<2xi32>) -> tensor<32x32xf32>
    %1446 = "tf.Mean"(%1445, %cst) <{keep_dims = false}> {device = ""} : (tensor<32x32xf32>, tensor<2xi32>) -> tensor<f32>
    %1447 = "tf.Mul"(%backprop, %cst_40) {device = ""} : (tensor<1024x16384xf32>, tensor<1024x1xf32>) -> tensor<1024x16384xf32>
    %1448 = "tf.Reshape"(%1447, %cst_4) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1449 = "tf.BiasAddGrad"(%1448) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>) -> tensor<16384xf32>
    %1450 = "tf.L2Loss"(%1449) {device = ""} : (tensor<16384xf32>) -> tensor<f32>
    %1451 = "tf.MatMul"(%1447, %1077) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x16384xf32>, tensor<256x16384xf32>) -> tensor<1024x256xf32>
    %1452 = "tf.Reshape"(%1451, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1453 = "tf.Sum"(%1452, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1454 = "tf.Reshape"(%1453, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1455 = "tf.L2Loss"(%1454) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1456 = "tf.Mul"(%1452, %1435) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1457 = "tf.Sum"(%1456, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1458 = "tf.Neg"(%1457) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1459 = "tf.Tile"(%1458, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1460 = "tf.Mul"(%1459, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1461 = "tf.Mul"(%1429, %1452) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1462 = "tf.Mul"(%1452, %1435) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1463 = "tf.Mul"(%1452, %1427) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1464 = "tf.AddN"(%1463, %1461) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1465 = "tf.Mul"(%1464, %1064) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1466 = "tf.Sum"(%1465, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1467 = "tf.RsqrtGrad"(%1434, %1466) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1468 = "tf.Tile"(%1467, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1469 = "tf.Mul"(%1468, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1470 = "tf.Mul"(%1469, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1471 = "tf.Sub"(%1427, %1430) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1472 = "tf.Mul"(%1470, %1471) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1473 = "tf.AddN"(%1462, %1460, %1472) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1474 = "tf.BiasAddGrad"(%1473) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1475 = "tf.L2Loss"(%1474) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1476 = "tf.Reshape"(%1473, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1477 = "tf.MatMul"(%1476, %996) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1478 = "tf.Reshape"(%1477, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1479 = "tf.ReluGrad"(%1478, %1422) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1480 = "tf.BiasAddGrad"(%1479) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1481 = "tf.L2Loss"(%1480) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1482 = "tf.Reshape"(%1479, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1483 = "tf.MatMul"(%1482, %968) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1484 = "tf.Reshape"(%1483, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1485 = "tf.AddN"(%1473, %1484) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1486 = "tf.Sum"(%1485, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1487 = "tf.Reshape"(%1486, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1488 = "tf.L2Loss"(%1487) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1489 = "tf.Mul"(%1485, %1413) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1490 = "tf.Sum"(%1489, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1491 = "tf.Neg"(%1490) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1492 = "tf.Tile"(%1491, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1493 = "tf.Mul"(%1492, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1494 = "tf.Mul"(%1407, %1485) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1495 = "tf.Mul"(%1485, %1413) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1496 = "tf.Mul"(%1485, %1405) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1497 = "tf.AddN"(%1496, %1494) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1498 = "tf.Mul"(%1497, %1032) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1499 = "tf.Sum"(%1498, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1500 = "tf.RsqrtGrad"(%1412, %1499) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1501 = "tf.Tile"(%1500, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1502 = "tf.Mul"(%1501, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1503 = "tf.Mul"(%1502, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1504 = "tf.Sub"(%1405, %1408) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1505 = "tf.Mul"(%1503, %1504) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1506 = "tf.AddN"(%1495, %1493, %1505) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1507 = "tf.BatchMatMulV2"(%1506, %839) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1508 = "tf.Reshape"(%1507, %cst_33) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1509 = "tf.Einsum"(%1508, %1399) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1510 = "tf.Reshape"(%1509, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1511 = "tf.BatchMatMulV2"(%1510, %935) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1512 = "tf.BatchMatMulV2"(%1391, %1510) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1513 = "tf.Sum"(%1512, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1514 = "tf.Reshape"(%1513, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1515 = "tf.L2Loss"(%1514) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1516 = "tf.Einsum"(%1508, %1401) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1517 = "tf.Mul"(%1516, %1399) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1518 = "tf.Sum"(%1517, %cst_2) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1519 = "tf.Sub"(%1516, %1518) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1520 = "tf.Mul"(%1519, %1399) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1521 = "tf.SelectV2"(%cst_23, %1520, %cst_36) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1522 = "tf.Mul"(%1521, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1523 = "tf.Einsum"(%1522, %1393) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1524 = "tf.Reshape"(%1523, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1525 = "tf.BatchMatMulV2"(%1524, %907) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1526 = "tf.BatchMatMulV2"(%1391, %1524) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1527 = "tf.Sum"(%1526, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1528 = "tf.Reshape"(%1527, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1529 = "tf.L2Loss"(%1528) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1530 = "tf.Einsum"(%1522, %1395) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1531 = "tf.Reshape"(%1530, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1532 = "tf.BatchMatMulV2"(%1531, %873) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1533 = "tf.AddN"(%1506, %1511, %1525, %1532) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1534 = "tf.Sum"(%1533, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1535 = "tf.Reshape"(%1534, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1536 = "tf.L2Loss"(%1535) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1537 = "tf.Mul"(%1533, %1387) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1538 = "tf.Sum"(%1537, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1539 = "tf.Neg"(%1538) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1540 = "tf.Tile"(%1539, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1541 = "tf.Mul"(%1540, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1542 = "tf.Mul"(%1381, %1533) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1543 = "tf.Mul"(%1533, %1387) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1544 = "tf.Mul"(%1533, %1379) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1545 = "tf.AddN"(%1544, %1542) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1546 = "tf.Mul"(%1545, %1056) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1547 = "tf.Sum"(%1546, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1548 = "tf.RsqrtGrad"(%1386, %1547) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1549 = "tf.Tile"(%1548, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1550 = "tf.Mul"(%1549, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1551 = "tf.Mul"(%1550, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1552 = "tf.Sub"(%1379, %1382) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1553 = "tf.Mul"(%1551, %1552) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1554 = "tf.AddN"(%1543, %1541, %1553) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1555 = "tf.BiasAddGrad"(%1554) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1556 = "tf.L2Loss"(%1555) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1557 = "tf.Reshape"(%1554, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1558 = "tf.MatMul"(%1557, %990) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1559 = "tf.Reshape"(%1558, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1560 = "tf.ReluGrad"(%1559, %1374) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1561 = "tf.BiasAddGrad"(%1560) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1562 = "tf.L2Loss"(%1561) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1563 = "tf.Reshape"(%1560, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1564 = "tf.MatMul"(%1563, %962) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1565 = "tf.Reshape"(%1564, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1566 = "tf.AddN"(%1554, %1565) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1567 = "tf.Sum"(%1566, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1568 = "tf.Reshape"(%1567, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1569 = "tf.L2Loss"(%1568) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1570 = "tf.Mul"(%1566, %1365) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1571 = "tf.Sum"(%1570, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1572 = "tf.Neg"(%1571) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1573 = "tf.Tile"(%1572, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1574 = "tf.Mul"(%1573, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1575 = "tf.Mul"(%1359, %1566) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1576 = "tf.Mul"(%1566, %1365) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1577 = "tf.Mul"(%1566, %1357) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1578 = "tf.AddN"(%1577, %1575) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1579 = "tf.Mul"(%1578, %1020) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1580 = "tf.Sum"(%1579, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1581 = "tf.RsqrtGrad"(%1364, %1580) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1582 = "tf.Tile"(%1581, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1583 = "tf.Mul"(%1582, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1584 = "tf.Mul"(%1583, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1585 = "tf.Sub"(%1357, %1360) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1586 = "tf.Mul"(%1584, %1585) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1587 = "tf.AddN"(%1576, %1574, %1586) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1588 = "tf.BatchMatMulV2"(%1587, %1207) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1589 = "tf.Reshape"(%1588, %cst_33) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1590 = "tf.Einsum"(%1589, %1351) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1591 = "tf.Reshape"(%1590, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1592 = "tf.BatchMatMulV2"(%1591, %805) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1593 = "tf.BatchMatMulV2"(%1343, %1591) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1594 = "tf.Sum"(%1593, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1595 = "tf.Reshape"(%1594, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1596 = "tf.L2Loss"(%1595) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1597 = "tf.Einsum"(%1589, %1353) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1598 = "tf.Mul"(%1597, %1351) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1599 = "tf.Sum"(%1598, %cst_2) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1600 = "tf.Sub"(%1597, %1599) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1601 = "tf.Mul"(%1600, %1351) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1602 = "tf.SelectV2"(%cst_23, %1601, %cst_36) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1603 = "tf.Mul"(%1602, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1604 = "tf.Einsum"(%1603, %1345) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1605 = "tf.Reshape"(%1604, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1606 = "tf.BatchMatMulV2"(%1605, %198) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1607 = "tf.BatchMatMulV2"(%1343, %1605) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1608 = "tf.Sum"(%1607, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1609 = "tf.Reshape"(%1608, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1610 = "tf.L2Loss"(%1609) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1611 = "tf.Einsum"(%1603, %1347) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1612 = "tf.Reshape"(%1611, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1613 = "tf.BatchMatMulV2"(%1612, %1241) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1614 = "tf.AddN"(%1587, %1592, %1606, %1613) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1615 = "tf.Sum"(%1614, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1616 = "tf.Reshape"(%1615, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1617 = "tf.L2Loss"(%1616) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1618 = "tf.Mul"(%1614, %1339) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1619 = "tf.Sum"(%1618, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1620 = "tf.Neg"(%1619) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1621 = "tf.Tile"(%1620, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1622 = "tf.Mul"(%1621, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1623 = "tf.Mul"(%1333, %1614) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1624 = "tf.Mul"(%1614, %1339) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1625 = "tf.Mul"(%1614, %1331) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1626 = "tf.AddN"(%1625, %1623) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1627 = "tf.Mul"(%1626, %1048) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1628 = "tf.Sum"(%1627, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1629 = "tf.RsqrtGrad"(%1338, %1628) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1630 = "tf.Tile"(%1629, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1631 = "tf.Mul"(%1630, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1632 = "tf.Mul"(%1631, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1633 = "tf.Sub"(%1331, %1334) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1634 = "tf.Mul"(%1632, %1633) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1635 = "tf.AddN"(%1624, %1622, %1634) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1636 = "tf.BiasAddGrad"(%1635) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1637 = "tf.L2Loss"(%1636) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1638 = "tf.Reshape"(%1635, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1639 = "tf.MatMul"(%1638, %980) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1640 = "tf.Reshape"(%1639, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1641 = "tf.ReluGrad"(%1640, %1326) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1642 = "tf.BiasAddGrad"(%1641) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1643 = "tf.L2Loss"(%1642) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1644 = "tf.Reshape"(%1641, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1645 = "tf.MatMul"(%1644, %956) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1646 = "tf.Reshape"(%1645, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1647 = "tf.AddN"(%1635, %1646) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1648 = "tf.Sum"(%1647, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1649 = "tf.Reshape"(%1648, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1650 = "tf.L2Loss"(%1649) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1651 = "tf.Mul"(%1647, %1317) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1652 = "tf.Sum"(%1651, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1653 = "tf.Neg"(%1652) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1654 = "tf.Tile"(%1653, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1655 = "tf.Mul"(%1654, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1656 = "tf.Mul"(%1311, %1647) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1657 = "tf.Mul"(%1647, %1317) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1658 = "tf.Mul"(%1647, %1309) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1659 = "tf.AddN"(%1658, %1656) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1660 = "tf.Mul"(%1659, %1012) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1661 = "tf.Sum"(%1660, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1662 = "tf.RsqrtGrad"(%1316, %1661) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1663 = "tf.Tile"(%1662, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1664 = "tf.Mul"(%1663, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1665 = "tf.Mul"(%1664, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1666 = "tf.Sub"(%1309, %1312) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1667 = "tf.Mul"(%1665, %1666) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1668 = "tf.AddN"(%1657, %1655, %1667) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1669 = "tf.BatchMatMulV2"(%1668, %1071) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1670 = "tf.Reshape"(%1669, %cst_33) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1671 = "tf.Einsum"(%1670, %1303) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1672 = "tf.Reshape"(%1671, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1673 = "tf.BatchMatMulV2"(%1672, %1173) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1674 = "tf.BatchMatMulV2"(%1295, %1672) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1675 = "tf.Sum"(%1674, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1676 = "tf.Reshape"(%1675, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1677 = "tf.L2Loss"(%1676) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1678 = "tf.Einsum"(%1670, %1305) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1679 = "tf.Mul"(%1678, %1303) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1680 = "tf.Sum"(%1679, %cst_2) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1681 = "tf.Sub"(%1678, %1680) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1682 = "tf.Mul"(%1681, %1303) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1683 = "tf.SelectV2"(%cst_23, %1682, %cst_36) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1684 = "tf.Mul"(%1683, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1685 = "tf.Einsum"(%1684, %1297) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1686 = "tf.Reshape"(%1685, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1687 = "tf.BatchMatMulV2"(%1686, %1139) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1688 = "tf.BatchMatMulV2"(%1295, %1686) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1689 = "tf.Sum"(%1688, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1690 = "tf.Reshape"(%1689, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1691 = "tf.L2Loss"(%1690) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1692 = "tf.Einsum"(%1684, %1299) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1693 = "tf.Reshape"(%1692, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1694 = "tf.BatchMatMulV2"(%1693, %1105) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1695 = "tf.AddN"(%1668, %1673, %1687, %1694) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1696 = "tf.Sum"(%1695, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1697 = "tf.Reshape"(%1696, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1698 = "tf.L2Loss"(%1697) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1699 = "tf.Mul"(%1695, %1291) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1700 = "tf.Sum"(%1699, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1701 = "tf.Neg"(%1700) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1702 = "tf.Tile"(%1701, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1703 = "tf.Mul"(%1702, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1704 = "tf.Mul"(%1285, %1695) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1705 = "tf.Mul"(%1695, %1291) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1706 = "tf.Mul"(%1695, %1283) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1707 = "tf.AddN"(%1706, %1704) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1708 = "tf.Mul"(%1707, %1040) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1709 = "tf.Sum"(%1708, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1710 = "tf.RsqrtGrad"(%1290, %1709) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1711 = "tf.Tile"(%1710, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1712 = "tf.Mul"(%1711, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1713 = "tf.Mul"(%1712, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1714 = "tf.Sub"(%1283, %1286) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1715 = "tf.Mul"(%1713, %1714) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1716 = "tf.AddN"(%1705, %1703, %1715) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1717 = "tf.BiasAddGrad"(%1716) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1718 = "tf.L2Loss"(%1717) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1719 = "tf.Reshape"(%1716, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1720 = "tf.MatMul"(%1719, %974) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1721 = "tf.Reshape"(%1720, %cst_27) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1722 = "tf.ReluGrad"(%1721, %1278) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1723 = "tf.BiasAddGrad"(%1722) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1724 = "tf.L2Loss"(%1723) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1725 = "tf.Reshape"(%1722, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1726 = "tf.MatMul"(%1725, %946) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1727 = "tf.Reshape"(%1726, %cst_29) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1728 = "tf.AddN"(%1716, %1727) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1729 = "tf.Sum"(%1728, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1730 = "tf.Reshape"(%1729, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1731 = "tf.L2Loss"(%1730) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1732 = "tf.Mul"(%1728, %1269) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1733 = "tf.Sum"(%1732, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1734 = "tf.Neg"(%1733) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1735 = "tf.Tile"(%1734, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1736 = "tf.Mul"(%1735, %cst_42) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1737 = "tf.Mul"(%1263, %1728) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1738 = "tf.Mul"(%1728, %1269) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1739 = "tf.Mul"(%1728, %1261) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1740 = "tf.AddN"(%1739, %1737) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1741 = "tf.Mul"(%1740, %1004) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1742 = "tf.Sum"(%1741, %cst_5) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1743 = "tf.RsqrtGrad"(%1268, %1742) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1744 = "tf.Tile"(%1743, %cst_38) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1745 = "tf.Mul"(%1744, %cst_42) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1746 = "tf.Mul"(%1745, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1747 = "tf.Sub"(%1261, %1264) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1748 = "tf.Mul"(%1746, %1747) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1749 = "tf.AddN"(%1738, %1736, %1748) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1750 = "tf.BatchMatMulV2"(%1749, %1245) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1751 = "tf.Reshape"(%1750, %cst_33) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1752 = "tf.Einsum"(%1751, %1255) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1753 = "tf.Reshape"(%1752, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1754 = "tf.BatchMatMulV2"(%1753, %1028) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1755 = "tf.BatchMatMulV2"(%1247, %1753) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1756 = "tf.Sum"(%1755, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1757 = "tf.Reshape"(%1756, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1758 = "tf.L2Loss"(%1757) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1759 = "tf.Einsum"(%1751, %1257) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1760 = "tf.Mul"(%1759, %1255) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1761 = "tf.Sum"(%1760, %cst_2) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1762 = "tf.Sub"(%1759, %1761) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1763 = "tf.Mul"(%1762, %1255) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1764 = "tf.SelectV2"(%cst_23, %1763, %cst_36) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1765 = "tf.Mul"(%1764, %cst_15) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1766 = "tf.Einsum"(%1765, %1249) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1767 = "tf.Reshape"(%1766, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1768 = "tf.BatchMatMulV2"(%1767, %987) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1769 = "tf.BatchMatMulV2"(%1247, %1767) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1770 = "tf.Sum"(%1769, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1771 = "tf.Reshape"(%1770, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1772 = "tf.L2Loss"(%1771) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1773 = "tf.Einsum"(%1765, %1251) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1774 = "tf.Reshape"(%1773, %cst_29) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1775 = "tf.BatchMatMulV2"(%1774, %953) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1776 = "tf.AddN"(%1749, %1754, %1768, %1775) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1777 = "tf.Sum"(%1776, %cst_13) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<1x32x256xf32>
    %1778 = "tf.Reshape"(%1777, %cst_32) {device = ""} : (tensor<1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %1779 = "tf.L2Loss"(%1778) {device = ""} : (tensor<32x256xf32>) -> tensor<f32>
    %1780 = "tf.Mul"(%1776, %cst_39) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1781 = "tf.Reshape"(%1780, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1782 = "tf.L2Loss"(%1781) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1783 = "tf.BatchMatMulV2"(%1247, %1774) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1784 = "tf.Sum"(%1783, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1785 = "tf.Reshape"(%1784, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1786 = "tf.L2Loss"(%1785) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1787 = "tf.BatchMatMulV2"(%1259, %1749) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1788 = "tf.Sum"(%1787, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1789 = "tf.Reshape"(%1788, %cst_34) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1790 = "tf.L2Loss"(%1789) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1791 = "tf.Mul"(%1268, %1740) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1792 = "tf.Sum"(%1791, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1793 = "tf.Reshape"(%1792, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1794 = "tf.L2Loss"(%1793) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1795 = "tf.MatMul"(%1274, %1725) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1796 = "tf.L2Loss"(%1795) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1797 = "tf.MatMul"(%1279, %1719) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1798 = "tf.L2Loss"(%1797) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1799 = "tf.Mul"(%1290, %1707) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1800 = "tf.Sum"(%1799, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1801 = "tf.Reshape"(%1800, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1802 = "tf.L2Loss"(%1801) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1803 = "tf.BatchMatMulV2"(%1295, %1693) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1804 = "tf.Sum"(%1803, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1805 = "tf.Reshape"(%1804, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1806 = "tf.L2Loss"(%1805) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1807 = "tf.BatchMatMulV2"(%1307, %1668) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1808 = "tf.Sum"(%1807, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1809 = "tf.Reshape"(%1808, %cst_34) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1810 = "tf.L2Loss"(%1809) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1811 = "tf.Mul"(%1316, %1659) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1812 = "tf.Sum"(%1811, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1813 = "tf.Reshape"(%1812, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1814 = "tf.L2Loss"(%1813) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1815 = "tf.MatMul"(%1322, %1644) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1816 = "tf.L2Loss"(%1815) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1817 = "tf.MatMul"(%1327, %1638) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1818 = "tf.L2Loss"(%1817) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1819 = "tf.Mul"(%1338, %1626) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1820 = "tf.Sum"(%1819, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1821 = "tf.Reshape"(%1820, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1822 = "tf.L2Loss"(%1821) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1823 = "tf.BatchMatMulV2"(%1343, %1612) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1824 = "tf.Sum"(%1823, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1825 = "tf.Reshape"(%1824, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1826 = "tf.L2Loss"(%1825) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1827 = "tf.BatchMatMulV2"(%1355, %1587) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1828 = "tf.Sum"(%1827, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1829 = "tf.Reshape"(%1828, %cst_34) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1830 = "tf.L2Loss"(%1829) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1831 = "tf.Mul"(%1364, %1578) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1832 = "tf.Sum"(%1831, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1833 = "tf.Reshape"(%1832, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1834 = "tf.L2Loss"(%1833) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1835 = "tf.MatMul"(%1370, %1563) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1836 = "tf.L2Loss"(%1835) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1837 = "tf.MatMul"(%1375, %1557) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1838 = "tf.L2Loss"(%1837) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1839 = "tf.Mul"(%1386, %1545) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1840 = "tf.Sum"(%1839, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1841 = "tf.Reshape"(%1840, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1842 = "tf.L2Loss"(%1841) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1843 = "tf.BatchMatMulV2"(%1391, %1531) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1844 = "tf.Sum"(%1843, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1845 = "tf.Reshape"(%1844, %cst_35) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1846 = "tf.L2Loss"(%1845) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1847 = "tf.BatchMatMulV2"(%1403, %1506) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1848 = "tf.Sum"(%1847, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1849 = "tf.Reshape"(%1848, %cst_34) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1850 = "tf.L2Loss"(%1849) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1851 = "tf.Mul"(%1412, %1497) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1852 = "tf.Sum"(%1851, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1853 = "tf.Reshape"(%1852, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1854 = "tf.L2Loss"(%1853) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1855 = "tf.MatMul"(%1418, %1482) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1856 = "tf.L2Loss"(%1855) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1857 = "tf.MatMul"(%1423, %1476) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1858 = "tf.L2Loss"(%1857) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1859 = "tf.Mul"(%1434, %1464) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1860 = "tf.Sum"(%1859, %cst) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1861 = "tf.Reshape"(%1860, %cst_37) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1862 = "tf.L2Loss"(%1861) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1863 = "tf.MatMul"(%1440, %1447) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x16384xf32>) -> tensor<256x16384xf32>
    %1864 = "tf.L2Loss"(%1863) {device = ""} : (tensor<256x16384xf32>) -> tensor<f32>
    %1865 = "tf.Pack"(%1782, %1779, %1772, %1786, %1758, %1790, %1794, %1731, %1796, %1724, %1798, %1718, %1802, %1698, %1691, %1806, %1677, %1810, %1814, %1650, %1816, %1643, %1818, %1637, %1822, %1617, %1610, %1826, %1596, %1830, %1834, %1569, %1836, %1562, %1838, %1556, %1842, %1536, %1529, %1846, %1515, %1850, %1854, %1488, %1856, %1481, %1858, %1475, %1862, %1455, %1864, %1450) <{axis = 0 : i64}> {device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<52xf32>
    %1866 = "tf.Sum"(%1865, %cst_13) <{keep_dims = false}> {device = ""} : (tensor<52xf32>, tensor<1xi32>) -> tensor<f32>
    %1867 = "tf.Mul"(%1866, %cst_30) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1868 = "tf.Sqrt"(%1867) {device = ""} : (tensor<f32>) -> tensor<f32>
    %1869 = "tf.Sub"(%1868, %1868) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1870 = "tf.Rsqrt"(%1867) {device = ""} : (tensor<f32>) -> tensor<f32>
    %1871 = "tf.Minimum"(%1870, %cst_25) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1872 = "tf.Mul"(%1871, %cst_24) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1873 = "tf.AddV2"(%1872, %1869) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1874 = "tf.Mul"(%1781, %1873) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1875 = "tf.Identity"(%1874) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1876 = "tf.Square"(%1875) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1877 = "tf.UnsortedSegmentSum"(%1876, %163, %cst_6) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1878 = "tf.Sub"(%1877, %1191) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1879 = "tf.Mul"(%1878, %cst_11) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1880 = "tf.AddV2"(%1190, %1879) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1881 = "tf.Identity"(%1880) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1882 = "tf.Sqrt"(%1881) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1883 = "tf.AddV2"(%1882, %cst_12) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1884 = "tf.UnsortedSegmentSum"(%1875, %163, %cst_6) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1885 = "tf.Sub"(%1884, %1188) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1886 = "tf.Mul"(%1885, %cst_10) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1887 = "tf.AddV2"(%1187, %1886) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1888 = "tf.Identity"(%1887) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1889 = "tf.Mul"(%1888, %648) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1890 = "tf.RealDiv"(%1889, %1883) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1891 = "tf.Sub"(%937, %1890) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1892 = "tf.Mul"(%1723, %1873) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1893 = "tf.Identity"(%1892) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1894 = "tf.Square"(%1893) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1895 = "tf.Sub"(%1894, %1197) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1896 = "tf.Mul"(%1895, %cst_11) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1897 = "tf.AddV2"(%1196, %1896) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1898 = "tf.Identity"(%1897) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1899 = "tf.Sqrt"(%1898) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1900 = "tf.AddV2"(%1899, %cst_12) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1901 = "tf.Sub"(%1893, %1194) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1902 = "tf.Mul"(%1901, %cst_10) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1903 = "tf.AddV2"(%1193, %1902) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1904 = "tf.Identity"(%1903) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1905 = "tf.Mul"(%1904, %777) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1906 = "tf.RealDiv"(%1905, %1900) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1907 = "tf.Sub"(%942, %1906) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1908 = "tf.Mul"(%1797, %1873) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1909 = "tf.Identity"(%1908) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1910 = "tf.Square"(%1909) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1911 = "tf.Sub"(%1910, %182) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1912 = "tf.Mul"(%1911, %cst_11) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1913 = "tf.AddV2"(%181, %1912) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1914 = "tf.Identity"(%1913) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1915 = "tf.Sqrt"(%1914) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1916 = "tf.AddV2"(%1915, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1917 = "tf.Sub"(%1909, %179) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1918 = "tf.Mul"(%1917, %cst_10) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1919 = "tf.AddV2"(%178, %1918) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1920 = "tf.Identity"(%1919) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1921 = "tf.Mul"(%1920, %780) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1922 = "tf.RealDiv"(%1921, %1916) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1923 = "tf.Sub"(%973, %1922) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1924 = "tf.Mul"(%1717, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1925 = "tf.Identity"(%1924) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1926 = "tf.Square"(%1925) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1927 = "tf.Sub"(%1926, %176) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1928 = "tf.Mul"(%1927, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1929 = "tf.AddV2"(%175, %1928) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1930 = "tf.Identity"(%1929) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1931 = "tf.Sqrt"(%1930) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1932 = "tf.AddV2"(%1931, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1933 = "tf.Sub"(%1925, %173) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1934 = "tf.Mul"(%1933, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1935 = "tf.AddV2"(%172, %1934) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1936 = "tf.Identity"(%1935) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1937 = "tf.Mul"(%1936, %783) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1938 = "tf.RealDiv"(%1937, %1932) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1939 = "tf.Sub"(%970, %1938) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1940 = "tf.Mul"(%1801, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1941 = "tf.Identity"(%1940) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1942 = "tf.Square"(%1941) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1943 = "tf.Sub"(%1942, %869) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1944 = "tf.Mul"(%1943, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1945 = "tf.AddV2"(%868, %1944) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1946 = "tf.Identity"(%1945) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1947 = "tf.Sqrt"(%1946) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1948 = "tf.AddV2"(%1947, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1949 = "tf.Sub"(%1941, %866) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1950 = "tf.Mul"(%1949, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1951 = "tf.AddV2"(%865, %1950) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1952 = "tf.Identity"(%1951) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1953 = "tf.Mul"(%1952, %789) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1954 = "tf.RealDiv"(%1953, %1948) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1955 = "tf.Sub"(%1038, %1954) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1956 = "tf.Mul"(%1697, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1957 = "tf.Identity"(%1956) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1958 = "tf.Square"(%1957) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1959 = "tf.Sub"(%1958, %863) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1960 = "tf.Mul"(%1959, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1961 = "tf.AddV2"(%862, %1960) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1962 = "tf.Identity"(%1961) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1963 = "tf.Sqrt"(%1962) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1964 = "tf.AddV2"(%1963, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1965 = "tf.Sub"(%1957, %860) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1966 = "tf.Mul"(%1965, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1967 = "tf.AddV2"(%859, %1966) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1968 = "tf.Identity"(%1967) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1969 = "tf.Mul"(%1968, %792) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1970 = "tf.RealDiv"(%1969, %1964) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1971 = "tf.Sub"(%1034, %1970) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1972 = "tf.Mul"(%1690, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1973 = "tf.Identity"(%1972) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1974 = "tf.Square"(%1973) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1975 = "tf.Sub"(%1974, %1123) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1976 = "tf.Mul"(%1975, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1977 = "tf.AddV2"(%1122, %1976) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1978 = "tf.Identity"(%1977) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1979 = "tf.Sqrt"(%1978) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1980 = "tf.AddV2"(%1979, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1981 = "tf.Sub"(%1973, %1120) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1982 = "tf.Mul"(%1981, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1983 = "tf.AddV2"(%1119, %1982) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1984 = "tf.Identity"(%1983) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1985 = "tf.Mul"(%1984, %795) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1986 = "tf.RealDiv"(%1985, %1980) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1987 = "tf.Sub"(%1137, %1986) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1988 = "tf.Mul"(%1805, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1989 = "tf.Identity"(%1988) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1990 = "tf.Square"(%1989) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1991 = "tf.Sub"(%1990, %1117) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1992 = "tf.Mul"(%1991, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1993 = "tf.AddV2"(%1116, %1992) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1994 = "tf.Identity"(%1993) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1995 = "tf.Sqrt"(%1994) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1996 = "tf.AddV2"(%1995, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1997 = "tf.Sub"(%1989, %1114) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1998 = "tf.Mul"(%1997, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1999 = "tf.AddV2"(%1113, %1998) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2000 = "tf.Identity"(%1999) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2001 = "tf.Mul"(%2000, %798) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2002 = "tf.RealDiv"(%2001, %1996) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2003 = "tf.Sub"(%1103, %2002) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2004 = "tf.Mul"(%1676, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2005 = "tf.Identity"(%2004) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2006 = "tf.Square"(%2005) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2007 = "tf.Sub"(%2006, %1129) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2008 = "tf.Mul"(%2007, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2009 = "tf.AddV2"(%1128, %2008) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2010 = "tf.Identity"(%2009) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2011 = "tf.Sqrt"(%2010) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2012 = "tf.AddV2"(%2011, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2013 = "tf.Sub"(%2005, %1126) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2014 = "tf.Mul"(%2013, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2015 = "tf.AddV2"(%1125, %2014) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2016 = "tf.Identity"(%2015) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2017 = "tf.Mul"(%2016, %801) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2018 = "tf.RealDiv"(%2017, %2012) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2019 = "tf.Sub"(%1171, %2018) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2020 = "tf.Mul"(%1809, %1873) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2021 = "tf.Identity"(%2020) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2022 = "tf.Square"(%2021) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2023 = "tf.Sub"(%2022, %1111) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2024 = "tf.Mul"(%2023, %cst_11) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2025 = "tf.AddV2"(%1110, %2024) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2026 = "tf.Identity"(%2025) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2027 = "tf.Sqrt"(%2026) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2028 = "tf.AddV2"(%2027, %cst_12) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2029 = "tf.Sub"(%2021, %1108) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2030 = "tf.Mul"(%2029, %cst_10) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2031 = "tf.AddV2"(%1107, %2030) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2032 = "tf.Identity"(%2031) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2033 = "tf.Mul"(%2032, %651) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2034 = "tf.RealDiv"(%2033, %2028) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2035 = "tf.Sub"(%1069, %2034) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2036 = "tf.Mul"(%1813, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2037 = "tf.Identity"(%2036) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2038 = "tf.Square"(%2037) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2039 = "tf.Sub"(%2038, %829) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2040 = "tf.Mul"(%2039, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2041 = "tf.AddV2"(%828, %2040) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2042 = "tf.Identity"(%2041) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2043 = "tf.Sqrt"(%2042) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2044 = "tf.AddV2"(%2043, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2045 = "tf.Sub"(%2037, %826) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2046 = "tf.Mul"(%2045, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2047 = "tf.AddV2"(%825, %2046) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2048 = "tf.Identity"(%2047) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2049 = "tf.Mul"(%2048, %654) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2050 = "tf.RealDiv"(%2049, %2044) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2051 = "tf.Sub"(%1010, %2050) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2052 = "tf.Mul"(%1778, %1873) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2053 = "tf.Identity"(%2052) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2054 = "tf.Square"(%2053) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2055 = "tf.UnsortedSegmentSum"(%2054, %cst_41, %cst_22) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %2056 = "tf.Sub"(%2055, %919) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2057 = "tf.Mul"(%2056, %cst_11) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2058 = "tf.AddV2"(%918, %2057) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2059 = "tf.Identity"(%2058) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2060 = "tf.Sqrt"(%2059) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2061 = "tf.AddV2"(%2060, %cst_12) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2062 = "tf.UnsortedSegmentSum"(%2053, %cst_41, %cst_22) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %2063 = "tf.Sub"(%2062, %916) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2064 = "tf.Mul"(%2063, %cst_10) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2065 = "tf.AddV2"(%915, %2064) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2066 = "tf.Identity"(%2065) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2067 = "tf.Mul"(%2066, %786) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2068 = "tf.RealDiv"(%2067, %2061) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2069 = "tf.Sub"(%1066, %2068) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2070 = "tf.Mul"(%1649, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2071 = "tf.Identity"(%2070) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2072 = "tf.Square"(%2071) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2073 = "tf.Sub"(%2072, %823) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2074 = "tf.Mul"(%2073, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2075 = "tf.AddV2"(%822, %2074) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2076 = "tf.Identity"(%2075) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2077 = "tf.Sqrt"(%2076) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2078 = "tf.AddV2"(%2077, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2079 = "tf.Sub"(%2071, %820) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2080 = "tf.Mul"(%2079, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2081 = "tf.AddV2"(%819, %2080) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2082 = "tf.Identity"(%2081) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2083 = "tf.Mul"(%2082, %657) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2084 = "tf.RealDiv"(%2083, %2078) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2085 = "tf.Sub"(%1006, %2084) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2086 = "tf.Mul"(%1815, %1873) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2087 = "tf.Identity"(%2086) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2088 = "tf.Square"(%2087) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2089 = "tf.Sub"(%2088, %1219) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2090 = "tf.Mul"(%2089, %cst_11) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2091 = "tf.AddV2"(%1218, %2090) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2092 = "tf.Identity"(%2091) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2093 = "tf.Sqrt"(%2092) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2094 = "tf.AddV2"(%2093, %cst_12) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2095 = "tf.Sub"(%2087, %1216) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2096 = "tf.Mul"(%2095, %cst_10) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2097 = "tf.AddV2"(%1215, %2096) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2098 = "tf.Identity"(%2097) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2099 = "tf.Mul"(%2098, %660) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2100 = "tf.RealDiv"(%2099, %2094) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2101 = "tf.Sub"(%955, %2100) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2102 = "tf.Mul"(%1642, %1873) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2103 = "tf.Identity"(%2102) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2104 = "tf.Square"(%2103) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2105 = "tf.Sub"(%2104, %1213) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2106 = "tf.Mul"(%2105, %cst_11) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2107 = "tf.AddV2"(%1212, %2106) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2108 = "tf.Identity"(%2107) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2109 = "tf.Sqrt"(%2108) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2110 = "tf.AddV2"(%2109, %cst_12) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2111 = "tf.Sub"(%2103, %1210) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2112 = "tf.Mul"(%2111, %cst_10) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2113 = "tf.AddV2"(%1209, %2112) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2114 = "tf.Identity"(%2113) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2115 = "tf.Mul"(%2114, %663) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2116 = "tf.RealDiv"(%2115, %2110) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2117 = "tf.Sub"(%948, %2116) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2118 = "tf.Mul"(%1817, %1873) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2119 = "tf.Identity"(%2118) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2120 = "tf.Square"(%2119) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2121 = "tf.Sub"(%2120, %194) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2122 = "tf.Mul"(%2121, %cst_11) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2123 = "tf.AddV2"(%193, %2122) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2124 = "tf.Identity"(%2123) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2125 = "tf.Sqrt"(%2124) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2126 = "tf.AddV2"(%2125, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2127 = "tf.Sub"(%2119, %191) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2128 = "tf.Mul"(%2127, %cst_10) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2129 = "tf.AddV2"(%190, %2128) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2130 = "tf.Identity"(%2129) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2131 = "tf.Mul"(%2130, %666) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2132 = "tf.RealDiv"(%2131, %2126) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2133 = "tf.Sub"(%979, %2132) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2134 = "tf.Mul"(%1636, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2135 = "tf.Identity"(%2134) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2136 = "tf.Square"(%2135) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2137 = "tf.Sub"(%2136, %188) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2138 = "tf.Mul"(%2137, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2139 = "tf.AddV2"(%187, %2138) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2140 = "tf.Identity"(%2139) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2141 = "tf.Sqrt"(%2140) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2142 = "tf.AddV2"(%2141, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2143 = "tf.Sub"(%2135, %185) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2144 = "tf.Mul"(%2143, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2145 = "tf.AddV2"(%184, %2144) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2146 = "tf.Identity"(%2145) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2147 = "tf.Mul"(%2146, %672) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2148 = "tf.RealDiv"(%2147, %2142) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2149 = "tf.Sub"(%976, %2148) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2150 = "tf.Mul"(%1821, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2151 = "tf.Identity"(%2150) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2152 = "tf.Square"(%2151) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2153 = "tf.Sub"(%2152, %885) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2154 = "tf.Mul"(%2153, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2155 = "tf.AddV2"(%884, %2154) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2156 = "tf.Identity"(%2155) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2157 = "tf.Sqrt"(%2156) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2158 = "tf.AddV2"(%2157, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2159 = "tf.Sub"(%2151, %882) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2160 = "tf.Mul"(%2159, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2161 = "tf.AddV2"(%881, %2160) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2162 = "tf.Identity"(%2161) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2163 = "tf.Mul"(%2162, %675) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2164 = "tf.RealDiv"(%2163, %2158) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2165 = "tf.Sub"(%1046, %2164) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2166 = "tf.Mul"(%1616, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2167 = "tf.Identity"(%2166) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2168 = "tf.Square"(%2167) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2169 = "tf.Sub"(%2168, %879) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2170 = "tf.Mul"(%2169, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2171 = "tf.AddV2"(%878, %2170) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2172 = "tf.Identity"(%2171) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2173 = "tf.Sqrt"(%2172) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2174 = "tf.AddV2"(%2173, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2175 = "tf.Sub"(%2167, %876) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2176 = "tf.Mul"(%2175, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2177 = "tf.AddV2"(%875, %2176) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2178 = "tf.Identity"(%2177) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2179 = "tf.Mul"(%2178, %678) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2180 = "tf.RealDiv"(%2179, %2174) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2181 = "tf.Sub"(%1042, %2180) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2182 = "tf.Mul"(%1609, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2183 = "tf.Identity"(%2182) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2184 = "tf.Square"(%2183) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2185 = "tf.Sub"(%2184, %1151) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2186 = "tf.Mul"(%2185, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2187 = "tf.AddV2"(%1150, %2186) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2188 = "tf.Identity"(%2187) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2189 = "tf.Sqrt"(%2188) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2190 = "tf.AddV2"(%2189, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2191 = "tf.Sub"(%2183, %1148) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2192 = "tf.Mul"(%2191, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2193 = "tf.AddV2"(%1147, %2192) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2194 = "tf.Identity"(%2193) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2195 = "tf.Mul"(%2194, %681) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2196 = "tf.RealDiv"(%2195, %2190) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2197 = "tf.Sub"(%196, %2196) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2198 = "tf.Mul"(%1825, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2199 = "tf.Identity"(%2198) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2200 = "tf.Square"(%2199) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2201 = "tf.Sub"(%2200, %1145) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2202 = "tf.Mul"(%2201, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2203 = "tf.AddV2"(%1144, %2202) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2204 = "tf.Identity"(%2203) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2205 = "tf.Sqrt"(%2204) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2206 = "tf.AddV2"(%2205, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2207 = "tf.Sub"(%2199, %1142) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2208 = "tf.Mul"(%2207, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2209 = "tf.AddV2"(%1141, %2208) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2210 = "tf.Identity"(%2209) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2211 = "tf.Mul"(%2210, %684) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2212 = "tf.RealDiv"(%2211, %2206) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2213 = "tf.Sub"(%1239, %2212) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2214 = "tf.Mul"(%1595, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2215 = "tf.Identity"(%2214) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2216 = "tf.Square"(%2215) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2217 = "tf.Sub"(%2216, %1157) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2218 = "tf.Mul"(%2217, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2219 = "tf.AddV2"(%1156, %2218) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2220 = "tf.Identity"(%2219) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2221 = "tf.Sqrt"(%2220) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2222 = "tf.AddV2"(%2221, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2223 = "tf.Sub"(%2215, %1154) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2224 = "tf.Mul"(%2223, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2225 = "tf.AddV2"(%1153, %2224) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2226 = "tf.Identity"(%2225) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2227 = "tf.Mul"(%2226, %687) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2228 = "tf.RealDiv"(%2227, %2222) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2229 = "tf.Sub"(%803, %2228) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2230 = "tf.Mul"(%1771, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2231 = "tf.Identity"(%2230) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2232 = "tf.Square"(%2231) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2233 = "tf.Sub"(%2232, %1095) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2234 = "tf.Mul"(%2233, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2235 = "tf.AddV2"(%1094, %2234) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2236 = "tf.Identity"(%2235) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2237 = "tf.Sqrt"(%2236) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2238 = "tf.AddV2"(%2237, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2239 = "tf.Sub"(%2231, %1092) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2240 = "tf.Mul"(%2239, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2241 = "tf.AddV2"(%1091, %2240) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2242 = "tf.Identity"(%2241) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2243 = "tf.Mul"(%2242, %669) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2244 = "tf.RealDiv"(%2243, %2238) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2245 = "tf.Sub"(%985, %2244) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2246 = "tf.Mul"(%1829, %1873) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2247 = "tf.Identity"(%2246) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2248 = "tf.Square"(%2247) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2249 = "tf.Sub"(%2248, %1135) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2250 = "tf.Mul"(%2249, %cst_11) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2251 = "tf.AddV2"(%1134, %2250) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2252 = "tf.Identity"(%2251) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2253 = "tf.Sqrt"(%2252) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2254 = "tf.AddV2"(%2253, %cst_12) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2255 = "tf.Sub"(%2247, %1132) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2256 = "tf.Mul"(%2255, %cst_10) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2257 = "tf.AddV2"(%1131, %2256) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2258 = "tf.Identity"(%2257) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2259 = "tf.Mul"(%2258, %690) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2260 = "tf.RealDiv"(%2259, %2254) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2261 = "tf.Sub"(%1205, %2260) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2262 = "tf.Mul"(%1833, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2263 = "tf.Identity"(%2262) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2264 = "tf.Square"(%2263) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2265 = "tf.Sub"(%2264, %845) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2266 = "tf.Mul"(%2265, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2267 = "tf.AddV2"(%844, %2266) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2268 = "tf.Identity"(%2267) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2269 = "tf.Sqrt"(%2268) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2270 = "tf.AddV2"(%2269, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2271 = "tf.Sub"(%2263, %842) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2272 = "tf.Mul"(%2271, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2273 = "tf.AddV2"(%841, %2272) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2274 = "tf.Identity"(%2273) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2275 = "tf.Mul"(%2274, %693) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2276 = "tf.RealDiv"(%2275, %2270) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2277 = "tf.Sub"(%1018, %2276) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2278 = "tf.Mul"(%1568, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2279 = "tf.Identity"(%2278) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2280 = "tf.Square"(%2279) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2281 = "tf.Sub"(%2280, %835) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2282 = "tf.Mul"(%2281, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2283 = "tf.AddV2"(%834, %2282) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2284 = "tf.Identity"(%2283) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2285 = "tf.Sqrt"(%2284) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2286 = "tf.AddV2"(%2285, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2287 = "tf.Sub"(%2279, %832) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2288 = "tf.Mul"(%2287, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2289 = "tf.AddV2"(%831, %2288) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2290 = "tf.Identity"(%2289) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2291 = "tf.Mul"(%2290, %696) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2292 = "tf.RealDiv"(%2291, %2286) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2293 = "tf.Sub"(%1014, %2292) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2294 = "tf.Mul"(%1835, %1873) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2295 = "tf.Identity"(%2294) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2296 = "tf.Square"(%2295) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2297 = "tf.Sub"(%2296, %1231) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2298 = "tf.Mul"(%2297, %cst_11) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2299 = "tf.AddV2"(%1230, %2298) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2300 = "tf.Identity"(%2299) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2301 = "tf.Sqrt"(%2300) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2302 = "tf.AddV2"(%2301, %cst_12) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2303 = "tf.Sub"(%2295, %1228) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2304 = "tf.Mul"(%2303, %cst_10) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2305 = "tf.AddV2"(%1227, %2304) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2306 = "tf.Identity"(%2305) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2307 = "tf.Mul"(%2306, %699) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2308 = "tf.RealDiv"(%2307, %2302) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2309 = "tf.Sub"(%961, %2308) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2310 = "tf.Mul"(%1561, %1873) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2311 = "tf.Identity"(%2310) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2312 = "tf.Square"(%2311) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2313 = "tf.Sub"(%2312, %1225) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2314 = "tf.Mul"(%2313, %cst_11) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2315 = "tf.AddV2"(%1224, %2314) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2316 = "tf.Identity"(%2315) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2317 = "tf.Sqrt"(%2316) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2318 = "tf.AddV2"(%2317, %cst_12) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2319 = "tf.Sub"(%2311, %1222) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2320 = "tf.Mul"(%2319, %cst_10) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2321 = "tf.AddV2"(%1221, %2320) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2322 = "tf.Identity"(%2321) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2323 = "tf.Mul"(%2322, %705) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2324 = "tf.RealDiv"(%2323, %2318) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2325 = "tf.Sub"(%958, %2324) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2326 = "tf.Mul"(%1837, %1873) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2327 = "tf.Identity"(%2326) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2328 = "tf.Square"(%2327) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2329 = "tf.Sub"(%2328, %210) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2330 = "tf.Mul"(%2329, %cst_11) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2331 = "tf.AddV2"(%209, %2330) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2332 = "tf.Identity"(%2331) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2333 = "tf.Sqrt"(%2332) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2334 = "tf.AddV2"(%2333, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2335 = "tf.Sub"(%2327, %207) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2336 = "tf.Mul"(%2335, %cst_10) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2337 = "tf.AddV2"(%206, %2336) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2338 = "tf.Identity"(%2337) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2339 = "tf.Mul"(%2338, %708) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2340 = "tf.RealDiv"(%2339, %2334) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2341 = "tf.Sub"(%989, %2340) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2342 = "tf.Mul"(%1555, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2343 = "tf.Identity"(%2342) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2344 = "tf.Square"(%2343) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2345 = "tf.Sub"(%2344, %204) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2346 = "tf.Mul"(%2345, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2347 = "tf.AddV2"(%203, %2346) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2348 = "tf.Identity"(%2347) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2349 = "tf.Sqrt"(%2348) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2350 = "tf.AddV2"(%2349, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2351 = "tf.Sub"(%2343, %201) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2352 = "tf.Mul"(%2351, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2353 = "tf.AddV2"(%200, %2352) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2354 = "tf.Identity"(%2353) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2355 = "tf.Mul"(%2354, %711) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2356 = "tf.RealDiv"(%2355, %2350) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2357 = "tf.Sub"(%982, %2356) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2358 = "tf.Mul"(%1841, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2359 = "tf.Identity"(%2358) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2360 = "tf.Square"(%2359) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2361 = "tf.Sub"(%2360, %897) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2362 = "tf.Mul"(%2361, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2363 = "tf.AddV2"(%896, %2362) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2364 = "tf.Identity"(%2363) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2365 = "tf.Sqrt"(%2364) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2366 = "tf.AddV2"(%2365, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2367 = "tf.Sub"(%2359, %894) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2368 = "tf.Mul"(%2367, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2369 = "tf.AddV2"(%893, %2368) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2370 = "tf.Identity"(%2369) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2371 = "tf.Mul"(%2370, %714) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2372 = "tf.RealDiv"(%2371, %2366) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2373 = "tf.Sub"(%1054, %2372) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2374 = "tf.Mul"(%1535, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2375 = "tf.Identity"(%2374) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2376 = "tf.Square"(%2375) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2377 = "tf.Sub"(%2376, %891) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2378 = "tf.Mul"(%2377, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2379 = "tf.AddV2"(%890, %2378) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2380 = "tf.Identity"(%2379) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2381 = "tf.Sqrt"(%2380) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2382 = "tf.AddV2"(%2381, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2383 = "tf.Sub"(%2375, %888) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2384 = "tf.Mul"(%2383, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2385 = "tf.AddV2"(%887, %2384) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2386 = "tf.Identity"(%2385) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2387 = "tf.Mul"(%2386, %717) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2388 = "tf.RealDiv"(%2387, %2382) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2389 = "tf.Sub"(%1050, %2388) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2390 = "tf.Mul"(%1528, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2391 = "tf.Identity"(%2390) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2392 = "tf.Square"(%2391) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2393 = "tf.Sub"(%2392, %1179) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2394 = "tf.Mul"(%2393, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2395 = "tf.AddV2"(%1178, %2394) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2396 = "tf.Identity"(%2395) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2397 = "tf.Sqrt"(%2396) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2398 = "tf.AddV2"(%2397, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2399 = "tf.Sub"(%2391, %1176) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2400 = "tf.Mul"(%2399, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2401 = "tf.AddV2"(%1175, %2400) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2402 = "tf.Identity"(%2401) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2403 = "tf.Mul"(%2402, %720) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2404 = "tf.RealDiv"(%2403, %2398) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2405 = "tf.Sub"(%905, %2404) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2406 = "tf.Mul"(%1785, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2407 = "tf.Identity"(%2406) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2408 = "tf.Square"(%2407) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2409 = "tf.Sub"(%2408, %1089) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2410 = "tf.Mul"(%2409, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2411 = "tf.AddV2"(%1088, %2410) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2412 = "tf.Identity"(%2411) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2413 = "tf.Sqrt"(%2412) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2414 = "tf.AddV2"(%2413, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2415 = "tf.Sub"(%2407, %1086) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2416 = "tf.Mul"(%2415, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2417 = "tf.AddV2"(%1085, %2416) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2418 = "tf.Identity"(%2417) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2419 = "tf.Mul"(%2418, %702) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2420 = "tf.RealDiv"(%2419, %2414) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2421 = "tf.Sub"(%951, %2420) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2422 = "tf.Mul"(%1845, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2423 = "tf.Identity"(%2422) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2424 = "tf.Square"(%2423) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2425 = "tf.Sub"(%2424, %1169) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2426 = "tf.Mul"(%2425, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2427 = "tf.AddV2"(%1168, %2426) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2428 = "tf.Identity"(%2427) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2429 = "tf.Sqrt"(%2428) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2430 = "tf.AddV2"(%2429, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2431 = "tf.Sub"(%2423, %1166) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2432 = "tf.Mul"(%2431, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2433 = "tf.AddV2"(%1165, %2432) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2434 = "tf.Identity"(%2433) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2435 = "tf.Mul"(%2434, %723) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2436 = "tf.RealDiv"(%2435, %2430) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2437 = "tf.Sub"(%871, %2436) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2438 = "tf.Mul"(%1514, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2439 = "tf.Identity"(%2438) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2440 = "tf.Square"(%2439) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2441 = "tf.Sub"(%2440, %1185) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2442 = "tf.Mul"(%2441, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2443 = "tf.AddV2"(%1184, %2442) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2444 = "tf.Identity"(%2443) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2445 = "tf.Sqrt"(%2444) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2446 = "tf.AddV2"(%2445, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2447 = "tf.Sub"(%2439, %1182) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2448 = "tf.Mul"(%2447, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2449 = "tf.AddV2"(%1181, %2448) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2450 = "tf.Identity"(%2449) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2451 = "tf.Mul"(%2450, %726) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2452 = "tf.RealDiv"(%2451, %2446) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2453 = "tf.Sub"(%933, %2452) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2454 = "tf.Mul"(%1849, %1873) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2455 = "tf.Identity"(%2454) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2456 = "tf.Square"(%2455) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2457 = "tf.Sub"(%2456, %1163) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2458 = "tf.Mul"(%2457, %cst_11) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2459 = "tf.AddV2"(%1162, %2458) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2460 = "tf.Identity"(%2459) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2461 = "tf.Sqrt"(%2460) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2462 = "tf.AddV2"(%2461, %cst_12) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2463 = "tf.Sub"(%2455, %1160) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2464 = "tf.Mul"(%2463, %cst_10) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2465 = "tf.AddV2"(%1159, %2464) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2466 = "tf.Identity"(%2465) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2467 = "tf.Mul"(%2466, %729) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2468 = "tf.RealDiv"(%2467, %2462) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2469 = "tf.Sub"(%837, %2468) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2470 = "tf.Mul"(%1853, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2471 = "tf.Identity"(%2470) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2472 = "tf.Square"(%2471) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2473 = "tf.Sub"(%2472, %857) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2474 = "tf.Mul"(%2473, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2475 = "tf.AddV2"(%856, %2474) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2476 = "tf.Identity"(%2475) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2477 = "tf.Sqrt"(%2476) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2478 = "tf.AddV2"(%2477, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2479 = "tf.Sub"(%2471, %854) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2480 = "tf.Mul"(%2479, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2481 = "tf.AddV2"(%853, %2480) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2482 = "tf.Identity"(%2481) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2483 = "tf.Mul"(%2482, %732) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2484 = "tf.RealDiv"(%2483, %2478) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2485 = "tf.Sub"(%1030, %2484) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2486 = "tf.Mul"(%1487, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2487 = "tf.Identity"(%2486) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2488 = "tf.Square"(%2487) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2489 = "tf.Sub"(%2488, %851) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2490 = "tf.Mul"(%2489, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2491 = "tf.AddV2"(%850, %2490) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2492 = "tf.Identity"(%2491) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2493 = "tf.Sqrt"(%2492) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2494 = "tf.AddV2"(%2493, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2495 = "tf.Sub"(%2487, %848) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2496 = "tf.Mul"(%2495, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2497 = "tf.AddV2"(%847, %2496) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2498 = "tf.Identity"(%2497) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2499 = "tf.Mul"(%2498, %738) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2500 = "tf.RealDiv"(%2499, %2494) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2501 = "tf.Sub"(%1022, %2500) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2502 = "tf.Mul"(%1855, %1873) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2503 = "tf.Identity"(%2502) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2504 = "tf.Square"(%2503) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2505 = "tf.Sub"(%2504, %170) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2506 = "tf.Mul"(%2505, %cst_11) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2507 = "tf.AddV2"(%169, %2506) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2508 = "tf.Identity"(%2507) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2509 = "tf.Sqrt"(%2508) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2510 = "tf.AddV2"(%2509, %cst_12) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2511 = "tf.Sub"(%2503, %167) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2512 = "tf.Mul"(%2511, %cst_10) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2513 = "tf.AddV2"(%166, %2512) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2514 = "tf.Identity"(%2513) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2515 = "tf.Mul"(%2514, %741) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2516 = "tf.RealDiv"(%2515, %2510) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2517 = "tf.Sub"(%967, %2516) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2518 = "tf.Mul"(%1480, %1873) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2519 = "tf.Identity"(%2518) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2520 = "tf.Square"(%2519) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2521 = "tf.Sub"(%2520, %1237) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2522 = "tf.Mul"(%2521, %cst_11) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2523 = "tf.AddV2"(%1236, %2522) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2524 = "tf.Identity"(%2523) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2525 = "tf.Sqrt"(%2524) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2526 = "tf.AddV2"(%2525, %cst_12) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2527 = "tf.Sub"(%2519, %1234) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2528 = "tf.Mul"(%2527, %cst_10) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2529 = "tf.AddV2"(%1233, %2528) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2530 = "tf.Identity"(%2529) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2531 = "tf.Mul"(%2530, %744) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2532 = "tf.RealDiv"(%2531, %2526) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2533 = "tf.Sub"(%964, %2532) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2534 = "tf.Mul"(%1857, %1873) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2535 = "tf.Identity"(%2534) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2536 = "tf.Square"(%2535) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2537 = "tf.Sub"(%2536, %222) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2538 = "tf.Mul"(%2537, %cst_11) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2539 = "tf.AddV2"(%221, %2538) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2540 = "tf.Identity"(%2539) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2541 = "tf.Sqrt"(%2540) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2542 = "tf.AddV2"(%2541, %cst_12) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2543 = "tf.Sub"(%2535, %219) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2544 = "tf.Mul"(%2543, %cst_10) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2545 = "tf.AddV2"(%218, %2544) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2546 = "tf.Identity"(%2545) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2547 = "tf.Mul"(%2546, %747) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2548 = "tf.RealDiv"(%2547, %2542) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2549 = "tf.Sub"(%995, %2548) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2550 = "tf.Mul"(%1474, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2551 = "tf.Identity"(%2550) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2552 = "tf.Square"(%2551) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2553 = "tf.Sub"(%2552, %216) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2554 = "tf.Mul"(%2553, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2555 = "tf.AddV2"(%215, %2554) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2556 = "tf.Identity"(%2555) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2557 = "tf.Sqrt"(%2556) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2558 = "tf.AddV2"(%2557, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2559 = "tf.Sub"(%2551, %213) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2560 = "tf.Mul"(%2559, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2561 = "tf.AddV2"(%212, %2560) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2562 = "tf.Identity"(%2561) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2563 = "tf.Mul"(%2562, %750) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2564 = "tf.RealDiv"(%2563, %2558) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2565 = "tf.Sub"(%992, %2564) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2566 = "tf.Mul"(%1861, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2567 = "tf.Identity"(%2566) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2568 = "tf.Square"(%2567) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2569 = "tf.Sub"(%2568, %913) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2570 = "tf.Mul"(%2569, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2571 = "tf.AddV2"(%912, %2570) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2572 = "tf.Identity"(%2571) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2573 = "tf.Sqrt"(%2572) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2574 = "tf.AddV2"(%2573, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2575 = "tf.Sub"(%2567, %910) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2576 = "tf.Mul"(%2575, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2577 = "tf.AddV2"(%909, %2576) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2578 = "tf.Identity"(%2577) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2579 = "tf.Mul"(%2578, %753) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2580 = "tf.RealDiv"(%2579, %2574) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2581 = "tf.Sub"(%1062, %2580) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2582 = "tf.Mul"(%1757, %1873) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2583 = "tf.Identity"(%2582) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2584 = "tf.Square"(%2583) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2585 = "tf.Sub"(%2584, %1101) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2586 = "tf.Mul"(%2585, %cst_11) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2587 = "tf.AddV2"(%1100, %2586) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2588 = "tf.Identity"(%2587) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2589 = "tf.Sqrt"(%2588) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2590 = "tf.AddV2"(%2589, %cst_12) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2591 = "tf.Sub"(%2583, %1098) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2592 = "tf.Mul"(%2591, %cst_10) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2593 = "tf.AddV2"(%1097, %2592) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2594 = "tf.Identity"(%2593) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2595 = "tf.Mul"(%2594, %735) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2596 = "tf.RealDiv"(%2595, %2590) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2597 = "tf.Sub"(%1026, %2596) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2598 = "tf.Mul"(%1454, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2599 = "tf.Identity"(%2598) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2600 = "tf.Square"(%2599) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2601 = "tf.Sub"(%2600, %903) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2602 = "tf.Mul"(%2601, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2603 = "tf.AddV2"(%902, %2602) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2604 = "tf.Identity"(%2603) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2605 = "tf.Sqrt"(%2604) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2606 = "tf.AddV2"(%2605, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2607 = "tf.Sub"(%2599, %900) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2608 = "tf.Mul"(%2607, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2609 = "tf.AddV2"(%899, %2608) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2610 = "tf.Identity"(%2609) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2611 = "tf.Mul"(%2610, %756) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2612 = "tf.RealDiv"(%2611, %2606) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2613 = "tf.Sub"(%1058, %2612) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2614 = "tf.Mul"(%1863, %1873) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2615 = "tf.Identity"(%2614) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2616 = "tf.Square"(%2615) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2617 = "tf.Sub"(%2616, %931) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2618 = "tf.Mul"(%2617, %cst_11) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2619 = "tf.AddV2"(%930, %2618) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2620 = "tf.Identity"(%2619) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2621 = "tf.Sqrt"(%2620) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2622 = "tf.AddV2"(%2621, %cst_12) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2623 = "tf.Sub"(%2615, %928) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2624 = "tf.Mul"(%2623, %cst_10) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2625 = "tf.AddV2"(%927, %2624) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2626 = "tf.Identity"(%2625) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2627 = "tf.Mul"(%2626, %759) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2628 = "tf.RealDiv"(%2627, %2622) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2629 = "tf.Sub"(%1076, %2628) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2630 = "tf.Mul"(%1449, %1873) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2631 = "tf.Identity"(%2630) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2632 = "tf.Square"(%2631) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2633 = "tf.Sub"(%2632, %925) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2634 = "tf.Mul"(%2633, %cst_11) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2635 = "tf.AddV2"(%924, %2634) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2636 = "tf.Identity"(%2635) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2637 = "tf.Sqrt"(%2636) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2638 = "tf.AddV2"(%2637, %cst_12) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2639 = "tf.Sub"(%2631, %922) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2640 = "tf.Mul"(%2639, %cst_10) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2641 = "tf.AddV2"(%921, %2640) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2642 = "tf.Identity"(%2641) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2643 = "tf.Mul"(%2642, %762) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2644 = "tf.RealDiv"(%2643, %2638) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2645 = "tf.Sub"(%1073, %2644) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2646 = "tf.Mul"(%1789, %1873) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2647 = "tf.Identity"(%2646) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2648 = "tf.Square"(%2647) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2649 = "tf.Sub"(%2648, %1083) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2650 = "tf.Mul"(%2649, %cst_11) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2651 = "tf.AddV2"(%1082, %2650) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2652 = "tf.Identity"(%2651) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2653 = "tf.Sqrt"(%2652) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2654 = "tf.AddV2"(%2653, %cst_12) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2655 = "tf.Sub"(%2647, %1080) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2656 = "tf.Mul"(%2655, %cst_10) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2657 = "tf.AddV2"(%1079, %2656) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2658 = "tf.Identity"(%2657) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2659 = "tf.Mul"(%2658, %765) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2660 = "tf.RealDiv"(%2659, %2654) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2661 = "tf.Sub"(%1243, %2660) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2662 = "tf.Mul"(%1793, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2663 = "tf.Identity"(%2662) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2664 = "tf.Square"(%2663) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2665 = "tf.Sub"(%2664, %817) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2666 = "tf.Mul"(%2665, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2667 = "tf.AddV2"(%816, %2666) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2668 = "tf.Identity"(%2667) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2669 = "tf.Sqrt"(%2668) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2670 = "tf.AddV2"(%2669, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2671 = "tf.Sub"(%2663, %814) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2672 = "tf.Mul"(%2671, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2673 = "tf.AddV2"(%813, %2672) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2674 = "tf.Identity"(%2673) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2675 = "tf.Mul"(%2674, %768) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2676 = "tf.RealDiv"(%2675, %2670) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2677 = "tf.Sub"(%1002, %2676) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2678 = "tf.Mul"(%1730, %1873) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2679 = "tf.Identity"(%2678) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2680 = "tf.Square"(%2679) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2681 = "tf.Sub"(%2680, %811) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2682 = "tf.Mul"(%2681, %cst_11) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2683 = "tf.AddV2"(%810, %2682) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2684 = "tf.Identity"(%2683) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2685 = "tf.Sqrt"(%2684) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2686 = "tf.AddV2"(%2685, %cst_12) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2687 = "tf.Sub"(%2679, %808) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2688 = "tf.Mul"(%2687, %cst_10) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2689 = "tf.AddV2"(%807, %2688) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2690 = "tf.Identity"(%2689) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2691 = "tf.Mul"(%2690, %771) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2692 = "tf.RealDiv"(%2691, %2686) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2693 = "tf.Sub"(%998, %2692) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2694 = "tf.Mul"(%1795, %1873) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2695 = "tf.Identity"(%2694) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2696 = "tf.Square"(%2695) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2697 = "tf.Sub"(%2696, %1203) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2698 = "tf.Mul"(%2697, %cst_11) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2699 = "tf.AddV2"(%1202, %2698) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2700 = "tf.Identity"(%2699) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2701 = "tf.Sqrt"(%2700) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2702 = "tf.AddV2"(%2701, %cst_12) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2703 = "tf.Sub"(%2695, %1200) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2704 = "tf.Mul"(%2703, %cst_10) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2705 = "tf.AddV2"(%1199, %2704) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2706 = "tf.Identity"(%2705) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2707 = "tf.Mul"(%2706, %774) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2708 = "tf.RealDiv"(%2707, %2702) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2709 = "tf.Sub"(%945, %2708) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2710 = "tf.Identity"(%1446) {device = ""} : (tensor<f32>) -> tensor<f32>
    %2711 = "tf.Relayout"(%2710) <{layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<f32>) -> tensor<f32>
    %2712 = "tf.DTensorLayout"(%2711) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<f32>) -> tensor<f32>
    %2713 = "tf.Relayout"(%2709) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2714 = "tf.DTensorLayout"(%2713) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2715 = "tf.Relayout"(%2705) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2716 = "tf.DTensorLayout"(%2715) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2717 = "tf.Relayout"(%2699) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2718 = "tf.DTensorLayout"(%2717) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2719 = "tf.Relayout"(%2693) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2720 = "tf.DTensorLayout"(%2719) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2721 = "tf.Relayout"(%2689) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2722 = "tf.DTensorLayout"(%2721) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2723 = "tf.Relayout"(%2683) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2724 = "tf.DTensorLayout"(%2723) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2725 = "tf.Relayout"(%2677) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2726 = "tf.DTensorLayout"(%2725) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2727 = "tf.Relayout"(%2673) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2728 = "tf.DTensorLayout"(%2727) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2729 = "tf.Relayout"(%2667) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2730 = "tf.DTensorLayout"(%2729) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2731 = "tf.Relayout"(%2661) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2732 = "tf.DTensorLayout"(%2731) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2733 = "tf.Relayout"(%2657) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2734 = "tf.DTensorLayout"(%2733) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2735 = "tf.Relayout"(%2651) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2736 = "tf.DTensorLayout"(%2735) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2737 = "tf.Relayout"(%2645) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2738 = "tf.DTensorLayout"(%2737) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2739 = "tf.Relayout"(%2641) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2740 = "tf.DTensorLayout"(%2739) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2741 = "tf.Relayout"(%2635) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2742 = "tf.DTensorLayout"(%2741) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2743 = "tf.Relayout"(%2629) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2744 = "tf.DTensorLayout"(%2743) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2745 = "tf.Relayout"(%2625) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2746 = "tf.DTensorLayout"(%2745) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2747 = "tf.Relayout"(%2619) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2748 = "tf.DTensorLayout"(%2747) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2749 = "tf.Relayout"(%2613) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2750 = "tf.DTensorLayout"(%2749) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2751 = "tf.Relayout"(%2609) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2752 = "tf.DTensorLayout"(%2751) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2753 = "tf.Relayout"(%2603) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2754 = "tf.DTensorLayout"(%2753) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2755 = "tf.Relayout"(%2597) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2756 = "tf.DTensorLayout"(%2755) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2757 = "tf.Relayout"(%2593) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2758 = "tf.DTensorLayout"(%2757) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2759 = "tf.Relayout"(%2587) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2760 = "tf.DTensorLayout"(%2759) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2761 = "tf.Relayout"(%2581) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2762 = "tf.DTensorLayout"(%2761) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2763 = "tf.Relayout"(%2577) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2764 = "tf.DTensorLayout"(%2763) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2765 = "tf.Relayout"(%2571) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2766 = "tf.DTensorLayout"(%2765) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2767 = "tf.Relayout"(%2565) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2768 = "tf.DTensorLayout"(%2767) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2769 = "tf.Relayout"(%2561) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2770 = "tf.DTensorLayout"(%2769) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2771 = "tf.Relayout"(%2555) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2772 = "tf.DTensorLayout"(%2771) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2773 = "tf.Relayout"(%2549) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2774 = "tf.DTensorLayout"(%2773) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2775 = "tf.Relayout"(%2545) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2776 = "tf.DTensorLayout"(%2775) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2777 = "tf.Relayout"(%2539) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2778 = "tf.DTensorLayout"(%2777) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2779 = "tf.Relayout"(%2533) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2780 = "tf.DTensorLayout"(%2779) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2781 = "tf.Relayout"(%2529) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2782 = "tf.DTensorLayout"(%2781) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2783 = "tf.Relayout"(%2523) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2784 = "tf.DTensorLayout"(%2783) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2785 = "tf.Relayout"(%2517) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2786 = "tf.DTensorLayout"(%2785) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2787 = "tf.Relayout"(%2513) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2788 = "tf.DTensorLayout"(%2787) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2789 = "tf.Relayout"(%2507) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2790 = "tf.DTensorLayout"(%2789) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2791 = "tf.Relayout"(%2501) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2792 = "tf.DTensorLayout"(%2791) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2793 = "tf.Relayout"(%2497) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2794 = "tf.DTensorLayout"(%2793) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2795 = "tf.Relayout"(%2491) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2796 = "tf.DTensorLayout"(%2795) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2797 = "tf.Relayout"(%2485) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2798 = "tf.DTensorLayout"(%2797) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2799 = "tf.Relayout"(%2481) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2800 = "tf.DTensorLayout"(%2799) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2801 = "tf.Relayout"(%2475) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2802 = "tf.DTensorLayout"(%2801) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2803 = "tf.Relayout"(%2469) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2804 = "tf.DTensorLayout"(%2803) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2805 = "tf.Relayout"(%2465) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2806 = "tf.DTensorLayout"(%2805) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2807 = "tf.Relayout"(%2459) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2808 = "tf.DTensorLayout"(%2807) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2809 = "tf.Relayout"(%2453) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2810 = "tf.DTensorLayout"(%2809) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2811 = "tf.Relayout"(%2449) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2812 = "tf.DTensorLayout"(%2811) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2813 = "tf.Relayout"(%2443) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2814 = "tf.DTensorLayout"(%2813) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2815 = "tf.Relayout"(%2437) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2816 = "tf.DTensorLayout"(%2815) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2817 = "tf.Relayout"(%2433) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2818 = "tf.DTensorLayout"(%2817) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2819 = "tf.Relayout"(%2427) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2820 = "tf.DTensorLayout"(%2819) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2821 = "tf.Relayout"(%2421) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2822 = "tf.DTensorLayout"(%2821) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2823 = "tf.Relayout"(%2417) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2824 = "tf.DTensorLayout"(%2823) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2825 = "tf.Relayout"(%2411) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2826 = "tf.DTensorLayout"(%2825) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2827 = "tf.Relayout"(%2405) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2828 = "tf.DTensorLayout"(%2827) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2829 = "tf.Relayout"(%2401) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2830 = "tf.DTensorLayout"(%2829) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2831 = "tf.Relayout"(%2395) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2832 = "tf.DTensorLayout"(%2831) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2833 = "tf.Relayout"(%2389) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2834 = "tf.DTensorLayout"(%2833) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2835 = "tf.Relayout"(%2385) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2836 = "tf.DTensorLayout"(%2835) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2837 = "tf.Relayout"(%2379) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2838 = "tf.DTensorLayout"(%2837) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2839 = "tf.Relayout"(%2373) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2840 = "tf.DTensorLayout"(%2839) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2841 = "tf.Relayout"(%2369) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2842 = "tf.DTensorLayout"(%2841) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2843 = "tf.Relayout"(%2363) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2844 = "tf.DTensorLayout"(%2843) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2845 = "tf.Relayout"(%2357) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2846 = "tf.DTensorLayout"(%2845) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2847 = "tf.Relayout"(%2353) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2848 = "tf.DTensorLayout"(%2847) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2849 = "tf.Relayout"(%2347) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2850 = "tf.DTensorLayout"(%2849) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2851 = "tf.Relayout"(%2341) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2852 = "tf.DTensorLayout"(%2851) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2853 = "tf.Relayout"(%2337) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2854 = "tf.DTensorLayout"(%2853) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2855 = "tf.Relayout"(%2331) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2856 = "tf.DTensorLayout"(%2855) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2857 = "tf.Relayout"(%2325) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2858 = "tf.DTensorLayout"(%2857) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2859 = "tf.Relayout"(%2321) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2860 = "tf.DTensorLayout"(%2859) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2861 = "tf.Relayout"(%2315) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2862 = "tf.DTensorLayout"(%2861) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2863 = "tf.Relayout"(%2309) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2864 = "tf.DTensorLayout"(%2863) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2865 = "tf.Relayout"(%2305) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2866 = "tf.DTensorLayout"(%2865) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2867 = "tf.Relayout"(%2299) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2868 = "tf.DTensorLayout"(%2867) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2869 = "tf.Relayout"(%2293) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2870 = "tf.DTensorLayout"(%2869) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2871 = "tf.Relayout"(%2289) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2872 = "tf.DTensorLayout"(%2871) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2873 = "tf.Relayout"(%2283) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2874 = "tf.DTensorLayout"(%2873) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2875 = "tf.Relayout"(%2277) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2876 = "tf.DTensorLayout"(%2875) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2877 = "tf.Relayout"(%2273) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2878 = "tf.DTensorLayout"(%2877) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2879 = "tf.Relayout"(%2267) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2880 = "tf.DTensorLayout"(%2879) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2881 = "tf.Relayout"(%2261) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2882 = "tf.DTensorLayout"(%2881) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2883 = "tf.Relayout"(%2257) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2884 = "tf.DTensorLayout"(%2883) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2885 = "tf.Relayout"(%2251) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2886 = "tf.DTensorLayout"(%2885) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2887 = "tf.Relayout"(%2245) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2888 = "tf.DTensorLayout"(%2887) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2889 = "tf.Relayout"(%2241) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2890 = "tf.DTensorLayout"(%2889) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2891 = "tf.Relayout"(%2235) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2892 = "tf.DTensorLayout"(%2891) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2893 = "tf.Relayout"(%2229) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2894 = "tf.DTensorLayout"(%2893) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2895 = "tf.Relayout"(%2225) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2896 = "tf.DTensorLayout"(%2895) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2897 = "tf.Relayout"(%2219) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2898 = "tf.DTensorLayout"(%2897) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2899 = "tf.Relayout"(%2213) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2900 = "tf.DTensorLayout"(%2899) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2901 = "tf.Relayout"(%2209) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2902 = "tf.DTensorLayout"(%2901) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2903 = "tf.Relayout"(%2203) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2904 = "tf.DTensorLayout"(%2903) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2905 = "tf.Relayout"(%2197) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2906 = "tf.DTensorLayout"(%2905) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2907 = "tf.Relayout"(%2193) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2908 = "tf.DTensorLayout"(%2907) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2909 = "tf.Relayout"(%2187) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2910 = "tf.DTensorLayout"(%2909) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2911 = "tf.Relayout"(%2181) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2912 = "tf.DTensorLayout"(%2911) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2913 = "tf.Relayout"(%2177) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2914 = "tf.DTensorLayout"(%2913) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2915 = "tf.Relayout"(%2171) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2916 = "tf.DTensorLayout"(%2915) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2917 = "tf.Relayout"(%2165) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2918 = "tf.DTensorLayout"(%2917) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2919 = "tf.Relayout"(%2161) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2920 = "tf.DTensorLayout"(%2919) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2921 = "tf.Relayout"(%2155) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2922 = "tf.DTensorLayout"(%2921) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2923 = "tf.Relayout"(%2149) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2924 = "tf.DTensorLayout"(%2923) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2925 = "tf.Relayout"(%2145) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2926 = "tf.DTensorLayout"(%2925) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2927 = "tf.Relayout"(%2139) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2928 = "tf.DTensorLayout"(%2927) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2929 = "tf.Relayout"(%2133) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2930 = "tf.DTensorLayout"(%2929) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2931 = "tf.Relayout"(%2129) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2932 = "tf.DTensorLayout"(%2931) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2933 = "tf.Relayout"(%2123) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2934 = "tf.DTensorLayout"(%2933) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2935 = "tf.Relayout"(%2117) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2936 = "tf.DTensorLayout"(%2935) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2937 = "tf.Relayout"(%2113) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2938 = "tf.DTensorLayout"(%2937) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2939 = "tf.Relayout"(%2107) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2940 = "tf.DTensorLayout"(%2939) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2941 = "tf.Relayout"(%2101) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2942 = "tf.DTensorLayout"(%2941) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2943 = "tf.Relayout"(%2097) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2944 = "tf.DTensorLayout"(%2943) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2945 = "tf.Relayout"(%2091) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2946 = "tf.DTensorLayout"(%2945) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2947 = "tf.Relayout"(%2085) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2948 = "tf.DTensorLayout"(%2947) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2949 = "tf.Relayout"(%2081) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2950 = "tf.DTensorLayout"(%2949) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2951 = "tf.Relayout"(%2075) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2952 = "tf.DTensorLayout"(%2951) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2953 = "tf.Relayout"(%2069) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2954 = "tf.DTensorLayout"(%2953) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2955 = "tf.Relayout"(%2065) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2956 = "tf.DTensorLayout"(%2955) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2957 = "tf.Relayout"(%2058) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2958 = "tf.DTensorLayout"(%2957) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2959 = "tf.Relayout"(%2051) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2960 = "tf.DTensorLayout"(%2959) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2961 = "tf.Relayout"(%2047) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2962 = "tf.DTensorLayout"(%2961) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2963 = "tf.Relayout"(%2041) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2964 = "tf.DTensorLayout"(%2963) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2965 = "tf.Relayout"(%2035) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2966 = "tf.DTensorLayout"(%2965) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2967 = "tf.Relayout"(%2031) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2968 = "tf.DTensorLayout"(%2967) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2969 = "tf.Relayout"(%2025) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2970 = "tf.DTensorLayout"(%2969) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2971 = "tf.Relayout"(%2019) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2972 = "tf.DTensorLayout"(%2971) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2973 = "tf.Relayout"(%2015) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2974 = "tf.DTensorLayout"(%2973) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2975 = "tf.Relayout"(%2009) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2976 = "tf.DTensorLayout"(%2975) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2977 = "tf.Relayout"(%2003) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2978 = "tf.DTensorLayout"(%2977) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2979 = "tf.Relayout"(%1999) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2980 = "tf.DTensorLayout"(%2979) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2981 = "tf.Relayout"(%1993) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2982 = "tf.DTensorLayout"(%2981) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2983 = "tf.Relayout"(%1987) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2984 = "tf.DTensorLayout"(%2983) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2985 = "tf.Relayout"(%1983) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2986 = "tf.DTensorLayout"(%2985) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2987 = "tf.Relayout"(%1977) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2988 = "tf.DTensorLayout"(%2987) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2989 = "tf.Relayout"(%1971) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2990 = "tf.DTensorLayout"(%2989) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2991 = "tf.Relayout"(%1967) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2992 = "tf.DTensorLayout"(%2991) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2993 = "tf.Relayout"(%1961) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2994 = "tf.DTensorLayout"(%2993) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2995 = "tf.Relayout"(%1955) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2996 = "tf.DTensorLayout"(%2995) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2997 = "tf.Relayout"(%1951) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2998 = "tf.DTensorLayout"(%2997) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2999 = "tf.Relayout"(%1945) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3000 = "tf.DTensorLayout"(%2999) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %3001 = "tf.Relayout"(%1939) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3002 = "tf.DTensorLayout"(%3001) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %3003 = "tf.Relayout"(%1935) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3004 = "tf.DTensorLayout"(%3003) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %3005 = "tf.Relayout"(%1929) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %3006 = "tf.DTensorLayout"(%3005) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %3007 = "tf.Relayout"(%1923) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3008 = "tf.DTensorLayout"(%3007) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3009 = "tf.Relayout"(%1919) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3010 = "tf.DTensorLayout"(%3009) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3011 = "tf.Relayout"(%1913) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3012 = "tf.DTensorLayout"(%3011) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %3013 = "tf.Relayout"(%1907) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3014 = "tf.DTensorLayout"(%3013) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3015 = "tf.Relayout"(%1903) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3016 = "tf.DTensorLayout"(%3015) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3017 = "tf.Relayout"(%1897) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3018 = "tf.DTensorLayout"(%3017) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %3019 = "tf.Relayout"(%1891) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3020 = "tf.DTensorLayout"(%3019) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3021 = "tf.Relayout"(%1887) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3022 = "tf.DTensorLayout"(%3021) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3023 = "tf.Relayout"(%1880) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3024 = "tf.DTensorLayout"(%3023) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %3025 = "tf.Relayout"(%636) <{layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<i64>) -> tensor<i64>
    %3026 = "tf.DTensorLayout"(%3025) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<i64>) -> tensor<i64>
    "tf.AssignVariableOp"(%39, %3026) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<i64>>>, tensor<i64>) -> ()
    "tf.AssignVariableOp"(%72, %3024) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%73, %3022) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%141, %3020) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%70, %3018) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%71, %3016) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%140, %3014) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%52, %3012) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%53, %3010) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%131, %3008) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%54, %3006) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%55, %3004) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%132, %3002) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%18, %3000) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%19, %2998) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%115, %2996) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%20, %2994) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%21, %2992) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%116, %2990) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%92, %2988) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%93, %2986) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%151, %2984) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%94, %2982) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%95, %2980) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%152, %2978) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%90, %2976) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%91, %2974) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%150, %2972) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%96, %2970) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%97, %2968) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%153, %2966) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%30, %2964) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%31, %2962) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%121, %2960) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%4, %2958) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%5, %2956) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%108, %2954) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%32, %2952) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%33, %2950) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%122, %2948) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%64, %2946) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%65, %2944) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%137, %2942) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%66, %2940) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%67, %2938) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%138, %2936) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%48, %2934) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%49, %2932) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%129, %2930) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%50, %2928) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%51, %2926) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%130, %2924) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%14, %2922) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%15, %2920) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%113, %2918) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%16, %2916) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%17, %2914) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%114, %2912) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%84, %2910) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%85, %2908) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%147, %2906) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%86, %2904) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%87, %2902) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%148, %2900) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%82, %2898) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%83, %2896) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%146, %2894) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%100, %2892) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%101, %2890) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%155, %2888) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%88, %2886) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%89, %2884) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%149, %2882) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%26, %2880) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%27, %2878) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%119, %2876) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%28, %2874) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%29, %2872) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%120, %2870) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%60, %2868) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%61, %2866) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%135, %2864) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%62, %2862) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%63, %2860) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%136, %2858) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%44, %2856) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%45, %2854) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%127, %2852) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%46, %2850) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%47, %2848) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%128, %2846) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%10, %2844) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%11, %2842) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%111, %2840) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%12, %2838) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%13, %2836) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%112, %2834) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%76, %2832) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%77, %2830) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%143, %2828) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%102, %2826) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%103, %2824) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%156, %2822) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%78, %2820) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%79, %2818) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%144, %2816) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%74, %2814) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%75, %2812) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%142, %2810) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%80, %2808) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%81, %2806) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%145, %2804) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%22, %2802) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%23, %2800) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%117, %2798) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%24, %2796) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%25, %2794) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%118, %2792) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%56, %2790) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%57, %2788) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%133, %2786) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%58, %2784) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%59, %2782) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%134, %2780) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%40, %2778) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%41, %2776) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%125, %2774) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%42, %2772) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%43, %2770) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%126, %2768) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%6, %2766) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%7, %2764) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%109, %2762) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%98, %2760) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%99, %2758) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%154, %2756) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%8, %2754) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%9, %2752) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%110, %2750) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%0, %2748) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%1, %2746) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%106, %2744) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%2, %2742) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%3, %2740) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%107, %2738) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%104, %2736) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%105, %2734) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%157, %2732) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%34, %2730) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%35, %2728) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%123, %2726) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%36, %2724) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%37, %2722) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%124, %2720) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%68, %2718) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%69, %2716) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%139, %2714) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    %3027 = "tf.Identity"(%2712) {device = ""} : (tensor<f32>) -> tensor<f32>
    return %3027 : tensor<f32>
  }
}


