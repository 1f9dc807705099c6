// -----// IR Dump After DTensorClusterFunctionConversion (dtensor-cluster-function-conversion) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_14923043483660936942_15017765737352850859", dtensor.eager_operation_name = "__inference_reduce_12549", tf._default_mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32> {tf._global_shape = #tf_type.shape<>}, %arg1: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<1x1x16384x256xf32> {tf._global_shape = #tf_type.shape<2x2x16384x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<1x1x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<1x1x16384xf32> {tf._global_shape = #tf_type.shape<2x2x16384>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<1x1x256x16384xf32> {tf._global_shape = #tf_type.shape<2x2x256x16384>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<1x1x8x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x8x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<1x1x256x8x32xf32> {tf._global_shape = #tf_type.shape<2x2x256x8x32>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<1x1x16384x256xf32> {tf._global_shape = #tf_type.shape<2x2x16384x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<1x1x16384x256xf32> {tf._global_shape = #tf_type.shape<2x2x16384x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<1x1x1024xf32> {tf._global_shape = #tf_type.shape<2x2x1024>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<1x1x256x1024xf32> {tf._global_shape = #tf_type.shape<2x2x256x1024>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<1x1x1024x256xf32> {tf._global_shape = #tf_type.shape<2x2x1024x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<1x1xi64> {tf._global_shape = #tf_type.shape<2x2>, tf._layout = "sharding_specs:batch,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<1x1xf32> {tf._global_shape = #tf_type.shape<2x2>, tf._layout = "sharding_specs:batch,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<1x1x256xf32> {tf._global_shape = #tf_type.shape<2x2x256>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<1x1x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<1x1x32x256xf32> {tf._global_shape = #tf_type.shape<2x2x32x256>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<1x1x16384xf32> {tf._global_shape = #tf_type.shape<2x2x16384>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<1x1x16384xf32> {tf._global_shape = #tf_type.shape<2x2x16384>, tf._layout = "sharding_specs:batch,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<1x1x256x16384xf32> {tf._global_shape = #tf_type.shape<2x2x256x16384>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<1x1x256x16384xf32> {tf._global_shape = #tf_type.shape<2x2x256x16384>, tf._layout = "sharding_specs:batch,model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> (tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8192x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<8192xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x8192xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<4x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x4x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8192x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<8192x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<512xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x512xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<512x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<i64> {tf._global_shape = #tf_type.shape<>}, tensor<f32> {tf._global_shape = #tf_type.shape<>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<8192xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<8192xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x8192xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<256x8192xf32> {tf._global_shape = #tf_type.shape<256x16384>}) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157", outputs = "op_output_0,op_output_1,op_output_2,op_output_3,op_output_4,op_output_5,op_output_6,op_output_7,op_output_8,op_output_9,op_output_10,op_output_11,op_output_12,op_output_13,op_output_14,op_output_15,op_output_16,op_output_17,op_output_18,op_output_19,op_output_20,op_output_21,op_output_22,op_output_23,op_output_24,op_output_25,op_output_26,op_output_27,op_output_28,op_output_29,op_output_30,op_output_31,op_output_32,op_output_33,op_output_34,op_output_35,op_output_36,op_output_37,op_output_38,op_output_39,op_output_40,op_output_41,op_output_42,op_output_43,op_output_44,op_output_45,op_output_46,op_output_47,op_output_48,op_output_49,op_output_50,op_output_51,op_output_52,op_output_53,op_output_54,op_output_55,op_output_56,op_output_57,op_output_58,op_output_59,op_output_60,op_output_61,op_output_62,op_output_63,op_output_64,op_output_65,op_output_66,op_output_67,op_output_68,op_output_69,op_output_70,op_output_71,op_output_72,op_output_73,op_output_74,op_output_75,op_output_76,op_output_77,op_output_78,op_output_79,op_output_80,op_output_81,op_output_82,op_output_83,op_output_84,op_output_85,op_output_86,op_output_87,op_output_88,op_output_89,op_output_90,op_output_91,op_output_92,op_output_93,op_output_94,op_output_95,op_output_96,op_output_97,op_output_98,op_output_99,op_output_100,op_output_101,op_output_102,op_output_103,op_output_104,op_output_105,op_output_106,op_output_107,op_output_108,op_output_109,op_output_110,op_output_111,op_output_112,op_output_113,op_output_114,op_output_115,op_output_116,op_output_117,op_output_118,op_output_119,op_output_120,op_output_121,op_output_122,op_output_123,op_output_124,op_output_125,op_output_126,op_output_127,op_output_128,op_output_129,op_output_130,op_output_131,op_output_132,op_output_133,op_output_134,op_output_135,op_output_136,op_output_137,op_output_138,op_output_139,op_output_140,op_output_141,op_output_142,op_output_143,op_output_144,op_output_145,op_output_146,op_output_147,op_output_148,op_output_149,op_output_150,op_output_151,op_output_152,op_output_153,op_output_154,op_output_155,op_output_156,op_output_157"}} {
    %0:158 = "tf.StatefulPartitionedCall"(%arg0, %arg1, %arg2, %arg11, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg12, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117, %arg118, %arg119, %arg120, %arg13, %arg121, %arg122, %arg123, %arg124, %arg125, %arg126, %arg127, %arg128, %arg129, %arg130, %arg14, %arg131, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %arg139, %arg140, %arg15, %arg141, %arg142, %arg143, %arg144, %arg145, %arg146, %arg147, %arg148, %arg149, %arg150, %arg16, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %arg157, %arg158, %arg17, %arg18, %arg19, %arg20, %arg3, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg4, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg5, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg6, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg7, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg8, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg9, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89, %arg90, %arg10, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100) <{config = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", config_proto = "", executor_type = "", f = @_func}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", "sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], _mesh = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : (tensor<i32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1xi64>, tensor<1x1xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x32x256xf32>, tensor<1x1x32x256xf32>, tensor<1x1x16384xf32>, tensor<1x1x16384xf32>, tensor<1x1x256x16384xf32>, tensor<1x1x256x16384xf32>, tensor<1x1x16384x256xf32>, tensor<1x1x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x256xf32>, tensor<1x1x1024x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x256xf32>, tensor<1x1x32x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x16384xf32>, tensor<1x1x256x16384xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x8x32x256xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x16384x256xf32>, tensor<1x1x16384x256xf32>, tensor<1x1x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x256x8x32xf32>, tensor<1x1x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x256x1024xf32>, tensor<1x1x1024xf32>, tensor<1x1x1024xf32>) -> (tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<i64>, tensor<f32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<256x8192xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x4x32xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x4x32xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>)
    return %0#0, %0#1, %0#70, %0#81, %0#92, %0#103, %0#114, %0#125, %0#136, %0#147, %0#2, %0#13, %0#24, %0#35, %0#46, %0#57, %0#66, %0#67, %0#68, %0#69, %0#71, %0#72, %0#73, %0#74, %0#75, %0#76, %0#77, %0#78, %0#79, %0#80, %0#82, %0#83, %0#84, %0#85, %0#86, %0#87, %0#88, %0#89, %0#90, %0#91, %0#93, %0#94, %0#95, %0#96, %0#97, %0#98, %0#99, %0#100, %0#101, %0#102, %0#104, %0#105, %0#106, %0#107, %0#108, %0#109, %0#110, %0#111, %0#112, %0#113, %0#115, %0#116, %0#117, %0#118, %0#119, %0#120, %0#121, %0#122, %0#123, %0#124, %0#126, %0#127, %0#128, %0#129, %0#130, %0#131, %0#132, %0#133, %0#134, %0#135, %0#137, %0#138, %0#139, %0#140, %0#141, %0#142, %0#143, %0#144, %0#145, %0#146, %0#148, %0#149, %0#150, %0#151, %0#152, %0#153, %0#154, %0#155, %0#156, %0#157, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56, %0#58, %0#59, %0#60, %0#61, %0#62, %0#63, %0#64, %0#65 : tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<256x8192xf32>
  }
  func.func private @_func(%arg0: tensor<i32>, %arg1: tensor<1x1x8x32x256xf32>, %arg2: tensor<1x1x256x8x32xf32>, %arg3: tensor<1x1x256x8x32xf32>, %arg4: tensor<1x1x256x1024xf32>, %arg5: tensor<1x1x256x1024xf32>, %arg6: tensor<1x1x256xf32>, %arg7: tensor<1x1x256xf32>, %arg8: tensor<1x1x1024x256xf32>, %arg9: tensor<1x1x1024x256xf32>, %arg10: tensor<1x1x256xf32>, %arg11: tensor<1x1x256xf32>, %arg12: tensor<1x1x1024x256xf32>, %arg13: tensor<1x1x1024x256xf32>, %arg14: tensor<1x1x256x8x32xf32>, %arg15: tensor<1x1x256xf32>, %arg16: tensor<1x1x256xf32>, %arg17: tensor<1x1x1024x256xf32>, %arg18: tensor<1x1x1024x256xf32>, %arg19: tensor<1x1x256xf32>, %arg20: tensor<1x1x256xf32>, %arg21: tensor<1x1x1024x256xf32>, %arg22: tensor<1x1x1024x256xf32>, %arg23: tensor<1x1xi64>, %arg24: tensor<1x1xf32>, %arg25: tensor<1x1x8x32x256xf32>, %arg26: tensor<1x1x256xf32>, %arg27: tensor<1x1x256xf32>, %arg28: tensor<1x1x256xf32>, %arg29: tensor<1x1x256xf32>, %arg30: tensor<1x1x256xf32>, %arg31: tensor<1x1x256xf32>, %arg32: tensor<1x1x256xf32>, %arg33: tensor<1x1x256xf32>, %arg34: tensor<1x1x256xf32>, %arg35: tensor<1x1x256xf32>, %arg36: tensor<1x1x256x8x32xf32>, %arg37: tensor<1x1x256xf32>, %arg38: tensor<1x1x256xf32>, %arg39: tensor<1x1x256xf32>, %arg40: tensor<1x1x256xf32>, %arg41: tensor<1x1x256xf32>, %arg42: tensor<1x1x256xf32>, %arg43: tensor<1x1x256xf32>, %arg44: tensor<1x1x256xf32>, %arg45: tensor<1x1x256xf32>, %arg46: tensor<1x1x256xf32>, %arg47: tensor<1x1x256x8x32xf32>, %arg48: tensor<1x1x256xf32>, %arg49: tensor<1x1x256xf32>, %arg50: tensor<1x1x256xf32>, %arg51: tensor<1x1x256xf32>, %arg52: tensor<1x1x256xf32>, %arg53: tensor<1x1x256xf32>, %arg54: tensor<1x1x256xf32>, %arg55: tensor<1x1x256xf32>, %arg56: tensor<1x1x256xf32>, %arg57: tensor<1x1x256xf32>, %arg58: tensor<1x1x256x8x32xf32>, %arg59: tensor<1x1x256xf32>, %arg60: tensor<1x1x256xf32>, %arg61: tensor<1x1x32x256xf32>, %arg62: tensor<1x1x32x256xf32>, %arg63: tensor<1x1x16384xf32>, %arg64: tensor<1x1x16384xf32>, %arg65: tensor<1x1x256x16384xf32>, %arg66: tensor<1x1x256x16384xf32>, %arg67: tensor<1x1x16384x256xf32>, %arg68: tensor<1x1x1024xf32>, %arg69: tensor<1x1x256x1024xf32>, %arg70: tensor<1x1x1024xf32>, %arg71: tensor<1x1x256x8x32xf32>, %arg72: tensor<1x1x256x1024xf32>, %arg73: tensor<1x1x1024xf32>, %arg74: tensor<1x1x256x1024xf32>, %arg75: tensor<1x1x1024xf32>, %arg76: tensor<1x1x256x1024xf32>, %arg77: tensor<1x1x256xf32>, %arg78: tensor<1x1x1024x256xf32>, %arg79: tensor<1x1x256xf32>, %arg80: tensor<1x1x1024x256xf32>, %arg81: tensor<1x1x256xf32>, %arg82: tensor<1x1x256x8x32xf32>, %arg83: tensor<1x1x1024x256xf32>, %arg84: tensor<1x1x256xf32>, %arg85: tensor<1x1x1024x256xf32>, %arg86: tensor<1x1x256xf32>, %arg87: tensor<1x1x256xf32>, %arg88: tensor<1x1x256xf32>, %arg89: tensor<1x1x256xf32>, %arg90: tensor<1x1x256xf32>, %arg91: tensor<1x1x256xf32>, %arg92: tensor<1x1x256xf32>, %arg93: tensor<1x1x8x32x256xf32>, %arg94: tensor<1x1x256xf32>, %arg95: tensor<1x1x256xf32>, %arg96: tensor<1x1x256xf32>, %arg97: tensor<1x1x256xf32>, %arg98: tensor<1x1x256xf32>, %arg99: tensor<1x1x256xf32>, %arg100: tensor<1x1x256xf32>, %arg101: tensor<1x1x256xf32>, %arg102: tensor<1x1x256xf32>, %arg103: tensor<1x1x32x256xf32>, %arg104: tensor<1x1x256x8x32xf32>, %arg105: tensor<1x1x16384xf32>, %arg106: tensor<1x1x256x16384xf32>, %arg107: tensor<1x1x8x32x256xf32>, %arg108: tensor<1x1x8x32x256xf32>, %arg109: tensor<1x1x256x8x32xf32>, %arg110: tensor<1x1x256x8x32xf32>, %arg111: tensor<1x1x256x8x32xf32>, %arg112: tensor<1x1x256x8x32xf32>, %arg113: tensor<1x1x256x8x32xf32>, %arg114: tensor<1x1x256x8x32xf32>, %arg115: tensor<1x1x256x8x32xf32>, %arg116: tensor<1x1x8x32x256xf32>, %arg117: tensor<1x1x8x32x256xf32>, %arg118: tensor<1x1x256x8x32xf32>, %arg119: tensor<1x1x256x8x32xf32>, %arg120: tensor<1x1x256x8x32xf32>, %arg121: tensor<1x1x256x8x32xf32>, %arg122: tensor<1x1x256x8x32xf32>, %arg123: tensor<1x1x256x8x32xf32>, %arg124: tensor<1x1x8x32x256xf32>, %arg125: tensor<1x1x8x32x256xf32>, %arg126: tensor<1x1x256x8x32xf32>, %arg127: tensor<1x1x256x8x32xf32>, %arg128: tensor<1x1x256x8x32xf32>, %arg129: tensor<1x1x256x8x32xf32>, %arg130: tensor<1x1x256x8x32xf32>, %arg131: tensor<1x1x256x8x32xf32>, %arg132: tensor<1x1x256x8x32xf32>, %arg133: tensor<1x1x8x32x256xf32>, %arg134: tensor<1x1x8x32x256xf32>, %arg135: tensor<1x1x256x8x32xf32>, %arg136: tensor<1x1x256x8x32xf32>, %arg137: tensor<1x1x8x32x256xf32>, %arg138: tensor<1x1x256x8x32xf32>, %arg139: tensor<1x1x256x8x32xf32>, %arg140: tensor<1x1x256x8x32xf32>, %arg141: tensor<1x1x256x8x32xf32>, %arg142: tensor<1x1x16384x256xf32>, %arg143: tensor<1x1x16384x256xf32>, %arg144: tensor<1x1x1024xf32>, %arg145: tensor<1x1x1024xf32>, %arg146: tensor<1x1x256x1024xf32>, %arg147: tensor<1x1x256x1024xf32>, %arg148: tensor<1x1x256x8x32xf32>, %arg149: tensor<1x1x1024xf32>, %arg150: tensor<1x1x1024xf32>, %arg151: tensor<1x1x256x1024xf32>, %arg152: tensor<1x1x256x1024xf32>, %arg153: tensor<1x1x1024xf32>, %arg154: tensor<1x1x1024xf32>, %arg155: tensor<1x1x256x1024xf32>, %arg156: tensor<1x1x256x1024xf32>, %arg157: tensor<1x1x1024xf32>, %arg158: tensor<1x1x1024xf32>) -> (tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<i64>, tensor<f32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<256x8192xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x4x32xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x4x32xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>) {
    %cst = "tf.Const"() <{value = dense<2> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %cst_0 = "tf.Const"() <{value = dense<[2, 1]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %0 = "tf.Div"(%arg0, %cst_0) : (tensor<i32>, tensor<2xi32>) -> tensor<2xi32>
    %1 = "tf.FloorMod"(%0, %cst) {_mesh_coordinates = "|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : (tensor<2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %cst_1 = "tf.Const"() <{value = dense<[0, 1]> : tensor<2xi32>}> {_global_shape = [#tf_type.shape<2>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : () -> tensor<2xi32>
    %2 = "tf.Sum"(%arg1, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %cst_2 = "tf.Const"() <{value = dense<[[0, 1, 2, 3]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %3 = "tf.Sum"(%arg2, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %4 = "tf.Sum"(%arg3, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %5 = "tf.Sum"(%arg4, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %6 = "tf.Sum"(%arg5, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %7 = "tf.Sum"(%arg6, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %8 = "tf.Sum"(%arg7, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %9 = "tf.Sum"(%arg8, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %10 = "tf.Sum"(%arg9, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %11 = "tf.Sum"(%arg10, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %12 = "tf.Sum"(%arg11, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %13 = "tf.Sum"(%arg12, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %14 = "tf.Sum"(%arg13, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %15 = "tf.Sum"(%arg14, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %16 = "tf.Sum"(%arg15, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %17 = "tf.Sum"(%arg16, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %18 = "tf.Sum"(%arg17, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %19 = "tf.Sum"(%arg18, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %20 = "tf.Sum"(%arg19, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %21 = "tf.Sum"(%arg20, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %22 = "tf.Sum"(%arg21, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %23 = "tf.Sum"(%arg22, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %24 = "tf.Sum"(%arg23, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1x1xi64>, tensor<2xi32>) -> tensor<i64>
    %cst_3 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "tf.Reshape"(%arg0, %cst_3) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_4 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %26 = "tf.Sub"(%25, %cst_4) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_6 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %27 = "tf.Slice"(%cst_5, %26, %cst_6) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_7 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %28 = "tf.Reshape"(%27, %cst_7) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_8 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_9 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %29 = "tf.CollectiveReduceV2"(%24, %cst_9, %28, %cst_8) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<i64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i64>
    %30 = "tf.Sum"(%arg24, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1x1xf32>, tensor<2xi32>) -> tensor<f32>
    %31 = "tf.Sum"(%arg25, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %32 = "tf.Sum"(%arg26, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %33 = "tf.Sum"(%arg27, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %34 = "tf.Sum"(%arg28, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %35 = "tf.Sum"(%arg29, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %36 = "tf.Sum"(%arg30, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %37 = "tf.Sum"(%arg31, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %38 = "tf.Sum"(%arg32, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %39 = "tf.Sum"(%arg33, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %40 = "tf.Sum"(%arg34, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %41 = "tf.Sum"(%arg35, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %42 = "tf.Sum"(%arg36, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %43 = "tf.Sum"(%arg37, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %44 = "tf.Sum"(%arg38, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %45 = "tf.Sum"(%arg39, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %46 = "tf.Sum"(%arg40, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %47 = "tf.Sum"(%arg41, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %48 = "tf.Sum"(%arg42, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %49 = "tf.Sum"(%arg43, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %50 = "tf.Sum"(%arg44, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %51 = "tf.Sum"(%arg45, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %52 = "tf.Sum"(%arg46, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %53 = "tf.Sum"(%arg47, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %54 = "tf.Sum"(%arg48, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %55 = "tf.Sum"(%arg49, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %56 = "tf.Sum"(%arg50, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %57 = "tf.Sum"(%arg51, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %58 = "tf.Sum"(%arg52, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %59 = "tf.Sum"(%arg53, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %60 = "tf.Sum"(%arg54, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %61 = "tf.Sum"(%arg55, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %62 = "tf.Sum"(%arg56, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %63 = "tf.Sum"(%arg57, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %64 = "tf.Sum"(%arg58, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %65 = "tf.Sum"(%arg59, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %66 = "tf.Sum"(%arg60, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %67 = "tf.Sum"(%arg61, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %68 = "tf.Sum"(%arg62, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %69 = "tf.Sum"(%arg63, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x1x16384xf32>, tensor<2xi32>) -> tensor<16384xf32>
    %70 = "tf.Sum"(%arg64, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x1x16384xf32>, tensor<2xi32>) -> tensor<16384xf32>
    %71 = "tf.Sum"(%arg65, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x1x256x16384xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %72 = "tf.Sum"(%arg66, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x1x256x16384xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %73 = "tf.Sum"(%arg67, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x1x16384x256xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %74 = "tf.Sum"(%arg68, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %75 = "tf.Sum"(%arg69, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %76 = "tf.Sum"(%arg70, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %77 = "tf.Sum"(%arg71, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %78 = "tf.Sum"(%arg72, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %79 = "tf.Sum"(%arg73, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %80 = "tf.Sum"(%arg74, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %81 = "tf.Sum"(%arg75, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %82 = "tf.Sum"(%arg76, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %83 = "tf.Sum"(%arg77, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %84 = "tf.Sum"(%arg78, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %85 = "tf.Sum"(%arg79, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %86 = "tf.Sum"(%arg80, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %87 = "tf.Sum"(%arg81, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %88 = "tf.Sum"(%arg82, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %89 = "tf.Sum"(%arg83, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %90 = "tf.Sum"(%arg84, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %91 = "tf.Sum"(%arg85, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1x1024x256xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %92 = "tf.Sum"(%arg86, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %93 = "tf.Sum"(%arg87, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %94 = "tf.Sum"(%arg88, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %95 = "tf.Sum"(%arg89, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %96 = "tf.Sum"(%arg90, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %97 = "tf.Sum"(%arg91, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %98 = "tf.Sum"(%arg92, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %99 = "tf.Sum"(%arg93, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %100 = "tf.Sum"(%arg94, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %101 = "tf.Sum"(%arg95, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %102 = "tf.Sum"(%arg96, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %103 = "tf.Sum"(%arg97, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %104 = "tf.Sum"(%arg98, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %105 = "tf.Sum"(%arg99, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %106 = "tf.Sum"(%arg100, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %107 = "tf.Sum"(%arg101, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %108 = "tf.Sum"(%arg102, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x1x256xf32>, tensor<2xi32>) -> tensor<256xf32>
    %109 = "tf.Sum"(%arg103, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x1x32x256xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %110 = "tf.Sum"(%arg104, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %111 = "tf.Sum"(%arg105, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x1x16384xf32>, tensor<2xi32>) -> tensor<16384xf32>
    %112 = "tf.Sum"(%arg106, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x1x256x16384xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %113 = "tf.Sum"(%arg107, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %114 = "tf.Sum"(%arg108, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %115 = "tf.Sum"(%arg109, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %116 = "tf.Sum"(%arg110, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %117 = "tf.Sum"(%arg111, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %118 = "tf.Sum"(%arg112, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %119 = "tf.Sum"(%arg113, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %120 = "tf.Sum"(%arg114, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %121 = "tf.Sum"(%arg115, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %122 = "tf.Sum"(%arg116, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %123 = "tf.Sum"(%arg117, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %124 = "tf.Sum"(%arg118, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %125 = "tf.Sum"(%arg119, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %126 = "tf.Sum"(%arg120, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %127 = "tf.Sum"(%arg121, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %128 = "tf.Sum"(%arg122, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %129 = "tf.Sum"(%arg123, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %130 = "tf.Sum"(%arg124, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %131 = "tf.Sum"(%arg125, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %132 = "tf.Sum"(%arg126, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %133 = "tf.Sum"(%arg127, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %134 = "tf.Sum"(%arg128, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %135 = "tf.Sum"(%arg129, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %136 = "tf.Sum"(%arg130, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %137 = "tf.Sum"(%arg131, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %138 = "tf.Sum"(%arg132, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %139 = "tf.Sum"(%arg133, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %140 = "tf.Sum"(%arg134, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %141 = "tf.Sum"(%arg135, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %142 = "tf.Sum"(%arg136, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %143 = "tf.Sum"(%arg137, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x1x8x32x256xf32>, tensor<2xi32>) -> tensor<8x32x256xf32>
    %144 = "tf.Sum"(%arg138, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %145 = "tf.Sum"(%arg139, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %146 = "tf.Sum"(%arg140, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %147 = "tf.Sum"(%arg141, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %148 = "tf.Sum"(%arg142, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x1x16384x256xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %149 = "tf.Sum"(%arg143, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x1x16384x256xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %150 = "tf.Sum"(%arg144, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %151 = "tf.Sum"(%arg145, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %152 = "tf.Sum"(%arg146, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %153 = "tf.Sum"(%arg147, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %154 = "tf.Sum"(%arg148, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x1x256x8x32xf32>, tensor<2xi32>) -> tensor<256x8x32xf32>
    %155 = "tf.Sum"(%arg149, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %156 = "tf.Sum"(%arg150, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %157 = "tf.Sum"(%arg151, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %158 = "tf.Sum"(%arg152, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %159 = "tf.Sum"(%arg153, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %160 = "tf.Sum"(%arg154, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %161 = "tf.Sum"(%arg155, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %162 = "tf.Sum"(%arg156, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x1x256x1024xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %163 = "tf.Sum"(%arg157, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %164 = "tf.Sum"(%arg158, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1x1024xf32>, tensor<2xi32>) -> tensor<1024xf32>
    %cst_10 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %165 = "tf.Cast"(%cst_10) <{Truncate = false}> : (tensor<i32>) -> tensor<f32>
    %cst_11 = "tf.Const"() <{value = dense<34705408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %166 = "tf.Fill"(%cst_11, %165) : (tensor<1xi32>, tensor<f32>) -> tensor<34705408xf32>
    %cst_12 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %167 = "tf.Reshape"(%2, %cst_12) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_13 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_14 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_15 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %168 = "tf.TensorStridedSliceUpdate"(%166, %cst_13, %cst_14, %cst_15, %167) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_16 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %169 = "tf.Reshape"(%3, %cst_16) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_17 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_18 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_19 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %170 = "tf.TensorStridedSliceUpdate"(%168, %cst_17, %cst_18, %cst_19, %169) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_20 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %171 = "tf.Reshape"(%4, %cst_20) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_21 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_22 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_23 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %172 = "tf.TensorStridedSliceUpdate"(%170, %cst_21, %cst_22, %cst_23, %171) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_24 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %173 = "tf.Reshape"(%5, %cst_24) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_25 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_26 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_27 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %174 = "tf.TensorStridedSliceUpdate"(%172, %cst_25, %cst_26, %cst_27, %173) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_28 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %175 = "tf.Reshape"(%6, %cst_28) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_29 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_30 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_31 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %176 = "tf.TensorStridedSliceUpdate"(%174, %cst_29, %cst_30, %cst_31, %175) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_32 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %177 = "tf.Reshape"(%7, %cst_32) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_33 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_34 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_35 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %178 = "tf.TensorStridedSliceUpdate"(%176, %cst_33, %cst_34, %cst_35, %177) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_36 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %179 = "tf.Reshape"(%8, %cst_36) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_37 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_38 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_39 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %180 = "tf.TensorStridedSliceUpdate"(%178, %cst_37, %cst_38, %cst_39, %179) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_40 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %181 = "tf.Reshape"(%9, %cst_40) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_41 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_42 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_43 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %182 = "tf.TensorStridedSliceUpdate"(%180, %cst_41, %cst_42, %cst_43, %181) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_44 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %183 = "tf.Reshape"(%10, %cst_44) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_45 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_46 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_47 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %184 = "tf.TensorStridedSliceUpdate"(%182, %cst_45, %cst_46, %cst_47, %183) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_48 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %185 = "tf.Reshape"(%11, %cst_48) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_49 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_50 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_51 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %186 = "tf.TensorStridedSliceUpdate"(%184, %cst_49, %cst_50, %cst_51, %185) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_52 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %187 = "tf.Reshape"(%12, %cst_52) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_53 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_54 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_55 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %188 = "tf.TensorStridedSliceUpdate"(%186, %cst_53, %cst_54, %cst_55, %187) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_56 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %189 = "tf.Reshape"(%13, %cst_56) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_57 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_58 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_59 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %190 = "tf.TensorStridedSliceUpdate"(%188, %cst_57, %cst_58, %cst_59, %189) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_60 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %191 = "tf.Reshape"(%14, %cst_60) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_61 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_62 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_63 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %192 = "tf.TensorStridedSliceUpdate"(%190, %cst_61, %cst_62, %cst_63, %191) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_64 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %193 = "tf.Reshape"(%15, %cst_64) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_65 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_66 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_67 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %194 = "tf.TensorStridedSliceUpdate"(%192, %cst_65, %cst_66, %cst_67, %193) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_68 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %195 = "tf.Reshape"(%16, %cst_68) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_69 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_70 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_71 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %196 = "tf.TensorStridedSliceUpdate"(%194, %cst_69, %cst_70, %cst_71, %195) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_72 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %197 = "tf.Reshape"(%17, %cst_72) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_73 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_74 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_75 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %198 = "tf.TensorStridedSliceUpdate"(%196, %cst_73, %cst_74, %cst_75, %197) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_76 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %199 = "tf.Reshape"(%18, %cst_76) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_77 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_78 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_79 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %200 = "tf.TensorStridedSliceUpdate"(%198, %cst_77, %cst_78, %cst_79, %199) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_80 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %201 = "tf.Reshape"(%19, %cst_80) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_81 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_82 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_83 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %202 = "tf.TensorStridedSliceUpdate"(%200, %cst_81, %cst_82, %cst_83, %201) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_84 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %203 = "tf.Reshape"(%20, %cst_84) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_85 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_86 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_87 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %204 = "tf.TensorStridedSliceUpdate"(%202, %cst_85, %cst_86, %cst_87, %203) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_88 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %205 = "tf.Reshape"(%21, %cst_88) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_89 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_90 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_91 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %206 = "tf.TensorStridedSliceUpdate"(%204, %cst_89, %cst_90, %cst_91, %205) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_92 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %207 = "tf.Reshape"(%22, %cst_92) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_93 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_94 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_95 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %208 = "tf.TensorStridedSliceUpdate"(%206, %cst_93, %cst_94, %cst_95, %207) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_96 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %209 = "tf.Reshape"(%23, %cst_96) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_97 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_98 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_99 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %210 = "tf.TensorStridedSliceUpdate"(%208, %cst_97, %cst_98, %cst_99, %209) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_100 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %211 = "tf.Reshape"(%30, %cst_100) : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
    %cst_101 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_102 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_103 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %212 = "tf.TensorStridedSliceUpdate"(%210, %cst_101, %cst_102, %cst_103, %211) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xf32>) -> tensor<34705408xf32>
    %cst_104 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %213 = "tf.Reshape"(%31, %cst_104) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_105 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_106 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_107 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %214 = "tf.TensorStridedSliceUpdate"(%212, %cst_105, %cst_106, %cst_107, %213) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_108 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %215 = "tf.Reshape"(%32, %cst_108) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_109 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_110 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_111 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %216 = "tf.TensorStridedSliceUpdate"(%214, %cst_109, %cst_110, %cst_111, %215) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_112 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %217 = "tf.Reshape"(%33, %cst_112) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_113 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_114 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_115 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %218 = "tf.TensorStridedSliceUpdate"(%216, %cst_113, %cst_114, %cst_115, %217) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_116 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %219 = "tf.Reshape"(%34, %cst_116) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_117 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_118 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_119 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %220 = "tf.TensorStridedSliceUpdate"(%218, %cst_117, %cst_118, %cst_119, %219) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_120 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %221 = "tf.Reshape"(%35, %cst_120) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_121 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_122 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_123 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %222 = "tf.TensorStridedSliceUpdate"(%220, %cst_121, %cst_122, %cst_123, %221) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_124 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %223 = "tf.Reshape"(%36, %cst_124) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_125 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_126 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_127 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %224 = "tf.TensorStridedSliceUpdate"(%222, %cst_125, %cst_126, %cst_127, %223) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_128 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %225 = "tf.Reshape"(%37, %cst_128) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_129 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_130 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_131 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %226 = "tf.TensorStridedSliceUpdate"(%224, %cst_129, %cst_130, %cst_131, %225) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_132 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %227 = "tf.Reshape"(%38, %cst_132) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_133 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_134 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_135 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %228 = "tf.TensorStridedSliceUpdate"(%226, %cst_133, %cst_134, %cst_135, %227) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_136 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %229 = "tf.Reshape"(%39, %cst_136) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_137 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_138 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_139 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %230 = "tf.TensorStridedSliceUpdate"(%228, %cst_137, %cst_138, %cst_139, %229) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_140 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %231 = "tf.Reshape"(%40, %cst_140) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_141 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_142 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_143 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %232 = "tf.TensorStridedSliceUpdate"(%230, %cst_141, %cst_142, %cst_143, %231) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_144 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %233 = "tf.Reshape"(%41, %cst_144) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_145 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_146 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_147 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %234 = "tf.TensorStridedSliceUpdate"(%232, %cst_145, %cst_146, %cst_147, %233) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_148 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %235 = "tf.Reshape"(%42, %cst_148) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_149 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_150 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_151 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %236 = "tf.TensorStridedSliceUpdate"(%234, %cst_149, %cst_150, %cst_151, %235) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_152 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %237 = "tf.Reshape"(%43, %cst_152) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_153 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_154 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_155 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %238 = "tf.TensorStridedSliceUpdate"(%236, %cst_153, %cst_154, %cst_155, %237) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_156 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %239 = "tf.Reshape"(%44, %cst_156) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_157 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_158 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_159 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %240 = "tf.TensorStridedSliceUpdate"(%238, %cst_157, %cst_158, %cst_159, %239) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_160 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %241 = "tf.Reshape"(%45, %cst_160) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_161 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_162 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_163 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %242 = "tf.TensorStridedSliceUpdate"(%240, %cst_161, %cst_162, %cst_163, %241) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_164 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %243 = "tf.Reshape"(%46, %cst_164) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_165 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_166 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_167 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %244 = "tf.TensorStridedSliceUpdate"(%242, %cst_165, %cst_166, %cst_167, %243) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_168 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %245 = "tf.Reshape"(%47, %cst_168) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_169 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_170 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_171 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %246 = "tf.TensorStridedSliceUpdate"(%244, %cst_169, %cst_170, %cst_171, %245) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_172 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %247 = "tf.Reshape"(%48, %cst_172) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_173 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_174 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_175 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %248 = "tf.TensorStridedSliceUpdate"(%246, %cst_173, %cst_174, %cst_175, %247) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_176 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %249 = "tf.Reshape"(%49, %cst_176) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_177 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_178 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_179 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %250 = "tf.TensorStridedSliceUpdate"(%248, %cst_177, %cst_178, %cst_179, %249) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_180 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %251 = "tf.Reshape"(%50, %cst_180) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_181 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_182 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_183 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %252 = "tf.TensorStridedSliceUpdate"(%250, %cst_181, %cst_182, %cst_183, %251) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_184 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %253 = "tf.Reshape"(%51, %cst_184) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_185 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_186 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_187 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %254 = "tf.TensorStridedSliceUpdate"(%252, %cst_185, %cst_186, %cst_187, %253) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_188 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %255 = "tf.Reshape"(%52, %cst_188) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_189 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_190 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_191 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %256 = "tf.TensorStridedSliceUpdate"(%254, %cst_189, %cst_190, %cst_191, %255) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_192 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %257 = "tf.Reshape"(%53, %cst_192) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_193 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_194 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_195 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %258 = "tf.TensorStridedSliceUpdate"(%256, %cst_193, %cst_194, %cst_195, %257) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_196 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %259 = "tf.Reshape"(%54, %cst_196) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_197 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_198 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_199 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %260 = "tf.TensorStridedSliceUpdate"(%258, %cst_197, %cst_198, %cst_199, %259) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_200 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %261 = "tf.Reshape"(%55, %cst_200) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_201 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_202 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_203 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %262 = "tf.TensorStridedSliceUpdate"(%260, %cst_201, %cst_202, %cst_203, %261) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_204 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %263 = "tf.Reshape"(%56, %cst_204) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_205 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_206 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_207 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %264 = "tf.TensorStridedSliceUpdate"(%262, %cst_205, %cst_206, %cst_207, %263) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_208 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %265 = "tf.Reshape"(%57, %cst_208) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_209 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_210 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_211 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %266 = "tf.TensorStridedSliceUpdate"(%264, %cst_209, %cst_210, %cst_211, %265) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_212 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %267 = "tf.Reshape"(%58, %cst_212) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_213 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_214 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_215 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %268 = "tf.TensorStridedSliceUpdate"(%266, %cst_213, %cst_214, %cst_215, %267) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_216 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %269 = "tf.Reshape"(%59, %cst_216) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_217 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_218 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_219 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %270 = "tf.TensorStridedSliceUpdate"(%268, %cst_217, %cst_218, %cst_219, %269) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_220 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %271 = "tf.Reshape"(%60, %cst_220) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_221 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_222 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_223 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %272 = "tf.TensorStridedSliceUpdate"(%270, %cst_221, %cst_222, %cst_223, %271) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_224 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %273 = "tf.Reshape"(%61, %cst_224) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_225 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_226 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_227 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %274 = "tf.TensorStridedSliceUpdate"(%272, %cst_225, %cst_226, %cst_227, %273) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_228 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %275 = "tf.Reshape"(%62, %cst_228) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_229 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_230 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_231 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %276 = "tf.TensorStridedSliceUpdate"(%274, %cst_229, %cst_230, %cst_231, %275) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_232 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %277 = "tf.Reshape"(%63, %cst_232) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_233 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_234 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_235 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %278 = "tf.TensorStridedSliceUpdate"(%276, %cst_233, %cst_234, %cst_235, %277) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_236 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %279 = "tf.Reshape"(%64, %cst_236) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_237 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_238 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_239 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %280 = "tf.TensorStridedSliceUpdate"(%278, %cst_237, %cst_238, %cst_239, %279) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_240 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %281 = "tf.Reshape"(%65, %cst_240) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_241 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_242 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_243 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %282 = "tf.TensorStridedSliceUpdate"(%280, %cst_241, %cst_242, %cst_243, %281) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_244 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %283 = "tf.Reshape"(%66, %cst_244) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_245 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_246 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_247 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %284 = "tf.TensorStridedSliceUpdate"(%282, %cst_245, %cst_246, %cst_247, %283) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_248 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %285 = "tf.Reshape"(%67, %cst_248) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_249 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_250 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_251 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %286 = "tf.TensorStridedSliceUpdate"(%284, %cst_249, %cst_250, %cst_251, %285) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
    %cst_252 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %287 = "tf.Reshape"(%68, %cst_252) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_253 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_254 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_255 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %288 = "tf.TensorStridedSliceUpdate"(%286, %cst_253, %cst_254, %cst_255, %287) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
    %cst_256 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %289 = "tf.Reshape"(%69, %cst_256) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_257 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_258 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_259 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %290 = "tf.TensorStridedSliceUpdate"(%288, %cst_257, %cst_258, %cst_259, %289) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
    %cst_260 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %291 = "tf.Reshape"(%70, %cst_260) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_261 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_262 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_263 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %292 = "tf.TensorStridedSliceUpdate"(%290, %cst_261, %cst_262, %cst_263, %291) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
    %cst_264 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %293 = "tf.Reshape"(%71, %cst_264) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_265 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_266 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_267 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %294 = "tf.TensorStridedSliceUpdate"(%292, %cst_265, %cst_266, %cst_267, %293) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_268 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %295 = "tf.Reshape"(%72, %cst_268) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_269 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_270 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_271 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %296 = "tf.TensorStridedSliceUpdate"(%294, %cst_269, %cst_270, %cst_271, %295) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_272 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %297 = "tf.Reshape"(%73, %cst_272) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_273 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_274 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_275 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %298 = "tf.TensorStridedSliceUpdate"(%296, %cst_273, %cst_274, %cst_275, %297) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_276 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %299 = "tf.Reshape"(%74, %cst_276) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_277 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_278 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_279 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %300 = "tf.TensorStridedSliceUpdate"(%298, %cst_277, %cst_278, %cst_279, %299) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_280 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %301 = "tf.Reshape"(%75, %cst_280) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_281 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_282 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_283 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %302 = "tf.TensorStridedSliceUpdate"(%300, %cst_281, %cst_282, %cst_283, %301) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_284 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %303 = "tf.Reshape"(%76, %cst_284) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_285 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_286 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_287 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %304 = "tf.TensorStridedSliceUpdate"(%302, %cst_285, %cst_286, %cst_287, %303) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_288 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %305 = "tf.Reshape"(%77, %cst_288) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_289 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_290 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_291 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %306 = "tf.TensorStridedSliceUpdate"(%304, %cst_289, %cst_290, %cst_291, %305) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_292 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %307 = "tf.Reshape"(%78, %cst_292) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_293 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_294 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_295 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %308 = "tf.TensorStridedSliceUpdate"(%306, %cst_293, %cst_294, %cst_295, %307) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_296 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %309 = "tf.Reshape"(%79, %cst_296) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_297 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_298 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_299 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %310 = "tf.TensorStridedSliceUpdate"(%308, %cst_297, %cst_298, %cst_299, %309) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_300 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %311 = "tf.Reshape"(%80, %cst_300) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_301 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_302 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_303 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %312 = "tf.TensorStridedSliceUpdate"(%310, %cst_301, %cst_302, %cst_303, %311) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_304 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %313 = "tf.Reshape"(%81, %cst_304) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_305 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_306 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_307 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %314 = "tf.TensorStridedSliceUpdate"(%312, %cst_305, %cst_306, %cst_307, %313) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_308 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %315 = "tf.Reshape"(%82, %cst_308) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_309 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_310 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_311 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %316 = "tf.TensorStridedSliceUpdate"(%314, %cst_309, %cst_310, %cst_311, %315) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_312 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %317 = "tf.Reshape"(%83, %cst_312) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_313 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_314 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_315 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %318 = "tf.TensorStridedSliceUpdate"(%316, %cst_313, %cst_314, %cst_315, %317) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_316 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %319 = "tf.Reshape"(%84, %cst_316) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_317 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_318 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_319 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %320 = "tf.TensorStridedSliceUpdate"(%318, %cst_317, %cst_318, %cst_319, %319) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_320 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %321 = "tf.Reshape"(%85, %cst_320) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_321 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_322 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_323 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %322 = "tf.TensorStridedSliceUpdate"(%320, %cst_321, %cst_322, %cst_323, %321) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_324 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %323 = "tf.Reshape"(%86, %cst_324) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_325 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_326 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_327 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %324 = "tf.TensorStridedSliceUpdate"(%322, %cst_325, %cst_326, %cst_327, %323) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_328 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %325 = "tf.Reshape"(%87, %cst_328) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_329 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_330 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_331 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %326 = "tf.TensorStridedSliceUpdate"(%324, %cst_329, %cst_330, %cst_331, %325) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_332 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %327 = "tf.Reshape"(%88, %cst_332) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_333 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_334 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_335 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %328 = "tf.TensorStridedSliceUpdate"(%326, %cst_333, %cst_334, %cst_335, %327) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_336 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %329 = "tf.Reshape"(%89, %cst_336) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_337 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_338 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_339 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %330 = "tf.TensorStridedSliceUpdate"(%328, %cst_337, %cst_338, %cst_339, %329) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_340 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %331 = "tf.Reshape"(%90, %cst_340) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_341 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_342 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_343 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %332 = "tf.TensorStridedSliceUpdate"(%330, %cst_341, %cst_342, %cst_343, %331) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_344 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %333 = "tf.Reshape"(%91, %cst_344) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_345 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_346 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_347 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %334 = "tf.TensorStridedSliceUpdate"(%332, %cst_345, %cst_346, %cst_347, %333) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_348 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %335 = "tf.Reshape"(%92, %cst_348) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_349 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_350 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_351 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %336 = "tf.TensorStridedSliceUpdate"(%334, %cst_349, %cst_350, %cst_351, %335) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_352 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %337 = "tf.Reshape"(%93, %cst_352) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_353 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_354 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_355 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %338 = "tf.TensorStridedSliceUpdate"(%336, %cst_353, %cst_354, %cst_355, %337) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_356 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %339 = "tf.Reshape"(%94, %cst_356) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_357 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_358 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_359 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %340 = "tf.TensorStridedSliceUpdate"(%338, %cst_357, %cst_358, %cst_359, %339) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_360 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %341 = "tf.Reshape"(%95, %cst_360) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_361 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_362 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_363 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %342 = "tf.TensorStridedSliceUpdate"(%340, %cst_361, %cst_362, %cst_363, %341) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_364 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %343 = "tf.Reshape"(%96, %cst_364) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_365 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_366 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_367 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %344 = "tf.TensorStridedSliceUpdate"(%342, %cst_365, %cst_366, %cst_367, %343) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_368 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %345 = "tf.Reshape"(%97, %cst_368) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_369 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_370 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_371 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %346 = "tf.TensorStridedSliceUpdate"(%344, %cst_369, %cst_370, %cst_371, %345) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_372 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %347 = "tf.Reshape"(%98, %cst_372) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_373 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_374 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_375 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %348 = "tf.TensorStridedSliceUpdate"(%346, %cst_373, %cst_374, %cst_375, %347) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_376 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %349 = "tf.Reshape"(%99, %cst_376) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_377 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_378 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_379 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %350 = "tf.TensorStridedSliceUpdate"(%348, %cst_377, %cst_378, %cst_379, %349) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_380 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %351 = "tf.Reshape"(%100, %cst_380) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_381 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_382 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_383 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %352 = "tf.TensorStridedSliceUpdate"(%350, %cst_381, %cst_382, %cst_383, %351) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_384 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %353 = "tf.Reshape"(%101, %cst_384) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_385 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_386 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_387 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %354 = "tf.TensorStridedSliceUpdate"(%352, %cst_385, %cst_386, %cst_387, %353) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_388 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %355 = "tf.Reshape"(%102, %cst_388) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_389 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_390 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_391 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %356 = "tf.TensorStridedSliceUpdate"(%354, %cst_389, %cst_390, %cst_391, %355) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_392 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %357 = "tf.Reshape"(%103, %cst_392) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_393 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_394 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_395 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %358 = "tf.TensorStridedSliceUpdate"(%356, %cst_393, %cst_394, %cst_395, %357) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_396 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %359 = "tf.Reshape"(%104, %cst_396) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_397 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_398 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_399 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %360 = "tf.TensorStridedSliceUpdate"(%358, %cst_397, %cst_398, %cst_399, %359) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_400 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %361 = "tf.Reshape"(%105, %cst_400) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_401 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_402 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_403 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %362 = "tf.TensorStridedSliceUpdate"(%360, %cst_401, %cst_402, %cst_403, %361) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_404 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %363 = "tf.Reshape"(%106, %cst_404) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_405 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_406 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_407 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %364 = "tf.TensorStridedSliceUpdate"(%362, %cst_405, %cst_406, %cst_407, %363) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_408 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %365 = "tf.Reshape"(%107, %cst_408) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_409 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_410 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_411 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %366 = "tf.TensorStridedSliceUpdate"(%364, %cst_409, %cst_410, %cst_411, %365) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_412 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %367 = "tf.Reshape"(%108, %cst_412) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_413 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_414 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_415 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %368 = "tf.TensorStridedSliceUpdate"(%366, %cst_413, %cst_414, %cst_415, %367) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_416 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %369 = "tf.Reshape"(%109, %cst_416) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_417 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_418 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_419 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %370 = "tf.TensorStridedSliceUpdate"(%368, %cst_417, %cst_418, %cst_419, %369) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
    %cst_420 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %371 = "tf.Reshape"(%110, %cst_420) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_421 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_422 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_423 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %372 = "tf.TensorStridedSliceUpdate"(%370, %cst_421, %cst_422, %cst_423, %371) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_424 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %373 = "tf.Reshape"(%111, %cst_424) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_425 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_426 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_427 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %374 = "tf.TensorStridedSliceUpdate"(%372, %cst_425, %cst_426, %cst_427, %373) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
    %cst_428 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %375 = "tf.Reshape"(%112, %cst_428) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_429 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_430 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_431 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %376 = "tf.TensorStridedSliceUpdate"(%374, %cst_429, %cst_430, %cst_431, %375) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_432 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %377 = "tf.Reshape"(%113, %cst_432) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_433 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_434 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_435 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %378 = "tf.TensorStridedSliceUpdate"(%376, %cst_433, %cst_434, %cst_435, %377) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_436 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %379 = "tf.Reshape"(%114, %cst_436) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_437 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_438 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_439 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %380 = "tf.TensorStridedSliceUpdate"(%378, %cst_437, %cst_438, %cst_439, %379) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_440 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %381 = "tf.Reshape"(%115, %cst_440) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_441 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_442 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_443 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %382 = "tf.TensorStridedSliceUpdate"(%380, %cst_441, %cst_442, %cst_443, %381) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_444 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %383 = "tf.Reshape"(%116, %cst_444) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_445 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_446 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_447 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %384 = "tf.TensorStridedSliceUpdate"(%382, %cst_445, %cst_446, %cst_447, %383) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_448 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %385 = "tf.Reshape"(%117, %cst_448) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_449 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_450 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_451 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %386 = "tf.TensorStridedSliceUpdate"(%384, %cst_449, %cst_450, %cst_451, %385) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_452 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %387 = "tf.Reshape"(%118, %cst_452) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_453 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_454 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_455 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %388 = "tf.TensorStridedSliceUpdate"(%386, %cst_453, %cst_454, %cst_455, %387) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_456 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %389 = "tf.Reshape"(%119, %cst_456) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_457 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_458 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_459 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %390 = "tf.TensorStridedSliceUpdate"(%388, %cst_457, %cst_458, %cst_459, %389) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_460 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %391 = "tf.Reshape"(%120, %cst_460) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_461 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_462 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_463 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %392 = "tf.TensorStridedSliceUpdate"(%390, %cst_461, %cst_462, %cst_463, %391) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_464 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %393 = "tf.Reshape"(%121, %cst_464) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_465 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_466 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_467 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %394 = "tf.TensorStridedSliceUpdate"(%392, %cst_465, %cst_466, %cst_467, %393) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_468 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %395 = "tf.Reshape"(%122, %cst_468) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_469 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_470 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_471 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %396 = "tf.TensorStridedSliceUpdate"(%394, %cst_469, %cst_470, %cst_471, %395) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_472 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %397 = "tf.Reshape"(%123, %cst_472) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_473 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_474 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_475 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %398 = "tf.TensorStridedSliceUpdate"(%396, %cst_473, %cst_474, %cst_475, %397) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_476 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %399 = "tf.Reshape"(%124, %cst_476) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_477 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_478 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_479 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %400 = "tf.TensorStridedSliceUpdate"(%398, %cst_477, %cst_478, %cst_479, %399) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_480 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %401 = "tf.Reshape"(%125, %cst_480) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_481 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_482 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_483 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %402 = "tf.TensorStridedSliceUpdate"(%400, %cst_481, %cst_482, %cst_483, %401) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_484 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %403 = "tf.Reshape"(%126, %cst_484) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_485 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_486 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_487 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %404 = "tf.TensorStridedSliceUpdate"(%402, %cst_485, %cst_486, %cst_487, %403) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_488 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %405 = "tf.Reshape"(%127, %cst_488) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_489 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_490 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_491 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %406 = "tf.TensorStridedSliceUpdate"(%404, %cst_489, %cst_490, %cst_491, %405) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_492 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %407 = "tf.Reshape"(%128, %cst_492) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_493 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_494 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_495 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %408 = "tf.TensorStridedSliceUpdate"(%406, %cst_493, %cst_494, %cst_495, %407) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_496 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %409 = "tf.Reshape"(%129, %cst_496) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_497 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_498 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_499 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %410 = "tf.TensorStridedSliceUpdate"(%408, %cst_497, %cst_498, %cst_499, %409) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_500 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %411 = "tf.Reshape"(%130, %cst_500) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_501 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_502 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_503 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %412 = "tf.TensorStridedSliceUpdate"(%410, %cst_501, %cst_502, %cst_503, %411) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_504 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %413 = "tf.Reshape"(%131, %cst_504) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_505 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_506 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_507 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %414 = "tf.TensorStridedSliceUpdate"(%412, %cst_505, %cst_506, %cst_507, %413) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_508 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %415 = "tf.Reshape"(%132, %cst_508) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_509 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_510 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_511 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %416 = "tf.TensorStridedSliceUpdate"(%414, %cst_509, %cst_510, %cst_511, %415) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_512 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %417 = "tf.Reshape"(%133, %cst_512) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_513 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_514 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_515 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %418 = "tf.TensorStridedSliceUpdate"(%416, %cst_513, %cst_514, %cst_515, %417) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_516 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %419 = "tf.Reshape"(%134, %cst_516) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_517 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_518 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_519 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %420 = "tf.TensorStridedSliceUpdate"(%418, %cst_517, %cst_518, %cst_519, %419) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_520 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %421 = "tf.Reshape"(%135, %cst_520) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_521 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_522 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_523 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %422 = "tf.TensorStridedSliceUpdate"(%420, %cst_521, %cst_522, %cst_523, %421) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_524 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %423 = "tf.Reshape"(%136, %cst_524) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_525 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_526 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_527 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %424 = "tf.TensorStridedSliceUpdate"(%422, %cst_525, %cst_526, %cst_527, %423) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_528 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %425 = "tf.Reshape"(%137, %cst_528) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_529 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_530 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_531 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %426 = "tf.TensorStridedSliceUpdate"(%424, %cst_529, %cst_530, %cst_531, %425) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_532 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %427 = "tf.Reshape"(%138, %cst_532) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_533 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_534 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_535 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %428 = "tf.TensorStridedSliceUpdate"(%426, %cst_533, %cst_534, %cst_535, %427) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_536 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %429 = "tf.Reshape"(%139, %cst_536) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_537 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_538 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_539 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %430 = "tf.TensorStridedSliceUpdate"(%428, %cst_537, %cst_538, %cst_539, %429) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_540 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %431 = "tf.Reshape"(%140, %cst_540) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_541 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_542 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_543 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %432 = "tf.TensorStridedSliceUpdate"(%430, %cst_541, %cst_542, %cst_543, %431) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_544 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %433 = "tf.Reshape"(%141, %cst_544) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_545 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_546 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_547 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %434 = "tf.TensorStridedSliceUpdate"(%432, %cst_545, %cst_546, %cst_547, %433) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_548 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %435 = "tf.Reshape"(%142, %cst_548) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_549 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_550 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_551 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %436 = "tf.TensorStridedSliceUpdate"(%434, %cst_549, %cst_550, %cst_551, %435) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_552 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %437 = "tf.Reshape"(%143, %cst_552) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_553 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_554 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_555 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %438 = "tf.TensorStridedSliceUpdate"(%436, %cst_553, %cst_554, %cst_555, %437) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_556 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %439 = "tf.Reshape"(%144, %cst_556) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_557 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_558 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_559 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %440 = "tf.TensorStridedSliceUpdate"(%438, %cst_557, %cst_558, %cst_559, %439) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_560 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %441 = "tf.Reshape"(%145, %cst_560) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_561 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_562 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_563 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %442 = "tf.TensorStridedSliceUpdate"(%440, %cst_561, %cst_562, %cst_563, %441) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_564 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %443 = "tf.Reshape"(%146, %cst_564) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_565 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_566 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_567 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %444 = "tf.TensorStridedSliceUpdate"(%442, %cst_565, %cst_566, %cst_567, %443) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_568 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %445 = "tf.Reshape"(%147, %cst_568) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_569 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_570 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_571 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %446 = "tf.TensorStridedSliceUpdate"(%444, %cst_569, %cst_570, %cst_571, %445) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_572 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %447 = "tf.Reshape"(%148, %cst_572) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_573 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_574 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_575 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %448 = "tf.TensorStridedSliceUpdate"(%446, %cst_573, %cst_574, %cst_575, %447) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_576 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %449 = "tf.Reshape"(%149, %cst_576) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_577 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_578 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_579 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %450 = "tf.TensorStridedSliceUpdate"(%448, %cst_577, %cst_578, %cst_579, %449) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_580 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %451 = "tf.Reshape"(%150, %cst_580) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_581 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_582 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_583 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %452 = "tf.TensorStridedSliceUpdate"(%450, %cst_581, %cst_582, %cst_583, %451) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_584 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %453 = "tf.Reshape"(%151, %cst_584) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_585 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_586 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_587 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %454 = "tf.TensorStridedSliceUpdate"(%452, %cst_585, %cst_586, %cst_587, %453) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_588 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %455 = "tf.Reshape"(%152, %cst_588) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_589 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_590 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_591 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %456 = "tf.TensorStridedSliceUpdate"(%454, %cst_589, %cst_590, %cst_591, %455) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_592 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %457 = "tf.Reshape"(%153, %cst_592) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_593 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_594 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_595 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %458 = "tf.TensorStridedSliceUpdate"(%456, %cst_593, %cst_594, %cst_595, %457) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_596 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %459 = "tf.Reshape"(%154, %cst_596) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_597 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_598 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_599 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %460 = "tf.TensorStridedSliceUpdate"(%458, %cst_597, %cst_598, %cst_599, %459) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_600 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %461 = "tf.Reshape"(%155, %cst_600) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_601 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_602 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_603 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %462 = "tf.TensorStridedSliceUpdate"(%460, %cst_601, %cst_602, %cst_603, %461) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_604 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %463 = "tf.Reshape"(%156, %cst_604) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_605 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_606 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_607 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %464 = "tf.TensorStridedSliceUpdate"(%462, %cst_605, %cst_606, %cst_607, %463) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_608 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %465 = "tf.Reshape"(%157, %cst_608) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_609 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_610 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_611 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %466 = "tf.TensorStridedSliceUpdate"(%464, %cst_609, %cst_610, %cst_611, %465) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_612 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %467 = "tf.Reshape"(%158, %cst_612) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_613 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_614 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_615 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %468 = "tf.TensorStridedSliceUpdate"(%466, %cst_613, %cst_614, %cst_615, %467) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_616 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %469 = "tf.Reshape"(%159, %cst_616) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_617 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_618 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_619 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %470 = "tf.TensorStridedSliceUpdate"(%468, %cst_617, %cst_618, %cst_619, %469) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_620 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %471 = "tf.Reshape"(%160, %cst_620) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_621 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_622 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_623 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %472 = "tf.TensorStridedSliceUpdate"(%470, %cst_621, %cst_622, %cst_623, %471) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_624 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %473 = "tf.Reshape"(%161, %cst_624) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_625 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_626 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_627 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %474 = "tf.TensorStridedSliceUpdate"(%472, %cst_625, %cst_626, %cst_627, %473) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_628 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %475 = "tf.Reshape"(%162, %cst_628) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_629 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_630 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_631 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %476 = "tf.TensorStridedSliceUpdate"(%474, %cst_629, %cst_630, %cst_631, %475) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_632 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %477 = "tf.Reshape"(%163, %cst_632) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_633 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_634 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_635 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %478 = "tf.TensorStridedSliceUpdate"(%476, %cst_633, %cst_634, %cst_635, %477) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_636 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %479 = "tf.Reshape"(%164, %cst_636) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_637 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_638 = "tf.Const"() <{value = dense<34704385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_639 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %480 = "tf.TensorStridedSliceUpdate"(%478, %cst_637, %cst_638, %cst_639, %479) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_640 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %481 = "tf.Reshape"(%arg0, %cst_640) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_641 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %482 = "tf.Sub"(%481, %cst_641) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_642 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_643 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %483 = "tf.Slice"(%cst_642, %482, %cst_643) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_644 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %484 = "tf.Reshape"(%483, %cst_644) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_645 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_646 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %485 = "tf.CollectiveReduceV2"(%480, %cst_646, %484, %cst_645) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<34705408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<34705408xf32>
    %cst_647 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_648 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %486 = "tf.Slice"(%485, %cst_647, %cst_648) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_649 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %487 = "tf.Reshape"(%486, %cst_649) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_650 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_651 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %488 = "tf.Slice"(%485, %cst_650, %cst_651) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_652 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %489 = "tf.Reshape"(%488, %cst_652) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_653 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_654 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %490 = "tf.Slice"(%485, %cst_653, %cst_654) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_655 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %491 = "tf.Reshape"(%490, %cst_655) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_656 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_657 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %492 = "tf.Slice"(%485, %cst_656, %cst_657) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_658 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %493 = "tf.Reshape"(%492, %cst_658) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_659 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_660 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %494 = "tf.Slice"(%485, %cst_659, %cst_660) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_661 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %495 = "tf.Reshape"(%494, %cst_661) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_662 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_663 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %496 = "tf.Slice"(%485, %cst_662, %cst_663) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_664 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %497 = "tf.Reshape"(%496, %cst_664) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_665 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_666 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %498 = "tf.Slice"(%485, %cst_665, %cst_666) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_667 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %499 = "tf.Reshape"(%498, %cst_667) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_668 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_669 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %500 = "tf.Slice"(%485, %cst_668, %cst_669) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_670 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %501 = "tf.Reshape"(%500, %cst_670) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_671 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_672 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %502 = "tf.Slice"(%485, %cst_671, %cst_672) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_673 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %503 = "tf.Reshape"(%502, %cst_673) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_674 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_675 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %504 = "tf.Slice"(%485, %cst_674, %cst_675) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_676 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %505 = "tf.Reshape"(%504, %cst_676) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_677 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_678 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %506 = "tf.Slice"(%485, %cst_677, %cst_678) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_679 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %507 = "tf.Reshape"(%506, %cst_679) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_680 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_681 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %508 = "tf.Slice"(%485, %cst_680, %cst_681) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_682 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %509 = "tf.Reshape"(%508, %cst_682) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_683 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_684 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %510 = "tf.Slice"(%485, %cst_683, %cst_684) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_685 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %511 = "tf.Reshape"(%510, %cst_685) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_686 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_687 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %512 = "tf.Slice"(%485, %cst_686, %cst_687) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_688 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %513 = "tf.Reshape"(%512, %cst_688) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_689 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_690 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %514 = "tf.Slice"(%485, %cst_689, %cst_690) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_691 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %515 = "tf.Reshape"(%514, %cst_691) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_692 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_693 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %516 = "tf.Slice"(%485, %cst_692, %cst_693) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_694 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %517 = "tf.Reshape"(%516, %cst_694) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_695 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_696 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %518 = "tf.Slice"(%485, %cst_695, %cst_696) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_697 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %519 = "tf.Reshape"(%518, %cst_697) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_698 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_699 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %520 = "tf.Slice"(%485, %cst_698, %cst_699) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_700 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %521 = "tf.Reshape"(%520, %cst_700) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_701 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_702 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %522 = "tf.Slice"(%485, %cst_701, %cst_702) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_703 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %523 = "tf.Reshape"(%522, %cst_703) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_704 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_705 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %524 = "tf.Slice"(%485, %cst_704, %cst_705) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_706 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %525 = "tf.Reshape"(%524, %cst_706) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_707 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_708 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %526 = "tf.Slice"(%485, %cst_707, %cst_708) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_709 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %527 = "tf.Reshape"(%526, %cst_709) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_710 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_711 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %528 = "tf.Slice"(%485, %cst_710, %cst_711) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_712 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %529 = "tf.Reshape"(%528, %cst_712) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_713 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_714 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %530 = "tf.Slice"(%485, %cst_713, %cst_714) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xf32>
    %cst_715 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %531 = "tf.Reshape"(%530, %cst_715) : (tensor<1xf32>, tensor<0xi32>) -> tensor<f32>
    %cst_716 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_717 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %532 = "tf.Slice"(%485, %cst_716, %cst_717) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_718 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %533 = "tf.Reshape"(%532, %cst_718) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_719 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_720 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %534 = "tf.Slice"(%485, %cst_719, %cst_720) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_721 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %535 = "tf.Reshape"(%534, %cst_721) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_722 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_723 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %536 = "tf.Slice"(%485, %cst_722, %cst_723) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_724 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %537 = "tf.Reshape"(%536, %cst_724) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_725 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_726 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %538 = "tf.Slice"(%485, %cst_725, %cst_726) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_727 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %539 = "tf.Reshape"(%538, %cst_727) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_728 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_729 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %540 = "tf.Slice"(%485, %cst_728, %cst_729) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_730 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %541 = "tf.Reshape"(%540, %cst_730) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_731 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_732 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %542 = "tf.Slice"(%485, %cst_731, %cst_732) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_733 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %543 = "tf.Reshape"(%542, %cst_733) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_734 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_735 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %544 = "tf.Slice"(%485, %cst_734, %cst_735) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_736 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %545 = "tf.Reshape"(%544, %cst_736) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_737 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_738 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %546 = "tf.Slice"(%485, %cst_737, %cst_738) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_739 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %547 = "tf.Reshape"(%546, %cst_739) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_740 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_741 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %548 = "tf.Slice"(%485, %cst_740, %cst_741) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_742 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %549 = "tf.Reshape"(%548, %cst_742) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_743 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_744 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %550 = "tf.Slice"(%485, %cst_743, %cst_744) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_745 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %551 = "tf.Reshape"(%550, %cst_745) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_746 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_747 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %552 = "tf.Slice"(%485, %cst_746, %cst_747) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_748 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %553 = "tf.Reshape"(%552, %cst_748) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_749 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_750 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %554 = "tf.Slice"(%485, %cst_749, %cst_750) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_751 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %555 = "tf.Reshape"(%554, %cst_751) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_752 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_753 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %556 = "tf.Slice"(%485, %cst_752, %cst_753) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_754 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %557 = "tf.Reshape"(%556, %cst_754) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_755 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_756 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %558 = "tf.Slice"(%485, %cst_755, %cst_756) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_757 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %559 = "tf.Reshape"(%558, %cst_757) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_758 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_759 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %560 = "tf.Slice"(%485, %cst_758, %cst_759) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_760 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %561 = "tf.Reshape"(%560, %cst_760) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_761 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_762 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %562 = "tf.Slice"(%485, %cst_761, %cst_762) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_763 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %563 = "tf.Reshape"(%562, %cst_763) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_764 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_765 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %564 = "tf.Slice"(%485, %cst_764, %cst_765) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_766 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %565 = "tf.Reshape"(%564, %cst_766) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_767 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_768 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %566 = "tf.Slice"(%485, %cst_767, %cst_768) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_769 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %567 = "tf.Reshape"(%566, %cst_769) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_770 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_771 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %568 = "tf.Slice"(%485, %cst_770, %cst_771) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_772 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %569 = "tf.Reshape"(%568, %cst_772) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_773 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_774 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %570 = "tf.Slice"(%485, %cst_773, %cst_774) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_775 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %571 = "tf.Reshape"(%570, %cst_775) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_776 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_777 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %572 = "tf.Slice"(%485, %cst_776, %cst_777) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_778 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %573 = "tf.Reshape"(%572, %cst_778) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_779 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_780 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %574 = "tf.Slice"(%485, %cst_779, %cst_780) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_781 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %575 = "tf.Reshape"(%574, %cst_781) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_782 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_783 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %576 = "tf.Slice"(%485, %cst_782, %cst_783) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_784 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %577 = "tf.Reshape"(%576, %cst_784) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_785 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_786 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %578 = "tf.Slice"(%485, %cst_785, %cst_786) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_787 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %579 = "tf.Reshape"(%578, %cst_787) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_788 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_789 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %580 = "tf.Slice"(%485, %cst_788, %cst_789) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_790 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %581 = "tf.Reshape"(%580, %cst_790) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_791 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_792 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %582 = "tf.Slice"(%485, %cst_791, %cst_792) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_793 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %583 = "tf.Reshape"(%582, %cst_793) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_794 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_795 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %584 = "tf.Slice"(%485, %cst_794, %cst_795) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_796 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %585 = "tf.Reshape"(%584, %cst_796) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_797 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_798 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %586 = "tf.Slice"(%485, %cst_797, %cst_798) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_799 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %587 = "tf.Reshape"(%586, %cst_799) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_800 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_801 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %588 = "tf.Slice"(%485, %cst_800, %cst_801) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_802 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %589 = "tf.Reshape"(%588, %cst_802) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_803 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_804 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %590 = "tf.Slice"(%485, %cst_803, %cst_804) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_805 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %591 = "tf.Reshape"(%590, %cst_805) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_806 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_807 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %592 = "tf.Slice"(%485, %cst_806, %cst_807) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_808 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %593 = "tf.Reshape"(%592, %cst_808) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_809 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_810 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %594 = "tf.Slice"(%485, %cst_809, %cst_810) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_811 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %595 = "tf.Reshape"(%594, %cst_811) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_812 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_813 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %596 = "tf.Slice"(%485, %cst_812, %cst_813) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_814 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %597 = "tf.Reshape"(%596, %cst_814) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_815 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_816 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %598 = "tf.Slice"(%485, %cst_815, %cst_816) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_817 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %599 = "tf.Reshape"(%598, %cst_817) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_818 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_819 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %600 = "tf.Slice"(%485, %cst_818, %cst_819) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_820 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %601 = "tf.Reshape"(%600, %cst_820) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_821 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_822 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %602 = "tf.Slice"(%485, %cst_821, %cst_822) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_823 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %603 = "tf.Reshape"(%602, %cst_823) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_824 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_825 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %604 = "tf.Slice"(%485, %cst_824, %cst_825) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_826 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %605 = "tf.Reshape"(%604, %cst_826) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_827 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_828 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %606 = "tf.Slice"(%485, %cst_827, %cst_828) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_829 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %607 = "tf.Reshape"(%606, %cst_829) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_830 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_831 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %608 = "tf.Slice"(%485, %cst_830, %cst_831) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_832 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %609 = "tf.Reshape"(%608, %cst_832) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_833 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_834 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %610 = "tf.Slice"(%485, %cst_833, %cst_834) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_835 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %611 = "tf.Reshape"(%610, %cst_835) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_836 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_837 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %612 = "tf.Slice"(%485, %cst_836, %cst_837) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_838 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %613 = "tf.Reshape"(%612, %cst_838) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %cst_839 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_840 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %614 = "tf.Slice"(%485, %cst_839, %cst_840) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_841 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %615 = "tf.Reshape"(%614, %cst_841) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %cst_842 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_843 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %616 = "tf.Slice"(%485, %cst_842, %cst_843) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_844 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %617 = "tf.Reshape"(%616, %cst_844) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %cst_845 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_846 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %618 = "tf.Slice"(%485, %cst_845, %cst_846) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_847 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %619 = "tf.Reshape"(%618, %cst_847) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_848 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_849 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %620 = "tf.Slice"(%485, %cst_848, %cst_849) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_850 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %621 = "tf.Reshape"(%620, %cst_850) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_851 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_852 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %622 = "tf.Slice"(%485, %cst_851, %cst_852) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_853 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %623 = "tf.Reshape"(%622, %cst_853) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_854 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_855 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %624 = "tf.Slice"(%485, %cst_854, %cst_855) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_856 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %625 = "tf.Reshape"(%624, %cst_856) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_857 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_858 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %626 = "tf.Slice"(%485, %cst_857, %cst_858) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_859 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %627 = "tf.Reshape"(%626, %cst_859) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_860 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_861 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %628 = "tf.Slice"(%485, %cst_860, %cst_861) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_862 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %629 = "tf.Reshape"(%628, %cst_862) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_863 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_864 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %630 = "tf.Slice"(%485, %cst_863, %cst_864) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_865 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %631 = "tf.Reshape"(%630, %cst_865) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_866 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_867 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %632 = "tf.Slice"(%485, %cst_866, %cst_867) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_868 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %633 = "tf.Reshape"(%632, %cst_868) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_869 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_870 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %634 = "tf.Slice"(%485, %cst_869, %cst_870) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_871 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %635 = "tf.Reshape"(%634, %cst_871) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_872 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_873 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %636 = "tf.Slice"(%485, %cst_872, %cst_873) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_874 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %637 = "tf.Reshape"(%636, %cst_874) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_875 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_876 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %638 = "tf.Slice"(%485, %cst_875, %cst_876) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_877 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %639 = "tf.Reshape"(%638, %cst_877) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_878 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_879 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %640 = "tf.Slice"(%485, %cst_878, %cst_879) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_880 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %641 = "tf.Reshape"(%640, %cst_880) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_881 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_882 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %642 = "tf.Slice"(%485, %cst_881, %cst_882) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_883 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %643 = "tf.Reshape"(%642, %cst_883) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_884 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_885 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %644 = "tf.Slice"(%485, %cst_884, %cst_885) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_886 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %645 = "tf.Reshape"(%644, %cst_886) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_887 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_888 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %646 = "tf.Slice"(%485, %cst_887, %cst_888) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_889 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %647 = "tf.Reshape"(%646, %cst_889) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_890 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_891 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %648 = "tf.Slice"(%485, %cst_890, %cst_891) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_892 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %649 = "tf.Reshape"(%648, %cst_892) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_893 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_894 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %650 = "tf.Slice"(%485, %cst_893, %cst_894) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_895 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %651 = "tf.Reshape"(%650, %cst_895) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_896 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_897 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %652 = "tf.Slice"(%485, %cst_896, %cst_897) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_898 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %653 = "tf.Reshape"(%652, %cst_898) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_899 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_900 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %654 = "tf.Slice"(%485, %cst_899, %cst_900) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_901 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %655 = "tf.Reshape"(%654, %cst_901) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_902 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_903 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %656 = "tf.Slice"(%485, %cst_902, %cst_903) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_904 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %657 = "tf.Reshape"(%656, %cst_904) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_905 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_906 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %658 = "tf.Slice"(%485, %cst_905, %cst_906) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_907 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %659 = "tf.Reshape"(%658, %cst_907) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_908 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_909 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %660 = "tf.Slice"(%485, %cst_908, %cst_909) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_910 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %661 = "tf.Reshape"(%660, %cst_910) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_911 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_912 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %662 = "tf.Slice"(%485, %cst_911, %cst_912) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_913 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %663 = "tf.Reshape"(%662, %cst_913) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_914 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_915 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %664 = "tf.Slice"(%485, %cst_914, %cst_915) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_916 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %665 = "tf.Reshape"(%664, %cst_916) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_917 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_918 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %666 = "tf.Slice"(%485, %cst_917, %cst_918) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_919 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %667 = "tf.Reshape"(%666, %cst_919) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_920 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_921 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %668 = "tf.Slice"(%485, %cst_920, %cst_921) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_922 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %669 = "tf.Reshape"(%668, %cst_922) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_923 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_924 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %670 = "tf.Slice"(%485, %cst_923, %cst_924) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_925 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %671 = "tf.Reshape"(%670, %cst_925) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_926 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_927 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %672 = "tf.Slice"(%485, %cst_926, %cst_927) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_928 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %673 = "tf.Reshape"(%672, %cst_928) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_929 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_930 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %674 = "tf.Slice"(%485, %cst_929, %cst_930) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_931 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %675 = "tf.Reshape"(%674, %cst_931) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_932 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_933 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %676 = "tf.Slice"(%485, %cst_932, %cst_933) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_934 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %677 = "tf.Reshape"(%676, %cst_934) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_935 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_936 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %678 = "tf.Slice"(%485, %cst_935, %cst_936) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_937 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %679 = "tf.Reshape"(%678, %cst_937) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_938 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_939 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %680 = "tf.Slice"(%485, %cst_938, %cst_939) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_940 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %681 = "tf.Reshape"(%680, %cst_940) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_941 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_942 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %682 = "tf.Slice"(%485, %cst_941, %cst_942) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_943 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %683 = "tf.Reshape"(%682, %cst_943) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_944 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_945 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %684 = "tf.Slice"(%485, %cst_944, %cst_945) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_946 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %685 = "tf.Reshape"(%684, %cst_946) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_947 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_948 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %686 = "tf.Slice"(%485, %cst_947, %cst_948) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_949 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %687 = "tf.Reshape"(%686, %cst_949) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_950 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_951 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %688 = "tf.Slice"(%485, %cst_950, %cst_951) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_952 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %689 = "tf.Reshape"(%688, %cst_952) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_953 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_954 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %690 = "tf.Slice"(%485, %cst_953, %cst_954) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_955 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %691 = "tf.Reshape"(%690, %cst_955) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_956 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_957 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %692 = "tf.Slice"(%485, %cst_956, %cst_957) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_958 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %693 = "tf.Reshape"(%692, %cst_958) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_959 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_960 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %694 = "tf.Slice"(%485, %cst_959, %cst_960) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_961 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %695 = "tf.Reshape"(%694, %cst_961) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %cst_962 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_963 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %696 = "tf.Slice"(%485, %cst_962, %cst_963) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_964 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %697 = "tf.Reshape"(%696, %cst_964) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_965 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_966 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %698 = "tf.Slice"(%485, %cst_965, %cst_966) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_967 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %699 = "tf.Reshape"(%698, %cst_967) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_968 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_969 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %700 = "tf.Slice"(%485, %cst_968, %cst_969) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_970 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %701 = "tf.Reshape"(%700, %cst_970) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_971 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_972 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %702 = "tf.Slice"(%485, %cst_971, %cst_972) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_973 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %703 = "tf.Reshape"(%702, %cst_973) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_974 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_975 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %704 = "tf.Slice"(%485, %cst_974, %cst_975) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_976 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %705 = "tf.Reshape"(%704, %cst_976) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_977 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_978 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %706 = "tf.Slice"(%485, %cst_977, %cst_978) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_979 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %707 = "tf.Reshape"(%706, %cst_979) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_980 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_981 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %708 = "tf.Slice"(%485, %cst_980, %cst_981) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_982 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %709 = "tf.Reshape"(%708, %cst_982) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_983 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_984 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %710 = "tf.Slice"(%485, %cst_983, %cst_984) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_985 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %711 = "tf.Reshape"(%710, %cst_985) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_986 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_987 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %712 = "tf.Slice"(%485, %cst_986, %cst_987) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_988 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %713 = "tf.Reshape"(%712, %cst_988) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_989 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_990 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %714 = "tf.Slice"(%485, %cst_989, %cst_990) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_991 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %715 = "tf.Reshape"(%714, %cst_991) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_992 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_993 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %716 = "tf.Slice"(%485, %cst_992, %cst_993) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_994 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %717 = "tf.Reshape"(%716, %cst_994) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_995 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_996 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %718 = "tf.Slice"(%485, %cst_995, %cst_996) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_997 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %719 = "tf.Reshape"(%718, %cst_997) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_998 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_999 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %720 = "tf.Slice"(%485, %cst_998, %cst_999) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1000 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %721 = "tf.Reshape"(%720, %cst_1000) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1001 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1002 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %722 = "tf.Slice"(%485, %cst_1001, %cst_1002) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1003 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %723 = "tf.Reshape"(%722, %cst_1003) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1004 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1005 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %724 = "tf.Slice"(%485, %cst_1004, %cst_1005) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1006 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %725 = "tf.Reshape"(%724, %cst_1006) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1007 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1008 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %726 = "tf.Slice"(%485, %cst_1007, %cst_1008) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1009 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %727 = "tf.Reshape"(%726, %cst_1009) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1010 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1011 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %728 = "tf.Slice"(%485, %cst_1010, %cst_1011) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1012 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %729 = "tf.Reshape"(%728, %cst_1012) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1013 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1014 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %730 = "tf.Slice"(%485, %cst_1013, %cst_1014) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1015 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %731 = "tf.Reshape"(%730, %cst_1015) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1016 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1017 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %732 = "tf.Slice"(%485, %cst_1016, %cst_1017) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1018 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %733 = "tf.Reshape"(%732, %cst_1018) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1019 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1020 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %734 = "tf.Slice"(%485, %cst_1019, %cst_1020) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1021 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %735 = "tf.Reshape"(%734, %cst_1021) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1022 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1023 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %736 = "tf.Slice"(%485, %cst_1022, %cst_1023) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1024 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %737 = "tf.Reshape"(%736, %cst_1024) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1025 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1026 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %738 = "tf.Slice"(%485, %cst_1025, %cst_1026) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1027 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %739 = "tf.Reshape"(%738, %cst_1027) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1028 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1029 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %740 = "tf.Slice"(%485, %cst_1028, %cst_1029) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1030 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %741 = "tf.Reshape"(%740, %cst_1030) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1031 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1032 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %742 = "tf.Slice"(%485, %cst_1031, %cst_1032) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1033 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %743 = "tf.Reshape"(%742, %cst_1033) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1034 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1035 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %744 = "tf.Slice"(%485, %cst_1034, %cst_1035) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1036 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %745 = "tf.Reshape"(%744, %cst_1036) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1037 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1038 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %746 = "tf.Slice"(%485, %cst_1037, %cst_1038) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1039 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %747 = "tf.Reshape"(%746, %cst_1039) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1040 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1041 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %748 = "tf.Slice"(%485, %cst_1040, %cst_1041) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1042 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %749 = "tf.Reshape"(%748, %cst_1042) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1043 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1044 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %750 = "tf.Slice"(%485, %cst_1043, %cst_1044) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1045 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %751 = "tf.Reshape"(%750, %cst_1045) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1046 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1047 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %752 = "tf.Slice"(%485, %cst_1046, %cst_1047) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1048 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %753 = "tf.Reshape"(%752, %cst_1048) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1049 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1050 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %754 = "tf.Slice"(%485, %cst_1049, %cst_1050) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1051 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %755 = "tf.Reshape"(%754, %cst_1051) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1052 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1053 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %756 = "tf.Slice"(%485, %cst_1052, %cst_1053) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1054 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %757 = "tf.Reshape"(%756, %cst_1054) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1055 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1056 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %758 = "tf.Slice"(%485, %cst_1055, %cst_1056) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1057 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %759 = "tf.Reshape"(%758, %cst_1057) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1058 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1059 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %760 = "tf.Slice"(%485, %cst_1058, %cst_1059) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1060 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %761 = "tf.Reshape"(%760, %cst_1060) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1061 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1062 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %762 = "tf.Slice"(%485, %cst_1061, %cst_1062) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1063 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %763 = "tf.Reshape"(%762, %cst_1063) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1064 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1065 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %764 = "tf.Slice"(%485, %cst_1064, %cst_1065) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1066 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %765 = "tf.Reshape"(%764, %cst_1066) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1067 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1068 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %766 = "tf.Slice"(%485, %cst_1067, %cst_1068) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_1069 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %767 = "tf.Reshape"(%766, %cst_1069) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %cst_1070 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1071 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %768 = "tf.Slice"(%485, %cst_1070, %cst_1071) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_1072 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %769 = "tf.Reshape"(%768, %cst_1072) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %cst_1073 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1074 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %770 = "tf.Slice"(%485, %cst_1073, %cst_1074) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1075 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %771 = "tf.Reshape"(%770, %cst_1075) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1076 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1077 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %772 = "tf.Slice"(%485, %cst_1076, %cst_1077) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1078 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %773 = "tf.Reshape"(%772, %cst_1078) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1079 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1080 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %774 = "tf.Slice"(%485, %cst_1079, %cst_1080) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1081 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %775 = "tf.Reshape"(%774, %cst_1081) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1082 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1083 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %776 = "tf.Slice"(%485, %cst_1082, %cst_1083) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1084 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %777 = "tf.Reshape"(%776, %cst_1084) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1085 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1086 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %778 = "tf.Slice"(%485, %cst_1085, %cst_1086) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1087 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %779 = "tf.Reshape"(%778, %cst_1087) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1088 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1089 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %780 = "tf.Slice"(%485, %cst_1088, %cst_1089) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1090 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %781 = "tf.Reshape"(%780, %cst_1090) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1091 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1092 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %782 = "tf.Slice"(%485, %cst_1091, %cst_1092) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1093 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %783 = "tf.Reshape"(%782, %cst_1093) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1094 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1095 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %784 = "tf.Slice"(%485, %cst_1094, %cst_1095) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1096 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %785 = "tf.Reshape"(%784, %cst_1096) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1097 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1098 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %786 = "tf.Slice"(%485, %cst_1097, %cst_1098) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1099 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %787 = "tf.Reshape"(%786, %cst_1099) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1100 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1101 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %788 = "tf.Slice"(%485, %cst_1100, %cst_1101) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1102 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %789 = "tf.Reshape"(%788, %cst_1102) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1103 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1104 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %790 = "tf.Slice"(%485, %cst_1103, %cst_1104) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1105 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %791 = "tf.Reshape"(%790, %cst_1105) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1106 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1107 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %792 = "tf.Slice"(%485, %cst_1106, %cst_1107) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1108 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %793 = "tf.Reshape"(%792, %cst_1108) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1109 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1110 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %794 = "tf.Slice"(%485, %cst_1109, %cst_1110) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1111 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %795 = "tf.Reshape"(%794, %cst_1111) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1112 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1113 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %796 = "tf.Slice"(%485, %cst_1112, %cst_1113) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1114 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %797 = "tf.Reshape"(%796, %cst_1114) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1115 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1116 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %798 = "tf.Slice"(%485, %cst_1115, %cst_1116) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1117 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %799 = "tf.Reshape"(%798, %cst_1117) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1118 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1119 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %800 = "tf.MatMul"(%1, %cst_1119) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %801 = "tf.Squeeze"(%800) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %802 = "tf.Slice"(%799, %801, %cst_1118) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %803 = "tf.Identity"(%497) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %804 = "tf.Identity"(%499) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %805 = "tf.Identity"(%505) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %806 = "tf.Identity"(%507) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %807 = "tf.Identity"(%515) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %808 = "tf.Identity"(%517) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %809 = "tf.Identity"(%523) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %810 = "tf.Identity"(%525) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %811 = "tf.Identity"(%29) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<i64>) -> tensor<i64>
    %812 = "tf.Identity"(%531) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<f32>) -> tensor<f32>
    %813 = "tf.Identity"(%535) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %814 = "tf.Identity"(%537) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %815 = "tf.Identity"(%539) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %816 = "tf.Identity"(%541) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %817 = "tf.Identity"(%543) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %818 = "tf.Identity"(%545) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %819 = "tf.Identity"(%547) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %820 = "tf.Identity"(%549) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %821 = "tf.Identity"(%551) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %822 = "tf.Identity"(%553) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %823 = "tf.Identity"(%557) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %824 = "tf.Identity"(%559) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %825 = "tf.Identity"(%561) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %826 = "tf.Identity"(%563) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %827 = "tf.Identity"(%565) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %828 = "tf.Identity"(%567) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %829 = "tf.Identity"(%569) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %830 = "tf.Identity"(%571) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %831 = "tf.Identity"(%573) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %832 = "tf.Identity"(%575) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %833 = "tf.Identity"(%579) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %834 = "tf.Identity"(%581) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %835 = "tf.Identity"(%583) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %836 = "tf.Identity"(%585) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %837 = "tf.Identity"(%587) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %838 = "tf.Identity"(%589) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %839 = "tf.Identity"(%591) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %840 = "tf.Identity"(%593) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %841 = "tf.Identity"(%595) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %842 = "tf.Identity"(%597) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %843 = "tf.Identity"(%601) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %844 = "tf.Identity"(%603) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %845 = "tf.Identity"(%605) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %846 = "tf.Identity"(%607) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %847 = "tf.Identity"(%637) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %848 = "tf.Identity"(%641) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %849 = "tf.Identity"(%645) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %850 = "tf.Identity"(%651) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %851 = "tf.Identity"(%655) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %852 = "tf.Identity"(%657) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %853 = "tf.Identity"(%659) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %854 = "tf.Identity"(%661) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %855 = "tf.Identity"(%663) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %856 = "tf.Identity"(%665) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %857 = "tf.Identity"(%667) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %858 = "tf.Identity"(%671) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %859 = "tf.Identity"(%673) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %860 = "tf.Identity"(%675) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %861 = "tf.Identity"(%677) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %862 = "tf.Identity"(%679) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %863 = "tf.Identity"(%681) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %864 = "tf.Identity"(%683) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %865 = "tf.Identity"(%685) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %866 = "tf.Identity"(%687) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %867 = "tf.Identity"(%689) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %868 = "tf.Identity"(%802) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %cst_1120 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1121 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %869 = "tf.MatMul"(%1, %cst_1121) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %870 = "tf.Squeeze"(%869) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %871 = "tf.Slice"(%487, %870, %cst_1120) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1122 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1123 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %872 = "tf.MatMul"(%1, %cst_1123) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %873 = "tf.Squeeze"(%872) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %874 = "tf.Slice"(%489, %873, %cst_1122) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1124 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1125 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %875 = "tf.MatMul"(%1, %cst_1125) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %876 = "tf.Squeeze"(%875) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %877 = "tf.Slice"(%491, %876, %cst_1124) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1126 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1127 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %878 = "tf.MatMul"(%1, %cst_1127) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %879 = "tf.Squeeze"(%878) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %880 = "tf.Slice"(%493, %879, %cst_1126) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1128 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1129 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %881 = "tf.MatMul"(%1, %cst_1129) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %882 = "tf.Squeeze"(%881) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %883 = "tf.Slice"(%495, %882, %cst_1128) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1130 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1131 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %884 = "tf.MatMul"(%1, %cst_1131) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %885 = "tf.Squeeze"(%884) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %886 = "tf.Slice"(%501, %885, %cst_1130) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1132 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1133 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %887 = "tf.MatMul"(%1, %cst_1133) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %888 = "tf.Squeeze"(%887) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %889 = "tf.Slice"(%503, %888, %cst_1132) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1134 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1135 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %890 = "tf.MatMul"(%1, %cst_1135) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %891 = "tf.Squeeze"(%890) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %892 = "tf.Slice"(%509, %891, %cst_1134) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1136 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1137 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %893 = "tf.MatMul"(%1, %cst_1137) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %894 = "tf.Squeeze"(%893) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %895 = "tf.Slice"(%511, %894, %cst_1136) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1138 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1139 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %896 = "tf.MatMul"(%1, %cst_1139) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %897 = "tf.Squeeze"(%896) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %898 = "tf.Slice"(%513, %897, %cst_1138) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1140 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1141 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %899 = "tf.MatMul"(%1, %cst_1141) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %900 = "tf.Squeeze"(%899) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %901 = "tf.Slice"(%519, %900, %cst_1140) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1142 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1143 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %902 = "tf.MatMul"(%1, %cst_1143) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %903 = "tf.Squeeze"(%902) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %904 = "tf.Slice"(%521, %903, %cst_1142) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1144 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1145 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %905 = "tf.MatMul"(%1, %cst_1145) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %906 = "tf.Squeeze"(%905) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %907 = "tf.Slice"(%527, %906, %cst_1144) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1146 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1147 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %908 = "tf.MatMul"(%1, %cst_1147) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %909 = "tf.Squeeze"(%908) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %910 = "tf.Slice"(%529, %909, %cst_1146) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1148 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1149 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %911 = "tf.MatMul"(%1, %cst_1149) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %912 = "tf.Squeeze"(%911) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %913 = "tf.Slice"(%533, %912, %cst_1148) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1150 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1151 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %914 = "tf.MatMul"(%1, %cst_1151) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %915 = "tf.Squeeze"(%914) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %916 = "tf.Slice"(%555, %915, %cst_1150) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1152 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1153 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %917 = "tf.MatMul"(%1, %cst_1153) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %918 = "tf.Squeeze"(%917) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %919 = "tf.Slice"(%577, %918, %cst_1152) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1154 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1155 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %920 = "tf.MatMul"(%1, %cst_1155) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %921 = "tf.Squeeze"(%920) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %922 = "tf.Slice"(%599, %921, %cst_1154) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1156 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1157 = "tf.Const"() <{value = dense<[[0], [8192]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %923 = "tf.MatMul"(%1, %cst_1157) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %924 = "tf.Squeeze"(%923) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %925 = "tf.Slice"(%609, %924, %cst_1156) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_1158 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1159 = "tf.Const"() <{value = dense<[[0], [8192]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %926 = "tf.MatMul"(%1, %cst_1159) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %927 = "tf.Squeeze"(%926) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %928 = "tf.Slice"(%611, %927, %cst_1158) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_1160 = "tf.Const"() <{value = dense<[256, 8192]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1161 = "tf.Const"() <{value = dense<[[0, 0], [0, 8192]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %929 = "tf.MatMul"(%1, %cst_1161) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %930 = "tf.Squeeze"(%929) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %931 = "tf.Slice"(%613, %930, %cst_1160) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x8192xf32>
    %cst_1162 = "tf.Const"() <{value = dense<[256, 8192]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1163 = "tf.Const"() <{value = dense<[[0, 0], [0, 8192]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %932 = "tf.MatMul"(%1, %cst_1163) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %933 = "tf.Squeeze"(%932) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %934 = "tf.Slice"(%615, %933, %cst_1162) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x8192xf32>
    %cst_1164 = "tf.Const"() <{value = dense<[8192, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1165 = "tf.Const"() <{value = dense<[[0, 0], [8192, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %935 = "tf.MatMul"(%1, %cst_1165) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %936 = "tf.Squeeze"(%935) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %937 = "tf.Slice"(%617, %936, %cst_1164) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<8192x256xf32>
    %cst_1166 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1167 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %938 = "tf.MatMul"(%1, %cst_1167) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %939 = "tf.Squeeze"(%938) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %940 = "tf.Slice"(%619, %939, %cst_1166) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1168 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1169 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %941 = "tf.MatMul"(%1, %cst_1169) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %942 = "tf.Squeeze"(%941) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %943 = "tf.Slice"(%621, %942, %cst_1168) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1170 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1171 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %944 = "tf.MatMul"(%1, %cst_1171) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %945 = "tf.Squeeze"(%944) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %946 = "tf.Slice"(%623, %945, %cst_1170) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1172 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1173 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %947 = "tf.MatMul"(%1, %cst_1173) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %948 = "tf.Squeeze"(%947) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %949 = "tf.Slice"(%625, %948, %cst_1172) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1174 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1175 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %950 = "tf.MatMul"(%1, %cst_1175) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %951 = "tf.Squeeze"(%950) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %952 = "tf.Slice"(%627, %951, %cst_1174) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1176 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1177 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %953 = "tf.MatMul"(%1, %cst_1177) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %954 = "tf.Squeeze"(%953) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %955 = "tf.Slice"(%629, %954, %cst_1176) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1178 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1179 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %956 = "tf.MatMul"(%1, %cst_1179) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %957 = "tf.Squeeze"(%956) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %958 = "tf.Slice"(%631, %957, %cst_1178) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1180 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1181 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %959 = "tf.MatMul"(%1, %cst_1181) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %960 = "tf.Squeeze"(%959) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %961 = "tf.Slice"(%633, %960, %cst_1180) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1182 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1183 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %962 = "tf.MatMul"(%1, %cst_1183) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %963 = "tf.Squeeze"(%962) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %964 = "tf.Slice"(%635, %963, %cst_1182) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1184 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1185 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %965 = "tf.MatMul"(%1, %cst_1185) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %966 = "tf.Squeeze"(%965) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %967 = "tf.Slice"(%639, %966, %cst_1184) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1186 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1187 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %968 = "tf.MatMul"(%1, %cst_1187) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %969 = "tf.Squeeze"(%968) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %970 = "tf.Slice"(%643, %969, %cst_1186) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1188 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1189 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %971 = "tf.MatMul"(%1, %cst_1189) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %972 = "tf.Squeeze"(%971) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %973 = "tf.Slice"(%647, %972, %cst_1188) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1190 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1191 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %974 = "tf.MatMul"(%1, %cst_1191) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %975 = "tf.Squeeze"(%974) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %976 = "tf.Slice"(%649, %975, %cst_1190) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1192 = "tf.Const"() <{value = dense<[512, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1193 = "tf.Const"() <{value = dense<[[0, 0], [512, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %977 = "tf.MatMul"(%1, %cst_1193) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %978 = "tf.Squeeze"(%977) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %979 = "tf.Slice"(%653, %978, %cst_1192) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<512x256xf32>
    %cst_1194 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1195 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %980 = "tf.MatMul"(%1, %cst_1195) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %981 = "tf.Squeeze"(%980) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %982 = "tf.Slice"(%669, %981, %cst_1194) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1196 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1197 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %983 = "tf.MatMul"(%1, %cst_1197) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %984 = "tf.Squeeze"(%983) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %985 = "tf.Slice"(%691, %984, %cst_1196) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1198 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1199 = "tf.Const"() <{value = dense<[[0], [8192]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %986 = "tf.MatMul"(%1, %cst_1199) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %987 = "tf.Squeeze"(%986) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %988 = "tf.Slice"(%693, %987, %cst_1198) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_1200 = "tf.Const"() <{value = dense<[256, 8192]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1201 = "tf.Const"() <{value = dense<[[0, 0], [0, 8192]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %989 = "tf.MatMul"(%1, %cst_1201) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %990 = "tf.Squeeze"(%989) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %991 = "tf.Slice"(%695, %990, %cst_1200) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x8192xf32>
    %cst_1202 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1203 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %992 = "tf.MatMul"(%1, %cst_1203) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %993 = "tf.Squeeze"(%992) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %994 = "tf.Slice"(%697, %993, %cst_1202) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1204 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1205 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %995 = "tf.MatMul"(%1, %cst_1205) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %996 = "tf.Squeeze"(%995) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %997 = "tf.Slice"(%699, %996, %cst_1204) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1206 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1207 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %998 = "tf.MatMul"(%1, %cst_1207) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %999 = "tf.Squeeze"(%998) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1000 = "tf.Slice"(%701, %999, %cst_1206) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1208 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1209 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1001 = "tf.MatMul"(%1, %cst_1209) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1002 = "tf.Squeeze"(%1001) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1003 = "tf.Slice"(%703, %1002, %cst_1208) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1210 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1211 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1004 = "tf.MatMul"(%1, %cst_1211) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1005 = "tf.Squeeze"(%1004) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1006 = "tf.Slice"(%705, %1005, %cst_1210) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1212 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1213 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1007 = "tf.MatMul"(%1, %cst_1213) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1008 = "tf.Squeeze"(%1007) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1009 = "tf.Slice"(%707, %1008, %cst_1212) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1214 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1215 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1010 = "tf.MatMul"(%1, %cst_1215) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1011 = "tf.Squeeze"(%1010) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1012 = "tf.Slice"(%709, %1011, %cst_1214) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1216 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1217 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1013 = "tf.MatMul"(%1, %cst_1217) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1014 = "tf.Squeeze"(%1013) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1015 = "tf.Slice"(%711, %1014, %cst_1216) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1218 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1219 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1016 = "tf.MatMul"(%1, %cst_1219) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1017 = "tf.Squeeze"(%1016) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1018 = "tf.Slice"(%713, %1017, %cst_1218) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1220 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1221 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1019 = "tf.MatMul"(%1, %cst_1221) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1020 = "tf.Squeeze"(%1019) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1021 = "tf.Slice"(%715, %1020, %cst_1220) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1222 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1223 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1022 = "tf.MatMul"(%1, %cst_1223) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1023 = "tf.Squeeze"(%1022) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1024 = "tf.Slice"(%717, %1023, %cst_1222) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1224 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1225 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1025 = "tf.MatMul"(%1, %cst_1225) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1026 = "tf.Squeeze"(%1025) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1027 = "tf.Slice"(%719, %1026, %cst_1224) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1226 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1227 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1028 = "tf.MatMul"(%1, %cst_1227) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1029 = "tf.Squeeze"(%1028) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1030 = "tf.Slice"(%721, %1029, %cst_1226) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1228 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1229 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1031 = "tf.MatMul"(%1, %cst_1229) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1032 = "tf.Squeeze"(%1031) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1033 = "tf.Slice"(%723, %1032, %cst_1228) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1230 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1231 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1034 = "tf.MatMul"(%1, %cst_1231) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1035 = "tf.Squeeze"(%1034) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1036 = "tf.Slice"(%725, %1035, %cst_1230) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1232 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1233 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1037 = "tf.MatMul"(%1, %cst_1233) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1038 = "tf.Squeeze"(%1037) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1039 = "tf.Slice"(%727, %1038, %cst_1232) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1234 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1235 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1040 = "tf.MatMul"(%1, %cst_1235) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1041 = "tf.Squeeze"(%1040) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1042 = "tf.Slice"(%729, %1041, %cst_1234) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1236 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1237 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1043 = "tf.MatMul"(%1, %cst_1237) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1044 = "tf.Squeeze"(%1043) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1045 = "tf.Slice"(%731, %1044, %cst_1236) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1238 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1239 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1046 = "tf.MatMul"(%1, %cst_1239) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1047 = "tf.Squeeze"(%1046) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1048 = "tf.Slice"(%733, %1047, %cst_1238) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1240 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1241 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1049 = "tf.MatMul"(%1, %cst_1241) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1050 = "tf.Squeeze"(%1049) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1051 = "tf.Slice"(%735, %1050, %cst_1240) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1242 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1243 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1052 = "tf.MatMul"(%1, %cst_1243) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1053 = "tf.Squeeze"(%1052) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1054 = "tf.Slice"(%737, %1053, %cst_1242) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1244 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1245 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1055 = "tf.MatMul"(%1, %cst_1245) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1056 = "tf.Squeeze"(%1055) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1057 = "tf.Slice"(%739, %1056, %cst_1244) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1246 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1247 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1058 = "tf.MatMul"(%1, %cst_1247) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1059 = "tf.Squeeze"(%1058) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1060 = "tf.Slice"(%741, %1059, %cst_1246) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1248 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1249 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1061 = "tf.MatMul"(%1, %cst_1249) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1062 = "tf.Squeeze"(%1061) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1063 = "tf.Slice"(%743, %1062, %cst_1248) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1250 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1251 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1064 = "tf.MatMul"(%1, %cst_1251) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1065 = "tf.Squeeze"(%1064) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1066 = "tf.Slice"(%745, %1065, %cst_1250) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1252 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1253 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1067 = "tf.MatMul"(%1, %cst_1253) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1068 = "tf.Squeeze"(%1067) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1069 = "tf.Slice"(%747, %1068, %cst_1252) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1254 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1255 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1070 = "tf.MatMul"(%1, %cst_1255) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1071 = "tf.Squeeze"(%1070) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1072 = "tf.Slice"(%749, %1071, %cst_1254) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1256 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1257 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1073 = "tf.MatMul"(%1, %cst_1257) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1074 = "tf.Squeeze"(%1073) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1075 = "tf.Slice"(%751, %1074, %cst_1256) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1258 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1259 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1076 = "tf.MatMul"(%1, %cst_1259) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1077 = "tf.Squeeze"(%1076) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1078 = "tf.Slice"(%753, %1077, %cst_1258) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1260 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1261 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1079 = "tf.MatMul"(%1, %cst_1261) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1080 = "tf.Squeeze"(%1079) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1081 = "tf.Slice"(%755, %1080, %cst_1260) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1262 = "tf.Const"() <{value = dense<[4, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1263 = "tf.Const"() <{value = dense<[[0, 0, 0], [4, 0, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1082 = "tf.MatMul"(%1, %cst_1263) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1083 = "tf.Squeeze"(%1082) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1084 = "tf.Slice"(%757, %1083, %cst_1262) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<4x32x256xf32>
    %cst_1264 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1265 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1085 = "tf.MatMul"(%1, %cst_1265) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1086 = "tf.Squeeze"(%1085) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1087 = "tf.Slice"(%759, %1086, %cst_1264) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1266 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1267 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1088 = "tf.MatMul"(%1, %cst_1267) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1089 = "tf.Squeeze"(%1088) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1090 = "tf.Slice"(%761, %1089, %cst_1266) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1268 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1269 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1091 = "tf.MatMul"(%1, %cst_1269) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1092 = "tf.Squeeze"(%1091) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1093 = "tf.Slice"(%763, %1092, %cst_1268) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1270 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1271 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1094 = "tf.MatMul"(%1, %cst_1271) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1095 = "tf.Squeeze"(%1094) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1096 = "tf.Slice"(%765, %1095, %cst_1270) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1272 = "tf.Const"() <{value = dense<[8192, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1273 = "tf.Const"() <{value = dense<[[0, 0], [8192, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1097 = "tf.MatMul"(%1, %cst_1273) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1098 = "tf.Squeeze"(%1097) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1099 = "tf.Slice"(%767, %1098, %cst_1272) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<8192x256xf32>
    %cst_1274 = "tf.Const"() <{value = dense<[8192, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1275 = "tf.Const"() <{value = dense<[[0, 0], [8192, 0]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1100 = "tf.MatMul"(%1, %cst_1275) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1101 = "tf.Squeeze"(%1100) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1102 = "tf.Slice"(%769, %1101, %cst_1274) {_layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<8192x256xf32>
    %cst_1276 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1277 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %1103 = "tf.MatMul"(%1, %cst_1277) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %1104 = "tf.Squeeze"(%1103) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1105 = "tf.Slice"(%771, %1104, %cst_1276) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1278 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1279 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %1106 = "tf.MatMul"(%1, %cst_1279) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %1107 = "tf.Squeeze"(%1106) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1108 = "tf.Slice"(%773, %1107, %cst_1278) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1280 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1281 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1109 = "tf.MatMul"(%1, %cst_1281) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1110 = "tf.Squeeze"(%1109) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1111 = "tf.Slice"(%775, %1110, %cst_1280) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1282 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1283 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1112 = "tf.MatMul"(%1, %cst_1283) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1113 = "tf.Squeeze"(%1112) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1114 = "tf.Slice"(%777, %1113, %cst_1282) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1284 = "tf.Const"() <{value = dense<[256, 4, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1285 = "tf.Const"() <{value = dense<[[0, 0, 0], [0, 4, 0]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %1115 = "tf.MatMul"(%1, %cst_1285) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x3xi32>) -> tensor<1x3xi32>
    %1116 = "tf.Squeeze"(%1115) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1117 = "tf.Slice"(%779, %1116, %cst_1284) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x4x32xf32>
    %cst_1286 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1287 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %1118 = "tf.MatMul"(%1, %cst_1287) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %1119 = "tf.Squeeze"(%1118) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1120 = "tf.Slice"(%781, %1119, %cst_1286) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1288 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1289 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %1121 = "tf.MatMul"(%1, %cst_1289) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %1122 = "tf.Squeeze"(%1121) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1123 = "tf.Slice"(%783, %1122, %cst_1288) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1290 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1291 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1124 = "tf.MatMul"(%1, %cst_1291) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1125 = "tf.Squeeze"(%1124) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1126 = "tf.Slice"(%785, %1125, %cst_1290) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1292 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1293 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1127 = "tf.MatMul"(%1, %cst_1293) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1128 = "tf.Squeeze"(%1127) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1129 = "tf.Slice"(%787, %1128, %cst_1292) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1294 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1295 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %1130 = "tf.MatMul"(%1, %cst_1295) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %1131 = "tf.Squeeze"(%1130) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1132 = "tf.Slice"(%789, %1131, %cst_1294) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1296 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1297 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %1133 = "tf.MatMul"(%1, %cst_1297) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %1134 = "tf.Squeeze"(%1133) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1135 = "tf.Slice"(%791, %1134, %cst_1296) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %cst_1298 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1299 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1136 = "tf.MatMul"(%1, %cst_1299) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1137 = "tf.Squeeze"(%1136) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1138 = "tf.Slice"(%793, %1137, %cst_1298) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1300 = "tf.Const"() <{value = dense<[256, 512]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1301 = "tf.Const"() <{value = dense<[[0, 0], [0, 512]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1139 = "tf.MatMul"(%1, %cst_1301) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<1x2xi32>
    %1140 = "tf.Squeeze"(%1139) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1141 = "tf.Slice"(%795, %1140, %cst_1300) {_layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x512xf32>
    %cst_1302 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1303 = "tf.Const"() <{value = dense<[[0], [512]]> : tensor<2x1xi32>}> : () -> tensor<2x1xi32>
    %1142 = "tf.MatMul"(%1, %cst_1303) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x2xi32>, tensor<2x1xi32>) -> tensor<1x1xi32>
    %1143 = "tf.Squeeze"(%1142) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1144 = "tf.Slice"(%797, %1143, %cst_1302) {_layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<512xf32>
    %1145 = "tf.Identity"(%871) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1146 = "tf.Identity"(%874) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1147 = "tf.Identity"(%877) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1148 = "tf.Identity"(%880) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1149 = "tf.Identity"(%883) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1150 = "tf.Identity"(%886) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1151 = "tf.Identity"(%889) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1152 = "tf.Identity"(%892) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1153 = "tf.Identity"(%895) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1154 = "tf.Identity"(%898) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1155 = "tf.Identity"(%901) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1156 = "tf.Identity"(%904) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1157 = "tf.Identity"(%907) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1158 = "tf.Identity"(%910) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1159 = "tf.Identity"(%913) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1160 = "tf.Identity"(%916) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1161 = "tf.Identity"(%919) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1162 = "tf.Identity"(%922) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1163 = "tf.Identity"(%925) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192xf32>) -> tensor<8192xf32>
    %1164 = "tf.Identity"(%928) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192xf32>) -> tensor<8192xf32>
    %1165 = "tf.Identity"(%931) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1166 = "tf.Identity"(%934) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1167 = "tf.Identity"(%937) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192x256xf32>) -> tensor<8192x256xf32>
    %1168 = "tf.Identity"(%940) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1169 = "tf.Identity"(%943) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1170 = "tf.Identity"(%946) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1171 = "tf.Identity"(%949) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1172 = "tf.Identity"(%952) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1173 = "tf.Identity"(%955) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1174 = "tf.Identity"(%958) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1175 = "tf.Identity"(%961) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1176 = "tf.Identity"(%964) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1177 = "tf.Identity"(%967) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1178 = "tf.Identity"(%970) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1179 = "tf.Identity"(%973) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1180 = "tf.Identity"(%976) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1181 = "tf.Identity"(%979) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512x256xf32>) -> tensor<512x256xf32>
    %1182 = "tf.Identity"(%982) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1183 = "tf.Identity"(%985) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1184 = "tf.Identity"(%988) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192xf32>) -> tensor<8192xf32>
    %1185 = "tf.Identity"(%991) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %1186 = "tf.Identity"(%994) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1187 = "tf.Identity"(%997) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1188 = "tf.Identity"(%1000) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1189 = "tf.Identity"(%1003) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1190 = "tf.Identity"(%1006) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1191 = "tf.Identity"(%1009) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1192 = "tf.Identity"(%1012) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1193 = "tf.Identity"(%1015) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1194 = "tf.Identity"(%1018) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1195 = "tf.Identity"(%1021) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1196 = "tf.Identity"(%1024) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1197 = "tf.Identity"(%1027) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1198 = "tf.Identity"(%1030) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1199 = "tf.Identity"(%1033) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1200 = "tf.Identity"(%1036) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1201 = "tf.Identity"(%1039) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1202 = "tf.Identity"(%1042) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1203 = "tf.Identity"(%1045) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1204 = "tf.Identity"(%1048) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1205 = "tf.Identity"(%1051) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1206 = "tf.Identity"(%1054) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1207 = "tf.Identity"(%1057) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1208 = "tf.Identity"(%1060) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1209 = "tf.Identity"(%1063) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1210 = "tf.Identity"(%1066) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1211 = "tf.Identity"(%1069) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1212 = "tf.Identity"(%1072) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1213 = "tf.Identity"(%1075) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1214 = "tf.Identity"(%1078) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1215 = "tf.Identity"(%1081) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1216 = "tf.Identity"(%1084) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %1217 = "tf.Identity"(%1087) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1218 = "tf.Identity"(%1090) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1219 = "tf.Identity"(%1093) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1220 = "tf.Identity"(%1096) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1221 = "tf.Identity"(%1099) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192x256xf32>) -> tensor<8192x256xf32>
    %1222 = "tf.Identity"(%1102) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8192x256xf32>) -> tensor<8192x256xf32>
    %1223 = "tf.Identity"(%1105) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1224 = "tf.Identity"(%1108) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1225 = "tf.Identity"(%1111) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1226 = "tf.Identity"(%1114) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1227 = "tf.Identity"(%1117) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4x32xf32>) -> tensor<256x4x32xf32>
    %1228 = "tf.Identity"(%1120) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1229 = "tf.Identity"(%1123) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1230 = "tf.Identity"(%1126) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1231 = "tf.Identity"(%1129) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1232 = "tf.Identity"(%1132) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1233 = "tf.Identity"(%1135) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    %1234 = "tf.Identity"(%1138) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1235 = "tf.Identity"(%1141) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x512xf32>) -> tensor<256x512xf32>
    %1236 = "tf.Identity"(%1144) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|batch=2,model=2|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<512xf32>) -> tensor<512xf32>
    return %1145, %1146, %1147, %1148, %1149, %803, %804, %1150, %1151, %805, %806, %1152, %1153, %1154, %807, %808, %1155, %1156, %809, %810, %1157, %1158, %811, %812, %1159, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %1160, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %1161, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %1162, %843, %844, %845, %846, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %847, %1177, %848, %1178, %849, %1179, %1180, %850, %1181, %851, %852, %853, %854, %855, %856, %857, %1182, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %868 : tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512x256xf32>, tensor<i64>, tensor<f32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<256x8192xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x4x32xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x4x32xf32>, tensor<8192xf32>, tensor<256x8192xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x32x256xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8192x256xf32>, tensor<8192x256xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<256x4x32xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512xf32>, tensor<512xf32>
  }
}


