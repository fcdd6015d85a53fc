import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import type { ExportTemplateSummary } from '@pimento/shared-kit/contracts/export-templates';
import { spacing } from '@pimento/shared-kit/design/tokens';
import '../../../i18n/asset-export-strings';

// Loaded when opened: the exports list's first screen carries neither the editor nor the error messages they say.
const AssetExportEditor = lazy(() => import('./asset-export-editor').then((module) => ({ default: module.AssetExportEditor })));
const AssetRunDialog = lazy(() => import('./asset-run-dialog').then((module) => ({ default: module.AssetRunDialog })));

/**
 * The exports list's asset exports: each template with its last runs, opened in its editor's
 * drawer or run from here; a new one started from the section's button.
 */
export function AssetExportsSection({ templates, lastRuns }: { templates: ExportTemplateSummary[]; lastRuns: (templateId: number) => ReactNode }) {
  const { t } = useTranslation('exports');
  // The editor's template: null for a new one, undefined when closed.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [running, setRunning] = useState<{ id: number; name: string } | null>(null);
  const cell = { textAlign: 'left' as const, padding: spacing.sm };
  return (
    <section aria-labelledby="asset-exports-title" data-testid="asset-exports">
      <Flex justify="space-between" align="center" wrap gap={spacing.sm}>
        <Typography.Title level={4} id="asset-exports-title" style={{ margin: 0 }}>
          {t('assetExport.section')}
        </Typography.Title>
        <Button onClick={() => setEditing(null)}>{t('assetExport.new')}</Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('assetExport.sectionHelp')}</Typography.Paragraph>
      {templates.length === 0 ? (
        <Typography.Text>{t('assetExport.empty')}</Typography.Text>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-labelledby="asset-exports-title">
          <thead>
            <tr>
              <th scope="col" style={cell}>{t('list.name')}</th>
              <th scope="col" style={cell}>{t('list.version')}</th>
              <th scope="col" style={cell}>{t('list.lastRuns')}</th>
              <th scope="col" style={cell}>{t('assetExport.run')}</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr key={template.id} data-testid={`asset-template-${template.id}`}>
                <th scope="row" style={cell}>
                  <Button type="link" style={{ padding: 0 }} onClick={() => setEditing(template.id)} aria-label={t('assetExport.edit', { name: template.name })}>
                    {template.name}
                  </Button>
                </th>
                <td style={cell}>v{template.version}</td>
                <td style={cell}>{lastRuns(template.id)}</td>
                <td style={cell}>
                  <Button onClick={() => setRunning({ id: template.id, name: template.name })} aria-label={t('assetExport.runOf', { name: template.name })}>
                    {t('assetExport.run')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Suspense fallback={null}>
        {editing !== undefined && <AssetExportEditor templateId={editing} onClose={() => setEditing(undefined)} onSaved={(saved) => setEditing(saved.id)} />}
        {running !== null && <AssetRunDialog template={running} onClose={() => setRunning(null)} />}
      </Suspense>
    </section>
  );
}
