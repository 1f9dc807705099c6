// -----// IR Dump After ClusterOutliningPass (tf-device-cluster-outlining) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_14823611845700086234_17779293912180376638", dtensor.eager_operation_name = "__inference_reduce_12549", tf._default_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32> {tf._global_shape = #tf_type.shape<>}, %arg1: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<1xi64> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:batch, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<1xf32> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:batch, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> (tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<16384x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<16384xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x16384xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<8x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x8x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<16384x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<16384x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<1024xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x1024xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<1024x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<i64> {tf._global_shape = #tf_type.shape<>}, tensor<f32> {tf._global_shape = #tf_type.shape<>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<16384xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<16384xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x16384xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<256x16384xf32> {tf._global_shape = #tf_type.shape<256x16384>}) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157", outputs = "op_output_0,op_output_1,op_output_2,op_output_3,op_output_4,op_output_5,op_output_6,op_output_7,op_output_8,op_output_9,op_output_10,op_output_11,op_output_12,op_output_13,op_output_14,op_output_15,op_output_16,op_output_17,op_output_18,op_output_19,op_output_20,op_output_21,op_output_22,op_output_23,op_output_24,op_output_25,op_output_26,op_output_27,op_output_28,op_output_29,op_output_30,op_output_31,op_output_32,op_output_33,op_output_34,op_output_35,op_output_36,op_output_37,op_output_38,op_output_39,op_output_40,op_output_41,op_output_42,op_output_43,op_output_44,op_output_45,op_output_46,op_output_47,op_output_48,op_output_49,op_output_50,op_output_51,op_output_52,op_output_53,op_output_54,op_output_55,op_output_56,op_output_57,op_output_58,op_output_59,op_output_60,op_output_61,op_output_62,op_output_63,op_output_64,op_output_65,op_output_66,op_output_67,op_output_68,op_output_69,op_output_70,op_output_71,op_output_72,op_output_73,op_output_74,op_output_75,op_output_76,op_output_77,op_output_78,op_output_79,op_output_80,op_output_81,op_output_82,op_output_83,op_output_84,op_output_85,op_output_86,op_output_87,op_output_88,op_output_89,op_output_90,op_output_91,op_output_92,op_output_93,op_output_94,op_output_95,op_output_96,op_output_97,op_output_98,op_output_99,op_output_100,op_output_101,op_output_102,op_output_103,op_output_104,op_output_105,op_output_106,op_output_107,op_output_108,op_output_109,op_output_110,op_output_111,op_output_112,op_output_113,op_output_114,op_output_115,op_output_116,op_output_117,op_output_118,op_output_119,op_output_120,op_output_121,op_output_122,op_output_123,op_output_124,op_output_125,op_output_126,op_output_127,op_output_128,op_output_129,op_output_130,op_output_131,op_output_132,op_output_133,op_output_134,op_output_135,op_output_136,op_output_137,op_output_138,op_output_139,op_output_140,op_output_141,op_output_142,op_output_143,op_output_144,op_output_145,op_output_146,op_output_147,op_output_148,op_output_149,op_output_150,op_output_151,op_output_152,op_output_153,op_output_154,op_output_155,op_output_156,op_output_157"}} {
    %0:158 = "tf_device.cluster_func"(%arg1, %arg2, %arg11, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg12, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117, %arg118, %arg119, %arg0, %arg120, %arg13, %arg121, %arg122, %arg123, %arg124, %arg125, %arg126, %arg127, %arg128, %arg129, %arg130, %arg14, %arg131, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %arg139, %arg140, %arg15, %arg141, %arg142, %arg143, %arg144, %arg145, %arg146, %arg147, %arg148, %arg149, %arg150, %arg16, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %arg157, %arg158, %arg17, %arg18, %arg19, %arg20, %arg3, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg4, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg5, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg6, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg7, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg8, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg9, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89, %arg90, %arg10, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100) <{func = @_func}> {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : (tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1xi64>, tensor<i32>, tensor<1xf32>, tensor<1x8x32x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x32x256xf32>, tensor<1x32x256xf32>, tensor<1x16384xf32>, tensor<1x16384xf32>, tensor<1x256x16384xf32>, tensor<1x256x16384xf32>, tensor<1x16384x256xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x256x8x32xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x16384xf32>, tensor<1x256x16384xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x16384x256xf32>, tensor<1x16384x256xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x8x32xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>) -> (tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<i64>, tensor<f32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<256x16384xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x8x32xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256x8x32xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>)
    return %0#0, %0#1, %0#70, %0#81, %0#92, %0#103, %0#114, %0#125, %0#136, %0#147, %0#2, %0#13, %0#24, %0#35, %0#46, %0#57, %0#66, %0#67, %0#68, %0#69, %0#71, %0#72, %0#73, %0#74, %0#75, %0#76, %0#77, %0#78, %0#79, %0#80, %0#82, %0#83, %0#84, %0#85, %0#86, %0#87, %0#88, %0#89, %0#90, %0#91, %0#93, %0#94, %0#95, %0#96, %0#97, %0#98, %0#99, %0#100, %0#101, %0#102, %0#104, %0#105, %0#106, %0#107, %0#108, %0#109, %0#110, %0#111, %0#112, %0#113, %0#115, %0#116, %0#117, %0#118, %0#119, %0#120, %0#121, %0#122, %0#123, %0#124, %0#126, %0#127, %0#128, %0#129, %0#130, %0#131, %0#132, %0#133, %0#134, %0#135, %0#137, %0#138, %0#139, %0#140, %0#141, %0#142, %0#143, %0#144, %0#145, %0#146, %0#148, %0#149, %0#150, %0#151, %0#152, %0#153, %0#154, %0#155, %0#156, %0#157, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56, %0#58, %0#59, %0#60, %0#61, %0#62, %0#63, %0#64, %0#65 : tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<256x16384xf32>
  }
  func.func private @_func(%arg0: tensor<1x8x32x256xf32>, %arg1: tensor<1x256x8x32xf32>, %arg2: tensor<1x256x8x32xf32>, %arg3: tensor<1x256x1024xf32>, %arg4: tensor<1x256x1024xf32>, %arg5: tensor<1x256xf32>, %arg6: tensor<1x256xf32>, %arg7: tensor<1x1024x256xf32>, %arg8: tensor<1x1024x256xf32>, %arg9: tensor<1x256xf32>, %arg10: tensor<1x256xf32>, %arg11: tensor<1x1024x256xf32>, %arg12: tensor<1x1024x256xf32>, %arg13: tensor<1x256x8x32xf32>, %arg14: tensor<1x256xf32>, %arg15: tensor<1x256xf32>, %arg16: tensor<1x1024x256xf32>, %arg17: tensor<1x1024x256xf32>, %arg18: tensor<1x256xf32>, %arg19: tensor<1x256xf32>, %arg20: tensor<1x1024x256xf32>, %arg21: tensor<1x1024x256xf32>, %arg22: tensor<1xi64>, %arg23: tensor<i32>, %arg24: tensor<1xf32>, %arg25: tensor<1x8x32x256xf32>, %arg26: tensor<1x256xf32>, %arg27: tensor<1x256xf32>, %arg28: tensor<1x256xf32>, %arg29: tensor<1x256xf32>, %arg30: tensor<1x256xf32>, %arg31: tensor<1x256xf32>, %arg32: tensor<1x256xf32>, %arg33: tensor<1x256xf32>, %arg34: tensor<1x256xf32>, %arg35: tensor<1x256xf32>, %arg36: tensor<1x256x8x32xf32>, %arg37: tensor<1x256xf32>, %arg38: tensor<1x256xf32>, %arg39: tensor<1x256xf32>, %arg40: tensor<1x256xf32>, %arg41: tensor<1x256xf32>, %arg42: tensor<1x256xf32>, %arg43: tensor<1x256xf32>, %arg44: tensor<1x256xf32>, %arg45: tensor<1x256xf32>, %arg46: tensor<1x256xf32>, %arg47: tensor<1x256x8x32xf32>, %arg48: tensor<1x256xf32>, %arg49: tensor<1x256xf32>, %arg50: tensor<1x256xf32>, %arg51: tensor<1x256xf32>, %arg52: tensor<1x256xf32>, %arg53: tensor<1x256xf32>, %arg54: tensor<1x256xf32>, %arg55: tensor<1x256xf32>, %arg56: tensor<1x256xf32>, %arg57: tensor<1x256xf32>, %arg58: tensor<1x256x8x32xf32>, %arg59: tensor<1x256xf32>, %arg60: tensor<1x256xf32>, %arg61: tensor<1x32x256xf32>, %arg62: tensor<1x32x256xf32>, %arg63: tensor<1x16384xf32>, %arg64: tensor<1x16384xf32>, %arg65: tensor<1x256x16384xf32>, %arg66: tensor<1x256x16384xf32>, %arg67: tensor<1x16384x256xf32>, %arg68: tensor<1x1024xf32>, %arg69: tensor<1x256x1024xf32>, %arg70: tensor<1x1024xf32>, %arg71: tensor<1x256x8x32xf32>, %arg72: tensor<1x256x1024xf32>, %arg73: tensor<1x1024xf32>, %arg74: tensor<1x256x1024xf32>, %arg75: tensor<1x1024xf32>, %arg76: tensor<1x256x1024xf32>, %arg77: tensor<1x256xf32>, %arg78: tensor<1x1024x256xf32>, %arg79: tensor<1x256xf32>, %arg80: tensor<1x1024x256xf32>, %arg81: tensor<1x256xf32>, %arg82: tensor<1x256x8x32xf32>, %arg83: tensor<1x1024x256xf32>, %arg84: tensor<1x256xf32>, %arg85: tensor<1x1024x256xf32>, %arg86: tensor<1x256xf32>, %arg87: tensor<1x256xf32>, %arg88: tensor<1x256xf32>, %arg89: tensor<1x256xf32>, %arg90: tensor<1x256xf32>, %arg91: tensor<1x256xf32>, %arg92: tensor<1x256xf32>, %arg93: tensor<1x8x32x256xf32>, %arg94: tensor<1x256xf32>, %arg95: tensor<1x256xf32>, %arg96: tensor<1x256xf32>, %arg97: tensor<1x256xf32>, %arg98: tensor<1x256xf32>, %arg99: tensor<1x256xf32>, %arg100: tensor<1x256xf32>, %arg101: tensor<1x256xf32>, %arg102: tensor<1x256xf32>, %arg103: tensor<1x32x256xf32>, %arg104: tensor<1x256x8x32xf32>, %arg105: tensor<1x16384xf32>, %arg106: tensor<1x256x16384xf32>, %arg107: tensor<1x8x32x256xf32>, %arg108: tensor<1x8x32x256xf32>, %arg109: tensor<1x256x8x32xf32>, %arg110: tensor<1x256x8x32xf32>, %arg111: tensor<1x256x8x32xf32>, %arg112: tensor<1x256x8x32xf32>, %arg113: tensor<1x256x8x32xf32>, %arg114: tensor<1x256x8x32xf32>, %arg115: tensor<1x256x8x32xf32>, %arg116: tensor<1x8x32x256xf32>, %arg117: tensor<1x8x32x256xf32>, %arg118: tensor<1x256x8x32xf32>, %arg119: tensor<1x256x8x32xf32>, %arg120: tensor<1x256x8x32xf32>, %arg121: tensor<1x256x8x32xf32>, %arg122: tensor<1x256x8x32xf32>, %arg123: tensor<1x256x8x32xf32>, %arg124: tensor<1x8x32x256xf32>, %arg125: tensor<1x8x32x256xf32>, %arg126: tensor<1x256x8x32xf32>, %arg127: tensor<1x256x8x32xf32>, %arg128: tensor<1x256x8x32xf32>, %arg129: tensor<1x256x8x32xf32>, %arg130: tensor<1x256x8x32xf32>, %arg131: tensor<1x256x8x32xf32>, %arg132: tensor<1x256x8x32xf32>, %arg133: tensor<1x8x32x256xf32>, %arg134: tensor<1x8x32x256xf32>, %arg135: tensor<1x256x8x32xf32>, %arg136: tensor<1x256x8x32xf32>, %arg137: tensor<1x8x32x256xf32>, %arg138: tensor<1x256x8x32xf32>, %arg139: tensor<1x256x8x32xf32>, %arg140: tensor<1x256x8x32xf32>, %arg141: tensor<1x256x8x32xf32>, %arg142: tensor<1x16384x256xf32>, %arg143: tensor<1x16384x256xf32>, %arg144: tensor<1x1024xf32>, %arg145: tensor<1x1024xf32>, %arg146: tensor<1x256x1024xf32>, %arg147: tensor<1x256x1024xf32>, %arg148: tensor<1x256x8x32xf32>, %arg149: tensor<1x1024xf32>, %arg150: tensor<1x1024xf32>, %arg151: tensor<1x256x1024xf32>, %arg152: tensor<1x256x1024xf32>, %arg153: tensor<1x1024xf32>, %arg154: tensor<1x1024xf32>, %arg155: tensor<1x256x1024xf32>, %arg156: tensor<1x256x1024xf32>, %arg157: tensor<1x1024xf32>, %arg158: tensor<1x1024xf32>) -> (tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<i64>, tensor<f32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<256x16384xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x8x32xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256x8x32xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
    %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {_global_shape = [#tf_type.shape<1>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : () -> tensor<1xi32>
    %0 = "tf.Sum"(%arg0, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_0 = "tf.Const"() <{value = dense<[[0, 1, 2, 3]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %1 = "tf.Sum"(%arg1, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %2 = "tf.Sum"(%arg2, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %3 = "tf.Sum"(%arg3, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %4 = "tf.Sum"(%arg4, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %5 = "tf.Sum"(%arg5, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %6 = "tf.Sum"(%arg6, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %7 = "tf.Sum"(%arg7, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %8 = "tf.Sum"(%arg8, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %9 = "tf.Sum"(%arg9, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %10 = "tf.Sum"(%arg10, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %11 = "tf.Sum"(%arg11, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %12 = "tf.Sum"(%arg12, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %13 = "tf.Sum"(%arg13, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %14 = "tf.Sum"(%arg14, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %15 = "tf.Sum"(%arg15, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %16 = "tf.Sum"(%arg16, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %17 = "tf.Sum"(%arg17, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %18 = "tf.Sum"(%arg18, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %19 = "tf.Sum"(%arg19, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %20 = "tf.Sum"(%arg20, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %21 = "tf.Sum"(%arg21, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %22 = "tf.Sum"(%arg22, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xi64>, tensor<1xi32>) -> tensor<i64>
    %cst_1 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %23 = "tf.Reshape"(%arg23, %cst_1) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_2 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %24 = "tf.Sub"(%23, %cst_2) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_4 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "tf.Slice"(%cst_3, %24, %cst_4) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %26 = "tf.Reshape"(%25, %cst_5) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_6 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_7 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %27 = "tf.CollectiveReduceV2"(%22, %cst_7, %26, %cst_6) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<i64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i64>
    %28 = "tf.Sum"(%arg24, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<f32>
    %29 = "tf.Sum"(%arg25, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %30 = "tf.Sum"(%arg26, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %31 = "tf.Sum"(%arg27, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %32 = "tf.Sum"(%arg28, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %33 = "tf.Sum"(%arg29, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %34 = "tf.Sum"(%arg30, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %35 = "tf.Sum"(%arg31, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %36 = "tf.Sum"(%arg32, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %37 = "tf.Sum"(%arg33, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %38 = "tf.Sum"(%arg34, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %39 = "tf.Sum"(%arg35, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %40 = "tf.Sum"(%arg36, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %41 = "tf.Sum"(%arg37, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %42 = "tf.Sum"(%arg38, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %43 = "tf.Sum"(%arg39, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %44 = "tf.Sum"(%arg40, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %45 = "tf.Sum"(%arg41, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %46 = "tf.Sum"(%arg42, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %47 = "tf.Sum"(%arg43, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %48 = "tf.Sum"(%arg44, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %49 = "tf.Sum"(%arg45, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %50 = "tf.Sum"(%arg46, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %51 = "tf.Sum"(%arg47, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %52 = "tf.Sum"(%arg48, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %53 = "tf.Sum"(%arg49, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %54 = "tf.Sum"(%arg50, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %55 = "tf.Sum"(%arg51, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %56 = "tf.Sum"(%arg52, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %57 = "tf.Sum"(%arg53, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %58 = "tf.Sum"(%arg54, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %59 = "tf.Sum"(%arg55, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %60 = "tf.Sum"(%arg56, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %61 = "tf.Sum"(%arg57, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %62 = "tf.Sum"(%arg58, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %63 = "tf.Sum"(%arg59, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %64 = "tf.Sum"(%arg60, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %65 = "tf.Sum"(%arg61, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
    %66 = "tf.Sum"(%arg62, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
    %67 = "tf.Sum"(%arg63, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %68 = "tf.Sum"(%arg64, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %69 = "tf.Sum"(%arg65, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
    %70 = "tf.Sum"(%arg66, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
    %71 = "tf.Sum"(%arg67, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
    %72 = "tf.Sum"(%arg68, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %73 = "tf.Sum"(%arg69, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %74 = "tf.Sum"(%arg70, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %75 = "tf.Sum"(%arg71, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %76 = "tf.Sum"(%arg72, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %77 = "tf.Sum"(%arg73, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %78 = "tf.Sum"(%arg74, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %79 = "tf.Sum"(%arg75, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %80 = "tf.Sum"(%arg76, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %81 = "tf.Sum"(%arg77, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %82 = "tf.Sum"(%arg78, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %83 = "tf.Sum"(%arg79, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %84 = "tf.Sum"(%arg80, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %85 = "tf.Sum"(%arg81, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %86 = "tf.Sum"(%arg82, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %87 = "tf.Sum"(%arg83, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %88 = "tf.Sum"(%arg84, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %89 = "tf.Sum"(%arg85, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %90 = "tf.Sum"(%arg86, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %91 = "tf.Sum"(%arg87, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %92 = "tf.Sum"(%arg88, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %93 = "tf.Sum"(%arg89, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %94 = "tf.Sum"(%arg90, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %95 = "tf.Sum"(%arg91, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %96 = "tf.Sum"(%arg92, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %97 = "tf.Sum"(%arg93, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %98 = "tf.Sum"(%arg94, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %99 = "tf.Sum"(%arg95, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %100 = "tf.Sum"(%arg96, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %101 = "tf.Sum"(%arg97, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %102 = "tf.Sum"(%arg98, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %103 = "tf.Sum"(%arg99, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %104 = "tf.Sum"(%arg100, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %105 = "tf.Sum"(%arg101, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %106 = "tf.Sum"(%arg102, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %107 = "tf.Sum"(%arg103, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
    %108 = "tf.Sum"(%arg104, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %109 = "tf.Sum"(%arg105, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %110 = "tf.Sum"(%arg106, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
    %111 = "tf.Sum"(%arg107, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %112 = "tf.Sum"(%arg108, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %113 = "tf.Sum"(%arg109, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %114 = "tf.Sum"(%arg110, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %115 = "tf.Sum"(%arg111, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %116 = "tf.Sum"(%arg112, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %117 = "tf.Sum"(%arg113, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %118 = "tf.Sum"(%arg114, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %119 = "tf.Sum"(%arg115, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %120 = "tf.Sum"(%arg116, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %121 = "tf.Sum"(%arg117, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %122 = "tf.Sum"(%arg118, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %123 = "tf.Sum"(%arg119, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %124 = "tf.Sum"(%arg120, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %125 = "tf.Sum"(%arg121, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %126 = "tf.Sum"(%arg122, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %127 = "tf.Sum"(%arg123, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %128 = "tf.Sum"(%arg124, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %129 = "tf.Sum"(%arg125, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %130 = "tf.Sum"(%arg126, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %131 = "tf.Sum"(%arg127, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %132 = "tf.Sum"(%arg128, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %133 = "tf.Sum"(%arg129, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %134 = "tf.Sum"(%arg130, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %135 = "tf.Sum"(%arg131, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %136 = "tf.Sum"(%arg132, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %137 = "tf.Sum"(%arg133, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %138 = "tf.Sum"(%arg134, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %139 = "tf.Sum"(%arg135, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %140 = "tf.Sum"(%arg136, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %141 = "tf.Sum"(%arg137, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %142 = "tf.Sum"(%arg138, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %143 = "tf.Sum"(%arg139, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %144 = "tf.Sum"(%arg140, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %145 = "tf.Sum"(%arg141, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %146 = "tf.Sum"(%arg142, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
    %147 = "tf.Sum"(%arg143, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
    %148 = "tf.Sum"(%arg144, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %149 = "tf.Sum"(%arg145, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %150 = "tf.Sum"(%arg146, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %151 = "tf.Sum"(%arg147, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %152 = "tf.Sum"(%arg148, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %153 = "tf.Sum"(%arg149, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %154 = "tf.Sum"(%arg150, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %155 = "tf.Sum"(%arg151, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %156 = "tf.Sum"(%arg152, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %157 = "tf.Sum"(%arg153, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %158 = "tf.Sum"(%arg154, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %159 = "tf.Sum"(%arg155, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %160 = "tf.Sum"(%arg156, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %161 = "tf.Sum"(%arg157, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %162 = "tf.Sum"(%arg158, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_8 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %163 = "tf.Cast"(%cst_8) <{Truncate = false}> : (tensor<i32>) -> tensor<f32>
    %cst_9 = "tf.Const"() <{value = dense<34705408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %164 = "tf.Fill"(%cst_9, %163) : (tensor<1xi32>, tensor<f32>) -> tensor<34705408xf32>
    %cst_10 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %165 = "tf.Reshape"(%0, %cst_10) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_11 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_12 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_13 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %166 = "tf.TensorStridedSliceUpdate"(%164, %cst_11, %cst_12, %cst_13, %165) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_14 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %167 = "tf.Reshape"(%1, %cst_14) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_15 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_16 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_17 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %168 = "tf.TensorStridedSliceUpdate"(%166, %cst_15, %cst_16, %cst_17, %167) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_18 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %169 = "tf.Reshape"(%2, %cst_18) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_19 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_20 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_21 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %170 = "tf.TensorStridedSliceUpdate"(%168, %cst_19, %cst_20, %cst_21, %169) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_22 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %171 = "tf.Reshape"(%3, %cst_22) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_23 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_24 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_25 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %172 = "tf.TensorStridedSliceUpdate"(%170, %cst_23, %cst_24, %cst_25, %171) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_26 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %173 = "tf.Reshape"(%4, %cst_26) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_27 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_28 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_29 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %174 = "tf.TensorStridedSliceUpdate"(%172, %cst_27, %cst_28, %cst_29, %173) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_30 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %175 = "tf.Reshape"(%5, %cst_30) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_31 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_32 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_33 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %176 = "tf.TensorStridedSliceUpdate"(%174, %cst_31, %cst_32, %cst_33, %175) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_34 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %177 = "tf.Reshape"(%6, %cst_34) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_35 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_36 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_37 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %178 = "tf.TensorStridedSliceUpdate"(%176, %cst_35, %cst_36, %cst_37, %177) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_38 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %179 = "tf.Reshape"(%7, %cst_38) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_39 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_40 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_41 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %180 = "tf.TensorStridedSliceUpdate"(%178, %cst_39, %cst_40, %cst_41, %179) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_42 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %181 = "tf.Reshape"(%8, %cst_42) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_43 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_44 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_45 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %182 = "tf.TensorStridedSliceUpdate"(%180, %cst_43, %cst_44, %cst_45, %181) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_46 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %183 = "tf.Reshape"(%9, %cst_46) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_47 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_48 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_49 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %184 = "tf.TensorStridedSliceUpdate"(%182, %cst_47, %cst_48, %cst_49, %183) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_50 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %185 = "tf.Reshape"(%10, %cst_50) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_51 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_52 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_53 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %186 = "tf.TensorStridedSliceUpdate"(%184, %cst_51, %cst_52, %cst_53, %185) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_54 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %187 = "tf.Reshape"(%11, %cst_54) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_55 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_56 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_57 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %188 = "tf.TensorStridedSliceUpdate"(%186, %cst_55, %cst_56, %cst_57, %187) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_58 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %189 = "tf.Reshape"(%12, %cst_58) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_59 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_60 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_61 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %190 = "tf.TensorStridedSliceUpdate"(%188, %cst_59, %cst_60, %cst_61, %189) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_62 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %191 = "tf.Reshape"(%13, %cst_62) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_63 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_64 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_65 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %192 = "tf.TensorStridedSliceUpdate"(%190, %cst_63, %cst_64, %cst_65, %191) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_66 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %193 = "tf.Reshape"(%14, %cst_66) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_67 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_68 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_69 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %194 = "tf.TensorStridedSliceUpdate"(%192, %cst_67, %cst_68, %cst_69, %193) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_70 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %195 = "tf.Reshape"(%15, %cst_70) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_71 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_72 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_73 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %196 = "tf.TensorStridedSliceUpdate"(%194, %cst_71, %cst_72, %cst_73, %195) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_74 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %197 = "tf.Reshape"(%16, %cst_74) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_75 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_76 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_77 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %198 = "tf.TensorStridedSliceUpdate"(%196, %cst_75, %cst_76, %cst_77, %197) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_78 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %199 = "tf.Reshape"(%17, %cst_78) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_79 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_80 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_81 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %200 = "tf.TensorStridedSliceUpdate"(%198, %cst_79, %cst_80, %cst_81, %199) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_82 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %201 = "tf.Reshape"(%18, %cst_82) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_83 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_84 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_85 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %202 = "tf.TensorStridedSliceUpdate"(%200, %cst_83, %cst_84, %cst_85, %201) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_86 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %203 = "tf.Reshape"(%19, %cst_86) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_87 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_88 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_89 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %204 = "tf.TensorStridedSliceUpdate"(%202, %cst_87, %cst_88, %cst_89, %203) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_90 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %205 = "tf.Reshape"(%20, %cst_90) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_91 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_92 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_93 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %206 = "tf.TensorStridedSliceUpdate"(%204, %cst_91, %cst_92, %cst_93, %205) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_94 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %207 = "tf.Reshape"(%21, %cst_94) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_95 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_96 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_97 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %208 = "tf.TensorStridedSliceUpdate"(%206, %cst_95, %cst_96, %cst_97, %207) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_98 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %209 = "tf.Reshape"(%28, %cst_98) : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
    %cst_99 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_100 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_101 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %210 = "tf.TensorStridedSliceUpdate"(%208, %cst_99, %cst_100, %cst_101, %209) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xf32>) -> tensor<34705408xf32>
    %cst_102 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %211 = "tf.Reshape"(%29, %cst_102) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_103 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_104 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_105 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %212 = "tf.TensorStridedSliceUpdate"(%210, %cst_103, %cst_104, %cst_105, %211) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_106 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %213 = "tf.Reshape"(%30, %cst_106) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_107 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_108 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_109 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %214 = "tf.TensorStridedSliceUpdate"(%212, %cst_107, %cst_108, %cst_109, %213) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_110 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %215 = "tf.Reshape"(%31, %cst_110) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_111 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_112 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_113 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %216 = "tf.TensorStridedSliceUpdate"(%214, %cst_111, %cst_112, %cst_113, %215) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_114 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %217 = "tf.Reshape"(%32, %cst_114) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_115 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_116 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_117 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %218 = "tf.TensorStridedSliceUpdate"(%216, %cst_115, %cst_116, %cst_117, %217) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_118 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %219 = "tf.Reshape"(%33, %cst_118) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_119 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_120 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_121 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %220 = "tf.TensorStridedSliceUpdate"(%218, %cst_119, %cst_120, %cst_121, %219) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_122 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %221 = "tf.Reshape"(%34, %cst_122) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_123 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_124 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_125 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %222 = "tf.TensorStridedSliceUpdate"(%220, %cst_123, %cst_124, %cst_125, %221) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_126 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %223 = "tf.Reshape"(%35, %cst_126) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_127 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_128 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_129 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %224 = "tf.TensorStridedSliceUpdate"(%222, %cst_127, %cst_128, %cst_129, %223) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_130 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %225 = "tf.Reshape"(%36, %cst_130) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_131 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_132 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_133 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %226 = "tf.TensorStridedSliceUpdate"(%224, %cst_131, %cst_132, %cst_133, %225) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_134 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %227 = "tf.Reshape"(%37, %cst_134) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_135 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_136 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_137 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %228 = "tf.TensorStridedSliceUpdate"(%226, %cst_135, %cst_136, %cst_137, %227) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_138 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %229 = "tf.Reshape"(%38, %cst_138) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_139 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_140 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_141 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %230 = "tf.TensorStridedSliceUpdate"(%228, %cst_139, %cst_140, %cst_141, %229) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_142 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %231 = "tf.Reshape"(%39, %cst_142) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_143 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_144 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_145 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %232 = "tf.TensorStridedSliceUpdate"(%230, %cst_143, %cst_144, %cst_145, %231) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_146 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %233 = "tf.Reshape"(%40, %cst_146) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_147 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_148 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_149 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %234 = "tf.TensorStridedSliceUpdate"(%232, %cst_147, %cst_148, %cst_149, %233) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_150 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %235 = "tf.Reshape"(%41, %cst_150) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_151 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_152 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_153 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %236 = "tf.TensorStridedSliceUpdate"(%234, %cst_151, %cst_152, %cst_153, %235) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_154 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %237 = "tf.Reshape"(%42, %cst_154) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_155 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_156 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_157 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %238 = "tf.TensorStridedSliceUpdate"(%236, %cst_155, %cst_156, %cst_157, %237) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_158 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %239 = "tf.Reshape"(%43, %cst_158) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_159 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_160 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_161 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %240 = "tf.TensorStridedSliceUpdate"(%238, %cst_159, %cst_160, %cst_161, %239) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_162 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %241 = "tf.Reshape"(%44, %cst_162) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_163 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_164 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_165 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %242 = "tf.TensorStridedSliceUpdate"(%240, %cst_163, %cst_164, %cst_165, %241) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_166 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %243 = "tf.Reshape"(%45, %cst_166) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_167 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_168 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_169 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %244 = "tf.TensorStridedSliceUpdate"(%242, %cst_167, %cst_168, %cst_169, %243) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_170 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %245 = "tf.Reshape"(%46, %cst_170) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_171 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_172 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_173 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %246 = "tf.TensorStridedSliceUpdate"(%244, %cst_171, %cst_172, %cst_173, %245) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_174 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %247 = "tf.Reshape"(%47, %cst_174) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_175 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_176 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_177 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %248 = "tf.TensorStridedSliceUpdate"(%246, %cst_175, %cst_176, %cst_177, %247) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_178 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %249 = "tf.Reshape"(%48, %cst_178) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_179 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_180 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_181 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %250 = "tf.TensorStridedSliceUpdate"(%248, %cst_179, %cst_180, %cst_181, %249) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_182 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %251 = "tf.Reshape"(%49, %cst_182) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_183 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_184 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_185 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %252 = "tf.TensorStridedSliceUpdate"(%250, %cst_183, %cst_184, %cst_185, %251) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_186 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %253 = "tf.Reshape"(%50, %cst_186) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_187 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_188 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_189 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %254 = "tf.TensorStridedSliceUpdate"(%252, %cst_187, %cst_188, %cst_189, %253) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_190 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %255 = "tf.Reshape"(%51, %cst_190) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_191 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_192 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_193 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %256 = "tf.TensorStridedSliceUpdate"(%254, %cst_191, %cst_192, %cst_193, %255) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_194 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %257 = "tf.Reshape"(%52, %cst_194) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_195 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_196 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_197 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %258 = "tf.TensorStridedSliceUpdate"(%256, %cst_195, %cst_196, %cst_197, %257) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_198 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %259 = "tf.Reshape"(%53, %cst_198) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_199 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_200 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_201 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %260 = "tf.TensorStridedSliceUpdate"(%258, %cst_199, %cst_200, %cst_201, %259) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_202 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %261 = "tf.Reshape"(%54, %cst_202) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_203 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_204 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_205 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %262 = "tf.TensorStridedSliceUpdate"(%260, %cst_203, %cst_204, %cst_205, %261) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_206 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %263 = "tf.Reshape"(%55, %cst_206) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_207 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_208 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_209 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %264 = "tf.TensorStridedSliceUpdate"(%262, %cst_207, %cst_208, %cst_209, %263) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_210 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %265 = "tf.Reshape"(%56, %cst_210) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_211 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_212 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_213 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %266 = "tf.TensorStridedSliceUpdate"(%264, %cst_211, %cst_212, %cst_213, %265) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_214 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %267 = "tf.Reshape"(%57, %cst_214) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_215 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_216 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_217 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %268 = "tf.TensorStridedSliceUpdate"(%266, %cst_215, %cst_216, %cst_217, %267) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_218 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %269 = "tf.Reshape"(%58, %cst_218) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_219 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_220 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_221 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %270 = "tf.TensorStridedSliceUpdate"(%268, %cst_219, %cst_220, %cst_221, %269) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_222 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %271 = "tf.Reshape"(%59, %cst_222) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_223 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_224 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_225 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %272 = "tf.TensorStridedSliceUpdate"(%270, %cst_223, %cst_224, %cst_225, %271) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_226 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %273 = "tf.Reshape"(%60, %cst_226) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_227 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_228 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_229 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %274 = "tf.TensorStridedSliceUpdate"(%272, %cst_227, %cst_228, %cst_229, %273) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_230 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %275 = "tf.Reshape"(%61, %cst_230) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_231 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_232 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_233 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %276 = "tf.TensorStridedSliceUpdate"(%274, %cst_231, %cst_232, %cst_233, %275) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_234 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %277 = "tf.Reshape"(%62, %cst_234) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_235 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_236 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_237 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %278 = "tf.TensorStridedSliceUpdate"(%276, %cst_235, %cst_236, %cst_237, %277) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_238 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %279 = "tf.Reshape"(%63, %cst_238) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_239 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_240 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_241 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %280 = "tf.TensorStridedSliceUpdate"(%278, %cst_239, %cst_240, %cst_241, %279) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_242 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %281 = "tf.Reshape"(%64, %cst_242) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_243 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_244 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_245 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %282 = "tf.TensorStridedSliceUpdate"(%280, %cst_243, %cst_244, %cst_245, %281) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_246 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %283 = "tf.Reshape"(%65, %cst_246) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_247 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_248 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_249 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %284 = "tf.TensorStridedSliceUpdate"(%282, %cst_247, %cst_248, %cst_249, %283) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
    %cst_250 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %285 = "tf.Reshape"(%66, %cst_250) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_251 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_252 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_253 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %286 = "tf.TensorStridedSliceUpdate"(%284, %cst_251, %cst_252, %cst_253, %285) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
    %cst_254 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %287 = "tf.Reshape"(%67, %cst_254) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_255 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_256 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_257 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %288 = "tf.TensorStridedSliceUpdate"(%286, %cst_255, %cst_256, %cst_257, %287) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
    %cst_258 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %289 = "tf.Reshape"(%68, %cst_258) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_259 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_260 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_261 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %290 = "tf.TensorStridedSliceUpdate"(%288, %cst_259, %cst_260, %cst_261, %289) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
    %cst_262 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %291 = "tf.Reshape"(%69, %cst_262) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_263 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_264 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_265 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %292 = "tf.TensorStridedSliceUpdate"(%290, %cst_263, %cst_264, %cst_265, %291) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_266 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %293 = "tf.Reshape"(%70, %cst_266) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_267 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_268 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_269 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %294 = "tf.TensorStridedSliceUpdate"(%292, %cst_267, %cst_268, %cst_269, %293) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_270 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %295 = "tf.Reshape"(%71, %cst_270) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_271 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_272 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_273 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %296 = "tf.TensorStridedSliceUpdate"(%294, %cst_271, %cst_272, %cst_273, %295) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_274 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %297 = "tf.Reshape"(%72, %cst_274) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_275 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_276 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_277 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %298 = "tf.TensorStridedSliceUpdate"(%296, %cst_275, %cst_276, %cst_277, %297) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_278 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %299 = "tf.Reshape"(%73, %cst_278) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_279 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_280 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_281 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %300 = "tf.TensorStridedSliceUpdate"(%298, %cst_279, %cst_280, %cst_281, %299) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_282 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %301 = "tf.Reshape"(%74, %cst_282) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_283 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_284 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_285 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %302 = "tf.TensorStridedSliceUpdate"(%300, %cst_283, %cst_284, %cst_285, %301) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_286 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %303 = "tf.Reshape"(%75, %cst_286) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_287 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_288 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_289 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %304 = "tf.TensorStridedSliceUpdate"(%302, %cst_287, %cst_288, %cst_289, %303) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_290 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %305 = "tf.Reshape"(%76, %cst_290) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_291 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_292 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_293 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %306 = "tf.TensorStridedSliceUpdate"(%304, %cst_291, %cst_292, %cst_293, %305) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_294 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %307 = "tf.Reshape"(%77, %cst_294) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_295 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_296 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_297 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %308 = "tf.TensorStridedSliceUpdate"(%306, %cst_295, %cst_296, %cst_297, %307) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_298 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %309 = "tf.Reshape"(%78, %cst_298) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_299 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_300 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_301 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %310 = "tf.TensorStridedSliceUpdate"(%308, %cst_299, %cst_300, %cst_301, %309) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_302 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %311 = "tf.Reshape"(%79, %cst_302) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_303 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_304 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_305 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %312 = "tf.TensorStridedSliceUpdate"(%310, %cst_303, %cst_304, %cst_305, %311) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_306 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %313 = "tf.Reshape"(%80, %cst_306) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_307 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_308 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_309 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %314 = "tf.TensorStridedSliceUpdate"(%312, %cst_307, %cst_308, %cst_309, %313) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_310 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %315 = "tf.Reshape"(%81, %cst_310) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_311 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_312 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_313 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %316 = "tf.TensorStridedSliceUpdate"(%314, %cst_311, %cst_312, %cst_313, %315) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_314 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %317 = "tf.Reshape"(%82, %cst_314) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_315 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_316 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_317 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %318 = "tf.TensorStridedSliceUpdate"(%316, %cst_315, %cst_316, %cst_317, %317) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_318 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %319 = "tf.Reshape"(%83, %cst_318) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_319 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_320 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_321 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %320 = "tf.TensorStridedSliceUpdate"(%318, %cst_319, %cst_320, %cst_321, %319) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_322 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %321 = "tf.Reshape"(%84, %cst_322) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_323 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_324 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_325 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %322 = "tf.TensorStridedSliceUpdate"(%320, %cst_323, %cst_324, %cst_325, %321) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_326 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %323 = "tf.Reshape"(%85, %cst_326) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_327 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_328 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_329 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %324 = "tf.TensorStridedSliceUpdate"(%322, %cst_327, %cst_328, %cst_329, %323) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_330 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %325 = "tf.Reshape"(%86, %cst_330) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_331 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_332 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_333 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %326 = "tf.TensorStridedSliceUpdate"(%324, %cst_331, %cst_332, %cst_333, %325) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_334 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %327 = "tf.Reshape"(%87, %cst_334) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_335 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_336 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_337 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %328 = "tf.TensorStridedSliceUpdate"(%326, %cst_335, %cst_336, %cst_337, %327) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_338 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %329 = "tf.Reshape"(%88, %cst_338) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_339 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_340 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_341 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %330 = "tf.TensorStridedSliceUpdate"(%328, %cst_339, %cst_340, %cst_341, %329) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_342 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %331 = "tf.Reshape"(%89, %cst_342) : (tensor<1024x256xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_343 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_344 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_345 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %332 = "tf.TensorStridedSliceUpdate"(%330, %cst_343, %cst_344, %cst_345, %331) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_346 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %333 = "tf.Reshape"(%90, %cst_346) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_347 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_348 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_349 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %334 = "tf.TensorStridedSliceUpdate"(%332, %cst_347, %cst_348, %cst_349, %333) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_350 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %335 = "tf.Reshape"(%91, %cst_350) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_351 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_352 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_353 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %336 = "tf.TensorStridedSliceUpdate"(%334, %cst_351, %cst_352, %cst_353, %335) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_354 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %337 = "tf.Reshape"(%92, %cst_354) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_355 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_356 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_357 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %338 = "tf.TensorStridedSliceUpdate"(%336, %cst_355, %cst_356, %cst_357, %337) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_358 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %339 = "tf.Reshape"(%93, %cst_358) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_359 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_360 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_361 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %340 = "tf.TensorStridedSliceUpdate"(%338, %cst_359, %cst_360, %cst_361, %339) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_362 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %341 = "tf.Reshape"(%94, %cst_362) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_363 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_364 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_365 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %342 = "tf.TensorStridedSliceUpdate"(%340, %cst_363, %cst_364, %cst_365, %341) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_366 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %343 = "tf.Reshape"(%95, %cst_366) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_367 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_368 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_369 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %344 = "tf.TensorStridedSliceUpdate"(%342, %cst_367, %cst_368, %cst_369, %343) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_370 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %345 = "tf.Reshape"(%96, %cst_370) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_371 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_372 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_373 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %346 = "tf.TensorStridedSliceUpdate"(%344, %cst_371, %cst_372, %cst_373, %345) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_374 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %347 = "tf.Reshape"(%97, %cst_374) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_375 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_376 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_377 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %348 = "tf.TensorStridedSliceUpdate"(%346, %cst_375, %cst_376, %cst_377, %347) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_378 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %349 = "tf.Reshape"(%98, %cst_378) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_379 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_380 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_381 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %350 = "tf.TensorStridedSliceUpdate"(%348, %cst_379, %cst_380, %cst_381, %349) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_382 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %351 = "tf.Reshape"(%99, %cst_382) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_383 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_384 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_385 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %352 = "tf.TensorStridedSliceUpdate"(%350, %cst_383, %cst_384, %cst_385, %351) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_386 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %353 = "tf.Reshape"(%100, %cst_386) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_387 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_388 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_389 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %354 = "tf.TensorStridedSliceUpdate"(%352, %cst_387, %cst_388, %cst_389, %353) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_390 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %355 = "tf.Reshape"(%101, %cst_390) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_391 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_392 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_393 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %356 = "tf.TensorStridedSliceUpdate"(%354, %cst_391, %cst_392, %cst_393, %355) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_394 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %357 = "tf.Reshape"(%102, %cst_394) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_395 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_396 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_397 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %358 = "tf.TensorStridedSliceUpdate"(%356, %cst_395, %cst_396, %cst_397, %357) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_398 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %359 = "tf.Reshape"(%103, %cst_398) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_399 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_400 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_401 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %360 = "tf.TensorStridedSliceUpdate"(%358, %cst_399, %cst_400, %cst_401, %359) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_402 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %361 = "tf.Reshape"(%104, %cst_402) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_403 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_404 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_405 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %362 = "tf.TensorStridedSliceUpdate"(%360, %cst_403, %cst_404, %cst_405, %361) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_406 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %363 = "tf.Reshape"(%105, %cst_406) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_407 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_408 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_409 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %364 = "tf.TensorStridedSliceUpdate"(%362, %cst_407, %cst_408, %cst_409, %363) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_410 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %365 = "tf.Reshape"(%106, %cst_410) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_411 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_412 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_413 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %366 = "tf.TensorStridedSliceUpdate"(%364, %cst_411, %cst_412, %cst_413, %365) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<34705408xf32>
    %cst_414 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %367 = "tf.Reshape"(%107, %cst_414) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_415 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_416 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_417 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %368 = "tf.TensorStridedSliceUpdate"(%366, %cst_415, %cst_416, %cst_417, %367) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<34705408xf32>
    %cst_418 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %369 = "tf.Reshape"(%108, %cst_418) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_419 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_420 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_421 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %370 = "tf.TensorStridedSliceUpdate"(%368, %cst_419, %cst_420, %cst_421, %369) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_422 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %371 = "tf.Reshape"(%109, %cst_422) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_423 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_424 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_425 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %372 = "tf.TensorStridedSliceUpdate"(%370, %cst_423, %cst_424, %cst_425, %371) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<16384xf32>) -> tensor<34705408xf32>
    %cst_426 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %373 = "tf.Reshape"(%110, %cst_426) : (tensor<256x16384xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_427 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_428 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_429 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %374 = "tf.TensorStridedSliceUpdate"(%372, %cst_427, %cst_428, %cst_429, %373) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_430 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %375 = "tf.Reshape"(%111, %cst_430) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_431 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_432 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_433 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %376 = "tf.TensorStridedSliceUpdate"(%374, %cst_431, %cst_432, %cst_433, %375) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_434 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %377 = "tf.Reshape"(%112, %cst_434) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_435 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_436 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_437 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %378 = "tf.TensorStridedSliceUpdate"(%376, %cst_435, %cst_436, %cst_437, %377) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_438 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %379 = "tf.Reshape"(%113, %cst_438) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_439 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_440 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_441 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %380 = "tf.TensorStridedSliceUpdate"(%378, %cst_439, %cst_440, %cst_441, %379) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_442 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %381 = "tf.Reshape"(%114, %cst_442) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_443 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_444 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_445 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %382 = "tf.TensorStridedSliceUpdate"(%380, %cst_443, %cst_444, %cst_445, %381) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_446 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %383 = "tf.Reshape"(%115, %cst_446) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_447 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_448 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_449 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %384 = "tf.TensorStridedSliceUpdate"(%382, %cst_447, %cst_448, %cst_449, %383) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_450 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %385 = "tf.Reshape"(%116, %cst_450) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_451 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_452 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_453 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %386 = "tf.TensorStridedSliceUpdate"(%384, %cst_451, %cst_452, %cst_453, %385) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_454 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %387 = "tf.Reshape"(%117, %cst_454) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_455 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_456 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_457 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %388 = "tf.TensorStridedSliceUpdate"(%386, %cst_455, %cst_456, %cst_457, %387) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_458 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %389 = "tf.Reshape"(%118, %cst_458) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_459 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_460 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_461 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %390 = "tf.TensorStridedSliceUpdate"(%388, %cst_459, %cst_460, %cst_461, %389) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_462 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %391 = "tf.Reshape"(%119, %cst_462) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_463 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_464 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_465 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %392 = "tf.TensorStridedSliceUpdate"(%390, %cst_463, %cst_464, %cst_465, %391) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_466 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %393 = "tf.Reshape"(%120, %cst_466) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_467 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_468 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_469 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %394 = "tf.TensorStridedSliceUpdate"(%392, %cst_467, %cst_468, %cst_469, %393) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_470 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %395 = "tf.Reshape"(%121, %cst_470) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_471 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_472 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_473 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %396 = "tf.TensorStridedSliceUpdate"(%394, %cst_471, %cst_472, %cst_473, %395) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_474 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %397 = "tf.Reshape"(%122, %cst_474) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_475 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_476 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_477 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %398 = "tf.TensorStridedSliceUpdate"(%396, %cst_475, %cst_476, %cst_477, %397) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_478 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %399 = "tf.Reshape"(%123, %cst_478) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_479 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_480 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_481 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %400 = "tf.TensorStridedSliceUpdate"(%398, %cst_479, %cst_480, %cst_481, %399) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_482 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %401 = "tf.Reshape"(%124, %cst_482) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_483 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_484 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_485 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %402 = "tf.TensorStridedSliceUpdate"(%400, %cst_483, %cst_484, %cst_485, %401) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_486 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %403 = "tf.Reshape"(%125, %cst_486) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_487 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_488 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_489 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %404 = "tf.TensorStridedSliceUpdate"(%402, %cst_487, %cst_488, %cst_489, %403) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_490 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %405 = "tf.Reshape"(%126, %cst_490) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_491 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_492 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_493 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %406 = "tf.TensorStridedSliceUpdate"(%404, %cst_491, %cst_492, %cst_493, %405) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_494 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %407 = "tf.Reshape"(%127, %cst_494) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_495 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_496 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_497 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %408 = "tf.TensorStridedSliceUpdate"(%406, %cst_495, %cst_496, %cst_497, %407) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_498 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %409 = "tf.Reshape"(%128, %cst_498) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_499 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_500 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_501 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %410 = "tf.TensorStridedSliceUpdate"(%408, %cst_499, %cst_500, %cst_501, %409) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_502 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %411 = "tf.Reshape"(%129, %cst_502) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_503 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_504 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_505 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %412 = "tf.TensorStridedSliceUpdate"(%410, %cst_503, %cst_504, %cst_505, %411) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_506 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %413 = "tf.Reshape"(%130, %cst_506) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_507 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_508 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_509 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %414 = "tf.TensorStridedSliceUpdate"(%412, %cst_507, %cst_508, %cst_509, %413) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_510 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %415 = "tf.Reshape"(%131, %cst_510) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_511 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_512 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_513 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %416 = "tf.TensorStridedSliceUpdate"(%414, %cst_511, %cst_512, %cst_513, %415) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_514 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %417 = "tf.Reshape"(%132, %cst_514) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_515 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_516 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_517 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %418 = "tf.TensorStridedSliceUpdate"(%416, %cst_515, %cst_516, %cst_517, %417) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_518 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %419 = "tf.Reshape"(%133, %cst_518) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_519 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_520 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_521 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %420 = "tf.TensorStridedSliceUpdate"(%418, %cst_519, %cst_520, %cst_521, %419) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_522 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %421 = "tf.Reshape"(%134, %cst_522) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_523 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_524 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_525 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %422 = "tf.TensorStridedSliceUpdate"(%420, %cst_523, %cst_524, %cst_525, %421) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_526 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %423 = "tf.Reshape"(%135, %cst_526) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_527 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_528 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_529 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %424 = "tf.TensorStridedSliceUpdate"(%422, %cst_527, %cst_528, %cst_529, %423) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_530 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %425 = "tf.Reshape"(%136, %cst_530) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_531 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_532 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_533 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %426 = "tf.TensorStridedSliceUpdate"(%424, %cst_531, %cst_532, %cst_533, %425) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_534 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %427 = "tf.Reshape"(%137, %cst_534) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_535 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_536 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_537 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %428 = "tf.TensorStridedSliceUpdate"(%426, %cst_535, %cst_536, %cst_537, %427) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_538 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %429 = "tf.Reshape"(%138, %cst_538) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_539 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_540 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_541 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %430 = "tf.TensorStridedSliceUpdate"(%428, %cst_539, %cst_540, %cst_541, %429) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_542 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %431 = "tf.Reshape"(%139, %cst_542) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_543 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_544 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_545 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %432 = "tf.TensorStridedSliceUpdate"(%430, %cst_543, %cst_544, %cst_545, %431) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_546 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %433 = "tf.Reshape"(%140, %cst_546) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_547 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_548 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_549 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %434 = "tf.TensorStridedSliceUpdate"(%432, %cst_547, %cst_548, %cst_549, %433) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_550 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %435 = "tf.Reshape"(%141, %cst_550) : (tensor<8x32x256xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_551 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_552 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_553 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %436 = "tf.TensorStridedSliceUpdate"(%434, %cst_551, %cst_552, %cst_553, %435) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_554 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %437 = "tf.Reshape"(%142, %cst_554) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_555 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_556 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_557 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %438 = "tf.TensorStridedSliceUpdate"(%436, %cst_555, %cst_556, %cst_557, %437) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_558 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %439 = "tf.Reshape"(%143, %cst_558) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_559 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_560 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_561 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %440 = "tf.TensorStridedSliceUpdate"(%438, %cst_559, %cst_560, %cst_561, %439) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_562 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %441 = "tf.Reshape"(%144, %cst_562) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_563 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_564 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_565 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %442 = "tf.TensorStridedSliceUpdate"(%440, %cst_563, %cst_564, %cst_565, %441) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_566 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %443 = "tf.Reshape"(%145, %cst_566) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_567 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_568 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_569 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %444 = "tf.TensorStridedSliceUpdate"(%442, %cst_567, %cst_568, %cst_569, %443) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_570 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %445 = "tf.Reshape"(%146, %cst_570) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_571 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_572 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_573 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %446 = "tf.TensorStridedSliceUpdate"(%444, %cst_571, %cst_572, %cst_573, %445) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_574 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %447 = "tf.Reshape"(%147, %cst_574) : (tensor<16384x256xf32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_575 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_576 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_577 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %448 = "tf.TensorStridedSliceUpdate"(%446, %cst_575, %cst_576, %cst_577, %447) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4194304xf32>) -> tensor<34705408xf32>
    %cst_578 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %449 = "tf.Reshape"(%148, %cst_578) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_579 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_580 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_581 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %450 = "tf.TensorStridedSliceUpdate"(%448, %cst_579, %cst_580, %cst_581, %449) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_582 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %451 = "tf.Reshape"(%149, %cst_582) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_583 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_584 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_585 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %452 = "tf.TensorStridedSliceUpdate"(%450, %cst_583, %cst_584, %cst_585, %451) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_586 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %453 = "tf.Reshape"(%150, %cst_586) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_587 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_588 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_589 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %454 = "tf.TensorStridedSliceUpdate"(%452, %cst_587, %cst_588, %cst_589, %453) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_590 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %455 = "tf.Reshape"(%151, %cst_590) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_591 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_592 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_593 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %456 = "tf.TensorStridedSliceUpdate"(%454, %cst_591, %cst_592, %cst_593, %455) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_594 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %457 = "tf.Reshape"(%152, %cst_594) : (tensor<256x8x32xf32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_595 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_596 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_597 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %458 = "tf.TensorStridedSliceUpdate"(%456, %cst_595, %cst_596, %cst_597, %457) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<65536xf32>) -> tensor<34705408xf32>
    %cst_598 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %459 = "tf.Reshape"(%153, %cst_598) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_599 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_600 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_601 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %460 = "tf.TensorStridedSliceUpdate"(%458, %cst_599, %cst_600, %cst_601, %459) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_602 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %461 = "tf.Reshape"(%154, %cst_602) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_603 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_604 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_605 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %462 = "tf.TensorStridedSliceUpdate"(%460, %cst_603, %cst_604, %cst_605, %461) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_606 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %463 = "tf.Reshape"(%155, %cst_606) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_607 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_608 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_609 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %464 = "tf.TensorStridedSliceUpdate"(%462, %cst_607, %cst_608, %cst_609, %463) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_610 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %465 = "tf.Reshape"(%156, %cst_610) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_611 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_612 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_613 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %466 = "tf.TensorStridedSliceUpdate"(%464, %cst_611, %cst_612, %cst_613, %465) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_614 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %467 = "tf.Reshape"(%157, %cst_614) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_615 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_616 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_617 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %468 = "tf.TensorStridedSliceUpdate"(%466, %cst_615, %cst_616, %cst_617, %467) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_618 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %469 = "tf.Reshape"(%158, %cst_618) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_619 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_620 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_621 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %470 = "tf.TensorStridedSliceUpdate"(%468, %cst_619, %cst_620, %cst_621, %469) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_622 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %471 = "tf.Reshape"(%159, %cst_622) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_623 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_624 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_625 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %472 = "tf.TensorStridedSliceUpdate"(%470, %cst_623, %cst_624, %cst_625, %471) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_626 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %473 = "tf.Reshape"(%160, %cst_626) : (tensor<256x1024xf32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_627 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_628 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_629 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %474 = "tf.TensorStridedSliceUpdate"(%472, %cst_627, %cst_628, %cst_629, %473) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<262144xf32>) -> tensor<34705408xf32>
    %cst_630 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %475 = "tf.Reshape"(%161, %cst_630) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_631 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_632 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_633 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %476 = "tf.TensorStridedSliceUpdate"(%474, %cst_631, %cst_632, %cst_633, %475) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_634 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %477 = "tf.Reshape"(%162, %cst_634) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_635 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_636 = "tf.Const"() <{value = dense<34704385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_637 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %478 = "tf.TensorStridedSliceUpdate"(%476, %cst_635, %cst_636, %cst_637, %477) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1024xf32>) -> tensor<34705408xf32>
    %cst_638 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %479 = "tf.Reshape"(%arg23, %cst_638) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_639 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %480 = "tf.Sub"(%479, %cst_639) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_640 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_641 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %481 = "tf.Slice"(%cst_640, %480, %cst_641) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_642 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %482 = "tf.Reshape"(%481, %cst_642) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_643 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_644 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %483 = "tf.CollectiveReduceV2"(%478, %cst_644, %482, %cst_643) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<34705408xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<34705408xf32>
    %cst_645 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_646 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %484 = "tf.Slice"(%483, %cst_645, %cst_646) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_647 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %485 = "tf.Reshape"(%484, %cst_647) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_648 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_649 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %486 = "tf.Slice"(%483, %cst_648, %cst_649) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_650 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %487 = "tf.Reshape"(%486, %cst_650) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_651 = "tf.Const"() <{value = dense<131072> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_652 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %488 = "tf.Slice"(%483, %cst_651, %cst_652) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_653 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %489 = "tf.Reshape"(%488, %cst_653) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_654 = "tf.Const"() <{value = dense<196608> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_655 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %490 = "tf.Slice"(%483, %cst_654, %cst_655) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_656 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %491 = "tf.Reshape"(%490, %cst_656) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_657 = "tf.Const"() <{value = dense<458752> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_658 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %492 = "tf.Slice"(%483, %cst_657, %cst_658) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_659 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %493 = "tf.Reshape"(%492, %cst_659) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_660 = "tf.Const"() <{value = dense<720896> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_661 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %494 = "tf.Slice"(%483, %cst_660, %cst_661) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_662 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %495 = "tf.Reshape"(%494, %cst_662) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_663 = "tf.Const"() <{value = dense<721152> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_664 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %496 = "tf.Slice"(%483, %cst_663, %cst_664) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_665 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %497 = "tf.Reshape"(%496, %cst_665) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_666 = "tf.Const"() <{value = dense<721408> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_667 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %498 = "tf.Slice"(%483, %cst_666, %cst_667) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_668 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %499 = "tf.Reshape"(%498, %cst_668) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_669 = "tf.Const"() <{value = dense<983552> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_670 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %500 = "tf.Slice"(%483, %cst_669, %cst_670) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_671 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %501 = "tf.Reshape"(%500, %cst_671) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_672 = "tf.Const"() <{value = dense<1245696> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_673 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %502 = "tf.Slice"(%483, %cst_672, %cst_673) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_674 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %503 = "tf.Reshape"(%502, %cst_674) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_675 = "tf.Const"() <{value = dense<1245952> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_676 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %504 = "tf.Slice"(%483, %cst_675, %cst_676) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_677 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %505 = "tf.Reshape"(%504, %cst_677) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_678 = "tf.Const"() <{value = dense<1246208> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_679 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %506 = "tf.Slice"(%483, %cst_678, %cst_679) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_680 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %507 = "tf.Reshape"(%506, %cst_680) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_681 = "tf.Const"() <{value = dense<1508352> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_682 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %508 = "tf.Slice"(%483, %cst_681, %cst_682) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_683 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %509 = "tf.Reshape"(%508, %cst_683) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_684 = "tf.Const"() <{value = dense<1770496> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_685 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %510 = "tf.Slice"(%483, %cst_684, %cst_685) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_686 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %511 = "tf.Reshape"(%510, %cst_686) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_687 = "tf.Const"() <{value = dense<1836032> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_688 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %512 = "tf.Slice"(%483, %cst_687, %cst_688) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_689 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %513 = "tf.Reshape"(%512, %cst_689) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_690 = "tf.Const"() <{value = dense<1836288> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_691 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %514 = "tf.Slice"(%483, %cst_690, %cst_691) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_692 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %515 = "tf.Reshape"(%514, %cst_692) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_693 = "tf.Const"() <{value = dense<1836544> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_694 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %516 = "tf.Slice"(%483, %cst_693, %cst_694) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_695 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %517 = "tf.Reshape"(%516, %cst_695) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_696 = "tf.Const"() <{value = dense<2098688> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_697 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %518 = "tf.Slice"(%483, %cst_696, %cst_697) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_698 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %519 = "tf.Reshape"(%518, %cst_698) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_699 = "tf.Const"() <{value = dense<2360832> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_700 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %520 = "tf.Slice"(%483, %cst_699, %cst_700) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_701 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %521 = "tf.Reshape"(%520, %cst_701) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_702 = "tf.Const"() <{value = dense<2361088> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_703 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %522 = "tf.Slice"(%483, %cst_702, %cst_703) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_704 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %523 = "tf.Reshape"(%522, %cst_704) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_705 = "tf.Const"() <{value = dense<2361344> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_706 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %524 = "tf.Slice"(%483, %cst_705, %cst_706) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_707 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %525 = "tf.Reshape"(%524, %cst_707) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_708 = "tf.Const"() <{value = dense<2623488> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_709 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %526 = "tf.Slice"(%483, %cst_708, %cst_709) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_710 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %527 = "tf.Reshape"(%526, %cst_710) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_711 = "tf.Const"() <{value = dense<2885632> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_712 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %528 = "tf.Slice"(%483, %cst_711, %cst_712) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xf32>
    %cst_713 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %529 = "tf.Reshape"(%528, %cst_713) : (tensor<1xf32>, tensor<0xi32>) -> tensor<f32>
    %cst_714 = "tf.Const"() <{value = dense<2885633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_715 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %530 = "tf.Slice"(%483, %cst_714, %cst_715) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_716 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %531 = "tf.Reshape"(%530, %cst_716) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_717 = "tf.Const"() <{value = dense<2951169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_718 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %532 = "tf.Slice"(%483, %cst_717, %cst_718) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_719 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %533 = "tf.Reshape"(%532, %cst_719) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_720 = "tf.Const"() <{value = dense<2951425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_721 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %534 = "tf.Slice"(%483, %cst_720, %cst_721) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_722 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %535 = "tf.Reshape"(%534, %cst_722) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_723 = "tf.Const"() <{value = dense<2951681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_724 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %536 = "tf.Slice"(%483, %cst_723, %cst_724) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_725 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %537 = "tf.Reshape"(%536, %cst_725) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_726 = "tf.Const"() <{value = dense<2951937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_727 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %538 = "tf.Slice"(%483, %cst_726, %cst_727) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_728 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %539 = "tf.Reshape"(%538, %cst_728) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_729 = "tf.Const"() <{value = dense<2952193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_730 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %540 = "tf.Slice"(%483, %cst_729, %cst_730) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_731 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %541 = "tf.Reshape"(%540, %cst_731) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_732 = "tf.Const"() <{value = dense<2952449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_733 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %542 = "tf.Slice"(%483, %cst_732, %cst_733) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_734 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %543 = "tf.Reshape"(%542, %cst_734) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_735 = "tf.Const"() <{value = dense<2952705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_736 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %544 = "tf.Slice"(%483, %cst_735, %cst_736) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_737 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %545 = "tf.Reshape"(%544, %cst_737) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_738 = "tf.Const"() <{value = dense<2952961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_739 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %546 = "tf.Slice"(%483, %cst_738, %cst_739) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_740 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %547 = "tf.Reshape"(%546, %cst_740) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_741 = "tf.Const"() <{value = dense<2953217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_742 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %548 = "tf.Slice"(%483, %cst_741, %cst_742) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_743 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %549 = "tf.Reshape"(%548, %cst_743) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_744 = "tf.Const"() <{value = dense<2953473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_745 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %550 = "tf.Slice"(%483, %cst_744, %cst_745) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_746 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %551 = "tf.Reshape"(%550, %cst_746) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_747 = "tf.Const"() <{value = dense<2953729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_748 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %552 = "tf.Slice"(%483, %cst_747, %cst_748) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_749 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %553 = "tf.Reshape"(%552, %cst_749) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_750 = "tf.Const"() <{value = dense<3019265> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_751 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %554 = "tf.Slice"(%483, %cst_750, %cst_751) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_752 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %555 = "tf.Reshape"(%554, %cst_752) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_753 = "tf.Const"() <{value = dense<3019521> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_754 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %556 = "tf.Slice"(%483, %cst_753, %cst_754) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_755 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %557 = "tf.Reshape"(%556, %cst_755) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_756 = "tf.Const"() <{value = dense<3019777> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_757 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %558 = "tf.Slice"(%483, %cst_756, %cst_757) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_758 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %559 = "tf.Reshape"(%558, %cst_758) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_759 = "tf.Const"() <{value = dense<3020033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_760 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %560 = "tf.Slice"(%483, %cst_759, %cst_760) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_761 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %561 = "tf.Reshape"(%560, %cst_761) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_762 = "tf.Const"() <{value = dense<3020289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_763 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %562 = "tf.Slice"(%483, %cst_762, %cst_763) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_764 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %563 = "tf.Reshape"(%562, %cst_764) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_765 = "tf.Const"() <{value = dense<3020545> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_766 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %564 = "tf.Slice"(%483, %cst_765, %cst_766) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_767 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %565 = "tf.Reshape"(%564, %cst_767) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_768 = "tf.Const"() <{value = dense<3020801> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_769 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %566 = "tf.Slice"(%483, %cst_768, %cst_769) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_770 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %567 = "tf.Reshape"(%566, %cst_770) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_771 = "tf.Const"() <{value = dense<3021057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_772 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %568 = "tf.Slice"(%483, %cst_771, %cst_772) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_773 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %569 = "tf.Reshape"(%568, %cst_773) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_774 = "tf.Const"() <{value = dense<3021313> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_775 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %570 = "tf.Slice"(%483, %cst_774, %cst_775) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_776 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %571 = "tf.Reshape"(%570, %cst_776) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_777 = "tf.Const"() <{value = dense<3021569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_778 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %572 = "tf.Slice"(%483, %cst_777, %cst_778) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_779 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %573 = "tf.Reshape"(%572, %cst_779) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_780 = "tf.Const"() <{value = dense<3021825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_781 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %574 = "tf.Slice"(%483, %cst_780, %cst_781) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_782 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %575 = "tf.Reshape"(%574, %cst_782) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_783 = "tf.Const"() <{value = dense<3087361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_784 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %576 = "tf.Slice"(%483, %cst_783, %cst_784) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_785 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %577 = "tf.Reshape"(%576, %cst_785) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_786 = "tf.Const"() <{value = dense<3087617> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_787 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %578 = "tf.Slice"(%483, %cst_786, %cst_787) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_788 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %579 = "tf.Reshape"(%578, %cst_788) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_789 = "tf.Const"() <{value = dense<3087873> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_790 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %580 = "tf.Slice"(%483, %cst_789, %cst_790) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_791 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %581 = "tf.Reshape"(%580, %cst_791) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_792 = "tf.Const"() <{value = dense<3088129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_793 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %582 = "tf.Slice"(%483, %cst_792, %cst_793) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_794 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %583 = "tf.Reshape"(%582, %cst_794) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_795 = "tf.Const"() <{value = dense<3088385> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_796 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %584 = "tf.Slice"(%483, %cst_795, %cst_796) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_797 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %585 = "tf.Reshape"(%584, %cst_797) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_798 = "tf.Const"() <{value = dense<3088641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_799 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %586 = "tf.Slice"(%483, %cst_798, %cst_799) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_800 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %587 = "tf.Reshape"(%586, %cst_800) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_801 = "tf.Const"() <{value = dense<3088897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_802 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %588 = "tf.Slice"(%483, %cst_801, %cst_802) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_803 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %589 = "tf.Reshape"(%588, %cst_803) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_804 = "tf.Const"() <{value = dense<3089153> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_805 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %590 = "tf.Slice"(%483, %cst_804, %cst_805) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_806 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %591 = "tf.Reshape"(%590, %cst_806) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_807 = "tf.Const"() <{value = dense<3089409> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_808 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %592 = "tf.Slice"(%483, %cst_807, %cst_808) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_809 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %593 = "tf.Reshape"(%592, %cst_809) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_810 = "tf.Const"() <{value = dense<3089665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_811 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %594 = "tf.Slice"(%483, %cst_810, %cst_811) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_812 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %595 = "tf.Reshape"(%594, %cst_812) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_813 = "tf.Const"() <{value = dense<3089921> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_814 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %596 = "tf.Slice"(%483, %cst_813, %cst_814) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_815 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %597 = "tf.Reshape"(%596, %cst_815) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_816 = "tf.Const"() <{value = dense<3155457> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_817 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %598 = "tf.Slice"(%483, %cst_816, %cst_817) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_818 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %599 = "tf.Reshape"(%598, %cst_818) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_819 = "tf.Const"() <{value = dense<3155713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_820 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %600 = "tf.Slice"(%483, %cst_819, %cst_820) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_821 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %601 = "tf.Reshape"(%600, %cst_821) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_822 = "tf.Const"() <{value = dense<3155969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_823 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %602 = "tf.Slice"(%483, %cst_822, %cst_823) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_824 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %603 = "tf.Reshape"(%602, %cst_824) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_825 = "tf.Const"() <{value = dense<3164161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_826 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %604 = "tf.Slice"(%483, %cst_825, %cst_826) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_827 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %605 = "tf.Reshape"(%604, %cst_827) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_828 = "tf.Const"() <{value = dense<3172353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_829 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %606 = "tf.Slice"(%483, %cst_828, %cst_829) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_830 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %607 = "tf.Reshape"(%606, %cst_830) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_831 = "tf.Const"() <{value = dense<3188737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_832 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %608 = "tf.Slice"(%483, %cst_831, %cst_832) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_833 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %609 = "tf.Reshape"(%608, %cst_833) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_834 = "tf.Const"() <{value = dense<3205121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_835 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %610 = "tf.Slice"(%483, %cst_834, %cst_835) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_836 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %611 = "tf.Reshape"(%610, %cst_836) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %cst_837 = "tf.Const"() <{value = dense<7399425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_838 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %612 = "tf.Slice"(%483, %cst_837, %cst_838) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_839 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %613 = "tf.Reshape"(%612, %cst_839) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %cst_840 = "tf.Const"() <{value = dense<11593729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_841 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %614 = "tf.Slice"(%483, %cst_840, %cst_841) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_842 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %615 = "tf.Reshape"(%614, %cst_842) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %cst_843 = "tf.Const"() <{value = dense<15788033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_844 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %616 = "tf.Slice"(%483, %cst_843, %cst_844) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_845 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %617 = "tf.Reshape"(%616, %cst_845) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_846 = "tf.Const"() <{value = dense<15789057> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_847 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %618 = "tf.Slice"(%483, %cst_846, %cst_847) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_848 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %619 = "tf.Reshape"(%618, %cst_848) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_849 = "tf.Const"() <{value = dense<16051201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_850 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %620 = "tf.Slice"(%483, %cst_849, %cst_850) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_851 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %621 = "tf.Reshape"(%620, %cst_851) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_852 = "tf.Const"() <{value = dense<16052225> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_853 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %622 = "tf.Slice"(%483, %cst_852, %cst_853) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_854 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %623 = "tf.Reshape"(%622, %cst_854) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_855 = "tf.Const"() <{value = dense<16117761> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_856 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %624 = "tf.Slice"(%483, %cst_855, %cst_856) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_857 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %625 = "tf.Reshape"(%624, %cst_857) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_858 = "tf.Const"() <{value = dense<16379905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_859 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %626 = "tf.Slice"(%483, %cst_858, %cst_859) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_860 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %627 = "tf.Reshape"(%626, %cst_860) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_861 = "tf.Const"() <{value = dense<16380929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_862 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %628 = "tf.Slice"(%483, %cst_861, %cst_862) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_863 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %629 = "tf.Reshape"(%628, %cst_863) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_864 = "tf.Const"() <{value = dense<16643073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_865 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %630 = "tf.Slice"(%483, %cst_864, %cst_865) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_866 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %631 = "tf.Reshape"(%630, %cst_866) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_867 = "tf.Const"() <{value = dense<16644097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_868 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %632 = "tf.Slice"(%483, %cst_867, %cst_868) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_869 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %633 = "tf.Reshape"(%632, %cst_869) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_870 = "tf.Const"() <{value = dense<16906241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_871 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %634 = "tf.Slice"(%483, %cst_870, %cst_871) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_872 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %635 = "tf.Reshape"(%634, %cst_872) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_873 = "tf.Const"() <{value = dense<16906497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_874 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %636 = "tf.Slice"(%483, %cst_873, %cst_874) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_875 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %637 = "tf.Reshape"(%636, %cst_875) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_876 = "tf.Const"() <{value = dense<17168641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_877 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %638 = "tf.Slice"(%483, %cst_876, %cst_877) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_878 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %639 = "tf.Reshape"(%638, %cst_878) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_879 = "tf.Const"() <{value = dense<17168897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_880 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %640 = "tf.Slice"(%483, %cst_879, %cst_880) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_881 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %641 = "tf.Reshape"(%640, %cst_881) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_882 = "tf.Const"() <{value = dense<17431041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_883 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %642 = "tf.Slice"(%483, %cst_882, %cst_883) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_884 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %643 = "tf.Reshape"(%642, %cst_884) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_885 = "tf.Const"() <{value = dense<17431297> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_886 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %644 = "tf.Slice"(%483, %cst_885, %cst_886) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_887 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %645 = "tf.Reshape"(%644, %cst_887) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_888 = "tf.Const"() <{value = dense<17496833> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_889 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %646 = "tf.Slice"(%483, %cst_888, %cst_889) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_890 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %647 = "tf.Reshape"(%646, %cst_890) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_891 = "tf.Const"() <{value = dense<17758977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_892 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %648 = "tf.Slice"(%483, %cst_891, %cst_892) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_893 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %649 = "tf.Reshape"(%648, %cst_893) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_894 = "tf.Const"() <{value = dense<17759233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_895 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %650 = "tf.Slice"(%483, %cst_894, %cst_895) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_896 = "tf.Const"() <{value = dense<[1024, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %651 = "tf.Reshape"(%650, %cst_896) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<1024x256xf32>
    %cst_897 = "tf.Const"() <{value = dense<18021377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_898 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %652 = "tf.Slice"(%483, %cst_897, %cst_898) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_899 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %653 = "tf.Reshape"(%652, %cst_899) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_900 = "tf.Const"() <{value = dense<18021633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_901 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %654 = "tf.Slice"(%483, %cst_900, %cst_901) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_902 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %655 = "tf.Reshape"(%654, %cst_902) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_903 = "tf.Const"() <{value = dense<18021889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_904 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %656 = "tf.Slice"(%483, %cst_903, %cst_904) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_905 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %657 = "tf.Reshape"(%656, %cst_905) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_906 = "tf.Const"() <{value = dense<18022145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_907 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %658 = "tf.Slice"(%483, %cst_906, %cst_907) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_908 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %659 = "tf.Reshape"(%658, %cst_908) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_909 = "tf.Const"() <{value = dense<18022401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_910 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %660 = "tf.Slice"(%483, %cst_909, %cst_910) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_911 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %661 = "tf.Reshape"(%660, %cst_911) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_912 = "tf.Const"() <{value = dense<18022657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_913 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %662 = "tf.Slice"(%483, %cst_912, %cst_913) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_914 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %663 = "tf.Reshape"(%662, %cst_914) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_915 = "tf.Const"() <{value = dense<18022913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_916 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %664 = "tf.Slice"(%483, %cst_915, %cst_916) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_917 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %665 = "tf.Reshape"(%664, %cst_917) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_918 = "tf.Const"() <{value = dense<18023169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_919 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %666 = "tf.Slice"(%483, %cst_918, %cst_919) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_920 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %667 = "tf.Reshape"(%666, %cst_920) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_921 = "tf.Const"() <{value = dense<18088705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_922 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %668 = "tf.Slice"(%483, %cst_921, %cst_922) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_923 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %669 = "tf.Reshape"(%668, %cst_923) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_924 = "tf.Const"() <{value = dense<18088961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_925 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %670 = "tf.Slice"(%483, %cst_924, %cst_925) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_926 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %671 = "tf.Reshape"(%670, %cst_926) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_927 = "tf.Const"() <{value = dense<18089217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_928 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %672 = "tf.Slice"(%483, %cst_927, %cst_928) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_929 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %673 = "tf.Reshape"(%672, %cst_929) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_930 = "tf.Const"() <{value = dense<18089473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_931 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %674 = "tf.Slice"(%483, %cst_930, %cst_931) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_932 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %675 = "tf.Reshape"(%674, %cst_932) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_933 = "tf.Const"() <{value = dense<18089729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_934 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %676 = "tf.Slice"(%483, %cst_933, %cst_934) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_935 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %677 = "tf.Reshape"(%676, %cst_935) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_936 = "tf.Const"() <{value = dense<18089985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_937 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %678 = "tf.Slice"(%483, %cst_936, %cst_937) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_938 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %679 = "tf.Reshape"(%678, %cst_938) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_939 = "tf.Const"() <{value = dense<18090241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_940 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %680 = "tf.Slice"(%483, %cst_939, %cst_940) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_941 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %681 = "tf.Reshape"(%680, %cst_941) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_942 = "tf.Const"() <{value = dense<18090497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_943 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %682 = "tf.Slice"(%483, %cst_942, %cst_943) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_944 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %683 = "tf.Reshape"(%682, %cst_944) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_945 = "tf.Const"() <{value = dense<18090753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_946 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %684 = "tf.Slice"(%483, %cst_945, %cst_946) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_947 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %685 = "tf.Reshape"(%684, %cst_947) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_948 = "tf.Const"() <{value = dense<18091009> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_949 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %686 = "tf.Slice"(%483, %cst_948, %cst_949) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_950 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %687 = "tf.Reshape"(%686, %cst_950) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_951 = "tf.Const"() <{value = dense<18099201> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_952 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %688 = "tf.Slice"(%483, %cst_951, %cst_952) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_953 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %689 = "tf.Reshape"(%688, %cst_953) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_954 = "tf.Const"() <{value = dense<18164737> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_955 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %690 = "tf.Slice"(%483, %cst_954, %cst_955) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_956 = "tf.Const"() <{value = dense<16384> : tensor<1xi32>}> : () -> tensor<1xi32>
    %691 = "tf.Reshape"(%690, %cst_956) : (tensor<16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_957 = "tf.Const"() <{value = dense<18181121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_958 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %692 = "tf.Slice"(%483, %cst_957, %cst_958) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_959 = "tf.Const"() <{value = dense<[256, 16384]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %693 = "tf.Reshape"(%692, %cst_959) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<256x16384xf32>
    %cst_960 = "tf.Const"() <{value = dense<22375425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_961 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %694 = "tf.Slice"(%483, %cst_960, %cst_961) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_962 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %695 = "tf.Reshape"(%694, %cst_962) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_963 = "tf.Const"() <{value = dense<22440961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_964 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %696 = "tf.Slice"(%483, %cst_963, %cst_964) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_965 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %697 = "tf.Reshape"(%696, %cst_965) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_966 = "tf.Const"() <{value = dense<22506497> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_967 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %698 = "tf.Slice"(%483, %cst_966, %cst_967) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_968 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %699 = "tf.Reshape"(%698, %cst_968) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_969 = "tf.Const"() <{value = dense<22572033> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_970 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %700 = "tf.Slice"(%483, %cst_969, %cst_970) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_971 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %701 = "tf.Reshape"(%700, %cst_971) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_972 = "tf.Const"() <{value = dense<22637569> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_973 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %702 = "tf.Slice"(%483, %cst_972, %cst_973) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_974 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %703 = "tf.Reshape"(%702, %cst_974) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_975 = "tf.Const"() <{value = dense<22703105> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_976 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %704 = "tf.Slice"(%483, %cst_975, %cst_976) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_977 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %705 = "tf.Reshape"(%704, %cst_977) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_978 = "tf.Const"() <{value = dense<22768641> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_979 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %706 = "tf.Slice"(%483, %cst_978, %cst_979) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_980 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %707 = "tf.Reshape"(%706, %cst_980) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_981 = "tf.Const"() <{value = dense<22834177> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_982 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %708 = "tf.Slice"(%483, %cst_981, %cst_982) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_983 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %709 = "tf.Reshape"(%708, %cst_983) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_984 = "tf.Const"() <{value = dense<22899713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_985 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %710 = "tf.Slice"(%483, %cst_984, %cst_985) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_986 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %711 = "tf.Reshape"(%710, %cst_986) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_987 = "tf.Const"() <{value = dense<22965249> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_988 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %712 = "tf.Slice"(%483, %cst_987, %cst_988) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_989 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %713 = "tf.Reshape"(%712, %cst_989) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_990 = "tf.Const"() <{value = dense<23030785> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_991 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %714 = "tf.Slice"(%483, %cst_990, %cst_991) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_992 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %715 = "tf.Reshape"(%714, %cst_992) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_993 = "tf.Const"() <{value = dense<23096321> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_994 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %716 = "tf.Slice"(%483, %cst_993, %cst_994) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_995 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %717 = "tf.Reshape"(%716, %cst_995) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_996 = "tf.Const"() <{value = dense<23161857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_997 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %718 = "tf.Slice"(%483, %cst_996, %cst_997) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_998 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %719 = "tf.Reshape"(%718, %cst_998) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_999 = "tf.Const"() <{value = dense<23227393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1000 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %720 = "tf.Slice"(%483, %cst_999, %cst_1000) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1001 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %721 = "tf.Reshape"(%720, %cst_1001) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1002 = "tf.Const"() <{value = dense<23292929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1003 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %722 = "tf.Slice"(%483, %cst_1002, %cst_1003) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1004 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %723 = "tf.Reshape"(%722, %cst_1004) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1005 = "tf.Const"() <{value = dense<23358465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1006 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %724 = "tf.Slice"(%483, %cst_1005, %cst_1006) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1007 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %725 = "tf.Reshape"(%724, %cst_1007) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1008 = "tf.Const"() <{value = dense<23424001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1009 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %726 = "tf.Slice"(%483, %cst_1008, %cst_1009) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1010 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %727 = "tf.Reshape"(%726, %cst_1010) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1011 = "tf.Const"() <{value = dense<23489537> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1012 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %728 = "tf.Slice"(%483, %cst_1011, %cst_1012) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1013 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %729 = "tf.Reshape"(%728, %cst_1013) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1014 = "tf.Const"() <{value = dense<23555073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1015 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %730 = "tf.Slice"(%483, %cst_1014, %cst_1015) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1016 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %731 = "tf.Reshape"(%730, %cst_1016) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1017 = "tf.Const"() <{value = dense<23620609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1018 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %732 = "tf.Slice"(%483, %cst_1017, %cst_1018) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1019 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %733 = "tf.Reshape"(%732, %cst_1019) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1020 = "tf.Const"() <{value = dense<23686145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1021 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %734 = "tf.Slice"(%483, %cst_1020, %cst_1021) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1022 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %735 = "tf.Reshape"(%734, %cst_1022) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1023 = "tf.Const"() <{value = dense<23751681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1024 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %736 = "tf.Slice"(%483, %cst_1023, %cst_1024) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1025 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %737 = "tf.Reshape"(%736, %cst_1025) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1026 = "tf.Const"() <{value = dense<23817217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1027 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %738 = "tf.Slice"(%483, %cst_1026, %cst_1027) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1028 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %739 = "tf.Reshape"(%738, %cst_1028) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1029 = "tf.Const"() <{value = dense<23882753> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1030 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %740 = "tf.Slice"(%483, %cst_1029, %cst_1030) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1031 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %741 = "tf.Reshape"(%740, %cst_1031) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1032 = "tf.Const"() <{value = dense<23948289> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1033 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %742 = "tf.Slice"(%483, %cst_1032, %cst_1033) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1034 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %743 = "tf.Reshape"(%742, %cst_1034) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1035 = "tf.Const"() <{value = dense<24013825> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1036 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %744 = "tf.Slice"(%483, %cst_1035, %cst_1036) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1037 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %745 = "tf.Reshape"(%744, %cst_1037) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1038 = "tf.Const"() <{value = dense<24079361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1039 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %746 = "tf.Slice"(%483, %cst_1038, %cst_1039) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1040 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %747 = "tf.Reshape"(%746, %cst_1040) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1041 = "tf.Const"() <{value = dense<24144897> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1042 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %748 = "tf.Slice"(%483, %cst_1041, %cst_1042) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1043 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %749 = "tf.Reshape"(%748, %cst_1043) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1044 = "tf.Const"() <{value = dense<24210433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1045 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %750 = "tf.Slice"(%483, %cst_1044, %cst_1045) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1046 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %751 = "tf.Reshape"(%750, %cst_1046) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1047 = "tf.Const"() <{value = dense<24275969> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1048 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %752 = "tf.Slice"(%483, %cst_1047, %cst_1048) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1049 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %753 = "tf.Reshape"(%752, %cst_1049) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1050 = "tf.Const"() <{value = dense<24341505> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1051 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %754 = "tf.Slice"(%483, %cst_1050, %cst_1051) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1052 = "tf.Const"() <{value = dense<[8, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %755 = "tf.Reshape"(%754, %cst_1052) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<8x32x256xf32>
    %cst_1053 = "tf.Const"() <{value = dense<24407041> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1054 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %756 = "tf.Slice"(%483, %cst_1053, %cst_1054) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1055 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %757 = "tf.Reshape"(%756, %cst_1055) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1056 = "tf.Const"() <{value = dense<24472577> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1057 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %758 = "tf.Slice"(%483, %cst_1056, %cst_1057) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1058 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %759 = "tf.Reshape"(%758, %cst_1058) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1059 = "tf.Const"() <{value = dense<24538113> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1060 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %760 = "tf.Slice"(%483, %cst_1059, %cst_1060) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1061 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %761 = "tf.Reshape"(%760, %cst_1061) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1062 = "tf.Const"() <{value = dense<24603649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1063 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %762 = "tf.Slice"(%483, %cst_1062, %cst_1063) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1064 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %763 = "tf.Reshape"(%762, %cst_1064) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1065 = "tf.Const"() <{value = dense<24669185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1066 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %764 = "tf.Slice"(%483, %cst_1065, %cst_1066) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_1067 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %765 = "tf.Reshape"(%764, %cst_1067) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %cst_1068 = "tf.Const"() <{value = dense<28863489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1069 = "tf.Const"() <{value = dense<4194304> : tensor<1xi32>}> : () -> tensor<1xi32>
    %766 = "tf.Slice"(%483, %cst_1068, %cst_1069) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4194304xf32>
    %cst_1070 = "tf.Const"() <{value = dense<[16384, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %767 = "tf.Reshape"(%766, %cst_1070) : (tensor<4194304xf32>, tensor<2xi32>) -> tensor<16384x256xf32>
    %cst_1071 = "tf.Const"() <{value = dense<33057793> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1072 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %768 = "tf.Slice"(%483, %cst_1071, %cst_1072) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1073 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %769 = "tf.Reshape"(%768, %cst_1073) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1074 = "tf.Const"() <{value = dense<33058817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1075 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %770 = "tf.Slice"(%483, %cst_1074, %cst_1075) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1076 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %771 = "tf.Reshape"(%770, %cst_1076) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1077 = "tf.Const"() <{value = dense<33059841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1078 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %772 = "tf.Slice"(%483, %cst_1077, %cst_1078) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1079 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %773 = "tf.Reshape"(%772, %cst_1079) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1080 = "tf.Const"() <{value = dense<33321985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1081 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %774 = "tf.Slice"(%483, %cst_1080, %cst_1081) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1082 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %775 = "tf.Reshape"(%774, %cst_1082) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1083 = "tf.Const"() <{value = dense<33584129> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1084 = "tf.Const"() <{value = dense<65536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %776 = "tf.Slice"(%483, %cst_1083, %cst_1084) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<65536xf32>
    %cst_1085 = "tf.Const"() <{value = dense<[256, 8, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %777 = "tf.Reshape"(%776, %cst_1085) : (tensor<65536xf32>, tensor<3xi32>) -> tensor<256x8x32xf32>
    %cst_1086 = "tf.Const"() <{value = dense<33649665> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1087 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %778 = "tf.Slice"(%483, %cst_1086, %cst_1087) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1088 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %779 = "tf.Reshape"(%778, %cst_1088) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1089 = "tf.Const"() <{value = dense<33650689> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1090 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %780 = "tf.Slice"(%483, %cst_1089, %cst_1090) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1091 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %781 = "tf.Reshape"(%780, %cst_1091) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1092 = "tf.Const"() <{value = dense<33651713> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1093 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %782 = "tf.Slice"(%483, %cst_1092, %cst_1093) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1094 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %783 = "tf.Reshape"(%782, %cst_1094) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1095 = "tf.Const"() <{value = dense<33913857> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1096 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %784 = "tf.Slice"(%483, %cst_1095, %cst_1096) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1097 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %785 = "tf.Reshape"(%784, %cst_1097) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1098 = "tf.Const"() <{value = dense<34176001> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1099 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %786 = "tf.Slice"(%483, %cst_1098, %cst_1099) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1100 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %787 = "tf.Reshape"(%786, %cst_1100) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1101 = "tf.Const"() <{value = dense<34177025> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1102 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %788 = "tf.Slice"(%483, %cst_1101, %cst_1102) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1103 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %789 = "tf.Reshape"(%788, %cst_1103) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1104 = "tf.Const"() <{value = dense<34178049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1105 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %790 = "tf.Slice"(%483, %cst_1104, %cst_1105) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1106 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %791 = "tf.Reshape"(%790, %cst_1106) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1107 = "tf.Const"() <{value = dense<34440193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1108 = "tf.Const"() <{value = dense<262144> : tensor<1xi32>}> : () -> tensor<1xi32>
    %792 = "tf.Slice"(%483, %cst_1107, %cst_1108) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<262144xf32>
    %cst_1109 = "tf.Const"() <{value = dense<[256, 1024]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %793 = "tf.Reshape"(%792, %cst_1109) : (tensor<262144xf32>, tensor<2xi32>) -> tensor<256x1024xf32>
    %cst_1110 = "tf.Const"() <{value = dense<34702337> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1111 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %794 = "tf.Slice"(%483, %cst_1110, %cst_1111) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1112 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %795 = "tf.Reshape"(%794, %cst_1112) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1113 = "tf.Const"() <{value = dense<34703361> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1114 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %796 = "tf.Slice"(%483, %cst_1113, %cst_1114) : (tensor<34705408xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1115 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %797 = "tf.Reshape"(%796, %cst_1115) : (tensor<1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %798 = "tf.Identity"(%485) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %799 = "tf.Identity"(%487) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %800 = "tf.Identity"(%489) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %801 = "tf.Identity"(%491) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %802 = "tf.Identity"(%493) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %803 = "tf.Identity"(%495) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %804 = "tf.Identity"(%497) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %805 = "tf.Identity"(%499) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %806 = "tf.Identity"(%501) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %807 = "tf.Identity"(%503) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %808 = "tf.Identity"(%505) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %809 = "tf.Identity"(%507) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %810 = "tf.Identity"(%509) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %811 = "tf.Identity"(%511) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %812 = "tf.Identity"(%513) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %813 = "tf.Identity"(%515) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %814 = "tf.Identity"(%517) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %815 = "tf.Identity"(%519) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %816 = "tf.Identity"(%521) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %817 = "tf.Identity"(%523) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %818 = "tf.Identity"(%525) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %819 = "tf.Identity"(%527) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %820 = "tf.Identity"(%27) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<i64>) -> tensor<i64>
    %821 = "tf.Identity"(%529) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<f32>) -> tensor<f32>
    %822 = "tf.Identity"(%531) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %823 = "tf.Identity"(%533) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %824 = "tf.Identity"(%535) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %825 = "tf.Identity"(%537) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %826 = "tf.Identity"(%539) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %827 = "tf.Identity"(%541) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %828 = "tf.Identity"(%543) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %829 = "tf.Identity"(%545) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %830 = "tf.Identity"(%547) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %831 = "tf.Identity"(%549) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %832 = "tf.Identity"(%551) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %833 = "tf.Identity"(%553) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %834 = "tf.Identity"(%555) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %835 = "tf.Identity"(%557) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %836 = "tf.Identity"(%559) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %837 = "tf.Identity"(%561) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %838 = "tf.Identity"(%563) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %839 = "tf.Identity"(%565) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %840 = "tf.Identity"(%567) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %841 = "tf.Identity"(%569) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %842 = "tf.Identity"(%571) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %843 = "tf.Identity"(%573) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %844 = "tf.Identity"(%575) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %845 = "tf.Identity"(%577) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %846 = "tf.Identity"(%579) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %847 = "tf.Identity"(%581) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %848 = "tf.Identity"(%583) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %849 = "tf.Identity"(%585) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %850 = "tf.Identity"(%587) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %851 = "tf.Identity"(%589) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %852 = "tf.Identity"(%591) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %853 = "tf.Identity"(%593) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %854 = "tf.Identity"(%595) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %855 = "tf.Identity"(%597) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %856 = "tf.Identity"(%599) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %857 = "tf.Identity"(%601) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %858 = "tf.Identity"(%603) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %859 = "tf.Identity"(%605) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %860 = "tf.Identity"(%607) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %861 = "tf.Identity"(%609) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %862 = "tf.Identity"(%611) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %863 = "tf.Identity"(%613) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %864 = "tf.Identity"(%615) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %865 = "tf.Identity"(%617) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %866 = "tf.Identity"(%619) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %867 = "tf.Identity"(%621) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %868 = "tf.Identity"(%623) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %869 = "tf.Identity"(%625) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %870 = "tf.Identity"(%627) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %871 = "tf.Identity"(%629) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %872 = "tf.Identity"(%631) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %873 = "tf.Identity"(%633) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %874 = "tf.Identity"(%635) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %875 = "tf.Identity"(%637) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %876 = "tf.Identity"(%639) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %877 = "tf.Identity"(%641) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %878 = "tf.Identity"(%643) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %879 = "tf.Identity"(%645) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %880 = "tf.Identity"(%647) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %881 = "tf.Identity"(%649) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %882 = "tf.Identity"(%651) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %883 = "tf.Identity"(%653) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %884 = "tf.Identity"(%655) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %885 = "tf.Identity"(%657) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %886 = "tf.Identity"(%659) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %887 = "tf.Identity"(%661) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %888 = "tf.Identity"(%663) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %889 = "tf.Identity"(%665) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %890 = "tf.Identity"(%667) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %891 = "tf.Identity"(%669) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %892 = "tf.Identity"(%671) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %893 = "tf.Identity"(%673) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %894 = "tf.Identity"(%675) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %895 = "tf.Identity"(%677) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %896 = "tf.Identity"(%679) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %897 = "tf.Identity"(%681) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %898 = "tf.Identity"(%683) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %899 = "tf.Identity"(%685) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %900 = "tf.Identity"(%687) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %901 = "tf.Identity"(%689) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %902 = "tf.Identity"(%691) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
    %903 = "tf.Identity"(%693) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
    %904 = "tf.Identity"(%695) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %905 = "tf.Identity"(%697) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %906 = "tf.Identity"(%699) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %907 = "tf.Identity"(%701) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %908 = "tf.Identity"(%703) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %909 = "tf.Identity"(%705) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %910 = "tf.Identity"(%707) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %911 = "tf.Identity"(%709) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %912 = "tf.Identity"(%711) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %913 = "tf.Identity"(%713) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %914 = "tf.Identity"(%715) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %915 = "tf.Identity"(%717) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %916 = "tf.Identity"(%719) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %917 = "tf.Identity"(%721) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %918 = "tf.Identity"(%723) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %919 = "tf.Identity"(%725) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %920 = "tf.Identity"(%727) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %921 = "tf.Identity"(%729) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %922 = "tf.Identity"(%731) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %923 = "tf.Identity"(%733) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %924 = "tf.Identity"(%735) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %925 = "tf.Identity"(%737) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %926 = "tf.Identity"(%739) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %927 = "tf.Identity"(%741) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %928 = "tf.Identity"(%743) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %929 = "tf.Identity"(%745) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %930 = "tf.Identity"(%747) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %931 = "tf.Identity"(%749) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %932 = "tf.Identity"(%751) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %933 = "tf.Identity"(%753) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %934 = "tf.Identity"(%755) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %935 = "tf.Identity"(%757) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %936 = "tf.Identity"(%759) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %937 = "tf.Identity"(%761) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %938 = "tf.Identity"(%763) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %939 = "tf.Identity"(%765) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %940 = "tf.Identity"(%767) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %941 = "tf.Identity"(%769) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %942 = "tf.Identity"(%771) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %943 = "tf.Identity"(%773) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %944 = "tf.Identity"(%775) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %945 = "tf.Identity"(%777) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
    %946 = "tf.Identity"(%779) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %947 = "tf.Identity"(%781) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %948 = "tf.Identity"(%783) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %949 = "tf.Identity"(%785) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %950 = "tf.Identity"(%787) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %951 = "tf.Identity"(%789) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %952 = "tf.Identity"(%791) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %953 = "tf.Identity"(%793) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %954 = "tf.Identity"(%795) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    %955 = "tf.Identity"(%797) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
    return %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %814, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %836, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852, %853, %854, %855, %856, %857, %858, %859, %860, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %926, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %955 : tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<i64>, tensor<f32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<256x16384xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x8x32xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256x8x32xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>
  }
}


