-- The agents' closure table kept by a trigger on members (migration 048, modules/agents): see that
-- migration for what the rows mean. A new member gets its own row and its parent's line one level
-- further down; a member moved under another parent takes its whole subtree along; a parent inside
-- the member's own subtree would be a cycle and is refused.
CREATE OR REPLACE FUNCTION agent_tree_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
