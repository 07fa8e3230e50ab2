import { useState } from 'react';
import { claimPrize } from './claim.ts';
import type { LotteryTexts } from './lottery-texts.ts';

type ClaimField = { key: 'name' | 'phone' | 'address' | 'custom'; label?: string | undefined };
type Sending = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string };

/** A field's answer key in the claim: the built-in key, or a custom question's label. */
const keyOf = (field: ClaimField) => (field.key === 'custom' ? (field.label ?? '') : field.key);

/** A coupon: one press records the claim and shows the code (a repeat answers the same code). */
export function CouponClaim({ token, t }: { token: string; t: LotteryTexts }) {
  const [code, setCode] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const claim = async () => {
    setSending({ kind: 'sending' });
    const outcome = await claimPrize(token, {});
    if (outcome.ok && outcome.result.couponCode) {
      setCode(outcome.result.couponCode);
      setSending({ kind: 'idle' });
    } else setSending({ kind: 'failed', message: (!outcome.ok && outcome.message) || t.failed });
  };
  if (code)
    return (
      <p className="respond-lottery__code">
        {t.code}
        <strong>{code}</strong>
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="cairn-button"
        disabled={sending.kind === 'sending'}
        onClick={() => void claim()}
      >
        {sending.kind === 'sending' ? t.claiming : t.showCode}
      </button>
      {sending.kind === 'failed' ? <p role="alert">{sending.message}</p> : null}
    </>
  );
}

/** A physical prize: the claim form the author set (every field required), sent once. */
export function PhysicalClaim(props: { token: string; fields: readonly ClaimField[]; t: LotteryTexts }) {
  const { t, fields } = props;
  const [values, setValues] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const [done, setDone] = useState(false);
  if (done) return <p role="status">{t.claimed}</p>;
  const submit = async () => {
    const empty = fields.map(keyOf).filter((key) => !(values[key] ?? '').trim());
    setMissing(empty);
    if (empty.length > 0) return;
    setSending({ kind: 'sending' });
    const trimmed = Object.fromEntries(fields.map(keyOf).map((key) => [key, (values[key] ?? '').trim()]));
    const outcome = await claimPrize(props.token, trimmed);
    if (outcome.ok) setDone(true);
    else setSending({ kind: 'failed', message: outcome.message || t.failed });
  };
  return (
    <form
      className="respond-lottery__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>{t.claimIntro}</p>
      {fields.map((field, i) => {
        const key = keyOf(field);
        const id = `respond-claim-${i}`;
        const invalid = missing.includes(key);
        const common = {
          id,
          className: 'cairn-input',
          required: true,
          'aria-invalid': invalid,
          'aria-describedby': invalid ? `${id}-error` : undefined,
          value: values[key] ?? '',
          onChange: (event: { currentTarget: { value: string } }) => {
            // Read now: the event's target is gone by the time the state updater runs.
            const value = event.currentTarget.value;
            setValues((v) => ({ ...v, [key]: value }));
          },
        };
        return (
          <div key={id} className="respond-lottery__field">
            <label htmlFor={id}>{field.key === 'custom' ? field.label : t.field[field.key]}</label>
            {field.key === 'address' ? (
              <textarea {...common} rows={3} maxLength={200} />
            ) : (
              <input
                {...common}
                type={field.key === 'phone' ? 'tel' : 'text'}
                autoComplete={field.key === 'name' ? 'name' : field.key === 'phone' ? 'tel' : 'off'}
                maxLength={200}
              />
            )}
            {invalid ? (
              <span id={`${id}-error`} className="respond-lottery__error">
                {t.required}
              </span>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="cairn-button" disabled={sending.kind === 'sending'}>
        {sending.kind === 'sending' ? t.claiming : t.submitClaim}
      </button>
      {sending.kind === 'failed' ? <p role="alert">{sending.message}</p> : null}
    </form>
  );
}
