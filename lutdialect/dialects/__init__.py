"""xDSL dialects: lutdialect models TOSA 1.0."""
