// -----// IR Dump After DTensorOpToDeviceCluster (dtensor-op-to-device-cluster) ('func.func' operation: @main) //----- //
module attributes {dtensor.all_reduce_combiner.num_ops_in_group = 0 : i64, dtensor.all_reduce_combiner.topological_distance = 0 : i64, dtensor.cache_key = "_14823611845700086234_17779293912180376638", dtensor.eager_operation_name = "__inference_reduce_12549", tf._default_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf.devices = {"/job:worker/replica:0/task:0/device:CPU:0", "/job:worker/replica:0/task:0/device:CPU:1", "/job:worker/replica:0/task:1/device:CPU:0", "/job:worker/replica:0/task:1/device:CPU:1"}, tf.versions = {bad_consumers = [], min_consumer = 0 : i32, producer = 2474 : i32}} {
  func.func @main(%arg0: tensor<i32>, %arg1: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg2: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg3: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg4: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg5: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg6: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg7: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg8: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg9: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg10: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg11: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg12: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg13: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg14: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg15: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg16: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg17: tensor<4x16384x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg18: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg19: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg20: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg21: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg22: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg23: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg24: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg25: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg26: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg27: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg28: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg29: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg30: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg31: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg32: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg33: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg34: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg35: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg36: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg37: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg38: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg39: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg40: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg41: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg42: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg43: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg44: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg45: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg46: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg47: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg48: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg49: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg50: tensor<4x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg51: tensor<4x16384xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg52: tensor<4x256x16384xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg53: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg54: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg55: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg56: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg57: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg58: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg59: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg60: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg61: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg62: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg63: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg64: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg65: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg66: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg67: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg68: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg69: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg70: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg71: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg72: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg73: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg74: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg75: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg76: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg77: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg78: tensor<4x8x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg79: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg80: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg81: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg82: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg83: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg84: tensor<4x256x8x32xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg85: tensor<4x16384x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg86: tensor<4x16384x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg87: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg88: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg89: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg90: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg91: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg92: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg93: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg94: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg95: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg96: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg97: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg98: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg99: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg100: tensor<4x1024xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg101: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg102: tensor<4x256x1024xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg103: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg104: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg105: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg106: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg107: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg108: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg109: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg110: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg111: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg112: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg113: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg114: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg115: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg116: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg117: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg118: tensor<4x1024x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg119: tensor<4xi64> {tf._layout = "sharding_specs:batch, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg120: tensor<4xf32> {tf._layout = "sharding_specs:batch, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg121: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg122: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg123: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg124: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg125: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg126: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg127: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg128: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg129: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg130: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg131: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg132: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg133: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg134: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg135: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg136: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg137: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg138: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg139: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg140: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg141: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg142: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg143: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg144: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg145: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg146: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg147: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg148: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg149: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg150: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg151: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg152: tensor<4x256xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg153: tensor<4x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg154: tensor<4x32x256xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg155: tensor<4x16384xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg156: tensor<4x16384xf32> {tf._layout = "sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg157: tensor<4x256x16384xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}, %arg158: tensor<4x256x16384xf32> {tf._layout = "sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1", tf._mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}) -> (tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<256x16384xf32>) attributes {allow_soft_placement = false, tf.entry_function = {control_outputs = "eager_operation", inputs = "device_id,op_input_0,op_input_1,op_input_2,op_input_3,op_input_4,op_input_5,op_input_6,op_input_7,op_input_8,op_input_9,op_input_10,op_input_11,op_input_12,op_input_13,op_input_14,op_input_15,op_input_16,op_input_17,op_input_18,op_input_19,op_input_20,op_input_21,op_input_22,op_input_23,op_input_24,op_input_25,op_input_26,op_input_27,op_input_28,op_input_29,op_input_30,op_input_31,op_input_32,op_input_33,op_input_34,op_input_35,op_input_36,op_input_37,op_input_38,op_input_39,op_input_40,op_input_41,op_input_42,op_input_43,op_input_44,op_input_45,op_input_46,op_input_47,op_input_48,op_input_49,op_input_50,op_input_51,op_input_52,op_input_53,op_input_54,op_input_55,op_input_56,op_input_57,op_input_58,op_input_59,op_input_60,op_input_61,op_input_62,op_input_63,op_input_64,op_input_65,op_input_66,op_input_67,op_input_68,op_input_69,op_input_70,op_input_71,op_input_72,op_input_73,op_input_74,op_input_75,op_input_76,op_input_77,op_input_78,op_input_79,op_input_80,op_input_81,op_input_82,op_input_83,op_input_84,op_input_85,op_input_86,op_input_87,op_input_88,op_input_89,op_input_90,op_input_91,op_input_92,op_input_93,op_input_94,op_input_95,op_input_96,op_input_97,op_input_98,op_input_99,op_input_100,op_input_101,op_input_102,op_input_103,op_input_104,op_input_105,op_input_106,op_input_107,op_input_108,op_input_109,op_input_110,op_input_111,op_input_112,op_input_113,op_input_114,op_input_115,op_input_116,op_input_117,op_input_118,op_input_119,op_input_120,op_input_121,op_input_122,op_input_123,op_input_124,op_input_125,op_input_126,op_input_127,op_input_128,op_input_129,op_input_130,op_input_131,op_input_132,op_input_133,op_input_134,op_input_135,op_input_136,op_input_137,op_input_138,op_input_139,op_input_140,op_input_141,op_input_142,op_input_143,op_input_144,op_input_145,op_input_146,op_input_147,op_input_148,op_input_149,op_input_150,op_input_151,op_input_152,op_input_153,op_input_154,op_input_155,op_input_156,op_input_157", outputs = "op_output_0,op_output_1,op_output_2,op_output_3,op_output_4,op_output_5,op_output_6,op_output_7,op_output_8,op_output_9,op_output_10,op_output_11,op_output_12,op_output_13,op_output_14,op_output_15,op_output_16,op_output_17,op_output_18,op_output_19,op_output_20,op_output_21,op_output_22,op_output_23,op_output_24,op_output_25,op_output_26,op_output_27,op_output_28,op_output_29,op_output_30,op_output_31,op_output_32,op_output_33,op_output_34,op_output_35,op_output_36,op_output_37,op_output_38,op_output_39,op_output_40,op_output_41,op_output_42,op_output_43,op_output_44,op_output_45,op_output_46,op_output_47,op_output_48,op_output_49,op_output_50,op_output_51,op_output_52,op_output_53,op_output_54,op_output_55,op_output_56,op_output_57,op_output_58,op_output_59,op_output_60,op_output_61,op_output_62,op_output_63,op_output_64,op_output_65,op_output_66,op_output_67,op_output_68,op_output_69,op_output_70,op_output_71,op_output_72,op_output_73,op_output_74,op_output_75,op_output_76,op_output_77,op_output_78,op_output_79,op_output_80,op_output_81,op_output_82,op_output_83,op_output_84,op_output_85,op_output_86,op_output_87,op_output_88,op_output_89,op_output_90,op_output_91,op_output_92,op_output_93,op_output_94,op_output_95,op_output_96,op_output_97,op_output_98,op_output_99,op_output_100,op_output_101,op_output_102,op_output_103,op_output_104,op_output_105,op_output_106,op_output_107,op_output_108,op_output_109,op_output_110,op_output_111,op_output_112,op_output_113,op_output_114,op_output_115,op_output_116,op_output_117,op_output_118,op_output_119,op_output_120,op_output_121,op_output_122,op_output_123,op_output_124,op_output_125,op_output_126,op_output_127,op_output_128,op_output_129,op_output_130,op_output_131,op_output_132,op_output_133,op_output_134,op_output_135,op_output_136,op_output_137,op_output_138,op_output_139,op_output_140,op_output_141,op_output_142,op_output_143,op_output_144,op_output_145,op_output_146,op_output_147,op_output_148,op_output_149,op_output_150,op_output_151,op_output_152,op_output_153,op_output_154,op_output_155,op_output_156,op_output_157"}} {
    %0 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %1 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %2 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %3 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %4 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %5 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %6 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %7 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %8 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %9 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %10 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %11 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %12 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %13 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %14 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %15 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %16 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %17 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %18 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %19 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %20 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %21 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %22 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %23 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %24 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %25 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %26 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %27 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %28 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %29 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %30 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %31 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %32 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %33 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %34 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %35 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %36 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %37 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %38 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %39 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %40 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %41 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %42 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %43 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %44 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %45 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %46 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %47 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %48 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %49 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %50 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %51 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %52 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %53 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %54 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %55 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %56 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %57 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %58 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %59 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %60 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %61 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %62 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %63 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %64 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %65 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %66 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %67 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %68 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %69 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %70 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %71 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %72 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %73 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %74 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %75 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %76 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %77 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %78 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %79 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %80 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %81 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %82 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %83 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %84 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %85 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %86 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %87 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %88 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %89 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %90 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %91 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %92 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %93 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %94 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %95 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %96 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %97 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %98 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %99 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %100 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %101 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %102 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %103 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %104 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %105 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %106 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %107 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %108 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %109 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %110 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %111 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %112 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %113 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %114 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %115 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %116 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %117 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %118 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %119 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %120 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %121 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %122 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %123 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %124 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %125 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %126 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %127 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %128 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %129 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %130 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %131 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %132 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %133 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %134 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %135 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %136 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %137 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %138 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %139 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %140 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %141 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %142 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %143 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %144 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %145 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %146 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %147 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %148 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %149 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %150 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %151 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %152 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %153 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %154 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %155 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %156 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %157 = "tf_device.cluster"() ({
      %cst = "tf.Const"() <{value = dense<0> : tensor<1xi32>}> {device = ""} : () -> tensor<1xi32>
      tf_device.return %cst : tensor<1xi32>
    }) : () -> tensor<1xi32>
    %158 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg158) <{global_shape = #tf_type.shape<4x256x16384>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 158 : i64} : (tensor<4x256x16384xf32>) -> tensor<4x256x16384xf32>
      tf_device.return %948 : tensor<4x256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x16384xf32>
    %159 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg157) <{global_shape = #tf_type.shape<4x256x16384>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 157 : i64} : (tensor<4x256x16384xf32>) -> tensor<4x256x16384xf32>
      tf_device.return %948 : tensor<4x256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x16384xf32>
    %160 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg156) <{global_shape = #tf_type.shape<4x16384>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 156 : i64} : (tensor<4x16384xf32>) -> tensor<4x16384xf32>
      tf_device.return %948 : tensor<4x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x16384xf32>
    %161 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg155) <{global_shape = #tf_type.shape<4x16384>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 155 : i64} : (tensor<4x16384xf32>) -> tensor<4x16384xf32>
      tf_device.return %948 : tensor<4x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x16384xf32>
    %162 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg154) <{global_shape = #tf_type.shape<4x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 154 : i64} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      tf_device.return %948 : tensor<4x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x32x256xf32>
    %163 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg153) <{global_shape = #tf_type.shape<4x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 153 : i64} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      tf_device.return %948 : tensor<4x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x32x256xf32>
    %164 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg152) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 152 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %165 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg151) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 151 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %166 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg150) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 150 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %167 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg149) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 149 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %168 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg148) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 148 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %169 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg147) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 147 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %170 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg146) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 146 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %171 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg145) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 145 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %172 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg144) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 144 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %173 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg143) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 143 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %174 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg142) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 142 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %175 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg141) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 141 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %176 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg140) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 140 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %177 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg139) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 139 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %178 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg138) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 138 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %179 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg137) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 137 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %180 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg136) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 136 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %181 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg135) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 135 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %182 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg134) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 134 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %183 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg133) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 133 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %184 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg132) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 132 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %185 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg131) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 131 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %186 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg130) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 130 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %187 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg129) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 129 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %188 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg128) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 128 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %189 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg127) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 127 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %190 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg126) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 126 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %191 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg125) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 125 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %192 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg124) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 124 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %193 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg123) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 123 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %194 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg122) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 122 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %195 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg121) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 121 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %196 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg120) <{global_shape = #tf_type.shape<4>, layout = #dtensor.layout<sharding_specs:batch, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 120 : i64} : (tensor<4xf32>) -> tensor<4xf32>
      tf_device.return %948 : tensor<4xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4xf32>
    %197 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg119) <{global_shape = #tf_type.shape<4>, layout = #dtensor.layout<sharding_specs:batch, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 119 : i64} : (tensor<4xi64>) -> tensor<4xi64>
      tf_device.return %948 : tensor<4xi64>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4xi64>
    %198 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg118) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 118 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %199 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg117) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 117 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %200 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg116) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 116 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %201 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg115) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 115 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %202 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg114) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 114 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %203 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg113) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 113 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %204 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg112) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 112 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %205 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg111) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 111 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %206 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg110) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 110 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %207 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg109) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 109 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %208 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg108) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 108 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %209 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg107) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 107 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %210 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg106) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 106 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %211 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg105) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 105 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %212 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg104) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 104 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %213 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg103) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 103 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %214 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg102) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 102 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %215 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg101) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 101 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %216 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg100) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 100 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %217 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg99) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 99 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %218 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg98) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 98 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %219 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg97) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 97 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %220 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg96) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 96 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %221 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg95) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 95 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %222 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg94) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 94 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %223 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg93) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 93 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %224 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg92) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 92 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %225 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg91) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 91 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %226 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg90) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 90 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %227 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg89) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 89 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %228 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg88) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 88 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %229 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg87) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 87 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %230 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg86) <{global_shape = #tf_type.shape<4x16384x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 86 : i64} : (tensor<4x16384x256xf32>) -> tensor<4x16384x256xf32>
      tf_device.return %948 : tensor<4x16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x16384x256xf32>
    %231 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg85) <{global_shape = #tf_type.shape<4x16384x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 85 : i64} : (tensor<4x16384x256xf32>) -> tensor<4x16384x256xf32>
      tf_device.return %948 : tensor<4x16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x16384x256xf32>
    %232 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg84) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 84 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %233 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg83) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 83 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %234 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg82) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 82 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %235 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg81) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 81 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %236 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg80) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 80 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %237 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg79) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 79 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %238 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg78) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 78 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %239 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg77) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 77 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %240 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg76) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 76 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %241 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg75) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 75 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %242 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg74) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 74 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %243 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg73) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 73 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %244 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg72) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 72 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %245 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg71) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 71 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %246 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg70) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 70 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %247 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg69) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 69 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %248 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg68) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 68 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %249 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg67) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 67 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %250 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg66) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 66 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %251 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg65) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 65 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %252 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg64) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 64 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %253 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg63) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 63 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %254 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg62) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 62 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %255 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg61) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 61 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %256 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg60) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 60 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %257 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg59) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 59 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %258 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg58) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 58 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %259 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg57) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 57 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %260 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg56) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 56 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %261 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg55) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 55 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %262 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg54) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 54 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %263 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg53) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 53 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %264 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg52) <{global_shape = #tf_type.shape<4x256x16384>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 52 : i64} : (tensor<4x256x16384xf32>) -> tensor<4x256x16384xf32>
      tf_device.return %948 : tensor<4x256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x16384xf32>
    %265 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg51) <{global_shape = #tf_type.shape<4x16384>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 51 : i64} : (tensor<4x16384xf32>) -> tensor<4x16384xf32>
      tf_device.return %948 : tensor<4x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x16384xf32>
    %266 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg50) <{global_shape = #tf_type.shape<4x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 50 : i64} : (tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
      tf_device.return %948 : tensor<4x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x32x256xf32>
    %267 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg49) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 49 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %268 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg48) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 48 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %269 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg47) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 47 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %270 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg46) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 46 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %271 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg45) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 45 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %272 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg44) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 44 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %273 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg43) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 43 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %274 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg42) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 42 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %275 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg41) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 41 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %276 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg40) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 40 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %277 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg39) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 39 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %278 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg38) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 38 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %279 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg37) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 37 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %280 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg36) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 36 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %281 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg35) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 35 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %282 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg34) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 34 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %283 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg33) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 33 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %284 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg32) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 32 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %285 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg31) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 31 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %286 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg30) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 30 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %287 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg29) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 29 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %288 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg28) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 28 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %289 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg27) <{global_shape = #tf_type.shape<4x1024x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 27 : i64} : (tensor<4x1024x256xf32>) -> tensor<4x1024x256xf32>
      tf_device.return %948 : tensor<4x1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024x256xf32>
    %290 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg26) <{global_shape = #tf_type.shape<4x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 26 : i64} : (tensor<4x256xf32>) -> tensor<4x256xf32>
      tf_device.return %948 : tensor<4x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256xf32>
    %291 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg25) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 25 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %292 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg24) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 24 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %293 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg23) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 23 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %294 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg22) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 22 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %295 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg21) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 21 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %296 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg20) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 20 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %297 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg19) <{global_shape = #tf_type.shape<4x256x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 19 : i64} : (tensor<4x256x1024xf32>) -> tensor<4x256x1024xf32>
      tf_device.return %948 : tensor<4x256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x1024xf32>
    %298 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg18) <{global_shape = #tf_type.shape<4x1024>, layout = #dtensor.layout<sharding_specs:batch,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 18 : i64} : (tensor<4x1024xf32>) -> tensor<4x1024xf32>
      tf_device.return %948 : tensor<4x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x1024xf32>
    %299 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg17) <{global_shape = #tf_type.shape<4x16384x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 17 : i64} : (tensor<4x16384x256xf32>) -> tensor<4x16384x256xf32>
      tf_device.return %948 : tensor<4x16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x16384x256xf32>
    %300 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg16) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 16 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %301 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg15) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 15 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %302 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg14) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 14 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %303 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg13) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 13 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %304 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg12) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 12 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %305 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg11) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 11 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %306 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg10) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 10 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %307 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg9) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 9 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %308 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg8) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 8 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %309 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg7) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 7 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %310 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg6) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 6 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %311 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg5) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 5 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %312 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg4) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 4 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %313 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg3) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 3 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %314 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg2) <{global_shape = #tf_type.shape<4x256x8x32>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 2 : i64} : (tensor<4x256x8x32xf32>) -> tensor<4x256x8x32xf32>
      tf_device.return %948 : tensor<4x256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x256x8x32xf32>
    %315 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%arg1) <{global_shape = #tf_type.shape<4x8x32x256>, layout = #dtensor.layout<sharding_specs:batch,unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {dtensor.from_arg_index = 1 : i64} : (tensor<4x8x32x256xf32>) -> tensor<4x8x32x256xf32>
      tf_device.return %948 : tensor<4x8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<4x8x32x256xf32>
    %316 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%315, %156) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %317 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%314, %155) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %318 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%305, %154) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %319 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%215, %153) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %320 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%214, %152) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %321 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%213, %151) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %322 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%212, %150) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %323 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%211, %149) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %324 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%210, %148) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %325 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%209, %147) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %326 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%208, %146) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %327 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%207, %145) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %328 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%206, %144) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %329 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%304, %143) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %330 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%205, %142) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %331 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%204, %141) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %332 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%203, %140) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %333 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%202, %139) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %334 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%201, %138) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %335 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%200, %137) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %336 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%199, %136) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %337 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%198, %135) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %338 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%197, %134) <{keep_dims = false}> {device = ""} : (tensor<4xi64>, tensor<1xi32>) -> tensor<i64>
      tf_device.return %948 : tensor<i64>
    }) : () -> tensor<i64>
    %339 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%196, %133) <{keep_dims = false}> {device = ""} : (tensor<4xf32>, tensor<1xi32>) -> tensor<f32>
      tf_device.return %948 : tensor<f32>
    }) : () -> tensor<f32>
    %340 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%303, %132) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %341 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%195, %131) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %342 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%194, %130) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %343 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%193, %129) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %344 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%192, %128) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %345 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%191, %127) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %346 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%190, %126) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %347 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%189, %125) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %348 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%188, %124) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %349 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%187, %123) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %350 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%186, %122) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %351 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%302, %121) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %352 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%185, %120) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %353 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%184, %119) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %354 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%183, %118) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %355 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%182, %117) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %356 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%181, %116) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %357 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%180, %115) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %358 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%179, %114) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %359 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%178, %113) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %360 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%177, %112) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %361 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%176, %111) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %362 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%301, %110) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %363 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%175, %109) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %364 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%174, %108) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %365 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%173, %107) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %366 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%172, %106) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %367 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%171, %105) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %368 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%170, %104) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %369 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%169, %103) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %370 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%168, %102) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %371 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%167, %101) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %372 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%166, %100) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %373 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%300, %99) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %374 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%165, %98) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %375 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%164, %97) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %376 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%163, %96) <{keep_dims = false}> {device = ""} : (tensor<4x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) : () -> tensor<32x256xf32>
    %377 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%162, %95) <{keep_dims = false}> {device = ""} : (tensor<4x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) : () -> tensor<32x256xf32>
    %378 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%161, %94) <{keep_dims = false}> {device = ""} : (tensor<4x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) : () -> tensor<16384xf32>
    %379 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%160, %93) <{keep_dims = false}> {device = ""} : (tensor<4x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) : () -> tensor<16384xf32>
    %380 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%159, %92) <{keep_dims = false}> {device = ""} : (tensor<4x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) : () -> tensor<256x16384xf32>
    %381 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%158, %91) <{keep_dims = false}> {device = ""} : (tensor<4x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) : () -> tensor<256x16384xf32>
    %382 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%299, %90) <{keep_dims = false}> {device = ""} : (tensor<4x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) : () -> tensor<16384x256xf32>
    %383 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%298, %89) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %384 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%297, %88) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %385 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%296, %87) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %386 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%313, %86) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %387 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%295, %85) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %388 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%294, %84) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %389 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%293, %83) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %390 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%292, %82) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %391 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%291, %81) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %392 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%290, %80) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %393 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%289, %79) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %394 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%288, %78) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %395 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%287, %77) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %396 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%286, %76) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %397 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%312, %75) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %398 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%285, %74) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %399 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%284, %73) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %400 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%283, %72) <{keep_dims = false}> {device = ""} : (tensor<4x1024x256xf32>, tensor<1xi32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %401 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%282, %71) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %402 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%281, %70) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %403 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%280, %69) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %404 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%279, %68) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %405 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%278, %67) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %406 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%277, %66) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %407 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%276, %65) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %408 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%311, %64) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %409 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%275, %63) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %410 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%274, %62) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %411 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%273, %61) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %412 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%272, %60) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %413 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%271, %59) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %414 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%270, %58) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %415 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%269, %57) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %416 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%268, %56) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %417 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%267, %55) <{keep_dims = false}> {device = ""} : (tensor<4x256xf32>, tensor<1xi32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %418 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%266, %54) <{keep_dims = false}> {device = ""} : (tensor<4x32x256xf32>, tensor<1xi32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) : () -> tensor<32x256xf32>
    %419 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%310, %53) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %420 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%265, %52) <{keep_dims = false}> {device = ""} : (tensor<4x16384xf32>, tensor<1xi32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) : () -> tensor<16384xf32>
    %421 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%264, %51) <{keep_dims = false}> {device = ""} : (tensor<4x256x16384xf32>, tensor<1xi32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) : () -> tensor<256x16384xf32>
    %422 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%263, %50) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %423 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%262, %49) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %424 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%261, %48) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %425 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%260, %47) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %426 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%259, %46) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %427 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%258, %45) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %428 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%257, %44) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %429 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%256, %43) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %430 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%309, %42) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %431 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%255, %41) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %432 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%254, %40) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %433 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%253, %39) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %434 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%252, %38) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %435 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%251, %37) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %436 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%250, %36) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %437 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%249, %35) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %438 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%248, %34) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %439 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%247, %33) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %440 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%246, %32) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %441 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%308, %31) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %442 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%245, %30) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %443 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%244, %29) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %444 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%243, %28) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %445 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%242, %27) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %446 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%241, %26) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %447 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%240, %25) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %448 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%239, %24) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %449 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%238, %23) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %450 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%237, %22) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %451 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%236, %21) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %452 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%307, %20) <{keep_dims = false}> {device = ""} : (tensor<4x8x32x256xf32>, tensor<1xi32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %453 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%235, %19) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %454 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%234, %18) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %455 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%233, %17) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %456 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%232, %16) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %457 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%231, %15) <{keep_dims = false}> {device = ""} : (tensor<4x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) : () -> tensor<16384x256xf32>
    %458 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%230, %14) <{keep_dims = false}> {device = ""} : (tensor<4x16384x256xf32>, tensor<1xi32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) : () -> tensor<16384x256xf32>
    %459 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%229, %13) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %460 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%228, %12) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %461 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%227, %11) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %462 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%226, %10) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %463 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%306, %9) <{keep_dims = false}> {device = ""} : (tensor<4x256x8x32xf32>, tensor<1xi32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %464 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%225, %8) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %465 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%224, %7) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %466 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%223, %6) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %467 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%222, %5) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %468 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%221, %4) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %469 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%220, %3) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %470 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%219, %2) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %471 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%218, %1) <{keep_dims = false}> {device = ""} : (tensor<4x256x1024xf32>, tensor<1xi32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %472 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%217, %0) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %473 = "tf_device.cluster"() ({
      %948 = "tf.Sum"(%216, %157) <{keep_dims = false}> {device = ""} : (tensor<4x1024xf32>, tensor<1xi32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %474 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%473) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %475 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%474) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %476 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%472) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %477 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%476) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %478 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%471) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %479 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%478) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %480 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%470) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %481 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%480) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %482 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%469) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %483 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%482) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %484 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%468) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %485 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%484) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %486 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%467) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %487 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%486) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %488 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%466) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %489 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%488) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %490 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%465) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %491 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%490) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %492 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%464) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %493 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%492) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %494 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%463) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %495 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%494) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %496 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%462) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %497 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%496) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %498 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%461) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %499 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%498) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %500 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%460) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %501 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%500) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %502 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%459) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %503 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%502) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %504 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%458) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384x256xf32>
    %505 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%504) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384x256xf32>
    %506 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%457) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384x256xf32>
    %507 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%506) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384x256xf32>
    %508 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%456) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %509 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%508) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %510 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%455) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %511 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%510) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %512 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%454) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %513 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%512) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %514 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%453) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %515 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%514) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %516 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%452) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %517 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%516) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %518 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%451) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %519 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%518) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %520 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%450) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %521 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%520) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %522 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%449) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %523 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%522) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %524 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%448) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %525 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%524) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %526 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%447) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %527 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%526) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %528 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%446) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %529 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%528) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %530 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%445) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %531 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%530) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %532 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%444) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %533 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%532) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %534 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%443) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %535 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%534) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %536 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%442) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %537 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%536) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %538 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%441) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %539 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%538) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %540 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%440) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %541 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%540) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %542 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%439) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %543 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%542) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %544 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%438) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %545 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%544) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %546 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%437) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %547 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%546) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %548 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%436) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %549 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%548) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %550 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%435) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %551 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%550) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %552 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%434) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %553 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%552) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %554 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%433) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %555 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%554) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %556 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%432) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %557 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%556) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %558 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%431) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %559 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%558) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %560 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%430) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %561 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%560) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %562 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%429) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %563 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%562) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %564 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%428) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %565 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%564) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %566 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%427) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %567 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%566) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %568 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%426) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %569 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%568) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %570 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%425) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %571 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%570) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %572 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%424) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %573 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%572) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %574 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%423) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %575 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%574) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %576 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%422) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %577 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%576) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %578 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%421) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x16384xf32>
    %579 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%578) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x16384xf32>
    %580 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%420) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384xf32>
    %581 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%580) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384xf32>
    %582 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%419) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %583 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%582) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %584 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%418) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<32x256xf32>
    %585 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%584) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<32x256xf32>
    %586 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%417) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %587 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%586) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %588 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%416) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %589 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%588) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %590 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%415) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %591 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%590) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %592 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%414) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %593 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%592) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %594 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%413) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %595 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%594) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %596 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%412) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %597 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%596) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %598 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%411) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %599 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%598) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %600 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%410) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %601 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%600) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %602 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%409) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %603 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%602) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %604 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%408) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %605 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%604) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %606 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%407) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %607 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%606) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %608 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%406) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %609 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%608) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %610 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%405) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %611 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%610) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %612 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%404) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %613 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%612) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %614 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%403) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %615 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%614) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %616 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%402) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %617 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%616) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %618 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%401) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %619 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%618) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %620 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%400) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %621 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%620) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %622 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%399) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %623 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%622) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %624 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%398) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %625 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%624) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %626 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%397) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %627 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%626) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %628 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%396) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %629 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%628) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %630 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%395) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %631 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%630) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %632 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%394) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %633 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%632) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %634 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%393) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %635 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%634) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %636 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%392) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %637 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%636) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %638 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%391) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %639 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%638) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %640 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%390) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %641 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%640) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %642 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%389) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %643 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%642) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %644 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%388) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %645 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%644) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %646 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%387) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %647 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%646) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %648 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%386) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %649 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%648) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %650 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%385) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %651 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%650) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %652 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%384) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %653 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%652) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %654 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%383) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %655 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%654) <{global_shape = #tf_type.shape<1024>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024xf32>
    %656 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%382) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384x256xf32>
    %657 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%656) <{global_shape = #tf_type.shape<16384x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384x256xf32>
    %658 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%381) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x16384xf32>
    %659 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%658) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x16384xf32>
    %660 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%380) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x16384xf32>
    %661 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%660) <{global_shape = #tf_type.shape<256x16384>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x16384xf32>
    %662 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%379) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384xf32>
    %663 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%662) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384xf32>
    %664 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%378) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384xf32>
    %665 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%664) <{global_shape = #tf_type.shape<16384>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<16384xf32>
    %666 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%377) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<32x256xf32>
    %667 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%666) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<32x256xf32>
    %668 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%376) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<32x256xf32>
    %669 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%668) <{global_shape = #tf_type.shape<32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<32x256xf32>
    %670 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%375) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %671 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%670) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %672 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%374) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %673 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%672) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %674 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%373) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %675 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%674) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %676 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%372) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %677 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%676) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %678 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%371) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %679 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%678) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %680 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%370) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %681 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%680) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %682 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%369) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %683 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%682) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %684 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%368) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %685 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%684) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %686 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%367) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %687 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%686) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %688 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%366) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %689 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%688) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %690 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%365) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %691 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%690) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %692 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%364) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %693 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%692) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %694 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%363) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %695 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%694) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %696 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%362) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %697 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%696) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %698 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%361) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %699 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%698) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %700 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%360) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %701 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%700) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %702 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%359) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %703 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%702) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %704 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%358) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %705 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%704) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %706 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%357) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %707 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%706) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %708 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%356) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %709 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%708) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %710 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%355) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %711 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%710) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %712 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%354) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %713 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%712) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %714 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%353) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %715 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%714) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %716 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%352) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %717 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%716) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %718 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%351) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %719 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%718) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %720 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%350) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %721 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%720) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %722 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%349) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %723 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%722) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %724 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%348) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %725 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%724) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %726 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%347) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %727 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%726) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %728 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%346) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %729 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%728) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %730 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%345) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %731 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%730) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %732 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%344) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %733 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%732) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %734 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%343) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %735 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%734) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %736 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%342) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %737 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%736) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %738 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%341) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %739 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%738) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %740 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%340) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %741 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%740) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %742 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%339) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<f32>) -> tensor<f32>
      tf_device.return %948 : tensor<f32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<f32>
    %743 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%742) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<f32>) -> tensor<f32>
      tf_device.return %948 : tensor<f32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<f32>
    %744 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%338) <{layout = "sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<i64>) -> tensor<i64>
      tf_device.return %948 : tensor<i64>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<i64>
    %745 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%744) <{global_shape = #tf_type.shape<>, layout = #dtensor.layout<sharding_specs: mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<i64>) -> tensor<i64>
      tf_device.return %948 : tensor<i64>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<i64>
    %746 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%337) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %747 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%746) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %748 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%336) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %749 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%748) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %750 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%335) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %751 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%750) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %752 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%334) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %753 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%752) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %754 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%333) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %755 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%754) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %756 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%332) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %757 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%756) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %758 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%331) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %759 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%758) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %760 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%330) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %761 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%760) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %762 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%329) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %763 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%762) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %764 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%328) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %765 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%764) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %766 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%327) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %767 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%766) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %768 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%326) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %769 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%768) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %770 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%325) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %771 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%770) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %772 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%324) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %773 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%772) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %774 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%323) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %775 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%774) <{global_shape = #tf_type.shape<1024x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<1024x256xf32>
    %776 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%322) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %777 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%776) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %778 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%321) <{layout = "sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %779 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%778) <{global_shape = #tf_type.shape<256>, layout = #dtensor.layout<sharding_specs:unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256xf32>
    %780 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%320) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %781 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%780) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %782 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%319) <{layout = "sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %783 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%782) <{global_shape = #tf_type.shape<256x1024>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x1024xf32>
    %784 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%318) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %785 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%784) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %786 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%317) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %787 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%786) <{global_shape = #tf_type.shape<256x8x32>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<256x8x32xf32>
    %788 = "tf_device.cluster"() ({
      %948 = "tf.Relayout"(%316) <{layout = "sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"}> {device = "/job:worker/replica:0/task:0/device:CUSTOM:0"} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %789 = "tf_device.cluster"() ({
      %948 = "tf.DTensorLayout"(%788) <{global_shape = #tf_type.shape<8x32x256>, layout = #dtensor.layout<sharding_specs:unsharded,unsharded,unsharded, mesh:|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1>}> {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) {_mesh = "|batch=4|0,1,2,3|0,1|/job:worker/replica:0/task:0/device:CPU:0,/job:worker/replica:0/task:0/device:CPU:1"} : () -> tensor<8x32x256xf32>
    %790 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%789) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %791 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%787) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %792 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%785) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %793 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%783) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %794 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%781) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %795 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%779) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %796 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%777) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %797 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%775) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %798 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%773) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %799 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%771) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %800 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%769) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %801 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%767) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %802 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%765) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %803 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%763) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %804 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%761) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %805 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%759) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %806 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%757) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %807 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%755) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %808 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%753) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %809 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%751) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %810 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%749) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %811 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%747) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %812 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%745) {device = ""} : (tensor<i64>) -> tensor<i64>
      tf_device.return %948 : tensor<i64>
    }) : () -> tensor<i64>
    %813 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%743) {device = ""} : (tensor<f32>) -> tensor<f32>
      tf_device.return %948 : tensor<f32>
    }) : () -> tensor<f32>
    %814 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%741) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %815 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%739) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %816 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%737) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %817 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%735) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %818 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%733) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %819 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%731) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %820 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%729) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %821 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%727) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %822 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%725) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %823 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%723) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %824 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%721) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %825 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%719) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %826 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%717) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %827 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%715) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %828 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%713) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %829 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%711) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %830 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%709) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %831 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%707) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %832 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%705) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %833 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%703) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %834 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%701) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %835 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%699) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %836 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%697) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %837 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%695) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %838 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%693) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %839 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%691) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %840 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%689) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %841 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%687) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %842 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%685) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %843 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%683) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %844 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%681) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %845 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%679) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %846 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%677) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %847 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%675) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %848 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%673) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %849 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%671) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %850 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%669) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) : () -> tensor<32x256xf32>
    %851 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%667) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) : () -> tensor<32x256xf32>
    %852 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%665) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) : () -> tensor<16384xf32>
    %853 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%663) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) : () -> tensor<16384xf32>
    %854 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%661) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) : () -> tensor<256x16384xf32>
    %855 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%659) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) : () -> tensor<256x16384xf32>
    %856 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%657) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) : () -> tensor<16384x256xf32>
    %857 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%655) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %858 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%653) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %859 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%651) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %860 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%649) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %861 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%647) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %862 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%645) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %863 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%643) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %864 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%641) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %865 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%639) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %866 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%637) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %867 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%635) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %868 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%633) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %869 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%631) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %870 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%629) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %871 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%627) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %872 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%625) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %873 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%623) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %874 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%621) {device = ""} : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
      tf_device.return %948 : tensor<1024x256xf32>
    }) : () -> tensor<1024x256xf32>
    %875 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%619) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %876 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%617) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %877 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%615) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %878 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%613) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %879 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%611) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %880 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%609) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %881 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%607) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %882 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%605) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %883 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%603) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %884 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%601) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %885 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%599) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %886 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%597) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %887 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%595) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %888 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%593) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %889 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%591) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %890 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%589) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %891 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%587) {device = ""} : (tensor<256xf32>) -> tensor<256xf32>
      tf_device.return %948 : tensor<256xf32>
    }) : () -> tensor<256xf32>
    %892 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%585) {device = ""} : (tensor<32x256xf32>) -> tensor<32x256xf32>
      tf_device.return %948 : tensor<32x256xf32>
    }) : () -> tensor<32x256xf32>
    %893 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%583) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %894 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%581) {device = ""} : (tensor<16384xf32>) -> tensor<16384xf32>
      tf_device.return %948 : tensor<16384xf32>
    }) : () -> tensor<16384xf32>
    %895 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%579) {device = ""} : (tensor<256x16384xf32>) -> tensor<256x16384xf32>
      tf_device.return %948 : tensor<256x16384xf32>
    }) : () -> tensor<256x16384xf32>
    %896 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%577) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %897 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%575) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %898 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%573) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %899 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%571) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %900 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%569) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %901 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%567) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %902 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%565) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %903 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%563) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %904 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%561) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %905 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%559) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %906 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%557) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %907 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%555) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %908 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%553) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %909 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%551) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %910 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%549) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %911 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%547) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %912 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%545) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %913 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%543) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %914 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%541) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %915 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%539) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %916 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%537) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %917 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%535) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %918 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%533) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %919 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%531) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %920 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%529) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %921 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%527) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %922 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%525) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %923 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%523) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %924 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%521) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %925 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%519) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %926 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%517) {device = ""} : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      tf_device.return %948 : tensor<8x32x256xf32>
    }) : () -> tensor<8x32x256xf32>
    %927 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%515) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %928 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%513) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %929 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%511) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %930 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%509) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %931 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%507) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) : () -> tensor<16384x256xf32>
    %932 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%505) {device = ""} : (tensor<16384x256xf32>) -> tensor<16384x256xf32>
      tf_device.return %948 : tensor<16384x256xf32>
    }) : () -> tensor<16384x256xf32>
    %933 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%503) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %934 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%501) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %935 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%499) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %936 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%497) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %937 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%495) {device = ""} : (tensor<256x8x32xf32>) -> tensor<256x8x32xf32>
      tf_device.return %948 : tensor<256x8x32xf32>
    }) : () -> tensor<256x8x32xf32>
    %938 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%493) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %939 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%491) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %940 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%489) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %941 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%487) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %942 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%485) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %943 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%483) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %944 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%481) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %945 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%479) {device = ""} : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
      tf_device.return %948 : tensor<256x1024xf32>
    }) : () -> tensor<256x1024xf32>
    %946 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%477) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    %947 = "tf_device.cluster"() ({
      %948 = "tf.Identity"(%475) {device = ""} : (tensor<1024xf32>) -> tensor<1024xf32>
      tf_device.return %948 : tensor<1024xf32>
    }) : () -> tensor<1024xf32>
    return %790, %791, %860, %871, %882, %893, %904, %915, %926, %937, %792, %803, %814, %825, %836, %847, %856, %857, %858, %859, %861, %862, %863, %864, %865, %866, %867, %868, %869, %870, %872, %873, %874, %875, %876, %877, %878, %879, %880, %881, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %894, %895, %896, %897, %898, %899, %900, %901, %902, %903, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %916, %917, %918, %919, %920, %921, %922, %923, %924, %925, %927, %928, %929, %930, %931, %932, %933, %934, %935, %936, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %804, %805, %806, %807, %808, %809, %810, %811, %812, %813, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %826, %827, %828, %829, %830, %831, %832, %833, %834, %835, %837, %838, %839, %840, %841, %842, %843, %844, %845, %846, %848, %849, %850, %851, %852, %853, %854, %855 : tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<16384x256xf32>, tensor<16384x256xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<i64>, tensor<f32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32x256xf32>, tensor<32x256xf32>, tensor<16384xf32>, tensor<16384xf32>, tensor<256x16384xf32>, tensor<256x16384xf32>
  }
}


