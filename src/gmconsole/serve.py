"""``gmconsole serve``: the console in a browser, through textual-serve, for its GM only.

textual-serve (pinned exactly in pyproject.toml) runs one console process per websocket and has
no authentication of its own. This wrapper adds what the GM's secrets need, around its aiohttp
app and nothing else:

- loopback by default; any other address needs TLS and a secret token, traded on the first visit
  (``/?token=...``) for a cookie (HttpOnly, Secure, SameSite=Strict); without the cookie every
  request, page or websocket, gets 403 and no console starts (the page opens its websocket
  without its query string, hence the cookie);
- the websocket is refused from any other origin than the console's page (a web page open in
  the same browser cannot drive the console, even on loopback);
- no access log, and the token scrubbed from any log line;
- Ctrl+C (or SIGTERM) stops the server and every console it started; the saves are written
  atomically after each action, so each is left as the last completed action wrote it.
"""

from __future__ import annotations

import asyncio
import errno
import hmac
import ipaddress
import logging
import secrets
import shlex
import socket
import ssl
import sys
from typing import Any
from urllib.parse import urlsplit

from aiohttp import web
from textual_serve.app_service import AppService
from textual_serve.server import Server

EXIT_OK, EXIT_USAGE, EXIT_FILE, EXIT_LISTEN = 0, 2, 4, 7
COOKIE = "gmconsole_session"
STOP_GRACE = 10.0  # seconds a console has to quit by itself before it is terminated

log = logging.getLogger("gmconsole.serve")


def _language(save: str | None = None) -> str:
    """The language ``serve`` speaks: the save's when it reads, else the environment's."""
    if save is not None:
        from gmconsole.engine.errors import GMConsoleError
        from gmconsole.saves import load_game

        try:
            return str(load_game(save).scenario.language)
        except GMConsoleError:
            pass
    from gmconsole.engine.language import system_language

    return system_language()


def said(language: str, key: str, /, **values: object) -> str:
    """``key`` of the generic ``serve.ftl`` in ``language``."""
    from gmconsole.engine.wording import text

    return text(language, key, **values)


class ServeError(Exception):
    """A refusal before anything listens: a message for the GM and an exit code."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a name: it may resolve anywhere


def console_command(save: str | None) -> str:
    """The shell command textual-serve runs for each browser tab (``exec``: the console is our child)."""
    args = [sys.executable, "-m", "gmconsole"] + (["open", save] if save else [])
    return "exec " + shlex.join(args)


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


class _TrackedAppService(AppService):
    """textual-serve's console process, remembered so that the server can stop it."""

    processes: set[asyncio.subprocess.Process] = set()

    async def _open_app_process(self, width: int = 80, height: int = 24) -> asyncio.subprocess.Process:
        process = await super()._open_app_process(width, height)
        self.processes.add(process)
        return process


class GuardedServer(Server):
    """textual-serve's Server with a token, an origin check, no access log and a clean stop."""

    def __init__(
        self,
        save: str | None,
        *,
        host: str,
        port: int,
        public_url: str,
        token: str | None,
        ssl_context: ssl.SSLContext | None,
    ) -> None:
        super().__init__(
            console_command(save), host=host, port=port, title="gmconsole", public_url=public_url
        )
        self.save = save
        self.language = _language(save)
        self.token = token
        self.ssl_context = ssl_context
        self.session = secrets.token_urlsafe(32)  # the cookie's value: not the token itself
        self.origins = {_origin(public_url)}
        if is_loopback(host):
            scheme = "https" if ssl_context else "http"
            self.origins |= {f"{scheme}://{name}:{port}" for name in ("127.0.0.1", "localhost", "[::1]")}
        self.sockets: set[asyncio.Task[Any]] = set()

    # -- the guard ------------------------------------------------------------------------------
    @web.middleware
    async def guard(self, request: web.Request, handler: Any) -> web.StreamResponse:
        if self.token is not None:
            given = request.query.get("token")
            if given is not None:
                if request.path != "/" or not hmac.compare_digest(given.encode(), self.token.encode()):
                    raise web.HTTPForbidden(text=said(self.language, "serve-wrong-token") + "\n")
                # the token for a cookie, and the address without the token (history, Referer)
                query = {k: v for k, v in request.query.items() if k != "token"}
                response = web.HTTPSeeOther(location=str(request.rel_url.with_query(query)))
                response.set_cookie(
                    COOKIE,
                    self.session,
                    httponly=True,
                    secure=self.ssl_context is not None,
                    samesite="Strict",
                    path="/",
                )
                raise response
            if not hmac.compare_digest(request.cookies.get(COOKIE, "").encode(), self.session.encode()):
                raise web.HTTPForbidden(text=said(self.language, "serve-only-its-gm") + "\n")
        if request.path == "/ws":
            if request.headers.get("Origin", "").lower() not in self.origins:
                raise web.HTTPForbidden(text=said(self.language, "serve-own-page") + "\n")
            task = asyncio.current_task()
            assert task is not None
            self.sockets.add(task)
            try:
                return await handler(request)
            finally:
                self.sockets.discard(task)
        return await handler(request)

    async def _make_app(self) -> web.Application:
        import textual_serve.server as ts

        ts.AppService = _TrackedAppService  # type: ignore[misc]  # the pinned version's one name to swap
        app = await super()._make_app()
        app.middlewares.append(self.guard)
        return app

    # -- start and stop -------------------------------------------------------------------------
    async def on_startup(self, app: web.Application) -> None:
        """Nothing: the address is announced once the port is bound (see ``announce``)."""

    def announce(self, *_: object) -> None:
        L = self.language
        what = said(L, "serve-the-save", save=self.save) if self.save else said(L, "serve-the-launcher")
        print(said(L, "serve-on", what=what, url=f"{self.public_url}/"), flush=True)
        if self.token is not None:
            print(said(L, "serve-open-once", url=f"{self.public_url}/?token={self.token}"))
            print(said(L, "serve-give-to-nobody"))
        print(said(L, "serve-ctrl-c"), flush=True)

    async def on_shutdown(self, app: web.Application) -> None:
        """Every console is asked to quit (its save is already written), then made to."""
        for task in list(self.sockets):
            task.cancel()
        if self.sockets:
            await asyncio.wait(list(self.sockets), timeout=STOP_GRACE)
        running = [p for p in _TrackedAppService.processes if p.returncode is None]
        for process in running:
            process.terminate()
        for process in running:
            try:
                await asyncio.wait_for(process.wait(), timeout=STOP_GRACE)
            except TimeoutError:
                process.kill()
        _TrackedAppService.processes.clear()

    def initialize_logging(self) -> None:
        super().initialize_logging()
        token = self.token

        class _Scrub(logging.Filter):
            def filter(self, record: logging.LogRecord) -> bool:
                if token and token in record.getMessage():
                    record.msg, record.args = record.getMessage().replace(token, "<token>"), ()
                return True

        for handler in logging.getLogger().handlers:
            handler.addFilter(_Scrub())

    def run(self) -> None:
        self.initialize_logging()
        web.run_app(
            self._make_app(),
            host=self.host,
            port=self.port,
            ssl_context=self.ssl_context,
            access_log=None,  # an access line would carry the token of the first visit
            handle_signals=True,
            print=self.announce,  # called by aiohttp once listening
        )


# -- the command ----------------------------------------------------------------------------------
def build_server(
    save: str | None,
    host: str = "127.0.0.1",
    port: int = 8000,
    *,
    certfile: str | None = None,
    keyfile: str | None = None,
    token: str | None = None,
    public_url: str | None = None,
) -> GuardedServer:
    """The server the options describe, or a ServeError saying what is wrong and how to fix it."""
    language = _language()
    if save is not None:
        from gmconsole.engine.errors import GMConsoleError
        from gmconsole.engine.worded import said_error
        from gmconsole.saves import load_game

        try:
            language = load_game(save).scenario.language  # a clear error now, not in the browser
        except GMConsoleError as exc:
            raise ServeError(said(language, "serve-error", why=said_error(exc, language)), EXIT_FILE) from exc

    def refused(key: str, code: int = EXIT_USAGE, **values: object) -> ServeError:
        return ServeError(said(language, "serve-error", why=said(language, key, **values)), code)

    loopback = is_loopback(host)
    if (certfile is None) != (keyfile is None):
        raise refused("serve-tls-both")
    if not loopback and certfile is None:
        raise refused("serve-needs-tls", host=host)
    if token is not None and len(token) < 16:
        raise refused("serve-token-short")
    if token is None and not loopback:
        token = secrets.token_urlsafe(24)
    context = None
    if certfile is not None and keyfile is not None:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        try:
            context.load_cert_chain(certfile, keyfile)
        except (OSError, ssl.SSLError) as exc:
            raise refused(
                "serve-bad-certificate", EXIT_FILE, certfile=certfile, keyfile=keyfile, why=str(exc)
            ) from exc
    scheme = "https" if context else "http"
    if public_url is None:
        if host in ("0.0.0.0", "::", ""):
            raise refused(
                "serve-needs-public-url", host=host or "*", url=f"{scheme}://{socket.getfqdn()}:{port}"
            )
        name = f"[{host}]" if ":" in host else host
        public_url = f"{scheme}://{name}:{port}"
    public_url = public_url.rstrip("/")
    parts = urlsplit(public_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise refused("serve-public-url-not-http", url=repr(public_url))
    if parts.hostname in ("0.0.0.0", "::"):
        raise refused("serve-public-url-any")
    if context and parts.scheme != "https":
        raise refused("serve-public-url-https")
    return GuardedServer(save, host=host, port=port, public_url=public_url, token=token, ssl_context=context)


def run(args: Any) -> int:
    """``gmconsole serve``: returns the exit code (0, 2 usage, 4 file, 5 cannot listen)."""
    try:
        server = build_server(
            args.save,
            args.host,
            args.port,
            certfile=args.certfile,
            keyfile=args.keyfile,
            token=args.token,
            public_url=args.public_url,
        )
    except ServeError as exc:
        print(str(exc), file=sys.stderr)
        return exc.code
    try:
        server.run()
    except OSError as exc:
        L, port = server.language, str(args.port)
        if exc.errno == errno.EADDRINUSE:
            why = said(L, "serve-port-taken", port=port)
        elif exc.errno == errno.EADDRNOTAVAIL:
            why = said(L, "serve-not-an-address", host=args.host)
        elif exc.errno == errno.EACCES:
            why = said(L, "serve-port-privileged", port=port)
        else:
            why = exc.strerror or str(exc)
        print(
            said(L, "serve-error", why=said(L, "serve-cannot-listen", host=args.host, port=port, why=why)),
            file=sys.stderr,
        )
        return EXIT_LISTEN
    return EXIT_OK
