func.func @f(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %x : (tensor<4xi8> -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
