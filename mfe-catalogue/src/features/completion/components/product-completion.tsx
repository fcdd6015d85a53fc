import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Popover } from '@pimento/shared-kit/ui/antd-frame';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';
import type { ScopeCompletion } from '@pimento/shared-kit/contracts/completion';
import { ToneTag } from '@pimento/shared-kit/ui/tone-tag';
import { pickLabel } from '../../../lib/pick-label';
import { useProductCompletion } from '../api/completion';
import { completionTone } from '../lib/completion-tone';
import { focusPointField, missingPointText } from '../lib/missing-point-text';

type Props = { productId: number; attributesById: ReadonlyMap<number, Pick<Attribute, 'code' | 'labels'>>; language: string };

/** What a scope misses, each point a link to its field. */
function MissingList({ scope, attributesById, language }: { scope: ScopeCompletion } & Omit<Props, 'productId'>) {
  const { t } = useTranslation('catalogue');
  const labelOf = (id: number) => {
    const attribute = attributesById.get(id);
    return attribute === undefined ? `#${id}` : pickLabel(attribute.labels, language, attribute.code);
  };
  return (
    <Flex vertical gap={8} style={{ maxWidth: 420 }}>
      <Typography.Text type="secondary">
        {t('completion.languages')}: {scope.languages.map((entry) => `${entry.language.toUpperCase()} ${entry.percent} %`).join(' · ')}
      </Typography.Text>
      {scope.missing.length === 0 && scope.hidden_missing === 0 && <Typography.Text>{t('completion.nothingMissing')}</Typography.Text>}
      {scope.missing.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {scope.missing.map((point, index) => (
            <li key={`${point.attribute_id}-${point.language ?? ''}-${point.rule?.id ?? 0}-${index}`}>
              <Typography.Link onClick={() => focusPointField(point)} data-testid={`missing-point-${point.attribute_id}`}>
                {missingPointText(point, labelOf(point.attribute_id), t)}
              </Typography.Link>
            </li>
          ))}
        </ul>
      )}
      {scope.hidden_missing > 0 && <Typography.Text type="secondary">{t('completion.hiddenMissing', { count: scope.hidden_missing })}</Typography.Text>}
    </Flex>
  );
}

/**
 * The product page's completion: a figure overall and for each client the product goes to; each
 * opens what is missing and why, every point a link to its field.
 */
export function ProductCompletion({ productId, attributesById, language }: Props) {
  const { t } = useTranslation('catalogue');
  const completion = useProductCompletion(productId);
  if (completion.data === undefined) return null;
  const { scopes, state } = completion.data;
  return (
    <Flex vertical gap={8} data-testid="product-completion">
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>{t('completion.title')}</Typography.Text>
        {scopes.map((scope) => {
          const name = scope.client === null ? t('completion.overall') : scope.client.name;
          const missing = scope.missing.length + scope.hidden_missing;
          return (
            <Popover
              key={scope.client?.id ?? 0}
              trigger="click"
              title={t('completion.missingTitle', { scope: scope.client === null ? t('completion.overall') : t('completion.forClient', { client: scope.client.name }) })}
              content={<MissingList scope={scope} attributesById={attributesById} language={language} />}
            >
              <Button size="small" type="text" aria-label={t('completion.scopeLabel', { scope: name, percent: scope.percent, missing })} data-testid={`completion-scope-${scope.client?.id ?? 0}`}>
                <ToneTag tone={completionTone(scope.percent)}>{t('completion.scopeButton', { scope: name, percent: scope.percent })}</ToneTag>
              </Button>
            </Popover>
          );
        })}
      </Flex>
      {state === 'computing' && <Alert type="info" showIcon title={t('completion.computing')} />}
    </Flex>
  );
}
