"""The installed ``lutdialect`` and ``lutdialect-opt`` handle files like well-made Unix
tools: outputs honour the umask, cheap checks come first, every file error names the
user's path, and ``-`` is stdin/stdout.

Each test runs the console scripts as a user would (a subprocess) and checks the exit
status, the one-line message and that no Python traceback is printed.
"""

from __future__ import annotations

import os
import re
import stat
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from tools_console import G, err, one_line_error, out, run, to_tosa

# --------------------------------------------------------------------------- #
# Output files honour the umask
# --------------------------------------------------------------------------- #


@pytest.mark.parametrize("suffix", [".mlir", ".tosa"])
def test_outputs_honour_the_umask_and_keep_a_replaced_files_mode(
    suffix: str, dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    dst = tmp_path / f"out{suffix}"
    assert run(script("lutdialect"), "fold", dyt, "-o", dst, "--quiet").returncode == 0
    assert stat.S_IMODE(dst.stat().st_mode) == 0o644
    dst.chmod(0o640)
    assert run(script("lutdialect"), "fold", dyt, "-o", dst, "--quiet").returncode == 0
    assert stat.S_IMODE(dst.stat().st_mode) == 0o640  # replaced atomically, mode kept
    private = tmp_path / f"private{suffix}"
    assert (
        run(script("lutdialect"), "fold", dyt, "-o", private, "--quiet", umask=0o077).returncode
        == 0
    )
    assert stat.S_IMODE(private.stat().st_mode) == 0o600
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_a_fifo_is_written_into_not_replaced(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    """What is not a regular file (``/dev/null``, a FIFO) is written into: renaming
    a file onto it, as a replaced file is, would put a file in its place (for root,
    even in ``/dev``)."""
    import threading

    fifo = tmp_path / "graph"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    proc = run(script("lutdialect"), "fold", dyt, "-o", fifo, "--format", "tosa", "--quiet")
    reader.join(timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    regular = tmp_path / "graph.tosa"
    assert run(script("lutdialect"), "fold", dyt, "-o", regular, "--quiet").returncode == 0
    assert received == [regular.read_bytes()]


def test_a_symlink_keeps_pointing_at_its_replaced_target(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "out.mlir"
    target.write_text("old")
    target.chmod(0o640)
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    assert run(script("lutdialect"), "fold", dyt, "-o", link, "--quiet").returncode == 0
    assert link.is_symlink() and link.resolve() == target
    assert target.read_text().rstrip().endswith("}")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert [p.name for p in (tmp_path / "real").iterdir()] == ["out.mlir"]


def test_a_link_to_an_open_file_is_appended_to_not_replaced(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    """``-o /dev/stdout`` with stdout appended to a log: the link leads through
    ``/proc/self/fd``, to a file the shell opened; replacing that file would cut
    off what it held and what else is written to stdout. (A link of our own to
    ``/proc/self/fd/1`` stands for ``/dev/stdout``.)"""
    stdout_link = tmp_path / "stdout"
    stdout_link.symlink_to("/proc/self/fd/1")
    log = tmp_path / "log.mlir"
    log.write_text("OLD\n")
    with log.open("a") as appended:
        proc = subprocess.run(
            [script("lutdialect"), "fold", str(dyt), "-o", str(stdout_link), "--format", "mlir"],
            stdout=appended,
            stderr=subprocess.PIPE,
            check=False,
        )
    assert proc.returncode == 0, proc.stderr
    text = log.read_text()
    assert text.startswith("OLD\n") and "builtin.module" in text
    assert stdout_link.is_symlink()


def test_a_symlink_loop_is_one_line(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    loop = tmp_path / "loop.mlir"
    loop.symlink_to(loop.name)
    proc = run(script("lutdialect"), "fold", dyt, "-o", loop)
    line = one_line_error(proc, 1, "lutdialect: error: ")
    assert line == f"lutdialect: error: {loop}: too many levels of symbolic links"


def test_both_tools_write_the_same_mode(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    ours, theirs = tmp_path / "a.mlir", tmp_path / "b.mlir"
    assert run(script("lutdialect"), "fold", dyt, "-o", ours, "--quiet").returncode == 0
    assert run(script("lutdialect-opt"), dyt, "-o", theirs).returncode == 0
    assert stat.S_IMODE(ours.stat().st_mode) == stat.S_IMODE(theirs.stat().st_mode) == 0o644


# --------------------------------------------------------------------------- #
# Cheap checks first; progress from the start; readable at hundreds of functions
# --------------------------------------------------------------------------- #


def test_a_tosa_output_stops_the_parse_at_the_second_function(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    """The text after the second function is malformed: the refusal comes first,
    so the parse never reached it."""
    src = tmp_path / "many.mlir"
    functions = [G.dyt_function("i8", f"f{k}") for k in range(3)]
    src.write_text(G.module("many", *functions).rstrip()[:-1] + "  this is not MLIR\n}\n")
    proc = run(script("lutdialect"), "fold", src, "-o", tmp_path / "x.tosa", "--verify")
    line = one_line_error(proc, 1, "lutdialect: error: ")
    assert line == (
        f"lutdialect: error: {tmp_path / 'x.tosa'}: a .tosa flatbuffer holds one function, "
        f"{src} has more (write .mlir instead)"
    )


def test_an_unwritable_output_is_reported_before_reading(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "bad.mlir"
    src.write_text("this is not MLIR")
    blocker = tmp_path / "file"
    blocker.write_text("")
    dst = blocker / "out.mlir"
    line = one_line_error(
        run(script("lutdialect"), "fold", src, "-o", dst), 1, "lutdialect: error: "
    )
    assert line == f"lutdialect: error: {dst}: {blocker} is not a directory"


def test_progress_starts_with_the_parse_and_a_size(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "big.mlir"
    src.write_text(G.module("big", *(G.dyt_function("i8", f"f{k}") for k in range(4))))
    proc = run(
        script("lutdialect"),
        "fold",
        src,
        "-o",
        tmp_path / "o.mlir",
        env={"LUTDIALECT_PROGRESS_AFTER": "0"},
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


def test_reports_stay_readable_at_hundreds_of_functions(
    tmp_path: Path, script: Callable[[str], str]
) -> None:
    count = 120
    src = tmp_path / "many.mlir"
    src.write_text(G.module("many", *(_i32_function(f"f{k}") for k in range(count))))
    folded = run(script("lutdialect"), "fold", src, "-o", tmp_path / "o.mlir")
    assert folded.returncode == 0, err(folded)
    assert len(out(folded).splitlines()) <= 6
    checked = run(script("lutdialect"), "verify", src, tmp_path / "o.mlir", "--samples", "0")
    assert checked.returncode == 0, err(checked)
    lines = out(checked).splitlines()
    assert lines[0] == f"verify: equal on {count} functions ({2 * count} runs)"
    assert lines[1:] == [f"  @f{k}: extremes + 0 random inputs (seed 0)" for k in range(count)]


# --------------------------------------------------------------------------- #
# File errors name the user's path
# --------------------------------------------------------------------------- #


def test_directories_as_input_say_so(tmp_path: Path, script: Callable[[str], str]) -> None:
    named = tmp_path / "d.mlir"
    named.mkdir()
    for path in (tmp_path, named):
        proc = run(script("lutdialect"), "fold", path, "-o", tmp_path / "o.mlir")
        line = one_line_error(proc, 1, "lutdialect: error: ")
        assert line == f"lutdialect: error: {path}: is a directory, not a graph file"
        checked = run(script("lutdialect"), "verify", path, path)
        assert one_line_error(checked, 3, "lutdialect: error: ") == line
        opt = run(script("lutdialect-opt"), path)
        assert one_line_error(opt, 1, "lutdialect-opt: error: ") == (
            f"lutdialect-opt: error: {path}: is a directory, not an input file"
        )


def test_output_into_a_directory_or_an_unwritable_place(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    directory = tmp_path / "d.mlir"
    directory.mkdir()
    proc = run(script("lutdialect"), "fold", dyt, "-o", directory)
    assert one_line_error(proc, 1, "lutdialect: error: ") == (
        f"lutdialect: error: {directory}: is a directory"
    )
    missing = tmp_path / "no" / "out.mlir"
    proc = run(script("lutdialect"), "fold", dyt, "-o", missing)
    assert one_line_error(proc, 1, "lutdialect: error: ") == (
        f"lutdialect: error: {missing}: directory {missing.parent} does not exist"
    )
    assert not any(".tmp" in p.name for p in tmp_path.rglob("*"))


def test_a_read_only_directory_is_refused_up_front(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    if os.geteuid() == 0:
        pytest.skip("root may write anywhere")
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    proc = run(script("lutdialect"), "fold", dyt, "-o", locked / "out.mlir")
    assert "permission denied" in one_line_error(proc, 1, "lutdialect: error: ")


def test_a_corrupt_tosa_names_the_users_path(tmp_path: Path, script: Callable[[str], str]) -> None:
    good = to_tosa(G.dyt("i8"), tmp_path / "good.tosa")
    corrupt = tmp_path / "corrupt.tosa"
    corrupt.write_bytes(good.read_bytes()[:600])
    for proc, prefix in (
        (
            run(script("lutdialect"), "fold", corrupt, "-o", tmp_path / "o.mlir"),
            "lutdialect: error: ",
        ),
        (run(script("lutdialect"), "verify", corrupt, good), "lutdialect: error: "),
        (run(script("lutdialect-opt"), corrupt), "lutdialect-opt: error: "),
    ):
        line = one_line_error(proc, 3 if "verify" in proc.args else 1, prefix)
        assert line.startswith(f"{prefix}{corrupt}: unreadable TOSA flatbuffer")
        assert "graph.tosa" not in line and "lutdialect-" not in line.removeprefix(prefix)


# --------------------------------------------------------------------------- #
# stdin and stdout
# --------------------------------------------------------------------------- #


def test_dash_is_stdin_and_stdout(dyt: Path, script: Callable[[str], str]) -> None:
    text = dyt.read_bytes()
    folded = run(script("lutdialect"), "fold", "-", "-o", "-", stdin=text)
    assert folded.returncode == 0, err(folded)
    assert out(folded).startswith("builtin.module") and "tosa.table" in out(folded)
    assert "wrote <stdout>" in err(folded)  # the summary keeps out of the graph's way
    checked = run(script("lutdialect"), "verify", dyt, "-", stdin=folded.stdout)
    assert checked.returncode == 0, err(checked)
    assert out(checked).startswith("verify: equal on @main: every i8 code")

    flat = run(script("lutdialect"), "fold", dyt, "-o", "-", "--format", "tosa", "--quiet")
    assert flat.returncode == 0, err(flat)
    assert flat.stdout[4:8] == b"TOSA"
    back = run(
        script("lutdialect"), "verify", dyt, "-", "--format", "tosa", "--quiet", stdin=flat.stdout
    )
    assert (back.returncode, out(back), err(back)) == (0, "", "")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("quiet", [["--quiet"], []])
def test_a_full_stdout_is_named(
    quiet: list[str], dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    """The graph (``-o -``) or the summary written to a full device: one line that names
    ``<stdout>`` (it named nothing), and a failure."""
    dst = "-" if quiet else str(tmp_path / "o.mlir")
    with open("/dev/full", "wb") as full:
        proc = subprocess.run(
            [script("lutdialect"), "fold", dyt, "-o", dst, *quiet],
            stdout=full,
            stderr=subprocess.PIPE,
            check=False,
        )
    assert proc.returncode == 1
    assert proc.stderr.decode() == "lutdialect: error: <stdout>: No space left on device\n"


def test_a_flatbuffer_on_stdin_is_told_to_be_read_as_one(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    flat = to_tosa(dyt.read_text(), tmp_path / "dyt.tosa").read_bytes()
    proc = run(script("lutdialect"), "fold", "-", "-o", tmp_path / "o.mlir", stdin=flat)
    line = one_line_error(proc, 1, "lutdialect: error: <stdin>: not MLIR text")
    assert line.endswith("(it looks like a TOSA flatbuffer: give --format tosa)"), line


def test_both_arguments_cannot_be_stdin(script: Callable[[str], str]) -> None:
    proc = run(script("lutdialect"), "verify", "-", "-")
    assert "only one of BEFORE and AFTER can be '-'" in one_line_error(proc, 3, "lutdialect: ")


# --------------------------------------------------------------------------- #
# The command ends without the interpreter's teardown
# --------------------------------------------------------------------------- #


def test_what_the_command_writes_is_complete_when_it_ends(
    dyt: Path, tmp_path: Path, script: Callable[[str], str]
) -> None:
    """``lutdialect`` ends with ``os._exit`` after flushing: the graph on stdout, the
    file and the summary are whole, and the same as written by the command in
    process (``main``, whose caller's interpreter ends as usual)."""
    from lutdialect.tools.cli import main

    dst = tmp_path / "in_process.tosa"
    assert main(["fold", str(dyt), "-o", str(dst), "--quiet"]) == 0
    flat = run(script("lutdialect"), "fold", dyt, "-o", "-", "--format", "tosa", "--quiet")
    assert (flat.returncode, err(flat)) == (0, "")
    assert flat.stdout == dst.read_bytes()
    text = run(script("lutdialect"), "fold", dyt, "-o", "-")
    assert text.returncode == 0
    assert out(text).rstrip().endswith("}") and err(text).endswith("wrote <stdout>\n")
    written = tmp_path / "out.mlir"
    summary = run(script("lutdialect"), "fold", dyt, "-o", written)
    assert out(summary).endswith(f"wrote {written}\n")
    assert written.read_text().rstrip().endswith("}")


@pytest.mark.parametrize("tool", ["lutdialect", "lutdialect-opt"])
def test_a_reader_that_went_away_is_an_error(
    tool: str, dyt: Path, script: Callable[[str], str]
) -> None:
    """What goes to stdout (``lutdialect``'s summary, ``lutdialect-opt``'s module) is
    buffered: if its reader has closed the pipe, writing or the last flush fails, and
    that is one line naming ``<stdout>`` and a non-zero status, not a traceback."""
    import subprocess

    argv = (
        ["fold", str(dyt), "-o", os.devnull, "--format", "tosa"]
        if tool == "lutdialect"
        else [str(dyt), "-p", "fold-dyt-lut"]
    )
    read, write = os.pipe()
    os.close(read)  # nobody will read stdout
    try:
        proc = subprocess.run(
            [script(tool), *argv], stdout=write, stderr=subprocess.PIPE, check=False
        )
    finally:
        os.close(write)
    assert proc.returncode == 1
    message = proc.stderr.decode()
    assert "Traceback" not in message
    assert message.count("\n") == 1 and message.startswith(f"{tool}: error: "), message
    assert "<stdout>" in message and "Broken pipe" in message
