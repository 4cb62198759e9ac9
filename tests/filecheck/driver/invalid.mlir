// RUN: not lutdialect-opt %s 2>&1 | filecheck %s

// Input that parses but does not verify: lutdialect-opt prints file:line:col of the
// failing op and the verifier message on one line, and fails, without a traceback.

// CHECK-NOT:  Traceback
// CHECK:      {{^.*}}invalid.mlir:[[# @LINE + 3]]:3: error: 'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<255xi8>{{$}}
// CHECK-NOT:  {{.}}
func.func @f(%x: tensor<4xi8>, %t: tensor<255xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
