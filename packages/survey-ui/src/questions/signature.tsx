import { QuestionType } from '@cairn/core/model/enums';
import type { signature } from '@cairn/core/question-types/signature';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { dataUrlToFile } from '../components/data-url.ts';
import { failureReason, mayRetry, useImageUrl, useSurveyUi } from '../context.tsx';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof signature>;
type Status = 'loading' | 'ready' | 'saving' | 'saved' | 'failed' | 'unavailable';

const defaults = (): SettingOf<typeof signature> => ({ required: true });

/** Quiet time after the last stroke before the signature is stored (names take several strokes). */
export const SIGNATURE_SAVE_DELAY_MS = 800;

/**
 * Signature: drawn on a canvas with signature_pad (loaded on first use, as its own chunk), stored
 * through the host's `uploadFile` shortly after the last stroke; the answer is the file's URL.
 * A stored signature is shown as an image with "sign again".
 */
function Signature(props: QuestionProps<Answer>) {
  const t = textsFor(props.lang);
  const imageUrl = useImageUrl();
  // A signature stored before (back to this page) is shown as an image; one made now stays on the pad.
  const [showStored, setShowStored] = useState(Boolean(props.value));
  if (props.value && showStored) {
    return (
      <div className="cairn-signature">
        <img className="cairn-signature__image" src={imageUrl(props.value.url)} alt={t.signatureSaved} />
        <button
          type="button"
          className="cairn-button"
          disabled={props.disabled}
          onClick={() => setShowStored(false)}
        >
          {t.signAgain}
        </button>
      </div>
    );
  }
  return <SignatureCanvas {...props} />;
}

function SignatureCanvas(props: QuestionProps<Answer>) {
  const t = textsFor(props.lang);
  const { uploadFile } = useSurveyUi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  const [status, setStatus] = useState<Status>(uploadFile ? 'loading' : 'unavailable');
  const [reason, setReason] = useState<string | null>(null);
  const [retryable, setRetryable] = useState(true);
  const saveNow = useRef<() => void>(() => {});
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the pad is made once per canvas
  useEffect(() => {
    const element = canvas.current;
    if (!element || !uploadFile) return;
    let live = true;
    const save = async () => {
      const current = pad.current;
      if (!current || current.isEmpty()) return;
      const mine = ++attempt.current;
      setStatus('saving');
      try {
        const file = dataUrlToFile(current.toDataURL('image/png'), 'signature.png');
        const ref = await uploadFile(file, { nodeId: props.node.id });
        // A later stroke started another save: that one's result counts.
        if (!live || mine !== attempt.current) return;
        onChange.current({ url: ref.url });
        setStatus('saved');
      } catch (error) {
        if (!live || mine !== attempt.current) return;
        setReason(failureReason(error));
        setRetryable(mayRetry(error));
        setStatus('failed');
      }
    };
    saveNow.current = () => void save();
    import('signature_pad').then(
      ({ default: Pad }) => {
        if (!live) return;
        fitToScreen(element);
        const made = new Pad(element, { penColor: '#1f2328' });
        made.addEventListener('beginStroke', () => clearTimeout(timer.current));
        made.addEventListener('endStroke', () => {
          clearTimeout(timer.current);
          timer.current = setTimeout(save, SIGNATURE_SAVE_DELAY_MS);
        });
        pad.current = made;
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      clearTimeout(timer.current);
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  // Once the pad exists (status leaves 'loading'), follow `disabled`.
  useEffect(() => {
    if (status === 'loading') return;
    if (props.disabled) pad.current?.off();
    else pad.current?.on();
  }, [props.disabled, status]);

  const clear = () => {
    clearTimeout(timer.current);
    attempt.current++;
    pad.current?.clear();
    setStatus('ready');
    props.onChange(null);
  };

  return (
    <div className="cairn-signature">
      <canvas ref={canvas} className="cairn-signature__canvas" aria-label={t.signHere} role="img" />
      <div className="cairn-signature__bar">
        <span className="cairn-hint" aria-live="polite">
          {status === 'loading'
            ? t.loading
            : status === 'saving'
              ? t.uploading
              : status === 'saved'
                ? t.signatureSaved
                : status === 'failed'
                  ? (reason ?? (pad.current ? t.saveFailed : t.loadFailed))
                  : status === 'unavailable'
                    ? t.uploadUnavailable
                    : t.signHere}
        </span>
        <span className="cairn-signature__actions">
          {status === 'failed' && retryable && pad.current && !pad.current.isEmpty() ? (
            <button
              type="button"
              className="cairn-button"
              disabled={props.disabled}
              onClick={() => saveNow.current()}
            >
              {t.retry}
            </button>
          ) : null}
          <button type="button" className="cairn-button" disabled={props.disabled} onClick={clear}>
            {t.clear}
          </button>
        </span>
      </div>
    </div>
  );
}

/** Sharp lines on high-density screens: the bitmap is sized in device pixels. */
function fitToScreen(canvas: HTMLCanvasElement) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = canvas.offsetWidth || 300;
  const height = canvas.offsetHeight || 150;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
}

export const signatureRenderer = defineRenderer({
  key: 'signature',
  type: QuestionType.Signature,
  defaults,
  Component: Signature,
});
