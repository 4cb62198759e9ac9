// RUN: %tosa-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s
// Deliberately NOT in canonical form: spellings tosa-opt accepts but prints differently (long-form and
// dialect-prefixed enums, explicit defaults, generic op form, properties given as a plain attribute
// dictionary, unsorted keys, short-form types, small hex constants). Both tools must print the same thing.

// CHECK: module {
// CHECK-LABEL: func.func @test_enum_input_spellings(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 1.000000e+00 : f32, min_val = -1.000000e+00 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 1.000000e+00 : f32, min_val = -1.000000e+00 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 1.000000e+00 : f32, min_val = -1.000000e+00 : f32} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.maximum %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.minimum %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {nan_mode = IGNORE} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_long_form_rounding(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : tensor<8xi8>, tensor<8xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_resize_long_form_mode(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.resize %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {mode = BILINEAR} : (tensor<1x4x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<1x7x7x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_explicit_defaults_are_dropped(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.conv2d %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reduce_max %{{[^ ,:)]+}} {axis = 3 : i32} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : tensor<1x4x4x8xf32>, tensor<1x4x4x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_generic_ops_print_custom(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.mul %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reduce_sum %{{[^ ,:)]+}} {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.transpose %{{[^ ,:)]+}} {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<3x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_float_literal_spellings(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[5.000000e-01, 2.000000e+00, 1.000000e+03]> : tensor<3xf32>}> : () -> tensor<3xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>}> : () -> tensor<3xf32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 6.000000e+00 : f32, min_val = -2.500000e-01 : f32} : (tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cond_if_assignment_names_are_free(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cond_if %{{[^ ,:)]+}} (%{{[^ ,:)]+}} = %{{[^ ,:)]+}}) : tensor<i1> (tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT: ^bb0(%{{[^ ,:)]+}}: tensor<4xi32>):
// CHECK-NEXT: tosa.yield %{{[^ ,:)]+}} : tensor<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%{{[^ ,:)]+}}: tensor<4xi32>):
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.bitwise_not %{{[^ ,:)]+}} : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: tosa.yield %{{[^ ,:)]+}} : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  func.func @test_enum_input_spellings(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.clamp %arg0 {nan_mode = #tosa.nan_mode<IGNORE>, min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = tosa.clamp %0 {max_val = 1.0 : f32, min_val = -1.0 : f32, nan_mode = #tosa<nan_mode<IGNORE>>} : (tensor<4xf32>) -> tensor<4xf32>
    %2 = tosa.clamp %1 {max_val = 1.0 : f32, min_val = -1.0 : f32, nan_mode = PROPAGATE} : (tensor<4xf32>) -> tensor<4xf32>
    %3 = tosa.maximum %2, %arg1 {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %4 = tosa.minimum %3, %arg1 {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %4 : tensor<4xf32>
  }
  func.func @test_rescale_long_form_rounding(%arg0: tensor<8xi32>) -> (tensor<8xi8>, tensor<8xi8>) {
    %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
    %s = "tosa.const"() {values = dense<"0x20"> : tensor<1xi8>} : () -> tensor<1xi8>
    %izp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %ozp = "tosa.const"() <{values = dense<[3]> : tensor<1xi8>}> : () -> tensor<1xi8>
    %0 = tosa.rescale %arg0, %m, %s, %izp, %ozp {scale32 = true, rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND>, per_channel = false, output_unsigned = false, input_unsigned = false} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
    %1 = "tosa.rescale"(%arg0, %m, %s, %izp, %ozp) <{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = #tosa.rounding_mode<INEXACT_ROUND>, scale32 = true}> : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8xi8>
    return %0, %1 : tensor<8xi8>, tensor<8xi8>
  }
  func.func @test_resize_long_form_mode(%arg0: tensor<1x4x4x1xf32>) -> tensor<1x7x7x1xf32> {
    %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa<shape<4>>
    %offset = "tosa.const_shape"() <{values = dense<0> : tensor<2xindex>}> : () -> !tosa.shape<2>
    %border = "tosa.const_shape"() {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape< 2 >
    %0 = tosa.resize %arg0, %scale, %offset, %border {mode = #tosa.resize_mode<BILINEAR>} : (tensor<1x4x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1xf32>
    return %0 : tensor<1x7x7x1xf32>
  }
  func.func @test_explicit_defaults_are_dropped(%arg0: tensor<1x4x4x4xf32>, %arg1: tensor<8x1x1x4xf32>, %arg2: tensor<8xf32>) -> (tensor<1x4x4x8xf32>, tensor<1x4x4x1xf32>) {
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %0 = tosa.conv2d %arg0, %arg1, %arg2, %zp, %zp {stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, local_bound = false, dilation = array<i64: 1, 1>, acc_type = f32} : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
    %1 = tosa.reduce_max %arg0 {nan_mode = PROPAGATE, axis = 3 : i32} : (tensor<1x4x4x4xf32>) -> tensor<1x4x4x1xf32>
    return %0, %1 : tensor<1x4x4x8xf32>, tensor<1x4x4x1xf32>
  }
  func.func @test_generic_ops_print_custom(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> tensor<3x2xi32> {
    %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %0 = "tosa.mul"(%arg0, %arg1, %shift) : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
    %1 = "tosa.reduce_sum"(%0) {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
    %2 = "tosa.transpose"(%0) {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
    return %2 : tensor<3x2xi32>
  }
  func.func @test_float_literal_spellings(%arg0: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
    %0 = "tosa.const"() <{values = dense<[0.5, 2.0, 1.0e3]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %1 = "tosa.const"() <{values = dense<"0x0000803F0000004000004040"> : tensor<3xf32>}> : () -> tensor<3xf32>
    %2 = tosa.clamp %arg0 {min_val = -2.5e-1 : f32, max_val = 6.0 : f32} : (tensor<3xf32>) -> tensor<3xf32>
    return %0, %1 : tensor<3xf32>, tensor<3xf32>
  }
  func.func @test_cond_if_assignment_names_are_free(%arg0: tensor<4xi32>, %arg1: tensor<i1>) -> tensor<4xi32> {
    %0 = tosa.cond_if %arg1 (%unused_name = %arg0) : tensor<i1> (tensor<4xi32>) -> tensor<4xi32> {
    ^bb0(%x: tensor<4xi32>):
      tosa.yield %x : tensor<4xi32>
    } else {
    ^bb0(%y: tensor<4xi32>):
      %1 = tosa.bitwise_not %y : (tensor<4xi32>) -> tensor<4xi32>
      tosa.yield %1 : tensor<4xi32>
    }
    return %0 : tensor<4xi32>
  }
}
