"""The installed ``lutdialect`` and ``lutdialect-opt`` behave like well-made Unix tools.

Each test runs the console scripts as a user would (a subprocess, from the
environment the suite runs in) and checks the exit status, the one-line message
and that no Python traceback is printed.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import stat
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path
from types import ModuleType
from typing import Any

import numpy as np
import pytest

from lutdialect.io.graph import read_graph
from lutdialect.reference import (
    TARGET,
    GraphStatus,
    run_graph,
    serialize,
    signature_of,
    tosa_opt,
)
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass


def _load_graphs() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "cli_graphs", Path(__file__).with_name("graphs.py")
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


G: Any = _load_graphs()


def tool(name: str) -> str:
    """A console script of the running environment (falling back to ``PATH``)."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    assert found is not None, f"{name} is not installed"
    return found


def run(
    name: str,
    *args: str | Path,
    stdin: bytes | None = None,
    umask: int = 0o022,
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [tool(name), *map(str, args)],
        input=stdin if stdin is not None else b"",
        capture_output=True,
        check=False,
        umask=umask,
        env={**os.environ, **(env or {})},
        cwd=cwd,
    )


def err(proc: subprocess.CompletedProcess[bytes]) -> str:
    return proc.stderr.decode()


def out(proc: subprocess.CompletedProcess[bytes]) -> str:
    return proc.stdout.decode()


def one_line_error(proc: subprocess.CompletedProcess[bytes], status: int, prefix: str) -> str:
    """The single stderr line of a failed run (asserting status, shape, no traceback)."""
    assert proc.returncode == status, (proc.returncode, err(proc))
    text = err(proc)
    assert "Traceback" not in text + out(proc)
    assert text.count("\n") == 1 and text.startswith(prefix), text
    return text.strip()


def to_tosa(text: str, path: Path) -> Path:
    """Serialise with ``tosa-opt`` directly, independently of the code under test."""
    src = path.with_suffix(".src.mlir")
    src.write_text(text)
    subprocess.run(
        [
            tosa_opt(),
            str(src),
            f"--tosa-attach-target={TARGET}",
            f"--tosa-serialize=tosa-flatbuffer-filename={path} retain-graph-input-output-names",
            "-o",
            os.devnull,
        ],
        check=True,
        capture_output=True,
    )
    return path


def op_position(text: str, op: str) -> tuple[int, int]:
    """1-based line and column where the only ``op`` of ``text`` starts (at its result)."""
    (match,) = re.finditer(rf"%[\w.$-]+ = {re.escape(op)} ", text)
    offset = match.start()
    return text.count("\n", 0, offset) + 1, offset - (text.rfind("\n", 0, offset) + 1) + 1


@pytest.fixture
def dyt(tmp_path: Path) -> Path:
    src = tmp_path / "dyt.mlir"
    src.write_text(G.dyt("i8"))
    return src


# --------------------------------------------------------------------------- #
# Output files honour the umask
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("suffix", [".mlir", ".tosa"])
def test_outputs_honour_the_umask_and_keep_a_replaced_files_mode(
    suffix: str, dyt: Path, tmp_path: Path
) -> None:
    dst = tmp_path / f"out{suffix}"
    assert run("lutdialect", "fold", dyt, "-o", dst, "--quiet").returncode == 0
    assert stat.S_IMODE(dst.stat().st_mode) == 0o644
    dst.chmod(0o640)
    assert run("lutdialect", "fold", dyt, "-o", dst, "--quiet").returncode == 0
    assert stat.S_IMODE(dst.stat().st_mode) == 0o640  # replaced atomically, mode kept
    private = tmp_path / f"private{suffix}"
    assert run("lutdialect", "fold", dyt, "-o", private, "--quiet", umask=0o077).returncode == 0
    assert stat.S_IMODE(private.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_both_tools_write_the_same_mode(dyt: Path, tmp_path: Path) -> None:
    ours, theirs = tmp_path / "a.mlir", tmp_path / "b.mlir"
    assert run("lutdialect", "fold", dyt, "-o", ours, "--quiet").returncode == 0
    assert run("lutdialect-opt", dyt, "-o", theirs).returncode == 0
    assert stat.S_IMODE(ours.stat().st_mode) == stat.S_IMODE(theirs.stat().st_mode) == 0o644


# --------------------------------------------------------------------------- #
# Pass options: exactly as xdsl-opt -p, checked in the pass
# --------------------------------------------------------------------------- #


def test_pass_options_are_rejected_alike_by_every_driver(dyt: Path, tmp_path: Path) -> None:
    spec = "fold-dyt-lut{remarks=yes}"
    ours = one_line_error(
        run("lutdialect", "fold", dyt, "-o", tmp_path / "o.mlir", "--passes", spec),
        1,
        "lutdialect: error: ",
    )
    opt = one_line_error(run("lutdialect-opt", dyt, "-p", spec), 1, "lutdialect-opt: error: ")
    xdsl_message = "Incompatible types: given ('yes',), expected <class 'bool'>"
    assert xdsl_message in ours and xdsl_message in opt
    assert f"'{spec}'" in ours
    assert not (tmp_path / "o.mlir").exists()


def test_int16_max_error_is_range_checked_in_the_pass(dyt: Path, tmp_path: Path) -> None:
    message = "int16-max-error must be >= 0, got -1"
    with pytest.raises(ValueError, match=message):
        FuseElementwiseLUTPass(int16_max_error=-1)
    spec = "fuse-elementwise-lut{int16-max-error=-1}"
    ours = run("lutdialect", "fold", dyt, "-o", tmp_path / "o.mlir", "--passes", spec)
    assert message in one_line_error(ours, 1, "lutdialect: error: ")
    opt = run("lutdialect-opt", dyt, "-p", spec)
    assert message in one_line_error(opt, 1, "lutdialect-opt: error: ")
    plain = run("xdsl-opt", dyt, "-p", spec)  # xdsl-opt's own report, but the pass's words
    assert plain.returncode != 0 and message in err(plain)


def test_passes_option_remarks_true_prints_the_remarks(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    text = G.conv_dyt("i16")
    src.write_text(text)
    spec = "fold-dyt-lut{remarks=true}"
    proc = run("lutdialect", "fold", src, "-o", tmp_path / "o.mlir", "--passes", spec)
    assert proc.returncode == 0, err(proc)
    line, col = op_position(text, "tosa.table")
    expected = f"remark: fold-dyt-lut: {src}:{line}:{col}: tosa.table not rewritten"
    remarks = [r for r in err(proc).splitlines() if r.startswith("remark:")]
    assert len(remarks) == 1 and remarks[0].startswith(expected), err(proc)
    silent = run("lutdialect", "fold", src, "-o", tmp_path / "o.mlir", "--passes", "fold-dyt-lut")
    assert err(silent) == ""


def test_malformed_pipeline_is_one_line(dyt: Path, tmp_path: Path) -> None:
    spec = "fold-dyt-lut{remarks=true"
    ours = one_line_error(
        run("lutdialect", "fold", dyt, "-o", tmp_path / "o.mlir", "--passes", spec),
        1,
        "lutdialect: error: ",
    )
    opt = one_line_error(run("lutdialect-opt", dyt, "-p", spec), 1, "lutdialect-opt: error: ")
    for line in (ours, opt):
        assert (
            f"bad pass pipeline '{spec}' at column {len(spec) + 1}: Malformed pass arguments"
            in line
        )


def test_verify_rejects_a_negative_sample_count(dyt: Path) -> None:
    proc = run("lutdialect", "verify", dyt, dyt, "--samples", "-5")
    line = one_line_error(proc, 3, "lutdialect: error: ")
    assert line == "lutdialect: error: argument --samples: must be >= 0, got -5"


# --------------------------------------------------------------------------- #
# Cheap checks first; progress from the start; readable at hundreds of functions
# --------------------------------------------------------------------------- #


def test_a_tosa_output_stops_the_parse_at_the_second_function(tmp_path: Path) -> None:
    """The text after the second function is malformed: the refusal comes first,
    so the parse never reached it."""
    src = tmp_path / "many.mlir"
    functions = [G.dyt_function("i8", f"f{k}") for k in range(3)]
    src.write_text(G.module("many", *functions).rstrip()[:-1] + "  this is not MLIR\n}\n")
    proc = run("lutdialect", "fold", src, "-o", tmp_path / "x.tosa", "--verify")
    line = one_line_error(proc, 1, "lutdialect: error: ")
    assert line == (
        f"lutdialect: error: {tmp_path / 'x.tosa'}: a .tosa flatbuffer holds one function, "
        f"{src} has more (write .mlir instead)"
    )


def test_an_unwritable_output_is_reported_before_reading(tmp_path: Path) -> None:
    src = tmp_path / "bad.mlir"
    src.write_text("this is not MLIR")
    blocker = tmp_path / "file"
    blocker.write_text("")
    dst = blocker / "out.mlir"
    line = one_line_error(run("lutdialect", "fold", src, "-o", dst), 1, "lutdialect: error: ")
    assert line == f"lutdialect: error: {dst}: {blocker} is not a directory"


def test_progress_starts_with_the_parse_and_a_size(tmp_path: Path) -> None:
    src = tmp_path / "big.mlir"
    src.write_text(G.module("big", *(G.dyt_function("i8", f"f{k}") for k in range(4))))
    proc = run(
        "lutdialect", "fold", src, "-o", tmp_path / "o.mlir", env={"LUTDIALECT_PROGRESS_AFTER": "0"}
    )
    assert proc.returncode == 0, err(proc)
    lines = err(proc).splitlines()
    size = src.stat().st_size
    assert re.fullmatch(
        rf"lutdialect: parsing {re.escape(str(src))} \({size / 1e3:.0f} kB, up to ~\d+ s\)",
        lines[0],
    )
    assert f"lutdialect: parsing {src}: 100% of {size / 1e3:.0f} kB" in lines
    assert "Traceback" not in err(proc)


def _i32_function(name: str) -> str:
    t = "tensor<2x4xi32>"
    return (
        f"  func.func @{name}(%a: {t}, %b: {t}) -> {t} {{\n"
        f"    %0 = tosa.maximum %a, %b : ({t}, {t}) -> {t}\n    return %0 : {t}\n  }}\n"
    )


def test_reports_stay_readable_at_hundreds_of_functions(tmp_path: Path) -> None:
    count = 120
    src = tmp_path / "many.mlir"
    src.write_text(G.module("many", *(_i32_function(f"f{k}") for k in range(count))))
    folded = run("lutdialect", "fold", src, "-o", tmp_path / "o.mlir")
    assert folded.returncode == 0, err(folded)
    assert len(out(folded).splitlines()) <= 6
    checked = run("lutdialect", "verify", src, tmp_path / "o.mlir", "--samples", "0")
    assert checked.returncode == 0, err(checked)
    lines = out(checked).splitlines()
    assert lines[0] == f"verify: equal on {count} functions ({2 * count} runs)"
    assert lines[1:] == [f"  @f{k}: extremes + 0 random inputs (seed 0)" for k in range(count)]


# --------------------------------------------------------------------------- #
# File errors name the user's path
# --------------------------------------------------------------------------- #


def test_directories_as_input_say_so(tmp_path: Path) -> None:
    named = tmp_path / "d.mlir"
    named.mkdir()
    for path in (tmp_path, named):
        proc = run("lutdialect", "fold", path, "-o", tmp_path / "o.mlir")
        line = one_line_error(proc, 1, "lutdialect: error: ")
        assert line == f"lutdialect: error: {path}: is a directory, not a graph file"
        checked = run("lutdialect", "verify", path, path)
        assert one_line_error(checked, 3, "lutdialect: error: ") == line
        opt = run("lutdialect-opt", path)
        assert one_line_error(opt, 1, "lutdialect-opt: error: ") == (
            f"lutdialect-opt: error: {path}: is a directory, not an input file"
        )


def test_output_into_a_directory_or_an_unwritable_place(dyt: Path, tmp_path: Path) -> None:
    directory = tmp_path / "d.mlir"
    directory.mkdir()
    proc = run("lutdialect", "fold", dyt, "-o", directory)
    assert one_line_error(proc, 1, "lutdialect: error: ") == (
        f"lutdialect: error: {directory}: is a directory"
    )
    missing = tmp_path / "no" / "out.mlir"
    proc = run("lutdialect", "fold", dyt, "-o", missing)
    assert one_line_error(proc, 1, "lutdialect: error: ") == (
        f"lutdialect: error: {missing}: directory {missing.parent} does not exist"
    )
    assert not any(".tmp" in p.name for p in tmp_path.rglob("*"))


def test_a_read_only_directory_is_refused_up_front(dyt: Path, tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root may write anywhere")
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    proc = run("lutdialect", "fold", dyt, "-o", locked / "out.mlir")
    assert "permission denied" in one_line_error(proc, 1, "lutdialect: error: ")


def test_a_corrupt_tosa_names_the_users_path(tmp_path: Path) -> None:
    good = to_tosa(G.dyt("i8"), tmp_path / "good.tosa")
    corrupt = tmp_path / "corrupt.tosa"
    corrupt.write_bytes(good.read_bytes()[:600])
    for proc, prefix in (
        (run("lutdialect", "fold", corrupt, "-o", tmp_path / "o.mlir"), "lutdialect: error: "),
        (run("lutdialect", "verify", corrupt, good), "lutdialect: error: "),
        (run("lutdialect-opt", corrupt), "lutdialect-opt: error: "),
    ):
        line = one_line_error(proc, 3 if "verify" in proc.args else 1, prefix)
        assert line.startswith(f"{prefix}{corrupt}: unreadable TOSA flatbuffer")
        assert "graph.tosa" not in line and "lutdialect-" not in line.removeprefix(prefix)


# --------------------------------------------------------------------------- #
# stdin and stdout
# --------------------------------------------------------------------------- #


def test_dash_is_stdin_and_stdout(dyt: Path) -> None:
    text = dyt.read_bytes()
    folded = run("lutdialect", "fold", "-", "-o", "-", stdin=text)
    assert folded.returncode == 0, err(folded)
    assert out(folded).startswith("builtin.module") and "tosa.table" in out(folded)
    assert "wrote <stdout>" in err(folded)  # the summary keeps out of the graph's way
    checked = run("lutdialect", "verify", dyt, "-", stdin=folded.stdout)
    assert checked.returncode == 0, err(checked)
    assert out(checked).startswith("verify: equal on @main: every i8 code")

    flat = run("lutdialect", "fold", dyt, "-o", "-", "--format", "tosa", "--quiet")
    assert flat.returncode == 0, err(flat)
    assert flat.stdout[4:8] == b"TOSA"
    back = run("lutdialect", "verify", dyt, "-", "--format", "tosa", "--quiet", stdin=flat.stdout)
    assert (back.returncode, out(back), err(back)) == (0, "", "")


def test_both_arguments_cannot_be_stdin() -> None:
    proc = run("lutdialect", "verify", "-", "-")
    assert "only one of BEFORE and AFTER can be '-'" in one_line_error(proc, 3, "lutdialect: ")


# --------------------------------------------------------------------------- #
# --version, --help, usage
# --------------------------------------------------------------------------- #


def test_versions() -> None:
    xdsl = version("xdsl")
    ours = run("lutdialect", "--version")
    assert (ours.returncode, out(ours)) == (
        0,
        f"lutdialect {version('lutdialect')} (xDSL {xdsl})\n",
    )
    opt = run("lutdialect-opt", "--version")
    assert (opt.returncode, out(opt)) == (
        0,
        f"lutdialect-opt {version('lutdialect')} (xDSL {xdsl})\n",
    )


def test_bare_lutdialect_prints_usage_and_exits_2() -> None:
    proc = run("lutdialect")
    assert proc.returncode == 2
    assert out(proc) == ""
    lines = err(proc).splitlines()
    assert lines[0].startswith("usage: lutdialect ")
    assert lines[-1] == "lutdialect: error: a command is required (fold or verify; see --help)"


def test_lutdialect_opt_describes_itself() -> None:
    proc = run("lutdialect-opt", "--help")
    assert proc.returncode == 0
    assert out(proc).startswith("usage: lutdialect-opt ")
    assert "lutdialect-opt: the xDSL optimizer driver with lutdialect's" in " ".join(
        out(proc).split()
    )
    assert "xdsl-opt" not in out(proc)


# --------------------------------------------------------------------------- #
# verify: distinct exit codes, int16 difference measured
# --------------------------------------------------------------------------- #


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def test_verify_exit_codes_are_distinct_and_documented(dyt: Path, tmp_path: Path) -> None:
    help_text = " ".join(out(run("lutdialect", "verify", "--help")).split())
    assert (
        "Exit status: 0 equal, 1 different, 2 a graph is invalid or the original is "
        "unpredictable on a checked input, 3 an error" in help_text
    )
    t = "tensor<2x8xi32>"

    def binary(op: str) -> str:
        return G.module(
            op,
            f"  func.func @main(%a: {t}, %b: {t}) -> {t} {{\n"
            f"    %0 = {op} %a, %b : ({t}, {t}) -> {t}\n    return %0 : {t}\n  }}\n",
        )

    maximum = _write(tmp_path / "max.mlir", binary("tosa.maximum"))
    minimum = _write(tmp_path / "min.mlir", binary("tosa.minimum"))
    reverse = _write(
        tmp_path / "bad.mlir",
        G.module(
            "bad",
            f"  func.func @main(%a: {t}, %b: {t}) -> {t} {{\n"
            f"    %0 = tosa.reverse %a {{axis = 5 : i32}} : ({t}) -> {t}\n    return %0 : {t}\n  }}\n",
        ),
    )
    assert run("lutdialect", "verify", maximum, maximum, "--quiet").returncode == 0
    different = run("lutdialect", "verify", maximum, minimum)
    assert different.returncode == 1 and out(different).startswith("verify: different: ")
    invalid = run("lutdialect", "verify", maximum, reverse)
    assert invalid.returncode == 2 and out(invalid).startswith("verify: invalid: ")
    missing = run("lutdialect", "verify", maximum, tmp_path / "missing.mlir")
    assert one_line_error(missing, 3, "lutdialect: error: ").endswith("missing.mlir: no such file")


def test_verify_reports_the_largest_int16_difference(tmp_path: Path) -> None:
    src = _write(tmp_path / "silu.mlir", G.linear_silu("i16"))
    dst = tmp_path / "silu.out.mlir"
    spec = "fuse-elementwise-lut{int16-max-error=65535}"
    assert run("lutdialect", "fold", src, "-o", dst, "--passes", spec, "--quiet").returncode == 0

    # The oracle, independently: both graphs over every i16 code.
    codes = np.arange(-32768, 32768, dtype=np.int64).astype(np.int16)
    ((shape, _),) = signature_of(read_graph(src).module).inputs
    assert shape is not None
    size = int(np.prod(shape))
    signature = signature_of(read_graph(src).module)
    blobs = [serialize(path.read_text()) for path in (src, dst)]
    largest = 0
    for start in range(0, codes.size, size):
        x = np.resize(codes[start : start + size], size).reshape(shape)
        before, after = (run_graph(b, [x], signature=signature) for b in blobs)
        assert before.status is after.status is GraphStatus.VALID
        diff = np.abs(before.outputs[0].astype(np.int64) - after.outputs[0].astype(np.int64))
        largest = max(largest, int(diff.max()))

    proc = run("lutdialect", "verify", src, dst)
    if largest == 0:
        assert proc.returncode == 0, out(proc)
        return
    assert proc.returncode == 1, out(proc)
    first = out(proc).splitlines()[0]
    noun = "code" if largest == 1 else "codes"
    assert first.endswith(f"; largest difference {largest} {noun}"), first


# --------------------------------------------------------------------------- #
# Remarks: file:line:col for .mlir, the tensor name for .tosa; statistics
# --------------------------------------------------------------------------- #


def _remarks(proc: subprocess.CompletedProcess[bytes]) -> list[str]:
    return [line for line in err(proc).splitlines() if line.startswith("remark: fold-dyt-lut:")]


def test_remarks_name_source_locations_and_tensor_names(tmp_path: Path) -> None:
    text = G.conv_dyt("i16")
    src = _write(tmp_path / "in.mlir", text)
    proc = run("lutdialect", "fold", src, "-o", tmp_path / "o.mlir", "--remarks")
    assert proc.returncode == 0, err(proc)
    line, col = op_position(text, "tosa.table")
    assert [r.split(": tosa.table")[0] for r in _remarks(proc)] == [
        f"remark: fold-dyt-lut: {src}:{line}:{col}"
    ]
    assert "fold-dyt-lut statistics: " in out(proc)

    flat = to_tosa(text, tmp_path / "in.tosa")
    listing = subprocess.run(
        [
            tosa_opt(),
            "--tosa-deserialize",
            f"--tosa-deserialize-filename={flat}",
            "--mlir-print-debuginfo",
            "--mlir-print-local-scope",
            "-",
        ],
        input="module {}",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    (table_line,) = [t for t in listing.splitlines() if "tosa.table" in t]
    match = re.search(r'loc\("((?:[^"\\]|\\.)*)"', table_line)
    assert match is not None
    tensor_name = match.group(1).replace("\\22", '"')
    proc = run("lutdialect", "fold", flat, "-o", tmp_path / "o.tosa", "--remarks")
    assert proc.returncode == 0, err(proc)
    assert [r.split(": tosa.table")[0] for r in _remarks(proc)] == [
        f"remark: fold-dyt-lut: {tensor_name}"
    ]


def test_lutdialect_opt_reads_a_tosa_flatbuffer(tmp_path: Path) -> None:
    flat = to_tosa(G.dyt("i8"), tmp_path / "dyt.tosa")
    proc = run("lutdialect-opt", flat, "-p", "fold-dyt-lut")
    assert proc.returncode == 0, err(proc)
    assert "tosa.table" in out(proc) and "tosa.mul" not in out(proc)
