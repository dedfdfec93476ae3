"""The Colonials table in Tk: cards, each colony's area, the pass screen and the decision
buttons, all driven by the engine's own legal-actions query and per-seat views (C4)."""
