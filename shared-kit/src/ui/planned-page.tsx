import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { panelStyle } from '@pimento/shared-kit/ui/panel-style';
import { EmptyState } from './plain/empty-state.tsx';

export type PlannedPageProps = {
  title: string;
  breadcrumb: readonly string[];
  /** What this page will hold once its issue lands. */
  description: string;
  actions?: ReactNode;
};

/** A page whose content belongs to a later issue: its real frame and an empty state saying what will be there (plain markup, no antd). */
export function PlannedPage({ title, breadcrumb, description, actions }: PlannedPageProps) {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={title} breadcrumb={breadcrumb} actions={actions}>
      <div style={{ ...panelStyle, padding: 24 }}>
        <EmptyState>
          <div data-testid="planned-page">
            <h5 style={{ margin: '0 0 4px', color: 'var(--pimento-ink)', fontSize: 16, fontWeight: 600, lineHeight: 1.5 }}>{t('frame.plannedTitle')}</h5>
            <span>{description}</span>
          </div>
        </EmptyState>
      </div>
    </PageFrame>
  );
}
