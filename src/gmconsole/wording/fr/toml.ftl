# Un fichier qui n'est pas du TOML (gmconsole/tomlio.py, toml_problem) : le message de tomllib,
# redit dans la langue du lecteur avec sa ligne et sa colonne. toml-<...> : un par message de
# tomllib (TOML_MESSAGES) ; $value est la clé ou le caractère qu'il nomme.
file-not-toml = n'est pas du TOML valide : { $why } ({ $where })
# un message qu'un tomllib plus récent ajouterait : sans ses mots anglais ($message n'est pas dit)
file-not-toml-other = n'est pas du TOML valide ({ $where }){ $message ->
   *[other] {""}
}
toml-at = ligne { $line }, colonne { $column }
toml-at-end = à la fin du fichier, ligne { $line } : le fichier est-il coupé ?
toml-invalid-statement = instruction invalide
toml-expected-newline = il faut aller à la ligne (ou finir le fichier) après une instruction
toml-expected = il manque { $value }
toml-invalid-character = caractère interdit { $value }
toml-declared-twice = { $value } est déclaré deux fois
toml-overwrite = une valeur ne peut pas être remplacée
toml-table-end = il manque ']' à la fin de la déclaration d'une table
toml-immutable = { $value } ne peut plus être modifié (table déjà fermée)
toml-array-table-end = il manque ']]' à la fin de la déclaration d'un tableau de tables
toml-redefined = { $value } ne peut pas être redéfini
toml-expected-equals = il manque '=' après la clé d'une paire clé = valeur
toml-key-start = une clé ne peut pas commencer par ce caractère
toml-unclosed-array = liste non fermée (il manque ']')
toml-duplicate-key = la clé { $value } apparaît deux fois dans la table en ligne
toml-unclosed-table = table en ligne non fermée (il manque '{"}"}')
toml-unescaped-backslash = '\' non échappé dans une chaîne (écrivez '\\')
toml-invalid-hex = valeur hexadécimale invalide
toml-not-a-character = le caractère échappé n'est pas un caractère Unicode valide
toml-unterminated-string = chaîne non fermée (il manque le guillemet final)
toml-illegal-character = caractère interdit { $value }
toml-invalid-value = valeur invalide
toml-invalid-date = date ou heure invalide
