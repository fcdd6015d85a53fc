import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Form, Input } from '@pimento/shared-kit/ui/antd-form';

export type ChoicesEditorProps = {
  /** The form list's name (`choices`). */
  name?: string;
  /** The company's attribute label languages: one label column each. */
  labelLanguages: readonly string[];
  /** At least one choice (an attribute's own choices); a shared list may start empty. */
  required?: boolean;
};

/**
 * Choices of a dropdown: a code (what values store) and a label per label language each, in the
 * order shown. Codes are non-empty, without `|`, and two choices never share one; the server's
 * refusals land on the same fields (`choices.<n>.code`, `choices.<n>.labels.<language>`).
 */
export function ChoicesEditor({ name = 'choices', labelLanguages, required = true }: ChoicesEditorProps) {
  const { t } = useTranslation('catalogue');
  const form = Form.useFormInstance();
  /** A code changed: the other codes refused as duplicates may be fine now, so they are checked again. */
  const handleCodeChange = (index: number) => {
    const choices = (form.getFieldValue(name) ?? []) as unknown[];
    const others = choices.map((_, other) => [name, other, 'code']).filter((path, other) => other !== index && form.getFieldError(path).length > 0);
    if (others.length > 0) void form.validateFields(others).catch(() => undefined);
  };
  return (
    <Form.List
      name={name}
      rules={[
        {
          validator: async (_, choices: { code?: string }[] | undefined) => {
            if (required && (!choices || choices.length === 0)) throw new Error(t('attributes.rules.choicesRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }} data-testid="choices-editor">
          {fields.length > 0 && (
            <Flex gap={8} style={{ paddingRight: 104 }}>
              <Typography.Text type="secondary" style={{ width: 160, fontSize: 12 }}>
                {t('attributes.choiceCode')}
              </Typography.Text>
              {labelLanguages.map((labelLanguage) => (
                <Typography.Text key={labelLanguage} type="secondary" style={{ flex: 1, fontSize: 12 }}>
                  {t('attributes.labelIn', { language: labelLanguage.toUpperCase() })}
                </Typography.Text>
              ))}
            </Flex>
          )}
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start" data-testid={`choice-row-${index}`}>
              <Form.Item
                name={[field.name, 'code']}
                style={{ marginBottom: 8, width: 160 }}
                rules={[
                  { required: true, whitespace: true, message: t('attributes.rules.choiceCodeRequired') },
                  { max: 100, message: t('attributes.rules.tooLong', { max: 100 }) },
                  { pattern: /^[^|]*$/, message: t('attributes.rules.noPipe') },
                  ({ getFieldValue }) => ({
                    validator: (_, value: string | undefined) => {
                      const codes = ((getFieldValue(name) ?? []) as ({ code?: string } | undefined)[]).map((choice) => choice?.code?.trim().toLowerCase());
                      const normalized = value?.trim().toLowerCase();
                      return normalized && codes.filter((candidate) => candidate === normalized).length > 1 ? Promise.reject(new Error(t('attributes.rules.choiceCodeTaken'))) : Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input placeholder={t('attributes.choiceCode')} onChange={() => handleCodeChange(index)} aria-label={t('attributes.choiceCodeOf', { index: index + 1 })} style={{ fontFamily: 'ui-monospace, Menlo, monospace' }} />
              </Form.Item>
              {labelLanguages.map((labelLanguage) => (
                <Form.Item
                  key={labelLanguage}
                  name={[field.name, 'labels', labelLanguage]}
                  style={{ marginBottom: 8, flex: 1 }}
                  rules={[
                    { max: 255, message: t('attributes.rules.tooLong', { max: 255 }) },
                    { pattern: /^[^|]*$/, message: t('attributes.rules.noPipe') },
                  ]}
                >
                  <Input
                    placeholder={t('attributes.labelIn', { language: labelLanguage.toUpperCase() })}
                    aria-label={t('attributes.choiceLabelOf', { index: index + 1, language: labelLanguage.toUpperCase() })}
                  />
                </Form.Item>
              ))}
              <Flex gap={0} style={{ width: 96, flex: 'none' }}>
                {/* Native titles: a tooltip would cover the buttons of the next row. */}
                <Button type="text" size="small" style={{ marginTop: 4 }} icon={<ArrowUpOutlined />} disabled={index === 0} title={t('attributes.moveChoiceUp')} aria-label={t('attributes.moveChoiceUp')} onClick={() => move(index, index - 1)} />
                <Button
                  type="text"
                  size="small"
                  style={{ marginTop: 4 }}
                  icon={<ArrowDownOutlined />}
                  disabled={index === fields.length - 1}
                  title={t('attributes.moveChoiceDown')}
                  aria-label={t('attributes.moveChoiceDown')}
                  onClick={() => move(index, index + 1)}
                />
                <Button type="text" size="small" danger style={{ marginTop: 4 }} icon={<DeleteOutlined />} title={t('attributes.removeChoice')} aria-label={t('attributes.removeChoice')} onClick={() => remove(field.name)} />
              </Flex>
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ code: '', labels: {} })} style={{ alignSelf: 'flex-start' }} data-testid="add-choice">
            {t('attributes.addChoice')}
          </Button>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
