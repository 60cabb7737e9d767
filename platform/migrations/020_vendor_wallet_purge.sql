-- The hourly purge of the seamless wallet's history (platform/src/modules/vendor-wallet):
-- stored answers are kept for replays for a while, expired game sessions a while after their
-- expiry. Both are found by time.
CREATE INDEX vendor_transactions_created ON vendor_transactions (created_at);
CREATE INDEX game_sessions_expires ON game_sessions (expires_at);
