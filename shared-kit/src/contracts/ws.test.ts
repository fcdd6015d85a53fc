import { parseClientMessage, parseServerMessage, wsMessageTypes, taskMessageTypes } from './ws.ts';

const task = {
  id: 't1',
  type: 'etim_import',
  status: 'in_progress',
  percent: 0.5,
  attr_pk: null,
  error: null,
  errors: [],
  result: null,
  attempts: 1,
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
};

describe('ws contract', () => {
  it('knows every message type of spec §7 and every task message of spec §4', () => {
    const spec = [
      'code', 'ack_code', 'msg', 'company_updated', 'user_updated', 'attr_feature_link',
      'possible_languages_changed', 'attribute_label_language_updated', 'import_attributes',
      'attribute_id_label_updated', 'etim_import_processing', 'etim_import_progress', 'import_start',
      'new_task', 'start_task', 'update_progress', 'done_task', 'error_task', 'cancel_task',
      'paused_task', 'relaunch_task', 'task_done', 'product_filtered_results',
      'chatbot_assets_results', 'chatbot_table_results', 'chatbot_progress_message',
    ];
    for (const type of spec) expect(wsMessageTypes).toContain(type);
    for (const type of taskMessageTypes) expect(wsMessageTypes).toContain(type);
  });

  it('parses the handshake in both directions', () => {
    expect(parseClientMessage('{"type":"code","code":"global"}')).toEqual({
      ok: true,
      message: { type: 'code', code: 'global' },
    });
    expect(parseServerMessage({ type: 'ack_code', code: 'global' })).toEqual({
      ok: true,
      message: { type: 'ack_code', code: 'global' },
    });
  });

  it('parses task messages carrying the whole task', () => {
    const result = parseServerMessage(JSON.stringify({ type: 'update_progress', task }));
    expect(result.ok && result.message.type === 'update_progress' && result.message.task.percent).toBe(0.5);
  });

  it('normalises numeric ids to strings', () => {
    const result = parseServerMessage({ type: 'etim_import_progress', task_id: 12, percent: 1 });
    expect(result).toEqual({ ok: true, message: { type: 'etim_import_progress', task_id: '12', percent: 1 } });
  });

  it('reports an unknown type instead of throwing', () => {
    expect(parseServerMessage('{"type":"weather_report","sun":true}')).toEqual({
      ok: false,
      reason: 'unknown_type',
      type: 'weather_report',
    });
  });

  it('reports malformed input instead of throwing', () => {
    expect(parseServerMessage('not json').ok).toBe(false);
    expect(parseServerMessage({ no: 'type' })).toEqual({ ok: false, reason: 'no_type' });
    const invalid = parseServerMessage({ type: 'update_progress', task: { id: 1 } });
    expect(invalid).toMatchObject({ ok: false, reason: 'invalid', type: 'update_progress' });
    // a server-only type sent by a client is unknown to the client-side union
    expect(parseClientMessage({ type: 'ack_code', code: 'global' })).toMatchObject({ ok: false, reason: 'invalid' });
  });
});
