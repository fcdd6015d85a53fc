import { useId } from 'react';
import '../../../i18n/pdf-strings';
import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Checkbox, Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { Language } from '@pimento/shared-kit/contracts/common';
import type { PriceList } from '@pimento/shared-kit/contracts/price-lists';
import { pdfLimits, type PdfPageOptions, type PdfText } from '@pimento/shared-kit/contracts/pdf-catalogues';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { useFontAssets } from '../api/font-assets';

const fieldset = { border: 'none', padding: 0, margin: 0 } as const;

/** A text of the catalogue in each of the company's languages (a run writes its own language's). */
function TextPerLanguage({ legend, value, languages, onChange }: { legend: string; value: PdfText; languages: Language[]; onChange: (text: PdfText) => void }) {
  const { i18n } = useTranslation('exports');
  const id = useId();
  return (
    <fieldset style={fieldset}>
      <legend>{legend}</legend>
      <Flex gap={spacing.sm} wrap>
        {languages.map((language) => (
          <label key={language.code} htmlFor={`${id}-${language.code}`} style={{ minWidth: 220, flex: 1 }}>
            {i18n.language === 'fr' ? language.label_fr : language.label_en}
            <Input
              id={`${id}-${language.code}`}
              value={value[language.code] ?? ''}
              maxLength={pdfLimits.textLength}
              onChange={(event) => {
                const { [language.code]: _old, ...rest } = value;
                onChange(event.target.value === '' ? rest : { ...rest, [language.code]: event.target.value });
              }}
            />
          </label>
        ))}
      </Flex>
    </fieldset>
  );
}

type Props = { value: PdfPageOptions; languages: Language[]; priceLists: PriceList[]; onChange: (options: PdfPageOptions) => void };

/** A PDF catalogue's page design: cover, contents, products per page, image, price, header, footer, font. */
export function PdfPageOptionsEditor({ value, languages, priceLists, onChange }: Props) {
  const { t } = useTranslation('exports');
  const id = useId();
  const fonts = useFontAssets();
  const set = <K extends keyof PdfPageOptions>(key: K, entry: PdfPageOptions[K]) => onChange({ ...value, [key]: entry });
  return (
    <section aria-labelledby={`${id}-title`} data-testid="pdf-page-options">
      <Typography.Title level={5} id={`${id}-title`}>
        {t('pdf.design')}
      </Typography.Title>
      <Flex vertical gap={spacing.md}>
        <fieldset style={fieldset}>
          <legend>{t('pdf.productsPerPage')}</legend>
          <Radio.Group
            value={value.products_per_page}
            onChange={(event) => set('products_per_page', event.target.value as PdfPageOptions['products_per_page'])}
            options={([1, 2, 4, 6] as const).map((count) => ({ value: count, label: t('pdf.perPage', { count }) }))}
          />
        </fieldset>
        <Flex gap={spacing.lg} wrap>
          <Checkbox checked={value.cover.enabled} onChange={(event) => set('cover', { ...value.cover, enabled: event.target.checked })}>
            {t('pdf.cover')}
          </Checkbox>
          <Checkbox checked={value.table_of_contents} onChange={(event) => set('table_of_contents', event.target.checked)}>
            {t('pdf.contents')}
          </Checkbox>
          <Checkbox checked={value.main_image} onChange={(event) => set('main_image', event.target.checked)}>
            {t('pdf.mainImage')}
          </Checkbox>
        </Flex>
        {value.cover.enabled && (
          <>
            <TextPerLanguage legend={t('pdf.coverTitle')} value={value.cover.title} languages={languages} onChange={(title) => set('cover', { ...value.cover, title })} />
            <TextPerLanguage legend={t('pdf.coverSubtitle')} value={value.cover.subtitle} languages={languages} onChange={(subtitle) => set('cover', { ...value.cover, subtitle })} />
          </>
        )}
        <TextPerLanguage legend={t('pdf.header')} value={value.header} languages={languages} onChange={(header) => set('header', header)} />
        <TextPerLanguage legend={t('pdf.footer')} value={value.footer} languages={languages} onChange={(footer) => set('footer', footer)} />
        <Flex gap={spacing.md} wrap>
          <label htmlFor={`${id}-price`} style={{ minWidth: 260 }}>
            {t('pdf.priceList')}
            <Select
              id={`${id}-price`}
              style={{ display: 'block' }}
              value={value.price?.price_list_id ?? 0}
              onChange={(listId: number) => set('price', listId === 0 ? null : { price_list_id: listId, field: value.price?.field ?? 'net_price' })}
              options={[{ value: 0, label: t('pdf.noPrice') }, ...priceLists.map((list) => ({ value: list.id, label: list.name }))]}
            />
          </label>
          {value.price !== null && (
            <fieldset style={fieldset}>
              <legend>{t('pdf.priceField')}</legend>
              <Radio.Group
                value={value.price.field}
                onChange={(event) => set('price', { ...value.price!, field: event.target.value as 'net_price' | 'gross_price' })}
                options={[
                  { value: 'net_price', label: t('pdf.netPrice') },
                  { value: 'gross_price', label: t('pdf.grossPrice') },
                ]}
              />
            </fieldset>
          )}
          <label htmlFor={`${id}-font`} style={{ minWidth: 260 }}>
            {t('pdf.font')}
            <Select
              id={`${id}-font`}
              style={{ display: 'block' }}
              loading={fonts.isPending}
              value={value.font_asset_id ?? 0}
              onChange={(assetId: number) => set('font_asset_id', assetId === 0 ? null : assetId)}
              options={[{ value: 0, label: t('pdf.defaultFont') }, ...(fonts.data ?? []).map((font) => ({ value: font.id, label: font.name }))]}
            />
          </label>
        </Flex>
        <Typography.Text type="secondary">{t('pdf.fields')}</Typography.Text>
      </Flex>
    </section>
  );
}
