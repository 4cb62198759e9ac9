// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{target=generic}' --split-input-file > %t.mlir
// RUN: filecheck %s < %t.mlir
// RUN: %tosa-validate --split-input-file %t.mlir > /dev/null
// RUN: xdsl-opt %t.mlir -p 'fuse-elementwise-lut{target=generic}' --split-input-file | diff %t.mlir -
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{float-regions=false target=generic}' --split-input-file | filecheck %s --check-prefix=NOFLOAT
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{remarks=true target=generic}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK

// fuse-elementwise-lut: each maximal single-input i8 (or i16) point-wise region becomes one
// tosa.table.
// A fused case pins the whole body: no op of the old region and none of its parameter
// constants may remain before the new table, and nothing but the return follows it. A
// declined case checks its body line by line. The table values are not spelled out here:
// tests/unit/transforms/test_fuse_elementwise_lut.py holds every case to the TOSA reference
// model on all 256 codes.
//
// Besides the IR checks, the RUN lines validate the output against TOSA 1.0 with tosa-opt,
// run the pass over its own output (nothing may change), run it with float-regions=false
// (prefix NOFLOAT, float regions stay) and with remarks=true (prefix REMARK, the reason for
// each decline and none for the fused cases).

// REMARK-NOT: _fuse,

// Dynamic Tanh as ExecuTorch's Arm backend lowers it: rescale, mul by alpha (an i8 constant
// rescaled and reshaped), DOUBLE_ROUND rescale, tanh table.
// CHECK-LABEL: func.func @dyt_fuse(%x: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
// CHECK-NOT:     "tosa.const"() <{values = dense<{{[-0-9]}}
// CHECK-NOT:     tosa.rescale
// CHECK-NOT:     tosa.reshape
// CHECK-NOT:     tosa.mul
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<1x16x64xi8>, tensor<256xi8>) -> tensor<1x16x64xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x16x64xi8>
// CHECK-NEXT:  }
// Integer regions do not depend on the float option.
// NOFLOAT-LABEL: func.func @dyt_fuse(
// NOFLOAT-NEXT:    "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}>
// NOFLOAT-NEXT:    tosa.table %x
func.func @dyt_fuse(%x: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
  %m0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s0 = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp0 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.rescale %x, %m0, %s0, %izp0, %ozp0 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
  %alpha_q = "tosa.const"() <{values = dense<93> : tensor<1xi8>}> : () -> tensor<1xi8>
  %am = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %as = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %azp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %azp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %alpha32 = tosa.rescale %alpha_q, %am, %as, %azp, %azp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %shape = tosa.const_shape  {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %alpha = tosa.reshape %alpha32, %shape : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
  %mshift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.mul %0, %alpha, %mshift : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<47> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp1 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.rescale %1, %m1, %s1, %izp1, %ozp1 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
  %tanh = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %2, %tanh : (tensor<1x16x64xi8>, tensor<256xi8>) -> tensor<1x16x64xi8>
  return %y : tensor<1x16x64xi8>
}

// -----

// SiLU, x * sigmoid(x): x fans out to the sigmoid table and to a rescale, and the two
// branches re-merge in the i32 mul.
// CHECK-LABEL: func.func @silu_fuse(%x: tensor<1x8x8x16xi8>) -> tensor<1x8x8x16xi8> {
// CHECK-NOT:     "tosa.const"() <{values = dense<{{[-0-9]}}
// CHECK-NOT:     tosa.rescale
// CHECK-NOT:     tosa.mul
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<1x8x8x16xi8>, tensor<256xi8>) -> tensor<1x8x8x16xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x8x8x16xi8>
// CHECK-NEXT:  }
func.func @silu_fuse(%x: tensor<1x8x8x16xi8>) -> tensor<1x8x8x16xi8> {
  %sig_table = "tosa.const"() <{values = dense<"0x8080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808080808181818181818181818181828282828283838383848485858686878888898A8B8C8D8F90929395979A9C9FA1A4A8ABAFB3B7BBC0C5CACFD5DBE1E7EDF3FA00060D13191F252B31363B4045494D5155585C5F616466696B6D6E707173747576777878797A7A7B7B7C7C7D7D7D7D7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %sig = tosa.table %x, %sig_table : (tensor<1x8x8x16xi8>, tensor<256xi8>) -> tensor<1x8x8x16xi8>
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp_x = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp_sig = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp_x, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
  %sig32 = tosa.rescale %sig, %m_one, %s_one, %zp_sig, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x16xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %prod = tosa.mul %x32, %sig32, %shift : (tensor<1x8x8x16xi32>, tensor<1x8x8x16xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi32>
  %m_out = "tosa.const"() <{values = dense<1789569707> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp_out = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %prod, %m_out, %s_out, %zp32, %zp_out {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x16xi8>
  return %y : tensor<1x8x8x16xi8>
}

// -----

// Hardswish, x * relu6(x + 3) / 6, in int8 TOSA (scale 0.05, so 3 is 60 and 6 is 120):
// CLAMP has no i32 form, so x + 3 is requantized to i8 for the clamp and back for the mul.
// CHECK-LABEL: func.func @hardswish_fuse(%x: tensor<2x16x16xi8>) -> tensor<2x16x16xi8> {
// CHECK-NOT:     "tosa.const"() <{values = dense<{{[-0-9]}}
// CHECK-NOT:     tosa.rescale
// CHECK-NOT:     tosa.add
// CHECK-NOT:     tosa.clamp
// CHECK-NOT:     tosa.mul
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x16x16xi8>, tensor<256xi8>) -> tensor<2x16x16xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x16x16xi8>
// CHECK-NEXT:  }
func.func @hardswish_fuse(%x: tensor<2x16x16xi8>) -> tensor<2x16x16xi8> {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16x16xi32>
  %three = "tosa.const"() <{values = dense<60> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
  %plus3 = tosa.add %x32, %three : (tensor<2x16x16xi32>, tensor<1x1x1xi32>) -> tensor<2x16x16xi32>
  %plus3_q = tosa.rescale %plus3, %m_one, %s_one, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x16x16xi8>
  %relu6 = tosa.clamp %plus3_q {max_val = 120 : i8, min_val = 0 : i8} : (tensor<2x16x16xi8>) -> tensor<2x16x16xi8>
  %relu6_32 = tosa.rescale %relu6, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x16x16xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %prod = tosa.mul %x32, %relu6_32, %shift : (tensor<2x16x16xi32>, tensor<2x16x16xi32>, tensor<1xi8>) -> tensor<2x16x16xi32>
  %m_out = "tosa.const"() <{values = dense<1145324612> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %prod, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x16x16xi8>
  return %y : tensor<2x16x16xi8>
}

// -----

// tanh(0.5 x + 1) * 2 between casts. tanh is implementation-defined within the spec's error
// bound, but no code's result lies near a rounding boundary of the final cast, so every
// conforming backend gives the same integers (the float precision policy) and it fuses.
// CHECK-LABEL: func.func @tanh_affine_f32(%x: tensor<16x16xi8>) -> tensor<16x16xi8> {
// CHECK-NOT:     "tosa.const"() <{values = dense<{{[-0-9]}}
// CHECK-NOT:     tosa.cast
// CHECK-NOT:     tosa.tanh
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<16x16xi8>, tensor<256xi8>) -> tensor<16x16xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<16x16xi8>
// CHECK-NEXT:  }
// NOFLOAT-LABEL: func.func @tanh_affine_f32(
// NOFLOAT-NEXT:    %f = tosa.cast %x
func.func @tanh_affine_f32(%x: tensor<16x16xi8>) -> tensor<16x16xi8> {
  %f = tosa.cast %x : (tensor<16x16xi8>) -> tensor<16x16xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %scaled = tosa.mul %f, %half, %shift : (tensor<16x16xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x16xf32>
  %one = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %shifted = tosa.add %scaled, %one : (tensor<16x16xf32>, tensor<1x1xf32>) -> tensor<16x16xf32>
  %t = tosa.tanh %shifted : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %two = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
  %doubled = tosa.mul %t, %two, %shift : (tensor<16x16xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<16x16xf32>
  %y = tosa.cast %doubled : (tensor<16x16xf32>) -> tensor<16x16xi8>
  return %y : tensor<16x16xi8>
}

// -----

// Exact float steps only (mul and add by powers of two and integers): fused by default,
// left alone with float-regions=false.
// CHECK-LABEL: func.func @affine_f32_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NOT:     tosa.cast
// CHECK-NOT:     tosa.mul
// CHECK-NOT:     tosa.add
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<256xi8>
// CHECK-NEXT:  }
// NOFLOAT-LABEL: func.func @affine_f32_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// NOFLOAT-NEXT:    %f = tosa.cast %x : (tensor<256xi8>) -> tensor<256xf32>
// NOFLOAT-NEXT:    %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// NOFLOAT-NEXT:    %half = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
// NOFLOAT-NEXT:    %scaled = tosa.mul %f, %half, %shift : (tensor<256xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<256xf32>
// NOFLOAT-NEXT:    %offset = "tosa.const"() <{values = dense<-3.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
// NOFLOAT-NEXT:    %shifted = tosa.add %scaled, %offset : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
// NOFLOAT-NEXT:    %y = tosa.cast %shifted : (tensor<256xf32>) -> tensor<256xi8>
// NOFLOAT-NEXT:    func.return %y : tensor<256xi8>
// NOFLOAT-NEXT:  }
func.func @affine_f32_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %f = tosa.cast %x : (tensor<256xi8>) -> tensor<256xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %half = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
  %scaled = tosa.mul %f, %half, %shift : (tensor<256xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<256xf32>
  %offset = "tosa.const"() <{values = dense<-3.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shifted = tosa.add %scaled, %offset : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
  %y = tosa.cast %shifted : (tensor<256xf32>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// Requantize, table, requantize, with non-zero zero points on both sides.
// CHECK-LABEL: func.func @requant_table_requant_fuse(%x: tensor<1x256xi8>) -> tensor<1x256xi8> {
// CHECK-NOT:     "tosa.const"() <{values = dense<{{[-0-9]}}
// CHECK-NOT:     tosa.rescale
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<1x256xi8>, tensor<256xi8>) -> tensor<1x256xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x256xi8>
// CHECK-NEXT:  }
func.func @requant_table_requant_fuse(%x: tensor<1x256xi8>) -> tensor<1x256xi8> {
  %m_in = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_in = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp_in = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_in = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x, %m_in, %s_in, %izp_in, %ozp_in {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x256xi8>
  %gelu_table = "tosa.const"() <{values = dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %g = tosa.table %q, %gelu_table : (tensor<1x256xi8>, tensor<256xi8>) -> tensor<1x256xi8>
  %m_out = "tosa.const"() <{values = dense<1825361101> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp_out = "tosa.const"() <{values = dense<-20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_out = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %g, %m_out, %s_out, %izp_out, %ozp_out {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x256xi8>
  return %y : tensor<1x256xi8>
}

// -----

// Two lookups in a row compose into one; both old tables are erased.
// CHECK-LABEL: func.func @two_tables_fuse(%x: tensor<4x64xi8>) -> tensor<4x64xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<4x64xi8>, tensor<256xi8>) -> tensor<4x64xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<4x64xi8>
// CHECK-NEXT:  }
func.func @two_tables_fuse(%x: tensor<4x64xi8>) -> tensor<4x64xi8> {
  %exp_table = "tosa.const"() <{values = dense<"0x9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9F9F9F9F9F9F9F9F9F9F9F9FA0A0A0A0A0A0A0A0A1A1A1A1A1A1A1A2A2A2A2A2A3A3A3A3A3A4A4A4A4A5A5A5A5A6A6A6A7A7A7A8A8A8A9A9A9AAAAABABACACADADAEAEAFAFB0B1B1B2B2B3B4B5B5B6B7B8B9B9BABBBCBDBEBFC0C1C3C4C5C6C7C9CACCCDCFD0D2D3D5D7D8DADCDEE0E2E4E7E9EBEEF0F3F5F8FBFE0104070A0E1115181C2024282C31353A3F44494E54595F656B71787E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %e = tosa.table %x, %exp_table : (tensor<4x64xi8>, tensor<256xi8>) -> tensor<4x64xi8>
  %gelu_table = "tosa.const"() <{values = dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %e, %gelu_table : (tensor<4x64xi8>, tensor<256xi8>) -> tensor<4x64xi8>
  return %y : tensor<4x64xi8>
}

// -----

// %shared is also returned, so the region ends there: rescale-mul-rescale becomes one table
// and the tanh lookup after it stays (a lone table is not worth fusing).
// CHECK-LABEL: func.func @shared_value_cut(%x: tensor<1x16x16xi8>) -> (tensor<1x16x16xi8>, tensor<1x16x16xi8>) {
// CHECK-NOT:     "tosa.const"() <{values = dense<{{[-0-9]}}
// CHECK-NOT:     tosa.rescale
// CHECK-NOT:     tosa.mul
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[SHARED:.+]] = tosa.table %x, %[[LUT]] : (tensor<1x16x16xi8>, tensor<256xi8>) -> tensor<1x16x16xi8>
// CHECK-NEXT:    %tanh_table = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %y = tosa.table %[[SHARED]], %tanh_table : (tensor<1x16x16xi8>, tensor<256xi8>) -> tensor<1x16x16xi8>
// CHECK-NEXT:    func.return %[[SHARED]], %y : tensor<1x16x16xi8>, tensor<1x16x16xi8>
// CHECK-NEXT:  }
func.func @shared_value_cut(%x: tensor<1x16x16xi8>) -> (tensor<1x16x16xi8>, tensor<1x16x16xi8>) {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %x32, %alpha, %shift : (tensor<1x16x16xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x16xi32>
  %m_out = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %shared = tosa.rescale %scaled, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16xi8>
  %tanh_table = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %shared, %tanh_table : (tensor<1x16x16xi8>, tensor<256xi8>) -> tensor<1x16x16xi8>
  return %shared, %y : tensor<1x16x16xi8>, tensor<1x16x16xi8>
}

// -----

// x + z has a second non-constant input: the add and everything after it stay, the
// single-input prefix x -> rescale -> mul -> rescale still becomes a table.
// CHECK-LABEL: func.func @two_inputs_prefix(%x: tensor<256xi8>, %z: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NOT:     tosa.mul
// CHECK-NOT:     %k =
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[PREFIX:.+]] = tosa.table %x, %[[LUT]] : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    %prefix32 = tosa.rescale %[[PREFIX]], %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %z32 = tosa.rescale %z, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %sum = tosa.add %prefix32, %z32 : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %y = tosa.rescale %sum, %m_one, %s_one, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
// REMARK: remark: fuse-elementwise-lut: @two_inputs_prefix, {{[^:]+}}: tosa.rescale not rewritten: the region has 2 non-constant inputs
func.func @two_inputs_prefix(%x: tensor<256xi8>, %z: tensor<256xi8>) -> tensor<256xi8> {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %k = "tosa.const"() <{values = dense<57> : tensor<1xi32>}> : () -> tensor<1xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %x32, %k, %shift : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi32>
  %m_q = "tosa.const"() <{values = dense<1288490189> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_q = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
  %prefix = tosa.rescale %scaled, %m_q, %s_q, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  %prefix32 = tosa.rescale %prefix, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %z32 = tosa.rescale %z, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %sum = tosa.add %prefix32, %z32 : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
  %y = tosa.rescale %sum, %m_one, %s_one, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// A reshape ends a region: the table + clamp on each side of it fuse separately.
// CHECK-LABEL: func.func @reshape_boundary(%x: tensor<1x256xi8>) -> tensor<16x16xi8> {
// CHECK-NEXT:    %[[LUT1:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[A:.+]] = tosa.table %x, %[[LUT1]] : (tensor<1x256xi8>, tensor<256xi8>) -> tensor<1x256xi8>
// CHECK-NEXT:    %shape = tosa.const_shape {values = dense<16> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT:    %r = tosa.reshape %[[A]], %shape : (tensor<1x256xi8>, !tosa.shape<2>) -> tensor<16x16xi8>
// CHECK-NEXT:    %[[LUT2:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %r, %[[LUT2]] : (tensor<16x16xi8>, tensor<256xi8>) -> tensor<16x16xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<16x16xi8>
// CHECK-NEXT:  }
func.func @reshape_boundary(%x: tensor<1x256xi8>) -> tensor<16x16xi8> {
  %exp_table = "tosa.const"() <{values = dense<"0x9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9F9F9F9F9F9F9F9F9F9F9F9FA0A0A0A0A0A0A0A0A1A1A1A1A1A1A1A2A2A2A2A2A3A3A3A3A3A4A4A4A4A5A5A5A5A6A6A6A7A7A7A8A8A8A9A9A9AAAAABABACACADADAEAEAFAFB0B1B1B2B2B3B4B5B5B6B7B8B9B9BABBBCBDBEBFC0C1C3C4C5C6C7C9CACCCDCFD0D2D3D5D7D8DADCDEE0E2E4E7E9EBEEF0F3F5F8FBFE0104070A0E1115181C2024282C31353A3F44494E54595F656B71787E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %e = tosa.table %x, %exp_table : (tensor<1x256xi8>, tensor<256xi8>) -> tensor<1x256xi8>
  %e_clamped = tosa.clamp %e {max_val = 100 : i8, min_val = -100 : i8} : (tensor<1x256xi8>) -> tensor<1x256xi8>
  %shape = tosa.const_shape  {values = dense<16> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %e_clamped, %shape : (tensor<1x256xi8>, !tosa.shape<2>) -> tensor<16x16xi8>
  %gelu_table = "tosa.const"() <{values = dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %g = tosa.table %r, %gelu_table : (tensor<16x16xi8>, tensor<256xi8>) -> tensor<16x16xi8>
  %y = tosa.clamp %g {max_val = 90 : i8, min_val = -10 : i8} : (tensor<16x16xi8>) -> tensor<16x16xi8>
  return %y : tensor<16x16xi8>
}

// -----

// CHECK-LABEL: func.func @lone_rescale_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %m = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %y = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
func.func @lone_rescale_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %m = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %x, %m, %s, %izp, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// CHECK-LABEL: func.func @lone_table_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %tanh_table = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %y = tosa.table %x, %tanh_table : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
func.func @lone_table_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %tanh_table = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %x, %tanh_table : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// CHECK-LABEL: func.func @lone_clamp_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %y = tosa.clamp %x {max_val = 6 : i8, min_val = 0 : i8} : (tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
func.func @lone_clamp_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %y = tosa.clamp %x {max_val = 6 : i8, min_val = 0 : i8} : (tensor<256xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// Only rescales: requantization alone is not worth a table (the profitability rule).
// CHECK-LABEL: func.func @rescale_chain_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %m = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %q = tosa.rescale %x32, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
// CHECK-NEXT:    %y = tosa.rescale %q, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
// REMARK: remark: fuse-elementwise-lut: @rescale_chain_nofuse, {{[^:]+}}: tosa.rescale not rewritten: the region only requantizes
func.func @rescale_chain_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<-7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %m = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x32, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  %y = tosa.rescale %q, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// A per-channel rescale (one multiplier and shift per channel of the last dimension).
// CHECK-LABEL: func.func @per_channel_rescale_nofuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK-NEXT:    %m = "tosa.const"() <{values = dense<[1073741824, 1288490189, 1503238554, 1717986918]> : tensor<4xi32>}> : () -> tensor<4xi32>
// CHECK-NEXT:    %s = "tosa.const"() <{values = dense<[30, 30, 31, 31]> : tensor<4xi8>}> : () -> tensor<4xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %x32 = tosa.rescale %x, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
// CHECK-NEXT:    %k = "tosa.const"() <{values = dense<41> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
// CHECK-NEXT:    %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %scaled = tosa.mul %x32, %k, %shift : (tensor<1x64x4xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
// CHECK-NEXT:    %m_out = "tosa.const"() <{values = dense<1288490189> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_out = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %y = tosa.rescale %scaled, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    func.return %y : tensor<1x64x4xi8>
// CHECK-NEXT:  }
func.func @per_channel_rescale_nofuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1288490189, 1503238554, 1717986918]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[30, 30, 31, 31]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
  %k = "tosa.const"() <{values = dense<41> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %x32, %k, %shift : (tensor<1x64x4xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
  %m_out = "tosa.const"() <{values = dense<1288490189> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %scaled, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// A per-channel gamma (ExecuTorch's DyT output scale): one table cannot depend on the channel.
// CHECK-LABEL: func.func @per_channel_const_nofuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK-NEXT:    %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
// CHECK-NEXT:    %gamma = "tosa.const"() <{values = dense<{{\[\[\[}}41, 52, 63, 74]]]> : tensor<1x1x4xi32>}> : () -> tensor<1x1x4xi32>
// CHECK-NEXT:    %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %scaled = tosa.mul %x32, %gamma, %shift : (tensor<1x64x4xi32>, tensor<1x1x4xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
// CHECK-NEXT:    %m_out = "tosa.const"() <{values = dense<1288490189> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_out = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %y = tosa.rescale %scaled, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    func.return %y : tensor<1x64x4xi8>
// CHECK-NEXT:  }
func.func @per_channel_const_nofuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
  %gamma = "tosa.const"() <{values = dense<[[[41, 52, 63, 74]]]> : tensor<1x1x4xi32>}> : () -> tensor<1x1x4xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %x32, %gamma, %shift : (tensor<1x64x4xi32>, tensor<1x1x4xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
  %m_out = "tosa.const"() <{values = dense<1288490189> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %scaled, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// INEXACT_ROUND is implementation-defined: another conforming backend may round differently.
// CHECK-LABEL: func.func @inexact_round_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %m = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
// CHECK-NEXT:    %tanh_table = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %y = tosa.table %q, %tanh_table : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
// REMARK: remark: fuse-elementwise-lut: @inexact_round_nofuse, {{[^:]+}}: tosa.table not rewritten: {{.*}}INEXACT_ROUND
func.func @inexact_round_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %m = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  %tanh_table = "tosa.const"() <{values = dense<"0x80808080808080808080808080808080808080808080808080818181818181818181818181818181818181828282828282828282838383838384848484858585858686868787888889898A8A8B8B8C8D8E8E8F9091929394959698999A9C9D9FA1A2A4A6A8AAACAFB1B3B6B9BBBEC1C4C7CACDD0D4D7DBDEE2E6E9EDF1F5F8FC0004080B0F13171A1E2225292C303336393C3F4245474A4D4F515456585A5C5E5F6163646667686A6B6C6D6E6F707172727374757576767777787879797A7A7A7B7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %q, %tanh_table : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// x + 2147483600 overflows i32 for x > 47: a REQUIRE fails there, the result is unpredictable,
// and no table may pretend to know it.
// CHECK-LABEL: func.func @require_fail_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %big = "tosa.const"() <{values = dense<2147483600> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %sum = tosa.add %x32, %big : (tensor<256xi32>, tensor<1xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %m_out = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_out = "tosa.const"() <{values = dense<54> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %y = tosa.rescale %sum, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %y : tensor<256xi8>
// CHECK-NEXT:  }
// REMARK: remark: fuse-elementwise-lut: @require_fail_nofuse, {{[^:]+}}: tosa.rescale not rewritten: a REQUIRE fails for some input code: add overflow
func.func @require_fail_nofuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %big = "tosa.const"() <{values = dense<2147483600> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sum = tosa.add %x32, %big : (tensor<256xi32>, tensor<1xi32>) -> tensor<256xi32>
  %m_out = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<54> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %sum, %m_out, %s_out, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// A per-channel rescale is a boundary, not a reason to give up: the region ends at %q and the
// two lookups after it fuse.
// CHECK-LABEL: func.func @per_channel_rescale_boundary(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK-NEXT:    %m = "tosa.const"() <{values = dense<[1073741824, 1288490189, 1503238554, 1717986918]> : tensor<4xi32>}> : () -> tensor<4xi32>
// CHECK-NEXT:    %s = "tosa.const"() <{values = dense<[30, 30, 31, 31]> : tensor<4xi8>}> : () -> tensor<4xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %q, %[[LUT]] : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x64x4xi8>
// CHECK-NEXT:  }
func.func @per_channel_rescale_boundary(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1288490189, 1503238554, 1717986918]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[30, 30, 31, 31]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
  %gelu_table = "tosa.const"() <{values = dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %g = tosa.table %q, %gelu_table : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
  %exp_table = "tosa.const"() <{values = dense<"0x9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9C9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9D9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9E9F9F9F9F9F9F9F9F9F9F9F9FA0A0A0A0A0A0A0A0A1A1A1A1A1A1A1A2A2A2A2A2A3A3A3A3A3A4A4A4A4A5A5A5A5A6A6A6A7A7A7A8A8A8A9A9A9AAAAABABACACADADAEAEAFAFB0B1B1B2B2B3B4B5B5B6B7B8B9B9BABBBCBDBEBFC0C1C3C4C5C6C7C9CACCCDCFD0D2D3D5D7D8DADCDEE0E2E4E7E9EBEEF0F3F5F8FBFE0104070A0E1115181C2024282C31353A3F44494E54595F656B71787E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %g, %exp_table : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// The other side of @two_inputs_prefix: the region grown from %y reaches z, and its
// single-input tail after x + z (table and clamp, input %q) still fuses.
// CHECK-LABEL: func.func @two_inputs_suffix(%x: tensor<256xi8>, %z: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %z32 = tosa.rescale %z, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %sum = tosa.add %x32, %z32 : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
// CHECK-NEXT:    %q = tosa.rescale %sum, %m_one, %s_one, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %q, %[[LUT]] : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<256xi8>
// CHECK-NEXT:  }
func.func @two_inputs_suffix(%x: tensor<256xi8>, %z: tensor<256xi8>) -> tensor<256xi8> {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %z32 = tosa.rescale %z, %m_one, %s_one, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %sum = tosa.add %x32, %z32 : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
  %q = tosa.rescale %sum, %m_one, %s_one, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  %gelu_table = "tosa.const"() <{values = dense<"0xECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECECEBEBEBEBEBEBEBEBEBEBEBEBEAEAEAEAEAEAEAEAE9E9E9E9E9E9E8E8E8E8E8E8E7E7E7E7E7E7E7E7E6E6E6E6E6E6E6E7E7E7E7E7E7E8E8E8E9E9EAEAEBEBECEDEDEEEFF0F1F2F3F4F5F6F7F8F9FBFCFDFE00010204050708090B0C0E0F1112141517181A1B1D1E202123242627292A2C2D2F303133343637393A3B3D3E40414244454648494A4C4D4F50515354555758595B5C5D5F60616364656768696B6C6D6F70717374757778797B7C7D7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %g = tosa.table %q, %gelu_table : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %y = tosa.clamp %g {max_val = 90 : i8, min_val = -10 : i8} : (tensor<256xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// An i16 region becomes TOSA's interpolating 513-entry table and a 2^-7 rescale. Here
// y = round(4x / 8) is linear with slope 1/2 on every 128-code segment, so the table is
// exact on all 65,536 codes (the pass notes the error it achieved as a remark).
// CHECK-LABEL: func.func @i16_linear_fuse(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
// CHECK-NOT:     "tosa.const"() <{values = dense<{{[-0-9]}}
// CHECK-NOT:     tosa.mul
// CHECK:         %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<513xi16>}> : () -> tensor<513xi16>
// CHECK-NEXT:    %[[T:.+]] = tosa.table %x, %[[LUT]] : (tensor<256x256xi16>, tensor<513xi16>) -> tensor<256x256xi32>
// CHECK-NEXT:    %[[M:.+]] = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %[[S:.+]] = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT:    %[[IZP:.+]] = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT:    %[[OZP:.+]] = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT:    %[[Y:.+]] = tosa.rescale %[[T]], %[[M]], %[[S]], %[[IZP]], %[[OZP]] {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
// CHECK-NEXT:    func.return %[[Y]] : tensor<256x256xi16>
// CHECK-NEXT:  }
// REMARK: remark: fuse-elementwise-lut: @i16_linear_fuse, {{[^:]+}}: tosa.rescale fused an i16 region, max error 0 codes
func.func @i16_linear_fuse(%x: tensor<256x256xi16>) -> tensor<256x256xi16> {
  %m_one = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_one = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m_one, %s_one, %zp16, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<256x256xi32>
  %four = "tosa.const"() <{values = dense<4> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %x32, %four, %shift : (tensor<256x256xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<256x256xi32>
  %m_out = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_out = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %scaled, %m_out, %s_out, %zp32, %zp16 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256x256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<256x256xi16>
  return %y : tensor<256x256xi16>
}

// -----

// Nothing that contains the INEXACT_ROUND rescale can be a table, but what is computed after
// it can: the two lookups that follow it become one, and the rescale stays.
// CHECK-LABEL: func.func @inexact_round_tail_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK:         %q = tosa.rescale %x, {{.*}}rounding_mode = INEXACT_ROUND
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<"0x{{[0-9A-F]+}}"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %q, %[[LUT]] : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<256xi8>
// CHECK-NEXT:  }
func.func @inexact_round_tail_fuse(%x: tensor<256xi8>) -> tensor<256xi8> {
  %m = "tosa.const"() <{values = dense<1717986918> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  %t1 = "tosa.const"() <{values = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F808182838485868788898A8B8C8D8E8F909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBFC0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEFF0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %a = tosa.table %q, %t1 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %t2 = "tosa.const"() <{values = dense<"0x7F7E7D7C7B7A797877767574737271706F6E6D6C6B6A696867666564636261605F5E5D5C5B5A595857565554535251504F4E4D4C4B4A494847464544434241403F3E3D3C3B3A393837363534333231302F2E2D2C2B2A292827262524232221201F1E1D1C1B1A191817161514131211100F0E0D0C0B0A09080706050403020100FFFEFDFCFBFAF9F8F7F6F5F4F3F2F1F0EFEEEDECEBEAE9E8E7E6E5E4E3E2E1E0DFDEDDDCDBDAD9D8D7D6D5D4D3D2D1D0CFCECDCCCBCAC9C8C7C6C5C4C3C2C1C0BFBEBDBCBBBAB9B8B7B6B5B4B3B2B1B0AFAEADACABAAA9A8A7A6A5A4A3A2A1A09F9E9D9C9B9A999897969594939291908F8E8D8C8B8A89888786858483828180"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %a, %t2 : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}
