import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { spacing } from '@pimento/shared-kit/design/tokens';
import '../../../i18n/help-strings';
import { useCurrentUser } from '../../../shared/api/current-user';
import { useHelpArticles } from '../api/help';
import { HelpRelationsCard } from './help-relations-card';

/**
 * `/help/`: every help article, searched as the user types (every word, without case nor accents,
 * on the server); superusers also choose the help bar's article of each page.
 */
export function HelpCentreScreen() {
  const { t } = useTranslation('settings');
  const [typed, setTyped] = useState('');
  // The list follows the typing without a request per key held down.
  const search = useDeferredValue(typed.trim());
  const articles = useHelpArticles(search);
  const me = useCurrentUser();
  const title = t('helpCentre.title');

  const count = articles.data?.length ?? 0;
  return (
    <PageFrame title={title} breadcrumb={[title]}>
      <Flex vertical gap={spacing.lg} style={{ maxWidth: 880 }}>
        <Input.Search
          allowClear
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-label={t('helpCentre.search')}
          placeholder={t('helpCentre.searchPlaceholder')}
          data-testid="help-search"
        />
        {/* Announced when the results change, without moving the focus from the search box. */}
        <Typography.Text type="secondary" role="status" data-testid="help-count">
          {articles.data === undefined ? '' : search === '' ? t('helpCentre.count', { count }) : count === 0 ? t('helpCentre.none') : t('helpCentre.found', { count })}
        </Typography.Text>
        {articles.isPending ? (
          <Skeleton active />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing.md }} data-testid="help-articles">
            {articles.data?.map((article) => (
              <li key={article.id}>
                <Card size="small">
                  <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                    <Link to={`/help/${article.id}/`}>{article.title}</Link>
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: `${spacing.xs}px 0 0` }}>
                    {article.excerpt}
                  </Typography.Paragraph>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {me.data?.is_superuser === true && articles.data !== undefined && <HelpRelationsCard />}
      </Flex>
    </PageFrame>
  );
}
