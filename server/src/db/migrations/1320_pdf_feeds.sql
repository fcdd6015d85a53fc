-- A feed of a PDF catalogue template writes its PDF (docs/feeds.md "Template types").
ALTER TABLE feeds DROP CONSTRAINT IF EXISTS feeds_format_check;
ALTER TABLE feeds ADD CONSTRAINT feeds_format_check CHECK (format IN ('xlsx', 'csv', 'json', 'pdf', 'zip'));
