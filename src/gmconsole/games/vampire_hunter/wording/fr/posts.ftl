# Wording of the posts of Vampire Hunter, in French. {name} is filled in from the event (towns by
# their names, kinds of card through the scenario's display names; {roll} is a test written in
# full, "1d10 (7) + 3 = 10 contre 1d10 (4) + 5 = 9"; {de_town} is "de Sibiu" or "d'Iași";
# {vampire} is a vampire's name inside a sentence, its article in lower case, « la Fiancée de
# Dracula »; {vampire_start} the name as written, to start a sentence);
# **bold** marks formatting. See
# docs/export.md to override a sentence.

## Labels
section = Tour { $turn } : { $phase }
versus = contre
town = Ville
region = Région
tokens = Pions
hunter = Chasseur
player = Joueur
wounds = Blessures
equipment = Équipement
die = 1d10
threshold = Seuil
spreads_to = Propagation vers
no_spread = non
board_title = **Le plateau** : villes sous l'emprise des vampires
hunters_title = **Les chasseurs**
deck_vampire = des vampires
deck_travel = des cartes Voyage
deck_equipment = des équipements
deck_propagation = de propagation
none = aucun

test_success = Réussite.
test_failure = Échec.

## Events
game_start = La chasse commence ! { $count } { $players_gender ->
        [f] chasseuses
       *[other] chasseurs
    } : { $players }. **{ $tokens } pions de vampires** sont posés sur { $town }. Empreinte SHA-256 de la graine des dés : { $seed_sha256 } ; la graine sera révélée à la fin.
hunter_card = **{ $player }** incarne **{ $hunter }** et part { $de_town }.
turn_order = Ordre du tour : { $order }.
propagation = **Propagation vampirique** : chaque ville tenue par les vampires lance 1d10 ; elle se propage si le dé ne dépasse pas le double de ses pions.
propagation_none = **Propagation vampirique** : aucune ville n'est tenue par les vampires.
propagation_card = **{ $player }** tire la carte de propagation **{ $town }** : un pion de vampire y est posé.
propagation_card_favourite = **{ $player }** tire la carte de propagation **{ $town }**, dans sa région favorite : aucun pion n'y est posé.
propagation_card_full = **{ $player }** tire la carte de propagation **{ $town }**, qui a déjà le maximum de pions.
hunter_turn = À jouer : **{ $player }**, à { $town }.
stay = **{ $player }** n'a aucune route libre et reste à { $town }.
move = **{ $player }** va { $de_origin } à **{ $town }**.
fight_start = À **{ $town }**, **{ $player }** affronte, dans l'ordre : { $stack }.
fight_start_castle = Dans le château isolé, **{ $player }** affronte : { $stack }.
fear_test = Épreuve de peur contre **{ $vampire }** : { $roll }. { $outcome }
vulnerable = **{ $vampire_start }** craint l'objet « { $item } ». Jet de combat : { $roll }.
combat = Combat contre **{ $vampire }** : { $roll }.
item_destroyed = **{ $player }** perd l'objet « { $name } », tombé en poussière.
vampire_destroyed = **{ $vampire_start }** tombe en poussière.
vampire_destroyed_dracula = **Dracula est détruit !**
wound = **{ $player }** reçoit une blessure ({ $wounds } sur { $life } points de vie).
flee = **{ $player }** prend la fuite vers { $town }.
damned = **{ $player }** succombe : { $hunter } rejoint les damnés.
town_freed = **{ $town }** est libérée de ses { $tokens } pions de vampires : les habitants offrent { $tokens } cartes d'équipement.
town_freed_one = **{ $town }** est libérée de son pion de vampire : les habitants offrent une carte d'équipement.
town_freed_heal = **{ $town }** est libérée ({ $tokens } { $tokens ->
        [one] pion
       *[other] pions
    }) : les habitants soignent **{ $player }** plutôt que de l'équiper.
healed = **{ $player }** guérit de { $healed } blessures.
healed_one = **{ $player }** guérit d'une blessure.
healed_none = **{ $player }** n'avait aucune blessure à soigner.
holy_heal = **{ $player }** sacrifie l'objet « { $name } » : { $healed } blessures se referment.
holy_heal_one = **{ $player }** sacrifie l'objet « { $name } » : une blessure se referme.
equipment_gained = **{ $player }** reçoit l'équipement « { $name } ».
equipment_held = **{ $player }** range « { $name } » face cachée dans sa diligence.
equipment_refused = **{ $player }** ne peut pas garder la carte « { $name } » : elle est défaussée.
equipment_swapped = **{ $player }** défausse « { $given } » pour prendre « { $name } » à sa place.
equipment_swapped_held = **{ $player }** range « { $given } » face cachée dans sa diligence pour prendre « { $name } » à sa place.
equipment_unpacked = **{ $player }** sort « { $name } » de sa diligence.
equipment_discarded = **{ $player }** défausse « { $name } ».
equipment_used_up = **{ $player }** a épuisé les charges de l'objet « { $name } ».
equipment_exhausted = Il ne reste plus de carte d'équipement à tirer.
travel_card = **{ $player }** tire une carte Voyage à { $town } : { $card_kind }, « { $name } ».
no_travel_card = Il ne reste plus de carte Voyage : rien ne se passe à { $town }.
courage_test = Épreuve de courage (« { $name } ») : { $roll }. { $outcome }
castle = Un pion de vampire est posé sur { $town } : **{ $vampire }** attend dans le château.
crypt = Dans la crypte, **{ $vampire }** dort : le pieu l'achève sans combat.
dracula_skipped = Dracula est remis sous la pioche : on ne le rencontre que dans les villes.
lair_empty = Aucun vampire ne correspond : le lieu est désert.
tokens_placed = { $added } pions de vampires sont posés sur { $town }.
tokens_placed_one = Un pion de vampire est posé sur { $town }.
tokens_placed_none = { $town } a déjà le maximum de pions.
item_lost = **{ $player }** perd « { $name } ».
reshuffle = La défausse { $deck } est mélangée pour refaire la pioche.
victory = **Victoire des chasseurs !** La Roumanie est libérée.
victory_dracula = **Victoire des chasseurs !** Dracula est détruit, et ses vampires disparaissent avec lui.
victory_damned = **Défaite des chasseurs.** { $damned } a rejoint les damnés : la partie est perdue.
victory_every_town = **Défaite des chasseurs.** Les vampires tiennent toutes les villes de Roumanie.
