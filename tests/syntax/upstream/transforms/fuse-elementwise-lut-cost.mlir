// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/transforms/fuse-elementwise-lut-cost.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
module {
  func.func @scalar_mul_not_profitable(%arg0: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
    %0 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %1 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %2 = tosa.const  values(dense<-3> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %4 = tosa.rescale %arg0, %0, %1, %2, %3 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
    %5 = tosa.const  values(dense<3> : tensor<1xi8>) : () -> tensor<1xi8>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %10 = tosa.rescale %5, %6, %7, %8, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %11 = tosa.const_shape  values(dense<1> : tensor<3xindex>) : () -> !tosa.shape<3>
    %12 = tosa.reshape %10, %11 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %13 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.mul %4, %12, %13 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
    %15 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %16 = tosa.const  values(dense<32> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %18 = tosa.const  values(dense<2> : tensor<1xi8>) : () -> tensor<1xi8>
    %19 = tosa.rescale %14, %15, %16, %17, %18 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
    return %19 : tensor<1x16x64xi8>
  }
}

// -----
module {
  func.func @tanh_tail_joins_a_dram_bound_pass_not_profitable(%arg0: tensor<1x16x64xi8>) -> tensor<1x16x64xi8> {
    %0 = tosa.const  values(dense<127> : tensor<1xi8>) : () -> tensor<1xi8>
    %1 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %2 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %3 = tosa.const  values(dense<-16> : tensor<1xi8>) : () -> tensor<1xi8>
    %4 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %5 = tosa.rescale %arg0, %1, %2, %3, %4 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
    %6 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %7 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %8 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %9 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %10 = tosa.rescale %0, %6, %7, %8, %9 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %11 = tosa.const_shape  values(dense<1> : tensor<3xindex>) : () -> !tosa.shape<3>
    %12 = tosa.reshape %10, %11 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %13 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %14 = tosa.mul %5, %12, %13 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
    %15 = tosa.const  values(dense<1082196484> : tensor<1xi32>) : () -> tensor<1xi32>
    %16 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %17 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %18 = tosa.const  values(dense<-16> : tensor<1xi8>) : () -> tensor<1xi8>
    %19 = tosa.rescale %14, %15, %16, %17, %18 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
    %20 = tosa.const  values(dense<127> : tensor<1xi8>) : () -> tensor<1xi8>
    %21 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %22 = tosa.const  values(dense<11> : tensor<1xi8>) : () -> tensor<1xi8>
    %23 = tosa.const  values(dense<-16> : tensor<1xi8>) : () -> tensor<1xi8>
    %24 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %25 = tosa.rescale %19, %21, %22, %23, %24 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
    %26 = tosa.const  values(dense<1077969154> : tensor<1xi32>) : () -> tensor<1xi32>
    %27 = tosa.const  values(dense<12> : tensor<1xi8>) : () -> tensor<1xi8>
    %28 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %29 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %30 = tosa.rescale %20, %26, %27, %28, %29 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %31 = tosa.const_shape  values(dense<1> : tensor<3xindex>) : () -> !tosa.shape<3>
    %32 = tosa.reshape %30, %31 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %33 = tosa.add %25, %32 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>) -> tensor<1x16x64xi32>
    %34 = tosa.const  values(dense<1717986918> : tensor<1xi32>) : () -> tensor<1xi32>
    %35 = tosa.const  values(dense<50> : tensor<1xi8>) : () -> tensor<1xi8>
    %36 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %37 = tosa.const  values(dense<-39> : tensor<1xi8>) : () -> tensor<1xi8>
    %38 = tosa.rescale %33, %34, %35, %36, %37 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
    %39 = tosa.const  values(dense<"0x8081818181828283838384848585868687878888898A8A8B8B8C8D8E8E8F909192939495969798999A9B9C9E9FA0A2A3A4A6A7A9AAACAEAFB1B3B5B6B8BABCBEC0C2C4C7C9CBCDCFD2D4D6D9DBDEE0E3E5E8EAEDEFF2F4F7F9FCFF010406090B0E101315181A1D1F222426292B2D2F313436383A3C3E4042434547494A4C4E4F515254555658595A5C5D5E5F606162636465666768696A6A6B6C6D6D6E6E6F70707171727273737474757575767677777777787878797979797A7A7A7A7A7B7B7B7B7B7C7C7C7C7C7C7C7C7D7D7D7D7D7D7D7D7D7D7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F7F"> : tensor<256xi8>) : () -> tensor<256xi8>
    %40 = tosa.table %38, %39 : (tensor<1x16x64xi8>, tensor<256xi8>) -> tensor<1x16x64xi8>
    %41 = tosa.const  values(dense<127> : tensor<1xi8>) : () -> tensor<1xi8>
    %42 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %43 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %44 = tosa.const  values(dense<-4> : tensor<1xi8>) : () -> tensor<1xi8>
    %45 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %46 = tosa.rescale %40, %42, %43, %44, %45 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1x16x64xi32>
    %47 = tosa.const  values(dense<1073741824> : tensor<1xi32>) : () -> tensor<1xi32>
    %48 = tosa.const  values(dense<30> : tensor<1xi8>) : () -> tensor<1xi8>
    %49 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %50 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %51 = tosa.rescale %41, %47, %48, %49, %50 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<1xi32>
    %52 = tosa.const_shape  values(dense<1> : tensor<3xindex>) : () -> !tosa.shape<3>
    %53 = tosa.reshape %51, %52 : (tensor<1xi32>, !tosa.shape<3>) -> tensor<1x1x1xi32>
    %54 = tosa.const  values(dense<0> : tensor<1xi8>) : () -> tensor<1xi8>
    %55 = tosa.mul %46, %53, %54 : (tensor<1x16x64xi32>, tensor<1x1x1xi32>, tensor<1xi8>) -> tensor<1x16x64xi32>
    %56 = tosa.const  values(dense<1082196484> : tensor<1xi32>) : () -> tensor<1xi32>
    %57 = tosa.const  values(dense<37> : tensor<1xi8>) : () -> tensor<1xi8>
    %58 = tosa.const  values(dense<0> : tensor<1xi32>) : () -> tensor<1xi32>
    %59 = tosa.const  values(dense<-4> : tensor<1xi8>) : () -> tensor<1xi8>
    %60 = tosa.rescale %55, %56, %57, %58, %59 scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) : (tensor<1x16x64xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x16x64xi8>
    return %60 : tensor<1x16x64xi8>
  }
}

