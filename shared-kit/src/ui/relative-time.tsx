import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeDate } from '@pimento/shared-kit/i18n/relative-date';

/** The current time, refreshed every `intervalMs` (spec §9: relative dates every 30 s). */
function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** A date as spec §9 reads it ("3 minutes ago", "Yesterday", "21/11/2026"), refreshed every 30 s; the exact time on hover and in `dateTime`. */
export function RelativeTime({ value }: { value: string }) {
  const { t, i18n } = useTranslation('common');
  const now = useNow(30_000);
  const relative = relativeDate(value, now);
  const text = relative.key === null ? relative.text : 'count' in relative ? t(relative.key, { count: relative.count }) : t(relative.key);
  const exact = new Date(value).toLocaleString(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' });
  return (
    <time dateTime={value} title={exact}>
      {text}
    </time>
  );
}
