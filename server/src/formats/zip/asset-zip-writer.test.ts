import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AssetZipWriter, safeEntryName } from './asset-zip-writer.ts';
import { readZip } from './test-zip-reader.ts';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the asset zip writer', () => {
  it('streams files one after the other into a zip a reader opens, resized images included', async () => {
    const writer = new AssetZipWriter();
    const output = collect(writer.stream);
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#c84' } }).jpeg().toBuffer();
    // A rendition streamed through sharp, as the export makes them.
    const resized = Readable.from([photo]).pipe(sharp().resize({ width: 100 }).jpeg());
    const names = [
      await writer.addFile('ABC-100_1.jpg', resized),
      await writer.addFile('abc-100_1.JPG', Readable.from([photo])),
      await writer.addFile('../../etc/passwd.jpg', Readable.from([Buffer.from('not climbing')])),
      await writer.addFile('sheets/manual.pdf', Readable.from([Buffer.from('%PDF-1.4 text compresses')])),
    ];
    await writer.finish();
    expect(names).toEqual(['ABC-100_1.jpg', 'abc-100_1 (2).JPG', 'etc/passwd.jpg', 'sheets/manual.pdf']);
    const entries = await readZip(await output);
    expect([...entries.keys()]).toEqual(names);
    expect(await sharp(entries.get('ABC-100_1.jpg')!).metadata()).toMatchObject({ width: 100, height: 50, format: 'jpeg' });
    expect(Buffer.compare(entries.get('abc-100_1 (2).JPG')!, photo)).toBe(0);
    expect(entries.get('sheets/manual.pdf')!.toString()).toBe('%PDF-1.4 text compresses');
  });

  it('keeps entry names inside the archive', () => {
    expect(safeEntryName('/abs/olute.png')).toBe('abs/olute.png');
    expect(safeEntryName('..\\..\\win.png')).toBe('win.png');
    expect(safeEntryName('a/./b/../c\u0000.png')).toBe('a/b/c.png');
    expect(safeEntryName('../..')).toBe('file');
  });

  it('fails the archive when a file cannot be read, instead of writing a truncated entry', async () => {
    const writer = new AssetZipWriter();
    const output = collect(writer.stream).catch((error: unknown) => error);
    const broken = new Readable({ read() { this.destroy(new Error('storage went away')); } });
    await expect(writer.addFile('broken.jpg', broken)).rejects.toThrow('storage went away');
    writer.abort(new Error('storage went away'));
    expect(await output).toBeInstanceOf(Error);
  });
});
