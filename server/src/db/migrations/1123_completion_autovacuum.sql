-- A recomputation after a rule for every product rewrites every row of product_completion (3.7 M
-- at 1 M products and 5 clients): the default autovacuum waits for 20 % of the table to change and
-- left 6.7 M dead rows behind two runs, which the next run's reads walked through. Vacuum after 2 %,
-- as the catalogue's tables (0302). docs/completion.md, "Measured".
ALTER TABLE product_completion SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
