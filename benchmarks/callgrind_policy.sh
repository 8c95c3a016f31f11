#!/bin/bash
# Instructions a game of the random policy alone (callgrind, PYTHONHASHSEED=0) in the fast path's
# Winterfell games (benchmarks/policy_instructions.py: the games callgrind_games.sh counts, the
# policy's methods called through operator.call, the one function callgrind collects in; a
# warm-up game and the order models' imports left out), to set against callgrind_games.sh's
# figure. Usage, from the project's root:
#   benchmarks/callgrind_policy.sh                      # the whole policy (orders)
#   benchmarks/callgrind_policy.sh orders assassination accusations justice_votes elections _guess
# PYTHON (default .venv/bin/python) runs it; the tree measured is this one (its src/ first).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
python=${PYTHON:-.venv/bin/python}
env -u PYTHONDONTWRITEBYTECODE "$python" -m compileall -q src benchmarks > /dev/null
count() {  # the instructions inside operator.call of one run with these arguments
    PYTHONHASHSEED=0 PYTHONPATH="$root/src" valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        --toggle-collect=_operator_call "$python" benchmarks/policy_instructions.py "$@" 2>&1 > /dev/null \
        | awk '/Collected/ {gsub(",", "", $4); print $4}'
}
games=${GAMES:-20}
for method in "${@:-orders}"; do
    n=$(count --measure "$method" --games "$games")
    echo "$method: $(( n / games / 1000 )) k instructions a game ($n, /$games)"
done
