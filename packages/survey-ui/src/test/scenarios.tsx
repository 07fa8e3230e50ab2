import type { Node } from '@cairn/core';
import type { QuestionInit } from '@cairn/core/testing/builders';
import { act, fireEvent, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { SurveyUiServices } from '../context.tsx';
import { SIGNATURE_SAVE_DELAY_MS } from '../questions/signature.tsx';
import { fakeGeolocation, fakeMicrophone, fakePads, fakeUploader } from './fakes.ts';
import type { Rendered } from './harness.tsx';

/**
 * For each question type: how to build a question worth answering (core's defaults, plus what the
 * author must add first, like a hot-spot image's regions) and what a respondent does to answer
 * it. The contract test runs each and hands the value to core's `validateAnswer`.
 */
export interface Scenario {
  init?: QuestionInit;
  services?: () => SurveyUiServices;
  /** Types without answers: nothing to do, the value stays null. */
  answers?: false;
  /** What the respondent does (fireEvent's return values are ignored). */
  act?: (view: Rendered, node: Node) => unknown;
}

const click = (element: Element) => fireEvent.click(element);
const type = (element: Element, value: string) => fireEvent.change(element, { target: { value } });
const choose = (view: Rendered, index = 0) => click(view.getAllByRole('radio')[index] as Element);
const subQuestions = (node: Node) => node.options.filter((option) => option.type === 2);

export const SCENARIOS: Record<string, Scenario> = {
  'single-choice': { act: (view) => choose(view, 1) },
  'multiple-choice': {
    act: (view) => {
      const boxes = view.getAllByRole('checkbox');
      click(boxes[0] as Element);
      click(boxes[2] as Element);
    },
  },
  'open-text': { act: (view) => type(view.getByRole('textbox'), 'Friendly staff') },
  rate: { act: (view) => click(view.getByRole('radio', { name: '4' })) },
  evaluate: {
    act: (view) => {
      click(view.getByRole('radio', { name: 'Satisfied' }));
      type(view.getByRole('textbox', { name: 'Comment' }), 'Quick');
    },
  },
  dropdown: {
    act: (view, node) => type(view.getByRole('combobox'), String(node.options[1]?.id)),
  },
  table: { act: (view) => type(view.getAllByRole('textbox')[0] as Element, 'Alice') },
  'image-choice': { init: { options: ['Cat', 'Dog'] }, act: (view) => choose(view, 1) },
  rank: {
    act: (view) => {
      for (const button of view.getAllByRole('button', { name: /^Add .* to the ranking$/ })) click(button);
    },
  },
  cascade: { act: (view, node) => type(view.getByRole('combobox'), String(node.options[0]?.id)) },
  city: {
    act: async (view) => {
      type(await view.findByRole('combobox', { name: 'Province' }), '北京市');
      type(view.getByRole('combobox', { name: 'City' }), '市辖区');
    },
  },
  geography: {
    act: (view) => {
      fakeGeolocation('ok');
      click(view.getByRole('button', { name: 'Share my location' }));
    },
  },
  slider: { act: (view) => type(view.getByRole('slider'), '7') },
  matrix: {
    act: (view, node) => {
      const rows = subQuestions(node).length;
      const radios = view.getAllByRole('radio');
      for (let r = 0; r < rows; r++) click(radios[r * (radios.length / rows) + r] as Element);
    },
  },
  upload: {
    services: () => fakeUploader(),
    act: async (view) => {
      const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
      fireEvent.change(view.getByLabelText('Choose files'), { target: { files: [file] } });
      await view.findByText('notes.txt');
    },
  },
  form: { act: (view) => type(view.getAllByRole('textbox')[0] as Element, 'Alice') },
  proportion: {
    act: (view) => {
      const inputs = view.getAllByRole('textbox');
      for (const [i, value] of ['50', '30', '20'].entries()) type(inputs[i] as Element, value);
    },
  },
  'image-drag': {
    act: (view, node) => {
      const [first, second] = subQuestions(node);
      const selects = view.getAllByRole('combobox');
      type(selects[0] as Element, String(first?.id));
      type(selects[1] as Element, String(second?.id));
    },
  },
  'canvas-image': {
    init: {
      setting: {
        image: '/images/shelf.png',
        regions: [
          {
            id: 'logo',
            label: 'Logo',
            shape: 'rect',
            points: [
              [0.1, 0.1],
              [0.4, 0.3],
            ],
          },
          {
            id: 'price',
            label: 'Price',
            shape: 'ellipse',
            points: [
              [0.5, 0.5],
              [0.9, 0.8],
            ],
          },
        ],
      },
    },
    act: (view) => click(view.getByRole('checkbox', { name: 'Price' })),
  },
  'canvas-word': {
    init: { setting: { passage: 'Fast delivery and friendly staff' } },
    act: (view) => {
      click(view.getByRole('button', { name: 'Fast' }));
      click(view.getByRole('radio', { name: 'Dislike' }));
      click(view.getByRole('button', { name: 'staff' }));
    },
  },
  heatmap: {
    init: { setting: { image: '/images/page.png' } },
    act: (view) => {
      const area = view.getByRole('application');
      area.focus();
      fireEvent.keyDown(area, { key: 'ArrowRight' });
      fireEvent.keyDown(area, { key: 'Enter' });
    },
  },
  'word-drag': {
    act: (view, node) => type(view.getAllByRole('combobox')[0] as Element, String(subQuestions(node)[1]?.id)),
  },
  date: { act: (view) => type(view.container.querySelector('input[type="date"]') as Element, '2025-03-01') },
  signature: {
    services: () => fakeUploader(),
    act: async (view) => {
      await view.findByText('Sign here', { selector: 'span' });
      vi.useFakeTimers();
      try {
        fakePads.at(-1)?.stroke();
        await act(() => vi.advanceTimersByTimeAsync(SIGNATURE_SAVE_DELAY_MS));
      } finally {
        vi.useRealTimers();
      }
      await view.findByText('Signature saved');
    },
  },
  'max-diff': {
    act: (view) => {
      for (const task of view.getAllByRole('table')) {
        const radios = within(task).getAllByRole('radio');
        click(radios[0] as Element); // best: the first item
        click(radios[3] as Element); // worst: the second item
      }
    },
  },
  nps: { act: (view) => click(view.getByRole('radio', { name: '9' })) },
  recorder: {
    services: () => fakeUploader(),
    act: async (view) => {
      fakeMicrophone('ok');
      let clock = 1_000;
      vi.spyOn(Date, 'now').mockImplementation(() => clock);
      click(view.getByRole('button', { name: 'Start recording' }));
      const stop = await view.findByRole('button', { name: 'Stop' });
      clock += 3_000;
      click(stop);
      await view.findByRole('button', { name: 'Record again' });
    },
  },
  'vote-choice': { act: (view) => choose(view, 0) },
  'vote-image-choice': { init: { options: ['Red', 'Blue'] }, act: (view) => choose(view, 1) },
  time: { act: (view) => type(view.container.querySelector('input[type="time"]') as Element, '14:30') },
  script: { answers: false },
  loop: { answers: false },
  'page-break': { answers: false },
  text: { answers: false },
  countdown: { answers: false },
};
