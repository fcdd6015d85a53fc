import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Table } from '@pimento/shared-kit/ui/antd-table';
import type { StructureImportRun } from '@pimento/shared-kit/contracts/structure-import';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { palette, radii, spacing } from '@pimento/shared-kit/design/tokens';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useStructureLines } from '../api/get-structure-lines';
import { localeOf } from '../lib/format';

/** The counts shown, by their key in the run's `counts`, and their label. */
const tiles = [
  { count: 'created', label: 'created' },
  { count: 'skipped', label: 'skipped' },
  { count: 'error', label: 'error' },
  { count: 'groups_created', label: 'groups' },
  { count: 'sections_created', label: 'sections' },
] as const;

type ErrorRow = { key: string; line: number; code: string | null; column: string | null; message: string; errorCode: string };

/**
 * What a finished structure import did: its counts (created, skipped, errors, groups and sections
 * created), why it could not run when it failed as a whole, and the lines in error with their line
 * number, column and the translated message of each refusal's stable code, page after page.
 */
export function StructureImportResult({ run, titleId }: { run: StructureImportRun; titleId: string }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const number = new Intl.NumberFormat(localeOf(language));
  const count = (key: string) => run.counts[key] ?? 0;
  const errors = useStructureLines(run.id, 'error', count('error') > 0);
  const rows: ErrorRow[] = (errors.data?.pages ?? []).flatMap((page) =>
    page.results.flatMap((line) =>
      line.errors.map((error, index) => ({
        key: `${line.line}-${index}`,
        line: line.line,
        code: line.code,
        column: error.column,
        message: errorMessage(error.code, language, error.params ?? {}),
        errorCode: error.code,
      })),
    ),
  );
  const title =
    run.status === 'error' ? t('structureImport.result.failed') : count('error') > 0 || run.status === 'completed_with_errors' ? t('structureImport.result.titleErrors') : t('structureImport.result.title');

  return (
    <Flex vertical gap={spacing.lg} data-testid="structure-import-result">
      <div>
        <Typography.Title level={5} id={titleId} tabIndex={-1} style={{ margin: 0 }} data-testid="structure-import-result-title">
          {title}
        </Typography.Title>
        {run.status !== 'error' && <Typography.Text type="secondary">{t('structureImport.result.lines', { count: count('lines') })}</Typography.Text>}
      </div>
      {run.status === 'error' && run.failure && (
        <Alert type="error" showIcon title={errorMessage(run.failure.code, language, run.failure.params ?? {})} data-testid="structure-import-failure" />
      )}
      {run.status === 'interrupted' && <Alert type="warning" showIcon title={t('structureImport.result.interrupted')} data-testid="structure-import-interrupted" />}
      {run.status !== 'error' && (
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: spacing.sm, margin: 0 }} data-testid="structure-import-counts">
          {tiles.map((tile) => {
            const value = count(tile.count);
            const alarming = tile.count === 'error' && value > 0;
            return (
              <div
                key={tile.count}
                data-testid={`structure-import-count-${tile.count}`}
                style={{
                  padding: `${spacing.sm}px ${spacing.md}px`,
                  borderRadius: radii.md,
                  border: `1px solid ${alarming ? palette.errorBorder : palette.border}`,
                  background: alarming ? palette.errorBg : palette.surfaceRaised,
                }}
              >
                <dt style={{ color: alarming ? palette.errorText : palette.inkMuted, fontSize: 13 }}>{t(`structureImport.result.${tile.label}`)}</dt>
                <dd style={{ margin: 0, fontSize: 22, fontWeight: 600, color: alarming ? palette.errorText : palette.ink }}>{number.format(value)}</dd>
              </div>
            );
          })}
        </dl>
      )}
      {count('error') > 0 && (
        <section aria-labelledby="structure-import-errors-title">
          <Typography.Title level={5} id="structure-import-errors-title" style={{ marginTop: 0 }}>
            {t('structureImport.result.errorsTitle')}
          </Typography.Title>
          {errors.isError ? (
            <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => void errors.refetch()}>{t('actions.retry')}</Button>} />
          ) : (
            <Table<ErrorRow>
              size="small"
              rowKey="key"
              loading={errors.isLoading}
              dataSource={rows}
              pagination={false}
              scroll={{ y: 260 }}
              data-testid="structure-import-errors"
              aria-label={t('structureImport.result.errorsCaption')}
              onRow={(row) => ({ 'data-testid': `structure-import-error-${row.line}` }) as HTMLAttributes<HTMLTableRowElement>}
              columns={[
                { title: t('structureImport.result.line'), dataIndex: 'line', width: 70 },
                { title: t('structureImport.result.attribute'), dataIndex: 'code', width: 150, render: (code: string | null) => code ?? t('common.empty') },
                { title: t('structureImport.result.column'), dataIndex: 'column', width: 150, render: (column: string | null) => column ?? t('common.empty') },
                {
                  title: t('structureImport.result.message'),
                  dataIndex: 'message',
                  render: (message: string, row) => (
                    <>
                      {message}{' '}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        <code>{row.errorCode}</code>
                      </Typography.Text>
                    </>
                  ),
                },
              ]}
            />
          )}
          {errors.hasNextPage && (
            <Button style={{ marginTop: spacing.sm }} onClick={() => void errors.fetchNextPage()} loading={errors.isFetchingNextPage} data-testid="structure-import-more">
              {t('structureImport.result.more')}
            </Button>
          )}
        </section>
      )}
      {run.status === 'completed' && count('error') === 0 && <Typography.Text>{t('structureImport.result.noErrors')}</Typography.Text>}
    </Flex>
  );
}
