import { useTranslation } from 'react-i18next';
import { Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { Select } from '@pimento/shared-kit/ui/antd-select';
import type { ExportCatalogue } from '../api/catalogue';
import { MainImageSourceFields } from './main-image-source-fields';
import { PriceSourceFields } from './price-source-fields';
import type { ExportColumn, ExportSource } from '@pimento/shared-kit/contracts/export-layout';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { palette, spacing } from '@pimento/shared-kit/design/tokens';
import { checkFormula } from '@pimento/shared-kit/formulas/type-check';
import { exportFormulaInputs } from '@pimento/shared-kit/exports/template-columns';

type PanelProps = {
  column: ExportColumn;
  label: string;
  catalogue: ExportCatalogue;
  interfaceLanguage: 'en' | 'fr';
  onHeader: (language: string, text: string) => void;
  onSource: (source: ExportSource) => void;
};

/** What a formula column may read, as the server checks it: the attributes by code and the product's own fields. */
function formulaProblems(formula: string, catalogue: ExportCatalogue, language: 'en' | 'fr'): string[] {
  const attributes = new Map(catalogue.attributes.map((attribute) => [attribute.id, attribute]));
  const check = checkFormula(formula, { type: 'text', localizable: false }, exportFormulaInputs({ attributes, canRead: () => true }));
  return check.ok ? [] : check.errors.map((issue) => errorMessage(issue.code, language, issue.params ?? {}));
}

/** The selected column: its header per language and what it holds. */
export function ColumnPanel({ column, label, catalogue, interfaceLanguage, onHeader, onSource }: PanelProps) {
  const { t } = useTranslation('exports');
  const source = column.source;
  const attribute = source.kind === 'attribute' ? catalogue.attributes.find((entry) => entry.id === source.attribute_id) : undefined;
  const problems = source.kind === 'formula' ? formulaProblems(source.formula, catalogue, interfaceLanguage) : [];
  return (
    <section aria-labelledby="column-panel-title" data-testid="column-panel">
      <Typography.Title level={5} id="column-panel-title">
        {t('editor.column')}: {label}
      </Typography.Title>
      <Flex vertical gap={spacing.sm}>
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend>{t('editor.headers')}</legend>
          <Flex wrap gap={spacing.sm}>
            {catalogue.languages.map((language) => (
              <label key={language.code}>
                {t('editor.headerFor', { language: language.code })}
                <Input value={column.header[language.code] ?? ''} onChange={(event) => onHeader(language.code, event.target.value)} />
              </label>
            ))}
          </Flex>
        </fieldset>
        {source.kind === 'formula' && (
          <label>
            {t('editor.formula')}
            <Input.TextArea
              value={source.formula}
              autoSize
              aria-invalid={problems.length > 0}
              aria-describedby="formula-check"
              onChange={(event) => onSource({ kind: 'formula', formula: event.target.value })}
            />
            <Typography.Text id="formula-check" role="status" style={{ color: problems.length > 0 ? palette.errorText : palette.inkMuted }} data-testid="formula-check">
              {problems.length > 0 ? problems.join(' ') : t('editor.formulaOk')}
            </Typography.Text>
          </label>
        )}
        {source.kind === 'fixed' && (
          <label>
            {t('editor.fixedText')}
            <Input value={source.text} onChange={(event) => onSource({ kind: 'fixed', text: event.target.value })} />
          </label>
        )}
        {source.kind === 'categories' && (
          <label>
            {t('editor.tree')}
            <Select
              style={{ display: 'flex', width: '100%', maxWidth: 480 }}
              value={source.tree_id ?? 0}
              onChange={(value: number) => onSource({ kind: 'categories', tree_id: value === 0 ? null : value })}
              options={[{ value: 0, label: t('editor.allTrees') }, ...catalogue.trees.map((tree) => ({ value: tree.id, label: tree.name }))]}
            />
          </label>
        )}
        {source.kind === 'main_image' && <MainImageSourceFields source={source} onSource={onSource} />}
        {source.kind === 'price' && <PriceSourceFields source={source} catalogue={catalogue} language={interfaceLanguage} onSource={onSource} />}
        {source.kind === 'attribute' && attribute?.localizable && (
          <label>
            {t('editor.valueLanguage')}
            <Select
              style={{ display: 'flex', width: '100%', maxWidth: 480 }}
              value={source.language ?? ''}
              onChange={(value: string) => onSource({ ...source, language: value === '' ? null : value })}
              options={[{ value: '', label: t('editor.runLanguage') }, ...catalogue.languages.map((language) => ({ value: language.code, label: language.code }))]}
            />
          </label>
        )}
        {source.kind === 'attribute' && (
          <label>
            {t('editor.part')}
            <Select
              style={{ display: 'flex', width: '100%', maxWidth: 480 }}
              value={source.part}
              onChange={(value: 'value' | 'code' | 'unit') => onSource({ ...source, part: value })}
              options={(['value', 'code', 'unit'] as const).map((part) => ({ value: part, label: t(`parts.${part}`) }))}
            />
          </label>
        )}
        {source.kind === 'attribute' && attribute?.unit_type && (
          <label>
            {t('editor.unit')}
            <Input value={source.unit ?? ''} placeholder={attribute.unit ?? t('editor.storedUnit')} onChange={(event) => onSource({ ...source, unit: event.target.value.trim() === '' ? null : event.target.value.trim() })} />
          </label>
        )}
      </Flex>
    </section>
  );
}
