// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLang } from '../../i18n/index.ts';
import { CodeField } from './code-field.tsx';
import { PasswordFields } from './password-fields.tsx';

beforeAll(() => changeLang('en'));
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 0, 1));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the send promise and React's updates settle under fake timers. */
const settle = () => act(async () => {});

function renderField(onSend: () => Promise<boolean>) {
  render(
    <Form>
      <CodeField label="Code" placeholder="Six digits" resendSeconds={60} onSend={onSend} />
    </Form>,
  );
  return screen.getByRole('button');
}

describe('code field', () => {
  it('counts down from the resend time after a sent code, then offers to send again', async () => {
    const onSend = vi.fn(async () => true);
    const button = renderField(onSend);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveProperty('maxLength', 6);
    expect(button.textContent).toBe('Send code');

    fireEvent.click(button);
    await settle();
    expect(onSend).toHaveBeenCalledOnce();
    expect(button.textContent).toMatch(/60/);
    expect(button).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(59_000));
    expect(button.textContent).toMatch(/\b1\b/);
    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(1_000));
    expect(button.textContent).toBe('Send code');
    expect(button).toHaveProperty('disabled', false);
  });

  it('does not count down when the code did not go out', async () => {
    const button = renderField(async () => false);
    fireEvent.click(button);
    await settle();
    expect(button.textContent).toBe('Send code');
    expect(button).toHaveProperty('disabled', false);
  });
});

describe('password fields', () => {
  it('asks for a strong password and a matching confirmation, or the password alone', async () => {
    vi.useRealTimers();
    const onFinish = vi.fn();
    const { unmount } = render(
      <Form onFinish={onFinish}>
        <PasswordFields name="newPassword" label="New password" />
        <button type="submit">Save</button>
      </Form>,
    );
    const [password, confirm] = document.querySelectorAll('input[type="password"]');
    fireEvent.change(password!, { target: { value: 'weak' } });
    fireEvent.change(confirm!, { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/at least 8/i)).toBeTruthy();
    expect(await screen.findByText(/do not match/i)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.change(password!, { target: { value: 'strong-pass-1' } });
    fireEvent.change(confirm!, { target: { value: 'strong-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ newPassword: 'strong-pass-1', confirm: 'strong-pass-1' }),
    );
    unmount();

    render(
      <Form>
        <PasswordFields label="Password" withConfirm={false} />
      </Form>,
    );
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(1);
  });
});
