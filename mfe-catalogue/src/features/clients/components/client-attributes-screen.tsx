import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useChangeExtraAttribute, useExtraAttributes } from '../api/extra-attributes';
import { ExtraAttributeDrawer } from './extra-attribute-drawer';

/** `/attributes/client/`: the fields every client page offers (a customer number, a region…), kept by administrators. */
export function ClientAttributesScreen() {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const { session } = useRemoteProps();
  const administrator = session?.isAdministrator === true || session?.isSuperuser === true;
  const attributes = useExtraAttributes('client');
  const change = useChangeExtraAttribute();
  const [drawer, setDrawer] = useState<{ attribute: ExtraAttribute | null } | null>(null);

  const remove = async (attribute: ExtraAttribute) => {
    const label = pickLabel(attribute.labels, language, attribute.code);
    const ok = await confirm({ title: t('clientAttributes.deleteTitle', { label }), content: t('clientAttributes.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    change.mutate({ action: 'delete', id: attribute.id }, { onSuccess: () => notify.success(t('clientAttributes.deleted', { label })), onError: notify.error });
  };

  const columns: TableColumnsType<ExtraAttribute> = [
    { key: 'label', title: t('clientAttributes.fields.label'), render: (_, attribute) => pickLabel(attribute.labels, language, attribute.code) },
    { key: 'code', title: t('clientAttributes.fields.code'), render: (_, attribute) => <Typography.Text code>{attribute.code}</Typography.Text> },
    { key: 'type', title: t('clientAttributes.fields.type'), render: (_, attribute) => t(`attributes.types.${attribute.type}`) },
    {
      key: 'choices',
      title: t('clientAttributes.fields.choices'),
      render: (_, attribute) => (attribute.type === 'dropdown' ? attribute.choices.map((choice) => pickLabel(choice.labels, language, choice.code)).join(', ') : t('common.empty')),
    },
    { key: 'required', title: t('clientAttributes.fields.required'), render: (_, attribute) => t(attribute.required ? 'values.yes' : 'values.no') },
  ];
  if (administrator) {
    columns.push({
      key: 'actions',
      width: 96,
      render: (_, attribute) => {
        const label = pickLabel(attribute.labels, language, attribute.code);
        return (
          <Flex gap={4}>
            <Tooltip title={t('actions.edit')}>
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('clientAttributes.editNamed', { label })} onClick={() => setDrawer({ attribute })} />
            </Tooltip>
            <Tooltip title={t('actions.delete')}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('clientAttributes.deleteNamed', { label })} onClick={() => void remove(attribute)} />
            </Tooltip>
          </Flex>
        );
      },
    });
  }

  return (
    <PageFrame
      title={t('pages.clientAttributes.title')}
      breadcrumb={[t('area'), t('pages.clientAttributes.title')]}
      actions={
        administrator && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ attribute: null })} data-testid="new-client-attribute">
            {t('clientAttributes.new')}
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('clientAttributes.help')}</Typography.Paragraph>
      {!administrator && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('clientAttributes.administratorsOnly')} />}
      <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: 0, overflowX: 'auto' } }}>
        {attributes.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => attributes.refetch()}>{t('actions.retry')}</Button>} />}
        <Table<ExtraAttribute>
          rowKey="id"
          size="middle"
          loading={attributes.isLoading}
          columns={columns}
          dataSource={attributes.data ?? []}
          pagination={false}
          onRow={(attribute) => ({ 'data-testid': `client-attribute-${attribute.code}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('clientAttributes.empty')} /> }}
        />
      </Card>
      <ExtraAttributeDrawer open={drawer !== null} attribute={drawer?.attribute ?? null} entity="client" onClose={() => setDrawer(null)} />
    </PageFrame>
  );
}
