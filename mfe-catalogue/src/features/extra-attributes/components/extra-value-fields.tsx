import { useTranslation } from 'react-i18next';
import { Flex } from '@pimento/shared-kit/ui/antd-core';
import { Form } from '@pimento/shared-kit/ui/antd-form';
import type { ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { useInterfaceLanguage } from '../../../lib/interface-language';
import { pickLabel } from '../../../lib/pick-label';
import { ExtraValueInput } from './extra-value-input';

/** The form items of a record's extra attributes, one per attribute, under `attribute_values.<id>`. */
export function ExtraValueFields({ attributes, disabled }: { attributes: readonly ExtraAttribute[]; disabled?: boolean }) {
  const { t } = useTranslation('catalogue');
  const language = useInterfaceLanguage();
  if (attributes.length === 0) return null;
  return (
    <Flex gap={16} wrap>
      {attributes.map((attribute) => (
        // The id as a number: the server names a refused value `attribute_values.<id>`, which the form reads as this path.
        <Form.Item
          key={attribute.id}
          name={['attribute_values', attribute.id]}
          label={pickLabel(attribute.labels, language, attribute.code)}
          required={attribute.required}
          rules={attribute.required ? [{ required: true, whitespace: true, message: t('extraAttributes.valueRequired') }] : []}
          style={{ flex: '1 1 240px' }}
        >
          <ExtraValueInput attribute={attribute} disabled={disabled} />
        </Form.Item>
      ))}
    </Flex>
  );
}
