import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

describe('deviceName', () => {
  it('names the browser by its major version and the system as people call it', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 120 · Windows 10');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 · iOS 17.1');
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.40',
      ),
    ).toBe('WeChat 8 · Android 14');
  });

  it('is null for an agent that names neither', () => {
    expect(deviceName('')).toBeNull();
    expect(deviceName('curl/8.0')).toBeNull();
  });
});
