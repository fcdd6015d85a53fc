import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Spin } from '@pimento/shared-kit/ui/antd-core';
import { Card } from '@pimento/shared-kit/ui/antd-content';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { shadows } from '@pimento/shared-kit/design/tokens';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { leaveWithoutAsking } from '@pimento/shared-kit/remote/unsaved-changes';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { useChangeClient, useClient } from '../api/clients';
import { ClientDetailsForm } from './client-details-form';
import { ClientExports } from './client-exports';
import { ClientGroups } from './client-groups';
import { ClientLogo } from './client-logo';
import { ClientPreview } from './client-preview';
import { ClientRules } from './client-rules';
import { ClientCompletionCard } from '../../completion/components/client-completion-card';

/** One client: what it still lacks, its details, the rules choosing its products, and what it receives. */
export function ClientPage({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const client = useClient(id);
  const change = useChangeClient();
  const breadcrumb = [t('area'), t('pages.clients.title')];
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="client-back">
      {t('clients.back')}
    </Button>
  );

  if (client.isPending) {
    return (
      <PageFrame title={t('pages.clients.title')} breadcrumb={breadcrumb} actions={back}>
        <Spin />
      </PageFrame>
    );
  }
  if (client.isError) {
    const gone = client.error instanceof ApiError && client.error.status === 404;
    return (
      <PageFrame title={t('pages.clients.title')} breadcrumb={breadcrumb} actions={back}>
        <Alert type="error" showIcon title={gone ? errorMessage('resource.not_found', language) : t('common.loadFailed')} />
      </PageFrame>
    );
  }
  const data = client.data;

  const remove = async () => {
    const ok = await confirm({ title: t('clients.deleteTitle', { name: data.name }), content: t('clients.deleteContent'), okText: t('actions.delete'), danger: true });
    if (!ok) return;
    change.mutate(
      { action: 'delete', id },
      {
        onSuccess: () => {
          notify.success(t('clients.deleted', { name: data.name }));
          leaveWithoutAsking(onBack);
        },
        onError: notify.error,
      },
    );
  };

  return (
    <PageFrame
      title={data.name}
      breadcrumb={[...breadcrumb, data.name]}
      actions={
        <Flex gap={8} wrap>
          {back}
          {data.rights.delete && (
            <Button danger icon={<DeleteOutlined />} onClick={() => void remove()} data-testid="client-delete">
              {t('actions.delete')}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        {data.problems.map((problem) => (
          <Alert key={problem} type="warning" showIcon title={errorMessage(problem, language)} data-testid={`client-problem-${problem}`} />
        ))}
        {!data.rights.edit && <Alert type="info" showIcon title={t('clients.readOnly')} />}
        <Card title={t('clients.details')} variant="borderless" style={{ boxShadow: shadows.panel }}>
          <Flex vertical gap={16}>
            <ClientLogo client={data} />
            <ClientDetailsForm client={data} />
          </Flex>
        </Card>
        <Card title={t('clients.rules.title')} variant="borderless" style={{ boxShadow: shadows.panel }}>
          <ClientRules client={data} />
        </Card>
        <Card title={t('completion.title')} variant="borderless" style={{ boxShadow: shadows.panel }}>
          <ClientCompletionCard clientId={id} />
        </Card>
        <Card title={t('clients.preview.title')} variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { overflowX: 'auto' } }}>
          <ClientPreview client={data} />
        </Card>
        <Card title={t('clients.groups.title')} variant="borderless" style={{ boxShadow: shadows.panel }}>
          <ClientGroups client={data} />
        </Card>
        <Card title={t('clients.exports.title')} variant="borderless" style={{ boxShadow: shadows.panel }} styles={{ body: { overflowX: 'auto' } }}>
          <ClientExports client={data} />
        </Card>
      </Flex>
    </PageFrame>
  );
}
