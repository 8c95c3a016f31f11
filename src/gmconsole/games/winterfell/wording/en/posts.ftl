# Wording of the posts of Les Défenseurs de Winterfell (and of its Meereen names), in English.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.
#
# Every display name of the scenario's [names] is a placeholder too ({ $great_vassal }, { $wolves },
# { $sword }...), unless the event has a field of that name: the same file speaks Winterfell and
# Meereen. Those names may carry an article ("the Winter Wolves"), so the sentences put them
# after a colon or in parentheses. A sentence that needs a name's article or plural says
# { $display_<key>_<form> } (_the, _a, _plural...; engine/wording.py, NAME_FORMS).

## Labels
resumed_death = { $player } (turn { $turn }, { $phase }{ $cause })
resumed_death_hidden = { $player } (turn { $turn }, { $phase }{ $cause }; death not announced)
# -- the start of the game (public) -----------------------------------------------------------
rank_item = **{ $rank }**, influence { $influence } ({ $count } players): { $players }

# -- role cards (private) ---------------------------------------------------------------------
card_rank = Rank: **{ $rank }** (influence { $influence })
card_camp = Camp: **{ $camp }**
card_hierarchy = Place in the hierarchy: **{ $hierarchy }**
card_role = Role: **{ $role }**
card_prophecies = Your prophecies:
card_prophecy_life = { $prophecy }: **{ $target }** must survive until the end of the game
card_prophecy_death = { $prophecy }: **{ $target }** must be eliminated before the end of the game
card_prophecy_glory = { $prophecy }: **{ $target }**, now { $rank }, must rise to the rank of { $glory_rank }{ $or_higher }
or_higher = {" "}(or higher)
points_one = { $n } point
points_many = { $n } points
card_gm = Role card: { $card } (batch: { $batch }).
batch_wolves = the hierarchy and its camp, first
batch_others = every other player
batch_first = These messages go out three days before those of the next batch (W-S-15).

# What each role, place and camp does, under the role card (a label missing here: no line).
help_ghost = You know every member of the hierarchy (listed below). Each night you organise the assassinations. If you die, your camp has lost.
help_lieutenant = You know your chief and those under your orders (listed below), but neither the other officers nor their men.
help_cub = You know only your superior (below).
help_wolves = Your camp ({ $wolves }) wins as soon as one of its own is elected { $great_vassal }; it has lost if its chief ({ $ghost }) dies.
help_loyalists = Your goal: unmask and kill the chief of the enemy hierarchy ({ $ghost }).
help_worshippers = Your camp serves the White Walkers: it wins when fewer than { $worshippers_below } players survive. Your allies are listed below.
help_turncoat = You are a loyalist planted in the enemy hierarchy ({ $wolves }): you play, kill and receive information like its members. Their chief does not know who you are; every { $great_vassal } knows your identity.
help_manderly = If your camp kills one of its own during an assassination phase, you may torture the victim: he will reveal a secret passage to a { $great_vassal }'s bedroom, real or false.
help_reek = At each assassination phase you may spy on a player and learn his camp; he has a { $reek_percent }% chance of finding out who you are.
help_ben_bones = At each assassination phase you may send your dogs to protect a player: if assassins come for him, they will not find him and go home empty-handed. You may protect neither yourself, nor a { $great_vassal }, nor the { $turncoat }, nor the same player twice. If you protect a member of the enemy camp ({ $wolves }) or a neutral, he has a { $ben_percent }% chance of finding out who you are.
help_greenseer = You are neutral. Each turn you may ask the GM for the exact role of one player. Each fulfilled prophecy earns you { $prophecy_points } points, unless { $display_worshippers_short } win.
help_abel = You support { $wolves }, who do not know you. Each turn you may ask the GM for the exact role of one player; your target has a { $abel_percent }% chance of learning who you are.
help_bastards_boy = Your role is public. If you are alive at the end of justice, you may interrogate one condemned player: he has a { $interrogation_percent }% chance of revealing his role to you.

# -- what a player learned --------------------------------------------------------------------
learned_intro = What you learned:
learned_intro_setup = What you know about other players:
learned_who = Player
learned_about = Learns that
learned_seen_as = Is
learned_how = How
how_setup = setup
how_squad = squad or lookout
how_passage = secret passage
how_failed_attack = failed attack
how_passage_spotted = intruder spotted
how_reek = spying
how_reek_revealed = spy caught
how_greenseer = vision
how_abel = washerwomen
how_abel_revealed = { $display_abel_short } unmasked
how_ben = protection
how_interrogation = interrogation
how_conversion = conversion
how_new_lieutenant = new officer

# -- justice (public) -------------------------------------------------------------------------
accused_header = Accused
candidate = Candidate
votes_total = Influence
outcome = Outcome
executed_mark = executed
spared_mark = spared
vote_revolt = revolt
vote_abstain = abstention
seat_count = { $rank } ({ $seats })
roll_accused = accused drawn by lot among { $pool } players
roll_accused_many = { $count } accused drawn by lot among { $pool } players
roll_tie = tie for the last { $rank } seat between { $tie }: one drawn by lot
roll_tie_many = tie for the last { $rank } seats between { $tie }: { $count } drawn by lot
roll_knights = { $knight } seat drawn by lot among { $pool } players of rank { $rank }
roll_knights_many = { $count } { $knight } seats drawn by lot among { $pool } players of rank { $rank }
roll_bastards_boy = new { $role } drawn by lot among { $pool } players

# -- elections (public) -----------------------------------------------------------------------
elected_mark = elected
drawn_mark = elected by lot

# -- the end report (public) ------------------------------------------------------------------
player = Player
camp = Camp
rank = Rank
role = Role
state = State
points = Points
detail = Detail
alive = alive
dead_at = died turn { $turn }
no_role = —
point_line = { $what } { $points }
guess_turn = Turn
guess_by = By
right_mark = ✔
wrong_mark = ✘
spectator_mark = (spectator)
prophecy_fulfilled = fulfilled
prophecy_failed = not fulfilled
prophecy_line = { $prophecy }: **{ $target }**, { $outcome }

# -- GM only ------------------------------------------------------------------------------------
lieutenant_cubs = Under his orders
no_lookout = none
lookout_absent = { $lookout }, absent: { $problem }
sword_mark = , with the sword
cause_squad = squad { $number }
cause_sword = sword
cause_passage = secret passage
cause_guards = guards
victim_cause = { $player } ({ $cause })
nobody = nobody
passage_real = real
passage_false = false

## Events
# -- a game taken over as it stands (W-S-16): public, then GM only -----------------------------
game_resumed = **The game goes on at turn { $turn }**, phase: { $phase }.
game_resumed_ranks = The ranks of the living players:
game_resumed_dead = Dead before the takeover: { $dead }.
game_resumed_bastards_boy = { $role } (a public role): **{ $bastards_boy }**.
game_resumed_seed = SHA-256 of the new dice seed: { $seed_sha256 }. It will be revealed at the end of the game, so that anyone can check every draw made since the takeover.
game_taken_over = Game taken over at turn { $turn }, phase: { $phase }, from its state on the forum.
game_taken_over_dead = Dead: { $dead }.

# -- setup: public (W-S-2, seed commitment) ---------------------------------------------------
game_start = **The game begins!** { $count } players, { $influence } influence points in play.
game_start_ranks = The ranks at turn 1:
game_start_bastards_boy = { $role } (a public role): **{ $bastards_boy }**.
game_start_seed = SHA-256 of the dice seed: { $seed_sha256 }. The seed will be revealed at the end of the game, so that anyone can check every draw.

# -- setup: private, the role card (W-S-5, W-S-15) and what each player knows ----------------
role_card = Your role card:

# -- setup: GM only -----------------------------------------------------------------------------
deal_summary = The deal: { $wolves } members in the hierarchy; { $ghost_role }: **{ $ghost }**. { $display_worshipper_short_plural } in play: { $worshippers }.
deal_summary_roles = Special roles: { $roles }.
deal_summary_camps = Camps (loyalists left out): { $camps }.
deal_summary_prophecies = Prophecies: { $prophecies }.

# -- what a player learned (private), one line per fact; "learned" for any other way ------------
learned = **{ $about }**: { $seen_as }.
learned_setup = **{ $about }**: { $seen_as }.
learned_squad = **{ $about }** is one of yours ({ $seen_as }): you were together tonight, in the squad or on the lookout.
learned_passage = **{ $about }** is one of yours ({ $seen_as }): you went through the secret passage together.
learned_failed_attack = Assassins attacked you tonight and failed: you recognised **{ $about }** among them ({ $seen_as }).
learned_passage_spotted = The guards spotted an intruder tonight: **{ $about }** ({ $seen_as }).
learned_reek = You spied on **{ $about }**; { $about_gender ->
        [f] her
       *[other] his
    } camp: **{ $seen_as }**.
learned_reek_revealed = **{ $about }** was spying on you tonight and you caught { $about_gender ->
        [f] her: she
       *[other] him: he
    } is **{ $seen_as }**.
learned_greenseer = Your vision of **{ $about }**: **{ $seen_as }**.
learned_abel = What your washerwomen learned of **{ $about }**: **{ $seen_as }**.
learned_abel_revealed = **{ $about }** pried into your secrets and you unmasked { $about_gender ->
        [f] her: she
       *[other] him: he
    } is **{ $seen_as }**.
learned_ben = You were protected tonight and you know by whom: **{ $about }** is **{ $seen_as }**.
learned_interrogation = What **{ $about }** confessed before { $about_gender ->
        [f] her
       *[other] his
    } execution: **{ $seen_as }**.
learned_conversion = **{ $about }** is of your camp ({ $seen_as }).
learned_new_lieutenant = **{ $about }**: { $seen_as } (the hierarchy has changed).

# -- assassinations: public (W-A-4, W-A-5, W-A-14) ------------------------------------------------
assassination_failed = **{ $target }** escaped an assassination attempt tonight.
assassination_victim = **{ $name }** ({ $rank }) was killed tonight.
# The engine makes this death public under its own kind; the shipped sentence announces it like
# any other death, since its cause would tell the dead man's camp (see docs/export.md).
killed_by_guards = **{ $name }** ({ $rank }) was killed by the guards in the false secret passage (W-A-13); the public learns it as any other death of the night.
assassination_night_none = A quiet night: nobody died.

# -- assassinations: private -----------------------------------------------------------------------
sword_found = The hierarchy is down to { $sword_threshold } members or fewer: you found { $sword }. At each assassination phase, hand it to one of yours or keep it.
sword_found_gm = The chief of the hierarchy finds { $sword } (W-A-7).
sword_handed = You were handed { $sword }: alone, with a lookout, you may kill a player of the rank just above yours (or of a lower rank). For a { $great_vassal }, you must be { $captain } and have held it a whole turn without striking.
sword_handed_gm = The bearer of { $sword } is now **{ $bearer }**.
sword_withdrawn = The chief took { $sword } back and handed it to another: you no longer bear it tonight.
pie = You served **{ $victims }** his family in a pie: under torture, he revealed a secret passage to a { $great_vassal }'s bedroom, usable at turn { $usable_turn } only.
pie_real = You served **{ $victims }** his family in a pie: under torture, he revealed a secret passage to a { $great_vassal }'s bedroom, usable at turn { $usable_turn } only. The passage is real.
pie_false = You served **{ $victims }** his family in a pie: under torture, he revealed a secret passage to a { $great_vassal }'s bedroom, usable at turn { $usable_turn } only. The passage does not exist.
passage_open = { $manderly } learned of a secret passage: at turn { $usable_turn }, and at that turn only, you may send your two most influential men through it to kill a { $great_vassal }.

# -- assassinations: GM only ------------------------------------------------------------------------
squad_result_success = Squad { $squad }: { $members } against **{ $target }**, lookout: { $lookout_text }. Influence { $influence } for { $needed }{ $sword_text }: **success**.
squad_result_failed = Squad { $squad }: { $members } against **{ $target }**, lookout: { $lookout_text }. Influence { $influence } for { $needed }{ $sword_text }: **failure**, { $revealed } is revealed to { $target } (W-A-5).
squad_result_protected = Squad { $squad }: { $members } against **{ $target }**, lookout: { $lookout_text }. Influence { $influence } for { $needed }{ $sword_text }: **target protected** by { $ben_bones }, a silent failure (W-A-10).
passage_result_real = Real secret passage: { $wolves } go through and kill **{ $victim }**.
passage_result_false = False secret passage: { $wolves } go through; **{ $victim }** is killed by the guards; spotted and reported: { $spotted_text }.
ben_result = { $ben_bones } (**{ $ben }**) protects **{ $protects }**; attacked: { $attacked }; { $ben_bones } revealed to the protected player: { $revealed }.
seer_result_greenseer = { $greenseer } (**{ $seer }**) asks for the role of **{ $target }**: seen as **{ $seen_as }**.
seer_result_abel = { $abel } (**{ $seer }**) asks for the role of **{ $target }**: seen as **{ $seen_as }**; revealed to his target: { $revealed }.
seer_result_reek = { $reek } (**{ $seer }**) spies on **{ $target }**: camp seen **{ $seen_as }**; caught by his target: { $revealed }.
pie_result = { $manderly } (**{ $wyman }**) tortures { $victims }: { $real_text } passage, usable at turn { $usable_turn }.
passage_closed = The secret passage closes (used: { $used }).
assassination_summary = Deaths of the night: { $victims_text }.

# -- justice: public (W-J-1..W-J-5) --------------------------------------------------------------
accused = Today's accused:
accused_item = **{ $accused }**, accused by **{ $by }**:
accused_item_plain = **{ $accused }**, accused by **{ $by }**.
accused_item_drawn = **{ $accused }**, drawn by lot.
accused_vote = Vote for one of the accused, for the revolt, or abstain. A { $great_vassal } votes for no accused but may vote for the revolt.
accused_vote_no_revolt = Vote for one of the accused or abstain. The { $great_vassal } rank does not vote.
justice_result = The votes:
justice_result_totals = Available influence: { $available }; execution threshold (1/{ $divisor }, rounded down): **{ $threshold }**.
justice_result_not_voted = No vote (counted as abstaining): { $not_voted }.
justice_result_revolt = Votes for the revolt: { $revolt_votes }.
justice_result_revolt_counted = Votes for the revolt: { $revolt_votes } (counted: { $revolt_counted }, { $revolt_needed } needed).
justice_result_nobody = Nobody reaches the threshold: no execution.
executed = **{ $name }** ({ $rank }) is executed with { $votes } influence against { $name_gender ->
        [f] her
       *[other] him
    } (threshold: { $threshold }).
revolt = **The revolt succeeds!** Put to death: { $killed }. The { $great_vassal } seats will be filled at the elections.

# -- justice: private (W-J-6) -----------------------------------------------------------------------
interrogation_revealed = You interrogated **{ $target }** before { $target_gender ->
        [f] her execution. She
       *[other] his execution. He
    } talked: **{ $seen_as }**.
interrogation_silent = You interrogated **{ $target }** before { $target_gender ->
        [f] her execution: she
       *[other] his execution: he
    } said nothing.
interrogation_skipped = No interrogation this turn (W-J-6).
interrogated_revealed = Before your execution, **{ $by }** ({ $bastards_boy }) interrogated you, and you talked: { $by_gender ->
        [f] she
       *[other] he
    } knows you are **{ $seen_as }**.
interrogated_silent = Before your execution, **{ $by }** ({ $bastards_boy }) interrogated you: you said nothing.

# -- justice: GM only -------------------------------------------------------------------------------
revolt_count = Revolt: { $count } loyalist { $count ->
        [one] vote
       *[other] votes
    } counted ({ $counted }), { $needed } needed; { $outcome ->
        [yes] it succeeds
       *[no] it fails
    }.
revolt_count_none = Revolt: no loyalist vote counted, { $needed } needed; it fails.

# -- elections: public (W-E) ------------------------------------------------------------------------
elections_open = **Elections and appointments.** Vacant seats: { $seats_text }.
elections_open_none = **Elections and appointments.** No vacant seat.
elections_open_guesses = **Guesses**: during these elections, anyone may send me by private message three names: a survivor he thinks is a { $cub }, a survivor he thinks is a { $lieutenant }, and the one he thinks is the chief ({ $ghost }). At the end, if his camp won, each loyalist gets, per turn, { $ghost_points } for naming the chief, { $lieutenant_points } for a { $lieutenant } and { $cub_points } for a { $cub }. Other guesses score nothing but are read out in the end report.
seats_unfilled = No candidate for the { $seats } { $rank } seats: they stay vacant.
seats_unfilled_one = No candidate for the { $rank } seat: it stays vacant.
election_round = Election for { $seats } **{ $rank }** seats: vote for a player of rank { $ranks_text }. Candidates: { $candidates }.
election_round_one = Election for one **{ $rank }** seat: vote for a player of rank { $ranks_text }. Candidates: { $candidates }.
election_result = Result of the election for the rank { $rank }:
election_result_elected = Elected: **{ $elected }**.
election_result_elected_one = Elected: **{ $elected }**.
election_result_tie = Elected: **{ $elected }**; a tie for the last seat between { $tie }, broken by lot.
election_result_tie_one = Elected: **{ $elected }**; a tie between { $tie }, broken by lot.
election_result_seat_order = Elected: **{ $elected }**; a tie for the last seat between { $seat_order_tie }, settled by seat order.
election_result_seat_order_one = Elected: **{ $elected }**; a tie between { $seat_order_tie }, settled by seat order.
election_result_unfilled = { $unfilled } { $rank } seats stay vacant.
election_result_unfilled_one = One { $rank } seat stays vacant.
promoted = **{ $player }** becomes **{ $to_rank }** (formerly { $from_rank }).
role_lost = **{ $player }**, promoted, is no longer { $role }.
knights_drawn = { $knight } seats drawn by lot among the players of rank { $guard }: **{ $drawn }**.
knights_drawn_one = { $knight } seat drawn by lot among the players of rank { $guard }: **{ $drawn }**.
knights_drawn_unfilled = { $knight } seats drawn by lot among the players of rank { $guard }: **{ $drawn }**; { $unfilled } seats stay vacant, for want of players of rank { $guard }.
knights_drawn_none = No player of rank { $guard } for the { $knight } seats: they stay vacant.
new_bastards_boy = New { $role } (drawn by lot): **{ $player }**.
turn_start = **Turn { $turn } begins.**

# -- elections: private -----------------------------------------------------------------------------
converted = Elected { $great_vassal }, you join { $camp }! Your allies: **{ $worshippers }**.
new_role = You are now **{ $role }**.
became_lieutenant = The chief made you **{ $lieutenant }** in place of **{ $replaces }**. Under your orders: **{ $cubs }**.
became_lieutenant_alone = The chief made you **{ $lieutenant }** in place of **{ $replaces }**. Nobody is under your orders yet.

# -- elections: GM only -----------------------------------------------------------------------------
conversion = Converted to the worshippers' camp (W-E-8): { $players }.
lieutenant_vacant = No { $cub } to replace **{ $dead }** ({ $lieutenant }): the post stays vacant.
lieutenant_vacant_ghost_dead = The chief ({ $ghost }) is dead: nobody replaces **{ $dead }** ({ $lieutenant }) (W-E-7).
lieutenant_replaced = **{ $new }** replaces **{ $dead }** ({ $lieutenant }); under his orders: { $cubs_text }.

# -- victory and the end report: public (W-V, W-P) --------------------------------------------------
victory_loyalists = **Victory: { $winner } win!** The chief of the hierarchy ({ $ghost }) is dead.
victory_wolves = **Victory: { $winner } win!** One of theirs sits at the rank of { $great_vassal } and opens the gates.
victory_worshippers = **Victory: { $winner } win!** Fewer than { $below } players survive: the White Walkers cross the Wall.
end_report = **End-of-game report** (victory: { $winner }): every role and the points.
end_report_guesses = The guesses of each turn ({ $cub }, { $lieutenant }, { $ghost }; ✔: right):
end_report_prophecies = The prophecies ({ $greenseer }: { $neutral_players }):
