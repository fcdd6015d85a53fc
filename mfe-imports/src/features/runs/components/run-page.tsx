import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
// The run page's strings, registered in the `imports` namespace when this module loads.
import '../../../i18n/runs-strings';
import { ApiError } from '@pimento/shared-kit/client/api-error';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { importRunsApi, type ImportRun } from '@pimento/shared-kit/contracts/imports';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { Alert, Button, Spin } from '@pimento/shared-kit/ui/antd-core';
import { PageFrame } from '@pimento/shared-kit/ui/page-frame';
import { useConfirm } from '@pimento/shared-kit/ui/use-confirm';
import { useRun } from '../api/get-run';
import { useStepTask } from '../api/get-step-task';
import { runKeys } from '../api/query-keys';
import { useCancelStep, useLaunchRun, useRollBackRun, useVerifyAgain } from '../api/run-actions';
import { useRunLiveUpdates } from '../hooks/use-run-live-updates';
import { canCancel, canLaunch, canRollBack, canVerifyAgain, currentStep, isVerified, runPhase, type StepTask } from '../lib/run-phase';
import { InternalLink } from './internal-link';
import { RunRows } from './run-rows';
import { RunCounts, RunStatus } from './run-status';
import { useRunStyles } from './run-styles';

/** `/imports/{templateId}/runs/{runId}`: one run of an import template — its dry run, report, launch and rollback. */
export function RunPage() {
  const { t } = useTranslation('imports');
  useRunStyles();
  const params = useParams();
  const runId = Number(params.runId);
  const templateId = Number(params.id);
  const run = useRun(Number.isInteger(runId) ? runId : 0);
  useRunLiveUpdates(run.data);

  const title = t('runPage.title', { id: Number.isInteger(runId) && runId > 0 ? runId : '?' });
  const breadcrumb = [t('area'), run.data?.template_name ?? '…', title];

  if (run.data === undefined) {
    const missing = !Number.isInteger(runId) || runId <= 0 || (run.error instanceof ApiError && (run.error.status === 404 || run.error.status === 403));
    return (
      <PageFrame title={title} breadcrumb={breadcrumb} actions={<BackLink templateId={Number.isInteger(templateId) && templateId > 0 ? templateId : null} />}>
        {run.isError || missing ? (
          <Alert type="error" showIcon title={t('runPage.notFound')} data-testid="run-not-found" />
        ) : (
          <div role="status" aria-live="polite">
            <Spin />
            <span className="pm-run__sr">{t('runPage.loading')}</span>
          </div>
        )}
      </PageFrame>
    );
  }
  return <RunScreen run={run.data} title={title} breadcrumb={breadcrumb} />;
}

function BackLink({ templateId }: { templateId: number | null }) {
  const { t } = useTranslation('imports');
  return templateId !== null ? <InternalLink to={`/imports/${templateId}`}>{t('runPage.backToTemplate')}</InternalLink> : <InternalLink to="/imports/">{t('runPage.backToImports')}</InternalLink>;
}

function RunScreen({ run, title, breadcrumb }: { run: ImportRun; title: string; breadcrumb: string[] }) {
  const { t } = useTranslation('imports');
  const notify = useNotify();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const step = currentStep(run);
  const stepTask = useStepTask(step?.taskId ?? null);
  const task: StepTask | undefined = stepTask.data ? { id: stepTask.data.id, status: stepTask.data.status, percent: stepTask.data.percent, errorCode: stepTask.data.error?.code ?? null } : undefined;
  const phase = runPhase(run, task);
  // The tasks API lists one's own tasks only: a step a colleague started is not followed live.
  const followed = step === null || stepTask.isPending || stepTask.data !== null;
  const launch = useLaunchRun();
  const rollBack = useRollBackRun();
  const cancel = useCancelStep(run.id);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: runKeys.run(run.id) });
    void queryClient.invalidateQueries({ queryKey: runKeys.allRows(run.id) });
  };
  // The step's task is done but the run still shows it under way: the job finished before the page
  // knew its task (its messages went by unrecognised, e.g. while the launch's answer was on its way).
  const finishedUnseen = step !== null && task !== undefined && task.id === step.taskId && task.status === 'done';
  useEffect(() => {
    if (!finishedUnseen) return;
    void queryClient.invalidateQueries({ queryKey: runKeys.run(run.id) });
    void queryClient.invalidateQueries({ queryKey: runKeys.allRows(run.id) });
  }, [finishedUnseen, queryClient, run.id]);

  // Refused (409: launched, rolled back or finished meanwhile, perhaps from another browser): say why, show the run as it is now.
  const failedOnChangedRun = (error: unknown) => {
    notify.error(error);
    refresh();
    if (step !== null) void queryClient.invalidateQueries({ queryKey: runKeys.task(step.taskId) });
  };

  // One confirmation at a time: a second click while one is open asks nothing more.
  const asking = useRef(false);
  const ask = async (options: Parameters<typeof confirm>[0]) => {
    if (asking.current) return false;
    asking.current = true;
    try {
      return await confirm(options);
    } finally {
      asking.current = false;
    }
  };

  const count = (key: string) => run.counts[key] ?? 0;
  const handleLaunch = async () => {
    const confirmed = await ask({
      title: t('runPage.confirm.launchTitle'),
      content: t('runPage.confirm.launchContent', { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), skipped: count('skipped'), error: count('error') }),
      okText: t('runPage.confirm.launchOk'),
    });
    if (confirmed) launch.mutate(run.id, { onSuccess: () => notify.success(t('runPage.toasts.launched')), onError: failedOnChangedRun });
  };
  const handleRollBack = async () => {
    const confirmed = await ask({ title: t('runPage.confirm.rollbackTitle'), content: t('runPage.confirm.rollbackContent'), okText: t('runPage.confirm.rollbackOk'), danger: true });
    if (confirmed) rollBack.mutate(run.id, { onSuccess: () => notify.success(t('runPage.toasts.rollbackStarted')), onError: failedOnChangedRun });
  };
  const verifyAgain = useVerifyAgain();
  const handleVerifyAgain = () =>
    verifyAgain.mutate(run, {
      onSuccess: (started) => {
        notify.success(t('runPage.toasts.verifyAgain'));
        navigate(`/imports/${started.run.template_id ?? run.template_id}/runs/${started.run.id}`);
      },
      onError: (error) => notify.error(error),
    });
  const handleCancel = async () => {
    if (task === undefined) return;
    const confirmed = await ask({
      title: t('runPage.confirm.cancelTitle'),
      content: step?.step === 'launch' ? t('runPage.confirm.cancelLaunch') : t('runPage.confirm.cancelVerify'),
      okText: t('runPage.confirm.cancelOk'),
      danger: true,
    });
    if (confirmed) cancel.mutate(task.id, { onSuccess: () => notify.info(t('runPage.toasts.cancelled')), onError: failedOnChangedRun });
  };

  const actions = (
    <div className="pm-run__actions">
      <BackLink templateId={run.template_id} />
      {isVerified(run) && count('error') > 0 && (
        // A download (an xlsx workbook), so a link to the declared endpoint rather than a call that parses JSON.
        <Button href={endpointPath(importRunsApi.errorReport, { id: run.id })} download data-testid="run-error-report">
          {t('runPage.actions.downloadErrors')}
        </Button>
      )}
      {canCancel(run, task) && (
        <Button onClick={() => void handleCancel()} loading={cancel.isPending} data-testid="run-cancel">
          {t('runPage.actions.cancel')}
        </Button>
      )}
      {canVerifyAgain(run) && (
        <Button type="primary" onClick={handleVerifyAgain} loading={verifyAgain.isPending} data-testid="run-verify-again">
          {t('runPage.actions.verifyAgain')}
        </Button>
      )}
      {canRollBack(run) && (
        <Button danger onClick={() => void handleRollBack()} loading={rollBack.isPending} data-testid="run-rollback">
          {t('runPage.actions.rollback')}
        </Button>
      )}
      {canLaunch(run) && (
        <Button type="primary" onClick={() => void handleLaunch()} loading={launch.isPending} data-testid="run-launch">
          {t('runPage.actions.launch')}
        </Button>
      )}
    </div>
  );

  return (
    <PageFrame title={title} breadcrumb={breadcrumb} actions={actions}>
      <div className="pm-run" data-testid="run-page">
        <RunStatus run={run} phase={phase} task={task} followed={followed} onRefresh={refresh} />
        {isVerified(run) && <RunCounts run={run} />}
        {isVerified(run) && <RunRows run={run} />}
      </div>
    </PageFrame>
  );
}
