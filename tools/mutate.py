"""A small AST mutation tester: how many one-change mutants of a module do its tests catch?

Not part of CI (it takes minutes). Usage, from the repository root, with the test extras:

    .venv/bin/python tools/mutate.py src/gmconsole/games/winterfell/rules/justice.py \
        tests/games/winterfell/test_justice.py [--sample 200] [--seed 12] [--report mutants.json]

The script copies the repository (without .git and the venvs) into a temporary folder, checks
that the tests pass there, then for each mutant (one change to the module, one at a time) writes
the mutated module into the copy and runs ``pytest TESTS -x -q -p no:cacheprovider`` with the
copy's ``src`` first on the path: a failing run (or a run past ``--timeout``) catches ("kills")
the mutant, a passing one lets it survive. The working tree is never touched.

Each run is a child forked from a process that has already imported pytest, its plugins and the
third-party libraries (never the project): a run then costs its tests and the project's import,
about 1.5 s instead of 10 to 20 s for a fresh interpreter. ``--no-fork`` runs a fresh interpreter
per mutant; ``--jobs N`` runs N mutants at once (one copy each; only on a machine with idle
cores). The report (``--report``) is written after every mutant, so a stopped run keeps what it
measured.

Mutations (each site gives one mutant): comparisons (``<``/``<=``, ``>``/``>=``, ``==``/``!=``,
``in``/``not in``, ``is``/``is not`` swapped), arithmetic (``+``/``-``, ``*``/``//``, ``//``/``*``,
``%``/``*``, and the augmented forms), ``and``/``or`` swapped, ``not`` dropped, integer constants
plus one, ``True``/``False`` swapped, ``return X`` made ``return None``, ``continue``/``break``
swapped. Docstrings and strings are left alone (messages are not behaviour this tool judges).
``--sample N`` takes a uniform sample of N mutants (seeded); the survivors are listed with their
line and change, to be killed by a test or judged equivalent (``docs/testing.md``).
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

CMP_SWAP = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
BIN_SWAP = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult,
    ast.Mod: ast.Mult,
}
SYMBOL = {
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.In: "in",
    ast.NotIn: "not in",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.FloorDiv: "//",
    ast.Div: "/",
    ast.Mod: "%",
}


@dataclass
class Mutant:
    id: int
    line: int
    change: str
    path: tuple[int, ...]
    """The node's place: its index in ``ast.walk`` order."""
    kind: str
    status: str = ""


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
        # attribute docstrings: a string expression statement after an assignment
        if isinstance(node, (ast.Module, ast.ClassDef)):
            for stmt in node.body:
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                    ids.add(id(stmt.value))
    return ids


def _annotations(tree: ast.AST) -> set[int]:
    """Nodes inside annotations (``Literal[...]``, type hints): mutating them changes no behaviour
    the tests can see in most cases, and pydantic reads some: left out."""
    ids = set()
    for node in ast.walk(tree):
        ann = None
        if isinstance(node, ast.AnnAssign):
            ann = node.annotation
        elif isinstance(node, ast.arg):
            ann = node.annotation
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            ann = node.returns
        if ann is not None:
            ids.update(id(n) for n in ast.walk(ann))
    return ids


def mutants(source: str) -> list[Mutant]:
    tree = ast.parse(source)
    skip = _docstrings(tree) | _annotations(tree)
    out: list[Mutant] = []
    for index, node in enumerate(ast.walk(tree)):
        if id(node) in skip:
            continue
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Compare):
            for k, op in enumerate(node.ops):
                new = CMP_SWAP.get(type(op))
                if new is not None:
                    out.append(Mutant(0, line, f"{SYMBOL[type(op)]} -> {SYMBOL[new]}", (index, k), "compare"))
        elif isinstance(node, (ast.BinOp, ast.AugAssign)):
            new = BIN_SWAP.get(type(node.op))
            if new is not None:
                out.append(Mutant(0, line, f"{SYMBOL[type(node.op)]} -> {SYMBOL[new]}", (index,), "binop"))
        elif isinstance(node, ast.BoolOp):
            other = "or" if isinstance(node.op, ast.And) else "and"
            out.append(Mutant(0, line, f"{'and' if other == 'or' else 'or'} -> {other}", (index,), "boolop"))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            out.append(Mutant(0, line, "not x -> x", (index,), "not"))
        elif isinstance(node, ast.Constant):
            if isinstance(node.value, bool):
                out.append(Mutant(0, line, f"{node.value} -> {not node.value}", (index,), "bool"))
            elif isinstance(node.value, int):
                out.append(Mutant(0, line, f"{node.value} -> {node.value + 1}", (index,), "int"))
        elif isinstance(node, ast.Return) and node.value is not None:
            if not (isinstance(node.value, ast.Constant) and node.value.value is None):
                out.append(Mutant(0, line, "return X -> return None", (index,), "return"))
        elif isinstance(node, (ast.Continue, ast.Break)):
            other = "break" if isinstance(node, ast.Continue) else "continue"
            out.append(
                Mutant(0, line, f"{'continue' if other == 'break' else 'break'} -> {other}", (index,), "loop")
            )
    for i, m in enumerate(out, start=1):
        m.id = i
    return out


class _Apply(ast.NodeTransformer):
    def __init__(self, mutant: Mutant) -> None:
        self.mutant = mutant
        self.targets: dict[int, ast.AST] = {}

    def run(self, tree: ast.AST) -> ast.AST:
        nodes = list(ast.walk(tree))
        node = nodes[self.mutant.path[0]]
        kind = self.mutant.kind
        if kind == "compare":
            k = self.mutant.path[1]
            node.ops[k] = CMP_SWAP[type(node.ops[k])]()  # type: ignore[attr-defined]
        elif kind == "binop":
            node.op = BIN_SWAP[type(node.op)]()  # type: ignore[attr-defined]
        elif kind == "boolop":
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()  # type: ignore[attr-defined]
        elif kind == "not":
            self.targets[id(node)] = node.operand  # type: ignore[attr-defined]
            tree = self.visit(tree)
        elif kind == "bool":
            node.value = not node.value  # type: ignore[attr-defined]
        elif kind == "int":
            node.value = node.value + 1  # type: ignore[attr-defined]
        elif kind == "return":
            node.value = ast.Constant(value=None)  # type: ignore[attr-defined]
        elif kind == "loop":
            self.targets[id(node)] = ast.Break() if isinstance(node, ast.Continue) else ast.Continue()
            tree = self.visit(tree)
        return ast.fix_missing_locations(tree)

    def visit(self, node: ast.AST) -> ast.AST:
        if id(node) in self.targets:
            return self.targets[id(node)]
        return super().visit(node)


def mutated_source(source: str, mutant: Mutant) -> str:
    tree = ast.parse(source)
    return ast.unparse(_Apply(mutant).run(tree))


def _copy_repo(root: Path, dest: Path) -> None:
    ignore = shutil.ignore_patterns(".git", ".venv*", "__pycache__", ".pytest_cache", "*.egg-info", "saves")
    shutil.copytree(root, dest, ignore=ignore, dirs_exist_ok=True)


PYTEST_OPTIONS = ["-x", "-q", "-p", "no:cacheprovider", "-o", "addopts="]
PROJECT_PREFIXES = ("gmconsole", "tests", "conftest", "test_")


def _run(tests: list[str], cwd: Path, timeout: float) -> str:
    """One pytest run in a fresh interpreter (``--no-fork``, or where ``os.fork`` is missing)."""
    env = dict(os.environ, PYTHONPATH=str(cwd / "src"), PYTHONDONTWRITEBYTECODE="1")
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "pytest", *tests, *PYTEST_OPTIONS],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return "timeout"
    return "survived" if proc.returncode == 0 else "killed"


def _preload(tests: list[str], cwd: Path) -> int:
    """Import, in this process, the third-party modules a pytest run of ``tests`` imports (pytest,
    its plugins, pydantic, hypothesis...), never the project's own: each forked run then starts
    from them and only imports the project (and the mutant) afresh. Returns how many."""
    probe = (
        "import sys, pytest\n"
        f"pytest.main({[*tests, '--collect-only', *PYTEST_OPTIONS]!r})\n"
        "print('\\nMODULES', ' '.join(sys.modules))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(cwd / "src"), PYTHONDONTWRITEBYTECODE="1")
    out = subprocess.run([sys.executable, "-c", probe], cwd=cwd, env=env, capture_output=True, text=True)
    names = [line for line in out.stdout.splitlines() if line.startswith("MODULES ")]
    count = 0
    for name in names[-1].split()[1:] if names else []:
        if name.split(".")[0].startswith(PROJECT_PREFIXES) or name == "__main__":
            continue
        try:
            importlib.import_module(name)
            count += 1
        except Exception:  # noqa: BLE001 - a module that cannot be preloaded is imported by the run
            pass
    assert not any(m.startswith("gmconsole") for m in sys.modules), "the project leaked into the preload"
    return count


OUTSIDE = 97
"""A forked run's exit code when it imported the project from outside its copy (not one of
pytest's: its 4, a usage error, is also what a mutant that breaks a conftest's import gives)."""


def _fork(tests: list[str], cwd: Path) -> int:
    """Start one pytest run of ``tests`` in a forked child working in ``cwd``; returns its pid."""
    pid = os.fork()
    if pid:
        return pid
    code = 3
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.chdir(cwd)
        sys.dont_write_bytecode = True
        sys.path.insert(0, str(cwd / "src"))
        import pytest

        code = int(pytest.main([*tests, *PYTEST_OPTIONS]))
        import gmconsole

        if not Path(gmconsole.__file__).resolve().is_relative_to(cwd.resolve()):
            code = OUTSIDE  # the run imported the project from elsewhere: measure nothing
    finally:
        os._exit(code)


def _wait(pid: int, started: float, timeout: float) -> str | None:
    """The status of a forked run, or None while it still runs (killed past ``timeout``)."""
    done, status = os.waitpid(pid, os.WNOHANG)
    if not done:
        if time.monotonic() - started <= timeout:
            return None
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        return "timeout"
    code = os.waitstatus_to_exitcode(status)
    if code == OUTSIDE:
        raise SystemExit("a forked run imported gmconsole from outside its copy: measure nothing")
    return "survived" if code == 0 else "killed"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module", help="the module to mutate, e.g. src/gmconsole/.../justice.py")
    parser.add_argument("tests", nargs="+", help="the test files or node ids to run against each mutant")
    parser.add_argument("--sample", type=int, default=0, help="a uniform sample of N mutants (0: all)")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--only", default="", help="comma-separated mutant ids to run (after listing)")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--timeout", type=float, default=120, help="seconds a run may take (then: caught)")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run at once (one copy each)")
    parser.add_argument(
        "--no-fork", action="store_true", help="a fresh interpreter per mutant (slower; no preloaded modules)"
    )
    parser.add_argument(
        "--fork", action="store_true", help="forked runs: the default (accepted for older commands)"
    )
    parser.add_argument("--report", default="", help="write every mutant and its status to this JSON file")
    args = parser.parse_args(argv)

    root = Path.cwd()
    module = Path(args.module)
    source = (root / module).read_text(encoding="utf-8")
    every = mutants(source)
    chosen = every
    if args.only:
        wanted = {int(x) for x in args.only.split(",") if x.strip()}
        chosen = [m for m in every if m.id in wanted]
    elif args.sample and args.sample < len(every):
        chosen = sorted(random.Random(args.seed).sample(every, args.sample), key=lambda m: m.id)
    if args.list:
        for m in chosen:
            print(f"#{m.id:<4} line {m.line:<4} {m.kind:<8} {m.change}")
        print(f"{len(chosen)} of {len(every)} mutants")
        return 0
    report = Path(args.report) if args.report else None
    fork = hasattr(os, "fork") and not args.no_fork
    jobs = max(1, args.jobs if fork else 1)
    with tempfile.TemporaryDirectory(prefix="mutate-") as tmp:
        copies = [Path(tmp) / f"copy{k}" for k in range(jobs)]
        for work in copies:
            _copy_repo(root, work)
        baseline = _run(args.tests, copies[0], args.timeout)
        if baseline != "survived":
            print(f"the tests do not pass on the unmutated code ({baseline}): nothing to measure")
            return 2
        if fork:
            print(f"preloaded {_preload(args.tests, copies[0])} modules; {jobs} job(s)", flush=True)
            pid = _fork(args.tests, copies[0])
            start = time.monotonic()
            while (baseline := _wait(pid, start, args.timeout)) is None:
                time.sleep(0.05)
            if baseline != "survived":
                print(f"the forked run fails on the unmutated code ({baseline}): use --no-fork")
                return 2
        print(f"{len(chosen)} mutants of {module} ({len(every)} in all) against {' '.join(args.tests)}")
        started = time.monotonic()
        pending = list(chosen)
        running: dict[int, tuple[Mutant, Path, float]] = {}
        free = list(copies)

        def finish(m: Mutant, status: str) -> None:
            m.status = status
            mark = "  " if m.status != "survived" else "S "
            print(f"{mark}#{m.id:<4} line {m.line:<4} {m.kind:<8} {m.change:<24} {m.status}", flush=True)
            if report is not None:  # written after every mutant: a stopped run keeps what it measured
                done = [asdict(x) for x in chosen if x.status]
                report.write_text(json.dumps(done, indent=1), encoding="utf-8")

        while pending or running:
            while pending and free:
                m, work = pending.pop(0), free.pop()
                (work / module).write_text(mutated_source(source, m), encoding="utf-8")
                if not fork:
                    finish(m, _run(args.tests, work, args.timeout))
                    free.append(work)
                    continue
                running[_fork(args.tests, work)] = (m, work, time.monotonic())
            for pid, (m, work, begun) in list(running.items()):
                status = _wait(pid, begun, args.timeout)
                if status is not None:
                    del running[pid]
                    free.append(work)
                    finish(m, status)
            if running:
                time.sleep(0.05)
    caught = sum(1 for m in chosen if m.status != "survived")
    survivors = [m for m in chosen if m.status == "survived"]
    print(
        f"\n{caught} of {len(chosen)} mutants caught ({100 * caught / max(1, len(chosen)):.0f}%) "
        f"in {time.monotonic() - started:.0f} s; survivors:"
    )
    for m in survivors:
        print(f"  #{m.id} line {m.line}: {m.change}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
