import type { ReactNode } from 'react';
import { useFieldAria } from '../field-aria.tsx';

export interface ScalePoint {
  value: number;
  /** The accessible name of the point (a number, a level title, a tag). */
  label: string;
  /** What is drawn: an icon or the number. */
  face: ReactNode;
}

interface ScaleProps {
  name: string;
  points: readonly ScalePoint[];
  selected: number | null | undefined;
  onSelect: (value: number) => void;
  labelledBy?: string;
  disabled?: boolean;
  /** Icons up to the chosen one light up (stars), instead of the chosen one only. */
  cumulative?: boolean;
  className?: string;
}

/**
 * A row of choosable points (rate, NPS, evaluate levels). Real radios under the drawn faces:
 * arrows move along the scale and screen readers say "3 of 5".
 */
export function Scale(props: ScaleProps) {
  const fieldAria = useFieldAria();
  const chosenIndex = props.points.findIndex((point) => point.value === props.selected);
  return (
    <div
      role="radiogroup"
      aria-labelledby={props.labelledBy}
      className={`cairn-scale ${props.className ?? ''}`}
    >
      {props.points.map((point, i) => {
        const on = props.cumulative ? chosenIndex >= 0 && i <= chosenIndex : i === chosenIndex;
        return (
          <label key={point.value} className={`cairn-scale__point${on ? ' is-on' : ''}`}>
            <input
              {...fieldAria()}
              type="radio"
              className="cairn-visually-hidden"
              name={props.name}
              value={point.value}
              checked={point.value === props.selected}
              disabled={props.disabled}
              aria-label={point.label}
              onChange={() => props.onSelect(point.value)}
            />
            <span className="cairn-scale__face" aria-hidden="true">
              {point.face}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/**
 * Icon styles by the setting's `format`. The spec names the field but not the styles; 1 is
 * stars (its default), 2 hearts, 3 faces (the catering template), 4 plain numbers.
 */
const FACES = ['😞', '🙁', '😐', '🙂', '😄'];

export function scaleFace(format: number, index: number, count: number, value: number): ReactNode {
  if (format === 2) return '♥';
  if (format === 3) return FACES[Math.round((index / Math.max(count - 1, 1)) * (FACES.length - 1))];
  if (format === 4) return value;
  return '★';
}

/** Stars and hearts fill up to the chosen point; faces and numbers mark the chosen one only. */
export function isCumulative(format: number): boolean {
  return format !== 3 && format !== 4;
}
