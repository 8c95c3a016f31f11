# Un fichier qui ne suit pas son modèle (les erreurs de validation de pydantic), redit selon le
# type d'erreur : engine/validation.py. $key est le chemin de la clé dans le fichier
# (orders.0.squad), $value ce qu'elle contient.
validation-at = { $key } : { $problem }
validation-separator = {" ; "}
validation-more = { $count ->
    [one] et { $count } autre
   *[other] et { $count } autres
}
validation-other = valeur invalide ({ $detail })
validation-missing = clé manquante
validation-unknown-key = clé inconnue (faute de frappe ?)
validation-integer = il faut un nombre entier, pas { $value }
validation-number = il faut un nombre, pas { $value }
validation-text = il faut un texte entre guillemets, pas { $value }
validation-boolean = il faut true ou false, pas { $value }
validation-list = il faut une liste ([...]), pas { $value }
validation-table = il faut une table de clés, pas { $value }
validation-one-of = il faut { $expected }, pas { $value }
validation-at-least = il faut au moins { $limit }, pas { $value }
validation-more-than = il faut plus de { $limit }, pas { $value }
validation-at-most = il faut au plus { $limit }, pas { $value }
validation-less-than = il faut moins de { $limit }, pas { $value }
validation-text-too-short = il faut au moins { $limit } { $limit ->
    [one] caractère
   *[other] caractères
}
validation-text-too-long = il faut au plus { $limit } caractères
validation-too-few = il faut au moins { $limit } { $limit ->
    [one] élément
   *[other] éléments
}, pas { $actual }
validation-too-many = il faut au plus { $limit } { $limit ->
    [one] élément
   *[other] éléments
}, pas { $actual }
validation-pattern = { $value } n'a pas la forme attendue ({ $pattern })
validation-tag = { $field } { $tag } est inconnu ; valeurs possibles : { $expected }
validation-tag-missing = { $field } : clé manquante
validation-date = il faut une date (2026-12-02), pas { $value }
# un ordre que le formulaire de la console n'a pas pu lire
validation-refused = { $problem }
# Un ordre d'un formulaire de la console refusé, dit là où le MJ le voit (engine/validation.py,
# form_lines) : $where est le titre du formulaire, le nom du champ et le joueur (Voleur (Zoé),
# champ « prend »), $problem ce qui ne va pas et comment le corriger.
validation-form-at = { $where } : { $problem }
validation-form-field = champ « { $field } »
validation-form-order = ordre { $kind }, clé { $field }
validation-form-missing = à remplir
validation-form-yes-no = il faut oui ou non, pas { $value }
validation-form-list = il faut une liste séparée par des virgules, pas { $value }
