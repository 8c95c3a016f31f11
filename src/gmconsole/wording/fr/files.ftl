# Les vérifications propres d'un fichier (pas celles de son modèle), dites dans la langue du
# scénario auquel il appartient (engine/validation.py, file_problem).
file-game-missing = game : clé manquante (le nom du jeu, au choix : { $games })
file-game-unknown = game : jeu inconnu { $name } ; jeux connus : { $games }
file-roster-no-players = players : clé manquante ; écrivez une table [[players]] par joueur, avec son nom (name)
file-roster-not-a-table = players.{ $i } : il faut une table avec un nom (name)
file-roster-no-names = aucun nom de joueur (écrivez un nom par ligne)
file-roster-bad-gender = { $at } : « { $line } » : le genre s'écrit (f) ou (m) à la fin du nom, « Chloé (f) »
file-orders-unknown-key = { $key } : clé inconnue ; un fichier d'ordres a les clés { $known }
file-orders-not-valid = { $key } : { $value } est invalide ; écrivez { $key } = { $example }
file-orders-true-false = true ou false
file-orders-as-tables = orders : écrivez chaque ordre comme une table [[orders]] avec son kind
file-orders-none = aucun ordre (ajoutez des tables [[orders]], ou resolve = true)
file-save-edited = digest : la sauvegarde a été modifiée hors de gmconsole (son empreinte ne correspond plus à son contenu), rien n'a donc été écrit. `gmconsole validate { $path }` la rejoue en entier ; si elle passe, `gmconsole validate --accept { $path }` accepte la modification
file-state-does-not-fit = state : ne correspond pas à son scénario et à sa liste de joueurs (erreur { $kind }{ $detail ->
   *[other] {""}
})
file-save-newer-rules = rules_revision : { $revision } est plus récente que les règles de ce gmconsole (révision { $current } { DE($rules) }) : un gmconsole plus récent l'a écrite
file-save-version = schema_version : { $version } n'est pas une version de sauvegarde que ce gmconsole sait lire (de 1 à { $latest } ; un gmconsole plus récent l'a-t-il écrite ?)
file-save-no-version = schema_version : clé manquante ; ce fichier n'est pas une sauvegarde de gmconsole, qui écrit schema_version en tête de chaque sauvegarde (sa copie de secours, .bak, est peut-être intacte)
file-save-empty = le fichier est vide : ce n'est pas une sauvegarde de gmconsole (sa copie de secours, .bak, est peut-être intacte)
file-save-dice = dice : dérivation des dés inconnue { $dice } (ce gmconsole connaît { $known })
# un fichier illisible, avant que son jeu soit connu (gmconsole/tomlio.py, scenarios.py)
file-save-no-state = pas de table [state] : ce n'est pas une sauvegarde de gmconsole
file-no-such-file = fichier introuvable
file-cannot-be-read = illisible ({ $why })
file-is-a-folder = est un dossier, pas un fichier : donnez le chemin d'un fichier
file-not-readable = illisible : permission refusée ; rendez le fichier et son dossier lisibles (chmod u+r, et u+x pour le dossier) ou copiez-le ailleurs
file-not-utf8 = n'est pas du texte UTF-8 (octet { $byte }, ligne { $line })
file-integer-too-large = un nombre entier est trop grand (les entiers TOML ont 64 bits : 19 chiffres au plus)
file-integer-too-large-at = ligne { $line } : un nombre entier de { $digits } chiffres est trop grand (les entiers TOML ont 64 bits : 19 chiffres au plus)
file-integer-too-large-key = { $key } : le nombre entier est trop grand (les entiers TOML ont 64 bits : 19 chiffres au plus)
file-no-such-scenario = fichier de scénario introuvable (donnez un chemin, ou l'un de : { $known })
game-unknown = jeu inconnu { $name } ; jeux connus : { $games }
game-none = aucun
game-cannot-load = le jeu { $name } est installé mais ne peut pas être chargé : { $why }
file-at-line = ligne { $line }
file-too-long-name = { $value } ({ $count } caractères) est trop long : un nom a au plus { $limit } caractères (réglage du scénario max_name_length)
file-too-long-name-at = { $key } : { $value } ({ $count } caractères) est trop long : un nom a au plus { $limit } caractères (réglage du scénario max_name_length)
file-name-control = { $value } contient un caractère de contrôle ({ $char }) : un nom ne peut pas en contenir ; retirez-le
file-name-control-at = { $key } : { $value } contient un caractère de contrôle ({ $char }) : un nom ne peut pas en contenir ; retirez-le
file-too-long-text = { $value } ({ $count } caractères) est trop long : un texte a au plus { $limit } caractères (réglage du scénario max_text_length)
file-too-long-text-at = { $key } : { $value } ({ $count } caractères) est trop long : un texte a au plus { $limit } caractères (réglage du scénario max_text_length)
file-running-not-toml = une partie en cours est un fichier TOML avec [state] et [[players]] (voir docs/orders.md)
file-running-unknown-key = { $key } : clé inconnue ; une partie en cours a [state] et [[players]]
file-running-state-not-table = state : une table est attendue ([state])
wording-file-unknown-table = [{ $section }] : table inconnue ; un fichier de formulations a [events] et [labels]
wording-file-not-text = { $key } : doit être un texte entre guillemets
wording-file-not-a-name = { $key } : ce n'est pas un nom de message
wording-file-not-placeholder = {"{"}{ $field }{"}"} n'est pas une variable : écrivez un nom simple comme {"{"}leader{"}"}
wording-file-format = {"{"}{ $field }{"}"} : un format (après : ou !) n'est plus lu ; écrivez {"{"}{ $field }{"}"}
wording-file-brace = une accolade est seule : écrivez {"{{"} ou {"}}"} pour une accolade
wording-file-in = { $key } : { $problem } (dans { $text })
wording-file-not-fluent = ligne { $line } : ce n'est pas du Fluent valide (erreur { $code }) (dans { $text })
wording-file-unknown-key = { $key } : aucun message livré n'a cette clé
wording-file-unknown-key-close = { $key } : aucun message livré n'a cette clé ; vouliez-vous dire { $close } ?
wording-file-no-ftl = ne contient aucun fichier .ftl (une surcharge des formulations est un fichier .ftl ou un dossier de fichiers .ftl)
