"""Tests of the play's rulings (Laws 41-67): play.py and the modules of each irregularity."""
