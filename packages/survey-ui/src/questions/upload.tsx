import { QuestionType } from '@cairn/core/model/enums';
import type { FileRef } from '@cairn/core/question-types/files';
import type { upload } from '@cairn/core/question-types/upload';
import { useId, useRef, useState } from 'react';
import { failureReason, mayRetry, useSurveyUi } from '../context.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof upload>;

const defaults = (): SettingOf<typeof upload> => ({
  required: true,
  min: 1,
  max: 10,
  file_size_limit: 50,
  file_suffix: [],
});

const MB = 1024 * 1024;

interface Pending {
  key: number;
  name: string;
  percent: number;
}
interface Failed {
  key: number;
  file: File;
  message: string;
  retry: boolean;
}

function suffixOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Upload: files are checked here against the setting (count, size, suffix) for a quick message,
 * then stored by the host's `uploadFile` (context); the answer is the list of file references.
 * Core and the server check again.
 */
function Upload(props: QuestionProps<Answer>) {
  const inputId = useId();
  const t = textsFor(props.lang);
  const { uploadFile } = useSurveyUi();
  const setting = readSetting(defaults(), props.node.setting);
  const suffixes = setting.file_suffix.map((suffix) => suffix.replace(/^\./, '').toLowerCase());
  const [pending, setPending] = useState<Pending[]>([]);
  const [failed, setFailed] = useState<Failed[]>([]);
  const nextKey = useRef(0);
  const [errors, setErrors] = useState<string[]>([]);
  // Uploads finish one by one after renders the parent may not have made yet: append to the
  // newest list, not to the one this render saw.
  // A render of this question's own (an upload's progress) must not reset it to a value the
  // parent has not caught up with: follow the parent only when it hands a new value.
  const latest = useRef<FileRef[]>(props.value ?? []);
  const given = useRef(props.value);
  if (given.current !== props.value) {
    given.current = props.value;
    latest.current = props.value ?? [];
  }
  const files = props.value ?? [];

  const send = (file: File) => {
    if (!uploadFile) return;
    const key = nextKey.current++;
    setPending((list) => [...list, { key, name: file.name, percent: 0 }]);
    const onProgress = (fraction: number) =>
      setPending((list) =>
        list.map((entry) => (entry.key === key ? { ...entry, percent: Math.round(fraction * 100) } : entry)),
      );
    uploadFile(file, { nodeId: props.node.id, onProgress })
      .then(
        (ref) => {
          const next = [...latest.current, ref];
          latest.current = next;
          props.onChange(next);
        },
        (error: unknown) => {
          const reason = failureReason(error);
          const message = reason ? t.uploadFailedBecause(file.name, reason) : t.uploadFailed(file.name);
          setFailed((list) => [...list, { key, file, message, retry: mayRetry(error) }]);
        },
      )
      .finally(() => setPending((list) => list.filter((entry) => entry.key !== key)));
  };

  const add = (chosen: File[]) => {
    const problems: string[] = [];
    const fitting = chosen.filter((file) => {
      if (file.size > setting.file_size_limit * MB)
        problems.push(t.fileTooLarge(file.name, setting.file_size_limit));
      else if (suffixes.length > 0 && !suffixes.includes(suffixOf(file.name)))
        problems.push(t.fileWrongType(file.name, suffixes.join(', ')));
      else return true;
      return false;
    });
    const room = Math.max(setting.max - files.length - pending.length, 0);
    if (fitting.length > room) problems.push(t.tooManyFiles(setting.max));
    const accepted = fitting.slice(0, room);
    if (!uploadFile && accepted.length > 0) problems.push(t.uploadUnavailable);
    setErrors(problems);
    setFailed([]);
    for (const file of accepted) send(file);
  };
  const retry = (entry: Failed) => {
    setFailed((list) => list.filter((other) => other.key !== entry.key));
    send(entry.file);
  };

  const full = files.length + pending.length >= setting.max;
  return (
    <fieldset className="cairn-upload" aria-labelledby={props.titleId}>
      <input
        id={inputId}
        type="file"
        className="cairn-visually-hidden"
        accept={suffixes.length > 0 ? suffixes.map((suffix) => `.${suffix}`).join(',') : undefined}
        multiple={setting.max > 1}
        disabled={props.disabled || full}
        onChange={(event) => {
          add([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = ''; // the same file may be chosen again after removal
        }}
      />
      <label htmlFor={inputId} className={`cairn-button${props.disabled || full ? ' is-disabled' : ''}`}>
        {t.uploadChoose}
      </label>
      <p className="cairn-hint">{t.fileRules(setting.max, setting.file_size_limit)}</p>
      <ul className="cairn-files">
        {files.map((file) => (
          <li key={file.url} className="cairn-files__item">
            <span className="cairn-files__name">{file.name}</span>
            <span className="cairn-files__size">{formatSize(file.size)}</span>
            <button
              type="button"
              className="cairn-icon-button"
              aria-label={`${t.remove} ${file.name}`}
              disabled={props.disabled}
              onClick={() => {
                // From the newest list: an upload that finished since this render is kept.
                const next = latest.current.filter((other) => other.url !== file.url);
                latest.current = next;
                props.onChange(next.length > 0 ? next : null);
              }}
            >
              ×
            </button>
          </li>
        ))}
        {pending.map((entry) => (
          <li key={entry.key} className="cairn-files__item is-pending">
            <span className="cairn-files__name">{entry.name}</span>
            <progress className="cairn-files__progress" max={100} value={entry.percent} />
            <span className="cairn-files__size">{t.uploadingPercent(entry.percent)}</span>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {errors.map((error) => (
          <p key={error} className="cairn-hint cairn-hint--error">
            {error}
          </p>
        ))}
        {failed.map((entry) => (
          <p key={entry.key} className="cairn-hint cairn-hint--error cairn-files__failed">
            <span>{entry.message}</span>
            {entry.retry ? (
              <button
                type="button"
                className="cairn-button"
                disabled={props.disabled || full}
                onClick={() => retry(entry)}
              >
                {t.retry}
              </button>
            ) : null}
          </p>
        ))}
      </div>
    </fieldset>
  );
}

function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const uploadRenderer = defineRenderer({
  key: 'upload',
  type: QuestionType.Upload,
  defaults,
  Component: Upload,
});
