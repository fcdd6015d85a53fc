import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@pimento/shared-kit/ui/antd-core';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import { useLayoutFromExcel } from '../api/from-excel';

/** "Start from an Excel file": the proposed layout replaces the draft, to be checked and saved. */
export function ExcelStart({ onLayout }: { onLayout: (layout: ExportLayout) => void }) {
  const { t } = useTranslation('exports');
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const read = useLayoutFromExcel();
  return (
    <>
      <Button onClick={() => input.current?.click()} loading={read.isPending}>
        {t('editor.fromExcel')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={t('editor.fromExcel')}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        data-testid="excel-start"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file)
            read.mutate(file, {
              onSuccess: (answer) => {
                onLayout(answer.definition);
                notify.info(t('editor.fromExcelDone'));
              },
              onError: notify.error,
            });
        }}
      />
    </>
  );
}
