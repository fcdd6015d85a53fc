import { useTranslation } from 'react-i18next';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';
import { Col, Row } from '@pimento/shared-kit/ui/antd-frame';

export type PerLanguageInputsProps = {
  /** The form field holding `{ language: text }` (`labels`, `names`). */
  name: string;
  /** The company's attribute label languages; the first one is required. */
  languages: readonly string[];
  maxLength: number;
  /** The field's label in one language (`Label (EN)`, `Name (FR)`). */
  label: (language: string) => string;
  requiredMessage: string;
  autoFocus?: boolean;
};

/**
 * One input per attribute label language, with the rules the server applies: attribute labels,
 * and section, group and category names, are entered the same way.
 */
export function PerLanguageInputs({ name, languages, maxLength, label, requiredMessage, autoFocus = false }: PerLanguageInputsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Row gutter={16} style={{ marginTop: 8 }}>
      {languages.map((language, index) => (
        <Col span={12} key={language}>
          <Form.Item
            name={[name, language]}
            label={label(language.toUpperCase())}
            rules={[
              { required: index === 0, whitespace: index === 0, message: requiredMessage },
              { max: maxLength, message: t('attributes.rules.tooLong', { max: maxLength }) },
              { pattern: /^[^|]*$/, message: t('attributes.rules.noPipe') },
            ]}
          >
            <Input autoFocus={autoFocus && index === 0} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
