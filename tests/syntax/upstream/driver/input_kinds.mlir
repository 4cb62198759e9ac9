// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/driver/input_kinds.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @negate(%arg0: tensor<4xi8>) -> tensor<4xi8> {
    %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.negate %arg0, %0, %0 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
    return %1 : tensor<4xi8>
  }
}

