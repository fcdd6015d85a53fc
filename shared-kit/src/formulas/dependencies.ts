/** A computed attribute for ordering: its code and the codes its formula reads. */
export type ComputedNode = { code: string; inputs: readonly string[] };

export type ComputeOrder = { ok: true; order: string[] } | { ok: false; cycle: string[] };

/**
 * The order in which computed attributes must be evaluated so each reads up-to-date inputs
 * (a topological sort; codes compare case-insensitively), or one cycle when formulas depend on
 * each other in a circle, which is refused when the attribute is saved.
 */
export function orderComputedAttributes(computed: readonly ComputedNode[]): ComputeOrder {
  const byKey = new Map(computed.map((node) => [node.code.toLowerCase(), node]));
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];

  const visit = (key: string): string[] | null => {
    const node = byKey.get(key);
    if (node === undefined || state.get(key) === 'done') return null;
    if (state.get(key) === 'visiting') return path.slice(path.indexOf(key)).map((step) => byKey.get(step)!.code);
    state.set(key, 'visiting');
    path.push(key);
    for (const input of node.inputs) {
      const cycle = visit(input.toLowerCase());
      if (cycle !== null) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    order.push(node.code);
    return null;
  };

  for (const key of byKey.keys()) {
    const cycle = visit(key);
    if (cycle !== null) return { ok: false, cycle };
  }
  return { ok: true, order };
}
