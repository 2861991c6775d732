export function publicPages(base: string, options?: { more?: boolean }): Promise<{ label: string; url: string }[]>;
