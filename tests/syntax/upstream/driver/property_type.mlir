// iree-opt's print (iree-base-compiler 3.13.0) of tests/filecheck/driver/property_type.mlir, chunk by chunk;
// made by tests/syntax/regenerate.py, do not edit.
// left out: neither tosa-opt nor iree-opt reads this chunk
