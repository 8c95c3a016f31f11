# Wording shared by every game, in English. A game's wording/<lang>/*.ftl may replace a message.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.

## Labels
section = Turn { $turn }: { $phase }
section_setup = Setup
private_title = Private message for { $player }
gm_title = GM summary
pair = { $key }: { $value }
voter = Player
vote = Vote
weight = Weight
total = Total
rolls = Dice
roll_purpose = Purpose
roll_expr = Roll
roll_result = Result
roll_outcome = Outcome
roll_audience = Seen by
roll_key = Draw
roll_what = Draw
public_rolls = Public draw (anyone can check it once the seed is revealed):
messages_title = Private messages to send
messages_none = No private message for this step.
batch_title = Batch { $number } of { $count }: { $batch }
batch_first = These messages go out before those of the next batch.
batch_all = every player
audience_public = [public]
audience_gm = [GM only]
audience_player = [to { $players }]
audience_group = [{ $group }: { $players }]

# The reminder before a deadline (gmconsole remind).
reminder_deadline = **Reminder**: you have until { $deadline } to vote or send your orders.
reminder_no_deadline = **Reminder**: there is still time to vote or send your orders.
reminder_waiting = Still waiting for: { $names }.
reminder_what = {" "}({ $what })
reminder_groups = {"; "}
reminder_private_deadline = **Reminder**: you have until { $deadline } to send the GM: { $what }.
reminder_private = **Reminder**: the GM is still waiting for: { $what }.

## Events
# Seat changes, in every game (docs/orders.md, "Seat changes").
player_replaced = **{ $new }** replaces **{ $old }**, who leaves the game: same seat, same role. Votes and orders now go under the name { $new }.
seat_handover = You take the seat **{ $old }** left, with everything that came with it. Your role: { $roles }; your camp: { $camp }.
seat_handover_known = What { $old } knew of the other players, which you now know: { $known }.
player_removed = **{ $player }** leaves the game by the GM's decision.
player_removed_announced = { $announcement }
deadline = **Deadline**: { $deadline }.
seed_revealed = The dice seed was: **{ $seed }** (SHA-256 published at the start: { $seed_sha256 }). Anyone can check every roll of the game with `gmconsole verify` on the save.
