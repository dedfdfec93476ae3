"""Each game's own room: its rules engine, computer players, words, lessons mapping and views.

``colonial_florida`` and ``colonials`` have the same shape; the shell (``ui/``, ``app/``) reaches
a game only through its definition.
"""
