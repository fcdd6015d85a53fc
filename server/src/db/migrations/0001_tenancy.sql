-- The tenant wall: a restricted role that every request on behalf of a user runs as
-- (`Database.withTenant`), and a helper that puts a table behind row-level security in one line.

DO $$
BEGIN
  CREATE ROLE pimento_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Roles are shared by every database of a cluster: another database may have created it.
  NULL;
END $$;

-- The connecting role must be allowed to SET ROLE pimento_app (a superuser already is).
DO $$
BEGIN
  EXECUTE format('GRANT pimento_app TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL;
END $$;

GRANT USAGE ON SCHEMA public TO pimento_app;

-- The company of the current tenant transaction, NULL outside one (then no tenant row is visible).
CREATE OR REPLACE FUNCTION pimento_current_company() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('pimento.company_id', true), '')::uuid $$;

-- Declares a tenant table: it must have a `company_id uuid NOT NULL` column.
-- pimento_app sees and writes only the rows of pimento_current_company(); the role that ran the
-- migrations (the server's own connection: login, CLI, jobs bookkeeping) keeps full access even
-- when it is not a superuser, because FORCE makes policies apply to the table owner too.
CREATE OR REPLACE FUNCTION pimento_tenant_table(target regclass) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO pimento_app
       USING (company_id = pimento_current_company())
       WITH CHECK (company_id = pimento_current_company())',
    target);
  EXECUTE format('DROP POLICY IF EXISTS system_access ON %s', target);
  EXECUTE format('CREATE POLICY system_access ON %s TO %I USING (true) WITH CHECK (true)', target, current_user);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO pimento_app', target);
  EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO pimento_app';
END $$;
