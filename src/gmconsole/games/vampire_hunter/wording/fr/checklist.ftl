### Les étapes de la liste de contrôle et les avertissements pour le MJ.

move-from = déplacement depuis { $town }
propagation-step = propagation
after-last-hunter = après le dernier chasseur
one-wound-from-death = { $name } est à une blessure de la mort
