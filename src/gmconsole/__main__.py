"""``python -m gmconsole`` runs the command line."""

import sys

from gmconsole.cli import main

sys.exit(main())
