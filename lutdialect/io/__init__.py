"""Graph I/O: reading and writing TOSA graphs as MLIR text and as flatbuffers.

Kept apart from verification (``lutdialect.verify``) and from the passes: every
tool reads a graph into an xDSL module here and writes it back here.
"""
