import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@pimento/shared-kit/errors/catalogue';
import { toLanguage } from '@pimento/shared-kit/i18n/i18n';
import type { PillProblem } from '@pimento/shared-kit/imports/apply-pill';

/** Why a pill is broken, in the interface language: a missing column by name, a formula's issues from the error catalogue. */
export function useProblemText(): (problem: PillProblem) => string {
  const { t, i18n } = useTranslation('imports');
  const language = toLanguage(i18n.language);
  return useCallback(
    (problem: PillProblem) => {
      if (problem.code === 'import.pill_missing_column') return t('pill.missingColumn', { column: problem.column });
      const issues = problem.issues.map((issue) => {
        const text = errorMessage(issue.code, language, issue.params ?? {});
        const named = issue.params?.code ?? issue.params?.name;
        return named !== undefined && !text.includes(String(named)) ? `${text} (${named})` : text;
      });
      return t('pill.formulaInvalid', { issues: issues.join(' ') });
    },
    [t, language],
  );
}
