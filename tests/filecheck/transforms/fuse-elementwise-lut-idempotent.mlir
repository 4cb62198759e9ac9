// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{target=generic}' --split-input-file > %t.once.mlir && xdsl-opt %t.once.mlir -p 'fuse-elementwise-lut{target=generic}' --split-input-file | diff %t.once.mlir -
// RUN: filecheck %s < %t.once.mlir
// RUN: %tosa-validate --split-input-file %t.once.mlir > /dev/null
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{remarks=true target=generic}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK --allow-empty

// fuse-elementwise-lut on dead ops, shared values, reused tables and the regions it used to
// miss. The first RUN line runs the pass twice: the second run must change nothing. Every case
// here is fused, so remarks=true prints nothing. Each case is checked on the TOSA reference
// model by tests/unit/transforms/test_fail_closed.py.

// REMARK-NOT: remark

// The example of the fail-closed issue: a dead identity hangs off the table's result. It does
// not count as a user, so table and requantize become one table, and the identity, which read
// a value the rewrite removes, goes with them; a second run changes nothing.
// CHECK-LABEL: func.func @dead_user_of_chain_value_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NOT:     tosa.identity
// CHECK-NOT:     tosa.rescale
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}>
// CHECK-NEXT:    %y = tosa.table %x, %[[LUT]] : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
func.func @dead_user_of_chain_value_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %t = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %a = tosa.table %x, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %dead = tosa.identity %a : (tensor<256xi8>) -> tensor<256xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %a, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// Dead ops the rewrite does not touch stay: an identity of the input, a chain of two identities
// hanging off the table (these go: they read a value the rewrite removes), a constant nobody
// reads.
// CHECK-LABEL: func.func @dead_ops_elsewhere_stay_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %keep = tosa.identity %x
// CHECK-NEXT:    %unused = "tosa.const"() <{values = dense<5> : tensor<1xi32>}>
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}>
// CHECK-NEXT:    %y = tosa.table %x, %[[LUT]]
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
func.func @dead_ops_elsewhere_stay_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %keep = tosa.identity %x : (tensor<256xi8>) -> tensor<256xi8>
  %unused = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  %t = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %a = tosa.table %x, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %d1 = tosa.identity %a : (tensor<256xi8>) -> tensor<256xi8>
  %d2 = tosa.identity %d1 : (tensor<256xi8>) -> tensor<256xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %a, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// The table the region computes is the one it already had (the requantize is x1): the existing
// constant is reused, and nothing new is added.
// CHECK-LABEL: func.func @reuse_existing_table_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %t = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %x, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
func.func @reuse_existing_table_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %t = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %a = tosa.table %x, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %a, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// Two equal chains on two inputs: both become tables, and they share one new constant.
// CHECK-LABEL: func.func @equal_chains_share_a_table_fuse(%x1: tensor<256xi8>, %x2: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}>
// CHECK-NEXT:    %y1 = tosa.table %x1, %[[LUT]]
// CHECK-NEXT:    %y2 = tosa.table %x2, %[[LUT]]
// CHECK-NEXT:    func.return %y1, %y2
func.func @equal_chains_share_a_table_fuse(%x1: tensor<256xi8>, %x2: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
  %t = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %a1 = tosa.table %x1, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %y1 = tosa.rescale %a1, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  %a2 = tosa.table %x2, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %y2 = tosa.rescale %a2, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %y1, %y2 : tensor<256xi8>, tensor<256xi8>
}

// -----

// %a feeds two point-wise chains of the same input. Each output becomes a table of %x: the
// longer chain first (the table stays for the other user), then the other one.
// CHECK-LABEL: func.func @shared_value_two_tables_fuse(%x: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
// CHECK-NOT:     tosa.rescale
// CHECK-NOT:     tosa.mul
// CHECK:         %y = tosa.table %x, %{{.+}} : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK:         %z = tosa.table %x, %{{.+}} : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y, %z
func.func @shared_value_two_tables_fuse(%x: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
  %t = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %a = tosa.table %x, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %y = tosa.rescale %a, %m, %half, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  %a32 = tosa.rescale %a, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %k = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %p = tosa.mul %a32, %k, %shift : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi32>
  %z = tosa.rescale %p, %m, %half, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  return %y, %z : tensor<256xi8>, tensor<256xi8>
}

// -----

// A per-channel requantize whose multipliers and shifts differ but whose scale is the same on
// every channel (2^30 / 2^31 = 2^29 / 2^30 = ...): every channel gives the same table.
// CHECK-LABEL: func.func @per_channel_same_table_fuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK-NOT:     tosa.rescale
// CHECK:         %y = tosa.table %x, %{{.+}} : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    func.return %y
func.func @per_channel_same_table_fuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 536870912, 268435456, 134217728]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[31, 30, 29, 28]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
  %t = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %q, %t : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// A "per-channel" requantize whose channels all carry the same multiplier and shift.
// CHECK-LABEL: func.func @per_channel_equal_multipliers_fuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK-NOT:     tosa.rescale
// CHECK:         %y = tosa.table %x, %{{.+}} : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    func.return %y
func.func @per_channel_equal_multipliers_fuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<4xi8>}> : () -> tensor<4xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
  %t = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %q, %t : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// A per-channel constant whose values differ, but below every value the data takes: the maximum
// returns the data on every channel.
// CHECK-LABEL: func.func @per_channel_constant_same_output_fuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK-NOT:     tosa.maximum
// CHECK:         %y = tosa.table %x, %{{.+}} : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    func.return %y
func.func @per_channel_constant_same_output_fuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
  %floor = "tosa.const"() <{values = dense<[[[-1000, -2000, -3000, -4000]]]> : tensor<1x1x4xi32>}> : () -> tensor<1x1x4xi32>
  %mx = tosa.maximum %x32, %floor : (tensor<1x64x4xi32>, tensor<1x1x4xi32>) -> tensor<1x64x4xi32>
  %y = tosa.rescale %mx, %m, %half, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// Dynamic Tanh with a reshape to the same shape between the mul and the requantize: the reshape
// moves nothing, and the chain is one table.
// CHECK-LABEL: func.func @noop_reshape_in_dyt_fuse(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NOT:     tosa.reshape
// CHECK:         %y = tosa.table %x, %{{.+}} : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %y
func.func @noop_reshape_in_dyt_fuse(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %shape = tosa.const_shape {values = dense<[2, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %same = tosa.reshape %scaled, %shape : (tensor<2x128xi32>, !tosa.shape<2>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %same, %m1, %s1, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<[64, 62, 60, 58, 56, 54, 52, 50, 48, 46, 44, 42, 41, 39, 37, 35, 34, 32, 30, 28, 27, 25, 23, 22, 20, 18, 17, 15, 14, 12, 11, 9, 8, 6, 5, 3, 2, 0, -1, -3, -4, -5, -7, -8, -9, -11, -12, -13, -14, -16, -17, -18, -19, -21, -22, -23, -24, -25, -26, -27, -28, -29, -30, -31, -32, -33, -34, -35, -36, -37, -38, -39, -40, -41, -42, -43, -43, -44, -45, -46, -46, -47, -48, -49, -49, -50, -51, -51, -52, -53, -53, -54, -54, -55, -55, -56, -56, -57, -57, -58, -58, -59, -59, -60, -60, -60, -61, -61, -61, -62, -62, -62, -62, -63, -63, -63, -63, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -64, -63, -63, -63, -63, -62, -62, -62, -62, -61, -61, -61, -60, -60, -60, -59, -59, -58, -58, -57, -57, -56, -56, -55, -55, -54, -54, -53, -53, -52, -51, -51, -50, -49, -49, -48, -47, -46, -46, -45, -44, -43, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -19, -18, -17, -16, -14, -13, -12, -11, -9, -8, -7, -5, -4, -3, -1, 0, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18, 20, 22, 23, 25, 27, 28, 30, 32, 34, 35, 37, 39, 41, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}
