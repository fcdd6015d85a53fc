-- The help bar's relations (path → article) are chosen by superusers from the help centre. A
-- superuser's choice survives the next release's seeding, and "no article here" is a choice too.
ALTER TABLE help_sidebar_relations ALTER COLUMN article_id DROP NOT NULL;
ALTER TABLE help_sidebar_relations ADD COLUMN chosen_by_superuser boolean NOT NULL DEFAULT false;
-- Platform-wide rows, no company: the service lets only superusers write them.
GRANT INSERT, UPDATE ON help_sidebar_relations TO pimento_app;
-- The help centre lists the articles in the order a release gives them (first steps first).
ALTER TABLE help_articles ADD COLUMN position integer NOT NULL DEFAULT 0;
