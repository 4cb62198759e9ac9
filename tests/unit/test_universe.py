"""The ``xdsl.universe`` plugin: plain ``xdsl-opt`` must use lutdialect's ``tosa``.

lutdialect replaces the factory xDSL registers for its partial ``tosa`` dialect
(see ``lutdialect/universe.py``). Nothing in xDSL promises that this keeps working,
so these tests fail loudly if a future xDSL builds its multiverse differently,
loads plugins after merging, or otherwise falls back to its own dialect.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from collections.abc import Callable
from importlib.metadata import entry_points
from pathlib import Path

import pytest
from xdsl.dialects import get_all_dialects
from xdsl.passes import ModulePass
from xdsl.universe import Universe

from lutdialect.dialects.tosa import TOSA
from lutdialect.transforms import PASSES
from lutdialect.universe import LUTDIALECT_UNIVERSE, install_tosa_dialect

# Ops xDSL's own partial dialect lacks: they parse only through lutdialect's.
PROGRAM = """\
func.func @f(%x: tensor<2x4xi8>, %t: tensor<256xi8>) -> tensor<8xi32> {
  %y = tosa.table %x, %t : (tensor<2x4xi8>, tensor<256xi8>) -> tensor<2x4xi8>
  %c = tosa.cast %y : (tensor<2x4xi8>) -> tensor<2x4xi32>
  %s = tosa.const_shape  {values = dense<8> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %c, %s : (tensor<2x4xi32>, !tosa.shape<1>) -> tensor<8xi32>
  return %r : tensor<8xi32>
}
"""


def run(cmd: list[str], stdin: str | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        cmd, input=stdin, capture_output=True, text=True, check=False, env={**os.environ, **env}
    )


def squash(line: str) -> str:
    return " ".join(line.split())


def test_entry_point_is_lutdialect_universe() -> None:
    (ep,) = [ep for ep in entry_points(group="xdsl.universe") if ep.name == "lutdialect"]
    assert ep.value == "lutdialect.universe:LUTDIALECT_UNIVERSE"
    assert ep.load() is LUTDIALECT_UNIVERSE


def test_multiverse_resolves_tosa_to_lutdialect_in_fresh_process() -> None:
    """Through the entry points alone: the child imports no lutdialect module first."""
    probe = textwrap.dedent(
        """
        import json
        from xdsl.universe import Universe

        dialect = Universe.get_multiverse().all_dialects["tosa"]()
        from lutdialect.dialects.tosa import TOSA

        print(json.dumps({
            "is_lutdialect": dialect is TOSA,
            "ops": sorted(op.name for op in dialect.operations),
        }))
        """
    )
    proc = run([sys.executable, "-c", probe])
    assert proc.returncode == 0, proc.stderr
    found = json.loads(proc.stdout)
    assert found["is_lutdialect"], "xdsl-opt's multiverse no longer uses lutdialect's tosa"
    assert {"tosa.table", "tosa.const_shape", "tosa.cast"} <= set(found["ops"])


def test_lutdialect_tosa_covers_xdsl_partial_tosa() -> None:
    """Replacing xDSL's dialect must not drop any op or attribute it could parse."""
    xdsl_tosa = get_all_dialects()["tosa"]()
    assert xdsl_tosa is not TOSA
    ours = {op.name for op in TOSA.operations}
    assert {op.name for op in xdsl_tosa.operations} <= ours
    assert {a.name for a in xdsl_tosa.attributes} <= {a.name for a in TOSA.attributes}


def test_install_tosa_dialect_replaces_the_factory() -> None:
    universe = Universe(all_dialects=dict(get_all_dialects()))
    install_tosa_dialect(universe)
    assert universe.all_dialects["tosa"]() is TOSA


def test_plain_xdsl_opt_prints_lutdialect_ops_back(script: Callable[[str], str]) -> None:
    proc = run([script("xdsl-opt")], stdin=PROGRAM)
    assert proc.returncode == 0, proc.stderr
    printed = {squash(line) for line in proc.stdout.splitlines()}
    for line in PROGRAM.splitlines()[1:-2]:  # the ops, in tosa-opt's syntax
        assert squash(line) in printed


def test_plugin_exports_exactly_lutdialect_passes() -> None:
    assert set(LUTDIALECT_UNIVERSE.all_passes) == set(PASSES)
    for name, factory in LUTDIALECT_UNIVERSE.all_passes.items():
        pass_type = factory()
        assert issubclass(pass_type, ModulePass)
        assert pass_type.name == name


def test_plain_xdsl_opt_lists_lutdialect_passes(script: Callable[[str], str]) -> None:
    assert PASSES, "lutdialect registers no pass: nothing to look for"
    proc = run([script("xdsl-opt"), "--help"], COLUMNS="100000")
    assert proc.returncode == 0, proc.stderr
    match = re.search(r"Available passes are: ([\w,\-]+)", proc.stdout)
    assert match is not None, proc.stdout
    listed = set(match.group(1).split(","))
    assert set(PASSES) <= listed
    assert listed == set(Universe.get_multiverse().all_passes)


@pytest.mark.parametrize("name", sorted(PASSES))
def test_plain_xdsl_opt_runs_lutdialect_pass(
    name: str, tmp_path: Path, script: Callable[[str], str]
) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(PROGRAM)
    proc = run([script("xdsl-opt"), str(src), "-p", name])
    assert proc.returncode == 0, proc.stderr
    assert "tosa.table" in proc.stdout
