"""The installed ``lutdialect`` and ``lutdialect-opt``: pass options as ``xdsl-opt``
takes them, ``--version``/``--help``/usage, ``verify``'s exit codes and int16
differences, and where remarks point.

Each test runs the console scripts as a user would (a subprocess) and checks the exit
status, the one-line message and that no Python traceback is printed.
"""

from __future__ import annotations

import importlib
import re
import subprocess
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from tools_console import G, err, one_line_error, op_position, out, run, to_tosa

from lutdialect.cost import vela
from lutdialect.io.graph import read_graph
from lutdialect.reference import GraphStatus, run_graph, serialize, signature_of, tosa_opt
from lutdialect.transforms.fuse_elementwise_lut import FuseElementwiseLUTPass

# --------------------------------------------------------------------------- #
# Pass options: exactly as xdsl-opt -p, checked in the pass
# --------------------------------------------------------------------------- #


def rejected_by_both_drivers(
    dyt: Path, tmp_path: Path, spec: str, script: Callable[[str], str]
) -> tuple[str, str]:
    """The one-line errors of ``lutdialect fold --passes spec`` and ``lutdialect-opt -p spec``."""
    ours = one_line_error(
        run(script("lutdialect"), "fold", dyt, "-o", tmp_path / "o.mlir", "--passes", spec),
        1,
        "lutdialect: error: ",
    )
    opt = one_line_error(
        run(script("lutdialect-opt"), dyt, "-p", spec), 1, "lutdialect-opt: error: "
    )
    return ours, opt


def test_pass_options_are_rejected_alike_by_every_driver(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    spec = "fold-dyt-lut{remarks=yes}"
    ours, opt = rejected_by_both_drivers(dyt, tmp_path, spec, script)
    xdsl_message = "Incompatible types: given ('yes',), expected <class 'bool'>"
    assert xdsl_message in ours and xdsl_message in opt
    assert f"'{spec}'" in ours
    assert not (tmp_path / "o.mlir").exists()


def test_int16_max_error_is_range_checked_in_the_pass(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    message = (
        "fuse-elementwise-lut: option int16-max-error=-1 is out of range "
        "(expected an integer from 0 to 65535)"
    )
    with pytest.raises(ValueError, match=re.escape(message)):
        FuseElementwiseLUTPass(int16_max_error=-1)
    spec = "fuse-elementwise-lut{int16-max-error=-1}"
    ours = run(script("lutdialect"), "fold", dyt, "-o", tmp_path / "o.mlir", "--passes", spec)
    assert message in one_line_error(ours, 1, "lutdialect: error: ")
    opt = run(script("lutdialect-opt"), dyt, "-p", spec)
    assert message in one_line_error(opt, 1, "lutdialect-opt: error: ")
    plain = run(script("xdsl-opt"), dyt, "-p", spec)  # xdsl-opt's own report, but the pass's words
    assert plain.returncode != 0 and message in err(plain)


def test_passes_option_remarks_true_prints_the_remarks(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "in.mlir"
    text = G.conv_dyt("i16")
    src.write_text(text)
    spec = "fold-dyt-lut{remarks=true}"
    proc = run(script("lutdialect"), "fold", src, "-o", tmp_path / "o.mlir", "--passes", spec)
    assert proc.returncode == 0, err(proc)
    line, col = op_position(text, "tosa.table")
    expected = f"remark: fold-dyt-lut: {src}:{line}:{col}: tosa.table not rewritten"
    remarks = [r for r in err(proc).splitlines() if r.startswith("remark:")]
    assert len(remarks) == 1 and remarks[0].startswith(expected), err(proc)
    silent = run(
        script("lutdialect"), "fold", src, "-o", tmp_path / "o.mlir", "--passes", "fold-dyt-lut"
    )
    assert err(silent) == ""


def test_malformed_pipeline_is_one_line(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    spec = "fold-dyt-lut{remarks=true"
    for line in rejected_by_both_drivers(dyt, tmp_path, spec, script):
        assert (
            f"bad pass pipeline '{spec}' at column {len(spec) + 1}: Malformed pass arguments"
            in line
        )


def test_an_unquoted_path_in_a_pipeline_is_told_to_be_quoted(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    """xDSL's pipeline syntax stops a bare word at a ``.`` or ``/``: the error says to
    quote the value, and the quoted spelling is taken."""
    spec = "fold-dyt-lut{vela-config=boards/my.ini system-config=MyBoard}"
    for line in rejected_by_both_drivers(dyt, tmp_path, spec, script):
        assert line.endswith(
            "Unknown token (quote a value with '.' or '/': vela-config=\"boards/my.ini\")"
        ), line
    quoted = run(
        script("lutdialect"),
        *("fold", dyt, "-o", tmp_path / "o.mlir", "--passes"),
        'fold-dyt-lut{vela-config="boards/my.ini" system-config=MyBoard}',
    )
    assert "boards/my.ini" in err(quoted) and "Unknown token" not in err(quoted)


def test_a_bad_option_value_names_the_pass_and_the_option(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    """xDSL's type error names neither the pass nor the option; both drivers add them."""
    spec = "fold-dyt-lut{target=ethos-u55-128 remarks=maybe}"
    for line in rejected_by_both_drivers(dyt, tmp_path, spec, script):
        assert line.endswith(
            "fold-dyt-lut: option remarks=maybe: Incompatible types: given ('maybe',), "
            "expected <class 'bool'>"
        ), line


@pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")
def test_a_pass_s_own_message_is_not_prefixed_again(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    """A vela-config that is a directory: the pass's message names the pass and the
    file, once, in both drivers."""
    folder = tmp_path / "boards.ini"
    folder.mkdir()
    spec = f'fold-dyt-lut{{vela-config="{folder}"}}'
    for line in rejected_by_both_drivers(dyt, tmp_path, spec, script):
        assert line.endswith(
            f"bad pass pipeline '{spec}': fold-dyt-lut: Vela config file {folder} "
            "cannot be read (Is a directory)"
        ), line


def test_verify_rejects_a_negative_sample_count(dyt: Path, script: Callable[[str], str]) -> None:
    proc = run(script("lutdialect"), "verify", dyt, dyt, "--samples", "-5")
    line = one_line_error(proc, 3, "lutdialect: error: ")
    assert line == "lutdialect: error: argument --samples: must be >= 0, got -5"
    seed = one_line_error(
        run(script("lutdialect"), "verify", dyt, dyt, "--seed", "-1"), 3, "lutdialect: "
    )
    assert seed == "lutdialect: error: argument --seed: must be >= 0, got -1"


# --------------------------------------------------------------------------- #
# --version, --help, usage
# --------------------------------------------------------------------------- #


def test_versions(script: Callable[[str], str]) -> None:
    xdsl = version("xdsl")
    ours = run(script("lutdialect"), "--version")
    assert (ours.returncode, out(ours)) == (
        0,
        f"lutdialect {version('lutdialect')} (xDSL {xdsl})\n",
    )
    opt = run(script("lutdialect-opt"), "--version")
    assert (opt.returncode, out(opt)) == (
        0,
        f"lutdialect-opt {version('lutdialect')} (xDSL {xdsl})\n",
    )


def test_bare_lutdialect_prints_usage_and_exits_2(script: Callable[[str], str]) -> None:
    proc = run(script("lutdialect"))
    assert proc.returncode == 2
    assert out(proc) == ""
    lines = err(proc).splitlines()
    assert lines[0].startswith("usage: lutdialect ")
    assert lines[-1] == "lutdialect: error: a command is required (fold or verify; see --help)"


def test_lutdialect_opt_describes_itself(script: Callable[[str], str]) -> None:
    proc = run(script("lutdialect-opt"), "--help")
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


def test_verify_exit_codes_are_distinct_and_documented(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    help_text = " ".join(out(run(script("lutdialect"), "verify", "--help")).split())
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
    assert run(script("lutdialect"), "verify", maximum, maximum, "--quiet").returncode == 0
    different = run(script("lutdialect"), "verify", maximum, minimum)
    assert different.returncode == 1 and out(different).startswith("verify: different: ")
    invalid = run(script("lutdialect"), "verify", maximum, reverse)
    assert invalid.returncode == 2 and out(invalid).startswith("verify: invalid: ")
    missing = run(script("lutdialect"), "verify", maximum, tmp_path / "missing.mlir")
    assert one_line_error(missing, 3, "lutdialect: error: ").endswith("missing.mlir: no such file")


def test_verify_reports_the_largest_int16_difference(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = _write(tmp_path / "silu.mlir", G.linear_silu("i16"))
    dst = tmp_path / "silu.out.mlir"
    spec = "fuse-elementwise-lut{int16-max-error=65535}"
    assert (
        run(script("lutdialect"), "fold", src, "-o", dst, "--passes", spec, "--quiet").returncode
        == 0
    )

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

    proc = run(script("lutdialect"), "verify", src, dst)
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


def test_remarks_name_source_locations_and_tensor_names(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    text = G.conv_dyt("i16")
    src = _write(tmp_path / "in.mlir", text)
    # The hand model: with Vela the pipeline runs as one search, without fold-dyt-lut.
    model = ("--cost", "model")
    proc = run(script("lutdialect"), "fold", src, "-o", tmp_path / "o.mlir", "--remarks", *model)
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
    proc = run(
        script("lutdialect"),
        "fold",
        flat,
        "-o",
        tmp_path / "o.tosa",
        "--remarks",
        "--tosa-io",
        "tosa-opt",
        *model,
    )
    assert proc.returncode == 0, err(proc)
    assert [r.split(": tosa.table")[0] for r in _remarks(proc)] == [
        f"remark: fold-dyt-lut: {tensor_name}"
    ]
    # The native reader names each op by its output tensor, as the flatbuffer does.
    proc = run(script("lutdialect"), "fold", flat, "-o", tmp_path / "o.tosa", "--remarks", *model)
    assert proc.returncode == 0, err(proc)
    assert [r.split(": tosa.table")[0] for r in _remarks(proc)] == [
        f"remark: fold-dyt-lut: {_output_tensor(flat, 'TABLE')}"
    ]


def _output_tensor(flat: Path, operator: str) -> str:
    """The output tensor name of the only ``operator`` in a flatbuffer, read with the
    schema modules of tosa-tools (independently of lutdialect's reader)."""
    number: int = getattr(importlib.import_module("tosa.Op").Op, operator)
    graph: Any = importlib.import_module("tosa.TosaGraph").TosaGraph.GetRootAs(flat.read_bytes(), 0)
    block: Any = graph.Regions(0).Blocks(0)
    ops: list[Any] = [block.Operators(k) for k in range(block.OperatorsLength())]
    (op,) = [o for o in ops if o.Op() == number]
    return str(op.Outputs(0).decode())


def test_lutdialect_opt_reads_a_tosa_flatbuffer(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    flat = to_tosa(G.dyt("i8"), tmp_path / "dyt.tosa")
    proc = run(script("lutdialect-opt"), flat, "-p", "fold-dyt-lut{target=generic}")
    assert proc.returncode == 0, err(proc)
    assert "tosa.table" in out(proc) and "tosa.mul" not in out(proc)
