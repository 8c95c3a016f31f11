#!/bin/bash
# Instructions (callgrind) of the processes of bench_issue17.py: the reference process, status,
# export, apply, the skeleton app and the console probe, on the 50-player save of startup_save.py;
# PYTHONHASHSEED=0, bytecode compiled. Usage:
#   benchmarks/callgrind_commands.sh ROOT reference status export apply skeleton console
ROOT=$(realpath "$1"); shift
PY=${PYTHON:-$ROOT/.venv/bin/python}
GM=$(dirname "$PY")/gmconsole
unset PYTHONDONTWRITEBYTECODE
W=$(mktemp -d /tmp/cg.XXXX)
export PYTHONPATH=$ROOT/src
$PY -m compileall -q $ROOT/src $ROOT/benchmarks >/dev/null
$PY $ROOT/benchmarks/startup_save.py $W >/dev/null
$PY - "$ROOT" "$W" <<'PYEOF'
import sys, pathlib, runpy
ns = runpy.run_path(sys.argv[1] + "/benchmarks/bench_issue17.py", run_name="x")
w = pathlib.Path(sys.argv[2])
(w / "ref.py").write_text(ns["REFERENCE"]); (w / "console.py").write_text(ns["CONSOLE"])
PYEOF
cg() { PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | grep -o "Collected : [0-9]*" | grep -o "[0-9]*"; }
for n in "$@"; do
  case $n in
    reference) v=$(cd $W && cg $PY ref.py);;
    status) v=$(cd $W && cg $GM status wf50.toml);;
    export) v=$(cd $W && cg $GM export wf50.toml);;
    apply) cp $W/wf50.toml $W/apply.toml; v=$(cd $W && cg $GM apply apply.toml orders.toml);;
    skeleton) v=$(cd $W && cg $PY ${GMCONSOLE_BENCH_SHARED:-/work/shared/bench}/skeleton.py);;
    console) v=$(cd $W && cg $PY console.py wf50.toml);;
  esac
  printf "%-10s %8.1f M\n" $n $(echo "$v/1000000" | bc -l)
done
rm -rf $W
