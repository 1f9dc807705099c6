// -----// IR Dump After ClusterOutliningPass (tf-device-cluster-outlining) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_14717836295924927409_17479962204005850056", dtensor.eager_operation_name = "__inference_reduce_12546", tf._default_mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32> {tf._global_shape = #tf_type.shape<>}, %arg1: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<1xi64> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<1xf32> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> (tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<i64> {tf._global_shape = #tf_type.shape<>}, tensor<f32> {tf._global_shape = #tf_type.shape<>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157", outputs = "op_output_0,op_output_1,op_output_2,op_output_3,op_output_4,op_output_5,op_output_6,op_output_7,op_output_8,op_output_9,op_output_10,op_output_11,op_output_12,op_output_13,op_output_14,op_output_15,op_output_16,op_output_17,op_output_18,op_output_19,op_output_20,op_output_21,op_output_22,op_output_23,op_output_24,op_output_25,op_output_26,op_output_27,op_output_28,op_output_29,op_output_30,op_output_31,op_output_32,op_output_33,op_output_34,op_output_35,op_output_36,op_output_37,op_output_38,op_output_39,op_output_40,op_output_41,op_output_42,op_output_43,op_output_44,op_output_45,op_output_46,op_output_47,op_output_48,op_output_49,op_output_50,op_output_51,op_output_52,op_output_53,op_output_54,op_output_55,op_output_56,op_output_57,op_output_58,op_output_59,op_output_60,op_output_61,op_output_62,op_output_63,op_output_64,op_output_65,op_output_66,op_output_67,op_output_68,op_output_69,op_output_70,op_output_71,op_output_72,op_output_73,op_output_74,op_output_75,op_output_76,op_output_77,op_output_78,op_output_79,op_output_80,op_output_81,op_output_82,op_output_83,op_output_84,op_output_85,op_output_86,op_output_87,op_output_88,op_output_89,op_output_90,op_output_91,op_output_92,op_output_93,op_output_94,op_output_95,op_output_96,op_output_97,op_output_98,op_output_99,op_output_100,op_output_101,op_output_102,op_output_103,op_output_104,op_output_105,op_output_106,op_output_107,op_output_108,op_output_109,op_output_110,op_output_111,op_output_112,op_output_113,op_output_114,op_output_115,op_output_116,op_output_117,op_output_118,op_output_119,op_output_120,op_output_121,op_output_122,op_output_123,op_output_124,op_output_125,op_output_126,op_output_127,op_output_128,op_output_129,op_output_130,op_output_131,op_output_132,op_output_133,op_output_134,op_output_135,op_output_136,op_output_137,op_output_138,op_output_139,op_output_140,op_output_141,op_output_142,op_output_143,op_output_144,op_output_145,op_output_146,op_output_147,op_output_148,op_output_149,op_output_150,op_output_151,op_output_152,op_output_153,op_output_154,op_output_155,op_output_156,op_output_157"}} {
    %0:158 = "tf_device.cluster_func"(%arg0, %arg1, %arg2, %arg11, %arg101, %arg102, %arg103, %arg104, %arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg12, %arg111, %arg112, %arg113, %arg114, %arg115, %arg116, %arg117, %arg118, %arg119, %arg120, %arg13, %arg121, %arg122, %arg123, %arg124, %arg125, %arg126, %arg127, %arg128, %arg129, %arg130, %arg14, %arg131, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %arg139, %arg140, %arg15, %arg141, %arg142, %arg143, %arg144, %arg145, %arg146, %arg147, %arg148, %arg149, %arg150, %arg16, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %arg157, %arg158, %arg17, %arg18, %arg19, %arg20, %arg3, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg4, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg5, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg6, %arg51, %arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59, %arg60, %arg7, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67, %arg68, %arg69, %arg70, %arg8, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg9, %arg81, %arg82, %arg83, %arg84, %arg85, %arg86, %arg87, %arg88, %arg89, %arg90, %arg10, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100) <{func = @_func}> {_mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : (tensor<i32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x1024x256xf32>, tensor<1xi64>, tensor<1xf32>, tensor<1x8x32x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x32x256xf32>, tensor<1x32x256xf32>, tensor<1x16384xf32>, tensor<1x16384xf32>, tensor<1x256x16384xf32>, tensor<1x256x16384xf32>, tensor<1x16384x256xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x256x8x32xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256x8x32xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x1024x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x256xf32>, tensor<1x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x16384xf32>, tensor<1x256x16384xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x8x32x256xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<1x16384x256xf32>, tensor<1x16384x256xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x8x32xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1x256x1024xf32>, tensor<1x256x1024xf32>, tensor<1x1024xf32>, tensor<1x1024xf32>) -> (tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x2x32xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>)
    return %0#0, %0#1, %0#70, %0#81, %0#92, %0#103, %0#114, %0#125, %0#136, %0#147, %0#2, %0#13, %0#24, %0#35, %0#46, %0#57, %0#66, %0#67, %0#68, %0#69, %0#71, %0#72, %0#73, %0#74, %0#75, %0#76, %0#77, %0#78, %0#79, %0#80, %0#82, %0#83, %0#84, %0#85, %0#86, %0#87, %0#88, %0#89, %0#90, %0#91, %0#93, %0#94, %0#95, %0#96, %0#97, %0#98, %0#99, %0#100, %0#101, %0#102, %0#104, %0#105, %0#106, %0#107, %0#108, %0#109, %0#110, %0#111, %0#112, %0#113, %0#115, %0#116, %0#117, %0#118, %0#119, %0#120, %0#121, %0#122, %0#123, %0#124, %0#126, %0#127, %0#128, %0#129, %0#130, %0#131, %0#132, %0#133, %0#134, %0#135, %0#137, %0#138, %0#139, %0#140, %0#141, %0#142, %0#143, %0#144, %0#145, %0#146, %0#148, %0#149, %0#150, %0#151, %0#152, %0#153, %0#154, %0#155, %0#156, %0#157, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56, %0#58, %0#59, %0#60, %0#61, %0#62, %0#63, %0#64, %0#65 : tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>
  }
  func.func private @_func(%arg0: tensor<i32>, %arg1: tensor<1x8x32x256xf32>, %arg2: tensor<1x256x8x32xf32>, %arg3: tensor<1x256x8x32xf32>, %arg4: tensor<1x256x1024xf32>, %arg5: tensor<1x256x1024xf32>, %arg6: tensor<1x256xf32>, %arg7: tensor<1x256xf32>, %arg8: tensor<1x1024x256xf32>, %arg9: tensor<1x1024x256xf32>, %arg10: tensor<1x256xf32>, %arg11: tensor<1x256xf32>, %arg12: tensor<1x1024x256xf32>, %arg13: tensor<1x1024x256xf32>, %arg14: tensor<1x256x8x32xf32>, %arg15: tensor<1x256xf32>, %arg16: tensor<1x256xf32>, %arg17: tensor<1x1024x256xf32>, %arg18: tensor<1x1024x256xf32>, %arg19: tensor<1x256xf32>, %arg20: tensor<1x256xf32>, %arg21: tensor<1x1024x256xf32>, %arg22: tensor<1x1024x256xf32>, %arg23: tensor<1xi64>, %arg24: tensor<1xf32>, %arg25: tensor<1x8x32x256xf32>, %arg26: tensor<1x256xf32>, %arg27: tensor<1x256xf32>, %arg28: tensor<1x256xf32>, %arg29: tensor<1x256xf32>, %arg30: tensor<1x256xf32>, %arg31: tensor<1x256xf32>, %arg32: tensor<1x256xf32>, %arg33: tensor<1x256xf32>, %arg34: tensor<1x256xf32>, %arg35: tensor<1x256xf32>, %arg36: tensor<1x256x8x32xf32>, %arg37: tensor<1x256xf32>, %arg38: tensor<1x256xf32>, %arg39: tensor<1x256xf32>, %arg40: tensor<1x256xf32>, %arg41: tensor<1x256xf32>, %arg42: tensor<1x256xf32>, %arg43: tensor<1x256xf32>, %arg44: tensor<1x256xf32>, %arg45: tensor<1x256xf32>, %arg46: tensor<1x256xf32>, %arg47: tensor<1x256x8x32xf32>, %arg48: tensor<1x256xf32>, %arg49: tensor<1x256xf32>, %arg50: tensor<1x256xf32>, %arg51: tensor<1x256xf32>, %arg52: tensor<1x256xf32>, %arg53: tensor<1x256xf32>, %arg54: tensor<1x256xf32>, %arg55: tensor<1x256xf32>, %arg56: tensor<1x256xf32>, %arg57: tensor<1x256xf32>, %arg58: tensor<1x256x8x32xf32>, %arg59: tensor<1x256xf32>, %arg60: tensor<1x256xf32>, %arg61: tensor<1x32x256xf32>, %arg62: tensor<1x32x256xf32>, %arg63: tensor<1x16384xf32>, %arg64: tensor<1x16384xf32>, %arg65: tensor<1x256x16384xf32>, %arg66: tensor<1x256x16384xf32>, %arg67: tensor<1x16384x256xf32>, %arg68: tensor<1x1024xf32>, %arg69: tensor<1x256x1024xf32>, %arg70: tensor<1x1024xf32>, %arg71: tensor<1x256x8x32xf32>, %arg72: tensor<1x256x1024xf32>, %arg73: tensor<1x1024xf32>, %arg74: tensor<1x256x1024xf32>, %arg75: tensor<1x1024xf32>, %arg76: tensor<1x256x1024xf32>, %arg77: tensor<1x256xf32>, %arg78: tensor<1x1024x256xf32>, %arg79: tensor<1x256xf32>, %arg80: tensor<1x1024x256xf32>, %arg81: tensor<1x256xf32>, %arg82: tensor<1x256x8x32xf32>, %arg83: tensor<1x1024x256xf32>, %arg84: tensor<1x256xf32>, %arg85: tensor<1x1024x256xf32>, %arg86: tensor<1x256xf32>, %arg87: tensor<1x256xf32>, %arg88: tensor<1x256xf32>, %arg89: tensor<1x256xf32>, %arg90: tensor<1x256xf32>, %arg91: tensor<1x256xf32>, %arg92: tensor<1x256xf32>, %arg93: tensor<1x8x32x256xf32>, %arg94: tensor<1x256xf32>, %arg95: tensor<1x256xf32>, %arg96: tensor<1x256xf32>, %arg97: tensor<1x256xf32>, %arg98: tensor<1x256xf32>, %arg99: tensor<1x256xf32>, %arg100: tensor<1x256xf32>, %arg101: tensor<1x256xf32>, %arg102: tensor<1x256xf32>, %arg103: tensor<1x32x256xf32>, %arg104: tensor<1x256x8x32xf32>, %arg105: tensor<1x16384xf32>, %arg106: tensor<1x256x16384xf32>, %arg107: tensor<1x8x32x256xf32>, %arg108: tensor<1x8x32x256xf32>, %arg109: tensor<1x256x8x32xf32>, %arg110: tensor<1x256x8x32xf32>, %arg111: tensor<1x256x8x32xf32>, %arg112: tensor<1x256x8x32xf32>, %arg113: tensor<1x256x8x32xf32>, %arg114: tensor<1x256x8x32xf32>, %arg115: tensor<1x256x8x32xf32>, %arg116: tensor<1x8x32x256xf32>, %arg117: tensor<1x8x32x256xf32>, %arg118: tensor<1x256x8x32xf32>, %arg119: tensor<1x256x8x32xf32>, %arg120: tensor<1x256x8x32xf32>, %arg121: tensor<1x256x8x32xf32>, %arg122: tensor<1x256x8x32xf32>, %arg123: tensor<1x256x8x32xf32>, %arg124: tensor<1x8x32x256xf32>, %arg125: tensor<1x8x32x256xf32>, %arg126: tensor<1x256x8x32xf32>, %arg127: tensor<1x256x8x32xf32>, %arg128: tensor<1x256x8x32xf32>, %arg129: tensor<1x256x8x32xf32>, %arg130: tensor<1x256x8x32xf32>, %arg131: tensor<1x256x8x32xf32>, %arg132: tensor<1x256x8x32xf32>, %arg133: tensor<1x8x32x256xf32>, %arg134: tensor<1x8x32x256xf32>, %arg135: tensor<1x256x8x32xf32>, %arg136: tensor<1x256x8x32xf32>, %arg137: tensor<1x8x32x256xf32>, %arg138: tensor<1x256x8x32xf32>, %arg139: tensor<1x256x8x32xf32>, %arg140: tensor<1x256x8x32xf32>, %arg141: tensor<1x256x8x32xf32>, %arg142: tensor<1x16384x256xf32>, %arg143: tensor<1x16384x256xf32>, %arg144: tensor<1x1024xf32>, %arg145: tensor<1x1024xf32>, %arg146: tensor<1x256x1024xf32>, %arg147: tensor<1x256x1024xf32>, %arg148: tensor<1x256x8x32xf32>, %arg149: tensor<1x1024xf32>, %arg150: tensor<1x1024xf32>, %arg151: tensor<1x256x1024xf32>, %arg152: tensor<1x256x1024xf32>, %arg153: tensor<1x1024xf32>, %arg154: tensor<1x1024xf32>, %arg155: tensor<1x256x1024xf32>, %arg156: tensor<1x256x1024xf32>, %arg157: tensor<1x1024xf32>, %arg158: tensor<1x1024xf32>) -> (tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x2x32xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %cst = "tf.Const"() <{value = dense<4> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %cst_0 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %0 = "tf.Div"(%arg0, %cst_0) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %1 = "tf.FloorMod"(%0, %cst) {_mesh_coordinates = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : (tensor<1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %cst_1 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {_global_shape = [#tf_type.shape<1>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : () -> tensor<1xi32>
    %2 = "tf.Sum"(%arg1, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_2 = "tf.Const"() <{value = dense<[[0, 1, 2, 3]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
    %cst_3 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_4 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = "tf.Reshape"(%arg0, %cst_4) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_5 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %4 = "tf.Sub"(%3, %cst_5) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_6 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_7 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %5 = "tf.Slice"(%cst_6, %4, %cst_7) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_8 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %6 = "tf.Reshape"(%5, %cst_8) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_9 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_10 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %7 = "tf.CollectiveReduceV2"(%2, %cst_10, %6, %cst_9) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_11 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_12 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %8 = "tf.MatMul"(%1, %cst_12) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %9 = "tf.Squeeze"(%8) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %10 = "tf.Slice"(%7, %9, %cst_11) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %11 = "tf.Sum"(%arg2, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_13 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_14 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %12 = "tf.Reshape"(%arg0, %cst_14) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_15 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %13 = "tf.Sub"(%12, %cst_15) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_16 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_17 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %14 = "tf.Slice"(%cst_16, %13, %cst_17) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_18 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %15 = "tf.Reshape"(%14, %cst_18) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_19 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_20 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %16 = "tf.CollectiveReduceV2"(%11, %cst_20, %15, %cst_19) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_21 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_22 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %17 = "tf.MatMul"(%1, %cst_22) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %18 = "tf.Squeeze"(%17) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %19 = "tf.Slice"(%16, %18, %cst_21) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %20 = "tf.Sum"(%arg3, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_23 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_24 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %21 = "tf.Reshape"(%arg0, %cst_24) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_25 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %22 = "tf.Sub"(%21, %cst_25) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_26 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_27 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %23 = "tf.Slice"(%cst_26, %22, %cst_27) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_28 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %24 = "tf.Reshape"(%23, %cst_28) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_29 = "tf.Const"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %cst_30 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %25 = "tf.CollectiveReduceV2"(%20, %cst_30, %24, %cst_29) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_31 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_32 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %26 = "tf.MatMul"(%1, %cst_32) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %27 = "tf.Squeeze"(%26) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %28 = "tf.Slice"(%25, %27, %cst_31) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %29 = "tf.Sum"(%arg4, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_33 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_34 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %30 = "tf.Reshape"(%arg0, %cst_34) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_35 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %31 = "tf.Sub"(%30, %cst_35) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_36 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_37 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %32 = "tf.Slice"(%cst_36, %31, %cst_37) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_38 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %33 = "tf.Reshape"(%32, %cst_38) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_39 = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %cst_40 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %34 = "tf.CollectiveReduceV2"(%29, %cst_40, %33, %cst_39) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_41 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_42 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %35 = "tf.MatMul"(%1, %cst_42) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %36 = "tf.Squeeze"(%35) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %37 = "tf.Slice"(%34, %36, %cst_41) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %38 = "tf.Sum"(%arg5, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_43 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_44 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %39 = "tf.Reshape"(%arg0, %cst_44) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_45 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %40 = "tf.Sub"(%39, %cst_45) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_46 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_47 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %41 = "tf.Slice"(%cst_46, %40, %cst_47) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_48 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %42 = "tf.Reshape"(%41, %cst_48) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_49 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %cst_50 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %43 = "tf.CollectiveReduceV2"(%38, %cst_50, %42, %cst_49) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_51 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_52 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %44 = "tf.MatMul"(%1, %cst_52) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %45 = "tf.Squeeze"(%44) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %46 = "tf.Slice"(%43, %45, %cst_51) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %47 = "tf.Sum"(%arg6, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %48 = "tf.Sum"(%arg7, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %49 = "tf.Sum"(%arg8, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_53 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_54 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %50 = "tf.Reshape"(%arg0, %cst_54) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_55 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %51 = "tf.Sub"(%50, %cst_55) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_56 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_57 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %52 = "tf.Slice"(%cst_56, %51, %cst_57) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_58 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %53 = "tf.Reshape"(%52, %cst_58) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_59 = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %cst_60 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %54 = "tf.CollectiveReduceV2"(%49, %cst_60, %53, %cst_59) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_61 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_62 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %55 = "tf.MatMul"(%1, %cst_62) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %56 = "tf.Squeeze"(%55) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %57 = "tf.Slice"(%54, %56, %cst_61) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %58 = "tf.Sum"(%arg9, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_63 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_64 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %59 = "tf.Reshape"(%arg0, %cst_64) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_65 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %60 = "tf.Sub"(%59, %cst_65) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_66 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_67 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %61 = "tf.Slice"(%cst_66, %60, %cst_67) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_68 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %62 = "tf.Reshape"(%61, %cst_68) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_69 = "tf.Const"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %cst_70 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %63 = "tf.CollectiveReduceV2"(%58, %cst_70, %62, %cst_69) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_71 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_72 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %64 = "tf.MatMul"(%1, %cst_72) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %65 = "tf.Squeeze"(%64) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %66 = "tf.Slice"(%63, %65, %cst_71) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %67 = "tf.Sum"(%arg10, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %68 = "tf.Sum"(%arg11, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %69 = "tf.Sum"(%arg12, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_73 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_74 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %70 = "tf.Reshape"(%arg0, %cst_74) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_75 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %71 = "tf.Sub"(%70, %cst_75) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_76 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_77 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %72 = "tf.Slice"(%cst_76, %71, %cst_77) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_78 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %73 = "tf.Reshape"(%72, %cst_78) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_79 = "tf.Const"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %cst_80 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %74 = "tf.CollectiveReduceV2"(%69, %cst_80, %73, %cst_79) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_81 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_82 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %75 = "tf.MatMul"(%1, %cst_82) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %76 = "tf.Squeeze"(%75) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %77 = "tf.Slice"(%74, %76, %cst_81) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %78 = "tf.Sum"(%arg13, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_83 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_84 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %79 = "tf.Reshape"(%arg0, %cst_84) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_85 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %80 = "tf.Sub"(%79, %cst_85) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_86 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_87 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %81 = "tf.Slice"(%cst_86, %80, %cst_87) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_88 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %82 = "tf.Reshape"(%81, %cst_88) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_89 = "tf.Const"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %cst_90 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %83 = "tf.CollectiveReduceV2"(%78, %cst_90, %82, %cst_89) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_91 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_92 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %84 = "tf.MatMul"(%1, %cst_92) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %85 = "tf.Squeeze"(%84) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %86 = "tf.Slice"(%83, %85, %cst_91) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %87 = "tf.Sum"(%arg14, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_93 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_94 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %88 = "tf.Reshape"(%arg0, %cst_94) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_95 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %89 = "tf.Sub"(%88, %cst_95) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_96 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_97 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %90 = "tf.Slice"(%cst_96, %89, %cst_97) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_98 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %91 = "tf.Reshape"(%90, %cst_98) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_99 = "tf.Const"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %cst_100 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %92 = "tf.CollectiveReduceV2"(%87, %cst_100, %91, %cst_99) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_101 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_102 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %93 = "tf.MatMul"(%1, %cst_102) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %94 = "tf.Squeeze"(%93) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %95 = "tf.Slice"(%92, %94, %cst_101) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %96 = "tf.Sum"(%arg15, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %97 = "tf.Sum"(%arg16, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %98 = "tf.Sum"(%arg17, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_103 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_104 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %99 = "tf.Reshape"(%arg0, %cst_104) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_105 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %100 = "tf.Sub"(%99, %cst_105) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_106 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_107 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %101 = "tf.Slice"(%cst_106, %100, %cst_107) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_108 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %102 = "tf.Reshape"(%101, %cst_108) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_109 = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %cst_110 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %103 = "tf.CollectiveReduceV2"(%98, %cst_110, %102, %cst_109) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_111 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_112 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %104 = "tf.MatMul"(%1, %cst_112) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %105 = "tf.Squeeze"(%104) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %106 = "tf.Slice"(%103, %105, %cst_111) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %107 = "tf.Sum"(%arg18, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_113 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_114 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %108 = "tf.Reshape"(%arg0, %cst_114) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_115 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %109 = "tf.Sub"(%108, %cst_115) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_116 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_117 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %110 = "tf.Slice"(%cst_116, %109, %cst_117) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_118 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %111 = "tf.Reshape"(%110, %cst_118) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_119 = "tf.Const"() <{value = dense<11> : tensor<i32>}> : () -> tensor<i32>
    %cst_120 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %112 = "tf.CollectiveReduceV2"(%107, %cst_120, %111, %cst_119) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_121 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_122 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %113 = "tf.MatMul"(%1, %cst_122) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %114 = "tf.Squeeze"(%113) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %115 = "tf.Slice"(%112, %114, %cst_121) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %116 = "tf.Sum"(%arg19, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %117 = "tf.Sum"(%arg20, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %118 = "tf.Sum"(%arg21, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_123 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_124 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %119 = "tf.Reshape"(%arg0, %cst_124) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_125 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %120 = "tf.Sub"(%119, %cst_125) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_126 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_127 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %121 = "tf.Slice"(%cst_126, %120, %cst_127) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_128 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %122 = "tf.Reshape"(%121, %cst_128) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_129 = "tf.Const"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
    %cst_130 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %123 = "tf.CollectiveReduceV2"(%118, %cst_130, %122, %cst_129) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_131 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_132 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %124 = "tf.MatMul"(%1, %cst_132) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %125 = "tf.Squeeze"(%124) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %126 = "tf.Slice"(%123, %125, %cst_131) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %127 = "tf.Sum"(%arg22, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_133 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_134 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %128 = "tf.Reshape"(%arg0, %cst_134) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_135 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %129 = "tf.Sub"(%128, %cst_135) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_136 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_137 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %130 = "tf.Slice"(%cst_136, %129, %cst_137) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_138 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %131 = "tf.Reshape"(%130, %cst_138) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_139 = "tf.Const"() <{value = dense<13> : tensor<i32>}> : () -> tensor<i32>
    %cst_140 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %132 = "tf.CollectiveReduceV2"(%127, %cst_140, %131, %cst_139) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_141 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_142 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %133 = "tf.MatMul"(%1, %cst_142) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %134 = "tf.Squeeze"(%133) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %135 = "tf.Slice"(%132, %134, %cst_141) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %136 = "tf.Sum"(%arg23, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xi64>, tensor<1xi32>) -> tensor<i64>
    %cst_143 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %137 = "tf.Reshape"(%arg0, %cst_143) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_144 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %138 = "tf.Sub"(%137, %cst_144) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_145 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_146 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %139 = "tf.Slice"(%cst_145, %138, %cst_146) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_147 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %140 = "tf.Reshape"(%139, %cst_147) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_148 = "tf.Const"() <{value = dense<14> : tensor<i32>}> : () -> tensor<i32>
    %cst_149 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %141 = "tf.CollectiveReduceV2"(%136, %cst_149, %140, %cst_148) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<i64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i64>
    %142 = "tf.Sum"(%arg24, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<f32>
    %143 = "tf.Sum"(%arg25, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_150 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_151 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %144 = "tf.Reshape"(%arg0, %cst_151) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_152 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %145 = "tf.Sub"(%144, %cst_152) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_153 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_154 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %146 = "tf.Slice"(%cst_153, %145, %cst_154) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_155 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %147 = "tf.Reshape"(%146, %cst_155) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_156 = "tf.Const"() <{value = dense<15> : tensor<i32>}> : () -> tensor<i32>
    %cst_157 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %148 = "tf.CollectiveReduceV2"(%143, %cst_157, %147, %cst_156) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_158 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_159 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %149 = "tf.MatMul"(%1, %cst_159) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %150 = "tf.Squeeze"(%149) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %151 = "tf.Slice"(%148, %150, %cst_158) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %152 = "tf.Sum"(%arg26, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %153 = "tf.Sum"(%arg27, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %154 = "tf.Sum"(%arg28, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %155 = "tf.Sum"(%arg29, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %156 = "tf.Sum"(%arg30, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %157 = "tf.Sum"(%arg31, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %158 = "tf.Sum"(%arg32, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %159 = "tf.Sum"(%arg33, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %160 = "tf.Sum"(%arg34, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %161 = "tf.Sum"(%arg35, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %162 = "tf.Sum"(%arg36, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_160 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_161 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %163 = "tf.Reshape"(%arg0, %cst_161) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_162 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %164 = "tf.Sub"(%163, %cst_162) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_163 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_164 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %165 = "tf.Slice"(%cst_163, %164, %cst_164) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_165 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %166 = "tf.Reshape"(%165, %cst_165) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_166 = "tf.Const"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %cst_167 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %167 = "tf.CollectiveReduceV2"(%162, %cst_167, %166, %cst_166) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_168 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_169 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %168 = "tf.MatMul"(%1, %cst_169) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %169 = "tf.Squeeze"(%168) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %170 = "tf.Slice"(%167, %169, %cst_168) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %171 = "tf.Sum"(%arg37, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %172 = "tf.Sum"(%arg38, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %173 = "tf.Sum"(%arg39, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %174 = "tf.Sum"(%arg40, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %175 = "tf.Sum"(%arg41, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %176 = "tf.Sum"(%arg42, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %177 = "tf.Sum"(%arg43, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %178 = "tf.Sum"(%arg44, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %179 = "tf.Sum"(%arg45, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %180 = "tf.Sum"(%arg46, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %181 = "tf.Sum"(%arg47, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_170 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_171 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %182 = "tf.Reshape"(%arg0, %cst_171) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_172 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %183 = "tf.Sub"(%182, %cst_172) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_173 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_174 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %184 = "tf.Slice"(%cst_173, %183, %cst_174) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_175 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %185 = "tf.Reshape"(%184, %cst_175) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_176 = "tf.Const"() <{value = dense<17> : tensor<i32>}> : () -> tensor<i32>
    %cst_177 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %186 = "tf.CollectiveReduceV2"(%181, %cst_177, %185, %cst_176) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_178 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_179 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %187 = "tf.MatMul"(%1, %cst_179) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %188 = "tf.Squeeze"(%187) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %189 = "tf.Slice"(%186, %188, %cst_178) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %190 = "tf.Sum"(%arg48, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %191 = "tf.Sum"(%arg49, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %192 = "tf.Sum"(%arg50, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %193 = "tf.Sum"(%arg51, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %194 = "tf.Sum"(%arg52, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %195 = "tf.Sum"(%arg53, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %196 = "tf.Sum"(%arg54, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %197 = "tf.Sum"(%arg55, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %198 = "tf.Sum"(%arg56, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %199 = "tf.Sum"(%arg57, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %200 = "tf.Sum"(%arg58, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_180 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_181 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %201 = "tf.Reshape"(%arg0, %cst_181) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_182 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %202 = "tf.Sub"(%201, %cst_182) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_183 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_184 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %203 = "tf.Slice"(%cst_183, %202, %cst_184) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_185 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %204 = "tf.Reshape"(%203, %cst_185) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_186 = "tf.Const"() <{value = dense<18> : tensor<i32>}> : () -> tensor<i32>
    %cst_187 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %205 = "tf.CollectiveReduceV2"(%200, %cst_187, %204, %cst_186) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_188 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_189 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %206 = "tf.MatMul"(%1, %cst_189) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %207 = "tf.Squeeze"(%206) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %208 = "tf.Slice"(%205, %207, %cst_188) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %209 = "tf.Sum"(%arg59, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %210 = "tf.Sum"(%arg60, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %211 = "tf.Sum"(%arg61, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
    %212 = "tf.Sum"(%arg62, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
    %213 = "tf.Sum"(%arg63, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_190 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_191 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %214 = "tf.Reshape"(%arg0, %cst_191) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_192 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %215 = "tf.Sub"(%214, %cst_192) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_193 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_194 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %216 = "tf.Slice"(%cst_193, %215, %cst_194) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_195 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %217 = "tf.Reshape"(%216, %cst_195) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_196 = "tf.Const"() <{value = dense<19> : tensor<i32>}> : () -> tensor<i32>
    %cst_197 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %218 = "tf.CollectiveReduceV2"(%213, %cst_197, %217, %cst_196) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
    %cst_198 = "tf.Const"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_199 = "tf.Const"() <{value = dense<4096> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %219 = "tf.MatMul"(%1, %cst_199) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %220 = "tf.Squeeze"(%219) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %221 = "tf.Slice"(%218, %220, %cst_198) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4096xf32>
    %222 = "tf.Sum"(%arg64, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_200 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_201 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %223 = "tf.Reshape"(%arg0, %cst_201) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_202 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %224 = "tf.Sub"(%223, %cst_202) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_203 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_204 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %225 = "tf.Slice"(%cst_203, %224, %cst_204) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_205 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %226 = "tf.Reshape"(%225, %cst_205) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_206 = "tf.Const"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %cst_207 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %227 = "tf.CollectiveReduceV2"(%222, %cst_207, %226, %cst_206) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
    %cst_208 = "tf.Const"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_209 = "tf.Const"() <{value = dense<4096> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %228 = "tf.MatMul"(%1, %cst_209) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %229 = "tf.Squeeze"(%228) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %230 = "tf.Slice"(%227, %229, %cst_208) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4096xf32>
    %231 = "tf.Sum"(%arg65, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
    %cst_210 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_211 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %232 = "tf.Reshape"(%arg0, %cst_211) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_212 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %233 = "tf.Sub"(%232, %cst_212) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_213 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_214 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %234 = "tf.Slice"(%cst_213, %233, %cst_214) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_215 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %235 = "tf.Reshape"(%234, %cst_215) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_216 = "tf.Const"() <{value = dense<21> : tensor<i32>}> : () -> tensor<i32>
    %cst_217 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %236 = "tf.CollectiveReduceV2"(%231, %cst_217, %235, %cst_216) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
    %cst_218 = "tf.Const"() <{value = dense<[256, 4096]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_219 = "tf.Const"() <{value = dense<[[0, 4096]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %237 = "tf.MatMul"(%1, %cst_219) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %238 = "tf.Squeeze"(%237) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %239 = "tf.Slice"(%236, %238, %cst_218) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x4096xf32>
    %240 = "tf.Sum"(%arg66, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
    %cst_220 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_221 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %241 = "tf.Reshape"(%arg0, %cst_221) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_222 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %242 = "tf.Sub"(%241, %cst_222) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_223 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_224 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %243 = "tf.Slice"(%cst_223, %242, %cst_224) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_225 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %244 = "tf.Reshape"(%243, %cst_225) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_226 = "tf.Const"() <{value = dense<22> : tensor<i32>}> : () -> tensor<i32>
    %cst_227 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %245 = "tf.CollectiveReduceV2"(%240, %cst_227, %244, %cst_226) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
    %cst_228 = "tf.Const"() <{value = dense<[256, 4096]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_229 = "tf.Const"() <{value = dense<[[0, 4096]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %246 = "tf.MatMul"(%1, %cst_229) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %247 = "tf.Squeeze"(%246) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %248 = "tf.Slice"(%245, %247, %cst_228) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x4096xf32>
    %249 = "tf.Sum"(%arg67, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
    %cst_230 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_231 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %250 = "tf.Reshape"(%arg0, %cst_231) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_232 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %251 = "tf.Sub"(%250, %cst_232) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_233 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_234 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %252 = "tf.Slice"(%cst_233, %251, %cst_234) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_235 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %253 = "tf.Reshape"(%252, %cst_235) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_236 = "tf.Const"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
    %cst_237 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %254 = "tf.CollectiveReduceV2"(%249, %cst_237, %253, %cst_236) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
    %cst_238 = "tf.Const"() <{value = dense<[4096, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_239 = "tf.Const"() <{value = dense<[[4096, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %255 = "tf.MatMul"(%1, %cst_239) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %256 = "tf.Squeeze"(%255) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %257 = "tf.Slice"(%254, %256, %cst_238) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4096x256xf32>
    %258 = "tf.Sum"(%arg68, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_240 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_241 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %259 = "tf.Reshape"(%arg0, %cst_241) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_242 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %260 = "tf.Sub"(%259, %cst_242) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_243 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_244 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %261 = "tf.Slice"(%cst_243, %260, %cst_244) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_245 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %262 = "tf.Reshape"(%261, %cst_245) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_246 = "tf.Const"() <{value = dense<24> : tensor<i32>}> : () -> tensor<i32>
    %cst_247 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %263 = "tf.CollectiveReduceV2"(%258, %cst_247, %262, %cst_246) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_248 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_249 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %264 = "tf.MatMul"(%1, %cst_249) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %265 = "tf.Squeeze"(%264) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %266 = "tf.Slice"(%263, %265, %cst_248) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %267 = "tf.Sum"(%arg69, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_250 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_251 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %268 = "tf.Reshape"(%arg0, %cst_251) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_252 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %269 = "tf.Sub"(%268, %cst_252) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_253 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_254 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %270 = "tf.Slice"(%cst_253, %269, %cst_254) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_255 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %271 = "tf.Reshape"(%270, %cst_255) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_256 = "tf.Const"() <{value = dense<25> : tensor<i32>}> : () -> tensor<i32>
    %cst_257 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %272 = "tf.CollectiveReduceV2"(%267, %cst_257, %271, %cst_256) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_258 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_259 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %273 = "tf.MatMul"(%1, %cst_259) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %274 = "tf.Squeeze"(%273) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %275 = "tf.Slice"(%272, %274, %cst_258) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %276 = "tf.Sum"(%arg70, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_260 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_261 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %277 = "tf.Reshape"(%arg0, %cst_261) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_262 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %278 = "tf.Sub"(%277, %cst_262) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_263 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_264 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %279 = "tf.Slice"(%cst_263, %278, %cst_264) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_265 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %280 = "tf.Reshape"(%279, %cst_265) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_266 = "tf.Const"() <{value = dense<26> : tensor<i32>}> : () -> tensor<i32>
    %cst_267 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %281 = "tf.CollectiveReduceV2"(%276, %cst_267, %280, %cst_266) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_268 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_269 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %282 = "tf.MatMul"(%1, %cst_269) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %283 = "tf.Squeeze"(%282) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %284 = "tf.Slice"(%281, %283, %cst_268) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %285 = "tf.Sum"(%arg71, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_270 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_271 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %286 = "tf.Reshape"(%arg0, %cst_271) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_272 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %287 = "tf.Sub"(%286, %cst_272) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_273 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_274 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %288 = "tf.Slice"(%cst_273, %287, %cst_274) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_275 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %289 = "tf.Reshape"(%288, %cst_275) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_276 = "tf.Const"() <{value = dense<27> : tensor<i32>}> : () -> tensor<i32>
    %cst_277 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %290 = "tf.CollectiveReduceV2"(%285, %cst_277, %289, %cst_276) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_278 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_279 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %291 = "tf.MatMul"(%1, %cst_279) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %292 = "tf.Squeeze"(%291) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %293 = "tf.Slice"(%290, %292, %cst_278) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %294 = "tf.Sum"(%arg72, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_280 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_281 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %295 = "tf.Reshape"(%arg0, %cst_281) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_282 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %296 = "tf.Sub"(%295, %cst_282) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_283 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_284 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %297 = "tf.Slice"(%cst_283, %296, %cst_284) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_285 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %298 = "tf.Reshape"(%297, %cst_285) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_286 = "tf.Const"() <{value = dense<28> : tensor<i32>}> : () -> tensor<i32>
    %cst_287 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %299 = "tf.CollectiveReduceV2"(%294, %cst_287, %298, %cst_286) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_288 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_289 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %300 = "tf.MatMul"(%1, %cst_289) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %301 = "tf.Squeeze"(%300) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %302 = "tf.Slice"(%299, %301, %cst_288) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %303 = "tf.Sum"(%arg73, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_290 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_291 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %304 = "tf.Reshape"(%arg0, %cst_291) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_292 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %305 = "tf.Sub"(%304, %cst_292) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_293 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_294 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %306 = "tf.Slice"(%cst_293, %305, %cst_294) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_295 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %307 = "tf.Reshape"(%306, %cst_295) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_296 = "tf.Const"() <{value = dense<29> : tensor<i32>}> : () -> tensor<i32>
    %cst_297 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %308 = "tf.CollectiveReduceV2"(%303, %cst_297, %307, %cst_296) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_298 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_299 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %309 = "tf.MatMul"(%1, %cst_299) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %310 = "tf.Squeeze"(%309) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %311 = "tf.Slice"(%308, %310, %cst_298) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %312 = "tf.Sum"(%arg74, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_300 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_301 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %313 = "tf.Reshape"(%arg0, %cst_301) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_302 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %314 = "tf.Sub"(%313, %cst_302) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_303 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_304 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %315 = "tf.Slice"(%cst_303, %314, %cst_304) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_305 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %316 = "tf.Reshape"(%315, %cst_305) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_306 = "tf.Const"() <{value = dense<30> : tensor<i32>}> : () -> tensor<i32>
    %cst_307 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %317 = "tf.CollectiveReduceV2"(%312, %cst_307, %316, %cst_306) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_308 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_309 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %318 = "tf.MatMul"(%1, %cst_309) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %319 = "tf.Squeeze"(%318) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %320 = "tf.Slice"(%317, %319, %cst_308) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %321 = "tf.Sum"(%arg75, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_310 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_311 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %322 = "tf.Reshape"(%arg0, %cst_311) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_312 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %323 = "tf.Sub"(%322, %cst_312) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_313 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_314 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %324 = "tf.Slice"(%cst_313, %323, %cst_314) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_315 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %325 = "tf.Reshape"(%324, %cst_315) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_316 = "tf.Const"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
    %cst_317 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %326 = "tf.CollectiveReduceV2"(%321, %cst_317, %325, %cst_316) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_318 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_319 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %327 = "tf.MatMul"(%1, %cst_319) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %328 = "tf.Squeeze"(%327) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %329 = "tf.Slice"(%326, %328, %cst_318) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %330 = "tf.Sum"(%arg76, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_320 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_321 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %331 = "tf.Reshape"(%arg0, %cst_321) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_322 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %332 = "tf.Sub"(%331, %cst_322) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_323 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_324 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %333 = "tf.Slice"(%cst_323, %332, %cst_324) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_325 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %334 = "tf.Reshape"(%333, %cst_325) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_326 = "tf.Const"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %cst_327 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %335 = "tf.CollectiveReduceV2"(%330, %cst_327, %334, %cst_326) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_328 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_329 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %336 = "tf.MatMul"(%1, %cst_329) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %337 = "tf.Squeeze"(%336) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %338 = "tf.Slice"(%335, %337, %cst_328) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %339 = "tf.Sum"(%arg77, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %340 = "tf.Sum"(%arg78, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_330 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_331 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %341 = "tf.Reshape"(%arg0, %cst_331) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_332 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %342 = "tf.Sub"(%341, %cst_332) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_333 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_334 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %343 = "tf.Slice"(%cst_333, %342, %cst_334) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_335 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %344 = "tf.Reshape"(%343, %cst_335) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_336 = "tf.Const"() <{value = dense<33> : tensor<i32>}> : () -> tensor<i32>
    %cst_337 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %345 = "tf.CollectiveReduceV2"(%340, %cst_337, %344, %cst_336) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_338 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_339 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %346 = "tf.MatMul"(%1, %cst_339) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %347 = "tf.Squeeze"(%346) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %348 = "tf.Slice"(%345, %347, %cst_338) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %349 = "tf.Sum"(%arg79, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %350 = "tf.Sum"(%arg80, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_340 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_341 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %351 = "tf.Reshape"(%arg0, %cst_341) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_342 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %352 = "tf.Sub"(%351, %cst_342) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_343 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_344 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %353 = "tf.Slice"(%cst_343, %352, %cst_344) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_345 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %354 = "tf.Reshape"(%353, %cst_345) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_346 = "tf.Const"() <{value = dense<34> : tensor<i32>}> : () -> tensor<i32>
    %cst_347 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %355 = "tf.CollectiveReduceV2"(%350, %cst_347, %354, %cst_346) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_348 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_349 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %356 = "tf.MatMul"(%1, %cst_349) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %357 = "tf.Squeeze"(%356) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %358 = "tf.Slice"(%355, %357, %cst_348) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %359 = "tf.Sum"(%arg81, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %360 = "tf.Sum"(%arg82, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_350 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_351 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %361 = "tf.Reshape"(%arg0, %cst_351) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_352 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %362 = "tf.Sub"(%361, %cst_352) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_353 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_354 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %363 = "tf.Slice"(%cst_353, %362, %cst_354) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_355 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %364 = "tf.Reshape"(%363, %cst_355) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_356 = "tf.Const"() <{value = dense<35> : tensor<i32>}> : () -> tensor<i32>
    %cst_357 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %365 = "tf.CollectiveReduceV2"(%360, %cst_357, %364, %cst_356) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_358 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_359 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %366 = "tf.MatMul"(%1, %cst_359) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %367 = "tf.Squeeze"(%366) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %368 = "tf.Slice"(%365, %367, %cst_358) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %369 = "tf.Sum"(%arg83, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_360 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_361 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %370 = "tf.Reshape"(%arg0, %cst_361) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_362 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %371 = "tf.Sub"(%370, %cst_362) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_363 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_364 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %372 = "tf.Slice"(%cst_363, %371, %cst_364) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_365 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %373 = "tf.Reshape"(%372, %cst_365) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_366 = "tf.Const"() <{value = dense<36> : tensor<i32>}> : () -> tensor<i32>
    %cst_367 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %374 = "tf.CollectiveReduceV2"(%369, %cst_367, %373, %cst_366) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_368 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_369 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %375 = "tf.MatMul"(%1, %cst_369) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %376 = "tf.Squeeze"(%375) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %377 = "tf.Slice"(%374, %376, %cst_368) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %378 = "tf.Sum"(%arg84, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %379 = "tf.Sum"(%arg85, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
    %cst_370 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_371 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %380 = "tf.Reshape"(%arg0, %cst_371) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_372 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %381 = "tf.Sub"(%380, %cst_372) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_373 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_374 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %382 = "tf.Slice"(%cst_373, %381, %cst_374) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_375 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %383 = "tf.Reshape"(%382, %cst_375) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_376 = "tf.Const"() <{value = dense<37> : tensor<i32>}> : () -> tensor<i32>
    %cst_377 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %384 = "tf.CollectiveReduceV2"(%379, %cst_377, %383, %cst_376) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
    %cst_378 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_379 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %385 = "tf.MatMul"(%1, %cst_379) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %386 = "tf.Squeeze"(%385) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %387 = "tf.Slice"(%384, %386, %cst_378) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %388 = "tf.Sum"(%arg86, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %389 = "tf.Sum"(%arg87, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %390 = "tf.Sum"(%arg88, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %391 = "tf.Sum"(%arg89, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %392 = "tf.Sum"(%arg90, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %393 = "tf.Sum"(%arg91, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %394 = "tf.Sum"(%arg92, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %395 = "tf.Sum"(%arg93, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_380 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_381 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %396 = "tf.Reshape"(%arg0, %cst_381) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_382 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %397 = "tf.Sub"(%396, %cst_382) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_383 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_384 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %398 = "tf.Slice"(%cst_383, %397, %cst_384) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_385 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %399 = "tf.Reshape"(%398, %cst_385) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_386 = "tf.Const"() <{value = dense<38> : tensor<i32>}> : () -> tensor<i32>
    %cst_387 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %400 = "tf.CollectiveReduceV2"(%395, %cst_387, %399, %cst_386) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_388 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_389 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %401 = "tf.MatMul"(%1, %cst_389) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %402 = "tf.Squeeze"(%401) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %403 = "tf.Slice"(%400, %402, %cst_388) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %404 = "tf.Sum"(%arg94, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %405 = "tf.Sum"(%arg95, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %406 = "tf.Sum"(%arg96, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %407 = "tf.Sum"(%arg97, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %408 = "tf.Sum"(%arg98, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %409 = "tf.Sum"(%arg99, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %410 = "tf.Sum"(%arg100, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %411 = "tf.Sum"(%arg101, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %412 = "tf.Sum"(%arg102, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %413 = "tf.Sum"(%arg103, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
    %cst_390 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %414 = "tf.Cast"(%cst_390) <{Truncate = false}> : (tensor<i32>) -> tensor<f32>
    %cst_391 = "tf.Const"() <{value = dense<40960> : tensor<1xi32>}> : () -> tensor<1xi32>
    %415 = "tf.Fill"(%cst_391, %414) : (tensor<1xi32>, tensor<f32>) -> tensor<40960xf32>
    %cst_392 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %416 = "tf.Reshape"(%47, %cst_392) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_393 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_394 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_395 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %417 = "tf.TensorStridedSliceUpdate"(%415, %cst_393, %cst_394, %cst_395, %416) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_396 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %418 = "tf.Reshape"(%48, %cst_396) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_397 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_398 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_399 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %419 = "tf.TensorStridedSliceUpdate"(%417, %cst_397, %cst_398, %cst_399, %418) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_400 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %420 = "tf.Reshape"(%67, %cst_400) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_401 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_402 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_403 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %421 = "tf.TensorStridedSliceUpdate"(%419, %cst_401, %cst_402, %cst_403, %420) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_404 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %422 = "tf.Reshape"(%68, %cst_404) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_405 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_406 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_407 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %423 = "tf.TensorStridedSliceUpdate"(%421, %cst_405, %cst_406, %cst_407, %422) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_408 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %424 = "tf.Reshape"(%96, %cst_408) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_409 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_410 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_411 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %425 = "tf.TensorStridedSliceUpdate"(%423, %cst_409, %cst_410, %cst_411, %424) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_412 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %426 = "tf.Reshape"(%97, %cst_412) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_413 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_414 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_415 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %427 = "tf.TensorStridedSliceUpdate"(%425, %cst_413, %cst_414, %cst_415, %426) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_416 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %428 = "tf.Reshape"(%116, %cst_416) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_417 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_418 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_419 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %429 = "tf.TensorStridedSliceUpdate"(%427, %cst_417, %cst_418, %cst_419, %428) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_420 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %430 = "tf.Reshape"(%117, %cst_420) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_421 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_422 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_423 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %431 = "tf.TensorStridedSliceUpdate"(%429, %cst_421, %cst_422, %cst_423, %430) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_424 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %432 = "tf.Reshape"(%142, %cst_424) : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
    %cst_425 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_426 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_427 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %433 = "tf.TensorStridedSliceUpdate"(%431, %cst_425, %cst_426, %cst_427, %432) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xf32>) -> tensor<40960xf32>
    %cst_428 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %434 = "tf.Reshape"(%152, %cst_428) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_429 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_430 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_431 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %435 = "tf.TensorStridedSliceUpdate"(%433, %cst_429, %cst_430, %cst_431, %434) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_432 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %436 = "tf.Reshape"(%153, %cst_432) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_433 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_434 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_435 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %437 = "tf.TensorStridedSliceUpdate"(%435, %cst_433, %cst_434, %cst_435, %436) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_436 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %438 = "tf.Reshape"(%154, %cst_436) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_437 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_438 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_439 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %439 = "tf.TensorStridedSliceUpdate"(%437, %cst_437, %cst_438, %cst_439, %438) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_440 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %440 = "tf.Reshape"(%155, %cst_440) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_441 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_442 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_443 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %441 = "tf.TensorStridedSliceUpdate"(%439, %cst_441, %cst_442, %cst_443, %440) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_444 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %442 = "tf.Reshape"(%156, %cst_444) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_445 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_446 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_447 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %443 = "tf.TensorStridedSliceUpdate"(%441, %cst_445, %cst_446, %cst_447, %442) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_448 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %444 = "tf.Reshape"(%157, %cst_448) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_449 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_450 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_451 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %445 = "tf.TensorStridedSliceUpdate"(%443, %cst_449, %cst_450, %cst_451, %444) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_452 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %446 = "tf.Reshape"(%158, %cst_452) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_453 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_454 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_455 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %447 = "tf.TensorStridedSliceUpdate"(%445, %cst_453, %cst_454, %cst_455, %446) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_456 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %448 = "tf.Reshape"(%159, %cst_456) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_457 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_458 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_459 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %449 = "tf.TensorStridedSliceUpdate"(%447, %cst_457, %cst_458, %cst_459, %448) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_460 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %450 = "tf.Reshape"(%160, %cst_460) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_461 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_462 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_463 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %451 = "tf.TensorStridedSliceUpdate"(%449, %cst_461, %cst_462, %cst_463, %450) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_464 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %452 = "tf.Reshape"(%161, %cst_464) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_465 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_466 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_467 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %453 = "tf.TensorStridedSliceUpdate"(%451, %cst_465, %cst_466, %cst_467, %452) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_468 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %454 = "tf.Reshape"(%171, %cst_468) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_469 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_470 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_471 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %455 = "tf.TensorStridedSliceUpdate"(%453, %cst_469, %cst_470, %cst_471, %454) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_472 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %456 = "tf.Reshape"(%172, %cst_472) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_473 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_474 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_475 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %457 = "tf.TensorStridedSliceUpdate"(%455, %cst_473, %cst_474, %cst_475, %456) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_476 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %458 = "tf.Reshape"(%173, %cst_476) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_477 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_478 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_479 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %459 = "tf.TensorStridedSliceUpdate"(%457, %cst_477, %cst_478, %cst_479, %458) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_480 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %460 = "tf.Reshape"(%174, %cst_480) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_481 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_482 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_483 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %461 = "tf.TensorStridedSliceUpdate"(%459, %cst_481, %cst_482, %cst_483, %460) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_484 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %462 = "tf.Reshape"(%175, %cst_484) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_485 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_486 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_487 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %463 = "tf.TensorStridedSliceUpdate"(%461, %cst_485, %cst_486, %cst_487, %462) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_488 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %464 = "tf.Reshape"(%176, %cst_488) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_489 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_490 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_491 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %465 = "tf.TensorStridedSliceUpdate"(%463, %cst_489, %cst_490, %cst_491, %464) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_492 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %466 = "tf.Reshape"(%177, %cst_492) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_493 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_494 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_495 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %467 = "tf.TensorStridedSliceUpdate"(%465, %cst_493, %cst_494, %cst_495, %466) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_496 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %468 = "tf.Reshape"(%178, %cst_496) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_497 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_498 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_499 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %469 = "tf.TensorStridedSliceUpdate"(%467, %cst_497, %cst_498, %cst_499, %468) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_500 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %470 = "tf.Reshape"(%179, %cst_500) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_501 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_502 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_503 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %471 = "tf.TensorStridedSliceUpdate"(%469, %cst_501, %cst_502, %cst_503, %470) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_504 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %472 = "tf.Reshape"(%180, %cst_504) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_505 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_506 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_507 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %473 = "tf.TensorStridedSliceUpdate"(%471, %cst_505, %cst_506, %cst_507, %472) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_508 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %474 = "tf.Reshape"(%190, %cst_508) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_509 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_510 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_511 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %475 = "tf.TensorStridedSliceUpdate"(%473, %cst_509, %cst_510, %cst_511, %474) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_512 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %476 = "tf.Reshape"(%191, %cst_512) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_513 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_514 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_515 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %477 = "tf.TensorStridedSliceUpdate"(%475, %cst_513, %cst_514, %cst_515, %476) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_516 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %478 = "tf.Reshape"(%192, %cst_516) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_517 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_518 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_519 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %479 = "tf.TensorStridedSliceUpdate"(%477, %cst_517, %cst_518, %cst_519, %478) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_520 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %480 = "tf.Reshape"(%193, %cst_520) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_521 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_522 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_523 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %481 = "tf.TensorStridedSliceUpdate"(%479, %cst_521, %cst_522, %cst_523, %480) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_524 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %482 = "tf.Reshape"(%194, %cst_524) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_525 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_526 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_527 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %483 = "tf.TensorStridedSliceUpdate"(%481, %cst_525, %cst_526, %cst_527, %482) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_528 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %484 = "tf.Reshape"(%195, %cst_528) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_529 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_530 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_531 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %485 = "tf.TensorStridedSliceUpdate"(%483, %cst_529, %cst_530, %cst_531, %484) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_532 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %486 = "tf.Reshape"(%196, %cst_532) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_533 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_534 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_535 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %487 = "tf.TensorStridedSliceUpdate"(%485, %cst_533, %cst_534, %cst_535, %486) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_536 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %488 = "tf.Reshape"(%197, %cst_536) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_537 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_538 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_539 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %489 = "tf.TensorStridedSliceUpdate"(%487, %cst_537, %cst_538, %cst_539, %488) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_540 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %490 = "tf.Reshape"(%198, %cst_540) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_541 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_542 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_543 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %491 = "tf.TensorStridedSliceUpdate"(%489, %cst_541, %cst_542, %cst_543, %490) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_544 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %492 = "tf.Reshape"(%199, %cst_544) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_545 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_546 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_547 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %493 = "tf.TensorStridedSliceUpdate"(%491, %cst_545, %cst_546, %cst_547, %492) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_548 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %494 = "tf.Reshape"(%209, %cst_548) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_549 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_550 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_551 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %495 = "tf.TensorStridedSliceUpdate"(%493, %cst_549, %cst_550, %cst_551, %494) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_552 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %496 = "tf.Reshape"(%210, %cst_552) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_553 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_554 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_555 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %497 = "tf.TensorStridedSliceUpdate"(%495, %cst_553, %cst_554, %cst_555, %496) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_556 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %498 = "tf.Reshape"(%211, %cst_556) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_557 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_558 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_559 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %499 = "tf.TensorStridedSliceUpdate"(%497, %cst_557, %cst_558, %cst_559, %498) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
    %cst_560 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %500 = "tf.Reshape"(%212, %cst_560) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_561 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_562 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_563 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %501 = "tf.TensorStridedSliceUpdate"(%499, %cst_561, %cst_562, %cst_563, %500) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
    %cst_564 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %502 = "tf.Reshape"(%339, %cst_564) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_565 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_566 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_567 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %503 = "tf.TensorStridedSliceUpdate"(%501, %cst_565, %cst_566, %cst_567, %502) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_568 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %504 = "tf.Reshape"(%349, %cst_568) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_569 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_570 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_571 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %505 = "tf.TensorStridedSliceUpdate"(%503, %cst_569, %cst_570, %cst_571, %504) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_572 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %506 = "tf.Reshape"(%359, %cst_572) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_573 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_574 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_575 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %507 = "tf.TensorStridedSliceUpdate"(%505, %cst_573, %cst_574, %cst_575, %506) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_576 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %508 = "tf.Reshape"(%378, %cst_576) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_577 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_578 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_579 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %509 = "tf.TensorStridedSliceUpdate"(%507, %cst_577, %cst_578, %cst_579, %508) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_580 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %510 = "tf.Reshape"(%388, %cst_580) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_581 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_582 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_583 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %511 = "tf.TensorStridedSliceUpdate"(%509, %cst_581, %cst_582, %cst_583, %510) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_584 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %512 = "tf.Reshape"(%389, %cst_584) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_585 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_586 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_587 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %513 = "tf.TensorStridedSliceUpdate"(%511, %cst_585, %cst_586, %cst_587, %512) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_588 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %514 = "tf.Reshape"(%390, %cst_588) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_589 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_590 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_591 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %515 = "tf.TensorStridedSliceUpdate"(%513, %cst_589, %cst_590, %cst_591, %514) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_592 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %516 = "tf.Reshape"(%391, %cst_592) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_593 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_594 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_595 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %517 = "tf.TensorStridedSliceUpdate"(%515, %cst_593, %cst_594, %cst_595, %516) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_596 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %518 = "tf.Reshape"(%392, %cst_596) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_597 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_598 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_599 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %519 = "tf.TensorStridedSliceUpdate"(%517, %cst_597, %cst_598, %cst_599, %518) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_600 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %520 = "tf.Reshape"(%393, %cst_600) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_601 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_602 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_603 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %521 = "tf.TensorStridedSliceUpdate"(%519, %cst_601, %cst_602, %cst_603, %520) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_604 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %522 = "tf.Reshape"(%394, %cst_604) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_605 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_606 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_607 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %523 = "tf.TensorStridedSliceUpdate"(%521, %cst_605, %cst_606, %cst_607, %522) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_608 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %524 = "tf.Reshape"(%404, %cst_608) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_609 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_610 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_611 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %525 = "tf.TensorStridedSliceUpdate"(%523, %cst_609, %cst_610, %cst_611, %524) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_612 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %526 = "tf.Reshape"(%405, %cst_612) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_613 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_614 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_615 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %527 = "tf.TensorStridedSliceUpdate"(%525, %cst_613, %cst_614, %cst_615, %526) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_616 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %528 = "tf.Reshape"(%406, %cst_616) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_617 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_618 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_619 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %529 = "tf.TensorStridedSliceUpdate"(%527, %cst_617, %cst_618, %cst_619, %528) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_620 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %530 = "tf.Reshape"(%407, %cst_620) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_621 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_622 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_623 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %531 = "tf.TensorStridedSliceUpdate"(%529, %cst_621, %cst_622, %cst_623, %530) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_624 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %532 = "tf.Reshape"(%408, %cst_624) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_625 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_626 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_627 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %533 = "tf.TensorStridedSliceUpdate"(%531, %cst_625, %cst_626, %cst_627, %532) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_628 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %534 = "tf.Reshape"(%409, %cst_628) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_629 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_630 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_631 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %535 = "tf.TensorStridedSliceUpdate"(%533, %cst_629, %cst_630, %cst_631, %534) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_632 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %536 = "tf.Reshape"(%410, %cst_632) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_633 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_634 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_635 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %537 = "tf.TensorStridedSliceUpdate"(%535, %cst_633, %cst_634, %cst_635, %536) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_636 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %538 = "tf.Reshape"(%411, %cst_636) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_637 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_638 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_639 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %539 = "tf.TensorStridedSliceUpdate"(%537, %cst_637, %cst_638, %cst_639, %538) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_640 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %540 = "tf.Reshape"(%412, %cst_640) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_641 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_642 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_643 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %541 = "tf.TensorStridedSliceUpdate"(%539, %cst_641, %cst_642, %cst_643, %540) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
    %cst_644 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %542 = "tf.Reshape"(%413, %cst_644) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_645 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_646 = "tf.Const"() <{value = dense<39937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_647 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %543 = "tf.TensorStridedSliceUpdate"(%541, %cst_645, %cst_646, %cst_647, %542) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
    %cst_648 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %544 = "tf.Reshape"(%arg0, %cst_648) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_649 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %545 = "tf.Sub"(%544, %cst_649) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_650 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_651 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %546 = "tf.Slice"(%cst_650, %545, %cst_651) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_652 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %547 = "tf.Reshape"(%546, %cst_652) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_653 = "tf.Const"() <{value = dense<39> : tensor<i32>}> : () -> tensor<i32>
    %cst_654 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %548 = "tf.CollectiveReduceV2"(%543, %cst_654, %547, %cst_653) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<40960xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<40960xf32>
    %cst_655 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_656 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %549 = "tf.Slice"(%548, %cst_655, %cst_656) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_657 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %550 = "tf.Reshape"(%549, %cst_657) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_658 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_659 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %551 = "tf.Slice"(%548, %cst_658, %cst_659) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_660 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %552 = "tf.Reshape"(%551, %cst_660) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_661 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_662 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %553 = "tf.Slice"(%548, %cst_661, %cst_662) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_663 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %554 = "tf.Reshape"(%553, %cst_663) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_664 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_665 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %555 = "tf.Slice"(%548, %cst_664, %cst_665) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_666 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %556 = "tf.Reshape"(%555, %cst_666) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_667 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_668 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %557 = "tf.Slice"(%548, %cst_667, %cst_668) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_669 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %558 = "tf.Reshape"(%557, %cst_669) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_670 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_671 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %559 = "tf.Slice"(%548, %cst_670, %cst_671) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_672 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %560 = "tf.Reshape"(%559, %cst_672) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_673 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_674 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %561 = "tf.Slice"(%548, %cst_673, %cst_674) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_675 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %562 = "tf.Reshape"(%561, %cst_675) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_676 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_677 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %563 = "tf.Slice"(%548, %cst_676, %cst_677) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_678 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %564 = "tf.Reshape"(%563, %cst_678) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_679 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_680 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %565 = "tf.Slice"(%548, %cst_679, %cst_680) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xf32>
    %cst_681 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %566 = "tf.Reshape"(%565, %cst_681) : (tensor<1xf32>, tensor<0xi32>) -> tensor<f32>
    %cst_682 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_683 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %567 = "tf.Slice"(%548, %cst_682, %cst_683) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_684 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %568 = "tf.Reshape"(%567, %cst_684) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_685 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_686 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %569 = "tf.Slice"(%548, %cst_685, %cst_686) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_687 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %570 = "tf.Reshape"(%569, %cst_687) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_688 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_689 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %571 = "tf.Slice"(%548, %cst_688, %cst_689) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_690 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %572 = "tf.Reshape"(%571, %cst_690) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_691 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_692 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %573 = "tf.Slice"(%548, %cst_691, %cst_692) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_693 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %574 = "tf.Reshape"(%573, %cst_693) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_694 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_695 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %575 = "tf.Slice"(%548, %cst_694, %cst_695) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_696 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %576 = "tf.Reshape"(%575, %cst_696) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_697 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_698 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %577 = "tf.Slice"(%548, %cst_697, %cst_698) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_699 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %578 = "tf.Reshape"(%577, %cst_699) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_700 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_701 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %579 = "tf.Slice"(%548, %cst_700, %cst_701) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_702 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %580 = "tf.Reshape"(%579, %cst_702) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_703 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_704 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %581 = "tf.Slice"(%548, %cst_703, %cst_704) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_705 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %582 = "tf.Reshape"(%581, %cst_705) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_706 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_707 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %583 = "tf.Slice"(%548, %cst_706, %cst_707) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_708 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %584 = "tf.Reshape"(%583, %cst_708) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_709 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_710 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %585 = "tf.Slice"(%548, %cst_709, %cst_710) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_711 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %586 = "tf.Reshape"(%585, %cst_711) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_712 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_713 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %587 = "tf.Slice"(%548, %cst_712, %cst_713) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_714 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %588 = "tf.Reshape"(%587, %cst_714) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_715 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_716 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %589 = "tf.Slice"(%548, %cst_715, %cst_716) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_717 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %590 = "tf.Reshape"(%589, %cst_717) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_718 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_719 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %591 = "tf.Slice"(%548, %cst_718, %cst_719) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_720 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %592 = "tf.Reshape"(%591, %cst_720) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_721 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_722 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %593 = "tf.Slice"(%548, %cst_721, %cst_722) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_723 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %594 = "tf.Reshape"(%593, %cst_723) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_724 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_725 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %595 = "tf.Slice"(%548, %cst_724, %cst_725) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_726 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %596 = "tf.Reshape"(%595, %cst_726) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_727 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_728 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %597 = "tf.Slice"(%548, %cst_727, %cst_728) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_729 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %598 = "tf.Reshape"(%597, %cst_729) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_730 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_731 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %599 = "tf.Slice"(%548, %cst_730, %cst_731) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_732 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %600 = "tf.Reshape"(%599, %cst_732) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_733 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_734 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %601 = "tf.Slice"(%548, %cst_733, %cst_734) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_735 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %602 = "tf.Reshape"(%601, %cst_735) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_736 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_737 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %603 = "tf.Slice"(%548, %cst_736, %cst_737) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_738 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %604 = "tf.Reshape"(%603, %cst_738) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_739 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_740 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %605 = "tf.Slice"(%548, %cst_739, %cst_740) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_741 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %606 = "tf.Reshape"(%605, %cst_741) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_742 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_743 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %607 = "tf.Slice"(%548, %cst_742, %cst_743) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_744 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %608 = "tf.Reshape"(%607, %cst_744) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_745 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_746 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %609 = "tf.Slice"(%548, %cst_745, %cst_746) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_747 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %610 = "tf.Reshape"(%609, %cst_747) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_748 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_749 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %611 = "tf.Slice"(%548, %cst_748, %cst_749) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_750 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %612 = "tf.Reshape"(%611, %cst_750) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_751 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_752 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %613 = "tf.Slice"(%548, %cst_751, %cst_752) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_753 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %614 = "tf.Reshape"(%613, %cst_753) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_754 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_755 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %615 = "tf.Slice"(%548, %cst_754, %cst_755) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_756 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %616 = "tf.Reshape"(%615, %cst_756) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_757 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_758 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %617 = "tf.Slice"(%548, %cst_757, %cst_758) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_759 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %618 = "tf.Reshape"(%617, %cst_759) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_760 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_761 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %619 = "tf.Slice"(%548, %cst_760, %cst_761) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_762 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %620 = "tf.Reshape"(%619, %cst_762) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_763 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_764 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %621 = "tf.Slice"(%548, %cst_763, %cst_764) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_765 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %622 = "tf.Reshape"(%621, %cst_765) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_766 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_767 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %623 = "tf.Slice"(%548, %cst_766, %cst_767) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_768 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %624 = "tf.Reshape"(%623, %cst_768) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_769 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_770 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %625 = "tf.Slice"(%548, %cst_769, %cst_770) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_771 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %626 = "tf.Reshape"(%625, %cst_771) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_772 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_773 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %627 = "tf.Slice"(%548, %cst_772, %cst_773) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_774 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %628 = "tf.Reshape"(%627, %cst_774) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_775 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_776 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %629 = "tf.Slice"(%548, %cst_775, %cst_776) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_777 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %630 = "tf.Reshape"(%629, %cst_777) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_778 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_779 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %631 = "tf.Slice"(%548, %cst_778, %cst_779) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_780 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %632 = "tf.Reshape"(%631, %cst_780) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_781 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_782 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %633 = "tf.Slice"(%548, %cst_781, %cst_782) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_783 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %634 = "tf.Reshape"(%633, %cst_783) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %cst_784 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_785 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %635 = "tf.Slice"(%548, %cst_784, %cst_785) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_786 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %636 = "tf.Reshape"(%635, %cst_786) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_787 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_788 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %637 = "tf.Slice"(%548, %cst_787, %cst_788) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_789 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %638 = "tf.Reshape"(%637, %cst_789) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_790 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_791 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %639 = "tf.Slice"(%548, %cst_790, %cst_791) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_792 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %640 = "tf.Reshape"(%639, %cst_792) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_793 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_794 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %641 = "tf.Slice"(%548, %cst_793, %cst_794) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_795 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %642 = "tf.Reshape"(%641, %cst_795) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_796 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_797 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %643 = "tf.Slice"(%548, %cst_796, %cst_797) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_798 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %644 = "tf.Reshape"(%643, %cst_798) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_799 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_800 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %645 = "tf.Slice"(%548, %cst_799, %cst_800) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_801 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %646 = "tf.Reshape"(%645, %cst_801) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_802 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_803 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %647 = "tf.Slice"(%548, %cst_802, %cst_803) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_804 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %648 = "tf.Reshape"(%647, %cst_804) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_805 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_806 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %649 = "tf.Slice"(%548, %cst_805, %cst_806) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_807 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %650 = "tf.Reshape"(%649, %cst_807) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_808 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_809 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %651 = "tf.Slice"(%548, %cst_808, %cst_809) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_810 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %652 = "tf.Reshape"(%651, %cst_810) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_811 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_812 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %653 = "tf.Slice"(%548, %cst_811, %cst_812) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_813 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %654 = "tf.Reshape"(%653, %cst_813) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_814 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_815 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %655 = "tf.Slice"(%548, %cst_814, %cst_815) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_816 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %656 = "tf.Reshape"(%655, %cst_816) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_817 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_818 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %657 = "tf.Slice"(%548, %cst_817, %cst_818) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_819 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %658 = "tf.Reshape"(%657, %cst_819) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_820 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_821 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %659 = "tf.Slice"(%548, %cst_820, %cst_821) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_822 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %660 = "tf.Reshape"(%659, %cst_822) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_823 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_824 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %661 = "tf.Slice"(%548, %cst_823, %cst_824) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_825 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %662 = "tf.Reshape"(%661, %cst_825) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_826 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_827 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %663 = "tf.Slice"(%548, %cst_826, %cst_827) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_828 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %664 = "tf.Reshape"(%663, %cst_828) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_829 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_830 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %665 = "tf.Slice"(%548, %cst_829, %cst_830) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_831 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %666 = "tf.Reshape"(%665, %cst_831) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_832 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_833 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %667 = "tf.Slice"(%548, %cst_832, %cst_833) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_834 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %668 = "tf.Reshape"(%667, %cst_834) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_835 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_836 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %669 = "tf.Slice"(%548, %cst_835, %cst_836) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_837 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %670 = "tf.Reshape"(%669, %cst_837) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_838 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_839 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %671 = "tf.Slice"(%548, %cst_838, %cst_839) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_840 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %672 = "tf.Reshape"(%671, %cst_840) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_841 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_842 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %673 = "tf.Slice"(%548, %cst_841, %cst_842) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_843 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %674 = "tf.Reshape"(%673, %cst_843) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
    %cst_844 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_845 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
    %675 = "tf.Slice"(%548, %cst_844, %cst_845) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
    %cst_846 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %676 = "tf.Reshape"(%675, %cst_846) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
    %677 = "tf.Sum"(%arg104, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_847 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_848 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %678 = "tf.Reshape"(%arg0, %cst_848) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_849 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %679 = "tf.Sub"(%678, %cst_849) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_850 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_851 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %680 = "tf.Slice"(%cst_850, %679, %cst_851) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_852 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %681 = "tf.Reshape"(%680, %cst_852) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_853 = "tf.Const"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
    %cst_854 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %682 = "tf.CollectiveReduceV2"(%677, %cst_854, %681, %cst_853) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_855 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_856 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %683 = "tf.MatMul"(%1, %cst_856) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %684 = "tf.Squeeze"(%683) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %685 = "tf.Slice"(%682, %684, %cst_855) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %686 = "tf.Sum"(%arg105, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
    %cst_857 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_858 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %687 = "tf.Reshape"(%arg0, %cst_858) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_859 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %688 = "tf.Sub"(%687, %cst_859) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_860 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_861 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %689 = "tf.Slice"(%cst_860, %688, %cst_861) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_862 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %690 = "tf.Reshape"(%689, %cst_862) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_863 = "tf.Const"() <{value = dense<41> : tensor<i32>}> : () -> tensor<i32>
    %cst_864 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %691 = "tf.CollectiveReduceV2"(%686, %cst_864, %690, %cst_863) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
    %cst_865 = "tf.Const"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_866 = "tf.Const"() <{value = dense<4096> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %692 = "tf.MatMul"(%1, %cst_866) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %693 = "tf.Squeeze"(%692) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %694 = "tf.Slice"(%691, %693, %cst_865) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4096xf32>
    %695 = "tf.Sum"(%arg106, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
    %cst_867 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_868 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %696 = "tf.Reshape"(%arg0, %cst_868) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_869 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %697 = "tf.Sub"(%696, %cst_869) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_870 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_871 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %698 = "tf.Slice"(%cst_870, %697, %cst_871) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_872 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %699 = "tf.Reshape"(%698, %cst_872) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_873 = "tf.Const"() <{value = dense<42> : tensor<i32>}> : () -> tensor<i32>
    %cst_874 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %700 = "tf.CollectiveReduceV2"(%695, %cst_874, %699, %cst_873) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
    %cst_875 = "tf.Const"() <{value = dense<[256, 4096]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_876 = "tf.Const"() <{value = dense<[[0, 4096]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %701 = "tf.MatMul"(%1, %cst_876) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %702 = "tf.Squeeze"(%701) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %703 = "tf.Slice"(%700, %702, %cst_875) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x4096xf32>
    %704 = "tf.Sum"(%arg107, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_877 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_878 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %705 = "tf.Reshape"(%arg0, %cst_878) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_879 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %706 = "tf.Sub"(%705, %cst_879) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_880 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_881 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %707 = "tf.Slice"(%cst_880, %706, %cst_881) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_882 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %708 = "tf.Reshape"(%707, %cst_882) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_883 = "tf.Const"() <{value = dense<43> : tensor<i32>}> : () -> tensor<i32>
    %cst_884 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %709 = "tf.CollectiveReduceV2"(%704, %cst_884, %708, %cst_883) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_885 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_886 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %710 = "tf.MatMul"(%1, %cst_886) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %711 = "tf.Squeeze"(%710) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %712 = "tf.Slice"(%709, %711, %cst_885) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %713 = "tf.Sum"(%arg108, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_887 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_888 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %714 = "tf.Reshape"(%arg0, %cst_888) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_889 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %715 = "tf.Sub"(%714, %cst_889) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_890 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_891 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %716 = "tf.Slice"(%cst_890, %715, %cst_891) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_892 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %717 = "tf.Reshape"(%716, %cst_892) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_893 = "tf.Const"() <{value = dense<44> : tensor<i32>}> : () -> tensor<i32>
    %cst_894 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %718 = "tf.CollectiveReduceV2"(%713, %cst_894, %717, %cst_893) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_895 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_896 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %719 = "tf.MatMul"(%1, %cst_896) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %720 = "tf.Squeeze"(%719) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %721 = "tf.Slice"(%718, %720, %cst_895) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %722 = "tf.Sum"(%arg109, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_897 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_898 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %723 = "tf.Reshape"(%arg0, %cst_898) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_899 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %724 = "tf.Sub"(%723, %cst_899) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_900 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_901 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %725 = "tf.Slice"(%cst_900, %724, %cst_901) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_902 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %726 = "tf.Reshape"(%725, %cst_902) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_903 = "tf.Const"() <{value = dense<45> : tensor<i32>}> : () -> tensor<i32>
    %cst_904 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %727 = "tf.CollectiveReduceV2"(%722, %cst_904, %726, %cst_903) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_905 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_906 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %728 = "tf.MatMul"(%1, %cst_906) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %729 = "tf.Squeeze"(%728) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %730 = "tf.Slice"(%727, %729, %cst_905) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %731 = "tf.Sum"(%arg110, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_907 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_908 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %732 = "tf.Reshape"(%arg0, %cst_908) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_909 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %733 = "tf.Sub"(%732, %cst_909) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_910 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_911 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %734 = "tf.Slice"(%cst_910, %733, %cst_911) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_912 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %735 = "tf.Reshape"(%734, %cst_912) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_913 = "tf.Const"() <{value = dense<46> : tensor<i32>}> : () -> tensor<i32>
    %cst_914 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %736 = "tf.CollectiveReduceV2"(%731, %cst_914, %735, %cst_913) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_915 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_916 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %737 = "tf.MatMul"(%1, %cst_916) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %738 = "tf.Squeeze"(%737) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %739 = "tf.Slice"(%736, %738, %cst_915) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %740 = "tf.Sum"(%arg111, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_917 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_918 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %741 = "tf.Reshape"(%arg0, %cst_918) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_919 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %742 = "tf.Sub"(%741, %cst_919) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_920 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_921 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %743 = "tf.Slice"(%cst_920, %742, %cst_921) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_922 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %744 = "tf.Reshape"(%743, %cst_922) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_923 = "tf.Const"() <{value = dense<47> : tensor<i32>}> : () -> tensor<i32>
    %cst_924 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %745 = "tf.CollectiveReduceV2"(%740, %cst_924, %744, %cst_923) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_925 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_926 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %746 = "tf.MatMul"(%1, %cst_926) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %747 = "tf.Squeeze"(%746) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %748 = "tf.Slice"(%745, %747, %cst_925) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %749 = "tf.Sum"(%arg112, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_927 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_928 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %750 = "tf.Reshape"(%arg0, %cst_928) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_929 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %751 = "tf.Sub"(%750, %cst_929) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_930 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_931 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %752 = "tf.Slice"(%cst_930, %751, %cst_931) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_932 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %753 = "tf.Reshape"(%752, %cst_932) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_933 = "tf.Const"() <{value = dense<48> : tensor<i32>}> : () -> tensor<i32>
    %cst_934 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %754 = "tf.CollectiveReduceV2"(%749, %cst_934, %753, %cst_933) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_935 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_936 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %755 = "tf.MatMul"(%1, %cst_936) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %756 = "tf.Squeeze"(%755) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %757 = "tf.Slice"(%754, %756, %cst_935) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %758 = "tf.Sum"(%arg113, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_937 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_938 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %759 = "tf.Reshape"(%arg0, %cst_938) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_939 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %760 = "tf.Sub"(%759, %cst_939) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_940 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_941 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %761 = "tf.Slice"(%cst_940, %760, %cst_941) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_942 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %762 = "tf.Reshape"(%761, %cst_942) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_943 = "tf.Const"() <{value = dense<49> : tensor<i32>}> : () -> tensor<i32>
    %cst_944 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %763 = "tf.CollectiveReduceV2"(%758, %cst_944, %762, %cst_943) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_945 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_946 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %764 = "tf.MatMul"(%1, %cst_946) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %765 = "tf.Squeeze"(%764) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %766 = "tf.Slice"(%763, %765, %cst_945) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %767 = "tf.Sum"(%arg114, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_947 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_948 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %768 = "tf.Reshape"(%arg0, %cst_948) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_949 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %769 = "tf.Sub"(%768, %cst_949) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_950 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_951 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %770 = "tf.Slice"(%cst_950, %769, %cst_951) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_952 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %771 = "tf.Reshape"(%770, %cst_952) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_953 = "tf.Const"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
    %cst_954 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %772 = "tf.CollectiveReduceV2"(%767, %cst_954, %771, %cst_953) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_955 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_956 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %773 = "tf.MatMul"(%1, %cst_956) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %774 = "tf.Squeeze"(%773) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %775 = "tf.Slice"(%772, %774, %cst_955) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %776 = "tf.Sum"(%arg115, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_957 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_958 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %777 = "tf.Reshape"(%arg0, %cst_958) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_959 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %778 = "tf.Sub"(%777, %cst_959) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_960 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_961 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %779 = "tf.Slice"(%cst_960, %778, %cst_961) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_962 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %780 = "tf.Reshape"(%779, %cst_962) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_963 = "tf.Const"() <{value = dense<51> : tensor<i32>}> : () -> tensor<i32>
    %cst_964 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %781 = "tf.CollectiveReduceV2"(%776, %cst_964, %780, %cst_963) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_965 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_966 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %782 = "tf.MatMul"(%1, %cst_966) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %783 = "tf.Squeeze"(%782) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %784 = "tf.Slice"(%781, %783, %cst_965) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %785 = "tf.Sum"(%arg116, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_967 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_968 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %786 = "tf.Reshape"(%arg0, %cst_968) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_969 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %787 = "tf.Sub"(%786, %cst_969) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_970 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_971 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %788 = "tf.Slice"(%cst_970, %787, %cst_971) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_972 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %789 = "tf.Reshape"(%788, %cst_972) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_973 = "tf.Const"() <{value = dense<52> : tensor<i32>}> : () -> tensor<i32>
    %cst_974 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %790 = "tf.CollectiveReduceV2"(%785, %cst_974, %789, %cst_973) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_975 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_976 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %791 = "tf.MatMul"(%1, %cst_976) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %792 = "tf.Squeeze"(%791) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %793 = "tf.Slice"(%790, %792, %cst_975) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %794 = "tf.Sum"(%arg117, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_977 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_978 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %795 = "tf.Reshape"(%arg0, %cst_978) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_979 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %796 = "tf.Sub"(%795, %cst_979) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_980 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_981 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %797 = "tf.Slice"(%cst_980, %796, %cst_981) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_982 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %798 = "tf.Reshape"(%797, %cst_982) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_983 = "tf.Const"() <{value = dense<53> : tensor<i32>}> : () -> tensor<i32>
    %cst_984 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %799 = "tf.CollectiveReduceV2"(%794, %cst_984, %798, %cst_983) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_985 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_986 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %800 = "tf.MatMul"(%1, %cst_986) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %801 = "tf.Squeeze"(%800) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %802 = "tf.Slice"(%799, %801, %cst_985) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %803 = "tf.Sum"(%arg118, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_987 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_988 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %804 = "tf.Reshape"(%arg0, %cst_988) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_989 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %805 = "tf.Sub"(%804, %cst_989) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_990 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_991 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %806 = "tf.Slice"(%cst_990, %805, %cst_991) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_992 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %807 = "tf.Reshape"(%806, %cst_992) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_993 = "tf.Const"() <{value = dense<54> : tensor<i32>}> : () -> tensor<i32>
    %cst_994 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %808 = "tf.CollectiveReduceV2"(%803, %cst_994, %807, %cst_993) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_995 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_996 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %809 = "tf.MatMul"(%1, %cst_996) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %810 = "tf.Squeeze"(%809) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %811 = "tf.Slice"(%808, %810, %cst_995) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %812 = "tf.Sum"(%arg119, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_997 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_998 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %813 = "tf.Reshape"(%arg0, %cst_998) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_999 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %814 = "tf.Sub"(%813, %cst_999) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1000 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1001 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %815 = "tf.Slice"(%cst_1000, %814, %cst_1001) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1002 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %816 = "tf.Reshape"(%815, %cst_1002) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1003 = "tf.Const"() <{value = dense<55> : tensor<i32>}> : () -> tensor<i32>
    %cst_1004 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %817 = "tf.CollectiveReduceV2"(%812, %cst_1004, %816, %cst_1003) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1005 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1006 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %818 = "tf.MatMul"(%1, %cst_1006) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %819 = "tf.Squeeze"(%818) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %820 = "tf.Slice"(%817, %819, %cst_1005) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %821 = "tf.Sum"(%arg120, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1007 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1008 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %822 = "tf.Reshape"(%arg0, %cst_1008) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1009 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %823 = "tf.Sub"(%822, %cst_1009) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1010 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1011 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %824 = "tf.Slice"(%cst_1010, %823, %cst_1011) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1012 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %825 = "tf.Reshape"(%824, %cst_1012) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1013 = "tf.Const"() <{value = dense<56> : tensor<i32>}> : () -> tensor<i32>
    %cst_1014 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %826 = "tf.CollectiveReduceV2"(%821, %cst_1014, %825, %cst_1013) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1015 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1016 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %827 = "tf.MatMul"(%1, %cst_1016) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %828 = "tf.Squeeze"(%827) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %829 = "tf.Slice"(%826, %828, %cst_1015) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %830 = "tf.Sum"(%arg121, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1017 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1018 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %831 = "tf.Reshape"(%arg0, %cst_1018) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1019 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %832 = "tf.Sub"(%831, %cst_1019) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1020 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1021 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %833 = "tf.Slice"(%cst_1020, %832, %cst_1021) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1022 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %834 = "tf.Reshape"(%833, %cst_1022) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1023 = "tf.Const"() <{value = dense<57> : tensor<i32>}> : () -> tensor<i32>
    %cst_1024 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %835 = "tf.CollectiveReduceV2"(%830, %cst_1024, %834, %cst_1023) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1025 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1026 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %836 = "tf.MatMul"(%1, %cst_1026) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %837 = "tf.Squeeze"(%836) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %838 = "tf.Slice"(%835, %837, %cst_1025) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %839 = "tf.Sum"(%arg122, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1027 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1028 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %840 = "tf.Reshape"(%arg0, %cst_1028) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1029 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %841 = "tf.Sub"(%840, %cst_1029) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1030 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1031 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %842 = "tf.Slice"(%cst_1030, %841, %cst_1031) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1032 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %843 = "tf.Reshape"(%842, %cst_1032) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1033 = "tf.Const"() <{value = dense<58> : tensor<i32>}> : () -> tensor<i32>
    %cst_1034 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %844 = "tf.CollectiveReduceV2"(%839, %cst_1034, %843, %cst_1033) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1035 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1036 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %845 = "tf.MatMul"(%1, %cst_1036) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %846 = "tf.Squeeze"(%845) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %847 = "tf.Slice"(%844, %846, %cst_1035) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %848 = "tf.Sum"(%arg123, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1037 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1038 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %849 = "tf.Reshape"(%arg0, %cst_1038) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1039 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %850 = "tf.Sub"(%849, %cst_1039) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1040 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1041 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %851 = "tf.Slice"(%cst_1040, %850, %cst_1041) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1042 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %852 = "tf.Reshape"(%851, %cst_1042) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1043 = "tf.Const"() <{value = dense<59> : tensor<i32>}> : () -> tensor<i32>
    %cst_1044 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %853 = "tf.CollectiveReduceV2"(%848, %cst_1044, %852, %cst_1043) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1045 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1046 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %854 = "tf.MatMul"(%1, %cst_1046) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %855 = "tf.Squeeze"(%854) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %856 = "tf.Slice"(%853, %855, %cst_1045) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %857 = "tf.Sum"(%arg124, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_1047 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1048 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %858 = "tf.Reshape"(%arg0, %cst_1048) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1049 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %859 = "tf.Sub"(%858, %cst_1049) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1050 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1051 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %860 = "tf.Slice"(%cst_1050, %859, %cst_1051) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1052 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %861 = "tf.Reshape"(%860, %cst_1052) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1053 = "tf.Const"() <{value = dense<60> : tensor<i32>}> : () -> tensor<i32>
    %cst_1054 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %862 = "tf.CollectiveReduceV2"(%857, %cst_1054, %861, %cst_1053) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_1055 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1056 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %863 = "tf.MatMul"(%1, %cst_1056) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %864 = "tf.Squeeze"(%863) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %865 = "tf.Slice"(%862, %864, %cst_1055) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %866 = "tf.Sum"(%arg125, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_1057 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1058 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %867 = "tf.Reshape"(%arg0, %cst_1058) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1059 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %868 = "tf.Sub"(%867, %cst_1059) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1060 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1061 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %869 = "tf.Slice"(%cst_1060, %868, %cst_1061) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1062 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %870 = "tf.Reshape"(%869, %cst_1062) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1063 = "tf.Const"() <{value = dense<61> : tensor<i32>}> : () -> tensor<i32>
    %cst_1064 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %871 = "tf.CollectiveReduceV2"(%866, %cst_1064, %870, %cst_1063) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_1065 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1066 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %872 = "tf.MatMul"(%1, %cst_1066) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %873 = "tf.Squeeze"(%872) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %874 = "tf.Slice"(%871, %873, %cst_1065) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %875 = "tf.Sum"(%arg126, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1067 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1068 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %876 = "tf.Reshape"(%arg0, %cst_1068) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1069 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %877 = "tf.Sub"(%876, %cst_1069) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1070 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1071 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %878 = "tf.Slice"(%cst_1070, %877, %cst_1071) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1072 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %879 = "tf.Reshape"(%878, %cst_1072) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1073 = "tf.Const"() <{value = dense<62> : tensor<i32>}> : () -> tensor<i32>
    %cst_1074 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %880 = "tf.CollectiveReduceV2"(%875, %cst_1074, %879, %cst_1073) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1075 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1076 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %881 = "tf.MatMul"(%1, %cst_1076) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %882 = "tf.Squeeze"(%881) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %883 = "tf.Slice"(%880, %882, %cst_1075) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %884 = "tf.Sum"(%arg127, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1077 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1078 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %885 = "tf.Reshape"(%arg0, %cst_1078) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1079 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %886 = "tf.Sub"(%885, %cst_1079) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1080 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1081 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %887 = "tf.Slice"(%cst_1080, %886, %cst_1081) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1082 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %888 = "tf.Reshape"(%887, %cst_1082) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1083 = "tf.Const"() <{value = dense<63> : tensor<i32>}> : () -> tensor<i32>
    %cst_1084 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %889 = "tf.CollectiveReduceV2"(%884, %cst_1084, %888, %cst_1083) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1085 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1086 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %890 = "tf.MatMul"(%1, %cst_1086) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %891 = "tf.Squeeze"(%890) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %892 = "tf.Slice"(%889, %891, %cst_1085) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %893 = "tf.Sum"(%arg128, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1087 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1088 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %894 = "tf.Reshape"(%arg0, %cst_1088) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1089 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %895 = "tf.Sub"(%894, %cst_1089) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1090 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1091 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %896 = "tf.Slice"(%cst_1090, %895, %cst_1091) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1092 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %897 = "tf.Reshape"(%896, %cst_1092) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1093 = "tf.Const"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %cst_1094 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %898 = "tf.CollectiveReduceV2"(%893, %cst_1094, %897, %cst_1093) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1095 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1096 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %899 = "tf.MatMul"(%1, %cst_1096) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %900 = "tf.Squeeze"(%899) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %901 = "tf.Slice"(%898, %900, %cst_1095) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %902 = "tf.Sum"(%arg129, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1097 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1098 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %903 = "tf.Reshape"(%arg0, %cst_1098) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1099 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %904 = "tf.Sub"(%903, %cst_1099) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1100 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1101 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %905 = "tf.Slice"(%cst_1100, %904, %cst_1101) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1102 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %906 = "tf.Reshape"(%905, %cst_1102) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1103 = "tf.Const"() <{value = dense<65> : tensor<i32>}> : () -> tensor<i32>
    %cst_1104 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %907 = "tf.CollectiveReduceV2"(%902, %cst_1104, %906, %cst_1103) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1105 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1106 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %908 = "tf.MatMul"(%1, %cst_1106) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %909 = "tf.Squeeze"(%908) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %910 = "tf.Slice"(%907, %909, %cst_1105) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %911 = "tf.Sum"(%arg130, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1107 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1108 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %912 = "tf.Reshape"(%arg0, %cst_1108) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1109 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %913 = "tf.Sub"(%912, %cst_1109) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1110 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1111 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %914 = "tf.Slice"(%cst_1110, %913, %cst_1111) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1112 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %915 = "tf.Reshape"(%914, %cst_1112) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1113 = "tf.Const"() <{value = dense<66> : tensor<i32>}> : () -> tensor<i32>
    %cst_1114 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %916 = "tf.CollectiveReduceV2"(%911, %cst_1114, %915, %cst_1113) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1115 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1116 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %917 = "tf.MatMul"(%1, %cst_1116) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %918 = "tf.Squeeze"(%917) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %919 = "tf.Slice"(%916, %918, %cst_1115) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %920 = "tf.Sum"(%arg131, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1117 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1118 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %921 = "tf.Reshape"(%arg0, %cst_1118) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1119 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %922 = "tf.Sub"(%921, %cst_1119) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1120 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1121 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %923 = "tf.Slice"(%cst_1120, %922, %cst_1121) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1122 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %924 = "tf.Reshape"(%923, %cst_1122) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1123 = "tf.Const"() <{value = dense<67> : tensor<i32>}> : () -> tensor<i32>
    %cst_1124 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %925 = "tf.CollectiveReduceV2"(%920, %cst_1124, %924, %cst_1123) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1125 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1126 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %926 = "tf.MatMul"(%1, %cst_1126) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %927 = "tf.Squeeze"(%926) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %928 = "tf.Slice"(%925, %927, %cst_1125) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %929 = "tf.Sum"(%arg132, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1127 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1128 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %930 = "tf.Reshape"(%arg0, %cst_1128) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1129 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %931 = "tf.Sub"(%930, %cst_1129) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1130 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1131 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %932 = "tf.Slice"(%cst_1130, %931, %cst_1131) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1132 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %933 = "tf.Reshape"(%932, %cst_1132) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1133 = "tf.Const"() <{value = dense<68> : tensor<i32>}> : () -> tensor<i32>
    %cst_1134 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %934 = "tf.CollectiveReduceV2"(%929, %cst_1134, %933, %cst_1133) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1135 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1136 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %935 = "tf.MatMul"(%1, %cst_1136) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %936 = "tf.Squeeze"(%935) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %937 = "tf.Slice"(%934, %936, %cst_1135) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %938 = "tf.Sum"(%arg133, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_1137 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1138 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %939 = "tf.Reshape"(%arg0, %cst_1138) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1139 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %940 = "tf.Sub"(%939, %cst_1139) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1140 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1141 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %941 = "tf.Slice"(%cst_1140, %940, %cst_1141) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1142 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %942 = "tf.Reshape"(%941, %cst_1142) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1143 = "tf.Const"() <{value = dense<69> : tensor<i32>}> : () -> tensor<i32>
    %cst_1144 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %943 = "tf.CollectiveReduceV2"(%938, %cst_1144, %942, %cst_1143) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_1145 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1146 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %944 = "tf.MatMul"(%1, %cst_1146) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %945 = "tf.Squeeze"(%944) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %946 = "tf.Slice"(%943, %945, %cst_1145) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %947 = "tf.Sum"(%arg134, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_1147 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1148 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %948 = "tf.Reshape"(%arg0, %cst_1148) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1149 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %949 = "tf.Sub"(%948, %cst_1149) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1150 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1151 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %950 = "tf.Slice"(%cst_1150, %949, %cst_1151) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1152 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %951 = "tf.Reshape"(%950, %cst_1152) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1153 = "tf.Const"() <{value = dense<70> : tensor<i32>}> : () -> tensor<i32>
    %cst_1154 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %952 = "tf.CollectiveReduceV2"(%947, %cst_1154, %951, %cst_1153) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_1155 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1156 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %953 = "tf.MatMul"(%1, %cst_1156) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %954 = "tf.Squeeze"(%953) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %955 = "tf.Slice"(%952, %954, %cst_1155) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %956 = "tf.Sum"(%arg135, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1157 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1158 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %957 = "tf.Reshape"(%arg0, %cst_1158) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1159 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %958 = "tf.Sub"(%957, %cst_1159) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1160 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1161 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %959 = "tf.Slice"(%cst_1160, %958, %cst_1161) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1162 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %960 = "tf.Reshape"(%959, %cst_1162) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1163 = "tf.Const"() <{value = dense<71> : tensor<i32>}> : () -> tensor<i32>
    %cst_1164 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %961 = "tf.CollectiveReduceV2"(%956, %cst_1164, %960, %cst_1163) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1165 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1166 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %962 = "tf.MatMul"(%1, %cst_1166) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %963 = "tf.Squeeze"(%962) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %964 = "tf.Slice"(%961, %963, %cst_1165) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %965 = "tf.Sum"(%arg136, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1167 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1168 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %966 = "tf.Reshape"(%arg0, %cst_1168) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1169 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %967 = "tf.Sub"(%966, %cst_1169) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1170 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1171 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %968 = "tf.Slice"(%cst_1170, %967, %cst_1171) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1172 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %969 = "tf.Reshape"(%968, %cst_1172) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1173 = "tf.Const"() <{value = dense<72> : tensor<i32>}> : () -> tensor<i32>
    %cst_1174 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %970 = "tf.CollectiveReduceV2"(%965, %cst_1174, %969, %cst_1173) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1175 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1176 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %971 = "tf.MatMul"(%1, %cst_1176) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %972 = "tf.Squeeze"(%971) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %973 = "tf.Slice"(%970, %972, %cst_1175) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %974 = "tf.Sum"(%arg137, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
    %cst_1177 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1178 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %975 = "tf.Reshape"(%arg0, %cst_1178) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1179 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %976 = "tf.Sub"(%975, %cst_1179) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1180 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1181 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %977 = "tf.Slice"(%cst_1180, %976, %cst_1181) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1182 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %978 = "tf.Reshape"(%977, %cst_1182) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1183 = "tf.Const"() <{value = dense<73> : tensor<i32>}> : () -> tensor<i32>
    %cst_1184 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %979 = "tf.CollectiveReduceV2"(%974, %cst_1184, %978, %cst_1183) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
    %cst_1185 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1186 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %980 = "tf.MatMul"(%1, %cst_1186) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %981 = "tf.Squeeze"(%980) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %982 = "tf.Slice"(%979, %981, %cst_1185) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
    %983 = "tf.Sum"(%arg138, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1187 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1188 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %984 = "tf.Reshape"(%arg0, %cst_1188) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1189 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %985 = "tf.Sub"(%984, %cst_1189) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1190 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1191 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %986 = "tf.Slice"(%cst_1190, %985, %cst_1191) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1192 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %987 = "tf.Reshape"(%986, %cst_1192) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1193 = "tf.Const"() <{value = dense<74> : tensor<i32>}> : () -> tensor<i32>
    %cst_1194 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %988 = "tf.CollectiveReduceV2"(%983, %cst_1194, %987, %cst_1193) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1195 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1196 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %989 = "tf.MatMul"(%1, %cst_1196) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %990 = "tf.Squeeze"(%989) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %991 = "tf.Slice"(%988, %990, %cst_1195) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %992 = "tf.Sum"(%arg139, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1197 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1198 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %993 = "tf.Reshape"(%arg0, %cst_1198) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1199 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %994 = "tf.Sub"(%993, %cst_1199) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1200 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1201 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %995 = "tf.Slice"(%cst_1200, %994, %cst_1201) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1202 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %996 = "tf.Reshape"(%995, %cst_1202) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1203 = "tf.Const"() <{value = dense<75> : tensor<i32>}> : () -> tensor<i32>
    %cst_1204 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %997 = "tf.CollectiveReduceV2"(%992, %cst_1204, %996, %cst_1203) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1205 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1206 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %998 = "tf.MatMul"(%1, %cst_1206) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %999 = "tf.Squeeze"(%998) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1000 = "tf.Slice"(%997, %999, %cst_1205) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %1001 = "tf.Sum"(%arg140, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1207 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1208 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1002 = "tf.Reshape"(%arg0, %cst_1208) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1209 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1003 = "tf.Sub"(%1002, %cst_1209) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1210 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1211 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1004 = "tf.Slice"(%cst_1210, %1003, %cst_1211) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1212 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1005 = "tf.Reshape"(%1004, %cst_1212) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1213 = "tf.Const"() <{value = dense<76> : tensor<i32>}> : () -> tensor<i32>
    %cst_1214 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1006 = "tf.CollectiveReduceV2"(%1001, %cst_1214, %1005, %cst_1213) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1215 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1216 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %1007 = "tf.MatMul"(%1, %cst_1216) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %1008 = "tf.Squeeze"(%1007) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1009 = "tf.Slice"(%1006, %1008, %cst_1215) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %1010 = "tf.Sum"(%arg141, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1217 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1218 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1011 = "tf.Reshape"(%arg0, %cst_1218) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1219 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1012 = "tf.Sub"(%1011, %cst_1219) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1220 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1221 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1013 = "tf.Slice"(%cst_1220, %1012, %cst_1221) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1222 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1014 = "tf.Reshape"(%1013, %cst_1222) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1223 = "tf.Const"() <{value = dense<77> : tensor<i32>}> : () -> tensor<i32>
    %cst_1224 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1015 = "tf.CollectiveReduceV2"(%1010, %cst_1224, %1014, %cst_1223) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1225 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1226 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %1016 = "tf.MatMul"(%1, %cst_1226) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %1017 = "tf.Squeeze"(%1016) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1018 = "tf.Slice"(%1015, %1017, %cst_1225) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %1019 = "tf.Sum"(%arg142, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
    %cst_1227 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1228 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1020 = "tf.Reshape"(%arg0, %cst_1228) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1229 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1021 = "tf.Sub"(%1020, %cst_1229) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1230 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1231 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1022 = "tf.Slice"(%cst_1230, %1021, %cst_1231) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1232 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1023 = "tf.Reshape"(%1022, %cst_1232) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1233 = "tf.Const"() <{value = dense<78> : tensor<i32>}> : () -> tensor<i32>
    %cst_1234 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1024 = "tf.CollectiveReduceV2"(%1019, %cst_1234, %1023, %cst_1233) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
    %cst_1235 = "tf.Const"() <{value = dense<[4096, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1236 = "tf.Const"() <{value = dense<[[4096, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1025 = "tf.MatMul"(%1, %cst_1236) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1026 = "tf.Squeeze"(%1025) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1027 = "tf.Slice"(%1024, %1026, %cst_1235) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4096x256xf32>
    %1028 = "tf.Sum"(%arg143, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
    %cst_1237 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1238 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1029 = "tf.Reshape"(%arg0, %cst_1238) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1239 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1030 = "tf.Sub"(%1029, %cst_1239) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1240 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1241 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1031 = "tf.Slice"(%cst_1240, %1030, %cst_1241) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1242 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1032 = "tf.Reshape"(%1031, %cst_1242) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1243 = "tf.Const"() <{value = dense<79> : tensor<i32>}> : () -> tensor<i32>
    %cst_1244 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1033 = "tf.CollectiveReduceV2"(%1028, %cst_1244, %1032, %cst_1243) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
    %cst_1245 = "tf.Const"() <{value = dense<[4096, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1246 = "tf.Const"() <{value = dense<[[4096, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1034 = "tf.MatMul"(%1, %cst_1246) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1035 = "tf.Squeeze"(%1034) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1036 = "tf.Slice"(%1033, %1035, %cst_1245) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4096x256xf32>
    %1037 = "tf.Sum"(%arg144, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1247 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1248 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1038 = "tf.Reshape"(%arg0, %cst_1248) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1249 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1039 = "tf.Sub"(%1038, %cst_1249) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1250 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1251 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1040 = "tf.Slice"(%cst_1250, %1039, %cst_1251) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1252 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1041 = "tf.Reshape"(%1040, %cst_1252) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1253 = "tf.Const"() <{value = dense<80> : tensor<i32>}> : () -> tensor<i32>
    %cst_1254 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1042 = "tf.CollectiveReduceV2"(%1037, %cst_1254, %1041, %cst_1253) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1255 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1256 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1043 = "tf.MatMul"(%1, %cst_1256) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1044 = "tf.Squeeze"(%1043) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1045 = "tf.Slice"(%1042, %1044, %cst_1255) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1046 = "tf.Sum"(%arg145, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1257 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1258 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1047 = "tf.Reshape"(%arg0, %cst_1258) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1259 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1048 = "tf.Sub"(%1047, %cst_1259) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1260 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1261 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1049 = "tf.Slice"(%cst_1260, %1048, %cst_1261) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1262 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1050 = "tf.Reshape"(%1049, %cst_1262) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1263 = "tf.Const"() <{value = dense<81> : tensor<i32>}> : () -> tensor<i32>
    %cst_1264 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1051 = "tf.CollectiveReduceV2"(%1046, %cst_1264, %1050, %cst_1263) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1265 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1266 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1052 = "tf.MatMul"(%1, %cst_1266) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1053 = "tf.Squeeze"(%1052) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1054 = "tf.Slice"(%1051, %1053, %cst_1265) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1055 = "tf.Sum"(%arg146, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_1267 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1268 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1056 = "tf.Reshape"(%arg0, %cst_1268) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1269 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1057 = "tf.Sub"(%1056, %cst_1269) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1270 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1271 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1058 = "tf.Slice"(%cst_1270, %1057, %cst_1271) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1272 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1059 = "tf.Reshape"(%1058, %cst_1272) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1273 = "tf.Const"() <{value = dense<82> : tensor<i32>}> : () -> tensor<i32>
    %cst_1274 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1060 = "tf.CollectiveReduceV2"(%1055, %cst_1274, %1059, %cst_1273) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_1275 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1276 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1061 = "tf.MatMul"(%1, %cst_1276) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1062 = "tf.Squeeze"(%1061) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1063 = "tf.Slice"(%1060, %1062, %cst_1275) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1064 = "tf.Sum"(%arg147, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_1277 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1278 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1065 = "tf.Reshape"(%arg0, %cst_1278) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1279 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1066 = "tf.Sub"(%1065, %cst_1279) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1280 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1281 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1067 = "tf.Slice"(%cst_1280, %1066, %cst_1281) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1282 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1068 = "tf.Reshape"(%1067, %cst_1282) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1283 = "tf.Const"() <{value = dense<83> : tensor<i32>}> : () -> tensor<i32>
    %cst_1284 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1069 = "tf.CollectiveReduceV2"(%1064, %cst_1284, %1068, %cst_1283) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_1285 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1286 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1070 = "tf.MatMul"(%1, %cst_1286) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1071 = "tf.Squeeze"(%1070) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1072 = "tf.Slice"(%1069, %1071, %cst_1285) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1073 = "tf.Sum"(%arg148, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
    %cst_1287 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1288 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1074 = "tf.Reshape"(%arg0, %cst_1288) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1289 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1075 = "tf.Sub"(%1074, %cst_1289) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1290 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1291 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1076 = "tf.Slice"(%cst_1290, %1075, %cst_1291) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1292 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1077 = "tf.Reshape"(%1076, %cst_1292) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1293 = "tf.Const"() <{value = dense<84> : tensor<i32>}> : () -> tensor<i32>
    %cst_1294 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1078 = "tf.CollectiveReduceV2"(%1073, %cst_1294, %1077, %cst_1293) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
    %cst_1295 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %cst_1296 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
    %1079 = "tf.MatMul"(%1, %cst_1296) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
    %1080 = "tf.Squeeze"(%1079) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
    %1081 = "tf.Slice"(%1078, %1080, %cst_1295) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
    %1082 = "tf.Sum"(%arg149, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1297 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1298 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1083 = "tf.Reshape"(%arg0, %cst_1298) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1299 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1084 = "tf.Sub"(%1083, %cst_1299) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1300 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1301 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1085 = "tf.Slice"(%cst_1300, %1084, %cst_1301) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1302 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1086 = "tf.Reshape"(%1085, %cst_1302) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1303 = "tf.Const"() <{value = dense<85> : tensor<i32>}> : () -> tensor<i32>
    %cst_1304 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1087 = "tf.CollectiveReduceV2"(%1082, %cst_1304, %1086, %cst_1303) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1305 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1306 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1088 = "tf.MatMul"(%1, %cst_1306) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1089 = "tf.Squeeze"(%1088) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1090 = "tf.Slice"(%1087, %1089, %cst_1305) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1091 = "tf.Sum"(%arg150, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1307 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1308 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1092 = "tf.Reshape"(%arg0, %cst_1308) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1309 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1093 = "tf.Sub"(%1092, %cst_1309) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1310 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1311 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1094 = "tf.Slice"(%cst_1310, %1093, %cst_1311) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1312 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1095 = "tf.Reshape"(%1094, %cst_1312) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1313 = "tf.Const"() <{value = dense<86> : tensor<i32>}> : () -> tensor<i32>
    %cst_1314 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1096 = "tf.CollectiveReduceV2"(%1091, %cst_1314, %1095, %cst_1313) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1315 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1316 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1097 = "tf.MatMul"(%1, %cst_1316) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1098 = "tf.Squeeze"(%1097) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1099 = "tf.Slice"(%1096, %1098, %cst_1315) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1100 = "tf.Sum"(%arg151, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_1317 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1318 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1101 = "tf.Reshape"(%arg0, %cst_1318) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1319 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1102 = "tf.Sub"(%1101, %cst_1319) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1320 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1321 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1103 = "tf.Slice"(%cst_1320, %1102, %cst_1321) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1322 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1104 = "tf.Reshape"(%1103, %cst_1322) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1323 = "tf.Const"() <{value = dense<87> : tensor<i32>}> : () -> tensor<i32>
    %cst_1324 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1105 = "tf.CollectiveReduceV2"(%1100, %cst_1324, %1104, %cst_1323) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_1325 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1326 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1106 = "tf.MatMul"(%1, %cst_1326) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1107 = "tf.Squeeze"(%1106) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1108 = "tf.Slice"(%1105, %1107, %cst_1325) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1109 = "tf.Sum"(%arg152, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_1327 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1328 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1110 = "tf.Reshape"(%arg0, %cst_1328) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1329 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1111 = "tf.Sub"(%1110, %cst_1329) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1330 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1331 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1112 = "tf.Slice"(%cst_1330, %1111, %cst_1331) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1332 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1113 = "tf.Reshape"(%1112, %cst_1332) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1333 = "tf.Const"() <{value = dense<88> : tensor<i32>}> : () -> tensor<i32>
    %cst_1334 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1114 = "tf.CollectiveReduceV2"(%1109, %cst_1334, %1113, %cst_1333) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_1335 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1336 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1115 = "tf.MatMul"(%1, %cst_1336) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1116 = "tf.Squeeze"(%1115) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1117 = "tf.Slice"(%1114, %1116, %cst_1335) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1118 = "tf.Sum"(%arg153, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1337 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1338 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1119 = "tf.Reshape"(%arg0, %cst_1338) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1339 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1120 = "tf.Sub"(%1119, %cst_1339) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1340 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1341 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1121 = "tf.Slice"(%cst_1340, %1120, %cst_1341) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1342 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1122 = "tf.Reshape"(%1121, %cst_1342) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1343 = "tf.Const"() <{value = dense<89> : tensor<i32>}> : () -> tensor<i32>
    %cst_1344 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1123 = "tf.CollectiveReduceV2"(%1118, %cst_1344, %1122, %cst_1343) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1345 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1346 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1124 = "tf.MatMul"(%1, %cst_1346) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1125 = "tf.Squeeze"(%1124) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1126 = "tf.Slice"(%1123, %1125, %cst_1345) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1127 = "tf.Sum"(%arg154, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1347 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1348 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1128 = "tf.Reshape"(%arg0, %cst_1348) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1349 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1129 = "tf.Sub"(%1128, %cst_1349) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1350 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1351 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1130 = "tf.Slice"(%cst_1350, %1129, %cst_1351) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1352 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1131 = "tf.Reshape"(%1130, %cst_1352) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1353 = "tf.Const"() <{value = dense<90> : tensor<i32>}> : () -> tensor<i32>
    %cst_1354 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1132 = "tf.CollectiveReduceV2"(%1127, %cst_1354, %1131, %cst_1353) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1355 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1356 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1133 = "tf.MatMul"(%1, %cst_1356) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1134 = "tf.Squeeze"(%1133) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1135 = "tf.Slice"(%1132, %1134, %cst_1355) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1136 = "tf.Sum"(%arg155, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_1357 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1358 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1137 = "tf.Reshape"(%arg0, %cst_1358) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1359 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1138 = "tf.Sub"(%1137, %cst_1359) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1360 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1361 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1139 = "tf.Slice"(%cst_1360, %1138, %cst_1361) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1362 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1140 = "tf.Reshape"(%1139, %cst_1362) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1363 = "tf.Const"() <{value = dense<91> : tensor<i32>}> : () -> tensor<i32>
    %cst_1364 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1141 = "tf.CollectiveReduceV2"(%1136, %cst_1364, %1140, %cst_1363) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_1365 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1366 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1142 = "tf.MatMul"(%1, %cst_1366) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1143 = "tf.Squeeze"(%1142) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1144 = "tf.Slice"(%1141, %1143, %cst_1365) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1145 = "tf.Sum"(%arg156, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
    %cst_1367 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %cst_1368 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1146 = "tf.Reshape"(%arg0, %cst_1368) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1369 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1147 = "tf.Sub"(%1146, %cst_1369) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1370 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1371 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1148 = "tf.Slice"(%cst_1370, %1147, %cst_1371) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1372 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1149 = "tf.Reshape"(%1148, %cst_1372) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1373 = "tf.Const"() <{value = dense<92> : tensor<i32>}> : () -> tensor<i32>
    %cst_1374 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1150 = "tf.CollectiveReduceV2"(%1145, %cst_1374, %1149, %cst_1373) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
    %cst_1375 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
    %cst_1376 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1151 = "tf.MatMul"(%1, %cst_1376) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %1152 = "tf.Squeeze"(%1151) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
    %1153 = "tf.Slice"(%1150, %1152, %cst_1375) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
    %1154 = "tf.Sum"(%arg157, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1377 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1378 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1155 = "tf.Reshape"(%arg0, %cst_1378) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1379 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1156 = "tf.Sub"(%1155, %cst_1379) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1380 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1381 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1157 = "tf.Slice"(%cst_1380, %1156, %cst_1381) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1382 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1158 = "tf.Reshape"(%1157, %cst_1382) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1383 = "tf.Const"() <{value = dense<93> : tensor<i32>}> : () -> tensor<i32>
    %cst_1384 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1159 = "tf.CollectiveReduceV2"(%1154, %cst_1384, %1158, %cst_1383) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1385 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1386 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1160 = "tf.MatMul"(%1, %cst_1386) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1161 = "tf.Squeeze"(%1160) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1162 = "tf.Slice"(%1159, %1161, %cst_1385) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1163 = "tf.Sum"(%arg158, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
    %cst_1387 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %cst_1388 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1164 = "tf.Reshape"(%arg0, %cst_1388) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1389 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1165 = "tf.Sub"(%1164, %cst_1389) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1390 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
    %cst_1391 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1166 = "tf.Slice"(%cst_1390, %1165, %cst_1391) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %cst_1392 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %1167 = "tf.Reshape"(%1166, %cst_1392) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
    %cst_1393 = "tf.Const"() <{value = dense<94> : tensor<i32>}> : () -> tensor<i32>
    %cst_1394 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1168 = "tf.CollectiveReduceV2"(%1163, %cst_1394, %1167, %cst_1393) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
    %cst_1395 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
    %cst_1396 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %1169 = "tf.MatMul"(%1, %cst_1396) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %1170 = "tf.Squeeze"(%1169) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
    %1171 = "tf.Slice"(%1168, %1170, %cst_1395) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
    %1172 = "tf.Identity"(%10) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1173 = "tf.Identity"(%19) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1174 = "tf.Identity"(%28) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1175 = "tf.Identity"(%37) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1176 = "tf.Identity"(%46) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1177 = "tf.Identity"(%550) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1178 = "tf.Identity"(%552) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1179 = "tf.Identity"(%57) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1180 = "tf.Identity"(%66) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1181 = "tf.Identity"(%554) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1182 = "tf.Identity"(%556) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1183 = "tf.Identity"(%77) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1184 = "tf.Identity"(%86) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1185 = "tf.Identity"(%95) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1186 = "tf.Identity"(%558) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1187 = "tf.Identity"(%560) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1188 = "tf.Identity"(%106) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1189 = "tf.Identity"(%115) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1190 = "tf.Identity"(%562) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1191 = "tf.Identity"(%564) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1192 = "tf.Identity"(%126) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1193 = "tf.Identity"(%135) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1194 = "tf.Identity"(%141) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<i64>) -> tensor<i64>
    %1195 = "tf.Identity"(%566) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<f32>) -> tensor<f32>
    %1196 = "tf.Identity"(%151) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1197 = "tf.Identity"(%568) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1198 = "tf.Identity"(%570) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1199 = "tf.Identity"(%572) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1200 = "tf.Identity"(%574) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1201 = "tf.Identity"(%576) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1202 = "tf.Identity"(%578) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1203 = "tf.Identity"(%580) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1204 = "tf.Identity"(%582) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1205 = "tf.Identity"(%584) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1206 = "tf.Identity"(%586) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1207 = "tf.Identity"(%170) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1208 = "tf.Identity"(%588) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1209 = "tf.Identity"(%590) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1210 = "tf.Identity"(%592) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1211 = "tf.Identity"(%594) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1212 = "tf.Identity"(%596) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1213 = "tf.Identity"(%598) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1214 = "tf.Identity"(%600) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1215 = "tf.Identity"(%602) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1216 = "tf.Identity"(%604) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1217 = "tf.Identity"(%606) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1218 = "tf.Identity"(%189) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1219 = "tf.Identity"(%608) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1220 = "tf.Identity"(%610) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1221 = "tf.Identity"(%612) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1222 = "tf.Identity"(%614) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1223 = "tf.Identity"(%616) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1224 = "tf.Identity"(%618) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1225 = "tf.Identity"(%620) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1226 = "tf.Identity"(%622) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1227 = "tf.Identity"(%624) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1228 = "tf.Identity"(%626) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1229 = "tf.Identity"(%208) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1230 = "tf.Identity"(%628) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1231 = "tf.Identity"(%630) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1232 = "tf.Identity"(%632) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1233 = "tf.Identity"(%634) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1234 = "tf.Identity"(%221) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
    %1235 = "tf.Identity"(%230) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
    %1236 = "tf.Identity"(%239) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
    %1237 = "tf.Identity"(%248) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
    %1238 = "tf.Identity"(%257) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %1239 = "tf.Identity"(%266) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1240 = "tf.Identity"(%275) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1241 = "tf.Identity"(%284) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1242 = "tf.Identity"(%293) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1243 = "tf.Identity"(%302) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1244 = "tf.Identity"(%311) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1245 = "tf.Identity"(%320) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1246 = "tf.Identity"(%329) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1247 = "tf.Identity"(%338) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1248 = "tf.Identity"(%636) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1249 = "tf.Identity"(%348) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1250 = "tf.Identity"(%638) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1251 = "tf.Identity"(%358) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1252 = "tf.Identity"(%640) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1253 = "tf.Identity"(%368) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1254 = "tf.Identity"(%377) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1255 = "tf.Identity"(%642) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1256 = "tf.Identity"(%387) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1257 = "tf.Identity"(%644) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1258 = "tf.Identity"(%646) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1259 = "tf.Identity"(%648) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1260 = "tf.Identity"(%650) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1261 = "tf.Identity"(%652) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1262 = "tf.Identity"(%654) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1263 = "tf.Identity"(%656) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1264 = "tf.Identity"(%403) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1265 = "tf.Identity"(%658) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1266 = "tf.Identity"(%660) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1267 = "tf.Identity"(%662) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1268 = "tf.Identity"(%664) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1269 = "tf.Identity"(%666) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1270 = "tf.Identity"(%668) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1271 = "tf.Identity"(%670) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1272 = "tf.Identity"(%672) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1273 = "tf.Identity"(%674) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1274 = "tf.Identity"(%676) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %1275 = "tf.Identity"(%685) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1276 = "tf.Identity"(%694) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
    %1277 = "tf.Identity"(%703) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
    %1278 = "tf.Identity"(%712) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1279 = "tf.Identity"(%721) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1280 = "tf.Identity"(%730) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1281 = "tf.Identity"(%739) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1282 = "tf.Identity"(%748) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1283 = "tf.Identity"(%757) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1284 = "tf.Identity"(%766) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1285 = "tf.Identity"(%775) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1286 = "tf.Identity"(%784) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1287 = "tf.Identity"(%793) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1288 = "tf.Identity"(%802) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1289 = "tf.Identity"(%811) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1290 = "tf.Identity"(%820) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1291 = "tf.Identity"(%829) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1292 = "tf.Identity"(%838) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1293 = "tf.Identity"(%847) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1294 = "tf.Identity"(%856) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1295 = "tf.Identity"(%865) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1296 = "tf.Identity"(%874) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1297 = "tf.Identity"(%883) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1298 = "tf.Identity"(%892) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1299 = "tf.Identity"(%901) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1300 = "tf.Identity"(%910) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1301 = "tf.Identity"(%919) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1302 = "tf.Identity"(%928) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1303 = "tf.Identity"(%937) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1304 = "tf.Identity"(%946) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1305 = "tf.Identity"(%955) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1306 = "tf.Identity"(%964) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1307 = "tf.Identity"(%973) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1308 = "tf.Identity"(%982) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %1309 = "tf.Identity"(%991) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1310 = "tf.Identity"(%1000) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1311 = "tf.Identity"(%1009) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1312 = "tf.Identity"(%1018) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1313 = "tf.Identity"(%1027) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %1314 = "tf.Identity"(%1036) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %1315 = "tf.Identity"(%1045) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1316 = "tf.Identity"(%1054) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1317 = "tf.Identity"(%1063) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1318 = "tf.Identity"(%1072) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1319 = "tf.Identity"(%1081) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
    %1320 = "tf.Identity"(%1090) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1321 = "tf.Identity"(%1099) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1322 = "tf.Identity"(%1108) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1323 = "tf.Identity"(%1117) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1324 = "tf.Identity"(%1126) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1325 = "tf.Identity"(%1135) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1326 = "tf.Identity"(%1144) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1327 = "tf.Identity"(%1153) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1328 = "tf.Identity"(%1162) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    %1329 = "tf.Identity"(%1171) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
    return %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329 : tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x2x32xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>
  }
}


