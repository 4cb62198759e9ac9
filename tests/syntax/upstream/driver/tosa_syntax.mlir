// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/driver/tosa_syntax.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @syntax(%arg0: tensor<4x2xi8>, %arg1: tensor<1xi32>, %arg2: tensor<1xi8>, %arg3: tensor<1xi8>, %arg4: tensor<1xi32>) -> (tensor<2xi32>, tensor<4x2xi32>) {
    %0 = tosa.argmax %arg0 axis(0) : (tensor<4x2xi8>) -> tensor<2xi32>
    %1 = tosa.rescale %arg0, %arg1, %arg2, %arg3, %arg4 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<4x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4x2xi32>
    return %0, %1 : tensor<2xi32>, tensor<4x2xi32>
  }
}

