// RUN: xdsl-opt %s --split-input-file > %t.plain
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{target=generic}' --split-input-file > %t.pass
// RUN: diff %t.plain %t.pass
// RUN: filecheck %s < %t.pass
// RUN: xdsl-opt %s -p 'fuse-elementwise-lut{remarks=true target=generic}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK
// RUN: not xdsl-opt %s -p 'fuse-elementwise-lut{target=npu}' 2>&1 | filecheck %s --check-prefix=BADTARGET
// RUN: not xdsl-opt %s -p 'fold-dyt-lut{target=npu}' 2>&1 | filecheck %s --check-prefix=BADTARGET
// RUN: not xdsl-opt %s -p 'fuse-elementwise-lut{int16-max-error=-1 target=generic}' 2>&1 | filecheck %s --check-prefix=BADERROR

// fuse-elementwise-lut fails closed: in every function here a guard declines, so the pass
// output is byte-identical to a plain round trip (the diff above), dead ops and dead constants
// included, and remarks=true names the guard (prefix REMARK, in file order, nothing else).
// A bad option stops xdsl-opt with one line naming it (BADTARGET, BADERROR).

// BADTARGET: ValueError: {{fuse-elementwise-lut|fold-dyt-lut}}: option target='npu' is not a known target (expected one of: generic, ethos-u, {{.*}}ethos-u55-128{{.*}}ethos-u85-256{{.*}})
// BADERROR: ValueError: fuse-elementwise-lut: option int16-max-error=-1 is out of range (expected an integer from 0 to 65535)

// A constant broadcasts the data from 1x64 to 4x64: the add is a boundary, and after the cut a
// lone table is left.
// CHECK-LABEL: func.func @broadcast_nofuse(%x: tensor<1x64xi8>) -> tensor<4x64xi8> {
// CHECK:         %sum = tosa.add %x32, %c
// CHECK:         %y = tosa.table %q, %lut
// REMARK: remark: fuse-elementwise-lut: @broadcast_nofuse, %y: tosa.table not rewritten: after the cut, a single op is left: a single op is already one full-tensor pass; the region stops at tosa.add, whose constant operand broadcasts the data
func.func @broadcast_nofuse(%x: tensor<1x64xi8>) -> tensor<4x64xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64xi32>
  %c = "tosa.const"() <{values = dense<3> : tensor<4x64xi32>}> : () -> tensor<4x64xi32>
  %sum = tosa.add %x32, %c : (tensor<1x64xi32>, tensor<4x64xi32>) -> tensor<4x64xi32>
  %q = tosa.rescale %sum, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4x64xi8>
  %lut = "tosa.const"() <{values = dense<7> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %q, %lut : (tensor<4x64xi8>, tensor<256xi8>) -> tensor<4x64xi8>
  return %y : tensor<4x64xi8>
}

// -----

// A per-channel rescale whose channels scale differently (x1, x0.5, x0.25, x0.125), then an
// identity table: one 256-entry table cannot depend on the channel.
// CHECK-LABEL: func.func @per_channel_nofuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK:         %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {{{.*}}per_channel = true
// CHECK-NEXT:    %lut = "tosa.const"
// CHECK-NEXT:    %y = tosa.table %q, %lut
// REMARK-NEXT: remark: fuse-elementwise-lut: @per_channel_nofuse, %y: tosa.table not rewritten: tosa.rescale has per-channel parameters that give different tables on different channels
func.func @per_channel_nofuse(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[30, 31, 32, 33]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %q = tosa.rescale %x, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x4xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %q, %lut : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// Two inputs meet in the add: the region from the table is cut to what follows the add's
// requantize, a lone table; the requantize itself has both inputs.
// CHECK-LABEL: func.func @lone_table_after_cut_nofuse(%x: tensor<256xi8>, %z: tensor<256xi8>) -> tensor<256xi8> {
// CHECK:         %sum = tosa.add %x32, %z32
// CHECK-NEXT:    %q = tosa.rescale %sum
// CHECK-NEXT:    %lut = "tosa.const"
// CHECK-NEXT:    %y = tosa.table %q, %lut
// REMARK-NEXT: remark: fuse-elementwise-lut: @lone_table_after_cut_nofuse, %y: tosa.table not rewritten: after the cut, a single op is left: a single op is already one full-tensor pass
// REMARK-NEXT: remark: fuse-elementwise-lut: @lone_table_after_cut_nofuse, %q: tosa.rescale not rewritten: the region has 2 non-constant inputs
func.func @lone_table_after_cut_nofuse(%x: tensor<256xi8>, %z: tensor<256xi8>) -> tensor<256xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %x32 = tosa.rescale %x, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %z32 = tosa.rescale %z, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %sum = tosa.add %x32, %z32 : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
  %q = tosa.rescale %sum, %m, %s, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  %lut = "tosa.const"() <{values = dense<7> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %q, %lut : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// A reshape that changes the shape sits inside a DyT chain: it ends the region, and after the
// cut a lone table is left; the requantize alone starts from i32.
// CHECK-LABEL: func.func @reshape_inside_chain_nofuse(%x: tensor<2x128xi8>) -> tensor<128x2xi8> {
// CHECK:         %moved = tosa.reshape %deq, %shape
// CHECK:         %y = tosa.table %req, %lut
// REMARK-NEXT: remark: fuse-elementwise-lut: @reshape_inside_chain_nofuse, %y: tosa.table not rewritten: after the cut, a single op is left: a single op is already one full-tensor pass; the region stops at tosa.reshape, which changes the shape of the data
// REMARK-NEXT: remark: fuse-elementwise-lut: @reshape_inside_chain_nofuse, %req: tosa.rescale not rewritten: the region input is tensor<128x2xi32>, not an i8 or i16 tensor; the region stops at tosa.reshape, which changes the shape of the data
func.func @reshape_inside_chain_nofuse(%x: tensor<2x128xi8>) -> tensor<128x2xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %zp8, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %shape = tosa.const_shape {values = dense<[128, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %moved = tosa.reshape %deq, %shape : (tensor<2x128xi32>, !tosa.shape<2>) -> tensor<128x2xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %moved, %alpha, %mul_shift : (tensor<128x2xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<128x2xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<128x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<128x2xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<128x2xi8>, tensor<256xi8>) -> tensor<128x2xi8>
  return %y : tensor<128x2xi8>
}

// -----

// The chain's value %a is also returned: the region from the requantize stops there, and a
// single op is left; computing %y from %x alone would keep the table for %a and replace one
// op by one, no gain. A dead identity and a dead constant stay where they are.
// CHECK-LABEL: func.func @shared_value_nofuse(%x: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
// CHECK-NEXT:    %t = "tosa.const"
// CHECK-NEXT:    %a = tosa.table %x, %t
// CHECK-NEXT:    %dead = tosa.identity %x
// CHECK-NEXT:    %unused = "tosa.const"
// CHECK-NEXT:    %m = "tosa.const"
// CHECK-NEXT:    %s = "tosa.const"
// CHECK-NEXT:    %zp8 = "tosa.const"
// CHECK-NEXT:    %y = tosa.rescale %a, %m, %s, %zp8, %zp8
// CHECK-NEXT:    func.return %a, %y
// REMARK-NEXT: remark: fuse-elementwise-lut: @shared_value_nofuse, %y: tosa.rescale not rewritten: the region stops at tosa.table, whose result is also used outside it; a single op is left; as a table of the input, with the shared ops kept: not profitable on generic: {{.+}}
// REMARK-NOT: {{.}}
func.func @shared_value_nofuse(%x: tensor<256xi8>) -> (tensor<256xi8>, tensor<256xi8>) {
  %t = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %a = tosa.table %x, %t : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  %dead = tosa.identity %x : (tensor<256xi8>) -> tensor<256xi8>
  %unused = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %y = tosa.rescale %a, %m, %s, %zp8, %zp8 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %a, %y : tensor<256xi8>, tensor<256xi8>
}
