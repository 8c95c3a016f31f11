### Les ordres que le MJ attend (les lignes « en attente » de la liste de contrôle).

awaiting-captain-election = élection du { $captain }
awaiting-shot = tir
awaiting-successor = choix du successeur
awaiting-night-order = ordre de nuit ({ $role })
