import type { ReactNode } from 'react';
import { Card, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@pimento/shared-kit/ui/brand-mark';
import { LanguageSwitch } from '../../language/components/language-switch';

/** The frame of the public screens: brand panel, a card for the form, the language switch. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="pimento-auth">
      <aside className="pimento-auth-brand">
        <Flex align="center" gap={12}>
          <BrandMark size={40} />
          <span className="pimento-wordmark">{t('productName')}</span>
        </Flex>
        <p className="pimento-auth-tagline">{t('tagline')}</p>
      </aside>
      <main className="pimento-auth-main">
        <div style={{ position: 'absolute', top: 20, right: 24 }}>
          <LanguageSwitch saveOnUser={false} />
        </div>
        <Card className="pimento-auth-card" variant="borderless">
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {title}
          </Typography.Title>
          {subtitle ? (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
              {subtitle}
            </Typography.Paragraph>
          ) : null}
          {children}
        </Card>
      </main>
    </div>
  );
}
