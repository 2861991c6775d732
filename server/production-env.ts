/**
 * Imported first by main.ts: ES modules run their imports before their own code, and the logger
 * (lib/log.ts) picks JSON lines by NODE_ENV when it is imported.
 */
Object.assign(process.env, { NODE_ENV: 'production' });
