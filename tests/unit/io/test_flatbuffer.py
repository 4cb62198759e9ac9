"""The flatbuffer reader and writer in detail: element layouts, names, versions, errors."""

from __future__ import annotations

import importlib
import sys
import tempfile
import warnings
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import fb_corpus as corpus
import numpy as np
import pytest
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.builtin import (
    BytesAttr,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    IntAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
    TensorType,
    i8,
    i32,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, ParametrizedAttribute, Region
from xdsl.utils.exceptions import VerifyException

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.io import flatbuffer_schema
from lutdialect.io.flatbuffer import (
    FlatbufferError,
    TosaToolsMissing,
    read_flatbuffer,
    write_flatbuffer,
)
from lutdialect.io.flatbuffer_data import convert_data, flatbuffer_data
from lutdialect.io.flatbuffer_read import Reader, _built  # pyright: ignore[reportPrivateUsage]
from lutdialect.io.flatbuffer_schema import schema

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import tosa.DType as FbDType  # pyright: ignore[reportMissingImports,reportMissingTypeStubs]
    from serializer.tosa_serializer import (  # pyright: ignore[reportMissingImports,reportMissingTypeStubs,reportUnknownVariableType]
        TosaSerializer,
    )


def _official_bytes(dtype: str, values: list[int]) -> bytes:
    """The official Python serializer's byte layout of ``values``."""
    convert: Any = TosaSerializer.convertDataToUint8Vec  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
    u8: list[Any] = convert(getattr(FbDType.DType, dtype), values)
    return bytes(int(v) for v in u8)


def _const_graph(element: IntegerType, values: np.ndarray[Any, Any]) -> ModuleOp:
    """``@main`` returning one constant, built without the text parser."""
    storage = {1: np.int8, 4: np.int8, 8: np.int8, 16: np.int16, 32: np.int32, 48: np.int64}
    raw = values.astype(storage[element.bitwidth]).tobytes()
    const = tosa.ConstOp(
        DenseIntOrFPElementsAttr(TensorType(element, [values.size]), BytesAttr(raw))
    )
    block = Block([const, ReturnOp(const.results[0])])
    return ModuleOp([FuncOp("main", ([], [const.results[0].type]), Region(block))])


@pytest.mark.parametrize(
    ("dtype", "bits", "values"),
    [
        ("INT4", 4, [-8, 7, 0, 1, -3]),  # odd count: the last byte is half used
        ("INT4", 4, [-1, 2, 3, -4]),
        ("INT48", 48, [2**47 - 1, -(2**47), 0, -1, 123456789012]),
        ("INT8", 8, [-128, 127, 0, 5]),
        ("INT16", 16, [-32768, 32767, 1]),
        ("INT32", 32, [-(2**31), 2**31 - 1, 7]),
    ],
)
def test_integer_layout_is_the_official_serializers(
    dtype: str, bits: int, values: list[int]
) -> None:
    module = _const_graph(IntegerType(bits), np.array(values))
    const = next(op for op in module.walk() if isinstance(op, tosa.ConstOp))
    attr: Any = const.values
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    fb = flatbuffer_data(attr, dtype, len(values), "test")  # pyright: ignore[reportUnknownArgumentType]
    assert fb == _official_bytes(dtype, values)
    assert convert_data(fb, dtype, len(values), "test") == attr.data.data
    again = read_flatbuffer(write_flatbuffer(module))
    got = next(op for op in again.walk() if isinstance(op, tosa.ConstOp))
    assert got.values == attr


def test_bool_layout_is_zero_or_one() -> None:
    # xDSL's parser stores true as 0xFF; the flatbuffer as 1
    raw = bytes([0xFF, 0x00, 0xFF])
    attr = DenseIntOrFPElementsAttr(TensorType(IntegerType(1), [3]), BytesAttr(raw))
    assert flatbuffer_data(attr, "BOOL", 3, "test") == _official_bytes("BOOL", [1, 0, 1])  # pyright: ignore[reportUnknownArgumentType]
    assert convert_data(bytes([1, 0, 1]), "BOOL", 3, "test") == raw


def test_large_i48_constant_round_trips_through_tosa_opt() -> None:
    """A big i48 constant (which xDSL's text parser misreads today) read from
    ``tosa-opt``'s own flatbuffer and written back unchanged."""
    values = np.arange(-150, 150, dtype=np.int64) * (2**39 + 12345)
    text = (
        'func.func @main() -> tensor<300xi48> {\n  %0 = "tosa.const"() <{values = dense<'
        + str(values.tolist()).replace(" ", "")
        + "> : tensor<300xi48>}> : () -> tensor<300xi48>\n  return %0 : tensor<300xi48>\n}\n"
    )
    blob = corpus.serialize(text)
    assert blob is not None
    const = next(op for op in read_flatbuffer(blob).walk() if isinstance(op, tosa.ConstOp))
    attr: Any = const.values
    assert isinstance(attr, DenseIntOrFPElementsAttr)
    assert np.frombuffer(attr.data.data, np.int64).tolist() == values.tolist()
    again = corpus.oracle_text(write_flatbuffer(read_flatbuffer(blob)))
    assert again is not None
    assert corpus.without_warnings(again) == corpus.without_warnings(corpus.deserialize(blob))


def test_constants_are_not_decoded_element_by_element(monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading and writing a graph never unpacks a constant into Python numbers."""
    blob = corpus.flatbuffer("generated:conv_dyt_i8")
    assert blob is not None

    def guarded(original: Any) -> Any:
        def run(self: Any, buffer: Any, *args: Any) -> Any:
            # attribute arrays (pad, stride, ...) are a few numbers; weights are not
            if len(buffer) > 64:
                raise AssertionError("a constant was decoded element by element")
            return original(self, buffer, *args)

        return run

    for name in ("unpack", "iter_unpack"):
        monkeypatch.setattr(IntegerType, name, guarded(getattr(IntegerType, name)))

    def refuse(*_: object) -> None:
        raise AssertionError("a constant was decoded element by element")

    monkeypatch.setattr(DenseIntOrFPElementsAttr, "get_values", refuse)
    written = write_flatbuffer(read_flatbuffer(blob))
    monkeypatch.undo()
    assert corpus.oracle_text(written) == corpus.oracle_text(blob)


def test_ops_are_located_at_their_output_tensor_and_names_survive() -> None:
    blob = corpus.flatbuffer("generated:conv_dyt_i8")
    assert blob is not None
    module = read_flatbuffer(blob)
    graph: Any = schema().TosaGraph.GetRootAs(blob, 0)
    block = graph.Regions(0).Blocks(0)
    outputs = [block.Operators(i).Outputs(0).decode() for i in range(block.OperatorsLength())]
    ops = [op for op in module.walk() if op.name.startswith("tosa.")]
    locations = [op.location for op in ops]
    assert all(isinstance(loc, NameLoc) for loc in locations)
    assert [loc.desc.data for loc in locations if isinstance(loc, NameLoc)] == outputs
    written: Any = schema().TosaGraph.GetRootAs(write_flatbuffer(module), 0)
    out_block = written.Regions(0).Blocks(0)

    def names(b: Any) -> set[str]:
        return {b.Tensors(i).Name().decode() for i in range(b.TensorsLength())}

    assert names(out_block) == names(block)
    texts = {block.Operators(i).Location().Text() for i in range(block.OperatorsLength())}
    out_texts = {
        out_block.Operators(i).Location().Text() for i in range(out_block.OperatorsLength())
    }
    assert out_texts == texts  # tosa-opt's own location strings are carried through


def test_text_locations_are_written_as_tosa_opt_writes_them() -> None:
    module = _const_graph(IntegerType(8), np.array([1, 2]))
    const = next(op for op in module.walk() if isinstance(op, tosa.ConstOp))
    const.location = FileLineColLoc(StringAttr("dyt.py"), IntAttr(12), IntAttr(5))
    graph: Any = schema().TosaGraph.GetRootAs(write_flatbuffer(module), 0)
    op = graph.Regions(0).Blocks(0).Operators(0)
    assert op.Location().Text() == b'loc("dyt.py":12:5)'


def test_function_argument_and_result_names() -> None:
    blob = corpus.flatbuffer("generated:dyt_i8")
    assert blob is not None
    func = next(op for op in read_flatbuffer(blob).walk() if isinstance(op, FuncOp))
    assert func.arg_attrs is not None and func.res_attrs is not None
    assert [d.data["tosa.tensor_name"] for d in func.arg_attrs.data] == [StringAttr("x")]
    assert [d.data["tosa.tensor_name"] for d in func.res_attrs.data] == [StringAttr("y")]


def _version_of(blob: bytes) -> tuple[int, int, int, bool]:
    v: Any = schema().TosaGraph.GetRootAs(blob, 0).Version()
    return v._Major(), v._Minor(), v._Patch(), v._Draft()


@pytest.mark.parametrize(
    ("attributes", "expected"),
    [
        ({"tosa.fbs_version": StringAttr("1.1.0")}, (1, 1, 0, False)),
        ({}, (1, 0, 0, False)),
    ],
)
def test_version_is_kept(attributes: dict[str, Any], expected: tuple[int, int, int, bool]) -> None:
    module = _const_graph(IntegerType(8), np.array([1, 2]))
    module.attributes.update(attributes)
    blob = write_flatbuffer(module)
    assert _version_of(blob) == expected
    assert read_flatbuffer(blob).attributes["tosa.fbs_version"] == StringAttr(
        ".".join(map(str, expected[:3]))
    )


def test_version_from_target_env() -> None:
    text = corpus.sources()["attributes:test_rounding_mode_forms"]
    blob = corpus.serialize(text)
    assert blob is not None
    assert _version_of(blob)[:3] == (1, 0, 0)


def _serializer_tables(blob: bytes) -> tuple[object, object]:
    """A file's ``software_version`` and ``compatibility.min_reader_version`` as
    tuples (``None`` where absent)."""

    def fields(v: Any) -> object:
        return None if v is None else (v._Major(), v._Minor(), v._Micro(), v._Modifier())

    graph = schema().TosaGraph.GetRootAs(blob, 0)
    compatibility = graph.Compatibility()
    earliest = None if compatibility is None else compatibility.MinReaderVersion()
    return fields(graph.SoftwareVersion()), fields(earliest)


def test_serializer_versions_are_recorded_as_the_official_serializer_records_them() -> None:
    """A written file records the serializer release as ``tosa-opt --tosa-serialize``
    does, and as the earliest reader that release itself (the official writer computes
    one from the graph, never later than its release), so ``tosa-opt`` reads it without
    the warning that the file predates the fields."""
    text = corpus.sources()["attributes:test_rounding_mode_forms"]
    official = corpus.serialize(text)
    assert official is not None
    ours = write_flatbuffer(read_flatbuffer(official))
    release, earliest = _serializer_tables(official)
    assert isinstance(release, tuple) and isinstance(earliest, tuple)
    assert earliest[:3] <= release[:3]
    assert _serializer_tables(ours) == (release, release)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "g.tosa"
        src.write_bytes(ours)
        proc = corpus.run(["--tosa-deserialize", f"--tosa-deserialize-filename={src}"])
    assert proc.returncode == 0, proc.stderr
    assert "software version" not in proc.stderr + proc.stdout


@pytest.mark.parametrize("serializer", [None, SimpleNamespace()], ids=["missing", "other"])
def test_no_version_is_recorded_where_the_serializer_cannot_tell_it(
    monkeypatch: pytest.MonkeyPatch, serializer: object
) -> None:
    """Without ``tosa_serializer``, or with one of another interface, the release is
    unknown: a file records neither version (a release alone makes it unreadable to
    older readers) and still reads back. The graphs written for Vela record none."""
    from lutdialect.io.flatbuffer_blocks import BlockCache, write_blocks
    from lutdialect.io.flatbuffer_schema import serializer_release

    module = _const_graph(IntegerType(8), np.array([1, 2]))
    assert _serializer_tables(write_blocks(module, BlockCache())) == (None, None)
    monkeypatch.setitem(sys.modules, "tosa_serializer", serializer)
    serializer_release.cache_clear()
    try:
        assert serializer_release() is None
        blob = write_flatbuffer(module)
    finally:
        serializer_release.cache_clear()
    assert _serializer_tables(blob) == (None, None)
    assert read_flatbuffer(blob).attributes["tosa.fbs_version"] == StringAttr("1.0.0")


# --------------------------------------------------------------------------- #
# Errors
# --------------------------------------------------------------------------- #


def _graph_with_op(op_name: str) -> bytes:
    """A one-operator graph built with the schema modules (for ops lutdialect lacks)."""
    s = schema()
    b: Any = s.flatbuffers.Builder(1024)
    name = b.CreateString("out")
    m = s.module("TosaTensor")
    shape = b.CreateNumpyVector(np.array([2], np.int32))
    m.Start(b)
    m.AddName(b, name)
    m.AddShape(b, shape)
    m.AddType(b, s.dtype_number["INT32"])
    tensor = m.End(b)
    o = s.module("TosaOperator")
    b.StartVector(4, 1, 4)
    b.PrependUOffsetTRelative(name)
    outs = b.EndVector()
    o.Start(b)
    o.AddOp(b, s.op_number[op_name])
    o.AddOutputs(b, outs)
    op = o.End(b)

    def vector(offsets: list[int]) -> int:
        b.StartVector(4, len(offsets), 4)
        for x in reversed(offsets):
            b.PrependUOffsetTRelative(x)
        return b.EndVector()

    ops, tensors, outputs = vector([op]), vector([tensor]), vector([name])
    main = b.CreateString("main")
    bb = s.module("TosaBasicBlock")
    bb.Start(b)
    bb.AddName(b, main)
    bb.AddOperators(b, ops)
    bb.AddTensors(b, tensors)
    bb.AddOutputs(b, outputs)
    block = bb.End(b)
    blocks = vector([block])
    r = s.module("TosaRegion")
    r.Start(b)
    r.AddName(b, main)
    r.AddBlocks(b, blocks)
    regions = vector([r.End(b)])
    v = s.module("Version")
    v.Start(b)
    v.Add_Major(b, 1)
    version = v.End(b)
    g = s.module("TosaGraph")
    g.Start(b)
    g.AddVersion(b, version)
    g.AddRegions(b, regions)
    b.Finish(g.End(b), file_identifier=b"TOSA")
    return bytes(b.Output())


def test_unsupported_operator_is_one_line() -> None:
    with pytest.raises(FlatbufferError) as e:
        read_flatbuffer(_graph_with_op("DIM"))
    assert str(e.value) == "operator DIM (output 'out'): unsupported TOSA operator"


def test_not_a_flatbuffer() -> None:
    with pytest.raises(FlatbufferError, match="no TOSA file identifier"):
        read_flatbuffer(b"module {}\n")


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.9])
def test_truncated_flatbuffer_is_one_line(keep: float) -> None:
    blob = corpus.flatbuffer("generated:conv_dyt_i8")
    assert blob is not None
    cut = blob[: int(len(blob) * keep)]
    with pytest.raises(FlatbufferError) as e:
        read_flatbuffer(cut)
    assert "\n" not in str(e.value)


def test_corrupted_flatbuffers_never_escape_as_other_errors() -> None:
    """Seeded random byte flips: a module or a one-line FlatbufferError, nothing else."""
    blob = corpus.flatbuffer("generated:conv_dyt_i8")
    assert blob is not None
    rng = np.random.default_rng(0)
    refused = 0
    for _ in range(200):
        data = bytearray(blob)
        for at in rng.integers(8, len(data), int(rng.integers(1, 9))):
            data[int(at)] = int(rng.integers(0, 256))
        try:
            read_flatbuffer(bytes(data))
        except FlatbufferError as e:
            assert "\n" not in str(e)
            refused += 1
    assert refused > 100  # most flips hit offsets or names


def test_writer_refuses_two_functions() -> None:
    one = _const_graph(IntegerType(8), np.array([1]))
    two = ModuleOp([f.clone() for f in one.ops] + [f.clone() for f in one.ops])
    with pytest.raises(FlatbufferError, match=r"holds one function, the module has 2"):
        write_flatbuffer(two)


def test_writer_refuses_a_non_tosa_op() -> None:
    c = ConstantOp(IntegerAttr(1, i32))
    module = ModuleOp([FuncOp("main", ([], [i32]), Region(Block([c, ReturnOp(c.result)])))])
    with pytest.raises(FlatbufferError, match=r"arith\.constant .*: no TOSA flatbuffer operator"):
        write_flatbuffer(module)


def test_missing_tosa_tools_is_a_clean_message(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.import_module

    def no_tosa(name: str, package: str | None = None) -> Any:
        if name.split(".", maxsplit=1)[0] in ("tosa", "flatbuffers"):
            raise ModuleNotFoundError(f"No module named '{name}'", name=name)
        return real(name, package)

    monkeypatch.setattr(flatbuffer_schema.importlib, "import_module", no_tosa)
    schema.cache_clear()
    try:
        with pytest.raises(TosaToolsMissing, match=r"pip install 'lutdialect\[tosa\]'"):
            read_flatbuffer(b"")
        with pytest.raises(TosaToolsMissing):
            write_flatbuffer(ModuleOp([]))
    finally:
        schema.cache_clear()


def test_attributes_built_past_the_verifier_equal_verified_ones() -> None:
    """The reader verifies a location or a constant once per kind, then builds the
    others alike without xDSL's verifier: they must be the attributes xDSL builds."""
    cases: list[tuple[type[ParametrizedAttribute], tuple[Attribute, ...]]] = [
        (NameLoc, (StringAttr("t"), NoneAttr())),
        (NameLoc, (StringAttr("t"), NameLoc(StringAttr("loc"), NoneAttr()))),
        (DenseIntOrFPElementsAttr, (TensorType(i8, [2]), BytesAttr(b"\x01\x02"))),
    ]
    for cls, params in cases:
        assert all(d.converter is None for _, d in cls.get_irdl_definition().parameters)
        built, verified = _built(cls, *params), cls(*params)
        assert type(built) is cls and built == verified and hash(built) == hash(verified)


def test_the_first_constant_of_a_kind_is_still_verified() -> None:
    reader = Reader(corpus.flatbuffer("dyt:dyt") or b"")
    scalar = TensorType(i8, [])
    with pytest.raises(VerifyException, match="zero-rank"):
        reader._dense(scalar, BytesAttr(b"\x01\x02"))  # pyright: ignore[reportPrivateUsage]
    reader.checked.add((scalar, 1))
    assert reader._dense(scalar, BytesAttr(b"\x01")) == DenseIntOrFPElementsAttr(  # pyright: ignore[reportPrivateUsage]
        scalar, BytesAttr(b"\x01")
    )
