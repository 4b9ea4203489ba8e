/** An error's message for a log line or a message to the user. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
