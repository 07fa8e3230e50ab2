/**
 * The numeric vocabularies of spec doc 1 §3. Values are stored in the database and sent over the
 * wire, so they never change once published; names are ours.
 */

/** Node model: what a node is in the tree. 90–92 only appear in drag/sort payloads. */
export const NodeModel = {
  List: 0,
  Question: 1,
  Group: 2,
  Page: 3,
  Branch: 4,
  Option: 90,
  OptionGroup: 91,
  Children: 92,
} as const;
export type NodeModelValue = (typeof NodeModel)[keyof typeof NodeModel];

/** Node attribute: hidden questions are not shown; background ones are filled by the system. */
export const NodeAttribute = { Normal: 0, Hidden: 1, Background: 2 } as const;

/**
 * Node (question) types. 0–29, 90 and 91 are the spec's numbers. Time, script, loop and page
 * appear in the spec as question kinds without numbers; we give them 30–33 (the first free
 * numbers after the spec's contiguous range, so 90/91 keep their meaning).
 */
export const QuestionType = {
  Default: 0,
  SingleChoice: 1,
  MultipleChoice: 2,
  OpenText: 3,
  Rate: 4,
  Evaluate: 5,
  Dropdown: 6,
  Table: 7,
  ImageChoice: 8,
  Rank: 9,
  Cascade: 10,
  City: 11,
  Geography: 12,
  Slider: 13,
  Matrix: 14,
  Upload: 15,
  Form: 16,
  Proportion: 17,
  ImageDrag: 18,
  CanvasImage: 19,
  CanvasWord: 20,
  Heatmap: 21,
  WordDrag: 22,
  Date: 23,
  Signature: 24,
  MaxDiff: 25,
  Nps: 26,
  Recorder: 27,
  VoteChoice: 28,
  VoteImageChoice: 29,
  /** Ours: a time-of-day picker. */
  Time: 30,
  /** Ours: a hidden value computed from earlier answers by an expression. */
  Script: 31,
  /** Ours: a container repeating its questions for each chosen option of a source question. */
  Loop: 32,
  /** Ours: a page break (a node of model Page). */
  PageBreak: 33,
  Text: 90,
  Countdown: 91,
} as const;
export type QuestionTypeValue = (typeof QuestionType)[keyof typeof QuestionType];

export const MatrixSubType = { Single: 1, Multiple: 2, Open: 3, Score: 4 } as const;

/** Option order: 2 (loop) rotates the start; 3 (re-order) shuffles once per respondent and keeps it. */
export const OrderMode = { Ordered: 0, Random: 1, Loop: 2, Reorder: 3 } as const;

/** Input formats of open text, form fields and table cells; 90 only for table cells. */
export const InputFormat = {
  None: 0,
  Integer: 1,
  Number: 2,
  Mobile: 3,
  Email: 4,
  Letter: 5,
  Chinese: 6,
  Dropdown: 90,
} as const;
export type InputFormatValue = (typeof InputFormat)[keyof typeof InputFormat];

export const InputSize = { SingleLine: 1, MultiLine: 2 } as const;

export const DateFormat = { YearMonthDay: 0, YearMonth: 1, Year: 2, DateTime: 3 } as const;

export const ImageDragFormat = { All: 0, Image: 1, Text: 2 } as const;

export const DragType = { Group: 0, Node: 1, Page: 2, Option: 3, OptionGroup: 4 } as const;

export const RichTextTarget = { NodeTitle: 0, OptionTitle: 1, Setting: 2 } as const;

/** Option record type: an answer choice, or a sub-question (matrix row, drag list ...). */
export const OptionType = { Option: 1, SubQuestion: 2 } as const;
export type OptionTypeValue = (typeof OptionType)[keyof typeof OptionType];

/** Time-of-day formats of the time question (ours). */
export const TimeFormat = { HourMinute: 0, HourMinuteSecond: 1 } as const;

/** Loop: repeat for the source's chosen options (0) or all its options (1); `option_ids` narrows. */
export const LoopMode = { Checked: 0, All: 1 } as const;
