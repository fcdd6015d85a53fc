import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import type { CompletionDashboard } from '@pimento/shared-kit/contracts/completion';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { useOpenAttributeGap } from '../hooks/use-open-completion-gap';

type Worst = CompletionDashboard['worst_attributes'][number];

/**
 * A scope's worst attributes (docs/completion.md "Worst attributes"): the attributes the most
 * products miss, most first, each a button opening the listing on those products (the
 * `completion_gap` filter, sorted by the scope's figure).
 */
export function WorstAttributes({ worst, testId }: { worst: Worst | undefined; testId: string }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  const openGap = useOpenAttributeGap();
  if (worst === undefined || worst.attributes.length === 0) return null;
  const number = (value: number) => value.toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB');
  return (
    <Flex vertical gap={2} data-testid={testId}>
      <Typography.Text type="secondary">{t('completion.worst.title')}</Typography.Text>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {worst.attributes.map((entry) => {
          const name = pickLabel(entry.labels, language, entry.code);
          return (
            <li key={entry.attribute_id}>
              <Button
                type="link"
                style={{ padding: 0, height: 'auto' }}
                onClick={() => openGap(worst.client, entry.attribute_id)}
                aria-label={t('completion.worst.open', { attribute: name, count: entry.products, formatted: number(entry.products) })}
              >
                {t('completion.worst.entry', { attribute: name, count: entry.products, formatted: number(entry.products) })}
              </Button>
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
