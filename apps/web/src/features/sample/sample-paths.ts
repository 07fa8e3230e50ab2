/** The sample area's addresses (app-relative), under the launch tab (spec doc 1 "launch: sample…"). */
export const samplePaths = {
  list: (code: string) => `/project/${code}/launch/sample`,
  create: (code: string) => `/project/${code}/launch/sample/create`,
  edit: (code: string, id: string) => `/project/${code}/launch/sample/edit/${encodeURIComponent(id)}`,
  detail: (code: string, id: string) => `/project/${code}/launch/sample/detail/${encodeURIComponent(id)}`,
  log: (code: string, id: string) => `/project/${code}/launch/sample/log/${encodeURIComponent(id)}`,
  pay: (code: string, orderId: string, sampleId: string) =>
    `/project/${code}/launch/sample/pay?${new URLSearchParams({ order: orderId, campaign: sampleId })}`,
};
