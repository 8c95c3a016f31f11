"""The words that betray a language on the command line, and a transcript of what the commands
printed with what is not a word of the program taken out (commands, files, rule ids, digests,
a file's keys, values as typed, the scenario's own names): shared by the language tests of
``tests/cli`` (one game's language on every screen, issue 11)."""

from __future__ import annotations

import re
from pathlib import Path

from gmconsole.engine.rules import registry

ENGLISH = {
    "the", "and", "of", "with", "was", "were", "is", "are", "for", "by", "from", "this", "that",
    "his", "her", "has", "you", "your", "who", "what", "when", "not", "yes", "squad", "seat",
    "seats", "drawn", "killed", "turn", "player", "players", "rank", "none", "nobody", "failed",
    "refused", "success", "lookout", "tie", "elected", "revealed", "tonight", "night", "guards",
    "alive", "dead", "victory", "wins", "spy", "spies", "among", "random", "missing", "entered",
    "done", "optional", "warning", "error", "saved", "won", "undone", "redone", "knows", "rolls",
    "steps", "matches", "everything", "mismatch", "roll", "sample", "perm", "moves",
    "reward", "accuses", "election", "choices", "awaited", "reminder",
    "should", "input", "valid", "key", "unknown", "expected", "nothing", "selection",
}  # fmt: skip
FRENCH = {
    "le", "les", "est", "une", "joueur", "joueurs", "tour", "et", "pour", "dans", "avec", "sont",
    "été", "nuit", "personne", "aucun", "accusé", "élu", "votez", "tiré", "sort", "oui", "non",
    "chef", "escouade", "partie", "graine", "dés", "manquant", "saisi", "fait", "erreur",
    "sauvegardée", "nouvelle", "annulé", "rétabli", "tirages", "étapes", "clé", "inconnue",
    "attention", "tirage", "facultatif", "privé", "concorde",
}  # fmt: skip
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
HEX = re.compile(r"\b[0-9a-f]{16,}\b")
COMMAND = re.compile(r"`[^`]*`")
FILE = re.compile(r"\S+\.(?:toml|ftl|txt|bak)\b")
RULE_ID = re.compile(r"\b[A-Z]{1,3}(?:-[A-Za-z0-9]+)+\b")
KEY_PATH = re.compile(r"\b[a-z_][\w-]*(?:\.[\w-]+)+|\b[a-z]+_[\w]+\b")  # a file's keys: not words
# a value as typed or accepted: 'none', and in French « none »
QUOTED = re.compile(r"(?<!\w)'[^'\s][^'\n]{0,38}'(?!\w)|«\u202f[^»\n]{1,40}\u202f»")
KINDS = re.compile(r"(?:valeurs possibles|one of)\s*:[^\n]*")  # order kinds: commands, not words
CASES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))]


class Transcript:
    """Everything the commands printed, with what is not a word of the program taken out."""

    def __init__(self, cli, folder: Path, scenario) -> None:
        self.cli, self.folder, self.scenario = cli, folder, scenario
        self.texts: list[tuple[tuple, str]] = []

    def run(self, *args, codes=(0,), keep_out=True):
        result = self.cli(*args)
        assert result.code in codes, (args, result)
        assert "Traceback" not in result.out + result.err, (args, result)
        self.texts.append((args, (result.out if keep_out else "") + "\n" + result.err))
        return result

    def leaks(self, stop: set[str], names: list[str]) -> list[tuple]:
        scenario = self.scenario
        own = [scenario.name, *scenario.names.values(), str(self.folder)]
        own += [m.name for m in getattr(scenario, "missions", [])]
        found = []
        for args, text in self.texts:
            text = FILE.sub(" ", COMMAND.sub(" ", text.replace("\u2019", "'")))
            for word in sorted({*own, *names}, key=len, reverse=True):
                text = text.replace(word, " ")
            text = RULE_ID.sub(" ", HEX.sub(" ", KINDS.sub(" ", text)))
            text = QUOTED.sub(" ", KEY_PATH.sub(" ", text))
            for line in text.splitlines():
                bad = {w.lower() for w in WORD.findall(line)} & stop
                if bad:
                    found.append((args[0], sorted(bad), line.strip()[:160]))
        return found
