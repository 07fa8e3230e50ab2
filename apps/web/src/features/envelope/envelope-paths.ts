/** The envelope area's addresses (app-relative), so every screen links the same way. */
export const envelopePaths = {
  list: (code: string) => `/project/${code}/setting/envelope`,
  create: (code: string) => `/project/${code}/setting/envelope/create`,
  edit: (code: string, id: string) => `/project/${code}/setting/envelope/edit/${encodeURIComponent(id)}`,
  detail: (code: string, id: string) => `/project/${code}/setting/envelope/detail/${encodeURIComponent(id)}`,
  log: (code: string, id: string) => `/project/${code}/setting/envelope/log/${encodeURIComponent(id)}`,
  pay: (code: string, orderId: string, campaignId: string) =>
    `/project/${code}/setting/envelope/pay?${new URLSearchParams({ order: orderId, campaign: campaignId })}`,
};
