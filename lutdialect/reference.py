"""Harness around the TOSA reference model shipped by ``tosa-tools``.

The reference model is the oracle every semantics function and every rewrite is
judged against. It only reads flatbuffers, so a graph in MLIR text is first
serialised by ``tosa-opt --tosa-serialize``. Both tools are optional at import
time: ``tosa_reference_model`` is imported lazily and a missing tool raises
:class:`ReferenceUnavailable` when it is actually needed.

The Python binding of the reference model reinterprets input buffers byte by byte
(an ``int32`` array fed to an ``i16`` input is silently truncated), so
:func:`run_graph` converts inputs to the dtype the graph's arguments declare --
read from the IR when it is given a module (:func:`signature_of`), or passed in as a
:class:`Signature` -- and refuses integer values that do not fit (floats are rounded
to the declared type).
``i4`` and ``i48`` inputs are not accepted by the binding at all: put such values
in a ``tosa.const`` instead.

Two behaviours of the reference model to know about: after a REQUIRE fails it stops
computing (the outputs of an UNPREDICTABLE run are mostly zeros, not per-element
results), and integer division by zero is reported and then kills the process with
SIGFPE, so such graphs must run in a child process.
"""

from __future__ import annotations

import contextlib
import ctypes
import enum
import functools
import importlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from xdsl.dialects.builtin import ModuleOp

__all__ = [
    "TARGET",
    "GraphStatus",
    "ReferenceError",
    "ReferenceResult",
    "ReferenceUnavailable",
    "Signature",
    "deserialize",
    "numpy_dtype",
    "run_graph",
    "run_tosa_opt",
    "serialize",
    "signature_of",
    "tosa_opt",
]

_INSTALL_HINT = "pip install 'lutdialect[test]'"

_EXTENSIONS = (
    "int16",
    "int4",
    "bf16",
    "fp8e4m3",
    "fp8e5m2",
    "doubleround",
    "inexactround",
)
TARGET = f"specification_version=1.0 profiles=pro_int,pro_fp extensions={','.join(_EXTENSIONS)}"
"""The target attached before serialising: every profile and 1.0 extension whose
types or rounding modes our graphs use (int16, DOUBLE_ROUND, INEXACT_ROUND, bf16,
fp8), stamped TOSA 1.0 -- what downstream compilers such as Vela read -- rather
than the serialiser's own draft version."""


class GraphStatus(enum.Enum):
    """Outcome of a reference run, as the TOSA spec defines it."""

    VALID = "valid"
    UNPREDICTABLE = "unpredictable"  # a REQUIRE failed: outputs are meaningless
    ERROR = "error"  # an ERROR_IF fired: the graph itself is invalid


@dataclass(frozen=True)
class ReferenceResult:
    outputs: list[npt.NDArray[Any]]
    status: GraphStatus


class ReferenceError(Exception):
    """The oracle could not run the graph (e.g. ``tosa-opt`` rejected it)."""


class ReferenceUnavailable(ReferenceError):
    """``tosa-tools`` is not installed."""


@functools.cache
def tosa_opt() -> str:
    """Path of ``tosa-opt``: the native binary inside the ``tosa-tools``
    distribution, else the script next to the running interpreter, else on PATH.

    The console script ``tosa-opt`` is a Python shim that starts an interpreter
    before the binary (about 0.2 s a call); the oracle calls it for every graph,
    so the binary itself is preferred. The script beside the interpreter comes
    before ``PATH``, which may hold another installation's (a virtualenv used without
    activating it).
    """
    try:
        native = Path(str(metadata.distribution("tosa-tools").locate_file("bin/tosa-opt")))
    except metadata.PackageNotFoundError:
        native = None
    if native is not None and native.is_file() and os.access(native, os.X_OK):
        return str(native)
    beside = Path(sys.executable).parent / "tosa-opt"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    found = shutil.which("tosa-opt")
    if found is not None:
        return found
    raise ReferenceUnavailable(f"tosa-opt not found; install it with {_INSTALL_HINT}")


def run_tosa_opt(args: Sequence[str], stdin: str, *, what: str | None = None) -> None:
    """Run ``tosa-opt`` on ``stdin``; results go to the files ``args`` name.

    ``tosa-opt`` prints version warnings on stdout, so nothing is read from it. A
    failure raises :class:`ReferenceError` with ``tosa-opt``'s first error line,
    prefixed with ``tosa-opt rejects {what}:`` when ``what`` is given.
    """
    proc = subprocess.run(
        [tosa_opt(), "-", *args], input=stdin, capture_output=True, text=True, check=False
    )
    if proc.returncode != 0:
        first = _first_error(proc.stderr)
        raise ReferenceError(first if what is None else f"tosa-opt rejects {what}: {first}")


def _first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    return lines[0] if lines else "tosa-opt failed"


def serialize(
    graph: str | ModuleOp,
    *,
    attach_target: bool = True,
    retain_names: bool = False,
    what: str | None = None,
) -> bytes:
    """MLIR text (or an xDSL module) to a TOSA flatbuffer.

    ``attach_target`` replaces any ``tosa.target_env`` of the module with
    :data:`TARGET`; pass False to keep the module's own. ``retain_names`` keeps the
    ``tosa.tensor_name`` of arguments and results as the graph's input/output names.
    """
    text = graph if isinstance(graph, str) else str(graph)
    with tempfile.TemporaryDirectory(prefix="lutdialect-") as tmp:
        out = Path(tmp) / "graph.tosa"
        args = [f"--tosa-attach-target={TARGET}"] if attach_target else []
        option = f"tosa-flatbuffer-filename={out}"
        if retain_names:
            option += " retain-graph-input-output-names"
        args += [f"--tosa-serialize={option}", "-o", os.devnull]
        run_tosa_opt(args, text, what=what)
        return out.read_bytes()


@functools.lru_cache(maxsize=32)
def deserialize(
    blob: bytes, *, what: str | None = None, name: str | None = None, locations: bool = False
) -> str:
    """A TOSA flatbuffer as MLIR text; cached since callers rerun one blob on many inputs.

    ``locations`` keeps debug info: each op gets a ``loc("TENSOR-NAME"(...))``, the
    name of its result tensor in the flatbuffer. A failure names the flatbuffer as
    ``name`` (never the temporary file it was copied to), prefixed like
    :func:`run_tosa_opt` when ``what`` is given.
    """
    with tempfile.TemporaryDirectory(prefix="lutdialect-") as tmp:
        src, out = Path(tmp) / "graph.tosa", Path(tmp) / "graph.mlir"
        src.write_bytes(blob)
        args = ["--tosa-deserialize", f"--tosa-deserialize-filename={src}", "-o", str(out)]
        if locations:
            args += ["--mlir-print-debuginfo", "--mlir-print-local-scope"]
        try:
            run_tosa_opt(args, "module {}")
        except ReferenceUnavailable:
            raise
        except ReferenceError as e:
            message = str(e).replace(str(src), name or what or "the flatbuffer")
            raise ReferenceError(
                message if what is None else f"tosa-opt rejects {what}: {message}"
            ) from None
        return out.read_text()


_FUNC = re.compile(r"func\.func\s+(?:private\s+)?@([\w$.]+)\s*\(")
_TENSOR = re.compile(r"tensor<([^<>]*)>")


def _split_signature(text: str) -> tuple[str, str]:
    """Argument list and result part of the entry function (``@main``, else the first)."""
    matches = list(_FUNC.finditer(text))
    if not matches:
        raise ReferenceError("no func.func in graph")
    entry = next((m for m in matches if m.group(1) == "main"), matches[0])
    depth, pos = 1, entry.end()
    while depth:
        depth += {"(": 1, ")": -1}.get(text[pos], 0)
        pos += 1
    args = text[entry.end() : pos - 1]
    body = text.find("{", pos)
    return args, text[pos:body]


def _tensor_types(part: str) -> list[tuple[tuple[int, ...] | None, str]]:
    """(shape, element) of each ``tensor<...>``; shape None when any dim is dynamic."""
    types: list[tuple[tuple[int, ...] | None, str]] = []
    for spec in _TENSOR.findall(part):
        *dims, element = spec.replace(" ", "").split("x")
        static = all(d.isdigit() for d in dims)
        types.append((tuple(int(d) for d in dims) if static else None, element))
    return types


TensorSpec = tuple[tuple[int, ...] | None, str]
"""(shape, element type) of a tensor; shape None when a dimension is dynamic."""


@dataclass(frozen=True)
class Signature:
    """Argument and result tensors of a graph's entry function."""

    inputs: tuple[TensorSpec, ...]
    outputs: tuple[TensorSpec, ...]


def _spec(t: object) -> TensorSpec:
    from xdsl.dialects.builtin import TensorType

    if not isinstance(t, TensorType):
        raise ReferenceError(f"{t} is not a ranked tensor")
    dims = tuple(int(d) for d in t.get_shape())  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType,reportUnknownVariableType]
    element = str(t.element_type)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
    return (None if any(d < 0 for d in dims) else dims), element


def signature_of(module: ModuleOp) -> Signature:
    """The entry function's signature (``@main``, else the first function), read
    from the IR."""
    from xdsl.dialects.func import FuncOp

    funcs = [op for op in module.ops if isinstance(op, FuncOp) and not op.is_declaration]
    if not funcs:
        raise ReferenceError("no func.func in graph")
    entry = next((f for f in funcs if f.sym_name.data == "main"), funcs[0])
    ft = entry.function_type
    return Signature(
        tuple(_spec(t) for t in ft.inputs.data), tuple(_spec(t) for t in ft.outputs.data)
    )


def _text_signature(text: str) -> Signature:
    """The entry function's signature from MLIR text (for graphs given as text or
    bytes, which are not parsed into IR here)."""
    args, results = _split_signature(text)
    return Signature(tuple(_tensor_types(args)), tuple(_tensor_types(results)))


def _flatbuffer_signature(blob: bytes) -> Signature:
    """The entry function's signature of a flatbuffer: read in-process (no
    subprocess), or from ``tosa-opt``'s text when the reader refuses the buffer."""
    from lutdialect.io.flatbuffer import FlatbufferError, read_flatbuffer

    try:
        return signature_of(read_flatbuffer(blob))
    except FlatbufferError:
        return _text_signature(deserialize(blob))


_RAW_BYTES = {"bf16": "bfloat16", "f8E4M3FN": "float8_e4m3fn", "f8E5M2": "float8_e5m2"}
"""Element types the binding only takes and gives as raw bytes, with their ml_dtypes name."""


def numpy_dtype(element: str) -> np.dtype[Any]:
    """The numpy dtype the reference model's Python binding wants for an MLIR element type.

    bf16 and fp8 use ``ml_dtypes`` (a dependency of ``tosa-tools``); they cross the
    binding as raw bytes.
    """
    simple = {
        "i1": np.bool_,
        "i8": np.int8,
        "i16": np.int16,
        "i32": np.int32,
        "i64": np.int64,
        "f16": np.float16,
        "f32": np.float32,
    }
    if element in simple:
        return np.dtype(simple[element])
    if element in _RAW_BYTES:
        # ml_dtypes comes with tosa-tools, not with lutdialect itself.
        ml_dtypes = importlib.import_module("ml_dtypes")
        return np.dtype(getattr(ml_dtypes, _RAW_BYTES[element]))
    raise ValueError(f"element type {element} is not supported by the reference binding")


def _to_input(
    value: npt.ArrayLike, shape: tuple[int, ...] | None, element: str
) -> npt.NDArray[Any]:
    array = np.asarray(value)
    if shape is not None and array.shape != shape:
        # The binding only checks the element count, so a transposed input would pass.
        raise ValueError(f"input of shape {array.shape} for tensor of shape {shape}")
    dtype = numpy_dtype(element)
    if dtype.kind in "iu" and array.dtype.kind in "iu" and array.dtype != dtype:
        info = np.iinfo(dtype)
        if array.size and (array.min() < info.min or array.max() > info.max):
            raise ValueError(f"input values do not fit {element} (pass signed bit patterns)")
    with np.errstate(invalid="ignore"):  # NaN to bf16/fp8 is a value, not an error
        converted = np.ascontiguousarray(array, dtype=dtype)
    if element in _RAW_BYTES:
        return converted.view(np.dtype(f"u{dtype.itemsize}"))
    return converted


def _from_output(raw: npt.NDArray[Any], element: str) -> npt.NDArray[Any]:
    """bf16/fp8 outputs come back as opaque bytes; view them as their real type."""
    if element not in _RAW_BYTES:
        return raw
    return raw.view(numpy_dtype(element))


_Runner = Callable[[bytes, list[npt.NDArray[Any]]], tuple[list[npt.NDArray[Any]], Any]]


@contextlib.contextmanager
def native_output_silenced(fds: Sequence[int] = (1, 2)) -> Generator[None]:
    """Point file descriptors ``fds`` (default stdout and stderr) at /dev/null for
    the duration.

    The reference model's C++ code writes there directly: a version warning on
    every run of a TOSA 1.0 flatbuffer, REQUIRE/ERROR_IF logs and even debugger
    backtraces. C's ``stdout`` is block-buffered when not a terminal, so it is
    flushed before the descriptors are restored, or what it holds surfaces later.
    """
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    saved = [(fd, os.dup(fd)) for fd in fds]
    try:
        with open(os.devnull, "wb") as null:
            for fd in fds:
                os.dup2(null.fileno(), fd)
        yield
    finally:
        ctypes.CDLL(None).fflush(None)
        for fd, copy in saved:
            os.dup2(copy, fd)
            os.close(copy)


def _runner() -> _Runner:
    """The binding's ``run``, imported on first use so this module imports without it."""
    try:
        module = importlib.import_module("tosa_reference_model")
    except ImportError as exc:
        raise ReferenceUnavailable(
            f"tosa_reference_model not importable; install it with {_INSTALL_HINT}"
        ) from exc
    return cast(_Runner, module.run)


_SURVIVED: set[tuple[int, int]] = set()
"""The graphs the reference model ran once, in a child process, without crashing: by
length and hash (a graph's bytes keep their hash, computed once; the graphs are not
kept alive)."""


def _crash(run: _Runner, blob: bytes, feeds: list[npt.NDArray[Any]]) -> str | None:
    """Why the reference model ends the process on ``blob`` (``None``: it does not).
    Some graphs its checks should refuse crash it instead (a segmentation fault on an
    i32 rescale with a non-zero output zero point, which MLIR's verifier rejects):
    each graph is run first in a forked child, once, and only a graph that ran there
    is run here. Where processes cannot be forked, it is run here alone."""
    key = (len(blob), hash(blob))
    if key in _SURVIVED or not hasattr(os, "fork"):
        return None
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    read, write = os.pipe()
    try:
        pid = os.fork()
    except OSError:
        os.close(read)
        os.close(write)
        return None
    if pid == 0:  # the child: run, say it returned, and leave without Python's clean-up
        os.close(read)
        try:
            with contextlib.suppress(Exception):  # the parent's to see, on its own run
                run(blob, feeds)
            os.write(write, b"returned")
        finally:
            os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        returned = pipe.read() == b"returned"
    _, status = os.waitpid(pid, 0)
    if os.WIFSIGNALED(status):
        import signal

        number = os.WTERMSIG(status)
        try:
            name = signal.Signals(number).name
        except ValueError:  # a real-time signal has no name
            name = f"signal {number}"
        return f"the reference model crashed on the graph ({name}): it is not a valid TOSA graph"
    if not returned:  # it called exit() itself
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else status
        return (
            f"the reference model ended the process on the graph (exit status {code}): "
            "it is not a valid TOSA graph"
        )
    if len(_SURVIVED) >= 1024:  # a long-lived process
        _SURVIVED.clear()
    _SURVIVED.add(key)
    return None


_STATUS = {
    "TOSA_VALID": GraphStatus.VALID,
    "TOSA_UNPREDICTABLE": GraphStatus.UNPREDICTABLE,
}


def run_graph(
    graph: str | bytes | ModuleOp,
    inputs: Sequence[npt.ArrayLike],
    *,
    signature: Signature | None = None,
    isolated: bool = False,
) -> ReferenceResult:
    """Run a graph on the reference model.

    ``inputs`` follow the entry function's arguments and are converted to their
    declared dtypes (integers must already be signed bit patterns that fit). The
    types come from ``signature`` when given, else from the module's IR, else from
    the flatbuffer read in-process (``tosa-opt``'s text if the reader refuses it), else
    from the text. A graph the reference model refuses to build (say, an op/type
    combination it does not implement) raises :class:`ReferenceError`; ERROR_IFs
    found while running give ``GraphStatus.ERROR``. ``isolated``: the first run of
    each graph is made in a child process too, so that a graph that crashes the
    reference model raises :class:`ReferenceError` (see :func:`_crash`; a user's
    graph, as ``lutdialect verify`` is given).
    """
    run = _runner()
    if isinstance(graph, bytes):
        blob = graph
        sig = signature or _flatbuffer_signature(graph)
    elif isinstance(graph, str):
        blob = serialize(graph)
        sig = signature or _text_signature(graph)
    else:
        blob = serialize(graph)
        sig = signature or signature_of(graph)
    if len(sig.inputs) != len(inputs):
        raise ValueError(f"graph takes {len(sig.inputs)} inputs, got {len(inputs)}")
    feeds = [_to_input(v, *t) for v, t in zip(inputs, sig.inputs, strict=True)]
    crash = _crash(run, blob, feeds) if isolated else None
    if crash is not None:
        raise ReferenceError(crash)
    try:
        outs, status = run(blob, feeds)
    except ValueError as exc:
        raise ReferenceError(str(exc)) from exc
    outputs = [_from_output(o, e) for o, (_, e) in zip(outs, sig.outputs, strict=True)]
    return ReferenceResult(outputs, _STATUS.get(str(status.name), GraphStatus.ERROR))
