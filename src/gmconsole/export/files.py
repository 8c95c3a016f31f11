"""The posts of one step written to files, next to the save, ready to paste.

For a save ``saves/partie.toml``, turn 3::

    saves/partie/posts/turn-03/public.bbcode.txt     the public post
    saves/partie/posts/turn-03/gm.bbcode.txt         the GM's summary, every secret and the dice
    saves/partie/posts/turn-03/private.bbcode.txt    every private message, in sending order
    saves/partie/posts/turn-03/private/zoe.bbcode.txt   one file per player who has a message

With the ``markdown-discord`` profile, a post or a message over Discord's 2,000 characters is
also written cut into the messages to send one after the other, at sensible breaks
(:func:`gmconsole.export.discord.split_message`): ``public.1.md``, ``public.2.md``... beside
``public.md`` (and ``private/zoe.1.md``... beside ``private/zoe.md``).

With a phase, the files go one folder down (``turn-03/justice/``), so the posts of each phase
and the post of the whole turn live side by side. Player names become file names through
:func:`slugify` (accents dropped, anything else but letters and digits a dash, never empty,
never a name Windows reserves), numbered when two players would share one.

The files of a step are written all or none: each goes first to a temporary file beside it,
and only when every one is written are they put in place (and the files an earlier export left
that this one does not write removed); a file made read-only by its owner is refused before
anything is written. A full disk or a read-only file halfway never leaves a step's posts half
new, half old.
"""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from gmconsole.export.posts import all_messages, batches, genders, gm_summary, private_messages, public_post
from gmconsole.export.render import render
from gmconsole.export.templates import Wording

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.engine.game import Game

EXTENSIONS = {"bbcode": "bbcode.txt", "markdown": "md", "text": "txt"}
_RESERVED = {"con", "prn", "aux", "nul", *(f"com{i}" for i in range(10)), *(f"lpt{i}" for i in range(10))}


def extension(profile: str) -> str:
    """The file extension for a markup profile (``bbcode-phpbb`` -> ``bbcode.txt``)."""
    return EXTENSIONS[profile.split("-")[0]]


def slugify(name: str, default: str = "player", limit: int = 60) -> str:
    """A file name made of ``name``: lower case ASCII letters, digits and dashes.

    ``"Zoé d'Arc"`` -> ``zoe-d-arc``; ``"../etc"`` -> ``etc``; ``"漢字"`` or ``""`` -> ``default``.
    """
    folded = unicodedata.normalize("NFKD", name)
    ascii_only = "".join(c for c in folded if not unicodedata.combining(c)).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_only.lower()).strip("-")[:limit].strip("-")
    if not slug:
        slug = default
    if slug in _RESERVED:
        slug += "-"
    return slug


def unique_slugs(names: Iterable[str]) -> dict[str, str]:
    """Each name's slug, numbered (``zoe``, ``zoe-2``) where two names fold to the same one."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for name in names:
        base = slugify(name)
        slug, n = base, 2
        while slug in taken:
            slug, n = f"{base}-{n}", n + 1
        taken.add(slug)
        out[name] = slug
    return out


def posts_dir(save_path: str | os.PathLike[str], turn: int, phase: str | None = None) -> Path:
    """``<save folder>/<save name>/posts/turn-NN[/<phase>]``."""
    save = Path(save_path)
    folder = save.parent / save.stem / "posts" / f"turn-{turn:02d}"
    return folder / slugify(phase, default="phase") if phase else folder


class Written(list[Path]):
    """The paths written, in order; ``split``: each file over Discord's limit, and its parts."""

    def __init__(self) -> None:
        super().__init__()
        self.split: dict[Path, list[Path]] = {}


class _Plan:
    """The files of a step to write (in order, with their text) and the files to remove."""

    def __init__(self) -> None:
        self.written = Written()
        self.texts: list[str] = []
        self.stale: list[Path] = []

    def add(self, path: Path, text: str) -> Path:
        self.written.append(path)
        self.texts.append(text)
        return path

    def post(self, path: Path, text: str, profile: str) -> None:
        """``text`` at ``path``; for Discord, its parts too when it is over the limit
        (``public.1.md``...), and the parts an earlier export left that this one does not write
        removed."""
        self.add(path, text)
        parts: list[Path] = []
        if profile == "markdown-discord":
            from gmconsole.export.discord import LIMIT, split_message

            pieces = split_message(text, LIMIT)
            if len(pieces) > 1:
                stem, ext = path.name.split(".", 1)
                for n, piece in enumerate(pieces, 1):
                    parts.append(self.add(path.with_name(f"{stem}.{n}.{ext}"), piece + "\n"))
                self.written.split[path] = parts
        stem, ext = path.name.split(".", 1)
        if path.parent.is_dir():
            for stale in path.parent.glob(f"{stem}.*.{ext}"):
                if stale not in parts and stale.name[len(stem) + 1 :].split(".", 1)[0].isdigit():
                    self.stale.append(stale)

    def commit(self) -> Written:
        """Every file written, or none (see the module's docstring); raises :class:`OSError`, or
        :class:`~gmconsole.tomlio.WriteFailed` for a read-only file."""
        import secrets

        from gmconsole.tomlio import WriteFailed

        for path in self.written:  # refused before anything is written, as a save is (tomlio)
            if path.exists() and (not path.stat().st_mode & 0o222 or not os.access(path, os.W_OK)):
                raise WriteFailed(path, "the file is read-only", "read-only-file")
        made: list[tuple[Path, Path]] = []
        try:
            for path, text in zip(self.written, self.texts, strict=True):
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
                made.append((tmp, path))
                with open(tmp, "x", encoding="utf-8") as handle:
                    handle.write(text)
        except BaseException:
            for tmp, _ in made:
                tmp.unlink(missing_ok=True)
            raise
        for tmp, path in made:
            os.replace(tmp, path)
        keep = set(self.written)
        for stale in self.stale:
            if stale not in keep:
                stale.unlink(missing_ok=True)
        return self.written


def write_posts(
    game: Game,
    save_path: str | os.PathLike[str],
    turn: int,
    phase: str | None = None,
    profile: str | None = None,
    wording: Wording | None = None,
) -> Written:
    """Write the public post, the GM's summary and the private messages of ``turn`` (and
    ``phase``) in ``profile`` (default: the scenario's markup); return the paths written, the
    private messages in sending order (W-S-15: the wolves' batch first).

    A private message file left from an earlier export of the same step for a player who has
    none now (after an undo) is removed, so the folder always matches the game. For Discord, the
    public post and each private message over its limit are also written in parts (see above;
    ``Written.split``); the GM's summary and the file of every message are not sent as such.
    """
    scenario = game.scenario
    profile = profile or scenario.markup
    ext = extension(profile)
    folder = posts_dir(save_path, turn, phase)
    events, rolls = game.events(), game.rolls()
    people = genders(game.state.players)
    plan = _Plan()
    plan.post(
        folder / f"public.{ext}",
        render(
            public_post(
                events, scenario, turn=turn, phase=phase, rolls=rolls, wording=wording, people=people
            ),
            profile,
        ),
        profile,
    )
    plan.add(
        folder / f"gm.{ext}",
        render(
            gm_summary(events, rolls, scenario, turn=turn, phase=phase, wording=wording, people=people),
            profile,
        ),
    )
    plan.add(
        folder / f"private.{ext}",
        render(
            all_messages(events, scenario, turn=turn, phase=phase, wording=wording, people=people),
            profile,
        ),
    )
    messages = private_messages(events, scenario, turn=turn, phase=phase, wording=wording, people=people)
    order = [
        name for _, names in batches(events, turn=turn, phase=phase) for name in names if name in messages
    ]
    slugs = unique_slugs(order)
    private = folder / "private"
    for name in order:
        plan.post(private / f"{slugs[name]}.{ext}", render(messages[name], profile), profile)
    if private.is_dir():
        plan.stale += private.glob(f"*.{ext}")  # those this export does not write: removed
    return plan.commit()
