import { Typography } from '@pimento/shared-kit/ui/antd-core';
import { Empty } from '@pimento/shared-kit/ui/antd-frame';

/** A tab whose content arrives with a later issue (Prices, ETIM, Talk, assets): its frame now. */
export function PlannedTab({ title, description }: { title: string; description: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      style={{ padding: '40px 0' }}
      description={
        <>
          <Typography.Title level={5} style={{ marginBottom: 4 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </>
      }
    />
  );
}
