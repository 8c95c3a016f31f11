### Whose order the GM waits for (the checklist's "awaiting" lines).

awaiting-captain-election = { $captain } election
awaiting-shot = shot
awaiting-successor = successor
awaiting-night-order = night order ({ $role })
