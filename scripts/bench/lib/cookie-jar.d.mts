/** The Cookie header for the cookies in `jar`; undefined when it holds none. */
export function cookieHeader(jar: Map<string, string>): string | undefined;
/** Keeps the cookies an answer sets, and forgets those it expires (Max-Age=0). */
export function keepCookies(jar: Map<string, string>, res: Response): void;
