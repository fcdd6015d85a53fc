import { Drawer } from '@pimento/shared-kit/ui/antd-frame';
import { AntdProviders } from '@pimento/shared-kit/ui/app-providers';
import type { SidebarEntry } from '../../sidebar/sidebar-entries';
import { Sidebar } from '../../sidebar/components/sidebar';
import { TasksPanel } from '../../tasks/components/tasks-panel';
import { NotificationsPanel } from '../../notifications/components/notifications-panel';
import { palette } from '@pimento/shared-kit/design/tokens';

// The frame's antd drawers, each under antd's providers: loaded the first time one opens (the
// frame's first render carries no antd), so `app-layout.tsx` imports this module lazily.

export function TasksDrawer() {
  return (
    <AntdProviders>
      <TasksPanel />
    </AntdProviders>
  );
}

export function NotificationsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <AntdProviders>
      <NotificationsPanel open={open} onClose={onClose} />
    </AntdProviders>
  );
}

/** The sidebar of the simplified (small screen) mode, in a drawer opened from the header. */
export function SidebarDrawer({ entries, open, onClose }: { entries: readonly SidebarEntry[]; open: boolean; onClose: () => void }) {
  return (
    <AntdProviders>
      <Drawer placement="left" open={open} onClose={onClose} size={260} styles={{ body: { padding: 0, background: palette.sidebar } }} closable={false}>
        <Sidebar entries={entries} collapsed={false} onNavigate={onClose} />
      </Drawer>
    </AntdProviders>
  );
}
