/**
 * A product's category paths as an export writes them (`Lighting > Bulbs > LED`, several joined by
 * ` | `), from the company's categories held in memory (a few thousand rows at most). With a tree,
 * only that tree's paths, starting below its root.
 */
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { Queryable } from '../../db/database.ts';

type CategoryRow = { id: number; parent_id: number | null; name: string };

export class CategoryPaths {
  private readonly byId: Map<number, CategoryRow>;
  private readonly paths = new Map<number, { root: number; below: string[] }>();

  constructor(rows: readonly CategoryRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  /** The paths of `categoryIds`, in the order given, in `treeId` only when given. */
  text(categoryIds: readonly number[], treeId: number | null): string {
    const texts: string[] = [];
    for (const id of categoryIds) {
      const path = this.path(id);
      if (path === null) continue;
      if (treeId === null) texts.push(path.below.join(' > '));
      else if (path.root === treeId && path.below.length > 1) texts.push(path.below.slice(1).join(' > '));
    }
    return texts.join(' | ');
  }

  /** The names from the root down, the root's first; remembered per category. */
  private path(id: number): { root: number; below: string[] } | null {
    const known = this.paths.get(id);
    if (known !== undefined) return known;
    const names: string[] = [];
    let node = this.byId.get(id);
    let root = id;
    // A tree is at most a few levels deep; the bound guards against a cycle in bad data.
    for (let depth = 0; node !== undefined && depth < 100; depth += 1) {
      names.unshift(node.name);
      root = node.id;
      node = node.parent_id === null ? undefined : this.byId.get(node.parent_id);
    }
    if (names.length === 0) return null;
    const path = { root, below: names };
    this.paths.set(id, path);
    return path;
  }
}

export async function loadCategoryPaths(tx: Queryable, companyId: string): Promise<CategoryPaths> {
  const rows = await tx.query<CategoryRow>('SELECT id::int AS id, parent_id::int AS parent_id, name FROM categories WHERE company_id = $1', [companyId]);
  return new CategoryPaths(rows);
}

/** The category paths a layout needs: loaded only when a visible sheet writes categories. */
export async function categoryPathsFor(tx: Queryable, companyId: string, layout: ExportLayout): Promise<CategoryPaths | null> {
  const writesCategories = layout.sheets.some((sheet) => sheet.visible && sheet.columns.some((column) => column.source.kind === 'categories'));
  return writesCategories ? loadCategoryPaths(tx, companyId) : null;
}
