"""colonial_florida."""
