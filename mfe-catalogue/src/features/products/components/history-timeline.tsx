import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty, Skeleton, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { Timeline } from '@pimento/shared-kit/ui/antd-content';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { HistorySource } from '@pimento/shared-kit/contracts/history';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { useHistory } from '../api/get-history';
import { historyLines, type HistoryWords } from '../lib/history-lines';
import type { ListingEntity } from '../lib/listing-fields';

export type HistoryTimelineProps = { entity: ListingEntity; id: number; attributesById: ReadonlyMap<number, Attribute>; unitSymbols: ReadonlyMap<string, string>; language: string };

/** Who saved what and when: one entry per save (or per import, named), each change as old → new, with names, units and languages. */
export function HistoryTimeline({ entity, id, attributesById, unitSymbols, language }: HistoryTimelineProps) {
  const { t } = useTranslation('catalogue');
  const history = useHistory(entity, id, true);
  const entries = history.data?.pages.flatMap((page) => page.results) ?? [];
  // Every page names the models and categories its own entries change.
  const references = useMemo(
    () => ({
      models: Object.assign({}, ...(history.data?.pages.map((page) => page.references.models) ?? [])),
      categories: Object.assign({}, ...(history.data?.pages.map((page) => page.references.categories) ?? [])),
    }),
    [history.data],
  );
  const words: HistoryWords = {
    empty: t('common.empty'),
    yes: t('values.yes'),
    no: t('values.no'),
    field: (field) => t(`history.fields.${field}`, { defaultValue: field }),
    status: (status) => t(`products.status.${status}`),
    deleted: (deletedId) => t('history.deleted', { id: deletedId }),
  };

  if (history.isLoading) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={t('common.loadFailed')} />;
  if (entries.length === 0) return <Empty description={t('history.empty')} />;
  return (
    <Flex vertical gap={12} data-testid="history">
      <Timeline
        items={entries.map((entry) => ({
          content: (
            <Flex vertical gap={4}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <RelativeTime value={entry.changed_at} /> · {entry.user?.username ?? t('history.system')}
                {entry.source ? (
                  <>
                    {' · '}
                    <SourceText source={entry.source} />
                  </>
                ) : null}
              </Typography.Text>
              {historyLines(entry.changes, { attributesById, unitSymbols, references, language, words }).map((line) => (
                <Typography.Text key={line.key}>
                  <Tag>{line.field}</Tag>
                  <Typography.Text delete type="secondary">
                    {line.before}
                  </Typography.Text>{' '}
                  → <Typography.Text strong>{line.after}</Typography.Text>
                </Typography.Text>
              ))}
            </Flex>
          ),
        }))}
      />
      {history.hasNextPage && (
        <Button onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          {t('history.more')}
        </Button>
      )}
    </Flex>
  );
}

/** "changed by import #N" (or restored by its rollback), a link to the run's page while its template exists. */
function SourceText({ source }: { source: HistorySource }) {
  const { t } = useTranslation('catalogue');
  const { navigate } = useRemoteProps();
  const text = t(source.kind === 'import' ? 'history.byImport' : 'history.byRollback', { id: source.import_run_id });
  if (source.template_id === null) return <>{text}</>;
  const path = `/imports/${source.template_id}/runs/${source.import_run_id}`;
  return (
    <Typography.Link
      href={path}
      onClick={(event) => {
        event.preventDefault();
        navigate(path);
      }}
    >
      {text}
    </Typography.Link>
  );
}
