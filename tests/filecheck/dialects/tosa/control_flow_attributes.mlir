// RUN: %tosa-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s

// Discardable attributes on the control-flow ops: MLIR writes them after the
// second region, bare for cond_if and behind `attributes` for while_loop.

// CHECK-LABEL: func.func @cond_if_with_attributes(
// CHECK:       } else {
// CHECK:       } {note = "branch"}
func.func @cond_if_with_attributes(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %arg2 (%arg3 = %arg0, %arg4 = %arg1) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    tosa.yield %arg3 : tensor<f32>
  } else {
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    tosa.yield %arg4 : tensor<f32>
  } {note = "branch"}
  return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @while_loop_with_attributes(
// CHECK:       } do {
// CHECK:       } attributes {note = "loop"}
func.func @while_loop_with_attributes(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%arg1 = %arg0) : (tensor<i32>) -> tensor<i32> {
    %1 = tosa.greater %arg1, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %1 : tensor<i1>
  } do {
  ^bb0(%arg1: tensor<i32>):
    tosa.yield %arg1 : tensor<i32>
  } attributes {note = "loop"}
  return %0 : tensor<i32>
}
