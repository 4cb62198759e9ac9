// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/control_flow_attributes.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
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
}

// -----
module {
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
}

