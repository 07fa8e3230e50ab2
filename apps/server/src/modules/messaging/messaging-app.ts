/**
 * A messaging app (WeChat-like) that identifies a person by an openId-like id. The app shows a QR
 * code for a ticket; when a person scans it, the app tells us who (a callback for a real app, the
 * simulator page here), and `recordScan` (qr-tickets.ts) does the rest — binding, login, and in
 * the rewards issue, identifying a claimant. So the interface is only what differs per app.
 */
export interface MessagingApp {
  /** The binding's provider name (`wechat` for the spec's calls). */
  name: string;
  kind: 'local' | 'wechat';
  /**
   * What the QR code holds for a ticket: the address the phone opens. Asynchronous because a real
   * app makes a QR code per ticket on its side (WeChat: a temporary QR code whose scene is it).
   */
  qrContent(ticket: string, expiresInSeconds: number): Promise<string>;
  /** The secret the app signs its scan callbacks with (WeChat's Token); the simulator has none. */
  callbackToken?: string;
}

export const MESSAGING_SIMULATOR_PATH = '/dev/messaging/scan';

/**
 * The local simulator: the QR code opens our own page (dev-routes.ts) that plays the phone — it
 * shows the ticket and "scans" as an identity typed there — so the whole flow runs on this machine.
 */
export function createLocalMessagingApp(publicUrl: string): MessagingApp {
  const origin = publicUrl.replace(/\/$/, '');
  return {
    name: 'wechat',
    kind: 'local',
    qrContent: async (ticket) => `${origin}${MESSAGING_SIMULATOR_PATH}?ticket=${encodeURIComponent(ticket)}`,
  };
}
