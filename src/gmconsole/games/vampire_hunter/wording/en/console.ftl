# vampire_hunter's own console words (English), added to the generic
# ones (gmconsole/wording/en/console.ftl) and overriding them.

console-vh-map = Map of Romania
console-vh-hunters = Hunters
console-vh-fight = Last fight (top first)
console-vh-none = none
console-vh-courage = courage
console-vh-combat = combat
console-vh-wounds = wounds
console-vh-hands = hands
console-vh-held = held
console-vh-tokens = tokens
console-vh-vampires = Vampires
console-vh-held-towns = { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    } on { $towns } of { $total } towns
console-vh-legend = digit: vampire tokens · ①…⑧: a hunter (seat) · ·: a free town
