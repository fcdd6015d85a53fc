import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';

export type UrlListEditorProps = {
  value: string[] | null;
  onChange: (value: string[] | null) => void;
  disabled?: boolean;
  id?: string;
};

/** A list of URLs: one line each, added and removed in place, blank lines dropped on change. */
export function UrlListEditor({ value, onChange, disabled, id }: UrlListEditorProps) {
  const { t } = useTranslation('catalogue');
  const urls = value ?? [];
  const handleChange = (next: string[]) => onChange(next.length === 0 ? null : next);
  return (
    <Flex vertical gap={6} id={id}>
      {urls.map((url, index) => (
        <Flex key={index} gap={6}>
          <Input
            type="url"
            value={url}
            disabled={disabled}
            placeholder="https://"
            aria-label={t('values.urlAt', { position: index + 1 })}
            onChange={(event) => handleChange(urls.map((current, at) => (at === index ? event.target.value : current)))}
          />
          <Button
            aria-label={t('values.removeUrl', { position: index + 1 })}
            disabled={disabled}
            onClick={() => handleChange(urls.filter((_, at) => at !== index))}
          >
            ×
          </Button>
        </Flex>
      ))}
      {!disabled && (
        <Button type="dashed" onClick={() => onChange([...urls, ''])} style={{ alignSelf: 'flex-start' }}>
          {t('values.addUrl')}
        </Button>
      )}
    </Flex>
  );
}
