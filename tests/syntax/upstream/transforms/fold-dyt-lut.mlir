// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/transforms/fold-dyt-lut.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @dyt_fold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<5> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_alpha_lhs(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<7> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %5, %4, %6 : (tensor<1x1xi32>, tensor<2x128xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_noop_reshape(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const_shape  values(dense<[2, 128]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %9 = tosa.reshape %7, %8 : (tensor<2x128xi32>, !tosa.shape<2>) -> tensor<2x128xi32>
    %10 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %11 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.const  values(dense<5> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.rescale %9, %10, %11, %3, %12 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %14 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %15 = tosa.table %13, %14 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %15 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_dead_rescale(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %6 = tosa.const  values(dense<40> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.rescale %4, %5, %6, %3, %7 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %9 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.mul %4, %9, %10 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %12 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %13 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.const  values(dense<5> : tensor<1xi8>) : () -> tensor<1xi8>
    %15 = tosa.rescale %11, %12, %13, %3, %14 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %16 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %17 = tosa.table %15, %16 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %17 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_per_channel_equal_scales(%arg0: tensor<64x4xi8>) -> tensor<64x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<64x4xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<64x4xi32>
    %8 = tosa.const  values(dense<[1518500250, 759250125, 1518500250, 759250125]> : tensor<4xi32>) : () -> tensor<4xi32>
    %9 = tosa.const  values(dense<[37, 36, 37, 36]> : tensor<4xi8>) : () -> tensor<4xi8>
    %10 = tosa.const  values(dense<5> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
    return %13 : tensor<64x4xi8>
  }
}

// -----
module {
  func.func @dyt_fold_negative_alpha(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<-61> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_alpha_rescaled(%arg0: tensor<256xi8>) -> tensor<256xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
    %5 = tosa.const  values(dense<93> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %5, %6, %7, %8, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.mul %4, %9, %10 : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi32>
    %12 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %13 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %15 = tosa.rescale %11, %12, %13, %3, %14 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
    %16 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %17 = tosa.table %15, %16 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
    return %17 : tensor<256xi8>
  }
}

// -----
module {
  func.func @dyt_fold_alpha_rescaled_reshaped(%arg0: tensor<1x16x16xi8>) -> tensor<1x16x16xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<20> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16xi32>
    %5 = tosa.const  values(dense<93> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %5, %6, %7, %8, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %10 = tosa.const_shape  values(dense<1> : tensor<3xindex>) : () -> !tosa.shape<3>
    %11 = tosa.reshape %9, %10 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.mul %4, %11, %12 : (tensor<1x16x16xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x16xi32>
    %14 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<47> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.rescale %13, %14, %15, %3, %16 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16xi8>
    %18 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %19 = tosa.table %17, %18 : (tensor<1x16x16xi8>, tensor<256xi8>) -> tensor<1x16x16xi8>
    return %19 : tensor<1x16x16xi8>
  }
}

// -----
module {
  func.func @dyt_fold_alpha_rescaled_reshaped_lhs(%arg0: tensor<16x16xi8>) -> tensor<16x16xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<16x16xi32>
    %5 = tosa.const  values(dense<-45> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %5, %6, %7, %8, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %10 = tosa.const_shape  values(dense<1> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.reshape %9, %10 : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.mul %11, %4, %12 : (tensor<1x1xi32>, tensor<16x16xi32>, tensor<1xi8>) -> tensor<16x16xi32>
    %14 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.rescale %13, %14, %15, %3, %16 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<16x16xi8>
    %18 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %19 = tosa.table %17, %18 : (tensor<16x16xi8>, tensor<256xi8>) -> tensor<16x16xi8>
    return %19 : tensor<16x16xi8>
  }
}

// -----
module {
  func.func @dyt_fold_rank4_splat(%arg0: tensor<1x8x8x4xi8>) -> tensor<1x8x8x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x8x8x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x4xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1x1x1xi32>) : () -> tensor<1x1x1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<1x8x8x4xi32>, tensor<1x1x1x1xi32>, tensor<1xi8>) -> tensor<1x8x8x4xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x8x8x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x4xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<1x8x8x4xi8>, tensor<256xi8>) -> tensor<1x8x8x4xi8>
    return %13 : tensor<1x8x8x4xi8>
  }
}

// -----
module {
  func.func @dyt_fold_alpha_full_shape_splat(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<40> : tensor<2x128xi32>) : () -> tensor<2x128xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<2x128xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_rank0(%arg0: tensor<i8>) -> tensor<i8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<i32>
    %5 = tosa.const  values(dense<93> : tensor<i32>) : () -> tensor<i32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<i32>, tensor<i32>, tensor<1xi8>) -> tensor<i32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<i32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<i8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<i8>, tensor<256xi8>) -> tensor<i8>
    return %13 : tensor<i8>
  }
}

// -----
module {
  func.func @dyt_fold_double_round(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<40> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<3000> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1073741825> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<42> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_scale16(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<16384> : tensor<1xi16>) : () -> tensor<1xi16>
    %1 = tosa.const  values(dense<6> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(false) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<23170> : tensor<1xi16>) : () -> tensor<1xi16>
    %9 = tosa.const  values(dense<29> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(false) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi16>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_mul_shift(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<14> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<3000> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<12> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<46> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_zero_points_extreme(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<127> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_per_channel_uniform(%arg0: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<4xi32>) : () -> tensor<4xi32>
    %1 = tosa.const  values(dense<30> : tensor<4xi8>) : () -> tensor<4xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1x1xi32>) : () -> tensor<1x1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<1x64x4xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<4xi32>) : () -> tensor<4xi32>
    %9 = tosa.const  values(dense<37> : tensor<4xi8>) : () -> tensor<4xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<1x64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
    return %13 : tensor<1x64x4xi8>
  }
}

// -----
module {
  func.func @dyt_fold_input_from_reshape(%arg0: tensor<16x16xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const_shape  values(dense<[2, 128]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %1 = tosa.reshape %arg0, %0 : (tensor<16x16xi8>, !tosa.shape<2>) -> tensor<2x128xi8>
    %2 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %5 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %6 = tosa.rescale %1, %2, %3, %4, %5 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %7 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.mul %6, %7, %8 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %10 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %11 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.rescale %9, %10, %11, %5, %12 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %14 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %15 = tosa.table %13, %14 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %15 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_two_chains(%arg0: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    %14 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.rescale %arg0, %14, %15, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %17 = tosa.const  values(dense<-20> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %18 = tosa.mul %16, %17, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %19 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %20 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %21 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %22 = tosa.rescale %18, %19, %20, %3, %21 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %23 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %24 = tosa.table %22, %23 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13, %24 : tensor<2x128xi8>, tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_chain_of_chains(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
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
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    %14 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %18 = tosa.rescale %13, %14, %15, %16, %17 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %19 = tosa.const  values(dense<17> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %20 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %21 = tosa.mul %18, %19, %20 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %22 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %23 = tosa.const  values(dense<34> : tensor<1xi8>) : () -> tensor<1xi8>
    %24 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %25 = tosa.rescale %21, %22, %23, %17, %24 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %26 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %27 = tosa.table %25, %26 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %27 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_one_of_two_chains(%arg0: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
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
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    %14 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.rescale %arg0, %14, %15, %16, %3 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %18 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %19 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %20 = tosa.mul %17, %18, %19 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %21 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %22 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %23 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %24 = tosa.rescale %20, %21, %22, %3, %23 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %25 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %26 = tosa.table %24, %25 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13, %26 : tensor<2x128xi8>, tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_fold_first_of_two_funcs(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<50> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
  func.func @dyt_fold_second_of_two_funcs(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<-50> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  module @inner {
    func.func @dyt_fold_nested_module(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
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
      %12 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
      %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
      return %13 : tensor<2x128xi8>
    }
  }
}

// -----
module {
  func.func @dyt_fold_after_unsigned_rescale(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(true) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x128xi8>
    %5 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %6 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.rescale %4, %5, %6, %7, %8 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %10 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %11 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.mul %9, %10, %11 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %13 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %14 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %15 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.rescale %12, %13, %14, %8, %15 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %17 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %18 = tosa.table %16, %17 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %18 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_multi_use_dequantize_nofold(%arg0: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi32>) {
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
    %12 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13, %4 : tensor<2x128xi8>, tensor<2x128xi32>
  }
}

// -----
module {
  func.func @dyt_multi_use_mul_nofold(%arg0: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi32>) {
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
    %12 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13, %7 : tensor<2x128xi8>, tensor<2x128xi32>
  }
}

// -----
module {
  func.func @dyt_multi_use_requantize_nofold(%arg0: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
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
    %12 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13, %11 : tensor<2x128xi8>, tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_per_channel_dequantize_nofold(%arg0: tensor<64x4xi8>) -> tensor<64x4xi8> {
    %0 = tosa.const  values(dense<[1073741824, 1073741824, 1342177280, 1073741824]> : tensor<4xi32>) : () -> tensor<4xi32>
    %1 = tosa.const  values(dense<30> : tensor<4xi8>) : () -> tensor<4xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<64x4xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<64x4xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
    %12 = tosa.const  values(dense<"0x808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
    return %13 : tensor<64x4xi8>
  }
}

// -----
module {
  func.func @dyt_per_channel_requantize_nofold(%arg0: tensor<64x4xi8>) -> tensor<64x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<64x4xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<64x4xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<4xi32>) : () -> tensor<4xi32>
    %9 = tosa.const  values(dense<[37, 37, 38, 37]> : tensor<4xi8>) : () -> tensor<4xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(true) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
    %12 = tosa.const  values(dense<"0x808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
    return %13 : tensor<64x4xi8>
  }
}

// -----
module {
  func.func @dyt_inexact_round_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_inexact_round_alpha_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %5, %6, %7, %8, %3 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %10 = tosa.const_shape  values(dense<1> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.reshape %9, %10 : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.mul %4, %11, %12 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %14 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.rescale %13, %14, %15, %3, %16 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %18 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %19 = tosa.table %17, %18 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %19 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_multiplier_not_constant_nofold(%arg0: tensor<2x128xi8>, %arg1: tensor<1xi32>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.rescale %arg0, %arg1, %0, %1, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %4 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %5 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.mul %3, %4, %5 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %7 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %8 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %6, %7, %8, %2, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %11 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %12 = tosa.table %10, %11 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %12 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_shift_not_constant_nofold(%arg0: tensor<2x128xi8>, %arg1: tensor<1xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %7, %8, %arg1, %3, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %11 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %12 = tosa.table %10, %11 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %12 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_zero_point_not_constant_nofold(%arg0: tensor<2x128xi8>, %arg1: tensor<1xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.rescale %arg0, %0, %1, %arg1, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %4 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %5 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.mul %3, %4, %5 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %7 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %8 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %6, %7, %8, %2, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %11 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %12 = tosa.table %10, %11 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %12 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_alpha_not_constant_nofold(%arg0: tensor<2x128xi8>, %arg1: tensor<1x1xi32>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.mul %4, %arg1, %5 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %7 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %8 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %6, %7, %8, %3, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %11 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %12 = tosa.table %10, %11 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %12 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_mul_shift_not_constant_nofold(%arg0: tensor<2x128xi8>, %arg1: tensor<1xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.mul %4, %5, %arg1 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %7 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %8 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.rescale %6, %7, %8, %3, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %11 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %12 = tosa.table %10, %11 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %12 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_table_not_constant_nofold(%arg0: tensor<2x128xi8>, %arg1: tensor<256xi8>) -> tensor<2x128xi8> {
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
    %12 = tosa.table %11, %arg1 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %12 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_alpha_per_channel_nofold(%arg0: tensor<64x4xi8>) -> tensor<64x4xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
    %5 = tosa.const  values(dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>) : () -> tensor<1x4xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<64x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<64x4xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
    %12 = tosa.const  values(dense<"0x808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
    return %13 : tensor<64x4xi8>
  }
}

// -----
module {
  func.func @dyt_alpha_rescaled_per_channel_nofold(%arg0: tensor<128x2xi8>) -> tensor<128x2xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<128x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<128x2xi32>
    %5 = tosa.const  values(dense<[3, 5]> : tensor<2xi8>) : () -> tensor<2xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %5, %6, %7, %8, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2xi32>
    %10 = tosa.const_shape  values(dense<[1, 2]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.reshape %9, %10 : (tensor<2xi32>, !tosa.shape<2>) -> tensor<1x2xi32>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.mul %4, %11, %12 : (tensor<128x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<128x2xi32>
    %14 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.rescale %13, %14, %15, %3, %16 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<128x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<128x2xi8>
    %18 = tosa.const  values(dense<"0x808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %19 = tosa.table %17, %18 : (tensor<128x2xi8>, tensor<256xi8>) -> tensor<128x2xi8>
    return %19 : tensor<128x2xi8>
  }
}

// -----
module {
  func.func @dyt_reshape_between_nofold(%arg0: tensor<2x128xi8>) -> tensor<128x2xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const_shape  values(dense<[128, 2]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %6 = tosa.reshape %4, %5 : (tensor<2x128xi32>, !tosa.shape<2>) -> tensor<128x2xi32>
    %7 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.mul %6, %7, %8 : (tensor<128x2xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<128x2xi32>
    %10 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %11 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.rescale %9, %10, %11, %3, %12 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<128x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<128x2xi8>
    %14 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %15 = tosa.table %13, %14 : (tensor<128x2xi8>, tensor<256xi8>) -> tensor<128x2xi8>
    return %15 : tensor<128x2xi8>
  }
}

// -----
module {
  func.func @dyt_transpose_between_nofold(%arg0: tensor<2x128xi8>) -> tensor<128x2xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.transpose %7 perms([1, 0]) : (tensor<2x128xi32>) -> tensor<128x2xi32>
    %9 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %10 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %12 = tosa.rescale %8, %9, %10, %3, %11 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<128x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<128x2xi8>
    %13 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %14 = tosa.table %12, %13 : (tensor<128x2xi8>, tensor<256xi8>) -> tensor<128x2xi8>
    return %14 : tensor<128x2xi8>
  }
}

// -----
module {
  func.func @dyt_clamp_between_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
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
    %12 = tosa.clamp %11 min_val(-100 : i8) max_val(100 : i8) : (tensor<2x128xi8>) -> tensor<2x128xi8>
    %13 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %14 = tosa.table %12, %13 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %14 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_input_i16_nofold(%arg0: tensor<2x128xi16>) -> tensor<2x128xi32> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<2x128xi16>
    %12 = tosa.const  values(dense<5> : tensor<513xi16>) : () -> tensor<513xi16>
    %13 = tosa.table %11, %12 : (tensor<2x128xi16>, tensor<513xi16>) -> tensor<2x128xi32>
    return %13 : tensor<2x128xi32>
  }
}

// -----
module {
  func.func @dyt_table_i16_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi32> {
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
    %10 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<2x128xi16>
    %12 = tosa.const  values(dense<5> : tensor<513xi16>) : () -> tensor<513xi16>
    %13 = tosa.table %11, %12 : (tensor<2x128xi16>, tensor<513xi16>) -> tensor<2x128xi32>
    return %13 : tensor<2x128xi32>
  }
}

// -----
module {
  func.func @dyt_unpredictable_one_code_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-1> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<1> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<8> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_unpredictable_mul_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<8> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<1> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_unpredictable_alpha_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<-1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.rescale %5, %6, %7, %8, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %10 = tosa.const_shape  values(dense<1> : tensor<2xindex>) : () -> !tosa.shape<2>
    %11 = tosa.reshape %9, %10 : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
    %12 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %13 = tosa.mul %4, %11, %12 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %14 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %15 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %16 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.rescale %13, %14, %15, %3, %16 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %18 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %19 = tosa.table %17, %18 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %19 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_unsigned_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(true) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
    %5 = tosa.const  values(dense<93> : tensor<1x1xi32>) : () -> tensor<1x1xi32>
    %6 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %7 = tosa.mul %4, %5, %6 : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
    %8 = tosa.const  values(dense<1518500250> : tensor<1xi32>) : () -> tensor<1xi32>
    %9 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %10 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %11 = tosa.rescale %7, %8, %9, %3, %10 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
    %12 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %13 = tosa.table %11, %12 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %13 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @dyt_no_mul_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.rescale %arg0, %0, %1, %2, %2 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x128xi8>
    %4 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %5 = tosa.table %3, %4 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %5 : tensor<2x128xi8>
  }
}

// -----
module {
  func.func @table_only_nofold(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %1 : tensor<2x128xi8>
  }
}

