"""Build TOSA graphs as MLIR text, in the syntax ``tosa-opt`` prints.

The one graph builder of the project's tests and benchmarks: a function is written
op by op (every method returns the new SSA name and remembers its type), and the
text both parses in xDSL and serialises with ``tosa-opt`` for the reference model.
Domain builders (DyT chains, fuzzed point-wise regions, benchmark graphs) sit on
top of it and only decide *which* ops to write.

Shapes are an ``int`` (rank 1) or a sequence of ints (``()`` is rank 0); element
types are MLIR spellings (``i1 i8 i16 i32 i48 f16 bf16 f32``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import numpy.typing as npt

Shape = int | Sequence[int]
AttrValue = str | bool | int

_INT_WIDTHS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}
"""Integer element types whose hex literal is the little-endian two's complement bytes."""

HEX_ABOVE = 100
"""``tosa-opt`` prints constants of more than this many elements as one hex blob."""


def shape_of(shape: Shape) -> tuple[int, ...]:
    return (shape,) if isinstance(shape, int) else tuple(shape)


def tensor_type(shape: Shape, element: str) -> str:
    """``tensor_type((2, 3), "i8") == "tensor<2x3xi8>"``; rank 0 is ``tensor<i8>``."""
    return "tensor<" + "".join(f"{d}x" for d in shape_of(shape)) + element + ">"


def split_tensor_type(ty: str) -> tuple[tuple[int, ...], str]:
    """``split_tensor_type("tensor<2x3xi8>") == ((2, 3), "i8")``."""
    *dims, element = ty.removeprefix("tensor<").removesuffix(">").split("x")
    return tuple(int(d) for d in dims), element


def dense(values: npt.ArrayLike, element: str) -> str:
    """A ``dense<...>`` literal that parses back to exactly ``values``.

    A splat is one element; integers and booleans are decimal lists, or MLIR's
    little-endian hex blob above :data:`HEX_ABOVE` elements (one token for both
    parsers, where decimal weights would dominate parse time); floats are always
    hex so NaN, infinities and -0 survive.
    """
    array = np.asarray(values)
    flat = array.reshape(-1)
    if element.startswith("i"):
        ints = flat.astype(np.int64)
        if ints.size and bool(np.all(ints == ints[0])) and ints.size > 1:
            first = int(ints[0])
            return f"dense<{str(bool(first)).lower() if element == 'i1' else first}>"
        if element in _INT_WIDTHS and ints.size > HEX_ABOVE:
            width = _INT_WIDTHS[element]
            lo, hi = -(1 << (width - 1)), (1 << (width - 1)) - 1
            if ints.min() < lo or ints.max() > hi:
                raise ValueError(f"constant does not fit {element}")
            return f'dense<"0x{ints.astype(f"<i{width // 8}").tobytes().hex().upper()}">'
        body = array.astype(np.bool_ if element == "i1" else np.int64).tolist()
        return f"dense<{json.dumps(body)}>"
    from lutdialect.reference import numpy_dtype  # bf16 and fp8 come from ml_dtypes

    raw = np.ascontiguousarray(array, dtype=numpy_dtype(element)).tobytes()
    return f'dense<"0x{raw.hex().upper()}">'


def render_attrs(attrs: Mapping[str, AttrValue]) -> str:
    """`` {a = 1, b = true}`` in sorted key order, as MLIR prints it; ``""`` when empty."""
    items = ", ".join(
        f"{k} = {str(v).lower() if isinstance(v, bool) else v}" for k, v in sorted(attrs.items())
    )
    return f" {{{items}}}" if items else ""


def module(*functions: str, attrs: Mapping[str, str] | None = None) -> str:
    """A module holding ``functions`` (texts of ``func.func`` ops)."""
    head = "module" + (f" attributes{render_attrs(attrs)}" if attrs else "")
    return f"{head} {{\n{''.join(functions)}}}\n"


@dataclass
class FuncBuilder:
    """One ``func.func`` built op by op; every method returns the new SSA name."""

    name: str = "main"
    args: list[tuple[str, str]] = field(default_factory=list[tuple[str, str]])
    lines: list[str] = field(default_factory=list[str])
    types: dict[str, str] = field(default_factory=dict[str, str])
    arg_names: dict[str, str] = field(default_factory=dict[str, str])
    """SSA name -> ``tosa.tensor_name`` of the arguments that have one."""
    defs: list[str] = field(default_factory=list[str])
    """The SSA name each of :attr:`lines` defines."""
    operands: dict[str, tuple[str, ...]] = field(default_factory=dict[str, tuple[str, ...]])
    """SSA name -> the values its op reads (none for constants)."""

    def _define(self, prefix: str, ty: str, name: str | None = None) -> str:
        ssa = f"%{name}" if name is not None else f"%{prefix}{len(self.types)}"
        if ssa in self.types:
            raise ValueError(f"{ssa} is already defined")
        self.types[ssa] = ty
        return ssa

    def _emit(self, ssa: str, line: str, operands: Sequence[str] = ()) -> str:
        self.lines.append(line)
        self.defs.append(ssa)
        self.operands[ssa] = tuple(operands)
        return ssa

    def shape(self, value: str) -> tuple[int, ...]:
        return split_tensor_type(self.types[value])[0]

    def element(self, value: str) -> str:
        return split_tensor_type(self.types[value])[1]

    def arg(
        self, shape: Shape, element: str, *, name: str | None = None, tensor_name: str | None = None
    ) -> str:
        ssa = self._define("arg", tensor_type(shape, element), name)
        self.args.append((ssa, self.types[ssa]))
        if tensor_name is not None:
            self.arg_names[ssa] = tensor_name
        return ssa

    def const(self, values: npt.ArrayLike, element: str, shape: Shape | None = None) -> str:
        """A ``tosa.const``; ``shape`` defaults to that of ``values``, which broadcast to it."""
        array = np.asarray(values)
        full = array.shape if shape is None else shape_of(shape)
        ty = tensor_type(full, element)
        ssa = self._define("c", ty)
        literal = dense(np.broadcast_to(array, full), element)
        line = f'{ssa} = "tosa.const"() <{{values = {literal} : {ty}}}> : () -> {ty}'
        return self._emit(ssa, line)

    def const_shape(self, dims: Sequence[int]) -> str:
        ty = f"!tosa.shape<{len(dims)}>"
        ssa = self._define("shape", ty)
        literal = f"dense<{list(dims)}> : tensor<{len(dims)}xindex>"
        return self._emit(ssa, f"{ssa} = tosa.const_shape  {{values = {literal}}} : () -> {ty}")

    def op(
        self,
        op: str,
        operands: Sequence[str],
        result_type: str,
        attrs: Mapping[str, AttrValue] | None = None,
        *,
        name: str | None = None,
    ) -> str:
        """``op`` (a full name, ``tosa.mul``) of ``operands`` in the default TOSA form."""
        ssa = self._define("v", result_type, name)
        in_types = ", ".join(self.types[o] for o in operands)
        line = (
            f"{ssa} = {op} {', '.join(operands)}{render_attrs(attrs or {})}"
            f" : ({in_types}) -> {result_type}"
        )
        return self._emit(ssa, line, operands)

    def rescale(
        self,
        x: str,
        out_element: str,
        multiplier: int | Sequence[int],
        shift: int | Sequence[int],
        *,
        input_zp: int = 0,
        output_zp: int = 0,
        rounding_mode: str = "SINGLE_ROUND",
        scale32: bool = True,
        input_unsigned: bool = False,
        output_unsigned: bool = False,
        per_channel: bool | None = None,
        name: str | None = None,
    ) -> str:
        """``tosa.rescale`` of ``x`` to ``out_element`` (same shape) with its four
        constant operands; a sequence of multipliers makes it per channel unless
        ``per_channel`` says otherwise (to write an ERROR_IF case, say)."""
        multipliers = [multiplier] if isinstance(multiplier, int) else list(multiplier)
        shifts = [shift] if isinstance(shift, int) else list(shift)
        operands = [
            x,
            self.const(multipliers, "i32" if scale32 else "i16"),
            self.const(shifts, "i8"),
            self.const([input_zp], self.element(x)),
            self.const([output_zp], out_element),
        ]
        attrs: dict[str, AttrValue] = {
            "input_unsigned": input_unsigned,
            "output_unsigned": output_unsigned,
            "per_channel": len(multipliers) > 1 if per_channel is None else per_channel,
            "rounding_mode": rounding_mode,
            "scale32": scale32,
        }
        ty = tensor_type(self.shape(x), out_element)
        return self.op("tosa.rescale", operands, ty, attrs, name=name)

    def pruned(self, *results: str) -> FuncBuilder:
        """A copy keeping only the ops ``results`` depend on (and every argument), so
        that a reference-model run of it speaks for exactly those ops."""
        needed: set[str] = set()
        stack = [r for r in results if r in self.operands]
        while stack:
            value = stack.pop()
            if value not in needed:
                needed.add(value)
                stack.extend(o for o in self.operands[value] if o in self.operands)
        kept = [i for i, ssa in enumerate(self.defs) if ssa in needed]
        return replace(
            self,
            args=list(self.args),
            lines=[self.lines[i] for i in kept],
            types=dict(self.types),
            arg_names=dict(self.arg_names),
            defs=[self.defs[i] for i in kept],
            operands={ssa: self.operands[ssa] for ssa in needed},
        )

    def function(self, *results: str, result_names: Sequence[str] | None = None) -> str:
        """The ``func.func`` text returning ``results`` (``tosa.tensor_name`` on the
        arguments given one, and on the results when ``result_names`` is given)."""
        params = ", ".join(
            f"{n}: {t}"
            + (f' {{tosa.tensor_name = "{self.arg_names[n]}"}}' if n in self.arg_names else "")
            for n, t in self.args
        )
        types = [self.types[r] for r in results]
        if result_names is not None:
            rendered = [
                f'{t} {{tosa.tensor_name = "{n}"}}'
                for t, n in zip(types, result_names, strict=True)
            ]
            signature = f"({', '.join(rendered)})"
        else:
            signature = types[0] if len(types) == 1 else f"({', '.join(types)})"
        body = "".join(f"    {line}\n" for line in self.lines)
        return (
            f"  func.func @{self.name}({params}) -> {signature} {{\n{body}"
            f"    return {', '.join(results)} : {', '.join(types)}\n"
            "  }\n"
        )

    def module(self, *results: str) -> str:
        """The function, returning ``results``, as the only op of a module."""
        return module(self.function(*results))


@dataclass(frozen=True)
class Rescale:
    """The constant operands and attributes of one ``tosa.rescale``, as data: what
    graph strategies draw and :meth:`write` turns into IR."""

    multiplier: int | Sequence[int]
    shift: int | Sequence[int]
    input_zp: int = 0
    output_zp: int = 0
    scale32: bool = True
    rounding_mode: str = "SINGLE_ROUND"
    input_unsigned: bool = False
    output_unsigned: bool = False
    per_channel: bool | None = None
    """``None``: per channel when there are several multipliers."""

    def write(self, f: FuncBuilder, x: str, out_element: str, *, name: str | None = None) -> str:
        """:meth:`FuncBuilder.rescale` of ``x`` with these parameters."""
        return f.rescale(
            x,
            out_element,
            self.multiplier,
            self.shift,
            input_zp=self.input_zp,
            output_zp=self.output_zp,
            rounding_mode=self.rounding_mode,
            scale32=self.scale32,
            input_unsigned=self.input_unsigned,
            output_unsigned=self.output_unsigned,
            per_channel=self.per_channel,
            name=name,
        )
