"""The words of a player's story about the table that the query reads apart: a bid written by its
level and strain (`bids`), a trick named by its number (`trick_numbers`), whose turn to lead it is
(`turn_to_lead`), the auction not yet begun (`auction_not_begun`), two counts of the tricks won
(`trick_counts`), and the deal's seats, suits
and ranks the story is told with (`deal_words`)."""
