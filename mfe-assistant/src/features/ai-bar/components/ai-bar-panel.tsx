import { useState } from 'react';
import { palette } from '@pimento/shared-kit/design/tokens';
import { Button, Flex, Typography } from '@pimento/shared-kit/ui/antd-core';
import { Input } from '@pimento/shared-kit/ui/antd-form';
import { useTranslation } from 'react-i18next';

type Message = { id: number; from: 'assistant' | 'user'; text: string };

/** The AI bar's content: a conversation with the assistant (answers arrive with the AI issue). */
export function AiBarPanel() {
  const { t } = useTranslation('assistant');
  const [draft, setDraft] = useState('');
  const [messages, setMessages] = useState<Message[]>([]);

  const handleSend = () => {
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [
      ...current,
      { id: current.length * 2 + 1, from: 'user', text },
      { id: current.length * 2 + 2, from: 'assistant', text: t('bar.soon') },
    ]);
    setDraft('');
  };

  return (
    <Flex vertical gap={12} style={{ height: '100%', padding: 16 }} data-testid="ai-bar-content">
      <div style={{ flex: 1, overflowY: 'auto' }}>
        <Bubble from="assistant" text={t('bar.welcome')} />
        {messages.map((message) => (
          <Bubble key={message.id} from={message.from} text={message.text} />
        ))}
      </div>
      <Flex gap={8}>
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={handleSend}
          placeholder={t('bar.placeholder')}
          aria-label={t('bar.placeholder')}
        />
        <Button type="primary" onClick={handleSend}>
          {t('bar.send')}
        </Button>
      </Flex>
    </Flex>
  );
}

function Bubble({ from, text }: { from: Message['from']; text: string }) {
  const mine = from === 'user';
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} style={{ marginBottom: 8 }}>
      <Typography.Text
        style={{
          maxWidth: '85%',
          padding: '8px 12px',
          borderRadius: 12,
          background: mine ? palette.chatMine : palette.tile,
        }}
      >
        {text}
      </Typography.Text>
    </Flex>
  );
}
