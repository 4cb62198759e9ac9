// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/driver/invalid.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @f(%arg0: tensor<4xi8>, %arg1: tensor<255xi8>) -> tensor<4xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}

