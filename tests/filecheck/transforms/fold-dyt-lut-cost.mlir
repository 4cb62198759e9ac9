// RUN: xdsl-opt %s --split-input-file > %t.plain.mlir
// RUN: xdsl-opt %s -p 'fold-dyt-lut{cost=model}' --split-input-file > %t.pass.mlir
// RUN: diff %t.plain.mlir %t.pass.mlir
// RUN: filecheck %s < %t.pass.mlir
// RUN: xdsl-opt %s -p 'fold-dyt-lut{remarks=true cost=model}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK
// RUN: xdsl-opt %s -p 'fold-dyt-lut{target=ethos-u85-256 cost=model}' --split-input-file | filecheck %s --check-prefix=U85
// RUN: xdsl-opt %s -p 'fold-dyt-lut{target=generic}' --split-input-file | filecheck %s --check-prefix=GENERIC

// fold-dyt-lut's "not profitable" declines (docs/cost-model.md). With the default target
// (ethos-u: cheaper on one Ethos-U NPU and no dearer on the other) the file is left exactly as a
// plain round trip prints it, and the remark names the NPU that would get slower.

// DyT with scale-1 rescales: Vela runs mul(alpha) -> rescale -> table as one elementwise pass
// with the lookup in its output stage on Ethos-U55, so a standalone table is dearer there; on
// Ethos-U85 the table is cheaper, and target=ethos-u85-256 folds it.
// CHECK-LABEL: func.func @dyt_not_profitable
// CHECK:         %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK:         %y = tosa.table %req, %lut
// REMARK: remark: fold-dyt-lut: @dyt_not_profitable, %y: tosa.table not rewritten: not profitable on ethos-u55-128: {{[0-9]+}} cycles before, {{[0-9]+}} after
// U85-LABEL: func.func @dyt_not_profitable
// U85-NOT:     tosa.mul
// U85:         tosa.table %x
// GENERIC-LABEL: func.func @dyt_not_profitable
// GENERIC-NOT:   tosa.mul
// GENERIC:       tosa.table %x
func.func @dyt_not_profitable(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}
