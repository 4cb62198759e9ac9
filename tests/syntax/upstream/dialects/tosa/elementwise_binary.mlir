// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/elementwise_binary.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_add_i32_broadcast(%arg0: tensor<13x21x1xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<13x21x1xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_add_f32(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.add %arg0, %arg1 : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_add_f16_dynamic(%arg0: tensor<?x21x3xf16>, %arg1: tensor<1x21x3xf16>) -> tensor<?x21x3xf16> {
    %0 = tosa.add %arg0, %arg1 : (tensor<?x21x3xf16>, tensor<1x21x3xf16>) -> tensor<?x21x3xf16>
    return %0 : tensor<?x21x3xf16>
  }
  func.func @test_add_bf16_unranked(%arg0: tensor<*xbf16>, %arg1: tensor<*xbf16>) -> tensor<*xbf16> {
    %0 = tosa.add %arg0, %arg1 : (tensor<*xbf16>, tensor<*xbf16>) -> tensor<*xbf16>
    return %0 : tensor<*xbf16>
  }
  func.func @test_bitwise_and_i8(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.bitwise_and %arg0, %arg1 : (tensor<13x21x3xi8>, tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_bitwise_and_i32_broadcast(%arg0: tensor<13x21x3xi32>, %arg1: tensor<1x21x1xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.bitwise_and %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<1x21x1xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_bitwise_or_i16(%arg0: tensor<13x21x3xi16>, %arg1: tensor<13x21x3xi16>) -> tensor<13x21x3xi16> {
    %0 = tosa.bitwise_or %arg0, %arg1 : (tensor<13x21x3xi16>, tensor<13x21x3xi16>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @test_bitwise_xor_i32(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.bitwise_xor %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_intdiv_i32(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x1x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.intdiv %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<13x1x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_logical_and_i1(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x21x3xi1>) -> tensor<13x21x3xi1> {
    %0 = tosa.logical_and %arg0, %arg1 : (tensor<13x21x3xi1>, tensor<13x21x3xi1>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_logical_left_shift_i8(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.logical_left_shift %arg0, %arg1 : (tensor<13x21x3xi8>, tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_logical_left_shift_i32(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.logical_left_shift %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_logical_right_shift_i16(%arg0: tensor<13x21x3xi16>, %arg1: tensor<13x21x3xi16>) -> tensor<13x21x3xi16> {
    %0 = tosa.logical_right_shift %arg0, %arg1 : (tensor<13x21x3xi16>, tensor<13x21x3xi16>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @test_logical_or_i1_broadcast(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x1x3xi1>) -> tensor<13x21x3xi1> {
    %0 = tosa.logical_or %arg0, %arg1 : (tensor<13x21x3xi1>, tensor<13x1x3xi1>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_logical_xor_i1(%arg0: tensor<13x21x3xi1>, %arg1: tensor<13x21x3xi1>) -> tensor<13x21x3xi1> {
    %0 = tosa.logical_xor %arg0, %arg1 : (tensor<13x21x3xi1>, tensor<13x21x3xi1>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_maximum_i32(%arg0: tensor<13x21x3xi32>, %arg1: tensor<13x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.maximum %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<13x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_minimum_i32_broadcast(%arg0: tensor<13x21x3xi32>, %arg1: tensor<1x21x1xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.minimum %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<1x21x1xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_pow_f32_broadcast(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x1xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.pow %arg0, %arg1 : (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_pow_bf16(%arg0: tensor<13x21x3xbf16>, %arg1: tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16> {
    %0 = tosa.pow %arg0, %arg1 : (tensor<13x21x3xbf16>, tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16>
    return %0 : tensor<13x21x3xbf16>
  }
  func.func @test_sub_i32_broadcast(%arg0: tensor<13x21x3xi32>, %arg1: tensor<1x21x3xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.sub %arg0, %arg1 : (tensor<13x21x3xi32>, tensor<1x21x3xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_sub_f32(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.sub %arg0, %arg1 : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_arithmetic_right_shift_i8(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.arithmetic_right_shift %arg0, %arg1 round(false) : (tensor<13x21x3xi8>, tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_arithmetic_right_shift_i32_round(%arg0: tensor<13x21x3xi32>, %arg1: tensor<1x1x1xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.arithmetic_right_shift %arg0, %arg1 round(true) : (tensor<13x21x3xi32>, tensor<1x1x1xi32>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_maximum_f32_nan_ignore(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.maximum %arg0, %arg1 nan_mode<IGNORE> : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_maximum_bf16_nan_propagate(%arg0: tensor<13x21x3xbf16>, %arg1: tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16> {
    %0 = tosa.maximum %arg0, %arg1 : (tensor<13x21x3xbf16>, tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16>
    return %0 : tensor<13x21x3xbf16>
  }
  func.func @test_minimum_f16_nan_propagate(%arg0: tensor<13x21x3xf16>, %arg1: tensor<1x21x3xf16>) -> tensor<13x21x3xf16> {
    %0 = tosa.minimum %arg0, %arg1 : (tensor<13x21x3xf16>, tensor<1x21x3xf16>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_minimum_f32_nan_ignore(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.minimum %arg0, %arg1 nan_mode<IGNORE> : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_mul_i8(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x1x3xi8>) -> tensor<13x21x3xi32> {
    %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<13x21x3xi8>, tensor<13x1x3xi8>, tensor<1xi8>) -> tensor<13x21x3xi32>
    return %1 : tensor<13x21x3xi32>
  }
  func.func @test_mul_i32_shift(%arg0: tensor<13x21x3xi32>, %arg1: tensor<1x1x1xi32>) -> tensor<13x21x3xi32> {
    %0 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<13x21x3xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<13x21x3xi32>
    return %1 : tensor<13x21x3xi32>
  }
  func.func @test_mul_f32(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<13x21x3xf32>, tensor<13x21x3xf32>, tensor<1xi8>) -> tensor<13x21x3xf32>
    return %1 : tensor<13x21x3xf32>
  }
  func.func @test_mul_bf16(%arg0: tensor<13x21x3xbf16>, %arg1: tensor<13x21x3xbf16>) -> tensor<13x21x3xbf16> {
    %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.mul %arg0, %arg1, %0 : (tensor<13x21x3xbf16>, tensor<13x21x3xbf16>, tensor<1xi8>) -> tensor<13x21x3xbf16>
    return %1 : tensor<13x21x3xbf16>
  }
  func.func @test_mul_i16_dynamic_shift_arg(%arg0: tensor<?x21x3xi16>, %arg1: tensor<?x21x3xi16>, %arg2: tensor<1xi8>) -> tensor<?x21x3xi32> {
    %0 = tosa.mul %arg0, %arg1, %arg2 : (tensor<?x21x3xi16>, tensor<?x21x3xi16>, tensor<1xi8>) -> tensor<?x21x3xi32>
    return %0 : tensor<?x21x3xi32>
  }
  func.func @test_table_i8_const(%arg0: tensor<64xi8>) -> tensor<64xi8> {
    %0 = tosa.const  values(dense<"0x80A5CAEF14395E83A8CDF2173C6186ABD0F51A3F6489AED3F81D42678CB1D6FB20456A8FB4D9FE23486D92B7DC01264B7095BADF04294E7398BDE2072C51769BC0E50A2F54799EC3E80D32577CA1C6EB10355A7FA4C9EE13385D82A7CCF1163B6085AACFF4193E6388ADD2F71C41668BB0D5FA1F44698EB3D8FD22476C91B6DB00254A6F94B9DE03284D7297BCE1062B50759ABFE4092E53789DC2E70C31567BA0C5EA0F34597EA3C8ED12375C81A6CBF0153A5F84A9CEF3183D6287ACD1F61B40658AAFD4F91E43688DB2D7FC21466B90B5DAFF24496E93B8DD02274C7196BBE0052A4F7499BEE3082D52779CC1E60B30557A9FC4E90E33587DA2C7EC11365B"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<64xi8>, tensor<256xi8>) -> tensor<64xi8>
    return %1 : tensor<64xi8>
  }
  func.func @test_table_i16(%arg0: tensor<2x32xi16>, %arg1: tensor<513xi16>) -> tensor<2x32xi32> {
    %0 = tosa.table %arg0, %arg1 : (tensor<2x32xi16>, tensor<513xi16>) -> tensor<2x32xi32>
    return %0 : tensor<2x32xi32>
  }
  func.func @test_table_i8_dynamic(%arg0: tensor<?x16xi8>, %arg1: tensor<256xi8>) -> tensor<?x16xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<?x16xi8>, tensor<256xi8>) -> tensor<?x16xi8>
    return %0 : tensor<?x16xi8>
  }
  func.func @test_table_i8_unranked(%arg0: tensor<*xi8>, %arg1: tensor<256xi8>) -> tensor<*xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<*xi8>, tensor<256xi8>) -> tensor<*xi8>
    return %0 : tensor<*xi8>
  }
}

