### La phrase de chaque ordre : le journal, « Saisi : », « Annulé : », « Rétabli : » et les lignes
### de la ligne de commande (gmconsole.engine.worded.describe_action). $player est le joueur qui a
### la carte ($role, son nom), $player_gender son genre (none : plus personne n'a la carte).

## Les votes (T-S-4, T-D-5) : « Alice → Bob », une abstention dite comme telle.
action-captain-votes = élection du { $role } : { $votes }
action-captain-votes-votes-none = abstention
action-votes = vote du village : { $votes }
action-votes-votes-none = abstention
action-captain = { $name } { $name_gender ->
    [f] est nommée
   *[other] est nommé
} { $role }

## La nuit (T-N-1 à T-N-7)
action-thief = { $player_gender ->
    [none] le { $role }
   *[other] { $player } ({ $role })
} { $take ->
    [0] garde sa carte
   *[other] prend la carte { $take } du milieu
}
action-cupid = { $player_gender ->
    [none] { $role }
   *[other] { $player } ({ $role })
} rend { $lovers_gender ->
    [f] amoureuses
   *[other] amoureux
} { $lovers }
action-seer = { $player_gender ->
    [none] la { $role }
   *[other] { $player } ({ $role })
} regarde la carte { DE($target) }
action-werewolves = { $victim_count ->
    [0] { $role } ne dévorent personne
   *[other] { $role } désignent { $victim }
}{ $asleep_count ->
    [0] {""}
    [one] {", "}{ $asleep } { $asleep_gender ->
        [f] reste endormie
       *[other] reste endormi
    }
   *[other] {", "}{ $asleep } { $asleep_gender ->
        [f] restent endormies
       *[other] restent endormis
    }
}{ $little_girl_outcome_key ->
    [caught] {", "}la { $girl } espionne et se fait surprendre
    [learns] {", "}la { $girl } espionne et reconnaît un Loup-Garou
    [nothing] {", "}la { $girl } espionne sans rien voir
   *[other] { $little_girl_spies ->
        [true] {", "}la { $girl } espionne
       *[other] {""}
    }
}
action-witch = { $player_gender ->
    [none] la { $role }
   *[other] { $player } ({ $role })
} { $heal ->
    [true] sauve la victime{ $poison_count ->
        [0] {""}
       *[other] {" "}et empoisonne { $poison }
    }
   *[other] { $poison_count ->
        [0] n'utilise aucune potion
       *[other] empoisonne { $poison }
    }
}

## Les morts (T-D-2)
action-shoot = { $player_gender ->
    [none] le { $role }
   *[other] { $player } ({ $role })
}, { $player_gender ->
    [f] mourante
   *[other] mourant
}, { $target_count ->
    [0] ne tire sur personne
   *[other] abat { $target }
}
