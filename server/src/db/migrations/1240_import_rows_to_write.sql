-- The launch reads its staged rows a batch at a time, in line order, from the last checkpoint:
-- `outcome IN ('created', 'updated') AND written_version IS NULL AND line > $3 ORDER BY line LIMIT`.
-- Through `import_run_rows_outcome` (company, run, outcome, line) PostgreSQL read every remaining
-- row of both outcomes and sorted them at each batch: 0.7 s a batch at 100,000 rows, quadratic in
-- the file (docs/imports.md "Measured"). This index holds the rows to write in line order: each
-- batch reads its own rows and no more. `written_version` stays out of its predicate, so that
-- recording a written row does not have to touch the indexes (a HOT update where the page has room).
CREATE INDEX import_run_rows_to_write ON import_run_rows (company_id, run_id, line)
  WHERE outcome IN ('created', 'updated');
