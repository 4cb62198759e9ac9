// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{target=generic}' --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{int16-max-error=32 remarks=true target=generic}' --split-input-file 2>&1 | filecheck %s --check-prefix=WITHIN
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{int16-max-error=8 remarks=true target=generic}' --split-input-file 2>&1 | filecheck %s --check-prefix=BEYOND
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{int16-max-error=6000 remarks=true target=generic}' --split-input-file 2>&1 | filecheck %s --check-prefix=AMPLIFIED
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{int16-max-error=6000 target=generic}' --split-input-file > %t.wide.mlir
// RUN: xdsl-opt %t.wide.mlir -p 'fuse-elementwise-lut{int16-max-error=6000 target=generic}' --split-input-file | diff %t.wide.mlir -
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{int16-max-error=32 target=generic}' --split-input-file > %t.mlir
// RUN: %tosa-validate --split-input-file %t.mlir > /dev/null
// RUN: xdsl-opt %t.mlir -p 'fuse-elementwise-lut{int16-max-error=32 target=generic}' --split-input-file | diff %t.mlir -

// int16 regions: an i16 -> i16 region can only become TOSA's interpolating 513-entry table
// followed by a 2^-7 rescale. It is fused when that pair differs from the original by at most
// int16-max-error codes at the function's outputs, over all 65,536 inputs (default 0: exact
// only); the error is followed through the ops after the region.
// tests/unit/transforms/test_fuse_int16.py measures each case on the TOSA reference model.

// Clamped to [-16384, 16384] -- both bounds are table knots (-32768 + 128 k) -- halved
// (rounding half up, like the table path), then clamped at 0 (also a knot): linear on every
// 128-code segment, so exact. Three ops become a table and its rescale.
// CHECK-LABEL:  func.func @i16_clamp_on_knots_fuse(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
// CHECK-NOT:      tosa.clamp
// CHECK:          tosa.table %x, %{{.*}} : (tensor<256x256xi16>, tensor<513xi16>) -> tensor<256x256xi32>
// CHECK:          tosa.rescale
// CHECK-NOT:      tosa.clamp
// CHECK:          func.return
// WITHIN: remark: fuse-elementwise-lut: @i16_clamp_on_knots_fuse, {{.*}}: tosa.clamp fused an i16 region, max error 0 codes
func.func @i16_clamp_on_knots_fuse(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
  %c = tosa.clamp %x {max_val = 16384 : i16, min_val = -16384 : i16} : (tensor<256x256xi16>) -> tensor<256x256xi16>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %h = tosa.rescale %c, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<256x256xi16>
  %y = tosa.clamp %h {max_val = 32767 : i16, min_val = 0 : i16} : (tensor<256x256xi16>) -> tensor<256x256xi16>
  return %y : tensor<256x256xi16>
}

// -----

// x + 100 saturates for the top 100 codes: the last segment is not linear, and the table is
// 21 codes off there. Declined by default and with int16-max-error=8, fused with 32.
// CHECK-LABEL:  func.func @i16_saturating_add(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
// CHECK-NEXT:     "tosa.const"
// CHECK-NEXT:     "tosa.const"
// CHECK-NEXT:     "tosa.const"
// CHECK-NEXT:     "tosa.const"
// CHECK-NEXT:     tosa.rescale %x
// CHECK-NEXT:     "tosa.const"
// CHECK-NEXT:     tosa.add
// CHECK-NEXT:     tosa.rescale
// CHECK-NEXT:     func.return
// WITHIN: remark: fuse-elementwise-lut: @i16_saturating_add, {{.*}}: tosa.rescale fused an i16 region, max error 21 codes
// WITHIN-LABEL: func.func @i16_saturating_add(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
// WITHIN-NOT:     tosa.add
// WITHIN:         tosa.table %x, %{{.*}} : (tensor<256x256xi16>, tensor<513xi16>) -> tensor<256x256xi32>
// WITHIN:         tosa.rescale
// WITHIN-NEXT:    func.return
// BEYOND: remark: fuse-elementwise-lut: @i16_saturating_add, {{.*}}: tosa.rescale not rewritten: the interpolating i16 table is off by up to 21 codes (int16-max-error=8)
// BEYOND-LABEL: func.func @i16_saturating_add(
// BEYOND:         tosa.add
func.func @i16_saturating_add(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m, %s, %z16, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  %c = "tosa.const"() <{values = dense<100> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %1 = tosa.add %0, %c : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
  %y = tosa.rescale %1, %m, %s, %z32, %z16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
  return %y : tensor<256x256xi16>
}

// -----

// The same clamp and halving alone: exact, but two ops would become a table and its rescale,
// two full-tensor passes as before. Declined as not profitable, at every int16-max-error.
// CHECK-LABEL:  func.func @i16_two_ops_not_profitable_nofuse(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
// CHECK-NEXT:     %c = tosa.clamp %x
// CHECK-NEXT:     %m = "tosa.const"
// CHECK-NEXT:     %s = "tosa.const"
// CHECK-NEXT:     %zp = "tosa.const"
// CHECK-NEXT:     %y = tosa.rescale %c, %m, %s, %zp, %zp
// CHECK-NEXT:     func.return %y
// WITHIN: remark: fuse-elementwise-lut: @i16_two_ops_not_profitable_nofuse, {{.*}}: tosa.rescale not rewritten: not profitable on generic: {{.+}}
// BEYOND: remark: fuse-elementwise-lut: @i16_two_ops_not_profitable_nofuse, {{.*}}: tosa.rescale not rewritten: not profitable on generic: {{.+}}
func.func @i16_two_ops_not_profitable_nofuse(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
  %c = tosa.clamp %x {max_val = 16384 : i16, min_val = -16384 : i16} : (tensor<256x256xi16>) -> tensor<256x256xi16>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %y = tosa.rescale %c, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi16>) -> tensor<256x256xi16>
  return %y : tensor<256x256xi16>
}

// -----

// The saturating add again, but its result is then scaled by 256 into an i32 that the function
// returns: the table's 21 codes become 5376 at the output. int16-max-error bounds the output, so
// this is declined at 32 and fused at 6000, and the remark states the output bound.
// CHECK-LABEL:  func.func @i16_amplified_after_the_region(%x: tensor<256x256xi16>) -> tensor<256x256xi32> {
// CHECK:          tosa.add
// WITHIN: remark: fuse-elementwise-lut: @i16_amplified_after_the_region, {{.*}}: tosa.rescale not rewritten: the interpolating i16 table is off by up to 21 codes, which the ops after it make up to 5376 codes at the function outputs (int16-max-error=32)
// AMPLIFIED: remark: fuse-elementwise-lut: @i16_amplified_after_the_region, {{.*}}: tosa.rescale fused an i16 region, max error 5376 codes at the function outputs (table: 21)
// AMPLIFIED-LABEL: func.func @i16_amplified_after_the_region(
// AMPLIFIED-NOT:   tosa.add
// AMPLIFIED:       tosa.table %x
func.func @i16_amplified_after_the_region(%x: tensor<256x256xi16>) -> tensor<256x256xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m, %s, %z16, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  %c = "tosa.const"() <{values = dense<100> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %1 = tosa.add %0, %c : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
  %y = tosa.rescale %1, %m, %s, %z32, %z16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
  %s22 = "tosa.const"() <{values = dense<22> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = tosa.rescale %y, %m, %s22, %z16, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  return %w : tensor<256x256xi32>
}

// -----

// The scaled result meets a second input: the error at the output depends on it, so it cannot be
// bounded, and the region is declined at any int16-max-error.
// CHECK-LABEL:  func.func @i16_error_unbounded_nofuse(%x: tensor<256x256xi16>, %b: tensor<256x256xi32>) -> tensor<256x256xi32> {
// CHECK:          tosa.add %0, %c
// WITHIN: remark: fuse-elementwise-lut: @i16_error_unbounded_nofuse, {{.*}}: tosa.rescale not rewritten: the i16 table's error cannot be bounded at the function outputs: the region output feeds tosa.add
// AMPLIFIED: remark: fuse-elementwise-lut: @i16_error_unbounded_nofuse, {{.*}}: tosa.rescale not rewritten: the i16 table's error cannot be bounded at the function outputs: the region output feeds tosa.add
func.func @i16_error_unbounded_nofuse(%x: tensor<256x256xi16>, %b: tensor<256x256xi32>) -> tensor<256x256xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m, %s, %z16, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  %c = "tosa.const"() <{values = dense<100> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %1 = tosa.add %0, %c : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
  %y = tosa.rescale %1, %m, %s, %z32, %z16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
  %s22 = "tosa.const"() <{values = dense<22> : tensor<1xi8>}> : () -> tensor<1xi8>
  %w = tosa.rescale %y, %m, %s22, %z16, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  %v = tosa.add %w, %b : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi32>
  return %v : tensor<256x256xi32>
}

// -----

// Two saturating adds, a transpose between them (it ends each region, and moves elements without
// changing them). The second region is fused first (21 codes off); the first region's error is then
// followed through the transpose and the second table, and that table's own 21 codes are added:
// the stated bound (26) is sound, and the reference model measures 21.
// CHECK-LABEL:  func.func @i16_two_approximate_tables(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
// CHECK-COUNT-2:  tosa.add
// WITHIN: remark: fuse-elementwise-lut: @i16_two_approximate_tables, {{.*}}: tosa.rescale fused an i16 region, max error 21 codes at the function outputs (table: 21)
// WITHIN: remark: fuse-elementwise-lut: @i16_two_approximate_tables, {{.*}}: tosa.rescale fused an i16 region, max error 26 codes at the function outputs (table: 21)
// BEYOND-COUNT-2: remark: fuse-elementwise-lut: @i16_two_approximate_tables, {{.*}}: tosa.rescale not rewritten: the interpolating i16 table is off by up to 21 codes (int16-max-error=8)
func.func @i16_two_approximate_tables(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c = "tosa.const"() <{values = dense<100> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %a1 = tosa.rescale %x, %m, %s, %z16, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  %b1 = tosa.add %a1, %c : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
  %y1 = tosa.rescale %b1, %m, %s, %z32, %z16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
  %t = tosa.transpose %y1 {perms = array<i32: 1, 0>} : (tensor<256x256xi16>) -> tensor<256x256xi16>
  %a2 = tosa.rescale %t, %m, %s, %z16, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  %b2 = tosa.add %a2, %c : (tensor<256x256xi32>, tensor<1x1xi32>) -> tensor<256x256xi32>
  %y2 = tosa.rescale %b2, %m, %s, %z32, %z16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
  return %y2 : tensor<256x256xi16>
}
