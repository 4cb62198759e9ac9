// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/variable.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  tosa.variable @state_i8 = dense<[1, -2, 3, -4]> : tensor<4xi8>
  tosa.variable @state_i8_matrix = dense<[[0, 1], [2, 3]]> : tensor<2x2xi8>
  tosa.variable @state_f32_splat = dense<5.000000e-01> : tensor<2x3xf32>
  tosa.variable @state_f16_uninitialized : tensor<1x8xf16>
  tosa.variable @state_f32_scalar = dense<7.000000e+00> : tensor<f32>
  tosa.variable @state_f16_dynamic : tensor<?x4xf16>
  tosa.variable @state_i8_hex = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>
  tosa.variable @state_i8_large = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>
  tosa.variable @state_with_attr {note = "discardable"} = dense<1> : tensor<2xi8>
  func.func @test_variable_read_i8() -> tensor<4xi8> {
    %0 = tosa.variable_read @state_i8 : tensor<4xi8>
    return %0 : tensor<4xi8>
  }
  func.func @test_variable_write_i8(%arg0: tensor<2x2xi8>) {
    tosa.variable_write @state_i8_matrix, %arg0 : tensor<2x2xi8>
    return
  }
  func.func @test_variable_read_modify_write_f32(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = tosa.variable_read @state_f32_splat : tensor<2x3xf32>
    %1 = tosa.add %0, %arg0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.variable_write @state_f32_splat, %1 : tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func @test_variable_read_write_f16(%arg0: tensor<1x8xf16>) -> tensor<1x8xf16> {
    tosa.variable_write @state_f16_uninitialized, %arg0 : tensor<1x8xf16>
    %0 = tosa.variable_read @state_f16_uninitialized : tensor<1x8xf16>
    return %0 : tensor<1x8xf16>
  }
  func.func @test_variable_read_scalar() -> tensor<f32> {
    %0 = tosa.variable_read @state_f32_scalar : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @test_variable_read_dynamic() -> tensor<?x4xf16> {
    %0 = tosa.variable_read @state_f16_dynamic : tensor<?x4xf16>
    return %0 : tensor<?x4xf16>
  }
  func.func @test_variable_read_hex() -> (tensor<100xi8>, tensor<101xi8>) {
    %0 = tosa.variable_read @state_i8_hex : tensor<100xi8>
    %1 = tosa.variable_read @state_i8_large : tensor<101xi8>
    return %0, %1 : tensor<100xi8>, tensor<101xi8>
  }
  func.func @test_variable_ops_with_attrs(%arg0: tensor<2xi8>) -> tensor<2xi8> {
    %0 = tosa.variable_read @state_with_attr {note = "read"} : tensor<2xi8>
    tosa.variable_write @state_with_attr {note = "write"}, %arg0 : tensor<2xi8>
    return %0 : tensor<2xi8>
  }
}

