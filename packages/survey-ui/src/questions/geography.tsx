import { QuestionType } from '@cairn/core/model/enums';
import type { geography } from '@cairn/core/question-types/geography';
import { useEffect, useRef, useState } from 'react';
import { useFieldAria } from '../field-aria.tsx';
import { readSetting } from '../setting.ts';
import { textsFor } from '../texts.ts';
import { type AnswerOf, defineRenderer, type QuestionProps, type SettingOf } from '../types.ts';

type Answer = AnswerOf<typeof geography>;

const defaults = (): SettingOf<typeof geography> => ({ required: true, is_consent: true, is_address: true });

type Status = 'idle' | 'locating' | 'failed';

/**
 * Geography: the device location, asked only when the respondent presses the button (never on
 * load, and not in the designer); a typed address is the fallback when `is_address` allows it.
 */
function Geography(props: QuestionProps<Answer>) {
  const fieldAria = useFieldAria();
  const t = textsFor(props.lang);
  const setting = readSetting(defaults(), props.node.setting);
  const [status, setStatus] = useState<Status>('idle');
  const [typing, setTyping] = useState(false);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const { value } = props;
  const isAddress = value !== null && value !== undefined && 'address' in value;
  const showAddress = setting.is_address && (typing || status === 'failed' || isAddress);

  const locate = () => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus('failed');
      return;
    }
    setStatus('locating');
    geolocation.getCurrentPosition(
      (position) => {
        if (!live.current) return;
        setStatus('idle');
        const { latitude: lat, longitude: lng, accuracy } = position.coords;
        props.onChange(Number.isFinite(accuracy) ? { lat, lng, accuracy } : { lat, lng });
      },
      () => live.current && setStatus('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <fieldset className="cairn-geo" aria-labelledby={props.titleId}>
      {setting.is_consent ? <p className="cairn-hint">{t.consent}</p> : null}
      <div className="cairn-geo__actions">
        <button
          type="button"
          className="cairn-button"
          disabled={props.disabled || props.mode === 'design' || status === 'locating'}
          onClick={locate}
        >
          {status === 'locating' ? t.locating : t.shareLocation}
        </button>
        {setting.is_address && !showAddress ? (
          <button
            type="button"
            className="cairn-link-button"
            disabled={props.disabled}
            onClick={() => setTyping(true)}
          >
            {t.typeAddress}
          </button>
        ) : null}
      </div>
      <p className="cairn-geo__status" aria-live="polite">
        {value && 'lat' in value
          ? t.locationRecorded(value.accuracy !== undefined ? ` (±${Math.round(value.accuracy)} m)` : '')
          : status === 'failed'
            ? t.locationDenied
            : ''}
      </p>
      {showAddress ? (
        <input
          {...fieldAria()}
          type="text"
          className="cairn-input"
          aria-label={t.address}
          placeholder={t.address}
          autoComplete="street-address"
          maxLength={500}
          value={isAddress ? value.address : ''}
          disabled={props.disabled}
          onChange={(event) => {
            const address = event.currentTarget.value;
            props.onChange(address === '' ? null : { address });
          }}
        />
      ) : null}
      {value ? (
        <button
          type="button"
          className="cairn-link-button"
          disabled={props.disabled}
          onClick={() => props.onChange(null)}
        >
          {t.clear}
        </button>
      ) : null}
    </fieldset>
  );
}

export const geographyRenderer = defineRenderer({
  key: 'geography',
  type: QuestionType.Geography,
  defaults,
  Component: Geography,
});
