// The suite's shared `zod` (webpack/facades.js): one instance for the shell and the remotes (each
// bundle used to carry its own tree-shaken copy, ≈ 60 KB gzip in both the shell's `later` and the
// catalogue's `app`). The code calls `z.<factory>`; `z` here is a plain object of the factories the
// suite uses, so webpack keeps only those (`export * as z` would keep all of zod and its 40 locales
// in a shared module). `FacadeNamesPlugin` fails the build on a `z.<name>` missing here.
import { array, boolean, coerce, config, discriminatedUnion, email, enum as enumOf, iso, literal, null as nullValue, number, object, partialRecord, record, strictObject, string, tuple, union, unknown, uuid, ZodType } from '@pimento-original/zod';

export const z = { array, boolean, coerce, config, discriminatedUnion, email, enum: enumOf, iso, literal, null: nullValue, number, object, partialRecord, record, strictObject, string, tuple, union, unknown, uuid, ZodType };
