// -----// IR Dump After DTensorAllReduceLowering (dtensor-all-reduce-lowering) ('builtin.module' operation) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_14717836295924927409_17479962204005850056", dtensor.eager_operation_name = "__inference_reduce_12546", tf._default_mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32> {tf._global_shape = #tf_type.shape<>}, %arg1: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<1x8x32x256xf32> {tf._global_shape = #tf_type.shape<4x8x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<1x256x8x32xf32> {tf._global_shape = #tf_type.shape<4x256x8x32>, tf._layout = "sharding_specs:model,unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<1x16384x256xf32> {tf._global_shape = #tf_type.shape<4x16384x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<1x1024xf32> {tf._global_shape = #tf_type.shape<4x1024>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<1x256x1024xf32> {tf._global_shape = #tf_type.shape<4x256x1024>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<1x1024x256xf32> {tf._global_shape = #tf_type.shape<4x1024x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<1xi64> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<1xf32> {tf._global_shape = #tf_type.shape<4>, tf._layout = "sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<1x256xf32> {tf._global_shape = #tf_type.shape<4x256>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<1x32x256xf32> {tf._global_shape = #tf_type.shape<4x32x256>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<1x16384xf32> {tf._global_shape = #tf_type.shape<4x16384>, tf._layout = "sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<1x256x16384xf32> {tf._global_shape = #tf_type.shape<4x256x16384>, tf._layout = "sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> (tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<2x32x256xf32> {tf._global_shape = #tf_type.shape<8x32x256>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<256x2x32xf32> {tf._global_shape = #tf_type.shape<256x8x32>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<4096x256xf32> {tf._global_shape = #tf_type.shape<16384x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<256x1024>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<256x256xf32> {tf._global_shape = #tf_type.shape<1024x256>}, tensor<i64> {tf._global_shape = #tf_type.shape<>}, tensor<f32> {tf._global_shape = #tf_type.shape<>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<256xf32> {tf._global_shape = #tf_type.shape<256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<32x256xf32> {tf._global_shape = #tf_type.shape<32x256>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<4096xf32> {tf._global_shape = #tf_type.shape<16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}, tensor<256x4096xf32> {tf._global_shape = #tf_type.shape<256x16384>}) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157", outputs = "op_output_0,op_output_1,op_output_2,op_output_3,op_output_4,op_output_5,op_output_6,op_output_7,op_output_8,op_output_9,op_output_10,op_output_11,op_output_12,op_output_13,op_output_14,op_output_15,op_output_16,op_output_17,op_output_18,op_output_19,op_output_20,op_output_21,op_output_22,op_output_23,op_output_24,op_output_25,op_output_26,op_output_27,op_output_28,op_output_29,op_output_30,op_output_31,op_output_32,op_output_33,op_output_34,op_output_35,op_output_36,op_output_37,op_output_38,op_output_39,op_output_40,op_output_41,op_output_42,op_output_43,op_output_44,op_output_45,op_output_46,op_output_47,op_output_48,op_output_49,op_output_50,op_output_51,op_output_52,op_output_53,op_output_54,op_output_55,op_output_56,op_output_57,op_output_58,op_output_59,op_output_60,op_output_61,op_output_62,op_output_63,op_output_64,op_output_65,op_output_66,op_output_67,op_output_68,op_output_69,op_output_70,op_output_71,op_output_72,op_output_73,op_output_74,op_output_75,op_output_76,op_output_77,op_output_78,op_output_79,op_output_80,op_output_81,op_output_82,op_output_83,op_output_84,op_output_85,op_output_86,op_output_87,op_output_88,op_output_89,op_output_90,op_output_91,op_output_92,op_output_93,op_output_94,op_output_95,op_output_96,op_output_97,op_output_98,op_output_99,op_output_100,op_output_101,op_output_102,op_output_103,op_output_104,op_output_105,op_output_106,op_output_107,op_output_108,op_output_109,op_output_110,op_output_111,op_output_112,op_output_113,op_output_114,op_output_115,op_output_116,op_output_117,op_output_118,op_output_119,op_output_120,op_output_121,op_output_122,op_output_123,op_output_124,op_output_125,op_output_126,op_output_127,op_output_128,op_output_129,op_output_130,op_output_131,op_output_132,op_output_133,op_output_134,op_output_135,op_output_136,op_output_137,op_output_138,op_output_139,op_output_140,op_output_141,op_output_142,op_output_143,op_output_144,op_output_145,op_output_146,op_output_147,op_output_148,op_output_149,op_output_150,op_output_151,op_output_152,op_output_153,op_output_154,op_output_155,op_output_156,op_output_157"}} {
    %0:158 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {_global_shape = [#tf_type.shape<1>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : () -> tensor<1xi32>
      %1 = "tf.Sum"(%arg1, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_0 = "tf.Const"() <{value = dense<[[0, 1, 2, 3]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
      %cst_1 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_2 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %2 = "tf.Reshape"(%arg0, %cst_2) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_3 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %3 = "tf.Sub"(%2, %cst_3) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_4 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_5 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %4 = "tf.Slice"(%cst_4, %3, %cst_5) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_6 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %5 = "tf.Reshape"(%4, %cst_6) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_7 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_8 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %6 = "tf.CollectiveReduceV2"(%1, %cst_8, %5, %cst_7) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %7 = "tf.DTensorAllScatter"(%6) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %8 = "tf.Sum"(%arg2, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_9 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_10 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %9 = "tf.Reshape"(%arg0, %cst_10) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_11 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %10 = "tf.Sub"(%9, %cst_11) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_12 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_13 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %11 = "tf.Slice"(%cst_12, %10, %cst_13) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_14 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %12 = "tf.Reshape"(%11, %cst_14) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_15 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_16 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %13 = "tf.CollectiveReduceV2"(%8, %cst_16, %12, %cst_15) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %14 = "tf.DTensorAllScatter"(%13) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %15 = "tf.Sum"(%arg11, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_17 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_18 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %16 = "tf.Reshape"(%arg0, %cst_18) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_19 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %17 = "tf.Sub"(%16, %cst_19) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_20 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_21 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %18 = "tf.Slice"(%cst_20, %17, %cst_21) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_22 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %19 = "tf.Reshape"(%18, %cst_22) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_23 = "tf.Const"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %cst_24 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %20 = "tf.CollectiveReduceV2"(%15, %cst_24, %19, %cst_23) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %21 = "tf.DTensorAllScatter"(%20) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %22 = "tf.Sum"(%arg101, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_25 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_26 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %23 = "tf.Reshape"(%arg0, %cst_26) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_27 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %24 = "tf.Sub"(%23, %cst_27) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_28 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_29 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %25 = "tf.Slice"(%cst_28, %24, %cst_29) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_30 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %26 = "tf.Reshape"(%25, %cst_30) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_31 = "tf.Const"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %cst_32 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %27 = "tf.CollectiveReduceV2"(%22, %cst_32, %26, %cst_31) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %28 = "tf.DTensorAllScatter"(%27) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %29 = "tf.Sum"(%arg102, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
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
      %cst_39 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %cst_40 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %34 = "tf.CollectiveReduceV2"(%29, %cst_40, %33, %cst_39) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %35 = "tf.DTensorAllScatter"(%34) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %36 = "tf.Sum"(%arg103, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %37 = "tf.Sum"(%arg104, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %38 = "tf.Sum"(%arg105, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_41 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_42 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %39 = "tf.Reshape"(%arg0, %cst_42) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_43 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %40 = "tf.Sub"(%39, %cst_43) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_44 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_45 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %41 = "tf.Slice"(%cst_44, %40, %cst_45) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_46 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %42 = "tf.Reshape"(%41, %cst_46) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_47 = "tf.Const"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %cst_48 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %43 = "tf.CollectiveReduceV2"(%38, %cst_48, %42, %cst_47) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %44 = "tf.DTensorAllScatter"(%43) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %45 = "tf.Sum"(%arg106, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_49 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_50 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %46 = "tf.Reshape"(%arg0, %cst_50) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_51 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %47 = "tf.Sub"(%46, %cst_51) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_52 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_53 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %48 = "tf.Slice"(%cst_52, %47, %cst_53) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_54 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %49 = "tf.Reshape"(%48, %cst_54) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_55 = "tf.Const"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %cst_56 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %50 = "tf.CollectiveReduceV2"(%45, %cst_56, %49, %cst_55) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %51 = "tf.DTensorAllScatter"(%50) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %52 = "tf.Sum"(%arg107, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %53 = "tf.Sum"(%arg108, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %54 = "tf.Sum"(%arg109, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_57 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_58 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %55 = "tf.Reshape"(%arg0, %cst_58) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_59 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %56 = "tf.Sub"(%55, %cst_59) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_60 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_61 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %57 = "tf.Slice"(%cst_60, %56, %cst_61) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_62 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %58 = "tf.Reshape"(%57, %cst_62) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_63 = "tf.Const"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
      %cst_64 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %59 = "tf.CollectiveReduceV2"(%54, %cst_64, %58, %cst_63) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %60 = "tf.DTensorAllScatter"(%59) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %61 = "tf.Sum"(%arg110, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_65 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_66 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %62 = "tf.Reshape"(%arg0, %cst_66) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_67 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %63 = "tf.Sub"(%62, %cst_67) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_68 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_69 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %64 = "tf.Slice"(%cst_68, %63, %cst_69) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_70 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %65 = "tf.Reshape"(%64, %cst_70) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_71 = "tf.Const"() <{value = dense<8> : tensor<i32>}> : () -> tensor<i32>
      %cst_72 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %66 = "tf.CollectiveReduceV2"(%61, %cst_72, %65, %cst_71) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %67 = "tf.DTensorAllScatter"(%66) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %68 = "tf.Sum"(%arg12, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_73 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_74 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %69 = "tf.Reshape"(%arg0, %cst_74) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_75 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %70 = "tf.Sub"(%69, %cst_75) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_76 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_77 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %71 = "tf.Slice"(%cst_76, %70, %cst_77) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_78 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %72 = "tf.Reshape"(%71, %cst_78) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_79 = "tf.Const"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
      %cst_80 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %73 = "tf.CollectiveReduceV2"(%68, %cst_80, %72, %cst_79) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %74 = "tf.DTensorAllScatter"(%73) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %75 = "tf.Sum"(%arg111, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %76 = "tf.Sum"(%arg112, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %77 = "tf.Sum"(%arg113, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_81 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_82 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %78 = "tf.Reshape"(%arg0, %cst_82) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_83 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %79 = "tf.Sub"(%78, %cst_83) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_84 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_85 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %80 = "tf.Slice"(%cst_84, %79, %cst_85) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_86 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %81 = "tf.Reshape"(%80, %cst_86) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_87 = "tf.Const"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %cst_88 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %82 = "tf.CollectiveReduceV2"(%77, %cst_88, %81, %cst_87) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %83 = "tf.DTensorAllScatter"(%82) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %84 = "tf.Sum"(%arg114, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_89 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_90 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %85 = "tf.Reshape"(%arg0, %cst_90) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_91 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %86 = "tf.Sub"(%85, %cst_91) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_92 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_93 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %87 = "tf.Slice"(%cst_92, %86, %cst_93) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_94 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %88 = "tf.Reshape"(%87, %cst_94) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_95 = "tf.Const"() <{value = dense<11> : tensor<i32>}> : () -> tensor<i32>
      %cst_96 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %89 = "tf.CollectiveReduceV2"(%84, %cst_96, %88, %cst_95) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %90 = "tf.DTensorAllScatter"(%89) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %91 = "tf.Sum"(%arg115, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %92 = "tf.Sum"(%arg116, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %93 = "tf.Sum"(%arg117, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_97 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_98 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %94 = "tf.Reshape"(%arg0, %cst_98) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_99 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %95 = "tf.Sub"(%94, %cst_99) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_100 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_101 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %96 = "tf.Slice"(%cst_100, %95, %cst_101) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_102 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %97 = "tf.Reshape"(%96, %cst_102) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_103 = "tf.Const"() <{value = dense<12> : tensor<i32>}> : () -> tensor<i32>
      %cst_104 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %98 = "tf.CollectiveReduceV2"(%93, %cst_104, %97, %cst_103) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %99 = "tf.DTensorAllScatter"(%98) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %100 = "tf.Sum"(%arg118, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_105 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_106 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %101 = "tf.Reshape"(%arg0, %cst_106) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_107 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %102 = "tf.Sub"(%101, %cst_107) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_108 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_109 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %103 = "tf.Slice"(%cst_108, %102, %cst_109) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_110 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %104 = "tf.Reshape"(%103, %cst_110) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_111 = "tf.Const"() <{value = dense<13> : tensor<i32>}> : () -> tensor<i32>
      %cst_112 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %105 = "tf.CollectiveReduceV2"(%100, %cst_112, %104, %cst_111) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %106 = "tf.DTensorAllScatter"(%105) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %107 = "tf.Sum"(%arg119, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xi64>, tensor<1xi32>) -> tensor<i64>
      %cst_113 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %108 = "tf.Reshape"(%arg0, %cst_113) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_114 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %109 = "tf.Sub"(%108, %cst_114) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_115 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_116 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %110 = "tf.Slice"(%cst_115, %109, %cst_116) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_117 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %111 = "tf.Reshape"(%110, %cst_117) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_118 = "tf.Const"() <{value = dense<14> : tensor<i32>}> : () -> tensor<i32>
      %cst_119 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %112 = "tf.CollectiveReduceV2"(%107, %cst_119, %111, %cst_118) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<i64>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i64>
      %113 = "tf.Sum"(%arg120, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<>], device = ""} : (tensor<1xf32>, tensor<1xi32>) -> tensor<f32>
      %114 = "tf.Sum"(%arg13, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_120 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_121 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %115 = "tf.Reshape"(%arg0, %cst_121) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_122 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %116 = "tf.Sub"(%115, %cst_122) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_123 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_124 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %117 = "tf.Slice"(%cst_123, %116, %cst_124) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_125 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %118 = "tf.Reshape"(%117, %cst_125) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_126 = "tf.Const"() <{value = dense<15> : tensor<i32>}> : () -> tensor<i32>
      %cst_127 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %119 = "tf.CollectiveReduceV2"(%114, %cst_127, %118, %cst_126) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %120 = "tf.DTensorAllScatter"(%119) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %121 = "tf.Sum"(%arg121, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %122 = "tf.Sum"(%arg122, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %123 = "tf.Sum"(%arg123, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %124 = "tf.Sum"(%arg124, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %125 = "tf.Sum"(%arg125, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %126 = "tf.Sum"(%arg126, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %127 = "tf.Sum"(%arg127, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %128 = "tf.Sum"(%arg128, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %129 = "tf.Sum"(%arg129, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %130 = "tf.Sum"(%arg130, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %131 = "tf.Sum"(%arg14, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_128 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_129 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %132 = "tf.Reshape"(%arg0, %cst_129) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_130 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %133 = "tf.Sub"(%132, %cst_130) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_131 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_132 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %134 = "tf.Slice"(%cst_131, %133, %cst_132) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_133 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %135 = "tf.Reshape"(%134, %cst_133) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_134 = "tf.Const"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
      %cst_135 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %136 = "tf.CollectiveReduceV2"(%131, %cst_135, %135, %cst_134) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %137 = "tf.DTensorAllScatter"(%136) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %138 = "tf.Sum"(%arg131, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %139 = "tf.Sum"(%arg132, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %140 = "tf.Sum"(%arg133, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %141 = "tf.Sum"(%arg134, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %142 = "tf.Sum"(%arg135, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %143 = "tf.Sum"(%arg136, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %144 = "tf.Sum"(%arg137, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %145 = "tf.Sum"(%arg138, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %146 = "tf.Sum"(%arg139, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %147 = "tf.Sum"(%arg140, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %148 = "tf.Sum"(%arg15, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_136 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_137 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %149 = "tf.Reshape"(%arg0, %cst_137) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_138 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %150 = "tf.Sub"(%149, %cst_138) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_139 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_140 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %151 = "tf.Slice"(%cst_139, %150, %cst_140) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_141 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %152 = "tf.Reshape"(%151, %cst_141) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_142 = "tf.Const"() <{value = dense<17> : tensor<i32>}> : () -> tensor<i32>
      %cst_143 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %153 = "tf.CollectiveReduceV2"(%148, %cst_143, %152, %cst_142) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %154 = "tf.DTensorAllScatter"(%153) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %155 = "tf.Sum"(%arg141, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %156 = "tf.Sum"(%arg142, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %157 = "tf.Sum"(%arg143, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %158 = "tf.Sum"(%arg144, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %159 = "tf.Sum"(%arg145, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %160 = "tf.Sum"(%arg146, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %161 = "tf.Sum"(%arg147, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %162 = "tf.Sum"(%arg148, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %163 = "tf.Sum"(%arg149, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %164 = "tf.Sum"(%arg150, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %165 = "tf.Sum"(%arg16, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_144 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_145 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %166 = "tf.Reshape"(%arg0, %cst_145) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_146 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %167 = "tf.Sub"(%166, %cst_146) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_147 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_148 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %168 = "tf.Slice"(%cst_147, %167, %cst_148) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_149 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %169 = "tf.Reshape"(%168, %cst_149) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_150 = "tf.Const"() <{value = dense<18> : tensor<i32>}> : () -> tensor<i32>
      %cst_151 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %170 = "tf.CollectiveReduceV2"(%165, %cst_151, %169, %cst_150) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %171 = "tf.DTensorAllScatter"(%170) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %172 = "tf.Sum"(%arg151, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %173 = "tf.Sum"(%arg152, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %174 = "tf.Sum"(%arg153, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      %175 = "tf.Sum"(%arg154, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      %176 = "tf.Sum"(%arg155, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_152 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_153 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %177 = "tf.Reshape"(%arg0, %cst_153) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_154 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %178 = "tf.Sub"(%177, %cst_154) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_155 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_156 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %179 = "tf.Slice"(%cst_155, %178, %cst_156) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_157 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %180 = "tf.Reshape"(%179, %cst_157) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_158 = "tf.Const"() <{value = dense<19> : tensor<i32>}> : () -> tensor<i32>
      %cst_159 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %181 = "tf.CollectiveReduceV2"(%176, %cst_159, %180, %cst_158) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
      %182 = "tf.DTensorAllScatter"(%181) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>) -> tensor<4096xf32>
      %183 = "tf.Sum"(%arg156, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_160 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_161 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %184 = "tf.Reshape"(%arg0, %cst_161) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_162 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %185 = "tf.Sub"(%184, %cst_162) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_163 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_164 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %186 = "tf.Slice"(%cst_163, %185, %cst_164) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_165 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %187 = "tf.Reshape"(%186, %cst_165) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_166 = "tf.Const"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
      %cst_167 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %188 = "tf.CollectiveReduceV2"(%183, %cst_167, %187, %cst_166) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
      %189 = "tf.DTensorAllScatter"(%188) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>) -> tensor<4096xf32>
      %190 = "tf.Sum"(%arg157, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      %cst_168 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_169 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %191 = "tf.Reshape"(%arg0, %cst_169) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_170 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %192 = "tf.Sub"(%191, %cst_170) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_171 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_172 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %193 = "tf.Slice"(%cst_171, %192, %cst_172) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_173 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %194 = "tf.Reshape"(%193, %cst_173) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_174 = "tf.Const"() <{value = dense<21> : tensor<i32>}> : () -> tensor<i32>
      %cst_175 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %195 = "tf.CollectiveReduceV2"(%190, %cst_175, %194, %cst_174) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
      %196 = "tf.DTensorAllScatter"(%195) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>) -> tensor<256x4096xf32>
      %197 = "tf.Sum"(%arg158, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      %cst_176 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_177 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %198 = "tf.Reshape"(%arg0, %cst_177) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_178 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %199 = "tf.Sub"(%198, %cst_178) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_179 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_180 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %200 = "tf.Slice"(%cst_179, %199, %cst_180) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_181 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %201 = "tf.Reshape"(%200, %cst_181) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_182 = "tf.Const"() <{value = dense<22> : tensor<i32>}> : () -> tensor<i32>
      %cst_183 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %202 = "tf.CollectiveReduceV2"(%197, %cst_183, %201, %cst_182) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
      %203 = "tf.DTensorAllScatter"(%202) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>) -> tensor<256x4096xf32>
      %204 = "tf.Sum"(%arg17, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      %cst_184 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_185 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %205 = "tf.Reshape"(%arg0, %cst_185) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_186 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %206 = "tf.Sub"(%205, %cst_186) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_187 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_188 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %207 = "tf.Slice"(%cst_187, %206, %cst_188) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_189 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %208 = "tf.Reshape"(%207, %cst_189) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_190 = "tf.Const"() <{value = dense<23> : tensor<i32>}> : () -> tensor<i32>
      %cst_191 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %209 = "tf.CollectiveReduceV2"(%204, %cst_191, %208, %cst_190) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
      %210 = "tf.DTensorAllScatter"(%209) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>) -> tensor<4096x256xf32>
      %211 = "tf.Sum"(%arg18, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_192 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_193 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %212 = "tf.Reshape"(%arg0, %cst_193) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_194 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %213 = "tf.Sub"(%212, %cst_194) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_195 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_196 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %214 = "tf.Slice"(%cst_195, %213, %cst_196) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_197 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %215 = "tf.Reshape"(%214, %cst_197) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_198 = "tf.Const"() <{value = dense<24> : tensor<i32>}> : () -> tensor<i32>
      %cst_199 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %216 = "tf.CollectiveReduceV2"(%211, %cst_199, %215, %cst_198) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %217 = "tf.DTensorAllScatter"(%216) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %218 = "tf.Sum"(%arg19, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_200 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_201 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %219 = "tf.Reshape"(%arg0, %cst_201) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_202 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %220 = "tf.Sub"(%219, %cst_202) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_203 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_204 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %221 = "tf.Slice"(%cst_203, %220, %cst_204) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_205 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %222 = "tf.Reshape"(%221, %cst_205) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_206 = "tf.Const"() <{value = dense<25> : tensor<i32>}> : () -> tensor<i32>
      %cst_207 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %223 = "tf.CollectiveReduceV2"(%218, %cst_207, %222, %cst_206) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %224 = "tf.DTensorAllScatter"(%223) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %225 = "tf.Sum"(%arg20, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_208 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_209 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %226 = "tf.Reshape"(%arg0, %cst_209) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_210 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %227 = "tf.Sub"(%226, %cst_210) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_211 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_212 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %228 = "tf.Slice"(%cst_211, %227, %cst_212) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_213 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %229 = "tf.Reshape"(%228, %cst_213) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_214 = "tf.Const"() <{value = dense<26> : tensor<i32>}> : () -> tensor<i32>
      %cst_215 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %230 = "tf.CollectiveReduceV2"(%225, %cst_215, %229, %cst_214) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %231 = "tf.DTensorAllScatter"(%230) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %232 = "tf.Sum"(%arg3, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_216 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_217 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %233 = "tf.Reshape"(%arg0, %cst_217) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_218 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %234 = "tf.Sub"(%233, %cst_218) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_219 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_220 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %235 = "tf.Slice"(%cst_219, %234, %cst_220) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_221 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %236 = "tf.Reshape"(%235, %cst_221) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_222 = "tf.Const"() <{value = dense<27> : tensor<i32>}> : () -> tensor<i32>
      %cst_223 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %237 = "tf.CollectiveReduceV2"(%232, %cst_223, %236, %cst_222) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %238 = "tf.DTensorAllScatter"(%237) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %239 = "tf.Sum"(%arg21, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_224 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_225 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %240 = "tf.Reshape"(%arg0, %cst_225) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_226 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %241 = "tf.Sub"(%240, %cst_226) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_227 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_228 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %242 = "tf.Slice"(%cst_227, %241, %cst_228) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_229 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %243 = "tf.Reshape"(%242, %cst_229) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_230 = "tf.Const"() <{value = dense<28> : tensor<i32>}> : () -> tensor<i32>
      %cst_231 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %244 = "tf.CollectiveReduceV2"(%239, %cst_231, %243, %cst_230) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %245 = "tf.DTensorAllScatter"(%244) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %246 = "tf.Sum"(%arg22, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_232 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_233 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %247 = "tf.Reshape"(%arg0, %cst_233) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_234 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %248 = "tf.Sub"(%247, %cst_234) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_235 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_236 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %249 = "tf.Slice"(%cst_235, %248, %cst_236) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_237 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %250 = "tf.Reshape"(%249, %cst_237) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_238 = "tf.Const"() <{value = dense<29> : tensor<i32>}> : () -> tensor<i32>
      %cst_239 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %251 = "tf.CollectiveReduceV2"(%246, %cst_239, %250, %cst_238) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %252 = "tf.DTensorAllScatter"(%251) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %253 = "tf.Sum"(%arg23, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_240 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_241 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %254 = "tf.Reshape"(%arg0, %cst_241) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_242 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %255 = "tf.Sub"(%254, %cst_242) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_243 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_244 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %256 = "tf.Slice"(%cst_243, %255, %cst_244) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_245 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %257 = "tf.Reshape"(%256, %cst_245) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_246 = "tf.Const"() <{value = dense<30> : tensor<i32>}> : () -> tensor<i32>
      %cst_247 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %258 = "tf.CollectiveReduceV2"(%253, %cst_247, %257, %cst_246) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %259 = "tf.DTensorAllScatter"(%258) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %260 = "tf.Sum"(%arg24, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_248 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_249 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %261 = "tf.Reshape"(%arg0, %cst_249) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_250 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %262 = "tf.Sub"(%261, %cst_250) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_251 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_252 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %263 = "tf.Slice"(%cst_251, %262, %cst_252) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_253 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %264 = "tf.Reshape"(%263, %cst_253) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_254 = "tf.Const"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
      %cst_255 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %265 = "tf.CollectiveReduceV2"(%260, %cst_255, %264, %cst_254) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %266 = "tf.DTensorAllScatter"(%265) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %267 = "tf.Sum"(%arg25, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_256 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_257 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %268 = "tf.Reshape"(%arg0, %cst_257) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_258 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %269 = "tf.Sub"(%268, %cst_258) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_259 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_260 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %270 = "tf.Slice"(%cst_259, %269, %cst_260) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_261 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %271 = "tf.Reshape"(%270, %cst_261) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_262 = "tf.Const"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
      %cst_263 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %272 = "tf.CollectiveReduceV2"(%267, %cst_263, %271, %cst_262) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %273 = "tf.DTensorAllScatter"(%272) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %274 = "tf.Sum"(%arg26, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %275 = "tf.Sum"(%arg27, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_264 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_265 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %276 = "tf.Reshape"(%arg0, %cst_265) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_266 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %277 = "tf.Sub"(%276, %cst_266) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_267 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_268 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %278 = "tf.Slice"(%cst_267, %277, %cst_268) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_269 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %279 = "tf.Reshape"(%278, %cst_269) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_270 = "tf.Const"() <{value = dense<33> : tensor<i32>}> : () -> tensor<i32>
      %cst_271 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %280 = "tf.CollectiveReduceV2"(%275, %cst_271, %279, %cst_270) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %281 = "tf.DTensorAllScatter"(%280) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %282 = "tf.Sum"(%arg28, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %283 = "tf.Sum"(%arg29, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_272 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_273 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %284 = "tf.Reshape"(%arg0, %cst_273) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_274 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %285 = "tf.Sub"(%284, %cst_274) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_275 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_276 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %286 = "tf.Slice"(%cst_275, %285, %cst_276) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_277 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %287 = "tf.Reshape"(%286, %cst_277) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_278 = "tf.Const"() <{value = dense<34> : tensor<i32>}> : () -> tensor<i32>
      %cst_279 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %288 = "tf.CollectiveReduceV2"(%283, %cst_279, %287, %cst_278) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %289 = "tf.DTensorAllScatter"(%288) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %290 = "tf.Sum"(%arg30, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %291 = "tf.Sum"(%arg4, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_280 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_281 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %292 = "tf.Reshape"(%arg0, %cst_281) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_282 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %293 = "tf.Sub"(%292, %cst_282) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_283 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_284 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %294 = "tf.Slice"(%cst_283, %293, %cst_284) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_285 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %295 = "tf.Reshape"(%294, %cst_285) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_286 = "tf.Const"() <{value = dense<35> : tensor<i32>}> : () -> tensor<i32>
      %cst_287 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %296 = "tf.CollectiveReduceV2"(%291, %cst_287, %295, %cst_286) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %297 = "tf.DTensorAllScatter"(%296) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %298 = "tf.Sum"(%arg31, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_288 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_289 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %299 = "tf.Reshape"(%arg0, %cst_289) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_290 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %300 = "tf.Sub"(%299, %cst_290) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_291 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_292 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %301 = "tf.Slice"(%cst_291, %300, %cst_292) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_293 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %302 = "tf.Reshape"(%301, %cst_293) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_294 = "tf.Const"() <{value = dense<36> : tensor<i32>}> : () -> tensor<i32>
      %cst_295 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %303 = "tf.CollectiveReduceV2"(%298, %cst_295, %302, %cst_294) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %304 = "tf.DTensorAllScatter"(%303) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %305 = "tf.Sum"(%arg32, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %306 = "tf.Sum"(%arg33, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024x256>], device = ""} : (tensor<1x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      %cst_296 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_297 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %307 = "tf.Reshape"(%arg0, %cst_297) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_298 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %308 = "tf.Sub"(%307, %cst_298) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_299 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_300 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %309 = "tf.Slice"(%cst_299, %308, %cst_300) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_301 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %310 = "tf.Reshape"(%309, %cst_301) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_302 = "tf.Const"() <{value = dense<37> : tensor<i32>}> : () -> tensor<i32>
      %cst_303 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %311 = "tf.CollectiveReduceV2"(%306, %cst_303, %310, %cst_302) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024x256xf32>
      %312 = "tf.DTensorAllScatter"(%311) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024x256xf32>) -> tensor<256x256xf32>
      %313 = "tf.Sum"(%arg34, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %314 = "tf.Sum"(%arg35, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %315 = "tf.Sum"(%arg36, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %316 = "tf.Sum"(%arg37, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %317 = "tf.Sum"(%arg38, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %318 = "tf.Sum"(%arg39, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %319 = "tf.Sum"(%arg40, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %320 = "tf.Sum"(%arg5, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_304 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_305 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %321 = "tf.Reshape"(%arg0, %cst_305) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_306 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %322 = "tf.Sub"(%321, %cst_306) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_307 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_308 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %323 = "tf.Slice"(%cst_307, %322, %cst_308) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_309 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %324 = "tf.Reshape"(%323, %cst_309) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_310 = "tf.Const"() <{value = dense<38> : tensor<i32>}> : () -> tensor<i32>
      %cst_311 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %325 = "tf.CollectiveReduceV2"(%320, %cst_311, %324, %cst_310) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %326 = "tf.DTensorAllScatter"(%325) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %327 = "tf.Sum"(%arg41, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %328 = "tf.Sum"(%arg42, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %329 = "tf.Sum"(%arg43, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %330 = "tf.Sum"(%arg44, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %331 = "tf.Sum"(%arg45, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %332 = "tf.Sum"(%arg46, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %333 = "tf.Sum"(%arg47, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %334 = "tf.Sum"(%arg48, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %335 = "tf.Sum"(%arg49, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256>], device = ""} : (tensor<1x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %336 = "tf.Sum"(%arg50, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<32x256>], device = ""} : (tensor<1x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      %cst_312 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %337 = "tf.Cast"(%cst_312) <{Truncate = false}> : (tensor<i32>) -> tensor<f32>
      %cst_313 = "tf.Const"() <{value = dense<40960> : tensor<1xi32>}> : () -> tensor<1xi32>
      %338 = "tf.Fill"(%cst_313, %337) : (tensor<1xi32>, tensor<f32>) -> tensor<40960xf32>
      %cst_314 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %339 = "tf.Reshape"(%36, %cst_314) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_315 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_316 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_317 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %340 = "tf.TensorStridedSliceUpdate"(%338, %cst_315, %cst_316, %cst_317, %339) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_318 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %341 = "tf.Reshape"(%37, %cst_318) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_319 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_320 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_321 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %342 = "tf.TensorStridedSliceUpdate"(%340, %cst_319, %cst_320, %cst_321, %341) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_322 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %343 = "tf.Reshape"(%52, %cst_322) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_323 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_324 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_325 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %344 = "tf.TensorStridedSliceUpdate"(%342, %cst_323, %cst_324, %cst_325, %343) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_326 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %345 = "tf.Reshape"(%53, %cst_326) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_327 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_328 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_329 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %346 = "tf.TensorStridedSliceUpdate"(%344, %cst_327, %cst_328, %cst_329, %345) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_330 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %347 = "tf.Reshape"(%75, %cst_330) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_331 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_332 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_333 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %348 = "tf.TensorStridedSliceUpdate"(%346, %cst_331, %cst_332, %cst_333, %347) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_334 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %349 = "tf.Reshape"(%76, %cst_334) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_335 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_336 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_337 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %350 = "tf.TensorStridedSliceUpdate"(%348, %cst_335, %cst_336, %cst_337, %349) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_338 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %351 = "tf.Reshape"(%91, %cst_338) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_339 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_340 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_341 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %352 = "tf.TensorStridedSliceUpdate"(%350, %cst_339, %cst_340, %cst_341, %351) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_342 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %353 = "tf.Reshape"(%92, %cst_342) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_343 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_344 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_345 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %354 = "tf.TensorStridedSliceUpdate"(%352, %cst_343, %cst_344, %cst_345, %353) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_346 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %355 = "tf.Reshape"(%113, %cst_346) : (tensor<f32>, tensor<1xi32>) -> tensor<1xf32>
      %cst_347 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_348 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_349 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %356 = "tf.TensorStridedSliceUpdate"(%354, %cst_347, %cst_348, %cst_349, %355) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xf32>) -> tensor<40960xf32>
      %cst_350 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %357 = "tf.Reshape"(%121, %cst_350) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_351 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_352 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_353 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %358 = "tf.TensorStridedSliceUpdate"(%356, %cst_351, %cst_352, %cst_353, %357) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_354 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %359 = "tf.Reshape"(%122, %cst_354) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_355 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_356 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_357 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %360 = "tf.TensorStridedSliceUpdate"(%358, %cst_355, %cst_356, %cst_357, %359) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_358 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %361 = "tf.Reshape"(%123, %cst_358) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_359 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_360 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_361 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %362 = "tf.TensorStridedSliceUpdate"(%360, %cst_359, %cst_360, %cst_361, %361) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_362 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %363 = "tf.Reshape"(%124, %cst_362) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_363 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_364 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_365 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %364 = "tf.TensorStridedSliceUpdate"(%362, %cst_363, %cst_364, %cst_365, %363) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_366 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %365 = "tf.Reshape"(%125, %cst_366) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_367 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_368 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_369 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %366 = "tf.TensorStridedSliceUpdate"(%364, %cst_367, %cst_368, %cst_369, %365) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_370 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %367 = "tf.Reshape"(%126, %cst_370) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_371 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_372 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_373 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %368 = "tf.TensorStridedSliceUpdate"(%366, %cst_371, %cst_372, %cst_373, %367) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_374 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %369 = "tf.Reshape"(%127, %cst_374) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_375 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_376 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_377 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %370 = "tf.TensorStridedSliceUpdate"(%368, %cst_375, %cst_376, %cst_377, %369) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_378 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %371 = "tf.Reshape"(%128, %cst_378) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_379 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_380 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_381 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %372 = "tf.TensorStridedSliceUpdate"(%370, %cst_379, %cst_380, %cst_381, %371) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_382 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %373 = "tf.Reshape"(%129, %cst_382) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_383 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_384 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_385 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %374 = "tf.TensorStridedSliceUpdate"(%372, %cst_383, %cst_384, %cst_385, %373) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_386 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %375 = "tf.Reshape"(%130, %cst_386) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_387 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_388 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_389 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %376 = "tf.TensorStridedSliceUpdate"(%374, %cst_387, %cst_388, %cst_389, %375) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_390 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %377 = "tf.Reshape"(%138, %cst_390) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_391 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_392 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_393 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %378 = "tf.TensorStridedSliceUpdate"(%376, %cst_391, %cst_392, %cst_393, %377) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_394 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %379 = "tf.Reshape"(%139, %cst_394) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_395 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_396 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_397 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %380 = "tf.TensorStridedSliceUpdate"(%378, %cst_395, %cst_396, %cst_397, %379) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_398 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %381 = "tf.Reshape"(%140, %cst_398) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_399 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_400 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_401 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %382 = "tf.TensorStridedSliceUpdate"(%380, %cst_399, %cst_400, %cst_401, %381) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_402 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %383 = "tf.Reshape"(%141, %cst_402) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_403 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_404 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_405 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %384 = "tf.TensorStridedSliceUpdate"(%382, %cst_403, %cst_404, %cst_405, %383) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_406 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %385 = "tf.Reshape"(%142, %cst_406) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_407 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_408 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_409 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %386 = "tf.TensorStridedSliceUpdate"(%384, %cst_407, %cst_408, %cst_409, %385) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_410 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %387 = "tf.Reshape"(%143, %cst_410) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_411 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_412 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_413 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %388 = "tf.TensorStridedSliceUpdate"(%386, %cst_411, %cst_412, %cst_413, %387) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_414 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %389 = "tf.Reshape"(%144, %cst_414) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_415 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_416 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_417 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %390 = "tf.TensorStridedSliceUpdate"(%388, %cst_415, %cst_416, %cst_417, %389) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_418 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %391 = "tf.Reshape"(%145, %cst_418) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_419 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_420 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_421 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %392 = "tf.TensorStridedSliceUpdate"(%390, %cst_419, %cst_420, %cst_421, %391) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_422 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %393 = "tf.Reshape"(%146, %cst_422) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_423 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_424 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_425 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %394 = "tf.TensorStridedSliceUpdate"(%392, %cst_423, %cst_424, %cst_425, %393) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_426 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %395 = "tf.Reshape"(%147, %cst_426) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_427 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_428 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_429 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %396 = "tf.TensorStridedSliceUpdate"(%394, %cst_427, %cst_428, %cst_429, %395) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_430 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %397 = "tf.Reshape"(%155, %cst_430) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_431 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_432 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_433 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %398 = "tf.TensorStridedSliceUpdate"(%396, %cst_431, %cst_432, %cst_433, %397) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_434 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %399 = "tf.Reshape"(%156, %cst_434) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_435 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_436 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_437 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %400 = "tf.TensorStridedSliceUpdate"(%398, %cst_435, %cst_436, %cst_437, %399) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_438 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %401 = "tf.Reshape"(%157, %cst_438) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_439 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_440 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_441 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %402 = "tf.TensorStridedSliceUpdate"(%400, %cst_439, %cst_440, %cst_441, %401) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_442 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %403 = "tf.Reshape"(%158, %cst_442) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_443 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_444 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_445 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %404 = "tf.TensorStridedSliceUpdate"(%402, %cst_443, %cst_444, %cst_445, %403) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_446 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %405 = "tf.Reshape"(%159, %cst_446) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_447 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_448 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_449 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %406 = "tf.TensorStridedSliceUpdate"(%404, %cst_447, %cst_448, %cst_449, %405) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_450 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %407 = "tf.Reshape"(%160, %cst_450) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_451 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_452 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_453 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %408 = "tf.TensorStridedSliceUpdate"(%406, %cst_451, %cst_452, %cst_453, %407) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_454 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %409 = "tf.Reshape"(%161, %cst_454) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_455 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_456 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_457 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %410 = "tf.TensorStridedSliceUpdate"(%408, %cst_455, %cst_456, %cst_457, %409) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_458 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %411 = "tf.Reshape"(%162, %cst_458) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_459 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_460 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_461 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %412 = "tf.TensorStridedSliceUpdate"(%410, %cst_459, %cst_460, %cst_461, %411) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_462 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %413 = "tf.Reshape"(%163, %cst_462) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_463 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_464 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_465 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %414 = "tf.TensorStridedSliceUpdate"(%412, %cst_463, %cst_464, %cst_465, %413) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_466 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %415 = "tf.Reshape"(%164, %cst_466) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_467 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_468 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_469 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %416 = "tf.TensorStridedSliceUpdate"(%414, %cst_467, %cst_468, %cst_469, %415) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_470 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %417 = "tf.Reshape"(%172, %cst_470) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_471 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_472 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_473 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %418 = "tf.TensorStridedSliceUpdate"(%416, %cst_471, %cst_472, %cst_473, %417) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_474 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %419 = "tf.Reshape"(%173, %cst_474) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_475 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_476 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_477 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %420 = "tf.TensorStridedSliceUpdate"(%418, %cst_475, %cst_476, %cst_477, %419) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_478 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %421 = "tf.Reshape"(%174, %cst_478) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_479 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_480 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_481 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %422 = "tf.TensorStridedSliceUpdate"(%420, %cst_479, %cst_480, %cst_481, %421) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
      %cst_482 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %423 = "tf.Reshape"(%175, %cst_482) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_483 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_484 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_485 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %424 = "tf.TensorStridedSliceUpdate"(%422, %cst_483, %cst_484, %cst_485, %423) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
      %cst_486 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %425 = "tf.Reshape"(%274, %cst_486) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_487 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_488 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_489 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %426 = "tf.TensorStridedSliceUpdate"(%424, %cst_487, %cst_488, %cst_489, %425) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_490 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %427 = "tf.Reshape"(%282, %cst_490) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_491 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_492 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_493 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %428 = "tf.TensorStridedSliceUpdate"(%426, %cst_491, %cst_492, %cst_493, %427) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_494 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %429 = "tf.Reshape"(%290, %cst_494) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_495 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_496 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_497 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %430 = "tf.TensorStridedSliceUpdate"(%428, %cst_495, %cst_496, %cst_497, %429) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_498 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %431 = "tf.Reshape"(%305, %cst_498) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_499 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_500 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_501 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %432 = "tf.TensorStridedSliceUpdate"(%430, %cst_499, %cst_500, %cst_501, %431) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_502 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %433 = "tf.Reshape"(%313, %cst_502) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_503 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_504 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_505 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %434 = "tf.TensorStridedSliceUpdate"(%432, %cst_503, %cst_504, %cst_505, %433) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_506 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %435 = "tf.Reshape"(%314, %cst_506) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_507 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_508 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_509 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %436 = "tf.TensorStridedSliceUpdate"(%434, %cst_507, %cst_508, %cst_509, %435) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_510 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %437 = "tf.Reshape"(%315, %cst_510) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_511 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_512 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_513 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %438 = "tf.TensorStridedSliceUpdate"(%436, %cst_511, %cst_512, %cst_513, %437) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_514 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %439 = "tf.Reshape"(%316, %cst_514) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_515 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_516 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_517 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %440 = "tf.TensorStridedSliceUpdate"(%438, %cst_515, %cst_516, %cst_517, %439) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_518 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %441 = "tf.Reshape"(%317, %cst_518) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_519 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_520 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_521 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %442 = "tf.TensorStridedSliceUpdate"(%440, %cst_519, %cst_520, %cst_521, %441) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_522 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %443 = "tf.Reshape"(%318, %cst_522) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_523 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_524 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_525 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %444 = "tf.TensorStridedSliceUpdate"(%442, %cst_523, %cst_524, %cst_525, %443) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_526 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %445 = "tf.Reshape"(%319, %cst_526) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_527 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_528 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_529 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %446 = "tf.TensorStridedSliceUpdate"(%444, %cst_527, %cst_528, %cst_529, %445) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_530 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %447 = "tf.Reshape"(%327, %cst_530) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_531 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_532 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_533 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %448 = "tf.TensorStridedSliceUpdate"(%446, %cst_531, %cst_532, %cst_533, %447) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_534 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %449 = "tf.Reshape"(%328, %cst_534) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_535 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_536 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_537 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %450 = "tf.TensorStridedSliceUpdate"(%448, %cst_535, %cst_536, %cst_537, %449) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_538 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %451 = "tf.Reshape"(%329, %cst_538) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_539 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_540 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_541 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %452 = "tf.TensorStridedSliceUpdate"(%450, %cst_539, %cst_540, %cst_541, %451) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_542 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %453 = "tf.Reshape"(%330, %cst_542) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_543 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_544 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_545 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %454 = "tf.TensorStridedSliceUpdate"(%452, %cst_543, %cst_544, %cst_545, %453) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_546 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %455 = "tf.Reshape"(%331, %cst_546) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_547 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_548 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_549 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %456 = "tf.TensorStridedSliceUpdate"(%454, %cst_547, %cst_548, %cst_549, %455) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_550 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %457 = "tf.Reshape"(%332, %cst_550) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_551 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_552 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_553 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %458 = "tf.TensorStridedSliceUpdate"(%456, %cst_551, %cst_552, %cst_553, %457) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_554 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %459 = "tf.Reshape"(%333, %cst_554) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_555 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_556 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_557 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %460 = "tf.TensorStridedSliceUpdate"(%458, %cst_555, %cst_556, %cst_557, %459) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_558 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %461 = "tf.Reshape"(%334, %cst_558) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_559 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_560 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_561 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %462 = "tf.TensorStridedSliceUpdate"(%460, %cst_559, %cst_560, %cst_561, %461) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_562 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %463 = "tf.Reshape"(%335, %cst_562) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_563 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_564 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_565 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %464 = "tf.TensorStridedSliceUpdate"(%462, %cst_563, %cst_564, %cst_565, %463) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<256xf32>) -> tensor<40960xf32>
      %cst_566 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %465 = "tf.Reshape"(%336, %cst_566) : (tensor<32x256xf32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_567 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_568 = "tf.Const"() <{value = dense<39937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_569 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %466 = "tf.TensorStridedSliceUpdate"(%464, %cst_567, %cst_568, %cst_569, %465) <{begin_mask = 0 : i64, ellipsis_mask = 0 : i64, end_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64}> : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<8192xf32>) -> tensor<40960xf32>
      %cst_570 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %467 = "tf.Reshape"(%arg0, %cst_570) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_571 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %468 = "tf.Sub"(%467, %cst_571) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_572 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_573 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %469 = "tf.Slice"(%cst_572, %468, %cst_573) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_574 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %470 = "tf.Reshape"(%469, %cst_574) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_575 = "tf.Const"() <{value = dense<39> : tensor<i32>}> : () -> tensor<i32>
      %cst_576 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %471 = "tf.CollectiveReduceV2"(%466, %cst_576, %470, %cst_575) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<40960xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<40960xf32>
      %cst_577 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_578 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %472 = "tf.Slice"(%471, %cst_577, %cst_578) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_579 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %473 = "tf.Reshape"(%472, %cst_579) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_580 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_581 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %474 = "tf.Slice"(%471, %cst_580, %cst_581) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_582 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %475 = "tf.Reshape"(%474, %cst_582) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_583 = "tf.Const"() <{value = dense<512> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_584 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %476 = "tf.Slice"(%471, %cst_583, %cst_584) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_585 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %477 = "tf.Reshape"(%476, %cst_585) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_586 = "tf.Const"() <{value = dense<768> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_587 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %478 = "tf.Slice"(%471, %cst_586, %cst_587) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_588 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %479 = "tf.Reshape"(%478, %cst_588) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_589 = "tf.Const"() <{value = dense<1024> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_590 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %480 = "tf.Slice"(%471, %cst_589, %cst_590) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_591 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %481 = "tf.Reshape"(%480, %cst_591) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_592 = "tf.Const"() <{value = dense<1280> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_593 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %482 = "tf.Slice"(%471, %cst_592, %cst_593) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_594 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %483 = "tf.Reshape"(%482, %cst_594) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_595 = "tf.Const"() <{value = dense<1536> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_596 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %484 = "tf.Slice"(%471, %cst_595, %cst_596) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_597 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %485 = "tf.Reshape"(%484, %cst_597) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_598 = "tf.Const"() <{value = dense<1792> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_599 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %486 = "tf.Slice"(%471, %cst_598, %cst_599) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_600 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %487 = "tf.Reshape"(%486, %cst_600) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_601 = "tf.Const"() <{value = dense<2048> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_602 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %488 = "tf.Slice"(%471, %cst_601, %cst_602) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xf32>
      %cst_603 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %489 = "tf.Reshape"(%488, %cst_603) : (tensor<1xf32>, tensor<0xi32>) -> tensor<f32>
      %cst_604 = "tf.Const"() <{value = dense<2049> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_605 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %490 = "tf.Slice"(%471, %cst_604, %cst_605) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_606 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %491 = "tf.Reshape"(%490, %cst_606) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_607 = "tf.Const"() <{value = dense<2305> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_608 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %492 = "tf.Slice"(%471, %cst_607, %cst_608) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_609 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %493 = "tf.Reshape"(%492, %cst_609) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_610 = "tf.Const"() <{value = dense<2561> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_611 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %494 = "tf.Slice"(%471, %cst_610, %cst_611) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_612 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %495 = "tf.Reshape"(%494, %cst_612) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_613 = "tf.Const"() <{value = dense<2817> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_614 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %496 = "tf.Slice"(%471, %cst_613, %cst_614) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_615 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %497 = "tf.Reshape"(%496, %cst_615) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_616 = "tf.Const"() <{value = dense<3073> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_617 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %498 = "tf.Slice"(%471, %cst_616, %cst_617) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_618 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %499 = "tf.Reshape"(%498, %cst_618) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_619 = "tf.Const"() <{value = dense<3329> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_620 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %500 = "tf.Slice"(%471, %cst_619, %cst_620) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_621 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %501 = "tf.Reshape"(%500, %cst_621) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_622 = "tf.Const"() <{value = dense<3585> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_623 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %502 = "tf.Slice"(%471, %cst_622, %cst_623) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_624 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %503 = "tf.Reshape"(%502, %cst_624) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_625 = "tf.Const"() <{value = dense<3841> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_626 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %504 = "tf.Slice"(%471, %cst_625, %cst_626) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_627 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %505 = "tf.Reshape"(%504, %cst_627) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_628 = "tf.Const"() <{value = dense<4097> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_629 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %506 = "tf.Slice"(%471, %cst_628, %cst_629) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_630 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %507 = "tf.Reshape"(%506, %cst_630) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_631 = "tf.Const"() <{value = dense<4353> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_632 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %508 = "tf.Slice"(%471, %cst_631, %cst_632) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_633 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %509 = "tf.Reshape"(%508, %cst_633) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_634 = "tf.Const"() <{value = dense<4609> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_635 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %510 = "tf.Slice"(%471, %cst_634, %cst_635) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_636 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %511 = "tf.Reshape"(%510, %cst_636) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_637 = "tf.Const"() <{value = dense<4865> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_638 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %512 = "tf.Slice"(%471, %cst_637, %cst_638) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_639 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %513 = "tf.Reshape"(%512, %cst_639) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_640 = "tf.Const"() <{value = dense<5121> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_641 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %514 = "tf.Slice"(%471, %cst_640, %cst_641) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_642 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %515 = "tf.Reshape"(%514, %cst_642) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_643 = "tf.Const"() <{value = dense<5377> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_644 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %516 = "tf.Slice"(%471, %cst_643, %cst_644) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_645 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %517 = "tf.Reshape"(%516, %cst_645) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_646 = "tf.Const"() <{value = dense<5633> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_647 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %518 = "tf.Slice"(%471, %cst_646, %cst_647) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_648 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %519 = "tf.Reshape"(%518, %cst_648) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_649 = "tf.Const"() <{value = dense<5889> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_650 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %520 = "tf.Slice"(%471, %cst_649, %cst_650) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_651 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %521 = "tf.Reshape"(%520, %cst_651) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_652 = "tf.Const"() <{value = dense<6145> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_653 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %522 = "tf.Slice"(%471, %cst_652, %cst_653) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_654 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %523 = "tf.Reshape"(%522, %cst_654) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_655 = "tf.Const"() <{value = dense<6401> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_656 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %524 = "tf.Slice"(%471, %cst_655, %cst_656) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_657 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %525 = "tf.Reshape"(%524, %cst_657) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_658 = "tf.Const"() <{value = dense<6657> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_659 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %526 = "tf.Slice"(%471, %cst_658, %cst_659) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_660 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %527 = "tf.Reshape"(%526, %cst_660) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_661 = "tf.Const"() <{value = dense<6913> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_662 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %528 = "tf.Slice"(%471, %cst_661, %cst_662) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_663 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %529 = "tf.Reshape"(%528, %cst_663) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_664 = "tf.Const"() <{value = dense<7169> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_665 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %530 = "tf.Slice"(%471, %cst_664, %cst_665) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_666 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %531 = "tf.Reshape"(%530, %cst_666) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_667 = "tf.Const"() <{value = dense<7425> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_668 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %532 = "tf.Slice"(%471, %cst_667, %cst_668) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_669 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %533 = "tf.Reshape"(%532, %cst_669) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_670 = "tf.Const"() <{value = dense<7681> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_671 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %534 = "tf.Slice"(%471, %cst_670, %cst_671) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_672 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %535 = "tf.Reshape"(%534, %cst_672) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_673 = "tf.Const"() <{value = dense<7937> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_674 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %536 = "tf.Slice"(%471, %cst_673, %cst_674) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_675 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %537 = "tf.Reshape"(%536, %cst_675) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_676 = "tf.Const"() <{value = dense<8193> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_677 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %538 = "tf.Slice"(%471, %cst_676, %cst_677) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_678 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %539 = "tf.Reshape"(%538, %cst_678) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_679 = "tf.Const"() <{value = dense<8449> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_680 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %540 = "tf.Slice"(%471, %cst_679, %cst_680) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_681 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %541 = "tf.Reshape"(%540, %cst_681) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_682 = "tf.Const"() <{value = dense<8705> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_683 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %542 = "tf.Slice"(%471, %cst_682, %cst_683) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_684 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %543 = "tf.Reshape"(%542, %cst_684) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_685 = "tf.Const"() <{value = dense<8961> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_686 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %544 = "tf.Slice"(%471, %cst_685, %cst_686) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_687 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %545 = "tf.Reshape"(%544, %cst_687) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_688 = "tf.Const"() <{value = dense<9217> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_689 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %546 = "tf.Slice"(%471, %cst_688, %cst_689) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_690 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %547 = "tf.Reshape"(%546, %cst_690) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_691 = "tf.Const"() <{value = dense<9473> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_692 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %548 = "tf.Slice"(%471, %cst_691, %cst_692) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_693 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %549 = "tf.Reshape"(%548, %cst_693) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_694 = "tf.Const"() <{value = dense<9729> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_695 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %550 = "tf.Slice"(%471, %cst_694, %cst_695) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_696 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %551 = "tf.Reshape"(%550, %cst_696) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_697 = "tf.Const"() <{value = dense<9985> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_698 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %552 = "tf.Slice"(%471, %cst_697, %cst_698) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_699 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %553 = "tf.Reshape"(%552, %cst_699) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_700 = "tf.Const"() <{value = dense<10241> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_701 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %554 = "tf.Slice"(%471, %cst_700, %cst_701) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_702 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %555 = "tf.Reshape"(%554, %cst_702) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %cst_703 = "tf.Const"() <{value = dense<18433> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_704 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %556 = "tf.Slice"(%471, %cst_703, %cst_704) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_705 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %557 = "tf.Reshape"(%556, %cst_705) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %cst_706 = "tf.Const"() <{value = dense<26625> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_707 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %558 = "tf.Slice"(%471, %cst_706, %cst_707) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_708 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %559 = "tf.Reshape"(%558, %cst_708) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_709 = "tf.Const"() <{value = dense<26881> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_710 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %560 = "tf.Slice"(%471, %cst_709, %cst_710) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_711 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %561 = "tf.Reshape"(%560, %cst_711) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_712 = "tf.Const"() <{value = dense<27137> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_713 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %562 = "tf.Slice"(%471, %cst_712, %cst_713) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_714 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %563 = "tf.Reshape"(%562, %cst_714) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_715 = "tf.Const"() <{value = dense<27393> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_716 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %564 = "tf.Slice"(%471, %cst_715, %cst_716) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_717 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %565 = "tf.Reshape"(%564, %cst_717) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_718 = "tf.Const"() <{value = dense<27649> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_719 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %566 = "tf.Slice"(%471, %cst_718, %cst_719) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_720 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %567 = "tf.Reshape"(%566, %cst_720) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_721 = "tf.Const"() <{value = dense<27905> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_722 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %568 = "tf.Slice"(%471, %cst_721, %cst_722) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_723 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %569 = "tf.Reshape"(%568, %cst_723) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_724 = "tf.Const"() <{value = dense<28161> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_725 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %570 = "tf.Slice"(%471, %cst_724, %cst_725) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_726 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %571 = "tf.Reshape"(%570, %cst_726) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_727 = "tf.Const"() <{value = dense<28417> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_728 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %572 = "tf.Slice"(%471, %cst_727, %cst_728) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_729 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %573 = "tf.Reshape"(%572, %cst_729) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_730 = "tf.Const"() <{value = dense<28673> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_731 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %574 = "tf.Slice"(%471, %cst_730, %cst_731) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_732 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %575 = "tf.Reshape"(%574, %cst_732) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_733 = "tf.Const"() <{value = dense<28929> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_734 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %576 = "tf.Slice"(%471, %cst_733, %cst_734) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_735 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %577 = "tf.Reshape"(%576, %cst_735) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_736 = "tf.Const"() <{value = dense<29185> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_737 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %578 = "tf.Slice"(%471, %cst_736, %cst_737) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_738 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %579 = "tf.Reshape"(%578, %cst_738) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_739 = "tf.Const"() <{value = dense<29441> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_740 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %580 = "tf.Slice"(%471, %cst_739, %cst_740) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_741 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %581 = "tf.Reshape"(%580, %cst_741) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_742 = "tf.Const"() <{value = dense<29697> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_743 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %582 = "tf.Slice"(%471, %cst_742, %cst_743) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_744 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %583 = "tf.Reshape"(%582, %cst_744) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_745 = "tf.Const"() <{value = dense<29953> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_746 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %584 = "tf.Slice"(%471, %cst_745, %cst_746) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_747 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %585 = "tf.Reshape"(%584, %cst_747) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_748 = "tf.Const"() <{value = dense<30209> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_749 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %586 = "tf.Slice"(%471, %cst_748, %cst_749) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_750 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %587 = "tf.Reshape"(%586, %cst_750) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_751 = "tf.Const"() <{value = dense<30465> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_752 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %588 = "tf.Slice"(%471, %cst_751, %cst_752) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_753 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %589 = "tf.Reshape"(%588, %cst_753) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_754 = "tf.Const"() <{value = dense<30721> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_755 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %590 = "tf.Slice"(%471, %cst_754, %cst_755) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_756 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %591 = "tf.Reshape"(%590, %cst_756) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_757 = "tf.Const"() <{value = dense<30977> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_758 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %592 = "tf.Slice"(%471, %cst_757, %cst_758) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_759 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %593 = "tf.Reshape"(%592, %cst_759) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_760 = "tf.Const"() <{value = dense<31233> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_761 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %594 = "tf.Slice"(%471, %cst_760, %cst_761) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_762 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %595 = "tf.Reshape"(%594, %cst_762) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_763 = "tf.Const"() <{value = dense<31489> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_764 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %596 = "tf.Slice"(%471, %cst_763, %cst_764) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_765 = "tf.Const"() <{value = dense<256> : tensor<1xi32>}> : () -> tensor<1xi32>
      %597 = "tf.Reshape"(%596, %cst_765) : (tensor<256xf32>, tensor<1xi32>) -> tensor<256xf32>
      %cst_766 = "tf.Const"() <{value = dense<31745> : tensor<1xi32>}> : () -> tensor<1xi32>
      %cst_767 = "tf.Const"() <{value = dense<8192> : tensor<1xi32>}> : () -> tensor<1xi32>
      %598 = "tf.Slice"(%471, %cst_766, %cst_767) : (tensor<40960xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8192xf32>
      %cst_768 = "tf.Const"() <{value = dense<[32, 256]> : tensor<2xi32>}> : () -> tensor<2xi32>
      %599 = "tf.Reshape"(%598, %cst_768) : (tensor<8192xf32>, tensor<2xi32>) -> tensor<32x256xf32>
      %600 = "tf.Sum"(%arg6, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_769 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_770 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %601 = "tf.Reshape"(%arg0, %cst_770) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_771 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %602 = "tf.Sub"(%601, %cst_771) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_772 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_773 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %603 = "tf.Slice"(%cst_772, %602, %cst_773) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_774 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %604 = "tf.Reshape"(%603, %cst_774) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_775 = "tf.Const"() <{value = dense<40> : tensor<i32>}> : () -> tensor<i32>
      %cst_776 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %605 = "tf.CollectiveReduceV2"(%600, %cst_776, %604, %cst_775) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %606 = "tf.DTensorAllScatter"(%605) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %607 = "tf.Sum"(%arg51, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384>], device = ""} : (tensor<1x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      %cst_777 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_778 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %608 = "tf.Reshape"(%arg0, %cst_778) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_779 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %609 = "tf.Sub"(%608, %cst_779) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_780 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_781 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %610 = "tf.Slice"(%cst_780, %609, %cst_781) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_782 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %611 = "tf.Reshape"(%610, %cst_782) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_783 = "tf.Const"() <{value = dense<41> : tensor<i32>}> : () -> tensor<i32>
      %cst_784 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %612 = "tf.CollectiveReduceV2"(%607, %cst_784, %611, %cst_783) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384xf32>
      %613 = "tf.DTensorAllScatter"(%612) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384xf32>) -> tensor<4096xf32>
      %614 = "tf.Sum"(%arg52, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x16384>], device = ""} : (tensor<1x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      %cst_785 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_786 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %615 = "tf.Reshape"(%arg0, %cst_786) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_787 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %616 = "tf.Sub"(%615, %cst_787) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_788 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_789 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %617 = "tf.Slice"(%cst_788, %616, %cst_789) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_790 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %618 = "tf.Reshape"(%617, %cst_790) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_791 = "tf.Const"() <{value = dense<42> : tensor<i32>}> : () -> tensor<i32>
      %cst_792 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %619 = "tf.CollectiveReduceV2"(%614, %cst_792, %618, %cst_791) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x16384xf32>
      %620 = "tf.DTensorAllScatter"(%619) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x16384xf32>) -> tensor<256x4096xf32>
      %621 = "tf.Sum"(%arg53, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_793 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_794 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %622 = "tf.Reshape"(%arg0, %cst_794) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_795 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %623 = "tf.Sub"(%622, %cst_795) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_796 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_797 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %624 = "tf.Slice"(%cst_796, %623, %cst_797) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_798 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %625 = "tf.Reshape"(%624, %cst_798) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_799 = "tf.Const"() <{value = dense<43> : tensor<i32>}> : () -> tensor<i32>
      %cst_800 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %626 = "tf.CollectiveReduceV2"(%621, %cst_800, %625, %cst_799) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %627 = "tf.DTensorAllScatter"(%626) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %628 = "tf.Sum"(%arg54, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_801 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_802 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %629 = "tf.Reshape"(%arg0, %cst_802) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_803 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %630 = "tf.Sub"(%629, %cst_803) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_804 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_805 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %631 = "tf.Slice"(%cst_804, %630, %cst_805) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_806 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %632 = "tf.Reshape"(%631, %cst_806) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_807 = "tf.Const"() <{value = dense<44> : tensor<i32>}> : () -> tensor<i32>
      %cst_808 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %633 = "tf.CollectiveReduceV2"(%628, %cst_808, %632, %cst_807) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %634 = "tf.DTensorAllScatter"(%633) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %635 = "tf.Sum"(%arg55, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_809 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_810 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %636 = "tf.Reshape"(%arg0, %cst_810) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_811 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %637 = "tf.Sub"(%636, %cst_811) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_812 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_813 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %638 = "tf.Slice"(%cst_812, %637, %cst_813) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_814 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %639 = "tf.Reshape"(%638, %cst_814) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_815 = "tf.Const"() <{value = dense<45> : tensor<i32>}> : () -> tensor<i32>
      %cst_816 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %640 = "tf.CollectiveReduceV2"(%635, %cst_816, %639, %cst_815) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %641 = "tf.DTensorAllScatter"(%640) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %642 = "tf.Sum"(%arg56, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_817 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_818 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %643 = "tf.Reshape"(%arg0, %cst_818) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_819 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %644 = "tf.Sub"(%643, %cst_819) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_820 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_821 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %645 = "tf.Slice"(%cst_820, %644, %cst_821) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_822 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %646 = "tf.Reshape"(%645, %cst_822) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_823 = "tf.Const"() <{value = dense<46> : tensor<i32>}> : () -> tensor<i32>
      %cst_824 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %647 = "tf.CollectiveReduceV2"(%642, %cst_824, %646, %cst_823) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %648 = "tf.DTensorAllScatter"(%647) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %649 = "tf.Sum"(%arg57, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_825 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_826 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %650 = "tf.Reshape"(%arg0, %cst_826) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_827 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %651 = "tf.Sub"(%650, %cst_827) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_828 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_829 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %652 = "tf.Slice"(%cst_828, %651, %cst_829) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_830 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %653 = "tf.Reshape"(%652, %cst_830) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_831 = "tf.Const"() <{value = dense<47> : tensor<i32>}> : () -> tensor<i32>
      %cst_832 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %654 = "tf.CollectiveReduceV2"(%649, %cst_832, %653, %cst_831) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %655 = "tf.DTensorAllScatter"(%654) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %656 = "tf.Sum"(%arg58, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_833 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_834 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %657 = "tf.Reshape"(%arg0, %cst_834) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_835 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %658 = "tf.Sub"(%657, %cst_835) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_836 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_837 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %659 = "tf.Slice"(%cst_836, %658, %cst_837) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_838 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %660 = "tf.Reshape"(%659, %cst_838) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_839 = "tf.Const"() <{value = dense<48> : tensor<i32>}> : () -> tensor<i32>
      %cst_840 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %661 = "tf.CollectiveReduceV2"(%656, %cst_840, %660, %cst_839) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %662 = "tf.DTensorAllScatter"(%661) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %663 = "tf.Sum"(%arg59, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_841 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_842 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %664 = "tf.Reshape"(%arg0, %cst_842) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_843 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %665 = "tf.Sub"(%664, %cst_843) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_844 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_845 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %666 = "tf.Slice"(%cst_844, %665, %cst_845) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_846 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %667 = "tf.Reshape"(%666, %cst_846) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_847 = "tf.Const"() <{value = dense<49> : tensor<i32>}> : () -> tensor<i32>
      %cst_848 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %668 = "tf.CollectiveReduceV2"(%663, %cst_848, %667, %cst_847) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %669 = "tf.DTensorAllScatter"(%668) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %670 = "tf.Sum"(%arg60, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_849 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_850 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %671 = "tf.Reshape"(%arg0, %cst_850) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_851 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %672 = "tf.Sub"(%671, %cst_851) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_852 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_853 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %673 = "tf.Slice"(%cst_852, %672, %cst_853) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_854 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %674 = "tf.Reshape"(%673, %cst_854) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_855 = "tf.Const"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
      %cst_856 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %675 = "tf.CollectiveReduceV2"(%670, %cst_856, %674, %cst_855) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %676 = "tf.DTensorAllScatter"(%675) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %677 = "tf.Sum"(%arg7, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_857 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_858 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %678 = "tf.Reshape"(%arg0, %cst_858) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_859 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %679 = "tf.Sub"(%678, %cst_859) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_860 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_861 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %680 = "tf.Slice"(%cst_860, %679, %cst_861) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_862 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %681 = "tf.Reshape"(%680, %cst_862) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_863 = "tf.Const"() <{value = dense<51> : tensor<i32>}> : () -> tensor<i32>
      %cst_864 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %682 = "tf.CollectiveReduceV2"(%677, %cst_864, %681, %cst_863) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %683 = "tf.DTensorAllScatter"(%682) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %684 = "tf.Sum"(%arg61, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_865 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_866 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %685 = "tf.Reshape"(%arg0, %cst_866) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_867 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %686 = "tf.Sub"(%685, %cst_867) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_868 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_869 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %687 = "tf.Slice"(%cst_868, %686, %cst_869) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_870 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %688 = "tf.Reshape"(%687, %cst_870) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_871 = "tf.Const"() <{value = dense<52> : tensor<i32>}> : () -> tensor<i32>
      %cst_872 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %689 = "tf.CollectiveReduceV2"(%684, %cst_872, %688, %cst_871) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %690 = "tf.DTensorAllScatter"(%689) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %691 = "tf.Sum"(%arg62, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_873 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_874 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %692 = "tf.Reshape"(%arg0, %cst_874) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_875 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %693 = "tf.Sub"(%692, %cst_875) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_876 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_877 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %694 = "tf.Slice"(%cst_876, %693, %cst_877) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_878 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %695 = "tf.Reshape"(%694, %cst_878) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_879 = "tf.Const"() <{value = dense<53> : tensor<i32>}> : () -> tensor<i32>
      %cst_880 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %696 = "tf.CollectiveReduceV2"(%691, %cst_880, %695, %cst_879) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %697 = "tf.DTensorAllScatter"(%696) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %698 = "tf.Sum"(%arg63, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_881 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_882 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %699 = "tf.Reshape"(%arg0, %cst_882) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_883 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %700 = "tf.Sub"(%699, %cst_883) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_884 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_885 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %701 = "tf.Slice"(%cst_884, %700, %cst_885) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_886 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %702 = "tf.Reshape"(%701, %cst_886) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_887 = "tf.Const"() <{value = dense<54> : tensor<i32>}> : () -> tensor<i32>
      %cst_888 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %703 = "tf.CollectiveReduceV2"(%698, %cst_888, %702, %cst_887) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %704 = "tf.DTensorAllScatter"(%703) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %705 = "tf.Sum"(%arg64, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_889 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_890 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %706 = "tf.Reshape"(%arg0, %cst_890) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_891 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %707 = "tf.Sub"(%706, %cst_891) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_892 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_893 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %708 = "tf.Slice"(%cst_892, %707, %cst_893) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_894 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %709 = "tf.Reshape"(%708, %cst_894) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_895 = "tf.Const"() <{value = dense<55> : tensor<i32>}> : () -> tensor<i32>
      %cst_896 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %710 = "tf.CollectiveReduceV2"(%705, %cst_896, %709, %cst_895) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %711 = "tf.DTensorAllScatter"(%710) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %712 = "tf.Sum"(%arg65, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_897 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_898 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %713 = "tf.Reshape"(%arg0, %cst_898) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_899 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %714 = "tf.Sub"(%713, %cst_899) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_900 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_901 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %715 = "tf.Slice"(%cst_900, %714, %cst_901) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_902 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %716 = "tf.Reshape"(%715, %cst_902) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_903 = "tf.Const"() <{value = dense<56> : tensor<i32>}> : () -> tensor<i32>
      %cst_904 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %717 = "tf.CollectiveReduceV2"(%712, %cst_904, %716, %cst_903) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %718 = "tf.DTensorAllScatter"(%717) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %719 = "tf.Sum"(%arg66, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_905 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_906 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %720 = "tf.Reshape"(%arg0, %cst_906) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_907 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %721 = "tf.Sub"(%720, %cst_907) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_908 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_909 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %722 = "tf.Slice"(%cst_908, %721, %cst_909) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_910 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %723 = "tf.Reshape"(%722, %cst_910) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_911 = "tf.Const"() <{value = dense<57> : tensor<i32>}> : () -> tensor<i32>
      %cst_912 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %724 = "tf.CollectiveReduceV2"(%719, %cst_912, %723, %cst_911) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %725 = "tf.DTensorAllScatter"(%724) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %726 = "tf.Sum"(%arg67, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_913 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_914 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %727 = "tf.Reshape"(%arg0, %cst_914) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_915 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %728 = "tf.Sub"(%727, %cst_915) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_916 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_917 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %729 = "tf.Slice"(%cst_916, %728, %cst_917) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_918 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %730 = "tf.Reshape"(%729, %cst_918) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_919 = "tf.Const"() <{value = dense<58> : tensor<i32>}> : () -> tensor<i32>
      %cst_920 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %731 = "tf.CollectiveReduceV2"(%726, %cst_920, %730, %cst_919) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %732 = "tf.DTensorAllScatter"(%731) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %733 = "tf.Sum"(%arg68, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_921 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_922 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %734 = "tf.Reshape"(%arg0, %cst_922) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_923 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %735 = "tf.Sub"(%734, %cst_923) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_924 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_925 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %736 = "tf.Slice"(%cst_924, %735, %cst_925) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_926 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %737 = "tf.Reshape"(%736, %cst_926) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_927 = "tf.Const"() <{value = dense<59> : tensor<i32>}> : () -> tensor<i32>
      %cst_928 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %738 = "tf.CollectiveReduceV2"(%733, %cst_928, %737, %cst_927) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %739 = "tf.DTensorAllScatter"(%738) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %740 = "tf.Sum"(%arg69, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_929 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_930 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %741 = "tf.Reshape"(%arg0, %cst_930) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_931 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %742 = "tf.Sub"(%741, %cst_931) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_932 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_933 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %743 = "tf.Slice"(%cst_932, %742, %cst_933) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_934 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %744 = "tf.Reshape"(%743, %cst_934) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_935 = "tf.Const"() <{value = dense<60> : tensor<i32>}> : () -> tensor<i32>
      %cst_936 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %745 = "tf.CollectiveReduceV2"(%740, %cst_936, %744, %cst_935) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %746 = "tf.DTensorAllScatter"(%745) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %747 = "tf.Sum"(%arg70, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_937 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_938 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %748 = "tf.Reshape"(%arg0, %cst_938) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_939 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %749 = "tf.Sub"(%748, %cst_939) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_940 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_941 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %750 = "tf.Slice"(%cst_940, %749, %cst_941) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_942 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %751 = "tf.Reshape"(%750, %cst_942) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_943 = "tf.Const"() <{value = dense<61> : tensor<i32>}> : () -> tensor<i32>
      %cst_944 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %752 = "tf.CollectiveReduceV2"(%747, %cst_944, %751, %cst_943) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %753 = "tf.DTensorAllScatter"(%752) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %754 = "tf.Sum"(%arg8, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_945 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_946 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %755 = "tf.Reshape"(%arg0, %cst_946) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_947 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %756 = "tf.Sub"(%755, %cst_947) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_948 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_949 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %757 = "tf.Slice"(%cst_948, %756, %cst_949) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_950 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %758 = "tf.Reshape"(%757, %cst_950) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_951 = "tf.Const"() <{value = dense<62> : tensor<i32>}> : () -> tensor<i32>
      %cst_952 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %759 = "tf.CollectiveReduceV2"(%754, %cst_952, %758, %cst_951) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %760 = "tf.DTensorAllScatter"(%759) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %761 = "tf.Sum"(%arg71, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_953 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_954 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %762 = "tf.Reshape"(%arg0, %cst_954) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_955 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %763 = "tf.Sub"(%762, %cst_955) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_956 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_957 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %764 = "tf.Slice"(%cst_956, %763, %cst_957) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_958 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %765 = "tf.Reshape"(%764, %cst_958) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_959 = "tf.Const"() <{value = dense<63> : tensor<i32>}> : () -> tensor<i32>
      %cst_960 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %766 = "tf.CollectiveReduceV2"(%761, %cst_960, %765, %cst_959) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %767 = "tf.DTensorAllScatter"(%766) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %768 = "tf.Sum"(%arg72, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_961 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_962 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %769 = "tf.Reshape"(%arg0, %cst_962) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_963 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %770 = "tf.Sub"(%769, %cst_963) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_964 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_965 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %771 = "tf.Slice"(%cst_964, %770, %cst_965) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_966 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %772 = "tf.Reshape"(%771, %cst_966) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_967 = "tf.Const"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
      %cst_968 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %773 = "tf.CollectiveReduceV2"(%768, %cst_968, %772, %cst_967) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %774 = "tf.DTensorAllScatter"(%773) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %775 = "tf.Sum"(%arg73, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_969 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_970 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %776 = "tf.Reshape"(%arg0, %cst_970) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_971 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %777 = "tf.Sub"(%776, %cst_971) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_972 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_973 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %778 = "tf.Slice"(%cst_972, %777, %cst_973) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_974 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %779 = "tf.Reshape"(%778, %cst_974) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_975 = "tf.Const"() <{value = dense<65> : tensor<i32>}> : () -> tensor<i32>
      %cst_976 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %780 = "tf.CollectiveReduceV2"(%775, %cst_976, %779, %cst_975) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %781 = "tf.DTensorAllScatter"(%780) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %782 = "tf.Sum"(%arg74, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_977 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_978 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %783 = "tf.Reshape"(%arg0, %cst_978) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_979 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %784 = "tf.Sub"(%783, %cst_979) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_980 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_981 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %785 = "tf.Slice"(%cst_980, %784, %cst_981) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_982 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %786 = "tf.Reshape"(%785, %cst_982) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_983 = "tf.Const"() <{value = dense<66> : tensor<i32>}> : () -> tensor<i32>
      %cst_984 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %787 = "tf.CollectiveReduceV2"(%782, %cst_984, %786, %cst_983) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %788 = "tf.DTensorAllScatter"(%787) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %789 = "tf.Sum"(%arg75, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_985 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_986 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %790 = "tf.Reshape"(%arg0, %cst_986) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_987 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %791 = "tf.Sub"(%790, %cst_987) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_988 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_989 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %792 = "tf.Slice"(%cst_988, %791, %cst_989) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_990 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %793 = "tf.Reshape"(%792, %cst_990) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_991 = "tf.Const"() <{value = dense<67> : tensor<i32>}> : () -> tensor<i32>
      %cst_992 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %794 = "tf.CollectiveReduceV2"(%789, %cst_992, %793, %cst_991) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %795 = "tf.DTensorAllScatter"(%794) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %796 = "tf.Sum"(%arg76, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_993 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_994 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %797 = "tf.Reshape"(%arg0, %cst_994) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_995 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %798 = "tf.Sub"(%797, %cst_995) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_996 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_997 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %799 = "tf.Slice"(%cst_996, %798, %cst_997) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_998 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %800 = "tf.Reshape"(%799, %cst_998) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_999 = "tf.Const"() <{value = dense<68> : tensor<i32>}> : () -> tensor<i32>
      %cst_1000 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %801 = "tf.CollectiveReduceV2"(%796, %cst_1000, %800, %cst_999) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %802 = "tf.DTensorAllScatter"(%801) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %803 = "tf.Sum"(%arg77, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1001 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1002 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %804 = "tf.Reshape"(%arg0, %cst_1002) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1003 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %805 = "tf.Sub"(%804, %cst_1003) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1004 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1005 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %806 = "tf.Slice"(%cst_1004, %805, %cst_1005) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1006 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %807 = "tf.Reshape"(%806, %cst_1006) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1007 = "tf.Const"() <{value = dense<69> : tensor<i32>}> : () -> tensor<i32>
      %cst_1008 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %808 = "tf.CollectiveReduceV2"(%803, %cst_1008, %807, %cst_1007) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %809 = "tf.DTensorAllScatter"(%808) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %810 = "tf.Sum"(%arg78, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1009 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1010 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %811 = "tf.Reshape"(%arg0, %cst_1010) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1011 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %812 = "tf.Sub"(%811, %cst_1011) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1012 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1013 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %813 = "tf.Slice"(%cst_1012, %812, %cst_1013) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1014 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %814 = "tf.Reshape"(%813, %cst_1014) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1015 = "tf.Const"() <{value = dense<70> : tensor<i32>}> : () -> tensor<i32>
      %cst_1016 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %815 = "tf.CollectiveReduceV2"(%810, %cst_1016, %814, %cst_1015) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %816 = "tf.DTensorAllScatter"(%815) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %817 = "tf.Sum"(%arg79, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1017 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1018 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %818 = "tf.Reshape"(%arg0, %cst_1018) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1019 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %819 = "tf.Sub"(%818, %cst_1019) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1020 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1021 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %820 = "tf.Slice"(%cst_1020, %819, %cst_1021) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1022 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %821 = "tf.Reshape"(%820, %cst_1022) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1023 = "tf.Const"() <{value = dense<71> : tensor<i32>}> : () -> tensor<i32>
      %cst_1024 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %822 = "tf.CollectiveReduceV2"(%817, %cst_1024, %821, %cst_1023) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %823 = "tf.DTensorAllScatter"(%822) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %824 = "tf.Sum"(%arg80, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1025 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1026 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %825 = "tf.Reshape"(%arg0, %cst_1026) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1027 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %826 = "tf.Sub"(%825, %cst_1027) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1028 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1029 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %827 = "tf.Slice"(%cst_1028, %826, %cst_1029) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1030 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %828 = "tf.Reshape"(%827, %cst_1030) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1031 = "tf.Const"() <{value = dense<72> : tensor<i32>}> : () -> tensor<i32>
      %cst_1032 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %829 = "tf.CollectiveReduceV2"(%824, %cst_1032, %828, %cst_1031) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %830 = "tf.DTensorAllScatter"(%829) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %831 = "tf.Sum"(%arg9, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<8x32x256>], device = ""} : (tensor<1x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      %cst_1033 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1034 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %832 = "tf.Reshape"(%arg0, %cst_1034) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1035 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %833 = "tf.Sub"(%832, %cst_1035) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1036 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1037 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %834 = "tf.Slice"(%cst_1036, %833, %cst_1037) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1038 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %835 = "tf.Reshape"(%834, %cst_1038) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1039 = "tf.Const"() <{value = dense<73> : tensor<i32>}> : () -> tensor<i32>
      %cst_1040 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %836 = "tf.CollectiveReduceV2"(%831, %cst_1040, %835, %cst_1039) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x256xf32>
      %837 = "tf.DTensorAllScatter"(%836) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<8x32x256xf32>) -> tensor<2x32x256xf32>
      %838 = "tf.Sum"(%arg81, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1041 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1042 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %839 = "tf.Reshape"(%arg0, %cst_1042) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1043 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %840 = "tf.Sub"(%839, %cst_1043) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1044 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1045 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %841 = "tf.Slice"(%cst_1044, %840, %cst_1045) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1046 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %842 = "tf.Reshape"(%841, %cst_1046) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1047 = "tf.Const"() <{value = dense<74> : tensor<i32>}> : () -> tensor<i32>
      %cst_1048 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %843 = "tf.CollectiveReduceV2"(%838, %cst_1048, %842, %cst_1047) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %844 = "tf.DTensorAllScatter"(%843) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %845 = "tf.Sum"(%arg82, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1049 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1050 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %846 = "tf.Reshape"(%arg0, %cst_1050) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1051 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %847 = "tf.Sub"(%846, %cst_1051) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1052 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1053 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %848 = "tf.Slice"(%cst_1052, %847, %cst_1053) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1054 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %849 = "tf.Reshape"(%848, %cst_1054) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1055 = "tf.Const"() <{value = dense<75> : tensor<i32>}> : () -> tensor<i32>
      %cst_1056 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %850 = "tf.CollectiveReduceV2"(%845, %cst_1056, %849, %cst_1055) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %851 = "tf.DTensorAllScatter"(%850) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %852 = "tf.Sum"(%arg83, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1057 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1058 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %853 = "tf.Reshape"(%arg0, %cst_1058) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1059 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %854 = "tf.Sub"(%853, %cst_1059) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1060 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1061 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %855 = "tf.Slice"(%cst_1060, %854, %cst_1061) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1062 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %856 = "tf.Reshape"(%855, %cst_1062) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1063 = "tf.Const"() <{value = dense<76> : tensor<i32>}> : () -> tensor<i32>
      %cst_1064 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %857 = "tf.CollectiveReduceV2"(%852, %cst_1064, %856, %cst_1063) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %858 = "tf.DTensorAllScatter"(%857) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %859 = "tf.Sum"(%arg84, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1065 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1066 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %860 = "tf.Reshape"(%arg0, %cst_1066) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1067 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %861 = "tf.Sub"(%860, %cst_1067) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1068 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1069 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %862 = "tf.Slice"(%cst_1068, %861, %cst_1069) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1070 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %863 = "tf.Reshape"(%862, %cst_1070) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1071 = "tf.Const"() <{value = dense<77> : tensor<i32>}> : () -> tensor<i32>
      %cst_1072 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %864 = "tf.CollectiveReduceV2"(%859, %cst_1072, %863, %cst_1071) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %865 = "tf.DTensorAllScatter"(%864) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %866 = "tf.Sum"(%arg85, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      %cst_1073 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1074 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %867 = "tf.Reshape"(%arg0, %cst_1074) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1075 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %868 = "tf.Sub"(%867, %cst_1075) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1076 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1077 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %869 = "tf.Slice"(%cst_1076, %868, %cst_1077) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1078 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %870 = "tf.Reshape"(%869, %cst_1078) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1079 = "tf.Const"() <{value = dense<78> : tensor<i32>}> : () -> tensor<i32>
      %cst_1080 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %871 = "tf.CollectiveReduceV2"(%866, %cst_1080, %870, %cst_1079) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
      %872 = "tf.DTensorAllScatter"(%871) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>) -> tensor<4096x256xf32>
      %873 = "tf.Sum"(%arg86, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<16384x256>], device = ""} : (tensor<1x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      %cst_1081 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1082 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %874 = "tf.Reshape"(%arg0, %cst_1082) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1083 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %875 = "tf.Sub"(%874, %cst_1083) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1084 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1085 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %876 = "tf.Slice"(%cst_1084, %875, %cst_1085) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1086 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %877 = "tf.Reshape"(%876, %cst_1086) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1087 = "tf.Const"() <{value = dense<79> : tensor<i32>}> : () -> tensor<i32>
      %cst_1088 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %878 = "tf.CollectiveReduceV2"(%873, %cst_1088, %877, %cst_1087) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16384x256xf32>
      %879 = "tf.DTensorAllScatter"(%878) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<16384x256xf32>) -> tensor<4096x256xf32>
      %880 = "tf.Sum"(%arg87, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1089 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1090 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %881 = "tf.Reshape"(%arg0, %cst_1090) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1091 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %882 = "tf.Sub"(%881, %cst_1091) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1092 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1093 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %883 = "tf.Slice"(%cst_1092, %882, %cst_1093) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1094 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %884 = "tf.Reshape"(%883, %cst_1094) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1095 = "tf.Const"() <{value = dense<80> : tensor<i32>}> : () -> tensor<i32>
      %cst_1096 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %885 = "tf.CollectiveReduceV2"(%880, %cst_1096, %884, %cst_1095) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %886 = "tf.DTensorAllScatter"(%885) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %887 = "tf.Sum"(%arg88, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1097 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1098 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %888 = "tf.Reshape"(%arg0, %cst_1098) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1099 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %889 = "tf.Sub"(%888, %cst_1099) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1100 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1101 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %890 = "tf.Slice"(%cst_1100, %889, %cst_1101) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1102 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %891 = "tf.Reshape"(%890, %cst_1102) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1103 = "tf.Const"() <{value = dense<81> : tensor<i32>}> : () -> tensor<i32>
      %cst_1104 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %892 = "tf.CollectiveReduceV2"(%887, %cst_1104, %891, %cst_1103) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %893 = "tf.DTensorAllScatter"(%892) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %894 = "tf.Sum"(%arg89, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1105 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1106 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %895 = "tf.Reshape"(%arg0, %cst_1106) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1107 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %896 = "tf.Sub"(%895, %cst_1107) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1108 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1109 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %897 = "tf.Slice"(%cst_1108, %896, %cst_1109) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1110 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %898 = "tf.Reshape"(%897, %cst_1110) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1111 = "tf.Const"() <{value = dense<82> : tensor<i32>}> : () -> tensor<i32>
      %cst_1112 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %899 = "tf.CollectiveReduceV2"(%894, %cst_1112, %898, %cst_1111) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %900 = "tf.DTensorAllScatter"(%899) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %901 = "tf.Sum"(%arg90, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1113 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1114 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %902 = "tf.Reshape"(%arg0, %cst_1114) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1115 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %903 = "tf.Sub"(%902, %cst_1115) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1116 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1117 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %904 = "tf.Slice"(%cst_1116, %903, %cst_1117) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1118 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %905 = "tf.Reshape"(%904, %cst_1118) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1119 = "tf.Const"() <{value = dense<83> : tensor<i32>}> : () -> tensor<i32>
      %cst_1120 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %906 = "tf.CollectiveReduceV2"(%901, %cst_1120, %905, %cst_1119) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %907 = "tf.DTensorAllScatter"(%906) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %908 = "tf.Sum"(%arg10, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x8x32>], device = ""} : (tensor<1x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      %cst_1121 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1122 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %909 = "tf.Reshape"(%arg0, %cst_1122) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1123 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %910 = "tf.Sub"(%909, %cst_1123) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1124 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1125 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %911 = "tf.Slice"(%cst_1124, %910, %cst_1125) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1126 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %912 = "tf.Reshape"(%911, %cst_1126) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1127 = "tf.Const"() <{value = dense<84> : tensor<i32>}> : () -> tensor<i32>
      %cst_1128 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %913 = "tf.CollectiveReduceV2"(%908, %cst_1128, %912, %cst_1127) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x8x32xf32>
      %914 = "tf.DTensorAllScatter"(%913) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x8x32xf32>) -> tensor<256x2x32xf32>
      %915 = "tf.Sum"(%arg91, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1129 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1130 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %916 = "tf.Reshape"(%arg0, %cst_1130) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1131 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %917 = "tf.Sub"(%916, %cst_1131) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1132 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1133 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %918 = "tf.Slice"(%cst_1132, %917, %cst_1133) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1134 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %919 = "tf.Reshape"(%918, %cst_1134) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1135 = "tf.Const"() <{value = dense<85> : tensor<i32>}> : () -> tensor<i32>
      %cst_1136 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %920 = "tf.CollectiveReduceV2"(%915, %cst_1136, %919, %cst_1135) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %921 = "tf.DTensorAllScatter"(%920) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %922 = "tf.Sum"(%arg92, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1137 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1138 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %923 = "tf.Reshape"(%arg0, %cst_1138) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1139 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %924 = "tf.Sub"(%923, %cst_1139) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1140 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1141 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %925 = "tf.Slice"(%cst_1140, %924, %cst_1141) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1142 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %926 = "tf.Reshape"(%925, %cst_1142) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1143 = "tf.Const"() <{value = dense<86> : tensor<i32>}> : () -> tensor<i32>
      %cst_1144 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %927 = "tf.CollectiveReduceV2"(%922, %cst_1144, %926, %cst_1143) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %928 = "tf.DTensorAllScatter"(%927) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %929 = "tf.Sum"(%arg93, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1145 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1146 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %930 = "tf.Reshape"(%arg0, %cst_1146) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1147 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %931 = "tf.Sub"(%930, %cst_1147) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1148 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1149 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %932 = "tf.Slice"(%cst_1148, %931, %cst_1149) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1150 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %933 = "tf.Reshape"(%932, %cst_1150) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1151 = "tf.Const"() <{value = dense<87> : tensor<i32>}> : () -> tensor<i32>
      %cst_1152 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %934 = "tf.CollectiveReduceV2"(%929, %cst_1152, %933, %cst_1151) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %935 = "tf.DTensorAllScatter"(%934) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %936 = "tf.Sum"(%arg94, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1153 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1154 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %937 = "tf.Reshape"(%arg0, %cst_1154) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1155 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %938 = "tf.Sub"(%937, %cst_1155) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1156 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1157 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %939 = "tf.Slice"(%cst_1156, %938, %cst_1157) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1158 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %940 = "tf.Reshape"(%939, %cst_1158) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1159 = "tf.Const"() <{value = dense<88> : tensor<i32>}> : () -> tensor<i32>
      %cst_1160 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %941 = "tf.CollectiveReduceV2"(%936, %cst_1160, %940, %cst_1159) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %942 = "tf.DTensorAllScatter"(%941) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %943 = "tf.Sum"(%arg95, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1161 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1162 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %944 = "tf.Reshape"(%arg0, %cst_1162) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1163 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %945 = "tf.Sub"(%944, %cst_1163) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1164 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1165 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %946 = "tf.Slice"(%cst_1164, %945, %cst_1165) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1166 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %947 = "tf.Reshape"(%946, %cst_1166) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1167 = "tf.Const"() <{value = dense<89> : tensor<i32>}> : () -> tensor<i32>
      %cst_1168 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %948 = "tf.CollectiveReduceV2"(%943, %cst_1168, %947, %cst_1167) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %949 = "tf.DTensorAllScatter"(%948) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %950 = "tf.Sum"(%arg96, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1169 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1170 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %951 = "tf.Reshape"(%arg0, %cst_1170) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1171 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %952 = "tf.Sub"(%951, %cst_1171) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1172 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1173 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %953 = "tf.Slice"(%cst_1172, %952, %cst_1173) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1174 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %954 = "tf.Reshape"(%953, %cst_1174) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1175 = "tf.Const"() <{value = dense<90> : tensor<i32>}> : () -> tensor<i32>
      %cst_1176 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %955 = "tf.CollectiveReduceV2"(%950, %cst_1176, %954, %cst_1175) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %956 = "tf.DTensorAllScatter"(%955) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %957 = "tf.Sum"(%arg97, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1177 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1178 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %958 = "tf.Reshape"(%arg0, %cst_1178) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1179 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %959 = "tf.Sub"(%958, %cst_1179) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1180 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1181 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %960 = "tf.Slice"(%cst_1180, %959, %cst_1181) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1182 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %961 = "tf.Reshape"(%960, %cst_1182) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1183 = "tf.Const"() <{value = dense<91> : tensor<i32>}> : () -> tensor<i32>
      %cst_1184 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %962 = "tf.CollectiveReduceV2"(%957, %cst_1184, %961, %cst_1183) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %963 = "tf.DTensorAllScatter"(%962) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %964 = "tf.Sum"(%arg98, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<256x1024>], device = ""} : (tensor<1x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      %cst_1185 = "tf.Const"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %cst_1186 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %965 = "tf.Reshape"(%arg0, %cst_1186) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1187 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %966 = "tf.Sub"(%965, %cst_1187) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1188 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1189 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %967 = "tf.Slice"(%cst_1188, %966, %cst_1189) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1190 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %968 = "tf.Reshape"(%967, %cst_1190) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1191 = "tf.Const"() <{value = dense<92> : tensor<i32>}> : () -> tensor<i32>
      %cst_1192 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %969 = "tf.CollectiveReduceV2"(%964, %cst_1192, %968, %cst_1191) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x1024xf32>
      %970 = "tf.DTensorAllScatter"(%969) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<256x1024xf32>) -> tensor<256x256xf32>
      %971 = "tf.Sum"(%arg99, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1193 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1194 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %972 = "tf.Reshape"(%arg0, %cst_1194) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1195 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %973 = "tf.Sub"(%972, %cst_1195) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1196 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1197 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %974 = "tf.Slice"(%cst_1196, %973, %cst_1197) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1198 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %975 = "tf.Reshape"(%974, %cst_1198) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1199 = "tf.Const"() <{value = dense<93> : tensor<i32>}> : () -> tensor<i32>
      %cst_1200 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %976 = "tf.CollectiveReduceV2"(%971, %cst_1200, %975, %cst_1199) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %977 = "tf.DTensorAllScatter"(%976) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %978 = "tf.Sum"(%arg100, %cst) <{keep_dims = false}> {_global_shape = [#tf_type.shape<1024>], device = ""} : (tensor<1x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      %cst_1201 = "tf.Const"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %cst_1202 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %979 = "tf.Reshape"(%arg0, %cst_1202) : (tensor<i32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1203 = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
      %980 = "tf.Sub"(%979, %cst_1203) : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1204 = "tf.Const"() <{value = dense<0> : tensor<4xi32>}> : () -> tensor<4xi32>
      %cst_1205 = "tf.Const"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      %981 = "tf.Slice"(%cst_1204, %980, %cst_1205) : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
      %cst_1206 = "tf.Const"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
      %982 = "tf.Reshape"(%981, %cst_1206) : (tensor<1xi32>, tensor<0xi32>) -> tensor<i32>
      %cst_1207 = "tf.Const"() <{value = dense<94> : tensor<i32>}> : () -> tensor<i32>
      %cst_1208 = "tf.Const"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %983 = "tf.CollectiveReduceV2"(%978, %cst_1208, %982, %cst_1207) <{communication_hint = "", final_op = "Id", is_stateless = false, max_subdivs_per_device = 16 : i64, merge_op = "Add", timeout_seconds = 0.000000e+00 : f32}> {_layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1024xf32>
      %984 = "tf.DTensorAllScatter"(%983) <{input_layout = #dtensor.layout<sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>, output_layout = #dtensor.layout<sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {_layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"]} : (tensor<1024xf32>) -> tensor<256xf32>
      %985 = "tf.Identity"(%7) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %986 = "tf.Identity"(%14) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %987 = "tf.Identity"(%21) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %988 = "tf.Identity"(%28) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %989 = "tf.Identity"(%35) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %990 = "tf.Identity"(%473) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %991 = "tf.Identity"(%475) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %992 = "tf.Identity"(%44) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %993 = "tf.Identity"(%51) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %994 = "tf.Identity"(%477) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %995 = "tf.Identity"(%479) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %996 = "tf.Identity"(%60) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %997 = "tf.Identity"(%67) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %998 = "tf.Identity"(%74) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %999 = "tf.Identity"(%481) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1000 = "tf.Identity"(%483) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1001 = "tf.Identity"(%83) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1002 = "tf.Identity"(%90) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1003 = "tf.Identity"(%485) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1004 = "tf.Identity"(%487) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1005 = "tf.Identity"(%99) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1006 = "tf.Identity"(%106) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1007 = "tf.Identity"(%112) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<i64>) -> tensor<i64>
      %1008 = "tf.Identity"(%489) {_global_shape = [#tf_type.shape<>], _layout = ["sharding_specs: mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<f32>) -> tensor<f32>
      %1009 = "tf.Identity"(%120) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1010 = "tf.Identity"(%491) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1011 = "tf.Identity"(%493) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1012 = "tf.Identity"(%495) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1013 = "tf.Identity"(%497) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1014 = "tf.Identity"(%499) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1015 = "tf.Identity"(%501) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1016 = "tf.Identity"(%503) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1017 = "tf.Identity"(%505) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1018 = "tf.Identity"(%507) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1019 = "tf.Identity"(%509) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1020 = "tf.Identity"(%137) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1021 = "tf.Identity"(%511) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1022 = "tf.Identity"(%513) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1023 = "tf.Identity"(%515) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1024 = "tf.Identity"(%517) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1025 = "tf.Identity"(%519) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1026 = "tf.Identity"(%521) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1027 = "tf.Identity"(%523) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1028 = "tf.Identity"(%525) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1029 = "tf.Identity"(%527) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1030 = "tf.Identity"(%529) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1031 = "tf.Identity"(%154) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1032 = "tf.Identity"(%531) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1033 = "tf.Identity"(%533) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1034 = "tf.Identity"(%535) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1035 = "tf.Identity"(%537) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1036 = "tf.Identity"(%539) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1037 = "tf.Identity"(%541) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1038 = "tf.Identity"(%543) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1039 = "tf.Identity"(%545) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1040 = "tf.Identity"(%547) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1041 = "tf.Identity"(%549) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1042 = "tf.Identity"(%171) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1043 = "tf.Identity"(%551) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1044 = "tf.Identity"(%553) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1045 = "tf.Identity"(%555) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %1046 = "tf.Identity"(%557) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %1047 = "tf.Identity"(%182) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
      %1048 = "tf.Identity"(%189) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
      %1049 = "tf.Identity"(%196) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
      %1050 = "tf.Identity"(%203) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
      %1051 = "tf.Identity"(%210) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
      %1052 = "tf.Identity"(%217) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1053 = "tf.Identity"(%224) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1054 = "tf.Identity"(%231) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1055 = "tf.Identity"(%238) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1056 = "tf.Identity"(%245) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1057 = "tf.Identity"(%252) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1058 = "tf.Identity"(%259) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1059 = "tf.Identity"(%266) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1060 = "tf.Identity"(%273) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1061 = "tf.Identity"(%559) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1062 = "tf.Identity"(%281) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1063 = "tf.Identity"(%561) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1064 = "tf.Identity"(%289) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1065 = "tf.Identity"(%563) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1066 = "tf.Identity"(%297) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1067 = "tf.Identity"(%304) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1068 = "tf.Identity"(%565) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1069 = "tf.Identity"(%312) {_global_shape = [#tf_type.shape<1024x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1070 = "tf.Identity"(%567) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1071 = "tf.Identity"(%569) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1072 = "tf.Identity"(%571) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1073 = "tf.Identity"(%573) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1074 = "tf.Identity"(%575) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1075 = "tf.Identity"(%577) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1076 = "tf.Identity"(%579) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1077 = "tf.Identity"(%326) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1078 = "tf.Identity"(%581) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1079 = "tf.Identity"(%583) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1080 = "tf.Identity"(%585) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1081 = "tf.Identity"(%587) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1082 = "tf.Identity"(%589) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1083 = "tf.Identity"(%591) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1084 = "tf.Identity"(%593) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1085 = "tf.Identity"(%595) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1086 = "tf.Identity"(%597) {_global_shape = [#tf_type.shape<256>], _layout = ["sharding_specs:unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1087 = "tf.Identity"(%599) {_global_shape = [#tf_type.shape<32x256>], _layout = ["sharding_specs:unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      %1088 = "tf.Identity"(%606) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1089 = "tf.Identity"(%613) {_global_shape = [#tf_type.shape<16384>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096xf32>) -> tensor<4096xf32>
      %1090 = "tf.Identity"(%620) {_global_shape = [#tf_type.shape<256x16384>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x4096xf32>) -> tensor<256x4096xf32>
      %1091 = "tf.Identity"(%627) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1092 = "tf.Identity"(%634) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1093 = "tf.Identity"(%641) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1094 = "tf.Identity"(%648) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1095 = "tf.Identity"(%655) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1096 = "tf.Identity"(%662) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1097 = "tf.Identity"(%669) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1098 = "tf.Identity"(%676) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1099 = "tf.Identity"(%683) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1100 = "tf.Identity"(%690) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1101 = "tf.Identity"(%697) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1102 = "tf.Identity"(%704) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1103 = "tf.Identity"(%711) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1104 = "tf.Identity"(%718) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1105 = "tf.Identity"(%725) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1106 = "tf.Identity"(%732) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1107 = "tf.Identity"(%739) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1108 = "tf.Identity"(%746) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1109 = "tf.Identity"(%753) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1110 = "tf.Identity"(%760) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1111 = "tf.Identity"(%767) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1112 = "tf.Identity"(%774) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1113 = "tf.Identity"(%781) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1114 = "tf.Identity"(%788) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1115 = "tf.Identity"(%795) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1116 = "tf.Identity"(%802) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1117 = "tf.Identity"(%809) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1118 = "tf.Identity"(%816) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1119 = "tf.Identity"(%823) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1120 = "tf.Identity"(%830) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1121 = "tf.Identity"(%837) {_global_shape = [#tf_type.shape<8x32x256>], _layout = ["sharding_specs:model,unsharded,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
      %1122 = "tf.Identity"(%844) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1123 = "tf.Identity"(%851) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1124 = "tf.Identity"(%858) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1125 = "tf.Identity"(%865) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1126 = "tf.Identity"(%872) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
      %1127 = "tf.Identity"(%879) {_global_shape = [#tf_type.shape<16384x256>], _layout = ["sharding_specs:model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
      %1128 = "tf.Identity"(%886) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1129 = "tf.Identity"(%893) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1130 = "tf.Identity"(%900) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1131 = "tf.Identity"(%907) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1132 = "tf.Identity"(%914) {_global_shape = [#tf_type.shape<256x8x32>], _layout = ["sharding_specs:unsharded,model,unsharded, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x2x32xf32>) -> tensor<256x2x32xf32>
      %1133 = "tf.Identity"(%921) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1134 = "tf.Identity"(%928) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1135 = "tf.Identity"(%935) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1136 = "tf.Identity"(%942) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1137 = "tf.Identity"(%949) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1138 = "tf.Identity"(%956) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1139 = "tf.Identity"(%963) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1140 = "tf.Identity"(%970) {_global_shape = [#tf_type.shape<256x1024>], _layout = ["sharding_specs:unsharded,model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %1141 = "tf.Identity"(%977) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      %1142 = "tf.Identity"(%984) {_global_shape = [#tf_type.shape<1024>], _layout = ["sharding_specs:model, mesh:|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"], device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return {_global_shape = [], _layout = []} %985, %986, %987, %988, %989, %990, %991, %992, %993, %994, %995, %996, %997, %998, %999, %1000, %1001, %1002, %1003, %1004, %1005, %1006, %1007, %1008, %1009, %1010, %1011, %1012, %1013, %1014, %1015, %1016, %1017, %1018, %1019, %1020, %1021, %1022, %1023, %1024, %1025, %1026, %1027, %1028, %1029, %1030, %1031, %1032, %1033, %1034, %1035, %1036, %1037, %1038, %1039, %1040, %1041, %1042, %1043, %1044, %1045, %1046, %1047, %1048, %1049, %1050, %1051, %1052, %1053, %1054, %1055, %1056, %1057, %1058, %1059, %1060, %1061, %1062, %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %1073, %1074, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %1087, %1088, %1089, %1090, %1091, %1092, %1093, %1094, %1095, %1096, %1097, %1098, %1099, %1100, %1101, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %1114, %1115, %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127, %1128, %1129, %1130, %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142 : tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x2x32xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>
    }) {_global_shape = [#tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<1024x256>, #tf_type.shape<>, #tf_type.shape<>, #tf_type.shape<8x32x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<32x256>, #tf_type.shape<32x256>, #tf_type.shape<16384>, #tf_type.shape<16384>, #tf_type.shape<256x16384>, #tf_type.shape<256x16384>, #tf_type.shape<16384x256>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<256x8x32>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256x8x32>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<1024x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<8x32x256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<256>, #tf_type.shape<32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<16384>, #tf_type.shape<256x16384>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<8x32x256>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<256x8x32>, #tf_type.shape<16384x256>, #tf_type.shape<16384x256>, #tf_type.shape<1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x8x32>, #tf_type.shape<1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<1024>, #tf_type.shape<256x1024>, #tf_type.shape<256x1024>, #tf_type.shape<1024>, #tf_type.shape<1024>], _mesh = "|model=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> (tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x2x32xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<2x32x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<256x2x32xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x2x32xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>)
    return %0#0, %0#1, %0#70, %0#81, %0#92, %0#103, %0#114, %0#125, %0#136, %0#147, %0#2, %0#13, %0#24, %0#35, %0#46, %0#57, %0#66, %0#67, %0#68, %0#69, %0#71, %0#72, %0#73, %0#74, %0#75, %0#76, %0#77, %0#78, %0#79, %0#80, %0#82, %0#83, %0#84, %0#85, %0#86, %0#87, %0#88, %0#89, %0#90, %0#91, %0#93, %0#94, %0#95, %0#96, %0#97, %0#98, %0#99, %0#100, %0#101, %0#102, %0#104, %0#105, %0#106, %0#107, %0#108, %0#109, %0#110, %0#111, %0#112, %0#113, %0#115, %0#116, %0#117, %0#118, %0#119, %0#120, %0#121, %0#122, %0#123, %0#124, %0#126, %0#127, %0#128, %0#129, %0#130, %0#131, %0#132, %0#133, %0#134, %0#135, %0#137, %0#138, %0#139, %0#140, %0#141, %0#142, %0#143, %0#144, %0#145, %0#146, %0#148, %0#149, %0#150, %0#151, %0#152, %0#153, %0#154, %0#155, %0#156, %0#157, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %0#9, %0#10, %0#11, %0#12, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %0#34, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %0#55, %0#56, %0#58, %0#59, %0#60, %0#61, %0#62, %0#63, %0#64, %0#65 : tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<256x2x32xf32>, tensor<4096x256xf32>, tensor<4096x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<256x4096xf32>, tensor<256x4096xf32>
  }
}


