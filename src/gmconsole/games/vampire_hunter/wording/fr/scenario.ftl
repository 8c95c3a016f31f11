# Les vérifications propres d'un fichier de scénario (les validateurs du modèle de scénario) :
# dites dans la langue du scénario quand le fichier est refusé (engine/validation.py, invalid).
scenario-speciality-one-condition = une spécialité a une seule condition : region, vampire_kind ou weapon_kind
scenario-vulnerable-and-immune = vulnérable et immunisé à la même chose : { $things }
scenario-weapon-hands = une arme se tient à 1 ou 2 mains
scenario-only-weapons-hands = seules les armes se tiennent à la main (hands)
scenario-town-region = towns.{ $key }.region : région inconnue { $region } (les régions sont { $regions })
scenario-region-no-town = regions.{ $key } : une région sans ville (donnez-lui des villes ou retirez-la)
scenario-road-unknown-town = roads.{ $i } : route vers une ville inconnue { $town } (les villes sont les clés de [towns])
scenario-road-to-itself = roads.{ $i } : une route { DE($town) } vers elle-même
scenario-road-twice = roads.{ $i } : la route { $a } - { $b } est donnée deux fois
scenario-map-not-connected = roads : la carte n'est pas d'un seul tenant : aucune route ne mène { DE($first) } à { $cut }
scenario-start-town = rules.start_town : ville inconnue { $town }
scenario-origin-unknown = hunters.{ $key }.origin : ville inconnue { $town }
scenario-origin-taken = hunters.{ $key }.origin : { $town } est déjà la ville d'origine de { $other }
scenario-origin-start-town = hunters.{ $key }.origin : un chasseur ne peut pas partir de la ville des vampires
scenario-favourite-unknown = hunters.{ $key }.favourite : région inconnue { $region }
scenario-speciality-region = hunters.{ $key }.speciality.region : région inconnue { $region }
scenario-speciality-vampire-kind = hunters.{ $key }.speciality.vampire_kind : aucun vampire de l'espèce { $kind }
scenario-speciality-weapon-kind = hunters.{ $key }.speciality.weapon_kind : aucune arme du type { $kind }
scenario-no-dracula = vampires : Dracula manque (une carte avec dracula = true)
scenario-two-draculas = vampires : une seule carte peut être Dracula
scenario-travel-blood = travel.{ $key }.blood : aucun vampire n'a { $blood } de sang ou moins
scenario-propagation-unknown = propagation.{ $i } : carte pour une ville inconnue { $town }
scenario-propagation-missing = propagation : aucune carte pour { $towns } (une carte par ville)
scenario-propagation-twice = propagation : plus d'une carte pour { $towns } (une carte par ville)
scenario-min-above-max = min_players : plus grand que max_players
scenario-too-few-hunters = hunters : { $cards } { $cards ->
    [one] carte
   *[other] cartes
} pour { $players } joueurs au plus
