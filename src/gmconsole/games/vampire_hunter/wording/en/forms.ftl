### The hunt order's form (a hunter's turn) and the panels beside it.

## The hunt order (V-T-1, V-T-2, V-F-2, V-F-7, V-E-1, V-E-4)

form-hunt = { $name }'s turn ({ $hunter })
form-hunt-where = in { $town } · wounds { $wounds }/{ $life }
form-vampires-near = vampires in reach: { $towns }
form-no-free-road = no free road: he stays where he is
# setting no_move = "resolve" (V-T-1)
form-no-free-road-resolve = no free road: he stays where he is and resolves his town (a fight or a travel card)
form-move = goes to
form-then = then (diligence)
form-then-none = stops there
form-use = uses
form-use-best = the best
form-reward = reward
# auto: healed instead of equipped once his wounds reach this number (V-F-7)
form-reward-auto = auto (healing from { $wounds ->
        [one] one wound
       *[other] { $wounds } wounds
    })
form-reward-equipment = equipment
form-reward-heal = healing
form-heal-with = heals with
form-discard = discards
form-nothing = nothing
# V-E-1: what he discards to take a reward he could not keep otherwise (a unique item; a weapon
# with the setting weapons = "owned")
form-make-room = to swap
# at the end of his turn, one wound from death, he heals with the smallest holy item (V-E-4)
form-heal-when-dying = emergency healing

## The panels: each hunter's card, the last fight's stack

panel-hunter = { $seat } { $name } · { $hunter } · { $town }
panel-hunter-stats = courage { $courage } · combat { $combat } · hands { $hands }
panel-wounds = wounds
panel-equipment = equipment
panel-none = none
panel-hold = in the diligence
panel-hold-cards = { $count ->
        [one] one card
       *[other] { $count } cards
    }
panel-damned = damned: the game is lost
panel-fight = Last fight (top of the stack first)
panel-no-fight = no fight yet
panel-vampire = vampire
panel-blood = blood
panel-fear = fear
panel-combat = combat
