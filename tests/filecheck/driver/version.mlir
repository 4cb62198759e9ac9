// RUN: lutdialect-opt --version | filecheck %s --check-prefix=OPT
// RUN: lutdialect --version | filecheck %s --check-prefix=CLI
// RUN: lutdialect-opt --help | filecheck %s --check-prefix=HELP
// RUN: not lutdialect 2>&1 | filecheck %s --check-prefix=BARE

// Both commands name themselves, the project version and the xDSL version; bare
// `lutdialect` prints its usage and fails.

// OPT:      {{^}}lutdialect-opt {{[0-9]+\.[0-9]+\.[0-9]+}} (xDSL 0.75.{{[0-9]+}}){{$}}
// CLI:      {{^}}lutdialect {{[0-9]+\.[0-9]+\.[0-9]+}} (xDSL 0.75.{{[0-9]+}}){{$}}
// HELP:     {{^}}usage: lutdialect-opt
// HELP-NOT: xdsl-opt
// BARE:     {{^}}usage: lutdialect
// BARE:     {{^}}lutdialect: error: a command is required (fold or verify; see --help){{$}}
