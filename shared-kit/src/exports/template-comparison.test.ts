import type { ExportColumn, ExportLayout } from '../contracts/export-layout.ts';
import { compareLayouts, compareTemplateVersions } from './template-comparison.ts';

const column = (id: number, header: Record<string, string> = {}): ExportColumn => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  source: { kind: 'fixed', text: String(id) },
  header,
});
const sheet = (name: string, columns: ExportColumn[], visible = true) => ({ name, visible, columns });

describe('comparing two template versions', () => {
  it('reports nothing between a layout and itself', () => {
    const layout: ExportLayout = { sheets: [sheet('A', [column(1), column(2)])] };
    expect(compareLayouts(layout, JSON.parse(JSON.stringify(layout)) as ExportLayout)).toMatchObject([{ status: 'unchanged', added: [], removed: [], changed: [], moved: [] }]);
  });

  it('calls moved only the columns that left the order, not those an insertion shifted', () => {
    const [one, two, three, four] = [column(1), column(2), column(3), column(4)];
    const before: ExportLayout = { sheets: [sheet('A', [one!, two!, three!, four!])] };
    const after: ExportLayout = { sheets: [sheet('A', [column(9), four!, one!, two!, three!])] };
    const [compared] = compareLayouts(before, after);
    expect(compared!.added).toEqual([{ index: 0, column: column(9) }]);
    expect(compared!.moved).toEqual([{ id: four!.id, from: 3, to: 1 }]);
  });

  it('follows a renamed sheet by its columns, and lists removed sheets after the others', () => {
    const before: ExportLayout = { sheets: [sheet('Old', [column(1), column(2)]), sheet('Gone', [column(3)])] };
    const after: ExportLayout = { sheets: [sheet('New', [column(2), column(1, { en: 'One' })], false)] };
    expect(compareLayouts(before, after)).toMatchObject([
      { status: 'changed', name: 'New', renamed_from: 'Old', visible: { before: true, after: false }, changed: [{ id: column(1).id }], moved: [{ id: column(2).id, from: 1, to: 0 }] },
      { status: 'removed', name: 'Gone', removed: [{ index: 0, column: column(3) }] },
    ]);
  });

  it('compares a single-product matrix by its layout and its own settings', () => {
    const layout: ExportLayout = { sheets: [sheet('A', [column(1)])] };
    const comparison = compareTemplateVersions(
      { name: 'Sheet', definition: { layout, per_product: 'sheet', orientation: 'vertical' } },
      { name: 'Sheet', definition: { layout, per_product: 'block', orientation: 'vertical' } },
    );
    expect(comparison).toMatchObject({ name: null, settings: [{ setting: 'per_product', before: 'sheet', after: 'block' }], sheets: [{ status: 'unchanged' }] });
  });
});
