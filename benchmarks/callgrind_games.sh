#!/bin/bash
# Instructions a game (callgrind, PYTHONHASHSEED=0, bytecode compiled) of the fast path's random
# games, the load-independent figure of issue 17's game speeds. Usage, from the project's root:
#   benchmarks/callgrind_games.sh winterfell    # 22 minus 2 games; each is played twice by the bench: /40
#   benchmarks/callgrind_games.sh astrub        # 301 minus 1 games, the peers' policy (0.5/0.5): /300
# PYTHON (default .venv/bin/python) runs it; the tree measured is this one (its src/ first on the path).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=${PYTHON:-.venv/bin/python}
env -u PYTHONDONTWRITEBYTECODE "$python" -m compileall -q src benchmarks > /dev/null
count() {  # the instructions of one run of the benchmark with these arguments
    PYTHONHASHSEED=0 PYTHONPATH="$root/src" valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$python" "$@" 2>&1 > /dev/null | awk '/Collected/ {gsub(",", "", $4); print $4}'
}
case "${1:-winterfell}" in
    winterfell)
        a=$(count benchmarks/bench_winterfell.py --path fast --games 22)
        b=$(count benchmarks/bench_winterfell.py --path fast --games 2)
        echo "Winterfell: $(( (a - b) / 40000 )) k instructions a game ($a - $b, /40)" ;;
    astrub)
        args=(--path fast --repeat 1 --approve 0.5 --sabotage 0.5)
        a=$(count benchmarks/bench_astrub.py "${args[@]}" --games 301)
        b=$(count benchmarks/bench_astrub.py "${args[@]}" --games 1)
        echo "Astrub: $(( (a - b) / 300 )) instructions a game ($a - $b, /300)" ;;
    *) echo "usage: $0 winterfell|astrub" >&2; exit 2 ;;
esac
