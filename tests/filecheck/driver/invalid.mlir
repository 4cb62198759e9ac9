// RUN: not lutdialect-opt %s 2>&1 | filecheck %s

// Input that parses but does not verify: lutdialect-opt prints the verifier message
// and fails, without a Python traceback. (xDSL keeps no source locations on parsed
// ops, so the message names the op but not the line.)

// CHECK-NOT:  Traceback
// CHECK:      {{^}}'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<255xi8>{{$}}
// CHECK-NOT:  {{.}}
func.func @f(%x: tensor<4xi8>, %t: tensor<255xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
