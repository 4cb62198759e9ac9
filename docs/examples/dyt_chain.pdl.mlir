// The DyT chain of fold-dyt-lut, written in MLIR's PDL for comparison with the
// pattern layer (docs/architecture.md). xDSL's PDL interpreter matches it; the
// constraints that are not op kinds are native Python functions registered
// separately (`constant`, `one_use`), and a commuted mul needs a second pattern.
// The rewrite itself -- computing the folded table -- has no PDL form in xDSL 0.75
// (no `pdl.apply_native_rewrite`, no external `pdl.rewrite ... with`), so the
// bodies below only mark the match.
pdl.pattern @dyt_chain : benefit(1) {
  %x = pdl.operand
  %m1 = pdl.operand
  %s1 = pdl.operand
  %izp1 = pdl.operand
  %ozp1 = pdl.operand
  %t1 = pdl.type
  %dequantize = pdl.operation "tosa.rescale" (%x, %m1, %s1, %izp1, %ozp1 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) -> (%t1 : !pdl.type)
  %wide = pdl.result 0 of %dequantize
  %alpha = pdl.operand
  %shift = pdl.operand
  %t2 = pdl.type
  %scale = pdl.operation "tosa.mul" (%wide, %alpha, %shift : !pdl.value, !pdl.value, !pdl.value) -> (%t2 : !pdl.type)
  %product = pdl.result 0 of %scale
  %m2 = pdl.operand
  %s2 = pdl.operand
  %izp2 = pdl.operand
  %ozp2 = pdl.operand
  %t3 = pdl.type
  %requantize = pdl.operation "tosa.rescale" (%product, %m2, %s2, %izp2, %ozp2 : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value) -> (%t3 : !pdl.type)
  %narrow = pdl.result 0 of %requantize
  %lut = pdl.operand
  %t4 = pdl.type
  %table = pdl.operation "tosa.table" (%narrow, %lut : !pdl.value, !pdl.value) -> (%t4 : !pdl.type)
  pdl.apply_native_constraint "one_use"(%wide, %product, %narrow : !pdl.value, !pdl.value, !pdl.value)
  pdl.apply_native_constraint "constant"(%m1, %s1, %izp1, %ozp1, %alpha, %shift, %m2, %s2, %izp2, %ozp2, %lut : !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value, !pdl.value)
  pdl.rewrite %table {
  }
}
