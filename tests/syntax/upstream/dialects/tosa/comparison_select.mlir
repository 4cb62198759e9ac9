// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/comparison_select.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_equal_i32(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x1x3xi32>) -> tensor<13x21x3xi1> {
    %0 = tosa.equal %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<13x1x3xi32>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_equal_f32(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<13x21x3xi1> {
    %0 = tosa.equal %arg0, %arg1 : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_greater_i32(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi1> {
    %0 = tosa.greater %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_greater_f16(%arg0: tensor<13x21x3xf16>, %arg1: tensor<1x21x3xf16>) -> tensor<13x21x3xi1> {
    %0 = tosa.greater %arg0, %arg1 : (tensor<13x21x3xf16>, tensor<1x21x3xf16>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_greater_equal_i32(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi1> {
    %0 = tosa.greater_equal %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_greater_equal_bf16_dynamic(%arg0: tensor<?x21x3xbf16>, %arg1: tensor<?x21x3xbf16>) -> tensor<?x21x3xi1> {
    %0 = tosa.greater_equal %arg0, %arg1 : (tensor<?x21x3xbf16>, tensor<?x21x3xbf16>) -> tensor<?x21x3xi1>
    return %0 : tensor<?x21x3xi1>
  }
  func.func @test_select_i8(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x21x3xi8>, %arg2: tensor<1x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<13x21x3xi1>, tensor<13x21x3xi8>, tensor<1x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_select_i32(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x21x3xi32>, %arg2: tensor<1x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<13x21x3xi1>, tensor<13x21x3xi32>, tensor<1x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_select_f32(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x21x3xf32>, %arg2: tensor<1x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<13x21x3xi1>, tensor<13x21x3xf32>, tensor<1x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_select_bool(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x21x3xi1>, %arg2: tensor<1x21x3xi1>) -> tensor<13x21x3xi1> {
    %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<13x21x3xi1>, tensor<13x21x3xi1>, tensor<1x21x3xi1>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_select_f16(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x21x3xf16>, %arg2: tensor<1x21x3xf16>) -> tensor<13x21x3xf16> {
    %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<13x21x3xi1>, tensor<13x21x3xf16>, tensor<1x21x3xf16>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_select_bf16_dynamic(%arg0: tensor<?x21x3xi1>, %arg1: tensor<?x21x3xbf16>, %arg2: tensor<?x21x3xbf16>) -> tensor<?x21x3xbf16> {
    %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<?x21x3xi1>, tensor<?x21x3xbf16>, tensor<?x21x3xbf16>) -> tensor<?x21x3xbf16>
    return %0 : tensor<?x21x3xbf16>
  }
}

