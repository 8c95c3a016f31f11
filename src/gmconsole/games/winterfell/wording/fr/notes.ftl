### The GM's notes.

## gm_view.py

text = {" "}:{" "}
under-orders = { $lieutenant } (sous ses ordres : { $cubs })
who-commands-whom = Qui commande qui :
who-knows-whom = Qui connaît qui :
no-one-under-orders = { $lieutenant } (personne sous ses ordres)
no-lieutenant = { $cub } (sans { $lieutenant })
no-one = personne
under-orders-2 = {"  "}{ $lieutenant } { $name }, sous ses ordres : { $cubs }
without = {"  "}sans { $lieutenant } : { $names }
outside-hierarchy-do-not-know-him = {"  "}{ $abel }, hors de la hiérarchie ({ $wolves } ne { $display_abel_gender ->
    [f] la
   *[other] le
} connaissent pas) : { $names }
knows = {"  "}{ $name } connaît { $facts }
knows-no-one-else-among = {"  "}{ $name } ne connaît personne d'autre parmi { $wolves }

## d'où vient ce qu'un joueur sait, quand ce n'est pas un identifiant de règle (gmconsole knows)
knowledge-source-taken-over = su avant la reprise de la partie
