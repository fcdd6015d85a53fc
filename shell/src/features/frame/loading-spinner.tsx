import { useFrameStyles } from './frame-styles';

/** A spinner with its caption, for a part of the frame that is loading. */
export function LoadingSpinner({ label }: { label: string }) {
  useFrameStyles();
  return (
    <span className="pimento-spinner" role="status">
      <span className="pimento-spinner-dot" aria-hidden />
      <span>{label}</span>
    </span>
  );
}
