# vampire_hunter's own console words (French), added to the generic
# ones (gmconsole/wording/fr/console.ftl) and overriding them.

console-vh-map = Carte de la Roumanie
console-vh-hunters = Chasseurs
console-vh-fight = Dernier combat (du haut de la pile)
console-vh-none = aucun
console-vh-courage = courage
console-vh-combat = combat
console-vh-wounds = blessures
console-vh-hands = mains
console-vh-held = en diligence
console-vh-tokens = pions
console-vh-vampires = Vampires
console-vh-held-towns = { $tokens ->
        [one] { $tokens } pion
       *[other] { $tokens } pions
    } sur { $towns } des { $total } villes
console-vh-legend = chiffre : pions de vampires · ①…⑧ : un chasseur (siège) · · : ville libre
