// Dynamic Tanh, y = tanh(alpha * x), as ExecuTorch's Arm backend lowers it for int8:
// requantize to i32, multiply by alpha (an i8 constant rescaled to i32 and reshaped),
// requantize back to i8, then the tanh lookup table.
//   xdsl-opt -p fold-dyt-lut docs/examples/dyt.mlir
module attributes {tosa.description = "DyT block example"} {
  func.func @dyt(%x: tensor<1x16x64xi8> {tosa.tensor_name = "x"}) -> (tensor<1x16x64xi8> {tosa.tensor_name = "y"}) {
    %m0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %s0 = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
    %izp0 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
    %ozp0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %0 = tosa.rescale %x, %m0, %s0, %izp0, %ozp0 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
    %alpha_q = "tosa.const"() <{values = dense<93> : tensor<1xi8>}> : () -> tensor<1xi8>
    %am = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %as = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %azp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %azp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %alpha32 = tosa.rescale %alpha_q, %am, %as, %azp, %azp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %shape = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %alpha = tosa.reshape %alpha32, %shape : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %mshift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.mul %0, %alpha, %mshift : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
    %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
    %s1 = "tosa.const"() <{values = dense<47> : tensor<1xi8>}> : () -> tensor<1xi8>
    %izp1 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %ozp1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.rescale %1, %m1, %s1, %izp1, %ozp1 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
    %tanh = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
    %y = tosa.table %2, %tanh : (tensor<1x16x64xi8>, tensor<256xi8>) -> tensor<1x16x64xi8>
    return %y : tensor<1x16x64xi8>
  }
}
