# Les mots de la console propres à Astrub (escouades, votes d'approbation, choix secrets, missions).

console-squad-for = Escouade pour { $mission } ({ $size } { $size ->
        [one] membre
       *[other] membres
    })
console-votes-for = Approbation de l'escouade : { $members }
console-vote-keys = o/y : oui   n : non   (ou tapez « nom oui, nom non » ci-dessous)
console-type-votes = votes : alice oui, bob non
console-choices-for = Choix secrets pour { $mission }
console-choice-keys = s : réussite   x : sabotage
console-waiting-for = en attente de : { $names }
console-all-chosen = tous les membres ont choisi
console-missions = Missions
console-rejections = rejets
console-majority = une majorité de oui lance la mission
console-majority-tie = une majorité de oui, ou une égalité, lance la mission
console-fails-at-one = un sabotage fait échouer la mission
console-fails-at-many = il en faut { $n } pour faire échouer la mission
console-choose-leader = ctrl+l sur un joueur : le MJ choisit le premier chef (M-S-3)
