"""Pass pipelines from text, parsed and validated exactly as ``xdsl-opt -p`` does.

Both tools build their passes through xDSL's own ``PassPipeline.parse_spec``, so
an option is accepted or rejected (``remarks=yes``, ``int16-max-error=-1``) the
same way everywhere; what this adds is a one-line message instead of xDSL's
multi-line syntax report or a traceback.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from xdsl.passes import ModulePass, PassPipeline
from xdsl.utils.arg_spec import ArgSpec, parse_pipeline
from xdsl.utils.exceptions import ArgSpecParseError


class PipelineError(Exception):
    """A pipeline that cannot be built; the message is one line."""


def describe_parse_error(spec: str, error: ArgSpecParseError) -> str:
    """xDSL's pipeline syntax error (a context excerpt with a caret) as one line."""
    lines = [line for line in str(error).splitlines() if line.strip()]
    message = lines[-1].strip() if lines else "malformed pass pipeline"
    caret = next((line for line in reversed(lines) if line.strip() == "^"), None)
    column = f" at column {caret.index('^') + 1}" if caret is not None else ""
    bare = _BARE_PATH.search(spec)
    hint = (
        f" (quote a value with '.' or '/': {bare.group(1)}=\"{bare.group(2)}\")"
        if bare is not None
        else ""
    )
    return f"bad pass pipeline '{spec}'{column}: {message}{hint}"


_BARE_PATH = re.compile(r"([\w-]+)=([^\s\"{},=]*[./][^\s\"{},=]*)")
"""An option's unquoted value holding a ``.`` or ``/`` (a path, say), which xDSL's
pipeline syntax does not take as one word."""


def build_pipeline(
    spec: str, available: Mapping[str, Callable[[], type[ModulePass]]]
) -> tuple[ModulePass, ...]:
    """The passes ``spec`` names, with their options; any problem is a
    :class:`PipelineError`."""
    try:
        return PassPipeline.parse_spec(dict(available), spec).passes
    except ArgSpecParseError as e:  # a BaseException in xDSL 0.75
        raise PipelineError(describe_parse_error(spec, e)) from None
    except (ValueError, TypeError) as e:  # unknown pass, bad option type, out of range
        culprit = culprit_of(spec, available)
        raise PipelineError(f"bad pass pipeline '{spec}': {culprit}{e}") from None


def culprit_of(spec: str, available: Mapping[str, Callable[[], type[ModulePass]]]) -> str:
    """``pass: option name=value: `` for the first option that fails alone (xDSL's
    type errors name neither), or nothing where none does (the error is the
    combination's) or where the error names the pass already (its own message, which
    says what is wrong with the option's value)."""
    try:
        specs = parse_pipeline(spec)
    except ArgSpecParseError:
        return ""
    for one in specs:
        factory = available.get(one.name)
        if factory is None:
            continue  # not one of ours: xDSL's own message stands
        for key, value in one.parameters.items():
            try:
                factory().from_pass_spec(ArgSpec(one.name, {key: value}))
            except (ValueError, TypeError) as e:
                if str(e).startswith(f"{one.name}: "):
                    return ""  # the pass's own message
                shown = ",".join(str(v) for v in value)
                return f"{one.name}: option {key.replace('_', '-')}" + (
                    f"={shown}: " if value else ": "
                )
    return ""
