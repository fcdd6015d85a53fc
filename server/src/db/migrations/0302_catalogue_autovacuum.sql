-- Index-only scans (every listing probe, every count from the indexes) skip the row only on pages
-- the visibility map marks all-visible; a bulk edit of 100,000 products clears that mark on most
-- pages of the typed tables, and the probes then read the rows too (a count went from 0.2 s to
-- 28 s until the table was vacuumed). PostgreSQL's default waits for 20 % of a table to change
-- (2 M rows of product_value_number at 1 M products): vacuum the catalogue tables after 2 %.
-- docs/catalogue-storage.md, "Bulk actions".
ALTER TABLE products SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE product_categories SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE product_value_text SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE product_value_number SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
ALTER TABLE product_value_date SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
