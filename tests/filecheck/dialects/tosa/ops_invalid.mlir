// RUN: xdsl-opt %s --verify-diagnostics --split-input-file | filecheck %s --match-full-lines

// One case per verifier rule. For a rejected chunk xdsl-opt prints the verifier
// message as the first line of that chunk's output, so checking it with CHECK-NEXT
// right after the chunk separator also proves the chunk was not printed back.
// (The separator is matched as `//{{[ ]}}-----` because the literal text would split
// this file.)

// ---- tosa.table ----

func.func @table_i8_short_table(%x: tensor<4xi8>, %t: tensor<255xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<255xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK: 'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<255xi8>

// -----
func.func @table_i8_i16_entries(%x: tensor<4xi8>, %t: tensor<256xi16>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' with i8 input needs a tensor<256xi8> table, got tensor<256xi16>

// -----
func.func @table_i8_result_i16(%x: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi16> {
  %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' with i8 input gives i8, got tensor<4xi16>

// -----
func.func @table_i16_i8_table(%x: tensor<4xi16>, %t: tensor<256xi8>) -> tensor<4xi32> {
  %0 = tosa.table %x, %t : (tensor<4xi16>, tensor<256xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' with i16 input needs a tensor<513xi16> table, got tensor<256xi8>

// -----
func.func @table_i16_512_entries(%x: tensor<4xi16>, %t: tensor<512xi16>) -> tensor<4xi32> {
  %0 = tosa.table %x, %t : (tensor<4xi16>, tensor<512xi16>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' with i16 input needs a tensor<513xi16> table, got tensor<512xi16>

// -----
func.func @table_i16_result_i16(%x: tensor<4xi16>, %t: tensor<513xi16>) -> tensor<4xi16> {
  %0 = tosa.table %x, %t : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi16>
  return %0 : tensor<4xi16>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' with i16 input gives i32, got tensor<4xi16>

// -----
func.func @table_i32_input(%x: tensor<4xi32>, %t: tensor<256xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xi32>, tensor<256xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' input must be a tensor of i8 or i16, got tensor<4xi32>

// -----
func.func @table_f32_input(%x: tensor<4xf32>, %t: tensor<256xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xf32>, tensor<256xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' input must be a tensor of i8 or i16, got tensor<4xf32>

// -----
func.func @table_shape_mismatch(%x: tensor<2x4xi8>, %t: tensor<256xi8>) -> tensor<4x2xi8> {
  %0 = tosa.table %x, %t : (tensor<2x4xi8>, tensor<256xi8>) -> tensor<4x2xi8>
  return %0 : tensor<4x2xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' result shape [4, 2] differs from input shape [2, 4]

// -----
func.func @table_rank_mismatch(%x: tensor<2x4xi8>, %t: tensor<256xi8>) -> tensor<8xi8> {
  %0 = tosa.table %x, %t : (tensor<2x4xi8>, tensor<256xi8>) -> tensor<8xi8>
  return %0 : tensor<8xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.table' result shape [8] differs from input shape [2, 4]

// ---- tosa.rescale ----

// -----
func.func @rescale_scale32_i16_multiplier(%x: tensor<4xi8>, %m: tensor<1xi16>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' multiplier must be a 1-D tensor of i32 (scale32 = true), got tensor<1xi16>

// -----
func.func @rescale_scale16_i32_multiplier(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' multiplier must be a 1-D tensor of i16 (scale32 = false), got tensor<1xi32>

// -----
func.func @rescale_2d_multiplier(%x: tensor<4xi8>, %m: tensor<1x1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1x1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' multiplier must be a 1-D tensor of i32 (scale32 = true), got tensor<1x1xi32>

// -----
func.func @rescale_i16_shift(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi16>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi16>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' shift must be a 1-D tensor of i8, got tensor<1xi16>

// -----
func.func @rescale_length_mismatch(%x: tensor<2x4xi8>, %m: tensor<4xi32>, %s: tensor<2xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<2x4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x4xi8>, tensor<4xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' multiplier and shift must have the same length, got 4 and 2

// -----
func.func @rescale_per_tensor_two_multipliers(%x: tensor<2x4xi8>, %m: tensor<2xi32>, %s: tensor<2xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<2x4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x4xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' with per_channel = false needs exactly one multiplier, got 2

// -----
func.func @rescale_per_channel_count(%x: tensor<2x4xi8>, %m: tensor<3xi32>, %s: tensor<3xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<2x4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x4xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' with per_channel = true needs one multiplier per channel (4), got 3

// -----
func.func @rescale_input_zp_type(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi32>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' input_zp must be tensor<1xi8> (the element type of the input), got tensor<1xi32>

// -----
func.func @rescale_output_zp_type(%x: tensor<4xi32>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi32>, %ozp: tensor<1xi32>) -> tensor<4xi8> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' output_zp must be tensor<1xi8> (the element type of the output), got tensor<1xi32>

// -----
func.func @rescale_zp_shape(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<2xi8>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<2xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' input_zp must be tensor<1xi8> (the element type of the input), got tensor<2xi8>

// -----
func.func @rescale_result_shape(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<8xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<8xi32>
  return %0 : tensor<8xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.rescale' result shape [8] does not match the broadcast shape [4] of its operands

// -----
func.func @rescale_missing_rounding_mode(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: property 'rounding_mode' expected in operation 'tosa.rescale'

// -----
func.func @rescale_rounding_mode_string(%x: tensor<4xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %izp: tensor<1xi8>, %ozp: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = "SINGLE_ROUND", scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: "SINGLE_ROUND" should be of base attribute tosa.rounding_mode

// ---- tosa.mul ----

// -----
func.func @mul_i32_shift(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi32>) -> tensor<4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.mul' shift operand must be tensor<1xi8>, got tensor<1xi32>

// -----
func.func @mul_two_shifts(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<2xi8>) -> tensor<4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<2xi8>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.mul' shift operand must be tensor<1xi8>, got tensor<2xi8>

// -----
func.func @mul_broadcast(%a: tensor<2x4xi32>, %b: tensor<3x4xi32>, %s: tensor<1xi8>) -> tensor<2x4xi32> {
  %0 = tosa.mul %a, %b, %s : (tensor<2x4xi32>, tensor<3x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.mul' operand shapes are not broadcast-compatible: [2, 4], [3, 4]

// ---- tosa.clamp ----

// -----
func.func @clamp_int_float_bounds(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %x {max_val = 1.0 : f32, min_val = -1.0 : f32} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.clamp' min_val and max_val must be integer attributes for an integer input

// -----
func.func @clamp_int_wrong_width(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %x {max_val = 127 : i16, min_val = -128 : i16} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.clamp' min_val/max_val type i16 does not match the input element type i8

// -----
func.func @clamp_float_int_bounds(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %x {max_val = 1 : i32, min_val = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.clamp' min_val and max_val must be float attributes for a float input

// -----
func.func @clamp_float_wrong_width(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = tosa.clamp %x {max_val = 1.0 : f32, min_val = 0.0 : f32} : (tensor<4xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.clamp' min_val/max_val type f32 does not match the input element type f16

// -----
func.func @clamp_int_min_above_max(%x: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.clamp %x {max_val = -5 : i8, min_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.clamp' requires min_val <= max_val, got 5 > -5

// -----
func.func @clamp_float_min_above_max(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.clamp %x {max_val = -1.5 : f32, min_val = 1.5 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.clamp' requires min_val <= max_val, got 1.5 > -1.5

// ---- element-wise broadcasting: a binary op ----

// -----
func.func @add_rank_mismatch(%a: tensor<4xi32>, %b: tensor<1x4xi32>) -> tensor<1x4xi32> {
  %0 = tosa.add %a, %b : (tensor<4xi32>, tensor<1x4xi32>) -> tensor<1x4xi32>
  return %0 : tensor<1x4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.add' operands must have the same rank to broadcast, got [4], [1, 4]

// -----
func.func @add_incompatible_dims(%a: tensor<2x4xi32>, %b: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %0 = tosa.add %a, %b : (tensor<2x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi32>
  return %0 : tensor<3x4xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.add' operand shapes are not broadcast-compatible: [2, 4], [3, 4]

// -----
func.func @add_wrong_result_shape(%a: tensor<1x4xi32>, %b: tensor<3x1xi32>) -> tensor<3x1xi32> {
  %0 = tosa.add %a, %b : (tensor<1x4xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
  return %0 : tensor<3x1xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.add' result shape [3, 1] does not match the broadcast shape [3, 4] of its operands

// -----
func.func @add_wrong_result_rank(%a: tensor<1x4xi32>, %b: tensor<3x1xi32>) -> tensor<12xi32> {
  %0 = tosa.add %a, %b : (tensor<1x4xi32>, tensor<3x1xi32>) -> tensor<12xi32>
  return %0 : tensor<12xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.add' result shape [12] does not match the broadcast shape [3, 4] of its operands

// ---- element-wise broadcasting: tosa.select ----

// -----
func.func @select_rank_mismatch(%c: tensor<4xi1>, %a: tensor<2x4xi8>, %b: tensor<2x4xi8>) -> tensor<2x4xi8> {
  %0 = tosa.select %c, %a, %b : (tensor<4xi1>, tensor<2x4xi8>, tensor<2x4xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.select' operands must have the same rank to broadcast, got [4], [2, 4], [2, 4]

// -----
func.func @select_incompatible_dims(%c: tensor<2x4xi1>, %a: tensor<2x4xi8>, %b: tensor<2x3xi8>) -> tensor<2x4xi8> {
  %0 = tosa.select %c, %a, %b : (tensor<2x4xi1>, tensor<2x4xi8>, tensor<2x3xi8>) -> tensor<2x4xi8>
  return %0 : tensor<2x4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.select' operand shapes are not broadcast-compatible: [2, 4], [2, 4], [2, 3]

// -----
func.func @select_wrong_result_shape(%c: tensor<2x1xi1>, %a: tensor<1x4xi8>, %b: tensor<1x1xi8>) -> tensor<1x4xi8> {
  %0 = tosa.select %c, %a, %b : (tensor<2x1xi1>, tensor<1x4xi8>, tensor<1x1xi8>) -> tensor<1x4xi8>
  return %0 : tensor<1x4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.select' result shape [1, 4] does not match the broadcast shape [2, 4] of its operands

// ---- comparisons ----

// -----
func.func @equal_result_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.equal %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.equal' result must be a tensor of i1

// -----
func.func @greater_broadcast(%a: tensor<2x4xi32>, %b: tensor<4x2xi32>) -> tensor<2x4xi1> {
  %0 = tosa.greater %a, %b : (tensor<2x4xi32>, tensor<4x2xi32>) -> tensor<2x4xi1>
  return %0 : tensor<2x4xi1>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.greater' operand shapes are not broadcast-compatible: [2, 4], [4, 2]

// ---- tosa.reshape ----

// -----
func.func @reshape_element_count(%x: tensor<2x3xi8>) -> tensor<7xi8> {
  %s = "tosa.const_shape"() <{values = dense<[7]> : tensor<1xindex>}> : () -> !tosa.shape<1>
  %0 = tosa.reshape %x, %s : (tensor<2x3xi8>, !tosa.shape<1>) -> tensor<7xi8>
  return %0 : tensor<7xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.reshape' cannot reshape 6 elements into 7

// -----
func.func @reshape_shape_not_the_result(%x: tensor<1xi32>) -> tensor<1x1x1xi32> {
  %s = "tosa.const_shape"() <{values = dense<[2, 1, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
  %0 = tosa.reshape %x, %s : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
  return %0 : tensor<1x1x1xi32>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.reshape' new shape [2, 1, 1] is inconsistent with result shape [1, 1, 1]

// -----
func.func @reshape_shape_rank(%x: tensor<6xi8>) -> tensor<2x3xi8> {
  %s = "tosa.const_shape"() <{values = dense<[2, 3, 1]> : tensor<3xindex>}> : () -> !tosa.shape<3>
  %0 = tosa.reshape %x, %s : (tensor<6xi8>, !tosa.shape<3>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.reshape' new shape [2, 3, 1] does not match result rank 2

// -----
func.func @reshape_two_inferred(%x: tensor<6xi8>) -> tensor<2x3xi8> {
  %s = "tosa.const_shape"() <{values = dense<[-1, -1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %0 = tosa.reshape %x, %s : (tensor<6xi8>, !tosa.shape<2>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.reshape' expected at most one target dimension to be -1, got [-1, -1]

// -----
func.func @reshape_two_inferred_unranked(%x: tensor<6xi8>) -> tensor<*xi8> {
  %s = "tosa.const_shape"() <{values = dense<[-1, -1]> : tensor<2xindex>}> : () -> !tosa.shape<2>
  %0 = tosa.reshape %x, %s : (tensor<6xi8>, !tosa.shape<2>) -> tensor<*xi8>
  return %0 : tensor<*xi8>
}
// CHECK:      //{{[ ]}}-----
// CHECK-NEXT: 'tosa.reshape' expected at most one target dimension to be -1, got [-1, -1]
