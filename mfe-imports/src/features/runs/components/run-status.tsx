import { useTranslation } from 'react-i18next';
import type { ImportRun } from '@pimento/shared-kit/contracts/imports';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { Alert, Button } from '@pimento/shared-kit/ui/antd-core';
import { Progress } from '@pimento/shared-kit/ui/antd-frame';
import { PlainTag } from '@pimento/shared-kit/ui/plain/kit';
import { RelativeTime } from '@pimento/shared-kit/ui/relative-time';
import { isWorking, phaseColor, progressKey, type RunPhase, type StepTask } from '../lib/run-phase';
import { InternalLink } from './internal-link';

/** A step's date as spec §9 reads it ("3 minutes ago"), the exact time on hover; a dash before it happened. */
function StepDate({ value }: { value: string | null }) {
  const { t } = useTranslation('imports');
  return value === null ? <>{t('runPage.details.none')}</> : <RelativeTime value={value} />;
}

/** The run's state, its progress while a job works, why it stopped, and what it is (file, template, dates). */
export function RunStatus({ run, phase, task, followed, onRefresh }: { run: ImportRun; phase: RunPhase; task: StepTask | undefined; followed: boolean; onRefresh: () => void }) {
  const { t, i18n } = useTranslation('imports');
  const language = toLanguage(i18n.language);
  const working = isWorking(phase);
  const progress = progressKey(phase);
  const percent = Math.floor(Math.min(1, Math.max(0, task?.percent ?? 0)) * 100);
  // Why it stopped: the run's own failure (a file that cannot be read, a broken pill), else the task's.
  const failure = run.failure ?? (phase === 'error' && task?.errorCode ? { code: task.errorCode, params: undefined } : null);

  return (
    <section className="pm-run__panel" aria-labelledby="pm-run-state">
      <h3 className="pm-run__heading pm-run__sr" id="pm-run-state">
        {t('runPage.details.label')}
      </h3>
      <div className="pm-run__state" role="status" data-testid="run-state">
        <PlainTag color={phaseColor(phase)} size="large" data-testid="run-phase">
          {t(`runPage.status.${phase}`)}
        </PlainTag>
        <p className="pm-run__help">{t(`runPage.statusHelp.${phase}`)}</p>
      </div>
      {working && progress !== null && followed && (
        <div className="pm-run__progress" data-testid="run-progress">
          <Progress percent={percent} status="active" aria-label={t('runPage.progressLabel')} />
          <p className="pm-run__progress-text">{t(`runPage.progressOf.${progress}`, { percent })}</p>
        </div>
      )}
      {working && !followed && (
        <div className="pm-run__notice" data-testid="run-not-followed">
          <span>{t('runPage.notFollowed')}</span>
          <Button size="small" onClick={onRefresh}>
            {t('runPage.refresh')}
          </Button>
        </div>
      )}
      {failure && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          data-testid="run-failure"
          title={t('runPage.failure')}
          description={
            <>
              {errorMessage(failure.code, language, failure.params ?? {})}{' '}
              <span className="pm-run__muted">
                ({t('runPage.codeLabel')} <code className="pm-run__code">{failure.code}</code>)
              </span>
            </>
          }
        />
      )}
      <dl className="pm-run__details">
        <div>
          <dt>{t('runPage.details.file')}</dt>
          <dd data-testid="run-file">{run.file_name ?? t('runPage.details.none')}</dd>
        </div>
        <div>
          <dt>{t('runPage.details.template')}</dt>
          <dd data-testid="run-template">
            {run.template_id !== null ? <InternalLink to={`/imports/${run.template_id}`}>{run.template_name}</InternalLink> : t('runPage.details.deletedTemplate', { name: run.template_name })}
          </dd>
        </div>
        <div>
          <dt>{t('runPage.details.created')}</dt>
          <dd>
            <StepDate value={run.created} />
          </dd>
        </div>
        <div>
          <dt>{t('runPage.details.verified')}</dt>
          <dd>
            <StepDate value={run.verified} />
          </dd>
        </div>
        <div>
          <dt>{t('runPage.details.finished')}</dt>
          <dd>
            <StepDate value={run.finished} />
          </dd>
        </div>
        {run.rolled_back !== null && (
          <div>
            <dt>{t('runPage.details.rolledBack')}</dt>
            <dd>
              <StepDate value={run.rolled_back} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The counts are the launch's once it finished; while it writes, and when it was interrupted, they are still the dry run's. */
const launchedStatuses = new Set(['completed', 'completed_with_errors']);

/** The counts of the dry run (then of the launch, then of the rollback). */
export function RunCounts({ run }: { run: ImportRun }) {
  const { t, i18n } = useTranslation('imports');
  const number = new Intl.NumberFormat(toLanguage(i18n.language));
  const launched = launchedStatuses.has(run.status);
  const count = (key: string) => run.counts[key] ?? 0;
  const tiles: { key: string; label: string; error?: boolean }[] = [
    { key: 'created', label: launched ? t('runPage.counts.created') : t('runPage.counts.toCreate') },
    { key: 'updated', label: launched ? t('runPage.counts.updated') : t('runPage.counts.toUpdate') },
    { key: 'unchanged', label: t('runPage.counts.unchanged') },
    { key: 'skipped', label: t('runPage.counts.skipped') },
    { key: 'error', label: t('runPage.counts.error'), error: count('error') > 0 },
    { key: 'cells_in_error', label: t('runPage.counts.cells_in_error'), error: count('cells_in_error') > 0 },
  ];
  if (run.rolled_back !== null) {
    tiles.push({ key: 'rolled_back', label: t('runPage.counts.rolled_back') }, { key: 'rollback_skipped', label: t('runPage.counts.rollback_skipped') });
  }
  const title = launched ? t('runPage.counts.labelLaunched') : t('runPage.counts.label');
  return (
    <section className="pm-run__panel" aria-labelledby="pm-run-counts">
      <h3 className="pm-run__heading" id="pm-run-counts">
        {title}
      </h3>
      <dl className="pm-run__counts" data-testid="run-counts">
        {tiles.map((tile) => (
          <div key={tile.key} className={tile.error ? 'pm-run__count pm-run__count--error' : 'pm-run__count'} data-testid={`run-count-${tile.key}`}>
            <dt>{tile.label}</dt>
            <dd>{number.format(count(tile.key))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
