// RUN: not lutdialect-opt %s 2>&1 | filecheck %s

// An op name the tosa dialect does not define (here in generic form) is rejected
// with its location, not parsed into an opaque op.

// CHECK-NOT:  Traceback
// CHECK:      {{^.*}}unregistered.mlir:[[# @LINE + 6]]:18{{$}}
// CHECK-NEXT: {{^ *}}%0 = "tosa.lut"(%x) : (tensor<4xi8>) -> tensor<4xi8>{{$}}
// CHECK-NEXT: {{^ *\^$}}
// CHECK-NEXT: {{^ *}}Operation tosa.lut is not registered{{$}}
// CHECK-NOT:  {{.}}
func.func @f(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = "tosa.lut"(%x) : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
