# status --gm: the orders entered for the current step, not yet resolved (GM only)
entered-justice-votes = justice votes ({ $count }): { $votes }
entered-election-votes = election votes ({ $count }): { $votes }
entered-accusation = accusation: { $by } accuses { $accused }
entered-squad = squad { $number }: { $members } -> { $target }
entered-squad-lookout = squad { $number }: { $members } -> { $target }, lookout { $lookout }
