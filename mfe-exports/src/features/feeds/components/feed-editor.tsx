import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Drawer } from '@pimento/shared-kit/ui/antd-frame';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Checkbox, Radio } from '@pimento/shared-kit/ui/antd-inputs';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import { apiClient } from '@pimento/shared-kit/client/api-client';
import { useErrorMessage } from '@pimento/shared-kit/client/error-message-on-demand';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import type { ExportSelection } from '@pimento/shared-kit/contracts/exports';
import { feedEmailPlaceholders, feedTemplateTypes, type Feed, type FeedDestination, type FeedFormat, type FeedInput, type FeedSchedule, type FeedTemplateType } from '@pimento/shared-kit/contracts/feeds';
import { savedFiltersApi } from '@pimento/shared-kit/contracts/product-filters';
import { spacing } from '@pimento/shared-kit/design/tokens';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import { isFeatureOn } from '@pimento/shared-kit/remote/remote-props';
import { useRemoteProps } from '@pimento/shared-kit/remote/use-remote-props';
import '../../../i18n/asset-export-strings';
import { useNotify } from '@pimento/shared-kit/toasts/use-notify';
import { exportKeys } from '../../templates/api/query-keys';
import { useExportTemplates } from '../../templates/api/templates';
import { useConnectorChoices, useSaveFeed } from '../api/feeds';
import { FeedEmailTemplateField } from './feed-email-template-field';

type Periodicity = FeedSchedule['periodicity'];
type SelectionKind = 'all' | 'saved_filter' | 'skus';
type DestinationKind = FeedDestination['kind'];

const fieldsetStyle = { border: 'none', padding: 0, margin: 0 };
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekday's name in the interface language (1 Monday … 7 Sunday; 5 January 2026 was a Monday). */
function weekdayName(weekday: number, language: string): string {
  return new Date(Date.UTC(2026, 0, 4 + weekday)).toLocaleDateString(language, { weekday: 'long', timeZone: 'UTC' });
}

function selectionKindOf(selection: unknown): SelectionKind {
  const kind = (selection as { kind?: string } | null)?.kind;
  return kind === 'saved_filter' || kind === 'skus' ? kind : 'all';
}

type Translate = (key: string) => string;

function isFeedTemplateType(type: string): type is FeedTemplateType {
  return Object.hasOwn(feedTemplateTypes, type);
}

/** The company feature each template type of a feed needs besides feeds themselves. */
const feedTypeFeature = {
  matrix: null,
  single_product_matrix: 'single_product_matrix_activated',
  pdf: 'pdf_activated',
  asset_export: 'asset_feed_activated',
} as const satisfies Record<FeedTemplateType, string | null>;

function formatLabel(format: FeedFormat, type: FeedTemplateType, t: Translate): string {
  // An asset template's Excel file is a list of URLs, not a product table.
  if (type === 'asset_export') return format === 'zip' ? t('assetExport.zip') : t('assetExport.xlsx');
  return format.toUpperCase();
}

export type FeedEditorProps = { feed: Feed | null; timeZone: string; onClose: () => void };

/**
 * A feed's editor, in a drawer over the feed list: the template (matrix, single-product matrix, PDF
 * catalogue, asset export) and the formats it writes, the products, the language,
 * the format and file name, the schedule read in the company's time zone (said next to the time),
 * and the destination. The server checks everything again and its refusal is said in place.
 */
export function FeedEditor({ feed, timeZone, onClose }: FeedEditorProps) {
  const { t, i18n } = useTranslation('exports');
  const { flags } = useRemoteProps();
  const notify = useNotify();
  const save = useSaveFeed();
  const ids = useId();
  const templates = useExportTemplates();
  const connectors = useConnectorChoices();
  const languages = useQuery({ queryKey: ['exports', 'languages'], queryFn: () => apiClient.call(companyApi.possibleLanguages), staleTime: 60_000 });

  const schedule = feed?.schedule ?? { periodicity: 'daily', time: '06:00' };
  const destination = feed?.destination ?? null;
  const [name, setName] = useState(feed?.name ?? '');
  const [templateId, setTemplateId] = useState<number | null>(feed?.template_id ?? null);
  const [format, setFormat] = useState<FeedFormat>(feed?.format ?? 'xlsx');
  const [selectionKind, setSelectionKind] = useState<SelectionKind>(selectionKindOf(feed?.selection));
  const [filterId, setFilterId] = useState<number | null>((feed?.selection as { saved_filter_id?: number } | undefined)?.saved_filter_id ?? null);
  const [skus, setSkus] = useState(((feed?.selection as { skus?: string[] } | undefined)?.skus ?? []).join('\n'));
  const [language, setLanguage] = useState<string | null>(feed?.language ?? null);
  const [fileName, setFileName] = useState(feed?.file_name ?? 'feed-{year}{month}{day}-{hour}{minute}');
  const [periodicity, setPeriodicity] = useState<Periodicity>(schedule.periodicity);
  const [time, setTime] = useState('time' in schedule ? schedule.time : '06:00');
  const [weekday, setWeekday] = useState('weekday' in schedule ? schedule.weekday : 1);
  const [day, setDay] = useState<number | 'last'>('day' in schedule ? schedule.day : 1);
  const [destinationKind, setDestinationKind] = useState<DestinationKind>(destination?.kind ?? 'email');
  const [recipients, setRecipients] = useState(destination?.kind === 'email' ? destination.recipients.join('\n') : '');
  const [subject, setSubject] = useState(destination?.kind === 'email' ? destination.subject : t('feeds.editor.defaultSubject'));
  const [body, setBody] = useState(destination?.kind === 'email' ? destination.body : t('feeds.editor.defaultBody', { link: feedEmailPlaceholders.privateUrl }));
  const [emailTemplateId, setEmailTemplateId] = useState<number | null>(destination?.kind === 'email' ? (destination.email_template_id ?? null) : null);
  const [differential, setDifferential] = useState(feed?.differential ?? false);
  const [connectorId, setConnectorId] = useState<number | null>(destination?.kind === 'connector' ? destination.connector_id : null);
  const filters = useQuery({
    queryKey: exportKeys.savedFilters,
    queryFn: async () => (await apiClient.call(savedFiltersApi.list, { query: { entity: 'product' } })).results,
    enabled: selectionKind === 'saved_filter',
  });
  const refusal = useErrorMessage(save.error, toLanguage(i18n.language));

  const selection = (): ExportSelection | null => {
    if (selectionKind === 'all') return { kind: 'all' };
    if (selectionKind === 'saved_filter') return filterId === null ? null : { kind: 'saved_filter', saved_filter_id: filterId };
    const list = skus.split(/[\r\n,;\t]+/).map((sku) => sku.trim()).filter(Boolean);
    return list.length === 0 ? null : { kind: 'skus', skus: list };
  };
  const chosenSchedule = (): FeedSchedule => {
    switch (periodicity) {
      case 'manual':
        return { periodicity };
      case 'daily':
        return { periodicity, time };
      case 'weekly':
        return { periodicity, time, weekday };
      case 'monthly':
        return { periodicity, time, day };
    }
  };
  const chosenDestination = (): FeedDestination | null => {
    if (destinationKind === 'public_url') return { kind: 'public_url' };
    if (destinationKind === 'connector') return connectorId === null ? null : { kind: 'connector', connector_id: connectorId };
    const list = recipients.split(/[\s,;]+/).map((address) => address.trim()).filter(Boolean);
    return list.length === 0 ? null : { kind: 'email', recipients: list, subject, body, ...(emailTemplateId === null ? {} : { email_template_id: emailTemplateId }) };
  };
  const complete = name.trim() !== '' && templateId !== null && selection() !== null && chosenDestination() !== null && (periodicity === 'manual' || /^\d{2}:\d{2}$/.test(time));

  const submit = () => {
    const chosen = selection();
    const target = chosenDestination();
    if (templateId === null || chosen === null || target === null) return;
    const input: FeedInput = { name, template_id: templateId, format, selection: chosen, language, file_name: fileName, schedule: chosenSchedule(), destination: target, differential, active: feed?.active ?? true };
    save.mutate(
      { id: feed?.id ?? null, body: input },
      {
        onSuccess: () => {
          notify.success(feed === null ? t('feeds.editor.created') : t('feeds.editor.saved'));
          onClose();
        },
      },
    );
  };

  // The template types a feed runs (`feedTemplateTypes`), each where the company has its feature.
  const feedable = (templates.data ?? []).filter((template) => {
    if (!isFeedTemplateType(template.type)) return false;
    const feature = feedTypeFeature[template.type];
    return feature === null || isFeatureOn(flags, feature);
  });
  const typeOf = (id: number | null): FeedTemplateType => {
    const type = feedable.find((template) => template.id === id)?.type;
    return type !== undefined && isFeedTemplateType(type) ? type : 'matrix';
  };
  const templateType = typeOf(templateId);
  const assetTemplate = templateType === 'asset_export';
  const pdfTemplate = templateType === 'pdf';
  const formats = feedTemplateTypes[templateType].formats.map((value) => ({ value, label: formatLabel(value, templateType, t) }));
  const chooseTemplate = (value: number) => {
    setTemplateId(value);
    const type = typeOf(value);
    const rules = feedTemplateTypes[type];
    // Another type of template: the format starts at the type's first (an xlsx, a PDF, a zip).
    if (type !== templateType || templateId === null || !(rules.formats as readonly FeedFormat[]).includes(format)) setFormat(rules.formats[0]);
    if (!rules.differential) setDifferential(false);
  };
  const label = (key: string) => ({ id: `${ids}-${key}`, htmlFor: `${ids}-${key}` });
  return (
    <Drawer open title={feed === null ? t('feeds.editor.newTitle') : t('feeds.editor.title', { name: feed.name })} onClose={onClose} size="large" destroyOnHidden>
      <Flex vertical gap={spacing.md} data-testid="feed-editor">
        <label>
          {t('feeds.editor.name')}
          <Input value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
        </label>
        <div>
          <label id={label('template').id}>{t('feeds.editor.template')}</label>
          <Select
            aria-labelledby={label('template').id}
            style={{ width: '100%' }}
            value={templateId}
            loading={templates.isPending}
            onChange={chooseTemplate}
            options={feedable.map((template) => ({ value: template.id, label: template.type === 'matrix' ? template.name : `${template.name} · ${t(`types.${template.type}`)}` }))}
            notFoundContent={t('feeds.editor.noTemplate')}
          />
          <Typography.Text type="secondary">{t('feeds.editor.templateHelp')}</Typography.Text>
          {isFeatureOn(flags, 'asset_feed_activated') && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('assetExport.feedHelp')}</Typography.Paragraph>}
        </div>
        <fieldset style={fieldsetStyle} aria-describedby={formats.length === 1 ? `${ids}-format-help` : undefined}>
          <legend>{t('runDialog.format')}</legend>
          <Radio.Group value={format} onChange={(event) => setFormat(event.target.value as FeedFormat)} options={formats} />
          {formats.length === 1 && (
            <Typography.Paragraph type="secondary" id={`${ids}-format-help`} style={{ margin: 0 }}>
              {t(`feeds.editor.onlyFormat.${templateType}`)}
            </Typography.Paragraph>
          )}
        </fieldset>
        {!assetTemplate && (
          <fieldset style={fieldsetStyle}>
            <legend>{t('runDialog.selection')}</legend>
            <Radio.Group
              value={selectionKind}
              onChange={(event) => setSelectionKind(event.target.value as SelectionKind)}
              options={[{ value: 'all', label: t('runDialog.all') }, { value: 'saved_filter', label: t('runDialog.savedFilter') }, { value: 'skus', label: t('runDialog.skus') }]}
            />
          </fieldset>
        )}
        {!assetTemplate && selectionKind === 'saved_filter' && (
          <div>
            <label id={label('filter').id}>{t('runDialog.filterLabel')}</label>
            <Select aria-labelledby={label('filter').id} style={{ width: '100%' }} value={filterId} onChange={(value: number) => setFilterId(value)} loading={filters.isPending} options={(filters.data ?? []).map((filter) => ({ value: filter.id, label: filter.name }))} />
          </div>
        )}
        {!assetTemplate && selectionKind === 'skus' && (
          <label>
            {t('runDialog.skusLabel')}
            <Input.TextArea value={skus} rows={4} onChange={(event) => setSkus(event.target.value)} />
          </label>
        )}
        <div>
          <label id={label('language').id}>{t('runDialog.language')}</label>
          <Select
            aria-labelledby={label('language').id}
            style={{ width: '100%' }}
            value={language ?? ''}
            onChange={(value: string) => setLanguage(value === '' ? null : value)}
            options={[{ value: '', label: t('feeds.editor.defaultLanguage') }, ...(languages.data ?? []).map((entry) => ({ value: entry.code, label: i18n.language === 'fr' ? entry.label_fr : entry.label_en }))]}
          />
        </div>
        <div>
          <label>
            {t('runDialog.fileName')}
            <Input value={fileName} maxLength={150} aria-describedby={`${ids}-file-help`} onChange={(event) => setFileName(event.target.value)} />
          </label>
          <Typography.Text type="secondary" id={`${ids}-file-help`}>
            {t('feeds.editor.fileNameHelp', { zone: timeZone })}
          </Typography.Text>
        </div>

        {!assetTemplate && (
          <div>
            <Checkbox checked={differential} disabled={pdfTemplate} onChange={(event) => setDifferential(event.target.checked)} aria-describedby={`${ids}-differential-help`}>
              {t('feeds.editor.differential')}
            </Checkbox>
            <Typography.Paragraph type="secondary" id={`${ids}-differential-help`} style={{ margin: 0 }}>
              {pdfTemplate ? t('feeds.editor.differentialPdf') : t('feeds.editor.differentialHelp')}
            </Typography.Paragraph>
          </div>
        )}

        <fieldset style={fieldsetStyle} aria-describedby={`${ids}-zone`}>
          <legend>{t('feeds.editor.schedule')}</legend>
          <Radio.Group
            value={periodicity}
            onChange={(event) => setPeriodicity(event.target.value as Periodicity)}
            options={(['daily', 'weekly', 'monthly', 'manual'] as const).map((value) => ({ value, label: t(`feeds.periodicity.${value}`) }))}
          />
          <Typography.Paragraph type="secondary" id={`${ids}-zone`}>
            {t('feeds.editor.timeZone', { zone: timeZone })}
          </Typography.Paragraph>
        </fieldset>
        {periodicity !== 'manual' && (
          <Flex gap={spacing.md} wrap>
            <label>
              {t('feeds.editor.time')}
              <Input type="time" value={time} onChange={(event) => setTime(event.target.value)} aria-describedby={`${ids}-zone`} style={{ display: 'block', width: 160 }} />
            </label>
            {periodicity === 'weekly' && (
              <div>
                <label id={label('weekday').id}>{t('feeds.editor.weekday')}</label>
                <Select aria-labelledby={label('weekday').id} style={{ minWidth: 160 }} value={weekday} onChange={(value: number) => setWeekday(value)} options={weekdays.map((value) => ({ value, label: weekdayName(value, i18n.language) }))} />
              </div>
            )}
            {periodicity === 'monthly' && (
              <div>
                <label id={label('day').id}>{t('feeds.editor.day')}</label>
                <Select
                  aria-labelledby={label('day').id}
                  style={{ minWidth: 160 }}
                  value={day}
                  onChange={(value: number | 'last') => setDay(value)}
                  options={[...Array.from({ length: 28 }, (_, index) => ({ value: index + 1 as number | 'last', label: String(index + 1) })), { value: 'last', label: t('feeds.editor.lastDay') }]}
                />
              </div>
            )}
          </Flex>
        )}

        <fieldset style={fieldsetStyle}>
          <legend>{t('feeds.editor.destination')}</legend>
          <Radio.Group
            value={destinationKind}
            onChange={(event) => setDestinationKind(event.target.value as DestinationKind)}
            options={(['email', 'connector', 'public_url'] as const).map((value) => ({ value, label: t(`feeds.destination.${value}`) }))}
          />
        </fieldset>
        {destinationKind === 'email' && (
          <>
            <div>
              <label>
                {t('feeds.editor.recipients')}
                <Input.TextArea value={recipients} rows={3} onChange={(event) => setRecipients(event.target.value)} aria-describedby={`${ids}-recipients-help`} />
              </label>
              <Typography.Text type="secondary" id={`${ids}-recipients-help`}>
                {t('feeds.editor.recipientsHelp')}
              </Typography.Text>
            </div>
            <FeedEmailTemplateField value={emailTemplateId} onChange={setEmailTemplateId} />
            <label>
              {t('feeds.editor.subject')}
              <Input value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
            </label>
            <div>
              <label>
                {t('feeds.editor.body')}
                <Input.TextArea value={body} rows={5} onChange={(event) => setBody(event.target.value)} aria-describedby={`${ids}-body-help`} />
              </label>
              <Typography.Text type="secondary" id={`${ids}-body-help`}>
                {t('feeds.editor.bodyHelp', { privateLink: feedEmailPlaceholders.privateUrl, publicLink: feedEmailPlaceholders.publicUrl })}
              </Typography.Text>
            </div>
          </>
        )}
        {destinationKind === 'connector' &&
          ((connectors.data ?? []).length === 0 && !connectors.isPending ? (
            <Alert type="info" showIcon title={t('feeds.editor.noConnector')} />
          ) : (
            <div>
              <label id={label('connector').id}>{t('feeds.editor.connector')}</label>
              <Select
                aria-labelledby={label('connector').id}
                style={{ width: '100%' }}
                value={connectorId}
                loading={connectors.isPending}
                onChange={(value: number) => setConnectorId(value)}
                options={(connectors.data ?? []).map((connector) => ({ value: connector.id, label: `${connector.name} (${connector.protocol.toUpperCase()} ${connector.folder})` }))}
              />
            </div>
          ))}
        {destinationKind === 'public_url' && (
          <Typography.Paragraph>
            {feed?.public_url != null ? (
              <>
                {t('feeds.editor.publicUrl')} <Typography.Text copyable code>{feed.public_url}</Typography.Text>
              </>
            ) : (
              t('feeds.editor.publicUrlAfterSave')
            )}
          </Typography.Paragraph>
        )}

        {/* antd's Alert is a `role="alert"`: the refusal is read out as it appears. */}
        {refusal !== null && <Alert type="error" showIcon title={refusal} />}
        <Flex gap={spacing.sm} justify="end">
          <Button onClick={onClose}>{t('runDialog.cancel')}</Button>
          <Button type="primary" onClick={submit} loading={save.isPending} disabled={!complete}>
            {t('feeds.editor.save')}
          </Button>
        </Flex>
      </Flex>
    </Drawer>
  );
}
