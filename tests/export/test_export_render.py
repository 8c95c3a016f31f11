"""Renderers, one profile at a time: the tags each forum has, escaping of hostile names, and
column alignment measured in terminal cells."""

from __future__ import annotations

import pytest
from export_markup import bbcode_visible, check_bbcode, markdown_html

from gmconsole.export import (
    PROFILES,
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
    render,
)

HOSTILE = ["[b]Zoé", "[/quote]Max", "|pipe|", "**star**", "_under_", "`tick`", "[*]", "<b>Al</b>", "#1 - Bob"]


def vote_doc(names: list[str]) -> Document:
    return Document(
        [
            Heading("Mission 1 : vote"),
            Paragraph(["Escouade proposée par ", Bold(names[0]), " : ", ", ".join(names), "."]),
            Table(["Joueur", "Vote"], [[name, "oui"] for name in names]),
            Spoiler(f"Secret de {names[1]}", [Paragraph(names[2])]),
            Quote([Paragraph("Je vote non.")], author=names[3]),
            BulletList(names[4:]),
        ]
    )


def test_profiles_are_the_scenario_setting_strings():
    assert PROFILES == (
        "bbcode-phpbb",
        "bbcode-forumactif",
        "bbcode-smf",
        "bbcode-xenforo",
        "markdown-discourse",
        "markdown-discord",
        "text",
    )
    with pytest.raises(ValueError, match="unknown markup profile 'bbcode'"):
        render(Document([Paragraph("x")]), "bbcode")


def test_phpbb_uses_only_default_tags_tables_in_code_spoilers_as_quotes():
    out = render(vote_doc(HOSTILE), "bbcode-phpbb")
    tags = check_bbcode(out, "bbcode-phpbb")
    assert not {"table", "spoiler", "tr", "td", "hr"} & {t.strip("/") for t in tags}
    assert "[code]Joueur" in out
    assert "[quote][b]Secret de [\u200b/quote]Max[/b]\n" in out  # the spoiler: a quote, title in bold


def test_forumactif_has_table_and_spoiler_with_safe_title():
    out = render(vote_doc(HOSTILE), "bbcode-forumactif")
    tags = check_bbcode(out, "bbcode-forumactif")
    assert tags.count("table") == 1 and tags.count("spoiler") == 1
    assert tags.count("tr") == len(HOSTILE) + 1
    assert "[spoiler=Secret de (/quote)Max]" in out
    assert '[quote="**star**"]' in out


@pytest.mark.parametrize("profile", ["bbcode-phpbb", "bbcode-forumactif"])
def test_bbcode_tag_values_cannot_end_early(profile):
    doc = Document([Quote([Paragraph("x")], author='Al"] [b]'), Spoiler('T"]i[/spoiler]', [Paragraph("y")])])
    out = render(doc, profile)
    check_bbcode(out, profile)
    assert '[quote="Al\') (b)"]x[/quote]' in out


@pytest.mark.parametrize("profile", ["bbcode-phpbb", "bbcode-forumactif"])
def test_bbcode_names_that_look_like_tags_show_as_typed(profile):
    out = render(vote_doc(HOSTILE), profile)
    check_bbcode(out, profile)
    visible = bbcode_visible(out)
    for name in ["[b]Zoé", "|pipe|", "**star**", "[*]"]:
        assert name in visible
    # Only the renderer's own [b] tags remain: the heading, the leader, the header cells or title.
    assert out.count("[b]") == out.count("[/b]")


def test_discourse_table_is_a_gfm_table_and_names_are_escaped():
    out = render(vote_doc(HOSTILE), "markdown-discourse")
    tags, text, html = markdown_html(out)
    assert tags["table"] == 1
    assert tags["tr"] == len(HOSTILE) + 1
    assert tags["td"] == 2 * len(HOSTILE)  # a | in a name did not add a cell
    assert tags["details"] == 1 and tags["summary"] == 1
    assert tags["strong"] == 2  # the leader and the quote's author, nothing from a name
    assert tags["em"] == 0 and tags["code"] == 0 and tags["b"] == 0
    for name in HOSTILE:
        assert name in text
    assert "<h1>Mission 1 : vote</h1>" in html


def test_discord_has_no_table_and_spoilers_with_bars():
    out = render(vote_doc(HOSTILE), "markdown-discord")
    assert "| ---" not in out and "<details>" not in out
    assert "||" + r"\[/quote\]Max" not in out
    assert out.count("```") == 2  # the table, as aligned columns in one code block
    assert "||\\[/quote\\]Max" not in out
    spoiler = out[out.index("**Secret de") :]
    assert spoiler.split("\n")[1].startswith("||") and spoiler.rstrip().split("\n")[1].endswith("||")
    tags, text, _ = markdown_html(out)
    assert tags["table"] == 0
    assert "|pipe|" in text and "**star**" in text


def test_discord_does_not_ping_everyone():
    out = render(Document([Paragraph("@everyone et @here")]), "markdown-discord")
    assert "@everyone" not in out and "@here" not in out
    assert out.replace("\u200b", "") == "@everyone et @here\n"


def test_markdown_line_starts_do_not_become_lists_or_headings():
    doc = Document([Paragraph(["1. un\n- deux\n+ trois\n# quatre\n=====\n> cinq"])])
    tags, text, _ = markdown_html(render(doc, "markdown-discourse"))
    assert set(tags) == {"p"}
    assert "1. un" in text and "- deux" in text and "# quatre" in text and "> cinq" in text


def test_bold_touching_a_word_still_renders_bold_on_discourse():
    # "x**[a]**" is no emphasis in CommonMark: the renderer must notice and use <strong>.
    doc = Document([Paragraph(["x", Bold("[a]"), "y", Italic("*b*"), Bold("c")])])
    tags, text, _ = markdown_html(render(doc, "markdown-discourse"))
    assert tags["strong"] == 2 and tags["em"] == 1
    assert text == "x[a]y*b*c\n"


def test_color_only_where_the_markup_has_colours():
    doc = Document([Paragraph([Color("rouge", "#c00"), " et ", Color("vert", "green")])])
    assert render(doc, "bbcode-phpbb") == "[color=#c00]rouge[/color] et [color=green]vert[/color]\n"
    assert render(doc, "markdown-discourse") == "rouge et vert\n"
    assert render(doc, "text") == "rouge et vert\n"
    with pytest.raises(ValueError, match="is not a colour"):
        Color("x", "red][b")


def test_text_columns_are_aligned_in_cells_with_accents_and_wide_characters():
    table = Table(["Nom", "Vote"], [["Zoé", "oui"], ["Zoe\u0301", "non"], ["漢字", "oui"], ["Éloïse", "non"]])
    assert render(Document([table]), "text") == (
        "Nom     Vote\n------  ----\nZoé     oui\nZoe\u0301     non\n漢字    oui\nÉloïse  non\n"
    )


def test_right_and_center_alignment():
    table = Table(["n", "total"], [["a", "1"], ["bbbb", "12"]], align=["center", "right"])
    assert render(Document([table]), "text").split("\n")[2:4] == [" a        1", "bbbb     12"]


def test_code_cannot_be_closed_from_inside():
    doc = Document([Code("a [/code] b ``` c ```` d")])
    bb = render(doc, "bbcode-phpbb")
    assert check_bbcode(bb, "bbcode-phpbb") == ["code", "/code"]
    tags, text, _ = markdown_html(render(doc, "markdown-discourse"))
    assert tags["pre"] == 1 and "a [/code] b ``` c ```` d" in text
    discord = render(doc, "markdown-discord")
    assert discord.count("```") == 2 and discord.replace("\u200b", "").count("```") == 4


def test_headings_rules_lists_and_empty_document():
    doc = Document([Heading("Titre", 1), Heading("Sous-titre", 2), Rule(), BulletList(["a", [Bold("b")]])])
    assert render(doc, "text") == "Titre\n=====\n\nSous-titre\n----------\n\n" + "-" * 40 + "\n\n- a\n- b\n"
    assert render(doc, "bbcode-forumactif").count("[hr]") == 1
    assert render(Document([]), "bbcode-phpbb") == ""
    tags, _, _ = markdown_html(render(doc, "markdown-discourse"))
    assert tags["h1"] == 1 and tags["h2"] == 1 and tags["hr"] == 1 and tags["li"] == 2 and tags["strong"] == 1


def test_document_model_checks_its_shape():
    with pytest.raises(ValueError, match="row 1 has 1 cells, the header has 2"):
        Table(["a", "b"], [["x"]])
    with pytest.raises(ValueError, match="heading level 4"):
        Heading("x", 4)
    with pytest.raises(TypeError, match="not an inline"):
        Paragraph([Heading("x")])  # type: ignore[list-item]


def test_control_characters_never_reach_the_post():
    doc = Document([Paragraph("a\x00b\x1bc\r\nd")])
    for profile in PROFILES:
        out = render(doc, profile)
        assert "\x00" not in out and "\x1b" not in out and "\r" not in out
