import { createContext, useContext } from 'react';

/** What QuestionView tells its answer controls about the question's messages. */
export interface FieldAria {
  /** The id of the question's message region, while it shows a message. */
  describedBy?: string;
  /** A message is about the whole question (nothing answered), not one of its fields. */
  whole?: boolean;
}

/**
 * Provided by QuestionView around a renderer, so every control can point at the messages without
 * each renderer threading ids through its props.
 */
export const FieldAriaContext = createContext<FieldAria>({});

export interface FieldAriaProps {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * aria props for the answer controls of a question, as a function to call per control (controls
 * drawn in a loop share one hook call): while the question shows a message a control is
 * described by it (screen readers read it with the control) and marked invalid. `own`: a
 * renderer that knows which of its fields a message names (a form field, a proportion item) says
 * so per field; the others are still described by the message. A message about the whole
 * question (nothing answered) marks every control.
 */
export function useFieldAria(): (own?: boolean) => FieldAriaProps {
  const { describedBy, whole = false } = useContext(FieldAriaContext);
  return (own) => {
    const invalid = describedBy !== undefined && (whole || (own ?? true));
    return { 'aria-describedby': describedBy, 'aria-invalid': invalid ? true : undefined };
  };
}
