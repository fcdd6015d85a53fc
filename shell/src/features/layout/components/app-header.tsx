import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@pimento/shared-kit/ui/plain/kit';
import { SvgIcon, type SvgIconDefinition } from '@pimento/shared-kit/ui/plain/svg-icon';
import BellOutlined from '@ant-design/icons-svg/lib/asn/BellOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/lib/asn/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons-svg/lib/asn/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/lib/asn/MenuUnfoldOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/lib/asn/QuestionCircleOutlined';
import RobotOutlined from '@ant-design/icons-svg/lib/asn/RobotOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/lib/asn/UnorderedListOutlined';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { queryClient } from '@pimento/shared-kit/query/query-client';
import type { SessionInfo } from '@pimento/shared-kit/remote/remote-props';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { LanguageSwitch } from '../../language/components/language-switch';
import { useTasksStore } from '../../tasks/stores/tasks-store';
import { useUnreadNotifications } from '../../notifications/hooks/use-unread-notifications';
import { useHelpBarStore } from '../../help/stores/help-bar-store';
import { useAiBarStore } from '../../ai-bar/stores/ai-bar-store';
import { useSessionStore } from '../../session/stores/session-store';
import { Tip } from '../../frame/tip';
import { CountBadge } from '../../frame/count-badge';
import { UserMenu } from '../../frame/user-menu';
import { useFrameStyles } from '../../frame/frame-styles';
import { leaveAfterAsking, leaveWithoutAsking } from '@pimento/shared-kit/remote/unsaved-changes';

export type AppHeaderProps = {
  user: SessionInfo | null;
  sidebarCollapsed: boolean;
  simplified: boolean;
  aiAvailable: boolean;
  onToggleSidebar: () => void;
  onOpenNotifications: () => void;
};

/**
 * The top bar: menu toggle, language, tasks, notifications, help, AI bar, profile. Plain markup
 *: the header is on every signed-in page's first render; antd comes with what it opens.
 */
export function AppHeader({ user, sidebarCollapsed, simplified, aiAvailable, onToggleSidebar, onOpenNotifications }: AppHeaderProps) {
  useFrameStyles();
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

  const signOut = async () => {
    await apiClient.logout();
    queryClient.clear();
    sync();
    leaveWithoutAsking(() => navigate('/login/', { replace: true }));
  };
  const handleLogout = async () => {
    if (!(await confirm({ title: t('header.logoutConfirm'), okText: t('header.logout') }))) return;
    // Unsaved changes are asked about before the session ends, while they can still be saved.
    await leaveAfterAsking(() => void signOut());
  };

  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || user.username.slice(0, 2).toUpperCase() : '?';
  const toggleIcon = simplified ? MenuOutlined : sidebarCollapsed ? MenuUnfoldOutlined : MenuFoldOutlined;

  return (
    <header className="pimento-header pimento-header-bar">
      <PlainButton
        variant="text"
        className="pimento-header-button"
        icon={<SvgIcon icon={toggleIcon} />}
        aria-label={t(sidebarCollapsed ? 'nav.expand' : 'nav.collapse')}
        onClick={onToggleSidebar}
        data-testid="sidebar-toggle"
      />
      <div className="pimento-header-actions">
        <LanguageSwitch saveOnUser />
        <HeaderButton label={t('header.tasks')} icon={UnorderedListOutlined} count={liveTasks} onClick={() => setTasksOpen(true)} testId="open-tasks" />
        <HeaderButton label={t('header.notifications')} icon={BellOutlined} count={unread} onClick={onOpenNotifications} testId="open-notifications" />
        {simplified ? null : (
          <HeaderButton label={t('header.help')} icon={QuestionCircleOutlined} pressed={!helpCollapsed} onClick={() => setHelpCollapsed(!helpCollapsed)} />
        )}
        {aiAvailable && !simplified ? (
          <HeaderButton label={t('header.ai')} icon={RobotOutlined} pressed={aiOpen} onClick={() => setAiOpen(!aiOpen)} testId="open-ai" />
        ) : null}
        <UserMenu
          initials={initials}
          name={simplified ? null : (user?.username ?? '')}
          items={[
            { key: 'profile', label: t('header.profile'), onSelect: () => navigate('/settings/user/') },
            { key: 'logout', label: t('header.logout'), danger: true, dividerBefore: true, onSelect: () => void handleLogout() },
          ]}
        />
      </div>
    </header>
  );
}

type HeaderButtonProps = {
  label: string;
  icon: SvgIconDefinition;
  /** A toggle (help bar, AI bar): shown pressed while its panel is open. */
  pressed?: boolean;
  /** A counter over the button (live tasks, unread notifications). */
  count?: number;
  onClick: () => void;
  testId?: string;
};

/** An icon button of the header with its tooltip. */
function HeaderButton({ label, icon, pressed, count, onClick, testId }: HeaderButtonProps) {
  const button = (
    <PlainButton
      variant={pressed ? 'default' : 'text'}
      className="pimento-header-button"
      icon={<SvgIcon icon={icon} />}
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
    />
  );
  return <Tip title={label}>{count === undefined ? button : <CountBadge count={count}>{button}</CountBadge>}</Tip>;
}
