-- The generation of what counts a product's figures were computed for (docs/completion.md): the
-- recomputation leaves alone the products a save has already refreshed under the current one.
ALTER TABLE product_completion ADD COLUMN generation integer NOT NULL DEFAULT 0;
