import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string };

export type TestSmtpServer = {
  /** `SMTP_URL` for the server under test. */
  url: string;
  received: ReceivedMail[];
  /** The next message for `to` (waits for it to arrive). */
  nextMessageTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Decodes a quoted-printable body: soft line breaks and `=XX` escapes. */
function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two adjacent encoded words is not part of the text (RFC 2047 §6.2).
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** The text/plain part of a message, decoded. */
function plainText(raw: string): string {
  const part = raw.match(/Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(\r?\n--|$)/i);
  const body = part?.[1] ?? raw;
  const encoding = raw.match(/Content-Type: text\/plain[^]*?Content-Transfer-Encoding: ([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
}

/**
 * A real SMTP server on a random local port, keeping every message it receives. `refuse` names the
 * recipients it answers `550` at RCPT TO, with the reply it gives (a bounce as the sender sees it).
 */
export async function startTestSmtpServer(options: { refuse?: (address: string) => string | null } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address) ?? null;
      if (refusal === null) return callback();
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = decodeHeader(raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/im)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '');
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw, subject, text: plainText(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const taken = new Set<ReceivedMail>();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async nextMessageTo(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((message) => !taken.has(message) && message.to.includes(to));
        if (mail !== undefined) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
