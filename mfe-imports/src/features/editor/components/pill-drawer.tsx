import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Divider, Drawer } from '@pimento/shared-kit/ui/antd-frame';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { importLimits } from '@pimento/shared-kit/contracts/imports';
import type { PillProblem } from '@pimento/shared-kit/imports/apply-pill';
import { spacing } from '@pimento/shared-kit/design/tokens';
import type { ImportTargets } from '../../templates/api/targets';
import type { DraftPill } from '../lib/editor-model';
import { useProblemText } from '../lib/problem-text';
import { ConditionsEditor, Labelled, TargetEditor, ValueMapEditor } from './pill-editors';
import { PriceTargetFields } from './price-target-fields';

export type PillDrawerProps = {
  pill: DraftPill | null;
  index: number;
  columns: readonly { key: string; header: string }[];
  targets: ImportTargets | undefined;
  problems: readonly PillProblem[];
  onChange: (pill: DraftPill) => void;
  onClose: () => void;
};

/** Everything about one pill: its target, columns, formula, value map and conditions. */
export function PillDrawer({ pill, index, columns, targets, problems, onChange, onClose }: PillDrawerProps) {
  const { t } = useTranslation('imports');
  const problemText = useProblemText();
  const formulaProblems = problems.filter((problem) => problem.code === 'import.pill_formula');
  const otherProblems = problems.filter((problem) => problem.code !== 'import.pill_formula');
  // A key the pill reads that the file lacks stays offered, so it can be seen and removed.
  const columnOptions = pill ? [...columns.map((column) => ({ value: column.key, label: `${column.header} {${column.key}}` })), ...pill.columns.filter((key) => !columns.some((column) => column.key === key)).map((key) => ({ value: key, label: `{${key}}` }))] : [];

  return (
    <Drawer
      open={pill !== null}
      onClose={onClose}
      title={t('pill.drawerTitle', { index: index + 1 })}
      size={560}
      destroyOnHidden
      footer={
        <Flex justify="flex-end">
          <Button type="primary" onClick={onClose} data-testid="pill-drawer-done">
            {t('pill.done')}
          </Button>
        </Flex>
      }
    >
      {pill && (
        <Flex vertical gap={spacing.lg} key={pill.id} data-testid="pill-drawer">
          {otherProblems.length > 0 && <Alert type="error" showIcon title={t('pill.broken')} description={otherProblems.map(problemText).join(' ')} />}
          <TargetEditor
            target={pill.target}
            onChange={(target) => onChange({ ...pill, target })}
            attributes={targets?.attributes ?? []}
            languages={targets?.languages ?? []}
            unitTypes={targets?.unitTypes ?? []}
            trees={targets?.trees ?? []}
            columns={columns.filter((column) => !pill.columns.includes(column.key))}
            priceLists={targets?.priceLists ?? []}
            pricePanel={
              pill.target?.kind === 'price' && (
                <PriceTargetFields target={pill.target} priceLists={targets?.priceLists ?? []} priceAttributes={targets?.priceAttributes ?? []} onChange={(target) => onChange({ ...pill, target })} />
              )
            }
          />
          <Labelled label={t('pill.columns')} help={t('pill.columnsHelp')}>
            {(id, describedBy) => (
              <Select<string[]>
                id={id}
                aria-describedby={describedBy}
                mode="multiple"
                value={pill.columns}
                options={columnOptions}
                maxCount={importLimits.columnsPerPill}
                onChange={(keys) => keys.length > 0 && onChange({ ...pill, columns: keys })}
                data-testid="pill-columns"
              />
            )}
          </Labelled>
          <Divider style={{ margin: 0 }} />
          <Labelled label={t('pill.formula')} help={t('pill.formulaHelp')}>
            {(id, describedBy) => (
              <>
                <Input.TextArea
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={formulaProblems.length > 0 || undefined}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  maxLength={importLimits.formulaLength}
                  placeholder={t('pill.formulaPlaceholder')}
                  value={pill.formula ?? ''}
                  onChange={(event) => onChange({ ...pill, formula: event.target.value.trim() === '' ? null : event.target.value })}
                  style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
                  data-testid="pill-formula"
                />
                {pill.formula &&
                  (formulaProblems.length > 0 ? (
                    <Typography.Text type="danger" role="status" data-testid="pill-formula-status">
                      {formulaProblems.map(problemText).join(' ')}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="success" role="status" data-testid="pill-formula-status">
                      {t('pill.formulaOk')}
                    </Typography.Text>
                  ))}
              </>
            )}
          </Labelled>
          <Divider style={{ margin: 0 }} />
          <ValueMapEditor valueMap={pill.value_map} onChange={(value_map) => onChange({ ...pill, value_map })} />
          <Divider style={{ margin: 0 }} />
          <Flex vertical gap={spacing.xs}>
            <Typography.Text strong>{t('pill.conditionsTitle')}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('pill.conditionsHelp')}
            </Typography.Text>
            <ConditionsEditor
              conditions={pill.conditions}
              onChange={(conditions) => onChange({ ...pill, conditions })}
              columns={columns}
              allowTargetEmpty
              addLabel={t('pill.addCondition')}
              testId="pill-conditions"
            />
          </Flex>
        </Flex>
      )}
    </Drawer>
  );
}
