import type { CSSProperties } from 'react';

/** Read by screen readers, not drawn: a name or a status that the layout shows another way. */
export const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: -1, padding: 0, border: 0 };
