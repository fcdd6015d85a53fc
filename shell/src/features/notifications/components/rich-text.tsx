import { parseAsterisks } from '../rich-text';

/** Text with `*bold*` segments rendered bold. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseAsterisks(text).map((segment, index) => (segment.bold ? <strong key={index}>{segment.text}</strong> : <span key={index}>{segment.text}</span>))}
    </>
  );
}
