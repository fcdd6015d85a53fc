import { useRef } from 'react';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { CloseOutlined, RobotOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@pimento/shared-kit/remote/remote-props';
import { RemoteSlot } from '../../remotes/components/remote-slot';
import { useAiBarStore } from '../stores/ai-bar-store';

/** The AI bar frame (300–800 px); its content is the assistant remote's `./ai-bar`. */
export function AiBar({ remoteProps }: { remoteProps: RemoteProps }) {
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
      <Flex align="center" justify="space-between" className="pimento-panel-header">
        <Typography.Text strong>
          <RobotOutlined /> {t('ai.title')}
        </Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('ai.close')} onClick={() => setOpen(false)} />
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>
        <RemoteSlot name="assistant" module="ai-bar" remoteProps={remoteProps} />
      </div>
    </aside>
  );
}
