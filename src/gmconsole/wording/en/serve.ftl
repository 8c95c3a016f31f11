# gmconsole serve: the console in a browser, for its GM only
serve-error = error: { $why }
serve-wrong-token = gmconsole: wrong token.
serve-only-its-gm = gmconsole: this console is only for its GM. Open the address that `gmconsole serve` printed (the one with `?token=...`).
serve-own-page = gmconsole: the console only answers its own page.
serve-the-save = the save { $save }
serve-the-launcher = the launcher
serve-on = gmconsole serve: { $what } on { $url }
serve-open-once = Open (once; the browser then keeps a cookie): { $url }
serve-give-to-nobody = Anyone with this address sees every secret of the game: give it to nobody.
serve-ctrl-c = Ctrl+C stops the server and every console it started.
serve-tls-both = TLS needs both --certfile and --keyfile.
serve-needs-tls = listening on { $host } (beyond this machine) needs TLS: give --certfile and --keyfile (the console shows every secret of the game). On this machine only, leave out --host.
serve-token-short = --token must be at least 16 characters (or leave it out).
serve-bad-certificate = cannot use the certificate { $certfile } with the key { $keyfile }: { $why }
serve-needs-public-url = listening on every address ({ $host }) needs --public-url, the address browsers use, e.g. --public-url { $url }
serve-public-url-not-http = --public-url { $url } is not an http(s) address.
serve-public-url-any = --public-url must name this machine, not 0.0.0.0.
serve-public-url-https = with TLS, --public-url must start with https://.
serve-cannot-listen = cannot listen on { $host }:{ $port }: { $why }.
serve-port-taken = the port { $port } is taken (another server?): choose another with --port
serve-not-an-address = { $host } is not an address of this machine
serve-port-privileged = the port { $port } needs privileges: choose one above 1023 with --port
