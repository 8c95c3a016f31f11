## Labels

## Events
toss = The coin shows **{ $side }**.
out = **{ $player }** called wrong and is out.
winner = **{ $winner }** wins.
