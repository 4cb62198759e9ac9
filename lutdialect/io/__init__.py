"""Graph I/O: reading and writing TOSA graphs as MLIR text and as flatbuffers.

Kept apart from verification (``lutdialect.verify``) and from the passes: every
tool reads a graph into an xDSL module here and writes it back here.

* :mod:`.errors` -- :class:`~.errors.GraphError`, the one-line user error;
* :mod:`.context` -- the xDSL context graphs are parsed in;
* :mod:`.mlir` -- MLIR text: a parser that records ``file:line:col`` and reports
  progress, with one-line errors;
* :mod:`.graph` -- files and ``-``: format detection, reading, atomic writing that
  honours the umask, the pluggable ``.tosa`` reader/writer (:data:`.graph.TOSA_IO`);
* :mod:`.native` -- the default ``.tosa`` reader/writer, in-process on
  :mod:`.flatbuffer` (the schema modules of ``tosa-tools``);
* :mod:`.tosa_opt` -- the fallback ``.tosa`` reader/writer that goes through ``tosa-opt``.
"""
