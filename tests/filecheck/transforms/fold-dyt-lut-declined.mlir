// RUN: xdsl-opt %s --split-input-file > %t.plain.mlir
// RUN: xdsl-opt %s -p 'fold-dyt-lut{target=generic}' --split-input-file > %t.pass.mlir
// RUN: diff %t.plain.mlir %t.pass.mlir
// RUN: filecheck %s < %t.pass.mlir
// RUN: xdsl-opt %s -p 'fold-dyt-lut{remarks=true target=generic}' --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK

// fold-dyt-lut fails closed: every chain here is declined, so the output is byte-identical to a
// plain round trip (the diff above), dead ops and dead constants included, and remarks=true names
// the guard (prefix REMARK).

// INEXACT_ROUND in the requantize; a dead rescale of the input and a dead constant stay.
// CHECK-LABEL: func.func @dyt_inexact_with_dead_ops_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK:         %dead = tosa.rescale %x
// CHECK:         %unused = "tosa.const"
// CHECK:         %y = tosa.table %req, %lut
// REMARK: remark: fold-dyt-lut: @dyt_inexact_with_dead_ops_nofold, %y: tosa.table not rewritten: INEXACT_ROUND
func.func @dyt_inexact_with_dead_ops_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %dead = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %unused = "tosa.const"() <{values = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The mul's result is also returned (a live second user), and a dead identity reads the
// requantized value: the live user alone declines the fold.
// CHECK-LABEL: func.func @dyt_live_and_dead_users_nofold(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi32>) {
// CHECK:         %scaled = tosa.mul
// CHECK:         %dead = tosa.identity %req
// CHECK:         func.return %y, %scaled
// REMARK-NEXT: remark: fold-dyt-lut: @dyt_live_and_dead_users_nofold, %y: tosa.table not rewritten: the result of tosa.mul has another user
// REMARK-NOT: {{.}}
func.func @dyt_live_and_dead_users_nofold(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi32>) {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %dead = tosa.identity %req : (tensor<2x128xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y, %scaled : tensor<2x128xi8>, tensor<2x128xi32>
}
