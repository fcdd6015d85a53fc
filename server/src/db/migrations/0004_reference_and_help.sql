-- Platform-wide content shared by every company: languages and the help centre.

CREATE TABLE languages (
  code text PRIMARY KEY,
  label_en text NOT NULL,
  label_fr text NOT NULL
);
GRANT SELECT ON languages TO pimento_app;

CREATE TABLE help_articles (
  id serial PRIMARY KEY,
  -- Stable key of a seeded article, so seeding is idempotent.
  slug text NOT NULL UNIQUE,
  title_fr text NOT NULL,
  title_en text,
  content_fr text NOT NULL,
  content_en text,
  attachments jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);
GRANT SELECT ON help_articles TO pimento_app;

-- Which article the help bar opens on each application path.
CREATE TABLE help_sidebar_relations (
  path text PRIMARY KEY,
  article_id integer NOT NULL REFERENCES help_articles (id) ON DELETE CASCADE
);
GRANT SELECT ON help_sidebar_relations TO pimento_app;
