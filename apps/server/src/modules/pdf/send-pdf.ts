import type { FastifyReply } from 'fastify';

/** A PDF as the answer itself (answer 'file'): an attachment named in UTF-8, never cached. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string): FastifyReply {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(pdf);
}
