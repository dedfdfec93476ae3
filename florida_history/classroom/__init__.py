"""Classroom features without Tk: settings files, phase captions, the end-of-game recap, the exit
ticket, lessons met, and game-length presets. The Tk screens in ``ui/`` only display these."""
