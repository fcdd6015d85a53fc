import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { InputNumber, Radio } from '@pimento/shared-kit/ui/antd-inputs';
import type { ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { spacing } from '@pimento/shared-kit/design/tokens';

type MainImageSource = Extract<ExportSource, { kind: 'main_image' }>;

const fieldset = { border: 'none', padding: 0, margin: 0 } as const;

/** A main image column's settings: its public address (resized or not) or its file name. */
export function MainImageSourceFields({ source, onSource }: { source: MainImageSource; onSource: (source: ExportSource) => void }) {
  const { t } = useTranslation('exports');
  const id = useId();
  return (
    <Flex vertical gap={spacing.sm}>
      <fieldset style={fieldset}>
        <legend>{t('editor.mainImagePart')}</legend>
        <Radio.Group
          value={source.part}
          onChange={(event) => onSource({ ...source, part: event.target.value as MainImageSource['part'] })}
          options={(['url', 'file_name'] as const).map((part) => ({ value: part, label: t(`mainImageParts.${part}`) }))}
          data-testid="main-image-part"
        />
      </fieldset>
      {source.part === 'url' && (
        <>
          <fieldset style={fieldset}>
            <legend>{t('editor.mainImageSize')}</legend>
            <Flex wrap gap={spacing.sm}>
              <label htmlFor={`${id}-width`}>
                {t('editor.mainImageWidth')}
                <InputNumber id={`${id}-width`} style={{ display: 'block' }} min={1} max={10_000} precision={0} value={source.width} onChange={(value) => onSource({ ...source, width: value })} />
              </label>
              <label htmlFor={`${id}-height`}>
                {t('editor.mainImageHeight')}
                <InputNumber id={`${id}-height`} style={{ display: 'block' }} min={1} max={10_000} precision={0} value={source.height} onChange={(value) => onSource({ ...source, height: value })} />
              </label>
            </Flex>
          </fieldset>
          <Typography.Text type="secondary">{t('editor.mainImageHelp')}</Typography.Text>
        </>
      )}
    </Flex>
  );
}
