import { lazy, Suspense, useState } from 'react';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import type { SidebarEntry } from '../../sidebar/sidebar-entries';
import { Sidebar } from '../../sidebar/components/sidebar';
import { HelpBar } from '../../help/components/help-bar';
import { AiBar } from '../../ai-bar/components/ai-bar';
import { useAiBarStore } from '../../ai-bar/stores/ai-bar-store';
import { useTasksStore } from '../../tasks/stores/tasks-store';
import { RemoteSlot } from '../../remotes/components/remote-slot';
import { useOpenedOnce } from '../../frame/use-opened-once';
import { SkipLink, mainContentId } from '../../frame/skip-link';
import { AppHeader } from './app-header';

// The drawers (tasks, notifications, the simplified mode's sidebar) are antd's: they load, with
// antd, the first time one opens, not with the frame.
const loadFramePanels = () => import(/* webpackChunkName: "frame-panels" */ './frame-panels');
const TasksDrawer = lazy(() => loadFramePanels().then((module) => ({ default: module.TasksDrawer })));
const NotificationsDrawer = lazy(() => loadFramePanels().then((module) => ({ default: module.NotificationsDrawer })));
const SidebarDrawer = lazy(() => loadFramePanels().then((module) => ({ default: module.SidebarDrawer })));

export type AppLayoutProps = {
  remote: string;
  entries: readonly SidebarEntry[];
  remoteProps: RemoteProps;
  simplified: boolean;
  aiAvailable: boolean;
};

/** The signed-in desktop frame: sidebar, header, and below the header the route's remote, the help bar (or its tab) and the AI bar side by side. */
export function AppLayout({ remote, entries, remoteProps, simplified, aiAvailable }: AppLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const aiOpen = useAiBarStore((state) => state.open);
  const tasksOpen = useTasksStore((state) => state.panelOpen);
  const drawerUsed = useOpenedOnce(drawerOpen);
  const tasksUsed = useOpenedOnce(tasksOpen);
  const notificationsUsed = useOpenedOnce(notificationsOpen);

  return (
    <div className={`pimento-app${simplified ? ' pimento-simplified' : ''}`} data-testid="app-layout">
      <SkipLink />
      {simplified ? null : (
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
        {/* Below the header: the side panels take their width from the page, never the header's (its menus stay reachable). */}
        <div className="pimento-body">
          <main className="pimento-content" id={mainContentId} tabIndex={-1} data-testid="remote-content">
            <RemoteSlot key={remote} name={remote} remoteProps={remoteProps} />
          </main>
          {simplified ? null : <HelpBar />}
          {aiOpen && aiAvailable && !simplified ? <AiBar remoteProps={remoteProps} /> : null}
        </div>
      </div>
      <Suspense fallback={null}>
        {simplified && drawerUsed ? <SidebarDrawer entries={entries} open={drawerOpen} onClose={() => setDrawerOpen(false)} /> : null}
        {tasksUsed ? <TasksDrawer /> : null}
        {notificationsUsed ? <NotificationsDrawer open={notificationsOpen} onClose={() => setNotificationsOpen(false)} /> : null}
      </Suspense>
    </div>
  );
}
