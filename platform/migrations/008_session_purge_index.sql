-- The hourly purge of ended sessions (platform/src/modules/sessions) finds them by expiry.
CREATE INDEX member_sessions_expires ON member_sessions (expires_at);
