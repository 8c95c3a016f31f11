### The balance simulator's words (`gmconsole simulate`, the console's simulator): every game.

## A run: the heading, the table of camps, the length, the endings
simulate-heading = { $scenario }: { $players } { $players ->
    [one] player
   *[other] players
}, { $games } { $games ->
    [one] game
   *[other] games
}, seed '{ $seed }', { $how }
simulate-policy = { $policy ->
    [heuristic] heuristic players
   *[other] random players
}
simulate-column-camp = winner
simulate-column-games = games
simulate-column-rate = rate
simulate-column-interval = 95% interval
simulate-count = { $n }
simulate-percent = { $n }%
simulate-interval = { $low } to { $high }
simulate-unfinished = unfinished
simulate-length = mean length: { $turns } { $turns_n ->
    [one] turn
   *[other] turns
}, { $steps } { $steps_n ->
    [one] step
   *[other] steps
}
simulate-ending = { $rule } ({ $n })
simulate-endings = endings: { $endings }
# a sweep: the value of the setting before its table, the chart's title
simulate-sweep-value = { $key } = { $value }
simulate-chart-title = win rate (%) by { $key }

## What the simulator refuses
simulate-counts = `--games` and `--jobs` take a whole number of at least 1, e.g. `--games 200`
simulate-players = `--players` takes a whole number of at least 1, e.g. `--players 7`
simulate-set-form = `--set { $text }`: write KEY=VALUE, KEY being a setting of the scenario file with its table before a dot, e.g. `--set table.key=2`
simulate-no-section = `--set { $text }`: the scenario has no table `{ $section }`
simulate-no-setting = `--set { $text }`: the scenario has no setting `{ $key }`
simulate-no-setting-close = `--set { $text }`: the scenario has no setting `{ $key }`; did you mean `{ $close }`?
simulate-sweep-form = `--sweep { $text }`: write KEY=LOW..HIGH with whole numbers, e.g. `--sweep table.key=1..3`
simulate-sweep-long = `--sweep { $text }`: { $n } values; a sweep runs { $most } at most
simulate-no-policy-random = the game { $game } declares no { $policy ->
    [heuristic] heuristic players
   *[other] players of this kind
}: simulate it with `--policy random`
simulate-no-policy = the game { $game } declares no players to simulate it with
# the scenario as a setting changed it, where its problem is said
simulate-changed-scenario = the scenario with { $settings }
simulate-sweep-no-setting = `--sweep { $text }`: the scenario has no whole-number setting `{ $key }`
simulate-sweep-no-setting-close = `--sweep { $text }`: the scenario has no whole-number setting `{ $key }`; did you mean `{ $close }`?
