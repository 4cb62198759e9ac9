// RUN: %python -c "import sys; sys.stdout.buffer.write(b'\x89PNG\r\n\x1a\n\xff')" > %t.bin.mlir
// RUN: not lutdialect-opt %t.bin.mlir 2>&1 | filecheck %s --check-prefix=BINARY
// RUN: cp %s %t.txt
// RUN: not lutdialect-opt %t.txt 2>&1 | filecheck %s --check-prefix=SUFFIX
// RUN: lutdialect-opt -f mlir %t.txt | filecheck %s --check-prefix=FRONTEND
// RUN: lutdialect fold %s -o %t.tosa --quiet
// RUN: lutdialect-opt %t.tosa | filecheck %s --check-prefix=TOSA
// RUN: head -c 100 %t.tosa > %t.truncated.tosa
// RUN: not lutdialect-opt %t.truncated.tosa 2>&1 | filecheck %s --check-prefix=TRUNCATED

// What lutdialect-opt reads: .mlir text (not binary data), .tosa flatbuffers, and any
// file as MLIR with -f mlir; everything else is a one-line error naming the file.

// BINARY-NOT:    Traceback
// BINARY:        {{^}}lutdialect-opt: error: {{.*}}.bin.mlir: not MLIR text: byte 0x89 at offset 0 is not UTF-8{{$}}
// BINARY-NOT:    {{.}}

// SUFFIX-NOT:    Traceback
// SUFFIX:        {{^}}lutdialect-opt: error: {{.*}}.txt: unrecognized file extension '.txt' (expected .mlir or .tosa; -f mlir reads any file as MLIR text){{$}}
// SUFFIX-NOT:    {{.}}

// FRONTEND-LABEL: func.func @negate
// FRONTEND:       tosa.negate

// TOSA-LABEL:    func.func @main
// TOSA:          tosa.negate %{{.*}} : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>

// TRUNCATED-NOT: Traceback
// TRUNCATED:     {{^}}lutdialect-opt: error: {{.*}}.truncated.tosa: unreadable TOSA flatbuffer (cannot load it: truncated or corrupt){{$}}
// TRUNCATED-NOT: {{.}}
func.func @negate(%x: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.negate %x, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
