-- Section, group and category names per attribute label language, stored as attribute labels
-- are (`attribute_labels`): one row per language, so "unique within its scope in each language" is
-- an index, not a hope. The `name` column of each owner stays: it holds the name shown when the
-- reader's language has none (the company's first label language, else the first name given),
-- which the service rewrites with the names, and which imports and exports keep reading.

CREATE TABLE attribute_section_names (
  company_id uuid NOT NULL,
  section_id integer NOT NULL,
  language text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND position('|' IN name) = 0),
  PRIMARY KEY (section_id, language),
  FOREIGN KEY (company_id, section_id) REFERENCES attribute_sections (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX attribute_section_names_name_key ON attribute_section_names (company_id, language, lower(name));
SELECT pimento_tenant_table('attribute_section_names');

CREATE TABLE attribute_group_names (
  company_id uuid NOT NULL,
  group_id integer NOT NULL,
  language text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND position('|' IN name) = 0),
  PRIMARY KEY (group_id, language),
  FOREIGN KEY (company_id, group_id) REFERENCES attribute_groups (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX attribute_group_names_name_key ON attribute_group_names (company_id, language, lower(name));
SELECT pimento_tenant_table('attribute_group_names');

-- `level` is the parent's id (0 for a root): names are unique within a level (spec §5), in each
-- language. The category service rewrites it when a category moves.
CREATE TABLE category_names (
  company_id uuid NOT NULL,
  category_id bigint NOT NULL,
  level bigint NOT NULL,
  language text NOT NULL,
  name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 255),
  PRIMARY KEY (category_id, language),
  FOREIGN KEY (company_id, category_id) REFERENCES categories (company_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX category_names_name_key ON category_names (company_id, level, language, lower(name));
SELECT pimento_tenant_table('category_names');

-- Today's names become names in each company's first label language.
CREATE FUNCTION pimento_first_label_language(settings jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(settings -> 'attribute_label_languages' ->> 0, 'en') $$;

INSERT INTO attribute_section_names (company_id, section_id, language, name)
SELECT s.company_id, s.id, pimento_first_label_language(c.settings), s.name FROM attribute_sections s JOIN companies c ON c.id = s.company_id;
INSERT INTO attribute_group_names (company_id, group_id, language, name)
SELECT g.company_id, g.id, pimento_first_label_language(c.settings), g.name FROM attribute_groups g JOIN companies c ON c.id = g.company_id;
INSERT INTO category_names (company_id, category_id, level, language, name)
SELECT k.company_id, k.id, coalesce(k.parent_id, 0), pimento_first_label_language(c.settings), k.name FROM categories k JOIN companies c ON c.id = k.company_id;

-- A pipe splits a list in imports and exports (spec §5): refused from now on, like in labels;
-- a category named with one before stays readable until it is renamed.
ALTER TABLE category_names ADD CONSTRAINT category_names_no_pipe CHECK (position('|' IN name) = 0) NOT VALID;

-- The shown name may now repeat (`Lamps` in English for one, in French for another): the
-- uniqueness lives in the names tables.
DROP INDEX attribute_sections_name_key;
DROP INDEX attribute_groups_name_key;
DROP INDEX categories_name_in_level;
CREATE INDEX categories_level_name ON categories (company_id, coalesce(parent_id, 0), lower(name));
