// RUN: lutdialect-opt %s --split-input-file | filecheck %s --check-prefix=CHECK-TT
// RUN: lutdialect-opt %s --split-input-file --tosa-syntax=upstream | filecheck %s --check-prefix=CHECK-UP
// RUN: xdsl-opt %s --split-input-file | filecheck %s --check-prefix=CHECK-TT

// Input in the upstream syntax (as iree-opt 3.13 prints it) is read with no option;
// the default output is the tosa-tools syntax, --tosa-syntax=upstream writes it back.

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

// CHECK-TT-LABEL: func.func @dyt_chain(
// CHECK-TT:       "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-TT:       tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} :
// CHECK-TT-NEXT:  tosa.rescale %5, %0, %1, %3, %2 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} :
// CHECK-TT-NEXT:  tosa.table %6, %4 : (tensor<2x64xi8>, tensor<256xi8>) -> tensor<2x64xi8>
// CHECK-UP-LABEL: func.func @dyt_chain(
// CHECK-UP:       tosa.const values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
// CHECK-UP:       tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) :
// CHECK-UP-NEXT:  tosa.rescale %5, %0, %1, %3, %2 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) :
// CHECK-UP-NEXT:  tosa.table %6, %4 : (tensor<2x64xi8>, tensor<256xi8>) -> tensor<2x64xi8>

// -----

func.func @conv_local_bound(%arg0: tensor<1x4x4x4xi8>, %arg1: tensor<8x1x1x4xi8>, %arg2: tensor<8xi32>) -> (tensor<1x4x4x8xi32>, tensor<1x4x4x8xi32>) {
  %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
  %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i32)  : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
  %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i32) local_bound(false) : (tensor<1x4x4x4xi8>, tensor<8x1x1x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x8xi32>
  return %1, %2 : tensor<1x4x4x8xi32>, tensor<1x4x4x8xi32>
}

// An absent local_bound and an explicit false: tosa-tools leaves out both (as tosa-opt
// does), upstream writes what is set (as iree-opt does).
// CHECK-TT-LABEL: func.func @conv_local_bound(
// CHECK-TT:       %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} :
// CHECK-TT-NEXT:  %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} :
// CHECK-UP-LABEL: func.func @conv_local_bound(
// CHECK-UP:       %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i32) :
// CHECK-UP-NEXT:  %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i32) local_bound(false) :

// -----

func.func @nan_modes(%arg0: tensor<2x3xf32>) -> (tensor<3xi32>, tensor<1x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tosa.argmax %arg0 axis(0) nan_mode<IGNORE> : (tensor<2x3xf32>) -> tensor<3xi32>
  %1 = tosa.reduce_max %arg0 axis(0) : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %2 = tosa.maximum %arg0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tosa.clamp %arg0 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> {note = "kept"} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<3xi32>, tensor<1x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// nan_mode is left out at PROPAGATE in both; `tosa.maximum %a, %b : ...` reads the same in
// either syntax. A discardable attribute follows the keywords.
// CHECK-TT-LABEL: func.func @nan_modes(
// CHECK-TT:       tosa.argmax %arg0 {axis = 0 : i32, nan_mode = IGNORE} :
// CHECK-TT-NEXT:  tosa.reduce_max %arg0 {axis = 0 : i32} :
// CHECK-TT-NEXT:  tosa.maximum %arg0, %arg0 :
// CHECK-TT-NEXT:  tosa.clamp %arg0 {max_val = 1.000000e+00 : f32, min_val = -1.000000e+00 : f32, nan_mode = IGNORE, note = "kept"} :
// CHECK-UP-LABEL: func.func @nan_modes(
// CHECK-UP:       tosa.argmax %arg0 axis(0) nan_mode<IGNORE> :
// CHECK-UP-NEXT:  tosa.reduce_max %arg0 axis(0) :
// CHECK-UP-NEXT:  tosa.maximum %arg0, %arg0 :
// CHECK-UP-NEXT:  tosa.clamp %arg0 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> {note = "kept"} :

// -----

func.func @layout(%arg0: tensor<2x3xi8>) -> tensor<6x2xi8> {
  %0 = tosa.const_shape  values(dense<[3, 2]> : tensor<2xindex>) : () -> !tosa.shape<2>
  %1 = tosa.transpose %arg0 perms([1, 0]) : (tensor<2x3xi8>) -> tensor<3x2xi8>
  %2 = tosa.concat %1, %1 axis(0) : (tensor<3x2xi8>, tensor<3x2xi8>) -> tensor<6x2xi8>
  %3 = tosa.custom  operator_name("source") domain_name("vendor") implementation_attrs("") : () -> tensor<3x2xi8>
  return %2 : tensor<6x2xi8>
}

// CHECK-TT-LABEL: func.func @layout(
// CHECK-TT:       tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-TT-NEXT:  tosa.transpose %arg0 {perms = array<i32: 1, 0>} :
// CHECK-TT-NEXT:  tosa.concat %1, %1 {axis = 0 : i32} :
// CHECK-TT-NEXT:  tosa.custom {domain_name = "vendor", implementation_attrs = "", operator_name = "source"} : () -> tensor<3x2xi8>
// CHECK-UP-LABEL: func.func @layout(
// CHECK-UP:       tosa.const_shape values(dense<[3, 2]> : tensor<2xindex>) : () -> !tosa.shape<2>
// CHECK-UP-NEXT:  tosa.transpose %arg0 perms([1, 0]) :
// CHECK-UP-NEXT:  tosa.concat %1, %1 axis(0) :
// CHECK-UP-NEXT:  tosa.custom operator_name("source") domain_name("vendor") implementation_attrs("") : () -> tensor<3x2xi8>

// -----

// One file may mix the two syntaxes: each op is read in whichever of its formats fits.
func.func @mixed(%arg0: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.arithmetic_right_shift %arg0, %arg0 round(true) : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %2 = tosa.arithmetic_right_shift %1, %1 {round = false} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %2 : tensor<4xi8>
}

// CHECK-TT-LABEL: func.func @mixed(
// CHECK-TT:       tosa.arithmetic_right_shift %arg0, %arg0 {round = true} :
// CHECK-TT-NEXT:  tosa.arithmetic_right_shift %1, %1 {round = false} :
// CHECK-UP-LABEL: func.func @mixed(
// CHECK-UP:       tosa.const values(dense<2> : tensor<1xi8>) : () -> tensor<1xi8>
// CHECK-UP-NEXT:  tosa.arithmetic_right_shift %arg0, %arg0 round(true) :
// CHECK-UP-NEXT:  tosa.arithmetic_right_shift %1, %1 round(false) :
