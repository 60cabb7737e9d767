-- Promotions (platform/src/modules/content), SPEC §2 promotion screen and §3 Announcement:
-- a promotion is an announcement of type PR filed under promotion categories
-- (promoAnnouncementCategoryIds), and it may carry an action shown under its text.

-- The categories of the promotion screen's horizontal menu, per merchant. names holds one
-- name per language ({"EN": "Slots", "ZH": "老虎机"}); EN is the fallback of every language.
-- promoAnnouncementCategoryIds of announcements hold these ids (plain ids: an array cannot
-- reference; the module checks them when an operator writes them).
CREATE TABLE promotion_categories (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  id          serial NOT NULL,
  names       jsonb NOT NULL CHECK (jsonb_typeof(names) = 'object' AND names ? 'EN'),
  enabled     boolean NOT NULL DEFAULT true,
  -- Smaller first; ties by id.
  sort        integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN -100000 AND 100000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, id)
);

-- What the button under a promotion does. 'link' opens link_url (a screen of the site);
-- 'claim' is reserved for the rewards issue and names what would be claimed (action_claim).
-- Null: no button. Banners keep using link_url without an action.
ALTER TABLE announcements
  ADD COLUMN action_type text CHECK (action_type IN ('link', 'claim')),
  ADD COLUMN action_claim text CHECK (action_claim IS NULL OR action_claim ~ '^[A-Za-z0-9_-]{1,64}$'),
  ADD CONSTRAINT announcements_action CHECK (
    (action_type IS NULL AND action_claim IS NULL)
    OR (action_type = 'link' AND link_url IS NOT NULL AND action_claim IS NULL)
    OR (action_type = 'claim' AND action_claim IS NOT NULL)
  );
