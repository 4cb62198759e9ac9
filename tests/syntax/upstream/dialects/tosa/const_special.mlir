// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/const_special.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_const_f32_nan_inf_negzero() -> tensor<4xf32> {
    %0 = tosa.const  values(dense<[0x7FC00000, 0x7F800000, 0xFF800000, -0.000000e+00]> : tensor<4xf32>) : () -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @test_const_f16_inf() -> tensor<2xf16> {
    %0 = tosa.const  values(dense<[0x7C00, 0xFC00]> : tensor<2xf16>) : () -> tensor<2xf16>
    return %0 : tensor<2xf16>
  }
  func.func @test_const_bf16_nan_splat() -> tensor<3xbf16> {
    %0 = tosa.const  values(dense<0x7FC0> : tensor<3xbf16>) : () -> tensor<3xbf16>
    return %0 : tensor<3xbf16>
  }
  func.func @test_clamp_f32_infinite_bounds(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.clamp %arg0 min_val(0.000000e+00 : f32) max_val(0x7F800000 : f32) : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @test_const_float_print_precision() -> (tensor<5xf32>, tensor<3xf16>, tensor<2xbf16>) {
    %0 = tosa.const  values(dense<[1.000000e-01, 0.333333343, 1.000000e+20, 123456.789, 1.17549435E-38]> : tensor<5xf32>) : () -> tensor<5xf32>
    %1 = tosa.const  values(dense<[9.997550e-02, 3.332520e-01, 6.550400e+04]> : tensor<3xf16>) : () -> tensor<3xf16>
    %2 = tosa.const  values(dense<[1.000980e-01, 3.004060e+38]> : tensor<2xbf16>) : () -> tensor<2xbf16>
    return %0, %1, %2 : tensor<5xf32>, tensor<3xf16>, tensor<2xbf16>
  }
  func.func @test_const_nan_payloads_and_signs() -> (tensor<3xf16>, tensor<2xbf16>, tensor<2xf8E4M3FN>, tensor<2xf8E5M2>) {
    %0 = tosa.const  values(dense<[0x7F98, 0xFC35, 1.000000e+00]> : tensor<3xf16>) : () -> tensor<3xf16>
    %1 = tosa.const  values(dense<[0x7FBD, 0xFFC1]> : tensor<2xbf16>) : () -> tensor<2xbf16>
    %2 = tosa.const  values(dense<[0xFF, 4.480000e+02]> : tensor<2xf8E4M3FN>) : () -> tensor<2xf8E4M3FN>
    %3 = tosa.const  values(dense<[0x7D, 0xFC]> : tensor<2xf8E5M2>) : () -> tensor<2xf8E5M2>
    return %0, %1, %2, %3 : tensor<3xf16>, tensor<2xbf16>, tensor<2xf8E4M3FN>, tensor<2xf8E5M2>
  }
  func.func @test_const_f32_integer_valued_needs_hex() -> tensor<2xf32> {
    %0 = tosa.const  values(dense<[0x4CEB79A3, 0x4B800000]> : tensor<2xf32>) : () -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
}

