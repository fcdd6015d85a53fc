import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Tabs } from '@pimento/shared-kit/ui/antd-content';
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import { spacing } from '@pimento/shared-kit/design/tokens';
import type { LayoutAction } from '../lib/layout-state';

/** The sheets as tabs; the sheet on screen can be renamed, hidden or removed. */
export function SheetTabs({ layout, sheet, dispatch, onAdd }: { layout: ExportLayout; sheet: number; dispatch: (action: LayoutAction) => void; onAdd: () => void }) {
  const { t } = useTranslation('exports');
  const current = layout.sheets[sheet]!;
  return (
    <section aria-label={t('editor.sheets')}>
      <Tabs
        activeKey={String(sheet)}
        onChange={(key) => dispatch({ type: 'select_sheet', sheet: Number(key) })}
        items={layout.sheets.map((entry, index) => ({ key: String(index), label: entry.visible ? entry.name : `${entry.name} (${t('editor.hidden')})` }))}
      />
      <Flex wrap gap={spacing.sm} align="center">
        {/* Beside the tabs, not in their bar: a tab list may hold tabs only. */}
        <Button onClick={onAdd}>+ {t('editor.addSheet')}</Button>
        <label>
          {t('editor.sheetName')}
          <Input value={current.name} maxLength={31} onChange={(event) => dispatch({ type: 'rename_sheet', sheet, name: event.target.value })} />
        </label>
        <Button onClick={() => dispatch({ type: 'toggle_sheet', sheet })}>{current.visible ? t('editor.hideSheet') : t('editor.showSheet')}</Button>
        <Button danger disabled={layout.sheets.length <= 1} onClick={() => dispatch({ type: 'remove_sheet', sheet })}>
          {t('editor.removeSheet')}
        </Button>
      </Flex>
    </section>
  );
}
