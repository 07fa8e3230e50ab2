/** The pages the local SSO issuer and the messaging simulator show (dev-routes.ts). */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:420px;margin:2rem auto;padding:0 1rem;color:#1f1f1f}label{display:block;margin:.8rem 0 .2rem}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #bbb;border-radius:6px}button{margin-top:1rem;padding:.55rem 1.2rem;font:inherit;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer}.note{color:#555;font-size:13px}code{word-break:break-all}</style></head><body>${body}</body></html>`;

/** Hidden fields that carry the authorize request through the form post. */
const hidden = (query: URLSearchParams) =>
  [...query.entries()]
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');

export function issuerAuthorizePage(query: URLSearchParams, error?: string): string {
  return page(
    'Local SSO issuer',
    `<h1>Local SSO issuer · 本地单点登录</h1><p class="note">Plays your company's identity provider on this machine (SSO_ISSUER=local). 本机模拟的企业身份提供方。</p>${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}<form method="post">${hidden(query)}<label for="email">E-mail · 邮箱</label><input id="email" name="email" type="email" required autocomplete="off"><label for="name">Name · 姓名</label><input id="name" name="name" required autocomplete="off"><button type="submit">Sign in · 登录</button></form>`,
  );
}

export function simulatorPage(ticket: string, purpose: string | null, result?: string): string {
  const what =
    purpose === 'bind'
      ? 'bind a Cairn account · 绑定账号'
      : purpose === 'login'
        ? 'log in · 登录'
        : purpose === 'claim'
          ? 'claim a prize · 领取奖励'
          : 'unknown ticket · 未知二维码';
  return page(
    'Messaging app simulator',
    `<h1>Messaging app simulator · 扫码模拟器</h1><p class="note">Plays the phone that scans the QR code (MESSAGING_APP=local). 本机模拟手机扫码。</p><p>Ticket: <code>${escapeHtml(ticket)}</code><br>Purpose · 用途: ${what}</p>${result ? `<p role="status">${escapeHtml(result)}</p>` : ''}<form method="post"><input type="hidden" name="ticket" value="${escapeHtml(ticket)}"><label for="openId">Messaging account id (openId) · 账号标识</label><input id="openId" name="openId" required pattern="[A-Za-z0-9_-]{3,64}" autocomplete="off"><label for="nickname">Nickname · 昵称</label><input id="nickname" name="nickname" maxlength="40" autocomplete="off"><button type="submit">Scan · 扫码确认</button></form>`,
  );
}
