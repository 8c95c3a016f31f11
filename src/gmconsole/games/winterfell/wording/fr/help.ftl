# Winterfell's help pages (French), F1 on the game screen: one message per phase,
# console-help-<phase> (a ':' in the phase becomes '-'), what to enter, and one attribute per
# rule that applies, named by its id, in the order shown. The console adds the checklist and the keys.

console-help-assassination = Les escouades { $display_wolf_plural_of_the } : membres (tapez les noms, séparés par des virgules), cible, guetteur ; entrée passe au champ suivant et envoie l'escouade. Puis les actions de nuit ({ $display_ben_bones }, { $display_reek }, { $display_greenseer }, { $display_abel }, l'épée, le passage, la tourte).
    .W-A-1 = l'influence cumulée de l'escouade doit atteindre celle de la cible
    .W-A-2 = chaque escouade a un guetteur : { $display_wolf_a } { $display_wolf_gender ->
        [f] vivante
       *[other] vivant
    } hors de l'escouade
    .W-A-3 = { $display_wolf_a } peut guetter une escouade et assassiner dans une autre
    .W-A-5 = un échec révèle un membre de l'escouade
    .W-A-7 = l'épée du Dernier Héros
    .W-A-10 = { $display_ben_bones } protège un joueur
    .W-A-11 = chaque joueur au rôle { DE($display_reek) } sonde un joueur
    .W-A-14 = les actions d'une phase sont simultanées

console-help-justice-accusation = Chaque { $display_great_vassal } { $display_great_vassal_gender ->
    [f] vivante
   *[other] vivant
} nomme un accusé, avec sa justification : « nom : justification ».
    .W-J-1 = chaque { $display_great_vassal_short } nomme un accusé
    .W-J-2 = moins de trois { $display_great_vassal_short_plural } : trois accusés quand même

console-help-justice-vote = Les votes : sur la ligne d'un votant, 1 à 3 (l'accusé), v (révolte), 0 (abstention) ; ou tapez « votant : accusé, votant : révolte » (un numéro d'accusé marche aussi). ctrl+t colle le fil du forum pour en lire les votes.
    .W-J-3 = tous les vivants sauf les { $display_great_vassal_short_plural } votent ; sans vote : abstention
    .W-J-4 = exécuté : au moins un tiers de l'influence disponible
    .W-J-5 = la révolte

console-help-justice-interrogation = { $display_bastards_boy_gender ->
    [f] La
   *[other] Le
} { $display_bastards_boy } interroge un exécuté (ou personne) : tapez son nom.
    .W-J-6 = l'interrogatoire { $display_bastards_boy_of_the }
    .W-R-3 = c'est une action de voyant

console-help-elections = Chaque tour d'élection : sur la ligne d'un votant, le numéro du candidat, 0 (abstention) ; ou tapez « votant : candidat ». Puis les nouveaux lieutenants et les pronostics.
    .W-E-1 = les sièges vacants se remplissent par le haut
    .W-E-3 = une promotion ouvre un siège au rang du dessous
    .W-E-7 = le chef de la hiérarchie ({ $display_ghost }) choisit les nouveaux lieutenants
    .W-E-9 = égalité pour le dernier siège : tirage journalisé
    .W-E-10 = les pronostics
