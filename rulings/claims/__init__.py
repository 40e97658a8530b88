"""Contested claims and concessions (Laws 68C, 69A, 70, 71B): the claim assistant's engine.

What each module holds is in README.md beside this file. The package stands on the bridge model
of the engine (`rulings.cards`, `rulings.deal`, `rulings.laws`) and nothing else of it; only the
JSON boundary (`rulings.queries`) imports it from the rest of the engine (.importlinter).
"""
