### The forms' and the estimate's words, common to every game.

## Ballots (the special option of a vote on names)

ballot-abstain = abstain

## simulate.py: the estimate of a new game

estimate-unfinished = unfinished
estimate-camp = { $camp } { $rate } ({ $low } to { $high })
estimate-players-heuristic = heuristic players
estimate-players-random = random players
estimate-line = Estimate for { $n } players, { $games } simulated games ({ $how }): { $camps }; { $turns } turns on average (95% intervals).
estimate-percent = { $n }%
estimate-separator = {"; "}
