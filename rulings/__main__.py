"""Run the ruling engine's command line: python -m rulings (docs/rulings-cli.md)."""

import sys

from .cli import main

sys.exit(main())
