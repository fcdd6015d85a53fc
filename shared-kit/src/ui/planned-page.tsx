import type { ReactNode } from 'react';
import { Card, Empty, Typography } from '@pimento/shared-kit/ui/antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';

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
      <Card variant="borderless" style={{ boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}>
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
      </Card>
    </PageFrame>
  );
}
