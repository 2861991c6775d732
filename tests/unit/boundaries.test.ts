import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The feature boundary rule of eslint.config.mjs, shown catching imports as a reviewer would.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
}

describe('feature boundaries (ESLint import/no-restricted-paths)', () => {
  it("refuses a deep import into another feature's internals", async () => {
    const messages = await boundaryMessages(
      'features/venues/server/example.ts',
      "import { listEvents } from '@/features/events/server/events';\nexport const x = listEvents;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0].severity).toBe(2);
    expect(messages[0].message).toMatch(/Import features\/events through its entry files/);
  });

  it("refuses app/ reaching into a feature's internals and lib/ importing a feature", async () => {
    expect(
      await boundaryMessages(
        'app/[locale]/(site)/example/page.tsx',
        "import { getVenue } from '@/features/venues/server/venues';\nexport default getVenue;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryMessages(
        'lib/example.ts',
        "import { SESSION_COOKIE } from '@/features/auth';\nexport const x = SESSION_COOKIE;\n",
      ),
    ).toHaveLength(1);
  });

  it('accepts the entry files and imports inside the same feature', async () => {
    expect(
      await boundaryMessages(
        'features/venues/server/example.ts',
        "import { listEvents } from '@/features/events/server';\nexport const x = listEvents;\n",
      ),
    ).toHaveLength(0);
    expect(
      await boundaryMessages(
        'features/events/server/example.ts',
        "import { listEvents } from './events';\nexport const x = listEvents;\n",
      ),
    ).toHaveLength(0);
  });
}, 60_000);
