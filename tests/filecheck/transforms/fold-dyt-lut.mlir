// RUN: xdsl-opt %s -p 'fold-dyt-lut{target=generic}' --split-input-file | filecheck %s
// RUN: xdsl-opt %s -p 'fold-dyt-lut{target=generic}' --split-input-file | %tosa-validate --split-input-file > /dev/null
// RUN: xdsl-opt %s -p 'fold-dyt-lut{target=generic}' --split-input-file > %t.mlir
// RUN: xdsl-opt %t.mlir -p 'fold-dyt-lut{target=generic}' --split-input-file | diff %t.mlir -

// fold-dyt-lut, one function per case (RUN lines: the checks below, tosa-opt's validator on the
// output, and a second run changing nothing).
//
// @dyt_fold_* cases: the chain ops and every constant only they used are gone, and a new
// tosa.table reads the activation through a 256 x i8 constant with the original result type.
// The table bytes are not checked here: tests/unit/transforms/test_fold_dyt_lut.py runs every
// case of this file on the TOSA reference model and compares the folded function with the
// original on all 256 codes.
// *_nofold cases: every op is still there, in order (the unit test also checks that the printed
// module is byte-identical). Their tables are splats, since nothing reads their bytes.
// fold-dyt-lut-remarks.mlir checks the remark each declined candidate gets.

// The basic chain: alpha a direct i32 constant on the right of the mul, non-zero zero points.
// CHECK-LABEL: func.func @dyt_fold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
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

// -----

// alpha on the left of the mul.
// CHECK-LABEL: func.func @dyt_fold_alpha_lhs(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_alpha_lhs(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %alpha, %deq, %mul_shift : (tensor<1x1xi32>, tensor<2x128xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// A reshape to the same shape between the mul and the requantize moves nothing: it folds with
// the chain.
// CHECK-LABEL: func.func @dyt_fold_noop_reshape(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_noop_reshape(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %shape = tosa.const_shape {values = dense<[2, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %same = tosa.reshape %scaled, %shape : (tensor<2x128xi32>, !tosa.shape<2>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %same, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// A dead rescale reads the dequantized value: it is not a second user, it goes with the chain,
// and so do the constants only it read (a second run finds nothing left to erase).
// CHECK-LABEL: func.func @dyt_fold_dead_rescale(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_dead_rescale(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %dm = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ds = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %dzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %dead = tosa.rescale %deq, %dm, %ds, %zp32, %dzp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
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

// -----

// A per-channel requantize whose multipliers and shifts differ per channel but whose scales are
// equal (m / 2^s is the same on all four): every channel gives the same table.
// CHECK-LABEL: func.func @dyt_fold_per_channel_equal_scales(%x: tensor<64x4xi8>) -> tensor<64x4xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<64x4xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_per_channel_equal_scales(%x: tensor<64x4xi8>) -> tensor<64x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<64x4xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<64x4xi32>
  %m1 = "tosa.const"() <{values = dense<[1518500250, 759250125, 1518500250, 759250125]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s1 = "tosa.const"() <{values = dense<[37, 36, 37, 36]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %ozp = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
  return %y : tensor<64x4xi8>
}

// -----

// A negative alpha mirrors the table.
// CHECK-LABEL: func.func @dyt_fold_negative_alpha(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_negative_alpha(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<-61> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// alpha as an i8 constant rescaled to i32 (rank 1, no reshape).
// CHECK-LABEL: func.func @dyt_fold_alpha_rescaled(%x: tensor<256xi8>) -> tensor<256xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<256xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_alpha_rescaled(%x: tensor<256xi8>) -> tensor<256xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<256xi32>
  %alpha_q = "tosa.const"() <{values = dense<93> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %alpha_s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha32, %mul_shift : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<256xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<256xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<256xi8>, tensor<256xi8>) -> tensor<256xi8>
  return %y : tensor<256xi8>
}

// -----

// alpha as real graphs carry it: i8 constant -> rescale -> reshape.
// CHECK-LABEL: func.func @dyt_fold_alpha_rescaled_reshaped(%x: tensor<1x16x16xi8>) -> tensor<1x16x16xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<1x16x16xi8>, tensor<256xi8>) -> tensor<1x16x16xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x16x16xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_alpha_rescaled_reshaped(%x: tensor<1x16x16xi8>) -> tensor<1x16x16xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<20> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x16xi32>
  %alpha_q = "tosa.const"() <{values = dense<93> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %alpha_s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %alpha_shape = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %alpha = tosa.reshape %alpha32, %alpha_shape : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<1x16x16xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x16xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<47> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<1x16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x16xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<1x16x16xi8>, tensor<256xi8>) -> tensor<1x16x16xi8>
  return %y : tensor<1x16x16xi8>
}

// -----

// The rescaled and reshaped alpha on the left of the mul.
// CHECK-LABEL: func.func @dyt_fold_alpha_rescaled_reshaped_lhs(%x: tensor<16x16xi8>) -> tensor<16x16xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<16x16xi8>, tensor<256xi8>) -> tensor<16x16xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<16x16xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_alpha_rescaled_reshaped_lhs(%x: tensor<16x16xi8>) -> tensor<16x16xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<16x16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<16x16xi32>
  %alpha_q = "tosa.const"() <{values = dense<-45> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %alpha_s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %alpha_shape = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %alpha = tosa.reshape %alpha32, %alpha_shape : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %alpha, %deq, %mul_shift : (tensor<1x1xi32>, tensor<16x16xi32>, tensor<1xi8>) -> tensor<16x16xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<16x16xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<16x16xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<16x16xi8>, tensor<256xi8>) -> tensor<16x16xi8>
  return %y : tensor<16x16xi8>
}

// -----

// Rank-4 activation, alpha a tensor<1x1x1x1xi32>.
// CHECK-LABEL: func.func @dyt_fold_rank4_splat(%x: tensor<1x8x8x4xi8>) -> tensor<1x8x8x4xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<1x8x8x4xi8>, tensor<256xi8>) -> tensor<1x8x8x4xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x8x8x4xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_rank4_splat(%x: tensor<1x8x8x4xi8>) -> tensor<1x8x8x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x8x4xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<1x8x8x4xi32>, tensor<1x1x1x1xi32>, tensor<1xi8>) -> tensor<1x8x8x4xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x8x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x8x4xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<1x8x8x4xi8>, tensor<256xi8>) -> tensor<1x8x8x4xi8>
  return %y : tensor<1x8x8x4xi8>
}

// -----

// alpha a splat of the activation's full shape (one distinct value).
// CHECK-LABEL: func.func @dyt_fold_alpha_full_shape_splat(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_alpha_full_shape_splat(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<40> : tensor<2x128xi32>}> : () -> tensor<2x128xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<2x128xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// A rank-0 activation.
// CHECK-LABEL: func.func @dyt_fold_rank0(%x: tensor<i8>) -> tensor<i8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<i8>, tensor<256xi8>) -> tensor<i8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<i8>
// CHECK-NEXT:  }
func.func @dyt_fold_rank0(%x: tensor<i8>) -> tensor<i8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<i8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<i32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<i32>}> : () -> tensor<i32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<i32>, tensor<i32>, tensor<1xi8>) -> tensor<i32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<i32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<i8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<i8>, tensor<256xi8>) -> tensor<i8>
  return %y : tensor<i8>
}

// -----

// DOUBLE_ROUND on both rescales, shifts above 31 so that it matters.
// CHECK-LABEL: func.func @dyt_fold_double_round(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_double_round(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<3000> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1073741825> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<42> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// scale32 = false: 16-bit multipliers on both rescales.
// CHECK-LABEL: func.func @dyt_fold_scale16(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_scale16(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<16384> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s = "tosa.const"() <{values = dense<6> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2x128xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<23170> : tensor<1xi16>}> : () -> tensor<1xi16>
  %s1 = "tosa.const"() <{values = dense<29> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = false} : (tensor<2x128xi32>, tensor<1xi16>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// A rounding mul shift (i32 product >> 12).
// CHECK-LABEL: func.func @dyt_fold_mul_shift(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_mul_shift(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<3000> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<12> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<46> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// Zero points at the ends of the i8 range.
// CHECK-LABEL: func.func @dyt_fold_zero_points_extreme(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_zero_points_extreme(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// Per-channel rescales whose channels all hold the same parameters.
// CHECK-LABEL: func.func @dyt_fold_per_channel_uniform(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<1x64x4xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_per_channel_uniform(%x: tensor<1x64x4xi8>) -> tensor<1x64x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1073741824, 1073741824, 1073741824]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[30, 30, 30, 30]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x64x4xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1x1xi32>}> : () -> tensor<1x1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<1x64x4xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x64x4xi32>
  %m1 = "tosa.const"() <{values = dense<[1518500250, 1518500250, 1518500250, 1518500250]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s1 = "tosa.const"() <{values = dense<[37, 37, 37, 37]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x4xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<1x64x4xi8>, tensor<256xi8>) -> tensor<1x64x4xi8>
  return %y : tensor<1x64x4xi8>
}

// -----

// The activation may come from any op (here the reshape that follows a linear layer):
// only the four chain ops are folded.
// CHECK-LABEL: func.func @dyt_fold_input_from_reshape(%arg: tensor<16x16xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %shape = tosa.const_shape
// CHECK-NEXT:    %x = tosa.reshape %arg, %shape
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_input_from_reshape(%arg: tensor<16x16xi8>) -> tensor<2x128xi8> {
  %shape = tosa.const_shape {values = dense<[2, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %x = tosa.reshape %arg, %shape : (tensor<16x16xi8>, !tosa.shape<2>) -> tensor<2x128xi8>
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
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// Two chains on one activation sharing constants: both fold and every constant goes.
// CHECK-LABEL: func.func @dyt_fold_two_chains(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
// CHECK-NEXT:    %[[LUTA:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[A:.+]] = tosa.table %x, %[[LUTA]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    %[[LUTB:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[B:.+]] = tosa.table %x, %[[LUTB]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[A]], %[[B]] : tensor<2x128xi8>, tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_two_chains(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
  %m_a = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_a = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp_a = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32_a = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq_a = tosa.rescale %x, %m_a, %s_a, %izp_a, %zp32_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_a = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled_a = tosa.mul %deq_a, %alpha_a, %mul_shift_a : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1_a = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1_a = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req_a = tosa.rescale %scaled_a, %m1_a, %s1_a, %zp32_a, %ozp_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut_a = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y_a = tosa.table %req_a, %lut_a : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  %m_b = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_b = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %deq_b = tosa.rescale %x, %m_b, %s_b, %izp_a, %zp32_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_b = "tosa.const"() <{values = dense<-20> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %scaled_b = tosa.mul %deq_b, %alpha_b, %mul_shift_a : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1_b = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1_b = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_b = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req_b = tosa.rescale %scaled_b, %m1_b, %s1_b, %zp32_a, %ozp_b {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut_b = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y_b = tosa.table %req_b, %lut_b : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y_a, %y_b : tensor<2x128xi8>, tensor<2x128xi8>
}

// -----

// A chain feeding another: both fold, the second table reads the first.
// CHECK-LABEL: func.func @dyt_fold_chain_of_chains(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUTA:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[A:.+]] = tosa.table %x, %[[LUTA]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    %[[LUTB:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[B:.+]] = tosa.table %[[A]], %[[LUTB]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[B]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_chain_of_chains(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m_a = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_a = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32_a = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq_a = tosa.rescale %x, %m_a, %s_a, %izp_a, %zp32_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_a = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled_a = tosa.mul %deq_a, %alpha_a, %mul_shift_a : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1_a = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1_a = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req_a = tosa.rescale %scaled_a, %m1_a, %s1_a, %zp32_a, %ozp_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut_a = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y_a = tosa.table %req_a, %lut_a : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  %m_b = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_b = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp_b = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32_b = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq_b = tosa.rescale %y_a, %m_b, %s_b, %izp_b, %zp32_b {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_b = "tosa.const"() <{values = dense<17> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift_b = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled_b = tosa.mul %deq_b, %alpha_b, %mul_shift_b : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1_b = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1_b = "tosa.const"() <{values = dense<34> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_b = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req_b = tosa.rescale %scaled_b, %m1_b, %s1_b, %zp32_b, %ozp_b {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut_b = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y_b = tosa.table %req_b, %lut_b : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y_b : tensor<2x128xi8>
}

// -----

// Two chains, one exact and one INEXACT_ROUND: only the first folds; the constant they
// share stays for the second.
// CHECK-LABEL: func.func @dyt_fold_one_of_two_chains(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
// CHECK-NEXT:    %zp32_a = "tosa.const"()
// CHECK-NEXT:    %[[LUTA:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[A:.+]] = tosa.table %x, %[[LUTA]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    %m_b = "tosa.const"()
// CHECK-NEXT:    %s_b = "tosa.const"()
// CHECK-NEXT:    %izp_b = "tosa.const"()
// CHECK-NEXT:    %deq_b = tosa.rescale %x, %m_b, %s_b, %izp_b, %zp32_a
// CHECK-NEXT:    %alpha_b = "tosa.const"()
// CHECK-NEXT:    %mul_shift_b = "tosa.const"()
// CHECK-NEXT:    %scaled_b = tosa.mul %deq_b, %alpha_b, %mul_shift_b
// CHECK-NEXT:    %m1_b = "tosa.const"()
// CHECK-NEXT:    %s1_b = "tosa.const"()
// CHECK-NEXT:    %ozp_b = "tosa.const"()
// CHECK-NEXT:    %req_b = tosa.rescale %scaled_b, %m1_b, %s1_b, %zp32_a, %ozp_b
// CHECK-NEXT:    %lut_b = "tosa.const"()
// CHECK-NEXT:    %y_b = tosa.table %req_b, %lut_b
// CHECK-NEXT:    func.return %[[A]], %y_b : tensor<2x128xi8>, tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_one_of_two_chains(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
  %m_a = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_a = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32_a = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq_a = tosa.rescale %x, %m_a, %s_a, %izp_a, %zp32_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_a = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled_a = tosa.mul %deq_a, %alpha_a, %mul_shift_a : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1_a = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1_a = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_a = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req_a = tosa.rescale %scaled_a, %m1_a, %s1_a, %zp32_a, %ozp_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut_a = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y_a = tosa.table %req_a, %lut_a : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  %m_b = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s_b = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp_b = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %deq_b = tosa.rescale %x, %m_b, %s_b, %izp_b, %zp32_a {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_b = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift_b = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled_b = tosa.mul %deq_b, %alpha_b, %mul_shift_b : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1_b = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1_b = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp_b = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req_b = tosa.rescale %scaled_b, %m1_b, %s1_b, %zp32_a, %ozp_b {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut_b = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y_b = tosa.table %req_b, %lut_b : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y_a, %y_b : tensor<2x128xi8>, tensor<2x128xi8>
}

// -----

// Several functions in one module.
// CHECK-LABEL: func.func @dyt_fold_first_of_two_funcs(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @dyt_fold_second_of_two_funcs(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_first_of_two_funcs(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<50> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

func.func @dyt_fold_second_of_two_funcs(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<-50> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// A function in a nested module.
// CHECK: builtin.module @inner {
// CHECK-LABEL: func.func @dyt_fold_nested_module(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
module {
  module @inner {
    func.func @dyt_fold_nested_module(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
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
      %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
      %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
      return %y : tensor<2x128xi8>
    }
  }
}

// -----

// The unsigned flags are ERROR_IFs inside the chain (i8 <-> i32), but a u8 -> i8 requantize
// before it is an ordinary producer of the activation.
// CHECK-LABEL: func.func @dyt_fold_after_unsigned_rescale(%u: tensor<2x128xi8>) -> tensor<2x128xi8> {
// CHECK-NEXT:    %u_m = "tosa.const"()
// CHECK-NEXT:    %u_s = "tosa.const"()
// CHECK-NEXT:    %u_izp = "tosa.const"()
// CHECK-NEXT:    %u_ozp = "tosa.const"()
// CHECK-NEXT:    %x = tosa.rescale %u, %u_m, %u_s, %u_izp, %u_ozp
// CHECK-NEXT:    %[[LUT:.+]] = "tosa.const"() <{values = dense<{{.+}}> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT:    %[[Y:.+]] = tosa.table %x, %[[LUT]] : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
// CHECK-NEXT:    func.return %[[Y]] : tensor<2x128xi8>
// CHECK-NEXT:  }
func.func @dyt_fold_after_unsigned_rescale(%u: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %u_m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %u_s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %u_izp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %u_ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %x = tosa.rescale %u, %u_m, %u_s, %u_izp, %u_ozp {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x128xi8>
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
  %lut = "tosa.const"() <{values = dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The dequantize result has another user.
// CHECK-LABEL: func.func @dyt_multi_use_dequantize_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y, %deq :
// CHECK-NEXT:  }
func.func @dyt_multi_use_dequantize_nofold(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi32>) {
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
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y, %deq : tensor<2x128xi8>, tensor<2x128xi32>
}

// -----

// The mul result has another user.
// CHECK-LABEL: func.func @dyt_multi_use_mul_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y, %scaled :
// CHECK-NEXT:  }
func.func @dyt_multi_use_mul_nofold(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi32>) {
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
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y, %scaled : tensor<2x128xi8>, tensor<2x128xi32>
}

// -----

// The requantize result has another user.
// CHECK-LABEL: func.func @dyt_multi_use_requantize_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y, %req :
// CHECK-NEXT:  }
func.func @dyt_multi_use_requantize_nofold(%x: tensor<2x128xi8>) -> (tensor<2x128xi8>, tensor<2x128xi8>) {
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
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y, %req : tensor<2x128xi8>, tensor<2x128xi8>
}

// -----

// A per-channel dequantize whose channels differ.
// CHECK-LABEL: func.func @dyt_per_channel_dequantize_nofold(%x: tensor<64x4xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_per_channel_dequantize_nofold(%x: tensor<64x4xi8>) -> tensor<64x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1073741824, 1342177280, 1073741824]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[30, 30, 30, 30]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi8>, tensor<4xi32>, tensor<4xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<64x4xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<64x4xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
  return %y : tensor<64x4xi8>
}

// -----

// A per-channel requantize whose channels differ (in the shift).
// CHECK-LABEL: func.func @dyt_per_channel_requantize_nofold(%x: tensor<64x4xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_per_channel_requantize_nofold(%x: tensor<64x4xi8>) -> tensor<64x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<64x4xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<64x4xi32>
  %m1 = "tosa.const"() <{values = dense<[1518500250, 1518500250, 1518500250, 1518500250]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s1 = "tosa.const"() <{values = dense<[37, 37, 38, 37]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
  return %y : tensor<64x4xi8>
}

// -----

// INEXACT_ROUND is implementation defined: no table can bake it. (The table
// has a source location, which the remark names instead of the function.)
// CHECK-LABEL: func.func @dyt_inexact_round_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_inexact_round_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8> loc("dyt.py":12:5)
  return %y : tensor<2x128xi8>
}

// -----

// INEXACT_ROUND in the rescale that computes alpha.
// CHECK-LABEL: func.func @dyt_inexact_round_alpha_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha_q = "tosa.const"()
// CHECK-NEXT:    %alpha_m = "tosa.const"()
// CHECK-NEXT:    %alpha_s = "tosa.const"()
// CHECK-NEXT:    %alpha_zp = "tosa.const"()
// CHECK-NEXT:    %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32
// CHECK-NEXT:    %alpha_shape = tosa.const_shape
// CHECK-NEXT:    %alpha = tosa.reshape %alpha32, %alpha_shape
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_inexact_round_alpha_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_q = "tosa.const"() <{values = dense<93> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %alpha_s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %alpha_shape = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %alpha = tosa.reshape %alpha32, %alpha_shape : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The dequantize multiplier is a function argument.
// CHECK-LABEL: func.func @dyt_multiplier_not_constant_nofold(%x: tensor<2x128xi8>, %multiplier: tensor<1xi32>)
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %multiplier, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_multiplier_not_constant_nofold(%x: tensor<2x128xi8>, %multiplier: tensor<1xi32>) -> tensor<2x128xi8> {
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %multiplier, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The requantize shift is a function argument.
// CHECK-LABEL: func.func @dyt_shift_not_constant_nofold(%x: tensor<2x128xi8>, %shift: tensor<1xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %shift, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_shift_not_constant_nofold(%x: tensor<2x128xi8>, %shift: tensor<1xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %shift, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The input zero point is a function argument.
// CHECK-LABEL: func.func @dyt_zero_point_not_constant_nofold(%x: tensor<2x128xi8>, %zero_point: tensor<1xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %zero_point, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_zero_point_not_constant_nofold(%x: tensor<2x128xi8>, %zero_point: tensor<1xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %zero_point, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// alpha is a function argument.
// CHECK-LABEL: func.func @dyt_alpha_not_constant_nofold(%x: tensor<2x128xi8>, %alpha: tensor<1x1xi32>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_alpha_not_constant_nofold(%x: tensor<2x128xi8>, %alpha: tensor<1x1xi32>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The mul shift is a function argument.
// CHECK-LABEL: func.func @dyt_mul_shift_not_constant_nofold(%x: tensor<2x128xi8>, %mul_shift: tensor<1xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_mul_shift_not_constant_nofold(%x: tensor<2x128xi8>, %mul_shift: tensor<1xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The table is a function argument.
// CHECK-LABEL: func.func @dyt_table_not_constant_nofold(%x: tensor<2x128xi8>, %table: tensor<256xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %y = tosa.table %req, %table
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_table_not_constant_nofold(%x: tensor<2x128xi8>, %table: tensor<256xi8>) -> tensor<2x128xi8> {
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
  %y = tosa.table %req, %table : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// alpha holds more than one distinct value.
// CHECK-LABEL: func.func @dyt_alpha_per_channel_nofold(%x: tensor<64x4xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_alpha_per_channel_nofold(%x: tensor<64x4xi8>) -> tensor<64x4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<64x4xi32>
  %alpha = "tosa.const"() <{values = dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<64x4xi32>, tensor<1x4xi32>, tensor<1xi8>) -> tensor<64x4xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<64x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<64x4xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<64x4xi8>, tensor<256xi8>) -> tensor<64x4xi8>
  return %y : tensor<64x4xi8>
}

// -----

// A rescaled alpha with more than one distinct value.
// CHECK-LABEL: func.func @dyt_alpha_rescaled_per_channel_nofold(%x: tensor<128x2xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha_q = "tosa.const"()
// CHECK-NEXT:    %alpha_m = "tosa.const"()
// CHECK-NEXT:    %alpha_s = "tosa.const"()
// CHECK-NEXT:    %alpha_zp = "tosa.const"()
// CHECK-NEXT:    %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32
// CHECK-NEXT:    %alpha_shape = tosa.const_shape
// CHECK-NEXT:    %alpha = tosa.reshape %alpha32, %alpha_shape
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_alpha_rescaled_per_channel_nofold(%x: tensor<128x2xi8>) -> tensor<128x2xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<128x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<128x2xi32>
  %alpha_q = "tosa.const"() <{values = dense<[3, 5]> : tensor<2xi8>}> : () -> tensor<2xi8>
  %alpha_m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %alpha_s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2xi32>
  %alpha_shape = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %alpha = tosa.reshape %alpha32, %alpha_shape : (tensor<2xi32>, !tosa.shape<2>) -> tensor<1x2xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<128x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<128x2xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<128x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<128x2xi8>
  %lut = "tosa.const"() <{values = dense<[-128, -127, -126, -125, -124, -123, -122, -121, -120, -119, -118, -117, -116, -115, -114, -113, -112, -111, -110, -109, -108, -107, -106, -105, -104, -103, -102, -101, -100, -99, -98, -97, -96, -95, -94, -93, -92, -91, -90, -89, -88, -87, -86, -85, -84, -83, -82, -81, -80, -79, -78, -77, -76, -75, -74, -73, -72, -71, -70, -69, -68, -67, -66, -65, -64, -63, -62, -61, -60, -59, -58, -57, -56, -55, -54, -53, -52, -51, -50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<128x2xi8>, tensor<256xi8>) -> tensor<128x2xi8>
  return %y : tensor<128x2xi8>
}

// -----

// A reshape between the dequantize and the mul.
// CHECK-LABEL: func.func @dyt_reshape_between_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %shape = tosa.const_shape
// CHECK-NEXT:    %deq_reshaped = tosa.reshape %deq, %shape
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq_reshaped, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_reshape_between_nofold(%x: tensor<2x128xi8>) -> tensor<128x2xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %shape = tosa.const_shape {values = dense<[128, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %deq_reshaped = tosa.reshape %deq, %shape : (tensor<2x128xi32>, !tosa.shape<2>) -> tensor<128x2xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq_reshaped, %alpha, %mul_shift : (tensor<128x2xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<128x2xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<128x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<128x2xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<128x2xi8>, tensor<256xi8>) -> tensor<128x2xi8>
  return %y : tensor<128x2xi8>
}

// -----

// A transpose between the mul and the requantize.
// CHECK-LABEL: func.func @dyt_transpose_between_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %scaled_transposed = tosa.transpose %scaled
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled_transposed, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_transpose_between_nofold(%x: tensor<2x128xi8>) -> tensor<128x2xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %scaled_transposed = tosa.transpose %scaled {perms = array<i32: 1, 0>} : (tensor<2x128xi32>) -> tensor<128x2xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled_transposed, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<128x2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<128x2xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<128x2xi8>, tensor<256xi8>) -> tensor<128x2xi8>
  return %y : tensor<128x2xi8>
}

// -----

// A clamp between the requantize and the table.
// CHECK-LABEL: func.func @dyt_clamp_between_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %clamped = tosa.clamp %req
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %clamped, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_clamp_between_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
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
  %clamped = tosa.clamp %req {max_val = 100 : i8, min_val = -100 : i8} : (tensor<2x128xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %clamped, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// An i16 activation (513-entry interpolating table).
// CHECK-LABEL: func.func @dyt_input_i16_nofold(%x: tensor<2x128xi16>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_input_i16_nofold(%x: tensor<2x128xi16>) -> tensor<2x128xi32> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<2x128xi16>
  %lut = "tosa.const"() <{values = dense<5> : tensor<513xi16>}> : () -> tensor<513xi16>
  %y = tosa.table %req, %lut : (tensor<2x128xi16>, tensor<513xi16>) -> tensor<2x128xi32>
  return %y : tensor<2x128xi32>
}

// -----

// An i8 activation requantized to i16 for a 513 x i16 table: no 256 x i8 table
// can produce its i32 result.
// CHECK-LABEL: func.func @dyt_table_i16_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_table_i16_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi32> {
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
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<2x128xi16>
  %lut = "tosa.const"() <{values = dense<5> : tensor<513xi16>}> : () -> tensor<513xi16>
  %y = tosa.table %req, %lut : (tensor<2x128xi16>, tensor<513xi16>) -> tensor<2x128xi32>
  return %y : tensor<2x128xi32>
}

// -----

// The requantize REQUIRE fails for one input code only (x = 127: value 128 >= 2^(8-1)).
// CHECK-LABEL: func.func @dyt_unpredictable_one_code_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_unpredictable_one_code_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<8> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The rounding mul overflows i32 (a REQUIRE failure).
// CHECK-LABEL: func.func @dyt_unpredictable_mul_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_unpredictable_mul_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<8> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// The rescale computing alpha has a negative multiplier (a REQUIRE failure).
// CHECK-LABEL: func.func @dyt_unpredictable_alpha_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha_q = "tosa.const"()
// CHECK-NEXT:    %alpha_m = "tosa.const"()
// CHECK-NEXT:    %alpha_s = "tosa.const"()
// CHECK-NEXT:    %alpha_zp = "tosa.const"()
// CHECK-NEXT:    %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32
// CHECK-NEXT:    %alpha_shape = tosa.const_shape
// CHECK-NEXT:    %alpha = tosa.reshape %alpha32, %alpha_shape
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_unpredictable_alpha_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha_q = "tosa.const"() <{values = dense<93> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_m = "tosa.const"() <{values = dense<-1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %alpha_s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %alpha32 = tosa.rescale %alpha_q, %alpha_m, %alpha_s, %alpha_zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
  %alpha_shape = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %alpha = tosa.reshape %alpha32, %alpha_shape : (tensor<1xi32>, !tosa.shape<2>) -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// input_unsigned on the i8 -> i32 dequantize is an ERROR_IF: the graph is invalid.
// CHECK-LABEL: func.func @dyt_unsigned_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %izp = "tosa.const"()
// CHECK-NEXT:    %zp32 = "tosa.const"()
// CHECK-NEXT:    %deq = tosa.rescale %x, %m, %s, %izp, %zp32
// CHECK-NEXT:    %alpha = "tosa.const"()
// CHECK-NEXT:    %mul_shift = "tosa.const"()
// CHECK-NEXT:    %scaled = tosa.mul %deq, %alpha, %mul_shift
// CHECK-NEXT:    %m1 = "tosa.const"()
// CHECK-NEXT:    %s1 = "tosa.const"()
// CHECK-NEXT:    %ozp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_unsigned_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %izp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %deq = tosa.rescale %x, %m, %s, %izp, %zp32 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x128xi32>
  %alpha = "tosa.const"() <{values = dense<93> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
  %mul_shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %scaled = tosa.mul %deq, %alpha, %mul_shift : (tensor<2x128xi32>, tensor<1x1xi32>, tensor<1xi8>) -> tensor<2x128xi32>
  %m1 = "tosa.const"() <{values = dense<1518500250> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s1 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
  %ozp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %scaled, %m1, %s1, %zp32, %ozp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// A requantize straight into a table is a candidate, but not a DyT chain.
// CHECK-LABEL: func.func @dyt_no_mul_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %m = "tosa.const"()
// CHECK-NEXT:    %s = "tosa.const"()
// CHECK-NEXT:    %zp = "tosa.const"()
// CHECK-NEXT:    %req = tosa.rescale %x, %m, %s, %zp, %zp
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %req, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @dyt_no_mul_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %req = tosa.rescale %x, %m, %s, %zp, %zp {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x128xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x128xi8>
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %req, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}

// -----

// A bare table is not even a candidate (no remark).
// CHECK-LABEL: func.func @table_only_nofold(%x: tensor<2x128xi8>)
// CHECK-NEXT:    %lut = "tosa.const"()
// CHECK-NEXT:    %y = tosa.table %x, %lut
// CHECK-NEXT:    func.return %y :
// CHECK-NEXT:  }
func.func @table_only_nofold(%x: tensor<2x128xi8>) -> tensor<2x128xi8> {
  %lut = "tosa.const"() <{values = dense<5> : tensor<256xi8>}> : () -> tensor<256xi8>
  %y = tosa.table %x, %lut : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
  return %y : tensor<2x128xi8>
}
