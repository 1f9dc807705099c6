// -----// IR Dump After SCCP (sccp) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_10548685541182164996_7945627997047080647", dtensor.eager_operation_name = "__inference_laid_out_step_17572", tf._default_mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<32x32xi32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<*x!tf_type.resource<tensor<i64>>> {tf._layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<*x!tf_type.resource<tensor<f32>>> {tf._layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg159: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg160: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> tensor<f32> attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157,op_input_158,op_input_159", outputs = "op_output_0"}} {
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
    %160 = "tf.StatefulPartitionedCall"(%159, %158, %157, %156, %155, %154, %153, %152, %151, %150, %149, %148, %147, %146, %145, %144, %143, %142, %141, %140, %139, %138, %137, %136, %135, %134, %133, %132, %131, %130, %129, %128, %127, %126, %125, %124, %123, %122, %121, %120, %119, %118, %117, %116, %115, %114, %113, %112, %111, %110, %109, %108, %107, %106, %105, %104, %103, %102, %101, %100, %99, %98, %97, %96, %95, %94, %93, %92, %91, %90, %89, %88, %87, %86, %85, %84, %83, %82, %81, %80, %79, %78, %77, %76, %75, %74, %73, %72, %71, %70, %69, %68, %67, %66, %65, %64, %63, %62, %61, %60, %59, %58, %57, %56, %55, %54, %53, %52, %51, %50, %49, %48, %47, %46, %45, %44, %43, %42, %41, %40, %39, %38, %37, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2, %1, %0) <{config = "", config_proto = "", executor_type = "", f = @__inference_laid_out_step_175720}> {device = ""} : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<*x!tf_type.resource<tensor<i64>>>, tensor<*x!tf_type.resource<tensor<f32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<f32>
    return %160 : tensor<f32>
  }
  func.func private @__inference_laid_out_step_175720(%arg0: tensor<32x32xi32> {tf._user_specified_name = "inputs_0"}, %arg1: tensor<32x32xi32> {tf._user_specified_name = "inputs_1"}, %arg2: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg3: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg4: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg5: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg6: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg7: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg8: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg9: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg10: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg11: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg12: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg13: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg14: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg15: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg16: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg17: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg18: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._user_specified_name = "resource"}, %arg19: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg20: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg21: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg22: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg23: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg24: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg25: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg26: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg27: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg28: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg29: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg30: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg31: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg32: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg33: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg34: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg35: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg36: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg37: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg38: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg39: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg40: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg41: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg42: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg43: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg44: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg45: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg46: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg47: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg48: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg49: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg50: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg51: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._user_specified_name = "resource"}, %arg52: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._user_specified_name = "resource"}, %arg53: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._user_specified_name = "resource"}, %arg54: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg55: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg56: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg57: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg58: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg59: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg60: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg61: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg62: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg63: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg64: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg65: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg66: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg67: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg68: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg69: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg70: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg71: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg72: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg73: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg74: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg75: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg76: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg77: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg78: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg79: tensor<*x!tf_type.resource<tensor<8x32x256xf32>>> {tf._user_specified_name = "resource"}, %arg80: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg81: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg82: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg83: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg84: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg85: tensor<*x!tf_type.resource<tensor<256x8x32xf32>>> {tf._user_specified_name = "resource"}, %arg86: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._user_specified_name = "resource"}, %arg87: tensor<*x!tf_type.resource<tensor<16384x256xf32>>> {tf._user_specified_name = "resource"}, %arg88: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg89: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg90: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg91: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg92: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg93: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg94: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg95: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg96: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg97: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg98: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg99: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg100: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg101: tensor<*x!tf_type.resource<tensor<1024xf32>>> {tf._user_specified_name = "resource"}, %arg102: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg103: tensor<*x!tf_type.resource<tensor<256x1024xf32>>> {tf._user_specified_name = "resource"}, %arg104: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg105: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg106: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg107: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg108: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg109: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg110: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg111: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg112: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg113: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg114: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg115: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg116: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg117: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg118: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg119: tensor<*x!tf_type.resource<tensor<1024x256xf32>>> {tf._user_specified_name = "resource"}, %arg120: tensor<*x!tf_type.resource<tensor<i64>>> {tf._user_specified_name = "resource"}, %arg121: tensor<*x!tf_type.resource<tensor<f32>>> {tf._user_specified_name = "resource"}, %arg122: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg123: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg124: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg125: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg126: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg127: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg128: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg129: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg130: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg131: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg132: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg133: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg134: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg135: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg136: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg137: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg138: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg139: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg140: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg141: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg142: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg143: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg144: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg145: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg146: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg147: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg148: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg149: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg150: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg151: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg152: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg153: tensor<*x!tf_type.resource<tensor<256xf32>>> {tf._user_specified_name = "resource"}, %arg154: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._user_specified_name = "resource"}, %arg155: tensor<*x!tf_type.resource<tensor<32x256xf32>>> {tf._user_specified_name = "resource"}, %arg156: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._user_specified_name = "resource"}, %arg157: tensor<*x!tf_type.resource<tensor<16384xf32>>> {tf._user_specified_name = "resource"}, %arg158: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._user_specified_name = "resource"}, %arg159: tensor<*x!tf_type.resource<tensor<256x16384xf32>>> {tf._user_specified_name = "resource"}) -> tensor<f32> attributes {tf._construction_context = "kEagerRuntime", tf.signature.is_stateful} {
    %cst = "tf.Const"() <{value = dense<[32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63]> : tensor<32xi32>}> : () -> tensor<32xi32>
    %cst_0 = "tf.Const"() <{value = dense<false> : tensor<32xi1>}> : () -> tensor<32xi1>
    %cst_1 = "tf.Const"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>}> : () -> tensor<32xi32>
    %cst_2 = "tf.Const"() <{value = dense<9.765625E-4> : tensor<1024x1xf32>}> : () -> tensor<1024x1xf32>
    %cst_3 = "tf.Const"() <{value = dense<9.765625E-4> : tensor<1024xf32>}> : () -> tensor<1024xf32>
    %cst_4 = "tf.Const"() <{value = dense<9.765625E-4> : tensor<32x32xf32>}> : () -> tensor<32x32xf32>
    %cst_5 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<32x32xf32>}> : () -> tensor<32x32xf32>
    %cst_6 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %cst_7 = "tf.Const"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %cst_8 = "tf.Const"() <{value = dense<[1024, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_9 = "tf.Const"() <{value = dense<[32, 32, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_10 = "tf.Const"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %cst_11 = "tf.Const"() <{value = dense<[1, 1, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_12 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_13 = "tf.Const"() <{value = dense<1024> : tensor<i32>}> : () -> tensor<i32>
    %cst_14 = "tf.Const"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_15 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_16 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_17 = "tf.Const"() <{value = dense<[32, 32, 8, 32]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_18 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %cst_19 = "tf.Const"() <{value = dense<32> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_20 = "tf.Const"() <{value = dense<-2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_21 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_22 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_23 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_24 = "tf.Const"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_25 = "tf.Const"() <{value = dense<1.024000e+03> : tensor<f32>}> : () -> tensor<f32>
    %cst_26 = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_27 = "tf.Const"() <{value = dense<[32, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_28 = "tf.Const"() <{value = dense<1024> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_29 = "tf.Const"() <{value = dense<[32, 32, 1024]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_30 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_31 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_32 = "tf.Const"() <{value = dense<2.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %cst_33 = "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_34 = "tf.Const"() <{value = dense<"0x0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF"> : tensor<32x8x32x32xi1>}> : () -> tensor<32x8x32x32xi1>
    %cst_35 = "tf.Const"() <{value = dense<"0x0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF"> : tensor<1x1x32x32xi1>}> : () -> tensor<1x1x32x32xi1>
    %cst_36 = "tf.Const"() <{value = dense<1> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_37 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_38 = "tf.Const"() <{value = dense<"0x0100000003000000070000000F0000001F0000003F0000007F000000FF000000FF010000FF030000FF070000FF0F0000FF1F0000FF3F0000FF7F0000FFFF0000FFFF0100FFFF0300FFFF0700FFFF0F00FFFF1F00FFFF3F00FFFF7F00FFFFFF00FFFFFF01FFFFFF03FFFFFF07FFFFFF0FFFFFFF1FFFFFFF3FFFFFFF7FFFFFFFFF"> : tensor<32x32xi1>}> : () -> tensor<32x32xi1>
    %cst_39 = "tf.Const"() <{value = dense<true> : tensor<32x32xi1>}> : () -> tensor<32x32xi1>
    %cst_40 = "tf.Const"() <{value = dense<4> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_41 = "tf.Const"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %cst_42 = "tf.Const"() <{value = dense<true> : tensor<32x8x32x32xi1>}> : () -> tensor<32x8x32x32xi1>
    %cst_43 = "tf.Const"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %cst_44 = "tf.Const"() <{value = dense<[-1, 32, 8, 32]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_45 = "tf.Const"() <{value = dense<[256, -1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_46 = "tf.Const"() <{value = dense<[-1, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_47 = "tf.Const"() <{value = dense<[-1, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_48 = "tf.Const"() <{value = dense<[32, 8, 32, 32]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_49 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_50 = "tf.Const"() <{value = dense<-2.37267096E+38> : tensor<f32>}> : () -> tensor<f32>
    %cst_51 = "tf.Const"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %cst_52 = "tf.Const"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %cst_53 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_54 = "tf.Const"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %cst_55 = "tf.Const"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %cst_56 = "tf.Const"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %cst_57 = "tf.Const"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %cst_58 = "tf.Const"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %cst_59 = "tf.Const"() <{value = dense<[-1, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_60 = "tf.Const"() <{value = dense<16384> : tensor<i32>}> : () -> tensor<i32>
    %cst_61 = "tf.Const"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_62 = "tf.Const"() <{value = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_63 = "tf.Const"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %cst_64 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_65 = "tf.Const"() <{value = dense<[32, 32, 16384]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_66 = "tf.Const"() <{value = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_67 = "tf.Const"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %cst_68 = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %cst_69 = "tf.Const"() <{value = dense<32> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_70 = "tf.Const"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>
    %cst_71 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_72 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %0 = "tf.Less"(%arg0, %cst_49) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi1>
    %1 = "tf.AddV2"(%arg0, %cst_60) {device = ""} : (tensor<32x32xi32>, tensor<i32>) -> tensor<32x32xi32>
    %2 = "tf.SelectV2"(%0, %1, %arg0) {device = ""} : (tensor<32x32xi1>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %3 = "tf.Reshape"(%2, %cst_23) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
    %4 = "tf.Reshape"(%arg1, %cst_66) {device = ""} : (tensor<32x32xi32>, tensor<1xi32>) -> tensor<1024xi32>
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
    %38 = "tf.Reshape"(%37, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
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
    %66 = "tf.AddV2"(%65, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %67 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %68 = "tf.AddV2"(%67, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %69 = "tf.Cast"(%68) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %70 = "tf.Pow"(%cst_58, %69) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "tf.Sub"(%cst_52, %70) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %72 = "tf.Pow"(%cst_57, %69) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %73 = "tf.Sub"(%cst_52, %72) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %74 = "tf.Sqrt"(%73) {device = ""} : (tensor<f32>) -> tensor<f32>
    %75 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %76 = "tf.AddV2"(%75, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %77 = "tf.Cast"(%76) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %78 = "tf.Pow"(%cst_58, %77) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %79 = "tf.Sub"(%cst_52, %78) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %80 = "tf.Pow"(%cst_57, %77) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %81 = "tf.Sub"(%cst_52, %80) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %82 = "tf.Sqrt"(%81) {device = ""} : (tensor<f32>) -> tensor<f32>
    %83 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %84 = "tf.AddV2"(%83, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %85 = "tf.Cast"(%84) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %86 = "tf.Pow"(%cst_58, %85) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %87 = "tf.Sub"(%cst_52, %86) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %88 = "tf.Pow"(%cst_57, %85) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %89 = "tf.Sub"(%cst_52, %88) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %90 = "tf.Sqrt"(%89) {device = ""} : (tensor<f32>) -> tensor<f32>
    %91 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %92 = "tf.AddV2"(%91, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %93 = "tf.Cast"(%92) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %94 = "tf.Pow"(%cst_58, %93) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %95 = "tf.Sub"(%cst_52, %94) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %96 = "tf.Pow"(%cst_57, %93) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %97 = "tf.Sub"(%cst_52, %96) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %98 = "tf.Sqrt"(%97) {device = ""} : (tensor<f32>) -> tensor<f32>
    %99 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %100 = "tf.AddV2"(%99, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %101 = "tf.Cast"(%100) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %102 = "tf.Pow"(%cst_58, %101) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %103 = "tf.Sub"(%cst_52, %102) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %104 = "tf.Pow"(%cst_57, %101) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %105 = "tf.Sub"(%cst_52, %104) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %106 = "tf.Sqrt"(%105) {device = ""} : (tensor<f32>) -> tensor<f32>
    %107 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %108 = "tf.AddV2"(%107, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %109 = "tf.Cast"(%108) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %110 = "tf.Pow"(%cst_58, %109) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %111 = "tf.Sub"(%cst_52, %110) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %112 = "tf.Pow"(%cst_57, %109) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %113 = "tf.Sub"(%cst_52, %112) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %114 = "tf.Sqrt"(%113) {device = ""} : (tensor<f32>) -> tensor<f32>
    %115 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %116 = "tf.AddV2"(%115, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %117 = "tf.Cast"(%116) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %118 = "tf.Pow"(%cst_58, %117) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %119 = "tf.Sub"(%cst_52, %118) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %120 = "tf.Pow"(%cst_57, %117) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %121 = "tf.Sub"(%cst_52, %120) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %122 = "tf.Sqrt"(%121) {device = ""} : (tensor<f32>) -> tensor<f32>
    %123 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %124 = "tf.AddV2"(%123, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %125 = "tf.Cast"(%124) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %126 = "tf.Pow"(%cst_58, %125) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %127 = "tf.Sub"(%cst_52, %126) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %128 = "tf.Pow"(%cst_57, %125) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %129 = "tf.Sub"(%cst_52, %128) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %130 = "tf.Sqrt"(%129) {device = ""} : (tensor<f32>) -> tensor<f32>
    %131 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %132 = "tf.AddV2"(%131, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %133 = "tf.Cast"(%132) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %134 = "tf.Pow"(%cst_58, %133) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %135 = "tf.Sub"(%cst_52, %134) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %136 = "tf.Pow"(%cst_57, %133) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %137 = "tf.Sub"(%cst_52, %136) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %138 = "tf.Sqrt"(%137) {device = ""} : (tensor<f32>) -> tensor<f32>
    %139 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %140 = "tf.AddV2"(%139, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %141 = "tf.Cast"(%140) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %142 = "tf.Pow"(%cst_58, %141) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %143 = "tf.Sub"(%cst_52, %142) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %144 = "tf.Pow"(%cst_57, %141) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %145 = "tf.Sub"(%cst_52, %144) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %146 = "tf.Sqrt"(%145) {device = ""} : (tensor<f32>) -> tensor<f32>
    %147 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %148 = "tf.AddV2"(%147, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %149 = "tf.Cast"(%148) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %150 = "tf.Pow"(%cst_58, %149) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %151 = "tf.Sub"(%cst_52, %150) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %152 = "tf.Pow"(%cst_57, %149) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %153 = "tf.Sub"(%cst_52, %152) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %154 = "tf.Sqrt"(%153) {device = ""} : (tensor<f32>) -> tensor<f32>
    %155 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %156 = "tf.AddV2"(%155, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %157 = "tf.Cast"(%156) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %158 = "tf.Pow"(%cst_58, %157) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %159 = "tf.Sub"(%cst_52, %158) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %160 = "tf.Pow"(%cst_57, %157) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %161 = "tf.Sub"(%cst_52, %160) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %162 = "tf.Sqrt"(%161) {device = ""} : (tensor<f32>) -> tensor<f32>
    %163 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %164 = "tf.AddV2"(%163, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %165 = "tf.Cast"(%164) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %166 = "tf.Pow"(%cst_58, %165) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %167 = "tf.Sub"(%cst_52, %166) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %168 = "tf.Pow"(%cst_57, %165) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %169 = "tf.Sub"(%cst_52, %168) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %170 = "tf.Sqrt"(%169) {device = ""} : (tensor<f32>) -> tensor<f32>
    %171 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %172 = "tf.AddV2"(%171, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %173 = "tf.Cast"(%172) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %174 = "tf.Pow"(%cst_58, %173) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %175 = "tf.Sub"(%cst_52, %174) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %176 = "tf.Pow"(%cst_57, %173) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %177 = "tf.Sub"(%cst_52, %176) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %178 = "tf.Sqrt"(%177) {device = ""} : (tensor<f32>) -> tensor<f32>
    %179 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %180 = "tf.AddV2"(%179, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %181 = "tf.Cast"(%180) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %182 = "tf.Pow"(%cst_58, %181) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %183 = "tf.Sub"(%cst_52, %182) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %184 = "tf.Pow"(%cst_57, %181) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %185 = "tf.Sub"(%cst_52, %184) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %186 = "tf.Sqrt"(%185) {device = ""} : (tensor<f32>) -> tensor<f32>
    %187 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %188 = "tf.AddV2"(%187, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %189 = "tf.Cast"(%188) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %190 = "tf.Pow"(%cst_58, %189) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %191 = "tf.Sub"(%cst_52, %190) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %192 = "tf.Pow"(%cst_57, %189) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %193 = "tf.Sub"(%cst_52, %192) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %194 = "tf.Sqrt"(%193) {device = ""} : (tensor<f32>) -> tensor<f32>
    %195 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %196 = "tf.AddV2"(%195, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %197 = "tf.Cast"(%196) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %198 = "tf.Pow"(%cst_58, %197) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %199 = "tf.Sub"(%cst_52, %198) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %200 = "tf.Pow"(%cst_57, %197) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %201 = "tf.Sub"(%cst_52, %200) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %202 = "tf.Sqrt"(%201) {device = ""} : (tensor<f32>) -> tensor<f32>
    %203 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %204 = "tf.AddV2"(%203, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %205 = "tf.Cast"(%204) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %206 = "tf.Pow"(%cst_58, %205) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %207 = "tf.Sub"(%cst_52, %206) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %208 = "tf.Pow"(%cst_57, %205) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %209 = "tf.Sub"(%cst_52, %208) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %210 = "tf.Sqrt"(%209) {device = ""} : (tensor<f32>) -> tensor<f32>
    %211 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %212 = "tf.AddV2"(%211, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %213 = "tf.Cast"(%212) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %214 = "tf.Pow"(%cst_58, %213) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %215 = "tf.Sub"(%cst_52, %214) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %216 = "tf.Pow"(%cst_57, %213) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %217 = "tf.Sub"(%cst_52, %216) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %218 = "tf.Sqrt"(%217) {device = ""} : (tensor<f32>) -> tensor<f32>
    %219 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %220 = "tf.AddV2"(%219, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %221 = "tf.Cast"(%220) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %222 = "tf.Pow"(%cst_58, %221) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %223 = "tf.Sub"(%cst_52, %222) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %224 = "tf.Pow"(%cst_57, %221) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %225 = "tf.Sub"(%cst_52, %224) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %226 = "tf.Sqrt"(%225) {device = ""} : (tensor<f32>) -> tensor<f32>
    %227 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %228 = "tf.AddV2"(%227, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %229 = "tf.Cast"(%228) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %230 = "tf.Pow"(%cst_58, %229) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %231 = "tf.Sub"(%cst_52, %230) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %232 = "tf.Pow"(%cst_57, %229) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %233 = "tf.Sub"(%cst_52, %232) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %234 = "tf.Sqrt"(%233) {device = ""} : (tensor<f32>) -> tensor<f32>
    %235 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %236 = "tf.AddV2"(%235, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %237 = "tf.Cast"(%236) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %238 = "tf.Pow"(%cst_58, %237) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %239 = "tf.Sub"(%cst_52, %238) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %240 = "tf.Pow"(%cst_57, %237) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %241 = "tf.Sub"(%cst_52, %240) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %242 = "tf.Sqrt"(%241) {device = ""} : (tensor<f32>) -> tensor<f32>
    %243 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %244 = "tf.AddV2"(%243, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %245 = "tf.Cast"(%244) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %246 = "tf.Pow"(%cst_58, %245) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %247 = "tf.Sub"(%cst_52, %246) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %248 = "tf.Pow"(%cst_57, %245) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %249 = "tf.Sub"(%cst_52, %248) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %250 = "tf.Sqrt"(%249) {device = ""} : (tensor<f32>) -> tensor<f32>
    %251 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %252 = "tf.AddV2"(%251, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %253 = "tf.Cast"(%252) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %254 = "tf.Pow"(%cst_58, %253) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %255 = "tf.Sub"(%cst_52, %254) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %256 = "tf.Pow"(%cst_57, %253) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %257 = "tf.Sub"(%cst_52, %256) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %258 = "tf.Sqrt"(%257) {device = ""} : (tensor<f32>) -> tensor<f32>
    %259 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %260 = "tf.AddV2"(%259, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %261 = "tf.Cast"(%260) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %262 = "tf.Pow"(%cst_58, %261) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %263 = "tf.Sub"(%cst_52, %262) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %264 = "tf.Pow"(%cst_57, %261) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %265 = "tf.Sub"(%cst_52, %264) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %266 = "tf.Sqrt"(%265) {device = ""} : (tensor<f32>) -> tensor<f32>
    %267 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %268 = "tf.AddV2"(%267, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %269 = "tf.Cast"(%268) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %270 = "tf.Pow"(%cst_58, %269) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %271 = "tf.Sub"(%cst_52, %270) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %272 = "tf.Pow"(%cst_57, %269) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %273 = "tf.Sub"(%cst_52, %272) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %274 = "tf.Sqrt"(%273) {device = ""} : (tensor<f32>) -> tensor<f32>
    %275 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %276 = "tf.AddV2"(%275, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %277 = "tf.Cast"(%276) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %278 = "tf.Pow"(%cst_58, %277) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %279 = "tf.Sub"(%cst_52, %278) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %280 = "tf.Pow"(%cst_57, %277) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %281 = "tf.Sub"(%cst_52, %280) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %282 = "tf.Sqrt"(%281) {device = ""} : (tensor<f32>) -> tensor<f32>
    %283 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %284 = "tf.AddV2"(%283, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %285 = "tf.Cast"(%284) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %286 = "tf.Pow"(%cst_58, %285) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %287 = "tf.Sub"(%cst_52, %286) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %288 = "tf.Pow"(%cst_57, %285) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %289 = "tf.Sub"(%cst_52, %288) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %290 = "tf.Sqrt"(%289) {device = ""} : (tensor<f32>) -> tensor<f32>
    %291 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %292 = "tf.AddV2"(%291, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %293 = "tf.Cast"(%292) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %294 = "tf.Pow"(%cst_58, %293) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %295 = "tf.Sub"(%cst_52, %294) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %296 = "tf.Pow"(%cst_57, %293) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %297 = "tf.Sub"(%cst_52, %296) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %298 = "tf.Sqrt"(%297) {device = ""} : (tensor<f32>) -> tensor<f32>
    %299 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %300 = "tf.AddV2"(%299, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %301 = "tf.Cast"(%300) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %302 = "tf.Pow"(%cst_58, %301) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %303 = "tf.Sub"(%cst_52, %302) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %304 = "tf.Pow"(%cst_57, %301) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %305 = "tf.Sub"(%cst_52, %304) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %306 = "tf.Sqrt"(%305) {device = ""} : (tensor<f32>) -> tensor<f32>
    %307 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %308 = "tf.AddV2"(%307, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %309 = "tf.Cast"(%308) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %310 = "tf.Pow"(%cst_58, %309) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %311 = "tf.Sub"(%cst_52, %310) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %312 = "tf.Pow"(%cst_57, %309) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %313 = "tf.Sub"(%cst_52, %312) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %314 = "tf.Sqrt"(%313) {device = ""} : (tensor<f32>) -> tensor<f32>
    %315 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %316 = "tf.AddV2"(%315, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %317 = "tf.Cast"(%316) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %318 = "tf.Pow"(%cst_58, %317) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %319 = "tf.Sub"(%cst_52, %318) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %320 = "tf.Pow"(%cst_57, %317) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = "tf.Sub"(%cst_52, %320) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %322 = "tf.Sqrt"(%321) {device = ""} : (tensor<f32>) -> tensor<f32>
    %323 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %324 = "tf.AddV2"(%323, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %325 = "tf.Cast"(%324) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %326 = "tf.Pow"(%cst_58, %325) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %327 = "tf.Sub"(%cst_52, %326) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %328 = "tf.Pow"(%cst_57, %325) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %329 = "tf.Sub"(%cst_52, %328) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %330 = "tf.Sqrt"(%329) {device = ""} : (tensor<f32>) -> tensor<f32>
    %331 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %332 = "tf.AddV2"(%331, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %333 = "tf.Cast"(%332) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %334 = "tf.Pow"(%cst_58, %333) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %335 = "tf.Sub"(%cst_52, %334) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %336 = "tf.Pow"(%cst_57, %333) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %337 = "tf.Sub"(%cst_52, %336) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %338 = "tf.Sqrt"(%337) {device = ""} : (tensor<f32>) -> tensor<f32>
    %339 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %340 = "tf.AddV2"(%339, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %341 = "tf.Cast"(%340) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %342 = "tf.Pow"(%cst_58, %341) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %343 = "tf.Sub"(%cst_52, %342) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %344 = "tf.Pow"(%cst_57, %341) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %345 = "tf.Sub"(%cst_52, %344) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %346 = "tf.Sqrt"(%345) {device = ""} : (tensor<f32>) -> tensor<f32>
    %347 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %348 = "tf.AddV2"(%347, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %349 = "tf.Cast"(%348) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %350 = "tf.Pow"(%cst_58, %349) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %351 = "tf.Sub"(%cst_52, %350) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %352 = "tf.Pow"(%cst_57, %349) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %353 = "tf.Sub"(%cst_52, %352) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %354 = "tf.Sqrt"(%353) {device = ""} : (tensor<f32>) -> tensor<f32>
    %355 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %356 = "tf.AddV2"(%355, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %357 = "tf.Cast"(%356) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %358 = "tf.Pow"(%cst_58, %357) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %359 = "tf.Sub"(%cst_52, %358) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %360 = "tf.Pow"(%cst_57, %357) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %361 = "tf.Sub"(%cst_52, %360) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %362 = "tf.Sqrt"(%361) {device = ""} : (tensor<f32>) -> tensor<f32>
    %363 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %364 = "tf.AddV2"(%363, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %365 = "tf.Cast"(%364) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %366 = "tf.Pow"(%cst_58, %365) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %367 = "tf.Sub"(%cst_52, %366) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %368 = "tf.Pow"(%cst_57, %365) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %369 = "tf.Sub"(%cst_52, %368) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %370 = "tf.Sqrt"(%369) {device = ""} : (tensor<f32>) -> tensor<f32>
    %371 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %372 = "tf.AddV2"(%371, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %373 = "tf.Cast"(%372) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %374 = "tf.Pow"(%cst_58, %373) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %375 = "tf.Sub"(%cst_52, %374) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %376 = "tf.Pow"(%cst_57, %373) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %377 = "tf.Sub"(%cst_52, %376) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %378 = "tf.Sqrt"(%377) {device = ""} : (tensor<f32>) -> tensor<f32>
    %379 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %380 = "tf.AddV2"(%379, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %381 = "tf.Cast"(%380) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %382 = "tf.Pow"(%cst_58, %381) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %383 = "tf.Sub"(%cst_52, %382) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %384 = "tf.Pow"(%cst_57, %381) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %385 = "tf.Sub"(%cst_52, %384) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %386 = "tf.Sqrt"(%385) {device = ""} : (tensor<f32>) -> tensor<f32>
    %387 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %388 = "tf.AddV2"(%387, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %389 = "tf.Cast"(%388) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %390 = "tf.Pow"(%cst_58, %389) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %391 = "tf.Sub"(%cst_52, %390) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %392 = "tf.Pow"(%cst_57, %389) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %393 = "tf.Sub"(%cst_52, %392) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %394 = "tf.Sqrt"(%393) {device = ""} : (tensor<f32>) -> tensor<f32>
    %395 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %396 = "tf.AddV2"(%395, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %397 = "tf.Cast"(%396) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %398 = "tf.Pow"(%cst_58, %397) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %399 = "tf.Sub"(%cst_52, %398) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %400 = "tf.Pow"(%cst_57, %397) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %401 = "tf.Sub"(%cst_52, %400) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %402 = "tf.Sqrt"(%401) {device = ""} : (tensor<f32>) -> tensor<f32>
    %403 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %404 = "tf.AddV2"(%403, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %405 = "tf.Cast"(%404) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %406 = "tf.Pow"(%cst_58, %405) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %407 = "tf.Sub"(%cst_52, %406) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %408 = "tf.Pow"(%cst_57, %405) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %409 = "tf.Sub"(%cst_52, %408) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %410 = "tf.Sqrt"(%409) {device = ""} : (tensor<f32>) -> tensor<f32>
    %411 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %412 = "tf.AddV2"(%411, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %413 = "tf.Cast"(%412) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %414 = "tf.Pow"(%cst_58, %413) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %415 = "tf.Sub"(%cst_52, %414) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %416 = "tf.Pow"(%cst_57, %413) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %417 = "tf.Sub"(%cst_52, %416) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %418 = "tf.Sqrt"(%417) {device = ""} : (tensor<f32>) -> tensor<f32>
    %419 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %420 = "tf.AddV2"(%419, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %421 = "tf.Cast"(%420) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %422 = "tf.Pow"(%cst_58, %421) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %423 = "tf.Sub"(%cst_52, %422) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %424 = "tf.Pow"(%cst_57, %421) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %425 = "tf.Sub"(%cst_52, %424) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %426 = "tf.Sqrt"(%425) {device = ""} : (tensor<f32>) -> tensor<f32>
    %427 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %428 = "tf.AddV2"(%427, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %429 = "tf.Cast"(%428) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %430 = "tf.Pow"(%cst_58, %429) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %431 = "tf.Sub"(%cst_52, %430) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %432 = "tf.Pow"(%cst_57, %429) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %433 = "tf.Sub"(%cst_52, %432) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %434 = "tf.Sqrt"(%433) {device = ""} : (tensor<f32>) -> tensor<f32>
    %435 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %436 = "tf.AddV2"(%435, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %437 = "tf.Cast"(%436) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %438 = "tf.Pow"(%cst_58, %437) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %439 = "tf.Sub"(%cst_52, %438) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %440 = "tf.Pow"(%cst_57, %437) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %441 = "tf.Sub"(%cst_52, %440) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %442 = "tf.Sqrt"(%441) {device = ""} : (tensor<f32>) -> tensor<f32>
    %443 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %444 = "tf.AddV2"(%443, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %445 = "tf.Cast"(%444) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %446 = "tf.Pow"(%cst_58, %445) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %447 = "tf.Sub"(%cst_52, %446) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %448 = "tf.Pow"(%cst_57, %445) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %449 = "tf.Sub"(%cst_52, %448) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %450 = "tf.Sqrt"(%449) {device = ""} : (tensor<f32>) -> tensor<f32>
    %451 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %452 = "tf.AddV2"(%451, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %453 = "tf.Cast"(%452) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %454 = "tf.Pow"(%cst_58, %453) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %455 = "tf.Sub"(%cst_52, %454) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %456 = "tf.Pow"(%cst_57, %453) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %457 = "tf.Sub"(%cst_52, %456) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %458 = "tf.Sqrt"(%457) {device = ""} : (tensor<f32>) -> tensor<f32>
    %459 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %460 = "tf.AddV2"(%459, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %461 = "tf.Cast"(%460) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %462 = "tf.Pow"(%cst_58, %461) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %463 = "tf.Sub"(%cst_52, %462) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %464 = "tf.Pow"(%cst_57, %461) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %465 = "tf.Sub"(%cst_52, %464) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %466 = "tf.Sqrt"(%465) {device = ""} : (tensor<f32>) -> tensor<f32>
    %467 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %468 = "tf.AddV2"(%467, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %469 = "tf.Cast"(%468) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %470 = "tf.Pow"(%cst_58, %469) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %471 = "tf.Sub"(%cst_52, %470) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %472 = "tf.Pow"(%cst_57, %469) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %473 = "tf.Sub"(%cst_52, %472) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %474 = "tf.Sqrt"(%473) {device = ""} : (tensor<f32>) -> tensor<f32>
    %475 = "tf.Identity"(%64) {device = ""} : (tensor<i64>) -> tensor<i64>
    %476 = "tf.Identity"(%66) {device = ""} : (tensor<i64>) -> tensor<i64>
    %477 = "tf.AddV2"(%475, %cst_70) {device = ""} : (tensor<i64>, tensor<i64>) -> tensor<i64>
    %478 = "tf.Cast"(%477) <{Truncate = false}> {device = ""} : (tensor<i64>) -> tensor<f32>
    %479 = "tf.Pow"(%cst_58, %478) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %480 = "tf.Sub"(%cst_52, %479) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %481 = "tf.Pow"(%cst_57, %478) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %482 = "tf.Sub"(%cst_52, %481) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
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
    %645 = "tf.Reshape"(%644, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
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
    %679 = "tf.Reshape"(%678, %cst_46) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
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
    %713 = "tf.Reshape"(%712, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
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
    %747 = "tf.Reshape"(%746, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
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
    %775 = "tf.Reshape"(%774, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %776 = "tf.ReadVariableOp"(%arg18) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %777 = "tf.Identity"(%776) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %778 = "tf.Identity"(%777) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %779 = "tf.GatherV2"(%778, %2, %cst_49) <{batch_dims = 0 : i64}> {device = ""} : (tensor<16384x256xf32>, tensor<32x32xi32>, tensor<i32>) -> tensor<32x32x256xf32>
    %780 = "tf.Mul"(%779, %cst_7) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %781 = "tf.Identity"(%777) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %782 = "tf.ReadVariableOp"(%arg19) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %783 = "tf.Identity"(%782) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %784 = "tf.Identity"(%783) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %785 = "tf.ReadVariableOp"(%arg20) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %786 = "tf.Identity"(%785) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %787 = "tf.Identity"(%786) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %788 = "tf.ReadVariableOp"(%arg21) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %789 = "tf.Identity"(%788) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %790 = "tf.Identity"(%789) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %791 = "tf.ReadVariableOp"(%arg3) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %792 = "tf.Identity"(%791) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %793 = "tf.Identity"(%792) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %794 = "tf.Reshape"(%793, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %795 = "tf.ReadVariableOp"(%arg22) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %796 = "tf.Identity"(%795) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %797 = "tf.Identity"(%796) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %798 = "tf.ReadVariableOp"(%arg23) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %799 = "tf.Identity"(%798) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %800 = "tf.Identity"(%799) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %801 = "tf.ReadVariableOp"(%arg24) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %802 = "tf.Identity"(%801) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %803 = "tf.Identity"(%802) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %804 = "tf.ReadVariableOp"(%arg25) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %805 = "tf.Identity"(%804) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %806 = "tf.Identity"(%805) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %807 = "tf.ReadVariableOp"(%arg26) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %808 = "tf.Identity"(%807) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %809 = "tf.Identity"(%808) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %810 = "tf.ReadVariableOp"(%arg27) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %811 = "tf.Identity"(%810) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %812 = "tf.Identity"(%811) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %813 = "tf.ReadVariableOp"(%arg28) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %814 = "tf.Identity"(%813) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %815 = "tf.Identity"(%814) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %816 = "tf.ReadVariableOp"(%arg29) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %817 = "tf.Identity"(%816) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %818 = "tf.Identity"(%817) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %819 = "tf.ReadVariableOp"(%arg30) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %820 = "tf.Identity"(%819) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %821 = "tf.Identity"(%820) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %822 = "tf.ReadVariableOp"(%arg31) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %823 = "tf.Identity"(%822) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %824 = "tf.Identity"(%823) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %825 = "tf.ReadVariableOp"(%arg4) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %826 = "tf.Identity"(%825) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %827 = "tf.Identity"(%826) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %828 = "tf.Reshape"(%827, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %829 = "tf.ReadVariableOp"(%arg32) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %830 = "tf.Identity"(%829) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %831 = "tf.Identity"(%830) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %832 = "tf.ReadVariableOp"(%arg33) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %833 = "tf.Identity"(%832) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %834 = "tf.Identity"(%833) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %835 = "tf.ReadVariableOp"(%arg34) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>) -> tensor<1024x256xf32>
    %836 = "tf.Identity"(%835) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %837 = "tf.Identity"(%836) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %838 = "tf.ReadVariableOp"(%arg35) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %839 = "tf.Identity"(%838) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %840 = "tf.Identity"(%839) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %841 = "tf.Reshape"(%840, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %842 = "tf.ReadVariableOp"(%arg36) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %843 = "tf.Identity"(%842) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %844 = "tf.Identity"(%843) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %845 = "tf.Reshape"(%844, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %846 = "tf.ReadVariableOp"(%arg37) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %847 = "tf.Identity"(%846) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %848 = "tf.Identity"(%847) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %849 = "tf.Reshape"(%848, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %850 = "tf.ReadVariableOp"(%arg38) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %851 = "tf.Identity"(%850) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %852 = "tf.Identity"(%851) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %853 = "tf.Reshape"(%852, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %854 = "tf.ReadVariableOp"(%arg39) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %855 = "tf.Identity"(%854) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %856 = "tf.Identity"(%855) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %857 = "tf.Reshape"(%856, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %858 = "tf.ReadVariableOp"(%arg40) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %859 = "tf.Identity"(%858) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %860 = "tf.Identity"(%859) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %861 = "tf.Reshape"(%860, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %862 = "tf.ReadVariableOp"(%arg41) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %863 = "tf.Identity"(%862) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %864 = "tf.Identity"(%863) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %865 = "tf.Reshape"(%864, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %866 = "tf.ReadVariableOp"(%arg5) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %867 = "tf.Identity"(%866) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %868 = "tf.Identity"(%867) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %869 = "tf.Reshape"(%868, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %870 = "tf.ReadVariableOp"(%arg42) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %871 = "tf.Identity"(%870) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %872 = "tf.Identity"(%871) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %873 = "tf.Reshape"(%872, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %874 = "tf.ReadVariableOp"(%arg43) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %875 = "tf.Identity"(%874) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %876 = "tf.Identity"(%875) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %877 = "tf.Reshape"(%876, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %878 = "tf.ReadVariableOp"(%arg44) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %879 = "tf.Identity"(%878) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %880 = "tf.Identity"(%879) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %881 = "tf.Reshape"(%880, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %882 = "tf.ReadVariableOp"(%arg45) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %883 = "tf.Identity"(%882) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %884 = "tf.Identity"(%883) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %885 = "tf.Reshape"(%884, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %886 = "tf.ReadVariableOp"(%arg46) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %887 = "tf.Identity"(%886) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %888 = "tf.Identity"(%887) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %889 = "tf.Reshape"(%888, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %890 = "tf.ReadVariableOp"(%arg47) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %891 = "tf.Identity"(%890) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %892 = "tf.Identity"(%891) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %893 = "tf.Reshape"(%892, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %894 = "tf.ReadVariableOp"(%arg48) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %895 = "tf.Identity"(%894) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %896 = "tf.Identity"(%895) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %897 = "tf.Reshape"(%896, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %898 = "tf.ReadVariableOp"(%arg49) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %899 = "tf.Identity"(%898) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %900 = "tf.Identity"(%899) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %901 = "tf.Reshape"(%900, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %902 = "tf.ReadVariableOp"(%arg50) {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>) -> tensor<256xf32>
    %903 = "tf.Identity"(%902) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %904 = "tf.Identity"(%903) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %905 = "tf.Reshape"(%904, %cst_11) {device = ""} : (tensor<256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %906 = "tf.ReadVariableOp"(%arg51) {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>) -> tensor<32x256xf32>
    %907 = "tf.Identity"(%906) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %908 = "tf.Identity"(%907) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %909 = "tf.Identity"(%907) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %910 = "tf.ReadVariableOp"(%arg6) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %911 = "tf.Identity"(%910) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %912 = "tf.Identity"(%911) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %913 = "tf.Reshape"(%912, %cst_46) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %914 = "tf.ReadVariableOp"(%arg52) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>) -> tensor<16384xf32>
    %915 = "tf.Identity"(%914) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %916 = "tf.Identity"(%915) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %917 = "tf.ReadVariableOp"(%arg53) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>) -> tensor<256x16384xf32>
    %918 = "tf.Identity"(%917) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %919 = "tf.Identity"(%918) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %920 = "tf.ReadVariableOp"(%arg54) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %921 = "tf.Identity"(%920) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %922 = "tf.Identity"(%921) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %923 = "tf.ReadVariableOp"(%arg55) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %924 = "tf.Identity"(%923) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %925 = "tf.Identity"(%924) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %926 = "tf.ReadVariableOp"(%arg56) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %927 = "tf.Identity"(%926) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %928 = "tf.Identity"(%927) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %929 = "tf.ReadVariableOp"(%arg57) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %930 = "tf.Identity"(%929) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %931 = "tf.Identity"(%930) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %932 = "tf.ReadVariableOp"(%arg58) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %933 = "tf.Identity"(%932) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %934 = "tf.Identity"(%933) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %935 = "tf.ReadVariableOp"(%arg59) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %936 = "tf.Identity"(%935) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %937 = "tf.Identity"(%936) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %938 = "tf.ReadVariableOp"(%arg60) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %939 = "tf.Identity"(%938) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %940 = "tf.Identity"(%939) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %941 = "tf.ReadVariableOp"(%arg61) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %942 = "tf.Identity"(%941) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %943 = "tf.Identity"(%942) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %944 = "tf.ReadVariableOp"(%arg7) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %945 = "tf.Identity"(%944) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %946 = "tf.Identity"(%945) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %947 = "tf.Reshape"(%946, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %948 = "tf.ReadVariableOp"(%arg62) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %949 = "tf.Identity"(%948) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %950 = "tf.Identity"(%949) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %951 = "tf.ReadVariableOp"(%arg63) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %952 = "tf.Identity"(%951) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %953 = "tf.Identity"(%952) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %954 = "tf.ReadVariableOp"(%arg64) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %955 = "tf.Identity"(%954) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %956 = "tf.Identity"(%955) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %957 = "tf.ReadVariableOp"(%arg65) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %958 = "tf.Identity"(%957) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %959 = "tf.Identity"(%958) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %960 = "tf.ReadVariableOp"(%arg66) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %961 = "tf.Identity"(%960) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %962 = "tf.Identity"(%961) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %963 = "tf.ReadVariableOp"(%arg67) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %964 = "tf.Identity"(%963) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %965 = "tf.Identity"(%964) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %966 = "tf.ReadVariableOp"(%arg68) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %967 = "tf.Identity"(%966) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %968 = "tf.Identity"(%967) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %969 = "tf.ReadVariableOp"(%arg69) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %970 = "tf.Identity"(%969) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %971 = "tf.Identity"(%970) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %972 = "tf.ReadVariableOp"(%arg70) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %973 = "tf.Identity"(%972) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %974 = "tf.Identity"(%973) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %975 = "tf.ReadVariableOp"(%arg71) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %976 = "tf.Identity"(%975) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %977 = "tf.Identity"(%976) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %978 = "tf.ReadVariableOp"(%arg8) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %979 = "tf.Identity"(%978) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %980 = "tf.Identity"(%979) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %981 = "tf.Reshape"(%980, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %982 = "tf.ReadVariableOp"(%arg72) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %983 = "tf.Identity"(%982) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %984 = "tf.Identity"(%983) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %985 = "tf.ReadVariableOp"(%arg73) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %986 = "tf.Identity"(%985) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %987 = "tf.Identity"(%986) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %988 = "tf.ReadVariableOp"(%arg74) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %989 = "tf.Identity"(%988) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %990 = "tf.Identity"(%989) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %991 = "tf.ReadVariableOp"(%arg75) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %992 = "tf.Identity"(%991) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %993 = "tf.Identity"(%992) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %994 = "tf.ReadVariableOp"(%arg76) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %995 = "tf.Identity"(%994) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %996 = "tf.Identity"(%995) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %997 = "tf.ReadVariableOp"(%arg77) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %998 = "tf.Identity"(%997) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %999 = "tf.Identity"(%998) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1000 = "tf.ReadVariableOp"(%arg78) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1001 = "tf.Identity"(%1000) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1002 = "tf.Identity"(%1001) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1003 = "tf.ReadVariableOp"(%arg79) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1004 = "tf.Identity"(%1003) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1005 = "tf.Identity"(%1004) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1006 = "tf.ReadVariableOp"(%arg80) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1007 = "tf.Identity"(%1006) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1008 = "tf.Identity"(%1007) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1009 = "tf.ReadVariableOp"(%arg81) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1010 = "tf.Identity"(%1009) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1011 = "tf.Identity"(%1010) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1012 = "tf.ReadVariableOp"(%arg9) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1013 = "tf.Identity"(%1012) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1014 = "tf.Identity"(%1013) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1015 = "tf.Reshape"(%1014, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1016 = "tf.ReadVariableOp"(%arg82) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1017 = "tf.Identity"(%1016) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1018 = "tf.Identity"(%1017) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1019 = "tf.ReadVariableOp"(%arg83) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1020 = "tf.Identity"(%1019) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1021 = "tf.Identity"(%1020) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1022 = "tf.ReadVariableOp"(%arg84) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1023 = "tf.Identity"(%1022) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1024 = "tf.Identity"(%1023) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1025 = "tf.ReadVariableOp"(%arg85) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1026 = "tf.Identity"(%1025) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1027 = "tf.Identity"(%1026) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1028 = "tf.ReadVariableOp"(%arg86) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1029 = "tf.Identity"(%1028) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1030 = "tf.Identity"(%1029) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1031 = "tf.ReadVariableOp"(%arg87) {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>) -> tensor<16384x256xf32>
    %1032 = "tf.Identity"(%1031) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1033 = "tf.Identity"(%1032) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1034 = "tf.ReadVariableOp"(%arg88) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1035 = "tf.Identity"(%1034) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1036 = "tf.Identity"(%1035) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1037 = "tf.ReadVariableOp"(%arg89) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1038 = "tf.Identity"(%1037) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1039 = "tf.Identity"(%1038) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1040 = "tf.ReadVariableOp"(%arg90) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1041 = "tf.Identity"(%1040) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1042 = "tf.Identity"(%1041) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1043 = "tf.ReadVariableOp"(%arg91) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1044 = "tf.Identity"(%1043) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1045 = "tf.Identity"(%1044) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1046 = "tf.ReadVariableOp"(%arg10) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1047 = "tf.Identity"(%1046) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1048 = "tf.Identity"(%1047) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1049 = "tf.Reshape"(%1048, %cst_46) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1050 = "tf.ReadVariableOp"(%arg92) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1051 = "tf.Identity"(%1050) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1052 = "tf.Identity"(%1051) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1053 = "tf.ReadVariableOp"(%arg93) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1054 = "tf.Identity"(%1053) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1055 = "tf.Identity"(%1054) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1056 = "tf.ReadVariableOp"(%arg94) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1057 = "tf.Identity"(%1056) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1058 = "tf.Identity"(%1057) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1059 = "tf.ReadVariableOp"(%arg95) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1060 = "tf.Identity"(%1059) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1061 = "tf.Identity"(%1060) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1062 = "tf.ReadVariableOp"(%arg96) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1063 = "tf.Identity"(%1062) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1064 = "tf.Identity"(%1063) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1065 = "tf.ReadVariableOp"(%arg97) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1066 = "tf.Identity"(%1065) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1067 = "tf.Identity"(%1066) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1068 = "tf.ReadVariableOp"(%arg98) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1069 = "tf.Identity"(%1068) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1070 = "tf.Identity"(%1069) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1071 = "tf.ReadVariableOp"(%arg99) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>) -> tensor<256x1024xf32>
    %1072 = "tf.Identity"(%1071) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1073 = "tf.Identity"(%1072) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %1074 = "tf.ReadVariableOp"(%arg100) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1075 = "tf.Identity"(%1074) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1076 = "tf.Identity"(%1075) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1077 = "tf.ReadVariableOp"(%arg101) {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>) -> tensor<1024xf32>
    %1078 = "tf.Identity"(%1077) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1079 = "tf.Identity"(%1078) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1080 = "tf.ReadVariableOp"(%arg11) {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>) -> tensor<256x8x32xf32>
    %1081 = "tf.Identity"(%1080) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1082 = "tf.Identity"(%1081) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1083 = "tf.Reshape"(%1082, %cst_45) {device = ""} : (tensor<256x8x32xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1084 = "tf.ReadVariableOp"(%arg2) {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>) -> tensor<8x32x256xf32>
    %1085 = "tf.Identity"(%1084) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1086 = "tf.Identity"(%1085) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1087 = "tf.Reshape"(%1086, %cst_46) {device = ""} : (tensor<8x32x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1088 = "tf.GatherV2"(%908, %cst_1, %cst_49) <{batch_dims = 0 : i64}> {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %1089 = "tf.AddV2"(%780, %1088) {device = ""} : (tensor<32x32x256xf32>, tensor<32x256xf32>) -> tensor<32x32x256xf32>
    %1090 = "tf.BatchMatMulV2"(%1089, %794) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1091 = "tf.Reshape"(%1090, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1092 = "tf.BatchMatMulV2"(%1089, %828) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1093 = "tf.Reshape"(%1092, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1094 = "tf.Einsum"(%1093, %1091) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1095 = "tf.Mul"(%1094, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1096 = "tf.SelectV2"(%cst_34, %1095, %cst_50) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1097 = "tf.Softmax"(%1096) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1098 = "tf.BatchMatMulV2"(%1089, %869) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1099 = "tf.Reshape"(%1098, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1100 = "tf.Einsum"(%1097, %1099) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1101 = "tf.Reshape"(%1100, %cst_47) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1102 = "tf.BatchMatMulV2"(%1101, %1087) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1103 = "tf.AddV2"(%1089, %1102) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1104 = "tf.Mean"(%1103, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1105 = "tf.Neg"(%1104) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1106 = "tf.StopGradient"(%1104) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1107 = "tf.SquaredDifference"(%1103, %1106) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1108 = "tf.Mean"(%1107, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1109 = "tf.AddV2"(%1108, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1110 = "tf.Rsqrt"(%1109) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1111 = "tf.Mul"(%1110, %845) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1112 = "tf.Mul"(%1105, %1111) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1113 = "tf.AddV2"(%1112, %841) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1114 = "tf.Mul"(%1103, %1111) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1115 = "tf.AddV2"(%1114, %1113) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1116 = "tf.Reshape"(%1115, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1117 = "tf.MatMul"(%1116, %787) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1118 = "tf.Reshape"(%1117, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1119 = "tf.BiasAdd"(%1118, %784) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1120 = "tf.Relu"(%1119) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1121 = "tf.Reshape"(%1120, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1122 = "tf.MatMul"(%1121, %815) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1123 = "tf.Reshape"(%1122, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1124 = "tf.BiasAdd"(%1123, %812) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1125 = "tf.AddV2"(%1115, %1124) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1126 = "tf.Mean"(%1125, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1127 = "tf.Neg"(%1126) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1128 = "tf.StopGradient"(%1126) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1129 = "tf.SquaredDifference"(%1125, %1128) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1130 = "tf.Mean"(%1129, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1131 = "tf.AddV2"(%1130, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1132 = "tf.Rsqrt"(%1131) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1133 = "tf.Mul"(%1132, %881) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1134 = "tf.Mul"(%1127, %1133) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1135 = "tf.AddV2"(%1134, %877) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1136 = "tf.Mul"(%1125, %1133) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1137 = "tf.AddV2"(%1136, %1135) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1138 = "tf.BatchMatMulV2"(%1137, %947) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1139 = "tf.Reshape"(%1138, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1140 = "tf.BatchMatMulV2"(%1137, %981) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1141 = "tf.Reshape"(%1140, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1142 = "tf.Einsum"(%1141, %1139) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1143 = "tf.Mul"(%1142, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1144 = "tf.SelectV2"(%cst_34, %1143, %cst_50) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1145 = "tf.Softmax"(%1144) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1146 = "tf.BatchMatMulV2"(%1137, %1015) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1147 = "tf.Reshape"(%1146, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1148 = "tf.Einsum"(%1145, %1147) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1149 = "tf.Reshape"(%1148, %cst_47) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1150 = "tf.BatchMatMulV2"(%1149, %913) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1151 = "tf.AddV2"(%1137, %1150) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1152 = "tf.Mean"(%1151, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1153 = "tf.Neg"(%1152) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1154 = "tf.StopGradient"(%1152) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1155 = "tf.SquaredDifference"(%1151, %1154) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1156 = "tf.Mean"(%1155, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1157 = "tf.AddV2"(%1156, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1158 = "tf.Rsqrt"(%1157) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1159 = "tf.Mul"(%1158, %853) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1160 = "tf.Mul"(%1153, %1159) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1161 = "tf.AddV2"(%1160, %849) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1162 = "tf.Mul"(%1151, %1159) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1163 = "tf.AddV2"(%1162, %1161) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1164 = "tf.Reshape"(%1163, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1165 = "tf.MatMul"(%1164, %797) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1166 = "tf.Reshape"(%1165, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1167 = "tf.BiasAdd"(%1166, %790) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1168 = "tf.Relu"(%1167) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1169 = "tf.Reshape"(%1168, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1170 = "tf.MatMul"(%1169, %821) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1171 = "tf.Reshape"(%1170, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1172 = "tf.BiasAdd"(%1171, %818) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1173 = "tf.AddV2"(%1163, %1172) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1174 = "tf.Mean"(%1173, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1175 = "tf.Neg"(%1174) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1176 = "tf.StopGradient"(%1174) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1177 = "tf.SquaredDifference"(%1173, %1176) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1178 = "tf.Mean"(%1177, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1179 = "tf.AddV2"(%1178, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1180 = "tf.Rsqrt"(%1179) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1181 = "tf.Mul"(%1180, %889) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1182 = "tf.Mul"(%1175, %1181) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1183 = "tf.AddV2"(%1182, %885) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1184 = "tf.Mul"(%1173, %1181) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1185 = "tf.AddV2"(%1184, %1183) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1186 = "tf.BatchMatMulV2"(%1185, %1083) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1187 = "tf.Reshape"(%1186, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1188 = "tf.BatchMatMulV2"(%1185, %38) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1189 = "tf.Reshape"(%1188, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1190 = "tf.Einsum"(%1189, %1187) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1191 = "tf.Mul"(%1190, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1192 = "tf.SelectV2"(%cst_34, %1191, %cst_50) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1193 = "tf.Softmax"(%1192) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1194 = "tf.BatchMatMulV2"(%1185, %645) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1195 = "tf.Reshape"(%1194, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1196 = "tf.Einsum"(%1193, %1195) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1197 = "tf.Reshape"(%1196, %cst_47) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1198 = "tf.BatchMatMulV2"(%1197, %1049) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1199 = "tf.AddV2"(%1185, %1198) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1200 = "tf.Mean"(%1199, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1201 = "tf.Neg"(%1200) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1202 = "tf.StopGradient"(%1200) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1203 = "tf.SquaredDifference"(%1199, %1202) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1204 = "tf.Mean"(%1203, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1205 = "tf.AddV2"(%1204, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1206 = "tf.Rsqrt"(%1205) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1207 = "tf.Mul"(%1206, %861) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1208 = "tf.Mul"(%1201, %1207) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1209 = "tf.AddV2"(%1208, %857) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1210 = "tf.Mul"(%1199, %1207) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1211 = "tf.AddV2"(%1210, %1209) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1212 = "tf.Reshape"(%1211, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1213 = "tf.MatMul"(%1212, %803) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1214 = "tf.Reshape"(%1213, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1215 = "tf.BiasAdd"(%1214, %800) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1216 = "tf.Relu"(%1215) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1217 = "tf.Reshape"(%1216, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1218 = "tf.MatMul"(%1217, %831) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1219 = "tf.Reshape"(%1218, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1220 = "tf.BiasAdd"(%1219, %824) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1221 = "tf.AddV2"(%1211, %1220) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1222 = "tf.Mean"(%1221, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1223 = "tf.Neg"(%1222) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1224 = "tf.StopGradient"(%1222) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1225 = "tf.SquaredDifference"(%1221, %1224) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1226 = "tf.Mean"(%1225, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1227 = "tf.AddV2"(%1226, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1228 = "tf.Rsqrt"(%1227) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1229 = "tf.Mul"(%1228, %897) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1230 = "tf.Mul"(%1223, %1229) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1231 = "tf.AddV2"(%1230, %893) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1232 = "tf.Mul"(%1221, %1229) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1233 = "tf.AddV2"(%1232, %1231) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1234 = "tf.BatchMatMulV2"(%1233, %713) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1235 = "tf.Reshape"(%1234, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1236 = "tf.BatchMatMulV2"(%1233, %747) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1237 = "tf.Reshape"(%1236, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1238 = "tf.Einsum"(%1237, %1235) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1239 = "tf.Mul"(%1238, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1240 = "tf.SelectV2"(%cst_34, %1239, %cst_50) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1241 = "tf.Softmax"(%1240) {device = ""} : (tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1242 = "tf.BatchMatMulV2"(%1233, %775) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1243 = "tf.Reshape"(%1242, %cst_44) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1244 = "tf.Einsum"(%1241, %1243) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1245 = "tf.Reshape"(%1244, %cst_47) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1246 = "tf.BatchMatMulV2"(%1245, %679) <{adj_x = false, adj_y = false, grad_x = false, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1247 = "tf.AddV2"(%1233, %1246) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1248 = "tf.Mean"(%1247, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1249 = "tf.Neg"(%1248) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1250 = "tf.StopGradient"(%1248) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1251 = "tf.SquaredDifference"(%1247, %1250) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1252 = "tf.Mean"(%1251, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1253 = "tf.AddV2"(%1252, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1254 = "tf.Rsqrt"(%1253) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1255 = "tf.Mul"(%1254, %873) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1256 = "tf.Mul"(%1249, %1255) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1257 = "tf.AddV2"(%1256, %865) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1258 = "tf.Mul"(%1247, %1255) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1259 = "tf.AddV2"(%1258, %1257) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1260 = "tf.Reshape"(%1259, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1261 = "tf.MatMul"(%1260, %809) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %1262 = "tf.Reshape"(%1261, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1263 = "tf.BiasAdd"(%1262, %806) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>, tensor<1024xf32>) -> tensor<32x32x1024xf32>
    %1264 = "tf.Relu"(%1263) {device = ""} : (tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1265 = "tf.Reshape"(%1264, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1266 = "tf.MatMul"(%1265, %837) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1267 = "tf.Reshape"(%1266, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1268 = "tf.BiasAdd"(%1267, %834) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>, tensor<256xf32>) -> tensor<32x32x256xf32>
    %1269 = "tf.AddV2"(%1259, %1268) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1270 = "tf.Mean"(%1269, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1271 = "tf.Neg"(%1270) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1272 = "tf.StopGradient"(%1270) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1273 = "tf.SquaredDifference"(%1269, %1272) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1274 = "tf.Mean"(%1273, %cst_66) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1275 = "tf.AddV2"(%1274, %cst_55) {device = ""} : (tensor<32x32x1xf32>, tensor<f32>) -> tensor<32x32x1xf32>
    %1276 = "tf.Rsqrt"(%1275) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1277 = "tf.Mul"(%1276, %905) {device = ""} : (tensor<32x32x1xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1278 = "tf.Mul"(%1271, %1277) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1279 = "tf.AddV2"(%1278, %901) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1280 = "tf.Mul"(%1269, %1277) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1281 = "tf.AddV2"(%1280, %1279) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1282 = "tf.Reshape"(%1281, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1283 = "tf.MatMul"(%1282, %919) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<256x16384xf32>) -> tensor<1024x16384xf32>
    %1284 = "tf.Reshape"(%1283, %cst_65) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1285 = "tf.BiasAdd"(%1284, %916) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>, tensor<16384xf32>) -> tensor<32x32x16384xf32>
    %1286 = "tf.Reshape"(%1285, %cst_59) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
    %loss, %backprop = "tf.SparseSoftmaxCrossEntropyWithLogits"(%1286, %4) {device = ""} : (tensor<1024x16384xf32>, tensor<1024xi32>) -> (tensor<1024xf32>, tensor<1024x16384xf32>)
    %1287 = "tf.Reshape"(%loss, %cst_69) {device = ""} : (tensor<1024xf32>, tensor<2xi32>) -> tensor<32x32xf32>
    %1288 = "tf.Mean"(%1287, %cst_72) <{keep_dims = false}> {device = ""} : (tensor<32x32xf32>, tensor<2xi32>) -> tensor<f32>
    %1289 = "tf.Mul"(%backprop, %cst_2) {device = ""} : (tensor<1024x16384xf32>, tensor<1024x1xf32>) -> tensor<1024x16384xf32>
    %1290 = "tf.Reshape"(%1289, %cst_65) {device = ""} : (tensor<1024x16384xf32>, tensor<3xi32>) -> tensor<32x32x16384xf32>
    %1291 = "tf.BiasAddGrad"(%1290) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x16384xf32>) -> tensor<16384xf32>
    %1292 = "tf.L2Loss"(%1291) {device = ""} : (tensor<16384xf32>) -> tensor<f32>
    %1293 = "tf.Reshape"(%1290, %cst_8) {device = ""} : (tensor<32x32x16384xf32>, tensor<2xi32>) -> tensor<1024x16384xf32>
    %1294 = "tf.MatMul"(%1293, %919) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x16384xf32>, tensor<256x16384xf32>) -> tensor<1024x256xf32>
    %1295 = "tf.Reshape"(%1294, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1296 = "tf.Sum"(%1295, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1297 = "tf.Reshape"(%1296, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1298 = "tf.Reshape"(%1297, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1299 = "tf.L2Loss"(%1298) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1300 = "tf.Mul"(%1295, %1277) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1301 = "tf.Sum"(%1300, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1302 = "tf.Reshape"(%1301, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1303 = "tf.Neg"(%1302) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1304 = "tf.Reshape"(%1303, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1305 = "tf.Tile"(%1304, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1306 = "tf.RealDiv"(%1305, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1307 = "tf.Mul"(%1271, %1295) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1308 = "tf.Mul"(%1295, %1277) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1309 = "tf.Mul"(%1295, %1269) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1310 = "tf.AddN"(%1309, %1307) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1311 = "tf.Mul"(%1310, %905) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1312 = "tf.Sum"(%1311, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1313 = "tf.Reshape"(%1312, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1314 = "tf.RsqrtGrad"(%1276, %1313) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1315 = "tf.Reshape"(%1314, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1316 = "tf.Tile"(%1315, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1317 = "tf.RealDiv"(%1316, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1318 = "tf.Mul"(%1317, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1319 = "tf.Sub"(%1269, %1272) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1320 = "tf.Mul"(%1318, %1319) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1321 = "tf.AddN"(%1308, %1306, %1320) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1322 = "tf.BiasAddGrad"(%1321) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1323 = "tf.L2Loss"(%1322) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1324 = "tf.Reshape"(%1321, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1325 = "tf.MatMul"(%1324, %837) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1326 = "tf.Reshape"(%1325, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1327 = "tf.ReluGrad"(%1326, %1264) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1328 = "tf.BiasAddGrad"(%1327) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1329 = "tf.L2Loss"(%1328) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1330 = "tf.Reshape"(%1327, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1331 = "tf.MatMul"(%1330, %809) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1332 = "tf.Reshape"(%1331, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1333 = "tf.AddN"(%1321, %1332) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1334 = "tf.Sum"(%1333, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1335 = "tf.Reshape"(%1334, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1336 = "tf.Reshape"(%1335, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1337 = "tf.L2Loss"(%1336) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1338 = "tf.Mul"(%1333, %1255) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1339 = "tf.Sum"(%1338, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1340 = "tf.Reshape"(%1339, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1341 = "tf.Neg"(%1340) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1342 = "tf.Reshape"(%1341, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1343 = "tf.Tile"(%1342, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1344 = "tf.RealDiv"(%1343, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1345 = "tf.Mul"(%1249, %1333) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1346 = "tf.Mul"(%1333, %1255) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1347 = "tf.Mul"(%1333, %1247) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1348 = "tf.AddN"(%1347, %1345) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1349 = "tf.Mul"(%1348, %873) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1350 = "tf.Sum"(%1349, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1351 = "tf.Reshape"(%1350, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1352 = "tf.RsqrtGrad"(%1254, %1351) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1353 = "tf.Reshape"(%1352, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1354 = "tf.Tile"(%1353, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1355 = "tf.RealDiv"(%1354, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1356 = "tf.Mul"(%1355, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1357 = "tf.Sub"(%1247, %1250) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1358 = "tf.Mul"(%1356, %1357) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1359 = "tf.AddN"(%1346, %1344, %1358) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1360 = "tf.BatchMatMulV2"(%1359, %679) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1361 = "tf.Sum"(%1360, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1362 = "tf.Reshape"(%1361, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1363 = "tf.Reshape"(%1362, %cst_17) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1364 = "tf.Einsum"(%1363, %1241) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1365 = "tf.Reshape"(%1364, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1366 = "tf.BatchMatMulV2"(%1365, %775) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1367 = "tf.Sum"(%1366, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1368 = "tf.Reshape"(%1367, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1369 = "tf.BatchMatMulV2"(%1233, %1365) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1370 = "tf.Sum"(%1369, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1371 = "tf.Reshape"(%1370, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1372 = "tf.Reshape"(%1371, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1373 = "tf.L2Loss"(%1372) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1374 = "tf.Einsum"(%1363, %1243) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1375 = "tf.Mul"(%1374, %1241) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1376 = "tf.Sum"(%1375, %cst_67) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1377 = "tf.Sub"(%1374, %1376) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1378 = "tf.Mul"(%1377, %1241) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1379 = "tf.SelectV2"(%cst_34, %1378, %cst_14) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1380 = "tf.Mul"(%1379, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1381 = "tf.Einsum"(%1380, %1235) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1382 = "tf.Reshape"(%1381, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1383 = "tf.BatchMatMulV2"(%1382, %747) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1384 = "tf.Sum"(%1383, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1385 = "tf.Reshape"(%1384, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1386 = "tf.BatchMatMulV2"(%1233, %1382) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1387 = "tf.Sum"(%1386, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1388 = "tf.Reshape"(%1387, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1389 = "tf.Reshape"(%1388, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1390 = "tf.L2Loss"(%1389) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1391 = "tf.Einsum"(%1380, %1237) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1392 = "tf.Reshape"(%1391, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1393 = "tf.BatchMatMulV2"(%1392, %713) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1394 = "tf.Sum"(%1393, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1395 = "tf.Reshape"(%1394, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1396 = "tf.AddN"(%1359, %1368, %1385, %1395) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1397 = "tf.Sum"(%1396, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1398 = "tf.Reshape"(%1397, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1399 = "tf.Reshape"(%1398, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1400 = "tf.L2Loss"(%1399) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1401 = "tf.Mul"(%1396, %1229) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1402 = "tf.Sum"(%1401, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1403 = "tf.Reshape"(%1402, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1404 = "tf.Neg"(%1403) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1405 = "tf.Reshape"(%1404, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1406 = "tf.Tile"(%1405, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1407 = "tf.RealDiv"(%1406, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1408 = "tf.Mul"(%1223, %1396) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1409 = "tf.Mul"(%1396, %1229) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1410 = "tf.Mul"(%1396, %1221) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1411 = "tf.AddN"(%1410, %1408) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1412 = "tf.Mul"(%1411, %897) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1413 = "tf.Sum"(%1412, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1414 = "tf.Reshape"(%1413, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1415 = "tf.RsqrtGrad"(%1228, %1414) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1416 = "tf.Reshape"(%1415, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1417 = "tf.Tile"(%1416, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1418 = "tf.RealDiv"(%1417, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1419 = "tf.Mul"(%1418, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1420 = "tf.Sub"(%1221, %1224) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1421 = "tf.Mul"(%1419, %1420) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1422 = "tf.AddN"(%1409, %1407, %1421) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1423 = "tf.BiasAddGrad"(%1422) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1424 = "tf.L2Loss"(%1423) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1425 = "tf.Reshape"(%1422, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1426 = "tf.MatMul"(%1425, %831) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1427 = "tf.Reshape"(%1426, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1428 = "tf.ReluGrad"(%1427, %1216) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1429 = "tf.BiasAddGrad"(%1428) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1430 = "tf.L2Loss"(%1429) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1431 = "tf.Reshape"(%1428, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1432 = "tf.MatMul"(%1431, %803) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1433 = "tf.Reshape"(%1432, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1434 = "tf.AddN"(%1422, %1433) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1435 = "tf.Sum"(%1434, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1436 = "tf.Reshape"(%1435, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1437 = "tf.Reshape"(%1436, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1438 = "tf.L2Loss"(%1437) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1439 = "tf.Mul"(%1434, %1207) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1440 = "tf.Sum"(%1439, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1441 = "tf.Reshape"(%1440, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1442 = "tf.Neg"(%1441) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1443 = "tf.Reshape"(%1442, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1444 = "tf.Tile"(%1443, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1445 = "tf.RealDiv"(%1444, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1446 = "tf.Mul"(%1201, %1434) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1447 = "tf.Mul"(%1434, %1207) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1448 = "tf.Mul"(%1434, %1199) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1449 = "tf.AddN"(%1448, %1446) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1450 = "tf.Mul"(%1449, %861) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1451 = "tf.Sum"(%1450, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1452 = "tf.Reshape"(%1451, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1453 = "tf.RsqrtGrad"(%1206, %1452) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1454 = "tf.Reshape"(%1453, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1455 = "tf.Tile"(%1454, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1456 = "tf.RealDiv"(%1455, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1457 = "tf.Mul"(%1456, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1458 = "tf.Sub"(%1199, %1202) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1459 = "tf.Mul"(%1457, %1458) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1460 = "tf.AddN"(%1447, %1445, %1459) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1461 = "tf.BatchMatMulV2"(%1460, %1049) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1462 = "tf.Sum"(%1461, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1463 = "tf.Reshape"(%1462, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1464 = "tf.Reshape"(%1463, %cst_17) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1465 = "tf.Einsum"(%1464, %1193) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1466 = "tf.Reshape"(%1465, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1467 = "tf.BatchMatMulV2"(%1466, %645) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1468 = "tf.Sum"(%1467, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1469 = "tf.Reshape"(%1468, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1470 = "tf.BatchMatMulV2"(%1185, %1466) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1471 = "tf.Sum"(%1470, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1472 = "tf.Reshape"(%1471, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1473 = "tf.Reshape"(%1472, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1474 = "tf.L2Loss"(%1473) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1475 = "tf.Einsum"(%1464, %1195) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1476 = "tf.Mul"(%1475, %1193) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1477 = "tf.Sum"(%1476, %cst_67) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1478 = "tf.Sub"(%1475, %1477) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1479 = "tf.Mul"(%1478, %1193) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1480 = "tf.SelectV2"(%cst_34, %1479, %cst_14) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1481 = "tf.Mul"(%1480, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1482 = "tf.Einsum"(%1481, %1187) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1483 = "tf.Reshape"(%1482, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1484 = "tf.BatchMatMulV2"(%1483, %38) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1485 = "tf.Sum"(%1484, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1486 = "tf.Reshape"(%1485, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1487 = "tf.BatchMatMulV2"(%1185, %1483) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1488 = "tf.Sum"(%1487, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1489 = "tf.Reshape"(%1488, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1490 = "tf.Reshape"(%1489, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1491 = "tf.L2Loss"(%1490) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1492 = "tf.Einsum"(%1481, %1189) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1493 = "tf.Reshape"(%1492, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1494 = "tf.BatchMatMulV2"(%1493, %1083) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1495 = "tf.Sum"(%1494, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1496 = "tf.Reshape"(%1495, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1497 = "tf.AddN"(%1460, %1469, %1486, %1496) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1498 = "tf.Sum"(%1497, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1499 = "tf.Reshape"(%1498, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1500 = "tf.Reshape"(%1499, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1501 = "tf.L2Loss"(%1500) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1502 = "tf.Mul"(%1497, %1181) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1503 = "tf.Sum"(%1502, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1504 = "tf.Reshape"(%1503, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1505 = "tf.Neg"(%1504) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1506 = "tf.Reshape"(%1505, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1507 = "tf.Tile"(%1506, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1508 = "tf.RealDiv"(%1507, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1509 = "tf.Mul"(%1175, %1497) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1510 = "tf.Mul"(%1497, %1181) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1511 = "tf.Mul"(%1497, %1173) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1512 = "tf.AddN"(%1511, %1509) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1513 = "tf.Mul"(%1512, %889) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1514 = "tf.Sum"(%1513, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1515 = "tf.Reshape"(%1514, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1516 = "tf.RsqrtGrad"(%1180, %1515) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1517 = "tf.Reshape"(%1516, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1518 = "tf.Tile"(%1517, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1519 = "tf.RealDiv"(%1518, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1520 = "tf.Mul"(%1519, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1521 = "tf.Sub"(%1173, %1176) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1522 = "tf.Mul"(%1520, %1521) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1523 = "tf.AddN"(%1510, %1508, %1522) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1524 = "tf.BiasAddGrad"(%1523) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1525 = "tf.L2Loss"(%1524) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1526 = "tf.Reshape"(%1523, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1527 = "tf.MatMul"(%1526, %821) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1528 = "tf.Reshape"(%1527, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1529 = "tf.ReluGrad"(%1528, %1168) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1530 = "tf.BiasAddGrad"(%1529) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1531 = "tf.L2Loss"(%1530) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1532 = "tf.Reshape"(%1529, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1533 = "tf.MatMul"(%1532, %797) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1534 = "tf.Reshape"(%1533, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1535 = "tf.AddN"(%1523, %1534) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1536 = "tf.Sum"(%1535, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1537 = "tf.Reshape"(%1536, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1538 = "tf.Reshape"(%1537, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1539 = "tf.L2Loss"(%1538) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1540 = "tf.Mul"(%1535, %1159) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1541 = "tf.Sum"(%1540, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1542 = "tf.Reshape"(%1541, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1543 = "tf.Neg"(%1542) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1544 = "tf.Reshape"(%1543, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1545 = "tf.Tile"(%1544, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1546 = "tf.RealDiv"(%1545, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1547 = "tf.Mul"(%1153, %1535) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1548 = "tf.Mul"(%1535, %1159) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1549 = "tf.Mul"(%1535, %1151) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1550 = "tf.AddN"(%1549, %1547) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1551 = "tf.Mul"(%1550, %853) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1552 = "tf.Sum"(%1551, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1553 = "tf.Reshape"(%1552, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1554 = "tf.RsqrtGrad"(%1158, %1553) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1555 = "tf.Reshape"(%1554, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1556 = "tf.Tile"(%1555, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1557 = "tf.RealDiv"(%1556, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1558 = "tf.Mul"(%1557, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1559 = "tf.Sub"(%1151, %1154) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1560 = "tf.Mul"(%1558, %1559) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1561 = "tf.AddN"(%1548, %1546, %1560) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1562 = "tf.BatchMatMulV2"(%1561, %913) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1563 = "tf.Sum"(%1562, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1564 = "tf.Reshape"(%1563, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1565 = "tf.Reshape"(%1564, %cst_17) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1566 = "tf.Einsum"(%1565, %1145) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1567 = "tf.Reshape"(%1566, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1568 = "tf.BatchMatMulV2"(%1567, %1015) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1569 = "tf.Sum"(%1568, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1570 = "tf.Reshape"(%1569, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1571 = "tf.BatchMatMulV2"(%1137, %1567) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1572 = "tf.Sum"(%1571, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1573 = "tf.Reshape"(%1572, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1574 = "tf.Reshape"(%1573, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1575 = "tf.L2Loss"(%1574) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1576 = "tf.Einsum"(%1565, %1147) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1577 = "tf.Mul"(%1576, %1145) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1578 = "tf.Sum"(%1577, %cst_67) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1579 = "tf.Sub"(%1576, %1578) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1580 = "tf.Mul"(%1579, %1145) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1581 = "tf.SelectV2"(%cst_34, %1580, %cst_14) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1582 = "tf.Mul"(%1581, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1583 = "tf.Einsum"(%1582, %1139) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1584 = "tf.Reshape"(%1583, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1585 = "tf.BatchMatMulV2"(%1584, %981) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1586 = "tf.Sum"(%1585, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1587 = "tf.Reshape"(%1586, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1588 = "tf.BatchMatMulV2"(%1137, %1584) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1589 = "tf.Sum"(%1588, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1590 = "tf.Reshape"(%1589, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1591 = "tf.Reshape"(%1590, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1592 = "tf.L2Loss"(%1591) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1593 = "tf.Einsum"(%1582, %1141) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1594 = "tf.Reshape"(%1593, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1595 = "tf.BatchMatMulV2"(%1594, %947) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1596 = "tf.Sum"(%1595, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1597 = "tf.Reshape"(%1596, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1598 = "tf.AddN"(%1561, %1570, %1587, %1597) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1599 = "tf.Sum"(%1598, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1600 = "tf.Reshape"(%1599, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1601 = "tf.Reshape"(%1600, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1602 = "tf.L2Loss"(%1601) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1603 = "tf.Mul"(%1598, %1133) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1604 = "tf.Sum"(%1603, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1605 = "tf.Reshape"(%1604, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1606 = "tf.Neg"(%1605) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1607 = "tf.Reshape"(%1606, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1608 = "tf.Tile"(%1607, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1609 = "tf.RealDiv"(%1608, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1610 = "tf.Mul"(%1127, %1598) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1611 = "tf.Mul"(%1598, %1133) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1612 = "tf.Mul"(%1598, %1125) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1613 = "tf.AddN"(%1612, %1610) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1614 = "tf.Mul"(%1613, %881) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1615 = "tf.Sum"(%1614, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1616 = "tf.Reshape"(%1615, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1617 = "tf.RsqrtGrad"(%1132, %1616) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1618 = "tf.Reshape"(%1617, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1619 = "tf.Tile"(%1618, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1620 = "tf.RealDiv"(%1619, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1621 = "tf.Mul"(%1620, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1622 = "tf.Sub"(%1125, %1128) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1623 = "tf.Mul"(%1621, %1622) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1624 = "tf.AddN"(%1611, %1609, %1623) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1625 = "tf.BiasAddGrad"(%1624) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x256xf32>) -> tensor<256xf32>
    %1626 = "tf.L2Loss"(%1625) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1627 = "tf.Reshape"(%1624, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1628 = "tf.MatMul"(%1627, %815) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x1024xf32>
    %1629 = "tf.Reshape"(%1628, %cst_29) {device = ""} : (tensor<1024x1024xf32>, tensor<3xi32>) -> tensor<32x32x1024xf32>
    %1630 = "tf.ReluGrad"(%1629, %1120) {device = ""} : (tensor<32x32x1024xf32>, tensor<32x32x1024xf32>) -> tensor<32x32x1024xf32>
    %1631 = "tf.BiasAddGrad"(%1630) <{data_format = "NHWC"}> {device = ""} : (tensor<32x32x1024xf32>) -> tensor<1024xf32>
    %1632 = "tf.L2Loss"(%1631) {device = ""} : (tensor<1024xf32>) -> tensor<f32>
    %1633 = "tf.Reshape"(%1630, %cst_28) {device = ""} : (tensor<32x32x1024xf32>, tensor<2xi32>) -> tensor<1024x1024xf32>
    %1634 = "tf.MatMul"(%1633, %787) <{grad_a = true, grad_b = false, transpose_a = false, transpose_b = true}> {device = ""} : (tensor<1024x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1635 = "tf.Reshape"(%1634, %cst_27) {device = ""} : (tensor<1024x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1636 = "tf.AddN"(%1624, %1635) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1637 = "tf.Sum"(%1636, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1638 = "tf.Reshape"(%1637, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1639 = "tf.Reshape"(%1638, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1640 = "tf.L2Loss"(%1639) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1641 = "tf.Mul"(%1636, %1111) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1642 = "tf.Sum"(%1641, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1643 = "tf.Reshape"(%1642, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1644 = "tf.Neg"(%1643) {device = ""} : (tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1645 = "tf.Reshape"(%1644, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1646 = "tf.Tile"(%1645, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1647 = "tf.RealDiv"(%1646, %cst_10) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1648 = "tf.Mul"(%1105, %1636) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1649 = "tf.Mul"(%1636, %1111) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1650 = "tf.Mul"(%1636, %1103) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1651 = "tf.AddN"(%1650, %1648) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1652 = "tf.Mul"(%1651, %845) {device = ""} : (tensor<32x32x256xf32>, tensor<1x1x256xf32>) -> tensor<32x32x256xf32>
    %1653 = "tf.Sum"(%1652, %cst_61) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<32x32x1xf32>
    %1654 = "tf.Reshape"(%1653, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1655 = "tf.RsqrtGrad"(%1110, %1654) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x1xf32>) -> tensor<32x32x1xf32>
    %1656 = "tf.Reshape"(%1655, %cst_9) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x1xf32>
    %1657 = "tf.Tile"(%1656, %cst_11) {device = ""} : (tensor<32x32x1xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1658 = "tf.RealDiv"(%1657, %cst_10) {_has_manual_control_dependencies = true, device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1659 = "tf.Mul"(%1658, %cst_26) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1660 = "tf.Sub"(%1103, %1106) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x1xf32>) -> tensor<32x32x256xf32>
    %1661 = "tf.Mul"(%1659, %1660) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1662 = "tf.AddN"(%1649, %1647, %1661) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1663 = "tf.BatchMatMulV2"(%1662, %1087) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1664 = "tf.Sum"(%1663, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1665 = "tf.Reshape"(%1664, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1666 = "tf.Reshape"(%1665, %cst_17) {device = ""} : (tensor<32x32x256xf32>, tensor<4xi32>) -> tensor<32x32x8x32xf32>
    %1667 = "tf.Einsum"(%1666, %1097) <{equation = "BTNH,BNTS->BSNH"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x32x8x32xf32>
    %1668 = "tf.Reshape"(%1667, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1669 = "tf.BatchMatMulV2"(%1668, %869) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1670 = "tf.Sum"(%1669, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1671 = "tf.Reshape"(%1670, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1672 = "tf.BatchMatMulV2"(%1089, %1668) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1673 = "tf.Sum"(%1672, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1674 = "tf.Reshape"(%1673, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1675 = "tf.Reshape"(%1674, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1676 = "tf.L2Loss"(%1675) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1677 = "tf.Einsum"(%1666, %1099) <{equation = "BTNH,BSNH->BNTS"}> {device = ""} : (tensor<32x32x8x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x8x32x32xf32>
    %1678 = "tf.Mul"(%1677, %1097) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1679 = "tf.Sum"(%1678, %cst_67) <{keep_dims = true}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<i32>) -> tensor<32x8x32x1xf32>
    %1680 = "tf.Sub"(%1677, %1679) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x1xf32>) -> tensor<32x8x32x32xf32>
    %1681 = "tf.Mul"(%1680, %1097) {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x8x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1682 = "tf.SelectV2"(%cst_34, %1681, %cst_14) {device = ""} : (tensor<32x8x32x32xi1>, tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1683 = "tf.Mul"(%1682, %cst_51) {device = ""} : (tensor<32x8x32x32xf32>, tensor<f32>) -> tensor<32x8x32x32xf32>
    %1684 = "tf.Einsum"(%1683, %1091) <{equation = "BNTS,BSNH->BTNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1685 = "tf.Reshape"(%1684, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1686 = "tf.BatchMatMulV2"(%1685, %828) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1687 = "tf.Sum"(%1686, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1688 = "tf.Reshape"(%1687, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1689 = "tf.BatchMatMulV2"(%1089, %1685) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1690 = "tf.Sum"(%1689, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1691 = "tf.Reshape"(%1690, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1692 = "tf.Reshape"(%1691, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1693 = "tf.L2Loss"(%1692) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1694 = "tf.Einsum"(%1683, %1093) <{equation = "BNTS,BTNH->BSNH"}> {device = ""} : (tensor<32x8x32x32xf32>, tensor<32x32x8x32xf32>) -> tensor<32x32x8x32xf32>
    %1695 = "tf.Reshape"(%1694, %cst_27) {device = ""} : (tensor<32x32x8x32xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1696 = "tf.BatchMatMulV2"(%1695, %794) <{adj_x = false, adj_y = true, grad_x = true, grad_y = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<256x256xf32>) -> tensor<32x32x256xf32>
    %1697 = "tf.Sum"(%1696, %cst_18) <{keep_dims = false}> {device = ""} : (tensor<32x32x256xf32>, tensor<0xi32>) -> tensor<32x32x256xf32>
    %1698 = "tf.Reshape"(%1697, %cst_27) {device = ""} : (tensor<32x32x256xf32>, tensor<3xi32>) -> tensor<32x32x256xf32>
    %1699 = "tf.AddN"(%1662, %1671, %1688, %1698) {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1700 = "tf.Sum"(%1699, %cst_53) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<1xi32>) -> tensor<1x32x256xf32>
    %1701 = "tf.Reshape"(%1700, %cst_22) {device = ""} : (tensor<1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %1702 = "tf.Reshape"(%1701, %cst_22) {device = ""} : (tensor<32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %1703 = "tf.L2Loss"(%1702) {device = ""} : (tensor<32x256xf32>) -> tensor<f32>
    %1704 = "tf.Mul"(%1699, %cst_7) {device = ""} : (tensor<32x32x256xf32>, tensor<f32>) -> tensor<32x32x256xf32>
    %1705 = "tf.Reshape"(%1704, %cst_30) {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %1706 = "tf.L2Loss"(%1705) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1707 = "tf.BatchMatMulV2"(%1089, %1695) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1708 = "tf.Sum"(%1707, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1709 = "tf.Reshape"(%1708, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1710 = "tf.Reshape"(%1709, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1711 = "tf.L2Loss"(%1710) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1712 = "tf.BatchMatMulV2"(%1101, %1662) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1713 = "tf.Sum"(%1712, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1714 = "tf.Reshape"(%1713, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1715 = "tf.Reshape"(%1714, %cst_16) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1716 = "tf.L2Loss"(%1715) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1717 = "tf.Mul"(%1110, %1651) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1718 = "tf.Sum"(%1717, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1719 = "tf.Reshape"(%1718, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1720 = "tf.Reshape"(%1719, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1721 = "tf.L2Loss"(%1720) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1722 = "tf.MatMul"(%1116, %1633) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1723 = "tf.L2Loss"(%1722) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1724 = "tf.MatMul"(%1121, %1627) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1725 = "tf.L2Loss"(%1724) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1726 = "tf.Mul"(%1132, %1613) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1727 = "tf.Sum"(%1726, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1728 = "tf.Reshape"(%1727, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1729 = "tf.Reshape"(%1728, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1730 = "tf.L2Loss"(%1729) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1731 = "tf.BatchMatMulV2"(%1137, %1594) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1732 = "tf.Sum"(%1731, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1733 = "tf.Reshape"(%1732, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1734 = "tf.Reshape"(%1733, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1735 = "tf.L2Loss"(%1734) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1736 = "tf.BatchMatMulV2"(%1149, %1561) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1737 = "tf.Sum"(%1736, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1738 = "tf.Reshape"(%1737, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1739 = "tf.Reshape"(%1738, %cst_16) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1740 = "tf.L2Loss"(%1739) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1741 = "tf.Mul"(%1158, %1550) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1742 = "tf.Sum"(%1741, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1743 = "tf.Reshape"(%1742, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1744 = "tf.Reshape"(%1743, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1745 = "tf.L2Loss"(%1744) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1746 = "tf.MatMul"(%1164, %1532) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1747 = "tf.L2Loss"(%1746) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1748 = "tf.MatMul"(%1169, %1526) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1749 = "tf.L2Loss"(%1748) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1750 = "tf.Mul"(%1180, %1512) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1751 = "tf.Sum"(%1750, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1752 = "tf.Reshape"(%1751, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1753 = "tf.Reshape"(%1752, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1754 = "tf.L2Loss"(%1753) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1755 = "tf.BatchMatMulV2"(%1185, %1493) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1756 = "tf.Sum"(%1755, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1757 = "tf.Reshape"(%1756, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1758 = "tf.Reshape"(%1757, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1759 = "tf.L2Loss"(%1758) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1760 = "tf.BatchMatMulV2"(%1197, %1460) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1761 = "tf.Sum"(%1760, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1762 = "tf.Reshape"(%1761, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1763 = "tf.Reshape"(%1762, %cst_16) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1764 = "tf.L2Loss"(%1763) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1765 = "tf.Mul"(%1206, %1449) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1766 = "tf.Sum"(%1765, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1767 = "tf.Reshape"(%1766, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1768 = "tf.Reshape"(%1767, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1769 = "tf.L2Loss"(%1768) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1770 = "tf.MatMul"(%1212, %1431) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1771 = "tf.L2Loss"(%1770) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1772 = "tf.MatMul"(%1217, %1425) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1773 = "tf.L2Loss"(%1772) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1774 = "tf.Mul"(%1228, %1411) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1775 = "tf.Sum"(%1774, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1776 = "tf.Reshape"(%1775, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1777 = "tf.Reshape"(%1776, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1778 = "tf.L2Loss"(%1777) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1779 = "tf.BatchMatMulV2"(%1233, %1392) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1780 = "tf.Sum"(%1779, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1781 = "tf.Reshape"(%1780, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1782 = "tf.Reshape"(%1781, %cst_15) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %1783 = "tf.L2Loss"(%1782) {device = ""} : (tensor<256x8x32xf32>) -> tensor<f32>
    %1784 = "tf.BatchMatMulV2"(%1245, %1359) <{adj_x = true, adj_y = false, grad_x = false, grad_y = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<32x32x256xf32>) -> tensor<32x256x256xf32>
    %1785 = "tf.Sum"(%1784, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<32x256x256xf32>, tensor<1xi32>) -> tensor<256x256xf32>
    %1786 = "tf.Reshape"(%1785, %cst_21) {device = ""} : (tensor<256x256xf32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1787 = "tf.Reshape"(%1786, %cst_16) {device = ""} : (tensor<256x256xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %1788 = "tf.L2Loss"(%1787) {device = ""} : (tensor<8x32x256xf32>) -> tensor<f32>
    %1789 = "tf.Mul"(%1254, %1348) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1790 = "tf.Sum"(%1789, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1791 = "tf.Reshape"(%1790, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1792 = "tf.Reshape"(%1791, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1793 = "tf.L2Loss"(%1792) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1794 = "tf.MatMul"(%1260, %1330) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1795 = "tf.L2Loss"(%1794) {device = ""} : (tensor<256x1024xf32>) -> tensor<f32>
    %1796 = "tf.MatMul"(%1265, %1324) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x1024xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1797 = "tf.L2Loss"(%1796) {device = ""} : (tensor<1024x256xf32>) -> tensor<f32>
    %1798 = "tf.Mul"(%1276, %1310) {device = ""} : (tensor<32x32x1xf32>, tensor<32x32x256xf32>) -> tensor<32x32x256xf32>
    %1799 = "tf.Sum"(%1798, %cst_72) <{keep_dims = true}> {device = ""} : (tensor<32x32x256xf32>, tensor<2xi32>) -> tensor<1x1x256xf32>
    %1800 = "tf.Reshape"(%1799, %cst_11) {device = ""} : (tensor<1x1x256xf32>, tensor<3xi32>) -> tensor<1x1x256xf32>
    %1801 = "tf.Reshape"(%1800, %cst_12) {device = ""} : (tensor<1x1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %1802 = "tf.L2Loss"(%1801) {device = ""} : (tensor<256xf32>) -> tensor<f32>
    %1803 = "tf.MatMul"(%1282, %1293) <{grad_a = false, grad_b = true, transpose_a = true, transpose_b = false}> {device = ""} : (tensor<1024x256xf32>, tensor<1024x16384xf32>) -> tensor<256x16384xf32>
    %1804 = "tf.L2Loss"(%1803) {device = ""} : (tensor<256x16384xf32>) -> tensor<f32>
    %1805 = "tf.Pack"(%1706, %1703, %1693, %1711, %1676, %1716, %1721, %1640, %1723, %1632, %1725, %1626, %1730, %1602, %1592, %1735, %1575, %1740, %1745, %1539, %1747, %1531, %1749, %1525, %1754, %1501, %1491, %1759, %1474, %1764, %1769, %1438, %1771, %1430, %1773, %1424, %1778, %1400, %1390, %1783, %1373, %1788, %1793, %1337, %1795, %1329, %1797, %1323, %1802, %1299, %1804, %1292) <{axis = 0 : i64}> {device = ""} : (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<52xf32>
    %1806 = "tf.Sum"(%1805, %cst_53) <{keep_dims = false}> {device = ""} : (tensor<52xf32>, tensor<1xi32>) -> tensor<f32>
    %1807 = "tf.Mul"(%1806, %cst_26) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1808 = "tf.Sqrt"(%1807) {device = ""} : (tensor<f32>) -> tensor<f32>
    %1809 = "tf.Sub"(%1808, %1808) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1810 = "tf.RealDiv"(%cst_52, %1808) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1811 = "tf.Minimum"(%1810, %cst_32) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1812 = "tf.Mul"(%1811, %cst_33) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1813 = "tf.AddV2"(%1812, %1809) {device = ""} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1814 = "tf.Mul"(%1705, %1813) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1815 = "tf.Identity"(%1814) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1816 = "tf.Square"(%1815) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1817 = "tf.UnsortedSegmentSum"(%1816, %3, %cst_60) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1818 = "tf.Sub"(%1817, %1033) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1819 = "tf.Mul"(%1818, %cst_55) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1820 = "tf.AddV2"(%1032, %1819) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1821 = "tf.Identity"(%1820) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1822 = "tf.Sqrt"(%1821) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1823 = "tf.AddV2"(%1822, %cst_54) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1824 = "tf.UnsortedSegmentSum"(%1815, %3, %cst_60) {device = ""} : (tensor<1024x256xf32>, tensor<1024xi32>, tensor<i32>) -> tensor<16384x256xf32>
    %1825 = "tf.Sub"(%1824, %1030) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1826 = "tf.Mul"(%1825, %cst_56) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1827 = "tf.AddV2"(%1029, %1826) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1828 = "tf.Identity"(%1827) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1829 = "tf.Mul"(%1828, %488) {device = ""} : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384x256xf32>
    %1830 = "tf.RealDiv"(%1829, %1823) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1831 = "tf.Sub"(%777, %1830) {device = ""} : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %1832 = "tf.Mul"(%1631, %1813) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1833 = "tf.Identity"(%1832) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1834 = "tf.Square"(%1833) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1835 = "tf.Sub"(%1834, %1039) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1836 = "tf.Mul"(%1835, %cst_55) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1837 = "tf.AddV2"(%1038, %1836) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1838 = "tf.Identity"(%1837) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1839 = "tf.Sqrt"(%1838) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1840 = "tf.AddV2"(%1839, %cst_54) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1841 = "tf.Sub"(%1833, %1036) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1842 = "tf.Mul"(%1841, %cst_56) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1843 = "tf.AddV2"(%1035, %1842) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1844 = "tf.Identity"(%1843) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %1845 = "tf.Mul"(%1844, %617) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1846 = "tf.RealDiv"(%1845, %1840) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1847 = "tf.Sub"(%783, %1846) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %1848 = "tf.Mul"(%1724, %1813) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1849 = "tf.Identity"(%1848) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1850 = "tf.Square"(%1849) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1851 = "tf.Sub"(%1850, %22) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1852 = "tf.Mul"(%1851, %cst_55) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1853 = "tf.AddV2"(%21, %1852) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1854 = "tf.Identity"(%1853) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1855 = "tf.Sqrt"(%1854) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1856 = "tf.AddV2"(%1855, %cst_54) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1857 = "tf.Sub"(%1849, %19) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1858 = "tf.Mul"(%1857, %cst_56) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1859 = "tf.AddV2"(%18, %1858) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1860 = "tf.Identity"(%1859) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1861 = "tf.Mul"(%1860, %620) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %1862 = "tf.RealDiv"(%1861, %1856) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1863 = "tf.Sub"(%814, %1862) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %1864 = "tf.Mul"(%1625, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1865 = "tf.Identity"(%1864) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1866 = "tf.Square"(%1865) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1867 = "tf.Sub"(%1866, %16) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1868 = "tf.Mul"(%1867, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1869 = "tf.AddV2"(%15, %1868) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1870 = "tf.Identity"(%1869) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1871 = "tf.Sqrt"(%1870) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1872 = "tf.AddV2"(%1871, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1873 = "tf.Sub"(%1865, %13) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1874 = "tf.Mul"(%1873, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1875 = "tf.AddV2"(%12, %1874) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1876 = "tf.Identity"(%1875) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1877 = "tf.Mul"(%1876, %623) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1878 = "tf.RealDiv"(%1877, %1872) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1879 = "tf.Sub"(%811, %1878) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1880 = "tf.Mul"(%1729, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1881 = "tf.Identity"(%1880) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1882 = "tf.Square"(%1881) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1883 = "tf.Sub"(%1882, %709) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1884 = "tf.Mul"(%1883, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1885 = "tf.AddV2"(%708, %1884) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1886 = "tf.Identity"(%1885) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1887 = "tf.Sqrt"(%1886) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1888 = "tf.AddV2"(%1887, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1889 = "tf.Sub"(%1881, %706) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1890 = "tf.Mul"(%1889, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1891 = "tf.AddV2"(%705, %1890) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1892 = "tf.Identity"(%1891) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1893 = "tf.Mul"(%1892, %629) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1894 = "tf.RealDiv"(%1893, %1888) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1895 = "tf.Sub"(%879, %1894) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1896 = "tf.Mul"(%1601, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1897 = "tf.Identity"(%1896) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1898 = "tf.Square"(%1897) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1899 = "tf.Sub"(%1898, %703) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1900 = "tf.Mul"(%1899, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1901 = "tf.AddV2"(%702, %1900) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1902 = "tf.Identity"(%1901) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1903 = "tf.Sqrt"(%1902) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1904 = "tf.AddV2"(%1903, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1905 = "tf.Sub"(%1897, %700) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1906 = "tf.Mul"(%1905, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1907 = "tf.AddV2"(%699, %1906) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1908 = "tf.Identity"(%1907) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1909 = "tf.Mul"(%1908, %632) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1910 = "tf.RealDiv"(%1909, %1904) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1911 = "tf.Sub"(%875, %1910) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1912 = "tf.Mul"(%1591, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1913 = "tf.Identity"(%1912) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1914 = "tf.Square"(%1913) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1915 = "tf.Sub"(%1914, %965) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1916 = "tf.Mul"(%1915, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1917 = "tf.AddV2"(%964, %1916) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1918 = "tf.Identity"(%1917) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1919 = "tf.Sqrt"(%1918) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1920 = "tf.AddV2"(%1919, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1921 = "tf.Sub"(%1913, %962) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1922 = "tf.Mul"(%1921, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1923 = "tf.AddV2"(%961, %1922) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1924 = "tf.Identity"(%1923) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1925 = "tf.Mul"(%1924, %635) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1926 = "tf.RealDiv"(%1925, %1920) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1927 = "tf.Sub"(%979, %1926) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1928 = "tf.Mul"(%1734, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1929 = "tf.Identity"(%1928) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1930 = "tf.Square"(%1929) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1931 = "tf.Sub"(%1930, %959) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1932 = "tf.Mul"(%1931, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1933 = "tf.AddV2"(%958, %1932) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1934 = "tf.Identity"(%1933) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1935 = "tf.Sqrt"(%1934) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1936 = "tf.AddV2"(%1935, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1937 = "tf.Sub"(%1929, %956) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1938 = "tf.Mul"(%1937, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1939 = "tf.AddV2"(%955, %1938) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1940 = "tf.Identity"(%1939) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1941 = "tf.Mul"(%1940, %638) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1942 = "tf.RealDiv"(%1941, %1936) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1943 = "tf.Sub"(%945, %1942) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1944 = "tf.Mul"(%1574, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1945 = "tf.Identity"(%1944) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1946 = "tf.Square"(%1945) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1947 = "tf.Sub"(%1946, %971) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1948 = "tf.Mul"(%1947, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1949 = "tf.AddV2"(%970, %1948) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1950 = "tf.Identity"(%1949) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1951 = "tf.Sqrt"(%1950) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1952 = "tf.AddV2"(%1951, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1953 = "tf.Sub"(%1945, %968) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1954 = "tf.Mul"(%1953, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1955 = "tf.AddV2"(%967, %1954) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1956 = "tf.Identity"(%1955) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1957 = "tf.Mul"(%1956, %641) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %1958 = "tf.RealDiv"(%1957, %1952) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1959 = "tf.Sub"(%1013, %1958) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %1960 = "tf.Mul"(%1739, %1813) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1961 = "tf.Identity"(%1960) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1962 = "tf.Square"(%1961) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1963 = "tf.Sub"(%1962, %953) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1964 = "tf.Mul"(%1963, %cst_55) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1965 = "tf.AddV2"(%952, %1964) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1966 = "tf.Identity"(%1965) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1967 = "tf.Sqrt"(%1966) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1968 = "tf.AddV2"(%1967, %cst_54) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1969 = "tf.Sub"(%1961, %950) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1970 = "tf.Mul"(%1969, %cst_56) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1971 = "tf.AddV2"(%949, %1970) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1972 = "tf.Identity"(%1971) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1973 = "tf.Mul"(%1972, %491) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1974 = "tf.RealDiv"(%1973, %1968) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1975 = "tf.Sub"(%911, %1974) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %1976 = "tf.Mul"(%1744, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1977 = "tf.Identity"(%1976) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1978 = "tf.Square"(%1977) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1979 = "tf.Sub"(%1978, %669) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1980 = "tf.Mul"(%1979, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1981 = "tf.AddV2"(%668, %1980) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1982 = "tf.Identity"(%1981) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1983 = "tf.Sqrt"(%1982) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1984 = "tf.AddV2"(%1983, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1985 = "tf.Sub"(%1977, %666) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1986 = "tf.Mul"(%1985, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1987 = "tf.AddV2"(%665, %1986) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1988 = "tf.Identity"(%1987) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1989 = "tf.Mul"(%1988, %494) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %1990 = "tf.RealDiv"(%1989, %1984) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1991 = "tf.Sub"(%851, %1990) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %1992 = "tf.Mul"(%1702, %1813) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %1993 = "tf.Identity"(%1992) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1994 = "tf.Square"(%1993) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1995 = "tf.UnsortedSegmentSum"(%1994, %cst_1, %cst_41) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %1996 = "tf.Sub"(%1995, %759) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1997 = "tf.Mul"(%1996, %cst_55) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %1998 = "tf.AddV2"(%758, %1997) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %1999 = "tf.Identity"(%1998) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2000 = "tf.Sqrt"(%1999) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2001 = "tf.AddV2"(%2000, %cst_54) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2002 = "tf.UnsortedSegmentSum"(%1993, %cst_1, %cst_41) {device = ""} : (tensor<32x256xf32>, tensor<32xi32>, tensor<i32>) -> tensor<32x256xf32>
    %2003 = "tf.Sub"(%2002, %756) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2004 = "tf.Mul"(%2003, %cst_56) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2005 = "tf.AddV2"(%755, %2004) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2006 = "tf.Identity"(%2005) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2007 = "tf.Mul"(%2006, %626) {device = ""} : (tensor<32x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %2008 = "tf.RealDiv"(%2007, %2001) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2009 = "tf.Sub"(%907, %2008) {device = ""} : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xf32>
    %2010 = "tf.Mul"(%1538, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2011 = "tf.Identity"(%2010) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2012 = "tf.Square"(%2011) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2013 = "tf.Sub"(%2012, %663) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2014 = "tf.Mul"(%2013, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2015 = "tf.AddV2"(%662, %2014) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2016 = "tf.Identity"(%2015) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2017 = "tf.Sqrt"(%2016) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2018 = "tf.AddV2"(%2017, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2019 = "tf.Sub"(%2011, %660) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2020 = "tf.Mul"(%2019, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2021 = "tf.AddV2"(%659, %2020) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2022 = "tf.Identity"(%2021) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2023 = "tf.Mul"(%2022, %497) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2024 = "tf.RealDiv"(%2023, %2018) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2025 = "tf.Sub"(%847, %2024) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2026 = "tf.Mul"(%1746, %1813) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2027 = "tf.Identity"(%2026) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2028 = "tf.Square"(%2027) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2029 = "tf.Sub"(%2028, %1061) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2030 = "tf.Mul"(%2029, %cst_55) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2031 = "tf.AddV2"(%1060, %2030) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2032 = "tf.Identity"(%2031) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2033 = "tf.Sqrt"(%2032) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2034 = "tf.AddV2"(%2033, %cst_54) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2035 = "tf.Sub"(%2027, %1058) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2036 = "tf.Mul"(%2035, %cst_56) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2037 = "tf.AddV2"(%1057, %2036) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2038 = "tf.Identity"(%2037) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2039 = "tf.Mul"(%2038, %500) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2040 = "tf.RealDiv"(%2039, %2034) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2041 = "tf.Sub"(%796, %2040) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2042 = "tf.Mul"(%1530, %1813) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2043 = "tf.Identity"(%2042) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2044 = "tf.Square"(%2043) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2045 = "tf.Sub"(%2044, %1055) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2046 = "tf.Mul"(%2045, %cst_55) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2047 = "tf.AddV2"(%1054, %2046) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2048 = "tf.Identity"(%2047) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2049 = "tf.Sqrt"(%2048) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2050 = "tf.AddV2"(%2049, %cst_54) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2051 = "tf.Sub"(%2043, %1052) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2052 = "tf.Mul"(%2051, %cst_56) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2053 = "tf.AddV2"(%1051, %2052) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2054 = "tf.Identity"(%2053) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2055 = "tf.Mul"(%2054, %503) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2056 = "tf.RealDiv"(%2055, %2050) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2057 = "tf.Sub"(%789, %2056) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2058 = "tf.Mul"(%1748, %1813) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2059 = "tf.Identity"(%2058) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2060 = "tf.Square"(%2059) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2061 = "tf.Sub"(%2060, %34) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2062 = "tf.Mul"(%2061, %cst_55) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2063 = "tf.AddV2"(%33, %2062) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2064 = "tf.Identity"(%2063) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2065 = "tf.Sqrt"(%2064) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2066 = "tf.AddV2"(%2065, %cst_54) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2067 = "tf.Sub"(%2059, %31) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2068 = "tf.Mul"(%2067, %cst_56) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2069 = "tf.AddV2"(%30, %2068) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2070 = "tf.Identity"(%2069) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2071 = "tf.Mul"(%2070, %506) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2072 = "tf.RealDiv"(%2071, %2066) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2073 = "tf.Sub"(%820, %2072) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2074 = "tf.Mul"(%1524, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2075 = "tf.Identity"(%2074) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2076 = "tf.Square"(%2075) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2077 = "tf.Sub"(%2076, %28) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2078 = "tf.Mul"(%2077, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2079 = "tf.AddV2"(%27, %2078) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2080 = "tf.Identity"(%2079) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2081 = "tf.Sqrt"(%2080) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2082 = "tf.AddV2"(%2081, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2083 = "tf.Sub"(%2075, %25) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2084 = "tf.Mul"(%2083, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2085 = "tf.AddV2"(%24, %2084) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2086 = "tf.Identity"(%2085) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2087 = "tf.Mul"(%2086, %512) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2088 = "tf.RealDiv"(%2087, %2082) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2089 = "tf.Sub"(%817, %2088) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2090 = "tf.Mul"(%1753, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2091 = "tf.Identity"(%2090) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2092 = "tf.Square"(%2091) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2093 = "tf.Sub"(%2092, %725) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2094 = "tf.Mul"(%2093, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2095 = "tf.AddV2"(%724, %2094) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2096 = "tf.Identity"(%2095) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2097 = "tf.Sqrt"(%2096) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2098 = "tf.AddV2"(%2097, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2099 = "tf.Sub"(%2091, %722) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2100 = "tf.Mul"(%2099, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2101 = "tf.AddV2"(%721, %2100) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2102 = "tf.Identity"(%2101) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2103 = "tf.Mul"(%2102, %515) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2104 = "tf.RealDiv"(%2103, %2098) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2105 = "tf.Sub"(%887, %2104) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2106 = "tf.Mul"(%1500, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2107 = "tf.Identity"(%2106) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2108 = "tf.Square"(%2107) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2109 = "tf.Sub"(%2108, %719) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2110 = "tf.Mul"(%2109, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2111 = "tf.AddV2"(%718, %2110) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2112 = "tf.Identity"(%2111) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2113 = "tf.Sqrt"(%2112) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2114 = "tf.AddV2"(%2113, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2115 = "tf.Sub"(%2107, %716) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2116 = "tf.Mul"(%2115, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2117 = "tf.AddV2"(%715, %2116) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2118 = "tf.Identity"(%2117) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2119 = "tf.Mul"(%2118, %518) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2120 = "tf.RealDiv"(%2119, %2114) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2121 = "tf.Sub"(%883, %2120) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2122 = "tf.Mul"(%1490, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2123 = "tf.Identity"(%2122) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2124 = "tf.Square"(%2123) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2125 = "tf.Sub"(%2124, %993) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2126 = "tf.Mul"(%2125, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2127 = "tf.AddV2"(%992, %2126) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2128 = "tf.Identity"(%2127) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2129 = "tf.Sqrt"(%2128) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2130 = "tf.AddV2"(%2129, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2131 = "tf.Sub"(%2123, %990) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2132 = "tf.Mul"(%2131, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2133 = "tf.AddV2"(%989, %2132) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2134 = "tf.Identity"(%2133) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2135 = "tf.Mul"(%2134, %521) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2136 = "tf.RealDiv"(%2135, %2130) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2137 = "tf.Sub"(%36, %2136) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2138 = "tf.Mul"(%1758, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2139 = "tf.Identity"(%2138) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2140 = "tf.Square"(%2139) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2141 = "tf.Sub"(%2140, %987) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2142 = "tf.Mul"(%2141, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2143 = "tf.AddV2"(%986, %2142) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2144 = "tf.Identity"(%2143) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2145 = "tf.Sqrt"(%2144) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2146 = "tf.AddV2"(%2145, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2147 = "tf.Sub"(%2139, %984) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2148 = "tf.Mul"(%2147, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2149 = "tf.AddV2"(%983, %2148) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2150 = "tf.Identity"(%2149) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2151 = "tf.Mul"(%2150, %524) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2152 = "tf.RealDiv"(%2151, %2146) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2153 = "tf.Sub"(%1081, %2152) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2154 = "tf.Mul"(%1473, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2155 = "tf.Identity"(%2154) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2156 = "tf.Square"(%2155) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2157 = "tf.Sub"(%2156, %999) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2158 = "tf.Mul"(%2157, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2159 = "tf.AddV2"(%998, %2158) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2160 = "tf.Identity"(%2159) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2161 = "tf.Sqrt"(%2160) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2162 = "tf.AddV2"(%2161, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2163 = "tf.Sub"(%2155, %996) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2164 = "tf.Mul"(%2163, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2165 = "tf.AddV2"(%995, %2164) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2166 = "tf.Identity"(%2165) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2167 = "tf.Mul"(%2166, %527) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2168 = "tf.RealDiv"(%2167, %2162) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2169 = "tf.Sub"(%643, %2168) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2170 = "tf.Mul"(%1692, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2171 = "tf.Identity"(%2170) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2172 = "tf.Square"(%2171) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2173 = "tf.Sub"(%2172, %937) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2174 = "tf.Mul"(%2173, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2175 = "tf.AddV2"(%936, %2174) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2176 = "tf.Identity"(%2175) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2177 = "tf.Sqrt"(%2176) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2178 = "tf.AddV2"(%2177, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2179 = "tf.Sub"(%2171, %934) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2180 = "tf.Mul"(%2179, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2181 = "tf.AddV2"(%933, %2180) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2182 = "tf.Identity"(%2181) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2183 = "tf.Mul"(%2182, %509) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2184 = "tf.RealDiv"(%2183, %2178) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2185 = "tf.Sub"(%826, %2184) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2186 = "tf.Mul"(%1763, %1813) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2187 = "tf.Identity"(%2186) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2188 = "tf.Square"(%2187) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2189 = "tf.Sub"(%2188, %977) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2190 = "tf.Mul"(%2189, %cst_55) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2191 = "tf.AddV2"(%976, %2190) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2192 = "tf.Identity"(%2191) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2193 = "tf.Sqrt"(%2192) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2194 = "tf.AddV2"(%2193, %cst_54) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2195 = "tf.Sub"(%2187, %974) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2196 = "tf.Mul"(%2195, %cst_56) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2197 = "tf.AddV2"(%973, %2196) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2198 = "tf.Identity"(%2197) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2199 = "tf.Mul"(%2198, %530) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2200 = "tf.RealDiv"(%2199, %2194) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2201 = "tf.Sub"(%1047, %2200) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2202 = "tf.Mul"(%1768, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2203 = "tf.Identity"(%2202) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2204 = "tf.Square"(%2203) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2205 = "tf.Sub"(%2204, %685) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2206 = "tf.Mul"(%2205, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2207 = "tf.AddV2"(%684, %2206) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2208 = "tf.Identity"(%2207) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2209 = "tf.Sqrt"(%2208) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2210 = "tf.AddV2"(%2209, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2211 = "tf.Sub"(%2203, %682) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2212 = "tf.Mul"(%2211, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2213 = "tf.AddV2"(%681, %2212) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2214 = "tf.Identity"(%2213) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2215 = "tf.Mul"(%2214, %533) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2216 = "tf.RealDiv"(%2215, %2210) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2217 = "tf.Sub"(%859, %2216) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2218 = "tf.Mul"(%1437, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2219 = "tf.Identity"(%2218) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2220 = "tf.Square"(%2219) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2221 = "tf.Sub"(%2220, %675) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2222 = "tf.Mul"(%2221, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2223 = "tf.AddV2"(%674, %2222) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2224 = "tf.Identity"(%2223) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2225 = "tf.Sqrt"(%2224) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2226 = "tf.AddV2"(%2225, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2227 = "tf.Sub"(%2219, %672) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2228 = "tf.Mul"(%2227, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2229 = "tf.AddV2"(%671, %2228) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2230 = "tf.Identity"(%2229) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2231 = "tf.Mul"(%2230, %536) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2232 = "tf.RealDiv"(%2231, %2226) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2233 = "tf.Sub"(%855, %2232) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2234 = "tf.Mul"(%1770, %1813) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2235 = "tf.Identity"(%2234) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2236 = "tf.Square"(%2235) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2237 = "tf.Sub"(%2236, %1073) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2238 = "tf.Mul"(%2237, %cst_55) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2239 = "tf.AddV2"(%1072, %2238) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2240 = "tf.Identity"(%2239) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2241 = "tf.Sqrt"(%2240) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2242 = "tf.AddV2"(%2241, %cst_54) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2243 = "tf.Sub"(%2235, %1070) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2244 = "tf.Mul"(%2243, %cst_56) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2245 = "tf.AddV2"(%1069, %2244) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2246 = "tf.Identity"(%2245) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2247 = "tf.Mul"(%2246, %539) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2248 = "tf.RealDiv"(%2247, %2242) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2249 = "tf.Sub"(%802, %2248) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2250 = "tf.Mul"(%1429, %1813) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2251 = "tf.Identity"(%2250) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2252 = "tf.Square"(%2251) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2253 = "tf.Sub"(%2252, %1067) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2254 = "tf.Mul"(%2253, %cst_55) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2255 = "tf.AddV2"(%1066, %2254) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2256 = "tf.Identity"(%2255) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2257 = "tf.Sqrt"(%2256) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2258 = "tf.AddV2"(%2257, %cst_54) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2259 = "tf.Sub"(%2251, %1064) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2260 = "tf.Mul"(%2259, %cst_56) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2261 = "tf.AddV2"(%1063, %2260) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2262 = "tf.Identity"(%2261) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2263 = "tf.Mul"(%2262, %545) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2264 = "tf.RealDiv"(%2263, %2258) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2265 = "tf.Sub"(%799, %2264) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2266 = "tf.Mul"(%1772, %1813) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2267 = "tf.Identity"(%2266) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2268 = "tf.Square"(%2267) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2269 = "tf.Sub"(%2268, %50) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2270 = "tf.Mul"(%2269, %cst_55) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2271 = "tf.AddV2"(%49, %2270) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2272 = "tf.Identity"(%2271) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2273 = "tf.Sqrt"(%2272) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2274 = "tf.AddV2"(%2273, %cst_54) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2275 = "tf.Sub"(%2267, %47) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2276 = "tf.Mul"(%2275, %cst_56) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2277 = "tf.AddV2"(%46, %2276) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2278 = "tf.Identity"(%2277) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2279 = "tf.Mul"(%2278, %548) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2280 = "tf.RealDiv"(%2279, %2274) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2281 = "tf.Sub"(%830, %2280) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2282 = "tf.Mul"(%1423, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2283 = "tf.Identity"(%2282) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2284 = "tf.Square"(%2283) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2285 = "tf.Sub"(%2284, %44) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2286 = "tf.Mul"(%2285, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2287 = "tf.AddV2"(%43, %2286) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2288 = "tf.Identity"(%2287) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2289 = "tf.Sqrt"(%2288) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2290 = "tf.AddV2"(%2289, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2291 = "tf.Sub"(%2283, %41) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2292 = "tf.Mul"(%2291, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2293 = "tf.AddV2"(%40, %2292) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2294 = "tf.Identity"(%2293) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2295 = "tf.Mul"(%2294, %551) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2296 = "tf.RealDiv"(%2295, %2290) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2297 = "tf.Sub"(%823, %2296) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2298 = "tf.Mul"(%1777, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2299 = "tf.Identity"(%2298) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2300 = "tf.Square"(%2299) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2301 = "tf.Sub"(%2300, %737) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2302 = "tf.Mul"(%2301, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2303 = "tf.AddV2"(%736, %2302) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2304 = "tf.Identity"(%2303) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2305 = "tf.Sqrt"(%2304) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2306 = "tf.AddV2"(%2305, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2307 = "tf.Sub"(%2299, %734) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2308 = "tf.Mul"(%2307, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2309 = "tf.AddV2"(%733, %2308) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2310 = "tf.Identity"(%2309) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2311 = "tf.Mul"(%2310, %554) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2312 = "tf.RealDiv"(%2311, %2306) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2313 = "tf.Sub"(%895, %2312) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2314 = "tf.Mul"(%1399, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2315 = "tf.Identity"(%2314) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2316 = "tf.Square"(%2315) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2317 = "tf.Sub"(%2316, %731) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2318 = "tf.Mul"(%2317, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2319 = "tf.AddV2"(%730, %2318) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2320 = "tf.Identity"(%2319) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2321 = "tf.Sqrt"(%2320) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2322 = "tf.AddV2"(%2321, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2323 = "tf.Sub"(%2315, %728) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2324 = "tf.Mul"(%2323, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2325 = "tf.AddV2"(%727, %2324) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2326 = "tf.Identity"(%2325) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2327 = "tf.Mul"(%2326, %557) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2328 = "tf.RealDiv"(%2327, %2322) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2329 = "tf.Sub"(%891, %2328) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2330 = "tf.Mul"(%1389, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2331 = "tf.Identity"(%2330) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2332 = "tf.Square"(%2331) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2333 = "tf.Sub"(%2332, %1021) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2334 = "tf.Mul"(%2333, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2335 = "tf.AddV2"(%1020, %2334) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2336 = "tf.Identity"(%2335) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2337 = "tf.Sqrt"(%2336) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2338 = "tf.AddV2"(%2337, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2339 = "tf.Sub"(%2331, %1018) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2340 = "tf.Mul"(%2339, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2341 = "tf.AddV2"(%1017, %2340) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2342 = "tf.Identity"(%2341) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2343 = "tf.Mul"(%2342, %560) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2344 = "tf.RealDiv"(%2343, %2338) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2345 = "tf.Sub"(%745, %2344) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2346 = "tf.Mul"(%1710, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2347 = "tf.Identity"(%2346) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2348 = "tf.Square"(%2347) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2349 = "tf.Sub"(%2348, %931) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2350 = "tf.Mul"(%2349, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2351 = "tf.AddV2"(%930, %2350) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2352 = "tf.Identity"(%2351) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2353 = "tf.Sqrt"(%2352) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2354 = "tf.AddV2"(%2353, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2355 = "tf.Sub"(%2347, %928) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2356 = "tf.Mul"(%2355, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2357 = "tf.AddV2"(%927, %2356) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2358 = "tf.Identity"(%2357) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2359 = "tf.Mul"(%2358, %542) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2360 = "tf.RealDiv"(%2359, %2354) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2361 = "tf.Sub"(%792, %2360) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2362 = "tf.Mul"(%1782, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2363 = "tf.Identity"(%2362) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2364 = "tf.Square"(%2363) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2365 = "tf.Sub"(%2364, %1011) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2366 = "tf.Mul"(%2365, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2367 = "tf.AddV2"(%1010, %2366) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2368 = "tf.Identity"(%2367) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2369 = "tf.Sqrt"(%2368) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2370 = "tf.AddV2"(%2369, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2371 = "tf.Sub"(%2363, %1008) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2372 = "tf.Mul"(%2371, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2373 = "tf.AddV2"(%1007, %2372) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2374 = "tf.Identity"(%2373) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2375 = "tf.Mul"(%2374, %563) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2376 = "tf.RealDiv"(%2375, %2370) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2377 = "tf.Sub"(%711, %2376) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2378 = "tf.Mul"(%1372, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2379 = "tf.Identity"(%2378) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2380 = "tf.Square"(%2379) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2381 = "tf.Sub"(%2380, %1027) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2382 = "tf.Mul"(%2381, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2383 = "tf.AddV2"(%1026, %2382) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2384 = "tf.Identity"(%2383) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2385 = "tf.Sqrt"(%2384) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2386 = "tf.AddV2"(%2385, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2387 = "tf.Sub"(%2379, %1024) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2388 = "tf.Mul"(%2387, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2389 = "tf.AddV2"(%1023, %2388) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2390 = "tf.Identity"(%2389) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2391 = "tf.Mul"(%2390, %566) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2392 = "tf.RealDiv"(%2391, %2386) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2393 = "tf.Sub"(%773, %2392) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2394 = "tf.Mul"(%1787, %1813) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2395 = "tf.Identity"(%2394) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2396 = "tf.Square"(%2395) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2397 = "tf.Sub"(%2396, %1005) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2398 = "tf.Mul"(%2397, %cst_55) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2399 = "tf.AddV2"(%1004, %2398) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2400 = "tf.Identity"(%2399) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2401 = "tf.Sqrt"(%2400) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2402 = "tf.AddV2"(%2401, %cst_54) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2403 = "tf.Sub"(%2395, %1002) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2404 = "tf.Mul"(%2403, %cst_56) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2405 = "tf.AddV2"(%1001, %2404) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2406 = "tf.Identity"(%2405) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2407 = "tf.Mul"(%2406, %569) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2408 = "tf.RealDiv"(%2407, %2402) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2409 = "tf.Sub"(%677, %2408) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2410 = "tf.Mul"(%1792, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2411 = "tf.Identity"(%2410) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2412 = "tf.Square"(%2411) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2413 = "tf.Sub"(%2412, %697) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2414 = "tf.Mul"(%2413, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2415 = "tf.AddV2"(%696, %2414) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2416 = "tf.Identity"(%2415) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2417 = "tf.Sqrt"(%2416) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2418 = "tf.AddV2"(%2417, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2419 = "tf.Sub"(%2411, %694) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2420 = "tf.Mul"(%2419, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2421 = "tf.AddV2"(%693, %2420) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2422 = "tf.Identity"(%2421) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2423 = "tf.Mul"(%2422, %572) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2424 = "tf.RealDiv"(%2423, %2418) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2425 = "tf.Sub"(%871, %2424) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2426 = "tf.Mul"(%1336, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2427 = "tf.Identity"(%2426) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2428 = "tf.Square"(%2427) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2429 = "tf.Sub"(%2428, %691) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2430 = "tf.Mul"(%2429, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2431 = "tf.AddV2"(%690, %2430) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2432 = "tf.Identity"(%2431) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2433 = "tf.Sqrt"(%2432) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2434 = "tf.AddV2"(%2433, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2435 = "tf.Sub"(%2427, %688) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2436 = "tf.Mul"(%2435, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2437 = "tf.AddV2"(%687, %2436) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2438 = "tf.Identity"(%2437) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2439 = "tf.Mul"(%2438, %578) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2440 = "tf.RealDiv"(%2439, %2434) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2441 = "tf.Sub"(%863, %2440) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2442 = "tf.Mul"(%1794, %1813) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2443 = "tf.Identity"(%2442) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2444 = "tf.Square"(%2443) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2445 = "tf.Sub"(%2444, %10) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2446 = "tf.Mul"(%2445, %cst_55) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2447 = "tf.AddV2"(%9, %2446) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2448 = "tf.Identity"(%2447) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2449 = "tf.Sqrt"(%2448) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2450 = "tf.AddV2"(%2449, %cst_54) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2451 = "tf.Sub"(%2443, %7) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2452 = "tf.Mul"(%2451, %cst_56) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2453 = "tf.AddV2"(%6, %2452) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2454 = "tf.Identity"(%2453) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2455 = "tf.Mul"(%2454, %581) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2456 = "tf.RealDiv"(%2455, %2450) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2457 = "tf.Sub"(%808, %2456) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2458 = "tf.Mul"(%1328, %1813) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2459 = "tf.Identity"(%2458) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2460 = "tf.Square"(%2459) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2461 = "tf.Sub"(%2460, %1079) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2462 = "tf.Mul"(%2461, %cst_55) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2463 = "tf.AddV2"(%1078, %2462) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2464 = "tf.Identity"(%2463) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2465 = "tf.Sqrt"(%2464) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2466 = "tf.AddV2"(%2465, %cst_54) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2467 = "tf.Sub"(%2459, %1076) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2468 = "tf.Mul"(%2467, %cst_56) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2469 = "tf.AddV2"(%1075, %2468) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2470 = "tf.Identity"(%2469) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2471 = "tf.Mul"(%2470, %584) {device = ""} : (tensor<1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %2472 = "tf.RealDiv"(%2471, %2466) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2473 = "tf.Sub"(%805, %2472) {device = ""} : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %2474 = "tf.Mul"(%1796, %1813) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2475 = "tf.Identity"(%2474) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2476 = "tf.Square"(%2475) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2477 = "tf.Sub"(%2476, %62) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2478 = "tf.Mul"(%2477, %cst_55) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2479 = "tf.AddV2"(%61, %2478) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2480 = "tf.Identity"(%2479) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2481 = "tf.Sqrt"(%2480) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2482 = "tf.AddV2"(%2481, %cst_54) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2483 = "tf.Sub"(%2475, %59) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2484 = "tf.Mul"(%2483, %cst_56) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2485 = "tf.AddV2"(%58, %2484) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2486 = "tf.Identity"(%2485) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2487 = "tf.Mul"(%2486, %587) {device = ""} : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024x256xf32>
    %2488 = "tf.RealDiv"(%2487, %2482) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2489 = "tf.Sub"(%836, %2488) {device = ""} : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2490 = "tf.Mul"(%1322, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2491 = "tf.Identity"(%2490) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2492 = "tf.Square"(%2491) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2493 = "tf.Sub"(%2492, %56) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2494 = "tf.Mul"(%2493, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2495 = "tf.AddV2"(%55, %2494) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2496 = "tf.Identity"(%2495) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2497 = "tf.Sqrt"(%2496) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2498 = "tf.AddV2"(%2497, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2499 = "tf.Sub"(%2491, %53) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2500 = "tf.Mul"(%2499, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2501 = "tf.AddV2"(%52, %2500) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2502 = "tf.Identity"(%2501) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2503 = "tf.Mul"(%2502, %590) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2504 = "tf.RealDiv"(%2503, %2498) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2505 = "tf.Sub"(%833, %2504) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2506 = "tf.Mul"(%1801, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2507 = "tf.Identity"(%2506) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2508 = "tf.Square"(%2507) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2509 = "tf.Sub"(%2508, %753) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2510 = "tf.Mul"(%2509, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2511 = "tf.AddV2"(%752, %2510) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2512 = "tf.Identity"(%2511) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2513 = "tf.Sqrt"(%2512) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2514 = "tf.AddV2"(%2513, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2515 = "tf.Sub"(%2507, %750) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2516 = "tf.Mul"(%2515, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2517 = "tf.AddV2"(%749, %2516) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2518 = "tf.Identity"(%2517) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2519 = "tf.Mul"(%2518, %593) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2520 = "tf.RealDiv"(%2519, %2514) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2521 = "tf.Sub"(%903, %2520) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2522 = "tf.Mul"(%1675, %1813) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2523 = "tf.Identity"(%2522) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2524 = "tf.Square"(%2523) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2525 = "tf.Sub"(%2524, %943) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2526 = "tf.Mul"(%2525, %cst_55) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2527 = "tf.AddV2"(%942, %2526) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2528 = "tf.Identity"(%2527) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2529 = "tf.Sqrt"(%2528) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2530 = "tf.AddV2"(%2529, %cst_54) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2531 = "tf.Sub"(%2523, %940) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2532 = "tf.Mul"(%2531, %cst_56) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2533 = "tf.AddV2"(%939, %2532) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2534 = "tf.Identity"(%2533) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2535 = "tf.Mul"(%2534, %575) {device = ""} : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<256x8x32xf32>
    %2536 = "tf.RealDiv"(%2535, %2530) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2537 = "tf.Sub"(%867, %2536) {device = ""} : (tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2538 = "tf.Mul"(%1298, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2539 = "tf.Identity"(%2538) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2540 = "tf.Square"(%2539) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2541 = "tf.Sub"(%2540, %743) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2542 = "tf.Mul"(%2541, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2543 = "tf.AddV2"(%742, %2542) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2544 = "tf.Identity"(%2543) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2545 = "tf.Sqrt"(%2544) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2546 = "tf.AddV2"(%2545, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2547 = "tf.Sub"(%2539, %740) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2548 = "tf.Mul"(%2547, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2549 = "tf.AddV2"(%739, %2548) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2550 = "tf.Identity"(%2549) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2551 = "tf.Mul"(%2550, %596) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2552 = "tf.RealDiv"(%2551, %2546) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2553 = "tf.Sub"(%899, %2552) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2554 = "tf.Mul"(%1803, %1813) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2555 = "tf.Identity"(%2554) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2556 = "tf.Square"(%2555) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2557 = "tf.Sub"(%2556, %771) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2558 = "tf.Mul"(%2557, %cst_55) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2559 = "tf.AddV2"(%770, %2558) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2560 = "tf.Identity"(%2559) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2561 = "tf.Sqrt"(%2560) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2562 = "tf.AddV2"(%2561, %cst_54) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2563 = "tf.Sub"(%2555, %768) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2564 = "tf.Mul"(%2563, %cst_56) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2565 = "tf.AddV2"(%767, %2564) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2566 = "tf.Identity"(%2565) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2567 = "tf.Mul"(%2566, %599) {device = ""} : (tensor<256x16384xf32>, tensor<f32>) -> tensor<256x16384xf32>
    %2568 = "tf.RealDiv"(%2567, %2562) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2569 = "tf.Sub"(%918, %2568) {device = ""} : (tensor<256x16384xf32>, tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2570 = "tf.Mul"(%1291, %1813) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2571 = "tf.Identity"(%2570) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2572 = "tf.Square"(%2571) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2573 = "tf.Sub"(%2572, %765) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2574 = "tf.Mul"(%2573, %cst_55) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2575 = "tf.AddV2"(%764, %2574) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2576 = "tf.Identity"(%2575) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2577 = "tf.Sqrt"(%2576) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2578 = "tf.AddV2"(%2577, %cst_54) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2579 = "tf.Sub"(%2571, %762) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2580 = "tf.Mul"(%2579, %cst_56) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2581 = "tf.AddV2"(%761, %2580) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2582 = "tf.Identity"(%2581) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2583 = "tf.Mul"(%2582, %602) {device = ""} : (tensor<16384xf32>, tensor<f32>) -> tensor<16384xf32>
    %2584 = "tf.RealDiv"(%2583, %2578) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2585 = "tf.Sub"(%915, %2584) {device = ""} : (tensor<16384xf32>, tensor<16384xf32>) -> tensor<16384xf32>
    %2586 = "tf.Mul"(%1715, %1813) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2587 = "tf.Identity"(%2586) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2588 = "tf.Square"(%2587) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2589 = "tf.Sub"(%2588, %925) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2590 = "tf.Mul"(%2589, %cst_55) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2591 = "tf.AddV2"(%924, %2590) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2592 = "tf.Identity"(%2591) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2593 = "tf.Sqrt"(%2592) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2594 = "tf.AddV2"(%2593, %cst_54) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2595 = "tf.Sub"(%2587, %922) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2596 = "tf.Mul"(%2595, %cst_56) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2597 = "tf.AddV2"(%921, %2596) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2598 = "tf.Identity"(%2597) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2599 = "tf.Mul"(%2598, %605) {device = ""} : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %2600 = "tf.RealDiv"(%2599, %2594) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2601 = "tf.Sub"(%1085, %2600) {device = ""} : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2602 = "tf.Mul"(%1720, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2603 = "tf.Identity"(%2602) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2604 = "tf.Square"(%2603) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2605 = "tf.Sub"(%2604, %657) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2606 = "tf.Mul"(%2605, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2607 = "tf.AddV2"(%656, %2606) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2608 = "tf.Identity"(%2607) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2609 = "tf.Sqrt"(%2608) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2610 = "tf.AddV2"(%2609, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2611 = "tf.Sub"(%2603, %654) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2612 = "tf.Mul"(%2611, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2613 = "tf.AddV2"(%653, %2612) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2614 = "tf.Identity"(%2613) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2615 = "tf.Mul"(%2614, %608) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2616 = "tf.RealDiv"(%2615, %2610) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2617 = "tf.Sub"(%843, %2616) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2618 = "tf.Mul"(%1639, %1813) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2619 = "tf.Identity"(%2618) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2620 = "tf.Square"(%2619) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2621 = "tf.Sub"(%2620, %651) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2622 = "tf.Mul"(%2621, %cst_55) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2623 = "tf.AddV2"(%650, %2622) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2624 = "tf.Identity"(%2623) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2625 = "tf.Sqrt"(%2624) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2626 = "tf.AddV2"(%2625, %cst_54) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2627 = "tf.Sub"(%2619, %648) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2628 = "tf.Mul"(%2627, %cst_56) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2629 = "tf.AddV2"(%647, %2628) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2630 = "tf.Identity"(%2629) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %2631 = "tf.Mul"(%2630, %611) {device = ""} : (tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
    %2632 = "tf.RealDiv"(%2631, %2626) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2633 = "tf.Sub"(%839, %2632) {device = ""} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %2634 = "tf.Mul"(%1722, %1813) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2635 = "tf.Identity"(%2634) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2636 = "tf.Square"(%2635) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2637 = "tf.Sub"(%2636, %1045) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2638 = "tf.Mul"(%2637, %cst_55) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2639 = "tf.AddV2"(%1044, %2638) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2640 = "tf.Identity"(%2639) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2641 = "tf.Sqrt"(%2640) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2642 = "tf.AddV2"(%2641, %cst_54) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2643 = "tf.Sub"(%2635, %1042) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2644 = "tf.Mul"(%2643, %cst_56) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2645 = "tf.AddV2"(%1041, %2644) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2646 = "tf.Identity"(%2645) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2647 = "tf.Mul"(%2646, %614) {device = ""} : (tensor<256x1024xf32>, tensor<f32>) -> tensor<256x1024xf32>
    %2648 = "tf.RealDiv"(%2647, %2642) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2649 = "tf.Sub"(%786, %2648) {device = ""} : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xf32>
    "tf.NoOp"() {device = ""} : () -> ()
    %2650 = "tf.Identity"(%1288) {device = ""} : (tensor<f32>) -> tensor<f32>
    %2651 = "tf.Relayout"(%2650) <{layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<f32>) -> tensor<f32>
    %2652 = "tf.DTensorLayout"(%2651) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<f32>) -> tensor<f32>
    %2653 = "tf.Relayout"(%2649) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2654 = "tf.DTensorLayout"(%2653) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2655 = "tf.Relayout"(%2645) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2656 = "tf.DTensorLayout"(%2655) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2657 = "tf.Relayout"(%2639) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2658 = "tf.DTensorLayout"(%2657) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2659 = "tf.Relayout"(%2633) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2660 = "tf.DTensorLayout"(%2659) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2661 = "tf.Relayout"(%2629) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2662 = "tf.DTensorLayout"(%2661) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2663 = "tf.Relayout"(%2623) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2664 = "tf.DTensorLayout"(%2663) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2665 = "tf.Relayout"(%2617) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2666 = "tf.DTensorLayout"(%2665) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2667 = "tf.Relayout"(%2613) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2668 = "tf.DTensorLayout"(%2667) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2669 = "tf.Relayout"(%2607) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2670 = "tf.DTensorLayout"(%2669) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2671 = "tf.Relayout"(%2601) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2672 = "tf.DTensorLayout"(%2671) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2673 = "tf.Relayout"(%2597) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2674 = "tf.DTensorLayout"(%2673) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2675 = "tf.Relayout"(%2591) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2676 = "tf.DTensorLayout"(%2675) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2677 = "tf.Relayout"(%2585) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2678 = "tf.DTensorLayout"(%2677) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2679 = "tf.Relayout"(%2581) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2680 = "tf.DTensorLayout"(%2679) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2681 = "tf.Relayout"(%2575) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
    %2682 = "tf.DTensorLayout"(%2681) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384xf32>) -> tensor<16384xf32>
    %2683 = "tf.Relayout"(%2569) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2684 = "tf.DTensorLayout"(%2683) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2685 = "tf.Relayout"(%2565) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2686 = "tf.DTensorLayout"(%2685) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2687 = "tf.Relayout"(%2559) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2688 = "tf.DTensorLayout"(%2687) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %2689 = "tf.Relayout"(%2553) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2690 = "tf.DTensorLayout"(%2689) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2691 = "tf.Relayout"(%2549) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2692 = "tf.DTensorLayout"(%2691) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2693 = "tf.Relayout"(%2543) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2694 = "tf.DTensorLayout"(%2693) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2695 = "tf.Relayout"(%2537) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2696 = "tf.DTensorLayout"(%2695) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2697 = "tf.Relayout"(%2533) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2698 = "tf.DTensorLayout"(%2697) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2699 = "tf.Relayout"(%2527) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2700 = "tf.DTensorLayout"(%2699) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2701 = "tf.Relayout"(%2521) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2702 = "tf.DTensorLayout"(%2701) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2703 = "tf.Relayout"(%2517) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2704 = "tf.DTensorLayout"(%2703) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2705 = "tf.Relayout"(%2511) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2706 = "tf.DTensorLayout"(%2705) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2707 = "tf.Relayout"(%2505) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2708 = "tf.DTensorLayout"(%2707) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2709 = "tf.Relayout"(%2501) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2710 = "tf.DTensorLayout"(%2709) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2711 = "tf.Relayout"(%2495) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2712 = "tf.DTensorLayout"(%2711) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2713 = "tf.Relayout"(%2489) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2714 = "tf.DTensorLayout"(%2713) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2715 = "tf.Relayout"(%2485) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2716 = "tf.DTensorLayout"(%2715) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2717 = "tf.Relayout"(%2479) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2718 = "tf.DTensorLayout"(%2717) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2719 = "tf.Relayout"(%2473) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2720 = "tf.DTensorLayout"(%2719) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2721 = "tf.Relayout"(%2469) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2722 = "tf.DTensorLayout"(%2721) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2723 = "tf.Relayout"(%2463) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2724 = "tf.DTensorLayout"(%2723) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2725 = "tf.Relayout"(%2457) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2726 = "tf.DTensorLayout"(%2725) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2727 = "tf.Relayout"(%2453) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2728 = "tf.DTensorLayout"(%2727) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2729 = "tf.Relayout"(%2447) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2730 = "tf.DTensorLayout"(%2729) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2731 = "tf.Relayout"(%2441) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2732 = "tf.DTensorLayout"(%2731) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2733 = "tf.Relayout"(%2437) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2734 = "tf.DTensorLayout"(%2733) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2735 = "tf.Relayout"(%2431) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2736 = "tf.DTensorLayout"(%2735) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2737 = "tf.Relayout"(%2425) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2738 = "tf.DTensorLayout"(%2737) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2739 = "tf.Relayout"(%2421) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2740 = "tf.DTensorLayout"(%2739) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2741 = "tf.Relayout"(%2415) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2742 = "tf.DTensorLayout"(%2741) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2743 = "tf.Relayout"(%2409) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2744 = "tf.DTensorLayout"(%2743) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2745 = "tf.Relayout"(%2405) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2746 = "tf.DTensorLayout"(%2745) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2747 = "tf.Relayout"(%2399) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2748 = "tf.DTensorLayout"(%2747) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2749 = "tf.Relayout"(%2393) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2750 = "tf.DTensorLayout"(%2749) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2751 = "tf.Relayout"(%2389) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2752 = "tf.DTensorLayout"(%2751) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2753 = "tf.Relayout"(%2383) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2754 = "tf.DTensorLayout"(%2753) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2755 = "tf.Relayout"(%2377) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2756 = "tf.DTensorLayout"(%2755) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2757 = "tf.Relayout"(%2373) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2758 = "tf.DTensorLayout"(%2757) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2759 = "tf.Relayout"(%2367) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2760 = "tf.DTensorLayout"(%2759) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2761 = "tf.Relayout"(%2361) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2762 = "tf.DTensorLayout"(%2761) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2763 = "tf.Relayout"(%2357) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2764 = "tf.DTensorLayout"(%2763) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2765 = "tf.Relayout"(%2351) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2766 = "tf.DTensorLayout"(%2765) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2767 = "tf.Relayout"(%2345) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2768 = "tf.DTensorLayout"(%2767) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2769 = "tf.Relayout"(%2341) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2770 = "tf.DTensorLayout"(%2769) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2771 = "tf.Relayout"(%2335) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2772 = "tf.DTensorLayout"(%2771) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2773 = "tf.Relayout"(%2329) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2774 = "tf.DTensorLayout"(%2773) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2775 = "tf.Relayout"(%2325) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2776 = "tf.DTensorLayout"(%2775) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2777 = "tf.Relayout"(%2319) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2778 = "tf.DTensorLayout"(%2777) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2779 = "tf.Relayout"(%2313) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2780 = "tf.DTensorLayout"(%2779) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2781 = "tf.Relayout"(%2309) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2782 = "tf.DTensorLayout"(%2781) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2783 = "tf.Relayout"(%2303) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2784 = "tf.DTensorLayout"(%2783) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2785 = "tf.Relayout"(%2297) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2786 = "tf.DTensorLayout"(%2785) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2787 = "tf.Relayout"(%2293) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2788 = "tf.DTensorLayout"(%2787) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2789 = "tf.Relayout"(%2287) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2790 = "tf.DTensorLayout"(%2789) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2791 = "tf.Relayout"(%2281) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2792 = "tf.DTensorLayout"(%2791) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2793 = "tf.Relayout"(%2277) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2794 = "tf.DTensorLayout"(%2793) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2795 = "tf.Relayout"(%2271) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2796 = "tf.DTensorLayout"(%2795) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2797 = "tf.Relayout"(%2265) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2798 = "tf.DTensorLayout"(%2797) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2799 = "tf.Relayout"(%2261) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2800 = "tf.DTensorLayout"(%2799) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2801 = "tf.Relayout"(%2255) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2802 = "tf.DTensorLayout"(%2801) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2803 = "tf.Relayout"(%2249) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2804 = "tf.DTensorLayout"(%2803) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2805 = "tf.Relayout"(%2245) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2806 = "tf.DTensorLayout"(%2805) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2807 = "tf.Relayout"(%2239) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2808 = "tf.DTensorLayout"(%2807) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2809 = "tf.Relayout"(%2233) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2810 = "tf.DTensorLayout"(%2809) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2811 = "tf.Relayout"(%2229) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2812 = "tf.DTensorLayout"(%2811) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2813 = "tf.Relayout"(%2223) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2814 = "tf.DTensorLayout"(%2813) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2815 = "tf.Relayout"(%2217) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2816 = "tf.DTensorLayout"(%2815) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2817 = "tf.Relayout"(%2213) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2818 = "tf.DTensorLayout"(%2817) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2819 = "tf.Relayout"(%2207) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2820 = "tf.DTensorLayout"(%2819) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2821 = "tf.Relayout"(%2201) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2822 = "tf.DTensorLayout"(%2821) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2823 = "tf.Relayout"(%2197) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2824 = "tf.DTensorLayout"(%2823) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2825 = "tf.Relayout"(%2191) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2826 = "tf.DTensorLayout"(%2825) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2827 = "tf.Relayout"(%2185) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2828 = "tf.DTensorLayout"(%2827) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2829 = "tf.Relayout"(%2181) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2830 = "tf.DTensorLayout"(%2829) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2831 = "tf.Relayout"(%2175) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2832 = "tf.DTensorLayout"(%2831) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2833 = "tf.Relayout"(%2169) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2834 = "tf.DTensorLayout"(%2833) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2835 = "tf.Relayout"(%2165) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2836 = "tf.DTensorLayout"(%2835) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2837 = "tf.Relayout"(%2159) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2838 = "tf.DTensorLayout"(%2837) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2839 = "tf.Relayout"(%2153) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2840 = "tf.DTensorLayout"(%2839) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2841 = "tf.Relayout"(%2149) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2842 = "tf.DTensorLayout"(%2841) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2843 = "tf.Relayout"(%2143) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2844 = "tf.DTensorLayout"(%2843) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2845 = "tf.Relayout"(%2137) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2846 = "tf.DTensorLayout"(%2845) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2847 = "tf.Relayout"(%2133) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2848 = "tf.DTensorLayout"(%2847) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2849 = "tf.Relayout"(%2127) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2850 = "tf.DTensorLayout"(%2849) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2851 = "tf.Relayout"(%2121) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2852 = "tf.DTensorLayout"(%2851) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2853 = "tf.Relayout"(%2117) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2854 = "tf.DTensorLayout"(%2853) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2855 = "tf.Relayout"(%2111) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2856 = "tf.DTensorLayout"(%2855) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2857 = "tf.Relayout"(%2105) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2858 = "tf.DTensorLayout"(%2857) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2859 = "tf.Relayout"(%2101) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2860 = "tf.DTensorLayout"(%2859) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2861 = "tf.Relayout"(%2095) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2862 = "tf.DTensorLayout"(%2861) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2863 = "tf.Relayout"(%2089) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2864 = "tf.DTensorLayout"(%2863) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2865 = "tf.Relayout"(%2085) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2866 = "tf.DTensorLayout"(%2865) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2867 = "tf.Relayout"(%2079) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2868 = "tf.DTensorLayout"(%2867) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2869 = "tf.Relayout"(%2073) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2870 = "tf.DTensorLayout"(%2869) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2871 = "tf.Relayout"(%2069) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2872 = "tf.DTensorLayout"(%2871) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2873 = "tf.Relayout"(%2063) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2874 = "tf.DTensorLayout"(%2873) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2875 = "tf.Relayout"(%2057) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2876 = "tf.DTensorLayout"(%2875) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2877 = "tf.Relayout"(%2053) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2878 = "tf.DTensorLayout"(%2877) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2879 = "tf.Relayout"(%2047) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2880 = "tf.DTensorLayout"(%2879) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2881 = "tf.Relayout"(%2041) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2882 = "tf.DTensorLayout"(%2881) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2883 = "tf.Relayout"(%2037) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2884 = "tf.DTensorLayout"(%2883) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2885 = "tf.Relayout"(%2031) <{layout = "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2886 = "tf.DTensorLayout"(%2885) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %2887 = "tf.Relayout"(%2025) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2888 = "tf.DTensorLayout"(%2887) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2889 = "tf.Relayout"(%2021) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2890 = "tf.DTensorLayout"(%2889) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2891 = "tf.Relayout"(%2015) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2892 = "tf.DTensorLayout"(%2891) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2893 = "tf.Relayout"(%2009) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2894 = "tf.DTensorLayout"(%2893) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2895 = "tf.Relayout"(%2005) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2896 = "tf.DTensorLayout"(%2895) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2897 = "tf.Relayout"(%1998) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2898 = "tf.DTensorLayout"(%2897) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %2899 = "tf.Relayout"(%1991) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2900 = "tf.DTensorLayout"(%2899) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2901 = "tf.Relayout"(%1987) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2902 = "tf.DTensorLayout"(%2901) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2903 = "tf.Relayout"(%1981) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2904 = "tf.DTensorLayout"(%2903) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2905 = "tf.Relayout"(%1975) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2906 = "tf.DTensorLayout"(%2905) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2907 = "tf.Relayout"(%1971) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2908 = "tf.DTensorLayout"(%2907) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2909 = "tf.Relayout"(%1965) <{layout = "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2910 = "tf.DTensorLayout"(%2909) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %2911 = "tf.Relayout"(%1959) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2912 = "tf.DTensorLayout"(%2911) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2913 = "tf.Relayout"(%1955) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2914 = "tf.DTensorLayout"(%2913) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2915 = "tf.Relayout"(%1949) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2916 = "tf.DTensorLayout"(%2915) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2917 = "tf.Relayout"(%1943) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2918 = "tf.DTensorLayout"(%2917) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2919 = "tf.Relayout"(%1939) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2920 = "tf.DTensorLayout"(%2919) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2921 = "tf.Relayout"(%1933) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2922 = "tf.DTensorLayout"(%2921) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2923 = "tf.Relayout"(%1927) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2924 = "tf.DTensorLayout"(%2923) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2925 = "tf.Relayout"(%1923) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2926 = "tf.DTensorLayout"(%2925) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2927 = "tf.Relayout"(%1917) <{layout = "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2928 = "tf.DTensorLayout"(%2927) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %2929 = "tf.Relayout"(%1911) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2930 = "tf.DTensorLayout"(%2929) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2931 = "tf.Relayout"(%1907) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2932 = "tf.DTensorLayout"(%2931) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2933 = "tf.Relayout"(%1901) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2934 = "tf.DTensorLayout"(%2933) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2935 = "tf.Relayout"(%1895) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2936 = "tf.DTensorLayout"(%2935) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2937 = "tf.Relayout"(%1891) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2938 = "tf.DTensorLayout"(%2937) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2939 = "tf.Relayout"(%1885) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2940 = "tf.DTensorLayout"(%2939) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2941 = "tf.Relayout"(%1879) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2942 = "tf.DTensorLayout"(%2941) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2943 = "tf.Relayout"(%1875) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2944 = "tf.DTensorLayout"(%2943) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2945 = "tf.Relayout"(%1869) <{layout = "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
    %2946 = "tf.DTensorLayout"(%2945) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<256xf32>) -> tensor<256xf32>
    %2947 = "tf.Relayout"(%1863) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2948 = "tf.DTensorLayout"(%2947) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2949 = "tf.Relayout"(%1859) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2950 = "tf.DTensorLayout"(%2949) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2951 = "tf.Relayout"(%1853) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2952 = "tf.DTensorLayout"(%2951) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %2953 = "tf.Relayout"(%1847) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2954 = "tf.DTensorLayout"(%2953) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2955 = "tf.Relayout"(%1843) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2956 = "tf.DTensorLayout"(%2955) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2957 = "tf.Relayout"(%1837) <{layout = "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
    %2958 = "tf.DTensorLayout"(%2957) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<1024xf32>) -> tensor<1024xf32>
    %2959 = "tf.Relayout"(%1831) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2960 = "tf.DTensorLayout"(%2959) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2961 = "tf.Relayout"(%1827) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2962 = "tf.DTensorLayout"(%2961) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2963 = "tf.Relayout"(%1820) <{layout = "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2964 = "tf.DTensorLayout"(%2963) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %2965 = "tf.Relayout"(%476) <{layout = "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<i64>) -> tensor<i64>
    %2966 = "tf.DTensorLayout"(%2965) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> : (tensor<i64>) -> tensor<i64>
    "tf.AssignVariableOp"(%arg120, %2966) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<i64>>>, tensor<i64>) -> ()
    "tf.AssignVariableOp"(%arg87, %2964) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg86, %2962) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg18, %2960) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384x256xf32>>>, tensor<16384x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg89, %2958) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg88, %2956) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg19, %2954) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg107, %2952) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg106, %2950) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg28, %2948) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg105, %2946) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg104, %2944) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg27, %2942) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg141, %2940) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg140, %2938) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg44, %2936) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg139, %2934) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg138, %2932) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg43, %2930) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg67, %2928) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg66, %2926) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg8, %2924) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg65, %2922) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg64, %2920) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg7, %2918) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg69, %2916) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg68, %2914) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg9, %2912) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg63, %2910) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg62, %2908) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg6, %2906) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg129, %2904) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg128, %2902) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg38, %2900) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg155, %2898) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg154, %2896) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg51, %2894) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<32x256xf32>>>, tensor<32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg127, %2892) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg126, %2890) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg37, %2888) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg95, %2886) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg94, %2884) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg22, %2882) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg93, %2880) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg92, %2878) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg21, %2876) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg111, %2874) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg110, %2872) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg30, %2870) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg109, %2868) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg108, %2866) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg29, %2864) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg145, %2862) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg144, %2860) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg46, %2858) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg143, %2856) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg142, %2854) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg45, %2852) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg75, %2850) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg74, %2848) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg12, %2846) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg73, %2844) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg72, %2842) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg11, %2840) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg77, %2838) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg76, %2836) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg13, %2834) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg59, %2832) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg58, %2830) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg4, %2828) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg71, %2826) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg70, %2824) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg10, %2822) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg133, %2820) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg132, %2818) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg40, %2816) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg131, %2814) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg130, %2812) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg39, %2810) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg99, %2808) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg98, %2806) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg24, %2804) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg97, %2802) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg96, %2800) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg23, %2798) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg115, %2796) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg114, %2794) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg32, %2792) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg113, %2790) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg112, %2788) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg31, %2786) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg149, %2784) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg148, %2782) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg48, %2780) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg147, %2778) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg146, %2776) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg47, %2774) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg83, %2772) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg82, %2770) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg16, %2768) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg57, %2766) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg56, %2764) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg3, %2762) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg81, %2760) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg80, %2758) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg15, %2756) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg85, %2754) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg84, %2752) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg17, %2750) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg79, %2748) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg78, %2746) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg14, %2744) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg137, %2742) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg136, %2740) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg42, %2738) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg135, %2736) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg134, %2734) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg41, %2732) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg103, %2730) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg102, %2728) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg26, %2726) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg101, %2724) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg100, %2722) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg25, %2720) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024xf32>>>, tensor<1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg119, %2718) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg118, %2716) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg34, %2714) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<1024x256xf32>>>, tensor<1024x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg117, %2712) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg116, %2710) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg33, %2708) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg153, %2706) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg152, %2704) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg50, %2702) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg61, %2700) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg60, %2698) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg5, %2696) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x8x32xf32>>>, tensor<256x8x32xf32>) -> ()
    "tf.AssignVariableOp"(%arg151, %2694) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg150, %2692) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg49, %2690) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg159, %2688) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg158, %2686) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg53, %2684) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x16384xf32>>>, tensor<256x16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg157, %2682) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg156, %2680) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg52, %2678) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<16384xf32>>>, tensor<16384xf32>) -> ()
    "tf.AssignVariableOp"(%arg55, %2676) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg54, %2674) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg2, %2672) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<8x32x256xf32>>>, tensor<8x32x256xf32>) -> ()
    "tf.AssignVariableOp"(%arg125, %2670) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg124, %2668) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg36, %2666) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg123, %2664) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg122, %2662) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg35, %2660) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256xf32>>>, tensor<256xf32>) -> ()
    "tf.AssignVariableOp"(%arg91, %2658) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg90, %2656) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.AssignVariableOp"(%arg20, %2654) <{validate_shape = true}> {device = ""} : (tensor<*x!tf_type.resource<tensor<256x1024xf32>>>, tensor<256x1024xf32>) -> ()
    "tf.NoOp"() {device = ""} : () -> ()
    %2967 = "tf.Identity"(%2652) {device = ""} : (tensor<f32>) -> tensor<f32>
    return %2967 : tensor<f32>
  }
}


