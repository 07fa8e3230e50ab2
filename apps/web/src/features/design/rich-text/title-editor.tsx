import {
  BgColorsOutlined,
  BoldOutlined,
  CheckOutlined,
  ItalicOutlined,
  LinkOutlined,
} from '@ant-design/icons';
import { sanitizeRichText } from '@cairn/core';
import { Button, Dropdown, Tooltip } from 'antd';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signedImages, useImageResolver } from '../../images/signed-images.tsx';
import type { PickedImage } from '../../library/image-picker.tsx';
import { debounce } from '../debounced.ts';
import { editableTitle, insertTitleImage, refreshImageLinks, storedTitle } from '../title-images.ts';
import { unsentDrafts } from '../unsent-drafts.ts';
import { LinkForm } from './link-form.tsx';
import { TitleImageButton } from './title-image-button.tsx';
import './title-editor.css';

/** Spec: a title is saved 500 ms after typing stops, and at once on blur. */
export const TITLE_SAVE_DELAY_MS = 500;

const COLOURS = ['#1f2328', '#cf222e', '#d97706', '#1a7f37', '#0969da', '#8250df'];

/**
 * A small rich-text editor for one title: bold, italic, colour, link and image from the image
 * library, nothing else (what core's `sanitizeRichText` keeps). Uncontrolled: the HTML is set once,
 * so the server's answers never move the caret; every save goes through the sanitiser, with images
 * stored as file keys (title-images.ts).
 */
export function TitleEditor(props: {
  html: string;
  label: string;
  onSave: (html: string) => void;
  onDone: () => void;
  /**
   * Leaving the editor ends editing (the canvas, default). In a dialog, focus moves to the
   * dialog's own frame on opening, so there only Done, Enter and Escape end it.
   */
  doneOnBlur?: boolean;
}) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const resolve = useImageResolver();
  const { onDone } = props;
  // The latest callback, so the debounce is made once and a re-render never fires it early.
  const onSave = useRef(props.onSave);
  onSave.current = props.onSave;
  // While a save waits out its pause, the design screen warns before the page is closed.
  const save = useMemo(() => {
    const owner = {};
    return debounce(
      (html: string) => onSave.current(sanitizeRichText(html)),
      TITLE_SAVE_DELAY_MS,
      undefined,
      (waiting) => unsentDrafts.set(owner, waiting),
    );
  }, []);

  // Only the first HTML: later answers must not reset what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.replaceChildren(editableTitle(props.html, signedImages.resolve));
    el.focus();
    const range = document.createRange();
    range.selectNodeContents(el);
    range.collapse(false);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  }, []);
  useEffect(() => () => save.flush(), [save]);
  // Links that were still being signed (or were renewed) replace what the images show.
  useEffect(() => {
    if (area.current) refreshImageLinks(area.current, resolve);
  }, [resolve]);

  // The dialog gone (picked or cancelled), typing goes on where it was: focus and caret back in
  // the text. After the dialog's own focus handling, which would leave a keyboard user on the button.
  const pickerWasOpen = useRef(false);
  useEffect(() => {
    if (pickerOpen) pickerWasOpen.current = true;
    if (pickerOpen || !pickerWasOpen.current) return;
    pickerWasOpen.current = false;
    area.current?.focus();
    if (savedRange.current && area.current?.contains(savedRange.current.commonAncestorContainer)) {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(savedRange.current);
    }
  }, [pickerOpen]);

  const changed = () => {
    if (area.current) save(storedTitle(area.current));
  };
  const finish = () => {
    save.flush();
    onDone();
  };
  const command = (name: string, value?: string) => {
    area.current?.focus();
    document.execCommand('styleWithCSS', false, name === 'foreColor' ? 'true' : 'false');
    document.execCommand(name, false, value);
    changed();
  };
  const keepSelection = () => {
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
  };
  const openPicker = () => {
    // A keyboard press never had a mouse down: the caret is still in the editable's selection.
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (range && area.current?.contains(range.commonAncestorContainer))
      savedRange.current = range.cloneRange();
    setPickerOpen(true);
  };
  const addImage = (image: PickedImage) => {
    signedImages.prime(image.key, image.url);
    const el = area.current;
    if (!el) return;
    el.focus();
    insertTitleImage(el, savedRange.current, image);
    keepSelection(); // the caret just after the image, for when the dialog has gone
    changed();
  };
  const addLink = (href: string) => {
    setLinkOpen(false);
    area.current?.focus();
    if (savedRange.current) {
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(savedRange.current);
    }
    command('createLink', href);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || (event.key === 'Enter' && !event.shiftKey)) {
      event.preventDefault();
      finish();
    }
  };
  // Leaving the editor (not into its own toolbar or link form) ends editing and saves.
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (props.doneOnBlur === false) return;
    if (linkOpen || pickerOpen || (next && wrapper.current?.contains(next))) return;
    finish();
  };
  const hold = (event: React.MouseEvent) => event.preventDefault();

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving its children, not an interaction.
    <div ref={wrapper} className="title-editor" onBlur={onBlur}>
      <div role="toolbar" aria-label={t('design.titleEditor.toolbar')} className="title-editor__toolbar">
        <Tooltip title={t('design.titleEditor.bold')}>
          <Button
            size="small"
            type="text"
            icon={<BoldOutlined />}
            aria-label={t('design.titleEditor.bold')}
            onMouseDown={hold}
            onClick={() => command('bold')}
          />
        </Tooltip>
        <Tooltip title={t('design.titleEditor.italic')}>
          <Button
            size="small"
            type="text"
            icon={<ItalicOutlined />}
            aria-label={t('design.titleEditor.italic')}
            onMouseDown={hold}
            onClick={() => command('italic')}
          />
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            items: COLOURS.map((colour) => ({
              key: colour,
              label: <span className="title-editor__swatch" style={{ background: colour }} />,
              'aria-label': colour,
            })),
            onClick: ({ key }) => command('foreColor', key),
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<BgColorsOutlined />}
            aria-label={t('design.titleEditor.colour')}
            onMouseDown={keepSelection}
          />
        </Dropdown>
        <LinkForm
          open={linkOpen}
          onOpenChange={(open) => {
            if (open) keepSelection();
            setLinkOpen(open);
          }}
          onSubmit={addLink}
        >
          <Button
            size="small"
            type="text"
            icon={<LinkOutlined />}
            aria-label={t('design.titleEditor.link')}
            onMouseDown={keepSelection}
          />
        </LinkForm>
        <TitleImageButton
          open={pickerOpen}
          onOpen={openPicker}
          onClose={() => setPickerOpen(false)}
          onPick={addImage}
        />
        <Button size="small" type="text" icon={<CheckOutlined />} onMouseDown={hold} onClick={finish}>
          {t('design.titleEditor.done')}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element. */}
      <div
        ref={area}
        className="title-editor__area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={props.label}
        onInput={changed}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
