-- The reality check of the house games' own pages (issue 19; platform/src/vendors/house/README.md,
-- Reality check). launchGame tells the house, with the player, when the member's login session
-- began (as an operator hands any vendor its reality-check settings at launch), so that the
-- game's page can remind the member at each whole interval of that session. Null for launches
-- recorded before this migration: their reality check counts from the launch itself.
ALTER TABLE house_launches ADD COLUMN session_started_at timestamptz;
