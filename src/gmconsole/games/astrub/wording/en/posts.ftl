# Wording of the posts of La Guilde des Joailliers d'Astrub, in English.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.

## Labels
section = Mission { $turn }: { $phase }
section_attempt = Mission { $turn }: { $phase } (attempt { $attempt })
section_setup = The game begins
mission_item = { $number }. { $mission }: squad of { $size }
mission_item_threshold = { $number }. { $mission }: squad of { $size }, fails only with { $fails_at } sabotages
choice = Choice
success = success
sabotage = sabotage
track_success = ✔
track_fail = ✘
track_pending = …
track_separator = {" "}·{" "}

## Events
# Public, at the start (M-S-2).
game_start = The game begins! { $count } players: { $players }. **{ $spies } spies** hide among them.
game_start_missions = The missions, in order:
game_start_seed = SHA-256 of the dice seed: { $seed_sha256 }. The seed will be revealed at the end so that anyone can check every roll.

# Private, to each player (M-S-2); "role_card" is used for a role without its own line.
role_card_spy = You are a **spy**. Make three missions fail without being unmasked.
role_card_mercenary = You are a **mercenary**. Make three missions succeed and beware of the spies.
role_card = Your role: **{ $role }**.
spies_known = The spies are { $spies }. { $others_count ->
        [one] Your accomplice
       *[other] Your accomplices
    }: **{ $others }**.
spies_known_gm = The spies know each other: { $spies }.

# Public, each squad (M-M-2 to M-M-5).
squad_proposed = Squad proposed by **{ $leader }** for mission { $mission_number }, { $mission } (attempt { $attempt }): **{ $members }**. Vote for or against.
approval_vote_approved = For: { $yes }, against: { $no }. **Squad approved** (leader: { $leader }; { $members }): the mission goes ahead.
approval_vote_tie = For: { $yes }, against: { $no }. A tie: **squad approved** (leader: { $leader }; { $members }), the mission goes ahead.
approval_vote_rejected = For: { $yes }, against: { $no }. **Squad rejected** (leader: { $leader }; { $members }); rejected in a row: { $rejections } of { $limit }.
# The same, for an event saved before it named the squad.
approval_vote_approved_plain = For: { $yes }, against: { $no }. **Squad approved**: the mission goes ahead.
approval_vote_tie_plain = For: { $yes }, against: { $no }. A tie: **squad approved**, the mission goes ahead.
approval_vote_rejected_plain = For: { $yes }, against: { $no }. **Squad rejected** (rejected in a row: { $rejections } of { $limit }).
leader_passes = New squad leader: **{ $leader }** (after { $previous }).

# GM only: who chose what (M-M-6). Never in the public post.
mission_choices = The squad's secret choices:
mercenary_sabotage = Warning: { $player } is a mercenary and chose sabotage (allowed, M-M-6).

# Public, each mission (M-M-6, M-M-7): the number of sabotages, never who.
mission_result_success = Mission { $mission_number }, { $mission }: **success** (squad: { $members }; sabotages: { $sabotages }).
mission_result_success_threshold = Mission { $mission_number }, { $mission }: **success** (squad: { $members }; sabotages: { $sabotages }, it takes { $needed } to fail it).
mission_result_fail = Mission { $mission_number }, { $mission }: **failed** (squad: { $members }; sabotages: { $sabotages }).
mission_result_success_plain = Mission { $mission_number }, { $mission }: **success** (sabotages: { $sabotages }).
mission_result_success_threshold_plain = Mission { $mission_number }, { $mission }: **success** (sabotages: { $sabotages }; it takes { $needed } to fail it).
mission_result_fail_plain = Mission { $mission_number }, { $mission }: **failed** (sabotages: { $sabotages }).
mission_result_track = Track: { $track }

# Public, at the end (M-V-1, M-M-5).
victory_mercenaries = **The mercenaries win**: { $wins } missions succeeded.
victory_spies = **The spies win**: { $wins } missions failed.
victory_rejections = **The spies win**: { $limit } squads rejected in a row.
victory_reveal = The spies were: { $spies }.
