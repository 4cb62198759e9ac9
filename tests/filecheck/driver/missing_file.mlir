// RUN: not lutdialect-opt %s.does-not-exist 2>&1 | filecheck %s

// A missing input file is one line naming the file, not a traceback.

// CHECK-NOT: Traceback
// CHECK:     {{^}}lutdialect-opt: error: No such file or directory: {{.*}}missing_file.mlir.does-not-exist{{$}}
// CHECK-NOT: {{.}}
