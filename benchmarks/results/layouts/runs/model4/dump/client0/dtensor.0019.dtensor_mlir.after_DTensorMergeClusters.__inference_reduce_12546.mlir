// -----// IR Dump After DTensorMergeClusters (dtensor-merge-clusters) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_14717836295924927409_17479962204005850056", dtensor.eager_operation_name = "__inference_reduce_12546", tf._default_mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32> {tf._global_shape = #tf_type.shape<>}, %arg1: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<1xi64> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<1xf32> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> (tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<i64> {tf._global_shape = #tf_type.shape<>}, tensor<f32> {tf._global_shape = #tf_type.shape<>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157", outputs = "op_output_0,op_output_1,op_output_2,op_output_3,op_output_4,op_output_5,op_output_6,op_output_7,op_output_8,op_output_9,op_output_10,op_output_11,op_output_12,op_output_13,op_output_14,op_output_15,op_output_16,op_output_17,op_output_18,op_output_19,op_output_20,op_output_21,op_output_22,op_output_23,op_output_24,op_output_25,op_output_26,op_output_27,op_output_28,op_output_29,op_output_30,op_output_31,op_output_32,op_output_33,op_output_34,op_output_35,op_output_36,op_output_37,op_output_38,op_output_39,op_output_40,op_output_41,op_output_42,op_output_43,op_output_44,op_output_45,op_output_46,op_output_47,op_output_48,op_output_49,op_output_50,op_output_51,op_output_52,op_output_53,op_output_54,op_output_55,op_output_56,op_output_57,op_output_58,op_output_59,op_output_60,op_output_61,op_output_62,op_output_63,op_output_64,op_output_65,op_output_66,op_output_67,op_output_68,op_output_69,op_output_70,op_output_71,op_output_72,op_output_73,op_output_74,op_output_75,op_output_76,op_output_77,op_output_78,op_output_79,op_output_80,op_output_81,op_output_82,op_output_83,op_output_84,op_output_85,op_output_86,op_output_87,op_output_88,op_output_89,op_output_90,op_output_91,op_output_92,op_output_93,op_output_94,op_output_95,op_output_96,op_output_97,op_output_98,op_output_99,op_output_100,op_output_101,op_output_102,op_output_103,op_output_104,op_output_105,op_output_106,op_output_107,op_output_108,op_output_109,op_output_110,op_output_111,op_output_112,op_output_113,op_output_114,op_output_115,op_output_116,op_output_117,op_output_118,op_output_119,op_output_120,op_output_121,op_output_122,op_output_123,op_output_124,op_output_125,op_output_126,op_output_127,op_output_128,op_output_129,op_output_130,op_output_131,op_output_132,op_output_133,op_output_134,op_output_135,op_output_136,op_output_137,op_output_138,op_output_139,op_output_140,op_output_141,op_output_142,op_output_143,op_output_144,op_output_145,op_output_146,op_output_147,op_output_148,op_output_149,op_output_150,op_output_151,op_output_152,op_output_153,op_output_154,op_output_155,op_output_156,op_output_157"}} {
    %0:158 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<4> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %cst_0 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1 = "tf.Div"(%arg0, %cst_0) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %2 = "tf.FloorMod"(%1, %cst) {_mesh_coordinates = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : (tensor<1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %cst_1 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {_global_shape = [#tf_type.shape<1>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : () -> tensor<1xi32>
      %3 = "tf.Sum"(%arg1, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_2 = "tf.Const"() <{value = dense<[[0, 1, 2, 3]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
      %cst_3 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_4 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %4 = "tf.Reshape"(%arg0, %cst_4) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_5 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %5 = "tf.Sub"(%4, %cst_5) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_6 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_7 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %6 = "tf.Slice"(%cst_6, %5, %cst_7) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_8 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %7 = "tf.Reshape"(%6, %cst_8) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_9 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_10 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %8 = "tf.CollectiveReduceV2"(%3, %cst_10, %7, %cst_9) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_11 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_12 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %9 = "tf.MatMul"(%2, %cst_12) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %10 = "tf.Squeeze"(%9) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %11 = "tf.Slice"(%8, %10, %cst_11) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %12 = "tf.Sum"(%arg2, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_13 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_14 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %13 = "tf.Reshape"(%arg0, %cst_14) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_15 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %14 = "tf.Sub"(%13, %cst_15) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_16 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_17 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %15 = "tf.Slice"(%cst_16, %14, %cst_17) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_18 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %16 = "tf.Reshape"(%15, %cst_18) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_19 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_20 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %17 = "tf.CollectiveReduceV2"(%12, %cst_20, %16, %cst_19) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_21 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_22 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %18 = "tf.MatMul"(%2, %cst_22) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %19 = "tf.Squeeze"(%18) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %20 = "tf.Slice"(%17, %19, %cst_21) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %21 = "tf.Sum"(%arg11, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_23 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_24 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %22 = "tf.Reshape"(%arg0, %cst_24) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_25 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %23 = "tf.Sub"(%22, %cst_25) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_26 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_27 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %24 = "tf.Slice"(%cst_26, %23, %cst_27) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_28 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %25 = "tf.Reshape"(%24, %cst_28) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_29 = "tf.Const"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %cst_30 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %26 = "tf.CollectiveReduceV2"(%21, %cst_30, %25, %cst_29) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_31 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_32 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %27 = "tf.MatMul"(%2, %cst_32) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %28 = "tf.Squeeze"(%27) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %29 = "tf.Slice"(%26, %28, %cst_31) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %30 = "tf.Sum"(%arg101, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_33 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_34 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %31 = "tf.Reshape"(%arg0, %cst_34) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_35 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %32 = "tf.Sub"(%31, %cst_35) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_36 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_37 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %33 = "tf.Slice"(%cst_36, %32, %cst_37) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_38 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %34 = "tf.Reshape"(%33, %cst_38) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_39 = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %cst_40 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %35 = "tf.CollectiveReduceV2"(%30, %cst_40, %34, %cst_39) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_41 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_42 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %36 = "tf.MatMul"(%2, %cst_42) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %37 = "tf.Squeeze"(%36) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %38 = "tf.Slice"(%35, %37, %cst_41) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %39 = "tf.Sum"(%arg102, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_43 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_44 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %40 = "tf.Reshape"(%arg0, %cst_44) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_45 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %41 = "tf.Sub"(%40, %cst_45) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_46 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_47 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %42 = "tf.Slice"(%cst_46, %41, %cst_47) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_48 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %43 = "tf.Reshape"(%42, %cst_48) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_49 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %cst_50 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %44 = "tf.CollectiveReduceV2"(%39, %cst_50, %43, %cst_49) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_51 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_52 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %45 = "tf.MatMul"(%2, %cst_52) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %46 = "tf.Squeeze"(%45) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %47 = "tf.Slice"(%44, %46, %cst_51) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %48 = "tf.Sum"(%arg103, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %49 = "tf.Sum"(%arg104, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %50 = "tf.Sum"(%arg105, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_53 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_54 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %51 = "tf.Reshape"(%arg0, %cst_54) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_55 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %52 = "tf.Sub"(%51, %cst_55) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_56 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_57 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %53 = "tf.Slice"(%cst_56, %52, %cst_57) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_58 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %54 = "tf.Reshape"(%53, %cst_58) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_59 = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %cst_60 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %55 = "tf.CollectiveReduceV2"(%50, %cst_60, %54, %cst_59) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_61 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_62 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %56 = "tf.MatMul"(%2, %cst_62) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %57 = "tf.Squeeze"(%56) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %58 = "tf.Slice"(%55, %57, %cst_61) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %59 = "tf.Sum"(%arg106, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_63 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_64 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %60 = "tf.Reshape"(%arg0, %cst_64) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_65 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %61 = "tf.Sub"(%60, %cst_65) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_66 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_67 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %62 = "tf.Slice"(%cst_66, %61, %cst_67) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_68 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %63 = "tf.Reshape"(%62, %cst_68) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_69 = "tf.Const"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %cst_70 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %64 = "tf.CollectiveReduceV2"(%59, %cst_70, %63, %cst_69) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_71 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_72 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %65 = "tf.MatMul"(%2, %cst_72) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %66 = "tf.Squeeze"(%65) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %67 = "tf.Slice"(%64, %66, %cst_71) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %68 = "tf.Sum"(%arg107, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %69 = "tf.Sum"(%arg108, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %70 = "tf.Sum"(%arg109, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_73 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_74 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %71 = "tf.Reshape"(%arg0, %cst_74) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_75 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %72 = "tf.Sub"(%71, %cst_75) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_76 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_77 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %73 = "tf.Slice"(%cst_76, %72, %cst_77) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_78 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %74 = "tf.Reshape"(%73, %cst_78) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_79 = "tf.Const"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %cst_80 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %75 = "tf.CollectiveReduceV2"(%70, %cst_80, %74, %cst_79) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_81 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_82 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %76 = "tf.MatMul"(%2, %cst_82) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %77 = "tf.Squeeze"(%76) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %78 = "tf.Slice"(%75, %77, %cst_81) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %79 = "tf.Sum"(%arg110, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_83 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_84 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %80 = "tf.Reshape"(%arg0, %cst_84) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_85 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %81 = "tf.Sub"(%80, %cst_85) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_86 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_87 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %82 = "tf.Slice"(%cst_86, %81, %cst_87) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_88 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %83 = "tf.Reshape"(%82, %cst_88) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_89 = "tf.Const"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %cst_90 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %84 = "tf.CollectiveReduceV2"(%79, %cst_90, %83, %cst_89) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_91 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_92 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %85 = "tf.MatMul"(%2, %cst_92) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %86 = "tf.Squeeze"(%85) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %87 = "tf.Slice"(%84, %86, %cst_91) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %88 = "tf.Sum"(%arg12, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_93 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_94 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %89 = "tf.Reshape"(%arg0, %cst_94) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_95 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %90 = "tf.Sub"(%89, %cst_95) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_96 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_97 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %91 = "tf.Slice"(%cst_96, %90, %cst_97) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_98 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %92 = "tf.Reshape"(%91, %cst_98) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_99 = "tf.Const"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
      %cst_100 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %93 = "tf.CollectiveReduceV2"(%88, %cst_100, %92, %cst_99) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_101 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_102 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %94 = "tf.MatMul"(%2, %cst_102) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %95 = "tf.Squeeze"(%94) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %96 = "tf.Slice"(%93, %95, %cst_101) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %97 = "tf.Sum"(%arg111, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %98 = "tf.Sum"(%arg112, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %99 = "tf.Sum"(%arg113, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_103 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_104 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %100 = "tf.Reshape"(%arg0, %cst_104) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_105 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %101 = "tf.Sub"(%100, %cst_105) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_106 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_107 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %102 = "tf.Slice"(%cst_106, %101, %cst_107) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_108 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %103 = "tf.Reshape"(%102, %cst_108) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_109 = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %cst_110 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %104 = "tf.CollectiveReduceV2"(%99, %cst_110, %103, %cst_109) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_111 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_112 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %105 = "tf.MatMul"(%2, %cst_112) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %106 = "tf.Squeeze"(%105) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %107 = "tf.Slice"(%104, %106, %cst_111) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %108 = "tf.Sum"(%arg114, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_113 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_114 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %109 = "tf.Reshape"(%arg0, %cst_114) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_115 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %110 = "tf.Sub"(%109, %cst_115) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_116 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_117 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %111 = "tf.Slice"(%cst_116, %110, %cst_117) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_118 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %112 = "tf.Reshape"(%111, %cst_118) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_119 = "tf.Const"() <{value = dense<11> : tensor<i32>}> : () -> tensor<i32>
      %cst_120 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %113 = "tf.CollectiveReduceV2"(%108, %cst_120, %112, %cst_119) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_121 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_122 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %114 = "tf.MatMul"(%2, %cst_122) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %115 = "tf.Squeeze"(%114) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %116 = "tf.Slice"(%113, %115, %cst_121) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %117 = "tf.Sum"(%arg115, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %118 = "tf.Sum"(%arg116, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %119 = "tf.Sum"(%arg117, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_123 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_124 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %120 = "tf.Reshape"(%arg0, %cst_124) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_125 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %121 = "tf.Sub"(%120, %cst_125) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_126 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_127 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %122 = "tf.Slice"(%cst_126, %121, %cst_127) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_128 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %123 = "tf.Reshape"(%122, %cst_128) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_129 = "tf.Const"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
      %cst_130 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %124 = "tf.CollectiveReduceV2"(%119, %cst_130, %123, %cst_129) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_131 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_132 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %125 = "tf.MatMul"(%2, %cst_132) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %126 = "tf.Squeeze"(%125) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %127 = "tf.Slice"(%124, %126, %cst_131) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %128 = "tf.Sum"(%arg118, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_133 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_134 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %129 = "tf.Reshape"(%arg0, %cst_134) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_135 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %130 = "tf.Sub"(%129, %cst_135) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_136 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_137 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %131 = "tf.Slice"(%cst_136, %130, %cst_137) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_138 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %132 = "tf.Reshape"(%131, %cst_138) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_139 = "tf.Const"() <{value = dense<13> : tensor<i32>}> : () -> tensor<i32>
      %cst_140 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %133 = "tf.CollectiveReduceV2"(%128, %cst_140, %132, %cst_139) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_141 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_142 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %134 = "tf.MatMul"(%2, %cst_142) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %135 = "tf.Squeeze"(%134) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %136 = "tf.Slice"(%133, %135, %cst_141) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %137 = "tf.Sum"(%arg119, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xi64>, tensor<1xi32>) -> tensor<i64>
      %cst_143 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %138 = "tf.Reshape"(%arg0, %cst_143) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_144 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %139 = "tf.Sub"(%138, %cst_144) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_145 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_146 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %140 = "tf.Slice"(%cst_145, %139, %cst_146) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_147 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %141 = "tf.Reshape"(%140, %cst_147) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_148 = "tf.Const"() <{value = dense<14> : tensor<i32>}> : () -> tensor<i32>
      %cst_149 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %142 = "tf.CollectiveReduceV2"(%137, %cst_149, %141, %cst_148) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<i64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i64>
      %143 = "tf.Sum"(%arg120, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<f32>
      %144 = "tf.Sum"(%arg13, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_150 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_151 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %145 = "tf.Reshape"(%arg0, %cst_151) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_152 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %146 = "tf.Sub"(%145, %cst_152) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_153 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_154 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %147 = "tf.Slice"(%cst_153, %146, %cst_154) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_155 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %148 = "tf.Reshape"(%147, %cst_155) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_156 = "tf.Const"() <{value = dense<15> : tensor<i32>}> : () -> tensor<i32>
      %cst_157 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %149 = "tf.CollectiveReduceV2"(%144, %cst_157, %148, %cst_156) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_158 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_159 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %150 = "tf.MatMul"(%2, %cst_159) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %151 = "tf.Squeeze"(%150) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %152 = "tf.Slice"(%149, %151, %cst_158) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %153 = "tf.Sum"(%arg121, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %154 = "tf.Sum"(%arg122, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %155 = "tf.Sum"(%arg123, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %156 = "tf.Sum"(%arg124, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %157 = "tf.Sum"(%arg125, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %158 = "tf.Sum"(%arg126, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %159 = "tf.Sum"(%arg127, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %160 = "tf.Sum"(%arg128, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %161 = "tf.Sum"(%arg129, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %162 = "tf.Sum"(%arg130, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %163 = "tf.Sum"(%arg14, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_160 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_161 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %164 = "tf.Reshape"(%arg0, %cst_161) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_162 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %165 = "tf.Sub"(%164, %cst_162) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_163 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_164 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %166 = "tf.Slice"(%cst_163, %165, %cst_164) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_165 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %167 = "tf.Reshape"(%166, %cst_165) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_166 = "tf.Const"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
      %cst_167 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %168 = "tf.CollectiveReduceV2"(%163, %cst_167, %167, %cst_166) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_168 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_169 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %169 = "tf.MatMul"(%2, %cst_169) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %170 = "tf.Squeeze"(%169) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %171 = "tf.Slice"(%168, %170, %cst_168) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %172 = "tf.Sum"(%arg131, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %173 = "tf.Sum"(%arg132, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %174 = "tf.Sum"(%arg133, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %175 = "tf.Sum"(%arg134, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %176 = "tf.Sum"(%arg135, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %177 = "tf.Sum"(%arg136, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %178 = "tf.Sum"(%arg137, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %179 = "tf.Sum"(%arg138, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %180 = "tf.Sum"(%arg139, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %181 = "tf.Sum"(%arg140, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %182 = "tf.Sum"(%arg15, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_170 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_171 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %183 = "tf.Reshape"(%arg0, %cst_171) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_172 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %184 = "tf.Sub"(%183, %cst_172) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_173 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_174 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %185 = "tf.Slice"(%cst_173, %184, %cst_174) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_175 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %186 = "tf.Reshape"(%185, %cst_175) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_176 = "tf.Const"() <{value = dense<17> : tensor<i32>}> : () -> tensor<i32>
      %cst_177 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %187 = "tf.CollectiveReduceV2"(%182, %cst_177, %186, %cst_176) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_178 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_179 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %188 = "tf.MatMul"(%2, %cst_179) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %189 = "tf.Squeeze"(%188) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %190 = "tf.Slice"(%187, %189, %cst_178) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %191 = "tf.Sum"(%arg141, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %192 = "tf.Sum"(%arg142, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %193 = "tf.Sum"(%arg143, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %194 = "tf.Sum"(%arg144, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %195 = "tf.Sum"(%arg145, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %196 = "tf.Sum"(%arg146, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %197 = "tf.Sum"(%arg147, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %198 = "tf.Sum"(%arg148, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %199 = "tf.Sum"(%arg149, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %200 = "tf.Sum"(%arg150, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %201 = "tf.Sum"(%arg16, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_180 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_181 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %202 = "tf.Reshape"(%arg0, %cst_181) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_182 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %203 = "tf.Sub"(%202, %cst_182) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_183 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_184 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %204 = "tf.Slice"(%cst_183, %203, %cst_184) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_185 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %205 = "tf.Reshape"(%204, %cst_185) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_186 = "tf.Const"() <{value = dense<18> : tensor<i32>}> : () -> tensor<i32>
      %cst_187 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %206 = "tf.CollectiveReduceV2"(%201, %cst_187, %205, %cst_186) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_188 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_189 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %207 = "tf.MatMul"(%2, %cst_189) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %208 = "tf.Squeeze"(%207) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %209 = "tf.Slice"(%206, %208, %cst_188) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %210 = "tf.Sum"(%arg151, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %211 = "tf.Sum"(%arg152, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %212 = "tf.Sum"(%arg153, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      %213 = "tf.Sum"(%arg154, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      %214 = "tf.Sum"(%arg155, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_190 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_191 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %215 = "tf.Reshape"(%arg0, %cst_191) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_192 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %216 = "tf.Sub"(%215, %cst_192) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_193 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_194 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %217 = "tf.Slice"(%cst_193, %216, %cst_194) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_195 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %218 = "tf.Reshape"(%217, %cst_195) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_196 = "tf.Const"() <{value = dense<19> : tensor<i32>}> : () -> tensor<i32>
      %cst_197 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %219 = "tf.CollectiveReduceV2"(%214, %cst_197, %218, %cst_196) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
      %cst_198 = "tf.Const"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_199 = "tf.Const"() <{value = dense<4096> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %220 = "tf.MatMul"(%2, %cst_199) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %221 = "tf.Squeeze"(%220) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %222 = "tf.Slice"(%219, %221, %cst_198) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4096xf32>
      %223 = "tf.Sum"(%arg156, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_200 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_201 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %224 = "tf.Reshape"(%arg0, %cst_201) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_202 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %225 = "tf.Sub"(%224, %cst_202) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_203 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_204 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %226 = "tf.Slice"(%cst_203, %225, %cst_204) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_205 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %227 = "tf.Reshape"(%226, %cst_205) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_206 = "tf.Const"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
      %cst_207 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %228 = "tf.CollectiveReduceV2"(%223, %cst_207, %227, %cst_206) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
      %cst_208 = "tf.Const"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_209 = "tf.Const"() <{value = dense<4096> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %229 = "tf.MatMul"(%2, %cst_209) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %230 = "tf.Squeeze"(%229) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %231 = "tf.Slice"(%228, %230, %cst_208) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4096xf32>
      %232 = "tf.Sum"(%arg157, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      %cst_210 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_211 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %233 = "tf.Reshape"(%arg0, %cst_211) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_212 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %234 = "tf.Sub"(%233, %cst_212) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_213 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_214 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %235 = "tf.Slice"(%cst_213, %234, %cst_214) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_215 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %236 = "tf.Reshape"(%235, %cst_215) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_216 = "tf.Const"() <{value = dense<21> : tensor<i32>}> : () -> tensor<i32>
      %cst_217 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %237 = "tf.CollectiveReduceV2"(%232, %cst_217, %236, %cst_216) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
      %cst_218 = "tf.Const"() <{value = dense<[256, 4096]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_219 = "tf.Const"() <{value = dense<[[0, 4096]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %238 = "tf.MatMul"(%2, %cst_219) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %239 = "tf.Squeeze"(%238) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %240 = "tf.Slice"(%237, %239, %cst_218) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x4096xf32>
      %241 = "tf.Sum"(%arg158, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      %cst_220 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_221 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %242 = "tf.Reshape"(%arg0, %cst_221) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_222 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %243 = "tf.Sub"(%242, %cst_222) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_223 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_224 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %244 = "tf.Slice"(%cst_223, %243, %cst_224) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_225 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %245 = "tf.Reshape"(%244, %cst_225) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_226 = "tf.Const"() <{value = dense<22> : tensor<i32>}> : () -> tensor<i32>
      %cst_227 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %246 = "tf.CollectiveReduceV2"(%241, %cst_227, %245, %cst_226) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
      %cst_228 = "tf.Const"() <{value = dense<[256, 4096]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_229 = "tf.Const"() <{value = dense<[[0, 4096]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %247 = "tf.MatMul"(%2, %cst_229) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %248 = "tf.Squeeze"(%247) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %249 = "tf.Slice"(%246, %248, %cst_228) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x4096xf32>
      %250 = "tf.Sum"(%arg17, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      %cst_230 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_231 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %251 = "tf.Reshape"(%arg0, %cst_231) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_232 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %252 = "tf.Sub"(%251, %cst_232) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_233 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_234 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %253 = "tf.Slice"(%cst_233, %252, %cst_234) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_235 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %254 = "tf.Reshape"(%253, %cst_235) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_236 = "tf.Const"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
      %cst_237 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %255 = "tf.CollectiveReduceV2"(%250, %cst_237, %254, %cst_236) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
      %cst_238 = "tf.Const"() <{value = dense<[4096, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_239 = "tf.Const"() <{value = dense<[[4096, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %256 = "tf.MatMul"(%2, %cst_239) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %257 = "tf.Squeeze"(%256) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %258 = "tf.Slice"(%255, %257, %cst_238) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4096x256xf32>
      %259 = "tf.Sum"(%arg18, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_240 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_241 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %260 = "tf.Reshape"(%arg0, %cst_241) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_242 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %261 = "tf.Sub"(%260, %cst_242) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_243 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_244 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %262 = "tf.Slice"(%cst_243, %261, %cst_244) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_245 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %263 = "tf.Reshape"(%262, %cst_245) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_246 = "tf.Const"() <{value = dense<24> : tensor<i32>}> : () -> tensor<i32>
      %cst_247 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %264 = "tf.CollectiveReduceV2"(%259, %cst_247, %263, %cst_246) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_248 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_249 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %265 = "tf.MatMul"(%2, %cst_249) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %266 = "tf.Squeeze"(%265) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %267 = "tf.Slice"(%264, %266, %cst_248) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %268 = "tf.Sum"(%arg19, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_250 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_251 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %269 = "tf.Reshape"(%arg0, %cst_251) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_252 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %270 = "tf.Sub"(%269, %cst_252) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_253 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_254 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %271 = "tf.Slice"(%cst_253, %270, %cst_254) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_255 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %272 = "tf.Reshape"(%271, %cst_255) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_256 = "tf.Const"() <{value = dense<25> : tensor<i32>}> : () -> tensor<i32>
      %cst_257 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %273 = "tf.CollectiveReduceV2"(%268, %cst_257, %272, %cst_256) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_258 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_259 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %274 = "tf.MatMul"(%2, %cst_259) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %275 = "tf.Squeeze"(%274) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %276 = "tf.Slice"(%273, %275, %cst_258) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %277 = "tf.Sum"(%arg20, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_260 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_261 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %278 = "tf.Reshape"(%arg0, %cst_261) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_262 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %279 = "tf.Sub"(%278, %cst_262) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_263 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_264 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %280 = "tf.Slice"(%cst_263, %279, %cst_264) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_265 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %281 = "tf.Reshape"(%280, %cst_265) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_266 = "tf.Const"() <{value = dense<26> : tensor<i32>}> : () -> tensor<i32>
      %cst_267 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %282 = "tf.CollectiveReduceV2"(%277, %cst_267, %281, %cst_266) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_268 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_269 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %283 = "tf.MatMul"(%2, %cst_269) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %284 = "tf.Squeeze"(%283) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %285 = "tf.Slice"(%282, %284, %cst_268) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %286 = "tf.Sum"(%arg3, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_270 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_271 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %287 = "tf.Reshape"(%arg0, %cst_271) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_272 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %288 = "tf.Sub"(%287, %cst_272) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_273 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_274 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %289 = "tf.Slice"(%cst_273, %288, %cst_274) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_275 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %290 = "tf.Reshape"(%289, %cst_275) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_276 = "tf.Const"() <{value = dense<27> : tensor<i32>}> : () -> tensor<i32>
      %cst_277 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %291 = "tf.CollectiveReduceV2"(%286, %cst_277, %290, %cst_276) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_278 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_279 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %292 = "tf.MatMul"(%2, %cst_279) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %293 = "tf.Squeeze"(%292) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %294 = "tf.Slice"(%291, %293, %cst_278) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %295 = "tf.Sum"(%arg21, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_280 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_281 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %296 = "tf.Reshape"(%arg0, %cst_281) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_282 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %297 = "tf.Sub"(%296, %cst_282) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_283 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_284 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %298 = "tf.Slice"(%cst_283, %297, %cst_284) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_285 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %299 = "tf.Reshape"(%298, %cst_285) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_286 = "tf.Const"() <{value = dense<28> : tensor<i32>}> : () -> tensor<i32>
      %cst_287 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %300 = "tf.CollectiveReduceV2"(%295, %cst_287, %299, %cst_286) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_288 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_289 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %301 = "tf.MatMul"(%2, %cst_289) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %302 = "tf.Squeeze"(%301) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %303 = "tf.Slice"(%300, %302, %cst_288) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %304 = "tf.Sum"(%arg22, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_290 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_291 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %305 = "tf.Reshape"(%arg0, %cst_291) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_292 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %306 = "tf.Sub"(%305, %cst_292) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_293 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_294 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %307 = "tf.Slice"(%cst_293, %306, %cst_294) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_295 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %308 = "tf.Reshape"(%307, %cst_295) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_296 = "tf.Const"() <{value = dense<29> : tensor<i32>}> : () -> tensor<i32>
      %cst_297 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %309 = "tf.CollectiveReduceV2"(%304, %cst_297, %308, %cst_296) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_298 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_299 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %310 = "tf.MatMul"(%2, %cst_299) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %311 = "tf.Squeeze"(%310) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %312 = "tf.Slice"(%309, %311, %cst_298) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %313 = "tf.Sum"(%arg23, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_300 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_301 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %314 = "tf.Reshape"(%arg0, %cst_301) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_302 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %315 = "tf.Sub"(%314, %cst_302) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_303 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_304 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %316 = "tf.Slice"(%cst_303, %315, %cst_304) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_305 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %317 = "tf.Reshape"(%316, %cst_305) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_306 = "tf.Const"() <{value = dense<30> : tensor<i32>}> : () -> tensor<i32>
      %cst_307 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %318 = "tf.CollectiveReduceV2"(%313, %cst_307, %317, %cst_306) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_308 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_309 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %319 = "tf.MatMul"(%2, %cst_309) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %320 = "tf.Squeeze"(%319) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %321 = "tf.Slice"(%318, %320, %cst_308) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %322 = "tf.Sum"(%arg24, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_310 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_311 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %323 = "tf.Reshape"(%arg0, %cst_311) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_312 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %324 = "tf.Sub"(%323, %cst_312) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_313 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_314 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %325 = "tf.Slice"(%cst_313, %324, %cst_314) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_315 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %326 = "tf.Reshape"(%325, %cst_315) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_316 = "tf.Const"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
      %cst_317 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %327 = "tf.CollectiveReduceV2"(%322, %cst_317, %326, %cst_316) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_318 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_319 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %328 = "tf.MatMul"(%2, %cst_319) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %329 = "tf.Squeeze"(%328) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %330 = "tf.Slice"(%327, %329, %cst_318) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %331 = "tf.Sum"(%arg25, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_320 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_321 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %332 = "tf.Reshape"(%arg0, %cst_321) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_322 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %333 = "tf.Sub"(%332, %cst_322) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_323 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_324 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %334 = "tf.Slice"(%cst_323, %333, %cst_324) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_325 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %335 = "tf.Reshape"(%334, %cst_325) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_326 = "tf.Const"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
      %cst_327 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %336 = "tf.CollectiveReduceV2"(%331, %cst_327, %335, %cst_326) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_328 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_329 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %337 = "tf.MatMul"(%2, %cst_329) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %338 = "tf.Squeeze"(%337) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %339 = "tf.Slice"(%336, %338, %cst_328) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %340 = "tf.Sum"(%arg26, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %341 = "tf.Sum"(%arg27, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_330 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_331 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %342 = "tf.Reshape"(%arg0, %cst_331) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_332 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %343 = "tf.Sub"(%342, %cst_332) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_333 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_334 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %344 = "tf.Slice"(%cst_333, %343, %cst_334) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_335 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %345 = "tf.Reshape"(%344, %cst_335) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_336 = "tf.Const"() <{value = dense<33> : tensor<i32>}> : () -> tensor<i32>
      %cst_337 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %346 = "tf.CollectiveReduceV2"(%341, %cst_337, %345, %cst_336) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_338 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_339 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %347 = "tf.MatMul"(%2, %cst_339) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %348 = "tf.Squeeze"(%347) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %349 = "tf.Slice"(%346, %348, %cst_338) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %350 = "tf.Sum"(%arg28, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %351 = "tf.Sum"(%arg29, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_340 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_341 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %352 = "tf.Reshape"(%arg0, %cst_341) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_342 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %353 = "tf.Sub"(%352, %cst_342) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_343 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_344 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %354 = "tf.Slice"(%cst_343, %353, %cst_344) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_345 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %355 = "tf.Reshape"(%354, %cst_345) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_346 = "tf.Const"() <{value = dense<34> : tensor<i32>}> : () -> tensor<i32>
      %cst_347 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %356 = "tf.CollectiveReduceV2"(%351, %cst_347, %355, %cst_346) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_348 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_349 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %357 = "tf.MatMul"(%2, %cst_349) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %358 = "tf.Squeeze"(%357) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %359 = "tf.Slice"(%356, %358, %cst_348) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %360 = "tf.Sum"(%arg30, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %361 = "tf.Sum"(%arg4, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_350 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_351 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %362 = "tf.Reshape"(%arg0, %cst_351) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_352 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %363 = "tf.Sub"(%362, %cst_352) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_353 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_354 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %364 = "tf.Slice"(%cst_353, %363, %cst_354) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_355 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %365 = "tf.Reshape"(%364, %cst_355) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_356 = "tf.Const"() <{value = dense<35> : tensor<i32>}> : () -> tensor<i32>
      %cst_357 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %366 = "tf.CollectiveReduceV2"(%361, %cst_357, %365, %cst_356) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_358 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_359 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %367 = "tf.MatMul"(%2, %cst_359) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %368 = "tf.Squeeze"(%367) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %369 = "tf.Slice"(%366, %368, %cst_358) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %370 = "tf.Sum"(%arg31, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_360 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_361 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %371 = "tf.Reshape"(%arg0, %cst_361) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_362 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %372 = "tf.Sub"(%371, %cst_362) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_363 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_364 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %373 = "tf.Slice"(%cst_363, %372, %cst_364) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_365 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %374 = "tf.Reshape"(%373, %cst_365) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_366 = "tf.Const"() <{value = dense<36> : tensor<i32>}> : () -> tensor<i32>
      %cst_367 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %375 = "tf.CollectiveReduceV2"(%370, %cst_367, %374, %cst_366) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_368 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_369 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %376 = "tf.MatMul"(%2, %cst_369) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %377 = "tf.Squeeze"(%376) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %378 = "tf.Slice"(%375, %377, %cst_368) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %379 = "tf.Sum"(%arg32, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %380 = "tf.Sum"(%arg33, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_370 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_371 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %381 = "tf.Reshape"(%arg0, %cst_371) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_372 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %382 = "tf.Sub"(%381, %cst_372) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_373 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_374 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %383 = "tf.Slice"(%cst_373, %382, %cst_374) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_375 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %384 = "tf.Reshape"(%383, %cst_375) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_376 = "tf.Const"() <{value = dense<37> : tensor<i32>}> : () -> tensor<i32>
      %cst_377 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %385 = "tf.CollectiveReduceV2"(%380, %cst_377, %384, %cst_376) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %cst_378 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_379 = "tf.Const"() <{value = dense<[[256, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %386 = "tf.MatMul"(%2, %cst_379) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %387 = "tf.Squeeze"(%386) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %388 = "tf.Slice"(%385, %387, %cst_378) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %389 = "tf.Sum"(%arg34, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %390 = "tf.Sum"(%arg35, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %391 = "tf.Sum"(%arg36, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %392 = "tf.Sum"(%arg37, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %393 = "tf.Sum"(%arg38, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %394 = "tf.Sum"(%arg39, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %395 = "tf.Sum"(%arg40, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %396 = "tf.Sum"(%arg5, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_380 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_381 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %397 = "tf.Reshape"(%arg0, %cst_381) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_382 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %398 = "tf.Sub"(%397, %cst_382) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_383 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_384 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %399 = "tf.Slice"(%cst_383, %398, %cst_384) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_385 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %400 = "tf.Reshape"(%399, %cst_385) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_386 = "tf.Const"() <{value = dense<38> : tensor<i32>}> : () -> tensor<i32>
      %cst_387 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %401 = "tf.CollectiveReduceV2"(%396, %cst_387, %400, %cst_386) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_388 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_389 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %402 = "tf.MatMul"(%2, %cst_389) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %403 = "tf.Squeeze"(%402) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %404 = "tf.Slice"(%401, %403, %cst_388) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %405 = "tf.Sum"(%arg41, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %406 = "tf.Sum"(%arg42, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %407 = "tf.Sum"(%arg43, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %408 = "tf.Sum"(%arg44, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %409 = "tf.Sum"(%arg45, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %410 = "tf.Sum"(%arg46, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %411 = "tf.Sum"(%arg47, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %412 = "tf.Sum"(%arg48, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %413 = "tf.Sum"(%arg49, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %414 = "tf.Sum"(%arg50, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      %cst_390 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %415 = "tf.Cast"(%cst_390) <{Truncate = false}> : (tensor<i32>) -> tensor<f32>
      %cst_391 = "tf.Const"() <{value = dense<40960> : tensor<1xi32>}> : () -> tensor<1xi32>
      %416 = "tf.Fill"(%cst_391, %415) : (tensor<1xi32>, tensor<f32>) -> tensor<40960xf32>
      %cst_392 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %417 = "tf.Reshape"(%48, %cst_392) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_393 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_394 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_395 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %418 = "tf.TensorStridedSliceUpdate"(%416, %cst_393, %cst_394, %cst_395, %417) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_396 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %419 = "tf.Reshape"(%49, %cst_396) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_397 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_398 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_399 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %420 = "tf.TensorStridedSliceUpdate"(%418, %cst_397, %cst_398, %cst_399, %419) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_400 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %421 = "tf.Reshape"(%68, %cst_400) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_401 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_402 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_403 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %422 = "tf.TensorStridedSliceUpdate"(%420, %cst_401, %cst_402, %cst_403, %421) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_404 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %423 = "tf.Reshape"(%69, %cst_404) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_405 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_406 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_407 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %424 = "tf.TensorStridedSliceUpdate"(%422, %cst_405, %cst_406, %cst_407, %423) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_408 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %425 = "tf.Reshape"(%97, %cst_408) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_409 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_410 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_411 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %426 = "tf.TensorStridedSliceUpdate"(%424, %cst_409, %cst_410, %cst_411, %425) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_412 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %427 = "tf.Reshape"(%98, %cst_412) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_413 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_414 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_415 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %428 = "tf.TensorStridedSliceUpdate"(%426, %cst_413, %cst_414, %cst_415, %427) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_416 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %429 = "tf.Reshape"(%117, %cst_416) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_417 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_418 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_419 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %430 = "tf.TensorStridedSliceUpdate"(%428, %cst_417, %cst_418, %cst_419, %429) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_420 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %431 = "tf.Reshape"(%118, %cst_420) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_421 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_422 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_423 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %432 = "tf.TensorStridedSliceUpdate"(%430, %cst_421, %cst_422, %cst_423, %431) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_424 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %433 = "tf.Reshape"(%143, %cst_424) : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
      %cst_425 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_426 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_427 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %434 = "tf.TensorStridedSliceUpdate"(%432, %cst_425, %cst_426, %cst_427, %433) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xf32>) -> tensor<40960xf32>
      %cst_428 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %435 = "tf.Reshape"(%153, %cst_428) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_429 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_430 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_431 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %436 = "tf.TensorStridedSliceUpdate"(%434, %cst_429, %cst_430, %cst_431, %435) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_432 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %437 = "tf.Reshape"(%154, %cst_432) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_433 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_434 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_435 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %438 = "tf.TensorStridedSliceUpdate"(%436, %cst_433, %cst_434, %cst_435, %437) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_436 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %439 = "tf.Reshape"(%155, %cst_436) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_437 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_438 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_439 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %440 = "tf.TensorStridedSliceUpdate"(%438, %cst_437, %cst_438, %cst_439, %439) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_440 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %441 = "tf.Reshape"(%156, %cst_440) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_441 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_442 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_443 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %442 = "tf.TensorStridedSliceUpdate"(%440, %cst_441, %cst_442, %cst_443, %441) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_444 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %443 = "tf.Reshape"(%157, %cst_444) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_445 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_446 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_447 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %444 = "tf.TensorStridedSliceUpdate"(%442, %cst_445, %cst_446, %cst_447, %443) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_448 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %445 = "tf.Reshape"(%158, %cst_448) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_449 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_450 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_451 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %446 = "tf.TensorStridedSliceUpdate"(%444, %cst_449, %cst_450, %cst_451, %445) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_452 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %447 = "tf.Reshape"(%159, %cst_452) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_453 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_454 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_455 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %448 = "tf.TensorStridedSliceUpdate"(%446, %cst_453, %cst_454, %cst_455, %447) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_456 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %449 = "tf.Reshape"(%160, %cst_456) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_457 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_458 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_459 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %450 = "tf.TensorStridedSliceUpdate"(%448, %cst_457, %cst_458, %cst_459, %449) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_460 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %451 = "tf.Reshape"(%161, %cst_460) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_461 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_462 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_463 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %452 = "tf.TensorStridedSliceUpdate"(%450, %cst_461, %cst_462, %cst_463, %451) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_464 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %453 = "tf.Reshape"(%162, %cst_464) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_465 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_466 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_467 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %454 = "tf.TensorStridedSliceUpdate"(%452, %cst_465, %cst_466, %cst_467, %453) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_468 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %455 = "tf.Reshape"(%172, %cst_468) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_469 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_470 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_471 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %456 = "tf.TensorStridedSliceUpdate"(%454, %cst_469, %cst_470, %cst_471, %455) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_472 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %457 = "tf.Reshape"(%173, %cst_472) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_473 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_474 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_475 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %458 = "tf.TensorStridedSliceUpdate"(%456, %cst_473, %cst_474, %cst_475, %457) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_476 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %459 = "tf.Reshape"(%174, %cst_476) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_477 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_478 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_479 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %460 = "tf.TensorStridedSliceUpdate"(%458, %cst_477, %cst_478, %cst_479, %459) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_480 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %461 = "tf.Reshape"(%175, %cst_480) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_481 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_482 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_483 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %462 = "tf.TensorStridedSliceUpdate"(%460, %cst_481, %cst_482, %cst_483, %461) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_484 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %463 = "tf.Reshape"(%176, %cst_484) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_485 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_486 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_487 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %464 = "tf.TensorStridedSliceUpdate"(%462, %cst_485, %cst_486, %cst_487, %463) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_488 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %465 = "tf.Reshape"(%177, %cst_488) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_489 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_490 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_491 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %466 = "tf.TensorStridedSliceUpdate"(%464, %cst_489, %cst_490, %cst_491, %465) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_492 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %467 = "tf.Reshape"(%178, %cst_492) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_493 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_494 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_495 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %468 = "tf.TensorStridedSliceUpdate"(%466, %cst_493, %cst_494, %cst_495, %467) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_496 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %469 = "tf.Reshape"(%179, %cst_496) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_497 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_498 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_499 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %470 = "tf.TensorStridedSliceUpdate"(%468, %cst_497, %cst_498, %cst_499, %469) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_500 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %471 = "tf.Reshape"(%180, %cst_500) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_501 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_502 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_503 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %472 = "tf.TensorStridedSliceUpdate"(%470, %cst_501, %cst_502, %cst_503, %471) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_504 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %473 = "tf.Reshape"(%181, %cst_504) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_505 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_506 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_507 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %474 = "tf.TensorStridedSliceUpdate"(%472, %cst_505, %cst_506, %cst_507, %473) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_508 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %475 = "tf.Reshape"(%191, %cst_508) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_509 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_510 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_511 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %476 = "tf.TensorStridedSliceUpdate"(%474, %cst_509, %cst_510, %cst_511, %475) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_512 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %477 = "tf.Reshape"(%192, %cst_512) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_513 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_514 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_515 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %478 = "tf.TensorStridedSliceUpdate"(%476, %cst_513, %cst_514, %cst_515, %477) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_516 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %479 = "tf.Reshape"(%193, %cst_516) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_517 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_518 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_519 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %480 = "tf.TensorStridedSliceUpdate"(%478, %cst_517, %cst_518, %cst_519, %479) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_520 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %481 = "tf.Reshape"(%194, %cst_520) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_521 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_522 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_523 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %482 = "tf.TensorStridedSliceUpdate"(%480, %cst_521, %cst_522, %cst_523, %481) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_524 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %483 = "tf.Reshape"(%195, %cst_524) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_525 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_526 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_527 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %484 = "tf.TensorStridedSliceUpdate"(%482, %cst_525, %cst_526, %cst_527, %483) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_528 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %485 = "tf.Reshape"(%196, %cst_528) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_529 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_530 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_531 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %486 = "tf.TensorStridedSliceUpdate"(%484, %cst_529, %cst_530, %cst_531, %485) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_532 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %487 = "tf.Reshape"(%197, %cst_532) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_533 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_534 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_535 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %488 = "tf.TensorStridedSliceUpdate"(%486, %cst_533, %cst_534, %cst_535, %487) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_536 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %489 = "tf.Reshape"(%198, %cst_536) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_537 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_538 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_539 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %490 = "tf.TensorStridedSliceUpdate"(%488, %cst_537, %cst_538, %cst_539, %489) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_540 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %491 = "tf.Reshape"(%199, %cst_540) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_541 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_542 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_543 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %492 = "tf.TensorStridedSliceUpdate"(%490, %cst_541, %cst_542, %cst_543, %491) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_544 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %493 = "tf.Reshape"(%200, %cst_544) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_545 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_546 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_547 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %494 = "tf.TensorStridedSliceUpdate"(%492, %cst_545, %cst_546, %cst_547, %493) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_548 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %495 = "tf.Reshape"(%210, %cst_548) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_549 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_550 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_551 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %496 = "tf.TensorStridedSliceUpdate"(%494, %cst_549, %cst_550, %cst_551, %495) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_552 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %497 = "tf.Reshape"(%211, %cst_552) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_553 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_554 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_555 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %498 = "tf.TensorStridedSliceUpdate"(%496, %cst_553, %cst_554, %cst_555, %497) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_556 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %499 = "tf.Reshape"(%212, %cst_556) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_557 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_558 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_559 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %500 = "tf.TensorStridedSliceUpdate"(%498, %cst_557, %cst_558, %cst_559, %499) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
      %cst_560 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %501 = "tf.Reshape"(%213, %cst_560) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_561 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_562 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_563 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %502 = "tf.TensorStridedSliceUpdate"(%500, %cst_561, %cst_562, %cst_563, %501) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
      %cst_564 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %503 = "tf.Reshape"(%340, %cst_564) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_565 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_566 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_567 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %504 = "tf.TensorStridedSliceUpdate"(%502, %cst_565, %cst_566, %cst_567, %503) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_568 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %505 = "tf.Reshape"(%350, %cst_568) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_569 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_570 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_571 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %506 = "tf.TensorStridedSliceUpdate"(%504, %cst_569, %cst_570, %cst_571, %505) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_572 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %507 = "tf.Reshape"(%360, %cst_572) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_573 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_574 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_575 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %508 = "tf.TensorStridedSliceUpdate"(%506, %cst_573, %cst_574, %cst_575, %507) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_576 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %509 = "tf.Reshape"(%379, %cst_576) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_577 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_578 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_579 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %510 = "tf.TensorStridedSliceUpdate"(%508, %cst_577, %cst_578, %cst_579, %509) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_580 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %511 = "tf.Reshape"(%389, %cst_580) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_581 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_582 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_583 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %512 = "tf.TensorStridedSliceUpdate"(%510, %cst_581, %cst_582, %cst_583, %511) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_584 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %513 = "tf.Reshape"(%390, %cst_584) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_585 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_586 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_587 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %514 = "tf.TensorStridedSliceUpdate"(%512, %cst_585, %cst_586, %cst_587, %513) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_588 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %515 = "tf.Reshape"(%391, %cst_588) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_589 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_590 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_591 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %516 = "tf.TensorStridedSliceUpdate"(%514, %cst_589, %cst_590, %cst_591, %515) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_592 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %517 = "tf.Reshape"(%392, %cst_592) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_593 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_594 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_595 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %518 = "tf.TensorStridedSliceUpdate"(%516, %cst_593, %cst_594, %cst_595, %517) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_596 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %519 = "tf.Reshape"(%393, %cst_596) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_597 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_598 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_599 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %520 = "tf.TensorStridedSliceUpdate"(%518, %cst_597, %cst_598, %cst_599, %519) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_600 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %521 = "tf.Reshape"(%394, %cst_600) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_601 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_602 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_603 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %522 = "tf.TensorStridedSliceUpdate"(%520, %cst_601, %cst_602, %cst_603, %521) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_604 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %523 = "tf.Reshape"(%395, %cst_604) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_605 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_606 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_607 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %524 = "tf.TensorStridedSliceUpdate"(%522, %cst_605, %cst_606, %cst_607, %523) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_608 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %525 = "tf.Reshape"(%405, %cst_608) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_609 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_610 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_611 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %526 = "tf.TensorStridedSliceUpdate"(%524, %cst_609, %cst_610, %cst_611, %525) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_612 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %527 = "tf.Reshape"(%406, %cst_612) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_613 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_614 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_615 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %528 = "tf.TensorStridedSliceUpdate"(%526, %cst_613, %cst_614, %cst_615, %527) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_616 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %529 = "tf.Reshape"(%407, %cst_616) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_617 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_618 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_619 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %530 = "tf.TensorStridedSliceUpdate"(%528, %cst_617, %cst_618, %cst_619, %529) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_620 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %531 = "tf.Reshape"(%408, %cst_620) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_621 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_622 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_623 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %532 = "tf.TensorStridedSliceUpdate"(%530, %cst_621, %cst_622, %cst_623, %531) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_624 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %533 = "tf.Reshape"(%409, %cst_624) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_625 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_626 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_627 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %534 = "tf.TensorStridedSliceUpdate"(%532, %cst_625, %cst_626, %cst_627, %533) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_628 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %535 = "tf.Reshape"(%410, %cst_628) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_629 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_630 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_631 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %536 = "tf.TensorStridedSliceUpdate"(%534, %cst_629, %cst_630, %cst_631, %535) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_632 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %537 = "tf.Reshape"(%411, %cst_632) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_633 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_634 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_635 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %538 = "tf.TensorStridedSliceUpdate"(%536, %cst_633, %cst_634, %cst_635, %537) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_636 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %539 = "tf.Reshape"(%412, %cst_636) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_637 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_638 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_639 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %540 = "tf.TensorStridedSliceUpdate"(%538, %cst_637, %cst_638, %cst_639, %539) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_640 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %541 = "tf.Reshape"(%413, %cst_640) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_641 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_642 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_643 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %542 = "tf.TensorStridedSliceUpdate"(%540, %cst_641, %cst_642, %cst_643, %541) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_644 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %543 = "tf.Reshape"(%414, %cst_644) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_645 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_646 = "tf.Const"() <{value = dense<39937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_647 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %544 = "tf.TensorStridedSliceUpdate"(%542, %cst_645, %cst_646, %cst_647, %543) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
      %cst_648 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %545 = "tf.Reshape"(%arg0, %cst_648) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_649 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %546 = "tf.Sub"(%545, %cst_649) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_650 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_651 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %547 = "tf.Slice"(%cst_650, %546, %cst_651) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_652 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %548 = "tf.Reshape"(%547, %cst_652) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_653 = "tf.Const"() <{value = dense<39> : tensor<i32>}> : () -> tensor<i32>
      %cst_654 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %549 = "tf.CollectiveReduceV2"(%544, %cst_654, %548, %cst_653) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<40960xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<40960xf32>
      %cst_655 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_656 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %550 = "tf.Slice"(%549, %cst_655, %cst_656) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_657 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %551 = "tf.Reshape"(%550, %cst_657) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_658 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_659 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %552 = "tf.Slice"(%549, %cst_658, %cst_659) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_660 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %553 = "tf.Reshape"(%552, %cst_660) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_661 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_662 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %554 = "tf.Slice"(%549, %cst_661, %cst_662) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_663 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %555 = "tf.Reshape"(%554, %cst_663) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_664 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_665 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %556 = "tf.Slice"(%549, %cst_664, %cst_665) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_666 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %557 = "tf.Reshape"(%556, %cst_666) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_667 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_668 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %558 = "tf.Slice"(%549, %cst_667, %cst_668) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_669 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %559 = "tf.Reshape"(%558, %cst_669) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_670 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_671 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %560 = "tf.Slice"(%549, %cst_670, %cst_671) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_672 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %561 = "tf.Reshape"(%560, %cst_672) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_673 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_674 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %562 = "tf.Slice"(%549, %cst_673, %cst_674) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_675 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %563 = "tf.Reshape"(%562, %cst_675) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_676 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_677 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %564 = "tf.Slice"(%549, %cst_676, %cst_677) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_678 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %565 = "tf.Reshape"(%564, %cst_678) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_679 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_680 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %566 = "tf.Slice"(%549, %cst_679, %cst_680) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xf32>
      %cst_681 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %567 = "tf.Reshape"(%566, %cst_681) : (tensor<1xf32>, tensor<0xi32>) -> tensor<f32>
      %cst_682 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_683 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %568 = "tf.Slice"(%549, %cst_682, %cst_683) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_684 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %569 = "tf.Reshape"(%568, %cst_684) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_685 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_686 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %570 = "tf.Slice"(%549, %cst_685, %cst_686) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_687 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %571 = "tf.Reshape"(%570, %cst_687) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_688 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_689 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %572 = "tf.Slice"(%549, %cst_688, %cst_689) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_690 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %573 = "tf.Reshape"(%572, %cst_690) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_691 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_692 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %574 = "tf.Slice"(%549, %cst_691, %cst_692) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_693 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %575 = "tf.Reshape"(%574, %cst_693) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_694 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_695 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %576 = "tf.Slice"(%549, %cst_694, %cst_695) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_696 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %577 = "tf.Reshape"(%576, %cst_696) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_697 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_698 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %578 = "tf.Slice"(%549, %cst_697, %cst_698) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_699 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %579 = "tf.Reshape"(%578, %cst_699) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_700 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_701 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %580 = "tf.Slice"(%549, %cst_700, %cst_701) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_702 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %581 = "tf.Reshape"(%580, %cst_702) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_703 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_704 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %582 = "tf.Slice"(%549, %cst_703, %cst_704) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_705 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %583 = "tf.Reshape"(%582, %cst_705) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_706 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_707 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %584 = "tf.Slice"(%549, %cst_706, %cst_707) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_708 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %585 = "tf.Reshape"(%584, %cst_708) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_709 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_710 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %586 = "tf.Slice"(%549, %cst_709, %cst_710) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_711 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %587 = "tf.Reshape"(%586, %cst_711) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_712 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_713 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %588 = "tf.Slice"(%549, %cst_712, %cst_713) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_714 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %589 = "tf.Reshape"(%588, %cst_714) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_715 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_716 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %590 = "tf.Slice"(%549, %cst_715, %cst_716) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_717 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %591 = "tf.Reshape"(%590, %cst_717) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_718 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_719 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %592 = "tf.Slice"(%549, %cst_718, %cst_719) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_720 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %593 = "tf.Reshape"(%592, %cst_720) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_721 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_722 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %594 = "tf.Slice"(%549, %cst_721, %cst_722) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_723 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %595 = "tf.Reshape"(%594, %cst_723) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_724 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_725 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %596 = "tf.Slice"(%549, %cst_724, %cst_725) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_726 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %597 = "tf.Reshape"(%596, %cst_726) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_727 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_728 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %598 = "tf.Slice"(%549, %cst_727, %cst_728) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_729 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %599 = "tf.Reshape"(%598, %cst_729) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_730 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_731 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %600 = "tf.Slice"(%549, %cst_730, %cst_731) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_732 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %601 = "tf.Reshape"(%600, %cst_732) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_733 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_734 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %602 = "tf.Slice"(%549, %cst_733, %cst_734) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_735 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %603 = "tf.Reshape"(%602, %cst_735) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_736 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_737 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %604 = "tf.Slice"(%549, %cst_736, %cst_737) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_738 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %605 = "tf.Reshape"(%604, %cst_738) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_739 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_740 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %606 = "tf.Slice"(%549, %cst_739, %cst_740) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_741 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %607 = "tf.Reshape"(%606, %cst_741) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_742 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_743 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %608 = "tf.Slice"(%549, %cst_742, %cst_743) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_744 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %609 = "tf.Reshape"(%608, %cst_744) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_745 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_746 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %610 = "tf.Slice"(%549, %cst_745, %cst_746) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_747 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %611 = "tf.Reshape"(%610, %cst_747) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_748 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_749 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %612 = "tf.Slice"(%549, %cst_748, %cst_749) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_750 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %613 = "tf.Reshape"(%612, %cst_750) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_751 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_752 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %614 = "tf.Slice"(%549, %cst_751, %cst_752) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_753 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %615 = "tf.Reshape"(%614, %cst_753) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_754 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_755 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %616 = "tf.Slice"(%549, %cst_754, %cst_755) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_756 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %617 = "tf.Reshape"(%616, %cst_756) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_757 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_758 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %618 = "tf.Slice"(%549, %cst_757, %cst_758) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_759 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %619 = "tf.Reshape"(%618, %cst_759) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_760 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_761 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %620 = "tf.Slice"(%549, %cst_760, %cst_761) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_762 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %621 = "tf.Reshape"(%620, %cst_762) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_763 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_764 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %622 = "tf.Slice"(%549, %cst_763, %cst_764) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_765 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %623 = "tf.Reshape"(%622, %cst_765) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_766 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_767 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %624 = "tf.Slice"(%549, %cst_766, %cst_767) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_768 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %625 = "tf.Reshape"(%624, %cst_768) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_769 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_770 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %626 = "tf.Slice"(%549, %cst_769, %cst_770) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_771 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %627 = "tf.Reshape"(%626, %cst_771) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_772 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_773 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %628 = "tf.Slice"(%549, %cst_772, %cst_773) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_774 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %629 = "tf.Reshape"(%628, %cst_774) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_775 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_776 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %630 = "tf.Slice"(%549, %cst_775, %cst_776) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_777 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %631 = "tf.Reshape"(%630, %cst_777) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_778 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_779 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %632 = "tf.Slice"(%549, %cst_778, %cst_779) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_780 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %633 = "tf.Reshape"(%632, %cst_780) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %cst_781 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_782 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %634 = "tf.Slice"(%549, %cst_781, %cst_782) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_783 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %635 = "tf.Reshape"(%634, %cst_783) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %cst_784 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_785 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %636 = "tf.Slice"(%549, %cst_784, %cst_785) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_786 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %637 = "tf.Reshape"(%636, %cst_786) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_787 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_788 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %638 = "tf.Slice"(%549, %cst_787, %cst_788) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_789 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %639 = "tf.Reshape"(%638, %cst_789) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_790 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_791 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %640 = "tf.Slice"(%549, %cst_790, %cst_791) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_792 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %641 = "tf.Reshape"(%640, %cst_792) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_793 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_794 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %642 = "tf.Slice"(%549, %cst_793, %cst_794) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_795 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %643 = "tf.Reshape"(%642, %cst_795) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_796 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_797 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %644 = "tf.Slice"(%549, %cst_796, %cst_797) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_798 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %645 = "tf.Reshape"(%644, %cst_798) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_799 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_800 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %646 = "tf.Slice"(%549, %cst_799, %cst_800) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_801 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %647 = "tf.Reshape"(%646, %cst_801) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_802 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_803 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %648 = "tf.Slice"(%549, %cst_802, %cst_803) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_804 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %649 = "tf.Reshape"(%648, %cst_804) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_805 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_806 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %650 = "tf.Slice"(%549, %cst_805, %cst_806) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_807 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %651 = "tf.Reshape"(%650, %cst_807) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_808 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_809 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %652 = "tf.Slice"(%549, %cst_808, %cst_809) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_810 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %653 = "tf.Reshape"(%652, %cst_810) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_811 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_812 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %654 = "tf.Slice"(%549, %cst_811, %cst_812) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_813 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %655 = "tf.Reshape"(%654, %cst_813) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_814 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_815 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %656 = "tf.Slice"(%549, %cst_814, %cst_815) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_816 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %657 = "tf.Reshape"(%656, %cst_816) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_817 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_818 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %658 = "tf.Slice"(%549, %cst_817, %cst_818) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_819 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %659 = "tf.Reshape"(%658, %cst_819) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_820 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_821 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %660 = "tf.Slice"(%549, %cst_820, %cst_821) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_822 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %661 = "tf.Reshape"(%660, %cst_822) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_823 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_824 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %662 = "tf.Slice"(%549, %cst_823, %cst_824) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_825 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %663 = "tf.Reshape"(%662, %cst_825) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_826 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_827 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %664 = "tf.Slice"(%549, %cst_826, %cst_827) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_828 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %665 = "tf.Reshape"(%664, %cst_828) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_829 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_830 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %666 = "tf.Slice"(%549, %cst_829, %cst_830) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_831 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %667 = "tf.Reshape"(%666, %cst_831) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_832 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_833 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %668 = "tf.Slice"(%549, %cst_832, %cst_833) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_834 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %669 = "tf.Reshape"(%668, %cst_834) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_835 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_836 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %670 = "tf.Slice"(%549, %cst_835, %cst_836) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_837 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %671 = "tf.Reshape"(%670, %cst_837) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_838 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_839 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %672 = "tf.Slice"(%549, %cst_838, %cst_839) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_840 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %673 = "tf.Reshape"(%672, %cst_840) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_841 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_842 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %674 = "tf.Slice"(%549, %cst_841, %cst_842) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_843 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %675 = "tf.Reshape"(%674, %cst_843) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_844 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_845 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %676 = "tf.Slice"(%549, %cst_844, %cst_845) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_846 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %677 = "tf.Reshape"(%676, %cst_846) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %678 = "tf.Sum"(%arg6, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_847 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_848 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %679 = "tf.Reshape"(%arg0, %cst_848) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_849 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %680 = "tf.Sub"(%679, %cst_849) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_850 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_851 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %681 = "tf.Slice"(%cst_850, %680, %cst_851) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_852 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %682 = "tf.Reshape"(%681, %cst_852) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_853 = "tf.Const"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
      %cst_854 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %683 = "tf.CollectiveReduceV2"(%678, %cst_854, %682, %cst_853) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_855 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_856 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %684 = "tf.MatMul"(%2, %cst_856) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %685 = "tf.Squeeze"(%684) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %686 = "tf.Slice"(%683, %685, %cst_855) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %687 = "tf.Sum"(%arg51, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_857 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_858 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %688 = "tf.Reshape"(%arg0, %cst_858) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_859 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %689 = "tf.Sub"(%688, %cst_859) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_860 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_861 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %690 = "tf.Slice"(%cst_860, %689, %cst_861) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_862 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %691 = "tf.Reshape"(%690, %cst_862) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_863 = "tf.Const"() <{value = dense<41> : tensor<i32>}> : () -> tensor<i32>
      %cst_864 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %692 = "tf.CollectiveReduceV2"(%687, %cst_864, %691, %cst_863) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
      %cst_865 = "tf.Const"() <{value = dense<4096> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_866 = "tf.Const"() <{value = dense<4096> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %693 = "tf.MatMul"(%2, %cst_866) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %694 = "tf.Squeeze"(%693) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %695 = "tf.Slice"(%692, %694, %cst_865) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4096xf32>
      %696 = "tf.Sum"(%arg52, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      %cst_867 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_868 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %697 = "tf.Reshape"(%arg0, %cst_868) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_869 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %698 = "tf.Sub"(%697, %cst_869) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_870 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_871 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %699 = "tf.Slice"(%cst_870, %698, %cst_871) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_872 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %700 = "tf.Reshape"(%699, %cst_872) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_873 = "tf.Const"() <{value = dense<42> : tensor<i32>}> : () -> tensor<i32>
      %cst_874 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %701 = "tf.CollectiveReduceV2"(%696, %cst_874, %700, %cst_873) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
      %cst_875 = "tf.Const"() <{value = dense<[256, 4096]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_876 = "tf.Const"() <{value = dense<[[0, 4096]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %702 = "tf.MatMul"(%2, %cst_876) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %703 = "tf.Squeeze"(%702) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %704 = "tf.Slice"(%701, %703, %cst_875) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x4096xf32>
      %705 = "tf.Sum"(%arg53, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_877 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_878 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %706 = "tf.Reshape"(%arg0, %cst_878) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_879 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %707 = "tf.Sub"(%706, %cst_879) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_880 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_881 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %708 = "tf.Slice"(%cst_880, %707, %cst_881) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_882 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %709 = "tf.Reshape"(%708, %cst_882) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_883 = "tf.Const"() <{value = dense<43> : tensor<i32>}> : () -> tensor<i32>
      %cst_884 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %710 = "tf.CollectiveReduceV2"(%705, %cst_884, %709, %cst_883) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_885 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_886 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %711 = "tf.MatMul"(%2, %cst_886) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %712 = "tf.Squeeze"(%711) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %713 = "tf.Slice"(%710, %712, %cst_885) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %714 = "tf.Sum"(%arg54, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_887 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_888 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %715 = "tf.Reshape"(%arg0, %cst_888) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_889 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %716 = "tf.Sub"(%715, %cst_889) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_890 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_891 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %717 = "tf.Slice"(%cst_890, %716, %cst_891) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_892 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %718 = "tf.Reshape"(%717, %cst_892) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_893 = "tf.Const"() <{value = dense<44> : tensor<i32>}> : () -> tensor<i32>
      %cst_894 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %719 = "tf.CollectiveReduceV2"(%714, %cst_894, %718, %cst_893) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_895 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_896 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %720 = "tf.MatMul"(%2, %cst_896) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %721 = "tf.Squeeze"(%720) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %722 = "tf.Slice"(%719, %721, %cst_895) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %723 = "tf.Sum"(%arg55, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_897 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_898 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %724 = "tf.Reshape"(%arg0, %cst_898) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_899 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %725 = "tf.Sub"(%724, %cst_899) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_900 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_901 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %726 = "tf.Slice"(%cst_900, %725, %cst_901) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_902 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %727 = "tf.Reshape"(%726, %cst_902) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_903 = "tf.Const"() <{value = dense<45> : tensor<i32>}> : () -> tensor<i32>
      %cst_904 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %728 = "tf.CollectiveReduceV2"(%723, %cst_904, %727, %cst_903) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_905 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_906 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %729 = "tf.MatMul"(%2, %cst_906) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %730 = "tf.Squeeze"(%729) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %731 = "tf.Slice"(%728, %730, %cst_905) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %732 = "tf.Sum"(%arg56, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_907 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_908 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %733 = "tf.Reshape"(%arg0, %cst_908) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_909 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %734 = "tf.Sub"(%733, %cst_909) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_910 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_911 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %735 = "tf.Slice"(%cst_910, %734, %cst_911) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_912 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %736 = "tf.Reshape"(%735, %cst_912) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_913 = "tf.Const"() <{value = dense<46> : tensor<i32>}> : () -> tensor<i32>
      %cst_914 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %737 = "tf.CollectiveReduceV2"(%732, %cst_914, %736, %cst_913) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_915 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_916 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %738 = "tf.MatMul"(%2, %cst_916) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %739 = "tf.Squeeze"(%738) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %740 = "tf.Slice"(%737, %739, %cst_915) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %741 = "tf.Sum"(%arg57, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_917 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_918 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %742 = "tf.Reshape"(%arg0, %cst_918) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_919 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %743 = "tf.Sub"(%742, %cst_919) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_920 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_921 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %744 = "tf.Slice"(%cst_920, %743, %cst_921) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_922 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %745 = "tf.Reshape"(%744, %cst_922) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_923 = "tf.Const"() <{value = dense<47> : tensor<i32>}> : () -> tensor<i32>
      %cst_924 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %746 = "tf.CollectiveReduceV2"(%741, %cst_924, %745, %cst_923) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_925 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_926 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %747 = "tf.MatMul"(%2, %cst_926) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %748 = "tf.Squeeze"(%747) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %749 = "tf.Slice"(%746, %748, %cst_925) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %750 = "tf.Sum"(%arg58, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_927 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_928 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %751 = "tf.Reshape"(%arg0, %cst_928) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_929 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %752 = "tf.Sub"(%751, %cst_929) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_930 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_931 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %753 = "tf.Slice"(%cst_930, %752, %cst_931) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_932 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %754 = "tf.Reshape"(%753, %cst_932) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_933 = "tf.Const"() <{value = dense<48> : tensor<i32>}> : () -> tensor<i32>
      %cst_934 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %755 = "tf.CollectiveReduceV2"(%750, %cst_934, %754, %cst_933) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_935 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_936 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %756 = "tf.MatMul"(%2, %cst_936) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %757 = "tf.Squeeze"(%756) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %758 = "tf.Slice"(%755, %757, %cst_935) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %759 = "tf.Sum"(%arg59, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_937 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_938 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %760 = "tf.Reshape"(%arg0, %cst_938) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_939 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %761 = "tf.Sub"(%760, %cst_939) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_940 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_941 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %762 = "tf.Slice"(%cst_940, %761, %cst_941) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_942 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %763 = "tf.Reshape"(%762, %cst_942) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_943 = "tf.Const"() <{value = dense<49> : tensor<i32>}> : () -> tensor<i32>
      %cst_944 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %764 = "tf.CollectiveReduceV2"(%759, %cst_944, %763, %cst_943) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_945 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_946 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %765 = "tf.MatMul"(%2, %cst_946) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %766 = "tf.Squeeze"(%765) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %767 = "tf.Slice"(%764, %766, %cst_945) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %768 = "tf.Sum"(%arg60, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_947 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_948 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %769 = "tf.Reshape"(%arg0, %cst_948) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_949 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %770 = "tf.Sub"(%769, %cst_949) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_950 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_951 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %771 = "tf.Slice"(%cst_950, %770, %cst_951) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_952 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %772 = "tf.Reshape"(%771, %cst_952) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_953 = "tf.Const"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
      %cst_954 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %773 = "tf.CollectiveReduceV2"(%768, %cst_954, %772, %cst_953) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_955 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_956 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %774 = "tf.MatMul"(%2, %cst_956) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %775 = "tf.Squeeze"(%774) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %776 = "tf.Slice"(%773, %775, %cst_955) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %777 = "tf.Sum"(%arg7, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_957 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_958 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %778 = "tf.Reshape"(%arg0, %cst_958) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_959 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %779 = "tf.Sub"(%778, %cst_959) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_960 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_961 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %780 = "tf.Slice"(%cst_960, %779, %cst_961) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_962 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %781 = "tf.Reshape"(%780, %cst_962) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_963 = "tf.Const"() <{value = dense<51> : tensor<i32>}> : () -> tensor<i32>
      %cst_964 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %782 = "tf.CollectiveReduceV2"(%777, %cst_964, %781, %cst_963) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_965 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_966 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %783 = "tf.MatMul"(%2, %cst_966) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %784 = "tf.Squeeze"(%783) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %785 = "tf.Slice"(%782, %784, %cst_965) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %786 = "tf.Sum"(%arg61, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_967 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_968 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %787 = "tf.Reshape"(%arg0, %cst_968) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_969 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %788 = "tf.Sub"(%787, %cst_969) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_970 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_971 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %789 = "tf.Slice"(%cst_970, %788, %cst_971) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_972 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %790 = "tf.Reshape"(%789, %cst_972) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_973 = "tf.Const"() <{value = dense<52> : tensor<i32>}> : () -> tensor<i32>
      %cst_974 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %791 = "tf.CollectiveReduceV2"(%786, %cst_974, %790, %cst_973) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_975 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_976 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %792 = "tf.MatMul"(%2, %cst_976) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %793 = "tf.Squeeze"(%792) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %794 = "tf.Slice"(%791, %793, %cst_975) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %795 = "tf.Sum"(%arg62, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_977 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_978 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %796 = "tf.Reshape"(%arg0, %cst_978) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_979 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %797 = "tf.Sub"(%796, %cst_979) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_980 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_981 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %798 = "tf.Slice"(%cst_980, %797, %cst_981) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_982 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %799 = "tf.Reshape"(%798, %cst_982) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_983 = "tf.Const"() <{value = dense<53> : tensor<i32>}> : () -> tensor<i32>
      %cst_984 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %800 = "tf.CollectiveReduceV2"(%795, %cst_984, %799, %cst_983) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_985 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_986 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %801 = "tf.MatMul"(%2, %cst_986) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %802 = "tf.Squeeze"(%801) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %803 = "tf.Slice"(%800, %802, %cst_985) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %804 = "tf.Sum"(%arg63, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_987 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_988 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %805 = "tf.Reshape"(%arg0, %cst_988) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_989 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %806 = "tf.Sub"(%805, %cst_989) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_990 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_991 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %807 = "tf.Slice"(%cst_990, %806, %cst_991) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_992 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %808 = "tf.Reshape"(%807, %cst_992) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_993 = "tf.Const"() <{value = dense<54> : tensor<i32>}> : () -> tensor<i32>
      %cst_994 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %809 = "tf.CollectiveReduceV2"(%804, %cst_994, %808, %cst_993) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_995 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_996 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %810 = "tf.MatMul"(%2, %cst_996) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %811 = "tf.Squeeze"(%810) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %812 = "tf.Slice"(%809, %811, %cst_995) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %813 = "tf.Sum"(%arg64, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_997 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_998 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %814 = "tf.Reshape"(%arg0, %cst_998) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_999 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %815 = "tf.Sub"(%814, %cst_999) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1000 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1001 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %816 = "tf.Slice"(%cst_1000, %815, %cst_1001) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1002 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %817 = "tf.Reshape"(%816, %cst_1002) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1003 = "tf.Const"() <{value = dense<55> : tensor<i32>}> : () -> tensor<i32>
      %cst_1004 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %818 = "tf.CollectiveReduceV2"(%813, %cst_1004, %817, %cst_1003) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1005 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1006 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %819 = "tf.MatMul"(%2, %cst_1006) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %820 = "tf.Squeeze"(%819) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %821 = "tf.Slice"(%818, %820, %cst_1005) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %822 = "tf.Sum"(%arg65, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1007 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1008 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %823 = "tf.Reshape"(%arg0, %cst_1008) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1009 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %824 = "tf.Sub"(%823, %cst_1009) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1010 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1011 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %825 = "tf.Slice"(%cst_1010, %824, %cst_1011) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1012 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %826 = "tf.Reshape"(%825, %cst_1012) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1013 = "tf.Const"() <{value = dense<56> : tensor<i32>}> : () -> tensor<i32>
      %cst_1014 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %827 = "tf.CollectiveReduceV2"(%822, %cst_1014, %826, %cst_1013) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1015 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1016 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %828 = "tf.MatMul"(%2, %cst_1016) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %829 = "tf.Squeeze"(%828) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %830 = "tf.Slice"(%827, %829, %cst_1015) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %831 = "tf.Sum"(%arg66, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1017 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1018 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %832 = "tf.Reshape"(%arg0, %cst_1018) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1019 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %833 = "tf.Sub"(%832, %cst_1019) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1020 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1021 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %834 = "tf.Slice"(%cst_1020, %833, %cst_1021) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1022 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %835 = "tf.Reshape"(%834, %cst_1022) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1023 = "tf.Const"() <{value = dense<57> : tensor<i32>}> : () -> tensor<i32>
      %cst_1024 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %836 = "tf.CollectiveReduceV2"(%831, %cst_1024, %835, %cst_1023) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1025 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1026 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %837 = "tf.MatMul"(%2, %cst_1026) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %838 = "tf.Squeeze"(%837) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %839 = "tf.Slice"(%836, %838, %cst_1025) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %840 = "tf.Sum"(%arg67, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1027 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1028 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %841 = "tf.Reshape"(%arg0, %cst_1028) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1029 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %842 = "tf.Sub"(%841, %cst_1029) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1030 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1031 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %843 = "tf.Slice"(%cst_1030, %842, %cst_1031) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1032 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %844 = "tf.Reshape"(%843, %cst_1032) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1033 = "tf.Const"() <{value = dense<58> : tensor<i32>}> : () -> tensor<i32>
      %cst_1034 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %845 = "tf.CollectiveReduceV2"(%840, %cst_1034, %844, %cst_1033) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1035 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1036 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %846 = "tf.MatMul"(%2, %cst_1036) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %847 = "tf.Squeeze"(%846) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %848 = "tf.Slice"(%845, %847, %cst_1035) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %849 = "tf.Sum"(%arg68, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1037 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1038 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %850 = "tf.Reshape"(%arg0, %cst_1038) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1039 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %851 = "tf.Sub"(%850, %cst_1039) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1040 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1041 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %852 = "tf.Slice"(%cst_1040, %851, %cst_1041) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1042 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %853 = "tf.Reshape"(%852, %cst_1042) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1043 = "tf.Const"() <{value = dense<59> : tensor<i32>}> : () -> tensor<i32>
      %cst_1044 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %854 = "tf.CollectiveReduceV2"(%849, %cst_1044, %853, %cst_1043) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1045 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1046 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %855 = "tf.MatMul"(%2, %cst_1046) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %856 = "tf.Squeeze"(%855) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %857 = "tf.Slice"(%854, %856, %cst_1045) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %858 = "tf.Sum"(%arg69, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1047 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1048 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %859 = "tf.Reshape"(%arg0, %cst_1048) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1049 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %860 = "tf.Sub"(%859, %cst_1049) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1050 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1051 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %861 = "tf.Slice"(%cst_1050, %860, %cst_1051) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1052 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %862 = "tf.Reshape"(%861, %cst_1052) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1053 = "tf.Const"() <{value = dense<60> : tensor<i32>}> : () -> tensor<i32>
      %cst_1054 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %863 = "tf.CollectiveReduceV2"(%858, %cst_1054, %862, %cst_1053) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_1055 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1056 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %864 = "tf.MatMul"(%2, %cst_1056) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %865 = "tf.Squeeze"(%864) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %866 = "tf.Slice"(%863, %865, %cst_1055) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %867 = "tf.Sum"(%arg70, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1057 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1058 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %868 = "tf.Reshape"(%arg0, %cst_1058) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1059 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %869 = "tf.Sub"(%868, %cst_1059) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1060 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1061 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %870 = "tf.Slice"(%cst_1060, %869, %cst_1061) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1062 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %871 = "tf.Reshape"(%870, %cst_1062) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1063 = "tf.Const"() <{value = dense<61> : tensor<i32>}> : () -> tensor<i32>
      %cst_1064 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %872 = "tf.CollectiveReduceV2"(%867, %cst_1064, %871, %cst_1063) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_1065 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1066 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %873 = "tf.MatMul"(%2, %cst_1066) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %874 = "tf.Squeeze"(%873) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %875 = "tf.Slice"(%872, %874, %cst_1065) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %876 = "tf.Sum"(%arg8, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1067 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1068 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %877 = "tf.Reshape"(%arg0, %cst_1068) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1069 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %878 = "tf.Sub"(%877, %cst_1069) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1070 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1071 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %879 = "tf.Slice"(%cst_1070, %878, %cst_1071) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1072 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %880 = "tf.Reshape"(%879, %cst_1072) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1073 = "tf.Const"() <{value = dense<62> : tensor<i32>}> : () -> tensor<i32>
      %cst_1074 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %881 = "tf.CollectiveReduceV2"(%876, %cst_1074, %880, %cst_1073) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1075 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1076 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %882 = "tf.MatMul"(%2, %cst_1076) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %883 = "tf.Squeeze"(%882) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %884 = "tf.Slice"(%881, %883, %cst_1075) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %885 = "tf.Sum"(%arg71, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1077 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1078 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %886 = "tf.Reshape"(%arg0, %cst_1078) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1079 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %887 = "tf.Sub"(%886, %cst_1079) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1080 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1081 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %888 = "tf.Slice"(%cst_1080, %887, %cst_1081) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1082 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %889 = "tf.Reshape"(%888, %cst_1082) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1083 = "tf.Const"() <{value = dense<63> : tensor<i32>}> : () -> tensor<i32>
      %cst_1084 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %890 = "tf.CollectiveReduceV2"(%885, %cst_1084, %889, %cst_1083) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1085 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1086 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %891 = "tf.MatMul"(%2, %cst_1086) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %892 = "tf.Squeeze"(%891) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %893 = "tf.Slice"(%890, %892, %cst_1085) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %894 = "tf.Sum"(%arg72, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1087 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1088 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %895 = "tf.Reshape"(%arg0, %cst_1088) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1089 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %896 = "tf.Sub"(%895, %cst_1089) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1090 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1091 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %897 = "tf.Slice"(%cst_1090, %896, %cst_1091) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1092 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %898 = "tf.Reshape"(%897, %cst_1092) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1093 = "tf.Const"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
      %cst_1094 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %899 = "tf.CollectiveReduceV2"(%894, %cst_1094, %898, %cst_1093) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1095 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1096 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %900 = "tf.MatMul"(%2, %cst_1096) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %901 = "tf.Squeeze"(%900) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %902 = "tf.Slice"(%899, %901, %cst_1095) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %903 = "tf.Sum"(%arg73, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1097 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1098 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %904 = "tf.Reshape"(%arg0, %cst_1098) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1099 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %905 = "tf.Sub"(%904, %cst_1099) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1100 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1101 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %906 = "tf.Slice"(%cst_1100, %905, %cst_1101) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1102 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %907 = "tf.Reshape"(%906, %cst_1102) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1103 = "tf.Const"() <{value = dense<65> : tensor<i32>}> : () -> tensor<i32>
      %cst_1104 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %908 = "tf.CollectiveReduceV2"(%903, %cst_1104, %907, %cst_1103) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1105 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1106 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %909 = "tf.MatMul"(%2, %cst_1106) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %910 = "tf.Squeeze"(%909) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %911 = "tf.Slice"(%908, %910, %cst_1105) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %912 = "tf.Sum"(%arg74, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1107 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1108 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %913 = "tf.Reshape"(%arg0, %cst_1108) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1109 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %914 = "tf.Sub"(%913, %cst_1109) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1110 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1111 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %915 = "tf.Slice"(%cst_1110, %914, %cst_1111) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1112 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %916 = "tf.Reshape"(%915, %cst_1112) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1113 = "tf.Const"() <{value = dense<66> : tensor<i32>}> : () -> tensor<i32>
      %cst_1114 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %917 = "tf.CollectiveReduceV2"(%912, %cst_1114, %916, %cst_1113) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1115 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1116 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %918 = "tf.MatMul"(%2, %cst_1116) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %919 = "tf.Squeeze"(%918) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %920 = "tf.Slice"(%917, %919, %cst_1115) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %921 = "tf.Sum"(%arg75, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1117 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1118 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %922 = "tf.Reshape"(%arg0, %cst_1118) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1119 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %923 = "tf.Sub"(%922, %cst_1119) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1120 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1121 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %924 = "tf.Slice"(%cst_1120, %923, %cst_1121) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1122 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %925 = "tf.Reshape"(%924, %cst_1122) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1123 = "tf.Const"() <{value = dense<67> : tensor<i32>}> : () -> tensor<i32>
      %cst_1124 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %926 = "tf.CollectiveReduceV2"(%921, %cst_1124, %925, %cst_1123) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1125 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1126 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %927 = "tf.MatMul"(%2, %cst_1126) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %928 = "tf.Squeeze"(%927) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %929 = "tf.Slice"(%926, %928, %cst_1125) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %930 = "tf.Sum"(%arg76, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1127 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1128 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %931 = "tf.Reshape"(%arg0, %cst_1128) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1129 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %932 = "tf.Sub"(%931, %cst_1129) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1130 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1131 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %933 = "tf.Slice"(%cst_1130, %932, %cst_1131) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1132 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %934 = "tf.Reshape"(%933, %cst_1132) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1133 = "tf.Const"() <{value = dense<68> : tensor<i32>}> : () -> tensor<i32>
      %cst_1134 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %935 = "tf.CollectiveReduceV2"(%930, %cst_1134, %934, %cst_1133) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1135 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1136 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %936 = "tf.MatMul"(%2, %cst_1136) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %937 = "tf.Squeeze"(%936) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %938 = "tf.Slice"(%935, %937, %cst_1135) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %939 = "tf.Sum"(%arg77, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1137 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1138 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %940 = "tf.Reshape"(%arg0, %cst_1138) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1139 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %941 = "tf.Sub"(%940, %cst_1139) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1140 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1141 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %942 = "tf.Slice"(%cst_1140, %941, %cst_1141) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1142 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %943 = "tf.Reshape"(%942, %cst_1142) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1143 = "tf.Const"() <{value = dense<69> : tensor<i32>}> : () -> tensor<i32>
      %cst_1144 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %944 = "tf.CollectiveReduceV2"(%939, %cst_1144, %943, %cst_1143) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_1145 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1146 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %945 = "tf.MatMul"(%2, %cst_1146) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %946 = "tf.Squeeze"(%945) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %947 = "tf.Slice"(%944, %946, %cst_1145) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %948 = "tf.Sum"(%arg78, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1147 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1148 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %949 = "tf.Reshape"(%arg0, %cst_1148) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1149 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %950 = "tf.Sub"(%949, %cst_1149) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1150 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1151 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %951 = "tf.Slice"(%cst_1150, %950, %cst_1151) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1152 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %952 = "tf.Reshape"(%951, %cst_1152) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1153 = "tf.Const"() <{value = dense<70> : tensor<i32>}> : () -> tensor<i32>
      %cst_1154 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %953 = "tf.CollectiveReduceV2"(%948, %cst_1154, %952, %cst_1153) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_1155 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1156 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %954 = "tf.MatMul"(%2, %cst_1156) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %955 = "tf.Squeeze"(%954) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %956 = "tf.Slice"(%953, %955, %cst_1155) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %957 = "tf.Sum"(%arg79, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1157 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1158 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %958 = "tf.Reshape"(%arg0, %cst_1158) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1159 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %959 = "tf.Sub"(%958, %cst_1159) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1160 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1161 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %960 = "tf.Slice"(%cst_1160, %959, %cst_1161) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1162 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %961 = "tf.Reshape"(%960, %cst_1162) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1163 = "tf.Const"() <{value = dense<71> : tensor<i32>}> : () -> tensor<i32>
      %cst_1164 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %962 = "tf.CollectiveReduceV2"(%957, %cst_1164, %961, %cst_1163) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1165 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1166 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %963 = "tf.MatMul"(%2, %cst_1166) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %964 = "tf.Squeeze"(%963) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %965 = "tf.Slice"(%962, %964, %cst_1165) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %966 = "tf.Sum"(%arg80, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1167 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1168 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %967 = "tf.Reshape"(%arg0, %cst_1168) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1169 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %968 = "tf.Sub"(%967, %cst_1169) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1170 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1171 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %969 = "tf.Slice"(%cst_1170, %968, %cst_1171) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1172 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %970 = "tf.Reshape"(%969, %cst_1172) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1173 = "tf.Const"() <{value = dense<72> : tensor<i32>}> : () -> tensor<i32>
      %cst_1174 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %971 = "tf.CollectiveReduceV2"(%966, %cst_1174, %970, %cst_1173) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1175 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1176 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %972 = "tf.MatMul"(%2, %cst_1176) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %973 = "tf.Squeeze"(%972) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %974 = "tf.Slice"(%971, %973, %cst_1175) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %975 = "tf.Sum"(%arg9, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1177 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1178 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %976 = "tf.Reshape"(%arg0, %cst_1178) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1179 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %977 = "tf.Sub"(%976, %cst_1179) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1180 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1181 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %978 = "tf.Slice"(%cst_1180, %977, %cst_1181) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1182 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %979 = "tf.Reshape"(%978, %cst_1182) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1183 = "tf.Const"() <{value = dense<73> : tensor<i32>}> : () -> tensor<i32>
      %cst_1184 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %980 = "tf.CollectiveReduceV2"(%975, %cst_1184, %979, %cst_1183) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %cst_1185 = "tf.Const"() <{value = dense<[2, 32, 256]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1186 = "tf.Const"() <{value = dense<[[2, 0, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %981 = "tf.MatMul"(%2, %cst_1186) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %982 = "tf.Squeeze"(%981) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %983 = "tf.Slice"(%980, %982, %cst_1185) {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x32x256xf32>
      %984 = "tf.Sum"(%arg81, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1187 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1188 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %985 = "tf.Reshape"(%arg0, %cst_1188) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1189 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %986 = "tf.Sub"(%985, %cst_1189) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1190 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1191 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %987 = "tf.Slice"(%cst_1190, %986, %cst_1191) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1192 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %988 = "tf.Reshape"(%987, %cst_1192) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1193 = "tf.Const"() <{value = dense<74> : tensor<i32>}> : () -> tensor<i32>
      %cst_1194 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %989 = "tf.CollectiveReduceV2"(%984, %cst_1194, %988, %cst_1193) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1195 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1196 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %990 = "tf.MatMul"(%2, %cst_1196) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %991 = "tf.Squeeze"(%990) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %992 = "tf.Slice"(%989, %991, %cst_1195) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %993 = "tf.Sum"(%arg82, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1197 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1198 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %994 = "tf.Reshape"(%arg0, %cst_1198) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1199 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %995 = "tf.Sub"(%994, %cst_1199) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1200 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1201 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %996 = "tf.Slice"(%cst_1200, %995, %cst_1201) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1202 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %997 = "tf.Reshape"(%996, %cst_1202) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1203 = "tf.Const"() <{value = dense<75> : tensor<i32>}> : () -> tensor<i32>
      %cst_1204 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %998 = "tf.CollectiveReduceV2"(%993, %cst_1204, %997, %cst_1203) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1205 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1206 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %999 = "tf.MatMul"(%2, %cst_1206) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %1000 = "tf.Squeeze"(%999) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %1001 = "tf.Slice"(%998, %1000, %cst_1205) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %1002 = "tf.Sum"(%arg83, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1207 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1208 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1003 = "tf.Reshape"(%arg0, %cst_1208) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1209 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1004 = "tf.Sub"(%1003, %cst_1209) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1210 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1211 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1005 = "tf.Slice"(%cst_1210, %1004, %cst_1211) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1212 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1006 = "tf.Reshape"(%1005, %cst_1212) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1213 = "tf.Const"() <{value = dense<76> : tensor<i32>}> : () -> tensor<i32>
      %cst_1214 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1007 = "tf.CollectiveReduceV2"(%1002, %cst_1214, %1006, %cst_1213) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1215 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1216 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %1008 = "tf.MatMul"(%2, %cst_1216) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %1009 = "tf.Squeeze"(%1008) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %1010 = "tf.Slice"(%1007, %1009, %cst_1215) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %1011 = "tf.Sum"(%arg84, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1217 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1218 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1012 = "tf.Reshape"(%arg0, %cst_1218) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1219 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1013 = "tf.Sub"(%1012, %cst_1219) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1220 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1221 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1014 = "tf.Slice"(%cst_1220, %1013, %cst_1221) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1222 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1015 = "tf.Reshape"(%1014, %cst_1222) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1223 = "tf.Const"() <{value = dense<77> : tensor<i32>}> : () -> tensor<i32>
      %cst_1224 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1016 = "tf.CollectiveReduceV2"(%1011, %cst_1224, %1015, %cst_1223) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1225 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1226 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %1017 = "tf.MatMul"(%2, %cst_1226) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %1018 = "tf.Squeeze"(%1017) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %1019 = "tf.Slice"(%1016, %1018, %cst_1225) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %1020 = "tf.Sum"(%arg85, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      %cst_1227 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1228 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1021 = "tf.Reshape"(%arg0, %cst_1228) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1229 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1022 = "tf.Sub"(%1021, %cst_1229) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1230 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1231 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1023 = "tf.Slice"(%cst_1230, %1022, %cst_1231) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1232 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1024 = "tf.Reshape"(%1023, %cst_1232) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1233 = "tf.Const"() <{value = dense<78> : tensor<i32>}> : () -> tensor<i32>
      %cst_1234 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1025 = "tf.CollectiveReduceV2"(%1020, %cst_1234, %1024, %cst_1233) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
      %cst_1235 = "tf.Const"() <{value = dense<[4096, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1236 = "tf.Const"() <{value = dense<[[4096, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1026 = "tf.MatMul"(%2, %cst_1236) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1027 = "tf.Squeeze"(%1026) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1028 = "tf.Slice"(%1025, %1027, %cst_1235) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4096x256xf32>
      %1029 = "tf.Sum"(%arg86, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      %cst_1237 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1238 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1030 = "tf.Reshape"(%arg0, %cst_1238) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1239 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1031 = "tf.Sub"(%1030, %cst_1239) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1240 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1241 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1032 = "tf.Slice"(%cst_1240, %1031, %cst_1241) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1242 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1033 = "tf.Reshape"(%1032, %cst_1242) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1243 = "tf.Const"() <{value = dense<79> : tensor<i32>}> : () -> tensor<i32>
      %cst_1244 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1034 = "tf.CollectiveReduceV2"(%1029, %cst_1244, %1033, %cst_1243) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
      %cst_1245 = "tf.Const"() <{value = dense<[4096, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1246 = "tf.Const"() <{value = dense<[[4096, 0]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1035 = "tf.MatMul"(%2, %cst_1246) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1036 = "tf.Squeeze"(%1035) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1037 = "tf.Slice"(%1034, %1036, %cst_1245) {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4096x256xf32>
      %1038 = "tf.Sum"(%arg87, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1247 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1248 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1039 = "tf.Reshape"(%arg0, %cst_1248) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1249 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1040 = "tf.Sub"(%1039, %cst_1249) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1250 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1251 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1041 = "tf.Slice"(%cst_1250, %1040, %cst_1251) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1252 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1042 = "tf.Reshape"(%1041, %cst_1252) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1253 = "tf.Const"() <{value = dense<80> : tensor<i32>}> : () -> tensor<i32>
      %cst_1254 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1043 = "tf.CollectiveReduceV2"(%1038, %cst_1254, %1042, %cst_1253) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1255 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1256 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1044 = "tf.MatMul"(%2, %cst_1256) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1045 = "tf.Squeeze"(%1044) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1046 = "tf.Slice"(%1043, %1045, %cst_1255) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1047 = "tf.Sum"(%arg88, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1257 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1258 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1048 = "tf.Reshape"(%arg0, %cst_1258) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1259 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1049 = "tf.Sub"(%1048, %cst_1259) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1260 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1261 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1050 = "tf.Slice"(%cst_1260, %1049, %cst_1261) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1262 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1051 = "tf.Reshape"(%1050, %cst_1262) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1263 = "tf.Const"() <{value = dense<81> : tensor<i32>}> : () -> tensor<i32>
      %cst_1264 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1052 = "tf.CollectiveReduceV2"(%1047, %cst_1264, %1051, %cst_1263) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1265 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1266 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1053 = "tf.MatMul"(%2, %cst_1266) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1054 = "tf.Squeeze"(%1053) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1055 = "tf.Slice"(%1052, %1054, %cst_1265) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1056 = "tf.Sum"(%arg89, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1267 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1268 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1057 = "tf.Reshape"(%arg0, %cst_1268) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1269 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1058 = "tf.Sub"(%1057, %cst_1269) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1270 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1271 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1059 = "tf.Slice"(%cst_1270, %1058, %cst_1271) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1272 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1060 = "tf.Reshape"(%1059, %cst_1272) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1273 = "tf.Const"() <{value = dense<82> : tensor<i32>}> : () -> tensor<i32>
      %cst_1274 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1061 = "tf.CollectiveReduceV2"(%1056, %cst_1274, %1060, %cst_1273) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_1275 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1276 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1062 = "tf.MatMul"(%2, %cst_1276) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1063 = "tf.Squeeze"(%1062) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1064 = "tf.Slice"(%1061, %1063, %cst_1275) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %1065 = "tf.Sum"(%arg90, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1277 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1278 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1066 = "tf.Reshape"(%arg0, %cst_1278) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1279 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1067 = "tf.Sub"(%1066, %cst_1279) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1280 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1281 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1068 = "tf.Slice"(%cst_1280, %1067, %cst_1281) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1282 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1069 = "tf.Reshape"(%1068, %cst_1282) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1283 = "tf.Const"() <{value = dense<83> : tensor<i32>}> : () -> tensor<i32>
      %cst_1284 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1070 = "tf.CollectiveReduceV2"(%1065, %cst_1284, %1069, %cst_1283) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_1285 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1286 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1071 = "tf.MatMul"(%2, %cst_1286) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1072 = "tf.Squeeze"(%1071) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1073 = "tf.Slice"(%1070, %1072, %cst_1285) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %1074 = "tf.Sum"(%arg10, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1287 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1288 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1075 = "tf.Reshape"(%arg0, %cst_1288) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1289 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1076 = "tf.Sub"(%1075, %cst_1289) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1290 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1291 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1077 = "tf.Slice"(%cst_1290, %1076, %cst_1291) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1292 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1078 = "tf.Reshape"(%1077, %cst_1292) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1293 = "tf.Const"() <{value = dense<84> : tensor<i32>}> : () -> tensor<i32>
      %cst_1294 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1079 = "tf.CollectiveReduceV2"(%1074, %cst_1294, %1078, %cst_1293) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %cst_1295 = "tf.Const"() <{value = dense<[256, 2, 32]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %cst_1296 = "tf.Const"() <{value = dense<[[0, 2, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
      %1080 = "tf.MatMul"(%2, %cst_1296) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x3xi32>) -> tensor<1x3xi32>
      %1081 = "tf.Squeeze"(%1080) <{squeeze_dims = [0]}> : (tensor<1x3xi32>) -> tensor<3xi32>
      %1082 = "tf.Slice"(%1079, %1081, %cst_1295) {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<256x2x32xf32>
      %1083 = "tf.Sum"(%arg91, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1297 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1298 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1084 = "tf.Reshape"(%arg0, %cst_1298) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1299 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1085 = "tf.Sub"(%1084, %cst_1299) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1300 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1301 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1086 = "tf.Slice"(%cst_1300, %1085, %cst_1301) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1302 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1087 = "tf.Reshape"(%1086, %cst_1302) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1303 = "tf.Const"() <{value = dense<85> : tensor<i32>}> : () -> tensor<i32>
      %cst_1304 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1088 = "tf.CollectiveReduceV2"(%1083, %cst_1304, %1087, %cst_1303) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1305 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1306 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1089 = "tf.MatMul"(%2, %cst_1306) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1090 = "tf.Squeeze"(%1089) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1091 = "tf.Slice"(%1088, %1090, %cst_1305) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1092 = "tf.Sum"(%arg92, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1307 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1308 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1093 = "tf.Reshape"(%arg0, %cst_1308) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1309 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1094 = "tf.Sub"(%1093, %cst_1309) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1310 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1311 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1095 = "tf.Slice"(%cst_1310, %1094, %cst_1311) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1312 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1096 = "tf.Reshape"(%1095, %cst_1312) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1313 = "tf.Const"() <{value = dense<86> : tensor<i32>}> : () -> tensor<i32>
      %cst_1314 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1097 = "tf.CollectiveReduceV2"(%1092, %cst_1314, %1096, %cst_1313) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1315 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1316 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1098 = "tf.MatMul"(%2, %cst_1316) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1099 = "tf.Squeeze"(%1098) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1100 = "tf.Slice"(%1097, %1099, %cst_1315) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1101 = "tf.Sum"(%arg93, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1317 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1318 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1102 = "tf.Reshape"(%arg0, %cst_1318) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1319 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1103 = "tf.Sub"(%1102, %cst_1319) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1320 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1321 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1104 = "tf.Slice"(%cst_1320, %1103, %cst_1321) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1322 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1105 = "tf.Reshape"(%1104, %cst_1322) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1323 = "tf.Const"() <{value = dense<87> : tensor<i32>}> : () -> tensor<i32>
      %cst_1324 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1106 = "tf.CollectiveReduceV2"(%1101, %cst_1324, %1105, %cst_1323) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_1325 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1326 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1107 = "tf.MatMul"(%2, %cst_1326) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1108 = "tf.Squeeze"(%1107) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1109 = "tf.Slice"(%1106, %1108, %cst_1325) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %1110 = "tf.Sum"(%arg94, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1327 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1328 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1111 = "tf.Reshape"(%arg0, %cst_1328) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1329 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1112 = "tf.Sub"(%1111, %cst_1329) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1330 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1331 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1113 = "tf.Slice"(%cst_1330, %1112, %cst_1331) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1332 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1114 = "tf.Reshape"(%1113, %cst_1332) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1333 = "tf.Const"() <{value = dense<88> : tensor<i32>}> : () -> tensor<i32>
      %cst_1334 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1115 = "tf.CollectiveReduceV2"(%1110, %cst_1334, %1114, %cst_1333) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_1335 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1336 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1116 = "tf.MatMul"(%2, %cst_1336) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1117 = "tf.Squeeze"(%1116) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1118 = "tf.Slice"(%1115, %1117, %cst_1335) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %1119 = "tf.Sum"(%arg95, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1337 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1338 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1120 = "tf.Reshape"(%arg0, %cst_1338) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1339 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1121 = "tf.Sub"(%1120, %cst_1339) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1340 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1341 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1122 = "tf.Slice"(%cst_1340, %1121, %cst_1341) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1342 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1123 = "tf.Reshape"(%1122, %cst_1342) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1343 = "tf.Const"() <{value = dense<89> : tensor<i32>}> : () -> tensor<i32>
      %cst_1344 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1124 = "tf.CollectiveReduceV2"(%1119, %cst_1344, %1123, %cst_1343) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1345 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1346 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1125 = "tf.MatMul"(%2, %cst_1346) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1126 = "tf.Squeeze"(%1125) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1127 = "tf.Slice"(%1124, %1126, %cst_1345) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1128 = "tf.Sum"(%arg96, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1347 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1348 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1129 = "tf.Reshape"(%arg0, %cst_1348) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1349 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1130 = "tf.Sub"(%1129, %cst_1349) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1350 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1351 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1131 = "tf.Slice"(%cst_1350, %1130, %cst_1351) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1352 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1132 = "tf.Reshape"(%1131, %cst_1352) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1353 = "tf.Const"() <{value = dense<90> : tensor<i32>}> : () -> tensor<i32>
      %cst_1354 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1133 = "tf.CollectiveReduceV2"(%1128, %cst_1354, %1132, %cst_1353) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1355 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1356 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1134 = "tf.MatMul"(%2, %cst_1356) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1135 = "tf.Squeeze"(%1134) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1136 = "tf.Slice"(%1133, %1135, %cst_1355) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1137 = "tf.Sum"(%arg97, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1357 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1358 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1138 = "tf.Reshape"(%arg0, %cst_1358) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1359 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1139 = "tf.Sub"(%1138, %cst_1359) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1360 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1361 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1140 = "tf.Slice"(%cst_1360, %1139, %cst_1361) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1362 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1141 = "tf.Reshape"(%1140, %cst_1362) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1363 = "tf.Const"() <{value = dense<91> : tensor<i32>}> : () -> tensor<i32>
      %cst_1364 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1142 = "tf.CollectiveReduceV2"(%1137, %cst_1364, %1141, %cst_1363) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_1365 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1366 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1143 = "tf.MatMul"(%2, %cst_1366) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1144 = "tf.Squeeze"(%1143) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1145 = "tf.Slice"(%1142, %1144, %cst_1365) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %1146 = "tf.Sum"(%arg98, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1367 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1368 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1147 = "tf.Reshape"(%arg0, %cst_1368) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1369 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1148 = "tf.Sub"(%1147, %cst_1369) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1370 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1371 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1149 = "tf.Slice"(%cst_1370, %1148, %cst_1371) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1372 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1150 = "tf.Reshape"(%1149, %cst_1372) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1373 = "tf.Const"() <{value = dense<92> : tensor<i32>}> : () -> tensor<i32>
      %cst_1374 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1151 = "tf.CollectiveReduceV2"(%1146, %cst_1374, %1150, %cst_1373) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %cst_1375 = "tf.Const"() <{value = dense<256> : tensor<2xi32>}> : () -> tensor<2xi32>
      %cst_1376 = "tf.Const"() <{value = dense<[[0, 256]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
      %1152 = "tf.MatMul"(%2, %cst_1376) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
      %1153 = "tf.Squeeze"(%1152) <{squeeze_dims = [0]}> : (tensor<1x2xi32>) -> tensor<2xi32>
      %1154 = "tf.Slice"(%1151, %1153, %cst_1375) {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<256x256xf32>
      %1155 = "tf.Sum"(%arg99, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1377 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1378 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1156 = "tf.Reshape"(%arg0, %cst_1378) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1379 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1157 = "tf.Sub"(%1156, %cst_1379) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1380 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1381 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1158 = "tf.Slice"(%cst_1380, %1157, %cst_1381) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1382 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1159 = "tf.Reshape"(%1158, %cst_1382) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1383 = "tf.Const"() <{value = dense<93> : tensor<i32>}> : () -> tensor<i32>
      %cst_1384 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1160 = "tf.CollectiveReduceV2"(%1155, %cst_1384, %1159, %cst_1383) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1385 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1386 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1161 = "tf.MatMul"(%2, %cst_1386) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1162 = "tf.Squeeze"(%1161) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1163 = "tf.Slice"(%1160, %1162, %cst_1385) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1164 = "tf.Sum"(%arg100, %cst_1) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1387 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1388 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1165 = "tf.Reshape"(%arg0, %cst_1388) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1389 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1166 = "tf.Sub"(%1165, %cst_1389) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1390 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1391 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %1167 = "tf.Slice"(%cst_1390, %1166, %cst_1391) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1392 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %1168 = "tf.Reshape"(%1167, %cst_1392) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1393 = "tf.Const"() <{value = dense<94> : tensor<i32>}> : () -> tensor<i32>
      %cst_1394 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %1169 = "tf.CollectiveReduceV2"(%1164, %cst_1394, %1168, %cst_1393) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %cst_1395 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_1396 = "tf.Const"() <{value = dense<256> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
      %1170 = "tf.MatMul"(%2, %cst_1396) <{grad_a = false, grad_b = false, transpose_a = false, transpose_b = false}> : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
      %1171 = "tf.Squeeze"(%1170) <{squeeze_dims = [0]}> : (tensor<1x1xi32>) -> tensor<1xi32>
      %1172 = "tf.Slice"(%1169, %1171, %cst_1395) {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %1173 = "tf.Identity"(%11) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1174 = "tf.Identity"(%20) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1175 = "tf.Identity"(%29) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1176 = "tf.Identity"(%38) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1177 = "tf.Identity"(%47) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1178 = "tf.Identity"(%551) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1179 = "tf.Identity"(%553) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1180 = "tf.Identity"(%58) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1181 = "tf.Identity"(%67) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1182 = "tf.Identity"(%555) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1183 = "tf.Identity"(%557) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1184 = "tf.Identity"(%78) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1185 = "tf.Identity"(%87) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1186 = "tf.Identity"(%96) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1187 = "tf.Identity"(%559) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1188 = "tf.Identity"(%561) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1189 = "tf.Identity"(%107) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1190 = "tf.Identity"(%116) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1191 = "tf.Identity"(%563) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1192 = "tf.Identity"(%565) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1193 = "tf.Identity"(%127) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1194 = "tf.Identity"(%136) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1195 = "tf.Identity"(%142) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<i64>) -> tensor<i64>
      %1196 = "tf.Identity"(%567) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<f32>) -> tensor<f32>
      %1197 = "tf.Identity"(%152) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1198 = "tf.Identity"(%569) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1199 = "tf.Identity"(%571) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1200 = "tf.Identity"(%573) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1201 = "tf.Identity"(%575) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1202 = "tf.Identity"(%577) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1203 = "tf.Identity"(%579) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1204 = "tf.Identity"(%581) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1205 = "tf.Identity"(%583) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1206 = "tf.Identity"(%585) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1207 = "tf.Identity"(%587) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1208 = "tf.Identity"(%171) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1209 = "tf.Identity"(%589) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1210 = "tf.Identity"(%591) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1211 = "tf.Identity"(%593) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1212 = "tf.Identity"(%595) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1213 = "tf.Identity"(%597) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1214 = "tf.Identity"(%599) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1215 = "tf.Identity"(%601) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1216 = "tf.Identity"(%603) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1217 = "tf.Identity"(%605) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1218 = "tf.Identity"(%607) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1219 = "tf.Identity"(%190) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1220 = "tf.Identity"(%609) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1221 = "tf.Identity"(%611) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1222 = "tf.Identity"(%613) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1223 = "tf.Identity"(%615) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1224 = "tf.Identity"(%617) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1225 = "tf.Identity"(%619) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1226 = "tf.Identity"(%621) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1227 = "tf.Identity"(%623) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1228 = "tf.Identity"(%625) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1229 = "tf.Identity"(%627) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1230 = "tf.Identity"(%209) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1231 = "tf.Identity"(%629) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1232 = "tf.Identity"(%631) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1233 = "tf.Identity"(%633) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %1234 = "tf.Identity"(%635) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %1235 = "tf.Identity"(%222) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
      %1236 = "tf.Identity"(%231) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
      %1237 = "tf.Identity"(%240) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
      %1238 = "tf.Identity"(%249) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
      %1239 = "tf.Identity"(%258) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
      %1240 = "tf.Identity"(%267) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1241 = "tf.Identity"(%276) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1242 = "tf.Identity"(%285) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1243 = "tf.Identity"(%294) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1244 = "tf.Identity"(%303) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1245 = "tf.Identity"(%312) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1246 = "tf.Identity"(%321) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1247 = "tf.Identity"(%330) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1248 = "tf.Identity"(%339) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1249 = "tf.Identity"(%637) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1250 = "tf.Identity"(%349) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1251 = "tf.Identity"(%639) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1252 = "tf.Identity"(%359) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1253 = "tf.Identity"(%641) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1254 = "tf.Identity"(%369) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1255 = "tf.Identity"(%378) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1256 = "tf.Identity"(%643) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1257 = "tf.Identity"(%388) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1258 = "tf.Identity"(%645) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1259 = "tf.Identity"(%647) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1260 = "tf.Identity"(%649) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1261 = "tf.Identity"(%651) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1262 = "tf.Identity"(%653) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1263 = "tf.Identity"(%655) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1264 = "tf.Identity"(%657) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1265 = "tf.Identity"(%404) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1266 = "tf.Identity"(%659) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1267 = "tf.Identity"(%661) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1268 = "tf.Identity"(%663) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1269 = "tf.Identity"(%665) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1270 = "tf.Identity"(%667) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1271 = "tf.Identity"(%669) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1272 = "tf.Identity"(%671) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1273 = "tf.Identity"(%673) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1274 = "tf.Identity"(%675) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1275 = "tf.Identity"(%677) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %1276 = "tf.Identity"(%686) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1277 = "tf.Identity"(%695) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
      %1278 = "tf.Identity"(%704) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
      %1279 = "tf.Identity"(%713) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1280 = "tf.Identity"(%722) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1281 = "tf.Identity"(%731) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1282 = "tf.Identity"(%740) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1283 = "tf.Identity"(%749) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1284 = "tf.Identity"(%758) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1285 = "tf.Identity"(%767) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1286 = "tf.Identity"(%776) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1287 = "tf.Identity"(%785) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1288 = "tf.Identity"(%794) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1289 = "tf.Identity"(%803) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1290 = "tf.Identity"(%812) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1291 = "tf.Identity"(%821) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1292 = "tf.Identity"(%830) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1293 = "tf.Identity"(%839) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1294 = "tf.Identity"(%848) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1295 = "tf.Identity"(%857) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1296 = "tf.Identity"(%866) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1297 = "tf.Identity"(%875) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1298 = "tf.Identity"(%884) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1299 = "tf.Identity"(%893) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1300 = "tf.Identity"(%902) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1301 = "tf.Identity"(%911) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1302 = "tf.Identity"(%920) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1303 = "tf.Identity"(%929) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1304 = "tf.Identity"(%938) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1305 = "tf.Identity"(%947) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1306 = "tf.Identity"(%956) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1307 = "tf.Identity"(%965) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1308 = "tf.Identity"(%974) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1309 = "tf.Identity"(%983) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1310 = "tf.Identity"(%992) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1311 = "tf.Identity"(%1001) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1312 = "tf.Identity"(%1010) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1313 = "tf.Identity"(%1019) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1314 = "tf.Identity"(%1028) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
      %1315 = "tf.Identity"(%1037) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
      %1316 = "tf.Identity"(%1046) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1317 = "tf.Identity"(%1055) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1318 = "tf.Identity"(%1064) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1319 = "tf.Identity"(%1073) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1320 = "tf.Identity"(%1082) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1321 = "tf.Identity"(%1091) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1322 = "tf.Identity"(%1100) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1323 = "tf.Identity"(%1109) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1324 = "tf.Identity"(%1118) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1325 = "tf.Identity"(%1127) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1326 = "tf.Identity"(%1136) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1327 = "tf.Identity"(%1145) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1328 = "tf.Identity"(%1154) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1329 = "tf.Identity"(%1163) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1330 = "tf.Identity"(%1172) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, %1197, %1198, %1199, %1200, %1201, %1202, %1203, %1204, %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %1236, %1237, %1238, %1239, %1240, %1241, %1242, %1243, %1244, %1245, %1246, %1247, %1248, %1249, %1250, %1251, %1252, %1253, %1254, %1255, %1256, %1257, %1258, %1259, %1260, %1261, %1262, %1263, %1264, %1265, %1266, %1267, %1268, %1269, %1270, %1271, %1272, %1273, %1274, %1275, %1276, %1277, %1278, %1279, %1280, %1281, %1282, %1283, %1284, %1285, %1286, %1287, %1288, %1289, %1290, %1291, %1292, %1293, %1294, %1295, %1296, %1297, %1298, %1299, %1300, %1301, %1302, %1303, %1304, %1305, %1306, %1307, %1308, %1309, %1310, %1311, %1312, %1313, %1314, %1315, %1316, %1317, %1318, %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330 : tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x2x32xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>
    }) {_mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> (tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x2x32xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>)
    return %0#0, %0#1, %0#70, %0#81, %0#92, %0#103, %0#114, %0#125, %0#136, %0#147, %0#2, %0#13, %0#24, %0#35, %0#46, %0#57, %0#66, %0#67, %0#68, %0#69, %0#71, %0#72, %0#73, %0#74, %0#75, %0#76, %0#77, %0#78, %0#79, %0#80, %0#82, %0#83, %0#84, %0#85, %0#86, %0#87, %0#88, %0#89, %0#90, %0#91, %0#93, %0#94, %0#95, %0#96, %0#97, %0#98, %0#99, %0#100, %0#101, %0#102, %0#104, %0#105, %0#106, %0#107, %0#108, %0#109, %0#110, %0#111, %0#112, %0#113, %0#115, %0#116, %0#117, %0#118, %0#119, %0#120, %0#121, %0#122, %0#123, %0#124, %0#126, %0#127, %0#128, %0#129, %0#130, %0#131, %0#132, %0#133, %0#134, %0#135, %0#137, %0#138, %0#139, %0#140, %0#141, %0#142, %0#143, %0#144, %0#145, %0#146, %0#148, %0#149, %0#150, %0#151, %0#152, %0#153, %0#154, %0#155, %0#156, %0#157, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56, %0#58, %0#59, %0#60, %0#61, %0#62, %0#63, %0#64, %0#65 : tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>
  }
}


