# status --gm: the orders entered for the current step, not yet resolved (GM only)
entered-orders = { $hunter }: moves { $moves }; use { $use }; reward { $reward }
entered-auto = auto
