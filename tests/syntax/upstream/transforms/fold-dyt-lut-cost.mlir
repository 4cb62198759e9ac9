// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/transforms/fold-dyt-lut-cost.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @dyt_not_profitable(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
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

