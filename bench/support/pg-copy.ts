import type pg from 'pg';

/**
 * COPY … FROM STDIN with the plain `pg` client. pg-copy-streams is not installed, but `pg` runs
 * any object with a `submit(connection)` method as a query (the "submittable" interface that
 * pg-copy-streams itself uses): we send the COPY statement, and when the server answers
 * CopyInResponse we write the rows as CopyData messages and finish with CopyDone.
 */
class CopyFrom {
  private rowCount = 0;
  private failure: Error | undefined;
  readonly done: Promise<number>;
  private settle!: { resolve: (n: number) => void; reject: (e: Error) => void };

  constructor(
    readonly text: string,
    private readonly chunks: AsyncIterable<string> | Iterable<string>,
  ) {
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }

  submit(connection: PgConnection) {
    connection.query(this.text);
  }

  async handleCopyInResponse(connection: PgConnection) {
    try {
      for await (const chunk of this.chunks) {
        connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
        // Respect the socket's back-pressure, or a million rows sit in memory at once.
        if (connection.stream.writableNeedDrain)
          await new Promise((resolve) => connection.stream.once('drain', resolve));
      }
      connection.endCopyFrom();
    } catch (error) {
      connection.sendCopyFail(String(error));
    }
  }

  handleCommandComplete(message: { text: string }) {
    this.rowCount = Number(message.text.split(' ').at(-1));
  }

  handleError(error: Error) {
    this.failure = error;
  }

  handleReadyForQuery() {
    if (this.failure) this.settle.reject(this.failure);
    else this.settle.resolve(this.rowCount);
  }

  // Messages a COPY never receives; the client calls them only for other statements.
  handleRowDescription() {}
  handleDataRow() {}
  handlePortalSuspended() {}
  handleEmptyQuery() {}
  handleCopyData() {}
}

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
}

/** Runs `COPY table (columns) FROM STDIN` with text-format lines; resolves to the rows copied. */
export function copyFrom(
  client: pg.Client | pg.PoolClient,
  statement: string,
  chunks: AsyncIterable<string> | Iterable<string>,
): Promise<number> {
  const copy = new CopyFrom(statement, chunks);
  client.query(copy as unknown as pg.QueryConfig);
  return copy.done;
}

/** One value in COPY's text format: NULL as \N, and backslash, tab and line breaks escaped. */
export function copyText(value: string | number | null): string {
  if (value === null) return '\\N';
  return String(value).replace(/[\\\t\n\r]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
  );
}
