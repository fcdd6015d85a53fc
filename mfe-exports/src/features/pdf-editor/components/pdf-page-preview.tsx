import { useState } from 'react';
import '../../../i18n/pdf-strings';
import { useTranslation } from 'react-i18next';
import { Alert, Flex, Segmented, Spin, Typography } from '@pimento/shared-kit/ui/antd-core';
import type { ExportLayout } from '@pimento/shared-kit/contracts/export-layout';
import type { PdfPageOptions } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { PreviewWarnings } from '../../matrix-editor/components/preview-warnings';
import { usePdfPreview, type PreviewedPage } from '../api/pdf-preview';

/** A4 at the browser's 96 pixels an inch, shown at this scale. */
const page = { width: 794, height: 1123, scale: 0.62 };

/**
 * The live preview: a page of the catalogue as Chromium will print it, in a frame that runs no
 * script and reaches nothing (`sandbox`), scaled down to fit beside the editor.
 */
export function PdfPagePreview({ layout, options, language }: { layout: ExportLayout; options: PdfPageOptions; language: string | undefined }) {
  const { t, i18n } = useTranslation('exports');
  const [shown, setShown] = useState<PreviewedPage>('products');
  const preview = usePdfPreview(layout, options, shown, language);
  const interfaceLanguage = i18n.language === 'fr' ? 'fr' : 'en';
  const warnings = preview.data?.warnings ?? [];
  return (
    <section aria-labelledby="pdf-preview-title" data-testid="pdf-preview">
      <Flex gap={spacing.md} align="center" wrap>
        <Typography.Title level={5} id="pdf-preview-title" style={{ margin: 0 }}>
          {t('pdf.preview')}
        </Typography.Title>
        <Segmented<PreviewedPage>
          aria-label={t('pdf.previewedPage')}
          value={shown}
          onChange={setShown}
          options={[
            { value: 'cover', label: t('pdf.pages.cover') },
            { value: 'contents', label: t('pdf.pages.contents') },
            { value: 'products', label: t('pdf.pages.products') },
          ]}
        />
        {preview.isFetching && <Spin size="small" aria-label={t('pdf.previewLoading')} />}
      </Flex>
      {preview.isError && <Alert type="error" showIcon title={errorMessage((preview.error as { code?: string }).code ?? 'task.failed', interfaceLanguage)} />}
      <PreviewWarnings warnings={warnings} />
      {preview.data !== undefined && (
        <div style={{ width: page.width * page.scale, height: page.height * page.scale, overflow: 'hidden', border: `1px solid ${palette.border}`, marginTop: spacing.sm, background: palette.surface }}>
          <iframe
            title={t('pdf.previewFrame', { page: t(`pdf.pages.${shown}`) })}
            sandbox=""
            srcDoc={preview.data.html}
            style={{ width: page.width, height: page.height, border: 0, transform: `scale(${page.scale})`, transformOrigin: 'top left' }}
          />
        </div>
      )}
    </section>
  );
}
