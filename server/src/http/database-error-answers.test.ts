import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, drivers } from '../../test/databases.ts';
import type { TestDatabase } from '../../test/databases.ts';
import { registerErrorHandling } from './error-handler.ts';
import type { ErrorReporter } from '../observability/error-reporting.ts';

/**
 * What a route answers when the database itself refuses its input (a check missing in front of
 * it): the shared error handler turns each refusal into its coded 4xx, on both drivers.
 */
const refusals: { name: string; sql: string; params: unknown[]; status: number; code: string }[] = [
  { name: 'a NUL byte in text', sql: 'INSERT INTO scratch (id, label) VALUES (1, $1)', params: ['nul\u0000byte'], status: 400, code: 'validation.invalid_characters' },
  { name: 'a NUL character in jsonb', sql: 'INSERT INTO scratch (id, label, document) VALUES (1, $1, $2::jsonb)', params: ['a', JSON.stringify({ note: 'nul\u0000' })], status: 400, code: 'validation.invalid_characters' },
  { name: 'text that is not a uuid', sql: 'SELECT $1::uuid', params: ['not-a-uuid'], status: 400, code: 'validation.invalid' },
  { name: 'an integer out of range', sql: 'INSERT INTO scratch (id, label) VALUES ($1, $2)', params: ['99999999999', 'a'], status: 400, code: 'validation.too_big' },
  { name: 'a text longer than its column', sql: 'INSERT INTO scratch (id, label, code) VALUES (1, $1, $2)', params: ['a', 'too long'], status: 400, code: 'validation.too_long' },
  { name: 'a missing required value', sql: 'INSERT INTO scratch (id, label) VALUES (1, NULL)', params: [], status: 400, code: 'validation.required' },
  { name: 'a reference to nothing', sql: 'INSERT INTO scratch (id, label, parent_id) VALUES (1, $1, 42)', params: ['a'], status: 422, code: 'validation.unknown_reference' },
  { name: 'a value a check constraint refuses', sql: "INSERT INTO scratch (id, label) VALUES (1, '')", params: [], status: 422, code: 'validation.invalid_value' },
  { name: 'a taken unique value', sql: "INSERT INTO scratch (id, label) VALUES (1, 'a'), (1, 'b')", params: [], status: 409, code: 'conflict.duplicate' },
];

describe.each(drivers)('database refusals answered on %s', (driver) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const reported: unknown[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await database.database.exec(`
      CREATE TABLE scratch (
        id int PRIMARY KEY,
        label text NOT NULL CHECK (label <> ''),
        code varchar(3),
        document jsonb,
        parent_id int REFERENCES scratch (id)
      )`);
    app = Fastify();
    const reporter: ErrorReporter = { enabled: true, report: (error) => void reported.push(error), flush: async () => true };
    app.decorate('errorReporter', reporter);
    registerErrorHandling(app);
    app.post<{ Params: { index: string } }>('/refusal/:index', async (request) => {
      const refusal = refusals[Number(request.params.index)]!;
      await database.database.transaction((tx) => tx.query(refusal.sql, refusal.params));
      return { written: true };
    });
    app.post('/syntax-error', async () => database.database.query('SELEKT 1'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it.each(refusals.map((refusal, index) => ({ ...refusal, index })))('answers $status $code to $name, writing nothing', async ({ index, status, code }) => {
    const response = await app.inject({ method: 'POST', url: `/refusal/${index}` });
    expect([response.statusCode, response.json().code]).toEqual([status, code]);
    expect(await database.database.query('SELECT id FROM scratch')).toEqual([]);
  });

  it('still answers 500 to a database error that is not the input’s fault', async () => {
    const response = await app.inject({ method: 'POST', url: '/syntax-error' });
    expect([response.statusCode, response.json().code]).toEqual([500, 'internal-server-error']);
    // Only this one is the operators' to look at: the refusals above are the user's input.
    expect(reported).toHaveLength(1);
  });
});
