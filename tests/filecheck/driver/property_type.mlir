// RUN: lutdialect-opt %s --split-input-file --parsing-diagnostics | filecheck %s
// RUN: not lutdialect fold %s -o - 2>&1 | filecheck %s --check-prefix=FOLD

// A property or operand of the wrong type (an axis is an i32, as tosa-opt requires; a
// shape is a !tosa.shape) is a parse error at the op, in either syntax: one line from
// lutdialect fold, never a traceback.

// CHECK:      {{^.*}}property_type.mlir:[[# @LINE + 6]]:20{{$}}
// CHECK:      'tosa.argmax' Expected attribute i32 but got i64{{$}}
// FOLD-NOT:   Traceback
// FOLD:       {{^}}lutdialect: error: {{.*}}property_type.mlir:[[# @LINE + 3]]:20: 'tosa.argmax' Expected attribute i32 but got i64{{$}}
// FOLD-NOT:   {{.}}
func.func @axis_i64(%x: tensor<4x2xi8>) -> tensor<2xi32> {
  %0 = tosa.argmax %x {axis = 0 : i64} : (tensor<4x2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// In the upstream syntax the axis is a bare integer, as in iree-opt: no type follows it.
// CHECK:      {{^.*}}property_type.mlir:[[# @LINE + 3]]:30{{$}}
// CHECK:      Expected ')'{{$}}
func.func @axis_i64_upstream(%x: tensor<4x2xi8>) -> tensor<2xi32> {
  %0 = tosa.argmax %x axis(0 : i64) : (tensor<4x2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK:      {{^.*}}property_type.mlir:[[# @LINE + 3]]:21{{$}}
// CHECK:      'tosa.reshape' tensor<2xi32> should be of base attribute tosa.shape{{$}}
func.func @shape_is_a_tensor(%x: tensor<4x2xi8>, %s: tensor<2xi32>) -> tensor<8xi8> {
  %0 = tosa.reshape %x, %s : (tensor<4x2xi8>, tensor<2xi32>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}
