// -----// IR Dump After DTensorAllReduceLowering (dtensor-all-reduce-lowering) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_14923043483660936942_15017765737352850859", dtensor.eager_operation_name = "__inference_reduce_12549", tf._default_mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32> {tf._global_shape = #tf_type.shape<>}, %arg1: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<1x1x16384x256xf32> {tf._global_shape = #tf_type.shape<2x2x16384x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<1x1x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<1x1x16384xf32> {tf._global_shape = #tf_type.shape<2x2x16384>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<1x1x256x16384xf32> {tf._global_shape = #tf_type.shape<2x2x256x16384>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<1x1x16384x256xf32> {tf._global_shape = #tf_type.shape<2x2x16384x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<1x1x16384x256xf32> {tf._global_shape = #tf_type.shape<2x2x16384x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<1x1xi64> {tf._global_shape = #tf_type.shape<2x2>, tf._layout = "sharding_specs:batch,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<1x1xf32> {tf._global_shape = #tf_type.shape<2x2>, tf._layout = "sharding_specs:batch,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<1x1x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<1x1x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<1x1x16384xf32> {tf._global_shape = #tf_type.shape<2x2x16384>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<1x1x16384xf32> {tf._global_shape = #tf_type.shape<2x2x16384>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<1x1x256x16384xf32> {tf._global_shape = #tf_type.shape<2x2x256x16384>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<1x1x256x16384xf32> {tf._global_shape = #tf_type.shape<2x2x256x16384>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> (tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8192x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<8192xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x8192xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8192x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<8192x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<i64> {tf._global_shape = #tf_type.shape<>}, tensor<f32> {tf._global_shape = #tf_type.shape<>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<8192xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<8192xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x8192xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<256x8192xf32> {tf._global_shape = #tf_type.shape<256x16384>}) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157", outputs = "op_output_0,op_output_1,op_output_2,op_output_3,op_output_4,op_output_5,op_output_6,op_output_7,op_output_8,op_output_9,op_output_10,op_output_11,op_output_12,op_output_13,op_output_14,op_output_15,op_output_16,op_output_17,op_output_18,op_output_19,op_output_20,op_output_21,op_output_22,op_output_23,op_output_24,op_output_25,op_output_26,op_output_27,op_output_28,op_output_29,op_output_30,op_output_31,op_output_32,op_output_33,op_output_34,op_output_35,op_output_36,op_output_37,op_output_38,op_output_39,op_output_40,op_output_41,op_output_42,op_output_43,op_output_44,op_output_45,op_output_46,op_output_47,op_output_48,op_output_49,op_output_50,op_output_51,op_output_52,op_output_53,op_output_54,op_output_55,op_output_56,op_output_57,op_output_58,op_output_59,op_output_60,op_output_61,op_output_62,op_output_63,op_output_64,op_output_65,op_output_66,op_output_67,op_output_68,op_output_69,op_output_70,op_output_71,op_output_72,op_output_73,op_output_74,op_output_75,op_output_76,op_output_77,op_output_78,op_output_79,op_output_80,op_output_81,op_output_82,op_output_83,op_output_84,op_output_85,op_output_86,op_output_87,op_output_88,op_output_89,op_output_90,op_output_91,op_output_92,op_output_93,op_output_94,op_output_95,op_output_96,op_output_97,op_output_98,op_output_99,op_output_100,op_output_101,op_output_102,op_output_103,op_output_104,op_output_105,op_output_106,op_output_107,op_output_108,op_output_109,op_output_110,op_output_111,op_output_112,op_output_113,op_output_114,op_output_115,op_output_116,op_output_117,op_output_118,op_output_119,op_output_120,op_output_121,op_output_122,op_output_123,op_output_124,op_output_125,op_output_126,op_output_127,op_output_128,op_output_129,op_output_130,op_output_131,op_output_132,op_output_133,op_output_134,op_output_135,op_output_136,op_output_137,op_output_138,op_output_139,op_output_140,op_output_141,op_output_142,op_output_143,op_output_144,op_output_145,op_output_146,op_output_147,op_output_148,op_output_149,op_output_150,op_output_151,op_output_152,op_output_153,op_output_154,op_output_155,op_output_156,op_output_157"}} {
    %0:158 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {_global_shape = [#tf_type.shape<2>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : () -> tensor<2xi32>
      %1 = "tf.Sum"(%arg1, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %cst_0 = "tf.Const"() <{value = dense<[[0, 1, 2, 3]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
      %2 = "tf.Sum"(%arg2, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %3 = "tf.Sum"(%arg11, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %4 = "tf.Sum"(%arg101, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %5 = "tf.Sum"(%arg102, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %6 = "tf.Sum"(%arg103, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %7 = "tf.Sum"(%arg104, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %8 = "tf.Sum"(%arg105, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %9 = "tf.Sum"(%arg106, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %10 = "tf.Sum"(%arg107, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %11 = "tf.Sum"(%arg108, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %12 = "tf.Sum"(%arg109, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %13 = "tf.Sum"(%arg110, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %14 = "tf.Sum"(%arg12, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %15 = "tf.Sum"(%arg111, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %16 = "tf.Sum"(%arg112, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %17 = "tf.Sum"(%arg113, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %18 = "tf.Sum"(%arg114, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %19 = "tf.Sum"(%arg115, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %20 = "tf.Sum"(%arg116, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %21 = "tf.Sum"(%arg117, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %22 = "tf.Sum"(%arg118, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %23 = "tf.Sum"(%arg119, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1x1xi64>, tensor<2xi32>) -> tensor<i64>
      %cst_1 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %24 = "tf.Reshape"(%arg0, %cst_1) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_2 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %25 = "tf.Sub"(%24, %cst_2) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_3 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_4 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %26 = "tf.Slice"(%cst_3, %25, %cst_4) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_5 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %27 = "tf.Reshape"(%26, %cst_5) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_6 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_7 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %28 = "tf.CollectiveReduceV2"(%23, %cst_7, %27, %cst_6) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<i64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i64>
      %29 = "tf.Sum"(%arg120, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1x1xf32>, tensor<2xi32>) -> tensor<f32>
      %30 = "tf.Sum"(%arg13, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %31 = "tf.Sum"(%arg121, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %32 = "tf.Sum"(%arg122, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %33 = "tf.Sum"(%arg123, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %34 = "tf.Sum"(%arg124, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %35 = "tf.Sum"(%arg125, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %36 = "tf.Sum"(%arg126, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %37 = "tf.Sum"(%arg127, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %38 = "tf.Sum"(%arg128, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %39 = "tf.Sum"(%arg129, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %40 = "tf.Sum"(%arg130, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %41 = "tf.Sum"(%arg14, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %42 = "tf.Sum"(%arg131, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %43 = "tf.Sum"(%arg132, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %44 = "tf.Sum"(%arg133, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %45 = "tf.Sum"(%arg134, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %46 = "tf.Sum"(%arg135, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %47 = "tf.Sum"(%arg136, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %48 = "tf.Sum"(%arg137, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %49 = "tf.Sum"(%arg138, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %50 = "tf.Sum"(%arg139, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %51 = "tf.Sum"(%arg140, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %52 = "tf.Sum"(%arg15, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %53 = "tf.Sum"(%arg141, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %54 = "tf.Sum"(%arg142, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %55 = "tf.Sum"(%arg143, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %56 = "tf.Sum"(%arg144, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %57 = "tf.Sum"(%arg145, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %58 = "tf.Sum"(%arg146, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %59 = "tf.Sum"(%arg147, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %60 = "tf.Sum"(%arg148, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %61 = "tf.Sum"(%arg149, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %62 = "tf.Sum"(%arg150, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %63 = "tf.Sum"(%arg16, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %64 = "tf.Sum"(%arg151, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %65 = "tf.Sum"(%arg152, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %66 = "tf.Sum"(%arg153, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %67 = "tf.Sum"(%arg154, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %68 = "tf.Sum"(%arg155, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x1x16384xf32>, tensor<2xi32>) -> tensor<16384xf32>
      %69 = "tf.Sum"(%arg156, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x1x16384xf32>, tensor<2xi32>) -> tensor<16384xf32>
      %70 = "tf.Sum"(%arg157, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x1x256x16384xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
      %71 = "tf.Sum"(%arg158, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x1x256x16384xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
      %72 = "tf.Sum"(%arg17, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x1x16384x256xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
      %73 = "tf.Sum"(%arg18, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %74 = "tf.Sum"(%arg19, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %75 = "tf.Sum"(%arg20, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %76 = "tf.Sum"(%arg3, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %77 = "tf.Sum"(%arg21, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %78 = "tf.Sum"(%arg22, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %79 = "tf.Sum"(%arg23, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %80 = "tf.Sum"(%arg24, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %81 = "tf.Sum"(%arg25, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %82 = "tf.Sum"(%arg26, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %83 = "tf.Sum"(%arg27, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %84 = "tf.Sum"(%arg28, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %85 = "tf.Sum"(%arg29, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %86 = "tf.Sum"(%arg30, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %87 = "tf.Sum"(%arg4, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %88 = "tf.Sum"(%arg31, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %89 = "tf.Sum"(%arg32, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %90 = "tf.Sum"(%arg33, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %91 = "tf.Sum"(%arg34, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %92 = "tf.Sum"(%arg35, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %93 = "tf.Sum"(%arg36, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %94 = "tf.Sum"(%arg37, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %95 = "tf.Sum"(%arg38, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %96 = "tf.Sum"(%arg39, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %97 = "tf.Sum"(%arg40, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %98 = "tf.Sum"(%arg5, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %99 = "tf.Sum"(%arg41, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %100 = "tf.Sum"(%arg42, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %101 = "tf.Sum"(%arg43, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %102 = "tf.Sum"(%arg44, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %103 = "tf.Sum"(%arg45, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %104 = "tf.Sum"(%arg46, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %105 = "tf.Sum"(%arg47, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %106 = "tf.Sum"(%arg48, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %107 = "tf.Sum"(%arg49, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
      %108 = "tf.Sum"(%arg50, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %109 = "tf.Sum"(%arg6, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %110 = "tf.Sum"(%arg51, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x1x16384xf32>, tensor<2xi32>) -> tensor<16384xf32>
      %111 = "tf.Sum"(%arg52, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x1x256x16384xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
      %112 = "tf.Sum"(%arg53, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %113 = "tf.Sum"(%arg54, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %114 = "tf.Sum"(%arg55, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %115 = "tf.Sum"(%arg56, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %116 = "tf.Sum"(%arg57, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %117 = "tf.Sum"(%arg58, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %118 = "tf.Sum"(%arg59, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %119 = "tf.Sum"(%arg60, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %120 = "tf.Sum"(%arg7, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %121 = "tf.Sum"(%arg61, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %122 = "tf.Sum"(%arg62, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %123 = "tf.Sum"(%arg63, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %124 = "tf.Sum"(%arg64, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %125 = "tf.Sum"(%arg65, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %126 = "tf.Sum"(%arg66, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %127 = "tf.Sum"(%arg67, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %128 = "tf.Sum"(%arg68, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %129 = "tf.Sum"(%arg69, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %130 = "tf.Sum"(%arg70, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %131 = "tf.Sum"(%arg8, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %132 = "tf.Sum"(%arg71, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %133 = "tf.Sum"(%arg72, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %134 = "tf.Sum"(%arg73, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %135 = "tf.Sum"(%arg74, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %136 = "tf.Sum"(%arg75, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %137 = "tf.Sum"(%arg76, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %138 = "tf.Sum"(%arg77, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %139 = "tf.Sum"(%arg78, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %140 = "tf.Sum"(%arg79, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %141 = "tf.Sum"(%arg80, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %142 = "tf.Sum"(%arg9, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
      %143 = "tf.Sum"(%arg81, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %144 = "tf.Sum"(%arg82, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %145 = "tf.Sum"(%arg83, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %146 = "tf.Sum"(%arg84, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %147 = "tf.Sum"(%arg85, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x1x16384x256xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
      %148 = "tf.Sum"(%arg86, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x1x16384x256xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
      %149 = "tf.Sum"(%arg87, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %150 = "tf.Sum"(%arg88, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %151 = "tf.Sum"(%arg89, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %152 = "tf.Sum"(%arg90, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %153 = "tf.Sum"(%arg10, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
      %154 = "tf.Sum"(%arg91, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %155 = "tf.Sum"(%arg92, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %156 = "tf.Sum"(%arg93, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %157 = "tf.Sum"(%arg94, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %158 = "tf.Sum"(%arg95, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %159 = "tf.Sum"(%arg96, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %160 = "tf.Sum"(%arg97, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %161 = "tf.Sum"(%arg98, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %162 = "tf.Sum"(%arg99, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %163 = "tf.Sum"(%arg100, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
      %cst_8 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %164 = "tf.Cast"(%cst_8) <{Truncate = false}> : (tensor<i32>) -> tensor<f32>
      %cst_9 = "tf.Const"() <{value = dense<34705408> : tensor<1xi32>}> : () -> tensor<1xi32>
      %165 = "tf.Fill"(%cst_9, %164) : (tensor<1xi32>, tensor<f32>) -> tensor<34705408xf32>
      %cst_10 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %166 = "tf.Reshape"(%1, %cst_10) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_11 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_12 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_13 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %167 = "tf.TensorStridedSliceUpdate"(%165, %cst_11, %cst_12, %cst_13, %166) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_14 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %168 = "tf.Reshape"(%2, %cst_14) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_15 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_16 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_17 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %169 = "tf.TensorStridedSliceUpdate"(%167, %cst_15, %cst_16, %cst_17, %168) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_18 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %170 = "tf.Reshape"(%3, %cst_18) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_19 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_20 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_21 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %171 = "tf.TensorStridedSliceUpdate"(%169, %cst_19, %cst_20, %cst_21, %170) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_22 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %172 = "tf.Reshape"(%4, %cst_22) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_23 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_24 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_25 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %173 = "tf.TensorStridedSliceUpdate"(%171, %cst_23, %cst_24, %cst_25, %172) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_26 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %174 = "tf.Reshape"(%5, %cst_26) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_27 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_28 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_29 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %175 = "tf.TensorStridedSliceUpdate"(%173, %cst_27, %cst_28, %cst_29, %174) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_30 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %176 = "tf.Reshape"(%6, %cst_30) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_31 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_32 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_33 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %177 = "tf.TensorStridedSliceUpdate"(%175, %cst_31, %cst_32, %cst_33, %176) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_34 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %178 = "tf.Reshape"(%7, %cst_34) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_35 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_36 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_37 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %179 = "tf.TensorStridedSliceUpdate"(%177, %cst_35, %cst_36, %cst_37, %178) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_38 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %180 = "tf.Reshape"(%8, %cst_38) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_39 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_40 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_41 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %181 = "tf.TensorStridedSliceUpdate"(%179, %cst_39, %cst_40, %cst_41, %180) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_42 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %182 = "tf.Reshape"(%9, %cst_42) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_43 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_44 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_45 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %183 = "tf.TensorStridedSliceUpdate"(%181, %cst_43, %cst_44, %cst_45, %182) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_46 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %184 = "tf.Reshape"(%10, %cst_46) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_47 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_48 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_49 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %185 = "tf.TensorStridedSliceUpdate"(%183, %cst_47, %cst_48, %cst_49, %184) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_50 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %186 = "tf.Reshape"(%11, %cst_50) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_51 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_52 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_53 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %187 = "tf.TensorStridedSliceUpdate"(%185, %cst_51, %cst_52, %cst_53, %186) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_54 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %188 = "tf.Reshape"(%12, %cst_54) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_55 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_56 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_57 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %189 = "tf.TensorStridedSliceUpdate"(%187, %cst_55, %cst_56, %cst_57, %188) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_58 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %190 = "tf.Reshape"(%13, %cst_58) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_59 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_60 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_61 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %191 = "tf.TensorStridedSliceUpdate"(%189, %cst_59, %cst_60, %cst_61, %190) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_62 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %192 = "tf.Reshape"(%14, %cst_62) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_63 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_64 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_65 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %193 = "tf.TensorStridedSliceUpdate"(%191, %cst_63, %cst_64, %cst_65, %192) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_66 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %194 = "tf.Reshape"(%15, %cst_66) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_67 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_68 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_69 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %195 = "tf.TensorStridedSliceUpdate"(%193, %cst_67, %cst_68, %cst_69, %194) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_70 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %196 = "tf.Reshape"(%16, %cst_70) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_71 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_72 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_73 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %197 = "tf.TensorStridedSliceUpdate"(%195, %cst_71, %cst_72, %cst_73, %196) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_74 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %198 = "tf.Reshape"(%17, %cst_74) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_75 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_76 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_77 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %199 = "tf.TensorStridedSliceUpdate"(%197, %cst_75, %cst_76, %cst_77, %198) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_78 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %200 = "tf.Reshape"(%18, %cst_78) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_79 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_80 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_81 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %201 = "tf.TensorStridedSliceUpdate"(%199, %cst_79, %cst_80, %cst_81, %200) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_82 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %202 = "tf.Reshape"(%19, %cst_82) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_83 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_84 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_85 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %203 = "tf.TensorStridedSliceUpdate"(%201, %cst_83, %cst_84, %cst_85, %202) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_86 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %204 = "tf.Reshape"(%20, %cst_86) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_87 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_88 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_89 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %205 = "tf.TensorStridedSliceUpdate"(%203, %cst_87, %cst_88, %cst_89, %204) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_90 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %206 = "tf.Reshape"(%21, %cst_90) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_91 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_92 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_93 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %207 = "tf.TensorStridedSliceUpdate"(%205, %cst_91, %cst_92, %cst_93, %206) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_94 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %208 = "tf.Reshape"(%22, %cst_94) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_95 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_96 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_97 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %209 = "tf.TensorStridedSliceUpdate"(%207, %cst_95, %cst_96, %cst_97, %208) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_98 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %210 = "tf.Reshape"(%29, %cst_98) : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
      %cst_99 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_100 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_101 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %211 = "tf.TensorStridedSliceUpdate"(%209, %cst_99, %cst_100, %cst_101, %210) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xf32>) -> tensor<34705408xf32>
      %cst_102 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %212 = "tf.Reshape"(%30, %cst_102) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_103 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_104 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_105 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %213 = "tf.TensorStridedSliceUpdate"(%211, %cst_103, %cst_104, %cst_105, %212) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_106 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %214 = "tf.Reshape"(%31, %cst_106) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_107 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_108 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_109 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %215 = "tf.TensorStridedSliceUpdate"(%213, %cst_107, %cst_108, %cst_109, %214) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_110 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %216 = "tf.Reshape"(%32, %cst_110) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_111 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_112 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_113 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %217 = "tf.TensorStridedSliceUpdate"(%215, %cst_111, %cst_112, %cst_113, %216) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_114 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %218 = "tf.Reshape"(%33, %cst_114) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_115 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_116 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_117 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %219 = "tf.TensorStridedSliceUpdate"(%217, %cst_115, %cst_116, %cst_117, %218) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_118 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %220 = "tf.Reshape"(%34, %cst_118) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_119 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_120 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_121 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %221 = "tf.TensorStridedSliceUpdate"(%219, %cst_119, %cst_120, %cst_121, %220) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_122 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %222 = "tf.Reshape"(%35, %cst_122) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_123 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_124 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_125 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %223 = "tf.TensorStridedSliceUpdate"(%221, %cst_123, %cst_124, %cst_125, %222) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_126 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %224 = "tf.Reshape"(%36, %cst_126) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_127 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_128 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_129 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %225 = "tf.TensorStridedSliceUpdate"(%223, %cst_127, %cst_128, %cst_129, %224) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_130 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %226 = "tf.Reshape"(%37, %cst_130) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_131 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_132 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_133 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %227 = "tf.TensorStridedSliceUpdate"(%225, %cst_131, %cst_132, %cst_133, %226) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_134 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %228 = "tf.Reshape"(%38, %cst_134) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_135 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_136 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_137 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %229 = "tf.TensorStridedSliceUpdate"(%227, %cst_135, %cst_136, %cst_137, %228) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_138 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %230 = "tf.Reshape"(%39, %cst_138) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_139 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_140 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_141 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %231 = "tf.TensorStridedSliceUpdate"(%229, %cst_139, %cst_140, %cst_141, %230) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_142 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %232 = "tf.Reshape"(%40, %cst_142) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_143 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_144 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_145 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %233 = "tf.TensorStridedSliceUpdate"(%231, %cst_143, %cst_144, %cst_145, %232) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_146 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %234 = "tf.Reshape"(%41, %cst_146) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_147 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_148 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_149 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %235 = "tf.TensorStridedSliceUpdate"(%233, %cst_147, %cst_148, %cst_149, %234) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_150 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %236 = "tf.Reshape"(%42, %cst_150) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_151 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_152 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_153 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %237 = "tf.TensorStridedSliceUpdate"(%235, %cst_151, %cst_152, %cst_153, %236) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_154 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %238 = "tf.Reshape"(%43, %cst_154) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_155 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_156 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_157 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %239 = "tf.TensorStridedSliceUpdate"(%237, %cst_155, %cst_156, %cst_157, %238) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_158 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %240 = "tf.Reshape"(%44, %cst_158) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_159 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_160 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_161 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %241 = "tf.TensorStridedSliceUpdate"(%239, %cst_159, %cst_160, %cst_161, %240) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_162 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %242 = "tf.Reshape"(%45, %cst_162) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_163 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_164 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_165 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %243 = "tf.TensorStridedSliceUpdate"(%241, %cst_163, %cst_164, %cst_165, %242) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_166 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %244 = "tf.Reshape"(%46, %cst_166) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_167 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_168 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_169 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %245 = "tf.TensorStridedSliceUpdate"(%243, %cst_167, %cst_168, %cst_169, %244) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_170 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %246 = "tf.Reshape"(%47, %cst_170) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_171 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_172 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_173 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %247 = "tf.TensorStridedSliceUpdate"(%245, %cst_171, %cst_172, %cst_173, %246) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_174 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %248 = "tf.Reshape"(%48, %cst_174) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_175 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_176 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_177 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %249 = "tf.TensorStridedSliceUpdate"(%247, %cst_175, %cst_176, %cst_177, %248) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_178 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %250 = "tf.Reshape"(%49, %cst_178) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_179 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_180 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_181 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %251 = "tf.TensorStridedSliceUpdate"(%249, %cst_179, %cst_180, %cst_181, %250) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_182 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %252 = "tf.Reshape"(%50, %cst_182) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_183 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_184 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_185 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %253 = "tf.TensorStridedSliceUpdate"(%251, %cst_183, %cst_184, %cst_185, %252) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_186 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %254 = "tf.Reshape"(%51, %cst_186) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_187 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_188 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_189 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %255 = "tf.TensorStridedSliceUpdate"(%253, %cst_187, %cst_188, %cst_189, %254) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_190 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %256 = "tf.Reshape"(%52, %cst_190) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_191 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_192 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_193 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %257 = "tf.TensorStridedSliceUpdate"(%255, %cst_191, %cst_192, %cst_193, %256) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_194 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %258 = "tf.Reshape"(%53, %cst_194) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_195 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_196 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_197 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %259 = "tf.TensorStridedSliceUpdate"(%257, %cst_195, %cst_196, %cst_197, %258) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_198 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %260 = "tf.Reshape"(%54, %cst_198) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_199 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_200 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_201 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %261 = "tf.TensorStridedSliceUpdate"(%259, %cst_199, %cst_200, %cst_201, %260) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_202 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %262 = "tf.Reshape"(%55, %cst_202) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_203 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_204 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_205 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %263 = "tf.TensorStridedSliceUpdate"(%261, %cst_203, %cst_204, %cst_205, %262) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_206 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %264 = "tf.Reshape"(%56, %cst_206) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_207 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_208 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_209 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %265 = "tf.TensorStridedSliceUpdate"(%263, %cst_207, %cst_208, %cst_209, %264) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_210 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %266 = "tf.Reshape"(%57, %cst_210) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_211 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_212 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_213 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %267 = "tf.TensorStridedSliceUpdate"(%265, %cst_211, %cst_212, %cst_213, %266) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_214 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %268 = "tf.Reshape"(%58, %cst_214) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_215 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_216 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_217 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %269 = "tf.TensorStridedSliceUpdate"(%267, %cst_215, %cst_216, %cst_217, %268) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_218 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %270 = "tf.Reshape"(%59, %cst_218) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_219 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_220 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_221 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %271 = "tf.TensorStridedSliceUpdate"(%269, %cst_219, %cst_220, %cst_221, %270) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_222 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %272 = "tf.Reshape"(%60, %cst_222) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_223 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_224 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_225 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %273 = "tf.TensorStridedSliceUpdate"(%271, %cst_223, %cst_224, %cst_225, %272) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_226 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %274 = "tf.Reshape"(%61, %cst_226) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_227 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_228 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_229 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %275 = "tf.TensorStridedSliceUpdate"(%273, %cst_227, %cst_228, %cst_229, %274) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_230 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %276 = "tf.Reshape"(%62, %cst_230) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_231 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_232 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_233 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %277 = "tf.TensorStridedSliceUpdate"(%275, %cst_231, %cst_232, %cst_233, %276) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_234 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %278 = "tf.Reshape"(%63, %cst_234) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_235 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_236 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_237 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %279 = "tf.TensorStridedSliceUpdate"(%277, %cst_235, %cst_236, %cst_237, %278) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_238 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %280 = "tf.Reshape"(%64, %cst_238) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_239 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_240 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_241 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %281 = "tf.TensorStridedSliceUpdate"(%279, %cst_239, %cst_240, %cst_241, %280) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_242 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %282 = "tf.Reshape"(%65, %cst_242) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_243 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_244 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_245 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %283 = "tf.TensorStridedSliceUpdate"(%281, %cst_243, %cst_244, %cst_245, %282) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_246 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %284 = "tf.Reshape"(%66, %cst_246) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_247 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_248 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_249 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %285 = "tf.TensorStridedSliceUpdate"(%283, %cst_247, %cst_248, %cst_249, %284) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
      %cst_250 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %286 = "tf.Reshape"(%67, %cst_250) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_251 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_252 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_253 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %287 = "tf.TensorStridedSliceUpdate"(%285, %cst_251, %cst_252, %cst_253, %286) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
      %cst_254 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %288 = "tf.Reshape"(%68, %cst_254) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_255 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_256 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_257 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %289 = "tf.TensorStridedSliceUpdate"(%287, %cst_255, %cst_256, %cst_257, %288) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
      %cst_258 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %290 = "tf.Reshape"(%69, %cst_258) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_259 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_260 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_261 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %291 = "tf.TensorStridedSliceUpdate"(%289, %cst_259, %cst_260, %cst_261, %290) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
      %cst_262 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %292 = "tf.Reshape"(%70, %cst_262) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_263 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_264 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_265 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %293 = "tf.TensorStridedSliceUpdate"(%291, %cst_263, %cst_264, %cst_265, %292) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
      %cst_266 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %294 = "tf.Reshape"(%71, %cst_266) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_267 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_268 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_269 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %295 = "tf.TensorStridedSliceUpdate"(%293, %cst_267, %cst_268, %cst_269, %294) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
      %cst_270 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %296 = "tf.Reshape"(%72, %cst_270) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_271 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_272 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_273 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %297 = "tf.TensorStridedSliceUpdate"(%295, %cst_271, %cst_272, %cst_273, %296) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
      %cst_274 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %298 = "tf.Reshape"(%73, %cst_274) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_275 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_276 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_277 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %299 = "tf.TensorStridedSliceUpdate"(%297, %cst_275, %cst_276, %cst_277, %298) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_278 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %300 = "tf.Reshape"(%74, %cst_278) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_279 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_280 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_281 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %301 = "tf.TensorStridedSliceUpdate"(%299, %cst_279, %cst_280, %cst_281, %300) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_282 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %302 = "tf.Reshape"(%75, %cst_282) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_283 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_284 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_285 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %303 = "tf.TensorStridedSliceUpdate"(%301, %cst_283, %cst_284, %cst_285, %302) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_286 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %304 = "tf.Reshape"(%76, %cst_286) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_287 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_288 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_289 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %305 = "tf.TensorStridedSliceUpdate"(%303, %cst_287, %cst_288, %cst_289, %304) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_290 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %306 = "tf.Reshape"(%77, %cst_290) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_291 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_292 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_293 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %307 = "tf.TensorStridedSliceUpdate"(%305, %cst_291, %cst_292, %cst_293, %306) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_294 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %308 = "tf.Reshape"(%78, %cst_294) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_295 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_296 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_297 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %309 = "tf.TensorStridedSliceUpdate"(%307, %cst_295, %cst_296, %cst_297, %308) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_298 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %310 = "tf.Reshape"(%79, %cst_298) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_299 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_300 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_301 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %311 = "tf.TensorStridedSliceUpdate"(%309, %cst_299, %cst_300, %cst_301, %310) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_302 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %312 = "tf.Reshape"(%80, %cst_302) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_303 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_304 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_305 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %313 = "tf.TensorStridedSliceUpdate"(%311, %cst_303, %cst_304, %cst_305, %312) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_306 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %314 = "tf.Reshape"(%81, %cst_306) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_307 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_308 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_309 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %315 = "tf.TensorStridedSliceUpdate"(%313, %cst_307, %cst_308, %cst_309, %314) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_310 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %316 = "tf.Reshape"(%82, %cst_310) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_311 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_312 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_313 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %317 = "tf.TensorStridedSliceUpdate"(%315, %cst_311, %cst_312, %cst_313, %316) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_314 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %318 = "tf.Reshape"(%83, %cst_314) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_315 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_316 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_317 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %319 = "tf.TensorStridedSliceUpdate"(%317, %cst_315, %cst_316, %cst_317, %318) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_318 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %320 = "tf.Reshape"(%84, %cst_318) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_319 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_320 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_321 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %321 = "tf.TensorStridedSliceUpdate"(%319, %cst_319, %cst_320, %cst_321, %320) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_322 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %322 = "tf.Reshape"(%85, %cst_322) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_323 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_324 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_325 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %323 = "tf.TensorStridedSliceUpdate"(%321, %cst_323, %cst_324, %cst_325, %322) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_326 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %324 = "tf.Reshape"(%86, %cst_326) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_327 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_328 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_329 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %325 = "tf.TensorStridedSliceUpdate"(%323, %cst_327, %cst_328, %cst_329, %324) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_330 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %326 = "tf.Reshape"(%87, %cst_330) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_331 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_332 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_333 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %327 = "tf.TensorStridedSliceUpdate"(%325, %cst_331, %cst_332, %cst_333, %326) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_334 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %328 = "tf.Reshape"(%88, %cst_334) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_335 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_336 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_337 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %329 = "tf.TensorStridedSliceUpdate"(%327, %cst_335, %cst_336, %cst_337, %328) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_338 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %330 = "tf.Reshape"(%89, %cst_338) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_339 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_340 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_341 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %331 = "tf.TensorStridedSliceUpdate"(%329, %cst_339, %cst_340, %cst_341, %330) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_342 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %332 = "tf.Reshape"(%90, %cst_342) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_343 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_344 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_345 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %333 = "tf.TensorStridedSliceUpdate"(%331, %cst_343, %cst_344, %cst_345, %332) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_346 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %334 = "tf.Reshape"(%91, %cst_346) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_347 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_348 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_349 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %335 = "tf.TensorStridedSliceUpdate"(%333, %cst_347, %cst_348, %cst_349, %334) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_350 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %336 = "tf.Reshape"(%92, %cst_350) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_351 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_352 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_353 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %337 = "tf.TensorStridedSliceUpdate"(%335, %cst_351, %cst_352, %cst_353, %336) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_354 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %338 = "tf.Reshape"(%93, %cst_354) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_355 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_356 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_357 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %339 = "tf.TensorStridedSliceUpdate"(%337, %cst_355, %cst_356, %cst_357, %338) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_358 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %340 = "tf.Reshape"(%94, %cst_358) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_359 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_360 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_361 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %341 = "tf.TensorStridedSliceUpdate"(%339, %cst_359, %cst_360, %cst_361, %340) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_362 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %342 = "tf.Reshape"(%95, %cst_362) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_363 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_364 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_365 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %343 = "tf.TensorStridedSliceUpdate"(%341, %cst_363, %cst_364, %cst_365, %342) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_366 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %344 = "tf.Reshape"(%96, %cst_366) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_367 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_368 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_369 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %345 = "tf.TensorStridedSliceUpdate"(%343, %cst_367, %cst_368, %cst_369, %344) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_370 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %346 = "tf.Reshape"(%97, %cst_370) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_371 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_372 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_373 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %347 = "tf.TensorStridedSliceUpdate"(%345, %cst_371, %cst_372, %cst_373, %346) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_374 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %348 = "tf.Reshape"(%98, %cst_374) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_375 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_376 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_377 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %349 = "tf.TensorStridedSliceUpdate"(%347, %cst_375, %cst_376, %cst_377, %348) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_378 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %350 = "tf.Reshape"(%99, %cst_378) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_379 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_380 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_381 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %351 = "tf.TensorStridedSliceUpdate"(%349, %cst_379, %cst_380, %cst_381, %350) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_382 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %352 = "tf.Reshape"(%100, %cst_382) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_383 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_384 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_385 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %353 = "tf.TensorStridedSliceUpdate"(%351, %cst_383, %cst_384, %cst_385, %352) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_386 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %354 = "tf.Reshape"(%101, %cst_386) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_387 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_388 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_389 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %355 = "tf.TensorStridedSliceUpdate"(%353, %cst_387, %cst_388, %cst_389, %354) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_390 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %356 = "tf.Reshape"(%102, %cst_390) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_391 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_392 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_393 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %357 = "tf.TensorStridedSliceUpdate"(%355, %cst_391, %cst_392, %cst_393, %356) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_394 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %358 = "tf.Reshape"(%103, %cst_394) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_395 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_396 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_397 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %359 = "tf.TensorStridedSliceUpdate"(%357, %cst_395, %cst_396, %cst_397, %358) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_398 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %360 = "tf.Reshape"(%104, %cst_398) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_399 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_400 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_401 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %361 = "tf.TensorStridedSliceUpdate"(%359, %cst_399, %cst_400, %cst_401, %360) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_402 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %362 = "tf.Reshape"(%105, %cst_402) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_403 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_404 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_405 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %363 = "tf.TensorStridedSliceUpdate"(%361, %cst_403, %cst_404, %cst_405, %362) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_406 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %364 = "tf.Reshape"(%106, %cst_406) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_407 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_408 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_409 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %365 = "tf.TensorStridedSliceUpdate"(%363, %cst_407, %cst_408, %cst_409, %364) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_410 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %366 = "tf.Reshape"(%107, %cst_410) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_411 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_412 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_413 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %367 = "tf.TensorStridedSliceUpdate"(%365, %cst_411, %cst_412, %cst_413, %366) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
      %cst_414 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %368 = "tf.Reshape"(%108, %cst_414) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_415 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_416 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_417 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %369 = "tf.TensorStridedSliceUpdate"(%367, %cst_415, %cst_416, %cst_417, %368) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
      %cst_418 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %370 = "tf.Reshape"(%109, %cst_418) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_419 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_420 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_421 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %371 = "tf.TensorStridedSliceUpdate"(%369, %cst_419, %cst_420, %cst_421, %370) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_422 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %372 = "tf.Reshape"(%110, %cst_422) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_423 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_424 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_425 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %373 = "tf.TensorStridedSliceUpdate"(%371, %cst_423, %cst_424, %cst_425, %372) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
      %cst_426 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %374 = "tf.Reshape"(%111, %cst_426) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_427 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_428 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_429 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %375 = "tf.TensorStridedSliceUpdate"(%373, %cst_427, %cst_428, %cst_429, %374) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
      %cst_430 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %376 = "tf.Reshape"(%112, %cst_430) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_431 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_432 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_433 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %377 = "tf.TensorStridedSliceUpdate"(%375, %cst_431, %cst_432, %cst_433, %376) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_434 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %378 = "tf.Reshape"(%113, %cst_434) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_435 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_436 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_437 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %379 = "tf.TensorStridedSliceUpdate"(%377, %cst_435, %cst_436, %cst_437, %378) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_438 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %380 = "tf.Reshape"(%114, %cst_438) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_439 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_440 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_441 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %381 = "tf.TensorStridedSliceUpdate"(%379, %cst_439, %cst_440, %cst_441, %380) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_442 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %382 = "tf.Reshape"(%115, %cst_442) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_443 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_444 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_445 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %383 = "tf.TensorStridedSliceUpdate"(%381, %cst_443, %cst_444, %cst_445, %382) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_446 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %384 = "tf.Reshape"(%116, %cst_446) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_447 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_448 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_449 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %385 = "tf.TensorStridedSliceUpdate"(%383, %cst_447, %cst_448, %cst_449, %384) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_450 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %386 = "tf.Reshape"(%117, %cst_450) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_451 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_452 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_453 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %387 = "tf.TensorStridedSliceUpdate"(%385, %cst_451, %cst_452, %cst_453, %386) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_454 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %388 = "tf.Reshape"(%118, %cst_454) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_455 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_456 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_457 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %389 = "tf.TensorStridedSliceUpdate"(%387, %cst_455, %cst_456, %cst_457, %388) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_458 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %390 = "tf.Reshape"(%119, %cst_458) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_459 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_460 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_461 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %391 = "tf.TensorStridedSliceUpdate"(%389, %cst_459, %cst_460, %cst_461, %390) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_462 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %392 = "tf.Reshape"(%120, %cst_462) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_463 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_464 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_465 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %393 = "tf.TensorStridedSliceUpdate"(%391, %cst_463, %cst_464, %cst_465, %392) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_466 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %394 = "tf.Reshape"(%121, %cst_466) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_467 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_468 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_469 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %395 = "tf.TensorStridedSliceUpdate"(%393, %cst_467, %cst_468, %cst_469, %394) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_470 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %396 = "tf.Reshape"(%122, %cst_470) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_471 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_472 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_473 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %397 = "tf.TensorStridedSliceUpdate"(%395, %cst_471, %cst_472, %cst_473, %396) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_474 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %398 = "tf.Reshape"(%123, %cst_474) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_475 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_476 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_477 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %399 = "tf.TensorStridedSliceUpdate"(%397, %cst_475, %cst_476, %cst_477, %398) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_478 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %400 = "tf.Reshape"(%124, %cst_478) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_479 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_480 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_481 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %401 = "tf.TensorStridedSliceUpdate"(%399, %cst_479, %cst_480, %cst_481, %400) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_482 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %402 = "tf.Reshape"(%125, %cst_482) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_483 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_484 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_485 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %403 = "tf.TensorStridedSliceUpdate"(%401, %cst_483, %cst_484, %cst_485, %402) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_486 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %404 = "tf.Reshape"(%126, %cst_486) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_487 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_488 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_489 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %405 = "tf.TensorStridedSliceUpdate"(%403, %cst_487, %cst_488, %cst_489, %404) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_490 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %406 = "tf.Reshape"(%127, %cst_490) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_491 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_492 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_493 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %407 = "tf.TensorStridedSliceUpdate"(%405, %cst_491, %cst_492, %cst_493, %406) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_494 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %408 = "tf.Reshape"(%128, %cst_494) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_495 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_496 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_497 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %409 = "tf.TensorStridedSliceUpdate"(%407, %cst_495, %cst_496, %cst_497, %408) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_498 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %410 = "tf.Reshape"(%129, %cst_498) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_499 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_500 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_501 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %411 = "tf.TensorStridedSliceUpdate"(%409, %cst_499, %cst_500, %cst_501, %410) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_502 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %412 = "tf.Reshape"(%130, %cst_502) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_503 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_504 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_505 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %413 = "tf.TensorStridedSliceUpdate"(%411, %cst_503, %cst_504, %cst_505, %412) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_506 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %414 = "tf.Reshape"(%131, %cst_506) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_507 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_508 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_509 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %415 = "tf.TensorStridedSliceUpdate"(%413, %cst_507, %cst_508, %cst_509, %414) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_510 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %416 = "tf.Reshape"(%132, %cst_510) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_511 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_512 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_513 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %417 = "tf.TensorStridedSliceUpdate"(%415, %cst_511, %cst_512, %cst_513, %416) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_514 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %418 = "tf.Reshape"(%133, %cst_514) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_515 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_516 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_517 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %419 = "tf.TensorStridedSliceUpdate"(%417, %cst_515, %cst_516, %cst_517, %418) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_518 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %420 = "tf.Reshape"(%134, %cst_518) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_519 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_520 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_521 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %421 = "tf.TensorStridedSliceUpdate"(%419, %cst_519, %cst_520, %cst_521, %420) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_522 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %422 = "tf.Reshape"(%135, %cst_522) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_523 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_524 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_525 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %423 = "tf.TensorStridedSliceUpdate"(%421, %cst_523, %cst_524, %cst_525, %422) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_526 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %424 = "tf.Reshape"(%136, %cst_526) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_527 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_528 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_529 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %425 = "tf.TensorStridedSliceUpdate"(%423, %cst_527, %cst_528, %cst_529, %424) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_530 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %426 = "tf.Reshape"(%137, %cst_530) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_531 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_532 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_533 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %427 = "tf.TensorStridedSliceUpdate"(%425, %cst_531, %cst_532, %cst_533, %426) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_534 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %428 = "tf.Reshape"(%138, %cst_534) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_535 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_536 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_537 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %429 = "tf.TensorStridedSliceUpdate"(%427, %cst_535, %cst_536, %cst_537, %428) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_538 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %430 = "tf.Reshape"(%139, %cst_538) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_539 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_540 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_541 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %431 = "tf.TensorStridedSliceUpdate"(%429, %cst_539, %cst_540, %cst_541, %430) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_542 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %432 = "tf.Reshape"(%140, %cst_542) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_543 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_544 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_545 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %433 = "tf.TensorStridedSliceUpdate"(%431, %cst_543, %cst_544, %cst_545, %432) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_546 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %434 = "tf.Reshape"(%141, %cst_546) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_547 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_548 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_549 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %435 = "tf.TensorStridedSliceUpdate"(%433, %cst_547, %cst_548, %cst_549, %434) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_550 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %436 = "tf.Reshape"(%142, %cst_550) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_551 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_552 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_553 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %437 = "tf.TensorStridedSliceUpdate"(%435, %cst_551, %cst_552, %cst_553, %436) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_554 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %438 = "tf.Reshape"(%143, %cst_554) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_555 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_556 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_557 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %439 = "tf.TensorStridedSliceUpdate"(%437, %cst_555, %cst_556, %cst_557, %438) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_558 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %440 = "tf.Reshape"(%144, %cst_558) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_559 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_560 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_561 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %441 = "tf.TensorStridedSliceUpdate"(%439, %cst_559, %cst_560, %cst_561, %440) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_562 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %442 = "tf.Reshape"(%145, %cst_562) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_563 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_564 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_565 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %443 = "tf.TensorStridedSliceUpdate"(%441, %cst_563, %cst_564, %cst_565, %442) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_566 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %444 = "tf.Reshape"(%146, %cst_566) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_567 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_568 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_569 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %445 = "tf.TensorStridedSliceUpdate"(%443, %cst_567, %cst_568, %cst_569, %444) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_570 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %446 = "tf.Reshape"(%147, %cst_570) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_571 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_572 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_573 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %447 = "tf.TensorStridedSliceUpdate"(%445, %cst_571, %cst_572, %cst_573, %446) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
      %cst_574 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %448 = "tf.Reshape"(%148, %cst_574) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_575 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_576 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_577 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %449 = "tf.TensorStridedSliceUpdate"(%447, %cst_575, %cst_576, %cst_577, %448) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
      %cst_578 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %450 = "tf.Reshape"(%149, %cst_578) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_579 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_580 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_581 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %451 = "tf.TensorStridedSliceUpdate"(%449, %cst_579, %cst_580, %cst_581, %450) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_582 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %452 = "tf.Reshape"(%150, %cst_582) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_583 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_584 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_585 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %453 = "tf.TensorStridedSliceUpdate"(%451, %cst_583, %cst_584, %cst_585, %452) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_586 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %454 = "tf.Reshape"(%151, %cst_586) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_587 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_588 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_589 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %455 = "tf.TensorStridedSliceUpdate"(%453, %cst_587, %cst_588, %cst_589, %454) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_590 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %456 = "tf.Reshape"(%152, %cst_590) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_591 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_592 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_593 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %457 = "tf.TensorStridedSliceUpdate"(%455, %cst_591, %cst_592, %cst_593, %456) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_594 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %458 = "tf.Reshape"(%153, %cst_594) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_595 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_596 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_597 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %459 = "tf.TensorStridedSliceUpdate"(%457, %cst_595, %cst_596, %cst_597, %458) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
      %cst_598 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %460 = "tf.Reshape"(%154, %cst_598) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_599 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_600 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_601 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %461 = "tf.TensorStridedSliceUpdate"(%459, %cst_599, %cst_600, %cst_601, %460) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_602 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %462 = "tf.Reshape"(%155, %cst_602) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_603 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_604 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_605 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %463 = "tf.TensorStridedSliceUpdate"(%461, %cst_603, %cst_604, %cst_605, %462) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_606 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %464 = "tf.Reshape"(%156, %cst_606) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_607 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_608 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_609 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %465 = "tf.TensorStridedSliceUpdate"(%463, %cst_607, %cst_608, %cst_609, %464) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_610 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %466 = "tf.Reshape"(%157, %cst_610) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_611 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_612 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_613 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %467 = "tf.TensorStridedSliceUpdate"(%465, %cst_611, %cst_612, %cst_613, %466) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_614 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %468 = "tf.Reshape"(%158, %cst_614) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_615 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_616 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_617 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %469 = "tf.TensorStridedSliceUpdate"(%467, %cst_615, %cst_616, %cst_617, %468) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_618 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %470 = "tf.Reshape"(%159, %cst_618) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_619 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_620 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_621 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %471 = "tf.TensorStridedSliceUpdate"(%469, %cst_619, %cst_620, %cst_621, %470) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_622 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %472 = "tf.Reshape"(%160, %cst_622) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_623 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_624 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_625 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %473 = "tf.TensorStridedSliceUpdate"(%471, %cst_623, %cst_624, %cst_625, %472) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_626 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %474 = "tf.Reshape"(%161, %cst_626) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_627 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_628 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_629 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %475 = "tf.TensorStridedSliceUpdate"(%473, %cst_627, %cst_628, %cst_629, %474) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
      %cst_630 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %476 = "tf.Reshape"(%162, %cst_630) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_631 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_632 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_633 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %477 = "tf.TensorStridedSliceUpdate"(%475, %cst_631, %cst_632, %cst_633, %476) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_634 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %478 = "tf.Reshape"(%163, %cst_634) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_635 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_636 = "tf.Const"() <{value = dense<34704385> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_637 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %479 = "tf.TensorStridedSliceUpdate"(%477, %cst_635, %cst_636, %cst_637, %478) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
      %cst_638 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %480 = "tf.Reshape"(%arg0, %cst_638) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_639 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %481 = "tf.Sub"(%480, %cst_639) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_640 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_641 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %482 = "tf.Slice"(%cst_640, %481, %cst_641) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_642 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %483 = "tf.Reshape"(%482, %cst_642) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_643 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_644 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %484 = "tf.CollectiveReduceV2"(%479, %cst_644, %483, %cst_643) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<34705408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<34705408xf32>
      %cst_645 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_646 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %485 = "tf.Slice"(%484, %cst_645, %cst_646) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_647 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %486 = "tf.Reshape"(%485, %cst_647) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_648 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_649 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %487 = "tf.Slice"(%484, %cst_648, %cst_649) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_650 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %488 = "tf.Reshape"(%487, %cst_650) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_651 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_652 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %489 = "tf.Slice"(%484, %cst_651, %cst_652) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_653 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %490 = "tf.Reshape"(%489, %cst_653) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_654 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_655 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %491 = "tf.Slice"(%484, %cst_654, %cst_655) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_656 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %492 = "tf.Reshape"(%491, %cst_656) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_657 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_658 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %493 = "tf.Slice"(%484, %cst_657, %cst_658) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_659 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %494 = "tf.Reshape"(%493, %cst_659) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_660 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_661 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %495 = "tf.Slice"(%484, %cst_660, %cst_661) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_662 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %496 = "tf.Reshape"(%495, %cst_662) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_663 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_664 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %497 = "tf.Slice"(%484, %cst_663, %cst_664) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_665 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %498 = "tf.Reshape"(%497, %cst_665) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_666 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_667 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %499 = "tf.Slice"(%484, %cst_666, %cst_667) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_668 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %500 = "tf.Reshape"(%499, %cst_668) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_669 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_670 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %501 = "tf.Slice"(%484, %cst_669, %cst_670) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_671 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %502 = "tf.Reshape"(%501, %cst_671) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_672 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_673 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %503 = "tf.Slice"(%484, %cst_672, %cst_673) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_674 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %504 = "tf.Reshape"(%503, %cst_674) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_675 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_676 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %505 = "tf.Slice"(%484, %cst_675, %cst_676) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_677 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %506 = "tf.Reshape"(%505, %cst_677) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_678 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_679 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %507 = "tf.Slice"(%484, %cst_678, %cst_679) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_680 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %508 = "tf.Reshape"(%507, %cst_680) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_681 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_682 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %509 = "tf.Slice"(%484, %cst_681, %cst_682) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_683 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %510 = "tf.Reshape"(%509, %cst_683) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_684 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_685 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %511 = "tf.Slice"(%484, %cst_684, %cst_685) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_686 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %512 = "tf.Reshape"(%511, %cst_686) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_687 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_688 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %513 = "tf.Slice"(%484, %cst_687, %cst_688) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_689 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %514 = "tf.Reshape"(%513, %cst_689) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_690 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_691 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %515 = "tf.Slice"(%484, %cst_690, %cst_691) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_692 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %516 = "tf.Reshape"(%515, %cst_692) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_693 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_694 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %517 = "tf.Slice"(%484, %cst_693, %cst_694) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_695 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %518 = "tf.Reshape"(%517, %cst_695) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_696 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_697 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %519 = "tf.Slice"(%484, %cst_696, %cst_697) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_698 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %520 = "tf.Reshape"(%519, %cst_698) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_699 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_700 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %521 = "tf.Slice"(%484, %cst_699, %cst_700) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_701 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %522 = "tf.Reshape"(%521, %cst_701) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_702 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_703 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %523 = "tf.Slice"(%484, %cst_702, %cst_703) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_704 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %524 = "tf.Reshape"(%523, %cst_704) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_705 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_706 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %525 = "tf.Slice"(%484, %cst_705, %cst_706) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_707 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %526 = "tf.Reshape"(%525, %cst_707) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_708 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_709 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %527 = "tf.Slice"(%484, %cst_708, %cst_709) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_710 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %528 = "tf.Reshape"(%527, %cst_710) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_711 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_712 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %529 = "tf.Slice"(%484, %cst_711, %cst_712) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xf32>
      %cst_713 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %530 = "tf.Reshape"(%529, %cst_713) : (tensor<1xf32>, tensor<0xi32>) -> tensor<f32>
      %cst_714 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_715 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %531 = "tf.Slice"(%484, %cst_714, %cst_715) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_716 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %532 = "tf.Reshape"(%531, %cst_716) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_717 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_718 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %533 = "tf.Slice"(%484, %cst_717, %cst_718) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_719 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %534 = "tf.Reshape"(%533, %cst_719) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_720 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_721 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %535 = "tf.Slice"(%484, %cst_720, %cst_721) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_722 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %536 = "tf.Reshape"(%535, %cst_722) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_723 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_724 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %537 = "tf.Slice"(%484, %cst_723, %cst_724) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_725 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %538 = "tf.Reshape"(%537, %cst_725) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_726 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_727 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %539 = "tf.Slice"(%484, %cst_726, %cst_727) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_728 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %540 = "tf.Reshape"(%539, %cst_728) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_729 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_730 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %541 = "tf.Slice"(%484, %cst_729, %cst_730) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_731 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %542 = "tf.Reshape"(%541, %cst_731) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_732 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_733 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %543 = "tf.Slice"(%484, %cst_732, %cst_733) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_734 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %544 = "tf.Reshape"(%543, %cst_734) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_735 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_736 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %545 = "tf.Slice"(%484, %cst_735, %cst_736) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_737 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %546 = "tf.Reshape"(%545, %cst_737) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_738 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_739 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %547 = "tf.Slice"(%484, %cst_738, %cst_739) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_740 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %548 = "tf.Reshape"(%547, %cst_740) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_741 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_742 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %549 = "tf.Slice"(%484, %cst_741, %cst_742) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_743 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %550 = "tf.Reshape"(%549, %cst_743) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_744 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_745 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %551 = "tf.Slice"(%484, %cst_744, %cst_745) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_746 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %552 = "tf.Reshape"(%551, %cst_746) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_747 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_748 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %553 = "tf.Slice"(%484, %cst_747, %cst_748) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_749 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %554 = "tf.Reshape"(%553, %cst_749) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_750 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_751 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %555 = "tf.Slice"(%484, %cst_750, %cst_751) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_752 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %556 = "tf.Reshape"(%555, %cst_752) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_753 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_754 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %557 = "tf.Slice"(%484, %cst_753, %cst_754) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_755 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %558 = "tf.Reshape"(%557, %cst_755) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_756 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_757 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %559 = "tf.Slice"(%484, %cst_756, %cst_757) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_758 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %560 = "tf.Reshape"(%559, %cst_758) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_759 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_760 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %561 = "tf.Slice"(%484, %cst_759, %cst_760) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_761 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %562 = "tf.Reshape"(%561, %cst_761) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_762 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_763 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %563 = "tf.Slice"(%484, %cst_762, %cst_763) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_764 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %564 = "tf.Reshape"(%563, %cst_764) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_765 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_766 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %565 = "tf.Slice"(%484, %cst_765, %cst_766) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_767 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %566 = "tf.Reshape"(%565, %cst_767) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_768 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_769 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %567 = "tf.Slice"(%484, %cst_768, %cst_769) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_770 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %568 = "tf.Reshape"(%567, %cst_770) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_771 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_772 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %569 = "tf.Slice"(%484, %cst_771, %cst_772) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_773 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %570 = "tf.Reshape"(%569, %cst_773) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_774 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_775 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %571 = "tf.Slice"(%484, %cst_774, %cst_775) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_776 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %572 = "tf.Reshape"(%571, %cst_776) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_777 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_778 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %573 = "tf.Slice"(%484, %cst_777, %cst_778) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_779 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %574 = "tf.Reshape"(%573, %cst_779) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_780 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_781 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %575 = "tf.Slice"(%484, %cst_780, %cst_781) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_782 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %576 = "tf.Reshape"(%575, %cst_782) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_783 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_784 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %577 = "tf.Slice"(%484, %cst_783, %cst_784) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_785 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %578 = "tf.Reshape"(%577, %cst_785) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_786 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_787 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %579 = "tf.Slice"(%484, %cst_786, %cst_787) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_788 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %580 = "tf.Reshape"(%579, %cst_788) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_789 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_790 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %581 = "tf.Slice"(%484, %cst_789, %cst_790) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_791 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %582 = "tf.Reshape"(%581, %cst_791) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_792 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_793 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %583 = "tf.Slice"(%484, %cst_792, %cst_793) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_794 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %584 = "tf.Reshape"(%583, %cst_794) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_795 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_796 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %585 = "tf.Slice"(%484, %cst_795, %cst_796) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_797 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %586 = "tf.Reshape"(%585, %cst_797) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_798 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_799 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %587 = "tf.Slice"(%484, %cst_798, %cst_799) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_800 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %588 = "tf.Reshape"(%587, %cst_800) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_801 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_802 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %589 = "tf.Slice"(%484, %cst_801, %cst_802) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_803 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %590 = "tf.Reshape"(%589, %cst_803) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_804 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_805 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %591 = "tf.Slice"(%484, %cst_804, %cst_805) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_806 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %592 = "tf.Reshape"(%591, %cst_806) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_807 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_808 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %593 = "tf.Slice"(%484, %cst_807, %cst_808) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_809 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %594 = "tf.Reshape"(%593, %cst_809) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_810 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_811 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %595 = "tf.Slice"(%484, %cst_810, %cst_811) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_812 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %596 = "tf.Reshape"(%595, %cst_812) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_813 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_814 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %597 = "tf.Slice"(%484, %cst_813, %cst_814) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_815 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %598 = "tf.Reshape"(%597, %cst_815) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_816 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_817 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %599 = "tf.Slice"(%484, %cst_816, %cst_817) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_818 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %600 = "tf.Reshape"(%599, %cst_818) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_819 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_820 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %601 = "tf.Slice"(%484, %cst_819, %cst_820) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_821 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %602 = "tf.Reshape"(%601, %cst_821) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_822 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_823 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %603 = "tf.Slice"(%484, %cst_822, %cst_823) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_824 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %604 = "tf.Reshape"(%603, %cst_824) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %cst_825 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_826 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %605 = "tf.Slice"(%484, %cst_825, %cst_826) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_827 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %606 = "tf.Reshape"(%605, %cst_827) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %cst_828 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_829 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %607 = "tf.Slice"(%484, %cst_828, %cst_829) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_830 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %608 = "tf.Reshape"(%607, %cst_830) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_831 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_832 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %609 = "tf.Slice"(%484, %cst_831, %cst_832) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_833 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %610 = "tf.Reshape"(%609, %cst_833) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_834 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_835 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %611 = "tf.Slice"(%484, %cst_834, %cst_835) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_836 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %612 = "tf.Reshape"(%611, %cst_836) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
      %cst_837 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_838 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %613 = "tf.Slice"(%484, %cst_837, %cst_838) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_839 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %614 = "tf.Reshape"(%613, %cst_839) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
      %cst_840 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_841 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %615 = "tf.Slice"(%484, %cst_840, %cst_841) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_842 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %616 = "tf.Reshape"(%615, %cst_842) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
      %cst_843 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_844 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %617 = "tf.Slice"(%484, %cst_843, %cst_844) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_845 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %618 = "tf.Reshape"(%617, %cst_845) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_846 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_847 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %619 = "tf.Slice"(%484, %cst_846, %cst_847) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_848 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %620 = "tf.Reshape"(%619, %cst_848) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_849 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_850 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %621 = "tf.Slice"(%484, %cst_849, %cst_850) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_851 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %622 = "tf.Reshape"(%621, %cst_851) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_852 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_853 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %623 = "tf.Slice"(%484, %cst_852, %cst_853) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_854 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %624 = "tf.Reshape"(%623, %cst_854) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_855 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_856 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %625 = "tf.Slice"(%484, %cst_855, %cst_856) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_857 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %626 = "tf.Reshape"(%625, %cst_857) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_858 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_859 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %627 = "tf.Slice"(%484, %cst_858, %cst_859) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_860 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %628 = "tf.Reshape"(%627, %cst_860) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_861 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_862 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %629 = "tf.Slice"(%484, %cst_861, %cst_862) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_863 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %630 = "tf.Reshape"(%629, %cst_863) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_864 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_865 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %631 = "tf.Slice"(%484, %cst_864, %cst_865) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_866 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %632 = "tf.Reshape"(%631, %cst_866) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_867 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_868 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %633 = "tf.Slice"(%484, %cst_867, %cst_868) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_869 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %634 = "tf.Reshape"(%633, %cst_869) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_870 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_871 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %635 = "tf.Slice"(%484, %cst_870, %cst_871) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_872 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %636 = "tf.Reshape"(%635, %cst_872) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_873 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_874 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %637 = "tf.Slice"(%484, %cst_873, %cst_874) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_875 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %638 = "tf.Reshape"(%637, %cst_875) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_876 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_877 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %639 = "tf.Slice"(%484, %cst_876, %cst_877) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_878 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %640 = "tf.Reshape"(%639, %cst_878) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_879 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_880 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %641 = "tf.Slice"(%484, %cst_879, %cst_880) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_881 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %642 = "tf.Reshape"(%641, %cst_881) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_882 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_883 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %643 = "tf.Slice"(%484, %cst_882, %cst_883) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_884 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %644 = "tf.Reshape"(%643, %cst_884) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_885 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_886 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %645 = "tf.Slice"(%484, %cst_885, %cst_886) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_887 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %646 = "tf.Reshape"(%645, %cst_887) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_888 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_889 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %647 = "tf.Slice"(%484, %cst_888, %cst_889) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_890 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %648 = "tf.Reshape"(%647, %cst_890) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_891 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_892 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %649 = "tf.Slice"(%484, %cst_891, %cst_892) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_893 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %650 = "tf.Reshape"(%649, %cst_893) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_894 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_895 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %651 = "tf.Slice"(%484, %cst_894, %cst_895) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_896 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %652 = "tf.Reshape"(%651, %cst_896) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
      %cst_897 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_898 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %653 = "tf.Slice"(%484, %cst_897, %cst_898) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_899 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %654 = "tf.Reshape"(%653, %cst_899) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_900 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_901 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %655 = "tf.Slice"(%484, %cst_900, %cst_901) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_902 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %656 = "tf.Reshape"(%655, %cst_902) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_903 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_904 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %657 = "tf.Slice"(%484, %cst_903, %cst_904) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_905 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %658 = "tf.Reshape"(%657, %cst_905) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_906 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_907 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %659 = "tf.Slice"(%484, %cst_906, %cst_907) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_908 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %660 = "tf.Reshape"(%659, %cst_908) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_909 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_910 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %661 = "tf.Slice"(%484, %cst_909, %cst_910) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_911 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %662 = "tf.Reshape"(%661, %cst_911) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_912 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_913 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %663 = "tf.Slice"(%484, %cst_912, %cst_913) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_914 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %664 = "tf.Reshape"(%663, %cst_914) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_915 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_916 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %665 = "tf.Slice"(%484, %cst_915, %cst_916) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_917 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %666 = "tf.Reshape"(%665, %cst_917) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_918 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_919 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %667 = "tf.Slice"(%484, %cst_918, %cst_919) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_920 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %668 = "tf.Reshape"(%667, %cst_920) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_921 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_922 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %669 = "tf.Slice"(%484, %cst_921, %cst_922) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_923 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %670 = "tf.Reshape"(%669, %cst_923) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_924 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_925 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %671 = "tf.Slice"(%484, %cst_924, %cst_925) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_926 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %672 = "tf.Reshape"(%671, %cst_926) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_927 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_928 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %673 = "tf.Slice"(%484, %cst_927, %cst_928) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_929 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %674 = "tf.Reshape"(%673, %cst_929) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_930 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_931 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %675 = "tf.Slice"(%484, %cst_930, %cst_931) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_932 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %676 = "tf.Reshape"(%675, %cst_932) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_933 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_934 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %677 = "tf.Slice"(%484, %cst_933, %cst_934) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_935 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %678 = "tf.Reshape"(%677, %cst_935) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_936 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_937 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %679 = "tf.Slice"(%484, %cst_936, %cst_937) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_938 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %680 = "tf.Reshape"(%679, %cst_938) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_939 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_940 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %681 = "tf.Slice"(%484, %cst_939, %cst_940) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_941 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %682 = "tf.Reshape"(%681, %cst_941) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_942 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_943 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %683 = "tf.Slice"(%484, %cst_942, %cst_943) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_944 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %684 = "tf.Reshape"(%683, %cst_944) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_945 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_946 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %685 = "tf.Slice"(%484, %cst_945, %cst_946) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_947 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %686 = "tf.Reshape"(%685, %cst_947) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_948 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_949 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %687 = "tf.Slice"(%484, %cst_948, %cst_949) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_950 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %688 = "tf.Reshape"(%687, %cst_950) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %cst_951 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_952 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %689 = "tf.Slice"(%484, %cst_951, %cst_952) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_953 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %690 = "tf.Reshape"(%689, %cst_953) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_954 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_955 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %691 = "tf.Slice"(%484, %cst_954, %cst_955) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_956 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
      %692 = "tf.Reshape"(%691, %cst_956) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_957 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_958 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %693 = "tf.Slice"(%484, %cst_957, %cst_958) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_959 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %694 = "tf.Reshape"(%693, %cst_959) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
      %cst_960 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_961 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %695 = "tf.Slice"(%484, %cst_960, %cst_961) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_962 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %696 = "tf.Reshape"(%695, %cst_962) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_963 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_964 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %697 = "tf.Slice"(%484, %cst_963, %cst_964) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_965 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %698 = "tf.Reshape"(%697, %cst_965) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_966 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_967 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %699 = "tf.Slice"(%484, %cst_966, %cst_967) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_968 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %700 = "tf.Reshape"(%699, %cst_968) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_969 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_970 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %701 = "tf.Slice"(%484, %cst_969, %cst_970) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_971 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %702 = "tf.Reshape"(%701, %cst_971) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_972 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_973 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %703 = "tf.Slice"(%484, %cst_972, %cst_973) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_974 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %704 = "tf.Reshape"(%703, %cst_974) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_975 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_976 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %705 = "tf.Slice"(%484, %cst_975, %cst_976) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_977 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %706 = "tf.Reshape"(%705, %cst_977) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_978 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_979 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %707 = "tf.Slice"(%484, %cst_978, %cst_979) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_980 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %708 = "tf.Reshape"(%707, %cst_980) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_981 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_982 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %709 = "tf.Slice"(%484, %cst_981, %cst_982) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_983 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %710 = "tf.Reshape"(%709, %cst_983) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_984 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_985 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %711 = "tf.Slice"(%484, %cst_984, %cst_985) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_986 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %712 = "tf.Reshape"(%711, %cst_986) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_987 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_988 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %713 = "tf.Slice"(%484, %cst_987, %cst_988) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_989 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %714 = "tf.Reshape"(%713, %cst_989) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_990 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_991 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %715 = "tf.Slice"(%484, %cst_990, %cst_991) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_992 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %716 = "tf.Reshape"(%715, %cst_992) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_993 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_994 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %717 = "tf.Slice"(%484, %cst_993, %cst_994) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_995 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %718 = "tf.Reshape"(%717, %cst_995) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_996 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_997 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %719 = "tf.Slice"(%484, %cst_996, %cst_997) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_998 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %720 = "tf.Reshape"(%719, %cst_998) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_999 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1000 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %721 = "tf.Slice"(%484, %cst_999, %cst_1000) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1001 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %722 = "tf.Reshape"(%721, %cst_1001) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1002 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1003 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %723 = "tf.Slice"(%484, %cst_1002, %cst_1003) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1004 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %724 = "tf.Reshape"(%723, %cst_1004) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1005 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1006 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %725 = "tf.Slice"(%484, %cst_1005, %cst_1006) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1007 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %726 = "tf.Reshape"(%725, %cst_1007) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1008 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1009 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %727 = "tf.Slice"(%484, %cst_1008, %cst_1009) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1010 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %728 = "tf.Reshape"(%727, %cst_1010) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1011 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1012 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %729 = "tf.Slice"(%484, %cst_1011, %cst_1012) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1013 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %730 = "tf.Reshape"(%729, %cst_1013) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_1014 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1015 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %731 = "tf.Slice"(%484, %cst_1014, %cst_1015) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1016 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %732 = "tf.Reshape"(%731, %cst_1016) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_1017 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1018 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %733 = "tf.Slice"(%484, %cst_1017, %cst_1018) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1019 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %734 = "tf.Reshape"(%733, %cst_1019) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1020 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1021 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %735 = "tf.Slice"(%484, %cst_1020, %cst_1021) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1022 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %736 = "tf.Reshape"(%735, %cst_1022) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1023 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1024 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %737 = "tf.Slice"(%484, %cst_1023, %cst_1024) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1025 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %738 = "tf.Reshape"(%737, %cst_1025) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1026 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1027 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %739 = "tf.Slice"(%484, %cst_1026, %cst_1027) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1028 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %740 = "tf.Reshape"(%739, %cst_1028) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1029 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1030 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %741 = "tf.Slice"(%484, %cst_1029, %cst_1030) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1031 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %742 = "tf.Reshape"(%741, %cst_1031) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1032 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1033 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %743 = "tf.Slice"(%484, %cst_1032, %cst_1033) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1034 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %744 = "tf.Reshape"(%743, %cst_1034) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1035 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1036 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %745 = "tf.Slice"(%484, %cst_1035, %cst_1036) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1037 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %746 = "tf.Reshape"(%745, %cst_1037) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1038 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1039 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %747 = "tf.Slice"(%484, %cst_1038, %cst_1039) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1040 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %748 = "tf.Reshape"(%747, %cst_1040) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_1041 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1042 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %749 = "tf.Slice"(%484, %cst_1041, %cst_1042) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1043 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %750 = "tf.Reshape"(%749, %cst_1043) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_1044 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1045 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %751 = "tf.Slice"(%484, %cst_1044, %cst_1045) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1046 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %752 = "tf.Reshape"(%751, %cst_1046) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1047 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1048 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %753 = "tf.Slice"(%484, %cst_1047, %cst_1048) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1049 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %754 = "tf.Reshape"(%753, %cst_1049) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1050 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1051 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %755 = "tf.Slice"(%484, %cst_1050, %cst_1051) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1052 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %756 = "tf.Reshape"(%755, %cst_1052) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
      %cst_1053 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1054 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %757 = "tf.Slice"(%484, %cst_1053, %cst_1054) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1055 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %758 = "tf.Reshape"(%757, %cst_1055) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1056 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1057 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %759 = "tf.Slice"(%484, %cst_1056, %cst_1057) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1058 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %760 = "tf.Reshape"(%759, %cst_1058) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1059 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1060 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %761 = "tf.Slice"(%484, %cst_1059, %cst_1060) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1061 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %762 = "tf.Reshape"(%761, %cst_1061) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1062 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1063 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %763 = "tf.Slice"(%484, %cst_1062, %cst_1063) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1064 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %764 = "tf.Reshape"(%763, %cst_1064) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1065 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1066 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %765 = "tf.Slice"(%484, %cst_1065, %cst_1066) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_1067 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %766 = "tf.Reshape"(%765, %cst_1067) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
      %cst_1068 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1069 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
      %767 = "tf.Slice"(%484, %cst_1068, %cst_1069) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
      %cst_1070 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %768 = "tf.Reshape"(%767, %cst_1070) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
      %cst_1071 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1072 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %769 = "tf.Slice"(%484, %cst_1071, %cst_1072) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1073 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %770 = "tf.Reshape"(%769, %cst_1073) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1074 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1075 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %771 = "tf.Slice"(%484, %cst_1074, %cst_1075) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1076 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %772 = "tf.Reshape"(%771, %cst_1076) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1077 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1078 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %773 = "tf.Slice"(%484, %cst_1077, %cst_1078) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_1079 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %774 = "tf.Reshape"(%773, %cst_1079) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_1080 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1081 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %775 = "tf.Slice"(%484, %cst_1080, %cst_1081) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_1082 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %776 = "tf.Reshape"(%775, %cst_1082) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_1083 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1084 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %777 = "tf.Slice"(%484, %cst_1083, %cst_1084) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
      %cst_1085 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %778 = "tf.Reshape"(%777, %cst_1085) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
      %cst_1086 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1087 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %779 = "tf.Slice"(%484, %cst_1086, %cst_1087) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1088 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %780 = "tf.Reshape"(%779, %cst_1088) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1089 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1090 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %781 = "tf.Slice"(%484, %cst_1089, %cst_1090) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1091 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %782 = "tf.Reshape"(%781, %cst_1091) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1092 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1093 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %783 = "tf.Slice"(%484, %cst_1092, %cst_1093) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_1094 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %784 = "tf.Reshape"(%783, %cst_1094) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_1095 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1096 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %785 = "tf.Slice"(%484, %cst_1095, %cst_1096) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_1097 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %786 = "tf.Reshape"(%785, %cst_1097) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_1098 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1099 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %787 = "tf.Slice"(%484, %cst_1098, %cst_1099) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1100 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %788 = "tf.Reshape"(%787, %cst_1100) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1101 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1102 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %789 = "tf.Slice"(%484, %cst_1101, %cst_1102) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1103 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %790 = "tf.Reshape"(%789, %cst_1103) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1104 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1105 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %791 = "tf.Slice"(%484, %cst_1104, %cst_1105) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_1106 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %792 = "tf.Reshape"(%791, %cst_1106) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_1107 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1108 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
      %793 = "tf.Slice"(%484, %cst_1107, %cst_1108) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
      %cst_1109 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %794 = "tf.Reshape"(%793, %cst_1109) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
      %cst_1110 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1111 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %795 = "tf.Slice"(%484, %cst_1110, %cst_1111) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1112 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %796 = "tf.Reshape"(%795, %cst_1112) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1113 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1114 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %797 = "tf.Slice"(%484, %cst_1113, %cst_1114) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1115 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %798 = "tf.Reshape"(%797, %cst_1115) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %799 = "tf.DTensorAllScatter"(%798) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %800 = "tf.Identity"(%496) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %801 = "tf.Identity"(%498) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %802 = "tf.Identity"(%504) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %803 = "tf.Identity"(%506) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %804 = "tf.Identity"(%514) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %805 = "tf.Identity"(%516) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %806 = "tf.Identity"(%522) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %807 = "tf.Identity"(%524) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %808 = "tf.Identity"(%28) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<i64>) -> tensor<i64>
      %809 = "tf.Identity"(%530) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<f32>) -> tensor<f32>
      %810 = "tf.Identity"(%534) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %811 = "tf.Identity"(%536) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %812 = "tf.Identity"(%538) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %813 = "tf.Identity"(%540) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %814 = "tf.Identity"(%542) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %815 = "tf.Identity"(%544) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %816 = "tf.Identity"(%546) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %817 = "tf.Identity"(%548) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %818 = "tf.Identity"(%550) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %819 = "tf.Identity"(%552) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %820 = "tf.Identity"(%556) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %821 = "tf.Identity"(%558) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %822 = "tf.Identity"(%560) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %823 = "tf.Identity"(%562) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %824 = "tf.Identity"(%564) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %825 = "tf.Identity"(%566) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %826 = "tf.Identity"(%568) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %827 = "tf.Identity"(%570) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %828 = "tf.Identity"(%572) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %829 = "tf.Identity"(%574) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %830 = "tf.Identity"(%578) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %831 = "tf.Identity"(%580) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %832 = "tf.Identity"(%582) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %833 = "tf.Identity"(%584) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %834 = "tf.Identity"(%586) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %835 = "tf.Identity"(%588) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %836 = "tf.Identity"(%590) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %837 = "tf.Identity"(%592) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %838 = "tf.Identity"(%594) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %839 = "tf.Identity"(%596) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %840 = "tf.Identity"(%600) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %841 = "tf.Identity"(%602) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %842 = "tf.Identity"(%604) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %843 = "tf.Identity"(%606) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %844 = "tf.Identity"(%636) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %845 = "tf.Identity"(%640) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %846 = "tf.Identity"(%644) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %847 = "tf.Identity"(%650) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %848 = "tf.Identity"(%654) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %849 = "tf.Identity"(%656) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %850 = "tf.Identity"(%658) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %851 = "tf.Identity"(%660) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %852 = "tf.Identity"(%662) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %853 = "tf.Identity"(%664) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %854 = "tf.Identity"(%666) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %855 = "tf.Identity"(%670) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %856 = "tf.Identity"(%672) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %857 = "tf.Identity"(%674) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %858 = "tf.Identity"(%676) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %859 = "tf.Identity"(%678) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %860 = "tf.Identity"(%680) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %861 = "tf.Identity"(%682) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %862 = "tf.Identity"(%684) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %863 = "tf.Identity"(%686) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %864 = "tf.Identity"(%688) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %865 = "tf.Identity"(%799) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %866 = "tf.DTensorAllScatter"(%486) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %867 = "tf.DTensorAllScatter"(%488) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %868 = "tf.DTensorAllScatter"(%490) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %869 = "tf.DTensorAllScatter"(%492) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %870 = "tf.DTensorAllScatter"(%494) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %871 = "tf.DTensorAllScatter"(%500) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %872 = "tf.DTensorAllScatter"(%502) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %873 = "tf.DTensorAllScatter"(%508) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %874 = "tf.DTensorAllScatter"(%510) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %875 = "tf.DTensorAllScatter"(%512) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %876 = "tf.DTensorAllScatter"(%518) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %877 = "tf.DTensorAllScatter"(%520) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %878 = "tf.DTensorAllScatter"(%526) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %879 = "tf.DTensorAllScatter"(%528) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %880 = "tf.DTensorAllScatter"(%532) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %881 = "tf.DTensorAllScatter"(%554) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %882 = "tf.DTensorAllScatter"(%576) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %883 = "tf.DTensorAllScatter"(%598) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %884 = "tf.DTensorAllScatter"(%608) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>) -> tensor<8192xf32>
      %885 = "tf.DTensorAllScatter"(%610) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>) -> tensor<8192xf32>
      %886 = "tf.DTensorAllScatter"(%612) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>) -> tensor<256x8192xf32>
      %887 = "tf.DTensorAllScatter"(%614) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>) -> tensor<256x8192xf32>
      %888 = "tf.DTensorAllScatter"(%616) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>) -> tensor<8192x256xf32>
      %889 = "tf.DTensorAllScatter"(%618) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %890 = "tf.DTensorAllScatter"(%620) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %891 = "tf.DTensorAllScatter"(%622) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %892 = "tf.DTensorAllScatter"(%624) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %893 = "tf.DTensorAllScatter"(%626) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %894 = "tf.DTensorAllScatter"(%628) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %895 = "tf.DTensorAllScatter"(%630) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %896 = "tf.DTensorAllScatter"(%632) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %897 = "tf.DTensorAllScatter"(%634) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %898 = "tf.DTensorAllScatter"(%638) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %899 = "tf.DTensorAllScatter"(%642) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %900 = "tf.DTensorAllScatter"(%646) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %901 = "tf.DTensorAllScatter"(%648) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %902 = "tf.DTensorAllScatter"(%652) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<512x256xf32>
      %903 = "tf.DTensorAllScatter"(%668) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %904 = "tf.DTensorAllScatter"(%690) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %905 = "tf.DTensorAllScatter"(%692) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>) -> tensor<8192xf32>
      %906 = "tf.DTensorAllScatter"(%694) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>) -> tensor<256x8192xf32>
      %907 = "tf.DTensorAllScatter"(%696) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %908 = "tf.DTensorAllScatter"(%698) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %909 = "tf.DTensorAllScatter"(%700) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %910 = "tf.DTensorAllScatter"(%702) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %911 = "tf.DTensorAllScatter"(%704) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %912 = "tf.DTensorAllScatter"(%706) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %913 = "tf.DTensorAllScatter"(%708) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %914 = "tf.DTensorAllScatter"(%710) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %915 = "tf.DTensorAllScatter"(%712) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %916 = "tf.DTensorAllScatter"(%714) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %917 = "tf.DTensorAllScatter"(%716) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %918 = "tf.DTensorAllScatter"(%718) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %919 = "tf.DTensorAllScatter"(%720) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %920 = "tf.DTensorAllScatter"(%722) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %921 = "tf.DTensorAllScatter"(%724) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %922 = "tf.DTensorAllScatter"(%726) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %923 = "tf.DTensorAllScatter"(%728) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %924 = "tf.DTensorAllScatter"(%730) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %925 = "tf.DTensorAllScatter"(%732) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %926 = "tf.DTensorAllScatter"(%734) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %927 = "tf.DTensorAllScatter"(%736) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %928 = "tf.DTensorAllScatter"(%738) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %929 = "tf.DTensorAllScatter"(%740) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %930 = "tf.DTensorAllScatter"(%742) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %931 = "tf.DTensorAllScatter"(%744) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %932 = "tf.DTensorAllScatter"(%746) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %933 = "tf.DTensorAllScatter"(%748) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %934 = "tf.DTensorAllScatter"(%750) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %935 = "tf.DTensorAllScatter"(%752) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %936 = "tf.DTensorAllScatter"(%754) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %937 = "tf.DTensorAllScatter"(%756) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<4x32x256xf32>
      %938 = "tf.DTensorAllScatter"(%758) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %939 = "tf.DTensorAllScatter"(%760) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %940 = "tf.DTensorAllScatter"(%762) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %941 = "tf.DTensorAllScatter"(%764) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %942 = "tf.DTensorAllScatter"(%766) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>) -> tensor<8192x256xf32>
      %943 = "tf.DTensorAllScatter"(%768) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>) -> tensor<8192x256xf32>
      %944 = "tf.DTensorAllScatter"(%770) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %945 = "tf.DTensorAllScatter"(%772) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %946 = "tf.DTensorAllScatter"(%774) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %947 = "tf.DTensorAllScatter"(%776) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %948 = "tf.DTensorAllScatter"(%778) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x4x32xf32>
      %949 = "tf.DTensorAllScatter"(%780) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %950 = "tf.DTensorAllScatter"(%782) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %951 = "tf.DTensorAllScatter"(%784) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %952 = "tf.DTensorAllScatter"(%786) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %953 = "tf.DTensorAllScatter"(%788) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %954 = "tf.DTensorAllScatter"(%790) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %955 = "tf.DTensorAllScatter"(%792) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %956 = "tf.DTensorAllScatter"(%794) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x512xf32>
      %957 = "tf.DTensorAllScatter"(%796) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<512xf32>
      %958 = "tf.Identity"(%866) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %959 = "tf.Identity"(%867) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %960 = "tf.Identity"(%868) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %961 = "tf.Identity"(%869) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %962 = "tf.Identity"(%870) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %963 = "tf.Identity"(%871) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %964 = "tf.Identity"(%872) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %965 = "tf.Identity"(%873) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %966 = "tf.Identity"(%874) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %967 = "tf.Identity"(%875) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %968 = "tf.Identity"(%876) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %969 = "tf.Identity"(%877) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %970 = "tf.Identity"(%878) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %971 = "tf.Identity"(%879) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %972 = "tf.Identity"(%880) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %973 = "tf.Identity"(%881) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %974 = "tf.Identity"(%882) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %975 = "tf.Identity"(%883) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %976 = "tf.Identity"(%884) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192xf32>) -> tensor<8192xf32>
      %977 = "tf.Identity"(%885) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192xf32>) -> tensor<8192xf32>
      %978 = "tf.Identity"(%886) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
      %979 = "tf.Identity"(%887) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
      %980 = "tf.Identity"(%888) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192x256xf32>) -> tensor<8192x256xf32>
      %981 = "tf.Identity"(%889) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %982 = "tf.Identity"(%890) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %983 = "tf.Identity"(%891) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %984 = "tf.Identity"(%892) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %985 = "tf.Identity"(%893) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %986 = "tf.Identity"(%894) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %987 = "tf.Identity"(%895) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %988 = "tf.Identity"(%896) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %989 = "tf.Identity"(%897) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %990 = "tf.Identity"(%898) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %991 = "tf.Identity"(%899) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %992 = "tf.Identity"(%900) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %993 = "tf.Identity"(%901) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %994 = "tf.Identity"(%902) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
      %995 = "tf.Identity"(%903) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %996 = "tf.Identity"(%904) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %997 = "tf.Identity"(%905) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192xf32>) -> tensor<8192xf32>
      %998 = "tf.Identity"(%906) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
      %999 = "tf.Identity"(%907) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1000 = "tf.Identity"(%908) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1001 = "tf.Identity"(%909) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1002 = "tf.Identity"(%910) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1003 = "tf.Identity"(%911) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1004 = "tf.Identity"(%912) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1005 = "tf.Identity"(%913) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1006 = "tf.Identity"(%914) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1007 = "tf.Identity"(%915) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1008 = "tf.Identity"(%916) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1009 = "tf.Identity"(%917) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1010 = "tf.Identity"(%918) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1011 = "tf.Identity"(%919) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1012 = "tf.Identity"(%920) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1013 = "tf.Identity"(%921) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1014 = "tf.Identity"(%922) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1015 = "tf.Identity"(%923) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1016 = "tf.Identity"(%924) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1017 = "tf.Identity"(%925) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1018 = "tf.Identity"(%926) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1019 = "tf.Identity"(%927) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1020 = "tf.Identity"(%928) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1021 = "tf.Identity"(%929) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1022 = "tf.Identity"(%930) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1023 = "tf.Identity"(%931) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1024 = "tf.Identity"(%932) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1025 = "tf.Identity"(%933) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1026 = "tf.Identity"(%934) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1027 = "tf.Identity"(%935) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1028 = "tf.Identity"(%936) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1029 = "tf.Identity"(%937) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      %1030 = "tf.Identity"(%938) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1031 = "tf.Identity"(%939) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1032 = "tf.Identity"(%940) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1033 = "tf.Identity"(%941) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1034 = "tf.Identity"(%942) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192x256xf32>) -> tensor<8192x256xf32>
      %1035 = "tf.Identity"(%943) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192x256xf32>) -> tensor<8192x256xf32>
      %1036 = "tf.Identity"(%944) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %1037 = "tf.Identity"(%945) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %1038 = "tf.Identity"(%946) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %1039 = "tf.Identity"(%947) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %1040 = "tf.Identity"(%948) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
      %1041 = "tf.Identity"(%949) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %1042 = "tf.Identity"(%950) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %1043 = "tf.Identity"(%951) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %1044 = "tf.Identity"(%952) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %1045 = "tf.Identity"(%953) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %1046 = "tf.Identity"(%954) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      %1047 = "tf.Identity"(%955) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %1048 = "tf.Identity"(%956) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
      %1049 = "tf.Identity"(%957) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
      tf_device.return {_global_shape = [], _layout = []} %958, %959, %960, %961, %962, %800, %801, %963, %964, %802, %803, %965, %966, %967, %804, %805, %968, %969, %806, %807, %970, %971, %808, %809, %972, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %973, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %974, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %975, %840, %841, %842, %843, %976, %977, %978, %979, %980, %981, %982, %983, %984, %985, %986, %987, %988, %989, %844, %990, %845, %991, %846, %992, %993, %847, %994, %848, %849, %850, %851, %852, %853, %854, %995, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %865 : tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<i64>, tensor<f32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<256x8192xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x4x32xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x4x32xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>
    }) {_global_shape = [#tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<8x32x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<32x256>, #tf_type.shape<32x256>, #tf_type.shape<16384>, #tf_type.shape<16384>, #tf_type.shape<256x16384>, #tf_type.shape<256x16384>, #tf_type.shape<16384x256>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<256x8x32>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<8x32x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<16384>, #tf_type.shape<256x16384>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<16384x256>, #tf_type.shape<16384x256>, #tf_type.shape<1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x8x32>, #tf_type.shape<1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<1024>], _mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> (tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<i64>, tensor<f32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<256x8192xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x4x32xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x4x32xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>)
    return %0#0, %0#1, %0#70, %0#81, %0#92, %0#103, %0#114, %0#125, %0#136, %0#147, %0#2, %0#13, %0#24, %0#35, %0#46, %0#57, %0#66, %0#67, %0#68, %0#69, %0#71, %0#72, %0#73, %0#74, %0#75, %0#76, %0#77, %0#78, %0#79, %0#80, %0#82, %0#83, %0#84, %0#85, %0#86, %0#87, %0#88, %0#89, %0#90, %0#91, %0#93, %0#94, %0#95, %0#96, %0#97, %0#98, %0#99, %0#100, %0#101, %0#102, %0#104, %0#105, %0#106, %0#107, %0#108, %0#109, %0#110, %0#111, %0#112, %0#113, %0#115, %0#116, %0#117, %0#118, %0#119, %0#120, %0#121, %0#122, %0#123, %0#124, %0#126, %0#127, %0#128, %0#129, %0#130, %0#131, %0#132, %0#133, %0#134, %0#135, %0#137, %0#138, %0#139, %0#140, %0#141, %0#142, %0#143, %0#144, %0#145, %0#146, %0#148, %0#149, %0#150, %0#151, %0#152, %0#153, %0#154, %0#155, %0#156, %0#157, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56, %0#58, %0#59, %0#60, %0#61, %0#62, %0#63, %0#64, %0#65 : tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<256x8192xf32>
  }
}


