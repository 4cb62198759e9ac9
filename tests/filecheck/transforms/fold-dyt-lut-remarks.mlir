// RUN: xdsl-opt %S/fold-dyt-lut.mlir -p 'fold-dyt-lut{remarks=true target=generic}' --split-input-file -o /dev/null 2>&1 | filecheck %s

// The remarks of fold-dyt-lut over the cases of fold-dyt-lut.mlir, in file order: exactly one
// per declined candidate (a tosa.table fed by a tosa.rescale), naming the function and op (or the
// source location when there is one) and the guard that stopped the fold. Folded chains and ops
// that are not candidates (a table fed by a clamp, a bare table) print nothing: the IR goes to
// /dev/null, so CHECK-NEXT between remarks and the final CHECK-NOT make any extra line a failure
// (the cases before the first remark all fold, which fold-dyt-lut.mlir checks). The cases live in
// one file so that this list and the IR checks cannot drift apart.

// CHECK: remark: fold-dyt-lut: @dyt_fold_one_of_two_chains, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: INEXACT_ROUND
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_multi_use_dequantize_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: the result of tosa.rescale has another user
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_multi_use_mul_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: the result of tosa.mul has another user
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_multi_use_requantize_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: the result of tosa.rescale has another user
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_per_channel_dequantize_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: tosa.rescale has per-channel parameters that give different tables on different channels
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_per_channel_requantize_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: tosa.rescale has per-channel parameters that give different tables on different channels
// CHECK-NEXT: remark: fold-dyt-lut: dyt.py:12:5: tosa.table not rewritten: INEXACT_ROUND
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_inexact_round_alpha_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: INEXACT_ROUND
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_multiplier_not_constant_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: operand of tosa.rescale is not a compile-time constant
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_shift_not_constant_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: operand of tosa.rescale is not a compile-time constant
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_zero_point_not_constant_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: operand of tosa.rescale is not a compile-time constant
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_alpha_not_constant_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: operand of tosa.mul is not a compile-time constant
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_mul_shift_not_constant_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: operand of tosa.mul is not a compile-time constant
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_table_not_constant_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: operand of tosa.table is not a compile-time constant
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_alpha_per_channel_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: tosa.mul has per-channel parameters that give different tables on different channels
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_alpha_rescaled_per_channel_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: tosa.mul has per-channel parameters that give different tables on different channels
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_reshape_between_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: expected tosa.rescale before tosa.mul, found tosa.reshape
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_transpose_between_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: expected tosa.mul before tosa.rescale, found tosa.transpose
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_input_i16_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: input is i16
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_table_i16_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: {{.*}}table
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_unpredictable_one_code_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: the original chain is unpredictable {{.*}}: rescale value out of range for shift
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_unpredictable_mul_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: the original chain is unpredictable {{.*}}: mul result overflow
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_unpredictable_alpha_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: the original chain is unpredictable {{.*}}: rescale multiplier negative
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_unsigned_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: tosa.rescale: rescale: unsigned input cannot produce i32
// CHECK-NEXT: remark: fold-dyt-lut: @dyt_no_mul_nofold, %{{[A-Za-z0-9_]+}}: tosa.table not rewritten: expected tosa.mul before tosa.rescale, found a block argument
// CHECK-NOT: {{.}}
