// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/transforms/fuse-elementwise-lut-int16.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @i16_clamp_on_knots_fuse(%arg0: tensor<256x256xi16>) -> tensor<256x256xi16> {
    %0 = tosa.clamp %arg0 min_val(-16384 : i16) max_val(16384 : i16) : (tensor<256x256xi16>) -> tensor<256x256xi16>
    %1 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %2 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %4 = tosa.rescale %0, %1, %2, %3, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<256x256xi16>
    %5 = tosa.clamp %4 min_val(0 : i16) max_val(32767 : i16) : (tensor<256x256xi16>) -> tensor<256x256xi16>
    return %5 : tensor<256x256xi16>
  }
}

// -----
module {
  func.func @i16_saturating_add(%arg0: tensor<256x256xi16>) -> tensor<256x256xi16> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    %5 = tosa.const  values(dense<100> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.add %4, %5 : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
    %7 = tosa.rescale %6, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
    return %7 : tensor<256x256xi16>
  }
}

// -----
module {
  func.func @i16_two_ops_not_profitable_nofuse(%arg0: tensor<256x256xi16>) -> tensor<256x256xi16> {
    %0 = tosa.clamp %arg0 min_val(-16384 : i16) max_val(16384 : i16) : (tensor<256x256xi16>) -> tensor<256x256xi16>
    %1 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %2 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %4 = tosa.rescale %0, %1, %2, %3, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<256x256xi16>
    return %4 : tensor<256x256xi16>
  }
}

// -----
module {
  func.func @i16_amplified_after_the_region(%arg0: tensor<256x256xi16>) -> tensor<256x256xi32> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    %5 = tosa.const  values(dense<100> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.add %4, %5 : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
    %7 = tosa.rescale %6, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
    %8 = tosa.const  values(dense<22> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %7, %0, %8, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    return %9 : tensor<256x256xi32>
  }
}

// -----
module {
  func.func @i16_error_unbounded_nofuse(%arg0: tensor<256x256xi16>, %arg1: tensor<256x256xi32>) -> tensor<256x256xi32> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    %5 = tosa.const  values(dense<100> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.add %4, %5 : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
    %7 = tosa.rescale %6, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
    %8 = tosa.const  values(dense<22> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %7, %0, %8, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    %10 = tosa.add %9, %arg1 : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi32>
    return %10 : tensor<256x256xi32>
  }
}

// -----
module {
  func.func @i16_two_approximate_tables(%arg0: tensor<256x256xi16>) -> tensor<256x256xi16> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.const  values(dense<100> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %5 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    %6 = tosa.add %5, %4 : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
    %7 = tosa.rescale %6, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
    %8 = tosa.transpose %7 perms([1, 0]) : (tensor<256x256xi16>) -> tensor<256x256xi16>
    %9 = tosa.rescale %8, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    %10 = tosa.add %9, %4 : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
    %11 = tosa.rescale %10, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
    return %11 : tensor<256x256xi16>
  }
}

