"""PN Lab's proof-number search visualiser as a Jupyter widget."""

from .visualiser import Visualiser

__all__ = ["Visualiser"]
