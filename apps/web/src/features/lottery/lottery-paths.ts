/** The lottery area's addresses (app-relative), so every screen links the same way. */
export const lotteryPaths = {
  list: (code: string) => `/project/${code}/setting/lottery`,
  create: (code: string) => `/project/${code}/setting/lottery/create`,
  edit: (code: string, id: string) => `/project/${code}/setting/lottery/edit/${encodeURIComponent(id)}`,
  details: (code: string, id: string) => `/project/${code}/setting/lottery/details/${encodeURIComponent(id)}`,
  log: (code: string, id: string) => `/project/${code}/setting/lottery/log/${encodeURIComponent(id)}`,
  pay: (code: string, orderId: string, lotteryId: string) =>
    `/project/${code}/setting/lottery/pay?${new URLSearchParams({ order: orderId, campaign: lotteryId })}`,
};
