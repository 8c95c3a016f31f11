# Wording shared by every game, in French. A game's wording/<lang>/*.ftl may replace a message.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.

## Labels
section = Tour { $turn } : { $phase }
section_setup = Mise en place
private_title = Message privé pour { $player }
gm_title = Résumé du MJ
pair = { $key } : { $value }
voter = Joueur
vote = Vote
weight = Poids
total = Total
rolls = Dés
roll_purpose = Objet
roll_expr = Jet
roll_result = Résultat
roll_outcome = Issue
roll_audience = Visible par
roll_key = Tirage
roll_what = Tirage au sort
public_rolls = Tirage au sort public (chacun pourra le vérifier quand la graine sera révélée) :
messages_title = Messages privés à envoyer
messages_none = Aucun message privé pour cette étape.
batch_title = Envoi { $number } sur { $count } : { $batch }
batch_first = Ces messages partent avant ceux de l'envoi suivant.
batch_all = tous les joueurs
audience_public = [public]
audience_gm = [MJ seulement]
audience_player = [à { $players }]
audience_group = [{ $group } : { $players }]

# The reminder before a deadline (gmconsole remind).
reminder_deadline = **Rappel** : vous avez jusqu'à { $deadline } pour voter ou envoyer vos ordres.
reminder_no_deadline = **Rappel** : il est encore temps de voter ou d'envoyer vos ordres.
reminder_waiting = Nous attendons encore : { $names }.
reminder_what = {" "}({ $what })
reminder_groups = {" ; "}
reminder_private_deadline = **Rappel** : tu as jusqu'à { $deadline } pour envoyer au MJ : { $what }.
reminder_private = **Rappel** : le MJ attend encore de toi : { $what }.

## Events
# Seat changes, in every game (docs/orders.md, "Seat changes").
player_replaced = **{ $new }** remplace **{ $old }**, qui quitte la partie : même place, même rôle. Les votes et les ordres se font désormais au nom { DE($new) }.
seat_handover = Tu reprends la place laissée par **{ $old }**, avec tout ce qui allait avec. Ton rôle : { $roles } ; ton camp : { $camp }.
seat_handover_known = Ce que savait { $old } des autres joueurs, et que tu sais désormais : { $known }.
player_removed = **{ $player }** quitte la partie sur décision du MJ.
player_removed_announced = { $announcement }
deadline = **Date limite** : { $deadline }.
seed_revealed = La graine des dés était : **{ $seed }** (empreinte SHA-256 publiée au début : { $seed_sha256 }). Chacun peut vérifier chaque tirage de la partie avec « gmconsole verify » sur la sauvegarde.
