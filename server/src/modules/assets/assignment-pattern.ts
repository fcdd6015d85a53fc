/**
 * An assignment rule's pills as a regular expression over one subject: the asset's file name, or
 * its URL's path, without the extension. Pills that name products take the shortest text that
 * lets the rest of the pattern fit; a sequence takes digits, a language a code like `fr` or
 * `fr-BE`, a featured marker is optional, a text pill is taken as written. Case is ignored.
 */
import path from 'node:path';
import type { AssetRulePill, AssetRuleSource } from '@pimento/shared-kit/contracts/asset-assignment';

/** What one subject said, pill by pill; `null` where a pill is absent from the rule (or the marker from the name). */
export type PatternCaptures = {
  sku: string | null;
  modelReference: string | null;
  /** By attribute id. */
  attributes: Map<number, string>;
  sequence: number | null;
  language: string | null;
  featured: boolean;
};

export type CompiledPattern = (subject: string) => PatternCaptures | null;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pillExpression(pill: AssetRulePill): string {
  switch (pill.type) {
    case 'sku':
    case 'model_reference':
    case 'attribute':
      return '(.+?)';
    case 'sequence':
      return '(\\d{1,6})';
    case 'language':
      return '([A-Za-z]{2}(?:[-_][A-Za-z]{2})?)';
    case 'featured':
      return `(${escape(pill.text)})?`;
    case 'text':
      return escape(pill.text);
  }
}

export function compilePattern(pills: readonly AssetRulePill[]): CompiledPattern {
  const capturing = pills.filter((pill) => pill.type !== 'text');
  const expression = new RegExp(`^${pills.map(pillExpression).join('')}$`, 'i');
  return (subject) => {
    const found = expression.exec(subject);
    if (found === null) return null;
    const captures: PatternCaptures = { sku: null, modelReference: null, attributes: new Map(), sequence: null, language: null, featured: false };
    capturing.forEach((pill, index) => {
      const value = found[index + 1];
      if (pill.type === 'featured') captures.featured = value !== undefined;
      else if (value === undefined) return;
      else if (pill.type === 'sku') captures.sku = value;
      else if (pill.type === 'model_reference') captures.modelReference = value;
      else if (pill.type === 'attribute') captures.attributes.set(pill.attribute_id, value);
      else if (pill.type === 'sequence') captures.sequence = Number(value);
      else if (pill.type === 'language') captures.language = value.toLowerCase().replace('_', '-');
    });
    return captures;
  };
}

/** The name without its extension (`ABC-1_fr.jpg` → `ABC-1_fr`). */
export function nameSubject(fileName: string): string {
  const extension = path.extname(fileName);
  return extension.length > 1 ? fileName.slice(0, -extension.length) : fileName;
}

/**
 * A URL's path, decoded, without its leading slash nor the last segment's extension
 * (`https://cdn.example.com/img/ABC-1/2.jpg?v=3` → `img/ABC-1/2`); null for no URL.
 * Text that is not a URL is read as a path already (a pasted line of the preview).
 */
export function urlSubject(url: string | null): string | null {
  if (url === null) return null;
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    pathname = url.split(/[?#]/)[0]!;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  return nameSubject(decoded.replace(/^\/+/, ''));
}

/** What a rule reads of an asset. */
export function subjectOf(source: AssetRuleSource, asset: { file_name: string; original_url: string | null }): string | null {
  return source === 'name' ? nameSubject(asset.file_name) : urlSubject(asset.original_url);
}
