-- Agents' team reports (platform/src/modules/agents, report-*.ts; issue 20): the team P&L, the
-- team's betting records and the agent's own transaction record read the ledger and the bets
-- through read views their owners document, and keep no figures of their own.

-- modules/ledger's read view (its README, "Read views"): the member accounts' lines (the wallet
-- and the bonus account) that were posted one caller at a time, each with its entry's reason:
-- deposits, withdrawals, reward grants, conversions and forfeits, rebates, salaries, dividends,
-- transfers, adjustments. The wallet's group-commit lines (bets, wins, rollbacks, which carry a
-- reason of their own) are left out: a report reads them with their game through the vendor
-- wallet's `real_money_bets`, which the same statement writes.
CREATE VIEW member_money_lines AS
  SELECT l.merchant_id, a.member_id, a.kind AS account_kind, l.entry_id, l.line_no, e.reason, l.amount_minor, l.created_at
  FROM journal_lines l
  JOIN ledger_accounts a ON a.merchant_id = l.merchant_id AND a.id = l.account_id
  JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id
  WHERE l.reason IS NULL AND a.kind IN ('member_wallet', 'member_bonus');

-- A team's money movements of a period: one range per member account and time. Partial on the
-- lines posted one caller at a time, so the wallet's group commit (a line per bet, all with a
-- reason of their own) pays nothing for it; a batch adds one entry here per house account.
CREATE INDEX journal_lines_money_time ON journal_lines (merchant_id, account_id, created_at) WHERE reason IS NULL;

-- modules/vendor-wallet's read view gains the bet's own key (the same definition as migration
-- 051 of the rebates' slice; CREATE OR REPLACE keeps the earlier columns and adds this one at the
-- end): the team's betting records page by (created_at, vendor, transaction_id).
CREATE OR REPLACE VIEW real_money_bets AS
  SELECT merchant_id, member_id, vendor, game_id, stake_minor, payout_minor, status, created_at, settled_at, transaction_id
  FROM bets
  WHERE NOT play_money;
