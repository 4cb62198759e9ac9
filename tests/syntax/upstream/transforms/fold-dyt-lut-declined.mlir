// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/transforms/fold-dyt-lut-declined.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @dyt_inexact_with_dead_ops_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<5> : tensor<1xi32>) : () -> tensor<1xi32>
    %6 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %7 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.mul %6, %7, %8 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %10 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %11 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.rescale %9, %10, %11, %3, %12 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %14 = tosa.const  values(dense<"0x808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %15 = tosa.table %13, %14 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %15 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_live_and_dead_users_nofold(%arg0: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi32>) {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.identity %11 : (tensor<2x128xi8>) -> tensor<2x128xi8>
    %13 = tosa.const  values(dense<"0x808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %14 = tosa.table %11, %13 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %14, %7 : tensor<2x128xi8>, tensor<2x128xi32>
  }
}

