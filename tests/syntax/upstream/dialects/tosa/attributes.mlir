// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/dialects/tosa/attributes.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module attributes {tosa.description = "TOSA FBS Converted", tosa.fbs_version = "1.0.0", tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [pro_int, pro_fp], extensions = [int16, int4, bf16, fp8e4m3, fp8e5m2, fft, variable, controlflow, doubleround, inexactround, dynamic]>} {
  func.func @test_tensor_name_arg_result_attrs(%arg0: tensor<1x8xi8> {tosa.tensor_name = "input_0"}, %arg1: tensor<1x8xi8> {tosa.tensor_name = "input_1"}) -> (tensor<1x8xi8> {tosa.tensor_name = "output_0"}) {
    %0 = tosa.bitwise_and %arg0, %arg1 : (tensor<1x8xi8>, tensor<1x8xi8>) -> tensor<1x8xi8>
    return %0 : tensor<1x8xi8>
  }
  func.func @test_description_func_attr(%arg0: tensor<4xf32>) -> tensor<4xf32> attributes {tosa.description = "function level description"} {
    %0 = tosa.floor %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @test_nan_mode_forms(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.clamp %arg0 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> : (tensor<4xf32>) -> tensor<4xf32>
    %1 = tosa.clamp %0 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = tosa.clamp %1 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = tosa.clamp %2 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) : (tensor<4xf32>) -> tensor<4xf32>
    %4 = tosa.clamp %3 min_val(-1.000000e+00 : f32) max_val(1.000000e+00 : f32) nan_mode<IGNORE> : (tensor<4xf32>) -> tensor<4xf32>
    %5 = tosa.maximum %4, %arg1 nan_mode<IGNORE> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %6 = tosa.minimum %5, %arg1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %6 : tensor<4xf32>
  }
  func.func @test_nan_mode_argmax_reduce_pool(%arg0: tensor<1x4x4x2xf32>) -> (tensor<1x4x4xi32>, tensor<1x4x1x2xf32>, tensor<1x4x4x1xf32>, tensor<1x2x2x2xf32>) {
    %0 = tosa.argmax %arg0 axis(3) nan_mode<IGNORE> : (tensor<1x4x4x2xf32>) -> tensor<1x4x4xi32>
    %1 = tosa.reduce_max %arg0 axis(2) nan_mode<IGNORE> : (tensor<1x4x4x2xf32>) -> tensor<1x4x1x2xf32>
    %2 = tosa.reduce_min %arg0 axis(3) nan_mode<IGNORE> : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x1xf32>
    %3 = tosa.max_pool2d %arg0 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) nan_mode<IGNORE> : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
    return %0, %1, %2, %3 : tensor<1x4x4xi32>, tensor<1x4x1x2xf32>, tensor<1x4x4x1xf32>, tensor<1x2x2x2xf32>
  }
  func.func @test_rounding_mode_forms(%arg0: tensor<8xi32>) -> (tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>) {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<31> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %3 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<8xi16>
    %5 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<8xi16>
    %6 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<8xi16>
    %7 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<DOUBLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<8xi16>
    %8 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<8xi16>
    %9 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<INEXACT_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<8xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<8xi16>
    return %4, %5, %6, %7, %8, %9 : tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>, tensor<8xi16>
  }
  func.func @test_resize_mode_forms(%arg0: tensor<1x4x4x1xf32>) -> (tensor<1x7x7x1xf32>, tensor<1x7x7x1xf32>, tensor<1x7x7x1xf32>, tensor<1x7x7x1xf32>) {
    %0 = tosa.const_shape  values(dense<[2, 1, 2, 1]> : tensor<4xindex>) : () -> !tosa.shape<4>
    %1 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %2 = tosa.const_shape  values(dense<0> : tensor<2xindex>) : () -> !tosa.shape<2>
    %3 = tosa.resize %arg0, %0, %1, %2 mode<NEAREST_NEIGHBOR> : (tensor<1x4x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1xf32>
    %4 = tosa.resize %arg0, %0, %1, %2 mode<NEAREST_NEIGHBOR> : (tensor<1x4x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1xf32>
    %5 = tosa.resize %arg0, %0, %1, %2 mode<BILINEAR> : (tensor<1x4x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1xf32>
    %6 = tosa.resize %arg0, %0, %1, %2 mode<BILINEAR> : (tensor<1x4x4x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x7x7x1xf32>
    return %3, %4, %5, %6 : tensor<1x7x7x1xf32>, tensor<1x7x7x1xf32>, tensor<1x7x7x1xf32>, tensor<1x7x7x1xf32>
  }
  func.func @test_shape_type_arg_result(%arg0: tensor<2x6xi8>, %arg1: !tosa.shape<2>) -> (tensor<3x4xi8>, !tosa.shape<2>) {
    %0 = tosa.const_shape  values(dense<[3, 4]> : tensor<2xindex>) : () -> !tosa.shape<2>
    %1 = tosa.reshape %arg0, %0 : (tensor<2x6xi8>, !tosa.shape<2>) -> tensor<3x4xi8>
    return %1, %arg1 : tensor<3x4xi8>, !tosa.shape<2>
  }
  func.func @test_shape_type_rank0(%arg0: !tosa.shape<0>, %arg1: tensor<1x1xf32>) -> (!tosa.shape<0>, tensor<f32>) {
    %0 = tosa.const_shape  values(dense<> : tensor<0xindex>) : () -> !tosa.shape<0>
    %1 = tosa.reshape %arg1, %0 : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
    return %arg0, %1 : !tosa.shape<0>, tensor<f32>
  }
  func.func @test_table_i8_hex_literal(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<"0x8181818181818181818181818181818181818181818181818181818181828282828282828282828282828282828283838383838383838384848484848585858586868686878788888889898A8A8B8C8C8D8E8F8F9091929394959798999B9C9E9FA1A3A5A7A9ABADAFB2B4B7BABCBFC2C5C8CCCFD2D6DADDE1E5E8ECF0F4F8FC0004080C1014181B1F23262A2E3134383B3E414446494C4E51535557595B5D5F616264656768696B6C6D6E6F70717172737474757676777778787879797A7A7A7A7B7B7B7B7C7C7C7C7C7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %1 : tensor<2x128xi8>
  }
  func.func @test_table_i8_list_literal(%arg0: tensor<2x128xi8>) -> tensor<2x128xi8> {
    %0 = tosa.const  values(dense<"0x80C9125BA4ED367FC8115AA3EC357EC71059A2EB347DC60F58A1EA337CC50E57A0E9327BC40D569FE8317AC30C559EE73079C20B549DE62F78C10A539CE52E77C009529BE42D76BF08519AE32C75BE075099E22B74BD064F98E12A73BC054E97E02972BB044D96DF2871BA034C95DE2770B9024B94DD266FB8014A93DC256EB7004992DB246DB6FF4891DA236CB5FE4790D9226BB4FD468FD8216AB3FC458ED72069B2FB448DD61F68B1FA438CD51E67B0F9428BD41D66AFF8418AD31C65AEF74089D21B64ADF63F88D11A63ACF53E87D01962ABF43D86CF1861AAF33C85CE1760A9F23B84CD165FA8F13A83CC155EA7F03982CB145DA6EF3881CA135CA5EE37"> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<2x128xi8>, tensor<256xi8>) -> tensor<2x128xi8>
    return %1 : tensor<2x128xi8>
  }
  func.func @test_table_i16_hex_literal(%arg0: tensor<4x64xi16>) -> tensor<4x64xi32> {
    %0 = tosa.const  values(dense<"0x018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800180018001800280028002800280028002800280028002800280028002800280028002800280028002800380038003800380038003800380038004800480048004800480058005800580058006800680068007800780078008800880098009800A800A800B800B800C800D800E800E800F80108011801280138014801680178018801A801C801D801F8021802380258028802A802D8030803380368039803D804180458049804E80538058805D8063806A80708078807F80878090809980A380AD80B980C480D180DE80ED80FC800C811D812F81428157816D8184819D81B881D481F2811182338257827D82A682D182FF82308364839B83D583138456849C84E68435858A85E3854286A68611878287FA87798800898F89278AC78A718B258CE38CAD8D828E638F50904C9155926C939394CA9511976A98D499519BE19C859E3DA00BA2EEA3E7A5F7A71EAA5DACB4AE23B1ABB34BB603B9D5BBBEBEC0C1DAC40BC852CBAFCE22D2A8D541D9ECDCA7E070E447E829EC15F009F403F800FC00000004FD07F70BEB0FD713B917901B591F1423BF26582ADE2D5131AE34F537263B403E42412B44FD46B549554CDD4E4C51A353E2550958195A125CF55DC35F7B611F63AF642C669667EF68366A6D6B946CAB6DB46EB06F9D707E7153721D73DB738F743975D97571760077877706787E78EF785A79BE791D7A767ACB7A1A7B647BAA7BED7B2B7C657C9C7CD07C017D2F7D5A7D837DA97DCD7DEF7D0E7E2C7E487E637E7C7E937EA97EBE7ED17EE37EF47E047F137F227F2F7F3C7F477F537F5D7F677F707F797F817F887F907F967F9D7FA37FA87FAD7FB27FB77FBB7FBF7FC37FC77FCA7FCD7FD07FD37FD67FD87FDB7FDD7FDF7FE17FE37FE47FE67FE87FE97FEA7FEC7FED7FEE7FEF7FF07FF17FF27FF27FF37FF47FF57FF57FF67FF67FF77FF77FF87FF87FF97FF97FF97FFA7FFA7FFA7FFB7FFB7FFB7FFB7FFC7FFC7FFC7FFC7FFC7FFD7FFD7FFD7FFD7FFD7FFD7FFD7FFD7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFE7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7FFF7F"> : tensor<513xi16>) : () -> tensor<513xi16>
    %1 = tosa.table %arg0, %0 : (tensor<4x64xi16>, tensor<513xi16>) -> tensor<4x64xi32>
    return %1 : tensor<4x64xi32>
  }
  func.func @test_table_i16_list_literal(%arg0: tensor<4x64xi16>) -> tensor<4x64xi32> {
    %0 = tosa.const  values(dense<"0x00806180C28023818481E5814682A78208836983CA832B848C84ED844E85AF8510867186D28633879487F5875688B78818897989DA893B8A9C8AFD8A5E8BBF8B208C818CE28C438DA48D058E668EC78E288F898FEA8F4B90AC900D916E91CF9130929192F2925393B49315947694D79438959995FA955B96BC961D977E97DF974098A19802996399C499259A869AE79A489BA99B0A9C6B9CCC9C2D9D8E9DEF9D509EB19E129F739FD49F35A096A0F7A058A1B9A11AA27BA2DCA23DA39EA3FFA360A4C1A422A583A5E4A545A6A6A607A768A7C9A72AA88BA8ECA84DA9AEA90FAA70AAD1AA32AB93ABF4AB55ACB6AC17AD78ADD9AD3AAE9BAEFCAE5DAFBEAF1FB080B0E1B042B1A3B104B265B2C6B227B388B3E9B34AB4ABB40CB56DB5CEB52FB690B6F1B652B7B3B714B875B8D6B837B998B9F9B95ABABBBA1CBB7DBBDEBB3FBCA0BC01BD62BDC3BD24BE85BEE6BE47BFA8BF09C06AC0CBC02CC18DC1EEC14FC2B0C211C372C3D3C334C495C4F6C457C5B8C519C67AC6DBC63CC79DC7FEC75FC8C0C821C982C9E3C944CAA5CA06CB67CBC8CB29CC8ACCEBCC4CCDADCD0ECE6FCED0CE31CF92CFF3CF54D0B5D016D177D1D8D139D29AD2FBD25CD3BDD31ED47FD4E0D441D5A2D503D664D6C5D626D787D7E8D749D8AAD80BD96CD9CDD92EDA8FDAF0DA51DBB2DB13DC74DCD5DC36DD97DDF8DD59DEBADE1BDF7CDFDDDF3EE09FE000E161E1C2E123E284E2E5E246E3A7E308E469E4CAE42BE58CE5EDE54EE6AFE610E771E7D2E733E894E8F5E856E9B7E918EA79EADAEA3BEB9CEBFDEB5EECBFEC20ED81EDE2ED43EEA4EE05EF66EFC7EF28F089F0EAF04BF1ACF10DF26EF2CFF230F391F3F2F353F4B4F415F576F5D7F538F699F6FAF65BF7BCF71DF87EF8DFF840F9A1F902FA63FAC4FA25FB86FBE7FB48FCA9FC0AFD6BFDCCFD2DFE8EFEEFFE50FFB1FF12007300D40035019601F7015802B9021A037B03DC033D049E04FF046005C10522068306E4064507A60707086808C9082A098B09EC094D0AAE0A0F0B700BD10B320C930CF40C550DB60D170E780ED90E3A0F9B0FFC0F5D10BE101F118011E1114212A31204136513C61327148814E9144A15AB150C166D16CE162F179017F1175218B31814197519D619371A981AF91A5A1BBB1B1C1C7D1CDE1C3F1DA01D011E621EC31E241F851FE61F4720A82009216A21CB212C228D22EE224F23B02311247224D32434259525F6255726B82619277A27DB273C289D28FE285F29C029212A822AE32A442BA52B062C672CC82C292D8A2DEB2D4C2EAD2E0E2F6F2FD02F31309230F3305431B53116327732D83239339A33FB335C34BD341E357F35E0354136A23603376437C53726388738E8384939AA390B3A6C3ACD3A2E3B8F3BF03B513CB23C133D743DD53D363E973EF83E593FBA3F1B407C40DD403E419F410042"> : tensor<513xi16>) : () -> tensor<513xi16>
    %1 = tosa.table %arg0, %0 : (tensor<4x64xi16>, tensor<513xi16>) -> tensor<4x64xi32>
    return %1 : tensor<4x64xi32>
  }
  func.func @test_table_i8_splat_256(%arg0: tensor<16xi8>) -> tensor<16xi8> {
    %0 = tosa.const  values(dense<5> : tensor<256xi8>) : () -> tensor<256xi8>
    %1 = tosa.table %arg0, %0 : (tensor<16xi8>, tensor<256xi8>) -> tensor<16xi8>
    return %1 : tensor<16xi8>
  }
  func.func @test_enum_long_form_outside_enum_ops(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.add %arg0, %arg0 {note_nan = #tosa.nan_mode<IGNORE>, note_resize = #tosa.resize_mode<BILINEAR>, note_round = #tosa.rounding_mode<DOUBLE_ROUND>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @test_generic_form_input(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>) -> tensor<3x2xi8> {
    %0 = tosa.maximum %arg0, %arg1 : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
    %1 = tosa.transpose %0 perms([1, 0]) : (tensor<2x3xi32>) -> tensor<3x2xi32>
    %2 = tosa.cast %1  : (tensor<3x2xi32>) -> tensor<3x2xi8>
    return %2 : tensor<3x2xi8>
  }
  func.func @test_discardable_attrs_sorted_with_properties(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = tosa.clamp %arg0 min_val(0.000000e+00 : f32) max_val(6.000000e+00 : f32) {aa_note = 1 : i32, zz_note = "last"} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = tosa.exp %0 {tosa.description = "discardable on a plain op"} : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func @test_acc_type_forms(%arg0: tensor<1x4x4x4xi8>, %arg1: tensor<1x4x4x4xi16>, %arg2: tensor<1x4x4x4xf16>) -> (tensor<1x2x2x4xi8>, tensor<1x2x2x4xi16>, tensor<1x2x2x4xf16>, tensor<1x2x2x4xf16>) {
    %0 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<0> : tensor<1xi16>) : () -> tensor<1xi16>
    %2 = tosa.const  values(dense<0.000000e+00> : tensor<1xf16>) : () -> tensor<1xf16>
    %3 = tosa.avg_pool2d %arg0, %0, %0 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) acc_type(i32) : (tensor<1x4x4x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi8>
    %4 = tosa.avg_pool2d %arg1, %1, %1 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) acc_type(i32) : (tensor<1x4x4x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x2x2x4xi16>
    %5 = tosa.avg_pool2d %arg2, %2, %2 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) acc_type(f16) : (tensor<1x4x4x4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x4xf16>
    %6 = tosa.avg_pool2d %arg2, %2, %2 kernel([2, 2]) stride([2, 2]) pad([0, 0, 0, 0]) acc_type(f32) : (tensor<1x4x4x4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x4xf16>
    return %3, %4, %5, %6 : tensor<1x2x2x4xi8>, tensor<1x2x2x4xi16>, tensor<1x2x2x4xf16>, tensor<1x2x2x4xf16>
  }
  func.func @test_unsigned_zero_point_bit_pattern(%arg0: tensor<16xi8>) -> tensor<16xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-128> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(true) output_unsigned(false) : (tensor<16xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<16xi8>
    return %4 : tensor<16xi8>
  }
}

