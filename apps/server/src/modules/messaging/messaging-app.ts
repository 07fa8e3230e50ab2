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
  /**
   * The official account its QR codes come from: openIds are per account, so a survey is bound to
   * one (settings area `weixin`) before its prizes are claimed through the app.
   */
  officialAccount: { appId: string; name: string };
  /** The secret the app signs its scan callbacks with (WeChat's Token); the simulator has none. */
  callbackToken?: string;
}

export const MESSAGING_SIMULATOR_PATH = '/dev/messaging/scan';
/** The simulator's official account: one per machine, like the account a real app is configured with. */
export const LOCAL_OFFICIAL_ACCOUNT_ID = 'wx-local-simulator';

/**
 * The local simulator: the QR code opens our own page (dev-routes.ts) that plays the phone — it
 * shows the ticket and "scans" as an identity typed there — so the whole flow runs on this machine.
 */
export function createLocalMessagingApp(publicUrl: string): MessagingApp {
  const origin = publicUrl.replace(/\/$/, '');
  return {
    name: 'wechat',
    kind: 'local',
    officialAccount: {
      appId: LOCAL_OFFICIAL_ACCOUNT_ID,
      name: 'Cairn 模拟公众号 · simulated official account',
    },
    qrContent: async (ticket) => `${origin}${MESSAGING_SIMULATOR_PATH}?ticket=${encodeURIComponent(ticket)}`,
  };
}
