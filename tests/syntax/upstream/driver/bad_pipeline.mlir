// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/driver/bad_pipeline.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @identity(%arg0: tensor<4xi8>) -> tensor<4xi8> {
    return %arg0 : tensor<4xi8>
  }
}

