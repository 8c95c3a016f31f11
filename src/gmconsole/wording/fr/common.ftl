# Generic messages, in French (every game; a game's wording/fr/*.ftl may replace one).
# Write plain spaces before ; : ! ? and inside « »: the typography is applied when a message is
# formatted (narrow no-break spaces, typographic apostrophes in posts). See docs/architecture.md.

## Lists in words: "Zoé, Max et Lou". Spaces at the ends are kept by the quotes.
list-separator = {", "}
list-last = {" et "}
list-last-or = {" ou "}
decimal-separator = ,
yes = oui
no = non
