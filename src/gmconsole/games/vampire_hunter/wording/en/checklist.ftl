### Checklist steps and warnings for the GM.

move-from = move from { $town }
propagation-step = propagation
after-last-hunter = after the last hunter
one-wound-from-death = { $name } is one wound from death
