/**
 * Category paths in an import's cells (`Lighting > Indoor | Cables > Power`): levels separated by
 * `>`, several paths in one cell separated by `|` or `;`. A name is matched in any label language
 * (docs/attributes.md): exactly (the shown name first), else without regard to case when only one
 * category of its level matches (each language's unique index already compares names without
 * case, so that is the rule, not a guess). Pure: the dry run holds the
 * company's categories in memory (a few thousand rows at most) and resolves every row against them.
 */
import type { Queryable } from '../../db/database.ts';
import { insertCategory, lockTrees } from '../categories/repository.ts';

/** `names`: its names in every label language (a path matches in any of them, the shown `name` first). */
export type CategoryNode = { id: number; parent_id: number | null; name: string; names?: string[]; ancestors: number[] };

/** A path the launch has to create: the names below `parent` (an existing category), top first. */
export type MissingCategoryPath = { parent: number; names: string[] };

export type PathResolution =
  | { kind: 'found'; id: number }
  | { kind: 'missing'; missing: MissingCategoryPath }
  /** The tree (or the first level below the pill's tree) does not exist, or the path is malformed. */
  | { kind: 'unknown' };

const levelKey = (parent: number | null, name: string) => `${parent ?? 0}\u0000${name}`;

export class CategoryIndex {
  private readonly byId = new Map<number, CategoryNode>();
  private readonly exact = new Map<string, number>();
  private readonly folded = new Map<string, number[]>();

  constructor(nodes: readonly CategoryNode[]) {
    for (const node of nodes) {
      this.byId.set(node.id, node);
      this.exact.set(levelKey(node.parent_id, node.name), node.id);
    }
    for (const node of nodes) {
      for (const name of new Set([node.name, ...(node.names ?? [])])) {
        const exact = levelKey(node.parent_id, name);
        if (!this.exact.has(exact)) this.exact.set(exact, node.id);
        const key = levelKey(node.parent_id, name.toLowerCase());
        const ids = this.folded.get(key) ?? [];
        if (!ids.includes(node.id)) this.folded.set(key, [...ids, node.id]);
      }
    }
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** The root of the tree a category belongs to. */
  rootOf(id: number): number {
    const node = this.byId.get(id);
    return node === undefined ? id : (node.ancestors[0] ?? node.id);
  }

  /** A category's whole path from its root (`Lighting > Indoor`). */
  pathOf(id: number): string {
    const node = this.byId.get(id);
    if (node === undefined) return String(id);
    return pathText([...node.ancestors.map((ancestor) => this.byId.get(ancestor)?.name ?? String(ancestor)), node.name]);
  }

  isRoot(id: number): boolean {
    return this.byId.get(id)?.parent_id === null;
  }

  /** A child of `parent` (null: a root) by name: exact first, then without case when unambiguous. */
  child(parent: number | null, name: string): number | undefined {
    const exact = this.exact.get(levelKey(parent, name));
    if (exact !== undefined) return exact;
    const folded = this.folded.get(levelKey(parent, name.toLowerCase()));
    return folded?.length === 1 ? folded[0] : undefined;
  }

  /** A path's names resolved from the roots (`tree` null) or below a tree's root. */
  resolve(names: readonly string[], tree: number | null): PathResolution {
    if (names.length === 0) return { kind: 'unknown' };
    let parent: number | null = tree;
    for (let index = 0; index < names.length; index += 1) {
      const id = this.child(parent, names[index]!);
      if (id === undefined) {
        // A tree is never created by an import: a path must at least start in an existing tree.
        if (parent === null) return { kind: 'unknown' };
        return { kind: 'missing', missing: { parent, names: names.slice(index) } };
      }
      parent = id;
    }
    return { kind: 'found', id: parent! };
  }
}

/** A cell's paths, each as its names; null when a path is malformed (an empty level: `A > > B`). */
export function splitCategoryPaths(text: string): string[][] | null {
  const paths: string[][] = [];
  for (const written of text.split(/[|;]/)) {
    if (written.trim() === '') continue;
    const names = written.split('>').map((name) => name.trim());
    if (names.some((name) => name === '')) return null;
    paths.push(names);
  }
  return paths;
}

/** The path as a user reads it (`Lighting > Indoor`). */
export function pathText(names: readonly string[]): string {
  return names.join(' > ');
}

export async function loadCategoryIndex(tx: Queryable, companyId: string): Promise<CategoryIndex> {
  const rows = await tx.query<CategoryNode>(
    `SELECT c.id::int AS id, c.parent_id::int AS parent_id, c.name, ancestors::int[] AS ancestors,
            ARRAY(SELECT n.name FROM category_names n WHERE n.company_id = c.company_id AND n.category_id = c.id) AS names
       FROM categories c WHERE c.company_id = $1`,
    [companyId],
  );
  return new CategoryIndex(rows);
}

/**
 * The launch's part of `create_missing`: each missing path created below its existing parent, a
 * level at a time, under the trees' lock. A name created meanwhile (by a manual create or an
 * earlier batch) is reused, not repeated. Answers each path's (lower-cased) category id.
 */
export async function createMissingCategories(
  tx: Queryable,
  companyId: string,
  entries: ReadonlyArray<MissingCategoryPath & { path: string }>,
): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  if (entries.length === 0) return created;
  await lockTrees(tx, companyId);
  for (const entry of entries) {
    const key = entry.path.toLowerCase();
    if (created.has(key)) continue;
    let parent: number | null = entry.parent;
    for (const name of entry.names) {
      if (parent === null) break;
      const rows: Array<{ id: number }> = await tx.query<{ id: number }>(
        `SELECT c.id::int AS id FROM categories c WHERE c.company_id = $1 AND c.parent_id = $2
            AND EXISTS (SELECT 1 FROM category_names n WHERE n.company_id = c.company_id AND n.category_id = c.id AND lower(n.name) = lower($3))
          ORDER BY (c.name = $3) DESC LIMIT 1`,
        [companyId, parent, name],
      );
      const found = rows[0];
      if (found !== undefined) parent = found.id;
      else {
        const [above] = await tx.query<{ ancestors: number[] }>('SELECT ancestors::int[] AS ancestors FROM categories WHERE company_id = $1 AND id = $2', [companyId, parent]);
        // The parent was deleted since the dry run: the row's path cannot be made (its row becomes a conflict).
        if (above === undefined) parent = null;
        else parent = await insertCategory(tx, companyId, { name, parentId: parent, ancestors: [...above.ancestors, parent] });
      }
    }
    if (parent !== null) created.set(key, parent);
  }
  return created;
}
