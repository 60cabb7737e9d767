-- The inbox (platform/src/modules/inbox) and the help centre (platform/src/modules/content,
-- help.ts): SPEC §2 /m/webEmail and /m/help, §6 inbox for members only (trial refused), §7
-- GET /wps/message/{unreadCount, inbox}, POST /wps/message/read, GET /wps/system/helpCenter.
-- Rows lead with merchant_id like every per-merchant table; member ids are the members module's,
-- plain ids as between all modules.

-- One message an operator (or a module, e.g. a feedback answer) sent. Who it is for:
--   members    the members listed in inbox_recipients (one member or a list, rows written at send);
--   everyone   every member of the merchant;
--   vip        the members whose VIP label is vip_label;
--   agent_line the downlines of agent agent_id, direct or not (members.parent_agent_id chain).
-- A group message writes no row per member: who belongs is decided when a member reads (their
-- label and agent chain then), among members who existed when it was sent. Per-member state is
-- written only when a member reads or deletes one (inbox_states), so sending to everyone costs one
-- row whatever the number of members.
CREATE TABLE inbox_messages (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  id          bigserial NOT NULL,
  audience    text NOT NULL CHECK (audience IN ('members', 'everyone', 'vip', 'agent_line')),
  vip_label   text CHECK (vip_label IS NULL OR length(vip_label) BETWEEN 1 AND 64),
  agent_id    bigint,
  -- What it is: an operator's notice, a feedback answer, a message of the system.
  kind        text NOT NULL CHECK (kind IN ('notice', 'feedback', 'system')),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  -- HTML, as the content allow-list leaves it (modules/content/html.ts).
  content     text NOT NULL DEFAULT '' CHECK (length(content) <= 20000),
  -- The operator who sent it (audit), or the module for a system message; never shown to members.
  sent_by     text NOT NULL CHECK (length(sent_by) BETWEEN 1 AND 64),
  -- Members in inbox_recipients (0 for a group message).
  recipient_count integer NOT NULL DEFAULT 0 CHECK (recipient_count >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, id),
  CHECK ((audience = 'vip') = (vip_label IS NOT NULL)),
  CHECK ((audience = 'agent_line') = (agent_id IS NOT NULL))
);

-- A member's reading walks their own rows (inbox_recipients) and the merchant's group messages,
-- never other members' personal ones.
CREATE INDEX inbox_messages_groups ON inbox_messages (merchant_id, created_at) WHERE audience <> 'members';

-- The members a 'members' message is for.
CREATE TABLE inbox_recipients (
  merchant_id integer NOT NULL,
  member_id   bigint NOT NULL,
  message_id  bigint NOT NULL,
  PRIMARY KEY (merchant_id, member_id, message_id),
  FOREIGN KEY (merchant_id, message_id) REFERENCES inbox_messages (merchant_id, id) ON DELETE CASCADE
);

-- What one member did with one message: read it (read_at), deleted it from their inbox
-- (deleted_at; it stays for everybody else). No row: unread and not deleted.
CREATE TABLE inbox_states (
  merchant_id integer NOT NULL,
  member_id   bigint NOT NULL,
  message_id  bigint NOT NULL,
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (merchant_id, member_id, message_id),
  FOREIGN KEY (merchant_id, message_id) REFERENCES inbox_messages (merchant_id, id) ON DELETE CASCADE
);

-- The operators' list counts the reads of each message.
CREATE INDEX inbox_states_message ON inbox_states (merchant_id, message_id) WHERE read_at IS NOT NULL;

-- The help centre (SPEC §3 help entry: title, content): one entry per topic, in the merchant's
-- order, for a device (MOBILE, or ALL devices). tag names an entry a link can ask for by name
-- (/m/help?title=affiliate); at most one entry per tag and device.
CREATE TABLE help_entries (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  id          bigserial NOT NULL,
  tag         text CHECK (tag IS NULL OR tag ~ '^[a-z][a-z0-9_-]{0,31}$'),
  device      text NOT NULL DEFAULT 'ALL' CHECK (device IN ('ALL', 'MOBILE', 'WEB')),
  sort        integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN -100000 AND 100000),
  enabled     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, id)
);

CREATE UNIQUE INDEX help_entries_tag ON help_entries (merchant_id, tag, device) WHERE tag IS NOT NULL;

-- Title and HTML of a help entry in one language; EN is the fallback of every other language.
CREATE TABLE help_texts (
  merchant_id integer NOT NULL,
  entry_id    bigint NOT NULL,
  language    text NOT NULL CHECK (language ~ '^[A-Z]{2}$'),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content     text NOT NULL DEFAULT '' CHECK (length(content) <= 50000),
  PRIMARY KEY (merchant_id, entry_id, language),
  FOREIGN KEY (merchant_id, entry_id) REFERENCES help_entries (merchant_id, id) ON DELETE CASCADE
);
