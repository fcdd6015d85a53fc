/**
 * Sealing of connector secrets (passwords, private keys, passphrases) at rest: AES-256-GCM, a
 * random 96-bit IV per value, the company id as additional data (a sealed value copied into
 * another company's row does not open). Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 *
 * The key is `PIMENTO_CONNECTOR_SECRET_KEY` (32 bytes, base64 or hex), else 32 random bytes
 * generated once in `<dataDir>/connector-secret.key` (mode 600) so every process on the same data
 * directory shares it. Losing the key loses the secrets (each connector then needs its password
 * again); it is never stored in the database.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export type SecretBox = {
  seal(companyId: string, plain: string): string;
  open(companyId: string, sealed: string): string;
  /** A keyed MAC of `text` (test tokens, secret fingerprints): never the secret itself. */
  mac(text: string): string;
  macEquals(text: string, mac: string): boolean;
};

/** The 32-byte key from its configured text (base64, base64url or hex), or an error naming the variable. */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('PIMENTO_CONNECTOR_SECRET_KEY must be 32 bytes in base64 or hex (openssl rand -base64 32)');
  return key;
}

/** The configured key, else the data directory's generated one. */
export function loadSecretKey(configured: string | null, dataDir: string): Buffer {
  if (configured !== null) return parseSecretKey(configured);
  const file = path.join(dataDir, 'connector-secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseSecretKey(fs.readFileSync(file, 'utf8'));
}

export function createSecretBox(key: Buffer): SecretBox {
  // Separate keys for sealing and for MACs, derived from the one configured.
  const sealKey = createHash('sha256').update('pimento-connector-seal').update(key).digest();
  const macKey = createHash('sha256').update('pimento-connector-mac').update(key).digest();
  const mac = (text: string) => createHmac('sha256', macKey).update(text).digest('base64url');
  return {
    seal(companyId, plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      cipher.setAAD(Buffer.from(companyId));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    open(companyId, sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('not a sealed connector secret');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(companyId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    mac,
    macEquals(text, expected) {
      const actual = Buffer.from(mac(text));
      const given = Buffer.from(expected);
      return actual.length === given.length && timingSafeEqual(actual, given);
    },
  };
}
