import { useState } from 'react';
import { Drawer } from '@pimento/shared-kit/ui/antd-frame';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import type { SidebarEntry } from '../../sidebar/sidebar-entries';
import { Sidebar } from '../../sidebar/components/sidebar';
import { HelpBar } from '../../help/components/help-bar';
import { AiBar } from '../../ai-bar/components/ai-bar';
import { useAiBarStore } from '../../ai-bar/stores/ai-bar-store';
import { TasksPanel } from '../../tasks/components/tasks-panel';
import { NotificationsPanel } from '../../notifications/components/notifications-panel';
import { RemoteSlot } from '../../remotes/components/remote-slot';
import { AppHeader } from './app-header';

export type AppLayoutProps = {
  remote: string;
  entries: readonly SidebarEntry[];
  remoteProps: RemoteProps;
  simplified: boolean;
  aiAvailable: boolean;
};

/** The signed-in desktop frame: sidebar, header, the route's remote, help bar and AI bar. */
export function AppLayout({ remote, entries, remoteProps, simplified, aiAvailable }: AppLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const aiOpen = useAiBarStore((state) => state.open);

  return (
    <div className={`pimento-app${simplified ? ' pimento-simplified' : ''}`} data-testid="app-layout">
      {simplified ? (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} size={260} styles={{ body: { padding: 0, background: '#1B2027' } }} closable={false}>
          <Sidebar entries={entries} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <aside className={`pimento-sidebar${collapsed ? ' pimento-sidebar-collapsed' : ''}`}>
          <Sidebar entries={entries} collapsed={collapsed} />
        </aside>
      )}
      <div className="pimento-main">
        <AppHeader
          user={remoteProps.session}
          sidebarCollapsed={collapsed}
          simplified={simplified}
          aiAvailable={aiAvailable}
          onToggleSidebar={() => (simplified ? setDrawerOpen(true) : setCollapsed(!collapsed))}
          onOpenNotifications={() => setNotificationsOpen(true)}
        />
        <main className="pimento-content" data-testid="remote-content">
          <RemoteSlot key={remote} name={remote} remoteProps={remoteProps} />
        </main>
      </div>
      {simplified ? null : <HelpBar />}
      {aiOpen && aiAvailable && !simplified ? <AiBar remoteProps={remoteProps} /> : null}
      <TasksPanel />
      <NotificationsPanel open={notificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </div>
  );
}
