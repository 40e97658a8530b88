"""The ruling engine of Briç Yasaları (placeholder docstring, completed below)."""
from .queries import answer

__all__ = ["answer"]
