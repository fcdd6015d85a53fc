import { Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Avatar, Badge, Dropdown, Tooltip } from '@pimento/shared-kit/ui/antd-frame';
import { BellOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, QuestionCircleOutlined, RobotOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';
import { LanguageSwitch } from '../../language/components/language-switch';
import { useTasksStore } from '../../tasks/stores/tasks-store';
import { useUnreadNotifications } from '../../notifications/hooks/use-unread-notifications';
import { useHelpBarStore } from '../../help/stores/help-bar-store';
import { useAiBarStore } from '../../ai-bar/stores/ai-bar-store';
import { useSessionStore } from '../../session/stores/session-store';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';

export type AppHeaderProps = {
  user: SessionInfo | null;
  sidebarCollapsed: boolean;
  simplified: boolean;
  aiAvailable: boolean;
  onToggleSidebar: () => void;
  onOpenNotifications: () => void;
};

/** The top bar: menu toggle, language, tasks, notifications, help, AI bar, profile. */
export function AppHeader({ user, sidebarCollapsed, simplified, aiAvailable, onToggleSidebar, onOpenNotifications }: AppHeaderProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const liveTasks = useTasksStore((state) => state.tasks.filter((task) => task.status === 'in_progress' || task.status === 'waiting').length);
  const setTasksOpen = useTasksStore((state) => state.setPanelOpen);
  const { unread } = useUnreadNotifications(true);
  const helpCollapsed = useHelpBarStore((state) => state.collapsed);
  const setHelpCollapsed = useHelpBarStore((state) => state.setCollapsed);
  const { open: aiOpen, setOpen: setAiOpen } = useAiBarStore();
  const sync = useSessionStore((state) => state.sync);
  const confirm = useConfirm();

  const handleLogout = async () => {
    if (!(await confirm({ title: t('header.logoutConfirm'), okText: t('header.logout') }))) return;
    await apiClient.logout();
    queryClient.clear();
    sync();
    navigate('/login/', { replace: true });
  };

  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || user.username.slice(0, 2).toUpperCase() : '?';

  return (
    <Flex align="center" justify="space-between" className="pimento-header">
      <Button
        type="text"
        icon={simplified ? <MenuOutlined /> : sidebarCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={t(sidebarCollapsed ? 'nav.expand' : 'nav.collapse')}
        onClick={onToggleSidebar}
        data-testid="sidebar-toggle"
      />
      <Flex align="center" gap={6}>
        <LanguageSwitch saveOnUser />
        <Tooltip title={t('header.tasks')}>
          <Badge count={liveTasks} size="small" offset={[-4, 4]}>
            <Button type="text" icon={<UnorderedListOutlined />} aria-label={t('header.tasks')} onClick={() => setTasksOpen(true)} data-testid="open-tasks" />
          </Badge>
        </Tooltip>
        <Tooltip title={t('header.notifications')}>
          <Badge count={unread} size="small" offset={[-4, 4]}>
            <Button type="text" icon={<BellOutlined />} aria-label={t('header.notifications')} onClick={onOpenNotifications} data-testid="open-notifications" />
          </Badge>
        </Tooltip>
        {simplified ? null : (
          <Tooltip title={t('header.help')}>
            <Button type={helpCollapsed ? 'text' : 'default'} icon={<QuestionCircleOutlined />} aria-label={t('header.help')} onClick={() => setHelpCollapsed(!helpCollapsed)} />
          </Tooltip>
        )}
        {aiAvailable && !simplified ? (
          <Tooltip title={t('header.ai')}>
            <Button type={aiOpen ? 'default' : 'text'} icon={<RobotOutlined />} aria-label={t('header.ai')} onClick={() => setAiOpen(!aiOpen)} data-testid="open-ai" />
          </Tooltip>
        ) : null}
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'profile', label: t('header.profile'), onClick: () => navigate('/settings/user/') },
              { type: 'divider' },
              { key: 'logout', label: t('header.logout'), danger: true, onClick: () => void handleLogout() },
            ],
          }}
        >
          <Button type="text" className="pimento-user-button" data-testid="user-menu">
            <Avatar size={28} style={{ background: '#2F3742', fontSize: 12 }}>
              {initials}
            </Avatar>
            {simplified ? null : <span className="pimento-user-name">{user?.username ?? ''}</span>}
          </Button>
        </Dropdown>
      </Flex>
    </Flex>
  );
}
