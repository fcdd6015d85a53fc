-- Asset feeds (docs/assets.md "Asset export"): a feed of an asset export template delivers a zip.
ALTER TABLE feeds DROP CONSTRAINT IF EXISTS feeds_format_check;
ALTER TABLE feeds ADD CONSTRAINT feeds_format_check CHECK (format IN ('xlsx', 'csv', 'json', 'zip'));
