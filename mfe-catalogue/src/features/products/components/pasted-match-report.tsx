import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography } from '@pimento/shared-kit/ui/antd-core';
import type { PastedMatchAnswer } from '@pimento/shared-kit/contracts/product-filters';
import { csvField, downloadTextFile } from '../lib/download-text-file';

/** How many unmatched values are listed on screen; the file holds them all. */
const shownMisses = 20;

/** What a pasted list matched: how many values were found, and which were not (listed, and as a file). */
export function PastedMatchReport({ report, pasted }: { report: PastedMatchAnswer; pasted: number }) {
  const { t, i18n } = useTranslation('catalogue');
  const number = (value: number) => value.toLocaleString(i18n.language === 'fr' ? 'fr-FR' : 'en-GB');
  const misses = [...report.missing.map((value) => ({ value, reason: t('paste.notFound') })), ...report.ambiguous.map((value) => ({ value, reason: t('paste.ambiguous') }))];
  const found = pasted - misses.length;

  const download = () => {
    // French spreadsheets split CSV on semicolons, English ones on commas.
    const separator = i18n.language === 'fr' ? ';' : ',';
    const lines = [[t('paste.fileValue'), t('paste.fileReason')], ...misses.map((miss) => [miss.value, miss.reason])];
    downloadTextFile(t('paste.fileName'), lines.map((cells) => cells.map(csvField).join(separator)).join('\r\n') + '\r\n');
  };

  return (
    <Alert
      type="warning"
      showIcon
      data-testid="paste-report"
      style={{ marginTop: 12 }}
      title={t('paste.found', { found: number(found), pasted: number(pasted), count: found })}
      description={
        <>
          {report.matched_ignoring_case > 0 && <Typography.Paragraph>{t('paste.foundIgnoringCase', { count: report.matched_ignoring_case, formatted: number(report.matched_ignoring_case) })}</Typography.Paragraph>}
          <Typography.Paragraph>{t('paste.missesTitle', { count: misses.length, formatted: number(misses.length) })}</Typography.Paragraph>
          <ul data-testid="paste-misses" style={{ maxHeight: 160, overflowY: 'auto', margin: 0, paddingInlineStart: 20 }}>
            {misses.slice(0, shownMisses).map((miss) => (
              <li key={miss.value}>
                <Typography.Text code>{miss.value}</Typography.Text> {miss.reason}
              </li>
            ))}
          </ul>
          {misses.length > shownMisses && <Typography.Paragraph type="secondary">{t('paste.moreMisses', { count: misses.length - shownMisses, formatted: number(misses.length - shownMisses) })}</Typography.Paragraph>}
          <Button onClick={download} data-testid="paste-download-misses" style={{ marginTop: 8 }}>
            {t('paste.downloadMisses')}
          </Button>
        </>
      }
    />
  );
}
