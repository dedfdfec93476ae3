"""The Tk app: the only package that imports tkinter (and only in its view modules)."""
