// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/data_layout.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_concat_i8_axis0(%arg0: tensor<13x21x3xi8>, %arg1: tensor<13x21x3xi8>) -> tensor<26x21x3xi8> {
    %0 = tosa.concat %arg0, %arg1 axis(0) : (tensor<13x21x3xi8>, tensor<13x21x3xi8>) -> tensor<26x21x3xi8>
    return %0 : tensor<26x21x3xi8>
  }
  func.func @test_concat_f32_three_axis2(%arg0: tensor<13x21x3xf32>, %arg1: tensor<13x21x1xf32>, %arg2: tensor<13x21x2xf32>) -> tensor<13x21x6xf32> {
    %0 = tosa.concat %arg0, %arg1, %arg2 axis(2) : (tensor<13x21x3xf32>, tensor<13x21x1xf32>, tensor<13x21x2xf32>) -> tensor<13x21x6xf32>
    return %0 : tensor<13x21x6xf32>
  }
  func.func @test_concat_i1_single(%arg0: tensor<4x5xi1>) -> tensor<4x5xi1> {
    %0 = tosa.concat %arg0 axis(1) : (tensor<4x5xi1>) -> tensor<4x5xi1>
    return %0 : tensor<4x5xi1>
  }
  func.func @test_concat_bf16_dynamic(%arg0: tensor<?x21xbf16>, %arg1: tensor<?x21xbf16>) -> tensor<?x42xbf16> {
    %0 = tosa.concat %arg0, %arg1 axis(1) : (tensor<?x21xbf16>, tensor<?x21xbf16>) -> tensor<?x42xbf16>
    return %0 : tensor<?x42xbf16>
  }
  func.func @test_pad_i8(%arg0: tensor<13x21x3xi8>) -> tensor<15x23x5xi8> {
    %0 = tosa.const_shape  values(dense<1> : tensor<6xindex>) : () -> !tosa.shape<6>
    %1 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<13x21x3xi8>, !tosa.shape<6>, tensor<1xi8>) -> tensor<15x23x5xi8>
    return %2 : tensor<15x23x5xi8>
  }
  func.func @test_pad_f32(%arg0: tensor<13x21x3xf32>) -> tensor<15x23x5xf32> {
    %0 = tosa.const_shape  values(dense<1> : tensor<6xindex>) : () -> !tosa.shape<6>
    %1 = tosa.const  values(dense<3.140000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<13x21x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<15x23x5xf32>
    return %2 : tensor<15x23x5xf32>
  }
  func.func @test_pad_i32(%arg0: tensor<13x21x3xi32>) -> tensor<15x23x5xi32> {
    %0 = tosa.const_shape  values(dense<1> : tensor<6xindex>) : () -> !tosa.shape<6>
    %1 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<13x21x3xi32>, !tosa.shape<6>, tensor<1xi32>) -> tensor<15x23x5xi32>
    return %2 : tensor<15x23x5xi32>
  }
  func.func @test_pad_bool(%arg0: tensor<13x21x3xi1>) -> tensor<15x23x5xi1> {
    %0 = tosa.const_shape  values(dense<1> : tensor<6xindex>) : () -> !tosa.shape<6>
    %1 = tosa.const  values(dense<false> : tensor<1xi1>) : () -> tensor<1xi1>
    %2 = tosa.pad %arg0, %0, %1 : (tensor<13x21x3xi1>, !tosa.shape<6>, tensor<1xi1>) -> tensor<15x23x5xi1>
    return %2 : tensor<15x23x5xi1>
  }
  func.func @test_pad_f16_dynamic_pad_const_arg(%arg0: tensor<?x4xf16>, %arg1: tensor<1xf16>) -> tensor<?x7xf16> {
    %0 = tosa.const_shape  values(dense<[0, 2, 3, 0]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.pad %arg0, %0, %arg1 : (tensor<?x4xf16>, !tosa.shape<4>, tensor<1xf16>) -> tensor<?x7xf16>
    return %1 : tensor<?x7xf16>
  }
  func.func @test_reshape_i8(%arg0: tensor<13x21x3xi8>) -> tensor<1x819xi8> {
    %0 = tosa.const_shape  values(dense<[1, 819]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %1 = tosa.reshape %arg0, %0 : (tensor<13x21x3xi8>, !tosa.shape<2>) -> tensor<1x819xi8>
    return %1 : tensor<1x819xi8>
  }
  func.func @test_reshape_f32_rank0(%arg0: tensor<1x1xf32>) -> tensor<f32> {
    %0 = tosa.const_shape  values(dense<> : tensor<0xindex>) : () -> !tosa.shape<0>
    %1 = tosa.reshape %arg0, %0 : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func @test_reshape_i16_inferred(%arg0: tensor<13x21x3xi16>) -> tensor<273x3xi16> {
    %0 = tosa.const_shape  values(dense<[-1, 3]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %1 = tosa.reshape %arg0, %0 : (tensor<13x21x3xi16>, !tosa.shape<2>) -> tensor<273x3xi16>
    return %1 : tensor<273x3xi16>
  }
  func.func @test_reshape_bf16_6d(%arg0: tensor<2x3x4xbf16>) -> tensor<1x2x1x3x2x2xbf16> {
    %0 = tosa.const_shape  values(dense<[1, 2, 1, 3, 2, 2]> : tensor<6xindex>) : () -> !tosa.shape<6>
    %1 = tosa.reshape %arg0, %0 : (tensor<2x3x4xbf16>, !tosa.shape<6>) -> tensor<1x2x1x3x2x2xbf16>
    return %1 : tensor<1x2x1x3x2x2xbf16>
  }
  func.func @test_reshape_i32_dynamic(%arg0: tensor<?x21x3xi32>) -> tensor<?x63xi32> {
    %0 = tosa.const_shape  values(dense<[-1, 63]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %1 = tosa.reshape %arg0, %0 : (tensor<?x21x3xi32>, !tosa.shape<2>) -> tensor<?x63xi32>
    return %1 : tensor<?x63xi32>
  }
  func.func @test_reverse_i8(%arg0: tensor<13x21x3xi8>) -> tensor<13x21x3xi8> {
    %0 = tosa.reverse %arg0 axis(0) : (tensor<13x21x3xi8>) -> tensor<13x21x3xi8>
    return %0 : tensor<13x21x3xi8>
  }
  func.func @test_reverse_f32_dynamic(%arg0: tensor<?x21x3xf32>) -> tensor<?x21x3xf32> {
    %0 = tosa.reverse %arg0 axis(2) : (tensor<?x21x3xf32>) -> tensor<?x21x3xf32>
    return %0 : tensor<?x21x3xf32>
  }
  func.func @test_slice_i8(%arg0: tensor<13x21x3xi8>) -> tensor<6x8x1xi8> {
    %0 = tosa.const_shape  values(dense<[4, 11, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[6, 8, 1]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<13x21x3xi8>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<6x8x1xi8>
    return %2 : tensor<6x8x1xi8>
  }
  func.func @test_slice_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x2xf32> {
    %0 = tosa.const_shape  values(dense<0> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[13, 21, 2]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<13x21x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<13x21x2xf32>
    return %2 : tensor<13x21x2xf32>
  }
  func.func @test_slice_bf16_size_minus1(%arg0: tensor<13x21x3xbf16>) -> tensor<11x21x3xbf16> {
    %0 = tosa.const_shape  values(dense<[2, 0, 0]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.const_shape  values(dense<[-1, 21, 3]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %2 = tosa.slice %arg0, %0, %1 : (tensor<13x21x3xbf16>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<11x21x3xbf16>
    return %2 : tensor<11x21x3xbf16>
  }
  func.func @test_tile_i8(%arg0: tensor<13x21x3xi8>) -> tensor<26x21x9xi8> {
    %0 = tosa.const_shape  values(dense<[2, 1, 3]> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.tile %arg0, %0 : (tensor<13x21x3xi8>, !tosa.shape<3>) -> tensor<26x21x9xi8>
    return %1 : tensor<26x21x9xi8>
  }
  func.func @test_tile_f32(%arg0: tensor<13x21x3xf32>) -> tensor<13x21x3xf32> {
    %0 = tosa.const_shape  values(dense<1> : tensor<3xindex>) : () -> !tosa.shape<3>
    %1 = tosa.tile %arg0, %0 : (tensor<13x21x3xf32>, !tosa.shape<3>) -> tensor<13x21x3xf32>
    return %1 : tensor<13x21x3xf32>
  }
  func.func @test_tile_i16_dynamic(%arg0: tensor<?x21xi16>) -> tensor<?x42xi16> {
    %0 = tosa.const_shape  values(dense<2> : tensor<2xindex>) : () -> !tosa.shape<2>
    %1 = tosa.tile %arg0, %0 : (tensor<?x21xi16>, !tosa.shape<2>) -> tensor<?x42xi16>
    return %1 : tensor<?x42xi16>
  }
  func.func @test_transpose_i8(%arg0: tensor<13x21x3xi8>) -> tensor<3x13x21xi8> {
    %0 = tosa.transpose %arg0 perms([2, 0, 1]) : (tensor<13x21x3xi8>) -> tensor<3x13x21xi8>
    return %0 : tensor<3x13x21xi8>
  }
  func.func @test_transpose_f32(%arg0: tensor<1x2x3x4xf32>) -> tensor<4x3x2x1xf32> {
    %0 = tosa.transpose %arg0 perms([3, 2, 1, 0]) : (tensor<1x2x3x4xf32>) -> tensor<4x3x2x1xf32>
    return %0 : tensor<4x3x2x1xf32>
  }
  func.func @test_transpose_bf16_dynamic(%arg0: tensor<?x21xbf16>) -> tensor<21x?xbf16> {
    %0 = tosa.transpose %arg0 perms([1, 0]) : (tensor<?x21xbf16>) -> tensor<21x?xbf16>
    return %0 : tensor<21x?xbf16>
  }
}

