import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Radio } from '@pimento/shared-kit/ui/antd-inputs';
import type { ImportOptions } from '@pimento/shared-kit/contracts/imports';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { ConditionsEditor } from './pill-editors';

export type OptionsPanelProps = { options: ImportOptions; onChange: (options: ImportOptions) => void; columns: readonly { key: string; header: string }[] };

/** What the import does (create, update or both), what an empty cell means, and the rows it skips. */
export function OptionsPanel({ options, onChange, columns }: OptionsPanelProps) {
  const { t } = useTranslation('imports');
  return (
    <Flex vertical gap={spacing.lg} data-testid="import-options">
      <Flex vertical gap={spacing.xs}>
        <Typography.Text strong id="import-mode-label">
          {t('options.mode')}
        </Typography.Text>
        <Radio.Group
          aria-labelledby="import-mode-label"
          value={options.mode}
          onChange={(event) => onChange({ ...options, mode: event.target.value as ImportOptions['mode'] })}
          options={(['create_and_update', 'create', 'update'] as const).map((mode) => ({ value: mode, label: t(`options.${mode}`) }))}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('options.limitNote')}
        </Typography.Text>
      </Flex>
      <Flex vertical gap={spacing.xs}>
        <Typography.Text strong id="import-empty-label">
          {t('options.emptyCells')}
        </Typography.Text>
        <Radio.Group
          aria-labelledby="import-empty-label"
          value={options.empty_cells}
          onChange={(event) => onChange({ ...options, empty_cells: event.target.value as ImportOptions['empty_cells'] })}
          options={(['keep', 'clear'] as const).map((value) => ({ value, label: t(`options.${value}`) }))}
        />
      </Flex>
      <Flex vertical gap={spacing.xs}>
        <Typography.Text strong>{t('options.skipTitle')}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('options.skipHelp')}
        </Typography.Text>
        <ConditionsEditor
          conditions={options.skip_rows_when}
          onChange={(skip_rows_when) => onChange({ ...options, skip_rows_when })}
          columns={columns}
          allowTargetEmpty={false}
          addLabel={t('options.addSkip')}
          testId="skip-rules"
        />
      </Flex>
    </Flex>
  );
}
