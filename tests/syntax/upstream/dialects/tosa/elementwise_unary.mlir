// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/elementwise_unary.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_abs_i32(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.abs %arg0 : (tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_abs_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.abs %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_abs_bf16_unranked(%arg0: tensor<*xbf16>) -> tensor<*xbf16> {
    %0 = tosa.abs %arg0 : (tensor<*xbf16>) -> tensor<*xbf16>
    return %0 : tensor<*xbf16>
  }
  func.func @test_bitwise_not_i8(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.bitwise_not %arg0 : (tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_bitwise_not_i32(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.bitwise_not %arg0 : (tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_ceil_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.ceil %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_ceil_f16(%arg0: tensor<13x21x3xf16>) -> tensor<13x21x3xf16> {
    %0 = tosa.ceil %arg0 : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_clz_i32(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.clz %arg0 : (tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_cos_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.cos %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_exp_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.exp %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_exp_bf16_dynamic(%arg0: tensor<?x21x3xbf16>) -> tensor<?x21x3xbf16> {
    %0 = tosa.exp %arg0 : (tensor<?x21x3xbf16>) -> tensor<?x21x3xbf16>
    return %0 : tensor<?x21x3xbf16>
  }
  func.func @test_floor_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.floor %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_log_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.log %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_log_f16(%arg0: tensor<13x21x3xf16>) -> tensor<13x21x3xf16> {
    %0 = tosa.log %arg0 : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_logical_not_i1(%arg0: tensor<13x21x3xi1>) -> tensor<13x21x3xi1> {
    %0 = tosa.logical_not %arg0 : (tensor<13x21x3xi1>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_reciprocal_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.reciprocal %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_reciprocal_f16_unranked(%arg0: tensor<*xf16>) -> tensor<*xf16> {
    %0 = tosa.reciprocal %arg0 : (tensor<*xf16>) -> tensor<*xf16>
    return %0 : tensor<*xf16>
  }
  func.func @test_rsqrt_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.rsqrt %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_rsqrt_bf16(%arg0: tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16> {
    %0 = tosa.rsqrt %arg0 : (tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16>
    return %0 : tensor<13x21x3xbf16>
  }
  func.func @test_sin_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.sin %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_negate_i8(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<5> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.negate %arg0, %0, %1 : (tensor<13x21x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<13x21x3xi8>
    return %2 : tensor<13x21x3xi8>
  }
  func.func @test_negate_i16(%arg0: tensor<13x21x3xi16>) -> tensor<13x21x3xi16> {
    %0 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %1 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %2 = tosa.negate %arg0, %0, %1 : (tensor<13x21x3xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<13x21x3xi16>
    return %2 : tensor<13x21x3xi16>
  }
  func.func @test_negate_i32(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %2 = tosa.negate %arg0, %0, %1 : (tensor<13x21x3xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<13x21x3xi32>
    return %2 : tensor<13x21x3xi32>
  }
  func.func @test_negate_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %2 = tosa.negate %arg0, %0, %1 : (tensor<13x21x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<13x21x3xf32>
    return %2 : tensor<13x21x3xf32>
  }
  func.func @test_negate_bf16(%arg0: tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xbf16>) : () -> tensor<1xbf16>
    %1 = tosa.const  values(dense<0.000000e+00> : tensor<1xbf16>) : () -> tensor<1xbf16>
    %2 = tosa.negate %arg0, %0, %1 : (tensor<13x21x3xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<13x21x3xbf16>
    return %2 : tensor<13x21x3xbf16>
  }
  func.func @test_negate_f16_dynamic_zp_args(%arg0: tensor<?x21x3xf16>, %arg1: tensor<1xf16>, %arg2: tensor<1xf16>) -> tensor<?x21x3xf16> {
    %0 = tosa.negate %arg0, %arg1, %arg2 : (tensor<?x21x3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<?x21x3xf16>
    return %0 : tensor<?x21x3xf16>
  }
}

