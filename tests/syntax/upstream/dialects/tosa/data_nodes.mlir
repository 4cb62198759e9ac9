// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/data_nodes.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_const_i8_splat() -> tensor<4x4xi8> {
    %0 = tosa.const  values(dense<-7> : tensor<4x4xi8>) : () -> tensor<4x4xi8>
    return %0 : tensor<4x4xi8>
  }
  func.func @test_const_i8_vector() -> tensor<5xi8> {
    %0 = tosa.const  values(dense<[1, -2, 3, -128, 127]> : tensor<5xi8>) : () -> tensor<5xi8>
    return %0 : tensor<5xi8>
  }
  func.func @test_const_i16_matrix() -> tensor<2x2xi16> {
    %0 = tosa.const  values(dense<[[1, 2], [3, -32768]]> : tensor<2x2xi16>) : () -> tensor<2x2xi16>
    return %0 : tensor<2x2xi16>
  }
  func.func @test_const_i32_rank0() -> tensor<i32> {
    %0 = tosa.const  values(dense<42> : tensor<i32>) : () -> tensor<i32>
    return %0 : tensor<i32>
  }
  func.func @test_const_i48() -> tensor<2xi48> {
    %0 = tosa.const  values(dense<[140737488355327, -140737488355328]> : tensor<2xi48>) : () -> tensor<2xi48>
    return %0 : tensor<2xi48>
  }
  func.func @test_const_i64_large() -> tensor<2xi64> {
    %0 = tosa.const  values(dense<[9007199254740993, -1]> : tensor<2xi64>) : () -> tensor<2xi64>
    return %0 : tensor<2xi64>
  }
  func.func @test_const_i4() -> tensor<4xi4> {
    %0 = tosa.const  values(dense<[-8, 7, 0, 1]> : tensor<4xi4>) : () -> tensor<4xi4>
    return %0 : tensor<4xi4>
  }
  func.func @test_const_i1() -> tensor<3xi1> {
    %0 = tosa.const  values(dense<[true, false, true]> : tensor<3xi1>) : () -> tensor<3xi1>
    return %0 : tensor<3xi1>
  }
  func.func @test_const_f32() -> tensor<4xf32> {
    %0 = tosa.const  values(dense<[1.500000e+00, -2.500000e-01, 3.000000e+38, 1.000000e-10]> : tensor<4xf32>) : () -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @test_const_f16() -> tensor<2xf16> {
    %0 = tosa.const  values(dense<[1.000000e+00, 6.550400e+04]> : tensor<2xf16>) : () -> tensor<2xf16>
    return %0 : tensor<2xf16>
  }
  func.func @test_const_bf16() -> tensor<2x1xbf16> {
    %0 = tosa.const  values(dense<[[5.000000e-01], [-2.000000e+00]]> : tensor<2x1xbf16>) : () -> tensor<2x1xbf16>
    return %0 : tensor<2x1xbf16>
  }
  func.func @test_const_f8E4M3FN() -> tensor<2xf8E4M3FN> {
    %0 = tosa.const  values(dense<[1.000000e+00, -4.480000e+02]> : tensor<2xf8E4M3FN>) : () -> tensor<2xf8E4M3FN>
    return %0 : tensor<2xf8E4M3FN>
  }
  func.func @test_const_f8E5M2() -> tensor<2xf8E5M2> {
    %0 = tosa.const  values(dense<[5.000000e-01, 5.734400e+04]> : tensor<2xf8E5M2>) : () -> tensor<2xf8E5M2>
    return %0 : tensor<2xf8E5M2>
  }
  func.func @test_const_i8_101_elements_hex() -> tensor<101xi8> {
    %0 = tosa.const  values(dense<"0xCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132"> : tensor<101xi8>) : () -> tensor<101xi8>
    return %0 : tensor<101xi8>
  }
  func.func @test_const_i8_100_elements() -> tensor<100xi8> {
    %0 = tosa.const  values(dense<[-50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49]> : tensor<100xi8>) : () -> tensor<100xi8>
    return %0 : tensor<100xi8>
  }
  func.func @test_const_f32_hex_input() -> tensor<2xf32> {
    %0 = tosa.const  values(dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf32>) : () -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func @test_const_shape_rank0(%arg0: tensor<1x1xf32>) -> tensor<f32> {
    %0 = tosa.const_shape  values(dense<> : tensor<0xindex>) : () -> !tosa.shape<0>
    %1 = tosa.reshape %arg0, %0 : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func @test_const_shape_rank1(%arg0: tensor<2x3xi8>) -> tensor<6xi8> {
    %0 = tosa.const_shape  values(dense<6> : tensor<1xindex>) : () -> !tosa.shape<1>
    %1 = tosa.reshape %arg0, %0 : (tensor<2x3xi8>, !tosa.shape<1>) -> tensor<6xi8>
    return %1 : tensor<6xi8>
  }
  func.func @test_const_shape_rank4(%arg0: tensor<24xi16>) -> tensor<1x2x3x4xi16> {
    %0 = tosa.const_shape  values(dense<[1, 2, 3, 4]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.reshape %arg0, %0 : (tensor<24xi16>, !tosa.shape<4>) -> tensor<1x2x3x4xi16>
    return %1 : tensor<1x2x3x4xi16>
  }
  func.func @test_const_shape_splat(%arg0: tensor<1x2x3xf32>) -> tensor<2x4x6xf32> {
    %0 = tosa.const_shape  values(dense<2> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.tile %arg0, %0 : (tensor<1x2x3xf32>, !tosa.shape<3>) -> tensor<2x4x6xf32>
    return %1 : tensor<2x4x6xf32>
  }
  func.func @test_identity_i8(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.identity %arg0 : (tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_identity_i16(%arg0: tensor<13x21x3xi16>) -> tensor<13x21x3xi16> {
    %0 = tosa.identity %arg0 : (tensor<13x21x3xi16>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @test_identity_i32(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.identity %arg0 : (tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_identity_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.identity %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_identity_f16_dynamic(%arg0: tensor<?x21x3xf16>) -> tensor<?x21x3xf16> {
    %0 = tosa.identity %arg0 : (tensor<?x21x3xf16>) -> tensor<?x21x3xf16>
    return %0 : tensor<?x21x3xf16>
  }
  func.func @test_identity_bf16_unranked(%arg0: tensor<*xbf16>) -> tensor<*xbf16> {
    %0 = tosa.identity %arg0 : (tensor<*xbf16>) -> tensor<*xbf16>
    return %0 : tensor<*xbf16>
  }
  func.func @test_identity_i1(%arg0: tensor<4xi1>) -> tensor<4xi1> {
    %0 = tosa.identity %arg0 : (tensor<4xi1>) -> tensor<4xi1>
    return %0 : tensor<4xi1>
  }
  func.func @test_identity_i48(%arg0: tensor<4xi48>) -> tensor<4xi48> {
    %0 = tosa.identity %arg0 : (tensor<4xi48>) -> tensor<4xi48>
    return %0 : tensor<4xi48>
  }
  func.func @test_const_dense_resource() -> tensor<4xi8> {
    %0 = tosa.const  values(dense_resource<table_blob> : tensor<4xi8>) : () -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}

{-#
  dialect_resources: {
    builtin: {
      table_blob: "0x0100000001020304"
    }
  }
#-}

