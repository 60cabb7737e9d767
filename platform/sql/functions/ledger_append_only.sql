-- Journal entries and lines are append-only: a correction is a new reversing entry. The
-- triggers journal_entries_append_only and journal_lines_append_only (migration 007) call this
-- on every UPDATE or DELETE, so that not even a slip in code can rewrite history.
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger: % of % refused, journal rows are append-only', TG_OP, TG_TABLE_NAME;
END
$$;
