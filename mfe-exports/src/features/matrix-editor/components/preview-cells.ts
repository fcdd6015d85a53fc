import { palette, spacing } from '@pimento/shared-kit/design/tokens';

/** The cells of the editors' previews: the file's cells drawn as a table, headers on a raised ground. */
export const previewCellStyle = { border: `1px solid ${palette.border}`, padding: spacing.xs, textAlign: 'left' } as const;
export const previewHeaderStyle = { ...previewCellStyle, background: palette.surfaceRaised } as const;
