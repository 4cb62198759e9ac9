// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/custom.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_custom_two_in_two_out(%arg0: tensor<10xi32>, %arg1: tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>) {
    %0:2 = tosa.custom %arg0, %arg1 operator_name("my_op") domain_name("com.example") implementation_attrs("alpha=1;beta=2") : (tensor<10xi32>, tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>)
    return %0#0, %0#1 : tensor<10xi32>, tensor<10xf32>
  }
  func.func @test_custom_one_in_one_out_i8(%arg0: tensor<1x8x8x3xi8>) -> tensor<1x8x8x3xi8> {
    %0 = tosa.custom %arg0 operator_name("lut_fused") domain_name("vendor") implementation_attrs("") : (tensor<1x8x8x3xi8>) -> tensor<1x8x8x3xi8>
    return %0 : tensor<1x8x8x3xi8>
  }
  func.func @test_custom_no_inputs() -> tensor<2xi16> {
    %0 = tosa.custom  operator_name("generator") domain_name("vendor") implementation_attrs("seed=3") : () -> tensor<2xi16>
    return %0 : tensor<2xi16>
  }
  func.func @test_custom_no_results(%arg0: tensor<4xf16>) {
    tosa.custom %arg0 operator_name("sink") domain_name("vendor") implementation_attrs("") : (tensor<4xf16>) -> ()
    return
  }
  func.func @test_custom_dynamic_unranked(%arg0: tensor<?x4xbf16>) -> tensor<*xbf16> {
    %0 = tosa.custom %arg0 operator_name("reshape_like") domain_name("vendor") implementation_attrs("escaped \22quote\22") : (tensor<?x4xbf16>) -> tensor<*xbf16>
    return %0 : tensor<*xbf16>
  }
}

