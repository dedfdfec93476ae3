"""Florida History: play Colonial Florida (1513-1821) and learn the history behind it."""

__version__ = "0.1.0"
