-- A pasted list of SKUs or model references matches ignoring letter case when no other key of the
-- company differs from it only by case (catalogue/pasted-matches.ts): 100,000 values looked up by
-- lower(key) on a million products need these.
CREATE INDEX products_sku_lower ON products (company_id, lower(sku));
CREATE INDEX models_reference_lower ON models (company_id, lower(reference));
