"""The words of a player's story about the table that the query reads apart: a bid written by its
level and strain (`bids`), a trick named by its number (`trick_numbers`), whose turn to lead it is
(`turn_to_lead`), the auction not yet begun (`auction_not_begun`), two counts of the tricks won
(`trick_counts`), what players and dummy said (`told_turn`, `dummy_remarks`, `wrong_hand_warning`), declarer's
incomplete designation of a card from dummy (`designations`), and the deal's seats, suits
and ranks the story is told with (`deal_words`)."""
