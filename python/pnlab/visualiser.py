"""The <pn-search> element in a notebook, through anywidget.

Every attribute of the element is a keyword argument (``n=5``, ``preset="BEST"``,
``panels="dag inspector"``, ``start_moves="a1 b1"``); the element checks them against the
engine's schema and a refused one is shown in place and kept in ``error``. The search runs in
the notebook's page, so a command (``step()``, ``run()``…) takes effect once the cell that sent it
has finished: read ``iteration``, ``root_pn``, ``root_dn`` and ``result`` in a later cell, or
``observe`` them.
"""

import math
import pathlib

import anywidget
import traitlets

_BUNDLE = pathlib.Path(__file__).parent / "static" / "widget.js"
_PLAIN = (str, int, float, bool, dict, list, type(None))


def _number_from_json(value, _widget):
    # JSON has no infinity: the front end sends the engine's ∞ as null.
    return math.inf if value is None else value


def _number_to_json(value, _widget):
    return None if value == math.inf else value


def _number():
    return traitlets.Any(None, read_only=True).tag(sync=True, from_json=_number_from_json, to_json=_number_to_json)


def _state(trait):
    return trait.tag(sync=True)


class Visualiser(anywidget.AnyWidget):
    """``Visualiser(game="clique", n=5, k=3)``: the visualiser on a search, stepped from Python."""

    if not _BUNDLE.exists():
        raise ImportError(f"pnlab: the widget's front end {_BUNDLE} is missing; build the wheel with `bash scripts/build-wheel.sh`")
    _esm = _BUNDLE

    attributes = traitlets.Dict().tag(sync=True)
    """The element's attributes, by name (``_`` for ``-``); change it, or call ``configure``."""

    iteration = _state(traitlets.Int(0, read_only=True))
    phase = _state(traitlets.Unicode("", read_only=True))
    status = _state(traitlets.Unicode("", read_only=True))
    """``running``, ``solved`` or ``limit-reached``."""
    result = _state(traitlets.Unicode("", read_only=True))
    """``first-wins``, ``draw``, ``second-wins`` or ``unknown`` (and the one-question results)."""
    root_pn = _number()
    """The root's proof number; ``math.inf`` for ∞."""
    root_dn = _number()
    nodes = _state(traitlets.Int(0, read_only=True))
    created = _state(traitlets.Int(0, read_only=True))
    max_level = _state(traitlets.Int(0, read_only=True))
    error = _state(traitlets.Unicode("", read_only=True))
    """The element's message for a refused attribute or command ("" when all is well)."""

    def __init__(self, game=None, **attributes):
        # A cell's output is wider than a course page's column: a taller default keeps the DAG
        # its room below the full toolbar.
        attributes = {"height": "40rem", **attributes}
        if game is not None:
            attributes["game"] = game
        super().__init__(attributes=_checked(attributes))

    def configure(self, **attributes):
        """Changes attributes (``None`` removes one); a new configuration starts a new search."""
        merged = {**self.attributes, **_checked(attributes)}
        self.attributes = {k: v for k, v in merged.items() if v is not None}

    def step(self):
        """One iteration (one phase with ``by="phase"``)."""
        self._command("step")

    def back(self):
        self._command("back")

    def reset(self):
        self._command("reset")

    def run(self):
        """Runs to the end (in the engine's worker; ``cancel()`` stops it)."""
        self._command("run")

    def goto(self, iteration):
        if isinstance(iteration, bool) or not isinstance(iteration, int) or iteration < 0:
            raise ValueError(f"goto({iteration!r}): the iteration must be a whole number >= 0")
        self._command("goto", iteration)

    def cancel(self):
        self._command("cancel")

    def play(self):
        self._command("play")

    def pause(self):
        self._command("pause")

    def _command(self, command, *args):
        self.send({"command": command, "args": list(args)})


def _checked(attributes):
    for name, value in attributes.items():
        if not isinstance(value, _PLAIN):
            raise TypeError(f"Visualiser({name}={value!r}): an attribute is a text, a number, a bool, a dict or a list, not {type(value).__name__}")
    return attributes
