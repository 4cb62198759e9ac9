// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/tensor_ops.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @test_argmax_i8(%arg0: tensor<2x3x4xi8>) -> tensor<2x4xi32> {
    %0 = tosa.argmax %arg0 axis(1) : (tensor<2x3x4xi8>) -> tensor<2x4xi32>
    return %0 : tensor<2x4xi32>
  }
  func.func @test_argmax_f32_nan_ignore(%arg0: tensor<2x3x4xf32>) -> tensor<3x4xi32> {
    %0 = tosa.argmax %arg0 axis(0) nan_mode<IGNORE> : (tensor<2x3x4xf32>) -> tensor<3x4xi32>
    return %0 : tensor<3x4xi32>
  }
  func.func @test_argmax_f16_dynamic(%arg0: tensor<?x3x4xf16>) -> tensor<?x3xi32> {
    %0 = tosa.argmax %arg0 axis(2) : (tensor<?x3x4xf16>) -> tensor<?x3xi32>
    return %0 : tensor<?x3xi32>
  }
  func.func @test_avg_pool2d_i8(%arg0: tensor<1x8x8x4xi8>) -> tensor<1x4x4x4xi8> {
    %0 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<5> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.avg_pool2d %arg0, %0, %1 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) acc_type(i32) : (tensor<1x8x8x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4xi8>
    return %2 : tensor<1x4x4x4xi8>
  }
  func.func @test_avg_pool2d_f32(%arg0: tensor<1x7x7x9xf32>) -> tensor<1x7x7x9xf32> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.avg_pool2d %arg0, %0, %0 kernel([3, 3]) stride([1, 1]) pad([1, 1, 1, 1]) acc_type(f32) : (tensor<1x7x7x9xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x7x9xf32>
    return %1 : tensor<1x7x7x9xf32>
  }
  func.func @test_avg_pool2d_f16_acc_f16(%arg0: tensor<1x7x7x9xf16>) -> tensor<1x7x7x9xf16> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf16>) : () -> tensor<1xf16>
    %1 = tosa.avg_pool2d %arg0, %0, %0 kernel([3, 3]) stride([1, 1]) pad([1, 1, 1, 1]) acc_type(f16) : (tensor<1x7x7x9xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x7x7x9xf16>
    return %1 : tensor<1x7x7x9xf16>
  }
  func.func @test_avg_pool2d_i16(%arg0: tensor<1x4x4x2xi16>) -> tensor<1x2x2x2xi16> {
    %0 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %1 = tosa.avg_pool2d %arg0, %0, %0 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) acc_type(i32) : (tensor<1x4x4x2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x2xi16>
    return %1 : tensor<1x2x2x2xi16>
  }
  func.func @test_conv2d_i8(%arg0: tensor<1x8x8x3xi8>, %arg1: tensor<16x3x3x3xi8>, %arg2: tensor<16xi32>) -> tensor<1x8x8x16xi32> {
    %0 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %1 pad([1, 1, 1, 1]) stride([1, 1]) dilation([1, 1]) acc_type(i32)  : (tensor<1x8x8x3xi8>, tensor<16x3x3x3xi8>, tensor<16xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
    return %2 : tensor<1x8x8x16xi32>
  }
  func.func @test_conv2d_f32_local_bound(%arg0: tensor<1x4x4x4xf32>, %arg1: tensor<8x1x1x4xf32>, %arg2: tensor<8xf32>) -> tensor<1x4x4x8xf32> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(f32) local_bound(true) : (tensor<1x4x4x4xf32>, tensor<8x1x1x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf32>
    return %1 : tensor<1x4x4x8xf32>
  }
  func.func @test_conv2d_i16_acc_i48(%arg0: tensor<1x4x4x4xi16>, %arg1: tensor<8x1x1x4xi8>, %arg2: tensor<8xi48>) -> tensor<1x4x4x8xi48> {
    %0 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.conv2d %arg0, %arg1, %arg2, %0, %1 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i48)  : (tensor<1x4x4x4xi16>, tensor<8x1x1x4xi8>, tensor<8xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x4x4x8xi48>
    return %2 : tensor<1x4x4x8xi48>
  }
  func.func @test_conv2d_bf16_dynamic(%arg0: tensor<?x4x4x4xbf16>, %arg1: tensor<8x1x1x4xbf16>, %arg2: tensor<8xbf16>) -> tensor<?x4x4x8xbf16> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xbf16>) : () -> tensor<1xbf16>
    %1 = tosa.conv2d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(f32)  : (tensor<?x4x4x4xbf16>, tensor<8x1x1x4xbf16>, tensor<8xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<?x4x4x8xbf16>
    return %1 : tensor<?x4x4x8xbf16>
  }
  func.func @test_conv3d_f32(%arg0: tensor<1x4x8x8x2xf32>, %arg1: tensor<4x2x3x3x2xf32>, %arg2: tensor<4xf32>) -> tensor<1x3x6x6x4xf32> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.conv3d %arg0, %arg1, %arg2, %0, %0 pad([0, 0, 0, 0, 0, 0]) stride([1, 1, 1]) dilation([1, 1, 1]) acc_type(f32)  : (tensor<1x4x8x8x2xf32>, tensor<4x2x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x6x6x4xf32>
    return %1 : tensor<1x3x6x6x4xf32>
  }
  func.func @test_conv3d_i8(%arg0: tensor<1x4x8x8x2xi8>, %arg1: tensor<4x1x1x1x2xi8>, %arg2: tensor<4xi32>) -> tensor<1x4x8x8x4xi32> {
    %0 = tosa.const  values(dense<7> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.conv3d %arg0, %arg1, %arg2, %0, %1 pad([0, 0, 0, 0, 0, 0]) stride([1, 1, 1]) dilation([1, 1, 1]) acc_type(i32)  : (tensor<1x4x8x8x2xi8>, tensor<4x1x1x1x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x8x8x4xi32>
    return %2 : tensor<1x4x8x8x4xi32>
  }
  func.func @test_depthwise_conv2d_f32(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<3x3x4x2xf32>, %arg2: tensor<8xf32>) -> tensor<1x8x8x8xf32> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %0, %0 pad([1, 1, 1, 1]) stride([1, 1]) dilation([1, 1]) acc_type(f32)  : (tensor<1x8x8x4xf32>, tensor<3x3x4x2xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
    return %1 : tensor<1x8x8x8xf32>
  }
  func.func @test_depthwise_conv2d_i8(%arg0: tensor<1x8x8x4xi8>, %arg1: tensor<1x1x4x1xi8>, %arg2: tensor<4xi32>) -> tensor<1x8x8x4xi32> {
    %0 = tosa.const  values(dense<-1> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.depthwise_conv2d %arg0, %arg1, %arg2, %0, %1 pad([0, 0, 0, 0]) stride([1, 1]) dilation([1, 1]) acc_type(i32)  : (tensor<1x8x8x4xi8>, tensor<1x1x4x1xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x8x8x4xi32>
    return %2 : tensor<1x8x8x4xi32>
  }
  func.func @test_fft2d_f32(%arg0: tensor<1x8x16xf32>, %arg1: tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>) {
    %output_real, %output_imag = tosa.fft2d %arg0, %arg1 inverse(false)  : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>)
    return %output_real, %output_imag : tensor<1x8x16xf32>, tensor<1x8x16xf32>
  }
  func.func @test_fft2d_inverse_local_bound(%arg0: tensor<1x8x16xf32>, %arg1: tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>) {
    %output_real, %output_imag = tosa.fft2d %arg0, %arg1 inverse(true) local_bound(true) : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>)
    return %output_real, %output_imag : tensor<1x8x16xf32>, tensor<1x8x16xf32>
  }
  func.func @test_matmul_i8(%arg0: tensor<1x14x19xi8>, %arg1: tensor<1x19x28xi8>) -> tensor<1x14x28xi32> {
    %0 = tosa.const  values(dense<3> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.matmul %arg0, %arg1, %0, %1 : (tensor<1x14x19xi8>, tensor<1x19x28xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x28xi32>
    return %2 : tensor<1x14x28xi32>
  }
  func.func @test_matmul_f32(%arg0: tensor<1x14x19xf32>, %arg1: tensor<1x19x28xf32>) -> tensor<1x14x28xf32> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.matmul %arg0, %arg1, %0, %0 : (tensor<1x14x19xf32>, tensor<1x19x28xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x14x28xf32>
    return %1 : tensor<1x14x28xf32>
  }
  func.func @test_matmul_i16_dynamic(%arg0: tensor<?x14x19xi16>, %arg1: tensor<?x19x28xi16>) -> tensor<?x14x28xi48> {
    %0 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %1 = tosa.matmul %arg0, %arg1, %0, %0 : (tensor<?x14x19xi16>, tensor<?x19x28xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<?x14x28xi48>
    return %1 : tensor<?x14x28xi48>
  }
  func.func @test_max_pool2d_i8(%arg0: tensor<1x32x32x8xi8>) -> tensor<1x16x16x8xi8> {
    %0 = tosa.max_pool2d %arg0 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) : (tensor<1x32x32x8xi8>) -> tensor<1x16x16x8xi8>
    return %0 : tensor<1x16x16x8xi8>
  }
  func.func @test_max_pool2d_f32_nan_ignore(%arg0: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
    %0 = tosa.max_pool2d %arg0 kernel([3, 3]) stride([1, 1]) pad([1, 1, 1, 1]) nan_mode<IGNORE> : (tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
    return %0 : tensor<1x32x32x8xf32>
  }
  func.func @test_rfft2d_f32(%arg0: tensor<1x8x16xf32>) -> (tensor<1x8x9xf32>, tensor<1x8x9xf32>) {
    %output_real, %output_imag = tosa.rfft2d %arg0  : (tensor<1x8x16xf32>) -> (tensor<1x8x9xf32>, tensor<1x8x9xf32>)
    return %output_real, %output_imag : tensor<1x8x9xf32>, tensor<1x8x9xf32>
  }
  func.func @test_rfft2d_local_bound(%arg0: tensor<1x8x16xf32>) -> (tensor<1x8x9xf32>, tensor<1x8x9xf32>) {
    %output_real, %output_imag = tosa.rfft2d %arg0 local_bound(true) : (tensor<1x8x16xf32>) -> (tensor<1x8x9xf32>, tensor<1x8x9xf32>)
    return %output_real, %output_imag : tensor<1x8x9xf32>, tensor<1x8x9xf32>
  }
  func.func @test_transpose_conv2d_f32(%arg0: tensor<1x8x8x4xf32>, %arg1: tensor<6x3x3x4xf32>, %arg2: tensor<6xf32>) -> tensor<1x10x10x6xf32> {
    %0 = tosa.const  values(dense<0.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %1 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %0, %0 out_pad([0, 0, 0, 0]) stride([1, 1]) acc_type(f32)  : (tensor<1x8x8x4xf32>, tensor<6x3x3x4xf32>, tensor<6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x10x10x6xf32>
    return %1 : tensor<1x10x10x6xf32>
  }
  func.func @test_transpose_conv2d_i8(%arg0: tensor<1x8x8x4xi8>, %arg1: tensor<6x2x2x4xi8>, %arg2: tensor<6xi32>) -> tensor<1x16x16x6xi32> {
    %0 = tosa.const  values(dense<2> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.transpose_conv2d %arg0, %arg1, %arg2, %0, %1 out_pad([0, 0, 0, 0]) stride([2, 2]) acc_type(i32) local_bound(true) : (tensor<1x8x8x4xi8>, tensor<6x2x2x4xi8>, tensor<6xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x6xi32>
    return %2 : tensor<1x16x16x6xi32>
  }
  func.func @test_fft2d_rfft2d_result_name_uniquing(%arg0: tensor<1x8x16xf32>, %arg1: tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>, tensor<1x8x9xf32>) {
    %output_real, %output_imag = tosa.fft2d %arg0, %arg1 inverse(false)  : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>)
    %output_real_0, %output_imag_1 = tosa.fft2d %output_real, %output_imag inverse(true)  : (tensor<1x8x16xf32>, tensor<1x8x16xf32>) -> (tensor<1x8x16xf32>, tensor<1x8x16xf32>)
    %output_real_2, %output_imag_3 = tosa.rfft2d %output_real_0  : (tensor<1x8x16xf32>) -> (tensor<1x8x9xf32>, tensor<1x8x9xf32>)
    %0 = tosa.abs %output_real_2 : (tensor<1x8x9xf32>) -> tensor<1x8x9xf32>
    return %output_real_0, %output_imag_1, %0 : tensor<1x8x16xf32>, tensor<1x8x16xf32>, tensor<1x8x9xf32>
  }
}

