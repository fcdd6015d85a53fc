/**
 * Units in an import's cells: a value with its unit in one cell (`12.5 kg`, `12,5kg`, `-5 °C`), or
 * a unit alone in a unit column. A unit is named by its code or symbol (exactly), else by its code,
 * symbol or English or French name without regard to case (`KG`, `Kilogramme`, `kilograms`) when
 * only one unit matches: `MW` and `mW` differ by case alone, so `mw` names neither. A unit of
 * another unit type than the attribute's is `import.cell.unit_wrong_type`, an unknown one
 * `import.cell.unit_unknown`. Pure, over the server's unit catalogue (`units/catalogue.ts`).
 */
import { unitCatalogue, type UnitEntry, type UnitTypeEntry } from '../units/catalogue.ts';

type Candidate = { unit: UnitEntry; type: UnitTypeEntry };

const exactNames = new Map<string, Candidate[]>();
const foldedNames = new Map<string, Candidate[]>();

const add = (map: Map<string, Candidate[]>, key: string, candidate: Candidate) => {
  const list = map.get(key) ?? [];
  if (!list.some((known) => known.unit.code === candidate.unit.code)) list.push(candidate);
  map.set(key, list);
};
const fold = (text: string) => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').replace(/\.$/, '').trim();

for (const type of unitCatalogue) {
  for (const unit of type.units) {
    const candidate = { unit, type };
    add(exactNames, unit.code, candidate);
    add(exactNames, unit.symbol, candidate);
    for (const name of [unit.code, unit.symbol, unit.label_en, unit.label_fr]) add(foldedNames, fold(name), candidate);
  }
}

export type UnitReading = { ok: true; unit: UnitEntry } | { ok: false; code: 'import.cell.unit_unknown' | 'import.cell.unit_wrong_type'; params: Record<string, string> };

/** A unit's text as a unit of `unitType`. */
export function readUnit(text: string, unitType: string): UnitReading {
  const written = text.trim();
  const folded = fold(written);
  const lists = [exactNames.get(written.normalize('NFC')), foldedNames.get(folded), folded.endsWith('s') ? foldedNames.get(folded.slice(0, -1)) : undefined];
  // The attribute's own unit type first, exact names before folded ones; two units matching is no match.
  for (const list of lists) {
    const ofType = (list ?? []).filter((candidate) => candidate.type.code === unitType);
    if (ofType.length === 1) return { ok: true, unit: ofType[0]!.unit };
    if (ofType.length > 1) return { ok: false, code: 'import.cell.unit_unknown', params: { unit: written } };
  }
  for (const list of lists) {
    if (list?.length === 1) return { ok: false, code: 'import.cell.unit_wrong_type', params: { unit: written, unit_type: unitType } };
  }
  return { ok: false, code: 'import.cell.unit_unknown', params: { unit: written } };
}

/** A cell's number and the unit written after it (`12.5 kg` → `12.5`, `kg`); the unit is null when none is written. */
export function splitValueAndUnit(text: string): { number: string; unit: string | null } {
  const trimmed = text.trim();
  const match = /^(.*?\d)\s*([\p{L}µ°%'"′″].*)$/u.exec(trimmed);
  return match === null ? { number: trimmed, unit: null } : { number: match[1]!, unit: match[2]!.trim() };
}
