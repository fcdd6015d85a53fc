// Child process of the import-read bench: reads every row of one file through the import readers
// and prints what it took, so that its peak memory is the reader's alone.
import { openTabularSource } from '../../server/src/formats/open-tabular-source.ts';

const file = process.argv[2]!;
const started = performance.now();
const source = await openTabularSource(file, { maxBytes: 4 * 1024 ** 3 });
let rows = 0;
let cells = 0;
for await (const row of source.rows()) {
  rows += 1;
  cells += row.cells.length;
}
await source.close();
const elapsedMs = performance.now() - started;
const cpu = process.cpuUsage();
console.log(JSON.stringify({ rows, cells, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
