import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@pimento/shared-kit/ui/brand-mark';
import { LanguageSwitch } from '../../language/components/language-switch';

/**
 * The frame of the public screens: brand panel, a card for the form, the language switch. Plain
 * markup styled in `index.html` (no antd): it is part of the shell's first screen.
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="pimento-auth">
      <aside className="pimento-auth-brand">
        <div className="pimento-auth-brand-name">
          <BrandMark size={40} />
          <span className="pimento-wordmark">{t('productName')}</span>
        </div>
        <p className="pimento-auth-tagline">{t('tagline')}</p>
      </aside>
      <main className="pimento-auth-main">
        <div className="pimento-auth-language">
          <LanguageSwitch saveOnUser={false} />
        </div>
        <section className="pimento-auth-card">
          <h3 className="pimento-auth-title">{title}</h3>
          {subtitle ? <p className="pimento-auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
      </main>
    </div>
  );
}
