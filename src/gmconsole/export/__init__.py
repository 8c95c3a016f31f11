"""Forum posts and private messages, rendered from events.

Read it in this order: ``document`` (the blocks of a post), ``render`` with ``bbcode`` and
``markdown`` (a document as BBCode, Markdown or plain text, per markup profile), ``templates``
(the wording, TOML files a GM can edit), ``builders`` (an event to blocks, per game, with the
per-game modules in ``games/``), ``posts`` (the public post, the private messages, the GM's
summary), ``files`` (all of a step's posts written next to the save). The package never
imports Textual.

    doc = public_post(game.events(), game.scenario, turn=1, phase="approval", rolls=game.rolls())
    text = render(doc, game.scenario.markup)
    paths = write_posts(game, "saves/partie.toml", turn=1)
"""

from typing import TYPE_CHECKING

from gmconsole.export.builders import PostContext, block_builder, run_builder
from gmconsole.export.document import (
    Bold,
    BulletList,
    Code,
    Color,
    Document,
    Heading,
    Italic,
    Paragraph,
    Quote,
    Rule,
    Spoiler,
    Table,
)
from gmconsole.export.posts import all_messages, batches, genders, gm_summary, private_messages, public_post
from gmconsole.export.render import PROFILES, Renderer, render, renderer_for
from gmconsole.export.templates import TemplateProblem, Wording, load_wording, template_file

if TYPE_CHECKING:
    from gmconsole.export.files import posts_dir, slugify, write_posts

__all__ = [
    "genders",
    "PROFILES",
    "Bold",
    "BulletList",
    "Code",
    "Color",
    "Document",
    "Heading",
    "Italic",
    "Paragraph",
    "PostContext",
    "Quote",
    "Renderer",
    "Rule",
    "Spoiler",
    "Table",
    "TemplateProblem",
    "Wording",
    "all_messages",
    "batches",
    "block_builder",
    "gm_summary",
    "load_wording",
    "posts_dir",
    "private_messages",
    "public_post",
    "render",
    "renderer_for",
    "run_builder",
    "slugify",
    "template_file",
    "write_posts",
]


def __getattr__(name: str) -> object:
    # ``files`` (the posts written next to the save) is imported on first use: ``gmconsole
    # export`` without ``--write`` never needs it (issue 17)
    if name in ("posts_dir", "slugify", "write_posts"):
        from gmconsole.export import files

        return getattr(files, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
