import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer, Empty, List, Progress, Space } from '@pimento/shared-kit/ui/antd-frame';
import { PlainTag, type PlainTagProps } from '@pimento/shared-kit/ui/plain/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TaskStatus } from '@pimento/shared-kit/contracts/tasks';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { useTasksStore } from '../stores/tasks-store';
import { taskDownloadPath, taskOutcome, taskTitle } from '../task-text';
import { stepName, stepState } from '../step-text';
import type { TaskView } from '../task-reducer';
import { useTaskAction } from '../api/task-action';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';

// The suite's plain tags, at AA contrast: antd's filled success tag (green on a grey green) read at 2.6:1 (axe).
const statusColours: Record<TaskStatus, NonNullable<PlainTagProps['color']>> = {
  waiting: 'default',
  in_progress: 'blue',
  done: 'green',
  error: 'red',
  paused: 'orange',
  cancel: 'default',
};

/** The second panel of the sidebar: tasks with progress and actions (spec §1, §4). */
export function TasksPanel() {
  const { t } = useTranslation('shell');
  const { tasks, panelOpen, setPanelOpen } = useTasksStore();
  const action = useTaskAction();
  const confirm = useConfirm();
  const handleCancel = async (taskId: string) => {
    if (await confirm({ title: t('tasks.confirmCancel'), content: t('tasks.confirmCancelText'), okText: t('tasks.actions.cancel'), danger: true })) {
      action.mutate({ taskId, action: 'cancel' });
    }
  };
  return (
    <Drawer title={t('tasks.title')} placement="left" open={panelOpen} onClose={() => setPanelOpen(false)} size={380} data-testid="tasks-panel">
      {tasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.empty')} />
      ) : (
        // Focusable, so a keyboard user can scroll a long list of finished tasks, which has no control to tab to (axe: scrollable-region-focusable).
        <div tabIndex={0} role="region" aria-label={t('tasks.title')} data-testid="tasks-list">
          <List
            dataSource={tasks}
            renderItem={(task) => (
              <TaskLine key={task.id} task={task} onAction={(taskId, name) => action.mutate({ taskId, action: name })} onCancel={(taskId) => void handleCancel(taskId)} onLeave={() => setPanelOpen(false)} />
            )}
            footer={<Typography.Text type="secondary">{t('tasks.finishedKept')}</Typography.Text>}
          />
        </div>
      )}
    </Drawer>
  );
}

type TaskLineProps = {
  task: TaskView;
  onAction: (taskId: string, action: 'pause' | 'relaunch') => void;
  onCancel: (taskId: string) => void;
  /** The user follows a link out of the panel (a finished export's download page). */
  onLeave: () => void;
};

/** One task: its name, status, progress, what it did once done, and what can be done with it. */
function TaskLine({ task, onAction, onCancel, onLeave }: TaskLineProps) {
  const { t, i18n } = useTranslation('shell');
  const language = toLanguage(i18n.language);
  const title = taskTitle(task, t, (key) => i18n.exists(key));
  const outcome = task.status === 'done' ? taskOutcome(task, t) : null;
  const download = task.status === 'done' ? taskDownloadPath(task) : null;
  return (
    <List.Item data-testid="task-line">
      <Flex vertical style={{ width: '100%' }} gap={6}>
        <Flex justify="space-between" align="center">
          <Typography.Text strong>{title}</Typography.Text>
          {/* A live region: a screen reader hears the status change while the panel is open (toasts tell it otherwise). */}
          <span aria-live="polite">
            <PlainTag color={statusColours[task.status]} data-testid="task-status">{t(`tasks.status.${task.status}`)}</PlainTag>
          </span>
        </Flex>
        <Progress percent={Math.round(task.percent * 100)} size="small" status={task.status === 'error' ? 'exception' : undefined} aria-label={title} />
        {task.steps.length > 0 ? (
          <ol aria-label={t('tasks.stepsLabel')} style={{ margin: 0, paddingInlineStart: 18 }} data-testid="task-steps">
            {task.steps.map((step) => (
              <li key={step.key} data-testid={`task-step-${step.key}`} data-state={step.status}>
                <Typography.Text>{stepName(step, t, (key) => i18n.exists(key))}</Typography.Text>
                {' — '}
                <Typography.Text type={step.status === 'error' ? 'danger' : 'secondary'}>{stepState(step, t, language)}</Typography.Text>
              </li>
            ))}
          </ol>
        ) : null}
        {outcome ? (
          <Typography.Text type="secondary" data-testid="task-outcome">
            {outcome}
          </Typography.Text>
        ) : null}
        <Space size={4}>
          {download ? (
            <Link to={download} onClick={onLeave} data-testid="task-download">
              {t('tasks.actions.download')}
            </Link>
          ) : null}
          {task.status === 'in_progress' || task.status === 'waiting' ? (
            <>
              <Button size="small" onClick={() => onAction(task.id, 'pause')}>
                {t('tasks.actions.pause')}
              </Button>
              <Button size="small" danger onClick={() => onCancel(task.id)}>
                {t('tasks.actions.cancel')}
              </Button>
            </>
          ) : null}
          {task.status === 'paused' || task.status === 'cancel' || task.status === 'error' ? (
            <Button size="small" onClick={() => onAction(task.id, 'relaunch')}>
              {t('tasks.actions.relaunch')}
            </Button>
          ) : null}
        </Space>
      </Flex>
    </List.Item>
  );
}
