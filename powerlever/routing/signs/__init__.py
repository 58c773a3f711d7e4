"""Safety rules that describe danger by its signs, one module per family, and the frames that explain a keyword away.

``powerlever.routing.safety_signs`` combines them (``signs``, ``context_frame``); nothing else needs to import these
modules directly.
"""
