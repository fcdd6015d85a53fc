import type { Tone } from '@pimento/shared-kit/ui/tone-tag';

/** The tone a percentage shows in: complete, nearly, half-way, far. */
export function completionTone(percent: number): Tone {
  if (percent >= 100) return 'success';
  if (percent >= 80) return 'info';
  if (percent >= 50) return 'warning';
  return 'error';
}
