// @vitest-environment happy-dom
import { InputFormat, QuestionType } from '@cairn/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildQuestion, renderQuestion } from './test/harness.tsx';

afterEach(cleanup);

const type = (element: Element, value: string) => fireEvent.change(element, { target: { value } });

describe('open text', () => {
  it('asks the device for the format and lets core judge it', () => {
    const node = buildQuestion(QuestionType.OpenText, { setting: { format: InputFormat.Email } });
    const view = renderQuestion(node);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('type')).toBe('email');
    type(input, 'not-an-email');
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'format' }] });
    type(input, 'a@b.cn');
    expect(view.check().ok).toBe(true);
    type(input, '');
    expect(view.value()).toBeNull();
  });

  it('is multi-line for size 2, with a character counter for `max` and the suffix', () => {
    const node = buildQuestion(QuestionType.OpenText, { setting: { size: 2, max: 10, suffix: 'words' } });
    renderQuestion(node);
    const box = screen.getByRole('textbox');
    expect(box.tagName).toBe('TEXTAREA');
    type(box, 'hello');
    expect(screen.getByText('5/10')).toBeTruthy();
    expect(screen.getByText('words')).toBeTruthy();
  });
});

describe('table', () => {
  const node = buildQuestion(
    QuestionType.Table,
    { options: ['Name', 'Size'], setting: { min: 1, max: 3, value: 2 } },
    {
      patch: (_, i) =>
        i === 1
          ? { setting: { format: InputFormat.Dropdown, choices: ['S', 'M', 'L'] }, required: true }
          : {},
    },
  );

  it('shows `value` rows, fills cells by column format (90 is a dropdown) and adds/removes rows', () => {
    const view = renderQuestion(node);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3); // header + 2
    type(screen.getByRole('textbox', { name: 'Name 1' }), 'Tee');
    type(screen.getByRole('combobox', { name: 'Size 1' }), 'M');
    expect(view.check()).toMatchObject({
      ok: false,
      issues: [{ code: 'required', path: [1, node.options[1]?.id] }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(view.value()).toEqual([
      { [node.options[0]?.id as number]: 'Tee', [node.options[1]?.id as number]: 'M' },
    ]);
    expect(view.check().ok).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove row 1' })).toBeNull(); // `min` 1
    // Not inside the sideways-scrolling part of a wide table: always in reach on a phone.
    expect(screen.getByRole('button', { name: 'Add a row' }).closest('.cairn-table-wrap')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(screen.queryByRole('button', { name: 'Add a row' })).toBeNull(); // `max` 3
  });
});

describe('form', () => {
  const node = buildQuestion(
    QuestionType.Form,
    { options: ['Name', 'Phone', 'Age'], setting: { is_sequence: true } },
    {
      patch: (_, i) =>
        i === 0
          ? { required: true }
          : i === 1
            ? { setting: { format: InputFormat.Mobile } }
            : { setting: { format: InputFormat.Integer, min: 18, max: 99 } },
    },
  );

  it('labels each field, numbers them, and fits the keyboard to the format', () => {
    const view = renderQuestion(node);
    expect(screen.getByRole('textbox', { name: '2. Phone' }).getAttribute('type')).toBe('tel');
    expect(screen.getByRole('textbox', { name: '3. Age' }).getAttribute('inputmode')).toBe('numeric');
    type(screen.getByRole('textbox', { name: '3. Age' }), '12');
    expect(view.check()).toMatchObject({ ok: false });
    type(screen.getByRole('textbox', { name: '1. Name' }), 'Li');
    type(screen.getByRole('textbox', { name: '3. Age' }), '30');
    type(screen.getByRole('textbox', { name: '2. Phone' }), '138-0000-0000');
    expect(view.check().ok).toBe(true);
  });
});

describe('date and time', () => {
  const dateInput = (format: number, setting: Record<string, unknown> = {}) => {
    const view = renderQuestion(buildQuestion(QuestionType.Date, { setting: { format, ...setting } }));
    return { view, input: view.container.querySelector('input') as HTMLInputElement };
  };

  it('writes each date format as core expects', () => {
    const month = dateInput(1, { start_time: '2024-01-01' });
    expect(month.input.type).toBe('month');
    expect(month.input.min).toBe('2024-01');
    type(month.input, '2025-03');
    expect(month.view.check()).toEqual({ ok: true, value: '2025-03' });
    cleanup();
    const year = dateInput(2);
    type(year.input, '20x25');
    expect(year.view.check()).toEqual({ ok: true, value: '2025' });
    cleanup();
    const stamp = dateInput(3);
    expect(stamp.input.type).toBe('datetime-local');
    type(stamp.input, '2025-03-01T14:30');
    expect(stamp.view.check()).toEqual({ ok: true, value: '2025-03-01 14:30' });
  });

  it('brings a time to the setting form (seconds added or dropped)', () => {
    const view = renderQuestion(buildQuestion(QuestionType.Time, { setting: { format: 1 } }));
    type(view.container.querySelector('input') as Element, '08:15');
    expect(view.check()).toEqual({ ok: true, value: '08:15:00' });
  });
});

describe('city', () => {
  it('goes down to districts at level 3 and takes a typed street at level 4', async () => {
    const node = buildQuestion(QuestionType.City, { setting: { level: 4 } });
    const view = renderQuestion(node);
    type(await screen.findByRole('combobox', { name: 'Province' }), '广东省');
    type(screen.getByRole('combobox', { name: 'City' }), '广州市');
    type(screen.getByRole('combobox', { name: 'District' }), '天河区');
    expect(view.check()).toMatchObject({ ok: false, issues: [{ code: 'too_few' }] });
    type(screen.getByRole('textbox', { name: 'Street' }), '石牌街道');
    expect(view.check()).toEqual({ ok: true, value: ['广东省', '广州市', '天河区', '石牌街道'] });
    type(screen.getByRole('combobox', { name: 'Province' }), '北京市');
    expect(view.value()).toEqual(['北京市']);
  });
});

describe('drag into lists', () => {
  const node = buildQuestion(QuestionType.ImageDrag, {
    options: ['Apple', 'Kale', 'Cake'],
    setting: { max: 2 },
  });
  const lists = node.options.filter((option) => option.type === 2);

  it('moves items with the "move to" select, within `max`, and back to the pool', () => {
    const view = renderQuestion(node);
    const [first, second] = lists;
    const [apple, kale] = node.options.filter((option) => option.type === 1).map((option) => option.id);
    type(screen.getByRole('combobox', { name: 'Move Apple to' }), String(first?.id));
    type(screen.getByRole('combobox', { name: 'Move Kale to' }), String(second?.id));
    type(screen.getByRole('combobox', { name: 'Move Cake to' }), String(first?.id)); // a third: over `max`
    expect(view.value()).toEqual({ [apple as number]: first?.id, [kale as number]: second?.id });
    expect(within(screen.getByRole('region', { name: 'Not placed' })).getByText('Cake')).toBeTruthy();
    expect(view.check().ok).toBe(true);
    type(screen.getByRole('combobox', { name: 'Move Apple to' }), '');
    expect(view.value()).toEqual({ [kale as number]: second?.id });
  });
});
