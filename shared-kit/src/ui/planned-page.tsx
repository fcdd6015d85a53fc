import type { ReactNode } from 'react';
import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty } from '@pimento/shared-kit/ui/antd-frame';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { panelStyle } from '@pimento/shared-kit/ui/panel-style';

export type PlannedPageProps = {
  title: string;
  breadcrumb: readonly string[];
  /** What this page will hold once its issue lands. */
  description: string;
  actions?: ReactNode;
};

/** A page whose content belongs to a later issue: its real frame and an empty state saying what will be there. */
export function PlannedPage({ title, breadcrumb, description, actions }: PlannedPageProps) {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={title} breadcrumb={breadcrumb} actions={actions}>
      {/* A plain panel, not antd's Card (which brings Tabs): the frame every remote's planned page loads. */}
      <div style={{ ...panelStyle, padding: 24 }}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          style={{ padding: '48px 0' }}
          description={
            <div data-testid="planned-page">
              <Typography.Title level={5} style={{ marginBottom: 4 }}>
                {t('frame.plannedTitle')}
              </Typography.Title>
              <Typography.Text type="secondary">{description}</Typography.Text>
            </div>
          }
        />
      </div>
    </PageFrame>
  );
}
