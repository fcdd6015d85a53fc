import { buffer } from 'node:stream/consumers';
import { CsvWriter } from './csv-writer.ts';

async function csvOf(rows: unknown[][], separator?: string): Promise<string> {
  const writer = new CsvWriter(separator === undefined ? {} : { separator });
  // Read as bytes: a TextDecoder would swallow the BOM this test looks for.
  const written = buffer(writer.stream);
  for (const row of rows) await writer.writeRow(row as never);
  await writer.finish();
  return (await written).toString('utf8');
}

describe('streaming CSV writer', () => {
  it('starts with a BOM, quotes what needs it, and neutralises formula-like text but not numbers', async () => {
    expect(await csvOf([['SKU', 'Note'], ['A;1', 'say "hi"\nthere'], ['=1+1', -5], ['+33', true], ['@x', null], ['\tx', 3.5]])).toBe(
      '\uFEFFSKU;Note\r\n"A;1";"say ""hi""\nthere"\r\n\'=1+1;-5\r\n\'+33;true\r\n\'@x;\r\n\'\tx;3.5\r\n',
    );
  });

  it('takes another separator: only that one forces quotes', async () => {
    expect(await csvOf([['a;b', 'c,d', 'e\tf', 'g|h']], ',')).toBe('\uFEFFa;b,"c,d",e\tf,g|h\r\n');
    expect(await csvOf([['a;b', 'c\td']], '\t')).toBe('\uFEFFa;b\t"c\td"\r\n');
    expect(await csvOf([['a|b', 'c']], '|')).toBe('\uFEFF"a|b"|c\r\n');
  });

  it('writes a BOM alone for no row', async () => {
    expect(await csvOf([])).toBe('\uFEFF');
  });
});
