// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/control_flow.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_cond_if_implicit_capture(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i1>) -> tensor<f32> {
    %0 = tosa.cond_if %arg2 : tensor<i1> -> tensor<f32> {
      %1 = tosa.add %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<f32>
      tosa.yield %1 : tensor<f32>
    } else {
      %1 = tosa.sub %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<f32>
      tosa.yield %1 : tensor<f32>
    }
    return %0 : tensor<f32>
  }
  func.func @test_cond_if_block_args(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>, %arg2: tensor<i1>) -> tensor<4xi32> {
    %0 = tosa.cond_if %arg2 (%arg3 = %arg0, %arg4 = %arg1) : tensor<i1> (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32> {
    ^bb0(%arg3: tensor<4xi32>, %arg4: tensor<4xi32>):
      %1 = tosa.maximum %arg3, %arg4 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      tosa.yield %1 : tensor<4xi32>
    } else {
    ^bb0(%arg3: tensor<4xi32>, %arg4: tensor<4xi32>):
      %1 = tosa.minimum %arg3, %arg4 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      tosa.yield %1 : tensor<4xi32>
    }
    return %0 : tensor<4xi32>
  }
  func.func @test_cond_if_multiple_results(%arg0: tensor<2xi8>, %arg1: tensor<3xf16>, %arg2: tensor<1xi1>) -> (tensor<2xi8>, tensor<3xf16>) {
    %0:2 = tosa.cond_if %arg2 : tensor<1xi1> -> (tensor<2xi8>, tensor<3xf16>) {
      tosa.yield %arg0, %arg1 : tensor<2xi8>, tensor<3xf16>
    } else {
      %1 = tosa.identity %arg0 : (tensor<2xi8>) -> tensor<2xi8>
      tosa.yield %1, %arg1 : tensor<2xi8>, tensor<3xf16>
    }
    return %0#0, %0#1 : tensor<2xi8>, tensor<3xf16>
  }
  func.func @test_cond_if_nested(%arg0: tensor<f32>, %arg1: tensor<i1>, %arg2: tensor<i1>) -> tensor<f32> {
    %0 = tosa.cond_if %arg1 : tensor<i1> -> tensor<f32> {
      %1 = tosa.cond_if %arg2 : tensor<i1> -> tensor<f32> {
        %2 = tosa.exp %arg0 : (tensor<f32>) -> tensor<f32>
        tosa.yield %2 : tensor<f32>
      } else {
        tosa.yield %arg0 : tensor<f32>
      }
      tosa.yield %1 : tensor<f32>
    } else {
      %1 = tosa.log %arg0 : (tensor<f32>) -> tensor<f32>
      tosa.yield %1 : tensor<f32>
    }
    return %0 : tensor<f32>
  }
  func.func @test_while_loop_counter(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = tosa.const  values(dense<10> : tensor<i32>) : () -> tensor<i32>
    %1 = tosa.const  values(dense<1> : tensor<i32>) : () -> tensor<i32>
    %2 = tosa.while_loop (%arg1 = %arg0) : (tensor<i32>) -> tensor<i32> {
      %3 = tosa.greater %0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      tosa.yield %3 : tensor<i1>
    } do {
    ^bb0(%arg1: tensor<i32>):
      %3 = tosa.add %arg1, %1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      tosa.yield %3 : tensor<i32>
    }
    return %2 : tensor<i32>
  }
  func.func @test_while_loop_two_carried(%arg0: tensor<i32>, %arg1: tensor<10xf32>) -> tensor<10xf32> {
    %0 = tosa.const  values(dense<3> : tensor<i32>) : () -> tensor<i32>
    %1 = tosa.const  values(dense<1> : tensor<i32>) : () -> tensor<i32>
    %2:2 = tosa.while_loop (%arg2 = %arg0, %arg3 = %arg1) : (tensor<i32>, tensor<10xf32>) -> (tensor<i32>, tensor<10xf32>) {
      %3 = tosa.greater_equal %0, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      tosa.yield %3 : tensor<i1>
    } do {
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<10xf32>):
      %3 = tosa.add %arg2, %1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %4 = tosa.add %arg3, %arg3 : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
      tosa.yield %3, %4 : tensor<i32>, tensor<10xf32>
    }
    return %2#1 : tensor<10xf32>
  }
  func.func @test_while_loop_with_cond_if(%arg0: tensor<i32>, %arg1: tensor<i1>) -> tensor<i32> {
    %0 = tosa.const  values(dense<100> : tensor<i32>) : () -> tensor<i32>
    %1 = tosa.const  values(dense<1> : tensor<i32>) : () -> tensor<i32>
    %2 = tosa.const  values(dense<2> : tensor<i32>) : () -> tensor<i32>
    %3 = tosa.while_loop (%arg2 = %arg0) : (tensor<i32>) -> tensor<i32> {
      %4 = tosa.greater %0, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      tosa.yield %4 : tensor<i1>
    } do {
    ^bb0(%arg2: tensor<i32>):
      %4 = tosa.cond_if %arg1 (%arg3 = %arg2) : tensor<i1> (tensor<i32>) -> tensor<i32> {
      ^bb0(%arg3: tensor<i32>):
        %5 = tosa.add %arg3, %1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
        tosa.yield %5 : tensor<i32>
      } else {
      ^bb0(%arg3: tensor<i32>):
        %5 = tosa.add %arg3, %2 : (tensor<i32>, tensor<i32>) -> tensor<i32>
        tosa.yield %5 : tensor<i32>
      }
      tosa.yield %4 : tensor<i32>
    }
    return %3 : tensor<i32>
  }
  func.func @test_while_loop_isolated_regions(%arg0: tensor<i32>, %arg1: tensor<4xi8>) -> (tensor<i32>, tensor<4xi8>) {
    %0:2 = tosa.while_loop (%arg2 = %arg0, %arg3 = %arg1) : (tensor<i32>, tensor<4xi8>) -> (tensor<i32>, tensor<4xi8>) {
      %1 = tosa.const  values(dense<4> : tensor<i32>) : () -> tensor<i32>
      %2 = tosa.greater %1, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      tosa.yield %2 : tensor<i1>
    } do {
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<4xi8>):
      %1 = tosa.const  values(dense<1> : tensor<i32>) : () -> tensor<i32>
      %2 = tosa.add %arg2, %1 : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %3 = tosa.bitwise_not %arg3 : (tensor<4xi8>) -> tensor<4xi8>
      tosa.yield %2, %3 : tensor<i32>, tensor<4xi8>
    }
    return %0#0, %0#1 : tensor<i32>, tensor<4xi8>
  }
}

