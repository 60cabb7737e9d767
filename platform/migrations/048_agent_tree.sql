-- The agents' tree (platform/src/modules/agents, issue 20). Every member has at most one parent
-- agent (members.parent_agent_id, set at registration by an affiliate code or when an agent opens
-- a downline); agent_tree is its closure: one row per (ancestor, member) pair, the member itself
-- included at depth 0, so "the team of agent A" is `WHERE ancestor_id = A` and "the line above
-- member M" is `WHERE member_id = M ORDER BY depth`, each one index range, never a recursion per
-- request. A trigger on members keeps it in the member's own transaction, so no code path that
-- creates or moves a member can leave the tree behind. Owned by modules/agents.

CREATE TABLE agent_tree (
  merchant_id  integer NOT NULL,
  ancestor_id  bigint NOT NULL,
  member_id    bigint NOT NULL,
  depth        integer NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (merchant_id, ancestor_id, member_id),
  CHECK ((depth = 0) = (ancestor_id = member_id)),
  FOREIGN KEY (merchant_id, ancestor_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- The line above a member, nearest first (rebate differences, contract offers, access checks).
CREATE UNIQUE INDEX agent_tree_member ON agent_tree (merchant_id, member_id, depth);

-- Keeps the closure: a new member gets its own row and its parent's ancestors one level further;
-- a member moved under another parent takes its whole subtree along (rows from the old line to
-- the subtree go, rows from the new line to the subtree come). A parent inside the member's own
-- subtree would make a cycle, which the tree refuses.
-- The trigger needs its function now; platform/sql/functions/agent_tree_sync.sql holds the current
-- definition, which every boot applies over this first one (platform/sql/README.md).
CREATE FUNCTION agent_tree_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO agent_tree (merchant_id, ancestor_id, member_id, depth)
    SELECT NEW.merchant_id, NEW.id, NEW.id, 0
    UNION ALL
    SELECT NEW.merchant_id, t.ancestor_id, NEW.id, t.depth + 1
      FROM agent_tree t WHERE t.merchant_id = NEW.merchant_id AND t.member_id = NEW.parent_agent_id;
    RETURN NEW;
  END IF;
  IF NEW.parent_agent_id IS NOT DISTINCT FROM OLD.parent_agent_id THEN
    RETURN NEW;
  END IF;
  IF NEW.parent_agent_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM agent_tree WHERE merchant_id = NEW.merchant_id AND ancestor_id = NEW.id AND member_id = NEW.parent_agent_id
  ) THEN
    RAISE EXCEPTION 'agent tree cycle: member % under its own downline %', NEW.id, NEW.parent_agent_id
      USING ERRCODE = 'check_violation';
  END IF;
  DELETE FROM agent_tree d
   WHERE d.merchant_id = NEW.merchant_id
     AND d.member_id IN (SELECT s.member_id FROM agent_tree s WHERE s.merchant_id = NEW.merchant_id AND s.ancestor_id = NEW.id)
     AND d.ancestor_id IN (SELECT a.ancestor_id FROM agent_tree a WHERE a.merchant_id = NEW.merchant_id AND a.member_id = NEW.id AND a.depth > 0);
  INSERT INTO agent_tree (merchant_id, ancestor_id, member_id, depth)
  SELECT NEW.merchant_id, a.ancestor_id, s.member_id, a.depth + s.depth + 1
    FROM agent_tree a
    JOIN agent_tree s ON s.merchant_id = NEW.merchant_id AND s.ancestor_id = NEW.id
   WHERE a.merchant_id = NEW.merchant_id AND a.member_id = NEW.parent_agent_id;
  RETURN NEW;
END $$;

CREATE TRIGGER agent_tree_insert AFTER INSERT ON members FOR EACH ROW EXECUTE FUNCTION agent_tree_sync();
CREATE TRIGGER agent_tree_move AFTER UPDATE OF parent_agent_id ON members FOR EACH ROW EXECUTE FUNCTION agent_tree_sync();

-- The members that exist already, level by level from the roots.
INSERT INTO agent_tree (merchant_id, ancestor_id, member_id, depth)
WITH RECURSIVE line AS (
  SELECT merchant_id, id AS ancestor_id, id AS member_id, 0 AS depth FROM members
  UNION ALL
  SELECT l.merchant_id, l.ancestor_id, m.id, l.depth + 1
    FROM line l JOIN members m ON m.merchant_id = l.merchant_id AND m.parent_agent_id = l.member_id
)
SELECT merchant_id, ancestor_id, member_id, depth FROM line;

-- Each agent's and member's rebate (返点) per product type, in basis points of the settled stake
-- (50 = 0.50 %). A member without a row for a product earns none on it. The rules of who may set
-- what (an upline only raises, never above its own rate minus the merchant's minimum gap) are the
-- module's (lib/agent/rebate.ts); the database holds the range.
CREATE TABLE agent_rebates (
  merchant_id  integer NOT NULL,
  member_id    bigint NOT NULL,
  product      text NOT NULL CHECK (product IN ('lottery', 'slots', 'live', 'sports', 'fishing', 'poker')),
  rate_bp      integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, member_id, product),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- The merchant's agent rules (rebate ceilings per product, the minimum gap between an agent and
-- its downline, promotion-link caps and opening quotas, whether transfers to downlines are on,
-- what makes a member active, the contracts' switches), checked whole by the module's zod schema
-- before it is stored. No row: the module's defaults.
CREATE TABLE agent_settings (
  merchant_id  integer PRIMARY KEY REFERENCES merchants (id),
  settings     jsonb NOT NULL CHECK (jsonb_typeof(settings) = 'object'),
  updated_at   timestamptz NOT NULL
);
