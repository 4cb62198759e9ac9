"""The Vela oracle (``lutdialect.cost.vela``): its cycles pinned to the ``vela`` CLI's
summary CSV, its configuration handling pinned to Vela's own code, its memo and its
errors."""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import io
import itertools
import re
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import ModuleType
from typing import Any, Protocol, cast

import pytest
from calibration import cases
from xdsl.parser import Parser

from lutdialect.cost import vela
from lutdialect.cost.vela import NPU, Oracle, VelaConfigError, VelaMissing, VelaRefused, npus
from lutdialect.io.context import context
from lutdialect.io.flatbuffer import write_flatbuffer

pytestmark = pytest.mark.skipif(
    not vela.available(), reason=f"Vela (ethos-u-vela) is not installed: {vela.INSTALL_HINT}"
)

ROOT = Path(__file__).resolve().parents[3]
MODELS = ROOT / "benchmarks" / "models"


def _graph(text: str) -> bytes:
    return write_flatbuffer(Parser(context(), text).parse_module())


def _case(label: str) -> bytes:
    return _graph(next(c for c in cases() if c.label == label).text)


def _model(name: str) -> bytes:
    return (MODELS / f"{name}.tosa").read_bytes()


# --------------------------------------------------------------------------- #
# The vela CLI, through the benchmark harness
# --------------------------------------------------------------------------- #


class _Cost(Protocol):
    cycles: int


class _Outcome(Protocol):
    cost: _Cost | None
    note: str


class _Harness(Protocol):
    """The part of ``benchmarks/vela.py`` the pin uses."""

    Target: Callable[..., object]

    def run_vela(self, flatbuffer: Path, target: object, out_dir: Path) -> _Outcome: ...


def _harness() -> _Harness:
    spec = importlib.util.spec_from_file_location("bench_vela", ROOT / "benchmarks/vela.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses resolve their module by name
    spec.loader.exec_module(module)
    return cast(_Harness, module)


def _cli_cycles(graph: bytes, targets: Sequence[NPU]) -> list[int]:
    """``cycles_total`` of the ``vela`` CLI for ``graph`` per NPU (two at a time)."""
    harness = _harness()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "graph.tosa"
        path.write_bytes(graph)

        def run(i: int, npu: NPU) -> int:
            ini = npu.config_path or "Arm/vela.ini"
            target = harness.Target(npu.accelerator, npu.system_config, npu.memory_mode, ini)
            outcome = harness.run_vela(path, target, Path(tmp) / str(i))
            assert outcome.cost is not None, f"vela CLI on {npu}: {outcome.note}"
            return outcome.cost.cycles

        with ThreadPoolExecutor(2) as pool:
            return list(pool.map(run, *zip(*enumerate(targets), strict=True)))


U55 = NPU("ethos-u55-128", "Ethos_U55_High_End_Embedded", "Shared_Sram")
U85 = NPU("ethos-u85-256", "Ethos_U85_SYS_DRAM_Mid", "Dedicated_Sram_384KB")

PINS: list[Any] = [
    pytest.param(
        "dyt_mlp_int8",
        (
            ("ethos-u55-128", None, None),
            ("ethos-u85-256", None, None),
            ("ethos-u65-256", None, None),
            ("ethos-u85-512", "Ethos_U85_SYS_DRAM_High", "Dedicated_Sram_512KB"),
            ("ethos-u55-64", None, "Sram_Only"),
        ),
        id="dyt_mlp_int8",
    ),
    pytest.param(
        "conv-dyt-i8-1x16x16x64",
        (
            ("ethos-u55-128", None, None),
            ("ethos-u85-256", None, None),
            ("ethos-u65-512", "Ethos_U65_High_End", "Dedicated_Sram_256KB"),
        ),
        id="conv-dyt-i8",
    ),
    pytest.param(
        "silu-i16-1x8x8x64",
        (
            ("ethos-u55-128", None, None),
            ("ethos-u85-256", None, None),
            ("ethos-u85-1024", "Ethos_U85_SYS_Flash_High", "Shared_Sram"),
        ),
        id="silu-i16",
    ),
]


@pytest.mark.parametrize(("graph", "configs"), PINS)
def test_cycles_equal_the_cli(
    graph: str, configs: Sequence[tuple[str, str | None, str | None]]
) -> None:
    blob = _model(graph) if (MODELS / f"{graph}.tosa").exists() else _case(graph)
    targets = [npus([a], s, m)[0] for a, s, m in configs]
    assert Oracle(targets).cycles(blob) == tuple(_cli_cycles(blob, targets))


def test_the_pinned_graphs_exist() -> None:
    labels = {c.label for c in cases()}
    assert {"conv-dyt-i8-1x16x16x64", "silu-i16-1x8x8x64"} <= labels


def test_a_sample_of_the_calibration_graphs() -> None:
    """``vela_calibration.json`` holds the CLI's cycles of each graph before its rewrite;
    every 11th case (both NPUs, i8 and i16, all shapes) must come out the same."""
    oracle = Oracle([U55, U85])
    sample = cases()[::11]
    assert len(sample) >= 20
    for case in sample:
        expected = (case.vela["ethos-u55-128"].before, case.vela["ethos-u85-256"].before)
        assert oracle.cycles(_graph(case.text)) == expected, case.label


def test_a_custom_vela_ini(tmp_path: Path) -> None:
    """A system config copied under a new name with slower flash, and a memory mode with
    a 32 KiB cache inheriting from Vela's: cycles change, and still equal the CLI's with
    ``--config``."""
    own = Path(vela.default_config_path()).read_text()
    section = own.split("[System_Config.Ethos_U55_High_End_Embedded]\n")[1].split("\n\n")[0]
    slow = section.replace("OffChipFlash_clock_scale=0.125", "OffChipFlash_clock_scale=0.03125")
    assert slow != section
    ini = tmp_path / "board.ini"
    ini.write_text(
        own
        + f"\n[System_Config.Board_Slow_Flash]\n{slow}\n"
        + "\n[Memory_Mode.Dedicated_Sram_32KB]\ninherit=Memory_Mode.Dedicated_Sram\n"
        + "arena_cache_size=32768\n"
    )
    board = npus(["ethos-u55-128"], "Board_Slow_Flash", vela_config=str(ini))[0]
    small = npus(["ethos-u85-256"], memory_mode="Dedicated_Sram_32KB", vela_config=str(ini))[0]
    assert board.config_path == str(ini)
    assert str(board) == "ethos-u55-128 (Board_Slow_Flash, Shared_Sram, board.ini)"
    blob = _model("dyt_mlp_int8")
    custom = Oracle([board, small]).cycles(blob)
    default = Oracle([U55, U85]).cycles(blob)
    assert custom[0] > default[0]
    assert custom[1] != default[1]
    assert custom == tuple(_cli_cycles(blob, [board, small]))


def test_an_edited_vela_ini_is_read_again(tmp_path: Path) -> None:
    """What an NPU is resolved to is remembered for its file as it is: a file edited
    since (here a memory mode's cache) gives the new texts, as Vela's CLI would."""
    own = Path(vela.default_config_path()).read_text()
    mode = "\n[Memory_Mode.Board]\ninherit=Memory_Mode.Dedicated_Sram\narena_cache_size={}\n"
    ini = tmp_path / "board.ini"
    ini.write_text(own + mode.format(32768))
    npu = npus(["ethos-u85-256"], memory_mode="Board", vela_config=str(ini))[0]
    first = vela._resolve(npu).options  # pyright: ignore[reportPrivateUsage]
    assert "arena_size_limit=32768\n" in first
    # (Another length as well: two writes may fall within one tick of the file's clock.)
    ini.write_text(own + mode.format(131072))
    again = vela._resolve(npu).options  # pyright: ignore[reportPrivateUsage]
    assert "arena_size_limit=131072\n" in again
    assert vela._resolve(npu) is vela._resolve(npu)  # pyright: ignore[reportPrivateUsage]


# --------------------------------------------------------------------------- #
# Configuration, against Vela's own code
# --------------------------------------------------------------------------- #


def _architecture_features() -> ModuleType:
    """Vela's own configuration code (no type stubs: imported by name)."""
    return importlib.import_module("ethosu.vela.architecture_features")


def test_accelerators_are_velas() -> None:
    accelerator: Any = _architecture_features().Accelerator
    assert list(vela.ACCELERATORS) == accelerator.member_list()
    assert set(vela.MODELLED) <= set(vela.ACCELERATORS)


def _vela_arch(npu: NPU) -> Any:
    """Vela's ``ArchitectureFeatures`` for ``npu``, as its CLI builds it."""
    with contextlib.redirect_stdout(io.StringIO()):
        return _architecture_features().ArchitectureFeatures(
            vela_config_files=[npu.config_path or vela.default_config_path()],
            accelerator_config=npu.accelerator,
            system_config=npu.system_config,
            memory_mode=npu.memory_mode,
            max_blockdep=3,
            verbose_config=False,
            arena_cache_size=None,
        )


def _combinations(ini: str | None = None) -> Iterator[NPU]:
    parsed = vela._ini(ini)  # pyright: ignore[reportPrivateUsage]
    for accelerator, system, mode in itertools.product(
        vela.ACCELERATORS, parsed.names("System_Config."), parsed.names("Memory_Mode.")
    ):
        yield NPU(accelerator, system, mode, ini)


def test_every_combination_resolves_as_vela_does() -> None:
    """Every accelerator, system config and memory mode of Vela's ``vela.ini``: accepted
    exactly when ``ArchitectureFeatures`` accepts it, with its MACs, cores and arena
    cache size."""
    accepted = 0
    for npu in _combinations():
        try:
            arch = _vela_arch(npu)
        except Exception:
            with pytest.raises(VelaConfigError):
                vela._resolve(npu)  # pyright: ignore[reportPrivateUsage]
            continue
        resolved = vela._resolve(npu)  # pyright: ignore[reportPrivateUsage]
        assert resolved.sysconfig.startswith(
            f"[architecture]\nmacs={arch.num_macs_per_cycle}\ncores={arch.ncores}\n"
        ), npu
        assert f"arena_size_limit={arch.arena_cache_size}\n" in resolved.options, npu
        accepted += 1
    assert 0 < accepted < len(list(_combinations()))


def _main_texts(npu: NPU) -> tuple[str, str, str]:
    """The accelerator, sysconfig and options texts ``vela.main()`` hands regor."""
    cli: Any = importlib.import_module("ethosu.vela.vela")
    seen: dict[str, str] = {}

    def capture(
        _arch: object, _network: str, accelerator: str, sysconfig: str, options: str, *_: object
    ) -> None:
        seen.update(accelerator=accelerator, sysconfig=sysconfig, options=options)

    argv = [str(MODELS / "dyt_mlp_int8.tosa"), f"--accelerator-config={npu.accelerator}"]
    if not npu.is_default:
        argv += npu.cli_options()[1:]
    patch = pytest.MonkeyPatch()
    patch.setattr(cli, "process_regor", capture)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            assert cli.main(argv) == 0
    finally:
        patch.undo()
    return seen["accelerator"], seen["sysconfig"], seen["options"]


@pytest.mark.parametrize(
    "config",
    [
        ("ethos-u55-128", None, None),
        ("ethos-u85-256", None, None),
        ("ethos-u65-512", None, None),
        ("ethos-u55-32", "Ethos_U55_Deep_Embedded", "Sram_Only"),
        ("ethos-u85-2048", "Ethos_U85_SYS_Flash_Low", "Shared_Sram"),
    ],
)
def test_texts_equal_velas_main(config: tuple[str, str | None, str | None]) -> None:
    npu = npus([config[0]], config[1], config[2])[0]
    resolved = vela._resolve(npu)  # pyright: ignore[reportPrivateUsage]
    assert (resolved.arch, resolved.sysconfig, resolved.options) == _main_texts(npu)


INVALID_INIS = {
    "no-section-header": "core_clock=1e9\n",
    "not-a-number": "[System_Config.S]\ncore_clock=fast\n[Memory_Mode.M]\narena_cache_size=1\n",
    "bad-port": "[System_Config.S]\naxi0_port=Flash\n[Memory_Mode.M]\n",
    "bad-mem-area": "[System_Config.S]\n[Memory_Mode.M]\nconst_mem_area=Axi2\n",
    "arena-too-big": "[System_Config.S]\naxi0_port=Sram\naxi1_port=Dram\n"
    "[Memory_Mode.M]\nconst_mem_area=Axi1\narena_cache_size=8589934592\n",
    "inherits-itself": "[System_Config.S]\naxi1_port=Dram\n[Memory_Mode.M]\ninherit=Memory_Mode.M\n"
    "const_mem_area=Axi1\n",
    "inherits-missing": "[System_Config.S]\naxi1_port=Dram\n[Memory_Mode.M]\ninherit=Memory_Mode.X\n",
}


@pytest.mark.parametrize("name", INVALID_INIS)
def test_invalid_ini(tmp_path: Path, name: str) -> None:
    """Vela rejects the file for an ``ethos-u55-128`` too, and the message names it."""
    ini = tmp_path / f"{name}.ini"
    ini.write_text(INVALID_INIS[name])
    npu = NPU("ethos-u55-128", "S", "M", str(ini))
    with pytest.raises(Exception):  # noqa: B017 (Vela raises many kinds)
        _vela_arch(npu)
    with pytest.raises(VelaConfigError) as error:
        npus(["ethos-u55-128"], "S", "M", str(ini))
    assert "\n" not in str(error.value)


MINIMAL_INI = (
    "[System_Config.S]\naxi0_port=Sram\naxi1_port=Dram\n"
    "Sram_clock_scale=1.0\nDram_clock_scale=1.0\n"
    "[Memory_Mode.M]\nconst_mem_area=Axi1\narena_mem_area=Axi0\ncache_mem_area=Axi0\n"
)
"""A configuration of few keys that regor compiles with. Left out, each of them
takes a default in Vela's Python (the ports, the memory mode's areas, each memory's
clock scale 1.0), and regor then finds a memory not configured."""


def test_a_valid_minimal_ini_is_accepted_as_by_vela(tmp_path: Path) -> None:
    ini = tmp_path / "minimal.ini"
    ini.write_text(MINIMAL_INI)
    npu = npus(["ethos-u85-128"], "S", "M", str(ini))[0]
    resolved = vela._resolve(npu)  # pyright: ignore[reportPrivateUsage]
    assert f"arena_size_limit={_vela_arch(npu).arena_cache_size}\n" in resolved.options
    assert (resolved.arch, resolved.sysconfig, resolved.options) == _main_texts(npu)


# --------------------------------------------------------------------------- #
# NPUs and their errors
# --------------------------------------------------------------------------- #


def test_defaults_resolve_as_the_cli() -> None:
    found = npus(["ethos-u55-128", "ETHOS-U85-256", "ethos-u65-256", "ethos-u55-128"])
    assert found == (
        U55,
        U85,
        NPU("ethos-u65-256", "Ethos_U65_Client_Server", "Dedicated_Sram_384KB"),
    )
    assert [str(n) for n in found] == ["ethos-u55-128", "ethos-u85-256", "ethos-u65-256"]
    assert all(n.is_default for n in found)
    assert len(set(found)) == 3


def test_default_and_modelled_without_vela(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vela, "_import_regor", lambda: None)
    assert (NPU.default("ethos-u55-128"), NPU.default("Ethos-U85-256")) == (U55, U85)
    assert [NPU.default(a).is_modelled for a in vela.MODELLED] == [True, True]
    assert not NPU.default("ethos-u85-512").is_modelled
    assert not NPU("ethos-u55-128", "Ethos_U55_Deep_Embedded", "Shared_Sram").is_modelled
    with pytest.raises(VelaConfigError, match="ethos-u85-4096"):
        NPU.default("ethos-u85-4096")


def test_a_config_applies_to_every_accelerator() -> None:
    found = npus(["ethos-u85-256", "ethos-u85-512"], "Ethos_U85_SYS_DRAM_High", "Sram_Only")
    assert {(n.system_config, n.memory_mode) for n in found} == {
        ("Ethos_U85_SYS_DRAM_High", "Sram_Only")
    }
    assert str(found[1]) == "ethos-u85-512 (Ethos_U85_SYS_DRAM_High, Sram_Only)"


def test_velas_own_ini_by_its_cli_name() -> None:
    assert npus(["ethos-u55-128"], vela_config="Arm/vela.ini") == (U55,)
    assert npus(["ethos-u55-128"], vela_config=vela.default_config_path()) == (U55,)


def _error(**kwargs: Any) -> str:
    kwargs.setdefault("accelerators", ["ethos-u55-128"])
    with pytest.raises(VelaConfigError) as error:
        npus(**kwargs)
    message = str(error.value)
    assert "\n" not in message
    return message


def test_unknown_accelerator_lists_them_all() -> None:
    message = _error(accelerators=["ethos-u55-128", "ethos-u75-256"])
    assert "'ethos-u75-256'" in message
    assert all(a in message for a in vela.ACCELERATORS)


def test_unknown_system_config_lists_the_files() -> None:
    message = _error(system_config="Ethos_U55_Fast")
    assert "'Ethos_U55_Fast'" in message
    assert "Ethos_U55_Deep_Embedded, Ethos_U55_High_End_Embedded" in message
    assert "Ethos_U85_SYS_DRAM_High" in message


def test_unknown_memory_mode_lists_the_files() -> None:
    message = _error(memory_mode="Dedicated_Sram_1MB")
    assert "'Dedicated_Sram_1MB'" in message
    assert "Sram_Only, Shared_Sram, Dedicated_Sram," in message


def test_unsuited_memory_mode_lists_those_that_suit() -> None:
    """U55's default system config has flash on AXI1: Vela refuses a dedicated SRAM."""
    message = _error(memory_mode="Dedicated_Sram_384KB")
    assert message.endswith("memory modes that do: Sram_Only, Shared_Sram")


def test_names_are_looked_up_in_the_custom_ini(tmp_path: Path) -> None:
    ini = tmp_path / "mine.ini"
    ini.write_text(
        MINIMAL_INI.replace("System_Config.S", "System_Config.Mine").replace(
            "Memory_Mode.M", "Memory_Mode.Ours"
        )
    )
    message = _error(vela_config=str(ini))
    assert "'Ethos_U55_High_End_Embedded', the default for ethos-u55-128" in message
    assert message.endswith("give system-config (it has: Mine)")
    message = _error(vela_config=str(ini), system_config="Mine")
    assert message.endswith("give memory-mode (it has: Ours)")
    assert npus(["ethos-u85-256"], "Mine", "Ours", str(ini))[0].config_path == str(ini)


def test_a_configuration_regor_rejects_is_a_configuration_error(tmp_path: Path) -> None:
    """A file that leaves the feature maps' memory to Vela's Python defaults passes the
    checks Vela's Python reads it with, but regor takes the memory as not configured
    and compiles no graph (nor does the ``vela`` CLI): that is said of the
    configuration, before any graph is costed."""
    ini = tmp_path / "broken.ini"
    ini.write_text(
        "[System_Config.S]\naxi0_port=Sram\naxi1_port=OffChipFlash\n"
        "[Memory_Mode.M]\nconst_mem_area=Axi1\n"
    )
    npu = NPU("ethos-u55-128", "S", "M", str(ini))
    with pytest.raises(VelaRefused, match="Feature Map memory not configured"):
        Oracle((npu,)).cycles(_model("dyt_mlp_int8"))  # the graph is not to blame
    message = _error(system_config="S", memory_mode="M", vela_config=str(ini))
    assert message == (
        f"Vela rejects the configuration of {npu}: Feature Map memory not configured"
    )


def test_every_accelerator_compiles_the_probe_in_velas_own_configurations(
    tmp_path: Path,
) -> None:
    """The graph a user's configuration is checked with compiles for every accelerator
    in every configuration of Vela's own file, given as a user's."""
    ini = tmp_path / "copy.ini"
    ini.write_text(Path(vela.default_config_path()).read_text())
    checked = 0
    for npu in _combinations(str(ini)):
        try:
            resolved = vela._resolve(npu)  # pyright: ignore[reportPrivateUsage]
        except VelaConfigError:
            continue  # a memory mode that does not suit the system config
        vela._check_compiles(npu, resolved)  # pyright: ignore[reportPrivateUsage]
        checked += 1
    assert checked >= len(vela.ACCELERATORS)


def test_missing_and_misnamed_ini(tmp_path: Path) -> None:
    assert "cannot be read" in _error(vela_config=str(tmp_path / "missing.ini"))
    text = tmp_path / "vela.txt"
    text.write_text("[System_Config.S]\n")
    assert ".ini extension" in _error(vela_config=str(text))
    folder = tmp_path / "folder.ini"
    folder.mkdir()
    assert "cannot be read (Is a directory)" in _error(vela_config=str(folder))


def test_not_utf8_ini(tmp_path: Path) -> None:
    ini = tmp_path / "latin1.ini"
    ini.write_bytes(b"; caf\xe9\n[System_Config.S]\n[Memory_Mode.M]\n")
    assert "not UTF-8" in _error(vela_config=str(ini))


def test_vela_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vela, "_import_regor", lambda: None)
    assert not vela.available()
    with pytest.raises(VelaMissing) as error:
        npus(["ethos-u55-128"])
    assert str(error.value).endswith("pip install 'lutdialect[vela]'")
    assert "\n" not in str(error.value)
    with pytest.raises(VelaMissing):
        Oracle([U55])


# --------------------------------------------------------------------------- #
# The oracle
# --------------------------------------------------------------------------- #


def test_memo_compiles_each_graph_once() -> None:
    oracle = Oracle([U55, U85])
    blob = _model("dyt_mlp_int8")
    first = oracle.cycles(blob)
    assert (oracle.compiles, oracle.seconds > 0) == (2, True)
    assert oracle.cycles(bytes(bytearray(blob))) == first
    assert oracle.cycles(bytearray(blob)) == first  # pyright: ignore[reportArgumentType]
    assert oracle.compiles == 2
    other = _case("silu-i16-1x8x8x64")
    oracle.cycles(other)
    assert oracle.compiles == 4
    assert [e.npu_ops > 0 for e in oracle.estimates(other)] == [True, True]


def test_deterministic_and_in_order() -> None:
    blob = _model("dyt_mlp_int8")
    forward = Oracle([U55, U85]).cycles(blob)
    assert Oracle([U85, U55]).cycles(blob) == forward[::-1]
    assert Oracle([U55]).cycles(blob) == forward[:1]


def test_refusal_names_the_npu_and_is_memoised() -> None:
    """An a16w8 matmul does not run on U55."""
    oracle = Oracle([U85, U55])
    blob = _model("vit_dyt_a16w8")
    with pytest.raises(VelaRefused) as error:
        oracle.cycles(blob)
    message = str(error.value)
    assert message.startswith("Vela refused the graph for ethos-u55-128: ")
    assert "could not run on NPU" in message
    assert "\n" not in message
    assert error.value.npu == U55
    compiles = oracle.compiles
    with pytest.raises(VelaRefused):
        oracle.cycles(blob)
    assert oracle.compiles == compiles
    assert Oracle([U85]).cycles(blob)[0] > 0


def test_garbage_is_refused() -> None:
    with pytest.raises(VelaRefused, match="ethos-u85-256"):
        Oracle([U85]).cycles(b"\x00" * 64)


_TABLE_ON = """
func.func @f(%x: tensor<{shape}xi8>, %t: tensor<256xi8>) -> tensor<{shape}xi8> {{
  %y = tosa.table %x, %t : (tensor<{shape}xi8>, tensor<256xi8>) -> tensor<{shape}xi8>
  return %y : tensor<{shape}xi8>
}}
"""


@pytest.mark.parametrize("shape", ["?x4", "0x4", "2x?x8"])
def test_a_tensor_of_no_fixed_size_is_refused_uncompiled(shape: str) -> None:
    """regor crashes the process (a segmentation fault) on a dynamic or zero-sized
    dimension: such a graph is refused, naming the tensor, and never handed to it
    (this test would not return otherwise)."""
    oracle = Oracle([U85, U55])
    with pytest.raises(VelaRefused, match=rf"tensor '\w+' has shape {re.escape(shape)}"):
        oracle.cycles(_graph(_TABLE_ON.format(shape=shape)))
    assert oracle.compiles == 0


def test_whatever_regor_raises_is_a_refusal() -> None:
    """A graph of 10^12 elements makes regor raise an ``IndexError``, not the
    ``RuntimeError`` of a graph it cannot run: a refusal all the same, named."""
    with pytest.raises(VelaRefused, match="IndexError: Strides exceed storage"):
        Oracle([U85]).cycles(_graph(_TABLE_ON.format(shape="1x1000000x1000000")))


def test_an_unchecked_npu_is_checked_by_the_oracle() -> None:
    with pytest.raises(VelaConfigError, match="'Nope'"):
        Oracle([NPU("ethos-u55-128", "Nope", "Shared_Sram")])


def test_regor_prints_nothing(capfd: pytest.CaptureFixture[str]) -> None:
    """Nothing may reach fd 1: ``lutdialect fold -o -`` writes the graph there."""
    oracle = Oracle([U85, U55])
    oracle.cycles(_model("dyt_mlp_int8"))
    with pytest.raises(VelaRefused):
        oracle.cycles(_model("vit_dyt_a16w8"))
    assert capfd.readouterr() == ("", "")
