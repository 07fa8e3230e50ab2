import Bowser from 'bowser';

/**
 * A person's name for the device a user agent describes ("Chrome 120 · Windows 10", "WeChat 8 ·
 * Android 14"), for the audit log: an admin reading "new device" wants to recognise it, not read
 * 150 characters of user agent. Null when the agent names neither browser nor system (curl, none).
 */
export function deviceName(userAgent: string): string | null {
  if (!userAgent.trim()) return null;
  const parsed = Bowser.getParser(userAgent);
  const browser = parsed.getBrowser();
  const os = parsed.getOS();
  const major = (version: string | undefined) => version?.split('.')[0] ?? '';
  const browserPart = browser.name ? `${browser.name} ${major(browser.version)}`.trim() : '';
  // Windows reports its kernel ("NT 10.0"); its version name ("10") is what people call it.
  const osVersion = os.name === 'Windows' ? (os.versionName ?? '') : (os.version ?? '');
  const osPart = os.name ? `${os.name} ${osVersion}`.trim() : '';
  const parts = [browserPart, osPart].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}
