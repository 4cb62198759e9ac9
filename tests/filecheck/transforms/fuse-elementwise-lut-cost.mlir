// RUN: xdsl-opt %s --split-input-file > %t.plain.mlir
// RUN: xdsl-opt %s -p fuse-elementwise-lut --split-input-file > %t.pass.mlir
// RUN: diff %t.plain.mlir %t.pass.mlir
// RUN: filecheck %s < %t.pass.mlir
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{remarks=true}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{remarks=true target=ethos-u85-256}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=U85
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{target=generic}' --split-input-file | filecheck %s --check-prefix=GENERIC

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
