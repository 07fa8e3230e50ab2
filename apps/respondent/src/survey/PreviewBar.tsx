/** Preview answering: says nothing is saved, and starts over. */
export function PreviewBar(props: { note: string; reset: string; onReset: () => void }) {
  return (
    <div className="respond-preview-bar">
      <span>{props.note}</span>
      <button type="button" className="cairn-button" onClick={props.onReset}>
        {props.reset}
      </button>
    </div>
  );
}
