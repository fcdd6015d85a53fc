/**
 * A help article as a release ships it: French and English, in the help format
 * (`shared-kit/src/help/article-blocks.ts`: `## ` headings make the table of contents), and the
 * application paths whose help bar opens it (the longest path that prefixes the page wins).
 */
export type SeedArticle = {
  slug: string;
  title_en: string;
  title_fr: string;
  content_en: string;
  content_fr: string;
  /** Application paths whose help bar shows this article. */
  paths: string[];
  attachments?: { name: string; url: string }[];
};
