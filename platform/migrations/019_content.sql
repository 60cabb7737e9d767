-- Announcements and banners of each merchant (platform/src/modules/content), SPEC §3 Banner and
-- Announcement: the notice ticker and /m/notice (player), the home's hot and promotion notices,
-- login popups (Pop_Up), the agents' announcements, and banner groups (m_home, m_login, m_reg,
-- m_leftmenu, m_hotgames). Texts per language, images with a sequence, and which member has
-- read which announcement. Rows lead with merchant_id like every per-merchant table.

-- One announcement or banner. type is the SPEC content type: A agent, B banner, PL player,
-- PU pop-up, PR promotion, H hot. A banner belongs to exactly one group and nothing else has one.
CREATE TABLE announcements (
  merchant_id        integer NOT NULL REFERENCES merchants (id),
  id                 bigserial NOT NULL,
  type               text NOT NULL CHECK (type IN ('A', 'B', 'PL', 'PU', 'PR', 'H')),
  group_name         text CHECK (group_name IN ('m_home', 'm_login', 'm_reg', 'm_leftmenu', 'm_hotgames')),
  -- Where tapping a banner goes (a path of the site or an https URL); null: nowhere.
  link_url           text CHECK (link_url IS NULL OR (length(link_url) BETWEEN 1 AND 500 AND (link_url ~ '^/' OR link_url ~ '^https://'))),
  start_date         timestamptz NOT NULL,
  -- Null only with no_expiry: such an item stays live from start_date on.
  end_date           timestamptz,
  no_expiry          boolean NOT NULL DEFAULT false,
  -- SPEC §3 promoAnnouncementCategoryIds: the promotion categories a promotion notice is filed under.
  promo_category_ids integer[] NOT NULL DEFAULT '{}' CHECK (cardinality(promo_category_ids) <= 20),
  enabled            boolean NOT NULL DEFAULT true,
  -- Smaller first; ties by id.
  sort               integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN -100000 AND 100000),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, id),
  CHECK ((type = 'B') = (group_name IS NOT NULL)),
  CHECK (no_expiry OR end_date IS NOT NULL),
  CHECK (end_date IS NULL OR end_date > start_date)
);

CREATE INDEX announcements_live ON announcements (merchant_id, type, sort, id) WHERE enabled;

-- Title and content (HTML) of an announcement in one language; EN is the fallback of every
-- other language, and the module refuses an announcement without it.
CREATE TABLE announcement_texts (
  merchant_id     integer NOT NULL,
  announcement_id bigint NOT NULL,
  language        text NOT NULL CHECK (language ~ '^[A-Z]{2}$'),
  title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content         text NOT NULL DEFAULT '' CHECK (length(content) <= 20000),
  PRIMARY KEY (merchant_id, announcement_id, language),
  FOREIGN KEY (merchant_id, announcement_id) REFERENCES announcements (merchant_id, id) ON DELETE CASCADE
);

-- SPEC §3 announcementImages (url, sequence). A banner shows its image of sequence 1; its
-- width and height are kept so the page reserves the banner's box before the image arrives.
CREATE TABLE announcement_images (
  merchant_id     integer NOT NULL,
  announcement_id bigint NOT NULL,
  sequence        integer NOT NULL CHECK (sequence BETWEEN 1 AND 20),
  url             text NOT NULL CHECK (length(url) BETWEEN 1 AND 500),
  width           integer CHECK (width IS NULL OR width BETWEEN 1 AND 10000),
  height          integer CHECK (height IS NULL OR height BETWEEN 1 AND 10000),
  PRIMARY KEY (merchant_id, announcement_id, sequence),
  FOREIGN KEY (merchant_id, announcement_id) REFERENCES announcements (merchant_id, id) ON DELETE CASCADE
);

-- A member has read an announcement (SPEC §4 announcement read). One row per member and
-- announcement: marking twice changes nothing. member_id is the members module's id, a plain
-- id as between all modules.
CREATE TABLE announcement_reads (
  merchant_id     integer NOT NULL,
  member_id       bigint NOT NULL,
  announcement_id bigint NOT NULL,
  read_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, announcement_id),
  FOREIGN KEY (merchant_id, announcement_id) REFERENCES announcements (merchant_id, id) ON DELETE CASCADE
);
