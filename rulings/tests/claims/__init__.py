"""Tests of the claim assistant (Laws 68-71): rulings/claims/."""
