import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { Empty, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import type { ExtraAttribute, ExtraAttributeEntity } from '@pimento/shared-kit/contracts/extra-attributes';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useChangeExtraAttribute, useExtraAttributes } from '../api/extra-attributes';
import { ExtraAttributeDrawer } from './extra-attribute-drawer';

export type ExtraAttributesTableProps = {
  entity: ExtraAttributeEntity;
  /** Administrators define them (spec §6); the others read them. */
  administrator: boolean;
};

/** The extra attributes of one kind of record (clients, prices) in a card: a table, and for administrators their drawer and deletion. */
export function ExtraAttributesTable({ entity, administrator }: ExtraAttributesTableProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const attributes = useExtraAttributes(entity);
  const change = useChangeExtraAttribute(entity);
  const [drawer, setDrawer] = useState<{ attribute: ExtraAttribute | null } | null>(null);

  const remove = async (attribute: ExtraAttribute) => {
    const label = pickLabel(attribute.labels, language, attribute.code);
    const ok = await confirm({ title: t('extraAttributes.deleteTitle', { label }), content: t(`extraAttributes.${entity}.deleteContent`), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    change.mutate({ action: 'delete', id: attribute.id }, { onSuccess: () => notify.success(t('extraAttributes.deleted', { label })), onError: notify.error });
  };

  const columns: TableColumnsType<ExtraAttribute> = [
    { key: 'label', title: t('extraAttributes.fields.label'), render: (_, attribute) => pickLabel(attribute.labels, language, attribute.code) },
    { key: 'code', title: t('extraAttributes.fields.code'), render: (_, attribute) => <Typography.Text code>{attribute.code}</Typography.Text> },
    { key: 'type', title: t('extraAttributes.fields.type'), render: (_, attribute) => t(`attributes.types.${attribute.type}`) },
    {
      key: 'choices',
      title: t('extraAttributes.fields.choices'),
      render: (_, attribute) => (attribute.type === 'dropdown' ? attribute.choices.map((choice) => pickLabel(choice.labels, language, choice.code)).join(', ') : t('common.empty')),
    },
    { key: 'required', title: t('extraAttributes.fields.required'), render: (_, attribute) => t(attribute.required ? 'values.yes' : 'values.no') },
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
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('extraAttributes.editNamed', { label })} onClick={() => setDrawer({ attribute })} />
            </Tooltip>
            <Tooltip title={t('actions.delete')}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('extraAttributes.deleteNamed', { label })} onClick={() => void remove(attribute)} />
            </Tooltip>
          </Flex>
        );
      },
    });
  }

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap={16} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(`extraAttributes.${entity}.help`)}
        </Typography.Paragraph>
        {administrator && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ attribute: null })} data-testid={`new-${entity}-attribute`}>
            {t(`extraAttributes.${entity}.new`)}
          </Button>
        )}
      </Flex>
      {!administrator && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t(`extraAttributes.${entity}.administratorsOnly`)} />}
      <Card variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { padding: 0, overflowX: 'auto' } }}>
        {attributes.isError && <Alert type="error" showIcon title={t('common.loadFailed')} action={<Button onClick={() => attributes.refetch()}>{t('actions.retry')}</Button>} />}
        <Table<ExtraAttribute>
          rowKey="id"
          size="middle"
          loading={attributes.isLoading}
          columns={columns}
          dataSource={attributes.data ?? []}
          pagination={false}
          onRow={(attribute) => ({ 'data-testid': `${entity}-attribute-${attribute.code}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`extraAttributes.${entity}.empty`)} /> }}
        />
      </Card>
      <ExtraAttributeDrawer open={drawer !== null} attribute={drawer?.attribute ?? null} entity={entity} onClose={() => setDrawer(null)} />
    </>
  );
}
