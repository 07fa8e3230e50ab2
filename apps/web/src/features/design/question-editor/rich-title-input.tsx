import { sanitizeRichText } from '@cairn/core';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useImageResolver } from '../../images/signed-images.tsx';
import { editableTitle, refreshImageLinks, storedTitle } from '../title-images.ts';

interface RichTitleInputProps {
  /** The stored title (rich text). */
  value: string;
  /** Called on blur or Enter when the text changed; core sanitises again on save. */
  onCommit(html: string): void;
  label: string;
  disabled?: boolean;
  placeholder?: string;
}

/** What the editable shows, normalised so "unchanged" compares equal (browsers add a trailing <br>). */
function normalise(html: string): string {
  return html.replace(/(<br\s*\/?>)+$/i, '').trim();
}

/**
 * A one-line rich-text field for option titles: keeps bold, italic and colour already in a title
 * (Ctrl+B / Ctrl+I work as in any editable), pastes plain text only, Enter saves, Escape undoes.
 * The DOM is written from `value` only while the field is not focused, so the caret never jumps
 * when an answer from the server arrives mid-typing. Images in a title (file keys) show through
 * signed links and are stored as keys again (title-images.ts).
 */
export function RichTitleInput({ value, onCommit, label, disabled, placeholder }: RichTitleInputProps) {
  const ref = useRef<HTMLDivElement>(null);
  const safe = sanitizeRichText(value);
  const resolve = useImageResolver();
  const shown = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: links arriving are handled below, not by rewriting.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || element === document.activeElement) return;
    if (shown.current !== safe) element.replaceChildren(editableTitle(safe, resolve));
    shown.current = safe;
  }, [safe]);
  useEffect(() => {
    if (ref.current) refreshImageLinks(ref.current, resolve);
  }, [resolve]);

  const commit = () => {
    const element = ref.current;
    if (!element) return;
    const html = normalise(storedTitle(element));
    if (html !== normalise(safe)) onCommit(html);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      ref.current?.blur();
    } else if (event.key === 'Escape' && ref.current) {
      event.preventDefault();
      ref.current.replaceChildren(editableTitle(safe, resolve));
      ref.current.blur();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a rich-text field cannot be an <input>
    <div
      ref={ref}
      role="textbox"
      aria-label={label}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      contentEditable={!disabled}
      suppressContentEditableWarning
      className="qe-rich-title"
      data-placeholder={placeholder}
      onBlur={commit}
      onKeyDown={onKeyDown}
      onPaste={(event) => {
        // Pasted markup from web pages or Word would only be stripped by the sanitiser; take text.
        event.preventDefault();
        const text = event.clipboardData.getData('text/plain').replace(/\s*\n\s*/g, ' ');
        document.execCommand('insertText', false, text);
      }}
    />
  );
}
