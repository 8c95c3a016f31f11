### Whose order the GM waits for (the checklist's "awaiting" lines).

awaiting-proposal = squad proposal
awaiting-approval = vote on the squad
awaiting-mission-choice = mission choice (in private)
