// RUN: not lutdialect-opt %s 2>&1 | filecheck %s

// An enum value TOSA does not define is a parse error at the value itself.

// CHECK-NOT:  Traceback
// CHECK:      {{^.*}}bad_enum.mlir:[[# @LINE + 6]]:129{{$}}
// CHECK-NEXT: {{^ *}}%0 = tosa.rescale {{.*}}rounding_mode = HALF_EVEN{{.*$}}
// CHECK-NEXT: {{^ *\^{9}$}}
// CHECK-NEXT: {{^ *}}'HALF_EVEN' is not a valid tosa.rounding_mode (expected one of SINGLE_ROUND, INEXACT_ROUND, DOUBLE_ROUND){{$}}
// CHECK-NOT:  {{.}}
func.func @f(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = HALF_EVEN, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
