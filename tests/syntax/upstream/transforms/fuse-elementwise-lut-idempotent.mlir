// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/transforms/fuse-elementwise-lut-idempotent.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @dead_user_of_chain_value_fuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %2 = tosa.identity %1 : (tensor<256xi8>) -> tensor<256xi8>
    %3 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %5 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.rescale %1, %3, %4, %5, %5 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    return %6 : tensor<256xi8>
  }
}

// -----
module {
  func.func @dead_ops_elsewhere_stay_fuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.identity %arg0 : (tensor<256xi8>) -> tensor<256xi8>
    %1 = tosa.const  values(dense<5> : tensor<1xi32>) : () -> tensor<1xi32>
    %2 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %3 = tosa.table %arg0, %2 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %4 = tosa.identity %3 : (tensor<256xi8>) -> tensor<256xi8>
    %5 = tosa.identity %4 : (tensor<256xi8>) -> tensor<256xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %3, %6, %7, %8, %8 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    return %9 : tensor<256xi8>
  }
}

// -----
module {
  func.func @reuse_existing_table_fuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %2 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %5 = tosa.rescale %1, %2, %3, %4, %4 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    return %5 : tensor<256xi8>
  }
}

// -----
module {
  func.func @equal_chains_share_a_table_fuse(%arg0: tensor<256xi8>, %arg1: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
    %0 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %2 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.table %arg0, %0 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %5 = tosa.rescale %4, %1, %2, %3, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    %6 = tosa.table %arg1, %0 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %7 = tosa.rescale %6, %1, %2, %3, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    return %5, %7 : tensor<256xi8>, tensor<256xi8>
  }
}

// -----
module {
  func.func @shared_value_two_tables_fuse(%arg0: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
    %0 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %2 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %5 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.rescale %1, %2, %4, %5, %5 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    %8 = tosa.rescale %1, %2, %3, %5, %6 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %9 = tosa.const  values(dense<3> : tensor<1xi32>) : () -> tensor<1xi32>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.mul %8, %9, %10 : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi32>
    %12 = tosa.rescale %11, %2, %4, %6, %5 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
    return %7, %12 : tensor<256xi8>, tensor<256xi8>
  }
}

// -----
module {
  func.func @per_channel_same_table_fuse(%arg0: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
    %0 = tosa.const  values(dense<[1073741824, 536870912, 268435456, 134217728]> : tensor<4xi32>) : () -> tensor<4xi32>
    %1 = tosa.const  values(dense<[31, 30, 29, 28]> : tensor<4xi8>) : () -> tensor<4xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %0, %1, %2, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
    %4 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %5 = tosa.table %3, %4 : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
    return %5 : tensor<1x64x4xi8>
  }
}

// -----
module {
  func.func @per_channel_equal_multipliers_fuse(%arg0: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<4xi32>) : () -> tensor<4xi32>
    %1 = tosa.const  values(dense<31> : tensor<4xi8>) : () -> tensor<4xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %0, %1, %2, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
    %4 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %5 = tosa.table %3, %4 : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
    return %5 : tensor<1x64x4xi8>
  }
}

// -----
module {
  func.func @per_channel_constant_same_output_fuse(%arg0: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %5 = tosa.rescale %arg0, %0, %1, %3, %4 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
    %6 = tosa.const  values(dense<[[[-1000, -2000, -3000, -4000]]]> : tensor<1x1x4xi32>) : () -> tensor<1x1x4xi32>
    %7 = tosa.maximum %5, %6 : (tensor<1x64x4xi32>, tensor<1x1x4xi32>) -> tensor<1x64x4xi32>
    %8 = tosa.rescale %7, %0, %2, %4, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
    return %8 : tensor<1x64x4xi8>
  }
}

// -----
module {
  func.func @noop_reshape_in_dyt_fuse(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const_shape  values(dense<[2, 128]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %9 = tosa.reshape %7, %8 : (tensor<2x128xi32>, !tosa.shape<2>) -> tensor<2x128xi32>
    %10 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %11 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.rescale %9, %10, %11, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %13 = tosa.const  values(dense<"0x403E3C3A38363432302E2C2A2927252322201E1C1B1917161412110F0E0C0B09080605030200FFFDFCFBF9F8F7F5F4F3F2F0EFEEEDEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D5D4D3D2D2D1D0CFCFCECDCDCCCBCBCACAC9C9C8C8C7C7C6C6C5C5C4C4C4C3C3C3C2C2C2C2C1C1C1C1C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C0C1C1C1C1C2C2C2C2C3C3C3C4C4C4C5C5C6C6C7C7C8C8C9C9CACACBCBCCCDCDCECFCFD0D1D2D2D3D4D5D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBEDEEEFF0F2F3F4F5F7F8F9FBFCFDFF000203050608090B0C0E0F1112141617191B1C1E2022232527292A2C2E30323436383A3C3E"> : tensor<256xi8>) : () -> tensor<256xi8>
    %14 = tosa.table %12, %13 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %14 : tensor<2x128xi8>
  }
}

