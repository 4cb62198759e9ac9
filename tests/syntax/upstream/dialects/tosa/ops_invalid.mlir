// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/ops_invalid.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @table_i8_short_table(%arg0: tensor<4xi8>, %arg1: tensor<255xi8>) -> tensor<4xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}

// -----
module {
  func.func @table_i8_i16_entries(%arg0: tensor<4xi8>, %arg1: tensor<256xi16>) -> tensor<4xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi8>, tensor<256xi16>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}

// -----
module {
  func.func @table_i8_result_i16(%arg0: tensor<4xi8>, %arg1: tensor<256xi8>) -> tensor<4xi16> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>
    return %0 : tensor<4xi16>
  }
}

// -----
module {
  func.func @table_i16_i8_table(%arg0: tensor<4xi16>, %arg1: tensor<256xi8>) -> tensor<4xi32> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi16>, tensor<256xi8>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}

// -----
module {
  func.func @table_i16_512_entries(%arg0: tensor<4xi16>, %arg1: tensor<512xi16>) -> tensor<4xi32> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi16>, tensor<512xi16>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}

// -----
module {
  func.func @table_i16_result_i16(%arg0: tensor<4xi16>, %arg1: tensor<513xi16>) -> tensor<4xi16> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi16>
    return %0 : tensor<4xi16>
  }
}

// -----
module {
  func.func @table_i32_input(%arg0: tensor<4xi32>, %arg1: tensor<256xi8>) -> tensor<4xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xi32>, tensor<256xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}

// -----
module {
  func.func @table_f32_input(%arg0: tensor<4xf32>, %arg1: tensor<256xi8>) -> tensor<4xi8> {
    %0 = tosa.table %arg0, %arg1 : (tensor<4xf32>, tensor<256xi8>) -> tensor<4xi8>
    return %0 : tensor<4xi8>
  }
}

// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
// -----
// left out: neither tosa-opt nor iree-opt reads this chunk
