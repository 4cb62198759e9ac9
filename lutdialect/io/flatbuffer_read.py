"""Build an xDSL module straight from a TOSA flatbuffer, without MLIR text.

The module is the one ``tosa-opt --tosa-deserialize`` + xDSL's parser would give
(``tests/unit/io`` checks that on every test graph): one ``func.func`` per graph with
``tosa.tensor_name`` on its arguments and results, the module attributes
``tosa.description`` and ``tosa.fbs_version``, every operator attribute. What the
text route loses is kept too: each op's location is a ``NameLoc`` of its (first)
output tensor's name, wrapping the flatbuffer's own location text when it has one, so
remarks name tensors and the writer restores the names.

Constants are sliced out of the buffer as bytes: nothing is decoded element by
element, except i48 (6 bytes in the flatbuffer, 8 in xDSL), i4 (two to a byte) and
bool (0/1 in the flatbuffer, 0/-1 in xDSL), converted with whole-array numpy ops.
"""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DYNAMIC_INDEX,
    BytesAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
    TensorType,
    UnrankedTensorType,
    i32,
    i64,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import (
    NanMode,
    NanModeAttr,
    ResizeMode,
    ResizeModeAttr,
    RoundingMode,
    RoundingModeAttr,
    ShapeType,
)

from .flatbuffer_ops import BY_FB_NAME, DTYPES, Kind, OpSpec
from .flatbuffer_schema import FlatbufferError, schema

DESCRIPTION = "TOSA FBS Converted"
"""The ``tosa.description`` ``tosa-opt --tosa-deserialize`` gives every module."""

_ROUNDING = {1: RoundingMode.SINGLE_ROUND, 2: RoundingMode.INEXACT_ROUND, 3: RoundingMode.DOUBLE_ROUND}
_RESIZE = {1: ResizeMode.NEAREST_NEIGHBOR, 2: ResizeMode.BILINEAR}
_NAN_IGNORE = 2


def _text(raw: bytes | None) -> str:
    return raw.decode("utf-8", "surrogateescape") if raw else ""


def _int_list(array: Any) -> list[int]:
    """A schema ``[int32]`` vector (the accessor gives 0 when the vector is absent)."""
    return [] if isinstance(array, int) else [int(v) for v in array.tolist()]


def convert_data(raw: bytes, dtype: str, count: int, where: str) -> bytes:
    """Flatbuffer constant bytes as xDSL's ``DenseIntOrFPElementsAttr`` stores them."""
    if dtype == "INT48":
        need = 6 * count
        _check_size(raw, need, where)
        six = np.frombuffer(raw, np.uint8, need).reshape(count, 6)
        sign = np.where(six[:, 5:6] & 0x80, np.uint8(0xFF), np.uint8(0))
        return np.concatenate([six, sign, sign], axis=1).tobytes()
    if dtype == "INT4":
        need = (count + 1) // 2
        _check_size(raw, need, where)
        packed = np.frombuffer(raw, np.uint8, need)
        nibbles = np.stack([packed & 0x0F, packed >> 4], axis=1).reshape(-1)[:count]
        return ((nibbles.astype(np.int8) << 4) >> 4).astype(np.int8).tobytes()
    size = schema().element_size(dtype)
    need = size * count
    _check_size(raw, need, where)
    if dtype == "BOOL":
        return np.where(np.frombuffer(raw, np.uint8, need) != 0, np.uint8(0xFF), np.uint8(0)).tobytes()
    return raw[:need] if len(raw) != need else raw


def _check_size(raw: bytes, need: int, where: str) -> None:
    if len(raw) < need:
        raise FlatbufferError(f"{where}: constant data holds {len(raw)} bytes, the tensor needs {need}")


class _Block:
    """The tensors and shapes of one flatbuffer basic block, by name."""

    def __init__(self, block: Any, region: str):
        self.fb = block
        self.region = region
        self.tensors: dict[str, Any] = {}
        self.shapes: dict[str, Any] = {}
        for i in range(block.TensorsLength()):
            t = block.Tensors(i)
            name = _text(t.Name())
            if t.Variable():
                raise FlatbufferError(
                    f"tensor '{name}' is a TOSA variable: variables are not supported"
                )
            self.tensors[name] = t
        for i in range(block.ShapesLength()):
            s = block.Shapes(i)
            self.shapes[_text(s.Name())] = s
        self.inputs = [_text(block.Inputs(i)) for i in range(block.InputsLength())]
        self.outputs = [_text(block.Outputs(i)) for i in range(block.OutputsLength())]

    def type_of(self, name: str, where: str) -> Attribute:
        t = self.tensors.get(name)
        if t is not None:
            dtype = schema().dtype_name(t.Type())
            element = DTYPES.get(dtype)
            if element is None:
                raise FlatbufferError(f"{where}: tensor '{name}' has unsupported type {dtype}")
            if t.IsUnranked():
                return UnrankedTensorType(element)
            shape = [DYNAMIC_INDEX if d < 0 else d for d in _int_list(t.ShapeAsNumpy())]
            return TensorType(element, shape)
        s = self.shapes.get(name)
        if s is not None:
            return ShapeType(s.Rank())
        raise FlatbufferError(f"{where}: tensor '{name}' is not declared in region '{self.region}'")


class Reader:
    """Reads one flatbuffer; :meth:`module` builds the xDSL module."""

    def __init__(self, data: bytes):
        s = schema()
        self.data = data
        self.graph = s.TosaGraph.GetRootAs(data, 0)
        self.regions: dict[str, Any] = {}
        for i in range(self.graph.RegionsLength()):
            region = self.graph.Regions(i)
            self.regions.setdefault(_text(region.Name()), region)
        if not self.regions:
            raise FlatbufferError("the flatbuffer holds no region")

    def module(self) -> ModuleOp:
        version = self.graph.Version()
        if version is None:
            raise FlatbufferError("the flatbuffer has no TOSA version")
        fbs_version = f"{version._Major()}.{version._Minor()}.{version._Patch()}"  # pyright: ignore[reportPrivateUsage]
        name = "main" if "main" in self.regions else next(iter(self.regions))
        func = self._function(name)
        return ModuleOp(
            [func],
            attributes={
                "tosa.description": StringAttr(DESCRIPTION),
                "tosa.fbs_version": StringAttr(fbs_version),
            },
        )

    # ------------------------------------------------------------------ #

    def _first_block(self, region_name: str, where: str) -> _Block:
        region = self.regions.get(region_name)
        if region is None:
            raise FlatbufferError(f"{where}: no region named '{region_name}'")
        if region.BlocksLength() != 1:
            raise FlatbufferError(
                f"region '{region_name}' has {region.BlocksLength()} blocks, expected one"
            )
        return _Block(region.Blocks(0), region_name)

    def _function(self, region_name: str) -> FuncOp:
        fb = self._first_block(region_name, "the graph")
        where = f"region '{region_name}'"
        arg_types = [fb.type_of(n, f"{where} input") for n in fb.inputs]
        block = Block(arg_types=arg_types)
        values: ChainMap[str, SSAValue] = ChainMap(dict(zip(fb.inputs, block.args, strict=True)))
        self._fill(block, fb, values)
        results = [self._lookup(values, n, f"{where} output") for n in fb.outputs]
        block.add_op(ReturnOp(*results))

        def names(ns: Sequence[str]) -> ArrayAttr[DictionaryAttr]:
            return ArrayAttr([DictionaryAttr({"tosa.tensor_name": StringAttr(n)}) for n in ns])

        return FuncOp(
            region_name,
            (arg_types, [r.type for r in results]),
            Region(block),
            arg_attrs=names(fb.inputs),
            res_attrs=names(fb.outputs),
        )

    def _nested(
        self, region_name: str, outer: ChainMap[str, SSAValue], where: str
    ) -> Region:
        """A control-flow region: block arguments from its inputs, ``tosa.yield`` of its outputs."""
        fb = self._first_block(region_name, where)
        block = Block(arg_types=[fb.type_of(n, where) for n in fb.inputs])
        values = outer.new_child(dict(zip(fb.inputs, block.args, strict=True)))
        self._fill(block, fb, values)
        block.add_op(tosa.YieldOp.create(operands=[self._lookup(values, n, where) for n in fb.outputs]))
        return Region(block)

    @staticmethod
    def _lookup(values: ChainMap[str, SSAValue], name: str, where: str) -> SSAValue:
        value = values.get(name)
        if value is None:
            raise FlatbufferError(f"{where}: tensor '{name}' is used before any operator writes it")
        return value

    def _fill(self, block: Block, fb: _Block, values: ChainMap[str, SSAValue]) -> None:
        s = schema()
        ops = fb.fb
        for i in range(ops.OperatorsLength()):
            fb_op = ops.Operators(i)
            outputs = [_text(fb_op.Outputs(k)) for k in range(fb_op.OutputsLength())]
            op_name = s.op_name(fb_op.Op())
            first = outputs[0] if outputs else f"#{i}"
            where = f"operator {op_name} (output '{first}')"
            spec = BY_FB_NAME.get(op_name)
            if spec is None:
                raise FlatbufferError(f"{where}: unsupported TOSA operator")
            inputs = [
                self._lookup(values, _text(fb_op.Inputs(k)), where)
                for k in range(fb_op.InputsLength())
            ]
            result_types = [fb.type_of(n, where) for n in outputs]
            op = self._op(spec, fb_op, fb, inputs, outputs, result_types, values, where)
            location = fb_op.Location()
            loc_text = _text(location.Text()) if location is not None else ""
            inner: Attribute = NameLoc(StringAttr(loc_text), NoneAttr()) if loc_text else NoneAttr()
            op.location = NameLoc(StringAttr(first), inner)
            block.add_op(op)
            for n, r in zip(outputs, op.results, strict=True):
                values[n] = r

    def _op(
        self,
        spec: OpSpec,
        fb_op: Any,
        fb: _Block,
        inputs: list[SSAValue],
        outputs: list[str],
        result_types: list[Attribute],
        values: ChainMap[str, SSAValue],
        where: str,
    ) -> Operation:
        properties: dict[str, Attribute] = {}
        regions: list[Region] = []
        if spec.op is tosa.ConstOp or spec.op is tosa.ConstShapeOp:
            if len(outputs) != 1:
                raise FlatbufferError(f"{where}: a constant has one output")
            properties["values"] = self._constant(fb, outputs[0], result_types[0], where)
        elif spec.fields:
            attribute = self._attribute(spec, fb_op, where)
            for field in spec.fields:
                getter: Callable[[], Any] = getattr(attribute, field.accessor)
                if field.kind is Kind.REGION:
                    regions.append(self._nested(_text(getter()), values, where))
                    continue
                if field.kind in (Kind.I64_ARRAY, Kind.I32_ARRAY):
                    getter = getattr(attribute, field.accessor + "AsNumpy")
                elif field.kind is Kind.BOUND or field.kind is Kind.BYTES_STRING:
                    getter = getattr(attribute, field.accessor + "AsNumpy")
                value = _decode(field.kind, getter(), inputs, where)
                if value is not None:
                    properties[field.prop] = value
        return spec.op.create(
            operands=inputs, result_types=result_types, properties=properties, regions=regions
        )

    def _attribute(self, spec: OpSpec, fb_op: Any, where: str) -> Any:
        s = schema()
        table = fb_op.Attribute()
        if table is None or fb_op.AttributeType() != s.attribute_type(spec.attribute):
            raise FlatbufferError(f"{where}: missing or mismatched {spec.attribute}")
        attribute = s.attribute_class(spec.attribute)()
        attribute.Init(table.Bytes, table.Pos)
        return attribute

    def _constant(self, fb: _Block, name: str, type: Attribute, where: str) -> Attribute:
        s = schema()
        if isinstance(type, ShapeType):
            shape = fb.shapes[name]
            raw = _vector_bytes(self.data, shape, s.SHAPE_DATA_SLOT)
            rank = type.rank.data
            _check_size(raw, 8 * rank, where)
            return DenseIntOrFPElementsAttr(
                TensorType(IndexType(), [rank]), BytesAttr(raw[: 8 * rank])
            )
        if not isinstance(type, TensorType):
            raise FlatbufferError(f"{where}: a constant must be a ranked tensor")
        tensor = fb.tensors[name]
        raw = _vector_bytes(self.data, tensor, s.TENSOR_DATA_SLOT)
        count = 1
        for d in type.get_shape():
            count *= d
        if count < 0:
            raise FlatbufferError(f"{where}: a constant cannot have a dynamic shape")
        dtype = s.dtype_name(tensor.Type())
        return DenseIntOrFPElementsAttr(type, BytesAttr(convert_data(raw, dtype, count, where)))  # pyright: ignore[reportUnknownArgumentType]


def _vector_bytes(data: bytes, table: Any, slot: int) -> bytes:
    """The bytes of a ``[ubyte]`` field, sliced from the buffer in one copy."""
    tab = table._tab  # noqa: SLF001
    o = tab.Offset(slot)
    if o == 0:
        return b""
    start = tab.Vector(o)
    return data[start : start + tab.VectorLen(o)]


def _decode(kind: Kind, raw: Any, inputs: Sequence[SSAValue], where: str) -> Attribute | None:
    """One attribute field's xDSL value; None when it is a default MLIR leaves out."""
    match kind:
        case Kind.I32:
            return IntegerAttr(int(raw), i32)
        case Kind.BOOL:
            return BoolAttr.from_bool(bool(raw))
        case Kind.BOOL_FALSE_DEFAULT:
            return BoolAttr.from_bool(True) if raw else None
        case Kind.NAN_MODE:
            return NanModeAttr(NanMode.IGNORE) if raw == _NAN_IGNORE else None
        case Kind.ROUNDING:
            if raw not in _ROUNDING:
                raise FlatbufferError(f"{where}: unknown rounding mode {raw}")
            return RoundingModeAttr(_ROUNDING[raw])
        case Kind.RESIZE:
            if raw not in _RESIZE:
                raise FlatbufferError(f"{where}: unknown resize mode {raw}")
            return ResizeModeAttr(_RESIZE[raw])
        case Kind.I64_ARRAY:
            return DenseArrayBase.from_list(i64, _int_list(raw))
        case Kind.I32_ARRAY:
            return DenseArrayBase.from_list(i32, _int_list(raw))
        case Kind.ACC_TYPE:
            dtype = schema().dtype_name(raw)
            if dtype not in DTYPES:
                raise FlatbufferError(f"{where}: unsupported accumulator type {dtype}")
            return DTYPES[dtype]
        case Kind.STRING:
            return StringAttr(_text(raw))
        case Kind.BYTES_STRING:
            return StringAttr(_text(b"" if isinstance(raw, int) else raw.tobytes()))
        case Kind.BOUND:
            return _bound(b"" if isinstance(raw, int) else raw.tobytes(), inputs, where)
        case Kind.REGION:  # pragma: no cover - handled by the caller
            raise AssertionError(kind)


def _bound(raw: bytes, inputs: Sequence[SSAValue], where: str) -> Attribute:
    """A clamp bound: the input's element type, little-endian."""
    element = getattr(inputs[0].type, "element_type", None) if inputs else None
    if isinstance(element, IntegerType):
        size = (element.bitwidth + 7) // 8
        _check_size(raw, size, where)
        return IntegerAttr(int.from_bytes(raw[:size], "little", signed=True), element)
    if element is None or not hasattr(element, "unpack"):
        raise FlatbufferError(f"{where}: cannot read a clamp bound for input type {element}")
    size: int = element.compile_time_size  # pyright: ignore[reportAttributeAccessIssue,reportUnknownMemberType,reportUnknownVariableType]
    _check_size(raw, size, where)  # pyright: ignore[reportUnknownArgumentType]
    value = element.unpack(raw[:size], 1)[0]  # pyright: ignore[reportAttributeAccessIssue,reportUnknownMemberType,reportUnknownVariableType]
    return FloatAttr(float(value), element)  # pyright: ignore[reportUnknownArgumentType,reportArgumentType]
