# A scenario file's own checks (the scenario model's validators): said in the scenario's language
# when the file is refused (engine/validation.py, invalid).
scenario-cubs-min-above-max = cubs_per_lieutenant_min is above cubs_per_lieutenant_max
scenario-wolf-rank = wolf_ranks: { $rank } is not a rank wolves may hold (captain, knight, guard)
scenario-reek-sum = reek_percent: give the percent of 0, 1, 2... Schlingues, summing to 100
scenario-reek-negative = reek_percent: a percent cannot be negative
scenario-glory-rank = glory_rank: { $rank } is not a rank
scenario-hierarchy-too-small = the hierarchy must hold at least a ghost and the lieutenants
scenario-cubs-per-lieutenant = { $low } to { $high } { $display_cub_plural } cannot be dealt { $min } to { $max } per lieutenant to { $lieutenants } lieutenants
scenario-cubs-need-lieutenants = cubs need lieutenants (lieutenants is 0)
scenario-cub-roles = { $roles } roles live among the cubs (turncoat, Wyman, Pestagaupe, Schlingues) but the hierarchy may have only { $cubs } { $display_cub_plural }
scenario-ranks-order = ranks: give the four ranks highest first ({ $ranks }), not { $given }
scenario-seers-identity = seers.{ $table }: { $key } is not an identity ({ $known })
scenario-seers-camp = seers.camps: { $key } = { $camp } is not an identity and a camp
scenario-seers-camps-missing = seers.camps: give the camp of { $missing }
scenario-points-key = points.{ $table }: { $key } is not one of { $known }
