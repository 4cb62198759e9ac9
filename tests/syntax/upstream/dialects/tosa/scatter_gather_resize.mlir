// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/scatter_gather_resize.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_gather_i8(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x26xi32>) -> tensor<13x26x3xi8> {
    %0 = tosa.gather %arg0, %arg1 : (tensor<13x21x3xi8>, tensor<13x26xi32>) -> tensor<13x26x3xi8>
    return %0 : tensor<13x26x3xi8>
  }
  func.func @test_gather_f32(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x26xi32>) -> tensor<13x26x3xf32> {
    %0 = tosa.gather %arg0, %arg1 : (tensor<13x21x3xf32>, tensor<13x26xi32>) -> tensor<13x26x3xf32>
    return %0 : tensor<13x26x3xf32>
  }
  func.func @test_gather_bf16_dynamic(%arg0: tensor<?x21x3xbf16>, %arg1: tensor<?x26xi32>) -> tensor<?x26x3xbf16> {
    %0 = tosa.gather %arg0, %arg1 : (tensor<?x21x3xbf16>, tensor<?x26xi32>) -> tensor<?x26x3xbf16>
    return %0 : tensor<?x26x3xbf16>
  }
  func.func @test_scatter_i16(%arg0: tensor<13x52x3xi16>, %arg1: tensor<13x26xi32>, %arg2: tensor<13x26x3xi16>) -> tensor<13x52x3xi16> {
    %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<13x52x3xi16>, tensor<13x26xi32>, tensor<13x26x3xi16>) -> tensor<13x52x3xi16>
    return %0 : tensor<13x52x3xi16>
  }
  func.func @test_scatter_f32(%arg0: tensor<13x52x3xf32>, %arg1: tensor<13x26xi32>, %arg2: tensor<13x26x3xf32>) -> tensor<13x52x3xf32> {
    %0 = tosa.scatter %arg0, %arg1, %arg2 : (tensor<13x52x3xf32>, tensor<13x26xi32>, tensor<13x26x3xf32>) -> tensor<13x52x3xf32>
    return %0 : tensor<13x52x3xf32>
  }
  func.func @test_resize_i8_nearest(%arg0: tensor<1x15x13x7xi8>) -> tensor<1x29x25x7xi8> {
    %0 = tosa.const_shape  values(dense<[4, 2, 4, 2]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 mode<NEAREST_NEIGHBOR> : (tensor<1x15x13x7xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x29x25x7xi8>
    return %3 : tensor<1x29x25x7xi8>
  }
  func.func @test_resize_i8_bilinear(%arg0: tensor<1x15x13x7xi8>) -> tensor<1x30x26x7xi32> {
    %0 = tosa.const_shape  values(dense<[4, 2, 4, 2]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.const_shape  values(dense<-1> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.const_shape  values(dense<1> : tensor<2xindex>) : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 mode<BILINEAR> : (tensor<1x15x13x7xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x30x26x7xi32>
    return %3 : tensor<1x30x26x7xi32>
  }
  func.func @test_resize_i16_bilinear(%arg0: tensor<1x4x4x2xi16>) -> tensor<1x7x7x2xi48> {
    %0 = tosa.const_shape  values(dense<[2, 1, 2, 1]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 mode<BILINEAR> : (tensor<1x4x4x2xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x2xi48>
    return %3 : tensor<1x7x7x2xi48>
  }
  func.func @test_resize_f32_bilinear(%arg0: tensor<1x15x13x7xf32>) -> tensor<1x30x26x7xf32> {
    %0 = tosa.const_shape  values(dense<[4, 2, 4, 2]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.const_shape  values(dense<2> : tensor<2xindex>) : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 mode<BILINEAR> : (tensor<1x15x13x7xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x30x26x7xf32>
    return %3 : tensor<1x30x26x7xf32>
  }
  func.func @test_resize_f16_nearest(%arg0: tensor<1x16x16x3xf16>) -> tensor<1x8x8x3xf16> {
    %0 = tosa.const_shape  values(dense<[1, 2, 1, 2]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.const_shape  values(dense<-1> : tensor<2xindex>) : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 mode<NEAREST_NEIGHBOR> : (tensor<1x16x16x3xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x3xf16>
    return %3 : tensor<1x8x8x3xf16>
  }
}

