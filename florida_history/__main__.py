"""``python -m florida_history`` does the same as the ``florida-history`` command."""

from florida_history.cli import main

raise SystemExit(main())
