import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Segmented } from '@pimento/shared-kit/ui/antd-core';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { FeedsPanel } from '../../feeds/components/feeds-panel';
import { TemplatesList } from '../../templates/components/templates-list';

type Tab = 'templates' | 'feeds';

/** `/exports/`: the export templates and their last runs, or (`?tab=feeds`, when the company has feeds) the scheduled feeds. */
export function ListPage() {
  const { t } = useTranslation('exports');
  const { flags } = useRemoteProps();
  const [params, setParams] = useSearchParams();
  const feedsOn = isFeatureOn(flags, 'feed_export_activated');
  const tab: Tab = feedsOn && params.get('tab') === 'feeds' ? 'feeds' : 'templates';
  const switcher = (
    <div style={{ marginBottom: spacing.lg }}>
      <Segmented<Tab>
        aria-label={t('feeds.switcher')}
        value={tab}
        onChange={(value) => setParams(value === 'feeds' ? { tab: 'feeds' } : {})}
        options={[
          { value: 'templates', label: t('feeds.tabs.templates') },
          { value: 'feeds', label: t('feeds.tabs.feeds') },
        ]}
      />
    </div>
  );
  if (tab === 'templates') return <TemplatesList switcher={feedsOn ? switcher : null} />;
  return (
    <PageFrame title={t('pages.list.title')} breadcrumb={[t('area'), t('feeds.tabs.feeds')]}>
      {switcher}
      <FeedsPanel />
    </PageFrame>
  );
}
