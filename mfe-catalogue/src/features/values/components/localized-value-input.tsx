import { Flex } from '@pimento/shared-kit/ui/antd-core';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { AttributeValueInput, type AttributeValueInputProps } from './attribute-value-input';

export type LocalizedValueInputProps = Omit<AttributeValueInputProps, 'value' | 'onChange'> & {
  /** The attribute languages, in the company's order. */
  languages: readonly string[];
  value: Record<string, unknown> | null;
  onChange: (value: Record<string, unknown> | null) => void;
};

/** A localizable value: one editor per attribute language, each tagged with its language. */
export function LocalizedValueInput({ languages, value, onChange, id, ...rest }: LocalizedValueInputProps) {
  const handleChange = (language: string, next: unknown) => {
    const localized = { ...(value ?? {}) };
    if (next === null || next === undefined) delete localized[language];
    else localized[language] = next;
    onChange(Object.keys(localized).length === 0 ? null : localized);
  };
  return (
    <Flex vertical gap={6}>
      {languages.map((language, index) => (
        <Flex key={language} gap={8} align="flex-start">
          <Tag style={{ marginTop: 5, minWidth: 34, textAlign: 'center', textTransform: 'uppercase' }}>{language}</Tag>
          <div style={{ flex: 1 }}>
            <AttributeValueInput
              {...rest}
              id={index === 0 ? id : `${id ?? 'value'}-${language}`}
              value={value?.[language] ?? null}
              onChange={(next) => handleChange(language, next)}
            />
          </div>
        </Flex>
      ))}
    </Flex>
  );
}
