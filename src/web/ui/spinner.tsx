/** A calm rotating ring; the text beside it is what assistive technology reads. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="bw-spinner" role="status">
      <span className="bw-spinner__ring" aria-hidden="true" />
      <span className="bw-spinner__label">{label}</span>
    </span>
  );
}
