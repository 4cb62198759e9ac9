"""Pure, vectorised TOSA 1.0 element-wise semantics (numpy in, numpy out, no IR)."""
