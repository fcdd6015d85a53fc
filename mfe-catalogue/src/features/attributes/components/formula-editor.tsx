import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import type { AttributeIdLabel, AttributeType } from '@pimento/shared-kit/contracts/attributes';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { checkFormula } from '@pimento/shared-kit/formulas/type-check';
import { evaluateFormula } from '@pimento/shared-kit/formulas/evaluate';
import type { FormulaValue } from '@pimento/shared-kit/formulas/types';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { palette } from '@pimento/shared-kit/design/tokens';

export type FormulaEditorProps = {
  value?: string | null;
  onChange?: (value: string) => void;
  /** The attribute being defined (its own code is a circular reference). */
  target: { code?: string; type: AttributeType; localizable: boolean };
  attributes: readonly AttributeIdLabel[];
  id?: string;
};

/** Parses a sample typed by the user into the formula type its attribute reads as. */
function sampleValue(type: AttributeType, text: string): FormulaValue {
  if (text.trim() === '') return null;
  if (type === 'integer' || type === 'decimal') return Number.isFinite(Number(text)) ? Number(text) : text;
  if (type === 'boolean') return /^(true|1|yes|oui|vrai)$/i.test(text.trim());
  return text;
}

/**
 * The computed attribute's formula: checked live as it is typed (syntax, inputs, types, result,
 * self reference) with the shared formula language, and previewed on sample input values.
 */
export function FormulaEditor({ value, onChange, target, attributes, id }: FormulaEditorProps) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const [samples, setSamples] = useState<Record<string, string>>({});
  const source = value ?? '';
  const byCode = useMemo(() => new Map(attributes.map((attribute) => [attribute.code.toLowerCase(), attribute])), [attributes]);
  const check = useMemo(
    () =>
      source.trim() === ''
        ? null
        : checkFormula(source, target, (code) => {
            const attribute = byCode.get(code.toLowerCase());
            return attribute ? { code: attribute.code, type: attribute.type, localizable: false } : undefined;
          }),
    [source, target, byCode],
  );
  const preview = useMemo(() => {
    if (!check?.ok) return null;
    return evaluateFormula(check.ast, (code) => {
      const attribute = byCode.get(code.toLowerCase());
      return attribute ? sampleValue(attribute.type, samples[attribute.code] ?? '') : undefined;
    });
  }, [check, byCode, samples]);

  return (
    <Flex vertical gap={10}>
      <Input.TextArea
        id={id}
        value={source}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 3, maxRows: 8 }}
        spellCheck={false}
        placeholder='IF({stock} > 0, UPPER({brand}) & " " & {model}, "Out of stock")'
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        status={check && !check.ok ? 'error' : undefined}
        data-testid="formula-input"
      />
      {check && !check.ok && (
        <Alert
          type="error"
          showIcon
          data-testid="formula-issues"
          title={check.errors.map((issue) => (
            <div key={`${issue.code}-${issue.start}`}>
              {errorMessage(issue.code, language)}{' '}
              <Typography.Text type="secondary">{t('formula.at', { start: issue.start + 1, text: source.slice(issue.start, issue.end) || '…' })}</Typography.Text>
            </div>
          ))}
        />
      )}
      {check?.ok && (
        <Flex vertical gap={8} style={{ background: palette.infoBg, borderRadius: 8, padding: 12 }}>
          <Flex gap={8} align="center" wrap>
            <ToneTag tone="success">{t('formula.valid')}</ToneTag>
            <Typography.Text type="secondary">{t('formula.resultType', { type: t(`formula.types.${check.resultType}`) })}</Typography.Text>
          </Flex>
          {check.inputs.length > 0 && <Typography.Text strong>{t('formula.previewWith')}</Typography.Text>}
          {[...new Set(check.inputs.map((code) => code.toLowerCase()))].map((code) => {
            const attribute = byCode.get(code);
            if (!attribute) return null;
            return (
              <Flex key={attribute.code} gap={8} align="center">
                <Typography.Text style={{ width: 180 }} ellipsis>
                  {pickLabel(attribute.labels, language, attribute.code)}
                </Typography.Text>
                <Input
                  size="small"
                  aria-label={t('formula.sampleFor', { code: attribute.code })}
                  value={samples[attribute.code] ?? ''}
                  onChange={(event) => setSamples((current) => ({ ...current, [attribute.code]: event.target.value }))}
                  style={{ maxWidth: 220 }}
                />
              </Flex>
            );
          })}
          <Typography.Text data-testid="formula-preview">
            {t('formula.preview')}{' '}
            {preview?.ok ? <Typography.Text code>{preview.value === null ? t('formula.emptyResult') : String(preview.value)}</Typography.Text> : <Typography.Text type="danger">{preview ? errorMessage(preview.error.code, language) : ''}</Typography.Text>}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
