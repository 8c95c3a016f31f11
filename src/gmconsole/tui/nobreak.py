"""Lines never break at a no-break space: U+00A0, the narrow U+202F and the figure space U+2007.

French text carries a narrow no-break space before ``; : ! ?`` and inside « »
(:func:`gmconsole.engine.wording.typography`), and ``"\\u202f".isspace()`` is true: Rich and
Textual, which cut words at any ``\\s``, would start a console line with « : » or « ! » and end
one with « « ». Both find their words with one module-level regular expression, looked up at each
call:

- ``rich._wrap.re_word``, behind ``rich._wrap.divide_line``: Rich's ``Text.wrap`` (``RichLog``,
  ``DataTable`` cells, any Rich renderable) and Textual's ``Content`` (``Static``, ``Label``,
  every widget drawing its text through ``Content.wrap``);
- ``textual._wrap.re_chunk``, behind ``compute_wrap_offsets``: a ``TextArea`` with soft wrap.

:func:`install` (called once when the console's app module is imported) puts in their place the
same expressions with the no-break spaces counted as part of a word. Both are private names of
exactly pinned packages: ``tests/tui/test_nobreak.py`` fails if either disappears or changes shape
in an upgrade, so the fix is looked at again then.
"""

from __future__ import annotations

import re

NO_BREAK = "\u00a0\u2007\u202f"
# A character of a word: anything but a breaking space.
_IN_WORD = rf"[\S{NO_BREAK}]"
# A breaking space: whitespace other than a no-break space.
_BREAK = rf"[^\S{NO_BREAK}]"

# rich/_wrap.py: re_word = re.compile(r"\s*\S+\s*")
RE_WORD = re.compile(rf"{_BREAK}*{_IN_WORD}+{_BREAK}*")
# textual/_wrap.py: re_chunk = re.compile(r"\S+\s*|\s+")
RE_CHUNK = re.compile(rf"{_IN_WORD}+{_BREAK}*|{_BREAK}+")

# The expressions replaced, as the pinned versions have them.
RICH_RE_WORD = r"\s*\S+\s*"
TEXTUAL_RE_CHUNK = r"\S+\s*|\s+"


def install() -> None:
    """Make Rich's and Textual's line wrapping keep a no-break space inside its word."""
    import rich._wrap
    import textual._wrap

    rich._wrap.re_word = RE_WORD
    textual._wrap.re_chunk = RE_CHUNK
