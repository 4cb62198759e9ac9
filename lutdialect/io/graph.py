"""Graph files: format detection, reading, and atomic writing that honours the umask.

A graph is a ``.mlir`` text file or a ``.tosa`` flatbuffer (one function); ``-``
is stdin or stdout, in the format the caller names (MLIR text unless told
otherwise). Every failure a user can cause is a one-line :class:`GraphError` that
names the path the user gave.

``.tosa`` files are read and written by a :class:`TosaIO`, chosen by name from
:data:`TOSA_IO` (every tool offers the choice as ``--tosa-io``): ``native`` by
default (the flatbuffer read and written in-process, :mod:`lutdialect.io.native`),
``tosa-opt`` as the fallback (deserialise/serialise through MLIR's tool,
:mod:`lutdialect.io.tosa_opt`).
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal, Protocol

from lutdialect.io.errors import GraphError

if TYPE_CHECKING:
    # xDSL is imported where a graph is first read or written, not with this module:
    # ``lutdialect --help`` needs the registry and the formats only.
    from xdsl.context import Context
    from xdsl.dialects.builtin import ModuleOp
    from xdsl.dialects.func import FuncOp
    from xdsl.ir import Operation

    from lutdialect.io.mlir import FunctionHook, ParseProgress

__all__ = [
    "FORMATS",
    "GRAPH_SUFFIXES",
    "STDIO",
    "TOSA_IO",
    "GraphError",
    "GraphFormat",
    "LoadedGraph",
    "TosaIO",
    "check_writable",
    "functions",
    "graph_format",
    "invalid_op",
    "read_graph",
    "serialize",
    "tosa_io",
    "write_graph",
]

GraphFormat = Literal["mlir", "tosa"]
FORMATS: tuple[GraphFormat, ...] = ("mlir", "tosa")
GRAPH_SUFFIXES = (".tosa", ".mlir")
STDIO = "-"
"""The path that means stdin (reading) or stdout (writing)."""

TOSA_FILE_IDENTIFIER = b"TOSA"
"""Bytes 4..8 of every TOSA flatbuffer."""


class TosaIO(Protocol):
    """Reads and writes ``.tosa`` flatbuffers. ``name`` is the user's path (or
    ``<stdin>``/``<stdout>``), for messages; failures are :class:`GraphError`\\ s
    naming it (or ``ReferenceError`` when the writer's tool rejects the graph)."""

    name: str

    def read(
        self, blob: bytes, ctx: Context, name: str, progress: ParseProgress | None
    ) -> ModuleOp: ...

    def write(self, module: ModuleOp, name: str) -> bytes: ...


def _native_io() -> TosaIO:
    from lutdialect.io.native import NativeIO

    return NativeIO()


def _tosa_opt_io() -> TosaIO:
    from lutdialect.io.tosa_opt import TosaOptIO

    return TosaOptIO()


TOSA_IO: dict[str, Callable[[], TosaIO]] = {"native": _native_io, "tosa-opt": _tosa_opt_io}
"""``.tosa`` readers/writers by name; the first is the default."""


def tosa_io(name: str | None = None) -> TosaIO:
    """The ``.tosa`` reader/writer called ``name`` (default: the first registered)."""
    key = name or next(iter(TOSA_IO))
    if key not in TOSA_IO:
        raise GraphError(f"unknown .tosa reader/writer '{key}' (available: {', '.join(TOSA_IO)})")
    return TOSA_IO[key]()


@dataclass(frozen=True)
class LoadedGraph:
    """A parsed graph and, when it was read from a flatbuffer, those exact bytes
    (so verification runs the file itself, not a re-serialisation of it)."""

    module: ModuleOp
    flatbuffer: bytes | None = None


def graph_format(path: str | Path, fmt: str | None = None) -> GraphFormat:
    """The format of ``path``: its suffix says, else ``fmt`` (``-`` is MLIR text
    unless ``fmt`` says ``tosa``). No suffix and no ``fmt`` is a :class:`GraphError`."""
    if str(path) == STDIO:
        return "tosa" if fmt == "tosa" else "mlir"
    suffix = Path(path).suffix.lower()
    if suffix in GRAPH_SUFFIXES:
        return "tosa" if suffix == ".tosa" else "mlir"
    if fmt in FORMATS:
        return "tosa" if fmt == "tosa" else "mlir"
    shown = f"'{Path(path).suffix}'" if Path(path).suffix else "(no suffix)"
    raise GraphError(
        f"{path}: unknown graph format {shown} (expected .tosa or .mlir, or give --format)"
    )


def functions(module: ModuleOp) -> list[FuncOp]:
    """The module's top-level function definitions, in order."""
    from xdsl.dialects.func import FuncOp

    return [op for op in module.ops if isinstance(op, FuncOp) and not op.is_declaration]


def _existing(path: str | Path) -> Path:
    """``path`` as a ``Path``, if it names a file (checked before its suffix, so a
    missing file or a directory says so whatever its name)."""
    p = Path(path)
    if p.is_dir():
        raise GraphError(f"{p}: is a directory, not a graph file")
    if not p.exists():
        raise GraphError(f"{p}: no such file")
    return p


def _read_bytes(path: str | Path) -> tuple[bytes, str]:
    """The bytes of ``path`` (stdin for ``-``) and the name to report it by."""
    if str(path) == STDIO:
        return sys.stdin.buffer.read(), "<stdin>"
    p = _existing(path)
    try:
        return p.read_bytes(), str(p)
    except OSError as e:
        raise GraphError(f"{p}: cannot read: {e.strerror}") from None


def read_graph(
    path: str | Path,
    ctx: Context | None = None,
    *,
    fmt: str | None = None,
    tosa: str | None = None,
    progress: ParseProgress | None = None,
    on_function: FunctionHook | None = None,
) -> LoadedGraph:
    """Read a ``.tosa`` or ``.mlir`` graph (or ``-``) into an xDSL module, not yet
    verified. MLIR ops carry ``file:line:col`` locations, flatbuffer ops their
    tensor names; ``progress`` and ``on_function`` are passed to the parser."""
    from lutdialect.io.context import context
    from lutdialect.io.mlir import decode, parse_mlir

    ctx = ctx or context()
    if str(path) != STDIO:
        _existing(path)
    kind = graph_format(path, fmt)
    data, name = _read_bytes(path)
    if not data.strip():
        raise GraphError(f"{name}: empty file")
    if kind == "mlir":
        text = decode(data, name)
        return LoadedGraph(parse_mlir(text, ctx, name, progress=progress, on_function=on_function))
    if data[4:8] != TOSA_FILE_IDENTIFIER:
        text_like = data.lstrip()[:1] in (b"m", b"f", b"/", b"#")
        hint = " (it looks like MLIR text: use .mlir)" if text_like else ""
        raise GraphError(f"{name}: not a TOSA flatbuffer (no TOSA file identifier){hint}")
    return LoadedGraph(tosa_io(tosa).read(data, ctx, name, progress), data)


def serialize(module: ModuleOp, *, what: str = "the graph", tosa: str | None = None) -> bytes:
    """A single-function module as a TOSA flatbuffer that keeps the
    ``tosa.tensor_name`` of its arguments and results."""
    count = len(functions(module))
    if count != 1:
        raise GraphError(f"a .tosa flatbuffer holds one function, {what} has {count}")
    return tosa_io(tosa).write(module, what)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def check_writable(path: str | Path) -> None:
    """Fail now, before any expensive work, if ``path`` cannot be written."""
    if str(path) == STDIO:
        return
    p = Path(path)
    if p.is_dir():
        raise GraphError(f"{p}: is a directory")
    target, into = _target(p)
    if into:
        if not os.access(p, os.W_OK):
            raise GraphError(f"{p}: permission denied")
        return
    parent = target.parent
    if not parent.exists():
        raise GraphError(f"{p}: directory {parent} does not exist")
    if not parent.is_dir():
        raise GraphError(f"{p}: {parent} is not a directory")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise GraphError(f"{p}: permission denied (cannot create files in {parent})")
    if target.exists() and not os.access(target, os.W_OK):
        raise GraphError(f"{p}: permission denied (the file is read-only)")


def write_graph(
    module: ModuleOp,
    path: str | Path,
    *,
    fmt: str | None = None,
    flatbuffer: bytes | None = None,
    tosa: str | None = None,
    syntax: str | None = None,
) -> None:
    """Write ``module`` as ``.tosa`` or ``.mlir`` (by suffix, else ``fmt``); ``-`` is
    stdout. Files are replaced atomically (a failure never leaves a partial file)
    with the mode of the file they replace, or ``0666`` less the umask for a new
    one; a device or FIFO (``/dev/null``) is written into, never replaced.
    ``flatbuffer``, when given, is the module already serialised (e.g. the very
    bytes that were verified). MLIR text is in the TOSA syntax ``syntax`` (default:
    the default syntax, :mod:`lutdialect.syntax`)."""
    kind = graph_format(path, fmt)
    check_writable(path)
    if kind == "mlir":
        from lutdialect.io.mlir import print_mlir

        data = print_mlir(module, syntax).encode()
    else:
        where = "<stdout>" if str(path) == STDIO else str(path)
        data = flatbuffer if flatbuffer is not None else serialize(module, what=where, tosa=tosa)
    if str(path) == STDIO:
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    _replace(Path(path), data)


_LINKS_FOLLOWED = 40
"""Symbolic links followed before an output path is a loop (as the kernel's ELOOP)."""

_OPEN_FILES = ("/proc/", "/dev/fd/")
"""Where a link names a file some process has open (``/dev/stdout``, or a link in
``/proc/<pid>/fd`` itself, such as ``/dev/fd/1``): written into."""


def _target(path: Path) -> tuple[Path, bool]:
    """The file an output to ``path`` replaces, and whether it is instead to be
    written into: a path that is not a regular file once links are followed (a
    device such as ``/dev/null``, a FIFO), or a link to a file a process has open
    (``/dev/stdout`` -> ``/proc/self/fd/1``), whose replacement would cut what else
    is written there. A symbolic link to a regular file is followed: its target is
    replaced and the link stays."""
    current = path
    for _ in range(_LINKS_FOLLOWED):
        if not current.is_symlink():
            try:
                return current, not stat.S_ISREG(current.stat().st_mode)
            except OSError:
                return current, False
        link = os.readlink(current)
        if link.startswith(_OPEN_FILES) or os.path.realpath(current.parent).startswith("/proc/"):
            return path, True
        current = current.parent / link
    raise GraphError(f"{path}: too many levels of symbolic links")


def _replace(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path``: a regular file is replaced atomically (through a
    temporary file in its directory), a symbolic link's target too (the link stays);
    what :func:`_target` says is written into (``/dev/null``, a FIFO, ``/dev/stdout``)
    is opened and appended to, since renaming a file onto it would put a file in
    its place or cut off what else is written there."""
    target, into = _target(path)
    if into:
        try:
            with path.open("ab") as f:
                f.write(data)
        except OSError as e:
            raise GraphError(f"{path}: cannot write: {e.strerror}") from None
        return
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = 0o666 & ~_umask()
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as e:
        raise GraphError(f"{path}: cannot write: {e.strerror}") from None
    try:
        with os.fdopen(fd, "wb") as f:
            os.fchmod(f.fileno(), mode)
            f.write(data)
        os.replace(tmp, target)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise GraphError(f"{path}: cannot write: {e.strerror}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def invalid_op(module: ModuleOp) -> tuple[Operation, str] | None:
    """The first op that fails its verifier and the verifier's first line (cut short), or None
    (op by op, so that the caller can name the failing op's location; to verify a
    module again after a rewrite, keep one :class:`~lutdialect.io.op_verify.OpVerifier`)."""
    from lutdialect.io.op_verify import OpVerifier

    return OpVerifier().first_invalid(module)
