-- Migration 026 dropped journal_lines' two foreign keys to save two lookups per line on the bet
-- path, leaving ledger:verify to find a line of an entry or account that does not exist after
-- the fact. That weakened a guarantee of the books (issue 16 keeps every guarantee), and the
-- lookups cost little once calls are batched: a batch's lines point at one new entry and at
-- accounts the batch has just locked, so each check finds a page already in memory
-- (bench/README.md, Wallet: the figures with and without the keys). The database refuses such a
-- line again, whoever writes it; ledger:verify keeps its check for books edited around the keys.
ALTER TABLE journal_lines
  ADD CONSTRAINT journal_lines_entry_fkey FOREIGN KEY (merchant_id, entry_id) REFERENCES journal_entries (merchant_id, id),
  ADD CONSTRAINT journal_lines_account_fkey FOREIGN KEY (merchant_id, account_id) REFERENCES ledger_accounts (merchant_id, id);
