// RUN: xdsl-opt %s --parsing-diagnostics --split-input-file | filecheck %s --match-full-lines

// Text that must not parse. With --parsing-diagnostics xdsl-opt prints each chunk's
// parse error (file:line:col in the whole file, the line, a caret, the message)
// instead of a traceback. The chunk separator is matched as `//{{[ ]}}-----`
// because the literal text would split this file.

func.func @rounding_mode_unknown(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = FOO, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  // CHECK:      {{.*}}ops_invalid_syntax.mlir:[[# @LINE - 1]]:129
  // CHECK-NEXT: {{.*}}rounding_mode = FOO{{.*}}
  // CHECK-NEXT: ^^^
  // CHECK-NEXT: 'FOO' is not a valid tosa.rounding_mode (expected one of SINGLE_ROUND, INEXACT_ROUND, DOUBLE_ROUND)
  return %0 : tensor<4xi8>
}

// -----
func.func @rounding_mode_lowercase(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = single_round, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  // CHECK:      //{{[ ]}}-----
  // CHECK-NEXT: {{.*}}ops_invalid_syntax.mlir:[[# @LINE - 2]]:129
  // CHECK-NEXT: {{.*}}rounding_mode = single_round{{.*}}
  // CHECK-NEXT: ^^^^^^^^^^^^
  // CHECK-NEXT: 'single_round' is not a valid tosa.rounding_mode (expected one of SINGLE_ROUND, INEXACT_ROUND, DOUBLE_ROUND)
  return %0 : tensor<4xi8>
}

// -----
func.func @rounding_mode_attribute_unknown(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %zp: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = #tosa.rounding_mode<FOO>, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  // CHECK:      //{{[ ]}}-----
  // CHECK-NEXT: {{.*}}ops_invalid_syntax.mlir:[[# @LINE - 2]]:149
  // CHECK-NEXT: {{.*}}rounding_mode = #tosa.rounding_mode<FOO>{{.*}}
  // CHECK-NEXT: ^^^
  // CHECK-NEXT: Expected `SINGLE_ROUND`, `INEXACT_ROUND`, or `DOUBLE_ROUND`.
  return %0 : tensor<4xi8>
}

// -----
func.func @nan_mode_unknown(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %x {max_val = 1 : i8, min_val = 0 : i8, nan_mode = MAYBE} : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK:      //{{[ ]}}-----
  // CHECK-NEXT: {{.*}}ops_invalid_syntax.mlir:[[# @LINE - 2]]:70
  // CHECK-NEXT: {{.*}}nan_mode = MAYBE{{.*}}
  // CHECK-NEXT: ^^^^^
  // CHECK-NEXT: 'MAYBE' is not a valid tosa.nan_mode (expected one of PROPAGATE, IGNORE)
  return %0 : tensor<4xi8>
}

// -----
func.func @duplicate_key(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %x {max_val = 1 : i8, min_val = 0 : i8, max_val = 2 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK:      //{{[ ]}}-----
  // CHECK-NEXT: {{.*}}ops_invalid_syntax.mlir:[[# @LINE - 2]]:{{[0-9]+}}
  // CHECK-NEXT: {{.*}}max_val = 2 : i8{{.*}}
  // CHECK-NEXT: ^
  // CHECK-NEXT: duplicate key 'max_val' in attribute dictionary
  return %0 : tensor<4xi8>
}

// -----
func.func @shape_negative_rank() -> !tosa.shape<-1> {
  // CHECK:      //{{[ ]}}-----
  // CHECK-NEXT: {{.*}}ops_invalid_syntax.mlir:[[# @LINE - 2]]:49
  // CHECK-NEXT: func.func @shape_negative_rank() -> !tosa.shape<-1> {
  // CHECK-NEXT: ^
  // CHECK-NEXT: Expected integer literal
  return
}

// -----
func.func @table_missing_operand(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK:      //{{[ ]}}-----
  // CHECK-NEXT: {{.*}}ops_invalid_syntax.mlir:[[# @LINE - 2]]:19
  // CHECK-NEXT: {{.*}}tosa.table %x : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK-NEXT: ^^^
  // CHECK-NEXT: Expected 2 operands, but got 1
  return %0 : tensor<4xi8>
}
