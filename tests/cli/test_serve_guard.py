"""`gmconsole serve` beyond loopback: TLS and a token are required; a request without the
token's cookie gets 403, page and websocket, and no console process is started for it (issue 18).

The app is textual-serve's aiohttp app wrapped by gmconsole.serve, driven by aiohttp's test
client; the console command is swapped for one that leaves a mark if it ever runs.
"""

from __future__ import annotations

import asyncio
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("textual_serve")
from aiohttp import TCPConnector  # noqa: E402
from aiohttp.test_utils import TestClient, TestServer  # noqa: E402

from gmconsole import serve  # noqa: E402

TOKEN = "a-test-token-of-32-characters-ok"


@pytest.fixture
def cert(tmp_path: Path) -> tuple[str, str]:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is needed to make a self-signed certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=gm.test"]
        + ["-keyout", str(key), "-out", str(cert)],
        check=True,
        capture_output=True,
    )
    return str(cert), str(key)


@pytest.fixture
def guarded(cert: tuple[str, str], tmp_path: Path):
    """A server for 192.0.2.10 (not loopback) whose console would touch ``spawned`` if started."""
    server = serve.build_server(
        None,
        "192.0.2.10",
        8443,
        certfile=cert[0],
        keyfile=cert[1],
        token=TOKEN,
        public_url="https://gm.test:8443",
    )
    spawned = tmp_path / "spawned"
    touch = f"import pathlib; pathlib.Path({str(spawned)!r}).touch()"
    server.command = "exec " + shlex.join([sys.executable, "-c", touch])
    return server, spawned


async def _client(server: serve.GuardedServer) -> TestClient:
    """A client over TLS (the self-signed certificate is not checked)."""
    test_server = TestServer(await server._make_app())
    await test_server.start_server(ssl=server.ssl_context)
    return TestClient(test_server, connector=TCPConnector(ssl=False))


WS_HEADERS = {"Origin": "https://gm.test:8443"}


async def test_without_the_token_every_request_is_refused_and_nothing_spawned(guarded) -> None:
    server, spawned = guarded
    async with await _client(server) as client:
        for path in ("/", "/ws", "/static/js/textual.js", "/download/x"):
            response = await client.get(path, headers=WS_HEADERS)
            assert response.status == 403, path
        assert "only for its GM" in await (await client.get("/")).text()
        response = await client.get("/?token=wrong-token-wrong-token")
        assert response.status == 403 and "gmconsole_session" not in response.cookies
        # a forged cookie is no better
        client.session.cookie_jar.update_cookies({"gmconsole_session": TOKEN})
        assert (await client.get("/ws", headers=WS_HEADERS)).status == 403
    assert not spawned.exists()


async def test_the_token_is_traded_for_a_cookie_that_opens_page_and_console(guarded) -> None:
    server, spawned = guarded
    async with await _client(server) as client:
        response = await client.get(f"/?token={TOKEN}&fontsize=14", allow_redirects=False)
        assert response.status == 303
        assert response.headers["Location"] == "/?fontsize=14"  # the token leaves the address
        cookie = response.cookies["gmconsole_session"]
        assert cookie.value != TOKEN
        assert cookie["httponly"] and cookie["secure"] and cookie["samesite"] == "Strict"
        page = await client.get("/")
        assert page.status == 200
        assert "wss://gm.test:8443/ws" in await page.text()
        # the websocket from another site's page is refused even with the cookie
        assert (await client.get("/ws", headers={"Origin": "https://evil.test"})).status == 403
        assert not spawned.exists()
        ws = await client.ws_connect("/ws", headers=WS_HEADERS)
        for _ in range(600):  # the positive control: with the cookie, a console does start
            if spawned.exists():
                break
            await asyncio.sleep(0.05)
        await ws.close()
    assert spawned.exists()


def test_beyond_loopback_without_tls_is_refused(capsys) -> None:
    from gmconsole.cli import main

    assert main(["serve", "--host", "192.0.2.10"]) == 2
    err = capsys.readouterr().err
    assert "needs TLS" in err and "--certfile" in err and "Traceback" not in err


def test_every_address_needs_a_public_url(cert, capsys) -> None:
    from gmconsole.cli import main

    code = main(["serve", "--host", "0.0.0.0", "--certfile", cert[0], "--keyfile", cert[1]])
    assert code == 2 and "--public-url" in capsys.readouterr().err


def test_a_random_token_is_made_beyond_loopback_and_none_on_loopback(cert) -> None:
    far = serve.build_server(None, "192.0.2.10", 8443, certfile=cert[0], keyfile=cert[1])
    assert far.token and len(far.token) >= 24 and far.public_url == "https://192.0.2.10:8443"
    assert serve.build_server(None).token is None


def test_a_taken_port_is_a_clear_message(tmp_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "gmconsole", "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=60,
        )
    assert result.returncode == 7
    assert f"the port {port} is taken" in result.stderr and "Traceback" not in result.stderr
    assert "gmconsole serve:" not in result.stdout  # nothing announced that is not listening


def test_an_unreadable_save_is_refused_before_listening(tmp_path: Path, capsys) -> None:
    from gmconsole.cli import main

    assert main(["serve", str(tmp_path / "missing.toml")]) == 4
    assert "missing.toml" in capsys.readouterr().err


def test_the_cli_does_not_load_the_web_server_until_serve_runs() -> None:
    code = "import sys, gmconsole.cli; print(sorted(m for m in sys.modules if m.startswith(('aiohttp', 'textual_serve', 'gmconsole.serve'))))"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


async def test_on_loopback_the_console_only_answers_its_own_page(tmp_path: Path) -> None:
    """No token on loopback, but a web site open in the same browser cannot open the websocket."""
    server = serve.build_server(None, "127.0.0.1", 8000)
    spawned = tmp_path / "spawned"
    touch = f"import pathlib; pathlib.Path({str(spawned)!r}).touch()"
    server.command = "exec " + shlex.join([sys.executable, "-c", touch])
    async with TestClient(TestServer(await server._make_app())) as client:
        assert (await client.get("/")).status == 200
        for origin in ("https://evil.test", "http://127.0.0.1:9999", ""):
            response = await client.get("/ws", headers={"Origin": origin} if origin else {})
            assert response.status == 403, origin
    assert not spawned.exists()


def test_serve_speaks_the_gms_language(monkeypatch, capsys, tmp_path) -> None:
    """Issue 11: French by default (the environment's language), the save's once it reads."""
    from gmconsole.cli import main

    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    assert main(["serve", "--host", "192.0.2.10"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(
        "erreur\u202f: écouter sur 192.0.2.10 (au-delà de cette machine) demande TLS\u202f: "
    )
    assert main(["serve", "--token", "court"]) == 2
    assert "--token doit avoir au moins 16 caractères" in capsys.readouterr().err
    server = serve.build_server(None, "127.0.0.1", 8080, token="x" * 16)
    assert server.language == "fr"
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    assert serve.build_server(None, "127.0.0.1", 8080).language == "en"
    assert main(["serve", "--token", "short"]) == 2
    assert "error: --token must be at least 16 characters" in capsys.readouterr().err
