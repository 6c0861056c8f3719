/**
 * The one error a feature throws for a request it refuses: an HTTP status, a sentence for people and a message
 * per field (and, rarely, more of the answer's body, such as a CSV import's row errors). Route actions show it
 * on the form; the JSON API answers it as `{ error, fields, ...body }` in its one error handler.
 */
export class RefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
