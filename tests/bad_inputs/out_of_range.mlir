func.func @f(%x: tensor<4xi8>) -> tensor<4xi8> {
  %t = "tosa.const"() <{values = dense<300> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  return %y : tensor<4xi8>
}
