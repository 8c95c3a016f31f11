# gmconsole serve : la console dans un navigateur, pour son MJ seulement
serve-error = erreur : { $why }
serve-wrong-token = gmconsole : jeton incorrect.
serve-only-its-gm = gmconsole : cette console n'est que pour son MJ. Ouvrez l'adresse que `gmconsole serve` a affichée (celle avec `?token=...`).
serve-own-page = gmconsole : la console ne répond qu'à sa propre page.
serve-the-save = la sauvegarde { $save }
serve-the-launcher = l'accueil
serve-on = gmconsole serve : { $what } sur { $url }
serve-open-once = Ouvrez (une fois ; le navigateur garde ensuite un cookie) : { $url }
serve-give-to-nobody = Quiconque a cette adresse voit tous les secrets de la partie : ne la donnez à personne.
serve-ctrl-c = Ctrl+C arrête le serveur et toutes les consoles qu'il a lancées.
serve-tls-both = TLS demande à la fois --certfile et --keyfile.
serve-needs-tls = écouter sur { $host } (au-delà de cette machine) demande TLS : donnez --certfile et --keyfile (la console montre tous les secrets de la partie). Pour cette machine seulement, ne donnez pas --host.
serve-token-short = --token doit avoir au moins 16 caractères (ou ne le donnez pas).
serve-bad-certificate = impossible d'utiliser le certificat { $certfile } avec la clé { $keyfile } : { $why }
serve-needs-public-url = écouter sur toutes les adresses ({ $host }) demande --public-url, l'adresse qu'utilisent les navigateurs, par exemple --public-url { $url }
serve-public-url-not-http = --public-url { $url } n'est pas une adresse http:// ou https://.
serve-public-url-any = --public-url doit nommer cette machine, pas 0.0.0.0.
serve-public-url-https = avec TLS, --public-url doit commencer par https://.
serve-cannot-listen = impossible d'écouter sur { $host }:{ $port } : { $why }.
serve-port-taken = le port { $port } est pris (un autre serveur ?) : choisissez-en un autre avec --port
serve-not-an-address = { $host } n'est pas une adresse de cette machine
serve-port-privileged = le port { $port } demande des privilèges : choisissez-en un au-dessus de 1023 avec --port
