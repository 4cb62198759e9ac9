// RUN: not lutdialect-opt %s 2>&1 | filecheck %s

// Malformed input: lutdialect-opt prints file:line:col, the offending line, a caret
// and the message, nothing else (no Python traceback), and fails.

// CHECK-NOT:  Traceback
// CHECK:      {{^.*}}malformed.mlir:[[# @LINE + 6]]:56{{$}}
// CHECK-NEXT: {{^ *}}%0 = tosa.add %a, %b : (tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>{{$}}
// CHECK-NEXT: {{^ *\^\^$}}
// CHECK-NEXT: {{^ *}}Expected ')'{{$}}
// CHECK-NOT:  {{.}}
func.func @missing_paren(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
