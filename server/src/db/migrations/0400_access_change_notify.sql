-- Every API process caches, per company, what each request would otherwise re-read about its
-- caller: the authorization actor and the current-user answer (modules/rights/access-cache.ts).
-- These triggers tell every process, through NOTIFY (delivered at commit, once per company and
-- transaction), that a company's users, groups, roles, memberships or features changed.

CREATE FUNCTION pimento_notify_access_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- TG_ARGV[0] names the column holding the company id: `id` on companies, `company_id` elsewhere.
  PERFORM pg_notify('pimento_access_changed', COALESCE(to_jsonb(NEW), to_jsonb(OLD)) ->> TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER companies_access_changed AFTER UPDATE OF name, features OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION pimento_notify_access_changed('id');
CREATE TRIGGER users_access_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION pimento_notify_access_changed('company_id');
CREATE TRIGGER roles_access_changed AFTER INSERT OR UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION pimento_notify_access_changed('company_id');
CREATE TRIGGER groups_access_changed AFTER INSERT OR UPDATE OR DELETE ON groups
  FOR EACH ROW EXECUTE FUNCTION pimento_notify_access_changed('company_id');
CREATE TRIGGER group_members_access_changed AFTER INSERT OR UPDATE OR DELETE ON group_members
  FOR EACH ROW EXECUTE FUNCTION pimento_notify_access_changed('company_id');
