import { QuestionType } from '@cairn/core/model/enums';
import type { recorder } from '@cairn/core/question-types/recorder';
import { useEffect, useRef, useState } from 'react';
import type { RecorderProblem, Recording } from '../components/recorder-engine.ts';
import { failureReason, mayRetry, useImageUrl, useSurveyUi } from '../context.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof recorder>;
type Status =
  | 'idle'
  | 'starting'
  | 'recording'
  | 'uploading'
  | RecorderProblem
  | 'short'
  | 'failed'
  | 'unavailable';

const defaults = (): SettingOf<typeof recorder> => ({ required: true, min: 1, max: 60, time: 60 });

/**
 * Recorder: records from the microphone (asked on the first press, with a message when refused
 * or missing), stops by itself at `max` seconds, stores the file through the host's `uploadFile`
 * and answers `{ url, duration }`. A recording shorter than `min` is not kept.
 */
function Recorder(props: QuestionProps<Answer>) {
  const t = textsFor(props.lang);
  const { uploadFile } = useSurveyUi();
  const fileUrl = useImageUrl();
  const setting = readSetting(defaults(), props.node.setting);
  const [status, setStatus] = useState<Status>('idle');
  const [seconds, setSeconds] = useState(0);
  const session = useRef<{ stop: () => void } | null>(null);
  // The last recording whose upload failed, kept for "retry".
  const unsent = useRef<Recording | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const live = useRef(true);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      session.current?.stop();
    };
  }, []);

  const finish = async (recording: Recording) => {
    session.current = null;
    if (!live.current) return;
    if (recording.seconds < setting.min) return setStatus('short');
    if (!uploadFile) return setStatus('unavailable');
    setStatus('uploading');
    try {
      const file = new File([recording.blob], `recording.${recording.extension}`, {
        type: recording.blob.type,
      });
      const ref = await uploadFile(file, { nodeId: props.node.id });
      unsent.current = null;
      if (!live.current) return;
      onChange.current({ url: ref.url, duration: recording.seconds });
      setStatus('idle');
    } catch (error) {
      unsent.current = mayRetry(error) ? recording : null;
      if (!live.current) return;
      setReason(failureReason(error));
      setStatus('failed');
    }
  };

  const start = async () => {
    setStatus('starting');
    setSeconds(0);
    try {
      const engine = await import('../components/recorder-engine.ts');
      try {
        session.current = await engine.startRecording({
          maxSeconds: setting.max,
          onTick: (s) => live.current && setSeconds(s),
          onDone: (recording) => void finish(recording),
        });
        if (live.current) setStatus('recording');
      } catch (error) {
        if (live.current) setStatus(error instanceof engine.RecorderError ? error.problem : 'failed');
      }
    } catch {
      if (live.current) setStatus('failed');
    }
  };

  const message: Partial<Record<Status, string>> = {
    starting: t.loading,
    recording: t.recording(seconds, setting.max),
    uploading: t.uploading,
    denied: t.micDenied,
    missing: t.micMissing,
    unsupported: t.recorderUnsupported,
    short: t.tooShort(setting.min),
    failed: reason ?? t.saveFailed,
    unavailable: t.uploadUnavailable,
  };
  const retry = unsent.current;
  const recording = status === 'recording';
  const busy = status === 'starting' || status === 'uploading';
  return (
    <fieldset className="cairn-recorder" aria-labelledby={props.titleId}>
      <button
        type="button"
        className={`cairn-button${recording ? ' cairn-button--danger' : ''}`}
        disabled={props.disabled || props.mode === 'design' || busy}
        onClick={() => (recording ? session.current?.stop() : void start())}
      >
        {recording ? t.stop : props.value ? t.recordAgain : t.record}
      </button>
      {status === 'failed' && retry ? (
        <button
          type="button"
          className="cairn-button"
          disabled={props.disabled}
          onClick={() => void finish(retry)}
        >
          {t.retry}
        </button>
      ) : null}
      <span className="cairn-hint" aria-live="polite">
        {message[status] ?? ''}
      </span>
      {props.value && !recording ? (
        // biome-ignore lint/a11y/useMediaCaption: a respondent's own voice recording has no captions
        <audio className="cairn-recorder__audio" controls src={fileUrl(props.value.url)} />
      ) : null}
    </fieldset>
  );
}

export const recorderRenderer = defineRenderer({
  key: 'recorder',
  type: QuestionType.Recorder,
  defaults,
  Component: Recorder,
});
