// RUN: not lutdialect-opt %s -p 'fold-dyt-lut{remarks=true' 2>&1 | filecheck %s --check-prefix=SYNTAX
// RUN: not lutdialect-opt %s -p 'fold-dyt-lut{remarks=yes}' 2>&1 | filecheck %s --check-prefix=BOOL
// RUN: not lutdialect-opt %s -p 'fuse-elementwise-lut{int16-max-error=-1}' 2>&1 | filecheck %s --check-prefix=RANGE

// A pass pipeline xDSL cannot parse, an option of the wrong type and an option out of
// its range (checked by the pass itself) are each one line, without a traceback.

// SYNTAX-NOT: Traceback
// SYNTAX:     {{^}}lutdialect-opt: error: bad pass pipeline 'fold-dyt-lut{remarks=true' at column 26: Malformed pass arguments, expected either a space or `}` here{{$}}
// SYNTAX-NOT: {{.}}

// BOOL-NOT:   Traceback
// BOOL:       {{^}}lutdialect-opt: error: bad pass pipeline 'fold-dyt-lut{remarks=yes}': fold-dyt-lut: option remarks=yes: Incompatible types: given ('yes',), expected <class 'bool'>{{$}}
// BOOL-NOT:   {{.}}

// RANGE-NOT:  Traceback
// RANGE:      {{^}}lutdialect-opt: error: bad pass pipeline 'fuse-elementwise-lut{int16-max-error=-1}': fuse-elementwise-lut: option int16-max-error=-1 is out of range (expected an integer from 0 to 65535){{$}}
// RANGE-NOT:  {{.}}
func.func @identity(%x: tensor<4xi8>) -> tensor<4xi8> {
  return %x : tensor<4xi8>
}
