"""The corpus of the syntax tests: every FileCheck input (written in the ``tosa-tools``
syntax), ``iree-opt``'s print of it (the ``upstream`` syntax, committed under
``tests/syntax/upstream``), the committed models, how to compare what was read, and how
the committed files are made (:func:`main`, run by ``tests/syntax/regenerate.py``).
"""

from __future__ import annotations

import argparse
import difflib
import hashlib
import importlib.util
import io
import os
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import Builtin, DenseResourceAttr, ModuleOp
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.printer import Printer

from lutdialect import reference

ROOT = Path(__file__).resolve().parents[3]
FILECHECK = ROOT / "tests" / "filecheck"
SYNTAX = ROOT / "tests" / "syntax"
UPSTREAM = SYNTAX / "upstream"
MODEL_DIGESTS = SYNTAX / "models.sha256"
MODELS = sorted((ROOT / "benchmarks" / "models").glob("*.tosa"))

SPLIT = "// -----"
_SPLIT_LINE = re.compile(r"^// -----.*\n?", re.MULTILINE)
LEFT_OUT = "// left out: neither tosa-opt nor iree-opt reads this chunk"
"""What a committed file holds for an input chunk no tool reads (an error case)."""

IREE_OPT_ENV = "IREE_OPT"
IREE_OPT_MISSING = (
    "iree-opt not found (pip install iree-base-compiler==3.13.0, or set IREE_OPT to its "
    "path); its committed output under tests/syntax is tested instead"
)


def _holds_ir(path: Path) -> bool:
    """Whether ``path`` has a line that is not a comment (some only check another file)."""
    return any(line.strip() and not line.lstrip().startswith("//") for line in path.open())


def filecheck_inputs() -> list[Path]:
    """Every FileCheck input that holds IR, in a stable order (not lit's ``Output``)."""
    found = FILECHECK.rglob("*.mlir")
    return sorted(
        p for p in found if "Output" not in p.relative_to(FILECHECK).parts and _holds_ir(p)
    )


def chunks(text: str) -> list[str]:
    """``text`` cut at its ``// -----`` lines, as ``--split-input-file`` does."""
    return _SPLIT_LINE.split(text)


def upstream_path(source: Path) -> Path:
    """Where ``iree-opt``'s print of the FileCheck input ``source`` is committed."""
    return UPSTREAM / source.relative_to(FILECHECK)


def upstream_chunks(source: Path) -> list[str | None]:
    """The committed ``iree-opt`` print of each chunk of ``source`` (``None``: left out)."""
    return [None if LEFT_OUT in c else c for c in chunks(upstream_path(source).read_text())]


def iree_opt() -> str | None:
    """The ``iree-opt`` to run: ``$IREE_OPT``, else the script beside the running
    interpreter (``iree-base-compiler`` installed in this environment), else ``None``.
    Never the one ``PATH`` finds: that may be another environment's (set ``IREE_OPT``
    to run it)."""
    if given := os.environ.get(IREE_OPT_ENV):
        return given
    beside = Path(sys.executable).parent / "iree-opt"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    return None


def run(cmd: Sequence[str], text: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(cmd), input=text, capture_output=True, text=True, check=False)


def _roundtrip_tool():  # pyright: ignore[reportUnknownParameterType]
    path = FILECHECK / "tools" / "roundtrip.py"
    spec = importlib.util.spec_from_file_location("roundtrip", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module  # pyright: ignore[reportUnknownVariableType]


_normalize = _roundtrip_tool().normalize  # pyright: ignore[reportUnknownMemberType]


_RESOURCE = re.compile(r"(dense_resource<[\w.]+?)(?:_\d+)?>")
_RESOURCE_KEY = re.compile(r"^(\s*[\w.]+?)(?:_\d+)?: \"0x", re.MULTILINE)


def unnumbered_resources(text: str) -> str:
    """``text`` without the ``_N`` xDSL appends to a resource key already taken (each
    parse of a text takes its keys again: ``table_blob`` becomes ``table_blob_0``)."""
    return _RESOURCE_KEY.sub(r'\1: "0x', _RESOURCE.sub(r"\1>", text))


def normalize(text: str) -> list[str]:
    """``text`` with SSA names blanked, whitespace collapsed and resource keys as first
    taken, as the FileCheck round trip compares xDSL's print with MLIR's
    (``tests/filecheck/tools/roundtrip.py``)."""
    return list(_normalize(unnumbered_resources(text)))  # pyright: ignore[reportUnknownArgumentType]


def digest(text: str) -> str:
    """The sha256 of ``text`` normalized (what ``models.sha256`` holds)."""
    return hashlib.sha256("\n".join(normalize(text)).encode()).hexdigest()


def model_digests() -> dict[str, str]:
    """The committed digest of ``iree-opt``'s print of each model, by file name."""
    lines = MODEL_DIGESTS.read_text().splitlines()
    return {name: value for value, name in (line.split() for line in lines if line.strip())}


def _comparable(module: ModuleOp, every_default: bool) -> ModuleOp:
    """A copy of ``module`` whose ``dense_resource`` keys are as first taken (each parse
    of a text takes its keys again: ``table_blob`` becomes ``table_blob_0``), without
    the properties MLIR always holds where they hold their default (an op's
    ``DEFAULT_VALUED``: ``nan_mode = PROPAGATE`` is what no ``nan_mode`` means), or
    without any property at its default if ``every_default``."""

    def unnumbered(value: Attribute) -> Attribute:
        if not isinstance(value, DenseResourceAttr):
            return value
        key = re.sub(r"_\d+$", "", value.resource_handle.data)
        return DenseResourceAttr.from_params(key, value.type)

    module = module.clone()
    for op in module.walk():
        held: frozenset[str] = getattr(op, "DEFAULT_VALUED", frozenset())
        defs = op.get_irdl_definition().properties if isinstance(op, IRDLOperation) else {}
        op.properties = {
            k: unnumbered(v)
            for k, v in op.properties.items()
            if not ((every_default or k in held) and k in defs and defs[k].default_value == v)
        }
        op.attributes = {k: unnumbered(v) for k, v in op.attributes.items()}
    return module


def _canonical(module: ModuleOp) -> list[str]:
    """A generic print in which nothing but the IR shows: no name hints, sorted dicts."""
    module = module.clone()
    for op in module.walk():
        for value in (*op.results, *(a for r in op.regions for b in r.blocks for a in b.args)):
            value.name_hint = None
        op.attributes = dict(sorted(op.attributes.items()))
        op.properties = dict(sorted(op.properties.items()))
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue().splitlines()


def ir_difference(
    expected: ModuleOp, actual: ModuleOp, *, every_default: bool = False
) -> str | None:
    """``None`` when the two modules are the same IR (structurally: ops, operands,
    properties, attributes, types, regions; not value names, locations, resource keys or
    a property MLIR always holds at its default -- with ``every_default``, any property
    at its default), else a diff of their generic prints."""
    expected = _comparable(expected, every_default)
    actual = _comparable(actual, every_default)
    if expected.is_structurally_equivalent(actual):
        return None
    diff = difflib.unified_diff(_canonical(expected), _canonical(actual), lineterm="", n=1)
    return "\n".join(list(diff)[:60]) or "(structurally different, same generic print)"


def forget_resources() -> None:
    """Empty xDSL's store of resource blobs, which every parse in a process shares: a
    text parsed again takes new keys for its resources, but its resource section fills
    the first ones (xDSL 0.75), so its blobs would print empty."""
    blobs = Builtin.get_interface(OpAsmDialectInterface)
    assert blobs is not None
    blobs._blob_storage.clear()  # pyright: ignore[reportPrivateUsage]


# --------------------------------------------------------------------------- #
# Making the committed files (tests/syntax/regenerate.py)
# --------------------------------------------------------------------------- #


def _version(iree_opt: str) -> str:
    out = subprocess.run([iree_opt, "--version"], capture_output=True, text=True, check=True)
    return " ".join(out.stdout.split())


def upstream_print(text: str, tosa_opt: str, iree_opt: str) -> str | None:
    """``iree-opt``'s print of ``text``: through ``tosa-opt``'s generic form if it is in
    the ``tosa-tools`` syntax, else as it is (``None`` if neither tool reads it). What
    ``tosa-opt`` reads, ``iree-opt`` must read too: its failure there is an error."""
    generic = run([tosa_opt, "--mlir-print-op-generic"], text)
    if generic.returncode != 0:
        direct = run([iree_opt], text)
        return direct.stdout if direct.returncode == 0 else None
    upstream = run([iree_opt], generic.stdout)
    if upstream.returncode != 0:
        raise SystemExit(f"iree-opt failed:\n{upstream.stderr}")
    return upstream.stdout


def filecheck_file(source: Path, tosa_opt: str, iree_opt: str) -> str:
    """The committed file for the FileCheck input ``source``."""
    rel = source.relative_to(ROOT)
    header = (
        f"// iree-opt's print (iree-base-compiler 3.13.0) of {rel}, chunk by chunk;\n"
        "// made by tests/syntax/regenerate.py, do not edit.\n"
    )
    parts: list[str] = []
    for chunk in chunks(source.read_text()):
        printed = upstream_print(chunk, tosa_opt, iree_opt)
        parts.append(f"{LEFT_OUT}\n" if printed is None else printed)
    return header + f"{SPLIT}\n".join(parts)


def model_digest_lines(tosa_opt: str, iree_opt: str, keep: Path | None) -> str:
    from lutdialect.io.graph import read_graph
    from lutdialect.io.mlir import print_mlir

    lines: list[str] = []
    for model in MODELS:
        text = print_mlir(read_graph(model).module)
        printed = upstream_print(text, tosa_opt, iree_opt)
        if printed is None:
            raise SystemExit(f"tosa-opt rejects the MLIR text of {model.name}")
        if keep is not None:
            (keep / f"{model.stem}.upstream.mlir").write_text(printed)
        lines.append(f"{digest(printed)}  {model.name}\n")
    return "".join(lines)


def main(argv: list[str] | None = None) -> int:
    """``tests/syntax/regenerate.py``: write (or ``--check``) the committed files."""
    ap = argparse.ArgumentParser(
        prog="regenerate.py", description="Regenerate iree-opt's print of the corpus."
    )
    ap.add_argument("--iree-opt", default=iree_opt(), help="the iree-opt to run")
    ap.add_argument("--keep", type=Path, help="also write iree-opt's print of each model here")
    ap.add_argument("--check", action="store_true", help="compare, write nothing")
    args = ap.parse_args(argv)
    try:
        tosa_opt: str | None = reference.tosa_opt()
    except reference.ReferenceUnavailable:
        tosa_opt = None
    if tosa_opt is None or args.iree_opt is None:
        print("regenerate.py: needs tosa-opt and iree-opt (see --help)", file=sys.stderr)
        return 2
    print(f"iree-opt: {args.iree_opt} ({_version(args.iree_opt)})", file=sys.stderr)
    if "24.0.0git" not in _version(args.iree_opt):
        print("regenerate.py: expected the iree-opt of iree-base-compiler 3.13.0", file=sys.stderr)
    wanted: dict[Path, str] = {
        upstream_path(source): filecheck_file(source, tosa_opt, args.iree_opt)
        for source in filecheck_inputs()
    }
    wanted[MODEL_DIGESTS] = model_digest_lines(tosa_opt, args.iree_opt, args.keep)
    stale = [p for p, text in wanted.items() if not p.exists() or p.read_text() != text]
    extra = sorted(set(UPSTREAM.rglob("*.mlir")) - wanted.keys())
    if args.check:
        for path in stale + extra:
            print(f"differs: {path.relative_to(ROOT)}", file=sys.stderr)
        return 1 if stale or extra else 0
    for path in extra:
        path.unlink()
        print(f"removed {path.relative_to(ROOT)}", file=sys.stderr)
    for path in stale:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(wanted[path])
        print(f"wrote {path.relative_to(ROOT)}", file=sys.stderr)
    return 0
