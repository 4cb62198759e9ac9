// RUN: %tosa-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s
// tosa.custom with zero or more operands and results.

// CHECK: module {
// CHECK-LABEL: func.func @test_custom_two_in_two_out(
// CHECK-NEXT: {{.*}} = tosa.custom %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {domain_name = "com.example", implementation_attrs = "alpha=1;beta=2", operator_name = "my_op"} : (tensor<10xi32>, tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>)
// CHECK-NEXT: return %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : tensor<10xi32>, tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_custom_one_in_one_out_i8(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.custom %{{[^ ,:)]+}} {domain_name = "vendor", implementation_attrs = "", operator_name = "lut_fused"} : (tensor<1x8x8x3xi8>) -> tensor<1x8x8x3xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<1x8x8x3xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_custom_no_inputs(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.custom  {domain_name = "vendor", implementation_attrs = "seed=3", operator_name = "generator"} : () -> tensor<2xi16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<2xi16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_custom_no_results(
// CHECK-NEXT: tosa.custom %{{[^ ,:)]+}} {domain_name = "vendor", implementation_attrs = "", operator_name = "sink"} : (tensor<4xf16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_custom_dynamic_unranked(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.custom %{{[^ ,:)]+}} {domain_name = "vendor", implementation_attrs = "escaped \22quote\22", operator_name = "reshape_like"} : (tensor<?x4xbf16>) -> tensor<*xbf16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<*xbf16>
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  func.func @test_custom_two_in_two_out(%arg0: tensor<10xi32>, %arg1: tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>) {
    %0:2 = tosa.custom %arg0, %arg1 {domain_name = "com.example", implementation_attrs = "alpha=1;beta=2", operator_name = "my_op"} : (tensor<10xi32>, tensor<10xf32>) -> (tensor<10xi32>, tensor<10xf32>)
    return %0#0, %0#1 : tensor<10xi32>, tensor<10xf32>
  }
  func.func @test_custom_one_in_one_out_i8(%arg0: tensor<1x8x8x3xi8>) -> tensor<1x8x8x3xi8> {
    %0 = tosa.custom %arg0 {domain_name = "vendor", implementation_attrs = "", operator_name = "lut_fused"} : (tensor<1x8x8x3xi8>) -> tensor<1x8x8x3xi8>
    return %0 : tensor<1x8x8x3xi8>
  }
  func.func @test_custom_no_inputs() -> tensor<2xi16> {
    %0 = tosa.custom  {domain_name = "vendor", implementation_attrs = "seed=3", operator_name = "generator"} : () -> tensor<2xi16>
    return %0 : tensor<2xi16>
  }
  func.func @test_custom_no_results(%arg0: tensor<4xf16>) {
    tosa.custom %arg0 {domain_name = "vendor", implementation_attrs = "", operator_name = "sink"} : (tensor<4xf16>) -> ()
    return
  }
  func.func @test_custom_dynamic_unranked(%arg0: tensor<?x4xbf16>) -> tensor<*xbf16> {
    %0 = tosa.custom %arg0 {domain_name = "vendor", implementation_attrs = "escaped \22quote\22", operator_name = "reshape_like"} : (tensor<?x4xbf16>) -> tensor<*xbf16>
    return %0 : tensor<*xbf16>
  }
}
