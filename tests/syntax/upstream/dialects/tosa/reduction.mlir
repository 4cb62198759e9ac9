// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/reduction.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_reduce_all_i1(%arg0: tensor<13x21x3xi1>) -> tensor<1x21x3xi1> {
    %0 = tosa.reduce_all %arg0 axis(0) : (tensor<13x21x3xi1>) -> tensor<1x21x3xi1>
    return %0 : tensor<1x21x3xi1>
  }
  func.func @test_reduce_any_i1(%arg0: tensor<13x21x3xi1>) -> tensor<13x1x3xi1> {
    %0 = tosa.reduce_any %arg0 axis(1) : (tensor<13x21x3xi1>) -> tensor<13x1x3xi1>
    return %0 : tensor<13x1x3xi1>
  }
  func.func @test_reduce_max_i8(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x1xi8> {
    %0 = tosa.reduce_max %arg0 axis(2) : (tensor<13x21x3xi8>) -> tensor<13x21x1xi8>
    return %0 : tensor<13x21x1xi8>
  }
  func.func @test_reduce_max_f32_nan_ignore(%arg0: tensor<13x21x3xf32>) -> tensor<13x1x3xf32> {
    %0 = tosa.reduce_max %arg0 axis(1) nan_mode<IGNORE> : (tensor<13x21x3xf32>) -> tensor<13x1x3xf32>
    return %0 : tensor<13x1x3xf32>
  }
  func.func @test_reduce_max_bf16_nan_propagate(%arg0: tensor<13x21x3xbf16>) -> tensor<1x21x3xbf16> {
    %0 = tosa.reduce_max %arg0 axis(0) : (tensor<13x21x3xbf16>) -> tensor<1x21x3xbf16>
    return %0 : tensor<1x21x3xbf16>
  }
  func.func @test_reduce_min_i16(%arg0: tensor<13x21x3xi16>) -> tensor<1x21x3xi16> {
    %0 = tosa.reduce_min %arg0 axis(0) : (tensor<13x21x3xi16>) -> tensor<1x21x3xi16>
    return %0 : tensor<1x21x3xi16>
  }
  func.func @test_reduce_min_f16_nan_ignore(%arg0: tensor<13x21x3xf16>) -> tensor<13x21x1xf16> {
    %0 = tosa.reduce_min %arg0 axis(2) nan_mode<IGNORE> : (tensor<13x21x3xf16>) -> tensor<13x21x1xf16>
    return %0 : tensor<13x21x1xf16>
  }
  func.func @test_reduce_product_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x1x3xf32> {
    %0 = tosa.reduce_product %arg0 axis(1) : (tensor<13x21x3xf32>) -> tensor<13x1x3xf32>
    return %0 : tensor<13x1x3xf32>
  }
  func.func @test_reduce_product_bf16(%arg0: tensor<13x21x3xbf16>) -> tensor<1x21x3xbf16> {
    %0 = tosa.reduce_product %arg0 axis(0) : (tensor<13x21x3xbf16>) -> tensor<1x21x3xbf16>
    return %0 : tensor<1x21x3xbf16>
  }
  func.func @test_reduce_sum_i32(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x1xi32> {
    %0 = tosa.reduce_sum %arg0 axis(2) : (tensor<13x21x3xi32>) -> tensor<13x21x1xi32>
    return %0 : tensor<13x21x1xi32>
  }
  func.func @test_reduce_sum_f32_dynamic(%arg0: tensor<?x21x3xf32>) -> tensor<?x1x3xf32> {
    %0 = tosa.reduce_sum %arg0 axis(1) : (tensor<?x21x3xf32>) -> tensor<?x1x3xf32>
    return %0 : tensor<?x1x3xf32>
  }
  func.func @test_reduce_sum_f16(%arg0: tensor<13x21x3xf16>) -> tensor<1x21x3xf16> {
    %0 = tosa.reduce_sum %arg0 axis(0) : (tensor<13x21x3xf16>) -> tensor<1x21x3xf16>
    return %0 : tensor<1x21x3xf16>
  }
}

