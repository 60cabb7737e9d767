-- modules/jackpot's read view for other modules (its README, "Read views"): the jackpots paid,
-- for the lobby's winner board. Other modules read jackpot_wins only through this view.
CREATE VIEW jackpot_payouts AS
  SELECT merchant_id, member_id, vendor, game_id, amount_minor, created_at
  FROM jackpot_wins;
