/** An error the user caused and can fix: shown as its message and hint, never as a stack trace. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    /** Process exit code the CLI uses: 1 for bad input, 2 for bad usage. */
    readonly exitCode: 1 | 2 = 1,
  ) {
    super(message);
    this.name = 'UserError';
  }
}
