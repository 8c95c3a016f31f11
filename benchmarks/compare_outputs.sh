#!/bin/bash
# Byte-for-byte comparison of what two checkouts' gmconsole prints and writes, at a fixed clock:
# apply (text), a refused second apply, undo, apply --json, status (public, --gm), export (public,
# --gm), verify, apply again after undo, and four refused orders files. Issue 17's eighth pass.
# usage: benchmarks/compare_outputs.sh BASE_SRC NEW_SRC SAVE ORDERS   (exit 1 when a file differs)
#   git archive main src | tar -x -C /tmp/base
#   .venv/bin/python benchmarks/startup_save.py /tmp/s   # /tmp/s/wf50.toml, /tmp/s/orders.toml
#   benchmarks/compare_outputs.sh /tmp/base/src src /tmp/s/wf50.toml /tmp/s/orders.toml
set -u
BASE=$(realpath "$1"); NEW=$(realpath "$2"); SAVE=$(realpath "$3"); ORDERS=$(realpath "$4")
HERE=$(cd "$(dirname "$0")" && pwd); PY=${PY:-$HERE/../.venv/bin/python}
OUT=$(mktemp -d)
for who in base new; do
  W=$OUT/$who; mkdir -p "$W"; cp "$SAVE" "$W/save.toml"; cp "$ORDERS" "$W/orders.toml"
  printf '[[orders]]\nkind = "nonsense"\nx = 1\n' > "$W/bad-kind.toml"
  printf '[[orders]]\nkind = "squad"\nmembers = "Joueur 41"\ntarget = 3\n' > "$W/bad-field.toml"
  printf '[[orders]]\nkind = "accuse"\nby = "Joueur 01"\naccused = "Joueur 02"\n' > "$W/wrong-phase.toml"
  printf '[[orders]]\nkind = "squad"\nmembers = ["Joueur 41"]\ntarget = "Joueur 29"\nextra = 1\n' > "$W/extra-key.toml"
  SRC=$([ $who = base ] && echo "$BASE" || echo "$NEW")
  run() { n=$1; shift; PYTHONPATH=$SRC "$PY" "$HERE/fixed_clock.py" "$@" > out$n.txt 2> err$n.txt; echo "rc=$?" >> out$n.txt; cp save.toml save$n.toml; }
  (cd "$W"
   for f in bad-kind bad-field wrong-phase extra-key; do run "-$f" apply save.toml $f.toml; done
   run 1 apply save.toml orders.toml
   run 2 apply save.toml orders.toml
   run 3 undo save.toml
   run 4 apply --json save.toml orders.toml
   run 5 status save.toml
   run 6 export save.toml
   run 7 status --gm save.toml
   run 8 export --gm save.toml
   run 9 undo save.toml
   run 10 apply save.toml orders.toml
   run 11 verify save.toml)
done
n=0; bad=0
for f in $(cd "$OUT/base" && ls); do
  n=$((n + 1))
  cmp -s "$OUT/base/$f" "$OUT/new/$f" || { echo "DIFFERENT $f"; bad=$((bad + 1)); }
done
echo "$n files compared, $bad different ($OUT)"
[ $bad = 0 ]
