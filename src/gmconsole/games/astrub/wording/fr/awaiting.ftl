### Les ordres que le MJ attend (les lignes « en attente » de la liste de contrôle).

awaiting-proposal = proposition d'escouade
awaiting-approval = vote sur l'escouade
awaiting-mission-choice = choix de mission (en privé)
