import { useTranslation } from 'react-i18next';
import { ToneTag, type Tone } from '@pimento/shared-kit/ui/tone-tag';
import type { ImportRunStatus } from '@pimento/shared-kit/contracts/imports';

const tones: Record<ImportRunStatus, Tone> = {
  pending: 'neutral',
  processing: 'info',
  verifying: 'info',
  ready: 'info',
  completed: 'success',
  completed_with_errors: 'warning',
  interrupted: 'warning',
  error: 'error',
  cancelled: 'neutral',
};

/** A run's state (spec §4) as a tag: colour from the theme (tokens), text in the interface language. */
export function RunStatusTag({ status }: { status: ImportRunStatus }) {
  const { t } = useTranslation('imports');
  return (
    <ToneTag tone={tones[status]}>{t(`status.${status}`)}</ToneTag>
  );
}
