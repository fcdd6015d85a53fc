-- Attribute definitions: sections → groups → attributes (ordered), attribute sets,
-- choice lists and their choices, object types and objects (targets of object-link attributes).
-- Ids are integers: product values are a jsonb document keyed by attribute id, so ids stay short.
-- Every table is a tenant table; references are composite (company_id, id) so that nothing can
-- point into another company. `version` is bumped by the service on every edit (409 on a stale one).

CREATE TABLE attribute_sections (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND position('|' IN name) = 0),
  position integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX attribute_sections_name_key ON attribute_sections (company_id, lower(name));
SELECT pimento_tenant_table('attribute_sections');

CREATE TABLE attribute_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  section_id integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND position('|' IN name) = 0),
  position integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, id),
  -- Spec §5: a section with groups cannot be deleted.
  FOREIGN KEY (company_id, section_id) REFERENCES attribute_sections (company_id, id) ON DELETE RESTRICT
);
CREATE UNIQUE INDEX attribute_groups_name_key ON attribute_groups (company_id, lower(name));
CREATE INDEX attribute_groups_section_idx ON attribute_groups (company_id, section_id, position);
SELECT pimento_tenant_table('attribute_groups');

CREATE TABLE attribute_sets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND position('|' IN name) = 0),
  position integer NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX attribute_sets_name_key ON attribute_sets (company_id, lower(name));
SELECT pimento_tenant_table('attribute_sets');

-- A shared list (dropdown lists screen) has a name; an attribute's own choices live in a private
-- list (shared = false, no name) so that values are checked the same way for both.
CREATE TABLE choice_lists (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  shared boolean NOT NULL,
  name text CHECK (length(name) BETWEEN 1 AND 100 AND position('|' IN name) = 0),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, id),
  CHECK (shared = (name IS NOT NULL))
);
CREATE UNIQUE INDEX choice_lists_name_key ON choice_lists (company_id, lower(name)) WHERE shared;
SELECT pimento_tenant_table('choice_lists');

CREATE TABLE choices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL,
  choice_list_id integer NOT NULL,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 100 AND position('|' IN code) = 0),
  labels jsonb NOT NULL DEFAULT '{}',
  position integer NOT NULL,
  -- Spec §5: two choices cannot share a code.
  UNIQUE (choice_list_id, code),
  FOREIGN KEY (company_id, choice_list_id) REFERENCES choice_lists (company_id, id) ON DELETE CASCADE
);
SELECT pimento_tenant_table('choices');

CREATE TABLE object_types (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND position('|' IN name) = 0),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, id)
);
CREATE UNIQUE INDEX object_types_name_key ON object_types (company_id, lower(name));
SELECT pimento_tenant_table('object_types');

CREATE TABLE objects (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL,
  object_type_id integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255 AND position('|' IN name) = 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  FOREIGN KEY (company_id, object_type_id) REFERENCES object_types (company_id, id) ON DELETE RESTRICT
);
CREATE UNIQUE INDEX objects_name_key ON objects (object_type_id, lower(name));
SELECT pimento_tenant_table('objects');

-- Spec §5/§6: an object belongs to at least one user group (checked by the service: a row-level
-- constraint cannot see "the last one"), and group rights decide who reads and edits it.
CREATE TABLE object_groups (
  company_id uuid NOT NULL,
  object_id integer NOT NULL,
  group_id uuid NOT NULL,
  PRIMARY KEY (object_id, group_id),
  FOREIGN KEY (company_id, object_id) REFERENCES objects (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, group_id) REFERENCES groups (company_id, id) ON DELETE CASCADE
);
CREATE INDEX object_groups_group_idx ON object_groups (group_id);
SELECT pimento_tenant_table('object_groups');

CREATE TABLE attributes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 100 AND code ~ '^[A-Za-z0-9_.-]+$'),
  type text NOT NULL CHECK (type IN ('text', 'integer', 'decimal', 'long_text', 'boolean', 'date', 'time', 'url',
    'url_list', 'dropdown', 'multi_dropdown', 'email', 'object_link', 'range')),
  group_id integer NOT NULL,
  position integer NOT NULL DEFAULT 0,
  unit_type text,
  unit text,
  min double precision,
  max double precision,
  max_length integer CHECK (max_length > 0),
  localizable boolean NOT NULL DEFAULT false,
  is_unique boolean NOT NULL DEFAULT false,
  choice_list_id integer,
  object_type_id integer,
  suggestions jsonb NOT NULL DEFAULT '[]',
  default_value jsonb,
  -- Computed attributes: the source text, its checked syntax tree and the codes it reads.
  formula text,
  formula_ast jsonb,
  formula_inputs text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, id),
  CHECK (min IS NULL OR max IS NULL OR min <= max),
  CHECK ((unit IS NULL) = (unit_type IS NULL)),
  -- Spec §5: a group with attributes cannot be deleted; a choice list in use neither.
  FOREIGN KEY (company_id, group_id) REFERENCES attribute_groups (company_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (company_id, choice_list_id) REFERENCES choice_lists (company_id, id) ON DELETE RESTRICT,
  FOREIGN KEY (company_id, object_type_id) REFERENCES object_types (company_id, id) ON DELETE RESTRICT
);
-- Codes are unique whatever their case: formulas and imports name attributes by code.
CREATE UNIQUE INDEX attributes_code_key ON attributes (company_id, lower(code));
CREATE INDEX attributes_group_idx ON attributes (company_id, group_id, position);
CREATE INDEX attributes_choice_list_idx ON attributes (company_id, choice_list_id) WHERE choice_list_id IS NOT NULL;
SELECT pimento_tenant_table('attributes');

-- One row per label language, so "labels are unique per language" is an index, not a hope.
CREATE TABLE attribute_labels (
  company_id uuid NOT NULL,
  attribute_id integer NOT NULL,
  language text NOT NULL,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 255 AND position('|' IN label) = 0),
  PRIMARY KEY (attribute_id, language),
  FOREIGN KEY (company_id, attribute_id) REFERENCES attributes (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX attribute_labels_label_key ON attribute_labels (company_id, language, lower(label));
SELECT pimento_tenant_table('attribute_labels');

CREATE TABLE attribute_set_members (
  company_id uuid NOT NULL,
  set_id integer NOT NULL,
  attribute_id integer NOT NULL,
  PRIMARY KEY (set_id, attribute_id),
  FOREIGN KEY (company_id, set_id) REFERENCES attribute_sets (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, attribute_id) REFERENCES attributes (company_id, id) ON DELETE CASCADE
);
CREATE INDEX attribute_set_members_attribute_idx ON attribute_set_members (attribute_id);
SELECT pimento_tenant_table('attribute_set_members');

-- The user groups whose roles give rights on an attribute (use_advanced_rights).
CREATE TABLE attribute_user_groups (
  company_id uuid NOT NULL,
  attribute_id integer NOT NULL,
  group_id uuid NOT NULL,
  PRIMARY KEY (attribute_id, group_id),
  FOREIGN KEY (company_id, attribute_id) REFERENCES attributes (company_id, id) ON DELETE CASCADE,
  FOREIGN KEY (company_id, group_id) REFERENCES groups (company_id, id) ON DELETE CASCADE
);
CREATE INDEX attribute_user_groups_group_idx ON attribute_user_groups (group_id);
SELECT pimento_tenant_table('attribute_user_groups');

-- A stamp that changes with every change to a company's attribute definitions: product saves
-- read it (one indexed row) and reuse their cached definitions while it is unchanged. A random
-- uuid rather than a counter, so a rolled-back change can never reuse a stamp. No foreign key:
-- company deletion cascades fire these triggers too.
CREATE TABLE attribute_catalogue_stamps (
  company_id uuid PRIMARY KEY,
  stamp uuid NOT NULL
);
SELECT pimento_tenant_table('attribute_catalogue_stamps');

CREATE FUNCTION pimento_stamp_attribute_catalogue() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_company uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed_company := OLD.company_id; ELSE changed_company := NEW.company_id; END IF;
  INSERT INTO attribute_catalogue_stamps (company_id, stamp) VALUES (changed_company, gen_random_uuid())
    ON CONFLICT (company_id) DO UPDATE SET stamp = EXCLUDED.stamp;
  RETURN NULL;
END $$;

CREATE TRIGGER attributes_stamp AFTER INSERT OR UPDATE OR DELETE ON attributes
  FOR EACH ROW EXECUTE FUNCTION pimento_stamp_attribute_catalogue();
CREATE TRIGGER attribute_labels_stamp AFTER INSERT OR UPDATE OR DELETE ON attribute_labels
  FOR EACH ROW EXECUTE FUNCTION pimento_stamp_attribute_catalogue();
CREATE TRIGGER attribute_groups_stamp AFTER INSERT OR UPDATE OR DELETE ON attribute_groups
  FOR EACH ROW EXECUTE FUNCTION pimento_stamp_attribute_catalogue();
CREATE TRIGGER choices_stamp AFTER INSERT OR UPDATE OR DELETE ON choices
  FOR EACH ROW EXECUTE FUNCTION pimento_stamp_attribute_catalogue();
CREATE TRIGGER attribute_set_members_stamp AFTER INSERT OR UPDATE OR DELETE ON attribute_set_members
  FOR EACH ROW EXECUTE FUNCTION pimento_stamp_attribute_catalogue();
CREATE TRIGGER attribute_user_groups_stamp AFTER INSERT OR UPDATE OR DELETE ON attribute_user_groups
  FOR EACH ROW EXECUTE FUNCTION pimento_stamp_attribute_catalogue();
