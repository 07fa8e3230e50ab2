/**
 * Multipart limits of an upload call: a few small text fields and at most `files` files of at
 * most `fileSize` bytes. Anything beyond is cut off by the parser, so a request cannot make the
 * server buffer more than one call allows.
 */
export function multipartLimits(fileSize: number, files = 1) {
  return {
    limits: {
      fileSize,
      files,
      fields: 10,
      parts: files + 10,
      fieldSize: 1024,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  };
}
