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

import functools
from collections import ChainMap
from collections.abc import Sequence
from typing import Any, TypeVar, cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    BoolAttr,
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
from xdsl.ir import Attribute, Block, Operation, ParametrizedAttribute, Region, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import NanMode, NanModeAttr, ShapeType

from .flatbuffer_data import check_size, convert_data
from .flatbuffer_ops import BY_FB_NAME, DTYPES, ENUMS, Kind, OpSpec
from .flatbuffer_schema import FlatbufferError, schema
from .flatbuffer_table import Table, root, slot

DESCRIPTION = "TOSA FBS Converted"
"""The ``tosa.description`` ``tosa-opt --tosa-deserialize`` gives every module."""

_SMALL = 64


class _Slots:
    """The vtable slots of the structural tables, looked up once per read."""

    def __init__(self) -> None:
        self.graph_version = slot("TosaGraph", "Version")
        self.graph_regions = slot("TosaGraph", "Regions")
        self.version = tuple(slot("Version", f) for f in ("_Major", "_Minor", "_Patch"))
        self.region_name = slot("TosaRegion", "Name")
        self.region_blocks = slot("TosaRegion", "Blocks")
        self.block_operators = slot("TosaBasicBlock", "Operators")
        self.block_tensors = slot("TosaBasicBlock", "Tensors")
        self.block_inputs = slot("TosaBasicBlock", "Inputs")
        self.block_outputs = slot("TosaBasicBlock", "Outputs")
        self.block_shapes = slot("TosaBasicBlock", "Shapes")
        self.op_op = slot("TosaOperator", "Op")
        self.op_attribute_type = slot("TosaOperator", "AttributeType")
        self.op_attribute = slot("TosaOperator", "Attribute")
        self.op_inputs = slot("TosaOperator", "Inputs")
        self.op_outputs = slot("TosaOperator", "Outputs")
        self.op_location = slot("TosaOperator", "Location")
        self.location_text = slot("OpLocation", "Text")
        self.tensor_name = slot("TosaTensor", "Name")
        self.tensor_shape = slot("TosaTensor", "Shape")
        self.tensor_type = slot("TosaTensor", "Type")
        self.tensor_data = slot("TosaTensor", "Data")
        self.tensor_variable = slot("TosaTensor", "Variable")
        self.tensor_unranked = slot("TosaTensor", "IsUnranked")
        self.shape_name = slot("TosaShape", "Name")
        self.shape_rank = slot("TosaShape", "Rank")
        self.shape_data = slot("TosaShape", "Data")


class _Block:
    """The tensors and shapes of one flatbuffer basic block, by name."""

    def __init__(self, block: Table, region: str, k: _Slots):
        self.fb = block
        self.region = region
        self.tensors: dict[str, Table] = {}
        self.shapes: dict[str, Table] = {}
        for t in block.tables(k.block_tensors):
            name = t.string(k.tensor_name)
            if t.u8(k.tensor_variable):
                raise FlatbufferError(
                    f"tensor '{name}' is a TOSA variable: variables are not supported"
                )
            self.tensors[name] = t
        for sh in block.tables(k.block_shapes):
            self.shapes[sh.string(k.shape_name)] = sh
        self.inputs = block.strings(k.block_inputs)
        self.outputs = block.strings(k.block_outputs)


class Reader:
    """Reads one flatbuffer; :meth:`module` builds the xDSL module."""

    def __init__(self, data: bytes):
        self.s = schema()
        self.k = _Slots()
        self.data = data
        self.graph = root(data)
        self.regions: dict[str, Table] = {}
        self.types: dict[tuple[int, tuple[int, ...], bool], Attribute] = {}
        self.small: dict[tuple[Attribute, bytes], Attribute] = {}
        """Small constants by value: zero points, shifts and multipliers repeat."""
        self.checked: set[object] = set()
        """What xDSL has verified once (see :meth:`_name_loc` and :meth:`_dense`)."""
        for region in self.graph.tables(self.k.graph_regions):
            self.regions.setdefault(region.string(self.k.region_name), region)
        if not self.regions:
            raise FlatbufferError("the flatbuffer holds no region")

    def module(self) -> ModuleOp:
        version = self.graph.table(self.k.graph_version)
        if version is None:
            raise FlatbufferError("the flatbuffer has no TOSA version")
        fbs_version = ".".join(str(version.i32(f, -1)) for f in self.k.version)
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

    def _type_of(self, fb: _Block, name: str, where: str) -> Attribute:
        k = self.k
        t = fb.tensors.get(name)
        if t is not None:
            number = t.u32(k.tensor_type)
            shape = tuple(t.int32s(k.tensor_shape))
            unranked = bool(t.u8(k.tensor_unranked))
            key = (number, shape, unranked)
            found = self.types.get(key)
            if found is None:
                dtype = self.s.dtype_name(number)
                element = DTYPES.get(dtype)
                if element is None:
                    raise FlatbufferError(f"{where}: tensor '{name}' has unsupported type {dtype}")
                if unranked:
                    found = UnrankedTensorType(element)
                else:
                    found = TensorType(element, [DYNAMIC_INDEX if d < 0 else d for d in shape])
                self.types[key] = found
            return found
        sh = fb.shapes.get(name)
        if sh is not None:
            return ShapeType(sh.u32(k.shape_rank))
        raise FlatbufferError(f"{where}: tensor '{name}' is not declared in region '{fb.region}'")

    def _first_block(self, region_name: str, where: str) -> _Block:
        region = self.regions.get(region_name)
        if region is None:
            raise FlatbufferError(f"{where}: no region named '{region_name}'")
        blocks = region.tables(self.k.region_blocks)
        if len(blocks) != 1:
            raise FlatbufferError(f"region '{region_name}' has {len(blocks)} blocks, expected one")
        return _Block(blocks[0], region_name, self.k)

    def _function(self, region_name: str) -> FuncOp:
        fb = self._first_block(region_name, "the graph")
        where = f"region '{region_name}'"
        arg_types = [self._type_of(fb, n, f"{where} input") for n in fb.inputs]
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

    def _nested(self, region_name: str, outer: ChainMap[str, SSAValue], where: str) -> Region:
        """A control-flow region: block arguments from its inputs, ``tosa.yield`` of its outputs."""
        fb = self._first_block(region_name, where)
        block = Block(arg_types=[self._type_of(fb, n, where) for n in fb.inputs])
        values = outer.new_child(dict(zip(fb.inputs, block.args, strict=True)))
        self._fill(block, fb, values)
        yielded = [self._lookup(values, n, where) for n in fb.outputs]
        block.add_op(tosa.YieldOp.create(operands=yielded))
        return Region(block)

    @staticmethod
    def _lookup(values: ChainMap[str, SSAValue], name: str, where: str) -> SSAValue:
        value = values.get(name)
        if value is None:
            raise FlatbufferError(f"{where}: tensor '{name}' is used before any operator writes it")
        return value

    def _fill(self, block: Block, fb: _Block, values: ChainMap[str, SSAValue]) -> None:
        k, s = self.k, self.s
        none = NoneAttr()
        for i, fb_op in enumerate(fb.fb.tables(k.block_operators)):
            outputs = fb_op.strings(k.op_outputs)
            op_name = s.op_name(fb_op.u32(k.op_op))
            first = outputs[0] if outputs else f"#{i}"
            where = f"operator {op_name} (output '{first}')"
            spec = BY_FB_NAME.get(op_name)
            if spec is None:
                raise FlatbufferError(f"{where}: unsupported TOSA operator")
            inputs = [self._lookup(values, n, where) for n in fb_op.strings(k.op_inputs)]
            result_types = [self._type_of(fb, n, where) for n in outputs]
            op = self._op(spec, fb_op, fb, inputs, outputs, result_types, values, where)
            location = fb_op.table(k.op_location)
            text = location.string(k.location_text) if location is not None else ""
            inner: Attribute = self._name_loc(StringAttr(text), none) if text else none
            op.location = self._name_loc(StringAttr(first), inner)
            block.add_op(op)
            for n, r in zip(outputs, op.results, strict=True):
                values[n] = r

    def _op(  # noqa: PLR0917
        self,
        spec: OpSpec,
        fb_op: Table,
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
                at = slot(spec.attribute, field.accessor)
                if field.kind is Kind.REGION:
                    regions.append(self._nested(attribute.string(at), values, where))
                    continue
                raw = _read(attribute, at, field.kind)
                if field.kind is Kind.BOUND:
                    value = _bound(raw, inputs, where)
                else:
                    key: Any = tuple(cast(list[int], raw)) if isinstance(raw, list) else raw
                    try:
                        value = _decode(field.kind, key)
                    except _BadValue as e:
                        raise FlatbufferError(f"{where}: {e}") from None
                if value is not None:
                    properties[field.prop] = value
        return spec.op.create(
            operands=inputs, result_types=result_types, properties=properties, regions=regions
        )

    def _name_loc(self, desc: StringAttr, inner: Attribute) -> NameLoc:
        """``NameLoc(desc, inner)``. Its verifier checks only the kinds of the two
        parameters (a string; a location or none), so it runs once per kind of
        ``inner``; the other locations are built alike without it."""
        if type(inner) in self.checked:
            return _built(NameLoc, desc, inner)
        self.checked.add(type(inner))
        return NameLoc(desc, inner)

    def _dense(self, type: Attribute, data: BytesAttr) -> Attribute:
        """``DenseIntOrFPElementsAttr(type, data)``. Its verifier reads only the type
        and the data's length, so it runs once per pair."""
        key = (type, len(data.data))
        if key in self.checked:
            return _built(DenseIntOrFPElementsAttr, type, data)
        self.checked.add(key)
        return DenseIntOrFPElementsAttr(cast(Any, type), data)

    def _attribute(self, spec: OpSpec, fb_op: Table, where: str) -> Table:
        k = self.k
        table = fb_op.table(k.op_attribute)
        if table is None or fb_op.u8(k.op_attribute_type) != self.s.attribute_type(spec.attribute):
            raise FlatbufferError(f"{where}: missing or mismatched {spec.attribute}")
        return table

    def _constant(self, fb: _Block, name: str, type: Attribute, where: str) -> Attribute:
        k = self.k
        if isinstance(type, ShapeType):
            raw = fb.shapes[name].raw(k.shape_data)
            rank = type.rank.data
            check_size(raw, 8 * rank, where)
            return DenseIntOrFPElementsAttr(
                TensorType(IndexType(), [rank]), BytesAttr(raw[: 8 * rank])
            )
        if not isinstance(type, TensorType):
            raise FlatbufferError(f"{where}: a constant must be a ranked tensor")
        tensor = fb.tensors[name]
        raw = tensor.raw(k.tensor_data)
        count = 1
        for d in type.get_shape():
            count *= d
        if count < 0:
            raise FlatbufferError(f"{where}: a constant cannot have a dynamic shape")
        dtype = self.s.dtype_name(tensor.u32(k.tensor_type))
        data = convert_data(raw, dtype, count, where)
        key: tuple[Attribute, bytes] = (cast(Attribute, type), data)
        if len(data) <= _SMALL:
            found = self.small.get(key)
            if found is not None:
                return found
        attr = self._dense(cast(Attribute, type), BytesAttr(data))
        if len(data) <= _SMALL:
            self.small[key] = attr
        return attr


_A = TypeVar("_A", bound=ParametrizedAttribute)


def _built(cls: type[_A], *parameters: Attribute) -> _A:
    """``cls(*parameters)`` without running its verifier: only for parameters of a kind
    the verifier has already accepted (xDSL verifies every attribute it builds, about
    20-40 us each, i.e. most of the cost of reading an op). ``cls`` has no parameter
    converters; ``tests/unit/io/test_flatbuffer.py`` pins that the result is equal."""
    attr = cls.__new__(cls)
    for (name, _), value in zip(cls.get_irdl_definition().parameters, parameters, strict=True):
        object.__setattr__(attr, name, value)
    return attr


def _read(table: Table, at: int, kind: Kind) -> Any:
    """One attribute field, as the schema stores it."""
    match kind:
        case Kind.I32:
            return table.i32(at)
        case Kind.BOOL | Kind.BOOL_FALSE_DEFAULT:
            return table.u8(at)
        case Kind.I64_ARRAY | Kind.I32_ARRAY:
            return table.int32s(at)
        case Kind.STRING:
            return table.string(at)
        case Kind.BYTES_STRING | Kind.BOUND:
            return table.raw(at)
        case _:
            return table.u32(at)


class _BadValue(Exception):
    """An attribute value the schema allows but TOSA does not (the caller says where)."""


@functools.lru_cache(maxsize=4096)
def _decode(kind: Kind, raw: Any) -> Attribute | None:
    """One attribute field's xDSL value; None when it is a default MLIR leaves out."""
    match kind:
        case Kind.I32:
            return IntegerAttr(int(raw), i32)
        case Kind.BOOL:
            return BoolAttr.from_bool(bool(raw))
        case Kind.BOOL_FALSE_DEFAULT:
            return BoolAttr.from_bool(True) if raw else None
        case Kind.NAN_MODE:
            # PROPAGATE is the default MLIR leaves out (so is a number TOSA does not define)
            attr = ENUMS[kind].attribute(raw)
            return attr if attr is not None and attr != NanModeAttr(NanMode.PROPAGATE) else None
        case Kind.ROUNDING | Kind.RESIZE:
            attr = ENUMS[kind].attribute(raw)
            if attr is None:
                raise _BadValue(f"unknown {kind.value.replace('_', ' ')} {raw}")
            return attr
        case Kind.I64_ARRAY:
            return DenseArrayBase.from_list(i64, raw)
        case Kind.I32_ARRAY:
            return DenseArrayBase.from_list(i32, raw)
        case Kind.ACC_TYPE:
            dtype = schema().dtype_name(raw)
            if dtype not in DTYPES:
                raise _BadValue(f"unsupported accumulator type {dtype}")
            return DTYPES[dtype]
        case Kind.STRING:
            return StringAttr(raw)
        case Kind.BYTES_STRING:
            return StringAttr(raw.decode("utf-8", "surrogateescape"))
        case Kind.BOUND | Kind.REGION:  # pragma: no cover - handled by the caller
            raise AssertionError(kind)


def unsized_tensor(data: bytes) -> str | None:
    """See :func:`lutdialect.io.flatbuffer.unsized_tensor`."""
    k = _Slots()
    for region in root(data).tables(k.graph_regions):
        for block in region.tables(k.region_blocks):
            for tensor in block.tables(k.block_tensors):
                if tensor.u8(k.tensor_unranked):
                    return f"tensor '{tensor.string(k.tensor_name)}' is unranked"
                shape = tensor.int32s(k.tensor_shape)
                if shape and min(shape) <= 0:
                    dims = "x".join("?" if d < 0 else str(d) for d in shape)
                    return f"tensor '{tensor.string(k.tensor_name)}' has shape {dims}"
    return None


def _bound(raw: bytes, inputs: Sequence[SSAValue], where: str) -> Attribute:
    """A clamp bound: the input's element type, little-endian."""
    element: Any = getattr(inputs[0].type, "element_type", None) if inputs else None
    if isinstance(element, IntegerType):
        size = (element.bitwidth + 7) // 8
        check_size(raw, size, where)
        value = int.from_bytes(raw[:size], "little", signed=True)
        return cast(Attribute, IntegerAttr(value, element))  # pyright: ignore[reportUnknownArgumentType]
    if element is None or not hasattr(element, "unpack"):
        raise FlatbufferError(f"{where}: cannot read a clamp bound for input type {element}")
    size: int = element.compile_time_size  # pyright: ignore[reportAttributeAccessIssue,reportUnknownMemberType,reportUnknownVariableType]
    check_size(raw, size, where)  # pyright: ignore[reportUnknownArgumentType]
    value = element.unpack(raw[:size], 1)[0]  # pyright: ignore[reportAttributeAccessIssue,reportUnknownMemberType,reportUnknownVariableType]
    return FloatAttr(float(value), element)  # pyright: ignore[reportUnknownArgumentType,reportArgumentType]
