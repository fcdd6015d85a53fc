import type { ReactNode } from 'react';
import { Tag } from '@pimento/shared-kit/ui/antd-frame';
import { palette } from '@pimento/shared-kit/design/tokens';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'error';

const tones: Record<Tone, { background: string; color: string; borderColor: string }> = {
  neutral: { background: palette.surfaceRaised, color: palette.inkSoft, borderColor: palette.border },
  info: { background: palette.infoBg, color: palette.infoText, borderColor: palette.infoBorder },
  success: { background: palette.successBg, color: palette.successText, borderColor: palette.successBorder },
  warning: { background: palette.warningBg, color: palette.warning, borderColor: palette.warningBorder },
  error: { background: palette.errorBg, color: palette.errorText, borderColor: palette.errorBorder },
};

/** A tag in one of the design tokens' tones (text at WCAG AA on its fill), not antd's preset colours. */
export function ToneTag({ tone, children, ...rest }: { tone: Tone; children: ReactNode; 'data-testid'?: string; closable?: boolean; closeIcon?: ReactNode; onClose?: (event: React.MouseEvent<HTMLElement>) => void }) {
  return (
    <Tag {...rest} variant="outlined" style={{ ...tones[tone], marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}
