import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Empty, List, Progress, Space, Tag } from '@pimento/shared-kit/ui/antd-frame';
import { useTranslation } from 'react-i18next';
import type { TaskStatus } from '@pimento/shared-kit/contracts/tasks';
import { useTasksStore } from '../stores/tasks-store';
import { useTaskAction } from '../api/task-action';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';

const statusColours: Record<TaskStatus, string> = {
  waiting: 'default',
  in_progress: 'processing',
  done: 'success',
  error: 'error',
  paused: 'warning',
  cancel: 'default',
};

/** The second panel of the sidebar: tasks with progress and actions (spec §1, §4). */
export function TasksPanel() {
  const { t, i18n } = useTranslation('shell');
  const { tasks, panelOpen, setPanelOpen } = useTasksStore();
  const action = useTaskAction();
  const confirm = useConfirm();
  const handleCancel = async (taskId: string) => {
    if (await confirm({ title: t('tasks.confirmCancel'), content: t('tasks.confirmCancelText'), okText: t('tasks.actions.cancel'), danger: true })) {
      action.mutate({ taskId, action: 'cancel' });
    }
  };
  const label = (type: string) => (i18n.exists(`shell:tasks.types.${type}`) ? t(`tasks.types.${type}`) : t('tasks.types.other'));

  return (
    <Drawer title={t('tasks.title')} placement="left" open={panelOpen} onClose={() => setPanelOpen(false)} size={380} data-testid="tasks-panel">
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.empty')} />
      ) : (
        <List
          dataSource={tasks}
          renderItem={(task) => (
            <List.Item key={task.id} data-testid="task-line">
              <Flex vertical style={{ width: '100%' }} gap={6}>
                <Flex justify="space-between" align="center">
                  <Typography.Text strong>{label(task.type)}</Typography.Text>
                  {/* A live region: a screen reader hears the status change while the panel is open (toasts tell it otherwise). */}
                  <span aria-live="polite">
                    <Tag color={statusColours[task.status]}>{t(`tasks.status.${task.status}`)}</Tag>
                  </span>
                </Flex>
                <Progress percent={Math.round(task.percent * 100)} size="small" status={task.status === 'error' ? 'exception' : undefined} aria-label={label(task.type)} />
                <Space size={4}>
                  {task.status === 'in_progress' || task.status === 'waiting' ? (
                    <>
                      <Button size="small" onClick={() => action.mutate({ taskId: task.id, action: 'pause' })}>
                        {t('tasks.actions.pause')}
                      </Button>
                      <Button size="small" danger onClick={() => void handleCancel(task.id)}>
                        {t('tasks.actions.cancel')}
                      </Button>
                    </>
                  ) : null}
                  {task.status === 'paused' || task.status === 'cancel' || task.status === 'error' ? (
                    <Button size="small" onClick={() => action.mutate({ taskId: task.id, action: 'relaunch' })}>
                      {t('tasks.actions.relaunch')}
                    </Button>
                  ) : null}
                </Space>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
