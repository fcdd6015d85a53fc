import { useId } from 'react';
import { Flex } from '@pimento/shared-kit/ui/antd-core';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { visuallyHidden } from '@pimento/shared-kit/ui/visually-hidden';
import { AttributeValueInput, type AttributeValueInputProps } from './attribute-value-input';

export type LocalizedValueInputProps = Omit<AttributeValueInputProps, 'value' | 'onChange'> & {
  /** The attribute languages, in the company's order. */
  languages: readonly string[];
  value: Record<string, unknown> | null;
  onChange: (value: Record<string, unknown> | null) => void;
  /** The attribute's label: with the language tag, it names each language's editor (the first one's is the field's own label when `id` is given). */
  label: string;
};

/** A localizable value: one editor per attribute language, each tagged with its language. */
export function LocalizedValueInput({ languages, value, onChange, id, label, ...rest }: LocalizedValueInputProps) {
  const fallbackId = useId();
  const handleChange = (language: string, next: unknown) => {
    const localized = { ...(value ?? {}) };
    if (next === null || next === undefined) delete localized[language];
    else localized[language] = next;
    onChange(Object.keys(localized).length === 0 ? null : localized);
  };
  return (
    <Flex vertical gap={6}>
      {languages.map((language, index) => {
        const inputId = index === 0 && id !== undefined ? id : `${id ?? fallbackId}-${language}`;
        const tag = <Tag style={{ marginTop: 5, minWidth: 34, textAlign: 'center', textTransform: 'uppercase' }}>{language}</Tag>;
        return (
        <Flex key={language} gap={8} align="flex-start">
          {index === 0 && id !== undefined ? (
            tag
          ) : (
            <label htmlFor={inputId}>
              <span style={visuallyHidden}>{label} </span>
              {tag}
            </label>
          )}
          <div style={{ flex: 1 }}>
            <AttributeValueInput
              {...rest}
              id={inputId}
              value={value?.[language] ?? null}
              onChange={(next) => handleChange(language, next)}
            />
          </div>
        </Flex>
        );
      })}
    </Flex>
  );
}
