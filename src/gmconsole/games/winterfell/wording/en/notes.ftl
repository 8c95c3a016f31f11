### The GM's notes.

## gm_view.py

text = :{" "}
under-orders = { $lieutenant } (under his orders: { $cubs })
who-commands-whom = Who commands whom:
who-knows-whom = Who knows whom:
no-one-under-orders = { $lieutenant } (no one under his orders)
no-lieutenant = { $cub } (no lieutenant)
no-one = no one
under-orders-2 = {"  "}{ $lieutenant } { $name }, under his orders: { $cubs }
without = {"  "}without a { $lieutenant }: { $names }
outside-hierarchy-do-not-know-him = {"  "}{ $abel }, outside the hierarchy ({ $wolves } do not know him): { $names }
knows = {"  "}{ $name } knows { $facts }
knows-no-one-else-among = {"  "}{ $name } knows no one else among { $wolves }

## where a player's knowledge comes from, when it is no rule id (gmconsole knows)
knowledge-source-taken-over = known when the game was taken over
