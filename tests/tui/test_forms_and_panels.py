"""The generic forms' multiple choice and the panels beside the forms (issue 16): data of the rules
contract, drawn for any game by ``tui/views/forms.py`` and ``tui/widgets/panels.py``."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.widgets import Input, Static

from gmconsole.engine.names import NameIndex
from gmconsole.engine.rules.base import Choice, MultiChoice, OrderForm, Panel
from gmconsole.tui.labels import labels
from gmconsole.tui.views import OrderReady
from gmconsole.tui.views.forms import FormBox, read_choice, read_choices, shown_value
from gmconsole.tui.widgets.panels import PanelsView, render_panels

ITEMS = MultiChoice(
    field="use",
    label="utilise",
    options=[("garlic", "Gousses d'ail"), ("stake", "Pieu et marteau"), ("water", "Eau bénite")],
    none="les meilleurs",
)


def test_a_multiple_choice_reads_words_places_and_unique_starts_in_the_options_order() -> None:
    assert read_choices(ITEMS, "eau benite, gousses d'ail") == (["garlic", "water"], [])
    assert read_choices(ITEMS, "2; pieu") == (["stake"], [])  # twice the same: once
    assert read_choices(ITEMS, "") == ([], []) and read_choices(ITEMS, "Les meilleurs") == ([], [])
    assert read_choices(ITEMS, "eau, hache") == (["water"], ["hache"])
    assert read_choice(Choice(field="f", label="f", options=[("a", "Arad"), ("b", "Aiud")]), "a") == (
        True,
        "a",
    )  # a value beats the start of a word
    assert read_choice(Choice(field="f", label="f", options=[("x", "Arad"), ("y", "Aiud")]), "a") == (
        False,
        None,
    )  # two options start so: no guess


def test_a_multiple_choice_shows_its_default_in_words() -> None:
    assert shown_value(ITEMS) == "les meilleurs"
    assert shown_value(ITEMS.model_copy(update={"value": ["water", "garlic"]})) == "Eau bénite, Gousses d'ail"


class OneForm(App[None]):
    def __init__(self, form: OrderForm) -> None:
        super().__init__()
        self.form = form
        self.orders: list[Any] = []

    def compose(self) -> ComposeResult:
        yield FormBox(self.form, NameIndex(["Ana"]), labels("fr"), compact=True)

    def on_order_ready(self, event: OrderReady) -> None:
        self.orders.append(event.orders)


async def test_a_form_with_a_multiple_choice_is_filled_from_the_keyboard() -> None:
    form = OrderForm(
        action="hunt",
        label="Tour d'Ana",
        fields=[
            Choice(
                field="move", label="va à", options=[("arad", "Arad"), ("deva", "Deva"), ("sibiu", "Sibiu")]
            ),
            ITEMS,
        ],
        fixed={"hunter": "Ana"},
    )
    app = OneForm(form)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        app.query_one(FormBox).focus_main()
        await pilot.pause()
        use = next(i for i in app.query(Input) if i.name == "use")
        assert use.value == "les meilleurs"  # the default, shown
        await pilot.press(*"sib", "tab", "ctrl+u", *"pieu, eau", "enter")
        await pilot.pause()
        assert app.orders == [{"kind": "hunt", "hunter": "Ana", "move": "sibiu", "use": ["stake", "water"]}]
        await pilot.press("ctrl+u", *"hache", "enter")
        await pilot.pause()
        problem = str(app.query_one(".form-problem", Static).render())
        assert "hache" in problem and "Pieu et marteau" in problem and len(app.orders) == 1


def test_panels_render_a_table_and_key_value_lines() -> None:
    card = Panel(
        title="① Ana · Harker",
        lines=(Panel.line("courage 3 · combat 2"), Panel.line("équipement", "Crucifix", style="alert")),
        style="strong",
    )
    stack = Panel(
        title="Dernier combat",
        columns=("vampire", "sang"),
        lines=(Panel.line("Dracula", 9), Panel.line("Strigoï", 2)),
    )
    from rich.console import Console

    console = Console(width=60, record=True, color_system=None)
    console.print(render_panels([card, stack], " : "))
    shown = console.export_text()
    assert "① Ana · Harker" in shown and "équipement : Crucifix" in shown
    lines = shown.splitlines()
    header = next(line for line in lines if "vampire" in line)
    assert "sang" in header
    assert any("Dracula" in line and line.rstrip().endswith("9") for line in lines)


class Panels(App[None]):
    def compose(self) -> ComposeResult:
        yield PanelsView(" : ")


async def test_the_panels_view_hides_without_panels() -> None:
    app = Panels()
    async with app.run_test(size=(60, 20)) as pilot:
        view = app.query_one(PanelsView)
        view.show([])
        await pilot.pause()
        assert not view.display
        view.show([Panel(title="Pile", lines=(Panel.line("vide"),))])
        await pilot.pause()
        assert view.display and "Pile" in view.text()
