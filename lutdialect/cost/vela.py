"""Vela (Arm's Ethos-U compiler, ``ethos-u-vela`` 5.2) in process, as a cost oracle.

:class:`Oracle` compiles a TOSA flatbuffer with Vela's C++ core (``ethosu.regor``, the
core the ``vela`` CLI itself uses for ``.tosa`` input) once per :class:`NPU` and returns
``perf_report.totalCycles``, which is the CLI's summary-CSV ``cycles_total``. The texts
handed to regor are the ones ``ethosu.vela.vela.main()`` builds with default CLI options;
they are load-bearing (without the scheduler's ``arena_size_limit`` U85 cycles change
silently), so ``tests/unit/cost/test_vela.py`` pins the numbers against the CLI.

The configuration side (:data:`ACCELERATORS`, :func:`npus`) is replicated here with
:mod:`configparser` rather than imported from ``ethosu.vela``: ``architecture_features``
and ``vela`` pull in numpy and the whole Python compiler (0.2-0.4 s), more than the
compiles of a fold cost. The test suite compares every replicated value and check with
Vela's own code.

Costs of compiling in process, measured with Vela 5.2: about 5 ms to import regor; one
compile takes 0.3 ms (a few ops) to 30 ms (small transformers) and 0.1-1 s for CNNs. The
GIL is held during a compile, and regor leaks 0.3-1 MB per full-model compile, so a
long-lived service should compile in worker processes it recycles; one fold is fine.
With ``verbose=False`` regor writes nothing to fd 1 or 2 (checked by the tests), so no
redirection is needed around the compile.
"""

from __future__ import annotations

import configparser
import functools
import importlib
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, TypeVar, cast

__all__ = [
    "ACCELERATORS",
    "INSTALL_HINT",
    "MODELLED",
    "NPU",
    "Estimate",
    "Oracle",
    "VelaConfigError",
    "VelaMissing",
    "VelaRefused",
    "available",
    "default_config_path",
    "npus",
]

INSTALL_HINT = "pip install 'lutdialect[vela]'"

ACCELERATORS: tuple[str, ...] = (
    "ethos-u55-32",
    "ethos-u55-64",
    "ethos-u55-128",
    "ethos-u55-256",
    "ethos-u65-256",
    "ethos-u65-512",
    "ethos-u85-128",
    "ethos-u85-256",
    "ethos-u85-512",
    "ethos-u85-1024",
    "ethos-u85-2048",
)
"""Every ``--accelerator-config`` Vela 5.2 accepts, in the order of its
``architecture_features.Accelerator`` enum (a test checks the two agree)."""

MODELLED: tuple[str, ...] = ("ethos-u55-128", "ethos-u85-256")
"""The accelerators the hand model (:mod:`lutdialect.cost.ethos_u`) covers, each in its
default system config and memory mode with Vela's own ``vela.ini``
(:attr:`NPU.is_default`). Without Vela, only these can be targeted."""


class VelaMissing(Exception):
    """``ethos-u-vela`` is not installed."""

    def __init__(self) -> None:
        super().__init__(f"Vela (ethos-u-vela 5.2) is not installed: {INSTALL_HINT}")


class VelaConfigError(ValueError):
    """An unknown accelerator, system config or memory mode, or an unreadable or invalid
    Vela configuration file. The one-line message lists the valid names."""


class VelaRefused(Exception):
    """Vela could not compile the graph for one NPU (regor raised, e.g. "could not run on
    NPU", or some ops would run on the CPU, so the NPU cycles are not the graph's)."""

    def __init__(self, npu: NPU, reason: str) -> None:
        self.npu = npu
        self.reason = reason
        super().__init__(f"Vela refused the graph for {npu}: {reason}")


# --------------------------------------------------------------------------- #
# regor, typed
# --------------------------------------------------------------------------- #


class _PerfReport(Protocol):
    @property
    def totalCycles(self) -> int: ...
    @property
    def cpuOps(self) -> int: ...
    @property
    def npuOps(self) -> int: ...


class _Table(Protocol):
    @property
    def header(self) -> Sequence[str]: ...
    @property
    def data(self) -> Sequence[Sequence[str]]: ...


class _Database(Protocol):
    @property
    def tables(self) -> Mapping[str, _Table]: ...


class _Compiled(Protocol):
    @property
    def perf_report(self) -> _PerfReport: ...
    @property
    def opt_database(self) -> _Database: ...


class _Regor(Protocol):
    """The part of ``ethosu.regor`` (no type stubs) the oracle uses."""

    __file__: str

    def compile(
        self, arch: str, input: bytes, fmt: str, sysconfig: str, *, options: str, verbose: bool
    ) -> _Compiled: ...


@functools.cache
def _import_regor() -> _Regor | None:
    try:
        return cast(_Regor, importlib.import_module("ethosu.regor"))
    except ImportError:
        return None


def _regor() -> _Regor:
    regor = _import_regor()
    if regor is None:
        raise VelaMissing
    return regor


def available() -> bool:
    """Whether Vela's C++ core (``ethosu.regor``) imports; cached."""
    return _import_regor() is not None


def default_config_path() -> str:
    """Vela's own ``config_files/Arm/vela.ini`` (what :attr:`NPU.config_path` None means)."""
    return str(_config_files() / "Arm" / "vela.ini")


@functools.cache
def _config_files() -> Path:
    """Vela's ``config_files`` directory (``architecture_features.CONFIG_FILES_PATH``)."""
    return Path(_regor().__file__).resolve().parent / "config_files"


# --------------------------------------------------------------------------- #
# Accelerators
# --------------------------------------------------------------------------- #


class _Family:
    """What Vela fixes per accelerator family: regor's architecture name, the CLI's
    default system config and memory mode (``ArchitectureFeatures._set_default_*``), and
    the AXI address width that bounds ``arena_cache_size``. (Private helpers are plain
    classes: a dataclass costs milliseconds at import.)"""

    def __init__(self, arch: str, system_config: str, memory_mode: str, address_bits: int) -> None:
        self.arch = arch
        self.system_config = system_config
        self.memory_mode = memory_mode
        self.address_bits = address_bits


_FAMILIES = {
    "u55": _Family("EthosU55", "Ethos_U55_High_End_Embedded", "Shared_Sram", 32),
    "u65": _Family("EthosU65", "Ethos_U65_Client_Server", "Dedicated_Sram_384KB", 40),
    "u85": _Family("EthosU85", "Ethos_U85_SYS_DRAM_Mid", "Dedicated_Sram_384KB", 40),
}

_MACS_CORES = {"ethos-u65-512": (256, 2)}
"""``[architecture] macs= cores=`` where they are not (the name's number, 1): Vela's
``accelerator_configs`` has the U65-512 as two 256-MAC cores."""


def _family(accelerator: str) -> _Family:
    return _FAMILIES[accelerator.split("-")[1]]


def _check_accelerator(accelerator: str) -> str:
    name = accelerator.lower()  # as ArchitectureFeatures does
    if name not in ACCELERATORS:
        raise VelaConfigError(
            f"unknown Ethos-U accelerator {accelerator!r}; Vela has: {', '.join(ACCELERATORS)}"
        )
    return name


# --------------------------------------------------------------------------- #
# vela.ini
# --------------------------------------------------------------------------- #

_SYSTEM = "System_Config."
_MODE = "Memory_Mode."
_MEM_AREAS = ("Unknown", "Sram", "Dram", "OnChipFlash", "OffChipFlash", "Shram")
"""``tensor.MemArea`` names an ``axi*_port`` may take."""
_PORTS = ("Axi0", "Axi1")


class _Ini:
    """A Vela configuration file: its path, its text (handed to regor whole, as the CLI
    does) and its sections, parsed as ``ArchitectureFeatures`` parses them."""

    def __init__(self, path: str, text: str, parser: configparser.ConfigParser) -> None:
        self.path = path
        self.text = text
        self.parser = parser
        self.label = "Vela's own vela.ini" if path == default_config_path() else path

    def names(self, prefix: str) -> list[str]:
        return [s.removeprefix(prefix) for s in self.parser.sections() if s.startswith(prefix)]

    def listing(self, prefix: str) -> str:
        return ", ".join(self.names(prefix)) or "none"

    def read(self, section: str, key: str, default: str) -> str:
        """``ArchitectureFeatures._read_config``: the key in ``section`` or, through
        ``inherit=``, in the sections it inherits from."""
        chain: list[str] = []
        try:
            while True:
                if section in chain:
                    raise self.error(f"[{chain[0]}] inherits from itself via [{section}]")
                if not self.parser.has_section(section):
                    raise self.error(f"[{section}], inherited by [{chain[-1]}], is missing")
                chain.append(section)
                if not self.parser.has_option(section, "inherit"):
                    break
                section = self.parser.get(section, "inherit")
            for name in chain:  # the child's value wins
                if self.parser.has_option(name, key):
                    return self.parser.get(name, key)
        except configparser.Error as e:
            raise self.error(str(e).splitlines()[0]) from None
        return default

    def number(
        self, kind: Callable[[str], int | float], section: str, key: str, default: str
    ) -> int | float:
        value = self.read(section, key, default)
        try:
            return kind(value)
        except ValueError:
            raise self.error(f"[{section}] {key}={value} is not a number") from None

    def choice(self, section: str, key: str, default: str, valid: Sequence[str]) -> str:
        value = self.read(section, key, default)
        if value not in valid:
            raise self.error(f"[{section}] {key}={value} is none of {', '.join(valid)}")
        return value

    def error(self, what: str) -> VelaConfigError:
        return VelaConfigError(f"invalid Vela config file {self.path}: {what}")


def _resolve_config(vela_config: str) -> str:
    """The file ``--config vela_config`` names: as Vela's CLI does, a ``DIR/NAME.ini``
    relative path is looked up in Vela's ``config_files`` first (``Arm/vela.ini`` is
    Vela's own); unlike it, ``~`` is expanded and a relative ``DIR/NAME.ini`` found
    there falls back to the working directory."""
    path = os.path.normpath(os.path.expanduser(vela_config))
    if os.path.splitext(path)[1] != ".ini":
        if not os.path.exists(path):  # say first what is wrong first
            raise VelaConfigError(f"Vela config file {vela_config!r}: no such file")
        raise VelaConfigError(
            f"Vela config file {vela_config!r}: configuration files must use the .ini extension"
        )
    parts = path.split(os.path.sep)
    if len(parts) == 2 and not os.path.isabs(path) and not vela_config.startswith("."):
        bundled = _config_files() / path
        if bundled.is_file():
            return str(bundled)
    return os.path.abspath(path)


@functools.lru_cache(maxsize=16)
def _load(path: str, stamp: tuple[int, int]) -> _Ini:
    """The parsed file at ``path`` (``stamp``: its mtime and size, so an edited file is
    read again)."""
    del stamp
    try:
        text = Path(path).read_bytes().decode()
    except UnicodeDecodeError as e:
        raise VelaConfigError(f"invalid Vela config file {path}: not UTF-8 ({e.reason})") from None
    except OSError as e:  # a directory, say: stat-able, not readable as a file
        raise VelaConfigError(
            f"Vela config file {path} cannot be read ({e.strerror or type(e).__name__})"
        ) from None
    parser = configparser.ConfigParser()
    try:
        parser.read_string(text, source=path)
    except configparser.Error as e:
        first = str(e).splitlines()[0]
        raise VelaConfigError(f"invalid Vela config file {path}: {first}") from None
    ini = _Ini(path, text, parser)
    if not ini.names(_SYSTEM) or not ini.names(_MODE):
        raise ini.error("it defines no [System_Config.*] or no [Memory_Mode.*] section")
    return ini


def _ini(config_path: str | None) -> _Ini:
    path = default_config_path() if config_path is None else config_path
    try:
        stat = os.stat(path)
        if not os.access(path, os.R_OK):
            raise PermissionError(path)
    except OSError as e:
        raise VelaConfigError(
            f"Vela config file {path} cannot be read ({e.strerror or type(e).__name__})"
        ) from None
    return _load(path, (stat.st_mtime_ns, stat.st_size))


class _Resolved:
    """What :class:`Oracle` hands regor for one NPU."""

    def __init__(self, arch: str, sysconfig: str, options: str) -> None:
        self.arch = arch
        self.sysconfig = sysconfig
        self.options = options


def _arena_cache_size(ini: _Ini, npu: NPU) -> int:
    """``ArchitectureFeatures._get_vela_config``: read the system config and memory mode,
    apply its checks (they decide whether a memory mode suits a system config, e.g. no
    ``Dedicated_Sram`` where AXI1 is flash) and return the resolved ``arena_cache_size``."""
    family = _family(npu.accelerator)
    system = _SYSTEM + npu.system_config
    mode = _MODE + npu.memory_mode
    if not ini.parser.has_section(system):
        raise VelaConfigError(
            f"unknown Vela system config {npu.system_config!r} in {ini.label}; "
            f"it has: {ini.listing(_SYSTEM)}"
        )
    if not ini.parser.has_section(mode):
        raise VelaConfigError(
            f"unknown Vela memory mode {npu.memory_mode!r} in {ini.label}; "
            f"it has: {ini.listing(_MODE)}"
        )
    ini.number(float, system, "core_clock", "1")
    axi = {port: ini.choice(system, f"{port.lower()}_port", "Sram", _MEM_AREAS) for port in _PORTS}
    for area in axi.values():
        ini.number(float, system, f"{area}_clock_scale", "1.0")
        for key in ("ports_used", "burst_length", "read_latency", "write_latency"):
            ini.number(int, system, f"{area}_{key}", "1")
    const, arena, cache = (
        ini.choice(mode, f"{kind}_mem_area", "Axi0", _PORTS) for kind in ("const", "arena", "cache")
    )
    size = int(ini.number(int, mode, "arena_cache_size", str(1 << family.address_bits)))
    if axi[const] == "Sram" and const == arena == cache:
        # Vela moves the constants to the other port, as on-chip flash.
        const = "Axi1" if const == "Axi0" else "Axi0"
        axi[const] = "OnChipFlash"
    problems: list[str] = []
    if axi[const] not in ("Dram", "OnChipFlash", "OffChipFlash"):
        problems.append(
            f"const_mem_area {const} is {axi[const]} (must be Dram or OnChipFlash or OffChipFlash)"
        )
    if axi[arena] not in ("Sram", "Dram"):
        problems.append(f"arena_mem_area {arena} is {axi[arena]} (must be Sram or Dram)")
    if axi[cache] != "Sram":
        problems.append(f"cache_mem_area {cache} is {axi[cache]} (must be Sram)")
    if not 0 <= size <= 1 << family.address_bits:
        problems.append(
            f"arena_cache_size {size} is out of bounds (0 to {1 << family.address_bits})"
        )
    if problems:
        raise _UnsuitedMode(problems[0])
    return size


class _UnsuitedMode(Exception):
    """The memory mode does not suit the system config (raised within this module)."""


def _options(arena_cache_size: int) -> str:
    """``vela.get_compiler_config`` with the CLI's default arguments (``--optimise
    Performance``, TFLite output, COP1, 16-byte CPU tensors, HillClimb allocator, int16
    softmax range 10.0)."""
    return (
        "\n[compiler]\noutput_format=TFLite\ncop_format=COP1\n"
        "\n[scheduler]\noptimize=Performance\n"
        f"arena_size_limit={arena_cache_size}\n"
        "disable_feature=\ncpu_tensor_alignment=16\ntensor_allocator=HillClimb\n"
        "\n[graph]\nsoftmax_int16_neg_exp_range=10.0\n"
    )


def _resolve(npu: NPU) -> _Resolved:
    """Check ``npu`` against its ini and build regor's texts as ``vela.main()`` does
    (once per NPU and version of its file: a pass's options are resolved often)."""
    _check_accelerator(npu.accelerator)
    return _resolved(npu, _ini(npu.config_path))


@functools.lru_cache(maxsize=64)
def _resolved(npu: NPU, ini: _Ini) -> _Resolved:
    try:
        size = _arena_cache_size(ini, npu)
    except _UnsuitedMode as e:
        suits: list[str] = []
        for name in ini.names(_MODE):
            try:
                _arena_cache_size(
                    ini, NPU(npu.accelerator, npu.system_config, name, npu.config_path)
                )
            except (_UnsuitedMode, VelaConfigError):
                continue
            suits.append(name)
        raise VelaConfigError(
            f"Vela memory mode {npu.memory_mode!r} does not suit {npu.accelerator} with system "
            f"config {npu.system_config!r}: {e}; memory modes that do: {', '.join(suits) or 'none'}"
        ) from None
    macs, cores = _MACS_CORES.get(npu.accelerator, (int(npu.accelerator.split("-")[-1]), 1))
    sysconfig = (
        f"[architecture]\nmacs={macs}\ncores={cores}\n"
        f"[vela]\nsystem_config_name={npu.system_config}\nmemory_mode_name={npu.memory_mode}\n"
        f"{ini.text}"
    )
    return _Resolved(_family(npu.accelerator).arch, sysconfig, _options(size))


# --------------------------------------------------------------------------- #
# NPUs
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class NPU:
    """One Vela configuration: an accelerator, a system config and memory mode by their
    names in a Vela config file (``config_path``, absolute; None: Vela's own
    ``config_files/Arm/vela.ini``). Build checked ones with :func:`npus`."""

    accelerator: str
    system_config: str
    memory_mode: str
    config_path: str | None = None

    @classmethod
    def default(cls, accelerator: str) -> NPU:
        """``accelerator`` in the CLI's default system config and memory mode, with Vela's
        own ``vela.ini``; needs no Vela (the names are checked against
        :data:`ACCELERATORS` only), so the hand-model path can name its NPUs too."""
        name = _check_accelerator(accelerator)
        family = _family(name)
        return cls(name, family.system_config, family.memory_mode)

    @property
    def is_modelled(self) -> bool:
        """Whether the hand model (:data:`MODELLED`) covers this NPU."""
        return self.accelerator in MODELLED and self.is_default

    @property
    def is_default(self) -> bool:
        """What the ``vela`` CLI compiles for given only ``--accelerator-config``."""
        family = _family(self.accelerator)
        return (
            self.config_path is None
            and self.system_config == family.system_config
            and self.memory_mode == family.memory_mode
        )

    def __str__(self) -> str:
        """``ethos-u55-128``; ``ethos-u55-128 (Sys, Mode)`` when not the default, with the
        config file's name when it is not Vela's own."""
        if self.is_default:
            return self.accelerator
        parts = [self.system_config, self.memory_mode]
        if self.config_path is not None:
            parts.append(os.path.basename(self.config_path))
        return f"{self.accelerator} ({', '.join(parts)})"

    def cli_options(self) -> list[str]:
        """The ``vela`` CLI options that compile for this NPU."""
        return [
            f"--accelerator-config={self.accelerator}",
            f"--config={self.config_path or 'Arm/vela.ini'}",
            f"--system-config={self.system_config}",
            f"--memory-mode={self.memory_mode}",
        ]


def npus(
    accelerators: Sequence[str],
    system_config: str | None = None,
    memory_mode: str | None = None,
    vela_config: str | None = None,
) -> tuple[NPU, ...]:
    """The checked NPUs for ``accelerators``, as Vela's CLI resolves its options.

    ``system_config`` / ``memory_mode`` apply to every accelerator; None is the CLI's
    default for the accelerator's family (U55: ``Ethos_U55_High_End_Embedded`` /
    ``Shared_Sram``; U65: ``Ethos_U65_Client_Server`` / ``Dedicated_Sram_384KB``; U85:
    ``Ethos_U85_SYS_DRAM_Mid`` / ``Dedicated_Sram_384KB``). ``vela_config`` is a path as
    for ``vela --config``; names are looked up in it. Unlike the CLI, which then requires
    both names, a default name is used if that file defines it.

    Raises :class:`VelaMissing` without Vela and :class:`VelaConfigError` on an unknown
    name or an unusable file or combination (one line, listing the valid names)."""
    _regor()
    config_path = None if vela_config is None else _resolve_config(vela_config)
    if (
        config_path is not None
        and os.path.exists(config_path)
        and os.path.samefile(config_path, default_config_path())
    ):
        config_path = None
    result: list[NPU] = []
    for accelerator in accelerators:
        name = _check_accelerator(accelerator)
        family = _family(name)
        if config_path is not None:
            _check_defaults(_ini(config_path), name, system_config, memory_mode)
        npu = NPU(
            name,
            system_config or family.system_config,
            memory_mode or family.memory_mode,
            config_path,
        )
        resolved = _resolve(npu)
        if config_path is not None:
            _check_compiles(npu, resolved)
        result.append(npu)
    return tuple(dict.fromkeys(result))


def _check_defaults(
    ini: _Ini, accelerator: str, system_config: str | None, memory_mode: str | None
) -> None:
    """A user's file that lacks the default name of an option not given: say that the
    option is needed (Vela's CLI requires both names with ``--config``), rather than
    that a name nobody typed is unknown."""
    family = _family(accelerator)
    for option, given, default, prefix in (
        ("system-config", system_config, family.system_config, _SYSTEM),
        ("memory-mode", memory_mode, family.memory_mode, _MODE),
    ):
        if given is None and not ini.parser.has_section(prefix + default):
            raise VelaConfigError(
                f"{ini.label} has no {option.replace('-', ' ')} {default!r}, the default for "
                f"{accelerator}: give {option} (it has: {ini.listing(prefix)})"
            )


_PROBE = """
func.func @probe(%x: tensor<1x8x8x16xi8>) -> tensor<1x8x8x16xi8> {
  %y = tosa.clamp %x {max_val = 100 : i8, min_val = -100 : i8}
    : (tensor<1x8x8x16xi8>) -> tensor<1x8x8x16xi8>
  return %y : tensor<1x8x8x16xi8>
}
"""
"""A graph every accelerator compiles in any configuration Vela accepts: one int8
op on the NPU, with a feature map in and out."""


@functools.cache
def _probe_graph() -> bytes:
    from lutdialect.io.context import context
    from lutdialect.io.flatbuffer import write_flatbuffer
    from lutdialect.io.mlir import parse_mlir

    return write_flatbuffer(parse_mlir(_PROBE, context(), "<probe>"))


@functools.lru_cache(maxsize=64)
def _refusal(arch: str, sysconfig: str, options: str) -> str | None:
    """Why regor refuses :data:`_PROBE` in this configuration (``None``: it does not)."""
    try:
        _regor().compile(arch, _probe_graph(), "TOSA", sysconfig, options=options, verbose=False)
    except RuntimeError as e:
        return " ".join(str(e).split()).removeprefix("Compilation failed: ")
    return None


def _check_compiles(npu: NPU, resolved: _Resolved) -> None:
    """A configuration from a user's file that regor checks further than the options
    :func:`_arena_cache_size` replicates (a memory mode that places no feature map, a
    zero clock) makes every graph fail: said here, as a configuration error, rather
    than as a graph Vela refuses."""
    reason = _refusal(resolved.arch, resolved.sysconfig, resolved.options)
    if reason is not None:
        raise VelaConfigError(f"Vela rejects the configuration of {npu}: {reason}")


# --------------------------------------------------------------------------- #
# The oracle
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class Estimate:
    """Vela's estimate of one graph on one NPU."""

    cycles: int
    """``perf_report.totalCycles``: the CLI's ``cycles_total``."""
    npu_ops: int
    """Passes Vela scheduled on the NPU after its own fusing."""
    per_op: dict[int, int] | None = field(default=None, compare=False)
    """Cycles per operator index (:meth:`Oracle.op_cycles` only)."""


class Oracle:
    """Compiles TOSA flatbuffers with Vela in process, memoised by the graph's bytes.

    A compile holds the GIL; a refusal is memoised too, so asking again raises again
    without compiling."""

    def __init__(self, npus: Sequence[NPU]) -> None:
        self._regor = _regor()
        self.npus: tuple[NPU, ...] = tuple(npus)
        self._resolved = [_resolve(npu) for npu in self.npus]
        self._memo: dict[bytes, tuple[Estimate, ...] | VelaRefused] = {}
        self._db_memo: dict[bytes, tuple[int, dict[int, int]] | VelaRefused] = {}
        self.compiles = 0
        """Real compiles done (one per NPU per new graph)."""
        self.seconds = 0.0
        """Time spent in those compiles."""

    def estimates(self, graph: bytes) -> tuple[Estimate, ...]:
        """Vela's estimate of ``graph`` (a TOSA flatbuffer) per NPU, in order; raises
        :class:`VelaRefused`."""

        def compile_all(key: bytes) -> tuple[Estimate, ...]:
            return tuple(
                self._compile(key, *pair) for pair in zip(self.npus, self._resolved, strict=True)
            )

        return _remembered(self._memo, graph, compile_all)

    def cycles(self, graph: bytes) -> tuple[int, ...]:
        """``perf_report.totalCycles`` of ``graph`` per NPU, in order (the ``vela`` CLI's
        ``cycles_total``); raises :class:`VelaRefused`."""
        return tuple(e.cycles for e in self.estimates(graph))

    def op_cycles(self, graph: bytes) -> tuple[int, dict[int, int]]:
        """The first NPU's total cycles of ``graph`` and its cycles per TOSA operator,
        by the operator's index in the flatbuffer's block (Vela's database, which
        puts a chain's cycles on its first op; the rows add up to the total). Raises
        :class:`VelaRefused`. The total is the one :meth:`cycles` gives, and is
        remembered for it."""

        def compile_first(key: bytes) -> tuple[int, dict[int, int]]:
            estimate = self._compile(key, self.npus[0], self._resolved[0], database=True)
            assert estimate.per_op is not None
            if len(self.npus) == 1:
                self._memo.setdefault(key, (estimate,))
            return estimate.cycles, estimate.per_op

        return _remembered(self._db_memo, graph, compile_first)

    def total(self, graph: bytes) -> int:
        """This oracle's only NPU's total cycles of ``graph`` (raises
        :class:`VelaRefused`): what :meth:`op_cycles` or :meth:`cycles` remembered,
        else compiled without the per-op database, which costs a compile 10-30 %
        more (on the committed DyT models)."""
        assert len(self.npus) == 1
        found = self._db_memo.get(graph)
        if isinstance(found, VelaRefused):
            raise found
        return found[0] if found is not None else self.cycles(graph)[0]

    def knows_op_cycles(self, graph: bytes) -> bool:
        """Whether :meth:`op_cycles` of ``graph`` is remembered (needs no compile)."""
        return graph in self._db_memo

    def knows_total(self, graph: bytes) -> bool:
        """Whether :meth:`total` of ``graph`` is remembered (needs no compile)."""
        return graph in self._db_memo or graph in self._memo

    def refuses(self, graph: bytes) -> bool:
        """Whether :meth:`op_cycles` of ``graph`` is remembered, as a refusal."""
        return isinstance(self._db_memo.get(graph), VelaRefused)

    def refusal(self, graph: bytes) -> VelaRefused | None:
        """The refusal of ``graph`` remembered (by either memo), if there is one."""
        for memo in (self._db_memo, self._memo):
            found = memo.get(graph)
            if isinstance(found, VelaRefused):
                return found
        return None

    def remember_op_cycles(
        self, graph: bytes, found: Estimate | str, seconds: float, *, database: bool = True
    ) -> None:
        """Record :meth:`op_cycles` of ``graph`` compiled elsewhere for this oracle's
        only NPU (by a worker of :mod:`.parallel`) in ``seconds``: its estimate with
        cycles per op, or why Vela refused it. Without the ``database``, the estimate
        has no cycles per op and serves :meth:`total` (and :meth:`cycles`) alone."""
        assert len(self.npus) == 1
        self.compiles += 1
        self.seconds += seconds
        if isinstance(found, str):
            refused = VelaRefused(self.npus[0], found)
            if database:
                self._db_memo[graph] = refused
            else:
                self._memo[graph] = refused
            return
        if database:
            assert found.per_op is not None
            self._db_memo[graph] = (found.cycles, found.per_op)
        self._memo.setdefault(graph, (found,))

    def compile_op_cycles(
        self, graph: bytes, *, database: bool = True
    ) -> tuple[Estimate | str, float]:
        """One compile of ``graph`` for this oracle's only NPU, with cycles per op
        unless not ``database``, not remembered (a worker's side of
        :meth:`remember_op_cycles`)."""
        assert len(self.npus) == 1
        start = time.perf_counter()
        try:
            found: Estimate | str = self._compile(
                graph, self.npus[0], self._resolved[0], database=database
            )
        except VelaRefused as e:
            found = e.reason
        return found, time.perf_counter() - start

    def _compile(
        self, graph: bytes, npu: NPU, resolved: _Resolved, *, database: bool = False
    ) -> Estimate:
        unfit = _unfit(graph)
        if unfit is not None:
            raise VelaRefused(npu, unfit)
        start = time.perf_counter()
        options = resolved.options
        if database:
            options = options.replace("[compiler]\n", "[compiler]\nenable_db=true\n", 1)
        try:
            compiled = self._regor.compile(
                resolved.arch,
                graph,
                "TOSA",
                resolved.sysconfig,
                options=options,
                verbose=False,
            )
        except MemoryError:
            raise  # this process's state, not the graph's: not remembered as a refusal
        except Exception as e:  # whatever else regor raises, it did not compile
            # A RuntimeError for what it cannot run; others where a graph breaks its
            # assumptions (an IndexError "Strides exceed storage" for a tensor of
            # 10^12 elements).
            reason = " ".join(str(e).split()).removeprefix("Compilation failed: ")
            if not isinstance(e, RuntimeError):
                reason = f"{type(e).__name__}: {reason}"
            raise VelaRefused(npu, reason) from None
        finally:
            self.compiles += 1
            self.seconds += time.perf_counter() - start
        report = compiled.perf_report
        if report.cpuOps:
            raise VelaRefused(npu, f"{report.cpuOps} operators would run on the CPU")
        per_op = _per_operator(compiled.opt_database) if database else None
        return Estimate(report.totalCycles, report.npuOps, per_op)


@functools.lru_cache(maxsize=4)  # asked once per NPU of a graph
def _unfit(graph: bytes) -> str | None:
    """Why regor must not be given ``graph``: it crashes the process (a segmentation
    fault, measured with Vela 5.2) on a tensor of no fixed size, and reads a buffer
    that is not a TOSA flatbuffer unchecked."""
    from lutdialect.io.flatbuffer import FlatbufferError, unsized_tensor

    try:
        reason = unsized_tensor(graph)
    except FlatbufferError as e:
        return str(e)
    return None if reason is None else f"{reason}: Vela compiles only static, non-empty shapes"


_T = TypeVar("_T")


def _remembered(
    memo: dict[bytes, _T | VelaRefused], graph: bytes, compute: Callable[[bytes], _T]
) -> _T:
    """``compute(graph)`` once per graph's bytes; a refusal is remembered too, and
    raised again without compiling."""
    key = graph if type(graph) is bytes else bytes(graph)
    found = memo.get(key)
    if found is None:
        try:
            found = compute(key)
        except VelaRefused as e:
            found = e
        memo[key] = found
    if isinstance(found, VelaRefused):
        raise found
    return found


def _per_operator(database: _Database) -> dict[int, int]:
    """Cycles per source operator: the ``perf`` rows (``op_cycles``) summed by the
    ``source`` row they come from, whose ``ext_key`` is the operator's index."""
    source = database.tables["source"]
    ext = source.header.index("ext_key")
    index = {row[0]: int(row[ext]) for row in source.data}
    perf = database.tables["perf"]
    src, cycles = perf.header.index("source_id"), perf.header.index("op_cycles")
    out: dict[int, int] = {}
    for row in perf.data:
        k = index[row[src]]
        out[k] = out.get(k, 0) + int(row[cycles])
    return out
