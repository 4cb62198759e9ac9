"""Command-line tools: ``lutdialect-opt`` and ``lutdialect``."""
