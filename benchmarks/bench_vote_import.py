"""How long vote import takes on a long thread: parse, extract, match.

Run from the project's root (the figures go in ``docs/performance.md``)::

    .venv/bin/python benchmarks/bench_vote_import.py                    # 2,000 posts, every format
    .venv/bin/python benchmarks/bench_vote_import.py --posts 5000 --format phpbb --repeat 9
    .venv/bin/python -m cProfile -s tottime benchmarks/bench_vote_import.py --format phpbb --repeat 1

The thread is generated from a fixed seed: 50 players (a third with an alias, some posting under
it), 2,000 posts of chat and votes in the forms players use (a few per cent typos), one post in
six quoting an earlier one (nested quotes included), unvotes, revolts and abstentions, rendered
as each forum shows it (phpBB and Forumactif browser copies with their profile blocks, BBCode
source, Discord). Printed: the process (CPU) time of ``parse_thread`` + ``extract_votes`` +
``match_votes``, best and median of ``--repeat`` runs, split by step, and the wall time (which a
busy machine inflates; compare CPU times).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from gmconsole.engine.names import NameIndex
from gmconsole.engine.votes_import import extract_votes, match_votes, parse_thread

FIRST = [
    "Alice",
    "Bob",
    "Zoé",
    "Hélène",
    "Max",
    "Maxime",
    "Maximilien",
    "Jean-Baptiste",
    "Élodie",
    "Léo",
    "Carole",
    "Dimitri",
    "Sophie",
    "Nathan",
    "Marc",
    "Gaëtan",
    "Chloé",
    "Inès",
    "Hugo",
    "Lucas",
    "Manon",
    "Camille",
    "Théo",
    "Léa",
    "Louis",
    "Jade",
    "Arthur",
    "Emma",
    "Jules",
    "Lina",
    "Noé",
    "Rose",
    "Adam",
    "Anna",
    "Paul",
    "Eva",
    "Tom",
    "Lou",
    "Sacha",
    "Nina",
    "Victor",
    "Iris",
    "Raphaël",
    "Mila",
    "Gabriel",
    "Agathe",
    "Antoine",
    "Margaux",
    "Benoît",
    "Célestine",
]
CHAT = [
    "Bonsoir tout le monde, la nuit a été longue.",
    "Je trouve {t} très calme depuis hier.",
    "Quelqu'un a une piste sur la voyante ?",
    "I have a bad feeling about {t}.",
    "On ne peut pas laisser passer ça.",
    "Je suis d'accord avec la majorité pour une fois.",
    "{t} a changé d'avis trois fois, c'est louche.",
    "Pas convaincu par les arguments de {t}.",
]
VOTES = {
    "browser": [
        "VOTE : {t}",
        "vote {t}",
        "Je vote {t}",
        "Je vote pour {t} parce qu'il ment.",
        "I vote for {t}",
    ],
    "bbcode": ["[b]vote {t}[/b]", "[color=red][b]VOTE : {t}[/b][/color]", "[b]Je vote pour {t}[/b]"],
    "markdown": ["**vote {t}**", "!vote {t}", "**VOTE: {t}**", "Je vote __{t}__"],
}
SPECIAL = ["UNVOTE", "je retire mon vote", "Révolte !", "je m'abstiens", "vote blanc"]


def typo(name: str, rng: random.Random) -> str:
    if len(name) < 5:
        return name.lower()
    i = rng.randrange(1, len(name) - 1)
    return name[:i] + name[i + 1 :]  # one letter dropped


def make_thread(fmt: str, posts: int, seed: int = 2025) -> tuple[str, dict[str, list[str]]]:
    rng = random.Random(seed)
    roster = {name: ([name.lower()[:3] + str(n)] if n % 3 == 0 else []) for n, name in enumerate(FIRST)}
    account = {name: (alts[0] if alts and rng.random() < 0.5 else name) for name, alts in roster.items()}
    style = {"phpbb": "browser", "forumactif": "browser", "bbcode": "bbcode", "discord": "markdown"}[fmt]
    bodies: list[tuple[str, list[str]]] = []
    out: list[str] = ["Tour 3 - Justice", "Page 1 sur 80", ""]
    for n in range(posts):
        author = rng.choice(FIRST)
        shown = account[author]
        lines: list[str] = []
        if bodies and rng.random() < 1 / 6:
            quoted_author, quoted = bodies[rng.randrange(max(0, len(bodies) - 30), len(bodies))]
            if fmt == "phpbb":
                lines += [f"{quoted_author} a écrit : ↑", "lun. 3 nov. 2025 20:14", *quoted, ""]
            elif fmt == "forumactif":
                lines += [f"{quoted_author} a écrit:", *quoted, ""]
            elif fmt == "bbcode":
                lines.append(f'[quote="{quoted_author}"]' + "\n".join(quoted) + "[/quote]")
            else:
                lines += [f"> {line}" for line in quoted]
        for _ in range(rng.randint(1, 3)):
            lines.append(rng.choice(CHAT).format(t=rng.choice(FIRST)) + f" ({n})")
        roll = rng.random()
        if roll < 0.55:
            target = rng.choice(FIRST)
            written = typo(target, rng) if rng.random() < 0.04 else target
            lines.append(rng.choice(VOTES[style]).format(t=written))
        elif roll < 0.62:
            lines.append(rng.choice(SPECIAL))
        bodies.append((shown, lines))
        minute = f"{n % 60:02d}"
        if fmt == "phpbb":
            out += [
                "Avatar de l’utilisateur",
                shown,
                "    Villageois",
                f"    Messages : {n + 10}",
                "    Inscription : mar. 4 janv. 2022 18:02",
                "",
                "Re: Tour 3 - Justice",
                "    Citer",
                "",
                f"Message par {shown} » lun. 3 nov. 2025 20:{minute}",
                "",
                *lines,
                "Haut",
                "",
            ]
        elif fmt == "forumactif":
            out += [
                shown,
                "Villageois",
                "",
                f"Messages : {n + 10}",
                "Date d'inscription : 04/01/2022",
                "",
                f"MessageSujet: Re: Tour 3 - Justice   Lun 3 Nov - 20:{minute}",
                *lines,
                "Revenir en haut Aller en bas",
            ]
        elif fmt == "bbcode":
            out += [f"[b]Posté par {shown}[/b] le 03/11/2025 à 20:{minute}", *lines, ""]
        else:
            out += [f"{shown} — Aujourd’hui à 20:{minute}", *lines]
    return "\n".join(out), roster


def bench(fmt: str, posts: int, repeat: int) -> None:
    text, roster = make_thread(fmt, posts)
    index = NameIndex(list(roster), roster)
    walls: list[float] = []
    cpus: list[float] = []
    parts: dict[str, list[float]] = {"parse": [], "extract": [], "match": []}
    for _ in range(repeat):
        t0, c0 = time.perf_counter(), time.process_time()
        parsed = parse_thread(text, names=index)
        c1 = time.process_time()
        poster_votes = extract_votes(parsed)
        c2 = time.process_time()
        lines = match_votes(poster_votes, index)
        c3, t3 = time.process_time(), time.perf_counter()
        walls.append(t3 - t0)
        cpus.append(c3 - c0)
        parts["parse"].append(c1 - c0)
        parts["extract"].append(c2 - c1)
        parts["match"].append(c3 - c2)
    statuses = {s: sum(line.status == s for line in lines) for s in ("clear", "question", "problem")}
    split = " + ".join(f"{k} {min(v) * 1000:.0f}" for k, v in parts.items())
    print(
        f"{fmt:<10} {len(parsed):>5} posts {len(text.splitlines()):>6} lines {len(text) / 1e6:4.2f} MB | "
        f"cpu best {min(cpus) * 1000:5.1f} ms median {statistics.median(cpus) * 1000:5.1f} ms "
        f"({split}) | wall best {min(walls) * 1000:5.1f} ms median {statistics.median(walls) * 1000:5.1f} ms | "
        f"{len(lines)} lines {statuses}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--posts", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--format", choices=["phpbb", "forumactif", "bbcode", "discord", "all"], default="all"
    )
    args = parser.parse_args()
    formats = ["phpbb", "forumactif", "bbcode", "discord"] if args.format == "all" else [args.format]
    for fmt in formats:
        bench(fmt, args.posts, args.repeat)


if __name__ == "__main__":
    main()
