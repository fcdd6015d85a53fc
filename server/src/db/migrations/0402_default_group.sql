-- Objects must belong to at least one group (spec §6), and a company had no way to get its first
-- one: every company now starts with a group (companies/service.ts), and those created before
-- get theirs here.
INSERT INTO groups (company_id, name)
SELECT c.id, 'General' FROM companies c WHERE NOT EXISTS (SELECT 1 FROM groups g WHERE g.company_id = c.id);
