import type { RespondOpen } from '@cairn/contract/respond/schemas';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { textsOf } from './texts.ts';

type Closed = Exclude<RespondOpen, { state: 'open' }>;

/**
 * A survey the respondent cannot answer now (message from the server, in the survey's language),
 * or the password / invitation code prompt with its error.
 */
export function AccessScreen({
  open,
  busy,
  onCredential,
}: {
  open: Closed;
  busy: boolean;
  onCredential: (value: string) => void;
}) {
  const t = textsOf(open.lang);
  const inputId = useId();
  const [value, setValue] = useState('');
  if (open.state !== 'password' && open.state !== 'invite')
    return (
      <PlainScreen>
        <main className="cairn-page respond-access" data-state={open.state}>
          <p className="respond-access__message" role="status">
            {open.message}
          </p>
        </main>
      </PlainScreen>
    );
  const isPassword = open.state === 'password';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onCredential(value);
  };
  return (
    <PlainScreen>
      <main className="cairn-page respond-access" data-state={open.state}>
        <h1 className="respond-title">{open.title}</h1>
        <form className="respond-gate" onSubmit={submit}>
          <label htmlFor={inputId}>{isPassword ? t.password : t.inviteCode}</label>
          <input
            id={inputId}
            className="cairn-input"
            type={isPassword ? 'password' : 'text'}
            autoComplete="off"
            value={value}
            aria-invalid={open.error}
            aria-describedby={open.error ? `${inputId}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {open.error ? (
            <p id={`${inputId}-error`} className="cairn-issues__item" role="alert">
              {isPassword ? t.passwordError : t.inviteCodeError}
            </p>
          ) : null}
          <button type="submit" className="cairn-button cairn-button--primary" disabled={busy}>
            {t.confirm}
          </button>
        </form>
      </main>
    </PlainScreen>
  );
}

/**
 * Screens before a survey's theme is known: survey-ui's default look (`cairn-theme` carries the
 * default colours and fonts), without loading the answering chunk's ThemeScope.
 */
export function PlainScreen({ children }: { children: ReactNode }) {
  return (
    <div className="cairn-theme respond-root">
      <div className="respond-shell">{children}</div>
    </div>
  );
}
