// RUN: %tosa-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s
// Quantized DyT blocks shaped like ExecuTorch Arm backend output (int8 and int16 activations).

// CHECK: module {
// CHECK-LABEL: func.func @test_dyt_int8(
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<[8, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x16xi8>, !tosa.shape<4>) -> tensor<8x1x1x16xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<"0xAD3C336C46A84D7EDCAF5A70799761F8EF5467C8425E5D79D557EDF342DF41FC839843BA7C09AC3BB3F315CE2D72DA40C7F99CF52C3FD15B05CBC03B014F4663BF87EB032D1D37C89FF4C0081F7D4C821EB4ECC288D7418E7BD43EB39F540B23EB9686B9932ED9A3F47494A3584C89007ECE41BC776407E16994B189E4F6535F19DA6652B672FA9225CCC21E0BCDE7ADF5FFF342D230B2C0FA1F32D153C78E6E7BC88B728DB412113EE1AF4FD2A1E2736A3A1AAD703175989B0E339BFE8C1FE57A31FD3A362B4F17A261590A449971A58576F04CB78240728628A46967A75617B301DBAD62918F2ABE8960BDE804241A29C96E5744652039DD6D8E90618DE7A059A0D1085569E8AFAB7D526138D387B170FFCDD18A88F8989717D72264772E84FC3B4A226B00739FE95B82347A11B87B1F98A03A64FDD4C89C622A4E5BF1C124C121A383D7B954B81AB9533D7371ADC45B3F59813A4F9F4E488E6D9A0E0E5B43F53BAA2F2E4357192ABD21889769BBEAF5390DC4C67AB4AEEB8C2DFEC6DF2528468124A5D95C1E2FEAD59A87568BA7E4EC715A6B06D135DFF6C5D2A56317FCF7FE5643FFBB85F7F047A3AFD52700910BD232F8769FE0E1413C07B95DE510C5E2BD008D08267CF4907D8C30B20181BF9BAEE5DCB5F1FB3B5802238444F754EFA1E88C9AF361F71A75C5C222F2BE0F6D594FA0596D5D1408F623F2718DD3C7761F"> : tensor<32x1x1x16xi8>}> : () -> tensor<32x1x1x16xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[-431, 1676, -1791, 1682, 1741, -976, 273, 144, -540, -777, 1165, -529, -1949, -596, 1093, -269, -1010, -1987, -1861, -181, -1591, -745, 1138, -946, 21, 289, -1592, -36, -927, 878, 579, -145]> : tensor<32xi32>}> : () -> tensor<32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.conv2d %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x1x1x16xi8>, tensor<32x1x1x16xi8>, tensor<32xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<8x1x1x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[1697972170, 1185579109, 1652055935, 1083785540, 1133095745, 1920866112, 2133338248, 1132612021, 1687131225, 1085466917, 1237814834, 1382868495, 1600838504, 1600955649, 1438712093, 1425821208, 1491004510, 2100674789, 2013594373, 1606674227, 1821304346, 1446277760, 1435582527, 1383853908, 1821302035, 1698890870, 1236050035, 1316489099, 1723368147, 1074830259, 1596431130, 1224321961]> : tensor<32xi32>}> : () -> tensor<32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[37, 37, 37, 37, 37, 38, 38, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 38, 38, 37, 38, 37, 37, 37, 38, 37, 37, 37, 38, 37, 37, 37]> : tensor<32xi8>}> : () -> tensor<32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<8x1x1x32xi32>, tensor<32xi32>, tensor<32xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8x1x1x32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<8x1x1x32xi8>, !tosa.shape<3>) -> tensor<1x8x32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.mul %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1939296099> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<"0x808080808080808080808080808080808080808080808080808080808081818181818181818181818181818181818282828282828282828383838383848484848585858686868787888888898A8A8B8B8C8D8E8F8F90919293959697989A9B9D9FA0A2A4A6A8AAACAFB1B4B6B9BCBFC2C5C8CBCFD2D6D9DDE1E4E8ECF0F4F8FC0004080C1014181C1F23272A2E3135383B3E4144474A4C4F515456585A5C5E606163656668696A6B6D6E6F707171727374757576767778787879797A7A7A7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.table %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi8>, tensor<256xi8>) -> tensor<1x8x32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[119, 113, 91, 127, 101, 81, 64, 58, 75, 65, 85, 112, 47, 113, 59, 96, 44, 117, 107, 60, 125, 75, 98, 63, 88, 104, 61, 73, 82, 93, 69, 85]> : tensor<32xi8>}> : () -> tensor<32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.mul %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi32>, tensor<1x1x32xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1222785058> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[-101, -16, -122, -82, 105, -74, -35, -81, 22, 22, 100, 59, 113, -78, -66, 93, 94, -93, -35, -124, -68, -39, -49, -96, 115, -36, -7, 49, 80, 99, 22, 98]> : tensor<32xi8>}> : () -> tensor<32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1690932006> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.add %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi32>, tensor<1x1x32xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1431655765> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x32xi8>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<1x8x32xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @test_dyt_int16(
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.mul %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1329803040> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<"0x018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800280028002800280028002800280028002800280028002800280028002800280028002800380038003800380038003800380038004800480048004800480058005800580058006800680068007800780078008800880098009800A800A800B800B800C800D800E800E800F80108011801280138014801680178018801A801C801D801F8021802380258028802A802D8030803380368039803D804180458049804E80538058805D8063806A80708078807F80878090809980A380AD80B980C480D180DE80ED80FC800C811D812F81428157816D8184819D81B881D481F2811182338257827D82A682D182FF82308364839B83D583138456849C84E68435858A85E3854286A68611878287FA87798800898F89278AC78A718B258CE38CAD8D828E638F50904C9155926C939394CA9511976A98D499519BE19C859E3DA00BA2EEA3E7A5F7A71EAA5DACB4AE23B1ABB34BB603B9D5BBBEBEC0C1DAC40BC852CBAFCE22D2A8D541D9ECDCA7E070E447E829EC15F009F403F800FC00000004FD07F70BEB0FD713B917901B591F1423BF26582ADE2D5131AE34F537263B403E42412B44FD46B549554CDD4E4C51A353E2550958195A125CF55DC35F7B611F63AF642C669667EF68366A6D6B946CAB6DB46EB06F9D707E7153721D73DB738F743975D97571760077877706787E78EF785A79BE791D7A767ACB7A1A7B647BAA7BED7B2B7C657C9C7CD07C017D2F7D5A7D837DA97DCD7DEF7D0E7E2C7E487E637E7C7E937EA97EBE7ED17EE37EF47E047F137F227F2F7F3C7F477F537F5D7F677F707F797F817F887F907F967F9D7FA37FA87FAD7FB27FB77FBB7FBF7FC37FC77FCA7FCD7FD07FD37FD67FD87FDB7FDD7FDF7FE17FE37FE47FE67FE87FE97FEA7FEC7FED7FEE7FEF7FF07FF17FF27FF27FF37FF47FF57FF57FF67FF67FF77FF77FF87FF87FF97FF97FF97FFA7FFA7FFA7FFB7FFB7FFB7FFB7FFC7FFC7FFC7FFC7FFC7FFD7FFD7FFD7FFD7FFD7FFD7FFD7FFD7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7F"> : tensor<513xi16>}> : () -> tensor<513xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.table %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi16>, tensor<513xi16>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[89, 110, 63, 106, 64, 91, 122, 95, 48, 118, 87, 50, 74, 105, 50, 99, 127, 58, 97, 121, 111, 62, 98, 117, 100, 57, 112, 114, 117, 53, 75, 87]> : tensor<32xi8>}> : () -> tensor<32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.mul %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi32>, tensor<1x1x32xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1619353914> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<2130706432> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<23> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<[-95, -27, 106, 65, -111, 59, 9, 121, 48, 124, -26, 72, 77, -93, -77, 13, 80, -62, -122, -50, -34, 28, -79, -61, 31, -94, -21, -18, -94, -90, -27, 61]> : tensor<32xi8>}> : () -> tensor<32xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<16> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.reshape %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.add %{{[^ ,:)]+}}, %{{[^ ,:)]+}} : (tensor<1x8x32xi32>, tensor<1x1x32xi32>) -> tensor<1x8x32xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<1082196484> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<39> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
// CHECK-NEXT: %{{[^ ,:)]+}} = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
// CHECK-NEXT: %{{[^ ,:)]+}} = tosa.rescale %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}}, %{{[^ ,:)]+}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
// CHECK-NEXT: return %{{[^ ,:)]+}} : tensor<1x8x32xi16>
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
  func.func @test_dyt_int8(%arg0: tensor<1x8x16xi8> {tosa.tensor_name = "x"}) -> (tensor<1x8x32xi8> {tosa.tensor_name = "dyt_out"}) {
    %0 = tosa.const_shape  {values = dense<[8, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.reshape %arg0, %0 : (tensor<1x8x16xi8>, !tosa.shape<4>) -> tensor<8x1x1x16xi8>
    %2 = "tosa.const"() <{values = dense<"0xAD3C336C46A84D7EDCAF5A70799761F8EF5467C8425E5D79D557EDF342DF41FC839843BA7C09AC3BB3F315CE2D72DA40C7F99CF52C3FD15B05CBC03B014F4663BF87EB032D1D37C89FF4C0081F7D4C821EB4ECC288D7418E7BD43EB39F540B23EB9686B9932ED9A3F47494A3584C89007ECE41BC776407E16994B189E4F6535F19DA6652B672FA9225CCC21E0BCDE7ADF5FFF342D230B2C0FA1F32D153C78E6E7BC88B728DB412113EE1AF4FD2A1E2736A3A1AAD703175989B0E339BFE8C1FE57A31FD3A362B4F17A261590A449971A58576F04CB78240728628A46967A75617B301DBAD62918F2ABE8960BDE804241A29C96E5744652039DD6D8E90618DE7A059A0D1085569E8AFAB7D526138D387B170FFCDD18A88F8989717D72264772E84FC3B4A226B00739FE95B82347A11B87B1F98A03A64FDD4C89C622A4E5BF1C124C121A383D7B954B81AB9533D7371ADC45B3F59813A4F9F4E488E6D9A0E0E5B43F53BAA2F2E4357192ABD21889769BBEAF5390DC4C67AB4AEEB8C2DFEC6DF2528468124A5D95C1E2FEAD59A87568BA7E4EC715A6B06D135DFF6C5D2A56317FCF7FE5643FFBB85F7F047A3AFD52700910BD232F8769FE0E1413C07B95DE510C5E2BD008D08267CF4907D8C30B20181BF9BAEE5DCB5F1FB3B5802238444F754EFA1E88C9AF361F71A75C5C222F2BE0F6D594FA0596D5D1408F623F2718DD3C7761F"> : tensor<32x1x1x16xi8>}> : () -> tensor<32x1x1x16xi8>
    %3 = "tosa.const"() <{values = dense<[-431, 1676, -1791, 1682, 1741, -976, 273, 144, -540, -777, 1165, -529, -1949, -596, 1093, -269, -1010, -1987, -1861, -181, -1591, -745, 1138, -946, 21, 289, -1592, -36, -927, 878, 579, -145]> : tensor<32xi32>}> : () -> tensor<32xi32>
    %4 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.conv2d %1, %2, %3, %4, %5 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<8x1x1x16xi8>, tensor<32x1x1x16xi8>, tensor<32xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<8x1x1x32xi32>
    %7 = "tosa.const"() <{values = dense<[1697972170, 1185579109, 1652055935, 1083785540, 1133095745, 1920866112, 2133338248, 1132612021, 1687131225, 1085466917, 1237814834, 1382868495, 1600838504, 1600955649, 1438712093, 1425821208, 1491004510, 2100674789, 2013594373, 1606674227, 1821304346, 1446277760, 1435582527, 1383853908, 1821302035, 1698890870, 1236050035, 1316489099, 1723368147, 1074830259, 1596431130, 1224321961]> : tensor<32xi32>}> : () -> tensor<32xi32>
    %8 = "tosa.const"() <{values = dense<[37, 37, 37, 37, 37, 38, 38, 37, 37, 37, 37, 37, 37, 37, 37, 37, 37, 38, 38, 37, 38, 37, 37, 37, 38, 37, 37, 37, 38, 37, 37, 37]> : tensor<32xi8>}> : () -> tensor<32xi8>
    %9 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %10 = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
    %11 = tosa.rescale %6, %7, %8, %9, %10 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<8x1x1x32xi32>, tensor<32xi32>, tensor<32xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<8x1x1x32xi8>
    %12 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.reshape %11, %12 : (tensor<8x1x1x32xi8>, !tosa.shape<3>) -> tensor<1x8x32xi8>
    %14 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %15 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %16 = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
    %17 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %18 = tosa.rescale %13, %14, %15, %16, %17 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x32xi32>
    %19 = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
    %20 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %21 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %22 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %23 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %24 = tosa.rescale %19, %20, %21, %22, %23 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %25 = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = tosa.reshape %24, %25 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %27 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %28 = tosa.mul %18, %26, %27 : (tensor<1x8x32xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
    %29 = "tosa.const"() <{values = dense<1939296099> : tensor<1xi32>}> : () -> tensor<1xi32>
    %30 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
    %31 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %32 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %33 = tosa.rescale %28, %29, %30, %31, %32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x32xi8>
    %34 = "tosa.const"() <{values = dense<"0x808080808080808080808080808080808080808080808080808080808081818181818181818181818181818181818282828282828282828383838383848484848585858686868787888888898A8A8B8B8C8D8E8F8F90919293959697989A9B9D9FA0A2A4A6A8AAACAFB1B4B6B9BCBFC2C5C8CBCFD2D6D9DDE1E4E8ECF0F4F8FC0004080C1014181C1F23272A2E3135383B3E4144474A4C4F515456585A5C5E606163656668696A6B6D6E6F707171727374757576767778787879797A7A7A7B7B7B7C7C7C7C7D7D7D7D7D7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>}> : () -> tensor<256xi8>
    %35 = tosa.table %33, %34 : (tensor<1x8x32xi8>, tensor<256xi8>) -> tensor<1x8x32xi8>
    %36 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %37 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %38 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %39 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %40 = tosa.rescale %35, %36, %37, %38, %39 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x32xi32>
    %41 = "tosa.const"() <{values = dense<[119, 113, 91, 127, 101, 81, 64, 58, 75, 65, 85, 112, 47, 113, 59, 96, 44, 117, 107, 60, 125, 75, 98, 63, 88, 104, 61, 73, 82, 93, 69, 85]> : tensor<32xi8>}> : () -> tensor<32xi8>
    %42 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %43 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %44 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %45 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %46 = tosa.rescale %41, %42, %43, %44, %45 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
    %47 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %48 = tosa.reshape %46, %47 : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
    %49 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %50 = tosa.mul %40, %48, %49 : (tensor<1x8x32xi32>, tensor<1x1x32xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
    %51 = "tosa.const"() <{values = dense<1222785058> : tensor<1xi32>}> : () -> tensor<1xi32>
    %52 = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
    %53 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %54 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
    %55 = tosa.rescale %50, %51, %52, %53, %54 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x32xi8>
    %56 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %57 = "tosa.const"() <{values = dense<11> : tensor<1xi8>}> : () -> tensor<1xi8>
    %58 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
    %59 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %60 = tosa.rescale %55, %56, %57, %58, %59 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x8x32xi32>
    %61 = "tosa.const"() <{values = dense<[-101, -16, -122, -82, 105, -74, -35, -81, 22, 22, 100, 59, 113, -78, -66, 93, 94, -93, -35, -124, -68, -39, -49, -96, 115, -36, -7, 49, 80, 99, 22, 98]> : tensor<32xi8>}> : () -> tensor<32xi8>
    %62 = "tosa.const"() <{values = dense<1690932006> : tensor<1xi32>}> : () -> tensor<1xi32>
    %63 = "tosa.const"() <{values = dense<14> : tensor<1xi8>}> : () -> tensor<1xi8>
    %64 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %65 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %66 = tosa.rescale %61, %62, %63, %64, %65 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
    %67 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %68 = tosa.reshape %66, %67 : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
    %69 = tosa.add %60, %68 : (tensor<1x8x32xi32>, tensor<1x1x32xi32>) -> tensor<1x8x32xi32>
    %70 = "tosa.const"() <{values = dense<1431655765> : tensor<1xi32>}> : () -> tensor<1xi32>
    %71 = "tosa.const"() <{values = dense<50> : tensor<1xi8>}> : () -> tensor<1xi8>
    %72 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %73 = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %74 = tosa.rescale %69, %70, %71, %72, %73 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x8x32xi8>
    return %74 : tensor<1x8x32xi8>
  }
  func.func @test_dyt_int16(%arg0: tensor<1x8x32xi16> {tosa.tensor_name = "x"}) -> (tensor<1x8x32xi16> {tosa.tensor_name = "dyt_out"}) {
    %0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %3 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x8x32xi32>
    %5 = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %7 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %9 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %10 = tosa.rescale %5, %6, %7, %8, %9 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %11 = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.reshape %10, %11 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %13 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %14 = tosa.mul %4, %12, %13 : (tensor<1x8x32xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
    %15 = "tosa.const"() <{values = dense<1329803040> : tensor<1xi32>}> : () -> tensor<1xi32>
    %16 = "tosa.const"() <{values = dense<36> : tensor<1xi8>}> : () -> tensor<1xi8>
    %17 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %18 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %19 = tosa.rescale %14, %15, %16, %17, %18 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
    %20 = "tosa.const"() <{values = dense<"0x018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800280028002800280028002800280028002800280028002800280028002800280028002800380038003800380038003800380038004800480048004800480058005800580058006800680068007800780078008800880098009800A800A800B800B800C800D800E800E800F80108011801280138014801680178018801A801C801D801F8021802380258028802A802D8030803380368039803D804180458049804E80538058805D8063806A80708078807F80878090809980A380AD80B980C480D180DE80ED80FC800C811D812F81428157816D8184819D81B881D481F2811182338257827D82A682D182FF82308364839B83D583138456849C84E68435858A85E3854286A68611878287FA87798800898F89278AC78A718B258CE38CAD8D828E638F50904C9155926C939394CA9511976A98D499519BE19C859E3DA00BA2EEA3E7A5F7A71EAA5DACB4AE23B1ABB34BB603B9D5BBBEBEC0C1DAC40BC852CBAFCE22D2A8D541D9ECDCA7E070E447E829EC15F009F403F800FC00000004FD07F70BEB0FD713B917901B591F1423BF26582ADE2D5131AE34F537263B403E42412B44FD46B549554CDD4E4C51A353E2550958195A125CF55DC35F7B611F63AF642C669667EF68366A6D6B946CAB6DB46EB06F9D707E7153721D73DB738F743975D97571760077877706787E78EF785A79BE791D7A767ACB7A1A7B647BAA7BED7B2B7C657C9C7CD07C017D2F7D5A7D837DA97DCD7DEF7D0E7E2C7E487E637E7C7E937EA97EBE7ED17EE37EF47E047F137F227F2F7F3C7F477F537F5D7F677F707F797F817F887F907F967F9D7FA37FA87FAD7FB27FB77FBB7FBF7FC37FC77FCA7FCD7FD07FD37FD67FD87FDB7FDD7FDF7FE17FE37FE47FE67FE87FE97FEA7FEC7FED7FEE7FEF7FF07FF17FF27FF27FF37FF47FF57FF57FF67FF67FF77FF77FF87FF87FF97FF97FF97FFA7FFA7FFA7FFB7FFB7FFB7FFB7FFC7FFC7FFC7FFC7FFC7FFD7FFD7FFD7FFD7FFD7FFD7FFD7FFD7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7F"> : tensor<513xi16>}> : () -> tensor<513xi16>
    %21 = tosa.table %19, %20 : (tensor<1x8x32xi16>, tensor<513xi16>) -> tensor<1x8x32xi32>
    %22 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %23 = "tosa.const"() <{values = dense<37> : tensor<1xi8>}> : () -> tensor<1xi8>
    %24 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %25 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %26 = tosa.rescale %21, %22, %23, %24, %25 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
    %27 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %28 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %29 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %30 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %31 = tosa.rescale %26, %27, %28, %29, %30 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x8x32xi32>
    %32 = "tosa.const"() <{values = dense<[89, 110, 63, 106, 64, 91, 122, 95, 48, 118, 87, 50, 74, 105, 50, 99, 127, 58, 97, 121, 111, 62, 98, 117, 100, 57, 112, 114, 117, 53, 75, 87]> : tensor<32xi8>}> : () -> tensor<32xi8>
    %33 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %34 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
    %35 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %36 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %37 = tosa.rescale %32, %33, %34, %35, %36 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
    %38 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %39 = tosa.reshape %37, %38 : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
    %40 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %41 = tosa.mul %31, %39, %40 : (tensor<1x8x32xi32>, tensor<1x1x32xi32>, tensor<1xi8>) -> tensor<1x8x32xi32>
    %42 = "tosa.const"() <{values = dense<1619353914> : tensor<1xi32>}> : () -> tensor<1xi32>
    %43 = "tosa.const"() <{values = dense<38> : tensor<1xi8>}> : () -> tensor<1xi8>
    %44 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %45 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %46 = tosa.rescale %41, %42, %43, %44, %45 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
    %47 = "tosa.const"() <{values = dense<2130706432> : tensor<1xi32>}> : () -> tensor<1xi32>
    %48 = "tosa.const"() <{values = dense<23> : tensor<1xi8>}> : () -> tensor<1xi8>
    %49 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %50 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %51 = tosa.rescale %46, %47, %48, %49, %50 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi32>) -> tensor<1x8x32xi32>
    %52 = "tosa.const"() <{values = dense<[-95, -27, 106, 65, -111, 59, 9, 121, 48, 124, -26, 72, 77, -93, -77, 13, 80, -62, -122, -50, -34, 28, -79, -61, 31, -94, -21, -18, -94, -90, -27, 61]> : tensor<32xi8>}> : () -> tensor<32xi8>
    %53 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
    %54 = "tosa.const"() <{values = dense<16> : tensor<1xi8>}> : () -> tensor<1xi8>
    %55 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %56 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %57 = tosa.rescale %52, %53, %54, %55, %56 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<32xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<32xi32>
    %58 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %59 = tosa.reshape %57, %58 : (tensor<32xi32>, !tosa.shape<3>) -> tensor<1x1x32xi32>
    %60 = tosa.add %51, %59 : (tensor<1x8x32xi32>, tensor<1x1x32xi32>) -> tensor<1x8x32xi32>
    %61 = "tosa.const"() <{values = dense<1082196484> : tensor<1xi32>}> : () -> tensor<1xi32>
    %62 = "tosa.const"() <{values = dense<39> : tensor<1xi8>}> : () -> tensor<1xi8>
    %63 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %64 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
    %65 = tosa.rescale %60, %61, %62, %63, %64 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<1x8x32xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<1x8x32xi16>
    return %65 : tensor<1x8x32xi16>
  }
}
