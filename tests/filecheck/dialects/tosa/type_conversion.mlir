// RUN: %tosa-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s
// cast and rescale (all rounding modes, per-channel, unsigned flags, 16-bit multipliers).

// CHECK: module {
// CHECK-LABEL: func.func @test_cast_i8_to_i32(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xi8>) -> tensor<13x21x3xi32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_i32_to_i8(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xi32>) -> tensor<13x21x3xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_i16_to_f32(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xi16>) -> tensor<13x21x3xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_f32_to_i8(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xf32>) -> tensor<13x21x3xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_f32_to_f16(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_bf16_to_f32(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xbf16>) -> tensor<13x21x3xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_i1_to_i32(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xi1>) -> tensor<13x21x3xi32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_f16_to_i16(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xf16>) -> tensor<13x21x3xi16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_i32_to_i1(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<13x21x3xi32>) -> tensor<13x21x3xi1>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_f32_to_bf16_dynamic(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<?x21x3xf32>) -> tensor<?x21x3xbf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<?x21x3xbf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_cast_i8_to_f32_unranked(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.cast %{{[^ ,:)]+}} : (tensor<*xi8>) -> tensor<*xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_i8_to_i32_single_round(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<13x21x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<13x21x3xi32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_i32_to_i8_double_round_per_channel(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[1518500250, 1073741824, 2147483647]> : tensor<3xi32>}> : () -> tensor<3xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[38, 31, 40]> : tensor<3xi8>}> : () -> tensor<3xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<13x21x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<13x21x3xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_i16_to_i16_scale16(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4x8xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4x8xi16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<4x8xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_u8_to_i8(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x16xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<2x16xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_i8_to_u8(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x16xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<2x16xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_i32_to_i16_inexact_round(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1395864371> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<39> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<16xi16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<16xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_i48_to_i32_scale16(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<24> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi32>) -> tensor<1x4xi32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<1x4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_rescale_i8_dynamic_operand_args(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<?x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<?x16xi32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<?x16xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  func.func @test_cast_i8_to_i32(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi32> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xi8>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_cast_i32_to_i8(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi8> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xi32>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_cast_i16_to_f32(%arg0: tensor<13x21x3xi16>) -> tensor<13x21x3xf32> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xi16>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_cast_f32_to_i8(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xi8> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_cast_f32_to_f16(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf16> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xf32>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_cast_bf16_to_f32(%arg0: tensor<13x21x3xbf16>) -> tensor<13x21x3xf32> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xbf16>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_cast_i1_to_i32(%arg0: tensor<13x21x3xi1>) -> tensor<13x21x3xi32> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xi1>) -> tensor<13x21x3xi32>
    return %0 : tensor<13x21x3xi32>
  }
  func.func @test_cast_f16_to_i16(%arg0: tensor<13x21x3xf16>) -> tensor<13x21x3xi16> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xf16>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @test_cast_i32_to_i1(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi1> {
    %0 = tosa.cast %arg0 : (tensor<13x21x3xi32>) -> tensor<13x21x3xi1>
    return %0 : tensor<13x21x3xi1>
  }
  func.func @test_cast_f32_to_bf16_dynamic(%arg0: tensor<?x21x3xf32>) -> tensor<?x21x3xbf16> {
    %0 = tosa.cast %arg0 : (tensor<?x21x3xf32>) -> tensor<?x21x3xbf16>
    return %0 : tensor<?x21x3xbf16>
  }
  func.func @test_cast_i8_to_f32_unranked(%arg0: tensor<*xi8>) -> tensor<*xf32> {
    %0 = tosa.cast %arg0 : (tensor<*xi8>) -> tensor<*xf32>
    return %0 : tensor<*xf32>
  }
  func.func @test_rescale_i8_to_i32_single_round(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi32> {
    %0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<13x21x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<13x21x3xi32>
    return %4 : tensor<13x21x3xi32>
  }
  func.func @test_rescale_i32_to_i8_double_round_per_channel(%arg0: tensor<13x21x3xi32>) -> tensor<13x21x3xi8> {
    %0 = "tosa.const"() <{values = dense<[1518500250, 1073741824, 2147483647]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %1 = "tosa.const"() <{values = dense<[38, 31, 40]> : tensor<3xi8>}> : () -> tensor<3xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<13x21x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<13x21x3xi8>
    return %4 : tensor<13x21x3xi8>
  }
  func.func @test_rescale_i16_to_i16_scale16(%arg0: tensor<4x8xi16>) -> tensor<4x8xi16> {
    %0 = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4x8xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<4x8xi16>
    return %4 : tensor<4x8xi16>
  }
  func.func @test_rescale_u8_to_i8(%arg0: tensor<2x16xi8>) -> tensor<2x16xi8> {
    %0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x16xi8>
    return %4 : tensor<2x16xi8>
  }
  func.func @test_rescale_i8_to_u8(%arg0: tensor<2x16xi8>) -> tensor<2x16xi8> {
    %0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x16xi8>
    return %4 : tensor<2x16xi8>
  }
  func.func @test_rescale_i32_to_i16_inexact_round(%arg0: tensor<16xi32>) -> tensor<16xi16> {
    %0 = "tosa.const"() <{values = dense<1395864371> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<39> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<16xi16>
    return %4 : tensor<16xi16>
  }
  func.func @test_rescale_i48_to_i32_scale16(%arg0: tensor<1x4xi48>) -> tensor<1x4xi32> {
    %0 = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = "tosa.const"() <{values = dense<24> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<1x4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi32>) -> tensor<1x4xi32>
    return %4 : tensor<1x4xi32>
  }
  func.func @test_rescale_i8_dynamic_operand_args(%arg0: tensor<?x16xi8>, %arg1: tensor<1xi32>, %arg2: tensor<1xi8>, %arg3: tensor<1xi8>, %arg4: tensor<1xi32>) -> tensor<?x16xi32> {
    %0 = tosa.rescale %arg0, %arg1, %arg2, %arg3, %arg4 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<?x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<?x16xi32>
    return %0 : tensor<?x16xi32>
  }
}
