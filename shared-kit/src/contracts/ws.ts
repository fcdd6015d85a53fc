import { z } from 'zod';
import { taskSchema } from './tasks.ts';
import { notificationSchema } from './notifications.ts';

/**
 * Every message on the real-time channel `/ws/` (spec §7), as one discriminated union on `type`.
 * Handshake: on open the client sends `code` (with `global`); the server answers `ack_code` then
 * `msg`. After that the server pushes the other types to the right user or company only.
 * Payload shapes the spec leaves open are designed here and described in `docs/api.md`.
 */

const id = z.union([z.string(), z.number()]).transform(String);

// ── Handshake ────────────────────────────────────────────────────────────────────────────────

/** Client → server: subscribe to a channel; `global` is the user's and company's channel. */
export const codeMessageSchema = z.object({ type: z.literal('code'), code: z.string().min(1) });
/** Server → client: the subscription is accepted. */
export const ackCodeMessageSchema = z.object({ type: z.literal('ack_code'), code: z.string() });
/** Server → client: a plain text message; sent once after `ack_code` as the welcome. */
export const msgMessageSchema = z.object({
  type: z.literal('msg'),
  message: z.string(),
  code: z.string().optional(),
});

// ── Company and user data changed: the client refetches ──────────────────────────────────────

export const companyUpdatedMessageSchema = z.object({
  type: z.literal('company_updated'),
  /** Names of the company store-data fields that changed; absent means refetch everything. */
  fields: z.array(z.string()).optional(),
});
export const userUpdatedMessageSchema = z.object({
  type: z.literal('user_updated'),
  fields: z.array(z.string()).optional(),
});
export const possibleLanguagesChangedMessageSchema = z.object({
  type: z.literal('possible_languages_changed'),
  languages: z.array(z.string()).optional(),
});
export const attributeLabelLanguageUpdatedMessageSchema = z.object({
  type: z.literal('attribute_label_language_updated'),
  languages: z.array(z.string()).optional(),
});
export const attributeIdLabelUpdatedMessageSchema = z.object({
  type: z.literal('attribute_id_label_updated'),
});

// ── Progress of specific long work (spec §4: removal delays 0.9 s / 0.2 s) ───────────────────

/** Linking an attribute to ETIM features: leaves the panel 0.2 s after `percent` reaches 1. */
export const attrFeatureLinkMessageSchema = z.object({
  type: z.literal('attr_feature_link'),
  task_id: id.optional(),
  attr_pk: id,
  percent: z.number().min(0),
});
/** Attribute (structure) import: leaves 0.2 s after completion; error toast if `errors` is not empty. */
export const importAttributesMessageSchema = z.object({
  type: z.literal('import_attributes'),
  task_id: id.optional(),
  percent: z.number().min(0),
  errors: z.array(z.object({ code: z.string(), message: z.string().optional(), line: z.number().optional() })).default([]),
});
/** Whether an ETIM import runs for the company (edits are blocked meanwhile). */
export const etimImportProcessingMessageSchema = z.object({
  type: z.literal('etim_import_processing'),
  processing: z.boolean(),
});
/** ETIM import progress: leaves the list 0.9 s after `percent` reaches 1, with a success toast. */
export const etimImportProgressMessageSchema = z.object({
  type: z.literal('etim_import_progress'),
  task_id: id.optional(),
  percent: z.number().min(0),
});
/** A product import started (the imports screen refreshes its list). */
export const importStartMessageSchema = z.object({
  type: z.literal('import_start'),
  import_id: id,
  task_id: id.optional(),
});

// ── Task panel (spec §4) ─────────────────────────────────────────────────────────────────────

/** Each task message carries the whole task after the change. */
const taskMessage = <T extends string>(type: T) => z.object({ type: z.literal(type), task: taskSchema });

export const newTaskMessageSchema = taskMessage('new_task');
export const startTaskMessageSchema = taskMessage('start_task');
export const updateProgressMessageSchema = taskMessage('update_progress');
export const doneTaskMessageSchema = taskMessage('done_task');
export const errorTaskMessageSchema = taskMessage('error_task');
export const cancelTaskMessageSchema = taskMessage('cancel_task');
export const pausedTaskMessageSchema = taskMessage('paused_task');
export const relaunchTaskMessageSchema = taskMessage('relaunch_task');

/** The task-message types, in the order of spec §4. */
export const taskMessageTypes = [
  'new_task',
  'start_task',
  'update_progress',
  'done_task',
  'error_task',
  'cancel_task',
  'paused_task',
  'relaunch_task',
] as const;
export type TaskMessageType = (typeof taskMessageTypes)[number];

/** A job finished: runs the completion callback registered for `task_id` (spec §4), then clears it. */
export const taskDoneMessageSchema = z.object({
  type: z.literal('task_done'),
  task_id: id,
  task_type: z.string(),
  /** Where to fetch the result (e.g. a download path), if any. */
  link: z.string().nullable().optional(),
  result: z.unknown().optional(),
});

// ── Asynchronous results ─────────────────────────────────────────────────────────────────────

/** Result of a product filter computed in the background (large pasted filters). */
export const productFilteredResultsMessageSchema = z.object({
  type: z.literal('product_filtered_results'),
  request_id: z.string(),
  count: z.number().int().min(0),
  product_ids: z.array(id).optional(),
});
/** Assistant answers: assets found. */
export const chatbotAssetsResultsMessageSchema = z.object({
  type: z.literal('chatbot_assets_results'),
  conversation_id: id,
  assets: z.array(
    z.object({ id, name: z.string(), url: z.string(), thumbnail_url: z.string().nullable().optional() }),
  ),
});
/** Assistant answers: a table (columns and rows of cells). */
export const chatbotTableResultsMessageSchema = z.object({
  type: z.literal('chatbot_table_results'),
  conversation_id: id,
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
/** Assistant: a progress line while it works; `done` closes the stream. */
export const chatbotProgressMessageMessageSchema = z.object({
  type: z.literal('chatbot_progress_message'),
  conversation_id: id,
  message: z.string(),
  done: z.boolean().optional(),
});

// ── Notifications (not in spec §7: added so the panel updates live, see docs/api.md) ────────

export const newNotificationMessageSchema = z.object({
  type: z.literal('new_notification'),
  notification: notificationSchema,
  unread: z.number().int().min(0),
});

// ── Unions ───────────────────────────────────────────────────────────────────────────────────

/** What the client may send. */
export const wsClientMessageSchema = z.discriminatedUnion('type', [codeMessageSchema]);
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>;

/** What the server may send. */
export const wsServerMessageSchema = z.discriminatedUnion('type', [
  ackCodeMessageSchema,
  msgMessageSchema,
  companyUpdatedMessageSchema,
  userUpdatedMessageSchema,
  attrFeatureLinkMessageSchema,
  possibleLanguagesChangedMessageSchema,
  attributeLabelLanguageUpdatedMessageSchema,
  importAttributesMessageSchema,
  attributeIdLabelUpdatedMessageSchema,
  etimImportProcessingMessageSchema,
  etimImportProgressMessageSchema,
  importStartMessageSchema,
  newTaskMessageSchema,
  startTaskMessageSchema,
  updateProgressMessageSchema,
  doneTaskMessageSchema,
  errorTaskMessageSchema,
  cancelTaskMessageSchema,
  pausedTaskMessageSchema,
  relaunchTaskMessageSchema,
  taskDoneMessageSchema,
  productFilteredResultsMessageSchema,
  chatbotAssetsResultsMessageSchema,
  chatbotTableResultsMessageSchema,
  chatbotProgressMessageMessageSchema,
  newNotificationMessageSchema,
]);
export type WsServerMessage = z.infer<typeof wsServerMessageSchema>;
/** What the server sends, before parsing (e.g. ids may still be numbers). */
export type WsServerMessageInput = z.input<typeof wsServerMessageSchema>;
export type WsServerMessageType = WsServerMessage['type'];
export type WsServerMessageOf<T extends WsServerMessageType> = Extract<WsServerMessage, { type: T }>;

/** Every message in either direction. */
export const wsMessageSchema = z.discriminatedUnion('type', [wsClientMessageSchema, wsServerMessageSchema]);
export type WsMessage = z.infer<typeof wsMessageSchema>;

export type WsTaskMessage = WsServerMessageOf<TaskMessageType>;

const knownTypes = new Set<string>([
  ...wsClientMessageSchema.options.map((option) => option.shape.type.value),
  ...wsServerMessageSchema.options.map((option) => option.shape.type.value),
]);

/** Every message type this contract knows, both directions. */
export const wsMessageTypes: readonly string[] = [...knownTypes];

export type WsParseResult<T> =
  | { ok: true; message: T }
  | { ok: false; reason: 'not_json' | 'no_type' | 'unknown_type' | 'invalid'; type?: string; error?: string };

function parseWith<T>(schema: z.ZodType<T>, raw: unknown): WsParseResult<T> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, reason: 'not_json' };
    }
  }
  if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') {
    return { ok: false, reason: 'no_type' };
  }
  const type = (value as { type: string }).type;
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, message: parsed.data };
  if (!knownTypes.has(type)) return { ok: false, reason: 'unknown_type', type };
  return { ok: false, reason: 'invalid', type, error: parsed.error.message };
}

/**
 * Parses what the server sent (a JSON string or an already-decoded value). Never throws: an
 * unknown type or a malformed message comes back as `{ ok: false, reason }` so the client can log
 * and ignore it (spec §7).
 */
export function parseServerMessage(raw: unknown): WsParseResult<WsServerMessage> {
  return parseWith(wsServerMessageSchema, raw);
}

/** Parses what a client sent; used by the server. Never throws. */
export function parseClientMessage(raw: unknown): WsParseResult<WsClientMessage> {
  return parseWith(wsClientMessageSchema, raw);
}
