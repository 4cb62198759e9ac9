// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/transforms/fuse-elementwise-lut.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @dyt_fuse(%arg0: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<20> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
    %5 = tosa.const  values(dense<93> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %10 = tosa.rescale %5, %6, %7, %8, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %11 = tosa.const_shape  values(dense<1> : tensor<3xindex>) : () -> !tosa.shape<3>
    %12 = tosa.reshape %10, %11 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %13 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.mul %4, %12, %13 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
    %15 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %16 = tosa.const  values(dense<47> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %18 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %19 = tosa.rescale %14, %15, %16, %17, %18 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
    %20 = tosa.const  values(dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %21 = tosa.table %19, %20 : (tensor<1x16x64xi8>, tensor<256xi8>) -> tensor<1x16x64xi8>
    return %21 : tensor<1x16x64xi8>
  }
}

// -----
module {
  func.func @silu_fuse(%arg0: tensor<1x8x8x16xi8>) -> tensor<1x8x8x16xi8> {
    %0 = tosa.const  values(dense<"0x8080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808181818181818181818181828282828283838383848485858686878888898A8B8C8D8F90929395979A9C9FA1A4A8ABAFB3B7BBC0C5CACFD5DBE1E7EDF3FA00060D13191F252B31363B4045494D5155585C5F616466696B6D6E707173747576777878797A7A7B7B7C7C7D7D7D7D7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<1x8x8x16xi8>, tensor<256xi8>) -> tensor<1x8x8x16xi8>
    %2 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %5 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.rescale %arg0, %2, %3, %4, %6 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %8 = tosa.rescale %1, %2, %3, %5, %6 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.mul %7, %8, %9 : (tensor<1x8x8x16xi32>, tensor<1x8x8x16xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
    %11 = tosa.const  values(dense<1789569707> : tensor<1xi32>) : () -> tensor<1xi32>
    %12 = tosa.const  values(dense<38> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.rescale %10, %11, %12, %6, %13 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x8x8x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
    return %14 : tensor<1x8x8x16xi8>
  }
}

// -----
module {
  func.func @hardswish_fuse(%arg0: tensor<2x16x16xi8>) -> tensor<2x16x16xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16x16xi32>
    %5 = tosa.const  values(dense<60> : tensor<1x1x1xi32>) : () -> tensor<1x1x1xi32>
    %6 = tosa.add %4, %5 : (tensor<2x16x16xi32>, tensor<1x1x1xi32>) -> tensor<2x16x16xi32>
    %7 = tosa.rescale %6, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x16x16xi8>
    %8 = tosa.clamp %7 min_val(0 : i8) max_val(120 : i8) : (tensor<2x16x16xi8>) -> tensor<2x16x16xi8>
    %9 = tosa.rescale %8, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16x16xi32>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.mul %4, %9, %10 : (tensor<2x16x16xi32>, tensor<2x16x16xi32>, tensor<1xi8>) -> tensor<2x16x16xi32>
    %12 = tosa.const  values(dense<1145324612> : tensor<1xi32>) : () -> tensor<1xi32>
    %13 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.rescale %11, %12, %13, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x16x16xi8>
    return %14 : tensor<2x16x16xi8>
  }
}

// -----
module {
  func.func @tanh_affine_f32(%arg0: tensor<16x16xi8>) -> tensor<16x16xi8> {
    %0 = tosa.cast %arg0  : (tensor<16x16xi8>) -> tensor<16x16xf32>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<5.000000e-01> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %3 = tosa.mul %0, %2, %1 : (tensor<16x16xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x16xf32>
    %4 = tosa.const  values(dense<1.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %5 = tosa.add %3, %4 : (tensor<16x16xf32>, tensor<1x1xf32>) -> tensor<16x16xf32>
    %6 = tosa.tanh %5 : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %7 = tosa.const  values(dense<2.000000e+00> : tensor<1x1xf32>) : () -> tensor<1x1xf32>
    %8 = tosa.mul %6, %7, %1 : (tensor<16x16xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x16xf32>
    %9 = tosa.cast %8  : (tensor<16x16xf32>) -> tensor<16x16xi8>
    return %9 : tensor<16x16xi8>
  }
}

// -----
module {
  func.func @affine_f32_fuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.cast %arg0  : (tensor<256xi8>) -> tensor<256xf32>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<5.000000e-01> : tensor<1xf32>) : () -> tensor<1xf32>
    %3 = tosa.mul %0, %2, %1 : (tensor<256xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<256xf32>
    %4 = tosa.const  values(dense<-3.000000e+00> : tensor<1xf32>) : () -> tensor<1xf32>
    %5 = tosa.add %3, %4 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %6 = tosa.cast %5  : (tensor<256xf32>) -> tensor<256xi8>
    return %6 : tensor<256xi8>
  }
}

// -----
module {
  func.func @requant_table_requant_fuse(%arg0: tensor<1x256xi8>) -> tensor<1x256xi8> {
    %0 = tosa.const  values(dense<1717986918> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<-5> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x256xi8>
    %5 = tosa.const  values(dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %6 = tosa.table %4, %5 : (tensor<1x256xi8>, tensor<256xi8>) -> tensor<1x256xi8>
    %7 = tosa.const  values(dense<1825361101> : tensor<1xi32>) : () -> tensor<1xi32>
    %8 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<-20> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<7> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %6, %7, %8, %9, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x256xi8>
    return %11 : tensor<1x256xi8>
  }
}

// -----
module {
  func.func @two_tables_fuse(%arg0: tensor<4x64xi8>) -> tensor<4x64xi8> {
    %0 = tosa.const  values(dense<"0x9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9F9F9F9F9F9F9F9F9F9F9F9FA0A0A0A0A0A0A0A0A1A1A1A1A1A1A1A2A2A2A2A2A3A3A3A3A3A4A4A4A4A5A5A5A5A6A6A6A7A7A7A8A8A8A9A9A9AAAAABABACACADADAEAEAFAFB0B1B1B2B2B3B4B5B5B6B7B8B9B9BABBBCBDBEBFC0C1C3C4C5C6C7C9CACCCDCFD0D2D3D5D7D8DADCDEE0E2E4E7E9EBEEF0F3F5F8FBFE0104070A0E1115181C2024282C31353A3F44494E54595F656B71787E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<4x64xi8>, tensor<256xi8>) -> tensor<4x64xi8>
    %2 = tosa.const  values(dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %3 = tosa.table %1, %2 : (tensor<4x64xi8>, tensor<256xi8>) -> tensor<4x64xi8>
    return %3 : tensor<4x64xi8>
  }
}

// -----
module {
  func.func @shared_value_cut(%arg0: tensor<1x16x16xi8>) -> (tensor<1x16x16xi8>, tensor<1x16x16xi8>) {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1x1xi32>) : () -> tensor<1x1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<1x16x16xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x16xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %7, %8, %9, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16xi8>
    %11 = tosa.const  values(dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %12 = tosa.table %10, %11 : (tensor<1x16x16xi8>, tensor<256xi8>) -> tensor<1x16x16xi8>
    return %10, %12 : tensor<1x16x16xi8>, tensor<1x16x16xi8>
  }
}

// -----
module {
  func.func @two_inputs_prefix(%arg0: tensor<256xi8>, %arg1: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %5 = tosa.const  values(dense<57> : tensor<1xi32>) : () -> tensor<1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi32>
    %8 = tosa.const  values(dense<1288490189> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<36> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %7, %8, %9, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
    %11 = tosa.rescale %10, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %12 = tosa.rescale %arg1, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %13 = tosa.add %11, %12 : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    %14 = tosa.rescale %13, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
    return %14 : tensor<256xi8>
  }
}

// -----
module {
  func.func @reshape_boundary(%arg0: tensor<1x256xi8>) -> tensor<16x16xi8> {
    %0 = tosa.const  values(dense<"0x9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9F9F9F9F9F9F9F9F9F9F9F9FA0A0A0A0A0A0A0A0A1A1A1A1A1A1A1A2A2A2A2A2A3A3A3A3A3A4A4A4A4A5A5A5A5A6A6A6A7A7A7A8A8A8A9A9A9AAAAABABACACADADAEAEAFAFB0B1B1B2B2B3B4B5B5B6B7B8B9B9BABBBCBDBEBFC0C1C3C4C5C6C7C9CACCCDCFD0D2D3D5D7D8DADCDEE0E2E4E7E9EBEEF0F3F5F8FBFE0104070A0E1115181C2024282C31353A3F44494E54595F656B71787E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<1x256xi8>, tensor<256xi8>) -> tensor<1x256xi8>
    %2 = tosa.clamp %1 min_val(-100 : i8) max_val(100 : i8) : (tensor<1x256xi8>) -> tensor<1x256xi8>
    %3 = tosa.const_shape  values(dense<16> : tensor<2xindex>) : () -> !tosa.shape<2>
    %4 = tosa.reshape %2, %3 : (tensor<1x256xi8>, !tosa.shape<2>) -> tensor<16x16xi8>
    %5 = tosa.const  values(dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %6 = tosa.table %4, %5 : (tensor<16x16xi8>, tensor<256xi8>) -> tensor<16x16xi8>
    %7 = tosa.clamp %6 min_val(-10 : i8) max_val(90 : i8) : (tensor<16x16xi8>) -> tensor<16x16xi8>
    return %7 : tensor<16x16xi8>
  }
}

// -----
module {
  func.func @lone_rescale_nofuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1717986918> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<-5> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    return %4 : tensor<256xi8>
  }
}

// -----
module {
  func.func @lone_table_nofuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    return %1 : tensor<256xi8>
  }
}

// -----
module {
  func.func @lone_clamp_nofuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.clamp %arg0 min_val(0 : i8) max_val(6 : i8) : (tensor<256xi8>) -> tensor<256xi8>
    return %0 : tensor<256xi8>
  }
}

// -----
module {
  func.func @rescale_chain_nofuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-7> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %5 = tosa.const  values(dense<1717986918> : tensor<1xi32>) : () -> tensor<1xi32>
    %6 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.rescale %4, %5, %6, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
    %8 = tosa.rescale %7, %5, %6, %2, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    return %8 : tensor<256xi8>
  }
}

// -----
module {
  func.func @per_channel_rescale_nofuse(%arg0: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
    %0 = tosa.const  values(dense<[1073741824, 1288490189, 1503238554, 1717986918]> : tensor<4xi32>) : () -> tensor<4xi32>
    %1 = tosa.const  values(dense<[30, 30, 31, 31]> : tensor<4xi8>) : () -> tensor<4xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
    %5 = tosa.const  values(dense<41> : tensor<1x1x1xi32>) : () -> tensor<1x1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<1x64x4xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
    %8 = tosa.const  values(dense<1288490189> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<36> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %7, %8, %9, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
    return %10 : tensor<1x64x4xi8>
  }
}

// -----
module {
  func.func @per_channel_const_nofuse(%arg0: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
    %5 = tosa.const  values(dense<[[[41, 52, 63, 74]]]> : tensor<1x1x4xi32>) : () -> tensor<1x1x4xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<1x64x4xi32>, tensor<1x1x4xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
    %8 = tosa.const  values(dense<1288490189> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<36> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %7, %8, %9, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
    return %10 : tensor<1x64x4xi8>
  }
}

// -----
module {
  func.func @inexact_round_nofuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1717986918> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %0, %1, %2, %2 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    %4 = tosa.const  values(dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %5 = tosa.table %3, %4 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    return %5 : tensor<256xi8>
  }
}

// -----
module {
  func.func @require_fail_nofuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %5 = tosa.const  values(dense<2147483600> : tensor<1xi32>) : () -> tensor<1xi32>
    %6 = tosa.add %4, %5 : (tensor<256xi32>, tensor<1xi32>) -> tensor<256xi32>
    %7 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %8 = tosa.const  values(dense<54> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %6, %7, %8, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
    return %9 : tensor<256xi8>
  }
}

// -----
module {
  func.func @per_channel_rescale_boundary(%arg0: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
    %0 = tosa.const  values(dense<[1073741824, 1288490189, 1503238554, 1717986918]> : tensor<4xi32>) : () -> tensor<4xi32>
    %1 = tosa.const  values(dense<[30, 30, 31, 31]> : tensor<4xi8>) : () -> tensor<4xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %0, %1, %2, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
    %4 = tosa.const  values(dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %5 = tosa.table %3, %4 : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
    %6 = tosa.const  values(dense<"0x9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9F9F9F9F9F9F9F9F9F9F9F9FA0A0A0A0A0A0A0A0A1A1A1A1A1A1A1A2A2A2A2A2A3A3A3A3A3A4A4A4A4A5A5A5A5A6A6A6A7A7A7A8A8A8A9A9A9AAAAABABACACADADAEAEAFAFB0B1B1B2B2B3B4B5B5B6B7B8B9B9BABBBCBDBEBFC0C1C3C4C5C6C7C9CACCCDCFD0D2D3D5D7D8DADCDEE0E2E4E7E9EBEEF0F3F5F8FBFE0104070A0E1115181C2024282C31353A3F44494E54595F656B71787E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %7 = tosa.table %5, %6 : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
    return %7 : tensor<1x64x4xi8>
  }
}

// -----
module {
  func.func @two_inputs_suffix(%arg0: tensor<256xi8>, %arg1: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %5 = tosa.rescale %arg1, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %6 = tosa.add %4, %5 : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    %7 = tosa.rescale %6, %0, %1, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
    %8 = tosa.const  values(dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %9 = tosa.table %7, %8 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %10 = tosa.clamp %9 min_val(-10 : i8) max_val(90 : i8) : (tensor<256xi8>) -> tensor<256xi8>
    return %10 : tensor<256xi8>
  }
}

// -----
module {
  func.func @i16_linear_fuse(%arg0: tensor<256x256xi16>) -> tensor<256x256xi16> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
    %5 = tosa.const  values(dense<4> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<256x256xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<256x256xi32>
    %8 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<33> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %7, %8, %9, %3, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
    return %10 : tensor<256x256xi16>
  }
}

// -----
module {
  func.func @inexact_round_tail_fuse(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1717986918> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %0, %1, %2, %2 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
    %4 = tosa.const  values(dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF"> : tensor<256xi8>) : () -> tensor<256xi8>
    %5 = tosa.table %3, %4 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    %6 = tosa.const  values(dense<"0x7F7E7D7C7B7A797877767574737271706F6E6D6C6B6A696867666564636261605F5E5D5C5B5A595857565554535251504F4E4D4C4B4A494847464544434241403F3E3D3C3B3A393837363534333231302F2E2D2C2B2A292827262524232221201F1E1D1C1B1A191817161514131211100F0E0D0C0B0A09080706050403020100FFFEFDFCFBFAF9F8F7F6F5F4F3F2F1F0EFEEEDECEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D4D3D2D1D0CFCECDCCCBCAC9C8C7C6C5C4C3C2C1C0BFBEBDBCBBBAB9B8B7B6B5B4B3B2B1B0AFAEADACABAAA9A8A7A6A5A4A3A2A1A09F9E9D9C9B9A999897969594939291908F8E8D8C8B8A89888786858483828180"> : tensor<256xi8>) : () -> tensor<256xi8>
    %7 = tosa.table %5, %6 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    return %7 : tensor<256xi8>
  }
}

