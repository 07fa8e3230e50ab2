import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { sendCodeToField } from './send-code-to-field.ts';

const formWith = (validate: () => Promise<Record<string, unknown>>) =>
  ({ validateFields: vi.fn(validate) }) as unknown as FormInstance;

describe('sendCodeToField', () => {
  it('sends the checked field, trimmed, and reports it went out', async () => {
    const send = vi.fn(async () => ({}));
    const form = formWith(async () => ({ email: '  a@b.cn ' }));
    await expect(sendCodeToField(form, 'email', send)).resolves.toBe(true);
    expect(form.validateFields).toHaveBeenCalledWith(['email']);
    expect(send).toHaveBeenCalledWith('a@b.cn');
  });

  it('sends nothing when the field fails its rules or is blank', async () => {
    const send = vi.fn(async () => ({}));
    await expect(
      sendCodeToField(
        formWith(() => Promise.reject(new Error('rules'))),
        'email',
        send,
      ),
    ).resolves.toBe(false);
    await expect(
      sendCodeToField(
        formWith(async () => ({ mobile: '  ' })),
        'mobile',
        send,
      ),
    ).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('resolves false when the server refuses, leaving the error to the form', async () => {
    const form = formWith(async () => ({ mobile: '13800000000' }));
    await expect(sendCodeToField(form, 'mobile', () => Promise.reject(new Error('A2004')))).resolves.toBe(
      false,
    );
  });
});
