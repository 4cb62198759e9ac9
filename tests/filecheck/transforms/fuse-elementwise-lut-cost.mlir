// RUN: xdsl-opt %s --split-input-file > %t.plain.mlir
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{cost=model}' --split-input-file > %t.pass.mlir
// RUN: diff %t.plain.mlir %t.pass.mlir
// RUN: filecheck %s < %t.pass.mlir
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{remarks=true cost=model}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{remarks=true target=ethos-u85-256 cost=model}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=U85
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{target=generic}' --split-input-file | filecheck %s --check-prefix=GENERIC
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{target=ethos-u55-128 cost=model}' --split-input-file | filecheck %s --check-prefix=U55

// fuse-elementwise-lut's "not profitable" declines (docs/cost-model.md): with the default target
// the file is left exactly as a plain round trip prints it.

// A lone multiply by a scalar (an attention scale) as ExecuTorch lowers it: Vela runs
// rescale -> mul -> rescale as one quantized MUL, cheaper than a standalone table on both NPUs.
// CHECK-LABEL: func.func @scalar_mul_not_profitable
// CHECK:         tosa.mul
// CHECK:         %y = tosa.rescale
// CHECK-NOT:     tosa.table
// REMARK: remark: fuse-elementwise-lut: @scalar_mul_not_profitable, %y: tosa.rescale not rewritten: not profitable on ethos-u55-128: {{[0-9]+}} cycles before, {{[0-9]+}} after
// U85: remark: fuse-elementwise-lut: @scalar_mul_not_profitable, %y: tosa.rescale not rewritten: not profitable on ethos-u85-256: {{[0-9]+}} cycles before, {{[0-9]+}} after
// GENERIC-LABEL: func.func @scalar_mul_not_profitable
// GENERIC-NOT:   tosa.mul
// GENERIC:       tosa.table %x
func.func @scalar_mul_not_profitable(%x: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
  %c1 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c2 = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c3 = "tosa.const"() <{values = dense<[-3]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c4 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v5 = tosa.rescale %x, %c1, %c2, %c3, %c4 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
  %c6 = "tosa.const"() <{values = dense<[3]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c7 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c8 = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c9 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c10 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v11 = tosa.rescale %c6, %c7, %c8, %c9, %c10 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %shape12 = tosa.const_shape  {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v13 = tosa.reshape %v11, %shape12 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
  %c14 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v15 = tosa.mul %v5, %v13, %c14 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
  %c16 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c17 = "tosa.const"() <{values = dense<[32]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c18 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c19 = "tosa.const"() <{values = dense<[2]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %v15, %c16, %c17, %c18, %c19 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
  return %y : tensor<1x16x64xi8>
}

// -----

// tanh(0.5x + 1) * 2 with its first multiply kept: the ADD, the table and the second MUL
// run in the pass of that MUL on Ethos-U85, which reads the graph input and writes the
// output in DRAM. The table would save the chain's compute but end the pass, and a pass
// ending with a table moves its DRAM data at the narrow rate, so it gets no faster
// (Vela: 12,288 -> 12,499 cycles at 1x16x16x64). Ethos-U55 runs every op as a pass and
// gains, so the U55 target alone rewrites the tail.
// CHECK-LABEL: func.func @tanh_tail_joins_a_dram_bound_pass_not_profitable
// CHECK:         %t = tosa.table %v39
// CHECK:         tosa.mul
// CHECK:         %y = tosa.rescale
// REMARK: remark: fuse-elementwise-lut: @tanh_tail_joins_a_dram_bound_pass_not_profitable, %y: tosa.rescale not rewritten: not profitable on ethos-u85-256: {{[0-9]+}} cycles before, {{[0-9]+}} after
// U85: remark: fuse-elementwise-lut: @tanh_tail_joins_a_dram_bound_pass_not_profitable, %y: tosa.rescale not rewritten: not profitable on ethos-u85-256: {{[0-9]+}} cycles before, {{[0-9]+}} after
// GENERIC-LABEL: func.func @tanh_tail_joins_a_dram_bound_pass_not_profitable
// GENERIC:         %y = tosa.table %x
// U55-LABEL: func.func @tanh_tail_joins_a_dram_bound_pass_not_profitable
// U55:         %half = tosa.rescale
// U55:         %y = tosa.table %half
// U55-NEXT:    func.return %y
func.func @tanh_tail_joins_a_dram_bound_pass_not_profitable(%x: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
  %c1 = "tosa.const"() <{values = dense<[127]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c2 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c3 = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c4 = "tosa.const"() <{values = dense<[-16]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c5 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v6 = tosa.rescale %x, %c2, %c3, %c4, %c5 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
  %c7 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c8 = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c9 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c10 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v11 = tosa.rescale %c1, %c7, %c8, %c9, %c10 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %shape12 = tosa.const_shape  {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v13 = tosa.reshape %v11, %shape12 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
  %c14 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v15 = tosa.mul %v6, %v13, %c14 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
  %c16 = "tosa.const"() <{values = dense<[1082196484]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c17 = "tosa.const"() <{values = dense<[37]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c18 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c19 = "tosa.const"() <{values = dense<[-16]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = tosa.rescale %v15, %c16, %c17, %c18, %c19 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
  %c21 = "tosa.const"() <{values = dense<[127]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c22 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c23 = "tosa.const"() <{values = dense<[11]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c24 = "tosa.const"() <{values = dense<[-16]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c25 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v26 = tosa.rescale %half, %c22, %c23, %c24, %c25 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
  %c27 = "tosa.const"() <{values = dense<[1077969154]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c28 = "tosa.const"() <{values = dense<[12]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c29 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c30 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v31 = tosa.rescale %c21, %c27, %c28, %c29, %c30 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %shape32 = tosa.const_shape  {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v33 = tosa.reshape %v31, %shape32 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
  %v34 = tosa.add %v26, %v33 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>) -> tensor<1x16x64xi32>
  %c35 = "tosa.const"() <{values = dense<[1717986918]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c36 = "tosa.const"() <{values = dense<[50]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c37 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c38 = "tosa.const"() <{values = dense<[-39]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v39 = tosa.rescale %v34, %c35, %c36, %c37, %c38 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
  %c40 = "tosa.const"() <{values = dense<"0x8081818181828283838384848585868687878888898A8A8B8B8C8D8E8E8F909192939495969798999A9B9C9E9FA0A2A3A4A6A7A9AAACAEAFB1B3B5B6B8BABCBEC0C2C4C7C9CBCDCFD2D4D6D9DBDEE0E3E5E8EAEDEFF2F4F7F9FCFF010406090B0E101315181A1D1F222426292B2D2F313436383A3C3E4042434547494A4C4E4F515254555658595A5C5D5E5F606162636465666768696A6A6B6C6D6D6E6E6F70707171727273737474757575767677777777787878797979797A7A7A7A7A7B7B7B7B7B7C7C7C7C7C7C7C7C7D7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %t = tosa.table %v39, %c40 : (tensor<1x16x64xi8>, tensor<256xi8>) -> tensor<1x16x64xi8>
  %c42 = "tosa.const"() <{values = dense<[127]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c43 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c44 = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c45 = "tosa.const"() <{values = dense<[-4]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c46 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v47 = tosa.rescale %t, %c43, %c44, %c45, %c46 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
  %c48 = "tosa.const"() <{values = dense<[1073741824]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c49 = "tosa.const"() <{values = dense<[30]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c50 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c51 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %v52 = tosa.rescale %c42, %c48, %c49, %c50, %c51 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %shape53 = tosa.const_shape  {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %v54 = tosa.reshape %v52, %shape53 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
  %c55 = "tosa.const"() <{values = dense<[0]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %v56 = tosa.mul %v47, %v54, %c55 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
  %c57 = "tosa.const"() <{values = dense<[1082196484]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c58 = "tosa.const"() <{values = dense<[37]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c59 = "tosa.const"() <{values = dense<[0]> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c60 = "tosa.const"() <{values = dense<[-4]> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %v56, %c57, %c58, %c59, %c60 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
  return %y : tensor<1x16x64xi8>
}
