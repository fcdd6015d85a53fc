import { useRef } from 'react';
import { PlainButton } from '@pimento/shared-kit/ui/plain/kit';
import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import CloseOutlined from '@ant-design/icons-svg/lib/asn/CloseOutlined';
import RobotOutlined from '@ant-design/icons-svg/lib/asn/RobotOutlined';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import { RemoteSlot } from '../../remotes/components/remote-slot';
import { useAiBarStore } from '../stores/ai-bar-store';
import { useFrameStyles } from '../../frame/frame-styles';

/** The AI bar frame (300–800 px); its content is the assistant remote's `./ai-bar`. */
export function AiBar({ remoteProps }: { remoteProps: RemoteProps }) {
  useFrameStyles();
  const { t } = useTranslation('shell');
  const { width, setWidth, setOpen } = useAiBarStore();
  const dragging = useRef(false);

  return (
    <aside className="pimento-ai-bar" style={{ width }} data-testid="ai-bar" aria-label={t('ai.title')}>
      <div
        className="pimento-resize-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('ai.resize')}
        aria-valuemin={300}
        aria-valuemax={800}
        aria-valuenow={width}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (dragging.current) setWidth(window.innerWidth - event.clientX);
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
      />
      <div className="pimento-panel-header">
        <span className="pimento-panel-title">
          <SvgIcon icon={RobotOutlined} /> {t('ai.title')}
        </span>
        <PlainButton variant="text" size="small" icon={<SvgIcon icon={CloseOutlined} />} aria-label={t('ai.close')} onClick={() => setOpen(false)} />
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <RemoteSlot name="assistant" module="ai-bar" remoteProps={remoteProps} />
      </div>
    </aside>
  );
}
