import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 5 s instead of 1 s: on a loaded 2-core CI machine a fetch mock and the
// effects after it can take longer than a second (the cookie dialog's texts did in one CI run).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
