# Generic messages, in English (every game; a game's wording/en/*.ftl may replace one).

## Lists in words: "Zoé, Max and Lou". Spaces at the ends are kept by the quotes.
list-separator = {", "}
list-last = {" and "}
list-last-or = {" or "}
decimal-separator = .
yes = yes
no = no
