const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** The sandbox provider's pay page: the amount and two buttons, like a provider's checkout. Script-free. */
export function sandboxPayPage(
  paymentId: string,
  payment: { amountFen: number; status: string } | null,
  result?: string,
): string {
  const body = !payment
    ? '<p>Unknown payment. 未知的支付。</p>'
    : `<p>Payment 支付 <code>${escapeHtml(paymentId)}</code></p>
<p class="amount">${yuan(payment.amountFen)}</p>
<p>Status 状态: <b>${escapeHtml(payment.status)}</b></p>
<form method="post"><input type="hidden" name="outcome" value="paid"><button type="submit">Pay 支付</button></form>
<form method="post"><input type="hidden" name="outcome" value="failed"><button type="submit">Fail 支付失败</button></form>`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox payment · 沙箱支付</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}.amount{font-size:2rem}
form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.5rem 1.5rem}</style></head>
<body><h1>Sandbox payment · 沙箱支付</h1>${result ? `<p role="status">${escapeHtml(result)}</p>` : ''}${body}</body></html>`;
}
