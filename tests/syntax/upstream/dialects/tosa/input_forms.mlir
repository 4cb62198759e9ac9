// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/input_forms.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_enum_input_spellings(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.clamp %arg0 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> : (tensor<4xf32>) -> tensor<4xf32>
    %1 = tosa.clamp %0 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = tosa.clamp %1 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = tosa.maximum %2, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = tosa.minimum %3, %arg1 nan_mode<IGNORE> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %4 : tensor<4xf32>
  }
  func.func @test_rescale_long_form_rounding(%arg0: tensor<8xi32>) -> (tensor<8xi8>, tensor<8xi8>) {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<32> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<3> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
    %5 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
    return %4, %5 : tensor<8xi8>, tensor<8xi8>
  }
  func.func @test_resize_long_form_mode(%arg0: tensor<1x4x4x1xf32>) -> tensor<1x7x7x1xf32> {
    %0 = tosa.const_shape  values(dense<[2, 1, 2, 1]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 mode<BILINEAR> : (tensor<1x4x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1xf32>
    return %3 : tensor<1x7x7x1xf32>
  }
  func.func @test_explicit_defaults_are_dropped(%arg0: tensor<1x4x4x4xf32>, %arg1: tensor<8x1x1x4xf32>, %arg2: tensor<8xf32>) -> (tensor<1x4x4x8xf32>, tensor<1x4x4x1xf32>) {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(f32) local_bound(false) : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
    %2 = tosa.reduce_max %arg0 axis(3) : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1xf32>
    return %1, %2 : tensor<1x4x4x8xf32>, tensor<1x4x4x1xf32>
  }
  func.func @test_generic_ops_print_custom(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> tensor<3x2xi32> {
    %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
    %2 = tosa.reduce_sum %1 axis(0) : (tensor<2x3xi32>) -> tensor<1x3xi32>
    %3 = tosa.transpose %1 perms([1, 0]) : (tensor<2x3xi32>) -> tensor<3x2xi32>
    return %3 : tensor<3x2xi32>
  }
  func.func @test_float_literal_spellings(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = tosa.const  values(dense<[5.000000e-01, 2.000000e+00, 1.000000e+03]> : tensor<3xf32>) : () -> tensor<3xf32>
    %1 = tosa.const  values(dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>) : () -> tensor<3xf32>
    %2 = tosa.clamp %arg0 min_val(-2.500000e-01 : f32) max_val(6.000000e+00 : f32) : (tensor<3xf32>) -> tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func @test_cond_if_assignment_names_are_free(%arg0: tensor<4xi32>, %arg1: tensor<i1>) -> tensor<4xi32> {
    %0 = tosa.cond_if %arg1 (%arg2 = %arg0) : tensor<i1> (tensor<4xi32>) -> tensor<4xi32> {
    ^bb0(%arg2: tensor<4xi32>):
      tosa.yield %arg2 : tensor<4xi32>
    } else {
    ^bb0(%arg2: tensor<4xi32>):
      %1 = tosa.bitwise_not %arg2 : (tensor<4xi32>) -> tensor<4xi32>
      tosa.yield %1 : tensor<4xi32>
    }
    return %0 : tensor<4xi32>
  }
}

