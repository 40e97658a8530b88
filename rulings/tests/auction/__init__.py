"""Tests of the auction's rulings (Laws 17-40): rulings/auction/."""
