# Wording of the posts of The Werewolves of Millers Hollow (Thiercelieux), in English.
#
# To change a sentence: copy the messages you want into a .ftl file of yours, edit them, and give
# the file to the export (`gmconsole export SAVE --wording mine.ftl`, see docs/export.md).
# { $name } is filled in from the event; a player named in it may be agreed with through
# { $name_gender } (f, m, other) and a list of names through { $name_count }; **bold** and
# *italic* mark formatting (\* for a star). Write plain spaces before : ; ! ? and straight
# apostrophes: the French typography is applied when the post is written.

## Labels
section = Turn { $turn }: { $phase }

## Events
game_start = The game begins! { $count } players: { $players }. Among them hide **{ $werewolves } werewolves**. Roles in play: { $roles }. SHA-256 of the dice seed: { $seed_sha256 }; the seed is revealed at the end.
role_card = Your card: **{ $role }**.
werewolves_known = The werewolves are: **{ $werewolves }**. Each night, choose a victim together.
double_vote = **{ $player }** gets the double-vote arrow: their vote counts twice.
captain_elected = **{ $captain }** is elected captain of the village.
captain_named = **{ $captain }** is now the captain of the village.
night_falls = Night falls: the village goes to sleep.
thief_sees = The two middle cards are: { $cards }.
thief_takes = You take the **{ $role }** card: you now play that role.
thief_swap = The thief { $player } takes the { $role } card.
lovers = Cupid has joined you: **{ $lovers }** are in love. If one dies, the other dies of grief. Never vote against each other.
cupid_done = Your arrows joined **{ $lovers }**.
seer_sees = Your crystal ball shows **{ $target }**'s card: **{ $role }**.
werewolves_victim = The werewolves (awake: { $awake }) choose: { $victim }.
little_girl_caught = The little girl { $player } is caught spying: she dies instead of the victim.
little_girl_sees = Spying, you recognise a werewolf: **{ $werewolf }**.
witch_shown = Tonight the werewolves chose: **{ $victim }**. Will you use a potion?
witch_heals = The witch { $witch } saves { $player } with her healing potion.
witch_poisons = The witch { $witch } poisons { $player }.
starved = No werewolf woke up: { $werewolves_count ->
        [one] { $werewolves_gender ->
            [f] she starves
           *[other] he starves
        }
       *[other] they all starve
    }.
game_start_one = The game begins! { $count } players: { $players }. Among them hides **one werewolf**. Roles in play: { $roles }. SHA-256 of the dice seed: { $seed_sha256 }; the seed is revealed at the end.
dawn_none = Day breaks. Nobody died tonight.
dawn_one = Day breaks. Victim of the night: **{ $dead }**.
dawn = Day breaks. Victims of the night: **{ $dead }**.
death = **{ $player }** ({ $cause }) is eliminated. Their card: **{ $role }**.
hunter_turn = **{ $hunter }** was the hunter: before dying, they name someone to shoot.
hunter_shot = The hunter **{ $hunter }** shoots: **{ $target }**.
captain_dies = Captain **{ $captain }** is dead: they name a successor.
day_starts = The village wakes up: debate, then vote to eliminate a suspect.
day_votes = Votes: { $tally }.
revote = Tie between **{ $tied }**: vote again, between them only (round { $round }).
tie_captain = Tie between { $tied }: captain **{ $captain }**'s vote names **{ $chosen }**.
tie_drawn = Tie between { $tied }: the draw names **{ $chosen }**.
no_elimination = Nobody is eliminated today.
victory = **Victory: { $winner }!** Survivors: { $survivors }.
