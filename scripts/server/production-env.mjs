/**
 * Imported first by scripts/server.mjs: ES modules run their imports before their own code, and the
 * logger (lib/log.mjs) picks JSON lines by NODE_ENV when it is imported.
 */
process.env.NODE_ENV = 'production';
