-- The plan's limit on feeds (spec §9), beside the templates' and the products' (NULL: no limit).
ALTER TABLE catalogue_settings ADD COLUMN feeds_limit integer CHECK (feeds_limit >= 0);
