import type { ReactNode } from 'react';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Breadcrumb } from '@pimento/shared-kit/ui/antd-frame';

export type PageFrameProps = {
  title: string;
  /** Trail shown above the title, from the area to the page. */
  breadcrumb: readonly string[];
  actions?: ReactNode;
  children?: ReactNode;
};

/** The frame every page of the suite shares: breadcrumb, title, actions, content. */
export function PageFrame({ title, breadcrumb, actions, children }: PageFrameProps) {
  return (
    <section className="pimento-page" data-testid="page-frame" style={{ padding: '20px 28px 32px', maxWidth: 1440 }}>
      <Breadcrumb items={breadcrumb.map((label) => ({ title: label }))} style={{ marginBottom: 8 }} />
      <Flex align="center" justify="space-between" gap={16} style={{ marginBottom: 20 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>
          {title}
        </Typography.Title>
        {actions}
      </Flex>
      {children}
    </section>
  );
}
