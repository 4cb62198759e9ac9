// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/upstream_syntax.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @dyt_chain(%arg0: tensor<2x64xi8>) -> tensor<2x64xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.const  values(dense<0> : tensor<256xi8>) : () -> tensor<256xi8>
    %5 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x64xi32>
    %6 = tosa.rescale %5, %0, %1, %3, %2 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x64xi8>
    %7 = tosa.table %6, %4 : (tensor<2x64xi8>, tensor<256xi8>) -> tensor<2x64xi8>
    return %7 : tensor<2x64xi8>
  }
}

// -----
module {
  func.func @conv_local_bound(%arg0: tensor<1x4x4x4xi8>, %arg1: tensor<8x1x1x4xi8>, %arg2: tensor<8xi32>) -> (tensor<1x4x4x8xi32>, tensor<1x4x4x8xi32>) {
    %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i32)  : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
    %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i32) local_bound(false) : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
    return %1, %2 : tensor<1x4x4x8xi32>, tensor<1x4x4x8xi32>
  }
}

// -----
module {
  func.func @nan_modes(%arg0: tensor<2x3xf32>) -> (tensor<3xi32>, tensor<1x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
    %0 = tosa.argmax %arg0 axis(0) nan_mode<IGNORE> : (tensor<2x3xf32>) -> tensor<3xi32>
    %1 = tosa.reduce_max %arg0 axis(0) : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %2 = tosa.maximum %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %3 = tosa.clamp %arg0 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> {note = "kept"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0, %1, %2, %3 : tensor<3xi32>, tensor<1x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
  }
}

// -----
module {
  func.func @layout(%arg0: tensor<2x3xi8>) -> tensor<6x2xi8> {
    %0 = tosa.const_shape  values(dense<[3, 2]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %1 = tosa.transpose %arg0 perms([1, 0]) : (tensor<2x3xi8>) -> tensor<3x2xi8>
    %2 = tosa.concat %1, %1 axis(0) : (tensor<3x2xi8>, tensor<3x2xi8>) -> tensor<6x2xi8>
    %3 = tosa.custom  operator_name("source") domain_name("vendor") implementation_attrs("") : () -> tensor<3x2xi8>
    return %2 : tensor<6x2xi8>
  }
}

// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
