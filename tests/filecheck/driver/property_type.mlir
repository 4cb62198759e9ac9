// RUN: not lutdialect-opt %s 2>&1 | filecheck %s
// RUN: not lutdialect fold %s -o - 2>&1 | filecheck %s --check-prefix=FOLD
// RUN: xdsl-opt %s --verify-diagnostics | filecheck %s --check-prefix=XDSL

// A property of the wrong type (an axis is an i32, as tosa-opt requires) is refused as
// the op is built: one line naming the op's place, never a traceback. Plain xdsl-opt
// --verify-diagnostics prints xDSL's own message.

// CHECK-NOT:  Traceback
// CHECK:      {{^.*}}property_type.mlir:[[# @LINE + 10]]:3: error: Expected attribute i32 but got i64{{$}}
// CHECK-NOT:  {{.}}

// FOLD-NOT:   Traceback
// FOLD:       {{^}}lutdialect: error: {{.*}}property_type.mlir:[[# @LINE + 6]]:3: Expected attribute i32 but got i64{{$}}
// FOLD-NOT:   {{.}}

// XDSL:       {{^}}Expected attribute i32 but got i64{{$}}

func.func @axis_i64(%x: tensor<4x2xi8>) -> tensor<2xi32> {
  %0 = tosa.argmax %x {axis = 0 : i64} : (tensor<4x2xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
