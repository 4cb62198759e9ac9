"""``lutdialect fold``'s NPU lines: Vela's cycles of the input and of the output, per
NPU of the target, which the passes' own compiles already give (the summary
compiles nothing again)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from tools_console import run_main as run

from lutdialect.cost import oracles, vela
from lutdialect.tools import commands

pytestmark = pytest.mark.skipif(not vela.available(), reason="needs Vela (lutdialect[vela])")

MODELS = Path(__file__).resolve().parents[3] / "benchmarks" / "models"
LINE = re.compile(r"^(ethos-u\S+): (\d+) -> (\d+) cycles \(x[0-9.]+(, slower)?\), Vela$", re.M)


@pytest.mark.parametrize(
    ("model", "target"),
    [("dyt_mlp_int8", "ethos-u55-128"), ("dyt_mlp_int8", "ethos-u"), ("mobilenet_v2_int8", "")],
)
def test_the_summary_gives_vela_s_cycles_and_compiles_nothing_again(
    model: str,
    target: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(oracles, "_SHARED", {})  # nothing remembered from other tests
    monkeypatch.setattr(oracles, "_BLOCKS", [])
    compiled: list[tuple[bool, bool]] = []
    """(in the summary, with per-op cycles) of each compile, made here or by a worker."""
    summary: list[int] = []
    """The shared oracles' compiles (here or in a worker) before and after the summary."""
    real = vela.Oracle._compile  # pyright: ignore[reportPrivateUsage]
    real_summary = commands.npu_cycles

    def shared_compiles() -> int:
        return sum(o.compiles for o in oracles._SHARED.values())  # pyright: ignore[reportPrivateUsage]

    def recording(self: vela.Oracle, *args: object, database: bool = False) -> vela.Estimate:
        if self in oracles._SHARED.values():  # pyright: ignore[reportPrivateUsage]
            compiled.append((len(summary) == 1, database))  # not this test's own
        return real(self, *args, database=database)  # type: ignore[arg-type]

    real_remember = vela.Oracle.remember_op_cycles

    def remembered(self: vela.Oracle, graph: bytes, *args: Any, database: bool = True) -> None:
        if self in oracles._SHARED.values():  # pyright: ignore[reportPrivateUsage]
            compiled.append((len(summary) == 1, database))  # a worker's compile
        real_remember(self, graph, *args, database=database)

    def summarised(*args: Any, **kwargs: Any) -> Any:
        summary.append(shared_compiles())
        try:
            return real_summary(*args, **kwargs)
        finally:
            summary.append(shared_compiles())

    monkeypatch.setattr(vela.Oracle, "_compile", recording)
    monkeypatch.setattr(vela.Oracle, "remember_op_cycles", remembered)
    monkeypatch.setattr(commands, "npu_cycles", summarised)
    src, dst = MODELS / f"{model}.tosa", tmp_path / "out.tosa"
    folded = run(capsys, "fold", src, "-o", dst, *(["--target", target] if target else []))
    assert folded.code == 0, folded.err
    lines = {npu: (int(b), int(a)) for npu, b, a, _ in LINE.findall(folded.out)}
    npus = vela.npus(("ethos-u55-128", "ethos-u85-256") if target in ("", "ethos-u") else (target,))
    assert sorted(lines) == sorted(str(n) for n in npus)
    for npu in npus:
        fresh = vela.Oracle((npu,))
        assert lines[str(npu)] == (
            fresh.cycles(src.read_bytes())[0],
            fresh.cycles(dst.read_bytes())[0],
        )
    before, after = summary
    if model == "dyt_mlp_int8":
        # Every compile was one of the passes': none the summary's.
        assert before > 0 and after == before
        # The passes' attribution read the per-op cycles of some; the sets the last
        # pass costed need none.
        assert any(database for _, database in compiled)
        assert not all(database for _, database in compiled)
    else:
        # Nothing to plan: the summary compiles the input once per NPU (here or in a
        # worker), totals only, and no more.
        assert (before, after) == (0, len(npus))
        assert all(in_summary and not database for in_summary, database in compiled)


@pytest.mark.parametrize(
    ("pipeline", "npus"),
    [
        ("fold-dyt-lut{target=ethos-u55-64}", ["ethos-u55-64"]),
        (
            "fold-dyt-lut{target=ethos-u55-64},fuse-elementwise-lut{target=ethos-u85-512}",
            ["ethos-u55-64", "ethos-u85-512"],
        ),
    ],
)
def test_the_summary_costs_the_npus_the_pipeline_names(
    pipeline: str, npus: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A target set only in ``--passes`` is the one the summary costs: every NPU a
    pass decided for (not the default target's, which no pass was given)."""
    src, dst = MODELS / "dyt_mlp_int8.tosa", tmp_path / "out.tosa"
    folded = run(capsys, "fold", src, "-o", dst, "--passes", pipeline)
    assert folded.code == 0, folded.err
    lines = {npu: (int(b), int(a)) for npu, b, a, _ in LINE.findall(folded.out)}
    assert sorted(lines) == npus
    for npu in vela.npus(npus):
        fresh = vela.Oracle((npu,))
        assert lines[str(npu)] == (
            fresh.cycles(src.read_bytes())[0],
            fresh.cycles(dst.read_bytes())[0],
        )


def test_a_graph_read_from_a_file_is_not_written_for_vela(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``vit_dyt_a16w8`` on Ethos-U55, which Vela refuses: the pass gives Vela the file
    itself and, refused, rewrites nothing, so no flatbuffer is written at all (with
    ``--quiet`` as without)."""
    import lutdialect.io.flatbuffer_blocks as blocks

    monkeypatch.setattr(oracles, "_SHARED", {})
    monkeypatch.setattr(oracles, "_BLOCKS", [])
    writes: list[object] = []
    real = blocks.write_blocks

    def counting(*args: object) -> bytes:
        writes.append(args)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(blocks, "write_blocks", counting)
    src = MODELS / "vit_dyt_a16w8.tosa"
    for quiet in ((), ("--quiet",)):
        dst = tmp_path / "out.tosa"
        folded = run(capsys, "fold", src, "-o", dst, "--target", "ethos-u55-128", *quiet)
        assert folded.code == 0, folded.err
        assert dst.read_bytes() == src.read_bytes()
    assert not writes


@pytest.mark.parametrize(
    ("option", "says"),
    [
        (["--system-config", "X"], "unknown Vela system config 'X'"),
        (["--memory-mode", "X"], "memory mode 'X'"),
        (["--target", "ethos-u99"], "--target ethos-u99 is not a known target"),
        (["--cost", "model", "--target", "ethos-u55-64"], "(use --cost vela)"),
        (["--vela-config", "/nonexistent/vela.ini"], "/nonexistent/vela.ini"),
        (["--vela-config", "/nonexistent/vela"], "'/nonexistent/vela': no such file"),
        (["--vela-config", __file__], "configuration files must use the .ini extension"),
        (["--target", "generic", "--system-config", "X"], "unknown Vela system config 'X'"),
        (["--target", "ethos-u55-128,,"], "--target ethos-u55-128,, lists an empty name"),
        (["--target", ",ethos-u85-512"], "--target ,ethos-u85-512 lists an empty name"),
        (["--target", ""], "--target is empty"),
        (["--system-config", ""], "--system-config is empty"),
        (["--memory-mode", " "], "--memory-mode is empty"),
        (["--vela-config", ""], "--vela-config is empty"),
    ],
)
@pytest.mark.parametrize("passes", [[], ["--passes", ""]])
def test_the_summary_s_vela_options_are_checked_first(
    option: list[str],
    says: str,
    passes: list[str],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A name or configuration Vela does not have is a one-line error before the input
    is read (it does not exist here), also when no pass would check it: the summary
    costs the graph on those NPUs."""
    folded = run(
        capsys, "fold", tmp_path / "missing.tosa", "-o", tmp_path / "o.tosa", *option, *passes
    )
    assert folded.code == 1
    assert folded.err.count("\n") == 1 and folded.err.startswith("lutdialect: error: ")
    assert says in folded.err and "missing.tosa" not in folded.err


@pytest.mark.parametrize(
    ("cost", "says"),
    [
        (
            "auto",
            "fuse-elementwise-lut: cost model: the hand model of Vela (ethos-u55-128), since "
            "Vela cannot compile the graph for ethos-u55-128 (Non-passthrough operation "
            "(MatMul) could not run on NPU)",
        ),
        (
            "vela",
            "fuse-elementwise-lut: cost model: none, so nothing was rewritten: Vela cannot "
            "compile the graph for ethos-u55-128 (Non-passthrough operation (MatMul) could "
            "not run on NPU)",
        ),
    ],
)
def test_a_graph_vela_refuses_says_what_decided_instead(
    cost: str, says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``vit_dyt_a16w8`` on Ethos-U55, which Vela refuses: the summary says that the
    hand model decided (``cost=auto``) or that nothing did (``cost=vela``), not that
    Vela did, and the candidates left are counted as not costed, not as unprofitable."""
    src, dst = MODELS / "vit_dyt_a16w8.tosa", tmp_path / "out.tosa"
    folded = run(capsys, "fold", src, "-o", dst, "--target", "ethos-u55-128", "--cost", cost)
    assert folded.code == 0, folded.err
    assert says in folded.out.splitlines()
    (statistics,) = [s for s in folded.out.splitlines() if "fuse-elementwise-lut statistics" in s]
    if cost == "vela":
        assert "declined: not-costed" in statistics and "not-profitable" not in statistics
    else:
        assert "not-costed" not in statistics  # the hand model's verdicts


def test_an_npu_made_slower_is_flagged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``generic`` asks for fewer full-tensor passes, which Vela does not judge: where
    that makes an NPU slower, its line says so."""
    src, dst = MODELS / "dyt_mlp_int8.tosa", tmp_path / "out.tosa"
    folded = run(capsys, "fold", src, "-o", dst, "--target", "generic")
    assert folded.code == 0, folded.err
    found = LINE.findall(folded.out)
    assert len(found) == 2
    for _, before, after, slower in found:
        assert bool(slower) == (int(after) > int(before))
    assert any(slower for *_, slower in found)  # this graph has such an NPU


def test_the_remarks_hint_is_left_out_when_the_remarks_are_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src, dst = MODELS / "dyt_mlp_int8.tosa", tmp_path / "out.tosa"
    plain = run(capsys, "fold", src, "-o", dst, "--cost", "model")
    assert "(--remarks says why)" in plain.out
    shown = run(capsys, "fold", src, "-o", dst, "--cost", "model", "--remarks")
    assert "declined" in shown.out and "(--remarks says why)" not in shown.out
    assert "remark: " in shown.err


def test_a_hand_model_pass_vela_undoes_leaves_the_model_as_it_was(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """On the int8 ViT the hand model's fuse pass makes one rewrite for Ethos-U55 that
    Vela finds slower on the whole graph: it is undone, and the command goes on (it
    failed when the pass put a copy of the function back in place of the one the
    driver had handed it)."""
    src, dst = MODELS / "vit_dyt_int8.tosa", tmp_path / "out.tosa"
    folded = run(capsys, "fold", src, "-o", dst, "--target", "ethos-u55-128", "--cost", "model")
    assert folded.code == 0, folded.err
    assert "passes undone by Vela 1" in folded.out
    assert "-> 719 (-18)" in folded.out  # the DyT fold stands, the fuse is undone


def test_the_command_runs_the_pair_as_one_search(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """As the library does (``test_vela_choice``): a DyT chain then a table, for
    Ethos-U85. The fuse pass alone decides, weighing the chain among its regions;
    the summary says so, and its NPU line is the result's."""
    src = MODELS.parents[1] / "tests" / "unit" / "cost" / "generated"
    src, dst = src / "dyt_then_table_i8_49x64.tosa", tmp_path / "out.tosa"
    folded = run(capsys, "fold", src, "-o", dst, "--target", "ethos-u85-256")
    assert folded.code == 0, folded.err
    (pipeline,) = [line for line in folded.out.splitlines() if line.startswith("pipeline: ")]
    assert pipeline == (
        "pipeline: one search: fuse-elementwise-lut weighed fold-dyt-lut's 1 DyT chain "
        "among its own candidates, starting also from fold-dyt-lut's choice"
    )
    assert "fold-dyt-lut:" not in folded.out  # it did not run
    ((_, before, after, _),) = LINE.findall(folded.out)
    fresh = vela.Oracle(vela.npus(["ethos-u85-256"]))
    assert (int(before), int(after)) == (
        fresh.cycles(src.read_bytes())[0],
        fresh.cycles(dst.read_bytes())[0],
    )


def test_a_pipeline_s_system_config_is_checked_with_the_target_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--passes 'fold-dyt-lut{system-config=Ethos_U55_Deep_Embedded}' --target
    ethos-u55-128``: the pipeline's option suits the flag's target, though not the
    default target it would be checked against alone (which stays an error)."""
    src, dst = MODELS / "dyt_mlp_int8.tosa", tmp_path / "o.tosa"
    spec = "fold-dyt-lut{system-config=Ethos_U55_Deep_Embedded}"
    alone = run(capsys, "fold", src, "-o", dst, "--passes", spec)
    assert alone.code == 1 and "does not suit ethos-u85-256" in alone.err
    flagged = run(capsys, "fold", src, "-o", dst, "--passes", spec, "--target", "ethos-u55-128")
    assert flagged.code == 0, flagged.err
    assert "Ethos_U55_Deep_Embedded" in flagged.out + flagged.err
    other = run(capsys, "fold", src, "-o", dst, "--passes", spec, "--target", "ethos-u85-512")
    assert other.code == 1 and other.err.count("\n") == 1
    assert f"bad pass pipeline '{spec}'" in other.err and "does not suit ethos-u85-512" in other.err
    # An option wrong whatever the flags say keeps its own words, not "contradicts".
    bogus = "fold-dyt-lut{target=bogus}"
    wrong = run(capsys, "fold", src, "-o", dst, "--passes", bogus, "--target", "ethos-u55-128")
    assert wrong.code == 1 and "option target='bogus' is not a known target" in wrong.err


def test_a_system_config_flag_is_found_in_the_pipeline_s_vela_config(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--system-config`` names a config of the user's ``vela.ini``, which the
    pipeline's passes set with ``vela-config=``: each pass looks the flag up in its own
    file, as Vela's CLI looks ``--system-config`` up in its ``--config``. Where a pass
    looks it up in Vela's own file, the error is that pass's; where no pass names a
    file, it is the flag's."""
    own = Path(vela.default_config_path()).read_text()
    section = own.split("[System_Config.Ethos_U55_High_End_Embedded]\n")[1].split("\n\n")[0]
    ini = tmp_path / "board.ini"
    ini.write_text(own + f"\n[System_Config.Board]\n{section}\n")
    src, dst = MODELS / "dyt_mlp_int8.tosa", tmp_path / "o.tosa"
    flags = ("--target", "ethos-u55-128", "--system-config", "Board")
    both = f'fold-dyt-lut{{vela-config="{ini}"}},fuse-elementwise-lut{{vela-config="{ini}"}}'
    folded = run(capsys, "fold", src, "-o", dst, "--passes", both, *flags)
    assert folded.code == 0, folded.err
    assert "ethos-u55-128 (Board, Shared_Sram, board.ini): " in folded.out
    refused = "unknown Vela system config 'Board' in Vela's own vela.ini"
    one = f'fold-dyt-lut{{vela-config="{ini}"}},fuse-elementwise-lut'
    wrong = f'fold-dyt-lut{{vela-config="{tmp_path / "bord.ini"}"}}'
    for spec, message in (
        (one, f"bad pass pipeline '{one}': fuse-elementwise-lut: {refused}"),
        (wrong, f"bad pass pipeline '{wrong}': fold-dyt-lut: Vela config file "),
        ("", f"lutdialect: error: {refused}"),
    ):
        result = run(capsys, "fold", src, "-o", dst, "--passes", spec, *flags)
        assert result.code == 1 and result.err.count("\n") == 1
        assert message in result.err


def test_a_flag_the_pipeline_s_target_settles(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--memory-mode Dedicated_Sram`` does not suit the default target's Ethos-U55,
    but every pass of the pipeline targets Ethos-U85-256, which it does suit."""
    src, dst = MODELS / "dyt_mlp_int8.tosa", tmp_path / "o.tosa"
    flag = ("--memory-mode", "Dedicated_Sram")
    alone = run(capsys, "fold", src, "-o", dst, *flag)
    assert alone.code == 1 and "does not suit ethos-u55-128" in alone.err
    spec = "fold-dyt-lut{target=ethos-u85-256},fuse-elementwise-lut{target=ethos-u85-256}"
    folded = run(capsys, "fold", src, "-o", dst, "--passes", spec, *flag)
    assert folded.code == 0, folded.err
    assert "ethos-u85-256 (Ethos_U85_SYS_DRAM_Mid, Dedicated_Sram): " in folded.out
