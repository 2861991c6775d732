/**
 * The longest password accepted anywhere (staff and visitors), in UTF-8 bytes. Argon2 takes any
 * length, but hashing megabytes on every login attempt would be a cheap way to load the server;
 * bcrypt silently ignored everything past 72 bytes, so a clear refusal replaces that too.
 */
const PASSWORD_MAX_BYTES = 1024;

/** The schemas' message; handlers recognise it and answer with the code `password_too_long`. */
export const PASSWORD_TOO_LONG = `The password may have at most ${PASSWORD_MAX_BYTES} bytes.`;

export const withinPasswordLimit = (password: string) =>
  new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES;
