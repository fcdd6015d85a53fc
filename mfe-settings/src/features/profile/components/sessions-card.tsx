import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Skeleton } from '@pimento/shared-kit/ui/antd-frame';
import { Table, type TableColumnsType } from '@pimento/shared-kit/ui/antd-table';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import type { ActiveSession } from '@pimento/shared-kit/contracts/sessions';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useActiveSessions, useEndOtherSessions, useEndSession } from '../api/sessions';
import { userAgentParts } from '../lib/user-agent-label';
import '../../../i18n/profile-strings';

/**
 * The profile's "Active sessions" (docs/rights.md "Sessions"): every browser signed in to the
 * account, this one marked; each other one signed out alone, or all at once.
 */
export function SessionsCard() {
  const { t } = useTranslation('settings');
  const sessions = useActiveSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const notify = useNotify();
  const confirm = useConfirm();

  const deviceOf = (session: ActiveSession) => {
    const parts = userAgentParts(session.user_agent);
    return t('sessions.device', { browser: parts.browser ?? t('sessions.unknownBrowser'), system: parts.system ?? t('sessions.unknownSystem') });
  };

  const end = (session: ActiveSession) =>
    endOne.mutate(session.id, { onSuccess: () => notify.success(t('sessions.ended')), onError: (error) => notify.error(error) });

  const signOutElsewhere = async () => {
    if (!(await confirm({ title: t('sessions.endOthers'), content: t('sessions.endOthersConfirm'), okText: t('sessions.endOthers'), danger: true }))) return;
    endOthers.mutate(undefined, { onSuccess: () => notify.success(t('sessions.endedOthers')), onError: (error) => notify.error(error) });
  };

  const columns: TableColumnsType<ActiveSession> = [
    {
      title: t('sessions.columns.device'),
      key: 'device',
      render: (_value, session) => (
        <Flex gap={spacing.sm} wrap align="center">
          <span>{deviceOf(session)}</span>
          {session.current && <ToneTag tone="success">{t('sessions.current')}</ToneTag>}
        </Flex>
      ),
    },
    { title: t('sessions.columns.address'), key: 'address', render: (_value, session) => session.ip ?? t('sessions.unknownAddress') },
    { title: t('sessions.columns.signedIn'), key: 'signedIn', render: (_value, session) => <RelativeTime value={session.signed_in_at} /> },
    { title: t('sessions.columns.lastActive'), key: 'lastActive', render: (_value, session) => <RelativeTime value={session.last_active_at} /> },
    {
      title: t('sessions.columns.action'),
      key: 'action',
      render: (_value, session) =>
        session.current ? null : (
          <Button
            size="small"
            danger
            onClick={() => end(session)}
            loading={endOne.isPending && endOne.variables === session.id}
            aria-label={t('sessions.endLabel', { device: deviceOf(session), address: session.ip ?? t('sessions.unknownAddress') })}
            data-testid="session-end"
          >
            {t('sessions.end')}
          </Button>
        ),
    },
  ];

  if (sessions.isError) return <Alert type="error" showIcon title={t('sessions.loadFailed')} />;
  if (sessions.isPending) return <Skeleton active />;
  const others = sessions.data.filter((session) => !session.current).length;
  return (
    <Flex vertical gap={spacing.md} data-testid="profile-sessions">
      <Typography.Paragraph type="secondary">{t('sessions.intro')}</Typography.Paragraph>
      <Table<ActiveSession> rowKey="id" size="small" columns={columns} dataSource={sessions.data} pagination={false} scroll={{ x: true }} />
      {others === 0 ? (
        <Typography.Text type="secondary" data-testid="sessions-only-this">
          {t('sessions.onlyThis')}
        </Typography.Text>
      ) : (
        <div>
          <Button danger onClick={() => void signOutElsewhere()} loading={endOthers.isPending} data-testid="sessions-end-others">
            {t('sessions.endOthers')}
          </Button>
        </div>
      )}
    </Flex>
  );
}
