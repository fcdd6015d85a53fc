import type { RuleViolation } from '@pimento/shared-kit/contracts/validation-rules';

/** What each attribute's field says of the rules it breaks: one line per rule (and language: "FR: …"). */
export function ruleNoticesByAttribute(violations: readonly RuleViolation[]): ReadonlyMap<number, string[]> {
  const notices = new Map<number, string[]>();
  for (const violation of violations) {
    const line = violation.language === null ? violation.message : `${violation.language.toUpperCase()}: ${violation.message}`;
    const lines = notices.get(violation.attribute_id);
    if (lines === undefined) notices.set(violation.attribute_id, [line]);
    else lines.push(line);
  }
  return notices;
}
