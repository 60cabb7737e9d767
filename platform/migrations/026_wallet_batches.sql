-- The wallet's group commit (issue 16; platform/src/modules/vendor-wallet, ledger): calls that
-- arrive together are posted as one journal entry per merchant and batch, one line per call on
-- the member's side and one line per house account on the other, so the entry balances while
-- the house rows are written once per batch instead of once per bet. A line of such an entry
-- names its own call; NULL keeps meaning "the entry's" (every entry posted one caller at a time).
ALTER TABLE journal_lines
  ADD COLUMN reason             text CHECK (length(reason) BETWEEN 1 AND 64),
  ADD COLUMN reference          text CHECK (length(reference) <= 200),
  ADD COLUMN idempotency_source text CHECK (length(idempotency_source) BETWEEN 1 AND 64),
  ADD COLUMN idempotency_key    text CHECK (length(idempotency_key) BETWEEN 1 AND 200);

-- A journal line is written by ledger_post_lines alone, in the statement after its entry and
-- after its accounts are locked: the two foreign keys checked what that function guarantees,
-- with two lookups per line, on every bet's path. ledger:verify checks it instead (lines of an
-- entry or account that does not exist).
ALTER TABLE journal_lines
  DROP CONSTRAINT journal_lines_merchant_id_entry_id_fkey,
  DROP CONSTRAINT journal_lines_merchant_id_account_id_fkey;

-- One index per journal line instead of two: an account's history (statements, reports, verify's
-- sums) is what lines are read by, so the key leads with the account. The line's place in its
-- entry stays unique (ledger_post_lines numbers them); a replayed posting reads its lines back
-- through its accounts.
ALTER TABLE journal_lines DROP CONSTRAINT journal_lines_pkey;
DROP INDEX journal_lines_account;
ALTER TABLE journal_lines ADD PRIMARY KEY (merchant_id, account_id, entry_id, line_no);

-- No query reads bets by game and time (the lobby's hot games and winner board take every game's
-- bets of a time window: bench/README.md, Wallet, has the plans), and a b-tree insert on every
-- bet paid for it. A BRIN index on created_at serves the hot games' window instead: bets are
-- written in time order, and a BRIN index costs a bet next to nothing.
DROP INDEX bets_game_time;
CREATE INDEX bets_created ON bets USING brin (created_at);
