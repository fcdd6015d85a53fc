import type { z } from 'zod';
import type { Database } from '../src/db/database.ts';
import type { RouteCatalogueEntry } from '../src/http/fastify-types.ts';
import { drivers, startTestApp } from './harness.ts';
import type { TestApp, TestClient } from './harness.ts';
import { requestSamples } from './request-samples.ts';
import type { InputPlace, RequestSample } from './request-samples.ts';

/**
 * Every registered route, generated from its schemas: a NUL byte or a lone UTF-16 surrogate in
 * each text field, and the same id twice in each id list, answer a coded 400 naming the field —
 * never a 500 — and write nothing. A route added later is covered without touching this file.
 */

type Location = 'params' | 'querystring' | 'body';
const locations: Location[] = ['params', 'querystring', 'body'];

type Poison = { label: string; apply(value: unknown, place: InputPlace): { value: unknown; fieldPath: string } };

const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], root);

/** A deep copy of `root` with the value at `path` replaced (or, for a record key, the key renamed). */
function replaced(root: unknown, place: InputPlace, change: (current: unknown) => unknown): { value: unknown; fieldPath: string } {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parentPath = place.path.slice(0, -1);
  const last = place.path.at(-1);
  if (last === undefined) return { value: change(copy), fieldPath: '_' };
  const parent = valueAt(copy, parentPath) as Record<string | number, unknown>;
  if (place.kind === 'key') {
    const renamed = String(change(String(last)));
    parent[renamed] = parent[last];
    delete parent[last];
    return { value: copy, fieldPath: [...parentPath, renamed].join('.') };
  }
  parent[last] = change(parent[last]);
  return { value: copy, fieldPath: place.path.join('.') };
}

const nulByte: Poison = { label: 'a NUL byte', apply: (value, place) => replaced(value, place, (text) => `${String(text)}\u0000`) };
const loneSurrogate: Poison = { label: 'a lone surrogate', apply: (value, place) => replaced(value, place, (text) => `${String(text)}\ud800`) };
const repeatedId: Poison = {
  label: 'a repeated id',
  apply: (value, place) => replaced(value, place, (list) => [(list as unknown[])[0], (list as unknown[])[0]]),
};

/** The code a refused place must carry on its field: any code for a formatted text (its format fails first). */
function expectedCode(place: InputPlace): string | null {
  if (place.kind === 'id_list') return 'validation.duplicate_ids';
  return place.formatted ? null : 'validation.invalid_characters';
}

function urlOf(route: RouteCatalogueEntry, params: Record<string, unknown>, query: Record<string, unknown>): string {
  const path = route.url.replace(/:([A-Za-z_]+)|\*/g, (_match, name: string | undefined) => encodeURIComponent(String(params[name ?? '*'])));
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
  return search === '' ? path : `${path}?${search}`;
}

/** A digest of every table's rows: equal before and after means nothing was written. */
async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const digests = await db.query<{ name: string; digest: string }>(
    tables.map(({ name }) => `SELECT '${name}' AS name, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS digest FROM ${name} t`).join(' UNION ALL '),
  );
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}

/** The routes with something to validate, each once (a prefixed `/` route is registered twice). */
function routesWithInput(catalogue: readonly RouteCatalogueEntry[]): RouteCatalogueEntry[] {
  const seen = new Set<string>();
  return catalogue.filter((route) => {
    const schema = route.schema as Partial<Record<Location, unknown>> | undefined;
    if (route.method === 'HEAD' || schema === undefined || !locations.some((location) => schema[location] !== undefined)) return false;
    const key = `${route.method} ${route.url.replace(/\/?$/, '/')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe.each(drivers)('refused input on %s', (driver) => {
  let testApp: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await testApp.createCompany('Acme', { username: 'acme_admin' });
    client = testApp.client();
    await client.login('acme_admin');
  });
  afterAll(() => testApp.close());

  it('answers a coded 400 on the field, and writes nothing, for bad text and repeated ids anywhere', async () => {
    const routes = routesWithInput(testApp.app.routeCatalogue);
    const before = await databaseDigest(testApp.db);
    const failures: string[] = [];
    let sent = 0;

    for (const route of routes) {
      const schema = route.schema as Partial<Record<Location, z.ZodType>>;
      const samples = Object.fromEntries(locations.map((location) => [location, schema[location] === undefined ? [] : requestSamples(schema[location])])) as Record<Location, RequestSample[]>;
      const primary = (location: Location) => (samples[location][0]?.value ?? {}) as Record<string, unknown>;

      for (const location of locations) {
        for (const sample of samples[location]) {
          // The request is valid but for the poisoned place: were that place not guarded, the handler would run.
          const asSent = location === 'body' ? sample.value : Object.fromEntries(Object.entries(sample.value as object).map(([key, value]) => [key, String(value)]));
          if (!schema[location]!.safeParse(asSent).success) failures.push(`${route.method} ${route.url} ${location}: the generated request ${JSON.stringify(asSent)} does not pass its schema`);
          for (const place of sample.places) {
            // A URL cannot carry a lone surrogate (it is not UTF-8): NUL bytes only there.
            const poisons = place.kind === 'id_list' ? [repeatedId] : location === 'body' ? [nulByte, loneSurrogate] : [nulByte];
            for (const poison of poisons) {
              const { value, fieldPath } = poison.apply(sample.value, place);
              const parts = { params: primary('params'), querystring: primary('querystring'), body: primary('body'), [location]: value };
              const withBody = schema.body !== undefined || !['GET', 'DELETE'].includes(route.method);
              const response = await client.request(route.method as 'GET', urlOf(route, parts.params, parts.querystring), withBody ? { body: parts.body } : {});
              sent += 1;
              const answer = (response.headers['content-type']?.toString().startsWith('application/json') ? response.json() : {}) as { code?: string; fields?: Record<string, string[]> };
              const fieldCodes = Object.entries(answer.fields ?? {})
                .filter(([key]) => key === fieldPath || key.startsWith(`${fieldPath}.`))
                .flatMap(([, codes]) => codes);
              const code = expectedCode(place);
              const refused = response.statusCode === 400 && answer.code === 'validation.invalid' && fieldCodes.length > 0 && (code === null || fieldCodes.includes(code));
              if (!refused) failures.push(`${route.method} ${route.url} ${location} ${fieldPath} with ${poison.label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
            }
          }
        }
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(150);
    expect(await databaseDigest(testApp.db)).toEqual(before);
  });
});
