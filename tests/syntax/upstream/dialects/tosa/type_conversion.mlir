// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/type_conversion.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_cast_i8_to_i32(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi32> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xi8>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_cast_i32_to_i8(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi8> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xi32>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_cast_i16_to_f32(%arg0: tensor<13x21x3xi16>) -> tensor<13x21x3xf32> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xi16>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_cast_f32_to_i8(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xi8> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xf32>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_cast_f32_to_f16(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf16> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xf32>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_cast_bf16_to_f32(%arg0: tensor<13x21x3xbf16>) -> tensor<13x21x3xf32> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xbf16>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_cast_i1_to_i32(%arg0: tensor<13x21x3xi1>) -> tensor<13x21x3xi32> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xi1>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_cast_f16_to_i16(%arg0: tensor<13x21x3xf16>) -> tensor<13x21x3xi16> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xf16>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @test_cast_i32_to_i1(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi1> {
    %0 = tosa.cast %arg0  : (tensor<13x21x3xi32>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_cast_f32_to_bf16_dynamic(%arg0: tensor<?x21x3xf32>) -> tensor<?x21x3xbf16> {
    %0 = tosa.cast %arg0  : (tensor<?x21x3xf32>) -> tensor<?x21x3xbf16>
    return %0 : tensor<?x21x3xbf16>
  }
  func.func @test_cast_i8_to_f32_unranked(%arg0: tensor<*xi8>) -> tensor<*xf32> {
    %0 = tosa.cast %arg0  : (tensor<*xi8>) -> tensor<*xf32>
    return %0 : tensor<*xf32>
  }
  func.func @test_rescale_i8_to_i32_single_round(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi32> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<13x21x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<13x21x3xi32>
    return %4 : tensor<13x21x3xi32>
  }
  func.func @test_rescale_i32_to_i8_double_round_per_channel(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi8> {
    %0 = tosa.const  values(dense<[1518500250, 1073741824, 2147483647]> : tensor<3xi32>) : () -> tensor<3xi32>
    %1 = tosa.const  values(dense<[38, 31, 40]> : tensor<3xi8>) : () -> tensor<3xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<7> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<13x21x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<13x21x3xi8>
    return %4 : tensor<13x21x3xi8>
  }
  func.func @test_rescale_i16_to_i16_scale16(%arg0: tensor<4x8xi16>) -> tensor<4x8xi16> {
    %0 = tosa.const  values(dense<16384> : tensor<1xi16>) : () -> tensor<1xi16>
    %1 = tosa.const  values(dense<14> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %3 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(false) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<4x8xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4x8xi16>
    return %4 : tensor<4x8xi16>
  }
  func.func @test_rescale_u8_to_i8(%arg0: tensor<2x16xi8>) -> tensor<2x16xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(true) output_unsigned(false) : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x16xi8>
    return %4 : tensor<2x16xi8>
  }
  func.func @test_rescale_i8_to_u8(%arg0: tensor<2x16xi8>) -> tensor<2x16xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(true) : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x16xi8>
    return %4 : tensor<2x16xi8>
  }
  func.func @test_rescale_i32_to_i16_inexact_round(%arg0: tensor<16xi32>) -> tensor<16xi16> {
    %0 = tosa.const  values(dense<1395864371> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<39> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<16xi16>
    return %4 : tensor<16xi16>
  }
  func.func @test_rescale_i48_to_i32_scale16(%arg0: tensor<1x4xi48>) -> tensor<1x4xi32> {
    %0 = tosa.const  values(dense<16384> : tensor<1xi16>) : () -> tensor<1xi16>
    %1 = tosa.const  values(dense<24> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi48>) : () -> tensor<1xi48>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(false) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi32>) -> tensor<1x4xi32>
    return %4 : tensor<1x4xi32>
  }
  func.func @test_rescale_i8_dynamic_operand_args(%arg0: tensor<?x16xi8>, %arg1: tensor<1xi32>, %arg2: tensor<1xi8>, %arg3: tensor<1xi8>, %arg4: tensor<1xi32>) -> tensor<?x16xi32> {
    %0 = tosa.rescale %arg0, %arg1, %arg2, %arg3, %arg4 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<?x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<?x16xi32>
    return %0 : tensor<?x16xi32>
  }
}

