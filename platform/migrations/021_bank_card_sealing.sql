-- Members' account numbers sealed at rest (platform/src/modules/payments): the number is
-- kept only as a secret-box value (AES-256-GCM under PLATFORM_SECRET) beside its last four
-- digits, which is all the member's screens show. The operator's payout view opens it.
-- Rows written before this migration keep their plain number until the platform's next start
-- seals them (payments/service.ts sealStoredAccountNumbers) and clears it.
ALTER TABLE member_bank_cards
  ADD COLUMN account_sealed text,
  ADD COLUMN account_last4 text CHECK (account_last4 IS NULL OR account_last4 ~ '^[0-9]{4}$'),
  ALTER COLUMN account_number DROP NOT NULL;
-- Duplicates are found by opening the member's few cards under the member's row lock.
ALTER TABLE member_bank_cards DROP CONSTRAINT member_bank_cards_merchant_id_member_id_account_number_key;
CREATE INDEX member_bank_cards_member ON member_bank_cards (merchant_id, member_id);
CREATE INDEX member_bank_cards_plain ON member_bank_cards (merchant_id, id) WHERE account_sealed IS NULL;

ALTER TABLE withdrawals
  ADD COLUMN account_sealed text,
  ADD COLUMN account_last4 text CHECK (account_last4 IS NULL OR account_last4 ~ '^[0-9]{4}$'),
  ALTER COLUMN account_number DROP NOT NULL;
CREATE INDEX withdrawals_plain ON withdrawals (merchant_id, id) WHERE account_sealed IS NULL;
