"""Write an xDSL module as a TOSA flatbuffer, without MLIR text.

The inverse of :mod:`.flatbuffer_read`, built with the ``flatbuffers`` builder and
the schema modules of ``tosa-tools``. Tensor names come, in this order, from the
function's ``tosa.tensor_name`` argument and result attributes (as ``tosa-opt
--tosa-serialize`` with ``retain-graph-input-output-names`` does), from each op's
``NameLoc`` (what the reader attached), else they are made up (``TosaInput_0``,
``TosaOutput_0``, ``layer_N``, as ``tosa-opt`` names them). The TOSA version is the
module's ``tosa.fbs_version``, else the ``specification_version`` of its
``tosa.target_env``, else 1.0.0. Constant data is copied from the attribute's bytes
(converted with whole-array numpy ops for i48, i4 and bool).
"""

from __future__ import annotations

import re
import struct
from collections.abc import Sequence
from typing import Any, ClassVar, cast

from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FileLineColLoc,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NameLoc,
    StringAttr,
    TensorType,
    UnrankedTensorType,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Operation, Region, SSAValue

from lutdialect.dialects.tosa import ops as tosa
from lutdialect.dialects.tosa.attributes import ShapeType, TargetEnvAttr

from .flatbuffer_build import Tables
from .flatbuffer_data import flatbuffer_data
from .flatbuffer_ops import BY_OP_NAME, DTYPE_OF, ENUMS, Field, Kind, OpSpec
from .flatbuffer_schema import FlatbufferError, SoftwareVersion, schema, serializer_release

_DEFAULT_VERSION = (1, 0, 0)
_VERSION = re.compile(r"^(\d+)\.(\d+)(?:\.(\d+))?")


def _version(module: ModuleOp) -> tuple[int, int, int]:
    text: str | None = None
    fbs = module.attributes.get("tosa.fbs_version")
    if isinstance(fbs, StringAttr):
        text = fbs.data
    else:
        env = module.attributes.get("tosa.target_env")
        if isinstance(env, TargetEnvAttr):
            spec = dict(env.data).get("specification_version")
            text = spec if isinstance(spec, str) else None
    m = _VERSION.match(text) if text else None
    if m is None:
        return _DEFAULT_VERSION
    return int(m.group(1)), int(m.group(2)), int(m.group(3) or 0)


def _initial_size(func: FuncOp) -> int:
    """A buffer that holds the graph without growing: each growth copies it whole
    (the bytes written do not depend on the buffer's size)."""
    size = 1 << 16
    for op in func.walk():
        values = op.properties.get("values") if isinstance(op, tosa.ConstOp) else None
        size += 256 + (len(values.data.data) if isinstance(values, DenseIntOrFPElementsAttr) else 0)
    return min(size, 1 << 31)


def _tensor_names(attrs: ArrayAttr[DictionaryAttr] | None, count: int) -> list[str | None]:
    if attrs is None:
        return [None] * count
    names: list[str | None] = []
    for d in attrs.data:
        name = d.data.get("tosa.tensor_name")
        names.append(name.data if isinstance(name, StringAttr) else None)
    return names + [None] * (count - len(names))


def _location_name(op: Operation) -> tuple[str | None, str]:
    """(output tensor name, flatbuffer location text): from the reader's ``NameLoc``, or
    for an op parsed from MLIR text its ``file:line:col``, spelt as ``tosa-opt`` writes it."""
    loc = op.location
    if isinstance(loc, FileLineColLoc):
        where = cast(Any, loc)
        return None, f'loc("{where.filename.data}":{where.line.data}:{where.column.data})'
    if not isinstance(loc, NameLoc):
        return None, ""
    inner = loc.location
    text = inner.desc.data if isinstance(inner, NameLoc) else ""
    return loc.desc.data or None, text


class Writer:
    """Writes one module; :meth:`write` returns the flatbuffer."""

    RECORDS_VERSIONS: ClassVar[bool] = True
    """Whether a file records the serializer release it follows and the earliest
    reader that reads it (:func:`~.flatbuffer_schema.serializer_release`), as the
    official serializer's files do: without them ``tosa-opt`` and the reference model
    warn that the file predates the fields."""

    def __init__(self, module: ModuleOp, size: int | None = None):
        """``size``: the buffer to start with, where the caller knows one that holds
        the graph (:func:`_initial_size` walks it)."""
        funcs: list[FuncOp] = []
        for op in module.ops:
            if isinstance(op, FuncOp):
                if not op.is_declaration:
                    funcs.append(op)
            else:
                raise FlatbufferError(
                    f"{op.name} at module level cannot be written to a flatbuffer"
                )
        if len(funcs) != 1:
            raise FlatbufferError(
                f"a .tosa flatbuffer holds one function, the module has {len(funcs)}"
            )
        self.func = funcs[0]
        self.version = _version(module)
        self.s = schema()
        self.b: Any = self.s.flatbuffers.Builder(_initial_size(self.func) if size is None else size)
        self.tables = Tables(self.b, self.s)
        self.used: set[str] = set()
        self.names: dict[int, str] = {}
        """Each value's tensor name, by the value's identity (an SSA value's own hash is
        a Python call, asked of every operand)."""
        self.strings: dict[str, int] = {}
        self.regions: list[int] = []
        self.int_vectors: dict[tuple[int, ...], int] = {}
        self.locations: dict[str, int] = {}
        self.attributes: dict[tuple[str, tuple[Any, ...]], int] = {}
        self.counter = 0

    # ------------------------------------------------------------------ #
    # naming

    def _claim(self, wanted: str | None, prefix: str) -> str:
        if wanted and wanted not in self.used:
            self.used.add(wanted)
            return wanted
        while True:
            name = f"{prefix}{self.counter}"
            self.counter += 1
            if name not in self.used:
                self.used.add(name)
                return name

    def _string(self, text: str) -> int:
        found = self.strings.get(text)
        if found is None:
            found = self.strings[text] = self.tables.string(text)
        return found

    # ------------------------------------------------------------------ #

    def write(self) -> bytes:
        func = self.func
        block = func.body.block
        arg_names = _tensor_names(func.arg_attrs, len(block.args))
        for k, (arg, wanted) in enumerate(zip(block.args, arg_names, strict=True)):
            self.names[id(arg)] = self._claim(wanted or f"TosaInput_{k}", "TosaInput_")
        # Listed once (a block's ops are a linked list, which ``list`` walks twice).
        ops = [op for op in block.ops]
        self._listed(ops)
        ret = ops[-1] if ops else None
        if not isinstance(ret, ReturnOp):
            raise FlatbufferError(f"@{func.sym_name.data} does not end in func.return")
        res_names = _tensor_names(func.res_attrs, len(ret.operands))
        self._name_results(ops, ret.operands, res_names, "TosaOutput_")
        self._region("main", ops, list(block.args), list(ret.operands))
        return self._finish()

    def _listed(self, ops: Sequence[Operation]) -> None:
        """Told the function's ops before any is written (a subclass may refuse some)."""

    def _location_name(self, op: Operation) -> tuple[str | None, str]:
        return _location_name(op)

    def _name_results(
        self,
        ops: Sequence[Operation],
        returned: Sequence[SSAValue],
        wanted: Sequence[str | None],
        prefix: str,
    ) -> None:
        """Returned values take the result names; the rest (of the results of a
        block's ``ops``) their op's ``NameLoc``."""
        names = self.names
        for k, (value, name) in enumerate(zip(returned, wanted, strict=True)):
            if id(value) not in names:
                names[id(value)] = self._claim(name or f"{prefix}{k}", prefix)
        for op in ops:
            results = op.results
            if not results:
                continue
            first, _ = self._location_name(op)
            for r in results:
                if id(r) not in names:
                    names[id(r)] = self._claim(first if r.index == 0 else None, "layer_")

    def _region(
        self,
        name: str,
        ops: Sequence[Operation],
        inputs: Sequence[SSAValue],
        outputs: Sequence[SSAValue],
    ) -> None:
        """Serialise a block's ``ops`` (and the regions they hold) as the region
        ``name``."""
        operators: list[int] = []
        values: list[SSAValue] = list(inputs)
        consts: dict[SSAValue, Operation] = {}
        last = ops[-1] if ops else None
        for op in ops:
            if op is last and isinstance(op, ReturnOp | tosa.YieldOp):
                break
            operators.append(self._operator(op))
            values.extend(op.results)
            if isinstance(op, tosa.ConstOp | tosa.ConstShapeOp):
                consts[op.results[0]] = op
        tensors: list[int] = []
        shapes: list[int] = []
        for v in values:
            if isinstance(v.type, ShapeType):
                shapes.append(self._shape(v, consts.get(v)))
            else:
                tensors.append(self._tensor(v, consts.get(v)))
        ops_vec = self._offsets(operators)
        tensors_vec = self._offsets(tensors)
        shapes_vec = self._offsets(shapes)
        ins_vec = self._string_vector([self.names[id(v)] for v in inputs])
        outs_vec = self._string_vector([self.names[id(v)] for v in outputs])
        name_off = self._string(name)
        bb = self._table(
            "TosaBasicBlock",
            Name=name_off,
            Operators=ops_vec,
            Tensors=tensors_vec,
            Inputs=ins_vec,
            Outputs=outs_vec,
            Shapes=shapes_vec,
        )
        blocks_vec = self._offsets([bb])
        self.regions.append(self._table("TosaRegion", Name=name_off, Blocks=blocks_vec))

    def _table(self, name: str, **fields: Any) -> int:
        """A table of the schema's ``name``, its fields added in the order given (the
        order fixes the bytes); a ``None`` field is left out."""
        return self.tables.table(name, fields)

    def _offsets(self, offsets: Sequence[int]) -> int:
        return self.tables.offsets(list(offsets))

    def _string_vector(self, texts: Sequence[str]) -> int:
        return self._offsets([self._string(t) for t in texts])

    def _int_vector(self, values: Sequence[int]) -> int:
        key = tuple(values)
        found = self.int_vectors.get(key)
        if found is None:
            found = self.int_vectors[key] = raw_vector(self.b, int32_bytes(key), 4)
        return found

    def _location(self, text: str) -> int:
        found = self.locations.get(text)
        if found is None:
            text_off = self._string(text)
            found = self.locations[text] = self._table("OpLocation", Text=text_off)
        return found

    def _bytes_vector(self, raw: bytes) -> int:
        """A ``[ubyte] (force_align: 8)`` vector."""
        b = self.b
        b.StartVector(1, len(raw), 8)
        b.head = b.head - len(raw)
        b.Bytes[b.head : b.head + len(raw)] = raw
        return b.EndVector()

    # ------------------------------------------------------------------ #
    # operators

    def _operator(self, op: Operation) -> int:
        spec = BY_OP_NAME.get(op.name)
        first = self.names.get(id(op.results[0])) if op.results else None
        where = f"{op.name} (output '{first}')" if first else op.name
        if spec is None:
            raise FlatbufferError(f"{where}: no TOSA flatbuffer operator for this op")
        attribute = self._attribute(spec, op, where)
        ins_vec = self._string_vector([self._name_of(v, where) for v in op.operands])
        outs_vec = self._string_vector([self.names[id(r)] for r in op.results])
        _, loc_text = self._location_name(op)
        loc = self._location(loc_text)
        return self._table(
            "TosaOperator",
            Op=self.s.op_number[spec.fb_name],
            AttributeType=self.s.attribute_type(spec.attribute),
            Attribute=attribute,
            Inputs=ins_vec,
            Outputs=outs_vec,
            Location=loc,
        )

    def _name_of(self, value: SSAValue, where: str) -> str:
        name = self.names.get(id(value))
        if name is None:
            raise FlatbufferError(f"{where}: an operand is defined outside the function")
        return name

    def _attribute(self, spec: OpSpec, op: Operation, where: str) -> int:
        prepared: list[tuple[Field, Any]] = []
        for field in spec.fields:
            if field.kind is Kind.REGION:
                prepared.append((field, self._string(self._nested(op, field, where))))
                continue
            value = op.properties.get(field.prop)
            if value is None:
                value = op.attributes.get(field.prop)
            prepared.append((field, self._encode(field, value, op, where)))
        # Tables are immutable once written: equal attributes share one (tosa-opt,
        # the reference model and Vela follow offsets, they do not own tables).
        key = (spec.attribute, tuple(v for _, v in prepared))
        found = self.attributes.get(key)
        if found is not None:
            return found
        fields = {field.accessor: value for field, value in prepared}
        found = self.attributes[key] = self._table(spec.attribute, **fields)
        return found

    def _nested(self, op: Operation, field: Field, where: str) -> str:
        """Serialise one control-flow region of ``op``; returns its region name."""
        region: Region = getattr(op, field.prop)
        block = region.block
        name = self._claim(
            f"{self.names[id(op.results[0])] if op.results else op.name}_{field.prop}", "region_"
        )
        ins = list(block.args)  # cond_if and while_loop regions take their inputs as arguments
        for arg in ins:
            self.names[id(arg)] = self._claim(None, "TosaInput_")
        ops = [op for op in block.ops]
        term = ops[-1] if ops else None
        if not isinstance(term, tosa.YieldOp):
            raise FlatbufferError(f"{where}: region {field.prop} does not end in tosa.yield")
        self._name_results(ops, term.operands, [None] * len(term.operands), "TosaOutput_")
        self._region(name, ops, ins, list(term.operands))
        return name

    def _encode(self, field: Field, value: Attribute | None, op: Operation, where: str) -> Any:
        kind = field.kind
        if value is None:
            if kind in (Kind.BOOL_FALSE_DEFAULT, Kind.NAN_MODE):
                return 1 if kind is Kind.NAN_MODE else None
            raise FlatbufferError(f"{where}: missing property {field.prop}")
        match kind:
            case Kind.I32:
                return _int(value, field, where)
            case Kind.BOOL | Kind.BOOL_FALSE_DEFAULT:
                return bool(_int(value, field, where))
            case Kind.NAN_MODE | Kind.ROUNDING | Kind.RESIZE:
                enum = ENUMS[kind]
                number = enum.number(value)
                if number is None:
                    raise FlatbufferError(f"{where}: {field.prop} must be a {enum.attr.name}")
                return number
            case Kind.I64_ARRAY | Kind.I32_ARRAY:
                if not isinstance(value, DenseArrayBase):
                    raise FlatbufferError(f"{where}: {field.prop} must be a dense array")
                return self._int_vector(value.get_values())  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
            case Kind.ACC_TYPE:
                dtype = DTYPE_OF.get(value)
                if dtype is None:
                    raise FlatbufferError(f"{where}: unsupported accumulator type {value}")
                return self.s.dtype_number[dtype]
            case Kind.STRING:
                return self._string(_str(value, field, where))
            case Kind.BYTES_STRING:
                raw = _str(value, field, where).encode("utf-8", "surrogateescape")
                return raw_vector(self.b, raw, 1)
            case Kind.BOUND:
                return raw_vector(self.b, _bound_bytes(value, where), 1)
            case Kind.REGION:  # pragma: no cover - handled by the caller
                raise AssertionError(kind)

    # ------------------------------------------------------------------ #
    # tensors

    def _tensor(self, value: SSAValue, const: Operation | None) -> int:
        name = self.names[id(value)]
        where = f"tensor '{name}'"
        t = value.type
        if isinstance(t, TensorType):
            element = t.element_type  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
            shape = [-1 if d == DYNAMIC_INDEX or d < 0 else d for d in t.get_shape()]
            unranked = False
        elif isinstance(t, UnrankedTensorType):
            element = t.element_type  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
            shape = []
            unranked = True
        else:
            raise FlatbufferError(f"{where}: type {t} cannot be written to a flatbuffer")
        dtype = DTYPE_OF.get(element)  # pyright: ignore[reportUnknownArgumentType]
        if dtype is None:
            raise FlatbufferError(f"{where}: element type {element} cannot be written")
        data = None
        if const is not None:
            values = const.properties.get("values")
            if not isinstance(values, DenseIntOrFPElementsAttr):
                raise FlatbufferError(f"{where}: only dense constants can be written")
            count = 1
            for d in shape:
                count *= d
            data = self._bytes_vector(flatbuffer_data(values, dtype, count, where))  # pyright: ignore[reportUnknownArgumentType]
        name_off = self._string(name)
        shape_vec = self._int_vector(shape) if not unranked else None
        return self._table(
            "TosaTensor",
            Name=name_off,
            Shape=shape_vec,
            Type=self.s.dtype_number[dtype],
            Data=data,
            IsUnranked=True if unranked else None,
        )

    def _shape(self, value: SSAValue, const: Operation | None) -> int:
        name = self.names[id(value)]
        assert isinstance(value.type, ShapeType)
        rank = value.type.rank.data
        data = None
        if const is not None:
            values = const.properties.get("values")
            if not isinstance(values, DenseIntOrFPElementsAttr):
                raise FlatbufferError(f"shape '{name}': only dense constants can be written")
            raw: bytes = values.data.data
            if len(raw) == 8 and rank != 1:
                raw = raw * rank
            data = self._bytes_vector(raw)
        name_off = self._string(name)
        return self._table("TosaShape", Name=name_off, Rank=rank, Data=data)

    def _software_version(self, version: SoftwareVersion) -> int:
        major, minor, micro, modifier = version
        return self._table(
            "SoftwareVersion",
            _Major=major,
            _Minor=minor,
            _Micro=micro,
            _Modifier=self._string(modifier),
        )

    def _finish(self) -> bytes:
        b = self.b
        major, minor, patch = self.version
        version = self._table("Version", _Major=major, _Minor=minor, _Patch=patch, _Draft=False)
        # the main region first, the nested regions after it (they were built first)
        regions = self._offsets([self.regions[-1], *self.regions[:-1]])
        software = compatibility = None
        release = serializer_release() if self.RECORDS_VERSIONS else None
        if release is not None:
            # Both or neither: a reader older than the release refuses a file that
            # records it without the earliest reader that reads it. The official
            # serializer computes that reader from the graph's contents, never later
            # than its own release; the release itself is what any reader of it reads
            # (one table for both: a flatbuffer may share one).
            software = self._software_version(release)
            compatibility = self._table("SerializationCompatibility", MinReaderVersion=software)
        graph = self._table(
            "TosaGraph",
            Version=version,
            Regions=regions,
            SoftwareVersion=software,
            Compatibility=compatibility,
        )
        b.Finish(graph, file_identifier=b"TOSA")
        return bytes(b.Output())


def _int(value: Attribute, field: Field, where: str) -> int:
    if not isinstance(value, IntegerAttr):
        raise FlatbufferError(f"{where}: {field.prop} must be an integer attribute")
    return int(value.value.data)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]


def _str(value: Attribute, field: Field, where: str) -> str:
    if not isinstance(value, StringAttr):
        raise FlatbufferError(f"{where}: {field.prop} must be a string")
    return value.data


def int32_bytes(values: Sequence[int]) -> bytes:
    """``values`` as little-endian int32, the layout of every int array of the schema."""
    try:
        return struct.pack(f"<{len(values)}i", *values)
    except struct.error as e:
        raise FlatbufferError(f"an int32 array holds a value out of range: {e}") from e


def raw_vector(builder: Any, raw: bytes, width: int) -> int:
    """A vector of ``width``-byte little-endian elements: the bytes the builder's
    ``CreateNumpyVector`` writes for the same array, without numpy."""
    builder.StartVector(width, len(raw) // width, width)
    builder.head = builder.Head() - len(raw)
    builder.Bytes[builder.Head() : builder.Head() + len(raw)] = raw
    return builder.EndVector()


def _bound_bytes(value: Attribute, where: str) -> bytes:
    """A clamp bound as the flatbuffer stores it: its type's bytes, little-endian."""
    if isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType):  # pyright: ignore[reportUnknownMemberType]
        width: int = value.type.bitwidth  # pyright: ignore[reportUnknownMemberType,reportUnknownVariableType]
        n = int(value.value.data)  # pyright: ignore[reportUnknownMemberType,reportUnknownArgumentType]
        return n.to_bytes((width + 7) // 8, "little", signed=True)  # pyright: ignore[reportUnknownArgumentType]
    if isinstance(value, FloatAttr):
        bound = cast(Any, value)
        return bytes(bound.type.pack([bound.value.data]))
    raise FlatbufferError(f"{where}: clamp bound {value} cannot be written")
