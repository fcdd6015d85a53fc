-- A PDF catalogue run (docs/pdf-catalogues.md): the page design its template said when the run was
-- asked for (cover, contents, products per page, price, header and footer, font). NULL: not a PDF.
ALTER TABLE export_runs ADD COLUMN pdf_page jsonb;
ALTER TABLE export_runs DROP CONSTRAINT IF EXISTS export_runs_format_check;
ALTER TABLE export_runs ADD CONSTRAINT export_runs_format_check CHECK (format IN ('xlsx', 'csv', 'json', 'zip', 'pdf'));
