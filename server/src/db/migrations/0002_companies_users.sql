-- Companies (tenants), their users, groups and roles.

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Feature activations and settings: merged over the defaults of the companies module on read,
  -- so a new feature needs no data migration.
  features jsonb NOT NULL DEFAULT '{}',
  settings jsonb NOT NULL DEFAULT '{}',
  -- Maintained by the import and ETIM import jobs.
  import_processing boolean NOT NULL DEFAULT false,
  etim_import_processing boolean NOT NULL DEFAULT false,
  ai_credits_total integer NOT NULL DEFAULT 0 CHECK (ai_credits_total >= 0),
  ai_credits_used integer NOT NULL DEFAULT 0 CHECK (ai_credits_used >= 0),
  saml boolean NOT NULL DEFAULT false,
  microsoft_client_id text,
  microsoft_tenant_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_name_key ON companies (lower(name));

-- A company sees only its own row.
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
ALTER TABLE companies FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON companies TO pimento_app
  USING (id = pimento_current_company()) WITH CHECK (id = pimento_current_company());
DO $$ BEGIN
  EXECUTE format('CREATE POLICY system_access ON companies TO %I USING (true) WITH CHECK (true)', current_user);
END $$;
GRANT SELECT, UPDATE ON companies TO pimento_app;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Usernames are unique across companies: sign-in takes only a username.
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 150 AND username !~ '\s'),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  first_name text NOT NULL DEFAULT '' CHECK (length(first_name) <= 150),
  last_name text NOT NULL DEFAULT '' CHECK (length(last_name) <= 150),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr')),
  is_superuser boolean NOT NULL DEFAULT false,
  is_administrator boolean NOT NULL DEFAULT false,
  is_consultant boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  email_confirmed boolean NOT NULL DEFAULT false,
  password_hash text,
  previous_password_hash text,
  -- Sidebar order and shortcuts (`pimento-user-store-data`).
  user_settings jsonb NOT NULL DEFAULT '{}',
  model_columns jsonb,
  product_columns jsonb,
  attribute_price_columns jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_company_idx ON users (company_id);
SELECT pimento_tenant_table('users');

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  can_read boolean NOT NULL DEFAULT true,
  can_create boolean NOT NULL DEFAULT false,
  can_edit boolean NOT NULL DEFAULT false,
  can_delete boolean NOT NULL DEFAULT false,
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX roles_name_key ON roles (company_id, lower(name));
SELECT pimento_tenant_table('roles');

CREATE TABLE groups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  manager_id uuid,
  UNIQUE (company_id, id),
  -- Composite keys keep every reference inside the same company.
  FOREIGN KEY (company_id, manager_id) REFERENCES users (company_id, id) ON DELETE SET NULL (manager_id)
);
CREATE UNIQUE INDEX groups_name_key ON groups (company_id, lower(name));
SELECT pimento_tenant_table('groups');

-- A user's membership of a group, with the role that gives their rights in it.
CREATE TABLE group_members (
  company_id uuid NOT NULL,
  group_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role_id uuid NOT NULL,
  PRIMARY KEY (group_id, user_id),
  FOREIGN KEY (company_id, group_id) REFERENCES groups (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, user_id) REFERENCES users (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, role_id) REFERENCES roles (company_id, id)
);
CREATE INDEX group_members_user_idx ON group_members (user_id);
SELECT pimento_tenant_table('group_members');

-- Spec §6: an administrator is in no group. The service refuses it first; this is the last wall.
CREATE FUNCTION pimento_refuse_administrator_in_group() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND is_administrator) THEN
    RAISE EXCEPTION 'an administrator cannot be in a group' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER group_members_no_administrator BEFORE INSERT OR UPDATE ON group_members
  FOR EACH ROW EXECUTE FUNCTION pimento_refuse_administrator_in_group();
