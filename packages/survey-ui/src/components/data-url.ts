/** A canvas's data URL as a File, for the host's `uploadFile` (no fetch: survey-ui does no network). */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const [head = '', body = ''] = dataUrl.split(',');
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}
