-- modules/vendor-wallet's read view for other modules (its README, "Read views"): the real-money
-- bets, with the columns the lobby's hot games and winner board need. Other modules read bets
-- only through this view, so the vendor wallet may change its table as long as the view keeps
-- these columns. A plain view: PostgreSQL folds it into the caller's query, so the indexes of
-- bets serve it as before. Rollback tombstones (stake 0, rolled_back) are in it; callers that
-- count bets leave them out as they did.
CREATE VIEW real_money_bets AS
  SELECT merchant_id, member_id, vendor, game_id, stake_minor, payout_minor, status, created_at, settled_at
  FROM bets
  WHERE NOT play_money;
