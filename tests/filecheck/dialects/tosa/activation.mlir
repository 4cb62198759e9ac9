// RUN: %tosa-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s
// Activation functions: clamp, erf, sigmoid, tanh.

// CHECK: module {
// CHECK-LABEL: func.func @test_clamp_i8(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 0 : i8, min_val = -128 : i8} : (tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_clamp_i16(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 1024 : i16, min_val = -1024 : i16} : (tensor<13x21x3xi16>) -> tensor<13x21x3xi16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_clamp_f32_nan_ignore(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_clamp_f16_nan_propagate(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 1.500000e+00 : f16, min_val = -1.500000e+00 : f16} : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_clamp_bf16_unranked(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 1.000000e+00 : bf16, min_val = -1.000000e+00 : bf16} : (tensor<*xbf16>) -> tensor<*xbf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<*xbf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_erf_f32(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.erf %{{[^ ,:)]+}} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_erf_bf16_dynamic(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.erf %{{[^ ,:)]+}} : (tensor<?x21x3xbf16>) -> tensor<?x21x3xbf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<?x21x3xbf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_sigmoid_f32(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.sigmoid %{{[^ ,:)]+}} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_sigmoid_f16(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.sigmoid %{{[^ ,:)]+}} : (tensor<4xf16>) -> tensor<4xf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<4xf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_tanh_f32(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.tanh %{{[^ ,:)]+}} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<13x21x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_tanh_bf16_unranked(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.tanh %{{[^ ,:)]+}} : (tensor<*xbf16>) -> tensor<*xbf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<*xbf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_clamp_f32_non_terminating_bounds(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.clamp %{{[^ ,:)]+}} {max_val = 6.100000e+00 : f32, min_val = 0.333333343 : f32} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  func.func @test_clamp_i8(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.clamp %arg0 {max_val = 0 : i8, min_val = -128 : i8} : (tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_clamp_i16(%arg0: tensor<13x21x3xi16>) -> tensor<13x21x3xi16> {
    %0 = tosa.clamp %arg0 {max_val = 1024 : i16, min_val = -1024 : i16} : (tensor<13x21x3xi16>) -> tensor<13x21x3xi16>
    return %0 : tensor<13x21x3xi16>
  }
  func.func @test_clamp_f32_nan_ignore(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.clamp %arg0 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
    return %0 : tensor<13x21x3xf32>
  }
  func.func @test_clamp_f16_nan_propagate(%arg0: tensor<13x21x3xf16>) -> tensor<13x21x3xf16> {
    %0 = tosa.clamp %arg0 {max_val = 1.500000e+00 : f16, min_val = -1.500000e+00 : f16} : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
    return %0 : tensor<13x21x3xf16>
  }
  func.func @test_clamp_bf16_unranked(%arg0: tensor<*xbf16>) -> tensor<*xbf16> {
    %0 = tosa.clamp %arg0 {max_val = 1.000000e+00 : bf16, min_val = -1.000000e+00 : bf16} : (tensor<*xbf16>) -> tensor<*xbf16>
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
    %0 = tosa.clamp %arg0 {max_val = 6.100000e+00 : f32, min_val = 0.333333343 : f32} : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
