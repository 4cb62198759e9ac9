// RUN: not lutdialect-opt %s --tosa-syntax=mlir-2027 2>&1 | filecheck %s --check-prefix=CHECK-OPT-BAD
// RUN: not lutdialect fold %s -o - --tosa-syntax=mlir-2027 2>&1 | filecheck %s --check-prefix=CHECK-FOLD-BAD
// RUN: lutdialect-opt %s | filecheck %s --check-prefix=CHECK-DEFAULT
// RUN: lutdialect-opt %s --tosa-syntax=tosa-tools | filecheck %s --check-prefix=CHECK-DEFAULT
// RUN: lutdialect-opt %s --tosa-syntax=upstream | filecheck %s --check-prefix=CHECK-UP
// RUN: lutdialect-opt %s --tosa-syntax=upstream | lutdialect-opt | filecheck %s --check-prefix=CHECK-DEFAULT
// RUN: lutdialect-opt %s --tosa-syntax=upstream --print-op-generic | filecheck %s --check-prefix=CHECK-GENERIC
// RUN: lutdialect fold %s -o - --quiet --tosa-syntax=upstream | filecheck %s --check-prefix=CHECK-UP
// RUN: lutdialect fold %s -o %t.mlir --quiet --tosa-syntax=upstream
// RUN: lutdialect fold %t.mlir -o - --quiet | filecheck %s --check-prefix=CHECK-DEFAULT
// RUN: xdsl-opt %s -p fold-dyt-lut | filecheck %s --check-prefix=CHECK-DEFAULT

// --tosa-syntax picks the TOSA syntax of the output: tosa-tools (the default, what
// tosa-opt of tosa-tools 2026.8 reads) or upstream (what newer MLIR, e.g. iree-opt 3.13,
// reads); either is read back with no option. An unknown name is one line. Plain xdsl-opt
// prints the default; --print-op-generic prints the generic form whatever the syntax.

// CHECK-OPT-BAD-NOT:  Traceback
// CHECK-OPT-BAD:      {{^}}lutdialect-opt: error: argument --tosa-syntax: invalid choice: 'mlir-2027' (choose from 'tosa-tools', 'upstream'){{$}}
// CHECK-OPT-BAD-NOT:  {{.}}

// CHECK-FOLD-BAD-NOT: Traceback
// CHECK-FOLD-BAD:     {{^}}lutdialect: error: argument --tosa-syntax: invalid choice: 'mlir-2027' (choose from 'tosa-tools', 'upstream'){{$}}
// CHECK-FOLD-BAD-NOT: {{.}}

// CHECK-DEFAULT-LABEL: func.func @syntax(
// CHECK-DEFAULT:       tosa.argmax %{{.*}} {axis = 0 : i32} : (tensor<4x2xi8>) -> tensor<2xi32>
// CHECK-DEFAULT-NEXT:  tosa.rescale %{{.*}} {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} :

// CHECK-UP-LABEL: func.func @syntax(
// CHECK-UP:       tosa.argmax %{{.*}} axis(0) : (tensor<4x2xi8>) -> tensor<2xi32>
// CHECK-UP-NEXT:  tosa.rescale %{{.*}} scale32(true) rounding_mode<SINGLE_ROUND> per_channel(false) input_unsigned(false) output_unsigned(false) :

// CHECK-GENERIC:      "tosa.argmax"(%{{.*}}) <{axis = 0 : i32}> : (tensor<4x2xi8>) -> tensor<2xi32>
// CHECK-GENERIC-NEXT: "tosa.rescale"(%{{.*}}) <{input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, scale32 = true}> :
func.func @syntax(%x: tensor<4x2xi8>, %m: tensor<1xi32>, %s: tensor<1xi8>, %zp: tensor<1xi8>, %zp32: tensor<1xi32>) -> (tensor<2xi32>, tensor<4x2xi32>) {
  %0 = tosa.argmax %x {axis = 0 : i32} : (tensor<4x2xi8>) -> tensor<2xi32>
  %1 = tosa.rescale %x, %m, %s, %zp, %zp32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<4x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4x2xi32>
  return %0, %1 : tensor<2xi32>, tensor<4x2xi32>
}
