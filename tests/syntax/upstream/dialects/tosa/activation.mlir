// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/activation.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_clamp_i8(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.clamp %arg0 min_val(-128 : i8) max_val(0 : i8) : (tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_clamp_i16(%arg0: tensor<13x21x3xi16>) -> tensor<13x21x3xi16> {
    %0 = tosa.clamp %arg0 min_val(-1024 : i16) max_val(1024 : i16) : (tensor<13x21x3xi16>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @test_clamp_f32_nan_ignore(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.clamp %arg0 min_val(0.000000e+00 : f32) max_val(6.000000e+00 : f32) nan_mode<IGNORE> : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_clamp_f16_nan_propagate(%arg0: tensor<13x21x3xf16>) -> tensor<13x21x3xf16> {
    %0 = tosa.clamp %arg0 min_val(-1.500000e+00 : f16) max_val(1.500000e+00 : f16) : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_clamp_bf16_unranked(%arg0: tensor<*xbf16>) -> tensor<*xbf16> {
    %0 = tosa.clamp %arg0 min_val(-1.000000e+00 : bf16) max_val(1.000000e+00 : bf16) : (tensor<*xbf16>) -> tensor<*xbf16>
    return %0 : tensor<*xbf16>
  }
  func.func @test_erf_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.erf %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_erf_bf16_dynamic(%arg0: tensor<?x21x3xbf16>) -> tensor<?x21x3xbf16> {
    %0 = tosa.erf %arg0 : (tensor<?x21x3xbf16>) -> tensor<?x21x3xbf16>
    return %0 : tensor<?x21x3xbf16>
  }
  func.func @test_sigmoid_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.sigmoid %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_sigmoid_f16(%arg0: tensor<4xf16>) -> tensor<4xf16> {
    %0 = tosa.sigmoid %arg0 : (tensor<4xf16>) -> tensor<4xf16>
    return %0 : tensor<4xf16>
  }
  func.func @test_tanh_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.tanh %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_tanh_bf16_unranked(%arg0: tensor<*xbf16>) -> tensor<*xbf16> {
    %0 = tosa.tanh %arg0 : (tensor<*xbf16>) -> tensor<*xbf16>
    return %0 : tensor<*xbf16>
  }
  func.func @test_clamp_f32_non_terminating_bounds(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.clamp %arg0 min_val(0.333333343 : f32) max_val(6.100000e+00 : f32) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

