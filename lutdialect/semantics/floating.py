"""Float element-wise TOSA ops and the float-region policy: the public face of

* :mod:`.float_format` -- type limits, ``nan_mode``;
* :mod:`.libm` -- the C library's single-precision functions;
* :mod:`.float_ops` -- the op records and the bit-exact kernels;
* :mod:`.float_bounds` -- the spec's error bounds;
* :mod:`.float_ranges` -- exact ranges over intervals (monotonicity rules);
* :mod:`.float_region` -- float regions between integer casts, and the policy.

Which record, bound and range rule belong to which TOSA op is stated once, in the
op catalogue (``lutdialect.evaluator.catalogue``).
"""

from lutdialect.semantics.float_bounds import (
    CAST,
    ErrorBound,
    OpBound,
    Precise,
    Precision,
    spec_error_bound,
    ulp,
    ulp_error_bound,
)
from lutdialect.semantics.float_format import FORMATS, FloatFormat, NanMode
from lutdialect.semantics.float_ops import (
    FloatBinary,
    FloatUnary,
    binary,
    clamp,
    compare,
    unary,
)
from lutdialect.semantics.float_ranges import Interval
from lutdialect.semantics.float_region import (
    Binary,
    Clamp,
    Const,
    Expr,
    Input,
    RoundTrip,
    Unary,
    enclose,
    evaluate,
    robust_round_trip,
)

__all__ = [
    "CAST",
    "FORMATS",
    "Binary",
    "Clamp",
    "Const",
    "ErrorBound",
    "Expr",
    "FloatBinary",
    "FloatFormat",
    "FloatUnary",
    "Input",
    "Interval",
    "NanMode",
    "OpBound",
    "Precise",
    "Precision",
    "RoundTrip",
    "Unary",
    "binary",
    "clamp",
    "compare",
    "enclose",
    "evaluate",
    "robust_round_trip",
    "spec_error_bound",
    "ulp",
    "ulp_error_bound",
    "unary",
]
