### À quoi sert chaque tirage, tel qu'on le lit : dice-<identifiant du tirage>.

## La mise en place (V-S-1, V-S-2)

dice-setup-hunters = cartes Chasseur distribuées
dice-setup-vampires = pioche des vampires mélangée
dice-setup-travel = pioche Voyage mélangée
dice-setup-equipment = pioche des équipements mélangée
dice-setup-propagation = pioche de propagation mélangée
# V-S-4, réglage courage_tie = "draw" : des chasseurs à égalité de courage
dice-setup-first-player = premier chasseur tiré au sort parmi les plus courageux

## Une défausse mélangée pour refaire sa pioche vide (V-S-2)

dice-vampire-reshuffle = défausse des vampires mélangée
dice-travel-reshuffle = défausse Voyage mélangée
dice-equipment-reshuffle = défausse des équipements mélangée
dice-propagation-reshuffle = défausse de propagation mélangée

## Les épreuves (V-F)

dice-fight-fear-hunter = épreuve de peur : 1d10 du chasseur
dice-fight-fear-opponent = épreuve de peur : 1d10 de l’adversaire
dice-fight-combat-hunter = combat : 1d10 du chasseur
dice-fight-combat-opponent = combat : 1d10 de l’adversaire
dice-travel-courage-hunter = épreuve de courage : 1d10 du chasseur
dice-travel-courage-opponent = épreuve de courage : 1d10 de l’adversaire

## La propagation (V-P)

dice-propagation-spread = propagation depuis { $town }
