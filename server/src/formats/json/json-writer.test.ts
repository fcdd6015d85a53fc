import { text } from 'node:stream/consumers';
import { JsonRecordsWriter } from './json-writer.ts';

async function jsonOf(headers: string[], rows: unknown[][]): Promise<string> {
  const writer = new JsonRecordsWriter();
  const written = text(writer.stream);
  writer.setHeaders(headers);
  for (const row of rows) await writer.writeRow(row as never);
  await writer.finish();
  return written;
}

describe('streaming JSON records writer', () => {
  it('writes an array of objects keyed by header, types kept, a repeated header numbered', async () => {
    const written = await jsonOf(['SKU', 'Weight', 'SKU', 'Lit'], [['A', 1.5, 'B', true], ['=1', null, undefined, false]]);
    expect(JSON.parse(written)).toEqual([
      { SKU: 'A', Weight: 1.5, 'SKU (2)': 'B', Lit: true },
      { SKU: '=1', Weight: null, 'SKU (2)': null, Lit: false },
    ]);
  });

  it('writes an empty array for no row', async () => {
    expect(JSON.parse(await jsonOf(['SKU'], []))).toEqual([]);
  });
});
