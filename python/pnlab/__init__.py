"""PN Lab's proof-number search visualiser as a Jupyter widget, and (pnlab.raypool) the distributed
search's Ray engine."""

__all__ = ["Visualiser"]


def __getattr__(name):
    # The widget is loaded when asked for, so `python -m pnlab.raypool` needs Ray but not anywidget,
    # and the widget needs anywidget but not Ray.
    if name == "Visualiser":
        from .visualiser import Visualiser

        return Visualiser
    raise AttributeError(f"module 'pnlab' has no attribute {name!r}")
