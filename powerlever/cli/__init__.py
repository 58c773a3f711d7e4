"""CLI commands, one module each (see powerlever/__main__.py)."""
